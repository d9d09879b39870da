"""Statistics: the SQLite store (recording, figures, CSV, bad files) and the Statistics window."""
from __future__ import annotations

import csv
import os
import random
import sqlite3
import time
from pathlib import Path
from types import SimpleNamespace
from typing import Callable, Optional, Sequence

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox

from tysiac_desktop import statistics_file, storage
from tysiac_desktop.wording.words import num
from tysiac_desktop.dialogs.score_chart import ScoreChart, nice_step
from tysiac_desktop.dialogs.statistics import StatisticsDialog
from tysiac_desktop.statistics import CSV_HEADER, Statistics, game_key
from tysiac_desktop.statistics_schema import SCHEMA_VERSION
from tysiac_engine import DealOutcome, DealResult, Game, make_rules
from tysiac_engine.ai.players import make_player
from tysiac_engine.record import game_to_record, load_game
from tysiac_engine.scoring import Counters

from .read_only import read_only

SEATS = [SimpleNamespace(name="You", kind="human", level="medium"),
         SimpleNamespace(name="Ala", kind="ai", level="hard"),
         SimpleNamespace(name="Bolek", kind="ai", level="easy")]


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv("TYSIAC_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def stats():
    store, message = Statistics.open()
    assert message is None
    yield store
    store.close()


# --------------------------------------------------------------------------- games to record
def play_random(game: Game, deals: int, seed: int = 0, on_deal: Optional[Callable[[Game], None]] = None) -> Game:
    """Random legal moves (mostly passing in the auction) until ``deals`` more deals are finished."""
    rng = random.Random(seed)
    goal = len(game.results) + deals
    while len(game.results) < goal and not game.is_over:
        if game.current is None:
            game.start_deal()  # a replayed record does not deal on by itself
        legal = game.legal_actions()
        passes = [a for a in legal if a.kind == "pass"]
        action = passes[0] if passes and rng.random() < 0.7 else rng.choice(legal)
        if game.apply(action) is not None and on_deal is not None:
            on_deal(game)
    return game


def random_game(deals: int = 6, seed: int = 1, on_deal=None) -> Game:
    game = Game(make_rules("polish"), ["You", "Ala", "Bolek"], seed=seed)
    return play_random(game, deals, seed, on_deal)


@pytest.fixture(scope="module")
def finished() -> Game:
    """A game played to its end by medium computer players (started near the target: quick)."""
    game = Game(make_rules("polish"), ["You", "Ala", "Bolek"], seed=6, start_scores=[700, 700, 700])
    bots = [make_player("medium", seed=s) for s in range(3)]
    while not game.is_over:
        seat = game.to_move
        game.apply(bots[seat].choose(game.view(seat)))
    return game


def human_figures(game: Game, seat: int = 0) -> dict:
    played = [r for r in game.results if not r.outcome.redeal]
    mine = [r for r in played if r.outcome.declarer == seat]
    return {"deals": len(played), "declared": len(mine), "deals_won": sum(bool(r.made) for r in mine),
            "seat_deals": len(played), "points": sum(r.score_delta[seat] for r in played)}


def count_rows(path: Path, table: str) -> int:
    conn = sqlite3.connect(path)
    try:
        return conn.execute(f"SELECT count(*) FROM {table}").fetchone()[0]
    finally:
        conn.close()


# --------------------------------------------------------------------------- a hand-made scenario
class FakeDeal:
    def __init__(self, number: int, dealer: int) -> None:
        self.dealer, self.dealt_lists, self.talon_lists = dealer, ((number,), (1,), (2,)), ((3,),)
        self.stock_list, self.table_lists = (), ()
        self.history = [(0, f"bid {100 + number}")]


def fake_game(plan: Sequence[tuple], players: Sequence[str], *, over: bool, winner=None, seed: int = 0):
    """A Game-like object whose deals are ``(declarer, bid, contract, result, deltas)`` with
    result "made", "failed", "bombed" or "redeal"."""
    n = len(players)
    scores, results, deals = (0,) * n, [], []
    for number, (declarer, bid, contract, result, deltas) in enumerate(plan):
        after = tuple(s + d for s, d in zip(scores, deltas))
        points = [0] * n
        if result == "made":
            points[declarer] = 400
        outcome = DealOutcome(
            dealer=number % n, active=tuple(range(n)), declarer=declarer, bid=bid, contract=contract,
            redeal=result == "redeal", bombed=result == "bombed", conceded=False, dark=False, golden=False,
            card_points=tuple(points), melds=((),) * n, tricks=(0,) * n, musik_mask=0, four_nines=None,
            claimed=False)
        results.append(DealResult(outcome, scores, tuple(deltas), after, tuple(deltas), (), Counters.zero(n)))
        deals.append(FakeDeal(number, number % n))
        scores = after
    return SimpleNamespace(results=results, deals=deals, players=tuple(players), seed=seed, preset="polish",
                           rules=make_rules("polish", {"players": n}), start_scores=(0,) * n,
                           start_counters=Counters.zero(n), scores=scores, is_over=over, winner=winner)


SCENARIO = [  # human seat 0, hard seat 1, easy seat 2
    (0, 100, 100, "made", (100, 20, 30)),
    (0, 120, 120, "failed", (-120, 40, 50)),
    (1, 100, 110, "made", (10, 110, 20)),
    (None, None, None, "redeal", (0, 0, 0)),
    (2, 100, 100, "bombed", (60, 60, 0)),
    (0, 260, 270, "made", (270, 0, 10)),
    (0, 150, 150, "failed", (-150, 40, 40)),
]


def record_scenario(store: Statistics) -> None:
    store.record(fake_game(SCENARIO, ["You", "Ala", "Bolek"], over=True, winner=0), SEATS)
    computers = [SimpleNamespace(name=n, kind="ai", level="expert") for n in ("X", "Y", "Z")]
    store.record(fake_game([(1, 100, 100, "made", (0, 100, 10)), (2, 100, 120, "failed", (20, 30, -120))],
                           ["X", "Y", "Z"], over=False, seed=7), computers)


# =========================================================================== the store
def test_a_new_database_in_the_data_folder(home, stats):
    assert stats.path == storage.statistics_path() == home / "data" / "statistics.sqlite3"
    assert stats.path.read_bytes().startswith(b"SQLite format 3\x00")
    assert not stats.in_memory
    conn = sqlite3.connect(stats.path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    conn.close()
    assert [p.name for p in stats.path.parent.iterdir()] == ["statistics.sqlite3"]  # no temp file left
    assert stats.summary().empty and stats.games() == []


def test_recording_a_played_game_gives_the_right_counts(stats):
    game = random_game(deals=8, on_deal=lambda g: stats.record(g, SEATS))
    s = stats.summary()
    expected = human_figures(game)
    assert (s.games, s.finished, s.won) == (1, 0, 0)
    assert {k: getattr(s, k) for k in expected} == expected
    assert sum(b.played for b in s.bands) == s.declared and sum(b.made for b in s.bands) == s.deals_won
    hard = next(level for level in s.levels if level.level == "hard")
    assert hard.games == 1 and hard.seat_deals == expected["deals"]
    assert hard.declared == sum(1 for r in game.results if r.outcome.declarer == 1 and not r.outcome.redeal)
    [info] = stats.games()
    assert info.players == ("You", "Ala", "Bolek") and info.kinds == ("human", "ai", "ai")
    assert info.levels == (None, "hard", "easy") and info.deals == len(game.results) == 8
    assert info.scores == game.scores and not info.finished and info.winner is None


def test_recording_twice_does_not_count_twice(stats):
    game = random_game(deals=5)
    for _ in range(3):
        stats.record(game, SEATS)
    assert stats.summary() == (once := stats.summary())
    assert once.games == 1 and count_rows(stats.path, "deals") == 5 and count_rows(stats.path, "deal_scores") == 15


def test_a_resumed_game_adds_only_its_new_deals(stats):
    game = random_game(deals=4)
    stats.record(game, SEATS)
    stats.close()
    resumed = load_game(game_to_record(game))  # as the app resumes an autosave
    assert game_key(resumed) == game_key(game)
    play_random(resumed, 3, seed=9)
    again, message = Statistics.open()
    assert message is None
    again.record(resumed, SEATS)
    again.record(resumed, SEATS)
    [info] = again.games()
    assert info.deals == 7 and info.scores == resumed.scores
    assert again.summary().deals == human_figures(resumed)["deals"]
    assert again.progress(info.id)[1] == [list(r.scores_after) for r in resumed.results]
    again.close()


def test_a_finished_game_and_its_winner(stats, finished):
    stats.record(finished, SEATS)
    [info] = stats.games()
    assert info.finished and info.winner == finished.winner and info.scores == finished.scores
    s = stats.summary()
    assert (s.games, s.finished, s.won) == (1, 1, int(finished.winner == 0))
    assert info.start_scores == (700, 700, 700) and len(finished.results) == 10


def test_the_same_game_played_again_differently_is_a_new_game(stats, finished):
    stats.record(finished, SEATS)
    replay = load_game(game_to_record(finished) | {"deals": game_to_record(finished)["deals"][:1]})
    play_random(replay, 2, seed=3)  # same seed and first deal, then other moves: another game
    assert [d.history for d in replay.deals[:3]] != [d.history for d in finished.deals[:3]]
    stats.record(replay, SEATS)
    assert len(stats.games()) == 2
    assert stats.summary().finished == 1
    stats.record(finished, SEATS)  # each still finds its own row
    stats.record(replay, SEATS)
    # the replay's row holds its deals from where it parted; their common first deal is counted once
    assert [info.deals for info in stats.games()] == sorted([len(finished.results), len(replay.results) - 1],
                                                            key=lambda d: d != len(replay.results) - 1)


def test_summary_per_band_and_level_on_a_hand_made_scenario(stats):
    record_scenario(stats)
    s = stats.summary()
    assert (s.games, s.finished, s.won) == (1, 1, 1)  # the computers-only game is not the humans'
    assert (s.deals, s.declared, s.deals_won) == (6, 4, 2)
    assert s.points == 100 - 120 + 10 + 60 + 270 - 150 and s.seat_deals == 6
    assert s.average == pytest.approx(170 / 6)
    assert [(b.low, b.played, b.made) for b in s.bands] == [
        (100, 1, 1), (120, 2, 0), (160, 0, 0), (210, 0, 0), (260, 1, 1)]
    assert s.bands[0].rate == 1.0 and s.bands[1].rate == 0.0 and s.bands[2].rate is None
    levels = {f.level: f for f in s.levels}
    hard = levels["hard"]
    assert (hard.games, hard.human_wins, hard.declared, hard.made) == (1, 1, 1, 1)
    assert levels["hard"].average == pytest.approx((20 + 40 + 110 + 60 + 0 + 40) / 6)
    assert (levels["easy"].declared, levels["easy"].made) == (1, 0)  # its bomb is a contract not made
    assert levels["easy"].average == pytest.approx(150 / 6)
    # the expert level played no human, but its own contracts count
    assert (levels["expert"].games, levels["expert"].declared, levels["expert"].made) == (0, 2, 1)
    assert levels["expert"].seat_deals == 6 and levels["medium"].seat_deals == 0


def test_progress_is_the_running_totals(stats, finished):
    stats.record(finished, SEATS)
    [info] = stats.games()
    names, rows = stats.progress(info.id)
    assert names == ["You", "Ala", "Bolek"]
    assert rows == [list(r.scores_after) for r in finished.results]
    assert stats.progress(12345) == ([], [])


def test_csv_export_has_one_row_per_deal_and_seat(stats, home, finished):
    random_game(deals=3, on_deal=lambda g: stats.record(g, SEATS))
    stats.record(finished, [SimpleNamespace(name=n, kind="human", level="easy") for n in ("=cmd", "-1+2", "C")])
    target = home / "out" / "stats.csv"
    stats.export_csv(target)
    with open(target, newline="", encoding="utf-8-sig") as handle:
        rows = list(csv.reader(handle))
    assert tuple(rows[0]) == CSV_HEADER
    assert len(rows) == 1 + 3 * (3 + len(finished.results))
    assert all(len(row) == len(CSV_HEADER) for row in rows)
    body = [dict(zip(CSV_HEADER, row)) for row in rows[1:]]
    by_deal: dict = {}
    for row in body:
        by_deal.setdefault((row["game"], row["deal"]), []).append(row)
    for seats in by_deal.values():
        assert sorted(r["seat"] for r in seats) == ["0", "1", "2"]
        played = seats[0]["outcome"] != "redeal"
        assert sum(r["declarer"] == "1" for r in seats) == (1 if played else 0)
    assert {r["name"] for r in body} >= {"You", "'=cmd", "'-1+2"}  # a name is never a spreadsheet formula
    finished_id = next(str(info.id) for info in stats.games() if info.finished)
    last = [r for r in body if r["game"] == finished_id][-3:]
    assert [int(r["total"]) for r in last] == list(finished.scores)
    assert [p.name for p in target.parent.iterdir()] == ["stats.csv"]  # written atomically, no leftovers
    with pytest.raises(OSError):
        stats.export_csv(home)  # a folder: refused, nothing raised but OSError


def test_a_failed_write_is_reported_not_raised(stats):
    stats._conn.execute("PRAGMA query_only = ON")
    stats.record(random_game(deals=2), SEATS)
    assert stats.last_error and "could not be saved" in stats.last_error
    stats._conn.execute("PRAGMA query_only = OFF")
    stats.record(random_game(deals=2), SEATS)
    assert stats.last_error is None and stats.summary().deals == 2


# =========================================================================== bad files
def real_database(home: Path) -> bytes:
    """A statistics file with a few deals in it."""
    store, _ = Statistics.open()
    store.record(random_game(deals=6), SEATS)
    store.close()
    return storage.statistics_path().read_bytes()


def tamper(*statements: str, params: Sequence = ()) -> Callable[[Path], None]:
    def apply(home: Path) -> None:
        real_database(home)
        conn = sqlite3.connect(storage.statistics_path(), isolation_level=None)
        conn.execute("PRAGMA ignore_check_constraints = ON")
        for i, statement in enumerate(statements):
            conn.execute(statement, params if i == len(statements) - 1 else ())
        conn.close()
    return apply


def write(data: bytes) -> Callable[[Path], None]:
    def apply(home: Path) -> None:
        path = storage.statistics_path()
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    return apply


def truncated(home: Path) -> None:
    data = real_database(home)
    storage.statistics_path().write_bytes(data[:len(data) // 2])


def damaged_page(home: Path) -> None:
    data = bytearray(real_database(home))
    page = 4096
    data[page + 8:page + 200] = bytes(random.Random(4).randrange(256) for _ in range(192))
    storage.statistics_path().write_bytes(bytes(data))


def other_schema(home: Path) -> None:
    path = storage.statistics_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(path)
    conn.executescript("CREATE TABLE games (id INTEGER PRIMARY KEY, who TEXT);"
                       "CREATE TABLE seats (x); CREATE TABLE deals (y); CREATE TABLE deal_scores (z);"
                       f"PRAGMA user_version = {SCHEMA_VERSION};")
    conn.close()


BAD_FILES = {
    "random bytes": write(bytes(random.Random(1).randrange(256) for _ in range(8192))),
    "empty file": write(b""),
    "a JSON file": write(b'{"games": []}\n'),
    "SQLite header only": write(b"SQLite format 3\x00" + bytes(84)),
    "truncated": truncated,
    "damaged page": damaged_page,
    "newer version": tamper("PRAGMA user_version = 999"),
    "version 0": tamper("PRAGMA user_version = 0"),
    "extra table": tamper("CREATE TABLE evil (x TEXT)"),
    "extra column": tamper("ALTER TABLE games ADD COLUMN note TEXT"),
    "other columns": other_schema,
    "trigger": tamper("CREATE TRIGGER wipe AFTER INSERT ON deals BEGIN DELETE FROM games; END"),
    "view": tamper("CREATE VIEW everything AS SELECT * FROM games"),
    "extra index": tamper("CREATE INDEX by_name ON seats(name)"),
    "huge text": tamper("UPDATE seats SET name = ? WHERE seat = 1", params=("x" * 3_000_000,)),
    "seat out of range": tamper("UPDATE deals SET declarer = 3 WHERE number = 0"),
    "text in a number column": tamper("UPDATE deal_scores SET change = 'lots' WHERE number = 0"),
    "bad outcome": tamper("UPDATE deals SET outcome = 'won' WHERE number = 0"),
    "orphan rows": tamper("PRAGMA foreign_keys = OFF", "DELETE FROM games"),
}


@pytest.mark.parametrize("make", BAD_FILES.values(), ids=BAD_FILES.keys())
def test_a_bad_file_is_moved_aside_and_a_fresh_one_works(home, make):
    make(home)
    path = storage.statistics_path()
    original = path.read_bytes()
    store, problem = Statistics.open()
    try:
        [kept] = sorted(path.parent.glob("statistics.bad-*.sqlite3"))
        assert kept.read_bytes() == original  # byte for byte
        assert problem is not None and problem.kept_as == kept and problem.reason in statistics_file.BAD_FILE_REASONS
        assert not problem.in_memory and str(kept) in str(problem)
        assert store.path == path and not store.in_memory and store.summary().empty
        game = random_game(deals=3)
        store.record(game, SEATS)
        assert store.summary().deals == human_figures(game)["deals"]
    finally:
        store.close()
    again, message = Statistics.open()  # and the fresh file is fine next time
    assert message is None and len(again.games()) == 1
    again.close()


def test_a_second_bad_file_never_overwrites_the_first(home):
    for _ in range(2):
        write(b"not a database at all, twice over" * 10)(home)
        store, message = Statistics.open()
        store.close()
        storage.statistics_path().unlink()
    assert len(list(storage.data_dir().glob("statistics.bad-*.sqlite3"))) == 2


def test_a_folder_where_the_file_should_be(home):
    storage.statistics_path().mkdir(parents=True)
    store, problem = Statistics.open()
    assert problem is not None and problem.reason == "not_file" and not store.in_memory
    store.close()


def test_no_writable_folder_keeps_statistics_in_memory(home, monkeypatch):
    blocker = home / "blocker"
    blocker.write_text("a file where a folder should be")
    monkeypatch.setenv("TYSIAC_HOME", str(blocker))  # the data folder cannot be created
    store, problem = Statistics.open()
    assert store.in_memory and store.path is None
    assert problem is not None and problem.not_kept == "folder" and problem.in_memory
    game = random_game(deals=2)
    store.record(game, SEATS)
    assert store.summary().deals == human_figures(game)["deals"]
    store.close()


def test_a_file_that_cannot_be_written_is_shown_from_memory(home, monkeypatch):
    real_database(home)
    opened = statistics_file.open_existing

    def read_only(path):  # what a write-protected file or folder gives (root ignores chmod)
        opened(path).close()
        return sqlite3.connect(f"{path.absolute().as_uri()}?mode=ro", uri=True, isolation_level=None)

    monkeypatch.setattr(statistics_file, "open_existing", read_only)
    before = storage.statistics_path().read_bytes()
    store, problem = Statistics.open()
    assert store.in_memory and problem is not None and problem.not_kept == "file"
    assert "readonly" in problem.not_kept_detail
    assert len(store.games()) == 1  # the games recorded so far are still shown
    store.record(random_game(deals=2, seed=4), SEATS)
    assert len(store.games()) == 2 and store.last_error is None
    store.close()
    assert storage.statistics_path().read_bytes() == before


@pytest.mark.skipif(os.name != "posix", reason="file modes (POSIX)")
def test_read_only_folder_shows_old_games_in_memory(home):
    real_database(home)
    with read_only(storage.data_dir()):
        store, problem = Statistics.open()
        assert store.in_memory and problem is not None and problem.in_memory
        assert len(store.games()) == 1
        store.record(random_game(deals=2, seed=4), SEATS)
        assert len(store.games()) == 2
        store.close()


def test_a_file_locked_by_another_program_is_left_alone(home, monkeypatch):
    before = real_database(home)
    monkeypatch.setattr(statistics_file, "BUSY_TIMEOUT", 0.05)
    other = sqlite3.connect(storage.statistics_path(), isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        store, problem = Statistics.open()
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert store.in_memory and problem is not None and problem.busy is not None and problem.in_memory
    assert storage.statistics_path().read_bytes() == before
    assert not list(storage.data_dir().glob("statistics.bad-*"))
    store.close()


def test_a_file_that_cannot_be_moved_aside(home, monkeypatch):
    write(b"garbage" * 100)(home)

    def refuse(path):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(storage, "move_aside", refuse)
    store, problem = Statistics.open()
    assert store.in_memory and problem is not None and problem.kept_as is None
    assert problem.move_error == "Permission denied" and problem.reason == "not_database"
    assert storage.statistics_path().read_bytes() == b"garbage" * 100  # left alone
    store.close()


# =========================================================================== the window
def test_the_window_when_nothing_was_played(qtbot, stats):
    dialog = StatisticsDialog(stats)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.empty_title.isVisibleTo(dialog)
    assert not dialog.export_button.isEnabled()
    dialog.tabs.setCurrentIndex(1)
    assert dialog.no_games.isVisibleTo(dialog) and not dialog.games_list.isVisibleTo(dialog)
    assert dialog.chart.deal_count == 0 and not dialog.grab().isNull()


def test_the_window_with_games(qtbot, stats, finished):
    record_scenario(stats)
    stats.record(finished, SEATS)
    current = random_game(deals=4, seed=3, on_deal=lambda g: stats.record(g, SEATS))
    dialog = StatisticsDialog(stats, this_game=stats.this_game(current))
    qtbot.addWidget(dialog)
    dialog.resize(1000, 700)
    dialog.show()
    s = dialog.summary
    assert dialog.overview_values["Games played"].text() == num(s.games) == num(3)
    assert dialog.band_rows[0][1].text() == num(s.bands[0].played)
    assert dialog.export_button.isEnabled()
    # the current game is listed, marked and charted first
    assert dialog.games_list.topLevelItemCount() == 4
    item = dialog.games_list.currentItem()
    assert "this game" in item.text(0) and item.text(4) == "In progress"
    assert dialog.chart.deal_count == 4 and dialog.chart.title == "This game"
    # choosing a past game draws that game
    finished_id = next(info.id for info in dialog.game_infos if info.finished and info.deals == len(finished.results))
    assert dialog.select_game(finished_id)
    assert dialog.chart.deal_count == len(finished.results)
    assert dialog.chart.series[0][-1] == finished.scores[0] and dialog.chart.target == 1000
    dialog.tabs.setCurrentIndex(1)
    assert not dialog.grab().isNull()


def test_the_current_game_before_it_is_recorded(qtbot, stats):
    record_scenario(stats)
    current = random_game(deals=2, seed=8)
    dialog = StatisticsDialog(stats, this_game=stats.this_game(current))
    qtbot.addWidget(dialog)
    assert dialog.games_list.topLevelItemCount() == 3
    assert "this game" in dialog.games_list.currentItem().text(0)
    assert dialog.chart.deal_count == 2


def test_export_from_the_window(qtbot, stats, home, monkeypatch):
    record_scenario(stats)
    dialog = StatisticsDialog(stats)
    qtbot.addWidget(dialog)
    target = home / "export.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    assert dialog.export_csv() and target.exists()
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: warnings.append(a[2]))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(home), ""))  # a folder
    assert not dialog.export_csv()
    assert warnings and str(home) in warnings[0]
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))

    def damaged(path):
        raise sqlite3.DatabaseError("database disk image is malformed " + "x" * 5000)

    monkeypatch.setattr(dialog.stats, "export_csv", damaged)  # the database itself fails
    assert not dialog.export_csv()
    said = warnings[-1]  # in our words, SQLite's after them, shortened
    assert "the statistics could not be read (database disk image is malformed" in said and len(said) < 1000
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: ("", ""))  # cancelled
    assert not dialog.export_csv()


