"""One card on the table: drawing, states, the one animation, and mouse input.

The item's origin is the card's centre, so rotation (fans) and the flip both
turn about the middle.  Its size is in scene units (``card_width``); the pixmap
is asked from the theme at the size the card covers on screen, so it stays
crisp whatever the view's scale.
"""
from __future__ import annotations

import math
from typing import ClassVar

import shiboken6
from PySide6.QtCore import (QEasingCurve, QParallelAnimationGroup,
                            QPointF, QPropertyAnimation, QRectF,
                            QSequentialAnimationGroup, Qt, QVariantAnimation, Signal)
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (QApplication, QGraphicsItem, QGraphicsObject,
                               QGraphicsSceneHoverEvent, QGraphicsSceneMouseEvent,
                               QStyleOptionGraphicsItem, QWidget)

from tysiac_desktop.table.deck_theme import BACK, DeckTheme

HIGHLIGHT_LIFT = 0.05  # of the card height
HOVER_LIFT = 0.08
SELECTED_LIFT = 0.16  # a card chosen with a click (played by a double-click, a drag or Enter)
DRAG_Z = 10_000.0
MAX_PIXMAP_WIDTH = 1600  # logical pixels
_SHADOW = ((0.028, 22), (0.018, 30), (0.008, 45))  # (spread of width, alpha), outer first
_DIM = QColor(0, 0, 0, 105)
_MARK = QColor(243, 210, 122)  # the frame of a card just taken from the musik


