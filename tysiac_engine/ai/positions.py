"""Open-hand positions of every deal shape for the general solver (:mod:`general`).

A :class:`Problem` is one world ready to search: the solver's
:class:`~general.Model` and :class:`~general.State`, the engine seats in
playing order, and what each player already has (card points taken and
marriages declared, the declaring side's sure points from cards laid
aside).  It is built from a live :class:`~tysiac_engine.deal.Deal` (every
card known: analysis, tests) or from a seat's view completed by a sampled
world (:mod:`knowledge`), for an :class:`Objective`:

* ``declarer`` — the declaring side (the declarer, or the declaring team in
  ``teams_2v2``) maximises its total; the others minimise it.  Its total is
  what makes or breaks the contract.
* ``relative`` — one seat (or its team) maximises its own points less the
  mean of its rivals' (deals without a declarer; ``threat`` weighs a rival
  who leads the race more).
* ``own`` — one seat (or its team) maximises its own points, every other
  player minimises them (a defender's share of what the defence takes).
"""
from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Optional, Sequence

from ..cards import CARD_POINTS, MARRIAGE_VALUES, cards_of, mask_of, points_of
from .general import Model, State, make_solver
from .knowledge import ASIDE_SLOT, STOCK_SLOT, TABLE_SLOT, unchosen_talons


def aside_points(shape, discards: int, unchosen: int) -> tuple[int, int, int]:
    """(declarer's sure points, points to the last trick's winner, slam bonus) of the cards
    laid aside (``discards``) and of the talons not taken (``unchosen``), per the shape."""
    sure = last = 0
    for mask, where in ((discards, shape.discards_to), (unchosen, shape.unchosen_to)):
        if where == "declarer":
            sure += points_of(mask)
        elif where == "last_trick":
            last += points_of(mask)
    slam = points_of(unchosen) if shape.all_tricks_unpicked else 0
    return sure, last, slam


@dataclass(frozen=True)
class Objective:
    kind: str  # "declarer", "relative" or "own"
    seat: Optional[int] = None  # relative, own: the seat that searches
    threat: tuple[int, ...] = ()  # relative: extra weight per engine seat (a rival near the target)


DECLARER = Objective("declarer")


@dataclass
class Problem:
    model: Model
    state: State
    seats: tuple[int, ...]  # engine seat of each player index
    points: tuple[int, ...]  # per player: card points taken + marriages so far
    sure: int  # the declaring side's points from cards laid aside that are surely its own
    objective: Objective
    scale: int = 1  # relative objective: the weighted value is (n - 1) x (own - mean of rivals)

    @property
    def n(self) -> int:
        return self.model.n

    def so_far(self) -> int:
        """The weighted value of what is already taken (add the solver's value of what is to come)."""
        w = self.model.weights
        return sum(w[i] * self.points[i] for i in range(self.n)) + self.sure

    def solver(self, compiled: Optional[bool] = None):
        return make_solver(self.model, compiled)


def _weights(shape, active: Sequence[int], declarer: Optional[int], objective: Objective) -> tuple[tuple, int, int]:
    """(weights, side mask, scale) by player index."""
    n = len(active)
    if objective.kind == "declarer":
        if declarer is None:
            raise ValueError("the declarer objective needs a declarer")
        side = [shape.unit_of(s) == shape.unit_of(declarer) for s in active]
        return tuple(int(x) for x in side), sum(1 << i for i, x in enumerate(side) if x), 1
    me = objective.seat
    mine = [shape.unit_of(s) == shape.unit_of(me) for s in active]
    if objective.kind == "own":
        return tuple(int(x) for x in mine), sum(1 << i for i, x in enumerate(mine) if x), 1
    rivals = n - sum(mine)
    threat = objective.threat or (0,) * shape.players
    weights = []
    for s, x in zip(active, mine):
        weights.append(rivals if x else -(1 + threat[s]))
    return tuple(weights), sum(1 << i for i, x in enumerate(mine) if x), rivals


def _rules(shape, rules) -> dict:
    return dict(must_beat=rules.must_beat, must_trump=rules.must_trump, queen_only=rules.meld_card == "queen_only",
                meld_requires_trick=rules.meld_requires_trick, on_someone=shape.meld_on_someone,
                no_meld_first=shape.no_meld_first_trick)


