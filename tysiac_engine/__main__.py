"""Command line: ``python -m tysiac_engine replay FILE | bench``."""
from __future__ import annotations

import argparse
import json
import sys


def _replay(path: str) -> int:
    from .record import replay_report

    try:
        if path == "-":
            text = sys.stdin.buffer.read()
        else:
            with open(path, "rb") as handle:
                text = handle.read()
    except OSError as exc:
        report = {"error": f"cannot read {path}: {exc.strerror or exc}", "deal": None, "action": None}
    else:
        try:
            report = replay_report(text)
        except Exception as exc:  # never a traceback, whatever the input
            report = {"error": f"internal error: {type(exc).__name__}: {exc}", "deal": None, "action": None}
    sys.stdout.write(json.dumps(report, ensure_ascii=False) + "\n")
    return 2 if "error" in report else 0


def _bench(args: argparse.Namespace) -> int:
    from .bench import run

    for key, value in run(args.seconds).items():
        print(f"{key}: {value}", flush=True)
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tysiac_engine", description="Tysiąc rules engine tools")
    sub = parser.add_subparsers(dest="command", required=True)
    replay = sub.add_parser("replay", help="check a game record and print its scores as JSON")
    replay.add_argument("file", help="record file, or - for standard input")
    bench = sub.add_parser("bench", help="print speed figures")
    bench.add_argument("--seconds", type=float, default=3.0, help="time per throughput figure")
    args = parser.parse_args(argv)
    if args.command == "replay":
        return _replay(args.file)
    return _bench(args)


if __name__ == "__main__":
    sys.exit(main())
