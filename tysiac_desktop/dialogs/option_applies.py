"""Which rules options act under the other options, and why one does not (RULES.md §8, first item).

The engine accepts an option that cannot act (``barrel_attempts`` without a barrel, bomb keys
with no bombs, ``aside_to`` outside the two-musik games …) and ignores it; the house-rules
dialog greys such a field out and the rules help says why.  Whether a mode has an auction, a
declarer, a musik that is shown and so on is read from the deal's shape
(:mod:`tysiac_engine.shape`), never worked out again from the player count.

Each option lists the conditions it needs, in the order the reason is told: the first one that
fails gives the "Not used: …" sentence (context "OptionText").
"""
from __future__ import annotations

from types import SimpleNamespace
from typing import Any, Callable, Mapping, get_args

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from tysiac_engine.shape import DealShape, shape_of

OPTION_CONTEXT = "OptionText"

Test = Callable[[Mapping[str, Any], DealShape], bool]

# condition name -> (test on the option values and the deal's shape, why the option is not used otherwise)
CONDITIONS: dict[str, tuple[Test, str]] = {
    "barrel": (lambda v, s: v["barrel"] is not None,
               QT_TRANSLATE_NOOP("OptionText", "Not used: there is no barrel.")),
    "declarer": (lambda v, s: s.has_declarer,
                 QT_TRANSLATE_NOOP("OptionText", "Not used: in this game nobody plays a contract; everyone "
                                                 "scores what they take.")),
    "auction": (lambda v, s: s.auction,
                QT_TRANSLATE_NOOP("OptionText", "Not used: this game has no auction.")),
    "contract": (lambda v, s: s.contract_phase,
                 QT_TRANSLATE_NOOP("OptionText", "Not used: in this game the declarer does not announce a "
                                                 "contract.")),
    "bid_cap": (lambda v, s: s.bid_cap_applies,
                QT_TRANSLATE_NOOP("OptionText", "Not used: in two against two a bid needs no marriage.")),
    "bombs": (lambda v, s: v["bombs_per_player"] != 0,
              QT_TRANSLATE_NOOP("OptionText", "Not used: there are no bombs.")),
    "lock": (lambda v, s: bool(v["lock_800"]),
             QT_TRANSLATE_NOOP("OptionText", "Not used: there is no lock at 800.")),
    "penalty": (lambda v, s: v["lock_800_no_trick_penalty"] is not None,
                QT_TRANSLATE_NOOP("OptionText", "Not used: a deal without a trick costs nothing.")),
    "four": (lambda v, s: v["players"] == 4,
             QT_TRANSLATE_NOOP("OptionText", "Not used: this is not a four-player game.")),
    "four_auction": (lambda v, s: not v["no_auction"],
                     QT_TRANSLATE_NOOP("OptionText", "Not used: without an auction all four play.")),
    "sitter": (lambda v, s: s.sitter_scores,
               QT_TRANSLATE_NOOP("OptionText", "Not used: nobody sits a deal out.")),
    "two": (lambda v, s: v["players"] == 2,
            QT_TRANSLATE_NOOP("OptionText", "Not used: this is not a two-player game.")),
    "dark_golden": (lambda v, s: s.dark_and_golden,
                    QT_TRANSLATE_NOOP("OptionText", "Not used: only in the musik game of three, or of four with "
                                                    "the dealer sitting out.")),
    "musik_shown": (lambda v, s: bool(s.takes) and not s.talons_open and s.talon_shown != "never",
                    QT_TRANSLATE_NOOP("OptionText", "Not used: in this game the musik is never turned up, or "
                                                    "there is none to turn up.")),
    "redeal_claims": (lambda v, s: s.redeal_claims,
                      QT_TRANSLATE_NOOP("OptionText", "Not used: this game has no redeal before the auction.")),
    "poor_musik": (lambda v, s: s.poor_musik,
                   QT_TRANSLATE_NOOP("OptionText", "Not used: in this game the declarer does not take one "
                                                   "musik.")),
    "attempts": (lambda v, s: s.fixed_contract is None,
                 QT_TRANSLATE_NOOP("OptionText", "Not used: in this game a deal on the barrel is won or lost "
                                                 "at once.")),
    "aside": (lambda v, s: s.passing == "discard" and s.discards_to != "declarer",
              QT_TRANSLATE_NOOP("OptionText", "Not used: in this game no cards are laid aside for the last "
                                              "trick.")),
    "choosable": (lambda v, s: False,  # see _choosable: asks the engine
                  QT_TRANSLATE_NOOP("OptionText", "Not used: this game is dealt only one way.")),
    "draw_stock": (lambda v, s: s.mode == "draw_stock",
                   QT_TRANSLATE_NOOP("OptionText", "Not used: this is not the two-player game drawing from the "
                                                   "stock.")),
}

