"""The table server: many tables in one asyncio process, the engine authoritative.

A table is reached only through its code (128 random bits); the server keeps only the code's
SHA-256, which also names the table's state file.  Each seat holds a token (kept hashed too) to
come back after a dropped connection; a new connection with a seat's token takes the seat over,
whatever became of the old one.  Every message a client sends is size-checked (by the WebSocket
layer), rate-limited (pings too) and validated (:mod:`protocol`) before it touches a table; an
action goes to the engine only from the seat to move.  Each seat is sent its own
``view(seat)`` and the events ``seen_by`` it, never another seat's, and a refusal tells no more
than that view.

Every change to a table is saved (temp file + rename) to the state directory before anyone is
told of it; a change that cannot be saved is undone and refused (``not_saved``), so a server
killed at any moment resumes its tables from those files on restart, losing at most the message
in flight.  A damaged state file is set aside (:mod:`saved`).  Connections and tables are
bounded per address (:mod:`door`); a connection that greets and takes no seat, and a table
nobody sits at before its game starts, go after minutes.  Computer seats (and away players
handed to a computer) think off the event loop, within a time limit, in a fair queue
(:mod:`computers`).
"""
from __future__ import annotations

import asyncio
import ctypes
import gc
import hashlib
import hmac
import json
import logging
import os
import secrets
import tempfile
import time
from collections import deque
from dataclasses import dataclass, field
from pathlib import Path
from typing import Optional

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from websockets.frames import Frame, Opcode

from ..errors import IllegalAction, InvalidRules, shorten
from ..events import DealScored, seen_by
from ..game import Game, Seat
from ..inputs import FileRefused
from ..record import deal_to_record, game_to_record, load_game, record_header
from ..rules import make_rules
from . import protocol as P
from .computers import Computers
from .door import Bucket, Door, QuietAccept
from .saved import STATE_FORMAT, STATE_VERSION, DamagedTable, read_table, set_aside

log = logging.getLogger("tysiac.net")


@dataclass(frozen=True)
class Limits:
    """What one server allows.  The defaults suit people at a table; a benchmark raises them."""
    max_tables: int = 2000
    max_connections: int = 5000
    connections_per_address: int = 64  # a household or an office behind one address
    tables_per_address: int = 16  # tables made from one address and still kept
    code_guesses_per_minute: float = 30.0  # wrong codes an address may try (then refused unheard)
    trusted_proxy: Optional[str] = None  # the proxy whose X-Forwarded-For names the client's address
    rate: float = 20.0  # messages (pings and pongs too) a second a connection may send, on average
    burst: int = 40  # messages it may send at once
    strikes: int = 40  # messages over the rate before the connection is closed
    hello_seconds: float = 10.0  # time to greet the server after connecting
    seat_seconds: float = 120.0  # time a greeted connection may stay without a seat
    outbox: int = 512  # messages waiting for a slow client before it is disconnected
    computer_seconds: float = 5.0  # a computer seat's time to decide (then it plays its first choice)
    computer_processes: Optional[int] = None  # worker processes of the search levels (default: one a core)
    away_grace_seconds: float = 0.0  # a player away this long may be handed to a computer (serve: 60)
    empty_seconds: float = 300.0  # a table not started that nobody has been at for this long is put away
    abandon_seconds: float = 6 * 3600.0  # a started table nobody has been at for this long is put away
    sweep_seconds: float = 30.0  # how often finished and abandoned tables are looked for


FREEZE_SWEEPS = 20  # see TableServer._sweep_now_and_then


class SaveFailed(Exception):
    """A table's state file could not be written (the change is undone and refused)."""


NOT_SAVED = "the server could not save this, so nothing changed: try again in a moment"


def _json(value) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def _digest(secret: str) -> str:
    return hashlib.sha256(secret.encode()).hexdigest()


class _Connection(ServerConnection):
    """A WebSocket connection that tells its client of every control frame it receives: a ping
    costs the server as much as a message, so it counts against the same rate."""
    on_control = None

    def process_event(self, event) -> None:
        super().process_event(event)
        if self.on_control is not None and isinstance(event, Frame) and event.opcode in (Opcode.PING, Opcode.PONG):
            self.on_control()


