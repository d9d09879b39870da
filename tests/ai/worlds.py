"""Helpers for the AI tests: every mode, where the hidden cards really are, and driving bots."""
from __future__ import annotations

import random

from tysiac_engine import Game, make_rules
from tysiac_engine.ai.knowledge import ASIDE_SLOT, STOCK_SLOT, TABLE_SLOT, talon_slot
from tysiac_engine.cards import cards_of

# every deal shape of RULES.md §9 (tysiac_engine.shape.MODES) as (preset, overrides)
EVERY_MODE = {
    "three": ("polish", {}),
    "three_32": ("russian", {"deck": 32}),
    "dealer_sits_out": ("polish", {"players": 4}),
    "dealer_sits_out_32": ("russian", {"players": 4, "deck": 32}),
    "all_play_6": ("polish", {"players": 4, "four_player_mode": "all_play_6"}),
    "teams_2v2": ("polish", {"players": 4, "four_player_mode": "teams_2v2"}),
    "musik_2x2": ("polish", {"players": 2}),
    "musik_2x3": ("polish", {"players": 2, "two_player_mode": "musik_2x3"}),
    "twelve_cards": ("polish", {"players": 2, "two_player_mode": "twelve_cards"}),
    "draw_stock": ("polish", {"players": 2, "two_player_mode": "draw_stock"}),
    "seven_open_musik": ("polish", {"players": 2, "two_player_mode": "seven_open_musik"}),
    "ru_prikup_4": ("russian", {"players": 2}),
    "ru_open_closed": ("russian", {"players": 2, "two_player_mode": "ru_open_closed"}),
    "no_auction": ("russian", {"no_auction": True}),
    "no_auction_32": ("russian", {"players": 4, "deck": 32, "no_auction": True}),
}

# variants that exercise other hidden-card rules: a dark bid, a musik always shown, cards aside to nobody
VARIANTS = {
    "three_dark": ("russian", {"dark_bid": True, "show_musik": "always"}),
    "three_32_shown": ("russian", {"deck": 32, "show_musik": "always"}),
    "musik_2x2_nobody": ("polish", {"players": 2, "aside_to": "nobody"}),
    "teams_meld_trick": ("russian", {"players": 4, "four_player_mode": "teams_2v2"}),
}


def rules_of(mode: str):
    preset, overrides = {**EVERY_MODE, **VARIANTS}[mode]
    return make_rules(preset, overrides)


def new_game(mode: str, seed: int) -> Game:
    preset, _ = {**EVERY_MODE, **VARIANTS}[mode]
    return Game(rules_of(mode), seed=seed, preset=preset)


def real_places(deal, seat: int) -> dict[int, int]:
    """Where every card hidden from ``seat`` really is, by knowledge slot."""
    places = {}
    for s in deal.active:
        places[s] = deal.hands[s] | deal.tops[s]
    for i, m in enumerate(deal.musiks):
        if i not in deal.taken_list:
            places[talon_slot(i)] = m
    if deal.stock_left:
        places[STOCK_SLOT] = sum(1 << c for c in deal.stock[deal.stock_pos:])
    under = 0
    for s in deal.active:
        for up in cards_of(deal.tops[s]):
            under |= 1 << deal.under[up]
    if under:
        places[TABLE_SLOT] = under
    if deal.discards:
        places[ASIDE_SLOT] = deal.discards
    return places


def drive(game: Game, bots, rng: random.Random, visit=None, deals: int = 1) -> int:
    """Play ``deals`` deals with ``bots`` (one per seat); ``visit(game, seat, view)`` at each decision.

    Every chosen action must be legal.  Returns the number of decisions.
    """
    decisions = 0
    finished = 0
    while finished < deals and not game.is_over:
        seat = game.to_move
        view = game.view(seat)
        if visit is not None:
            visit(game, seat, view)
        action = bots[seat].choose(view)
        assert action in game.legal_actions(), (game.shape.mode, str(action), [str(a) for a in game.legal_actions()])
        decisions += 1
        if game.apply(action) is not None:
            finished += 1
    return decisions
