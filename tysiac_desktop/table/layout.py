"""Where things lie on the table, in scene units (a card is CARD_W wide).

Seats are placed relative to the seat shown at the bottom ("me"): the next
seat clockwise sits on my left, as at a real table.  Everything else (trick
spots, piles, labels, drop zones) hangs off the seat's side of the table.
"""
from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

CARD_W = 120.0
CARD_H = 174.0  # svg-cards aspect ≈ 1.447
SCENE = QRectF(0, 0, 1600, 1000)
CENTER = QPointF(800, 455)

BOTTOM, LEFT, TOP, RIGHT = "bottom", "left", "top", "right"
SIDES_BY_COUNT = {2: (BOTTOM, TOP), 3: (BOTTOM, LEFT, RIGHT), 4: (BOTTOM, LEFT, TOP, RIGHT)}


@dataclass(frozen=True)
class SidePlace:
    hand: QPointF  # centre of the hand
    step: QPointF  # offset between neighbouring cards
    rotation: float  # of cards in the hand
    trick: QPointF  # where this seat's card lies in a trick
    trick_rotation: float
    pile: QPointF  # cards taken
    label: QPointF  # name plate centre
    zone: QRectF  # drop zone for giving a card to this seat


PLACES = {
    BOTTOM: SidePlace(QPointF(800, 866), QPointF(78, 0), 0.0, QPointF(800, 560), -3.0,
                      QPointF(1290, 880), QPointF(800, 730), QRectF(380, 740, 840, 260)),
    LEFT: SidePlace(QPointF(135, 470), QPointF(0, 30), 90.0, QPointF(665, 455), 84.0,
                    QPointF(135, 820), QPointF(135, 245), QRectF(0, 200, 330, 560)),
    TOP: SidePlace(QPointF(800, 100), QPointF(-30, 0), 180.0, QPointF(800, 345), 177.0,
                   QPointF(1290, 100), QPointF(800, 232), QRectF(460, 0, 680, 270)),
    RIGHT: SidePlace(QPointF(1465, 470), QPointF(0, -30), -90.0, QPointF(935, 465), -86.0,
                     QPointF(1465, 820), QPointF(1465, 245), QRectF(1270, 200, 330, 560)),
}

MUSIK_CENTER = QPointF(800, 330)
MUSIK_STEP = 92.0
TRICK_ZONE = QRectF(420, 200, 760, 520)


def side_of(seat: int, me: int, players: int) -> str:
    return SIDES_BY_COUNT[players][(seat - me) % players]


def hand_positions(side: str, count: int, face_up: bool) -> list[tuple[QPointF, float]]:
    """Centres and rotations of a fanned hand; my own hand fans wider, on an arc."""
    place = PLACES[side]
    out = []
    if count == 0:
        return out
    step = place.step if not face_up else QPointF(place.step.x() * (1.0 if count <= 10 else 0.85), 0)
    mid = (count - 1) / 2
    for i in range(count):
        offset = i - mid
        pos = place.hand + step * offset
        rotation = place.rotation
        if face_up and side == BOTTOM:
            rotation += offset * 2.2
            pos += QPointF(0, abs(offset) ** 2 * 1.0)
        out.append((pos, rotation))
    return out


MUSIK_GAP = 76.0  # between talons lying side by side


def musik_positions(talons: int, sizes: list[int]) -> list[list[QPointF]]:
    """Card centres of each talon: one in the middle, or several side by side (two musiks, a prikup
    of four single cards)."""
    out = []
    widest = max(sizes[:talons], default=0)
    spacing = widest * MUSIK_STEP + MUSIK_GAP
    for t in range(talons):
        center = MUSIK_CENTER + QPointF((t - (talons - 1) / 2) * spacing, 0)
        n = sizes[t] if t < len(sizes) else 0
        out.append([center + QPointF((i - (n - 1) / 2) * MUSIK_STEP, 0) for i in range(n)])
    return out


def table_shows(shape) -> bool:
    """Whether this table can lay out deals of ``shape`` (a ``tysiac_engine.shape.DealShape``).

    It shows hands, face-down talons (one or several, taken by the declarer), cards given or laid
    aside, tricks and the cards taken.  Not yet: a stock to draw from (``draw_stock``,
    ``seven_open_musik``), cards lying on the table (``ru_open_closed``) or a musik lying open.
    """
    return not (shape.stock or shape.table_piles or shape.talons_open)
