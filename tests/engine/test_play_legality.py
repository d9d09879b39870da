"""RULES.md §2 steps 6-7 and §8 "Melds": which card may be played, who wins the
trick, and marriages.  Every legality case is checked under each value of
must_beat (true/false) x must_trump (if_beats/always/never).

Exact reading (§2.6): L led suit, T trump, W card now winning; a card beats W
if it is of W's suit and higher, or a trump while W is not.
  1. holding L: play L; with must_beat one that beats W if any does;
  2. else holding trumps (must_trump not never): always -> a trump (with
     must_beat one that beats W if any does); if_beats -> a trump that beats
     W if any does, else any card;
  3. else any card.

All deals: dealer 0, seat 1 (first hand) wins the forced 100 unopposed,
seat 2 plays second, seat 0 third (see scenarios.py).
"""
from __future__ import annotations

import pytest

from tysiac_engine import IllegalAction

from .scenarios import (
    M_DECL, M_LAST, M_SECOND, M_SCRIPT, deal_m, game_at_play, plays, tokens,
)
from .util import play

COMBOS = [(mb, mt) for mb in (True, False) for mt in ("if_beats", "always", "never")]
COMBO_IDS = [f"must_beat={mb}-must_trump={mt}" for mb, mt in COMBOS]

H, D, C, S = 0, 1, 2, 3  # suit indexes as in view.trump

# Deal N: no marriage declared, so no trump.  Seat 0 holds no spade.
N_DECL = "JS QS TS KH QH JD KD 9C"
N_SECOND = "9S KS AS JH QD JC QC KC"
N_LAST = "AH TH 9H AD TD 9D AC TC"

# Deal T: seat 1 melds KH (trump hearts); seat 2 must take it with AH (its only
# heart); seat 0 follows with JH or TH and keeps the other; seat 2 then leads a
# diamond, a suit seats 0 and 1 are void in.
T_DECL = "QH KH 9H AC TC QC AS KS"
T_SECOND = "AH 9D JD QD KD TD AD 9S"
T_LAST = "JH TH 9C JC KC JS QS TS"

# Deal T2: as T, but seat 1 holds 9D and AD, so it must follow diamonds
# after seat 0 trumped.
T2_DECL = "QH KH 9H 9D AD AC KC KS"
T2_SECOND = "AH JD QD KD TD 9C 9S JS"
T2_LAST = "JH TH JC QC TC QS AS TS"


def rules(mb, mt, **extra):
    return {"must_beat": mb, "must_trump": mt, **extra}


def cards_set(text: str) -> set[str]:
    return {f"play {c}" for c in text.split()}


def at(deal, mb, mt, *script, **extra):
    game = game_at_play(*deal, rules(mb, mt, **extra))
    play(game, *script)
    return game


N = (N_DECL, N_SECOND, N_LAST)
T = (T_DECL, T_SECOND, T_LAST)
T2 = (T2_DECL, T2_SECOND, T2_LAST)


# ----------------------------------------------------------------------------- 1. following suit
@pytest.mark.parametrize("mb,mt", COMBOS, ids=COMBO_IDS)
def test_follow_suit_must_beat_when_a_higher_card_is_held(mb, mt):
    # JS led, no trump. Seat 2 holds 9S (lower) and KS AS (higher) plus other suits.
    game = at(N, mb, mt, "play JS")
    assert game.to_move == 2
    expected = "KS AS" if mb else "9S KS AS"
    assert plays(game) == cards_set(expected)


@pytest.mark.parametrize("mb,mt", COMBOS, ids=COMBO_IDS)
def test_follow_suit_only_led_suit_cards_even_with_other_suits_higher(mb, mt):
    # Seat 2 holds JH QD JC QC KC too: never playable while it holds spades.
    game = at(N, mb, mt, "play JS")
    for card in ("JH", "QD", "KC"):
        with pytest.raises(IllegalAction):
            game.apply(f"play {card}")
    assert game.to_move == 2


@pytest.mark.parametrize("mb,mt", COMBOS, ids=COMBO_IDS)
def test_follow_suit_no_card_beats_w_any_card_of_the_suit(mb, mt):
    # Deal T trick 1: KH melded (trump H), AH played: seat 0's JH and TH are both
    # lower than W=AH, so either heart; its other cards are not allowed.
    game = at(T, mb, mt, "meld KH", "play AH")
    assert game.to_move == 0
    assert plays(game) == cards_set("JH TH")


