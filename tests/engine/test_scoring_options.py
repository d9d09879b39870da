"""RULES.md §2.8, §3 and §8 "One deal's scoring": one exact scenario per option value.

Full deals come from scenarios.py:
  Deal M (declarer seat 1): card points (64, 42, 14), melds seat 0 60, seat 1 40+100.
      Declarer total 182; seat 2 raw 14; seat 0 raw 124.
  Deal C (declarer seat 1): seat 1 claims everything at once: 120 card points,
      opponents 0 points and no trick.  C_MELD_CLAIM: meld hearts first, 220.
Threshold rules that would need long games are also checked with score_deal.
"""
from __future__ import annotations

import pytest

from tysiac_engine import IllegalAction
from tysiac_engine.scoring import round_opponent

from .scenarios import (
    C_DECL, C_LAST, C_MELD_CLAIM, C_SECOND, M_DECL, M_LAST, M_SECOND, M_SCRIPT, deal_c, deal_m,
    game_at_contract, game_at_play, next_deal, outcome, score, tokens,
)
from .util import new_game, play

NO_LOCK = {"lock_800": False}
OPEN = {"lock_800": False, "non_declarer_finish": "allowed"}


# ============================================================================= opponent_rounding
@pytest.mark.parametrize("raw,want", [(0, 0), (20, 20), (24, 20), (25, 20), (26, 30), (124, 120),
                                      (125, 120), (126, 130), (14, 10)])
def test_round_ten_half_down(raw, want):
    assert round_opponent(raw, "ten_half_down") == want


@pytest.mark.parametrize("raw,want", [(24, 20), (25, 30), (26, 30), (125, 130), (14, 10), (15, 20)])
def test_round_ten_half_up(raw, want):
    assert round_opponent(raw, "ten_half_up") == want


@pytest.mark.parametrize("raw,want", [(42, 40), (43, 45), (47, 45), (48, 50), (14, 15), (12, 10),
                                      (124, 125), (0, 0)])
def test_round_five_nearest(raw, want):
    assert round_opponent(raw, "five_nearest") == want


@pytest.mark.parametrize("raw", [0, 14, 25, 43, 124])
def test_round_exact(raw):
    assert round_opponent(raw, "exact") == raw


@pytest.mark.parametrize("rounding,want", [("ten_half_down", 20), ("ten_half_up", 30),
                                           ("five_nearest", 25), ("exact", 25)])
def test_opponent_25_points_scored(rounding, want):
    # declarer seat 1 makes 100 with 70; seat 2 took 25, seat 0 took 25
    o = outcome((25, 70, 25), contract=100, melds=((), (100,), ()))
    r = score(o, (0, 0, 0), overrides={"opponent_rounding": rounding})
    assert r.score_delta == (want, 100, want)


@pytest.mark.parametrize("rounding,want", [("ten_half_down", (120, 180, 10)),
                                           ("ten_half_up", (120, 180, 10)),
                                           ("five_nearest", (125, 180, 15)),
                                           ("exact", (124, 180, 14))])
def test_full_deal_rounding(rounding, want):
    # Deal M: opponents 124 (64 + 60 meld) and 14; declarer 182 vs 180, not rounded
    game, result = deal_m({"opponent_rounding": rounding}, contract=180)
    assert result.score_delta == want


def test_declarer_147_of_150_loses_150():
    # 47 card points + 100 meld = 147 < 150: -150, no rounding for the declarer
    o = outcome((33, 47, 40), contract=150, melds=((), (100,), ()))
    for rounding in ("ten_half_down", "ten_half_up", "five_nearest", "exact"):
        r = score(o, (0, 0, 0), overrides={"opponent_rounding": rounding})
        assert r.score_delta[1] == -150


def test_declarer_exactly_the_contract_makes_it():
    o = outcome((33, 50, 37), contract=150, melds=((), (100,), ()))
    r = score(o, (0, 0, 0))
    assert r.score_delta == (30, 150, 40)  # 33 -> 30, 37 -> 40


# ============================================================================= target / exact_target
def test_declarer_reaching_target_wins():
    game, result = deal_c(scores=[0, 900, 0])
    assert game.scores == (0, 1000, 0)
    assert result.winner == 1 and game.winner == 1 and game.is_over


def test_target_1001_not_reached_at_1000():
    game, result = deal_c({"target": 1001}, scores=[0, 900, 0])
    assert game.scores == (0, 1000, 0)
    assert result.winner is None and not game.is_over


def test_exact_target_overshoot_scores_nothing():
    # 950 + 100 = 1050 > 1000: keeps 950
    game, result = deal_c({"exact_target": True}, scores=[0, 950, 0])
    assert game.scores == (0, 950, 0)
    assert result.winner is None


