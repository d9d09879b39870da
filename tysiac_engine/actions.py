"""Actions as small immutable values and their record tokens ("bid 110")."""
from __future__ import annotations

from typing import NamedTuple, Optional

from .cards import CARDS, Card
from .errors import IllegalAction

# kinds with no argument, with a number, with a card, with card and seat
_PLAIN = ("pass", "dark", "redeal", "keep", "bomb", "concede", "claim", "draw")
_NUMBER = ("bid", "take", "declare")
_CARD = ("play", "meld", "discard")


class Action(NamedTuple):
    kind: str
    value: Optional[int] = None  # bid/declare amount, musik index, or seat of a give
    card: Optional[Card] = None

    def __str__(self) -> str:
        if self.kind in _NUMBER:
            return f"{self.kind} {self.value}"
        if self.kind in _CARD:
            return f"{self.kind} {self.card}"
        if self.kind == "give":
            return f"give {self.card} {self.value}"
        return self.kind

    def __repr__(self) -> str:
        return f"Action({str(self)!r})"

    @property
    def token(self) -> str:
        return str(self)

    @staticmethod
    def parse(token: str) -> "Action":
        """Read a record token; raises IllegalAction (rule ``syntax``)."""
        if not isinstance(token, str):
            raise IllegalAction(f"action must be a string, not {type(token).__name__}", "syntax")
        parts = token.split()
        if not parts:
            raise IllegalAction("empty action", "syntax")
        kind, args = parts[0], parts[1:]
        try:
            if kind in _PLAIN and not args:
                return Action(kind)
            if kind in _NUMBER and len(args) == 1:
                text = args[0]
                if not (text.isdigit() and len(text) <= 6):
                    raise ValueError(f"not a number: {text!r}")
                return Action(kind, int(text))
            if kind in _CARD and len(args) == 1:
                return Action(kind, None, Card.parse(args[0]))
            if kind == "give" and len(args) == 2:
                seat = args[1]
                if not (seat.isdigit() and len(seat) <= 2):
                    raise ValueError(f"not a seat: {seat!r}")
                return Action(kind, int(seat), Card.parse(args[0]))
        except ValueError as exc:
            raise IllegalAction(f"bad action {token!r}: {exc}", "syntax") from None
        raise IllegalAction(f"bad action {token!r}", "syntax")


PASS = Action("pass")
DARK = Action("dark")
REDEAL = Action("redeal")
KEEP = Action("keep")
BOMB = Action("bomb")
CONCEDE = Action("concede")
CLAIM = Action("claim")
PLAYS = tuple(Action("play", None, c) for c in CARDS)
MELDS = tuple(Action("meld", None, c) for c in CARDS)
DISCARDS = tuple(Action("discard", None, c) for c in CARDS)


_BIDS = {n: Action("bid", n) for n in range(0, 405, 5)}
_DECLARES = {n: Action("declare", n) for n in range(0, 405, 5)}


def bid(n: int) -> Action:
    got = _BIDS.get(n)
    return got if got is not None else Action("bid", n)


def declare(n: int) -> Action:
    got = _DECLARES.get(n)
    return got if got is not None else Action("declare", n)


def take(i: int) -> Action:
    return Action("take", i)


GIVES = tuple(tuple(Action("give", seat, c) for seat in range(4)) for c in CARDS)


def give(c: Card, seat: int) -> Action:
    return GIVES[c][seat]


def play(c: Card) -> Action:
    return PLAYS[c]


def meld(c: Card) -> Action:
    return MELDS[c]


def as_action(action: "Action | str") -> Action:
    return action if isinstance(action, Action) else Action.parse(action)
