"""The computer players of a server's tables, off the event loop and within a time limit.

The rule-based levels (easy, medium) answer in a moment and think in a thread; the search levels
(hard, expert) would hold the interpreter for a second at a time, so they think in worker
processes, and the tables of the people playing keep their pace meanwhile.  A player that has not
answered in time, or failed, plays its first legal choice: a table never waits on a computer.
The workers end with the server (its lifeline).  A worker that died (killed, out of memory) breaks
its pool: a fresh one takes over, and the decision it took down is thought once more there.
"""
from __future__ import annotations

import asyncio
import logging
import os
from collections import Counter, OrderedDict, deque
from typing import Optional

from ..actions import Action
from ..ai.levels import SEARCH_LEVELS
from ..ai.worker_processes import CANNOT_START, WorkerPool
from ..views import SeatView

log = logging.getLogger("tysiac.net")

THINKING_SHARE = 0.8  # of the time limit given to a search player's own budget (the rest: the trip there and back)


def decide(level: str, seed: int, seconds: float, view: SeatView) -> Action:
    """A decision of a fresh player of ``level`` (module level: it runs in a worker process too)."""
    from ..ai.players import make_player

    return make_player(level, seed=seed, seconds=seconds).choose(view)


class Computers:
    """Decides for the computer seats of every table of one server.

    The search levels share ``processes`` workers (default: one a core) through a fair queue:
    jobs wait per owner (the address that made the table) and are started in turn, one owner
    at a time, and no owner holds more than all workers but one while others wait or may come.
    So a client with sixty tables of expert players slows its own tables, not another's."""

    def __init__(self, seconds: float, processes: Optional[int] = None) -> None:
        self.seconds = seconds
        self.processes = max(1, processes or os.cpu_count() or 1)
        self.per_owner = max(1, self.processes - 1)
        self._workers = WorkerPool(self.processes)  # ended with the server (its lifeline)
        self._waiting: "OrderedDict[str, deque]" = OrderedDict()  # owner -> its jobs, owners in turn
        self._running: Counter = Counter()
        self._busy = 0

    async def decide(self, level: str, seed: int, view: SeatView, owner: str = "") -> Action:
        loop = asyncio.get_running_loop()
        budget = self.seconds * THINKING_SHARE
        if level in SEARCH_LEVELS:
            thinking = loop.create_future()
            self._waiting.setdefault(owner, deque()).append((thinking, (level, seed, budget, view)))
            self._next()
        else:
            thinking = asyncio.to_thread(decide, level, seed, budget, view)
        try:
            return await asyncio.wait_for(thinking, self.seconds)
        except (TimeoutError, asyncio.TimeoutError):
            log.warning("a %s computer player took too long; it plays its first choice", level)
        except Exception:  # noqa: BLE001 - a table never waits on a broken computer player
            log.exception("a %s computer player failed; it plays its first choice", level)
        return view.legal[0]

    def _next(self) -> None:
        """Start waiting jobs while a worker is free: owners in turn, each within its share."""
        passed = 0
        while self._busy < self.processes and self._waiting and passed < len(self._waiting):
            owner, jobs = next(iter(self._waiting.items()))
            self._waiting.move_to_end(owner)
            while jobs and jobs[0][0].done():  # its table stopped waiting (timed out, cancelled)
                jobs.popleft()
            if not jobs:
                del self._waiting[owner]
                continue
            if self._running[owner] >= self.per_owner:
                passed += 1
                continue
            passed = 0
            future, args = jobs.popleft()
            if not jobs:
                del self._waiting[owner]
            self._start(owner, future, args)

    def _start(self, owner: str, future: asyncio.Future, args: tuple, tries: int = 2) -> None:
        """Think of ``args`` in a worker for ``future``; a job whose worker died (killed, out of
        memory) is thought once more in the fresh pool that replaces the broken one."""
        try:
            job = self._workers.submit(decide, *args)
        except CANNOT_START as exc:  # not even a fresh pool starts: its table plays its first choice
            future.set_exception(exc)
            return
        self._busy += 1
        self._running[owner] += 1

        def finished(done: asyncio.Future) -> None:
            self._busy -= 1
            self._running[owner] -= 1
            if self._running[owner] <= 0:
                del self._running[owner]
            failure = None if done.cancelled() else done.exception()  # read, so asyncio never calls it lost
            died = self._workers.died(job)
            if future.done():
                pass  # its table stopped waiting (timed out, cancelled)
            elif done.cancelled():
                future.cancel()
            elif died and tries > 1:
                self._start(owner, future, args, tries - 1)
            elif failure is not None:
                future.set_exception(failure)
            else:
                future.set_result(done.result())
            self._next()

        asyncio.wrap_future(job).add_done_callback(finished)

    def close(self) -> None:
        self._workers.close()  # a worker in the middle of a search ends now too
