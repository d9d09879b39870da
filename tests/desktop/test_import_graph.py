"""The desktop's modules import one another in one direction (no circle), each can be imported
alone, and the engine never imports Qt."""
import ast
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules(package: str) -> dict[str, Path]:
    return {module_name(p): p for p in sorted((ROOT / package).rglob("*.py"))}


def imported(name: str, path: Path, known: dict[str, Path]) -> set[str]:
    """The modules of ``known`` that ``name`` imports anywhere in its source (inside functions
    too), and the packages they lie in (importing a module runs its package's __init__ first)."""
    base = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    targets: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                parent = base[:len(base) - (node.level - 1)]
                module = ".".join(parent + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            targets.update(f"{module}.{alias.name}" if f"{module}.{alias.name}" in known else module
                           for alias in node.names)
    out = set()
    for target in targets:
        parts = target.split(".")
        for end in range(1, len(parts) + 1):
            candidate = ".".join(parts[:end])
            # its own packages are being imported already: not an arrow
            if candidate in known and not (name == candidate or name.startswith(candidate + ".")):
                out.add(candidate)
    return out


def graph(package: str) -> dict[str, set[str]]:
    known = modules(package)
    return {name: imported(name, path, known) for name, path in known.items()}


def cycles(arrows: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected parts of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for other in arrows[node]:
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            part = []
            while True:
                other = stack.pop()
                part.append(other)
                if other == node:
                    break
            if len(part) > 1:
                found.append(sorted(part))

    for node in arrows:
        if node not in index:
            visit(node)
    return found


def test_the_graph_sees_imports_inside_functions():
    arrows = graph("tysiac_desktop")
    assert "tysiac_desktop.selftest" in arrows["tysiac_desktop.__main__"]  # imported inside run()
    assert "tysiac_desktop.languages" in arrows["tysiac_desktop.dialogs.preferences"]
    assert "tysiac_desktop.dialogs" in arrows["tysiac_desktop.main_window"]  # its package, through dialogs.coach
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


@pytest.mark.parametrize("package", ["tysiac_desktop", "tysiac_engine"])
def test_no_import_circles(package):
    assert cycles(graph(package)) == []


def test_the_engine_imports_no_qt():
    for name, path in modules("tysiac_engine").items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                [node.module or ""] if isinstance(node, ast.ImportFrom) else []
            assert not any(n.split(".")[0] in ("PySide6", "PyQt5", "PyQt6", "shiboken6") for n in names), name


def test_each_desktop_module_imports_alone():
    """Each module imported afresh (nothing of the project loaded before it), in a process of its
    own: no module works only when another was imported first."""
    names = sorted(n for n in modules("tysiac_desktop") if not n.endswith("__main__")) + ["tysiac_desktop.__main__"]
    code = ("import importlib, sys, traceback\n"
            "failed = []\n"
            "for name in sys.argv[1:]:\n"
            "    for loaded in [m for m in sys.modules if m.split('.')[0] in ('tysiac_desktop', 'tysiac_engine')]:\n"
            "        del sys.modules[loaded]\n"
            "    try:\n"
            "        importlib.import_module(name)\n"
            "    except Exception:\n"
            "        failed.append(name + ': ' + traceback.format_exc().splitlines()[-1])\n"
            "print('\\n'.join(failed))\n")
    done = subprocess.run([sys.executable, "-c", code, *names], cwd=ROOT, capture_output=True, text=True,
                          env={"PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin"},
                          timeout=300)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == ""
    assert len(names) > 40
