"""A server that holds under abuse: a failed save changes nothing and drops nobody, damaged state
files are set aside, empty tables and idle connections go, addresses are bounded, floods of
messages or pings are cut short with a word first, and a refusal tells no more than the view."""
import asyncio
import errno
import json
import logging
import os
import time
from dataclasses import replace

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidStatus

from tysiac_engine import Game, make_player, make_rules
from tysiac_engine.actions import Action
from tysiac_engine.errors import IllegalAction
from tysiac_engine.net import protocol as P
from tysiac_engine.net import server as S
from tysiac_engine.net.client import Refusal, TableClient, open_table
from tysiac_engine.net.server import Limits, SeatSlot, Table, TableServer
from tysiac_engine.record import game_to_record

from tests.net.util import FAST, greeted_socket, loopback, same_deal_move, seat_everyone

STRICT = Limits(rate=20.0, burst=40, strikes=40, hello_seconds=1.0)


async def _started(url, players=3):
    clients, code = await seat_everyone(url, players)
    await clients[0].start()
    for c in clients[1:]:
        await c.until(lambda m: isinstance(m, P.Update))
    return clients, code


class _Disk:
    """Saving that fails while ``full`` (as with a read-only folder or no file descriptors left)."""

    def __init__(self, monkeypatch) -> None:
        self.full = False
        real = S.tempfile.mkstemp

        def mkstemp(*args, **kwargs):
            if self.full:
                raise OSError(errno.EMFILE, "Too many open files")
            return real(*args, **kwargs)

        monkeypatch.setattr(S.tempfile, "mkstemp", mkstemp)


# ----------------------------------------------------------------------------- saving
def test_an_action_that_cannot_be_saved_is_refused_with_its_reason_and_nobody_is_dropped(tmp_path, monkeypatch):
    disk = _Disk(monkeypatch)
    monkeypatch.setattr(S.secrets, "randbits", lambda bits: 52)  # an opening hand that may ask for a redeal

    async def run():
        async with loopback(tmp_path) as (server, url):
            clients, code = await _started(url)
            table = next(iter(server.tables.values()))
            before = game_to_record(table.game)
            saved_before = table.path.read_bytes()
            mover = next(c for c in clients if c.my_turn)
            updates = [c.updates for c in clients]
            disk.full = True
            await mover.act(same_deal_move(mover.view), ref=7)
            refused = await mover.until(lambda m: isinstance(m, P.Refused), refusals=False)
            assert (refused.code, refused.ref) == ("not_saved", 7) and "nothing changed" in refused.message
            assert game_to_record(table.game) == before and table.path.read_bytes() == saved_before
            await mover.chat_line("hello?", ref=8)
            assert (await mover.until(lambda m: isinstance(m, P.Refused), refusals=False)).code == "not_saved"
            stranger = await TableClient.connect(url)
            with pytest.raises(Refusal) as caught:
                await stranger.create("Eve", (P.SeatPlan(), P.SeatPlan(), P.SeatPlan()))
            assert caught.value.refused.code == "not_saved" and len(server.tables) == 1
            assert [p.name for p in tmp_path.glob("*")] == [table.path.name]  # no table, no temporary file left
            assert [c.updates for c in clients] == updates  # nobody heard of the refused bid
            disk.full = False  # the disk is back: the same action lands, and everyone hears of it
            await mover.act(same_deal_move(mover.view), ref=9)
            await mover.until(lambda m: isinstance(m, P.Ack) and m.ref == 9)  # after its update
            for c in clients:
                if c is not mover:
                    await c.until(lambda m: isinstance(m, P.Update))
            assert [c.updates for c in clients] == [n + 1 for n in updates]
            assert all(not c.ws.close_code for c in clients + [stranger])
            assert mover.acks == [9]
    asyncio.run(run())


