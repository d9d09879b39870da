"""A chart of a game's score progress, painted with QPainter on the score sheet's paper.

One line per player (the start, then the total after every deal), the target as a dashed
line, deal numbers along the bottom, scores up the side, and a legend with each player's
latest score.  Hovering shows the totals after the deal under the pointer; from the keyboard
the arrows (Home, End) step from deal to deal, marked by a line, and each deal's totals are
said to a screen reader.
"""
from __future__ import annotations

import math
from typing import Optional, Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor, QFocusEvent, QFontMetricsF, QKeyEvent, QMouseEvent, QPainter, QPainterPath, QPaintEvent, QPen,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from .common import INK, MUTED, PAPER, RULE, color, serif_font

from ..accessibility import Announcer
from ..wording.words import num

# Ink colours for the players, told apart also by people with red–green colour blindness
# (blue, vermilion, bluish green, purple) and dark enough for the cream paper.
SERIES_COLOURS = ("#1f5fa8", "#c0392b", "#1b7f6b", "#7a3d8f")
TARGET_COLOUR = "#b07d1a"
BORDER = "#d9cfb4"
MAX_DOTS = 40  # more deals than this: lines only


def nice_step(span: float, ticks: int = 6) -> float:
    """A round tick step (1, 2, 2.5 or 5 × 10^k) giving about ``ticks`` intervals over ``span``."""
    if span <= 0:
        return 1.0
    raw = span / max(1, ticks)
    power = 10 ** math.floor(math.log10(raw))
    for factor in (1, 2, 2.5, 5, 10):
        if raw <= factor * power:
            return factor * power
    return 10 * power


