"""Property-based tests over random games (RULES.md, RECORD.md).

Random games use a policy that passes in the auction with probability 0.8
when it may (random legal bidding climbs too high for a game ever to end) and
otherwise picks uniformly; some games are fully uniform, capped at a few deals.
Every preset is covered with 3 and 4 players, and with 2 where supported.
"""
from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, strategies as st

from tysiac_engine import Action, IllegalAction, make_rules
from tysiac_engine.cards import cards_of
from tysiac_engine.record import dumps, game_to_record, loads, replay_report

from . import spec_oracle as spec
from .randplay import (
    CONFIGS, MALFORMED_TOKENS, PASS_PROBABILITY, all_tokens, check_conservation, choose,
    game_snapshot, make_game, option_setups, result_summary, setups,
)


def deals_cap(pass_probability) -> int:
    return 10 if pass_probability is not None else 4


# ----------------------------------------------------------------------------- checks

CARDS_PER_HAND = {2: 10, 3: 8, 4: 8}


def check_dealt(game, deal, previous) -> None:
    """RULES.md §2.1 / §4 / §5: the deal as dealt; the dealer rotates left except after a redeal."""
    n = game.n
    sizes = [bin(h).count("1") for h in deal.dealt]
    if n == 2:
        assert sizes == [10, 10]
        assert [bin(m).count("1") for m in deal.musiks] == [2, 2]
    elif n == 3:
        assert sizes == [7, 7, 7]
        assert [bin(m).count("1") for m in deal.musiks] == [3]
    else:
        assert sizes == [0 if s == deal.dealer else 7 for s in range(4)]
        assert [bin(m).count("1") for m in deal.musiks] == [3]
        assert deal.dealer not in deal.active
    if previous is not None:
        expected = previous.dealer if previous.redeal else (previous.dealer + 1) % n
        assert deal.dealer == expected, "RULES.md §2.1: the dealer rotates to the left; same dealer after a redeal"
    check_conservation(deal)
    # §8: redeal claims come first, from the dealer's left; then the forced opening bid
    claimants = spec.claimants(deal)
    golden = spec.golden_deal(game, deal)
    if claimants and not golden:
        assert deal.phase == "claims" and deal.to_move == claimants[0], "a seat entitled to a redeal is asked first"
    elif golden:
        assert deal.phase in ("claims", "musik")  # golden: no auction (claims there: not said)
        if deal.phase == "musik":
            assert deal.to_move == deal.active[0]
    else:
        assert deal.phase == "auction" and deal.to_move == deal.active[0], "the player left of the dealer opens"


def check_legal(game) -> list[Action]:
    """legal_actions(): tokens parse back, no duplicates, and they are what RULES.md allows."""
    legal = game.legal_actions()
    deal = game.current
    tokens = [str(a) for a in legal]
    assert len(set(tokens)) == len(tokens), f"duplicate legal actions {tokens}"
    for action, token in zip(legal, tokens):
        assert Action.parse(token) == action, f"{token!r} does not round-trip through Action.parse"
    assert deal.to_move == spec.expected_to_move(deal, game), "seat to move differs from RULES.md's turn order"
    assert game.to_move == deal.to_move
    open_ = spec.open_tokens(game)
    got = set(tokens) - open_
    want = spec.expected_legal(game) - open_
    assert got == want, (f"phase {deal.phase}, seat {deal.to_move}: legal actions differ from RULES.md: "
                         f"extra {sorted(got - want)}, missing {sorted(want - got)}")
    if deal.phase == "play" and deal.to_move == deal.declarer and not deal.trick and game.rules.claim_tricks:
        unbeatable = spec.claim_unbeatable(deal, game.rules)
        assert ("claim" in tokens) == unbeatable, (
            f"claim {'offered' if 'claim' in tokens else 'refused'} but RULES.md §8 says the hand is "
            f"{'unbeatable' if unbeatable else 'beatable'}: declarer {[spec.name(c) for c in cards_of(deal.hands[deal.to_move])]}"
            f", others {[[spec.name(c) for c in cards_of(deal.hands[x])] for x in deal.active if x != deal.to_move]}")
    else:
        assert "claim" not in tokens, "RULES.md §8: only the declarer, only when leading, may claim"
    return legal


