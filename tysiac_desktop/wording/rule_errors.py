"""The engine's refusals in the player's language: invalid house rules and illegal moves.

The engine (no Qt) raises ``InvalidRules`` with ``key``, ``code`` and ``params`` and
``IllegalAction`` with ``rule`` and ``params``; their ``str()`` stays English for the command
line and records.  Here each code has a whole translatable sentence (contexts "RuleErrors"
and "IllegalMoves") naming the option by its label in the House rules dialog and the numbers
in the player's locale.  A code without a sentence falls back to a translated generic
sentence with the engine's English detail in brackets.
"""
from __future__ import annotations

import json
from typing import Any, Iterable, Mapping, Optional

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from tysiac_engine.errors import IllegalAction, InvalidRules, shorten

from .words import num, preset_names
from .rule_texts import ANY_LABEL, LABELS, NONE_LABEL, VALUES, null_label, rule_text

CONTEXT = "RuleErrors"
MOVES_CONTEXT = "IllegalMoves"

# An option's (or a value's) name in quotation marks of the language: „…”, «…», »…«.
QUOTED = QT_TRANSLATE_NOOP("RuleErrors", "“{name}”")

TEMPLATES = {
    "range": QT_TRANSLATE_NOOP("RuleErrors", "{option} must be from {low} to {high}, not {value}."),
    "multiple_of_step": QT_TRANSLATE_NOOP("RuleErrors", "{option} must be a multiple of {step} "
                                                        "({step_option}) from {low} to {high}, not {value}."),
    "below_target": QT_TRANSLATE_NOOP("RuleErrors", "{option} ({value}) must be below {target_option} "
                                                    "({target})."),
    "null_or_range": QT_TRANSLATE_NOOP("RuleErrors", "{option} must be {none} or from {low} to {high}, "
                                                     "not {value}."),
    "null_or_multiple_of_step": QT_TRANSLATE_NOOP("RuleErrors", "{option} must be {any} or a multiple of "
                                                                "{step} ({step_option}) from {low} to {high}, "
                                                                "not {value}."),
    "cannot_deal": QT_TRANSLATE_NOOP("RuleErrors", "{option}: the cards cannot be dealt that way in this "
                                                   "game."),
    "unknown_key": QT_TRANSLATE_NOOP("RuleErrors", "This version of Tysiąc does not know the option {key}."),
    "invalid_value": QT_TRANSLATE_NOOP("RuleErrors", "{option} cannot be {value}."),
    "unknown_preset": QT_TRANSLATE_NOOP("RuleErrors", "There is no preset {value}; the presets are "
                                                      "{presets}."),
    "not_an_object": QT_TRANSLATE_NOOP("RuleErrors", "The rules are not in the expected form (a preset and "
                                                     "the options changed from it)."),
}
# RULES.md §9.9 and §9.10: which deals can be dealt, by the option the engine names ("cannot_deal").
# With the rules' values known, the game is named ({mode}); without them, the sentence stands alone.
CANNOT_DEAL = {
    "deck": QT_TRANSLATE_NOOP("RuleErrors", "{option}: 32 cards can be dealt only in the musik game of three, "
                                            "of four with the dealer sitting out, or to four without an "
                                            "auction."),
    "no_auction": QT_TRANSLATE_NOOP("RuleErrors", "{option}: a game without an auction can be dealt only to "
                                                  "three with 24 cards or to four with 32."),
}
CANNOT_DEAL_IN = {
    "deck": QT_TRANSLATE_NOOP("RuleErrors", "{option}: 32 cards cannot be dealt here ({mode}); only in the "
                                            "musik game of three, of four with the dealer sitting out, or to "
                                            "four without an auction."),
    "no_auction": QT_TRANSLATE_NOOP("RuleErrors", "{option}: a game without an auction cannot be dealt here "
                                                  "({mode}); only to three with 24 cards or to four with 32."),
}
GENERIC = QT_TRANSLATE_NOOP("RuleErrors", "{option} is not valid with these rules ({detail}).")
GENERIC_NO_KEY = QT_TRANSLATE_NOOP("RuleErrors", "These rules are not valid ({detail}).")

