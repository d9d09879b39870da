"""Duplicate matches between two computer levels, in any mode (RULES.md §9).

Each deal is played under every seating of the two bots that uses both
(3 players: A,A,B and A,B,B, each rotated; 2 players: A,B and B,A; with
``dealer_sits_out`` over the three seats that play; in ``teams_2v2`` each
level holds each partnership: A,B,A,B and B,A,B,A), from scores of 0, with
the same cards and dealer (``Deal.dealt_cards()``), so luck of the cards
cancels out.  The per-deal difference of A's and B's mean score change gives
the result and its 95% confidence interval.

The rules are a RECORD.md ``rules`` object (``{"preset": ..., "overrides": {...}}``).

``oracle`` (measurement only) shows bot A the real deal in some phases: its search
solves the one true world instead of sampled ones.  A against the same level tells
what perfect information in that phase is worth, an upper bound on what better
inference or evaluation there could gain.  The phase ``talon`` shows A only the real talon in
the auction (the other hands sampled as its search samples them): a part of the auction's
worth that no bidder can have, so no bidding can gain it.
"""
from __future__ import annotations

import copy
import math
import pickle
import random
import statistics
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from itertools import product
from typing import Any, Mapping, Optional, Sequence

from .actions import PASS
from .cards import CARD_POINTS
from .ai.inference import weighted_worlds
from .ai.knowledge import read_view, talon_slot
from .ai.players import make_player
from .ai.search.params import DEFAULT_PARAMS
from .ai.search.play import on_declaring_side
from .game import Game
from .rules import Rules, make_rules


@dataclass
class Side:
    deltas: list[float] = field(default_factory=list)  # mean score change per deal
    contracts: list[int] = field(default_factory=list)  # contracts played out (not bombed or conceded)
    made: int = 0
    bombs: int = 0  # bombed or conceded deals
    # decisions: auction turns after the forced opening (a pass was possible) and raises among
    # them; contract decisions and the bombs and concessions among them
    turns: int = 0
    raises: int = 0
    decided: int = 0
    bombed: int = 0
    conceded: int = 0
    # as a defender, the last card onto a trick the declarer holds (none of its cards could take
    # it): such tricks, and the card points played there beyond the cheapest card allowed
    held: int = 0
    given: int = 0


def assignments(n: int, teams: bool = False) -> list[tuple[str, ...]]:
    """Every seating of A and B over n seats that uses both bots (teams: each level one team)."""
    if teams:
        return [("A", "B", "A", "B"), ("B", "A", "B", "A")]
    return [combo for combo in product("AB", repeat=n) if "A" in combo and "B" in combo]


def seatings(rules: Rules, dealer: int) -> list[tuple[Optional[str], ...]]:
    """The seatings of one deal: a bot letter per seat, None for a dealer who sits out."""
    shape = rules.shape
    if shape.teams is not None:
        return assignments(shape.players, teams=True)
    active = shape.seats_in_order(dealer)
    out = []
    for combo in assignments(len(active)):
        seats: list[Optional[str]] = [None] * shape.players
        for s, letter in zip(active, combo):
            seats[s] = letter
        out.append(tuple(seats))
    return out


def rules_spec(rules: Optional[dict] = None, preset: Optional[str] = None,
               players: Optional[int] = None) -> tuple[str, dict]:
    """(preset, overrides) from a RECORD.md rules object, or from a preset and a player count."""
    if rules is not None:
        if not isinstance(rules, dict) or set(rules) - {"preset", "overrides"}:
            raise ValueError('rules: an object {"preset": ..., "overrides": {...}} needed')
        spec = (rules.get("preset", "polish"), dict(rules.get("overrides") or {}))
    else:
        spec = (preset or "polish", {"players": players or 3})
    make_rules(*spec)  # raises InvalidRules naming the key
    return spec


def bot_seed(deal_seed: int, seat: int) -> int:
    """The seed of the bot in ``seat`` for the deal of ``deal_seed``."""
    return deal_seed * 31 + seat


