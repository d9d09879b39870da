"""Benchmarks: ``python -m tysiac_engine bench`` prints the figures issues ask for."""
from __future__ import annotations

import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from typing import Optional

from .game import Game
from .record import game_to_record
from .rules import Rules, make_rules
from .shape import MODE_OVERRIDES


def random_deals_per_second(seconds: float = 3.0, seed: int = 1, rules: Optional[Rules] = None) -> float:
    """Complete deals with random legal actions, scoring included (3-player ``polish`` by default)."""
    rules = rules or make_rules("polish")
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


def decision_times(deals: int = 20, seed: int = 3, level: str = "hard",
                   rules: Optional[Rules] = None) -> list[tuple[str, float]]:
    """(phase, milliseconds) of every decision with a choice, search bots in every seat, over
    random deals (3-player ``polish`` by default)."""
    from .ai.players import make_player

    rules = rules or make_rules("polish")
    times = []
    for k in range(deals):
        game = Game(rules, seed=seed * 1000 + k, auto_deal=False)
        game.start_deal()
        bots = [make_player(level, seed=s) for s in range(rules.players)]
        while game.current is not None:
            seat = game.to_move
            view = game.view(seat)
            start = time.perf_counter()
            action = bots[seat].choose(view)
            if len(view.legal) > 1:
                times.append((view.phase, (time.perf_counter() - start) * 1000))
            game.apply(action)
    return times


def mode_rules(mode: str) -> Rules:
    """The rules the per-mode figures use: russian for the russian modes, else polish."""
    return make_rules("russian" if mode.startswith("ru_") or mode.endswith("_32") or mode.startswith("no_auction")
                      else "polish", MODE_OVERRIDES[mode])


PHASES = ("auction", "musik", "contract", "play")


def _summary(times: list[float]) -> str:
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return f"median {statistics.median(ordered):.0f} p95 {p95:.0f} max {ordered[-1]:.0f}"


def replay_figures(deals: int = 6000, seed: int = 4) -> tuple[float, float, int]:
    """(recorded deals per second, peak megabytes, record bytes) of ``replay`` on a long record.

    One game of ``deals`` random deals (a far target keeps it going), replayed by
    the command line in a child process, as a user would run it.
    """
    rules = make_rules("polish", {"target": 10000})
    game = Game(rules, seed=seed, start_scores=[-90000] * 3)
    rng = random.Random(seed)
    while len(game.results) < deals:
        legal = game.legal_actions()
        passes = [a for a in legal if a.kind == "pass"]
        game.apply(passes[0] if passes and rng.random() < 0.8 else rng.choice(legal))
    doc = game_to_record(game)
    doc["deals"].pop()  # the deal just dealt
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as handle:
        json.dump(doc, handle, separators=(",", ":"))
        path = handle.name
    try:
        size = os.path.getsize(path)
        start = time.perf_counter()
        done = subprocess.run([sys.executable, "-c", _REPLAY_AND_MEASURE, path], stdout=subprocess.DEVNULL,
                              stderr=subprocess.PIPE, text=True, check=True)
        elapsed = time.perf_counter() - start
    finally:
        os.unlink(path)
    return len(doc["deals"]) / elapsed, int(done.stderr.split()[-1]) / 1024, size


# the replay command, then its own peak memory in kB (VmHWM: this process only, not the
# parent it was forked from)
_REPLAY_AND_MEASURE = """
import sys
from tysiac_engine.__main__ import main
main(["replay", sys.argv[1]])
try:
    peak = next(line.split()[1] for line in open("/proc/self/status") if line.startswith("VmHWM"))
except OSError:
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(peak, file=sys.stderr)
"""


def ai_figures(deals_per_mode: int = 4) -> dict[str, object]:
    """The solver's and the search levels' speed: ``dd_solve_ms_median`` (the solver the search
    uses: the compiled core where it is built) and ``[python]`` (the pure-Python one), with the
    core ``py_solver_ratio`` per mode (how many times longer the pure-Python solver takes over
    the same first leads, two deals a mode), then ``hard_decision_ms`` over every mode
    (``deals_per_mode`` deals each, the level in every seat) and ``expert_decision_ms`` (half as
    many deals: its decisions take several times as long), each per phase and per mode."""
    from .ai import general
    from .ai.solver_bench import dd_solve_ms_median, first_lead_problems, python_slowdown

    figures: dict[str, object] = {}
    figures["dd_solve_ms_median"] = round(dd_solve_ms_median(compiled=general.COMPILED), 2)
    figures["dd_solve_ms_median[python]"] = round(dd_solve_ms_median(compiled=False), 1)
    figures["dd_solver"] = "compiled core (_dd)" if general.COMPILED else "pure Python (no compiled core built)"
    if general.COMPILED:
        for mode in MODE_OVERRIDES:
            figures[f"py_solver_ratio[{mode}]"] = round(python_slowdown(first_lead_problems(2, 1, mode_rules(mode))), 1)
    figures.update(level_decision_figures("hard", deals_per_mode))
    figures.update(level_decision_figures("expert", max(1, deals_per_mode // 2)))
    return figures


def level_decision_figures(level: str, deals_per_mode: int) -> dict[str, str]:
    """``{level}_decision_ms`` over every mode, then per phase and per mode."""
    every: list[tuple[str, float]] = []
    per_mode = {}
    for mode in MODE_OVERRIDES:
        got = decision_times(deals_per_mode, level=level, rules=mode_rules(mode))
        per_mode[mode] = [ms for _, ms in got]
        every.extend(got)
    figures = {f"{level}_decision_ms": _summary([ms for _, ms in every])}
    for phase in PHASES:
        got = [ms for p, ms in every if p == phase]
        if got:
            figures[f"{level}_decision_ms[{phase}]"] = _summary(got)
    for mode, got in per_mode.items():
        if got:
            figures[f"{level}_decision_ms[{mode}]"] = _summary(got)
    return figures


def run(seconds: float = 3.0, ai: bool = True) -> dict[str, object]:
    figures: dict[str, object] = {
        "random_deals_per_s": round(random_deals_per_second(seconds)),
        "legal_actions_us": round(legal_actions_microseconds(), 2),
    }
    for mode, overrides in MODE_OVERRIDES.items():
        rules = make_rules("russian" if mode.startswith("ru_") else "polish", overrides)
        figures[f"random_deals_per_s[{mode}]"] = round(random_deals_per_second(max(0.5, seconds / 3), rules=rules))
    per_s, peak_mb, size = replay_figures()
    figures["replay_deals_per_s"] = round(per_s)
    figures["replay_peak_mb"] = f"{peak_mb:.0f} (a record of {size / 1e6:.1f} MB)"
    if ai:
        figures.update(ai_figures(deals_per_mode=max(2, round(seconds * 4 / 3))))
    return figures
