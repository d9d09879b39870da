"""The computer levels, named once (light to import: no search is loaded)."""
from __future__ import annotations

from typing import Literal, get_args

Level = Literal["easy", "medium", "hard", "expert"]
LEVELS: tuple[str, ...] = get_args(Level)
# the levels that search (seconds a decision; the desktop runs them in a process of their own)
SEARCH_LEVELS: frozenset[str] = frozenset({"hard", "expert"})
