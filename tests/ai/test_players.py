"""Computer players: legal, deterministic, fair (they see only their view)."""
import random

import pytest

from tysiac_engine import Game, make_rules
from tysiac_engine.ai.hidden import game_in_world
from tysiac_engine.ai.knowledge import read_view, sample_world
from tysiac_engine.ai.players import LEVELS, make_player
from tysiac_engine.cards import mask_of

from .worlds import real_places

FAST_LEVELS = ["easy", "medium"]
CONFIGS = [("polish", 3), ("russian", 3), ("danish", 3), ("polish", 4), ("russian", 4),
           ("danish", 4), ("polish", 2), ("danish", 2), ("russian", 2)]


def play_deals(levels, preset, players, deals, seed):
    rules = make_rules(preset, {"players": players})
    game = Game(rules, seed=seed, preset=preset)
    bots = [make_player(levels[s % len(levels)], seed=seed + s) for s in range(players)]
    finished = 0
    while finished < deals and not game.is_over:
        seat = game.to_move
        view = game.view(seat)
        action = bots[seat].choose(view)
        assert action in game.legal_actions()
        if game.apply(action) is not None:
            finished += 1
    return game


@pytest.mark.parametrize("preset,players", CONFIGS)
@pytest.mark.parametrize("level", FAST_LEVELS)
def test_fast_levels_play_only_legal_actions(level, preset, players):
    game = play_deals([level], preset, players, deals=25, seed=11)
    assert len(game.results) >= 1
    played = [r for r in game.results if r.outcome.played]
    # russian 2 players (ru_prikup_4): the two unpicked cards count for nobody unless all ten tricks
    assert all(sum(r.outcome.card_points) == 120 or game.shape.all_tricks_unpicked for r in played)


def test_mixed_table_finishes_games():
    game = play_deals(["medium", "easy", "medium"], "polish", 3, deals=400, seed=5)
    assert game.is_over and max(game.scores) >= 1000


def test_same_seed_same_decision():
    rules = make_rules("polish")
    for seed in range(5):
        game = Game(rules, seed=seed)
        for _ in range(12):
            seat = game.to_move
            view = game.view(seat)
            for level in FAST_LEVELS:
                first = make_player(level, seed=3).choose(view)
                again = make_player(level, seed=3).choose(game.view(seat))
                assert first == again
            game.apply(make_player("medium", seed=1).choose(view))


def redealt_hidden(game, seat, rng):
    """Every card this seat cannot see, dealt again consistently with its view."""
    view = game.view(seat)
    know = read_view(view)
    world = sample_world(know, rng)
    assert world is not None
    return world


def test_sampled_worlds_respect_what_the_seat_knows():
    rng = random.Random(2)
    rules = make_rules("polish")
    checked = 0
    for seed in range(30):
        game = Game(rules, seed=seed)
        bots = [make_player("medium", seed=s) for s in range(3)]
        while game.results == [] and game.to_move is not None:
            seat = game.to_move
            view = game.view(seat)
            know = read_view(view)
            world = sample_world(know, rng)
            assert world is not None
            real = real_places(game.current, seat)
            for s in view.active:
                if s == seat:
                    assert world[s] == mask_of(view.hand)
                    continue
                assert bin(world[s]).count("1") == view.hand_sizes[s]
                # the facts drawn from play are true of the real hands
                assert real[s] & know.forbidden.get(s, 0) == 0
                assert real[s] & know.known.get(s, 0) == know.known.get(s, 0)
                assert world[s] & know.forbidden.get(s, 0) == 0
            checked += 1
            game.apply(bots[seat].choose(view))
    assert checked > 300


@pytest.mark.parametrize("level", FAST_LEVELS)
def test_decision_ignores_cards_the_seat_cannot_see(level):
    """Fairness: re-dealing the unseen cards, with the same seed, changes nothing."""
    rules = make_rules("polish")
    rng = random.Random(9)
    compared = 0
    for seed in range(12):
        game = Game(rules, seed=seed, auto_deal=True)
        bots = [make_player("medium", seed=s) for s in range(3)]
        while not game.results and game.to_move is not None:
            seat = game.to_move
            view = game.view(seat)
            real = make_player(level, seed=4).choose(view)
            world = redealt_hidden(game, seat, rng)
            other = make_player(level, seed=4).choose(game_in_world(game, seat, world).view(seat))
            assert other == real
            compared += 1
            game.apply(bots[seat].choose(view))
    assert compared > 100


def test_levels_are_known():
    assert LEVELS == ("easy", "medium", "hard", "expert")
    with pytest.raises(ValueError):
        make_player("grandmaster")
