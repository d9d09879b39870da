"""A declarer's plan valued over the worlds: what he keeps, gives or lays aside, and the
contract (or bomb, or concession) it is worth.  Shared by the musik, the contract and the
auction (where a bidder values the plan he would make after taking the talon)."""
from __future__ import annotations

import random
from itertools import combinations, permutations
from typing import Callable, Optional

from ...cards import cards_of, mask_of, marriage_total
from ...game import SeatView
from ...legality import bid_ceiling, bomb_refusal, concede_allowed
from ..evaluate import keep_value
from ..general import Model, State
from ..inference import sigmoid
from ..knowledge import ASIDE_SLOT, STOCK_SLOT, unchosen_talons
from ..player_base import Budget
from ..positions import DECLARER, Problem, aside_points
from ..utility import ScoreModel
from .base import SearchBase
from .params import SearchParams
from .solvers import solver_for


def hidden_cost(shape, params: SearchParams, contract_cost: float = 0.0) -> float:
    """What the cards hidden at the table cost a declarer against his open-hand total (plus a
    level's ``contract_cost`` where that is hidden_cards_cost: no teams, no stock)."""
    if shape.teams is not None:
        return params.team_hidden_cost
    return params.stock_hidden_cost if shape.stock else params.hidden_cards_cost + contract_cost


def scale_of(shape, scale: float, params: SearchParams) -> float:
    return scale * params.team_scale if shape.teams is not None else scale


def plan_problem(view: SeatView, world: dict[int, int], declarer: int, kept: int,
                 given: Optional[dict[int, int]] = None, discards: int = 0, unchosen: int = 0,
                 rng: Optional[random.Random] = None) -> Problem:
    """The declarer's first lead, he keeping ``kept``, the others holding the world's cards plus
    ``given`` (seat -> mask), ``discards`` laid aside and ``unchosen`` talons not taken."""
    shape = view.rules.shape
    rules = view.rules
    active = tuple(view.active)
    index = {s: i for i, s in enumerate(active)}
    given = given or {}
    side = [shape.unit_of(s) == shape.unit_of(declarer) for s in active]
    weights = tuple(int(x) for x in side)
    hands = tuple(kept if s == declarer else world[s] | given.get(s, 0) for s in active)
    stock = list(cards_of(world.get(STOCK_SLOT, 0)))
    (rng or random.Random(0)).shuffle(stock)
    sure, aside, slam = aside_points(shape, discards, unchosen)
    aside += shape.last_trick_bonus
    model = Model(len(active), weights, sum(1 << i for i, x in enumerate(side) if x), rules.must_beat,
                  rules.must_trump, rules.meld_card == "queen_only", rules.meld_requires_trick,
                  shape.meld_on_someone, shape.no_meld_first_trick, aside,
                  index[declarer] if slam else -1, slam, tuple(stock))
    state = State(hands, index[declarer])
    return Problem(model, state, active, (0,) * len(active), sure, DECLARER)


class NodeCount:
    """The trick starts a decision's plan solves have searched, against its allowance
    (:attr:`Effort.plan_nodes`): once it is spent, a plan is valued on the worlds solved so far
    (at least :attr:`SearchParams.spent_worlds` of them in the contract, as many draws of them,
    counted with their weights, in the auction; in the musik, which values every plan on the same
    worlds, at least the first).  A count, unlike a clock, gives the same decision on every
    machine; it bounds the few positions whose solves are dearest.  (Draws or distinct worlds in
    the auction: the same in practice; of 301 hard auction decisions in three_32, 100 deals, 28
    spent the allowance, each after at least 2 worlds, none with a world drawn twice.)"""

    def __init__(self, allowance: Optional[int]) -> None:
        self.allowance = allowance  # None: no limit
        self.spent = 0

    def spent_out(self) -> bool:
        return self.allowance is not None and self.spent >= self.allowance


def pass_candidates(view: SeatView, hand: int, passes_left: int, targets: list[int],
                    limit: int = 6) -> list[tuple[int, tuple[tuple[int, int], ...]]]:
    """Candidate plans: (kept cards, ((card, seat or -1 for a discard), ...)).

    Sets of cards to pass come from the cheapest cards to keep (:func:`keep_value`);
    for gives, each set is tried with the cards assigned to the seats in every order
    (teams: the partner's card varied only).
    """
    cards = cards_of(hand)
    ranked = sorted(cards, key=lambda c: (keep_value(hand, c), c))[:max(passes_left + 3, 6)]
    sets = sorted(combinations(ranked, passes_left),
                  key=lambda drop: (sum(keep_value(hand, c) for c in drop), drop))[:limit]
    out = []
    for drop in sets:
        kept = hand & ~mask_of(drop)
        if not targets:
            out.append((kept, tuple((c, -1) for c in drop)))
            continue
        seen = set()
        for order in permutations(drop):
            plan = tuple(zip(order, targets))
            key = tuple(sorted(plan))
            if key in seen:
                continue
            seen.add(key)
            out.append((kept, plan))
            if len(seen) >= 2:
                break
    return out


def may_bomb(view: SeatView) -> bool:
    """The seat to move may bomb now (its contract phase)."""
    rules = view.rules
    limit = rules.bombs_limit
    used = view.counters.bombs_used[view.seat]
    left = None if limit is None else limit - used
    return bomb_refusal(dark=view.dark, golden=view.golden, bombs_left=left, bid=view.high_bid or rules.opening_bid,
                        bomb_max_bid=rules.bomb_max_bid) is None and view.shape.contract_phase


def may_concede(view: SeatView) -> bool:
    return concede_allowed(view.rules.concede, view.dark, view.golden) and view.shape.contract_phase


