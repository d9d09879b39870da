"""The main window: menus, the table, the action bar and the side panel.

It turns the controller's signals into what a player sees and the player's
clicks and drops into actions for the controller.  Whether a move is legal is
the engine's business: the window only offers ``legal_actions`` and shows the
engine's reason when a move is refused.
"""
from __future__ import annotations

from html import escape
from typing import Optional, Sequence

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QColor, QKeySequence
from PySide6.QtWidgets import (QFileDialog, QHBoxLayout, QLabel, QMainWindow, QMessageBox, QPushButton,
                               QVBoxLayout, QWidget)

from tysiac_engine.cards import MARRIAGE_VALUES
from tysiac_engine.errors import InvalidRules
from tysiac_engine.game import SeatView
from tysiac_engine.scoring import DealResult

from . import storage
from .action_bar import ActionBar
from .app import system_language
from .controller import GameController, GameSetup, SeatSetup
from .dialogs import DealSummaryDialog, GameOverDialog, NewGameDialog, RulesHelpDialog, ScoreSheetDialog
from .dialogs.common import num, wired
from .dialogs.file_problems import problem_text, record_error_text
from .dialogs.house_rules import HouseRulesDialog
from .dialogs.preferences import LANGUAGE_NAMES, PreferencesDialog
from .dialogs.rule_errors import rule_error_text
from .dialogs.statistics import StatisticsDialog
from .settings import ANIMATION_MS, HouseRules, Preferences, load_preferences, save_preferences
from .statistics import Statistics
from .side_panel import SidePanel
from .table.card_item import CardItem
from .table.deck_theme import THEMES, DeckTheme
from .table.scene import TableScene
from .table.view import TableView
from .text import SuitStyle, action_text, suit_label


STYLE_TEMPLATE = """
QMainWindow, #Central {{ background: {bg}; }}
#SidePanel {{ background: {panel}; border-left: 1px solid {edge}; }}
#SidePanel QLabel {{ color: #e8efe9; font-size: 15px; }}
#SidePanel #Title {{ color: #f3d27a; font-size: 13px; font-weight: bold; letter-spacing: 1px;
                    text-transform: uppercase; margin-top: 6px; }}
#SidePanel #ScoreName {{ font-size: 17px; }}
#SidePanel #ScoreValue {{ font-size: 22px; font-weight: bold; color: #ffffff; }}
#SidePanel #FactName {{ color: #9fb8a8; }}
#SidePanel #RulesLink {{ font-size: 13px; }}
#Log {{ background: {log}; color: #d7e3da; border: none; font-size: 14px; }}
#ActionBar {{ background: {panel}; border-top: 1px solid {edge}; }}
#ActionBar QLabel {{ color: #f0f4f1; font-size: 16px; }}
#ActionBar QPushButton, #ActionBar QComboBox {{ font-size: 15px; padding: 7px 16px; border-radius: 8px;
    background: {button}; color: #f0f4f1; border: 1px solid {border}; min-height: 24px; }}
#ActionBar QPushButton:hover {{ background: {hover}; }}
#ActionBar QPushButton[primary="true"] {{ background: #e2b340; color: #2a1d00; border: 1px solid #f3d27a;
    font-weight: bold; }}
#ActionBar QPushButton[primary="true"]:hover {{ background: #f0c558; }}
#Privacy {{ background: {privacy}; }}
#Privacy QLabel {{ color: #f3d27a; font-size: 30px; font-weight: bold; }}
#Privacy QPushButton {{ font-size: 18px; padding: 12px 28px; border-radius: 10px; background: #e2b340;
    color: #2a1d00; font-weight: bold; }}
"""


def chrome_style(table_colour: str) -> str:
    """The window's style sheet, its panels tinted with the hue of the table cloth."""
    hue, saturation, _, _ = QColor(table_colour).getHslF()
    saturation *= 0.45

    def shade(lightness: float, alpha: float = 1.0) -> str:
        colour = QColor.fromHslF(max(hue, 0.0), saturation, lightness, alpha)
        return colour.name() if alpha >= 1.0 else (f"rgba({colour.red()}, {colour.green()}, {colour.blue()}, "
                                                      f"{round(alpha * 255)})")

    return STYLE_TEMPLATE.format(bg=shade(0.11), panel=shade(0.14), edge=shade(0.06), log=shade(0.12),
                                 button=shade(0.24), hover=shade(0.30), border=shade(0.35),
                                 privacy=shade(0.07, 0.96))


def _seat_setup(seat: dict) -> SeatSetup:
    """The new-game dialog says "computer"; the controller's setup says "ai"."""
    kind = "ai" if seat.get("kind") in ("ai", "computer") else "human"
    return SeatSetup(name=seat["name"], kind=kind, level=seat.get("level") or "medium")


