"""Random play and spec-level checks shared by the property, view and record tests.

The checks are written from RULES.md / RECORD.md; they read the engine's
public state (hands, musiks, tricks, history) and never its rule code.
"""
from __future__ import annotations

import random
from typing import Optional, Sequence

from hypothesis import note, strategies as st

from tysiac_engine import Action, Game, make_rules
from tysiac_engine.cards import CARDS

# Every preset with 3 and 4 players, and with 2 players in the musik_2x2 game that the
# oracle of spec_oracle.py reads (every mode is covered by test_modes_properties.py).
CONFIGS: tuple[tuple[str, int], ...] = (
    ("polish", 3), ("polish", 4), ("polish", 2),
    ("russian", 3), ("russian", 4),
    ("danish", 3), ("danish", 4), ("danish", 2),
)

PASS_PROBABILITY = 0.8


def make_game(preset: str, players: int, seed: int, *, start_scores: Optional[Sequence[int]] = None,
              start_state: Optional[dict] = None, overrides: Optional[dict] = None) -> Game:
    rules = make_rules(preset, {"players": players, **(overrides or {})})
    return Game(rules, None, seed=seed, preset=preset, start_scores=start_scores,
                start_state=start_state)


def choose(rng: random.Random, legal: Sequence[Action], pass_probability: Optional[float]) -> Action:
    """Mostly pass in the auction (so contracts stay low and games move on), else uniform.

    ``pass_probability`` None = fully uniform over the legal actions.
    """
    if pass_probability is not None and rng.random() < pass_probability:
        for action in legal:
            if action.kind == "pass":
                return action
    return legal[rng.randrange(len(legal))]


# ----------------------------------------------------------------------------- cards

from .modes import card_locations, check_conservation  # noqa: E402,F401  (one reading for every mode)


# ----------------------------------------------------------------------------- tokens

def all_tokens(players: int) -> list[str]:
    """A universe of well-formed tokens, legal or not, plus some malformed ones."""
    out = ["pass", "dark", "redeal", "keep", "bomb", "concede", "claim", "draw"]
    for n in list(range(0, 425, 5)) + [1, 101, 99, 999999]:
        out += [f"bid {n}", f"declare {n}"]
    out += [f"take {i}" for i in range(4)]
    for c in CARDS:
        out += [f"play {c}", f"meld {c}", f"discard {c}"]
        out += [f"give {c} {s}" for s in range(players + 1)]
    return out


MALFORMED_TOKENS = (
    "", " ", "bid", "bid -5", "bid 1e3", "bid 999999999999", "bid 100 100", "play", "play 10H",
    "play XX", "play QHX", "give QH", "give QH x", "give QH -1", "take", "take -1", "fold",
    "PASS", "Bid 100", "meld", "declare", "declare 12O", "\x00", "play \u2665Q",
)


# ----------------------------------------------------------------------------- state

def deal_snapshot(deal) -> dict:
    """Every attribute of a deal, except caches, deep-copied."""
    import copy
    return {k: copy.deepcopy(v) for k, v in vars(deal).items() if "cache" not in k}


def game_snapshot(game: Game) -> dict:
    from tysiac_engine.record import dumps
    return {
        "record": dumps(game),
        "legal": [str(a) for a in game.legal_actions()],
        "scores": game.scores,
        "counters": game.counters,
        "results": len(game.results),
        "deals": len(game.deals),
        "phase": game.phase,
        "to_move": game.to_move,
        "over": (game.is_over, game.winner),
        "deal": deal_snapshot(game.deals[-1]) if game.deals else None,
    }


def result_summary(result) -> dict:
    return {
        "summary": result.summary(),
        "events": [e.as_dict() for e in result.steps],
        "counters": result.counters.as_dict(),
        "winner": result.winner,
        "scores_before": list(result.scores_before),
    }


# ----------------------------------------------------------------------------- strategies

SCORE_POINTS = (0, 100, 500, 680, 700, 790, 795, 800, 810, 850, 870, 875, 880, 885, 900, 950, 980, 990)


@st.composite
def setups(draw, *, high_scores: bool = False, uniform: bool = True):
    preset, n = draw(st.sampled_from(CONFIGS))
    target = make_rules(preset).target
    seed = draw(st.integers(0, 2**32 - 1))
    policy_seed = draw(st.integers(0, 2**32 - 1))
    pass_probability = draw(st.sampled_from([PASS_PROBABILITY] * 3 + ([None] if uniform else [])))
    score = st.sampled_from([v for v in SCORE_POINTS + (target - 1,) if v < target]) | st.integers(-300, target - 1)
    if high_scores:
        score = st.integers(900, target - 1) | st.sampled_from([880, 990, target - 1])
        start_scores = draw(st.lists(score, min_size=n, max_size=n))
    else:
        start_scores = draw(st.none() | st.lists(score, min_size=n, max_size=n))
    counter = st.lists(st.integers(0, 3), min_size=n, max_size=n)
    start_state = draw(st.none() | st.fixed_dictionaries(
        {}, optional={"bombs_used": counter, "bolts": counter, "barrel_attempts": st.lists(
            st.integers(0, 2), min_size=n, max_size=n), "barrel_falls": counter}))
    note(f"preset={preset} players={n} seed={seed} policy_seed={policy_seed} "
         f"pass_probability={pass_probability} start_scores={start_scores} start_state={start_state}")
    game = make_game(preset, n, seed, start_scores=start_scores, start_state=start_state)
    return game, random.Random(policy_seed), pass_probability


