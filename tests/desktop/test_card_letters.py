"""Cards in the player's language (issue: card letters): Polish A K D W, Russian Т К Д В, Danish
E K D B, wherever a card is written (log, hints, coach, refusals all go through ``card_text``)."""
from __future__ import annotations

import pytest

from tysiac_desktop.languages import Translators
from tysiac_desktop.wording.cards import card_text
from tysiac_desktop.wording.words import SuitStyle

CARDS = ["AH", "KD", "QC", "JS", "TH", "9D"]


@pytest.mark.parametrize("lang, expected", [
    ("en", ["A♥", "K♦", "Q♣", "J♠", "10♥", "9♦"]),
    ("pl", ["A♥", "K♦", "D♣", "W♠", "10♥", "9♦"]),
    ("ru", ["Т♥", "К♦", "Д♣", "В♠", "10♥", "9♦"]),
    ("da", ["E♥", "K♦", "D♣", "B♠", "10♥", "9♦"]),
])
def test_rank_letters_follow_the_language(qapp, lang, expected):
    translators = Translators(qapp)
    try:
        assert translators.switch(lang)
        assert [card_text(code, html=False) for code in CARDS] == expected
    finally:
        translators.switch("en")


def test_the_32_card_ranks_are_numbers_in_every_language(qapp):
    translators = Translators(qapp)
    try:
        assert translators.switch("ru")
        assert [card_text(code, html=False) for code in ("8S", "7H")] == ["8♠", "7♥"]
    finally:
        translators.switch("en")


def test_a_german_suited_deck_keeps_the_letters_of_its_cards(qapp):
    translators = Translators(qapp)
    SuitStyle.german = True
    try:
        assert translators.switch("pl")
        assert card_text("QH", html=False).startswith("O\u00a0")  # the Ober, as the card shows
    finally:
        SuitStyle.german = False
        translators.switch("en")
