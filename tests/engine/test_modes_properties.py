"""Property tests over random games in every mode of RULES.md §9 and both decks.

After every action: the cards are conserved; only legal actions are played and
an illegal one is refused without changing anything; every seat's view shows
nothing it may not know.  After every deal: card points sum to 120 where all
cards are in play, the tricks add up, teams share their score.  And the record
of every game replays to the same result.
"""
from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings, strategies as st

from tysiac_engine import Action, Game, IllegalAction, make_rules
from tysiac_engine.record import dumps, loads, replay_report

from .modes import (
    MODE_RULES, NO_DECLARER, check_conservation, check_dealt_shape, check_played_points, check_view,
)
from .randplay import MALFORMED_TOKENS, all_tokens, choose, game_snapshot

MODES = sorted(MODE_RULES)


def new_game(mode: str, seed: int, start_scores=None, start_state=None) -> Game:
    preset, overrides = MODE_RULES[mode]
    return Game(make_rules(preset, overrides), None, seed=seed, preset=preset, start_scores=start_scores,
                start_state=start_state)


def partners_equal(values) -> bool:
    return values[0] == values[2] and values[1] == values[3]


def check_result(game, deal, result) -> None:
    o = result.outcome
    summary = result.summary()
    mode = deal.shape.mode
    if mode in NO_DECLARER:
        assert (summary["declarer"], summary["bid"], summary["contract"], summary["made"]) == (None,) * 4
    if o.played:
        check_played_points(deal, o)
    elif not o.redeal:
        assert summary["card_points"] == [0] * game.n and summary["melds"] == [[]] * game.n
    else:
        assert summary["made"] is None and list(result.score_delta) == [0] * game.n
    if mode == "ru_open_closed":
        assert summary["bid"] == summary["contract"] == 100 and summary["declarer"] == (deal.dealer + 1) % 2
    if mode == "teams_2v2":
        assert partners_equal(result.score_delta) and partners_equal(result.scores_after)
        assert result.winner in (None, 0, 1, "draw")
    assert tuple(result.scores_after) == tuple(b + d for b, d in zip(result.scores_before, result.score_delta))


def run(game: Game, rng: random.Random, deals: int, *, probe_illegal: float = 0.0) -> None:
    universe = all_tokens(game.n) + list(MALFORMED_TOKENS)
    check_dealt_shape(game.current)
    while not game.is_over and len(game.results) < deals:
        deal = game.current
        legal = game.legal_actions()
        assert legal, "a deal in progress always has a legal action"
        tokens = [str(a) for a in legal]
        assert len(set(tokens)) == len(tokens)
        assert all(Action.parse(t) == a for t, a in zip(tokens, legal))
        if probe_illegal and rng.random() < probe_illegal:
            token = rng.choice(universe)
            if token not in tokens:
                before = game_snapshot(game)
                with pytest.raises(IllegalAction) as info:
                    game.apply(token)
                assert info.value.rule
                assert game_snapshot(game) == before, f"refused {token!r} changed the state"
        result = game.apply(choose(rng, legal, 0.75))
        check_conservation(deal)
        for seat in range(game.n):
            check_view(game, seat)
        if result is not None:
            check_result(game, deal, result)
            if game.current is not None:
                check_dealt_shape(game.current)
                check_conservation(game.current)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(MODES), st.integers(0, 2**31), st.integers(0, 2**31))
def test_random_games_in_every_mode_keep_every_invariant(mode, seed, policy):
    run(new_game(mode, seed), random.Random(policy), 3, probe_illegal=0.15)


@pytest.mark.parametrize("mode", MODES)
def test_every_mode_plays_whole_deals(mode):
    """Each mode, a few seeds: whole deals to the end, every check after every action."""
    for seed in range(3):
        run(new_game(mode, seed), random.Random(seed), 2)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(MODES), st.integers(0, 2**31), st.integers(0, 300))
def test_record_replays_identically_in_every_mode(mode, seed, actions):
    """loads(dumps(game)) and the replay command give the same game, cut anywhere."""
    game = new_game(mode, seed)
    rng = random.Random(seed)
    for _ in range(actions):
        if game.is_over:
            break
        game.apply(choose(rng, game.legal_actions(), 0.75))
    text = dumps(game)
    doc = json.loads(text)
    shape = game.rules.shape
    for entry in doc["deals"]:
        cards = [c for h in entry["hands"] for c in h] + [c for m in entry["musik"] for c in m]
        cards += entry.get("stock", []) + [c for piles in entry.get("table", []) for p in piles for c in p]
        assert len(cards) == len(set(cards)) == shape.deck
        assert ("stock" in entry) == bool(shape.stock) and ("table" in entry) == bool(shape.table_piles)
    copy = loads(text)
    assert dumps(copy) == text
    assert copy.scores == game.scores and copy.counters == game.counters
    assert [r.summary() for r in copy.results] == [r.summary() for r in game.results]
    assert [str(a) for a in copy.legal_actions()] == [str(a) for a in game.legal_actions()]
    report = replay_report(text)
    assert "error" not in report, report
    assert report["scores"] == list(game.scores) and report["winner"] == game.winner
    assert report["deals"] == [r.summary() for r in game.results]
    if game.current is not None:
        assert report["to_move"] == game.to_move and report["phase"] == game.phase
        assert sorted(report["legal"]) == sorted(str(a) for a in game.legal_actions())


@pytest.mark.parametrize("mode", MODES)
def test_games_near_the_target_end_in_every_mode(mode):
    """Started near the target, games end — only with a score at or above it."""
    preset, overrides = MODE_RULES[mode]
    target = make_rules(preset, overrides).target
    ended = False
    for seed in range(30):
        n = make_rules(preset, overrides).players
        scores = [target - 20] * n if mode == "teams_2v2" else [target - 20 - 5 * i for i in range(n)]
        game = new_game(mode, seed, start_scores=scores)
        run(game, random.Random(seed), 6)
        if game.is_over:
            ended = True
            reached = [s for s, v in enumerate(game.scores) if v >= target]
            assert reached and (game.winner == "draw" or game.winner in reached)
            assert game.legal_actions() == [] and game.to_move is None
            break
    assert ended, f"no game of {mode} ended from near the target"
