"""The ``serve`` and ``bench-net`` commands of ``python -m tysiac_engine`` (arguments checked there)."""
from __future__ import annotations

import argparse
import asyncio
import logging
import signal
import sys
from pathlib import Path

from ..inputs import duration, whole_number


def add_commands(sub) -> None:
    serve = sub.add_parser("serve", help="host network tables (WebSocket) until stopped")
    serve.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1; "
                                                           "0.0.0.0 for every interface)")
    serve.add_argument("--port", type=whole_number(0, 65535), default=8765, help="default 8765; 0 picks a free one")
    serve.add_argument("--state-dir", default=None, metavar="DIR",
                       help="where tables are saved after every action and resumed from on restart")
    serve.add_argument("--max-tables", type=whole_number(1, 100_000), default=2000)
    serve.add_argument("--rate", type=duration(1.0, 1e6), default=20.0,
                       help="messages a second one connection may send (default 20; a burst of twice that)")
    bench = sub.add_parser("bench-net", help="load figures of one server process with simulated clients")
    bench.add_argument("--tables", type=whole_number(1, 2000), default=250)
    bench.add_argument("--players", type=whole_number(3, 4), default=4, help="clients a table (default 4)")
    bench.add_argument("--pace", type=duration(0.0, 60.0), default=1.0,
                       help="seconds between a table's actions (0: full speed)")
    bench.add_argument("--seconds", type=duration(1.0, 3600.0), default=30.0, help="time measured")


def run(args: argparse.Namespace) -> int:
    if args.command == "serve":
        return _serve(args)
    from .bench import main as bench_main

    return bench_main(args.tables, args.players, args.pace, args.seconds)


def _serve(args: argparse.Namespace) -> int:
    from dataclasses import replace

    from .server import Limits, serve_forever

    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    state_dir = Path(args.state_dir) if args.state_dir else None
    if state_dir is not None and state_dir.exists() and not state_dir.is_dir():
        print(f"python -m tysiac_engine serve: --state-dir {args.state_dir} is not a folder", file=sys.stderr)
        return 2
    burst = int(min(2 * args.rate, 1e6))
    limits = replace(Limits(), max_tables=args.max_tables, rate=args.rate, burst=burst, strikes=burst)

    async def main() -> None:
        task = asyncio.current_task()
        loop = asyncio.get_running_loop()
        for signum in (signal.SIGINT, signal.SIGTERM):
            loop.add_signal_handler(signum, task.cancel)
        await serve_forever(args.host, args.port, state_dir, limits,
                            ready=lambda port: print(f"listening on ws://{args.host}:{port}", flush=True))

    try:
        asyncio.run(main())
    except asyncio.CancelledError:
        pass
    except OSError as exc:  # the port is taken, the folder cannot be written
        print(f"python -m tysiac_engine serve: {exc.strerror or exc}", file=sys.stderr)
        return 2
    return 0
