"""One sentence per scoring event of a deal (tysiac_engine.scoring.ScoreStep), for people.

Shared by the deal summary (its list of reasons) and the score sheet (tooltips
and marks).  Each template is translated whole; names and numbers go in
through ``str.format`` placeholders.  A sentence about a player has two
templates, one said to the person at the screen ("You reached the barrel.") and
one said of a named player ("Ala reached the barrel."): ``you`` is the seat
addressed as "you" (``GameController.you()``; None in hot-seat games).
"""
from __future__ import annotations

from typing import Optional, Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP

from tysiac_engine import DealResult, Rules, ScoreStep

from .words import Person, num, sides, signed

CONTEXT = "DealReasons"

# Each template about a player is a pair (said to the person at the screen, said of a named
# player): words.Person picks one.  Templates without a player are single.
TEMPLATES = {
    "redeal": QT_TRANSLATE_NOOP("DealReasons", "The cards were redealt; no score changes."),
    "redeal_by": (QT_TRANSLATE_NOOP("DealReasons", "You asked for a redeal; no score changes."),
                  QT_TRANSLATE_NOOP("DealReasons", "{name} asked for a redeal; no score changes.")),
    "bomb": (QT_TRANSLATE_NOOP("DealReasons", "You bombed the contract of {bid}: no play, you score nothing and "
                                              "each opponent gets {each}."),
             QT_TRANSLATE_NOOP("DealReasons", "{name} bombed the contract of {bid}: no play, the declarer scores "
                                              "nothing and each opponent gets {each}.")),
    "bomb_free": (QT_TRANSLATE_NOOP("DealReasons", "You bombed the contract of {bid}: no play, and as the first "
                                                   "bomb is free, nobody scores."),
                  QT_TRANSLATE_NOOP("DealReasons", "{name} bombed the contract of {bid}: no play, and as the "
                                                   "first bomb is free, nobody scores.")),
    "concede": (QT_TRANSLATE_NOOP("DealReasons", "You conceded the contract of {bid}: {loss} for you, {gain} for "
                                                 "each opponent."),
                QT_TRANSLATE_NOOP("DealReasons", "{name} conceded the contract of {bid}: {loss} for {name}, "
                                                 "{gain} for each opponent.")),
    "dark": (QT_TRANSLATE_NOOP("DealReasons", "You played in the dark (musik unseen): every score of this deal "
                                              "counts double (×2)."),
             QT_TRANSLATE_NOOP("DealReasons", "{name} played in the dark (musik unseen): every score of this "
                                              "deal counts double (×2).")),
    "golden": QT_TRANSLATE_NOOP("DealReasons", "Golden round: every score of this deal counts double (×2)."),
    "claim": (QT_TRANSLATE_NOOP("DealReasons", "You laid your cards down and took all the remaining tricks."),
              QT_TRANSLATE_NOOP("DealReasons", "{name} laid the cards down and took all the remaining tricks.")),
    "last_trick_bonus": (QT_TRANSLATE_NOOP("DealReasons", "You took the last trick: {change}."),
                         QT_TRANSLATE_NOOP("DealReasons", "{name} took the last trick: {change}.")),
    "rounding": (QT_TRANSLATE_NOOP("DealReasons", "Your {raw} rounded to {rounded}."),
                 QT_TRANSLATE_NOOP("DealReasons", "{name}: {raw} rounded to {rounded}.")),
    "four_nines_bonus": (QT_TRANSLATE_NOOP("DealReasons", "You held all four nines: {change}."),
                         QT_TRANSLATE_NOOP("DealReasons", "{name} held all four nines: {change}.")),
    "sitter": (QT_TRANSLATE_NOOP("DealReasons", "You sat out as the dealer: {value} from the musik."),
               QT_TRANSLATE_NOOP("DealReasons", "{name} sat out as the dealer: {value} from the musik.")),
    "lock_800": (QT_TRANSLATE_NOOP("DealReasons", "With {lock_from} or more, your points count only when you "
                                                  "declare (lock at {lock_from})."),
                 QT_TRANSLATE_NOOP("DealReasons", "{name}: with {lock_from} or more, points count only as the "
                                                  "declarer (lock at {lock_from}).")),
    "exact_target": (QT_TRANSLATE_NOOP("DealReasons", "You would have passed {target}: nothing counts this deal "
                                                      "(exact target)."),
                     QT_TRANSLATE_NOOP("DealReasons", "{name} would have passed {target}: nothing counts this "
                                                      "deal (exact target).")),
    "exact_target_plain": (QT_TRANSLATE_NOOP("DealReasons", "You would have passed the target: nothing counts "
                                                            "this deal (exact target)."),
                           QT_TRANSLATE_NOOP("DealReasons", "{name} would have passed the target: nothing counts "
                                                            "this deal (exact target).")),
    "finish_cap": (QT_TRANSLATE_NOOP("DealReasons", "You stopped at {value}, as only the declarer may reach the "
                                                    "target."),
                   QT_TRANSLATE_NOOP("DealReasons", "{name}: stopped at {value}, as only the declarer may reach "
                                                    "the target.")),
    "finish_cap_zero": (QT_TRANSLATE_NOOP("DealReasons", "Nothing for you this deal, as only the declarer may "
                                                         "reach the target."),
                        QT_TRANSLATE_NOOP("DealReasons", "{name}: nothing this deal, as only the declarer may "
                                                         "reach the target.")),
    "barrel_entry": (QT_TRANSLATE_NOOP("DealReasons", "You reached the barrel at {barrel}."),
                     QT_TRANSLATE_NOOP("DealReasons", "{name} reached the barrel at {barrel}.")),
    "barrel_entry_plain": (QT_TRANSLATE_NOOP("DealReasons", "You reached the barrel."),
                           QT_TRANSLATE_NOOP("DealReasons", "{name} reached the barrel.")),
    "barrel_attempt": (QT_TRANSLATE_NOOP("DealReasons", "You are on the barrel: attempt {value} of {attempts} "
                                                        "used."),
                       QT_TRANSLATE_NOOP("DealReasons", "{name}: on the barrel, attempt {value} of {attempts} "
                                                        "used.")),
    "barrel_attempt_plain": (QT_TRANSLATE_NOOP("DealReasons", "You are on the barrel: attempt {value} used."),
                             QT_TRANSLATE_NOOP("DealReasons", "{name}: on the barrel, attempt {value} used.")),
    "barrel_fall": (QT_TRANSLATE_NOOP("DealReasons", "You used up your barrel attempts and fell to {value}."),
                    QT_TRANSLATE_NOOP("DealReasons", "{name} used up the barrel attempts and fell to {value}.")),
    "barrel_win": (QT_TRANSLATE_NOOP("DealReasons", "You made the contract from the barrel."),
                   QT_TRANSLATE_NOOP("DealReasons", "{name} made the contract from the barrel.")),
    "barrel_off": (QT_TRANSLATE_NOOP("DealReasons", "You failed the contract and came off the barrel at {value}."),
                   QT_TRANSLATE_NOOP("DealReasons", "{name} failed the contract and came off the barrel at "
                                                    "{value}.")),
    "barrel_simultaneous_fall": (QT_TRANSLATE_NOOP("DealReasons", "Several players reached the barrel together: "
                                                                  "you fell to {value}."),
                                 QT_TRANSLATE_NOOP("DealReasons", "Several players reached the barrel together: "
                                                                  "{name} fell to {value}.")),
    "no_trick_penalty": (QT_TRANSLATE_NOOP("DealReasons", "You took no trick with {penalty_from} or more: "
                                                          "{change}."),
                         QT_TRANSLATE_NOOP("DealReasons", "{name} took no trick with {penalty_from} or more: "
                                                          "{change}.")),
    "bolt": (QT_TRANSLATE_NOOP("DealReasons", "You took no trick: bolt {value}."),
             QT_TRANSLATE_NOOP("DealReasons", "{name} took no trick: bolt {value}.")),
    "bolt_penalty": (QT_TRANSLATE_NOOP("DealReasons", "Your third bolt: {change}."),
                     QT_TRANSLATE_NOOP("DealReasons", "{name}: third bolt, {change}.")),
    "reset_555": (QT_TRANSLATE_NOOP("DealReasons", "You landed on exactly 555: back to 0."),
                  QT_TRANSLATE_NOOP("DealReasons", "{name} landed on exactly 555: back to 0.")),
    "golden_reset": QT_TRANSLATE_NOOP("DealReasons", "Nobody made a contract in the golden round: every score "
                                                     "goes back to 0."),
    "golden_reset_start": QT_TRANSLATE_NOOP("DealReasons", "Nobody made a contract in the golden round: every "
                                                           "score goes back to where the game started."),
    "game_end": (QT_TRANSLATE_NOOP("DealReasons", "You won the game!"),
                 QT_TRANSLATE_NOOP("DealReasons", "{name} won the game!")),
    "game_draw": QT_TRANSLATE_NOOP("DealReasons", "The game ended in a draw."),
    "unknown": QT_TRANSLATE_NOOP("DealReasons", "Scoring rule applied: {kind}."),
}


