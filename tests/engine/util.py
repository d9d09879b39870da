"""Helpers for hand-built deals in engine tests."""
from __future__ import annotations

from typing import Optional, Sequence

from tysiac_engine import Game, make_rules


def hand(text: str) -> list[str]:
    return text.split()


def new_game(preset: str = "polish", overrides: Optional[dict] = None, *,
             scores: Optional[Sequence[int]] = None, state: Optional[dict] = None,
             hands: Optional[Sequence[str]] = None, musik: Optional[Sequence[str]] = None,
             dealer: int = 0, players: Optional[Sequence[str]] = None, stock: Optional[str] = None,
             table: Optional[Sequence[str]] = None) -> Game:
    """A game whose first deal is dealt from the given cards.

    ``hands`` are space-separated card lists by seat (``""`` for a sitting-out
    dealer); ``musik`` one string per talon; ``stock`` the stock top card
    first (draw_stock, seven_open_musik); ``table`` one string per seat of
    four "down/up" pairs (ru_open_closed), e.g. ``"9H/AS JD/KC TS/QH 9C/JS"``.
    Without cards, a seeded shuffle.
    """
    rules = make_rules(preset, overrides)
    game = Game(rules, players, preset=preset, start_scores=scores, start_state=state,
                first_dealer=dealer, auto_deal=False)
    if hands is None:
        game.start_deal(dealer=dealer)
    else:
        game.start_deal([hand(h) for h in hands], [hand(m) for m in (musik or [])], dealer,
                        stock=hand(stock) if stock is not None else None,
                        table=[piles(t) for t in table] if table is not None else None)
    return game


def piles(text: str) -> list[list[str]]:
    """``"9H/AS JD/KC"`` -> ``[["9H", "AS"], ["JD", "KC"]]`` ([down, up] table piles)."""
    return [pair.split("/") for pair in text.split()]


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
