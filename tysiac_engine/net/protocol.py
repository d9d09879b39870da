"""The network protocol: JSON messages over WebSocket, one pydantic model a message type.

A client opens with :class:`Hello` (its :data:`PROTOCOL_VERSION`); the server answers
:class:`Welcome` or a :class:`Refused` with code ``version`` and closes.  Then the client creates
a table (it becomes the host), joins one with its code or rejoins its seat with the seat token.
The server is authoritative: a client sends :class:`Act`; the engine judges it; every seat gets
:class:`Update` with its own ``view(seat)`` and the events ``seen_by`` it, nothing more.

Views and events travel in the engine's own JSON forms (their fields are typed
:class:`~tysiac_engine.views.SeatView` and :data:`~tysiac_engine.events.Event`, so pydantic
uses the same schema as ``view_to_json`` / ``events_to_json``).

Added within version 1 (a first-release program neither sends nor receives them unasked):

- ``Act.ref`` / ``Chat.ref``: a number of the client's; the server answers :class:`Ack` with it
  once the action or line is applied and saved (after the updates it caused), or a
  :class:`Refused` carrying it (``not_saved`` when the server could not save: nothing changed).
- :class:`ChatHistory` after every :class:`Seated` (create, join, rejoin): the table's last
  :data:`MAX_CHAT_HISTORY` chat lines, replacing the client's.
- ``Create.code``: the client draws the new table's code (:func:`new_code`), so that the
  address it connected to (``…/t/CODE``, see :mod:`invitation`) already routes by it.
- :class:`End` (the host ends the table for everyone) and :class:`Ended` (told to every seat).
- ``SeatState.substitute_in``: an away player's countdown before the host may hand the seat to
  a computer player (a Substitute before then is refused ``too_soon``).
- Refusal codes ``not_saved``, ``name_taken`` and ``too_soon``; ``rate`` also for too many wrong codes from
  one address; ``order`` (then the close) for a connection that takes no seat in time.
"""
from __future__ import annotations

import secrets
import unicodedata
from dataclasses import replace
from typing import Annotated, Any, ClassVar, Literal, Optional, Union

from pydantic import (AfterValidator, BaseModel, ConfigDict, Field, StrictInt, StringConstraints, TypeAdapter,
                      ValidationError, model_serializer)

from ..actions import Action
from ..errors import IllegalAction, excerpt, first_problem, shorten
from ..events import Event
from ..rules import PRESET_NAMES
from ..scoring import DealResult
from ..views import SeatView

PROTOCOL_VERSION = 1
MAX_CLIENT_MESSAGE_BYTES = 8192  # what a client may send in one message (an action, a chat line)
MAX_SERVER_MESSAGE_BYTES = 4 << 20  # what a server may send (a view; the whole record at the end)
MAX_CHAT_LENGTH = 300  # characters of a chat line
MAX_PLAYER_NAME = 40  # characters of a name at a network table (the engine allows more)
TOKEN_BYTES = 32  # random bytes of a seat token (43 characters)
LEVELS = ("easy", "medium", "hard", "expert")  # computer players (tysiac_engine.ai.levels)
MAX_CHAT_HISTORY = 200  # chat lines a table keeps (saved with it, sent on join and rejoin)

# A table code is read aloud and typed by people: no characters that look alike (l 1 I, O 0),
# one case (a code is read case-insensitively); 26 of them carry 128 random bits.
CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
CODE_LENGTH = 26


def new_code() -> str:
    """A fresh table code: 128 random bits in :data:`CODE_ALPHABET`."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def code_spellings(code: str) -> tuple[str, ...]:
    """The codes ``code`` may stand for: itself (older codes were case-sensitive and had every
    letter), and as a person may have typed a newer one (lower case, dashes, spaces)."""
    typed = code.upper().replace("-", "").replace(" ", "")
    return (code,) if typed == code else (code, typed)


# Names are read by other people: letters, digits, single spaces and common punctuation, nothing
# invisible (zero-width, direction, tag characters, the Hangul fillers), nothing that draws over
# its neighbours beyond two marks a letter.
_FILLERS = frozenset("\u115f\u1160\u3164\uffa0\u2800")
_NAME_SYMBOLS = frozenset("+=~^|<>$")


def _name_character(ch: str) -> bool:
    if ch in _FILLERS:
        return False
    kind = unicodedata.category(ch)
    return kind[0] in "LNP" or kind in ("Mn", "Mc") or ch == " " or ch in _NAME_SYMBOLS


def _chat_character(ch: str) -> bool:
    """Chat allows symbols (emoji too) but nothing invisible or that changes the text's direction."""
    return ch not in _FILLERS and unicodedata.category(ch) not in ("Cc", "Cf", "Co", "Cs", "Cn", "Zl", "Zp")


