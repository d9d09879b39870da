"""Statistics of every mode: each game's mode, the partner's share of a teams win, the filter by mode."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from tysiac_desktop.dialogs.statistics import StatisticsDialog
from tysiac_desktop.statistics import Statistics, mode_of
from tysiac_engine import MODE_OVERRIDES, Game, make_rules
from tysiac_engine.ai.players import make_player


def seats(kinds):
    names = ["You", "Ala", "Bolek", "Cezary"]
    return [SimpleNamespace(name=names[i], kind=k, level=None if k == "human" else "easy") for i, k in enumerate(kinds)]


def played(mode: str, preset: str = "polish", seed: int = 1, start: int = 0) -> Game:
    rules = make_rules(preset, MODE_OVERRIDES[mode])
    n = rules.players
    starts = [start] * n
    game = Game(rules, ["You", "Ala", "Bolek", "Cezary"][:n], seed=seed, preset=preset, start_scores=starts)
    bots = [make_player("easy", seed=s) for s in range(n)]
    while not game.is_over and len(game.results) < 40:
        if game.current is None:
            game.start_deal()
        seat = game.to_move
        game.apply(bots[seat].choose(game.view(seat)))
    return game


@pytest.fixture
def stats(tmp_path, monkeypatch):
    monkeypatch.setenv("TYSIAC_HOME", str(tmp_path))
    store, problem = Statistics.open()
    assert problem is None
    yield store
    store.close()


def test_every_mode_is_recorded_and_named(stats):
    for mode in ("draw_stock", "ru_open_closed", "teams_2v2", "three"):
        preset = "russian" if mode.startswith("ru_") else "polish"
        game = played(mode, preset, start=800 if mode != "ru_open_closed" else 0)
        stats.record(game, seats(["human"] + ["ai"] * (game.rules.players - 1)))
    assert dict(stats.modes()) == {"draw_stock": 1, "ru_open_closed": 1, "teams_2v2": 1, "three": 1}
    assert {info.mode for info in stats.games()} == {"draw_stock", "ru_open_closed", "teams_2v2", "three"}
    every = stats.summary()
    assert every.games == 4
    only = stats.summary("draw_stock")
    assert only.games == 1 and 0 < only.deals < every.deals
    assert only.declared == 0  # nobody declares when drawing from the stock
    assert mode_of('{"players": 2, "two_player_mode": "draw_stock"}') == "draw_stock"
    assert mode_of("not json") == ""


def test_a_teams_win_counts_for_the_human_partner(stats):
    for seed in range(1, 30):
        game = played("teams_2v2", seed=seed, start=850)
        if game.is_over and game.winner == 0:
            break
    else:
        pytest.fail("team 0 never won")
    stats.record(game, seats(["ai", "ai", "human", "ai"]))  # the human sits at seat 2: seat 0's partner
    summary = stats.summary("teams_2v2")
    assert summary.finished == 1 and summary.won == 1


def test_the_window_filters_by_mode(qtbot, stats):
    for mode in ("draw_stock", "three"):
        stats.record(played(mode, start=800), seats(["human", "ai", "ai"][:2 if mode == "draw_stock" else 3]))
    dialog = StatisticsDialog(stats)
    qtbot.addWidget(dialog)
    texts = [dialog.mode_box.itemText(i) for i in range(dialog.mode_box.count())]
    assert texts[0] == "all modes" and any(t.startswith("Drawing from the stock") for t in texts)
    assert dialog.games_list.topLevelItemCount() == 2
    dialog.choose_mode("draw_stock")
    assert dialog.mode == "draw_stock" and dialog.summary.games == 1
    assert dialog.games_list.topLevelItemCount() == 1
    assert "Drawing from the stock" in dialog.games_list.topLevelItem(0).text(1)
    dialog.choose_mode(None)
    assert dialog.games_list.topLevelItemCount() == 2