def test_exact_target_landing_exactly_wins():
    game, result = deal_c({"exact_target": True}, scores=[0, 900, 0])
    assert game.scores == (0, 1000, 0) and result.winner == 1


def test_exact_target_opponent_overshoot_keeps_score():
    # seat 0 at 950 + 120 = 1070 > 1000: keeps 950; seat 2 gains 10
    game, result = deal_m({**OPEN, "exact_target": True}, scores=[950, 0, 500])
    assert game.scores == (950, 180, 510)
    assert result.winner is None


def test_exact_target_false_overshoot_counts():
    game, result = deal_c(scores=[0, 950, 0])
    assert game.scores == (0, 1050, 0) and result.winner == 1


# ============================================================================= non_declarer_finish
def test_non_declarer_finish_cap_990():
    # seat 0 at 950 + 120 would be 1070: stops at 990
    game, result = deal_m(NO_LOCK, scores=[950, 0, 0])
    assert game.scores == (990, 180, 10)
    assert result.winner is None


def test_non_declarer_finish_cap_never_lowers():
    game, result = deal_m(NO_LOCK, scores=[995, 0, 0])
    assert game.scores == (995, 180, 10)


def test_non_declarer_finish_cap_target_minus_10():
    # target 800: cap min(990, 790) = 790; seat 0 at 700 + 120
    game, result = deal_m({**NO_LOCK, "target": 800}, scores=[700, 0, 0])
    assert game.scores == (790, 180, 10)


def test_non_declarer_finish_allowed():
    game, result = deal_m(OPEN, scores=[950, 0, 0])
    assert game.scores == (1070, 180, 10)
    assert result.winner == 0


def test_non_declarer_finish_no_points():
    game, result = deal_m({**NO_LOCK, "non_declarer_finish": "no_points"}, scores=[950, 0, 0])
    assert game.scores == (950, 180, 10)


def test_non_declarer_finish_declarer_may_cross():
    game, result = deal_m(NO_LOCK, scores=[0, 900, 0])
    assert game.scores == (120, 1080, 10) and result.winner == 1


# ============================================================================= finish_tie
def test_finish_tie_declarer_then_higher_declarer_wins():
    # seat 1 (declarer) 850 + 180 = 1030, seat 0 950 + 120 = 1070
    game, result = deal_m({**OPEN, "finish_tie": "declarer_then_higher"}, scores=[950, 850, 0])
    assert game.scores == (1070, 1030, 10)
    assert result.winner == 1


def test_finish_tie_higher():
    game, result = deal_m({**OPEN, "finish_tie": "higher"}, scores=[950, 850, 0])
    assert result.winner == 0


def test_finish_tie_draw():
    game, result = deal_m({**OPEN, "finish_tie": "draw"}, scores=[950, 850, 0])
    assert result.winner == "draw" and game.is_over


def test_finish_tie_declarer_then_higher_no_declarer_higher_wins():
    # declarer fails; seats 0 (950 + 60) and 2 (960 + 60) both reach
    o = outcome((60, 0, 60), contract=100)
    r = score(o, (950, 500, 960), overrides=OPEN)
    assert r.scores_after == (1010, 400, 1020)
    assert r.winner == 2


@pytest.mark.parametrize("tie", ["declarer_then_higher", "higher", "draw"])
def test_finish_tie_equal_highest_is_a_draw(tie):
    o = outcome((60, 0, 60), contract=100)
    r = score(o, (950, 500, 950), overrides={**OPEN, "finish_tie": tie})
    assert r.scores_after == (1010, 400, 1010)
    assert r.winner == "draw"


def test_finish_single_seat_reaching_wins_under_draw():
    game, result = deal_c({"finish_tie": "draw"}, scores=[0, 900, 0])
    assert result.winner == 1


# ============================================================================= bombs
def test_bomb_scores_60_each_declarer_nothing():
    game = game_at_contract(C_DECL, C_SECOND, C_LAST)
    assert "bomb" in tokens(game)
    result = game.apply("bomb")
    assert result.outcome.bombed and result.outcome.made is False
    assert result.score_delta == (60, 0, 60)
    assert game.counters.bombs_used == (0, 1, 0)


def test_bombs_per_player_0():
    game = game_at_contract(C_DECL, C_SECOND, C_LAST, {"bombs_per_player": 0})
    assert "bomb" not in tokens(game)
    with pytest.raises(IllegalAction):
        game.apply("bomb")


def test_bombs_per_player_1_used():
    game = game_at_contract(C_DECL, C_SECOND, C_LAST, state={"bombs_used": [0, 1, 0]})
    assert "bomb" not in tokens(game)
    with pytest.raises(IllegalAction):
        game.apply("bomb")


