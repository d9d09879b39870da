"""A small picture of the table of a mode as dealt (for the New game dialog): the real scene, drawn
from a deal of that mode seen from seat 0."""
from __future__ import annotations

from typing import Optional, Sequence

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap

from tysiac_engine import Game, Rules

from .deck_theme import DeckTheme
from .layout import SCENE
from .scene import TableScene

_CACHE: dict[tuple, QPixmap] = {}
SEED = 11  # the same cards every time


def table_picture(rules: Rules, theme: DeckTheme, width: int, names: Sequence[str],
                  colour: Optional[QColor] = None, dpr: float = 1.0) -> QPixmap:
    """The table of a deal under ``rules`` as it is dealt, ``width`` pixels wide."""
    colour = colour or QColor(23, 104, 58)
    key = (rules.shape, rules.players, id(theme), width, tuple(names), colour.name(), dpr)
    cached = _CACHE.get(key)
    if cached is not None:
        return cached
    game = Game(rules, list(names)[:rules.players], seed=SEED)
    scene = TableScene(theme)
    scene.table_color = colour
    scene.speed_ms = 0
    scene.interactive = False
    view = game.view(0)
    scene.show_view(view, 0, set(), list(game.players), {}, animate=False)
    size = QSize(width, round(width * SCENE.height() / SCENE.width()))
    picture = QPixmap(size * dpr)
    picture.setDevicePixelRatio(dpr)
    picture.fill(Qt.GlobalColor.transparent)
    painter = QPainter(picture)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    scene.render(painter, QRectF(0, 0, size.width(), size.height()), SCENE)
    painter.end()
    scene.deleteLater()
    if len(_CACHE) > 64:
        _CACHE.clear()
    _CACHE[key] = picture
    return picture