def test_a_failed_save_anywhere_in_a_game_leaves_the_exact_position_before_it(tmp_path, monkeypatch):
    """Every third save fails, through a whole game (deal ends and new deals included): each
    refused action leaves the game as it was, and the same action then lands."""
    disk = _Disk(monkeypatch)
    seats = [SeatSlot(kind="human", name=n) for n in ("Ala", "Bolek", "Cezary")]
    overrides = {"target": 300, "barrel": None, "no_trick_penalty_from": 0}
    table = Table("0" * 64, "polish", overrides, seats, 0, tmp_path / ("0" * 64 + ".json"), None)
    table.game = Game(table.rules, [S.Seat(name=s.name, kind="human") for s in seats], seed=11)
    table.game.auto_deal = True
    players = [make_player("easy", i) for i in range(3)]
    refused = applied = 0
    while not table.game.is_over:
        seat = table.game.to_move
        action = players[seat].choose(table.game.view(seat))
        before = game_to_record(table.game)
        disk.full = (refused + applied) % 3 == 0
        if table.apply(seat, action) is not None:
            assert disk.full and game_to_record(table.game) == before
            refused += 1
            disk.full = False
            assert table.apply(seat, action) is None
        applied += 1
    assert refused > 50
    assert json.loads((tmp_path / "finished" / table.path.name).read_text())["record"] == game_to_record(table.game)


def _saved_file(tmp_path):
    async def run():
        async with loopback(tmp_path) as (server, url):
            clients, code = await _started(url)
            mover = next(c for c in clients if c.my_turn)
            await mover.act(mover.view.legal[0])
            await mover.until(lambda m: isinstance(m, P.Update))
            return next(iter(server.tables.values())).path, code, clients[1].token
    return asyncio.run(run())


def _corruptions():
    yield "host", lambda d: d.update(host="x")
    yield "kind", lambda d: d["seats"][1].update(kind="martian")
    yield "name", lambda d: d["seats"][1].update(name=5)
    yield "token", lambda d: d["seats"][1].update(token_hash=5)
    yield "host seat", lambda d: d.update(host=3)
    yield "seats", lambda d: d["seats"].pop()
    yield "players", lambda d: d["record"].update(players=["Ala", "Bolek", "Zenon"])
    yield "action", lambda d: d["record"]["deals"][0]["actions"].append("play AS")
    yield "hands", lambda d: d["record"]["deals"][0].update(hands=[[], [], []])
    yield "chat", lambda d: d.update(chat=[{"seat": 9, "name": "Ala", "text": "x"}])
    yield "rules", lambda d: d["overrides"].update(target="far")
    yield "extra", lambda d: d.update(admin=True)


@pytest.mark.parametrize("what, damage", list(_corruptions()), ids=[w for w, _ in _corruptions()])
def test_a_damaged_saved_table_is_set_aside_and_never_loaded(tmp_path, caplog, what, damage):
    path, code, token = _saved_file(tmp_path)
    doc = json.loads(path.read_text())
    damage(doc)
    path.write_text(json.dumps(doc))
    with caplog.at_level(logging.ERROR, "tysiac.net"):
        server = TableServer(tmp_path, FAST)
    assert server.tables == {}
    (aside,) = tmp_path.glob(path.name + ".bad-*")
    assert json.loads(aside.read_text()) == doc  # kept as it was, for a person to look at
    assert any("set aside" in r.getMessage() for r in caplog.records)
    assert TableServer(tmp_path, FAST).tables == {}  # and not tried again


@pytest.mark.parametrize("text", ["", "{", "[]", '"x"', "\xff\xfe", '{"format": "tysiac-net-table"}'])
def test_a_state_file_that_is_not_a_table_is_set_aside(tmp_path, text):
    path, code, token = _saved_file(tmp_path)
    good = path.read_text()
    damaged = tmp_path / ("1" * 64 + ".json")
    damaged.write_bytes(text.encode("latin-1"))
    server = TableServer(tmp_path, FAST)
    assert list(server.tables) == [path.stem]  # the good one resumed beside it
    assert len(list(tmp_path.glob(damaged.name + ".bad-*"))) == 1 and path.read_text() == good


