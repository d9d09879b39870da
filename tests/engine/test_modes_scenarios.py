"""Exact, hand-built scenarios for every mode of RULES.md §9, the newer keys of §3
and the sharpened readings of §8/§10.

Each test builds a deal card by card, plays a fixed list of actions worked out
by hand and checks what a player would notice: the legal actions, who leads,
the card points and the exact score deltas.  The comments give the arithmetic
from RULES.md.  Card points: A 11, T 10, K 4, Q 3, J 2, 9 (8, 7) 0.

Seat order is clockwise from the dealer's left; with dealer 0 seat 1 is the
first hand (forced bidder / first to lead).
"""
from __future__ import annotations

from typing import Sequence

import pytest

from tysiac_engine import IllegalAction, InvalidRecord, InvalidRules, make_rules
from tysiac_engine.cards import SUITS

from .scenarios import (
    C_DECL, C_LAST, C_SECOND, deal_c, deal_cards, deal_m, next_deal,
)
from .util import legal, new_game, play

H, D, C, S = (SUITS.index(x) for x in "HDCS")


def names(cards) -> set[str]:
    return {str(c) for c in cards}


def declares(lo: int, hi: int, step: int = 10) -> set[str]:
    return {f"declare {n}" for n in range(lo, hi + 1, step)}


def bids(lo: int, hi: int, step: int = 10) -> set[str]:
    return {f"bid {n}" for n in range(lo, hi + 1, step)}


def plays(*cards: str) -> set[str]:
    return {f"play {c}" for c in cards}


def refused(game, token: str) -> IllegalAction:
    """``token`` raises IllegalAction and leaves the legal actions and the mover unchanged."""
    before = (game.to_move, sorted(legal(game)))
    with pytest.raises(IllegalAction) as info:
        game.apply(token)
    assert (game.to_move, sorted(legal(game))) == before
    return info.value


def summary(result) -> dict:
    return result.summary()


ALL_PLAY_6 = {"players": 4, "four_player_mode": "all_play_6"}
TEAMS = {"players": 4, "four_player_mode": "teams_2v2"}
M2X2 = {"players": 2, "two_player_mode": "musik_2x2"}
M2X3 = {"players": 2, "two_player_mode": "musik_2x3"}
TWELVE = {"players": 2, "two_player_mode": "twelve_cards"}
DRAW = {"players": 2, "two_player_mode": "draw_stock"}
SEVEN = {"players": 2, "two_player_mode": "seven_open_musik"}
PRIKUP = {"players": 2, "two_player_mode": "ru_prikup_4"}
OPEN_CLOSED = {"players": 2, "two_player_mode": "ru_open_closed"}


# ============================================================================= all_play_6 (§9.1, §10)
# Deal AP (dealer 0; order 1, 2, 3, 0).  Nobody holds the lead's suit but seat 0.
AP = ["KS QS TS 9S KD QD", "AS JS 9D JD AD TD", "QH AC JC QC KC TC", "KH AH TH JH 9H 9C"]
AP_SCRIPT = [
    # T1: AS led; seat 2 (void S, no trump) throws QH; seat 3 melds KH on it (+100, trump H),
    #     so KH now beats AS; seat 0 must follow spades (9S).  Seat 3 wins 11+3+4+0 = 18
    "play AS", "play QH", "meld KH", "play 9S",
    # T2: 9C led; seats 0, 1 void in C and without hearts throw KD, 9D; AC wins for seat 2: 0+4+0+11 = 15
    "play 9C", "play KD", "play 9D", "play AC",
    # T3: seat 2 melds clubs (+60, trump C): 3+0+3+2 = 8
    "meld QC", "play 9H", "play QD", "play JD",
    # T4-T6: seat 2 leads its trumps: 4+2+10+10 = 26, 10+10+3+11 = 34, 2+11+4+2 = 19
    "play KC", "play JH", "play TS", "play TD",
    "play TC", "play TH", "play QS", "play AD",
    "play JC", "play AH", "play KS", "play JS",
]


def ap_game(overrides=None, hands=AP):
    return new_game("polish", {**ALL_PLAY_6, **(overrides or {})}, hands=hands, musik=[], dealer=0)


def test_all_play_6_no_auction_dealers_left_leads():
    game = ap_game()
    assert game.phase == "play"
    assert game.to_move == 1  # the dealer's left leads the first trick
    assert set(legal(game)) == plays("AS", "JS", "9D", "JD", "AD", "TD")  # no bid, no claim
    view = game.view(0)
    assert view.hand_sizes == (6, 6, 6, 6)  # nobody sits out
    assert view.declarer is None and view.contract is None
    for token in ("bid 100", "pass", "claim"):
        refused(game, token)


def test_all_play_6_meld_on_someone_changes_trump_and_decides_the_trick():
    game = ap_game()
    play(game, "play AS", "play QH")
    # seat 3 (void in spades, so KH is legal) may play KH plainly or as a meld on QH
    assert {"play KH", "meld KH"} <= set(legal(game))
    play(game, "meld KH")
    assert game.view(0).trump == H
    # seat 0 must follow spades; no spade beats the trump KH, so any spade
    assert set(legal(game)) == plays("KS", "QS", "TS", "9S")
    play(game, "play 9S")
    leader, cards, winner = game.view(0).tricks[0]
    assert leader == 1 and winner == 3  # KH, trump from that card on, takes AS's trick
    assert game.to_move == 3
    assert game.view(0).melds[3] == (H,)


def test_all_play_6_full_deal_every_seat_scores_its_rounded_total():
    # seat 2: 15+8+26+34+19 = 102 cards + 60 = 162 -> 160; seat 3: 18 + 100 (on someone) = 118 -> 120;
    # seats 0 and 1 took no trick: 0.  No declarer: declarer/bid/contract/made null.
    game = ap_game()
    result = play(game, *AP_SCRIPT)
    assert summary(result) == {
        "declarer": None, "contract": None, "bid": None, "made": None, "bombed": False,
        "card_points": [0, 0, 102, 18], "melds": [[], [], [60], [100]],
        "score_delta": [0, 0, 160, 120], "scores_after": [0, 0, 160, 120],
    }


# Deal APB: seat 0 is void in spades and holds AH: the meld KH makes hearts trump, so under
# must_trump if_beats seat 0 must now play AH (it beats KH) and takes the trick.
APB = ["AH 9D JD AD TD QD", "AS KS QS TS 9S JS", "QH AC JC QC KC TC", "KH TH JH 9H 9C KD"]


def test_all_play_6_meld_on_someone_new_trump_binds_later_players():
    game = ap_game(hands=APB)
    play(game, "play AS", "play QH", "meld KH")
    assert legal(game) == ["play AH"]
    refused(game, "play 9D")
    play(game, "play AH")
    assert game.view(0).tricks[0][2] == 0  # AH over KH
    assert game.view(0).melds[3] == (H,)  # the marriage stays with the K's player


def test_all_play_6_plain_king_leaves_no_trump_and_no_obligation():
    game = ap_game(hands=APB)
    play(game, "play AS", "play QH", "play KH")
    assert game.view(0).trump is None
    assert set(legal(game)) == plays("AH", "9D", "JD", "AD", "TD", "QD")


def test_all_play_6_meld_on_someone_only_where_the_king_is_legal():
    # seat 3 holds 9S: it must follow spades, so KH cannot be played, nor melded on QH
    hands = ["AH 9D JD AD TD QD", "AS KS QS TS JS KD", "QH AC JC QC KC TC", "KH TH JH 9H 9C 9S"]
    game = ap_game(hands=hands)
    play(game, "play AS", "play QH")
    assert legal(game) == ["play 9S"]
    refused(game, "meld KH")


def test_all_play_6_meld_on_someone_needs_a_trick_with_meld_requires_trick():
    game = ap_game({"meld_requires_trick": True})
    play(game, "play AS", "play QH")
    assert "play KH" in legal(game) and "meld KH" not in legal(game)
    refused(game, "meld KH")


def test_all_play_6_meld_on_someone_allowed_with_queen_only():
    game = ap_game({"meld_card": "queen_only"})
    play(game, "play AS", "play QH")
    assert "meld KH" in legal(game)


# A Q of the current trump suit melded on (§10) cannot be dealt with one pack: a suit is
# trump only once its marriage was declared, which put its Q or K on the table already.


# ============================================================================= teams_2v2 (§9.2, §10)
def teams_game(finals: Sequence[str], overrides=None, *, preset="polish", scores=None, state=None):
    """Deal (dealer 0, declarer seat 1) that reaches the given final 6-card hands by seat.

    Seat 1 is dealt its first 5 cards; the musik holds its 6th plus the first card of
    seats 2, 3 and 0, which it gives them.  Returns (game, gives).
    """
    f = [x.split() for x in finals]
    hands = [" ".join(f[0][1:]), " ".join(f[1][:5]), " ".join(f[2][1:]), " ".join(f[3][1:])]
    musik = [" ".join([f[1][5], f[2][0], f[3][0], f[0][0]])]
    gives = [f"give {f[2][0]} 2", f"give {f[3][0]} 3", f"give {f[0][0]} 0"]
    game = new_game(preset, {**TEAMS, **(overrides or {})}, hands=hands, musik=musik, dealer=0,
                    scores=scores, state=state)
    return game, gives


