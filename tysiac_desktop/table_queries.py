"""The query keys: a player who cannot see the table asks what it holds (Play → Read aloud: my
cards, the trick, the scores, the contract and trump, what was taken) and hears it; the sentence
also shows in the status bar.  The sentences are ``wording.readout``'s, made from the view the
window shows (nothing more than the seat at the screen may know)."""
from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMainWindow

from .wording import readout

SHOWN_MS = 10000


class TableQueries(QObject):
    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window

    def _say(self, make: Callable) -> str:
        view, me = self.window.current_view()
        if view is None:
            text = readout.no_game()
        else:
            text = make(view, me)
        self.window.tell(text, SHOWN_MS)
        return text

    def hand(self) -> str:
        """My cards, by suit (and which may be played, when not all)."""
        return self._say(lambda view, me: readout.hand(view, self.window.scene.playable) if me is not None
                         else readout.hidden_hand())

    def trick(self) -> str:
        return self._say(lambda view, me: readout.trick(view, self.window.names(), self.window.controller.you()))

    def scores(self) -> str:
        return self._say(lambda view, me: readout.scores(view, self.window.names()))

    def contract(self) -> str:
        return self._say(lambda view, me: readout.contract(view, self.window.names(), self.window.controller.you()))

    def taken(self) -> str:
        return self._say(lambda view, me: readout.taken(self.window.side.taken_rows(view, self.window.names())))
