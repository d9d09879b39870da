"""What the search does without the compiled solver core, as the README says: whole deals in the
24-card modes of two or three players with a declarer and no stock, elsewhere the last tricks only
(medium's rules for the rest), and a pass in the auction where no contract can be valued."""
import random

import pytest

from tysiac_engine.ai.search import solvers
from tysiac_engine.ai.players import make_player
from tysiac_engine.ai.pimc import search_plans, search_plays

from .worlds import EVERY_MODE, drive, new_game

WHOLE_DEALS = ("three", "dealer_sits_out", "musik_2x2", "musik_2x3", "ru_prikup_4")


@pytest.mark.parametrize("mode", sorted(EVERY_MODE))
def test_what_the_pure_python_search_covers(mode, monkeypatch):
    monkeypatch.setattr(solvers, "COMPILED", False)
    game = new_game(mode, 4)
    plays, plans = [], []

    def visit(game, seat, view):
        if view.phase == "play":
            plays.append(search_plays(view))
        if view.phase == "contract":
            plans.append(search_plans(view))
    bots = [make_player("medium", seed=s) for s in range(game.n)]
    while not plays:  # a deal may end before the play (a bomb, a redeal)
        assert drive(game, bots, random.Random(4), visit) > 0
    assert plays[-1]  # the last tricks are always searched
    if mode in WHOLE_DEALS:
        assert all(plays) and all(plans)
    else:
        assert not all(plays) and not any(plans)


@pytest.mark.parametrize("mode", ["twelve_cards", "seven_open_musik", "three_32"])
def test_without_the_core_the_search_passes_where_it_cannot_value_a_contract(mode, monkeypatch):
    monkeypatch.setattr(solvers, "COMPILED", False)
    for seed in range(3):
        game = new_game(mode, seed)
        view = game.view(game.to_move)
        while not ({"bid", "pass"} <= {a.kind for a in view.legal}):
            game.apply(next(a for a in view.legal if a.kind == "bid"))
            view = game.view(game.to_move)
        assert make_player("hard", seed).choose(view).kind == "pass"
