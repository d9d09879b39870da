"""The search player (hard/expert), hints, review and the arena."""
import random
import threading

import pytest

from tysiac_engine import Game, make_rules
from tysiac_engine import actions as A
from tysiac_engine.ai.hidden import game_in_world
from tysiac_engine.ai.hints import hint, review_deal
from tysiac_engine.ai.knowledge import read_view, sample_world
from tysiac_engine.ai.pimc import SearchPlayer
from tysiac_engine.ai.players import Budget, Cancelled, make_player
from tysiac_engine.arena import assignments, report, rules_spec, run_arena, seatings


CONFIGS = [("polish", 3), ("russian", 3), ("danish", 3), ("polish", 4), ("russian", 4),
           ("danish", 4), ("polish", 2), ("danish", 2), ("russian", 2)]


def quick(seed):
    """The search player with few worlds: the same code paths, fast enough for tests."""
    return SearchPlayer(seed, worlds=2)


@pytest.mark.parametrize("preset,players", CONFIGS)
def test_search_player_plays_only_legal_actions(preset, players):
    rules = make_rules(preset, {"players": players})
    finished = 0
    for seed in range(2):  # (every mode and level: test_modes.py)
        game = Game(rules, seed=seed, preset=preset)
        bots = [quick(seed + s) for s in range(players)]
        while finished < 2 * (seed + 1) and not game.is_over:
            seat = game.to_move
            action = bots[seat].choose(game.view(seat))
            assert action in game.legal_actions()
            if game.apply(action) is not None:
                finished += 1
    assert finished >= 4


def test_hard_decision_ignores_cards_it_cannot_see():
    """Fairness: re-dealing the cards the seat cannot see, same seed, same decision."""
    rules = make_rules("polish")
    rng = random.Random(3)
    compared = 0
    for seed in range(4):
        game = Game(rules, seed=seed)
        bots = [make_player("medium", seed=s) for s in range(3)]
        while not game.results and game.to_move is not None:
            seat = game.to_move
            view = game.view(seat)
            if len(view.legal) > 1 and view.phase in ("play", "contract", "musik"):
                real = quick(5).choose(view)
                world = sample_world(read_view(view), rng)
                other = quick(5).choose(game_in_world(game, seat, world).view(seat))
                assert other == real
                compared += 1
            game.apply(bots[seat].choose(view))
    assert compared >= 20


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


def test_expert_bids_as_hard_does():
    """More worlds bought nothing in the auction: expert bids exactly as hard, from the same worlds."""
    from tysiac_engine.actions import PASS

    choices = 0
    for seed in range(4):
        game = Game(make_rules("polish"), seed=seed)
        hard = [make_player("hard", seed=s) for s in range(3)]
        expert = [make_player("expert", seed=s) for s in range(3)]
        while game.current.phase == "auction":
            seat = game.to_move
            view = game.view(seat)
            action = hard[seat].choose(view)
            assert expert[seat].choose(view) == action
            choices += PASS in view.legal and len(view.legal) > 1
            game.apply(action)
    assert choices >= 6
    expert = make_player("expert")
    assert expert.effort_for(view) == make_player("hard").effort != expert.effort  # its own after the auction


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
    deal = next(d for d in reversed(game.deals) if d.is_done)
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
    # each level's share of raises (auction turns after the forced opening), bombs and concessions
    assert "raises" in text and "of its auction turns after the forced opening" in text
    assert "bombs" in text and "concessions" in text
    side = result["sides"]["A"]
    assert 0 <= side.raises <= side.turns and side.bombed + side.conceded <= side.decided


@pytest.mark.parametrize("overrides,count", [
    ({"players": 2}, 2), ({"players": 3}, 6), ({"players": 4}, 6),  # dealer_sits_out: the 3 who play
    ({"players": 4, "four_player_mode": "all_play_6"}, 14),
    ({"players": 4, "four_player_mode": "teams_2v2"}, 2),
    ({"players": 2, "two_player_mode": "draw_stock"}, 2),
])
def test_arena_seatings_in_every_mode(overrides, count):
    rules = make_rules("polish", overrides)
    for dealer in range(rules.players):
        got = seatings(rules, dealer)
        assert len(got) == count and len(set(got)) == count
        active = rules.shape.seats_in_order(dealer)
        for seats in got:
            assert {seats[s] for s in active} == {"A", "B"}
            assert all(seats[s] is None for s in range(rules.players) if s not in active)
            if rules.shape.teams is not None:  # each level holds one partnership
                assert seats[0] == seats[2] != seats[1] == seats[3]


