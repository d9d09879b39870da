"""The computer players of many tables share the workers fairly: one owner's many tables of
search players wait for each other, not another owner's table.  A worker that dies costs at most
the decision it was making, and the workers die with their server."""
import asyncio
import logging
import os
import signal
import sys
import time
from concurrent.futures import ThreadPoolExecutor

import pytest

from tysiac_engine import Game, make_rules
from tysiac_engine.actions import Action
from tysiac_engine.net import computers as C
from tysiac_engine.views import SeatView

from tests.net.util import ROOT
from tests.processes import alive, assert_killed_parent_leaves_nothing, children, kinds, search_forever, wait_until

on_linux = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads the process table in /proc")


def test_one_owners_many_search_players_do_not_hold_up_anothers(monkeypatch):
    finished = []

    def slow_decide(level, seed, seconds, view):
        time.sleep(0.3)  # a search player thinking
        finished.append(seed)
        return view.legal[0]

    monkeypatch.setattr(C, "decide", slow_decide)
    game = Game(make_rules("polish"), ["Ala", "Bolek", "Cezary"], seed=1)
    view = game.view(game.to_move)

    async def run():
        computers = C.Computers(seconds=30.0, processes=2)
        pool = ThreadPoolExecutor(2)
        monkeypatch.setattr(computers._workers, "_current", lambda: pool)
        crowd = [asyncio.create_task(computers.decide("expert", seed, view, owner="10.0.0.1")) for seed in range(8)]
        await asyncio.sleep(0.05)  # the crowd's jobs are waiting before the other table asks
        other = asyncio.create_task(computers.decide("hard", 100, view, owner="10.0.0.2"))
        await asyncio.gather(other, *crowd)
        pool.shutdown()

    asyncio.run(run())
    # the other owner's move came second: a worker was kept for it, not queued behind eight
    assert finished.index(100) <= 1 and sorted(finished) == [*range(8), 100]


def test_the_default_pool_is_the_machines_size():
    import os

    computers = C.Computers(seconds=1.0)
    assert computers.processes == max(1, os.cpu_count() or 1)


# ----------------------------------------------------------------- workers that die
def last_choice(level: str, seed: int, seconds: float, view: SeatView) -> Action:
    """A worker's answer that is not the first-choice fallback (module level: pickled for the worker)."""
    return view.legal[-1]


def endless_decide(level: str, seed: int, seconds: float, view: SeatView) -> Action:
    search_forever()
    raise AssertionError("never reached")


def workers() -> list[int]:
    return [pid for pid in children(os.getpid()) if kinds([pid]) == {"worker"}]


@on_linux
def test_a_killed_worker_costs_no_table_more_than_the_move_it_was_thinking_of(monkeypatch, tmp_path, caplog):
    """A worker killed between two moves (the out-of-memory killer, a careless admin): the next
    move comes from a fresh worker, not the time limit's first choice.  A move whose worker is
    killed in the middle of its search is thought once more; killed again, it is the first choice
    at once, and the next move is thought as ever."""
    started = tmp_path / "search-started"
    monkeypatch.setenv("SEARCH_STARTED", str(started))
    game = Game(make_rules("polish"), ["Ala", "Bolek", "Cezary"], seed=1)
    game.step(game.view(game.to_move).legal[0])  # the opening bid is forced; the next seat has a choice
    view = game.view(game.to_move)
    assert view.legal[0] != view.legal[-1]
    caplog.set_level(logging.WARNING, logger="tysiac.net")

    async def run() -> None:
        computers = C.Computers(seconds=60.0, processes=1)
        try:
            monkeypatch.setattr(C, "decide", last_choice)
            assert await computers.decide("hard", 1, view) == view.legal[-1]
            first = workers()
            for pid in first:
                os.kill(pid, signal.SIGKILL)
            assert first and wait_until(lambda: not any(alive(p) for p in first), 5)

            began = time.monotonic()
            assert await computers.decide("hard", 2, view) == view.legal[-1]  # a new worker thought
            assert time.monotonic() - began < 30 and not caplog.records

            monkeypatch.setattr(C, "decide", endless_decide)
            thinking = asyncio.create_task(computers.decide("hard", 3, view))
            for _ in range(2):  # killed in the middle of its search, and again when thought once more
                assert await asyncio.to_thread(wait_until, started.exists, 30), "the search never started"
                worker = int(started.read_text())
                started.unlink()
                os.kill(worker, signal.SIGKILL)
            began = time.monotonic()
            assert await thinking == view.legal[0]  # the first choice: the table goes on
            assert time.monotonic() - began < 30
            assert "failed" in caplog.text

            monkeypatch.setattr(C, "decide", last_choice)
            assert await computers.decide("hard", 4, view) == view.legal[-1]
        finally:
            computers.close()

    asyncio.run(run())


_THINK_AND_WAIT = r'''
import asyncio
from tysiac_engine import Game, make_rules
from tysiac_engine.net import computers as C
from tests.net.test_computers import endless_decide

async def main():
    C.decide = endless_decide
    game = Game(make_rules("polish"), ["Ala", "Bolek", "Cezary"], seed=1)
    await C.Computers(seconds=3600.0, processes=1).decide("hard", 1, game.view(game.to_move))

if __name__ == "__main__":
    asyncio.run(main())
'''


@on_linux
@pytest.mark.parametrize("how", [signal.SIGKILL, signal.SIGTERM])
def test_a_servers_computer_players_end_when_the_server_is_killed(tmp_path, how):
    """The hosting app or ``tysiac serve`` killed in the middle of a computer's search leaves no
    worker (nor multiprocessing's resource tracker) behind."""
    assert_killed_parent_leaves_nothing([sys.executable, "-c", _THINK_AND_WAIT], ROOT, dict(
        os.environ, SEARCH_STARTED=str(tmp_path / "search-started"), PYTHONPATH=str(ROOT)), how)
