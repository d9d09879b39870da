"""Bad input to ``python -m tysiac_engine replay``: RECORD.md "Replay from the command line".

Any invalid input prints one JSON object ``{"error", "deal", "action"}`` on
stdout and exits with status 2; ``deal``/``action`` are the indexes where they
apply and null for bad JSON, header or rules errors and a wrong deck (a card
twice is not a wrong deck: it names its deal).  Never a Python traceback.
"""
from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path

import pytest

from tysiac_engine import Card

from .records import ACTIONS, HANDS, MUSIK, record

ROOT = Path(__file__).resolve().parents[2]
NULL = (None, None)


def text(doc) -> bytes:
    return json.dumps(doc, ensure_ascii=False).encode("utf-8")


def changed(fn, actions=ACTIONS, **kw) -> bytes:
    doc = record(actions, **kw)
    fn(doc)
    return text(doc)


def with_action(index: int, token, actions=ACTIONS) -> bytes:
    acts = list(actions)
    if index == len(acts):
        acts.append(token)
    else:
        acts[index] = token
    return text(record(acts))


def with_card(seat: int, pos: int, card) -> bytes:
    def fn(doc):
        doc["deals"][0]["hands"][seat][pos] = card
    return changed(fn)


def second_deal(dealer: int, actions=()):
    return {"dealer": dealer, "hands": copy.deepcopy(HANDS), "musik": copy.deepcopy(MUSIK),
            "actions": list(actions)}


# a second deal (dealer 0) that ends at once: seat 1 wins the forced 100 and bombs
BOMBED = ["bid 100", "pass", "pass", "take 0", "give 9C 2", "give JC 0", "bomb"]


def first_card_as_its_number(doc) -> None:
    hand = doc["deals"][0]["hands"][0]
    hand[0] = int(Card.parse(hand[0]))  # the same card, written as the engine's index


def nested(depth: int) -> bytes:
    return b"[" * depth + b"]" * depth


