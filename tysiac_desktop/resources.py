"""Where the bundled data files (``assets/``) live at run time."""
from __future__ import annotations

import sys
from pathlib import Path


def assets_dir() -> Path:
    """The ``assets`` folder of a PyInstaller bundle or of the source checkout.

    A bundle unpacks its data under ``sys._MEIPASS`` (the spec must add
    ``("assets", "assets")`` to its datas); a checkout or editable install has
    ``assets/`` beside the package, at the repository root.
    """
    candidates = []
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        candidates.append(Path(bundle) / "assets")
    candidates.append(Path(__file__).resolve().parent.parent / "assets")
    for folder in candidates:
        if folder.is_dir():
            return folder
    raise FileNotFoundError(
        "assets folder not found; looked in " + ", ".join(map(str, candidates)))


def asset_path(*parts: str) -> Path:
    """``asset_path("decks", "svg-cards", "svg-cards.svg")`` → absolute path."""
    return assets_dir().joinpath(*parts)
