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

Where the compiled solver is not built, the pure-Python one plays the
shapes and sizes it can solve quickly (the tuned :mod:`solver` for a
declarer against one or two defenders, :class:`~general.PySolver` for the
last tricks of the other shapes) and the rule-based decision
(:mod:`rulebased`) the rest.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import combinations, permutations
from typing import Callable, Optional

from .. import actions as A
from ..actions import Action
from ..cards import CARD_POINTS, MARRIAGE_VALUES, cards_of, mask_of, marriage_total
from ..game import SeatView
from ..legality import bid_ceiling
from .evaluate import keep_value, talon_plan
from .general import COMPILED, MELD, Model, PySolver, State, make_solver
from .inference import sigmoid, weighted_worlds
from .knowledge import ASIDE_SLOT, STOCK_SLOT, Knowledge, read_view, talon_slot
from .players import Budget, Player
from .positions import DECLARER, Objective, Problem, own_problem, problem_from_view
from .rulebased import claim_is_sure, rule_based_action
from .solver import Solver as TunedSolver
from .solver import aside_points, make_position
from .utility import ScoreModel

# open-hand play knows every card, the declarer's and the defenders' alike: the chance of making a
# contract c with an open-hand total T is sigmoid((T - HIDDEN_CARDS_COST - c) / MADE_SCALE)
# (hard's real total less the mean open-hand total at the contract: 3 players -2 (sd 27),
# musik_2x2 -4, musik_2x3 -6, twelve_cards 0, ru_prikup_4 0; teams_2v2 -27 (sd 57): partners who
# each see only their own cards fall far short of two open hands playing together).  No cost at
# all (every shape without a stock or teams) chose the contract best with three players: rolling
# out every contract of 577 polish and 540 russian decisions, cost 0 gained +2.4 ± 0.9 and
# +2.4 ± 1.2 points a decision against cost 3 (with hard defenders too; the defenders do not see
# the cards either); the other shapes were not rolled out, their arenas (hard - medium, 100 deals)
# stayed where they were: musik_2x2 +48.3, musik_2x3 +50.6, twelve_cards +35.9, dealer_sits_out
# +19.3, ru_prikup_4 +75.7 (each ± 7 to 18)
HIDDEN_CARDS_COST = 0
# with a stock the open-hand worlds also know the order of the draws: hard's real total fell
# 6.5 short of the open-hand total of the true deal in seven_open_musik (79 deals, sd 46) where
# it is 6.8 above it with 3 players (44 deals, sd 19): about 13 more (arena, 100 duplicate deals
# on one seed: hard - medium +4.2 ± 20.7 with 3, +27.2 ± 20.0 with 15)
STOCK_HIDDEN_COST = 15
MADE_SCALE = 6.0
BID_SCALE = 11.0  # the same in the auction, where one world per talon stands for all hands
TEAM_HIDDEN_COST = 30
TEAM_SCALE = 2.2  # teams: the scales above times this
BOMB_KEEP = 25  # what a bomb kept for later is worth while bombs are limited
# the high bidder's chance of making his bid, when we pass (only where his plan cannot be solved):
# a raised bid, the forced opening
RIVAL_MAKES_RAISED = 0.72
RIVAL_MAKES_FORCED = 0.5
RAISE_BONUS = 0.0  # raise when declaring is worth at least this much less than passing (measured: 0)
# Not taken (rolled-out polish auction decisions, raising or passing replayed to the end):
# - no raises from 130 up: +1.7 ± 1.4 a decision against medium (1,508 decisions) but -0.5 ± 1.8
#   against hard (1,167): medium fails its high contracts, a strong rival makes them (tuning to one
#   opponent);
# - our own marriages in the value of passing (a defender declares 28% of what he holds): +0.8 ±
#   1.2 a decision against medium, arena hard - medium -0.9 ± 0.9 (300 paired deals).
TEAM_PARTNER_MARGIN = 0.0  # teams: what taking the bid off the partner must be worth more
MIN_WORLDS = 4
# a defender's utility counts the points he takes himself, not half of the defence's: the other
# defender is a rival too (his share is solved as his points against everyone else)
OWN_SHARE = True
# a defender's marriage is declared now rather than after cashing a winner (added to a defender's
# meld in the search's values, so also in the analysis' estimate): in every sampled world the
# solver knows whether the winner stands and melds later safely, which the real hand does not
# (paired duplicate deals, hard - medium, against 0: polish +0.1 +- 0.5, russian +0.1 +- 0.2 (300),
# 2 players +0.6 +- 1.0 (500))
MELD_NOW = 10.0
OVERSAMPLE = 3  # worlds sampled per world searched, to weigh by what the others did (inference)
PLANS_KEPT = 3  # give/discard plans still weighed after the first worlds
# values are solved exactly only in a window (far outside it they change little and cost much):
# around the contract in play, around an even deal without a declarer, from below the bid to
# above it for the contract
PLAY_WINDOW = 80
PLAY_WINDOW_UP = 80
RELATIVE_WINDOW = 50
PLAN_BELOW, PLAN_ABOVE = 60, 120
# ... and only to within so many points (the tests closest to the true value cost most); whether
# the contract is made is always exact
PLAY_TOLERANCE = 4
RELATIVE_TOLERANCE = 2
OWN_TOLERANCE = 2  # a defender's own share (see OWN_SHARE)
PLAN_TOLERANCE = 6
TOLERANCE_SLOPE8 = 2  # the tolerance grows by a point for every 4 points from the contract
# the contract is chosen once a deal, so its totals are solved exactly where a solve is not dear
# (see SearchPlayer.dear; exact there, the contract's p95 was 477 ms; rolling out every
# contract of 577 polish and 540 russian decisions: +1.1 ± 0.5 and +0.7 ± 0.4 points a decision
# against the tolerances above)
CONTRACT_TOLERANCE = (0, 0)
# without the compiled core: the pure-Python search plays positions with at most this many cards
# in the hands of the players (the tuned solver: 3 x 8 ~10 ms, 2 x 10 ~15 ms; general: small endgames)
TUNED_MAX_CARDS = {2: 20, 3: 24}
PY_MAX_CARDS = 12