class _Client:
    """One connection: where it sits, and its outgoing messages (a slow reader never holds up a table)."""

    def __init__(self, ws: ServerConnection, limits: Limits, address: str) -> None:
        self.ws = ws
        self.address = address
        self.limits = limits
        self.bucket = Bucket(limits.rate, limits.burst)
        self.strikes = 0
        self.greeted = False
        self.sat = False  # a connection takes one seat at most (made, joined or rejoined)
        self.table: Optional[Table] = None
        self.seat: Optional[int] = None
        self.unseated_since = time.monotonic()
        self.closing = False
        self.outbox: asyncio.Queue = asyncio.Queue(limits.outbox)
        self.writer = asyncio.get_running_loop().create_task(self._write())

    def send(self, message: P._Message) -> None:
        self.send_text(P.encode(message))

    def send_text(self, text: str) -> None:
        try:
            self.outbox.put_nowait(text)
        except asyncio.QueueFull:  # it does not read what it is sent: let it go (it may rejoin)
            log.info("closing a client that does not read its messages")
            self.writer.cancel()
            self.close(1008, "too slow")

    def over_rate(self) -> bool:
        """Count one message (or control frame) against the rate: True when it is over."""
        if self.bucket.take():
            self.strikes = max(0, self.strikes - 1)
            return False
        self.strikes += 1
        if self.strikes > self.limits.strikes:
            self.close(1008, "too many messages", P.Refused(code="rate", message="too many messages: closing"))
        elif self.strikes == 1:
            self.send(P.Refused(code="rate", message="too many messages: slow down"))
        return True

    def close(self, code: int, reason: str, last: Optional[P._Message] = None) -> None:
        """Close after the messages already queued and ``last`` have gone (a second at most)."""
        if not self.closing:
            self.closing = True
            asyncio.get_running_loop().create_task(self._close(code, reason, last))

    async def _close(self, code: int, reason: str, last: Optional[P._Message]) -> None:
        if last is not None and not self.writer.done():
            try:
                self.outbox.put_nowait(P.encode(last))
            except asyncio.QueueFull:
                pass
        if not self.writer.done():
            try:
                await asyncio.wait_for(self.outbox.join(), 1.0)
            except (TimeoutError, asyncio.TimeoutError):
                pass
        await self.ws.close(code, reason)

    async def _write(self) -> None:
        try:
            while True:
                text = await self.outbox.get()
                try:
                    await self.ws.send(text)
                finally:
                    self.outbox.task_done()
        except ConnectionClosed:
            pass


@dataclass
class SeatSlot:
    kind: str  # "human" or "ai"
    name: Optional[str] = None  # None: a human seat still free
    level: Optional[str] = None  # a computer seat's level
    token_hash: Optional[str] = None
    substitute: Optional[str] = None  # an away human's seat played by a computer of this level
    client: Optional[_Client] = field(default=None, repr=False)
    away_since: Optional[float] = None  # when its player left (monotonic), None while here or never come

    @property
    def computer_level(self) -> Optional[str]:
        return self.level if self.kind == "ai" else self.substitute

    def substitute_in(self, grace: float) -> Optional[float]:
        """Seconds until the host may hand this seat to a computer (0: now); None: not an away player's."""
        if grace <= 0 or self.kind != "human" or self.client is not None or self.away_since is None \
                or self.substitute:
            return None
        return round(max(0.0, grace - (time.monotonic() - self.away_since)), 1)

    def state(self, started: bool, grace: float) -> P.SeatState:
        return P.SeatState(name=self.name, kind=self.kind, connected=self.kind == "ai" or self.client is not None,
                           substitute=self.substitute, substitute_in=self.substitute_in(grace) if started else None)

    def saved(self) -> dict:
        return {"kind": self.kind, "name": self.name, "level": self.level, "token_hash": self.token_hash,
                "substitute": self.substitute}


