"""What the window does at start: resume an unfinished game, or deal a new one at once."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from . import storage
from .controller import GameSetup, SeatSetup

DEFAULT_LEVEL = "hard"


def default_setup(level: str = DEFAULT_LEVEL) -> GameSetup:
    """You against two computer players under the Polish rules (the names as in NewGameDialog)."""
    return GameSetup(players=3, preset="polish", seats=[
        SeatSetup(name=QCoreApplication.translate("NewGameDialog", "You"), kind="human"),
        SeatSetup(name=QCoreApplication.translate("NewGameDialog", "Ala"), kind="ai", level=level),
        SeatSetup(name=QCoreApplication.translate("NewGameDialog", "Bolek"), kind="ai", level=level),
    ])


def first_game(window) -> None:
    """Offer to resume an unfinished game; otherwise start playing straight away."""
    record, message = storage.load_autosave()
    if message:
        QMessageBox.warning(window, QCoreApplication.translate("MainWindow", "Saved game"), message)
    if record is not None:
        answer = QMessageBox.question(window, QCoreApplication.translate("MainWindow", "Resume?"),
                                      QCoreApplication.translate("MainWindow",
                                                                 "You have an unfinished game. Resume it?"))
        if answer == QMessageBox.StandardButton.Yes and window.controller.resume(record):
            return
    window.start_game(default_setup())