class CardItem(QGraphicsObject):
    """A card that can be face up or down, highlighted or dimmed, moved and flipped."""

    clicked = Signal(object)
    double_clicked = Signal(object)
    drag_started = Signal(object)
    dropped = Signal(object, QPointF)  # item, scene position of the release
    animation_finished = Signal(object)
    lift_changed = Signal()  # the face is drawn higher or lower (a focus ring follows it)

    _animating: ClassVar[set["CardItem"]] = set()

    def __init__(self, theme: DeckTheme, card: str | None = None, face_up: bool = False,
                 card_width: float = 100.0, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._theme = theme
        self._card = card
        # The card the table shows this item as (None: a card this seat may not see); the face
        # drawn (``card``) follows it once a flip to the back is over.
        self.identity: str | None = card
        self._face_up = face_up
        self._width = float(card_width)
        self._highlighted = False
        self._selected = False
        self._marked = False
        self._dimmed = False
        self._hovered = False
        self._interactive = True
        self._draggable = True
        self._flip = 1.0   # horizontal scale while flipping
        self._lift = 0.0   # scene units the face is drawn above its position
        self._anim: QParallelAnimationGroup | QSequentialAnimationGroup | None = None
        self._pending_face: bool | None = None
        self._end_z: float | None = None
        self._lift_anim = QVariantAnimation(self)
        self._lift_anim.setDuration(120)
        self._lift_anim.valueChanged.connect(self._set_lift)
        self._press_screen: QPointF | None = None
        self._press_scene = QPointF()
        self._dragging = False
        self._home = (QPointF(), 0.0, 0.0)
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    # -- state ---------------------------------------------------------------

    @property
    def card(self) -> str | None:
        return self._card

    def set_card(self, card: str | None) -> None:
        """Set the card code; None is a hidden card nobody at this seat may know."""
        self._card = card
        self.update()

    @property
    def face_up(self) -> bool:
        return self._face_up

    def set_face_up(self, face_up: bool) -> None:
        self._face_up = face_up
        self.update()

    def shown(self) -> str:
        """What is drawn: the card code, or BACK."""
        return self._card if self._face_up and self._card else BACK

    @property
    def card_width(self) -> float:
        return self._width

    @property
    def card_height(self) -> float:
        return self._width * self._theme.aspect()

    def set_theme(self, theme: DeckTheme) -> None:
        self.prepareGeometryChange()
        self._theme = theme
        self.update()

    @property
    def highlighted(self) -> bool:
        return self._highlighted

    def set_highlighted(self, on: bool) -> None:
        """A legal card: full brightness and lifted a little."""
        self._highlighted = on
        if on:
            self._dimmed = False
        self._update_lift()

    @property
    def selected(self) -> bool:
        return self._selected

    def set_selected(self, on: bool) -> None:
        """The card chosen with a click or the arrows: raised above the others."""
        if on != self._selected:
            self._selected = on
            self._update_lift()

    @property
    def marked(self) -> bool:
        return self._marked

    def set_marked(self, on: bool) -> None:
        """A card just taken from the musik: framed in gold, so the hand shows what came in."""
        if on != self._marked:
            self._marked = on
            self.update()

    @property
    def dimmed(self) -> bool:
        return self._dimmed

    def set_dimmed(self, on: bool) -> None:
        """A card that may not be played now: drawn darker."""
        self._dimmed = on
        if on:
            self._highlighted = False
        self._update_lift()

    @property
    def interactive(self) -> bool:
        return self._interactive

    def set_interactive(self, on: bool) -> None:
        """Whether the card reacts to hover, clicks and drags (own hand vs others')."""
        self._interactive = on
        self.setAcceptHoverEvents(on)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton if on else Qt.MouseButton.NoButton)
        if not on:
            self._hovered = False
            self._update_lift()

    def set_draggable(self, on: bool) -> None:
        """Whether a press-and-move drags the card (clicks still count when off)."""
        self._draggable = on

    # -- geometry and painting -------------------------------------------------

    def card_rect(self) -> QRectF:
        w, h = self._width, self.card_height
        return QRectF(-w / 2, -h / 2, w, h)

    def boundingRect(self) -> QRectF:
        # Constant while lifting or flipping, so animations need no geometry changes.
        # Room for the shadow, which spreads and drops further when lifted.
        m = self._width * 0.06
        return self.card_rect().adjusted(-m, -m - SELECTED_LIFT * self.card_height, m, 2 * m)

    def shape(self) -> QPainterPath:
        # The resting and the lifted card, so a hover lift never moves the card
        # out from under the pointer (which would make it bob up and down).
        path = QPainterPath()
        rect = self.card_rect()
        path.addRect(rect.adjusted(0, -(SELECTED_LIFT if self._selected else HOVER_LIFT) * self.card_height, 0, 0))
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        rect = self.card_rect()
        t = painter.worldTransform()
        # Bounded so an extreme zoom upscales instead of allocating huge pixmaps.
        on_screen = min(MAX_PIXMAP_WIDTH,
                        max(1, round(rect.width() * math.hypot(t.m11(), t.m12()))))
        dpr = painter.device().devicePixelRatio() if painter.device() else 1.0
        pixmap = self._theme.pixmap(self.shown(), on_screen, dpr)
        radius = self._theme.spec.corner_radius * rect.width()

        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        if self._flip != 1.0:
            painter.scale(max(self._flip, 0.001), 1.0)
        painter.setPen(Qt.PenStyle.NoPen)
        # A lifted card casts a wider, fainter shadow that stays on the table.
        raised = self._lift / max(rect.height(), 1.0)
        drop = rect.height() * 0.012 + self._lift * 0.3
        for spread, alpha in _SHADOW:
            s = spread * rect.width() * (1.0 + 8.0 * raised)
            painter.setBrush(QColor(0, 0, 0, round(alpha * (1.0 - 4.0 * raised))))
            painter.drawRoundedRect(rect.translated(0, drop).adjusted(-s, -s, s, s),
                                    radius + s, radius + s)
        painter.translate(0, -self._lift)
        painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
        if self._marked:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(_MARK, max(2.0, rect.width() * 0.035)))
            painter.drawRoundedRect(rect, radius, radius)
            painter.setPen(Qt.PenStyle.NoPen)
        if self._dimmed:
            painter.setBrush(_DIM)
            painter.drawRoundedRect(rect, radius, radius)

    def _set_lift(self, value: float) -> None:
        self._lift = float(value)
        self.update()
        self.lift_changed.emit()

    @property
    def lift(self) -> float:
        """Scene units the face is drawn above the card's position (raised: chosen, playable, hovered)."""
        return self._lift

    def _set_flip(self, value: float) -> None:
        self._flip = float(value)
        self.update()

    def _update_lift(self) -> None:
        h = self.card_height
        target = 0.0
        if self._highlighted:
            target = HIGHLIGHT_LIFT * h
        if self._selected:
            target = SELECTED_LIFT * h
        if self._hovered and self._interactive and not self._dimmed:
            target = max(target, HOVER_LIFT * h)
        self._lift_anim.stop()
        self._lift_anim.setStartValue(self._lift)
        self._lift_anim.setEndValue(target)
        self._lift_anim.start()
        self.update()

    # -- the one animation -----------------------------------------------------

    @classmethod
    def running_animations(cls) -> int:
        """How many cards are moving; a controller ignores input while this is > 0."""
        cls._animating = {c for c in cls._animating if shiboken6.isValid(c)}
        return len(cls._animating)

    def is_animating(self) -> bool:
        return self in CardItem._animating

    def animate_to(self, pos: QPointF, rotation: float | None = None,
                   face_up: bool | None = None, duration_ms: int = 250,
                   z: float | None = None, end_z: float | None = None, delay_ms: int = 0) -> None:
        """Move (and rotate, and flip when ``face_up`` differs) to a place.

        ``z`` is set at the start, so a card flies above the ones it passes, and ``end_z`` (if
        given) when it lands.  The move starts after ``delay_ms`` (a draw after the trick is
        collected).  Duration 0 sets everything at once.  Emits ``animation_finished``.
        A call while a previous animation runs takes over from where it is.
        """
        self._animate(pos, rotation, face_up, duration_ms, z, end_z, delay_ms)

    def _animate(self, pos: QPointF, rotation: float | None, face_up: bool | None,
                 duration_ms: int, z: float | None, end_z: float | None, delay_ms: int = 0) -> None:
        self._stop_animation()
        self._end_z = end_z
        if z is not None:
            self.setZValue(z)
        flip = face_up is not None and face_up != self._face_up
        if duration_ms <= 0:
            self.setPos(pos)
            if rotation is not None:
                self.setRotation(rotation)
            if flip:
                self.set_face_up(bool(face_up))
            self._finish_animation()
            return

        group = QParallelAnimationGroup(self)
        curve = QEasingCurve(QEasingCurve.Type.OutCubic)
        targets = [(b"pos", QPointF(pos))]
        if rotation is not None:
            targets.append((b"rotation", float(rotation)))
        for prop, end in targets:
            anim = QPropertyAnimation(self, prop, group)
            anim.setDuration(duration_ms)
            anim.setEndValue(end)
            anim.setEasingCurve(curve)
            group.addAnimation(anim)
        if flip:
            self._pending_face = bool(face_up)
            group.addAnimation(self._flip_animation(duration_ms, bool(face_up)))
        if delay_ms > 0:
            moves, group = group, QSequentialAnimationGroup(self)
            group.addPause(delay_ms)
            group.addAnimation(moves)
        group.finished.connect(self._finish_animation)
        self._anim = group
        CardItem._animating.add(self)
        group.start()

    def _flip_animation(self, duration_ms: int, face_up: bool) -> QSequentialAnimationGroup:
        seq = QSequentialAnimationGroup()
        for start, end in ((1.0, 0.0), (0.0, 1.0)):
            half = QVariantAnimation(seq)
            half.setDuration(max(1, duration_ms // 2))
            half.setStartValue(start)
            half.setEndValue(end)
            half.valueChanged.connect(self._set_flip)
            seq.addAnimation(half)
        seq.animationAt(0).finished.connect(lambda: self._commit_face())
        return seq

    def _commit_face(self) -> None:
        if self._pending_face is not None:
            self.set_face_up(self._pending_face)
            self._pending_face = None

    def _stop_animation(self) -> None:
        if self._anim is not None:
            self._anim.finished.disconnect(self._finish_animation)
            self._anim.stop()
            self._anim.deleteLater()
            self._anim = None
        self._commit_face()  # an interrupted flip still ends on the asked face
        self._set_flip(1.0)
        CardItem._animating.discard(self)

    def _finish_animation(self) -> None:
        if self._anim is not None:
            self._anim.deleteLater()
            self._anim = None
        self._commit_face()
        if self.identity is None and not self._face_up:
            self._card = None  # an unseen card keeps no face
        self._set_flip(1.0)
        if self._end_z is not None:
            self.setZValue(self._end_z)
            self._end_z = None
        CardItem._animating.discard(self)
        self.animation_finished.emit(self)

    # -- mouse ---------------------------------------------------------------

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hovered = True
        self._update_lift()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hovered = False
        self._update_lift()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or self.is_animating():
            event.ignore()  # a card in flight cannot be grabbed
            return
        self._press_screen = QPointF(event.screenPos())
        self._press_scene = event.scenePos()
        self._dragging = False
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press_screen is None:
            return
        if not self._dragging:
            moved = (QPointF(event.screenPos()) - self._press_screen).manhattanLength()
            if moved < QApplication.startDragDistance() or not self._draggable:
                return
            self._dragging = True
            self._home = (self.pos(), self.rotation(), self.zValue())
            self.setZValue(DRAG_Z)
            self.drag_started.emit(self)
        self.setPos(self._home[0] + (event.scenePos() - self._press_scene))

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        pressed, dragging = self._press_screen is not None, self._dragging
        self._press_screen, self._dragging = None, False
        if dragging:
            self.dropped.emit(self, event.scenePos())
        elif pressed and event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(self)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._press_screen = None  # the release that follows is not a click
        self.double_clicked.emit(self)

    def cancel_gesture(self) -> bool:
        """Forget a press in progress (its release is no click); True when the card was being
        dragged (it should go back to its place)."""
        dragging = self._dragging
        self._press_screen, self._dragging = None, False
        return dragging

    def return_home(self, duration_ms: int = 200) -> None:
        """Fly back to where the last drag started (a refused drop)."""
        pos, rotation, z = self._home
        # Keep the drag's z while flying so the card passes above the others.
        self._animate(pos, rotation, None, duration_ms, None, z)
