"""``python -m tysiac_desktop --self-test``: one deal by computer players (process path too), saved and resumed."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from tysiac_desktop.selftest import FAILED, SUCCESS

ROOT = Path(__file__).resolve().parents[2]


def run_self_test(tmp_path: Path, *extra: str, env_extra: dict | None = None) -> subprocess.CompletedProcess:
    env = dict(os.environ)
    env.pop("DISPLAY", None)
    env.pop("WAYLAND_DISPLAY", None)
    env.pop("QT_QPA_PLATFORM", None)  # the self-test must choose offscreen by itself
    env["TYSIAC_HOME"] = str(tmp_path / "users-home")  # replaced by the self-test's own folder
    env.update(env_extra or {})
    return subprocess.run([sys.executable, "-m", "tysiac_desktop", "--self-test", *extra], cwd=tmp_path,
                          env=env, capture_output=True, text=True, timeout=240)


def test_self_test_plays_a_deal_and_exits_0(tmp_path):
    done = run_self_test(tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    assert lines[-1] == SUCCESS
    assert any("by the process players" in line for line in lines), done.stdout
    assert any("replayed to the same scores" in line for line in lines), done.stdout
    assert FAILED not in done.stdout + done.stderr
    # the user's files are untouched and the temporary folder is gone
    assert not (tmp_path / "users-home").exists()
    assert not any(p.name.startswith("tysiac-selftest-") for p in tmp_path.iterdir())


def run_patched(tmp_path: Path, patch: str) -> subprocess.CompletedProcess:
    """The self-test in a subprocess after ``patch`` (Python source) has broken something."""
    code = f"import sys\n{patch}\nfrom tysiac_desktop.__main__ import run\nsys.exit(run(['--self-test']))\n"
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env["TMPDIR"] = str(tmp_path)  # the files a failed self-test keeps for the player land here
    return subprocess.run([sys.executable, "-c", code], cwd=tmp_path, env=env, capture_output=True,
                          text=True, timeout=240)


def test_a_failed_check_is_reported_and_exits_non_zero(tmp_path):
    done = run_patched(tmp_path, (
        "from tysiac_desktop import storage\n"
        "def broken(path): raise storage.RecordFileError('unreadable (test)', path)\n"
        "storage.import_record = broken"))
    assert done.returncode == 1, done.stdout + done.stderr
    assert f"{FAILED}: RecordFileError: unreadable (test)" in done.stderr, done.stderr
    assert SUCCESS not in done.stdout
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("tysiac-selftest-")]
    assert len(kept) == 1 and f"files kept in {kept[0]}" in done.stderr, done.stderr


def test_the_watchdog_fails_instead_of_hanging(tmp_path):
    done = run_patched(tmp_path, (
        "import tysiac_desktop.selftest as t\n"
        "t.run_self_test.__defaults__ = (0.05,)"))  # far too short for a deal
    assert done.returncode == 2, done.stdout + done.stderr
    assert f"{FAILED}: no result after" in done.stderr
    assert SUCCESS not in done.stdout