class Table:
    """One table: its seats, its game once started, its chat, and where it is saved."""

    def __init__(self, key: str, preset: str, overrides: dict, seats: list[SeatSlot], host: int,
                 path: Optional[Path], computers: Computers, owner: str = "", away_grace: float = 0.0) -> None:
        self.key = key  # SHA-256 of the code
        self.preset, self.overrides = preset, overrides
        self.rules = make_rules(preset, overrides)
        self.seats = seats
        self.host = host
        self.path = path
        self.computers = computers
        self.owner = owner  # the address that made it ("" for a table resumed from its file)
        self.away_grace = away_grace  # see Limits.away_grace_seconds
        self.seeds = [secrets.randbits(32) for _ in seats]  # each computer seat's own random stream
        self.game: Optional[Game] = None
        self.chat: deque[P.ChatLine] = deque(maxlen=P.MAX_CHAT_HISTORY)
        self.moves = 0  # actions applied: a computer's late answer to an old position is dropped
        self.thinking: Optional[asyncio.Task] = None
        self._deal_texts: list[str] = []  # the JSON of each finished deal's record, in order
        self.last_seen = time.monotonic()  # when a human was last at the table (see TableServer.sweep)

    # ------------------------------------------------------------------ saving
    def saved_text(self) -> str:
        """The state file: the seats, the chat and the game's RECORD.md record.  A finished
        deal's record is written to JSON once and kept, so a save costs the deal in progress."""
        table = _json({"format": STATE_FORMAT, "version": STATE_VERSION, "preset": self.preset,
                       "overrides": self.overrides, "host": self.host, "seats": [s.saved() for s in self.seats],
                       "chat": [{"seat": c.seat, "name": c.name, "text": c.text} for c in self.chat]})
        game = self.game
        if game is None:
            return table[:-1] + ',"record":null}'
        finished = len(game.deals) - (game.current is not None)
        while len(self._deal_texts) < finished:
            self._deal_texts.append(_json(deal_to_record(game.deals[len(self._deal_texts)])))
        deals = self._deal_texts + [_json(deal_to_record(d)) for d in game.deals[len(self._deal_texts):]]
        record = _json(record_header(game))[:-1] + ',"deals":[' + ",".join(deals) + "]}"
        return table[:-1] + ',"record":' + record + "}"

    def save(self) -> None:
        """Write the table over its state file (a finished game's goes to ``finished/``, its
        record kept, not resumed); raises :class:`SaveFailed` with the file as it was."""
        if self.path is None:
            return
        data = self.saved_text().encode()
        if self.game is not None and self.game.is_over:
            target = self.path.parent / "finished" / self.path.name
            try:
                target.parent.mkdir(exist_ok=True)
            except OSError as exc:
                raise SaveFailed(str(exc)) from None
            self._write(target, data)
            self.path.unlink(missing_ok=True)
            return
        self._write(self.path, data)

    def put_away(self, folder: str) -> None:
        """Move the state file into ``folder`` beside it (abandoned, empty)."""
        if self.path is None:
            return
        target = self.path.parent / folder / self.path.name
        try:
            target.parent.mkdir(exist_ok=True)
            os.replace(self.path, target)
        except FileNotFoundError:
            pass
        except OSError as exc:
            log.error("cannot put table %s away: %s", self.key[:8], exc.strerror or exc)

    def _write(self, path: Path, data: bytes) -> None:
        temp = None
        try:
            fd, temp = tempfile.mkstemp(dir=path.parent, prefix=".", suffix=".tmp")
            with os.fdopen(fd, "wb") as handle:
                handle.write(data)
            os.replace(temp, path)  # whole or not at all
        except OSError as exc:
            log.error("cannot save table %s: %s", self.key[:8], exc.strerror or exc)
            if temp is not None:
                try:
                    os.unlink(temp)
                except OSError:
                    pass
            raise SaveFailed(exc.strerror or str(exc)) from None

    def saved_or_undone(self, undo) -> Optional[P.Refused]:
        """Save the table; if that fails, ``undo()`` the change and return the refusal to send."""
        try:
            self.save()
        except SaveFailed:
            undo()
            return P.Refused(code="not_saved", message=NOT_SAVED)
        return None

    @classmethod
    def load(cls, path: Path, computers: Computers, away_grace: float = 0.0) -> "Table":
        """The table of a state file (its players away from now on); raises DamagedTable (or
        FileRefused when it cannot be read now)."""
        saved = read_table(path)
        now = time.monotonic()
        seats = [SeatSlot(kind=s.kind, name=s.name, level=s.level, token_hash=s.token_hash, substitute=s.substitute,
                          away_since=now if s.kind == "human" and s.name is not None else None)
                 for s in saved.seats]
        try:
            table = cls(path.stem, saved.preset, dict(saved.overrides), seats, saved.host, path, computers,
                        away_grace=away_grace)
            if len(seats) != table.rules.players:
                raise DamagedTable(f"{len(seats)} seats for rules of {table.rules.players} players")
            table.chat.extend(P.ChatLine(seat=c.seat, name=c.name, text=c.text) for c in saved.chat)
            if saved.record is not None:
                table.game = _playing(load_game(saved.record))  # replays every action: the exact position
                table.moves = sum(len(d.history) for d in table.game.deals)
        except DamagedTable:
            raise
        except Exception as exc:  # noqa: BLE001 - whatever the replay trips on, the file is not a table
            raise DamagedTable(shorten(f"{type(exc).__name__}: {exc}", 160)) from None
        return table

    # ------------------------------------------------------------------ telling
    def clients(self):
        return [(i, s.client) for i, s in enumerate(self.seats) if s.client is not None]

    def table_state(self) -> P.TableState:
        started = self.game is not None
        return P.TableState(seats=tuple(s.state(started, self.away_grace) for s in self.seats), host=self.host,
                            started=self.game is not None, preset=self.preset, overrides=self.overrides)

    def tell_all(self, message: P._Message) -> None:
        text = P.encode(message)
        for _, client in self.clients():
            client.send_text(text)

    def tell_seat(self, seat: int, client: _Client, events: tuple = (), first_result: int = 0) -> None:
        """The seat's own view, its share of ``events`` and the public results of the finished
        deals from ``first_result`` on: all a seat is ever told of the game."""
        game = self.game
        results = tuple(P.public_result(r) for r in game.results[first_result:])
        client.send(P.Update(view=game.view(seat), events=tuple(seen_by(e, seat) for e in events),
                             first_result=first_result, results=results))

    def tell_game(self, events: tuple) -> None:
        scored = any(isinstance(e, DealScored) for e in events)  # the deal just scored, with its result
        first = len(self.game.results) - 1 if scored else len(self.game.results)
        for seat, client in self.clients():
            self.tell_seat(seat, client, events, first)
        if self.game.is_over:
            self.tell_all(P.Record(record=game_to_record(self.game)))

    def welcome(self, client: _Client) -> None:
        """What a seat is told on sitting down or coming back: the table, its chat, its view."""
        self.tell_all(self.table_state())
        client.send(P.ChatHistory(lines=tuple(self.chat)))
        if self.game is not None:
            self.tell_seat(client.seat, client)

    # ------------------------------------------------------------------ playing
    def apply(self, seat: int, action) -> Optional[P.Refused]:
        """The action of ``seat`` if it is to move, the engine allows it and it is saved; a
        refusal otherwise (the table as it was)."""
        game = self.game
        if game is None:
            return P.Refused(code="not_started", message="the game has not started")
        if game.is_over or game.to_move != seat:
            return P.Refused(code="not_your_turn", message="it is not your turn")
        try:
            events = game.step(action)
        except IllegalAction as exc:
            return P.Refused.of_illegal(exc, game.view(seat))
        except Exception:  # an engine fault must not take the server down: back to the position before
            log.exception("table %s: the engine failed on %s; back to the saved position", self.key[:8], action)
            try:
                self._step_back(game, applied=False)
            except (DamagedTable, FileRefused):
                log.error("table %s: the saved position cannot be read either", self.key[:8])
            return P.Refused(code="illegal", message="the action could not be applied", rule="legal_actions")
        refused = self.saved_or_undone(lambda: self._step_back(game, applied=True))
        if refused is not None:
            return refused
        self.moves += 1
        self.tell_game(events)
        self.deal_on()
        self.computer_turn()
        return None

    def deal_on(self) -> None:
        """After a deal's end the next deal: every seat was first told the finished deal as it
        ended (its last trick, its score: phase "between"), and now gets the new one."""
        game = self.game
        if game is not None and game.current is None and not game.is_over:
            game.start_deal()
            try:
                self.save()
            except SaveFailed:  # the deal follows from the game's seed: a restart deals the same one
                log.warning("table %s: the next deal is not saved yet", self.key[:8])
            self.tell_game(game.last_events)

    def _step_back(self, game: Game, applied: bool) -> None:
        """The position before the last action, as a restart would resume it.  ``applied``: the
        action is in the game's history (its save failed), so the game's own record without it
        is that position (no file needed: the failure may be that none can be opened); else the
        engine failed in the middle of it, and the state file holds the position before."""
        if applied:
            doc = game_to_record(game)
            deals = doc["deals"]
            if not deals[-1]["actions"] and len(deals) > 1:  # the action ended a deal; the next was dealt
                deals.pop()
            deals[-1]["actions"].pop()
            self.game = _playing(load_game(doc))
        elif self.path is not None and self.path.exists():
            self.game = Table.load(self.path, self.computers, self.away_grace).game
        self._deal_texts = []

    def computer_turn(self) -> None:
        """Let a computer seat move if it is its turn (one thinking task a table at a time)."""
        game = self.game
        if game is None or game.is_over or (self.thinking is not None and not self.thinking.done()):
            return
        seat = game.to_move
        if seat is None or self.seats[seat].computer_level is None:
            return
        self.thinking = asyncio.get_running_loop().create_task(self._think(seat))
        self.thinking.add_done_callback(self._thought)

    def _thought(self, task: asyncio.Task) -> None:
        """A computer's turn that failed is logged at once (not when its task is collected)."""
        if not task.cancelled() and task.exception() is not None:
            log.error("table %s: the computer's turn failed", self.key[:8], exc_info=task.exception())

    async def _think(self, seat: int) -> None:
        game, moves = self.game, self.moves
        action = await self.computers.decide(self.seats[seat].computer_level, self.seeds[seat], game.view(seat),
                                             self.owner or self.key)
        self.thinking = None
        if self.game is game and self.moves == moves and self.seats[seat].computer_level is not None:
            refusal = self.apply(seat, action)
            if refusal is not None and refusal.code == "not_saved":  # the disk may come back: try again
                await asyncio.sleep(1.0)
                self.computer_turn()
            elif refusal is not None:
                log.error("table %s: the computer's %s was refused: %s", self.key[:8], action, refusal.message)
        else:
            self.computer_turn()  # the position changed while it thought


