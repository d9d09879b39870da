"""What each decision of a seat cost in a finished deal: ``analyse_deal(record, deal, seat)``.

For every decision of the chosen seat (those with a choice), two judges:

* **all cards known** — the open-hand solver, from that moment, with every
  hidden card as it really was: each action's value is the seat's utility
  (its side's score change less the mean of its rivals', the game state
  counted, :mod:`utility`) when everybody plays perfectly afterwards;
* **the seat's own knowledge** — the search player's estimate from the
  seat's view only (sampled worlds, :mod:`pimc`).

Each says which action was best and how many points the chosen action lost
against it (``0`` when it was the best).  For cards also the card points the
seat's side takes with the chosen and with the best card and whether the
contract is kept with each (``"your 3rd card: K♠ cost 24 points; A♠ kept the
contract"``).  Numbers only: the desktop words them.

Bids and passes are judged by the search only for passing (what the high
bidder does with his cards is his choice, not a fact); declaring at a bid
is valued open-handed with the real talon and hands (the best plan of
:func:`~search.plans.pass_candidates` and the best contract).
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from itertools import permutations
from typing import Optional, Union

from .. import actions as A
from ..actions import Action
from ..cards import cards_of, mask_of
from ..record import load_game, read_actions, read_document
from .general import COMPILED, MELD
from .knowledge import talon_slot
from .pimc import SearchPlayer
from .player_base import Budget
from .search.plans import may_bomb, may_bomb_at, may_concede, pass_candidates, plan_problem
from .search.play import CardValue, on_declaring_side, own_shares, plays_for_own_share
from .search.solvers import solver_for
from .positions import DECLARER, Objective, problem_from_deal
from .utility import ScoreModel


@dataclass(frozen=True)
class DecisionReview:
    number: int  # index of the action in the deal's actions
    phase: str  # auction, musik, contract, play
    chosen: Action
    trick: Optional[int] = None  # play: the trick (0-based) and the seat's card number in the deal (1-based)
    card_number: Optional[int] = None
    table: tuple = ()  # play: the cards of the trick already on the table, as (seat, Card)
    open_best: Optional[Action] = None  # all cards known (None where it cannot be judged so)
    open_loss: Optional[float] = None  # score points the chosen action lost against it
    open_values: dict = field(default_factory=dict)  # Action -> score points, all cards known
    search_best: Optional[Action] = None  # by the seat's own knowledge
    search_loss: Optional[float] = None
    search_values: dict = field(default_factory=dict)
    # play, all cards known: the declaring side's total (cards + marriages) at the end of the
    # deal, and whether the contract is then kept, after the chosen card and after the best one
    # (without a declarer: the seat's own points less the mean of its rivals')
    points_chosen: Optional[float] = None
    points_best: Optional[float] = None
    made_chosen: Optional[bool] = None
    made_best: Optional[bool] = None
    declaring: bool = True  # the seat is on the declaring side (or there is no declarer)

    @property
    def points_lost(self) -> Optional[float]:
        """Card points the chosen card cost the seat's side against the best one, all cards known."""
        if self.points_chosen is None or self.points_best is None:
            return None
        lost = self.points_best - self.points_chosen
        return lost if self.declaring else -lost


@dataclass(frozen=True)
class DealAnalysis:
    deal: int
    seat: int
    decisions: tuple[DecisionReview, ...]

    @property
    def total_open_loss(self) -> float:
        return sum(d.open_loss or 0.0 for d in self.decisions)


def _game_at(record, deal: int):
    """The game of ``record`` at the start of deal ``deal`` (scores and counters as they were),
    and that deal's actions."""
    values, deals = read_document(record)
    entries = list(deals())
    if not 0 <= deal < len(entries):
        raise ValueError(f"deal {deal}: the record has {len(entries)} deals")
    doc = {k: v for k, v in values.items()}
    entry = dict(entries[deal])
    actions = read_actions(list(entry.get("actions", [])), f"deals.{deal}.actions")
    doc["deals"] = [*entries[:deal], {**entry, "actions": []}]
    return load_game(doc), actions


