"""The table: a QGraphicsScene that shows one seat's view as piles and animates what changes.

The piles (hands, talons, the stock, table piles, the trick, taken tricks, cards laid aside)
come from the deal's shape (:func:`layout.table_layout`) and persist from view to view;
``show_view`` works out what each pile holds as this seat sees it and moves only the cards
that changed pile (:func:`piles.match`), each from the pile the engine's events name
(:meth:`take_events`, :mod:`moves`).  A trick just completed stays on the table while the
controller holds it (``hold=True``); then it goes to its winner and, where there is a stock,
the cards are drawn in the engine's order (the winner first).  ``show_last_trick`` lays the
trick taken last over the table for a look.  Input is forwarded as signals, cards as the
engine's :class:`~tysiac_engine.cards.Card`; no rules here.  :meth:`reset` forgets
everything: the next view (a new game's) builds the table from nothing.
"""
from __future__ import annotations

import math
from typing import Callable, Optional

from PySide6.QtCore import QPointF, QPropertyAnimation, QRectF, Qt, Signal
from PySide6.QtGui import (QBrush, QColor, QFont, QFontInfo, QFontMetricsF, QGuiApplication, QPainter, QPen,
                           QRadialGradient)
import shiboken6
from PySide6.QtWidgets import QGraphicsObject, QGraphicsScene, QGraphicsSimpleTextItem

from tysiac_engine.cards import Card
from tysiac_engine.game import SeatView

from ..wording.words import num
from .card_item import CardItem
from .deck_theme import DeckTheme
from .keys import ASIDE, STOCK, UNPICKED, PileKey, PileKind
from .layout import CARD_H, CARD_W, MID, SCENE, TableLayout, scene_point, scene_rect, table_layout
from .moves import Move, held_back, moves, staged_moves
from .piles import Contents, Pile, Slot, match

FLYING_Z = 1000.0  # a card moving between piles passes above the others
DRAW_GAP = 0.8  # the second player's draw starts this many card moves after the first


PLATE_W, PLATE_MAX_W, PLATE_H = 230.0, 330.0, 54.0  # scene units
FELT_RADIUS = 60.0  # the felt's rounded corners


def felt_rect() -> QRectF:
    """The felt inside its edge line (drawn 8 in from the scene's border, 6 wide)."""
    return SCENE.adjusted(11, 11, -11, -11)
NAME_PX, STATUS_PX = 21, 16  # scene units; on screen never smaller than the application's font allows
STATUS_SHARE = 0.85  # a status line on screen: at least this share of the application font's pixel size
MAX_TEXT_SCALE = 3.0  # how far texts may grow over their size in scene units
FOCUS_DARK, FOCUS_LIGHT = QColor("#14286b"), QColor("#ffffff")  # the card focus ring: two tones, see focus_ring


def min_text_px() -> float:
    """The least pixel size of a status line on the table: a share of the application font's
    (a larger application font, or the system's text scale, makes the table's texts larger)."""
    return QFontInfo(QGuiApplication.font()).pixelSize() * STATUS_SHARE


