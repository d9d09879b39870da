"""Files and failures, found by trying to break the app: a named pipe where a file should be, a
full disk under the statistics, temporary files of a killed write, two games on one autosave, and
files of the app's own formats with top-level keys it does not know."""
from __future__ import annotations

import json
import os
import sqlite3
import sys
import threading
from pathlib import Path
from types import SimpleNamespace
from typing import Any, Callable

import pytest

from tysiac_desktop import storage
from tysiac_desktop.single_instance import claim_files
from tysiac_desktop.wording.file_problems import problem_text
from tysiac_desktop.rule_sets import RuleSetError, RuleSetStore
from tysiac_desktop.settings import Preferences, load_preferences, save_preferences
from tysiac_desktop.statistics import Statistics
from tysiac_engine import Game, make_rules
from tysiac_engine.ai.players import make_player
from tysiac_engine.record import game_to_record, load_game

from tests.processes import wait_until

from .app_process import App

SEATS = [SimpleNamespace(name="You", kind="human", level=None),
         SimpleNamespace(name="Ala", kind="ai", level="medium"),
         SimpleNamespace(name="Bolek", kind="ai", level="medium")]
fifo_only = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes (POSIX)")


def within(seconds: float, fn: Callable[[], Any], unblock: tuple[Path, ...] = ()) -> Any:
    """``fn()``'s result, failing (not hanging) when it takes longer than ``seconds``."""
    done: dict[str, Any] = {}

    def call() -> None:
        try:
            done["result"] = fn()
        except BaseException as exc:  # noqa: BLE001 - raised again below, in the test's thread
            done["error"] = exc
    thread = threading.Thread(target=call, daemon=True)
    thread.start()
    thread.join(seconds)
    if thread.is_alive():
        for fifo in unblock:  # a reader stuck in open() of a pipe goes on once a writer comes
            for path in [fifo, *fifo.parent.glob(fifo.stem + ".bad-*")]:
                try:
                    os.close(os.open(path, os.O_WRONLY | os.O_NONBLOCK))
                except OSError:
                    pass
        thread.join(5)
        pytest.fail(f"still busy after {seconds} s: a file blocked the start")
    if "error" in done:
        raise done["error"]
    return done["result"]


def pipe_at(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)
    return path


def is_pipe(path: Path) -> bool:
    import stat
    return stat.S_ISFIFO(os.lstat(path).st_mode)


def played(deals: int, seed: int = 1) -> Game:
    """A game of ``deals`` finished deals (medium computers in every seat)."""
    game = Game(make_rules("polish"), ["You", "Ala", "Bolek"], seed=seed)
    bots = [make_player("medium", seed=s) for s in range(3)]
    while len(game.results) < deals:
        if game.current is None:
            game.start_deal()
        seat = game.to_move
        game.apply(bots[seat].choose(game.view(seat)))
    return game


# =========================================================================== a pipe for a file
@fifo_only
def test_a_pipe_as_settings_is_set_aside_with_a_message(private_home):
    fifo = pipe_at(storage.settings_path())
    preferences, problem = within(10, load_preferences, (fifo,))
    assert preferences == Preferences()
    assert problem is not None and problem.reason == "not_file"
    assert problem.kept_as is not None and is_pipe(problem.kept_as) and not fifo.exists()
    assert "not a file" in problem_text(problem) and str(problem.kept_as) in problem_text(problem)


@fifo_only
def test_a_pipe_as_the_autosave_is_set_aside_with_a_message(private_home):
    fifo = pipe_at(storage.autosave_path())
    record, problem = within(10, storage.load_autosave, (fifo,))
    assert record is None and problem is not None and problem.reason == "not_file"
    assert problem.kept_as is not None and is_pipe(problem.kept_as) and not fifo.exists()
    assert "not a file" in problem_text(problem)


@fifo_only
def test_a_pipe_chosen_to_open_is_refused_at_once(private_home, tmp_path):
    fifo = pipe_at(tmp_path / "game.json")
    with pytest.raises(storage.RecordFileError) as opened:
        within(10, lambda: storage.import_record(fifo), (fifo,))
    assert opened.value.reason == "not_file"
    with pytest.raises(RuleSetError) as imported:
        within(10, lambda: RuleSetStore().import_file(fifo), (fifo,))
    assert imported.value.code == "not_file"
    assert is_pipe(fifo)  # the player's own file is left where it is


