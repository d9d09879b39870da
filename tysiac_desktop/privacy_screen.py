"""Hot-seat: the screen that covers the table until the next player is at it."""
from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget


MIN_BUTTON_FONT_PX = 11  # the hand-over button's text is never made smaller than this
SHORTEST_NAME_PX = 40  # a long name on the button is shortened to no less than this


class PrivacyScreen(QWidget):
    """Hot-seat: covers the table until the next player is ready."""

    ready = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("Privacy")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        self.label = QLabel()
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setWordWrap(True)
        layout.addWidget(self.label)
        self.button = QPushButton()
        self.button.clicked.connect(self.ready)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.button)
        row.addStretch(1)
        layout.addLayout(row)
        layout.addStretch(1)
        self._name: Optional[str] = None  # the player the screen waits for
        self.hide()

    def show_for(self, name: str) -> None:
        self._name = name
        self._say(name)
        self.setGeometry(self.parentWidget().rect())
        self._fit_button(name)
        self.raise_()
        self.show()
        self.button.setFocus()  # Enter or Space hands over

    def _say(self, name: str) -> None:
        self.label.setText(self.tr("Pass to %1").replace("%1", name))

    def changeEvent(self, event: QEvent) -> None:
        # the language switched while the screen covers the table: its words follow
        if event.type() == QEvent.Type.LanguageChange and self._name is not None:
            self._say(self._name)
            self._fit_button(self._name)
        super().changeEvent(event)

    def _fit_button(self, name: str) -> None:
        """"Ala: click when ready", as wide as its text in the button's own (bold) font; a name too
        long for the table is shortened with "…" there (the label above wraps it whole).  Where even
        the words around a one-letter name are too wide (Russian on a small window), the button's
        font is made smaller until they fit."""
        self.button.setStyleSheet("")  # the style sheet's own font size, before it is measured
        self.button.ensurePolished()
        font = QFont(self.button.font())
        room = max(120, self.width() - 80)
        padding = 80  # the style sheet's 28 px each side, the focus frame and a little air
        template = self.tr("%1: click when ready")
        metrics = QFontMetrics(font)
        shortest = (metrics.horizontalAdvance(template.replace("%1", ""))
                    + min(SHORTEST_NAME_PX, metrics.horizontalAdvance(name)))
        if shortest + padding > room and font.pixelSize() > 0:
            size = max(MIN_BUTTON_FONT_PX, font.pixelSize() * (room - padding) // shortest)
            font.setPixelSize(size)
            self.button.setStyleSheet(f"font-size: {size}px;")
            metrics = QFontMetrics(font)
        text = template.replace("%1", name)
        if metrics.horizontalAdvance(text) + padding > room:
            rest = metrics.horizontalAdvance(template.replace("%1", ""))
            text = template.replace("%1", metrics.elidedText(name, Qt.TextElideMode.ElideRight,
                                                             max(SHORTEST_NAME_PX, room - padding - rest)))
        self.button.setText(text)
        self.button.setAccessibleName(template.replace("%1", name))  # said whole, never "Bartho…"
        self.button.setMinimumWidth(min(room, metrics.horizontalAdvance(text) + padding))

    def mousePressEvent(self, event) -> None:
        self.ready.emit()