def test_bombs_per_player_1_other_players_bomb_does_not_count():
    game = game_at_contract(C_DECL, C_SECOND, C_LAST, state={"bombs_used": [1, 0, 1]})
    assert "bomb" in tokens(game)


def test_bombs_per_player_2():
    game = game_at_contract(C_DECL, C_SECOND, C_LAST, {"bombs_per_player": 2},
                            state={"bombs_used": [0, 1, 0]})
    assert "bomb" in tokens(game)
    game.apply("bomb")
    assert game.counters.bombs_used == (0, 2, 0)
    game = game_at_contract(C_DECL, C_SECOND, C_LAST, {"bombs_per_player": 2},
                            state={"bombs_used": [0, 2, 0]})
    assert "bomb" not in tokens(game)


def test_bombs_per_player_unlimited():
    game = game_at_contract(C_DECL, C_SECOND, C_LAST, {"bombs_per_player": "unlimited"},
                            state={"bombs_used": [0, 7, 0]})
    assert "bomb" in tokens(game)
    result = game.apply("bomb")
    assert result.score_delta == (60, 0, 60)


def test_bombs_per_player_counted_across_deals():
    # deal 1: seat 1 bombs; deal 2 (dealer 1): seat 2 declares and still has its bomb
    game = game_at_contract(C_DECL, C_SECOND, C_LAST)
    game.apply("bomb")
    gives = next_deal(game, C_DECL, C_SECOND, C_LAST)
    play(game, "bid 100, pass, pass, take 0", *gives)
    assert "bomb" in tokens(game)  # seat 2 has its own bomb
    game.apply("bomb")
    assert game.counters.bombs_used == (0, 1, 1)


RAISED_120 = "bid 100, bid 110, pass, bid 120, pass"   # seat 1 wins at 120
RAISED_130 = "bid 100, bid 110, pass, bid 130, pass"
RAISED_200 = "bid 100, bid 110, pass, bid 200, pass"
RAISED_210 = "bid 100, bid 110, pass, bid 210, pass"


def test_bomb_max_bid_100_only_forced_bid():
    game = game_at_contract(C_DECL, C_SECOND, C_LAST, auction=RAISED_120)
    assert game.view(0).high_bid == 120
    assert "bomb" not in tokens(game)
    with pytest.raises(IllegalAction):
        game.apply("bomb")


def test_bomb_max_bid_120():
    game = game_at_contract(C_DECL, C_SECOND, C_LAST, {"bomb_max_bid": 120}, auction=RAISED_120)
    assert "bomb" in tokens(game)
    game = game_at_contract(C_DECL, C_SECOND, C_LAST, {"bomb_max_bid": 120}, auction=RAISED_130)
    assert "bomb" not in tokens(game)


def test_bomb_max_bid_null():
    game = game_at_contract(C_DECL, C_SECOND, C_LAST, {"bomb_max_bid": None}, auction=RAISED_200)
    assert "bomb" in tokens(game)
    result = game.apply("bomb")
    assert result.score_delta == (60, 0, 60)


def test_bomb_opponent_points_40():
    game = game_at_contract(C_DECL, C_SECOND, C_LAST, {"bomb_opponent_points": 40})
    result = game.apply("bomb")
    assert result.score_delta == (40, 0, 40)


def test_bomb_half_contract_210_gives_110():
    game = game_at_contract(C_DECL, C_SECOND, C_LAST,
                            {"bomb_opponent_points": "half_contract", "bomb_max_bid": None},
                            auction=RAISED_210)
    result = game.apply("bomb")
    assert result.score_delta == (110, 0, 110)


def test_bomb_half_contract_100_gives_50():
    game = game_at_contract(C_DECL, C_SECOND, C_LAST, {"bomb_opponent_points": "half_contract"})
    result = game.apply("bomb")
    assert result.score_delta == (50, 0, 50)


def test_bomb_half_contract_110_rounds_up_to_60():
    # bid_step 5: seat 1 wins at 110; half is 55, rounded up to 10 -> 60
    game = game_at_contract(C_DECL, C_SECOND, C_LAST,
                            {"bomb_opponent_points": "half_contract", "bomb_max_bid": None,
                             "bid_step": 5},
                            auction="bid 100, bid 105, pass, bid 110, pass")
    result = game.apply("bomb")
    assert result.score_delta == (60, 0, 60)


def test_bomb_first_free():
    game = game_at_contract(C_DECL, C_SECOND, C_LAST, {"bomb_first_free": True, "bombs_per_player": 2})
    result = game.apply("bomb")
    assert result.score_delta == (0, 0, 0)
    assert game.counters.bombs_used == (0, 1, 0)


