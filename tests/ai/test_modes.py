"""Every level in every mode (RULES.md §9): legal actions only, sound knowledge, fair decisions."""
import random
from dataclasses import replace

import pytest

from tysiac_engine.actions import CLAIM
from tysiac_engine.ai import general
from tysiac_engine.ai.hidden import game_in_world
from tysiac_engine.ai.knowledge import read_view, sample_world
from tysiac_engine.ai.pimc import SearchPlayer
from tysiac_engine.ai.players import LEVELS, make_player
from tysiac_engine.cards import mask_of
from tysiac_engine.shape import MODES

from .worlds import EVERY_MODE, VARIANTS, drive, new_game, real_places, rules_of

ALL = sorted(EVERY_MODE) + sorted(VARIANTS)
SEARCHED = ["three", "three_32", "dealer_sits_out", "dealer_sits_out_32", "musik_2x2", "musik_2x3", "twelve_cards",
            "seven_open_musik", "ru_prikup_4"]


def test_every_mode_is_covered():
    assert set(EVERY_MODE) == set(MODES)
    for mode in EVERY_MODE:
        assert rules_of(mode).shape.mode == mode


@pytest.mark.parametrize("mode", ALL)
@pytest.mark.parametrize("level", ["easy", "medium"])
def test_rule_based_levels_play_only_legal_actions(level, mode):
    for seed in range(3):
        game = new_game(mode, seed)
        bots = [make_player(level, seed=seed + s) for s in range(game.n)]
        drive(game, bots, random.Random(seed), deals=2)
        assert game.results
        for result in game.results:
            o = result.outcome
            if o.played:
                assert sum(o.card_points) <= 120
                if game.shape.mode in ("three", "three_32", "dealer_sits_out", "teams_2v2", "twelve_cards",
                                       "all_play_6", "no_auction", "no_auction_32", "draw_stock"):
                    assert sum(o.card_points) == 120


@pytest.mark.parametrize("mode", ALL)
@pytest.mark.parametrize("level", ["hard", "expert"])
def test_search_levels_play_only_legal_actions(level, mode):
    """The real levels, with a short time budget (at least four worlds per decision)."""
    game = new_game(mode, 7)
    bots = [make_player(level, seed=s, seconds=0.01) for s in range(game.n)]
    assert drive(game, bots, random.Random(1)) > 0
    assert game.results


def test_levels_are_the_four():
    assert LEVELS == ("easy", "medium", "hard", "expert")


def same_view(a, b) -> bool:
    """Equal views, but for ``claim`` among the legal actions: the engine offers it only when
    it is unbeatable against the real hidden cards (so its presence is hidden information;
    the players decide a claim from their own knowledge, see rulebased.claim_is_sure)."""
    def strip(v):
        return replace(v, legal=tuple(a for a in v.legal if a != CLAIM))
    return strip(a) == strip(b)


def _check_knowledge(game, seat, view):
    know = read_view(view)
    real = real_places(game.current, seat)
    hidden = 0
    for slot, size in know.sizes.items():
        cards = real.get(slot, 0)
        assert bin(cards).count("1") == size, (slot, know.sizes, real)
        assert cards & know.known.get(slot, 0) == know.known.get(slot, 0), slot
        assert not cards & know.forbidden.get(slot, 0), slot
        assert cards & know.may_hold(slot) == cards, slot
        hidden |= cards
    for to, candidates, chance in know.open_gives:
        assert candidates & ~(real[to] | real[know.declarer]) == 0
        assert 0 < chance <= 1
    if not view.hand_hidden:
        assert know.hand == real[seat]
    # every card is in the own hand, played, or in exactly one slot
    assert hidden | know.hand | know.played == game.shape.deck_mask
    return know


@pytest.mark.parametrize("mode", ALL)
def test_what_a_seat_knows_is_true_of_the_real_cards(mode):
    """Every fact read from a view (sizes, known cards, voids) holds for the real deal,
    for every seat at every decision, and a world can be sampled from it."""
    rng = random.Random(5)
    checked = 0
    for seed in range(3):
        game = new_game(mode, seed)
        bots = [make_player("medium", seed=s) for s in range(game.n)]

        def visit(game, seat, view):
            nonlocal checked
            for s in game.current.active:
                know = _check_knowledge(game, s, game.view(s))
                world = sample_world(know, rng)
                assert world is not None
                for slot, size in know.sizes.items():
                    assert bin(world[slot]).count("1") == size
                    assert not world[slot] & know.forbidden.get(slot, 0)
                checked += 1
        drive(game, bots, rng, visit)
    assert checked > 30


