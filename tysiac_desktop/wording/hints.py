"""The coach's hint as a player would say it: "Your contract looks lost: it costs 120 whatever you
take, so A♠ keeps the others' points lowest."

The engine's hint (``tysiac_engine.ai.hints.Hint``) is a move and, in the play, the share of
the deals it tried in which the contract is made; here that share becomes a few words about
the contract (safe, likely, in the balance, unlikely, lost), from the side of the player asking.
A lost contract says why the move still matters, in the engine's scoring (``contract_stake``): the
declaring side loses the contract whatever it takes, so what counts is what the others take.
"""
from __future__ import annotations

from typing import Any, Optional, Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from tysiac_engine.actions import Action
from tysiac_engine.game import SeatView
from tysiac_engine.scoring import contract_stake

from .cards import card_text
from .words import Person, num, signed, upper_first

CONTEXT = "Hint"

MOVES = {  # the move, as advice
    "bid": QT_TRANSLATE_NOOP("Hint", "bid {value}"),
    "pass": QT_TRANSLATE_NOOP("Hint", "pass"),
    "dark": QT_TRANSLATE_NOOP("Hint", "bid blind (dark)"),
    "redeal": QT_TRANSLATE_NOOP("Hint", "ask for a redeal"),
    "keep": QT_TRANSLATE_NOOP("Hint", "keep the cards"),
    "take": QT_TRANSLATE_NOOP("Hint", "take the musik"),
    "give": QT_TRANSLATE_NOOP("Hint", "give {card} to {seat}"),
    "discard": QT_TRANSLATE_NOOP("Hint", "lay {card} aside"),
    "declare": QT_TRANSLATE_NOOP("Hint", "declare {value}"),
    "bomb": QT_TRANSLATE_NOOP("Hint", "bomb the deal"),
    "concede": QT_TRANSLATE_NOOP("Hint", "concede"),
    "play": QT_TRANSLATE_NOOP("Hint", "play {card}"),
    "meld": QT_TRANSLATE_NOOP("Hint", "lead {card} and declare the marriage"),
    "meld_on": QT_TRANSLATE_NOOP("Hint", "play {card} on the queen and declare the marriage"),
    "claim": QT_TRANSLATE_NOOP("Hint", "claim the remaining tricks"),
}

# (lowest share of made deals, sentence): the first band the share reaches
YOURS = (
    (0.9, QT_TRANSLATE_NOOP("Hint", "Your contract looks safe: {move}.")),
    (0.6, QT_TRANSLATE_NOOP("Hint", "Your contract will probably be made; {move} gives it the best chance.")),
    (0.3, QT_TRANSLATE_NOOP("Hint", "Your contract hangs in the balance; {move} gives it the best chance.")),
    (0.06, QT_TRANSLATE_NOOP("Hint", "Your contract looks unlikely; {move} gives it the best chance.")),
    (0.0, QT_TRANSLATE_NOOP("Hint", "Your contract looks lost: it costs {stake} whatever you take, so {card} "
                                   "keeps the others' points lowest.")),
)
PARTNERS = (
    (0.9, QT_TRANSLATE_NOOP("Hint", "Your side's contract looks safe: {move}.")),
    (0.6, QT_TRANSLATE_NOOP("Hint", "Your side's contract will probably be made; {move} gives it the best "
                                    "chance.")),
    (0.3, QT_TRANSLATE_NOOP("Hint", "Your side's contract hangs in the balance; {move} gives it the best "
                                    "chance.")),
    (0.06, QT_TRANSLATE_NOOP("Hint", "Your side's contract looks unlikely; {move} gives it the best chance.")),
    (0.0, QT_TRANSLATE_NOOP("Hint", "Your side's contract looks lost: it costs {stake} whatever your side "
                                   "takes, so {card} keeps the other side's points lowest.")),
)
THEIRS = (
    (0.95, QT_TRANSLATE_NOOP("Hint", "{name}'s contract looks safe whatever you play: {move}.")),
    (0.5, QT_TRANSLATE_NOOP("Hint", "{name} will probably make the contract; {move} gives the best chance "
                                    "to beat it.")),
    (0.06, QT_TRANSLATE_NOOP("Hint", "{name}'s contract can be beaten; {move} gives the best chance.")),
    (0.0, QT_TRANSLATE_NOOP("Hint", "{name}'s contract looks beaten (it costs {stake}); every point you "
                                   "take counts: {move}.")),
)
PLAIN = QT_TRANSLATE_NOOP("Hint", "{move}.")
# in the auction, the reason as in the play: what the search found taking the game and passing worth
AUCTION = QT_TRANSLATE_NOOP("Hint", "{move}: over the deals the cards may be in, playing the game at {bid} is worth "
                                    "about {declare} points to you, passing about {defend}.")


