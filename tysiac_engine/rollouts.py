"""Decision by decision: what each option of a level's decisions was really worth.

The arena measures whole deals, where a change worth a point or two a decision drowns in
the luck of the cards.  Here every decision of one level in one phase (auction: passing and
the lowest raise; contract: every contract, bomb and concession; musik: every first give
or discard; play: one card decision in four, every card) is played out to the end of the
deal once for each option, with the same bots deciding everything after it.  The real
cards are the same for every option, so the options compare exactly; their mean over many
decisions tells how good the level's choices are (against the best option in hindsight,
which no player can reach) and, kept in a table, values the choices of a changed player
without playing a deal again (``revalue`` with ``params``, changes to the level's
:class:`~tysiac_engine.ai.search.params.SearchParams`).

The value of a result is the deciding seat's score change less its rivals' mean change
(the arena's measure).
"""
from __future__ import annotations

import json
import math
import random
import statistics
from concurrent.futures import ProcessPoolExecutor
from typing import Any, Mapping, Optional, Sequence

from . import actions as A
from .actions import Action
from .ai.levels import LEVELS
from .ai.players import make_player
from .ai.search.params import DEFAULT_PARAMS
from .arena import bot_seed, rules_spec, seat_bots, seatings
from .errors import TysiacError, excerpt
from .game import Game
from .inputs import check_replaceable, read_bounded
from .record import read_actions, strict_loads
from .rules import make_rules

PHASES = ("auction", "musik", "contract", "play")
PLAY_SHARE = 0.25  # card decisions sampled (each costs a play-out per card)
MAX_TABLE_BYTES = 100_000_000  # a saved table (--save) of some 50,000 deals


def options_of(view, phase: str, pick: random.Random) -> Optional[list[Action]]:
    """The options rolled out at this decision, or None if it is not one to measure."""
    legal = view.legal
    if len(legal) < 2 or view.phase != phase:
        return None
    if phase == "auction":
        bids = sorted((a for a in legal if a.kind == "bid"), key=lambda a: a.value)
        return [A.PASS, bids[0]] if A.PASS in legal and bids else None
    if phase == "musik":
        first = not view.gives and not view.discards
        return list(legal) if first and any(a.kind in ("give", "discard") for a in legal) else None
    if phase == "play":
        return list(legal) if pick.random() < PLAY_SHARE else None
    return list(legal)


def _value(result, seat: int) -> float:
    deltas, active = result.score_delta, result.outcome.active
    others = [deltas[s] for s in active if s != seat]
    return deltas[seat] - (sum(others) / len(others) if others else 0.0)


class _Table:
    """One deal's cards: a fresh game, and fresh bots of a seating, for every play-out."""

    def __init__(self, spec: tuple[str, dict], seed: int) -> None:
        self.rules = make_rules(*spec)
        self.seed = seed
        first = Game(self.rules, seed=seed).current
        self.dealer, self.cards = first.dealer, first.dealt_cards()

    def game(self, prefix: Sequence[Action] = ()) -> Game:
        game = Game(self.rules, seed=self.seed, first_dealer=self.dealer, auto_deal=False)
        game.start_deal(dealer=self.dealer, **self.cards)
        for action in prefix:
            game.apply(action)
        return game

    def finish(self, prefix: Sequence[Action], bots: list):
        game = self.game(prefix[:-1])
        result = game.apply(prefix[-1])
        while result is None:
            seat = game.to_move
            result = game.apply(bots[seat].choose(game.view(seat)))
        return result


