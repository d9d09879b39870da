"""The search player (hard/expert), hints, review and the arena."""
import random
import threading

import pytest

from tysiac_engine import Game, make_rules
from tysiac_engine.ai.hints import hint, review_deal
from tysiac_engine.ai.knowledge import read_view, sample_world
from tysiac_engine.ai.pimc import SearchPlayer
from tysiac_engine.ai.players import Cancelled, make_player
from tysiac_engine.arena import assignments, report, run_arena

CONFIGS = [("polish", 3), ("russian", 3), ("danish", 3), ("polish", 4), ("russian", 4),
           ("danish", 4), ("polish", 2), ("danish", 2)]


def quick(seed):
    """The search player with few worlds: the same code paths, fast enough for tests."""
    return SearchPlayer(seed, worlds=2)


@pytest.mark.parametrize("preset,players", CONFIGS)
def test_search_player_plays_only_legal_actions(preset, players):
    rules = make_rules(preset, {"players": players})
    finished = 0
    for seed in range(3):
        game = Game(rules, seed=seed, preset=preset)
        bots = [quick(seed + s) for s in range(players)]
        while finished < 4 * (seed + 1) and not game.is_over:
            seat = game.to_move
            action = bots[seat].choose(game.view(seat))
            assert action in game.legal_actions()
            if game.apply(action) is not None:
                finished += 1
    assert finished >= 12


def test_hard_decision_ignores_cards_it_cannot_see():
    """Fairness: re-dealing the cards the seat cannot see, same seed, same decision."""
    rules = make_rules("polish")
    rng = random.Random(3)
    compared = 0
    for seed in range(6):
        game = Game(rules, seed=seed)
        bots = [make_player("medium", seed=s) for s in range(3)]
        while not game.results and game.to_move is not None:
            seat = game.to_move
            view = game.view(seat)
            if len(view.legal) > 1 and view.phase in ("play", "contract", "musik"):
                real = quick(5).choose(view)
                world = sample_world(read_view(view), rng)
                deal = game.current
                saved = list(deal.hands)
                try:
                    for s in view.active:
                        deal.hands[s] = world[s]
                    other = quick(5).choose(game.view(seat))
                finally:
                    deal.hands[:] = saved
                assert other == real
                compared += 1
            game.apply(bots[seat].choose(view))
    assert compared >= 30


def test_same_seed_same_decision_and_cancel():
    game = Game(make_rules("polish"), seed=4)
    bots = [make_player("medium", seed=s) for s in range(3)]
    while game.current.phase != "play":
        game.apply(bots[game.to_move].choose(game.view(game.to_move)))
    view = game.view(game.to_move)
    assert make_player("hard", seed=9).choose(view) == make_player("hard", seed=9).choose(view)
    cancel = threading.Event()
    cancel.set()
    with pytest.raises(Cancelled):
        make_player("hard", seed=9).choose(view, cancel)


def test_hint_and_open_hand_review():
    game = Game(make_rules("polish"), seed=8)
    bots = [make_player("medium", seed=s) for s in range(3)]
    hinted = 0
    while not game.results:
        seat = game.to_move
        view = game.view(seat)
        if view.phase == "play" and len(view.legal) > 1 and hinted < 3:
            advice = hint(view, seed=1)
            assert advice.action in view.legal
            assert 0.0 <= advice.made_chance <= 1.0 and advice.worlds > 0
            assert 0 <= advice.mean_total <= 120 + 240
            hinted += 1
        game.apply(bots[seat].choose(view))
    deal = game.deals[-1]
    review = review_deal(deal)
    if game.results[-1].outcome.played:
        assert review is not None
        assert review.declarer == deal.declarer and review.contract == deal.contract
        assert review.makeable == (review.best_total >= deal.contract)
        assert 0 <= review.best_total <= 120 + 240
    else:
        assert review is None


def test_arena_smoke():
    assert len(assignments(3)) == 6  # A,A,B and A,B,B, each rotated
    result = run_arena("easy", "medium", deals=2, seed=1, workers=1)
    text = report(result)
    last = text.splitlines()[-1]
    assert last.startswith("arena: A-B = ") and last.endswith("points/deal over 2 deals")
    assert "contracts made" in text and "95% CI" in text
