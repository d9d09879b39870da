"""The statistics database file: opened only when it is exactly a database this version writes
(anything else is renamed aside, byte for byte, and a fresh one started), created in one step,
kept in memory when no file can be written, and what the player is told about it
(:class:`StatisticsProblem`)."""
from __future__ import annotations

import os
import sqlite3
import tempfile
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Optional

from . import storage
from .statistics_schema import CROSS_CHECKS, SCHEMA_SQL, SCHEMA_VERSION, TABLES, expected_objects, schema_objects

MAX_FILE_BYTES = 512 * 1024 * 1024  # far beyond a lifetime of games; larger is not ours
_HEADER = b"SQLite format 3\x00"
_COMPANIONS = ("-journal", "-wal", "-shm")
BUSY_TIMEOUT = 5.0  # seconds a write waits for another program's write to the file
# seconds opening waits for it: a file another program keeps locked must not hold up the start
# (its games then wait in memory and are written once the file is free: Statistics.record)
OPEN_BUSY_TIMEOUT = 0.2


# Why a statistics file is not used (StatisticsProblem.reason), with the English phrase of each.
BAD_FILE_REASONS = {
    "not_file": "it is not a file",
    "empty": "the file is empty",
    "too_large": "the file is too large ({detail} bytes)",
    "unreadable": "it cannot be read ({detail})",
    "not_database": "it is not a database file",
    "cannot_open": "it cannot be opened ({detail})",
    "newer": "it was written by a newer version of the game (statistics version {detail})",
    "foreign": "it is not a statistics file of this game",
    "extra_parts": "it holds tables or other parts that this version does not write",
    "damaged": "it is damaged ({detail})",
    "orphans": "its rows do not belong together (rows without their game)",
    "bad_values": "it holds values this version does not accept (in {detail})",
    "bad_seats": "it holds seat numbers beyond the players of a game",
    "broken": "it is damaged or not a database ({detail})",
    "failed": "it could not be read ({detail})",
}


class BadFile(Exception):
    """The statistics file cannot be used: ``reason`` (BAD_FILE_REASONS) and ``detail``;
    ``str()`` says why in English."""

    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(BAD_FILE_REASONS[reason].format(detail=detail))
        self.reason = reason
        self.detail = detail


@dataclass(frozen=True)
class StatisticsProblem:
    """What went wrong opening the statistics, as facts the window words in the player's
    language (``dialogs.file_problems.problem_text``); ``str()`` is a plain English message.

    ``reason``/``detail``: why the file was not used (None: the file was not bad);
    ``kept_as``: where the bad file was moved (None with ``move_error``: it could not be);
    ``busy``: another program holds the file (the SQLite message);
    ``not_kept``: "folder" (no file can be made in ``path.parent``) or "file" (``path`` cannot
    be written) when this session's games are kept in memory only, ``not_kept_detail`` why.
    """

    path: Path
    reason: Optional[str] = None
    detail: str = ""
    kept_as: Optional[Path] = None
    move_error: Optional[str] = None
    busy: Optional[str] = None
    not_kept: Optional[str] = None
    not_kept_detail: str = ""

    @property
    def in_memory(self) -> bool:
        """Whether this session's games are counted in memory (when ``busy``: until the file is free)."""
        return bool(self.busy is not None or self.move_error is not None or self.not_kept)

    def __str__(self) -> str:
        if self.busy is not None:
            return (f"The statistics file {self.path} is in use by another program ({self.busy}); this "
                    f"session's games are counted and written to it once it is free.")
        parts = []
        if self.reason is not None:
            why = BAD_FILE_REASONS.get(self.reason, "{detail}").format(detail=self.detail)
            if self.move_error is not None:
                return (f"The statistics file {self.path} could not be used: {why}. It could not be moved "
                        f"aside either ({self.move_error}), so this session's games are counted "
                        f"but not kept.")
            parts.append(f"The statistics file could not be used: {why}. It was kept as {self.kept_as}; "
                         f"new statistics have been started.")
        if self.not_kept == "folder":
            parts.append(f"Statistics cannot be saved in {self.path.parent} ({self.not_kept_detail}), so this "
                         f"session's games are counted but not kept.")
        elif self.not_kept == "file":
            parts.append(f"Statistics cannot be saved in {self.path} ({self.not_kept_detail}); the games "
                         f"recorded so far are shown, but this session's games are not kept.")
        return " ".join(parts)


class Busy(Exception):
    """Another program holds the file locked: it is not bad, so it is left alone."""


_BUSY_CODES = (5, 6)  # SQLITE_BUSY, SQLITE_LOCKED
LOCKED = "locked"  # in SQLite's words for a file another program holds ("database is locked")


def _busy(exc: sqlite3.Error) -> bool:
    return getattr(exc, "sqlite_errorcode", None) in _BUSY_CODES or LOCKED in str(exc)


def _uri(path: Path, mode: str) -> str:
    return f"{path.absolute().as_uri()}?mode={mode}"


def _configure(conn: sqlite3.Connection) -> None:
    conn.execute("PRAGMA trusted_schema = OFF")  # no functions run from a file's schema
    conn.execute("PRAGMA cell_size_check = ON")  # damaged pages are errors, not wild reads
    conn.execute("PRAGMA foreign_keys = ON")


