"""The languages of the application, named once (a .ts file in translations/ for each but English),
the system's language, and the translators that switch between them."""
from __future__ import annotations

from typing import TYPE_CHECKING, Literal, get_args

from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator

from .resources import translations_dir

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

Language = Literal["en", "pl", "ru", "da"]
LANGUAGES: tuple[str, ...] = get_args(Language)
LANGUAGE_NAMES = {"en": "English", "pl": "Polski", "ru": "Русский", "da": "Dansk"}  # each in itself, never translated


class Translators:
    """The app's own translation plus Qt's qtbase for standard buttons and dialogs."""

    def __init__(self, app: "QApplication") -> None:
        self.app = app
        self.installed: list[QTranslator] = []
        self.language = "en"

    def switch(self, language: str) -> bool:
        # The locale first: removing a translator already sends LanguageChange, and whatever
        # retranslates then formats its numbers with QLocale().
        QLocale.setDefault(QLocale(language if language in LANGUAGES else "en"))
        for translator in self.installed:
            self.app.removeTranslator(translator)
        self.installed = []
        self.language = language if language in LANGUAGES else "en"
        ok = True
        ours = QTranslator(self.app)  # English too: its plural forms ("1 trick", "2 tricks")
        if ours.load(f"tysiac_{self.language}", str(translations_dir())):
            self.app.installTranslator(ours)
            self.installed.append(ours)
        else:
            ok = False
        if self.language == "en":
            return ok
        qt = QTranslator(self.app)
        if qt.load(f"qtbase_{self.language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            self.app.installTranslator(qt)
            self.installed.append(qt)
        return ok


def system_language() -> str:
    name = QLocale.system().name()[:2]
    return name if name in LANGUAGES else "en"
