"""Start the application: QApplication, translations, the main window."""
from __future__ import annotations

import multiprocessing
import sys
from typing import Optional, Sequence

from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator
from PySide6.QtWidgets import QApplication

from .resources import asset_path

LANGUAGES = ("en", "pl", "ru", "da")


def translations_dir():
    return asset_path().parent / "translations"


class Translators:
    """The app's own translation plus Qt's qtbase for standard buttons and dialogs."""

    def __init__(self, app: QApplication) -> None:
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
        if self.language == "en":
            return True
        ok = True
        ours = QTranslator(self.app)
        if ours.load(f"tysiac_{self.language}", str(translations_dir())):
            self.app.installTranslator(ours)
            self.installed.append(ours)
        else:
            ok = False
        qt = QTranslator(self.app)
        if qt.load(f"qtbase_{self.language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            self.app.installTranslator(qt)
            self.installed.append(qt)
        return ok


def system_language() -> str:
    name = QLocale.system().name()[:2]
    return name if name in LANGUAGES else "en"


def create_app(argv: Optional[Sequence[str]] = None) -> QApplication:
    app = QApplication.instance() or QApplication(list(argv or sys.argv))
    app.setApplicationName("tysiac")
    app.setApplicationDisplayName("Tysiąc")
    app.setOrganizationName("tysiac")
    return app


def main(argv: Optional[Sequence[str]] = None) -> int:
    multiprocessing.freeze_support()  # the search AI's process in a frozen bundle
    from .__main__ import run

    return run(list(sys.argv[1:] if argv is None else argv))


if __name__ == "__main__":
    sys.exit(main())