def test_arena_with_a_rules_object():
    teams = {"preset": "polish", "overrides": {"players": 4, "four_player_mode": "teams_2v2"}}
    assert rules_spec(teams) == ("polish", {"players": 4, "four_player_mode": "teams_2v2"})
    assert rules_spec(None, "russian", 2) == ("russian", {"players": 2})
    with pytest.raises(Exception):
        rules_spec({"preset": "polish", "overrides": {"players": 5}})
    result = run_arena("easy", "medium", deals=2, seed=3, workers=1, rules=teams)
    assert "mode teams_2v2" in report(result)
    # teams: both seatings replay the same cards, each level on each side: the differences cancel
    # in the mean over the two seatings only up to the bots' choices, so just check it ran
    assert len(result["sides"]["A"].deltas) == 2
    result = run_arena("medium", "easy", deals=1, seed=2, workers=1,
                       rules={"preset": "russian", "overrides": {"players": 2, "two_player_mode": "ru_open_closed"}})
    assert len(result["sides"]["B"].deltas) == 1


@pytest.mark.parametrize("mode", ["musik_2x2", "ru_prikup_4", "dealer_sits_out", "teams_2v2", "draw_stock",
                                  "seven_open_musik", "ru_open_closed", "all_play_6"])
def test_hint_and_review_in_other_modes(mode):
    """Hints are legal everywhere (with an estimate where the search plays); the review needs
    a shape the solver plays from the first lead."""
    from .worlds import new_game

    game = new_game(mode, 2)
    bots = [make_player("medium", seed=s) for s in range(game.n)]
    hinted = 0
    while not game.results:
        seat = game.to_move
        view = game.view(seat)
        if len(view.legal) > 1 and hinted < 4 and (view.phase == "play" or hinted == 0):
            advice = hint(view, seed=1, seconds=0.05)
            assert advice.action in view.legal
            if advice.made_chance is not None:
                assert view.phase == "play" and view.declarer is not None
            hinted += 1
        game.apply(bots[seat].choose(view))
    deal = next(d for d in reversed(game.deals) if d.is_done)
    review = review_deal(deal)
    shape = game.shape
    from tysiac_engine.ai import general

    reviewed = ("musik_2x2", "ru_prikup_4", "dealer_sits_out")
    if general.COMPILED:  # every shape with a declarer
        reviewed += ("teams_2v2", "seven_open_musik", "ru_open_closed")
    if shape.mode in reviewed and game.results[-1].outcome.played and deal.declarer is not None:
        assert review is not None and review.declarer == deal.declarer
        assert review.makeable == (review.best_total >= deal.contract)
    else:
        assert review is None


def test_arena_command_line_takes_a_rules_object(capsys):
    from tysiac_engine.__main__ import main

    teams = '{"preset":"polish","overrides":{"players":4,"four_player_mode":"teams_2v2"}}'
    assert main(["arena", "--a", "easy", "--b", "medium", "--deals", "1", "--workers", "1", "--rules", teams]) == 0
    out = capsys.readouterr().out
    assert "mode teams_2v2" in out and out.splitlines()[-1].startswith("arena: A-B = ")
    assert main(["arena", "--a", "easy", "--b", "easy", "--deals", "1", "--rules", "{not json"]) == 2
    assert main(["arena", "--a", "easy", "--b", "easy", "--deals", "1", "--players", "2", "--rules", teams]) == 2
    bad = '{"preset":"polish","overrides":{"deck":32,"players":2}}'
    assert main(["arena", "--a", "easy", "--b", "easy", "--deals", "1", "--rules", bad]) == 2
    assert "deck" in capsys.readouterr().err
    assert main(["arena", "--a", "easy", "--b", "medium", "--deals", "1", "--workers", "1",
                 "--preset", "russian", "--players", "2"]) == 0
    assert "mode ru_prikup_4" in capsys.readouterr().out


def test_arena_oracle_shows_a_the_real_deal(capsys):
    """arena --oracle (a measurement): the search of bot A solves the real deal as its one world,
    so each card's chance of making the contract is a certainty; modes it cannot describe and
    unknown phases are refused."""
    from tysiac_engine.__main__ import main
    from tysiac_engine.ai.knowledge import talon_slot
    from tysiac_engine.arena import give_oracle, true_world

    game = Game(make_rules("polish"), seed=4)
    bots = [make_player("medium", seed=s) for s in range(3)]
    view = game.view(game.to_move)
    deal = game.current
    ((world, times),) = true_world(deal, view)
    assert times == 1 and world[talon_slot(0)] == deal.musiks[0]
    assert all(world[s] == deal.hands[s] for s in deal.active)
    while view.phase != "play" or view.seat == view.declarer or len(view.legal) < 2:
        game.apply(bots[view.seat].choose(view))
        view = game.view(game.to_move)
    player = quick(1)
    give_oracle(player, game, ("play",))
    values = player.move_values(view, random.Random(1), Budget(None))
    assert values and all(made in (0.0, 1.0) for _, made, _ in values.values())
    assert talon_slot(0) not in true_world(game.current, view)[0][0]  # taken: in the declarer's hand

    assert main(["arena", "--a", "hard", "--b", "hard", "--deals", "1", "--workers", "1", "--oracle", "play"]) == 0
    assert "A sees the real deal in: play" in capsys.readouterr().out
    assert main(["arena", "--a", "hard", "--b", "hard", "--deals", "1", "--oracle", "bidding"]) == 2
    capsys.readouterr()
    assert main(["arena", "--a", "hard", "--b", "medium", "--deals", "1", "--workers", "1", "--oracle",
                 "talon,play"]) == 0
    assert "A sees the real deal in: play; the real talon in the auction" in capsys.readouterr().out
    assert main(["arena", "--a", "hard", "--b", "hard", "--deals", "1", "--oracle", "play",
                 "--preset", "polish", "--players", "2"]) == 2
    assert "not for mode musik_2x2" in capsys.readouterr().err