def deal_decisions(spec: tuple[str, dict], levels: dict[str, str], seed: int, phase: str,
                   params: Optional[Mapping[str, Any]] = None) -> list[dict]:
    """Every measured decision of bot "A" (its search ``params`` changed so) in one deal, under every
    seating (see the module)."""
    table = _Table(spec, seed)
    out = []
    for combo in seatings(table.rules, table.dealer):
        pick = random.Random(f"{seed}:{''.join(x or '-' for x in combo)}")
        game, bots = table.game(), seat_bots(levels, combo, seed, params)
        history: list[Action] = []
        found = []
        result = None
        while result is None:
            seat = game.to_move
            view = game.view(seat)
            action = bots[seat].choose(view)
            if combo[seat] == "A":
                options = options_of(view, phase, pick)
                if options is not None:
                    found.append((list(history), seat, action, options))
            history.append(action)
            result = game.apply(action)
        for prefix, seat, chosen, options in found:
            values = {o.token: _value(table.finish(prefix + [o], seat_bots(levels, combo, seed, params)), seat)
                      for o in options}
            out.append({"seed": seed, "seating": "".join(x or "-" for x in combo), "seat": seat,
                        "prefix": [a.token for a in prefix], "chosen": chosen.token, "values": values})
    return out


def _job(args: tuple) -> list[dict]:
    return deal_decisions(*args)


