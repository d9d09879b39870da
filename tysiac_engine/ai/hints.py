"""Hints for a seat's view and the open-hand review of a finished deal
(the cost of each decision: :func:`~tysiac_engine.ai.analysis.analyse_deal`).

Both return numbers, not sentences: the desktop words them in the player's
language ("play A♠: contract made in 87% of sampled worlds").
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from .. import actions as A
from ..actions import Action
from ..deal import Deal
from ..game import SeatView
from .pimc import SearchPlayer
from .players import Budget
from .general import OutOfTime, make_solver
from .positions import DECLARER, problem_from_deal


@dataclass(frozen=True)
class Hint:
    action: Action
    made_chance: Optional[float] = None  # share of sampled worlds where the contract is made
    mean_total: Optional[float] = None  # the declarer's mean total in those worlds
    worlds: int = 0
    # in the auction: the lowest raise, and what taking the game there and passing are each worth
    # to the seat (mean score over the worlds the cards may be in)
    bid: Optional[int] = None
    bid_value: Optional[float] = None
    pass_value: Optional[float] = None


def hint(view: SeatView, seed: int = 0, seconds: Optional[float] = 2.0) -> Hint:
    """The search player's advice for ``view`` (the seat to move), with its estimate in the play
    (how likely the contract is made) and in the auction (what bidding and passing are worth),
    where the advice is the one those estimates give."""
    player = SearchPlayer(seed, seconds)
    if view.phase == "auction" and A.PASS in view.legal and any(a.kind == "bid" for a in view.legal):
        try:
            bid, declare, defend = player.bid_values(view, player.rng_for(view), Budget(seconds))
        except OutOfTime:  # without the compiled core: the advice alone, decided by the rules
            return Hint(player.choose(view))
        action = player.choose(view)
        agrees = (action == Action("bid", bid)) == (declare > defend)
        if bid is not None and action.kind in ("bid", "pass") and agrees and declare != float("-inf"):
            return Hint(action, bid=bid, bid_value=declare, pass_value=defend)
        return Hint(action)
    if view.phase == "play" and len(view.legal) > 1:
        rng = player.rng_for(view)
        scores = player.move_scores(view, rng, Budget(seconds))
        if scores:
            action = player.choose(view)
            if action in scores:
                chance, total = scores[action]
                return Hint(action, chance, total, player.play_worlds)
    return Hint(player.choose(view))


@dataclass(frozen=True)
class Review:
    """What the declarer could have made with every card known, from the first lead."""

    declarer: int
    contract: int
    best_total: int  # the declarer's total under perfect play by everybody
    makeable: bool


def review_deal(deal: Deal) -> Optional[Review]:
    """Open-hand analysis of a played deal from its first lead.

    None when it was not played out or has no declarer.  Every shape with a
    declarer is reviewed (teams: the declaring team's total; stock and table
    piles as they really lay), by the compiled solver where it is built, else
    by the pure-Python one (slower).  For per-decision costs see
    :func:`~.analysis.analyse_deal`.
    """
    if deal.declarer is None or deal.contract is None or deal.bombed or deal.conceded or deal.redeal:
        return None
    replay = deal.fresh()
    for _, action in deal.history:
        if replay.phase == "play":
            break
        replay.apply(action)
    if replay.phase != "play":
        return None
    problem = problem_from_deal(replay, DECLARER)
    best = problem.so_far() + make_solver(problem.model).value(*problem.state.args())
    return Review(deal.declarer, deal.contract, best, best >= deal.contract)