# Refused moves by the engine's ``IllegalAction.rule`` (and the desktop's own "turn"); a variant
# "<rule>_none" is used when no value of that kind is possible now (no low/high to name).
MOVES = {
    "own_card": QT_TRANSLATE_NOOP("IllegalMoves", "{card} is not in your hand."),
    "follow_suit": QT_TRANSLATE_NOOP("IllegalMoves", "{card} cannot be played: you must follow suit "
                                                     "({led})."),
    "must_beat": QT_TRANSLATE_NOOP("IllegalMoves", "{card} cannot be played: you must beat {winning} when "
                                                   "you can."),
    "must_trump": QT_TRANSLATE_NOOP("IllegalMoves", "{card} cannot be played: you have no {led}, so you must "
                                                    "play a trump."),
    "must_trump_if_beats": QT_TRANSLATE_NOOP("IllegalMoves", "{card} cannot be played: you have no {led}, so "
                                                             "you must play a trump that takes the trick."),
    "turn": QT_TRANSLATE_NOOP("IllegalMoves", "It is {name}'s turn."),
    "phase": QT_TRANSLATE_NOOP("IllegalMoves", "That move is not possible now."),
    "game_over": QT_TRANSLATE_NOOP("IllegalMoves", "The game is over."),
    "deal_over": QT_TRANSLATE_NOOP("IllegalMoves", "The deal is over."),
    "syntax": QT_TRANSLATE_NOOP("IllegalMoves", "That move is not understood."),
    "claim_tricks": QT_TRANSLATE_NOOP("IllegalMoves", "Under these rules the cards cannot be laid down to "
                                                      "claim the remaining tricks."),
    "claim_unbeatable": QT_TRANSLATE_NOOP("IllegalMoves", "You cannot claim the remaining tricks: the "
                                                          "defenders could still take a trick."),
    "claim_lead": QT_TRANSLATE_NOOP("IllegalMoves", "Only the declarer can claim the remaining tricks, when "
                                                    "leading to a trick."),
    "claim_cards_left": QT_TRANSLATE_NOOP("IllegalMoves", "You cannot claim yet: there are still cards to draw "
                                                          "or to turn up."),
    "meld_on_lead": QT_TRANSLATE_NOOP("IllegalMoves", "A marriage can only be declared when you lead to a "
                                                      "trick."),
    "meld_on_someone": QT_TRANSLATE_NOOP("IllegalMoves", "A marriage can be declared during a trick only by "
                                                         "playing the king onto the queen of its suit played "
                                                         "just before."),
    "meld_requires_trick": QT_TRANSLATE_NOOP("IllegalMoves", "A marriage can only be declared after you have "
                                                             "taken a trick in this deal."),
    "no_meld_first_trick": QT_TRANSLATE_NOOP("IllegalMoves", "No marriage can be declared before the first "
                                                             "trick is over."),
    "meld_card": QT_TRANSLATE_NOOP("IllegalMoves", "Under these rules a marriage is declared with the queen "
                                                   "only."),
    "marriage": QT_TRANSLATE_NOOP("IllegalMoves", "{card} does not declare a marriage you hold."),
    "bomb_max_bid": QT_TRANSLATE_NOOP("IllegalMoves", "A bomb is not allowed at this bid."),
    "bombs_per_player": QT_TRANSLATE_NOOP("IllegalMoves", "You have no bomb left in this game."),
    "bomb": QT_TRANSLATE_NOOP("IllegalMoves", "You cannot bomb now."),
    "concede": QT_TRANSLATE_NOOP("IllegalMoves", "You cannot concede now."),
    "opening_bid": QT_TRANSLATE_NOOP("IllegalMoves", "The auction opens with the forced bid of {low}."),
    "bid_low": QT_TRANSLATE_NOOP("IllegalMoves", "The bid must be higher than the highest bid so far: from "
                                                 "{low} to {high}."),
    "bid_low_none": QT_TRANSLATE_NOOP("IllegalMoves", "The bid must be higher than the highest bid so far, "
                                                      "and your hand allows no higher bid: you can only pass."),
    "bid_jumps": QT_TRANSLATE_NOOP("IllegalMoves", "Bids go up one step at a time: the next bid is {low}."),
    "bid_cap": QT_TRANSLATE_NOOP("IllegalMoves", "Your hand does not allow that much (highest bid): from {low} "
                                                 "to {high}."),
    "bid_cap_none": QT_TRANSLATE_NOOP("IllegalMoves", "Your hand does not allow a higher bid: you can only "
                                                      "pass."),
    "max_bid": QT_TRANSLATE_NOOP("IllegalMoves", "That is above the highest bid of the game: from {low} to "
                                                 "{high}."),
    "max_bid_none": QT_TRANSLATE_NOOP("IllegalMoves", "That is above the highest bid of the game."),
    "contract_low": QT_TRANSLATE_NOOP("IllegalMoves", "The contract must be at least the winning bid: from "
                                                      "{low} to {high}."),
    "barrel_must_finish": QT_TRANSLATE_NOOP("IllegalMoves", "On the barrel the contract must be enough to "
                                                            "finish the game: at least {low}."),
    "bid_values": QT_TRANSLATE_NOOP("IllegalMoves", "Possible now: from {low} to {high} in steps of {step}."),
    "bid_value": QT_TRANSLATE_NOOP("IllegalMoves", "Only {low} is possible now."),
    "dark_bid": QT_TRANSLATE_NOOP("IllegalMoves", "A blind bid is not possible now."),
    "dark_deal": QT_TRANSLATE_NOOP("IllegalMoves", "After a blind bid the contract is 120: no other contract "
                                                   "and no bomb."),
    "golden_round": QT_TRANSLATE_NOOP("IllegalMoves", "In the golden round the contract is 120: no other "
                                                      "contract and no bomb."),
    "take_twice": QT_TRANSLATE_NOOP("IllegalMoves", "You have already taken that musik."),
    "no_such_musik": QT_TRANSLATE_NOOP("IllegalMoves", "There is no such musik."),
    "give_once": QT_TRANSLATE_NOOP("IllegalMoves", "That player already has a card from you."),
    "give_to_opponent": QT_TRANSLATE_NOOP("IllegalMoves", "A card can only be given to another player of the "
                                                          "deal."),
    "legal_actions": QT_TRANSLATE_NOOP("IllegalMoves", "That move is not allowed now."),
}
# The engine's rule names that have a sentence above under another name.
MOVE_ALIASES = {"bid": "bid_values", "bid_step": "bid_values"}


