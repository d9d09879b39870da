"""Cards thrown onto a trick the declarer holds (issue 41, item 2): what the arena counts, and the
search playing the cheapest of the cards worth about the best."""
from tysiac_engine import actions as A
from tysiac_engine import make_rules
from tysiac_engine.arena import points_given_away
from tysiac_engine.cards import card

from tysiac_engine.ai.search.play import cheapest_near_best
from tysiac_engine.ai.search.params import DEFAULT_PARAMS

from .test_decisions import played_to


def declarer_leads_the_ace_of_clubs():
    """Seat 0 declares 130 and leads A♣; seat 1 has no club, seat 2 holds 9♣ K♣ Q♣ and plays last."""
    return played_to(make_rules("polish"), ("9H KS TC QS AC JD 9D", "TH AH QD KD 9S JS AS", "9C QH KH JH TD KC QC"),
                     ("JC AD TS",), 1, "bid 100, bid 110, pass, bid 120, bid 130, pass, take 0, give 9H 1, "
                     "give KS 2, declare 130, play AC, play 9S")


def test_a_defender_playing_last_onto_the_declarers_trick_gives_the_points_beyond_his_cheapest_card():
    game = declarer_leads_the_ace_of_clubs()
    view = game.view(2)
    assert {a.card for a in view.legal} == {card("9C"), card("KC"), card("QC")}
    assert points_given_away(view, A.play(card("KC"))) == 4
    assert points_given_away(view, A.play(card("QC"))) == 3
    assert points_given_away(view, A.play(card("9C"))) == 0


def test_only_the_last_defender_onto_a_trick_the_declarer_holds_is_counted():
    game = played_to(make_rules("polish"), ("9H KS TC QS AC JD 9D", "TH AH QD KD 9S JS AS", "9C QH KH JH TD KC QC"),
                     ("JC AD TS",), 1, "bid 100, bid 110, pass, bid 120, bid 130, pass, take 0, give 9H 1, "
                     "give KS 2, declare 130")
    declarer = game.view(0)
    assert points_given_away(declarer, A.play(card("AC"))) is None  # the declarer himself
    game.apply(A.play(card("AC")))
    second = game.view(1)
    assert points_given_away(second, A.play(card("AS"))) is None  # another card is still to come
    game.apply(A.play(card("9S")))
    game.apply(A.play(card("9C")))  # the trick is the declarer's; he leads a small club next
    game.apply(A.play(card("JC")))
    game.apply(A.play(card("TH")))
    view = game.view(2)  # K♣ or Q♣ beats the jack: the trick is not held
    assert points_given_away(view, A.play(card("KC"))) is None


def test_the_search_plays_the_cheapest_card_worth_about_the_best():
    nine, king, ten = A.play(card("9C")), A.play(card("KC")), A.play(card("TC"))
    margin = DEFAULT_PARAMS.cheap_margin
    assert margin > 0
    # the worlds put the king a shade ahead: within the margin, the nine is played
    assert cheapest_near_best({nine: 10.0, king: 10.0 + margin / 2, ten: 9.0}, margin) == nine
    # a card clearly better is played, dear or not
    assert cheapest_near_best({nine: 10.0, king: 10.0 + 2 * margin, ten: 9.0}, margin) == king
    # without a margin the best value alone, the cheaper card only on a tie
    assert cheapest_near_best({nine: 10.0, king: 10.5}, 0) == king
    assert cheapest_near_best({nine: 10.0, king: 10.0}, 0) == nine
    # a meld within the margin comes first
    meld = A.meld(card("QH"))
    assert cheapest_near_best({nine: 10.0, meld: 9.0}, margin) == meld
