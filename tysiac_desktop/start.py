"""What the window does at start: resume an unfinished game, or deal a new one at once."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from tysiac_engine.game import Seat

from . import storage
from .controller import GameSetup, computer, human
from .network import seats
from .wording.file_problems import problem_text
from .wording.network import rejoin_label

DEFAULT_LEVEL = "hard"


def default_setup(level: str = DEFAULT_LEVEL, house_rules: dict | None = None) -> GameSetup:
    """You against two computer players under the house rules (Polish unless chosen otherwise;
    the names as in NewGameDialog)."""
    spec = house_rules or {"preset": "polish", "overrides": {}}
    overrides = {k: v for k, v in spec.get("overrides", {}).items() if k != "players"}
    seats: list[Seat] = [human(QCoreApplication.translate("NewGameDialog", "You")),
                         computer(QCoreApplication.translate("NewGameDialog", "Ala"), level),
                         computer(QCoreApplication.translate("NewGameDialog", "Bolek"), level)]
    setup = GameSetup(players=3, preset=spec["preset"], overrides=overrides, seats=seats)
    try:
        setup.rules()
    except ValueError:  # house rules for another player count: the plain preset then
        setup = setup.model_copy(update={"overrides": {}})
    return setup


def first_game(window) -> None:
    """Offer to rejoin a network table this app still sits at, then to resume an unfinished game
    (replayed once, off the GUI thread when long); otherwise, or when it cannot be resumed, start
    playing straight away."""
    if offer_rejoin(window):
        return
    solo_game(window)


def offer_rejoin(window) -> bool:
    """"Rejoin the table with Ala and Bolek?" for the newest table this app has a seat at (after a
    crash, a killed app, a restart).  True when the player chose to rejoin it; the solo game to
    resume stays as it is (Game → Resume saved game)."""
    tables = seats.remembered()
    if not tables:
        return False
    seat = tables[0]
    box = QMessageBox(QMessageBox.Icon.Question, QCoreApplication.translate("MainWindow", "Network table"),
                      QCoreApplication.translate("MainWindow", "You have a seat at a network table whose game is "
                                                               "not over."), QMessageBox.StandardButton.NoButton,
                      window)
    rejoin = box.addButton(rejoin_label(seat.others), QMessageBox.ButtonRole.AcceptRole)
    box.addButton(QCoreApplication.translate("MainWindow", "Not now"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(rejoin)
    box.exec()
    if box.clickedButton() is not rejoin:
        return False
    window.network.rejoin(seat)
    return True


def solo_game(window) -> None:
    """Resume the unfinished solo game if the player wants, else deal a new one."""
    def new_game() -> None:
        window.session.start_game(default_setup(house_rules=window.session.house_rules()))

    record, problem = storage.read_autosave()
    if problem is not None:
        QMessageBox.warning(window, QCoreApplication.translate("MainWindow", "Saved game"), problem_text(problem))
    if record is not None:
        answer = QMessageBox.question(window, QCoreApplication.translate("MainWindow", "Resume?"),
                                      QCoreApplication.translate("MainWindow",
                                                                 "You have an unfinished game. Resume it?"))
        if answer == QMessageBox.StandardButton.Yes:
            window.session.resume_autosave(otherwise=new_game)
            return
        kept = _keep_not_resumed()  # before the new game's first autosave
        new_game()
        window.tell(kept)  # after the fresh table has cleared the bar
        return
    new_game()


def _keep_not_resumed() -> str:
    """"No" to resuming: the unfinished game is kept among the saved games (as New game keeps
    the game it replaces), not overwritten by the next game's autosave.  Says where (or why not)."""
    try:
        kept = storage.keep_autosave_as_unfinished()
    except OSError as exc:
        text = QCoreApplication.translate("MainWindow", "The game could not be kept: %1").replace(
            "%1", str(exc.strerror or exc))
    else:
        text = QCoreApplication.translate("MainWindow", "The unfinished game was kept as %1.").replace("%1", kept.name)
    return text
