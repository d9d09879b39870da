"""The end of a deal and of a game in the window: the deal's summary (with the open-hand review
and the coach's "Review my play"), the statistics recorded, the game-over dialog and what comes
after it.  The texts keep the window's translation context."""
from __future__ import annotations

from typing import Any, Optional

import shiboken6
from html import escape

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMainWindow, QPushButton, QWidget

from tysiac_engine.scoring import DealResult

from .dialogs import DealSummaryDialog, GameOverDialog
from .dialogs.coach import CoachDialog
from .dialogs.common import dismiss
from .wording.file_problems import statistics_write_text
from .wording.hints import review_sentence
from .wording.words import translate


class DealEnd(QObject):
    """Follows the controller's ``deal_finished``, ``game_over``, ``review_ready`` and ``coach_ready``."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.summary: Optional[DealSummaryDialog] = None  # the open summary of the deal just finished
        self.game_over_dialog: Optional[GameOverDialog] = None  # the game's end, shown or about to be
        self.coach_dialog: Optional[CoachDialog] = None
        self._reviews: dict[int, tuple[QPushButton, QLabel]] = {}
        self._coaching: dict[tuple[int, int], tuple[QPushButton, str, int]] = {}  # (deal, seat) asked

    @property
    def controller(self):
        """The window's table controller now (a network table's or the local game's)."""
        return self.window.controller

    def follow(self, controller) -> list:
        """Listen to ``controller`` (the window's, each time it changes); returns the connections."""
        return [controller.deal_finished.connect(self.on_deal_finished),
                controller.game_over.connect(self.on_game_over),
                controller.review_ready.connect(self._on_review),
                controller.coach_ready.connect(self._on_coach)]

    def record_statistics(self) -> None:
        store = self.window.statistics
        if store is None:
            return
        text = statistics_write_text(lambda: self.controller.record_statistics(store), store)
        if text:  # the deals are kept and written with the next one
            self.window.tell(text)

    def on_deal_finished(self, result: DealResult) -> None:
        self.record_statistics()
        standing = self.controller.standing()
        if standing is None or standing.is_over:
            return
        self.close_summary()
        index = standing.deals - 1
        dialog = DealSummaryDialog(self.window.names(), result, self.window, rules=standing.rules,
                                   deal_number=len(standing.results), redeal_reason=standing.redeal_reason,
                                   you=self.controller.you())
        outcome = result.outcome
        if outcome.played and outcome.declarer is not None and outcome.contract is not None:
            dialog.add_widget(self.review_button(index))
        if not outcome.redeal:
            dialog.add_widget(self.coach_buttons(index, len(standing.results)))
        dialog.accepted.connect(self._next_deal)
        self.summary = dialog
        QTimer.singleShot(max(300, 2 * self.window.scene.speed_ms), dialog, lambda: self._open(dialog))

    def _open(self, dialog) -> None:
        """Open a deal's or the game's end (not if it went meanwhile) and say what it says."""
        if not shiboken6.isValid(dialog) or dialog not in (self.summary, self.game_over_dialog):
            return
        dialog.open()
        self.window.announcer.announce(dialog.spoken())

    def review_button(self, index: int) -> QWidget:
        """"What could the declarer make?": the open-hand analysis, asked of the worker on demand."""
        box = QWidget()
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        button = QPushButton(translate("MainWindow", "What could the declarer make?"))
        answer = QLabel()
        answer.setWordWrap(True)
        row.addWidget(button)
        row.addWidget(answer, 1)

        def analyse() -> None:
            button.setEnabled(False)
            answer.setText(translate("MainWindow", "Looking at every card…"))
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
            answer.setText(translate("MainWindow", "No analysis is available for this deal."))
            self.window.announcer.announce(answer.text())
            return
        answer.setText(review_sentence(review, self.window.names(), self.controller.you()))
        self.window.announcer.announce(answer.text())

    def coach_buttons(self, index: int, deal_number: int) -> QWidget:
        """"Review my play" (one per human in hot-seat: "Review Ala's play"): what each decision
        cost, asked of the worker on demand and shown in the coach's window."""
        box = QWidget()
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        you = self.controller.you()
        names = self.window.names()
        for seat in self.controller.reviewable_seats():
            text = translate("MainWindow", "Review my play") if seat == you else \
                translate("MainWindow", "Review %1's play").replace("%1", names[seat])
            button = QPushButton(text)
            button.setObjectName(f"coach-{seat}")
            button.clicked.connect(lambda _=False, seat=seat, button=button, text=text:
                                   self.ask_coach(index, seat, button, text, deal_number))
            row.addWidget(button)
        row.addStretch(1)
        return box

    def ask_coach(self, index: int, seat: int, button: QPushButton, text: str, deal_number: int) -> None:
        """What each decision of ``seat`` in deal ``index`` cost, asked of the worker; ``button``
        says it is busy, then opens the coach's window (or says no review could be made)."""
        button.setEnabled(False)
        button.setText(translate("MainWindow", "Looking at every decision…"))
        self._coaching[(index, seat)] = (button, text, deal_number)
        if not self.controller.request_coach(index, seat):
            self._on_coach(index, seat, None)

    def _on_coach(self, index: int, seat: int, analysis: Any) -> None:
        button, text, deal_number = self._coaching.pop((index, seat), (None, "", 0))
        if button is None or not shiboken6.isValid(button):
            return
        if analysis is None:  # said on the button, where the player looks
            button.setText(translate("MainWindow", "No review could be made of this deal"))
            self.window.announcer.announce(button.text())
            return
        button.setEnabled(True)
        button.setText(text)
        dialog = CoachDialog(self.window.names(), analysis, self.controller.you(), button.window(),
                             deal_number=deal_number)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.coach_dialog = dialog
        dialog.open()
        self.window.announcer.announce(dialog.summary_label.text())

    def close_summary(self) -> None:
        if self.summary is not None:
            dismiss(self.summary)
            self.summary = None

    def forget(self) -> None:
        """A new game: nothing of the old one's end stays or comes later (its summary, its game-over
        dialog even before it opened, a coach's window, answers still being worked out)."""
        self.close_summary()
        for dialog in (self.game_over_dialog, self.coach_dialog):
            if dialog is not None and shiboken6.isValid(dialog):
                dismiss(dialog)
        self.game_over_dialog = self.coach_dialog = None
        self._drop_requests()

    def _drop_requests(self) -> None:
        # one gesture, one action: a review or a coach's answer asked before the next deal (in
        # hot-seat by another player) is not shown after it
        self._reviews.clear()
        self._coaching.clear()

    def _next_deal(self) -> None:
        self.summary = None
        self._drop_requests()
        self.window.activateWindow()  # the keys go to the table again, the hand of the next deal
        self.window.table.setFocus(Qt.FocusReason.OtherFocusReason)
        self.controller.next_deal()

    def on_game_over(self, winner) -> None:
        self.record_statistics()
        standing = self.controller.standing()
        if standing is None:
            return
        dialog = GameOverDialog(self.window.names(), standing.scores, winner, self.window, you=self.controller.you())
        dialog.again_button.setVisible(not self.controller.remote)  # a network table's next game is a new table
        dialog.chosen.connect(self._after_game)
        self.game_over_dialog = dialog
        QTimer.singleShot(max(300, 2 * self.window.scene.speed_ms), dialog, lambda: self._open(dialog))

    def game_over_text(self) -> str:
        """What the bar says once the game is over and its dialog closed: how to go on."""
        keys = QKeySequence(QKeySequence.StandardKey.New).toString(QKeySequence.SequenceFormat.NativeText)
        return translate("MainWindow", "The game is over. A new game: Game → New game (%1).").replace("%1", keys)

    def _after_game(self, choice: str) -> None:
        if choice == GameOverDialog.CLOSE:
            self.window.bar.show_message(escape(self.game_over_text()))
            self.window.announcer.announce(self.game_over_text())
        if choice == GameOverDialog.PLAY_AGAIN and self.window.session.last_setup is not None:
            self.window.session.start_game(self.window.session.last_setup.model_copy(update={"seed": None}))
        elif choice in (GameOverDialog.NEW_GAME, GameOverDialog.PLAY_AGAIN):
            self.window.session.ask_new_game()
