"""What the window does at start: resume an unfinished game, or deal a new one at once."""
from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from . import storage
from .controller import GameSetup, SeatSetup

DEFAULT_LEVEL = "hard"


def default_setup(level: str = DEFAULT_LEVEL) -> GameSetup:
    from PySide6.QtCore import QCoreApplication

    def tr(text: str) -> str:
        return QCoreApplication.translate("NewGameDialog", text)

    return GameSetup(players=3, preset="polish", seats=[
        SeatSetup(name=tr("You"), kind="human"),
        SeatSetup(name=tr("Ala"), kind="ai", level=level),
        SeatSetup(name=tr("Bolek"), kind="ai", level=level),
    ])


def first_game(window) -> None:
    """Offer to resume an unfinished game; otherwise start playing straight away."""
    record, message = storage.load_autosave()
    if message:
        QMessageBox.warning(window, window.tr("Saved game"), message)
    if record is not None:
        answer = QMessageBox.question(window, window.tr("Resume?"),
                                      window.tr("You have an unfinished game. Resume it?"))
        if answer == QMessageBox.StandardButton.Yes and window.controller.resume(record):
            return
    window.start_game(default_setup())
