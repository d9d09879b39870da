"""The modes a game can be played in (RULES.md §4–§6, §9), as the New game dialog offers them.

A mode is one of the engine's deal shapes (``tysiac_engine.shape.MODES``); the option keys that
select it are the engine's ``MODE_OVERRIDES``.  Here only their names and one-line descriptions
in the player's language.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from tysiac_engine import MODE_OVERRIDES, MODES
from tysiac_engine.rules import option_info
from tysiac_engine.shape import MODE_KEYS as ALL_MODE_KEYS

from .rule_texts import VALUES, rule_text

CONTEXT = "Modes"

# modes whose name is not a value of two_player_mode / four_player_mode
_NAMES = {
    "three": QT_TRANSLATE_NOOP("Modes", "The musik game"),
    "three_32": QT_TRANSLATE_NOOP("Modes", "32 cards"),
    "no_auction": QT_TRANSLATE_NOOP("Modes", "No auction"),
    "dealer_sits_out_32": QT_TRANSLATE_NOOP("Modes", "Dealer sits out, 32 cards"),
    "no_auction_32": QT_TRANSLATE_NOOP("Modes", "All four play, 32 cards, no auction"),
}

_LINES = {
    "three": QT_TRANSLATE_NOOP("Modes", "Seven cards each; the highest bidder takes the musik of three and plays "
                                        "a contract."),
    "three_32": QT_TRANSLATE_NOOP("Modes", "Ten cards each from 32 (with sevens and eights); the declarer takes "
                                           "two and lays two aside."),
    "no_auction": QT_TRANSLATE_NOOP("Modes", "The whole deck is dealt, eight cards each; no auction, no musik: "
                                             "everyone scores what they take."),
    "dealer_sits_out": QT_TRANSLATE_NOOP("Modes", "The dealer sits the deal out; the other three play the musik "
                                                  "game."),
    "dealer_sits_out_32": QT_TRANSLATE_NOOP("Modes", "The dealer sits out; the other three get ten cards each from "
                                                     "32 and a musik of two."),
    "all_play_6": QT_TRANSLATE_NOOP("Modes", "Six cards each, no musik, no auction, each for their own points; a "
                                             "king may meld on a queen just played."),
    "teams_2v2": QT_TRANSLATE_NOOP("Modes", "Partners sit opposite; five cards each, the declarer takes four and "
                                            "gives one to each; team scores."),
    "no_auction_32": QT_TRANSLATE_NOOP("Modes", "All 32 cards are dealt, eight each; no auction: everyone scores "
                                                "what they take."),
    "musik_2x2": QT_TRANSLATE_NOOP("Modes", "Ten cards each; the declarer picks one of two musiks of two and lays "
                                            "two cards aside."),
    "musik_2x3": QT_TRANSLATE_NOOP("Modes", "Nine cards each; the declarer picks one of two musiks of three and "
                                            "lays three aside."),
    "twelve_cards": QT_TRANSLATE_NOOP("Modes", "Twelve cards each and no musik; an auction and a contract."),
    "draw_stock": QT_TRANSLATE_NOOP("Modes", "Six cards each; after every trick the winner draws from the stock "
                                             "first. No auction."),
    "seven_open_musik": QT_TRANSLATE_NOOP("Modes", "Seven cards each, two musik cards face up and a stock to draw "
                                                   "from; an auction."),
    "ru_prikup_4": QT_TRANSLATE_NOOP("Modes", "Ten cards each; the declarer picks two of four face-down cards and "
                                              "lays two aside."),
    "ru_open_closed": QT_TRANSLATE_NOOP("Modes", "Four cards in hand and four on the table, each on a face-down "
                                                 "card; first hand must make 100."),
}

# the keys that choose a mode, beside the player count (from the engine's MODE_OVERRIDES)
MODE_KEYS: tuple[str, ...] = tuple(key for key in ALL_MODE_KEYS if key != "players")


def modes_for(players: int) -> tuple[str, ...]:
    """The modes of a game of ``players``, in the engine's order."""
    return tuple(m for m in MODES if MODE_OVERRIDES[m]["players"] == players)


def mode_overrides(mode: str) -> dict[str, Any]:
    """The option values that select ``mode`` (without ``players``): its own keys, and the defaults of
    the other mode keys a game of its player count can change (choosing the musik game after 32
    cards puts the deck back to 24)."""
    players = MODE_OVERRIDES[mode]["players"]
    out: dict[str, Any] = {}
    for other in modes_for(players):
        for key in MODE_OVERRIDES[other]:
            if key != "players":
                out[key] = option_info(key).default
    out.update({k: v for k, v in MODE_OVERRIDES[mode].items() if k != "players"})
    return out


def mode_name(mode: str) -> str:
    if mode in _NAMES:
        return QCoreApplication.translate(CONTEXT, _NAMES[mode])
    key = next(k for k in ("two_player_mode", "four_player_mode") if k in MODE_OVERRIDES[mode])
    return rule_text(VALUES[key][MODE_OVERRIDES[mode][key]])  # as the House rules dialog names it


def mode_line(mode: str) -> str:
    """One line saying how the mode goes."""
    return QCoreApplication.translate(CONTEXT, _LINES[mode])

