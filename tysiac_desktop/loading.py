"""Replaying a saved game off the GUI thread, with progress.

A record of a long game (40,000 deals, 20 MB) takes seconds to replay; the window must stay
alive meanwhile.  :class:`RecordLoader` reads and replays a record in a Python thread (the
engine's ``load_game(..., on_deal=…)`` says which deal it is at) and reports through Qt
signals, always received in the GUI thread: ``progress(done, total)`` a few times a second,
then ``loaded(game, writer)`` or ``failed(error)``.  A small record (the usual autosave) is
replayed at once, in the caller's turn of the event loop, with the same signals: nothing
flashes on the screen and a caller needs one path only.

The replay is the only one: the game it gives is handed to the controller as it is
(``GameController.resume_game``), with the autosave's writer already holding the text of its
finished deals, so the first autosave after resuming a long game costs one deal too.
"""
from __future__ import annotations

import gc
import threading
import time
from pathlib import Path
from typing import Any, Optional, Union

from PySide6.QtCore import QObject, Qt, Signal, Slot

from . import storage

INLINE_DEALS = 300  # records with at most this many deals are replayed at once (well under 0.1 s)
INLINE_BYTES = 256 * 1024  # files up to this size are read at once too
PROGRESS_EVERY_S = 0.1


class Cancelled(Exception):
    """The player stopped the replay."""


class _Bridge(QObject):
    # emitted from the loading thread; connected queued, so received in the GUI thread
    progress = Signal(int, int)
    done = Signal(bool, object, object)


class RecordLoader(QObject):
    """Reads (``path``) or takes (``doc``) one record and replays it; see the module's text.

    ``kind`` is "autosave" (a failure sets the autosave aside, as a damaged one always is) or
    "open" (a file the player chose: the failure names it)."""

    progress = Signal(int, int)  # deals replayed so far, deals in the record (0 while reading)
    loaded = Signal(object, object)  # tysiac_engine.game.Game, storage.AutosaveWriter
    failed = Signal(object)  # storage.RecordFileError (or storage.AutosaveProblem for the autosave)

    def __init__(self, *, path: Optional[Union[str, Path]] = None, doc: Optional[Any] = None,
                 kind: str = "open", inline_deals: int = INLINE_DEALS, parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        if (path is None) == (doc is None):
            raise ValueError("a path or a document")
        self.path = Path(path) if path is not None else storage.autosave_path()
        self.doc = doc
        self.kind = kind
        self.inline_deals = inline_deals
        self._cancel = threading.Event()
        self._thread: Optional[threading.Thread] = None
        self._bridge = _Bridge(self)
        self._bridge.progress.connect(self.progress, Qt.ConnectionType.QueuedConnection)
        self._bridge.done.connect(self._finish, Qt.ConnectionType.QueuedConnection)
        self.finished = False

    # ------------------------------------------------------------------ control
    def start(self) -> bool:
        """Begin; True when the work went to a thread (signals follow), False when it is done
        already (``loaded`` or ``failed`` has been emitted)."""
        if self.doc is None:
            try:
                size = self.path.stat().st_size
            except OSError:
                size = 0  # reading says what is wrong
            if size > INLINE_BYTES:
                return self._in_thread()
            try:
                self.doc = self._read()
            except storage.RecordFileError as exc:
                self._finish(False, self._failure(exc), None)
                return False
        deals = self.doc.get("deals") if isinstance(self.doc, dict) else None
        if isinstance(deals, list) and len(deals) > self.inline_deals:
            return self._in_thread()
        ok, value, writer = self._replay(report=False)
        self._finish(ok, value, writer)
        return False

    def cancel(self) -> None:
        """Stop the replay (nothing is reported any more)."""
        self._cancel.set()

    def wait(self, timeout_s: float = 60.0) -> None:
        """Block until the thread ends (tests, closing)."""
        if self._thread is not None:
            self._thread.join(timeout_s)

    @property
    def threaded(self) -> bool:
        """The record was long: it was replayed in a thread."""
        return self._thread is not None

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    # ------------------------------------------------------------------ work
    def _in_thread(self) -> bool:
        self._thread = threading.Thread(target=self._run, name="tysiac-record-loader", daemon=True)
        self._thread.start()
        return True

    def _run(self) -> None:
        # The cyclic garbage collector walks every object the replay has made so far, more of them
        # each time (a long game is millions): its pauses, longer and longer, would stop the window
        # too.  The replay leaves no cycles to collect; it runs without, and what it made is then
        # set aside from later collections (keep_out_of_collections).
        collecting = gc.isenabled()
        gc.disable()
        ok = False
        try:
            if self.doc is None:
                self.doc = self._read()
            ok, value, writer = self._replay(report=True)
        except storage.RecordFileError as exc:
            ok, value, writer = False, self._failure(exc), None
        except Cancelled:
            return
        finally:
            if ok:
                keep_out_of_collections()  # before collecting again: no round walks the new game
            if collecting:
                gc.enable()
        try:
            self._bridge.done.emit(ok, value, writer)
        except RuntimeError:
            pass  # the window went away meanwhile

    def _read(self) -> Any:
        if self.kind == "open":
            return storage.read_record(self.path)
        return storage.read_autosave_document(self.path)

    def _replay(self, report: bool) -> tuple[bool, Any, Any]:
        doc = self.doc
        deals = doc.get("deals") if isinstance(doc, dict) else None
        total = len(deals) if isinstance(deals, list) else 0
        last = [0.0]

        def on_deal(index: int) -> None:
            if self._cancel.is_set():
                raise Cancelled()
            now = time.monotonic()
            if report and now - last[0] >= PROGRESS_EVERY_S:
                last[0] = now
                self._bridge.progress.emit(index, total)

        try:
            game = storage.replay_record(doc, self.path, on_deal, operation=self.kind)
        except storage.RecordFileError as exc:
            if isinstance(exc.cause, Cancelled) or self._cancel.is_set():
                raise Cancelled() from None
            return False, self._failure(exc), None
        if self._cancel.is_set():
            raise Cancelled()
        if report:
            self._bridge.progress.emit(total, total)
        writer = storage.AutosaveWriter()
        writer.text(game)  # the finished deals' lines, made here rather than at the first move
        if report:  # and the deals' fingerprints the statistics compare (statistics.deal_fingerprint)
            from .statistics import deal_fingerprint

            for deal in game.deals:
                deal_fingerprint(deal)
        return True, game, writer

    def _failure(self, exc: storage.RecordFileError) -> Any:
        """An autosave that cannot be used is set aside (never deleted); a file opened is left."""
        if self.kind == "autosave":
            return storage.set_autosave_aside(exc)
        return exc

    @Slot(bool, object, object)
    def _finish(self, ok: bool, value: Any, writer: Any) -> None:
        if self._cancel.is_set() or self.finished:
            return
        self.finished = True
        if ok:
            self.loaded.emit(value, writer)
        else:
            self.failed.emit(value)


def keep_out_of_collections() -> None:
    """The objects alive now (a long game just replayed) are left out of the garbage collector's
    rounds from now on (``gc.freeze``), so that its full rounds stay short while the game goes on."""
    gc.freeze()


def collect_again() -> None:
    """Undo :func:`keep_out_of_collections` (the long game was left for another)."""
    gc.unfreeze()
