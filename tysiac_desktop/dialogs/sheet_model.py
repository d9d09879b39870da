"""The score sheet's table model (one row per deal) and its paper-style cell painter."""
from __future__ import annotations

from typing import Any, Optional, Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QAbstractTableModel, QModelIndex, QPersistentModelIndex, QRect, Qt
from PySide6.QtGui import QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem

from tysiac_engine import DealResult, Rules

from .common import GREEN, INK, MARGIN, MUTED, RED, RULE, color, serif_font

from ..wording.words import Person, num, signed, team_name
from ..wording.reasons import reasons, seat_marks, seat_reasons

DELTA_ROLE = Qt.ItemDataRole.UserRole + 1  # player cell: the deal's change (int)
MARK_ROLE = Qt.ItemDataRole.UserRole + 2  # player cell: "⊘2 ⛁1"; contract cell: ✓ ✗ ✹
STATE_ROLE = Qt.ItemDataRole.UserRole + 3  # contract cell: made / failed / bomb / conceded / redeal
STRONG_ROLE = Qt.ItemDataRole.UserRole + 4  # bold (the deal's declarer; totals)
PARTS_ROLE = Qt.ItemDataRole.UserRole + 5  # contract cell: (declarer name, contract) painted apart
FIXED_COLUMNS = 2  # deal number, contract
MARK_INK = "#8c4a2f"  # sepia, for the small marks

Index = QModelIndex | QPersistentModelIndex
SAT_OUT = (QT_TRANSLATE_NOOP("SheetModel", "You dealt and sat this deal out."),
           QT_TRANSLATE_NOOP("SheetModel", "{name} dealt and sat this deal out."))
# what a screen reader says of a contract cell, where the sheet paints ✓ ✗ ✹
SPOKEN_STATE = {"made": QT_TRANSLATE_NOOP("SheetModel", "{cell}, made"),
                "failed": QT_TRANSLATE_NOOP("SheetModel", "{cell}, failed"),
                "conceded": QT_TRANSLATE_NOOP("SheetModel", "{cell}, conceded"),
                "bomb": QT_TRANSLATE_NOOP("SheetModel", "{cell}, bomb")}


