"""αμ for expert's declarer and defenders (tysiac_engine.ai.search.alphamu): one strategy for
every world.

Determinized search solves each world as if the player would see every card from the next
one on; αμ makes his side choose its next card once for all the worlds still possible.  So a
card never wins (makes the contract, or defeats it) in more worlds under αμ than under
determinized search, and over one world the two agree."""
from __future__ import annotations

import random

import pytest

from tysiac_engine.ai.general import MELD
from tysiac_engine.ai.inference import weighted_worlds
from tysiac_engine.ai.players import make_player
from tysiac_engine.ai.positions import DECLARER, problem_from_view
from tysiac_engine.ai.search.alphamu import AlphaMu
from tysiac_engine.ai.search.params import DEFAULT_PARAMS
from tysiac_engine.ai.search.solvers import compiled
from tysiac_engine.ai.pimc import SearchPlayer

from .worlds import drive, new_game

pytestmark = pytest.mark.skipif(not compiled(), reason="αμ solves its leaves with the compiled core")


def declarer_positions(mode: str, seeds, most_cards: int, defender: bool = False):
    """Views of the declarer (or a defender) to play a card with at most ``most_cards`` in hand
    (medium bots)."""
    found = []
    for seed in seeds:
        game = new_game(mode, seed)
        bots = [make_player("medium", seed=seed + s) for s in range(game.n)]

        def visit(game, seat, view):
            if (view.phase == "play" and view.declarer is not None and (view.declarer != seat) == defender
                    and len(view.hand) <= most_cards
                    and sum(a.kind in ("play", "meld") for a in view.legal) > 1):
                found.append(view)

        drive(game, bots, random.Random(seed), visit)
    return found


def searched(view, count: int, seed: int) -> tuple[AlphaMu, list]:
    rng = random.Random(seed)
    worlds = weighted_worlds(view, rng, count)
    problems = [problem_from_view(view, world, DECLARER, rng) for world, _ in worlds]
    return AlphaMu(problems, [times for _, times in worlds], view.contract,
                   defending=view.seat != view.declarer), worlds


def codes(view) -> set[int]:
    return {int(a.card) | (MELD if a.kind == "meld" else 0) for a in view.legal if a.kind in ("play", "meld")}


@pytest.mark.parametrize("defender", [False, True], ids=["declarer", "defender"])
def test_a_card_never_wins_in_more_worlds_than_determinized_search_says(defender):
    stricter = 0
    for mode in ("three", "musik_2x2", "dealer_sits_out"):
        views = declarer_positions(mode, range(10), most_cards=8, defender=defender)
        assert len(views) >= 10, (mode, len(views))
        for k, view in enumerate(views):
            search, _ = searched(view, 24, k)
            one_strategy, fused = search.card_values(), search.fused_values()
            assert set(one_strategy) == codes(view) == set(fused)
            for code, value in one_strategy.items():
                assert 0 <= value <= fused[code] + 1e-9, (mode, view.hand, code, value, fused[code])
            stricter += any(one_strategy[c] < fused[c] for c in one_strategy)
    # rare, but there: a card whose good worlds need different continuations of our side
    assert stricter >= 1


@pytest.mark.parametrize("defender", [False, True], ids=["declarer", "defender"])
def test_over_one_world_it_is_the_open_hand_solve(defender):
    views = declarer_positions("three", range(4), most_cards=7, defender=defender)
    assert views
    for k, view in enumerate(views):
        rng = random.Random(k)
        world, _ = weighted_worlds(view, rng, 1)[0]
        search = AlphaMu([problem_from_view(view, world, DECLARER, rng)], [1], view.contract,
                         defending=defender)
        assert search.card_values() == search.fused_values()


def test_a_defenders_winning_worlds_are_where_the_declarer_fails():
    """Over the same worlds, a defender's fused value of a card is the worlds' weight less the
    declarer's: each world is either made or defeated."""
    for k, view in enumerate(declarer_positions("three", range(4), most_cards=8, defender=True)[:6]):
        rng = random.Random(k)
        worlds = weighted_worlds(view, rng, 12)
        problems = [problem_from_view(view, world, DECLARER, random.Random(k)) for world, _ in worlds]
        weights = [times for _, times in worlds]
        defence = AlphaMu(problems, weights, view.contract, defending=True).fused_values()
        made = AlphaMu(problems, weights, view.contract).fused_values()
        assert set(defence) == set(made) == codes(view)
        for code in defence:
            assert defence[code] + made[code] == pytest.approx(sum(weights))


def test_expert_with_alphamu_plays_legal_cards_to_the_end_of_deals():
    params = DEFAULT_PARAMS.changed({"alphamu_cards": 10, "alphamu_defence": True})
    for mode in ("three", "musik_2x3", "ru_prikup_4"):
        game = new_game(mode, 3)
        bots = [SearchPlayer(seed=s, expert=True, params=params) for s in range(game.n)]
        assert drive(game, bots, random.Random(3)) > 0  # every action legal (drive checks each)
