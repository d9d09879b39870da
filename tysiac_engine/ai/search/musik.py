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
        effort = self.effort_for(view)
        most = effort.plans
        plans = pass_candidates(view, hand, left, targets, limit=max(1, most // 2) if self.dear(view) else most)
        me = view.seat
        bid = view.high_bid or view.rules.opening_bid
        score = ScoreModel(view)
        worlds = self._worlds(view, rng, self.plan_count(view, effort.plan_worlds))
        bomb, concede = may_bomb(view), may_concede(view)
        nodes = self.node_count(view)
        discards = mask_of(view.discards)
        # successive halving: every plan on the first few worlds, the best few on the others (world
        # by world, every plan on the same worlds, until the decision's allowance of nodes is spent:
        # at least one world)
        first = worlds[:max(2, len(worlds) // 3)]
        totals_of: dict[int, list] = {i: [] for i in range(len(plans))}
        alive = list(range(len(plans)))
        best, best_value = plans[0][1], None
        values: dict[int, float] = {}
        for stage, stage_worlds in enumerate((first, worlds[len(first):])):
            if stage and len(alive) > self.params.plans_kept:
                alive = sorted(alive, key=lambda i: -values[i])[:self.params.plans_kept]
            for k, world in enumerate(stage_worlds):
                if (stage or k) and nodes.spent_out():
                    break
                for i in alive:
                    kept, plan = plans[i]
                    totals_of[i].extend(self._plan_totals(view, [world], me, kept, plan, rng, budget,
                                                          discards=discards, nodes=nodes))
            values = {}
            for i in alive:
                options = self.contract_options(view, me, bid, plans[i][0], totals_of[i], score, bomb=bomb,
                                                concede=concede)
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