# Deal TA: seat 1 ends with every heart: meld QH, then claim.  120 cards + 100 = 220.
TA = ["AS 9S TS KS QS JS", "AH TH KH QH JH 9H", "AD 9D TD KD QD JD", "AC 9C TC KC QC JC"]
TA_PLAY = ["meld QH", "play 9D", "play 9C", "play 9S", "claim"]

# Deal TB: the declarer (seat 1) is weak; its partner (seat 3) takes 104 and melds hearts.
TB = ["QS KS TS AS TC AC", "9D JD TD JC 9S JS", "QD KD QC KC 9H JH", "AH TH KH QH AD 9C"]
TB_SCRIPT = [
    # T1: 9D; seat 2 must beat (QD); seat 3 must beat (AD); seat 0 void: QS.  Seat 3: 0+3+11+3 = 17
    "play 9D", "play QD", "play AD", "play QS",
    # T2: seat 3 melds QH (+100, trump H); 3+4+2+0 = 9
    "meld QH", "play KS", "play JD", "play 9H",
    # T3: 9C; seat 0 beats with AC; clubs follow.  Seat 0: 0+11+2+3 = 16
    "play 9C", "play AC", "play JC", "play QC",
    # T4: AS; seat 2, void in spades, must trump with JH (if_beats); seat 3 must beat JH and
    #     over-trumps with KH: 11+0+2+4 = 17 for seat 3
    "play AS", "play 9S", "play JH", "play KH",
    # T5, T6: 11+10+10+4 = 35, 10+10+2+4 = 26 for seat 3
    "play AH", "play TS", "play TD", "play KD",
    "play TH", "play TC", "play JS", "play KC",
]


def test_teams_auction_to_400_without_bid_cap():
    game, _ = teams_game(TB)
    assert game.to_move == 1 and legal(game) == ["bid 100"]
    play(game, "bid 100")
    # seat 2 holds only the club marriage (cap 180 under bid_cap marriages), yet may bid to 400
    assert set(legal(game)) == {"pass"} | bids(110, 400)
    refused(game, "bid 410")


def test_teams_take_0_never_shown_and_a_give_to_each_of_three_others():
    game, _ = teams_game(TB, {"show_musik": "always"})
    # 100, 110, pass, pass, 120, pass: seat 1 wins a raised auction at 120
    play(game, "bid 100, bid 110, pass, pass, bid 120, pass")
    assert game.to_move == 1 and legal(game) == ["take 0"]
    play(game, "take 0")
    assert names(game.view(1).musiks[0]) == {"JS", "QD", "AH", "QS"}
    for seat in (0, 2, 3):
        assert game.view(seat).musiks[0] is None  # never shown, whatever show_musik
    held = ["9D", "JD", "TD", "JC", "9S", "JS", "QD", "AH", "QS"]
    assert set(legal(game)) == {f"give {c} {s}" for c in held for s in (2, 3, 0)}
    play(game, "give QD 2")
    assert set(legal(game)) == {f"give {c} {s}" for c in held if c != "QD" for s in (3, 0)}
    refused(game, "give JS 2")
    play(game, "give AH 3, give QS 0")
    assert game.view(0).hand_sizes == (6, 6, 6, 6)
    # contract >= 120, up to 400 (no cap, though seat 1 keeps no marriage); 120 > bomb_max_bid
    assert set(legal(game)) == declares(120, 400)


def test_teams_team_total_decides_made_and_partners_score_alike():
    # team 1+3: seat 1 0 + seat 3 104 + 100 = 204 >= 200: made, +200 each (the declarer took
    # no trick itself); team 0+2: 16 + 0 = 16 -> 20 each.  card_points and melds per seat.
    game, gives = teams_game(TB)
    play(game, "bid 100, pass, pass, pass, take 0", *gives)
    assert set(legal(game)) == declares(100, 400) | {"bomb"}
    result = play(game, "declare 200", *TB_SCRIPT)
    assert summary(result) == {
        "declarer": 1, "contract": 200, "bid": 100, "made": True, "bombed": False,
        "card_points": [16, 0, 0, 104], "melds": [[], [], [], [100]],
        "score_delta": [20, 200, 20, 200], "scores_after": [20, 200, 20, 200],
    }


def test_teams_partner_must_beat_and_trump_like_anyone():
    # T4 of deal TB: AS led, seat 2 void in spades holds one trump: must play JH (if_beats);
    # seat 3 must then beat its opponent's JH with a higher trump.
    game, gives = teams_game(TB)
    play(game, "bid 100, pass, pass, pass, take 0", *gives, "declare 200", *TB_SCRIPT[:14])
    assert game.to_move == 2 and legal(game) == ["play JH"]
    play(game, "play JH")
    assert set(legal(game)) == plays("AH", "TH", "KH")


def test_teams_bomb_gives_the_value_once_to_the_other_team():
    game, gives = teams_game(TB)
    result = play(game, "bid 100, pass, pass, pass, take 0", *gives, "bomb")
    assert result.score_delta == (60, 0, 60, 0)
    assert result.outcome.card_points == (0, 0, 0, 0)
    assert result.counters.bombs_used == (0, 1, 0, 0)  # per seat


def test_teams_concede_gives_40_to_each_of_the_other_team():
    # declaring team -100 each, the other team +40 each
    game, gives = teams_game(TB, {"concede": True})
    result = play(game, "bid 100, pass, pass, pass, take 0", *gives, "concede")
    assert result.score_delta == (40, -100, 40, -100)
    assert result.summary()["made"] is False


def test_teams_no_trick_only_when_neither_partner_took_one():
    # deal TA, all at 800, penalty 100: team 0+2 took nothing: -100 each (and 0 points);
    # seat 3 took no trick but its partner took all: team 1+3 makes 100 and pays nothing.
    game, gives = teams_game(TA, {"lock_800_no_trick_penalty": 100}, scores=[800] * 4)
    result = play(game, "bid 100, pass, pass, pass, take 0", *gives, "declare 100", *TA_PLAY)
    assert result.outcome.card_points == (0, 120, 0, 0)
    assert result.score_delta == (-100, 100, -100, 100)
    assert result.scores_after == (700, 900, 700, 900)


def test_teams_bolts_counted_per_team():
    # russian: seat 1 claims at once (no meld before a trick): 120 >= 100, +100 each of 1, 3;
    # team 0+2 takes no trick: one bolt for the team, its 3rd: -120 each.  Seat 3 no bolt.
    game, gives = teams_game(TA, preset="russian", state={"bolts": [2, 0, 2, 0]})
    result = play(game, "bid 100, pass, pass, pass, take 0", *gives, "declare 100", "claim")
    assert result.score_delta == (-120, 100, -120, 100)
    assert result.counters.bolts == (3, 0, 3, 0)


def test_teams_winner_is_the_lower_seat_of_the_winning_team():
    # team 1+3 at 900 makes 220 (deal TA): 1120 each; winner seat 1
    game, gives = teams_game(TA, scores=[0, 900, 0, 900])
    result = play(game, "bid 100, pass, pass, pass, take 0", *gives, "declare 220", *TA_PLAY)
    assert result.scores_after == (0, 1120, 0, 1120)
    assert result.winner == 1 and game.winner == 1


# ============================================================================= musik_2x3 (§9.3)
# Deal M23 (dealer 0): seat 1 takes musik 0 (JH 9H 9C), lays JD 9D JS aside; musik 1
# (KD QD 9S) stays unchosen.  Seat 1 wins 8 tricks, seat 0 the last one with AC.
M23_HANDS = ["AC TC KC QC JC AS TS KS QS", "AH TH KH QH AD TD JD 9D JS"]
M23_MUSIK = ["JH 9H 9C", "KD QD 9S"]
M23_SCRIPT = [
    "declare 190",
    "meld QH", "play QS",  # 3 + 3 = 6 (trump H, +100)
    "play AH", "play KS",  # 15
    "play TH", "play TS",  # 20
    "play KH", "play AS",  # 15
    "play JH", "play JC",  # 4
    "play 9H", "play QC",  # 3
    "play AD", "play KC",  # 15
    "play TD", "play TC",  # 20   seat 1: 98
    "play 9C", "play AC",  # seat 0 follows and beats: 11, the last trick
]


def m23_game(overrides=None):
    return new_game("polish", {**M2X3, **(overrides or {})}, hands=M23_HANDS, musik=M23_MUSIK, dealer=0)