def _check(conn: sqlite3.Connection) -> None:
    """Raise BadFile unless ``conn`` holds exactly a database this version writes."""
    try:
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            raise BadFile("newer", str(version))
        objects = schema_objects(conn)
        if version < SCHEMA_VERSION or not objects:
            raise BadFile("foreign")
        if objects != expected_objects():
            raise BadFile("extra_parts")
        problems = [row[0] for row in conn.execute("PRAGMA integrity_check(5)").fetchall()]
        if problems != ["ok"]:
            raise BadFile("damaged", "; ".join(str(p) for p in problems)[:300])
        if conn.execute("PRAGMA foreign_key_check").fetchone() is not None:
            raise BadFile("orphans")
        for table, (columns, _) in TABLES.items():
            cond = " AND ".join(f"({c.valid()})" for c in columns)
            if conn.execute(f"SELECT 1 FROM {table} WHERE NOT ({cond}) LIMIT 1").fetchone() is not None:
                raise BadFile("bad_values", table)
        for query in CROSS_CHECKS:
            if conn.execute(query).fetchone() is not None:
                raise BadFile("bad_seats")
    except sqlite3.Error as exc:
        if _busy(exc):
            raise Busy(str(exc)) from None
        raise BadFile("broken", str(exc)) from None


def open_existing(path: Path) -> sqlite3.Connection:
    """A checked connection to the file at ``path``; BadFile says what is wrong with it, Busy
    that another program keeps it locked."""
    try:
        if not path.is_file():
            raise BadFile("not_file")
        size = path.stat().st_size
        if size == 0:
            raise BadFile("empty")
        if size > MAX_FILE_BYTES:
            raise BadFile("too_large", str(size))
        with open(path, "rb") as handle:
            header = handle.read(100)
    except OSError as exc:
        raise BadFile("unreadable", str(exc.strerror or exc)) from None
    if len(header) < 100 or not header.startswith(_HEADER):
        raise BadFile("not_database")
    try:
        conn = sqlite3.connect(_uri(path, "rw"), uri=True, timeout=OPEN_BUSY_TIMEOUT, isolation_level=None)
    except sqlite3.Error as exc:
        raise BadFile("cannot_open", str(exc)) from None
    try:
        _configure(conn)
        _check(conn)
    except BaseException:
        conn.close()
        raise
    return conn


def create_file(path: Path) -> None:
    """Build an empty database beside ``path`` and move it into place in one step (never over a
    file that appeared meanwhile)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    os.close(fd)
    tmp = Path(name)
    try:
        conn = sqlite3.connect(str(tmp), isolation_level=None)
        try:
            conn.executescript("BEGIN;\n" + SCHEMA_SQL + f"PRAGMA user_version = {SCHEMA_VERSION};\nCOMMIT;")
        finally:
            conn.close()
        with open(tmp, "rb+") as handle:
            os.fsync(handle.fileno())
        try:
            os.link(tmp, path)  # fails when a file is there already (another window was quicker)
        except FileExistsError:
            pass
        except OSError:
            if not path.exists():
                os.replace(tmp, path)  # no hard links on this file system
        storage.fsync_dir(path.parent)
    finally:
        for leftover in (tmp, tmp.with_name(tmp.name + "-journal")):
            try:
                leftover.unlink()
            except FileNotFoundError:
                pass


def memory_database(source: Optional[sqlite3.Connection] = None) -> sqlite3.Connection:
    conn = sqlite3.connect(":memory:", isolation_level=None)
    if source is not None:
        source.backup(conn)
    else:
        conn.executescript("BEGIN;\n" + SCHEMA_SQL + f"PRAGMA user_version = {SCHEMA_VERSION};\nCOMMIT;")
    _configure(conn)
    return conn


def patient(conn: sqlite3.Connection) -> sqlite3.Connection:
    """``conn`` for the writes after every deal: they wait up to BUSY_TIMEOUT for another program
    (opening waits only OPEN_BUSY_TIMEOUT)."""
    conn.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT * 1000)}")
    return conn


def writable(conn: sqlite3.Connection) -> Optional[str]:
    """None when ``conn`` can be written (a real write, rolled back), else the reason."""
    try:
        conn.execute("BEGIN IMMEDIATE")
        try:
            conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        finally:
            conn.execute("ROLLBACK")
    except sqlite3.Error as exc:
        return str(exc)
    return None


def move_aside(path: Path) -> Path:
    moved = storage.move_aside(path)
    for ending in _COMPANIONS:  # a journal must never be applied to the fresh file
        companion = path.with_name(path.name + ending)
        if companion.exists():
            target = moved.with_name(moved.name + ending)
            if not target.exists():
                os.rename(companion, target)
    return moved


def not_kept(problem: Optional[StatisticsProblem], path: Path, where: str, why: str) -> StatisticsProblem:
    """``problem`` (if any) plus: this session's games are kept in memory only."""
    if problem is None:
        return StatisticsProblem(path, not_kept=where, not_kept_detail=why)
    return replace(problem, not_kept=where, not_kept_detail=why)
