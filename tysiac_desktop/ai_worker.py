"""Computer decisions off the GUI thread.

Why a separate *process* for the search levels: "hard" and "expert" are a
pure-Python search that holds the GIL for one to three seconds per decision.
In a thread it would leave the GUI thread the GIL only in turns (every 5 ms
switch interval), so painting, animations and input would stutter and slow
down for the whole search.  So those levels run in a
``ProcessPoolExecutor`` (one worker, "spawn" start method on every OS, created
on first use and reused; its first decision pays for starting Python and
importing the engine, see :meth:`AiWorker.warm_up`).  "easy" and "medium" take
milliseconds and run in a worker thread (a private ``QThreadPool``).

Packaging: a PyInstaller (frozen) build must call
``multiprocessing.freeze_support()`` first thing in ``main()``, or each
spawned worker would start another copy of the app instead of the worker.

Results come back as the ``decided(request_id, result)`` signal, always in the
GUI thread (queued connections): a computer's :class:`~tysiac_engine.actions.Action`,
or whatever a job given to :meth:`AiWorker.run` returns (the coach's hint, the
open-hand review of a deal, the review of one player's decisions); errors as ``failed(request_id, message)``.
A crashed or hung worker process is replaced and reported, never fatal.

The worker process never outlives the app: it watches the app's lifeline
(:class:`~tysiac_engine.ai.worker_processes.WorkerPool`) and ends itself at once when
the app quits or dies (even by ``kill -9``, even in the middle of a search).
With it goes multiprocessing's resource tracker, which ends when no process is
left that uses it.
"""
from __future__ import annotations

import threading
import time
from concurrent.futures import CancelledError, Future
from concurrent.futures.process import BrokenProcessPool
from typing import Any, Callable, Optional

from PySide6.QtCore import QObject, QRunnable, Qt, QThreadPool, QTimer, Signal, Slot

from tysiac_engine.ai.levels import SEARCH_LEVELS as PROCESS_LEVELS
from tysiac_engine.ai.worker_processes import CANNOT_START, SPAWN, WorkerPool
from tysiac_engine.game import SeatView

DEFAULT_TIMEOUT_S = 60.0  # a decision that takes this long is treated as a hung worker

Decide = Callable[[str, int, Optional[float], SeatView, Any], Any]  # an Action (anything else is refused as "not a move")


# ----------------------------------------------------------------- decision functions
_players: dict[tuple, Any] = {}  # per process (or thread pool): players by (level, seed, seconds)
_generation: Any = None  # the shared cancel counter, set in each worker process


def decide(level: str, seed: int, seconds: Optional[float], view: SeatView, cancel: Any) -> Any:
    """The action ``level`` chooses; runs in a worker thread or process."""
    from tysiac_engine.ai.players import make_player  # imported where it runs

    key = (level, seed, seconds)
    player = _players.get(key)
    if player is None:
        if len(_players) >= 8:  # search players may hold large tables: keep a few only
            _players.clear()
        player = _players[key] = make_player(level, seed, seconds)
    return player.choose(view, cancel)


def hint_job(view: SeatView, seed: int, seconds: Optional[float]) -> Any:
    """The search player's advice for ``view`` (``tysiac_engine.ai.hints.hint``); in the process."""
    from tysiac_engine.ai.hints import hint

    return hint(view, seed=seed, seconds=seconds)


def review_job(deal: Any) -> Any:
    """The open-hand review of a finished deal (``tysiac_engine.ai.hints.review_deal``), or None
    when there is none for it; in the process."""
    from tysiac_engine.ai.hints import review_deal

    try:
        return review_deal(deal)
    except Exception:  # noqa: BLE001 - no review is a fine answer; the summary never breaks
        return None


def coach_job(record: dict, deal: int, seat: int) -> Any:
    """What each decision of ``seat`` in deal ``deal`` of ``record`` (a RECORD.md document) cost
    (``tysiac_engine.ai.analysis.analyse_deal``); in the process."""
    from tysiac_engine.ai.analysis import analyse_deal

    return analyse_deal(record, deal, seat)