@fifo_only
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the real app, offscreen")
def test_the_app_starts_past_pipes_for_settings_and_autosave(private_home):
    settings_fifo = pipe_at(storage.settings_path())
    autosave_fifo = pipe_at(storage.autosave_path())
    app = App(private_home)
    try:
        assert wait_until(lambda: len(app.boxes()) >= 2, 60), app.output()  # told, not hung
        boxes = app.boxes()
        assert any("settings could not be used" in b and "not a file" in b for b in boxes), boxes
        assert any("saved game could not be resumed" in b and "not a file" in b for b in boxes), boxes
        assert app.process.poll() is None, app.output()  # and it plays on
        for path in (settings_fifo, autosave_fifo):  # gone (or already a new file of the new game)
            assert not path.exists() or not is_pipe(path)
        kept = [p for folder in (storage.config_dir(), storage.data_dir()) for p in folder.iterdir()
                if ".bad-" in p.name]
        assert len(kept) == 2 and all(is_pipe(p) for p in kept)  # kept aside as they were
        assert wait_until(lambda: storage.autosave_path().is_file(), 30)  # a new game, saved as usual
    finally:
        app.stop()


# =========================================================================== a full disk
def fill_up(stats: Statistics) -> None:
    """From now on the database cannot grow: what a full disk does to SQLite."""
    pages = stats._conn.execute("PRAGMA page_count").fetchone()[0]
    stats._conn.execute(f"PRAGMA max_page_count = {pages}")


def make_room(stats: Statistics) -> None:
    stats._conn.execute("PRAGMA max_page_count = 1073741823")


def fill_to_the_brim() -> None:
    """Fill the statistics file with small games until one more does not fit."""
    filler, _ = Statistics.open()
    fill_up(filler)
    for seed in range(100, 200):
        if not filler.record(played(1, seed), SEATS):
            break
    else:
        pytest.fail("the database never filled up")
    filler.close()  # the game that did not fit is given up: the filling is not under test


def recorded_deals(path: Path) -> int:
    conn = sqlite3.connect(path)
    try:
        return conn.execute("SELECT count(*) FROM deals").fetchone()[0]
    finally:
        conn.close()


def test_a_full_disk_keeps_the_deals_and_writes_them_later(private_home):
    stats, _ = Statistics.open()
    fill_up(stats)
    games = [played(6, seed) for seed in range(1, 9)]
    results = [stats.record(game, SEATS) for game in games]
    assert False in results, "the database never filled up"
    first_failure = results.index(False)
    assert stats.error_detail == "database or disk is full"  # SQLite's reason, not a failed ROLLBACK
    assert stats.waiting == len(games) - first_failure
    make_room(stats)
    assert stats.retry() and stats.waiting == 0 and stats.last_error is None
    stats.close()
    assert recorded_deals(storage.statistics_path()) == 6 * len(games)


def test_deals_still_waiting_are_written_when_the_statistics_close(private_home):
    stats, _ = Statistics.open()
    fill_up(stats)
    games = [played(6, seed) for seed in range(1, 9)]
    for game in games:
        stats.record(game, SEATS)
    assert stats.waiting
    make_room(stats)  # room again, but no deal finished since
    stats.close()
    assert recorded_deals(storage.statistics_path()) == 6 * len(games)


def test_the_window_shows_a_failed_statistics_write_and_saves_the_deals_later(qtbot, private_home):
    from tysiac_desktop.controller import GameSetup
    from tysiac_engine.game import Seat
    from tysiac_desktop.main_window import MainWindow

    fill_to_the_brim()
    stats, _ = Statistics.open()
    filled = recorded_deals(storage.statistics_path())
    win = MainWindow(statistics=stats)
    qtbot.addWidget(win)
    win.set_speed("off")
    win.controller.ai_delay_ms = 0
    win.controller.trick_hold_ms = 0
    win.show()
    fill_up(stats)
    finished: list = []
    win.controller.deal_finished.connect(lambda result: finished.append(win.statusBar().currentMessage()))
    seats = [Seat(name=name, kind="ai", level="easy") for name in ("Ala", "Bolek", "Cezary")]
    win.session.start_game(GameSetup(players=3, seats=seats, seed=3))
    game = win.controller.game
    try:
        for _ in range(60):  # deal after deal until the disk is full
            count = len(finished)
            qtbot.waitUntil(lambda: len(finished) > count or game.is_over, timeout=20_000)
            if stats.waiting or game.is_over:
                break
            win.deal_end.summary.accept()  # "Next deal"
        assert stats.waiting, "the database never filled up"
        message = win.statusBar().currentMessage()
        assert "statistics could not be saved" in message and "disk is full" in message, message
        make_room(stats)  # the player made room on the disk
        count = len(finished)
        win.deal_end.summary.accept()
        qtbot.waitUntil(lambda: len(finished) > count, timeout=20_000)
        assert stats.waiting == 0
        assert recorded_deals(storage.statistics_path()) == filled + len(game.results)
    finally:
        win.controller.close()


