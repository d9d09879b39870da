"""A deal's result and the game thresholds (RULES.md §8 "One deal's scoring").

:func:`score_deal` applies the steps in the order §8 gives them: base points,
800 lock, exact target, non-declarer finish, barrel, no-trick penalties and
bolts, barrel attempts, 555, winner.  Every change beyond the base is
reported as a :class:`ScoreStep` so a score sheet can say why.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple, Optional, Union

from .cards import ACES_MASK, MARRIAGE_MASKS, MARRIAGE_VALUES, points_of
from .outcome import DealOutcome
from .rules import Rules
from .shape import sides_of

COUNTERS = ("bombs_used", "bolts", "barrel_attempts", "barrel_falls")


class ScoreStep(NamedTuple):
    """One rule step that changed a score or a counter, for the score sheet."""

    kind: str  # see STEP_KINDS
    seat: Optional[int] = None
    value: Optional[int] = None

    def as_dict(self) -> dict:
        return {"kind": self.kind, "seat": self.seat, "value": self.value}


STEP_KINDS = (
    "redeal", "bomb", "concede", "dark", "golden", "claim", "rounding", "four_nines_bonus",
    "sitter", "lock_800", "exact_target", "finish_cap", "barrel_entry", "barrel_attempt",
    "barrel_fall", "barrel_win", "barrel_off", "barrel_simultaneous_fall", "no_trick_penalty",
    "bolt", "bolt_penalty", "reset_555", "golden_reset", "game_end",
)


@dataclass(frozen=True)
class Counters:
    """Per-seat counters the rules need across deals (RECORD.md ``start_state``)."""

    bombs_used: tuple[int, ...]
    bolts: tuple[int, ...]
    barrel_attempts: tuple[int, ...]
    barrel_falls: tuple[int, ...]

    @staticmethod
    def zero(n: int) -> "Counters":
        z = (0,) * n
        return Counters(z, z, z, z)

    def as_dict(self) -> dict[str, list[int]]:
        return {k: list(getattr(self, k)) for k in COUNTERS}


@dataclass(frozen=True)
class DealResult:
    """Everything a score sheet needs about one finished deal."""

    outcome: DealOutcome
    scores_before: tuple[int, ...]
    score_delta: tuple[int, ...]
    scores_after: tuple[int, ...]
    base: tuple[int, ...]  # step 1, before thresholds
    steps: tuple[ScoreStep, ...]
    counters: Counters
    winner: Union[int, str, None] = None  # seat, "draw" or None

    @property
    def declarer(self) -> Optional[int]:
        return self.outcome.declarer

    @property
    def made(self) -> Optional[bool]:
        return self.outcome.made

    def summary(self) -> dict:
        """The per-deal object of RECORD.md's replay output."""
        o = self.outcome
        return {
            "declarer": o.declarer, "contract": o.contract, "bid": o.bid, "made": o.made,
            "bombed": o.bombed, "card_points": list(o.card_points),
            "melds": [list(m) for m in o.melds], "score_delta": list(self.score_delta),
            "scores_after": list(self.scores_after),
        }


def round_opponent(points: int, rounding: str) -> int:
    """``opponent_rounding``: 25→20 (ten_half_down), 25→30 (ten_half_up), 43→45 (five_nearest)."""
    if rounding == "ten_half_down":
        return (points + 4) // 10 * 10
    if rounding == "ten_half_up":
        return (points + 5) // 10 * 10
    if rounding == "five_nearest":
        return (points + 2) // 5 * 5
    return points


