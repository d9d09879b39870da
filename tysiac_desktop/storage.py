"""Files the app keeps: where they live, how they are written, the autosave.

Everything here is plain Python (no Qt) so it can be tested without a display.
Paths come from platformdirs under the app name "tysiac"; the environment
variable ``TYSIAC_HOME`` replaces them with ``$TYSIAC_HOME/data`` and
``$TYSIAC_HOME/config`` (tests, portable installs).

Writes are atomic (temp file in the same folder, fsync, ``os.replace``) so a
crash or power cut leaves either the old or the new file, never half of one.
A damaged autosave is never deleted: it is renamed aside so a bug report can
include it, and the player gets a message instead of a crash.  Only regular
files are read: a named pipe, a device or a folder in a file's place is
reported like any other unusable file (it is never opened in a way that could
block).  The temporary files of a write cut short (the app was killed) are
removed at the next start (:func:`remove_stale_temp_files`).
"""
from __future__ import annotations

import errno
import json
import os
import re
import tempfile
import time
from pathlib import Path
from typing import Any, Iterable, Optional, Sequence, Union

from platformdirs import user_config_dir, user_data_dir

from tysiac_engine.errors import TysiacError
from tysiac_engine.game import MAX_NAME_LENGTH, Game
from tysiac_engine.inputs import FileRefused, check_replaceable, read_bounded
from tysiac_engine.record import (MAX_DOCUMENT_BYTES, check_header, deal_to_record, game_to_record, load_game,
                                  strict_loads)

APP_NAME = "tysiac"
HOME_ENV = "TYSIAC_HOME"
AUTOSAVE_NAME = "autosave.json"
# Top-level key of the autosave (RECORD.md: unknown top-level keys are ignored).
AUTOSAVE_KEY = "autosave"

PathLike = Union[str, os.PathLike]


class RecordFileError(Exception):
    """A game record file that cannot be read or written; ``str()`` is a plain English message.

    For a sentence in the player's language (``dialogs.file_problems.record_error_text``):
    ``reason`` is one of :data:`RECORD_REASONS`, ``detail`` the system's or the parser's own
    words (or the size), ``cause`` the engine's exception (InvalidRecord, InvalidRules …) for
    ``invalid_record``, and ``operation`` "open" or "save" when the error is about a file the
    player chose.
    """

    def __init__(self, message: str, path: Optional[PathLike] = None, *, reason: str = "damaged",
                 detail: str = "", cause: Optional[BaseException] = None,
                 operation: Optional[str] = None) -> None:
        super().__init__(message)
        self.path = Path(path) if path is not None else None
        self.reason = reason
        self.detail = detail
        self.cause = cause
        self.operation = operation


# ``RecordFileError.reason`` values, with the English phrase of each ({detail} where it has one).
RECORD_REASONS = {
    "too_large": "the file is too large ({detail} bytes) to be a game record",
    "unreadable": "the file cannot be read ({detail})",
    "not_file": "it is not a file",
    "empty": "the file is empty",
    "not_text": "the file is not a text file (UTF-8 expected)",
    "too_deep": "the file is nested too deeply to be a game record",
    "not_json": "the file is not valid JSON ({detail})",
    "not_record": "the file does not hold a game record",
    "invalid_record": "the file is not a valid game record: {detail}",
    "replay_failed": "the file could not be replayed ({detail})",
    "write_failed": "the file cannot be written ({detail})",
    "damaged": "the file cannot be used",
}


def _record_error(reason: str, path: Path, detail: str = "", cause: Optional[BaseException] = None
                  ) -> RecordFileError:
    return RecordFileError(RECORD_REASONS[reason].format(detail=detail), path, reason=reason, detail=detail,
                           cause=cause)


class AutosaveProblem:
    """Why the autosave could not be resumed: the error, and where the file was kept
    (``kept_as``; None when it could not be moved aside, ``move_error`` says why).
    ``str()`` is a plain English message; ``dialogs.file_problems.problem_text`` words it
    in the player's language."""

    def __init__(self, error: RecordFileError, kept_as: Optional[Path], move_error: str = "") -> None:
        self.error = error
        self.kept_as = kept_as
        self.move_error = move_error

    @property
    def reason(self) -> str:
        return self.error.reason

    def __str__(self) -> str:
        if self.kept_as is None:
            return (f"The saved game could not be resumed: {self.error}. "
                    f"It could not be moved aside either ({self.move_error}).")
        return f"The saved game could not be resumed: {self.error}. The file was kept as {self.kept_as}."

    def __repr__(self) -> str:
        return f"AutosaveProblem({self.error.reason!r}, kept_as={self.kept_as!r})"


