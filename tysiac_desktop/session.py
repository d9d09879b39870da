"""The window's game operations: a new game (asking before one in progress is left), resuming the
autosave, opening and saving a record (replayed off the GUI thread, ``loading.RecordLoader``),
and the house rules for the next game.  The texts keep the window's translation context."""
from __future__ import annotations

from typing import Any, Callable, Optional

import shiboken6
from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMessageBox, QProgressDialog

from tysiac_engine.errors import InvalidRules
from tysiac_engine.game import Game, Seat

from . import storage
from .controller import GameSetup
from .dialogs import NewGameDialog
from .dialogs.common import dismiss, wired
from .dialogs.house_rules import HouseRulesDialog
from .loading import RecordLoader, keep_out_of_collections
from .settings import HouseRules
from .wording.file_problems import problem_text, record_error_text
from .wording.rule_errors import rule_error_text
from .wording.words import fill, num, translate


def seat_of(entry: dict) -> Seat:
    """A seat as the New game dialog gives it ({"name", "kind", "level"})."""
    return Seat(name=entry["name"], kind=entry["kind"], level=entry.get("level") if entry["kind"] == "ai" else None)


class GameSession(QObject):
    """Starts, resumes, opens and saves games for ``window`` (through its controller)."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.last_setup: Optional[GameSetup] = None  # for "Play again" and the New game dialog
        self.question: Optional[QMessageBox] = None  # "Abandon the current game?"
        self.loader: Optional[RecordLoader] = None  # a replay under way
        self.progress: Optional[QProgressDialog] = None
        self._progress_due: Optional[tuple[int, int]] = None  # the latest report, shown from the event loop
        self._load_result: Optional[bool] = None

    @property
    def controller(self):
        """The window's table controller now (a network table's or the local game's)."""
        return self.window.controller

    def start_game(self, setup: GameSetup) -> None:
        self.cancel_load()  # a replay still under way never replaces the game started after it
        self._keep_unfinished()
        self.last_setup = setup
        self.window.fresh_table()
        self.window.local_table().new_game(setup)

    def _keep_unfinished(self) -> Optional[Any]:
        """A game in progress that is about to be replaced is kept among the saved games (Game →
        Open record… resumes it; Statistics still lists it).  Returns where, or None."""
        if self.controller.remote or not self.controller.in_progress():
            return None  # a network table's game is the server's to keep
        try:
            path = storage.saved_games_path("unfinished")
            self.controller.export_record(path)
        except (OSError, storage.RecordFileError) as exc:
            self.window.tell(translate("MainWindow", "The game could not be kept: %1").replace("%1", str(exc)), 8000)
            return None
        self.window.tell(translate("MainWindow", "The unfinished game was kept as %1.").replace("%1", path.name), 8000)
        return path

    def house_rules(self) -> dict:
        """{"preset", "overrides"} for the next game: the remembered house rules, else the last game's."""
        if self.window.preferences.house_rules is not None:
            return self.window.preferences.house_rules.model_dump()
        return {"preset": self.last_setup.preset if self.last_setup else "polish", "overrides": {}}

    def set_house_rules(self, spec: dict) -> None:
        """Remember the rules for the next game (and the next start)."""
        overrides = {k: v for k, v in spec.get("overrides", {}).items() if k != "players"}
        try:
            house = HouseRules(preset=spec["preset"], overrides=overrides)
        except ValueError:  # only playable with another player count: not kept as the default
            return
        self.window.apply_preferences(self.window.preferences.model_copy(update={"house_rules": house}))

    def new_game_dialog(self) -> NewGameDialog:
        """The New game dialog, wired: accepting it starts the game (and remembers its rules)."""
        dialog = NewGameDialog(self.window, self.last_setup.model_dump() if self.last_setup else None,
                               house_rules=self.house_rules())
        return wired(dialog, lambda: self._start_from(dialog.setup()))

    def ask_new_game(self) -> None:
        """Game → New game: first ask whether to leave a game in progress."""
        self._unless_abandoned(lambda: self.new_game_dialog().open())

    def _unless_abandoned(self, then: Callable[[], None]) -> None:
        """Run ``then`` now, or — a game is in progress — once the player agrees to leave it."""
        if not self.controller.in_progress():
            then()
            return
        self.close_question()
        if self.controller.remote:
            box = QMessageBox(QMessageBox.Icon.Question, translate("MainWindow", "New game"),
                              translate("MainWindow", "Leave the network table?"),
                              QMessageBox.StandardButton.NoButton, self.window)
            if self.controller.is_host:
                box.setInformativeText(translate("MainWindow", "You host this table: it stops for everyone until "
                                                               "you resume it (Game → Resume the hosted table)."))
            leave = box.addButton(translate("MainWindow", "Leave the table"), QMessageBox.ButtonRole.AcceptRole)
        else:
            box = QMessageBox(QMessageBox.Icon.Question, translate("MainWindow", "New game"),
                              translate("MainWindow", "Abandon the current game?"),
                              QMessageBox.StandardButton.NoButton, self.window)
            box.setInformativeText(translate("MainWindow", "It is kept among your saved games: Game → Open "
                                                           "record… resumes it, and its deals stay in the statistics."))
            leave = box.addButton(translate("MainWindow", "Abandon it"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(translate("MainWindow", "Keep playing"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(leave)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.finished.connect(lambda _result: box.clickedButton() is leave and then())
        self.question = box
        box.open()

    def close_question(self) -> None:
        if self.question is not None and shiboken6.isValid(self.question):
            self.question.close()
        self.question = None

    def _start_from(self, data: dict) -> None:
        overrides = {k: v for k, v in data["overrides"].items() if k != "players"}
        setup = GameSetup(players=data["players"], seats=[seat_of(s) for s in data["seats"]],
                          preset=data["preset"], overrides=overrides, seed=data["seed"])
        try:
            setup.rules()
        except InvalidRules as exc:  # the house rules do not fit this player count
            QMessageBox.warning(self.window, translate("MainWindow", "House rules"), rule_error_text(exc))
            return
        self.set_house_rules({"preset": data["preset"], "overrides": overrides})
        self.start_game(setup)

    def house_rules_dialog(self) -> HouseRulesDialog:
        """House rules for the next game; the game in progress keeps its rules."""
        spec = self.house_rules()
        dialog = HouseRulesDialog(self.window, spec["preset"], spec["overrides"])
        return wired(dialog, lambda: self._house_rules_chosen(dialog.rules_spec()))

    def edit_house_rules(self) -> None:
        self.house_rules_dialog().open()

    def _house_rules_chosen(self, spec: dict) -> None:
        self.set_house_rules(spec)
        if self.controller.standing() is not None:
            self.window.tell(translate("MainWindow", "The house rules apply from the next game."), 6000)

    def resume_autosave(self, otherwise: Optional[Callable[[], None]] = None) -> bool:
        """Resume the autosave (replayed off the GUI thread when long).  False when there is none
        or it cannot be used (``otherwise`` then runs, e.g. a new game at the start)."""
        doc, problem = storage.read_autosave()
        if problem is not None:
            QMessageBox.warning(self.window, translate("MainWindow", "Saved game"), problem_text(problem))
        if doc is None:
            if problem is None:
                self.window.tell(translate("MainWindow", "There is no unfinished game to resume."), 5000)
            if otherwise is not None:
                otherwise()
            return False
        return self._load(RecordLoader(doc=doc, kind="autosave", parent=self), otherwise)

    def resume_record(self, record: dict) -> bool:
        """Continue the game of a record (RECORD.md) on a fresh table."""
        return self._load(RecordLoader(doc=record, kind="open", inline_deals=10 ** 9, parent=self))

    def resume_game(self, game: Game, writer: Optional[storage.AutosaveWriter] = None) -> bool:
        """Continue ``game`` (already replayed) on a fresh table."""
        self.window.fresh_table()
        return self.window.local_table().resume_game(game, writer)

    def open_record(self, path: Optional[str] = None) -> bool:
        """Game → Open record…: a record file, replayed off the GUI thread (with progress when long)."""
        if path is None:
            path, _ = QFileDialog.getOpenFileName(self.window, translate("MainWindow", "Open game record"),
                                                  str(storage.saves_dir()),
                                                  translate("MainWindow", "Game records (*.json);;All files (*)"))
        if not path:
            return False
        loader = RecordLoader(path=path, kind="open", parent=self)
        loader.replaces_game = True  # the game in progress is kept among the saved games
        return self._load(loader)

    def _load(self, loader: RecordLoader, otherwise: Optional[Callable[[], None]] = None) -> bool:
        """Replay with ``loader``: True when the game is on the table (or on its way there)."""
        self.cancel_load()
        self.loader, self._load_result = loader, None
        loader.loaded.connect(lambda game, writer: self._loaded(loader, game, writer, otherwise))
        loader.failed.connect(lambda problem: self._load_failed(loader, problem, otherwise))
        loader.progress.connect(self.load_progress)
        if loader.start():
            self.show_progress()
            return True
        return bool(self._load_result)

    def show_progress(self) -> None:
        progress = QProgressDialog(translate("MainWindow", "Replaying the saved game…"),
                                   translate("MainWindow", "Stop"), 0, 0, self.window)
        progress.setWindowTitle(translate("MainWindow", "Saved game"))
        progress.setWindowModality(Qt.WindowModality.WindowModal)
        progress.setMinimumDuration(400)  # a short replay shows nothing
        progress.setAutoClose(False)
        progress.setAutoReset(False)
        progress.canceled.connect(self.cancel_load)
        self.progress = progress

    def load_progress(self, done: int, total: int) -> None:
        """A replay's progress report: shown from the event loop, not inside the report.  A modal
        progress dialog's setValue processes events, so showing it here would deliver the next
        reports (and the replay's end) in the middle of this one, out of order for every other
        listener."""
        if self._progress_due is None:
            QTimer.singleShot(0, self._show_load_progress)
        self._progress_due = (done, total)

    def _show_load_progress(self) -> None:
        due, self._progress_due = self._progress_due, None
        progress = self.progress
        if progress is None or due is None or not due[1]:
            return
        done, total = due
        progress.setMaximum(total)
        progress.setLabelText(fill(translate("MainWindow", "Replaying the saved game: deal %1 of %2…"),
                                   num(min(done + 1, total)), num(total)))
        progress.setValue(min(done, total))  # last: it may process events (the dialog may be gone after)

    def cancel_load(self) -> None:
        if self.loader is not None:
            self.loader.cancel()
            self.loader = None
        self.close_progress()

    def close_progress(self) -> None:
        if self.progress is not None:
            dismiss(self.progress)
            self.progress = None

    def _loaded(self, loader: RecordLoader, game: Game, writer: Any, otherwise: Optional[Callable[[], None]]) -> None:
        if loader is not self.loader:
            return
        self.loader = None
        self.close_progress()
        if loader.kind == "autosave" and game.is_over:  # finished after all: nothing to resume
            self._load_result = False
            self.window.tell(translate("MainWindow", "There is no unfinished game to resume."), 5000)
            if otherwise is not None:
                otherwise()
            return
        if getattr(loader, "replaces_game", False):
            self._keep_unfinished()
        self._load_result = self.resume_game(game, writer)
        if loader.threaded:
            keep_out_of_collections()  # a long game: later garbage collections leave it out

    def _load_failed(self, loader: RecordLoader, problem: Any, otherwise: Optional[Callable[[], None]]) -> None:
        if loader is not self.loader:
            return
        self.loader = None
        self.close_progress()
        self._load_result = False
        if loader.kind == "autosave":
            QMessageBox.warning(self.window, translate("MainWindow", "Saved game"), problem_text(problem))
        else:
            QMessageBox.warning(self.window, translate("MainWindow", "Open game record"), record_error_text(problem))
        if otherwise is not None:
            otherwise()

    def save_record(self) -> None:
        if self.controller.standing() is None:
            return
        path, _ = QFileDialog.getSaveFileName(self.window, translate("MainWindow", "Save game record"),
                                              str(storage.saves_dir() / "tysiac-game.json"),
                                              translate("MainWindow", "Game records (*.json)"))
        if path:
            try:
                self.controller.export_record(path)
            except storage.RecordFileError as exc:
                QMessageBox.warning(self.window, translate("MainWindow", "Save game record"), record_error_text(exc))
            else:  # said where the player looks for it, as a failure is
                self.window.tell(translate("MainWindow", "The game was saved as %1.").replace("%1", path), 8000)