def test_the_chart_paints(qtbot):
    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.resize(700, 360)
    chart.set_progress(["You", "A very long name indeed, Maksymilian", "Bolek", "Cezary"],
                       [[60, 0, 40, 20], [-120, 140, 80, 40], [1010, 260, 90, 30]],
                       start=[0, 0, 0, 0], target=1000, title="This game")
    assert chart.deal_count == 3 and not chart.grab().isNull()
    assert chart.deal_at(chart._plot.right()) == 3 and chart.deal_at(-50) is None
    assert "After deal 3" in chart.tooltip_text(3) and num(1010) in chart.tooltip_text(3)
    chart.set_progress(["A", "B"], [[v, -v] for v in range(0, 3000, 20)], target=1000)  # many deals
    assert not chart.grab().isNull()
    chart.clear()
    assert chart.deal_count == 0 and not chart.grab().isNull()
    assert [nice_step(s) for s in (1000, 1500, 90, 0)] == [200, 250, 20, 1]


def test_the_chart_steps_through_the_deals_from_the_keyboard(qtbot):
    """The chart is a Tab stop: the arrows, Home and End step from deal to deal, and each deal's
    totals are said to a screen reader (a mouse hovers for them)."""
    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.resize(700, 360)
    chart.set_progress(["Ala", "Bolek"], [[60, 0], [-60, 140], [80, 260]], title="This game")
    chart.show()
    assert chart.focusPolicy() & Qt.FocusPolicy.TabFocus
    chart.setFocus()
    assert "Ala: 80" in chart.accessibleDescription()  # before a step: where everyone stands now
    qtbot.keyClick(chart, Qt.Key.Key_Left)  # the first step marks the last deal, then back by one
    assert chart.marked == 3
    qtbot.keyClick(chart, Qt.Key.Key_Left)
    assert chart.marked == 2
    said = chart.announcer.last()
    assert said == chart.accessibleDescription() == f"After deal 2; Ala: {num(-60)}; Bolek: 140"
    qtbot.keyClick(chart, Qt.Key.Key_Home)
    assert chart.marked == 0 and chart.announcer.last() == "Start; Ala: 0; Bolek: 0"
    qtbot.keyClick(chart, Qt.Key.Key_Left)  # nothing before the start
    assert chart.marked == 0
    qtbot.keyClick(chart, Qt.Key.Key_End)
    assert chart.marked == 3 and "After deal 3" in chart.announcer.last()
    assert not chart.grab().isNull()  # painted with its mark and focus frame
    chart.set_progress(["Ala", "Bolek"], [[60, 0]])  # another game: no mark left from this one
    assert chart.marked is None
    chart.clear("No games yet", title="All games")  # still a Tab stop: a reader hears why it is empty
    assert chart.accessibleName() == "All games" and chart.accessibleDescription() == "No games yet"
    assert ScoreChart().accessibleName() == "Score chart"