def test_musik_2x3_take_one_discard_three():
    game = m23_game()
    play(game, "bid 100, pass")
    assert game.to_move == 1 and set(legal(game)) == {"take 0", "take 1"}
    play(game, "take 0")
    assert names(game.view(0).musiks[0]) == {"JH", "9H", "9C"}  # shown (show_musik is not never)
    assert game.view(0).musiks[1] is None and game.view(1).musiks[1] is None  # unseen until the end
    held = M23_HANDS[1].split() + ["JH", "9H", "9C"]
    assert set(legal(game)) == {f"discard {c}" for c in held}
    play(game, "discard JD, discard 9D")
    assert game.phase == "musik"
    play(game, "discard JS")
    assert game.view(0).discards == ()  # only the declarer sees them
    assert names(game.view(1).discards) == {"JD", "9D", "JS"}
    # contract on the 9 kept (hearts marriage): 100..220
    assert set(legal(game)) == declares(100, 220) | {"bomb"}


def test_musik_2x3_aside_and_unchosen_musik_go_to_the_last_trick():
    # seat 0: 11 + laid aside JD 9D JS (4) + unchosen KD QD 9S (7) = 22 -> 20;
    # seat 1: 98 + 100 = 198 >= 190: +190.
    game = m23_game()
    result = play(game, "bid 100, pass, take 0, discard JD, discard 9D, discard JS", *M23_SCRIPT)
    assert summary(result) == {
        "declarer": 1, "contract": 190, "bid": 100, "made": True, "bombed": False,
        "card_points": [22, 98], "melds": [[], [100]],
        "score_delta": [20, 190], "scores_after": [20, 190],
    }
    # unseen until the end: now both players see the musik that went to the last trick
    assert names(game.view(0).musiks[1]) == names(game.view(1).musiks[1]) == {"KD", "QD", "9S"}


def test_musik_2x3_aside_to_nobody():
    # the 3 aside and the unchosen musik count for nobody: seat 0 11 -> 10; sum 109 < 120
    game = m23_game({"aside_to": "nobody"})
    result = play(game, "bid 100, pass, take 0, discard JD, discard 9D, discard JS", *M23_SCRIPT)
    assert result.outcome.card_points == (11, 98)
    assert result.score_delta == (10, 190)


def test_draw_stock_last_trick_outside_draw_stock_has_no_effect():
    game = m23_game({"draw_stock_last_trick": 10})
    result = play(game, "bid 100, pass, take 0, discard JD, discard 9D, discard JS", *M23_SCRIPT)
    assert result.score_delta == (20, 190)


# ============================================================================= twelve_cards (§9.4)
T12_HANDS = ["AC TC KC QC JC 9C AS TS KS QS JS 9S", "AH TH KH QH JH 9H AD TD KD QD JD 9D"]


def test_twelve_cards_auction_goes_straight_to_contract():
    game = new_game("polish", TWELVE, hands=T12_HANDS, musik=[], dealer=0)
    assert game.phase == "auction" and legal(game) == ["bid 100"]
    play(game, "bid 100")
    assert set(legal(game)) == {"pass"} | bids(110, 220)  # seat 0: clubs + spades
    play(game, "pass")
    assert game.phase == "contract" and game.to_move == 1
    # cap on the 12 cards: 120 + 100 + 80 = 300; the forced 100 may be bombed
    assert set(legal(game)) == declares(100, 300) | {"bomb"}


def test_twelve_cards_declarer_leads_and_scores():
    # meld QH (+100), then claim: 120 + 100 = 220 >= 220; the diamond marriage in hand scores nothing
    game = new_game("polish", TWELVE, hands=T12_HANDS, musik=[], dealer=0)
    play(game, "bid 100, pass, declare 220")
    assert game.phase == "play" and game.to_move == 1
    result = play(game, "meld QH, play 9C, claim")
    assert result.outcome.card_points == (0, 120)
    assert result.score_delta == (0, 220)


# ============================================================================= draw_stock (§9.5, §10)
DS_HANDS = ["9S JS 9C JC 9D JD", "KH QH AS TS AC TC"]
DS_STOCK = "AH 9H TH JH KD QD AD TD KC QC KS QS"
DS_SCRIPT = [
    # while the stock lasts any card may be played; winner draws first
    "play AS", "play 9C",  # seat 1: 11; draws AH, seat 0 9H
    "meld QH", "play 9D",  # +100, trump H; 3; draws TH / JH
    "play AH", "play 9S",  # 11; KD / QD
    "play TS", "play JD",  # 12; AD / TD
    "play AC", "play JC",  # 13; KC / QC
    "play TC", "play QC",  # 13; KS / QS: the stock is empty
    # §2 step 6 from now on
    "play KS", "play QS",  # 7
    "play KD", "play TD",  # seat 0 must beat: 14 for seat 0
    "play QD", "play AD",  # 14
    "play KC", "play 9H",  # seat 0 void must trump: 4 for seat 0
    "play JS", "play KH",  # seat 1 void must trump: 6
    "play TH", "play JH",  # 12, the last trick: seat 1
]


def ds_game(overrides=None):
    return new_game("polish", {**DRAW, **(overrides or {})}, hands=DS_HANDS, musik=[], dealer=0,
                    stock=DS_STOCK)


def test_draw_stock_first_hand_leads_no_meld_on_the_first_lead():
    game = ds_game()
    assert game.phase == "play" and game.to_move == 1
    view = game.view(1)
    assert view.stock_size == 12 and view.hand_sizes == (6, 6)
    assert set(legal(game)) == plays("KH", "QH", "AS", "TS", "AC", "TC")  # KH QH held, no meld yet
    refused(game, "meld QH")
    refused(game, "bid 100")


def test_draw_stock_no_obligation_while_the_stock_lasts_and_winner_draws_first():
    game = ds_game()
    play(game, "play AS")
    # seat 0 holds 9S JS but may play anything
    assert set(legal(game)) == plays("9S", "JS", "9C", "JC", "9D", "JD")
    play(game, "play 9C")
    assert game.to_move == 1
    assert "AH" in names(game.view(1).hand) and "9H" in names(game.view(0).hand)
    assert game.view(0).stock_size == 10
    assert game.view(0).hand_sizes == (6, 6)
    assert "meld QH" in legal(game)  # the first trick is complete


def test_draw_stock_obligations_once_the_stock_is_empty():
    game = ds_game()
    play(game, *DS_SCRIPT[:12])
    assert game.view(0).stock_size == 0
    play(game, "play KS")
    assert set(legal(game)) == plays("JS", "QS")  # must follow now
    refused(game, "play 9H")
    refused(game, "play QD")
    play(game, "play QS", "play KD")
    assert legal(game) == ["play TD"]  # must beat KD


def test_draw_stock_last_trick_10_added_not_in_card_points():
    # seat 1: 102 cards + 100 + 10 (last trick) = 212 -> 210; seat 0: 18 -> 20
    game = ds_game({"draw_stock_last_trick": 10})
    result = play(game, *DS_SCRIPT)
    assert summary(result) == {
        "declarer": None, "contract": None, "bid": None, "made": None, "bombed": False,
        "card_points": [18, 102], "melds": [[], [100]],
        "score_delta": [20, 210], "scores_after": [20, 210],
    }


def test_draw_stock_last_trick_0():
    # 102 + 100 = 202 -> 200
    game = ds_game()
    result = play(game, *DS_SCRIPT)
    assert result.outcome.card_points == (18, 102)
    assert result.score_delta == (20, 200)


# ============================================================================= seven_open_musik (§9.6)
SOM_HANDS = ["AC TC KC QC AS TS KS", "AH TH JH 9H AD 9S JS"]
SOM_MUSIK = ["KH QH"]
SOM_STOCK = "TD 9D KD JC QD QS JD 9C"
SOM_OPEN = ["bid 100", "pass", "take 0", "discard 9S", "discard JS", "declare 220"]
SOM_FOUR = [
    "meld QH", "play QC",  # meld on the first lead; 6; draws TD (seat 1) / 9D (seat 0)
    "play TD", "play KC",  # seat 0 holds 9D yet plays KC: 14; KD / JC
    "play AH", "play KS",  # 15; QD / QS
    "play TH", "play QS",  # 13; JD / 9C: the stock is empty
]


def som_game(overrides=None):
    return new_game("polish", {**SEVEN, **(overrides or {})}, hands=SOM_HANDS, musik=SOM_MUSIK,
                    dealer=0, stock=SOM_STOCK)