# ----------------------------------------------------------------------------- tables and connections
def test_an_empty_table_expires_in_minutes_and_a_restart_does_not_revive_it(tmp_path):
    async def run():
        async with loopback(tmp_path, replace(FAST, empty_seconds=120.0)) as (server, url):
            host = await TableClient.connect(url)
            await host.create("Ala", (P.SeatPlan(), P.SeatPlan(), P.SeatPlan()))
            kept = await TableClient.connect(url)
            await kept.create("Bolek", (P.SeatPlan(), P.SeatPlan(), P.SeatPlan()))
            await host.close()
            await asyncio.sleep(0.2)
            return next(t.path for t in server.tables.values() if t.seats[0].name == "Ala")
    path = asyncio.run(run())
    old = time.time() - 121
    os.utime(path, (old, old))  # nobody has been at it for two minutes
    server = TableServer(tmp_path, replace(FAST, empty_seconds=120.0))
    assert [t.seats[0].name for t in server.tables.values()] == ["Bolek"]
    assert (tmp_path / "empty" / path.name).exists()


def test_tables_and_connections_are_bounded_per_address_and_a_trusted_proxy_names_the_address():
    limits = replace(FAST, tables_per_address=2, connections_per_address=3, trusted_proxy="127.0.0.1")

    async def run():
        async with loopback(limits=limits) as (server, url):
            made = []
            for name in ("Ala", "Bolek"):
                client = await TableClient.connect(url)
                await client.create(name, (P.SeatPlan(), P.SeatPlan(), P.SeatPlan()))
                made.append(client)
            third = await TableClient.connect(url)
            with pytest.raises(Refusal) as caught:
                await third.create("Cezary", (P.SeatPlan(), P.SeatPlan(), P.SeatPlan()))
            assert caught.value.refused.code == "full" and len(server.tables) == 2
            with pytest.raises(InvalidStatus) as turned:
                await connect(url, proxy=None)  # a fourth connection from this address
            assert turned.value.response.status_code == 429
            elsewhere = await connect(url, proxy=None, additional_headers={"X-Forwarded-For": "198.51.100.7"})
            await elsewhere.send(P.encode(P.Hello(version=P.PROTOCOL_VERSION)))
            assert json.loads(await elsewhere.recv())["type"] == "welcome"
            await elsewhere.send(P.encode(P.Create(name="Danuta", seats=(P.SeatPlan(),) * 3)))
            assert json.loads(await elsewhere.recv())["type"] == "seated"  # its own tables
            await third.close()
            await asyncio.sleep(0.2)
            again = await TableClient.connect(url)  # a place freed
            await again.close()
    asyncio.run(run())


def test_an_untrusted_forwarded_for_is_ignored():
    async def run():
        async with loopback(limits=replace(FAST, connections_per_address=1)) as (server, url):
            first = await TableClient.connect(url)
            with pytest.raises(InvalidStatus):
                await connect(url, proxy=None, additional_headers={"X-Forwarded-For": "198.51.100.8"})
            await first.close()
    asyncio.run(run())


def test_a_greeted_connection_that_takes_no_seat_is_told_and_closed():
    async def run():
        async with loopback(limits=replace(FAST, seat_seconds=0.5)) as (server, url):
            (host, guest), code = await seat_everyone(url, 2, "polish", {"players": 2, "two_player_mode": "musik_2x2"})
            idle = await TableClient.connect(url)
            refused = await idle.until(lambda m: isinstance(m, P.Refused), refusals=False)
            assert refused.code == "order" and "within" in refused.message
            with pytest.raises(ConnectionClosed):
                await idle.receive(timeout=5)
            assert idle.ws.close_code == 1008
            await asyncio.sleep(0.7)
            await host.chat_line("still here")  # the seated stay
            await guest.until(lambda m: isinstance(m, P.ChatLine))
    asyncio.run(run())


def test_one_connection_holds_one_seat():
    async def run():
        async with loopback() as (server, url):
            (host, guest), code = await open_table(url, ("Ala", "Bolek"), (P.SeatPlan(),) * 3)  # one seat free
            await guest.send(P.Leave())
            await guest.send(P.Join(code=code, name="Eve"))  # its seat left, the free one next
            refused = await guest.until(lambda m: isinstance(m, P.Refused), refusals=False)
            assert refused.code == "order"
            state = await host.until(lambda m: isinstance(m, P.TableState) and m.seats[1].name == "Bolek" and not m.seats[1].connected)
            assert [s.name for s in state.seats] == ["Ala", "Bolek", None]
            assert await guest.rejoin(code, guest.token) == 1  # its own seat it may take back
    asyncio.run(run())


