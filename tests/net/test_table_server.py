"""Hosting on a table server: the host's app makes the table on a ``serve`` process (which deals
and keeps it) and is then a player like the others: it may close and come back with its token."""
import asyncio

from tysiac_engine import make_player
from tysiac_engine.net import protocol as P
from tysiac_engine.net.client import TableClient, play_scripted
from tysiac_engine.net.invitation import parse_invitation, parse_server

from tests.net.util import server_process


def test_a_table_made_on_a_server_is_played_there_and_its_host_may_close_and_rejoin(tmp_path):
    proc, port = server_process(0, tmp_path)
    try:
        async def run():
            server = parse_server(f"ws://127.0.0.1:{port}/t")  # the remembered "table server"
            invitation = server.invitation(P.new_code())
            host = await TableClient.connect(invitation.url)
            code = await host.create("Ala", (P.SeatPlan(), P.SeatPlan(), P.SeatPlan(kind="ai", level="easy")),
                                     "polish", {"target": 300, "barrel": None, "no_trick_penalty_from": 0},
                                     code=invitation.code)
            assert code == invitation.code and host.host
            token = host.token
            await host.close()  # the host's app closes before the friend comes: the table stays

            sent = parse_invitation(f"Come play: {invitation.text}")  # what the friend pastes
            friend = await TableClient.connect(sent.url)
            assert await friend.join(sent.code, "Bolek") == 1
            state = await friend.until(lambda m: isinstance(m, P.TableState) and m.seats[1].name == "Bolek")
            assert not state.seats[0].connected  # the host is away, not gone

            host = await TableClient.connect(invitation.url)
            assert await host.rejoin(code, token) == 0 and host.host
            await host.start()
            await asyncio.gather(play_scripted(host, make_player("easy", 1).choose),
                                 play_scripted(friend, make_player("easy", 2).choose))
            assert host.record is not None and host.record == friend.record
            assert [p if isinstance(p, str) else p["name"] for p in host.record["players"]] == \
                ["Ala", "Bolek", "Computer 3"]
        asyncio.run(run())
    finally:
        proc.terminate()
        proc.wait(10)
