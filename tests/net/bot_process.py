"""A network player in its own process (for kill -9 tests): joins the table of code argv[2] at
url argv[1] and plays it with the easy computer player, printing a line per message it gets:
``seated SEAT TOKEN``, then ``update DEAL ACTIONS PHASE TRICK_CARDS``."""
import asyncio
import sys

from tysiac_engine import make_player
from tysiac_engine.net import protocol as P
from tysiac_engine.net.client import TableClient


async def main(url: str, code: str) -> None:
    client = await TableClient.connect(url)
    seat = await client.join(code, "Bolek")
    print("seated", seat, client.token, flush=True)
    player = make_player("easy", seed=5)
    while client.record is None:
        message = await client.receive()
        if isinstance(message, P.Update):
            view = message.view
            print("update", view.deal_number, len(view.history), view.phase, len(view.trick), flush=True)
            if client.my_turn:
                await client.act(player.choose(view))


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], sys.argv[2]))