def check_result(game, deal, result, before, counters_before, claim_rest: int = 0) -> None:
    """One finished deal: RECORD.md's summary, §8 scoring, cards and points."""
    rules = game.rules
    o = result.outcome
    n = game.n
    assert result is game.results[-1]
    assert tuple(result.scores_before) == tuple(before)
    assert tuple(result.scores_after) == tuple(b + d for b, d in zip(before, result.score_delta))
    summary = result.summary()
    assert set(summary) >= {"declarer", "contract", "bid", "made", "bombed", "card_points", "melds",
                            "score_delta", "scores_after"}
    played = not (o.redeal or o.bombed or o.conceded)
    if o.redeal:
        assert summary["made"] is None and list(result.score_delta) == [0] * n, \
            "RECORD.md: a redealt deal has made null and zero deltas"
        assert summary["card_points"] == [0] * n
        assert deal.history[-1][1] == Action("redeal")
    elif o.bombed or o.conceded:
        assert summary["contract"] == summary["bid"] and summary["made"] is False
        assert summary["card_points"] == [0] * n and summary["melds"] == [[]] * n, \
            "RECORD.md: a bombed or conceded deal has zero card points and no melds"
    if played:
        assert sum(o.card_points) == 120, f"card points {o.card_points} do not sum to 120"
        for s in range(n):
            assert o.card_points[s] == spec.points(cards_of(deal.won[s]))
        if n == 4:
            assert o.card_points[deal.dealer] == 0 and o.tricks[deal.dealer] == 0
        assert sum(o.tricks) == CARDS_PER_HAND[n]
        done, trick, _, melds = spec.replay_tricks(deal)
        assert not trick
        assert [list(m) for m in o.melds] == [[spec.MARRIAGE[x] for x in melds[s]] for s in range(n)]
        if not o.claimed:
            assert len(done) == CARDS_PER_HAND[n]
            for s in range(n):
                assert o.tricks[s] == sum(1 for _, w in done if w == s)
        # the cards each seat won: its tricks; with 2 players the aside cards go to the last
        # trick's winner (§5); a claim gives the declarer every remaining card (§8)
        won = [0] * n
        for cards, w in done:
            for _, c in cards:
                won[w] |= 1 << c
        aside = (deal.discards | deal.musiks[1 - deal.taken]) if n == 2 else 0
        if o.claimed:
            won[o.declarer] |= claim_rest | aside
        elif n == 2:
            won[done[-1][1]] |= aside
        assert list(deal.won) == won, "cards won differ from the tricks taken"
        d = o.declarer
        assert o.made == (o.card_points[d] + sum(o.melds[d]) >= o.contract)
    if not o.redeal:
        step = rules.bid_step
        assert rules.opening_bid <= o.bid <= o.contract <= spec.max_bid(rules)
        assert o.bid % step == 0 and o.contract % step == 0
    # §8 step 1
    is_doubled = not o.redeal and spec.doubled(game, deal)
    assert o.dark == (not o.redeal and spec.dark_stands(deal))
    base = spec.expected_base(rules, deal, o, counters_before.bombs_used, is_doubled)
    for s in range(n):
        if base[s] is not spec.UNKNOWN:
            assert result.base[s] == base[s], f"base points {list(result.base)}, RULES.md §8 step 1 gives {base}"
    # §8 steps 2-9
    golden_reset = not o.redeal and spec.golden_position(game, deal)[1]
    scores, counters, winner = spec.expected_after(rules, deal, o, before, counters_before, base, is_doubled)
    if golden_reset:  # §8: after step 8 and before the winner check the game goes back to its start
        scores, counters, winner = list(game.start_scores), game.start_counters.as_dict(), None
    for s in range(n):
        if scores[s] is not spec.UNKNOWN:
            assert result.scores_after[s] == scores[s], (
                f"seat {s}: {before[s]} + base {base[s]} -> {result.scores_after[s]}, RULES.md §8 gives "
                f"{scores[s]} (events {[e.as_dict() for e in result.steps]})")
    got_counters = result.counters.as_dict()
    for key, values in counters.items():
        for s in range(n):
            if values[s] is not spec.UNKNOWN:
                assert got_counters[key][s] == values[s], f"counter {key} seat {s}: {got_counters[key]} vs {values}"
    if winner is not spec.UNKNOWN:
        assert result.winner == winner
    # RECORD.md: a deal's scores_after are where the next deal starts (a golden reset included),
    # so the deltas always add up
    assert tuple(game.scores) == tuple(result.scores_after)
    if golden_reset:
        assert game.counters == game.start_counters
    totals = list(game.start_scores)
    for r in game.results:
        totals = [t + d for t, d in zip(totals, r.score_delta)]
    assert tuple(game.scores) == tuple(totals), "scores = start_scores + the sum of the deltas"
    check_end(game)