def hidden_cost(shape) -> float:
    if shape.teams is not None:
        return TEAM_HIDDEN_COST
    return STOCK_HIDDEN_COST if shape.stock else HIDDEN_CARDS_COST


def plays_for_own_share(view: SeatView) -> bool:
    """A defender beside another defender plays for his own share too (they are rivals as well):
    his card play is valued with his own points solved against everyone else (OWN_SHARE)."""
    return (OWN_SHARE and COMPILED and view.declarer is not None and view.seat != view.declarer
            and view.shape.teams is None and len(view.active) >= 3)


def own_shares(problem: Problem, view: SeatView, tolerance: Optional[int] = None) -> tuple[dict[int, int], int]:
    """For a defender who plays for his own share: his points at the end of the deal after each
    move (card points and the marriages he declares from now on), solved in ``problem``'s world
    against everyone else, exactly or (``tolerance``) to within so many points where the value is
    not at the ends of its range; and the nodes searched."""
    me = view.seat
    mine = own_problem(problem, view.shape, me)
    solver = solver_for(mine)
    base = mine.so_far() - sum(MARRIAGE_VALUES[x] for x in view.melds[me])
    if tolerance is None:
        window: tuple = ()
    else:  # what is still to take: the card points and the marriages in his hand
        window = (-1, 121 + marriage_total(mask_of(view.hand)), tolerance, None)
    return {code: base + v for code, v in solver.move_values(*mine.state.args(), *window)}, solver.nodes


class CardValue:
    """What each card is worth to the seat to play in ``view`` (a deal with a declarer), given the
    declaring side's total at the end after it and, for a defender who plays for his own share,
    his own points (:func:`own_shares`): one place for the search and the deal analysis.

    A defender's marriage is his: its points count for him (or his side) at once, not only for
    what the change of trumps does to the contract (the declaring side's total leaves them out)."""

    def __init__(self, view: SeatView, contract: int, shares: bool) -> None:
        self.score = ScoreModel(view)
        self.declarer = view.declarer
        self.contract = contract
        self.me = view.seat
        self.defender = not on_declaring_side(view, view.seat)
        self.side_melds = self.def_melds = 0
        for s in view.active:
            v = sum(MARRIAGE_VALUES[x] for x in view.melds[s])
            if on_declaring_side(view, s):
                self.side_melds += v
            else:
                self.def_melds += v
        self.my_melds = sum(MARRIAGE_VALUES[x] for x in view.melds[self.me]) if shares else 0

    def meld_points(self, code: int) -> int:
        """The points of the defender's own marriage declared with the move ``code``."""
        return MARRIAGE_VALUES[(code & 31) >> 3] if self.defender and code & MELD else 0

    def __call__(self, code: int, total: int, own: Optional[int] = None) -> float:
        mine = self.meld_points(code)
        if own is not None:
            # the marriage stays a marriage: only card points are bounded by what the declarer leaves
            return self.score.declarer(self.declarer, self.contract, total, melds=self.side_melds,
                                       defender_melds=self.def_melds - self.my_melds,
                                       own=(self.me, own - mine, self.my_melds + mine))
        return self.score.declarer(self.declarer, self.contract, total, melds=self.side_melds,
                                   defender_melds=self.def_melds + mine)


def on_declaring_side(view: SeatView, seat: int) -> bool:
    """``seat`` is the declarer or his partner (one scoring side)."""
    d = view.declarer
    return d is not None and view.shape.unit_of(seat) == view.shape.unit_of(d)


def scale_of(shape, scale: float) -> float:
    return scale * TEAM_SCALE if shape.teams is not None else scale


@dataclass(frozen=True)
class Effort:
    play_worlds: int  # worlds per card played
    plan_worlds: int  # worlds per give/discard plan and per contract
    bid_worlds: int  # talons (with hands) per bid
    nodes: int  # stop sampling more worlds once the solver has searched this many trick starts
    plans: int = 6  # sets of cards to give or lay aside weighed in the musik
    auction_plans: int = 3  # plans tried for each talon in the auction (the best is kept)
    oversample: int = OVERSAMPLE  # worlds sampled per world searched (see OVERSAMPLE)


