"""The real app in a subprocess (offscreen, in a private TYSIAC_HOME), as a player starts it.
Shared by the single-instance, orphan and file-failure tests (the process table: tests/processes.py).

Message boxes of the subprocess are read and answered by a small watcher started with the
QApplication: every box's text is printed as ``BOX: …`` on stdout, then "Yes" is clicked on a
question (resume the saved game) and "OK" on a notice; a deal's summary is closed with "Next deal".
"""
from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Optional

from tests.processes import children

ROOT = Path(__file__).resolve().parents[2]

_WATCHER = r'''
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
import tysiac_desktop.app as _app

_create = _app.create_app

def _answer():
    for widget in QApplication.topLevelWidgets():
        if type(widget).__name__ == "DealSummaryDialog" and widget.isVisible():
            widget.accept()  # "Next deal": computers in every seat play on
            continue
        if isinstance(widget, QMessageBox) and widget.isVisible() and not widget.property("seen"):
            widget.setProperty("seen", True)
            print("BOX:", widget.text().replace("\n", " "), flush=True)
            wanted = {QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.Ok}
            for button in widget.buttons():
                if widget.standardButton(button) in wanted:
                    button.click()
                    break

def _create_and_watch(*args, **kwargs):
    app = _create(*args, **kwargs)
    timer = QTimer(app)
    timer.timeout.connect(_answer)
    timer.start(50)
    app._box_watcher = timer
    return app

_app.create_app = _create_and_watch
from tysiac_desktop.__main__ import run
sys.exit(run(sys.argv[1:]))
'''


def app_env(home: Path, **extra: str) -> dict:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.update(TYSIAC_HOME=str(home), QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT), PYTHONUNBUFFERED="1")
    env.update(extra)
    return env


class App:
    """One start of the app; its stdout and stderr go to files (read with :meth:`output`)."""

    def __init__(self, home: Path, *args: str, log: Optional[Path] = None, **env: str) -> None:
        self.log = log or home.parent / f"app-{time.monotonic_ns()}.log"
        self.log.parent.mkdir(parents=True, exist_ok=True)
        handle = open(self.log, "wb")
        self.process = subprocess.Popen([sys.executable, "-c", _WATCHER, *args], cwd=ROOT,
                                        env=app_env(home, **env), stdout=handle, stderr=subprocess.STDOUT)
        handle.close()

    @property
    def pid(self) -> int:
        return self.process.pid

    def output(self) -> str:
        return self.log.read_text(encoding="utf-8", errors="replace")

    def boxes(self) -> list[str]:
        return [line[5:] for line in self.output().splitlines() if line.startswith("BOX: ")]

    def stop(self) -> None:
        """Kill the app and every process it left (a failed test must not leave any behind)."""
        if self.process.poll() is None:
            left = children(self.pid)
            self.process.kill()
            self.process.wait(10)
            for pid in left:
                try:
                    os.kill(pid, 9)
                except OSError:
                    pass
        else:
            self.process.wait(10)
