"""Duplicate matches between two computer levels.

Each deal is played under every seat assignment of the two bots that uses
both (3 players: A,A,B and A,B,B, each rotated), from scores of 0, with the
same cards and dealer, so luck of the cards cancels out.  The per-deal
difference of A's and B's mean score change gives the result and its 95%
confidence interval.
"""
from __future__ import annotations

import math
import random
import statistics
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from itertools import product
from typing import Optional

from .ai.players import make_player
from .cards import cards_of
from .game import Game
from .rules import make_rules


@dataclass
class Side:
    deltas: list[float] = field(default_factory=list)  # mean score change per deal
    contracts: list[int] = field(default_factory=list)  # contracts played out (not bombed or conceded)
    made: int = 0
    bombs: int = 0  # bombed or conceded deals


def assignments(n: int) -> list[tuple[str, ...]]:
    """Every seating of A and B over n seats that uses both bots."""
    return [combo for combo in product("AB", repeat=n) if "A" in combo and "B" in combo]


def play_duplicate_deal(preset: str, players: int, levels: dict[str, str], seed: int) -> dict:
    """One deal's cards under every assignment; returns per-bot sums for that deal."""
    rules = make_rules(preset, {"players": players})
    dealer_game = Game(rules, seed=seed, preset=preset)
    first = dealer_game.deals[0]
    hands = [[str(c) for c in cards_of(h)] for h in first.dealt]
    musiks = [[str(c) for c in cards_of(m)] for m in first.musiks]
    totals = {"A": [0.0, 0], "B": [0.0, 0]}
    contracts: dict[str, list[tuple[int, bool]]] = {"A": [], "B": []}
    for combo in assignments(players):
        game = Game(rules, seed=seed, preset=preset, first_dealer=first.dealer, auto_deal=False)
        game.start_deal(hands, musiks, first.dealer)
        bots = [make_player(levels[combo[s]], seed=seed * 31 + s) for s in range(players)]
        result = None
        while result is None:
            seat = game.to_move
            result = game.apply(bots[seat].choose(game.view(seat)))
        o = result.outcome
        for s in o.active if players == 4 else range(players):
            totals[combo[s]][0] += result.score_delta[s]
            totals[combo[s]][1] += 1
        if o.declarer is not None and not o.redeal:
            contracts[combo[o.declarer]].append((o.contract, bool(o.made), o.played))
    return {
        "A": totals["A"][0] / max(1, totals["A"][1]),
        "B": totals["B"][0] / max(1, totals["B"][1]),
        "contracts": contracts,
    }


def _job(args: tuple) -> dict:
    return play_duplicate_deal(*args)


def run_arena(a: str, b: str, deals: int, seed: int, preset: str = "polish", players: int = 3,
              workers: Optional[int] = None) -> dict:
    rng = random.Random(seed)
    seeds = [rng.randrange(1 << 30) for _ in range(deals)]
    jobs = [(preset, players, {"A": a, "B": b}, s) for s in seeds]
    if workers == 1 or deals < 4:
        results = [_job(j) for j in jobs]
    else:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            results = list(pool.map(_job, jobs, chunksize=max(1, deals // 32)))
    sides = {"A": Side(), "B": Side()}
    diffs = []
    for r in results:
        sides["A"].deltas.append(r["A"])
        sides["B"].deltas.append(r["B"])
        diffs.append(r["A"] - r["B"])
        for key in "AB":
            for contract, made, played in r["contracts"][key]:
                if played:
                    sides[key].contracts.append(contract)
                    sides[key].made += made
                else:
                    sides[key].bombs += 1
    mean = statistics.fmean(diffs) if diffs else 0.0
    half = 1.96 * statistics.stdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else float("inf")
    return {"a": a, "b": b, "deals": deals, "sides": sides, "diff": mean, "ci": half}


def report(result: dict) -> str:
    lines = []
    for key, name in (("A", result["a"]), ("B", result["b"])):
        side = result["sides"][key]
        played = len(side.contracts)
        made = f"{side.made}/{played} ({100 * side.made / played:.0f}%)" if played else "0/0"
        mean_contract = f"{statistics.fmean(side.contracts):.1f}" if played else "-"
        lines.append(f"{key} ({name}): mean score change {statistics.fmean(side.deltas):+.1f} points/deal; "
                     f"contracts made {made}; mean contract {mean_contract}; bombed or conceded {side.bombs}")
    diff, ci = result["diff"], result["ci"]
    lines.append(f"difference A-B: {diff:+.1f} points/deal, 95% CI [{diff - ci:+.1f}, {diff + ci:+.1f}]")
    lines.append(f"arena: A-B = {diff:+.1f} ± {ci:.1f} points/deal over {result['deals']} deals")
    return "\n".join(lines)
