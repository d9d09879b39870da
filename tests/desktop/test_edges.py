"""Hostile input at the edges of the app (issue 29, items 10–13): nothing lost, bounded input,
exports that never replace what is not a regular file, command lines without tracebacks."""
from __future__ import annotations

import json
import os
import random
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from tysiac_engine import Game, InvalidRules, make_rules
from tysiac_engine.errors import MAX_ECHO
from tysiac_engine.game import MAX_NAME_LENGTH
from tysiac_engine.record import game_to_record
from tysiac_desktop import storage
from tysiac_desktop.rule_sets import RuleSetError, RuleSetStore
from tysiac_desktop.statistics import Statistics
from tysiac_desktop.wording.file_problems import not_replaced_text, record_error_text, write_problem_text
from tysiac_desktop.wording.rule_errors import rule_error_text

ROOT = Path(__file__).resolve().parents[2]


def unfinished_game(moves: int = 6, names=("You", "Ala", "Bolek")) -> Game:
    game = Game(make_rules("polish"), list(names), seed=11)
    rng = random.Random(4)
    for _ in range(moves):
        game.apply(rng.choice(game.legal_actions()))
    return game


def open_window(qtbot):
    from tysiac_desktop.main_window import MainWindow

    window = MainWindow()
    window.set_speed("off")
    window.controller.ai_delay_ms = 3_600_000  # nobody moves while the test looks
    qtbot.addWidget(window)
    window.show()
    return window


# ----------------------------------------------------------------- 10: nothing lost
def test_no_to_resume_keeps_the_unfinished_game_among_the_saved_games(qtbot, monkeypatch):
    from tysiac_desktop.start import first_game

    record = game_to_record(unfinished_game())
    storage.save_autosave(record)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)
    window = open_window(qtbot)
    first_game(window)
    kept = list(storage.saves_dir().glob("unfinished-*.json"))
    assert len(kept) == 1, "the game not resumed was overwritten by the new one"
    assert json.loads(kept[0].read_text("utf-8"))["deals"] == record["deals"]
    assert kept[0].name in window.statusBar().currentMessage()
    assert window.controller.game is not None and window.controller.game.deals  # a new game is on
    window.controller.close()


def test_a_finished_but_damaged_autosave_is_kept_aside_before_the_next_game(qtbot, monkeypatch):
    from tysiac_desktop.start import first_game

    damaged = '{"format": "tysiac-record", "version": 1, "autosave": {"finished": true}, "deals": "gone"}'
    storage.autosave_path().parent.mkdir(parents=True, exist_ok=True)
    storage.autosave_path().write_text(damaged, encoding="utf-8")
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: warnings.append(text))
    window = open_window(qtbot)
    first_game(window)
    aside = list(storage.data_dir().glob("autosave.bad-*.json"))
    assert len(aside) == 1 and aside[0].read_text("utf-8") == damaged
    assert warnings and aside[0].name in warnings[0]
    window.controller.close()


def test_a_finished_autosave_that_is_whole_is_still_simply_replaced():
    game = unfinished_game()
    storage.save_autosave(game_to_record(game), finished=True)
    assert storage.read_autosave() == (None, None)
    assert not list(storage.data_dir().glob("autosave.bad-*"))


# ----------------------------------------------------------------- 11: bounded input
def test_a_huge_player_name_in_the_autosave_is_cut_before_the_window_sees_it(qtbot):
    record = game_to_record(unfinished_game(names=("x" * 1_000_000, "Ala", "Bolek")))
    storage.save_autosave(record)
    doc, problem = storage.read_autosave()
    assert problem is None and len(doc["players"][0]) == MAX_NAME_LENGTH
    window = open_window(qtbot)
    started = time.perf_counter()
    assert window.session.resume_autosave() is not False
    qtbot.waitUntil(lambda: window.controller.game is not None, timeout=10_000)
    window.repaint()
    assert time.perf_counter() - started < 3  # was 4 s for a million characters
    assert [len(n) for n in window.names()] == [MAX_NAME_LENGTH, 3, 5]
    window.controller.close()


def test_a_name_in_a_seat_object_is_cut_too(tmp_path):
    record = game_to_record(unfinished_game())
    record["players"][1] = {"name": "y" * 5000, "kind": "ai", "level": "easy"}
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert [len(n) for n in storage.import_record(path).players] == [3, MAX_NAME_LENGTH, 5]


@pytest.mark.parametrize("rules", [{"preset": "k" * 1_000_000}, {"preset": "polish", "overrides": {"k" * 1_000_000: 1}}],
                         ids=["preset", "key"])
def test_an_unknown_preset_or_key_is_not_echoed_whole(rules, tmp_path):
    with pytest.raises(InvalidRules) as caught:
        make_rules(rules["preset"], rules.get("overrides"))
    assert len(rule_error_text(caught.value)) < MAX_ECHO + 200
    path = tmp_path / "rules.json"
    path.write_text(json.dumps(rules), encoding="utf-8")
    with pytest.raises(RuleSetError) as imported:
        RuleSetStore(tmp_path / "sets").import_file(path)
    assert len(str(imported.value)) + len(str(imported.value.key)) < 2 * MAX_ECHO + 200
    assert len(rule_error_text(imported.value.rules_error)) < MAX_ECHO + 200