def test_names_are_unique_at_a_table_and_visible():
    async def run():
        async with loopback() as (server, url):
            host = await TableClient.connect(url)
            code = await host.create("Ala", (P.SeatPlan(), P.SeatPlan(kind="ai", name="Robot"), P.SeatPlan()))
            for name in ("ala", "ALA", "Robot", "Ａｌａ"):
                guest = await TableClient.connect(url)
                with pytest.raises(Refusal) as caught:
                    await guest.join(code, name)
                assert caught.value.refused.code == "name_taken"
                await guest.close()
            for name in ("Ala\u200b", "\u3164", "Bo\u202elek", "Zo\U000e0041sia", "\u2800", "Ola\u200d"):
                guest = await TableClient.connect(url)
                await guest.send(P.Join.model_construct(code=code, name=name))
                refused = await guest.until(lambda m: isinstance(m, P.Refused), refusals=False)
                assert refused.code == "bad_message"
                await guest.close()
            guest = await TableClient.connect(url)
            assert await guest.join(code, "Zosia-Maria O'Neil") == 2
    asyncio.run(run())


# ----------------------------------------------------------------------------- floods
async def _until_closed(ws) -> list:
    got = []
    with pytest.raises(ConnectionClosed):
        while True:
            got.append(json.loads(await asyncio.wait_for(ws.recv(), 5)))
    return got


def test_a_message_flood_hears_rate_before_the_close():
    async def run():
        async with loopback(limits=STRICT) as (server, url):
            flooder = await greeted_socket(url)
            for _ in range(500):
                try:
                    await flooder.send('{"type": "start"}')
                except ConnectionClosed:
                    break
            got = await _until_closed(flooder)
            assert flooder.close_code == 1008
            assert got and got[-1] == {**got[-1], "type": "refused", "code": "rate"}
    asyncio.run(run())


def test_pings_count_against_the_rate():
    async def run():
        async with loopback(limits=STRICT) as (server, url):
            clients, code = await _started(url)
            flooder = await greeted_socket(url)
            for i in range(3000):
                try:
                    await flooder.ping(str(i).encode())
                except ConnectionClosed:
                    break
            got = await _until_closed(flooder)
            assert flooder.close_code == 1008 and any(m.get("code") == "rate" for m in got)
            mover = next(c for c in clients if c.my_turn)
            await mover.act(mover.view.legal[0])  # the table plays on
            await mover.until(lambda m: isinstance(m, P.Update))
    asyncio.run(run())


def test_wrong_codes_are_limited_per_address_and_logged_as_a_summary(caplog):
    async def run():
        async with loopback(limits=replace(FAST, code_guesses_per_minute=5)) as (server, url):
            clients, code = await seat_everyone(url, 3, plans=(P.SeatPlan(), P.SeatPlan(), P.SeatPlan()))
            await clients[2].close()
            with caplog.at_level(logging.INFO, "tysiac.net"):
                codes = []
                for i in range(8):  # a new connection each time: the limit is the address's
                    guesser = await TableClient.connect(url)
                    await guesser.send(P.Join(code=P.new_code(), name="Eve"))
                    codes.append((await guesser.until(lambda m: isinstance(m, P.Refused), refusals=False)).code)
                    await guesser.close()
                assert codes == ["no_table"] * 5 + ["rate"] * 3
                right = await TableClient.connect(url)
                await right.send(P.Join(code=code, name="Eve"))  # even the right code waits now
                assert (await right.until(lambda m: isinstance(m, P.Refused), refusals=False)).code == "rate"
                assert not [r for r in caplog.records if "code" in r.getMessage()]
                server.sweep()
            (summary,) = [r.getMessage() for r in caplog.records if "wrong table codes" in r.getMessage()]
            assert "5 from 1 addresses" in summary and "4 more refused" in summary
    asyncio.run(run())