def _tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def move_words(action: Action, names: Sequence[str], *, following: bool = False) -> str:
    """The move as advice: "play A♠", "give Q♥ to Ala"; ``following``: a card played to a trick
    already led (a marriage declared then is one "on the queen")."""
    kind = "meld_on" if action.kind == "meld" and following else action.kind
    template = MOVES.get(kind)
    if template is None:
        return str(action)
    seat = ""
    if action.kind == "give" and action.value is not None:
        seat = names[action.value]
    card = card_text(str(action.card), html=False) if action.card is not None else ""
    return _tr(template).format(value=num(action.value) if isinstance(action.value, int) else "", card=card,
                                seat=seat)


def _band(bands, chance: float) -> str:
    return next(text for low, text in bands if chance >= low)


def hint_sentence(view: SeatView, hint: Any, names: Sequence[str], you: Optional[int] = None) -> str:
    """The hint for the seat of ``view``: the move, and in the play what it means for the contract."""
    action = hint.action
    move = move_words(action, names, following=bool(view.trick))
    if getattr(hint, "bid_value", None) is not None and view.phase == "auction":
        return _tr(AUCTION).format(move=upper_first(move), bid=num(hint.bid), declare=signed(round(hint.bid_value)),
                                   defend=signed(round(hint.pass_value)))
    chance = getattr(hint, "made_chance", None)
    declarer = view.declarer
    if chance is None or declarer is None or view.phase != "play":
        return _tr(PLAIN).format(move=upper_first(move))
    card = card_text(str(action.card), html=False) if action.card is not None else move
    if declarer == view.seat:
        bands = YOURS
    elif view.shape.partner(view.seat) == declarer:
        bands = PARTNERS
    else:
        bands = THEIRS
    stake = num(contract_stake(view.contract or 0, view.dark, view.golden))
    return _tr(_band(bands, chance)).format(move=move, card=card, name=names[declarer], stake=stake)


# The open-hand review of a finished deal (``tysiac_engine.ai.hints.Review``), said to the declarer
# ("you could take") or of them ("Ala could take"), by whether the contract could be made.
REVIEW = {
    True: (QT_TRANSLATE_NOOP("Hint", "With every card open, you could take {total} against the best defence: "
                                     "the contract could be made."),
           QT_TRANSLATE_NOOP("Hint", "With every card open, {name} could take {total} against the best "
                                     "defence: the contract could be made.")),
    False: (QT_TRANSLATE_NOOP("Hint", "With every card open, you could take {total} against the best defence: "
                                      "no play makes the contract."),
            QT_TRANSLATE_NOOP("Hint", "With every card open, {name} could take {total} against the best "
                                      "defence: no play makes the contract.")),
}


def review_sentence(review: Any, names: Sequence[str], you: Optional[int]) -> str:
    """What the declarer could have made with every card known."""
    return Person.of(review.declarer, names, you).say(CONTEXT, REVIEW[bool(review.makeable)],
                                                      total=num(review.best_total))