# ----------------------------------------------------------------- paths
def _home() -> Optional[Path]:
    value = os.environ.get(HOME_ENV)
    return Path(value) if value else None


def data_dir() -> Path:
    """Saves, autosave and statistics."""
    home = _home()
    return home / "data" if home else Path(user_data_dir(APP_NAME, appauthor=False))


def config_dir() -> Path:
    """Settings."""
    home = _home()
    return home / "config" if home else Path(user_config_dir(APP_NAME, appauthor=False))


def saves_dir() -> Path:
    return data_dir() / "saves"


def autosave_path() -> Path:
    return data_dir() / AUTOSAVE_NAME


def statistics_path() -> Path:
    return data_dir() / "statistics.sqlite3"


def settings_path() -> Path:
    return config_dir() / "settings.json"


def rule_sets_dir() -> Path:
    """Named rule sets, one JSON file each."""
    return config_dir() / "rule-sets"


# ----------------------------------------------------------------- writing
# The temporary files of atomic_write_text and of a new statistics database (``tempfile.mkstemp``:
# ".<name>.<8 characters>.tmp", SQLite may add "-journal"); only a write cut short leaves one.
_TEMP_FILE = re.compile(r"^\..+\.[a-z0-9_]{8}\.tmp(?:-journal)?$")


def atomic_write_text(path: PathLike, text: str) -> None:
    """Replace ``path`` with ``text`` (UTF-8) all at once; no temp file is left behind."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise
    fsync_dir(target.parent)


def fsync_dir(folder: Path) -> None:
    """Make a rename in ``folder`` itself durable (POSIX; not possible, nor needed, on Windows)."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def remove_stale_temp_files(folders: Optional[Sequence[Path]] = None) -> list[Path]:
    """Delete the temporary files that writes cut short (the app was killed or the computer
    stopped) left in the app's own folders; returns what was removed.  Call only while this
    process owns the files (``single_instance.SingleInstance``), so that no write of ours is under way.
    Nothing is lost: the file a temporary file was to replace is the old or the new version,
    whole."""
    removed: list[Path] = []
    for folder in folders if folders is not None else (data_dir(), saves_dir(), config_dir(), rule_sets_dir()):
        try:
            entries = list(os.scandir(folder))
        except OSError:
            continue
        for entry in entries:
            try:
                if not _TEMP_FILE.match(entry.name) or not entry.is_file(follow_symlinks=False):
                    continue
                os.unlink(entry.path)
            except OSError:
                continue
            removed.append(Path(entry.path))
    return removed


def _dumps(doc: dict) -> str:
    return json.dumps(doc, ensure_ascii=False, indent=1) + "\n"


class _WithoutDeals:
    """A game as ``game_to_record`` reads it, with no deals: the record's header, as the engine
    writes it."""

    deals = ()

    def __init__(self, game: Game) -> None:
        self._game = game

    def __getattr__(self, name: str) -> Any:
        return getattr(self._game, name)


class RecordWriter:
    """The RECORD.md text of a game: the header as ``game_to_record`` writes it, then one deal per
    line (compact, so that 40,000 deals stay under the reader's 20 MB).  A finished deal never
    changes, so its line is made once: writing the record after every move of a long game costs
    the deal in progress, not the whole game."""

    def __init__(self) -> None:
        self._lines: list[tuple[Any, str]] = []  # (finished deal, its line)

    def text(self, game: Game, extra: Optional[dict] = None) -> str:
        header = game_to_record(_WithoutDeals(game))
        header.pop("deals", None)
        header.update(extra or {})
        lines = []
        for i, deal in enumerate(game.deals):
            if i < len(self._lines) and self._lines[i][0] is deal:
                lines.append(self._lines[i][1])
                continue
            line = json.dumps(deal_to_record(deal), ensure_ascii=False, separators=(",", ":"))
            if deal.is_done:
                del self._lines[i:]
                self._lines.append((deal, line))
            lines.append(line)
        head = json.dumps(header, ensure_ascii=False, indent=1)
        body = "[\n" + ",\n".join(lines) + "\n ]" if lines else "[]"
        return head[:-2] + ',\n "deals": ' + body + "\n}\n"


def record_text(game: Game) -> str:
    """The RECORD.md document of ``game`` as the app writes it (see :class:`RecordWriter`)."""
    return RecordWriter().text(game)