def test_a_hello_version_must_be_an_integer_exactly():
    async def run():
        async with loopback(limits=STRICT) as (server, url):
            for version in ('"1"', "true", "1.0"):
                ws = await connect(url, proxy=None)
                await ws.send('{"type": "hello", "version": %s}' % version)
                refused = json.loads(await ws.recv())
                assert (refused["type"], refused["code"]) == ("refused", "bad_message")
                await ws.close()
    asyncio.run(run())


def test_every_action_is_acknowledged_or_refused_by_its_ref():
    async def run():
        async with loopback() as (server, url):
            clients, code = await _started(url)
            mover = next(c for c in clients if c.my_turn)
            idle = next(c for c in clients if not c.my_turn)
            action = mover.view.legal[0]
            await idle.act(action, ref=1)
            refused = await idle.until(lambda m: isinstance(m, P.Refused), refusals=False)
            assert (refused.code, refused.ref) == ("not_your_turn", 1)
            await mover.act(action, ref=2)
            await mover.until(lambda m: isinstance(m, P.Ack))
            await idle.chat_line("nice", ref=3)
            await idle.until(lambda m: isinstance(m, P.Ack))
            assert (mover.acks, idle.acks) == ([2], [3])
            await idle.act(action)  # without a ref, as a first-release client: no Ack
            while (raw := json.loads(await idle.ws.recv()))["type"] != "refused":
                assert raw["type"] != "ack"
            assert "ref" not in raw
    asyncio.run(run())


# ----------------------------------------------------------------------------- privacy of refusals
_VIEW_FACTS = {"action", "kind", "phase", "card", "possible", "low", "high", "step", "max_bid", "bomb_max_bid",
               "bombs_left", "in_hand", "led", "winning", "must_trump", "trump"}


def _probes(view):
    cards = [str(a.card) for a in view.legal if a.card is not None]
    for token in ("claim", "bid 5000", "declare 5", "bomb", "concede", "take 7"):
        yield Action.parse(token)
    for card in ("AS", "9H", "QD", *cards[:1]):
        for kind in ("meld", "play", "discard"):
            yield Action.parse(f"{kind} {card}")
        yield Action.parse(f"give {card} 0")


def test_no_refusal_tells_more_than_the_seats_view():
    """At every position of whole games: each refused probe's facts are the view's (the possible
    actions include a claim exactly when the view says the declarer may try one)."""
    stood = 0
    for seed in range(4):
        game = Game(make_rules("polish", {"target": 300, "barrel": None, "no_trick_penalty_from": 0}),
                    ["Ala", "Bolek", "Cezary"], seed=seed)
        game.auto_deal = True
        players = [make_player("easy", seed * 3 + i) for i in range(3)]
        steps = 0
        while not game.is_over and steps < 600:
            seat = game.to_move
            view = game.view(seat)
            stood += any(a.kind == "claim" for a in game.current.legal_actions()) if game.current else 0
            legal = game.current.legal_actions() if game.current is not None else []
            for probe in _probes(view):
                if probe in legal:
                    continue
                try:
                    game.apply(probe)  # refused: nothing changes
                    raise AssertionError(f"{probe} was applied")
                except IllegalAction as exc:
                    refused = P.Refused.of_illegal(exc, view)
                except (ValueError, TypeError):
                    continue
                params = refused.params
                assert set(params) <= _VIEW_FACTS, params
                if "possible" in params:
                    assert params["possible"] == sorted({a.kind for a in view.legal} | ({"claim"} if view.may_claim else set()))
                assert "claim" not in refused.message or view.may_claim or probe.kind == "claim"
                if "low" in params:
                    values = [a.value for a in view.legal if a.kind == probe.kind]
                    assert (params["low"], params["high"]) == (values[0], values[-1])
                if "in_hand" in params:
                    assert not params["in_hand"] or probe.card in view.hand  # of its own hand only
            game.step(players[seat].choose(view))
            steps += 1
    assert stood > 0  # positions where the engine alone would have said a claim stands


