"""What the game controller says when a computer player or the autosave fails, and when a saved
game cannot be resumed (translation context "GameController", as when these lived there)."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ..ai_worker import CRASHED, FAILED, TOO_SLOW
from .rule_errors import phrase
from .words import translate

_WORKER_PROBLEMS = {  # AiWorker.failed messages, translated when shown
    CRASHED: QT_TRANSLATE_NOOP("GameController", "the computer player's process stopped unexpectedly"),
    TOO_SLOW: QT_TRANSLATE_NOOP("GameController", "the computer player took too long"),
}


def worker_problem(message: str) -> str:
    """An AiWorker failure in the player's language (an unexpected error keeps its own words)."""
    if message in _WORKER_PROBLEMS:
        return translate("GameController", _WORKER_PROBLEMS[message])
    if message.startswith(FAILED):
        return translate("GameController", "the computer player failed ({detail})").format(
            detail=message[len(FAILED):])
    return message


def not_a_move(name: str, token: str) -> str:
    return translate("GameController", "{name}: the computer player answered “{token}”, which is not a move; the "
                                       "first legal move is played instead.").format(name=name, token=token)


def computer_failed(name: str, message: str) -> str:
    """``message``: AiWorker.failed's."""
    return translate("GameController", "{name}: {problem}; the first legal move is played instead.").format(
        name=name, problem=worker_problem(message))


def not_allowed(name: str, reason: str) -> str:
    """``reason``: the engine's refusal, worded for the player."""
    return translate("GameController", "{name}: the computer player chose a move that is not allowed ({reason}); "
                                       "the first legal move is played instead.").format(name=name,
                                                                                          reason=phrase(reason))


def not_resumed(reason: str) -> str:
    return translate("GameController", "The saved game could not be resumed: {reason}.").format(reason=reason)


def not_autosaved(detail: str) -> str:
    return translate("GameController", "The game could not be saved automatically: {detail}.").format(detail=detail)