def test_bomb_first_free_second_bomb_costs():
    game = game_at_contract(C_DECL, C_SECOND, C_LAST, {"bomb_first_free": True, "bombs_per_player": 2},
                            state={"bombs_used": [0, 1, 0]})
    result = game.apply("bomb")
    assert result.score_delta == (60, 0, 60)


def test_bomb_first_free_counts_toward_limit():
    game = game_at_contract(C_DECL, C_SECOND, C_LAST, {"bomb_first_free": True},
                            state={"bombs_used": [0, 1, 0]})
    assert "bomb" not in tokens(game)


def test_bomb_is_not_a_played_deal_no_bolts():
    game = game_at_contract(C_DECL, C_SECOND, C_LAST, {"bolts": True})
    game.apply("bomb")
    assert game.counters.bolts == (0, 0, 0)


# ============================================================================= concede
def test_concede_russian():
    game = game_at_contract(C_DECL, C_SECOND, C_LAST, preset="russian")
    assert "concede" in tokens(game)
    result = game.apply("concede")
    assert result.outcome.conceded
    assert result.score_delta == (40, -100, 40)
    assert game.counters.bolts == (0, 0, 0)  # not a played deal


def test_concede_costs_the_bid():
    game = game_at_contract(C_DECL, C_SECOND, C_LAST, preset="russian", auction=RAISED_120)
    result = game.apply("concede")
    assert result.score_delta == (40, -120, 40)


def test_concede_dark_doubled():
    game = game_at_contract(C_DECL, C_SECOND, C_LAST, {"dark_bid": True}, preset="russian",
                            auction="dark, pass, pass")
    assert "concede" in tokens(game)
    result = game.apply("concede")
    assert result.score_delta == (80, -240, 80)


def test_concede_false():
    game = game_at_contract(C_DECL, C_SECOND, C_LAST)
    assert "concede" not in tokens(game)
    with pytest.raises(IllegalAction):
        game.apply("concede")


# ============================================================================= lock_800
def test_lock_800_opponent_at_800_gains_nothing():
    # seat 0 at 800 would gain 120; seat 2 at 790 gains 10
    game, result = deal_m(scores=[800, 0, 790])
    assert game.scores == (800, 180, 800)


def test_lock_800_declarer_scores():
    game, result = deal_c(scores=[0, 820, 0])
    assert game.scores == (0, 920, 0)


def test_lock_800_false():
    game, result = deal_m(NO_LOCK, scores=[800, 0, 790])
    assert game.scores == (920, 180, 800)


def test_lock_800_lifted_after_falling_below():
    # deal 1: seat 1 at 850 fails 190 -> 660.  Deal 2 (dealer 1, seat 2 declares
    # Deal M's hand, seat 1 holds M_LAST): seat 1 gains 124 -> 120 again.
    game, result = deal_m(contract=190, scores=[0, 850, 0])
    assert game.scores == (120, 660, 10)
    gives = next_deal(game, M_DECL, M_SECOND, M_LAST)
    play(game, "bid 100, pass, pass, take 0", *gives, "declare 180", *M_SCRIPT)
    # seat 2 +180, seat 0 (second hand) 14 -> 10, seat 1 (dealer) 124 -> 120
    assert game.scores == (130, 780, 190)


def test_lock_800_judged_before_the_deal():
    # at 790 an opponent gains normally, even past 800
    o = outcome((120, 0, 0), contract=100)
    r = score(o, (790, 0, 0))
    assert r.scores_after == (910, -100, 0)


def test_lock_800_no_trick_penalty():
    # Deal C: both opponents take no trick.  Seat 2 at 810: -100; seat 0 at 790: nothing.
    game, result = deal_c({"lock_800_no_trick_penalty": 100}, scores=[790, 0, 810])
    assert game.scores == (790, 100, 710)


def test_lock_800_no_trick_penalty_null():
    game, result = deal_c(scores=[790, 0, 810])
    assert game.scores == (790, 100, 810)


def test_lock_800_no_trick_penalty_declarer_too():
    # declarer at 850 fails 100 without a trick: -100 - 100
    o = outcome((60, 0, 60), contract=100, tricks=(4, 0, 4))
    r = score(o, (0, 850, 0), overrides={"lock_800_no_trick_penalty": 100})
    assert r.scores_after == (60, 650, 60)


# ============================================================================= barrel (danish: 880)
def test_barrel_cap_from_below_even_past_target():
    # 850 + 160 = 1010 -> 880, no win
    game, result = deal_c(preset="danish", contract=160, script=C_MELD_CLAIM, scores=[0, 850, 0])
    assert game.scores == (0, 880, 0)
    assert result.winner is None


