"""The engine as a library: what a bot or a front end relies on."""
from __future__ import annotations

from tysiac_engine import Action, card
from tysiac_engine import actions as A


def test_a_give_takes_the_seat_then_the_card_like_its_action():
    queen = card("QH")
    assert A.give(1, queen) == Action("give", 1, queen) == Action.parse("give QH 1")
    assert A.give(1, queen).value == 1 and A.give(1, queen).card == queen


def _engine_imports() -> dict[str, set[str]]:
    """Each engine module and the engine modules it imports (anywhere in it, lazily too)."""
    import ast
    from pathlib import Path

    import tysiac_engine

    root = Path(tysiac_engine.__file__).parent
    graph: dict[str, set[str]] = {}
    packages = set()
    for path in root.rglob("*.py"):
        parts = ("tysiac_engine",) + path.relative_to(root).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
            packages.add(".".join(parts))
        package = parts if path.name == "__init__.py" else parts[:-1]
        deps = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.level:
                target = ".".join(package[:len(package) - node.level + 1] + ((node.module,) if node.module else ()))
                deps.add(target)
                deps.update(f"{target}.{alias.name}" for alias in node.names)
        graph[".".join(parts)] = deps
    # importing a name of a package (``from . import actions``) needs that module, not the package
    return {m: {d for d in deps if d in graph and d not in packages and d != m} for m, deps in graph.items()}


def test_no_engine_module_imports_itself_through_others():
    graph = _engine_imports()
    assert "tysiac_engine.ai.pimc" in graph["tysiac_engine.ai.players"]
    done: set[str] = set()

    def walk(module: str, path: tuple[str, ...]) -> None:
        for dep in graph[module]:
            assert dep not in path, " -> ".join(path + (dep,))
            if dep not in done:
                walk(dep, path + (dep,))
        done.add(module)

    for module in sorted(graph):
        walk(module, (module,))


def test_the_readme_bot_example_plays_a_whole_game(capsys):
    """The README's "Write your own computer player" example, exactly as it is written there."""
    import re
    from pathlib import Path

    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Write your own computer player", 1)[1].split("\n## ", 1)[0]
    game_example, bot_example = re.findall(r"```python\n(.*?)```", section, re.S)
    exec(compile(game_example, "README.md", "exec"), {"__name__": "readme_example"})
    printed = capsys.readouterr().out
    assert re.fullmatch(r"scores \(-?\d+, -?\d+, -?\d+\) winner (Random|Ala|Bolek)\n", printed), printed
    # the bot of "What a bot may ask": trick state, possible cards, and its own duplicate arena
    exec(compile(bot_example, "README.md", "exec"), {"__name__": "readme_example"})
    printed = capsys.readouterr().out
    assert re.fullmatch(r"arena: A-B = [+-]\d+\.\d ± \d+\.\d points/deal over 4 deals\n", printed), printed


def test_the_readme_events_example_runs(capsys):
    """The README's "Follow a game: events and JSON" example, exactly as written there."""
    import re
    from pathlib import Path

    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Follow a game: events and JSON", 1)[1].split("\n## ", 1)[0]
    (code,) = re.findall(r"```python\n(.*?)```", section, re.S)
    exec(compile(code, "README.md", "exec"), {"__name__": "readme_example"})
    lines = capsys.readouterr().out.splitlines()
    assert lines and all(re.fullmatch(r"(Ala|Bolek|Cezary) takes( [789TJQKA][HDCS]){3}", line) for line in lines), lines


def test_the_package_docstring_example_plays_a_game_to_its_end():
    """``tysiac_engine``'s own first example, as written there: it once took the first legal action
    for ever (the forced opening bid, failed every deal, so the scores only fell)."""
    import textwrap

    import tysiac_engine

    example = tysiac_engine.__doc__.split("::\n\n", 1)[1].split("\n\n", 1)[0]
    names: dict = {"__name__": "docstring_example"}
    exec(compile(textwrap.dedent(example), "tysiac_engine/__init__.py", "exec"), names)
    game = names["game"]
    assert game.is_over and max(game.scores) >= game.rules.target


def test_the_package_exports_what_a_bot_needs():
    import tysiac_engine

    for name in tysiac_engine.__all__:
        assert getattr(tysiac_engine, name) is not None, name
    assert tysiac_engine.make_player("easy").level == "easy" and "expert" in tysiac_engine.LEVELS


def test_a_copied_game_goes_its_own_way_and_plays_on_alike():
    import random

    from tysiac_engine import Game, make_rules
    from tysiac_engine.record import game_to_record

    game = Game(make_rules("russian", {"players": 4, "four_player_mode": "teams_2v2"}), seed=5)
    rng = random.Random(2)
    for _ in range(40):
        game.apply(rng.choice(game.legal_actions()))
    before = game_to_record(game)
    twin = game.copy()
    assert game_to_record(twin) == before and twin.view(twin.to_move) == game.view(game.to_move)
    for _ in range(120):  # past the end of the deal: the next one is dealt from the seed in both
        action = random.Random(len(twin.deals) * 1000 + len(twin.current.history)).choice(twin.legal_actions())
        twin.apply(action)
    assert game_to_record(game) == before  # the original did not move
    for _ in range(120):
        action = random.Random(len(game.deals) * 1000 + len(game.current.history)).choice(game.legal_actions())
        game.apply(action)
    assert game_to_record(game) == game_to_record(twin) and game.scores == twin.scores
    assert twin.rules is game.rules


def test_phases_and_action_kinds_are_enums_that_read_and_write_as_the_record_words():
    import json

    from tysiac_engine import ActionKind, Game, Phase, make_rules
    from tysiac_engine.record import game_to_record, replay_report

    game = Game(make_rules("polish"), seed=4)
    assert game.phase is Phase.AUCTION and game.view(game.to_move).phase is Phase.AUCTION
    kinds = {a.kind for a in game.legal_actions()}
    assert kinds <= set(ActionKind) and all(type(k) is ActionKind for k in kinds)
    assert Action.parse("declare 125").kind is ActionKind.DECLARE and ActionKind.DECLARE == "declare"
    assert str(Action(ActionKind.BID, 110)) == "bid 110" == str(Action("bid", 110))
    doc = game_to_record(game)
    report = replay_report(json.dumps(doc))
    assert report["phase"] == "auction" and json.dumps(report["phase"]) == '"auction"'
    assert [p.value for p in Phase] == ["claims", "auction", "musik", "contract", "play", "done", "between", "over"]


def test_a_deal_is_read_through_read_only_snapshots():
    import pytest

    from tysiac_engine import Game, make_rules

    game = Game(make_rules("polish"), seed=8)
    deal = game.current
    hands, history = deal.hands, deal.history
    game.apply(game.legal_actions()[0])
    assert type(hands) is tuple and hands == deal.hands and history == () and len(deal.history) == 1
    for name, value in (("hands", ()), ("phase", "play"), ("declarer", 0), ("history", ())):
        with pytest.raises(AttributeError, match="read-only"):
            setattr(deal, name, value)
    with pytest.raises(TypeError):
        deal.given[1] = 3  # a read-only mapping
    while game.current is deal:  # the same types after the deal as during it
        game.apply(game.legal_actions()[0])
    assert type(deal.hands) is tuple and type(deal.history) is tuple and type(deal.melds) is tuple