# ----------------------------------------------------------------- reading
class JsonFileProblem(Exception):
    """Why a JSON file cannot be read: ``reason`` is one of too_large (``detail``: its size in
    bytes), unreadable (the OS error), not_file (a named pipe, device or folder in its place),
    empty, not_text, too_deep, not_json (the parser's words)."""

    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(f"{reason}: {detail}" if detail else reason)
        self.reason = reason
        self.detail = detail


def read_json(path: Path, limit: int) -> Any:
    """The JSON document in ``path`` (at most ``limit`` bytes); JsonFileProblem otherwise.
    Shared by records, settings and rule sets, so each file is judged the same way."""
    try:
        data = read_bounded(path, limit)  # regular files only, never blocks on a named pipe
    except FileRefused as refused:
        raise JsonFileProblem(refused.reason, refused.detail) from None
    if not data.strip():
        raise JsonFileProblem("empty")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise JsonFileProblem("not_text") from None
    try:
        return _parse(text)
    except RecursionError:
        raise JsonFileProblem("too_deep") from None
    except ValueError as exc:
        # Truncated files end up here too ("Expecting ',' delimiter ...").
        raise JsonFileProblem("not_json", str(exc)) from None


_DEALS_OPEN, _DEALS_CLOSE = '\n "deals": [\n', "\n ]\n}\n"


def _parse(text: str) -> Any:
    """The JSON of a file (:func:`~tysiac_engine.record.strict_loads`: no NaN or Infinity, as for
    ``replay``), deal by deal for a record as :class:`RecordWriter` writes it (one deal a line): a
    20 MB record then never holds Python's lock for half a second in one call, so the window stays
    alive while another thread reads it.  Anything else at once."""
    start = text.find(_DEALS_OPEN)
    if start < 0 or not text.endswith(_DEALS_CLOSE) or text.find(_DEALS_OPEN, start + 1) >= 0:
        return strict_loads(text)
    try:
        doc = strict_loads(text[:start] + '\n "deals": []\n}')
        body = text[start + len(_DEALS_OPEN):-len(_DEALS_CLOSE)]
        deals = [strict_loads(line[:-1] if line.endswith(",") else line) for line in body.split("\n")]
    except ValueError:
        return strict_loads(text)  # not ours after all: the parser says what is wrong
    if not isinstance(doc, dict) or doc.get("deals") != []:
        return strict_loads(text)
    doc["deals"] = deals
    return doc


def unknown_keys(doc: dict, known: Iterable[str]) -> list[str]:
    """The top-level keys of one of the app's own files (settings, a rule set) that this version
    does not write, sorted.  One rule for all of them: such a key means the file is not one this
    version can trust (a newer version writes a higher "version"), so the file is not used but
    set aside, as for a value it does not accept.  Game records follow RECORD.md instead: keys it
    does not name are ignored there."""
    allowed = set(known)
    return sorted(str(key) for key in doc if key not in allowed)


def _read_json(path: Path) -> Any:
    """The JSON document of a game record in ``path``, its players' names within the app's limit
    (:func:`cut_names`); RecordFileError with a plain reason otherwise."""
    try:
        return cut_names(read_json(path, MAX_DOCUMENT_BYTES))
    except JsonFileProblem as problem:
        raise _record_error(problem.reason, path, problem.detail) from None


def cut_names(doc: Any) -> Any:
    """A record's document with every player's name cut to the engine's MAX_NAME_LENGTH
    characters (RECORD.md allows any name): a name of a million characters never reaches a
    widget, whose layout of it would freeze the window."""
    players = doc.get("players") if isinstance(doc, dict) else None
    if isinstance(players, list):
        for i, entry in enumerate(players):
            if isinstance(entry, str):
                players[i] = entry[:MAX_NAME_LENGTH]
            elif isinstance(entry, dict) and isinstance(entry.get("name"), str):
                entry["name"] = entry["name"][:MAX_NAME_LENGTH]
    return doc


def _replay(doc: Any, path: Path, on_deal: Optional[Any] = None) -> Game:
    """Replay a record; any failure (even an unexpected one) becomes a RecordFileError.
    ``on_deal(index)`` is called as each deal starts (progress; it may raise to stop)."""
    if not isinstance(doc, dict):  # JSON, but not an object (a list, a number, a string)
        raise _record_error("not_record", path)
    try:
        return load_game(doc, on_deal=on_deal)
    except TysiacError as exc:
        raise _record_error("invalid_record", path, str(exc), exc) from None
    except RecursionError:
        raise _record_error("too_deep", path) from None
    except Exception as exc:  # a hostile file must never take the app down
        raise _record_error("replay_failed", path, f"{type(exc).__name__}: {exc}", exc) from None