def opponents_of(result: DealResult) -> list[int]:
    o = result.outcome
    return [s for s in o.active if s != o.declarer]


def _template_key(event: ScoreStep, result: DealResult, rules: Optional[Rules]) -> str:
    k, seat = event.kind, event.seat
    if k in ("exact_target", "barrel_entry", "barrel_attempt") and (rules is None or rules.barrel is None
                                                                    and k != "exact_target"):
        return k + "_plain"  # the numbers need the rules
    if k == "redeal" and seat is not None:
        return "redeal_by"
    if k == "bomb" and not any(result.base[s] for s in opponents_of(result)):
        return "bomb_free"
    if k == "finish_cap" and (event.value is None or event.value == result.scores_before[seat]):
        return "finish_cap_zero"
    if k == "golden_reset" and any(result.scores_after):  # a game that started from given scores
        return "golden_reset_start"
    if k == "game_end" and seat is None:
        return "game_draw"
    return k if k in TEMPLATES else "unknown"


def describe(event: ScoreStep, players: Sequence[str], result: DealResult,
             rules: Optional[Rules] = None, you: Optional[int] = None) -> str:
    """A plain-text sentence saying what ``event`` did and to whom."""
    o, seat, value = result.outcome, event.seat, event.value or 0
    opp = [result.base[s] for s in opponents_of(result)]
    args = {
        "kind": event.kind,
        "value": num(value), "change": signed(value), "bid": num(o.bid or 0),
        "each": num(min(opp) if opp else 0), "gain": signed(min(opp) if opp else 0),
        "loss": signed(result.base[seat]) if seat is not None else "",
    }
    args.update(lock_from=num(800), penalty_from=num(800))  # the usual figures when the rules are not known
    if rules is not None:
        args.update(target=num(rules.target), attempts=num(rules.barrel_attempts),
                    barrel=num(rules.barrel) if rules.barrel is not None else "",
                    lock_from=num(rules.lock_from), penalty_from=num(rules.no_trick_penalty_from))
    if event.kind == "rounding":  # a team's total in teams_2v2; with a last-trick bonus when drawing
        seats = next(side for side in sides(o) if seat in side)
        raw = sum(o.card_points[s] + sum(o.melds[s]) + (o.bonus[s] if o.bonus else 0) for s in seats)
        args.update(raw=num(raw), rounded=num(raw + value))
    return Person.of(seat, players, you).say(CONTEXT, TEMPLATES[_template_key(event, result, rules)], **args)