def may_bomb_at(view: SeatView, seat: int, bid: int) -> bool:
    """``seat`` could bomb if he won the auction at ``bid`` (no dark bid, no golden deal)."""
    rules = view.rules
    limit = rules.bombs_limit
    left = None if limit is None else limit - view.counters.bombs_used[seat]
    return view.shape.contract_phase and bomb_refusal(dark=False, golden=False, bombs_left=left, bid=bid,
                                                      bomb_max_bid=rules.bomb_max_bid) is None


class PlanSearch(SearchBase):
    """Values a declarer's plans and contracts over sampled worlds."""

    def node_count(self, view: SeatView) -> NodeCount:
        """A plan decision's count of nodes against its allowance (:attr:`Effort.plan_nodes`).
        None with a stock, where every world counts: capped so (with each solve cut at a quarter of
        the allowance too), seven_open_musik lost 16.4 +- 12.8 points a deal (hard - hard, 100
        duplicate deals; contracts made 59% instead of 71%).  Capped with every solve whole (issue
        41: 13 of 17 plan decisions over 4 deals spend it; p95 of 8 deals' decisions 634 -> 293 ms),
        hard - hard over 400 duplicate deals: +1.2 +- 5.1 (seed 91) but -6.0 +- 5.3 (seed 2026,
        contracts made 63% instead of 67%); with 900,000 the p95 is still 346 ms, and keeping at
        least 3 worlds (not 1 in the musik and 2 elsewhere) 407 ms (4: 576; no allowance: 593).
        Since the core's 2026-12 speed-up (the same nodes, searched 1.7 times as fast) the mode's
        decisions are within the issue's 300 ms without it as bench has them (p95 228 ms, 382
        before), not on 8 deals of seed 5 (342; 628 before; with 1,200,000 nodes 239).  That
        allowance, hard - hard over 400 duplicate deals: -0.7 +- 3.1 (seed 91), -2.2 +- 2.7 (seed
        2026): not taken either."""
        return NodeCount(None if view.shape.stock else self.effort_for(view).plan_nodes)

    def contract_options(self, view: SeatView, declarer: int, bid: int, kept: int,
                         totals: list[tuple[int, int]], score: ScoreModel, scale: Optional[float] = None,
                         bomb: Optional[bool] = None, concede: Optional[bool] = None,
                         declares: Optional[list[int]] = None) -> dict[object, float]:
        """The mean utility of each contract (and "bomb", "concede") for a declarer whose
        open-hand totals over the worlds are ``totals`` ((total, weight) pairs)."""
        rules = view.rules
        shape = view.shape
        scale = scale_of(shape, self.params.made_scale if scale is None else scale, self.params)
        # in the auction effort_for is the bidding effort: expert values contracts there as hard does
        cost = hidden_cost(shape, self.params, self.effort_for(view).contract_cost)
        melds = marriage_total(kept)
        if declares is None:
            cap = bid_ceiling(kept, rules.bid_cap, shape.max_bid, shape.bid_cap_applies)
            top = max(bid, min(cap, shape.max_bid))
            declares = list(range(bid, top + 1, rules.bid_step))
        weight = sum(w for _, w in totals) or 1
        out: dict[object, float] = {}
        best_t = max((t for t, _ in totals), default=0)
        for c in declares:
            if c > best_t + 10 and c != declares[0]:
                break  # nobody makes more than the best world allows
            value = 0.0
            for t, w in totals:
                est = t - cost
                p = sigmoid((est - c + 0.5) / scale)
                u_made = score.declarer(declarer, c, max(c, est), bid=bid, melds=melds)
                u_fail = score.declarer(declarer, c, min(c - 1, max(0, est)), bid=bid, melds=melds)
                value += w * (p * u_made + (1 - p) * u_fail)
            out[c] = value / weight
        if bomb:
            keep = self.params.bomb_keep if rules.bombs_limit is not None and max(view.scores) < rules.target - 200 else 0
            out["bomb"] = score.declarer(declarer, bid, 0, "bomb", bid=bid) - keep
        if concede:
            out["concede"] = score.declarer(declarer, bid, 0, "concede", bid=bid)
        return out

    def _plan_totals(self, view: SeatView, worlds: list[tuple[dict[int, int], int]], declarer: int, kept: int,
                     plan: tuple[tuple[int, int], ...], rng: random.Random, budget: Budget,
                     unchosen_of: Optional[Callable[[dict[int, int]], int]] = None,
                     discards: int = 0, bid: Optional[int] = None,
                     tolerance: Optional[tuple[int, int]] = None,
                     nodes: Optional[NodeCount] = None) -> list[tuple[int, int]]:
        """Open-hand totals of the declaring side from its first lead, over the worlds (with
        ``nodes``, only until the decision's allowance is spent)."""
        out = []
        params = self.params
        tol, slope8 = (params.plan_tolerance, params.tolerance_slope8) if tolerance is None else tolerance
        if bid is None:
            bid = view.high_bid or view.rules.opening_bid
        for world, times in worlds:
            given: dict[int, int] = {}
            laid = discards | world.get(ASIDE_SLOT, 0)
            for c, to in plan:
                if to < 0:
                    laid |= 1 << c
                else:
                    given[to] = given.get(to, 0) | 1 << c
            unchosen = unchosen_of(world) if unchosen_of else unchosen_talons(view, world)
            problem = plan_problem(view, world, declarer, kept, given, laid, unchosen, rng)
            solver = solver_for(problem, budget)
            base = problem.so_far()
            lo, hi = bid - params.plan_below - base, bid + params.plan_above - base
            out.append((base + solver.value(*problem.state.args(), bid - base, lo, hi, tol, slope8),
                        times))
            budget.check()
            if nodes is not None:
                nodes.spent += solver.nodes
                if nodes.spent_out() and len(out) >= params.spent_worlds:
                    break
        return out