def test_seven_open_musik_musik_visible_from_the_deal_take_0_discard_2():
    game = som_game()
    for seat in (0, 1):
        assert names(game.view(seat).musiks[0]) == {"KH", "QH"}
    assert game.view(0).stock_size == 8
    assert game.to_move == 1 and legal(game) == ["bid 100"]
    play(game, "bid 100, pass")
    assert legal(game) == ["take 0"]
    play(game, "take 0")
    held = SOM_HANDS[1].split() + ["KH", "QH"]
    assert set(legal(game)) == {f"discard {c}" for c in held}
    play(game, "discard 9S, discard JS")
    # cap on the 7 kept (AH TH KH QH JH 9H AD): 220
    assert set(legal(game)) == declares(100, 220) | {"bomb"}


def test_seven_open_musik_meld_on_first_lead_and_no_obligation_while_stock_lasts():
    game = som_game()
    play(game, *SOM_OPEN)
    assert game.to_move == 1 and "meld QH" in legal(game)  # no first-lead ban here
    play(game, "meld QH", "play QC", "play TD")
    # seat 0 holds 9D (just drawn) but is free while the stock lasts
    assert "play 9D" in legal(game) and "play KC" in legal(game)
    assert len(legal(game)) == 7


def test_seven_open_musik_obligations_once_stock_is_empty():
    game = som_game()
    play(game, *SOM_OPEN, *SOM_FOUR)
    assert game.view(0).stock_size == 0
    play(game, "play AD")
    assert legal(game) == ["play 9D"]
    refused(game, "play AC")


def test_seven_open_musik_claim_aside_to_last_trick():
    # 6+14+15+13 = 48 in tricks, then the claim takes the rest and the aside 9S JS: 120.
    # 120 + 100 = 220 >= 220: +220
    game = som_game()
    result = play(game, *SOM_OPEN, *SOM_FOUR, "claim")
    assert result.outcome.card_points == (0, 120)
    assert result.score_delta == (0, 220)


def test_seven_open_musik_aside_to_nobody():
    # 9S JS (2) count for nobody: 118 + 100 = 218 < 220: -220
    game = som_game({"aside_to": "nobody"})
    result = play(game, *SOM_OPEN, *SOM_FOUR, "claim")
    assert result.outcome.card_points == (0, 118)
    assert result.score_delta == (0, -220)
    assert result.summary()["made"] is False


# ============================================================================= ru_prikup_4 (§9.7, §10)
P1_HANDS = ["AC TC KC QC JC 9C AS TS KS QS", "AH TH KH QH JH 9H AD TD JD 9D"]
P1_MUSIK = ["KD", "JS", "QD", "9S"]
P2_HANDS = ["9H AC TC KC QC JC AS TS KS QS", "AH TH KH QH JH AD TD 9S JD 9C"]
P2_MUSIK = ["KD", "JS", "QD", "9D"]


def prikup_game(hands=P1_HANDS, musik=P1_MUSIK, overrides=None, **kw):
    return new_game("russian", {**PRIKUP, **(overrides or {})}, hands=hands, musik=musik, dealer=0, **kw)


def test_ru_prikup_4_forced_opening_and_one_pass_ends_it():
    game = prikup_game()
    assert game.to_move == 1 and legal(game) == ["bid 100"]
    play(game, "bid 100")
    assert game.to_move == 0  # the dealer answers
    assert set(legal(game)) == {"pass"} | bids(105, 220, 5)  # clubs + spades
    play(game, "pass")
    assert game.phase == "musik" and game.to_move == 1
    assert set(legal(game)) == {"take 0", "take 1", "take 2", "take 3"}


def test_ru_prikup_4_one_pass_ends_it_after_a_raise():
    game = prikup_game()
    play(game, "bid 100, bid 105")
    assert "bid 110" in legal(game) and "pass" in legal(game)
    play(game, "pass")
    view = game.view(1)
    assert view.declarer == 0 and view.high_bid == 105
    assert game.phase == "musik" and game.to_move == 0


def test_ru_prikup_4_two_different_takes_then_two_discards():
    game = prikup_game()
    play(game, "bid 100, pass, take 2")
    assert set(legal(game)) == {"take 0", "take 1", "take 3"}  # both takes before any discard
    refused(game, "take 2")
    refused(game, "discard JD")
    play(game, "take 0")
    for seat in (0, 1):
        view = game.view(seat)
        assert names(view.musiks[2]) == {"QD"} and names(view.musiks[0]) == {"KD"}  # shown
        assert view.musiks[1] is None and view.musiks[3] is None
    held = P1_HANDS[1].split() + ["QD", "KD"]
    assert set(legal(game)) == {f"discard {c}" for c in held}
    play(game, "discard JD, discard 9D")
    # cap on the 10 kept: 120 + 100 + 80 = 300, step 5; russian concede
    assert set(legal(game)) == declares(100, 300, 5) | {"concede"}


def test_ru_prikup_4_all_ten_tricks_score_120():
    # the claim takes all ten tricks: the unpicked JS 9S join the declarer: 120 >= 120: +120.
    # seat 0 took no trick: a bolt.
    game = prikup_game()
    result = play(game, "bid 100, pass, take 2, take 0, discard JD, discard 9D, declare 120, claim")
    assert result.outcome.card_points == (0, 120)
    assert result.score_delta == (0, 120)
    assert result.summary()["made"] is True
    assert result.counters.bolts == (1, 0)


def test_ru_prikup_4_unpicked_cards_count_for_nobody():
    # seat 0 wins 9S/AS (11); seat 1 everything else but the unpicked JS 9D (2):
    # 120 - 11 - 2 = 107 + 100 = 207 >= 200: +200; seat 0 11 -> 10.  Sum 118.
    game = prikup_game(P2_HANDS, P2_MUSIK)
    play(game, "bid 100, pass, take 2, take 0, discard JD, discard 9C, declare 200")
    assert not any(t.startswith("meld") for t in legal(game))  # meld_requires_trick
    result = play(game, "play 9S", "play AS", "play 9H", "play AH", "meld QH", "play JC", "claim")
    assert result.outcome.card_points == (11, 107)
    assert sum(result.outcome.card_points) == 118
    assert result.score_delta == (10, 200)


def test_ru_prikup_4_unpicked_cards_stay_face_down_after_the_play():
    # RULES.md §9.7: "The 2 cards not picked stay face down, out of play" -- unlike the musik
    # nobody took in musik_2x3, which goes to the last trick and is shown then (§9.3)
    game = prikup_game(P2_HANDS, P2_MUSIK)
    play(game, "bid 100, pass, take 2, take 0, discard JD, discard 9C, declare 200")
    play(game, "play 9S", "play AS", "play 9H", "play AH", "meld QH", "play JC")
    events = game.step("claim")
    assert not [e for e in events if type(e).__name__ == "TalonShown"]
    for seat in (0, 1, None):
        view = game.view(seat) if seat is not None else game.public_view()
        assert view.musiks[1] is None and view.musiks[3] is None, (seat, view.musiks)
        assert view.musiks[0] is not None and view.musiks[2] is not None  # the two picked were shown


def test_ru_prikup_4_concede_gives_the_opponent_60():
    game = prikup_game()
    result = play(game, "bid 100, pass, take 2, take 0, discard JD, discard 9D, concede")
    assert summary(result) == {
        "declarer": 1, "contract": 100, "bid": 100, "made": False, "bombed": False,
        "card_points": [0, 0], "melds": [[], []],
        "score_delta": [60, -100], "scores_after": [60, -100],
    }


# ============================================================================= ru_open_closed (§9.8, §10)
OC_HANDS = ["JH 9H JD 9D", "AH TH KH QH"]
OC_TABLE = ["AC/JS TC/9S KC/JC QC/QD", "AD/AS TD/TS KD/KS 9C/QS"]
OC_FIRST = [
    # piles are played first; each uncovered card enters its owner's hand at once
    "play AS", "play 9S",  # seat 1: 11 (AD, TC uncovered)
    "play TS", "play JS",  # 12 (TD, AC)
    "play KS", "play JC",  # 6  (KD, KC)
    "play QS", "play QD",  # 6  (9C, QC): every pile is empty
]
# ROC-A: meld hearts, lose 9C to AC, win JH, claim: seat 1 11+12+6+6+3+6 + 46 + 19 = 109; seat 0 11
OC_MELD = OC_FIRST + ["meld QH", "play 9H", "play 9C", "play AC", "play JH", "play KH", "claim"]
OC_PLAIN = OC_FIRST + ["play QH", "play 9H", "play 9C", "play AC", "play JH", "play KH", "claim"]
# ROC-C: no meld; seat 0 melds clubs and runs its trumps: seat 1 38 + 13 + 12 + 4 = 67;
# seat 0 11 + 7 + 14 + 21 = 53 + 60
OC_LOSS = OC_FIRST + [
    "play QH", "play 9H",  # 3 for seat 1
    "play 9C", "play AC",  # 11 for seat 0
    "meld QC", "play KD",  # +60, trump C: 7
    "play KC", "play TD",  # 14
    "play TC", "play AD",  # 21
    "play JH", "play AH",  # seat 1: 13
    "play TH", "play JD",  # 12
    "play KH", "play 9D",  # 4
]


