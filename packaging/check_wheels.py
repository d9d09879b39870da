"""Checks of what a player installs (run by packaging/check_install.sh in CI).

``--contents WHEEL``: the wheel holds the compiled solver core, every card deck with its licence,
every built translation, the Linux desktop files and the licence.

``--dependencies PYTHON``: every runtime dependency, at the version installed in the venv of
PYTHON, has a wheel for Windows (win_amd64), macOS (x86_64 and arm64) and manylinux (x86_64)
for every Python version the package claims in its classifiers, so that nobody needs a compiler
to install the game. pip resolves each, without installing or downloading whole wheels
(``pip install --dry-run`` with ``--platform``, reading the registry's metadata).
"""
from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# each system as pip's platform tags; Linux: Qt 6.11 needs glibc 2.34 or newer (Debian 12,
# Ubuntu 22.04, Fedora 35 and later), and pip does not widen a manylinux_2_X tag to older ones
PLATFORMS = {
    "Windows x86_64": ("win_amd64",),
    "macOS x86_64": ("macosx_14_0_x86_64",),
    "macOS arm64": ("macosx_14_0_arm64",),
    "manylinux x86_64 (glibc 2.34)": ("manylinux_2_34_x86_64", "manylinux_2_28_x86_64", "manylinux_2_17_x86_64",
                                      "manylinux2014_x86_64", "manylinux1_x86_64"),
}
LANGUAGES = ("pl", "ru", "da")


def claimed_pythons() -> list[str]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    found = [m.group(1) for c in project["classifiers"]
             if (m := re.fullmatch(r"Programming Language :: Python :: (3\.\d+)", c))]
    if not found:
        raise SystemExit("check: pyproject.toml claims no Python version in its classifiers")
    return found


def check_contents(wheel: Path) -> list[str]:
    names = set(zipfile.ZipFile(wheel).namelist())
    problems = []
    if not any(re.fullmatch(r"tysiac_engine/ai/_dd\..+\.(so|pyd)", n) for n in names):
        problems.append("no compiled solver core (tysiac_engine/ai/_dd.*)")
    for deck in sorted(p.name for p in (ROOT / "assets" / "decks").iterdir() if p.is_dir()):
        inside = [n for n in names if n.startswith(f"tysiac_desktop/assets/decks/{deck}/")]
        if not any(n.lower().endswith((".svg", ".svgz")) for n in inside) or not any("licen" in n.lower() or "copyright" in n.lower()
                                                                          for n in inside):
            problems.append(f"deck {deck}: its pictures or its licence are missing")
    for lang in LANGUAGES:
        if f"tysiac_desktop/translations/tysiac_{lang}.qm" not in names:
            problems.append(f"translation {lang} (.qm) missing")
    if "tysiac_desktop/translations/glossary.json" not in names:  # ARCHITECTURE.md: inside the wheel
        problems.append("the translations' glossary.json missing")
    for name in ("io.github.tysiac.Tysiac.desktop", "io.github.tysiac.Tysiac.svg", "io.github.tysiac.Tysiac.metainfo.xml"):
        if f"tysiac_desktop/linux/{name}" not in names:
            problems.append(f"desktop file {name} missing")
    if not any(n.endswith(".dist-info/licenses/LICENSE") or n.endswith(".dist-info/LICENSE") for n in names):
        problems.append("LICENSE missing")
    return problems


def installed(python: str) -> list[str]:
    """name==version of every package in that venv but the game and pip's own tools."""
    out = subprocess.run([python, "-m", "pip", "list", "--format", "json", "--exclude-editable"],
                         capture_output=True, text=True, check=True).stdout
    skip = {"tysiac", "pip", "setuptools", "wheel"}
    return sorted(f"{p['name']}=={p['version']}" for p in json.loads(out) if p["name"].lower() not in skip)


def check_dependencies(python: str) -> list[str]:
    requirements = installed(python)
    problems = []
    for version in claimed_pythons():
        for platform, tags in PLATFORMS.items():
            command = [sys.executable, "-m", "pip", "install", "--dry-run", "--quiet", "--no-deps",
                       "--ignore-installed", "--only-binary=:all:", *(f"--platform={tag}" for tag in tags),
                       "--python-version", version, "--implementation", "cp", "--target", "/nonexistent",
                       *requirements]
            result = subprocess.run(command, capture_output=True, text=True)
            if result.returncode != 0:
                missing = re.findall(r"(?:for|satisfies the requirement) ([\w.\-]+==[\w.\-]+)", result.stderr)
                problems.append(f"Python {version}, {platform}: no wheel for {', '.join(missing) or result.stderr.strip()[-300:]}")
            else:
                print(f"check: Python {version}, {platform}: wheels for all {len(requirements)} dependencies")
    return problems


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--contents", metavar="WHEEL", type=Path)
    parser.add_argument("--dependencies", metavar="PYTHON")
    args = parser.parse_args(argv)
    problems = []
    if args.contents:
        problems += [f"{args.contents.name}: {p}" for p in check_contents(args.contents)]
        if not problems:
            print(f"check: {args.contents.name} holds the solver core, the decks, the translations and the desktop files")
    if args.dependencies:
        problems += check_dependencies(args.dependencies)
    for problem in problems:
        print(f"check: {problem}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
