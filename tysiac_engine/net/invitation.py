"""Invitations: one line that carries a table's server and code, read and written in one place.

    tysiac://192.168.1.20:8765/7KQ2MZ...      a table on a host's computer (plain WebSocket)
    wss://tysiac.example.org/t/7KQ2MZ...      a table on a server behind TLS (its port 443 unless given)
    ws://10.0.0.5:8080/t/7KQ2MZ...            a server without TLS, behind a path

The WebSocket address a client opens carries the code as the last part of its path, so a proxy
in front of several ``serve`` processes can send a table's connections to the process that holds
it by hashing that part (``packaging/server/nginx-tables.conf``).  :func:`parse_invitation` finds an
invitation anywhere in pasted text (a chat message around it, the old "Address: … Port: … Table
code: …" lines) and raises :class:`InvitationError` with a reason a front end words.
"""
from __future__ import annotations

import ipaddress
import re
from dataclasses import dataclass
from typing import Literal

from . import protocol as P

DEFAULT_PORT = 8765  # serve's and the app's own port
MAX_INVITATION = 512  # characters of pasted text looked at
SCHEMES = ("tysiac", "ws", "wss")
_DEFAULT_PORTS = {"tysiac": DEFAULT_PORT, "ws": 80, "wss": 443}
_LABEL = r"(?!-)[A-Za-z0-9-]{1,63}(?<!-)"
_HOSTNAME = re.compile(rf"^{_LABEL}(\.{_LABEL})*\.?$")
_CODE = re.compile(r"^[A-Za-z0-9_-]{1,64}$")
_SEGMENT = re.compile(r"^[A-Za-z0-9._~-]{1,64}$")
_FOUND = re.compile(r"(?i)\b(tysiac|wss|ws)://[^\s<>\"']+")
_OLD_FORM = re.compile(r"(?is)address:\s*(\S+?)\s*[,;]?\s*port:\s*(\d{1,5})\s*[,;]?\s*(?:table\s+)?code:\s*([A-Za-z0-9_-]+)")

Problem = Literal["empty", "too_long", "not_an_invitation", "bad_host", "bad_port", "bad_code", "bad_path"]


class InvitationError(ValueError):
    """Text that is not an invitation: ``problem`` says which part (a front end words it)."""

    def __init__(self, problem: Problem, message: str) -> None:
        super().__init__(message)
        self.problem = problem