def oc_game(overrides=None, **kw):
    return new_game("russian", {**OPEN_CLOSED, **(overrides or {})}, hands=OC_HANDS, musik=[], dealer=0,
                    table=OC_TABLE, **kw)


def test_ru_open_closed_first_hand_leads_from_hand_and_face_up_cards():
    game = oc_game()
    assert game.phase == "play" and game.to_move == 1
    # hand and face-up cards; no meld before a trick (russian); no claim
    assert set(legal(game)) == plays("AH", "TH", "KH", "QH", "AS", "TS", "KS", "QS")
    view = game.view(0)
    assert view.declarer == 1 and view.contract == 100
    assert [names(c for c in pile if c is not None) for pile in view.table] == [
        {"JS", "9S", "JC", "QD"}, {"AS", "TS", "KS", "QS"}]


def test_ru_open_closed_uncovered_card_enters_the_hand_at_once():
    game = oc_game()
    play(game, "play AS")
    view = game.view(1)
    assert "AD" in names(view.hand)  # before the trick is over
    assert view.table[1][0] is None
    assert game.view(0).hand_sizes == (4, 5)
    assert [None if c is None else str(c) for c in game.view(0).table[1]] == [None, "TS", "KS", "QS"]


def test_ru_open_closed_obligations_count_face_up_cards():
    # no spade in seat 0's hand, but JS and 9S lie face up: it must follow with one of them
    game = oc_game()
    play(game, "play AS")
    assert set(legal(game)) == plays("JS", "9S")
    refused(game, "play JH")


def test_ru_open_closed_claim_needs_every_pile_empty():
    # after T1 seat 1 can play AH TH KH QH AD and TS KS QS: each tops what seat 0 can play,
    # but piles are left, so no claim
    game = oc_game()
    play(game, "play AS", "play 9S")
    assert game.to_move == 1 and "claim" not in legal(game)
    refused(game, "claim")
    # once every pile is empty (and 9C lost) seat 1 may lay down AH TH AD TD KD
    play(game, *OC_MELD[2:-1])
    assert game.to_move == 1 and "claim" in legal(game)


def test_ru_open_closed_made_adds_the_rounded_total():
    # seat 1: 109 + 100 = 209 >= 100: + 210 (five_nearest), not the contract; seat 0 (dealer) 11 -> 10
    game = oc_game()
    result = play(game, *OC_MELD)
    assert summary(result) == {
        "declarer": 1, "contract": 100, "bid": 100, "made": True, "bombed": False,
        "card_points": [11, 109], "melds": [[], [100]],
        "score_delta": [10, 210], "scores_after": [10, 210],
    }


def test_ru_open_closed_made_without_meld():
    # 109 -> 110
    result = play(oc_game(), *OC_PLAIN)
    assert result.outcome.card_points == (11, 109)
    assert result.score_delta == (10, 110)


def test_ru_open_closed_below_100_loses_100():
    # seat 1: 67 < 100: -100; seat 0: 53 + 60 = 113 -> 115
    result = play(oc_game(), *OC_LOSS)
    assert result.outcome.card_points == (53, 67)
    assert result.outcome.melds == ((60,), ())
    assert result.score_delta == (115, -100)
    assert result.summary()["made"] is False


def test_ru_open_closed_barrel_first_hand_121_or_more_wins():
    # on the barrel: 209 >= 1001 - 880 = 121: 880 + 209 = 1089 (no rounding): wins
    game = oc_game(scores=[0, 880])
    result = play(game, *OC_MELD)
    assert result.scores_after == (10, 1089)
    assert result.winner == 1


def test_ru_open_closed_barrel_overshoot_with_exact_target_scores_nothing():
    # exact_target (§8 step 3) holds on this barrel too: 880 + 209 would pass 1001, so the score
    # stays at 880, on the barrel, without a win or a fall
    game = oc_game({"exact_target": True}, scores=[0, 880])
    result = play(game, *OC_MELD)
    assert result.scores_after == (10, 880) and result.winner is None
    assert result.counters.barrel_falls == (0, 0)
    assert [step.kind for step in result.steps if step.seat == 1] == ["exact_target"]


def test_ru_open_closed_barrel_first_hand_less_than_121_falls_to_760():
    # 109 >= 100 would be made off the barrel, but on it 109 < 121: 760
    game = oc_game(scores=[0, 880])
    result = play(game, *OC_PLAIN)
    assert result.scores_after == (10, 760)
    assert result.winner is None


def test_ru_open_closed_barrel_fall_to_zero_from_the_nth_fall():
    # barrel_zero_on_fall 3 (russian): two falls before, this is the third: 0
    game = oc_game(scores=[0, 880], state={"barrel_falls": [0, 2]})
    result = play(game, *OC_PLAIN)
    assert result.scores_after == (10, 0)
    assert result.counters.barrel_falls == (0, 3)


def test_ru_open_closed_dealer_on_the_barrel_scores_nothing():
    # seat 0 (dealer) at 880 takes 53 + 60 but stays at 880 and uses no attempt; seat 1 -100
    game = oc_game(scores=[880, 0])
    result = play(game, *OC_LOSS)
    assert result.scores_after == (880, -100)
    assert result.counters.barrel_attempts == (0, 0)


# ============================================================================= deck: 32 (§9.9, §10)
D32 = {"deck": 32}
D32_HANDS = ["7S JS AC TC KC QC JC 9C 8C 7C", "AS TS KS AH TH KH QH JH AD TD",
             "8S 9H 8H 7H KD QD JD 9D 8D 7D"]
D32_MUSIK = ["9S QS"]
D32_SCRIPT = [
    "play 9S", "play 8S", "play 7S",  # 9 over 8 and 7: seat 1, 0 points
    "meld QH", "play 7H", "play 7C",  # +100, trump H: 3
    "play AS", "play 8H", "play JS",  # seat 2 void must trump: 11+0+2 = 13 for seat 2
    "play 7D", "play 8C", "play JH",  # seat 1 void must trump: 2
    "claim",  # seat 1: TS KS QS AH TH KH 42 + seat 2's 9 + seat 0's 30
]


def d32_game(overrides=None):
    return new_game("russian", {**D32, **(overrides or {})}, hands=D32_HANDS, musik=D32_MUSIK, dealer=0)


def test_deck_32_ten_cards_each_musik_of_two_take_then_discard():
    game = d32_game()
    assert game.view(0).hand_sizes == (10, 10, 10)
    assert game.to_move == 1 and legal(game) == ["bid 100"]
    play(game, "bid 100, pass, pass")
    assert legal(game) == ["take 0"]
    play(game, "take 0")
    held = D32_HANDS[1].split() + ["9S", "QS"]
    assert set(legal(game)) == {f"discard {c}" for c in held}  # no gives
    play(game, "discard AD, discard TD")
    assert game.view(0).hand_sizes == (10, 10, 10)
    # on the 10 kept: spades 40 + hearts 100 -> 260
    assert set(legal(game)) == declares(100, 260, 5) | {"concede"}


def test_deck_32_seven_and_eight_rank_below_the_nine_and_score_zero():
    game = d32_game()
    play(game, "bid 100, pass, pass, take 0, discard AD, discard TD, declare 205", "play 9S")
    assert legal(game) == ["play 8S"]
    play(game, "play 8S")
    assert set(legal(game)) == plays("7S", "JS")
    play(game, "play 7S")
    assert game.view(0).tricks[0][2] == 1  # 9S over 8S and 7S
    assert game.view(0).tricks_won == (0, 1, 0)


def test_deck_32_discards_count_for_the_declarer():
    # seat 1: 3 + 2 + 42 + 9 + 30 + AD TD laid aside 21 = 107 + 100 = 207 >= 205: +205
    # (without the 21 it would be 186 and fail); seat 2: 13 -> 15; seat 0: 0, no trick: a bolt
    game = d32_game()
    result = play(game, "bid 100, pass, pass, take 0, discard AD, discard TD, declare 205", *D32_SCRIPT)
    assert summary(result) == {
        "declarer": 1, "contract": 205, "bid": 100, "made": True, "bombed": False,
        "card_points": [0, 107, 13], "melds": [[], [100], []],
        "score_delta": [0, 205, 15], "scores_after": [0, 205, 15],
    }
    assert result.counters.bolts == (1, 0, 0)


def test_deck_32_seven_below_eight_below_nine_under_must_beat():
    # polish must_beat: 8H led, seat 2 holding 9H and 7H must beat: only 9H does
    hands = ["AH TH KH QH JH 9S 8S 7S JD 9D", "8H AS TS KS QS JS AD TD KD QD",
             "9H 7H AC TC KC QC JC 9C 8C 7C"]
    game = new_game("polish", D32, hands=hands, musik=["8D 7D"], dealer=0)
    play(game, "bid 100, pass, pass, take 0, discard 8D, discard 7D, declare 100, play 8H")
    assert legal(game) == ["play 9H"]
    refused(game, "play 7H")


