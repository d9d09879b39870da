"""Cards, suits, ranks, their notation ("QH", "TS", "9C") and bitmask helpers.

A card is an int 0..23 (``suit * 6 + rank``) wrapped in :class:`Card`, so it is
cheap to compare, hash and shift into a 24-bit hand mask.  Ranks are ordered
low to high ``9 J Q K T A`` which is also the trick-taking order.
"""
from __future__ import annotations

from typing import Iterable

SUITS = "HDCS"  # hearts, diamonds, clubs, spades
RANKS = "9JQKTA"  # low to high
RANK_POINTS = (0, 2, 3, 4, 10, 11)
MARRIAGE_VALUES = (100, 80, 60, 40)  # by suit index H D C S
QUEEN, KING = 2, 3
NINE = 0
ACE = 5

SUIT_MASKS = tuple(0b111111 << (6 * s) for s in range(4))
FULL_DECK_MASK = (1 << 24) - 1


class Card(int):
    """One of the 24 cards; an ``int`` so it can index tables and masks."""

    __slots__ = ()

    def __new__(cls, value: int) -> "Card":
        if not 0 <= value < 24:
            raise ValueError(f"card index out of range: {value}")
        return int.__new__(cls, value)

    @property
    def suit(self) -> int:
        return self // 6

    @property
    def rank(self) -> int:
        return self % 6

    @property
    def points(self) -> int:
        return RANK_POINTS[self % 6]

    @property
    def mask(self) -> int:
        return 1 << self

    def __str__(self) -> str:
        return RANKS[self % 6] + SUITS[self // 6]

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"

    @staticmethod
    def parse(text: str) -> "Card":
        """Read the notation ``QH`` (upper case); raises ValueError naming the bad text."""
        if not isinstance(text, str) or len(text) != 2:
            raise ValueError(f"not a card: {text!r}")
        rank = RANKS.find(text[0])
        suit = SUITS.find(text[1])
        if rank < 0 or suit < 0:
            raise ValueError(f"not a card: {text!r}")
        return CARDS[suit * 6 + rank]


CARDS: tuple[Card, ...] = tuple(int.__new__(Card, i) for i in range(24))
DECK: tuple[Card, ...] = CARDS
CARD_POINTS = tuple(RANK_POINTS[i % 6] for i in range(24))


def card(text: str) -> Card:
    return Card.parse(text)


def cards(text: str | Iterable[str]) -> list[Card]:
    """``cards("QH KH 9S")`` or ``cards(["QH", "KH"])``."""
    items = text.split() if isinstance(text, str) else text
    return [Card.parse(t) for t in items]


def mask_of(items: Iterable[int]) -> int:
    m = 0
    for c in items:
        m |= 1 << c
    return m


def _bits(mask: int) -> tuple[Card, ...]:
    out = []
    while mask:
        low = mask & -mask
        out.append(CARDS[low.bit_length() - 1])
        mask ^= low
    return tuple(out)


_MASK_CACHE: dict[int, tuple[Card, ...]] = {}


def cards_of(mask: int) -> tuple[Card, ...]:
    """Cards of a mask, lowest index first (cached: hands repeat a lot)."""
    got = _MASK_CACHE.get(mask)
    if got is None:
        got = _bits(mask)
        if len(_MASK_CACHE) < 500_000:
            _MASK_CACHE[mask] = got
    return got


_POINTS_BY_BYTE = [[0] * 256 for _ in range(3)]
for _chunk in range(3):
    for _byte in range(256):
        _POINTS_BY_BYTE[_chunk][_byte] = sum(
            CARD_POINTS[_chunk * 8 + b] for b in range(8) if _byte >> b & 1
        )
_P0, _P1, _P2 = _POINTS_BY_BYTE


def points_of(mask: int) -> int:
    """Card points in a mask."""
    return _P0[mask & 255] + _P1[(mask >> 8) & 255] + _P2[mask >> 16]


def marriage_mask(suit: int) -> int:
    return (1 << (suit * 6 + QUEEN)) | (1 << (suit * 6 + KING))


MARRIAGE_MASKS = tuple(marriage_mask(s) for s in range(4))


def marriages_in(mask: int) -> list[int]:
    """Suits of the complete K+Q pairs in a mask."""
    return [s for s in range(4) if mask & MARRIAGE_MASKS[s] == MARRIAGE_MASKS[s]]


def marriage_total(mask: int) -> int:
    return sum(MARRIAGE_VALUES[s] for s in marriages_in(mask))


NINES_MASK = mask_of(s * 6 + NINE for s in range(4))
ACES_MASK = mask_of(s * 6 + ACE for s in range(4))


def higher_in_suit_mask(c: int) -> int:
    """Cards of c's suit that beat c."""
    suit_mask = SUIT_MASKS[c // 6]
    return suit_mask & ~((2 << c) - 1)


HIGHER = tuple(higher_in_suit_mask(c) for c in range(24))