@dataclass(frozen=True)
class Server:
    """Where tables are: a host's app (``tysiac``) or a table server (``ws``/``wss``) with the path
    its proxy puts before a table's code."""
    scheme: Literal["tysiac", "ws", "wss"]
    host: str  # a name, an IPv4 address, or an IPv6 address without brackets
    port: int
    path: str = ""  # "" or "/t", "/games/t": segments before the code

    def invitation(self, code: str) -> "Invitation":
        return Invitation(self, check_code(code))

    @property
    def netloc(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return host if self.port == _DEFAULT_PORTS[self.scheme] and self.scheme != "tysiac" else f"{host}:{self.port}"

    @property
    def text(self) -> str:
        """The server as a person types it (the remembered "table server" address)."""
        return f"{self.scheme}://{self.netloc}{self.path}"


@dataclass(frozen=True)
class Invitation:
    server: Server
    code: str

    @property
    def text(self) -> str:
        """The invitation to send to friends."""
        return f"{self.server.text}/{self.code}"

    @property
    def url(self) -> str:
        """The WebSocket address to open (the code last: what a proxy routes by)."""
        scheme = "wss" if self.server.scheme == "wss" else "ws"
        host = f"[{self.server.host}]" if ":" in self.server.host else self.server.host
        return f"{scheme}://{host}:{self.server.port}{self.server.path}/{self.code}"


def check_code(code: str) -> str:
    """A table code as the server is asked for it: a newer code (no look-alike characters) in
    upper case without the dashes or spaces a person may have added; an older one as it is."""
    spelled = P.code_spellings(code.strip())[-1]
    if len(spelled) == P.CODE_LENGTH and set(spelled) <= set(P.CODE_ALPHABET):
        return spelled
    if _CODE.match(code.strip()):
        return code.strip()
    raise InvitationError("bad_code", "a table code has letters and digits only")


def _host(text: str) -> str:
    if text.startswith("[") and text.endswith("]"):
        try:
            return str(ipaddress.IPv6Address(text[1:-1]))
        except ValueError:
            raise InvitationError("bad_host", "not an IPv6 address") from None
    if len(text) <= 253 and _HOSTNAME.match(text):
        return text.rstrip(".").lower()
    raise InvitationError("bad_host", "not a computer's name or address")


def _port(text: str) -> int:
    if not text.isdigit() or len(text) > 5 or not 1 <= int(text) <= 65535:
        raise InvitationError("bad_port", "a port is a number from 1 to 65535")
    return int(text)


def _netloc(scheme: str, text: str) -> tuple[str, int]:
    if "@" in text:
        raise InvitationError("bad_host", "an address with a user name")
    if text.startswith("["):
        end = text.find("]")
        host_text, rest = text[:end + 1], text[end + 1:]
        if end < 0 or (rest and not rest.startswith(":")):
            raise InvitationError("bad_host", "not an IPv6 address")
        port_text = rest[1:] if rest else None
    elif text.count(":") == 1:
        host_text, port_text = text.split(":")
    elif ":" in text:
        raise InvitationError("bad_host", "an IPv6 address goes in brackets")
    else:
        host_text, port_text = text, None
    return _host(host_text), _DEFAULT_PORTS[scheme] if port_text is None else _port(port_text)


def parse_server(text: str) -> Server:
    """A table server's address: ``wss://host[:port][/path]``, ``ws://…``, ``tysiac://host[:port]``
    or plain ``host[:port]`` (a ``tysiac`` server)."""
    text = text.strip()
    if not text:
        raise InvitationError("empty", "no address")
    if len(text) > MAX_INVITATION:
        raise InvitationError("too_long", f"more than {MAX_INVITATION} characters")
    scheme, sep, rest = text.partition("://")
    if not sep:
        scheme, rest = "tysiac", text
    scheme = scheme.lower()
    if scheme not in SCHEMES:
        raise InvitationError("not_an_invitation", "an address starts tysiac://, ws:// or wss://")
    netloc, _, path = rest.partition("/")
    if "?" in path or "#" in path:
        raise InvitationError("bad_path", "an address without ? or #")
    host, port = _netloc(scheme, netloc)
    segments = [s for s in path.split("/") if s]
    if scheme == "tysiac" and segments:
        raise InvitationError("bad_path", "a tysiac:// address has no path")
    if len(segments) > 8 or not all(_SEGMENT.match(s) for s in segments):
        raise InvitationError("bad_path", "a path of letters, digits and . _ ~ -")
    return Server(scheme, host, port, "".join(f"/{s}" for s in segments))  # type: ignore[arg-type]


def parse_invitation(text: str) -> Invitation:
    """The invitation in ``text`` (pasted: it may have words around it); raises :class:`InvitationError`."""
    if not text or not text.strip():
        raise InvitationError("empty", "nothing pasted")
    if len(text) > MAX_INVITATION:
        raise InvitationError("too_long", f"more than {MAX_INVITATION} characters")
    found = _FOUND.search(text)
    if found is None:
        old = _OLD_FORM.search(text)
        if old is None:
            raise InvitationError("not_an_invitation", "an invitation starts tysiac://, ws:// or wss://")
        return Server("tysiac", *_netloc("tysiac", f"{old.group(1)}:{old.group(2)}")).invitation(old.group(3))
    url = found.group(0).rstrip(".,;:!?)")
    base, _, code = url.rpartition("/")
    if base.endswith(":/") or not code:  # tysiac://host:port with no code
        raise InvitationError("bad_code", "the invitation has no table code")
    return parse_server(base).invitation(code)
