"""The table panel of a network table, docked beside the main window's table: who sits where and
who is away, the invitation to copy, starting the game, letting the computer play for an away
player, the chat, and after the game "Review my play" for any deal.  Everything it shows comes
from the :class:`~.controller.NetworkController`; its buttons call it."""
from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (QApplication, QComboBox, QHBoxLayout, QLabel, QLineEdit, QListWidget,
                               QPushButton, QVBoxLayout, QWidget)

from tysiac_engine.net import protocol as P

from ..wording import network as says
from ..wording.words import num, translate
from .controller import ChatEntry, NetworkController


class NetworkPanel(QWidget):
    """The network table's own part of the window (see the module's docstring)."""

    review_requested = Signal(int)  # deal index: the coach on this seat's play in that deal
    # what changed at the table, for a screen reader that does not watch the panel (a chat line,
    # someone joining, leaving or going away, the invitation copied)
    told = Signal(str)

    def __init__(self, controller: NetworkController, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.setObjectName("NetworkPanel")
        self.controller = controller
        self._seat_lines: list[str] = []  # as last shown: a changed line is told
        self.invitation = QLabel()
        self.invitation.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.invitation.setWordWrap(True)
        self.copy_button = QPushButton()
        self.try_button = QPushButton()  # reconnecting: try now rather than after the pause
        self.try_button.setObjectName("try-now")
        self.seats_title = QLabel()
        self.seats_title.setObjectName("Title")
        self.seats = QListWidget()
        self.start_button = QPushButton()
        self.start_button.setObjectName("start-table")
        self.hand_button = QPushButton()
        self.chat_title = QLabel()
        self.chat_title.setObjectName("Title")
        self.chat_log = QListWidget()
        self.chat_log.setWordWrap(True)
        self.chat_edit = QLineEdit()
        self.chat_edit.setMaxLength(P.MAX_CHAT_LENGTH)
        self.review_deal = QComboBox()
        self.review_button = QPushButton()
        self.review_button.setObjectName("review-my-play")
        layout = QVBoxLayout(self)
        for widget in (self.invitation, self.copy_button, self.try_button, self.seats_title, self.seats,
                       self.start_button, self.hand_button, self.chat_title):
            layout.addWidget(widget)
        layout.addWidget(self.chat_log, 1)
        layout.addWidget(self.chat_edit)
        review = QHBoxLayout()
        review.addWidget(self.review_deal, 1)
        review.addWidget(self.review_button)
        layout.addLayout(review)
        self.copy_button.clicked.connect(self._copy_invitation)
        self.try_button.clicked.connect(controller.try_now)
        self.start_button.clicked.connect(controller.start)
        self.hand_button.clicked.connect(self._hand_over)
        self.chat_edit.returnPressed.connect(self._send_chat)
        self.review_button.clicked.connect(self._review)
        controller.table_changed.connect(self.refresh)
        controller.state_changed.connect(lambda *_: self._show_hand_over())  # whose turn: a move, not the seats
        controller.chat_received.connect(self._add_chat)
        controller.chat_received.connect(lambda entry: self.told.emit(self._chat_text(entry)))
        controller.chat_replaced.connect(self._show_chat)
        self.retranslate()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.copy_button.setText(translate("NetworkTable", "Copy invitation"))
        self.try_button.setText(translate("NetworkTable", "Try now"))
        self.seats_title.setText(translate("NetworkTable", "At the table"))
        self.seats.setAccessibleName(translate("NetworkTable", "At the table"))
        self.start_button.setText(translate("NetworkTable", "Start the game"))
        self.chat_title.setText(translate("NetworkTable", "Chat"))
        self.chat_log.setAccessibleName(translate("NetworkTable", "Chat"))
        self.chat_edit.setPlaceholderText(translate("NetworkTable", "Message to the table"))
        self.chat_edit.setAccessibleName(translate("NetworkTable", "Message to the table"))
        self.review_deal.setAccessibleName(translate("NetworkTable", "Deal to review"))
        self.review_button.setText(translate("MainWindow", "Review my play"))  # the solo game's words
        self._show_chat()
        self._seat_lines = []  # a new language changes every line: nothing to tell
        self.refresh()

    def _show_chat(self) -> None:
        self.chat_log.clear()
        for entry in self.controller.chat:
            self._add_chat(entry)

    def refresh(self) -> None:
        c = self.controller
        invited = c.invitation
        self.invitation.setText(says.invitation_line(invited.text) if invited is not None else "")
        self.invitation.setVisible(invited is not None)
        self.copy_button.setVisible(invited is not None)
        self.try_button.setVisible(c.connection == "reconnecting")
        names = c.names()
        self.seats.clear()
        lines = []
        if c.table is not None:
            for seat, state in enumerate(c.table.seats):
                name = names[seat] if seat < len(names) and names[seat] else (state.name or "")
                lines.append(says.seat_line(name, state.kind, state.name is not None, state.connected,
                                            state.substitute is not None))
        self.seats.addItems(lines)
        if len(lines) == len(self._seat_lines):  # the same table, in the same language: what changed
            for old, new in zip(self._seat_lines, lines):
                if old != new:
                    self.told.emit(new)
        self._seat_lines = lines
        rows = max(2, self.seats.count())
        self.seats.setFixedHeight(rows * max(1, self.seats.sizeHintForRow(0)) + 2 * self.seats.frameWidth() + 4)
        self.start_button.setVisible(c.is_host and not c.started())
        self.start_button.setEnabled(c.everyone_seated() and c.connection == "connected")
        self._show_hand_over()
        self._show_review()

    def _show_hand_over(self) -> None:
        """"Let the computer play for Bolek": the host's, while the player to move is away; it may be
        pressed once the countdown everyone sees is over."""
        c = self.controller
        away = c.away_mover()
        self.hand_button.setVisible(c.is_host and c.started() and away is not None)
        if away is not None:
            self.hand_button.setText(translate("NetworkTable", "Let the computer play for %1")
                                     .replace("%1", c.names()[away]))
            self.hand_button.setEnabled(not c.hand_over_in(away))

    def tick(self) -> None:
        """A second passed: the hand-over button comes once the away player's countdown is over."""
        self._show_hand_over()

    def _add_chat(self, entry: ChatEntry) -> None:
        self.chat_log.addItem(self._chat_text(entry))
        self.chat_log.scrollToBottom()

    @staticmethod
    def _chat_text(entry: ChatEntry) -> str:
        return says.chat_line(entry.name, entry.text) if entry.seat is not None else entry.text

    def _copy_invitation(self) -> None:
        """The invitation alone: pasted into a friend's Join dialog it fills every field."""
        if self.controller.invitation is not None:
            QApplication.clipboard().setText(self.controller.invitation.text)
            self.told.emit(translate("NetworkTable", "The invitation was copied."))

    def _send_chat(self) -> None:
        if self.controller.send_chat(self.chat_edit.text()):
            self.chat_edit.clear()

    def _hand_over(self) -> None:
        seat = self.controller.away_mover()
        if seat is not None:
            self.controller.substitute(seat)

    # ------------------------------------------------------------------ "Review my play" after the game
    def _show_review(self) -> None:
        """Once the game is over (its record makes every card public): the deals to choose from."""
        record = self.controller.record
        deals = len(record.get("deals", ())) if record is not None and self.controller.seat is not None else 0
        if self.review_deal.count() != deals:
            self.review_deal.clear()
            for index in range(deals):
                self.review_deal.addItem(translate("NetworkTable", "Deal %1").replace("%1", num(index + 1)), index)
            self.review_deal.setCurrentIndex(deals - 1)
        self.review_deal.setVisible(bool(deals))
        self.review_button.setVisible(bool(deals))

    def _review(self) -> None:
        index = self.review_deal.currentData()
        if index is not None:
            self.review_requested.emit(index)
