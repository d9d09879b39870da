"""Worker processes for the search players that never outlive the process that started them.

The desktop app's AI worker and a server's computer seats both think in ``ProcessPoolExecutor``
workers ("spawn" on every OS: no copy of a GUI or an event loop in the child).  A pool's workers
wait on a queue whose both ends they hold themselves, so nothing tells them when their parent dies
(``kill -9``, a crash, the out-of-memory killer); they would stay, one search's memory each, for
good.  So each pool gets a :class:`Lifeline`: a pipe whose writing end only the parent holds and
never writes to.  Every worker waits on its reading end in a thread (without the GIL, so a search
does not delay it); end-of-file means the parent is gone, and the worker ends at once.
"""
from __future__ import annotations

import multiprocessing
import os
import threading
from concurrent.futures import ProcessPoolExecutor
from typing import Any, Callable, Optional

SPAWN = multiprocessing.get_context("spawn")


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