@pytest.mark.parametrize("mb,mt", COMBOS, ids=COMBO_IDS)
def test_follow_led_trump_with_the_only_card_of_the_suit(mb, mt):
    # Seat 2 holds a single heart (AH) when hearts (the new trump) are led.
    game = at(T, mb, mt, "meld KH")
    assert plays(game) == cards_set("AH")


@pytest.mark.parametrize("mb,mt", COMBOS, ids=COMBO_IDS)
def test_follow_suit_holding_trumps_must_still_follow(mb, mt):
    # Deal T: trick 2 is 9D, TH (seat 0 trumps), 9H; seat 0 wins and leads KC.
    # Seat 1 holds AC TC (beat KC), QC (does not) and QH (a trump): clubs only.
    game = at(T, mb, mt, "meld KH", "play AH", "play JH", "play 9D", "play TH", "play 9H", "play KC")
    assert game.to_move == 1
    expected = "AC TC" if mb else "AC TC QC"
    assert plays(game) == cards_set(expected)


@pytest.mark.parametrize("mb,mt", COMBOS, ids=COMBO_IDS)
def test_follow_suit_after_trick_was_trumped_any_card_of_led_suit(mb, mt):
    # Deal T2 trick 2: seat 2 leads JD, seat 0 (void) trumps with TH.  W = TH, a
    # trump; seat 1's AD is higher than the led JD but does not beat W, so with
    # must_beat too both 9D and AD may be played (and nothing else).
    game = at(T2, mb, mt, "meld KH", "play AH", "play JH", "play JD", "play TH")
    assert game.to_move == 1
    assert plays(game) == cards_set("9D AD")


@pytest.mark.parametrize("mb", [True, False])
def test_follow_suit_after_a_discard_must_beat_the_led_card(mb):
    # Control for the case above: must_trump never lets seat 0 discard JC instead
    # of trumping; W stays JD, and AD beats it.
    game = at(T2, mb, "never", "meld KH", "play AH", "play JH", "play JD", "play JC")
    assert game.to_move == 1
    assert plays(game) == (cards_set("AD") if mb else cards_set("9D AD"))


# ----------------------------------------------------------------------------- 2. void in the led suit
@pytest.mark.parametrize("mb,mt", COMBOS, ids=COMBO_IDS)
def test_void_before_any_trump_any_card(mb, mt):
    # Deal N: JS, KS; seat 0 holds no spade and there is no trump (seat 1's
    # undeclared KH QH do not make one): all 8 cards.
    game = at(N, mb, mt, "play JS", "play KS")
    assert game.to_move == 0
    assert plays(game) == cards_set(N_LAST)


@pytest.mark.parametrize("mb,mt", COMBOS, ids=COMBO_IDS)
def test_void_holding_a_trump_that_beats_untrumped_w(mb, mt):
    # Deal T trick 2: seat 2 leads 9D; seat 0 is void in diamonds and holds TH,
    # a trump (beats W=9D).  always/if_beats: TH only; never: any card.
    game = at(T, mb, mt, "meld KH", "play AH", "play JH", "play 9D")
    assert game.to_move == 0
    expected = "TH 9C JC KC JS QS TS" if mt == "never" else "TH"
    assert plays(game) == cards_set(expected)


@pytest.mark.parametrize("mb,mt", COMBOS, ids=COMBO_IDS)
def test_void_after_trick_trumped_higher_only_lower_trumps_held(mb, mt):
    # Deal T trick 2: 9D, TH (trumped).  Seat 1 is void in diamonds and holds QH
    # 9H, both below W=TH.  always: a trump (no trump beats, so either);
    # if_beats: no trump beats W, so any card; never: any card.
    game = at(T, mb, mt, "meld KH", "play AH", "play JH", "play 9D", "play TH")
    assert game.to_move == 1
    hand = "QH 9H AC TC QC AS KS"
    expected = "QH 9H" if mt == "always" else hand
    assert plays(game) == cards_set(expected)


@pytest.mark.parametrize("mb,mt", COMBOS, ids=COMBO_IDS)
def test_void_after_trick_trumped_lower_must_overtrump_when_able(mb, mt):
    # Deal T trick 2: 9D, JH (seat 0 kept JH this time).  Seat 1 holds QH (beats
    # W=JH) and 9H (does not).  always+must_beat: QH; always alone: QH or 9H;
    # if_beats: QH (a trump that beats W exists); never: any card.
    game = at(T, mb, mt, "meld KH", "play AH", "play TH", "play 9D", "play JH")
    assert game.to_move == 1
    hand = "QH 9H AC TC QC AS KS"
    if mt == "never":
        expected = hand
    elif mt == "if_beats":
        expected = "QH"
    else:
        expected = "QH" if mb else "QH 9H"
    assert plays(game) == cards_set(expected)


