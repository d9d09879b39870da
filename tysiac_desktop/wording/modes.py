"""The modes a game can be played in (RULES.md §4–§6, §9), as the New game dialog offers them.

A mode is one of the engine's deal shapes (``tysiac_engine.shape.MODES``); the option keys that
select it are the engine's ``MODE_OVERRIDES``.  Here only their names and one-line descriptions
in the player's language.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject

from tysiac_engine import MODE_OVERRIDES, MODES, make_rules
from tysiac_engine.rules import option_info
from tysiac_engine.shape import MODE_KEYS as ALL_MODE_KEYS

from .rule_texts import VALUES, rule_text
from .words import fill, num

CONTEXT = "Modes"

# modes whose name is not a value of two_player_mode / four_player_mode
_NAMES = {
    "three": QT_TRANSLATE_NOOP("Modes", "The musik game"),
    "three_32": QT_TRANSLATE_NOOP("Modes", "32 cards"),
    "no_auction": QT_TRANSLATE_NOOP("Modes", "No auction"),
    "dealer_sits_out_32": QT_TRANSLATE_NOOP("Modes", "Dealer sits out, 32 cards"),
    "no_auction_32": QT_TRANSLATE_NOOP("Modes", "All four play, 32 cards, no auction"),
}

# what sets each mode apart, beside the cards it deals (those come from the shape: _deal_facts)
_LINES = {
    "three": QT_TRANSLATE_NOOP("Modes", "The highest bidder takes the musik and plays a contract."),
    "three_32": QT_TRANSLATE_NOOP("Modes", "With sevens and eights; the declarer takes the musik and lays as many "
                                           "cards aside."),
    "no_auction": QT_TRANSLATE_NOOP("Modes", "No auction: everyone scores what they take."),
    "dealer_sits_out": QT_TRANSLATE_NOOP("Modes", "The dealer sits the deal out; the other three play the musik "
                                                  "game."),
    "dealer_sits_out_32": QT_TRANSLATE_NOOP("Modes", "The dealer sits out; the other three play with sevens and "
                                                     "eights."),
    "all_play_6": QT_TRANSLATE_NOOP("Modes", "No auction, each for their own points; a king may meld on a queen "
                                             "just played."),
    "teams_2v2": QT_TRANSLATE_NOOP("Modes", "Partners sit opposite; the declarer takes the musik and gives a card "
                                            "to each; team scores."),
    "no_auction_32": QT_TRANSLATE_NOOP("Modes", "With sevens and eights; no auction: everyone scores what they "
                                                "take."),
    "musik_2x2": QT_TRANSLATE_NOOP("Modes", "The declarer picks one musik and lays as many cards aside."),
    "musik_2x3": QT_TRANSLATE_NOOP("Modes", "The declarer picks one musik and lays as many cards aside."),
    "twelve_cards": QT_TRANSLATE_NOOP("Modes", "An auction and a contract."),
    "draw_stock": QT_TRANSLATE_NOOP("Modes", "No auction; after every trick the winner draws first."),
    "seven_open_musik": QT_TRANSLATE_NOOP("Modes", "An auction for the open musik; then both draw from the stock."),
    "ru_prikup_4": QT_TRANSLATE_NOOP("Modes", "The declarer takes %2 of them and lays %3 aside."),
    "ru_open_closed": QT_TRANSLATE_NOOP("Modes", "Each table card lies on a face-down one; no auction, first hand "
                                                 "must make %1."),
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


class ModeFacts(QObject):
    """The cards a mode deals, every number read from its shape: "7 cards each, a musik of 3".
    (A QObject for its tr(): lupdate reads plural forms from self.tr.)"""

    def line(self, shape) -> str:
        # the counts by plain names: lupdate sees a plural's count only as one
        hand, talon, stock, piles = shape.hand_size, shape.talons[0] if shape.talons else 0, shape.stock, \
            shape.table_piles
        talons = len(shape.talons)
        facts = [self.tr("%n cards each", "", hand)]
        if not shape.talons:
            facts.append(self.tr("no musik"))
        elif talons == 2:
            facts.append(self.tr("two musiks of %n", "", talon))
        elif shape.takes > 1:
            facts.append(self.tr("%n face-down cards to pick from", "", talons))
        elif shape.talons_open:
            facts.append(self.tr("a face-up musik of %n", "", talon))
        else:
            facts.append(self.tr("a musik of %n", "", talon))
        if stock:
            facts.append(self.tr("a stock of %n", "", stock))
        if piles:
            facts.append(self.tr("%n cards on the table", "", piles))
        return self.tr("%1.").replace("%1", self.tr(", ").join(facts))


def mode_line(mode: str) -> str:
    """How the mode goes, in a line: the cards its shape deals, then what sets it apart."""
    shape = make_rules("polish", MODE_OVERRIDES[mode]).shape  # a mode's shape is the same under every preset
    line = QCoreApplication.translate(CONTEXT, _LINES[mode])
    line = fill(line, num(shape.fixed_contract or 0), num(shape.takes))
    line = line.replace("%3", num(shape.passes))
    return f"{ModeFacts().line(shape)} {line}"