def test_barrel_875_stays_875_and_885_becomes_880():
    # Deal M danish: seat 2 860 + 15 = 875 (below); seat 0 760 + 125 = 885 -> 880
    game, result = deal_m(preset="danish", scores=[760, 0, 860])
    assert game.scores == (880, 180, 875)


def test_barrel_opponent_scores_nothing_uses_attempt():
    game, result = deal_m(preset="danish", scores=[880, 0, 0])
    assert game.scores == (880, 180, 15)
    assert game.counters.barrel_attempts == (1, 0, 0)


def test_barrel_third_attempt_falls_120():
    game, result = deal_m(preset="danish", scores=[880, 0, 0], state={"barrel_attempts": [2, 0, 0]})
    assert game.scores == (760, 180, 15)
    assert game.counters.barrel_attempts == (0, 0, 0)
    assert game.counters.barrel_falls == (1, 0, 0)


def test_barrel_three_deals_then_fall():
    # seat 0 on the barrel: opponent (deal 1), opponent (deal 2), declarer making
    # 100 short of the target (deal 3: 980 < 1000): three attempts -> 760.
    game, result = deal_c(preset="danish", scores=[880, 0, 0])
    assert game.scores[0] == 880 and game.counters.barrel_attempts[0] == 1
    gives = next_deal(game, C_DECL, C_SECOND, C_LAST)  # dealer 1: seat 0 second hand
    play(game, "bid 100, pass, pass, take 0", *gives, "declare 100", "claim")
    assert game.scores[0] == 880 and game.counters.barrel_attempts[0] == 2
    gives = next_deal(game, C_DECL, C_SECOND, C_LAST)
    assert game.to_move == 0
    result = play(game, "bid 100, pass, pass, take 0", *gives, "declare 100", "claim")
    assert result.outcome.declarer == 0 and result.outcome.made
    assert game.scores[0] == 760
    assert game.counters.barrel_falls[0] == 1


def test_barrel_made_contract_reaching_target_wins():
    game, result = deal_c(preset="danish", contract=120, scores=[0, 880, 0])
    assert game.scores == (0, 1000, 0)
    assert result.winner == 1


def test_barrel_made_contract_short_stays_uses_attempt():
    game, result = deal_c(preset="danish", contract=100, scores=[0, 880, 0])
    assert game.scores == (0, 880, 0)
    assert game.counters.barrel_attempts == (0, 1, 0)


def test_barrel_failed_contract_costs_contract():
    # 120 card points < 130: 880 - 130 = 750, attempts restart; leaving the barrel
    # by a failed contract is a fall (RULES.md §8 step 5)
    game, result = deal_c(preset="danish", contract=130, scores=[0, 880, 0],
                          state={"barrel_attempts": [0, 2, 0]})
    assert game.scores == (0, 750, 0)
    assert game.counters.barrel_attempts == (0, 0, 0)
    assert game.counters.barrel_falls == (0, 1, 0)


def test_barrel_bomb_uses_attempt():
    game = game_at_contract(C_DECL, C_SECOND, C_LAST, preset="danish", scores=[0, 880, 0])
    game.apply("bomb")
    assert game.scores == (60, 880, 60)
    assert game.counters.barrel_attempts == (0, 1, 0)


def test_barrel_zero_on_fall_third_fall():
    # russian: seat 2 (opponent) on the barrel, third attempt, two falls before -> 0
    game, result = deal_c(preset="russian", scores=[0, 0, 880],
                          state={"barrel_attempts": [0, 0, 2], "barrel_falls": [0, 0, 2]})
    assert game.scores == (0, 100, 0)
    assert game.counters.barrel_falls == (0, 0, 3)


def test_barrel_zero_on_fall_first_fall_is_120():
    game, result = deal_c(preset="russian", scores=[0, 0, 880], state={"barrel_attempts": [0, 0, 2]})
    assert game.scores == (0, 100, 760)
    assert game.counters.barrel_falls == (0, 0, 1)


def test_barrel_zero_on_fall_null():
    game, result = deal_c(preset="danish", scores=[0, 0, 880],
                          state={"barrel_attempts": [0, 0, 2], "barrel_falls": [0, 0, 2]})
    assert game.scores == (0, 100, 760)


def test_barrel_simultaneous_keep():
    # seat 0: 760 + 125 = 885, seat 2: 870 + 15 = 885: both newly reach 880
    game, result = deal_m(preset="danish", scores=[760, 0, 870])
    assert game.scores == (880, 180, 880)


