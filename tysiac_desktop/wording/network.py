"""Sentences of a network table, in the player's language: what the server refused, why the
connection is gone, who sits where and whether they are here."""
from __future__ import annotations

from typing import Optional, Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP

from .words import fill, translate

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

_REFUSALS.update({
    "name_taken": QT_TRANSLATE_NOOP("NetworkTable", "Someone at this table has that name already: choose another."),
    "not_saved": QT_TRANSLATE_NOOP("NetworkTable", "The table could not save that, so nothing changed: try again."),
    "not_host": QT_TRANSLATE_NOOP("NetworkTable", "Only the host may do that."),
    "bad_rules": QT_TRANSLATE_NOOP("NetworkTable", "The server cannot deal with these rules."),
})

_LOST = {
    "connect": QT_TRANSLATE_NOOP("NetworkTable", "Cannot reach the table. Check the address and your network."),
    "serve": QT_TRANSLATE_NOOP("NetworkTable", "This computer cannot serve a table on that port: another program "
                                               "may be using it."),
    "no_table": QT_TRANSLATE_NOOP("NetworkTable", "The server has no table with this code: the game may be over, "
                                                  "or the code is not right."),
    "ended": QT_TRANSLATE_NOOP("NetworkTable", "The host ended the table."),
}
_LOST_OTHER = QT_TRANSLATE_NOOP("NetworkTable", "The connection to the table is lost.")


def refusal_text(code: str) -> str:
    """What the server's refusal ``code`` (protocol.REFUSAL_CODES) means to the player."""
    return translate("NetworkTable", _REFUSALS.get(code, _OTHER_REFUSAL))


def lost_text(why: str) -> str:
    """Why the table cannot be reached: "connect", "serve", "no_table", a refusal's code, or the
    connection was lost."""
    if why in _LOST:
        return translate("NetworkTable", _LOST[why])
    return translate("NetworkTable", _REFUSALS[why]) if why in _REFUSALS else translate("NetworkTable", _LOST_OTHER)


def reconnecting_text(seconds: float) -> str:
    """"Reconnecting… next try in 8 s" / "Reconnecting…"."""
    whole = int(seconds + 0.5)
    if whole <= 0:
        return translate("NetworkTable", "Reconnecting…")
    # "s" for seconds takes no plural in any of the languages
    return translate("NetworkTable", "Reconnecting… next try in %1 s").replace("%1", str(whole))


def held_chat_text(text: str) -> str:
    """A chat line typed while the connection is down: kept, and sent once it is back."""
    return translate("NetworkTable", "Not connected: “%1” will be sent when the connection is back.") \
        .replace("%1", text)


def rejoin_label(others: Sequence[str]) -> str:
    """"Rejoin the table with Ala and Bolek" (the Game menu, the offer at start)."""
    if not others:
        return translate("NetworkTable", "Rejoin the network table")
    if len(others) == 1:
        return translate("NetworkTable", "Rejoin the table with %1").replace("%1", others[0])
    return fill(translate("NetworkTable", "Rejoin the table with %1 and %2"), ", ".join(others[:-1]), others[-1])


_INVITATION_PROBLEMS = {
    "empty": QT_TRANSLATE_NOOP("NetworkTable", "Paste the invitation your friend sent, or type the address."),
    "too_long": QT_TRANSLATE_NOOP("NetworkTable", "This is too long to be an invitation."),
    "not_an_invitation": QT_TRANSLATE_NOOP("NetworkTable", "This is not an invitation: it starts with tysiac://, "
                                                           "ws:// or wss://."),
    "bad_host": QT_TRANSLATE_NOOP("NetworkTable", "The computer's name or address is not right."),
    "bad_port": QT_TRANSLATE_NOOP("NetworkTable", "The port is a number from 1 to 65535."),
    "bad_code": QT_TRANSLATE_NOOP("NetworkTable", "The table code has letters and digits only."),
    "bad_path": QT_TRANSLATE_NOOP("NetworkTable", "The address after the server's name is not right."),
}


def invitation_problem(problem: str) -> str:
    """What is wrong with what was pasted or typed (invitation.InvitationError.problem)."""
    return translate("NetworkTable", _INVITATION_PROBLEMS.get(problem, _INVITATION_PROBLEMS["not_an_invitation"]))


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


def away_text(name: str, seconds: float, hand_over_in: Optional[float] = None) -> str:
    """"Waiting for Bolek to come back (away 0:42)", and while the countdown runs "…; the
    computer may play for them in 0:18"."""
    if hand_over_in:
        return fill(translate("NetworkTable", "Waiting for %1 to come back (away %2; the computer may play for "
                                              "them in %3)"), name, clock(seconds), clock(hand_over_in))
    return fill(translate("NetworkTable", "Waiting for %1 to come back (away %2)"), name, clock(seconds))


def chat_line(name: str, text: str) -> str:
    return fill(translate("NetworkTable", "%1: %2"), name, text)


def invitation_line(invitation: str) -> str:
    """"Invitation: tysiac://192.168.1.20:8765/7KQ…" (what Copy invitation copies is the address alone)."""
    return translate("NetworkTable", "Invitation: %1").replace("%1", invitation)


def dock_title() -> str:
    """The title of the network table's panel beside the table."""
    return translate("NetworkTable", "Network table")