def problem_from_deal(deal, objective: Objective = DECLARER) -> Problem:
    """The open-hand problem of a live deal in its play phase (every card known)."""
    shape = deal.shape
    active = tuple(deal.active)
    index = {s: i for i, s in enumerate(active)}
    n = len(active)
    weights, side, scale = _weights(shape, active, deal.declarer, objective)
    hands = tuple(deal.hands[s] | deal.tops[s] for s in active)
    cover = [-1] * 32
    tops = 0
    for s in active:
        for up in cards_of(deal.tops[s]):
            cover[up] = deal.under[up]
            tops |= 1 << up
    unchosen = 0
    for i, m in enumerate(deal.musiks):
        if i not in deal.taken_list:
            unchosen |= m
    sure_pts, aside, slam = aside_points(shape, deal.discards, unchosen) if deal.declarer is not None else (0, 0, 0)
    aside += shape.last_trick_bonus
    d = deal.declarer
    slam_player = index[d] if slam and d is not None else -1
    model = Model(n, weights, side, aside=aside, slam_player=slam_player, slam=slam,
                  stock=tuple(deal.stock[deal.stock_pos:]), cover=tuple(cover), tops=tops,
                  **_rules(shape, deal.rules))
    taken = sum(1 << index[s] for s in active if deal.tricks[s])
    to_move = index[deal.to_move] if deal.to_move is not None else 0
    state = State(hands, to_move, tuple(c for _, c in deal.trick), deal.trump, taken, 0, len(deal.completed))
    points = tuple(points_of(deal.won[s]) + sum(MARRIAGE_VALUES[x] for x in deal.melds[s]) for s in active)
    sure = sure_pts * weights[index[d]] if d is not None else 0
    return Problem(model, state, active, points, sure, objective, scale)


def problem_from_view(view, world: dict[int, int], objective: Objective = DECLARER,
                      rng: Optional[random.Random] = None, discards: Optional[int] = None) -> Problem:
    """The open-hand problem of a seat's view completed by a sampled world (slot -> mask).

    The stock's order and which face-down card lies under which face-up one
    are not part of a world: they are drawn here with ``rng``.  ``discards``
    (default: the view's own, else the world's cards aside) are the cards
    the declarer laid aside.
    """
    shape = view.rules.shape
    active = tuple(view.active)
    index = {s: i for i, s in enumerate(active)}
    n = len(active)
    rng = rng or random.Random(0)
    d = view.declarer
    weights, side, scale = _weights(shape, active, d, objective)
    hands = tuple(world[s] for s in active)
    cover = [-1] * 32
    tops = 0
    if view.table:
        ups = [c for s in active for c in view.table[s] if c is not None]
        downs = list(cards_of(world.get(TABLE_SLOT, 0)))
        rng.shuffle(downs)
        for up, down in zip(ups, downs):
            cover[up] = down
            tops |= 1 << up
    stock = list(cards_of(world.get(STOCK_SLOT, 0)))
    rng.shuffle(stock)
    if discards is None:
        discards = mask_of(view.discards) if view.discards else world.get(ASIDE_SLOT, 0)
    unchosen = unchosen_talons(view, world)
    sure_pts, aside, slam = aside_points(shape, discards, unchosen) if d is not None else (0, 0, 0)
    aside += shape.last_trick_bonus
    slam_player = index[d] if slam and d is not None else -1
    model = Model(n, weights, side, aside=aside, slam_player=slam_player, slam=slam, stock=tuple(stock),
                  cover=tuple(cover), tops=tops, **_rules(shape, view.rules))
    won = [0] * n
    taken = 0
    for _, cards, winner in view.tricks:
        taken |= 1 << index[winner]
        won[index[winner]] += sum(CARD_POINTS[c] for _, c in cards)
    points = tuple(won[i] + sum(MARRIAGE_VALUES[x] for x in view.melds[s]) for i, s in enumerate(active))
    trump = -1 if view.trump is None else view.trump  # the solvers' form (the compiled core takes an int)
    to_move = index[view.to_move] if view.to_move in index else (index[d] if d is not None else 0)
    state = State(hands, to_move, tuple(int(c) for _, c in view.trick), trump, taken, 0, len(view.tricks))
    sure = sure_pts * weights[index[d]] if d is not None else 0
    return Problem(model, state, active, points, sure, objective, scale)


def own_problem(problem: Problem, shape, seat: int) -> Problem:
    """The same world (stock order, covers) for a defender's ``own`` objective: ``seat``'s
    points from here on against everyone else.  The declarer's sure points are not his."""
    objective = Objective("own", seat)
    weights, side, scale = _weights(shape, problem.seats, None, objective)
    model = replace(problem.model, weights=weights, side=side)
    return Problem(model, problem.state, problem.seats, problem.points, 0, objective, scale)


__all__ = ["DECLARER", "Objective", "Problem", "own_problem", "problem_from_deal", "problem_from_view"]
