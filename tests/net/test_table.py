"""A table's life before and around the game: creating, joining, starting, chatting; the serve command."""
import asyncio
import subprocess
import sys

import pytest

from tysiac_engine.net import protocol as P
from tysiac_engine.net.client import Refusal, TableClient

from tests.net.util import ROOT, loopback, seat_everyone


def test_friends_join_with_the_code_and_the_host_starts_when_every_seat_is_taken():
    async def run():
        async with loopback() as (server, url):
            host = await TableClient.connect(url)
            code = await host.create("Ala", (P.SeatPlan(), P.SeatPlan(kind="ai", level="medium"), P.SeatPlan()))
            assert len(code) == P.CODE_LENGTH and len(host.token) == P.TOKEN_LENGTH and host.host
            with pytest.raises(Refusal) as caught:
                await host.start()
            assert caught.value.refused.code == "not_ready"
            guest = await TableClient.connect(url)
            assert await guest.join(code, "Bolek") == 2  # the first free human seat
            late = await TableClient.connect(url)
            with pytest.raises(Refusal) as caught:
                await late.join(code, "Cezary")
            assert caught.value.refused.code == "table_full"
            await guest.send(P.Start())
            assert (await guest.until(lambda m: isinstance(m, P.Refused), refusals=False)).code == "not_host"
            await host.start()
            await guest.until(lambda m: isinstance(m, P.Update))
            names = [s.name for s in guest.table.seats]
            assert names == ["Ala", "Computer 2", "Bolek"] and guest.view.players == tuple(names)
            assert guest.table.started and guest.view.seat == 2
    asyncio.run(run())


def test_a_chat_line_reaches_everyone_at_the_table_and_no_one_else():
    async def run():
        async with loopback() as (server, url):
            (ala, bolek, cezary), _ = await seat_everyone(url, 3)
            (other, *_), _ = await seat_everyone(url, 3)
            await bolek.chat_line("  good luck!  ")
            for client in (ala, bolek, cezary):
                line = await client.until(lambda m: isinstance(m, P.ChatLine))
                assert (line.seat, line.name, line.text) == (1, "Bolek", "good luck!")
            with pytest.raises((TimeoutError, asyncio.TimeoutError)):
                await other.until(lambda m: isinstance(m, P.ChatLine), timeout=0.3)
    asyncio.run(run())


def test_rules_that_cannot_be_played_are_refused_with_the_reason():
    async def run():
        async with loopback() as (server, url):
            client = await TableClient.connect(url)
            for overrides, seats in (({"target": 5}, 3), ({"players": 4}, 3), ({}, 2)):
                with pytest.raises(Refusal) as caught:
                    await client.create("Ala", tuple(P.SeatPlan() for _ in range(seats)), "polish", overrides)
                assert caught.value.refused.code == "bad_rules"
            assert server.tables == {}
    asyncio.run(run())


@pytest.mark.parametrize("args", [["--port", "70000"], ["--port", "x"], ["--rate", "0"], ["--bogus"]])
def test_the_serve_command_refuses_bad_arguments_in_one_line(args):
    done = subprocess.run([sys.executable, "-m", "tysiac_engine", "serve", *args], capture_output=True, text=True,
                          cwd=ROOT, timeout=60)
    assert done.returncode == 2 and done.stderr.count("\n") == 1 and not done.stdout
