"""A table's life before and around the game: creating, joining, starting, chatting; the serve command."""
import asyncio
import json
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
            assert (len(code), len(host.token)) == (26, 43) and host.host  # 128 and 256 random bits
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


@pytest.mark.parametrize("args", [["--port", "70000"], ["--port", "x"], ["--rate", "0"], ["--bogus"],
                                  ["--trusted-proxy", "proxy.example"], ["--per-address", "0"]])
def test_the_serve_command_refuses_bad_arguments_in_one_line(args):
    done = subprocess.run([sys.executable, "-m", "tysiac_engine", "serve", *args], capture_output=True, text=True,
                          cwd=ROOT, timeout=60)
    assert done.returncode == 2 and done.stderr.count("\n") == 1 and not done.stdout


def test_a_finished_game_is_filed_with_its_record_and_let_go_when_its_players_leave(tmp_path):
    from tysiac_engine import make_player
    from tysiac_engine.net.client import play_scripted
    from tysiac_engine.net.server import TableServer

    async def run():
        async with loopback(tmp_path) as (server, url):
            clients, code = await seat_everyone(url, 3, "polish", {"target": 300, "barrel": None,
                                                                   "no_trick_penalty_from": 0})
            await clients[0].start()
            await asyncio.gather(*(play_scripted(c, make_player("easy", i).choose) for i, c in enumerate(clients)))
            assert [p.name for p in tmp_path.glob("*.json")] == []  # not resumed after a restart
            (filed,) = (tmp_path / "finished").glob("*.json")
            assert json.loads(filed.read_text())["record"] == clients[0].record
            server.sweep()
            assert len(server.tables) == 1  # its players are still there
            for c in clients:
                await c.close()
            await asyncio.sleep(0.2)
            server.sweep()
            assert server.tables == {}
        assert TableServer(tmp_path).tables == {}
    asyncio.run(run())


def test_a_table_nobody_is_at_before_its_game_is_put_away_and_a_connection_creates_one_table(tmp_path):
    from dataclasses import replace

    from tests.net.util import FAST

    async def run():
        async with loopback(tmp_path, replace(FAST, empty_seconds=0.0)) as (server, url):
            (host, guest), code = await seat_everyone(url, 2, "polish", {"players": 2, "two_player_mode": "musik_2x2"})
            await host.send(P.Leave())
            with pytest.raises(Refusal) as caught:
                await host.create("Ala", (P.SeatPlan(), P.SeatPlan(), P.SeatPlan()))
            assert caught.value.refused.code == "order"
            server.sweep()
            assert len(server.tables) == 1  # Bolek is still there
            await guest.close()
            await asyncio.sleep(0.2)
            server.sweep()
            assert server.tables == {} and len(list((tmp_path / "empty").glob("*.json"))) == 1
            stranger = await TableClient.connect(url)
            with pytest.raises(Refusal) as caught:
                await stranger.join(code, "Eve")
            assert caught.value.refused.code == "no_table"
    asyncio.run(run())


def test_a_computer_turn_that_fails_is_logged_at_once(caplog):
    """A fault in a computer seat's turn is in the server's log as it happens (the table would
    otherwise wait for that computer with no trace of why)."""
    async def run():
        async with loopback() as (server, url):
            async def broken(*args, **kwargs):
                raise RuntimeError("the computer's turn broke")

            server.computers.decide = broken
            robot = P.SeatPlan(kind="ai", level="easy")
            (ala,), _ = await seat_everyone(url, 3, plans=(P.SeatPlan(), robot, robot))
            await ala.start()
            async with asyncio.timeout(10):
                while "the computer's turn failed" not in caplog.text:
                    if ala.my_turn:  # the computers' turn comes after Ala's
                        await ala.act(ala.view.legal[0])
                    try:
                        await ala.receive(timeout=0.2)
                    except (TimeoutError, asyncio.TimeoutError):
                        pass
    caplog.set_level("ERROR", logger="tysiac.net")
    asyncio.run(run())
    failed = next(r for r in caplog.records if "the computer's turn failed" in r.getMessage())
    assert "the computer's turn broke" in str(failed.exc_info[1])
