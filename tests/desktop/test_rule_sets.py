"""Named rule sets on disk: save, load, rename, delete, export, import, and bad files moved aside."""
import json
import os
from pathlib import Path

import pytest

from tysiac_desktop import storage
from tysiac_desktop.rule_sets import (
    FORMAT, MAX_FILE_BYTES, VERSION, RuleSet, RuleSetError, RuleSetStore, clean_name, read_rules, slug,
)
from tysiac_engine import make_rules
from tysiac_engine.record import RulesSpec, load_game
from tysiac_engine.rules import PRESETS, Rules

NAME = "U Zdzicha — bez bomb"
CHANGES = {"bombs_per_player": 0, "bomb_max_bid": None, "target": 1500, "barrel": 880,
           "opponent_rounding": "exact", "lock_800_no_trick_penalty": 100}


@pytest.fixture
def store(tmp_path, monkeypatch):
    monkeypatch.setenv("TYSIAC_HOME", str(tmp_path))
    return RuleSetStore()


def files(folder: Path) -> dict[str, bytes]:
    """Every file in the folder (hidden ones too) and its bytes."""
    if not folder.exists():
        return {}
    return {p.name: p.read_bytes() for p in folder.iterdir() if p.is_file() and not p.is_symlink()}


def write_raw(store, name: str, data) -> Path:
    store.folder.mkdir(parents=True, exist_ok=True)
    path = store.folder / name
    path.write_bytes(data if isinstance(data, bytes) else data.encode("utf-8"))
    return path


def good_doc(name="Good", preset="polish", overrides=None) -> dict:
    return {"format": FORMAT, "version": VERSION, "name": name,
            "rules": {"preset": preset, "overrides": overrides or {}}}


# ----------------------------------------------------------------- round trips
def test_the_default_folder_is_the_config_rule_sets_folder(store, tmp_path):
    assert store.folder == storage.rule_sets_dir() == tmp_path / "config" / "rule-sets"
    assert store.load_all() == ([], [])  # no folder yet: nothing, no error, nothing created
    assert not store.folder.exists()


def test_a_saved_set_loads_back_identically(store):
    saved = store.save(NAME, "polish", CHANGES)
    assert saved == RuleSet(NAME, "polish", CHANGES)
    sets, messages = RuleSetStore(store.folder).load_all()
    assert messages == [] and sets == [saved]
    assert sets[0].rules() == make_rules("polish", CHANGES)
    assert sets[0].spec() == {"preset": "polish", "overrides": CHANGES}


def test_the_file_format(store):
    saved = store.save(NAME, "russian", {"bolts": False})
    assert saved.path.parent == store.folder and saved.path.name == "u-zdzicha-bez-bomb.json"
    doc = json.loads(saved.path.read_text(encoding="utf-8"))
    assert doc == {"format": "tysiac-rule-set", "version": 1, "name": NAME,
                   "rules": {"preset": "russian", "overrides": {"bolts": False}}}
    RulesSpec.model_validate(doc["rules"])  # the engine's own reading of RECORD.md's rules object


def test_overrides_equal_to_the_preset_are_dropped_and_the_set_is_read_only(store):
    saved = store.save("Plain", "danish", {"players": 3, "bid_step": 5, "bolts": True})
    assert dict(saved.overrides) == {"bolts": True}
    with pytest.raises(TypeError):
        saved.overrides["bolts"] = False  # type: ignore[index]
    assert isinstance(saved.rules(), Rules)
    assert saved in {RuleSet("Plain", "danish", {"bolts": True})}  # hashable despite the mapping


@pytest.mark.parametrize("preset", ["polish", "russian", "danish"])
def test_every_preset_round_trips(store, preset):
    store.save(f"Only {preset}", preset, {})
    (loaded,), _ = store.load_all()
    assert loaded.rules().model_dump() == PRESETS[preset]


def test_sets_are_listed_by_name(store):
    for name in ("beta", "Alfa", "Тысяча у Пети", "ćma"):
        store.save(name, "polish", {})
    sets, _ = store.load_all()
    assert [s.name for s in sets] == ["Alfa", "beta", "ćma", "Тысяча у Пети"]
    assert store.names() == ["Alfa", "beta", "ćma", "Тысяча у Пети"]