def analyse_deal(record: Union[str, bytes, dict], deal: int, seat: int, *, seed: int = 0,
                 level: str = "hard", search: bool = True) -> DealAnalysis:
    """Every decision of ``seat`` in deal ``deal`` (0-based) of a RECORD.md game record.

    ``search=False`` skips the seat's-knowledge judge (faster).  The open-hand
    judge of gives, discards and bids solves many deals from the first lead and
    needs the compiled core (without it those open fields are None); the cards
    and the contract are judged by either solver.
    """
    game, actions = _game_at(record, deal)
    if not 0 <= seat < game.n:
        raise ValueError(f"no seat {seat}")
    player = SearchPlayer(seed, expert=level == "expert")
    out = []
    cards_played = 0
    for number, action in enumerate(actions):
        live = game.current
        if live is None:
            break
        if game.to_move == seat:
            view = game.view(seat)
            if action.kind in ("play", "meld"):
                cards_played += 1
            if len(view.legal) > 1 and action.kind != "claim":
                out.append(_review(game, view, number, action, player, search, cards_played))
        game.apply(action)
    return DealAnalysis(deal, seat, tuple(out))


def _review(game, view, number: int, chosen: Action, player: SearchPlayer, search: bool,
            cards_played: int) -> DecisionReview:
    phase = view.phase
    deal = game.current
    opened: dict = {}
    extra: dict = {}
    if phase == "play":
        opened, extra = _open_play(view, deal)
    elif phase == "contract":
        opened = _open_contract(view, deal)
    elif phase == "musik":
        opened = _open_musik(view, deal)
    elif phase == "auction":
        opened = _open_auction(view, deal, player)
    searched: dict = {}
    if search:
        searched = _search_values(view, player)
    info = dict(number=number, phase=phase, chosen=chosen)
    if phase == "play":
        info.update(trick=len(view.tricks), card_number=cards_played, table=tuple(view.trick))
    for prefix, values in (("open", opened), ("search", searched)):
        if values and chosen in values:
            best = max(values, key=lambda a: (values[a], a == chosen))
            info[f"{prefix}_best"] = best
            info[f"{prefix}_loss"] = round(values[best] - values[chosen], 6)
            info[f"{prefix}_values"] = values
    if extra and chosen in extra.get("points", {}):
        best = info.get("open_best")
        info.update(points_chosen=extra["points"][chosen], made_chosen=extra["made"].get(chosen),
                    points_best=extra["points"].get(best), made_best=extra["made"].get(best),
                    declaring=view.declarer is None or on_declaring_side(view, view.seat))
    return DecisionReview(**info)


# ------------------------------------------------------------------ all cards known
def _open_play(view, deal) -> tuple[dict, dict]:
    me = view.seat
    objective = DECLARER if deal.declarer is not None else Objective("relative", me)
    problem = problem_from_deal(deal, objective)
    solver = solver_for(problem)
    base = problem.so_far()
    values = dict(solver.move_values(*problem.state.args()))
    d = deal.declarer
    # a defender beside another: his own share, as the search values it
    shares = plays_for_own_share(view)
    own = own_shares(problem, view)[0] if shares else None
    worth = CardValue(view, deal.contract, shares) if d is not None else None
    out, points, made = {}, {}, {}
    for a in view.legal:
        if a.kind not in ("play", "meld"):
            continue
        code = int(a.card) | (MELD if a.kind == "meld" else 0)
        if code not in values:
            continue
        v = base + values[code]
        if worth is not None:
            out[a] = worth(code, v, None if own is None else own[code])
            made[a] = v >= deal.contract
            points[a] = v
        else:
            out[a] = points[a] = v / problem.scale
            made[a] = None
    return out, {"points": points, "made": made}


def _open_totals_after_passes(view, deal, kept: int, plan) -> int:
    """The declaring side's open-hand total from the first lead, the declarer keeping ``kept``
    and passing ``plan`` ((card, seat or -1), ...) from his hand now, the others as dealt."""
    me = view.seat
    world = {s: deal.hands[s] | deal.tops[s] for s in deal.active}
    for i, m in enumerate(deal.musiks):
        if i not in deal.taken_list:
            world[talon_slot(i)] = m
    unchosen = 0
    for i, m in enumerate(deal.musiks):
        if i not in deal.taken_list:
            unchosen |= m
    given: dict[int, int] = {}
    laid = deal.discards
    for c, to in plan:
        if to < 0:
            laid |= 1 << c
        else:
            given[to] = given.get(to, 0) | 1 << c
    problem = _with_real_stock(plan_problem(view, world, me, kept, given, laid, unchosen), deal)
    solver = solver_for(problem)
    return problem.so_far() + solver.value(*problem.state.args())