# ----------------------------------------------------------------- autosave
def _autosave_meta(finished: bool) -> dict:
    return {AUTOSAVE_KEY: {"finished": bool(finished), "saved": time.strftime("%Y-%m-%dT%H:%M:%S%z")}}


class AutosaveWriter(RecordWriter):
    """Writes one game's autosave after every move (finished deals are made into text once)."""

    def save(self, game: Game, *, finished: bool = False) -> Path:
        path = autosave_path()
        atomic_write_text(path, self.text(game, _autosave_meta(finished)))
        return path


def save_autosave(record: dict, *, finished: bool = False) -> Path:
    """Write the autosave; a ``finished`` game is marked so it is not offered for resuming."""
    doc = dict(record)
    doc.update(_autosave_meta(finished))
    path = autosave_path()
    atomic_write_text(path, _dumps(doc))
    return path


def _is_finished(doc: dict) -> bool:
    meta = doc.get(AUTOSAVE_KEY)
    return isinstance(meta, dict) and meta.get("finished") is True


def move_aside(path: Path) -> Path:
    """Rename ``path`` to ``<stem>.bad-<timestamp><suffix>`` beside it (``autosave.bad-….json``,
    ``statistics.bad-….sqlite3``), never over an existing file."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    base, ending = path.stem, path.suffix or ".json"
    for n in range(1000):
        suffix = "" if n == 0 else f"-{n}"
        target = path.with_name(f"{base}.bad-{stamp}{suffix}{ending}")
        if _move_unless_taken(path, target):
            return target
    raise OSError(f"no free name to move {path} aside")


def _move_unless_taken(path: Path, target: Path) -> bool:
    """Rename ``path`` to ``target``; False (nothing moved) when ``target`` exists."""
    try:
        # A hard link fails when the target exists (os.rename would overwrite on POSIX).
        os.link(path, target)
    except FileExistsError:
        return False
    except OSError:
        if target.exists():
            return False
        os.rename(path, target)  # no hard links here (some file systems): plain rename
        return True
    os.unlink(path)
    return True


def load_autosave() -> tuple[Optional[dict], Optional[AutosaveProblem]]:
    """``(record, None)`` to offer "resume"; ``(None, None)`` when there is nothing to resume;
    ``(None, problem)`` when the autosave was damaged and has been moved aside (``str(problem)``
    is English; ``dialogs.file_problems.problem_text`` words it for the player)."""
    path = autosave_path()
    if not path.exists() and not path.is_symlink():
        return None, None
    try:
        doc = _read_json(path)
        if not isinstance(doc, dict):
            raise _record_error("not_record", path)
        if _is_finished(doc) or _nothing_played(doc):
            _check_finished(doc, path)
            return None, None
        game = _replay(doc, path)
        if game.is_over:
            return None, None
        return doc, None
    except RecordFileError as exc:
        error = exc
    try:
        moved = move_aside(path)
    except OSError as exc:
        return None, AutosaveProblem(error, None, str(exc.strerror or exc))
    return None, AutosaveProblem(error, moved)


def read_autosave() -> tuple[Optional[dict], Optional[AutosaveProblem]]:
    """The autosave's document to offer "resume" (not replayed yet: see :func:`replay_record`),
    ``(None, None)`` when there is nothing to resume, ``(None, problem)`` when it was unreadable
    and has been moved aside."""
    path = autosave_path()
    if not path.exists() and not path.is_symlink():
        return None, None
    try:
        doc = read_autosave_document(path)
        if _is_finished(doc) or _nothing_played(doc):
            _check_finished(doc, path)  # a damaged one is kept aside, not overwritten by the next game
            return None, None
        return doc, None
    except RecordFileError as exc:
        return None, set_autosave_aside(exc)


def _nothing_played(doc: dict) -> bool:
    """The game was dealt and left before any move (the app quit at once): nothing to resume, as
    a new game in the app would not ask to abandon it (``controller.in_progress``)."""
    deals = doc.get("deals")
    return isinstance(deals, list) and len(deals) <= 1 and all(isinstance(d, dict) and not d.get("actions")
                                                               for d in deals)


def _check_finished(doc: dict, path: Path) -> None:
    """A finished game's autosave is not replayed (nothing to resume), but its header must be a
    record's (:func:`~tysiac_engine.record.check_header`); RecordFileError otherwise."""
    try:
        check_header(doc)
    except TysiacError as exc:
        raise _record_error("invalid_record", path, str(exc), exc) from None
    except RecursionError:
        raise _record_error("too_deep", path) from None