def test_the_talon_oracle_tells_the_talon_and_not_the_hands():
    """arena --oracle talon: in the auction A's worlds hold the real talon, the others' hands dealt
    from the rest as the search deals them (so what knowing the talon alone is worth is measured)."""
    from tysiac_engine.ai.knowledge import talon_slot
    from tysiac_engine.arena import give_oracle

    game = Game(make_rules("polish"), seed=4)
    game.apply(A.bid(100))
    view = game.view(game.to_move)
    deal = game.current
    player = quick(1)
    give_oracle(player, game, ("talon",))
    worlds = player._worlds(view, random.Random(3), 12)
    others = [s for s in deal.active if s != view.seat]
    assert worlds and all(w[talon_slot(0)] == deal.musiks[0] for w, _ in worlds)
    assert all(w[view.seat] == deal.hands[view.seat] for w, _ in worlds)
    assert all(w[others[0]] | w[others[1]] == deal.hands[others[0]] | deal.hands[others[1]] for w, _ in worlds)
    assert len({w[others[0]] for w, _ in worlds}) > 1  # the hands are not told
    assert player.oracle(game.view(game.to_move), random.Random(1), 12) is not None
    game.apply(A.PASS)
    game.apply(A.PASS)
    assert game.current.phase != "auction" and player.oracle(game.view(game.to_move), random.Random(1), 12) is None


def test_the_defending_and_declaring_oracles_tell_one_side_of_the_play(capsys):
    """arena --oracle defending (declaring): A sees the real deal in the play only as a defender
    (only on the declarer's side), and nowhere else: which side's card play leaves the points."""
    from tysiac_engine.__main__ import main
    from tysiac_engine.arena import give_oracle, true_world

    game = Game(make_rules("polish"), seed=4)
    bots = [make_player("medium", seed=s) for s in range(3)]
    defending, declaring = quick(1), quick(2)
    give_oracle(defending, game, ("defending",))
    give_oracle(declaring, game, ("declaring",))
    seen: dict[str, set] = {"defending": set(), "declaring": set()}
    deals = 0
    while deals < 4 and not game.is_over:  # the deal played out, not bombed
        view = game.view(game.to_move)
        for name, player in (("defending", defending), ("declaring", declaring)):
            told = player.oracle(view, random.Random(1), 4)
            if told is not None:
                assert told == true_world(game.current, view)
                seen[name].add((view.phase, view.seat == view.declarer))
        deals += game.apply(bots[view.seat].choose(view)) is not None
    assert seen == {"defending": {("play", False)}, "declaring": {("play", True)}}
    assert main(["arena", "--a", "hard", "--b", "medium", "--deals", "1", "--workers", "1", "--oracle",
                 "defending"]) == 0
    assert "A sees the real deal in: the play as a defender" in capsys.readouterr().out


def test_an_auction_hint_gives_what_bidding_and_passing_are_worth():
    """A bidding hint has its reason as a play hint does: the lowest raise and what taking the game
    there and passing are each worth, and the advice is the one those values give."""
    reasons = 0
    for seed in range(8):
        game = Game(make_rules("polish"), seed=seed)
        bots = [make_player("medium", seed=s) for s in range(3)]
        while game.phase == "auction" and reasons < 3:
            view = game.view(game.to_move)
            if any(a.kind == "pass" for a in view.legal) and any(a.kind == "bid" for a in view.legal):
                advice = hint(view, seed=1, seconds=0.5)
                assert advice.action in view.legal
                if advice.bid_value is not None:
                    reasons += 1
                    assert advice.bid == min(a.value for a in view.legal if a.kind == "bid")
                    assert (advice.action.kind == "bid") == (advice.bid_value > advice.pass_value)
            game.apply(bots[game.to_move].choose(view))
        if reasons >= 3:
            break
    assert reasons >= 3
