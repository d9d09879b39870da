"""The claim check (RULES.md §8 "Claim") against a plain exhaustive search."""
import random

import pytest

from tysiac_engine import IllegalAction
from tysiac_engine.cards import cards_of, deck

DECK24 = deck(24)
from tysiac_engine.claim import claim_is_unbeatable, legal_reply_mask

from .util import legal, new_game, play


def naive_wins_all(d, opps, trump, must_beat, must_trump):
    """Every declarer lead, every legal reply of every defender: no shortcuts."""
    if not d:
        return True
    for c in cards_of(d):
        if all_replies_lose(c, d & ~(1 << c), list(opps), 0, trump, must_beat, must_trump):
            return True
    return False


def all_replies_lose(c, d, opps, i, trump, must_beat, must_trump):
    if i == len(opps):
        return naive_wins_all(d, tuple(opps), trump, must_beat, must_trump)
    hand = opps[i]
    for x in cards_of(legal_reply_mask(hand, c >> 3, c, trump, must_beat, must_trump)):
        beats = (x >> 3 == c >> 3 and x > c) or (trump >= 0 and x >> 3 == trump and c >> 3 != trump)
        if beats:
            return False
        rest = opps[:i] + [hand & ~(1 << x)] + opps[i + 1:]
        if not all_replies_lose(c, d, rest, i + 1, trump, must_beat, must_trump):
            return False
    return True


@pytest.mark.parametrize("must_beat,must_trump", [(True, "if_beats"), (False, "always"), (True, "never")])
def test_claim_check_matches_exhaustive_search(must_beat, must_trump):
    rng = random.Random(7)
    agree = claims = 0
    for _ in range(400):
        deck = list(DECK24)
        rng.shuffle(deck)
        size = rng.choice([1, 2, 3, 4])
        hands = [sum(1 << c for c in deck[k * size:(k + 1) * size]) for k in range(3)]
        # bias towards strong declarer hands so that valid claims occur
        if rng.random() < 0.5:
            top = sorted(deck[:3 * size], key=lambda c: (c & 7, c >> 3), reverse=True)
            hands = [sum(1 << c for c in top[:size]), sum(1 << c for c in top[size:2 * size]),
                     sum(1 << c for c in top[2 * size:])]
        trump = rng.choice([-1, 0, 1, 2, 3])
        fast = claim_is_unbeatable(hands[0], (hands[1], hands[2]), trump, must_beat, must_trump)
        slow = naive_wins_all(hands[0], (hands[1], hands[2]), trump, must_beat, must_trump)
        assert fast == slow, (cards_of(hands[0]), cards_of(hands[1]), cards_of(hands[2]), trump)
        agree += 1
        claims += fast
    assert agree == 400 and 20 < claims < 380  # both outcomes were exercised


HANDS = ["AH TH KH QH AS TS KS", "9H JH 9D JD QD 9C JC", "KD TD AD QC KC TC AC"]


def test_claim_accepted_with_top_cards_and_cards_go_to_declarer():
    # seat 0 keeps AH TH KH QH + AS TS KS QS; the defenders' hearts and spades are lower
    game = new_game(hands=HANDS, musik=["9S JS QS"], dealer=2)
    play(game, "bid 100, pass, pass", "take 0", "give 9S 1, give JS 2", "declare 120")
    assert "claim" in legal(game)
    result = play(game, "claim")
    assert result.outcome.claimed
    assert result.outcome.card_points == (120, 0, 0)  # every remaining card to the declarer
    assert result.outcome.melds == ((), (), ())  # marriages still in hand don't score
    assert result.outcome.made and result.score_delta[0] == 120


def test_claim_refused_when_a_defence_beats_it():
    # seat 1 receives AS: the declarer's spades can be beaten
    game = new_game(hands=HANDS, musik=["9S JS QS"], dealer=2)
    play(game, "bid 100, pass, pass", "take 0", "give AS 1, give JS 2", "declare 100")
    assert "claim" not in legal(game)
    with pytest.raises(IllegalAction) as error:
        game.apply("claim")
    assert error.value.rule == "claim_unbeatable"
    assert game.current.phase == "play" and len(game.current.history) == 7
