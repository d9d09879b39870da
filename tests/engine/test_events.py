"""Typed events and views (issue: the engine as a library, item 1).

``Game.step()`` says what happened in typed events that agree with the deal's state; a seat's
share of them shows no card the seat may not know (RULES.md §9 "Stock and hidden cards");
events and views go to JSON and back without loss; and nothing outside the record codec
(record.py and the token reader in actions.py) reads action text.
"""
from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

import tysiac_desktop
import tysiac_engine
from tysiac_engine import events as E
from tysiac_engine.actions import Action
from tysiac_engine.cards import Card, points_of
from tysiac_engine.record import load_game
from tysiac_engine.views import view_from_json, view_to_json

from .modes import known_cards, mask
from .randplay import choose
from .test_modes_properties import MODES, new_game

EXAMPLES = Path(__file__).parent / "examples"


def _cards_in(event) -> set[Card]:
    """Every card an event shows, wherever it is."""
    out: set[Card] = set()

    def collect(value) -> None:
        if isinstance(value, Card):
            out.add(value)
        elif isinstance(value, Action):
            collect(value.card)
        elif isinstance(value, tuple):
            for item in value:
                collect(item)

    for name in type(event).__slots__:
        collect(getattr(event, name))
    return out


def _play_and_check(game, rng: random.Random, steps: int) -> set[str]:
    """Play random actions; after each, check the events against the state.  Returns the
    event types seen."""
    seen_types: set[str] = set()
    n = game.n
    for _ in range(steps):
        if game.is_over:
            break
        deal = game.current
        seat = game.to_move
        tricks_before, draws_before, uncovered_before = len(deal.completed), len(deal.draws), len(deal.uncovered)
        action = choose(rng, game.legal_actions(), 0.7)
        result = game.apply(action)
        events = game.last_events
        seen_types.update(e.type for e in events)
        # the action itself comes first, exactly as applied
        assert events[0] == E.ActionTaken(seat=seat, action=action)
        # tricks, draws and uncovered cards: the events say what the state now holds
        tricks = [e for e in events if isinstance(e, E.TrickWon)]
        assert [(e.leader, e.cards, e.seat) for e in tricks] == [
            (lead, tuple((s, Card(c)) for s, c in cards), win) for lead, cards, win in deal.completed[tricks_before:]]
        assert all(e.points == points_of(mask(c for _, c in e.cards)) for e in tricks)
        assert [(e.seat, e.card) for e in events if isinstance(e, E.CardDrawn)] == list(deal.draws[draws_before:])
        assert [(e.seat, e.card) for e in events if isinstance(e, E.CardUncovered)] == list(
            deal.uncovered[uncovered_before:])
        played = [(e.seat, e.card) for e in events if isinstance(e, E.CardPlayed)]
        assert played == ([(seat, action.card)] if action.kind in ("play", "meld") else [])
        # a deal's end: its score, then a golden reset, the game's end or the next deal
        scored = [e for e in events if isinstance(e, E.DealScored)]
        if result is None:
            assert not scored
        else:
            (event,) = scored
            assert (event.score_delta, event.scores_after, event.steps, event.made) == (
                result.score_delta, result.scores_after, result.steps, result.made)
            resets = [e for e in events if isinstance(e, E.GoldenReset)]
            assert bool(resets) == any(step.kind == "golden_reset" for step in result.steps)
            over = [e for e in events if isinstance(e, E.GameOver)]
            assert [e.winner for e in over] == ([result.winner] if result.winner is not None else [])
            if game.current is not None:
                started = [e for e in events if isinstance(e, E.DealStarted)]
                assert [e.dealer for e in started] == [game.current.dealer]
                assert events.index(started[0]) > events.index(event)
        # each seat's share: no card it may not know, and the history its view shows
        for reader in (*range(n), None):
            share = tuple(E.seen_by(e, reader) for e in events)
            allowed = known_cards(deal, reader) if reader is not None else _public_cards(deal)
            shown = mask(c for e in share for c in _cards_in(e))
            assert shown & ~allowed == 0, (reader, [str(Card(c)) for c in range(32) if shown & ~allowed >> c & 1])
            assert E.events_from_json(E.events_to_json(share)) == share
            if game.current is deal and reader is not None:
                assert game.view(reader).history[-1] == (seat, share[0].action)
    return seen_types


def _public_cards(deal) -> int:
    """What every seat knows: the cards played and turned up, talons shown to all."""
    return known_cards(deal, 0) & known_cards(deal, 1) & known_cards(deal, len(deal.active) - 1)


@pytest.mark.parametrize("mode", MODES)
def test_events_say_what_happened_and_hide_what_a_seat_may_not_see(mode):
    seen: set[str] = set()
    for seed in range(3):
        game = new_game(mode, seed)
        assert isinstance(game.last_events[0], E.DealStarted)
        seen |= _play_and_check(game, random.Random(seed), 400)
    assert {"deal_started", "action_taken", "card_played", "trick_won", "deal_scored"} <= seen


