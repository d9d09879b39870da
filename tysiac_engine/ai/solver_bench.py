"""Benchmark of the open-hand solver: ``python -m tysiac_engine.ai.solver_bench``.

Random 3-player ``polish`` deals are played to the first lead with a random
but legal auction (forced 100, two passes), musik (take, two random gives)
and contract (100); a full :func:`~tysiac_engine.ai.solver.solve` from the
first lead is timed.
"""
from __future__ import annotations

import random
import statistics
import sys
import time

from ..game import Game
from ..rules import make_rules
from .solver import Solver, position_from_deal


def first_lead_deal(seed: int, preset: str = "polish"):
    """A deal of a new game with the given seed, at the declarer's first lead."""
    rng = random.Random(seed)
    game = Game(make_rules(preset), seed=seed)
    while True:
        deal = game.current
        if deal.phase == "play":
            return deal
        legal = game.legal_actions()
        kinds = {a.kind for a in legal}
        if "keep" in kinds:
            action = next(a for a in legal if a.kind == "keep")
        elif deal.phase == "auction":
            action = next((a for a in legal if a.kind == "pass"), legal[0])
        elif "take" in kinds:
            action = rng.choice([a for a in legal if a.kind == "take"])
        elif "give" in kinds:
            action = rng.choice([a for a in legal if a.kind == "give"])
        elif "declare" in kinds:
            action = next(a for a in legal if a.kind == "declare")
        else:
            action = rng.choice(legal)
        game.apply(action)


def solve_times(deals: int = 40, seed: int = 1) -> list[tuple[float, int, int]]:
    """(milliseconds, value, nodes) of a full solve for each deal."""
    rng = random.Random(seed)
    out = []
    for _ in range(deals):
        deal = first_lead_deal(rng.randrange(1 << 30))
        pos = position_from_deal(deal)
        t0 = time.perf_counter()
        solver = Solver(pos)
        value = solver.value(pos)
        ms = (time.perf_counter() - t0) * 1000
        out.append((ms, value, solver.nodes))
    return out


def dd_solve_ms_median(deals: int = 40, seed: int = 1) -> float:
    """Median milliseconds of a full solve from the first lead."""
    return statistics.median(ms for ms, _, _ in solve_times(deals, seed))


def main(argv: list[str]) -> None:
    deals = int(argv[0]) if argv else 40
    seed = int(argv[1]) if len(argv) > 1 else 1
    times = solve_times(deals, seed)
    ms = sorted(t for t, _, _ in times)
    p95 = ms[min(len(ms) - 1, int(round(0.95 * (len(ms) - 1))))]
    nodes = sorted(n for _, _, n in times)
    print(f"deals {deals}  median {statistics.median(ms):.1f} ms  p95 {p95:.1f} ms  "
          f"max {ms[-1]:.1f} ms  mean {statistics.fmean(ms):.1f} ms  "
          f"median nodes {statistics.median(nodes):.0f}")


if __name__ == "__main__":
    main(sys.argv[1:])
