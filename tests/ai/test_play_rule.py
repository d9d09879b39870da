"""One play rule: ``legality`` says which card may be played and which card beats which; the
compiled solver core (``_dd.c``, the only other statement of the rule) agrees with it, and the
AI's readings of the rule (what a reply reveals, the solver's shifted masks) are legality's."""
import random

import pytest

from tysiac_engine.ai import general
from tysiac_engine.ai.general import Model, make_solver
from tysiac_engine.cards import SUIT_MASKS, cards_of
from tysiac_engine.legality import (
    beaters, beats, legal_reply_mask, reply_mask, reply_reveals, trick_winner, trump_mask,
)

compiled = pytest.mark.skipif(not general.COMPILED, reason="the compiled solver core is not built")
OPTIONS = [(must_beat, must_trump) for must_beat in (False, True) for must_trump in ("if_beats", "always", "never")]


def random_reply(rng: random.Random, n: int):
    """(hand of the player to move, the trick so far, trump): disjoint random cards."""
    pack = list(range(32))
    rng.shuffle(pack)
    trick = tuple(pack[:rng.randrange(1, n)])
    hand = 0
    for c in pack[len(trick):len(trick) + rng.randrange(1, 11)]:
        hand |= 1 << c
    return hand, trick, rng.randrange(-1, 4)


def core(n: int, must_beat: bool, must_trump: str):
    """The compiled core for ``n`` players with these obligations (no stock, no melds on someone)."""
    return make_solver(Model(n, (1,) + (0,) * (n - 1), 1, must_beat, must_trump), compiled=True)


@compiled
@pytest.mark.parametrize("must_beat,must_trump", OPTIONS)
def test_compiled_core_replies_as_legality_on_random_positions(must_beat, must_trump):
    """2 to 4 players, random hands, tricks and trumps: the core's legal replies are
    legal_reply_mask's, judged against legality's winner of the trick so far."""
    rng = random.Random(f"{must_beat}{must_trump}")
    for n in (2, 3, 4):
        solver = core(n, must_beat, must_trump)
        for _ in range(1500):
            hand, trick, trump = random_reply(rng, n)
            to_move = rng.randrange(n)
            hands = [0] * n
            hands[to_move] = hand
            winner = trick[trick_winner(tuple(enumerate(trick)), trump)]
            want = legal_reply_mask(hand, trick[0] >> 3, winner, trump, must_beat, must_trump)
            got = solver.legal(hands, to_move, trick, trump, 0, 0, 1)
            assert sorted(got) == list(cards_of(want)), (n, hand, trick, trump)


@compiled
def test_compiled_core_judges_which_card_beats_which_as_legality():
    """Every card against every other under every trump: the last trick of two players, the
    winner's side scoring +1 (the led card's) or -1 (the reply's) on top of the cards."""
    solver = make_solver(Model(2, (1, -1), 1, aside=1), compiled=True)
    for trump in range(-1, 4):
        for led in range(32):
            for reply in range(32):
                if reply == led:
                    continue
                [(move, value)] = solver.move_values([0, 1 << reply], 1, (led,), trump, 0, 0, 0)
                assert move == reply
                assert (value < 0) == beats(reply, led, trump), (led, reply, trump)


@pytest.mark.parametrize("must_beat,must_trump", OPTIONS)
def test_what_a_reply_reveals_is_exactly_what_the_rule_forbids(must_beat, must_trump):
    """A card played in reply was legal in the hand it came from exactly when that hand holds
    none of the cards reply_reveals names: the knowledge the AI draws is the rule read backwards,
    sound (never rules out a real hand) and complete (misses no card the rule rules out)."""
    rng = random.Random(f"reveals{must_beat}{must_trump}")
    for _ in range(4000):
        hand, trick, trump = random_reply(rng, 4)
        card = rng.choice(list(cards_of(hand)))
        winner = trick[trick_winner(tuple(enumerate(trick)), trump)]
        led = trick[0] >> 3
        legal = legal_reply_mask(hand, led, winner, trump, must_beat, must_trump) >> card & 1
        shown = reply_reveals(card, led, winner, trump, must_beat, must_trump)
        assert not shown >> card & 1
        assert bool(legal) == (not hand & shown), (hand, card, trick, trump)


@pytest.mark.parametrize("must_beat,must_trump", OPTIONS)
def test_the_mask_form_of_the_rule_holds_on_masks_shifted_alike(must_beat, must_trump):
    """The 24-card solver drops the 7s and 8s (masks shifted right by two bits): the rule on
    shifted masks is the shifted rule."""
    rng = random.Random(f"shift{must_beat}{must_trump}")
    nines_up = sum(SUIT_MASKS) & ~sum(0b11 << (8 * s) for s in range(4))
    for _ in range(3000):
        hand, trick, trump = random_reply(rng, 4)
        hand &= nines_up
        winner = trick[trick_winner(tuple(enumerate(trick)), trump)]
        led = trick[0] >> 3
        want = legal_reply_mask(hand, led, winner, trump, must_beat, must_trump)
        got = reply_mask(hand >> 2, SUIT_MASKS[led] >> 2, beaters(winner, trump) >> 2, trump_mask(trump) >> 2,
                         must_beat, must_trump) << 2
        assert got == want


def test_a_trump_played_under_the_winning_trump_shows_no_higher_trump_is_held():
    """must_trump if_beats: seat 0, void in the led diamonds, plays the 9 of trumps under the ten;
    holding the ace he would have had to play it, so the declarer knows seat 2 holds it."""
    from tysiac_engine.ai.knowledge import read_view
    from tysiac_engine.cards import cards, mask_of
    from tysiac_engine.rules import make_rules

    from .test_decisions import played_to

    rules = make_rules("polish", {"deck": 32, "must_beat": False})
    hands = ("8H 9H JH AC 7S 8S 9S JS QS TS", "QH KH AD KD QD JD TD 9D AS KS", "7H TH AH 7C 8C 9C JC QC KC TC")
    game = played_to(rules, hands, ("7D 8D",), 0, "bid 100, pass, pass, take 0, discard AS, discard KS, "
                     "declare 100, meld QH, play 7H, play 8H, play AD, play TH, play 9H")
    know = read_view(game.view(1))
    ace = mask_of(cards("AH"))
    assert not know.may_hold(0) & ace
    assert know.may_hold(2) & ace
