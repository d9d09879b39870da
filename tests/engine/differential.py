"""Random records of every mode, replayed by the engine and by the independent reference.

``tests/reference/replay_ref.py`` is a second reading of RULES.md and
RECORD.md written without looking at the engine; where the two replays of a
record differ, one of them misreads the spec.  Records come from random
games (random legal actions, random house rules, random start scores and
counters), cut at a random point so that ``to_move``/``phase``/``legal`` are
compared too.
"""
from __future__ import annotations

import json
import random
from typing import Any, Optional

from tysiac_engine import Game, InvalidRules, make_rules
from tysiac_engine.record import game_to_record, replay_report

from ..reference.replay_ref import replay as reference_replay
from .modes import MODE_RULES
from .randplay import OPTION_VALUES, choose

# the keys added with the modes of RULES.md §9, with the values §3 lists
NEW_OPTION_VALUES: dict[str, list] = {
    "lock_from": [800, 900],
    "no_trick_penalty_from": [800, 851, 0, 500],
    "draw_stock_last_trick": [0, 10],
    "barrel_must_finish": [False, True],
    "aside_to": ["last_trick", "nobody"],
    "claim_tricks": [True, False],
}


def random_rules(rng: random.Random, mode: str) -> tuple[str, dict]:
    preset, base = MODE_RULES[mode]
    preset = rng.choice(["polish", "russian", "danish"]) if rng.random() < 0.5 else preset
    overrides = dict(base)
    values = {**OPTION_VALUES, **NEW_OPTION_VALUES}
    for key in rng.sample(sorted(values), rng.randrange(0, 12)):
        overrides[key] = rng.choice(values[key])
    if mode == "ru_prikup_4":
        overrides["two_player_mode"] = "ru_prikup_4"
    try:
        make_rules(preset, overrides)
    except InvalidRules:
        overrides.pop("opening_bid", None)
        overrides.pop("bomb_max_bid", None)
        make_rules(preset, overrides)
    return preset, overrides


def random_record(seed: int, mode: Optional[str] = None) -> dict:
    """A record of a random game in ``mode`` (random when None), possibly cut mid-deal."""
    rng = random.Random(seed)
    mode = mode or rng.choice(sorted(MODE_RULES))
    preset, overrides = random_rules(rng, mode)
    rules = make_rules(preset, overrides)
    n = rules.players
    teams = rules.shape.teams is not None
    start_scores = None
    if rng.random() < 0.6:
        pool = [0, 100, 500, 555 - 40, 790, 800, 850, 870, 875, 880, 890, 900, 950, 990,
                rules.target - 1, rules.target - 30, -200]
        start_scores = [min(rng.choice(pool), rules.target - 1) for _ in range(n)]
        if teams:
            start_scores[2], start_scores[3] = start_scores[0], start_scores[1]
    start_state = None
    if rng.random() < 0.4:
        start_state = {}
        for key in ("bombs_used", "bolts", "barrel_attempts", "barrel_falls"):
            if rng.random() < 0.6:
                values = [rng.randrange(0, 3) for _ in range(n)]
                if teams and key != "bombs_used":  # RULES.md §9.2: bombs_used is per seat
                    values[2], values[3] = values[0], values[1]
                start_state[key] = values
    game = Game(rules, None, seed=rng.randrange(1 << 30), preset=preset, start_scores=start_scores,
                start_state=start_state)
    pass_probability = rng.choice([0.5, 0.75, 0.9])
    deals = rng.randrange(1, 6)
    cut = rng.random() < 0.5
    while not game.is_over:
        if len(game.results) >= deals and (not cut or game.current is None or rng.random() < 0.1):
            break
        game.apply(choose(rng, game.legal_actions(), pass_probability))
    doc = game_to_record(game)
    doc.pop("seed", None)
    if game.current is not None and not cut:
        doc["deals"].pop()  # end with a finished deal
    return doc


def compare(doc: dict) -> Optional[str]:
    """None when the engine's and the reference's replay agree, else a description."""
    text = json.dumps(doc)
    ours = json.loads(json.dumps(replay_report(text)))
    theirs = reference_replay(json.loads(text))
    if "error" in ours or "error" in theirs:
        if ("error" in ours) != ("error" in theirs):
            return f"error only in one: engine {ours.get('error')!r}, reference {theirs.get('error')!r}"
        if (ours["deal"], ours["action"]) != (theirs["deal"], theirs["action"]):
            return f"errors differ: engine {ours}, reference {theirs}"
        return None
    return first_difference(ours, theirs)


def first_difference(a: Any, b: Any, path: str = "") -> Optional[str]:
    if isinstance(a, dict) and isinstance(b, dict):
        for key in sorted(set(a) | set(b)):
            if key not in a or key not in b:
                return f"{path}/{key}: engine {a.get(key, '<missing>')!r}, reference {b.get(key, '<missing>')!r}"
            got = first_difference(a[key], b[key], f"{path}/{key}")
            if got:
                return got
        return None
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b)):
            got = first_difference(x, y, f"{path}[{i}]")
            if got:
                return got
        return None
    return None if a == b else f"{path}: engine {a!r}, reference {b!r}"
