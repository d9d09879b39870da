"""tysiac_desktop.storage: paths, atomic writes, the autosave, export/import."""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from tysiac_desktop import storage
from tysiac_desktop.storage import RecordFileError
from tysiac_engine.ai.players import make_player
from tysiac_engine.game import Game
from tysiac_engine.record import game_to_record, load_game


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv("TYSIAC_HOME", str(tmp_path))
    return tmp_path


def game_with_moves(moves: int = 12, seed: int = 3) -> Game:
    game = Game(seed=seed, auto_deal=False, players=["Ala", "Bolek", "Cezary"])
    game.start_deal()
    for _ in range(moves):
        game.apply(game.legal_actions()[0])
    return game


def finished_game() -> Game:
    player = make_player("medium")
    game = Game(seed=5, auto_deal=False, start_scores=[900, 900, 900])
    for _ in range(2000):
        if game.is_over:
            return game
        if game.current is None:
            game.start_deal()
        game.apply(player.choose(game.view(game.to_move)))
    raise AssertionError("the game did not end")


def bad_files(folder: Path) -> list[Path]:
    return sorted(folder.glob("autosave.bad-*.json"))


# ----------------------------------------------------------------- paths and writes
def test_paths_follow_tysiac_home(home):
    assert storage.data_dir() == home / "data"
    assert storage.config_dir() == home / "config"
    assert storage.autosave_path() == home / "data" / "autosave.json"
    assert storage.settings_path().parent == home / "config"
    assert storage.statistics_path().parent == home / "data"


def test_paths_use_platformdirs_without_override(monkeypatch):
    monkeypatch.delenv("TYSIAC_HOME")
    assert "tysiac" in storage.data_dir().parts
    assert "tysiac" in storage.config_dir().parts


def test_atomic_write_replaces_and_leaves_no_temp_files(home):
    path = home / "deep" / "folder" / "file.json"
    storage.atomic_write_text(path, "one")
    storage.atomic_write_text(path, "zwei — два")
    assert path.read_text(encoding="utf-8") == "zwei — два"
    assert os.listdir(path.parent) == ["file.json"]


def test_atomic_write_failure_keeps_old_file_and_removes_temp(home, monkeypatch):
    path = home / "file.json"
    storage.atomic_write_text(path, "old")

    def broken_replace(src, dst):
        raise OSError("disk full")

    monkeypatch.setattr(storage.os, "replace", broken_replace)
    with pytest.raises(OSError):
        storage.atomic_write_text(path, "new")
    assert path.read_text() == "old"
    assert os.listdir(home) == ["file.json"]


# ----------------------------------------------------------------- autosave
def test_no_autosave_means_nothing_to_resume():
    assert storage.load_autosave() == (None, None)


def test_autosave_round_trip():
    game = game_with_moves()
    storage.save_autosave(game_to_record(game))
    doc, message = storage.load_autosave()
    assert message is None
    assert game_to_record(load_game(doc)) == game_to_record(game)
    assert os.listdir(storage.data_dir()) == ["autosave.json"]


def test_finished_game_is_not_offered_for_resume():
    game = finished_game()
    storage.save_autosave(game_to_record(game), finished=True)
    assert storage.load_autosave() == (None, None)
    # Also without the mark: a record whose replay is over is not resumable.
    storage.atomic_write_text(storage.autosave_path(), json.dumps(game_to_record(game)))
    assert storage.load_autosave() == (None, None)
    assert bad_files(storage.data_dir()) == []


def test_a_game_left_before_any_move_is_not_offered_for_resume():
    """Dealt, then the app quit: "You have an unfinished game. Resume it?" would offer nothing
    (and "No" filed an empty unfinished-….json each time); New game in the app asks nothing there."""
    storage.save_autosave(game_to_record(game_with_moves(moves=0)))
    assert storage.load_autosave() == (None, None)
    assert bad_files(storage.data_dir()) == []
    storage.save_autosave(game_to_record(game_with_moves(moves=1)))  # one move: a game to resume
    doc, problem = storage.load_autosave()
    assert problem is None and len(doc["deals"][0]["actions"]) == 1


def _record_text() -> str:
    return json.dumps(game_to_record(game_with_moves()), indent=1)


def _illegal_action() -> str:
    doc = game_to_record(game_with_moves())
    doc["deals"][0]["actions"].append("play 9H" if doc["deals"][0]["actions"][-1].startswith("bid") else "bid 5")
    return json.dumps(doc)


