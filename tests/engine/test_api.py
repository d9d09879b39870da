"""The engine as a library: what a bot or a front end relies on."""
from __future__ import annotations

from tysiac_engine import Action, card
from tysiac_engine import actions as A


def test_a_give_takes_the_seat_then_the_card_like_its_action():
    queen = card("QH")
    assert A.give(1, queen) == Action("give", 1, queen) == Action.parse("give QH 1")
    assert A.give(1, queen).value == 1 and A.give(1, queen).card == queen
