"""Where the piles lie on the table, in card units, from the deal's shape (as kpat's libkcardgame).

A layout is a set of :class:`PileSpec` — hands, talons (musik, prikup), the stock, table piles,
one trick spot per seat, taken tricks and the cards laid aside — each with its position,
spread and rotation measured in cards: x in card widths, y in card heights.  The scene
multiplies by the card size (:data:`CARD_W` × :data:`CARD_H` scene units).  Which piles exist
comes from the engine's :class:`~tysiac_engine.shape.DealShape` (``shape.talons``,
``shape.stock``, ``shape.table_piles``, ``shape.passing`` …), never from the player count.

Seats are placed relative to the seat shown at the bottom ("me"): the next seat clockwise
sits on my left, as at a real table; with four players my partner (teams) sits opposite.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from PySide6.QtCore import QPointF, QRectF

from .keys import ASIDE, STOCK, UNPICKED, PileKey, PileKind

CARD_W = 120.0
CARD_H = 174.0  # svg-cards aspect ≈ 1.447
SCENE = QRectF(0, 0, 1600, 1000)
W = SCENE.width() / CARD_W  # the table in card units: 13.3 cards wide
H = SCENE.height() / CARD_H  # and 5.75 cards high
MID = (W / 2, 2.7)  # the middle of the table, where tricks are played

BOTTOM, LEFT, TOP, RIGHT = "bottom", "left", "top", "right"
SIDES_BY_COUNT = {2: (BOTTOM, TOP), 3: (BOTTOM, LEFT, RIGHT), 4: (BOTTOM, LEFT, TOP, RIGHT)}

Point = tuple[float, float]


def scene_point(p: Point) -> QPointF:
    """A position in card units as a scene point."""
    return QPointF(p[0] * CARD_W, p[1] * CARD_H)


def scene_rect(r: tuple[float, float, float, float]) -> QRectF:
    x, y, w, h = r
    return QRectF(x * CARD_W, y * CARD_H, w * CARD_W, h * CARD_H)


@dataclass(frozen=True)
class PileSpec:
    """One pile: where it lies and how its cards spread, in card units."""

    key: PileKey
    pos: Point  # the pile's centre (a fan, a row) or its first card (a stack)
    spread: Point = (0.0, 0.0)  # from one card to the next
    rotation: float = 0.0
    centred: bool = True  # the cards spread both ways from ``pos`` (else they grow from it)
    fan: bool = False  # an arc, as a hand held up (my own hand)
    # the farthest the first and last card may lie apart (card widths across, card heights down); 0: no limit
    max_span: float = 0.0
    z: float = 0.0

    @property
    def kind(self) -> PileKind:
        return self.key.kind

    @property
    def seat(self) -> Optional[int]:
        return self.key.seat

    @property
    def index(self) -> Optional[int]:
        return self.key.index


@dataclass(frozen=True)
class SeatPlace:
    side: str
    plate: Point  # the name plate's centre
    zone: tuple[float, float, float, float]  # drop a card here to give it to this seat (x, y, w, h)


@dataclass(frozen=True)
class TableLayout:
    piles: dict[PileKey, PileSpec]
    seats: dict[int, SeatPlace]
    trick_zone: tuple[float, float, float, float]  # drop a card here to play it (or lay it aside)
    hand_zone: tuple[float, float, float, float]  # my hand: drop a prikup card here to take it
    labels: dict[PileKey, Point] = field(default_factory=dict)  # a caption under a pile ("Stock: 8")

    def deal_origin(self, dealer: int) -> QPointF:
        """Where the cards of a new deal fly out from: the dealer's hand."""
        spec = self.piles.get(PileKey.hand(dealer))
        return scene_point(spec.pos if spec is not None else MID)


def side_of(seat: int, me: int, players: int) -> str:
    return SIDES_BY_COUNT[players][(seat - me) % players]


