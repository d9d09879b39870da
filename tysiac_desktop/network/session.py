"""A network seat for the window: the engine's asyncio client (and, when hosting, the table
server itself) on an event loop in a thread of its own, spoken to through Qt signals.

The table's controller (``network.controller``) calls :meth:`NetworkSession.host` or :meth:`join`,
then :meth:`start`, :meth:`act`, :meth:`chat`, :meth:`substitute`; what the server says arrives as
signals in the GUI thread.  A
dropped connection is rejoined with the seat token, a few times, before :attr:`lost` is emitted.
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
from tysiac_engine.net.server import TableServer

DEFAULT_PORT = 8765
REJOIN_DELAYS = (0.5, 1.0, 2.0, 4.0, 8.0)  # seconds before each try to rejoin after a drop


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

    seated = Signal(int, bool)  # seat, whether this seat is the host
    invitation = Signal(str, int, str)  # address, port, table code (hosting)
    table_changed = Signal(object)  # protocol.TableState
    updated = Signal(object)  # protocol.Update: the seat's view, its share of the events, results
    chat_received = Signal(int, str, str)  # seat, name, text
    refused = Signal(object)  # protocol.Refused
    record_ready = Signal(object)  # the RECORD.md record (dict) at the game's end
    lost = Signal(str)  # the connection is gone for good: "connect", "version" or "closed"

    def __init__(self, parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="tysiac-network", daemon=True)
        self._thread.start()
        self._client: Optional[TableClient] = None
        self._server: Optional[TableServer] = None
        self._reader: Optional[asyncio.Task] = None
        self._url = ""
        self.code = ""
        self.token = ""  # this seat's, to come back with
        self.port = 0

    # ------------------------------------------------------------------ from the window
    def host(self, name: str, seats: tuple[P.SeatPlan, ...], preset: str, overrides: dict,
             port: int = DEFAULT_PORT, state_dir=None) -> None:
        """Serve a table from this computer (every interface, ``port``; 0 picks one) and sit at it."""
        self._run(self._host(name, seats, preset, overrides, port, state_dir))

    def resume_host(self, port: int, code: str, token: str, state_dir) -> None:
        """Serve again the tables saved in ``state_dir`` (on ``port``, where friends rejoin by
        themselves) and take back the host's seat."""
        self._run(self._resume_host(port, code, token, state_dir))

    def join(self, address: str, code: str, name: str) -> None:
        """Join a friend's table: ``address`` is "host:port" or a ws:// / wss:// address."""
        self._run(self._join(address, code, name))

    def start(self) -> None:
        self._send(P.Start())

    def act(self, action: Action) -> None:
        self._send(P.Act(action=action))

    def chat(self, text: str) -> None:
        text = text.strip()[:P.MAX_CHAT_LENGTH]
        if text:
            self._send(P.Chat(text=text))

    def substitute(self, seat: int, level: str = "easy") -> None:
        self._send(P.Substitute(seat=seat, level=level))

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

    async def _host(self, name, seats, preset, overrides, port, state_dir) -> None:
        if await self._serve(port, state_dir):
            await self._join(f"127.0.0.1:{self.port}", None, name, (seats, preset, overrides))
            self._invite()

    async def _resume_host(self, port, code, token, state_dir) -> None:
        if await self._serve(port, state_dir):
            await self._join(f"127.0.0.1:{self.port}", code, "", rejoin=token)
            self._invite()

    async def _serve(self, port: int, state_dir) -> bool:
        try:
            self._server = TableServer(state_dir)
            self.port = await self._server.start("0.0.0.0", port)
        except OSError:
            self.lost.emit("connect")
            return False
        return True

    def _invite(self) -> None:
        if self.code:
            self.invitation.emit(local_address(), self.port, self.code)

    async def _join(self, address: str, code: Optional[str], name: str, create=None,
                    rejoin: Optional[str] = None) -> None:
        self._url = address if "://" in address else f"ws://{address.strip()}"
        try:
            self._client = await TableClient.connect(self._url)
            if create is not None:
                self.code = await self._client.create(name, *create)
            elif rejoin is not None:
                await self._client.rejoin(code, rejoin)
                self.code = code
            else:
                await self._client.join(code.strip(), name)
                self.code = code.strip()
        except Refusal as exc:
            self.refused.emit(exc.refused)
            self.lost.emit("version" if exc.refused.code == "version" else "closed")
            return
        except (OSError, InvalidURI, InvalidHandshake, ConnectionClosed, TimeoutError, asyncio.TimeoutError):
            self.lost.emit("connect")
            return
        self.token = self._client.token
        self._tell(self._client)
        self._reader = self._loop.create_task(self._read())

    def _tell(self, client: TableClient) -> None:
        """What the client knows so far (its seat, the table, the view), as signals."""
        self.seated.emit(client.seat, client.host)
        if client.table is not None:
            self.table_changed.emit(client.table)
        if client.view is not None:  # with every deal's result so far (a rejoin's score sheet)
            self.updated.emit(P.Update(view=client.view, results=tuple(client.results)))

    async def _read(self) -> None:
        while True:
            client = self._client
            try:
                while True:
                    self._signal(await client.receive())
            except ConnectionClosed:
                pass
            if self._client is not client or not await self._rejoin(client):
                return

    async def _rejoin(self, old: TableClient) -> bool:
        for delay in REJOIN_DELAYS:
            await asyncio.sleep(delay)
            try:
                client = await TableClient.connect(self._url)
                await client.rejoin(old.code, old.token)
            except (OSError, Refusal, InvalidHandshake, ConnectionClosed, TimeoutError, asyncio.TimeoutError):
                continue
            self._client = client
            self._tell(client)
            return True
        self.lost.emit("closed")
        return False

    def _signal(self, message) -> None:
        if isinstance(message, P.Update):
            self.updated.emit(message)
        elif isinstance(message, P.TableState):
            self.table_changed.emit(message)
        elif isinstance(message, P.ChatLine):
            self.chat_received.emit(message.seat, message.name, message.text)
        elif isinstance(message, P.Refused):
            self.refused.emit(message)
        elif isinstance(message, P.Record):
            self.record_ready.emit(message.record)

    async def _close(self) -> None:
        if self._reader is not None:
            self._reader.cancel()
            await asyncio.gather(self._reader, return_exceptions=True)
        client, self._client = self._client, None
        if client is not None:
            await client.close()
        if self._server is not None:
            await self._server.close()