# =========================================================================== a write cut short
def test_temporary_files_of_a_killed_write_are_removed_at_start(private_home):
    leftovers = [storage.data_dir() / ".autosave.json.k3j_x9a2.tmp",
                 storage.data_dir() / ".statistics.sqlite3.abcdefgh.tmp",
                 storage.data_dir() / ".statistics.sqlite3.abcdefgh.tmp-journal",
                 storage.saves_dir() / ".game.json.0a1b2c3d.tmp",
                 storage.config_dir() / ".settings.json.zz_zz_zz.tmp",
                 storage.rule_sets_dir() / ".u-zdzicha.json.q1w2e3r4.tmp"]
    kept = [storage.data_dir() / "autosave.json", storage.data_dir() / "notes.tmp",
            storage.saves_dir() / "game.json", storage.data_dir() / "autosave.bad-20240101-120000.json",
            storage.config_dir() / ".settings.json.tmp"]
    for path in leftovers + kept:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("{")
    instance, code = claim_files()  # what the app does first
    try:
        assert instance is not None and code is None
        assert [p for p in leftovers if p.exists()] == []
        assert all(p.read_text() == "{" for p in kept)
    finally:
        instance.release()


# =========================================================================== two games, one autosave
def test_statistics_never_delete_finished_deals(private_home):
    """Two windows on one game (before the lock): each plays on from the same autosave."""
    start = played(3)
    record = game_to_record(start)
    ahead = played(6)  # the first window played three more deals
    assert game_to_record(ahead)["deals"][:3] == record["deals"][:3]
    first, _ = Statistics.open()
    first.record(ahead, SEATS)
    first.close()
    behind = load_game(record)  # the second window resumed the old autosave and played on otherwise
    bots = [make_player("easy", seed=40 + s) for s in range(3)]
    while len(behind.results) < 5:
        if behind.current is None:
            behind.start_deal()
        seat = behind.to_move
        behind.apply(bots[seat].choose(behind.view(seat)))
    assert game_to_record(behind)["deals"][3] != game_to_record(ahead)["deals"][3]
    second, _ = Statistics.open()
    second.record(behind, SEATS)
    second.record(ahead, SEATS)  # and the first window once more: nothing new, nothing lost
    assert recorded_deals(storage.statistics_path()) == 6 + 2  # every deal played, each once
    infos = {info.deals: info for info in second.games()}
    assert sorted(infos) == [2, 6]
    assert second.progress(infos[6].id)[1] == [list(r.scores_after) for r in ahead.results]
    assert second.progress(infos[2].id)[1] == [list(r.scores_after) for r in behind.results[3:]]
    assert infos[2].start_scores == tuple(start.results[-1].scores_after)  # it goes on from deal 3
    assert second.find(behind) == infos[2].id and second.find(ahead) == infos[6].id
    second.close()


# =========================================================================== one rule for unknown keys
def rule_set_doc(**extra: Any) -> dict:
    return {"format": "tysiac-rule-set", "version": 1, "name": "U Zdzicha",
            "rules": {"preset": "polish", "overrides": {}}, **extra}


def settings_doc(**extra: Any) -> dict:
    return {"format": "tysiac-settings", "version": 1,
            "preferences": Preferences(four_colour=True).model_dump(mode="json"), **extra}


@pytest.mark.parametrize("extra", [{}, {"comment": "mine"}, {"preferences_v2": {}}, {"Name": "x"}])
def test_settings_and_rule_sets_treat_unknown_top_level_keys_alike(private_home, extra):
    save_preferences(Preferences())
    storage.settings_path().write_text(json.dumps(settings_doc(**extra)))
    store = RuleSetStore()
    store.folder.mkdir(parents=True)
    (store.folder / "u-zdzicha.json").write_text(json.dumps(rule_set_doc(**extra)))

    preferences, settings_problem = load_preferences()
    sets, set_problems = store.scan()
    settings_used = settings_problem is None and preferences.four_colour
    set_used = [s.name for s in sets] == ["U Zdzicha"] and not set_problems
    assert settings_used == set_used == (not extra)  # one verdict for both
    if extra:
        key = next(iter(extra))
        assert settings_problem.reason == "unknown_key" and settings_problem.detail == key
        assert settings_problem.kept_as is not None and settings_problem.kept_as.exists()
        assert key in problem_text(settings_problem)
        [problem] = set_problems
        assert problem.code == "unknown_key" and problem.key == key
        assert problem.moved_to is not None and problem.moved_to.exists()
        with pytest.raises(RuleSetError) as imported:  # importing such a file: the same answer
            store.import_file(problem.moved_to)
        assert imported.value.code == "unknown_key"


def test_a_game_record_keeps_its_own_rule_for_top_level_keys(private_home, tmp_path):
    """RECORD.md: keys it does not name are ignored at a record's top level (and its rules import)."""
    record = game_to_record(played(1)) | {"event": "club night"}
    path = tmp_path / "night.json"
    path.write_text(json.dumps(record))
    assert storage.import_record(path).results
    assert RuleSetStore().import_file(path).preset == "polish"
