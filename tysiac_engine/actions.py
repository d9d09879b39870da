"""Actions as small immutable values and their record tokens ("bid 110")."""
from __future__ import annotations

import re
from enum import StrEnum
from typing import NamedTuple, Optional

from .cards import CARDS, Card
from .errors import IllegalAction, excerpt

class ActionKind(StrEnum):
    """What an action does; each member is its record word (``ActionKind.BID == "bid"``)."""

    PASS = "pass"
    BID = "bid"
    DARK = "dark"
    REDEAL = "redeal"
    KEEP = "keep"
    TAKE = "take"
    GIVE = "give"
    DISCARD = "discard"
    DECLARE = "declare"
    BOMB = "bomb"
    CONCEDE = "concede"
    PLAY = "play"
    MELD = "meld"
    CLAIM = "claim"
    DRAW = "draw"


K = ActionKind
# kinds with no argument, with a number, with a card, with card and seat
_PLAIN = (K.PASS, K.DARK, K.REDEAL, K.KEEP, K.BOMB, K.CONCEDE, K.CLAIM, K.DRAW)
_NUMBER = (K.BID, K.TAKE, K.DECLARE)
_CARD = (K.PLAY, K.MELD, K.DISCARD)
CARD_PLAYS = (K.PLAY, K.MELD)  # the actions that put a card on the trick


class Action(NamedTuple):
    """One action; ``kind`` is an :class:`ActionKind` (a plain string of one compares equal)."""

    kind: ActionKind
    value: Optional[int] = None  # bid/declare amount, musik index, or seat of a give
    card: Optional[Card] = None

    def __str__(self) -> str:
        # a card hidden from a seat (SeatView.history) shows as "??"; records never hold one
        if self.kind in _NUMBER:
            return f"{self.kind} {self.value}"
        if self.kind in _CARD:
            return f"{self.kind} {self.card if self.card is not None else '??'}"
        if self.kind == K.GIVE:
            return f"give {self.card if self.card is not None else '??'} {self.value}"
        return str(self.kind)

    def __repr__(self) -> str:
        return f"Action({str(self)!r})"

    @property
    def token(self) -> str:
        return str(self)

    @classmethod
    def __get_pydantic_core_schema__(cls, source, handler):
        """In pydantic models and JSON an action is ``{"kind", "value", "card"}`` (a hidden card null)."""
        from pydantic_core import core_schema

        return core_schema.no_info_plain_validator_function(
            _action_from_value, serialization=core_schema.plain_serializer_function_ser_schema(_action_as_dict))

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
            return Action(ActionKind(match.group(1)), int(match.group(2)))
        raise IllegalAction(f"bad action {excerpt(token)}: not a RECORD.md token", "syntax")


def _action_as_dict(action: "Action") -> dict:
    return {"kind": str(action.kind), "value": action.value,
            "card": str(action.card) if action.card is not None else None}


def _action_from_value(value) -> "Action":
    if isinstance(value, Action):
        return value
    if not isinstance(value, dict) or set(value) - {"kind", "value", "card"}:
        raise ValueError(f"not an action: {excerpt(value)}")
    try:
        kind = ActionKind(value["kind"])
    except (KeyError, ValueError):
        raise ValueError(f"not an action kind: {excerpt(value.get('kind'))}") from None
    number, card = value.get("value"), value.get("card")
    if number is not None and type(number) is not int:
        raise ValueError(f"not an action value: {excerpt(number)}")
    return Action(kind, number, Card.parse(card) if card is not None else None)


_NUMBER_TOKEN = re.compile(r"(bid|take|declare) (0|[1-9][0-9]{0,5})", re.ASCII)

PASS = Action(K.PASS)
DARK = Action(K.DARK)
REDEAL = Action(K.REDEAL)
KEEP = Action(K.KEEP)
BOMB = Action(K.BOMB)
CONCEDE = Action(K.CONCEDE)
CLAIM = Action(K.CLAIM)
DRAW = Action(K.DRAW)
PLAYS = tuple(Action(K.PLAY, None, c) for c in CARDS)
MELDS = tuple(Action(K.MELD, None, c) for c in CARDS)
DISCARDS = tuple(Action(K.DISCARD, None, c) for c in CARDS)


_BIDS = {n: Action(K.BID, n) for n in range(0, 405, 5)}
_DECLARES = {n: Action(K.DECLARE, n) for n in range(0, 405, 5)}


def bid(n: int) -> Action:
    got = _BIDS.get(n)
    return got if got is not None else Action(K.BID, n)


def declare(n: int) -> Action:
    got = _DECLARES.get(n)
    return got if got is not None else Action(K.DECLARE, n)


def take(i: int) -> Action:
    return Action(K.TAKE, i)


GIVES = tuple(tuple(Action(K.GIVE, seat, c) for c in CARDS) for seat in range(4))  # GIVES[seat][card]

# every canonical token of a common action, to parse and validate a token with one lookup
_TOKENS: dict[str, Action] = {}
for _a in (PASS, DARK, REDEAL, KEEP, BOMB, CONCEDE, CLAIM, DRAW, *PLAYS, *MELDS, *DISCARDS,
           *_BIDS.values(), *_DECLARES.values(), *(take(i) for i in range(4)),
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
