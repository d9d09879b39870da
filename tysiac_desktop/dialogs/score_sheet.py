"""The paper score sheet: every deal's contract and running scores, totals at the bottom."""
from __future__ import annotations

from typing import Optional, Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPen, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView, QDialog, QDialogButtonBox, QFrame, QHeaderView, QLabel, QTableView,
    QVBoxLayout, QWidget,
)

from tysiac_engine import DealResult, Rules

from .common import INK, MARGIN, MUTED, PAPER, RULE, color, resize_within, serif_font
from .sheet_model import FIXED_COLUMNS, SheetDelegate, SheetModel

ROW_HEIGHT = 34
NUMBER_WIDTH, CONTRACT_WIDTH = 54, 180


class PaperTable(QTableView):
    """A table on ruled paper: the ruling and the red margin continue below the last row."""

    def __init__(self, model: SheetModel, delegate: SheetDelegate, ruled: bool = True) -> None:
        super().__init__()
        self.ruled = ruled
        self.setModel(model)
        self.setItemDelegate(delegate)
        self.setShowGrid(False)
        self.setWordWrap(False)
        self.setMouseTracking(True)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        # a Tab stop: the arrows walk the cells for a screen reader (SheetModel's spoken texts)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.verticalHeader().hide()
        self.verticalHeader().setDefaultSectionSize(ROW_HEIGHT)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)

    def paintEvent(self, event: QPaintEvent) -> None:
        port = self.viewport()
        painter = QPainter(port)
        painter.fillRect(port.rect(), color(PAPER))
        if self.ruled:  # the same lines SheetDelegate draws, continued over the empty part
            rows = self.model().rowCount()
            height = self.verticalHeader().defaultSectionSize()
            top = self.rowViewportPosition(0) if rows else 0
            painter.setPen(QPen(color(RULE), 1))
            y = top + height - 1
            while y < port.height():
                painter.drawLine(0, y, port.width(), y)
                y += height
            right = self.columnViewportPosition(0) + self.columnWidth(0) - 1
            painter.setPen(QPen(color(MARGIN), 1))
            for x in (right - 3, right - 1):
                painter.drawLine(x, 0, x, port.height())
        painter.end()
        super().paintEvent(event)


