"""The auction: the value of declaring at the next bid against letting the high bidder play,
solved in the same worlds (see SearchPlayer)."""
from __future__ import annotations

import random
from typing import Callable, Optional

from ... import actions as A
from ...cards import mask_of, marriage_total
from ...actions import Action
from ...game import SeatView
from ..evaluate import declarer_estimate, kept_after_musik, talon_plan
from ..inference import sigmoid
from ..knowledge import read_view, talon_cards
from ..player_base import Budget
from ..utility import ScoreModel
from .plans import NodeCount, PlanSearch, hidden_cost, may_bomb_at, may_concede, pass_candidates, scale_of


def talon_worth(view: SeatView, hand: int) -> Callable[[dict[int, int]], float]:
    """A world's talon as the bidder's rough count sees it (:func:`declarer_estimate` of the best
    cards he would keep): the key the auction's worlds are stratified by.  Between talons the
    value of declaring varies far more than between the others' hands for one talon (a polish
    hand of marriage 40 and two aces, 8 talons of 6 deals each: sd 88 between talons, 40 within),
    so 12 worlds drawn at random give a mean whose sd is some 29 points."""
    takes = range(view.shape.takes)
    _, keep = talon_plan(view.shape)

    def worth(world: dict[int, int]) -> float:
        return declarer_estimate(kept_after_musik(hand | talon_cards(world, takes), keep))
    return worth