@pytest.mark.parametrize("mode", ALL)
def test_decisions_ignore_the_cards_a_seat_cannot_see(mode):
    """Fairness: re-deal every card the seat cannot see (other hands, talons not taken or not
    shown, the stock, face-down table cards, cards laid aside, the partner's hand) consistently
    with its view: the view - every input of a decision - and the decisions stay the same."""
    rng = random.Random(11)
    compared = changed = hidden = 0
    for seed in range(2):
        game = new_game(mode, seed)
        bots = [make_player("medium", seed=s) for s in range(game.n)]

        def visit(game, seat, view):
            nonlocal compared, changed, hidden
            know = read_view(view)
            hidden += bool(know.unseen)
            world = sample_world(know, rng)
            other = game_in_world(game, seat, world)
            real = real_places(game.current, seat)
            changed += any(world.get(k) != v for k, v in real.items() if k != seat or view.hand_hidden)
            assert same_view(other.view(seat), view)
            for level in ("easy", "medium"):
                assert make_player(level, seed=4).choose(other.view(seat)) == make_player(level, seed=4).choose(view)
            if (mode in SEARCHED or general.COMPILED) and len(view.legal) > 1 and compared % 3 == 0:
                quick = SearchPlayer(5, worlds=2)
                assert quick.choose(other.view(seat)) == SearchPlayer(5, worlds=2).choose(view)
            compared += 1
        drive(game, bots, rng, visit)
    assert compared > 20 and changed >= hidden // 2
    if mode != "twelve_cards":  # the two hands are the whole deck: nothing is hidden
        assert hidden > 10


def test_dark_bid_is_chosen_without_the_hand():
    """The dark-bid first hand decides between dark and the forced bid with its hand face down."""
    seen = 0
    for seed in range(20):
        game = new_game("three_dark", seed)
        deal = game.current
        if deal.phase != "auction" or not game.view(deal.first).hand_hidden:
            continue
        view = game.view(deal.first)
        assert view.hand == ()
        for level in LEVELS:
            action = make_player(level, seed=seed).choose(view)
            assert action in view.legal
            assert action.kind == "bid"
        seen += 1
    assert seen >= 10


def test_teams_never_take_a_trick_off_the_partner_needlessly():
    """teams_2v2: a player whose partner's card wins the trick, with no opponent left to play,
    never plays a card that beats it when it holds one that does not."""
    checked = 0
    for seed in range(12):
        game = new_game("teams_2v2", seed)
        bots = [make_player("medium", seed=s) for s in range(4)]

        def visit(game, seat, view):
            nonlocal checked
            if view.phase != "play" or len(view.trick) != 3:
                return
            deal = game.current
            if deal.trick_winner != view.partner:
                return
            from tysiac_engine.legality import beaters

            legal = mask_of(a.card for a in view.legal if a.kind == "play")
            beat = beaters(deal.trick_card, deal.trump)
            if legal & ~beat:
                for level in ("medium", "hard"):
                    action = make_player(level, seed=seed).choose(view)
                    if action.kind == "play":
                        assert not (beat >> action.card) & 1, (level, str(action))
                checked += 1
        drive(game, bots, random.Random(seed), visit)
    assert checked >= 5


@pytest.mark.parametrize("preset", ["polish", "russian", "danish"])
def test_every_level_plays_legally_in_every_mode_under_every_preset(preset):
    """Mixed tables (easy, medium, hard and expert with few worlds, seats rotating) over many
    random deals of every mode under each preset: every action legal, every deal finished."""
    from tysiac_engine import Game, make_rules
    from tysiac_engine.shape import MODE_OVERRIDES

    deals = 0
    for k, (mode, overrides) in enumerate(MODE_OVERRIDES.items()):
        rules = make_rules(preset, overrides)
        for seed in range(8):
            game = Game(rules, seed=100 * k + seed, preset=preset)
            # two deals with every level at the table, six more with the rule-based ones only
            levels = ["easy", "medium", "hard", "expert"] if seed < 2 else ["easy", "medium"]
            bots = []
            for s in range(game.n):
                level = levels[(s + seed) % len(levels)]
                bots.append(SearchPlayer(seed + s, expert=level == "expert", worlds=2) if level in ("hard", "expert")
                            else make_player(level, seed=seed + s))
            drive(game, bots, random.Random(seed))
            assert game.results
            deals += 1
    assert deals == 8 * len(MODE_OVERRIDES)
