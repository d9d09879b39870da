"""The computer players of many tables share the workers fairly: one owner's many tables of
search players wait for each other, not another owner's table."""
import asyncio
import time
from concurrent.futures import ThreadPoolExecutor

from tysiac_engine import Game, make_rules
from tysiac_engine.net import computers as C


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
        monkeypatch.setattr(computers, "_processes", lambda: pool)
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