def _best_contract_value(view, score: ScoreModel, total: int, kept: int, bid: int, bomb: bool, concede: bool,
                         declares: Optional[list[int]] = None) -> tuple[float, dict]:
    from ..cards import marriage_total
    from ..legality import bid_ceiling

    rules, shape = view.rules, view.shape
    melds = marriage_total(kept)
    if declares is None:
        cap = bid_ceiling(kept, rules.bid_cap, shape.max_bid, shape.bid_cap_applies)
        declares = list(range(bid, max(bid, min(cap, shape.max_bid)) + 1, rules.bid_step))
    options: dict = {}
    for c in declares:
        options[A.declare(c)] = score.declarer(view.seat, c, total, bid=bid, melds=min(melds, total))
    if bomb:
        options[A.BOMB] = score.declarer(view.seat, bid, 0, "bomb", bid=bid)
    if concede:
        options[A.CONCEDE] = score.declarer(view.seat, bid, 0, "concede", bid=bid)
    return max(options.values()), options


def _open_contract(view, deal) -> dict:
    hand = mask_of(view.hand)
    total = _open_totals_after_passes(view, deal, hand, ())
    declares = [a.value for a in view.legal if a.kind == "declare"]
    _, options = _best_contract_value(view, ScoreModel(view), total, hand, view.high_bid or declares[0],
                                      A.BOMB in view.legal, A.CONCEDE in view.legal, declares)
    return options


def _open_musik(view, deal) -> dict:
    """Each give or discard valued by its best completion (the other passes) and the best contract."""
    legal = view.legal
    passes = [a for a in legal if a.kind in ("give", "discard")]
    if not passes or not COMPILED:
        return {}
    hand = mask_of(view.hand)
    score = ScoreModel(view)
    bid = view.high_bid or view.rules.opening_bid
    bomb, concede = may_bomb(view), may_concede(view)
    kind = passes[0].kind
    left = view.shape.passes - (len(view.discards) if kind == "discard" else len(view.gives))
    waiting = sorted({a.value for a in legal if a.kind == "give"})
    cache: dict = {}

    def value_of(plan) -> float:
        key = tuple(sorted(plan))
        if key not in cache:
            kept = hand & ~mask_of(c for c, _ in plan)
            total = _open_totals_after_passes(view, deal, kept, plan)
            cache[key] = _best_contract_value(view, score, total, kept, bid, bomb, concede)[0]
        return cache[key]

    out = {}
    for a in passes:
        first = (int(a.card), a.value if a.kind == "give" else -1)
        rest_cards = [c for c in cards_of(hand) if c != first[0]]
        best = float("-inf")
        if left == 1:
            best = value_of((first,))
        elif kind == "discard":
            from itertools import combinations

            for more in combinations(rest_cards, left - 1):
                best = max(best, value_of((first, *((c, -1) for c in more))))
        else:
            others = [s for s in waiting if s != first[1]]
            from itertools import combinations

            for more in combinations(rest_cards, left - 1):
                for order in permutations(more):
                    best = max(best, value_of((first, *zip(order, others))))
        out[a] = best
    return out


