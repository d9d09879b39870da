"""The window of a network table: the table and the choices as in a solo game, drawn from the
seat's own view; beside them who sits where (and who is away), the invitation, the log and the chat."""
from __future__ import annotations

from html import escape
from typing import Optional

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (QApplication, QComboBox, QFileDialog, QFrame, QHBoxLayout, QLabel, QLineEdit,
                               QListWidget, QMainWindow, QMessageBox, QPushButton, QScrollArea, QSplitter,
                               QVBoxLayout, QWidget)

from tysiac_engine.actions import Action
from tysiac_engine.cards import Card
from tysiac_engine.net import protocol as P
from tysiac_engine.record import load_game
from tysiac_engine.views import SeatView

from .. import storage
from ..action_bar import ActionBar
from ..ai_worker import AiWorker, coach_job, hint_job
from ..controller import HINT_SECONDS
from ..dialogs.coach import CoachDialog
from ..side_panel import SidePanel
from ..statistics import Statistics
from ..table.deck_theme import DeckTheme
from ..table.scene import TableScene
from ..table.view import TableView
from ..wording import events
from ..wording.file_problems import record_error_text, statistics_write_text
from ..wording.hints import hint_sentence
from ..wording.rule_errors import illegal_text
from ..wording.words import num, translate
from .session import NetworkSession

HINT_REQUEST = 0  # the coach's requests: the hint, and from here on the review of deal (id - REVIEW_REQUESTS)
REVIEW_REQUESTS = 1


