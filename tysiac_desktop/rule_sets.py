"""Named rule sets: a preset plus overrides under a name the player chose, one JSON file each.

Plain Python (no Qt), tested without a display.  A rule-set file is::

    {"format": "tysiac-rule-set", "version": 1, "name": "U Zdzicha — bez bomb",
     "rules": {"preset": "polish", "overrides": {"bombs_per_player": 0}}}

where ``rules`` is exactly RECORD.md's ``rules`` object (read with the engine's own
``RulesSpec`` and checked by ``make_rules``).  Files live in ``storage.rule_sets_dir()``;
the file name is a slug of the set's name, never the name itself.

Nothing is lost: every write is atomic (``storage.atomic_write_text``), and a file that
cannot be used (damaged, cut short, too large, from a newer version, with a top-level key
this version does not write, hostile) is renamed aside with ``storage.move_aside`` and
reported, while the other sets still load.  Unknown top-level keys are judged as in the
settings file (``storage.unknown_keys``); a game record's own keys follow RECORD.md.

Every failure is a :class:`RuleSetError` with a ``code`` (and ``key``, ``name``,
``path``, ``moved_to`` where they apply) so a front end can build a translated
sentence; ``str()`` is a short English message.
"""
from __future__ import annotations

import json
import os
import re
import types
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, Mapping, Optional, Union

from pydantic import ValidationError

from tysiac_engine.errors import InvalidRules, shorten, unknown_rules_key
from tysiac_engine.record import FORMAT as RECORD_FORMAT
from tysiac_engine.record import MAX_DOCUMENT_BYTES, RulesSpec
from tysiac_engine.rules import PRESETS, Rules, make_rules

from . import storage

FORMAT = "tysiac-rule-set"
VERSION = 1
KEYS = ("format", "version", "name", "rules")  # the top level of a rule-set file
SUFFIX = ".json"
MAX_FILE_BYTES = 256 * 1024  # a rule-set file is about 1 KB; anything far larger is not one
MAX_NAME_LENGTH = 80
MAX_SLUG_LENGTH = 48  # characters; at most 4 bytes each in UTF-8, far below any file-name limit

PathLike = Union[str, os.PathLike]

# Files move_aside() made (``<stem>.bad-YYYYmmdd-HHMMSS[-n].json``): kept for bug reports, never read.
_MOVED_ASIDE = re.compile(r"\.bad-\d{8}-\d{6}(?:-\d+)?\.json$", re.IGNORECASE)
# Names Windows reserves for devices, with or without an extension.
_RESERVED = {"con", "prn", "aux", "nul", *(f"com{i}" for i in range(10)), *(f"lpt{i}" for i in range(10))}
# Characters that reorder text on screen (a name could pretend to be another).
_BIDI = set("\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")

# ``code`` values of RuleSetError, each with a short English message.
MESSAGES = {
    "bad_name": "the name is not allowed",
    "exists": "a rule set with this name already exists",
    "missing": "there is no rule set with this name",
    "bad_rules": "the rules are not valid",
    "unreadable": "the file cannot be read",
    "not_file": "it is not a regular file",
    "too_large": "the file is too large to be a rule set",
    "empty": "the file is empty",
    "not_text": "the file is not a text file (UTF-8 expected)",
    "not_json": "the file is not valid JSON (damaged or cut short)",
    "too_deep": "the file is nested too deeply",
    "not_object": "the file does not hold a JSON object",
    "wrong_format": "the file is not a rule set",
    "bad_version": "the file has no valid version number",
    "newer_version": "the file was written by a newer version of the program",
    "unknown_key": "the file holds a key this version does not know",
    "duplicate": "another rule-set file has the same name",
    "damaged": "the file cannot be used",
    "write_failed": "the file cannot be written",
    "not_replaced": "a folder, a link, a named pipe or a device is there; it is not replaced",
}
# Reasons a name is refused (RuleSetError.detail when code == "bad_name").
NAME_REASONS = {
    "empty": "it is empty",
    "too_long": f"it is longer than {MAX_NAME_LENGTH} characters",
    "characters": "it holds control characters or slashes",
}


