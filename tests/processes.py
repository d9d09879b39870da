"""The process table (Linux /proc): which processes live, whose children they are, what they run,
and that a killed parent's workers are all gone."""
from __future__ import annotations

import os
import signal
import subprocess
import time
from pathlib import Path
from typing import Callable, Optional

import pytest

GONE_WITHIN_S = 5.0  # a dead parent's workers end within this


def _stat(pid: int) -> Optional[list[str]]:
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    return text[text.rindex(")") + 2:].split()  # fields after the command name: state, ppid, ...


def alive(pid: int) -> bool:
    """The process exists and is not a zombie waiting to be reaped."""
    fields = _stat(pid)
    return fields is not None and fields[0] not in ("Z", "X")


def children(pid: int) -> list[int]:
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            fields = _stat(int(entry))
            if fields is not None and fields[1] == str(pid):
                found.append(int(entry))
    return found


def cpu_seconds(pid: int) -> float:
    """User plus system CPU time of a process so far."""
    fields = _stat(pid)
    if fields is None:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def command_line(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
    except OSError:
        return ""


def wait_until(condition: Callable[[], object], timeout: float, step: float = 0.05) -> bool:
    end = time.monotonic() + timeout
    while True:
        if condition():
            return True
        if time.monotonic() >= end:
            return False
        time.sleep(step)


def assert_all_gone(pids: list[int]) -> None:
    """Every process of ``pids`` ends within GONE_WITHIN_S (those left are killed, then the test fails)."""
    if not wait_until(lambda: not any(alive(p) for p in pids), GONE_WITHIN_S):
        left = {p: command_line(p) for p in pids if alive(p)}
        for pid in left:
            os.kill(pid, signal.SIGKILL)  # leave nothing behind, then fail
        pytest.fail(f"still running {GONE_WITHIN_S} s after their parent was killed: {left}")


def kinds(pids: list[int]) -> set[str]:
    """What the processes are: multiprocessing's spawned "worker"s, its resource "tracker"."""
    lines = [command_line(p) for p in pids]
    return {"worker" for line in lines if "spawn_main" in line} | \
        {"tracker" for line in lines if "resource_tracker" in line}


def search_forever() -> None:
    """A search that never ends by itself (pure Python, holding the GIL like the real one); it
    first writes its process's id to the file named by $SEARCH_STARTED."""
    Path(os.environ["SEARCH_STARTED"]).write_text(str(os.getpid()))
    n = 0
    while True:
        for i in range(5000):
            n = (n * 31 + i) % 1_000_003


def assert_killed_parent_leaves_nothing(command: list[str], cwd: Path, env: dict, how: int) -> None:
    """Start ``command`` (a parent whose worker runs ``search_forever``), kill it with signal
    ``how`` in the middle of the search, and check that its worker and multiprocessing's resource
    tracker end with it."""
    started = Path(env["SEARCH_STARTED"])
    parent = subprocess.Popen(command, cwd=cwd, env=env)
    try:
        assert wait_until(started.exists, 60), "the search never started"
        worker = int(started.read_text())
        assert wait_until(lambda: cpu_seconds(worker) > 0.3, 20)  # searching, not waiting
        left = children(parent.pid)
        assert worker in left and kinds(left) == {"worker", "tracker"}
        parent.send_signal(how)
        parent.wait(10)
        assert_all_gone(left)
    finally:
        if parent.poll() is None:
            parent.kill()
            parent.wait(10)