def test_at_the_open_file_limit_connections_are_refused_quietly_and_the_table_plays_on(tmp_path):
    """A serve process allowed 96 open files is flooded with 300 bare connections: no traceback
    storm in its log (one line), and once the flood is gone its table plays on."""
    import resource
    import socket
    import subprocess
    import sys

    from tests.net.util import ROOT

    def low_limit():
        resource.setrlimit(resource.RLIMIT_NOFILE, (96, 96))

    log_path = tmp_path / "serve.log"
    with open(log_path, "w") as log_file:
        proc = subprocess.Popen([sys.executable, "-m", "tysiac_engine", "serve", "--port", "0", "--state-dir",
                                 str(tmp_path / "state"), "--rate", "100000", "--per-address", "100000"],
                                stdout=subprocess.PIPE, stderr=log_file, text=True, preexec_fn=low_limit,
                                env=dict(os.environ, PYTHONPATH=str(ROOT)), cwd=ROOT)
    try:
        url = proc.stdout.readline().split()[-1]

        async def run():
            clients, code = await _started(url)
            flood = []
            for _ in range(300):
                try:
                    flood.append(socket.create_connection(("127.0.0.1", int(url.rsplit(":", 1)[1])), timeout=5))
                except OSError:
                    break
            await asyncio.sleep(2.5)  # the server meets the limit, waits a second, meets it again
            mover = next(c for c in clients if c.my_turn)
            await mover.act(mover.view.legal[0], ref=1)  # not saved while no file can be opened, or saved
            answer = await mover.until(lambda m: isinstance(m, (P.Ack, P.Refused)), refusals=False)
            assert isinstance(answer, P.Ack) or answer.code == "not_saved"
            for sock in flood:
                sock.close()
            await asyncio.sleep(1.5)
            mover = next(c for c in clients if c.my_turn)
            await mover.act(mover.view.legal[0], ref=2)
            await mover.until(lambda m: isinstance(m, P.Ack) and m.ref == 2)
            assert all(c.ws.close_code is None for c in clients)  # nobody dropped
        asyncio.run(run())
    finally:
        proc.terminate()
        proc.wait(10)
    text = log_path.read_text()
    assert "Traceback" not in text and text.count("out of file descriptors") == 1


def test_a_chat_line_that_cannot_be_saved_leaves_the_full_history_as_it_was(tmp_path, monkeypatch):
    disk = _Disk(monkeypatch)

    async def run():
        async with loopback(tmp_path) as (server, url):
            host = await TableClient.connect(url)
            code = await host.create("Ala", (P.SeatPlan(), P.SeatPlan(), P.SeatPlan()))
            for i in range(P.MAX_CHAT_HISTORY):
                await host.chat_line(f"line {i}", ref=i)
            await host.until(lambda m: isinstance(m, P.Ack) and m.ref == P.MAX_CHAT_HISTORY - 1)
            disk.full = True
            await host.chat_line("lost?", ref=1000)
            assert (await host.until(lambda m: isinstance(m, P.Refused), refusals=False)).ref == 1000
            disk.full = False
            friend = await TableClient.connect(url)
            await friend.join(code, "Bolek")
            await friend.until(lambda m: isinstance(m, P.ChatHistory))
            assert [line.text for line in friend.chat] == [f"line {i}" for i in range(P.MAX_CHAT_HISTORY)]
    asyncio.run(run())


def test_the_memory_of_a_crowd_that_has_gone_is_given_back(monkeypatch):
    given = []
    monkeypatch.setattr(S, "give_memory_back", lambda: given.append(True))

    async def run():
        async with loopback(limits=replace(FAST, connections_per_address=1000)) as (server, url):
            crowd = [await greeted_socket(url) for _ in range(300)]
            server.sweep()
            assert given == []  # they are still here
            for ws in crowd:
                await ws.close()
            async with asyncio.timeout(10):
                while server.connections:
                    await asyncio.sleep(0.01)
            server.sweep()
            server.sweep()
            assert given == [True]  # once, after they went
    asyncio.run(run())