def _marks_bounded(text: str) -> bool:
    run = 0
    for ch in text:
        run = run + 1 if unicodedata.category(ch) in ("Mn", "Mc", "Me") else 0
        if run > 2:
            return False
    return True


def clean_name(text: str) -> str:
    """A player's name as the server keeps it (NFC, one space between words); ValueError says why not."""
    name = " ".join(unicodedata.normalize("NFC", text).split(" "))
    name = " ".join(part for part in name.split(" ") if part)
    if not name:
        raise ValueError("a name needs a letter or a digit")
    if not all(_name_character(ch) for ch in name) or not _marks_bounded(name):
        raise ValueError("a name has letters, digits, spaces and common punctuation only")
    if not any(unicodedata.category(ch)[0] in "LN" for ch in name):
        raise ValueError("a name needs a letter or a digit")
    return name


def clean_chat(text: str) -> str:
    text = unicodedata.normalize("NFC", text).strip()
    if not text or not all(_chat_character(ch) for ch in text) or not _marks_bounded(text):
        raise ValueError("a chat line of visible characters and spaces, on one line")
    return text


def same_name(a: str, b: str) -> bool:
    """Two names a player could mistake for each other (case and compatibility forms aside)."""
    return unicodedata.normalize("NFKC", a).casefold() == unicodedata.normalize("NFKC", b).casefold()


Name = Annotated[str, StringConstraints(min_length=1, max_length=MAX_PLAYER_NAME), AfterValidator(clean_name)]
ChatText = Annotated[str, StringConstraints(min_length=1, max_length=MAX_CHAT_LENGTH), AfterValidator(clean_chat)]
Code = Annotated[str, StringConstraints(min_length=1, max_length=64, pattern=r"^[A-Za-z0-9_-]+$")]
Ref = Annotated[int, Field(strict=True, ge=0, le=2**31)]  # a client's number for a request, echoed in its answer
Level = Literal["easy", "medium", "hard", "expert"]


