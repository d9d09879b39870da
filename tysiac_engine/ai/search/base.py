"""What every phase of the search uses: the effort, the sampled worlds, the fallback."""
from __future__ import annotations

import random
from typing import Callable, Optional

from ...actions import Action
from ...game import SeatView
from ..evaluate import talon_plan
from ..inference import weighted_worlds
from ..knowledge import Knowledge
from ..player_base import Player
from ..rulebased import rule_based_action
from .params import DEFAULT_PARAMS, Effort, SearchParams
from .solvers import compiled


class SearchBase(Player):
    """A search level's effort (hard or expert), its parameters and its sampled worlds."""

    level = "hard"
    # measurement only (arena --oracle): called with the view, the decision's random generator and
    # its number of worlds, it gives the worlds told (the real deal, or worlds holding the real
    # talon), or None
    oracle: Optional[Callable[[SeatView, random.Random, int], Optional[list[tuple[dict[int, int], int]]]]] = None

    def __init__(self, seed: int = 0, seconds: Optional[float] = None, expert: bool = False,
                 worlds: Optional[int] = None, params: Optional[SearchParams] = None) -> None:
        super().__init__(seed, seconds)
        self.params = params = DEFAULT_PARAMS if params is None else params
        self.expert = expert
        if expert:
            self.level = "expert"
        effort = params.expert if expert else params.hard
        if worlds is not None:
            effort = Effort(worlds, max(2, worlds * 2 // 3), max(2, worlds * 2 // 3), effort.nodes, effort.plans,
                            effort.auction_plans)
        self.effort = effort
        # expert bids exactly as hard does, from the same worlds: more worlds and plans in the
        # auction bought nothing (see params.EXPERT) and only added noise to its results
        self.bidding = params.hard if expert and worlds is None else effort
        self.play_worlds = effort.play_worlds

    def effort_for(self, view: SeatView) -> Effort:
        """The effort of this decision: less of it without the compiled core (the same search in
        pure Python is slower)."""
        effort = self.bidding if view.phase == "auction" else self.effort
        return effort if compiled() else effort.divided(self.params.pure_python_share)

    def stream(self, view: SeatView) -> str:
        return "hard" if view.phase == "auction" and self.bidding is self.params.hard else self.level

    def _fallback(self, view: SeatView, rng: random.Random) -> Action:
        """The rule-based decision (medium's), where no search is possible."""
        return rule_based_action(view, rng, confidence=0.6, noise=0.0, counting=True, margin=10)

    @staticmethod
    def dear(view: SeatView) -> bool:
        """A solve from the first lead is dear here (a stock to draw, ten cards or more a hand
        with three players)."""
        shape = view.shape
        _, keep = talon_plan(shape)
        return bool(shape.stock) or (shape.playing >= 3 and keep >= 10)

    def plan_count(self, view: SeatView, count: int) -> int:
        """Worlds for plans: fewer where a solve from the first lead is dear."""
        return max(min(self.params.min_worlds, count), count // 2) if self.dear(view) else count

    def _worlds(self, view: SeatView, rng: random.Random, count: int, know: Optional[Knowledge] = None,
                key: Optional[Callable[[dict[int, int]], float]] = None) -> list[tuple[dict[int, int], int]]:
        if self.oracle is not None:
            told = self.oracle(view, rng, count)
            if told is not None:
                return told
        return weighted_worlds(view, rng, count, know, oversample=self.effort_for(view).oversample, key=key,
                               pool=self.params.stratify_pool)

