"""A solver for one world: the compiled core where it is built, else the pure-Python one
(:class:`~tysiac_engine.ai.general.PySolver`, the same search, far slower: bench's
``py_solver_ratio``); without the core the search takes a share of its effort
(:meth:`~tysiac_engine.ai.search.base.SearchBase.effort_for`).

``COMPILED`` is read here only, so a test can play without the compiled core by patching it."""
from __future__ import annotations

from typing import Optional

from ..general import COMPILED, make_solver
from ..player_base import Budget
from ..positions import Problem


def compiled() -> bool:
    """The compiled core is built (and not switched off by a test)."""
    return COMPILED


def solver_for(problem: Problem, budget: Optional[Budget] = None):
    """A solver for this world: the compiled one where it is built, else the pure-Python one,
    which gives up (:class:`~tysiac_engine.ai.general.OutOfTime`) once ``budget``'s time is out."""
    solver = make_solver(problem.model, compiled())
    if budget is not None and not compiled():
        solver.deadline = budget.deadline
    return solver
