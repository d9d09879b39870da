"""Play: every legal card in every world, exact values near the contract (see SearchPlayer)."""
from __future__ import annotations

import random
from typing import Optional

from ... import actions as A
from ...actions import Action
from ...cards import CARD_POINTS, MARRIAGE_VALUES, mask_of, marriage_total
from ...game import SeatView
from ..general import MELD, OutOfTime
from ..player_base import Budget
from ..positions import DECLARER, Objective, Problem, own_problem, problem_from_view
from ..rulebased import claim_is_sure
from ..utility import ScoreModel
from .alphamu import AlphaMu
from .base import SearchBase
from .params import DEFAULT_PARAMS, SearchParams
from .solvers import compiled, solver_for


def plays_for_own_share(view: SeatView, params: SearchParams = DEFAULT_PARAMS) -> bool:
    """A defender beside another defender plays for his own share too (they are rivals as well):
    his card play is valued with his own points solved against everyone else (``own_share``)."""
    return (params.own_share and compiled() and view.declarer is not None and view.seat != view.declarer
            and view.shape.teams is None and len(view.active) >= 3)


def own_shares(problem: Problem, view: SeatView, tolerance: Optional[int] = None) -> tuple[dict[int, int], int]:
    """For a defender who plays for his own share: his points at the end of the deal after each
    move (card points and the marriages he declares from now on), solved in ``problem``'s world
    against everyone else, exactly or (``tolerance``) to within so many points where the value is
    not at the ends of its range; and the nodes searched."""
    me = view.seat
    mine = own_problem(problem, view.shape, me)
    solver = solver_for(mine)
    base = mine.so_far() - sum(MARRIAGE_VALUES[x] for x in view.melds[me])
    if tolerance is None:
        window: tuple = ()
    else:  # what is still to take: the card points and the marriages in his hand
        window = (-1, 121 + marriage_total(mask_of(view.hand)), tolerance, None)
    return {code: base + v for code, v in solver.move_values(*mine.state.args(), *window)}, solver.nodes


class CardValue:
    """What each card is worth to the seat to play in ``view`` (a deal with a declarer), given the
    declaring side's total at the end after it and, for a defender who plays for his own share,
    his own points (:func:`own_shares`): one place for the search and the deal analysis.

    A defender's marriage is his: its points count for him (or his side) at once, not only for
    what the change of trumps does to the contract (the declaring side's total leaves them out)."""

    def __init__(self, view: SeatView, contract: int, shares: bool) -> None:
        self.score = ScoreModel(view)
        self.declarer = view.declarer
        self.contract = contract
        self.me = view.seat
        self.defender = not on_declaring_side(view, view.seat)
        self.side_melds = self.def_melds = 0
        for s in view.active:
            v = sum(MARRIAGE_VALUES[x] for x in view.melds[s])
            if on_declaring_side(view, s):
                self.side_melds += v
            else:
                self.def_melds += v
        self.my_melds = sum(MARRIAGE_VALUES[x] for x in view.melds[self.me]) if shares else 0

    def meld_points(self, code: int) -> int:
        """The points of the defender's own marriage declared with the move ``code``."""
        return MARRIAGE_VALUES[(code & 31) >> 3] if self.defender and code & MELD else 0

    def __call__(self, code: int, total: int, own: Optional[int] = None) -> float:
        mine = self.meld_points(code)
        if own is not None:
            # the marriage stays a marriage: only card points are bounded by what the declarer leaves
            return self.score.declarer(self.declarer, self.contract, total, melds=self.side_melds,
                                       defender_melds=self.def_melds - self.my_melds,
                                       own=(self.me, own - mine, self.my_melds + mine))
        return self.score.declarer(self.declarer, self.contract, total, melds=self.side_melds,
                                   defender_melds=self.def_melds + mine)


def on_declaring_side(view: SeatView, seat: int) -> bool:
    """``seat`` is the declarer or his partner (one scoring side)."""
    d = view.declarer
    return d is not None and view.shape.unit_of(seat) == view.shape.unit_of(d)



def cheapest_near_best(utilities: dict[Action, float], margin: float) -> Action:
    """Among the cards worth at most ``margin`` less than the best: a meld, else the cheapest card
    (the best of those).  The sampled worlds disagree on which card is worth keeping, so a dear card
    thrown onto a trick that is lost anyway often looks a shade better than a cheap one."""
    best = max(utilities.values())

    def key(a: Action) -> tuple:
        return (a.kind == "meld", -CARD_POINTS[a.card] if a.card is not None else 0, round(utilities[a], 6))

    return max((a for a, u in utilities.items() if u >= best - margin), key=key)


