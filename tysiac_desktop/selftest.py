"""``--self-test``: play one deal with computer players in the real window and check the result.

For installs and bundles (``dist/tysiac/tysiac --self-test``): it opens the
main window (offscreen when there is no display), deals a game with a
computer player in every seat — medium and hard, so the search levels' worker
*process* is started and used — with no pauses and no animations, plays one
complete deal, exports the record with :func:`storage.export_record`, reads it
back with :func:`storage.import_record`, checks that it replays to the same
scores and that the autosave resumes to them, then exits 0 after printing
:data:`SUCCESS`.  Any failure prints ``self-test: FAILED: <reason>`` and exits
non-zero; a watchdog thread ends a run that hangs.

The user's own saves and settings are never touched: ``TYSIAC_HOME`` points
at a temporary folder for the run (removed after a success, kept and named
after a failure).

It also prints timings and memory: how long after the process was launched
the table was first drawn, how long the deal took, and the peak memory (RSS)
of the app and of the computer players' process.
"""
from __future__ import annotations

import multiprocessing
import os
import shutil
import sys
import tempfile
import threading
import time
import traceback
from pathlib import Path
from typing import Any, Optional

SUCCESS = "self-test: OK"
FAILED = "self-test: FAILED"
DEFAULT_TIMEOUT_S = 120.0
SEED = 5  # a fixed game whose first deal is bid, taken and played out (31 moves)
SEATS = (("Ala", "medium"), ("Bolek", "hard"), ("Cezary", "hard"))

_T0 = time.perf_counter()


def _say(text: str, *, error: bool = False) -> None:
    print(text, file=sys.stderr if error else sys.stdout, flush=True)


# ----------------------------------------------------------------- measurements
def seconds_since_launch() -> Optional[float]:
    """How long ago this process was started (Linux: /proc), else None."""
    try:
        with open("/proc/self/stat", encoding="ascii") as handle:
            fields = handle.read().rsplit(")", 1)[1].split()
        with open("/proc/uptime", encoding="ascii") as handle:
            uptime = float(handle.read().split()[0])
        return max(0.0, uptime - int(fields[19]) / os.sysconf("SC_CLK_TCK"))  # field 22: starttime
    except (OSError, ValueError, IndexError, AttributeError):
        return None


