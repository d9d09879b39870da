"""The network protocol: JSON messages over WebSocket, one pydantic model a message type.

A client opens with :class:`Hello` (its :data:`PROTOCOL_VERSION`); the server answers
:class:`Welcome` or a :class:`Refused` with code ``version`` and closes.  Then the client creates
a table (it becomes the host), joins one with its code or rejoins its seat with the seat token.
The server is authoritative: a client sends :class:`Act`; the engine judges it; every seat gets
:class:`Update` with its own ``view(seat)`` and the events ``seen_by`` it, nothing more.

Views and events travel in the engine's own JSON forms (their fields are typed
:class:`~tysiac_engine.views.SeatView` and :data:`~tysiac_engine.events.Event`, so pydantic
uses the same schema as ``view_to_json`` / ``events_to_json``).
"""
from __future__ import annotations

from dataclasses import replace
from typing import Annotated, Any, Literal, Optional, Union

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, TypeAdapter, ValidationError

from ..actions import Action
from ..errors import IllegalAction, excerpt, shorten
from ..events import Event
from ..rules import PRESET_NAMES
from ..scoring import DealResult
from ..views import SeatView

PROTOCOL_VERSION = 1
MAX_CLIENT_MESSAGE_BYTES = 8192  # what a client may send in one message (an action, a chat line)
MAX_SERVER_MESSAGE_BYTES = 4 << 20  # what a server may send (a view; the whole record at the end)
MAX_CHAT_LENGTH = 300  # characters of a chat line
MAX_PLAYER_NAME = 40  # characters of a name at a network table (the engine allows more)
CODE_BYTES = 16  # random bytes of a table code (128 bits: 22 characters of secrets.token_urlsafe)
TOKEN_BYTES = 32  # random bytes of a seat token (43 characters)
LEVELS = ("easy", "medium", "hard", "expert")  # computer players (tysiac_engine.ai.levels)

_PRINTABLE = r"^[^\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]+$"  # no control, line or direction characters
Name = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=MAX_PLAYER_NAME,
                                        pattern=_PRINTABLE)]
ChatText = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=MAX_CHAT_LENGTH,
                                            pattern=_PRINTABLE)]
Code = Annotated[str, StringConstraints(min_length=1, max_length=64, pattern=r"^[A-Za-z0-9_-]+$")]
Level = Literal["easy", "medium", "hard", "expert"]


class _Message(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


# ----------------------------------------------------------------------------- client to server
class Hello(_Message):
    type: Literal["hello"] = "hello"
    version: int


class SeatPlan(_Message):
    """One seat of a table to be created: a remote human, or a computer player run by the server."""
    kind: Literal["human", "ai"] = "human"
    level: Optional[Level] = None  # a computer player's level (default easy)
    name: Optional[Name] = None  # a computer player's name (a human gives theirs when joining)


class Create(_Message):
    """Create a table and sit at its first human seat as its host."""
    type: Literal["create"] = "create"
    name: Name
    preset: Literal[PRESET_NAMES] = "polish"  # type: ignore[valid-type]
    overrides: dict[str, Any] = Field(default_factory=dict, max_length=64)
    seats: tuple[SeatPlan, ...] = Field(min_length=2, max_length=4)


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


class Act(_Message):
    type: Literal["act"] = "act"
    action: Action


class Chat(_Message):
    type: Literal["chat"] = "chat"
    text: ChatText


class Substitute(_Message):
    """The host hands a seat whose player is away to a computer player (it returns to the
    player when they rejoin)."""
    type: Literal["substitute"] = "substitute"
    seat: int = Field(ge=0, le=3)
    level: Level = "easy"


class Leave(_Message):
    type: Literal["leave"] = "leave"


ClientMessage = Annotated[Union[Hello, Create, Join, Rejoin, Start, Act, Chat, Substitute, Leave],
                          Field(discriminator="type")]


# ----------------------------------------------------------------------------- server to client
class Welcome(_Message):
    type: Literal["welcome"] = "welcome"
    version: int = PROTOCOL_VERSION
    max_message_bytes: int = MAX_CLIENT_MESSAGE_BYTES
    max_chat_length: int = MAX_CHAT_LENGTH


class SeatState(_Message):
    """Who is at a seat and whether they are here."""
    name: Optional[str]  # None: a human seat nobody has taken yet
    kind: Literal["human", "ai"]
    connected: bool  # a computer seat is always here
    substitute: Optional[str] = None  # a computer level playing for an away human


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
)


class Refused(_Message):
    """Your last message was refused; nothing changed at the table.  ``message`` is English and
    short; a front end words ``code`` (and for ``illegal`` the engine's ``rule`` and ``params``)."""
    type: Literal["refused"] = "refused"
    code: Literal[REFUSAL_CODES]  # type: ignore[valid-type]
    message: str
    rule: Optional[str] = None
    params: dict[str, Any] = Field(default_factory=dict)

    @classmethod
    def of_illegal(cls, exc: IllegalAction) -> "Refused":
        return cls(code="illegal", message=shorten(str(exc)), rule=exc.rule,
                   params={k: _plain(v) for k, v in exc.params.items()})

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


ServerMessage = Annotated[Union[Welcome, Seated, TableState, Update, ChatLine, Record, Refused],
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
        first = exc.errors(include_url=False, include_input=False)[0]
        where = ".".join(str(p) for p in first.get("loc", ())) or "message"
        raise ProtocolError("bad_message", shorten(f"{where}: {first.get('msg', 'invalid')}", 160)) from None
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