class ScoreSheet(QWidget):
    """A paper-like sheet of ``results``; call :meth:`set_results` after every deal."""

    def __init__(self, players: Sequence[str], results: Sequence[DealResult] = (),
                 start_scores: Optional[Sequence[int]] = None, parent: Optional[QWidget] = None, *,
                 rules: Optional[Rules] = None, you: Optional[int] = None) -> None:
        super().__init__(parent)
        self.players = list(players)
        self.rules = rules
        self.model = SheetModel(players, you=you)
        self.totals_model = SheetModel(players, totals=True, you=you)
        paper = QFrame(self)
        paper.setObjectName("paper")
        paper.setStyleSheet(
            f"#paper {{ background: {PAPER}; border: 1px solid #d9cfb4; border-radius: 4px; }}"
            f" QTableView {{ color: {INK}; border: none; }}"
            f" QHeaderView::section {{ background: {PAPER}; color: {INK}; border: none;"
            f" border-bottom: 2px solid {RULE}; padding: 6px 10px; }}"
            f" QLabel {{ color: {MUTED}; background: transparent; }}")
        self.view = PaperTable(self.model, SheetDelegate(self))
        header = self.view.horizontalHeader()
        header.setFont(serif_font(12, bold=True))
        header.setMinimumSectionSize(60)
        header.setTextElideMode(Qt.TextElideMode.ElideRight)  # long names: "Maksymil…"
        self.footer = PaperTable(self.totals_model, SheetDelegate(self, totals=True), ruled=False)
        self.footer.horizontalHeader().hide()
        self.footer.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.footer.setFixedHeight(ROW_HEIGHT + 6)
        self.footer.verticalHeader().setDefaultSectionSize(ROW_HEIGHT + 6)
        header.sectionResized.connect(lambda i, _old, new: self.footer.setColumnWidth(i, new))
        self.view.setAccessibleName(self.tr("Score sheet"))
        self.footer.setAccessibleName(self.tr("Totals"))
        self.title = QLabel(self.tr("Score sheet"))
        self.title.setFont(serif_font(15, bold=True))
        self.title.setStyleSheet(f"color: {INK};")
        self.legend = QLabel(self.tr("✓ made · ✗ failed · ✹ bomb · ⊘ bolt (no trick) · "
                                     "⛁ barrel (attempt) · ↺ 555 reset · small numbers: the deal's change"))
        self.legend.setWordWrap(True)
        self.legend.setFont(serif_font(9))
        self.sitter_legend = QLabel(self.tr("Grey scores: the dealer sat that deal out."))
        self.sitter_legend.setFont(serif_font(9))
        inner = QVBoxLayout(paper)
        inner.setContentsMargins(18, 14, 18, 12)
        inner.setSpacing(8)
        inner.addWidget(self.title)
        inner.addWidget(self.view, 1)
        inner.addWidget(self.footer)
        inner.addWidget(self.legend)
        inner.addWidget(self.sitter_legend)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(paper)
        self.set_results(results, start_scores)

    def set_results(self, results: Sequence[DealResult], start_scores: Optional[Sequence[int]] = None,
                    players: Optional[Sequence[str]] = None) -> None:
        """Show these deals (and, if given, new start scores or player names)."""
        if players is not None:
            self.players = list(players)
        start = tuple(start_scores) if start_scores is not None else (
            results[0].scores_before if results else (0,) * len(self.players))
        for model in (self.model, self.totals_model):
            model.set_data(self.players, results, start, self.rules)
        # only where a dealer sits deals out (the shape says so; without rules, any 4-player game)
        sits_out = self.rules.shape.sits_out if self.rules is not None else len(self.players) == 4
        self.sitter_legend.setVisible(sits_out)
        # nobody plays a contract (each for their own points): no contract column, "Total" under the number
        declared = self.rules is None or self.rules.shape.has_declarer
        for table in (self.view, self.footer):
            table.setColumnHidden(1, not declared)
        self.totals_model.total_column = 1 if declared else 0
        self._size_columns()
        self.view.scrollToBottom()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.view.scrollToBottom()  # the latest deal is what one looks for

    def deal_count(self) -> int:
        return self.model.rowCount()

    def totals(self) -> tuple[int, ...]:
        return self.totals_model.current_totals()

    def _size_columns(self) -> None:
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Fixed)
        declared = self.rules is None or self.rules.shape.has_declarer
        header.resizeSection(0, NUMBER_WIDTH if declared else NUMBER_WIDTH + 50)  # room for "Total"
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Fixed)
        header.resizeSection(1, CONTRACT_WIDTH)
        for col in range(FIXED_COLUMNS, self.model.columnCount()):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.Stretch)
        for col in range(self.model.columnCount()):
            self.footer.setColumnWidth(col, header.sectionSize(col))


class ScoreSheetDialog(QDialog):
    """The sheet in its own window, with a Close button."""

    def __init__(self, players: Sequence[str], results: Sequence[DealResult] = (),
                 start_scores: Optional[Sequence[int]] = None, parent: Optional[QWidget] = None, *,
                 rules: Optional[Rules] = None, you: Optional[int] = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Score sheet"))
        self.sheet = ScoreSheet(players, results, start_scores, rules=rules, you=you)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 16, 16, 12)
        layout.setSpacing(10)
        layout.addWidget(self.sheet, 1)
        layout.addWidget(buttons)
        resize_within(self, 860, 620)

    def set_results(self, results: Sequence[DealResult], start_scores: Optional[Sequence[int]] = None,
                    players: Optional[Sequence[str]] = None) -> None:
        self.sheet.set_results(results, start_scores, players)
