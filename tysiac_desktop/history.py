"""A seat's view of the deal's history as typed actions.

``SeatView.history`` holds the record tokens the engine writes for that seat ("bid 110",
"give ?? 1" for a card the seat may not see).  This is the one place that reads them: everything
else in the desktop gets :class:`~tysiac_engine.actions.Action` values (an unseen card is
``None``).  (The engine could hand views their history as actions; then this goes.)
"""
from __future__ import annotations

from typing import Iterator, Optional

from tysiac_engine.actions import Action
from tysiac_engine.errors import IllegalAction
from tysiac_engine.game import SeatView


def history_action(token: str) -> Optional[Action]:
    """One entry as an action; a card this seat may not see is None (``"give ?? 1"``, ``"discard ??"``)."""
    kind, _, rest = token.partition(" ")
    if "??" in rest:
        value = rest.split()[-1]
        return Action(kind, int(value) if kind == "give" and value.isdigit() else None, None)
    try:
        return Action.parse(token)
    except IllegalAction:
        return None


def actions(view: SeatView) -> Iterator[tuple[int, Action]]:
    """(seat, action) of every entry of the view's history, in order."""
    for seat, token in view.history:
        action = history_action(token)
        if action is not None:
            yield seat, action