# What seeing the cards is worth (arena --oracle, hard against medium, 300 duplicate deals, seed
# 7000; hard as it is: polish +21.9 ± 4.5, russian +23.3 ± 4.5): hard that sees every hidden card
# from the musik on, bidding as it does, +33.2 ± 4.7 and +33.7 ± 4.8; seeing the talon and the
# hands in the auction too, +43.2 ± 4.5 and +41.7 ± 4.7.  So +30 would take 72% (polish) and 64%
# (russian) of what perfect information after the auction is worth, far beyond what more worlds and
# sharper inference have recovered (expert - hard: polish +1.3 ± 1.7 over 600 deals).
HARD = Effort(play_worlds=24, plan_worlds=8, bid_worlds=12, nodes=400_000)
# expert: where more worlds bought points.  Rolling out every first give of 466 polish musik
# decisions, hard with 32 worlds and 10 plans gained +7.1 ± 4.2 points a decision (16 worlds and
# 8 plans +4.5 ± 4.1); more worlds for the contract (+0.9 ± 2.1), the auction (+0.1 ± 2.0) and
# the cards (-0.3 ± 1.2) bought nothing measurable.  (Expert's musik: up to about 1 s.)  Over
# whole deals hard with expert's musik (32 worlds, 10 plans) gains little: hard - medium, 300
# paired duplicate deals, polish +0.4 ± 1.8, russian +0.6 ± 1.8.
# Twice the oversampling (sharper weighting of the worlds by what the others did), polish, 300
# paired duplicate deals: expert - hard +1.3 ± 2.4 against expert without it (hard with it:
# +2.2 ± 2.8 over hard; russian +0.3 ± 3.0): too uncertain to change hard, taken by expert.
# Expert bids with hard's effort and worlds (SearchPlayer.bidding): the same auction, so the arena
# compares only what expert does better afterwards (polish, 300 deals: expert - hard +1.0 ± 2.3,
# where its own auction gave +1.0 ± 3.0).
# Expert playing its cards as hard does (its extra effort only in the musik and the contract),
# paired against expert as it is, 300 deals: polish +0.9 ± 1.7, russian -1.5 ± 1.9; that player
# with 64 worlds and 16 plans for the musik and contract, paired against it: polish -0.4 ± 2.2.
# Neither taken.
EXPERT = Effort(play_worlds=48, plan_worlds=32, bid_worlds=24, nodes=1_200_000, plans=10, auction_plans=4,
                oversample=6)


def _experiment() -> None:  # pragma: no cover - measurements only
    """TYSIAC_AI_PARAMS='{"HIDDEN_CARDS_COST": 5, "HARD": {"play_worlds": 30}}' sets these constants
    (for arena measurements of one change at a time)."""
    import json
    import os

    for key, value in json.loads(os.environ.get("TYSIAC_AI_PARAMS", "{}")).items():
        if key in ("HARD", "EXPERT"):
            value = Effort(**{**globals()[key].__dict__, **value})
        globals()[key] = value


# --------------------------------------------------------------------------- solvers
def cards_left(problem: Problem) -> int:
    return sum(bin(h).count("1") for h in problem.state.hands) + len(problem.model.stock) + bin(
        problem.model.tops).count("1")


class _Tuned:
    """The tuned pure-Python solver (:mod:`solver`) behind the general solver's API."""

    def __init__(self, problem: Problem) -> None:
        m, st = problem.model, problem.state
        n = m.n
        leader = (st.to_move - len(st.trick)) % n
        d = next(i for i in range(n) if m.side >> i & 1)
        self.pos = make_position(st.hands, d, st.to_move, trick=tuple(((leader + i) % n, c) for i, c in
                                                                       enumerate(st.trick)),
                                 trump=st.trump, taken=st.taken, points=0, aside=m.aside,
                                 must_beat=m.must_beat, must_trump=m.must_trump,
                                 meld_card="queen_only" if m.queen_only else "queen_or_king",
                                 meld_requires_trick=m.meld_requires_trick, slam=m.slam)
        self.solver = TunedSolver(self.pos)

    @property
    def nodes(self) -> int:
        return self.solver.nodes

    def value(self, *args) -> int:
        return self.solver.value(self.pos)

    def move_values(self, *args) -> list[tuple[int, int]]:
        return [(int(a.card) | (MELD if a.kind == "meld" else 0), v)
                for a, v in self.solver.move_values(self.pos).items()]


def solver_for(problem: Problem):
    """A solver for this world: the compiled one, else a pure-Python one that is quick enough
    for it, else None (the caller decides by rule)."""
    if COMPILED:
        return make_solver(problem.model, True)
    m = problem.model
    left = cards_left(problem)
    if (m.weights.count(0) and set(m.weights) <= {0, 1} and not m.stock and not m.tops and not m.on_someone
            and not m.no_meld_first and m.n in TUNED_MAX_CARDS and left <= TUNED_MAX_CARDS[m.n]):
        return _Tuned(problem)
    if left <= PY_MAX_CARDS:
        return PySolver(m)
    return None


# --------------------------------------------------------------------------- plans (hypothetical deals)
def plan_problem(view: SeatView, world: dict[int, int], declarer: int, kept: int,
                 given: Optional[dict[int, int]] = None, discards: int = 0, unchosen: int = 0,
                 rng: Optional[random.Random] = None) -> Problem:
    """The declarer's first lead, he keeping ``kept``, the others holding the world's cards plus
    ``given`` (seat -> mask), ``discards`` laid aside and ``unchosen`` talons not taken."""
    shape = view.rules.shape
    rules = view.rules
    active = tuple(view.active)
    index = {s: i for i, s in enumerate(active)}
    given = given or {}
    side = [shape.unit_of(s) == shape.unit_of(declarer) for s in active]
    weights = tuple(int(x) for x in side)
    hands = tuple(kept if s == declarer else world[s] | given.get(s, 0) for s in active)
    stock = list(cards_of(world.get(STOCK_SLOT, 0)))
    (rng or random.Random(0)).shuffle(stock)
    sure, aside, slam = aside_points(shape, discards, unchosen)
    aside += shape.last_trick_bonus
    model = Model(len(active), weights, sum(1 << i for i, x in enumerate(side) if x), rules.must_beat,
                  rules.must_trump, rules.meld_card == "queen_only", rules.meld_requires_trick,
                  shape.meld_on_someone, shape.no_meld_first_trick, aside,
                  index[declarer] if slam else -1, slam, tuple(stock))
    state = State(hands, index[declarer])
    return Problem(model, state, active, (0,) * len(active), sure, DECLARER)