def _open_auction(view, deal, player: SearchPlayer) -> dict:
    """Declaring at the lowest raise with the real talon and hands (best plan, best contract);
    passing as the search judges it (what the others would do is not a fact of the cards)."""
    bids = sorted(a.value for a in view.legal if a.kind == "bid")
    if A.PASS not in view.legal or not bids or not COMPILED:
        return {}
    shape = view.shape
    me = view.seat
    b = bids[0]
    takes = list(range(shape.takes))
    talon = 0
    for i in takes:
        talon |= deal.musiks[i]
    full = mask_of(view.hand) | talon
    world = {s: deal.hands[s] | deal.tops[s] for s in deal.active if s != me}
    unchosen = 0
    for i, m in enumerate(deal.musiks):
        if i not in takes:
            unchosen |= m
    score = ScoreModel(view)
    others = [s for s in view.active if s != me]
    targets = sorted(others, key=lambda s: view.partner == s) if shape.passing == "give" else []
    plans = pass_candidates(view, full, shape.passes if shape.passing else 0, targets, limit=8) \
        if shape.passing else [(full, ())]
    best = float("-inf")
    rng = random.Random(0)
    for kept, plan in plans:
        given: dict[int, int] = {}
        laid = 0
        for c, to in plan:
            if to < 0:
                laid |= 1 << c
            else:
                given[to] = given.get(to, 0) | 1 << c
        problem = _with_real_stock(plan_problem(view, world, me, kept, given, laid, unchosen, rng), deal)
        solver = solver_for(problem)
        total = problem.so_far() + solver.value(*problem.state.args())
        value, _ = _best_contract_value(view, score, total, kept, b, may_bomb_at(view, view.seat, b),
                                        may_concede(view))
        best = max(best, value)
    return {A.bid(b): best, A.PASS: player.pass_value(view)}


def _with_real_stock(problem, deal):
    """The plan's problem with the stock in its real order (a plan deals none itself)."""
    if deal.stock_left:
        from dataclasses import replace

        problem.model = replace(problem.model, stock=tuple(deal.stock[deal.stock_pos:]))
    return problem


# ------------------------------------------------------------------ the seat's own knowledge
def _search_values(view, player: SearchPlayer) -> dict:
    rng = player.rng_for(view)
    budget = Budget(None)
    phase = view.phase
    legal = view.legal
    if phase == "play":
        values = player.move_values(view, rng, budget)
        return {a: v[0] for a, v in values.items()}
    if phase == "auction":
        bids = sorted(a.value for a in legal if a.kind == "bid")
        if A.PASS not in legal or not bids:
            return {}
        b, declare, defend = player.bid_values(view, rng, budget)
        return {A.bid(b): declare, A.PASS: defend}
    if phase == "contract":
        from ..cards import mask_of as _m

        hand = _m(view.hand)
        declares = sorted(a.value for a in legal if a.kind == "declare")
        worlds = player._worlds(view, rng, player.effort.plan_worlds)
        totals = player._plan_totals(view, worlds, view.seat, hand, (), rng, budget, discards=_m(view.discards))
        if totals is None:
            return {}
        options = player.contract_options(view, view.seat, view.high_bid or declares[0], hand, totals,
                                          ScoreModel(view), bomb=A.BOMB in legal, concede=A.CONCEDE in legal,
                                          declares=declares)
        return {(A.BOMB if o == "bomb" else A.CONCEDE if o == "concede" else A.declare(o)): v
                for o, v in options.items()}
    if phase == "musik":
        passes = [a for a in legal if a.kind in ("give", "discard")]
        if not passes:
            return {}
        hand = mask_of(view.hand)
        score = ScoreModel(view)
        bid = view.high_bid or view.rules.opening_bid
        worlds = player._worlds(view, rng, player.effort.plan_worlds)
        kind = passes[0].kind
        left = view.shape.passes - (len(view.discards) if kind == "discard" else len(view.gives))
        targets = sorted({a.value for a in legal if a.kind == "give"}) if kind == "give" else []
        out: dict = {}
        for kept, plan in pass_candidates(view, hand, left, targets, limit=8):
            totals = player._plan_totals(view, worlds, view.seat, kept, plan, rng, budget,
                                         discards=mask_of(view.discards))
            if totals is None:
                return {}
            options = player.contract_options(view, view.seat, bid, kept, totals, score,
                                              bomb=may_bomb(view), concede=may_concede(view))
            value = max(options.values())
            for c, to in plan:
                a = A.DISCARDS[c] if to < 0 else A.give(to, c)
                if a in legal:
                    out[a] = max(out.get(a, float("-inf")), value)
        # actions outside every candidate plan: valued as their plan with the cheapest completion
        return out
    return {}


__all__ = ["DealAnalysis", "DecisionReview", "analyse_deal"]