def test_deck_24_refuses_7h():
    hands = ["7H JS AC TC KC QC JC", "AS TS KS AH TH KH QH", "9S 9H JH KD QD JD 9D"]
    with pytest.raises(InvalidRecord):
        new_game("polish", None, hands=hands, musik=["AD TD 9C"], dealer=0)
    game = new_game("polish", None, hands=["KH QH AS 9D JD TC 9C", "KD QD KS QS AD TD JC",
                                           "AH TH 9H JH AC TS JS"], musik=["QC KC 9S"], dealer=0)
    play(game, "bid 100, pass, pass, take 0")
    refused(game, "give 7H 2")


@pytest.mark.parametrize("overrides", [
    {"deck": 32, "players": 2},
    {"deck": 32, "players": 4, "four_player_mode": "all_play_6"},
    {"deck": 32, "players": 4, "four_player_mode": "teams_2v2"},
])
def test_deck_32_that_cannot_be_dealt_is_rejected_naming_deck(overrides):
    with pytest.raises(InvalidRules) as info:
        make_rules("russian", overrides)
    assert "deck" in str(info.value)


# ============================================================================= no_auction (§9.10, §10)
NA = {"no_auction": True}
NA3_HANDS = ["AD TD KD QD JD 9D QC JC", "QH KH AH TH JH 9H 9S 9C", "AS TS KS QS JS AC TC KC"]
NA3_SCRIPT = [
    "play AH", "play JS", "play 9D",  # 13 for seat 1
    "meld QH", "play QS", "play JD",  # +100, trump H: 8
    "play TH", "play KS", "play QD",  # 17
    "play KH", "play KC", "play KD",  # 12
    "play JH", "play TC", "play JC",  # 14
    "play 9H", "play TS", "play QC",  # 13: seat 1 77
    "play 9S", "play AS", "play TD",  # seat 2: 21
    "play AC", "play AD", "play 9C",  # seat 2: 22 -> 43
]


def na3_game(preset="polish", overrides=None, **kw):
    return new_game(preset, {**NA, **(overrides or {})}, hands=NA3_HANDS, musik=[], dealer=0, **kw)


def test_no_auction_3_players_dealers_left_leads():
    game = na3_game()
    assert game.phase == "play" and game.to_move == 1
    assert game.view(0).hand_sizes == (8, 8, 8)
    assert game.view(0).musiks == ()
    assert set(legal(game)) == plays(*NA3_HANDS[1].split()) | {"meld QH", "meld KH"}


def test_no_auction_3_players_everyone_scores_what_they_take():
    # seat 1: 77 + 100 = 177 -> 180; seat 2: 43 -> 40; seat 0: 0
    result = play(na3_game(), *NA3_SCRIPT)
    assert summary(result) == {
        "declarer": None, "contract": None, "bid": None, "made": None, "bombed": False,
        "card_points": [0, 77, 43], "melds": [[], [100], []],
        "score_delta": [0, 180, 40], "scores_after": [0, 180, 40],
    }


def test_no_auction_lock_800_and_finish_cap_do_nothing():
    # polish lock_800 and cap_990 need a declarer: seat 2 at 850 gains 40; seat 1 at 850 reaches 1030
    result = play(na3_game(scores=[0, 850, 850]), *NA3_SCRIPT)
    assert result.scores_after == (0, 1030, 890)
    assert result.winner == 1


def test_no_auction_no_trick_penalty_applies():
    # seat 0 at 850 takes no trick: -100
    result = play(na3_game(overrides={"lock_800_no_trick_penalty": 100}, scores=[850, 0, 0]), *NA3_SCRIPT)
    assert result.score_delta == (-100, 180, 40)


def test_no_auction_barrel_does_nothing_bolts_do():
    # russian: seat 1 on the barrel scores normally 177 -> 175: 1055, a win; seat 2 at 870 is not
    # stopped at 880: 43 -> 45: 915; seat 0 no trick: 3rd bolt, -120
    game = na3_game("russian", scores=[0, 880, 870], state={"bolts": [2, 0, 0]})
    result = play(game, *NA3_SCRIPT)
    assert result.scores_after == (-120, 1055, 915)
    assert result.counters.bolts == (3, 0, 0)
    assert result.counters.barrel_attempts == (0, 0, 0)
    assert result.winner == 1


NA4 = {"players": 4, "deck": 32, "no_auction": True}
NA4_HANDS = ["7H TC KC QC JC 9C 8C 7C", "QH KH AH TH JH 9H 8H 9S",
             "AS TS KS QS JS 8S 7S AC", "AD TD KD QD JD 9D 8D 7D"]
NA4_SCRIPT = [
    "play AH", "play TS", "play 9D", "play 7H",  # 21
    "meld QH", "play KS", "play 8D", "play KC",  # +100: 11
    "play TH", "play QS", "play JD", "play QC",  # 18
    "play KH", "play JS", "play QD", "play JC",  # 11
    "play JH", "play 8S", "play KD", "play 9C",  # 6
    "play 9H", "play 7S", "play TD", "play 8C",  # 10
    "play 8H", "play AC", "play 7D", "play 7C",  # 11: seat 1 88
    "play 9S", "play AS", "play AD", "play TC",  # seat 2: 0+11+11+10 = 32
]


def test_no_auction_4_players_32_cards_all_play():
    # seat 1: 88 + 100 = 188 -> 190; seat 2: 32 -> 30; seats 3 and 0 took nothing: a bolt each
    game = new_game("russian", NA4, hands=NA4_HANDS, musik=[], dealer=0)
    assert game.phase == "play" and game.to_move == 1
    assert game.view(0).hand_sizes == (8, 8, 8, 8)  # the dealer plays too
    result = play(game, *NA4_SCRIPT)
    assert summary(result) == {
        "declarer": None, "contract": None, "bid": None, "made": None, "bombed": False,
        "card_points": [0, 88, 32, 0], "melds": [[], [100], [], []],
        "score_delta": [0, 190, 30, 0], "scores_after": [0, 190, 30, 0],
    }
    assert result.counters.bolts == (1, 0, 0, 1)


@pytest.mark.parametrize("overrides", [
    {"no_auction": True, "players": 2},
    {"no_auction": True, "players": 4, "deck": 24},
])
def test_no_auction_that_cannot_be_dealt_is_rejected_naming_no_auction(overrides):
    with pytest.raises(InvalidRules) as info:
        make_rules("russian", overrides)
    assert "no_auction" in str(info.value)


# ============================================================================= lock_from, no_trick_penalty_from
def test_lock_from_900():
    # Deal M: seat 0 raw 124 -> 120, seat 2 raw 14 -> 10, declarer +180.
    # lock from 900: seat 0 at 850 still scores; seat 2 at 900 gains nothing
    game, result = deal_m({"lock_from": 900}, scores=[850, 0, 900])
    assert result.score_delta == (120, 180, 0)
    assert game.scores == (970, 180, 900)


def test_lock_from_800_locks_850():
    game, result = deal_m(scores=[850, 0, 900])
    assert result.score_delta == (0, 180, 0)


def test_no_trick_penalty_from_851():
    # Deal C: the declarer claims at once; both opponents take no trick.  From 851: seat 0 at 850
    # pays nothing, seat 2 at 851 pays 100.
    game, result = deal_c({"lock_800_no_trick_penalty": 100, "no_trick_penalty_from": 851},
                          scores=[850, 0, 851])
    assert result.score_delta == (0, 100, -100)


def test_no_trick_penalty_from_0():
    game, result = deal_c({"lock_800_no_trick_penalty": 100, "no_trick_penalty_from": 0})
    assert result.score_delta == (-100, 100, -100)


# ============================================================================= barrel_must_finish
# Deal BMF: seat 1 keeps AH TH AD TD AC TC AS 9S: no marriage, cap 120.
BMF = ("AH TH AD TD AC TC AS 9S", "KH QH KD QD JH 9H JD 9D", "KC QC KS QS TS JS JC 9C")


def bmf_game(overrides=None, scores=(0, 880, 0), auction="bid 100, pass, pass"):
    hands, musik, gives = deal_cards(*BMF)
    game = new_game("russian", overrides, hands=hands, musik=musik, dealer=0, scores=list(scores))
    play(game, auction, "take 0", *gives)
    return game


def test_barrel_must_finish_contract_reaches_the_target_even_above_the_cap():
    # 1001 - 880 = 121, rounded up to bid_step 5: 125, legal although the cap is 120
    game = bmf_game({"barrel_must_finish": True})
    assert set(legal(game)) == {"declare 125", "concede"}
    refused(game, "declare 120")
    refused(game, "declare 130")


