"""The worker pool the search players think in: a worker's death costs the job it was running,
and the next job gets a fresh pool; closing the pool ends even a worker in the middle of a job."""
from __future__ import annotations

import os
import sys
import threading
import time
from concurrent.futures.process import BrokenProcessPool

import pytest

from tysiac_engine.ai.worker_processes import WorkerPool
from tests.processes import alive, wait_until

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads the process table in /proc")


def pid() -> int:
    return os.getpid()


def die() -> None:
    os._exit(9)  # as if killed: the worker is gone without a word


def sleep(seconds: float) -> int:
    time.sleep(seconds)
    return os.getpid()


def test_a_worker_that_dies_costs_its_job_and_the_next_job_gets_a_fresh_worker():
    workers = WorkerPool(1)
    try:
        assert not workers.started  # nothing starts before the first job
        first = workers.submit(pid).result(timeout=60)
        assert workers.started and not workers.died(workers.submit(pid))  # a job that did not die
        dead = workers.submit(die)
        with pytest.raises(BrokenProcessPool):
            dead.result(timeout=60)
        assert workers.died(dead) and not workers.started  # the broken pool is put away
        second = workers.submit(pid).result(timeout=60)
        assert second != first and not alive(first)
    finally:
        workers.close()


def test_a_pool_that_broke_unnoticed_is_replaced_when_the_next_job_comes():
    workers = WorkerPool(1)
    try:
        first = workers.submit(pid).result(timeout=60)
        with pytest.raises(BrokenProcessPool):
            workers.submit(die).result(timeout=60)  # nobody asks died(): the pool stays broken
        assert workers.submit(pid).result(timeout=60) != first
    finally:
        workers.close()


def test_closing_ends_a_worker_in_the_middle_of_a_job():
    workers = WorkerPool(1)
    worker = workers.submit(pid).result(timeout=60)
    workers.submit(sleep, 60)
    workers.close()
    assert wait_until(lambda: not alive(worker), 5.0)
    assert not workers.started


def test_closing_leaves_no_pool_for_the_exit_hook_to_wake():
    """Python 3.11 wakes every pool's manager thread at exit through a pipe that thread closes as
    it ends: a quit just as a pool (a game left for a new one) ended printed "Bad file descriptor".
    After close() no manager thread of this owner is left running, even one whose pool was put
    away in the middle of a job."""
    before = set(_managers())
    workers = WorkerPool(1)
    old = workers.submit(sleep, 60)  # the old game's search, still thinking
    first = workers.submit(pid)
    workers.stop()  # a new game: the old pool is put away and finishes its job alone
    second = workers.submit(pid).result(timeout=60)
    workers.close()
    assert not [thread for thread in _managers() if thread not in before and thread.is_alive()]
    assert wait_until(lambda: not alive(second), 5.0)
    assert old.done() and (old.cancelled() or old.exception(timeout=0) is not None) and first.done()


def _managers() -> list:
    return [thread for thread in threading.enumerate() if type(thread).__name__ == "_ExecutorManagerThread"]
