"""The languages of the application, named once (a .ts file in translations/ for each but English)."""
from __future__ import annotations

from typing import Literal, get_args

Language = Literal["en", "pl", "ru", "da"]
LANGUAGES: tuple[str, ...] = get_args(Language)
LANGUAGE_NAMES = {"en": "English", "pl": "Polski", "ru": "Русский", "da": "Dansk"}  # each in itself, never translated