def test_saving_a_taken_name_needs_replace(store):
    first = store.save(NAME, "polish", {"target": 1500})
    before = files(store.folder)
    with pytest.raises(RuleSetError) as caught:
        store.save(NAME.upper(), "polish", {"target": 2000})  # letter case does not make another name
    assert caught.value.code == "exists" and caught.value.name == NAME
    assert files(store.folder) == before
    replaced = store.save(NAME, "polish", {"target": 2000}, replace=True)
    assert replaced.path == first.path
    assert store.get(NAME).overrides == {"target": 2000}
    assert len(store.load_all()[0]) == 1


def test_rename(store):
    store.save("Old", "russian", {"bolts": False})
    store.save("Other", "polish", {})
    renamed = store.rename("Old", "Nowa nazwa")
    assert renamed == RuleSet("Nowa nazwa", "russian", {"bolts": False})
    assert store.names() == ["Nowa nazwa", "Other"]
    assert not (store.folder / "old.json").exists() and renamed.path.name == "nowa-nazwa.json"
    with pytest.raises(RuleSetError) as caught:
        store.rename("Nowa nazwa", "other")
    assert caught.value.code == "exists"
    with pytest.raises(RuleSetError) as caught:
        store.rename("nobody", "x")
    assert caught.value.code == "missing"
    assert store.rename("Nowa nazwa", "NOWA nazwa").name == "NOWA nazwa"  # letter case alone
    assert store.names() == ["NOWA nazwa", "Other"]


def test_delete(store):
    store.save("Gone", "polish", {})
    store.save("Kept", "polish", {})
    store.delete("gone")
    assert store.names() == ["Kept"]
    with pytest.raises(RuleSetError) as caught:
        store.delete("Gone")
    assert caught.value.code == "missing"


# ----------------------------------------------------------------- names and file names
@pytest.mark.parametrize("name, reason", [
    ("../../x", "characters"), ("a/b", "characters"), ("a\\b", "characters"), ("a\x00b", "characters"),
    ("line\nbreak", "characters"), ("\u202eevil", "characters"), ("bad\ud800", "characters"),
    ("x" * 5000, "too_long"), ("", "empty"), ("   ", "empty"), (None, "empty"),
])
def test_hostile_names_are_refused_and_nothing_is_written(store, tmp_path, name, reason):
    with pytest.raises(RuleSetError) as caught:
        store.save(name, "polish", {})
    assert caught.value.code == "bad_name" and caught.value.detail == reason
    assert files(store.folder) == {}
    assert sorted(p.name for p in tmp_path.rglob("*")) == []  # nothing anywhere


def test_names_are_tidied_and_any_unicode_works(store):
    assert clean_name("  U  Zdzicha\t— bez bomb ") == NAME
    names = (NAME, "Тысяча у Пети", "Æblegrød & søn", "♠♥ 1000 ♦♣", "con", "NUL", "...", "x" * 80)
    for name in names:
        saved = store.save(name, "polish", {})
        assert saved.path.parent == store.folder
        stem = saved.path.stem
        assert stem and "/" not in stem and "\\" not in stem and not stem.startswith(".")
        assert stem.lower() not in ("con", "nul", "prn", "aux") and len(stem) <= 48
    assert len(store.load_all()[0]) == 8
    assert slug("con") == "con-set" and slug("...") == "rule-set" and slug(NAME) == "u-zdzicha-bez-bomb"


def test_names_with_the_same_slug_get_their_own_files(store):
    a = store.save("Moje zasady!", "polish", {})
    b = store.save("moje  zasady?", "polish", {"target": 1500})
    assert a.path != b.path and {a.path.name, b.path.name} == {"moje-zasady.json", "moje-zasady-2.json"}
    assert len(store.load_all()[0]) == 2


def test_writes_are_atomic_and_leave_no_temp_files(store, monkeypatch):
    saved = store.save("Kept", "polish", {"target": 1500})
    before = files(store.folder)

    def crash(*args):
        raise OSError("disk full")
    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(RuleSetError) as caught:
        store.save("Kept", "polish", {"target": 2000}, replace=True)
    assert caught.value.code == "write_failed" and "disk full" in str(caught.value)
    with pytest.raises(RuleSetError):
        store.rename("Kept", "Renamed")
    monkeypatch.undo()
    assert files(store.folder) == before  # the old file whole, no temp file left
    assert store.get("Kept") == saved
    store.rename("Kept", "Renamed")
    store.save("Second", "polish", {})
    assert sorted(files(store.folder)) == ["renamed.json", "second.json"]