# (id, input bytes, expected (deal, action))
CASES = [
    # --- JSON
    ("empty file", b"", NULL),
    ("only whitespace", b"  \n\t ", NULL),
    ("truncated JSON", text(record())[:-7], NULL),
    ("trailing garbage", text(record()) + b" }{", NULL),
    ("single quotes", text(record()).replace(b'"', b"'"), NULL),
    ("non-UTF-8 bytes", b"\xff\xfe\xfa\x00\x81", NULL),
    ("latin-1 inside a string", b'{"format": "tysiac-record", "version": 1, "players": ["J\xf3zef"]}', NULL),
    ("deeply nested arrays", nested(100000), NULL),
    ("deeply nested objects", b'{"a":' * 100000 + b"1" + b"}" * 100000, NULL),
    ("NaN", b'{"format": "tysiac-record", "version": NaN}', NULL),
    # not JSON even where the value would be ignored (Python's json module reads them)
    ("NaN in an unknown key", text(record())[:-1] + b', "event": NaN}', NULL),
    ("Infinity in a deal", text(record()).replace(b'"actions"', b'"comment": Infinity, "actions"', 1), NULL),
    ("-Infinity in a deal", text(record()).replace(b'"actions"', b'"comment": -Infinity, "actions"', 1), NULL),
    # a name given twice: refused, never the last one silently taken (RFC 8259 leaves it to the reader)
    ("a rules override given twice", text(record()).replace(b'"overrides": {}', b'"overrides": {"deck": 32, "deck": 24}'),
     NULL),
    ("a top-level key given twice", text(record())[:-1] + b', "version": 1}', NULL),
    ("a deal's key given twice", text(record()).replace(b'"actions"', b'"dealer": 1, "actions"', 1), NULL),
    # --- not an object
    ("JSON array", b"[]", NULL),
    ("JSON string", b'"tysiac-record"', NULL),
    ("JSON number", b"42", NULL),
    ("JSON null", b"null", NULL),
    ("JSON true", b"true", NULL),
    ("array of a record", b"[" + text(record()) + b"]", NULL),
    # --- header
    ("wrong format", changed(lambda d: d.update(format="pgn")), NULL),
    ("missing format", changed(lambda d: d.pop("format")), NULL),
    ("version 2", changed(lambda d: d.update(version=2)), NULL),
    ("version as string", changed(lambda d: d.update(version="1")), NULL),
    ("version 1.0", changed(lambda d: d.update(version=1.0)), NULL),
    ("version true", changed(lambda d: d.update(version=True)), NULL),
    ("missing version", changed(lambda d: d.pop("version")), NULL),
    ("players not a list", changed(lambda d: d.update(players="Ala Bolek Cezary")), NULL),
    ("player name a number", changed(lambda d: d.update(players=["Ala", 7, "Cezary"])), NULL),
    ("too few players", changed(lambda d: d.update(players=["Ala", "Bolek"])), NULL),
    ("too many players", changed(lambda d: d.update(players=["Ala", "Bolek", "Cezary", "Darek"])), NULL),
    ("no players", changed(lambda d: d.update(players=[])), NULL),
    ("4-player rules, 3 names", changed(lambda d: d["rules"]["overrides"].update(players=4)), NULL),
    ("start_scores 1e300", changed(lambda d: d.update(start_scores=[1e300, 0, 0])), NULL),
    ("start_scores 10**30", changed(lambda d: d.update(start_scores=[10**30, 0, 0])), NULL),
    ("start_scores at the target", changed(lambda d: d.update(start_scores=[1000, 0, 0])), NULL),
    ("start_scores too short", changed(lambda d: d.update(start_scores=[0, 0])), NULL),
    ("start_scores strings", changed(lambda d: d.update(start_scores=["0", "0", "0"])), NULL),
    ("start_state unknown counter", changed(lambda d: d.update(start_state={"luck": [0, 0, 0]})), NULL),
    ("deals not a list", changed(lambda d: d.update(deals={"0": {}})), NULL),
    # --- rules
    ("unknown rules key", changed(lambda d: d["rules"].update(variant="x")), NULL),
    ("unknown override key", changed(lambda d: d["rules"]["overrides"].update(jokers=True)), NULL),
    ("bad rules value", changed(lambda d: d["rules"]["overrides"].update(bid_step=7)), NULL),
    ("bad rules value type", changed(lambda d: d["rules"]["overrides"].update(target="1000")), NULL),
    ("rules value 10**30", changed(lambda d: d["rules"]["overrides"].update(target=10**30)), NULL),
    ("rules value nested", changed(lambda d: d["rules"]["overrides"].update(must_beat=[[[[True]]]])), NULL),
    ("unknown preset", changed(lambda d: d["rules"].update(preset="german")), NULL),
    ("missing preset", changed(lambda d: d["rules"].pop("preset")), NULL),
    ("rules not an object", changed(lambda d: d.update(rules="polish")), NULL),
    ("players 5", changed(lambda d: d["rules"]["overrides"].update(players=5)), NULL),
    ("russian 2 players (ru_prikup_4), a 3-player deal", changed(lambda d: (d["rules"].update(preset="russian"),
                                                  d["rules"]["overrides"].update(players=2))), NULL),
    # --- the deck: cards that are not exactly the rules' deck (one not in it, one missing) are
    # a wrong deck, an error of the record as a whole (null) ...
    ("card rank 8", with_card(0, 4, "8S"), NULL),
    ("missing card", changed(lambda d: d["deals"][0]["hands"][0].pop()), NULL),
    ("no musik", changed(lambda d: d["deals"][0].update(musik=[])), NULL),
    ("card 10H", with_card(0, 1, "10H"), NULL),
    ("card with a suit symbol", with_card(0, 0, "A♥"), NULL),
    ("card QX", with_card(0, 3, "QX"), NULL),
    ("card QHH", with_card(0, 3, "QHH"), NULL),
    ("empty card", with_card(0, 3, ""), NULL),
    # a card is written in the notation (RULES.md §1), never as a number
    ("card as a number", with_card(0, 0, 30), NULL),
    ("card as its own number", changed(first_card_as_its_number), NULL),
    ("musik card as a number", changed(lambda d: d["deals"][0]["musik"][0].__setitem__(0, 0)), NULL),
    # ... a card twice, or the deck dealt in a shape not the mode's, is that deal's error
    ("duplicate card", with_card(0, 0, "TH"), (0, None)),
    ("duplicate card in the musik", changed(lambda d: d["deals"][0]["musik"][0].__setitem__(0, "AS")), (0, None)),
    ("wrong hand sizes", changed(lambda d: d["deals"][0]["hands"][0].append(d["deals"][0]["musik"][0].pop())),
     (0, None)),
    ("hand sizes 6/8", changed(lambda d: d["deals"][0]["hands"][1].append(d["deals"][0]["hands"][0].pop())),
     (0, None)),
    ("two hands", changed(lambda d: d["deals"][0]["hands"].pop()), (0, None)),
    ("two musiks", changed(lambda d: d["deals"][0]["musik"].append([d["deals"][0]["musik"][0].pop()])), (0, None)),
]

