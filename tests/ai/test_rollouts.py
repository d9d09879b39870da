"""Rolling out every option of a level's decisions (the measure behind AI changes)."""
import json

import pytest

from tysiac_engine import rollouts
from tysiac_engine.__main__ import main
from tysiac_engine.actions import Action


@pytest.mark.parametrize("phase", rollouts.PHASES)
def test_every_option_of_every_decision_is_played_out(phase):
    table = rollouts.run_rollouts("medium", "easy", phase, deals=2, seed=4, workers=1)
    ds = table["decisions"]
    assert ds, f"no {phase} decision of medium in two deals"
    for d in ds:
        assert d["chosen"] in d["values"]
        assert len(d["values"]) >= 2
        assert all(Action.parse(token) for token in d["values"])
        assert d["seating"].count("A") in (1, 2)
        if phase == "auction":
            assert "pass" in d["values"] and any(t.startswith("bid") for t in d["values"])


def test_contract_options_are_every_contract_and_the_bomb():
    table = rollouts.run_rollouts("medium", "easy", "contract", deals=3, seed=9, workers=1)
    for d in table["decisions"]:
        values = d["values"]
        # a bomb is scored without play: the same whatever the seating (-60 against +60, +60)
        if "bomb" in values:
            assert values["bomb"] == -60
        # every contract the declarer may announce is played out
        declares = sorted(int(t.split()[1]) for t in values if t.startswith("declare"))
        assert declares == list(range(declares[0], declares[-1] + 1, 10))


def test_revalue_takes_the_decisions_again_and_a_changed_player_is_valued(tmp_path, monkeypatch):
    table = rollouts.run_rollouts("medium", "easy", "play", deals=2, seed=4, workers=1)
    same = rollouts.revalue(table, workers=1)
    assert same["changed"] == 0 and same["gain"].startswith("+0.00")
    # a level that decides otherwise gets the values of its own choices from the table
    table["level"] = "easy"
    other = rollouts.revalue(table, workers=1)
    assert other["changed"] > 0 and other["unvalued"] == 0


def test_report_and_command_line(tmp_path, capsys):
    path = tmp_path / "table.json"
    assert main(["rollouts", "--level", "medium", "--others", "easy", "--phase", "contract", "--deals", "2",
                 "--seed", "4", "--workers", "1", "--save", str(path)]) == 0
    out = capsys.readouterr().out
    assert "rollouts: medium against easy, phase contract" in out and "best in hindsight" in out
    assert json.loads(path.read_text())["phase"] == "contract"
    assert main(["rollouts", "--revalue", str(path), "--workers", "1"]) == 0
    assert "0 of" in capsys.readouterr().out
    assert main(["rollouts", "--revalue", str(tmp_path / "missing.json")]) == 2
    assert main(["rollouts", "--deals", "1", "--rules", "{not json"]) == 2


def test_revalue_with_changed_search_parameters_takes_other_decisions(tmp_path, capsys):
    """What TYSIAC_AI_PARAMS once did through the environment is an explicit --params object."""
    table = rollouts.run_rollouts("hard", "medium", "contract", deals=2, seed=4, workers=1)
    assert table["params"] == {} and table["decisions"]
    assert rollouts.revalue(table, workers=1)["changed"] == 0
    # a declarer who thinks every hidden card costs 60 points declares (or bombs) otherwise
    shy = rollouts.revalue(table, workers=1, params={"hidden_cards_cost": 60})
    assert shy["changed"] > 0 and shy["unvalued"] == 0
    path = tmp_path / "table.json"
    rollouts.save(table, str(path))
    assert main(["rollouts", "--revalue", str(path), "--workers", "1", "--params", '{"hidden_cards_cost": 60}']) == 0
    assert f"{shy['changed']} of {shy['decisions']} decisions changed" in capsys.readouterr().out
    assert main(["rollouts", "--revalue", str(path), "--workers", "1", "--params", '{"no_such_thing": 1}']) == 2
    assert "no 'no_such_thing'" in capsys.readouterr().err


def test_search_parameters_change_by_name_and_are_read_from_nowhere_else():
    from pathlib import Path

    import tysiac_engine
    from tysiac_engine.ai.search.params import DEFAULT_PARAMS

    changed = DEFAULT_PARAMS.changed({"made_scale": 5, "hard": {"play_worlds": 30}})
    assert changed.made_scale == 5 and changed.hard.play_worlds == 30 and changed.hard.nodes == DEFAULT_PARAMS.hard.nodes
    assert DEFAULT_PARAMS.made_scale == 6.0 and DEFAULT_PARAMS.hard.play_worlds == 24
    with pytest.raises(ValueError):
        DEFAULT_PARAMS.changed({"hard": {"worlds": 3}})
    # no module of the engine reads the environment
    package = Path(tysiac_engine.__file__).parent
    readers = [p.name for p in package.rglob("*.py") if "os.environ" in p.read_text(encoding="utf-8")]
    assert readers == []
