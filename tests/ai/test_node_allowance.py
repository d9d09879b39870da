"""Issue 41 item 6: a plan decision (auction, musik, contract) stops adding worlds once it has
searched its allowance of nodes (not with a stock): the same decision on every machine, and the
dearest decisions of the 32-card modes cut down."""
import random

from tysiac_engine import Game, make_rules
from tysiac_engine.ai.pimc import SearchPlayer
from tysiac_engine.ai.players import Budget, make_player
from tysiac_engine.ai.search.params import DEFAULT_PARAMS
from tysiac_engine.ai.search.plans import NodeCount
from tysiac_engine.cards import mask_of


def contract_view(seed: int = 4):
    """The declarer's view when he declares his contract (medium players up to then)."""
    game = Game(make_rules("polish"), seed=seed)
    bots = [make_player("medium", seed=s) for s in range(3)]
    while game.phase != "contract":
        game.apply(bots[game.to_move].choose(game.view(game.to_move)))
    return game.view(game.to_move)


def test_plan_totals_stop_once_the_allowance_is_spent():
    view = contract_view()
    player = SearchPlayer(1)
    worlds = player._worlds(view, random.Random(5), 8)
    hand = mask_of(view.hand)
    args = (view, worlds, view.seat, hand, (), random.Random(1), Budget())
    assert len(player._plan_totals(*args)) == len(worlds)
    assert len(player._plan_totals(*args, nodes=NodeCount(10 ** 12))) == len(worlds)
    spent = NodeCount(1)
    assert len(player._plan_totals(*args, nodes=spent)) == DEFAULT_PARAMS.spent_worlds
    assert spent.spent > 0 and spent.spent_out()


def test_a_musik_decision_values_every_plan_on_the_same_worlds_when_the_allowance_is_small():
    game = Game(make_rules("polish"), seed=2)
    bots = [make_player("medium", seed=s) for s in range(3)]
    while not (game.phase == "musik" and any(a.kind == "give" for a in game.legal_actions())):
        game.apply(bots[game.to_move].choose(game.view(game.to_move)))
    view = game.view(game.to_move)
    solved: list[tuple[tuple, tuple]] = []  # (the plan, the worlds it was solved in)

    class Recording(SearchPlayer):
        def _plan_totals(self, view, worlds, declarer, kept, plan, *rest, **named):
            solved.append(((kept, plan), tuple(tuple(sorted(w.items())) for w, _ in worlds)))
            return super()._plan_totals(view, worlds, declarer, kept, plan, *rest, **named)

    tight = DEFAULT_PARAMS.changed({"hard": {"plan_nodes": 1}})
    action = Recording(3, params=tight).choose(view)
    assert action in view.legal
    plans = {plan for plan, _ in solved}
    assert len(plans) > 1 and len(solved) == len(plans)  # one world each: the first
    assert len({w for _, w in solved}) == 1  # the same world for every plan
    solved.clear()
    Recording(3).choose(view)
    assert len(solved) > len(plans)  # with the allowance as it is, more worlds


def test_an_auction_decision_stops_adding_worlds_once_the_allowance_is_spent():
    game = Game(make_rules("polish"), seed=6)
    game.apply(make_player("medium", seed=0).choose(game.view(game.to_move)))  # the forced opening
    view = game.view(game.to_move)
    worlds_solved: list[set] = []

    class Recording(SearchPlayer):
        def declare_value(self, *args, **named):
            worlds_solved.append(set())
            return super().declare_value(*args, **named)

        def _plan_totals(self, view, worlds, declarer, *rest, **named):
            if declarer == view.seat:
                worlds_solved[-1].update(tuple(sorted(w.items())) for w, _ in worlds)
            return super()._plan_totals(view, worlds, declarer, *rest, **named)

    Recording(3, params=DEFAULT_PARAMS.changed({"hard": {"plan_nodes": 1}})).choose(view)
    Recording(3).choose(view)
    tight, usual = (len(w) for w in worlds_solved)
    assert tight == DEFAULT_PARAMS.spent_worlds < usual


def test_with_a_stock_there_is_no_allowance():
    """seven_open_musik, draw_stock: every world counts (capped, seven_open_musik lost points)."""
    player = SearchPlayer(1)
    stock = make_rules("polish", {"players": 2, "two_player_mode": "seven_open_musik"})
    view = Game(stock, seed=1).view(0)
    assert player.node_count(view).allowance is None
    assert player.node_count(contract_view()).allowance == DEFAULT_PARAMS.hard.plan_nodes