class _Message(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class _Later(_Message):
    """A message with fields added after version 1 went out (``OPTIONAL_LATER``): left out of
    the JSON when None, so that a program of the first release still reads every message it is
    sent.  (Only these messages pay for the serializer in Python: an Update does not.)"""
    OPTIONAL_LATER: ClassVar[tuple[str, ...]] = ()

    @model_serializer(mode="wrap")
    def _without_unused_later_fields(self, handler):
        data = handler(self)
        for name in self.OPTIONAL_LATER:
            if data.get(name, 0) is None:
                del data[name]
        return data


# ----------------------------------------------------------------------------- client to server
class Hello(_Message):
    type: Literal["hello"] = "hello"
    version: StrictInt  # exactly an integer: not "1", true or 1.0


class SeatPlan(_Message):
    """One seat of a table to be created: a remote human, or a computer player run by the server."""
    kind: Literal["human", "ai"] = "human"
    level: Optional[Level] = None  # a computer player's level (default easy)
    name: Optional[Name] = None  # a computer player's name (a human gives theirs when joining)


class Create(_Later):
    """Create a table and sit at its first human seat as its host.  ``code``: the table's code
    as the client drew it (:func:`new_code`), so that the address it connected to already
    carries it (a proxy before several servers routes a table by its code); None: the server
    draws one."""
    type: Literal["create"] = "create"
    name: Name
    preset: Literal[PRESET_NAMES] = "polish"  # type: ignore[valid-type]
    overrides: dict[str, Any] = Field(default_factory=dict, max_length=64)
    seats: tuple[SeatPlan, ...] = Field(min_length=2, max_length=4)
    code: Optional[Annotated[str, StringConstraints(pattern=f"^[{CODE_ALPHABET}]{{{CODE_LENGTH}}}$")]] = None
    OPTIONAL_LATER: ClassVar[tuple[str, ...]] = ("code",)


class Join(_Message):
    type: Literal["join"] = "join"
    code: Code
    name: Name


class Rejoin(_Message):
    type: Literal["rejoin"] = "rejoin"
    code: Code
    token: Code


class Start(_Message):
    """The host starts the game (every human seat taken)."""
    type: Literal["start"] = "start"


class Act(_Later):
    """An action of your seat.  With a ``ref`` the server answers :class:`Ack` (same ref) once the
    action is applied and saved, or a :class:`Refused` carrying the ref; without one, your own
    :class:`Update` (or a refusal) tells."""
    type: Literal["act"] = "act"
    action: Action
    ref: Optional[Ref] = None
    OPTIONAL_LATER: ClassVar[tuple[str, ...]] = ("ref",)


class Chat(_Later):
    """A chat line (``ref`` as for :class:`Act`: an :class:`Ack` once it is kept and sent)."""
    type: Literal["chat"] = "chat"
    text: ChatText
    ref: Optional[Ref] = None
    OPTIONAL_LATER: ClassVar[tuple[str, ...]] = ("ref",)


class Substitute(_Message):
    """The host hands a seat whose player is away to a computer player (it returns to the
    player when they rejoin)."""
    type: Literal["substitute"] = "substitute"
    seat: int = Field(ge=0, le=3)
    level: Level = "easy"


class Leave(_Message):
    type: Literal["leave"] = "leave"


class End(_Message):
    """The host ends the table for everyone: it is put away and every seat is told :class:`Ended`."""
    type: Literal["end"] = "end"


ClientMessage = Annotated[Union[Hello, Create, Join, Rejoin, Start, Act, Chat, Substitute, Leave, End],
                          Field(discriminator="type")]


# ----------------------------------------------------------------------------- server to client
class Welcome(_Message):
    type: Literal["welcome"] = "welcome"
    version: int = PROTOCOL_VERSION
    max_message_bytes: int = MAX_CLIENT_MESSAGE_BYTES
    max_chat_length: int = MAX_CHAT_LENGTH


class SeatState(_Later):
    """Who is at a seat and whether they are here."""
    name: Optional[str]  # None: a human seat nobody has taken yet
    kind: Literal["human", "ai"]
    connected: bool  # a computer seat is always here
    substitute: Optional[str] = None  # a computer level playing for an away human
    # an away player's seat in a started game: seconds (when this was sent) until the host may
    # hand it to a computer player; 0: now.  Every seat is told, so everyone sees the countdown.
    substitute_in: Optional[float] = None
    OPTIONAL_LATER: ClassVar[tuple[str, ...]] = ("substitute_in",)


class Seated(_Message):
    """You sit at ``seat``; keep ``token`` to come back after a dropped connection."""
    type: Literal["seated"] = "seated"
    code: str
    seat: int
    token: str
    host: bool


class TableState(_Message):
    """The table's seats (sent on every arrival, departure and hand-over)."""
    type: Literal["table"] = "table"
    seats: tuple[SeatState, ...]
    host: int
    started: bool
    preset: str
    overrides: dict[str, Any]


class Update(_Message):
    """Your seat's view now and what happened since the last update, as your seat may see it.

    ``results`` are the finished deals' results (:func:`public_result`) from deal number
    ``first_result`` on: all of them when you sit down or come back, the one just scored when a
    deal ends, none otherwise; the score sheet and the deal summary are made of them."""
    type: Literal["update"] = "update"
    view: SeatView
    events: tuple[Event, ...] = ()
    first_result: int = Field(default=0, ge=0)
    results: tuple[DealResult, ...] = ()


def public_result(result: DealResult) -> DealResult:
    """A finished deal's result as every seat may know it: the musik as dealt is left out (the
    declarer alone may have seen it); the rest (points, melds, the rule steps) is announced."""
    return replace(result, outcome=replace(result.outcome, musik_mask=0))


class ChatLine(_Message):
    type: Literal["chat_line"] = "chat_line"
    seat: int
    name: str
    text: str


class ChatHistory(_Message):
    """The table's chat so far (the last :data:`MAX_CHAT_HISTORY` lines), sent on every join and
    rejoin after :class:`Seated`: it replaces the lines a client holds."""
    type: Literal["chat_history"] = "chat_history"
    lines: tuple[ChatLine, ...] = Field(default=(), max_length=MAX_CHAT_HISTORY)


class Ack(_Message):
    """The request with this ``ref`` (an :class:`Act` or a :class:`Chat`) landed: applied and saved."""
    type: Literal["ack"] = "ack"
    ref: int


class Record(_Message):
    """The RECORD.md record of the finished game (every card is public then)."""
    type: Literal["record"] = "record"
    record: dict[str, Any]


REFUSAL_CODES = (
    "version",  # the client speaks another protocol version
    "bad_message",  # not JSON, not a known message, or a field out of range
    "too_large",  # a message over MAX_CLIENT_MESSAGE_BYTES (the connection is closed)
    "rate",  # too many messages too fast
    "order",  # a message that does not fit now (hello first, seated before acting, ...)
    "no_table",  # no table with that code (or that token)
    "table_full",  # every human seat is taken
    "full",  # the server holds as many tables as it may
    "not_host",  # only the host may do that
    "not_ready",  # a human seat is still empty
    "started",  # the game has started already
    "not_started",  # the game has not started yet
    "not_your_turn",  # another seat is to move (or nobody)
    "illegal",  # the engine refused the action: ``rule`` and ``params`` as IllegalAction's
    "bad_rules",  # the rules asked for cannot be played
    "bad_seat",  # no such seat, or not a human seat who is away
    "not_saved",  # the server could not save the change: nothing changed, try again later
    "name_taken",  # another seat at the table has this name
    "too_soon",  # the away player may still come back: ``params["seconds"]`` until the host may hand the seat over
)


class Refused(_Later):
    """Your last message was refused; nothing changed at the table.  ``message`` is English and
    short; a front end words ``code`` (and for ``illegal`` the engine's ``rule`` and ``params``)."""
    type: Literal["refused"] = "refused"
    code: Literal[REFUSAL_CODES]  # type: ignore[valid-type]
    message: str
    rule: Optional[str] = None
    params: dict[str, Any] = Field(default_factory=dict)
    ref: Optional[int] = None  # the refused request's ref (see Act)
    OPTIONAL_LATER: ClassVar[tuple[str, ...]] = ("ref",)

    @classmethod
    def of_illegal(cls, exc: IllegalAction, view: Optional[SeatView] = None) -> "Refused":
        """The engine's refusal; with the seat's ``view``, told as that view may tell it (the
        engine's list of possible actions includes a claim only when it would stand, which
        depends on cards the seat cannot see)."""
        params = {k: _plain(v) for k, v in exc.params.items()}
        message = shorten(str(exc))
        if view is not None and "possible" in params:
            possible = sorted({a.kind for a in view.legal} | ({"claim"} if view.may_claim else set()))
            params["possible"] = possible
            if params.get("kind") not in possible:  # the engine's text lists its own possible kinds
                message = shorten(f"{params.get('action', 'this')}: not possible now (possible: "
                                  f"{', '.join(possible)}) [{exc.rule}]")
        return cls(code="illegal", message=message, rule=exc.rule, params=params)

    def as_illegal(self) -> IllegalAction:
        """The engine's refusal again, for a front end that words it like a local one."""
        return IllegalAction(self.message, self.rule or "legal_actions", self.params)


def _plain(value: Any) -> Any:
    """A refusal's fact as JSON keeps it: numbers, words, lists of them; anything else as its text."""
    if value is None or isinstance(value, (bool, int, str)):
        return value
    if isinstance(value, (list, tuple, set, frozenset)):
        return [_plain(v) for v in value]
    return str(value)


class Ended(_Message):
    """The host ended the table: there is nothing to come back to (the server closes the connection)."""
    type: Literal["ended"] = "ended"


ServerMessage = Annotated[Union[Welcome, Seated, TableState, Update, ChatLine, ChatHistory, Ack, Record, Refused,
                                Ended],
                          Field(discriminator="type")]

_CLIENT = TypeAdapter(ClientMessage)
_SERVER = TypeAdapter(ServerMessage)


class ProtocolError(ValueError):
    """A message that is not one of the protocol's: ``code`` is a :data:`REFUSAL_CODES` word
    (``too_large`` or ``bad_message``) and ``str()`` a short English reason."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


def _decode(adapter: TypeAdapter, data: Union[str, bytes], limit: int):
    size = len(data.encode() if isinstance(data, str) else data)
    if size > limit:
        raise ProtocolError("too_large", f"a message of {size} bytes (at most {limit})")
    try:
        return adapter.validate_json(data)
    except ValidationError as exc:
        raise ProtocolError("bad_message", first_problem(exc, "message")) from None
    except (ValueError, RecursionError) as exc:
        raise ProtocolError("bad_message", f"not a message: {excerpt(str(exc), 80)}") from None


def decode_client(data: Union[str, bytes]) -> Any:
    """A client's message, validated; raises :class:`ProtocolError`."""
    return _decode(_CLIENT, data, MAX_CLIENT_MESSAGE_BYTES)


def decode_server(data: Union[str, bytes]) -> Any:
    """A server's message, validated; raises :class:`ProtocolError`."""
    return _decode(_SERVER, data, MAX_SERVER_MESSAGE_BYTES)


def encode(message: _Message) -> str:
    """The message as JSON text (one WebSocket text frame)."""
    return message.model_dump_json()
