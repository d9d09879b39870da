"""One running game per data folder: the lock, the local server a second start asks to bring the
game to the front, and what the player is told when it cannot."""
from __future__ import annotations

import hashlib
import os
import stat
import sys
import time
from pathlib import Path
from typing import Optional

from PySide6.QtCore import QCoreApplication, QLockFile, QObject, QSysInfo, Qt, Signal
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from . import storage

try:
    from PySide6.QtNetwork import QLocalServer, QLocalSocket
except ImportError:  # without QtNetwork the lock still holds; a second start then says the game is open
    QLocalServer = QLocalSocket = None  # type: ignore[assignment,misc]

LOCK_NAME = "tysiac.lock"  # in the data folder, held while a game runs
UNREADABLE_LOCK_GRACE_S = 5.0
_ACTIVATE = b"activate\n"  # what a second start asks of the running game, and its answer
_ACTIVATED = b"ok\n"


def instance_name(folder: Path) -> str:
    """The local server's name of the game that owns ``folder`` (one per data folder and user)."""
    user = str(os.getuid()) if hasattr(os, "getuid") else os.environ.get("USERNAME", "")
    digest = hashlib.sha256(f"{user}:{Path(folder).absolute()}".encode("utf-8", "surrogateescape"))
    return "tysiac-" + digest.hexdigest()[:24]