class SheetModel(QAbstractTableModel):
    """Rows = deals (``totals=True``: one row of current totals); columns = #, contract, and one per
    scoring side: each player, or each team (both names) in a teams game."""

    def __init__(self, players: Sequence[str], totals: bool = False, you: Optional[int] = None) -> None:
        super().__init__()
        self.players = list(players)
        self.you = you  # the seat addressed as "you" in the tooltips (GameController.you())
        self.totals = totals
        self.results: list[DealResult] = []
        self.start: tuple[int, ...] = (0,) * len(self.players)
        self.rules: Optional[Rules] = None
        self.sides: list[tuple[int, ...]] = [(s,) for s in range(len(self.players))]
        self.total_column = 1  # where the totals row says "Total" (0 when the contract column is hidden)

    def set_data(self, players: Sequence[str], results: Sequence[DealResult],
                 start_scores: Sequence[int], rules: Optional[Rules]) -> None:
        self.beginResetModel()
        self.players, self.results = list(players), list(results)
        self.start, self.rules = tuple(start_scores), rules
        self.sides = [tuple(u) for u in rules.shape.units()] if rules is not None else \
            [(s,) for s in range(len(self.players))]
        self.endResetModel()

    def side_name(self, side: tuple[int, ...]) -> str:
        return team_name(self.players, side)

    def current_totals(self) -> tuple[int, ...]:
        """Every seat's total (partners carry the same)."""
        return self.results[-1].scores_after if self.results else self.start

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        if parent.isValid():
            return 0
        return 1 if self.totals else len(self.results)

    def columnCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else FIXED_COLUMNS + len(self.sides)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.TextAlignmentRole:
            side = Qt.AlignmentFlag.AlignLeft if section == 1 else Qt.AlignmentFlag.AlignHCenter
            return side | Qt.AlignmentFlag.AlignVCenter
        if role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return None
        if section == 0:
            return self.tr("#")
        if section == 1:
            return self.tr("Contract")
        side = self.sides[section - FIXED_COLUMNS]
        name = self.side_name(side)
        if self.start[side[0]]:
            return self.tr("{name}\nfrom {score}").format(name=name, score=num(self.start[side[0]]))
        return name

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return self._spoken(index)
        if role == Qt.ItemDataRole.AccessibleDescriptionRole:  # the reasons the tooltip gives
            return self.data(index, Qt.ItemDataRole.ToolTipRole)
        col = index.column()
        if self.totals:
            return self._totals_data(col, role)
        r = self.results[index.row()]
        if col == 0:
            return num(index.row() + 1) if role == Qt.ItemDataRole.DisplayRole else None
        if col == 1:
            return self._contract_data(r, role)
        return self._seat_data(r, col - FIXED_COLUMNS, role)

    def _spoken(self, index: Index) -> Optional[str]:
        """A cell as a screen reader says it: the name with a score, the contract with its fate."""
        shown = self.data(index, Qt.ItemDataRole.DisplayRole)
        col = index.column()
        if col == 1 and not self.totals:
            template = SPOKEN_STATE.get(self.data(index, STATE_ROLE))
            return self.tr(template).format(cell=shown) if template else shown
        if col < FIXED_COLUMNS or shown is None:
            return shown
        name = self.side_name(self.sides[col - FIXED_COLUMNS])
        if self.totals:
            return self.tr("{name}: {score}").format(name=name, score=shown)
        change = signed(self.data(index, DELTA_ROLE))
        return self.tr("{name}: {score} ({change})").format(name=name, score=shown, change=change)

    def _totals_data(self, col: int, role: int) -> Any:
        if role == STRONG_ROLE:
            return True
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if col < FIXED_COLUMNS:
            return self.tr("Total") if col == self.total_column else None
        return num(self.current_totals()[self.sides[col - FIXED_COLUMNS][0]])

    def _contract_data(self, r: DealResult, role: int) -> Any:
        o = r.outcome
        state = ("redeal" if o.redeal else "bomb" if o.bombed else "conceded" if o.conceded
                 else "open" if o.declarer is None else "made" if o.made else "failed")
        if role == Qt.ItemDataRole.DisplayRole:
            if o.redeal:
                return self.tr("redealt")
            if o.declarer is None:  # all_play_6, draw_stock, no_auction: everyone for their own points
                return self.tr("no contract")
            name = self.players[o.declarer]
            return self.tr("{name} {contract}").format(name=name, contract=num(o.contract or o.bid or 0))
        if role == STATE_ROLE:
            return state
        if role == PARTS_ROLE and not o.redeal and o.declarer is not None:
            name = self.players[o.declarer] if o.declarer is not None else ""
            return name, num(o.contract or o.bid or 0)
        if role == MARK_ROLE:
            return {"made": "✓", "failed": "✗", "conceded": "✗", "bomb": "✹"}.get(state, "")
        if role == Qt.ItemDataRole.ToolTipRole:
            return "\n".join(reasons(self.players, r, self.rules, self.you)) or None
        return None

    def _seat_data(self, r: DealResult, column: int, role: int) -> Any:
        side = self.sides[column]
        seat = side[0]  # partners carry the team's score and counters
        if role == Qt.ItemDataRole.DisplayRole:
            return num(r.scores_after[seat])
        if role == DELTA_ROLE:
            return r.score_delta[seat]
        if role == MARK_ROLE:
            return seat_marks(seat, r)
        if role == STRONG_ROLE:
            return r.outcome.declarer in side and not r.outcome.redeal
        if role == STATE_ROLE:
            return "redeal" if r.outcome.redeal else None if any(s in r.outcome.active for s in side) else "sitting"
        if role == Qt.ItemDataRole.ToolTipRole:
            lines = [self.tr("{name}: {change} → {score}").format(
                name=self.side_name(side), change=signed(r.score_delta[seat]), score=num(r.scores_after[seat]))]
            if seat not in r.outcome.active:
                lines.append(Person.of(seat, self.players, self.you).say("SheetModel", SAT_OUT))
            for member in side:
                lines += seat_reasons(member, self.players, r, self.rules, self.you)
            return "\n".join(dict.fromkeys(lines))
        return None


