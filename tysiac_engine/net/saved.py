"""A table's state file: what it must hold, read whole and checked, or set aside.

The server writes these files itself, but a disk, a crash of the machine or a person with an
editor may damage one.  A file is checked against this schema (types exactly, seats that fit
the rules, a host who is a human seat, names of the seats that match the record's players)
and its record replayed before a table is made of it; a file that fails any of it is renamed
``<name>.bad-<time>`` (never loaded half-valid, kept for a person to look at) and logged.
"""
from __future__ import annotations

import logging
import os
import time
from pathlib import Path
from typing import Annotated, Any, Literal, Optional

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, ValidationError

from ..errors import first_problem, shorten
from ..inputs import FileRefused, read_bounded
from ..record import MAX_DOCUMENT_BYTES, strict_loads
from ..rules import PRESET_NAMES
from . import protocol as P

log = logging.getLogger("tysiac.net")

STATE_FORMAT = "tysiac-net-table"
STATE_VERSION = 1
MAX_STATE_BYTES = MAX_DOCUMENT_BYTES + (1 << 20)

Digest = Annotated[str, StringConstraints(pattern=r"^[0-9a-f]{64}$")]
SavedName = Annotated[str, StringConstraints(min_length=1, max_length=P.MAX_PLAYER_NAME)]


class _Strict(BaseModel):
    model_config = ConfigDict(strict=True, extra="forbid", frozen=True)


class SavedSeat(_Strict):
    kind: Literal["human", "ai"]
    name: Optional[SavedName] = None
    level: Optional[P.Level] = None
    token_hash: Optional[Digest] = None
    substitute: Optional[P.Level] = None


class SavedChatLine(_Strict):
    seat: int = Field(ge=0, le=3)
    name: SavedName
    text: Annotated[str, StringConstraints(min_length=1, max_length=P.MAX_CHAT_LENGTH)]


class SavedTable(_Strict):
    format: Literal["tysiac-net-table"]
    version: Literal[1]
    preset: Literal[PRESET_NAMES]  # type: ignore[valid-type]
    overrides: dict[str, Any] = Field(max_length=64)
    host: int = Field(ge=0, le=3)
    seats: list[SavedSeat] = Field(min_length=2, max_length=4)
    record: Optional[dict[str, Any]]
    chat: list[SavedChatLine] = Field(default_factory=list, max_length=P.MAX_CHAT_HISTORY)

    def inconsistency(self) -> Optional[str]:
        """What in the file does not fit together, or None."""
        seats = self.seats
        if self.host >= len(seats) or seats[self.host].kind != "human":
            return "the host is not a human seat"
        for i, seat in enumerate(seats):
            if seat.kind == "ai" and (seat.level is None or seat.name is None or seat.token_hash is not None):
                return f"seat {i}: a computer seat without its level or name"
            if seat.kind == "human" and (seat.name is None) != (seat.token_hash is None):
                return f"seat {i}: a player without a seat token"
            if seat.kind == "ai" and seat.substitute is not None:
                return f"seat {i}: a computer seat handed to a computer"
        if seats[self.host].name is None:
            return "the host has no seat"
        if any(line.seat >= len(seats) for line in self.chat):
            return "a chat line of no seat"
        if self.record is not None:
            if any(seat.name is None for seat in seats):
                return "a game started with a free seat"
            players = self.record.get("players")
            names = [p if isinstance(p, str) else p.get("name") if isinstance(p, dict) else None
                     for p in players] if isinstance(players, list) else None
            if names != [seat.name for seat in seats]:
                return "the record's players are not the table's seats"
        return None


class DamagedTable(Exception):
    """A state file that is not a table (``str()``: why, short)."""


def read_table(path: Path) -> SavedTable:
    """The checked contents of a state file; raises :class:`DamagedTable` (or FileRefused for a
    file that cannot be read now: that one is left where it is, it may be readable later)."""
    raw = read_bounded(path, MAX_STATE_BYTES)
    try:
        doc = strict_loads(raw.decode())
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise DamagedTable(f"not JSON: {shorten(str(exc), 80)}") from None
    try:
        table = SavedTable.model_validate(doc)
    except ValidationError as exc:
        raise DamagedTable(first_problem(exc, "file")) from None
    problem = table.inconsistency()
    if problem is not None:
        raise DamagedTable(problem)
    return table


def set_aside(path: Path, reason: str) -> Optional[Path]:
    """Rename a damaged state file ``<name>.bad-<UTC time>`` (out of the server's way, kept) and log it."""
    target = path.with_name(f"{path.name}.bad-{time.strftime('%Y%m%dT%H%M%SZ', time.gmtime())}")
    try:
        os.replace(path, target)
    except OSError as exc:
        log.error("table file %s is damaged (%s) and cannot be set aside: %s", path.name, reason, exc.strerror)
        return None
    log.error("table file %s is damaged (%s): set aside as %s", path.name, reason, target.name)
    return target


__all__ = ["DamagedTable", "FileRefused", "SavedTable", "read_table", "set_aside", "STATE_FORMAT", "STATE_VERSION"]