def peak_rss_mb(pid: Any = "self") -> Optional[float]:
    """Peak resident memory of a process in MB (Linux: VmHWM), else None."""
    try:
        with open(f"/proc/{pid}/status", encoding="ascii") as handle:
            for line in handle:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
    except (OSError, ValueError, IndexError):
        pass
    if pid == "self":
        try:
            import resource  # not on Windows

            return maxrss_mb(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
        except (ImportError, OSError):
            return None
    return None


def maxrss_mb(ru_maxrss: int, platform: str = sys.platform) -> float:
    """``getrusage``'s peak memory in MB: macOS counts it in bytes, Linux and the BSDs in KiB."""
    return ru_maxrss / (1024 * 1024 if platform == "darwin" else 1024)


# ----------------------------------------------------------------- set-up
def prepare_environment() -> Path:
    """Before the QApplication exists: offscreen without a display, a private TYSIAC_HOME."""
    headless = not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")) \
        and sys.platform.startswith("linux")
    if headless and not os.environ.get("QT_QPA_PLATFORM"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    home = Path(tempfile.mkdtemp(prefix="tysiac-selftest-"))
    os.environ["TYSIAC_HOME"] = str(home)  # inherited by the computer players' process too
    return home


class _Watchdog:
    """Ends the process if the self-test has not finished in time (a hang must fail, not wait)."""

    def __init__(self, timeout_s: float, home: Path) -> None:
        self.timeout_s = timeout_s
        self.home = home
        self.step = "starting"
        self._timer = threading.Timer(timeout_s, self._expire)
        self._timer.daemon = True

    def start(self) -> None:
        self._timer.start()

    def cancel(self) -> None:
        self._timer.cancel()

    def _expire(self) -> None:
        _say(f"{FAILED}: no result after {self.timeout_s:.0f} s (while {self.step}); "
             f"files kept in {self.home}", error=True)
        for child in multiprocessing.active_children():
            child.terminate()
        os._exit(2)


class SelfTestError(Exception):
    pass


# ----------------------------------------------------------------- the test
def run_self_test(app, home: Path, timeout_s: float = DEFAULT_TIMEOUT_S) -> int:
    """Play and check one deal; 0 on success. ``home`` is the folder from prepare_environment()."""
    watchdog = _Watchdog(timeout_s, home)
    watchdog.start()
    try:
        report = _play_and_check(app, home, watchdog)
    except SelfTestError as exc:
        watchdog.cancel()
        _say(f"{FAILED}: {exc} (files kept in {home})", error=True)
        return 1
    except Exception as exc:  # noqa: BLE001 - any surprise is a failed self-test, said plainly
        watchdog.cancel()
        traceback.print_exc()
        _say(f"{FAILED}: {type(exc).__name__}: {exc} (while {watchdog.step}; files kept in {home})", error=True)
        return 1
    watchdog.cancel()
    for line in report:
        _say(f"self-test: {line}")
    shutil.rmtree(home, ignore_errors=True)
    _say(SUCCESS)
    return 0


def _play_and_check(app, home: Path, watchdog: _Watchdog) -> list[str]:
    from PySide6.QtCore import QEvent, QEventLoop, QObject, QTimer

    from tysiac_engine.record import load_game

    from . import storage
    from .controller import GameController, GameSetup
    from tysiac_engine.game import Seat
    from .main_window import MainWindow

    report: list[str] = []
    errors: list[str] = []
    painted: dict[str, float] = {}
    loop = QEventLoop()

    class PaintProbe(QObject):
        def eventFilter(self, obj, event):  # noqa: N802 - Qt's name
            if event.type() == QEvent.Type.Paint and "table" not in painted:
                painted["table"] = time.perf_counter()
            return False

    watchdog.step = "opening the main window"
    window = MainWindow()
    probe = PaintProbe(window)
    window.table.viewport().installEventFilter(probe)
    controller: GameController = window.controller
    window.set_speed("off")
    controller.ai_delay_ms = 0
    controller.trick_hold_ms = 0
    controller.error.connect(errors.append)
    finished: list[Any] = []
    applied: list[tuple[int, str]] = []
    controller.action_applied.connect(lambda seat, token: applied.append((seat, token)))

    def on_finished(result) -> None:
        finished.append(result)
        loop.quit()

    controller.deal_finished.connect(on_finished)
    controller.error.connect(lambda _text: loop.quit())
    seats = [Seat(name=name, kind="ai", level=level) for name, level in SEATS]
    process_seats = {i for i, (_, level) in enumerate(SEATS) if controller.worker.uses_process(level)}
    if not process_seats:
        raise SelfTestError("no seat's level runs in the computer players' process")

    window.show()
    watchdog.step = "playing the first deal"
    started = time.perf_counter()
    window.session.start_game(GameSetup(players=len(seats), seats=seats, preset="polish", seed=SEED))
    workers = []

    def note_workers() -> None:
        for child in multiprocessing.active_children():
            if child not in workers:
                workers.append(child)

    sampler = QTimer()
    sampler.timeout.connect(note_workers)
    sampler.start(200)
    loop.exec()
    sampler.stop()
    note_workers()
    played_s = time.perf_counter() - started
    worker_peaks = [peak_rss_mb(child.pid) for child in workers if child.is_alive()]

    if errors:
        raise SelfTestError("the game reported: " + " | ".join(errors))
    game = controller.game
    if not finished or game is None or game.current is not None or not game.results:
        raise SelfTestError("the deal did not finish")
    moves_by_process = sum(1 for seat, _ in applied if seat in process_seats)
    if not moves_by_process:
        raise SelfTestError("no move came from the computer players' process")
    if not workers:
        raise SelfTestError("the computer players' process was never started")
    if "table" not in painted:
        app.processEvents()
    scores = list(game.scores)

    watchdog.step = "exporting and importing the record"
    path = home / "selftest-record.json"
    storage.export_record(path, game)
    again = storage.import_record(path)
    if list(again.scores) != scores or len(again.results) != len(game.results):
        raise SelfTestError(f"the exported record replays to {list(again.scores)}, not {scores}")

    watchdog.step = "resuming the autosave"
    record, message = storage.load_autosave()
    if message or record is None:
        raise SelfTestError(f"the autosave cannot be resumed: {message or 'there is none'}")
    if list(load_game(record).scores) != scores:
        raise SelfTestError("the autosave does not replay to the scores on the table")
    resumed = GameController(autosave=False, ai_delay_ms=0)
    try:
        resumed.error.connect(errors.append)
        if not resumed.resume(record) or resumed.game is None or list(resumed.game.scores) != scores:
            raise SelfTestError("the app could not resume its autosave: " + " | ".join(errors))
    finally:
        resumed.close()

    watchdog.step = "checking the statistics"
    stats = window.statistics
    if stats is None or stats.in_memory or not stats.games() or stats.summary().empty:
        raise SelfTestError("the finished deal is not in the statistics database")

    watchdog.step = "closing the window"
    window.close()
    app.processEvents()

    result = game.results[-1]
    report.append(f"{len(applied)} moves in one deal in {played_s:.1f} s "
                  f"({moves_by_process} by the process players), scores {scores}, "
                  f"outcome {'played' if result.outcome.played else 'not played'}")
    report.append(f"record {path.name} exported, imported and replayed to the same scores; autosave resumed; "
                  "the deal is in the statistics")
    launch = seconds_since_launch()
    if "table" in painted:
        since_import = painted["table"] - _T0
        before_import = (launch - (time.perf_counter() - _T0)) if launch is not None else None
        if before_import is not None:
            report.append(f"table first drawn {before_import + since_import:.2f} s after launch")
        else:
            report.append(f"table first drawn {since_import:.2f} s after the self-test started")
    app_peak = peak_rss_mb()
    memory = f"peak memory: app {app_peak:.0f} MB" if app_peak is not None else "peak memory: app unknown"
    peaks = [p for p in worker_peaks if p is not None]
    if peaks:
        memory += ", computer players' process " + ", ".join(f"{p:.0f} MB" for p in peaks)
    report.append(memory)
    from tysiac_engine.ai.general import COMPILED

    report.append("open-hand solver: " + ("the compiled core" if COMPILED else
                                          "pure Python (the compiled core is not built)"))
    return report