def _unknown_rule() -> str:
    doc = game_to_record(game_with_moves())
    doc["rules"]["overrides"] = {"free_beer": True}
    return json.dumps(doc)


def _wrong_deck() -> str:
    doc = game_to_record(game_with_moves())
    doc["deals"][0]["hands"][0][0] = doc["deals"][0]["hands"][1][0]
    return json.dumps(doc)


DAMAGED = {
    "truncated": lambda: _record_text()[: len(_record_text()) // 2],
    "empty": lambda: "",
    "binary": lambda: b"\x00\xff\xfe\x89PNG\r\n\x1a\n" * 10,
    "not a record": lambda: json.dumps([1, 2, 3]),
    "wrong format": lambda: json.dumps({"format": "pgn", "version": 1}),
    "deep nesting": lambda: "[" * 200_000 + "]" * 200_000,
    "huge number": lambda: '{"format": "tysiac-record", "version": ' + "9" * 50_000 + "}",
    "illegal action": _illegal_action,
    "unknown rule": _unknown_rule,
    "wrong deck": _wrong_deck,
    "hostile types": lambda: json.dumps({"format": "tysiac-record", "version": 1,
                                         "rules": {"preset": "polish", "overrides": []},
                                         "players": [{"name": {"$": 1}}], "deals": "x"}),
}


@pytest.mark.parametrize("kind", sorted(DAMAGED))
def test_damaged_autosave_is_moved_aside_with_a_message(kind):
    content = DAMAGED[kind]()
    data = content if isinstance(content, bytes) else content.encode("utf-8")
    path = storage.autosave_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(data)
    doc, problem = storage.load_autosave()
    assert doc is None
    assert problem is not None and problem.reason in storage.RECORD_REASONS
    assert "could not be resumed" in str(problem)  # the English message, for logs
    assert not path.exists()
    [moved] = bad_files(path.parent)
    assert problem.kept_as == moved and str(moved) in str(problem)
    assert moved.read_bytes() == data  # the original bytes, for a bug report
    assert storage.load_autosave() == (None, None)


def test_oversized_autosave_is_moved_aside(monkeypatch):
    monkeypatch.setattr(storage, "MAX_DOCUMENT_BYTES", 100)
    storage.save_autosave(game_to_record(game_with_moves()))
    doc, problem = storage.load_autosave()
    assert doc is None and problem.reason == "too_large" and problem.error.detail.isdigit()
    assert len(bad_files(storage.data_dir())) == 1


def test_moving_aside_never_overwrites(monkeypatch):
    monkeypatch.setattr(storage.time, "strftime", lambda fmt, *a: "20250101-120000")
    path = storage.autosave_path()
    path.parent.mkdir(parents=True)
    for content in (b"first {", b"second {", b"third {"):
        path.write_bytes(content)
        assert storage.load_autosave()[1]
    moved = bad_files(path.parent)
    assert sorted(p.read_bytes() for p in moved) == [b"first {", b"second {", b"third {"]


# ----------------------------------------------------------------- export / import
def test_export_import_round_trip(home):
    game = game_with_moves(20)
    target = home / "exports" / "game.tysiac.json"
    storage.export_record(target, game)
    again = storage.import_record(target)
    assert game_to_record(again) == game_to_record(game)
    assert os.listdir(target.parent) == ["game.tysiac.json"]


@pytest.mark.parametrize("kind", ["truncated", "binary", "illegal action", "deep nesting"])
def test_import_of_a_bad_file_raises_a_clear_error(home, kind):
    content = DAMAGED[kind]()
    path = home / "bad.json"
    path.write_bytes(content if isinstance(content, bytes) else content.encode())
    with pytest.raises(RecordFileError) as info:
        storage.import_record(path)
    assert "bad.json cannot be opened" in str(info.value)
    assert info.value.path == path
    assert path.read_bytes()  # an import never touches the file


def test_import_of_a_missing_file(home):
    with pytest.raises(RecordFileError, match="cannot be read"):
        storage.import_record(home / "nowhere.json")


def test_export_to_an_impossible_place(home):
    (home / "a_file").write_text("x")
    with pytest.raises(RecordFileError, match="could not be saved"):
        storage.export_record(home / "a_file" / "game.json", game_with_moves())
