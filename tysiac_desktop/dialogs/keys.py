"""Help → Keyboard: every action by its key."""
from __future__ import annotations

from html import escape
from typing import Optional

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QFrame, QGridLayout, QLabel, QScrollArea, QVBoxLayout,
                               QWidget)

from .common import room_for


def key_name(letter: str) -> str:
    return QKeySequence(letter).toString(QKeySequence.SequenceFormat.NativeText)


class KeysDialog(QDialog):
    """Help → Keyboard: every action by its key."""

    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Keyboard"))
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 16)
        self.content = QWidget()
        layout = QVBoxLayout(self.content)
        layout.setContentsMargins(22, 20, 22, 8)
        intro = QLabel(self.tr("Everything can be done with the keyboard:"))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        grid = QGridLayout()
        grid.setHorizontalSpacing(18)
        grid.setVerticalSpacing(6)
        rows = [
            (self.tr("Left, Right, Home, End"), self.tr("choose a card of your hand (and of your face-up piles)")),
            (self.tr("Enter or Space"), self.tr("play the chosen card; give it or lay it aside after the musik")),
            (self.tr("Tab, Shift+Tab"), self.tr("go to the buttons under the table (bids, contract, musik), "
                                                "the log and the rules in force, and back; Enter or Space "
                                                "presses a button or opens the rules")),
            (self.tr("Up, Down"), self.tr("in a list of bids or contracts: choose the value")),
            (self.tr("Arrows, Home, End"), self.tr("in the score sheet or a table of the statistics: walk the "
                                                   "cells; on the score chart: step from deal to deal")),
            (self.tr("Enter or Space, or a click"), self.tr("take a completed trick off the table at once")),
            (QKeySequence("L").toString(QKeySequence.SequenceFormat.NativeText),
             self.tr("show the last trick (again to hide it)")),
            (QKeySequence("H").toString(QKeySequence.SequenceFormat.NativeText), self.tr("ask for a hint")),
            (key_name("C"), self.tr("say my cards, suit by suit (and which may be played)")),
            (key_name("T"), self.tr("say the cards of the trick on the table, and whose turn it is")),
            (key_name("S"), self.tr("say the scores")),
            (key_name("B"), self.tr("say the highest bid or the contract, who plays it, and the trump")),
            (key_name("W"), self.tr("say what has been taken so far")),
            (QKeySequence(QKeySequence.StandardKey.New).toString(QKeySequence.SequenceFormat.NativeText),
             self.tr("a new game")),
            (QKeySequence(QKeySequence.StandardKey.Open).toString(QKeySequence.SequenceFormat.NativeText),
             self.tr("open a game record")),
            (QKeySequence(QKeySequence.StandardKey.Save).toString(QKeySequence.SequenceFormat.NativeText),
             self.tr("save the game record")),
            (QKeySequence(QKeySequence.StandardKey.HelpContents).toString(QKeySequence.SequenceFormat.NativeText),
             self.tr("the rules")),
            (self.tr("Alt + underlined letter"), self.tr("open a menu, or choose in a dialog")),
            (self.tr("Esc"), self.tr("cancel a question of the bar; close a dialog (the deal's summary: on to "
                                     "the next deal)")),
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
        self.scroll = QScrollArea()  # a large font: the rows scroll, none is cut
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.scroll.setWidget(self.content)
        outer.addWidget(self.scroll, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.setContentsMargins(22, 0, 22, 0)
        outer.addWidget(buttons)
        self.buttons = buttons
        self.setMinimumWidth(520)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        room = room_for(self)
        width = min(max(self.width(), 640), room.width())
        inner = self.content.layout()
        needed = (inner.heightForWidth(width) if inner.hasHeightForWidth() else self.content.sizeHint().height()) \
            + self.buttons.sizeHint().height() + 24
        self.resize(width, min(needed, room.height()))