def check_end(game) -> None:
    """RULES.md §3 target / §8 step 9: the game ends, at the end of a deal, only with a score ≥ target."""
    target = game.rules.target
    reached = [s for s, v in enumerate(game.scores) if v >= target]
    if game.is_over:
        assert reached, f"game over with scores {game.scores} below the target {target}"
        assert game.winner == "draw" or game.winner in reached
        assert game.legal_actions() == [] and game.current is None and game.to_move is None
    else:
        assert not reached, f"score {game.scores} reached the target {target} but the game goes on"
        assert game.winner is None


def run_checked(game, rng, pass_probability, max_deals: int) -> int:
    """Play, checking everything after every action; returns the number of deals ended."""
    previous = None
    check_dealt(game, game.current, None)
    while not game.is_over and len(game.results) < max_deals:
        deal = game.current
        seat = deal.to_move
        legal = check_legal(game)
        action = choose(rng, legal, pass_probability)
        before, counters = game.scores, game.counters
        claim_rest = 0
        if action.kind == "claim":
            for s in deal.active:
                claim_rest |= deal.hands[s]
        result = game.apply(action)
        assert deal.history[-1] == (seat, action), "the action applied is the one recorded"
        assert action in legal
        check_conservation(deal)
        if result is None:
            assert game.current is deal
        else:
            assert deal.is_done and game.deals[len(game.results) - 1] is deal
            check_result(game, deal, result, before, counters, claim_rest)
            previous = deal
            if not game.is_over:
                assert game.current is not None and game.current is not deal
                check_dealt(game, game.current, previous)
        check_end(game)
    return len(game.results)


# ----------------------------------------------------------------------------- tests

@given(setups())
def test_random_games_keep_every_invariant(setup):
    """Cards conserved after every action; legal actions per RULES.md; scores per §8."""
    game, rng, p = setup
    run_checked(game, rng, p, deals_cap(p))


@given(option_setups())
def test_random_rule_options_keep_every_invariant(setup):
    """The same checks with a random set of RULES.md §3 options changed."""
    game, rng, p = setup
    run_checked(game, rng, p, 6)


@given(option_setups(high_scores=True))
def test_random_rule_options_end_only_at_the_target(setup):
    game, rng, p = setup
    run_checked(game, rng, p, 8)


@given(setups(high_scores=True, uniform=False))
def test_games_end_only_at_the_target(setup):
    """Started near the target, games end — and only with a score ≥ target."""
    game, rng, p = setup
    run_checked(game, rng, p, 12)
    if game.is_over:
        with pytest.raises(IllegalAction):
            game.apply("pass")
        with pytest.raises(IllegalAction):
            game.start_deal()


def test_games_near_the_target_do_end():
    """Sanity for the property above: some of these games really end, in every preset."""
    ended = set()
    for preset, n in CONFIGS:
        target = make_rules(preset).target
        for seed in range(40):
            game = make_game(preset, n, seed, start_scores=[target - 1 - 10 * i for i in range(n)])
            run_checked(game, random.Random(seed), PASS_PROBABILITY, 12)
            if game.is_over:
                ended.add((preset, n))
                break
    assert ended == set(CONFIGS)


