"""Cards, suits, ranks, their notation ("QH", "TS", "9C", "7D") and bitmask helpers.

A card is an int 0..31 (``suit * 8 + rank``) wrapped in :class:`Card`, so it
is cheap to compare, hash and shift into a 32-bit mask in which each byte is
one suit.  Ranks are ordered low to high ``7 8 9 J Q K T A``, which is also
the trick-taking order; the 24-card deck leaves out the 7s and 8s.
"""
from __future__ import annotations

from typing import Iterable

from .errors import excerpt

SUITS = "HDCS"  # hearts, diamonds, clubs, spades
RANKS = "789JQKTA"  # low to high
RANK_POINTS = (0, 0, 0, 2, 3, 4, 10, 11)
MARRIAGE_VALUES = (100, 80, 60, 40)  # by suit index H D C S
SEVEN, EIGHT, NINE, JACK, QUEEN, KING, TEN, ACE = range(8)
SUIT_WIDTH = 8

SUIT_MASKS = tuple(0xFF << (8 * s) for s in range(4))
FULL_DECK_MASK = (1 << 32) - 1
DECK_MASKS = {
    24: sum(0b11111100 << (8 * s) for s in range(4)),  # 9 J Q K T A
    32: FULL_DECK_MASK,
}


class Card(int):
    """One of the 32 cards; an ``int`` so it can index tables and masks."""

    __slots__ = ()

    def __new__(cls, value: int) -> "Card":
        if not 0 <= value < 32:
            raise ValueError(f"card index out of range: {value}")
        return int.__new__(cls, value)

    @property
    def suit(self) -> int:
        return self >> 3

    @property
    def rank(self) -> int:
        return self & 7

    @property
    def points(self) -> int:
        return RANK_POINTS[self & 7]

    @property
    def mask(self) -> int:
        return 1 << self

    def __str__(self) -> str:
        return NAMES[self]

    def __repr__(self) -> str:
        return f"Card({NAMES[self]!r})"

    @classmethod
    def __get_pydantic_core_schema__(cls, source, handler):
        """In pydantic models and JSON a card is its notation ("QH"); a card index is read too."""
        from pydantic_core import core_schema

        return core_schema.no_info_plain_validator_function(
            _card_from_value, serialization=core_schema.plain_serializer_function_ser_schema(str))

    @staticmethod
    def parse(text: str) -> "Card":
        """Read the notation ``QH`` (upper case, ASCII); raises ValueError naming the bad text."""
        got = _BY_NAME.get(text) if isinstance(text, str) else None
        if got is None:
            raise ValueError(f"not a card: {excerpt(text)}")
        return got


CARDS: tuple[Card, ...] = tuple(int.__new__(Card, i) for i in range(32))
NAMES: tuple[str, ...] = tuple(RANKS[i & 7] + SUITS[i >> 3] for i in range(32))
CARD_BY_NAME = _BY_NAME = {NAMES[i]: CARDS[i] for i in range(32)}
CARD_POINTS = tuple(RANK_POINTS[i & 7] for i in range(32))


def _card_from_value(value) -> Card:
    if isinstance(value, Card):
        return value
    if isinstance(value, str):
        return Card.parse(value)
    if type(value) is int and 0 <= value < 32:
        return CARDS[value]
    raise ValueError(f"not a card: {excerpt(value)}")


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


def count(mask: int) -> int:
    return bin(mask).count("1")


# card points of one suit's byte
_SUIT_POINTS = tuple(sum(RANK_POINTS[r] for r in range(8) if b >> r & 1) for b in range(256))


def points_of(mask: int) -> int:
    """Card points in a mask."""
    p = _SUIT_POINTS
    return p[mask & 255] + p[mask >> 8 & 255] + p[mask >> 16 & 255] + p[mask >> 24 & 255]


def marriage_mask(suit: int) -> int:
    return (1 << (suit * 8 + QUEEN)) | (1 << (suit * 8 + KING))


MARRIAGE_MASKS = tuple(marriage_mask(s) for s in range(4))
QUEENS = tuple(s * 8 + QUEEN for s in range(4))
KINGS = tuple(s * 8 + KING for s in range(4))


def marriages_in(mask: int) -> list[int]:
    """Suits of the complete K+Q pairs in a mask."""
    return [s for s in range(4) if mask & MARRIAGE_MASKS[s] == MARRIAGE_MASKS[s]]


def marriage_total(mask: int) -> int:
    return sum(MARRIAGE_VALUES[s] for s in marriages_in(mask))


NINES_MASK = mask_of(s * 8 + NINE for s in range(4))
ACES_MASK = mask_of(s * 8 + ACE for s in range(4))


def higher_in_suit_mask(c: int) -> int:
    """Cards of c's suit that beat c."""
    return SUIT_MASKS[c >> 3] & ~((2 << c) - 1)


HIGHER = tuple(higher_in_suit_mask(c) for c in range(32))


def deck(size: int = 24) -> tuple[Card, ...]:
    """The cards of a 24- or 32-card deck, lowest index first."""
    return cards_of(DECK_MASKS[size])
