"""Hostile input: each case is refused (or the offender is disconnected) and the table plays on
exactly where it was."""
import asyncio
import json

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from tysiac_engine.net import protocol as P
from tysiac_engine.net.client import Refusal, TableClient
from tysiac_engine.net.server import Limits
from tysiac_engine.record import game_to_record

from tests.net.util import greeted_socket, loopback, same_deal_move, seat_everyone

STRICT = Limits(rate=20.0, burst=40, strikes=40, hello_seconds=1.0)  # the defaults, a short greeting time


async def _started(url):
    clients, code = await seat_everyone(url, 3)
    await clients[0].start()
    for c in clients[1:]:
        await c.until(lambda m: isinstance(m, P.Update))
    return clients, code


async def _plays_on(clients):
    """The seat to move acts; every seat hears of it."""
    mover = next(c for c in clients if c.my_turn)
    before = [c.updates for c in clients]
    await mover.act(same_deal_move(mover.view))
    for c in clients:
        await c.until(lambda m: isinstance(m, P.Update))
    assert [c.updates for c in clients] == [n + 1 for n in before]


async def _refusal(ws) -> dict:
    while True:
        message = json.loads(await asyncio.wait_for(ws.recv(), 5))
        if message["type"] == "refused":
            return message


def _scenario(case):
    """Run ``case(url, clients, code, server)`` at a started table; then check the table is as it
    was (the same record) and plays on."""
    async def run():
        async with loopback(limits=STRICT) as (server, url):
            clients, code = await _started(url)
            table = next(iter(server.tables.values()))
            before = game_to_record(table.game)
            result = await case(url, clients, code, server)
            assert game_to_record(table.game) == before
            await _plays_on(clients)
            return result
    return asyncio.run(run())


@pytest.mark.parametrize("text, code", [
    ('{"type": "teleport"}', "bad_message"),  # unknown message
    ("{not json", "bad_message"),  # malformed
    ('{"type": "act", "action": {"kind": "play", "card": "ZZ"}}', "bad_message"),
    ('{"type": "act", "action": {"kind": "bid", "value": 120}, "seat": 1}', "bad_message"),  # for another seat
    ('{"type": "view", "seat": 1}', "bad_message"),  # another seat's cards: no such request
    ('{"type": "hello", "version": 1}', "order"),  # greeted twice
    ('{"type": "join", "code": "' + "A" * 22 + '", "name": "Eve"}', "order"),  # seated already
])
def test_a_bad_message_from_a_seated_player_is_refused_and_the_table_plays_on(text, code):
    async def case(url, clients, _code, server):
        await clients[1].ws.send(text)
        refused = await clients[1].until(lambda m: isinstance(m, P.Refused), refusals=False)
        assert refused.code == code and len(refused.message) <= 200
        assert not any(c in refused.message for c in ("QH", "KH", "AS"))  # nothing of the table echoed
    _scenario(case)


def test_acting_out_of_turn_is_refused():
    async def case(url, clients, code, server):
        mover = next(c for c in clients if c.my_turn)
        idle = next(c for c in clients if not c.my_turn)
        await idle.act(mover.view.legal[0])  # the mover's own choice, sent by another seat
        assert (await idle.until(lambda m: isinstance(m, P.Refused), refusals=False)).code == "not_your_turn"
    _scenario(case)


def test_an_illegal_action_gets_the_engines_typed_refusal():
    async def case(url, clients, code, server):
        mover = next(c for c in clients if c.my_turn)
        local = server.tables[next(iter(server.tables))].game.copy()
        wrong = P.Act(action={"kind": "play", "value": None, "card": "AS"}).action  # no card play in the auction
        with pytest.raises(Exception) as caught:
            local.apply(wrong)
        await mover.act(wrong)
        refused = await mover.until(lambda m: isinstance(m, P.Refused), refusals=False)
        assert (refused.code, refused.rule) == ("illegal", caught.value.rule)
    _scenario(case)


