"""The cards a seat cannot see, for a bot: where each may lie, and whole deals that fit a view.

Both are the search's own reading of the table, from the view alone: :mod:`knowledge` (cards
whose place is known, voids and "holds nothing higher" facts that the plays prove) and
:mod:`inference` (worlds weighted by how likely they made the others bid and play as they did).

A *world* maps each slot to its cards: a seat (the asking seat's own hand included), or a place
nobody at the table sees — a talon nobody took (:func:`talon_slot`), the cards laid aside
(:data:`ASIDE_SLOT`), the stock (:data:`STOCK_SLOT`), the face-down table cards
(:data:`TABLE_SLOT`).
"""
from __future__ import annotations

import random
from typing import Optional

from ..cards import Card, cards_of
from ..game import Game, SeatView
from .inference import weighted_worlds
from .knowledge import ASIDE_SLOT, MUSIK_SLOT, STOCK_SLOT, TABLE_SLOT, read_view, talon_slot

World = dict[int, tuple[Card, ...]]


def possible_cards(view: SeatView, seat: int) -> tuple[Card, ...]:
    """The cards ``seat`` (or another slot) may hold, as far as ``view`` tells: every card not
    seen elsewhere, less those the seat's plays prove it does not hold; cards known to be
    there (a declared marriage's partner, a card given in sight) are included."""
    know = read_view(view)
    if seat == view.seat and not view.hand_hidden:
        return cards_of(know.hand)
    return cards_of(know.may_hold(seat))


def sample_worlds(view: SeatView, count: int, rng: Optional[random.Random] = None) -> list[World]:
    """``count`` worlds consistent with ``view`` (fewer when its facts leave few), drawn as the
    search draws them: likelier ones more often, so the same world may come twice."""
    rng = rng or random.Random()
    out = []
    for world, times in weighted_worlds(view, rng, count):
        out.extend([{slot: cards_of(mask) for slot, mask in world.items()}] * times)
    return out[:count]


def game_in_world(game: Game, seat: int, world: dict[int, int]) -> Game:
    """A copy of ``game`` whose cards hidden from ``seat`` lie as ``world`` says (slot -> mask, as
    the search's worlds are), and whose view for ``seat`` is the same: what a fair player
    decides must not change (the tests ask it of every level)."""
    other = game.copy()
    deal = other.current
    rng = random.Random(len(deal.history))  # the order of the stock and of the face-down cards
    stock = list(cards_of(world.get(STOCK_SLOT, 0)))
    rng.shuffle(stock)
    under = list(cards_of(world.get(TABLE_SLOT, 0)))
    rng.shuffle(under)
    talons = {i: world[talon_slot(i)] for i in range(len(deal.musiks)) if talon_slot(i) in world}
    deal.place_hidden(seat, {s: world[s] for s in deal.active if s in world}, talons, stock, under,
                      world.get(ASIDE_SLOT))
    return other


__all__ = ["ASIDE_SLOT", "MUSIK_SLOT", "STOCK_SLOT", "TABLE_SLOT", "World", "game_in_world", "possible_cards",
           "sample_worlds", "talon_slot"]