@pytest.mark.parametrize("mb,mt", COMBOS, ids=COMBO_IDS)
def test_void_without_trumps_when_trump_is_set_any_card(mb, mt):
    # Deal T trick 3: seat 0 leads KC, seat 1 AC; seat 2 has neither clubs nor
    # hearts (its AH went in trick 1): any of its 6 cards.
    game = at(T, mb, mt, "meld KH", "play AH", "play JH", "play 9D", "play TH", "play 9H",
              "play KC", "play AC")
    assert game.to_move == 2
    assert plays(game) == cards_set("JD QD KD TD AD 9S")


@pytest.mark.parametrize("mb,mt", COMBOS, ids=COMBO_IDS)
def test_illegal_card_is_refused_and_state_kept(mb, mt):
    game = at(T, mb, mt, "meld KH", "play AH", "play TH", "play 9D", "play JH")
    before = tokens(game)
    legal_plays = plays(game)
    hand = ["QH", "9H", "AC", "TC", "QC", "AS", "KS"]
    for card in hand:
        if f"play {card}" not in legal_plays:
            with pytest.raises(IllegalAction):
                game.apply(f"play {card}")
            assert tokens(game) == before and game.to_move == 1
    with pytest.raises(IllegalAction):
        game.apply("play AD")  # not in the hand
    assert tokens(game) == before and game.to_move == 1
    # every legal card is accepted
    for token in sorted(legal_plays):
        copy = at(T, mb, mt, "meld KH", "play AH", "play TH", "play 9D", "play JH")
        copy.apply(token)
        assert copy.to_move in (0, 1, 2)


def test_must_trump_if_beats_refuses_a_discard_when_a_trump_wins():
    game = at(T, True, "if_beats", "meld KH", "play AH", "play JH", "play 9D")
    with pytest.raises(IllegalAction):
        game.apply("play 9C")
    game.apply("play TH")
    assert game.to_move == 1


def test_must_trump_never_allows_a_trump_too():
    # never = no obligation, but trumping remains legal and wins the trick.
    game = at(T, True, "never", "meld KH", "play AH", "play JH", "play 9D", "play TH", "play AC")
    view = game.view(0)
    assert view.tricks[-1][2] == 0
    assert game.to_move == 0


# ----------------------------------------------------------------------------- 3. trick winner
def test_winner_highest_of_led_suit_offsuit_ace_does_not_win():
    # JS, KS, AH (no trump): KS wins; 2 + 4 + 11 points to seat 2.
    game = at(N, True, "if_beats", "play JS", "play KS", "play AH")
    view = game.view(1)
    assert view.tricks[0][2] == 2
    assert view.tricks_won == (0, 0, 1)
    assert game.to_move == 2


def test_winner_led_card_keeps_trick_when_followers_play_lower():
    # must_beat false: JS, 9S, AH -> JS (highest spade) wins for seat 1.
    game = at(N, False, "if_beats", "play JS", "play 9S", "play AH")
    assert game.view(0).tricks[0][2] == 1
    assert game.to_move == 1


def test_winner_higher_card_of_led_trump_suit():
    # KH melded (trump), AH, JH: AH wins for seat 2.
    game = at(T, True, "if_beats", "meld KH", "play AH", "play JH")
    assert game.view(0).tricks[0][2] == 2
    assert game.to_move == 2


def test_winner_highest_trump_over_lower_trump():
    # 9D, TH, QH: TH is the highest trump.
    game = at(T, True, "always", "meld KH", "play AH", "play JH", "play 9D", "play TH", "play QH")
    assert game.view(0).tricks[1][2] == 0
    assert game.to_move == 0


def test_winner_overtrump_wins():
    # 9D, JH, QH: QH over-trumps.
    game = at(T, True, "always", "meld KH", "play AH", "play TH", "play 9D", "play JH", "play QH")
    assert game.view(0).tricks[1][2] == 1
    assert game.to_move == 1


def test_winner_trump_beats_ace_of_led_suit():
    # JD, TH (trump), AD: TH wins.
    game = at(T2, True, "if_beats", "meld KH", "play AH", "play JH", "play JD", "play TH", "play AD")
    assert game.view(0).tricks[1][2] == 0
    assert game.to_move == 0


# ----------------------------------------------------------------------------- 4. marriages
def test_leader_may_meld_with_queen_or_king():
    game = game_at_play(*N)
    assert tokens(game) == cards_set(N_DECL) | {"meld QH", "meld KH"}