DEAL_CASES = [
    ("negative dealer", changed(lambda d: d["deals"][0].update(dealer=-1)), (0, None)),
    ("dealer 3 of 3", changed(lambda d: d["deals"][0].update(dealer=3)), (0, None)),
    ("dealer 10**20", changed(lambda d: d["deals"][0].update(dealer=10**20)), (0, None)),
    ("wrong dealer rotation", changed(lambda d: d["deals"].append(second_deal(2))), (1, None)),
    ("wrong dealer rotation, third deal", changed(lambda d: d["deals"].extend([second_deal(0, BOMBED),
                                                                               second_deal(0)])), (2, None)),
    ("deal after the game is over", changed(lambda d: d["deals"].append(second_deal(0)),
                                            start_scores=[950, 0, 0]), (1, None)),
    ("huge deal list", lambda: changed(lambda d: d["deals"].extend(second_deal(2, ACTIONS) for _ in range(10000))),
     (1, None)),
    # --- actions
    ("play in the auction", with_action(0, "play QS"), (0, 0)),
    ("pass on the forced bid", with_action(0, "pass"), (0, 0)),
    ("bid 105 with bid_step 10", with_action(1, "bid 105"), (0, 1)),
    ("bid above the bid cap", with_action(1, "bid 300"), (0, 1)),
    ("bid 100 again", with_action(1, "bid 100"), (0, 1)),
    ("bid 0", with_action(1, "bid 0"), (0, 1)),
    ("bid 999999999999", with_action(1, "bid 999999999999"), (0, 1)),
    ("bid -110", with_action(1, "bid -110"), (0, 1)),
    ("bid 1e3", with_action(1, "bid 1e3"), (0, 1)),
    ("action not a string", with_action(2, 5), (0, 2)),
    ("action null", with_action(2, None), (0, 2)),
    ("empty action", with_action(2, ""), (0, 2)),
    ("unknown action", with_action(2, "fold"), (0, 2)),
    ("take musik 1", with_action(5, "take 1"), (0, 5)),
    ("take musik 999999", with_action(5, "take 999999"), (0, 5)),
    ("give to the declarer himself", with_action(6, "give 9S 0"), (0, 6)),
    ("give to seat 7", with_action(6, "give 9S 7"), (0, 6)),
    ("give to seat 99999", with_action(6, "give 9S 99999"), (0, 6)),
    ("give a card not held", with_action(6, "give AS 1"), (0, 6)),
    ("give twice to one seat", with_action(7, "give JD 1"), (0, 7)),
    ("declare below the bid", with_action(8, "declare 110"), (0, 8)),
    ("declare above the cap", with_action(8, "declare 290"), (0, 8)),
    ("declare 999999", with_action(8, "declare 999999"), (0, 8)),
    ("bomb above bomb_max_bid", with_action(8, "bomb"), (0, 8)),
    ("meld without the marriage", with_action(9, "meld QD"), (0, 9)),
    ("meld a 9", with_action(9, "meld 9H"), (0, 9)),
    ("play a card of another seat", with_action(10, "play 9D"), (0, 10)),
    ("not following suit", with_action(10, "play TD"), (0, 10)),
    ("meld after the lead", with_action(10, "meld QD"), (0, 10)),
    ("card played twice", with_action(12, "meld QH"), (0, 12)),
    ("action after the deal ended", with_action(len(ACTIONS), "pass"), (0, len(ACTIONS))),
    ("a million extra actions", lambda: changed(lambda d: d["deals"][0]["actions"].extend(["pass"] * 1_000_000)),
     (0, len(ACTIONS))),
]