class _GenerationFlag:
    """``threading.Event``-like cancel flag across processes: set once the
    GUI side's generation counter has moved past the request's."""

    def __init__(self, generation: int) -> None:
        self.generation = generation

    def is_set(self) -> bool:
        return _generation is not None and _generation.value != self.generation


def _init_process(generation: Any) -> None:
    global _generation
    _generation = generation


def _run_in_process(fn: Callable, args: tuple, cancellable: bool, generation: int) -> Any:
    return fn(*args, _GenerationFlag(generation)) if cancellable else fn(*args)


def _noop() -> None:
    """Submitted by warm_up() so the worker process starts ahead of time."""


# ----------------------------------------------------------------- thread path
class _Job(QRunnable):
    def __init__(self, worker: "AiWorker", request_id: int, fn: Callable, args: tuple, cancellable: bool) -> None:
        super().__init__()
        self.bridge = worker._bridge  # a QObject of the GUI thread; emitting it queues
        self.request_id = request_id
        self.args = args
        self.cancellable = cancellable
        self.cancel = threading.Event()
        self.fn = fn

    def run(self) -> None:
        try:
            result = self.fn(*self.args, self.cancel) if self.cancellable else self.fn(*self.args)
        except BaseException as exc:  # noqa: BLE001 - reported, never raised in a pool thread
            _hand_over(self.bridge, self.request_id, False, _describe(exc))
        else:
            _hand_over(self.bridge, self.request_id, True, result)


class _Bridge(QObject):
    # Emitted from worker threads (pool threads, the executor's result thread).
    done = Signal(int, bool, object)


def _hand_over(bridge: _Bridge, request_id: int, ok: bool, payload: Any) -> None:
    """Queue an answer to the GUI thread, from a pool thread or the executor's result thread."""
    try:
        bridge.done.emit(request_id, ok, payload)
    except RuntimeError:
        pass  # the worker was deleted meanwhile (the app closing): nobody is waiting


# The ``failed`` messages (plain English; the controller words them for the player).
CRASHED = "the computer player's process stopped unexpectedly"
TOO_SLOW = "the computer player took too long"
FAILED = "the computer player failed: "  # followed by the exception's type and message


def _describe(exc: BaseException) -> str:
    if isinstance(exc, BrokenProcessPool):
        return CRASHED
    return f"{FAILED}{type(exc).__name__}: {exc}"


