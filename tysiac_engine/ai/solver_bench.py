"""Benchmark of the open-hand solver: ``python -m tysiac_engine.ai.solver_bench [deals] [seed] [RULES] [--python]``.

Random deals of the rules (3-player ``polish`` by default; RULES a RECORD.md
rules object as JSON) are played to the first lead with a random but legal
auction (the forced bid, then passes), musik (take, give or lay aside random
cards) and contract (the bid); a full solve from the first lead is timed, by
the compiled core where it is built (``--python``: the pure-Python solver).
:func:`python_slowdown` times both solvers on the same problems.
"""
from __future__ import annotations

import json
import random
import statistics
import sys
import time
from typing import Optional

from ..game import Game
from ..rules import Rules, make_rules
from .general import COMPILED, make_solver
from .positions import DECLARER, Objective, Problem, problem_from_deal


def first_lead_deal(seed: int, rules: Optional[Rules] = None):
    """The first deal of a new game with this seed (3-player ``polish`` by default), at the first lead."""
    rng = random.Random(seed)
    game = Game(rules or make_rules("polish"), seed=seed)
    while True:
        deal = game.current
        if deal.phase == "play":
            return deal
        legal = game.legal_actions()
        kinds = {a.kind for a in legal}
        if "keep" in kinds:  # redeal claims: play the deal
            action = next(a for a in legal if a.kind == "keep")
        elif deal.phase == "auction":  # the forced bid, then passes
            action = next((a for a in legal if a.kind == "pass"), legal[0])
        elif "declare" in kinds:
            action = next(a for a in legal if a.kind == "declare")
        else:  # take a musik, give (or discard) random cards
            action = rng.choice([a for a in legal if a.kind in ("take", "give", "discard")])
        game.apply(action)


def first_lead_problems(deals: int, seed: int, rules: Optional[Rules] = None) -> list[Problem]:
    """The first leads of random deals as problems (the declarer's total; without a declarer the
    first hand's points against the others')."""
    rng = random.Random(seed)
    out = []
    for _ in range(deals):
        deal = first_lead_deal(rng.randrange(1 << 30), rules)
        objective = DECLARER if deal.declarer is not None else Objective("relative", deal.to_move)
        out.append(problem_from_deal(deal, objective))
    return out


def solve_times(problems: list[Problem], compiled: bool) -> list[dict]:
    """Per problem: wall and CPU milliseconds of a full solve, its value and tricks searched."""
    out = []
    for problem in problems:
        t0, c0 = time.perf_counter(), time.process_time()
        solver = make_solver(problem.model, compiled)
        value = problem.so_far() + solver.value(*problem.state.args())
        out.append(dict(ms=(time.perf_counter() - t0) * 1000, cpu_ms=(time.process_time() - c0) * 1000,
                        value=value, nodes=solver.nodes))
    return out


def dd_solve_ms_median(deals: int = 40, seed: int = 1, cpu: bool = False, compiled: bool = COMPILED) -> float:
    """Median milliseconds of a full 3-player solve from the first lead (wall clock, or CPU time),
    by the compiled core or (``compiled=False``) the pure-Python solver."""
    times = solve_times(first_lead_problems(deals, seed), compiled)
    return statistics.median(t["cpu_ms" if cpu else "ms"] for t in times)


def python_slowdown(problems: list[Problem]) -> float:
    """How many times longer the pure-Python solver takes than the compiled core over the same
    problems (CPU time; both search the same trees)."""
    fast = sum(t["cpu_ms"] for t in solve_times(problems, True))
    slow = sum(t["cpu_ms"] for t in solve_times(problems, False))
    return slow / fast


def _p95(values: list[float]) -> float:
    values = sorted(values)
    return values[int(round(0.95 * (len(values) - 1)))]


def main(argv: list[str]) -> None:
    flags = [a for a in argv if a.startswith("--")]
    argv = [a for a in argv if not a.startswith("--")]
    deals = int(argv[0]) if argv else 40
    seed = int(argv[1]) if len(argv) > 1 else 1
    rules = json.loads(argv[2]) if len(argv) > 2 else {}
    problems = first_lead_problems(deals, seed, make_rules(rules.get("preset", "polish"), rules.get("overrides")))
    times = solve_times(problems, COMPILED and "--python" not in flags)
    for key, label in (("ms", "wall"), ("cpu_ms", "cpu ")):
        ms = [t[key] for t in times]
        print(f"{label}: median {statistics.median(ms):6.1f} ms  p95 {_p95(ms):6.1f} ms  "
              f"max {max(ms):6.1f} ms  mean {statistics.fmean(ms):6.1f} ms")
    print(f"deals {deals}, seed {seed}: median tricks searched "
          f"{statistics.median(t['nodes'] for t in times):.0f}, mean value "
          f"{statistics.fmean(t['value'] for t in times):.1f}")


if __name__ == "__main__":
    main(sys.argv[1:])
