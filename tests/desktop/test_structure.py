"""Structure that keeps it right: typed actions across the desktop, one seat model, a record
replayed once, the coach and the review in the worker, the wording in a package of its own."""
import ast
import time
from pathlib import Path

import pytest
from PySide6.QtWidgets import QComboBox, QPushButton

import tysiac_desktop.storage as storage_module
from tysiac_desktop.controller import GameSetup, computer, human
from tysiac_desktop.main_window import MainWindow
from tysiac_desktop.screenshot import prepared_game
from tysiac_engine.actions import Action
from tysiac_engine.game import Seat
from tysiac_engine.record import game_to_record

ROOT = Path(__file__).resolve().parents[2]
DESKTOP = ROOT / "tysiac_desktop"


@pytest.fixture
def window(qtbot):
    win = MainWindow()
    win.set_speed("off")
    win.controller.ai_delay_ms = 3_600_000
    win.controller.trick_hold_ms = 0
    qtbot.addWidget(win)
    win.show()
    yield win
    win.controller.close()


def test_actions_cross_the_desktop_typed(qtbot, window):
    window.session.resume_game(prepared_game(7, "auction"))
    applied = []
    window.controller.action_applied.connect(lambda seat, action: applied.append((seat, action)))
    chosen = []
    window.bar.action_chosen.connect(chosen.append)
    buttons = [b for b in window.bar.controls if isinstance(b, QPushButton) and b.property("action") is not None]
    assert buttons and all(isinstance(b.property("action"), Action) for b in buttons)
    box = next(b for b in window.bar.controls if isinstance(b, QComboBox))
    assert all(isinstance(box.itemData(i), Action) for i in range(box.count()))
    pass_button = next(b for b in buttons if b.property("action") == Action("pass"))
    pass_button.click()
    assert chosen == [Action("pass")] and applied[0] == (0, Action("pass"))


def test_no_desktop_module_splits_action_tokens():
    """Tokens are the engine's business (records); the desktop never builds one with an f-string
    or takes one apart (the wording reads the views' history, which the engine writes as tokens)."""
    offenders = []
    for path in DESKTOP.rglob("*.py"):
        if path.name == "history.py":
            continue  # the one reader of the engine's view history
        text = path.read_text("utf-8")
        for needle in ('f"play {', 'f"give {', 'f"discard {', 'f"take {', 'f"meld {', 'f"bid {', 'f"declare {',
                       "token.split()", "token.partition(", 'startswith("discard', 'startswith("give'):
            if needle in text:
                offenders.append((path.name, needle))
    assert not offenders, offenders


def test_a_seat_is_the_engines_seat_with_one_kind_vocabulary(qtbot, window):
    window.session.start_game(GameSetup(players=3, seed=3, seats=[human("You"), computer("Ala", "easy"),
                                                         computer("Bolek", "hard")]))
    seats = window.controller.seats
    assert all(isinstance(s, Seat) for s in seats)
    assert [s.kind for s in seats] == ["human", "ai", "ai"] and [s.level for s in seats] == [None, "easy", "hard"]
    assert window.controller.game.seats == seats
    dialog = window.session.new_game_dialog()
    assert [s["kind"] for s in dialog.setup()["seats"]] == ["human", "ai", "ai"]
    dialog.reject()
    for path in DESKTOP.rglob("*.py"):
        assert '"computer"' not in path.read_text("utf-8"), path.name


def count_replays(monkeypatch):
    calls = []
    real = storage_module.load_game

    def counting(*args, **kwargs):
        calls.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(storage_module, "load_game", counting)
    import tysiac_desktop.controller as controller_module

    monkeypatch.setattr(controller_module, "load_game", counting)
    return calls


def test_a_record_opened_is_replayed_once(qtbot, window, monkeypatch, tmp_path):
    game = prepared_game(7, "play")
    path = tmp_path / "game.json"
    storage_module.export_record(path, game)
    calls = count_replays(monkeypatch)
    assert window.session.open_record(str(path))
    qtbot.waitUntil(lambda: window.controller.game is not None and bool(window.controller.game.deals), timeout=5000)
    assert len(calls) == 1 and game_to_record(window.controller.game) == game_to_record(game)


def test_the_autosave_is_replayed_once(qtbot, window, monkeypatch):
    game = prepared_game(7, "play")
    storage_module.save_autosave(game_to_record(game))
    calls = count_replays(monkeypatch)
    assert window.session.resume_autosave()
    assert len(calls) == 1 and game_to_record(window.controller.game) == game_to_record(game)


def test_the_hint_and_the_review_are_worked_out_by_the_worker(qtbot, window, monkeypatch):
    """Neither runs on the GUI thread: asking returns at once; the worker's answer comes later."""
    import tysiac_engine.ai.hints as hints

    def in_gui_thread(*args, **kwargs):
        raise AssertionError("computed on the GUI thread")

    asked = []
    real_run = window.controller.worker.run
    monkeypatch.setattr(window.controller.worker, "run",
                        lambda request_id, fn, args, in_process=True: (asked.append(fn.__name__),
                                                                         real_run(request_id, fn, args, in_process)))
    monkeypatch.setattr(hints, "hint", in_gui_thread)  # the worker's process imports its own copy
    monkeypatch.setattr(hints, "review_deal", in_gui_thread)
    window.session.resume_game(prepared_game(7, "play"))
    started = time.perf_counter()
    window.show_hint()
    assert time.perf_counter() - started < 0.25
    with qtbot.waitSignal(window.controller.hint_ready, timeout=60_000):
        pass
    assert window.statusBar().currentMessage().startswith("Hint: ")
    game = prepared_game(7, "summary")
    window.session.resume_game(game)
    with qtbot.waitSignal(window.controller.review_ready, timeout=60_000) as ready:
        assert window.controller.request_review(len(game.deals) - 1)
    assert asked == ["hint_job", "review_job"] and ready.args[1] is not None


def test_the_wording_has_a_package_of_its_own():
    wording = DESKTOP / "wording"
    for name in ("rule_errors", "reasons", "rule_texts", "file_problems", "events", "hints", "cards", "words"):
        assert (wording / f"{name}.py").is_file(), name
        assert not (DESKTOP / "dialogs" / f"{name}.py").exists(), name
    tree = ast.parse((DESKTOP / "controller.py").read_text("utf-8"))
    imported = [node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)]
    assert not [m for m in imported if m.startswith("dialogs") or ".dialogs" in m], imported
    for path in wording.glob("*.py"):  # words only: no widgets
        text = path.read_text("utf-8")
        assert "QtWidgets" not in text, path.name