def give_memory_back() -> None:
    """Collect, and hand the heap freed since back to the system: the C library keeps it for the
    process otherwise, and a server after a flood of connections would stay at the flood's size."""
    gc.unfreeze()
    gc.collect()
    try:
        ctypes.CDLL(None).malloc_trim(0)
    except (OSError, AttributeError):  # not the GNU C library: its memory stays with the process
        pass


def _playing(game: Game) -> Game:
    """A game loaded from a record, ready to play on (the next deal dealt when one has ended; from
    then on the table deals on itself, Table.deal_on, after telling each deal's end)."""
    game.auto_deal = False
    if game.current is None and not game.is_over:
        game.start_deal()
    return game


class TableServer:
    """Tables by code, the connections, and their messages.  ``state_dir`` None keeps nothing on disk."""

    def __init__(self, state_dir: Optional[Path] = None, limits: Limits = Limits()) -> None:
        self.state_dir = Path(state_dir) if state_dir is not None else None
        self.limits = limits
        self.tables: dict[str, Table] = {}
        self.door = Door(limits.max_connections, limits.connections_per_address, limits.tables_per_address,
                         limits.code_guesses_per_minute, limits.trusted_proxy)
        self._server = None
        self._sweeper: Optional[asyncio.Task] = None
        self.computers = Computers(limits.computer_seconds, limits.computer_processes)
        if self.state_dir is not None:
            self.state_dir.mkdir(parents=True, exist_ok=True)
            self._resume()

    @property
    def connections(self) -> int:
        return self.door.total

    def _resume(self) -> None:
        now, wall = time.monotonic(), time.time()
        for path in sorted(self.state_dir.glob("*.json")):
            try:
                table = Table.load(path, self.computers, self.limits.away_grace_seconds)
            except FileRefused as exc:  # it may be readable later: left where it is
                log.error("cannot resume %s: %s", path.name, shorten(str(exc)))
                continue
            except DamagedTable as exc:
                set_aside(path, str(exc))
                continue
            try:  # how long nobody has been at it: a restart does not make an empty table new
                table.last_seen = now - max(0.0, wall - path.stat().st_mtime)
            except OSError:
                pass
            if self._expired(table, now):
                table.put_away("abandoned" if table.game is not None else "empty")
                continue
            self.tables[table.key] = table
        if self.tables:
            log.info("resumed %d tables", len(self.tables))

    def _expired(self, table: Table, now: float) -> bool:
        waited = self.limits.abandon_seconds if table.game is not None else self.limits.empty_seconds
        return now - table.last_seen >= waited

    async def start(self, host: str = "127.0.0.1", port: int = 0) -> int:
        """Listen; returns the port (``port`` 0 picks a free one)."""
        asyncio.get_running_loop().set_exception_handler(QuietAccept())
        self._server = await serve(self._connection, host, port, max_size=P.MAX_CLIENT_MESSAGE_BYTES,
                                   max_queue=8, compression=None, open_timeout=self.limits.hello_seconds,
                                   ping_interval=20, ping_timeout=20, close_timeout=2,
                                   process_request=self._admit, create_connection=_Connection)
        for table in self.tables.values():
            table.computer_turn()
        self._sweeper = asyncio.get_running_loop().create_task(self._sweep_now_and_then())
        return self._server.sockets[0].getsockname()[1]

    def _admit(self, connection: ServerConnection, request):
        """Turn a connection over a limit away in the handshake (no WebSocket, no table lookups)."""
        address = self.door.address(connection.remote_address, request.headers)
        refusal = self.door.refusal(address)
        if refusal is not None:
            return connection.respond(*refusal)
        connection.tysiac_address = address
        return None

    async def _sweep_now_and_then(self) -> None:
        sweeps = 0
        while True:
            await asyncio.sleep(self.limits.sweep_seconds)
            self.sweep()
            sweeps += 1
            # What has lived through a sweep is the server's standing state (its connections and
            # tables): frozen, the collector no longer walks it at every collection (with 10,000
            # connections a full walk holds the event loop for most of a second).  Thawed every
            # FREEZE_SWEEPS sweeps, so that cycles left by what has gone since are collected.
            if sweeps % FREEZE_SWEEPS:
                gc.freeze()
            else:
                gc.unfreeze()

    def sweep(self) -> None:
        """Let go of the tables that are done with: a finished game nobody is at any more, a
        table not started that nobody has been at for ``empty_seconds`` (its file goes to
        ``empty/``), and a started one no human has been at for ``abandon_seconds``
        (``abandoned/``).  Logs the wrong codes tried since the last sweep."""
        now = time.monotonic()
        for key, table in list(self.tables.items()):
            if any(s.client is not None for s in table.seats):
                table.last_seen = now
                continue
            if table.game is not None and table.game.is_over:
                self._let_go(table)
            elif self._expired(table, now):
                table.put_away("abandoned" if table.game is not None else "empty")
                self._let_go(table)
        self.door.summary()
        if self.door.peak > 256 and self.door.total * 2 < self.door.peak:  # a crowd has gone
            give_memory_back()
            self.door.peak = self.door.total

    def _let_go(self, table: Table) -> None:
        if table.thinking is not None:
            table.thinking.cancel()
        del self.tables[table.key]
        if table.owner:
            self.door.table_gone(table.owner)

    async def close(self) -> None:
        if self._sweeper is not None:
            self._sweeper.cancel()
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
        for table in self.tables.values():
            if table.thinking is not None:
                table.thinking.cancel()
        self.computers.close()

    # ------------------------------------------------------------------ connections
    async def _connection(self, ws: ServerConnection) -> None:
        address = getattr(ws, "tysiac_address", None) or self.door.address(ws.remote_address, None)
        if self.door.refusal(address) is not None:  # others came in during the handshake
            await ws.close(1013, "the server is full")
            return
        self.door.came(address)
        client = _Client(ws, self.limits, address)
        ws.on_control = lambda: client.over_rate()
        try:
            try:
                first = await asyncio.wait_for(ws.recv(), self.limits.hello_seconds)
            except (TimeoutError, asyncio.TimeoutError):
                client.close(1008, "no greeting")
                return
            self._receive(client, first)
            if not client.greeted:
                client.close(1002, "greet with hello first")
                return
            while not client.closing:
                waited = None
                if client.table is None:
                    waited = client.unseated_since + self.limits.seat_seconds - time.monotonic()
                    if waited <= 0:
                        client.close(1008, "no seat taken", P.Refused(
                            code="order", message="create, join or rejoin a table within "
                                                  f"{self.limits.seat_seconds:.0f} seconds of greeting"))
                        break
                try:
                    raw = await asyncio.wait_for(ws.recv(), waited)
                except (TimeoutError, asyncio.TimeoutError):
                    continue
                self._receive(client, raw)
            await ws.wait_closed()
        except ConnectionClosed:
            pass
        finally:
            self.door.went(address)
            self._gone(client)
            try:
                await asyncio.wait_for(ws.wait_closed(), 3)
            except (TimeoutError, asyncio.TimeoutError):
                pass
            client.writer.cancel()

    def _receive(self, client: _Client, raw) -> None:
        if client.closing or client.over_rate():
            return
        try:
            message = P.decode_client(raw)
        except P.ProtocolError as exc:
            client.send(P.Refused(code=exc.code, message=str(exc)))
            return
        if not client.greeted:
            if not isinstance(message, P.Hello):
                client.send(P.Refused(code="order", message="greet with hello first"))
            elif message.version != P.PROTOCOL_VERSION:
                client.send(P.Refused(code="version", message=(
                    f"this server speaks protocol version {P.PROTOCOL_VERSION}, your program version "
                    f"{message.version}: use the same version of Tysiąc as the table")))
            else:
                client.greeted = True
                client.unseated_since = time.monotonic()
                client.send(P.Welcome())
            return
        try:
            answer = self._standing_refusal(client, message.type) or getattr(self, f"_on_{message.type}")(client, message)
        except Exception:  # noqa: BLE001 - a fault of the server's own is refused, the connection kept
            log.exception("a %s message failed", message.type)
            answer = P.Refused(code="not_saved", message="the server could not do this: nothing changed")
        ref = getattr(message, "ref", None)
        if answer is not None:
            client.send(answer.model_copy(update={"ref": ref}) if ref is not None else answer)
        elif ref is not None:
            client.send(P.Ack(ref=ref))

    # the messages only a client not yet seated may send, only a seated one, and only the host
    UNSEATED_ONLY = frozenset({"create", "join", "rejoin"})
    SEATED_ONLY = frozenset({"start", "act", "chat", "substitute", "leave", "end"})
    HOST_ONLY = frozenset({"start", "substitute", "end"})

    def _standing_refusal(self, client: _Client, kind: str) -> Optional[P.Refused]:
        if kind in self.UNSEATED_ONLY and client.table is not None:
            return P.Refused(code="order", message="you sit at a table already")
        if kind in ("create", "join") and client.sat:
            return P.Refused(code="order", message="one seat a connection: connect again for another")
        if kind in self.SEATED_ONLY and client.table is None:
            return P.Refused(code="order", message="create or join a table first")
        if kind in self.HOST_ONLY and client.seat != client.table.host:
            return P.Refused(code="not_host", message="only the host may do that")
        return None

    def _gone(self, client: _Client) -> None:
        table, seat = client.table, client.seat
        if table is not None and table.seats[seat].client is client:
            table.seats[seat].client = None
            table.seats[seat].away_since = time.monotonic()
            table.last_seen = time.monotonic()
            table.tell_all(table.table_state())
        client.table = client.seat = None
        client.unseated_since = time.monotonic()

    # ------------------------------------------------------------------ messages
    def _on_hello(self, client: _Client, message: P.Hello) -> P.Refused:
        return P.Refused(code="order", message="already greeted")

    def _on_create(self, client: _Client, message: P.Create) -> Optional[P.Refused]:
        if len(self.tables) >= self.limits.max_tables:
            return P.Refused(code="full", message="this server holds as many tables as it may")
        if not self.door.may_create(client.address):
            return P.Refused(code="full", message="your address has made as many tables as it may: "
                                                  "finish or leave one first")
        try:
            rules = make_rules(message.preset, message.overrides)
        except (InvalidRules, ValueError, TypeError) as exc:
            return P.Refused(code="bad_rules", message=shorten(str(exc)))
        if len(message.seats) != rules.players:
            return P.Refused(code="bad_rules", message=f"these rules need {rules.players} seats")
        humans = [i for i, plan in enumerate(message.seats) if plan.kind == "human"]
        if not humans:
            return P.Refused(code="bad_rules", message="a table needs at least one human seat")
        seats = [SeatSlot(kind="ai", name=plan.name or f"Computer {i + 1}", level=plan.level or "easy")
                 if plan.kind == "ai" else SeatSlot(kind="human") for i, plan in enumerate(message.seats)]
        names = [s.name for s in seats if s.name is not None] + [message.name]
        if any(P.same_name(a, b) for i, a in enumerate(names) for b in names[i + 1:]):
            return P.Refused(code="name_taken", message="two seats of the table would have the same name")
        code = message.code or P.new_code()
        key = _digest(code)
        if key in self.tables:
            return P.Refused(code="bad_message", message="a table has this code: draw another")
        path = self.state_dir / f"{key}.json" if self.state_dir is not None else None
        table = Table(key, message.preset, dict(message.overrides), seats, humans[0], path, self.computers,
                      owner=client.address, away_grace=self.limits.away_grace_seconds)
        self.tables[key] = table
        self.door.table_made(client.address)
        refused = self._sit(client, table, humans[0], message.name, code)
        if refused is not None:
            self._let_go(table)
        return refused

    def _sit(self, client: _Client, table: Table, seat: int, name: str, code: str) -> Optional[P.Refused]:
        token = secrets.token_urlsafe(P.TOKEN_BYTES)
        slot = table.seats[seat]
        slot.name, slot.token_hash = name, _digest(token)

        def undo() -> None:
            slot.name = slot.token_hash = None

        refused = table.saved_or_undone(undo)
        if refused is not None:
            return refused
        slot.client = client
        client.table, client.seat, client.sat = table, seat, True
        client.send(P.Seated(code=code, seat=seat, token=token, host=seat == table.host))
        table.welcome(client)
        return None

    def _table_of(self, client: _Client, code: str) -> tuple[Optional[Table], Optional[P.Refused]]:
        """The table of ``code`` (as given, or as a person may have typed a newer code); a wrong
        code counts against the address, and an address with too many is not even looked up."""
        if not self.door.may_guess(client.address):
            return None, P.Refused(code="rate", message="too many wrong codes from your address: wait a minute")
        for spelling in P.code_spellings(code):
            table = self.tables.get(_digest(spelling))
            if table is not None:
                return table, None
        self.door.wrong_code(client.address)
        return None, P.Refused(code="no_table", message="no table with this code")

    def _on_join(self, client: _Client, message: P.Join) -> Optional[P.Refused]:
        table, refused = self._table_of(client, message.code)
        if table is None:
            return refused
        if table.game is not None:
            return P.Refused(code="started", message="the game has started: only its players may rejoin")
        free = [i for i, s in enumerate(table.seats) if s.kind == "human" and s.name is None]
        if not free:
            return P.Refused(code="table_full", message="every seat is taken")
        if any(s.name is not None and P.same_name(s.name, message.name) for s in table.seats):
            return P.Refused(code="name_taken", message="someone at this table has that name: choose another")
        return self._sit(client, table, free[0], message.name, message.code)

    def _on_rejoin(self, client: _Client, message: P.Rejoin) -> Optional[P.Refused]:
        table, refused = self._table_of(client, message.code)
        token_hash = _digest(message.token)
        seat = next((i for i, s in enumerate(table.seats) if s.token_hash is not None
                     and hmac.compare_digest(s.token_hash, token_hash)), None) if table is not None else None
        if seat is None:
            if table is not None:
                self.door.wrong_code(client.address)
            return refused or P.Refused(code="no_table", message="no table with this code and seat token")
        slot = table.seats[seat]
        if slot.client is not None:  # the old connection is dead, lost or stolen: the token holder wins
            old = slot.client
            old.table = old.seat = None
            old.close(1000, "rejoined elsewhere")
        slot.client, slot.away_since = client, None
        client.table, client.seat, client.sat = table, seat, True
        if slot.substitute is not None:  # the seat is the player's again
            substitute = slot.substitute
            slot.substitute = None
            if table.saved_or_undone(lambda: None) is not None:
                slot.substitute = substitute  # played by the computer until it can be saved
        client.send(P.Seated(code=message.code, seat=seat, token=message.token, host=seat == table.host))
        table.welcome(client)
        return None

    def _on_start(self, client: _Client, message: P.Start) -> Optional[P.Refused]:
        table = client.table
        if table.game is not None:
            return P.Refused(code="started", message="the game has started already")
        if any(s.name is None for s in table.seats):
            return P.Refused(code="not_ready", message="a seat is still free")
        players = [Seat(name=s.name, kind=s.kind, level=s.level) for s in table.seats]
        table.game = Game(table.rules, players, seed=secrets.randbits(48))
        table.game.auto_deal = False  # the table deals on itself (deal_on), after telling the deal's end
        refused = table.saved_or_undone(lambda: setattr(table, "game", None))
        if refused is not None:
            return refused
        table.tell_all(table.table_state())
        table.tell_game(table.game.last_events)
        table.computer_turn()
        return None

    def _on_act(self, client: _Client, message: P.Act) -> Optional[P.Refused]:
        return client.table.apply(client.seat, message.action)

    def _on_chat(self, client: _Client, message: P.Chat) -> Optional[P.Refused]:
        table = client.table
        line = P.ChatLine(seat=client.seat, name=table.seats[client.seat].name, text=message.text)
        dropped = table.chat[0] if len(table.chat) == table.chat.maxlen else None  # the line that makes room
        table.chat.append(line)

        def undo() -> None:
            table.chat.pop()
            if dropped is not None:
                table.chat.appendleft(dropped)

        refused = table.saved_or_undone(undo)
        if refused is None:
            table.tell_all(line)
        return refused

    def _on_substitute(self, client: _Client, message: P.Substitute) -> Optional[P.Refused]:
        table = client.table
        if table.game is None:
            return P.Refused(code="not_started", message="the game has not started")
        if message.seat >= len(table.seats) or table.seats[message.seat].kind != "human" \
                or table.seats[message.seat].client is not None:
            return P.Refused(code="bad_seat", message="only the seat of a player who is away")
        slot = table.seats[message.seat]
        wait = slot.substitute_in(table.away_grace)
        if wait:
            return P.Refused(code="too_soon", message=f"{slot.name} may still come back: wait {wait:.0f} s more",
                             params={"seconds": wait})
        slot.substitute = message.level
        refused = table.saved_or_undone(lambda: setattr(slot, "substitute", None))
        if refused is not None:
            return refused
        table.tell_all(table.table_state())
        table.computer_turn()
        return None

    def _on_leave(self, client: _Client, message: P.Leave) -> Optional[P.Refused]:
        self._gone(client)  # the seat stays the player's: the token brings them back
        return None

    def _on_end(self, client: _Client, message: P.End) -> Optional[P.Refused]:
        """The host ends the table: its file goes to ``ended/``, every seat is told, nobody comes back."""
        table = client.table
        table.put_away("ended")
        log.info("table %s: ended by its host", table.key[:8])
        for _, seated in table.clients():
            seated.send(P.Ended())
            seated.table = seated.seat = None
            seated.unseated_since = time.monotonic()
        for slot in table.seats:
            slot.client = None
        self._let_go(table)
        return None


async def serve_forever(host: str, port: int, state_dir: Optional[Path], limits: Limits = Limits(),
                        ready=None) -> None:
    """Run a server until cancelled (SIGINT/SIGTERM in :func:`main`); ``ready(port)`` once listening."""
    server = TableServer(state_dir, limits)
    bound = await server.start(host, port)
    if ready is not None:
        ready(bound)
    try:
        await asyncio.Future()
    finally:
        await server.close()