# ----------------------------------------------------------------- the worker
class AiWorker(QObject):
    """Asks computer players for decisions without blocking the GUI thread."""

    decided = Signal(int, object)  # request_id, the Action (or a job's result)
    failed = Signal(int, str)  # request_id, message

    def __init__(self, parent: Optional[QObject] = None, *, seconds: Optional[float] = None,
                 process_levels: frozenset[str] | set[str] = PROCESS_LEVELS,
                 decide_fn: Decide = decide, timeout_s: float = DEFAULT_TIMEOUT_S) -> None:
        """``seconds``: the search players' time budget; ``decide_fn`` must be a
        module-level function (it is pickled for the process); ``process_levels``
        and ``decide_fn`` let tests push any level through the process path."""
        super().__init__(parent)
        self.seconds = seconds
        self.process_levels = frozenset(process_levels)
        self._decide = decide_fn
        self.timeout_s = timeout_s  # read at each request
        self._bridge = _Bridge(self)
        self._bridge.done.connect(self._on_done, Qt.ConnectionType.QueuedConnection)
        self._threads = QThreadPool(self)
        self._threads.setMaxThreadCount(1)
        self._generation = SPAWN.RawValue("q", 0)
        self._processes = WorkerPool(1, _init_process, (self._generation,))  # ends when the app does
        self._pending: dict[int, Any] = {}  # request_id -> _Job or Future
        self._deadlines: dict[int, float] = {}  # request_id -> time.monotonic() limit
        self._watchdog = QTimer(self)
        self._watchdog.setSingleShot(True)
        self._watchdog.timeout.connect(self._check_deadlines)

    # --------------------------------------------------------------- requests
    def uses_process(self, level: str) -> bool:
        return level in self.process_levels

    def request(self, request_id: int, level: str, seed: int, view: SeatView) -> None:
        """Start a decision and return at once; the answer comes as ``decided``/``failed``."""
        self._submit(request_id, self._decide, (level, seed, self.seconds, view), True, self.uses_process(level))

    def run(self, request_id: int, fn: Callable, args: tuple, in_process: bool = True) -> None:
        """Run ``fn(*args)`` (a module-level function: it is pickled for the process) off the GUI
        thread, as a decision is; its result comes as ``decided``, an error as ``failed``."""
        self._submit(request_id, fn, tuple(args), False, in_process)

    def _submit(self, request_id: int, fn: Callable, args: tuple, cancellable: bool, in_process: bool) -> None:
        if request_id in self._pending:
            raise ValueError(f"request {request_id} is already pending")
        if in_process:
            self._request_process(request_id, fn, args, cancellable)
        else:
            job = _Job(self, request_id, fn, args, cancellable)
            self._pending[request_id] = job
            self._threads.start(job)
        self._deadlines[request_id] = time.monotonic() + self.timeout_s
        self._arm_watchdog()

    def _request_process(self, request_id: int, fn: Callable, fn_args: tuple, cancellable: bool) -> None:
        try:
            future = self._processes.submit(_run_in_process, fn, fn_args, cancellable, self._generation.value)
        except CANNOT_START as exc:
            # Reported through the queue so ``request`` still returns at once.
            self._pending[request_id] = None
            self._bridge.done.emit(request_id, False, _describe(exc))
            return
        self._pending[request_id] = future
        future.add_done_callback(lambda f, rid=request_id: self._future_done(rid, f))

    def _future_done(self, request_id: int, future: Future) -> None:
        # Runs in the executor's result thread: hand over to the GUI thread.
        try:
            result = future.result()
        except CancelledError:
            return
        except BaseException as exc:  # noqa: BLE001
            ok, payload = False, _describe(exc)
        else:
            ok, payload = True, result
        _hand_over(self._bridge, request_id, ok, payload)

    def warm_up(self) -> None:
        """Start the worker process now (it takes a moment) so the first search is not late."""
        try:
            self._processes.submit(_noop)
        except CANNOT_START:
            pass  # the first request tries again, and reports it

    # --------------------------------------------------------------- results
    @Slot(int, bool, object)
    def _on_done(self, request_id: int, ok: bool, payload: Any) -> None:
        if request_id not in self._pending:
            return  # cancelled or timed out: stale
        job = self._pending.pop(request_id)
        self._deadlines.pop(request_id, None)
        if ok:
            self.decided.emit(request_id, payload)
            return
        if isinstance(job, Future):
            self._processes.died(job)  # if so, the next request starts a fresh process
        self.failed.emit(request_id, payload)

    def _arm_watchdog(self) -> None:
        if self._deadlines:
            left = min(self._deadlines.values()) - time.monotonic()
            self._watchdog.start(max(0, int(left * 1000) + 1))
        else:
            self._watchdog.stop()

    def _check_deadlines(self) -> None:
        now = time.monotonic()
        for request_id in [r for r, limit in self._deadlines.items() if limit <= now]:
            del self._deadlines[request_id]
            job = self._pending.pop(request_id, None)
            if isinstance(job, Future):
                self._processes.stop(kill=True)  # a hung search
            elif isinstance(job, _Job):
                job.cancel.set()
            self.failed.emit(request_id, TOO_SLOW)
        self._arm_watchdog()

    # --------------------------------------------------------------- cancelling
    @property
    def pending(self) -> tuple[int, ...]:
        return tuple(self._pending)

    def cancel(self) -> None:
        """Drop every pending request: their results are ignored; running searches are told to stop."""
        self._generation.value += 1  # the process-side flag of every earlier request turns set
        for request_id, job in list(self._pending.items()):
            if isinstance(job, _Job):
                job.cancel.set()
            elif isinstance(job, Future):
                job.cancel()
        self._pending.clear()
        self._deadlines.clear()
        self._watchdog.stop()

    def shutdown(self) -> None:
        """Cancel everything and stop the worker process and threads (call before quitting)."""
        self.cancel()
        self._processes.close()  # a worker still starting up ends by itself when it sees this
        self._threads.waitForDone()
