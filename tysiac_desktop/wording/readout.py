"""What the table holds, in sentences a screen reader says when asked (the query keys: my cards,
the trick, the scores, the contract and trump, what was taken) and the names of the table's
piles in the accessibility tree.

Everything is made from the view the window shows (``SeatView``), so it tells a seat what the
table shows it and nothing more.  Cards are said in words ("ace of hearts": ``card_spoken``).
"""
from __future__ import annotations

from typing import Optional, Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject

from tysiac_engine.cards import Card
from tysiac_engine.game import SeatView

from .cards import SPOKEN_GERMAN_RANKS, SPOKEN_RANKS, card_spoken
from .words import Person, SuitStyle, num, suit_name, team_name

CONTEXT = "Readout"
DISPLAY_SUITS = (0, 2, 1, 3)  # the hand's order on the table: ♥ ♣ ♦ ♠ (alternating colours)

YOUR_CARDS = QT_TRANSLATE_NOOP("Readout", "Your cards: {suits}.")
NO_CARDS = QT_TRANSLATE_NOOP("Readout", "You hold no cards.")
HIDDEN_CARDS = QT_TRANSLATE_NOOP("Readout", "Your cards are not shown.")
SUIT_CARDS = QT_TRANSLATE_NOOP("Readout", "{suit}: {ranks}")
PLAYABLE = QT_TRANSLATE_NOOP("Readout", "You may play: {cards}.")
ON_TABLE = QT_TRANSLATE_NOOP("Readout", "On the table: {cards}.")
EMPTY_TABLE = QT_TRANSLATE_NOOP("Readout", "No card is on the table.")
PLAYED_BY = QT_TRANSLATE_NOOP("Readout", "{name}: {card}")
TO_MOVE = (QT_TRANSLATE_NOOP("Readout", "Your turn."), QT_TRANSLATE_NOOP("Readout", "{name} to move."))
SCORES = QT_TRANSLATE_NOOP("Readout", "Scores: {scores}.")
SCORE = QT_TRANSLATE_NOOP("Readout", "{name} {score}")
CONTRACT = (QT_TRANSLATE_NOOP("Readout", "You play for {value}."),
            QT_TRANSLATE_NOOP("Readout", "{name} plays for {value}."))
HIGH_BID = (QT_TRANSLATE_NOOP("Readout", "Highest bid: {value}, yours."),
            QT_TRANSLATE_NOOP("Readout", "Highest bid: {value}, by {name}."))
NO_BID = QT_TRANSLATE_NOOP("Readout", "No bid yet.")
NO_DECLARER = QT_TRANSLATE_NOOP("Readout", "Everyone plays for their own points.")
TRUMP = QT_TRANSLATE_NOOP("Readout", "Trump: {suit}.")
NO_TRUMP = QT_TRANSLATE_NOOP("Readout", "No trump yet.")
TAKEN = QT_TRANSLATE_NOOP("Readout", "Taken so far: {rows}.")
NOTHING_TAKEN = QT_TRANSLATE_NOOP("Readout", "Nothing has been taken yet.")
NO_GAME = QT_TRANSLATE_NOOP("Readout", "No game is on the table.")
# the piles of the table in the accessibility tree
HAND = QT_TRANSLATE_NOOP("Readout", "Your hand")
HAND_OF = QT_TRANSLATE_NOOP("Readout", "{name}'s hand")
TRICK = QT_TRANSLATE_NOOP("Readout", "The trick on the table")
TAKEN_BY = QT_TRANSLATE_NOOP("Readout", "{name}'s tricks")
TALON = QT_TRANSLATE_NOOP("Readout", "The musik")
STOCK = QT_TRANSLATE_NOOP("Readout", "The stock")
TABLE_PILE = QT_TRANSLATE_NOOP("Readout", "{name}'s table piles")
ASIDE = QT_TRANSLATE_NOOP("Readout", "Laid aside")
FACE_DOWN = QT_TRANSLATE_NOOP("Readout", "a card face down")


def _tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def _list(items: Sequence[str]) -> str:
    return ", ".join(items)


def _rank(card: Card) -> str:
    ranks = SPOKEN_GERMAN_RANKS if SuitStyle.german else SPOKEN_RANKS
    return QCoreApplication.translate("SpokenCards", ranks[card.rank])


