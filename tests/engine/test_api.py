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
    (code,) = re.findall(r"```python\n(.*?)```", section, re.S)
    exec(compile(code, "README.md", "exec"), {"__name__": "readme_example"})
    printed = capsys.readouterr().out
    assert re.fullmatch(r"scores \(-?\d+, -?\d+, -?\d+\) winner (Random|Ala|Bolek)\n", printed), printed


def test_the_package_exports_what_a_bot_needs():
    import tysiac_engine

    for name in tysiac_engine.__all__:
        assert getattr(tysiac_engine, name) is not None, name
    assert tysiac_engine.make_player("easy").level == "easy" and "expert" in tysiac_engine.LEVELS
