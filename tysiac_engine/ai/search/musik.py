"""The musik: candidate sets of cards to give or lay aside (and who gets which), each solved over
the same worlds; the one whose best contract is worth most is chosen."""
from __future__ import annotations

import random

from ... import actions as A
from ...actions import Action
from ...cards import mask_of
from ...game import SeatView
from ..evaluate import keep_value
from ..player_base import Budget
from ..utility import ScoreModel
from .plans import PlanSearch, may_bomb, may_concede, pass_candidates


class MusikSearch(PlanSearch):
    """Takes a talon, gives or lays aside cards, or asks for a redeal."""

    # ------------------------------------------------------------------ musik
    def _musik(self, view: SeatView, rng: random.Random, budget: Budget) -> Action:
        legal = view.legal
        takes = [a for a in legal if a.kind == "take"]
        if takes:
            return takes[0]  # the talons are unseen (or the only one): any will do
        hand = mask_of(view.hand)
        kind = "discard" if any(a.kind == "discard" for a in legal) else "give"
        if not any(a.kind in ("give", "discard") for a in legal):
            return legal[0]
        done = len(view.discards) if kind == "discard" else len(view.gives)
        left = view.shape.passes - done
        targets = sorted({a.value for a in legal if a.kind == "give"}) if kind == "give" else []
        most = self.effort_for(view).plans
        plans = pass_candidates(view, hand, left, targets, limit=max(1, most // 2) if self.dear(view) else most)
        me = view.seat
        bid = view.high_bid or view.rules.opening_bid
        score = ScoreModel(view)
        worlds = self._worlds(view, rng, self.plan_count(view, self.effort_for(view).plan_worlds))
        bomb, concede = may_bomb(view), may_concede(view)
        # successive halving: every plan on the first few worlds, the best few on all of them
        first = worlds[:max(2, len(worlds) // 3)]
        stages = [(plans, first), (None, worlds[len(first):])]
        totals_of: dict[int, list] = {i: [] for i in range(len(plans))}
        alive = list(range(len(plans)))
        best, best_value = plans[0][1], None
        for stage, (_, stage_worlds) in enumerate(stages):
            if stage and len(alive) > self.params.plans_kept:
                alive = sorted(alive, key=lambda i: -values[i])[:self.params.plans_kept]
            values = {}
            for i in alive:
                kept, plan = plans[i]
                if stage_worlds:
                    totals = self._plan_totals(view, stage_worlds, me, kept, plan, rng, budget,
                                               discards=mask_of(view.discards))
                    totals_of[i].extend(totals)
                options = self.contract_options(view, me, bid, kept, totals_of[i], score, bomb=bomb, concede=concede)
                values[i] = max(options.values())
        for i in alive:
            if best_value is None or values[i] > best_value + 1e-9:
                best, best_value = plans[i][1], values[i]
        if A.REDEAL in legal and best_value is not None and best_value < 0:
            return A.REDEAL  # redealing changes no score
        card, to = min(best, key=lambda ct: (ct[1] < 0, keep_value(hand, ct[0])))
        if to < 0:
            return A.DISCARDS[card]
        return A.give(to, card)

