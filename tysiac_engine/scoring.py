"""A deal's result and the game thresholds (RULES.md §8 "One deal's scoring").

:func:`score_deal` applies the steps in the order §8 gives them: base points,
800 lock, exact target, non-declarer finish, barrel, no-trick penalties and
bolts, barrel attempts, 555, winner.  Every change beyond the base is
reported as an :class:`Event` so a score sheet can say why.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple, Optional, Union

from .cards import ACES_MASK, MARRIAGE_MASKS, MARRIAGE_VALUES, points_of
from .deal import DealOutcome
from .rules import Rules

COUNTERS = ("bombs_used", "bolts", "barrel_attempts", "barrel_falls")


class Event(NamedTuple):
    """One thing that changed a score or a counter, for the score sheet."""

    kind: str  # see EVENT_KINDS
    seat: Optional[int] = None
    value: Optional[int] = None

    def as_dict(self) -> dict:
        return {"kind": self.kind, "seat": self.seat, "value": self.value}


EVENT_KINDS = (
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
    events: tuple[Event, ...]
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


def base_points(rules: Rules, o: DealOutcome, bombs_used: tuple[int, ...], events: list[Event]) -> list[int]:
    """Step 1: declarer ±contract, opponents rounded, bomb, concede, sitter, bonus."""
    n = len(bombs_used)
    base = [0] * n
    if o.redeal:
        return base
    factor = 2 if (o.dark or o.golden) else 1
    d = o.declarer
    opponents = [s for s in o.active if s != d]
    if o.bombed:
        events.append(Event("bomb", d, o.bid))
        value = 0 if (rules.bomb_first_free and bombs_used[d] == 0) else bomb_value(rules, o.bid)
        for s in opponents:
            base[s] = value
    elif o.conceded:
        events.append(Event("concede", d, o.bid))
        base[d] = -o.bid * factor
        for s in opponents:
            base[s] = 40 * factor
    else:
        total = o.card_points[d] + sum(o.melds[d])
        base[d] = (o.contract if total >= o.contract else -o.contract) * factor
        for s in opponents:
            raw = o.card_points[s] + sum(o.melds[s])
            rounded = round_opponent(raw, rules.opponent_rounding)
            if rounded != raw:
                events.append(Event("rounding", s, rounded - raw))
            base[s] = rounded * factor
        if o.claimed:
            events.append(Event("claim", d))
    if o.dark:
        events.append(Event("dark", d))
    if o.golden:
        events.append(Event("golden", d))
    if n == 4:
        sitter = o.dealer
        got = sitter_points(rules, o.musik_mask) * factor
        if got:
            events.append(Event("sitter", sitter, got))
        base[sitter] += got
    if rules.redeal_four_nines == "bonus_120" and o.four_nines is not None:
        base[o.four_nines] += 120
        events.append(Event("four_nines_bonus", o.four_nines, 120))
    return base


def score_deal(rules: Rules, o: DealOutcome, scores: tuple[int, ...], counters: Counters,
               golden_summary: Optional[bool] = None) -> DealResult:
    """Score one finished deal against the game's scores and counters.

    ``golden_summary`` is True when this deal closes the golden round and no
    golden declarer made a contract: every score is reset (RULES.md §3).
    """
    n = len(scores)
    events: list[Event] = []
    bombs = list(counters.bombs_used)
    bolts = list(counters.bolts)
    attempts = list(counters.barrel_attempts)
    falls = list(counters.barrel_falls)
    if o.redeal:
        events.append(Event("redeal", o.declarer))
        return DealResult(o, scores, (0,) * n, scores, (0,) * n, tuple(events), counters)

    base = base_points(rules, o, tuple(bombs), events)
    if o.bombed:
        bombs[o.declarer] += 1
    d = o.declarer
    new = [scores[s] + base[s] for s in range(n)]

    # 2. 800 lock, judged on the score before the deal
    if rules.lock_800:
        for s in range(n):
            if s != d and scores[s] >= 800 and new[s] > scores[s]:
                new[s] = scores[s]
                events.append(Event("lock_800", s))
    # 3. exact target: overshooting scores nothing this deal
    target = rules.target
    if rules.exact_target:
        for s in range(n):
            if new[s] > target and new[s] > scores[s]:
                new[s] = scores[s]
                events.append(Event("exact_target", s))
    # 4. only the declarer may cross the target
    if rules.non_declarer_finish != "allowed":
        cap = min(990, target - 10)
        for s in range(n):
            if s != d and new[s] >= target and new[s] > scores[s]:
                new[s] = scores[s] if rules.non_declarer_finish == "no_points" else max(scores[s], cap)
                events.append(Event("finish_cap", s, new[s]))
    # 5. barrel
    barrel = rules.barrel
    if barrel is not None:
        entered = []
        for s in range(n):
            if scores[s] == barrel:
                if s not in o.active:
                    new[s] = barrel  # sitting out: no attempt, no gain
                    continue
                made = o.made
                if s == d and o.played and made and new[s] >= target:
                    events.append(Event("barrel_win", s))
                    continue
                if s == d and (o.conceded or (o.played and not made)):
                    events.append(Event("barrel_off", s, new[s]))
                    continue
                new[s] = barrel
                attempts[s] += 1
                events.append(Event("barrel_attempt", s, attempts[s]))
                if attempts[s] >= rules.barrel_attempts:
                    falls[s] += 1
                    zero = rules.barrel_zero_on_fall is not None and falls[s] >= rules.barrel_zero_on_fall
                    new[s] = 0 if zero else barrel - 120
                    events.append(Event("barrel_fall", s, new[s]))
            elif scores[s] < barrel <= new[s]:
                new[s] = barrel
                entered.append(s)
                events.append(Event("barrel_entry", s))
        if rules.barrel_simultaneous == "all_fall_120" and len(entered) >= 2:
            for s in entered:
                new[s] = barrel - 120
                events.append(Event("barrel_simultaneous_fall", s, new[s]))
    # 6. no-trick penalty at 800 and bolts (played deals only)
    if o.played:
        for s in o.active:
            if o.tricks[s]:
                continue
            if rules.lock_800_no_trick_penalty is not None and scores[s] >= 800:
                new[s] -= rules.lock_800_no_trick_penalty
                events.append(Event("no_trick_penalty", s, -rules.lock_800_no_trick_penalty))
            if rules.bolts:
                before = bolts[s]
                bolts[s] += 2 if (o.dark or o.golden) else 1
                events.append(Event("bolt", s, bolts[s]))
                penalties = bolts[s] // 3 - before // 3
                if penalties:
                    new[s] -= 120 * penalties
                    events.append(Event("bolt_penalty", s, -120 * penalties))
    # 7. barrel attempts restart off the barrel
    for s in range(n):
        if barrel is None or new[s] != barrel:
            attempts[s] = 0
    # 8. 555
    if rules.reset_555:
        for s in range(n):
            if new[s] == 555:
                new[s] = 0
                events.append(Event("reset_555", s))
    if golden_summary:
        new = [0] * n
        events.append(Event("golden_reset"))
    # 9. winner
    winner = decide_winner(rules, new, d)
    if winner is not None:
        events.append(Event("game_end", winner if isinstance(winner, int) else None))
    after = tuple(new)
    return DealResult(
        outcome=o, scores_before=scores, score_delta=tuple(after[s] - scores[s] for s in range(n)),
        scores_after=after, base=tuple(base), events=tuple(events),
        counters=Counters(tuple(bombs), tuple(bolts), tuple(attempts), tuple(falls)), winner=winner,
    )


def decide_winner(rules: Rules, scores: list[int], declarer: Optional[int]) -> Union[int, str, None]:
    reached = [s for s in range(len(scores)) if scores[s] >= rules.target]
    if not reached:
        return None
    if len(reached) == 1:
        return reached[0]
    if rules.finish_tie == "draw":
        return "draw"
    if rules.finish_tie == "declarer_then_higher" and declarer in reached:
        return declarer
    best = max(scores[s] for s in reached)
    top = [s for s in reached if scores[s] == best]
    return top[0] if len(top) == 1 else "draw"