def pass_candidates(view: SeatView, hand: int, passes_left: int, targets: list[int],
                    limit: int = 6) -> list[tuple[int, tuple[tuple[int, int], ...]]]:
    """Candidate plans: (kept cards, ((card, seat or -1 for a discard), ...)).

    Sets of cards to pass come from the cheapest cards to keep (:func:`keep_value`);
    for gives, each set is tried with the cards assigned to the seats in every order
    (teams: the partner's card varied only).
    """
    cards = cards_of(hand)
    ranked = sorted(cards, key=lambda c: (keep_value(hand, c), c))[:max(passes_left + 3, 6)]
    sets = sorted(combinations(ranked, passes_left),
                  key=lambda drop: (sum(keep_value(hand, c) for c in drop), drop))[:limit]
    out = []
    for drop in sets:
        kept = hand & ~mask_of(drop)
        if not targets:
            out.append((kept, tuple((c, -1) for c in drop)))
            continue
        seen = set()
        for order in permutations(drop):
            plan = tuple(zip(order, targets))
            key = tuple(sorted(plan))
            if key in seen:
                continue
            seen.add(key)
            out.append((kept, plan))
            if len(seen) >= 2:
                break
    return out


# --------------------------------------------------------------------------- the player
class SearchPlayer(Player):
    level = "hard"
    # measurement only (arena --oracle): the real deal as the one world of a decision, or None
    oracle: Optional[Callable[[SeatView], Optional[list[tuple[dict[int, int], int]]]]] = None

    def __init__(self, seed: int = 0, seconds: Optional[float] = None, expert: bool = False,
                 worlds: Optional[int] = None) -> None:
        super().__init__(seed, seconds)
        self.expert = expert
        if expert:
            self.level = "expert"
        effort = EXPERT if expert else HARD
        if worlds is not None:
            effort = Effort(worlds, max(2, worlds * 2 // 3), max(2, worlds * 2 // 3), effort.nodes, effort.plans,
                            effort.auction_plans)
        self.effort = effort
        # expert bids exactly as hard does, from the same worlds: more worlds and plans in the
        # auction bought nothing (see EXPERT) and only added noise to its results
        self.bidding = HARD if expert and worlds is None else effort
        self.play_worlds = effort.play_worlds

    def effort_for(self, view: SeatView) -> Effort:
        return self.bidding if view.phase == "auction" else self.effort

    def stream(self, view: SeatView) -> str:
        return "hard" if view.phase == "auction" and self.bidding is HARD else self.level

    def _fallback(self, view: SeatView, rng: random.Random) -> Action:
        """The rule-based decision (medium's), where no search is possible."""
        return rule_based_action(view, rng, confidence=0.6, noise=0.0, counting=True, margin=10)

    # ------------------------------------------------------------------ dispatch
    def decide(self, view: SeatView, rng: random.Random, budget: Budget) -> Action:
        legal = view.legal
        if A.REDEAL in legal and A.KEEP in legal:
            return A.REDEAL
        if view.phase == "auction":
            return self._bid(view, rng, budget)
        if view.phase == "musik":
            return self._musik(view, rng, budget)
        if view.phase == "contract":
            return self._contract(view, rng, budget)
        return self._play(view, rng, budget)

    @staticmethod
    def dear(view: SeatView) -> bool:
        """A solve from the first lead is dear here (a stock to draw, ten cards or more a hand
        with three players)."""
        shape = view.shape
        _, keep = talon_plan(shape)
        return bool(shape.stock) or (shape.playing >= 3 and keep >= 10)

    def plan_count(self, view: SeatView, count: int) -> int:
        """Worlds for plans: fewer where a solve from the first lead is dear."""
        return max(MIN_WORLDS, count // 2) if self.dear(view) else count

    def _worlds(self, view: SeatView, rng: random.Random, count: int,
                know: Optional[Knowledge] = None) -> list[tuple[dict[int, int], int]]:
        if self.oracle is not None:
            told = self.oracle(view)
            if told is not None:
                return told
        return weighted_worlds(view, rng, count, know, oversample=self.effort_for(view).oversample)

    # ------------------------------------------------------------------ play
    def objective(self, view: SeatView) -> Objective:
        if view.declarer is not None:
            return DECLARER
        shape = view.shape
        me = shape.unit_of(view.seat)
        scores = view.scores
        target = view.rules.target
        threat = []
        mine = scores[view.seat]
        for s in range(shape.players):
            # a rival close to the target and ahead of us is kept down harder
            near = shape.unit_of(s) != me and scores[s] >= target - 150 and scores[s] >= mine
            threat.append(1 if near else 0)
        return Objective("relative", view.seat, tuple(threat))

    def move_values(self, view: SeatView, rng: random.Random, budget: Budget,
                    worlds: Optional[int] = None) -> dict[Action, tuple[float, Optional[float], Optional[float]]]:
        """For each legal card: (mean utility, share of worlds where the contract is made,
        the declaring side's mean total); the last two None without a declarer.
        Empty where no search is possible."""
        if view.phase != "play":
            return {}
        objective = self.objective(view)
        d = view.declarer
        contract = view.contract if view.contract is not None else 0
        shares = plays_for_own_share(view)
        worth = CardValue(view, contract, shares) if d is not None else None
        legal = {(int(a.card) | (MELD if a.kind == "meld" else 0)): a for a in view.legal
                 if a.kind in ("play", "meld")}
        sums = {a: 0.0 for a in legal.values()}
        made = {a: 0.0 for a in legal.values()}
        totals = {a: 0.0 for a in legal.values()}
        weight = 0
        nodes = 0
        count = worlds or self.effort.play_worlds
        for world, times in self._worlds(view, rng, count):
            problem = problem_from_view(view, world, objective, rng)
            solver = solver_for(problem)
            if solver is None:
                return {}
            base = problem.so_far()
            if d is not None:  # exact near the contract, where the utility changes most
                pivot = contract - base
                lo, hi = pivot - PLAY_WINDOW, pivot + PLAY_WINDOW_UP
                values = dict(solver.move_values(*problem.state.args(), lo, hi, PLAY_TOLERANCE, pivot,
                                                 TOLERANCE_SLOPE8))
            else:
                width = RELATIVE_WINDOW
                tol = RELATIVE_TOLERANCE * problem.scale
                if view.stock_size >= 6:
                    # the first tricks with a stock: dear, and the order drawn is a guess anyway
                    tol *= 3
                    width = RELATIVE_WINDOW * 3 // 5
                lo, hi = -base - width * problem.scale, -base + width * problem.scale
                values = dict(solver.move_values(*problem.state.args(), lo, hi, tol, None))
            nodes += solver.nodes
            own = None
            if shares:
                own, own_nodes = own_shares(problem, view, OWN_TOLERANCE)
                nodes += own_nodes
            for code, a in legal.items():
                v = base + values[code]
                if worth is not None:
                    u = worth(code, v, None if own is None else own[code])
                    made[a] += times * (v >= contract)
                    totals[a] += times * v
                else:
                    u = v / problem.scale
                sums[a] += times * u
            weight += times
            if weight >= MIN_WORLDS and (nodes >= self.effort.nodes or budget.expired()):
                break
            if weight >= 2 and nodes >= 2 * self.effort.nodes:
                break  # a very large position (the first tricks with a stock): two worlds will do
            budget.check()
        if not weight:
            return {}
        if d is None:
            return {a: (sums[a] / weight, None, None) for a in sums}
        if worth.defender:
            for a in sums:
                sums[a] += weight * MELD_NOW * (a.kind == "meld")
        return {a: (sums[a] / weight, made[a] / weight, totals[a] / weight) for a in sums}

    def move_scores(self, view: SeatView, rng: random.Random, budget: Budget,
                    worlds: Optional[int] = None) -> dict[Action, tuple[float, float]]:
        """For each legal card: (share of worlds where the contract is made, the declaring side's
        mean total) -- the figures a hint shows; empty without a declarer or a search."""
        values = self.move_values(view, rng, budget, worlds)
        if not values or view.declarer is None:
            return {}
        return {a: (chance, total) for a, (_, chance, total) in values.items()}

    def _play(self, view: SeatView, rng: random.Random, budget: Budget) -> Action:
        if claim_is_sure(view):
            return A.CLAIM
        values = self.move_values(view, rng, budget)
        if not values:
            return self._fallback(view, rng)

        def key(a: Action) -> tuple:
            utility = values[a][0]
            # prefer melds and then cheaper cards when everything else is equal
            return (round(utility, 6), a.kind == "meld", -CARD_POINTS[a.card] if a.card is not None else 0)

        return max(values, key=key)

    # ------------------------------------------------------------------ valuing a declarer's plan
    def contract_options(self, view: SeatView, declarer: int, bid: int, kept: int,
                         totals: list[tuple[int, int]], score: ScoreModel, scale: Optional[float] = None,
                         bomb: Optional[bool] = None, concede: Optional[bool] = None,
                         declares: Optional[list[int]] = None) -> dict[object, float]:
        """The mean utility of each contract (and "bomb", "concede") for a declarer whose
        open-hand totals over the worlds are ``totals`` ((total, weight) pairs)."""
        rules = view.rules
        shape = view.shape
        scale = scale_of(shape, MADE_SCALE if scale is None else scale)
        cost = hidden_cost(shape)
        melds = marriage_total(kept)
        if declares is None:
            cap = bid_ceiling(kept, rules.bid_cap, shape.max_bid, shape.bid_cap_applies)
            top = max(bid, min(cap, shape.max_bid))
            declares = list(range(bid, top + 1, rules.bid_step))
        weight = sum(w for _, w in totals) or 1
        out: dict[object, float] = {}
        best_t = max((t for t, _ in totals), default=0)
        for c in declares:
            if c > best_t + 10 and c != declares[0]:
                break  # nobody makes more than the best world allows
            value = 0.0
            for t, w in totals:
                est = t - cost
                p = sigmoid((est - c + 0.5) / scale)
                u_made = score.declarer(declarer, c, max(c, est), bid=bid, melds=melds)
                u_fail = score.declarer(declarer, c, min(c - 1, max(0, est)), bid=bid, melds=melds)
                value += w * (p * u_made + (1 - p) * u_fail)
            out[c] = value / weight
        if bomb:
            keep = BOMB_KEEP if rules.bombs_limit is not None and max(view.scores) < rules.target - 200 else 0
            out["bomb"] = score.declarer(declarer, bid, 0, "bomb", bid=bid) - keep
        if concede:
            out["concede"] = score.declarer(declarer, bid, 0, "concede", bid=bid)
        return out

    def _plan_totals(self, view: SeatView, worlds: list[tuple[dict[int, int], int]], declarer: int, kept: int,
                     plan: tuple[tuple[int, int], ...], rng: random.Random, budget: Budget,
                     unchosen_of: Optional[Callable[[dict[int, int]], int]] = None,
                     discards: int = 0, bid: Optional[int] = None,
                     tolerance: Optional[tuple[int, int]] = None) -> Optional[list[tuple[int, int]]]:
        """Open-hand totals of the declaring side from its first lead, over the worlds."""
        out = []
        tol, slope8 = (PLAN_TOLERANCE, TOLERANCE_SLOPE8) if tolerance is None else tolerance
        if bid is None:
            bid = view.high_bid or view.rules.opening_bid
        for world, times in worlds:
            given: dict[int, int] = {}
            laid = discards | world.get(ASIDE_SLOT, 0)
            for c, to in plan:
                if to < 0:
                    laid |= 1 << c
                else:
                    given[to] = given.get(to, 0) | 1 << c
            unchosen = unchosen_of(world) if unchosen_of else _unchosen(view, world)
            problem = plan_problem(view, world, declarer, kept, given, laid, unchosen, rng)
            solver = solver_for(problem)
            if solver is None:
                return None
            base = problem.so_far()
            lo, hi = bid - PLAN_BELOW - base, bid + PLAN_ABOVE - base
            out.append((base + solver.value(*problem.state.args(), bid - base, lo, hi, tol, slope8),
                        times))
            budget.check()
        return out

    # ------------------------------------------------------------------ musik
    def _musik(self, view: SeatView, rng: random.Random, budget: Budget) -> Action:
        legal = view.legal
        takes = [a for a in legal if a.kind == "take"]
        if takes:
            return takes[0]  # the talons are unseen (or the only one): any will do
        hand = mask_of(view.hand)
        kind = "discard" if any(a.kind == "discard" for a in legal) else "give"
        if not any(a.kind in ("give", "discard") for a in legal):
            return legal[0]
        done = len(view.discards) if kind == "discard" else len(view.gives)
        left = view.shape.passes - done
        targets = sorted({a.value for a in legal if a.kind == "give"}) if kind == "give" else []
        plans = pass_candidates(view, hand, left, targets, limit=self.effort.plans // 2 if self.dear(view)
                                else self.effort.plans)
        me = view.seat
        bid = view.high_bid or view.rules.opening_bid
        score = ScoreModel(view)
        worlds = self._worlds(view, rng, self.plan_count(view, self.effort.plan_worlds))
        bomb, concede = self._may_bomb(view), self._may_concede(view)
        # successive halving: every plan on the first few worlds, the best few on all of them
        first = worlds[:max(2, len(worlds) // 3)]
        stages = [(plans, first), (None, worlds[len(first):])]
        totals_of: dict[int, list] = {i: [] for i in range(len(plans))}
        alive = list(range(len(plans)))
        best, best_value = plans[0][1], None
        for stage, (_, stage_worlds) in enumerate(stages):
            if stage and len(alive) > PLANS_KEPT:
                alive = sorted(alive, key=lambda i: -values[i])[:PLANS_KEPT]
            values = {}
            for i in alive:
                kept, plan = plans[i]
                if stage_worlds:
                    totals = self._plan_totals(view, stage_worlds, me, kept, plan, rng, budget,
                                               discards=mask_of(view.discards))
                    if totals is None:
                        return rule_based_action(view, rng, confidence=0.6, noise=0.0, counting=True, margin=10)
                    totals_of[i].extend(totals)
                options = self.contract_options(view, me, bid, kept, totals_of[i], score, bomb=bomb, concede=concede)
                values[i] = max(options.values())
        for i in alive:
            if best_value is None or values[i] > best_value + 1e-9:
                best, best_value = plans[i][1], values[i]
        if A.REDEAL in legal and best_value is not None and best_value < 0:
            return A.REDEAL  # redealing changes no score
        card, to = min(best, key=lambda ct: (ct[1] < 0, keep_value(hand, ct[0])))
        if to < 0:
            return A.DISCARDS[card]
        return A.give(to, card)

    def _may_bomb(self, view: SeatView) -> bool:
        from ..legality import bomb_refusal

        rules = view.rules
        limit = rules.bombs_limit
        used = view.counters.bombs_used[view.seat]
        left = None if limit is None else limit - used
        return bomb_refusal(dark=view.dark, golden=view.golden, bombs_left=left, bid=view.high_bid or rules.opening_bid,
                            bomb_max_bid=rules.bomb_max_bid) is None and view.shape.contract_phase

    def _may_concede(self, view: SeatView) -> bool:
        from ..legality import concede_allowed

        return concede_allowed(view.rules.concede, view.dark, view.golden) and view.shape.contract_phase

    # ------------------------------------------------------------------ contract
    def _contract(self, view: SeatView, rng: random.Random, budget: Budget) -> Action:
        legal = view.legal
        declares = sorted(a.value for a in legal if a.kind == "declare")
        if not declares:
            return legal[0]
        hand = mask_of(view.hand)
        worlds = self._worlds(view, rng, self.plan_count(view, self.effort.plan_worlds))
        totals = self._plan_totals(view, worlds, view.seat, hand, (), rng, budget, discards=mask_of(view.discards),
                                   tolerance=None if self.dear(view) else CONTRACT_TOLERANCE)
        if totals is None:
            return rule_based_action(view, rng, confidence=0.6, noise=0.0, counting=True, margin=10)
        score = ScoreModel(view)
        bid = view.high_bid or declares[0]
        options = self.contract_options(view, view.seat, bid, hand, totals, score, bomb=A.BOMB in legal,
                                        concede=A.CONCEDE in legal, declares=declares)
        choice = max(options, key=lambda o: (options[o], -(o if isinstance(o, int) else 0)))
        if choice == "bomb":
            return A.BOMB
        if choice == "concede":
            return A.CONCEDE
        return A.declare(choice)

    # ------------------------------------------------------------------ auction
    def declare_value(self, view: SeatView, bids: list[int], rng: random.Random, budget: Budget,
                      rival_out: Optional[list] = None) -> dict[int, float]:
        """The mean utility of winning the auction at each of ``bids`` (then taking the talon,
        passing cards, choosing the best contract, bomb or concession for that talon).

        With ``rival_out`` (a list) the same worlds also value letting the high bidder play
        (he takes the talon, passes his cheapest cards, chooses his best contract, bomb or
        concession, and makes it or not as the world says): its mean is appended."""
        shape = view.shape
        me = view.seat
        hand = mask_of(view.hand)
        know = read_view(view)
        worlds = self._worlds(view, rng, self.plan_count(view, self.effort_for(view).bid_worlds), know)
        score = ScoreModel(view)
        others = [s for s in view.active if s != me]
        takes = list(range(shape.takes))
        sums = {b: 0.0 for b in bids}
        weight = 0
        rival = view.high_bidder
        rival_sum = 0.0
        rival_score = ScoreModel(view, rival) if rival_out is not None and rival is not None else None
        for world, times in worlds:
            talon = 0
            for i in takes:
                talon |= world.get(talon_slot(i), 0)
            full = hand | talon
            unchosen = 0
            for i in range(len(shape.talons)):
                if i not in takes:
                    unchosen |= world.get(talon_slot(i), 0)
            passes = shape.passes if shape.passing else 0
            targets = sorted(others, key=lambda s: view.partner == s) if shape.passing == "give" else []
            tries = self.effort_for(view).auction_plans if not self.dear(view) else 1
            plans = (pass_candidates(view, full, passes, targets, limit=tries)[:tries]
                     if passes else [(full, ())])
            best_totals = None
            best_kept = full
            for kept, plan in plans:
                problem_totals = self._plan_totals(view, [(world, 1)], me, kept, plan, rng, budget,
                                                   unchosen_of=lambda w, u=unchosen: u, bid=bids[0])
                if problem_totals is None:
                    return {}
                if best_totals is None or problem_totals[0][0] > best_totals[0][0]:
                    best_totals, best_kept = problem_totals, kept
            problem_totals, kept = best_totals, best_kept
            for b in bids:
                options = self.contract_options(view, me, b, kept, problem_totals, score, scale=BID_SCALE,
                                                bomb=self._bomb_at(view, b), concede=self._may_concede(view))
                sums[b] += times * max(options.values())
            if rival_score is not None:
                got = self._rival_value(view, world, rival, talon, unchosen, score, rival_score, rng, budget)
                if got is None:
                    rival_score = None
                else:
                    rival_sum += times * got
            weight += times
            if weight >= MIN_WORLDS and budget.expired():
                break
        if not weight:
            return {}
        if rival_score is not None:
            rival_out.append(rival_sum / weight)
        return {b: sums[b] / weight for b in bids}

    def _rival_value(self, view: SeatView, world: dict[int, int], rival: int, talon: int, unchosen: int,
                     score: ScoreModel, rival_score: ScoreModel, rng: random.Random,
                     budget: Budget) -> Optional[float]:
        """Our utility when the high bidder plays this world's talon (see :meth:`declare_value`)."""
        shape = view.shape
        h = view.high_bid or view.rules.opening_bid
        me = view.seat
        full = world[rival] | talon
        hands = dict(world)
        hands[me] = mask_of(view.hand)
        passes = shape.passes if shape.passing else 0
        plan_list: list = [(full, ())]
        if passes:
            others = [s for s in view.active if s != rival]
            partner = shape.partner(rival)
            targets = sorted(others, key=lambda s: s == partner) if shape.passing == "give" else []
            tries = self.effort_for(view).auction_plans if not self.dear(view) else 1
            plan_list = pass_candidates(view, full, passes, targets, limit=tries)[:tries]
        # the high bidder plans as we do (the same candidates, the best kept)
        totals, kept = None, full
        for k, plan in plan_list:
            got = self._plan_totals(view, [(hands, 1)], rival, k, plan, rng, budget,
                                    unchosen_of=lambda w, u=unchosen: u, bid=h)
            if got is None:
                return None
            if totals is None or got[0][0] > totals[0][0]:
                totals, kept = got, k
        options = self.contract_options(view, rival, h, kept, totals, rival_score, scale=BID_SCALE,
                                        bomb=self._rival_may_bomb(view, rival, h), concede=self._may_concede(view))
        choice = max(options, key=options.get)
        if choice in ("bomb", "concede"):
            return score.declarer(rival, h, 0, choice, bid=h)
        est = totals[0][0] - hidden_cost(shape)
        p = sigmoid((est - choice + 0.5) / scale_of(shape, BID_SCALE))
        melds = marriage_total(kept)
        return (p * score.declarer(rival, choice, max(choice, est), bid=h, melds=melds)
                + (1 - p) * score.declarer(rival, choice, min(choice - 1, max(0, est)), bid=h, melds=melds))

    def _bomb_at(self, view: SeatView, bid: int) -> bool:
        from ..legality import bomb_refusal

        rules = view.rules
        limit = rules.bombs_limit
        used = view.counters.bombs_used[view.seat]
        left = None if limit is None else limit - used
        return view.shape.contract_phase and bomb_refusal(dark=False, golden=False, bombs_left=left, bid=bid,
                                                          bomb_max_bid=rules.bomb_max_bid) is None

    def pass_value(self, view: SeatView) -> float:
        """The mean utility of letting the high bidder play his bid (we pass)."""
        rules = view.rules
        h = view.high_bid or rules.opening_bid
        rival = view.high_bidder
        if rival is None:
            return 0.0
        score = ScoreModel(view)
        raised = sum(1 for _, t in view.history if t.startswith("bid")) >= 2 or any(
            t == "dark" for _, t in view.history)
        q = RIVAL_MAKES_RAISED if raised else RIVAL_MAKES_FORCED
        melds = h - 100 if h > 120 else 0  # a bid over 120 is made on a marriage
        made = score.declarer(rival, h, h + 15, melds=melds)
        failed = score.declarer(rival, h, max(0, h - 30), melds=melds)
        value = q * made + (1 - q) * failed
        if not raised and self._rival_may_bomb(view, rival, h):
            value = 0.75 * value + 0.25 * score.declarer(rival, h, 0, "bomb")
        return value

    def _rival_may_bomb(self, view: SeatView, rival: int, bid: int) -> bool:
        from ..legality import bomb_refusal

        rules = view.rules
        limit = rules.bombs_limit
        left = None if limit is None else limit - view.counters.bombs_used[rival]
        return view.shape.contract_phase and bomb_refusal(dark=False, golden=False, bombs_left=left, bid=bid,
                                                          bomb_max_bid=rules.bomb_max_bid) is None

    def bid_values(self, view: SeatView, rng: random.Random, budget: Budget) -> tuple[Optional[int], float, float]:
        """(the lowest raise, its declaring value, the value of passing)."""
        bids = sorted(a.value for a in view.legal if a.kind == "bid")
        if not bids:
            return None, 0.0, 0.0
        b = bids[0]
        rival: list = []
        values = self.declare_value(view, [b], rng, budget, rival)
        if not values:
            return b, float("-inf"), self.pass_value(view)
        return b, values[b], rival[0] if rival else self.pass_value(view)

    def _bid(self, view: SeatView, rng: random.Random, budget: Budget) -> Action:
        legal = view.legal
        bids = sorted((a for a in legal if a.kind == "bid"), key=lambda a: a.value)
        if A.PASS not in legal:  # the forced opening (the dark bid would be chosen blind: never)
            return bids[0] if bids else legal[0]
        if not bids:
            return A.PASS
        if view.shape.teams is not None:
            # teams_2v2: with the partner's five cards unknown the open-hand value of a bid is too
            # noisy (sd 57 points against 27 with three players); the fitted team estimate bids
            # better (arena: hard's search bidding -7 to -16 points/deal against it)
            return rule_based_action(view, rng, confidence=0.6, noise=0.0, counting=True, margin=10)
        b, declare, defend = self.bid_values(view, rng, budget)
        margin = -RAISE_BONUS
        if view.partner is not None and view.high_bidder == view.partner:
            margin += TEAM_PARTNER_MARGIN  # taking the bid off the partner costs the team a raise
        return bids[0] if declare > defend + margin else A.PASS


def _unchosen(view: SeatView, world: dict[int, int]) -> int:
    taken = set(view.taken)
    out = 0
    for i in range(len(view.musiks)):
        if i not in taken:
            out |= world.get(talon_slot(i), 0)
    return out


def search_plays(view: SeatView) -> bool:
    """The search plays this view's position (else the rule-based play does)."""
    if view.phase != "play":
        return False
    if COMPILED:
        return True
    from .knowledge import sample_world

    know = read_view(view)
    world = sample_world(know, random.Random(0))
    if world is None:
        return False
    return solver_for(problem_from_view(view, world, SearchPlayer().objective(view))) is not None


def search_plans(view: SeatView) -> bool:
    """The search weighs gives, discards and the contract in this view's deal."""
    if view.declarer is None or not view.shape.contract_phase:
        return False
    if COMPILED:
        return True
    shape = view.shape
    _, keep = talon_plan(shape)
    return (shape.teams is None and not shape.stock and shape.playing in TUNED_MAX_CARDS
            and keep * shape.playing <= TUNED_MAX_CARDS[shape.playing])


_experiment()

__all__ = ["EXPERT", "HARD", "CardValue", "Effort", "SearchPlayer", "on_declaring_side", "plan_problem", "search_plans",
           "search_plays", "solver_for"]
