"""The network tables this app sits at, kept in its data folder until their games end, so that
after any restart (a crash, a killed app, a reboot) the player is offered to rejoin them.

A seat is the table's invitation (server and code), the seat's token, the name it sits under and
who else sits there ("Rejoin the table with Ala and Bolek"); a table this app serves itself also
keeps its port, so that the server is started again first and friends rejoin by themselves.
"""
from __future__ import annotations

from pathlib import Path
from typing import Optional

from pydantic import BaseModel, ConfigDict, Field, StrictInt, StrictStr, ValidationError

from tysiac_engine.net import protocol as P
from tysiac_engine.net.invitation import Invitation, InvitationError, parse_invitation

from .. import storage

MAX_BYTES = 64 * 1024
MAX_SEATS = 16  # the newest are kept


class TableSeat(BaseModel):
    """One seat of this app at a network table."""
    model_config = ConfigDict(frozen=True, extra="forbid")
    invitation: StrictStr = Field(min_length=1, max_length=600)  # Invitation.text
    token: StrictStr = Field(min_length=1, max_length=64, pattern=r"^[A-Za-z0-9_-]+$")
    name: StrictStr = Field(min_length=1, max_length=P.MAX_PLAYER_NAME)
    others: tuple[StrictStr, ...] = Field(default=(), max_length=3)  # the other players' names
    served_port: Optional[StrictInt] = Field(default=None, ge=1, le=65535)  # this app serves the table

    def table(self) -> Invitation:
        """The invitation (raises InvitationError for a file edited by hand)."""
        return parse_invitation(self.invitation)

    @property
    def code(self) -> str:
        return self.table().code


class _Seats(BaseModel):
    model_config = ConfigDict(extra="forbid")
    seats: list[TableSeat] = Field(default_factory=list, max_length=MAX_SEATS)


def tables_dir() -> Path:
    """Where the app's own server saves its tables."""
    return storage.data_dir() / "network-tables"


def _path() -> Path:
    return storage.data_dir() / "network-seats.json"


def remembered() -> list[TableSeat]:
    """The seats to offer for rejoining, newest first.  A damaged file is set aside (kept, never
    overwritten) and nothing is offered."""
    path = _path()
    if not path.exists():
        return []
    try:
        seats = _Seats.model_validate(storage.read_json(path, MAX_BYTES)).seats
        for seat in seats:
            seat.table()
    except (storage.JsonFileProblem, ValidationError, InvitationError):
        try:
            storage.move_aside(path)
        except OSError:
            pass  # a read-only folder: the file stays, unused
        return []
    return list(reversed(seats))


def _write(seats: list[TableSeat]) -> None:
    storage.atomic_write_text(_path(), _Seats(seats=seats[-MAX_SEATS:]).model_dump_json(indent=1))


def remember(seat: TableSeat) -> None:
    """Keep ``seat`` (in place of what was known of it before: the same token)."""
    _write([s for s in reversed(remembered()) if s.token != seat.token] + [seat])


def forget(code: str) -> None:
    """The game at table ``code`` is over (or the table is gone): nothing to rejoin there."""
    seats = list(reversed(remembered()))
    kept = [s for s in seats if s.code != code]
    if len(kept) != len(seats):
        _write(kept)


def sits_at(code: str, name: str) -> Optional[TableSeat]:
    """This app's seat at table ``code`` under ``name``, if it has one."""
    return next((s for s in remembered() if s.code == code and s.name == name), None)