def hand(view: SeatView, playable: set[str] = frozenset()) -> str:
    """"Your cards: hearts: ace, ten; clubs: king. You may play: ace of hearts." by suit, in the
    order the hand lies (and, when not every card may be played, which may)."""
    if view.hand_hidden:
        return _tr(HIDDEN_CARDS)
    if not view.hand:
        return _tr(NO_CARDS)
    suits = []
    for suit in DISPLAY_SUITS:
        cards = sorted((c for c in view.hand if c.suit == suit), key=lambda c: -c.rank)
        if cards:
            suits.append(_tr(SUIT_CARDS).format(suit=suit_name(suit), ranks=_list([_rank(c) for c in cards])))
    text = _tr(YOUR_CARDS).format(suits="; ".join(suits))
    mine = [c for c in view.hand if str(c) in playable]
    if mine and len(mine) < len(view.hand):
        ordered = sorted(mine, key=lambda c: (DISPLAY_SUITS.index(c.suit), -c.rank))
        text += " " + _tr(PLAYABLE).format(cards=_list([card_spoken(c) for c in ordered]))
    return text


def to_move(view: SeatView, names: Sequence[str], you: Optional[int]) -> str:
    if view.to_move is None or view.phase in ("between", "over"):
        return ""
    return Person.of(view.to_move, names, you).say(CONTEXT, TO_MOVE)


def trick(view: SeatView, names: Sequence[str], you: Optional[int]) -> str:
    """"On the table: Ala: ace of hearts, you: ten of hearts. Bolek to move." """
    if view.trick:
        cards = [played_by(_name(seat, names, you), card_spoken(card)) for seat, card in view.trick]
        text = _tr(ON_TABLE).format(cards=_list(cards))
    else:
        text = _tr(EMPTY_TABLE)
    turn = to_move(view, names, you)
    return f"{text} {turn}".strip()


def played_by(name: str, card: str) -> str:
    """"Ala: ace of hearts" (a card of the trick and who played it)."""
    return _tr(PLAYED_BY).format(name=name, card=card)


def _name(seat: int, names: Sequence[str], you: Optional[int]) -> str:
    return QCoreApplication.translate("Readout", "you") if seat == you else names[seat]


def scores(view: SeatView, names: Sequence[str]) -> str:
    """"Scores: You 340, Ala 200, Bolek 120." (a team's score once)."""
    return scores_line([(team_name(names, unit), view.scores[unit[0]]) for unit in view.shape.units()])


def scores_line(rows: Sequence[tuple[str, int]]) -> str:
    """"Scores: Ala 340, Bolek 200." from (side, score) rows."""
    return _tr(SCORES).format(scores=_list([_tr(SCORE).format(name=name, score=num(score)) for name, score in rows]))


def contract(view: SeatView, names: Sequence[str], you: Optional[int]) -> str:
    """The contract and who plays it (or the auction's highest bid), and the trump."""
    if not view.shape.has_declarer:
        text = _tr(NO_DECLARER)
    elif view.contract is not None and view.declarer is not None:
        text = Person.of(view.declarer, names, you).say(CONTEXT, CONTRACT, value=num(view.contract))
    elif view.high_bid and view.high_bidder is not None:
        text = Person.of(view.high_bidder, names, you).say(CONTEXT, HIGH_BID, value=num(view.high_bid))
    else:
        text = _tr(NO_BID)
    trump = _tr(TRUMP).format(suit=suit_name(view.trump)) if view.trump is not None else _tr(NO_TRUMP)
    return f"{text} {trump}"


def taken(rows: Sequence[tuple[str, str]]) -> str:
    """"Taken so far: You: 57 of 120." from the side panel's rows (``SidePanel.taken_rows``)."""
    rows = [f"{name}: {text}" for name, text in rows if text != "–"]
    return _tr(TAKEN).format(rows=_list(rows)) if rows else _tr(NOTHING_TAKEN)


def pile_name(kind: str, name: str = "") -> str:
    """The accessible name of a pile of the table (``PileKind`` values)."""
    templates = {"hand": HAND_OF if name else HAND, "trick": TRICK, "taken": TAKEN_BY, "talon": TALON,
                 "stock": STOCK, "table": TABLE_PILE, "aside": ASIDE, "unpicked": TALON}
    return _tr(templates[kind]).format(name=name)


class Readout(QObject):
    """The texts with a number whose plural lupdate finds only in a class's ``tr``."""

    def cards_in(self, pile: str, count: int) -> str:
        return self.tr("%1, %n cards", "", count).replace("%1", pile)


_counts: list[Readout] = []


def pile_with_count(pile: str, count: int) -> str:
    """"Ala's tricks, 6 cards"."""
    if not _counts:
        _counts.append(Readout())
    return _counts[0].cards_in(pile, count)


def face_down() -> str:
    return _tr(FACE_DOWN)


def no_game() -> str:
    return _tr(NO_GAME)


def hidden_hand() -> str:
    return _tr(HIDDEN_CARDS)