# Every option of RULES.md §3 with the values it lists.
OPTION_VALUES: dict[str, list] = {
    "dark_bid": [False, True],
    "golden_round": [False, True],
    "target": [1000, 1001],
    "exact_target": [False, True],
    "non_declarer_finish": ["cap_990", "allowed", "no_points"],
    "finish_tie": ["declarer_then_higher", "higher", "draw"],
    "opening_bid": [100, 40, 50],
    "bid_step": [10, 5],
    "bid_jumps": [True, False],
    "bid_cap": ["marriages", "any_marriage", "unlimited"],
    "show_musik": ["if_raised", "always", "never"],
    "redeal_four_nines": ["redeal", "bonus_120", "off"],
    "redeal_weak_hand": [None, 9, 12, 18],
    "redeal_poor_musik": [None, 2, 3, 5],
    "bombs_per_player": [1, 0, 2, 4, "unlimited"],
    "bomb_max_bid": [100, 120, None],
    "bomb_opponent_points": [60, 40, "half_contract"],
    "bomb_first_free": [False, True],
    "concede": [False, True],
    "must_beat": [True, False],
    "must_trump": ["if_beats", "always", "never"],
    "meld_requires_trick": [False, True],
    "meld_card": ["queen_or_king", "queen_only"],
    "opponent_rounding": ["ten_half_down", "ten_half_up", "five_nearest", "exact"],
    "lock_800": [True, False],
    "lock_800_no_trick_penalty": [None, 100],
    "barrel": [None, 880],
    "barrel_attempts": [3, 1, 2],
    "barrel_zero_on_fall": [None, 3, 1],
    "barrel_simultaneous": ["keep", "all_fall_120"],
    "bolts": [False, True],
    "reset_555": [False, True],
    "sitter_scores": ["musik_aces_marriages", "musik_points", "nothing"],
}


@st.composite
def random_rules(draw):
    """(preset, players, overrides): a preset with a random subset of its options changed."""
    preset, n = draw(st.sampled_from(CONFIGS))
    keys = draw(st.lists(st.sampled_from(sorted(OPTION_VALUES)), max_size=14, unique=True))
    overrides: dict = {"players": n}
    for key in sorted(keys):
        overrides[key] = draw(st.sampled_from(OPTION_VALUES[key]))
    values = {**make_rules(preset).model_dump(), **overrides}
    # keep the combination valid (rules.py / RULES.md constraints)
    if values["opening_bid"] % values["bid_step"]:
        overrides["opening_bid"] = 100
        values["opening_bid"] = 100
    if values["bomb_max_bid"] is not None and values["bomb_max_bid"] < values["opening_bid"]:
        overrides["bomb_max_bid"] = None
    if values["barrel_zero_on_fall"] is not None and values["barrel"] is None:
        overrides["barrel_zero_on_fall"] = None
    if n == 2:  # dark and golden are 3- and 4-player rules
        overrides["dark_bid"] = overrides["golden_round"] = False
    return preset, n, overrides


@st.composite
def option_setups(draw, *, high_scores: bool = False):
    preset, n, overrides = draw(random_rules())
    rules = make_rules(preset, overrides)
    seed = draw(st.integers(0, 2**32 - 1))
    policy_seed = draw(st.integers(0, 2**32 - 1))
    target = rules.target
    if high_scores:
        score = st.integers(850, target - 1) | st.sampled_from([555 - 60, 880, 990, target - 1])
    else:
        score = st.sampled_from([v for v in SCORE_POINTS + (target - 1, 435, 495, 535) if v < target]) \
            | st.integers(-300, target - 1)
    start_scores = draw(st.none() | st.lists(score, min_size=n, max_size=n))
    counter = st.lists(st.integers(0, 3), min_size=n, max_size=n)
    start_state = draw(st.none() | st.fixed_dictionaries(
        {}, optional={"bombs_used": counter, "bolts": counter, "barrel_attempts": st.lists(
            st.integers(0, 2), min_size=n, max_size=n), "barrel_falls": counter}))
    note(f"preset={preset} overrides={overrides} seed={seed} policy_seed={policy_seed} "
         f"start_scores={start_scores} start_state={start_state}")
    game = Game(rules, None, seed=seed, preset=preset, start_scores=start_scores, start_state=start_state)
    return game, random.Random(policy_seed), PASS_PROBABILITY
