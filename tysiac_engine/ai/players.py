"""Computer players by level: :func:`make_player` and :data:`LEVELS`.

The rule-based levels (easy, medium) live here; the search levels (hard,
expert) in :mod:`pimc`; what all share in :mod:`player_base`.
"""
from __future__ import annotations

import random
from typing import Optional

from ..actions import Action
from ..game import SeatView
from .levels import LEVELS, SEARCH_LEVELS
from .pimc import SearchPlayer
from .player_base import Budget, Cancelled, Player
from .rulebased import rule_based_action
from .search.params import SearchParams



class EasyPlayer(Player):
    """A plausible beginner: simple rules, no card counting, sometimes a loose card."""

    level = "easy"

    def decide(self, view: SeatView, rng: random.Random, budget: Budget) -> Action:
        if view.phase == "play" and rng.random() < 0.25:
            plays = [a for a in view.legal if a.kind == "play"]
            # even a beginner does not take a trick off the partner (teams_2v2) when it need not
            spare = [a for a in plays if not _overtakes_partner(view, a.card)]
            return rng.choice(spare or plays)
        return rule_based_action(view, rng, confidence=0.45, noise=25.0, counting=False, margin=0)


class MediumPlayer(Player):
    """Rule-based with card counting: remembers played cards and voids."""

    level = "medium"

    def decide(self, view: SeatView, rng: random.Random, budget: Budget) -> Action:
        return rule_based_action(view, rng, confidence=0.6, noise=0.0, counting=True, margin=10)


def _overtakes_partner(view: SeatView, c: int) -> bool:
    """``c`` would beat the partner's card that is winning the current trick."""
    partner = view.partner
    if partner is None or not view.trick:
        return False
    state = view.trick_state
    return state.winner == partner and state.takes(c)


def make_player(level: str, seed: int = 0, seconds: Optional[float] = None,
                params: Optional[SearchParams] = None) -> Player:
    """A computer player of one of :data:`LEVELS`; ``params`` tune the search levels (hard, expert)."""
    if level == "easy":
        return EasyPlayer(seed, seconds)
    if level == "medium":
        return MediumPlayer(seed, seconds)
    if level in SEARCH_LEVELS:
        return SearchPlayer(seed, seconds, expert=level == "expert", params=params)
    raise ValueError(f"unknown level {level!r} (one of: {', '.join(LEVELS)})")


__all__ = ["LEVELS", "Budget", "Cancelled", "EasyPlayer", "MediumPlayer", "Player", "make_player"]
