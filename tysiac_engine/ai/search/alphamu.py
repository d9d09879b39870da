"""αμ for a card of the declarer or a defender (Cazenave and Ventos, 2019): one strategy for every world.

Determinized search (PIMC, :mod:`play`) values each card by solving each world
open-handed, as if the player would know the others' cards from the next card
on: it may pick a card whose good worlds need different continuations that no
single play can follow (strategy fusion).  αμ searches the sampled worlds
together down to our side's next card (the declarer's, or the defenders'): the
other side answers in each world as it likes (each world its own best reply), the
player searched for chooses his next card once for every world still possible (the
other defender, whose hand differs between the worlds, each world its own card), and
only then is each world solved open-handed.  A search's result is a Pareto front of the sets
of worlds (bit masks) where our side wins (the declarer makes the contract, or
the defenders defeat it) by one strategy: at the other side's turns the sets of
the replies are intersected world by world (the worse reply for us in each
world), at ours the fronts of the cards are joined.  A card's value is the
weight of the best set of its front.
"""
from __future__ import annotations

import functools
import operator
from typing import Optional, Sequence

from ..general import PySolver, make_solver
from ..positions import Problem

FRONT_LIMIT = 48  # sets kept in a front (the heaviest), so a wide search stays cheap


class _World:
    __slots__ = ("rules", "solver", "base", "start")

    def __init__(self, problem: Problem) -> None:
        self.rules = PySolver(problem.model)  # the moves and their effect (the one play state)
        self.solver = make_solver(problem.model, True)  # the compiled core at the leaves
        self.base = problem.so_far()  # the declaring side's points so far
        self.start = self.rules._state(*problem.state.args())


def _members(mask: int):
    """The indexes of the worlds in ``mask``, lowest first."""
    i = 0
    while mask:
        if mask & 1:
            yield i
        mask >>= 1
        i += 1


def _pareto(sets: Sequence[int], weight) -> list[int]:
    """The sets not contained in another, heaviest first, at most FRONT_LIMIT of them."""
    out: list[int] = []
    for s in sorted(set(sets), key=lambda m: (-weight(m), -m)):
        if not any(s & t == s for t in out):
            out.append(s)
            if len(out) >= FRONT_LIMIT:
                break
    return out


class AlphaMu:
    """αμ over worlds of one view (open-hand problems with the declarer objective, the viewer to
    play), each weighted (how often it was drawn); ``defending``: the viewer is a defender, whose
    side wins where the contract fails."""

    def __init__(self, problems: Sequence[Problem], weights: Sequence[float], contract: int,
                 defending: bool = False) -> None:
        self.worlds = [_World(p) for p in problems]
        self.weights = list(weights)
        self.contract = contract
        self.defending = defending
        model = problems[0].model
        # bit p: player p is on our side (the declaring side, or every other player)
        self.ours = model.side ^ ((1 << model.n) - 1) if defending else model.side
        self.viewer = PySolver.args(self.worlds[0].start)[1]  # the player whose card is searched
        self.nodes = 0

    def weight(self, mask: int) -> float:
        return sum(self.weights[i] for i in _members(mask))

    def card_values(self) -> dict[int, float]:
        """For each of the viewer's cards (move codes: the card, +MELD for a marriage): the weight
        of the worlds where one strategy wins, searched to our side's next card."""
        everyone = (1 << len(self.worlds)) - 1
        out = {}
        for code in self.worlds[0].rules.moves(self.worlds[0].start):  # the viewer's hand: the same in every world
            after, got = [], []
            for w in self.worlds:
                child, gain = w.rules.play(w.start, code)
                after.append(child)
                got.append(gain)
            front = self._search(everyone, after, got)
            out[code] = max((self.weight(s) for s in front), default=0.0)
        return out

    def fused_values(self) -> dict[int, float]:
        """The same with each world solved open-handed from the first card on (determinized
        search: strategy fusion), an upper bound of :meth:`card_values`."""
        out: dict[int, float] = {}
        for w, weight in zip(self.worlds, self.weights):
            need = self.contract - w.base
            for code, made in w.solver.move_reaches(*PySolver.args(w.start), need):
                out[code] = out.get(code, 0.0) + weight * (made != self.defending)
        return out

    def _won(self, mask: int, gains: Sequence[int]) -> int:
        """The worlds of ``mask`` our side has won at the end of the deal."""
        return sum(1 << i for i in _members(mask)
                   if (self.worlds[i].base + gains[i] >= self.contract) != self.defending)

    def _search(self, mask: int, states: list, gains: list) -> list[int]:
        self.nodes += 1
        i0 = (mask & -mask).bit_length() - 1
        st0 = states[i0]
        if not any(st0[0]):  # the deal is over (the same in every world: the same tricks)
            return [self._won(mask, gains)]
        p = PySolver.args(st0)[1]  # the player to move: the same in every world
        if self.ours >> p & 1:  # our side's next card, then each world solved
            won: dict[int, int] = {}
            for i in _members(mask):
                w = self.worlds[i]
                need = self.contract - w.base - gains[i]
                for code, made in w.solver.move_reaches(*PySolver.args(states[i]), need):
                    won[code] = won.get(code, 0) | ((made != self.defending) << i)
            if p != self.viewer:  # the other defender holds other cards in each world: each its own card
                return [functools.reduce(operator.or_, won.values(), 0)]
            return _pareto(list(won.values()), self.weight)  # ours: one card for every world
        # the other side's card: each world its own reply, the worst for us
        replies: dict[int, int] = {}
        for i in _members(mask):
            for code in self.worlds[i].rules.moves(states[i]):
                replies[code] = replies.get(code, 0) | 1 << i
        front: Optional[list[int]] = None
        for code, sub in replies.items():
            after, got = list(states), list(gains)
            for i in _members(sub):
                child, gain = self.worlds[i].rules.play(states[i], code)
                after[i], got[i] = child, gains[i] + gain
            free = mask & ~sub  # worlds where this card cannot be played: not held to it
            sets = [s | free for s in self._search(sub, after, got)]
            front = sets if front is None else _pareto([a & b for a in front for b in sets], self.weight)
            if front == [0]:
                break
        return front or [0]


__all__ = ["AlphaMu"]
