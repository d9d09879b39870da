"""A network seat: the engine's asyncio client (and, when this computer hosts, the table server
itself) on an event loop in a thread of its own, spoken to through Qt signals.

The table's controller (``network.controller``) calls :meth:`NetworkSession.host_here`,
:meth:`host_on`, :meth:`join`, :meth:`rejoin` or :meth:`resume_host`, then :meth:`start`,
:meth:`act`, :meth:`chat`, :meth:`substitute`; what the server says arrives as signals in the GUI
thread.  A dropped connection is rejoined with the seat token for as long as the table exists,
with growing pauses (``reconnecting(seconds)`` says when the next try is; :meth:`try_now` makes it
at once); only a server that no longer knows the table ends it (``lost("no_table")``).  A chat line
typed while the connection is down waits and goes out once it is back.
"""
from __future__ import annotations

import asyncio
import socket
import threading
from typing import Optional

from PySide6.QtCore import QObject, Signal
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from tysiac_engine.actions import Action
from tysiac_engine.net import protocol as P
from tysiac_engine.net.client import Refusal, TableClient
from tysiac_engine.net.invitation import DEFAULT_PORT, Invitation, Server
from tysiac_engine.net.server import Limits, TableServer

# seconds before each try to rejoin after a drop; the last repeats for as long as the table exists
REJOIN_DELAYS = (0.5, 1.0, 2.0, 4.0, 8.0, 15.0, 30.0)
AWAY_GRACE_SECONDS = 60.0  # a friend away this long may be handed to the computer (the countdown everyone sees)
_NETWORK_ERRORS = (OSError, InvalidURI, InvalidHandshake, ConnectionClosed, TimeoutError, asyncio.TimeoutError)


