"""Help → Keyboard: every action by its key."""
from __future__ import annotations

from html import escape
from typing import Optional

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QGridLayout, QLabel, QVBoxLayout, QWidget

from .common import room_for


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
