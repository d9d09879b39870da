"""The table server: many tables in one asyncio process, the engine authoritative.

A table is reached only through its code (128 random bits); the server keeps only the code's
SHA-256, which also names the table's state file.  Each seat holds a token (kept hashed too) to
come back after a dropped connection.  Every message a client sends is size-checked (by the
WebSocket layer), rate-limited and validated (:mod:`protocol`) before it touches a table; an
action goes to the engine only from the seat to move.  Each seat is sent its own
``view(seat)`` and the events ``seen_by`` it, never another seat's.

Every change to a table is saved (temp file + rename) to the state directory before anyone is
told of it, so a server killed at any moment resumes its tables from those files on restart,
losing at most the message in flight.  Computer seats (and away players handed to a computer)
think in a worker thread with a time limit, off the event loop.
"""
from __future__ import annotations

import asyncio
import hashlib
import hmac
import json
import logging
import os
import secrets
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Optional

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from ..errors import IllegalAction, InvalidRecord, InvalidRules, shorten
from ..events import DealScored, seen_by
from ..game import Game, Seat
from ..inputs import FileRefused, read_bounded
from ..record import MAX_DOCUMENT_BYTES, deal_to_record, game_to_record, load_game, record_header, strict_loads
from ..rules import make_rules
from . import protocol as P
from .computers import Computers

log = logging.getLogger("tysiac.net")

STATE_FORMAT = "tysiac-net-table"
STATE_VERSION = 1


@dataclass(frozen=True)
class Limits:
    """What one server allows.  The defaults suit people at a table; a benchmark raises the rate."""
    max_tables: int = 2000
    max_connections: int = 5000
    rate: float = 20.0  # messages a second a connection may send, on average
    burst: int = 40  # messages it may send at once
    strikes: int = 40  # messages over the rate before the connection is closed
    hello_seconds: float = 10.0  # time to greet the server after connecting
    outbox: int = 512  # messages waiting for a slow client before it is disconnected
    computer_seconds: float = 5.0  # a computer seat's time to decide (then it plays its first choice)
    computer_processes: int = 1  # worker processes of the search levels (hard, expert)
    abandon_seconds: float = 6 * 3600.0  # a table nobody has been at for this long is put away
    sweep_seconds: float = 60.0  # how often finished and abandoned tables are looked for


def _json(value) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def _digest(secret: str) -> str:
    return hashlib.sha256(secret.encode()).hexdigest()


class _Bucket:
    """A token bucket: ``take()`` is False while the connection sends faster than the rate."""

    def __init__(self, rate: float, burst: int) -> None:
        self.rate, self.burst = rate, burst
        self.tokens = float(burst)
        self.when = time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.when) * self.rate)
        self.when = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


class _Client:
    """One connection: where it sits, and its outgoing messages (a slow reader never holds up a table)."""

    def __init__(self, ws: ServerConnection, limits: Limits) -> None:
        self.ws = ws
        self.bucket = _Bucket(limits.rate, limits.burst)
        self.strikes = 0
        self.greeted = False
        self.created = False  # a connection creates one table at most
        self.table: Optional[Table] = None
        self.seat: Optional[int] = None
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
            asyncio.get_running_loop().create_task(self.ws.close(1008, "too slow"))

    async def _write(self) -> None:
        try:
            while True:
                await self.ws.send(await self.outbox.get())
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

    @property
    def computer_level(self) -> Optional[str]:
        return self.level if self.kind == "ai" else self.substitute

    def state(self) -> P.SeatState:
        return P.SeatState(name=self.name, kind=self.kind, connected=self.kind == "ai" or self.client is not None,
                           substitute=self.substitute)

    def saved(self) -> dict:
        return {"kind": self.kind, "name": self.name, "level": self.level, "token_hash": self.token_hash,
                "substitute": self.substitute}


