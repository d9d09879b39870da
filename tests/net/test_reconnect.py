"""Connections come and go: a player killed mid-trick rejoins at the exact position; an away seat
is shown to the others and may be handed to the computer and back; a server killed with kill -9
resumes its tables from their saved records."""
import asyncio
import os
import signal
import sys

import pytest
from websockets.exceptions import ConnectionClosed

from tysiac_engine import make_player
from tysiac_engine.net import protocol as P
from tysiac_engine.net.client import Refusal, TableClient, play_scripted
from tysiac_engine.net.server import Table

from tests.net.util import ROOT, loopback, seat_everyone, server_process


async def _eventually(condition, seconds: float = 10.0) -> None:
    async with asyncio.timeout(seconds):
        while not condition():
            await asyncio.sleep(0.01)


def _playing(clients, seed=0):
    return [asyncio.create_task(play_scripted(c, make_player("easy", seed + i).choose)) for i, c in enumerate(clients)]


async def _rejoined(url, code, token):
    client = await TableClient.connect(url)
    await client.rejoin(code, token)
    await client.until(lambda m: isinstance(m, P.Update))
    return client


def test_a_player_killed_mid_trick_rejoins_at_the_exact_position(tmp_path):
    async def run():
        async with loopback(tmp_path) as (server, url):
            host = await TableClient.connect(url)
            code = await host.create("Ala", (P.SeatPlan(), P.SeatPlan(), P.SeatPlan()))
            bot = await asyncio.create_subprocess_exec(
                sys.executable, str(ROOT / "tests" / "net" / "bot_process.py"), url, code,
                stdout=asyncio.subprocess.PIPE, env=dict(os.environ, PYTHONPATH=str(ROOT)))
            _, seat, token = (await bot.stdout.readline()).decode().split()
            third = await TableClient.connect(url)
            await third.join(code, "Cezary")
            await host.start()
            players = _playing([host, third])
            while True:  # until a trick is under way, then kill -9
                _, deal, actions, phase, trick = (await bot.stdout.readline()).decode().split()
                if phase == "play" and trick == "1":
                    break
            bot.send_signal(signal.SIGKILL)
            await bot.wait()
            await _eventually(lambda: host.table.seats[1].connected is False)  # the others see it away
            table = next(iter(server.tables.values()))
            await _eventually(lambda: table.game.to_move == 1)  # the game waits for the away player
            saved = Table.load(table.path, server.computers).game  # what the state file holds: the position itself
            back = await _rejoined(url, code, token)
            assert back.seat == 1 and back.view == saved.view(1) == table.game.view(1)
            assert int(deal) == back.view.deal_number and len(back.view.history) >= int(actions)
            await _eventually(lambda: host.table.seats[1].connected)
            players.append(asyncio.create_task(play_scripted(back, make_player("easy", 9).choose)))
            await asyncio.gather(*players)
            assert table.game.is_over and host.record == back.record == third.record
    asyncio.run(run())


def test_the_host_hands_an_away_seat_to_the_computer_and_back(tmp_path):
    async def run():
        async with loopback(tmp_path) as (server, url):
            clients, code = await seat_everyone(url, 3)
            host, away, third = clients
            await host.start()
            token = away.token
            await away.close()
            table = next(iter(server.tables.values()))
            players = _playing([host, third])
            await _eventually(lambda: host.table.seats[1].connected is False)
            await _eventually(lambda: table.game.to_move == 1)
            moves = table.moves
            await asyncio.sleep(0.2)
            assert table.moves == moves  # nobody plays for an away player unasked
            await host.send(P.Substitute(seat=1, level="easy"))
            await _eventually(lambda: table.moves > moves + 10)  # the computer plays seat 1 now
            assert host.table.seats[1].substitute == "easy"
            back = await _rejoined(url, code, token)  # the player returns: the seat is theirs again
            await _eventually(lambda: host.table.seats[1].substitute is None and host.table.seats[1].connected)
            players.append(asyncio.create_task(play_scripted(back, make_player("easy", 9).choose)))
            await asyncio.gather(*players)
            assert table.game.is_over and back.record == host.record
            assert back.record["players"][1] == "Bolek" or back.record["players"][1]["name"] == "Bolek"
    asyncio.run(run())


def test_a_server_killed_mid_game_resumes_its_tables_from_their_saved_records(tmp_path):
    async def run():
        proc, port = server_process(0, tmp_path)
        url = f"ws://127.0.0.1:{port}"
        try:
            tables = [await seat_everyone(url, 3) for _ in range(2)]
            for clients, _ in tables:
                await clients[0].start()
            players = [task for clients, _ in tables for task in _playing(clients)]
            await _eventually(lambda: all(c.updates > 30 for clients, _ in tables for c in clients))
            proc.send_signal(signal.SIGKILL)
            proc.wait()
            await asyncio.gather(*players)  # every connection dropped
            last = {(t, c.seat): c.view for t, (clients, _) in enumerate(tables) for c in clients}
            proc, port = server_process(port, tmp_path)
            players = []
            for t, (clients, code) in enumerate(tables):
                back = [await _rejoined(url, code, c.token) for c in clients]
                for c in back:
                    before, now = last[(t, c.seat)], c.view
                    # the exact position, or one action on (the action in flight: saved, not yet told;
                    # the last of a deal starts the next)
                    if (now.deal_number, len(now.history)) == (before.deal_number, len(before.history)):
                        assert now == before
                    else:
                        assert (now.deal_number, len(now.history)) in (
                            (before.deal_number, len(before.history) + 1), (before.deal_number + 1, 0))
                players += _playing(back, 20)
                tables[t] = (back, code)
            await asyncio.gather(*players)
            assert all(c.record is not None and c.record == clients[0].record
                       for clients, _ in tables for c in clients)
        finally:
            proc.kill()
            proc.wait()
    asyncio.run(run())


