"""Whether a rules option acts under the other options, and why one does not, in the player's words.

The engine accepts an option that cannot act (``barrel_attempts`` without a barrel, bomb keys
with no bombs, ``aside_to`` outside the two-musik games …) and ignores it (RULES.md §8, first
item); each option declares the conditions it needs with the ``Rules`` model
(:func:`tysiac_engine.rules.option_info`).  The house-rules dialog greys such a field out and the
rules help tells the first unmet condition's reason (context "OptionText").
"""
from __future__ import annotations

from typing import Any, Mapping

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from tysiac_engine.rules import option_info

OPTION_CONTEXT = "OptionText"

# the engine's condition name -> why an option needing it is not used when it does not hold
REASONS: dict[str, str] = {
    "barrel": QT_TRANSLATE_NOOP("OptionText", "Not used: there is no barrel."),
    "declarer": QT_TRANSLATE_NOOP("OptionText", "Not used: in this game nobody plays a contract; everyone "
                                  "scores what they take."),
    "auction": QT_TRANSLATE_NOOP("OptionText", "Not used: this game has no auction."),
    "contract": QT_TRANSLATE_NOOP("OptionText", "Not used: in this game the declarer does not announce a "
                                  "contract."),
    "bid_cap": QT_TRANSLATE_NOOP("OptionText", "Not used: in two against two a bid needs no marriage."),
    "bombs": QT_TRANSLATE_NOOP("OptionText", "Not used: there are no bombs."),
    "lock": QT_TRANSLATE_NOOP("OptionText", "Not used: there is no lock at 800."),
    "penalty": QT_TRANSLATE_NOOP("OptionText", "Not used: a deal without a trick costs nothing."),
    "four": QT_TRANSLATE_NOOP("OptionText", "Not used: this is not a four-player game."),
    "four_auction": QT_TRANSLATE_NOOP("OptionText", "Not used: without an auction all four play."),
    "sitter": QT_TRANSLATE_NOOP("OptionText", "Not used: nobody sits a deal out."),
    "two": QT_TRANSLATE_NOOP("OptionText", "Not used: this is not a two-player game."),
    "dark_golden": QT_TRANSLATE_NOOP("OptionText", "Not used: only in the musik game of three, or of four with "
                                     "the dealer sitting out."),
    "musik_shown": QT_TRANSLATE_NOOP("OptionText", "Not used: in this game the musik is never turned up, or "
                                     "there is none to turn up."),
    "redeal_claims": QT_TRANSLATE_NOOP("OptionText", "Not used: this game has no redeal before the auction."),
    "poor_musik": QT_TRANSLATE_NOOP("OptionText", "Not used: in this game the declarer does not take one "
                                    "musik."),
    "attempts": QT_TRANSLATE_NOOP("OptionText", "Not used: in this game a deal on the barrel is won or lost "
                                  "at once."),
    "aside": QT_TRANSLATE_NOOP("OptionText", "Not used: in this game no cards are laid aside for the last "
                               "trick."),
    "choosable": QT_TRANSLATE_NOOP("OptionText", "Not used: this game is dealt only one way."),
    "draw_stock": QT_TRANSLATE_NOOP("OptionText", "Not used: this is not the two-player game drawing from the "
                                    "stock."),
}

NOT_USED_OTHERWISE = QT_TRANSLATE_NOOP("OptionText", "Not used with these rules.")


def option_applies(key: str, values: Mapping[str, Any]) -> bool:
    """Whether the option acts with these values (the dialog greys it out otherwise)."""
    return option_info(key).applies_to(values)


def not_used_text(key: str, values: Mapping[str, Any]) -> str:
    """Why the option does not act with these values, in the player's language."""
    name = option_info(key).unmet(values)
    text = REASONS[name] if name is not None else NOT_USED_OTHERWISE
    return QCoreApplication.translate(OPTION_CONTEXT, text)
