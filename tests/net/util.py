"""Helpers of the network tests: a loopback server, scripted players, and the privacy scan."""
from __future__ import annotations

import copy
import json
import os
import re
import subprocess
import sys
from contextlib import asynccontextmanager
from pathlib import Path

from tysiac_engine.actions import Action, ActionKind
from tysiac_engine.cards import NAMES
from tysiac_engine.net import protocol as P
from tysiac_engine.net.client import TableClient, open_table
from tysiac_engine.net.server import Limits, TableServer
from tysiac_engine.record import load_game

from tests.engine.modes import known_cards

ROOT = Path(__file__).resolve().parents[2]
FAST = Limits(rate=1e6, burst=1_000_000, strikes=1_000_000)  # scripted players act at full speed
NAMES_AT_TABLE = ("Ala", "Bolek", "Cezary", "Danuta")  # no name looks like a card


def same_deal_move(view) -> Action:
    """The first legal action that goes on with this deal.  The server deals from a fresh seed, and
    about one opening hand in 140 may ask for a redeal: that ends the deal and the next is dealt
    at once, so every seat hears two updates instead of one."""
    return next(a for a in view.legal if a.kind != ActionKind.REDEAL)


@asynccontextmanager
async def loopback(state_dir=None, limits: Limits = FAST):
    server = TableServer(state_dir, limits)
    port = await server.start("127.0.0.1", 0)
    try:
        yield server, f"ws://127.0.0.1:{port}"
    finally:
        await server.close()


async def seat_everyone(url: str, players: int, preset: str = "polish", overrides=None, keep_raw=False,
                        plans=None) -> tuple[list[TableClient], str]:
    """A table of ``players`` human seats (or ``plans``), every human joined; not started."""
    plans = plans or tuple(P.SeatPlan() for _ in range(players))
    return await open_table(url, NAMES_AT_TABLE, plans, preset, overrides, keep_raw)


async def greeted_socket(url: str):
    """A bare WebSocket that has said hello (for messages the client would never send)."""
    from websockets.asyncio.client import connect

    ws = await connect(url, compression=None, proxy=None)
    await ws.send(P.encode(P.Hello(version=P.PROTOCOL_VERSION)))
    assert json.loads(await ws.recv())["type"] == "welcome"
    return ws


def server_process(port: int, state_dir: Path, *more: str) -> tuple[subprocess.Popen, int]:
    """``python -m tysiac_engine serve`` in its own process (``more``: its further options);
    returns it and its port."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.Popen([sys.executable, "-m", "tysiac_engine", "serve", "--port", str(port),
                             "--state-dir", str(state_dir), "--rate", "100000", *more], stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, env=env, text=True)
    line = proc.stdout.readline()
    assert line.startswith("listening on ws://"), line
    return proc, int(line.rsplit(":", 1)[1])


# ----------------------------------------------------------------------------- privacy
_CARD_TOKEN = re.compile(rb'"(' + b"|".join(n.encode() for n in NAMES) + rb')"')
_CARD_INDEX = {n.encode(): i for i, n in enumerate(NAMES)}


def knowledge_by_position(record: dict, players: int) -> dict:
    """(deal number, actions so far) -> per seat, the cards it may know then (tests/engine/modes.py)."""
    doc = copy.deepcopy(record)
    entries = doc["deals"]
    doc["deals"] = [dict(entries[0], actions=[])]
    game = load_game(doc)
    known = {}
    for d, entry in enumerate(entries):
        if d:
            game.start_deal(entry["hands"], entry["musik"], entry["dealer"], stock=entry.get("stock"),
                            table=entry.get("table"))
        deal = game.last_deal
        known[(d, 0)] = [known_cards(deal, s) for s in range(players)]
        for h, token in enumerate(entry["actions"]):
            game.apply(token)
            known[(d, h + 1)] = [known_cards(deal, s) for s in range(players)]
    return known


def leaked_cards(client: TableClient, record: dict) -> list[str]:
    """Every card named in a byte the seat received that it could not know then (the record at
    the game's end, public by then, excepted)."""
    players = len(record["players"])
    known = knowledge_by_position(record, players)
    ends = {d: known[(d, len(e["actions"]))] for d, e in enumerate(record["deals"])}
    seat, allowed, leaks = client.seat, 0, []
    frames = client.raw
    assert json.loads(frames[-1])["type"] == "record"
    for frame in frames[:-1]:
        message = json.loads(frame)
        if message["type"] == "update":
            view = message["view"]
            d, h = view["deal_number"], len(view["history"])
            allowed = known[(d, h)][seat]
            # only the frame that opens a deal may also end the one before (its last trick, its
            # score): by then every card of that deal has been played, so allowing its end to the
            # whole next deal would blind the scan to every deal but the first
            if d and any(e.get("type") == "deal_started" for e in message.get("events", ())):
                allowed |= ends[d - 1][seat]
        for match in _CARD_TOKEN.finditer(frame):
            if not (allowed >> _CARD_INDEX[match.group(1)]) & 1:
                leaks.append(f"{match.group(1).decode()} in a {message['type']} frame")
    return leaks