def bomb_value(rules: Rules, bid: int) -> int:
    if rules.bomb_opponent_points == "half_contract":
        return -(-bid // 20) * 10  # half the bid, rounded up to 10
    return rules.bomb_opponent_points


def sitter_points(rules: Rules, musik: int) -> int:
    if rules.sitter_scores == "musik_points":
        return round_opponent(points_of(musik), rules.opponent_rounding)
    if rules.sitter_scores == "musik_aces_marriages":
        aces = bin(musik & ACES_MASK).count("1")
        pairs = sum(MARRIAGE_VALUES[s] for s in range(4) if musik & MARRIAGE_MASKS[s] == MARRIAGE_MASKS[s])
        return 50 * aces + pairs
    return 0


_SIDES: dict = {}


def _sides(o: DealOutcome, n: int) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...], tuple[int, ...]]:
    """The scoring sides (each seat, or the two teams of RULES.md §9.2), each seat's side,
    and the seat that carries each side's score and counters."""
    got = _SIDES.get((n, o.teams))
    if got is None:
        units = sides_of(n, o.teams)
        unit_of = tuple(next(u for u, seats in enumerate(units) if s in seats) for s in range(n))
        got = _SIDES[(n, o.teams)] = (units, unit_of, tuple(seats[0] for seats in units))
    return got


def doubling(dark: bool, golden: bool) -> int:
    """Step 1's factor: a deal after a blind bid and the golden round count double."""
    return 2 if (dark or golden) else 1


def contract_stake(contract: int, dark: bool = False, golden: bool = False) -> int:
    """What a played contract wins if made and costs if not, whatever else the declarer takes."""
    return contract * doubling(dark, golden)


def base_points(rules: Rules, o: DealOutcome, bombs_used: tuple[int, ...], steps: list[ScoreStep]) -> list[int]:
    """Step 1 per seat: declarer ±contract, opponents rounded, bomb, concede, sitter, bonus.

    In teams both partners carry the team's figure.
    """
    n = len(bombs_used)
    if o.redeal:
        return [0] * n
    units, unit_of, _ = _sides(o, n)
    base_u = [0] * len(units)
    factor = doubling(o.dark, o.golden)
    d = o.declarer
    du = unit_of[d] if d is not None else None
    active_units = sorted({unit_of[s] for s in o.active}) if o.teams else o.active
    opponents = [u for u in active_units if u != du]
    rounding = rules.opponent_rounding

    def rounded_total(u: int) -> int:
        raw = 0
        for s in units[u]:
            raw += o.card_points[s] + sum(o.melds[s]) + (o.bonus[s] if o.bonus else 0)
        got = round_opponent(raw, rounding)
        if got != raw:
            steps.append(ScoreStep("rounding", units[u][0], got - raw))
        return got

    if d is None:  # no declarer: everyone scores what they took
        for u in active_units:
            base_u[u] = rounded_total(u)
    elif o.fixed:  # ru_open_closed: first hand keeps its rounded total from 100 on, else -100
        total = o.total(d)
        base_u[du] = round_opponent(total, rounding) if total >= o.contract else -contract_stake(o.contract)
        for u in opponents:
            base_u[u] = rounded_total(u)
    elif o.bombed:
        steps.append(ScoreStep("bomb", d, o.bid))
        value = 0 if (rules.bomb_first_free and bombs_used[d] == 0) else bomb_value(rules, o.bid)
        for u in opponents:
            base_u[u] = value
    elif o.conceded:
        steps.append(ScoreStep("concede", d, o.bid))
        base_u[du] = -o.bid * factor
        for u in opponents:
            base_u[u] = rules.shape.concede_points * factor
    else:
        stake = contract_stake(o.contract, o.dark, o.golden)
        base_u[du] = stake if o.total(d) >= o.contract else -stake
        for u in opponents:
            base_u[u] = rounded_total(u) * factor
        if o.claimed:
            steps.append(ScoreStep("claim", d))
    if o.dark:
        steps.append(ScoreStep("dark", d))
    if o.golden:
        steps.append(ScoreStep("golden", d))
    base = [base_u[unit_of[s]] for s in range(n)]
    if o.musik_mask and rules.shape.sits_out:
        sitter = o.dealer
        got = sitter_points(rules, o.musik_mask) * factor
        if got:
            steps.append(ScoreStep("sitter", sitter, got))
        base[sitter] += got
    if rules.redeal_four_nines == "bonus_120" and o.four_nines is not None:
        for s in units[unit_of[o.four_nines]]:
            base[s] += 120 * factor
        steps.append(ScoreStep("four_nines_bonus", o.four_nines, 120 * factor))
    return base


