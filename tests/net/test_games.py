"""Whole games over the loopback network, every mode, each seat its own client: the game ends,
every client ends with the server's record, and no client ever received a card its seat could
not know (every byte scanned)."""
import asyncio
import json

import pytest

from tysiac_engine.net import protocol as P
from tysiac_engine import make_player
from tysiac_engine.net.client import play_scripted
from tysiac_engine.record import load_game
from tysiac_engine.shape import MODES

from tests.engine.modes import MODE_RULES
from tests.net.util import NAMES_AT_TABLE, leaked_cards, loopback, seat_everyone

SHORT = {"target": 400, "barrel": None, "no_trick_penalty_from": 0}  # short games: a few deals each


async def _whole_game(mode: str, seed: int):
    preset, overrides = MODE_RULES[mode]
    overrides = {**overrides, **SHORT}
    async with loopback() as (server, url):
        clients, code = await seat_everyone(url, overrides["players"], preset, overrides, keep_raw=True)
        await clients[0].start()
        await asyncio.gather(*(play_scripted(c, make_player("easy", seed * 10 + i).choose) for i, c in enumerate(clients)))
        table = server.tables[next(iter(server.tables))]
        return clients, table


@pytest.mark.parametrize("mode", MODES)
def test_a_whole_game_over_the_network_in_every_mode_leaks_no_card(mode):
    clients, table = asyncio.run(_whole_game(mode, MODES.index(mode)))
    game = table.game
    assert game.is_over
    record = clients[0].record
    for seat, client in enumerate(clients):
        assert client.seat == seat
        assert client.record == record  # everyone gets the same RECORD.md record at the end
        assert client.view.phase == "over" and client.view.scores == game.scores
        assert leaked_cards(client, record) == []
    assert json.loads(table.saved_text())["record"] == record  # the state file holds the same record
    replayed = load_game(record)  # the record is a RECORD.md record like a local game's
    assert replayed.is_over and replayed.scores == game.scores
    assert [p if isinstance(p, str) else p["name"] for p in record["players"]] == \
        list(NAMES_AT_TABLE[:len(clients)])


async def _with_computers():
    plans = (P.SeatPlan(), P.SeatPlan(kind="ai", level="easy", name="Robot"), P.SeatPlan(),
             P.SeatPlan(kind="ai", level="medium"))
    async with loopback() as (server, url):
        clients, code = await seat_everyone(url, 4, "polish", {"players": 4, "four_player_mode": "teams_2v2",
                                                               **SHORT}, plans=plans)
        await clients[0].start()
        await asyncio.gather(*(play_scripted(c, make_player("easy", i).choose) for i, c in enumerate(clients)))
        return clients


def test_computer_seats_play_on_the_server_beside_two_remote_humans():
    clients = asyncio.run(_with_computers())
    players = clients[0].record["players"]
    assert [c.seat for c in clients] == [0, 2]
    assert players[1] == {"name": "Robot", "kind": "ai", "level": "easy"}
    assert players[3]["kind"] == "ai" and players[3]["level"] == "medium"
    assert clients[1].view.phase == "over"


def test_the_privacy_scan_finds_a_card_sent_to_the_wrong_seat(monkeypatch):
    """The scan above is not blind: a server that sent every seat the whole truth of each event
    (a musik taken unseen, a card given) is caught."""
    from tysiac_engine.net import server as S

    monkeypatch.setattr(S, "seen_by", lambda event, seat: event)
    clients, _ = asyncio.run(_whole_game("three", 1))
    assert any(leaked_cards(c, c.record) for c in clients)


async def _beside_a_search_player():
    from dataclasses import replace

    from tests.net.util import FAST

    plans = (P.SeatPlan(), P.SeatPlan(kind="ai", level="hard"), P.SeatPlan())
    async with loopback(limits=replace(FAST, computer_seconds=1.0)) as (server, url):
        clients, code = await seat_everyone(url, 3, plans=plans)
        await clients[0].start()
        players = [asyncio.create_task(play_scripted(c, make_player("easy", i).choose)) for i, c in enumerate(clients)]
        async with asyncio.timeout(60):  # the easy players' tasks read the updates meanwhile
            while sum(seat == 1 for seat, _ in clients[0].view.history) < 3:
                await asyncio.sleep(0.05)
        for task in players:
            task.cancel()
        return server.computers._workers.started


def test_a_search_level_computer_thinks_in_a_worker_process_and_plays():
    assert asyncio.run(_beside_a_search_player())  # three moves of its own, made in a worker process