def _bonuses(players: Sequence[str], result: DealResult, seats: Sequence[int], you: Optional[int]) -> list[str]:
    """The points beside the cards (draw_stock_last_trick), before the scoring events."""
    bonus = result.outcome.bonus or ()
    return [Person.of(s, players, you).say(CONTEXT, TEMPLATES["last_trick_bonus"], change=signed(bonus[s]))
            for s in seats if s < len(bonus) and bonus[s]]


def reasons(players: Sequence[str], result: DealResult, rules: Optional[Rules] = None,
            you: Optional[int] = None) -> list[str]:
    """Every event of the deal as a sentence, in the order scoring applied them."""
    return (_bonuses(players, result, range(len(players)), you)
            + [describe(e, players, result, rules, you) for e in result.steps])


def seat_reasons(seat: int, players: Sequence[str], result: DealResult,
                 rules: Optional[Rules] = None, you: Optional[int] = None) -> list[str]:
    """The sentences about one seat, plus those about everybody (seat None)."""
    return (_bonuses(players, result, [seat], you)
            + [describe(e, players, result, rules, you) for e in result.steps if e.seat in (seat, None)])


# Small marks for the score sheet: event kind → symbol (+ the event's count).
MARKS = {"bomb": "✹", "bolt": "⊘", "barrel_entry": "⛁", "barrel_attempt": "⛁",
         "barrel_fall": "⛁↓", "barrel_simultaneous_fall": "⛁↓", "reset_555": "↺"}


def seat_marks(seat: int, result: DealResult) -> str:
    """'⊘2 ⛁1' style marks for one seat in one deal."""
    out = []
    for e in result.steps:
        if e.seat != seat or e.kind not in MARKS:
            continue
        counted = e.kind in ("bolt", "barrel_attempt") and e.value is not None
        out.append(MARKS[e.kind] + (num(e.value) if counted else ""))
    return " ".join(out)


# A redeal by its grounds (the engine's Deal.redeal_reason): said in the deal summary.
REDEAL_GROUNDS = {
    "four_nines": (QT_TRANSLATE_NOOP("DealReasons", "You asked for a redeal: four nines. No score changes."),
                   QT_TRANSLATE_NOOP("DealReasons", "{name} asked for a redeal: four nines. No score changes.")),
    "weak_hand": (QT_TRANSLATE_NOOP("DealReasons", "You asked for a redeal: a weak hand. No score changes."),
                  QT_TRANSLATE_NOOP("DealReasons", "{name} asked for a redeal: a weak hand. No score changes.")),
    "poor_musik": (QT_TRANSLATE_NOOP("DealReasons", "You asked for a redeal: a poor musik. No score changes."),
                   QT_TRANSLATE_NOOP("DealReasons", "{name} asked for a redeal: a poor musik. No score changes.")),
}


def redeal_text(players, reason, you: Optional[int] = None) -> Optional[str]:
    """"Bolek asked for a redeal: four nines. …" for (seat, grounds); None when the grounds are unknown."""
    if reason is None or reason[1] not in REDEAL_GROUNDS:
        return None
    seat, grounds = reason
    return Person.of(seat, players, you).say(CONTEXT, REDEAL_GROUNDS[grounds])
