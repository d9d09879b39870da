"""The computer players of a server's tables, off the event loop and within a time limit.

The rule-based levels (easy, medium) answer in a moment and think in a thread; the search levels
(hard, expert) would hold the interpreter for a second at a time, so they think in worker
processes, and the tables of the people playing keep their pace meanwhile.  A player that has not
answered in time, or failed, plays its first legal choice: a table never waits on a computer.
"""
from __future__ import annotations

import asyncio
import logging
import multiprocessing
from concurrent.futures import ProcessPoolExecutor
from typing import Optional

from ..actions import Action
from ..ai.levels import SEARCH_LEVELS
from ..views import SeatView

log = logging.getLogger("tysiac.net")

THINKING_SHARE = 0.8  # of the time limit given to a search player's own budget (the rest: the trip there and back)


def decide(level: str, seed: int, seconds: float, view: SeatView) -> Action:
    """A decision of a fresh player of ``level`` (module level: it runs in a worker process too)."""
    from ..ai.players import make_player

    return make_player(level, seed=seed, seconds=seconds).choose(view)


class Computers:
    """Decides for the computer seats of every table of one server."""

    def __init__(self, seconds: float, processes: int = 1) -> None:
        self.seconds = seconds
        self.processes = processes
        self._pool: Optional[ProcessPoolExecutor] = None

    async def decide(self, level: str, seed: int, view: SeatView) -> Action:
        loop = asyncio.get_running_loop()
        budget = self.seconds * THINKING_SHARE
        if level in SEARCH_LEVELS:
            thinking = loop.run_in_executor(self._processes(), decide, level, seed, budget, view)
        else:
            thinking = asyncio.to_thread(decide, level, seed, budget, view)
        try:
            return await asyncio.wait_for(thinking, self.seconds)
        except (TimeoutError, asyncio.TimeoutError):
            log.warning("a %s computer player took too long; it plays its first choice", level)
        except Exception:  # noqa: BLE001 - a table never waits on a broken computer player
            log.exception("a %s computer player failed; it plays its first choice", level)
        return view.legal[0]

    def _processes(self) -> ProcessPoolExecutor:
        if self._pool is None:
            self._pool = ProcessPoolExecutor(self.processes, mp_context=multiprocessing.get_context("spawn"))
        return self._pool

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