Bot = Any  # a level name (LEVELS) or any object with choose(view) -> one of view.legal


def bot_name(bot: Bot) -> str:
    """How a report names a bot: its level, or its ``name`` or class for a bot of one's own."""
    return bot if isinstance(bot, str) else str(getattr(bot, "name", type(bot).__name__))


def seat_bots(levels: dict[str, Bot], combo: Sequence[Optional[str]], seed: int,
              params: Optional[Mapping[str, Any]] = None) -> list:
    """The bots of one seating of a deal (None for a dealer who sits out), seeded from the deal;
    ``params`` changes the search parameters of bot "A" (see :meth:`SearchParams.changed`).  A
    bot of one's own sits in each of its seats as a fresh copy of the object given, so what it
    remembers stays in one seat of one deal."""
    tuned = DEFAULT_PARAMS.changed(params) if params else None
    out = []
    for s, letter in enumerate(combo):
        bot = levels[letter] if letter else None
        if isinstance(bot, str):
            bot = make_player(bot, seed=bot_seed(seed, s), params=tuned if letter == "A" else None)
        elif bot is not None:
            bot = copy.deepcopy(bot)
        out.append(bot)
    return out


# the phases in which A may see the real deal; "talon": the auction with the real talon only;
# "declaring" and "defending": the play on the declarer's side only, or as a defender only
ORACLE_PHASES = ("auction", "musik", "contract", "play", "talon", "declaring", "defending")
_ORACLE_WORDS = {"declaring": "the play on the declarer's side", "defending": "the play as a defender"}


def check_oracle(rules: Rules, phases: Sequence[str]) -> None:
    """Raises ValueError where :func:`true_world` cannot describe the deals of ``rules``."""
    unknown = set(phases) - set(ORACLE_PHASES)
    if unknown:
        raise ValueError(f"oracle: phases are {', '.join(ORACLE_PHASES)}, not {', '.join(sorted(unknown))}")
    shape = rules.shape
    if phases and (shape.stock or shape.table_piles or shape.passing == "discard"):
        raise ValueError(f"oracle: not for mode {shape.mode} (a stock, table piles or cards laid aside)")


def true_world(deal, view) -> list[tuple[dict[int, int], int]]:
    """The real deal as the search's one world (every hand, the talons not taken)."""
    world = {s: deal.hands[s] for s in deal.active}
    for i, cards in enumerate(deal.musiks):
        if i not in view.taken:
            world[talon_slot(i)] = cards
    return [(world, 1)]


def talon_worlds(deal, view, rng: random.Random, count: int,
                 oversample: int) -> list[tuple[dict[int, int], int]]:
    """Worlds as the search samples them (weighted by the bids), each holding the real talons not
    taken: what knowing the talon alone is worth in the auction."""
    know = read_view(view)
    for i, cards in enumerate(deal.musiks):
        if i not in view.taken:
            slot = talon_slot(i)
            know.known[slot] = know.known.get(slot, 0) | cards
            know.unseen &= ~cards
    return weighted_worlds(view, rng, count, know, oversample=oversample)


def give_oracle(bot, game: Game, phases: Sequence[str]) -> None:
    """Bot ``bot`` (a search level) decides on the real deal of ``game`` in ``phases`` (in the
    auction on worlds holding the real talon only, for the phase "talon"; in the play only on the
    declarer's side or only as a defender, for "declaring" or "defending")."""
    if not phases or not hasattr(bot, "oracle"):
        return

    def told(view, rng, count):
        if view.phase == "play" and view.declarer is not None:
            side = "declaring" if on_declaring_side(view, view.seat) else "defending"
            if side in phases:
                return true_world(game.current, view)
        if view.phase in phases:
            return true_world(game.current, view)
        if view.phase == "auction" and "talon" in phases:
            return talon_worlds(game.current, view, rng, count, bot.effort_for(view).oversample)
        return None

    bot.oracle = told