class ScoreChart(QWidget):
    """Call :meth:`set_progress` with names and per-deal totals; :meth:`clear` shows a message."""

    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.names: list[str] = []
        self.series: list[list[int]] = []  # per seat: the start, then the total after each deal
        self.target: Optional[int] = None
        self.title = ""
        self.empty_text = self.tr("No finished deals yet")
        self._plot = QRectF()
        self.marked: Optional[int] = None  # the deal the arrow keys stepped to (0 = the start)
        self.announcer = Announcer(self)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(320, 200)
        self._tell_readers(self.empty_text)

    def sizeHint(self) -> QSize:
        return QSize(640, 320)

    # ------------------------------------------------------------- data
    def set_progress(self, names: Sequence[str], rows: Sequence[Sequence[int]],
                     start: Optional[Sequence[int]] = None, target: Optional[int] = None,
                     title: str = "") -> None:
        """``rows[i]`` holds every seat's total after deal ``i``; ``start`` the scores before the first."""
        n = len(names)
        first = list(start) if start is not None and len(start) == n else [0] * n
        self.names = list(names)
        self.series = [[first[s]] + [int(row[s]) if s < len(row) else first[s] for row in rows] for s in range(n)]
        self.target = target
        self.title = title
        self.marked = None
        self._tell_readers("; ".join(self._totals(self.deal_count)))
        self.update()

    def clear(self, text: Optional[str] = None, title: str = "") -> None:
        self.names, self.series, self.title, self.marked = [], [], title, None
        self.empty_text = text or self.tr("No finished deals yet")
        self._tell_readers(self.empty_text)
        self.update()

    def _tell_readers(self, description: str) -> None:
        """What a screen reader says of a chart it cannot see: its title, and where everyone stands
        now (or why there is nothing to draw)."""
        self.setAccessibleName(self.title or self.tr("Score chart"))
        self.setAccessibleDescription(description)

    @property
    def deal_count(self) -> int:
        return len(self.series[0]) - 1 if self.series else 0

    # ------------------------------------------------------------- painting
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        frame = QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5)
        painter.setPen(QPen(color(BORDER), 1))
        painter.setBrush(color(PAPER))
        painter.drawRoundedRect(frame, 6, 6)
        if self.hasFocus():  # a Tab stop: where the keyboard is
            painter.setPen(QPen(color(INK), 1, Qt.PenStyle.DotLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(frame.adjusted(3, 3, -3, -3), 4, 4)
        inner = frame.adjusted(16, 12, -18, -10)
        top = inner.top()
        if self.title:
            painter.setFont(serif_font(12, bold=True))
            painter.setPen(color(INK))
            metrics = QFontMetricsF(painter.font())
            painter.drawText(QRectF(inner.left(), top, inner.width(), metrics.height()),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             metrics.elidedText(self.title, Qt.TextElideMode.ElideRight, inner.width()))
            top += metrics.height() + 4
        if not self.series or self.deal_count == 0:
            painter.setFont(serif_font(12))
            painter.setPen(color(MUTED))
            painter.drawText(QRectF(inner.left(), top, inner.width(), inner.bottom() - top),
                             Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.empty_text)
            painter.end()
            return
        top = self._paint_legend(painter, QRectF(inner.left(), top, inner.width(), 0))
        self._paint_plot(painter, QRectF(inner.left(), top + 6, inner.width(), inner.bottom() - top - 6))
        painter.end()

    def _paint_legend(self, painter: QPainter, area: QRectF) -> float:
        """Swatch, name and latest score for each player, wrapped onto lines; returns the bottom."""
        font = serif_font(10)
        painter.setFont(font)
        metrics = QFontMetricsF(font)
        line_height = metrics.height() + 4
        x, y = area.left(), area.top()
        for seat, name in enumerate(self.names):
            label = f"{name}  {num(self.series[seat][-1])}"
            label = metrics.elidedText(label, Qt.TextElideMode.ElideMiddle, max(60.0, area.width() - 30))
            width = 26 + metrics.horizontalAdvance(label) + 22
            if x > area.left() and x + width > area.right():
                x, y = area.left(), y + line_height
            middle = y + line_height / 2
            painter.setPen(QPen(color(SERIES_COLOURS[seat % len(SERIES_COLOURS)]), 3,
                                Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawLine(QPointF(x + 2, middle), QPointF(x + 20, middle))
            painter.setPen(color(INK))
            painter.drawText(QRectF(x + 26, y, width - 26, line_height),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, label)
            x += width
        return y + line_height

    def _paint_plot(self, painter: QPainter, area: QRectF) -> None:
        values = [v for line in self.series for v in line]
        low, high = min(values + [0]), max(values + [0])
        if self.target is not None:
            high = max(high, self.target)
        step = nice_step(high - low)
        low = math.floor(low / step) * step
        high = math.ceil(high / step) * step
        if high <= low:
            high = low + step
        label_font = serif_font(9)
        painter.setFont(label_font)
        metrics = QFontMetricsF(label_font)
        ticks = [low + i * step for i in range(int(round((high - low) / step)) + 1)]
        y_labels = [num(round(t)) for t in ticks]
        left = area.left() + max(metrics.horizontalAdvance(t) for t in y_labels) + 8
        axis_title = self.tr("Deal")
        bottom = area.bottom() - 2 * metrics.height() - 4
        plot_top = area.top() + metrics.height() / 2
        plot = QRectF(left, plot_top, area.right() - left, bottom - plot_top)
        if plot.width() < 40 or plot.height() < 30:
            return
        self._plot = plot
        deals = self.deal_count

        px = self._deal_x

        def py(v: float) -> float:
            return plot.bottom() - plot.height() * (v - low) / (high - low)

        # horizontal rules and score labels
        for tick, text in zip(ticks, y_labels):
            y = py(tick)
            painter.setPen(QPen(color(MUTED if tick == 0 else RULE), 1.2 if tick == 0 else 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(color(MUTED))
            painter.drawText(QRectF(area.left(), y - metrics.height() / 2, left - area.left() - 8, metrics.height()),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, text)
        # deal numbers
        widest = metrics.horizontalAdvance(num(deals)) + 10
        x_step = max(1, math.ceil(deals / max(1.0, plot.width() / widest)))
        x_step = int(nice_step(x_step, 1)) if x_step > 2 else x_step
        painter.setPen(color(MUTED))
        for i in range(0, deals + 1, x_step):
            x = px(i)
            painter.drawLine(QPointF(x, plot.bottom()), QPointF(x, plot.bottom() + 3))
            painter.drawText(QRectF(x - widest, plot.bottom() + 4, 2 * widest, metrics.height()),
                             Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, num(i))
        painter.drawText(QRectF(plot.left(), plot.bottom() + 4 + metrics.height(), plot.width(), metrics.height()),
                         Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, axis_title)
        # the target
        if self.target is not None:
            y = py(self.target)
            pen = QPen(color(TARGET_COLOUR), 1.5, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            text = self.tr("Target {value}").format(value=num(self.target))
            painter.setPen(color(TARGET_COLOUR))
            # at the left, above the line: early deals are low, so the lines are far below there
            painter.drawText(QRectF(plot.left() + 8, y - metrics.height() - 1, plot.width() - 16, metrics.height()),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom, text)
        if self.marked is not None and self.hasFocus():  # the deal stepped to, under the lines
            painter.setPen(QPen(color(INK), 1, Qt.PenStyle.DotLine))
            painter.drawLine(QPointF(px(self.marked), plot.top()), QPointF(px(self.marked), plot.bottom()))
        # the players' lines, the latest on top of the others
        dots = deals <= MAX_DOTS
        for seat in range(len(self.series)):
            ink = QColor(SERIES_COLOURS[seat % len(SERIES_COLOURS)])
            path = QPainterPath(QPointF(px(0), py(self.series[seat][0])))
            for i, value in enumerate(self.series[seat][1:], start=1):
                path.lineTo(QPointF(px(i), py(value)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(ink, 2.4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
            painter.drawPath(path)
            if dots:
                painter.setBrush(ink)
                painter.setPen(QPen(color(PAPER), 1))
                for i, value in enumerate(self.series[seat]):
                    painter.drawEllipse(QPointF(px(i), py(value)), 3.2, 3.2)

    def _deal_x(self, deal: float) -> float:
        """Where deal ``deal`` (0 = the start) stands across the plot last painted."""
        return self._plot.left() + self._plot.width() * deal / max(1, self.deal_count)

    # ------------------------------------------------------------- hovering
    def deal_at(self, x: float) -> Optional[int]:
        """The deal number nearest to ``x`` in the plot (0 = the start), None outside it."""
        if not self.series or self.deal_count == 0 or self._plot.isEmpty():
            return None
        if not self._plot.left() - 8 <= x <= self._plot.right() + 8:
            return None
        return max(0, min(self.deal_count, round((x - self._plot.left()) / self._plot.width() * self.deal_count)))

    def _totals(self, deal: int) -> list[str]:
        return [self.tr("{name}: {score}").format(name=name, score=num(series[deal]))
                for name, series in zip(self.names, self.series)]

    def tooltip_text(self, deal: int) -> str:
        head = self.tr("Start") if deal == 0 else self.tr("After deal {number}").format(number=num(deal))
        return "\n".join([head] + self._totals(deal))

    # ------------------------------------------------------------- the keyboard
    STEPS = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1, Qt.Key.Key_Down: -1, Qt.Key.Key_Up: 1,
             Qt.Key.Key_PageDown: -10, Qt.Key.Key_PageUp: 10}

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key, last = event.key(), self.deal_count
        if not last or (key not in self.STEPS and key not in (Qt.Key.Key_Home, Qt.Key.Key_End)):
            super().keyPressEvent(event)
            return
        if key == Qt.Key.Key_Home:
            deal = 0
        elif key == Qt.Key.Key_End or self.marked is None:
            deal = last
        else:
            deal = max(0, min(last, self.marked + self.STEPS[key]))
        self.step_to(deal)

    def step_to(self, deal: int) -> None:
        """Mark ``deal`` (0 = the start) and say everyone's totals there."""
        self.marked = deal
        said = "; ".join(self.tooltip_text(deal).split("\n"))
        self.setAccessibleDescription(said)
        self.announcer.announce(said)
        if not self._plot.isEmpty():  # shown as hovering shows it, beside the mark
            QToolTip.showText(self.mapToGlobal(QPointF(self._deal_x(deal), self._plot.top()).toPoint()),
                              self.tooltip_text(deal), self)
        self.update()

    def focusInEvent(self, event: QFocusEvent) -> None:
        self.update()
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self.update()
        super().focusOutEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        deal = self.deal_at(event.position().x())
        if deal is None:
            QToolTip.hideText()
        else:
            QToolTip.showText(event.globalPosition().toPoint(), self.tooltip_text(deal), self)
        super().mouseMoveEvent(event)
