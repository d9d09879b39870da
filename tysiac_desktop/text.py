"""Player-facing wording of cards and actions (translatable, rich text)."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from .dialogs.common import SuitStyle, num, suit_name

SIGNS = "♥♦♣♠"
RED = "#c62828"
GERMAN_RANKS = {"J": "U", "Q": "O", "A": "D"}  # Unter, Ober, Daus: the letters on German-suited cards


def suit_sign(suit: int, html: bool = True) -> str:
    """The suit's sign (for the dark table panels: a bright red)."""
    sign = SIGNS[suit]
    if html and suit in (0, 1):
        return f'<span style="color:{RED}">{sign}</span>'
    return sign


def suit_label(suit: int, html: bool = True) -> str:
    """"♥ hearts" (kier, червы, hjerter); a German-suited deck's suit by its name alone (czerwień …),
    since the French signs would not match its cards."""
    if SuitStyle.german:
        return suit_name(suit)
    return f"{suit_sign(suit, html)}\u00a0{suit_name(suit)}"


def card_text(code: str, html: bool = True) -> str:
    """``QH`` → ``Q♥`` (``10`` for the ten); with a German-suited deck ``O czerwień`` as the cards show."""
    suit = "HDCS".index(code[1])
    if SuitStyle.german:
        rank = "10" if code[0] == "T" else GERMAN_RANKS.get(code[0], code[0])
        return f"{rank}\u00a0{suit_name(suit)}"
    rank = "10" if code[0] == "T" else code[0]
    return rank + suit_sign(suit, html)


def _number(text: str) -> str:
    """A number of a log token in the user's locale (1 000, 1,000 …); anything else unchanged."""
    try:
        return num(int(text))
    except ValueError:
        return text


# One line of the deal's log per action kind; %1 is the player, %2 the bid or the card.
_LOG_LINES = {
    "bid": QT_TRANSLATE_NOOP("Table", "%1 bids %2"),
    "pass": QT_TRANSLATE_NOOP("Table", "%1 passes"),
    "dark": QT_TRANSLATE_NOOP("Table", "%1 bids 120 in the dark"),
    "redeal": QT_TRANSLATE_NOOP("Table", "%1 asks for a redeal"),
    "keep": QT_TRANSLATE_NOOP("Table", "%1 keeps the cards"),
    "take": QT_TRANSLATE_NOOP("Table", "%1 takes the musik"),
    "give": QT_TRANSLATE_NOOP("Table", "%1 passes a card"),
    "discard": QT_TRANSLATE_NOOP("Table", "%1 lays a card aside"),
    "declare": QT_TRANSLATE_NOOP("Table", "%1 plays for %2"),
    "bomb": QT_TRANSLATE_NOOP("Table", "%1 bombs the deal"),
    "concede": QT_TRANSLATE_NOOP("Table", "%1 concedes"),
    "meld": QT_TRANSLATE_NOOP("Table", "%1 declares a marriage %2"),
    "play": QT_TRANSLATE_NOOP("Table", "%1 plays %2"),
    "claim": QT_TRANSLATE_NOOP("Table", "%1 lays the hand down"),
}


def action_text(name: str, token: str) -> str:
    """One line of the deal's log, e.g. "Ala bids 110"."""
    kind, _, rest = token.partition(" ")
    line = _LOG_LINES.get(kind)
    if line is None:
        return f"{name}: {token}"
    detail = card_text(rest) if kind in ("meld", "play") else _number(rest)
    return QCoreApplication.translate("Table", line).replace("%1", name).replace("%2", detail)
