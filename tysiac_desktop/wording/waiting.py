"""What the table waits for, and who: the bar's line whenever the player at the screen has nothing
to do ("Ala is bidding", "Waiting for Bolek to come back (away 0:42)", "Waiting for the host to
start the game.").  One function for every kind of table, so a local and a network seat read the
same words where the situation is the same."""
from __future__ import annotations

from typing import Any, Optional, Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP

from tysiac_engine.views import SeatView

from . import network
from .words import translate

_DOING = {  # the seat to move, by the phase of the deal
    "auction": QT_TRANSLATE_NOOP("Waiting", "{name} is bidding"),
    "musik": QT_TRANSLATE_NOOP("Waiting", "{name} is taking the musik"),
    "contract": QT_TRANSLATE_NOOP("Waiting", "{name} is choosing the contract"),
    "play": QT_TRANSLATE_NOOP("Waiting", "{name} is playing"),
}


def waiting_text(table: Any, view: Optional[SeatView], names: Sequence[str], you: Optional[int]) -> str:
    """The line for ``view`` of ``table`` (a table controller), when it is not the screen's turn."""
    if table.remote:
        if table.connection == "reconnecting":
            return network.reconnecting_text(table.reconnect_in() or 0)
        if table.connection not in ("connected", "connecting"):
            return network.lost_text(table.connection)
        if view is None:
            if table.connection == "connecting":
                return translate("Waiting", "Connecting to the table…")
            return network.before_the_game(table.is_host, table.everyone_seated())
        away = table.away_mover()
        if away is not None:
            return network.away_text(names[away], table.away(away) or 0, table.hand_over_in(away))
    if view is None or view.phase in ("between", "over") or view.to_move is None:
        return ""
    return translate("Waiting", _DOING.get(view.phase, _DOING["play"])).format(name=names[view.to_move])
