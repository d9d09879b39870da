"""Typed errors, all of them.  Every rules, record and action error is a ValueError (a
:class:`TysiacError`) so callers may catch broadly; :class:`Cancelled` stops a computer player."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping, Optional

if TYPE_CHECKING:
    from pydantic import ValidationError

# ``InvalidRules.code`` values and the ``params`` each one carries.
RULE_ERROR_CODES: dict[str, tuple[str, ...]] = {
    "range": ("low", "high", "value"),  # a number outside low..high
    "multiple_of_step": ("step", "low", "high", "value"),  # a multiple of bid_step in low..high
    "below_target": ("target", "value"),  # must be below the target
    "null_or_range": ("low", "high", "value"),  # null or a number in low..high
    "null_or_multiple_of_step": ("step", "low", "high", "value"),  # null or a multiple of bid_step
    "cannot_deal": ("mode",),  # RULES.md §9: a combination that cannot be dealt (deck, no_auction)
    "unknown_key": (),  # not an option key (``key`` is the unknown key)
    "invalid_value": ("value", "allowed"),  # a value of the wrong type or not listed
    "unknown_preset": ("value", "presets"),
    "not_an_object": (),  # overrides (or a record's rules) are not a JSON object
}


class TysiacError(ValueError):
    """Base of the engine's errors."""


class IllegalAction(TysiacError):
    """An action that the rules forbid now; the state is left unchanged.

    ``rule`` names the broken rule (an option key of RULES.md or a plain name
    such as ``follow_suit``) so a front end can explain the refusal; ``params``
    holds the facts of the message (``card``, ``led``, ``winning``, ``low`` …)
    for a front end that words it in its own language.  ``str()`` is English.
    """

    def __init__(self, message: str, rule: str = "legal_actions",
                 params: Optional[Mapping[str, Any]] = None) -> None:
        super().__init__(message)
        self.rule = rule
        self.params: dict[str, Any] = dict(params or {})


class InvalidRules(TysiacError):
    """Unknown option key, wrong value or a contradictory combination.

    ``key`` names the option; ``code`` says what is wrong in a machine-readable
    way and ``params`` holds the numbers and values of the message, so a front
    end can word it in its own language (see RULE_ERROR_CODES).  ``str()`` is
    the English message and does not depend on them.
    """

    def __init__(self, message: str, key: str | None = None, code: str | None = None,
                 params: Optional[Mapping[str, Any]] = None) -> None:
        super().__init__(message)
        self.key = key
        self.code = code
        self.params: dict[str, Any] = dict(params or {})


class InvalidRecord(TysiacError):
    """A game record that does not follow RECORD.md."""

    def __init__(self, message: str, deal: int | None = None, action: int | None = None) -> None:
        super().__init__(message)
        self.deal = deal
        self.action = action
        self.rule: Optional[str] = None  # an illegal action's rule (see ``illegal``)
        self.illegal: Optional[IllegalAction] = None  # the refusal of the action, for a front end's wording


class DeckError(InvalidRecord):
    """The dealt cards are not the rules' deck (RECORD.md: "a wrong deck", deal/action null).
    A card twice or cards not in the mode's shape are errors of that deal (a plain
    :class:`InvalidRecord`, which a record reports with the deal's index)."""


class Cancelled(Exception):
    """A computer player's decision was cancelled (e.g. the window started a new game)."""


MAX_ECHO = 200  # characters of a text from outside that a message (or a key in an error) repeats


def shorten(text: str, limit: int = MAX_ECHO) -> str:
    """``text`` cut to ``limit`` characters (an ellipsis marks the cut), for messages that repeat input."""
    return text if len(text) <= limit else text[:limit] + "…"


def excerpt(value: object, limit: int = 40) -> str:
    """``repr`` of a value cut to a short excerpt, for messages that echo bad input."""
    return shorten(repr(value), limit)


def unknown_rules_key(key: object) -> InvalidRules:
    """The error for a key the rules do not have; the key echoed short (it may be megabytes)."""
    return InvalidRules(f"unknown rules key: {excerpt(key)}", shorten(str(key)), "unknown_key")


def first_problem(error: "ValidationError", whole: str) -> str:
    """Where and what the first problem a validation found is ("deals.3.dealer: Input should be
    …"; ``whole`` where it is the document itself), the keys it names shortened: a key of a
    hostile file may be megabytes long."""
    first = error.errors(include_url=False, include_input=False)[0]
    where = ".".join(shorten(str(part), 40) for part in first.get("loc", ())) or whole
    return shorten(f"{where}: {first.get('msg', 'invalid')}", 160)
