"""The general open-hand solver: its model is the engine's game, and the compiled core
(``_dd``) agrees with the pure-Python one (the fallback) in every mode."""
import copy
import random
import zlib

import pytest

from tysiac_engine import Game
from tysiac_engine import actions as A
from tysiac_engine.ai import general
from tysiac_engine.ai.general import MELD, Model, PySolver, make_solver
from tysiac_engine.ai.positions import DECLARER, Objective, problem_from_deal
from tysiac_engine.ai.solver_bench import first_lead_deal

from .worlds import EVERY_MODE, VARIANTS, new_game, rules_of

ALL = sorted(EVERY_MODE) + sorted(VARIANTS)
compiled = pytest.mark.skipif(not general.COMPILED, reason="the compiled solver core is not built")


def codes(legal) -> set[int]:
    return {int(a.card) | (MELD if a.kind == "meld" else 0) for a in legal if a.kind in ("play", "meld")}


def action_of(code: int):
    return (A.MELDS if code & MELD else A.PLAYS)[code & 31]


def play_to_random_point(mode: str, seed: int, rng: random.Random, late: bool = False):
    """A game of ``mode`` in its play phase after random legal actions (or None)."""
    game = new_game(mode, seed)
    while game.current is not None and game.current.phase != "play":
        legal = game.legal_actions()
        passes = [a for a in legal if a.kind in ("pass", "keep")]
        declares = [a for a in legal if a.kind == "declare"]
        plain = [a for a in legal if a.kind not in ("bomb", "concede", "redeal")] or legal
        game.apply(passes[0] if passes and rng.random() < 0.7 else declares[0] if declares else rng.choice(plain))
    deal = game.current
    if deal is None:
        return None
    total = len(deal.active) * deal.shape.tricks
    stop = rng.randrange(max(0, total - 14), total) if late else rng.randrange(total)
    for _ in range(stop):
        if game.current is not deal or deal.phase != "play":
            return None
        if game.apply(rng.choice([a for a in game.legal_actions() if a.kind != "claim"])) is not None:
            return None
    return game if game.current is deal and deal.phase == "play" else None


def objectives(deal):
    out = [Objective("relative", deal.to_move)]
    if deal.declarer is not None:
        out.insert(0, DECLARER)
    return out


@compiled
def test_the_core_lists_every_move_of_a_long_hand_with_marriages():
    """Twelve cards with four marriages to lead: 20 moves (each card, and a queen and a king
    meld per marriage).  The core once kept a position's moves in 16 slots and crashed."""
    game = Game(rules_of("twelve_cards"), seed=0, auto_deal=False)
    hands = ["QH KH QD KD QC KC QS KS AH TH AD TD".split(), "JH 9H JD 9D JC 9C JS 9S AS TS AC TC".split()]
    game.start_deal(hands, [], dealer=1)
    while game.current.phase != "play":
        legal = game.legal_actions()
        game.apply(next(a for a in legal if a.kind not in ("redeal", "bomb", "concede")))
    deal = game.current
    problem = problem_from_deal(deal, objectives(deal)[0])
    py = PySolver(problem.model)
    state = py._state(*problem.state.args())
    moves = set(py.moves(state))
    assert len(moves) > 16 and moves == codes(game.legal_actions())
    core = make_solver(problem.model, compiled=True)
    assert set(core.legal(*py.args(state))) == moves
    assert {m for m, _ in core.move_values(*py.args(state))} == moves


