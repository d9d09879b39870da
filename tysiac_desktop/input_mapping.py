"""What a gesture on the table means: a pure function from (the view on screen, a gesture) to what
the window does next, most often a typed :class:`Action` for the controller.

Nothing here knows Qt or the live game: the view is the seat at the screen's ``SeatView`` (or the
public view), ``me`` that seat.  The gestures are a card *activated* (double-clicked, Enter), a
card *dropped* on the table or on a seat's name, and a face-down talon card *taken*.  Where a card
goes is never guessed: a card given after the musik goes to the seat it was dropped on, or — when
it was activated and more than one seat may still get one — the player is asked.  Whether the
move is legal stays the engine's business: what is sent may still be refused.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Union

from tysiac_engine.actions import Action
from tysiac_engine.cards import Card
from tysiac_engine.game import SeatView


@dataclass(frozen=True)
class Send:
    """Send ``action`` to the controller; ``card`` (if any) goes back to its place if refused."""

    action: Action
    card: Optional[Card] = None


@dataclass(frozen=True)
class AskMeld:
    """The card may be melded: ask whether to declare the marriage or just play it."""

    card: Card


@dataclass(frozen=True)
class AskConfirm:
    """The player wants each card confirmed: ask "Play Q♥?"."""

    card: Card


@dataclass(frozen=True)
class AskGive:
    """The card is to be given, and more than one seat may get it: ask which (``seats``)."""

    card: Card
    seats: tuple[int, ...]


@dataclass(frozen=True)
class Refuse:
    """Nothing is done: the card goes back to its place (``drop_on_name``: say that a card to
    give is dropped onto a name)."""

    card: Optional[Card]
    drop_on_name: bool = False


Outcome = Union[Send, AskMeld, AskConfirm, AskGive, Refuse]


def my_turn(view: Optional[SeatView], me: Optional[int]) -> bool:
    """The seat at the screen is to move (input acts on the table only then)."""
    return view is not None and me is not None and view.to_move == me


def give_targets(view: SeatView) -> tuple[int, ...]:
    """The seats that may still get a card from the declarer after the musik."""
    return tuple(sorted({a.value for a in view.legal if a.kind == "give"}))


def playable(view: SeatView) -> set[str]:
    """The cards (as text) a gesture may do something with in ``view``."""
    return {str(a.card) for a in view.legal if a.card is not None and a.kind in ("play", "meld", "give", "discard")}


def _play(view: SeatView, card: Card, confirm_play: bool) -> Outcome:
    if Action("meld", None, card) in view.legal:
        return AskMeld(card)
    if confirm_play and Action("play", None, card) in view.legal:
        return AskConfirm(card)
    return Send(Action("play", None, card), card)


def activated(view: Optional[SeatView], me: Optional[int], card: Card, confirm_play: bool = False) -> Outcome:
    """A card of the hand (or a face-up card of the piles) double-clicked or chosen with Enter."""
    if not my_turn(view, me):
        return Refuse(card)
    assert view is not None
    kinds = {a.kind for a in view.legal}
    if view.phase == "play":
        return _play(view, card, confirm_play)
    if view.phase == "musik" and "discard" in kinds:
        return Send(Action("discard", None, card), card)
    if view.phase == "musik" and "give" in kinds:
        seats = give_targets(view)
        return Send(Action("give", seats[0], card), card) if len(seats) == 1 else AskGive(card, seats)
    return Refuse(card)


def dropped(view: Optional[SeatView], me: Optional[int], card: Card, target: str, seat: int,
            confirm_play: bool = False) -> Outcome:
    """A card dragged onto the table (``target`` "table") or onto a seat's name ("seat", ``seat``)."""
    if not my_turn(view, me):
        return Refuse(card)
    assert view is not None
    kinds = {a.kind for a in view.legal}
    if view.phase == "musik" and target == "seat" and "give" in kinds:
        return Send(Action("give", seat, card), card)
    if view.phase == "musik" and target == "table" and "discard" in kinds:
        return Send(Action("discard", None, card), card)
    if view.phase == "play" and target == "table":
        return _play(view, card, confirm_play)
    return Refuse(card, drop_on_name=view.phase == "musik" and "give" in kinds)


def talon_taken(view: Optional[SeatView], me: Optional[int], index: int) -> Optional[Send]:
    """A face-down talon card clicked or dragged to the hand: take it (None: nothing to do)."""
    action = Action("take", index)
    if my_turn(view, me) and action in view.legal:  # type: ignore[union-attr]
        return Send(action)
    return None