def _map(function, jobs: list, workers: Optional[int]) -> list:
    if workers == 1 or len(jobs) < 4:
        return [function(j) for j in jobs]
    with ProcessPoolExecutor(max_workers=workers) as pool:
        return list(pool.map(function, jobs, chunksize=max(1, len(jobs) // 32)))


def run_rollouts(level: str, others: str, phase: str, deals: int, seed: int, rules: Optional[dict] = None,
                 preset: Optional[str] = None, players: Optional[int] = None,
                 workers: Optional[int] = None, params: Optional[Mapping[str, Any]] = None) -> dict:
    """The table of decisions of ``level`` (its search ``params`` changed so, playing against
    ``others``) in ``phase``."""
    if phase not in PHASES:
        raise ValueError(f"phase: one of {', '.join(PHASES)}")
    spec = rules_spec(rules, preset, players)
    params = dict(params or {})
    DEFAULT_PARAMS.changed(params)  # raises ValueError for an unknown name, before any deal
    rng = random.Random(seed)
    seeds = [rng.randrange(1 << 30) for _ in range(deals)]
    levels = {"A": level, "B": others}
    decisions = [d for part in _map(_job, [(spec, levels, s, phase, params) for s in seeds], workers)
                 for d in part]
    return {"level": level, "others": others, "phase": phase, "deals": deals, "seed": seed,
            "rules": {"preset": spec[0], "overrides": spec[1]}, "params": params, "decisions": decisions}


def _mean_ci(xs: list[float]) -> str:
    if not xs:
        return "-"
    half = 1.96 * statistics.stdev(xs) / math.sqrt(len(xs)) if len(xs) > 1 else float("inf")
    return f"{statistics.fmean(xs):+.2f} ± {half:.2f}"


def report(table: dict) -> str:
    ds = table["decisions"]
    lines = [f"rollouts: {table['level']} against {table['others']}, phase {table['phase']}, {len(ds)} decisions "
             f"in {table['deals']} deals ({table['rules']['preset']} {table['rules']['overrides']})"]
    if ds:
        chosen = [d["values"][d["chosen"]] for d in ds]
        best = [max(d["values"].values()) for d in ds]
        mean = [statistics.fmean(d["values"].values()) for d in ds]
        hits = sum(c >= b for c, b in zip(chosen, best))
        lines.append(f"value of the choice {statistics.fmean(chosen):+.2f}; of an option at random "
                     f"{statistics.fmean(mean):+.2f}; of the best in hindsight {statistics.fmean(best):+.2f} "
                     f"(the choice was as good in {100 * hits / len(ds):.0f}%)")
    return "\n".join(lines)


def _redecide(args: tuple) -> str:
    spec, level, index, d, params = args
    try:
        game = _Table(spec, d["seed"]).game(read_actions(d["prefix"], f"decisions.{index}.prefix"))
    except TysiacError as exc:  # ValueError crosses the process pool (the engine's errors need not)
        raise ValueError(f"decisions.{index}.prefix: not a legal start of the deal ({excerpt(str(exc), 120)})") from None
    if game.to_move != d["seat"]:
        raise ValueError(f"decisions.{index}: seat {d['seat']} is not to move after its prefix")
    bot = make_player(level, seed=bot_seed(d["seed"], d["seat"]), params=DEFAULT_PARAMS.changed(params))
    return bot.choose(game.view(d["seat"])).token


def revalue(table: dict, workers: Optional[int] = None, params: Optional[Mapping[str, Any]] = None) -> dict:
    """The same decisions taken again by the level as it is now, its search ``params`` changed so
    (``{"made_scale": 5, "hard": {"play_worlds": 30}}``), valued from the table: the paired
    difference to the recorded choices."""
    check_table(table)
    spec = (table["rules"]["preset"], table["rules"]["overrides"])
    ds = table["decisions"]
    params = dict(params or {})
    DEFAULT_PARAMS.changed(params)  # raises ValueError for an unknown name, before any decision
    choices = _map(_redecide, [(spec, table["level"], i, d, params) for i, d in enumerate(ds)], workers)
    diffs = [d["values"][c] - d["values"][d["chosen"]] for d, c in zip(ds, choices) if c in d["values"]]
    return {"decisions": len(ds), "changed": sum(c != d["chosen"] for d, c in zip(ds, choices)),
            "unvalued": len(ds) - len(diffs), "gain": _mean_ci(diffs)}


def check_table(table: object) -> None:
    """Raise ValueError (a short message naming the place) unless ``table`` is a table as
    :func:`run_rollouts` makes it: known levels and phase, rules the engine accepts, decisions
    with a seed, a seat, a prefix of action strings and finite values of the chosen option."""
    if not isinstance(table, dict):
        raise ValueError("a rollouts table is a JSON object")
    for key in ("level", "others"):
        if table.get(key) not in LEVELS:
            raise ValueError(f"{key}: one of {', '.join(LEVELS)}, not {excerpt(table.get(key))}")
    if table.get("phase") not in PHASES:
        raise ValueError(f"phase: one of {', '.join(PHASES)}, not {excerpt(table.get('phase'))}")
    for key in ("deals", "seed"):
        if type(table.get(key)) is not int:
            raise ValueError(f"{key}: a whole number needed, not {excerpt(table.get(key))}")
    rules = table.get("rules")
    if not isinstance(rules, dict) or not isinstance(rules.get("preset"), str) \
            or not isinstance(rules.get("overrides"), dict):
        raise ValueError('rules: {"preset": NAME, "overrides": {...}} needed')
    make_rules(rules["preset"], rules["overrides"])  # InvalidRules (a ValueError) names the key
    decisions = table.get("decisions")
    if not isinstance(decisions, list):
        raise ValueError("decisions: a list needed")
    players = make_rules(rules["preset"], rules["overrides"]).players
    for i, d in enumerate(decisions):
        if not isinstance(d, dict):
            raise ValueError(f"decisions.{i}: an object needed")
        if type(d.get("seed")) is not int or type(d.get("seat")) is not int or not 0 <= d["seat"] < players:
            raise ValueError(f"decisions.{i}: a whole-number seed and a seat from 0 to {players - 1} needed")
        prefix, values = d.get("prefix"), d.get("values")
        if not isinstance(prefix, list) or not all(isinstance(t, str) for t in prefix):
            raise ValueError(f"decisions.{i}.prefix: a list of action strings needed")
        if not isinstance(values, dict) or not values or not all(
                type(v) in (int, float) and math.isfinite(v) for v in values.values()):
            raise ValueError(f"decisions.{i}.values: an object of options and their (finite) values needed")
        if not isinstance(d.get("chosen"), str) or d["chosen"] not in values:
            raise ValueError(f"decisions.{i}.chosen: one of the options valued")


def save(table: dict, path: str) -> None:
    """Write the table to ``path`` (refused, nothing replaced, where a regular file is not)."""
    check_replaceable(path)
    with open(path, "w", encoding="utf-8") as handle:
        json.dump(table, handle)


def load(path: str) -> dict:
    """A table saved by :func:`save`, checked (:func:`check_table`); FileRefused or ValueError."""
    table = strict_loads(read_bounded(path, MAX_TABLE_BYTES).decode("utf-8"))
    check_table(table)
    return table


__all__: Sequence[str] = ("PHASES", "check_table", "deal_decisions", "load", "options_of", "report", "revalue", "run_rollouts",
                          "save")
