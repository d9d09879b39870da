"""The table this app hosts, kept on disk so that a host whose app stopped (or crashed) resumes it:
the server's saved tables (one file each, after every action) and the host's own seat token."""
from __future__ import annotations

from pathlib import Path
from typing import Optional

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from .. import storage

MAX_BYTES = 4096


class HostedTable(BaseModel):
    """Where the hosted table listens, its code and the host's seat token."""
    model_config = ConfigDict(frozen=True, extra="forbid", strict=True)
    port: int = Field(ge=1, le=65535)
    code: str = Field(min_length=1, max_length=64, pattern=r"^[A-Za-z0-9_-]+$")
    token: str = Field(min_length=1, max_length=64, pattern=r"^[A-Za-z0-9_-]+$")


def tables_dir() -> Path:
    """Where the app's own server saves its tables."""
    return storage.data_dir() / "network-tables"


def _path() -> Path:
    return storage.data_dir() / "hosted-table.json"


def remember(table: HostedTable) -> None:
    storage.atomic_write_text(_path(), table.model_dump_json())


def forget() -> None:
    _path().unlink(missing_ok=True)


def remembered() -> Optional[HostedTable]:
    """The table to resume, if one was left unfinished (a file that is not one is ignored)."""
    if not _path().exists():
        return None
    try:
        return HostedTable.model_validate(storage.read_json(_path(), MAX_BYTES))
    except (storage.JsonFileProblem, ValidationError):
        return None

