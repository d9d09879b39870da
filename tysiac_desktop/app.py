"""The application object: its names, as the settings and the data folder use them."""
from __future__ import annotations

import sys
from typing import Optional, Sequence

from PySide6.QtWidgets import QApplication


def create_app(argv: Optional[Sequence[str]] = None) -> QApplication:
    app = QApplication.instance() or QApplication(list(argv or sys.argv))
    app.setApplicationName("tysiac")
    app.setApplicationDisplayName("Tysiąc")
    app.setOrganizationName("tysiac")
    return app
