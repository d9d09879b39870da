"""Actions as small immutable values and their record tokens ("bid 110")."""
from __future__ import annotations

from typing import NamedTuple, Optional

import re

from .cards import CARDS, Card
from .errors import IllegalAction, excerpt

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
        """Read a record token, exactly as RECORD.md writes it; raises IllegalAction (rule ``syntax``).

        ASCII only, single spaces, no padding, numbers without leading zeros:
        ``"bid 110"``, never ``"bid\u00a0110"``, ``" play AC"`` or ``"bid ١١٠"``.
        """
        got = _TOKENS.get(token) if isinstance(token, str) else None
        if got is not None:
            return got
        if not isinstance(token, str):
            raise IllegalAction(f"action must be a string, not {type(token).__name__}", "syntax")
        match = _NUMBER_TOKEN.fullmatch(token)
        if match:
            return Action(match.group(1), int(match.group(2)))
        raise IllegalAction(f"bad action {excerpt(token)}: not a RECORD.md token", "syntax")


_NUMBER_TOKEN = re.compile(r"(bid|take|declare) (0|[1-9][0-9]{0,5})", re.ASCII)

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


GIVES = tuple(tuple(Action("give", seat, c) for c in CARDS) for seat in range(4))  # GIVES[seat][card]

# every canonical token of a common action, to parse and validate a token with one lookup
_TOKENS: dict[str, Action] = {}
for _a in (PASS, DARK, REDEAL, KEEP, BOMB, CONCEDE, CLAIM, Action("draw"), *PLAYS, *MELDS, *DISCARDS,
           *_BIDS.values(), *_DECLARES.values(), *(Action("take", i) for i in range(4)),
           *(g for row in GIVES for g in row)):
    _TOKENS[str(_a)] = _a
del _a


def give(seat: int, c: Card) -> Action:
    """Give card ``c`` to ``seat``: the arguments in the order of ``Action("give", seat, c)``."""
    return GIVES[seat][c]


def play(c: Card) -> Action:
    return PLAYS[c]


def meld(c: Card) -> Action:
    return MELDS[c]


def as_action(action: "Action | str") -> Action:
    return action if isinstance(action, Action) else Action.parse(action)