class PlaySearch(SearchBase):
    """Chooses the card to play."""

    def objective(self, view: SeatView) -> Objective:
        if view.declarer is not None:
            return DECLARER
        shape = view.shape
        me = shape.unit_of(view.seat)
        scores = view.scores
        target = view.rules.target
        threat = []
        mine = scores[view.seat]
        for s in range(shape.players):
            # a rival close to the target and ahead of us is kept down harder
            near = shape.unit_of(s) != me and scores[s] >= target - 150 and scores[s] >= mine
            threat.append(1 if near else 0)
        return Objective("relative", view.seat, tuple(threat))

    def move_values(self, view: SeatView, rng: random.Random, budget: Budget,
                    worlds: Optional[int] = None) -> dict[Action, tuple[float, Optional[float], Optional[float]]]:
        """For each legal card: (mean utility, share of worlds where the contract is made,
        the declaring side's mean total); the last two None without a declarer.
        Empty where no search is possible."""
        if view.phase != "play":
            return {}
        objective = self.objective(view)
        d = view.declarer
        contract = view.contract if view.contract is not None else 0
        shares = plays_for_own_share(view, self.params)
        params = self.params
        worth = CardValue(view, contract, shares) if d is not None else None
        legal = {(int(a.card) | (MELD if a.kind == "meld" else 0)): a for a in view.legal
                 if a.kind in ("play", "meld")}
        sums = {a: 0.0 for a in legal.values()}
        made = {a: 0.0 for a in legal.values()}
        totals = {a: 0.0 for a in legal.values()}
        weight = 0
        nodes = 0
        effort = self.effort_for(view)
        count = worlds or effort.play_worlds
        for world, times in self._worlds(view, rng, count):
            problem = problem_from_view(view, world, objective, rng)
            solver = solver_for(problem, budget)
            base = problem.so_far()
            try:
                if d is not None:  # exact near the contract, where the utility changes most
                    pivot = contract - base
                    lo, hi = pivot - params.play_window, pivot + params.play_window_up
                    values = dict(solver.move_values(*problem.state.args(), lo, hi, params.play_tolerance, pivot,
                                                     params.tolerance_slope8))
                else:
                    width = params.relative_window
                    tol = params.relative_tolerance * problem.scale
                    if view.stock_size >= 6:
                        # the first tricks with a stock: dear, and the order drawn is a guess anyway
                        tol *= 3
                        width = params.relative_window * 3 // 5
                    lo, hi = -base - width * problem.scale, -base + width * problem.scale
                    values = dict(solver.move_values(*problem.state.args(), lo, hi, tol, None))
            except OutOfTime:  # pure Python only: the worlds solved so far decide (none: the rules)
                break
            nodes += solver.nodes
            own = None
            if shares:
                own, own_nodes = own_shares(problem, view, params.own_tolerance)
                nodes += own_nodes
            for code, a in legal.items():
                v = base + values[code]
                if worth is not None:
                    u = worth(code, v, None if own is None else own[code])
                    made[a] += times * (v >= contract)
                    totals[a] += times * v
                else:
                    u = v / problem.scale
                sums[a] += times * u
            weight += times
            if weight >= params.min_worlds and (nodes >= effort.nodes or budget.expired()):
                break
            large_enough = params.large_position_worlds if compiled() else params.pure_python_large_position_worlds
            if weight >= large_enough and nodes >= 2 * effort.nodes:
                break  # a very large position (the first tricks with a stock): two worlds will do
            budget.check()
        if not weight:
            return {}
        if d is None:
            return {a: (sums[a] / weight, None, None) for a in sums}
        if worth.defender:
            for a in sums:
                sums[a] += weight * params.meld_now * (a.kind == "meld")
        return {a: (sums[a] / weight, made[a] / weight, totals[a] / weight) for a in sums}

    def move_scores(self, view: SeatView, rng: random.Random, budget: Budget,
                    worlds: Optional[int] = None) -> dict[Action, tuple[float, float]]:
        """For each legal card: (share of worlds where the contract is made, the declaring side's
        mean total) -- the figures a hint shows; empty without a declarer or a search."""
        values = self.move_values(view, rng, budget, worlds)
        if not values or view.declarer is None:
            return {}
        return {a: (chance, total) for a, (_, chance, total) in values.items()}

    def _play(self, view: SeatView, rng: random.Random, budget: Budget) -> Action:
        if claim_is_sure(view):
            return A.CLAIM
        values = self.move_values(view, rng, budget)
        if not values:
            return self._fallback(view, rng)

        choice = cheapest_near_best({a: v[0] for a, v in values.items()}, self.params.cheap_margin)
        if self.expert and self._alphamu_may_help(view, values, choice):
            return self._alphamu(view, rng, values, choice)
        return choice

    def _alphamu_may_help(self, view: SeatView, values, choice: Action) -> bool:
        """Expert's declarer, or a defender where ``alphamu_defence``, with few cards left (no
        partner, no stock, no cards on the table, the compiled core built), where the card chosen
        neither makes nor fails in every world."""
        params = self.params
        if not params.alphamu_cards or not compiled() or view.declarer is None:
            return False
        if view.declarer != view.seat and not params.alphamu_defence:
            return False
        if view.shape.teams is not None or view.stock_size or view.table or len(view.hand) > params.alphamu_cards:
            return False
        chance = values[choice][1]
        return chance is not None and 0.0 < chance < 1.0 and len(values) > 1

    def _alphamu(self, view: SeatView, rng: random.Random, values, choice: Action) -> Action:
        """The card that wins (makes the contract, or defeats it) in most of the worlds with one
        strategy to our side's next card (:mod:`alphamu`), where it wins in more of them than
        ``choice``."""
        worlds = self._worlds(view, rng, self.params.alphamu_worlds)
        problems = [problem_from_view(view, world, DECLARER, rng) for world, _ in worlds]
        search = AlphaMu(problems, [times for _, times in worlds], view.contract,
                         defending=view.seat != view.declarer)
        won = search.card_values()
        code = {a: int(a.card) | (MELD if a.kind == "meld" else 0) for a in values}
        best = max(values, key=lambda a: (won.get(code[a], -1.0), values[a][0]))
        # only a card that wins in more worlds (weights count whole draws) replaces the choice
        return best if won.get(code[best], -1.0) > won.get(code[choice], -1.0) + 0.5 else choice

