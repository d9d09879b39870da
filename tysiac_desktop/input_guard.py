"""One gesture, one action: input that belongs to what was on the screen before is ignored.

On the table a click chooses a card and a double-click, a drag or Enter plays it; a click on a
button acts.  The clicks and keys of a gesture begun before the screen changed must not act on
what came next (through a hot-seat privacy screen onto the next player's hand, or onto the next
card of a trick just won).  The window calls :meth:`InputGuard.hold`
whenever what the input would act on changes (a move, a new position, a privacy screen, a
dialog); for the double-click interval after it:

- on *watched* widgets (the table, the bar's choices) the second click of a double-click and a
  press of Enter or Space are dropped: a fresh, single click still counts, so play goes on at
  full speed;
- on *strict* widgets (the privacy screen and its button) every click and every key is dropped,
  since a single click there hands the screen over.

Enter or Space held down (auto-repeat) acts once.  A press of Enter or Space that is dropped
calls ``on_dropped`` (the window beeps and says "press again"), so no key is lost unnoticed.  The interval is the platform's double-click
interval (``QStyleHints``), read at each hold.
"""
from __future__ import annotations

import time
from typing import Callable, Optional

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

_CLICKS = (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease, QEvent.Type.MouseButtonDblClick)
_KEYS = (QEvent.Type.KeyPress, QEvent.Type.KeyRelease)
_ACTING_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)  # keys that play or press


class InputGuard(QObject):
    """Drops input that arrives within the double-click interval after :meth:`hold`."""

    def __init__(self, parent: Optional[QObject] = None, on_hold: Optional[Callable[[], None]] = None,
                 on_dropped: Optional[Callable[[], None]] = None) -> None:
        super().__init__(parent)
        self._until = 0.0
        self._strict: set[int] = set()
        self._on_hold = on_hold  # e.g. the table forgets a drag begun before
        self._on_dropped = on_dropped  # a short cue: a key press was dropped, press again
        self.dropped_keys = 0

    def hold(self) -> None:
        """What input acts on has just changed: a gesture begun before must not act on it."""
        interval = QGuiApplication.styleHints().mouseDoubleClickInterval()
        self._until = time.monotonic() + interval / 1000.0
        if self._on_hold is not None:
            self._on_hold()

    def quiet(self) -> bool:
        """Within the double-click interval after the last hold."""
        return time.monotonic() < self._until

    def watch(self, widget: QWidget, strict: bool = False) -> None:
        """Filter ``widget``'s input (strict: every click and key while quiet)."""
        if strict:
            self._strict.add(id(widget))
            widget.destroyed.connect(lambda _=None, key=id(widget): self._strict.discard(key))
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind not in _CLICKS and kind not in _KEYS:
            return False
        acting_key = kind in _KEYS and event.key() in _ACTING_KEYS
        if acting_key and event.isAutoRepeat():
            return True  # Enter held down plays once
        if not self.quiet():
            return False
        if id(watched) in self._strict:
            dropped = True
        else:
            dropped = kind == QEvent.Type.MouseButtonDblClick or (acting_key and kind == QEvent.Type.KeyPress)
        if dropped and acting_key and kind == QEvent.Type.KeyPress:
            self.dropped_keys += 1
            if self._on_dropped is not None:
                self._on_dropped()
        return dropped