def test_meld_card_queen_only():
    game = game_at_play(*N, {"meld_card": "queen_only"})
    assert tokens(game) == cards_set(N_DECL) | {"meld QH"}
    with pytest.raises(IllegalAction):
        game.apply("meld KH")
    game.apply("meld QH")
    assert game.view(1).trump == H


def test_meld_with_king_sets_trump_and_plays_the_king():
    game = game_at_play(*N)
    game.apply("meld KH")
    view = game.view(2)
    assert view.trump == H
    assert [str(c) for _, c in view.trick] == ["KH"]
    assert view.melds[1] == (H,)


def test_meld_needs_both_cards():
    game = game_at_play(*N)
    for token in ("meld QS", "meld KD", "meld QD", "meld QC"):
        with pytest.raises(IllegalAction):
            game.apply(token)
    assert game.to_move == 1 and game.view(1).trump is None


def test_meld_only_when_leading():
    # Seat 2 holds QC KC but is not leading trick 1.
    game = at(N, True, "if_beats", "play JS")
    assert not any(t.startswith("meld") for t in tokens(game))
    with pytest.raises(IllegalAction):
        game.apply("meld QC")
    with pytest.raises(IllegalAction):
        game.apply("meld KC")
    assert game.to_move == 2


def test_opponent_leading_may_meld():
    # Seat 2 wins trick 1 (JS, KS, AH) and leads trick 2 holding QC KC.
    game = at(N, True, "if_beats", "play JS", "play KS", "play AH")
    assert {"meld QC", "meld KC"} <= tokens(game)
    game.apply("meld KC")
    assert game.view(0).trump == C


def test_meld_requires_trick_blocks_before_first_trick():
    game = game_at_play(*N, {"meld_requires_trick": True})
    assert tokens(game) == cards_set(N_DECL)
    with pytest.raises(IllegalAction):
        game.apply("meld QH")
    assert game.to_move == 1


def test_meld_requires_trick_allows_after_own_trick():
    # Seat 2 took trick 1, so it may meld leading trick 2.
    game = at(N, True, "if_beats", "play JS", "play KS", "play AH", meld_requires_trick=True)
    assert {"meld QC", "meld KC"} <= tokens(game)


def test_meld_requires_trick_declarer_after_winning_a_trick():
    # Deal M: seat 1 wins trick 1 with AS (9S, JS), then may meld either marriage.
    game = game_at_play(M_DECL, M_SECOND, M_LAST, {"meld_requires_trick": True}, contract=100)
    assert not any(t.startswith("meld") for t in tokens(game))
    play(game, "play AS", "play 9S", "play JS")
    assert game.to_move == 1
    assert {"meld QS", "meld KS", "meld QH", "meld KH"} <= tokens(game)


def test_playing_the_queen_without_melding_is_legal():
    # Deal M: "play QS" is not a meld: no trump, no 40.
    game = game_at_play(M_DECL, M_SECOND, M_LAST, contract=100)
    assert "play QS" in tokens(game) and "meld QS" in tokens(game)
    play(game, "play QS", "play 9S", "play JS")
    view = game.view(1)
    assert view.trump is None
    assert view.melds[1] == ()
    assert game.to_move == 1
    # the spade marriage is gone with the queen
    assert "meld KS" not in tokens(game)
    assert {"meld QH", "meld KH"} <= tokens(game)


def test_meld_sets_trump_at_once():
    # Deal M trick 1 after "meld QS": seat 2 must follow the led trump.
    game = game_at_play(M_DECL, M_SECOND, M_LAST, contract=100)
    game.apply("meld QS")
    assert game.view(0).trump == S
    assert plays(game) == cards_set("9S")


def test_later_marriage_changes_trump():
    # Deal M: spades then hearts declared; in trick 3 (9D led) seat 1 is void in
    # diamonds and holds KS AS TS (old trumps) and KH: only KH (beats JH) is a
    # trump now.  Seat 0 holds TH JH: both beat 9D.
    game = game_at_play(M_DECL, M_SECOND, M_LAST, contract=100)
    play(game, *M_SCRIPT[:6])
    assert game.view(0).trump == H
    assert game.view(0).melds[1] == (S, H)
    play(game, "play 9D")
    assert plays(game) == cards_set("TH JH")
    play(game, "play JH")
    assert plays(game) == cards_set("KH")
    play(game, "play KH")
    assert game.view(0).tricks[2][2] == 1