# ----------------------------------------------------------------- export and import
def test_export_writes_the_record_rules_object_and_import_reads_it_back(store, tmp_path):
    saved = store.save(NAME, "polish", CHANGES)
    out = tmp_path / "out" / "zasady.json"
    store.export(NAME, out)
    doc = json.loads(out.read_text(encoding="utf-8"))
    assert doc == {"preset": "polish", "overrides": CHANGES}
    spec = RulesSpec.model_validate(doc)
    assert make_rules(spec.preset, spec.overrides) == saved.rules()
    # a game record with these rules replays
    record = {"format": "tysiac-record", "version": 1, "rules": doc, "players": ["A", "B", "C"], "deals": []}
    assert load_game(record).rules == saved.rules()
    assert [p.name for p in out.parent.iterdir()] == ["zasady.json"]
    imported = store.import_file(out)
    assert imported.name == "zasady" and imported.spec() == saved.spec()
    assert store.import_file(out).name == "zasady (2)"
    store.export({"preset": "russian", "overrides": {"bolts": False}}, out)
    assert json.loads(out.read_text()) == {"preset": "russian", "overrides": {"bolts": False}}
    store.export(saved, out)
    assert json.loads(out.read_text()) == doc


def test_import_takes_the_rules_of_a_game_record_and_of_a_rule_set_file(store, tmp_path):
    record = tmp_path / "game.json"
    record.write_text(json.dumps({"format": "tysiac-record", "version": 1,
                                  "rules": {"preset": "danish", "overrides": {"bolts": True}},
                                  "players": ["A", "B", "C"], "deals": [{"whatever": 1}]}))
    got = store.import_file(record, name="Z partii")
    assert got == RuleSet("Z partii", "danish", {"bolts": True})
    other = RuleSetStore(tmp_path / "elsewhere")
    shared = other.save("Od Oli", "russian", {"target": 1500})
    got = store.import_file(shared.path)
    assert got == RuleSet("Od Oli", "russian", {"target": 1500})
    bare = tmp_path / "bare.json"
    bare.write_text('{"preset": "polish"}')
    assert store.import_file(bare).spec() == {"preset": "polish", "overrides": {}}


@pytest.mark.parametrize("rules, key", [
    ({"preset": "polish", "overrides": {"bid_stepp": 5}}, "bid_stepp"),
    ({"preset": "polish", "overrides": {"bid_step": 7}}, "bid_step"),
    ({"preset": "polish", "overrides": {"target": "1000"}}, "target"),
    ({"preset": "polish", "overrides": {"barrel": 2000}}, "barrel"),
    ({"preset": "polish", "overrides": {"players": 4, "four_player_mode": "teams_2v2", "deck": 32}}, "deck"),
    ({"preset": "polish", "overrides": {"players": 2, "no_auction": True}}, "no_auction"),
    ({"preset": "klingon"}, "preset"),
    ({"preset": "polish", "bid_step": 5}, "bid_step"),  # an override outside "overrides"
    ({"preset": "polish", "overrides": [1]}, "overrides"),
    ({"overrides": {}}, "preset"),
    ("polish", "rules"),
])
def test_importing_bad_rules_names_the_key_and_changes_nothing(store, tmp_path, rules, key):
    store.save("Mine", "polish", {})
    before = files(store.folder)
    as_record = {"format": "tysiac-record", "version": 1, "rules": rules, "players": []}
    for doc in (rules, as_record) if isinstance(rules, dict) else (as_record,):
        path = tmp_path / "bad.json"
        path.write_text(json.dumps(doc))
        with pytest.raises(RuleSetError) as caught:
            store.import_file(path)
        assert caught.value.code == "bad_rules" and caught.value.key == key
        assert key in str(caught.value)
        assert files(store.folder) == before
        assert path.exists()  # an import never moves the user's own file


@pytest.mark.parametrize("data, code", [
    (b"", "empty"), (b"{\"preset\": \"pol", "not_json"), (b"\xff\xfe\x00", "not_text"),
    (b"[1, 2]", "not_object"), (b"[" * 100_000 + b"]" * 100_000, "too_deep"),
    (json.dumps({"format": "tysiac-record", "version": 2, "rules": {"preset": "polish"}}).encode(), "newer_version"),
])
def test_importing_a_bad_file_changes_nothing(store, tmp_path, data, code):
    path = tmp_path / "in.json"
    path.write_bytes(data)
    with pytest.raises(RuleSetError) as caught:
        store.import_file(path)
    assert caught.value.code == code
    assert files(store.folder) == {} and path.read_bytes() == data