# option key -> the conditions it needs (options not listed always act)
DEPENDS: dict[str, tuple[str, ...]] = {
    "non_declarer_finish": ("declarer",),
    "opening_bid": ("auction",),
    "bid_step": ("auction",),
    "bid_jumps": ("auction",),
    "bid_cap": ("auction", "bid_cap"),
    "dark_bid": ("dark_golden",),
    "golden_round": ("dark_golden",),
    "show_musik": ("musik_shown",),
    "redeal_weak_hand": ("redeal_claims",),
    "redeal_poor_musik": ("poor_musik",),
    "bombs_per_player": ("contract",),
    "bomb_max_bid": ("contract", "bombs"),
    "bomb_opponent_points": ("contract", "bombs"),
    "bomb_first_free": ("contract", "bombs"),
    "concede": ("contract",),
    "claim_tricks": ("declarer",),
    "lock_800": ("declarer",),
    "lock_from": ("declarer", "lock"),
    "no_trick_penalty_from": ("penalty",),
    "barrel": ("declarer",),
    "barrel_attempts": ("barrel", "declarer", "attempts"),
    "barrel_zero_on_fall": ("barrel", "declarer"),
    "barrel_simultaneous": ("barrel", "declarer"),
    "barrel_must_finish": ("barrel", "declarer", "contract"),
    "aside_to": ("two", "aside"),
    "draw_stock_last_trick": ("two", "draw_stock"),
    "four_player_mode": ("four", "four_auction"),
    "sitter_scores": ("four", "sitter"),
    "two_player_mode": ("two",),
    "deck": ("choosable",),
    "no_auction": ("choosable",),
}
NOT_USED_OTHERWISE = QT_TRANSLATE_NOOP("OptionText", "Not used with these rules.")


def shape_for(values: Mapping[str, Any]) -> DealShape:
    """The deal's shape under these option values (valid or not: the dialog shows any)."""
    return shape_of(SimpleNamespace(**values))


def _choosable(key: str, values: Mapping[str, Any]) -> bool:
    """Whether the engine takes another value of ``key`` with these values (or refuses this one, which
    then must stay open to change): the deck and no auction are fixed in most games (RULES.md §9.9)."""
    from tysiac_engine import InvalidRules, Rules

    field = Rules.model_fields[key]
    choices = get_args(field.annotation) or (False, True)
    accepted = 0
    for value in choices:
        try:
            Rules(**{**values, key: value})
        except (InvalidRules, ValueError):
            if value == values.get(key):
                return True  # the value in the field is refused: keep it changeable
            continue
        accepted += 1
    return accepted > 1


def failed_condition(key: str, values: Mapping[str, Any]) -> str | None:
    """The first condition ``key`` needs that these values do not meet, or None."""
    needs = DEPENDS.get(key, ())
    if not needs:
        return None
    shape = shape_for(values)
    for name in needs:
        test, _ = CONDITIONS[name]
        ok = _choosable(key, values) if name == "choosable" else test(values, shape)
        if not ok:
            return name
    return None


def option_applies(key: str, values: Mapping[str, Any]) -> bool:
    """Whether the option acts with these values (the dialog greys it out otherwise)."""
    return failed_condition(key, values) is None


def not_used_text(key: str, values: Mapping[str, Any]) -> str:
    """Why the option does not act with these values, in the player's language."""
    name = failed_condition(key, values)
    text = CONDITIONS[name][1] if name is not None else NOT_USED_OTHERWISE
    return QCoreApplication.translate(OPTION_CONTEXT, text)
