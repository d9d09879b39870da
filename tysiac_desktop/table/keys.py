"""The names of the table's piles: a :class:`PileKey` is a kind, and the seat and number it belongs to.

``PileKey.hand(1)``, ``PileKey.table(0, 3)`` (seat 0's fourth table pile), ``PileKey.talon(2)``,
``STOCK``, ``ASIDE`` (the cards laid aside), ``UNPICKED`` (the talons the declarer left, where
they lie apart).  Plain values (frozen, hashable), with no Qt, so the window, the
scene and the tests name a pile the same way.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Optional


class PileKind(str, Enum):
    HAND = "hand"
    TRICK = "trick"  # a seat's card of the trick being played
    TAKEN = "taken"  # the tricks a seat won
    TALON = "talon"  # a musik or a prikup, until taken
    STOCK = "stock"  # drawn after each trick
    TABLE = "table"  # a seat's table pile: a card face down under one face up
    ASIDE = "aside"  # laid aside by the declarer
    UNPICKED = "unpicked"  # the talons not taken, where they lie apart from the cards laid aside


@dataclass(frozen=True)
class PileKey:
    kind: PileKind
    seat: Optional[int] = None
    index: Optional[int] = None  # a talon's or a table pile's number

    @classmethod
    def hand(cls, seat: int) -> "PileKey":
        return cls(PileKind.HAND, seat)

    @classmethod
    def trick(cls, seat: int) -> "PileKey":
        return cls(PileKind.TRICK, seat)

    @classmethod
    def taken(cls, seat: int) -> "PileKey":
        return cls(PileKind.TAKEN, seat)

    @classmethod
    def talon(cls, index: int) -> "PileKey":
        return cls(PileKind.TALON, None, index)

    @classmethod
    def table(cls, seat: int, index: int) -> "PileKey":
        return cls(PileKind.TABLE, seat, index)

    def __str__(self) -> str:
        return ":".join([self.kind.value] + [str(n) for n in (self.seat, self.index) if n is not None])


STOCK = PileKey(PileKind.STOCK)
ASIDE = PileKey(PileKind.ASIDE)
UNPICKED = PileKey(PileKind.UNPICKED)