class SheetDelegate(QStyledItemDelegate):
    """Paints cells like a hand-kept sheet: ruled lines, a red margin, small changes beside scores."""

    def __init__(self, parent=None, totals: bool = False) -> None:
        super().__init__(parent)
        self.totals = totals
        self.big = serif_font(12.5)
        self.bold = serif_font(12.5, bold=True)
        self.small = serif_font(8.5)
        self.marks = serif_font(10.5)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        painter.save()
        rect: QRect = option.rect
        if option.state & QStyle.StateFlag.State_MouseOver:
            painter.fillRect(rect, color("#f3e8c8"))
        if option.state & QStyle.StateFlag.State_HasFocus:  # the cell the arrows reached
            painter.setPen(QPen(color(INK), 1, Qt.PenStyle.DotLine))
            painter.drawRect(rect.adjusted(1, 1, -2, -2))
        # ruled line under every row; the totals get a double rule above instead
        painter.setPen(QPen(color(RULE), 1))
        if self.totals:
            painter.setPen(QPen(color(INK), 1))
            painter.drawLine(rect.topLeft(), rect.topRight())
            painter.drawLine(rect.left(), rect.top() + 3, rect.right(), rect.top() + 3)
        else:
            painter.drawLine(rect.bottomLeft(), rect.bottomRight())
        if index.column() == 0:  # the notebook margin
            painter.setPen(QPen(color(MARGIN), 1))
            painter.drawLine(rect.right() - 3, rect.top(), rect.right() - 3, rect.bottom())
            painter.drawLine(rect.right() - 1, rect.top(), rect.right() - 1, rect.bottom())
        inner = rect.adjusted(10, 0, -10, 0)
        text = index.data(Qt.ItemDataRole.DisplayRole) or ""
        quiet = index.data(STATE_ROLE) in ("redeal", "sitting") or index.column() == 0
        painter.setFont(self.bold if index.data(STRONG_ROLE) else self.big)
        painter.setPen(color(MUTED if quiet else INK))
        if index.column() == 0:
            painter.drawText(inner, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, text)
        elif index.column() == 1:
            self._paint_contract(painter, inner, index, text)
        else:
            self._paint_score(painter, inner, index, text)
        painter.restore()

    def _paint_contract(self, painter: QPainter, rect: QRect, index: Index, text: str) -> None:
        if index.data(STATE_ROLE) == "redeal":
            font = painter.font()
            font.setItalic(True)
            painter.setFont(font)
        mark = index.data(MARK_ROLE) or ""
        parts = index.data(PARTS_ROLE)
        metrics = QFontMetrics(painter.font())
        mark_w = max(QFontMetrics(self.bold).horizontalAdvance(m) for m in "✓✗✹") + 10
        if parts:  # name on the left (shortened if long), contract right-aligned before the mark
            name, contract = parts
            number = rect.adjusted(0, 0, -mark_w, 0)
            painter.drawText(number, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, contract)
            room = number.width() - metrics.horizontalAdvance(contract) - 10
            text = metrics.elidedText(name, Qt.TextElideMode.ElideRight, room)
        painter.drawText(rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
        if mark:
            painter.setFont(self.bold)
            painter.setPen(color(GREEN if mark == "✓" else RED))
            painter.drawText(rect, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, mark)

    def _paint_score(self, painter: QPainter, rect: QRect, index: Index, text: str) -> None:
        delta_w = QFontMetrics(self.small).horizontalAdvance("+0000")
        score_rect = rect.adjusted(0, 0, -delta_w - 4, 0)  # every score column keeps room for a change
        painter.drawText(score_rect, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, text)
        text_w = QFontMetrics(painter.font()).horizontalAdvance(text)
        painter.setFont(self.small)
        delta = index.data(DELTA_ROLE)
        if delta:  # the deal's change, small and raised, beside the score
            painter.setPen(color(GREEN if delta > 0 else RED))
            raised = rect.adjusted(rect.width() - delta_w, 0, 0, -rect.height() // 3)
            painter.drawText(raised, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, signed(delta))
        mark = index.data(MARK_ROLE)
        if mark:  # bombs, bolts, barrel: just left of the score
            painter.setFont(self.marks)
            painter.setPen(color(MARK_INK))
            marks = score_rect.adjusted(0, 0, -text_w - 8, 0)
            painter.drawText(marks, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, mark)

