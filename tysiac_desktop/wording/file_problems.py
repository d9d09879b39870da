"""Sentences, in the player's language, for files that could not be used: the settings, the
autosave, the statistics database (all set aside) and game records opened or saved by the player.

The plain-Python modules (settings, storage, statistics) only report facts — a reason code,
the system's own detail, where a file was kept; every sentence is built here.
"""
from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Callable, Optional, Union

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from tysiac_engine.errors import IllegalAction, InvalidRecord, InvalidRules, shorten

from ..settings import FileProblem
from ..statistics import StatisticsProblem
from ..storage import AutosaveProblem, NotReplaced, RecordFileError
from .words import num, translate
from .rule_errors import illegal_text, phrase, rule_error_text

_REASONS = {
    "unreadable": QT_TRANSLATE_NOOP("FileProblems", "it cannot be read ({detail})"),
    "not_file": QT_TRANSLATE_NOOP("FileProblems", "it is not a file"),
    "too_large": QT_TRANSLATE_NOOP("FileProblems", "it is far too large"),
    "empty": QT_TRANSLATE_NOOP("FileProblems", "it is empty"),
    "not_json": QT_TRANSLATE_NOOP("FileProblems", "it is damaged (not valid JSON, perhaps cut short)"),
    "foreign": QT_TRANSLATE_NOOP("FileProblems", "it is not a Tysiąc settings file"),
    "bad_version": QT_TRANSLATE_NOOP("FileProblems", "its version ({detail}) is not one this program knows"),
    "newer": QT_TRANSLATE_NOOP("FileProblems", "it was written by a newer version of Tysiąc (format {detail})"),
    "unknown_key": QT_TRANSLATE_NOOP("FileProblems", "it holds “{detail}”, which this version of Tysiąc "
                                                     "does not know"),
    "bad_value": QT_TRANSLATE_NOOP("FileProblems", "the setting “{detail}” has a value this program "
                                                   "does not accept"),
}

# Why a game record (the autosave, or a file the player opens) cannot be used: storage.RECORD_REASONS.
_RECORD_REASONS = {
    "too_large": QT_TRANSLATE_NOOP("FileProblems", "the file is too large ({size} bytes) to be a game record"),
    "unreadable": QT_TRANSLATE_NOOP("FileProblems", "the file cannot be read ({detail})"),
    "not_file": QT_TRANSLATE_NOOP("FileProblems", "it is not a file"),
    "empty": QT_TRANSLATE_NOOP("FileProblems", "the file is empty"),
    "not_text": QT_TRANSLATE_NOOP("FileProblems", "the file is not a text file (UTF-8 expected)"),
    "too_deep": QT_TRANSLATE_NOOP("FileProblems", "the file is nested too deeply to be a game record"),
    "not_json": QT_TRANSLATE_NOOP("FileProblems", "the file is damaged or cut short (not valid JSON)"),
    "not_record": QT_TRANSLATE_NOOP("FileProblems", "the file does not hold a game record"),
    "invalid_record": QT_TRANSLATE_NOOP("FileProblems", "the file is not a valid game record ({detail})"),
    "replay_failed": QT_TRANSLATE_NOOP("FileProblems", "the file could not be replayed ({detail})"),
    "write_failed": QT_TRANSLATE_NOOP("FileProblems", "the file cannot be written ({detail})"),
    "damaged": QT_TRANSLATE_NOOP("FileProblems", "the file cannot be used"),
}
# An export refused (storage.NotReplaced): the player chose a path where no regular file is.
_NOT_REPLACED = QT_TRANSLATE_NOOP("FileProblems", "a folder, a link, a named pipe or a device is there, "
                                                  "and it was left as it is")
_RULES_IN_RECORD = QT_TRANSLATE_NOOP("FileProblems", "its rules cannot be played: {rules}")
_MOVE_IN_RECORD = QT_TRANSLATE_NOOP("FileProblems", "deal {deal}, move {move}: {reason}")

