"""Typed errors.  Every one is a ValueError so callers may catch broadly."""
from __future__ import annotations


class TysiacError(ValueError):
    """Base of the engine's errors."""


class IllegalAction(TysiacError):
    """An action that the rules forbid now; the state is left unchanged.

    ``rule`` names the broken rule (an option key of RULES.md or a plain name
    such as ``follow_suit``) so a front end can explain the refusal.
    """

    def __init__(self, message: str, rule: str = "legal_actions") -> None:
        super().__init__(message)
        self.rule = rule


class InvalidRules(TysiacError):
    """Unknown option key, wrong value or a contradictory combination."""

    def __init__(self, message: str, key: str | None = None) -> None:
        super().__init__(message)
        self.key = key


class NotSupported(InvalidRules):
    """A rule variant the engine does not implement yet."""


class InvalidRecord(TysiacError):
    """A game record that does not follow RECORD.md."""

    def __init__(self, message: str, deal: int | None = None, action: int | None = None) -> None:
        super().__init__(message)
        self.deal = deal
        self.action = action
