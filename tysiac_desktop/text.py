"""Player-facing wording of cards and actions (translatable, rich text)."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from .dialogs.common import num

SIGNS = "♥♦♣♠"
RED = "#c62828"
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


def suit_label(suit: int, html: bool = True) -> str:
    """"♥ hearts" (kier, червы, hjerter); a German deck's suit by its name alone (czerwień …),
    since the French signs would not match its cards."""
    if SuitStyle.german:
        return suit_name(suit)
    return f"{suit_sign(suit, html)}\u00a0{suit_name(suit)}"


def suit_sign(suit: int, html: bool = True) -> str:
    sign = SIGNS[suit]
    if html and suit in (0, 1):
        return f'<span style="color:{RED}">{sign}</span>'
    return sign


def card_text(code: str, html: bool = True) -> str:
    """``QH`` → ``Q♥`` (``10`` for the ten)."""
    rank = "10" if code[0] == "T" else code[0]
    return rank + suit_sign("HDCS".index(code[1]), html)


def _number(text: str) -> str:
    """A number of a log token in the user's locale (1 000, 1,000 …); anything else unchanged."""
    try:
        return num(int(text))
    except ValueError:
        return text


def action_text(name: str, token: str) -> str:
    """One line of the deal's log, e.g. "Ala bids 110"."""
    kind, _, rest = token.partition(" ")
    if kind == "bid":
        return QCoreApplication.translate("Table", "%1 bids %2").replace("%1", name).replace("%2", _number(rest))
    if kind == "pass":
        return QCoreApplication.translate("Table", "%1 passes").replace("%1", name)
    if kind == "dark":
        return QCoreApplication.translate("Table", "%1 bids 120 in the dark").replace("%1", name)
    if kind == "redeal":
        return QCoreApplication.translate("Table", "%1 asks for a redeal").replace("%1", name)
    if kind == "keep":
        return QCoreApplication.translate("Table", "%1 keeps the cards").replace("%1", name)
    if kind == "take":
        return QCoreApplication.translate("Table", "%1 takes the musik").replace("%1", name)
    if kind == "give":
        return QCoreApplication.translate("Table", "%1 passes a card").replace("%1", name)
    if kind == "discard":
        return QCoreApplication.translate("Table", "%1 lays a card aside").replace("%1", name)
    if kind == "declare":
        return QCoreApplication.translate("Table", "%1 plays for %2").replace("%1", name).replace("%2", _number(rest))
    if kind == "bomb":
        return QCoreApplication.translate("Table", "%1 bombs the deal").replace("%1", name)
    if kind == "concede":
        return QCoreApplication.translate("Table", "%1 concedes").replace("%1", name)
    if kind == "meld":
        return QCoreApplication.translate("Table", "%1 declares a marriage %2").replace("%1", name).replace("%2", card_text(rest))
    if kind == "play":
        return QCoreApplication.translate("Table", "%1 plays %2").replace("%1", name).replace("%2", card_text(rest))
    if kind == "claim":
        return QCoreApplication.translate("Table", "%1 lays the hand down").replace("%1", name)
    return f"{name}: {token}"
