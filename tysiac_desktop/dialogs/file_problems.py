"""Sentences for a file that was set aside (settings), in the player's language."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ..settings import FileProblem

_REASONS = {
    "unreadable": QT_TRANSLATE_NOOP("FileProblems", "it cannot be read ({detail})"),
    "too_large": QT_TRANSLATE_NOOP("FileProblems", "it is far too large"),
    "empty": QT_TRANSLATE_NOOP("FileProblems", "it is empty"),
    "not_json": QT_TRANSLATE_NOOP("FileProblems", "it is damaged (not valid JSON, perhaps cut short)"),
    "foreign": QT_TRANSLATE_NOOP("FileProblems", "it is not a Tysiąc settings file"),
    "bad_version": QT_TRANSLATE_NOOP("FileProblems", "its version ({detail}) is not one this program knows"),
    "newer": QT_TRANSLATE_NOOP("FileProblems", "it was written by a newer version of Tysiąc (format {detail})"),
    "bad_value": QT_TRANSLATE_NOOP("FileProblems", "the setting “{detail}” has a value this program "
                                                   "does not accept"),
}


def _tr(text: str) -> str:
    return QCoreApplication.translate("FileProblems", text)


def problem_text(problem: FileProblem) -> str:
    """"Your settings could not be used: <reason>. The defaults are used; the old file was kept as …"."""
    reason = _tr(_REASONS.get(problem.reason, _REASONS["not_json"])).format(detail=problem.detail)
    if problem.kept_as is not None:
        tail = _tr("The defaults are used; the old file was kept as {path}.").format(path=problem.kept_as)
    else:
        tail = _tr("The defaults are used; the file could not be moved aside.")
    return _tr("Your settings could not be used: {reason}.").format(reason=reason) + " " + tail
