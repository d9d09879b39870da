"""The table: a QGraphicsScene that shows one seat's view as piles and animates what changes.

The piles (hands, talons, the stock, table piles, the trick, taken tricks, cards laid aside)
come from the deal's shape (:func:`layout.table_layout`) and persist from view to view;
``show_view`` works out what each pile holds as this seat sees it and moves only the cards
that changed pile (:func:`piles.match`).  A trick just completed stays on the table a moment;
then it goes to its winner and, where there is a stock, the winner draws first, then the
other.  Input is forwarded as signals; no rules here.
"""
from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QPointF, QPropertyAnimation, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsObject, QGraphicsRectItem, QGraphicsScene, QGraphicsSimpleTextItem

from tysiac_engine.game import SeatView

from ..dialogs.common import num
from .card_item import CardItem
from .deck_theme import DeckTheme
from .layout import CARD_H, CARD_W, MID, SCENE, TableLayout, scene_point, scene_rect, table_layout
from .piles import Contents, Pile, Slot, match

FLYING_Z = 1000.0  # a card moving between piles passes above the others
DRAW_GAP = 0.8  # the second player's draw starts this many card moves after the first


class NamePlate(QGraphicsObject):
    """A rounded plate with a player's name and a short status line."""

    def __init__(self) -> None:
        super().__init__()
        self.name = ""
        self.status = ""
        self.active = False
        self.dim = False
        self.setZValue(5)

    def set_text(self, name: str, status: str, active: bool, dim: bool = False) -> None:
        if (name, status, active, dim) != (self.name, self.status, self.active, self.dim):
            self.name, self.status, self.active, self.dim = name, status, active, dim
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-120, -30, 240, 60)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(-115, -27, 230, 54)
        fill = QColor(255, 244, 200, 235) if self.active else QColor(0, 0, 0, 90 if not self.dim else 50)
        painter.setPen(QPen(QColor(255, 215, 90), 2.5) if self.active else Qt.PenStyle.NoPen)
        painter.setBrush(fill)
        painter.drawRoundedRect(rect, 14, 14)
        ink = QColor(40, 30, 10) if self.active else QColor(255, 255, 255, 140 if self.dim else 235)
        painter.setPen(ink)
        font = QFont()
        font.setPixelSize(21)
        font.setBold(True)
        painter.setFont(font)
        name = painter.fontMetrics().elidedText(self.name, Qt.TextElideMode.ElideRight, 220)
        painter.drawText(QRectF(-110, -25, 220, 28), Qt.AlignmentFlag.AlignCenter, name)
        font.setPixelSize(16)
        font.setBold(False)
        painter.setFont(font)
        status = painter.fontMetrics().elidedText(self.status, Qt.TextElideMode.ElideRight, 220)
        painter.drawText(QRectF(-110, 0, 220, 24), Qt.AlignmentFlag.AlignCenter, status)