def test_spades_no_longer_trump_after_hearts_declared():
    # Deal M trick 4: AS led after hearts became trump; seat 0 trumps with TH
    # and wins, which it could not if spades were still trump.
    game = game_at_play(M_DECL, M_SECOND, M_LAST, contract=100)
    play(game, *M_SCRIPT[:9], "play AS", "play JD")
    assert plays(game) == cards_set("TH")
    play(game, "play TH")
    assert game.view(0).tricks[3][2] == 0


def test_opponent_marriage_changes_trump():
    game = game_at_play(M_DECL, M_SECOND, M_LAST, contract=100)
    play(game, *M_SCRIPT[:12])
    assert game.to_move == 0
    assert {"meld QC", "meld KC"} <= tokens(game)
    play(game, "meld QC")
    assert game.view(1).trump == C


def test_full_deal_melds_count_at_once_even_when_meld_trick_lost():
    # Deal M, contract 180: seat 1 takes 42 card points; its melds (40 + 100;
    # the hearts meld trick went to seat 2's AH) make 182 >= 180: +180.
    # Seat 2: 14 -> 10 (ten_half_down); seat 0: 64 + 60 = 124 -> 120.
    game, result = deal_m(contract=180)
    o = result.outcome
    assert o.card_points == (64, 42, 14)
    assert o.melds == ((60,), (40, 100), ())
    assert o.tricks == (3, 4, 1)
    assert o.made is True
    assert result.score_delta == (120, 180, 10)
    assert game.scores == (120, 180, 10)


def test_full_deal_failed_by_two_points():
    # Same play, contract 190: 182 < 190 -> -190.
    game, result = deal_m(contract=190)
    assert result.outcome.made is False
    assert game.scores == (120, -190, 10)


# ----------------------------------------------------------------------------- more must_beat / must_trump cases
# Deal N2: spades split JS TS (seat 1), 9S KS (seat 2), QS AS (seat 0); hearts,
# diamonds, clubs each wholly in one hand, no trump.
N2 = ("JS TS AH TH KH QH JH 9H", "9S KS 9D JD QD KD TD AD", "QS AS 9C JC QC KC TC AC")


@pytest.mark.parametrize("mb,mt", COMBOS, ids=COMBO_IDS)
def test_must_beat_the_card_now_winning_not_the_led_card(mb, mt):
    # JS led, KS played over it: W = KS.  Seat 0's QS beats the led JS but not W.
    game = at(N2, mb, mt, "play JS")
    assert plays(game) == (cards_set("KS") if mb else cards_set("9S KS"))
    play(game, "play KS")
    assert plays(game) == (cards_set("AS") if mb else cards_set("QS AS"))
    play(game, "play AS")
    assert game.view(1).tricks[0][2] == 0


@pytest.mark.parametrize("mb,mt", COMBOS, ids=COMBO_IDS)
def test_void_two_trumps_both_beat_untrumped_w(mb, mt):
    # Deal M trick 3 (trump hearts since seat 1's second meld): 9D led; seat 0 is
    # void in diamonds with TH and JH (both beat 9D).  Then JH played: seat 1
    # holds KH (the only trump; beats JH) and the old trumps KS AS TS.
    game = game_at_play(M_DECL, M_SECOND, M_LAST, rules(mb, mt))
    play(game, *M_SCRIPT[:7])
    assert game.to_move == 0
    assert plays(game) == (cards_set("TH JH 9C JC QC KC") if mt == "never" else cards_set("TH JH"))
    play(game, "play JH")
    assert plays(game) == (cards_set("KS AS TS KH AC TC") if mt == "never" else cards_set("KH"))


def test_meld_requires_trick_counts_this_deal_only():
    # deal 1 (Deal C): seat 1 claims all 8 tricks.  Deal 2 (dealer 1): seat 1
    # wins the auction at 110 and leads trick 1 with the heart marriage: its
    # tricks of deal 1 do not count, so no meld yet.
    from .scenarios import C_DECL, C_LAST, C_SECOND, deal_c

    game, _ = deal_c({"meld_requires_trick": True})
    assert game.next_dealer == 1
    hands = [C_LAST.split()[1:], C_DECL.split()[:7], C_SECOND.split()[1:]]
    game.start_deal(hands, [["TD", "QD", "9D"]], 1)
    play(game, "bid 100, pass, bid 110, pass, take 0, give QD 2, give 9D 0, declare 110")
    assert game.to_move == 1
    assert tokens(game) >= cards_set(C_DECL)
    assert not any(t.startswith("meld") for t in tokens(game))
    with pytest.raises(IllegalAction):
        game.apply("meld QH")
