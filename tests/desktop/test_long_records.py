"""A long record must not freeze the window: it is replayed off the GUI thread with progress
(and can be stopped), once; and a long game's autosave after each move costs its last deal."""
import json
import random
import threading
import time

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from tysiac_desktop import storage
from tysiac_desktop.main_window import MainWindow
from tysiac_engine.game import Game, Seat
from tysiac_engine.record import game_to_record, load_game
from tysiac_engine.rules import make_rules

DEALS = 2500


@pytest.fixture(scope="module")
def long_record(tmp_path_factory):
    """A game of DEALS quick deals (mostly passed), as the app writes records."""
    rules = make_rules("polish", {"target": 10000})
    game = Game(rules, [Seat(name="You"), Seat(name="Ala", kind="ai", level="easy"),
                        Seat(name="Bolek", kind="ai", level="easy")], seed=4, start_scores=[-90000] * 3)
    rng = random.Random(4)
    while len(game.results) < DEALS:
        legal = game.legal_actions()
        passes = [a for a in legal if a.kind == "pass"]
        game.apply(passes[0] if passes and rng.random() < 0.8 else rng.choice(legal))
    path = tmp_path_factory.mktemp("long") / "long.json"
    storage.export_record(path, game)
    return path, game_to_record(game)


@pytest.fixture
def window(qtbot):
    win = MainWindow()
    win.set_speed("off")
    win.controller.ai_delay_ms = 3_600_000
    qtbot.addWidget(win)
    win.show()
    yield win
    win.session.cancel_load()
    win.controller.close()


def test_a_long_record_is_replayed_off_the_gui_thread_with_progress(qtbot, window, long_record, monkeypatch):
    path, record = long_record
    assert len(record["deals"]) > 2000 and path.stat().st_size > 256 * 1024
    threads = []
    real = storage.load_game

    def load_game(*args, **kwargs):
        threads.append(threading.get_ident())
        return real(*args, **kwargs)

    monkeypatch.setattr(storage, "load_game", load_game)
    progress = []
    started = time.perf_counter()
    assert window.session.open_record(str(path))
    assert time.perf_counter() - started < 0.3  # the call returns at once
    assert window.session.progress is not None and window.session.loader is not None and window.session.loader.running
    window.session.loader.progress.connect(lambda done, total: progress.append((done, total)))
    qtbot.waitUntil(lambda: window.session.loader is None, timeout=120_000)
    # replayed once, and not by the GUI thread (whose event loop goes on meanwhile; how smoothly
    # is for the benchmarks, not for a test on a shared machine)
    assert len(threads) == 1 and threads[0] != threading.main_thread().ident
    assert game_to_record(window.controller.game) == record
    # progress came in steps, of the record's deals (the last step may still be queued when the
    # game is there: a report is only a report)
    assert len(progress) >= 2 and all(0 <= done <= total == len(record["deals"]) for done, total in progress)
    assert [done for done, _ in progress] == sorted(done for done, _ in progress)
    assert window.session.progress is None  # the progress went away with the replay


def test_a_long_replay_can_be_stopped(qtbot, window, long_record):
    path, _ = long_record
    before = window.controller.game
    assert window.session.open_record(str(path))
    loader = window.session.loader
    stop = window.session.progress.findChild(QPushButton)
    qtbot.mouseClick(stop, Qt.MouseButton.LeftButton)  # "Stop"
    loader.wait(60)
    qtbot.wait(50)
    assert window.controller.game is before and window.session.loader is None and window.session.progress is None


def test_the_autosave_of_a_long_game_costs_its_last_deal(qtbot, window, long_record):
    path, record = long_record
    game = load_game(json.dumps(record))
    window.controller.trick_hold_ms = 0
    window.session.resume_game(game, None)
    writer = window.controller._autosaver
    writer.text(game)  # the finished deals' lines, once
    times = []
    for _ in range(5):
        started = time.perf_counter()
        assert window.controller.save()
        times.append(time.perf_counter() - started)
    assert min(times) < 0.25, times
    saved = json.loads(storage.autosave_path().read_text("utf-8"))
    saved.pop(storage.AUTOSAVE_KEY)
    assert saved == game_to_record(game)
    assert storage.autosave_path().stat().st_size < 1.2 * path.stat().st_size  # one deal a line, compact


def test_a_new_game_started_during_a_long_replay_stays(qtbot, window, long_record):
    """One gesture, one action: a replay still under way when the player starts a new game is
    stopped; it never replaces the game started after it."""
    from tysiac_desktop.controller import GameSetup

    path, _ = long_record
    assert window.session.open_record(str(path))
    loader = window.session.loader
    assert loader is not None and loader.running
    window.session.start_game(GameSetup(players=3, seed=5, seats=[Seat(name="H0"), Seat(name="C0", kind="ai", level="easy"),
                                                                Seat(name="C1", kind="ai", level="easy")]))
    started = window.controller.game
    assert window.session.loader is None and window.session.progress is None
    loader.wait(60)
    qtbot.wait(100)
    assert window.controller.game is started and started.players == ("H0", "C0", "C1")


@pytest.mark.parametrize("text", ["[]", "5", '"hello"', "true", "null"])
def test_a_json_file_that_is_no_object_is_not_a_record(qtbot, window, tmp_path, monkeypatch, text):
    """Opened as a record, JSON that is not an object says so in the player's words (it named a
    Python exception: "AttributeError: 'list' object has no attribute 'decode'")."""
    from PySide6.QtWidgets import QMessageBox

    shown = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda parent, title, message, *a, **k: shown.append(message)))
    before = window.controller.game
    path = tmp_path / "not-a-record.json"
    path.write_text(text)
    assert not window.session.open_record(str(path))
    assert len(shown) == 1 and "does not hold a game record" in shown[0], shown
    assert "Error" not in shown[0] and window.controller.game is before


def test_saving_a_record_says_where_or_why_not(qtbot, window, tmp_path, monkeypatch):
    """Game → Save game record: a saved game is said in the status bar; a path under a file (no
    folder there) says the system's reason, not "a folder, a link … is there"."""
    from PySide6.QtWidgets import QFileDialog, QMessageBox

    from tysiac_desktop.controller import GameSetup

    window.session.start_game(GameSetup(players=3, seed=5, seats=[Seat(name="You"), Seat(name="C0", kind="ai", level="easy"),
                                                                Seat(name="C1", kind="ai", level="easy")]))
    target = tmp_path / "kept.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    window.session.save_record()
    assert load_game(target.read_text("utf-8")).players == ("You", "C0", "C1")
    assert window.statusBar().currentMessage() == f"The game was saved as {target}."
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda parent, title, message, *a, **k: shown.append(message)))
    blocked = tmp_path / "a-file"
    blocked.write_text("x")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(blocked / "game.json"), ""))
    window.session.save_record()
    assert len(shown) == 1 and "Not a directory" in shown[0] and "named pipe" not in shown[0], shown
