"""Input from outside the program, bounded: files read, files replaced, command-line arguments.

One reader for every file the engine's and the app's command lines and the app itself read
(:func:`read_bounded`): only a regular file, at most ``limit`` bytes, opened so that a named
pipe cannot block.  One check before a file the user chose is replaced
(:func:`check_replaceable`): a named pipe, a device, a folder or a link there is refused, not
replaced.  One parser for command lines (:class:`OneLineParser`): a mistake is one short line
on stderr and exit status 2, never a usage screen or a traceback.
"""
from __future__ import annotations

import argparse
import os
import stat
import sys
from typing import Any, BinaryIO, Callable, NoReturn, Optional

from .errors import shorten

class FileRefused(Exception):
    """A file that is not read (or not replaced): ``reason`` is ``unreadable`` (``detail``: the
    system's words), ``not_file`` (a named pipe, a device, a folder or a link in its place) or
    ``too_large`` (``detail``: its size in bytes).  ``str()`` is a plain English phrase."""

    PHRASES = {"unreadable": "it cannot be read ({detail})",
               "not_file": "it is not a regular file (a named pipe, a device, a folder or a link)",
               "too_large": "it is too large ({detail} bytes)"}

    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(self.PHRASES[reason].format(detail=detail))
        self.reason = reason
        self.detail = detail


def _read_stream(stream: BinaryIO, limit: int) -> bytes:
    chunks, size = [], 0
    while size <= limit:
        chunk = stream.read(min(1 << 20, limit + 1 - size))
        if not chunk:
            break
        chunks.append(chunk)
        size += len(chunk)
    return b"".join(chunks)


def read_bounded(path: "str | os.PathLike[str]", limit: int) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes; ``-`` is standard input (read up
    to ``limit + 1`` bytes).  Raises :class:`FileRefused` otherwise; never blocks on a named pipe."""
    if str(path) == "-":
        if sys.stdin is None or sys.stdin.closed:
            raise FileRefused("unreadable", "standard input is closed")
        try:
            data = _read_stream(sys.stdin.buffer, limit)
        except (OSError, ValueError) as exc:
            raise FileRefused("unreadable", shorten(str(getattr(exc, "strerror", None) or exc))) from None
    else:
        try:
            # O_NONBLOCK: a named pipe opens at once without a writer (and is then refused).
            fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        except (OSError, ValueError) as exc:  # ValueError: a NUL in the name
            raise FileRefused("unreadable", shorten(str(getattr(exc, "strerror", None) or exc))) from None
        try:
            # checked on the descriptor itself: a folder opens read-only on Linux, but Python's
            # file object refuses it before anything could be looked at
            info = os.fstat(fd)
            if not stat.S_ISREG(info.st_mode):
                raise FileRefused("not_file")
            if info.st_size > limit:
                raise FileRefused("too_large", str(info.st_size))
            with os.fdopen(fd, "rb", closefd=False) as handle:
                data = handle.read(limit + 1)
        except OSError as exc:
            raise FileRefused("unreadable", shorten(str(exc.strerror or exc))) from None
        finally:
            os.close(fd)
    if len(data) > limit:  # standard input, or a file that grew while we looked
        raise FileRefused("too_large", str(len(data)))
    return data


def check_replaceable(path: "str | os.PathLike[str]") -> None:
    """Raise :class:`FileRefused` (``not_file``) when something other than a regular file (a
    named pipe, a device, a folder, a link) is at ``path``: a write must not replace it.
    Nothing there, or a regular file, is fine; so is a folder that does not exist (the write says so)."""
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        return
    except (OSError, ValueError) as exc:
        raise FileRefused("unreadable", shorten(str(getattr(exc, "strerror", None) or exc))) from None
    if not stat.S_ISREG(info.st_mode):
        raise FileRefused("not_file")


def check_new_file(path: "str | os.PathLike[str]") -> None:
    """Before a long run that ends by writing ``path``: its folder exists and is writable, and
    :func:`check_replaceable`.  Raises :class:`FileRefused`."""
    folder = os.path.dirname(os.path.abspath(path))
    if not os.path.isdir(folder):
        raise FileRefused("unreadable", f"no folder {shorten(folder)}")
    if not os.access(folder, os.W_OK):
        raise FileRefused("unreadable", f"the folder {shorten(folder)} cannot be written")
    check_replaceable(path)


# ----------------------------------------------------------------- command lines
class OneLineParser(argparse.ArgumentParser):
    """argparse that reports a mistake in one line of bounded length (``prog: message``) and
    exits with status 2; its sub-command parsers are of the same kind."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {shorten(' '.join(message.split()))}\n")


def whole_number(low: int, high: int) -> Callable[[str], int]:
    """An argparse type: an integer in ``low..high``."""
    return _within(int, low, high, "a whole number")


def duration(low: float, high: float) -> Callable[[str], float]:
    """An argparse type: a finite number of seconds in ``low..high`` (no nan, no inf: the range
    test is false for them)."""
    return _within(float, low, high, "a number of seconds")


def _within(convert: Callable[[str], float], low: float, high: float, noun: str) -> Callable[[str], Any]:
    def parse(text: str):
        try:
            value = convert(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{noun} needed, not {shorten(repr(text), 40)}") from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{noun} from {_plain(low)} to {_plain(high)} needed, "
                                             f"not {shorten(text, 40)}")
        return value
    return parse


def _plain(number: float) -> str:
    return str(int(number)) if float(number).is_integer() else str(number)


def run_command(main: Callable[[Optional[list]], int], argv: Optional[list] = None,
                prog: str = "tysiac") -> int:
    """``main(argv)``, with its output flushed here: a closed standard output (``>&-``) or a system
    error that escapes ``main``, such as a full one (``>/dev/full``), is one line on stderr and
    status 2, not a traceback."""
    if sys.stdout is None:
        print(f"{prog}: standard output is closed", file=sys.stderr)
        return 2
    try:
        code = main(argv)
        if sys.stdout is not None:
            sys.stdout.flush()
        return code
    except OSError as exc:
        _stdout_gone()
        print(f"{prog}: {shorten(str(exc.strerror or exc))}", file=sys.stderr)  # e.g. "No space left on device"
        return 2


def _stdout_gone() -> None:
    """Point stdout at nothing, so that the interpreter's own flush at exit does not fail again."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, AttributeError, ValueError):
        pass
    sys.stdout = None  # type: ignore[assignment]  # nothing more is written to it
