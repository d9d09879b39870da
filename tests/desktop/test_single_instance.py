"""One running game per data folder: a second start brings the first window to the front and
ends (or says that the game is already open); a lock left by a killed game is taken over."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

from PySide6.QtCore import QLockFile
from PySide6.QtWidgets import QMainWindow

from tysiac_desktop import storage
from tysiac_desktop.single_instance import LOCK_NAME, SingleInstance, bring_to_front, claim_files

from tests.processes import wait_until

from .app_process import ROOT, App, app_env
from .read_only import read_only


def lock_owner(folder) -> str:
    path = folder / LOCK_NAME
    return path.read_text().split("\n")[0] if path.exists() else ""


def test_a_second_instance_finds_the_lock(private_home):
    folder = storage.data_dir()
    first, second = SingleInstance(folder), SingleInstance(folder)
    assert first.acquire() == SingleInstance.OWNER
    assert second.acquire() == SingleInstance.RUNNING
    assert lock_owner(folder) == str(os.getpid())
    first.release()
    assert second.acquire() == SingleInstance.OWNER  # free again once the first has ended
    second.release()


def test_a_second_start_brings_the_running_window_to_the_front_and_ends(qtbot, private_home):
    running = SingleInstance()  # this test process plays the running game
    assert running.acquire() == SingleInstance.OWNER
    window = QMainWindow()
    qtbot.addWidget(window)
    window.showMinimized()
    running.activation_requested.connect(lambda: bring_to_front(window))
    second = App(private_home)
    try:
        with qtbot.waitSignal(running.activation_requested, timeout=30_000):
            pass
        assert wait_until(lambda: second.process.poll() is not None, 15), second.output()
        assert second.process.returncode == 0, second.output()
        assert not window.isMinimized() and window.isVisible()
        assert second.boxes() == []  # no message: the player sees the running game
        # it ended before touching anything: no autosave, no statistics of its own
        assert sorted(p.name for p in storage.data_dir().iterdir()) == [LOCK_NAME]
    finally:
        second.stop()
        running.release()


def test_where_the_running_game_cannot_answer_the_second_start_says_so(private_home):
    folder = storage.data_dir()
    folder.mkdir(parents=True)
    lock = QLockFile(str(folder / LOCK_NAME))  # held, but nobody listens (another version, a hung game)
    assert lock.tryLock(0)
    second = App(private_home)
    try:
        assert wait_until(lambda: second.process.poll() is not None, 30), second.output()
        assert second.process.returncode == 1, second.output()
        [box] = second.boxes()
        assert "already open" in box
        assert sorted(p.name for p in folder.iterdir()) == [LOCK_NAME]  # nothing written
    finally:
        second.stop()
        lock.unlock()


def test_a_stale_lock_of_a_killed_game_is_taken_over(private_home):
    folder = storage.data_dir()
    folder.mkdir(parents=True)
    holder = subprocess.Popen(
        [sys.executable, "-c", "import sys, time\nfrom PySide6.QtCore import QLockFile\n"
                               f"lock = QLockFile({str(folder / LOCK_NAME)!r})\n"
                               "assert lock.tryLock(0)\nprint('locked', flush=True)\ntime.sleep(600)\n"],
        cwd=ROOT, env=app_env(private_home), stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "locked"
        assert SingleInstance(folder).acquire() == SingleInstance.RUNNING  # its process is alive
        holder.send_signal(signal.SIGKILL)
        holder.wait(10)
        assert lock_owner(folder) == str(holder.pid)  # left behind
        instance = SingleInstance(folder)
        assert instance.acquire() == SingleInstance.OWNER
        assert lock_owner(folder) == str(os.getpid())
        instance.release()
    finally:
        if holder.poll() is None:
            holder.kill()
            holder.wait(10)


def test_two_starts_at_once_make_one_game(private_home):
    apps = [App(private_home, log=private_home.parent / f"start-{i}.log") for i in range(2)]
    try:
        assert wait_until(lambda: any(a.process.poll() is not None for a in apps), 60), \
            [a.output() for a in apps]
        ended = [a for a in apps if a.process.poll() is not None]
        [playing] = [a for a in apps if a.process.poll() is None]
        assert [a.process.returncode for a in ended] == [0], [a.output() for a in apps]
        assert lock_owner(storage.data_dir()) == str(playing.pid)
        time.sleep(1)
        assert playing.process.poll() is None, playing.output()
    finally:
        for a in apps:
            a.stop()


def test_the_lock_is_released_when_the_game_ends(private_home):
    instance = SingleInstance()
    assert instance.acquire() == SingleInstance.OWNER
    assert (storage.data_dir() / LOCK_NAME).exists()
    instance.release()
    assert not (storage.data_dir() / LOCK_NAME).exists()


def acquire_in_a_process(home, timeout: float = 30) -> str:
    """SingleInstance().acquire() in a fresh process (a hang fails the test instead of the run)."""
    code = ("from PySide6.QtCore import QCoreApplication\nfrom tysiac_desktop.single_instance import SingleInstance\n"
            "app = QCoreApplication([])\ninstance = SingleInstance()\nprint(instance.acquire())\n"
            "instance.release()\n")  # as the app ends: no lock or local server's socket is left behind
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=app_env(home), capture_output=True,
                          text=True, timeout=timeout)
    return done.stdout.strip()


def test_a_pipe_where_the_lock_belongs_neither_blocks_nor_is_lost(private_home):
    folder = storage.data_dir()
    folder.mkdir(parents=True)
    os.mkfifo(folder / LOCK_NAME)
    assert acquire_in_a_process(private_home) == SingleInstance.OWNER
    [kept] = [p for p in folder.iterdir() if ".bad-" in p.name]  # renamed aside, not deleted
    assert kept.is_fifo()


def test_an_empty_lock_left_by_a_write_cut_short_is_taken_over(private_home):
    folder = storage.data_dir()
    folder.mkdir(parents=True)
    lock = folder / LOCK_NAME
    lock.write_text("")
    os.utime(lock, (time.time() - 60, time.time() - 60))
    assert acquire_in_a_process(private_home) == SingleInstance.OWNER
    lock.write_text("")  # just made: maybe a game writing its number this very moment
    assert acquire_in_a_process(private_home) == SingleInstance.RUNNING


def test_a_stale_lock_in_a_read_only_folder_lets_the_game_play_and_says_so(private_home):
    """Issue 29, item 14: the lock of a game that was killed, in a folder that has become read-only,
    cannot be removed; the start said "already open" and ended."""
    folder = storage.data_dir()
    folder.mkdir(parents=True)
    subprocess.run([sys.executable, "-c", "import os\nfrom PySide6.QtCore import QLockFile\n"
                                          f"lock = QLockFile({str(folder / LOCK_NAME)!r})\n"
                                          "assert lock.tryLock(0)\nos._exit(0)\n"],  # killed: the lock stays
                   cwd=ROOT, env=app_env(private_home), check=True, timeout=60)
    assert lock_owner(folder)
    with read_only(folder):
        notices = []
        instance, code = claim_files(notices)
        assert (instance, code) == (None, None)  # plays on, without the lock
        assert len(notices) == 1 and str(folder) in notices[0]
        assert SingleInstance(folder).acquire() == SingleInstance.UNLOCKED


def test_already_open_is_said_in_the_language_chosen_in_preferences(private_home):
    """Issue 29, item 14: start-up notices came before the switch to the player's language."""
    from tysiac_desktop.settings import Preferences, save_preferences

    save_preferences(Preferences(language="pl"))
    folder = storage.data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    lock = QLockFile(str(folder / LOCK_NAME))  # held, but nobody answers
    assert lock.tryLock(0)
    second = App(private_home, LANG="en_US.UTF-8", LC_ALL="en_US.UTF-8")
    try:
        assert wait_until(lambda: second.process.poll() is not None, 30), second.output()
        [box] = second.boxes()
        assert "Tysiąc jest już otwarty" in box
    finally:
        second.stop()
        lock.unlock()


def test_a_statistics_problem_at_the_start_is_told_in_the_language_chosen_in_preferences(private_home):
    """Issue 29, item 14: the notice was worded before the switch to Polish, so it came in English."""
    from tysiac_desktop.settings import Preferences, save_preferences

    save_preferences(Preferences(language="pl"))
    storage.data_dir().mkdir(parents=True, exist_ok=True)
    storage.statistics_path().write_bytes(b"not a database" * 100)
    app = App(private_home, LANG="en_US.UTF-8", LC_ALL="en_US.UTF-8")
    try:
        assert wait_until(lambda: any("statystyk" in box for box in app.boxes()), 30), app.output()
        assert not any("could not be used" in box for box in app.boxes()), app.boxes()
    finally:
        app.stop()
