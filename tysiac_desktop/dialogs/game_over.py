"""The end of a game: the winner (or a draw), final scores, and what to do next."""
from __future__ import annotations

from html import escape
from typing import Optional, Sequence, Union

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, Signal
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QFrame, QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget,
)

from .common import muted, paper_frame, serif_font

from ..wording.words import Person, num

Winner = Union[int, str, None]  # seat, "draw" or None (as tysiac_engine.Game.winner)
WON = (QT_TRANSLATE_NOOP("GameOverDialog", "You won!"), QT_TRANSLATE_NOOP("GameOverDialog", "{name} won!"))


class GameOverDialog(QDialog):
    """After the dialog closes, :attr:`choice` is PLAY_AGAIN, NEW_GAME or CLOSE."""

    PLAY_AGAIN = "play_again"
    NEW_GAME = "new_game"
    CLOSE = "close"
    chosen = Signal(str)

    def __init__(self, players: Sequence[str], scores: Sequence[int], winner: Winner,
                 parent: Optional[QWidget] = None, you: Optional[int] = None) -> None:
        super().__init__(parent)
        self.players, self.scores, self.winner = list(players), list(scores), winner
        self.you = you  # the seat addressed as "you" (GameController.you())
        self.choice = self.CLOSE
        self.setWindowTitle(self.tr("Game over"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(28, 24, 28, 18)
        layout.setSpacing(14)
        self.headline = QLabel(self._headline())
        self.headline.setFont(serif_font(20, bold=True))
        self.headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.headline.setWordWrap(True)
        self.headline.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.headline)
        self.subline = QLabel(self._subline())
        self.subline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        muted(self.subline)
        self.subline.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.subline)
        layout.addWidget(self._standings())
        buttons = QDialogButtonBox()
        self.again_button = self._button(buttons, self.tr("Play again"), self.PLAY_AGAIN,
                                         QDialogButtonBox.ButtonRole.AcceptRole)
        self.new_button = self._button(buttons, self.tr("New game…"), self.NEW_GAME,
                                       QDialogButtonBox.ButtonRole.ActionRole)
        self.close_button = self._button(buttons, self.tr("Close"), self.CLOSE,
                                         QDialogButtonBox.ButtonRole.RejectRole)
        self.again_button.setDefault(True)
        layout.addWidget(buttons)

    def _button(self, box: QDialogButtonBox, text: str, choice: str,
                role: QDialogButtonBox.ButtonRole) -> QPushButton:
        button = box.addButton(text, role)
        button.clicked.connect(lambda: self.choose(choice))
        return button

    def choose(self, choice: str) -> None:
        """Record the choice and close (accepted unless CLOSE)."""
        self.choice = choice
        self.chosen.emit(choice)
        self.done(QDialog.DialogCode.Rejected if choice == self.CLOSE else QDialog.DialogCode.Accepted)

    def spoken(self) -> str:
        """The game's end as a screen reader says it: who won, with how many points."""
        return " ".join(filter(None, (self.headline.text(), self.subline.text())))

    def reject(self) -> None:
        """Escape or the window's close button goes on as the default button does (Play again):
        no key leaves the player at a finished table without a word."""
        self.choose(self.PLAY_AGAIN)

    def _leaders(self) -> list[int]:
        best = max(self.scores)
        return [s for s, v in enumerate(self.scores) if v == best]

    def _headline(self) -> str:
        if isinstance(self.winner, int):
            return Person.of(self.winner, self.players, self.you).say("GameOverDialog", WON)
        if self.winner == "draw":
            return self.tr("A draw!")
        return self.tr("Game over")

    def _subline(self) -> str:
        if isinstance(self.winner, int):
            return self.tr("with %Ln points", "", self.scores[self.winner])  # %Ln: in the user's locale
        if self.winner == "draw":
            names = ", ".join(self.players[s] for s in self._leaders())
            return self.tr("Level at the top: {names}").format(names=names)
        return ""

    def _standings(self) -> QFrame:
        frame = paper_frame("standings")
        frame.setMinimumWidth(380)
        grid = QGridLayout(frame)
        grid.setContentsMargins(20, 12, 20, 12)
        grid.setHorizontalSpacing(20)
        grid.setVerticalSpacing(8)
        order = sorted(range(len(self.players)), key=lambda s: -self.scores[s])
        winners = {self.winner} if isinstance(self.winner, int) else set(self._leaders()) if self.winner else set()
        self.rows: list[tuple[QLabel, QLabel, QLabel]] = []
        for row, seat in enumerate(order):
            place = sum(1 for v in self.scores if v > self.scores[seat]) + 1
            top = seat in winners
            cells = (QLabel(self.tr("{place}.").format(place=num(place))),
                     QLabel(f"<b>{escape(self.players[seat])}</b>" if top else escape(self.players[seat])),
                     QLabel(f"<b>{num(self.scores[seat])}</b>" if top else num(self.scores[seat])))
            for col, cell in enumerate(cells):
                cell.setTextFormat(Qt.TextFormat.RichText)
                cell.setFont(serif_font(13))
                cell.setAlignment((Qt.AlignmentFlag.AlignLeft if col == 1 else Qt.AlignmentFlag.AlignRight)
                                  | Qt.AlignmentFlag.AlignVCenter)
                grid.addWidget(cell, row, col)
            self.rows.append(cells)
        grid.setColumnStretch(1, 1)
        return frame
