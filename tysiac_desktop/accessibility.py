"""What a screen reader is told: announcements of what happens at the table.

Qt 6.8 added ``QAccessibleAnnouncementEvent``: an accessible object (here the table view)
asks the screen reader to say a sentence ("Ala bids 120", "You take the trick") without
moving the focus.  :class:`Announcer` sends them and keeps the last ones (tests, and a
player who asks what was said).
"""
from __future__ import annotations

from collections import deque
from typing import Optional

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

try:
    from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
except ImportError:  # Qt before 6.8: nothing is announced, the rest works
    QAccessible = QAccessibleAnnouncementEvent = None  # type: ignore[assignment,misc]


class Announcer(QObject):
    """Announces sentences on behalf of ``source`` (a widget with an accessible interface)."""

    def __init__(self, source: QWidget, keep: int = 50) -> None:
        super().__init__(source)
        self.source = source
        self.said: deque[str] = deque(maxlen=keep)

    def announce(self, text: str, urgent: bool = False) -> None:
        text = " ".join(text.split())
        if not text:
            return
        self.said.append(text)
        if QAccessibleAnnouncementEvent is None:
            return
        event = QAccessibleAnnouncementEvent(self.source, text)
        if urgent:
            event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
        QAccessible.updateAccessibility(event)

    def last(self) -> Optional[str]:
        return self.said[-1] if self.said else None
