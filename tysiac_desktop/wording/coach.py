"""The coach's review of a deal as a player reads it: each decision of one seat, what the
search would have done, and what the choice cost.

The engine's analysis (``tysiac_engine.ai.analysis.DealAnalysis``) judges every decision twice:
with every card known (the open-hand solver: a fact about the deal) and with the seat's own
knowledge (the search player's estimate).  Costs are score points of the seat against its
rivals; below half a point a choice counts as as good as the best.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional, Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject

from .events import cards_by
from .hints import move_words
from .words import num, upper_first

CONTEXT = "Coach"
NOTICEABLE = 0.5  # points: a smaller loss is a rounding of the search, not a mistake
MISTAKES_SHOWN = 3

PHASES = {
    "auction": QT_TRANSLATE_NOOP("Coach", "Auction"),
    "musik": QT_TRANSLATE_NOOP("Coach", "Musik"),
    "contract": QT_TRANSLATE_NOOP("Coach", "Contract"),
}
TRICK = QT_TRANSLATE_NOOP("Coach", "Trick {number}, you lead")
TRICK_AFTER = QT_TRANSLATE_NOOP("Coach", "Trick {number}, after {cards}")
NOT_JUDGED = QT_TRANSLATE_NOOP("Coach", "—")
BEST = "✓"  # the same as the choice: a mark, so that a narrow table keeps its words for the moves
SAME = QT_TRANSLATE_NOOP("Coach", "the same as your choice")
MISTAKE = QT_TRANSLATE_NOOP("Coach", "{situation}: {chosen} cost {cost}; {best} was better.")
MISTAKE_CONTRACT = QT_TRANSLATE_NOOP("Coach", "{situation}: {chosen} cost {cost}; {best} kept the contract.")
MISTAKE_BEATEN = QT_TRANSLATE_NOOP("Coach", "{situation}: {chosen} cost {cost}; {best} beat the contract.")
NO_MISTAKES = QT_TRANSLATE_NOOP("Coach", "Every decision was as good as the best one with every card known.")
TOTAL = QT_TRANSLATE_NOOP("Coach", "Your decisions cost {cost} in all against perfect play with every card "
                                   "known.")
NONE = QT_TRANSLATE_NOOP("Coach", "You had no choice to make in this deal.")


def _tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


class Coach(QObject):
    """Only for ``tr`` with a count: Qt's tools find plural forms in ``self.tr`` calls."""

    def points(self, count: int) -> str:
        return self.tr("%n points", "", count)


def points(value: float) -> str:
    """"24 points", with the plural each language needs (English's from tysiac_en.ts)."""
    count = round(value)
    return Coach().points(count).replace(str(count), num(count))


def same_as_chosen() -> str:
    """What the BEST mark means, for its tooltip and screen readers."""
    return _tr(SAME)


@dataclass(frozen=True)
class DecisionLine:
    """One decision in words: the columns of the coach's table."""

    situation: str
    chosen: str
    open_best: str  # the best with every card known (BEST when it was the chosen one)
    search_best: str  # the search's choice with the seat's knowledge
    cost: str  # what the choice cost against the best with every card known ("" when nothing)
    loss: float  # that cost in points (0 when not judged), for ordering and colour
    mistake: bool


def situation(review: Any, names: Sequence[str], you: Optional[int]) -> str:
    """Where the decision was: "Auction", "Trick 3, after Ala A♠, Bolek 9♠"."""
    if review.phase != "play":
        return _tr(PHASES.get(review.phase, review.phase))
    number = num((review.trick or 0) + 1)
    if not review.table:
        return _tr(TRICK).format(number=number)
    return _tr(TRICK_AFTER).format(number=number, cards=cards_by(review.table, names, you))


def _move(action: Any, review: Any, names: Sequence[str]) -> str:
    if action is None:
        return _tr(NOT_JUDGED)
    return move_words(action, names, following=bool(review.table))


def _loss(review: Any) -> float:
    return review.open_loss if review.open_loss is not None else 0.0


def decision_line(review: Any, names: Sequence[str], you: Optional[int]) -> DecisionLine:
    loss = _loss(review)
    mistake = loss >= NOTICEABLE
    open_best = BEST if review.open_best == review.chosen else _move(review.open_best, review, names)
    search_best = BEST if review.search_best == review.chosen else _move(review.search_best, review, names)
    return DecisionLine(
        situation=situation(review, names, you),
        chosen=_move(review.chosen, review, names),
        open_best=open_best,
        search_best=search_best,
        cost=points(loss) if mistake else "",
        loss=loss if mistake else 0.0,
        mistake=mistake,
    )


def mistakes(analysis: Any, names: Sequence[str], you: Optional[int]) -> list[str]:
    """The biggest mistakes first, as sentences ("Trick 3, you lead: play K♠ cost 24 points; play
    A♠ kept the contract.")."""
    worst = sorted((r for r in analysis.decisions if _loss(r) >= NOTICEABLE), key=_loss, reverse=True)
    out = []
    for review in worst[:MISTAKES_SHOWN]:
        template = MISTAKE
        if review.made_best is not None and review.made_chosen is not None and review.made_best != review.made_chosen:
            if review.declaring and review.made_best:
                template = MISTAKE_CONTRACT
            elif not review.declaring and not review.made_best:
                template = MISTAKE_BEATEN
        out.append(upper_first(_tr(template).format(
            situation=situation(review, names, you), chosen=_move(review.chosen, review, names),
            cost=points(_loss(review)), best=_move(review.open_best, review, names))))
    return out


def summary(analysis: Any) -> str:
    """One sentence on the whole deal."""
    if not analysis.decisions:
        return _tr(NONE)
    total = sum(_loss(r) for r in analysis.decisions if _loss(r) >= NOTICEABLE)
    if total < NOTICEABLE:
        return _tr(NO_MISTAKES)
    return _tr(TOTAL).format(cost=points(total))