def test_barrel_simultaneous_all_fall_120():
    game, result = deal_m({"barrel_simultaneous": "all_fall_120"}, preset="danish", scores=[760, 0, 870])
    assert game.scores == (760, 180, 760)


def test_barrel_simultaneous_all_fall_120_single_seat_stays():
    game, result = deal_m({"barrel_simultaneous": "all_fall_120"}, preset="danish", scores=[760, 0, 0])
    assert game.scores == (880, 180, 15)


def test_russian_barrel_target_1001_made_120_stays():
    # 880 + 120 = 1000 < 1001: a made contract short of the target
    game, result = deal_c(preset="russian", contract=120, scores=[0, 880, 0])
    assert game.scores[1] == 880 and result.winner is None
    assert game.counters.barrel_attempts[1] == 1


def test_russian_barrel_made_125_wins():
    # meld_requires_trick: AH first, then meld QH: 220 >= 125; 880 + 125 = 1005
    game, result = deal_c(preset="russian", contract=125, script=C_MELD_CLAIM, scores=[0, 880, 0])
    assert game.scores[1] == 1005 and result.winner == 1


# ============================================================================= bolts (russian)
def test_bolt_counted_for_seats_without_a_trick():
    game, result = deal_c(preset="russian")
    assert game.counters.bolts == (1, 0, 1)
    assert game.scores == (0, 100, 0)


def test_every_third_bolt_costs_120():
    game, result = deal_c(preset="russian", scores=[200, 0, 300], state={"bolts": [2, 0, 2]})
    assert game.scores == (80, 100, 180)
    assert game.counters.bolts == (3, 0, 3)


def test_fourth_bolt_no_penalty():
    game, result = deal_c(preset="russian", scores=[200, 0, 300], state={"bolts": [3, 0, 0]})
    assert game.scores == (200, 100, 300)
    assert game.counters.bolts == (4, 0, 1)


def test_sixth_bolt_costs_again():
    game, result = deal_c(preset="russian", scores=[200, 0, 300], state={"bolts": [5, 0, 0]})
    assert game.scores == (80, 100, 300)


def test_dark_deal_gives_two_bolts():
    # seat 1 dark, claims 120: +240.  Seat 0 bolts 1 + 2 = 3 -> -120; seat 2 0 + 2.
    game, result = deal_c({"dark_bid": True}, preset="russian", auction="dark, pass, pass", contract=120,
                          scores=[200, 0, 0], state={"bolts": [1, 0, 0]})
    assert result.score_delta == (-120, 240, 0)
    assert game.counters.bolts == (3, 0, 2)


def test_golden_deal_gives_two_bolts():
    from .scenarios import deal_cards
    hands, musik, gives = deal_cards(C_DECL, C_SECOND, C_LAST)
    game = new_game("russian", {"golden_round": True}, hands=hands, musik=musik)
    result = play(game, "take 0", *gives, "declare 120", "claim")
    assert result.score_delta == (0, 240, 0)
    assert game.counters.bolts == (2, 0, 2)


def test_declarer_bolt():
    # the declarer without a trick: -100 and, with 2 bolts before, -120
    o = outcome((60, 0, 60), contract=100, tricks=(4, 0, 4))
    r = score(o, (300, 300, 300), preset="russian", bolts=(0, 2, 0))
    assert r.scores_after == (360, 80, 360)
    assert r.counters.bolts == (0, 3, 0)


def test_bolts_on_the_barrel_count_too():
    # seat 2 on the barrel (attempt 1), 3rd bolt: 880 - 120 = 760, attempts restart
    game, result = deal_c(preset="russian", scores=[0, 0, 880], state={"bolts": [0, 0, 2]})
    assert game.scores == (0, 100, 760)
    assert game.counters.barrel_attempts == (0, 0, 0)


def test_bolts_false_not_counted():
    game, result = deal_c()
    assert game.counters.bolts == (0, 0, 0)


# ============================================================================= reset_555
def test_reset_555():
    game, result = deal_c({"reset_555": True}, scores=[0, 455, 0])
    assert game.scores == (0, 0, 0)


def test_reset_555_opponent():
    game, result = deal_m({"reset_555": True}, scores=[435, 0, 545])
    # seat 0: 435 + 120 = 555 -> 0; seat 2: 545 + 10 = 555 -> 0
    assert game.scores == (0, 180, 0)


def test_reset_555_false():
    game, result = deal_c(scores=[0, 455, 0])
    assert game.scores == (0, 555, 0)


def test_reset_555_only_exact():
    game, result = deal_c({"reset_555": True}, scores=[0, 445, 0])
    assert game.scores == (0, 545, 0)