def test_barrel_must_finish_never_asks_for_more_than_the_maximum():
    # barrel 600: 1001 - 600 = 401 would pass the maximum of 360 (RULES.md §1: contracts never
    # exceed it): the declarer on the barrel must declare the maximum
    game = bmf_game({"barrel_must_finish": True, "barrel": 600}, scores=(0, 600, 0))
    assert set(legal(game)) == {"declare 360", "concede"}
    assert refused(game, "declare 405").rule == "max_bid"
    assert refused(game, "declare 355").rule == "barrel_must_finish"


def test_barrel_must_finish_off_the_barrel_or_off():
    assert set(legal(bmf_game({"barrel_must_finish": True}, scores=(0, 700, 0)))) == \
        declares(100, 120, 5) | {"concede"}
    assert set(legal(bmf_game(None))) == declares(100, 120, 5) | {"concede"}


def test_barrel_must_finish_dark_keeps_120():
    game = bmf_game({"barrel_must_finish": True, "dark_bid": True}, auction="dark, pass, pass")
    assert set(legal(game)) == {"declare 120", "concede"}


def test_barrel_must_finish_golden_keeps_120():
    hands, musik, gives = deal_cards(*BMF)
    game = new_game("russian", {"barrel_must_finish": True, "golden_round": True}, hands=hands,
                    musik=musik, dealer=0, scores=[0, 880, 0])
    play(game, "take 0", *gives)
    assert set(legal(game)) == {"declare 120", "concede"}


# ============================================================================= barrel falls (§8 step 5)
# Deal F (dealer 0): seat 1 holds the 9s and jacks; seat 2 wins every trick (120).
F = ("9H JH 9D JD 9C JC 9S JS", "AH TH KH AD TD KD AC TC", "QH QD KC QC AS TS KS QS")
F_SCRIPT = [
    "play 9H", "play AH", "play QH",
    "play TH", "play QS", "play JH",
    "play KH", "play KS", "play 9S",
    "play AD", "play QD", "play 9D",
    "play TD", "play TS", "play JD",
    "play KD", "play AS", "play JS",
    "play AC", "play QC", "play 9C",
    "play TC", "play KC", "play JC",
]


def f_game(overrides=None, *, scores=None, state=None, preset="russian"):
    hands, musik, gives = deal_cards(*F)
    game = new_game(preset, overrides, hands=hands, musik=musik, dealer=0, scores=scores, state=state)
    # russian redeal_weak_hand 12: seat 1's dealt 9H JH 9D JD 9C JC 9S (8 points) may claim; it keeps
    assert set(legal(game)) == {"redeal", "keep"}
    play(game, "keep, bid 100, pass, pass, take 0", *gives, "declare 100")
    return game


def test_deal_f_plain():
    # seat 1 0 < 100: -100; seat 2 120; seat 0 0.  Seats 1 and 0 take no trick: a bolt each
    result = play(f_game(), *F_SCRIPT)
    assert result.outcome.card_points == (0, 0, 120)
    assert result.score_delta == (0, -100, 120)
    assert result.counters.bolts == (1, 1, 0)


def test_barrel_failed_contract_is_a_fall_nth_goes_to_zero():
    # on the barrel, failing leaves it (a fall); two falls before: the third -> 0
    result = play(f_game(scores=[0, 880, 0], state={"barrel_falls": [0, 2, 0]}), *F_SCRIPT)
    assert result.scores_after == (0, 0, 120)
    assert result.counters.barrel_falls == (0, 3, 0)


def test_barrel_failed_contract_before_the_nth_fall_costs_the_contract():
    result = play(f_game(scores=[0, 880, 0], state={"barrel_falls": [0, 1, 0]}), *F_SCRIPT)
    assert result.scores_after == (0, 780, 120)
    assert result.counters.barrel_falls == (0, 2, 0)


def test_barrel_attempts_used_up_nth_fall_goes_to_zero():
    # seat 0 on the barrel, 2 attempts used: this deal uses the 3rd (nothing scored as opponent);
    # the fall is its 3rd: 0 instead of 760
    result = play(f_game(scores=[880, 0, 0], state={"barrel_attempts": [2, 0, 0],
                                                    "barrel_falls": [2, 0, 0]}), *F_SCRIPT)
    assert result.scores_after == (0, -100, 120)
    assert result.counters.barrel_falls == (3, 0, 0)


def test_barrel_attempts_used_up_first_fall_760():
    result = play(f_game(scores=[880, 0, 0], state={"barrel_attempts": [2, 0, 0]}), *F_SCRIPT)
    assert result.scores_after == (760, -100, 120)
    assert result.counters.barrel_falls == (1, 0, 0)


# ============================================================================= options that do not apply (§8)
@pytest.mark.parametrize("preset,overrides", [
    ("russian", {"barrel": None}),
    ("russian", {"barrel": None, "barrel_zero_on_fall": 3, "barrel_must_finish": True,
                 "barrel_simultaneous": "all_fall_120"}),
    ("polish", {"sitter_scores": "musik_points", "two_player_mode": "draw_stock"}),
    ("polish", {"players": 4, "two_player_mode": "ru_open_closed"}),
    ("russian", {"bombs_per_player": 0, "bomb_max_bid": 120, "bomb_first_free": True}),
    ("polish", {"draw_stock_last_trick": 10, "aside_to": "nobody"}),
    ("polish", {"lock_800": False, "lock_from": 900}),
    # no_trick_penalty_from (800 in every preset) is only held below the target while the penalty acts
    ("polish", {"target": 500}),
    ("polish", {"players": 2, "target": 300}),
    ("russian", {"barrel": None, "target": 600}),
])
def test_options_that_do_not_apply_are_accepted(preset, overrides):
    rules = make_rules(preset, overrides)
    for key, value in overrides.items():
        assert getattr(rules, key) == value


def test_a_penalty_threshold_past_a_short_target_is_refused_once_the_penalty_acts():
    with pytest.raises(InvalidRules) as refused:
        make_rules("polish", {"target": 500, "lock_800_no_trick_penalty": 100})
    assert refused.value.key == "no_trick_penalty_from" and refused.value.code == "range"
    assert make_rules("polish", {"target": 500, "lock_800_no_trick_penalty": 100,
                                 "no_trick_penalty_from": 450}).no_trick_penalty_from == 450


def test_russian_without_barrel_plays_on_past_880():
    # barrel null: seat 2 at 880 takes 120 -> 1000 (< 1001, no win)
    result = play(f_game({"barrel": None}, scores=[0, 0, 880]), *F_SCRIPT)
    assert result.scores_after == (0, -100, 1000)
    assert result.winner is None


def test_russian_with_barrel_opponent_on_it_scores_nothing():
    result = play(f_game(scores=[0, 0, 880]), *F_SCRIPT)
    assert result.scores_after == (0, -100, 880)
    assert result.counters.barrel_attempts == (0, 0, 1)


# ============================================================================= golden round (§8, §10)
def golden_c(overrides=None):
    hands, musik, gives = deal_cards(C_DECL, C_SECOND, C_LAST)
    game = new_game("polish", {"golden_round": True, "bomb_max_bid": None, **(overrides or {})},
                    hands=hands, musik=musik, dealer=0)
    return game, gives


def test_golden_round_first_hand_declares_120_no_bomb_concede_allowed():
    game, gives = golden_c()
    assert game.to_move == 1 and legal(game) == ["take 0"]  # no auction, no redeal claim
    assert game.view(0).golden
    play(game, "take 0")
    assert game.view(2).musiks[0] is None and game.view(0).musiks[0] is None  # unseen
    play(game, *gives)
    # bomb_max_bid null would allow a bomb, polish has no concede: golden is 120 or concede
    assert set(legal(game)) == {"declare 120", "concede"}
    refused(game, "bomb")
    refused(game, "declare 130")


def test_golden_round_made_doubled():
    # Deal C: seat 1 claims all: 120 >= 120: +120 x 2 = +240
    game, gives = golden_c()
    result = play(game, "take 0", *gives, "declare 120", "claim")
    assert summary(result) == {
        "declarer": 1, "contract": 120, "bid": 120, "made": True, "bombed": False,
        "card_points": [0, 120, 0], "melds": [[], [], []],
        "score_delta": [0, 240, 0], "scores_after": [0, 240, 0],
    }


def test_golden_round_concede_doubled():
    # -120 x 2, +40 x 2 each
    game, gives = golden_c()
    result = play(game, "take 0", *gives, "concede")
    assert result.score_delta == (80, -240, 80)
    assert result.summary()["contract"] == 120 and result.summary()["made"] is False


