"""The main window: the table, the action bar and the side panel, and what the controller tells.

It renders the view of the seat at the screen (``controller.screen_view()``) and hands the
player's clicks, drops and keys to ``input_mapping``, which says which typed action goes to the
controller (or which question the bar asks first).  Whether a move is legal is the engine's
business: the window only offers ``legal_actions`` and shows the engine's reason when a move is
refused.  What is written (the log, the plates, announcements for screen readers) is made from
the view each time it is shown (``wording.events``), so it follows the language and survives
resuming.  The menus are built in ``menus``, the game operations (new, open, save, resume) are
``session.GameSession``'s, and the end of a deal and of the game ``deal_end.DealEnd``'s.
"""
from __future__ import annotations

from html import escape
from typing import Optional, Sequence

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QColor, QKeySequence, QShortcut
from PySide6.QtWidgets import QApplication, QDockWidget, QHBoxLayout, QMainWindow, QMessageBox, QVBoxLayout, QWidget

from tysiac_engine.actions import Action
from tysiac_engine.cards import MARRIAGE_VALUES, Card
from tysiac_engine.game import SeatView
from tysiac_engine.rules import make_rules
from tysiac_engine.version import __version__

from . import input_mapping, palette
from .accessibility import Announcer, expose_table, tell_focus
from .action_bar import ActionBar
from .controller import GameController
from .table_controller import TableController
from .network.panel import NetworkPanel
from .deal_end import DealEnd
from .dialogs import RulesHelpDialog, ScoreSheetDialog
from .dialogs.common import wired
from .dialogs.keys import KeysDialog
from .dialogs.preferences import PreferencesDialog
from .dialogs.statistics import StatisticsDialog
from .input_guard import InputGuard
from .languages import system_language
from .loading import collect_again
from .menus import build_menus, retranslate_menus
from .privacy_screen import PrivacyScreen
from .rule_sets import SetNames
from .session import GameSession
from .settings import Preferences, load_preferences, save_preferences
from .side_panel import SidePanel
from .statistics import Statistics
from .table.card_item import CardItem
from .table.deck_theme import THEMES, DeckTheme
from .table.keys import ASIDE, STOCK, UNPICKED, PileKey
from .table.scene import TableScene
from .table.tree import card_state, describe
from .table.view import TableView
from .table_queries import TableQueries
from .wording import events
from .wording import network as network_words
from .wording.waiting import waiting_text
from .wording.cards import SuitStyle, card_spoken, suit_label
from .wording.file_problems import problem_text
from .wording.words import fill, num, player_names


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
        self.controller: TableController = controller or GameController(self)
        self._local = self.controller  # the local game; kept aside while a network table is shown
        self.network_panel: Optional[NetworkPanel] = None  # a network table's own panel (docked)
        self.network_dock: Optional[QDockWidget] = None
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
        expose_table(TableView, describe)  # the piles and cards in the accessibility tree
        self.queries = TableQueries(self)  # the query keys: my cards, the trick, the scores…
        # one gesture, one action: what was begun before a new position, a hand-over or a dialog
        # does not act on it (input_guard)
        self.guard = InputGuard(self, on_hold=self.scene.cancel_gestures, on_dropped=self._input_dropped)
        self.guard.watch(self.table.viewport())
        self.guard.watch(self.table)
        self.guard.watch(self.privacy, strict=True)
        self.guard.watch(self.privacy.button, strict=True)
        self.bar.input_filter = self.guard
        self.bar.focus_home = self.table  # a choice pressed and gone: the focus goes back to the hand
        self._position: Optional[tuple] = None  # what input acts on now (refresh holds the guard when it changes)
        self.resize(1280, 800)
        self._thinking_seat: Optional[int] = None
        self._attempted: Optional[Card] = None
        self._notice: Optional[str] = None  # a refusal or a hint shown in the bar until the next move
        self._hint_shown: Optional[str] = None  # the hint in the status bar, until the next move
        self._waiting_shown: Optional[str] = None  # the bar's "Ala is bidding" line, when it shows one
        self._shown_accepting = True  # whether the table took moves when it was last shown
        self._following: list = []  # the connections to the table controller's signals
        self._close_agreed = False  # the host said to end his served table: the window may close
        self.question_box: Optional[QMessageBox] = None  # asked when the window of a served table closes
        # a network table's line changes with its seats (someone away, and for how long)
        self._waiting_clock = QTimer(self, interval=1000, timeout=self._tick)
        self.set_names = SetNames()  # the saved set a game's rules are, for the side panel
        self.translators = translators
        self._language_stale = False
        self.session = GameSession(self)  # new, open, save, resume; the house rules of the next game
        self.deal_end = DealEnd(self)  # the summary of a deal, the statistics, the end of the game
        build_menus(self)
        self._connect()
        self.apply_preferences(preferences, save=False)
        self.retranslate()
        if self.notices:
            QTimer.singleShot(0, self._tell_notices)

    # ------------------------------------------------------------------ setup
    def retranslate(self) -> None:
        # a network table is named once: the system adds the program's name after it
        self.setWindowTitle(self.tr("Network table") if self.controller.remote else self.tr("Tysiąc"))
        if self.network_dock is not None:
            self.network_dock.setWindowTitle(network_words.dock_title())
        retranslate_menus(self)
        self.table.setAccessibleName(self.tr("Card table"))
        self.side.retranslate()
        self.bar.retranslate()
        self._notice = None  # a sentence of the old language
        question = self.bar.pending_question()  # the position stays: so does a question asked of it
        self.refresh(animate=False)
        if question is not None:
            self.bar.ask_again(question)

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
        self._follow(self.controller)
        self.privacy.ready.connect(self._privacy_ready)
        self.scene.card_activated.connect(self._on_card)
        self.scene.card_dropped.connect(self._on_drop)
        self.scene.talon_activated.connect(self._on_talon)
        self.scene.focus_moved.connect(self._on_focus)
        self.scene.card_selected.connect(self._on_focus)
        self.table.key_play.connect(self._on_card)
        self.table.collect_requested.connect(lambda: self.controller.go_on())
        self.bar.action_chosen.connect(self._choose)
        self.bar.hint_requested.connect(self.show_hint)
        self.bar.musik_seen.connect(lambda: self.controller.musik_seen())
        self.bar.last_trick_toggled.connect(self.act_last_trick.setChecked)
        self.bar.tab_chain_changed.connect(self._tab_order)
        self.bar.question_asked.connect(self.announcer.announce)
        self.bar.question_cancelled.connect(self._question_cancelled)
        self.act_last_trick.toggled.connect(self._sync_last_trick_button)
        # the look at the last trick goes with Escape or a click on it
        self.scene.last_trick_dismissed.connect(lambda: self.act_last_trick.setChecked(False))
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self._escape)
        self.side.rules_requested.connect(self.show_rules)

    def _follow(self, c: TableController) -> None:
        """Show what table controller ``c`` tells (the local game's, or a network table's); the
        connections are kept, so that :meth:`_unfollow` undoes exactly these."""
        self._following = [
            c.events_happened.connect(self.scene.take_events),  # where the next view's cards come from
            c.state_changed.connect(self._on_state),
            c.action_applied.connect(self._on_action),
            c.illegal_action.connect(self._on_illegal),
            c.thinking.connect(self._on_thinking),
            c.human_turn.connect(self._on_human_turn),
            c.privacy_needed.connect(self._on_privacy),
            c.musik_look.connect(self._on_musik_look),
            c.error.connect(self._on_error),
            c.hint_ready.connect(self._on_hint),
            *self.deal_end.follow(c),
        ]

    def _unfollow(self) -> None:
        for connection in self._following:
            QObject.disconnect(connection)
        self._following = []

    def _on_table_changed(self) -> None:
        """A network table's seats or connection changed: the choices come and go with the connection."""
        if self.controller.accepts_moves() != self._shown_accepting and self.current_view()[0] is not None:
            self.refresh(animate=False)
        else:
            self._update_waiting()

    def _tick(self) -> None:
        """A second passed at a network table: the countdowns of who is away."""
        self._update_waiting()
        if self.network_panel is not None:
            self.network_panel.tick()

    def _update_waiting(self) -> None:
        """The line of what the table waits for, again (a network table's seats changed, a second passed)."""
        if self._waiting_shown is None:
            return
        view, _ = self.current_view()
        text = waiting_text(self.controller, view, self.names(), self.controller.you())
        if text != self._waiting_shown:
            self._waiting_shown = text
            self.bar.show_message(escape(text))

    def _on_error(self, text: str) -> None:
        self.tell(text, urgent=True)

    def tell(self, text: str, ms: int = 8000, urgent: bool = False) -> None:
        """Say ``text`` in the status bar for ``ms`` and to a screen reader (which never sees the bar);
        ``urgent`` interrupts what it is saying (an error, a refusal)."""
        self.statusBar().showMessage(text, ms)
        self.announcer.announce(text, urgent=urgent)

    # ------------------------------------------------------------------ the kind of table
    def enter_network_table(self, controller: TableController) -> None:
        """Show a network table (``network.controller``) in this window: the same table, bar, side
        panel and dialogs as a local game, with the table's own panel docked beside them.  The
        local game waits, saved, until the table is left."""
        if self.controller.remote:
            self._leave_network_table()
        else:
            self._local.suspend()
        self._unfollow()
        self.fresh_table()
        self.controller = controller
        self._follow(controller)
        self._apply_table_preferences()
        panel = NetworkPanel(controller)
        panel.review_requested.connect(self._review_network_deal)
        panel.told.connect(self.announcer.announce)
        dock = QDockWidget(self)
        dock.setObjectName("NetworkDock")
        dock.setFeatures(QDockWidget.DockWidgetFeature.NoDockWidgetFeatures)
        dock.setWidget(panel)
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, dock)
        self.network_panel, self.network_dock = panel, dock
        controller.table_changed.connect(self._on_table_changed)
        self._waiting_clock.start()
        self.act_leave.setVisible(True)
        self.retranslate()

    def local_table(self) -> GameController:
        """The local game's controller, the network table left first if one is shown."""
        if self.controller.remote:
            self._leave_network_table()
        return self._local

    def leave_table(self) -> None:
        """Game → Leave the table: back to the local game where it was (or to an empty table)."""
        if self.controller.remote:
            self._leave_network_table()
            self._local.wake()

    def _leave_network_table(self) -> None:
        remote = self.controller
        self._unfollow()
        remote.close()
        if self.network_dock is not None:
            self.removeDockWidget(self.network_dock)
            self.network_dock.deleteLater()
        self.network_panel = self.network_dock = None
        self._waiting_clock.stop()
        self.controller = self._local
        self._follow(self._local)
        self.fresh_table()
        self.act_leave.setVisible(False)
        self.retranslate()

    def _review_network_deal(self, index: int) -> None:
        panel, seat = self.network_panel, self.controller.you()
        if panel is not None and seat is not None:
            self.deal_end.ask_coach(index, seat, panel.review_button, panel.review_button.text(), index + 1)

    def _tab_order(self) -> None:
        """Tab: the table (its cards by the arrows), the bar's choices and tools, the log, the rules
        in force.  One chain from the table on: each setTabOrder moves its second widget only."""
        chain = [self.table, *self.bar.tab_chain(), self.side.log, self.side.rules_link]
        for before, after in zip(chain, chain[1:]):
            QWidget.setTabOrder(before, after)

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
        self._apply_table_preferences()
        self.scene.table_color = QColor(preferences.table_colour)
        palette.apply(preferences.table_colour)
        self.scene.update()
        SuitStyle.german = getattr(THEMES.get(preferences.deck, THEMES["svg-cards"]), "suits", "") == "german"
        deck = (preferences.deck, preferences.four_colour)
        if self._deck is not None and deck != self._deck:
            self._set_theme(DeckTheme.load(preferences.deck, four_colour=preferences.four_colour))
            self._deck = deck
            if self.controller.standing() is not None:
                self.refresh(animate=False)  # the log, the trump and the prompts name suits as the new deck does
        self._switch_language(preferences.language)
        if save:
            try:
                save_preferences(preferences)
            except OSError as exc:
                self.tell(self.tr("Your preferences could not be saved: %1").replace("%1", exc.strerror or str(exc)))

    def _apply_table_preferences(self) -> None:
        """The pace, the trick hold and forced cards, for whichever table is shown."""
        preferences = self.preferences
        self.controller.ai_delay_ms = preferences.pace_ms
        self.controller.trick_hold_ms = preferences.trick_hold_ms
        self.controller.auto_play_single = preferences.auto_play_single

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

    # ------------------------------------------------------------------ a game's table
    def fresh_table(self) -> None:
        """Nothing of the game before stays: the table, the log, plates, questions, peeks."""
        self.deal_end.forget()
        self.session.close_question()
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

    def show_statistics(self) -> None:
        dialog = StatisticsDialog(self.statistics, self.controller.this_game_statistics(self.statistics), self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    # ------------------------------------------------------------------ showing
    def names(self) -> list[str]:
        """The players' names as shown (in hot-seat nobody is "You": ``words.player_names``)."""
        standing = self.controller.standing()
        return player_names(standing.players, standing.hot_seat) if standing is not None else []

    def current_view(self) -> tuple[Optional[SeatView], Optional[int]]:
        """The view the window shows (the seat at the screen's, or the public view) and that seat."""
        return self.controller.screen_view()

    def _on_state(self, view: Optional[SeatView], me: Optional[int]) -> None:
        self.refresh(shown=(view, me))

    def refresh(self, animate: bool = True, shown: Optional[tuple[Optional[SeatView], Optional[int]]] = None) -> None:
        """Show ``shown`` (the view the controller sent and the seat at the screen), else the view now."""
        view, me = shown if shown is not None else self.current_view()
        self._waiting_shown = None
        if view is None:
            self.bar.show_message(escape(waiting_text(self.controller, None, [], None))
                                  if self.controller.remote else self.tr("Start a new game from the Game menu."))
            return
        position = (view.deal_number, len(view.history), view.phase, me)
        if position != self._position:  # a move, a new deal, another seat at the screen
            if self._position is None or position[0] != self._position[0]:
                self.table.setAccessibleDescription("")  # a card of the deal before is no longer there
            self._position = position
            self.guard.hold()
        names = self.names()
        you = self.controller.you()
        holding = self.controller.holding_trick
        self._shown_accepting = self.controller.accepts_moves()
        my_turn = me is not None and view.to_move == me and self._thinking_seat is None and self._shown_accepting
        playable = input_mapping.playable(view) if my_turn else set()
        statuses = events.statuses(view, names, you, me, self._thinking_seat)
        piles = {PileKey.taken(s): self.tr("%1: %n tricks", "", view.tricks_won[s]).replace("%1", names[s])
                 for s in range(len(names)) if view.tricks_won[s]}  # whose pile it is: "Ala: 2 tricks"
        if view.shape.stock:
            piles[STOCK] = self.tr("Stock: %1")  # the scene counts the cards lying there
        piles[ASIDE] = self.tr("Laid aside")  # shown while cards lie there
        piles[UNPICKED] = self.tr("Not chosen")  # the talons the declarer left (2 players)
        self.scene.interactive = my_turn
        self.scene.show_view(view, me, playable, names, statuses, animate, piles, hold=holding)
        self.side.show_view(view, names, self._thinking_seat)
        self.side.show_log(events.log_lines(view, names, you))
        standing = self.controller.standing()
        if standing is not None:
            self.side.show_rules(standing.preset, len(standing.rules.changes_from(standing.preset)),
                                 self.set_names(standing.rules, standing.preset))
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
                self.bar.set_notice(fill(self.tr("%1. %2", "who took the trick, then the prompt for your turn"),
                                         escape(taker), self.bar.prompt.text()))
        elif holding and view.tricks:
            taker = events.took_trick(view.tricks[-1][2], names, you)
            self.bar.show_message(escape(self.tr("%1. Click the table or press Enter to go on.").replace("%1", taker)))
        else:  # what the table waits for, and who: "Ala is bidding"
            self._waiting_shown = waiting_text(self.controller, view, names, you)
            self.bar.show_message(escape(self._waiting_shown))
        self.act_hint.setEnabled(my_turn)
        self._describe_focus()
        self.act_last_trick.setEnabled(bool(view.tricks))
        self.bar.last_trick_button.setVisible(bool(view.tricks))

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
        self.announcer.announce(fill(self.tr("%1: %2", "the last trick's caption, then its cards"), caption, cards))

    def _sync_last_trick_button(self, on: bool) -> None:
        button = self.bar.last_trick_button
        if button.isChecked() != on:
            button.blockSignals(True)
            button.setChecked(on)
            button.blockSignals(False)

    # ------------------------------------------------------------------ input
    def _busy(self) -> bool:
        return CardItem.running_animations() > 0 and self.scene.speed_ms > 0 and not self.controller.holding_trick

    def _on_card(self, card: Card) -> None:
        view, me = self.current_view()
        if self._busy():
            self.scene.refuse(card)
            return
        self._do(input_mapping.activated(view, me, card, self.preferences.confirm_play), view)

    def _on_drop(self, card: Card, target: str, seat: int) -> None:
        view, me = self.current_view()
        self._do(input_mapping.dropped(view, me, card, target, seat, self.preferences.confirm_play), view)

    def _on_talon(self, index: int) -> None:
        """A face-down talon card was clicked or dragged to the hand: take it (the prikup's pick)."""
        view, me = self.current_view()
        if not self._busy():
            self._do(input_mapping.talon_taken(view, me, index), view)

    def _do(self, outcome: Optional[input_mapping.Outcome], view: Optional[SeatView]) -> None:
        """What a gesture means (``input_mapping``): an action sent, a question asked, or nothing."""
        if isinstance(outcome, input_mapping.Send):
            self._try(outcome.card, outcome.action)
            return
        if outcome is None:
            return
        self.scene.refuse(outcome.card)  # back to its place while the bar asks
        if view is None:
            return
        if isinstance(outcome, input_mapping.AskMeld):
            self.bar.ask_meld(outcome.card, view)
        elif isinstance(outcome, input_mapping.AskConfirm):
            self.bar.ask_confirm(outcome.card, view)
        elif isinstance(outcome, input_mapping.AskGive):
            self.bar.ask_give(outcome.card, view, outcome.seats, self.names())
        elif outcome.drop_on_name:
            self.tell(self.tr("Drop the card onto an opponent's name."), 4000)

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
        self.tell(reason, 6000, urgent=True)
        self._notice = f'<span style="color:{palette.current().error}">{escape(reason)}</span>'  # names may hold "<"
        self.bar.set_notice(self._notice)

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
        seen = list(view.history)
        if seen and seen[-1][0] == seat:
            seat, action = seen[-1]
        elif action.kind in ("give", "discard"):
            action = Action(action.kind, action.value, None)
        shape = view.shape
        said = events.sentence(seat, action, names, you, len(shape.talons), shape.takes > 1, spoken=True)
        if action.kind in ("play", "meld") and not view.trick and view.tricks:
            said += ". " + events.took_trick(view.tricks[-1][2], names, you)  # the trick is complete
        self.announcer.announce(said)
        if action.kind == "meld" and action.card is not None:
            suit = action.card.suit
            self.scene.announce(fill(self.tr("%1: marriage %2 +%3"), names[seat], suit_label(suit, html=False),
                                     num(MARRIAGE_VALUES[suit])))
        elif action.kind == "claim":
            self.scene.announce(events.lays_down(seat, names, you))

    def _on_focus(self, card: Card) -> None:
        """Keyboard focus on a card: the screen reader says which, and whether it may be played."""
        self.announcer.announce(self._describe_focus())
        tell_focus(self.table)

    def _describe_focus(self) -> str:
        """The table's description names the card its focus is on (and whether it may be played)."""
        card = self.scene.focused_card()
        spoken = card_state(self.scene, str(card)) if card is not None else ""
        if self.table.accessibleDescription() != spoken:
            self.table.setAccessibleDescription(spoken)
        return spoken

    def _on_human_turn(self, seat: int) -> None:
        self.refresh()
        view, me = self.current_view()
        if view is not None and me == seat:  # the turn, and the card the focus is on now
            focus = self._describe_focus() if self.scene.keyboard_used and view.phase != "auction" else ""
            self.announcer.announce(f"{self.bar.prompt_text()} {focus}")

    def _escape(self) -> None:
        """Escape: a question of the bar is cancelled, else the look at the last trick put away."""
        if not self.bar.cancel_question():
            self.act_last_trick.setChecked(False)

    def _question_cancelled(self, prompt: str) -> None:
        self.table.setFocus(Qt.FocusReason.OtherFocusReason)
        self.announcer.announce(self.tr("Cancelled. %1").replace("%1", prompt))

    def _input_dropped(self) -> None:
        """A key pressed just as the position changed was not taken: a short cue, so it is pressed again."""
        QApplication.beep()
        self.announcer.announce(self.tr("Too soon, press again"))

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

    # ------------------------------------------------------------------ help
    def show_sheet(self) -> None:
        standing = self.controller.standing()
        if standing is not None:
            ScoreSheetDialog(self.names(), list(standing.results), standing.start_scores, self,
                             rules=standing.rules, you=self.controller.you()).open()

    def show_rules(self) -> None:
        standing = self.controller.standing()
        if standing is not None:
            RulesHelpDialog(standing.rules, standing.preset, self).open()
        else:
            RulesHelpDialog(make_rules("polish"), "polish", self).open()

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
        self.tell(shown, 10000)
        self._hint_shown = shown
        self._notice = escape(shown)
        self.bar.set_notice(self._notice)

    def _forget_hint(self) -> None:
        """A hint is for the position it was asked in: it goes from the status bar with the next move."""
        if self._hint_shown is not None and self.statusBar().currentMessage() == self._hint_shown:
            self.statusBar().clearMessage()
        self._hint_shown = None

    def closing_question(self) -> QMessageBox:
        """Closing the window of a table this app serves: keep it running, end it, or cancel."""
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Network table"),
                          self.tr("Your friends play at the table this computer serves."),
                          QMessageBox.StandardButton.NoButton, self)
        box.setInformativeText(self.tr("Keep it running and start Tysiąc again to come back to it, or end it for "
                                       "everyone."))
        keep = box.addButton(self.tr("Keep it running"), QMessageBox.ButtonRole.AcceptRole)
        end = box.addButton(self.tr("End it for everyone"), QMessageBox.ButtonRole.DestructiveRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(keep)
        keep.setObjectName("keep-table")
        end.setObjectName("end-table")
        return box

    def _hosted_table_stays(self, event: QCloseEvent) -> bool:
        """Closing the window of a table this app serves asks first (never blocking: the question is
        a window-modal box); True while the window stays."""
        c = self.controller
        if self._close_agreed or not (c.remote and c.serves_here() and c.in_progress()):
            return False
        event.ignore()
        box = self.closing_question()
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.finished.connect(lambda _result: self._closing_answered(box.clickedButton()))
        self.question_box = box
        box.open()
        return True

    def _closing_answered(self, chosen) -> None:
        name = chosen.objectName() if chosen is not None else ""
        if name == "keep-table":
            self.hide()  # the app keeps serving; starting it again shows this window (single_instance)
        elif name == "end-table":
            self.controller.end_table()
            self._close_agreed = True
            self.close()

    def closeEvent(self, event: QCloseEvent) -> None:
        if self._hosted_table_stays(event):
            return
        self.session.cancel_load()
        if self.controller.remote:
            self.controller.close()
        self._local.close()
        if self.statistics is not None:
            self.statistics.close()
            self.statistics = None
        self.theme.wait_for_jobs(2000)
        super().closeEvent(event)