class RuleSetError(Exception):
    """Why a rule set cannot be read, written or imported.

    ``code`` is one of :data:`MESSAGES`; ``key`` names the bad rules key (``bad_rules``) or the
    unknown top-level key (``unknown_key``);
    ``name`` the rule set; ``path`` the file; ``moved_to`` where a bad file was moved
    (``None`` if it was not moved); ``detail`` the engine's or the system's own words.
    """

    def __init__(self, code: str, *, key: Optional[str] = None, name: Optional[str] = None,
                 path: Optional[PathLike] = None, detail: str = "",
                 moved_to: Optional[Path] = None, rules_error: Optional[InvalidRules] = None) -> None:
        self.code = code
        self.rules_error = rules_error  # the engine's refusal (bad_rules), for a translated sentence
        self.key = key
        self.name = name
        self.path = Path(path) if path is not None else None
        self.detail = detail
        self.moved_to = moved_to
        super().__init__(self._text())

    def _text(self) -> str:
        reason = MESSAGES.get(self.code, self.code)
        if self.code == "bad_name" and self.detail in NAME_REASONS:
            reason += f" ({NAME_REASONS[self.detail]})"
        elif self.code == "bad_rules":
            reason += f": {self.detail}" if self.detail else f" (key {self.key!r})"
        elif self.code == "unknown_key":
            reason += f" ({self.key!r})"
        elif self.detail:
            reason += f" ({self.detail})"
        if self.path is not None:
            text = f"{self.path.name}: {reason}"
        elif self.name is not None:
            text = f"{self.name!r}: {reason}"
        else:
            text = reason[:1].upper() + reason[1:]
        if self.moved_to is not None:
            text += f"; it was moved aside as {self.moved_to.name}"
        return text + "."

    def __str__(self) -> str:  # moved_to may be set after construction
        return self._text()


@dataclass(frozen=True)
class RuleSet:
    """A named rule set: a preset plus the overrides that differ from it (read-only)."""

    name: str
    preset: str
    overrides: Mapping[str, Any]
    path: Optional[Path] = field(default=None, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "overrides", types.MappingProxyType(dict(self.overrides)))

    def __hash__(self) -> int:
        return hash((self.name, self.preset, tuple(sorted(self.overrides.items()))))

    def rules(self) -> Rules:
        """The engine's rules of this set."""
        return make_rules(self.preset, dict(self.overrides))

    def spec(self) -> dict[str, Any]:
        """RECORD.md's ``rules`` object: ``{"preset": …, "overrides": {…}}``."""
        return {"preset": self.preset, "overrides": dict(self.overrides)}


# ----------------------------------------------------------------- names and rules
def clean_name(name: Any) -> str:
    """The name as stored (NFC, spaces collapsed, trimmed); RuleSetError("bad_name") if refused.

    A name is 1-80 characters with no control characters, no text-direction marks and
    no slashes; any other Unicode is fine ("U Zdzicha — bez bomb", "Тысяча у Пети").
    """
    if not isinstance(name, str):
        raise RuleSetError("bad_name", detail="empty")
    text = unicodedata.normalize("NFC", name)
    bad = any(unicodedata.category(ch) in ("Cc", "Cs", "Zl", "Zp") and ch not in " \t"
              or ch in _BIDI or ch in "/\\" for ch in text)
    if bad:
        raise RuleSetError("bad_name", name=text[:MAX_NAME_LENGTH], detail="characters")
    text = " ".join(text.split())
    if not text:
        raise RuleSetError("bad_name", detail="empty")
    if len(text) > MAX_NAME_LENGTH:
        raise RuleSetError("bad_name", name=text[:MAX_NAME_LENGTH] + "…", detail="too_long")
    return text


