"""What happened: typed events of a game, what each seat may see of them, and their JSON.

``Game.apply()`` makes them; :attr:`Game.last_events` holds those of the last action (or
deal started) and :meth:`Game.step` returns them.  Each event is a small frozen value with a
``type`` word.  An event as made is the whole truth; :func:`seen_by` gives what one seat (or,
with ``None``, everyone) may know of it: a card that seat may not see is ``None``.  A view's
history hides cards the same way (:func:`visible_action`), so a front end, the computer players
and a network seat read one vocabulary and never parse action text.

:func:`events_to_json` / :func:`events_from_json` carry events to and from JSON without loss
(:mod:`views` does the same for views).
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cache
from typing import Annotated, Literal, Optional, Union

from pydantic import Field, TypeAdapter

from .actions import Action, ActionKind
from .cards import Card
from .scoring import Counters, ScoreStep

Cards = tuple[Card, ...]
Winner = Union[int, Literal["draw"]]


def visible_action(actor: int, action: Action, seat: Optional[int]) -> Action:
    """``action`` of ``actor`` as ``seat`` may see it (None: everyone): the card of a give is
    known to the giver and the receiver, a card laid aside only to the one who laid it."""
    if action.kind == ActionKind.GIVE and seat not in (actor, action.value):
        return Action(ActionKind.GIVE, action.value, None)
    if action.kind == ActionKind.DISCARD and seat != actor:
        return Action(ActionKind.DISCARD)
    return action


# Every event: frozen, with slots (a game makes a few per action), and a ``type`` literal that
# names it in JSON.  Seats are indices; a card hidden from the reader is None.
_event = dataclass(frozen=True, slots=True, kw_only=True)


@_event
class DealStarted:
    """A deal was dealt (its cards are in the views)."""
    type: Literal["deal_started"] = "deal_started"
    deal_number: int  # from 0
    dealer: int
    active: tuple[int, ...]  # the seats that play it
    golden: bool


@_event
class ActionTaken:
    """A seat acted (every action, as the record writes it; a hidden card is None)."""
    type: Literal["action_taken"] = "action_taken"
    seat: int
    action: Action


@_event
class DeclarerChosen:
    """The auction is over (or there was none): who plays and for how much so far."""
    type: Literal["declarer_chosen"] = "declarer_chosen"
    seat: int
    bid: int
    dark: bool
    golden: bool


@_event
class TalonTaken:
    """The declarer took a talon (musik/prikup); its cards if this reader may see them."""
    type: Literal["talon_taken"] = "talon_taken"
    seat: int
    talon: int
    cards: Optional[Cards]
    shown: bool  # shown to everyone (RULES.md show_musik)


@_event
class CardPlayed:
    """A card went to the trick; ``pile`` is the table pile it came from, if one."""
    type: Literal["card_played"] = "card_played"
    seat: int
    card: Card
    pile: Optional[int] = None


@_event
class MeldDeclared:
    """A marriage was declared with the card played: its suit is trump now."""
    type: Literal["meld_declared"] = "meld_declared"
    seat: int
    suit: int
    value: int


@_event
class CardUncovered:
    """The face-down card of a table pile was uncovered: it goes into its owner's hand,
    unseen by the others (RULES.md §9.8)."""
    type: Literal["card_uncovered"] = "card_uncovered"
    seat: int
    pile: int
    card: Optional[Card]


@_event
class TrickWon:
    """A trick was completed and taken."""
    type: Literal["trick_won"] = "trick_won"
    seat: int
    leader: int
    cards: tuple[tuple[int, Card], ...]  # (seat, card) in the order played
    points: int


@_event
class CardDrawn:
    """A seat drew the top card of the stock (seen by that seat only)."""
    type: Literal["card_drawn"] = "card_drawn"
    seat: int
    card: Optional[Card]


@_event
class TalonShown:
    """A talon nobody took is turned up after the play (RULES.md §9.3)."""
    type: Literal["talon_shown"] = "talon_shown"
    talon: int
    cards: Cards


@_event
class CardsCollected:
    """Cards beside the tricks go to a seat at the end of the play: the cards laid aside
    (known to the declarer who laid them) or a talon nobody took (shown to everyone)."""
    type: Literal["cards_collected"] = "cards_collected"
    seat: int
    source: Literal["laid_aside", "talon"]
    cards: Optional[Cards]
    known_to: Optional[int] = None  # laid aside: the declarer; None: everyone


@_event
class DealScored:
    """A deal ended and was scored: every rule step that changed a score, and where it leaves the game."""
    type: Literal["deal_scored"] = "deal_scored"
    deal_number: int
    declarer: Optional[int]
    contract: Optional[int]
    made: Optional[bool]
    redeal: bool
    card_points: tuple[int, ...]
    score_delta: tuple[int, ...]
    scores_after: tuple[int, ...]
    steps: tuple[ScoreStep, ...]


@_event
class GoldenReset:
    """Nobody made the golden round: every score and counter goes back to the game's start (RULES.md §8)."""
    type: Literal["golden_reset"] = "golden_reset"
    scores: tuple[int, ...]
    counters: Counters


@_event
class GameOver:
    type: Literal["game_over"] = "game_over"
    winner: Winner


EVENT_CLASSES = (DealStarted, ActionTaken, DeclarerChosen, TalonTaken, CardPlayed, MeldDeclared,
                 CardUncovered, TrickWon, CardDrawn, TalonShown, CardsCollected, DealScored, GoldenReset, GameOver)
Event = Annotated[Union[EVENT_CLASSES], Field(discriminator="type")]
EVENT_TYPES = tuple(cls.__dataclass_fields__["type"].default for cls in EVENT_CLASSES)  # the JSON "type" words


def seen_by(event, seat: Optional[int]):
    """What ``seat`` may know of ``event`` (None: what everyone may know): the same event,
    with every card the seat may not see as None."""
    kind = type(event)
    if kind is ActionTaken:
        shown = visible_action(event.seat, event.action, seat)
        return event if shown is event.action else replace(event, action=shown)
    if kind is TalonTaken:
        return event if event.shown or seat == event.seat else replace(event, cards=None)
    if kind is CardDrawn or kind is CardUncovered:
        return event if seat == event.seat else replace(event, card=None)
    if kind is CardsCollected:
        return event if event.known_to is None or seat == event.known_to else replace(event, cards=None)
    return event


# ---------------------------------------------------------------------------- JSON
@cache
def _events_adapter() -> TypeAdapter:
    return TypeAdapter(tuple[Event, ...])  # built on first use: it takes a while, play never needs it


def events_to_json(events) -> bytes:
    return _events_adapter().dump_json(tuple(events))


def events_from_json(data: Union[str, bytes]) -> tuple:
    return _events_adapter().validate_json(data)
