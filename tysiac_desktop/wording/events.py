"""What happens in a deal, as sentences: the log, the name plates' status lines, and what a
screen reader announces.

Everything is made from a seat's view (``SeatView.history``, ``tricks``, ``trick``) each time it
is shown, so a resumed game shows its deal so far and a language switch re-renders every line.
Each sentence has two templates, one for the person at the screen ("You bid 110") and one for a
named player ("Ala bids 110"), translated whole: every language writes its own grammar (Polish
and Russian in the present tense, which does not depend on who plays).  ``you`` is the seat
addressed as "you" (``GameController.you()``; None in hot-seat games, where all are named).
Play is grouped by trick: "Trick 3: Ala A♠, Bolek 9♠, you 10♠ — Ala takes 21".
"""
from __future__ import annotations

from typing import Optional, Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from tysiac_engine.actions import Action
from tysiac_engine.cards import CARD_POINTS, MARRIAGE_VALUES, Card
from tysiac_engine.game import SeatView

from .cards import card_spoken, card_text, suit_label
from .words import Person, num, suit_name

CONTEXT = "Events"

# (you, a named player); {name}, {value}, {card}, {to}, {number}, {suit}
SENTENCES = {
    "bid": (QT_TRANSLATE_NOOP("Events", "You bid {value}"), QT_TRANSLATE_NOOP("Events", "{name} bids {value}")),
    "pass": (QT_TRANSLATE_NOOP("Events", "You pass"), QT_TRANSLATE_NOOP("Events", "{name} passes")),
    "dark": (QT_TRANSLATE_NOOP("Events", "You bid 120 blind"),
             QT_TRANSLATE_NOOP("Events", "{name} bids 120 blind")),
    "redeal": (QT_TRANSLATE_NOOP("Events", "You ask for a redeal"),
               QT_TRANSLATE_NOOP("Events", "{name} asks for a redeal")),
    "keep": (QT_TRANSLATE_NOOP("Events", "You keep your cards"),
             QT_TRANSLATE_NOOP("Events", "{name} keeps the cards")),
    "take": (QT_TRANSLATE_NOOP("Events", "You take the musik"),
             QT_TRANSLATE_NOOP("Events", "{name} takes the musik")),
    "take_of": (QT_TRANSLATE_NOOP("Events", "You take musik {number}"),
                QT_TRANSLATE_NOOP("Events", "{name} takes musik {number}")),
    "pick": (QT_TRANSLATE_NOOP("Events", "You pick face-down card {number}"),
             QT_TRANSLATE_NOOP("Events", "{name} picks face-down card {number}")),
    "give": (QT_TRANSLATE_NOOP("Events", "You give {card} to {to}"),
             QT_TRANSLATE_NOOP("Events", "{name} gives {card} to {to}")),
    "give_hidden": (QT_TRANSLATE_NOOP("Events", "You give a card to {to}"),
                    QT_TRANSLATE_NOOP("Events", "{name} gives a card to {to}")),
    "give_you": (QT_TRANSLATE_NOOP("Events", "{name} gives you {card}"),
                 QT_TRANSLATE_NOOP("Events", "{name} gives you {card}")),
    "give_hidden_you": (QT_TRANSLATE_NOOP("Events", "{name} gives you a card"),
                        QT_TRANSLATE_NOOP("Events", "{name} gives you a card")),
    "discard": (QT_TRANSLATE_NOOP("Events", "You lay {card} aside"),
                QT_TRANSLATE_NOOP("Events", "{name} lays {card} aside")),
    "discard_hidden": (QT_TRANSLATE_NOOP("Events", "You lay a card aside"),
                       QT_TRANSLATE_NOOP("Events", "{name} lays a card aside")),
    "declare": (QT_TRANSLATE_NOOP("Events", "You play for {value}"),
                QT_TRANSLATE_NOOP("Events", "{name} plays for {value}")),
    "bomb": (QT_TRANSLATE_NOOP("Events", "You bomb the deal"),
             QT_TRANSLATE_NOOP("Events", "{name} bombs the deal")),
    "concede": (QT_TRANSLATE_NOOP("Events", "You concede the contract"),
                QT_TRANSLATE_NOOP("Events", "{name} concedes the contract")),
    "claim": (QT_TRANSLATE_NOOP("Events", "You lay your cards down and take the rest"),
              QT_TRANSLATE_NOOP("Events", "{name} lays the cards down and takes the rest")),
    "play": (QT_TRANSLATE_NOOP("Events", "You play {card}"), QT_TRANSLATE_NOOP("Events", "{name} plays {card}")),
    "meld": (QT_TRANSLATE_NOOP("Events", "You play {card} and declare the marriage in {suit} (+{value})"),
             QT_TRANSLATE_NOOP("Events", "{name} plays {card} and declares the marriage in {suit} (+{value})")),
    "won": (QT_TRANSLATE_NOOP("Events", "You take the trick"),
            QT_TRANSLATE_NOOP("Events", "{name} takes the trick")),
}

