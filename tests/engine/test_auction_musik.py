"""RULES.md §2 steps 2-5, §3 "Bidding" / "Redeals", §4, §5 musik_2x2 and §8
"Auction", "Redeal claims", "Musik": the auction, the musik, the contract,
dark bids, the golden round, redeal claims, four and two players.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from tysiac_engine import IllegalAction
from tysiac_engine.record import load_game

from .scenarios import (
    C_DECL, C_LAST, C_SECOND, deal_c, deal_cards, game_at_play, next_deal, play_out,
)
from .util import legal, new_game, play

# Deal A (dealer 0).  Seat 0: heart marriage (cap 220); seat 1: diamond and
# spade marriages (cap 240); seat 2: no marriage (cap 120).  The musik holds
# the club marriage.
A_HANDS = ["KH QH AS 9D JD TC 9C", "KD QD KS QS AD TD JC", "AH TH 9H JH AC TS JS"]
A_MUSIK = ["QC KC 9S"]


def deal_a(overrides=None, preset="polish", dealer=0):
    return new_game(preset, overrides, hands=A_HANDS, musik=A_MUSIK, dealer=dealer)


def bids(lo, hi, step):
    return {f"bid {n}" for n in range(lo, hi + 1, step)}


def declares(lo, hi, step=10):
    return {f"declare {n}" for n in range(lo, hi + 1, step)}


def musik_seen(game, seat):
    m = game.view(seat).musiks[0]
    return None if m is None else {str(c) for c in m}


# ----------------------------------------------------------------------------- forced opening bid
def test_forced_opening_bid_is_the_only_action():
    game = deal_a()
    assert game.to_move == 1
    assert legal(game) == ["bid 100"]
    for token in ("pass", "bid 110", "bid 120", "dark"):
        with pytest.raises(IllegalAction):
            game.apply(token)
    assert game.to_move == 1 and legal(game) == ["bid 100"]


def test_forced_opener_is_left_of_the_dealer():
    game = deal_a(dealer=2)
    assert game.to_move == 0
    assert legal(game) == ["bid 100"]
    play(game, "bid 100")
    assert game.to_move == 1


def test_forced_bid_won_unopposed():
    game = deal_a()
    play(game, "bid 100, pass, pass")
    view = game.view(0)
    assert view.declarer == 1 and view.high_bid == 100
    assert game.to_move == 1 and legal(game) == ["take 0"]


# ----------------------------------------------------------------------------- bid_step / bid_jumps
def test_bid_step_10():
    game = deal_a()
    play(game, "bid 100")
    assert set(legal(game)) == {"pass", "bid 110", "bid 120"}
    with pytest.raises(IllegalAction):
        game.apply("bid 115")


def test_bid_step_5():
    game = deal_a({"bid_step": 5})
    play(game, "bid 100")
    assert set(legal(game)) == {"pass"} | bids(105, 120, 5)
    with pytest.raises(IllegalAction):
        game.apply("bid 112")


def test_bid_step_5_contract_multiples_of_5():
    # seat 1 wins 100 unopposed, keeps D and S marriages (Deal A, gives QC, KC): 100..240 by 5
    game = deal_a({"bid_step": 5})
    play(game, "bid 100, pass, pass, take 0, give QC 2, give KC 0")
    assert {t for t in legal(game) if t.startswith("declare")} == declares(100, 240, 5)


def test_bid_jumps_false_only_one_step():
    game = deal_a({"bid_jumps": False})
    play(game, "bid 100, pass")
    assert set(legal(game)) == {"pass", "bid 110"}
    with pytest.raises(IllegalAction):
        game.apply("bid 120")
    play(game, "bid 110")
    assert set(legal(game)) == {"pass", "bid 120"}


def test_bid_jumps_false_step_5():
    game = deal_a({"bid_jumps": False, "bid_step": 5})
    play(game, "bid 100")
    assert set(legal(game)) == {"pass", "bid 105"}


def test_bid_jumps_true_any_multiple_up_to_the_cap():
    game = deal_a()
    play(game, "bid 100, pass")
    assert set(legal(game)) == {"pass"} | bids(110, 220, 10)


# ----------------------------------------------------------------------------- bid_cap
def test_bid_cap_marriages_no_marriage_120():
    game = deal_a()
    play(game, "bid 100")
    assert max(int(t.split()[1]) for t in legal(game) if t.startswith("bid")) == 120
    with pytest.raises(IllegalAction):
        game.apply("bid 130")


def test_bid_cap_marriages_one_marriage():
    # seat 0: hearts 100 -> 220
    game = deal_a()
    play(game, "bid 100, pass")
    assert set(legal(game)) == {"pass"} | bids(110, 220, 10)
    with pytest.raises(IllegalAction):
        game.apply("bid 230")


def test_bid_cap_marriages_sum_of_marriages():
    # seat 1: diamonds 80 + spades 40 -> 240
    game = deal_a()
    play(game, "bid 100, pass, bid 110")
    assert set(legal(game)) == {"pass"} | bids(120, 240, 10)


def test_bid_cap_any_marriage():
    game = deal_a({"bid_cap": "any_marriage"})
    play(game, "bid 100")
    assert set(legal(game)) == {"pass", "bid 110", "bid 120"}  # seat 2: no marriage
    play(game, "pass")
    assert set(legal(game)) == {"pass"} | bids(110, 360, 10)  # seat 0: a marriage


def test_bid_cap_unlimited_up_to_360():
    game = deal_a({"bid_cap": "unlimited"})
    play(game, "bid 100")
    assert set(legal(game)) == {"pass"} | bids(110, 360, 10)
    with pytest.raises(IllegalAction):
        game.apply("bid 370")


def test_bid_cap_judged_on_dealt_hand_not_musik():
    # seat 2 would get the club marriage from the musik, but bids on its dealt
    # hand (no marriage): never above 120, even after the opener raised
    game = deal_a()
    play(game, "bid 100, bid 110, pass, bid 120")
    assert game.to_move == 2 and legal(game) == ["pass"]
    with pytest.raises(IllegalAction):
        game.apply("bid 130")


def test_contract_judged_on_kept_cards_gains_musik_marriage():
    # seat 2 wins at 120, takes QC KC 9S, gives 9S and JS: keeps the club
    # marriage -> contract 120..180.
    game = deal_a()
    play(game, "bid 100, bid 120, pass, pass, take 0, give 9S 0, give JS 1")
    assert set(legal(game)) == declares(120, 180)
    with pytest.raises(IllegalAction):
        game.apply("declare 190")


def test_contract_judged_on_kept_cards_loses_given_marriage():
    # seat 1 (D, S marriages) gives QS away: keeps diamonds (+ clubs from the
    # musik): 120 + 80 + 60 = 260.
    game = deal_a()
    play(game, "bid 100, pass, pass, take 0, give QS 2, give 9S 0")
    declared = {t for t in legal(game) if t.startswith("declare")}
    assert declared == declares(100, 260)


def test_winning_bid_is_always_a_legal_contract():
    # seat 0 wins at 220 on its heart marriage, then gives QH and KC away: no
    # marriage in the kept cards, yet 220 stays a legal contract (the only one).
    game = deal_a()
    play(game, "bid 100, pass, bid 220, pass, take 0, give QH 1, give KC 2")
    assert set(legal(game)) == {"declare 220"}
    with pytest.raises(IllegalAction):
        game.apply("declare 230")
    play(game, "declare 220")
    assert game.view(0).contract == 220


# Deal Q: seat 1 holds three marriages and the musik brings the fourth (KS).
Q_HANDS = ["JC TC AC 9S JS TS AS", "QH KH QD KD QC KC QS", "JH TH AH JD TD AD 9C"]
Q_MUSIK = ["KS 9H 9D"]


def test_bid_cap_three_marriages_reaches_360():
    game = new_game(hands=Q_HANDS, musik=Q_MUSIK)
    play(game, "bid 100, bid 110, pass")
    assert set(legal(game)) == {"pass"} | bids(120, 360, 10)


def test_contract_max_360_with_four_marriages():
    # 120 + 280 = 400 with four marriages, but never above 360 (3 players)
    game = new_game(hands=Q_HANDS, musik=Q_MUSIK)
    play(game, "bid 100, pass, pass, take 0, give 9H 2, give 9D 0")
    declared = {t for t in legal(game) if t.startswith("declare")}
    assert declared == declares(100, 360)
    for token in ("declare 370", "declare 400"):
        with pytest.raises(IllegalAction):
            game.apply(token)


# ----------------------------------------------------------------------------- passing
def test_passing_is_final():
    game = deal_a()
    play(game, "bid 100, pass, bid 110, bid 120")
    assert game.to_move == 0  # seat 2 passed: skipped
    play(game, "bid 130")
    assert game.to_move == 1
    play(game, "pass")
    # seat 2 is out, seat 1 just passed: seat 0 is the declarer at 130
    view = game.view(2)
    assert view.declarer == 0 and view.high_bid == 130
    assert legal(game) == ["take 0"] and game.to_move == 0


def test_auction_ends_when_all_but_one_passed():
    game = deal_a()
    play(game, "bid 100, bid 110, pass, pass")
    view = game.view(0)
    assert view.declarer == 2 and view.high_bid == 110
    assert game.to_move == 2


def test_opener_may_raise_again():
    game = deal_a()
    play(game, "bid 100, bid 110, pass")
    assert game.to_move == 1
    assert "bid 120" in legal(game) and "pass" in legal(game)


# ----------------------------------------------------------------------------- show_musik
MUSIK_A = {"QC", "KC", "9S"}


def test_show_musik_if_raised_hidden_when_opening_bid_unopposed():
    game = deal_a()
    play(game, "bid 100, pass, pass, take 0")
    assert musik_seen(game, 2) is None
    assert musik_seen(game, 0) is None
    assert musik_seen(game, 1) == MUSIK_A


def test_show_musik_if_raised_shown_after_a_raise():
    game = deal_a()
    play(game, "bid 100, bid 110, pass, pass, take 0")
    assert musik_seen(game, 0) == MUSIK_A
    assert musik_seen(game, 1) == MUSIK_A
    assert musik_seen(game, 2) == MUSIK_A


def test_show_musik_if_raised_opener_raising_again_counts():
    # 100, 110, pass, 120, pass: seat 1 wins a raised auction
    game = deal_a()
    play(game, "bid 100, bid 110, pass, bid 120, pass, take 0")
    assert musik_seen(game, 2) == MUSIK_A


def test_show_musik_always():
    game = deal_a({"show_musik": "always"})
    play(game, "bid 100, pass, pass, take 0")
    assert musik_seen(game, 2) == MUSIK_A
    assert musik_seen(game, 0) == MUSIK_A


def test_show_musik_never():
    game = deal_a({"show_musik": "never"})
    play(game, "bid 100, bid 110, pass, pass, take 0")
    assert musik_seen(game, 0) is None
    assert musik_seen(game, 1) is None
    assert musik_seen(game, 2) == MUSIK_A  # the declarer


def test_show_musik_changes_only_what_players_see():
    # same cards and actions, only the view differs
    a = deal_a({"show_musik": "never"})
    b = deal_a({"show_musik": "always"})
    for g in (a, b):
        play(g, "bid 100, pass, pass, take 0")
    assert legal(a) == legal(b)
    assert a.view(1).hand == b.view(1).hand


# ----------------------------------------------------------------------------- dark_bid
DARK = {"dark_bid": True}
# Deal Dk (dealer 0; final hands).  Script: 9S/AS/9C -> seat 2 (11); 9D/JD/AD ->
# seat 1 (13); seat 1 melds QH (+100) and claims the rest.
DK = ("9S AD AH TH KH QH JH 9H", "AS JS QS KS TS 9D KD TD", "9C JC QC KC TC AC JD QD")
DK_SCRIPT = ["play 9S", "play AS", "play 9C", "play 9D", "play JD", "play AD",
             "meld QH", "play JS", "play JC", "claim"]


def test_dark_offered_to_first_hand_only():
    game = deal_a(DARK)
    assert set(legal(game)) == {"bid 100", "dark"}
    play(game, "bid 100")
    assert "dark" not in legal(game)
    with pytest.raises(IllegalAction):
        game.apply("dark")


def test_dark_may_be_overbid():
    game = deal_a(DARK)
    play(game, "dark")
    assert set(legal(game)) == {"pass"}  # seat 2: cap 120, nothing above 120
    play(game, "pass")
    assert set(legal(game)) == {"pass"} | bids(130, 220, 10)  # seat 0


def test_dark_overbid_is_an_ordinary_deal():
    game = deal_a(DARK)
    play(game, "dark, pass, bid 130, pass, take 0")
    view = game.view(1)
    assert view.declarer == 0 and view.high_bid == 130 and not view.dark
    play(game, "give QC 1, give KC 2")
    assert set(legal(game)) == declares(130, 220)


def test_dark_stands_musik_unseen_contract_fixed_120():
    game = deal_a(DARK)
    play(game, "dark, pass, pass")
    view = game.view(0)
    assert view.declarer == 1 and view.high_bid == 120 and view.dark
    play(game, "take 0")
    assert musik_seen(game, 2) is None
    assert musik_seen(game, 0) is None
    play(game, "give QC 2, give KC 0")
    declared = {t for t in legal(game) if t.startswith("declare")}
    assert declared == {"declare 120"}  # seat 1 could otherwise declare up to 240
    with pytest.raises(IllegalAction):
        game.apply("declare 130")


def test_dark_made_scores_doubled():
    # seat 1: 120 - 11 = 109 card points + 100 = 209 >= 120 -> +120 x2 = +240;
    # seat 2: 11 -> 10 -> x2 = 20; seat 0: 0.
    game = game_at_play(*DK, DARK, auction="dark, pass, pass", contract=120)
    result = play(game, *DK_SCRIPT)
    assert result.outcome.card_points == (0, 109, 11)
    assert result.outcome.made is True
    assert result.score_delta == (0, 240, 20)


def test_same_deal_without_dark_not_doubled():
    game = game_at_play(*DK, DARK, auction="bid 100, pass, pass", contract=120)
    result = play(game, *DK_SCRIPT)
    assert result.score_delta == (0, 120, 10)


def test_dark_failed_costs_double():
    # Deal G: the declarer (no king, no marriage) loses AH's trick at once.
    game = game_at_play(*G, DARK, auction="dark, pass, pass", contract=120)
    play(game, "play 9H", "play AH")
    result = play_out(game)
    assert result.outcome.made is False
    assert result.score_delta[1] == -240


# ----------------------------------------------------------------------------- golden_round
GOLDEN = {"golden_round": True}
EXAMPLES = Path(__file__).parent / "examples"
# Deal G: the first hand cannot make 120: it holds no king, and loses AH's trick.
G = ("9H JH QH 9D JD QD 9C JC", "AH TH KH AD TD KD 9S JS", "QC KC TC AC QS KS TS AS")


def test_golden_round_no_auction_first_hand_plays_120():
    hands, musik, gives = deal_cards(*DK)
    game = new_game("polish", GOLDEN, hands=hands, musik=musik)
    assert game.to_move == 1
    assert legal(game) == ["take 0"]
    play(game, "take 0")
    assert musik_seen(game, 2) is None and musik_seen(game, 0) is None
    play(game, *gives)
    declared = {t for t in legal(game) if t.startswith("declare")}
    assert declared == {"declare 120"}
    view = game.view(0)
    assert view.golden and view.declarer == 1


def test_golden_round_made_doubled():
    hands, musik, gives = deal_cards(*DK)
    game = new_game("polish", GOLDEN, hands=hands, musik=musik)
    result = play(game, "take 0", *gives, "declare 120", *DK_SCRIPT)
    assert result.score_delta == (0, 240, 20)


def golden_fail(game):
    gives = next_deal(game, *G)
    play(game, "take 0", *gives, "declare 120", "play 9H", "play AH")
    result = play_out(game)
    assert result.outcome.golden and result.outcome.made is False
    return result


def test_golden_round_each_player_in_turn_and_again_when_nobody_made():
    hands, musik, gives = deal_cards(*G)
    game = new_game("polish", GOLDEN, hands=hands, musik=musik)
    first = [game.to_move]
    play(game, "take 0", *gives, "declare 120", "play 9H", "play AH")
    play_out(game)
    for _ in range(2):
        gives = next_deal(game, *G)
        first.append(game.to_move)
        assert legal(game) == ["take 0"]
        play(game, "take 0", *gives, "declare 120", "play 9H", "play AH")
        play_out(game)
    assert first == [1, 2, 0]
    # nobody made it: the golden round starts again (RULES.md §8 "Golden round")
    next_deal(game, *G)
    assert legal(game) == ["take 0"]
    assert game.view(0).golden and game.scores == (0, 0, 0)


def test_golden_round_nobody_made_all_scores_reset():
    hands, musik, gives = deal_cards(*G)
    game = new_game("polish", GOLDEN, hands=hands, musik=musik, scores=[50, 60, 70])
    play(game, "take 0", *gives, "declare 120", "play 9H", "play AH")
    r1 = play_out(game)
    assert r1.score_delta[1] == -240  # doubled failure
    r2 = golden_fail(game)
    assert r2.score_delta[2] == -240
    r3 = golden_fail(game)
    # the reset is part of the last golden deal's result (RULES.md §8, RECORD.md): its scores_after
    # are where the game started, its delta those minus the scores before it; counters go back too
    assert r3.base[0] == -240 and "golden_reset" in [e.kind for e in r3.steps]
    assert r3.scores_after == game.scores == (50, 60, 70)
    assert r3.score_delta == tuple(s - b for s, b in zip((50, 60, 70), r2.scores_after))
    assert game.counters.bolts == r3.counters.bolts == (0, 0, 0)


def test_golden_round_nobody_made_no_winner_in_the_last_deal():
    """RULES.md §8: the reset comes before the winner check, so reaching the target there does not win."""
    game = load_game((EXAMPLES / "golden_reset-2.record.json").read_bytes())
    r2, r3 = game.results[1:]
    assert r2.scores_after[0] + r3.base[0] >= game.rules.target  # the deal alone would have won it
    assert r3.winner is None and not game.is_over
    assert r3.scores_after == game.scores == game.start_scores == (990, 0, 0)
    assert [e.kind for e in r3.steps][-1] == "golden_reset"


def test_golden_round_someone_made_no_reset():
    hands, musik, gives = deal_cards(*DK)
    game = new_game("polish", GOLDEN, hands=hands, musik=musik)
    play(game, "take 0", *gives, "declare 120", *DK_SCRIPT)
    assert game.scores == (0, 240, 20)
    golden_fail(game)
    golden_fail(game)
    assert game.scores != (0, 0, 0)
    assert game.scores[1] >= 240  # seat 1 was an opponent in deals 2 and 3


# ----------------------------------------------------------------------------- redeal_four_nines
# Deal R: seat 1 holds four nines and no marriage.
R_HANDS = ["JH QD JC QC KC TC AC", "9H 9D 9C 9S AH TH JD", "KH QH AD TD KD QS JS"]
R_MUSIK = ["KS TS AS"]


def test_four_nines_redeal_offered_before_bidding():
    game = new_game(hands=R_HANDS, musik=R_MUSIK)
    assert game.to_move == 1
    assert set(legal(game)) == {"redeal", "keep"}
    with pytest.raises(IllegalAction):
        game.apply("bid 100")


def test_four_nines_redeal_same_dealer():
    game = new_game(hands=R_HANDS, musik=R_MUSIK)
    result = game.apply("redeal")
    assert result is not None and result.outcome.redeal
    assert result.score_delta == (0, 0, 0)
    assert game.scores == (0, 0, 0)
    assert game.next_dealer == 0
    game.start_deal()
    assert game.current.dealer == 0


def test_four_nines_keep_goes_to_auction():
    game = new_game(hands=R_HANDS, musik=R_MUSIK)
    play(game, "keep")
    assert game.to_move == 1 and legal(game) == ["bid 100"]


def test_four_nines_with_marriage_not_entitled():
    hands = ["JH QD JC QC KC TC AC", "9H 9D 9C 9S KH QH JD", "AH TH AD TD KD QS JS"]
    game = new_game(hands=hands, musik=R_MUSIK)
    assert legal(game) == ["bid 100"]


def test_four_nines_off():
    game = new_game("polish", {"redeal_four_nines": "off"}, hands=R_HANDS, musik=R_MUSIK)
    assert legal(game) == ["bid 100"]
    result = play(game, "bid 100, pass, pass, take 0, give KS 2, give TS 0, bomb")
    assert result.score_delta == (60, 0, 60)


def test_four_nines_bonus_120_no_redeal_bonus_on_bombed_deal():
    # seat 1 bombs: declarer 0 + 120 bonus; opponents 60 each
    game = new_game("polish", {"redeal_four_nines": "bonus_120"}, hands=R_HANDS, musik=R_MUSIK)
    assert legal(game) == ["bid 100"]
    result = play(game, "bid 100, pass, pass, take 0, give KS 2, give TS 0, bomb")
    assert result.score_delta == (60, 120, 60)


def test_four_nines_bonus_120_after_the_musik():
    # seat 1 dealt 9H 9D 9C, the musik brings 9S; it gives 9S away again
    hands = ["JH QD JC QC KC TC AC", "9H 9D 9C AH TH JD KS", "KH QH AD TD KD QS JS"]
    game = new_game("polish", {"redeal_four_nines": "bonus_120"}, hands=hands, musik=["9S TS AS"])
    result = play(game, "bid 100, pass, pass, take 0, give 9S 2, give TS 0, bomb")
    assert result.score_delta == (60, 120, 60)


def test_four_nines_bonus_120_after_a_give():
    # seat 0 dealt 9D 9C 9S, seat 1 gives it 9H: seat 0 gets 60 + 120
    hands = ["9D 9C 9S JH QD JC QC", "9H AH TH JD KS AS TS", "KH QH AD TD KD QS JS"]
    game = new_game("polish", {"redeal_four_nines": "bonus_120"}, hands=hands, musik=["KC TC AC"])
    result = play(game, "bid 100, pass, pass, take 0, give KC 2, give 9H 0, bomb")
    assert result.score_delta == (180, 0, 60)


# ----------------------------------------------------------------------------- redeal_weak_hand
WEAK = {"redeal_four_nines": "off", "redeal_weak_hand": 12}
# seat 1: 9H JH JD JC JS 9S KC = 2+2+2+2+4 = 12 points, no marriage
W_HANDS = ["TD AD 9C QC TC AC QS", "9H JH JD JC JS 9S KC", "QH KH TH AH 9D QD KD"]
W_MUSIK = ["KS TS AS"]


def test_weak_hand_at_the_limit_entitled():
    game = new_game("polish", WEAK, hands=W_HANDS, musik=W_MUSIK)
    assert game.to_move == 1
    assert set(legal(game)) == {"redeal", "keep"}


def test_weak_hand_above_the_limit_not_entitled():
    game = new_game("polish", {**WEAK, "redeal_weak_hand": 11}, hands=W_HANDS, musik=W_MUSIK)
    assert legal(game) == ["bid 100"]


def test_weak_hand_with_marriage_never_entitled():
    # KS QS 9H 9D JH JD 9C = 4+3+2+2 = 11 points but a marriage
    hands = ["AD JC QC KC TC AC 9S", "KS QS 9H 9D JH JD 9C", "QH KH TH AH QD KD TD"]
    game = new_game("polish", WEAK, hands=hands, musik=["JS TS AS"])
    assert legal(game) == ["bid 100"]


def test_weak_hand_redeal_same_dealer():
    game = new_game("polish", WEAK, hands=W_HANDS, musik=W_MUSIK)
    result = game.apply("redeal")
    assert result.outcome.redeal and result.score_delta == (0, 0, 0)
    assert game.next_dealer == 0


def test_seat_entitled_by_two_rules_asked_once():
    # four nines and 6 points: one claim, then the auction
    hands = ["AD QC KC TC AC JS QS", "9H 9D 9C 9S JH JD JC", "QH KH TH AH QD KD TD"]
    game = new_game("polish", {"redeal_four_nines": "redeal", "redeal_weak_hand": 12},
                    hands=hands, musik=["KS TS AS"])
    assert game.to_move == 1 and set(legal(game)) == {"redeal", "keep"}
    play(game, "keep")
    assert game.to_move == 1 and legal(game) == ["bid 100"]


def test_claims_asked_in_turn_from_dealers_left():
    # seats 1 and 0 both hold 14 points and no marriage (limit 14); dealer 0:
    # seat 1 is asked first, then seat 0, then the auction starts at seat 1.
    hands = ["9C JC 9S JS QH QD KC", "9H JH 9D JD QC QS KH", "TH AH KD TD AD TC AC"]
    overrides = {"redeal_four_nines": "off", "redeal_weak_hand": 14}
    game = new_game("polish", overrides, hands=hands, musik=["KS TS AS"])
    assert game.to_move == 1 and set(legal(game)) == {"redeal", "keep"}
    play(game, "keep")
    assert game.to_move == 0 and set(legal(game)) == {"redeal", "keep"}
    play(game, "keep")
    assert game.to_move == 1 and legal(game) == ["bid 100"]


def test_second_claimant_may_redeal():
    hands = ["9C JC 9S JS QH QD KC", "9H JH 9D JD QC QS KH", "TH AH KD TD AD TC AC"]
    overrides = {"redeal_four_nines": "off", "redeal_weak_hand": 14}
    game = new_game("polish", overrides, hands=hands, musik=["KS TS AS"])
    result = play(game, "keep", "redeal")
    assert result.outcome.redeal
    assert game.next_dealer == 0


# ----------------------------------------------------------------------------- redeal_poor_musik
PM_HANDS = ["AC 9S JS QS KS TS AS", "AH TH KH QH JH AD TD", "JD QD KD 9C JC KC TC"]


def test_poor_musik_redeal_after_take():
    game = new_game("polish", {"redeal_poor_musik": 3}, hands=PM_HANDS, musik=["9H 9D QC"])
    play(game, "bid 100, pass, pass")
    assert legal(game) == ["take 0"]  # not before the musik is taken
    play(game, "take 0")
    assert "redeal" in legal(game)
    result = game.apply("redeal")
    assert result.outcome.redeal and result.score_delta == (0, 0, 0)
    assert game.next_dealer == 0


def test_poor_musik_above_limit_no_redeal():
    # musik 9H 9D KC = 4 points > 3
    hands = ["AC 9S JS QS KS TS AS", "AH TH KH QH JH AD TD", "JD QD KD 9C JC QC TC"]
    game = new_game("polish", {"redeal_poor_musik": 3}, hands=hands, musik=["9H 9D KC"])
    play(game, "bid 100, pass, pass, take 0")
    assert "redeal" not in legal(game)
    with pytest.raises(IllegalAction):
        game.apply("redeal")


def test_poor_musik_null_no_redeal():
    game = new_game("polish", None, hands=PM_HANDS, musik=["9H 9D QC"])
    play(game, "bid 100, pass, pass, take 0")
    assert "redeal" not in legal(game)


def test_poor_musik_only_the_declarer_asks():
    game = new_game("polish", {"redeal_poor_musik": 3}, hands=PM_HANDS, musik=["9H 9D QC"])
    assert legal(game) == ["bid 100"]  # no claim for anyone before the auction


# ----------------------------------------------------------------------------- musik gives
def test_gives_one_card_to_each_opponent_once():
    game = deal_a()
    play(game, "bid 100, pass, pass, take 0")
    hand = ["KD", "QD", "KS", "QS", "AD", "TD", "JC", "QC", "KC", "9S"]
    assert set(legal(game)) == {f"give {c} {s}" for c in hand for s in (2, 0)}
    play(game, "give QC 2")
    assert set(legal(game)) == {f"give {c} 0" for c in hand if c != "QC"}
    with pytest.raises(IllegalAction):
        game.apply("give KC 2")
    with pytest.raises(IllegalAction):
        game.apply("give KC 1")
    play(game, "give KC 0")
    assert game.phase == "contract"
    assert len(game.view(1).hand) == 8 and len(game.view(2).hand) == 8 and len(game.view(0).hand) == 8
    assert "QC" in {str(c) for c in game.view(2).hand}
    assert "KC" in {str(c) for c in game.view(0).hand}


def test_gives_in_any_order():
    game = deal_a()
    play(game, "bid 100, pass, pass, take 0, give 9S 0, give JC 2")
    assert game.phase == "contract"
    assert "9S" in {str(c) for c in game.view(0).hand}


def test_give_hidden_from_the_other_opponent():
    game = deal_a()
    play(game, "bid 100, pass, pass, take 0, give QC 2, give KC 0")
    assert dict(game.view(0).gives)[2] is None
    assert str(dict(game.view(2).gives)[2]) == "QC"


# ----------------------------------------------------------------------------- dealer rotation
def test_dealer_rotates_after_a_played_deal():
    game, result = deal_c()
    assert game.next_dealer == 1
    next_deal(game, C_DECL, C_SECOND, C_LAST)
    assert game.current.dealer == 1
    assert game.to_move == 2 and legal(game) == ["bid 100"]


# ----------------------------------------------------------------------------- four players
P4 = {"players": 4}
# dealer 0 sits out
P4_HANDS = ["", "AH TH KH QH JH 9H AD", "9D JD QD KD TD 9C JC", "TC AC 9S JS QS KS TS"]
P4_MUSIK = ["AS QC KC"]


def test_four_players_dealer_sits_out():
    game = new_game("polish", P4, hands=P4_HANDS, musik=P4_MUSIK)
    view = game.view(0)
    assert view.active == (1, 2, 3)
    assert view.hand == ()
    assert game.to_move == 1 and legal(game) == ["bid 100"]
    play(game, "bid 100, bid 110")  # seat 2: diamond marriage
    assert game.to_move == 3
    play(game, "pass")
    assert game.to_move == 1
    play(game, "pass")
    assert game.view(3).declarer == 2


def test_four_players_gives_to_the_two_opponents_only():
    game = new_game("polish", P4, hands=P4_HANDS, musik=P4_MUSIK)
    play(game, "bid 100, pass, pass, take 0")
    targets = {int(t.split()[2]) for t in legal(game) if t.startswith("give")}
    assert targets == {2, 3}
    play(game, "give QC 2, give KC 3, declare 100")
    assert game.to_move == 1
    play(game, "play 9H")
    assert game.to_move == 2
    play(game, "play 9D")
    assert game.to_move == 3
    play(game, "play TC")
    assert game.to_move == 1  # 9H (only heart) wins; the sitter never plays


def test_four_players_next_deal_next_dealer_sits_out():
    game = new_game("polish", P4, hands=P4_HANDS, musik=P4_MUSIK)
    play(game, "bid 100, pass, pass, take 0, give QC 2, give KC 3, declare 100, claim")
    assert game.next_dealer == 1
    hands = ["AH TH KH QH JH 9H AD", "", "9D JD QD KD TD 9C JC", "TC AC 9S JS QS KS TS"]
    game.start_deal([h.split() for h in hands], [P4_MUSIK[0].split()], 1)
    assert game.view(1).active == (2, 3, 0)
    assert game.to_move == 2 and legal(game) == ["bid 100"]


# ----------------------------------------------------------------------------- two players, musik_2x2
P2 = {"players": 2}
P2_HANDS = ["AS TS KS QS JS 9C JC QC KC TC", "AH TH KH QH JH 9H AD TD KD 9S"]
P2_MUSIK = ["QD JD", "9D AC"]
# seat 1 leads 9 tricks it wins (hearts, AD TD KD) while seat 0 discards, then
# 9S loses to AS: seat 0 takes the last trick and the 4 cards aside.
P2_PLAY = ["play AH", "play 9C", "play TH", "play JC", "play KH", "play QC", "play QH", "play KC",
           "play JH", "play TC", "play 9H", "play JS", "play AD", "play QS", "play TD", "play KS",
           "play KD", "play TS", "play 9S", "play AS"]


def p2_game(overrides=None):
    return new_game("polish", {**P2, **(overrides or {})}, hands=P2_HANDS, musik=P2_MUSIK)


def test_two_players_auction_and_two_musiks():
    game = p2_game()
    assert game.to_move == 1 and legal(game) == ["bid 100"]
    play(game, "bid 100")
    # seat 0: spade 40 + club 60 -> 220
    assert set(legal(game)) == {"pass"} | bids(110, 220, 10)
    play(game, "pass")
    assert set(legal(game)) == {"take 0", "take 1"}


def test_two_players_take_and_discard_two():
    game = p2_game()
    play(game, "bid 100, pass, take 1")
    hand = {str(c) for c in game.view(1).hand}
    assert hand == set(P2_HANDS[1].split()) | {"9D", "AC"}
    assert set(legal(game)) == {f"discard {c}" for c in hand}
    play(game, "discard 9D")
    with pytest.raises(IllegalAction):
        game.apply("discard 9D")
    play(game, "discard 9S")
    assert game.phase == "contract"
    assert len(game.view(1).hand) == 10
    # kept 10 cards: hearts marriage -> 100..220 (+ bomb at 100)
    assert {t for t in legal(game) if t.startswith("declare")} == declares(100, 220)


def test_two_players_bid_cap_400():
    # seat 0 holds all four marriages: 120 + 280 = 400, the 2-player maximum
    hands = ["QH KH QD KD QC KC QS KS 9H 9D", "AH TH JH AD TD JD AC TC JC 9C"]
    game = new_game("polish", P2, hands=hands, musik=["AS TS", "JS 9S"])
    play(game, "bid 100")
    assert set(legal(game)) == {"pass"} | bids(110, 400, 10)
    with pytest.raises(IllegalAction):
        game.apply("bid 410")


def test_two_players_unlimited_cap_400():
    game = p2_game({"bid_cap": "unlimited"})
    play(game, "bid 100")
    assert max(int(t.split()[1]) for t in legal(game) if t.startswith("bid")) == 400


def test_two_players_aside_cards_go_to_last_trick_winner():
    # seat 1 discards QD JD from musik 0; aside = QD JD + musik 1 (9D AC).
    # Seat 0: last trick 9S + AS = 11, aside 3 + 2 + 0 + 11 = 16 -> 27.
    # Seat 1: 55 own + 38 of seat 0's discards = 93 < 100 -> -100; seat 0 27 -> 30.
    game = p2_game()
    play(game, "bid 100, pass, take 0, discard QD, discard JD, declare 100")
    result = play(game, *P2_PLAY)
    assert result.outcome.card_points == (27, 93)
    assert sum(result.outcome.card_points) == 120
    assert result.score_delta == (30, -100)


def test_two_players_meld_and_aside():
    # as above but seat 1 leads QH as a meld: 93 + 100 = 193 >= 190
    game = p2_game()
    play(game, "bid 100, pass, take 0, discard QD, discard JD, declare 190")
    script = list(P2_PLAY)
    script[6] = "meld QH"
    script[0], script[6] = script[6], script[0]  # meld first
    result = play(game, *script)
    assert result.outcome.card_points == (27, 93)
    assert result.outcome.melds[1] == (100,)
    assert result.score_delta == (30, 190)


def test_two_players_claim_takes_the_aside_cards():
    # discard 9S and JD: seat 1 keeps hearts and AD TD KD QD, unbeatable:
    # all 120 (aside 9S JD + 9D AC included).
    game = p2_game()
    play(game, "bid 100, pass, take 0, discard 9S, discard JD, declare 100")
    assert "claim" in legal(game)
    result = game.apply("claim")
    assert result.outcome.card_points == (0, 120)
    assert result.score_delta == (0, 100)


def test_four_players_max_bid_360():
    game = new_game("polish", {**P4, "bid_cap": "unlimited"}, hands=P4_HANDS, musik=P4_MUSIK)
    play(game, "bid 100")
    assert set(legal(game)) == {"pass"} | bids(110, 360, 10)
    with pytest.raises(IllegalAction):
        game.apply("bid 370")
