"""Helpers for hand-built deals in engine tests."""
from __future__ import annotations

from typing import Optional, Sequence

from tysiac_engine import Game, make_rules


def hand(text: str) -> list[str]:
    return text.split()


def new_game(preset: str = "polish", overrides: Optional[dict] = None, *,
             scores: Optional[Sequence[int]] = None, state: Optional[dict] = None,
             hands: Optional[Sequence[str]] = None, musik: Optional[Sequence[str]] = None,
             dealer: int = 0, players: Optional[Sequence[str]] = None) -> Game:
    """A game whose first deal is dealt from the given cards.

    ``hands`` are space-separated card lists by seat (``""`` for a sitting-out
    dealer); ``musik`` one string per talon.  Without cards, a seeded shuffle.
    """
    rules = make_rules(preset, overrides)
    game = Game(rules, players, preset=preset, start_scores=scores, start_state=state,
                first_dealer=dealer, auto_deal=False)
    if hands is None:
        game.start_deal(dealer=dealer)
    else:
        game.start_deal([hand(h) for h in hands], [hand(m) for m in (musik or [])], dealer)
    return game


def play(game: Game, *tokens: str):
    """Apply actions in order; returns the last result (a DealResult when a deal ends)."""
    result = None
    for token in tokens:
        for part in token.split(","):
            part = part.strip()
            if part:
                result = game.apply(part)
    return result


def legal(game: Game) -> list[str]:
    return [str(a) for a in game.legal_actions()]
