"""Sentences of a network table, in the player's language: what the server refused, why the
connection is gone, who sits where and whether they are here."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from .words import translate

CONTEXT = "NetworkTable"

_REFUSALS = {
    "no_table": QT_TRANSLATE_NOOP("NetworkTable", "There is no table with this code."),
    "table_full": QT_TRANSLATE_NOOP("NetworkTable", "Every seat at this table is taken."),
    "started": QT_TRANSLATE_NOOP("NetworkTable", "This game has started already."),
    "not_ready": QT_TRANSLATE_NOOP("NetworkTable", "A seat is still free."),
    "not_your_turn": QT_TRANSLATE_NOOP("NetworkTable", "It is not your turn."),
    "rate": QT_TRANSLATE_NOOP("NetworkTable", "Too many messages: slow down."),
    "full": QT_TRANSLATE_NOOP("NetworkTable", "The server has no room for another table."),
    "version": QT_TRANSLATE_NOOP("NetworkTable", "The table runs another version of Tysiąc: use the same "
                                                 "version as the host."),
}
_OTHER_REFUSAL = QT_TRANSLATE_NOOP("NetworkTable", "The table refused this.")

_LOST = {
    "connect": QT_TRANSLATE_NOOP("NetworkTable", "Cannot reach the table. Check the address and your network."),
    "version": _REFUSALS["version"],
}
_LOST_OTHER = QT_TRANSLATE_NOOP("NetworkTable", "The connection to the table is lost.")


def refusal_text(code: str) -> str:
    """What the server's refusal ``code`` (protocol.REFUSAL_CODES) means to the player."""
    return translate(CONTEXT, _REFUSALS.get(code, _OTHER_REFUSAL))


def lost_text(why: str) -> str:
    """Why the table cannot be reached: "connect", "version", or the connection was lost."""
    return translate(CONTEXT, _LOST.get(why, _LOST_OTHER))


def seat_line(name: str, kind: str, taken: bool, connected: bool, substitute: bool) -> str:
    """A line of the seat list: "Ala", "Robot (computer)", "Bolek (away)", "(free seat)"."""
    if kind == "ai":
        return translate("NetworkTable", "%1 (computer)").replace("%1", name)
    if substitute:
        return translate("NetworkTable", "%1 (away, the computer plays)").replace("%1", name)
    if not taken:
        return translate("NetworkTable", "(free seat)")
    return name if connected else translate("NetworkTable", "%1 (away)").replace("%1", name)


def clock(seconds: float) -> str:
    """0:42, 12:05: how long someone has been away."""
    whole = max(0, int(seconds))
    return f"{whole // 60}:{whole % 60:02d}"


def before_the_game(is_host: bool, everyone_seated: bool) -> str:
    """What the table waits for before the game: friends to take the free seats, then the host."""
    if not is_host:
        return translate("NetworkTable", "The host will start the game when every seat is taken.") if not everyone_seated \
            else translate("NetworkTable", "Waiting for the host to start the game.")
    if everyone_seated:
        return translate("NetworkTable", "Everyone is seated: start the game when you are ready.")
    return translate("NetworkTable", "Waiting for friends to take the free seats: send them the invitation.")


def away_text(name: str, seconds: float) -> str:
    """"Waiting for Bolek to come back (away 0:42)"."""
    return translate("NetworkTable", "Waiting for %1 to come back (away %2)").replace("%1", name).replace("%2", clock(seconds))


def chat_line(name: str, text: str) -> str:
    return translate("NetworkTable", "%1: %2").replace("%1", name).replace("%2", text)


def invitation_line(address: str, port: int, code: str) -> str:
    return translate("NetworkTable", "Address: %1  Port: %2  Table code: %3").replace("%1", address) \
        .replace("%2", str(port)).replace("%3", code)


def dock_title() -> str:
    """The title of the network table's panel beside the table."""
    return translate("NetworkTable", "Network table")