def points_given_away(view, action) -> Optional[int]:
    """A defender playing the last card of a trick the declarer holds (no card he may play takes
    it): the card points of ``action`` beyond those of his cheapest card allowed; else None."""
    if (view.phase != "play" or view.declarer is None or action.card is None or on_declaring_side(view, view.seat)
            or len(view.trick) != len(view.active) - 1):
        return None
    state = view.trick_state
    cards = [a.card for a in view.legal if a.card is not None]
    if state.winner != view.declarer or any(state.takes(c) for c in cards):
        return None
    return CARD_POINTS[action.card] - min(CARD_POINTS[c] for c in cards)


def play_duplicate_deal(spec: tuple[str, dict], levels: dict[str, Bot], seed: int,
                        oracle: Sequence[str] = (), params: Optional[Mapping[str, Any]] = None) -> dict:
    """One deal's cards under every seating; returns per-bot means for that deal."""
    rules = make_rules(*spec)
    check_oracle(rules, oracle)
    first = Game(rules, seed=seed).current
    cards = first.dealt_cards()
    totals = {"A": [0.0, 0], "B": [0.0, 0]}
    contracts: dict[str, list[tuple[int, bool, bool]]] = {"A": [], "B": []}
    # per bot: [auction turns with a pass possible, raises, contract decisions, bombs, concessions,
    # tricks the declarer holds where it defends last, the points it gives there (points_given_away)]
    counts = {"A": [0] * 7, "B": [0] * 7}
    for combo in seatings(rules, first.dealer):
        game = Game(rules, seed=seed, first_dealer=first.dealer, auto_deal=False)
        game.start_deal(dealer=first.dealer, **cards)
        bots = seat_bots(levels, combo, seed, params)
        for bot, letter in zip(bots, combo):
            if letter == "A":
                give_oracle(bot, game, oracle)
        result = None
        while result is None:
            seat = game.to_move
            view = game.view(seat)
            action = bots[seat].choose(view)
            tally = counts[combo[seat]]
            if view.phase == "auction" and PASS in view.legal and any(a.kind == "bid" for a in view.legal):
                tally[0] += 1
                tally[1] += action.kind == "bid"
            elif view.phase == "contract" and len(view.legal) > 1:
                tally[2] += 1
                tally[3] += action.kind == "bomb"
                tally[4] += action.kind == "concede"
            given = points_given_away(view, action)
            if given is not None:
                tally[5] += 1
                tally[6] += given
            result = game.apply(action)
        o = result.outcome
        for s in o.active:
            totals[combo[s]][0] += result.score_delta[s]
            totals[combo[s]][1] += 1
        if o.declarer is not None and not o.redeal and o.contract is not None:
            contracts[combo[o.declarer]].append((o.contract, bool(o.made), o.played))
    return {
        "A": totals["A"][0] / max(1, totals["A"][1]),
        "B": totals["B"][0] / max(1, totals["B"][1]),
        "contracts": contracts,
        "counts": counts,
    }


def _job(args: tuple) -> dict:
    return play_duplicate_deal(*args)