def test_a_seats_token_on_a_new_connection_takes_the_seat_whatever_became_of_the_old_one(tmp_path):
    """The friend's app was killed without closing: its old connection still looks alive to the
    server.  The restarted app's rejoin takes the seat over; the old connection is closed."""
    async def run():
        async with loopback(tmp_path) as (server, url):
            clients, code = await seat_everyone(url, 3)
            host, friend, third = clients
            await host.start()
            for c in (friend, third):
                await c.until(lambda m: isinstance(m, P.Update))
            back = await _rejoined(url, code, friend.token)  # the old connection never said goodbye
            assert back.seat == 1 and back.view == friend.view
            with pytest.raises(ConnectionClosed):
                await friend.until(lambda m: False, timeout=5)
            assert friend.ws.close_code == 1000
            table = next(iter(server.tables.values()))
            assert table.seats[1].client is not None and host.table.seats[1].connected
            mover = next(c for c in (host, back, third) if c.my_turn)
            await mover.act(mover.view.legal[0], ref=1)
            await mover.until(lambda m: isinstance(m, P.Ack))
    asyncio.run(run())


def test_the_chat_is_kept_with_the_table_and_sent_on_join_rejoin_and_after_a_restart(tmp_path):
    async def run():
        async with loopback(tmp_path) as (server, url):
            host = await TableClient.connect(url)
            code = await host.create("Ala", (P.SeatPlan(), P.SeatPlan(), P.SeatPlan()))
            for i in range(P.MAX_CHAT_HISTORY + 5):
                await host.chat_line(f"line {i}", ref=i)
            await host.until(lambda m: isinstance(m, P.Ack) and m.ref == P.MAX_CHAT_HISTORY + 4)
            friend = await TableClient.connect(url)
            await friend.join(code, "Bolek")
            await friend.until(lambda m: isinstance(m, P.ChatHistory))
            assert [line.text for line in friend.chat] == [f"line {i}" for i in range(5, P.MAX_CHAT_HISTORY + 5)]
            await friend.chat_line("hi Ala")
            await host.until(lambda m: isinstance(m, P.ChatLine) and m.text == "hi Ala")
            return code, friend.token
    code, token = asyncio.run(run())

    async def after_restart():
        async with loopback(tmp_path) as (server, url):
            back = await TableClient.connect(url)
            await back.rejoin(code, token)
            await back.until(lambda m: isinstance(m, P.ChatHistory))
            assert len(back.chat) == P.MAX_CHAT_HISTORY
            assert (back.chat[-1].name, back.chat[-1].text) == ("Bolek", "hi Ala")
    asyncio.run(after_restart())


def test_a_table_saved_under_an_older_code_is_resumed_and_rejoined_with_it(tmp_path):
    """Codes used to be 22 characters of any case (secrets.token_urlsafe); a server that resumes
    such a table still finds it by that code, as it was given."""
    import hashlib

    async def made():
        async with loopback(tmp_path) as (server, url):
            clients, code = await seat_everyone(url, 3)
            await clients[0].start()
            await clients[1].until(lambda m: isinstance(m, P.Update))
            return next(iter(server.tables.values())).path, clients[1].token, clients[1].view
    path, token, view = asyncio.run(made())
    old_code = "Ab3_x-YzOld22characte"
    path.rename(path.with_name(hashlib.sha256(old_code.encode()).hexdigest() + ".json"))

    async def back():
        async with loopback(tmp_path) as (server, url):
            client = await TableClient.connect(url)
            with pytest.raises(Refusal) as caught:
                await client.rejoin(old_code.upper(), token)  # an older code is read as it is
            assert caught.value.refused.code == "no_table"
            assert await client.rejoin(old_code, token) == 1
            await client.until(lambda m: isinstance(m, P.Update))
            assert client.view == view
    asyncio.run(back())


def test_everyone_sees_an_away_players_countdown_before_the_host_may_hand_the_seat_over():
    from dataclasses import replace

    from tests.net.util import FAST

    async def run():
        async with loopback(limits=replace(FAST, away_grace_seconds=60.0)) as (server, url):
            clients, code = await seat_everyone(url, 3)
            host, away, third = clients
            await host.start()
            await away.close()
            for c in (host, third):  # the countdown is everyone's
                state = await c.until(lambda m: isinstance(m, P.TableState) and not m.seats[1].connected)
                assert 55 <= state.seats[1].substitute_in <= 60
                assert state.seats[0].substitute_in is None and state.seats[2].substitute_in is None
            await host.send(P.Substitute(seat=1))
            refused = await host.until(lambda m: isinstance(m, P.Refused), refusals=False)
            assert refused.code == "too_soon" and 55 <= refused.params["seconds"] <= 60
            table = next(iter(server.tables.values()))
            table.seats[1].away_since -= 60  # a minute later
            await host.send(P.Substitute(seat=1))
            state = await host.until(lambda m: isinstance(m, P.TableState) and m.seats[1].substitute == "easy")
            assert state.seats[1].substitute_in is None
    asyncio.run(run())
