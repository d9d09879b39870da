"""Where the data files (card decks and icons, built translations, Linux desktop files) live at run time.

They sit in one of three places, looked for in this order:

- a PyInstaller bundle unpacks them under ``sys._MEIPASS`` (``assets/``, ``translations/``;
  the spec's datas);
- an installed package (``pip install``, a wheel, ``pipx``) carries them inside itself, as
  ``tysiac_desktop/assets``, ``tysiac_desktop/translations`` and ``tysiac_desktop/linux``
  (``pyproject.toml`` maps the repository's folders there);
- a checkout or an editable install has them at the repository root: ``assets/``,
  ``translations/`` and ``packaging/linux/``.
"""
from __future__ import annotations

import sys
from importlib.resources import files
from pathlib import Path

_CHECKOUT = Path(__file__).resolve().parent.parent
# the folder name inside the package -> the folder of the checkout
_CHECKOUT_FOLDERS = {"assets": "assets", "translations": "translations", "linux": "packaging/linux"}


def data_dir(name: str) -> Path:
    """The folder ``name`` ("assets", "translations" or "linux") wherever this copy keeps it."""
    candidates = []
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        candidates.append(Path(bundle) / name)
    candidates.append(Path(str(files("tysiac_desktop"))) / name)
    candidates.append(_CHECKOUT / _CHECKOUT_FOLDERS[name])
    for folder in candidates:
        if folder.is_dir():
            return folder
    raise FileNotFoundError(f"{name} folder not found; looked in " + ", ".join(map(str, candidates)))


def assets_dir() -> Path:
    return data_dir("assets")


def translations_dir() -> Path:
    return data_dir("translations")


def asset_path(*parts: str) -> Path:
    """``asset_path("decks", "svg-cards", "svg-cards.svg")`` → absolute path."""
    return assets_dir().joinpath(*parts)
