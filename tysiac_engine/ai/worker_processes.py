"""Worker processes for the search players that never outlive the process that started them.

The desktop app's AI worker and a server's computer seats both think in ``ProcessPoolExecutor``
workers ("spawn" on every OS: no copy of a GUI or an event loop in the child).  A pool's workers
wait on a queue whose both ends they hold themselves, so nothing tells them when their parent dies
(``kill -9``, a crash, the out-of-memory killer); they would stay, one search's memory each, for
good.  So each pool gets a :class:`Lifeline`: a pipe whose writing end only the parent holds and
never writes to.  Every worker waits on its reading end in a thread (without the GIL, so a search
does not delay it); end-of-file means the parent is gone, and the worker ends at once.

A worker can also die alone (killed, out of memory); that breaks its whole pool.  A
:class:`WorkerPool` owns both: started on first use, watching its lifeline, and replaced by a fresh
pool when a worker's death broke it, so one death costs the job it was running and no more.
"""
from __future__ import annotations

import multiprocessing
import os
import threading
import time
import weakref
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, Callable, Optional

SPAWN = multiprocessing.get_context("spawn")
# how long closing waits for the pools' manager threads to end (see WorkerPool.close)
CLOSE_WAIT = 2.0
CANNOT_START = (BrokenProcessPool, RuntimeError, OSError)  # what submitting to a broken or shut pool raises


class Lifeline:
    """The pipe the workers of one owner watch: closing it (or the owner's death) ends them."""

    def __init__(self) -> None:
        self._reading, self._writing = SPAWN.Pipe(duplex=False)

    def pool(self, workers: int, initializer: Optional[Callable[..., None]] = None,
             initargs: tuple = ()) -> ProcessPoolExecutor:
        """A pool of ``workers`` spawned processes that watch this lifeline, each set up by
        ``initializer(*initargs)`` (a module-level function: it is pickled for the process)."""
        return ProcessPoolExecutor(max_workers=workers, mp_context=SPAWN, initializer=_start_worker,
                                   initargs=(self._reading, initializer, initargs))

    def close(self) -> None:
        """End every worker of this lifeline, even one in the middle of a search or starting up."""
        self._reading.close()
        self._writing.close()


class WorkerPool:
    """``workers`` spawned processes (each set up by ``initializer(*initargs)``), started on first
    use, ended with their owner, and replaced when a worker's death broke them.

    Not thread-safe: its owner calls it from one thread (the GUI thread, the event loop)."""

    def __init__(self, workers: int, initializer: Optional[Callable[..., None]] = None,
                 initargs: tuple = ()) -> None:
        self.workers = workers
        self._initializer = initializer
        self._initargs = initargs
        self._pool: Optional[ProcessPoolExecutor] = None
        self._lifeline: Optional[Lifeline] = None  # one for every pool of this owner; closed with it
        self._pool_of: "weakref.WeakKeyDictionary[Future, ProcessPoolExecutor]" = weakref.WeakKeyDictionary()
        # pools put away, each with its manager thread, perhaps still finishing a job
        self._retired: list[tuple[ProcessPoolExecutor, threading.Thread]] = []

    @property
    def started(self) -> bool:
        """Whether a pool is running (it starts with the first job)."""
        return self._pool is not None

    def submit(self, fn: Callable[..., Any], *args: Any) -> Future:
        """Start ``fn(*args)`` (a module-level function: it is pickled) in a worker.  A pool that
        broke since its last answer is replaced first; raises one of :data:`CANNOT_START` when
        even a fresh pool cannot take the job."""
        try:
            return self._submit_once(fn, args)
        except CANNOT_START:  # broken since its last answer: once more, in a fresh pool
            return self._submit_once(fn, args)

    def _submit_once(self, fn: Callable[..., Any], args: tuple) -> Future:
        pool = self._current()
        try:
            future = pool.submit(fn, *args)
        except CANNOT_START:
            self._drop(pool)
            raise
        self._pool_of[future] = pool
        return future

    def died(self, future: Future) -> bool:
        """Whether ``future`` (from :meth:`submit`, done) failed because its worker died; if so its
        pool is put away, and the next job starts a fresh one."""
        if not future.done() or future.cancelled() or not isinstance(future.exception(), BrokenProcessPool):
            return False
        self._drop(self._pool_of.get(future))
        return True

    def stop(self, kill: bool = False) -> None:
        """Put the pool away (the next job starts a new one); ``kill`` also stops a search in the
        middle (a hung one), where otherwise a running job finishes first."""
        pool, self._pool = self._pool, None
        if pool is None:
            return
        if kill:
            _terminate(pool)
        manager = getattr(pool, "_executor_manager_thread", None)  # shutdown() forgets it
        pool.shutdown(wait=False, cancel_futures=True)
        self._retired = [(old, thread) for old, thread in self._retired if thread.is_alive()]
        if manager is not None:
            self._retired.append((pool, manager))

    def close(self) -> None:
        """End every worker now, even one in the middle of a search or starting up, and wait (at
        most :data:`CLOSE_WAIT` seconds) until each pool's manager thread has noticed.

        Python 3.11's exit hook wakes every pool's manager thread through a pipe that the thread
        closes as it ends, with no lock between the two: a quit just as a pool ends printed
        "OSError: [Errno 9] Bad file descriptor".  A pool whose thread has ended is not woken."""
        self.stop(kill=True)
        lifeline, self._lifeline = self._lifeline, None
        if lifeline is not None:
            lifeline.close()
        retired, self._retired = self._retired, []
        deadline = time.monotonic() + CLOSE_WAIT
        for pool, _ in retired:
            _terminate(pool)  # one put away earlier may still be finishing a job nobody waits for
        for _, manager in retired:
            manager.join(max(0.0, deadline - time.monotonic()))

    def _current(self) -> ProcessPoolExecutor:
        if self._pool is None:
            if self._lifeline is None:
                self._lifeline = Lifeline()
            self._pool = self._lifeline.pool(self.workers, self._initializer, self._initargs)
        return self._pool

    def _drop(self, pool: Optional[ProcessPoolExecutor]) -> None:
        """Put a broken ``pool`` away if it is still the current one: its live workers finish and end."""
        if pool is not None and pool is self._pool:
            self.stop()


def _terminate(pool: ProcessPoolExecutor) -> None:
    """Stop ``pool``'s workers at once (3.11 has no public terminate_workers())."""
    for process in list((getattr(pool, "_processes", None) or {}).values()):
        process.terminate()


def _start_worker(lifeline: Any, initializer: Optional[Callable[..., None]], initargs: tuple) -> None:
    watch_parent(lifeline)
    if initializer is not None:
        initializer(*initargs)


def watch_parent(reading_end: Any) -> None:
    """End this process as soon as its parent is gone (``reading_end``: a lifeline's pipe)."""
    def wait() -> None:
        try:
            reading_end.recv_bytes()  # the parent never writes: this returns or raises only when it is gone
        except (EOFError, OSError):
            pass
        os._exit(0)  # nobody is left to want the answer; nothing here needs cleaning up

    threading.Thread(target=wait, name="tysiac-parent-watch", daemon=True).start()