def run_arena(a: Bot, b: Bot, deals: int, seed: int, preset: str = "polish", players: int = 3,
              workers: Optional[int] = None, rules: Optional[dict] = None, oracle: Sequence[str] = (),
              params: Optional[Mapping[str, Any]] = None) -> dict:
    """Duplicate deals between bots ``a`` and ``b``: level names, or any objects with
    ``choose(view)`` (played in this process unless they can be pickled); ``rules`` (a RECORD.md
    rules object) replaces ``preset`` and ``players``; ``oracle``: the phases in which A sees the
    real deal; ``params``: changes to A's search parameters (``{"made_scale": 5}``)."""
    spec = rules_spec(rules, preset, players)
    if params:
        DEFAULT_PARAMS.changed(params)  # raises ValueError for an unknown name, before any deal
    oracle = tuple(oracle)
    check_oracle(make_rules(*spec), oracle)
    rng = random.Random(seed)
    seeds = [rng.randrange(1 << 30) for _ in range(deals)]
    levels = {"A": a, "B": b}  # one dict for every job: a long run's job list stays small
    jobs = [(spec, levels, s, oracle, params) for s in seeds]
    if workers == 1 or deals < 4 or not all(isinstance(x, str) or _picklable(x) for x in (a, b)):
        results = [_job(j) for j in jobs]
    else:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            results = list(pool.map(_job, jobs, chunksize=max(1, deals // 32)))
    sides = {"A": Side(), "B": Side()}
    diffs = []
    for r in results:
        sides["A"].deltas.append(r["A"])
        sides["B"].deltas.append(r["B"])
        diffs.append(r["A"] - r["B"])
        for key in "AB":
            side = sides[key]
            for attr, value in zip(("turns", "raises", "decided", "bombed", "conceded", "held", "given"), r.get("counts", {}).get(key, ())):
                setattr(side, attr, getattr(side, attr) + value)
            for contract, made, played in r["contracts"][key]:
                if played:
                    sides[key].contracts.append(contract)
                    sides[key].made += made
                else:
                    sides[key].bombs += 1
    mean = statistics.fmean(diffs) if diffs else 0.0
    half = 1.96 * statistics.stdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else float("inf")
    return {"a": bot_name(a), "b": bot_name(b), "deals": deals, "sides": sides, "diff": mean, "ci": half,
            "rules": {"preset": spec[0], "overrides": spec[1]}, "oracle": oracle}


def _picklable(bot: Bot) -> bool:
    try:
        pickle.dumps(bot)
    except Exception:  # any object may refuse in its own way
        return False
    return True


def _share(part: int, whole: int) -> str:
    return f"{100 * part / whole:.1f}% ({part}/{whole})" if whole else "- (0/0)"


def report(result: dict) -> str:
    lines = []
    rules = result.get("rules")
    if rules is not None:
        shape = make_rules(rules["preset"], rules["overrides"]).shape
        lines.append(f"rules: {rules['preset']} {rules['overrides']} (mode {shape.mode})")
    if result.get("oracle"):
        seen = [_ORACLE_WORDS.get(p, p) for p in result["oracle"] if p != "talon"]
        told = [f"the real deal in: {', '.join(seen)}"] if seen else []
        if "talon" in result["oracle"]:
            told.append("the real talon in the auction")
        lines.append(f"A sees {'; '.join(told)} (a measurement, not a level)")
    for key, name in (("A", result["a"]), ("B", result["b"])):
        side = result["sides"][key]
        played = len(side.contracts)
        made = f"{side.made}/{played} ({100 * side.made / played:.0f}%)" if played else "0/0"
        mean_contract = f"{statistics.fmean(side.contracts):.1f}" if played else "-"
        mean_delta = statistics.fmean(side.deltas) if side.deltas else 0.0
        lines.append(f"{key} ({name}): mean score change {mean_delta:+.1f} points/deal; "
                     f"contracts made {made}; mean contract {mean_contract}; bombed or conceded {side.bombs}")
        lines.append(f"{key} ({name}): raises {_share(side.raises, side.turns)} of its auction turns after the "
                     f"forced opening; bombs {_share(side.bombed, side.decided)} and concessions "
                     f"{_share(side.conceded, side.decided)} of its contract decisions")
        if side.held:
            lines.append(f"{key} ({name}): as a defender playing last onto a trick the declarer holds, "
                         f"{side.given / side.held:.2f} card points a trick beyond its cheapest card "
                         f"({side.given} over {side.held} tricks)")
    diff, ci = result["diff"], result["ci"]
    lines.append(f"difference A-B: {diff:+.1f} points/deal, 95% CI [{diff - ci:+.1f}, {diff + ci:+.1f}]")
    lines.append(f"arena: A-B = {diff:+.1f} ± {ci:.1f} points/deal over {result['deals']} deals")
    return "\n".join(lines)


__all__: Sequence[str] = ("ORACLE_PHASES", "Side", "assignments", "check_oracle", "play_duplicate_deal", "points_given_away",
                          "talon_worlds", "true_world", "report", "rules_spec", "run_arena",
                          "bot_name", "bot_seed", "seat_bots", "seatings")