def _tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def quoted(name: str) -> str:
    """``name`` in the language's quotation marks."""
    return _tr(QUOTED).format(name=name)


def option_label(key: Optional[str]) -> str:
    """The option's label in the House rules dialog (translated), in quotation marks."""
    label = LABELS.get(key or "")
    return quoted(rule_text(label) if label else shorten(str(key)))


def _raw(value: Any) -> str:
    """A value of a settings file as it was written (JSON), shortened."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    return shorten(text, 40)


def value_text(key: Optional[str], value: Any) -> str:
    """A value of an option as the House rules dialog shows it (translated)."""
    labels = VALUES.get(key or "", {})
    for known, label in labels.items():
        if known == value and type(known) is type(value):
            return quoted(rule_text(label))
    if value is None:
        return quoted(rule_text(null_label(key)))
    if isinstance(value, int) and not isinstance(value, bool):
        return num(value)
    return _raw(value)


def _numbers(params: dict, names: Iterable[str]) -> dict[str, str]:
    out = {}
    for name in names:
        value = params.get(name)
        out[name] = num(value) if isinstance(value, int) and not isinstance(value, bool) else _raw(value)
    return out


def mode_text(values: Mapping[str, Any]) -> str:
    """The game these option values describe, for a refusal: "4 players, “Two against two”"."""
    players = values.get("players")
    count = players if isinstance(players, int) else 0
    parts = [QCoreApplication.translate("NewGameDialog", "%n players", "", count)]  # as the New game dialog says it
    mode_key = {2: "two_player_mode", 4: "four_player_mode"}.get(players)
    if values.get("no_auction"):
        parts.append(option_label("no_auction"))
    elif mode_key is not None and mode_key in values:
        parts.append(value_text(mode_key, values[mode_key]))
    if "deck" in values:
        parts.append(value_text("deck", values["deck"]))
    return ", ".join(parts)


def rule_error_text(exc: InvalidRules, values: Optional[Mapping[str, Any]] = None) -> str:
    """One sentence, in the player's language, saying what is wrong with the rules.

    ``values``: every option of the refused rules where the caller has them (the dialogs), so
    that a deal that cannot be dealt names the game."""
    key, code = exc.key, getattr(exc, "code", None)
    params = dict(getattr(exc, "params", None) or {})
    args: dict[str, str] = {
        "option": option_label(key), "key": quoted(shorten(str(key))),
        "step_option": option_label("bid_step"), "target_option": option_label("target"),
        "opening_option": option_label("opening_bid"), "barrel_option": option_label("barrel"),
        "none": quoted(rule_text(NONE_LABEL)), "any": quoted(rule_text(ANY_LABEL)),
    }
    args.update(_numbers(params, ("low", "high", "step", "target")))
    template = TEMPLATES.get(code or "")
    if code == "unknown_preset":
        names = preset_names()
        args.update(value=quoted(shorten(str(params.get("value")))),
                    presets=", ".join(quoted(names.get(p, p)) for p in params.get("presets", names)))
    elif code == "invalid_value":
        args.update(value=_raw(params.get("value")))
    elif code == "cannot_deal":
        if values is not None and key in CANNOT_DEAL_IN:
            template = CANNOT_DEAL_IN[key]
            args.update(mode=mode_text(values))
        else:
            template = CANNOT_DEAL.get(key or "", template)
    else:
        args.update(_numbers(params, ("value",)))
    if template is not None:
        try:
            return _tr(template).format(**args)
        except (KeyError, IndexError, ValueError):
            pass  # a translation that names a fact this code lacks: the generic sentence then
    detail = str(exc)
    if key and detail.startswith(f"{key}: "):
        detail = detail[len(key) + 2:]
    if key in LABELS:
        return _tr(GENERIC).format(option=args["option"], detail=detail)
    return _tr(GENERIC_NO_KEY).format(detail=str(exc))


def lower_first(sentence: str) -> str:
    """``sentence`` to follow a colon: its first letter in lower case ("Opcja „…” musi" → "opcja „…”
    musi"), unless it starts a name or a card ("Q♠ is not …", "“Opening bid” must …")."""
    if len(sentence) > 1 and sentence[0].isupper() and sentence[1].islower():
        return sentence[0].lower() + sentence[1:]
    return sentence


def phrase(sentence: str) -> str:
    """A sentence to be put inside another one: lower-case start, no full stop."""
    sentence = lower_first(sentence)
    return sentence[:-1] if sentence.endswith(".") else sentence


def _card(code: Any) -> str:
    from .cards import card_text

    return card_text(str(code), html=False)


def _suit(letter: Any) -> str:
    from .cards import suit_label

    return suit_label("HDCS".index(letter), html=False) if isinstance(letter, str) and letter in "HDCS" \
        and len(letter) == 1 else str(letter)


_BID_RULES = frozenset({"bid_low", "bid_cap", "max_bid"})


def illegal_text(exc: IllegalAction) -> str:
    """Why a move was refused, in the player's language (by the engine's rule key)."""
    rule = getattr(exc, "rule", "legal_actions")
    params = dict(getattr(exc, "params", None) or {})
    if rule == "legal_actions" and params.get("possible") and params.get("kind") not in params["possible"]:
        rule = "phase"
    elif params.get("in_hand") is False and params.get("kind") in ("play", "meld", "give", "discard"):
        rule = "own_card"
    elif rule in MOVE_ALIASES:
        rule = MOVE_ALIASES[rule]
        if rule == "bid_values" and params.get("low") is not None and params.get("low") == params.get("high"):
            rule = "bid_value"
    elif rule == "must_trump" and params.get("must_trump") == "if_beats":
        rule = "must_trump_if_beats"
    elif rule == "dark_bid" and params.get("kind") in ("declare", "bomb"):
        rule = "dark_deal"
    elif rule in _BID_RULES and not isinstance(params.get("high"), int):
        rule += "_none"
    args = {"name": str(params.get("name", ""))}
    if "card" in params:
        args["card"] = _card(params["card"])
    if "winning" in params:
        args["winning"] = _card(params["winning"])
    if "led" in params:
        args["led"] = _suit(params["led"])
    for name in ("low", "high", "step"):
        if isinstance(params.get(name), int):
            args[name] = num(params[name])
    template = MOVES.get(rule, MOVES["legal_actions"])
    try:
        return QCoreApplication.translate(MOVES_CONTEXT, template).format(**args)
    except (KeyError, IndexError, ValueError):
        return QCoreApplication.translate(MOVES_CONTEXT, MOVES["legal_actions"])
