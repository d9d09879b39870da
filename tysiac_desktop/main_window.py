"""The main window: menus, the table, the action bar and the side panel.

It turns the controller's signals into what a player sees and the player's clicks, drops and
keys into the engine's typed actions for the controller.  Whether a move is legal is the
engine's business: the window only offers ``legal_actions`` and shows the engine's reason
when a move is refused.  What is written (the log, the plates, announcements for screen
readers) is made from the view each time it is shown (``wording.events``), so it follows the
language and survives resuming.  Saved games are replayed off the GUI thread
(``loading.RecordLoader``), once.
"""
from __future__ import annotations

from html import escape
from typing import Any, Callable, Optional, Sequence

import shiboken6
from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QColor, QFontMetrics, QKeySequence, QShortcut
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QFileDialog, QGridLayout, QHBoxLayout, QLabel,
                               QMainWindow, QMessageBox, QProgressDialog, QPushButton, QVBoxLayout, QWidget)

from tysiac_engine.actions import Action
from tysiac_engine.cards import MARRIAGE_VALUES, Card
from tysiac_engine.errors import InvalidRules
from tysiac_engine.game import Game, Seat, SeatView
from tysiac_engine.scoring import DealResult
from tysiac_engine.version import __version__

from . import palette, storage
from .accessibility import Announcer
from .action_bar import ActionBar
from .languages import system_language
from .controller import GameController, GameSetup
from .history import actions
from .input_guard import InputGuard
from .dialogs import DealSummaryDialog, GameOverDialog, NewGameDialog, RulesHelpDialog, ScoreSheetDialog
from .dialogs.coach import CoachDialog
from .dialogs.common import room_for, wired
from .dialogs.house_rules import HouseRulesDialog
from .dialogs.preferences import LANGUAGE_NAMES, PreferencesDialog
from .dialogs.statistics import StatisticsDialog
from .loading import RecordLoader, collect_again, keep_out_of_collections
from .rule_sets import SetNames
from .settings import ANIMATION_MS, HouseRules, Preferences, load_preferences, save_preferences
from .side_panel import SidePanel
from .statistics import Statistics
from .table.card_item import CardItem
from .table.deck_theme import THEMES, DeckTheme
from .table.scene import TableScene
from .table.view import TableView
from .wording import events
from .wording.cards import SuitStyle, card_spoken, suit_label
from .wording.file_problems import problem_text, record_error_text
from .wording.hints import review_sentence
from .wording.rule_errors import rule_error_text
from .wording.words import num, player_names


def seat_of(entry: dict) -> Seat:
    """A seat as the New game dialog gives it ({"name", "kind", "level"})."""
    return Seat(name=entry["name"], kind=entry["kind"], level=entry.get("level") if entry["kind"] == "ai" else None)


class PrivacyScreen(QWidget):
    """Hot-seat: covers the table until the next player is ready."""

    ready = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("Privacy")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        self.label = QLabel()
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setWordWrap(True)
        layout.addWidget(self.label)
        self.button = QPushButton()
        self.button.clicked.connect(self.ready)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.button)
        row.addStretch(1)
        layout.addLayout(row)
        layout.addStretch(1)
        self.hide()

    def show_for(self, name: str) -> None:
        self.label.setText(self.tr("Pass to %1").replace("%1", name))
        self.setGeometry(self.parentWidget().rect())
        self._fit_button(name)
        self.raise_()
        self.show()
        self.button.setFocus()  # Enter or Space hands over

    def _fit_button(self, name: str) -> None:
        """"Ala: click when ready", as wide as its text in the button's own (bold) font; a name too
        long for the table is shortened with "…" there (the label above wraps it whole)."""
        self.button.ensurePolished()  # the style sheet's font, before it is measured
        metrics = QFontMetrics(self.button.font())
        room = max(120, self.width() - 80)
        padding = 80  # the style sheet's 28 px each side, the focus frame and a little air
        template = self.tr("%1: click when ready")
        text = template.replace("%1", name)
        if metrics.horizontalAdvance(text) + padding > room:
            rest = metrics.horizontalAdvance(template.replace("%1", ""))
            text = template.replace("%1", metrics.elidedText(name, Qt.TextElideMode.ElideRight,
                                                             max(40, room - padding - rest)))
        self.button.setText(text)
        self.button.setMinimumWidth(min(room, metrics.horizontalAdvance(text) + padding))

    def mousePressEvent(self, event) -> None:
        self.ready.emit()


class KeysDialog(QDialog):
    """Help → Keyboard: every action by its key."""

    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Keyboard"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(22, 20, 22, 16)
        intro = QLabel(self.tr("Everything can be done with the keyboard:"))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        grid = QGridLayout()
        grid.setHorizontalSpacing(18)
        grid.setVerticalSpacing(6)
        rows = [
            (self.tr("Left, Right, Home, End"), self.tr("choose a card of your hand (and of your face-up piles)")),
            (self.tr("Enter or Space"), self.tr("play the chosen card; give it or lay it aside after the musik")),
            (self.tr("Tab, Shift+Tab"), self.tr("go to the buttons under the table (bids, contract, musik) "
                                                "and back; Space presses one")),
            (self.tr("Up, Down"), self.tr("in a list of bids or contracts: choose the value")),
            (self.tr("Enter or Space, or a click"), self.tr("take a completed trick off the table at once")),
            (QKeySequence("L").toString(QKeySequence.SequenceFormat.NativeText),
             self.tr("show the last trick (again to hide it)")),
            (QKeySequence("H").toString(QKeySequence.SequenceFormat.NativeText), self.tr("ask for a hint")),
            (QKeySequence(QKeySequence.StandardKey.New).toString(QKeySequence.SequenceFormat.NativeText),
             self.tr("a new game")),
            (QKeySequence(QKeySequence.StandardKey.Open).toString(QKeySequence.SequenceFormat.NativeText),
             self.tr("open a game record")),
            (QKeySequence(QKeySequence.StandardKey.Save).toString(QKeySequence.SequenceFormat.NativeText),
             self.tr("save the game record")),
            (QKeySequence(QKeySequence.StandardKey.HelpContents).toString(QKeySequence.SequenceFormat.NativeText),
             self.tr("the rules")),
            (self.tr("Alt + underlined letter"), self.tr("open a menu, or choose in a dialog")),
            (self.tr("Esc"), self.tr("close a dialog; cancel a question of the bar")),
        ]
        for row, (keys, what) in enumerate(rows):
            key = QLabel(f"<b>{escape(keys)}</b>")
            key.setTextFormat(Qt.TextFormat.RichText)
            text = QLabel(what)
            text.setWordWrap(True)
            grid.addWidget(key, row, 0, Qt.AlignmentFlag.AlignTop)
            grid.addWidget(text, row, 1)
        grid.setColumnStretch(1, 1)
        layout.addLayout(grid)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.setMinimumWidth(520)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        room = room_for(self)
        width = min(max(self.width(), 640), room.width())
        self.resize(width, min(self.layout().heightForWidth(width) if self.layout().hasHeightForWidth()
                               else self.sizeHint().height(), room.height()))