# ----------------------------------------------------------------- 12: exports
@pytest.fixture(params=["pipe", "link", "folder", "device"])
def not_a_file(request, tmp_path):
    path = tmp_path / "chosen.json"
    if request.param == "device":
        if os.geteuid() != 0:
            return Path("/dev/null")  # a regression cannot replace it without root's rights
        os.mknod(path, 0o666 | stat.S_IFCHR, os.makedev(1, 3))  # root: a null device of the test's own
        return path
    if request.param == "pipe":
        os.mkfifo(path)
    elif request.param == "link":
        (tmp_path / "elsewhere.json").write_text("keep me", encoding="utf-8")
        path.symlink_to(tmp_path / "elsewhere.json")
    else:
        path.mkdir()
    return path


def _unchanged(path: Path, before: os.stat_result) -> bool:
    after = os.lstat(path)
    return (after.st_ino, after.st_mode) == (before.st_ino, before.st_mode)


def test_record_export_refuses_what_is_not_a_regular_file(not_a_file):
    before = os.lstat(not_a_file)
    with pytest.raises(storage.RecordFileError) as caught:
        storage.export_record(not_a_file, unfinished_game())
    assert _unchanged(not_a_file, before)
    assert not_replaced_text() in record_error_text(caught.value)


def test_rule_set_export_refuses_what_is_not_a_regular_file(not_a_file, tmp_path):
    before = os.lstat(not_a_file)
    with pytest.raises(RuleSetError) as caught:
        RuleSetStore(tmp_path / "sets").export({"preset": "polish", "overrides": {}}, not_a_file)
    assert caught.value.code == "not_replaced"
    assert _unchanged(not_a_file, before)


def test_csv_export_refuses_what_is_not_a_regular_file(not_a_file):
    stats, _ = Statistics.open()
    try:
        before = os.lstat(not_a_file)
        with pytest.raises(storage.NotReplaced) as caught:
            stats.export_csv(not_a_file)
        assert _unchanged(not_a_file, before)
        assert write_problem_text(caught.value) == not_replaced_text()
    finally:
        stats.close()


def test_exports_still_replace_a_regular_file(tmp_path):
    path = tmp_path / "old.json"
    path.write_text("old", encoding="utf-8")
    storage.export_record(path, unfinished_game())
    assert json.loads(path.read_text("utf-8"))["format"] == "tysiac-record"


# ----------------------------------------------------------------- 11, 13: the desktop command line
def desktop(*args: str, timeout: float = 60, **env_extra: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", **env_extra)
    return subprocess.run([sys.executable, "-m", "tysiac_desktop", *args], stdin=subprocess.DEVNULL,
                          capture_output=True, cwd=ROOT, timeout=timeout, env=env)


@pytest.mark.parametrize("args", [
    ("--size", "abc"), ("--size", "20000x20000"), ("--size=-5x-5"), ("--size", "1x2x3"), ("--preset", "bogus"),
    ("--preset", "k" * 100_000), ("--players", "9"), ("--scene", "k" * 100_000), ("--lang", "xx"),
    ("--seed", "9" * 5000),
], ids=lambda a: " ".join(a)[:30])
def test_bad_desktop_arguments_are_one_short_line(args):
    proc = desktop(*([args] if isinstance(args, str) else args))
    err = proc.stderr.decode()
    assert proc.returncode == 2 and "Traceback" not in err
    assert len(err.splitlines()) == 1 and len(err) < MAX_ECHO + 150, err[:300]


def test_rules_from_a_device_or_a_pipe_are_refused_at_once(tmp_path):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    for source in ("/dev/zero", str(fifo)):
        proc = desktop("--rules", source, "--screenshot", str(tmp_path / "shot.png"), timeout=30)
        err = proc.stderr.decode()
        assert proc.returncode == 2 and "not a regular file" in err and len(err.splitlines()) == 1, err[:300]


def test_a_screenshot_leaves_no_files_behind(tmp_path):
    scratch = tmp_path / "tmp"
    scratch.mkdir()
    proc = desktop("--screenshot", str(tmp_path / "shot.png"), timeout=120, TMPDIR=str(scratch))
    assert proc.returncode == 0, proc.stderr.decode()[-500:]
    assert (tmp_path / "shot.png").stat().st_size > 10_000
    assert list(scratch.iterdir()) == []  # its throwaway TYSIAC_HOME is gone with it


def test_outputs_are_checked_before_any_work(tmp_path):
    a_file = tmp_path / "file.txt"
    a_file.write_text("mine", encoding="utf-8")
    for args, words in ((("--gallery", str(a_file)), "not a folder"),
                        (("--screenshot", str(tmp_path / "missing" / "shot.png")), "no folder")):
        proc = desktop(*args, timeout=30)
        err = proc.stderr.decode()
        assert proc.returncode == 2 and words in err and len(err.splitlines()) == 1, err[:300]
    assert a_file.read_text("utf-8") == "mine"


def test_help_says_where_the_self_test_keeps_its_files():
    proc = desktop("--help", timeout=30)
    assert proc.returncode == 0
    assert "TYSIAC_HOME" in " ".join(proc.stdout.decode().split())  # it does not use it: said, not hidden
