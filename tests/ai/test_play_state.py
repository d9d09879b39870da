"""One play state (legality.TrickState): the engine, the computer players' reading of the table and
both solvers judge a trick alike, melds "on someone" included, in every mode."""
import random
import zlib

import pytest

from tysiac_engine import Game, make_rules
from tysiac_engine import actions as A
from tysiac_engine.ai import general
from tysiac_engine.ai.inference import Evidence
from tysiac_engine.cards import card, cards, mask_of

from .worlds import EVERY_MODE, VARIANTS, new_game

ALL = sorted(EVERY_MODE) + sorted(VARIANTS)


def all_play_6_after_a_meld_on_someone() -> Game:
    """Seat 0 leads AS, seat 1 must follow with QS, seat 2 declares KS on it (spades trump: the
    ace still wins), seat 3 follows with TS though it holds 9S and JS."""
    game = Game(make_rules("polish", {"players": 4, "four_player_mode": "all_play_6"}), seed=0, auto_deal=False)
    game.start_deal(["AS 9H JH 9D JD 9C".split(), "QS TH AH TD AD TC".split(),
                     "KS QD KD QC KC AC".split(), "TS 9S JS QH KH JC".split()], [], dealer=3)
    for action in ("play AS", "play QS", "meld KS", "play TS"):
        game.apply(A.as_action(action))
    return game


def test_the_ai_reads_a_trick_after_a_meld_on_someone_as_the_engine_judged_it():
    """The king melded on the queen makes spades trump, but the ace led still takes the trick:
    the ten played under it went to an opponent's trick by choice, which the AI reads as a
    hint that seat 3 held no cheaper spade.  It once took the king for the winner, so the ten
    seemed to win the trick and told nothing."""
    game = all_play_6_after_a_meld_on_someone()
    deal = game.current
    assert deal.completed[-1][2] == 0 and deal.trump == card("KS") >> 3  # spades trump, the ace's trick
    evidence = Evidence(game.view(0))
    nine_jack = mask_of(cards("9S JS"))
    assert [seat for seat, cheaper in evidence.thrown if cheaper & nine_jack == nine_jack] == [3]


def test_the_view_gives_the_trick_state_of_the_engine():
    game = Game(make_rules("polish", {"players": 4, "four_player_mode": "all_play_6"}), seed=0, auto_deal=False)
    game.start_deal(["AS 9H JH 9D JD 9C".split(), "QS TH AH TD AD TC".split(),
                     "KS QD KD QC KC AC".split(), "TS 9S JS QH KH JC".split()], [], dealer=3)
    for action in ("play AS", "play QS", "meld KS"):
        game.apply(A.as_action(action))
    state = game.view(3).trick_state
    spades = card("KS") >> 3
    assert (state.winner, state.winning_card, state.trump, state.led) == (0, card("AS"), spades, spades)
    assert not state.takes(card("TS")) and state.legal(mask_of(cards("TS 9S QH")), True, "if_beats") == \
        mask_of(cards("TS 9S"))


def judged_cards(mode: str, games: int):
    """Random legal playouts of ``mode`` (melds taken when offered, mostly): for every card
    played, (game, the trick and trump before it, the seat, the move, the engine's winner,
    winning card and trump after it)."""
    rng = random.Random(zlib.crc32(mode.encode()))
    for seed in range(games):
        game = new_game(mode, seed)
        while not game.is_over and len(game.results) < 2:
            legal = [a for a in game.legal_actions() if a.kind not in ("claim", "bomb", "concede", "redeal")]
            melds = [a for a in legal if a.kind == "meld"]
            action = melds[0] if melds and rng.random() < 0.8 else rng.choice(legal)
            deal = game.current
            if action.kind not in ("play", "meld"):
                game.apply(action)
                continue
            seat, before, trump = game.to_move, deal.trick, deal.trump
            game.apply(action)
            if deal.trick:
                after = (deal.trick_winner, deal.trick_card, deal.trump)
            else:  # the trick is complete
                _, cards, winner = deal.completed[-1]
                after = (winner, dict(cards)[winner], deal.trump)
            yield game, before, trump, seat, action, after


@pytest.mark.skipif(not general.COMPILED, reason="the compiled solver core is not built")
@pytest.mark.parametrize("mode", ALL)
def test_the_engine_the_view_and_the_compiled_core_judge_each_trick_alike(mode):
    """At every card of random playouts: the winner, the winning card and the trump after it, as
    the engine judges them, as the seats' views give them (mid-trick) and as the compiled core's
    play steps them (a meld on someone included, in the modes that have it)."""
    on_someone = cards = 0
    for game, before, trump, seat, action, after in judged_cards(mode, 4):
        meld = action.kind == "meld"
        on_someone += meld and bool(before)
        index, won_card, new_trump = general._dd.trick_step(
            tuple(c for _, c in before), trump, int(action.card) | (general.MELD if meld else 0))
        seats = [s for s, _ in before] + [seat]
        assert (seats[index], won_card, new_trump) == after, (mode, before, action)
        deal = game.current
        if deal is not None and deal.trick:  # mid-trick: what every seat's view says
            for s in deal.active:
                state = game.view(s).trick_state
                assert (state.winner, state.winning_card, -1 if state.trump is None else state.trump) == after
        cards += 1
    assert cards > 50
    if mode in ("all_play_6", "teams_2v2", "teams_meld_trick"):
        assert on_someone, mode
