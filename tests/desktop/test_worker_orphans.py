"""The computer players' process dies with the app: killed with SIGKILL or SIGTERM, even in the
middle of a search, the app leaves no worker (nor multiprocessing's resource tracker) behind."""
from __future__ import annotations

import signal
import sys
import time
from pathlib import Path
from typing import Any, Optional

import pytest

from tysiac_desktop.ai_worker import decide
from tysiac_engine.game import SeatView

from tests.processes import (assert_all_gone, assert_killed_parent_leaves_nothing, children, command_line, cpu_seconds,
                             kinds, search_forever, wait_until)

from .app_process import ROOT, App, app_env

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads the process table in /proc")


def endless_search(level: str, seed: int, seconds: Optional[float], view: SeatView, cancel: Any) -> str:
    """A search that never ends by itself."""
    search_forever()
    return decide("medium", seed, seconds, view, cancel)  # never reached


_ASK_AND_WAIT = r'''
from PySide6.QtCore import QCoreApplication
from tysiac_desktop.ai_worker import AiWorker
from tysiac_engine.game import Game
from tests.desktop.test_worker_orphans import endless_search

if __name__ == "__main__":
    app = QCoreApplication([])
    worker = AiWorker(process_levels={"hard"}, decide_fn=endless_search, timeout_s=3600)
    game = Game(seed=4, auto_deal=False)
    game.start_deal()
    worker.request(1, "hard", 0, game.view(game.to_move))
    app.exec()
'''


@pytest.mark.parametrize("how", [signal.SIGKILL, signal.SIGTERM])
def test_a_search_in_progress_ends_when_its_app_is_killed(tmp_path, how):
    assert_killed_parent_leaves_nothing([sys.executable, "-c", _ASK_AND_WAIT], ROOT, app_env(
        tmp_path / "home", SEARCH_STARTED=str(tmp_path / "search-started")), how)


def computers_playing_on(home: Path, monkeypatch) -> None:
    """A saved game of three "expert" computers, its first bid made, and preferences without pauses:
    resumed, the computers think one move after another, in the worker process."""
    from tysiac_desktop import storage
    from tysiac_desktop.settings import Preferences, save_preferences
    from tysiac_engine.game import Game, Seat
    from tysiac_engine.record import game_to_record
    from tysiac_engine.rules import make_rules

    monkeypatch.setenv("TYSIAC_HOME", str(home))
    save_preferences(Preferences(pace="instant", animation="off"))
    game = Game(make_rules("polish"), [Seat(name=name, kind="ai", level="expert") for name in ("Ala", "Bolek", "Cezary")],
                seed=5, preset="polish", auto_deal=False)
    game.start_deal()
    game.apply(game.legal_actions()[0])  # a move made: a game to resume (one left untouched is not offered)
    storage.save_autosave(game_to_record(game))


def lock_holder(home) -> Optional[str]:
    """The process id the save files' lock names (None while there is none: an app that takes
    a stale lock may remove the old file before it writes its own)."""
    try:
        return (home / "data" / "tysiac.lock").read_text().split("\n")[0]
    except FileNotFoundError:
        return None


@pytest.mark.parametrize("how", [signal.SIGKILL, signal.SIGTERM])
def test_the_real_app_killed_while_a_computer_thinks_leaves_no_process(tmp_path, how, monkeypatch):
    home = tmp_path / "home"
    computers_playing_on(home, monkeypatch)
    app = App(home)  # answers "Yes" to "Resume?": the computers start thinking at once
    try:
        def searching() -> Optional[int]:
            workers = [p for p in children(app.pid) if "spawn_main" in command_line(p)]
            if workers and cpu_seconds(workers[0]) > 0.8:  # more than starting up takes
                before = cpu_seconds(workers[0])
                time.sleep(0.2)
                if cpu_seconds(workers[0]) - before > 0.05:
                    return workers[0]
            return None
        assert wait_until(searching, 60), "no search was seen: " + app.output()
        assert any("unfinished game" in box for box in app.boxes()), app.output()  # it was resumed
        left = children(app.pid)
        assert kinds(left) == {"worker", "tracker"}
        app.process.send_signal(how)
        app.process.wait(10)
        assert_all_gone(left)
    finally:
        app.stop()
    # the next start takes the lock the killed game left behind, and plays
    again = App(home)
    try:
        assert wait_until(lambda: lock_holder(home) == str(again.pid), 30)
        time.sleep(1)
        assert again.process.poll() is None, again.output()
    finally:
        again.stop()