# ============================================================================= four players: sitter
P4_HANDS = ["", "AH TH KH QH JH 9H AD", "9D JD QD KD TD 9C JC", "TC AC 9S JS QS KS TS"]


def four_player_claim(overrides=None, *, musik="AS QC KC", hands=P4_HANDS, scores=None, preset="polish"):
    # seat 1 keeps the hearts, AD and AS and claims: +100; opponents 0
    game = new_game(preset, {"players": 4, **(overrides or {})}, hands=hands, musik=[musik], scores=scores)
    m = musik.split()
    return play(game, "bid 100, pass, pass, take 0", f"give {m[1]} 2", f"give {m[2]} 3",
                "declare 100", "claim"), game


def test_sitter_musik_aces_marriages():
    # AS 50 + club marriage 60
    result, game = four_player_claim()
    assert result.score_delta == (110, 100, 0, 0)


def test_sitter_musik_aces_only():
    hands = ["", "AH TH KH QH JH 9H AD", "9D JD QD KD TD 9C JC", "QC AC 9S JS QS KS TS"]
    result, game = four_player_claim(musik="AS TC KC", hands=hands)
    assert result.score_delta == (50, 100, 0, 0)


def test_sitter_musik_points_rounded_like_an_opponent():
    # AS TC KC = 25: ten_half_down -> 20, five_nearest -> 25
    hands = ["", "AH TH KH QH JH 9H AD", "9D JD QD KD TD 9C JC", "QC AC 9S JS QS KS TS"]
    result, game = four_player_claim({"sitter_scores": "musik_points"}, musik="AS TC KC", hands=hands)
    assert result.score_delta == (20, 100, 0, 0)
    result, game = four_player_claim({"sitter_scores": "musik_points", "opponent_rounding": "five_nearest"},
                                     musik="AS TC KC", hands=hands)
    assert result.score_delta == (25, 100, 0, 0)


def test_sitter_musik_points_marriage_not_extra():
    # AS QC KC = 11 + 3 + 4 = 18 -> 20
    result, game = four_player_claim({"sitter_scores": "musik_points"})
    assert result.score_delta == (20, 100, 0, 0)


def test_sitter_nothing():
    result, game = four_player_claim({"sitter_scores": "nothing"})
    assert result.score_delta == (0, 100, 0, 0)


def test_sitter_locked_at_800():
    result, game = four_player_claim(scores=[800, 0, 0, 0])
    assert game.scores == (800, 100, 0, 0)


def test_four_players_opponent_points_and_declarer():
    # four players, Deal C shape: a claim gives every card to the declarer
    result, game = four_player_claim()
    assert result.outcome.card_points == (0, 120, 0, 0)
    assert result.outcome.active == (1, 2, 3)


# ============================================================================= claim_tricks
def test_claim_unbeatable_accepted_all_cards_to_declarer():
    game = game_at_play(C_DECL, C_SECOND, C_LAST)
    assert "claim" in tokens(game)
    result = game.apply("claim")
    assert result.outcome.claimed
    assert result.outcome.card_points == (0, 120, 0)
    assert result.score_delta == (0, 100, 0)


def test_claim_marriage_in_hand_does_not_score():
    # 120 card points, the undeclared heart marriage counts nothing: 120 < 200
    game, result = deal_c(contract=200)
    assert result.outcome.melds == ((), (), ())
    assert result.score_delta == (0, -200, 0)


def test_claim_after_meld_scores_meld():
    game, result = deal_c(contract=220, script=C_MELD_CLAIM)
    assert result.outcome.melds[1] == (100,)
    assert result.score_delta == (0, 220, 0)


def test_claim_refused_when_beatable():
    # Deal M: AH, TH etc. are out against seat 1's hearts
    game = game_at_play(M_DECL, M_SECOND, M_LAST)
    assert "claim" not in tokens(game)
    before = tokens(game)
    with pytest.raises(IllegalAction):
        game.apply("claim")
    assert tokens(game) == before and game.to_move == 1 and game.current is not None


def test_claim_refused_low_card_left():
    # seat 1 holds 9D: after AD, seat 2's TD/KD beat it
    game = game_at_play("AH TH KH QH JH 9H AD 9D", "TD KD AC TC KC QC 9S JS", "QD JD 9C JC AS TS KS QS")
    assert "claim" not in tokens(game)
    with pytest.raises(IllegalAction):
        game.apply("claim")


def test_claim_only_when_leading():
    game = game_at_play(C_DECL, C_SECOND, C_LAST)
    play(game, "play AH")
    with pytest.raises(IllegalAction):
        game.apply("claim")  # mid-trick (and seat 2 to move)
    play(game, "play 9S", "play 9C")
    assert game.to_move == 1 and "claim" in tokens(game)