def same_name(a: str, b: str) -> bool:
    """Names are the same when they differ only in letter case."""
    return a.casefold() == b.casefold()


def slug(name: str) -> str:
    """A safe file stem for a name: lower-case letters and digits joined by '-'."""
    text = unicodedata.normalize("NFC", name).lower()
    text = "".join(ch if ch.isalnum() else "-" for ch in text)
    text = re.sub(r"-+", "-", text).strip("-")[:MAX_SLUG_LENGTH].strip("-")
    if not text:
        return "rule-set"
    if text in _RESERVED:
        text += "-set"
    return text


def read_rules(obj: Any) -> tuple[str, dict[str, Any]]:
    """``(preset, overrides)`` of RECORD.md's ``rules`` object, checked by the engine.

    The overrides come back reduced to the keys that differ from the preset.
    Raises :class:`InvalidRules` whose ``key`` names the bad key.
    """
    if not isinstance(obj, dict):
        raise InvalidRules("rules: an object {\"preset\": …, \"overrides\": {…}} is expected", "rules",
                           "not_an_object")
    try:
        spec = RulesSpec.model_validate(obj)
    except ValidationError as error:
        first = error.errors()[0]
        loc = first.get("loc") or ()
        if loc and first.get("type") == "extra_forbidden":
            raise unknown_rules_key(loc[0]) from None
        key = shorten(str(loc[0])) if loc else "rules"  # a hostile file's key may be megabytes long
        code = ("not_an_object" if key in ("overrides", "rules") or first.get("type") == "missing"
                else "unknown_preset" if key == "preset" else "invalid_value")
        params = {"value": first.get("input")}
        if code == "unknown_preset":
            params["presets"] = list(PRESETS)
        raise InvalidRules(f"{key}: {first.get('msg')}", key, code, params) from None
    rules = make_rules(spec.preset, spec.overrides)
    return spec.preset, rules.overrides_from(spec.preset)


def _dumps(doc: dict) -> str:
    return json.dumps(doc, ensure_ascii=False, indent=1) + "\n"


def _read_doc(path: Path, limit: int) -> Any:
    """The JSON document in ``path`` or RuleSetError with the reason."""
    try:
        return storage.read_json(path, limit)
    except storage.JsonFileProblem as problem:
        detail = problem.detail
        if problem.reason == "too_large":
            detail = f"{detail} bytes"
        elif problem.reason == "not_json":
            detail = detail[:120]
        raise RuleSetError(problem.reason, path=path, detail=detail) from None


def _check_version(doc: dict, path: Path) -> None:
    version = doc.get("version")
    if type(version) is not int:
        raise RuleSetError("bad_version", path=path)
    if version > VERSION:
        raise RuleSetError("newer_version", path=path, detail=f"version {version}")
    if version < VERSION:
        raise RuleSetError("bad_version", path=path)


def _check_keys(doc: dict, path: Path) -> None:
    """A rule-set file holds no top-level key this version does not write (as settings.json)."""
    unknown = storage.unknown_keys(doc, KEYS)
    if unknown:
        raise RuleSetError("unknown_key", path=path, key=unknown[0][:80])


def _bad_rules(exc: InvalidRules, path: Optional[Path] = None, name: Optional[str] = None) -> RuleSetError:
    return RuleSetError("bad_rules", key=exc.key or "rules", path=path, name=name, detail=str(exc)[:200],
                        rules_error=exc)