# said on the table when a player lays the cards down (the log says more: SENTENCES["claim"])
LAYS_DOWN = (QT_TRANSLATE_NOOP("Events", "You lay your cards down"),
             QT_TRANSLATE_NOOP("Events", "{name} lays the cards down"))

# the trick lines of the log
TRICK = QT_TRANSLATE_NOOP("Events", "Trick {number}: {cards}")
TRICK_TAKEN = QT_TRANSLATE_NOOP("Events", "Trick {number}: {cards} — {taker}")
TAKER = (QT_TRANSLATE_NOOP("Events", "you take {points}"), QT_TRANSLATE_NOOP("Events", "{name} takes {points}"))
CARD_BY = (QT_TRANSLATE_NOOP("Events", "you {card}"), QT_TRANSLATE_NOOP("Events", "{name} {card}"))
MELDED = QT_TRANSLATE_NOOP("Events", "{card} (marriage +{value})")
# a taken talon's cards, once the view shows them (RULES.md show_musik): one musik, one of several,
# a prikup card picked
MUSIK_CARDS = QT_TRANSLATE_NOOP("Events", "The musik: {cards}")
MUSIK_NUMBER_CARDS = QT_TRANSLATE_NOOP("Events", "Musik {number}: {cards}")
PICKED_CARD = QT_TRANSLATE_NOOP("Events", "Face-down card {number}: {cards}")
LIST_SEPARATOR = QT_TRANSLATE_NOOP("Events", ", ")

# the name plates' second line: what the seat did last, said of it (after its name)
STATUS = {
    "bid": (QT_TRANSLATE_NOOP("Events", "bid {value}"), QT_TRANSLATE_NOOP("Events", "bids {value}")),
    "pass": (QT_TRANSLATE_NOOP("Events", "pass"), QT_TRANSLATE_NOOP("Events", "passes")),
    "dark": (QT_TRANSLATE_NOOP("Events", "bid 120 blind"), QT_TRANSLATE_NOOP("Events", "bids 120 blind")),
    "redeal": (QT_TRANSLATE_NOOP("Events", "ask for a redeal"), QT_TRANSLATE_NOOP("Events", "asks for a redeal")),
    "keep": (QT_TRANSLATE_NOOP("Events", "keep your cards"), QT_TRANSLATE_NOOP("Events", "keeps the cards")),
    "contract": (QT_TRANSLATE_NOOP("Events", "play {value}"), QT_TRANSLATE_NOOP("Events", "plays {value}")),
    "dealer": (QT_TRANSLATE_NOOP("Events", "deal"), QT_TRANSLATE_NOOP("Events", "deals")),
    "sits_out": (QT_TRANSLATE_NOOP("Events", "deal and sit out"), QT_TRANSLATE_NOOP("Events", "deals and sits out")),
}
PARTNER = QT_TRANSLATE_NOOP("Events", "partner")
THINKING = QT_TRANSLATE_NOOP("Events", "thinking…")
STATUS_SEPARATOR = " · "
_AUCTION_KINDS = ("bid", "pass", "dark", "redeal", "keep")


def _tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def _person(template: tuple[str, str], seat: int, you: Optional[int]) -> str:
    return _tr(Person("", seat == you).pick(template))


def _card(card: Optional[Card]) -> str:
    return card_text(str(card), html=False) if card is not None else ""


def sentence(seat: int, action: Action, names: Sequence[str], you: Optional[int],
             talons: int = 1, picks: bool = False, spoken: bool = False) -> str:
    """One thing a player did: "You bid 110", "Ala gives a card to Bolek"; ``talons`` is the number
    of talons of the deal (which musik was taken), ``picks`` whether the talon cards are picked one
    by one (the prikup); ``spoken``: cards and suits in words ("ace of hearts"), for a screen reader."""
    kind = action.kind
    card = (card_spoken(action.card) if spoken else _card(action.card)) if action.card is not None else ""
    args = {"name": names[seat], "value": num(action.value) if isinstance(action.value, int) else "",
            "card": card, "number": "", "to": "", "suit": ""}
    if kind == "take":
        args["number"] = num((action.value or 0) + 1)
        kind = "pick" if picks else "take_of" if talons > 1 else "take"
    elif kind == "give":
        # given to the person at the screen: a sentence of its own ("Ala gives you a card"), as
        # "you" put in for a name would not agree with the words around it ("graczowi tobie")
        to_you = action.value == you and seat != you
        args["to"] = names[action.value] if action.value is not None else ""
        if action.card is None:
            kind = "give_hidden_you" if to_you else "give_hidden"
        elif to_you:
            kind = "give_you"
    elif kind == "discard" and action.card is None:
        kind = "discard_hidden"
    elif kind == "meld" and action.card is not None:
        args["suit"] = suit_name(action.card.suit) if spoken else suit_label(action.card.suit, html=False)
        args["value"] = num(MARRIAGE_VALUES[action.card.suit])
    template = SENTENCES.get(kind)
    if template is None:
        return f"{names[seat]}: {action}"
    return _person(template, seat, you).format(**args)


