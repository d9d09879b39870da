"""The contract: every legal contract, the bomb and the concession, valued over the worlds."""
from __future__ import annotations

import random

from ... import actions as A
from ...actions import Action
from ...cards import mask_of
from ...game import SeatView
from ..player_base import Budget
from ..utility import ScoreModel
from .plans import PlanSearch


class ContractSearch(PlanSearch):
    """Declares the contract (or bombs, or concedes)."""

    # ------------------------------------------------------------------ contract
    def _contract(self, view: SeatView, rng: random.Random, budget: Budget) -> Action:
        legal = view.legal
        declares = sorted(a.value for a in legal if a.kind == "declare")
        if not declares:
            return legal[0]
        hand = mask_of(view.hand)
        effort = self.effort_for(view)
        worlds = self._worlds(view, rng, self.plan_count(view, effort.plan_worlds))
        totals = self._plan_totals(view, worlds, view.seat, hand, (), rng, budget, discards=mask_of(view.discards),
                                   tolerance=None if self.dear(view) else self.params.contract_tolerance,
                                   nodes=self.node_count(view))
        score = ScoreModel(view)
        bid = view.high_bid or declares[0]
        options = self.contract_options(view, view.seat, bid, hand, totals, score, bomb=A.BOMB in legal,
                                        concede=A.CONCEDE in legal, declares=declares)
        choice = max(options, key=lambda o: (options[o], -(o if isinstance(o, int) else 0)))
        if choice == "bomb":
            return A.BOMB
        if choice == "concede":
            return A.CONCEDE
        return A.declare(choice)

