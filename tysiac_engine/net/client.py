"""An asyncio client of the table server, for the desktop, the tests and the benchmark.

:class:`TableClient` greets the server, keeps what the server last said (seat, token, view,
table, chat lines, refusals, the record at the end) and hands each message to the caller in
order.  :func:`play_scripted` plays a seat with a chooser (a computer player, or :func:`random_legal`).
"""
from __future__ import annotations

import asyncio
import random
from typing import Callable, Optional

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from ..actions import Action
from ..views import SeatView
from . import protocol as P


class Refusal(Exception):
    """The server refused what was asked (``refused`` is its :class:`~protocol.Refused`)."""

    def __init__(self, refused: P.Refused) -> None:
        super().__init__(f"{refused.code}: {refused.message}")
        self.refused = refused


class TableClient:
    """One connection to a table server (see :meth:`connect`)."""

    def __init__(self, ws: ClientConnection, keep_raw: bool = False) -> None:
        self.ws = ws
        self.raw: Optional[list[bytes]] = [] if keep_raw else None  # every byte received, for privacy checks
        self.code: Optional[str] = None
        self.seat: Optional[int] = None
        self.token: Optional[str] = None
        self.host = False
        self.view: Optional[SeatView] = None
        self.table: Optional[P.TableState] = None
        self.chat: list[P.ChatLine] = []
        self.refusals: list[P.Refused] = []
        self.acks: list[int] = []  # refs of the requests the server confirmed (see act, chat_line)
        self.record: Optional[dict] = None
        self.results: list = []  # the finished deals' public results (DealResult), as the updates bring them
        self.updates = 0

    @classmethod
    async def connect(cls, url: str, keep_raw: bool = False, version: int = P.PROTOCOL_VERSION) -> "TableClient":
        """Connect and greet; raises :class:`Refusal` (code ``version`` on a mismatch)."""
        ws = await connect(url, max_size=P.MAX_SERVER_MESSAGE_BYTES, compression=None, open_timeout=10,
                           proxy=None)
        client = cls(ws, keep_raw)
        await client.send(P.Hello(version=version))
        await client.until(lambda m: isinstance(m, P.Welcome))
        return client

    async def send(self, message: P._Message) -> None:
        await self.ws.send(P.encode(message))

    async def receive(self, timeout: Optional[float] = None):
        """The next message from the server (state updated); ConnectionClosed when it has gone."""
        raw = await asyncio.wait_for(self.ws.recv(decode=False), timeout)
        if self.raw is not None:
            self.raw.append(raw)
        message = P.decode_server(raw)
        if isinstance(message, P.Update):
            self.view = message.view
            self.results[message.first_result:] = message.results
            self.updates += 1
        elif isinstance(message, P.TableState):
            self.table = message
        elif isinstance(message, P.Seated):
            self.code, self.seat, self.token, self.host = message.code, message.seat, message.token, message.host
        elif isinstance(message, P.ChatLine):
            self.chat.append(message)
        elif isinstance(message, P.ChatHistory):
            self.chat = list(message.lines)
        elif isinstance(message, P.Ack):
            self.acks.append(message.ref)
        elif isinstance(message, P.Refused):
            self.refusals.append(message)
        elif isinstance(message, P.Record):
            self.record = message.record
        return message

    async def until(self, wanted: Callable[[object], bool], timeout: float = 10.0, refusals: bool = True):
        """Read messages until one is ``wanted`` (returned); a refusal raises :class:`Refusal` first
        unless ``refusals`` is False."""
        async with asyncio.timeout(timeout):
            while True:
                message = await self.receive()
                if wanted(message):
                    return message
                if refusals and isinstance(message, P.Refused):
                    raise Refusal(message)

    # ------------------------------------------------------------------ requests
    async def create(self, name: str, seats: tuple[P.SeatPlan, ...], preset: str = "polish",
                     overrides: Optional[dict] = None, code: Optional[str] = None) -> str:
        """Create a table (you are its host); returns its code (``code``, drawn by
        :func:`protocol.new_code` for the address connected to, or one the server draws)."""
        await self.send(P.Create(name=name, preset=preset, overrides=overrides or {}, seats=seats, code=code))
        return (await self.until(lambda m: isinstance(m, P.Seated))).code

    async def join(self, code: str, name: str) -> int:
        await self.send(P.Join(code=code, name=name))
        return (await self.until(lambda m: isinstance(m, P.Seated))).seat

    async def rejoin(self, code: str, token: str) -> int:
        await self.send(P.Rejoin(code=code, token=token))
        return (await self.until(lambda m: isinstance(m, P.Seated))).seat

    async def start(self) -> None:
        await self.send(P.Start())
        await self.until(lambda m: isinstance(m, P.Update))

    async def act(self, action: Action, ref: Optional[int] = None) -> None:
        """Send an action; with a ``ref`` the server answers an Ack or a Refused carrying it."""
        await self.send(P.Act(action=action, ref=ref))

    async def chat_line(self, text: str, ref: Optional[int] = None) -> None:
        await self.send(P.Chat(text=text, ref=ref))

    async def close(self) -> None:
        await self.ws.close()

    @property
    def my_turn(self) -> bool:
        view = self.view
        return view is not None and view.to_move == self.seat and bool(view.legal)


async def open_table(url: str, names: tuple[str, ...], plans: tuple[P.SeatPlan, ...], preset: str = "polish",
                     overrides: Optional[dict] = None, keep_raw: bool = False) -> tuple[list[TableClient], str]:
    """A table whose human seats (of ``plans``) are all taken: the first by its host ``names[0]``,
    the others joined in order by the following names.  Not started yet; returns the clients and the code."""
    host = await TableClient.connect(url, keep_raw=keep_raw)
    code = await host.create(names[0], plans, preset, overrides)
    clients = [host]
    for name in names[1:sum(plan.kind == "human" for plan in plans)]:
        guest = await TableClient.connect(url, keep_raw=keep_raw)
        await guest.join(code, name)
        clients.append(guest)
    return clients, code


async def play_scripted(client: TableClient, choose: Callable[[SeatView], Action], timeout: float = 60.0,
                        on_act: Optional[Callable[[TableClient], None]] = None) -> None:
    """Play the seat with ``choose(view)`` (a computer player's ``choose``, or a random pick among
    ``view.legal``) until the game's record arrives or the connection closes.  ``on_act`` is
    called before each action (tests stop a player there)."""
    try:
        if client.my_turn:  # a rejoined seat may be to move already
            await client.act(choose(client.view))
        async with asyncio.timeout(timeout):
            while client.record is None:
                message = await client.receive()
                if isinstance(message, P.Update) and client.my_turn:
                    if on_act is not None:
                        on_act(client)
                    await client.act(choose(client.view))
    except ConnectionClosed:
        pass


def random_legal(rng: random.Random) -> Callable[[SeatView], Action]:
    """A chooser that picks any legal action (games with it rarely end: for load, not for whole games)."""
    return lambda view: rng.choice(view.legal)
