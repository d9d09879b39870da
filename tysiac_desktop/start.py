"""What the window does at start: resume an unfinished game, or deal a new one at once."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from . import storage
from .controller import GameSetup, SeatSetup
from .dialogs.file_problems import problem_text

DEFAULT_LEVEL = "hard"


def default_setup(level: str = DEFAULT_LEVEL, house_rules: dict | None = None) -> GameSetup:
    """You against two computer players under the house rules (Polish unless chosen otherwise;
    the names as in NewGameDialog)."""
    spec = house_rules or {"preset": "polish", "overrides": {}}
    overrides = {k: v for k, v in spec.get("overrides", {}).items() if k != "players"}
    setup = GameSetup(players=3, preset=spec["preset"], overrides=overrides, seats=[
        SeatSetup(name=QCoreApplication.translate("NewGameDialog", "You"), kind="human"),
        SeatSetup(name=QCoreApplication.translate("NewGameDialog", "Ala"), kind="ai", level=level),
        SeatSetup(name=QCoreApplication.translate("NewGameDialog", "Bolek"), kind="ai", level=level),
    ])
    try:
        setup.rules()
    except ValueError:  # house rules for another player count: the plain preset then
        setup = setup.model_copy(update={"overrides": {}})
    return setup


def first_game(window) -> None:
    """Offer to resume an unfinished game; otherwise start playing straight away."""
    record, problem = storage.load_autosave()
    if problem is not None:
        QMessageBox.warning(window, QCoreApplication.translate("MainWindow", "Saved game"), problem_text(problem))
    if record is not None:
        answer = QMessageBox.question(window, QCoreApplication.translate("MainWindow", "Resume?"),
                                      QCoreApplication.translate("MainWindow",
                                                                 "You have an unfinished game. Resume it?"))
        if answer == QMessageBox.StandardButton.Yes and window.controller.resume(record):
            return
    window.start_game(default_setup(house_rules=window.house_rules()))