def _font(pixels: int, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(pixels)
    font.setBold(bold)
    return font


def _fitting(text: str, pixels: int, bold: bool, width: float) -> QFont:
    """The font of ``pixels`` (smaller, down to two thirds, if need be) in which ``text`` fits ``width``."""
    for size in range(pixels, max(8, pixels * 2 // 3) - 1, -1):
        font = _font(size, bold)
        if QFontMetricsF(font).horizontalAdvance(text) <= width:
            return font
    return _font(max(8, pixels * 2 // 3), bold)


class NamePlate(QGraphicsObject):
    """A rounded plate with a player's name and a short status line; as wide as its texts need
    (up to a limit, where the font gets smaller), so neither is cut."""

    def __init__(self) -> None:
        super().__init__()
        self.name = ""
        self.status = ""
        self.active = False
        self.dim = False
        self.width = PLATE_W
        self.setZValue(5)

    def set_text(self, name: str, status: str, active: bool, dim: bool = False) -> None:
        if (name, status, active, dim) != (self.name, self.status, self.active, self.dim):
            self.name, self.status, self.active, self.dim = name, status, active, dim
            needed = max(QFontMetricsF(_font(NAME_PX, True)).horizontalAdvance(name),
                         QFontMetricsF(_font(STATUS_PX)).horizontalAdvance(status)) + 28
            width = min(PLATE_MAX_W, max(PLATE_W, needed))
            if width != self.width:
                self.prepareGeometryChange()
                self.width = width
            self.update()

    def plate_rect(self) -> QRectF:
        return QRectF(-self.width / 2, -PLATE_H / 2, self.width, PLATE_H)

    def boundingRect(self) -> QRectF:
        return self.plate_rect().adjusted(-5, -3, 5, 3)

    def fonts(self) -> tuple[QFont, QFont]:
        inner = self.width - 20
        return _fitting(self.name, NAME_PX, True, inner), _fitting(self.status, STATUS_PX, False, inner)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.plate_rect()
        fill = QColor(255, 244, 200, 235) if self.active else QColor(0, 0, 0, 110 if not self.dim else 70)
        painter.setPen(QPen(QColor(255, 215, 90), 2.5) if self.active else Qt.PenStyle.NoPen)
        painter.setBrush(fill)
        painter.drawRoundedRect(rect, 14, 14)
        ink = QColor(40, 30, 10) if self.active else QColor(255, 255, 255, 200 if self.dim else 240)
        painter.setPen(ink)
        name_font, status_font = self.fonts()
        inner = rect.width() - 20
        painter.setFont(name_font)
        name = painter.fontMetrics().elidedText(self.name, Qt.TextElideMode.ElideRight, int(inner))
        painter.drawText(QRectF(rect.left() + 10, rect.top() + 2, inner, 28), Qt.AlignmentFlag.AlignCenter, name)
        painter.setFont(status_font)
        status = painter.fontMetrics().elidedText(self.status, Qt.TextElideMode.ElideRight, int(inner))
        painter.drawText(QRectF(rect.left() + 10, rect.top() + 27, inner, 24), Qt.AlignmentFlag.AlignCenter, status)


class FocusRing(QGraphicsObject):
    """The keyboard focus on a card: a dark ring inside a white one (the dark one stands out on a
    white card, the white one on the cloth and on the darker cards), above every card of the hand
    so the next card never hides it, and blue-and-white, unlike the gold frame of a card just taken
    from the musik.  It follows its card (moved, turned, raised)."""

    WIDTH = 4.0  # scene units, each tone

    def __init__(self) -> None:
        super().__init__()
        self.card: Optional[CardItem] = None
        self.setZValue(FLYING_Z - 1)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def follow(self, card: Optional[CardItem]) -> None:
        if card is self.card:
            self._moved()
            return
        signals = ("xChanged", "yChanged", "rotationChanged", "lift_changed")
        if self.card is not None and shiboken6.isValid(self.card):
            for name in signals:
                getattr(self.card, name).disconnect(self._moved)
        self.card = card
        if card is not None:
            for name in signals:
                getattr(card, name).connect(self._moved)
        self.setVisible(card is not None)
        self._moved()

    def _moved(self) -> None:
        self.prepareGeometryChange()
        self.update()

    def _ring(self) -> QRectF:
        rect = self.card.card_rect()
        return rect.translated(0, -self.card.lift).adjusted(-2 * self.WIDTH, -2 * self.WIDTH,
                                                            2 * self.WIDTH, 2 * self.WIDTH)

    def boundingRect(self) -> QRectF:
        if self.card is None or not shiboken6.isValid(self.card):
            return QRectF()
        return self.card.mapRectToScene(self._ring()).adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if self.card is None or not shiboken6.isValid(self.card):
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setTransform(self.card.sceneTransform(), True)
        ring = self._ring()
        radius = 12.0
        painter.setBrush(Qt.BrushStyle.NoBrush)
        half = self.WIDTH / 2
        painter.setPen(QPen(FOCUS_LIGHT, self.WIDTH))
        painter.drawRoundedRect(ring.adjusted(half, half, -half, -half), radius, radius)
        painter.setPen(QPen(FOCUS_DARK, self.WIDTH))
        inner = ring.adjusted(self.WIDTH + half, self.WIDTH + half, -self.WIDTH - half, -self.WIDTH - half)
        painter.drawRoundedRect(inner, radius - 2, radius - 2)


class Banner(QGraphicsObject):
    """A gold-edged plate with one line of text, for announcements; as wide as its text (the font
    gets smaller for a text wider than the table)."""

    MAX_W = 1400.0

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.width = 520.0
        self.font = _font(34, True)
        self.setZValue(2000)

    def set_text(self, text: str) -> None:
        self.prepareGeometryChange()
        self.text = text
        self.font = _fitting(text, 34, True, self.MAX_W - 60)
        self.width = min(self.MAX_W, max(520.0, QFontMetricsF(self.font).horizontalAdvance(text) + 60))
        self.update()

    def plate_rect(self) -> QRectF:
        return QRectF(-self.width / 2, -38, self.width, 76)

    def boundingRect(self) -> QRectF:
        return self.plate_rect().adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(243, 210, 122), 3))
        painter.setBrush(QColor(20, 40, 28, 230))
        rect = self.plate_rect()
        painter.drawRoundedRect(rect, 20, 20)
        painter.setFont(self.font)
        painter.setPen(QColor(255, 244, 200))
        painter.drawText(rect.adjusted(20, 0, -20, 0), Qt.AlignmentFlag.AlignCenter, self.text)


class TableScene(QGraphicsScene):
    """The piles of one seat's view of the deal."""

    card_activated = Signal(object)  # a Card of mine was double-clicked (or played with Enter: see TableView)
    card_selected = Signal(object)  # a Card of mine was chosen with a click (it is raised; Enter plays it)
    card_dropped = Signal(object, str, int)  # Card, "table" | "seat" | "none", seat
    card_drag_started = Signal(object)  # Card
    talon_activated = Signal(int)  # a face-down talon card the declarer may take was double-clicked or dragged
    table_clicked = Signal()  # a click on the cloth (or on a card that is not mine to play)
    last_trick_dismissed = Signal()  # a click on the last trick laid over the table: put it away
    focus_moved = Signal(object)  # the keyboard focus went to this Card of mine
    card_moved = Signal(object, object, object)  # a card starts to fly: its code as shown (None: a back), from, to

    def __init__(self, theme: DeckTheme, parent=None) -> None:
        super().__init__(parent)
        self.setSceneRect(SCENE)
        self.theme = theme
        self.table_color = QColor(23, 104, 58)
        self.piles: dict[PileKey, Pile] = {}
        self.layout: Optional[TableLayout] = None
        self._layout_key: Optional[tuple] = None
        self._items: list[CardItem] = []
        self.plates: dict[int, NamePlate] = {}
        self.labels: dict[PileKey, QGraphicsSimpleTextItem] = {}
        self.focus_index = 0
        self.keyboard_used = False
        self.focus_ring = FocusRing()
        self.focus_ring.setVisible(False)
        self.addItem(self.focus_ring)
        self.my_cards: list[str] = []  # my hand, then the face-up cards of my table piles
        self.selected: Optional[CardItem] = None  # the card chosen with a click or the arrows (raised)
        self.from_musik: set[str] = set()  # cards of my hand just taken from the musik (framed)
        self.playable: set[str] = set()
        self.takeable: set[int] = set()  # talons I may take now (by clicking a card of it)
        self.interactive = True
        self._view: Optional[SeatView] = None
        self._me: Optional[int] = None
        self._holding = False  # the trick completed last lies on the table
        self._events: list = []  # what happened since the last view shown (take_events)
        self._held: list = []  # while a trick is held: its events from the trick won on (the draws wait)
        self._overlay: Optional[LastTrick] = None
        self._banner = Banner()
        self._banner.setVisible(False)
        self.addItem(self._banner)
        self.speed_ms = 260
        self._label_texts: dict[PileKey, str] = {}
        self.text_scale = 1.0  # plates and captions grow when the table is shown small (set_view_scale)

    # ------------------------------------------------------------------ drawing
    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        painter.fillRect(rect, self.table_color.darker(160))
        gradient = QRadialGradient(scene_point(MID), 900)
        gradient.setColorAt(0.0, self.table_color.lighter(125))
        gradient.setColorAt(0.7, self.table_color)
        gradient.setColorAt(1.0, self.table_color.darker(135))
        painter.setBrush(QBrush(gradient))
        painter.setPen(QPen(QColor(0, 0, 0, 60), 6))
        painter.drawRoundedRect(SCENE.adjusted(8, 8, -8, -8), FELT_RADIUS, FELT_RADIUS)
        if self.layout is not None:  # the places of the table piles, the stock and the talons, faintly
            painter.setPen(QPen(QColor(255, 255, 255, 38), 3, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            for pile in self.piles.values():
                if pile.kind in (PileKind.TABLE, PileKind.STOCK):
                    centre = scene_point(pile.spec.pos)
                    painter.drawRoundedRect(QRectF(centre.x() - CARD_W / 2, centre.y() - CARD_H / 2, CARD_W,
                                                   CARD_H), 9, 9)

    # ------------------------------------------------------------------ items
    @property
    def cards(self) -> dict[str, CardItem]:
        """The items of the cards whose face this seat knows (face up or lying face down)."""
        return {item.identity: item for item in self._items if item.identity is not None}

    def reset(self) -> None:
        """Forget the table (a new game or a resumed one): every card, plate and caption goes, and
        the next view builds the table from nothing."""
        self._holding, self._events, self._held = False, [], []
        self.show_last_trick(None)
        self._clear()
        for plate in self.plates.values():
            self.removeItem(plate)
        for label in self.labels.values():
            self.removeItem(label)
        self.plates, self.labels, self._label_texts = {}, {}, {}
        self.piles, self.layout, self._layout_key = {}, None, None
        self._banner.setVisible(False)
        self.my_cards, self.playable, self.takeable = [], set(), set()
        self.selected, self.from_musik = None, set()
        self._view, self._me = None, None
        self.focus_index = 0
        self.update()

    def settled(self) -> bool:
        """Nothing is moving: the table shows the last view."""
        return not any(item.is_animating() for item in self._items)

    @property
    def holding(self) -> bool:
        """The trick completed last lies on the table (``show_view(..., hold=True)``)."""
        return self._holding

    def pile_items(self, key: PileKey) -> list[CardItem]:
        pile = self.piles.get(key)
        return list(pile.items) if pile is not None else []

    def _make_item(self, start: QPointF) -> CardItem:
        item = CardItem(self.theme, None, face_up=False, card_width=CARD_W)
        item.identity = None
        item.clicked.connect(self._on_click)
        item.double_clicked.connect(self._on_double_click)
        item.dropped.connect(self._on_drop)
        item.drag_started.connect(lambda it: self.card_drag_started.emit(_card(it.identity)))
        item.set_interactive(False)
        item.setPos(start)
        self.addItem(item)
        self._items.append(item)
        return item

    def _remove_item(self, item: CardItem) -> None:
        if item in self._items:
            self._items.remove(item)
        if self.focus_ring.card is item:
            self.focus_ring.follow(None)
        if self.selected is item:
            self.selected = None
        self.removeItem(item)
        item.deleteLater()

    def _clear(self) -> None:
        for pile in self.piles.values():
            pile.items = []
        for item in list(self._items):
            self._remove_item(item)

    def set_view_scale(self, scale: float) -> None:
        """The view shows a scene unit as ``scale`` pixels: texts on the table are made larger where
        that would leave a plate's status line smaller than 10 pixels."""
        factor = max(1.0, min(MAX_TEXT_SCALE, min_text_px() / (STATUS_PX * max(scale, 0.01))))
        if abs(factor - self.text_scale) < 0.01:
            return
        self.text_scale = factor
        for plate in self.plates.values():
            plate.setScale(factor)
        for label in self.labels.values():
            label.setScale(factor)
        if self._view is not None and self.layout is not None:
            self._place_plates()
            self._show_labels()

    def _plate(self, seat: int) -> NamePlate:
        plate = self.plates.get(seat)
        if plate is None:
            plate = NamePlate()
            plate.setScale(self.text_scale)
            self.addItem(plate)
            self.plates[seat] = plate
        return plate

    def _label(self, key: PileKey) -> QGraphicsSimpleTextItem:
        label = self.labels.get(key)
        if label is None:
            label = QGraphicsSimpleTextItem()
            label.setBrush(QColor(255, 255, 255, 200))
            font = QFont()
            font.setPixelSize(18)
            label.setFont(font)
            label.setZValue(40)
            label.setScale(self.text_scale)
            self.addItem(label)
            self.labels[key] = label
        return label

    def _use_layout(self, view: SeatView, bottom: int) -> None:
        """The piles of this deal's shape, seen from ``bottom``; items keep their piles by key."""
        key = (view.shape, bottom)
        if key == self._layout_key:
            return
        self._layout_key = key
        self.layout = table_layout(view.shape, bottom)
        old = self.piles
        self.piles = {}
        for name, spec in self.layout.piles.items():
            pile = Pile(spec)
            if name in old:
                pile.items = old[name].items
            self.piles[name] = pile
        for name, pile in old.items():  # piles this shape does not have: their cards go
            if name not in self.piles:
                for item in pile.items:
                    self._remove_item(item)
        for seat in list(self.plates):
            if seat not in self.layout.seats:
                self.removeItem(self.plates.pop(seat))
        for name in list(self.labels):
            if name not in self.layout.labels:
                self.removeItem(self.labels.pop(name))
        self.update()

    # ------------------------------------------------------------------ state
    def take_events(self, events) -> None:
        """What the engine says happened (``tysiac_engine.events``, as the seat at the screen may see
        them): the next view shown moves its cards from where these events say they came from."""
        self._events.extend(events)

    def show_view(self, view: SeatView, me: Optional[int], playable: set[str], names: list[str],
                  statuses: dict[int, str], animate: bool = True,
                  pile_text: Optional[dict[PileKey, str]] = None, hold: bool = False) -> None:
        """Show ``view`` as seen from seat ``me`` (None: nobody's hand is shown).

        The view says what lies where; the events taken since the last view (:meth:`take_events`)
        say where each card that changed pile came from.  ``pile_text`` puts a caption under piles
        (``PileKey.taken(1)``: "Tricks: 2", ``STOCK``: "Stock: %1", where %1 is the number of cards
        lying in the pile).  ``hold``: the trick completed last still lies on the table (and the
        cards drawn after it are still in the stock).
        """
        ms = self.speed_ms if animate else 0
        # the seat at the bottom: the one at the screen; the public view keeps the table as it lies
        bottom = me if me is not None else view.seat if view.seat is not None else \
            self._layout_key[1] if self._layout_key is not None else 0
        previous = self._view
        new_deal = (previous is None or previous.deal_number != view.deal_number or previous.rules != view.rules
                    or previous.seat == view.seat and view.history[:len(previous.history)] != previous.history)
        happened, self._events = self._events, []
        if new_deal:
            self._clear()
            self._holding, self._held, happened = False, [], []
        self._use_layout(view, bottom)
        if previous is None or new_deal or len(previous.history) != len(view.history) or self._me != me:
            self.select(None)  # a card chosen in another position is not chosen in this one
        self._view, self._me = view, me
        self.playable = set(playable)
        self.takeable = {a.value for a in view.legal if a.kind == "take"} if me is not None and \
            view.to_move == me else set()
        self.from_musik = _just_taken(view, me)
        hold = hold and bool(view.tricks)
        if hold:  # the trick lies on the table: what came after it waits
            if happened:
                happened, self._held = held_back(happened)
            routes = moves(happened, view.shape)
        else:  # a trick held goes to its winner, then the draws
            routes = moves(self._held + happened, view.shape)
            self._held = []
        routes += staged_moves(view, UNPICKED in self.piles)
        origin = self.layout.deal_origin(view.dealer) if new_deal else None
        self._apply(self.contents(view, me, held=self._held if hold else None), routes, ms, origin=origin)
        self._holding = hold
        self._show_plates(view, names, statuses)
        self._show_labels(pile_text or {})

    def contents(self, view: SeatView, me: Optional[int], held: Optional[list] = None) -> Contents:
        """What each pile holds as ``me`` sees ``view`` (None: nobody's cards).

        ``held``: the trick just completed still lies on the table, and ``held`` are its events from
        the trick won on: the cards drawn after it are still in the stock.
        """
        shape = view.shape
        out: Contents = {key: [] for key in self.piles}
        show_mine = me is not None and not view.hand_hidden
        tricks, trick = list(view.tricks), list(view.trick)
        if held is not None and tricks:
            trick, tricks = list(tricks[-1][1]), tricks[:-1]
        for seat, card in trick:
            out[PileKey.trick(seat)] = [(str(card), True)]
        for _, cards, winner in tricks:
            out[PileKey.taken(winner)] += [(str(c), False) for _, c in cards]
        # talons lie in the middle until taken; a shown talon lies open for the others during the musik
        revealed = 0
        if view.phase in ("auction", "musik"):
            mine = set(view.hand) if show_mine else set()
            for i, size in enumerate(shape.talons):
                cards = view.musiks[i] if i < len(view.musiks) else None
                if i not in view.taken:
                    out[PileKey.talon(i)] = ([(str(c), True) for c in cards] if cards is not None
                                             else [(None, False)] * size)
                elif (view.phase == "musik" and me is not None and me != view.declarer
                      and not shape.talons_open and cards is not None):
                    shown = [(str(c), True) for c in cards if c not in mine]
                    out[PileKey.talon(i)] = shown
                    revealed += len(shown)
        for seat in view.active:
            key = PileKey.hand(seat)
            if seat == me and show_mine:
                out[key] = [(str(c), True) for c in sorted(view.hand, key=_hand_order)]
            else:
                out[key] = [(None, False)] * max(0, view.hand_sizes[seat] - (revealed if seat == view.declarer else 0))
        if STOCK in out:
            out[STOCK] = [(None, False)] * view.stock_size
        for seat, tops in enumerate(view.table):
            for k, up in enumerate(tops):
                if up is not None and PileKey.table(seat, k) in out:
                    out[PileKey.table(seat, k)] = [(None, False), (str(up), True)]
        if ASIDE in out:
            known = [str(c) for c in view.discards] if me is not None and me == view.declarer else []
            laid = sum(1 for _, action in view.history if action.kind == "discard")
            slots: list[Slot] = [(c, False) for c in known] + [(None, False)] * max(0, laid - len(known))
            unpicked = [(None, False)] * sum(size for i, size in enumerate(shape.talons) if i not in view.taken) \
                if view.phase not in ("auction", "musik") else []
            if UNPICKED in out:  # a pile of their own where the table has room
                out[UNPICKED] = unpicked
            else:
                slots += unpicked
            out[ASIDE] = slots
        for move in moves(held or (), shape):  # drawn after the trick held: still in the stock
            if move.draw is not None and STOCK in out:
                hand = out[move.dest]
                drawn = next((i for i in reversed(range(len(hand))) if hand[i][0] in (move.card, None)), None)
                if drawn is not None:
                    del hand[drawn]
                    out[STOCK].append((None, False))
        return out

    def _apply(self, contents: Contents, routes: list[Move], ms: int, origin: Optional[QPointF] = None) -> None:
        """Move every item to its slot of ``contents`` (flying, turning over where its face changes)
        from where ``routes`` say it came from; a new deal's cards fly out from ``origin``."""
        owner = {item: key for key, pile in self.piles.items() for item in pile.items}
        made: set[CardItem] = set()

        def make(key: PileKey) -> CardItem:
            start = origin if origin is not None else scene_point(self.piles[key].spec.pos)
            item = self._make_item(start)
            made.add(item)
            return item

        chosen, gone, routed = match(self.piles, contents, routes, make)
        dealt = 0
        for key, items in chosen.items():
            pile = self.piles[key]
            slots = contents[key]
            places = pile.places(len(items), face_up=any(face for _, face in slots))
            for i, (item, (code, face), (pos, rotation)) in enumerate(zip(items, slots, places)):
                z = pile.spec.z + i
                if code is not None and item.identity != code:
                    item.set_card(code)
                item.identity = code
                moved = owner.get(item) != key
                if item in made:
                    item.setRotation(rotation)
                if not moved and not item.is_animating() and item.face_up == face and \
                        (item.pos() - pos).manhattanLength() < 0.5 and abs(item.rotation() - rotation) < 0.01:
                    item.setZValue(z)  # lies where it lay: nothing to move
                    continue
                delay = 0
                if moved and ms:
                    draw = routed[item].draw if item in routed else None
                    delay = min(15 * dealt, 600) if origin is not None else \
                        int(ms * (0.6 + DRAW_GAP * draw)) if draw is not None else 0
                    dealt += 1
                if moved:
                    self.card_moved.emit(code if face else None, owner.get(item), key)
                item.animate_to(pos, rotation, face, ms, z=FLYING_Z + z if moved else z,
                                end_z=z if moved else None, delay_ms=delay)
                if ms <= 0 and code is None:
                    item.set_card(None)
            pile.items = items
        for item in gone:  # left the table (never in a well-formed view): fade where it lies
            self._remove_item(item)
        self._update_items()

    def _place_item(self, item: CardItem, ms: int) -> None:
        """Back to its slot in its pile (a refused move, a drop outside the table)."""
        for key, pile in self.piles.items():
            if item in pile.items:
                i = pile.items.index(item)
                places = pile.places(len(pile.items), face_up=any(it.face_up for it in pile.items))
                pos, rotation = places[i]
                item.animate_to(pos, rotation, None, ms, z=FLYING_Z + pile.spec.z + i, end_z=pile.spec.z + i)
                return

    def _update_items(self) -> None:
        """Which cards are mine to play (highlighted or dimmed), and which talon cards I may take."""
        me = self._me
        mine: list[CardItem] = []
        tops: list[CardItem] = []
        if me is not None:
            mine = [item for item in self.pile_items(PileKey.hand(me)) if item.identity is not None]
            for key, pile in self.piles.items():
                if pile.kind is PileKind.TABLE and pile.spec.seat == me and pile.items and pile.items[-1].identity:
                    tops.append(pile.items[-1])
        self.my_cards = [item.identity for item in mine + tops]
        own = set(mine + tops)
        talon_items = {item: pile.spec.index for pile in self.piles.values() if pile.kind is PileKind.TALON
                       for item in pile.items}
        if self.selected is not None and (self.selected not in own and self.selected not in talon_items
                                          or not self.interactive):
            self.select(None)
        for item in self._items:
            item.set_marked(item in own and item.identity in self.from_musik)
            if item in own:
                item.set_interactive(self.interactive)
                item.set_draggable(True)
                item.set_highlighted(item.identity in self.playable)
                item.set_dimmed(bool(self.playable) and item.identity not in self.playable)
            elif item in talon_items and talon_items[item] in self.takeable and self.interactive:
                item.set_interactive(True)
                item.set_draggable(True)
                item.set_highlighted(True)
            else:
                item.set_interactive(False)
                item.set_highlighted(False)
                item.set_dimmed(False)
        self.focus_index = min(self.focus_index, max(0, len(self.my_cards) - 1))
        if self.interactive and self.playable and self.my_cards and self.my_cards[self.focus_index] not in self.playable:
            # my turn, and the focus is on a card I may not play: to the nearest one I may
            self.focus_index = min((i for i, code in enumerate(self.my_cards) if code in self.playable),
                                   key=lambda i: abs(i - self.focus_index), default=self.focus_index)
        self._place_focus()

    def _show_plates(self, view: SeatView, names: list[str], statuses: dict[int, str]) -> None:
        assert self.layout is not None
        for seat, place in self.layout.seats.items():
            plate = self._plate(seat)
            plate.set_text(names[seat] if seat < len(names) else "", statuses.get(seat, ""),
                           view.to_move == seat and view.phase not in ("between", "over"),
                           dim=seat not in view.active)
        self._place_plates()

    def _place_plates(self) -> None:
        """Each plate at its seat, kept inside the table however wide its texts make it."""
        assert self.layout is not None
        for seat, place in self.layout.seats.items():
            plate = self.plates.get(seat)
            if plate is None:
                continue
            centre = scene_point(place.plate)
            # the whole plate, its frame too, on the felt: clear of its edge and its rounded corners
            half = plate.boundingRect().width() * plate.scale() / 2 + FELT_RADIUS / 2
            felt = felt_rect()
            x = min(max(centre.x(), felt.left() + half), felt.right() - half)
            plate.setPos(x, centre.y())

    def _show_labels(self, texts: Optional[dict[str, str]] = None) -> None:
        """Captions under piles; "%1" in one is the number of cards lying there now."""
        if texts is not None:
            self._label_texts = dict(texts)
        texts = self._label_texts
        if self.layout is None:
            return
        rested = {key: _resting_rects(pile) for key, pile in self.piles.items()}
        plates = [plate.mapRectToScene(plate.boundingRect()) for plate in self.plates.values() if plate.isVisible()]
        placed: list[QRectF] = []  # the captions placed so far
        for key, pos in self.layout.labels.items():
            label = self._label(key)
            count = len(self.piles[key].items)
            text = texts.get(key, "").replace("%1", num(count))
            label.setText(text if count or key == STOCK else "")
            if not label.text():
                continue
            size = QRectF(0, 0, label.boundingRect().width() * label.scale(),
                          label.boundingRect().height() * label.scale())
            own = _united(rested[key]) or QRectF(scene_point(pos) - QPointF(CARD_W / 2, CARD_H / 2),
                                                 QRectF(0, 0, CARD_W, CARD_H).size())
            others = [r for k, rects in rested.items() if k != key for r in rects] + plates + placed
            label.setPos(_caption_place(own, size, others))
            placed.append(QRectF(label.pos(), size.size()))

    # ------------------------------------------------------------------ announcements
    def announce(self, text: str, hold_ms: int = 1400) -> None:
        """A short message over the table (a marriage, a claim) that fades in and out."""
        banner = self._banner
        banner.set_text(text)
        banner.setScale(min(self.text_scale, (SCENE.width() - 40) / banner.width))
        banner.setPos(scene_point(MID).x(), scene_rect(self.layout.trick_zone).top() + 40
                      if self.layout is not None else 240)
        banner.setVisible(True)
        anim = QPropertyAnimation(banner, b"opacity", self)
        fade = max(1, min(250, self.speed_ms or 1))
        total = hold_ms + 2 * fade
        anim.setDuration(total)
        anim.setKeyValueAt(0.0, 0.0)
        anim.setKeyValueAt(fade / total, 1.0)
        anim.setKeyValueAt(1 - fade / total, 1.0)
        anim.setKeyValueAt(1.0, 0.0)
        anim.finished.connect(lambda: banner.setVisible(False))
        anim.start(QPropertyAnimation.DeletionPolicy.DeleteWhenStopped)

    # ------------------------------------------------------------------ places, for input and tests
    def table_point(self) -> QPointF:
        """The middle of the table (drop a card here to play it)."""
        return scene_point(MID)

    def seat_point(self, seat: int) -> QPointF:
        """A seat's name plate (drop a card here to give it to that seat)."""
        assert self.layout is not None
        return scene_point(self.layout.seats[seat].plate)

    def hand_point(self) -> QPointF:
        assert self.layout is not None
        return scene_rect(self.layout.hand_zone).center()

    def _talon_of(self, item: CardItem) -> Optional[int]:
        for pile in self.piles.values():
            if pile.kind is PileKind.TALON and item in pile.items:
                return pile.spec.index
        return None

    # ------------------------------------------------------------------ input
    def mousePressEvent(self, event) -> None:
        super().mousePressEvent(event)
        if not event.isAccepted() and event.button() == Qt.MouseButton.LeftButton:
            self.table_clicked.emit()  # nothing of mine was under the pointer

    def select(self, item: Optional[CardItem]) -> None:
        """Choose ``item`` (raised; None: no card chosen)."""
        if self.selected is not None and self.selected is not item:
            self.selected.set_selected(False)
        self.selected = item
        if item is not None:
            item.set_selected(True)

    def _on_click(self, item: CardItem) -> None:
        """A click chooses a card of mine (Enter then plays it) or a talon card I may take."""
        if not self.interactive:
            return
        if item.identity in self.my_cards:
            self.focus_index = self.my_cards.index(item.identity)
            self.select(item)
            self._place_focus()
            self.card_selected.emit(_card(item.identity))
        elif self._talon_of(item) in self.takeable:
            self.select(item)

    def _on_double_click(self, item: CardItem) -> None:
        """A double-click plays a card of mine, or takes a talon card I may take."""
        if not self.interactive:
            return
        if item.identity in self.my_cards:
            self.focus_index = self.my_cards.index(item.identity)
            self.card_activated.emit(_card(item.identity))
            return
        talon = self._talon_of(item)
        if talon is not None and talon in self.takeable:
            self.talon_activated.emit(talon)

    def cancel_gestures(self) -> None:
        """Forget a press or a drag begun before the screen changed: it acts on nothing now."""
        for item in self._items:
            if item.cancel_gesture():
                self._place_item(item, self.speed_ms or 1)

    def _on_drop(self, item: CardItem, pos: QPointF) -> None:
        layout = self.layout
        talon = self._talon_of(item)
        if talon is not None:
            if layout is not None and talon in self.takeable and scene_rect(layout.hand_zone).contains(pos):
                self.talon_activated.emit(talon)
            else:
                item.return_home(self.speed_ms or 1)
            return
        card = _card(item.identity)
        if layout is not None:
            for seat, place in layout.seats.items():
                if seat != self._me and seat in (self._view.active if self._view else ()) and \
                        scene_rect(place.zone).contains(pos):
                    self.card_dropped.emit(card, "seat", seat)
                    return
            if scene_rect(layout.trick_zone).contains(pos):
                self.card_dropped.emit(card, "table", -1)
                return
        self.card_dropped.emit(card, "none", -1)

    def refuse(self, card) -> None:
        """A move that was not made (refused, or asked about first): the card goes back to its
        place in its pile, however it got where it is (dragged, or chosen with the keyboard)."""
        item = self.cards.get(str(card)) if card is not None else None
        if item is not None:
            self._place_item(item, self.speed_ms or 1)

    def move_focus(self, step: int) -> Optional[str]:
        """Keyboard: move the focus ring along my hand (and my table piles' face-up cards)."""
        if not self.my_cards:
            return None
        self.focus_index = (self.focus_index + step) % len(self.my_cards)
        self.keyboard_used = True
        code = self.my_cards[self.focus_index]
        self.select(self.cards.get(code))
        self._place_focus()
        self.focus_moved.emit(_card(code))
        return code

    def show_keyboard_focus(self, say: bool = True) -> None:
        """The keyboard came to the table: the focus ring shows on its card (which is said)."""
        self.keyboard_used = True
        self._place_focus()
        if say and self.my_cards:
            self.focus_moved.emit(self.focused_card())

    def hide_keyboard_focus(self) -> None:
        self.keyboard_used = False
        self._place_focus()

    def _place_focus(self) -> None:
        card = self.focused_card()
        item = self.cards.get(str(card)) if card is not None else None
        show = bool(item) and self.keyboard_used and self.interactive
        self.focus_ring.follow(item if show else None)

    def focused_card(self) -> Optional[Card]:
        return _card(self.my_cards[self.focus_index]) if self.my_cards else None

    # ------------------------------------------------------------------ the last trick
    def show_last_trick(self, trick: Optional[tuple], caption: str = "") -> None:
        """Lay ``trick`` ((leader, cards, winner) of a view's ``tricks``) over the table with a
        caption; None takes it away."""
        if self._overlay is not None:
            self.removeItem(self._overlay)
            self._overlay.deleteLater()
            self._overlay = None
        if trick is None or self.layout is None:
            return
        places = []
        for seat, card in trick[1]:
            spec = self.layout.piles.get(PileKey.trick(seat))
            if spec is not None:
                places.append((str(card), scene_point(spec.pos), spec.rotation))
        self._overlay = LastTrick(self.theme, scene_rect(self.layout.trick_zone), places, caption,
                                  self.last_trick_dismissed.emit)
        self.addItem(self._overlay)
        self._overlay.setPos(self._beside_the_trick(self._overlay.area))

    def _beside_the_trick(self, area: QRectF) -> QPointF:
        """Where the look at the last trick leaves the trick being played in sight: moved sideways
        just clear of its cards (over a side seat's backs at most), else where it was played."""
        current = QRectF()
        for key, pile in self.piles.items():
            if key.kind is PileKind.TRICK:
                for item in pile.items:
                    current = current.united(item.mapRectToScene(item.card_rect()))
        if current.isEmpty() or not area.intersects(current):
            return QPointF(0, 0)
        room = felt_rect()
        moves = [current.left() - 16 - area.right(), current.right() + 16 - area.left()]
        fitting = [dx for dx in moves if room.contains(area.translated(dx, 0))]
        return QPointF(min(fitting, key=abs), 0) if fitting else QPointF(0, 0)

    @property
    def last_trick_shown(self) -> bool:
        return self._overlay is not None

    def last_trick_cards(self) -> list[str]:
        return [code for code, _, _ in self._overlay.places] if self._overlay is not None else []


class LastTrick(QGraphicsObject):
    """The trick taken last, laid over the table for a look: the cards where they were played on
    a darker cloth, and a caption naming who took it."""

    MARGIN = 26.0
    CAPTION_H = 48.0

    def __init__(self, theme: DeckTheme, zone: QRectF, places: list[tuple[str, QPointF, float]], caption: str,
                 dismissed: Optional[Callable[[], None]] = None) -> None:
        super().__init__()
        self._dismissed = dismissed
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)  # the click is the look's, not the table's
        self.places = places
        self.caption = caption
        self.setZValue(1500)
        self.cards: list[CardItem] = []  # kept here: Python owns the items
        area = QRectF()
        for code, pos, rotation in places:
            item = CardItem(theme, code, face_up=True, card_width=CARD_W, parent=self)
            item.identity = None
            item.set_interactive(False)
            item.setPos(pos)
            item.setRotation(rotation)
            self.cards.append(item)
            area = area.united(item.mapRectToParent(item.card_rect()))
        if area.isEmpty():
            area = QRectF(zone)
        self.font = _fitting(caption, 28, True, max(area.width(), 560.0))
        text_w = QFontMetricsF(self.font).horizontalAdvance(caption) + 2 * self.MARGIN
        area = area.adjusted(-self.MARGIN, -self.MARGIN - self.CAPTION_H, self.MARGIN, self.MARGIN)
        if area.width() < text_w:
            grow = (text_w - area.width()) / 2
            area.adjust(-grow, 0, grow, 0)
        self.area = area

    def boundingRect(self) -> QRectF:
        return self.area.adjusted(-4, -4, 4, 4)

    def mousePressEvent(self, event) -> None:
        event.accept()  # nothing under the look acts on this click
        if self._dismissed is not None:
            self._dismissed()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(243, 210, 122), 3))
        painter.setBrush(QColor(10, 20, 14, 215))
        painter.drawRoundedRect(self.area, 24, 24)
        painter.setFont(self.font)
        painter.setPen(QColor(255, 244, 200))
        painter.drawText(QRectF(self.area.left(), self.area.top() + 8, self.area.width(), self.CAPTION_H - 8),
                         Qt.AlignmentFlag.AlignCenter, self.caption)


def _just_taken(view: SeatView, me: Optional[int]) -> set[str]:
    """The cards ``me`` took from the musik, until the first give or discard after taking it."""
    if me is None or me != view.declarer or view.phase != "musik":
        return set()
    if any(action.kind in ("give", "discard") for _, action in view.history):
        return set()
    return {str(card) for i in view.taken if i < len(view.musiks) for card in view.musiks[i] or ()}


def _card(code: Optional[str]) -> Optional[Card]:
    return Card.parse(code) if code else None


def _hand_order(card) -> tuple[int, int]:
    """Sort a hand by suit (alternating colours: ♥ ♣ ♦ ♠) then rank, high first (cards are
    ``suit * 8 + rank``, see tysiac_engine.cards)."""
    order = {0: 0, 2: 1, 1: 2, 3: 3}
    return (order[card >> 3], -(card & 7))


def _resting_rects(pile: Pile) -> list[QRectF]:
    """The scene boxes of a pile's cards where they come to rest (animations aside)."""
    out = []
    for centre, rotation in pile.places(len(pile.items), False):
        turn = math.radians(rotation)
        w = abs(CARD_W * math.cos(turn)) + abs(CARD_H * math.sin(turn))
        h = abs(CARD_W * math.sin(turn)) + abs(CARD_H * math.cos(turn))
        out.append(QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h))
    return out


def _united(rects: list[QRectF]) -> Optional[QRectF]:
    out = None
    for r in rects:
        out = r if out is None else out.united(r)
    return out


def _caption_place(pile: QRectF, size: QRectF, others: list[QRectF]) -> QPointF:
    """Where a caption of ``size`` goes: under its pile, else above, left or right of it, the first
    place on the table clear of other piles' cards and of the name plates (at a small window the
    captions grow and the corners grow crowded), else the one that covers least."""
    w, h, gap = size.width(), size.height(), 8
    cx = min(max(pile.center().x() - w / 2, SCENE.left() + 8), SCENE.right() - 8 - w)
    cy = pile.center().y() - h / 2
    places = [QPointF(cx, pile.bottom() + gap), QPointF(cx, pile.top() - gap - h),
              QPointF(pile.left() - gap - w, cy), QPointF(pile.right() + gap, cy)]
    table = SCENE.adjusted(4, 4, -4, -4)
    best, least = None, None
    for place in places:
        box = QRectF(place, size.size())
        if not table.contains(box):
            continue
        covered = sum(max(0.0, box.intersected(r).width()) * max(0.0, box.intersected(r).height()) for r in others)
        if covered == 0:
            return place
        if least is None or covered < least:
            best, least = place, covered
    return best if best is not None else places[0]
