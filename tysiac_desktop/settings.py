"""The player's preferences: a pydantic model kept in the config folder as settings.json.

Plain Python (no Qt), so loading and saving are tested without a display.
The file is written atomically.  A file that cannot be trusted (not JSON,
truncated, not a regular file, from a newer version of the program, or with
keys or values this version does not know) is never used and never
overwritten: it is moved aside and the defaults are used, with a message for
the player.  Unknown top-level keys are judged as in rule-set files
(``storage.unknown_keys``).
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Literal, NamedTuple, Optional, Union

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from tysiac_engine.rules import make_rules

from . import storage
from .languages import Language

SETTINGS_FORMAT = "tysiac-settings"
SETTINGS_VERSION = 1
MAX_SETTINGS_BYTES = 64 * 1024

# Milliseconds of one card's flight, and a computer's shortest time per move.
ANIMATION_MS = {"off": 0, "fast": 150, "normal": 280, "slow": 450}
PACE_MS = {"instant": 0, "fast": 250, "normal": 600, "slow": 1200}
# How long a completed trick stays on the table (a click takes it sooner), by the same pace.
TRICK_HOLD_MS = {"instant": 500, "fast": 700, "normal": 1000, "slow": 1600}
# Table cloths offered in Preferences (any #rrggbb is accepted in the file).
TABLE_COLOURS = {"green": "#17683a", "blue": "#1d4e7a", "burgundy": "#6b2130", "brown": "#6a4a2c",
                 "slate": "#3b4650"}


class HouseRules(BaseModel):
    """The rules chosen for the next game: a preset and the options changed from it."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    preset: Literal["polish", "russian", "danish"] = "polish"
    overrides: dict[str, Any] = Field(default_factory=dict)

    @model_validator(mode="after")
    def _playable(self) -> "HouseRules":
        """Only rules the engine accepts (a hand-edited file could hold anything)."""
        if len(self.overrides) > 100:
            raise ValueError("too many options")
        make_rules(self.preset, {k: v for k, v in self.overrides.items() if k != "players"})
        return self


class Preferences(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    language: Literal["system", Language] = "system"
    deck: str = Field(default="svg-cards", min_length=1, max_length=40, pattern=r"^[a-z0-9-]+$")
    four_colour: bool = False
    animation: Literal["off", "fast", "normal", "slow"] = "normal"
    pace: Literal["instant", "fast", "normal", "slow"] = "normal"
    auto_play_single: bool = False
    confirm_play: bool = False
    table_colour: str = Field(default=TABLE_COLOURS["green"], pattern=r"^#[0-9a-fA-F]{6}$")
    house_rules: Optional[HouseRules] = None  # None: the next game's dialog decides
    # the table server a network table was last hosted on ("wss://…"; None: on this computer)
    table_server: Optional[str] = Field(default=None, min_length=1, max_length=512)

    @property
    def animation_ms(self) -> int:
        return ANIMATION_MS[self.animation]

    @property
    def pace_ms(self) -> int:
        return PACE_MS[self.pace]

    @property
    def trick_hold_ms(self) -> int:
        return TRICK_HOLD_MS[self.pace]


class _SettingsFile(BaseModel):
    model_config = ConfigDict(extra="forbid")
    format: Literal["tysiac-settings"]
    version: int
    preferences: Preferences


def save_preferences(preferences: Preferences, path: Optional[Path] = None) -> Path:
    """Write the preferences atomically; OSError when the folder is not writable."""
    target = path or storage.settings_path()
    doc = {"format": SETTINGS_FORMAT, "version": SETTINGS_VERSION,
           "preferences": preferences.model_dump(mode="json")}
    storage.atomic_write_text(target, json.dumps(doc, ensure_ascii=False, indent=1) + "\n")
    return target


class FileProblem(NamedTuple):
    """Why a file was not used, as a reason code the window turns into a sentence in the
    player's language, and where the file was kept (None: it could not be moved)."""

    reason: str  # unreadable, not_file, too_large, empty, not_json, foreign, bad_version, newer,
    # unknown_key (detail: the key), bad_value
    detail: str  # the offending setting, the newer version, the OS error …
    kept_as: Optional[Path]


def chosen_language(path: Optional[Path] = None) -> Optional[str]:
    """The language chosen in Preferences ("en", "pl", …), or None (the system's, or no usable
    settings file).  Only reads (:func:`load_preferences` sets a bad file aside, later): the
    start switches to it before anything is said, even "already open"."""
    source = path or storage.settings_path()
    if not source.exists():
        return None
    found = _read(source)
    if isinstance(found, Preferences) and found.language != "system":
        return found.language
    return None


def _read(path: Path) -> Union[Preferences, tuple[str, str]]:
    """The preferences in ``path``, or why the file cannot be used (reason, detail)."""
    try:
        doc = storage.read_json(path, MAX_SETTINGS_BYTES)
    except storage.JsonFileProblem as problem:
        if problem.reason in ("not_text", "too_deep", "not_json"):
            return "not_json", ""  # for a player all three are a damaged file
        return problem.reason, problem.detail
    if not isinstance(doc, dict) or doc.get("format") != SETTINGS_FORMAT:
        return "foreign", ""
    version = doc.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        return "bad_version", repr(version)[:40]
    if version > SETTINGS_VERSION:
        return "newer", str(version)
    unknown = storage.unknown_keys(doc, _SettingsFile.model_fields)
    if unknown:
        return "unknown_key", unknown[0][:80]
    try:
        return _SettingsFile.model_validate(doc).preferences
    except ValidationError as exc:
        first = exc.errors()[0]
        return "bad_value", ".".join(str(p) for p in first["loc"])[:80]


def load_preferences(path: Optional[Path] = None) -> tuple[Preferences, Optional[FileProblem]]:
    """``(preferences, None)``, or the defaults and the problem when the file had to be set aside."""
    source = path or storage.settings_path()
    if not source.exists() and not source.is_symlink():
        return Preferences(), None
    found = _read(source)
    if isinstance(found, Preferences):
        return found, None
    try:
        moved: Optional[Path] = storage.move_aside(source)
    except OSError:
        moved = None
    return Preferences(), FileProblem(found[0], found[1], moved)