class AuctionSearch(PlanSearch):
    """Bids or passes."""

    # ------------------------------------------------------------------ auction
    def declare_value(self, view: SeatView, bids: list[int], rng: random.Random, budget: Budget,
                      rival_out: Optional[list] = None) -> dict[int, float]:
        """The mean utility of winning the auction at each of ``bids`` (then taking the talon,
        passing cards, choosing the best contract, bomb or concession for that talon).

        With ``rival_out`` (a list) the same worlds also value letting the high bidder play
        (he takes the talon, passes his cheapest cards, chooses his best contract, bomb or
        concession, and makes it or not as the world says): its mean is appended."""
        shape = view.shape
        me = view.seat
        hand = mask_of(view.hand)
        know = read_view(view)
        effort = self.effort_for(view)
        worlds = self._worlds(view, rng, self.plan_count(view, effort.bid_worlds), know,
                              key=talon_worth(view, hand) if self.params.stratify_talons else None)
        nodes = self.node_count(view)
        score = ScoreModel(view)
        takes = list(range(shape.takes))
        untaken = [i for i in range(len(shape.talons)) if i not in takes]
        sums = {b: 0.0 for b in bids}
        weight = 0
        rival = view.high_bidder
        rival_sum = 0.0
        rival_score = ScoreModel(view, rival) if rival_out is not None and rival is not None else None
        passes, targets, tries = self._passing(view, me)
        rival_passing = self._passing(view, rival) if rival_score is not None else None
        for world, times in worlds:
            talon = talon_cards(world, takes)
            full = hand | talon
            unchosen = talon_cards(world, untaken)
            plans = (pass_candidates(view, full, passes, targets, limit=tries)[:tries]
                     if passes else [(full, ())])
            best_totals = None
            best_kept = full
            for kept, plan in plans:
                problem_totals = self._plan_totals(view, [(world, 1)], me, kept, plan, rng, budget,
                                                   unchosen_of=lambda w, u=unchosen: u, bid=bids[0], nodes=nodes)
                if best_totals is None or problem_totals[0][0] > best_totals[0][0]:
                    best_totals, best_kept = problem_totals, kept
            problem_totals, kept = best_totals, best_kept
            for b in bids:
                options = self.contract_options(view, me, b, kept, problem_totals, score, scale=self.params.bid_scale,
                                                bomb=may_bomb_at(view, me, b), concede=may_concede(view))
                sums[b] += times * max(options.values())
            if rival_score is not None:
                rival_sum += times * self._rival_value(view, world, rival, talon, unchosen, score, rival_score,
                                                       rng, budget, rival_passing, nodes)
            weight += times
            if weight >= self.params.min_worlds and budget.expired():
                break
            if weight >= self.params.spent_worlds and nodes.spent_out():
                break
        if not weight:
            return {}
        if rival_score is not None:
            rival_out.append(rival_sum / weight)
        return {b: sums[b] / weight for b in bids}

    def _passing(self, view: SeatView, giver: int) -> tuple[int, list[int], int]:
        """What ``giver``, taking the talon, passes on: how many cards, to whom (his partner last),
        and how many plans of them the auction tries."""
        shape = view.shape
        passes = shape.passes if shape.passing else 0
        partner = shape.partner(giver)
        others = [s for s in view.active if s != giver]
        targets = sorted(others, key=lambda s: s == partner) if shape.passing == "give" else []
        return passes, targets, self.effort_for(view).auction_plans if not self.dear(view) else 1

    def _rival_value(self, view: SeatView, world: dict[int, int], rival: int, talon: int, unchosen: int,
                     score: ScoreModel, rival_score: ScoreModel, rng: random.Random,
                     budget: Budget, passing: tuple[int, list[int], int],
                     nodes: Optional[NodeCount] = None) -> float:
        """Our utility when the high bidder plays this world's talon (see :meth:`declare_value`)."""
        shape = view.shape
        h = view.high_bid or view.rules.opening_bid
        me = view.seat
        full = world[rival] | talon
        hands = dict(world)
        hands[me] = mask_of(view.hand)
        passes, targets, tries = passing
        plan_list: list = [(full, ())]
        if passes:
            plan_list = pass_candidates(view, full, passes, targets, limit=tries)[:tries]
        # the high bidder plans as we do (the same candidates, the best kept)
        totals, kept = None, full
        for k, plan in plan_list:
            got = self._plan_totals(view, [(hands, 1)], rival, k, plan, rng, budget,
                                    unchosen_of=lambda w, u=unchosen: u, bid=h, nodes=nodes)
            if totals is None or got[0][0] > totals[0][0]:
                totals, kept = got, k
        options = self.contract_options(view, rival, h, kept, totals, rival_score, scale=self.params.bid_scale,
                                        bomb=may_bomb_at(view, rival, h), concede=may_concede(view))
        choice = max(options, key=options.get)
        if choice in ("bomb", "concede"):
            return score.declarer(rival, h, 0, choice, bid=h)
        est = totals[0][0] - hidden_cost(shape, self.params)
        p = sigmoid((est - choice + 0.5) / scale_of(shape, self.params.bid_scale, self.params))
        melds = marriage_total(kept)
        return (p * score.declarer(rival, choice, max(choice, est), bid=h, melds=melds)
                + (1 - p) * score.declarer(rival, choice, min(choice - 1, max(0, est)), bid=h, melds=melds))

    def pass_value(self, view: SeatView) -> float:
        """The mean utility of letting the high bidder play his bid (we pass)."""
        rules = view.rules
        h = view.high_bid or rules.opening_bid
        rival = view.high_bidder
        if rival is None:
            return 0.0
        score = ScoreModel(view)
        raised = sum(1 for _, action in view.history if action.kind == "bid") >= 2 or any(
            action.kind == "dark" for _, action in view.history)
        q = self.params.rival_makes_raised if raised else self.params.rival_makes_forced
        melds = h - 100 if h > 120 else 0  # a bid over 120 is made on a marriage
        made = score.declarer(rival, h, h + 15, melds=melds)
        failed = score.declarer(rival, h, max(0, h - 30), melds=melds)
        value = q * made + (1 - q) * failed
        if not raised and may_bomb_at(view, rival, h):
            value = 0.75 * value + 0.25 * score.declarer(rival, h, 0, "bomb")
        return value

    def bid_values(self, view: SeatView, rng: random.Random, budget: Budget) -> tuple[Optional[int], float, float]:
        """(the lowest raise, its declaring value, the value of passing)."""
        bids = sorted(a.value for a in view.legal if a.kind == "bid")
        if not bids:
            return None, 0.0, 0.0
        b = bids[0]
        rival: list = []
        values = self.declare_value(view, [b], rng, budget, rival)
        if not values:
            return b, float("-inf"), self.pass_value(view)
        return b, values[b], rival[0] if rival else self.pass_value(view)

    def _bid(self, view: SeatView, rng: random.Random, budget: Budget) -> Action:
        legal = view.legal
        bids = sorted((a for a in legal if a.kind == "bid"), key=lambda a: a.value)
        if A.PASS not in legal:  # the forced opening (the dark bid would be chosen blind: never)
            return bids[0] if bids else legal[0]
        if not bids:
            return A.PASS
        if view.shape.teams is not None:
            # teams_2v2: with the partner's five cards unknown the open-hand value of a bid is too
            # noisy (sd 57 points against 27 with three players); the fitted team estimate bids
            # better (arena: hard's search bidding -7 to -16 points/deal against it)
            return self._fallback(view, rng)
        b, declare, defend = self.bid_values(view, rng, budget)
        margin = -self.params.raise_bonus
        if view.partner is not None and view.high_bidder == view.partner:
            margin += self.params.team_partner_margin  # taking the bid off the partner costs the team a raise
        return bids[0] if declare > defend + margin else A.PASS


