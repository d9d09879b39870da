"""What every computer player shares: seeding, budgets, cancelling.

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
from ..errors import Cancelled
from ..game import SeatView


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
