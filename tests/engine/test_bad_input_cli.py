"""Hostile command lines of ``python -m tysiac_engine``: one short line on stderr and status 2,
never a traceback, a hang or a huge allocation (issue 29, items 11 and 13)."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tysiac_engine.errors import MAX_ECHO

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "tests" / "engine" / "examples"
LONG = "k" * 100_000


def engine(*args: str, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, timeout: float = 60
           ) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "tysiac_engine", *args], stdin=stdin, stdout=stdout,
                          stderr=subprocess.PIPE, cwd=ROOT, timeout=timeout)


def one_line_refusal(proc: subprocess.CompletedProcess) -> str:
    """The refusal: status 2, one line on stderr of bounded length, no traceback."""
    err = proc.stderr.decode("utf-8")
    assert proc.returncode == 2, (proc.returncode, err[:500])
    assert "Traceback" not in err
    assert len(err.splitlines()) == 1, err[:500]
    assert len(err) < MAX_ECHO + 150, len(err)
    return err


@pytest.fixture
def fifo(tmp_path):
    path = tmp_path / "pipe"
    os.mkfifo(path)
    return path


def table_file(tmp_path, doc) -> str:
    path = tmp_path / "table.json"
    path.write_text(doc if isinstance(doc, str) else json.dumps(doc), encoding="utf-8")
    return str(path)


GOOD_TABLE = {"level": "easy", "others": "easy", "phase": "contract", "deals": 1, "seed": 1,
              "rules": {"preset": "polish", "overrides": {"players": 3}},
              "decisions": [{"seed": 5, "seating": "ABB", "seat": 0, "prefix": [], "chosen": "pass",
                             "values": {"pass": 0.0, "bid 110": 10.0}}]}


def changed(**values) -> dict:
    doc = json.loads(json.dumps(GOOD_TABLE))
    doc.update(values)
    return doc


@pytest.mark.parametrize("doc", [
    "[]", "{}", changed(level="grandmaster"), changed(rules={"preset": "polish", "overrides": {"target": 1000.5}}),
    changed(rules={"preset": 1.5, "overrides": {}}), changed(decisions=[{"seed": 5}]),
    changed(decisions=[dict(GOOD_TABLE["decisions"][0], prefix=["play XX"])]),
    changed(decisions=[dict(GOOD_TABLE["decisions"][0], chosen=["x"])]),
    changed(rules={"preset": "polish", "overrides": {LONG: 1}}), "[" * 100_000, "not json",
], ids=["list", "empty", "unknown-level", "float-rules", "float-preset", "missing-keys", "illegal-prefix",
        "unhashable-choice", "long-key", "deep", "not-json"])
def test_revalue_refuses_a_bad_table_in_one_line(tmp_path, doc):
    err = one_line_refusal(engine("rollouts", "--revalue", table_file(tmp_path, doc), "--workers", "1"))
    assert err.startswith("rollouts: cannot use ")


@pytest.mark.parametrize("args", [
    ("replay", "/dev/zero"), ("rollouts", "--revalue", "/dev/zero"),
    ("replay", "."), ("rollouts", "--revalue", "."),
], ids=["replay", "revalue", "replay-folder", "revalue-folder"])
def test_a_device_or_a_folder_is_refused_as_not_a_file(args):
    proc = engine(*args, timeout=20)
    assert proc.returncode == 2
    assert b"not a regular file" in proc.stdout + proc.stderr


@pytest.mark.parametrize("command", ["replay", "revalue"])
def test_a_named_pipe_without_a_writer_does_not_hang(fifo, command):
    args = ("replay", str(fifo)) if command == "replay" else ("rollouts", "--revalue", str(fifo))
    proc = engine(*args, timeout=20)  # the old code waited for a writer forever
    assert proc.returncode == 2
    assert b"not a regular file" in proc.stdout + proc.stderr


@pytest.mark.parametrize("args", [
    ("rollouts", "--workers", "0"), ("rollouts", "--workers", "-2"), ("rollouts", "--deals", "-1"),
    ("rollouts", "--deals", "0"), ("arena", "--a", "easy", "--b", "easy", "--deals", str(10 ** 20)),
    ("arena", "--a", "easy", "--b", "easy", "--deals", "-5"), ("arena", "--a", "easy", "--b", "easy", "--workers", "0"),
    ("bench", "--seconds", "nan"), ("bench", "--seconds", "inf"), ("bench", "--seconds", "-1"),
    ("bench", "--seconds", "abc"), ("arena", "--a", LONG, "--b", "easy"),
    ("arena", "--a", "easy", "--b", "easy", "--deals", "1", "--oracle", LONG),
    ("arena", "--a", "easy", "--b", "easy", "--rules", json.dumps({"preset": LONG})),
    ("arena", "--a", "easy", "--b", "easy", "--rules", json.dumps({"preset": "polish", "overrides": {LONG: 1}})),
    ("arena", "--a", "easy", "--b", "easy", "--rules", '{"preset": "polish", "overrides": "ab"}'),
    ("arena", "--a", "easy", "--b", "easy", "--rules", '{"preset": "polish", "overrides": {"target": NaN}}'),
    ("rollouts", "--deals", "1", "--save", "/no/such/folder/table.json"),
    ("no-such-command",), (),
], ids=lambda a: " ".join(a)[:40])
def test_bad_arguments_are_one_short_line_and_status_2(args):
    one_line_refusal(engine(*args, timeout=30))


def test_save_into_a_missing_folder_fails_before_the_run(tmp_path):
    # 10,000 deals would take many minutes; the refusal comes at once
    proc = engine("rollouts", "--deals", "10000", "--save", str(tmp_path / "missing" / "t.json"), timeout=30)
    assert "no folder" in one_line_refusal(proc)


def test_save_refuses_a_pipe_in_its_place(fifo):
    proc = engine("rollouts", "--deals", "10000", "--save", str(fifo), timeout=30)
    assert "not a regular file" in one_line_refusal(proc)


def test_replay_with_standard_input_closed():
    proc = subprocess.run([sys.executable, "-c", "import os, sys; os.close(0); sys.stdin = None; "
                           "from tysiac_engine.__main__ import main; from tysiac_engine.inputs import run_command;"
                           " sys.exit(run_command(main, ['replay', '-']))"],
                          capture_output=True, cwd=ROOT, timeout=30)
    assert proc.returncode == 2 and b"Traceback" not in proc.stderr
    assert "standard input is closed" in json.loads(proc.stdout)["error"]


def test_replay_into_a_full_device_is_one_line():
    record = next(EXAMPLE.glob("*.record.json"), None) or next((ROOT.parent / "shared" / "examples").glob(
        "*.record.json"))
    with open("/dev/full", "wb") as full:
        proc = engine("replay", str(record), stdout=full)
    assert "No space left" in one_line_refusal(proc)


def test_replay_with_standard_output_closed():
    proc = subprocess.run([sys.executable, "-m", "tysiac_engine", "replay", "-"], stdin=subprocess.DEVNULL,
                          stdout=None, stderr=subprocess.PIPE, cwd=ROOT, timeout=30,
                          preexec_fn=lambda: os.close(1))
    assert "standard output is closed" in one_line_refusal(proc)
