"""Benchmarks: ``python -m tysiac_engine bench`` prints the figures issues ask for."""
from __future__ import annotations

import random
import statistics
import time

from .game import Game
from .rules import make_rules


def random_deals_per_second(seconds: float = 3.0, seed: int = 1) -> float:
    """Complete 3-player ``polish`` deals with random legal actions, scoring included."""
    rules = make_rules("polish")
    rng = random.Random(seed)
    deals = 0
    start = time.perf_counter()
    deadline = start + seconds
    game = Game(rules, seed=seed)
    while True:
        if game.is_over:
            game = Game(rules, seed=rng.randrange(1 << 30))
        if game.apply(rng.choice(game.legal_actions())) is not None:
            deals += 1
            if deals % 50 == 0 and time.perf_counter() > deadline:
                break
    return deals / (time.perf_counter() - start)


def legal_actions_microseconds(samples: int = 3000, seed: int = 2) -> float:
    """Mean time of ``legal_actions()`` in mid-play positions (tricks 2 to 7)."""
    rules = make_rules("polish")
    rng = random.Random(seed)
    total = 0.0
    count = 0
    game = Game(rules, seed=seed)
    while count < samples:
        if game.is_over:
            game = Game(rules, seed=rng.randrange(1 << 30))
        deal = game.current
        if deal.phase == "play" and 1 <= len(deal.completed) <= 6:
            t = time.perf_counter()
            for _ in range(20):
                legal = game.legal_actions()
            total += (time.perf_counter() - t) / 20
            count += 1
        else:
            legal = game.legal_actions()
        game.apply(rng.choice(legal))
    return total / count * 1e6


def hard_decision_times(deals: int = 20, seed: int = 3, level: str = "hard") -> list[float]:
    """Milliseconds of every decision of search bots in every seat over random deals."""
    from .ai.players import make_player

    rules = make_rules("polish")
    times = []
    for k in range(deals):
        game = Game(rules, seed=seed * 1000 + k, auto_deal=False)
        game.start_deal()
        bots = [make_player(level, seed=s) for s in range(3)]
        while game.current is not None:
            seat = game.to_move
            view = game.view(seat)
            start = time.perf_counter()
            action = bots[seat].choose(view)
            times.append((time.perf_counter() - start) * 1000)
            game.apply(action)
    return times


def _summary(times: list[float]) -> str:
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return f"median {statistics.median(ordered):.0f} p95 {p95:.0f} max {ordered[-1]:.0f}"


def run(seconds: float = 3.0, ai: bool = True) -> dict[str, object]:
    figures: dict[str, object] = {
        "random_deals_per_s": round(random_deals_per_second(seconds)),
        "legal_actions_us": round(legal_actions_microseconds(), 2),
    }
    if ai:
        from .ai.solver_bench import dd_solve_ms_median

        figures["dd_solve_ms_median"] = round(dd_solve_ms_median(), 1)
        figures["hard_decision_ms"] = _summary(hard_decision_times())
    return figures