@pytest.mark.parametrize("mode", ALL)
def test_the_model_is_the_engines_game(mode):
    """From random positions of the play phase: the model's legal moves are the engine's (which
    legality decides) at every step of a random playout, in the pure-Python solver and in the
    compiled core, and what the model counts is what the engine scores."""
    rng = random.Random(zlib.crc32(mode.encode()) % 1000)  # the same in every process (hash() is not)
    checked = 0
    for seed in range(8):
        game = play_to_random_point(mode, seed, rng)
        if game is None:
            continue
        deal = game.current
        for objective in objectives(deal):
            problem = problem_from_deal(deal, objective)
            py = PySolver(problem.model)
            core = make_solver(problem.model, compiled=True) if general.COMPILED else None
            other = copy.deepcopy(game)
            state = py._state(*problem.state.args())
            gained = 0
            result = None
            while result is None:
                engine = codes(a for a in other.legal_actions() if a.kind != "claim")
                moves = set(py.moves(state))
                assert moves == engine, (mode, sorted(moves), sorted(engine))
                if core is not None:
                    assert set(core.legal(*py.args(state))) == engine, mode
                move = rng.choice(sorted(moves))
                state, gain = py.play(state, move)
                gained += gain
                result = other.apply(action_of(move))
            o = result.outcome
            w = problem.model.weights
            scored = sum(w[i] * (o.card_points[s] + sum(o.melds[s]) + (o.bonus[s] if o.bonus else 0))
                         for i, s in enumerate(problem.seats))
            assert problem.so_far() + gained == scored, (mode, objective)
            checked += 1
    assert checked >= 4


@compiled
@pytest.mark.parametrize("mode", ALL)
def test_compiled_and_pure_python_solvers_agree(mode):
    """Exact values, every move's value, clamped windows and threshold tests: the same."""
    rng = random.Random(7 + hash(mode) % 1000)
    compared = 0
    for seed in range(10):
        game = play_to_random_point(mode, seed, rng, late=True)
        if game is None:
            continue
        deal = game.current
        for objective in objectives(deal):
            problem = problem_from_deal(deal, objective)
            args = problem.state.args()
            py, c = PySolver(problem.model), make_solver(problem.model, compiled=True)
            exact = py.value(*args)
            assert c.value(*args) == exact, (mode, objective)
            assert dict(c.move_values(*args)) == dict(py.move_values(*args))
            assert set(c.legal(*args)) == set(py.legal(*args)) == codes(deal.legal_actions())
            for lo, hi in ((exact - 5, exact + 5), (exact + 3, exact + 20), (exact - 30, exact - 2)):
                want = max(lo, min(hi, exact))
                assert c.value(*args, None, lo, hi) == py.value(*args, None, lo, hi) == want
            for need in (exact, exact + 1):
                assert c.reaches(*args, need) == py.reaches(*args, need) == (exact >= need)
            compared += 1
    assert compared >= 3


def plain_minimax(py: PySolver, state) -> int:
    """The points still to come under best play: every legal move of the model, nothing pruned."""
    hands, trick, leader = state[0], state[1].cards, state[2]
    if not trick and not any(hands):
        return 0
    values = [gain + plain_minimax(py, child) for child, gain in (py.play(state, m) for m in py.moves(state))]
    return max(values) if py.m.side >> (leader + len(trick)) % py.m.n & 1 else min(values)


def last_cards(game, rng: random.Random, most: int):
    """The game after random legal plays, once at most ``most`` cards are left to play (or None)."""
    deal = game.current
    while sum(bin(deal.hands[s] | deal.tops[s]).count("1") for s in deal.active) + deal.stock_left > most:
        if game.apply(rng.choice([a for a in game.legal_actions() if a.kind != "claim"])) is not None:
            return None
    return game


@pytest.mark.parametrize("mode", ALL)
def test_pure_python_search_is_a_plain_minimax(mode):
    """The pure-Python search (its table, bounds, move order and rank equivalence) values every
    move as a minimax over every legal move does, in the last tricks of every mode."""
    rng = random.Random(11 + sum(map(ord, mode)))
    compared = 0
    for seed in range(12):
        game = play_to_random_point(mode, seed, rng, late=True)
        game = game and last_cards(game, rng, 8)
        if game is None:
            continue
        for objective in objectives(game.current):
            problem = problem_from_deal(game.current, objective)
            py = PySolver(problem.model)
            state = py._state(*problem.state.args())
            plain = {m: gain + plain_minimax(py, child) for m, child, gain in
                     ((m, *py.play(state, m)) for m in py.moves(state))}
            assert dict(py.move_values(*problem.state.args())) == plain, (mode, objective)
            compared += 1
    assert compared >= 3