def test_golden_round_nobody_made_scores_and_counters_back_to_start():
    # russian golden round from (50, 60, 70), bolts (1, 0, 0).
    # Deal 1 (seat 1 declares, deal F): seat 1 0 -> -240; seat 2 120 x 2 = 240;
    #   seats 0, 1 trickless: 2 bolts each; seat 0 reaches 3: -120 (not doubled).
    # Deals 2, 3: seats 2 and 0 concede (-240, +80 each).  None made: back to the start.
    hands, musik, gives = deal_cards(*F)
    game = new_game("russian", {"golden_round": True}, hands=hands, musik=musik, dealer=0,
                    scores=[50, 60, 70], state={"bolts": [1, 0, 0]})
    assert legal(game) == ["take 0"]
    r1 = play(game, "take 0", *gives, "declare 120", *F_SCRIPT)
    assert r1.score_delta == (-120, -240, 240)
    assert r1.counters.bolts == (3, 2, 0)
    gives = next_deal(game, *F)
    assert game.to_move == 2 and legal(game) == ["take 0"]
    r2 = play(game, "take 0", *gives, "concede")
    assert r2.score_delta == (80, 80, -240)
    gives = next_deal(game, *F)
    assert game.to_move == 0 and legal(game) == ["take 0"]
    r3 = play(game, "take 0", *gives, "concede")
    assert r3.outcome.golden and r3.outcome.made is False
    # RULES.md §8 says the game starts again from the start scores and counters; it does not say
    # whether the closing deal's own scores_after shows the reset, so only the game is checked
    assert game.scores == (50, 60, 70)
    assert game.counters.bolts == (1, 0, 0)
    assert game.counters.as_dict() == {"bombs_used": [0, 0, 0], "bolts": [1, 0, 0],
                                       "barrel_attempts": [0, 0, 0], "barrel_falls": [0, 0, 0]}
    # and the next deal is golden again
    next_deal(game, *F)
    assert game.current.dealer == 0
    assert game.to_move == 1 and legal(game) == ["take 0"] and game.view(0).golden


# ============================================================================= dark bid (§3, §10)
DARK = {"dark_bid": True}
A_HANDS = ["KH QH AS 9D JD TC 9C", "KD QD KS QS AD TD JC", "AH TH 9H JH AC TS JS"]
A_MUSIK = ["QC KC 9S"]


def dark_a(overrides=None):
    return new_game("polish", {**DARK, **(overrides or {})}, hands=A_HANDS, musik=A_MUSIK, dealer=0)


def test_dark_only_first_action_of_first_hand_hand_hidden_until_it_chooses():
    game = dark_a()
    assert game.to_move == 1 and set(legal(game)) == {"bid 100", "dark"}
    view = game.view(1)
    assert view.hand_hidden and view.hand == ()
    assert view.hand_sizes == (7, 7, 7)
    assert len(game.view(2).hand) == 7
    play(game, "bid 100")
    assert not game.view(1).hand_hidden
    assert names(game.view(1).hand) == set(A_HANDS[1].split())
    assert "dark" not in legal(game)
    refused(game, "dark")


def test_dark_bid_first_hand_has_no_redeal_claim():
    # seat 1 holds four nines and no marriage: entitled normally, not with dark_bid
    hands = ["JH QD JC QC KC TC AC", "9H 9D 9C 9S AH TH JD", "KH QH AD TD KD QS JS"]
    plain = new_game("polish", None, hands=hands, musik=["KS TS AS"], dealer=0)
    assert set(legal(plain)) == {"redeal", "keep"}
    game = new_game("polish", DARK, hands=hands, musik=["KS TS AS"], dealer=0)
    assert game.to_move == 1 and set(legal(game)) == {"bid 100", "dark"}


def test_dark_stands_only_declare_120_and_concede():
    game = dark_a({"bomb_max_bid": None})
    play(game, "dark")
    assert not game.view(1).hand_hidden
    play(game, "pass, pass, take 0")
    assert game.view(0).musiks[0] is None and game.view(2).musiks[0] is None
    play(game, "give QC 2, give KC 0")
    assert set(legal(game)) == {"declare 120", "concede"}
    refused(game, "bomb")


def test_dark_concede_minus_240_plus_80():
    game = dark_a()
    result = play(game, "dark, pass, pass, take 0, give QC 2, give KC 0, concede")
    assert result.score_delta == (80, -240, 80)
    assert result.summary()["bid"] == 120 and result.summary()["contract"] == 120


# ============================================================================= poor-musik redeal (§10)
PM_HANDS = ["AC 9S JS QS KS TS AS", "AH TH KH QH JH AD TD", "JD QD KD 9C JC KC TC"]
PM_MUSIK = ["9H 9D QC"]  # 3 points


def test_poor_musik_redeal_right_after_take():
    game = new_game("polish", {"redeal_poor_musik": 3}, hands=PM_HANDS, musik=PM_MUSIK, dealer=0)
    play(game, "bid 100, pass, pass")
    assert legal(game) == ["take 0"]
    play(game, "take 0")
    assert "redeal" in legal(game)
    result = game.apply("redeal")
    assert summary(result) == {
        "declarer": 1, "contract": None, "bid": 100, "made": None, "bombed": False,
        "card_points": [0, 0, 0], "melds": [[], [], []],
        "score_delta": [0, 0, 0], "scores_after": [0, 0, 0],
    }
    assert game.next_dealer == 0
    game.start_deal()
    assert game.current.dealer == 0


def test_poor_musik_first_give_waives_it():
    game = new_game("polish", {"redeal_poor_musik": 3}, hands=PM_HANDS, musik=PM_MUSIK, dealer=0)
    play(game, "bid 100, pass, pass, take 0, give 9H 2")
    assert game.phase == "musik" and "redeal" not in legal(game)
    refused(game, "redeal")


def test_poor_musik_above_the_limit_no_redeal():
    game = new_game("polish", {"redeal_poor_musik": 2}, hands=PM_HANDS, musik=PM_MUSIK, dealer=0)
    play(game, "bid 100, pass, pass, take 0")
    assert "redeal" not in legal(game)


def test_poor_musik_not_with_two_musiks():
    hands = ["AC TC KC QC JC AS TS KS QS JS", "AH TH KH QH JH AD TD KD QD JD"]
    game = new_game("polish", {**M2X2, "redeal_poor_musik": 5}, hands=hands,
                    musik=["9H 9D", "9C 9S"], dealer=0)
    play(game, "bid 100, pass, take 0")
    assert "redeal" not in legal(game)
    game = m23_game({"redeal_poor_musik": 3})  # the taken JH 9H 9C holds 2
    play(game, "bid 100, pass, take 0")
    assert "redeal" not in legal(game)


def test_poor_musik_not_in_ru_prikup_4():
    game = prikup_game(overrides={"redeal_poor_musik": 5})
    play(game, "bid 100, pass, take 1, take 3")  # JS + 9S = 2 points
    assert "redeal" not in legal(game)


def test_poor_musik_not_in_a_dark_deal():
    game = new_game("polish", {"redeal_poor_musik": 3, **DARK}, hands=PM_HANDS, musik=PM_MUSIK, dealer=0)
    play(game, "dark, pass, pass, take 0")
    assert "redeal" not in legal(game)


def test_poor_musik_in_seven_open_musik():
    hands = ["AC TC KC QC AS TS KS", "AH TH KH QH AD TD KD"]
    game = new_game("polish", {**SEVEN, "redeal_poor_musik": 3}, hands=hands, musik=["9H 9D"],
                    dealer=0, stock="JH QD JD 9C JC 9S JS QS")
    play(game, "bid 100, pass, take 0")
    assert "redeal" in legal(game)
    result = game.apply("redeal")
    assert result.summary()["contract"] is None and result.summary()["made"] is None
    assert result.summary()["declarer"] == 1 and result.summary()["bid"] == 100
    assert result.score_delta == (0, 0)
    assert game.next_dealer == 0


def test_poor_musik_in_teams():
    # deal TB's musik JS QD AH QS holds 19 points
    game, _ = teams_game(TB, {"redeal_poor_musik": 20})
    play(game, "bid 100, pass, pass, pass, take 0")
    assert "redeal" in legal(game)
    result = game.apply("redeal")
    assert result.score_delta == (0, 0, 0, 0) and result.summary()["made"] is None
    assert game.next_dealer == 0


# ============================================================================= 2-player concede (§8 step 1)
def test_two_player_concede_gives_60():
    hands = ["AC TC KC QC JC AS TS KS QS JS", "AH TH KH QH JH AD TD KD QD JD"]
    game = new_game("polish", {**M2X2, "concede": True}, hands=hands, musik=["9H 9D", "9C 9S"], dealer=0)
    result = play(game, "bid 100, pass, take 0, discard 9H, discard 9D, concede")
    assert summary(result) == {
        "declarer": 1, "contract": 100, "bid": 100, "made": False, "bombed": False,
        "card_points": [0, 0], "melds": [[], []],
        "score_delta": [60, -100], "scores_after": [60, -100],
    }
