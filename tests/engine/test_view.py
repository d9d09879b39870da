"""Game.view(seat) shows a seat what it may know and nothing more.

A seat may see: its own hand, the cards already played, the musik only once it
was shown (RULES.md §2.4 / §3 show_musik) or, for the declarer, once taken, a
card given face down only if it is the receiver or the declarer, the cards laid
aside (2 players) only as the declarer.  ``legal`` is empty unless it is that
seat's turn; the history hides the cards of gives and discards from the others.
"""
from __future__ import annotations

from hypothesis import given

from tysiac_engine.actions import Action
from tysiac_engine.cards import Card, cards_of

from . import spec_oracle as spec
from .randplay import choose, option_setups, setups
from .util import new_game, play

# ----------------------------------------------------------------------------- the rule


def musik_shown(game, deal) -> bool:
    """Shown to everyone per show_musik: if_raised = not when the forced opening bid won unopposed."""
    rules = deal.rules
    if deal.taken is None:
        return False
    if spec.dark_stands(deal) or spec.golden_deal(game, deal):
        return False  # "musik taken unseen" (RULES.md §3 dark_bid, golden_round)
    bids = [a for _, a in deal.history if a.kind in ("bid", "dark")]
    raised = len(bids) > 1  # the opening (forced bid or the dark) was overbid
    if rules.show_musik == "always":
        return True
    if rules.show_musik == "if_raised" and raised:
        return True
    return False


def allowed_cards(game, deal, seat: int) -> set[int]:
    allowed = set() if deal.hand_hidden(seat) else set(cards_of(deal.hands[seat]))
    for _, c in deal.trick:
        allowed.add(c)
    for _, cards, _ in deal.completed:
        allowed.update(c for _, c in cards)
    declarer = deal.declarer
    if deal.taken is not None:
        # RULES.md §5 says the 2-player musik is shown: allow it there too.
        if seat == declarer or musik_shown(game, deal) or deal.n == 2:
            allowed.update(cards_of(deal.musiks[deal.taken]))
        if deal.played_out:  # RULES.md §9.3: the unchosen musik is unseen until the end
            for i, talon in enumerate(deal.musiks):
                if i not in deal.taken_list:
                    allowed.update(cards_of(talon))
    for to, c in deal.given.items():
        if seat in (declarer, to):
            allowed.add(c)
    if seat == declarer:
        allowed.update(cards_of(deal.discards))
    return allowed


def shown_cards(view) -> list[tuple[str, int]]:
    out = [("hand", c) for c in view.hand]
    for i, m in enumerate(view.musiks):
        if m is not None:
            out += [(f"musik {i}", c) for c in m]
    out += [("gives", c) for _, c in view.gives if c is not None]
    out += [("discards", c) for c in view.discards]
    out += [("trick", c) for _, c in view.trick]
    out += [("tricks", c) for _, cards, _ in view.tricks for _, c in cards]
    out += [("history", int(action.card)) for _, action in view.history if action.card is not None]
    return out


def check_views(game) -> None:
    deal = game.deals[-1]
    for seat in range(game.n):
        view = game.view(seat)
        assert view.seat == seat
        if deal.hand_hidden(seat):  # §10: the dark-bid first hand chooses without looking
            assert view.hand == () and view.hand_hidden
        else:
            assert set(view.hand) == set(cards_of(deal.hands[seat])), "the view shows the seat's own hand"
        allowed = allowed_cards(game, deal, seat)
        for where, c in shown_cards(view):
            assert c in allowed, (f"seat {seat} sees {Card(c)} in {where} (phase {deal.phase}, declarer "
                                  f"{deal.declarer}, history {[str(a) for _, a in deal.history]})")
        # the musik: hidden until taken; then to the declarer, and to all when shown
        for i, m in enumerate(view.musiks):
            if deal.taken is not None and i not in deal.taken_list and deal.played_out:
                assert m is not None and set(m) == set(cards_of(deal.musiks[i])), "shown at the end"
            elif deal.taken != i:
                assert m is None, f"seat {seat} sees musik {i} that was not taken"
            elif seat == deal.declarer:
                assert m is not None and set(m) == set(cards_of(deal.musiks[i]))
            elif musik_shown(game, deal):
                assert m is not None and set(m) == set(cards_of(deal.musiks[i])), \
                    "a shown musik is seen by every seat"
            elif deal.n != 2:
                assert m is None, f"seat {seat} sees a musik that was not shown"
        for to, c in view.gives:
            if seat in (deal.declarer, to):
                assert c == deal.given[to]
            else:
                assert c is None
        if seat != deal.declarer:
            assert view.discards == ()
        # legal only on the seat's turn
        if game.to_move == seat:
            # the same choices but "claim": whether a claim stands depends on cards the seat cannot
            # see (RULES.md §8 "Claim"), so the view says only whether the declarer may try one
            assert [str(a) for a in view.legal] == [str(a) for a in game.legal_actions() if a.kind != "claim"]
            assert view.may_claim == (deal.phase == "play" and deal.claim_moment_refusal() is None)
        else:
            assert view.legal == (), f"seat {seat} gets legal actions out of turn"
        # history: every action, gives and discards of others without the card
        assert len(view.history) == len(deal.history)
        for (actor, seen), (real_actor, action) in zip(view.history, deal.history):
            assert actor == real_actor
            if action.kind == "give" and seat not in (actor, action.value):
                assert seen == Action("give", action.value, None)
            elif action.kind == "discard" and seat != actor:
                assert seen == Action("discard", None, None)
            else:
                assert seen == action
        assert view.to_move == game.to_move and view.phase == game.phase
        assert view.scores == game.scores


