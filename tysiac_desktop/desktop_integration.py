"""Linux desktop integration: ``tysiac --install-desktop`` puts the menu entry, the icon and the
AppStream metadata where the user's desktop finds them (the XDG data folder, ``~/.local/share``).

The files travel inside the package (``resources.data_dir("linux")``); the desktop entry's
``Exec`` names the ``tysiac`` command that is running now, so that a ``pipx`` or venv install
whose folder is not on the menu's PATH still starts from the menu.
"""
from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path
from typing import Optional

from tysiac_engine.inputs import FileRefused, read_bounded

from .resources import data_dir
from .storage import atomic_write_text

APP_ID = "io.github.tysiac.Tysiac"
FILE_BYTES = 1 << 20  # each of the three files is a few KB
# file in the package -> where it goes below the XDG data folder
TARGETS = {
    f"{APP_ID}.desktop": Path("applications") / f"{APP_ID}.desktop",
    f"{APP_ID}.svg": Path("icons") / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg",
    f"{APP_ID}.metainfo.xml": Path("metainfo") / f"{APP_ID}.metainfo.xml",
}


def xdg_data_home() -> Path:
    """``$XDG_DATA_HOME`` when it is an absolute path (the XDG rule), else ``~/.local/share``."""
    value = os.environ.get("XDG_DATA_HOME", "")
    return Path(value) if os.path.isabs(value) else Path.home() / ".local" / "share"


def launcher() -> str:
    """The command the menu entry runs: this ``tysiac`` by its full path when it can be found."""
    here = Path(sys.argv[0]).resolve() if sys.argv and sys.argv[0] else None
    if here is not None and here.name.startswith("tysiac") and here.is_file() and os.access(here, os.X_OK):
        return str(here)
    return shutil.which("tysiac") or "tysiac"


def desktop_entry(text: str, command: str) -> str:
    """The desktop entry with ``Exec`` set to ``command`` (quoted as the Desktop Entry spec asks)."""
    quoted = command if all(c.isalnum() or c in "/._-+" for c in command) else \
        '"' + "".join("\\" + c if c in '"`$\\' else c for c in command) + '"'
    lines = [f"Exec={quoted}" if line.startswith("Exec=") else line for line in text.splitlines()]
    return "\n".join(lines) + "\n"


def install(target: Optional[Path] = None, command: Optional[str] = None) -> list[Path]:
    """Copy the three files below ``target`` (the XDG data folder); returns the paths written.

    Each file is written atomically (a temporary file renamed over the old one)."""
    target = target or xdg_data_home()
    source = data_dir("linux")
    written = []
    for name, relative in TARGETS.items():
        text = read_bounded(source / name, FILE_BYTES).decode("utf-8")
        if name.endswith(".desktop"):
            text = desktop_entry(text, command or launcher())
        atomic_write_text(target / relative, text)
        written.append(target / relative)
    return written


def main() -> int:
    """``tysiac --install-desktop``: install, say where, exit 0 (1 with one line when it fails)."""
    try:
        paths = install()
    except (OSError, FileRefused) as exc:
        print(f"tysiac: the desktop files could not be installed: {getattr(exc, 'strerror', None) or exc}",
              file=sys.stderr)
        return 1
    for path in paths:
        print(path)
    return 0
