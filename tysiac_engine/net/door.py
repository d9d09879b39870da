"""Who may come in: connections and tables counted per address, wrong codes limited per address.

The address is the connection's own, or, from the one proxy the server is told to trust, the
last address of its ``X-Forwarded-For`` (the one the proxy itself saw: earlier entries are the
client's word).  A connection over a limit is turned away in the HTTP handshake (503, or 429
for one address), before it costs a WebSocket.  Wrong codes are counted per address and logged
as a summary now and then, never one line each.
"""
from __future__ import annotations

import ipaddress
import logging
import time
from collections import Counter
from http import HTTPStatus
from typing import Optional

log = logging.getLogger("tysiac.net")


class Bucket:
    """A token bucket: ``take()`` is False while its owner goes faster than ``rate`` a second."""

    __slots__ = ("rate", "burst", "tokens", "when")

    def __init__(self, rate: float, burst: float) -> None:
        self.rate, self.burst = rate, burst
        self.tokens = float(burst)
        self.when = time.monotonic()

    def ready(self) -> bool:
        """Whether ``take()`` would succeed now (nothing taken)."""
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.when) * self.rate)
        self.when = now
        return self.tokens >= 1

    def take(self) -> bool:
        if not self.ready():
            return False
        self.tokens -= 1
        return True

    @property
    def full(self) -> bool:
        return self.tokens + (time.monotonic() - self.when) * self.rate >= self.burst


def plain_address(text: str) -> Optional[str]:
    """An IP address as text, or None for anything else (a header is the client's word)."""
    try:
        return str(ipaddress.ip_address(text.strip()))
    except ValueError:
        return None


class Door:
    """The server's per-address counts (see the module)."""

    def __init__(self, max_connections: int, connections_per_address: int, tables_per_address: int,
                 code_guesses_per_minute: float, trusted_proxy: Optional[str] = None) -> None:
        self.max_connections = max_connections
        self.connections_per_address = connections_per_address
        self.tables_per_address = tables_per_address
        self.guess_rate = code_guesses_per_minute / 60.0
        self.guess_burst = max(1.0, code_guesses_per_minute)
        self.trusted_proxy = plain_address(trusted_proxy) if trusted_proxy else None
        self.connections: Counter = Counter()
        self.total = 0
        self.peak = 0  # the most connections at once since the memory was last given back
        self.tables: Counter = Counter()
        self._guesses: dict[str, Bucket] = {}
        self._wrong: Counter = Counter()  # wrong codes since the last summary, by address
        self._cut_off: Counter = Counter()  # guesses refused unheard since the last summary

    def address(self, remote, headers) -> str:
        """The address a connection counts against (``remote``: the socket's peer)."""
        peer = plain_address(str(remote[0])) if remote else None
        peer = peer or "unknown"
        if self.trusted_proxy is not None and peer == self.trusted_proxy:
            forwarded = headers.get("X-Forwarded-For") if headers is not None else None
            if forwarded:
                return plain_address(forwarded.split(",")[-1]) or peer
        return peer

    def refusal(self, address: str) -> Optional[tuple[HTTPStatus, str]]:
        """Why a new connection from ``address`` is turned away, or None."""
        if self.total >= self.max_connections:
            return HTTPStatus.SERVICE_UNAVAILABLE, "the server is full: try again later\n"
        if self.connections[address] >= self.connections_per_address:
            return HTTPStatus.TOO_MANY_REQUESTS, "too many connections from your address\n"
        return None

    def came(self, address: str) -> None:
        self.connections[address] += 1
        self.total += 1
        self.peak = max(self.peak, self.total)

    def went(self, address: str) -> None:
        self.total -= 1
        self.connections[address] -= 1
        if self.connections[address] <= 0:
            del self.connections[address]

    def may_create(self, address: str) -> bool:
        return self.tables[address] < self.tables_per_address

    def table_made(self, address: str) -> None:
        self.tables[address] += 1

    def table_gone(self, address: str) -> None:
        self.tables[address] -= 1
        if self.tables[address] <= 0:
            del self.tables[address]

    def may_guess(self, address: str) -> bool:
        """False while ``address`` has tried too many wrong codes (the code is not even looked up)."""
        bucket = self._guesses.get(address)
        if bucket is None or bucket.ready():
            return True
        self._cut_off[address] += 1
        return False

    def wrong_code(self, address: str) -> None:
        bucket = self._guesses.get(address)
        if bucket is None:
            bucket = self._guesses[address] = Bucket(self.guess_rate, self.guess_burst)
        bucket.take()
        self._wrong[address] += 1

    def summary(self) -> None:
        """Log the wrong codes since the last summary (one line), and forget full buckets."""
        if self._wrong or self._cut_off:
            top = ", ".join(f"{a} {n}" for a, n in (self._wrong + self._cut_off).most_common(3))
            log.warning("wrong table codes: %d from %d addresses, %d more refused unheard (most: %s)",
                        sum(self._wrong.values()), len(self._wrong | self._cut_off), sum(self._cut_off.values()), top)
            self._wrong.clear()
            self._cut_off.clear()
        for address in [a for a, b in self._guesses.items() if b.full]:
            del self._guesses[address]


class QuietAccept:
    """An event loop exception handler: accept() out of file descriptors (or its retry failing)
    is a one-line warning at most once a minute (asyncio logs a traceback each time and retries a
    second later); anything else goes to the loop's own handler."""

    def __init__(self, every: float = 60.0) -> None:
        self.every = every
        self.count = 0
        self.last = float("-inf")

    def __call__(self, loop, context: dict) -> None:
        # the retry asyncio schedules after such a failure may find the server closed meanwhile
        accepting = any(name in repr(context.get("handle")) for name in ("_accept_connection", "_start_serving"))
        if accepting or str(context.get("message", "")).startswith("socket.accept() out of system resource"):
            self.count += 1
            now = time.monotonic()
            if now - self.last >= self.every:
                self.last = now
                log.warning("out of file descriptors: new connections wait (%d times since the last note)",
                            self.count)
                self.count = 0
            return
        loop.default_exception_handler(context)
