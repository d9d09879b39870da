"""What a bot writer gets (README "What a bot may ask"): the cards a seat may hold, worlds that fit
a view, and the duplicate arena with a bot of one's own."""
import random

from tysiac_engine import Game, make_rules, possible_cards, run_arena, sample_worlds
from tysiac_engine.cards import card, mask_of

from .worlds import new_game, real_places


def play_decisions(mode: str, seed: int):
    """(game, seat, view) at every card to play of a random game's first deal."""
    game = new_game(mode, seed)
    rng = random.Random(seed)
    deal = game.current
    while game.current is deal and not deal.is_done:
        seat = game.to_move
        view = game.view(seat)
        if view.phase == "play":
            yield game, seat, view
        legal = [a for a in game.legal_actions() if a.kind not in ("bomb", "concede", "redeal", "claim")]
        game.apply(rng.choice(legal or game.legal_actions()))


def test_possible_cards_hold_the_real_cards_and_leave_out_what_the_play_proved():
    narrowed = checked = 0
    for mode in ("three", "all_play_6", "teams_2v2", "musik_2x2"):
        for seed in range(3):
            for game, seat, view in play_decisions(mode, seed):
                real = real_places(game.current, seat)
                assert mask_of(possible_cards(view, seat)) == real[seat]
                others = [s for s in view.active if s != seat]
                masks = [mask_of(possible_cards(view, s)) for s in others]
                for s, possible in zip(others, masks):
                    assert real[s] & ~possible == 0, (mode, s)
                narrowed += len(set(masks)) > 1  # a void or a known card tells the seats apart
                checked += 1
    assert checked > 100 and narrowed > 20


def test_sampled_worlds_fit_the_view():
    for game, seat, view in play_decisions("three", 4):
        worlds = sample_worlds(view, 5, random.Random(1))
        assert len(worlds) == 5
        for world in worlds:
            assert world[seat] == tuple(sorted(view.hand))
            for s in view.active:
                assert len(world[s]) == view.hand_sizes[s]
                assert mask_of(world[s]) & ~mask_of(possible_cards(view, s)) == 0
            dealt = [c for cards in world.values() for c in cards]
            assert len(dealt) == len(set(dealt))


class FirstLegal:
    """A bot of one's own: the first legal action; counts its decisions."""

    name = "first-legal"

    def __init__(self) -> None:
        self.decisions = 0

    def choose(self, view):
        self.decisions += 1
        return view.legal[0]


def test_the_arena_takes_a_bot_of_ones_own():
    """Each seat plays a fresh copy of the bot (the object given is not changed), and the report
    names it."""
    bot = FirstLegal()
    result = run_arena(bot, "easy", deals=2, seed=5, workers=1)
    assert result["a"] == "first-legal" and result["b"] == "easy" and result["deals"] == 2
    assert len(result["sides"]["A"].deltas) == 2 and bot.decisions == 0
    four = run_arena(FirstLegal(), FirstLegal(), deals=1, seed=5,
                     rules={"preset": "polish", "overrides": {"players": 4, "four_player_mode": "teams_2v2"}})
    assert four["diff"] == 0.0  # the same bot on both sides of duplicate deals


def test_the_view_trump_goes_into_the_rules_as_it_is():
    from tysiac_engine.legality import beats, trick_winner

    game = Game(make_rules("polish"), seed=2)
    view = game.view(game.to_move)
    assert view.trump is None
    ace, ten = card("AH"), card("TH")
    assert beats(ace, ten, view.trump) and not beats(ten, ace, view.trump)
    assert trick_winner([(0, ten), (1, ace)], view.trump) == 1