def run_replay(arg: str, stdin: bytes | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "tysiac_engine", "replay", arg], input=stdin,
                          capture_output=True, cwd=ROOT, timeout=120)


def check_error(proc: subprocess.CompletedProcess, expected) -> dict:
    out = proc.stdout.decode("utf-8", errors="replace")
    err = proc.stderr.decode("utf-8", errors="replace")
    assert "Traceback" not in out and "Traceback" not in err, out + err
    lines = out.splitlines()
    assert len(lines) == 1, f"expected exactly one line of JSON on stdout, got {out!r} (stderr {err!r})"
    report = json.loads(lines[0])
    assert isinstance(report, dict) and set(report) == {"error", "deal", "action"}, report
    assert isinstance(report["error"], str) and report["error"].strip()
    assert proc.returncode == 2, (proc.returncode, report)
    if expected is not None:
        assert (report["deal"], report["action"]) == expected, report
    return report


@pytest.mark.parametrize("data,expected", [c[1:] for c in CASES + DEAL_CASES],
                         ids=[c[0] for c in CASES + DEAL_CASES])
def test_bad_record_file(tmp_path, data, expected):
    path = tmp_path / "bad.json"
    path.write_bytes(data() if callable(data) else data)
    check_error(run_replay(str(path)), expected)


STDIN_CASES = ["empty file", "non-UTF-8 bytes", "deeply nested arrays", "wrong format", "unknown override key",
               "duplicate card", "wrong dealer rotation", "give to the declarer himself", "bid 999999999999"]


@pytest.mark.parametrize("name", STDIN_CASES)
def test_bad_record_on_stdin(name):
    data, expected = next(c[1:] for c in CASES + DEAL_CASES if c[0] == name)
    check_error(run_replay("-", data() if callable(data) else data), expected)


def test_missing_file(tmp_path):
    check_error(run_replay(str(tmp_path / "no-such-record.json")), NULL)


def test_directory_instead_of_a_file(tmp_path):
    check_error(run_replay(str(tmp_path)), NULL)


def test_unfinished_deal_followed_by_another():
    doc = record(ACTIONS[:10])
    doc["deals"].append(second_deal(0))
    report = check_error(run_replay("-", text(doc)), None)
    assert report["deal"] in (0, 1) and report["action"] is None, report


def test_valid_second_deal_is_accepted():
    """The control for the rotation cases above: dealer 2 then dealer 0 replays."""
    doc = record()
    doc["deals"].append(second_deal(0, BOMBED))
    proc = run_replay("-", text(doc))
    assert proc.returncode == 0, proc.stdout
    report = json.loads(proc.stdout)
    assert report["scores"] == [180, 0, 130] and len(report["deals"]) == 2


def test_lowercase_card_is_not_the_notation():
    """RULES.md §1: notation is rank ``9 J Q K T A`` + suit ``H D C S`` (``QH``); ``ah`` is not a card."""
    check_error(run_replay("-", with_card(0, 0, "ah")), NULL)


def test_lowercase_action_card_is_not_the_notation():
    check_error(run_replay("-", with_action(9, "meld qh")), (0, 9))


