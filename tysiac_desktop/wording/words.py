"""Numbers, suits and the names of presets, levels and kinds of seat, in the player's language."""
from __future__ import annotations

import re
from typing import NamedTuple, Optional, Sequence, Union

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale

from tysiac_engine.cards import MARRIAGE_VALUES
from tysiac_engine.shape import sides_of

SUIT_SYMBOLS = ("♥", "♦", "♣", "♠")  # engine suit order: H D C S
MARRIAGE_SUIT = {value: suit for suit, value in enumerate(MARRIAGE_VALUES)}  # marriage value → suit
SUIT_RED = "#b3261e"  # hearts and diamonds on paper

translate = QCoreApplication.translate  # the alias lupdate recognises

MINUS = "\u2212"  # a real minus sign, as wide as the plus


def fill(template: str, *args: str) -> str:
    """Put ``args`` into %1, %2 … of a translated template in one pass: a name holding "%2" stays
    as it is written."""
    return re.sub(r"%(\d)", lambda m: args[int(m.group(1)) - 1] if 0 < int(m.group(1)) <= len(args)
                  else m.group(0), template)


def upper_first(text: str) -> str:
    """The text with its first letter made upper case (a phrase that starts a sentence)."""
    return text[:1].upper() + text[1:]


def num(value: int) -> str:
    """A number in the user's locale (1 000, 1,000 …), negatives with a real minus sign."""
    value = int(value)
    return QLocale().toString(value) if value >= 0 else MINUS + QLocale().toString(-value)


def signed(value: int) -> str:
    """+120, −120 or 0, in the user's locale."""
    return "+" + num(value) if value > 0 else num(value)


# A sentence about a player: (the template for the person at the screen, "You bid 110"; the one for a
# named player, "Ala bids 110").  A template whose subject is a player is never filled with "You"
# in place of a name: Polish, Russian and Danish verbs (and possessives: Danish "sine"/"dine")
# agree with their subject, so "you" has a second-person template of its own.
Forms = tuple[str, str]


class Person(NamedTuple):
    """Whom a sentence is about: ``name``, and whether that is the person at the screen (``you``),
    who is addressed in the second person.  :meth:`say` picks the template of the pair that fits.

    Gender: the app does not know the players' genders, so no template puts a past-tense verb
    with a player as subject in Polish or Russian ("miałeś/miałaś", "взял/взяла"): the "you"
    forms use the present tense or a noun phrase, the named forms "{name}: <noun phrase>"."""

    name: str
    you: bool = False

    @classmethod
    def of(cls, seat: Optional[int], names: Sequence[str], you: Optional[int]) -> "Person":
        """The player at ``seat`` (``you``: the seat addressed as "you", None in hot-seat games)."""
        if seat is None:
            return cls("")
        return cls(names[seat], seat == you)

    def pick(self, forms: Union[Forms, str]) -> str:
        """The untranslated template for this person (a single template has no subject)."""
        if isinstance(forms, str):
            return forms
        return forms[0] if self.you else forms[1]

    def say(self, context: str, forms: Union[Forms, str], **args: str) -> str:
        """The translated sentence with ``{name}`` and ``args`` filled in."""
        return translate(context, self.pick(forms)).format(name=self.name, **args)


def suit_html(suit: int) -> str:
    """The suit's sign, red for hearts and diamonds; a German-suited deck's suit by its name."""
    if SuitStyle.german:
        return suit_name(suit)
    symbol = SUIT_SYMBOLS[suit]
    return f'<span style="color:{SUIT_RED}">{symbol}</span>' if suit < 2 else symbol


# Suit names in the engine's order H D C S.  A German-suited deck (Herz, Schellen, Eichel, Grün)
# has its own names: in Polish czerwień, dzwonek, żołądź, wino.
FRENCH_SUITS = (QT_TRANSLATE_NOOP("Suits", "hearts"), QT_TRANSLATE_NOOP("Suits", "diamonds"),
                QT_TRANSLATE_NOOP("Suits", "clubs"), QT_TRANSLATE_NOOP("Suits", "spades"))
GERMAN_SUITS = (QT_TRANSLATE_NOOP("GermanSuits", "hearts"), QT_TRANSLATE_NOOP("GermanSuits", "bells"),
                QT_TRANSLATE_NOOP("GermanSuits", "acorns"), QT_TRANSLATE_NOOP("GermanSuits", "leaves"))


class SuitStyle:
    """Which deck's suit names the texts use; the window sets it when the deck changes."""

    german = False


def suit_name(suit: int) -> str:
    if SuitStyle.german:
        return QCoreApplication.translate("GermanSuits", GERMAN_SUITS[suit])
    return QCoreApplication.translate("Suits", FRENCH_SUITS[suit])


def meld_html(value: int) -> str:
    """A declared marriage as '♥ 100' with the suit coloured."""
    suit = MARRIAGE_SUIT.get(value)
    return num(value) if suit is None else f"{suit_html(suit)}\u00a0{num(value)}"


def preset_names() -> dict[str, str]:
    return {
        "polish": translate("Presets", "Polish"),
        "russian": translate("Presets", "Russian"),
        "danish": translate("Presets", "Danish"),
    }


def preset_descriptions() -> dict[str, str]:
    return {
        "polish": translate("Presets", "The common Polish game: one bomb each, only the declarer may finish, "
                     "no points for defenders from 800."),
        "russian": translate("Presets", "Thousand to 1001: the barrel at 880, bolts for taking no trick, "
                      "the declarer may concede."),
        "danish": translate("Presets", "The Danish game: the barrel at 880, the musik always shown, "
                     "big bids need a marriage."),
    }


def sides(outcome) -> list[tuple[int, ...]]:
    """A deal's scoring sides: each seat, or the two teams (seats of one team value) in teams_2v2."""
    return list(sides_of(len(outcome.card_points), outcome.teams))


def team_name(names, seats) -> str:
    """A scoring side by its players: "Ala", or a team "Ala & Cezary" (both partners' names)."""
    if len(seats) == 1:
        return names[seats[0]]
    return fill(translate("Teams", "%1 & %2"), names[seats[0]], names[seats[1]])


def level_names() -> dict[str, str]:
    return {
        "easy": translate("Levels", "Easy"),
        "medium": translate("Levels", "Medium"),
        "hard": translate("Levels", "Hard"),
        "expert": translate("Levels", "Expert"),
    }


def kind_names() -> dict[str, str]:
    """The kinds of seat of :class:`tysiac_engine.game.Seat` ("human", "ai") as the player reads them."""
    return {"human": translate("Seats", "Human"), "ai": translate("Seats", "Computer")}


YOU = QT_TRANSLATE_NOOP("NewGameDialog", "You")  # the one person at the screen, against computers


def hot_seat_name(seat: int) -> str:
    """A seat's name when several people share the screen and it was not given: "Player 2"."""
    return translate("NewGameDialog", "Player %1").replace("%1", num(seat + 1))


def player_names(names, hot_seat: bool) -> list[str]:
    """The players' names as the window shows them.  A seat named "You" (in English or in the
    language shown) is "You" in the language shown; in a hot-seat game nobody is "You" (it would
    address everyone at the screen: "You bids 110", "Pass to You"): such a seat is named by
    :func:`hot_seat_name`."""
    you = {YOU, translate("NewGameDialog", YOU)}
    return [name if name not in you else hot_seat_name(seat) if hot_seat else translate("NewGameDialog", YOU)
            for seat, name in enumerate(names)]
