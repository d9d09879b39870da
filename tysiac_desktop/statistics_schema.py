"""The statistics database's schema: its tables and every column's type and range, as SQL to
create them and as checks an opened file must pass (``statistics`` describes the tables)."""
from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from typing import Any, Iterable, Optional

from tysiac_engine.ai.levels import LEVELS

SCHEMA_VERSION = 1  # PRAGMA user_version
OUTCOMES = ("made", "failed", "bombed", "conceded", "redeal")
SCORE_LIMIT = 10_000_000


@dataclass(frozen=True)
class _Column:
    name: str
    type: str  # "INTEGER" or "TEXT"
    nullable: bool = False
    check: Optional[str] = None
    extra: str = ""

    def sql(self) -> str:
        parts = [self.name, self.type]
        if self.extra:
            parts.append(self.extra)
        if not self.nullable and "PRIMARY KEY" not in self.extra:
            parts.append("NOT NULL")
        if self.check:
            parts.append(f"CHECK ({self.check})")
        return " ".join(parts)

    def valid(self) -> str:
        """The condition every stored value must meet (the type, NULL and the CHECK)."""
        kinds = ["'integer'" if self.type == "INTEGER" else "'text'"] + (["'null'"] if self.nullable else [])
        cond = f"typeof({self.name}) IN ({', '.join(kinds)})"
        if self.check:
            cond += f" AND ({self.name} IS NULL OR ({self.check}))"
        return cond


def _text(name: str, limit: int, **kw: Any) -> _Column:
    return _Column(name, "TEXT", check=f"length({name}) <= {limit}", **kw)


def _int(name: str, low: int, high: int, **kw: Any) -> _Column:
    return _Column(name, "INTEGER", check=f"{name} BETWEEN {low} AND {high}", **kw)


def _one_of(name: str, values: Iterable[str], **kw: Any) -> _Column:
    listed = ", ".join(f"'{v}'" for v in values)
    return _Column(name, "TEXT", check=f"{name} IN ({listed})", **kw)


TABLES: dict[str, tuple[tuple[_Column, ...], tuple[str, ...]]] = {
    "games": ((
        _Column("id", "INTEGER", extra="PRIMARY KEY", check="id > 0"),
        _text("key", 80, extra="UNIQUE"),
        _text("started", 40),
        _text("updated", 40),
        _text("preset", 40),
        _text("rules", 20000),
        _int("target", 1, 100000),
        _int("seats", 2, 4),
        _int("finished", 0, 1),
        _int("winner", -1, 3, nullable=True),
    ), ()),
    "seats": ((
        _Column("game_id", "INTEGER", extra="REFERENCES games(id) ON DELETE CASCADE"),
        _int("seat", 0, 3),
        _text("name", 200),
        _one_of("kind", ("human", "ai")),
        _one_of("level", LEVELS, nullable=True),
        _int("start_score", -SCORE_LIMIT, SCORE_LIMIT),
        _int("final_score", -SCORE_LIMIT, SCORE_LIMIT),
    ), ("PRIMARY KEY (game_id, seat)",)),
    "deals": ((
        _Column("game_id", "INTEGER", extra="REFERENCES games(id) ON DELETE CASCADE"),
        _int("number", 0, 1_000_000),
        _Column("fingerprint", "TEXT", check="length(fingerprint) = 64"),
        _int("dealer", 0, 3),
        _int("declarer", 0, 3, nullable=True),
        _int("bid", 0, 100000, nullable=True),
        _int("contract", 0, 100000, nullable=True),
        _one_of("outcome", OUTCOMES),
    ), ("PRIMARY KEY (game_id, number)",)),
    "deal_scores": ((
        _Column("game_id", "INTEGER"),
        _int("number", 0, 1_000_000),
        _int("seat", 0, 3),
        _int("change", -SCORE_LIMIT, SCORE_LIMIT),
        _int("total", -SCORE_LIMIT, SCORE_LIMIT),
    ), ("PRIMARY KEY (game_id, number, seat)",
        "FOREIGN KEY (game_id, number) REFERENCES deals(game_id, number) ON DELETE CASCADE")),
}

SCHEMA_SQL = "\n".join(
    f"CREATE TABLE {table} (\n    " + ",\n    ".join([c.sql() for c in columns] + list(constraints)) + "\n);"
    for table, (columns, constraints) in TABLES.items()
) + "\nCREATE INDEX seats_by_kind ON seats(kind, level);\n"

# Rows that break what the schema means across tables (seat numbers beyond the game's seats ...).
CROSS_CHECKS = (
    "SELECT 1 FROM seats s JOIN games g ON g.id = s.game_id WHERE s.seat >= g.seats LIMIT 1",
    "SELECT 1 FROM games g WHERE g.winner >= g.seats LIMIT 1",
    "SELECT 1 FROM deals d JOIN games g ON g.id = d.game_id"
    " WHERE d.dealer >= g.seats OR d.declarer >= g.seats LIMIT 1",
    "SELECT 1 FROM deal_scores c JOIN games g ON g.id = c.game_id WHERE c.seat >= g.seats LIMIT 1",
)

_made_objects: Optional[frozenset] = None


def schema_objects(conn: sqlite3.Connection) -> frozenset:
    return frozenset(conn.execute("SELECT type, name, tbl_name, sql FROM sqlite_master").fetchall())


def expected_objects() -> frozenset:
    """What sqlite_master holds in a database this version created (SQLite's own spelling)."""
    global _made_objects
    if _made_objects is None:
        conn = sqlite3.connect(":memory:")
        try:
            conn.executescript(SCHEMA_SQL)
            _made_objects = schema_objects(conn)
        finally:
            conn.close()
    return _made_objects