def score_deal(rules: Rules, o: DealOutcome, scores: tuple[int, ...], counters: Counters,
               golden_reset_to: Optional[tuple[tuple[int, ...], Counters]] = None) -> DealResult:
    """Score one finished deal against the game's scores and counters (RULES.md §8 steps 1–9).

    ``golden_reset_to`` is given when this deal closes a golden round in which no
    golden declarer made a contract: the game's start scores and counters. After
    step 8 and before the winner check the result goes back to them (event
    ``golden_reset``), so its ``scores_after`` are where the next deal starts
    and nobody wins in that deal (RULES.md §8 "Golden round", RECORD.md).
    In teams, §8 acts on the two teams as if they were two seats.
    """
    n = len(scores)
    steps: list[ScoreStep] = []
    if o.redeal:
        steps.append(ScoreStep("redeal", o.declarer))
        return DealResult(o, scores, (0,) * n, scores, (0,) * n, tuple(steps), counters)
    units, unit_of, lead = _sides(o, n)
    k = len(units)
    base = base_points(rules, o, counters.bombs_used, steps)
    bombs = list(counters.bombs_used)
    if o.bombed:
        bombs[o.declarer] += 1
    teams = o.teams is not None
    if teams:
        bolts = [counters.bolts[s] for s in lead]
        attempts = [counters.barrel_attempts[s] for s in lead]
        falls = [counters.barrel_falls[s] for s in lead]
        before = [scores[s] for s in lead]
        new = [before[u] + base[lead[u]] for u in range(k)]
    else:
        bolts, attempts, falls = list(counters.bolts), list(counters.barrel_attempts), list(counters.barrel_falls)
        before = scores
        new = [b + x for b, x in zip(scores, base)]
    d = o.declarer
    du = unit_of[d] if d is not None else None
    active = {unit_of[s] for s in o.active} if o.teams else o.active
    has_declarer = d is not None
    target = rules.target

    # 2. 800 lock, judged on the score before the deal
    if rules.lock_800 and has_declarer:
        for u in range(k):
            if u != du and before[u] >= rules.lock_from and new[u] > before[u]:
                new[u] = before[u]
                steps.append(ScoreStep("lock_800", lead[u]))
    # 3. exact target: overshooting scores nothing this deal
    if rules.exact_target:
        for u in range(k):
            if new[u] > target and new[u] > before[u]:
                new[u] = before[u]
                steps.append(ScoreStep("exact_target", lead[u]))
    # 4. only the declarer may cross the target
    if rules.non_declarer_finish != "allowed" and has_declarer:
        cap = min(990, target - 10)
        for u in range(k):
            if u != du and new[u] >= target and new[u] > before[u]:
                new[u] = before[u] if rules.non_declarer_finish == "no_points" else max(before[u], cap)
                steps.append(ScoreStep("finish_cap", lead[u], new[u]))
    # 5. barrel (deals with a declarer only)
    barrel = rules.barrel
    if barrel is not None and has_declarer:
        zero_from = rules.barrel_zero_on_fall

        def fall(u: int, otherwise: int) -> None:
            falls[u] += 1
            new[u] = 0 if zero_from is not None and falls[u] >= zero_from else otherwise
            steps.append(ScoreStep("barrel_fall", lead[u], new[u]))

        entered = []
        for u in range(k):
            if before[u] == barrel:
                if u not in active:
                    new[u] = barrel  # sitting out: no attempt, no gain
                    continue
                if o.fixed:  # ru_open_closed (RULES.md §9.8)
                    if u != du:
                        new[u] = barrel
                    elif rules.exact_target and barrel + o.total(d) > target:
                        new[u] = barrel  # step 3: an overshoot scores nothing (no win, no fall)
                    elif o.total(d) >= target - barrel:
                        new[u] = barrel + o.total(d)
                        steps.append(ScoreStep("barrel_win", lead[u]))
                    else:
                        fall(u, barrel - 120)
                    continue
                made = o.made
                if u == du and o.played and made and new[u] >= target:
                    steps.append(ScoreStep("barrel_win", lead[u]))
                    continue
                if u == du and (o.conceded or (o.played and not made)):
                    steps.append(ScoreStep("barrel_off", lead[u], new[u]))
                    fall(u, new[u])  # leaving the barrel without winning counts as a fall
                    continue
                new[u] = barrel
                attempts[u] += 1
                steps.append(ScoreStep("barrel_attempt", lead[u], attempts[u]))
                if attempts[u] >= rules.barrel_attempts:
                    fall(u, barrel - 120)
            elif before[u] < barrel <= new[u]:
                new[u] = barrel
                entered.append(u)
                steps.append(ScoreStep("barrel_entry", lead[u]))
        if rules.barrel_simultaneous == "all_fall_120" and len(entered) >= 2:
            for u in entered:
                new[u] = barrel - 120
                steps.append(ScoreStep("barrel_simultaneous_fall", lead[u], new[u]))
    # 6. no-trick penalty and bolts (played deals only)
    if o.played:
        for u in sorted(active):
            if any(o.tricks[s] for s in units[u]):
                continue
            penalty = rules.lock_800_no_trick_penalty
            if penalty is not None and before[u] >= rules.no_trick_penalty_from:
                new[u] -= penalty
                steps.append(ScoreStep("no_trick_penalty", lead[u], -penalty))
            if rules.bolts:
                was = bolts[u]
                bolts[u] += doubling(o.dark, o.golden)
                steps.append(ScoreStep("bolt", lead[u], bolts[u]))
                penalties = bolts[u] // 3 - was // 3
                if penalties:
                    new[u] -= 120 * penalties
                    steps.append(ScoreStep("bolt_penalty", lead[u], -120 * penalties))
    # 7. barrel attempts restart off the barrel
    for u in range(k):
        if barrel is None or new[u] != barrel:
            attempts[u] = 0
    # 8. 555
    if rules.reset_555:
        for u in range(k):
            if new[u] == 555:
                new[u] = 0
                steps.append(ScoreStep("reset_555", lead[u]))
    if teams:
        seat_scores = [new[u] for u in unit_of]
        bolts, attempts, falls = ([values[u] for u in unit_of] for values in (bolts, attempts, falls))
    else:
        seat_scores = new
    after_counters = Counters(tuple(bombs), tuple(bolts), tuple(attempts), tuple(falls))
    # the golden round nobody made: the game starts again from where it started, before step 9
    if golden_reset_to is not None:
        seat_scores, after_counters = list(golden_reset_to[0]), golden_reset_to[1]
        steps.append(ScoreStep("golden_reset"))
    # 9. winner
    winner = decide_winner(rules, seat_scores, d, o.teams)
    if winner is not None:
        steps.append(ScoreStep("game_end", winner if isinstance(winner, int) else None))
    after = tuple(seat_scores)
    return DealResult(
        outcome=o, scores_before=scores, score_delta=tuple(after[s] - scores[s] for s in range(n)),
        scores_after=after, base=tuple(base), steps=tuple(steps), counters=after_counters, winner=winner,
    )


def decide_winner(rules: Rules, scores: list[int], declarer: Optional[int],
                  teams: Optional[tuple[int, ...]] = None) -> Union[int, str, None]:
    """RULES.md §8 step 9: the one side at or above the target; several: ``finish_tie``.

    In teams the winner is the lower seat of the winning team (0 or 1).
    """
    seats = range(len(scores)) if teams is None else range(2)
    reached = [s for s in seats if scores[s] >= rules.target]
    if not reached:
        return None
    if len(reached) == 1:
        return reached[0]
    if rules.finish_tie == "draw":
        return "draw"
    if declarer is not None and teams is not None:
        declarer = declarer % 2
    if rules.finish_tie == "declarer_then_higher" and declarer in reached:
        return declarer
    best = max(scores[s] for s in reached)
    top = [s for s in reached if scores[s] == best]
    return top[0] if len(top) == 1 else "draw"
