"""The coach: "Review my play" after a deal — the biggest mistakes first, then every decision
in order with the cards on the table, the best move with every card known, the search's
choice with the player's own cards, and what the choice cost."""
from __future__ import annotations

from typing import Any, Optional, Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView, QDialog, QDialogButtonBox, QHeaderView, QLabel, QTableWidget,
    QTableWidgetItem, QVBoxLayout, QWidget,
)

from .. import palette
from ..wording import coach
from ..wording.cards import in_words
from ..wording.words import Person, num
from .common import muted, resize_within, serif_font


# the title: whose play, said to the person at the screen or of a named player (words.Person)
TITLE = (QT_TRANSLATE_NOOP("CoachDialog", "Your play"), QT_TRANSLATE_NOOP("CoachDialog", "{name}'s play"))
TITLE_IN_DEAL = (QT_TRANSLATE_NOOP("CoachDialog", "Your play in deal {number}"),
                 QT_TRANSLATE_NOOP("CoachDialog", "{name}'s play in deal {number}"))


class ShareTable(QTableWidget):
    """Columns share the width in fixed proportions and words wrap: nothing is cut at any size."""

    SHARES = (0.24, 0.21, 0.21, 0.21, 0.13)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        width = self.viewport().width()
        # the last column (a cost, "129 points") is never narrower than its longest text
        last = len(self.SHARES) - 1
        texts = [self.item(row, last).text() for row in range(self.rowCount()) if self.item(row, last)]
        needed = max((self.fontMetrics().horizontalAdvance(t) for t in texts), default=0) + 16
        last_width = min(max(int(width * self.SHARES[last]), needed), width // 3)
        rest = (width - last_width) / (1 - self.SHARES[last])
        for col, share in enumerate(self.SHARES[:last]):
            self.setColumnWidth(col, int(rest * share))
        self.setColumnWidth(last, last_width)
        self.resizeRowsToContents()


class CoachDialog(QDialog):
    """Shows one ``DealAnalysis`` of seat ``seat`` (``names``: every seat's name)."""

    COLUMNS = len(ShareTable.SHARES)

    def __init__(self, names: Sequence[str], analysis: Any, you: Optional[int],
                 parent: Optional[QWidget] = None, *, deal_number: Optional[int] = None) -> None:
        super().__init__(parent)
        self.analysis = analysis
        player = Person.of(analysis.seat, names, you)
        title = player.say("CoachDialog", TITLE_IN_DEAL if deal_number else TITLE, number=num(deal_number or 0))
        self.setWindowTitle(self.tr("Review of the play"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 20, 24, 16)
        layout.setSpacing(10)

        self.title_label = QLabel(title)
        self.title_label.setFont(serif_font(15, bold=True))
        self.title_label.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.title_label)
        self.summary_label = QLabel(coach.summary(analysis))
        self.summary_label.setWordWrap(True)
        self.summary_label.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.summary_label)

        self.mistake_lines = coach.mistakes(analysis, names, you)
        self.mistakes_label = QLabel("\n".join(f"• {line}" for line in self.mistake_lines))
        self.mistakes_label.setWordWrap(True)
        self.mistakes_label.setTextFormat(Qt.TextFormat.PlainText)
        self.mistakes_label.setVisible(bool(self.mistake_lines))
        self.mistakes_label.setFont(serif_font(12, bold=True))
        layout.addWidget(self.mistakes_label)

        self.lines = [coach.decision_line(r, names, you) for r in analysis.decisions]
        self.table = self._table(self.lines)
        self.table.setVisible(bool(self.lines))
        layout.addWidget(self.table, 1)
        note = QLabel(self.tr("Costs are score points against your rivals, judged with every card known; "
                              "the search's choice is what the computer would play with only your cards."))
        note.setWordWrap(True)
        muted(note, small=True)
        layout.addWidget(note)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("Close"))
        layout.addWidget(buttons)
        resize_within(self, 940, 620)

    def _table(self, lines: list[coach.DecisionLine]) -> QTableWidget:
        table = ShareTable(len(lines), self.COLUMNS)
        table.setHorizontalHeaderLabels([self.tr("When"), self.tr("You chose"), self.tr("Best move\n(all cards known)"),
                                         self.tr("Computer\n(your cards only)"), self.tr("Cost")])
        table.verticalHeader().hide()
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        # a list to read, not to edit: a Tab stop whose cells the arrows walk for a screen reader
        table.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        table.setAccessibleName(self.tr("Decisions"))
        table.setWordWrap(True)  # a narrow window wraps "when" rather than cutting it
        table.setTextElideMode(Qt.TextElideMode.ElideNone)
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        warn = QBrush(QColor(palette.current().error))
        for row, line in enumerate(lines):
            texts = (line.situation, line.chosen, line.open_best, line.search_best, line.cost)
            for col, text in enumerate(texts):
                # a cost is one piece: "129 points", never "129" over "points"
                item = QTableWidgetItem(text.replace(" ", "\u00a0") if col == 4 else text)
                meaning = coach.same_as_chosen() if text == coach.BEST else text  # "✓" said as what it means
                item.setToolTip(meaning)
                item.setData(Qt.ItemDataRole.AccessibleTextRole, in_words(meaning))  # "queen of hearts", not "Q♥"
                if text == coach.BEST:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if col == 4:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if line.mistake and col in (1, 4):
                    item.setForeground(warn)
                table.setItem(row, col, item)
        return table
