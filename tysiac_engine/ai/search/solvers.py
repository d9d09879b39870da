"""A solver for one world: the compiled core where it is built, else a pure-Python one that is
quick enough for it (the tuned :mod:`~tysiac_engine.ai.solver` for a declarer against one or two
defenders, :class:`~tysiac_engine.ai.general.PySolver` for the last tricks of the other shapes),
else None (the caller decides by rule).

``COMPILED`` is read here only, so a test can play without the compiled core by patching it."""
from __future__ import annotations

from ..general import COMPILED, MELD, PySolver, make_solver
from ..positions import Problem
from ..solver import Solver as TunedSolver
from ..solver import make_position

# without the compiled core: the pure-Python search plays positions with at most this many cards
# in the hands of the players (the tuned solver: 3 x 8 ~10 ms, 2 x 10 ~15 ms; general: small endgames)
TUNED_MAX_CARDS = {2: 20, 3: 24}
PY_MAX_CARDS = 12


def compiled() -> bool:
    """The compiled core is built (and not switched off by a test)."""
    return COMPILED


def cards_left(problem: Problem) -> int:
    return sum(bin(h).count("1") for h in problem.state.hands) + len(problem.model.stock) + bin(
        problem.model.tops).count("1")


class _Tuned:
    """The tuned pure-Python solver (:mod:`solver`) behind the general solver's API."""

    def __init__(self, problem: Problem) -> None:
        m, st = problem.model, problem.state
        n = m.n
        leader = (st.to_move - len(st.trick)) % n
        d = next(i for i in range(n) if m.side >> i & 1)
        self.pos = make_position(st.hands, d, st.to_move, trick=tuple(((leader + i) % n, c) for i, c in
                                                                       enumerate(st.trick)),
                                 trump=st.trump, taken=st.taken, points=0, aside=m.aside,
                                 must_beat=m.must_beat, must_trump=m.must_trump,
                                 meld_card="queen_only" if m.queen_only else "queen_or_king",
                                 meld_requires_trick=m.meld_requires_trick, slam=m.slam)
        self.solver = TunedSolver(self.pos)

    @property
    def nodes(self) -> int:
        return self.solver.nodes

    def value(self, *args) -> int:
        return self.solver.value(self.pos)

    def move_values(self, *args) -> list[tuple[int, int]]:
        return [(int(a.card) | (MELD if a.kind == "meld" else 0), v)
                for a, v in self.solver.move_values(self.pos).items()]


def solver_for(problem: Problem):
    """A solver for this world: the compiled one, else a pure-Python one that is quick enough
    for it, else None (the caller decides by rule)."""
    if compiled():
        return make_solver(problem.model, True)
    m = problem.model
    left = cards_left(problem)
    if (m.weights.count(0) and set(m.weights) <= {0, 1} and not m.stock and not m.tops and not m.on_someone
            and not m.no_meld_first and m.n in TUNED_MAX_CARDS and left <= TUNED_MAX_CARDS[m.n]):
        return _Tuned(problem)
    if left <= PY_MAX_CARDS:
        return PySolver(m)
    return None