class SingleInstance(QObject):
    """One running game per data folder, so that two windows never offer the same autosave or
    write over each other's saves and statistics.

    The game that starts first holds a QLockFile in the data folder (a lock left by a game that
    was killed is taken over: Qt sees that its process is gone) and listens on a QLocalServer;
    a second start finds the lock, asks the running game to come to the front and ends.  When
    it gets no answer it tells the player that the game is already open, and ends.
    """

    OWNER, RUNNING, UNLOCKED = "owner", "running", "unlocked"
    activation_requested = Signal()  # a second start asked this game to come to the front

    def __init__(self, folder: Optional[Path] = None, parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.folder = Path(folder) if folder is not None else storage.data_dir()
        self.name = instance_name(self.folder)
        self.lock = QLockFile(str(self.folder / LOCK_NAME))
        self.lock.setStaleLockTime(0)  # a game runs for hours: only a dead owner's lock is stale
        self.server: Optional[QLocalServer] = None
        self.problem = ""  # why the lock could not be taken (UNLOCKED), or the server not started

    def acquire(self) -> str:
        """OWNER: this process owns the files now; RUNNING: another game does (its process is
        alive); UNLOCKED: no lock could be made (:attr:`problem`), so nobody can own the files."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            self.problem = str(exc.strerror or exc)
            return self.UNLOCKED
        self._set_aside_odd_lock()
        if self.lock.tryLock(0) or (self._unreadable_lock() and self.lock.removeStaleLockFile()
                                    and self.lock.tryLock(0)):
            self._listen()
            return self.OWNER
        if self.lock.error() == QLockFile.LockError.LockFailedError:
            if self._owner_gone():  # Qt could not remove a dead game's lock: a read-only folder
                self.problem = f"the lock file {self.lock.fileName()} of a game that has ended cannot be removed"
                return self.UNLOCKED
            return self.RUNNING
        self.problem = f"the lock file {self.lock.fileName()} cannot be made ({self.lock.error().name})"
        return self.UNLOCKED

    def _set_aside_odd_lock(self) -> None:
        """A named pipe, folder or link where the lock file belongs would block or fool QLockFile
        (it reads a lock it cannot take): such a thing is renamed aside (kept, like any bad file)."""
        path = Path(self.lock.fileName())
        try:
            mode = path.lstat().st_mode
        except OSError:
            return  # no lock file: the usual case
        if stat.S_ISREG(mode):
            return
        try:
            kept = storage.move_aside(path)
        except OSError as exc:
            self.problem = str(exc.strerror or exc)
            return
        print(f"tysiac: {path} was not a lock file; it was kept as {kept}", file=sys.stderr)

    def _owner_gone(self) -> bool:
        """Whether the lock that could not be taken names a process of this computer that has
        ended (Qt takes such a lock over, unless it cannot remove it), so that nobody owns the files."""
        if os.name != "posix":
            return False
        pid, host, _ = self.lock.getLockInfo()
        if pid <= 0 or host != QSysInfo.machineHostName():
            return False
        try:
            os.kill(pid, 0)  # signal 0: only asks whether the process exists
        except ProcessLookupError:
            return True
        except OSError:
            return False  # it exists (another user's)
        return False

    def _unreadable_lock(self) -> bool:
        """Whether the lock file says no process (empty or garbage: a write cut short) and has
        said so for a while (a starting game writes its number right after making the file).
        Qt would take such a lock for a live one for ever."""
        if self.lock.error() != QLockFile.LockError.LockFailedError:
            return False
        pid = self.lock.getLockInfo()[0]
        try:
            age = time.time() - Path(self.lock.fileName()).stat().st_mtime
        except OSError:
            return False
        return pid <= 0 and abs(age) > UNREADABLE_LOCK_GRACE_S

    def release(self) -> None:
        if self.server is not None:
            self.server.close()
            self.server = None
        self.lock.unlock()

    # -- the running game
    def _listen(self) -> None:
        if QLocalServer is None:
            self.problem = "QtNetwork is not available"
            return
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        if not server.listen(self.name):
            # A name left by a game that was killed: we hold the lock, so nobody else uses it.
            QLocalServer.removeServer(self.name)
            if not server.listen(self.name):
                self.problem = server.errorString()  # a second start then says the game is open
                return
        server.newConnection.connect(self._on_connection)
        self.server = server

    def _on_connection(self) -> None:
        while self.server is not None and self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            socket.readyRead.connect(self._on_ready_read)
            socket.disconnected.connect(socket.deleteLater)
            if socket.bytesAvailable():
                self._answer(socket)

    def _on_ready_read(self) -> None:
        socket = self.sender()
        if isinstance(socket, QLocalSocket):
            self._answer(socket)

    def _answer(self, socket: "QLocalSocket") -> None:
        data = bytes(socket.property("received") or b"") + bytes(socket.readAll())
        socket.setProperty("received", data)
        if b"\n" not in data and len(data) < 64:
            return  # not all there yet
        if data.startswith(_ACTIVATE):
            socket.write(_ACTIVATED)
            socket.flush()
            self.activation_requested.emit()
        socket.disconnectFromServer()

    # -- a second start
    def ask_to_activate(self, wait_s: float = 3.0, answer_s: float = 10.0) -> bool:
        """Ask the running game to come to the front; True when it answered.  Tries to reach it for
        up to ``wait_s`` seconds (a game that is just starting may not listen yet), then waits up
        to ``answer_s`` seconds for its answer (it answers once its window is up)."""
        if QLocalSocket is None:
            return False
        deadline = time.monotonic() + wait_s
        while True:
            socket = QLocalSocket()
            socket.connectToServer(self.name)
            if socket.waitForConnected(500):
                socket.write(_ACTIVATE)
                answer = b""
                end = time.monotonic() + answer_s
                if socket.waitForBytesWritten(1000):
                    while _ACTIVATED not in answer and time.monotonic() < end:
                        if socket.waitForReadyRead(200):
                            answer += bytes(socket.readAll())
                        elif socket.state() != QLocalSocket.LocalSocketState.ConnectedState:
                            break
                socket.abort()
                return _ACTIVATED in answer
            socket.abort()
            if time.monotonic() >= deadline:
                return False
            time.sleep(0.1)


def bring_to_front(window: QWidget) -> None:
    """Show ``window`` (and a dialog open over it) to the player: un-minimised, raised, active."""
    if window.isMinimized():
        window.showNormal()
    window.show()
    window.raise_()
    window.activateWindow()
    modal = QApplication.activeModalWidget()
    if modal is not None and modal is not window:
        modal.raise_()
        modal.activateWindow()
    QApplication.alert(window)  # where the window manager refuses focus, the taskbar entry asks


def tell_already_open(parent: Optional[QWidget] = None) -> None:
    text = QCoreApplication.translate(
        "SingleInstance", "Tysiąc is already open. Only one window can play at a time, so that your saved "
                          "game and statistics stay whole; please switch to the window that is open.")
    print(text, file=sys.stderr)
    title = QCoreApplication.translate("MainWindow", "Tysiąc")  # the window's own title ("Тысяча")
    box = QMessageBox(QMessageBox.Icon.Information, title, text, QMessageBox.StandardButton.Ok, parent)
    box.setWindowFlag(Qt.WindowType.WindowStaysOnTopHint)
    box.exec()


def claim_files(notices: Optional[list] = None) -> tuple[Optional[SingleInstance], Optional[int]]:
    """Before the window: make this the one running game.  ``(instance, None)``: go on (keep
    ``instance`` until the end; None when no lock could be made at all: a sentence for the
    player is added to ``notices``); ``(None, code)``: another game is running and was brought
    to the front (or the player was told): end with ``code``.  Temporary files of writes cut
    short are removed once the files are ours."""
    instance = SingleInstance()
    state = instance.acquire()
    if state == SingleInstance.RUNNING:
        if instance.ask_to_activate():
            return None, 0
        tell_already_open()
        return None, 1
    if state == SingleInstance.UNLOCKED:
        print(f"tysiac: playing without the single-instance lock: {instance.problem}", file=sys.stderr)
        if notices is not None:
            notices.append(QCoreApplication.translate(
                "SingleInstance", "Tysiąc cannot lock its data folder {folder}, so it plays without the lock: "
                                  "please do not start it a second time while this window is open.").format(
                folder=instance.folder))
        return None, None
    storage.remove_stale_temp_files()
    return instance, None
