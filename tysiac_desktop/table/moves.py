"""Where the engine says each card went: the :class:`Move` of every card an event carries.

The scene shows what the view says lies in each pile; these moves tell it only where a card
that now lies elsewhere came from, so it flies from there: a card drawn from the stock into
the drawer's hand, a table pile's covered card into its owner's hand, a talon into the
declarer's hand, a card played from a hand (or a table pile) into the trick, a trick to its
winner's tricks, a card given to another hand or laid aside.  A card the screen's seat may not
see is ``None`` in the events it gets (``tysiac_engine.events.seen_by``), and so in its move.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Optional

from tysiac_engine import events as E

from .keys import ASIDE, STOCK, UNPICKED, PileKey


@dataclass(frozen=True)
class Move:
    card: Optional[str]  # the card's code, None where the screen's seat may not know it
    source: PileKey
    dest: PileKey
    draw: Optional[int] = None  # the k-th card drawn after a trick (the winner first), in turn


def moves(events: Iterable, shape) -> list[Move]:
    """The moves of ``events`` in order; a card that moved twice (played, then its trick taken)
    moves once, from where it lay to where it lies now."""
    out: list[Move] = []
    drawn = 0

    def add(card, source: PileKey, dest: PileKey, draw: Optional[int] = None) -> None:
        code = str(card) if card is not None else None
        for i, move in enumerate(out):
            if code is not None and move.card == code and move.dest == source:
                out[i] = Move(code, move.source, dest, move.draw)
                return
        out.append(Move(code, source, dest, draw))

    for event in events:
        kind = type(event)
        if kind is E.ActionTaken and event.action.kind == "give":
            add(event.action.card, PileKey.hand(event.seat), PileKey.hand(event.action.value))
        elif kind is E.ActionTaken and event.action.kind == "discard":
            add(event.action.card, PileKey.hand(event.seat), ASIDE)
        elif kind is E.TalonTaken:
            cards = event.cards if event.cards is not None else (None,) * shape.talons[event.talon]
            for card in cards:
                add(card, PileKey.talon(event.talon), PileKey.hand(event.seat))
        elif kind is E.CardPlayed:
            source = PileKey.hand(event.seat) if event.pile is None else PileKey.table(event.seat, event.pile)
            add(event.card, source, PileKey.trick(event.seat))
        elif kind is E.CardUncovered:
            add(event.card, PileKey.table(event.seat, event.pile), PileKey.hand(event.seat))
        elif kind is E.TrickWon:
            for seat, card in event.cards:
                add(card, PileKey.trick(seat), PileKey.taken(event.seat))
        elif kind is E.CardDrawn:
            add(event.card, STOCK, PileKey.hand(event.seat), drawn)
            drawn += 1
    return out


def staged_moves(view, unpicked_apart: bool) -> list[Move]:
    """The moves the table itself stages after the musik: a talon shown to the others lies open
    until the musik is over, then goes into the declarer's hand; the talons nobody took go to the
    cards laid aside (or to a pile of their own, ``unpicked_apart``).  A move finds no card once
    its talon is empty, so these may be given with every view."""
    if view.phase in ("auction", "musik"):
        return []
    out = []
    for i, size in enumerate(view.shape.talons):
        if i in view.taken and view.declarer is not None:
            cards = view.musiks[i] if i < len(view.musiks) and view.musiks[i] is not None else (None,) * size
            out += [Move(str(c) if c is not None else None, PileKey.talon(i), PileKey.hand(view.declarer))
                    for c in cards]
        elif i not in view.taken:
            out += [Move(None, PileKey.talon(i), UNPICKED if unpicked_apart else ASIDE)] * size
    return out


def held_back(events: Iterable) -> tuple[list, list]:
    """The events before the last trick won, and those from it on (the trick and the draws after
    it, which wait while the trick lies on the table)."""
    events = list(events)
    won = [i for i, event in enumerate(events) if type(event) is E.TrickWon]
    if not won:
        return events, []
    return events[:won[-1]], events[won[-1]:]
