"""input_mapping: a gesture on the view at the screen means one typed Action, a question, or
nothing; no Qt and no live game are needed to say which."""
from typing import Callable

from tysiac_engine import Game, Seat, make_rules
from tysiac_engine.actions import Action
from tysiac_engine.ai.players import make_player
from tysiac_engine.game import SeatView

from tysiac_desktop import input_mapping as im


def find_view(wanted: Callable[[SeatView], bool], players: int = 3, overrides: dict | None = None) -> SeatView:
    """The first view of the seat to move that ``wanted`` accepts, in games the computer plays."""
    rules = make_rules("polish", {"players": players, **(overrides or {})})
    for seed in range(40):
        game = Game(rules, [Seat(name=n, kind="human") for n in "ABCD"[:players]], seed=seed)
        bots = [make_player("easy", seed=seed + s) for s in range(players)]
        for _ in range(400):
            if game.is_over:
                break
            if game.current is None or game.to_move is None:
                game.start_deal()
                continue
            view = game.view(game.to_move)
            if wanted(view):
                return view
            game.apply(bots[game.to_move].choose(view))
    raise AssertionError("no such position")


def kinds(view: SeatView) -> set[str]:
    return {a.kind for a in view.legal}


def test_nothing_happens_out_of_turn():
    view = find_view(lambda v: v.phase == "play" and bool(v.hand))
    card = view.hand[0]
    other = (view.seat + 1) % len(view.players)
    assert im.activated(view, other, card) == im.Refuse(card)
    assert im.dropped(view, other, card, "table", 0) == im.Refuse(card)
    assert im.activated(None, None, card) == im.Refuse(card)
    assert im.talon_taken(view, other, 0) is None


def test_a_legal_card_is_played_and_an_illegal_one_is_still_sent_for_the_engine_to_refuse():
    view = find_view(lambda v: v.phase == "play" and "meld" not in kinds(v)
                     and len({a.card for a in v.legal}) < len(v.hand))
    legal = next(a.card for a in view.legal if a.kind == "play")
    wrong = next(c for c in view.hand if Action("play", None, c) not in view.legal)
    assert im.activated(view, view.seat, legal) == im.Send(Action("play", None, legal), legal)
    assert im.dropped(view, view.seat, legal, "table", 0) == im.Send(Action("play", None, legal), legal)
    assert im.activated(view, view.seat, wrong) == im.Send(Action("play", None, wrong), wrong)
    assert im.playable(view) == {str(a.card) for a in view.legal if a.card is not None}


def test_a_card_dropped_on_a_name_in_play_goes_back():
    view = find_view(lambda v: v.phase == "play")
    card = view.hand[0]
    assert im.dropped(view, view.seat, card, "seat", (view.seat + 1) % 3) == im.Refuse(card)


def test_asking_before_each_card_asks_for_a_legal_one_only():
    view = find_view(lambda v: v.phase == "play" and "meld" not in kinds(v))
    legal = next(a.card for a in view.legal if a.kind == "play")
    assert im.activated(view, view.seat, legal, confirm_play=True) == im.AskConfirm(legal)
    assert im.dropped(view, view.seat, legal, "table", 0, confirm_play=True) == im.AskConfirm(legal)


def test_a_card_that_may_be_melded_asks_first():
    view = find_view(lambda v: v.phase == "play" and "meld" in kinds(v))
    card = next(a.card for a in view.legal if a.kind == "meld")
    assert im.activated(view, view.seat, card) == im.AskMeld(card)
    assert im.dropped(view, view.seat, card, "table", 0, confirm_play=True) == im.AskMeld(card)


def test_a_card_to_give_goes_where_it_is_dropped_or_the_player_is_asked():
    view = find_view(lambda v: v.phase == "musik" and "give" in kinds(v) and len(im.give_targets(v)) == 2)
    card = view.hand[0]
    first, second = im.give_targets(view)
    assert im.dropped(view, view.seat, card, "seat", second) == im.Send(Action("give", second, card), card)
    assert im.dropped(view, view.seat, card, "seat", first) == im.Send(Action("give", first, card), card)
    assert im.activated(view, view.seat, card) == im.AskGive(card, (first, second))  # no guess
    assert im.dropped(view, view.seat, card, "table", 0) == im.Refuse(card, drop_on_name=True)


def test_the_last_card_to_give_has_one_place_to_go():
    view = find_view(lambda v: v.phase == "musik" and "give" in kinds(v) and len(im.give_targets(v)) == 1)
    card = view.hand[0]
    (only,) = im.give_targets(view)
    assert im.activated(view, view.seat, card) == im.Send(Action("give", only, card), card)


def test_a_card_laid_aside_goes_to_the_table():
    view = find_view(lambda v: "discard" in kinds(v), players=2)
    card = view.hand[0]
    assert im.activated(view, view.seat, card) == im.Send(Action("discard", None, card), card)
    assert im.dropped(view, view.seat, card, "table", 0) == im.Send(Action("discard", None, card), card)
    assert im.dropped(view, view.seat, card, "seat", 1) == im.Refuse(card)


def test_a_talon_card_is_taken_only_when_the_engine_offers_it():
    view = find_view(lambda v: "take" in kinds(v))
    take = next(a for a in view.legal if a.kind == "take")
    assert im.talon_taken(view, view.seat, take.value or 0) == im.Send(take)
    assert im.talon_taken(view, view.seat, 99) is None
    assert im.activated(view, view.seat, view.hand[0]) == im.Refuse(view.hand[0])