# Why the statistics database is not used: statistics.BAD_FILE_REASONS.
_STATISTICS_REASONS = {
    "not_file": QT_TRANSLATE_NOOP("FileProblems", "it is not a file"),
    "empty": QT_TRANSLATE_NOOP("FileProblems", "the file is empty"),
    "too_large": QT_TRANSLATE_NOOP("FileProblems", "the file is too large ({size} bytes)"),
    "unreadable": QT_TRANSLATE_NOOP("FileProblems", "it cannot be read ({detail})"),
    "not_database": QT_TRANSLATE_NOOP("FileProblems", "it is not a database file"),
    "cannot_open": QT_TRANSLATE_NOOP("FileProblems", "it cannot be opened ({detail})"),
    "newer": QT_TRANSLATE_NOOP("FileProblems", "it was written by a newer version of Tysiąc (statistics "
                                               "version {detail})"),
    "foreign": QT_TRANSLATE_NOOP("FileProblems", "it is not a statistics file of Tysiąc"),
    "extra_parts": QT_TRANSLATE_NOOP("FileProblems", "it holds tables or other parts that this version does "
                                                     "not write"),
    "damaged": QT_TRANSLATE_NOOP("FileProblems", "it is damaged"),
    "orphans": QT_TRANSLATE_NOOP("FileProblems", "its rows do not belong together (rows without their game)"),
    "bad_values": QT_TRANSLATE_NOOP("FileProblems", "it holds values this version does not accept"),
    "bad_seats": QT_TRANSLATE_NOOP("FileProblems", "it holds seat numbers beyond the players of a game"),
    "broken": QT_TRANSLATE_NOOP("FileProblems", "it is damaged or not a database"),
    "failed": QT_TRANSLATE_NOOP("FileProblems", "it could not be read ({detail})"),
}

Problem = Union[FileProblem, AutosaveProblem, StatisticsProblem]


def _tr(text: str) -> str:
    return QCoreApplication.translate("FileProblems", text)


def _size(detail: str) -> str:
    try:
        return num(int(detail))
    except ValueError:
        return detail


def _engine_reason(cause: Optional[BaseException], detail: str) -> str:
    """What the engine found wrong in a record, as a phrase in the player's language."""
    if isinstance(cause, InvalidRules):
        return _tr(_RULES_IN_RECORD).format(rules=phrase(rule_error_text(cause)))
    illegal = getattr(cause, "illegal", None)
    if isinstance(cause, InvalidRecord) and isinstance(illegal, IllegalAction) \
            and cause.deal is not None and cause.action is not None:
        return _tr(_MOVE_IN_RECORD).format(deal=num(cause.deal + 1), move=num(cause.action + 1),
                                           reason=phrase(illegal_text(illegal)))
    if isinstance(cause, IllegalAction):
        return phrase(illegal_text(cause))
    return detail  # the engine's own (English) words about the record's shape


def record_reason_text(error: RecordFileError) -> str:
    """Why a game record cannot be used, as a phrase (no full stop) in the player's language."""
    reason = error.reason if error.reason in _RECORD_REASONS else "damaged"
    if reason == "invalid_record":
        detail = _engine_reason(error.cause, error.detail)
        if isinstance(error.cause, (InvalidRules, IllegalAction)) or getattr(error.cause, "illegal", None):
            return detail
    else:
        detail = error.detail
    return _tr(_RECORD_REASONS[reason]).format(detail=detail, size=_size(error.detail))


def engine_error_text(exc: BaseException) -> str:
    """The engine's refusal of a record (InvalidRules, InvalidRecord, IllegalAction …) as a phrase."""
    error = RecordFileError(str(exc), reason="invalid_record", detail=str(exc), cause=exc)
    if not isinstance(exc, (InvalidRules, InvalidRecord, IllegalAction)):
        error.reason, error.detail = "replay_failed", f"{type(exc).__name__}: {exc}"
    return record_reason_text(error)


def not_replaced_text() -> str:
    """Why an export was refused (``storage.NotReplaced``), as a phrase."""
    return _tr(_NOT_REPLACED)


def write_problem_text(exc: Union[OSError, sqlite3.Error]) -> str:
    """Why a file the player chose could not be written, as a phrase: the refusal of
    ``storage.export_text`` in the player's language, else the system's own words (for the
    statistics database, SQLite's words after a sentence of ours)."""
    if isinstance(exc, NotReplaced):
        return not_replaced_text()
    if isinstance(exc, sqlite3.Error):
        return translate("FileProblems", "the statistics could not be read ({detail})").format(
            detail=shorten(str(exc)))
    return str(exc.strerror or exc)