def test_export_refuses_bad_rules(store, tmp_path):
    with pytest.raises(RuleSetError) as caught:
        store.export({"preset": "polish", "overrides": {"nope": 1}}, tmp_path / "x.json")
    assert caught.value.key == "nope" and not (tmp_path / "x.json").exists()


# ----------------------------------------------------------------- bad files on disk
BAD_FILES = {
    "corrupt.json": (b"\x00\x01not json at all", "not_json"),
    "binary.json": (b"\x89PNG\r\n\x1a\n\xff\xfe", "not_text"),
    "garbage.json": (b"this is { not json", "not_json"),
    "truncated.json": (json.dumps(good_doc("Cut")).encode()[:40], "not_json"),
    "empty.json": (b"", "empty"),
    "blank.json": (b"  \n ", "empty"),
    "newer.json": (json.dumps({**good_doc("Future"), "version": 2}).encode(), "newer_version"),
    "noversion.json": (json.dumps({**good_doc("Old"), "version": "1"}).encode(), "bad_version"),
    "boolversion.json": (json.dumps({**good_doc("Old"), "version": True}).encode(), "bad_version"),
    "array.json": (b"[1, 2, 3]", "not_object"),
    "string.json": (b"\"polish\"", "not_object"),
    "record.json": (json.dumps({"format": "tysiac-record", "version": 1}).encode(), "wrong_format"),
    "deep.json": (b"{\"a\": " * 20_000 + b"1" + b"}" * 20_000, "too_deep"),
    "deeprules.json": (json.dumps({**good_doc("Deep"), "rules": {"preset": "polish",
                       "overrides": {"target": [[[[[[1]]]]]]}}}).encode(), "bad_rules"),
    "badkey.json": (json.dumps(good_doc("Bad key", overrides={"no_such_key": 1})).encode(), "bad_rules"),
    "badvalue.json": (json.dumps(good_doc("Bad value", overrides={"bid_step": 7})).encode(), "bad_rules"),
    "wrongtype.json": (json.dumps(good_doc("Wrong type", overrides={"target": 1000.0})).encode(), "bad_rules"),
    "nopreset.json": (json.dumps({**good_doc("No preset"), "rules": {"overrides": {}}}).encode(), "bad_rules"),
    "rulesnull.json": (json.dumps({**good_doc("Null"), "rules": None}).encode(), "bad_rules"),
    "nameint.json": (json.dumps({**good_doc(), "name": 7}).encode(), "bad_name"),
    "traversal.json": (json.dumps(good_doc("../../../etc/passwd")).encode(), "bad_name"),
    "control.json": (json.dumps(good_doc("bell\u0007")).encode(), "bad_name"),
    "longname.json": (json.dumps(good_doc("n" * 5000)).encode(), "bad_name"),
    "surrogate.json": (b'{"format": "tysiac-rule-set", "version": 1, "name": "\\ud800", '
                       b'"rules": {"preset": "polish"}}', "bad_name"),
    "bignumber.json": (b'{"format": "tysiac-rule-set", "version": 1, "name": "Big", "rules": '
                       b'{"preset": "polish", "overrides": {"target": ' + b"9" * 5000 + b"}}}", "not_json"),
    "huge.json": (json.dumps({**good_doc("Huge"), "padding": "x" * (MAX_FILE_BYTES + 10)}).encode(), "too_large"),
}


def test_bad_files_are_moved_aside_byte_for_byte_and_good_sets_still_load(store):
    good = store.save(NAME, "russian", {"bolts": False})
    other = store.save("Zwykłe", "polish", {})
    for name, (data, _) in BAD_FILES.items():
        write_raw(store, name, data)
    sets, messages = store.load_all()
    assert sets == [good, other]
    assert len(messages) == len(BAD_FILES)
    left = files(store.folder)
    assert set(left) - {good.path.name, other.path.name} == {
        n for n in left if ".bad-" in n}  # every bad file went aside, none remains under its name
    for name, (data, code) in BAD_FILES.items():
        moved = [n for n in left if n.startswith(name[:-5] + ".bad-") and n.endswith(".json")]
        assert len(moved) == 1, name
        assert left[moved[0]] == data, name  # byte for byte
        message = next(m for m in messages if m.startswith(name + ":"))
        assert moved[0] in message
    # a second look finds nothing wrong any more, and never reads the moved-aside files
    assert RuleSetStore(store.folder).load_all() == ([good, other], [])