class Banner(QGraphicsObject):
    """A gold-edged plate with one line of rich text, for announcements."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.setZValue(2000)

    def set_text(self, text: str) -> None:
        self.prepareGeometryChange()
        self.text = text
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-260, -42, 520, 84)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(243, 210, 122), 3))
        painter.setBrush(QColor(20, 40, 28, 230))
        painter.drawRoundedRect(QRectF(-255, -38, 510, 76), 20, 20)
        font = QFont()
        font.setPixelSize(34)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor(255, 244, 200))
        painter.drawText(QRectF(-250, -38, 500, 76), Qt.AlignmentFlag.AlignCenter, self.text)


class TableScene(QGraphicsScene):
    """The piles of one seat's view of the deal."""

    card_activated = Signal(str)  # a card of mine was clicked, double-clicked or chosen by keyboard
    card_dropped = Signal(str, str, int)  # card, "table" | "seat" | "none", seat
    card_drag_started = Signal(str)
    talon_activated = Signal(int)  # a face-down talon card the declarer may take was clicked or dragged

    def __init__(self, theme: DeckTheme, parent=None) -> None:
        super().__init__(parent)
        self.setSceneRect(SCENE)
        self.theme = theme
        self.table_color = QColor(23, 104, 58)
        self.piles: dict[str, Pile] = {}
        self.layout: Optional[TableLayout] = None
        self._layout_key: Optional[tuple] = None
        self._items: list[CardItem] = []
        self.plates: dict[int, NamePlate] = {}
        self.labels: dict[str, QGraphicsSimpleTextItem] = {}
        self.focus_index = 0
        self.keyboard_used = False
        self.focus_ring = QGraphicsRectItem()
        self.focus_ring.setPen(QPen(QColor(255, 215, 90), 5))
        self.focus_ring.setVisible(False)
        self.addItem(self.focus_ring)
        self.my_cards: list[str] = []  # my hand, then the face-up cards of my table piles
        self.playable: set[str] = set()
        self.takeable: set[int] = set()  # talons I may take now (by clicking a card of it)
        self.interactive = True
        self._view: Optional[SeatView] = None
        self._me: Optional[int] = None
        self._hold_timer = QTimer(self)
        self._hold_timer.setSingleShot(True)
        self._hold_timer.timeout.connect(self._release_hold)
        self._pending: Optional[tuple[Contents, dict[str, int]]] = None
        self._banner = Banner()
        self._banner.setVisible(False)
        self.addItem(self._banner)
        self.speed_ms = 260
        self._label_texts: dict[str, str] = {}

    # ------------------------------------------------------------------ drawing
    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        painter.fillRect(rect, self.table_color.darker(160))
        gradient = QRadialGradient(scene_point(MID), 900)
        gradient.setColorAt(0.0, self.table_color.lighter(125))
        gradient.setColorAt(0.7, self.table_color)
        gradient.setColorAt(1.0, self.table_color.darker(135))
        painter.setBrush(QBrush(gradient))
        painter.setPen(QPen(QColor(0, 0, 0, 60), 6))
        painter.drawRoundedRect(SCENE.adjusted(8, 8, -8, -8), 60, 60)
        if self.layout is not None:  # the places of the table piles, the stock and the talons, faintly
            painter.setPen(QPen(QColor(255, 255, 255, 38), 3, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            for pile in self.piles.values():
                if pile.kind in ("table", "stock"):
                    centre = scene_point(pile.spec.pos)
                    painter.drawRoundedRect(QRectF(centre.x() - CARD_W / 2, centre.y() - CARD_H / 2, CARD_W,
                                                   CARD_H), 9, 9)

    # ------------------------------------------------------------------ items
    @property
    def cards(self) -> dict[str, CardItem]:
        """The items of the cards whose face this seat knows (face up or lying face down)."""
        return {item.identity: item for item in self._items if item.identity is not None}

    def reset(self) -> None:
        """Forget the table (a new game or a resumed one): the next view is dealt afresh."""
        self._hold_timer.stop()
        self._pending = None
        self._view = None

    def settled(self) -> bool:
        """Nothing is moving and no trick waits to be collected: the table shows the last view."""
        return self._pending is None and not any(item.is_animating() for item in self._items)

    def pile_items(self, key: str) -> list[CardItem]:
        pile = self.piles.get(key)
        return list(pile.items) if pile is not None else []

    def _make_item(self, start: QPointF) -> CardItem:
        item = CardItem(self.theme, None, face_up=False, card_width=CARD_W)
        item.identity = None
        item.clicked.connect(self._on_click)
        item.double_clicked.connect(self._on_click)
        item.dropped.connect(self._on_drop)
        item.drag_started.connect(lambda it: self.card_drag_started.emit(it.identity or ""))
        item.set_interactive(False)
        item.setPos(start)
        self.addItem(item)
        self._items.append(item)
        return item

    def _remove_item(self, item: CardItem) -> None:
        if item in self._items:
            self._items.remove(item)
        if self.focus_ring.parentItem() is item:
            self.focus_ring.setParentItem(None)
        self.removeItem(item)
        item.deleteLater()

    def _clear(self) -> None:
        for pile in self.piles.values():
            pile.items = []
        for item in list(self._items):
            self._remove_item(item)

    def _plate(self, seat: int) -> NamePlate:
        plate = self.plates.get(seat)
        if plate is None:
            plate = NamePlate()
            self.addItem(plate)
            self.plates[seat] = plate
        return plate

    def _label(self, key: str) -> QGraphicsSimpleTextItem:
        label = self.labels.get(key)
        if label is None:
            label = QGraphicsSimpleTextItem()
            label.setBrush(QColor(255, 255, 255, 200))
            font = QFont()
            font.setPixelSize(18)
            label.setFont(font)
            label.setZValue(40)
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
    def show_view(self, view: SeatView, me: Optional[int], playable: set[str], names: list[str],
                  statuses: dict[int, str], animate: bool = True,
                  pile_text: Optional[dict[str, str]] = None) -> None:
        """Show ``view`` as seen from seat ``me`` (None: nobody's hand is shown).

        ``pile_text`` puts a caption under piles by key ("taken:1": "Tricks: 2", "stock": "Stock: %1",
        where %1 is the number of cards lying in the pile).
        """
        ms = self.speed_ms if animate else 0
        bottom = me if me is not None else view.seat
        previous = self._view
        new_deal = (previous is None or previous.deal_number != view.deal_number or previous.rules != view.rules
                    or previous.seat == view.seat and view.history[:len(previous.history)] != previous.history)
        self._hold_timer.stop()
        self._pending = None
        if new_deal:
            self._clear()
        self._use_layout(view, bottom)
        self._view, self._me = view, me
        self.playable = set(playable)
        self.takeable = {a.value for a in view.legal if a.kind == "take"} if me is not None and \
            view.to_move == me else set()
        final = self.contents(view, me)
        hold = None
        if animate and not new_deal and previous is not None and previous.seat == view.seat and \
                len(view.tricks) == len(previous.tricks) + 1:
            hold = self.contents(view, me, before=previous)
        origin = self.layout.deal_origin(view.dealer) if new_deal else None
        if hold is not None:
            self._apply(hold, ms)
            self._pending = (final, self._draw_delays(view, ms))
            self._hold_timer.start(max(450, 3 * ms))
        else:
            self._apply(final, ms, origin=origin, deal=new_deal)
        self._show_plates(view, names, statuses)
        self._show_labels(pile_text or {})

    def contents(self, view: SeatView, me: Optional[int], before: Optional[SeatView] = None) -> Contents:
        """What each pile holds as ``me`` sees ``view`` (None: nobody's cards).

        With ``before`` (the view before the trick just completed) the trick still lies on the
        table and the cards drawn after it are still in the stock.
        """
        shape = view.shape
        out: Contents = {key: [] for key in self.piles}
        show_mine = me is not None and not view.hand_hidden
        tricks, trick = list(view.tricks), list(view.trick)
        if before is not None:
            trick, tricks = list(tricks[-1][1]), tricks[:-1]
        for seat, card in trick:
            out[f"trick:{seat}"] = [(str(card), True)]
        for _, cards, winner in tricks:
            out[f"taken:{winner}"] += [(str(c), False) for _, c in cards]
        # talons lie in the middle until taken; a shown talon lies open for the others during the musik
        revealed = 0
        if view.phase in ("auction", "musik"):
            mine = set(view.hand) if show_mine else set()
            for i, size in enumerate(shape.talons):
                cards = view.musiks[i] if i < len(view.musiks) else None
                if i not in view.taken:
                    out[f"talon:{i}"] = ([(str(c), True) for c in cards] if cards is not None
                                         else [(None, False)] * size)
                elif (view.phase == "musik" and me is not None and me != view.declarer
                      and not shape.talons_open and cards is not None):
                    shown = [(str(c), True) for c in cards if c not in mine]
                    out[f"talon:{i}"] = shown
                    revealed += len(shown)
        for seat in view.active:
            key = f"hand:{seat}"
            if seat == me and show_mine:
                out[key] = [(str(c), True) for c in sorted(view.hand, key=_hand_order)]
            else:
                out[key] = [(None, False)] * max(0, view.hand_sizes[seat] - (revealed if seat == view.declarer else 0))
        if "stock" in out:
            out["stock"] = [(None, False)] * view.stock_size
        for seat, tops in enumerate(view.table):
            for k, up in enumerate(tops):
                if up is not None and f"table:{seat}:{k}" in out:
                    out[f"table:{seat}:{k}"] = [(None, False), (str(up), True)]
        if "aside" in out:
            known = [str(c) for c in view.discards] if me is not None and me == view.declarer else []
            laid = sum(1 for _, token in view.history if token.startswith("discard"))
            slots: list[Slot] = [(c, False) for c in known] + [(None, False)] * max(0, laid - len(known))
            if view.phase not in ("auction", "musik"):
                slots += [(None, False)] * sum(size for i, size in enumerate(shape.talons) if i not in view.taken)
            out["aside"] = slots
        if before is not None and before.stock_size > view.stock_size:
            self._undo_draws(out, view, before, me if show_mine else None)
        return out

    @staticmethod
    def _undo_draws(out: Contents, view: SeatView, before: SeatView, me: Optional[int]) -> None:
        """The cards drawn after the trick just completed, back in the stock (drawn after the hold)."""
        drawn = before.stock_size - view.stock_size
        out["stock"] = [(None, False)] * before.stock_size
        played = lambda v, s: sum(1 for p, _ in ((p, c) for _, cards, _ in v.tricks for p, c in cards) if p == s) + \
            sum(1 for p, _ in v.trick if p == s)  # noqa: E731
        for seat in view.active:
            key = f"hand:{seat}"
            if seat == me:
                old = set(before.hand)
                out[key] = [slot for slot in out[key] if slot[0] is None or any(str(c) == slot[0] for c in old)]
            else:
                gained = view.hand_sizes[seat] - before.hand_sizes[seat] + played(view, seat) - played(before, seat)
                out[key] = out[key][:max(0, len(out[key]) - max(0, min(gained, drawn)))]

    def _draw_delays(self, view: SeatView, ms: int) -> dict[str, int]:
        """After the trick is collected the winner draws, then the other player."""
        if not view.shape.stock or not view.tricks:
            return {}
        winner = view.tricks[-1][2]
        order = [winner] + [s for s in view.active if s != winner]
        return {f"hand:{seat}": int(ms * (0.6 + DRAW_GAP * k)) for k, seat in enumerate(order)}

    def _release_hold(self) -> None:
        pending, self._pending = self._pending, None
        if pending is not None:
            self._apply(pending[0], self.speed_ms, delays=pending[1])
            self._show_labels()

    def _apply(self, contents: Contents, ms: int, delays: Optional[dict[str, int]] = None,
               origin: Optional[QPointF] = None, deal: bool = False) -> None:
        """Move every item to its slot of ``contents`` (flying, turning over where its face changes)."""
        delays = delays or {}
        owner = {item: key for key, pile in self.piles.items() for item in pile.items}
        made: set[CardItem] = set()

        def make(key: str) -> CardItem:
            start = origin if origin is not None else scene_point(self.piles[key].spec.pos)
            item = self._make_item(start)
            made.add(item)
            return item

        chosen, gone = match(self.piles, self._items, contents, make)
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
                    delay = min(15 * dealt, 600) if deal else delays.get(key, 0)
                    dealt += 1
                item.animate_to(pos, rotation, face, ms, z=FLYING_Z + z if moved else z,
                                end_z=z if moved else None, delay_ms=delay)
                if ms <= 0 and code is None:
                    item.set_card(None)
            pile.items = items
        for item in gone:  # left the table (never in a well-formed view): fade where it lies
            self._remove_item(item)
        self._update_items()

    def _update_items(self) -> None:
        """Which cards are mine to play (highlighted or dimmed), and which talon cards I may take."""
        me = self._me
        mine: list[CardItem] = []
        tops: list[CardItem] = []
        if me is not None:
            mine = [item for item in self.pile_items(f"hand:{me}") if item.identity is not None]
            for key, pile in self.piles.items():
                if pile.kind == "table" and pile.spec.seat == me and pile.items and pile.items[-1].identity:
                    tops.append(pile.items[-1])
        self.my_cards = [item.identity for item in mine + tops]
        own = set(mine + tops)
        talon_items = {item: pile.spec.index for pile in self.piles.values() if pile.kind == "talon"
                       for item in pile.items}
        for item in self._items:
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
        self._place_focus()

    def _show_plates(self, view: SeatView, names: list[str], statuses: dict[int, str]) -> None:
        assert self.layout is not None
        for seat, place in self.layout.seats.items():
            plate = self._plate(seat)
            plate.setPos(scene_point(place.plate))
            plate.set_text(names[seat] if seat < len(names) else "", statuses.get(seat, ""),
                           view.to_move == seat and view.phase not in ("between", "over"),
                           dim=seat not in view.active)

    def _show_labels(self, texts: Optional[dict[str, str]] = None) -> None:
        """Captions under piles; "%1" in one is the number of cards lying there now."""
        if texts is not None:
            self._label_texts = dict(texts)
        texts = self._label_texts
        if self.layout is None:
            return
        for key, pos in self.layout.labels.items():
            label = self._label(key)
            count = len(self.piles[key].items)
            text = texts.get(key, "").replace("%1", num(count))
            label.setText(text if count or key == "stock" else "")
            spec = self.layout.piles[key]
            across = abs((spec.rotation % 180) - 90) < 45  # a pile lying sideways
            below = (CARD_W if across else CARD_H) / 2 + 8
            centre = scene_point(pos)
            label.setPos(centre + QPointF(-label.boundingRect().width() / 2, below))

    # ------------------------------------------------------------------ announcements
    def announce(self, text: str, hold_ms: int = 1400) -> None:
        """A short message over the table (a marriage, a claim) that fades in and out."""
        banner = self._banner
        banner.set_text(text)
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
            if pile.kind == "talon" and item in pile.items:
                return pile.spec.index
        return None

    # ------------------------------------------------------------------ input
    def _on_click(self, item: CardItem) -> None:
        if not self.interactive:
            return
        if item.identity in self.my_cards:
            self.focus_index = self.my_cards.index(item.identity)
            self.card_activated.emit(item.identity)
            return
        talon = self._talon_of(item)
        if talon is not None and talon in self.takeable:
            self.talon_activated.emit(talon)

    def _on_drop(self, item: CardItem, pos: QPointF) -> None:
        layout = self.layout
        talon = self._talon_of(item)
        if talon is not None:
            if layout is not None and talon in self.takeable and scene_rect(layout.hand_zone).contains(pos):
                self.talon_activated.emit(talon)
            else:
                item.return_home(self.speed_ms or 1)
            return
        code = item.identity or ""
        if layout is not None:
            for seat, place in layout.seats.items():
                if seat != self._me and seat in (self._view.active if self._view else ()) and \
                        scene_rect(place.zone).contains(pos):
                    self.card_dropped.emit(code, "seat", seat)
                    return
            if scene_rect(layout.trick_zone).contains(pos):
                self.card_dropped.emit(code, "table", -1)
                return
        self.card_dropped.emit(code, "none", -1)

    def refuse(self, code: str) -> None:
        """An illegal drop: the card flies back to where it lay."""
        item = self.cards.get(code)
        if item is not None:
            item.return_home(self.speed_ms or 1)

    def move_focus(self, step: int) -> Optional[str]:
        """Keyboard: move the focus ring along my hand (and my table piles' face-up cards)."""
        if not self.my_cards:
            return None
        self.focus_index = (self.focus_index + step) % len(self.my_cards)
        self.keyboard_used = True
        self._place_focus()
        return self.my_cards[self.focus_index]

    def _place_focus(self) -> None:
        code = self.focused_card()
        item = self.cards.get(code) if code else None
        show = bool(item) and self.keyboard_used and self.interactive
        self.focus_ring.setVisible(show)
        if show:
            self.focus_ring.setParentItem(item)
            self.focus_ring.setRect(item.card_rect().adjusted(-5, -5, 5, 5))
        elif self.focus_ring.parentItem() is not None:
            self.focus_ring.setParentItem(None)

    def focused_card(self) -> Optional[str]:
        return self.my_cards[self.focus_index] if self.my_cards else None


def _hand_order(card) -> tuple[int, int]:
    """Sort a hand by suit (alternating colours: ♥ ♣ ♦ ♠) then rank, high first (cards are
    ``suit * 8 + rank``, see tysiac_engine.cards)."""
    order = {0: 0, 2: 1, 1: 2, 3: 3}
    return (order[card >> 3], -(card & 7))