def _dialog_setup(setup: GameSetup) -> dict:
    data = setup.model_dump()
    data["seats"] = [{**seat, "kind": "computer" if seat["kind"] == "ai" else "human"} for seat in data["seats"]]
    return data


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
        self.button.setText(self.tr("%1: click when ready").replace("%1", name))
        self.setGeometry(self.parentWidget().rect())
        self.raise_()
        self.show()

    def mousePressEvent(self, event) -> None:
        self.ready.emit()


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
        self.resize(1280, 800)
        self._thinking_seat: Optional[int] = None
        self._attempted: Optional[str] = None
        self._statuses: dict[int, str] = {}
        self._last_setup: Optional[GameSetup] = None
        self._summary: Optional[DealSummaryDialog] = None
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
        self.act_about = QAction(self, triggered=self.show_about)
        self.help_menu.addAction(self.act_rules)
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
        self.act_about.setText(self.tr("&About Tysiąc"))
        self.side.retranslate()
        self.bar.retranslate()
        self.refresh(animate=False)

    def changeEvent(self, event: QEvent) -> None:
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
        c.human_turn.connect(lambda seat: self.refresh())
        c.privacy_needed.connect(self._on_privacy)
        c.error.connect(lambda text: self.statusBar().showMessage(text, 8000))
        self.privacy.ready.connect(self._privacy_ready)
        self.scene.card_activated.connect(self._on_card)
        self.scene.card_dropped.connect(self._on_drop)
        self.scene.talon_activated.connect(self._on_talon)
        self.table.key_play.connect(self._on_card)
        self.bar.action_chosen.connect(self._choose)
        self.bar.hint_requested.connect(self.show_hint)
        self.side.rules_requested.connect(self.show_rules)

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
        self.controller.auto_play_single = preferences.auto_play_single
        self.scene.table_color = QColor(preferences.table_colour)
        if self.styleSheet() != (style := chrome_style(preferences.table_colour)):
            self.setStyleSheet(style)
        self.scene.update()
        SuitStyle.german = getattr(THEMES.get(preferences.deck, THEMES["svg-cards"]), "suits", "") == "german"
        deck = (preferences.deck, preferences.four_colour)
        if self._deck is not None and deck != self._deck:
            self._set_theme(DeckTheme.load(preferences.deck, four_colour=preferences.four_colour))
            self._deck = deck
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
        self._last_setup = setup
        self.side.clear_log()
        self._close_summary()
        self.scene.reset()
        self.controller.new_game(setup)

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
        dialog = NewGameDialog(self, _dialog_setup(self._last_setup) if self._last_setup else None,
                               house_rules=self.house_rules())
        return wired(dialog, lambda: self._start_from(dialog.setup()))

    def ask_new_game(self) -> None:
        self.new_game_dialog().open()

    def _start_from(self, data: dict) -> None:
        overrides = {k: v for k, v in data["overrides"].items() if k != "players"}
        setup = GameSetup(players=data["players"], seats=[_seat_setup(s) for s in data["seats"]],
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

    def resume_autosave(self) -> bool:
        record, problem = storage.load_autosave()
        if problem is not None:
            QMessageBox.warning(self, self.tr("Saved game"), problem_text(problem))
        if record is None:
            if problem is None:
                self.statusBar().showMessage(self.tr("There is no unfinished game to resume."), 5000)
            return False
        return self.resume_record(record)

    def resume_record(self, record: dict) -> bool:
        """Continue the game of a record (RECORD.md) on a fresh table."""
        self.side.clear_log()
        self.scene.reset()
        return self.controller.resume(record)

    def open_record(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open game record"), str(storage.saves_dir()),
                                              self.tr("Game records (*.json);;All files (*)"))
        if not path:
            return
        try:
            game = storage.import_record(path)
        except storage.RecordFileError as exc:
            QMessageBox.warning(self, self.tr("Open game record"), record_error_text(exc))
            return
        from tysiac_engine.record import game_to_record

        self.resume_record(game_to_record(game))

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
        game = self.controller.game
        return list(game.players) if game is not None else []

    def current_view(self) -> tuple[Optional[SeatView], Optional[int]]:
        game = self.controller.game
        if game is None or not game.deals:
            return None, None
        me = self.controller.current_human()
        seat = me if me is not None else 0
        return game.view(seat), me

    def refresh(self, animate: bool = True) -> None:
        view, me = self.current_view()
        if view is None:
            self.bar.show_message(self.tr("Start a new game from the Game menu."))
            return
        names = self.names()
        my_turn = me is not None and view.to_move == me and self._thinking_seat is None
        playable = self._playable(view) if my_turn else set()
        statuses = dict(self._statuses)
        for s in range(len(names)):
            if view.shape.sits_out and s == view.dealer:
                statuses[s] = self.tr("deals, sits out")
            elif s == view.declarer and view.contract is not None:
                statuses[s] = self.tr("plays %1").replace("%1", num(view.contract))
            elif s == view.dealer and s not in statuses:
                statuses[s] = self.tr("dealer")
        partner = view.shape.partner(me if me is not None else view.seat)
        if partner is not None:  # teams: my partner sits opposite
            statuses[partner] = " · ".join(filter(None, (self.tr("partner"), statuses.get(partner))))
        if self._thinking_seat is not None:
            statuses[self._thinking_seat] = self.tr("thinking…")
        piles = {f"taken:{s}": self.tr("Tricks: %1").replace("%1", num(view.tricks_won[s]))
                 for s in range(len(names)) if view.tricks_won[s]}
        if view.shape.stock:
            piles["stock"] = self.tr("Stock: %1")  # the scene counts the cards lying there
        piles["aside"] = self.tr("Laid aside")  # shown while cards lie there
        self.scene.interactive = my_turn
        self.scene.show_view(view, me, playable, names, statuses, animate, piles)
        self.side.show_view(view, names, self._thinking_seat)
        game = self.controller.game
        changes = [k for k in game.rules.overrides_from(game.preset) if k != "players"]
        self.side.show_rules(game.preset, len(changes))
        if my_turn:
            self.bar.show_choices(view, True)
        elif view.phase in ("between", "over"):
            self.bar.show_message("")
        else:
            waiting = names[view.to_move] if view.to_move is not None else ""
            self.bar.show_message(self.tr("Waiting for %1…").replace("%1", waiting) if waiting else "")

    def _playable(self, view: SeatView) -> set[str]:
        out = set()
        for a in view.legal:
            if a.card is not None and a.kind in ("play", "meld", "give", "discard"):
                out.add(str(a.card))
        return out

    # ------------------------------------------------------------------ input
    def _busy(self) -> bool:
        return CardItem.running_animations() > 0 and self.scene.speed_ms > 0

    def _on_card(self, code: str) -> None:
        view, me = self.current_view()
        if view is None or me is None or view.to_move != me or self._busy():
            return
        tokens = {str(a) for a in view.legal}
        if view.phase == "play":
            if f"meld {code}" in tokens:
                self.bar.ask_meld(code, view)
                return
            self._play(code, view)
        elif view.phase == "musik":
            if any(t.startswith("discard") for t in tokens):
                self._try(code, f"discard {code}")
            else:
                given = {to for to, _ in view.gives}
                targets = [s for s in view.active if s != me and s not in given]
                if targets:
                    self._try(code, f"give {code} {targets[0]}")

    def _on_talon(self, index: int) -> None:
        """A face-down talon card was clicked or dragged to the hand: take it (the prikup's pick)."""
        view, me = self.current_view()
        if view is None or me is None or view.to_move != me or self._busy():
            return
        token = f"take {index}"
        if token in {str(a) for a in view.legal}:
            self._try(None, token)

    def _on_drop(self, code: str, target: str, seat: int) -> None:
        view, me = self.current_view()
        if view is None or me is None or view.to_move != me:
            self.scene.refuse(code)
            return
        tokens = {str(a) for a in view.legal}
        if view.phase == "musik" and target == "seat" and any(t.startswith("give") for t in tokens):
            self._try(code, f"give {code} {seat}")
        elif view.phase == "musik" and target == "table" and any(t.startswith("discard") for t in tokens):
            self._try(code, f"discard {code}")
        elif view.phase == "play" and target == "table":
            if f"meld {code}" in tokens:
                self.scene.refuse(code)
                self.bar.ask_meld(code, view)
            elif self.preferences.confirm_play:
                self.scene.refuse(code)  # back to the hand until the player confirms
                self._play(code, view)
            else:
                self._try(code, f"play {code}")
        else:
            self.scene.refuse(code)
            if view.phase == "musik" and any(t.startswith("give") for t in tokens):
                self.statusBar().showMessage(self.tr("Drop the card onto an opponent's name."), 4000)

    def _play(self, code: str, view: SeatView) -> None:
        """Play a card, or first ask "Play Q♥?" when the player wants to confirm each card."""
        if self.preferences.confirm_play and f"play {code}" in {str(a) for a in view.legal}:
            self.bar.ask_confirm(code, view)
        else:
            self._try(code, f"play {code}")

    def _try(self, code: Optional[str], token: str) -> None:
        self._attempted = code
        self.controller.play(token)

    def _choose(self, token: str) -> None:
        parts = token.split()
        self._try(parts[1] if len(parts) > 1 and len(parts[1]) == 2 else None, token)

    def _on_illegal(self, reason: str) -> None:
        if self._attempted:
            self.scene.refuse(self._attempted)
        self._attempted = None
        self.statusBar().showMessage(reason, 6000)
        self.bar.prompt.setText(f'<span style="color:#ffb4a8">{escape(reason)}</span>')  # names may hold "<"

    def _on_action(self, seat: int, token: str) -> None:
        self._attempted = None
        self._statuses.pop(seat, None)
        kind = token.split()[0]
        if kind in ("bid", "pass", "dark", "declare", "bomb", "concede"):
            self._statuses[seat] = action_text("", token).strip()
        self.side.add_log(action_text(self.names()[seat], token))
        if kind == "meld":
            suit = "HDCS".index(token.split()[1][1])
            self.scene.announce(self.tr("%1: marriage %2 +%3").replace("%1", self.names()[seat])
                                .replace("%2", suit_label(suit, html=False)).replace("%3", num(MARRIAGE_VALUES[suit])))
        elif kind == "claim":
            self.scene.announce(self.tr("%1 lays the cards down").replace("%1", self.names()[seat]))
        if kind == "declare":
            self._statuses = {}

    def _on_thinking(self, active: bool, seat: int) -> None:
        self._thinking_seat = seat if active else None
        self.refresh()

    def _on_privacy(self, seat: int) -> None:
        self.refresh(animate=False)
        self.privacy.show_for(self.names()[seat])

    def _privacy_ready(self) -> None:
        self.privacy.hide()
        self.controller.privacy_done()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.privacy.isVisible():
            self.privacy.setGeometry(self.table.rect())

    # ------------------------------------------------------------------ deal end
    def _on_deal_finished(self, result: DealResult) -> None:
        self._statuses = {}
        self._record_statistics()
        game = self.controller.game
        if game is None or game.is_over:
            return
        self._close_summary()
        dialog = DealSummaryDialog(self.names(), result, self, rules=game.rules, deal_number=len(game.results))
        outcome = result.outcome
        if outcome.played and outcome.declarer is not None and outcome.contract is not None:
            dialog.add_widget(self._review_button(game.deals[-1]))
        dialog.accepted.connect(self._next_deal)
        self._summary = dialog
        QTimer.singleShot(max(600, 3 * self.scene.speed_ms), dialog.open)

    def _review_button(self, deal) -> QWidget:
        """"What could the declarer make?": the open-hand analysis, on demand."""
        box = QWidget()
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        button = QPushButton(self.tr("What could the declarer make?"))
        answer = QLabel()
        answer.setWordWrap(True)
        row.addWidget(button)
        row.addWidget(answer, 1)

        def analyse() -> None:
            from tysiac_engine.ai.hints import review_deal

            try:
                review = review_deal(deal)
            except Exception:  # noqa: BLE001 - the analysis must never break the summary
                review = None
            if review is None:
                answer.setText(self.tr("No analysis is available for this deal."))
                button.setEnabled(False)
                return
            name = self.names()[review.declarer]
            verdict = self.tr("the contract could be made") if review.makeable else \
                self.tr("no play makes the contract")
            answer.setText(self.tr("With every card open, %1 could take %2 against the best defence: %3.")
                           .replace("%1", name).replace("%2", str(review.best_total)).replace("%3", verdict))
            button.setEnabled(False)

        button.clicked.connect(analyse)
        return box

    def _close_summary(self) -> None:
        if self._summary is not None:
            self._summary.blockSignals(True)
            self._summary.close()
            self._summary.deleteLater()
            self._summary = None

    def _next_deal(self) -> None:
        self._summary = None
        self.side.clear_log()
        self.controller.next_deal()

    def _on_game_over(self, winner) -> None:
        self._record_statistics()
        game = self.controller.game
        if game is None:
            return
        dialog = GameOverDialog(self.names(), game.scores, winner, self)
        dialog.chosen.connect(self._after_game)
        QTimer.singleShot(max(600, 3 * self.scene.speed_ms), dialog.open)

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

    def show_about(self) -> None:
        decks = "<br>".join(escape(spec.licence) for spec in THEMES.values())
        QMessageBox.about(self, self.tr("About Tysiąc"), self.tr(
            "<h3>Tysiąc</h3><p>The card game of a thousand points, with computer opponents and "
            "hot-seat play under Polish, Russian and Danish house rules.</p>"
            "<p>Licence: GPL-3.0-or-later. Cards:</p>") + f"<p>{decks}</p>")

    def show_hint(self) -> None:
        hint = self.controller.hint()
        if hint is not None:
            action, text = hint
            self.statusBar().showMessage(self.tr("Hint: %1").replace("%1", text), 10000)
            self.bar.prompt.setText(self.tr("Hint: %1").replace("%1", text))

    def closeEvent(self, event: QCloseEvent) -> None:
        self.controller.close()
        if self.statistics is not None:
            self.statistics.close()
            self.statistics = None
        self.theme.wait_for_jobs(2000)
        super().closeEvent(event)