@pytest.mark.parametrize("token,rule", [("bid 105", "bid_step"), ("bid 300", "bid_cap")])
def test_error_names_the_broken_rule(token, rule):
    report = check_error(run_replay("-", with_action(1, token)), (0, 1))
    assert rule in report["error"]


# ----------------------------------------------------------------------------- output encoding

@pytest.mark.parametrize("data,encoding", [
    (with_card(0, 0, "A♥"), "ascii"),
    (with_action(1, "bid ♥"), "cp1252"),
    (changed(lambda d: d["rules"].update(preset="польский")), "latin-1"),
], ids=["card A♥ on ascii", "action 'bid ♥' on cp1252", "preset польский on latin-1"])
def test_error_echoing_non_ascii_input_on_a_narrow_stdout(data, encoding):
    """No traceback, whatever the input — also when stdout cannot encode the echoed text
    (a latin-1 or cp1252 console, PYTHONIOENCODING=ascii)."""
    import os
    env = dict(os.environ, PYTHONIOENCODING=encoding)
    proc = subprocess.run([sys.executable, "-m", "tysiac_engine", "replay", "-"], input=data,
                          capture_output=True, cwd=ROOT, timeout=120, env=env)
    out = proc.stdout.decode("utf-8", errors="replace")
    err = proc.stderr.decode("utf-8", errors="replace")
    assert "Traceback" not in out and "Traceback" not in err, err[-400:]
    assert proc.returncode == 2, (proc.returncode, out, err[-400:])
    lines = out.splitlines()
    assert len(lines) == 1
    report = json.loads(lines[0])
    assert set(report) == {"error", "deal", "action"}


# ----------------------------------------------------------------------------- the rule named

def test_off_suit_card_names_follow_suit_not_must_beat():
    """RECORD.md: the message names the rule that was broken.  Seat 1 holds JH and plays TD
    on the led QH: it broke following suit; must_beat (heading the trick) was not at stake,
    JH cannot beat QH."""
    from tysiac_engine import Game, IllegalAction, make_rules

    game = Game(make_rules("polish"), ["A", "B", "C"], first_dealer=2, auto_deal=False)
    game.start_deal(HANDS, MUSIK, 2)
    for token in ACTIONS[:10]:
        game.apply(token)
    with pytest.raises(IllegalAction) as info:
        game.apply("play TD")
    assert info.value.rule == "follow_suit", info.value.rule
    assert "follow" in str(info.value)
    report = check_error(run_replay("-", with_action(10, "play TD")), (0, 10))
    assert "follow" in report["error"] and "must_beat" not in report["error"], report["error"]


# ----------------------------------------------------------------------------- resources

MEMORY_LIMIT = 1 << 30  # 1 GiB of address space for replaying a record of a few MB


def run_limited(data: bytes) -> subprocess.CompletedProcess:
    import resource

    def limit():
        resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))

    try:
        return subprocess.run([sys.executable, "-m", "tysiac_engine", "replay", "-"], input=data,
                              capture_output=True, cwd=ROOT, timeout=30, preexec_fn=limit)
    except subprocess.TimeoutExpired as exc:
        pytest.fail(f"replay hung for 30 s within {MEMORY_LIMIT >> 20} MiB; stderr ends {(exc.stderr or b'')[-300:]!r}")


def test_memory_limit_leaves_room_for_a_normal_replay():
    """The control for the cases below: a valid record replays within the limit."""
    proc = run_limited(text(record()))
    assert proc.returncode == 0, proc.stderr[-300:]
    assert json.loads(proc.stdout)["scores"] == [120, 0, 70]


def test_a_million_empty_deals_are_reported_not_crashed_on():
    """An absurd deal list (4 MB, well below the engine's own 20 MB cap): one error object and
    exit 2 — not gigabytes of memory (one validation error kept per element) and an abort.
    (A million non-string players or two million non-string actions do the same.)"""
    doc = record()
    doc["deals"] = [{}] * 1_000_000
    check_error(run_limited(text(doc)), (0, None))
