"""Load figures of one server process (``python -m tysiac_engine bench-net``).

A ``serve`` process is started (saving its tables to a temporary folder, as in service); this
process opens ``tables`` tables of ``players`` simulated clients each and plays random legal
actions, every table about one action each ``pace`` seconds (0: as fast as the server answers).
It prints the concurrent connections, the actions a second, the round trip of an action (sent
until the actor's own update arrives) at p50/p99, the server's memory per table and the tables
that stalled.  The simulated clients read the server's JSON with ``json.loads`` (not the full
models) so that the figures are the server's, not the clients'.
"""
from __future__ import annotations

import asyncio
import json
import random
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field

from . import protocol as P
from .client import TableClient, open_table

NAMES = ("Ala", "Bolek", "Cezary", "Danuta")
MODE = {3: {"players": 3}, 4: {"players": 4, "four_player_mode": "teams_2v2"}}


@dataclass
class _Table:
    next_turn: float = 0.0  # when the table's next action may go (the pace)
    last_update: float = field(default_factory=time.perf_counter)
    over: bool = False


@dataclass
class _Figures:
    actions: int = 0
    round_trips: list = field(default_factory=list)


def _rss_kib(pid: int) -> int:
    with open(f"/proc/{pid}/status") as status:
        return next(int(line.split()[1]) for line in status if line.startswith("VmRSS:"))


async def _drive(client: TableClient, table: _Table, figures: _Figures, pace: float, rng: random.Random,
                 stop: asyncio.Event) -> None:
    ws, seat = client.ws, client.seat
    sent_at = None

    async def act(legal) -> None:
        nonlocal sent_at
        if pace:
            now = time.perf_counter()
            table.next_turn = max(table.next_turn, now) + pace * rng.uniform(0.8, 1.2)
            await asyncio.sleep(table.next_turn - now)
        sent_at = time.perf_counter()
        await ws.send(json.dumps({"type": "act", "action": rng.choice(legal)}))

    if client.my_turn:  # the host's first update came with its start
        await act([P.Act(action=a).model_dump(mode="json")["action"] for a in client.view.legal])
    while not stop.is_set():
        message = json.loads(await ws.recv())
        if message["type"] != "update":
            continue
        now = table.last_update = time.perf_counter()
        if sent_at is not None:
            figures.round_trips.append(now - sent_at)
            figures.actions += 1
            sent_at = None
        view = message["view"]
        table.over = view["phase"] == "over"
        if view["to_move"] == seat and view["legal"]:
            await act(view["legal"])


def _percentile(values: list, share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else float("nan")


async def _run(url: str, server_pid: int, tables: int, players: int, pace: float, seconds: float) -> dict:
    rss_empty = _rss_kib(server_pid)
    plans = tuple(P.SeatPlan() for _ in range(players))
    seated = []
    for start in range(0, tables, 25):  # open them 25 at a time
        seated += await asyncio.gather(*(open_table(url, NAMES, plans, "polish", MODE[players])
                                         for _ in range(start, min(tables, start + 25))))
    figures, stop, rng = _Figures(), asyncio.Event(), random.Random(1)
    states = [_Table() for _ in seated]
    for clients, _ in seated:
        await clients[0].start()
    rss_full = _rss_kib(server_pid)
    drivers = [asyncio.create_task(_drive(c, state, figures, pace, random.Random(rng.random()), stop))
               for (clients, _), state in zip(seated, states) for c in clients]
    await asyncio.sleep(min(5.0, seconds / 4))  # warm up, then measure
    figures.actions, figures.round_trips = 0, []
    began = time.perf_counter()
    await asyncio.sleep(seconds)
    elapsed = time.perf_counter() - began
    actions, trips = figures.actions, list(figures.round_trips)
    now = time.perf_counter()
    stalled = sum(1 for s in states if not s.over and now - s.last_update > max(5.0, 5 * pace))
    stop.set()
    for task in drivers:
        task.cancel()
    await asyncio.gather(*drivers, return_exceptions=True)
    return {"connections": tables * players, "tables": tables, "pace_s": pace,
            "actions_per_s": round(actions / elapsed, 1), "round_trip_p50_ms": round(1000 * _percentile(trips, 0.5), 2),
            "round_trip_p99_ms": round(1000 * _percentile(trips, 0.99), 2),
            "round_trip_max_ms": round(1000 * max(trips, default=float("nan")), 2),
            "server_rss_mib": round(rss_full / 1024, 1),
            "memory_per_table_kib": round((rss_full - rss_empty) / tables, 1),
            "stalled_tables": stalled, "games_over": sum(s.over for s in states)}


def main(tables: int, players: int, pace: float, seconds: float) -> int:
    with tempfile.TemporaryDirectory(prefix="tysiac-bench-net-") as state_dir:
        server = subprocess.Popen(
            [sys.executable, "-m", "tysiac_engine", "serve", "--port", "0", "--state-dir", state_dir,
             "--rate", "1000", "--max-tables", str(tables)],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        try:
            line = server.stdout.readline()
            if not line.startswith("listening on "):
                print("bench-net: the server did not start", file=sys.stderr)
                return 2
            url = line.split()[-1]
            figures = asyncio.run(_run(url, server.pid, tables, players, pace, seconds))
        finally:
            server.terminate()
            server.wait(10)
    for key, value in figures.items():
        print(f"{key}: {value}", flush=True)
    return 0
