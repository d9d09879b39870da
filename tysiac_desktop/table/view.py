"""The view on the table: keeps the whole table in sight at any window size."""
from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView

from .scene import TableScene


class TableView(QGraphicsView):
    """Scales the scene to fit (keeping its shape); arrows and Enter drive the hand.

    Keys: Left/Right (and Home/End) move the focus along my cards, Enter or Space plays the
    focused card; while a completed trick lies on the table, Enter or Space collects it."""

    key_play = Signal(object)  # Enter on the focused Card
    collect_requested = Signal()  # a click on the cloth, or Enter or Space while a completed trick lies there

    def __init__(self, scene: TableScene, parent=None) -> None:
        super().__init__(scene, parent)
        self.table = scene
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.BoundingRectViewportUpdate)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setBackgroundBrush(Qt.BrushStyle.NoBrush)  # the scene paints the felt
        self.setMinimumSize(320, 200)
        scene.table_clicked.connect(self._clicked)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def fit(self) -> None:
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        scale = self.transform().m11()
        self.table.set_view_scale(scale)
        width = max(16, round(100 * scale))
        self.table.theme.prerender(width, self.devicePixelRatioF())

    def _clicked(self) -> None:
        self.collect_requested.emit()  # what it collects (a trick, a musik turned up) is the controller's to say

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        reason = event.reason()
        if reason in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason):
            self.table.show_keyboard_focus()  # come to by Tab: show (and say) the card the keys act on
        elif reason != Qt.FocusReason.MouseFocusReason:
            self.table.show_keyboard_focus(say=False)  # back from a dialog: the ring shows where the keys act

    def mousePressEvent(self, event) -> None:
        self.table.hide_keyboard_focus()  # the mouse is used: its click shows what it chose
        super().mousePressEvent(event)

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # the application font: the table's texts follow it
            self.fit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self.table.move_focus(-1 if key == Qt.Key.Key_Left else 1)
        elif key in (Qt.Key.Key_Home, Qt.Key.Key_End) and self.table.my_cards:
            target = 0 if key == Qt.Key.Key_Home else len(self.table.my_cards) - 1
            self.table.move_focus(target - self.table.focus_index)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            card = self.table.focused_card() if self.table.interactive else None
            if card is not None:
                self.key_play.emit(card)
            elif self.table.holding:
                self.collect_requested.emit()
        else:
            super().keyPressEvent(event)
