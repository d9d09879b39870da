"""Command line: ``python -m tysiac_engine replay FILE | bench | arena | rollouts | serve | bench-net``
(the last two from :mod:`net.cli`)."""
from __future__ import annotations

import argparse
import json
import sys

from .ai.players import LEVELS
from .errors import shorten
from .inputs import FileRefused, OneLineParser, check_new_file, duration, read_bounded, run_command, whole_number
from .rollouts import PHASES
from .rules import PRESET_NAMES
from .net import cli as net_cli

MAX_DEALS = 1_000_000  # arena/rollouts: days of play already; the seed and job lists stay near 150 MB
MAX_WORKERS = 1024
MAX_SECONDS = 24 * 3600.0


def _fail(command: str, text: object) -> int:
    """One line on stderr, of bounded length; status 2."""
    print(f"{command}: {shorten(' '.join(str(text).split()))}", file=sys.stderr)
    return 2


def _replay(path: str) -> int:
    from .record import MAX_DOCUMENT_BYTES, replay_json

    try:
        data = read_bounded(path, MAX_DOCUMENT_BYTES)
    except FileRefused as exc:
        text = json.dumps({"error": f"cannot read {shorten(path)}: {exc}", "deal": None, "action": None})
    else:
        try:
            text = replay_json(data)
        except MemoryError:
            text = json.dumps({"error": "the record is too large to replay", "deal": None, "action": None})
        except Exception as exc:  # never a traceback, whatever the input
            text = json.dumps({"error": f"internal error: {type(exc).__name__}: {shorten(str(exc))}",
                               "deal": None, "action": None})
    sys.stdout.write(text + "\n")  # ASCII JSON: any console can print it
    return 2 if text.startswith('{"error"') else 0


def _bench(args: argparse.Namespace) -> int:
    from .bench import run

    for key, value in run(args.seconds, ai=not args.engine_only).items():
        print(f"{key}: {value}", flush=True)
    return 0


def _rules_arg(args: argparse.Namespace, command: str):
    """The --rules object (or None for --preset/--players), or an exit code after a message."""
    from .arena import rules_spec
    from .errors import InvalidRules
    from .record import strict_loads

    rules = None
    if args.rules is not None:
        if args.preset is not None or args.players is not None:
            return _fail(command, "--rules replaces --preset and --players; give one or the other")
        try:
            rules = strict_loads(args.rules)
        except (ValueError, RecursionError) as exc:
            return _fail(command, f"--rules is not JSON: {exc}")
    try:
        rules_spec(rules, args.preset, args.players)
    except (InvalidRules, ValueError, TypeError) as exc:
        return _fail(command, exc)
    return rules


def _params_arg(args: argparse.Namespace) -> dict:
    """The --params object: changes to the search parameters (ValueError if it is not one)."""
    if args.params is None:
        return {}
    try:
        params = json.loads(args.params)
    except ValueError as exc:
        raise ValueError(f"--params is not JSON: {exc}") from None
    if not isinstance(params, dict):
        raise ValueError('--params: an object of search parameters needed, e.g. \'{"made_scale": 5}\'')
    return params


def _arena(args: argparse.Namespace) -> int:
    from .arena import report, run_arena

    rules = _rules_arg(args, "arena")
    if isinstance(rules, int):
        return rules
    oracle = tuple(p for p in (args.oracle or "").split(",") if p)
    try:
        result = run_arena(args.a, args.b, args.deals, args.seed, args.preset or "polish", args.players or 3,
                           args.workers, rules=rules, oracle=oracle, params=_params_arg(args))
    except ValueError as exc:
        return _fail("arena", exc)
    print(report(result), flush=True)
    return 0