def _read_file(path: Path) -> RuleSet:
    """One rule-set file, fully checked; RuleSetError otherwise (never anything else)."""
    doc = _read_doc(path, MAX_FILE_BYTES)
    try:
        if not isinstance(doc, dict):
            raise RuleSetError("not_object", path=path)
        if doc.get("format") != FORMAT:
            raise RuleSetError("wrong_format", path=path)
        _check_version(doc, path)
        _check_keys(doc, path)
        try:
            name = clean_name(doc.get("name"))
        except RuleSetError as exc:
            raise RuleSetError("bad_name", path=path, detail=exc.detail) from None
        try:
            preset, overrides = read_rules(doc.get("rules"))
        except InvalidRules as exc:
            raise _bad_rules(exc, path) from None
    except RuleSetError:
        raise
    except RecursionError:
        raise RuleSetError("too_deep", path=path) from None
    except Exception as exc:  # a hostile file must never take the app down
        raise RuleSetError("damaged", path=path, detail=type(exc).__name__) from None
    return RuleSet(name, preset, overrides, path)


def _document(rule_set: RuleSet) -> dict:
    return {"format": FORMAT, "version": VERSION, "name": rule_set.name, "rules": rule_set.spec()}


# ----------------------------------------------------------------- the store
class RuleSetStore:
    """The saved rule sets in one folder (default: ``storage.rule_sets_dir()``)."""

    def __init__(self, folder: Optional[PathLike] = None) -> None:
        self.folder = Path(folder) if folder is not None else storage.rule_sets_dir()

    # -- reading
    def _candidates(self) -> list[Path]:
        try:
            entries = list(self.folder.iterdir())
        except FileNotFoundError:
            return []
        except OSError:
            return []
        paths = []
        for path in entries:
            name = path.name
            if not name.lower().endswith(SUFFIX) or name.startswith(".") or _MOVED_ASIDE.search(name):
                continue
            if path.is_symlink() or not path.is_file():  # only plain files of our own
                continue
            paths.append(path)
        return sorted(paths, key=lambda p: p.name)

    def scan(self) -> tuple[list[RuleSet], list[RuleSetError]]:
        """Every good set (sorted by name) and one error per bad file, which is moved aside."""
        sets: list[RuleSet] = []
        problems: list[RuleSetError] = []
        for path in self._candidates():
            try:
                found = _read_file(path)
                if any(same_name(found.name, s.name) for s in sets):
                    found = self._keep_twin(found, sets)
            except RuleSetError as exc:
                if exc.code != "unreadable":  # a file we may not read we may not move either
                    try:
                        exc.moved_to = storage.move_aside(path)
                    except OSError:
                        exc.moved_to = None
                problems.append(exc)
                continue
            sets.append(found)
        sets.sort(key=lambda s: (s.name.casefold(), s.name))
        return sets, problems

    def _keep_twin(self, twin: RuleSet, sets: list[RuleSet]) -> RuleSet:
        """A second file whose set has a name already read (the same but for letter case: copied
        in by hand, or by an older version) is kept: it is renamed in its file as an import
        would name it ("Twin (2)").  RuleSetError("duplicate") when its file cannot be written."""
        try:
            return self._write(RuleSet(self._unique(twin.name, sets), twin.preset, twin.overrides), twin.path)
        except RuleSetError:
            raise RuleSetError("duplicate", path=twin.path, name=twin.name) from None

    def load_all(self) -> tuple[list[RuleSet], list[str]]:
        """Every good set and a plain message for each bad file (moved aside, others still load)."""
        sets, problems = self.scan()
        return sets, [str(p) for p in problems]

    def _index(self) -> list[RuleSet]:
        """The good sets, without touching bad files (they are dealt with by scan())."""
        sets: list[RuleSet] = []
        for path in self._candidates():
            try:
                found = _read_file(path)
            except RuleSetError:
                continue
            if not any(same_name(found.name, s.name) for s in sets):
                sets.append(found)
        return sets

    def _find(self, name: str, sets: Optional[Iterable[RuleSet]] = None) -> Optional[RuleSet]:
        for rule_set in self._index() if sets is None else sets:
            if same_name(rule_set.name, name):
                return rule_set
        return None

    def name_of(self, rules: Rules, preset: str) -> Optional[str]:
        """The name of the first saved set (by name) that plays ``rules`` on ``preset``, whatever the
        player count; None when none does."""
        wanted = rules.changes_from(preset)
        for rule_set in sorted(self._index(), key=lambda s: (s.name.casefold(), s.name)):
            try:
                if rule_set.preset == preset and rule_set.rules().changes_from(preset) == wanted:
                    return rule_set.name
            except InvalidRules:
                continue
        return None

    def names(self) -> list[str]:
        return sorted((s.name for s in self._index()), key=str.casefold)

    def get(self, name: str) -> RuleSet:
        found = self._find(clean_name(name))
        if found is None:
            raise RuleSetError("missing", name=name)
        return found

    # -- writing
    def _free_path(self, name: str, keep: Optional[Path] = None) -> Path:
        stem = slug(name)
        for n in range(1, 10000):
            path = self.folder / f"{stem if n == 1 else f'{stem}-{n}'}{SUFFIX}"
            if path == keep or not (path.exists() or path.is_symlink()):
                return path
        raise RuleSetError("write_failed", name=name, detail="no free file name")

    def _write(self, rule_set: RuleSet, path: Path) -> RuleSet:
        try:
            storage.atomic_write_text(path, _dumps(_document(rule_set)))
        except OSError as exc:
            raise RuleSetError("write_failed", path=path, detail=exc.strerror or str(exc)) from None
        return RuleSet(rule_set.name, rule_set.preset, rule_set.overrides, path)

    @staticmethod
    def _checked(name: str, preset: str, overrides: Optional[Mapping[str, Any]]) -> RuleSet:
        name = clean_name(name)
        try:
            preset, reduced = read_rules({"preset": preset, "overrides": dict(overrides or {})})
        except InvalidRules as exc:
            raise _bad_rules(exc, name=name) from None
        return RuleSet(name, preset, reduced)

    def save(self, name: str, preset: str, overrides: Optional[Mapping[str, Any]] = None, *,
             replace: bool = False) -> RuleSet:
        """Save a set; RuleSetError("exists") if the name is taken, unless ``replace``."""
        rule_set = self._checked(name, preset, overrides)
        existing = self._find(rule_set.name)
        if existing is not None and not replace:
            raise RuleSetError("exists", name=existing.name)
        path = existing.path if existing is not None and existing.path else self._free_path(rule_set.name)
        return self._write(rule_set, path)

    def rename(self, old: str, new: str) -> RuleSet:
        """Give a set another name (letter case alone may change); RuleSetError if taken or missing."""
        new = clean_name(new)
        sets = self._index()
        current = self._find(old, sets)
        if current is None or current.path is None:
            raise RuleSetError("missing", name=old)
        other = self._find(new, sets)
        if other is not None and other.path != current.path:
            raise RuleSetError("exists", name=other.name)
        keep = current.path if slug(new) == slug(current.name) else None
        target = self._free_path(new, keep=keep)
        renamed = self._write(RuleSet(new, current.preset, current.overrides), target)
        if target != current.path:  # the new file is safely written: only now drop the old one
            _remove(current.path)
        return renamed

    def delete(self, name: str) -> None:
        current = self._find(name)
        if current is None or current.path is None:
            raise RuleSetError("missing", name=name)
        _remove(current.path)

    # -- exchange
    def export(self, name_or_spec: Union[str, RuleSet, Mapping[str, Any]], path: PathLike) -> Path:
        """Write RECORD.md's ``rules`` object (of a saved set, a RuleSet or a ``{"preset", "overrides"}``
        spec) to ``path``, atomically."""
        if isinstance(name_or_spec, RuleSet):
            spec = name_or_spec.spec()
        elif isinstance(name_or_spec, str):
            spec = self.get(name_or_spec).spec()
        else:
            try:
                preset, overrides = read_rules(dict(name_or_spec))
            except InvalidRules as exc:
                raise _bad_rules(exc) from None
            spec = {"preset": preset, "overrides": overrides}
        target = Path(path)
        try:
            storage.export_text(target, _dumps(spec))
        except storage.NotReplaced:
            raise RuleSetError("not_replaced", path=target) from None
        except OSError as exc:
            raise RuleSetError("write_failed", path=target, detail=exc.strerror or str(exc)) from None
        return target

    def import_file(self, path: PathLike, name: Optional[str] = None, *, replace: bool = False) -> RuleSet:
        """Add the rules in ``path`` as a saved set and return it.

        ``path`` may hold a bare ``rules`` object, a whole game record (its ``rules`` is
        taken) or a rule-set file.  The name is ``name``, else the rule-set file's name,
        else the file name; " (2)", " (3)" … is added when taken (unless ``replace``).
        On any problem RuleSetError is raised (``key`` names a bad rules key) and
        nothing on disk changes.
        """
        source = Path(path)
        doc = _read_doc(source, MAX_DOCUMENT_BYTES)
        if not isinstance(doc, dict):
            raise RuleSetError("not_object", path=source)
        suggested: Any = None
        try:
            if doc.get("format") in (FORMAT, RECORD_FORMAT):
                _check_version(doc, source)
            if doc.get("format") == FORMAT:
                _check_keys(doc, source)
                suggested, rules = doc.get("name"), doc.get("rules")
            elif "rules" in doc:
                rules = doc["rules"]
            else:
                rules = doc
            preset, overrides = read_rules(rules)
        except RuleSetError:
            raise
        except InvalidRules as exc:
            raise _bad_rules(exc, source) from None
        except RecursionError:
            raise RuleSetError("too_deep", path=source) from None
        except Exception as exc:  # a hostile file must never take the app down
            raise RuleSetError("damaged", path=source, detail=type(exc).__name__) from None
        if name is not None:
            chosen = clean_name(name)
        else:
            chosen = self._suggest(suggested, source)
            if not replace:
                chosen = self._unique(chosen)
        return self.save(chosen, preset, overrides, replace=replace)

    @staticmethod
    def _suggest(suggested: Any, source: Path) -> str:
        for candidate in (suggested, source.stem.replace("_", " "), "Imported rules"):
            try:
                return clean_name(candidate)
            except RuleSetError:
                continue
        return "Imported rules"

    def _unique(self, name: str, sets: Optional[list[RuleSet]] = None) -> str:
        """``name``, or ``name (2)``, ``name (3)`` … where it is taken (among ``sets``, else the saved sets)."""
        sets = self._index() if sets is None else sets
        if self._find(name, sets) is None:
            return name
        for n in range(2, 10000):
            ending = f" ({n})"
            candidate = name[:MAX_NAME_LENGTH - len(ending)] + ending
            if self._find(candidate, sets) is None:
                return candidate
        raise RuleSetError("exists", name=name)


class SetNames:
    """The saved set's name for rules in force, each rules looked up once (a window or a dialog keeps
    one; :meth:`forget` after sets may have been saved or deleted)."""

    def __init__(self, store: Optional[RuleSetStore] = None) -> None:
        self.store = store if store is not None else RuleSetStore()
        self._known: dict[tuple, Optional[str]] = {}

    def __call__(self, rules: Rules, preset: str) -> Optional[str]:
        key = (preset, tuple(sorted(rules.changes_from(preset).items(), key=lambda item: item[0])))
        if key not in self._known:
            self._known[key] = self.store.name_of(rules, preset)
        return self._known[key]

    def forget(self) -> None:
        self._known.clear()


def _remove(path: Path) -> None:
    """Delete a rule-set file (already gone is fine); RuleSetError when the folder refuses."""
    try:
        path.unlink()
    except FileNotFoundError:
        pass
    except OSError as exc:
        raise RuleSetError("write_failed", path=path, detail=exc.strerror or str(exc)) from None