def local_address() -> str:
    """This computer's address on the local network, as friends would reach it (no packet is sent)."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("192.0.2.1", 9))  # a documentation address: only picks the outgoing interface
            return probe.getsockname()[0]
    except OSError:
        return "127.0.0.1"


class NetworkSession(QObject):
    """One seat at a network table (and the table's server when this computer hosts it)."""

    seated = Signal(int, bool, str)  # seat, whether this seat is the host, the seat's token
    invitation = Signal(object)  # the table's Invitation (what friends paste)
    table_changed = Signal(object)  # protocol.TableState
    updated = Signal(object)  # protocol.Update: the seat's view, its share of the events, results
    chat_received = Signal(int, str, str)  # seat, name, text
    chat_history = Signal(object)  # tuple of protocol.ChatLine: the table's last lines (on every seating)
    refused = Signal(object)  # protocol.Refused
    record_ready = Signal(object)  # the RECORD.md record (dict) at the game's end
    reconnecting = Signal(float)  # the connection is down: seconds until the next try
    lost = Signal(str)  # for good: "connect", "serve", "version", "no_table", "name_taken", "table_full", ...

    def __init__(self, parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="tysiac-network", daemon=True)
        self._thread.start()
        self._client: Optional[TableClient] = None
        self._server: Optional[TableServer] = None
        self._reader: Optional[asyncio.Task] = None
        self._wake: Optional[asyncio.Event] = None  # set by try_now(): the next rejoin now
        self._outbox: list[str] = []  # chat typed while the connection was down
        self._ended: Optional[asyncio.Event] = None  # the host ends the table: set when the server says so
        self.address: Optional[Invitation] = None  # where this app connects (loopback when it hosts)
        self.token = ""  # this seat's, to come back with
        self.port = 0  # the port this app serves on, when it hosts

    # ------------------------------------------------------------------ from the controller
    def host_here(self, name: str, seats: tuple[P.SeatPlan, ...], preset: str, overrides: dict,
                  port: int = DEFAULT_PORT, state_dir=None) -> None:
        """Serve a table from this computer (every interface, ``port``; 0 picks one) and sit at it."""
        self._run(self._host_here(name, seats, preset, overrides, port, state_dir))

    def host_on(self, server: Server, name: str, seats: tuple[P.SeatPlan, ...], preset: str, overrides: dict) -> None:
        """Make the table on a table server (``serve``), which deals and keeps it; sit at it as its host."""
        self._run(self._create(server.invitation(P.new_code()), name, (seats, preset, overrides)))

    def resume_host(self, port: int, invitation: Invitation, token: str, state_dir) -> None:
        """Serve again the tables saved in ``state_dir`` (on ``port``, where friends rejoin by
        themselves) and take back the host's seat."""
        self._run(self._resume_host(port, invitation, token, state_dir))

    def join(self, invitation: Invitation, name: str) -> None:
        """Take a free seat at the table of a friend's invitation."""
        self._run(self._join(invitation, name))

    def rejoin(self, invitation: Invitation, token: str) -> None:
        """Come back to one's seat (after the app stopped): tried until the table answers."""
        self.address, self.token = invitation, token
        self._run(self._keep_rejoining())

    def try_now(self) -> None:
        """Try to rejoin at once rather than after the pause."""
        self._loop.call_soon_threadsafe(lambda: self._wake is not None and self._wake.set())

    def start(self) -> None:
        self._send(P.Start())

    def act(self, action: Action) -> None:
        self._send(P.Act(action=action))

    def chat(self, text: str) -> bool:
        """Say ``text`` to the table; False when it waits for the connection to come back."""
        text = text.strip()[:P.MAX_CHAT_LENGTH]
        if not text:
            return True
        if self._client is None:
            self._outbox.append(text)
            return False
        self._send(P.Chat(text=text))
        return True

    def substitute(self, seat: int, level: str = "easy") -> None:
        self._send(P.Substitute(seat=seat, level=level))

    def end(self) -> None:
        """The host ends the table for everyone: returns once the server has told the seats (or
        after a few seconds); then :meth:`close`."""
        if self._loop.is_closed():
            return
        try:
            asyncio.run_coroutine_threadsafe(self._end(), self._loop).result(5)
        except (TimeoutError, ConnectionClosed, OSError):
            pass  # the table stays put away on the server's side or comes back on resume

    async def _end(self) -> None:
        self._ended = asyncio.Event()
        client = self._client
        if client is None:
            return
        await client.send(P.End())
        await asyncio.wait_for(self._ended.wait(), 4)

    @property
    def serves(self) -> bool:
        """This app serves the table (its server stops when the app does)."""
        return self._server is not None

    def close(self) -> None:
        """Leave the table and stop the thread (a hosted table's server stops with it)."""
        if self._loop.is_closed():
            return
        try:
            asyncio.run_coroutine_threadsafe(self._close(), self._loop).result(10)
        except (TimeoutError, ConnectionClosed, OSError):
            pass  # going anyway: the thread and its loop stop below
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(5)
        if not self._thread.is_alive():
            self._loop.close()

    # ------------------------------------------------------------------ on the network thread
    def _run(self, coroutine) -> None:
        asyncio.run_coroutine_threadsafe(coroutine, self._loop)

    def _send(self, message: P._Message) -> None:
        async def send() -> None:
            if self._client is not None:
                try:
                    await self._client.send(message)
                except ConnectionClosed:
                    pass  # the reader rejoins
        self._run(send())

    async def _serve(self, port: int, state_dir) -> bool:
        try:
            self._server = TableServer(state_dir, Limits(away_grace_seconds=AWAY_GRACE_SECONDS))
            self.port = await self._server.start("0.0.0.0", port)
        except OSError:
            self.lost.emit("serve")
            return False
        return True

    def _here(self, code: str) -> tuple[Invitation, Invitation]:
        """The invitation friends use (this computer's address) and the one this app connects to."""
        return (Server("tysiac", local_address(), self.port).invitation(code),
                Server("tysiac", "127.0.0.1", self.port).invitation(code))

    async def _host_here(self, name, seats, preset, overrides, port, state_dir) -> None:
        if await self._serve(port, state_dir):
            friends, mine = self._here(P.new_code())
            await self._create(mine, name, (seats, preset, overrides), friends)

    async def _resume_host(self, port, invitation: Invitation, token, state_dir) -> None:
        if await self._serve(port, state_dir):
            friends, mine = self._here(invitation.code)
            self.invitation.emit(friends)
            self.address, self.token = mine, token
            await self._keep_rejoining()

    async def _create(self, invitation: Invitation, name: str, plan, friends: Optional[Invitation] = None) -> None:
        if await self._sit_down(invitation, lambda client: client.create(name, *plan, code=invitation.code)):
            self.invitation.emit(friends or invitation)
            self._seated(self._client)

    async def _join(self, invitation: Invitation, name: str) -> None:
        if await self._sit_down(invitation, lambda client: client.join(invitation.code, name)):
            self._seated(self._client)

    async def _sit_down(self, invitation: Invitation, ask) -> bool:
        """Connect to the table of ``invitation`` and ``ask`` for a seat (create or join); False,
        and said at once, when the server cannot be reached or refuses."""
        self.address = invitation
        try:
            client = await TableClient.connect(invitation.url)
            await ask(client)
        except Refusal as exc:
            self._refused_for_good(exc.refused)
            return False
        except _NETWORK_ERRORS:
            self.lost.emit("connect")
            return False
        self._client = client
        return True

    def _refused_for_good(self, refused: P.Refused) -> None:
        self.refused.emit(refused)
        self.lost.emit(refused.code)

    def _seated(self, client: TableClient) -> None:
        """The client sits at its seat: what it knows so far, as signals, then its messages as they come."""
        self._client = client
        self.token = client.token or self.token
        self.seated.emit(client.seat, client.host, self.token)
        self.chat_history.emit(tuple(client.chat))
        if client.table is not None:
            self.table_changed.emit(client.table)
        if client.view is not None:  # with every deal's result so far (a rejoin's score sheet)
            self.updated.emit(P.Update(view=client.view, results=tuple(client.results)))
        outbox, self._outbox = self._outbox, []
        for text in outbox:
            self._send(P.Chat(text=text))
        self._reader = self._loop.create_task(self._read(client))

    async def _read(self, client: TableClient) -> None:
        try:
            while True:
                message = await client.receive()
                if isinstance(message, P.Ended):  # the host ended the table: nothing to come back to
                    self.address, self._client = None, None
                    if self._ended is not None:
                        self._ended.set()
                    self.lost.emit("ended")
                    await client.close()
                    return
                self._signal(message)
        except ConnectionClosed:
            pass
        except P.ProtocolError:
            await client.close()
        if self._client is client:  # not closed by us: come back
            self._client = None
            await self._keep_rejoining()

    async def _keep_rejoining(self) -> None:
        """Rejoin with the seat token until the table answers (or says it is gone)."""
        tries = 0
        while self.address is not None:
            address = self.address
            delay = REJOIN_DELAYS[min(tries, len(REJOIN_DELAYS) - 1)] if tries else 0.0
            tries += 1
            if delay:
                self.reconnecting.emit(delay)
                self._wake = asyncio.Event()
                try:
                    await asyncio.wait_for(self._wake.wait(), delay)
                except asyncio.TimeoutError:
                    pass
            if self.address is None:  # closed meanwhile
                return
            self.reconnecting.emit(0.0)
            try:
                client = await TableClient.connect(address.url)
                await client.rejoin(address.code, self.token)
            except Refusal as exc:
                if exc.refused.code == "no_table":  # the table is gone (finished, or put away)
                    self._refused_for_good(exc.refused)
                    return
                continue
            except _NETWORK_ERRORS:
                continue
            self._seated(client)
            return

    def _signal(self, message) -> None:
        if isinstance(message, P.Update):
            self.updated.emit(message)
        elif isinstance(message, P.TableState):
            self.table_changed.emit(message)
        elif isinstance(message, P.ChatLine):
            self.chat_received.emit(message.seat, message.name, message.text)
        elif isinstance(message, P.ChatHistory):
            self.chat_history.emit(tuple(message.lines))
        elif isinstance(message, P.Refused):
            self.refused.emit(message)
        elif isinstance(message, P.Record):
            self.record_ready.emit(message.record)

    async def _close(self) -> None:
        self.address = None  # no more rejoining
        if self._wake is not None:
            self._wake.set()
        client, self._client = self._client, None
        if self._reader is not None:
            self._reader.cancel()
            await asyncio.gather(self._reader, return_exceptions=True)
        if client is not None:
            await client.close()
        if self._server is not None:
            await self._server.close()