class NetworkTableWindow(QMainWindow):
    """Plays one seat of a network table through ``session``."""

    def __init__(self, session: NetworkSession, theme: Optional[DeckTheme] = None,
                 parent: Optional[QWidget] = None, statistics: Optional[Statistics] = None) -> None:
        super().__init__(parent)
        self.session = session
        self.statistics = statistics  # the app's: a finished network game counts as a local one does
        self.seat: Optional[int] = None
        self.is_host = False
        self.view: Optional[SeatView] = None
        self.table: Optional[P.TableState] = None
        self.record: Optional[dict] = None
        self.scene = TableScene(theme or DeckTheme.load())
        self.board = TableView(self.scene)
        self.bar = ActionBar()
        self.side = SidePanel()
        self.invitation = QLabel()
        self.invitation.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.invitation.setWordWrap(True)
        self._invited: Optional[tuple[str, int, str]] = None  # address, port, code
        self.copy_button = QPushButton()
        self.seats = QListWidget()
        self.start_button = QPushButton()
        self.hand_button = QPushButton()
        self.chat_log = QListWidget()
        self.chat_edit = QLineEdit()
        self.chat_edit.setMaxLength(P.MAX_CHAT_LENGTH)
        self.save_button = QPushButton()
        # after the game (when its record makes every card public): what each of my decisions cost
        self.review_deal = QComboBox()
        self.review_button = QPushButton()
        self.review_button.setObjectName("review-my-play")
        self._reviewing: Optional[int] = None  # the deal asked about
        self.coach_dialog: Optional[CoachDialog] = None  # the review shown last
        self.coach = AiWorker(self)  # the hint: the search player on this seat's own view, on this computer
        self._hint_asked: Optional[SeatView] = None
        self._layout()
        self._connect()
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Tysiąc — network table"))
        self.copy_button.setText(self.tr("Copy invitation"))
        self.start_button.setText(self.tr("Start the game"))
        self.hand_button.setText(self.tr("Let the computer play for the away player"))
        self.chat_edit.setPlaceholderText(self.tr("Message to the table"))
        self.save_button.setText(self.tr("Save game record…"))
        self._show_review()
        self.side.retranslate()  # the solo game's widgets, which their window retranslates
        self.bar.retranslate()
        if self._invited is not None:
            address, port, code = self._invited
            self.invitation.setText(self.tr("Address: %1  Port: %2  Table code: %3")
                                    .replace("%1", address).replace("%2", str(port)).replace("%3", code))
        self._show_table()
        self._show_view()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _layout(self) -> None:
        left = QVBoxLayout()
        left.addWidget(self.board, 1)
        left.addWidget(self.bar)
        right = QVBoxLayout()
        right.addWidget(self.invitation)
        right.addWidget(self.copy_button)
        right.addWidget(self.seats)
        right.addWidget(self.start_button)
        right.addWidget(self.hand_button)
        # the invitation, the seats and the chat share the column with the scores and the deal:
        # on a short screen the panel scrolls rather than squeezing its lines into each other
        side_scroll = QScrollArea()
        side_scroll.setWidget(self.side)
        side_scroll.setWidgetResizable(True)
        side_scroll.setFrameShape(QFrame.Shape.NoFrame)
        side_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        right.addWidget(side_scroll, 1)
        right.addWidget(self.chat_log)
        self.chat_log.setMaximumHeight(6 * self.chat_log.fontMetrics().lineSpacing())
        right.addWidget(self.chat_edit)
        review = QHBoxLayout()
        review.addWidget(self.review_deal, 1)
        review.addWidget(self.review_button)
        right.addLayout(review)
        right.addWidget(self.save_button)
        board, panel = QWidget(), QWidget()
        board.setLayout(left)
        panel.setLayout(right)
        split = QSplitter()
        split.addWidget(board)
        split.addWidget(panel)
        split.setStretchFactor(0, 3)
        self.setCentralWidget(split)
        self.resize(1200, 800)

    def _connect(self) -> None:
        s = self.session
        s.seated.connect(self._on_seated)
        s.invitation.connect(self._on_invitation)
        s.table_changed.connect(self._on_table)
        s.view_changed.connect(self._on_view)
        s.chat_received.connect(self._on_chat)
        s.refused.connect(self._on_refused)
        s.record_ready.connect(self._on_record)
        s.lost.connect(self._on_lost)
        self.bar.action_chosen.connect(s.act)
        self.bar.last_trick_toggled.connect(self._show_last_trick)
        self.bar.hint_requested.connect(self.ask_hint)
        self.coach.decided.connect(self._on_answer)
        self.coach.failed.connect(lambda request, _message: self._on_answer(request, None))
        self.review_button.clicked.connect(self.review_my_play)
        self.scene.card_activated.connect(self._on_card)
        self.board.key_play.connect(self._on_card)  # Enter on the focused card
        self.scene.card_dropped.connect(self._on_drop)
        self.scene.talon_activated.connect(lambda index: self._act_if_legal(Action("take", index)))
        self.start_button.clicked.connect(s.start)
        self.hand_button.clicked.connect(self._hand_over)
        self.copy_button.clicked.connect(lambda: QApplication.clipboard().setText(self.invitation.text()))
        self.chat_edit.returnPressed.connect(self._send_chat)
        self.save_button.clicked.connect(self.save_record)

    # ------------------------------------------------------------------ from the session
    def _on_seated(self, seat: int, host: bool) -> None:
        self.seat, self.is_host = seat, host
        self._show_table()

    def _on_invitation(self, address: str, port: int, code: str) -> None:
        self._invited = (address, port, code)
        self.retranslate()

    def _on_table(self, table: P.TableState) -> None:
        self.table = table
        self._show_table()
        self._show_view()

    def _on_view(self, view: SeatView, seen) -> None:
        self.view = view
        self.scene.take_events(seen)  # the seat's share of what happened: where the cards come from
        self._show_view()

    def _on_chat(self, seat: int, name: str, text: str) -> None:
        self.chat_log.addItem(self.tr("%1: %2").replace("%1", name).replace("%2", text))
        self.chat_log.scrollToBottom()

    def _on_refused(self, refused: P.Refused) -> None:
        text = illegal_text(refused.as_illegal()) if refused.code == "illegal" else self.refusal_text(refused.code)
        self.statusBar().showMessage(text, 6000)

    def _on_record(self, record: dict) -> None:
        self.record = record
        self.save_button.setEnabled(True)
        self._show_review()
        store = self.statistics
        if store is not None:  # the record is the whole game, every card public by now
            text = statistics_write_text(lambda: store.record(load_game(record)), store)
            if text:
                self.statusBar().showMessage(text, 8000)

    def _on_lost(self, why: str) -> None:
        text = {"connect": self.tr("Cannot reach the table. Check the address and your network."),
                "version": self.tr("The table runs another version of Tysiąc: use the same version as the host."),
                }.get(why, self.tr("The connection to the table is lost."))
        self.statusBar().showMessage(text)
        self.chat_log.addItem(text)

    def refusal_text(self, code: str) -> str:
        texts = {
            "no_table": self.tr("There is no table with this code."),
            "table_full": self.tr("Every seat at this table is taken."),
            "started": self.tr("This game has started already."),
            "not_ready": self.tr("A seat is still free."),
            "not_your_turn": self.tr("It is not your turn."),
            "rate": self.tr("Too many messages: slow down."),
            "full": self.tr("The server has no room for another table."),
            "version": self.tr("The table runs another version of Tysiąc: use the same version as the host."),
        }
        return texts.get(code, self.tr("The table refused this."))

    # ------------------------------------------------------------------ showing
    def names(self) -> list[str]:
        if self.view is not None:
            return list(self.view.players)
        if self.table is None:
            return []
        return [s.name or self.tr("(free seat)") for s in self.table.seats]

    def seat_line(self, seat: int, state: P.SeatState, name: str) -> str:
        if state.kind == "ai":
            return self.tr("%1 (computer)").replace("%1", name)
        if state.substitute is not None:
            return self.tr("%1 (away, the computer plays)").replace("%1", name)
        if state.name is None:
            return self.tr("(free seat)")
        return name if state.connected else self.tr("%1 (away)").replace("%1", name)

    def away_mover(self) -> Optional[str]:
        """The name of the player to move who is away (nobody plays for them), if any."""
        view, table = self.view, self.table
        if view is None or table is None or view.to_move is None:
            return None
        state = table.seats[view.to_move]
        if state.kind == "human" and not state.connected and state.substitute is None:
            return view.players[view.to_move]
        return None

    def _show_table(self) -> None:
        names = self.names()
        self.seats.clear()
        if self.table is not None:
            for seat, state in enumerate(self.table.seats):
                self.seats.addItem(self.seat_line(seat, state, names[seat]))
        # as tall as its lines: the scores and the deal beside the table need the room
        rows = max(3, self.seats.count())
        self.seats.setFixedHeight(rows * max(1, self.seats.sizeHintForRow(0)) + 2 * self.seats.frameWidth() + 4)
        started = self.table is not None and self.table.started
        ready = self.everyone_seated()
        self.start_button.setVisible(self.is_host and not started)
        self.start_button.setEnabled(ready)
        self.hand_button.setVisible(self.is_host and started and self.away_mover() is not None)
        self.invitation.setVisible(bool(self.invitation.text()))
        self.copy_button.setVisible(bool(self.invitation.text()))
        self.save_button.setEnabled(self.record is not None)

    def everyone_seated(self) -> bool:
        """Every seat of the table is taken (the host may start)."""
        return self.table is not None and all(s.name is not None for s in self.table.seats)

    def waiting_text(self) -> str:
        """What the table waits for before the game: the host for friends to take the free seats,
        then for himself to start; a friend for the host."""
        if not self.is_host:
            return self.tr("Waiting for the host to start the game.")
        if self.everyone_seated():
            return self.tr("Everyone is seated: start the game when you are ready.")
        return self.tr("Waiting for friends to take the free seats: send them the invitation.")

    def _show_view(self) -> None:
        view, me = self.view, self.seat
        if view is None:
            self.bar.show_message(self.waiting_text())
            return
        names = self.names()
        my_turn = view.to_move == me and bool(view.legal)
        playable = {str(a.card) for a in view.legal if a.card is not None} if my_turn else set()
        self.scene.interactive = my_turn
        self.scene.show_view(view, me, playable, names, events.statuses(view, names, me, me), animate=True)
        self.side.show_view(view, names)
        self.side.show_log(events.log_lines(view, names, me))
        away = self.away_mover()
        if my_turn:
            self.bar.show_choices(view, True)
        elif away is not None:
            self.bar.show_message(self.tr("Waiting for %1…").replace("%1", escape(away)))
        elif view.phase == "over":
            self.bar.show_message(self.tr("The game is over."))
        else:
            self.bar.show_choices(view, False)
        self._show_last_trick(self.bar.last_trick_button.isChecked())
        self._show_table()

    def _show_last_trick(self, on: bool) -> None:
        """The trick taken last, laid over the table while the Last trick button is down."""
        view = self.view
        if not on or view is None or not view.tricks:
            self.scene.show_last_trick(None)
            return
        trick = view.tricks[-1]
        caption = self.tr("Last trick: %1").replace("%1", events.taker(trick, self.names(), self.seat))
        self.scene.show_last_trick(trick, caption)

    # ------------------------------------------------------------------ the coach
    def ask_hint(self) -> None:
        view = self.view
        if view is None or view.to_move != self.seat or not view.legal or self._hint_asked is not None:
            return
        self._hint_asked = view
        self.coach.run(HINT_REQUEST, hint_job, (view, 0, HINT_SECONDS))

    def _on_answer(self, request: int, answer) -> None:
        if request == HINT_REQUEST:
            self._on_hint(answer)
        else:
            self._on_review(request - REVIEW_REQUESTS, answer)

    def _show_review(self) -> None:
        """"Review my play" once the game is over: the deals to choose from, and the button."""
        deals = len(self.record["deals"]) if self.record is not None and self.seat is not None else 0
        chosen = self.review_deal.currentIndex()
        self.review_deal.clear()
        for index in range(deals):
            self.review_deal.addItem(self.tr("Deal %1").replace("%1", num(index + 1)), index)
        if deals:
            self.review_deal.setCurrentIndex(chosen if 0 <= chosen < deals else deals - 1)
        self.review_deal.setVisible(bool(deals))
        self.review_button.setVisible(bool(deals))
        self.review_button.setEnabled(self._reviewing is None)
        # the solo game's words for its own "Review my play"
        busy = self._reviewing is not None
        self.review_button.setText(translate("MainWindow", "Looking at every decision…") if busy
                                   else translate("MainWindow", "Review my play"))

    def review_my_play(self) -> None:
        """Ask this computer what each of my decisions in the chosen deal cost (the solo game's
        coach, on the finished game's record); shown in the coach's window."""
        index = self.review_deal.currentData()
        if self.record is None or self.seat is None or index is None or self._reviewing is not None:
            return
        self._reviewing = index
        self._show_review()
        self.coach.run(REVIEW_REQUESTS + index, coach_job, (self.record, index, self.seat))

    def _on_review(self, index: int, analysis) -> None:
        self._reviewing = None
        self._show_review()
        if analysis is None:
            self.statusBar().showMessage(translate("MainWindow", "No review could be made of this deal"), 8000)
            return
        dialog = CoachDialog(self.names(), analysis, self.seat, self, deal_number=index + 1)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.coach_dialog = dialog
        dialog.open()

    def _on_hint(self, answer) -> None:
        asked, self._hint_asked = self._hint_asked, None
        if answer is None or asked is None or asked != self.view:  # for a position that is gone
            return
        text = hint_sentence(asked, answer, list(asked.players), self.seat)
        self.statusBar().showMessage(self.tr("Hint: %1").replace("%1", text), 10000)

    # ------------------------------------------------------------------ the player's moves
    def _act_if_legal(self, action: Action) -> bool:
        view = self.view
        if view is None or view.to_move != self.seat or action not in view.legal:
            return False
        self.session.act(action)
        return True

    def _on_card(self, card: Card) -> None:
        """A double-click on a card of the hand: play it (asking first when it could be a meld), lay
        it aside, or give it to the next opponent who has none yet."""
        view = self.view
        if view is not None and Action("meld", None, card) in view.legal:
            self.scene.refuse(card)
            self.bar.ask_meld(card, view)
            return
        given = {to for to, _ in view.gives} if view is not None else set()
        gives = [a for a in (view.legal if view is not None else ()) if a.kind == "give" and a.card == card
                 and a.value not in given]
        choices = [Action("play", None, card), Action("discard", None, card), *gives[:1]]
        if not any(self._act_if_legal(action) for action in choices):
            self.scene.refuse(card)

    def _on_drop(self, card: Card, target: str, seat: int) -> None:
        """A card dragged onto the table is played (or laid aside); onto a name, given to that seat."""
        if target == "seat":
            if not self._act_if_legal(Action("give", seat, card)):
                self.scene.refuse(card)
        elif target == "table":
            self._on_card(card)
        else:
            self.scene.refuse(card)

    def _hand_over(self) -> None:
        view = self.view
        if view is not None and view.to_move is not None and self.away_mover() is not None:
            self.session.substitute(view.to_move)

    def _send_chat(self) -> None:
        self.session.chat(self.chat_edit.text())
        self.chat_edit.clear()

    def save_record(self, path: Optional[str] = None) -> None:
        """Save the finished game's RECORD.md record, as a local game's is saved."""
        if self.record is None:
            return
        if not path:
            path, _ = QFileDialog.getSaveFileName(self, self.tr("Save game record"),
                                                  str(storage.saves_dir() / "tysiac-game.json"),
                                                  self.tr("Game records (*.json)"))
        if path:
            try:
                storage.export_record(path, load_game(self.record))
            except storage.RecordFileError as exc:
                QMessageBox.warning(self, self.tr("Save game record"), record_error_text(exc))

    def closeEvent(self, event) -> None:
        self.coach.shutdown()
        self.session.close()
        super().closeEvent(event)