def record_error_text(error: RecordFileError) -> str:
    """A sentence for a record the player opened or saved (Game → Open / Save record)."""
    if error.operation == "save" or error.reason == "write_failed":
        where = str(error.path) if error.path is not None else ""
        detail = not_replaced_text() if error.reason == "not_file" else error.detail
        return translate("FileProblems", "The game could not be saved to {path}: {detail}.").format(
            path=where, detail=detail)
    name = error.path.name if error.path is not None else ""
    return translate("FileProblems", "{name} cannot be opened: {reason}.").format(
        name=name, reason=record_reason_text(error))


def _autosave_text(problem: AutosaveProblem) -> str:
    reason = record_reason_text(problem.error)
    if problem.kept_as is None:
        return translate("FileProblems", "The saved game could not be resumed: {reason}. It could not be "
                                         "moved aside either ({detail}).").format(
            reason=reason, detail=problem.move_error)
    return translate("FileProblems", "The saved game could not be resumed: {reason}. The file was kept as "
                                     "{path}.").format(reason=reason, path=problem.kept_as)


def _statistics_text(problem: StatisticsProblem) -> str:
    if problem.busy is not None:
        return translate("FileProblems", "The statistics file {path} is in use by another program; this "
                                         "session's games are counted and written to it once it is free."
                         ).format(path=problem.path)
    parts = []
    if problem.reason is not None:
        template = _STATISTICS_REASONS.get(problem.reason, _STATISTICS_REASONS["broken"])
        reason = _tr(template).format(detail=problem.detail, size=_size(problem.detail))
        if problem.move_error is not None:
            return translate("FileProblems", "The statistics file {path} could not be used: {reason}. It "
                                             "could not be moved aside either ({detail}), so this session's "
                                             "games are counted but not kept.").format(
                path=problem.path, reason=reason, detail=problem.move_error)
        parts.append(translate("FileProblems", "The statistics file could not be used: {reason}. It was kept "
                                               "as {path}; new statistics have been started.").format(
            reason=reason, path=problem.kept_as))
    if problem.not_kept == "folder":
        parts.append(translate("FileProblems", "Statistics cannot be saved in {folder} ({detail}), so this "
                                               "session's games are counted but not kept.").format(
            folder=Path(problem.path).parent, detail=problem.not_kept_detail))
    elif problem.not_kept == "file":
        parts.append(translate("FileProblems", "Statistics cannot be saved in {path} ({detail}); the games "
                                               "recorded so far are shown, but this session's games are not "
                                               "kept.").format(path=problem.path, detail=problem.not_kept_detail))
    return " ".join(parts)


def _settings_text(problem: FileProblem) -> str:
    """"Your settings could not be used: <reason>. The defaults are used; the old file was kept as …"."""
    reason = _tr(_REASONS.get(problem.reason, _REASONS["not_json"])).format(detail=problem.detail)
    if problem.kept_as is not None:
        tail = translate("FileProblems", "The defaults are used; the old file was kept as {path}.").format(
            path=problem.kept_as)
    else:
        tail = translate("FileProblems", "The defaults are used; the file could not be moved aside.")
    return translate("FileProblems", "Your settings could not be used: {reason}.").format(reason=reason) + " " + tail


def problem_text(problem: Problem) -> str:
    """The sentence for a file that was set aside: the settings, the autosave or the statistics."""
    if isinstance(problem, AutosaveProblem):
        return _autosave_text(problem)
    if isinstance(problem, StatisticsProblem):
        return _statistics_text(problem)
    return _settings_text(problem)


def statistics_write_text(write: Callable[[], Optional[bool]], store) -> Optional[str]:
    """Offer a game's finished deals to the statistics ``store`` (``write``: its ``record`` call)
    and say what the player should know: None when they were written (or there was nothing to
    write), that they are kept for later when the write failed, or why it broke.  Statistics never
    stop a game, so nothing is raised."""
    try:
        if write() is not False:
            return None
    except Exception as exc:  # noqa: BLE001 - statistics must never stop a game
        return translate("MainWindow", "The statistics could not be updated: %1").replace("%1", str(exc)[:300])
    text = translate("MainWindow", "The statistics could not be saved (%1); the deals are kept and saved later.")
    return text.replace("%1", store.error_detail or "")