@given(setups(uniform=False))
def test_illegal_actions_are_refused_and_change_nothing(setup):
    """An action not in legal_actions() raises IllegalAction and leaves the state identical."""
    game, rng, p = setup
    universe = all_tokens(game.n) + list(MALFORMED_TOKENS)
    while not game.is_over and len(game.results) < 3:
        legal = game.legal_actions()
        if rng.random() < 0.3:
            token = rng.choice(universe)
            try:
                parsed = Action.parse(token)
            except IllegalAction:
                parsed = None
            if parsed is None or parsed not in legal:
                snapshot = game_snapshot(game)
                with pytest.raises(IllegalAction) as info:
                    game.apply(token if rng.random() < 0.5 or parsed is None else parsed)
                assert isinstance(info.value, ValueError)
                assert isinstance(info.value.rule, str) and info.value.rule
                assert game_snapshot(game) == snapshot, f"refused {token!r} changed the state"
        game.apply(choose(rng, legal, p))
    if game.is_over:
        snapshot = game_snapshot(game)
        for token in rng.sample(universe, 20):
            with pytest.raises(IllegalAction):
                game.apply(token)
        assert game_snapshot(game) == snapshot


@given(setups(), st.integers(0, 400))
def test_record_replay_restores_the_game(setup, actions):
    """loads(dumps(game)) gives the same scores, results, state and legal actions."""
    game, rng, p = setup
    count = 0
    while not game.is_over and len(game.results) < 8 and count < actions:
        game.apply(choose(rng, game.legal_actions(), p))
        count += 1
    text = dumps(game)
    doc = json.loads(text)
    assert doc["format"] == "tysiac-record" and doc["version"] == 1
    assert len(doc["deals"]) == len(game.deals)
    for entry in doc["deals"]:
        cards = [c for h in entry["hands"] for c in h] + [c for m in entry["musik"] for c in m]
        assert len(cards) == 24 and len(set(cards)) == 24
    assert game_to_record(game) == doc
    copy = loads(text)
    assert dumps(copy) == text
    assert copy.scores == game.scores and copy.start_scores == game.start_scores
    assert copy.counters == game.counters
    assert [result_summary(r) for r in copy.results] == [result_summary(r) for r in game.results]
    assert [str(a) for a in copy.legal_actions()] == [str(a) for a in game.legal_actions()]
    assert (copy.phase, copy.to_move, copy.is_over, copy.winner) == (game.phase, game.to_move, game.is_over, game.winner)
    report = replay_report(text)
    expected = {"scores": list(game.scores), "winner": game.winner,
                "deals": [r.summary() for r in game.results]}
    if game.current is not None:
        expected.update(to_move=game.to_move, phase=game.phase, legal=sorted(str(a) for a in game.legal_actions()))
        report["legal"] = sorted(report["legal"])  # the replay lists cards in hand order
    assert json.loads(json.dumps(report)) == json.loads(json.dumps(expected))
    # the replayed game goes on exactly like the original until the deal ends
    if game.current is not None:
        while True:
            action = choose(rng, game.legal_actions(), p)
            a, b = game.apply(action), copy.apply(action)
            assert (a is None) == (b is None)
            if a is not None:
                assert result_summary(a) == result_summary(b)
                break
            assert [str(x) for x in copy.legal_actions()] == [str(x) for x in game.legal_actions()]


def test_every_preset_and_player_count_is_covered():
    """players 2 with russian is ru_prikup_4; every preset plays with 2, 3 and 4 players."""
    assert make_rules("russian", {"players": 2}).shape.mode == "ru_prikup_4"
    for preset in ("polish", "russian", "danish"):
        for n in (2, 3, 4):
            game = make_game(preset, n, 1)
            assert game.n == n and game.legal_actions()
