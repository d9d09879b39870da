"""Load figures of one server process (``python -m tysiac_engine bench-net``).

A ``serve`` process is started (saving its tables to a temporary folder, as in service); this
process opens ``tables`` tables of ``players`` simulated clients each and plays random legal
actions, every table about one action each ``pace`` seconds (0: as fast as the server answers).
It prints the concurrent connections, the actions a second, the round trip of an action (sent
until the actor's own update arrives) at p50/p99, the server's memory per table and the tables
that stalled.  The simulated clients read the server's JSON with ``json.loads`` (not the full
models) so that the figures are the server's, not the clients'.

``idle`` more connections sit at tables whose game has not started (people waiting for a
friend), so the live tables' round trip is measured beside them.  ``crowd`` tables of one
simulated player and two expert computers, made from one address (the server trusts the bench's
``X-Forwarded-For``), play at full speed while a table of another address with two hard
computers is timed: how long each of its computers' moves takes (the fair queue's figure).
"""
from __future__ import annotations

import asyncio
import gc
import json
import random
import resource
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field

from websockets.asyncio.client import connect

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


async def _idle(url: str, count: int) -> list:
    """``count`` connections seated at tables of four that wait for their start."""
    plans = tuple(P.SeatPlan() for _ in range(4))
    seated = []
    for start in range(0, count, 200):
        batch = min(200, count - start)
        opened = await asyncio.gather(*(open_table(url, NAMES, plans, "polish", MODE[4]) for _ in range(0, batch, 4)))
        seated += [c for clients, _ in opened for c in clients]
    return seated


async def _run(url: str, server_pid: int, tables: int, players: int, pace: float, seconds: float,
               idle: int = 0) -> dict:
    idlers = await _idle(url, idle)
    gc.collect()
    gc.freeze()  # the simulated clients' own collections would pause the measured round trips
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
    for client in idlers:
        await client.ws.close()
    return {"connections": tables * players + len(idlers), "idle_connections": len(idlers), "tables": tables,
            "pace_s": pace,
            "actions_per_s": round(actions / elapsed, 1), "round_trip_p50_ms": round(1000 * _percentile(trips, 0.5), 2),
            "round_trip_p99_ms": round(1000 * _percentile(trips, 0.99), 2),
            "round_trip_max_ms": round(1000 * max(trips, default=float("nan")), 2),
            "server_rss_mib": round(rss_full / 1024, 1),
            "memory_per_table_kib": round((rss_full - rss_empty) / tables, 1),
            "stalled_tables": stalled, "games_over": sum(s.over for s in states)}


async def _as_address(url: str, address: str) -> TableClient:
    """A connection the server counts as coming from ``address`` (it trusts the bench as a proxy)."""
    ws = await connect(url, max_size=P.MAX_SERVER_MESSAGE_BYTES, compression=None, proxy=None,
                       additional_headers={"X-Forwarded-For": address})
    client = TableClient(ws)
    await client.send(P.Hello(version=P.PROTOCOL_VERSION))
    await client.until(lambda m: isinstance(m, P.Welcome))
    return client


async def _computers(url: str, crowd: int, seconds: float) -> dict:
    """The timed table's computer moves while ``crowd`` expert tables of another address play."""
    rng = random.Random(2)

    async def table(address: str, level: str, moves: list) -> None:
        client = await _as_address(url, address)
        await client.create("Ala", (P.SeatPlan(), P.SeatPlan(kind="ai", level=level),
                                    P.SeatPlan(kind="ai", level=level)))
        await client.start()
        asked = time.perf_counter() if client.view.to_move not in (None, 0) else None
        while True:
            if client.my_turn:
                await client.act(rng.choice(client.view.legal))
            message = await client.receive()
            if isinstance(message, P.Update):
                now = time.perf_counter()
                if asked is not None and message.events:
                    moves.append(now - asked)
                view = message.view
                if view.phase == "over":
                    return
                asked = now if view.to_move not in (None, 0) else None

    crowd_moves, timed = [], []
    tasks = [asyncio.create_task(table("10.0.0.1", "expert", crowd_moves)) for _ in range(crowd)]
    await asyncio.sleep(min(5.0, seconds / 4))  # the crowd's computers are busy: now the timed table
    tasks.append(asyncio.create_task(table("10.0.0.2", "hard", timed)))
    await asyncio.sleep(seconds)
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    return {"crowd_tables": crowd, "crowd_computer_moves": len(crowd_moves),
            "timed_computer_moves": len(timed),
            "timed_computer_move_p50_s": round(_percentile(timed, 0.5), 3),
            "timed_computer_move_p99_s": round(_percentile(timed, 0.99), 3),
            "timed_computer_move_max_s": round(max(timed, default=float("nan")), 3)}


def _more_open_files() -> int:
    """Raise this process's open-file limit to its hard limit (the server started from it too)."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard != resource.RLIM_INFINITY and soft < hard:
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    return resource.getrlimit(resource.RLIMIT_NOFILE)[0]


def main(tables: int, players: int, pace: float, seconds: float, idle: int = 0, crowd: int = 0) -> int:
    files = _more_open_files()
    if idle + tables * players + 100 > files:
        print(f"bench-net: {idle + tables * players} connections need more open files than the limit "
              f"of {files}", file=sys.stderr)
        return 2
    connections = idle + tables * players + crowd + 10
    with tempfile.TemporaryDirectory(prefix="tysiac-bench-net-") as state_dir:
        server = subprocess.Popen(
            [sys.executable, "-m", "tysiac_engine", "serve", "--port", "0", "--state-dir", state_dir,
             "--rate", "1000", "--max-tables", str(tables + idle // 4 + crowd + 1),
             "--max-connections", str(connections), "--per-address", str(connections),
             "--tables-per-address", str(tables + idle // 4 + crowd + 1), "--trusted-proxy", "127.0.0.1"],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        try:
            line = server.stdout.readline()
            if not line.startswith("listening on "):
                print("bench-net: the server did not start", file=sys.stderr)
                return 2
            url = line.split()[-1]
            if crowd:
                figures = asyncio.run(_computers(url, crowd, seconds))
            else:
                figures = asyncio.run(_run(url, server.pid, tables, players, pace, seconds, idle))
        finally:
            server.terminate()
            server.wait(10)
    for key, value in figures.items():
        print(f"{key}: {value}", flush=True)
    return 0