class Table:
    """One table: its seats, its game once started, and where it is saved."""

    def __init__(self, key: str, preset: str, overrides: dict, seats: list[SeatSlot], host: int,
                 path: Optional[Path], computers: Computers) -> None:
        self.key = key  # SHA-256 of the code
        self.preset, self.overrides = preset, overrides
        self.rules = make_rules(preset, overrides)
        self.seats = seats
        self.host = host
        self.path = path
        self.computers = computers
        self.seeds = [secrets.randbits(32) for _ in seats]  # each computer seat's own random stream
        self.game: Optional[Game] = None
        self.moves = 0  # actions applied: a computer's late answer to an old position is dropped
        self.thinking: Optional[asyncio.Task] = None
        self._deal_texts: list[str] = []  # the JSON of each finished deal's record, in order
        self.last_seen = time.monotonic()  # when a human was last at the table (see TableServer.sweep)

    # ------------------------------------------------------------------ saving
    def saved_text(self) -> str:
        """The state file: the seats and the game's RECORD.md record.  A finished deal's record
        is written to JSON once and kept, so a save costs the deal in progress, not the game."""
        table = _json({"format": STATE_FORMAT, "version": STATE_VERSION, "preset": self.preset,
                       "overrides": self.overrides, "host": self.host, "seats": [s.saved() for s in self.seats]})
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
        """Write the table over its state file; a finished game's goes to ``finished/`` (its
        record kept, not resumed)."""
        if self.path is None:
            return
        data = self.saved_text().encode()
        if self.game is not None and self.game.is_over:
            self.put_away("finished", data)
            return
        self._write(self.path, data)

    def put_away(self, folder: str, data: Optional[bytes] = None) -> None:
        """Move the state file into ``folder`` beside it (finished, abandoned)."""
        if self.path is None:
            return
        target = self.path.parent / folder / self.path.name
        try:
            target.parent.mkdir(exist_ok=True)
            if data is None:
                os.replace(self.path, target)
            else:
                self._write(target, data)
                self.path.unlink(missing_ok=True)
        except OSError:
            log.exception("cannot put table %s away", self.key[:8])

    def _write(self, path: Path, data: bytes) -> None:
        fd, temp = tempfile.mkstemp(dir=path.parent, prefix=".", suffix=".tmp")
        try:
            with os.fdopen(fd, "wb") as handle:
                handle.write(data)
            os.replace(temp, path)  # whole or not at all
        except OSError:
            log.exception("cannot save table %s", self.key[:8])
            try:
                os.unlink(temp)
            except OSError:
                pass

    @classmethod
    def load(cls, path: Path, computers: Computers) -> "Table":
        doc = strict_loads(read_bounded(path, MAX_DOCUMENT_BYTES + (1 << 20)).decode())
        if not isinstance(doc, dict) or doc.get("format") != STATE_FORMAT or doc.get("version") != STATE_VERSION:
            raise InvalidRecord("not a saved table")
        seats = [SeatSlot(kind=s["kind"], name=s["name"], level=s["level"], token_hash=s["token_hash"],
                          substitute=s.get("substitute")) for s in doc["seats"]]
        table = cls(path.stem, doc["preset"], doc["overrides"], seats, doc["host"], path, computers)
        if doc["record"] is not None:
            game = load_game(doc["record"])  # replays every action: the exact position
            game.auto_deal = False  # the table deals on itself (deal_on), after telling the deal's end
            if game.current is None and not game.is_over:
                game.start_deal()
            table.game = game
            table.moves = sum(len(d.history) for d in game.deals)
        return table

    # ------------------------------------------------------------------ telling
    def clients(self):
        return [(i, s.client) for i, s in enumerate(self.seats) if s.client is not None]

    def table_state(self) -> P.TableState:
        return P.TableState(seats=tuple(s.state() for s in self.seats), host=self.host,
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

    # ------------------------------------------------------------------ playing
    def apply(self, seat: int, action) -> Optional[P.Refused]:
        """The action of ``seat`` if it is to move and the engine allows it; a refusal otherwise
        (the table unchanged)."""
        game = self.game
        if game is None:
            return P.Refused(code="not_started", message="the game has not started")
        if game.is_over or game.to_move != seat:
            return P.Refused(code="not_your_turn", message="it is not your turn")
        try:
            events = game.step(action)
        except IllegalAction as exc:
            return P.Refused.of_illegal(exc)
        except Exception:  # an engine fault must not take the server down: back to the saved position
            log.exception("table %s: the engine failed on %s; reloading the saved position", self.key[:8], action)
            self.game = Table.load(self.path, self.computers).game if self.path is not None and self.path.exists() else game
            return P.Refused(code="illegal", message="the action could not be applied", rule="legal_actions")
        self.moves += 1
        self.save()
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
            self.save()
            self.tell_game(game.last_events)

    def computer_turn(self) -> None:
        """Let a computer seat move if it is its turn (one thinking task a table at a time)."""
        game = self.game
        if game is None or game.is_over or (self.thinking is not None and not self.thinking.done()):
            return
        seat = game.to_move
        if seat is None or self.seats[seat].computer_level is None:
            return
        self.thinking = asyncio.get_running_loop().create_task(self._think(seat))

    async def _think(self, seat: int) -> None:
        game, moves = self.game, self.moves
        action = await self.computers.decide(self.seats[seat].computer_level, self.seeds[seat], game.view(seat))
        self.thinking = None
        if self.game is game and self.moves == moves and self.seats[seat].computer_level is not None:
            refusal = self.apply(seat, action)
            if refusal is not None:
                log.error("table %s: the computer's %s was refused: %s", self.key[:8], action, refusal.message)
        else:
            self.computer_turn()  # the position changed while it thought


class TableServer:
    """Tables by code, the connections, and their messages.  ``state_dir`` None keeps nothing on disk."""

    def __init__(self, state_dir: Optional[Path] = None, limits: Limits = Limits()) -> None:
        self.state_dir = Path(state_dir) if state_dir is not None else None
        self.limits = limits
        self.tables: dict[str, Table] = {}
        self.connections = 0
        self._server = None
        self._sweeper: Optional[asyncio.Task] = None
        self.computers = Computers(limits.computer_seconds, limits.computer_processes)
        if self.state_dir is not None:
            self.state_dir.mkdir(parents=True, exist_ok=True)
            self._resume()

    def _resume(self) -> None:
        for path in sorted(self.state_dir.glob("*.json")):
            try:
                table = Table.load(path, self.computers)
            except (FileRefused, InvalidRecord, InvalidRules, IllegalAction, ValueError, KeyError, TypeError,
                    RecursionError) as exc:
                log.error("cannot resume %s: %s", path.name, shorten(str(exc)))
                continue
            self.tables[table.key] = table
        if self.tables:
            log.info("resumed %d tables", len(self.tables))

    async def start(self, host: str = "127.0.0.1", port: int = 0) -> int:
        """Listen; returns the port (``port`` 0 picks a free one)."""
        self._server = await serve(self._connection, host, port, max_size=P.MAX_CLIENT_MESSAGE_BYTES,
                                   max_queue=8, compression=None, open_timeout=self.limits.hello_seconds,
                                   ping_interval=20, ping_timeout=20, close_timeout=2)
        for table in self.tables.values():
            table.computer_turn()
        self._sweeper = asyncio.get_running_loop().create_task(self._sweep_now_and_then())
        return self._server.sockets[0].getsockname()[1]

    async def _sweep_now_and_then(self) -> None:
        while True:
            await asyncio.sleep(self.limits.sweep_seconds)
            self.sweep()

    def sweep(self) -> None:
        """Let go of the tables that are done with: a finished game nobody is at any more, and a
        table no human has been at for ``abandon_seconds`` (its file goes to ``abandoned/``)."""
        now = time.monotonic()
        for key, table in list(self.tables.items()):
            here = any(s.client is not None for s in table.seats)
            if here:
                table.last_seen = now
            elif table.game is not None and table.game.is_over:
                del self.tables[key]
            elif now - table.last_seen >= self.limits.abandon_seconds:
                if table.thinking is not None:
                    table.thinking.cancel()
                table.put_away("abandoned")
                del self.tables[key]

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
        if self.connections >= self.limits.max_connections:
            await ws.close(1013, "the server is full")
            return
        self.connections += 1
        client = _Client(ws, self.limits)
        try:
            try:
                first = await asyncio.wait_for(ws.recv(), self.limits.hello_seconds)
            except (TimeoutError, asyncio.TimeoutError):
                await ws.close(1008, "no greeting")
                return
            self._receive(client, first)
            if not client.greeted:
                await asyncio.sleep(0.05)  # let the refusal go out before closing
                await ws.close(1002, "greet with hello first")
                return
            async for raw in ws:
                self._receive(client, raw)
                if client.strikes > self.limits.strikes:
                    await ws.close(1008, "too many messages")
                    break
        except ConnectionClosed:
            pass
        finally:
            self.connections -= 1
            self._gone(client)
            await asyncio.sleep(0.1)  # the last messages may still be in the outbox
            client.writer.cancel()

    def _receive(self, client: _Client, raw) -> None:
        if not client.bucket.take():
            client.strikes += 1
            if client.strikes == 1:
                client.send(P.Refused(code="rate", message="too many messages: slow down"))
            return
        client.strikes = max(0, client.strikes - 1)
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
                client.send(P.Welcome())
            return
        refusal = self._standing_refusal(client, message.type) or getattr(self, f"_on_{message.type}")(client, message)
        if refusal is not None:
            client.send(refusal)

    # the messages only a client not yet seated may send, only a seated one, and only the host
    UNSEATED_ONLY = frozenset({"create", "join", "rejoin"})
    SEATED_ONLY = frozenset({"start", "act", "chat", "substitute", "leave"})
    HOST_ONLY = frozenset({"start", "substitute"})

    def _standing_refusal(self, client: _Client, kind: str) -> Optional[P.Refused]:
        if kind in self.UNSEATED_ONLY and client.table is not None:
            return P.Refused(code="order", message="you sit at a table already")
        if kind in self.SEATED_ONLY and client.table is None:
            return P.Refused(code="order", message="create or join a table first")
        if kind in self.HOST_ONLY and client.seat != client.table.host:
            return P.Refused(code="not_host", message="only the host may do that")
        return None

    def _gone(self, client: _Client) -> None:
        table, seat = client.table, client.seat
        if table is not None and table.seats[seat].client is client:
            table.seats[seat].client = None
            table.last_seen = time.monotonic()
            table.tell_all(table.table_state())

    # ------------------------------------------------------------------ messages
    def _on_hello(self, client: _Client, message: P.Hello) -> P.Refused:
        return P.Refused(code="order", message="already greeted")

    def _on_create(self, client: _Client, message: P.Create) -> Optional[P.Refused]:
        if client.created:
            return P.Refused(code="order", message="one table a connection")
        if len(self.tables) >= self.limits.max_tables:
            return P.Refused(code="full", message="this server holds as many tables as it may")
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
        code = secrets.token_urlsafe(P.CODE_BYTES)
        key = _digest(code)
        path = self.state_dir / f"{key}.json" if self.state_dir is not None else None
        table = Table(key, message.preset, dict(message.overrides), seats, humans[0], path, self.computers)
        self.tables[key] = table
        client.created = True
        self._sit(client, table, humans[0], message.name, code)
        return None

    def _sit(self, client: _Client, table: Table, seat: int, name: str, code: str) -> None:
        token = secrets.token_urlsafe(P.TOKEN_BYTES)
        slot = table.seats[seat]
        slot.name, slot.token_hash, slot.client = name, _digest(token), client
        client.table, client.seat = table, seat
        table.save()
        client.send(P.Seated(code=code, seat=seat, token=token, host=seat == table.host))
        table.tell_all(table.table_state())

    def _table_of(self, code: str) -> Optional[Table]:
        return self.tables.get(_digest(code))

    def _on_join(self, client: _Client, message: P.Join) -> Optional[P.Refused]:
        table = self._table_of(message.code)
        if table is None:
            return P.Refused(code="no_table", message="no table with this code")
        if table.game is not None:
            return P.Refused(code="started", message="the game has started: only its players may rejoin")
        free = [i for i, s in enumerate(table.seats) if s.kind == "human" and s.name is None]
        if not free:
            return P.Refused(code="table_full", message="every seat is taken")
        self._sit(client, table, free[0], message.name, message.code)
        return None

    def _on_rejoin(self, client: _Client, message: P.Rejoin) -> Optional[P.Refused]:
        table = self._table_of(message.code)
        token_hash = _digest(message.token)
        seat = next((i for i, s in enumerate(table.seats) if s.token_hash is not None
                     and hmac.compare_digest(s.token_hash, token_hash)), None) if table is not None else None
        if seat is None:
            return P.Refused(code="no_table", message="no table with this code and seat token")
        slot = table.seats[seat]
        if slot.client is not None:  # the old connection is dead or stolen: the token holder wins
            old = slot.client
            old.table = old.seat = None
            asyncio.get_running_loop().create_task(old.ws.close(1000, "rejoined elsewhere"))
        slot.client, slot.substitute = client, None
        client.table, client.seat = table, seat
        table.save()
        client.send(P.Seated(code=message.code, seat=seat, token=message.token, host=seat == table.host))
        table.tell_all(table.table_state())
        if table.game is not None:
            table.tell_seat(seat, client)
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
        table.save()
        table.tell_all(table.table_state())
        table.tell_game(table.game.last_events)
        table.computer_turn()
        return None

    def _on_act(self, client: _Client, message: P.Act) -> Optional[P.Refused]:
        return client.table.apply(client.seat, message.action)

    def _on_chat(self, client: _Client, message: P.Chat) -> Optional[P.Refused]:
        table = client.table
        table.tell_all(P.ChatLine(seat=client.seat, name=table.seats[client.seat].name, text=message.text))
        return None

    def _on_substitute(self, client: _Client, message: P.Substitute) -> Optional[P.Refused]:
        table = client.table
        if table.game is None:
            return P.Refused(code="not_started", message="the game has not started")
        if message.seat >= len(table.seats) or table.seats[message.seat].kind != "human" \
                or table.seats[message.seat].client is not None:
            return P.Refused(code="bad_seat", message="only the seat of a player who is away")
        table.seats[message.seat].substitute = message.level
        table.save()
        table.tell_all(table.table_state())
        table.computer_turn()
        return None

    def _on_leave(self, client: _Client, message: P.Leave) -> Optional[P.Refused]:
        self._gone(client)  # the seat stays the player's: the token brings them back
        client.table = client.seat = None
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