def took_trick(seat: int, names: Sequence[str], you: Optional[int]) -> str:
    """"You take the trick" / "Ala takes the trick"."""
    return _person(SENTENCES["won"], seat, you).format(name=names[seat])


def lays_down(seat: int, names: Sequence[str], you: Optional[int]) -> str:
    """"You lay your cards down" / "Ala lays the cards down"."""
    return Person.of(seat, names, you).say(CONTEXT, LAYS_DOWN)


def taker(trick: tuple, names: Sequence[str], you: Optional[int]) -> str:
    """Who took a trick (a view's ``tricks`` entry) and its points: "Ala takes 21", "you take 21"."""
    _, cards, winner = trick
    points = sum(CARD_POINTS[c] for _, c in cards)
    return _person(TAKER, winner, you).format(name=names[winner], points=num(points))


def cards_by(cards: Sequence[tuple[int, Card]], names: Sequence[str], you: Optional[int]) -> str:
    """Cards with who played them: "Ala A♠, you 10♠"."""
    return _tr(LIST_SEPARATOR).join(_person(CARD_BY, seat, you).format(name=names[seat], card=_card(card))
                                    for seat, card in cards)


def _trick_line(number: int, cards: Sequence[tuple[int, Card]], winner: Optional[int], melded: set[Card],
                names: Sequence[str], you: Optional[int]) -> str:
    parts = []
    for seat, card in cards:
        shown = _card(card)
        if card in melded:
            shown = _tr(MELDED).format(card=shown, value=num(MARRIAGE_VALUES[card.suit]))
        parts.append(_person(CARD_BY, seat, you).format(name=names[seat], card=shown))
    listed = _tr(LIST_SEPARATOR).join(parts)
    if winner is None:
        return _tr(TRICK).format(number=num(number), cards=listed)
    points = sum(CARD_POINTS[c] for _, c in cards)
    taker = _person(TAKER, winner, you).format(name=names[winner], points=num(points))
    return _tr(TRICK_TAKEN).format(number=num(number), cards=listed, taker=taker)


def log_lines(view: SeatView, names: Sequence[str], you: Optional[int]) -> list[str]:
    """The deal so far as ``view`` shows it: a line per bid and musik move, a line per trick."""
    shape = view.shape
    lines: list[str] = []
    melded: set[Card] = set()
    claim: Optional[str] = None
    for seat, action in view.history:
        if action.kind == "meld" and action.card is not None:
            melded.add(action.card)
        elif action.kind == "claim":
            claim = sentence(seat, action, names, you)
        elif action.kind != "play":
            lines.append(sentence(seat, action, names, you, len(shape.talons), shape.takes > 1))
            if action.kind == "take":
                lines += musik_line(view, action.value or 0)
    for number, (_, cards, winner) in enumerate(view.tricks, start=1):
        lines.append(_trick_line(number, cards, winner, melded, names, you))
    if view.trick:
        lines.append(_trick_line(len(view.tricks) + 1, view.trick, None, melded, names, you))
    if claim is not None:
        lines.append(claim)
    return lines


def musik_line(view: SeatView, talon: int) -> list[str]:
    """"The musik: A♥ K♠ 9♦" when ``view`` shows the talon taken (nothing when it is not shown)."""
    cards = view.musiks[talon] if talon < len(view.musiks) else None
    if not cards:
        return []
    listed = " ".join(_card(card) for card in cards)
    shape = view.shape
    template = PICKED_CARD if shape.takes > 1 else MUSIK_NUMBER_CARDS if len(shape.talons) > 1 else MUSIK_CARDS
    return [_tr(template).format(cards=listed, number=num(talon + 1))]


def statuses(view: SeatView, names: Sequence[str], you: Optional[int], me: Optional[int],
             thinking: Optional[int] = None) -> dict[int, str]:
    """The second line of each name plate: the seat's last call in the auction, the declarer's
    contract, the dealer, a partner, a computer thinking."""
    out: dict[int, str] = {}
    shape = view.shape

    def put(seat: int, key: str, value: Optional[int] = None) -> None:
        out[seat] = _person(STATUS[key], seat, you).format(value=num(value) if value is not None else "")

    if view.phase in ("auction", "musik", "contract") and view.contract is None:
        for seat, action in view.history:
            if action.kind in _AUCTION_KINDS:
                put(seat, action.kind, action.value if action.kind == "bid" else None)
    for seat in range(len(names)):
        if shape.sits_out and seat == view.dealer:
            put(seat, "sits_out")
        elif seat == view.declarer and view.contract is not None:
            put(seat, "contract", view.contract)
        elif seat == view.dealer and seat not in out:
            put(seat, "dealer")
    viewer = me if me is not None else view.seat  # None: the public view, nobody's partner
    partner = shape.partner(viewer) if viewer is not None else None
    if partner is not None:  # teams: my partner sits opposite
        out[partner] = STATUS_SEPARATOR.join(filter(None, (_tr(PARTNER), out.get(partner))))
    if thinking is not None:
        out[thinking] = _tr(THINKING)
    return out