def keep_autosave_as_unfinished() -> Path:
    """The player does not resume the unfinished game: its autosave is kept among the saved
    games (``unfinished-….json``, as a game replaced by New game is) instead of being overwritten.
    Returns where; OSError when it cannot be moved."""
    source = autosave_path()
    saves_dir().mkdir(parents=True, exist_ok=True)
    for _ in range(10):
        target = saved_games_path("unfinished")
        if _move_unless_taken(source, target):
            fsync_dir(target.parent)
            fsync_dir(source.parent)
            return target
    raise OSError(f"no free name in {saves_dir()}")


def read_autosave_document(path: Optional[Path] = None) -> dict:
    """The autosave's document; RecordFileError when it cannot be one."""
    path = path or autosave_path()
    doc = _read_json(path)
    if not isinstance(doc, dict):
        raise _record_error("not_record", path)
    return doc


def set_autosave_aside(error: RecordFileError) -> AutosaveProblem:
    """The autosave could not be used: keep it beside (``autosave.bad-….json``) and say why."""
    try:
        moved = move_aside(autosave_path())
    except OSError as exc:
        return AutosaveProblem(error, None, str(exc.strerror or exc))
    return AutosaveProblem(error, moved)


def read_record(path: PathLike) -> Any:
    """The JSON document of a record file the player opens (not replayed yet)."""
    source = Path(path)
    try:
        return _read_json(source)
    except RecordFileError as exc:
        raise _opening(source, exc) from None


def replay_record(doc: Any, path: PathLike, on_deal: Optional[Any] = None, operation: Optional[str] = None) -> Game:
    """Replay a record's document (the autosave's, or that of a file opened: ``operation`` "open");
    RecordFileError says what is wrong with it."""
    source = Path(path)
    try:
        return _replay(doc, source, on_deal)
    except RecordFileError as exc:
        raise _opening(source, exc) if operation == "open" else exc from None


def _opening(source: Path, exc: RecordFileError) -> RecordFileError:
    return RecordFileError(f"{source.name} cannot be opened: {exc}.", source, reason=exc.reason,
                           detail=exc.detail, cause=exc.cause, operation="open")


def saved_games_path(stem: str) -> Path:
    """A new file name in the saved games folder (``stem-20250101-120000.json``)."""
    folder = saves_dir()
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for n in range(1000):
        path = folder / f"{stem}-{stamp}{'' if n == 0 else f'-{n}'}.json"
        if not path.exists():
            return path
    raise OSError(f"no free name in {folder}")


# ----------------------------------------------------------------- export / import
class NotReplaced(OSError):
    """An export refused: at the chosen path is a folder, a link, a named pipe or a device, which
    a write would replace (``file_problems.write_problem_text`` words it for the player)."""

    def __init__(self, path: PathLike) -> None:
        super().__init__(errno.EEXIST, "not a regular file (a folder, a link, a named pipe or a device); "
                                       "not replaced", str(path))


def export_text(path: PathLike, text: str) -> None:
    """Write a file the player chose (a record, a rule set, the statistics as CSV) atomically;
    :class:`NotReplaced` when something other than a regular file is there (nothing is replaced)."""
    try:
        check_replaceable(path)
    except FileRefused as refused:
        if refused.reason == "not_file":
            raise NotReplaced(path) from None
        # the path itself cannot be looked at (a file where a folder should be, a name too long):
        # the system's own words, not "a folder is there"
        raise OSError(refused.detail) from None
    atomic_write_text(path, text)


def export_record(path: PathLike, game: Game) -> None:
    """Write ``game`` as a RECORD.md document."""
    target = Path(path)
    try:
        export_text(target, record_text(game))
    except OSError as exc:
        detail = str(exc.strerror or exc)
        reason = "not_file" if isinstance(exc, NotReplaced) else "write_failed"
        raise RecordFileError(f"The game could not be saved to {target}: {detail}.", target,
                              reason=reason, detail=detail, operation="save") from None


def import_record(path: PathLike) -> Game:
    """Read and replay a RECORD.md document; RecordFileError says what is wrong with it."""
    source = Path(path)
    try:
        return _replay(_read_json(source), source)
    except RecordFileError as exc:
        raise _opening(source, exc) from None
