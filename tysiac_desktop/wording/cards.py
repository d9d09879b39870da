"""Cards and suits as the table shows them (rich text for the dark panels) and as they are spoken."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from .words import SuitStyle, suit_name

SIGNS = "♥♦♣♠"
RED = "#ff8a80"  # hearts and diamonds on the dark panels: 6:1 and more on every table colour
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


# The rank letters players of each language write (Polish A K D W, Russian Т К Д В, Danish E K D B),
# by the notation's rank character; the rank's name tells a translator which "K" it is. The
# French-suited deck's pictures keep their own letters; nines to sevens and the ten are numbers.
RANK_LETTERS = {
    "A": lambda: QCoreApplication.translate("CardLetters", "A", "ace"),
    "K": lambda: QCoreApplication.translate("CardLetters", "K", "king"),
    "Q": lambda: QCoreApplication.translate("CardLetters", "Q", "queen"),
    "J": lambda: QCoreApplication.translate("CardLetters", "J", "jack"),
    "T": lambda: "10",
}


def rank_letter(rank: str) -> str:
    """The rank as written in the player's language: ``Q`` → ``D`` in Polish, ``Д`` in Russian."""
    letter = RANK_LETTERS.get(rank)
    return letter() if letter is not None else rank


def card_text(code: str, html: bool = True) -> str:
    """``QH`` → ``Q♥`` in English, ``D♥`` in Polish (``10`` for the ten); with a German-suited deck
    ``O czerwień`` as the cards show."""
    suit = "HDCS".index(code[1])
    if SuitStyle.german:
        rank = "10" if code[0] == "T" else GERMAN_RANKS.get(code[0], code[0])
        return f"{rank}\u00a0{suit_name(suit)}"
    return rank_letter(code[0]) + suit_sign(suit, html)


# Cards as a screen reader says them: "queen of hearts" (dama kier, дама червей, hjerter dame).
SPOKEN_RANKS = (QT_TRANSLATE_NOOP("SpokenCards", "seven"), QT_TRANSLATE_NOOP("SpokenCards", "eight"),
                QT_TRANSLATE_NOOP("SpokenCards", "nine"), QT_TRANSLATE_NOOP("SpokenCards", "jack"),
                QT_TRANSLATE_NOOP("SpokenCards", "queen"), QT_TRANSLATE_NOOP("SpokenCards", "king"),
                QT_TRANSLATE_NOOP("SpokenCards", "ten"), QT_TRANSLATE_NOOP("SpokenCards", "ace"))
SPOKEN_GERMAN_RANKS = (QT_TRANSLATE_NOOP("SpokenCards", "seven"), QT_TRANSLATE_NOOP("SpokenCards", "eight"),
                       QT_TRANSLATE_NOOP("SpokenCards", "nine"), QT_TRANSLATE_NOOP("SpokenCards", "unter"),
                       QT_TRANSLATE_NOOP("SpokenCards", "ober"), QT_TRANSLATE_NOOP("SpokenCards", "king"),
                       QT_TRANSLATE_NOOP("SpokenCards", "ten"), QT_TRANSLATE_NOOP("SpokenCards", "deuce"))
SPOKEN_SUITS = (QT_TRANSLATE_NOOP("SpokenCards", "hearts"), QT_TRANSLATE_NOOP("SpokenCards", "diamonds"),
                QT_TRANSLATE_NOOP("SpokenCards", "clubs"), QT_TRANSLATE_NOOP("SpokenCards", "spades"))
SPOKEN_GERMAN_SUITS = (QT_TRANSLATE_NOOP("SpokenCards", "hearts (German suit)"),
                       QT_TRANSLATE_NOOP("SpokenCards", "bells"), QT_TRANSLATE_NOOP("SpokenCards", "acorns"),
                       QT_TRANSLATE_NOOP("SpokenCards", "leaves"))
SPOKEN = QT_TRANSLATE_NOOP("SpokenCards", "{rank} of {suit}")


def card_spoken(card) -> str:
    """A card (``Card`` or ``"QH"``) in words, for screen readers and accessible names."""
    from tysiac_engine.cards import Card

    card = card if isinstance(card, Card) else Card.parse(str(card))
    tr = lambda text: QCoreApplication.translate("SpokenCards", text)  # noqa: E731
    ranks, suits = (SPOKEN_GERMAN_RANKS, SPOKEN_GERMAN_SUITS) if SuitStyle.german else (SPOKEN_RANKS, SPOKEN_SUITS)
    return tr(SPOKEN).format(rank=tr(ranks[card.rank]), suit=tr(suits[card.suit]))


def in_words(text: str) -> str:
    """``text`` with every card and suit sign said in words, as a screen reader should hear it:
    "Play Q♥?" → "Play queen of hearts?", "Trump: ♥ hearts" → "Trump: hearts" (in the language now)."""
    if not any(sign in text for sign in SIGNS):
        return text
    from tysiac_engine.cards import Card

    codes = [rank + suit for suit in "HDCS" for rank in "AKQJT987"]
    shown = sorted(((card_text(code, html=False), code) for code in codes), key=lambda pair: -len(pair[0]))
    for written, code in shown:
        if written in text:
            text = text.replace(written, card_spoken(Card.parse(code)))
    for suit, sign in enumerate(SIGNS):
        text = text.replace(f"{sign}\u00a0{suit_name(suit)}", suit_name(suit)).replace(sign, suit_name(suit))
    return text