@given(setups())
def test_views_never_show_hidden_cards(setup):
    game, rng, p = setup
    play_and_check_views(game, rng, p)


@given(option_setups())
def test_views_never_show_hidden_cards_under_any_options(setup):
    """show_musik never / always, dark and golden deals, 2-player discards..."""
    game, rng, p = setup
    play_and_check_views(game, rng, p)


def play_and_check_views(game, rng, p):
    check_views(game)
    while not game.is_over and len(game.results) < 3:
        game.apply(choose(rng, game.legal_actions(), p))
        check_views(game)


# ----------------------------------------------------------------------------- hand-built deals

HANDS = ["AH TH KH QH 9S JD KC", "JH QD KD TD AD 9C JC", "9D TC AC QS KS TS AS"]
MUSIK = ["9H JS QC"]


def test_unraised_musik_stays_hidden_and_gives_are_private():
    """polish show_musik if_raised: the forced 100 won unopposed, the musik is not shown."""
    game = new_game("polish", hands=HANDS, musik=MUSIK, dealer=2)
    play(game, "bid 100, pass, pass, take 0")
    musik = {Card.parse(c) for c in MUSIK[0].split()}
    assert set(game.view(0).musiks[0]) == musik
    assert game.view(1).musiks[0] is None and game.view(2).musiks[0] is None
    play(game, "give 9S 1")
    assert game.view(1).gives == ((1, Card.parse("9S")),)
    assert game.view(2).gives == ((1, None),)
    assert Card.parse("9S") in game.view(1).hand
    assert Card.parse("9S") not in [action.card for _, action in game.view(2).history]
    assert game.view(0).legal and game.view(1).legal == () and game.view(2).legal == ()
    check_views(game)


def test_raised_musik_is_shown_to_everyone():
    game = new_game("polish", hands=HANDS, musik=MUSIK, dealer=2)
    play(game, "bid 100, bid 110, pass, bid 120, pass")
    for seat in range(3):
        assert game.view(seat).musiks[0] is None, "not shown before it is taken"
    play(game, "take 0")
    musik = {Card.parse(c) for c in MUSIK[0].split()}
    for seat in range(3):
        assert set(game.view(seat).musiks[0]) == musik
    check_views(game)


def test_two_player_discards_are_the_declarers_alone():
    game = new_game("polish", {"players": 2}, dealer=1)
    while game.current.phase != "contract":
        legal = game.legal_actions()
        # a random deal: a redeal claim is declined (a redeal would end the deal here)
        pick = next((a for a in legal if a.kind in ("pass", "keep")), legal[0])
        play(game, str(pick))
        check_views(game)
    declarer = game.current.declarer
    other = 1 - declarer
    assert len(game.view(declarer).discards) == 2
    assert game.view(other).discards == ()
    laid_aside = [action for _, action in game.view(other).history if action.kind == "discard"]
    assert laid_aside and all(action.card is None for action in laid_aside)
    taken = game.current.taken
    unchosen = 1 - taken
    assert game.view(other).musiks[unchosen] is None and game.view(declarer).musiks[unchosen] is None
    # RULES.md §5 musik_2x2: "The declarer picks one musik (shown)"
    assert set(game.view(other).musiks[taken]) == set(cards_of(game.current.musiks[taken]))


# ----------------------------------------------------------------------------- the public view


def check_public_view(game) -> None:
    """What every seat may know: no hand, no card given or laid aside, no choices; every card it
    shows is one each seat may see (a hot-seat screen between two players' turns)."""
    deal = game.deals[-1]
    view = game.public_view()
    assert view.seat is None and view.hand == () and view.legal == () and not view.may_claim
    assert view.discards == () and all(card is None for _, card in view.gives)
    everyone = set.intersection(*(allowed_cards(game, deal, seat) for seat in range(game.n)))
    for where, c in shown_cards(view):
        assert c in everyone, f"the public view shows {Card(c)} in {where} (phase {deal.phase})"
    assert len(view.history) == len(deal.history) and view.to_move == game.to_move
    assert view.hand_sizes == game.view(0).hand_sizes and view.scores == game.scores


@given(option_setups())
def test_the_public_view_shows_only_what_every_seat_may_know(setup):
    game, rng, p = setup
    check_public_view(game)
    while not game.is_over and len(game.results) < 3:
        game.apply(choose(rng, game.legal_actions(), p))
        check_public_view(game)


def test_the_public_view_shows_a_shown_musik_and_hides_the_discards():
    game = new_game("polish", hands=HANDS, musik=MUSIK, dealer=2)
    play(game, "bid 100, bid 110, pass, bid 120, pass, take 0, give 9S 1")
    view = game.public_view()
    assert set(view.musiks[0]) == {Card.parse(c) for c in MUSIK[0].split()}
    assert view.gives == ((1, None),) and view.history[-1] == (0, Action("give", 1, None))
