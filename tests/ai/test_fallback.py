"""Without the compiled solver core every search level still searches, in every mode: the
pure-Python solver (the same search) solves fewer worlds, and no decision falls back to
rule-based play for lack of a solver."""

import time

import pytest

from tysiac_engine import actions as A
from tysiac_engine.ai import general
from tysiac_engine.ai.hints import hint
from tysiac_engine.ai.levels import SEARCH_LEVELS
from tysiac_engine.ai.players import make_player
from tysiac_engine.ai.positions import DECLARER, problem_from_deal
from tysiac_engine.ai.search import solvers
from tysiac_engine.ai.search.base import SearchBase
from tysiac_engine.ai.search.params import DEFAULT_PARAMS

from .worlds import EVERY_MODE, new_game

PHASES = ("auction", "musik", "contract", "play")


@pytest.mark.parametrize("mode", sorted(EVERY_MODE))
def test_every_search_level_searches_every_phase_without_the_core(mode, monkeypatch):
    """Medium plays a deal; at the first choice of each phase and in the last tricks, hard and
    expert decide by solving worlds with the pure-Python solver, never by rule (but for the
    auction of teams_2v2, bid by the fitted team estimate with the core too)."""
    monkeypatch.setattr(solvers, "COMPILED", False)
    made = []

    def pure_python(model, compiled=None):
        assert compiled is False
        made.append(model)
        return general.PySolver(model)

    def by_rule(self, view, rng):
        assert view.phase == "auction" and view.shape.teams is not None, (mode, view.phase)
        return by_rule.original(self, view, rng)

    by_rule.original = SearchBase._fallback
    monkeypatch.setattr(solvers, "make_solver", pure_python)
    monkeypatch.setattr(SearchBase, "_fallback", by_rule)
    game = new_game(mode, 11)
    medium = [make_player("medium", seed=s) for s in range(game.n)]
    # the least effort (one world, one plan): the same search as the levels', in less time
    least = DEFAULT_PARAMS.changed({"pure_python_share": 1000})
    searchers = [make_player(level, seed=1, params=least) for level in sorted(SEARCH_LEVELS)]
    solved: dict[str, int] = {}
    asked: set = set()
    deal = game.current
    while game.current is deal:
        view = game.view(game.to_move)
        choices = [a for a in view.legal if a.kind not in ("claim", "take", "keep")]
        last_tricks = view.phase == "play" and len(view.hand) <= 2
        if len(choices) > 1 and (view.phase not in asked or last_tricks):
            asked.add(view.phase)
            for player in searchers:
                before = len(made)
                assert player.choose(view) in view.legal
                solved[view.phase] = solved.get(view.phase, 0) + len(made) - before
        game.apply(medium[game.to_move].choose(view))
    assert "play" in solved
    searched = {phase for phase, count in solved.items() if count}
    by_estimate = {"auction"} if game.shape.teams is not None else set()
    assert searched == set(solved) - by_estimate, (mode, solved)


def test_without_the_core_the_search_takes_a_share_of_its_effort(monkeypatch):
    """The worlds, trick starts and plans are divided by ``pure_python_share`` (at least one
    world); with the core the effort is the level's."""
    view = new_game("three", 1).view(0)
    hard = make_player("hard")
    assert hard.effort_for(view) == DEFAULT_PARAMS.hard
    monkeypatch.setattr(solvers, "COMPILED", False)
    share = DEFAULT_PARAMS.pure_python_share
    effort = hard.effort_for(view)
    assert effort.play_worlds == max(1, DEFAULT_PARAMS.hard.play_worlds // share) < DEFAULT_PARAMS.hard.play_worlds
    assert effort.nodes == DEFAULT_PARAMS.hard.nodes // share
    assert effort.plan_worlds >= 1 and effort.bid_worlds >= 1


def test_a_pure_python_solve_gives_up_once_its_deadline_has_passed():
    """One world's solve from the first lead can take seconds in pure Python: past its deadline
    it stops (OutOfTime) instead of running on; without a deadline it gives the value."""
    game = new_game("three", 3)
    while game.current.phase != "play":
        game.apply(make_player("medium", seed=1).choose(game.view(game.to_move)))
    problem = problem_from_deal(game.current, DECLARER)
    solver = general.PySolver(problem.model)
    solver.deadline = time.perf_counter()
    with pytest.raises(general.OutOfTime):
        solver.value(*problem.state.args())
    assert solver.nodes == 256  # it looked at the clock after its first 256 trick starts


def test_without_the_core_a_decision_past_its_time_limit_is_made_by_the_rules(monkeypatch):
    """A search level without the core whose solves outlast its time limit decides by the rules
    (medium's decision) in the auction and the musik, and plays from the worlds it has solved
    (none: by the rules): no decision waits on a solve past the limit."""
    monkeypatch.setattr(solvers, "COMPILED", False)
    ruled = []

    def by_rule(self, view, rng):
        ruled.append(view.phase)
        return by_rule.original(self, view, rng)

    by_rule.original = SearchBase._fallback
    monkeypatch.setattr(SearchBase, "_fallback", by_rule)
    game = new_game("three", 5)
    hasty = make_player("hard", seed=2, seconds=0.0)
    medium = make_player("medium", seed=2)
    deal = game.current
    while game.current is deal:
        view = game.view(game.to_move)
        choices = [a for a in view.legal if a.kind not in ("claim", "take", "keep")]
        if len(choices) > 1 and len(view.hand) >= 7 and view.phase not in ruled:
            action = hasty.choose(view)
            assert action in view.legal and action == by_rule.original(hasty, view, hasty.rng_for(view))
            assert ruled[-1] == view.phase
        game.apply(medium.choose(view))
    assert {"auction", "musik", "play"} <= set(ruled)


def test_without_the_core_a_hint_past_its_time_limit_still_advises(monkeypatch):
    """The coach's hint in the auction weighs bidding against passing by solves: past its time
    limit it gives the advice alone (by the rules), never an error."""
    monkeypatch.setattr(solvers, "COMPILED", False)
    game = new_game("three", 5)
    medium = make_player("medium", seed=2)
    while True:
        view = game.view(game.to_move)
        if A.PASS in view.legal and any(a.kind == "bid" for a in view.legal):
            break
        game.apply(medium.choose(view))
    advice = hint(view, seed=1, seconds=0.0)
    assert advice.action in view.legal and advice.bid_value is None
