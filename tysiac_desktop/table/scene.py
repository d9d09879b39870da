"""The table: a QGraphicsScene that shows one seat's view and animates changes.

``show_view`` places every card the viewer may see (own hand, trick, shown
musik) as its own CardItem, other hands as backs, and animates each card from
where it was to where it is now.  Input is forwarded as signals; no rules here.
"""
from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QPointF, QPropertyAnimation, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsObject, QGraphicsRectItem, QGraphicsScene, QGraphicsSimpleTextItem

from tysiac_engine.game import SeatView

from .card_item import CardItem
from .deck_theme import DeckTheme
from .layout import (CARD_H, CARD_W, CENTER, MUSIK_CENTER, PLACES, SCENE, TRICK_ZONE, hand_positions,
                     musik_positions, side_of)



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
        painter.drawText(QRectF(-110, -25, 220, 28), Qt.AlignmentFlag.AlignCenter, self.name)
        font.setPixelSize(16)
        font.setBold(False)
        painter.setFont(font)
        painter.drawText(QRectF(-110, 0, 220, 24), Qt.AlignmentFlag.AlignCenter, self.status)


class Banner(QGraphicsObject):
    """A gold-edged plate with one line of rich text, for announcements."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.setZValue(900)

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
    """Cards, hands, musik, trick and piles of one seat's view."""

    card_activated = Signal(str)  # a card of mine was clicked, double-clicked or chosen by keyboard
    card_dropped = Signal(str, str, int)  # card, "table" | "seat" | "none", seat
    card_drag_started = Signal(str)

    def __init__(self, theme: DeckTheme, parent=None) -> None:
        super().__init__(parent)
        self.setSceneRect(SCENE)
        self.theme = theme
        self.table_color = QColor(23, 104, 58)
        self.cards: dict[str, CardItem] = {}
        self.backs: dict[str, list[CardItem]] = {}  # place key -> back items
        self.plates: dict[int, NamePlate] = {}
        self.pile_labels: dict[int, QGraphicsSimpleTextItem] = {}
        self.focus_index = 0
        self.keyboard_used = False
        self.focus_ring = QGraphicsRectItem()
        self.focus_ring.setPen(QPen(QColor(255, 215, 90), 5))
        self.focus_ring.setVisible(False)
        self.addItem(self.focus_ring)
        self.my_cards: list[str] = []
        self.playable: set[str] = set()
        self.interactive = True
        self._view: Optional[SeatView] = None
        self._me: Optional[int] = None
        self._trick_shown: list[tuple[int, str]] = []
        self._collect_timer = QTimer(self)
        self._collect_timer.setSingleShot(True)
        self._collect_timer.timeout.connect(self._collect_pending)
        self._pending_collect: Optional[tuple[list[tuple[int, str]], int]] = None
        self._banner = Banner()
        self._banner.setVisible(False)
        self.addItem(self._banner)
        self.speed_ms = 260
        self._deal_origin: Optional[QPointF] = None

    # ------------------------------------------------------------------ drawing
    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        painter.fillRect(rect, self.table_color.darker(160))
        gradient = QRadialGradient(CENTER, 900)
        gradient.setColorAt(0.0, self.table_color.lighter(125))
        gradient.setColorAt(0.7, self.table_color)
        gradient.setColorAt(1.0, self.table_color.darker(135))
        painter.setBrush(QBrush(gradient))
        painter.setPen(QPen(QColor(0, 0, 0, 60), 6))
        painter.drawRoundedRect(SCENE.adjusted(8, 8, -8, -8), 60, 60)

    # ------------------------------------------------------------------ items
    def _card(self, code: str) -> CardItem:
        item = self.cards.get(code)
        if item is None:
            item = CardItem(self.theme, code, face_up=False, card_width=CARD_W)
            item.clicked.connect(self._on_click)
            item.double_clicked.connect(self._on_click)
            item.dropped.connect(self._on_drop)
            item.drag_started.connect(lambda it: self.card_drag_started.emit(it.card or ""))
            item.setVisible(False)
            self.addItem(item)
            self.cards[code] = item
        return item

    def _backs(self, key: str, count: int, start: QPointF) -> list[CardItem]:
        items = self.backs.setdefault(key, [])
        while len(items) < count:
            item = CardItem(self.theme, None, face_up=False, card_width=CARD_W)
            item.set_interactive(False)
            item.setPos(start)
            self.addItem(item)
            items.append(item)
        while len(items) > count:
            self.removeItem(items.pop())
        return items

    def _plate(self, seat: int) -> NamePlate:
        plate = self.plates.get(seat)
        if plate is None:
            plate = NamePlate()
            self.addItem(plate)
            self.plates[seat] = plate
        return plate

    def _pile_label(self, seat: int) -> QGraphicsSimpleTextItem:
        label = self.pile_labels.get(seat)
        if label is None:
            label = QGraphicsSimpleTextItem()
            label.setBrush(QColor(255, 255, 255, 200))
            font = QFont()
            font.setPixelSize(18)
            label.setFont(font)
            label.setZValue(40)
            self.addItem(label)
            self.pile_labels[seat] = label
        return label

    # ------------------------------------------------------------------ state
    def show_view(self, view: SeatView, me: Optional[int], playable: set[str], names: list[str],
                  statuses: dict[int, str], animate: bool = True,
                  pile_text: Optional[dict[int, str]] = None) -> None:
        """Show ``view`` as seen from seat ``me`` (None: nobody's hand is shown)."""
        ms = self.speed_ms if animate else 0
        players = view.rules.players
        bottom = me if me is not None else view.seat
        previous = self._view
        # a new deal: every card flies out from the dealer
        new_deal = previous is None or previous.deal_number != view.deal_number
        dealer_spot = PLACES[side_of(view.dealer, bottom, players)].hand
        self._deal_origin = dealer_spot if new_deal else None
        self._view, self._me = view, me
        self.playable = set(playable)
        placed: dict[str, tuple[QPointF, float, bool, float]] = {}
        # pending trick collection from an earlier update: finish it first
        if self._pending_collect is not None:
            self._collect_timer.stop()
            self._collect_pending(0)
        # my hand (a dark bidder's hand stays face down until it has chosen: view.hand is empty then)
        hidden_hand = me is not None and view.hand_hidden
        my = [str(c) for c in sorted(view.hand, key=_hand_order)] if me is not None and not hidden_hand else []
        self.my_cards = my
        self.focus_index = min(self.focus_index, max(0, len(my) - 1))
        for (pos, rot), code in zip(hand_positions("bottom", len(my), True), my):
            placed[code] = (pos, rot, True, 100 + len(placed))
        # the trick, and a trick that has just been completed
        trick = [(s, str(c)) for s, c in view.trick]
        completed_now = None
        if previous is not None and previous.deal_number == view.deal_number and \
                len(view.tricks) > len(previous.tricks):
            last = view.tricks[-1]
            completed_now = ([(s, str(c)) for s, c in last[1]], last[2])
        shown_trick = trick if completed_now is None else completed_now[0]
        for k, (s, code) in enumerate(shown_trick):
            place = PLACES[side_of(s, bottom, players)]
            placed[code] = (place.trick, place.trick_rotation, True, 300 + k)
        # other hands as backs
        for s in range(players):
            if s == me and not hidden_hand:
                continue
            side = side_of(s, bottom, players)
            count = view.hand_sizes[s] if s in view.active else 0
            if me is None and s == bottom:
                side = "bottom"
            positions = hand_positions(side, count, False)
            start = self._deal_origin or PLACES[side].hand
            for k, (item, (pos, rot)) in enumerate(zip(self._backs(f"hand{s}", count, start), positions)):
                item.animate_to(pos, rot, False, ms, z=10 + k)
        # talons (musik, prikup) not taken yet: backs, each in its place (sizes from the deal's shape)
        sizes = list(view.shape.talons)
        spots = musik_positions(len(sizes), sizes)
        flat = [p for i, talon in enumerate(spots) if i not in view.taken for p in talon] \
            if view.phase in ("auction", "musik") else []
        for k, (item, pos) in enumerate(zip(self._backs("musik", len(flat), self._deal_origin or MUSIK_CENTER),
                                            flat)):
            item.animate_to(pos, 0.0, False, ms, z=20 + k)
        # a taken talon that was shown lies open during the musik phase
        reveal: list[str] = []
        if view.phase == "musik" and view.declarer != me:
            for i in view.taken:
                talon = view.musiks[i] if i < len(view.musiks) else None
                reveal += [str(c) for c in talon or () if c not in view.played_cards]
        spots = musik_positions(1, [len(reveal)])[0] if reveal else []
        for k, (code, pos) in enumerate(zip(reveal, spots)):
            placed.setdefault(code, (pos, 0.0, True, 30 + k))
        # move every tracked card
        for code, item in self.cards.items():
            if code not in placed and item.isVisible():
                if completed_now is None or code not in dict((c, s) for s, c in completed_now[0]):
                    self._hide_towards(item, view, bottom, players, ms)
        for code, (pos, rot, face, z) in placed.items():
            item = self._card(code)
            if not item.isVisible():
                item.setPos(self._origin(code, view, previous, bottom, players, me))
                item.setRotation(rot)
                item.set_face_up(False)
                item.setVisible(True)
            item.animate_to(pos, rot, face, ms, z=z)
            mine = code in my
            item.set_interactive(mine and self.interactive)
            item.set_draggable(mine)
            item.set_highlighted(mine and code in self.playable)
            item.set_dimmed(mine and bool(self.playable) and code not in self.playable)
        if completed_now is not None:
            self._pending_collect = completed_now
            self._collect_timer.start(max(450, 3 * ms) if animate else 0)
        # plates and piles
        for s in range(players):
            side = side_of(s, bottom, players)
            place = PLACES[side]
            plate = self._plate(s)
            plate.setPos(place.label)
            plate.set_text(names[s], statuses.get(s, ""), view.to_move == s and view.phase not in ("between", "over"),
                           dim=s not in view.active)
            won = view.tricks_won[s] if s < len(view.tricks_won) else 0
            if completed_now is not None and completed_now[1] == s:
                won -= 1
            pile = self._backs(f"pile{s}", min(won, 4), place.pile)
            for k, item in enumerate(pile):
                item.animate_to(place.pile + QPointF(k * 3, -k * 3), place.rotation + 8, False, ms, z=5 + k)
            label = self._pile_label(s)
            text = (pile_text or {}).get(s, "")
            label.setText(text)
            label.setPos(place.pile + QPointF(-label.boundingRect().width() / 2, CARD_H / 2 + 8)
                         if side in ("bottom", "top") else place.pile + QPointF(-label.boundingRect().width() / 2,
                                                                                  CARD_W / 2 + 8))
        self._place_focus()

    def _origin(self, code: str, view: SeatView, previous: Optional[SeatView], bottom: int,
                players: int, me: Optional[int]) -> QPointF:
        """Where a card that just became visible comes from."""
        if self._deal_origin is not None and not view.tricks and not view.trick:
            return self._deal_origin
        for s, c in view.trick:
            if str(c) == code:
                return PLACES[side_of(s, bottom, players)].hand
        for _, cards, _ in view.tricks[-1:]:
            for s, c in cards:
                if str(c) == code:
                    return PLACES[side_of(s, bottom, players)].hand
        for to, c in view.gives:
            if c is not None and str(c) == code and to == me and view.declarer is not None:
                return PLACES[side_of(view.declarer, bottom, players)].hand
        if view.musik_taken is not None:
            return MUSIK_CENTER
        return PLACES["bottom"].hand if me is not None else CENTER

    def _hide_towards(self, item: CardItem, view: SeatView, bottom: int, players: int, ms: int) -> None:
        """A card left the viewer's sight: fly to where it went, then vanish."""
        target = CENTER
        code = item.card
        for to, c in view.gives:
            if c is not None and str(c) == code:
                target = PLACES[side_of(to, bottom, players)].hand
        if view.declarer is not None and view.phase == "contract":
            target = PLACES[side_of(view.declarer, bottom, players)].hand
        item.animate_to(target, None, False, ms)
        QTimer.singleShot(ms + 20, lambda it=item: it.setVisible(False) if not self._is_placed(it) else None)

    def _is_placed(self, item: CardItem) -> bool:
        view = self._view
        if view is None:
            return False
        code = item.card
        return code in self.my_cards or any(str(c) == code for _, c in view.trick)

    def _collect_pending(self, ms: Optional[int] = None) -> None:
        pending = self._pending_collect
        self._pending_collect = None
        if pending is None or self._view is None:
            return
        cards, winner = pending
        duration = self.speed_ms if ms is None else ms
        view = self._view
        bottom = self._me if self._me is not None else view.seat
        place = PLACES[side_of(winner, bottom, view.rules.players)]
        for code in (c for _, c in cards):
            item = self.cards.get(code)
            if item is not None and not self._is_placed(item):
                item.animate_to(place.pile, place.rotation + 8, False, duration, z=60)
                QTimer.singleShot(duration + 20, lambda it=item: it.setVisible(False) if not self._is_placed(it)
                                  else None)
        won = view.tricks_won[winner]
        pile = self._backs(f"pile{winner}", min(won, 4), place.pile)
        for k, item in enumerate(pile):
            item.animate_to(place.pile + QPointF(k * 3, -k * 3), place.rotation + 8, False, duration, z=5 + k)

    # ------------------------------------------------------------------ announcements
    def announce(self, text: str, hold_ms: int = 1400) -> None:
        """A short message over the table (a marriage, a claim) that fades in and out."""
        banner = self._banner
        banner.set_text(text)
        banner.setPos(CENTER.x(), TRICK_ZONE.top() + 40)
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

    # ------------------------------------------------------------------ input
    def _on_click(self, item: CardItem) -> None:
        if item.card in self.my_cards and self.interactive:
            self.focus_index = self.my_cards.index(item.card)
            self.card_activated.emit(item.card)

    def _on_drop(self, item: CardItem, pos: QPointF) -> None:
        code = item.card or ""
        view = self._view
        if view is not None:
            bottom = self._me if self._me is not None else view.seat
            players = view.rules.players
            for s in range(players):
                if s == self._me:
                    continue
                if PLACES[side_of(s, bottom, players)].zone.contains(pos):
                    self.card_dropped.emit(code, "seat", s)
                    return
        if TRICK_ZONE.contains(pos):
            self.card_dropped.emit(code, "table", -1)
        else:
            self.card_dropped.emit(code, "none", -1)

    def refuse(self, code: str) -> None:
        """An illegal drop: the card flies back to the hand."""
        item = self.cards.get(code)
        if item is not None:
            item.return_home(self.speed_ms or 1)

    def move_focus(self, step: int) -> Optional[str]:
        """Keyboard: move the focus ring along my hand."""
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

    def focused_card(self) -> Optional[str]:
        return self.my_cards[self.focus_index] if self.my_cards else None


def _hand_order(card) -> tuple[int, int]:
    """Sort a hand by suit (alternating colours: ♥ ♣ ♦ ♠) then rank, high first (cards are
    ``suit * 8 + rank``, see tysiac_engine.cards)."""
    order = {0: 0, 2: 1, 1: 2, 3: 3}
    return (order[card >> 3], -(card & 7))