# the parts of each side of the table (card units)
_HAND = {BOTTOM: (W / 2, H - 0.77), LEFT: (1.125, 2.7), TOP: (W / 2, 0.575), RIGHT: (W - 1.125, 2.7)}
_HAND_SPREAD = {BOTTOM: (0.65, 0.0), LEFT: (0.0, 0.172), TOP: (-0.25, 0.0), RIGHT: (0.0, -0.172)}
_HAND_ROTATION = {BOTTOM: 0.0, LEFT: 90.0, TOP: 180.0, RIGHT: -90.0}
_PLATE = {BOTTOM: (W / 2, 4.2), LEFT: (1.125, 1.41), TOP: (W / 2, 1.33), RIGHT: (W - 1.125, 1.41)}
_TAKEN = {BOTTOM: (10.75, H - 0.69), LEFT: (1.125, H - 1.04), TOP: (10.75, 0.575), RIGHT: (W - 1.125, H - 1.04)}
_ZONE = {BOTTOM: (3.2, 4.25, 7.0, 1.5), LEFT: (0.0, 1.15, 2.75, 3.2), TOP: (3.85, 0.0, 5.65, 1.55),
         RIGHT: (W - 2.75, 1.15, 2.75, 3.2)}
# a trick's cards around the middle, per side, for 2, 3 and 4 players: (offset, rotation)
_TRICK = {
    2: {BOTTOM: ((0.0, 0.55), -3.0), TOP: ((0.0, -0.5), 177.0)},
    3: {BOTTOM: ((0.0, 0.55), -3.0), LEFT: ((-1.12, -0.05), 84.0), RIGHT: ((1.12, 0.0), -86.0)},
    4: {BOTTOM: ((0.0, 0.6), -3.0), LEFT: ((-1.25, 0.0), 84.0), TOP: ((0.0, -0.5), 177.0),
        RIGHT: ((1.25, 0.0), -86.0)},
}
TALON_SPREAD = 0.77  # cards of one talon side by side
TALON_GAP = 0.63  # between talons lying side by side
STACK = (0.02, -0.013)  # a face-down stack: each card a little up and to the right
TAKEN_STACK = (0.006, -0.005)
TABLE_PILE = (0.16, -0.11)  # a table pile's face-up card lies a little off the one under it


