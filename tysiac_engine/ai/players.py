"""Computer players by level and what they share: seeding, budgets, cancelling.

Every player decides from a :class:`~tysiac_engine.game.SeatView` only.  Its
random choices come from a generator seeded with its own seed and the public
facts of the moment (deal number, actions so far, seat), so the same seed
gives the same decision however often and in whatever order it is asked, and
re-dealing the cards a seat cannot see does not change what it does.
"""
from __future__ import annotations

import random
import threading
import time
from typing import Optional

from ..actions import Action
from ..game import SeatView
from ..legality import beaters, trick_winner
from .rulebased import rule_based_action

LEVELS = ("easy", "medium", "hard", "expert")


class Cancelled(Exception):
    """The decision was cancelled (e.g. the window started a new game)."""


class Budget:
    """A decision's time limit plus an optional cancel flag."""

    def __init__(self, seconds: Optional[float] = None, cancel: Optional[threading.Event] = None) -> None:
        self.deadline = None if seconds is None else time.perf_counter() + seconds
        self.cancel = cancel

    def check(self) -> None:
        if self.cancel is not None and self.cancel.is_set():
            raise Cancelled()

    def expired(self) -> bool:
        self.check()
        return self.deadline is not None and time.perf_counter() > self.deadline


class Player:
    level = "base"

    def __init__(self, seed: int = 0, seconds: Optional[float] = None) -> None:
        self.seed = seed
        self.seconds = seconds

    def rng_for(self, view: SeatView) -> random.Random:
        return random.Random(f"{self.stream(view)}:{self.seed}:{view.deal_number}:{len(view.history)}:{view.seat}")

    def stream(self, view: SeatView) -> str:
        """The name of the random stream a decision draws from (with the seed and the moment)."""
        return self.level

    def choose(self, view: SeatView, cancel: Optional[threading.Event] = None) -> Action:
        if not view.legal:
            raise ValueError(f"seat {view.seat} has nothing to do now")
        budget = Budget(self.seconds, cancel)
        budget.check()
        if len(view.legal) == 1:
            return view.legal[0]
        return self.decide(view, self.rng_for(view), budget)

    def decide(self, view: SeatView, rng: random.Random, budget: Budget) -> Action:
        raise NotImplementedError


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
    trump = -1 if view.trump is None else view.trump
    trick = [(s, int(x)) for s, x in view.trick]
    winner = trick[trick_winner(trick, trump)]
    return winner[0] == partner and (beaters(winner[1], trump) >> c) & 1 == 1


def make_player(level: str, seed: int = 0, seconds: Optional[float] = None) -> Player:
    """A computer player of one of :data:`LEVELS`."""
    if level == "easy":
        return EasyPlayer(seed, seconds)
    if level == "medium":
        return MediumPlayer(seed, seconds)
    if level in ("hard", "expert"):
        from .pimc import SearchPlayer

        return SearchPlayer(seed, seconds, expert=level == "expert")
    raise ValueError(f"unknown level {level!r} (one of: {', '.join(LEVELS)})")