def _rollouts(args: argparse.Namespace) -> int:
    from . import rollouts

    if args.revalue is not None:
        try:
            table = rollouts.load(args.revalue)
        except (FileRefused, ValueError, RecursionError) as exc:
            return _fail("rollouts", f"cannot use {args.revalue}: {exc}")
        print(rollouts.report(table))
        try:
            result = rollouts.revalue(table, args.workers, _params_arg(args))
        except ValueError as exc:  # a decision whose prefix is not a legal start of its deal, unknown params
            return _fail("rollouts", f"cannot use {args.revalue}: {exc}")
        print(f"taken again: {result['changed']} of {result['decisions']} decisions changed; gain against the "
              f"recorded choices {result['gain']} points a decision ({result['unvalued']} not in the table)")
        return 0
    rules = _rules_arg(args, "rollouts")
    if isinstance(rules, int):
        return rules
    if args.save:
        try:  # before the run, not after it
            check_new_file(args.save)
        except FileRefused as exc:
            return _fail("rollouts", f"--save {args.save}: {exc}")
    try:
        table = rollouts.run_rollouts(args.level, args.others, args.phase, args.deals, args.seed, rules=rules,
                                      preset=args.preset, players=args.players, workers=args.workers,
                                      params=_params_arg(args))
    except ValueError as exc:
        return _fail("rollouts", str(exc))
    print(rollouts.report(table), flush=True)
    if args.save:
        try:
            rollouts.save(table, args.save)
        except (FileRefused, OSError) as exc:
            return _fail("rollouts", f"--save {args.save}: {getattr(exc, 'strerror', None) or exc}")
    return 0


def _add_rules_args(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--preset", default=None, choices=PRESET_NAMES, help="default polish")
    parser.add_argument("--players", type=int, default=None, choices=(2, 3, 4), help="default 3")
    parser.add_argument("--rules", default=None, metavar="JSON",
                        help='a RECORD.md rules object, e.g. \'{"preset":"polish","overrides":'
                             '{"players":4,"four_player_mode":"teams_2v2"}}\' (instead of --preset/--players)')
    parser.add_argument("--workers", type=whole_number(1, MAX_WORKERS), default=None,
                        help="processes (default: all cores)")
    parser.add_argument("--params", default=None, metavar="JSON",
                        help='changes to the search parameters of A (arena) or of the level (rollouts), e.g. '
                             '\'{"made_scale": 5, "hard": {"play_worlds": 30}}\' (tysiac_engine/ai/search/params.py)')


def main(argv: list[str] | None = None) -> int:
    parser = OneLineParser(prog="python -m tysiac_engine", description="Tysiąc rules engine tools")
    sub = parser.add_subparsers(dest="command", required=True)
    replay = sub.add_parser("replay", help="check a game record and print its scores as JSON")
    replay.add_argument("file", help="record file, or - for standard input")
    bench = sub.add_parser("bench", help="print speed figures")
    bench.add_argument("--seconds", type=duration(0.01, MAX_SECONDS), default=3.0, help="time per throughput figure")
    bench.add_argument("--engine-only", action="store_true", help="skip the AI figures (solver, hard and expert bots)")
    arena = sub.add_parser("arena", help="duplicate deals between two computer levels")
    arena.add_argument("--a", required=True, choices=LEVELS)
    arena.add_argument("--b", required=True, choices=LEVELS)
    arena.add_argument("--deals", type=whole_number(1, MAX_DEALS), default=100)
    arena.add_argument("--seed", type=int, default=1)
    arena.add_argument("--oracle", default=None, metavar="PHASES",
                       help="measurement: A (a search level) sees the real deal in these phases, e.g. "
                            "auction,play (what perfect information there is worth against B); talon: in the auction "
                            "only the real talon; declaring, defending: in the play only on the declarer's side, or "
                            "only as a defender")
    _add_rules_args(arena)
    roll = sub.add_parser("rollouts", help="play out every option of one level's decisions in one phase")
    roll.add_argument("--level", default="hard", choices=LEVELS)
    roll.add_argument("--others", default="medium", choices=LEVELS, help="the level of the other seats")
    roll.add_argument("--phase", default="contract", choices=PHASES)
    roll.add_argument("--deals", type=whole_number(1, MAX_DEALS), default=100)
    roll.add_argument("--seed", type=int, default=1)
    roll.add_argument("--save", default=None, metavar="FILE", help="keep the table (JSON) for --revalue")
    roll.add_argument("--revalue", default=None, metavar="FILE",
                      help="take a saved table's decisions again (e.g. with --params) and value them")
    _add_rules_args(roll)
    net_cli.add_commands(sub)  # serve, bench-net (tysiac_engine/net)
    args = parser.parse_args(argv)
    if args.command in ("serve", "bench-net"):
        return net_cli.run(args)
    if args.command == "replay":
        return _replay(args.file)
    if args.command == "arena":
        return _arena(args)
    if args.command == "rollouts":
        return _rollouts(args)
    return _bench(args)


if __name__ == "__main__":
    sys.exit(run_command(main, prog="python -m tysiac_engine"))