def test_claim_only_by_the_declarer():
    # Deal M: seat 2 leads trick 3 after AH won trick 2
    game = game_at_play(M_DECL, M_SECOND, M_LAST)
    play(game, *M_SCRIPT[:6])
    assert game.to_move == 2
    assert "claim" not in tokens(game)
    with pytest.raises(IllegalAction):
        game.apply("claim")


def test_claim_mid_deal_takes_remaining_cards():
    # Deal M after trick 3 (seat 1 leads): KS AS TS AC TC vs. trump hearts: seat 0
    # still holds TH, so AS can be trumped -> refused
    game = game_at_play(M_DECL, M_SECOND, M_LAST)
    play(game, *M_SCRIPT[:9])
    assert game.to_move == 1
    assert "claim" not in tokens(game)


def test_claim_sums_to_120_with_tricks_taken_before():
    # Deal C: AH trick (9S, 9C) then claim: still everything to seat 1
    game, result = deal_c(script=("play AH", "play 9S", "play 9C", "claim"))
    assert result.outcome.card_points == (0, 120, 0)
    assert result.outcome.tricks == (0, 8, 0)


# ============================================================================= barrel: what uses an attempt
def test_barrel_opponent_on_barrel_gets_no_bomb_points():
    # danish: seat 0 on the barrel; seat 1 bombs: seat 0 stays 880 (attempt 1)
    game = game_at_contract(C_DECL, C_SECOND, C_LAST, preset="danish", scores=[880, 0, 0])
    game.apply("bomb")
    assert game.scores == (880, 0, 60)
    assert game.counters.barrel_attempts == (1, 0, 0)


def test_barrel_redealt_deal_uses_no_attempt():
    # danish with four-nines redeals: seat 1 (four nines, no marriage) redeals
    hands = ["JH QD JC QC KC TC AC", "9H 9D 9C 9S AH TH JD", "KH QH AD TD KD QS JS"]
    game = new_game("danish", {"redeal_four_nines": "redeal"}, hands=hands, musik=["KS TS AS"],
                    scores=[880, 880, 0], state={"barrel_attempts": [1, 2, 0]})
    result = game.apply("redeal")
    assert result.outcome.redeal
    assert game.scores == (880, 880, 0)
    assert game.counters.barrel_attempts == (1, 2, 0)


def test_barrel_sitter_uses_no_attempt():
    # danish, four players: dealer 0 sits out on the barrel (sitter_scores nothing)
    game = new_game("danish", {"players": 4}, hands=P4_HANDS, musik=["AS QC KC"],
                    scores=[880, 0, 0, 0], state={"barrel_attempts": [2, 0, 0, 0]})
    play(game, "bid 100, pass, pass, take 0, give QC 2, give KC 3, declare 100, claim")
    assert game.scores == (880, 100, 0, 0)
    assert game.counters.barrel_attempts == (2, 0, 0, 0)


# ============================================================================= claims: the defence must follow
@pytest.mark.parametrize("mb,mt", [(True, "if_beats"), (False, "always"), (True, "never")])
def test_claim_accepted_when_forced_follows_clear_the_suit(mb, mt):
    # seat 1: AH TH KH QH JH AD TD 9D.  Diamonds out: QD (seat 2), KD JD (seat 0).
    # AD and TD draw all three (each defender must follow), so 9D then wins too.
    game = game_at_play("AH TH KH QH JH AD TD 9D", "QD 9H AC TC KC QC 9S JS",
                        "KD JD 9C JC AS TS KS QS", {"must_beat": mb, "must_trump": mt})
    assert "claim" in tokens(game)
    result = game.apply("claim")
    assert result.outcome.card_points == (0, 120, 0)
    assert result.score_delta == (0, 100, 0)


@pytest.mark.parametrize("mb,mt", [(True, "if_beats"), (False, "always"), (True, "never")])
def test_claim_refused_when_a_defender_keeps_a_guard(mb, mt):
    # seat 0 holds three diamonds: one survives AD and TD and beats 9D
    game = game_at_play("AH TH KH QH JH AD TD 9D", "9H AC TC KC QC 9S JS 9C",
                        "QD KD JD JC AS TS KS QS", {"must_beat": mb, "must_trump": mt})
    assert "claim" not in tokens(game)
    with pytest.raises(IllegalAction):
        game.apply("claim")
    assert game.to_move == 1


def test_four_players_sitter_stops_at_990():
    # sitter 950 + 110 would pass the target: cap_990 applies to the sitter too
    result, game = four_player_claim({"lock_800": False}, scores=[950, 0, 0, 0])
    assert game.scores == (990, 100, 0, 0)
    assert result.winner is None