def test_scan_reports_codes_and_keys(store):
    for name, (data, _) in BAD_FILES.items():
        write_raw(store, name, data)
    _, problems = store.scan()
    got = {p.path.name: p.code for p in problems}
    assert got == {name: code for name, (_, code) in BAD_FILES.items()}
    keys = {p.path.name: p.key for p in problems if p.code == "bad_rules"}
    assert keys["badkey.json"] == "no_such_key" and keys["badvalue.json"] == "bid_step"
    assert keys["wrongtype.json"] == "target" and keys["nopreset.json"] == "preset"
    assert all(p.moved_to is not None and p.moved_to.exists() for p in problems)


def test_a_second_file_with_the_same_name_but_for_case_is_kept_under_a_free_name(store):
    """Issue 29, item 14: "Twin" and "TWIN" in two files set each other aside."""
    first = store.save("Twin", "polish", {})
    write_raw(store, "zz-copy.json", json.dumps(good_doc("TWIN", overrides={"target": 1500})))
    sets, messages = store.load_all()
    assert messages == [] and [s.name for s in sets] == ["Twin", "TWIN (2)"]
    assert store.get("TWIN (2)").overrides == {"target": 1500} and store.get("Twin") == first
    assert RuleSetStore(store.folder).load_all() == (sets, [])  # renamed in its file: stable
    assert not list(store.folder.glob("*.bad-*"))


def test_a_twin_that_cannot_be_renamed_is_reported(store, monkeypatch):
    store.save("Twin", "polish", {})
    write_raw(store, "zz-copy.json", json.dumps(good_doc("twin")))

    def refuse(path, text):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(storage, "atomic_write_text", refuse)
    sets, messages = store.load_all()
    assert [s.name for s in sets] == ["Twin"] and len(messages) == 1 and "same name" in messages[0]


def test_other_files_are_left_alone(store, tmp_path):
    good = store.save("Good", "polish", {})
    write_raw(store, "notes.txt", "not a rule set")
    write_raw(store, ".hidden.json", "{broken")
    write_raw(store, "old.bad-20240101-120000.json", "{broken")
    (store.folder / "folder.json").mkdir()
    target = tmp_path / "outside.json"
    target.write_text("{broken")
    (store.folder / "link.json").symlink_to(target)
    before = files(store.folder)
    assert store.load_all() == ([good], [])
    assert files(store.folder) == before
    assert sorted(os.listdir(store.folder)) == sorted([".hidden.json", "folder.json", "good.json", "link.json",
                                                      "notes.txt", "old.bad-20240101-120000.json"])
    assert target.read_text() == "{broken"


def test_an_unreadable_file_is_reported_not_moved(store, monkeypatch):
    path = write_raw(store, "locked.json", json.dumps(good_doc("Locked")))
    real_open = os.open

    def locked(file, *args, **kwargs):
        if Path(file) == path:
            raise PermissionError(13, "Permission denied")
        return real_open(file, *args, **kwargs)
    monkeypatch.setattr(os, "open", locked)  # storage.read_json, where every JSON file is read
    _, problems = store.scan()
    assert [p.code for p in problems] == ["unreadable"] and problems[0].moved_to is None
    assert "Permission denied" in str(problems[0]) and path.exists()


def test_read_rules_is_records_reading():
    assert read_rules({"preset": "polish", "overrides": {"bid_step": 5, "target": 1000}}) == ("polish", {"bid_step": 5})
    with pytest.raises(ValueError):
        read_rules({"preset": "polish", "overrides": {}, "extra": 1})


def test_a_key_of_megabytes_beside_the_preset_is_named_short():
    from tysiac_engine.errors import InvalidRules

    with pytest.raises(InvalidRules) as refused:
        read_rules({"preset": "polish", "overrides": {}, "x" * 5_000_000: 1})
    assert refused.value.code == "unknown_key" and refused.value.key.startswith("xxx")
    assert len(str(refused.value)) < 300 and len(refused.value.key) < 300