def test_every_event_type_occurs_in_the_modes():
    """Across the modes every kind of event happens (draws, uncovered cards, talons shown...)."""
    seen: set[str] = set()
    for k, mode in enumerate(MODES):
        game = new_game(mode, 100 + k)
        seen |= _play_and_check(game, random.Random(k), 600)
    seen.add("golden_reset")  # a reset needs a whole golden round nobody made: see the example below
    assert seen == set(E.EVENT_TYPES)


@pytest.mark.parametrize("name", ["golden_reset-1", "golden_reset-2"])
def test_a_golden_round_nobody_made_ends_with_a_reset_event(name):
    record = (EXAMPLES / f"{name}.record.json").read_text(encoding="utf-8")
    game = load_game(record)
    reset = [e for e in game.last_events if isinstance(e, E.GoldenReset)]
    assert reset and reset[0].scores == game.last_result.scores_after == game.scores
    scored = next(e for e in game.last_events if isinstance(e, E.DealScored))
    assert scored.scores_after == reset[0].scores  # the reset is part of that deal's result


@pytest.mark.parametrize("mode", MODES)
def test_views_go_to_json_and_back_unchanged(mode):
    game = new_game(mode, 7)
    rng = random.Random(7)
    for step in range(120):
        if game.is_over:
            break
        if step % 7 == 0:
            for view in (*(game.view(s) for s in range(game.n)), game.public_view()):
                text = view_to_json(view)
                assert view_from_json(text) == view
                assert b"??" not in text
        game.apply(choose(rng, game.legal_actions(), 0.7))


def test_hidden_cards_in_a_history_are_none_not_text():
    game = new_game("musik_2x2" if "musik_2x2" in MODES else MODES[0], 3)
    rng = random.Random(3)
    while game.current is not None and game.current.phase != "play":
        game.apply(choose(rng, game.legal_actions(), 0.5))
    for seat in range(game.n):
        for _, action in game.view(seat).history:
            assert isinstance(action, Action)
            assert action.card is None or isinstance(action.card, Card)


# ----------------------------------------------------------------------------- nothing parses action text

ACTION_WORDS = ("pass", "bid", "dark", "redeal", "keep", "take", "give", "discard", "declare", "bomb",
                "concede", "play", "meld", "claim", "draw")
CODEC = {"tysiac_engine/record.py", "tysiac_engine/actions.py"}
# Deal.apply (behind Game.apply) also takes a RECORD.md token, as python-chess takes a move in
# UCI: one documented entry that hands the text to the codec's reader, never history text


def _text_readers(path: Path) -> list[str]:
    """Places in a module that read an action from text: the token reader called, a token
    split or partitioned, or a string tested for an action word at its start."""
    found = []
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        if name in ("as_action",) or (name == "parse" and isinstance(func, ast.Attribute)
                                       and getattr(func.value, "id", getattr(func.value, "attr", "")) == "Action"):
            found.append(f"{path.name}:{node.lineno} reads a token")
        if name == "startswith" and node.args:
            words = node.args[0]
            texts = [words.value] if isinstance(words, ast.Constant) else [
                e.value for e in getattr(words, "elts", []) if isinstance(e, ast.Constant)]
            if any(isinstance(t, str) and t.split(" ")[0] in ACTION_WORDS for t in texts):
                found.append(f"{path.name}:{node.lineno} matches an action word")
    if "??" in path.read_text(encoding="utf-8") and path.name != "actions.py":
        found.append(f"{path.name}: the hidden-card text ??")
    return found


def test_nothing_but_the_record_codec_reads_action_text():
    found = []
    for package in (tysiac_engine, tysiac_desktop):
        root = Path(package.__file__).parent
        for path in sorted(root.rglob("*.py")):
            relative = f"{root.name}/{path.relative_to(root).as_posix()}"
            if relative not in CODEC:
                found += _text_readers(path)
    entry = [f for f in found if f.startswith("deal.py:") and f.endswith("reads a token")]
    assert len(entry) == 1
    assert [f for f in found if f not in entry] == []


def test_the_text_check_finds_a_reader(tmp_path):
    """The check above is not blind: it finds the ways history used to be read."""
    sample = tmp_path / "old.py"
    sample.write_text('def f(view):\n    for a, t in view.history:\n        if t.startswith(("play", "meld")):\n'
                      '            return Action.parse(t)\n    return "give ?? 1"\n', encoding="utf-8")
    assert len(_text_readers(sample)) == 3


def test_a_copied_game_says_the_same_of_its_last_move():
    game = new_game(MODES[0], 5)
    rng = random.Random(5)
    for _ in range(30):
        game.apply(choose(rng, game.legal_actions(), 0.5))
        twin = game.copy()
        assert twin.last_events == game.last_events