class MainWindow(QMainWindow):
    def __init__(self, controller: Optional[GameController] = None, theme: Optional[DeckTheme] = None,
                 translators=None, preferences: Optional[Preferences] = None,
                 statistics: Optional[Statistics] = None, notices: Sequence[str] = ()) -> None:
        super().__init__()
        self.notices = list(notices)  # told once the window is up (files that were set aside)
        if preferences is None:
            preferences, problem = load_preferences()
            if problem is not None:
                self.notices.append(problem_text(problem))
        self.preferences = preferences
        if statistics is None:
            statistics, stats_problem = Statistics.open()
            if stats_problem is not None:
                self.notices.append(problem_text(stats_problem))
        self.statistics = statistics
        self.controller = controller or GameController(self)
        self._deck = (preferences.deck, preferences.four_colour) if theme is None else None
        self.theme = theme or DeckTheme.load(preferences.deck, four_colour=preferences.four_colour)
        self.scene = TableScene(self.theme, self)
        self.table = TableView(self.scene)
        self.bar = ActionBar()
        self.side = SidePanel()
        central = QWidget()
        central.setObjectName("Central")
        outer = QHBoxLayout(central)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(0)
        left = QVBoxLayout()
        left.setSpacing(0)
        left.addWidget(self.table, 1)
        left.addWidget(self.bar)
        outer.addLayout(left, 1)
        outer.addWidget(self.side)
        self.setCentralWidget(central)
        self.privacy = PrivacyScreen(self.table)
        self.announcer = Announcer(self.table)
        # one gesture, one action: what was begun before a new position, a hand-over or a dialog
        # does not act on it (input_guard)
        self.guard = InputGuard(self, on_hold=self.scene.cancel_gestures)
        self.guard.watch(self.table.viewport())
        self.guard.watch(self.table)
        self.guard.watch(self.privacy, strict=True)
        self.guard.watch(self.privacy.button, strict=True)
        self.bar.input_filter = self.guard
        self._position: Optional[tuple] = None  # what input acts on now (refresh holds the guard when it changes)
        self.resize(1280, 800)
        self._thinking_seat: Optional[int] = None
        self._attempted: Optional[Card] = None
        self._last_setup: Optional[GameSetup] = None
        self._summary: Optional[DealSummaryDialog] = None
        self._reviews: dict[int, tuple[QPushButton, QLabel]] = {}
        self._coaching: dict[tuple[int, int], tuple[QPushButton, str, int]] = {}  # (deal, seat) asked
        self._coach_dialog: Optional[CoachDialog] = None
        self._notice: Optional[str] = None  # a refusal or a hint shown in the bar until the next move
        self._hint_shown: Optional[str] = None  # the hint in the status bar, until the next move
        self.set_names = SetNames()  # the saved set a game's rules are, for the side panel
        self._question: Optional[QMessageBox] = None
        self._loader: Optional[RecordLoader] = None
        self._progress: Optional[QProgressDialog] = None
        self._load_result: Optional[bool] = None
        self.translators = translators
        self._language_stale = False
        self._build_menus()
        self._connect()
        self.apply_preferences(preferences, save=False)
        self.retranslate()
        if self.notices:
            QTimer.singleShot(0, self._tell_notices)

    # ------------------------------------------------------------------ setup
    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.act_new = QAction(self, shortcut=QKeySequence.StandardKey.New, triggered=self.ask_new_game)
        self.act_resume = QAction(self, triggered=self.resume_autosave)
        self.act_open = QAction(self, shortcut=QKeySequence.StandardKey.Open, triggered=self.open_record)
        self.act_save = QAction(self, shortcut=QKeySequence.StandardKey.Save, triggered=self.save_record)
        self.act_sheet = QAction(self, triggered=self.show_sheet)
        self.act_house = QAction(self, triggered=self.edit_house_rules)
        self.act_in_force = QAction(self, triggered=self.show_rules)
        self.act_stats = QAction(self, triggered=self.show_statistics)
        self.act_quit = QAction(self, shortcut=QKeySequence.StandardKey.Quit, triggered=self.close)
        for act in (self.act_new, self.act_resume, self.act_open, self.act_save):
            self.game_menu.addAction(act)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.act_house)
        self.game_menu.addAction(self.act_in_force)
        self.game_menu.addAction(self.act_sheet)
        self.game_menu.addAction(self.act_stats)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.act_quit)
        self.play_menu = bar.addMenu("")
        self.act_hint = QAction(self, shortcut=QKeySequence("H"), triggered=self.show_hint)
        self.act_last_trick = QAction(self, shortcut=QKeySequence("L"), checkable=True)
        self.act_last_trick.toggled.connect(self.show_last_trick)
        self.play_menu.addAction(self.act_hint)
        self.play_menu.addAction(self.act_last_trick)
        self.view_menu = bar.addMenu("")
        self.speed_actions = {}
        for key in ANIMATION_MS:
            act = QAction(self, checkable=True)
            act.triggered.connect(lambda _=False, k=key: self.set_speed(k))
            self.view_menu.addAction(act)
            self.speed_actions[key] = act
        self.view_menu.addSeparator()
        self.language_menu = self.view_menu.addMenu("")
        self.language_actions = {}
        for code, name in LANGUAGE_NAMES.items():  # each in its own language, never translated
            act = QAction(name, self, checkable=True)
            act.triggered.connect(lambda _=False, c=code: self.set_language(c))
            self.language_menu.addAction(act)
            self.language_actions[code] = act
        self.settings_menu = bar.addMenu("")
        self.act_preferences = QAction(self, shortcut=QKeySequence.StandardKey.Preferences,
                                       triggered=self.show_preferences)
        self.act_preferences.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.settings_menu.addAction(self.act_preferences)
        self.help_menu = bar.addMenu("")
        self.act_rules = QAction(self, shortcut=QKeySequence.StandardKey.HelpContents, triggered=self.show_rules)
        self.act_keys = QAction(self, triggered=self.show_keys)
        self.act_about = QAction(self, triggered=self.show_about)
        self.help_menu.addAction(self.act_rules)
        self.help_menu.addAction(self.act_keys)
        self.help_menu.addAction(self.act_about)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Tysiąc"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.act_new.setText(self.tr("&New game…"))
        self.act_resume.setText(self.tr("&Resume saved game"))
        self.act_open.setText(self.tr("&Open record…"))
        self.act_save.setText(self.tr("&Save record…"))
        self.act_sheet.setText(self.tr("Score &sheet"))
        self.act_house.setText(self.tr("&House rules…"))
        self.act_in_force.setText(self.tr("Rules in &force"))
        self.act_stats.setText(self.tr("S&tatistics"))
        self.act_quit.setText(self.tr("&Quit"))
        self.play_menu.setTitle(self.tr("&Play"))
        self.act_hint.setText(self.tr("&Hint"))
        self.act_last_trick.setText(self.tr("&Last trick"))
        self.view_menu.setTitle(self.tr("&View"))
        names = {"off": self.tr("Animations off"), "fast": self.tr("Fast animations"),
                 "normal": self.tr("Normal animations"), "slow": self.tr("Slow animations")}
        for key, act in self.speed_actions.items():
            act.setText(names[key])
        self.language_menu.setTitle(self.tr("&Language"))
        current = self.translators.language if self.translators is not None else "en"
        for code, act in self.language_actions.items():
            act.setChecked(code == current)
        self.settings_menu.setTitle(self.tr("&Settings"))
        self.act_preferences.setText(self.tr("&Preferences…"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.act_rules.setText(self.tr("&Rules"))
        self.act_keys.setText(self.tr("&Keyboard"))
        self.act_about.setText(self.tr("&About Tysiąc"))
        self.table.setAccessibleName(self.tr("Card table"))
        self.side.retranslate()
        self.bar.retranslate()
        self._notice = None  # a sentence of the old language
        self.refresh(animate=False)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.ActivationChange:
            self.guard.hold()  # a dialog opened or closed: its clicks are not the table's
        if event.type() == QEvent.Type.LanguageChange:
            if self.isVisible():
                self.retranslate()
            else:  # a closed or not yet shown window catches up when it is shown
                self._language_stale = True
        super().changeEvent(event)

    def showEvent(self, event) -> None:
        if self._language_stale:
            self._language_stale = False
            self.retranslate()
        super().showEvent(event)

    def _connect(self) -> None:
        c = self.controller
        c.state_changed.connect(self.refresh)
        c.action_applied.connect(self._on_action)
        c.illegal_action.connect(self._on_illegal)
        c.deal_finished.connect(self._on_deal_finished)
        c.game_over.connect(self._on_game_over)
        c.thinking.connect(self._on_thinking)
        c.human_turn.connect(self._on_human_turn)
        c.privacy_needed.connect(self._on_privacy)
        c.musik_look.connect(self._on_musik_look)
        c.error.connect(lambda text: self.statusBar().showMessage(text, 8000))
        c.hint_ready.connect(self._on_hint)
        c.review_ready.connect(self._on_review)
        c.coach_ready.connect(self._on_coach)
        self.privacy.ready.connect(self._privacy_ready)
        self.scene.card_activated.connect(self._on_card)
        self.scene.card_dropped.connect(self._on_drop)
        self.scene.talon_activated.connect(self._on_talon)
        self.scene.focus_moved.connect(self._on_focus)
        self.scene.card_selected.connect(self._on_focus)
        self.table.key_play.connect(self._on_card)
        self.table.collect_requested.connect(self.controller.go_on)
        self.bar.action_chosen.connect(self._choose)
        self.bar.hint_requested.connect(self.show_hint)
        self.bar.musik_seen.connect(self.controller.musik_seen)
        self.bar.last_trick_toggled.connect(self.act_last_trick.setChecked)
        self.bar.tab_chain_changed.connect(self._tab_order)
        self.act_last_trick.toggled.connect(self._sync_last_trick_button)
        # the look at the last trick goes with Escape or a click on it
        self.scene.last_trick_dismissed.connect(lambda: self.act_last_trick.setChecked(False))
        close_look = QShortcut(QKeySequence(Qt.Key.Key_Escape), self, lambda: self.act_last_trick.setChecked(False))
        close_look.setEnabled(False)
        self.act_last_trick.toggled.connect(close_look.setEnabled)
        self.side.rules_requested.connect(self.show_rules)

    def _tab_order(self) -> None:
        """Tab: the table (its cards by the arrows), the bar's choices and tools, the log."""
        shown = [w for w in self.bar.controls + [self.bar.last_trick_button, self.bar.hint_button]]
        if shown:
            QWidget.setTabOrder(self.table, shown[0])
            QWidget.setTabOrder(shown[-1], self.side.log)

    def set_language(self, code: str) -> None:
        """Switch the language now and remember it."""
        self.apply_preferences(self.preferences.model_copy(update={"language": code}))

    def _switch_language(self, code: str) -> None:
        """Qt sends LanguageChange and every open part retranslates itself."""
        if self.translators is None:
            return
        language = system_language() if code == "system" else code
        if language != self.translators.language:
            self.translators.switch(language)
            self.retranslate()

    def set_speed(self, key: str) -> None:
        self.apply_preferences(self.preferences.model_copy(update={"animation": key}))

    # ------------------------------------------------------------------ preferences
    def apply_preferences(self, preferences: Preferences, save: bool = True) -> None:
        """Use ``preferences`` from now on (and store them unless ``save`` is False)."""
        self.preferences = preferences
        self.scene.speed_ms = preferences.animation_ms
        for key, act in self.speed_actions.items():
            act.setChecked(key == preferences.animation)
        self.controller.ai_delay_ms = preferences.pace_ms
        self.controller.trick_hold_ms = preferences.trick_hold_ms
        self.controller.auto_play_single = preferences.auto_play_single
        self.scene.table_color = QColor(preferences.table_colour)
        palette.apply(preferences.table_colour)
        self.scene.update()
        SuitStyle.german = getattr(THEMES.get(preferences.deck, THEMES["svg-cards"]), "suits", "") == "german"
        deck = (preferences.deck, preferences.four_colour)
        if self._deck is not None and deck != self._deck:
            self._set_theme(DeckTheme.load(preferences.deck, four_colour=preferences.four_colour))
            self._deck = deck
            if self.controller.game is not None:
                self.refresh(animate=False)  # the log, the trump and the prompts name suits as the new deck does
        self._switch_language(preferences.language)
        if save:
            try:
                save_preferences(preferences)
            except OSError as exc:
                self.statusBar().showMessage(
                    self.tr("Your preferences could not be saved: %1").replace("%1", exc.strerror or str(exc)), 8000)

    def _set_theme(self, theme: DeckTheme) -> None:
        old, self.theme = self.theme, theme
        self.scene.theme = theme
        for item in self.scene.items():
            if isinstance(item, CardItem):
                item.set_theme(theme)
        old.wait_for_jobs(2000)

    def preferences_dialog(self) -> PreferencesDialog:
        """The Preferences dialog, wired: the language switches at once, OK applies and stores."""
        dialog = PreferencesDialog(self.preferences, self)
        dialog.language_chosen.connect(self._switch_language)
        return wired(dialog, lambda: self.apply_preferences(dialog.preferences()))

    def show_preferences(self) -> None:
        self.preferences_dialog().open()

    def _tell_notices(self) -> None:
        notices, self.notices = self.notices, []
        for text in notices:
            box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Tysiąc"), text, QMessageBox.StandardButton.Ok,
                              self)
            box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            box.open()

    # ------------------------------------------------------------------ games
    def start_game(self, setup: GameSetup) -> None:
        self._keep_unfinished()
        self._last_setup = setup
        self._fresh_table()
        self.controller.new_game(setup)

    def _fresh_table(self) -> None:
        """Nothing of the game before stays: the table, the log, plates, questions, peeks."""
        self._close_summary()
        self._close_question()
        self.act_last_trick.setChecked(False)
        self._thinking_seat = None
        self._attempted = None
        self._notice = None
        self.set_names.forget()  # sets saved or deleted since the last game
        self.privacy.hide()
        self.statusBar().clearMessage()  # a message of the game before
        self.scene.reset()
        self.side.show_log([])
        collect_again()  # a long game replayed before may be garbage now

    def _keep_unfinished(self) -> Optional[Any]:
        """A game in progress that is about to be replaced is kept among the saved games (Game →
        Open record… resumes it; Statistics still lists it).  Returns where, or None."""
        game = self.controller.game
        if not self.controller.in_progress():
            return None
        try:
            path = storage.saved_games_path("unfinished")
            storage.export_record(path, game)
        except (OSError, storage.RecordFileError) as exc:
            self.statusBar().showMessage(self.tr("The game could not be kept: %1").replace("%1", str(exc)), 8000)
            return None
        self.statusBar().showMessage(self.tr("The unfinished game was kept as %1.").replace("%1", path.name), 8000)
        return path

    def house_rules(self) -> dict:
        """{"preset", "overrides"} for the next game: the remembered house rules, else the last game's."""
        if self.preferences.house_rules is not None:
            return self.preferences.house_rules.model_dump()
        return {"preset": self._last_setup.preset if self._last_setup else "polish", "overrides": {}}

    def set_house_rules(self, spec: dict) -> None:
        """Remember the rules for the next game (and the next start)."""
        overrides = {k: v for k, v in spec.get("overrides", {}).items() if k != "players"}
        try:
            house = HouseRules(preset=spec["preset"], overrides=overrides)
        except ValueError:  # only playable with another player count: not kept as the default
            return
        self.apply_preferences(self.preferences.model_copy(update={"house_rules": house}))

    def new_game_dialog(self) -> NewGameDialog:
        """The New game dialog, wired: accepting it starts the game (and remembers its rules)."""
        dialog = NewGameDialog(self, self._last_setup.model_dump() if self._last_setup else None,
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
        self._close_question()
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("New game"), self.tr("Abandon the current game?"),
                          QMessageBox.StandardButton.NoButton, self)
        box.setInformativeText(self.tr("It is kept among your saved games: Game → Open record… resumes it, and "
                                       "its deals stay in the statistics."))
        leave = box.addButton(self.tr("Abandon it"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(self.tr("Keep playing"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(leave)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.finished.connect(lambda _result: box.clickedButton() is leave and then())
        self._question = box
        box.open()

    def _close_question(self) -> None:
        if self._question is not None and shiboken6.isValid(self._question):
            self._question.close()
        self._question = None

    def _start_from(self, data: dict) -> None:
        overrides = {k: v for k, v in data["overrides"].items() if k != "players"}
        setup = GameSetup(players=data["players"], seats=[seat_of(s) for s in data["seats"]],
                          preset=data["preset"], overrides=overrides, seed=data["seed"])
        try:
            setup.rules()
        except InvalidRules as exc:  # the house rules do not fit this player count
            QMessageBox.warning(self, self.tr("House rules"), rule_error_text(exc))
            return
        self.set_house_rules({"preset": data["preset"], "overrides": overrides})
        self.start_game(setup)

    def house_rules_dialog(self) -> HouseRulesDialog:
        """House rules for the next game; the game in progress keeps its rules."""
        spec = self.house_rules()
        dialog = HouseRulesDialog(self, spec["preset"], spec["overrides"])
        return wired(dialog, lambda: self._house_rules_chosen(dialog.rules_spec()))

    def edit_house_rules(self) -> None:
        self.house_rules_dialog().open()

    def _house_rules_chosen(self, spec: dict) -> None:
        self.set_house_rules(spec)
        if self.controller.game is not None:
            self.statusBar().showMessage(self.tr("The house rules apply from the next game."), 6000)

    def show_statistics(self) -> None:
        dialog = StatisticsDialog(self.statistics, self.controller.game, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def _record_statistics(self) -> None:
        game = self.controller.game
        if game is None or self.statistics is None:
            return
        try:
            if not self.statistics.record(game, self.controller.seats):  # kept, written with the next deal
                self.statusBar().showMessage(self.tr("The statistics could not be saved (%1); the deals are "
                                                     "kept and saved later.").replace(
                    "%1", self.statistics.error_detail or ""), 8000)
        except Exception as exc:  # noqa: BLE001 - statistics must never stop a game
            self.statusBar().showMessage(
                self.tr("The statistics could not be updated: %1").replace("%1", str(exc)), 8000)

    # ------------------------------------------------------------------ saved games
    def resume_autosave(self, otherwise: Optional[Callable[[], None]] = None) -> bool:
        """Resume the autosave (replayed off the GUI thread when long).  False when there is none
        or it cannot be used (``otherwise`` then runs, e.g. a new game at the start)."""
        doc, problem = storage.read_autosave()
        if problem is not None:
            QMessageBox.warning(self, self.tr("Saved game"), problem_text(problem))
        if doc is None:
            if problem is None:
                self.statusBar().showMessage(self.tr("There is no unfinished game to resume."), 5000)
            if otherwise is not None:
                otherwise()
            return False
        return self._load(RecordLoader(doc=doc, kind="autosave", parent=self), otherwise)

    def resume_record(self, record: dict) -> bool:
        """Continue the game of a record (RECORD.md) on a fresh table."""
        return self._load(RecordLoader(doc=record, kind="open", inline_deals=10 ** 9, parent=self))

    def resume_game(self, game: Game, writer: Optional[storage.AutosaveWriter] = None) -> bool:
        """Continue ``game`` (already replayed) on a fresh table."""
        self._fresh_table()
        return self.controller.resume_game(game, writer)

    def open_record(self, path: Optional[str] = None) -> bool:
        """Game → Open record…: a record file, replayed off the GUI thread (with progress when long)."""
        if path is None:
            path, _ = QFileDialog.getOpenFileName(self, self.tr("Open game record"), str(storage.saves_dir()),
                                                  self.tr("Game records (*.json);;All files (*)"))
        if not path:
            return False
        loader = RecordLoader(path=path, kind="open", parent=self)
        loader.replaces_game = True  # the game in progress is kept among the saved games
        return self._load(loader)

    def _load(self, loader: RecordLoader, otherwise: Optional[Callable[[], None]] = None) -> bool:
        """Replay with ``loader``: True when the game is on the table (or on its way there)."""
        self._cancel_load()
        self._loader, self._load_result = loader, None
        loader.loaded.connect(lambda game, writer: self._loaded(loader, game, writer, otherwise))
        loader.failed.connect(lambda problem: self._load_failed(loader, problem, otherwise))
        loader.progress.connect(self._load_progress)
        if loader.start():
            self._show_progress()
            return True
        return bool(self._load_result)

    def _show_progress(self) -> None:
        progress = QProgressDialog(self.tr("Replaying the saved game…"), self.tr("Stop"), 0, 0, self)
        progress.setWindowTitle(self.tr("Saved game"))
        progress.setWindowModality(Qt.WindowModality.WindowModal)
        progress.setMinimumDuration(400)  # a short replay shows nothing
        progress.setAutoClose(False)
        progress.setAutoReset(False)
        progress.canceled.connect(self._cancel_load)
        self._progress = progress

    def _load_progress(self, done: int, total: int) -> None:
        progress = self._progress
        if progress is None:
            return
        if total:
            progress.setMaximum(total)
            progress.setValue(min(done, total))
            progress.setLabelText(self.tr("Replaying the saved game: deal %1 of %2…")
                                  .replace("%1", num(min(done + 1, total))).replace("%2", num(total)))

    def _cancel_load(self) -> None:
        if self._loader is not None:
            self._loader.cancel()
            self._loader = None
        self._close_progress()

    def _close_progress(self) -> None:
        if self._progress is not None:
            self._progress.blockSignals(True)
            self._progress.close()
            self._progress.deleteLater()
            self._progress = None

    def _loaded(self, loader: RecordLoader, game: Game, writer: Any, otherwise: Optional[Callable[[], None]]) -> None:
        if loader is not self._loader:
            return
        self._loader = None
        self._close_progress()
        if loader.kind == "autosave" and game.is_over:  # finished after all: nothing to resume
            self._load_result = False
            self.statusBar().showMessage(self.tr("There is no unfinished game to resume."), 5000)
            if otherwise is not None:
                otherwise()
            return
        if getattr(loader, "replaces_game", False):
            self._keep_unfinished()
        self._load_result = self.resume_game(game, writer)
        if loader.threaded:
            keep_out_of_collections()  # a long game: later garbage collections leave it out

    def _load_failed(self, loader: RecordLoader, problem: Any, otherwise: Optional[Callable[[], None]]) -> None:
        if loader is not self._loader:
            return
        self._loader = None
        self._close_progress()
        self._load_result = False
        if loader.kind == "autosave":
            QMessageBox.warning(self, self.tr("Saved game"), problem_text(problem))
        else:
            QMessageBox.warning(self, self.tr("Open game record"), record_error_text(problem))
        if otherwise is not None:
            otherwise()

    def save_record(self) -> None:
        game = self.controller.game
        if game is None:
            return
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save game record"), str(storage.saves_dir() /
                                              "tysiac-game.json"), self.tr("Game records (*.json)"))
        if path:
            try:
                storage.export_record(path, game)
            except storage.RecordFileError as exc:
                QMessageBox.warning(self, self.tr("Save game record"), record_error_text(exc))

    # ------------------------------------------------------------------ showing
    def names(self) -> list[str]:
        """The players' names as shown (in hot-seat nobody is "You": ``words.player_names``)."""
        game = self.controller.game
        if game is None:
            return []
        return player_names(game.players, sum(map(self.controller.is_human, range(game.n))) > 1)

    def current_view(self) -> tuple[Optional[SeatView], Optional[int]]:
        """The view the window shows (the seat at the screen's, or the public view) and that seat."""
        return self.controller.screen_view()

    def refresh(self, animate: bool = True) -> None:
        view, me = self.current_view()
        if view is None:
            self.bar.show_message(self.tr("Start a new game from the Game menu."))
            return
        position = (view.deal_number, len(view.history), view.phase, me)
        if position != self._position:  # a move, a new deal, another seat at the screen
            self._position = position
            self.guard.hold()
        names = self.names()
        you = self.controller.you()
        holding = self.controller.holding_trick
        my_turn = me is not None and view.to_move == me and self._thinking_seat is None
        playable = self._playable(view) if my_turn else set()
        statuses = events.statuses(view, names, you, me, self._thinking_seat)
        piles = {f"taken:{s}": self.tr("%1: %n tricks", "", view.tricks_won[s]).replace("%1", names[s])
                 for s in range(len(names)) if view.tricks_won[s]}  # whose pile it is: "Ala: 2 tricks"
        if view.shape.stock:
            piles["stock"] = self.tr("Stock: %1")  # the scene counts the cards lying there
        piles["aside"] = self.tr("Laid aside")  # shown while cards lie there
        piles["unpicked"] = self.tr("Not chosen")  # the talons the declarer left (2 players)
        self.scene.interactive = my_turn
        self.scene.show_view(view, me, playable, names, statuses, animate, piles, hold=holding)
        self.side.show_view(view, names, self._thinking_seat)
        self.side.show_log(events.log_lines(view, names, you))
        game = self.controller.game
        self.side.show_rules(game.preset, len(game.rules.changes_from(game.preset)),
                             self.set_names(game.rules, game.preset))
        if self.act_last_trick.isChecked():
            self._show_last_trick(view)
        if me is not None and self.controller.musik_looker() == me and view.declarer is not None:
            self.bar.show_musik_look(names[view.declarer])
        elif my_turn:
            self.bar.show_choices(view, True)
            if self._notice:
                self.bar.set_notice(self._notice)
            elif holding and view.tricks:  # "Ala takes the trick. Your turn: …"
                taker = events.took_trick(view.tricks[-1][2], names, you)
                self.bar.set_notice(escape(taker) + ". " + self.bar.prompt.text())
        elif holding and view.tricks:
            taker = events.took_trick(view.tricks[-1][2], names, you)
            self.bar.show_message(escape(self.tr("%1. Click the table or press Enter to go on.").replace("%1", taker)))
        elif view.phase in ("between", "over"):
            self.bar.show_message("")
        else:
            waiting = names[view.to_move] if view.to_move is not None else ""
            self.bar.show_message(escape(self.tr("Waiting for %1…").replace("%1", waiting)) if waiting else "")
        self.act_hint.setEnabled(my_turn)
        self.act_last_trick.setEnabled(bool(view.tricks))
        self.bar.last_trick_button.setVisible(bool(view.tricks))

    def _playable(self, view: SeatView) -> set[str]:
        out = set()
        for a in view.legal:
            if a.card is not None and a.kind in ("play", "meld", "give", "discard"):
                out.add(str(a.card))
        return out

    # ------------------------------------------------------------------ the last trick
    def show_last_trick(self, on: bool) -> None:
        """Play → Last trick (L): the trick taken last, laid over the table, until asked again or
        the next card is played."""
        view, _ = self.current_view()
        if on and view is not None and view.tricks:
            self._show_last_trick(view)
        else:
            self.scene.show_last_trick(None)

    def _show_last_trick(self, view: SeatView) -> None:
        tricks = view.tricks[:-1] if self.controller.holding_trick else view.tricks
        if not tricks:
            self.scene.show_last_trick(None)
            return
        trick = tricks[-1]
        names, you = self.names(), self.controller.you()
        caption = self.tr("Last trick: %1").replace("%1", events.taker(trick, names, you))
        self.scene.show_last_trick(trick, caption)
        cards = ", ".join(card_spoken(card) for _, card in trick[1])
        self.announcer.announce(f"{caption}: {cards}")

    def _sync_last_trick_button(self, on: bool) -> None:
        button = self.bar.last_trick_button
        if button.isChecked() != on:
            button.blockSignals(True)
            button.setChecked(on)
            button.blockSignals(False)

    # ------------------------------------------------------------------ input
    def _busy(self) -> bool:
        return CardItem.running_animations() > 0 and self.scene.speed_ms > 0 and not self.controller.holding_trick

    def _legal(self, view: SeatView, action: Action) -> bool:
        return action in view.legal

    def _on_card(self, card: Card) -> None:
        view, me = self.current_view()
        if view is None or me is None or view.to_move != me or self._busy():
            self.scene.refuse(card)
            return
        if view.phase == "play":
            if self._legal(view, Action("meld", None, card)):
                self.scene.refuse(card)
                self.bar.ask_meld(card, view)
                return
            self._play(card, view)
        elif view.phase == "musik":
            if any(a.kind == "discard" for a in view.legal):
                self._try(card, Action("discard", None, card))
            else:
                given = {to for to, _ in view.gives}
                targets = [s for s in view.active if s != me and s not in given]
                if targets:
                    self._try(card, Action("give", targets[0], card))
                else:
                    self.scene.refuse(card)
        else:
            self.scene.refuse(card)

    def _on_talon(self, index: int) -> None:
        """A face-down talon card was clicked or dragged to the hand: take it (the prikup's pick)."""
        view, me = self.current_view()
        if view is None or me is None or view.to_move != me or self._busy():
            return
        action = Action("take", index)
        if self._legal(view, action):
            self._try(None, action)

    def _on_drop(self, card: Card, target: str, seat: int) -> None:
        view, me = self.current_view()
        if view is None or me is None or view.to_move != me:
            self.scene.refuse(card)
            return
        kinds = {a.kind for a in view.legal}
        if view.phase == "musik" and target == "seat" and "give" in kinds:
            self._try(card, Action("give", seat, card))
        elif view.phase == "musik" and target == "table" and "discard" in kinds:
            self._try(card, Action("discard", None, card))
        elif view.phase == "play" and target == "table":
            if self._legal(view, Action("meld", None, card)):
                self.scene.refuse(card)
                self.bar.ask_meld(card, view)
            elif self.preferences.confirm_play:
                self.scene.refuse(card)  # back to the hand until the player confirms
                self._play(card, view)
            else:
                self._try(card, Action("play", None, card))
        else:
            self.scene.refuse(card)
            if view.phase == "musik" and "give" in kinds:
                self.statusBar().showMessage(self.tr("Drop the card onto an opponent's name."), 4000)

    def _play(self, card: Card, view: SeatView) -> None:
        """Play a card, or first ask "Play Q♥?" when the player wants to confirm each card."""
        action = Action("play", None, card)
        if self.preferences.confirm_play and self._legal(view, action):
            self.bar.ask_confirm(card, view)
        else:
            self._try(card, action)

    def _try(self, card: Optional[Card], action: Action) -> None:
        self._attempted = card
        self.controller.play(action)

    def _choose(self, action: Action) -> None:
        """A choice of the bar (a typed Action; a card it names is the card tried)."""
        self._try(action.card, action)

    def _on_illegal(self, reason: str) -> None:
        if self._attempted is not None:
            self.scene.refuse(self._attempted)
        self._attempted = None
        self.statusBar().showMessage(reason, 6000)
        self._notice = f'<span style="color:{palette.current().error}">{escape(reason)}</span>'  # names may hold "<"
        self.bar.set_notice(self._notice)
        self.announcer.announce(reason, urgent=True)

    def _on_action(self, seat: int, action: Action) -> None:
        self._attempted = None
        self._notice = None
        self._forget_hint()
        if self.act_last_trick.isChecked():
            self.act_last_trick.setChecked(False)
        names, you = self.names(), self.controller.you()
        view, _ = self.current_view()
        if view is None:
            return
        # said as the screen's view has it (a card given or laid aside by another seat is not named)
        seen = list(actions(view))
        if seen and seen[-1][0] == seat:
            seat, action = seen[-1]
        elif action.kind in ("give", "discard"):
            action = Action(action.kind, action.value, None)
        shape = view.shape
        said = events.sentence(seat, action, names, you, len(shape.talons), shape.takes > 1)
        if action.kind in ("play", "meld") and not view.trick and view.tricks:
            said += ". " + events.took_trick(view.tricks[-1][2], names, you)  # the trick is complete
        self.announcer.announce(said)
        if action.kind == "meld" and action.card is not None:
            suit = action.card.suit
            self.scene.announce(self.tr("%1: marriage %2 +%3").replace("%1", names[seat])
                                .replace("%2", suit_label(suit, html=False)).replace("%3", num(MARRIAGE_VALUES[suit])))
        elif action.kind == "claim":
            self.scene.announce(self.tr("%1 lays the cards down").replace("%1", names[seat]))

    def _on_focus(self, card: Card) -> None:
        """Keyboard focus on a card: the screen reader says which, and whether it may be played."""
        spoken = card_spoken(card)
        if str(card) in self.scene.playable:
            spoken = self.tr("%1, playable").replace("%1", spoken)
        elif self.scene.playable:
            spoken = self.tr("%1, cannot be played now").replace("%1", spoken)
        self.table.setAccessibleDescription(spoken)
        self.announcer.announce(spoken)

    def _on_human_turn(self, seat: int) -> None:
        self.refresh()
        view, me = self.current_view()
        if view is not None and me == seat:
            self.announcer.announce(self.bar.prompt_text())

    def _on_thinking(self, active: bool, seat: int) -> None:
        self._thinking_seat = seat if active else None
        self.refresh()

    def _on_privacy(self, seat: int) -> None:
        """Hot-seat hand-over: the window shows the public view, and nothing said to the seat that
        was at the screen stays (a hint, a refusal, the card its focus was on)."""
        self._notice = None
        self.statusBar().clearMessage()
        self.table.setAccessibleDescription("")
        self.refresh(animate=False)
        self.privacy.show_for(self.names()[seat])
        self.guard.hold()  # the click that ended the turn does not hand the screen over
        self.announcer.announce(self.privacy.label.text())

    def _on_musik_look(self, seat: int) -> None:
        self.refresh()
        self.announcer.announce(self.bar.prompt_text())

    def _privacy_ready(self) -> None:
        self.privacy.hide()
        self.guard.hold()  # nor does the click that handed it over act on the hand
        self.controller.privacy_done()
        self.table.setFocus()

    def resizeEvent(self, event) -> None:
        self.side.fit_to(event.size().width(), event.size().height())
        super().resizeEvent(event)
        if self.privacy.isVisible():
            self.privacy.setGeometry(self.table.rect())

    # ------------------------------------------------------------------ deal end
    def _on_deal_finished(self, result: DealResult) -> None:
        self._record_statistics()
        game = self.controller.game
        if game is None or game.is_over:
            return
        self._close_summary()
        index = len(game.deals) - 1
        dialog = DealSummaryDialog(self.names(), result, self, rules=game.rules, deal_number=len(game.results),
                                   redeal_reason=game.deals[index].redeal_reason() if game.deals else None)
        outcome = result.outcome
        if outcome.played and outcome.declarer is not None and outcome.contract is not None:
            dialog.add_widget(self._review_button(index))
        if not outcome.redeal:
            dialog.add_widget(self._coach_buttons(index, len(game.results)))
        dialog.accepted.connect(self._next_deal)
        self._summary = dialog
        QTimer.singleShot(max(300, 2 * self.scene.speed_ms), dialog, dialog.open)  # not if it went meanwhile

    def _review_button(self, index: int) -> QWidget:
        """"What could the declarer make?": the open-hand analysis, asked of the worker on demand."""
        box = QWidget()
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        button = QPushButton(self.tr("What could the declarer make?"))
        answer = QLabel()
        answer.setWordWrap(True)
        row.addWidget(button)
        row.addWidget(answer, 1)

        def analyse() -> None:
            button.setEnabled(False)
            answer.setText(self.tr("Looking at every card…"))
            self._reviews[index] = (button, answer)
            if not self.controller.request_review(index):
                self._on_review(index, None)

        button.clicked.connect(analyse)
        return box

    def _on_review(self, index: int, review: Any) -> None:
        widgets = self._reviews.pop(index, None)
        if widgets is None or not all(shiboken6.isValid(w) for w in widgets):
            return
        button, answer = widgets
        button.setEnabled(False)
        if review is None:
            answer.setText(self.tr("No analysis is available for this deal."))
            return
        answer.setText(review_sentence(review, self.names(), self.controller.you()))
        self.announcer.announce(answer.text())

    def _coach_buttons(self, index: int, deal_number: int) -> QWidget:
        """"Review my play" (one per human in hot-seat: "Review Ala's play"): what each decision
        cost, asked of the worker on demand and shown in the coach's window."""
        box = QWidget()
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        you = self.controller.you()
        names = self.names()
        for seat in range(len(names)):
            if not self.controller.is_human(seat):
                continue
            text = self.tr("Review my play") if seat == you else \
                self.tr("Review %1's play").replace("%1", names[seat])
            button = QPushButton(text)
            button.setObjectName(f"coach-{seat}")

            def review(_=False, seat=seat, button=button) -> None:
                button.setEnabled(False)
                button.setText(self.tr("Looking at every decision…"))
                self._coaching[(index, seat)] = (button, text, deal_number)
                if not self.controller.request_coach(index, seat):
                    self._on_coach(index, seat, None)

            button.clicked.connect(review)
            row.addWidget(button)
        row.addStretch(1)
        return box

    def _on_coach(self, index: int, seat: int, analysis: Any) -> None:
        button, text, deal_number = self._coaching.pop((index, seat), (None, "", 0))
        if button is None or not shiboken6.isValid(button):
            return
        if analysis is None:  # said on the button, where the player looks
            button.setText(self.tr("No review could be made of this deal"))
            self.announcer.announce(button.text())
            return
        button.setEnabled(True)
        button.setText(text)
        dialog = CoachDialog(self.names(), analysis, self.controller.you(), button.window(),
                             deal_number=deal_number)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self._coach_dialog = dialog
        dialog.open()
        self.announcer.announce(dialog.summary_label.text())

    def _close_summary(self) -> None:
        if self._summary is not None:
            self._summary.blockSignals(True)
            self._summary.close()
            self._summary.deleteLater()
            self._summary = None

    def _next_deal(self) -> None:
        self._summary = None
        self.controller.next_deal()

    def _on_game_over(self, winner) -> None:
        self._record_statistics()
        game = self.controller.game
        if game is None:
            return
        dialog = GameOverDialog(self.names(), game.scores, winner, self)
        dialog.chosen.connect(self._after_game)
        QTimer.singleShot(max(300, 2 * self.scene.speed_ms), dialog.open)

    def _after_game(self, choice: str) -> None:
        if choice == GameOverDialog.PLAY_AGAIN and self._last_setup is not None:
            self.start_game(self._last_setup.model_copy(update={"seed": None}))
        elif choice in (GameOverDialog.NEW_GAME, GameOverDialog.PLAY_AGAIN):
            self.ask_new_game()

    # ------------------------------------------------------------------ help
    def show_sheet(self) -> None:
        game = self.controller.game
        if game is not None:
            ScoreSheetDialog(self.names(), game.results, game.start_scores, self, rules=game.rules).open()

    def show_rules(self) -> None:
        game = self.controller.game
        from tysiac_engine.rules import make_rules

        rules = game.rules if game is not None else make_rules("polish")
        RulesHelpDialog(rules, game.preset if game is not None else "polish", self).open()

    def show_keys(self) -> None:
        dialog = KeysDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def show_about(self) -> None:
        decks = "<br>".join(escape(spec.licence) for spec in THEMES.values())
        QMessageBox.about(self, self.tr("About Tysiąc"), self.tr(
            "<h3>Tysiąc {version}</h3><p>The card game of a thousand points, with computer opponents and "
            "hot-seat play under Polish, Russian and Danish house rules.</p>"
            "<p>Licence: GPL-3.0-or-later. Cards:</p>").format(version=__version__) + f"<p>{decks}</p>")

    def show_hint(self) -> None:
        """Play → Hint (H): the coach's suggestion, worked out by the worker (the table stays alive)."""
        if self.controller.request_hint():
            self._notice = escape(self.tr("Thinking about a hint…"))
            self.bar.set_notice(self._notice)

    def _on_hint(self, action: Action, text: str) -> None:
        shown = self.tr("Hint: %1").replace("%1", text)
        self.statusBar().showMessage(shown, 10000)
        self._hint_shown = shown
        self._notice = escape(shown)
        self.bar.set_notice(self._notice)
        self.announcer.announce(shown)

    def _forget_hint(self) -> None:
        """A hint is for the position it was asked in: it goes from the status bar with the next move."""
        if self._hint_shown is not None and self.statusBar().currentMessage() == self._hint_shown:
            self.statusBar().clearMessage()
        self._hint_shown = None

    def closeEvent(self, event: QCloseEvent) -> None:
        self._cancel_load()
        self.controller.close()
        if self.statistics is not None:
            self.statistics.close()
            self.statistics = None
        self.theme.wait_for_jobs(2000)
        super().closeEvent(event)
