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
    serve.add_argument("--max-connections", type=whole_number(1, 1_000_000), default=5000,
                       help="connections at once (default 5000; at most what the open-file limit allows)")
    serve.add_argument("--per-address", type=whole_number(1, 1_000_000), default=64, metavar="N",
                       help="connections from one address at once (default 64)")
    serve.add_argument("--tables-per-address", type=whole_number(1, 100_000), default=16, metavar="N",
                       help="tables made from one address and still kept (default 16)")
    serve.add_argument("--trusted-proxy", default=None, metavar="ADDRESS",
                       help="the reverse proxy's address: its X-Forwarded-For names the client "
                            "(connections from anywhere else are counted by their own address)")
    serve.add_argument("--away-grace", type=duration(0.0, 86400.0), default=60.0, metavar="SECONDS",
                       help="how long a player is away before the host may hand the seat to a computer "
                            "(default 60; everyone sees the countdown)")
    serve.add_argument("--computer-processes", type=whole_number(1, 256), default=None, metavar="N",
                       help="worker processes of the hard and expert computer players (default: one a core)")
    bench = sub.add_parser("bench-net", help="load figures of one server process with simulated clients")
    bench.add_argument("--tables", type=whole_number(1, 2000), default=250)
    bench.add_argument("--players", type=whole_number(3, 4), default=4, help="clients a table (default 4)")
    bench.add_argument("--pace", type=duration(0.0, 60.0), default=1.0,
                       help="seconds between a table's actions (0: full speed)")
    bench.add_argument("--seconds", type=duration(1.0, 3600.0), default=30.0, help="time measured")
    bench.add_argument("--idle", type=whole_number(0, 100_000), default=0, metavar="N",
                       help="connections more, seated at tables waiting for their start (e.g. 10000)")
    bench.add_argument("--crowd", type=whole_number(0, 1000), default=0, metavar="N",
                       help="instead: N tables of expert computers from one address, and the computer "
                            "moves of another address's table timed")


def run(args: argparse.Namespace) -> int:
    if args.command == "serve":
        return _serve(args)
    from .bench import main as bench_main

    return bench_main(args.tables, args.players, args.pace, args.seconds, args.idle, args.crowd)


def connections_within_file_limit(wanted: int) -> int:
    """Raise this process's open-file limit as far as allowed, and the connections that fit in it
    with room for the state files and the computer players' pipes (over it, accept() fails)."""
    try:
        import resource

        soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        target = hard if hard != resource.RLIM_INFINITY else max(soft, 1 << 16)
        if soft < target:
            resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
        files = resource.getrlimit(resource.RLIMIT_NOFILE)[0]
    except (ImportError, ValueError, OSError):  # not on this system: trust the figure given
        return wanted
    room = files - min(100, files // 4)
    if wanted > room:
        logging.warning("at most %d connections: the open-file limit is %d", max(1, room), files)
    return max(1, min(wanted, room))


def _serve(args: argparse.Namespace) -> int:
    from dataclasses import replace

    from .door import plain_address
    from .server import Limits, serve_forever

    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    state_dir = Path(args.state_dir) if args.state_dir else None
    if state_dir is not None and state_dir.exists() and not state_dir.is_dir():
        print(f"python -m tysiac_engine serve: --state-dir {args.state_dir} is not a folder", file=sys.stderr)
        return 2
    if args.trusted_proxy is not None and plain_address(args.trusted_proxy) is None:
        print(f"python -m tysiac_engine serve: --trusted-proxy {args.trusted_proxy} is not an IP address",
              file=sys.stderr)
        return 2
    burst = int(min(2 * args.rate, 1e6))
    limits = replace(Limits(), max_tables=args.max_tables, rate=args.rate, burst=burst, strikes=burst,
                     max_connections=connections_within_file_limit(args.max_connections),
                     connections_per_address=args.per_address, tables_per_address=args.tables_per_address,
                     trusted_proxy=args.trusted_proxy, computer_processes=args.computer_processes,
                     away_grace_seconds=args.away_grace)

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