def within_guarantee(got: int, exact: int, window: tuple) -> bool:
    """A windowed value is the exact one clamped to the window, give or take the tolerance (wider
    by slope8 / 8 a point of distance from the pivot) and the window's edge."""
    lo, hi, tol, pivot, *slope = window
    allowed = tol + (slope[0] * abs(exact - pivot) // 8 if slope and pivot is not None else 0)
    return abs(got - max(lo, min(hi, exact))) <= allowed // 2 + 1


@compiled
@pytest.mark.parametrize("mode", ALL)
def test_the_two_solvers_agree_within_the_search_windows(mode):
    """Later in the deal (up to 16 cards to play): the same exact values, and with the search's
    windows, tolerances and pivots the same moves in the same order, each value within what the
    tolerance allows of the exact one.  (Not always the very same values: where the core's table
    has replaced an entry that the pure-Python one kept, a bracket can close elsewhere.)"""
    rng = random.Random(23 + sum(map(ord, mode)))
    compared = 0
    for seed in range(6):
        game = play_to_random_point(mode, seed, rng)
        game = game and last_cards(game, rng, 16)
        if game is None:
            continue
        problem = problem_from_deal(game.current, objectives(game.current)[0])
        args = problem.state.args()
        py, c = PySolver(problem.model), make_solver(problem.model, compiled=True)
        exact = py.value(*args)
        assert c.value(*args) == exact
        every = dict(py.move_values(*args))
        assert dict(c.move_values(*args)) == every
        for window in ((exact - 40, exact + 40, 4, exact - 3, 2), (exact - 50, exact + 50, 2, None)):
            py_values, c_values = py.move_values(*args, *window), c.move_values(*args, *window)
            assert [m for m, _ in py_values] == [m for m, _ in c_values] == list(every), (mode, window)
            for (move, a), (_, b) in zip(py_values, c_values):
                assert within_guarantee(a, every[move], window), (mode, window, move, a, every[move])
                assert within_guarantee(b, every[move], window), (mode, window, move, b, every[move])
        compared += 1
    assert compared >= 2


@compiled
def test_tolerance_brackets_the_value():
    """With a tolerance the value is within it, and the side of the pivot is exact."""
    rng = random.Random(3)
    seen = 0
    for seed in range(30):
        game = play_to_random_point("three", seed, rng)
        if game is None:
            continue
        problem = problem_from_deal(game.current, DECLARER)
        args = problem.state.args()
        c = make_solver(problem.model, compiled=True)
        exact = dict(c.move_values(*args))
        pivot = game.current.contract - problem.so_far()
        rough = dict(c.move_values(*args, -1000, 1000, 8, pivot))
        for move, v in exact.items():
            assert abs(rough[move] - v) <= 4
            assert (rough[move] >= pivot) == (v >= pivot)
        seen += 1
    assert seen >= 10


@compiled
def test_compiled_core_is_quick():
    """A full 3-player solve from the first lead takes a few milliseconds (bench has figures)."""
    import time

    start = time.process_time()
    for seed in range(10):
        deal = first_lead_deal(seed)
        problem = problem_from_deal(deal, DECLARER)
        make_solver(problem.model, compiled=True).value(*problem.state.args())
    assert time.process_time() - start < 5.0


def test_bench_deals_start_at_the_first_lead():
    for seed in range(3):
        deal = first_lead_deal(seed)
        assert deal.phase == "play" and deal.to_move == deal.declarer and deal.contract == 100
        assert [bin(deal.hands[s]).count("1") for s in deal.active] == [8, 8, 8]


def test_make_solver_without_the_core_is_pure_python():
    model = Model(3, (1, 0, 0), 1)
    assert isinstance(make_solver(model, compiled=False), PySolver)