def table_layout(shape, bottom: int) -> TableLayout:
    """The piles of a deal of ``shape`` (a ``tysiac_engine.shape.DealShape``) seen from seat ``bottom``."""
    n = shape.players
    piles: dict[PileKey, PileSpec] = {}
    seats: dict[int, SeatPlace] = {}
    labels: dict[PileKey, Point] = {}
    open_closed = bool(shape.table_piles)

    def add(spec: PileSpec) -> None:
        piles[spec.key] = spec

    for seat in range(n):
        side = side_of(seat, bottom, n)
        hand = _HAND[side]
        plate = _PLATE[side]
        taken = _TAKEN[side]
        # a side hand of ten cards or more is squeezed to stay under its name plate (shown large at 800×600)
        max_span = 9.0 if side == BOTTOM else (1.35 if side in (LEFT, RIGHT) else 0.0)
        if open_closed:  # the hand beside the four table piles
            x = {BOTTOM: 8.6, TOP: W - 8.6}.get(side, hand[0])
            hand, plate = (x, hand[1]), (x, plate[1])
            max_span = 3.9 if side == BOTTOM else 0.0
            taken = {BOTTOM: (W - 1.0, taken[1]), TOP: (1.0, taken[1])}.get(side, taken)
            first = {BOTTOM: 1.6, TOP: W - 1.6}.get(side, 1.6)
            step = 1.12 if side == BOTTOM else -1.12
            for k in range(shape.table_piles):
                spread = TABLE_PILE if side == BOTTOM else (-TABLE_PILE[0], -TABLE_PILE[1])  # as seen from its seat
                add(PileSpec(PileKey.table(seat, k), (first + k * step, hand[1] - spread[1] / 2),
                             spread=spread, centred=False, z=60 + 4 * k))
        add(PileSpec(PileKey.hand(seat), hand, spread=_HAND_SPREAD[side],
                     rotation=_HAND_ROTATION[side], fan=side == BOTTOM, max_span=max_span, z=100))
        offset, rotation = _TRICK[len(SIDES_BY_COUNT[n])][side]
        add(PileSpec(PileKey.trick(seat), (MID[0] + offset[0], MID[1] + offset[1]), rotation=rotation, z=300))
        # my tricks lie sideways, low in the corner, so their caption fits under them
        turned = 93.0 if side == BOTTOM else _HAND_ROTATION[side] + 8.0
        add(PileSpec(PileKey.taken(seat), taken, spread=TAKEN_STACK, centred=False, rotation=turned, z=20))
        labels[PileKey.taken(seat)] = taken
        seats[seat] = SeatPlace(side, plate, _ZONE[side])

    # talons side by side in the middle (no trick is on the table while they lie there)
    sizes = list(shape.talons)
    widest = max(sizes, default=0)
    spacing = max(widest - 1, 0) * TALON_SPREAD + 1.0 + TALON_GAP
    for i, size in enumerate(sizes):
        x = MID[0] + (i - (len(sizes) - 1) / 2) * spacing
        add(PileSpec(PileKey.talon(i), (x, MID[1] - 0.1), spread=(TALON_SPREAD, 0.0), z=200))

    # the stock and the cards laid aside: where no seat sits
    if n == 2:
        stock, aside = (2.0, MID[1] - 0.1), (W - 2.0, MID[1] - 0.1)
    elif n == 3:
        stock, aside = (W / 2 - 1.0, 0.6), (W / 2, 0.6)
    else:
        stock, aside = (1.4, 0.575), (2.75, 0.575)
    if shape.stock:
        add(PileSpec(STOCK, stock, spread=STACK, centred=False, z=40))
        labels[STOCK] = stock
    if shape.passing == "discard" or len(sizes) > shape.takes:
        add(PileSpec(ASIDE, aside, spread=(0.1, 0.0), z=40))
        labels[ASIDE] = aside
    if len(sizes) > shape.takes and n == 2 and not shape.stock:
        # the talons not chosen apart from the cards laid aside, on the other side (no stock there)
        add(PileSpec(UNPICKED, (W - aside[0], aside[1]), spread=(0.1, 0.0), z=40))
        labels[UNPICKED] = (W - aside[0], aside[1])

    return TableLayout(piles, seats, trick_zone=(3.5, 1.15, 6.33, 3.0), hand_zone=_ZONE[BOTTOM], labels=labels)


def pile_places(spec: PileSpec, count: int, face_up_hand: bool = False) -> list[tuple[QPointF, float]]:
    """Scene centres and rotations of ``count`` cards of a pile."""
    if count <= 0:
        return []
    dx, dy = spec.spread
    turn, arc = 2.2, 1.0  # my fan: degrees and scene units of drop per card from the middle
    if spec.fan and face_up_hand and count > 10:
        dx, turn, arc = dx * 0.85, 1.6, 0.6
    span = max(abs(dx), abs(dy)) * (count - 1)
    if spec.max_span and span > spec.max_span:
        dx, dy = dx * spec.max_span / span, dy * spec.max_span / span
    origin = scene_point(spec.pos)
    out = []
    mid = (count - 1) / 2 if spec.centred else 0.0
    for i in range(count):
        offset = i - mid
        pos = origin + QPointF(offset * dx * CARD_W, offset * dy * CARD_H)
        rotation = spec.rotation
        if spec.fan and face_up_hand:
            rotation += offset * turn
            pos += QPointF(0, abs(offset) ** 2 * arc)
        out.append((pos, rotation))
    return out