def test_an_oversized_message_closes_only_that_connection():
    async def run():
        async with loopback(limits=STRICT) as (server, url):
            clients, code = await _started(url)
            table = next(iter(server.tables.values()))
            before = game_to_record(table.game)
            token = clients[2].token
            await clients[2].ws.send('{"type": "chat", "text": "' + "x" * 100_000 + '"}')
            with pytest.raises(ConnectionClosed):
                await clients[2].until(lambda m: False)
            assert (await clients[0].until(lambda m: isinstance(m, P.TableState))).seats[2].connected is False
            clients[2] = await TableClient.connect(url)
            await clients[2].rejoin(code, token)
            await clients[2].until(lambda m: isinstance(m, P.Update))
            assert game_to_record(table.game) == before
            await _plays_on(clients)
    asyncio.run(run())


def test_a_flood_is_cut_short_and_the_others_play_on():
    async def case(url, clients, code, server):
        flooder = await greeted_socket(url)
        for i in range(2000):
            try:
                await asyncio.wait_for(flooder.send('{"type": "join", "code": "guess%d", "name": "Eve"}' % i), 5)
            except ConnectionClosed:
                break
        with pytest.raises(ConnectionClosed):
            while True:
                await asyncio.wait_for(flooder.recv(), 5)
        assert flooder.close_code == 1008
    _scenario(case)


def test_a_chat_flood_from_a_player_is_bounded():
    async def case(url, clients, code, server):
        for i in range(200):
            try:
                await clients[1].chat_line(f"spam {i}")
            except ConnectionClosed:
                break
        await asyncio.sleep(0.3)
        got = 0
        try:
            while True:
                message = await clients[0].receive(timeout=0.3)
                got += isinstance(message, P.ChatLine)
        except (TimeoutError, asyncio.TimeoutError):
            pass
        assert 0 < got <= STRICT.burst + 10  # the burst, and what the rate let in since
        clients[1] = await _rejoined(url, code, clients[1].token)

    _scenario(case)


async def _rejoined(url, code, token):
    client = await TableClient.connect(url)
    await client.rejoin(code, token)
    await client.until(lambda m: isinstance(m, P.Update))
    return client


def test_no_table_without_its_code_and_no_seat_without_its_token():
    async def case(url, clients, code, server):
        stranger = await TableClient.connect(url)
        for ask in (P.Join(code="A" * len(code), name="Eve"), P.Rejoin(code=code, token="B" * 43),
                    P.Rejoin(code="A" * len(code), token=clients[1].token), P.Join(code=code, name="Eve")):
            await stranger.send(ask)
            refused = await stranger.until(lambda m: isinstance(m, P.Refused), refusals=False)
            assert refused.code in ("no_table", "started")
        assert stranger.view is None and stranger.seat is None
        mover = next(c for c in clients if c.my_turn)
        for ask in (P.Act(action=mover.view.legal[0]), P.Chat(text="hi"), P.Start()):
            await stranger.send(ask)
            assert (await stranger.until(lambda m: isinstance(m, P.Refused), refusals=False)).code == "order"
        guest = clients[1]
        await guest.send(P.Substitute(seat=2))
        assert (await guest.until(lambda m: isinstance(m, P.Refused), refusals=False)).code == "not_host"
    _scenario(case)


def test_a_client_of_another_protocol_version_is_told_so_clearly():
    async def run():
        async with loopback(limits=STRICT) as (server, url):
            with pytest.raises(Refusal) as caught:
                await TableClient.connect(url, version=P.PROTOCOL_VERSION + 1)
            assert caught.value.refused.code == "version"
            assert f"version {P.PROTOCOL_VERSION}" in caught.value.refused.message
    asyncio.run(run())


def test_a_connection_that_does_not_greet_is_closed():
    async def run():
        async with loopback(limits=STRICT) as (server, url):
            silent = await connect(url, proxy=None)
            with pytest.raises(ConnectionClosed):
                await asyncio.wait_for(silent.recv(), 5)
            rude = await connect(url, proxy=None)
            await rude.send('{"type": "create", "name": "Eve", "seats": [{}, {}, {}]}')
            assert json.loads(await rude.recv())["code"] == "order"
            with pytest.raises(ConnectionClosed):
                await asyncio.wait_for(rude.recv(), 5)
            async with asyncio.timeout(2):
                while server.connections:  # the server's side of the closing may lag the client's
                    await asyncio.sleep(0.01)
            assert server.tables == {}
    asyncio.run(run())