def test_a_file_locked_at_the_start_neither_holds_it_up_nor_loses_the_session(home):
    """Issue 29, item 14: opening waited 5 s for the lock, and the session's games stayed in
    memory for good; now opening gives up at once and the games reach the file once it is free."""
    Statistics.open()[0].close()  # an existing, good file
    other = sqlite3.connect(storage.statistics_path(), isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        started = time.perf_counter()
        store, problem = Statistics.open()
        assert time.perf_counter() - started < 1.5
        assert store.in_memory and problem is not None and problem.busy is not None
        game = random_game(deals=2, on_deal=lambda g: store.record(g, SEATS))  # locked: counted in memory
        assert store.summary().deals == len([r for r in game.results if not r.outcome.redeal])
    finally:
        other.execute("ROLLBACK")
        other.close()
    play_random(game, 1, seed=3)
    store.record(game, SEATS)  # the next deal after the lock went: everything is written to the file
    assert not store.in_memory
    store.close()
    again, problem = Statistics.open()
    assert problem is None and again.summary().deals == len([r for r in game.results if not r.outcome.redeal])
    again.close()


def test_a_session_locked_out_to_the_end_is_written_when_the_window_closes(home):
    Statistics.open()[0].close()
    other = sqlite3.connect(storage.statistics_path(), isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        store, _ = Statistics.open()
        random_game(deals=2, on_deal=lambda g: store.record(g, SEATS))  # recorded deal by deal
    finally:
        other.execute("ROLLBACK")
        other.close()
    store.close()
    again, _ = Statistics.open()
    assert again.summary().games == 1 and len(again.games()) == 1
    again.close()
