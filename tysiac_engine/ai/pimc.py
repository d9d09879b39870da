"""The search player (hard, expert): determinized search over weighted worlds, in every mode.

Every decision deals the cards this seat cannot see in many ways consistent
with its view (:mod:`knowledge`), weighted by how likely each world is to
have produced the others' bids and plays (:mod:`inference`), solves each
world open-handed (:mod:`general`: the compiled core where it is built) and
takes the action with the best mean *utility*: what the result is worth in
the game as it stands, relative to the rivals (:mod:`utility`; the 800
lock, the barrel, 555 and the finish count).

* **Play**: every legal card in every world, exact values; the declaring
  side maximises its total (its utility is a step at the contract plus what
  the defenders do not score); in deals without a declarer a seat weighs
  its own points against the mean of its rivals' (a rival who leads the
  race counts more); in ``teams_2v2`` partners play for the team.  Stocks
  and face-down table cards are dealt in each world like the other hidden
  cards.
* **Expert's declarer** with few cards left (no partner, no stock): where
  another card makes the contract in more of the worlds with one strategy
  for all of them to his next card, that card (αμ, :mod:`search.alphamu`):
  the determinized search assumes he will see every card from the next one
  on, and may pick a card whose good worlds need different continuations.
* **Musik**: candidate sets of cards to give or lay aside (and who gets
  which), each solved over the same worlds; the one whose best contract is
  worth most is chosen.  A poor-musik redeal is taken when no plan is
  worth as much as redealing.
* **Contract**: every legal contract, the bomb and the concession, valued
  over the worlds: the open-hand total less what hidden cards cost at the
  table gives the chance of making each contract.
* **Auction**: for sampled talons and hands, the plan after taking the
  talon is solved; the value of declaring at the next bid (the best
  contract, bomb or concession for that talon) is set against the value of
  letting the high bidder play, solved in the same worlds (he takes the
  talon, plans and chooses his contract, bomb or concession; what the
  defenders take; the game state: a rival who would finish must be
  stopped).  Raise while declaring is worth more.  In ``teams_2v2`` the
  partner's unknown hand makes that too noisy and the fitted rule-based
  team estimate bids.

Where the compiled solver is not built, the pure-Python one
(:class:`~general.PySolver`, the same search) solves the worlds and every
decision searches as it does with the core, over fewer worlds
(``SearchParams.pure_python_share``); a solve that outlasts the decision's
time limit gives up (:class:`~general.OutOfTime`): a card is then chosen from
the worlds solved so far, any other decision (or a card with none) by the
rules.

Each phase is a module of :mod:`search` (``play``, ``musik``, ``contract``,
``auction``; what they share in ``base`` and ``plans``); the tunable numbers
are one :class:`~search.params.SearchParams` value given to the player.
"""
from __future__ import annotations

import random

from .. import actions as A
from ..actions import Action
from ..game import SeatView
from .general import OutOfTime
from .player_base import Budget
from .search.auction import AuctionSearch
from .search.contract import ContractSearch
from .search.musik import MusikSearch
from .search.play import PlaySearch


class SearchPlayer(AuctionSearch, MusikSearch, ContractSearch, PlaySearch):
    """The hard level (``expert=True``: the expert level), tuned by ``params``."""

    level = "hard"

    def decide(self, view: SeatView, rng: random.Random, budget: Budget) -> Action:
        legal = view.legal
        if A.REDEAL in legal and A.KEEP in legal:
            return A.REDEAL
        try:
            if view.phase == "auction":
                return self._bid(view, rng, budget)
            if view.phase == "musik":
                return self._musik(view, rng, budget)
            if view.phase == "contract":
                return self._contract(view, rng, budget)
            return self._play(view, rng, budget)
        except OutOfTime:
            # without the compiled core a bid, musik or contract whose solves outlast the time
            # limit is decided by the rules (medium's decision), so no decision waits far longer
            return self._fallback(view, rng)


__all__ = ["SearchPlayer"]
