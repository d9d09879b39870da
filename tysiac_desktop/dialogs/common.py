"""What the dialogs share: the paper look (ink and paper colours, a serif), and wiring.

Words (numbers, suit and preset names …) are the ``wording`` package's; the colours of the
window's own chrome (a dark palette tinted like the table) are ``palette``'s.
"""
from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QColor, QFont, QGuiApplication
from PySide6.QtWidgets import QFrame, QWidget

from ..wording.words import SUIT_RED


def wired(dialog, on_accepted):
    """``dialog`` that calls ``on_accepted`` when accepted and goes away when closed."""
    dialog.accepted.connect(on_accepted)
    dialog.finished.connect(dialog.deleteLater)
    return dialog

# Ink and paper colours (hex, for both QColor and rich text): the score pad and the rules page.
RED = SUIT_RED
GREEN = "#2e7d32"
INK = "#2b2a33"
MUTED = "#6b6356"  # on PAPER: 5.6:1 (WCAG AA for text)
PAPER = "#fbf5e3"
RULE = "#c7d5e6"
MARGIN = "#e2a3a3"


def dismiss(dialog: QWidget) -> None:
    """Close ``dialog`` for good, silently: nothing it would say on closing (accepted, canceled)
    is heard, and Qt frees it."""
    dialog.blockSignals(True)
    dialog.close()
    dialog.deleteLater()


def room_for(dialog: QWidget) -> QSize:
    """The most a dialog may take, less a margin: the window it is opened over (which a small
    screen keeps small), else the screen."""
    parent = dialog.parentWidget()
    if parent is not None:
        size = parent.window().size()
    else:
        size = (dialog.screen() or QGuiApplication.primaryScreen()).availableGeometry().size()
    return QSize(max(320, size.width() - 24), max(240, size.height() - 24))


def resize_within(dialog: QWidget, width: int, height: int) -> None:
    """``dialog.resize(width, height)``, but within :func:`room_for` (its contents scroll)."""
    room = room_for(dialog)
    dialog.resize(min(width, room.width()), min(height, room.height()))


def muted(label, small: bool = False):
    """A note or caption on the dialog's own background, in the palette's muted colour
    (``palette``: ``QLabel[muted="true"]``)."""
    label.setProperty("muted", True)
    if small:
        font = label.font()
        font.setPointSizeF(font.pointSizeF() * 0.9)
        label.setFont(font)
    return label


def error_text(widget):
    """A refusal or an error on the dialog's background (a label), or a box holding one (a frame)."""
    widget.setProperty("error", True)
    return widget


def paper_frame(name: str) -> QFrame:
    """A framed sheet of paper with ink-coloured text, as the score tables use."""
    frame = QFrame()
    frame.setObjectName(name)
    frame.setStyleSheet(f"#{name} {{ background: {PAPER}; border: 1px solid {RULE}; border-radius: 6px; }}"
                        f" #{name} QLabel {{ color: {INK}; }}")
    return frame


def serif_font(point_size: float = 0, bold: bool = False) -> QFont:
    """A warm, readable serif (DejaVu Serif where present)."""
    font = QFont()
    font.setFamilies(["DejaVu Serif", "Noto Serif", "Georgia", "Liberation Serif", "Serif"])
    font.setStyleHint(QFont.StyleHint.Serif)
    if point_size:
        font.setPointSizeF(point_size)
    font.setBold(bold)
    return font


def color(hex_code: str) -> QColor:
    return QColor(hex_code)
