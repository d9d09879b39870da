#!/usr/bin/env python3
"""Independent reference implementation of `replay` (RULES.md, RECORD.md).

Standard library only; written from the specification alone, as a test
oracle for differential testing against tysiac_engine.

    replay(doc) -> dict           the object `replay` prints
    replay(doc, order="canonical")  card lists in "legal" sorted by suit
                                  H, D, C, S then rank (default "hand": the
                                  order the worked examples use, see below)

"legal" order (default, matching /work/shared/examples): cards in the order
they sit in the player's hand (dealt order; cards received by take, give,
draw or uncovering appended at the end; then face-up table cards pile by
pile), melds by suit H, D, C, S with Q before K, then "claim".
"""
import json
import sys

# ---------------------------------------------------------------- cards
SUITS = "HDCS"
RANKS = "789JQKTA"                      # low -> high (7 and 8 only with deck 32)
POINTS = {"7": 0, "8": 0, "9": 0, "J": 2, "Q": 3, "K": 4, "T": 10, "A": 11}
MARRIAGE = {"H": 100, "D": 80, "C": 60, "S": 40}


def suit(c):
    return c[1]


def rank(c):
    return RANKS.index(c[0])


def pts(cards):
    return sum(POINTS[c[0]] for c in cards)


def card_key(c):
    return (SUITS.index(c[1]), rank(c))


def make_deck(size):
    ranks = "9JQKTA" if size == 24 else "789JQKTA"
    return [r + s for s in SUITS for r in ranks]


def marriages(cards):
    cs = set(cards)
    return [s for s in SUITS if "K" + s in cs and "Q" + s in cs]


class RecordError(Exception):
    def __init__(self, msg, deal=None, action=None):
        super().__init__(msg)
        self.msg, self.deal, self.action = msg, deal, action


# ---------------------------------------------------------------- rules
PRESETS = {}
PRESETS["polish"] = dict(
    players=3, target=1000, exact_target=False, non_declarer_finish="cap_990",
    finish_tie="declarer_then_higher", deck=24, no_auction=False,
    opening_bid=100, bid_step=10, bid_jumps=True, bid_cap="marriages",
    show_musik="if_raised", dark_bid=False, golden_round=False,
    redeal_four_nines="redeal", redeal_weak_hand=None, redeal_poor_musik=None,
    bombs_per_player=1, bomb_max_bid=100, bomb_opponent_points=60,
    bomb_first_free=False, concede=False, must_beat=True, must_trump="if_beats",
    meld_requires_trick=False, meld_card="queen_or_king", claim_tricks=True,
    opponent_rounding="ten_half_down", lock_800=True, lock_from=800,
    lock_800_no_trick_penalty=None, no_trick_penalty_from=800, barrel=None,
    barrel_attempts=3, barrel_zero_on_fall=None, barrel_simultaneous="keep",
    barrel_must_finish=False, bolts=False, reset_555=False,
    aside_to="last_trick", draw_stock_last_trick=0,
    four_player_mode="dealer_sits_out", sitter_scores="musik_aces_marriages",
    two_player_mode="musik_2x2")
PRESETS["russian"] = dict(
    PRESETS["polish"], target=1001, non_declarer_finish="allowed", bid_step=5,
    redeal_four_nines="off", redeal_weak_hand=12, bombs_per_player=0,
    bomb_max_bid=None, concede=True, must_beat=False, must_trump="always",
    meld_requires_trick=True, opponent_rounding="five_nearest", lock_800=False,
    barrel=880, barrel_zero_on_fall=3, bolts=True, sitter_scores="musik_points",
    two_player_mode="ru_prikup_4", draw_stock_last_trick=10)
PRESETS["danish"] = dict(
    PRESETS["polish"], non_declarer_finish="allowed", bid_step=5,
    bid_cap="any_marriage", show_musik="always", redeal_four_nines="off",
    bomb_max_bid=None, must_trump="always", opponent_rounding="five_nearest",
    lock_800=False, barrel=880, sitter_scores="nothing")


def _int(v):
    return isinstance(v, int) and not isinstance(v, bool)


def _bool(v):
    return isinstance(v, bool)


def _enum(*vals):
    return lambda v: isinstance(v, str) and v in vals


def _opt(pred):
    return lambda v: v is None or pred(v)


VALID = dict(
    players=lambda v: _int(v) and v in (2, 3, 4),
    target=lambda v: _int(v) and v > 0,
    exact_target=_bool,
    non_declarer_finish=_enum("cap_990", "allowed", "no_points"),
    finish_tie=_enum("declarer_then_higher", "higher", "draw"),
    deck=lambda v: _int(v) and v in (24, 32),
    no_auction=_bool,
    opening_bid=lambda v: _int(v) and 0 < v <= 120,
    bid_step=lambda v: _int(v) and v in (5, 10),
    bid_jumps=_bool,
    bid_cap=_enum("marriages", "any_marriage", "unlimited"),
    show_musik=_enum("if_raised", "always", "never"),
    dark_bid=_bool, golden_round=_bool,
    redeal_four_nines=_enum("redeal", "bonus_120", "off"),
    redeal_weak_hand=_opt(lambda v: _int(v) and 0 <= v <= 120),
    redeal_poor_musik=_opt(lambda v: _int(v) and 0 <= v <= 120),
    bombs_per_player=lambda v: v == "unlimited" or (_int(v) and v >= 0),
    bomb_max_bid=_opt(lambda v: _int(v) and v > 0),
    bomb_opponent_points=lambda v: v == "half_contract" or (_int(v) and v >= 0),
    bomb_first_free=_bool, concede=_bool, must_beat=_bool,
    must_trump=_enum("if_beats", "always", "never"),
    meld_requires_trick=_bool,
    meld_card=_enum("queen_or_king", "queen_only"),
    claim_tricks=_bool,
    opponent_rounding=_enum("ten_half_down", "ten_half_up", "five_nearest", "exact"),
    lock_800=_bool,
    lock_from=_int,
    lock_800_no_trick_penalty=_opt(lambda v: _int(v) and v >= 0),
    no_trick_penalty_from=_int,
    barrel=_opt(lambda v: _int(v) and v > 0),
    barrel_attempts=lambda v: _int(v) and v >= 1,
    barrel_zero_on_fall=_opt(lambda v: _int(v) and v >= 1),
    barrel_simultaneous=_enum("keep", "all_fall_120"),
    barrel_must_finish=_bool, bolts=_bool, reset_555=_bool,
    aside_to=_enum("last_trick", "nobody"),
    draw_stock_last_trick=lambda v: _int(v) and v >= 0,
    four_player_mode=_enum("dealer_sits_out", "all_play_6", "teams_2v2"),
    sitter_scores=_enum("musik_aces_marriages", "musik_points", "nothing"),
    two_player_mode=_enum("musik_2x2", "musik_2x3", "twelve_cards", "draw_stock",
                          "seven_open_musik", "ru_prikup_4", "ru_open_closed"),
)
assert set(VALID) == set(PRESETS["polish"])


def parse_rules(r):
    if not isinstance(r, dict):
        raise RecordError("rules: must be an object")
    for k in r:
        if k not in ("preset", "overrides"):
            raise RecordError("rules: unknown key %r" % k)
    p = r.get("preset")
    if p not in PRESETS:
        raise RecordError("rules.preset: unknown preset %r" % (p,))
    ov = r.get("overrides", {})
    if not isinstance(ov, dict):
        raise RecordError("rules.overrides: must be an object")
    R = dict(PRESETS[p])
    for k, v in ov.items():
        if k not in VALID:
            raise RecordError("rules: unknown key %r" % k)
        if not VALID[k](v):
            raise RecordError("rules: bad value %r for %s" % (v, k))
        R[k] = v
    if R["opening_bid"] % R["bid_step"]:
        raise RecordError("rules: opening_bid must be a multiple of bid_step")
    if not 0 <= R["no_trick_penalty_from"] <= R["target"]:
        raise RecordError("rules: no_trick_penalty_from must be within 0..target")
    n, deck, na = R["players"], R["deck"], R["no_auction"]
    if deck == 32 and (n == 2 or (n == 3 and na) or
                       (n == 4 and not na and R["four_player_mode"] != "dealer_sits_out")):
        raise RecordError("rules: deck 32 cannot be dealt with these rules (deck)")
    if na and (n == 2 or (n == 4 and deck == 24)):
        raise RecordError("rules: no_auction cannot be played with these rules (no_auction)")
    return R


# ---------------------------------------------------------------- deal shape
class Shape:
    """The form of one deal, derived from the rules (RULES.md §9)."""

    def __init__(self, R):
        n, d32 = R["players"], R["deck"] == 32
        self.n = n
        if R["no_auction"]:
            k = "no_auction"
        elif n == 3:
            k = "three"
        elif n == 4:
            k = R["four_player_mode"]
        else:
            k = R["two_player_mode"]
        self.kind = k
        self.deck = make_deck(R["deck"])
        self.teams = k == "teams_2v2"
        self.sitter = k == "dealer_sits_out"
        self.musik_game = k in ("three", "dealer_sits_out")   # dark / golden act here
        self.has_declarer = k not in ("no_auction", "all_play_6", "draw_stock")
        self.auction = self.has_declarer and k != "ru_open_closed"
        self.stock_mode = k in ("draw_stock", "seven_open_musik")
        self.meld_on = k in ("all_play_6", "teams_2v2")
        self.max_bid = 400 if (n == 2 or self.teams) else 360
        self.bid_cap = not self.teams
        self.stock_size = {"draw_stock": 12, "seven_open_musik": 8}.get(k, 0)
        self.table = k == "ru_open_closed"
        # hand size, musik sizes, takes, gives or number of discards, where discards go
        self.takes, self.gives, self.discards, self.aside = 1, False, 0, None
        if self.musik_game:
            self.hand, self.musik = (10, [2]) if d32 else (7, [3])
            if d32:
                self.discards, self.aside = 2, "declarer"
            else:
                self.gives = True
        elif k == "teams_2v2":
            self.hand, self.musik, self.gives = 5, [4], True
        elif k == "musik_2x2":
            self.hand, self.musik, self.discards, self.aside = 10, [2, 2], 2, "last"
        elif k == "musik_2x3":
            self.hand, self.musik, self.discards, self.aside = 9, [3, 3], 3, "last"
        elif k == "seven_open_musik":
            self.hand, self.musik, self.discards, self.aside = 7, [2], 2, "last"
        elif k == "ru_prikup_4":
            self.hand, self.musik, self.takes, self.discards, self.aside = 10, [1, 1, 1, 1], 2, 2, "declarer"
        else:
            self.takes, self.musik = 0, []
            self.hand = {"no_auction": 8, "all_play_6": 6, "twelve_cards": 12,
                         "draw_stock": 6, "ru_open_closed": 4}[k]
        self.poor_ok = k in ("three", "dealer_sits_out", "teams_2v2", "seven_open_musik")
        self.units = [[0, 2], [1, 3]] if self.teams else [[s] for s in range(n)]
        self.unit_of = {s: i for i, u in enumerate(self.units) for s in u}


def check_cards(spec, S, index=None):
    """Validate the dealt cards of deal ``index``: a deal not in the mode's shape or a card
    twice is that deal's error; cards that are not exactly the deck are a wrong deck (null)."""
    n = S.n
    hands, musik = spec.get("hands"), spec.get("musik", [])
    dealer = spec.get("dealer")

    def bad(msg, where=index):
        raise RecordError("deck: " + msg, where)

    wrong_sizes = []

    def cardlist(x, size, what):
        if not isinstance(x, list) or not all(isinstance(c, str) for c in x):
            bad("%s must be a list of cards" % what)
        if len(x) != size:
            wrong_sizes.append("%s must hold %d cards" % (what, size))
        return x

    if not isinstance(hands, list) or len(hands) != n:
        bad("hands must list %d seats" % n)
    allc = []
    for s in range(n):
        size = 0 if (S.sitter and s == dealer) else S.hand
        allc += cardlist(hands[s], size, "hand of seat %d" % s)
    if not isinstance(musik, list) or len(musik) != len(S.musik):
        bad("musik must hold %d talons" % len(S.musik))
    for i, m in enumerate(musik):
        allc += cardlist(m, S.musik[i], "musik %d" % i)
    if S.stock_size:
        allc += cardlist(spec.get("stock"), S.stock_size, "stock")
    elif "stock" in spec:
        bad("this mode has no stock")
    if S.table:
        tab = spec.get("table")
        if not isinstance(tab, list) or len(tab) != n:
            bad("table must list %d seats" % n)
        for s in range(n):
            if not isinstance(tab[s], list) or len(tab[s]) != 4:
                bad("table of seat %d must hold 4 piles" % s)
            for p in tab[s]:
                allc += cardlist(p, 2, "table pile")
    elif "table" in spec:
        bad("this mode has no table")
    if len(set(allc)) != len(allc):
        bad("a card is dealt twice")
    if sorted(allc) != sorted(S.deck):
        bad("the cards are not exactly the %d-card deck" % len(S.deck), None)
    if wrong_sizes:
        bad(wrong_sizes[0])


def round_opp(x, mode):
    if mode == "exact":
        return x
    if mode == "five_nearest":
        q, r = divmod(x, 5)
        return 5 * q + (5 if r >= 3 else 0)
    q, r = divmod(x, 10)
    up = r > 5 if mode == "ten_half_down" else r >= 5
    return 10 * q + (10 if up else 0)


def beats(c, w, trump, su=suit, rk=rank):
    return (su(c) == su(w) and rk(c) > rk(w)) or \
        (trump is not None and su(c) == trump and su(w) != trump)


def trick_winner_index(cards, trump, su=suit, rk=rank):
    best = 0
    for i in range(1, len(cards)):
        if beats(cards[i], cards[best], trump, su, rk):
            best = i
    return best


def legal_cards(avail, trick_cards, trump, R, su=suit, rk=rank):
    """§2 step 6 obligations; avail in order, trick_cards the cards played so far."""
    if not trick_cards:
        return list(avail)
    led = su(trick_cards[0])
    w = trick_cards[trick_winner_index(trick_cards, trump, su, rk)]
    follow = [c for c in avail if su(c) == led]
    if follow:
        if R["must_beat"]:
            b = [c for c in follow if beats(c, w, trump, su, rk)]
            if b:
                return b
        return follow
    if trump is not None and R["must_trump"] != "never":
        tr = [c for c in avail if su(c) == trump]
        if tr:
            b = [c for c in tr if beats(c, w, trump, su, rk)]
            if R["must_trump"] == "always":
                return b if (b and R["must_beat"]) else tr
            return b if b else list(avail)
    return list(avail)


# ---------------------------------------------------------------- one deal
class Deal:
    def __init__(self, game, spec, golden):
        self.G, R, S = game, game.R, game.S
        self.R, self.S = R, S
        n = S.n
        self.dealer = spec["dealer"]
        self.sitter = self.dealer if S.sitter else None
        self.order = [(self.dealer + k) % n for k in range(1, n + 1)
                      if (self.dealer + k) % n != self.sitter]
        self.first = self.order[0]
        self.hands = {s: list(spec["hands"][s]) for s in range(n)}
        self.musik = [list(m) for m in spec.get("musik", [])]
        self.stock = list(spec.get("stock", []))
        self.piles = {s: [list(p) for p in spec["table"][s]] for s in range(n)} if S.table else None
        self.golden = golden
        self.dark = False
        self.declarer = self.bid = self.contract = None
        self.result = None          # redeal | redeal_poor | bomb | concede | played
        self.taken, self.discarded, self.given = [], [], {}
        self.poor_waived = False
        self.tricks = {s: 0 for s in range(n)}
        self.points = {s: 0 for s in range(n)}
        self.melds = {s: [] for s in range(n)}
        self.extra = {s: 0 for s in range(n)}
        self.trump, self.trick, self.tricks_done, self.last_winner = None, [], 0, None
        self.turn = None
        self.nines = set()
        for s in self.order:
            self.check_nines(s)
        self.high = self.high_seat = None
        self.passed = set()
        self.claims = []
        if not S.has_declarer:
            self.start_play(self.first)
        elif S.kind == "ru_open_closed":
            self.declarer, self.bid, self.contract = self.first, 100, 100
            self.start_play(self.first)
        elif golden:
            self.declarer, self.bid = self.first, 120
            self.phase = "musik"
        else:
            dark_on = R["dark_bid"] and S.musik_game
            for s in self.order:
                if dark_on and s == self.first:
                    continue
                h = self.hands[s]
                nines = all("9" + x in h for x in SUITS)
                weak = R["redeal_weak_hand"] is not None and pts(h) <= R["redeal_weak_hand"]
                if (weak or (nines and R["redeal_four_nines"] == "redeal")) and not marriages(h):
                    self.claims.append(s)
            self.phase = "claims" if self.claims else "auction"
            self.turn = self.first

    # ---- helpers
    def nxt(self, s):
        return self.order[(self.order.index(s) + 1) % len(self.order)]

    def avail(self, s):
        a = list(self.hands[s])
        if self.piles:
            a += [p[1] for p in self.piles[s] if p[1] is not None]
        return a

    def check_nines(self, s):
        if self.R["redeal_four_nines"] == "bonus_120":
            a = self.avail(s)
            if all("9" + x in a for x in SUITS):
                self.nines.add(self.S.unit_of[s])

    def start_play(self, leader):
        self.phase = "play"
        self.turn = leader
        self.trick = []

    def sort(self, cards):
        return sorted(cards, key=card_key) if self.G.order == "canonical" else list(cards)

    def to_move(self):
        return self.claims[0] if self.phase == "claims" else (
            self.declarer if self.phase in ("musik", "contract") else self.turn)

    def receivers(self):
        return sorted(s for s in self.order if s != self.declarer and s not in self.given)

    def poor_available(self):
        N = self.R["redeal_poor_musik"]
        return (self.S.poor_ok and N is not None and not self.dark and not self.golden
                and not self.poor_waived and len(self.taken) == 1
                and pts(self.musik[self.taken[0]]) <= N)

    def bid_cap(self, cards):
        R, S = self.R, self.S
        if not S.bid_cap or R["bid_cap"] == "unlimited":
            return S.max_bid
        m = marriages(cards)
        if R["bid_cap"] == "any_marriage":
            return S.max_bid if m else 120
        return min(S.max_bid, 120 + sum(MARRIAGE[x] for x in m))

    def can_lead_meld(self, s):
        if self.R["meld_requires_trick"] and self.tricks[s] == 0:
            return False
        if self.S.kind == "draw_stock" and self.tricks_done == 0:
            return False
        return True

    def obligations(self):
        return not (self.S.stock_mode and self.stock)

    # ---- legal actions
    def legal(self, with_claim=True):
        R, S, ph = self.R, self.S, self.phase
        if ph == "claims":
            return ["redeal", "keep"]
        if ph == "auction":
            s = self.turn
            if self.high is None:
                out = ["bid %d" % R["opening_bid"]]
                if R["dark_bid"] and S.musik_game:
                    out.append("dark")
                return out
            step = R["bid_step"]
            lo, hi = self.high + step, min(S.max_bid, self.bid_cap(self.hands[s]))
            if not R["bid_jumps"]:
                hi = min(hi, lo)
            return ["pass"] + ["bid %d" % v for v in range(lo, hi + 1, step)]
        if ph == "musik":
            if len(self.taken) < S.takes:
                return ["take %d" % i for i in range(len(self.musik)) if i not in self.taken]
            out = ["redeal"] if self.poor_available() else []
            hand = self.sort(self.hands[self.declarer])
            if S.gives:
                out += ["give %s %d" % (c, r) for r in self.receivers() for c in hand]
            else:
                out += ["discard %s" % c for c in hand]
            return out
        if ph == "contract":
            if self.dark or self.golden:
                return ["declare 120", "concede"]
            step, bid = R["bid_step"], self.bid
            lo = bid
            if (R["barrel_must_finish"] and R["barrel"] is not None
                    and self.G.scores[self.declarer] == R["barrel"]):
                need = R["target"] - R["barrel"]
                lo = max(bid, min(-(-need // step) * step, S.max_bid))  # RULES.md §1: never above the maximum
            cap = self.bid_cap(self.hands[self.declarer])
            out = ["declare %d" % v for v in range(lo, S.max_bid + 1, step)
                   if v == lo or v <= cap]
            bpp = R["bombs_per_player"]
            if (bpp == "unlimited" or self.G.counters["bombs_used"][self.declarer] < bpp) and \
                    (R["bomb_max_bid"] is None or bid <= R["bomb_max_bid"]):
                out.append("bomb")
            if R["concede"]:
                out.append("concede")
            return out
        if ph == "play":
            s = self.turn
            av = self.avail(s)
            cards = [c for _, c in self.trick]
            if self.trick:
                plays = legal_cards(av, cards, self.trump, R) if self.obligations() else av
            else:
                plays = av
            out = ["play %s" % c for c in self.sort(plays)]
            if not self.trick:
                if self.can_lead_meld(s):
                    for x in marriages(av):
                        out.append("meld Q" + x)
                        if R["meld_card"] != "queen_only":
                            out.append("meld K" + x)
            elif S.meld_on:
                prev = cards[-1]
                k = "K" + suit(prev)
                if prev[0] == "Q" and k in plays and not (R["meld_requires_trick"] and self.tricks[s] == 0):
                    out.append("meld " + k)
            if with_claim and not self.trick and self.claim_ok():
                out.append("claim")
            return out
        return []

    def claim_ok(self):
        s = self.turn
        if not (self.S.has_declarer and self.R["claim_tricks"] and s == self.declarer):
            return False
        if self.stock:
            return False
        if self.piles and any(p[1] is not None for q in self.piles.values() for p in q):
            return False
        return claim_unbeatable(self)

    # ---- apply
    def apply(self, tok):
        S, R, ph = self.S, self.R, self.phase
        if ph == "claims":
            if tok == "redeal":
                self.result, self.phase = "redeal", "over"
            else:
                self.claims.pop(0)
                if not self.claims:
                    self.phase = "auction"
            return
        if ph == "auction":
            s = self.turn
            if tok == "pass":
                self.passed.add(s)
            elif tok == "dark":
                self.high, self.high_seat, self.dark = 120, s, True
            else:
                self.high, self.high_seat, self.dark = int(tok.split()[1]), s, False
            live = [x for x in self.order if x not in self.passed]
            if len(live) == 1:
                self.declarer, self.bid = self.high_seat, self.high
                self.phase = "contract" if S.takes == 0 else "musik"
            else:
                t = self.nxt(s)
                while t in self.passed:
                    t = self.nxt(t)
                self.turn = t
            return
        d = self.declarer
        if ph == "musik":
            w = tok.split()
            if w[0] == "take":
                i = int(w[1])
                self.taken.append(i)
                self.hands[d].extend(self.musik[i])
                self.check_nines(d)
            elif w[0] == "redeal":
                self.result, self.phase = "redeal_poor", "over"
                return
            elif w[0] == "give":
                r = int(w[2])
                self.hands[d].remove(w[1])
                self.hands[r].append(w[1])
                self.given[r] = w[1]
                self.poor_waived = True
                self.check_nines(r)
            else:
                self.hands[d].remove(w[1])
                self.discarded.append(w[1])
                self.poor_waived = True
            if len(self.taken) == S.takes and (
                    (S.gives and not self.receivers()) or
                    (not S.gives and len(self.discarded) == S.discards)):
                self.phase = "contract"
            return
        if ph == "contract":
            if tok == "bomb":
                self.result, self.phase = "bomb", "over"
            elif tok == "concede":
                self.result, self.phase = "concede", "over"
            else:
                self.contract = int(tok.split()[1])
                self.start_play(d)
            return
        # play
        s = self.turn
        if tok == "claim":
            rest = [c for x in self.order for c in self.hands[x]]
            self.tricks[d] += len(self.hands[d])
            self.points[d] += pts(rest)
            for x in self.order:
                self.hands[x] = []
            self.last_winner = d
            self.end_play()
            return
        kind, c = tok.split()
        if c in self.hands[s]:
            self.hands[s].remove(c)
        else:
            for p in self.piles[s]:
                if p[1] == c:
                    self.hands[s].append(p[0])
                    p[0] = p[1] = None
                    self.check_nines(s)
                    break
        if kind == "meld":
            self.melds[s].append(MARRIAGE[suit(c)])
            self.trump = suit(c)
        self.trick.append((s, c))
        if len(self.trick) < len(self.order):
            self.turn = self.nxt(s)
            return
        cards = [x for _, x in self.trick]
        w = self.trick[trick_winner_index(cards, self.trump)][0]
        self.points[w] += pts(cards)
        self.tricks[w] += 1
        self.tricks_done += 1
        self.last_winner = w
        self.trick = []
        if self.stock:
            for x in (w, self.nxt(w)):
                self.hands[x].append(self.stock.pop(0))
                self.check_nines(x)
        self.turn = w
        if not any(self.avail(x) for x in self.order):
            self.end_play()

    def end_play(self):
        S, R, d = self.S, self.R, self.declarer
        if S.aside == "declarer":
            self.points[d] += pts(self.discarded)
            if S.kind == "ru_prikup_4" and self.tricks[d] == 10:
                self.points[d] += pts(c for i, m in enumerate(self.musik)
                                      if i not in self.taken for c in m)
        elif S.aside == "last" and R["aside_to"] == "last_trick":
            self.points[self.last_winner] += pts(self.discarded) + pts(
                c for i, m in enumerate(self.musik) if i not in self.taken for c in m)
        if S.kind == "draw_stock":
            self.extra[self.last_winner] += R["draw_stock_last_trick"]
        self.result, self.phase = "played", "over"


def claim_unbeatable(D):
    """Declarer (leading) wins every remaining trick against every legal defence,
    trump fixed, no further melds; in teams the partner defends too.

    Exhaustive AND/OR search.  Only the relative order of the remaining cards
    matters for who wins a trick, so a state is, per suit, the owners of the
    remaining cards from low to high (trick-order index, 0 = declarer; -1 =
    played to the current trick).  A card is (suit index, position)."""
    R = D.R
    order = [D.declarer]
    while len(order) < len(D.order):
        order.append(D.nxt(order[-1]))
    k = len(order)
    trump = SUITS.index(D.trump) if D.trump is not None else None
    owner = {c: i for i, s in enumerate(order) for c in D.hands[s]}
    rows = tuple(tuple(owner[c] for c in sorted((c for c in owner if suit(c) == x), key=rank))
                 for x in SUITS)
    su, rk = (lambda c: c[0]), (lambda c: c[1])
    memo = {}

    def cards_of(rows, o):
        # one representative per run of adjacent cards of one owner (equivalent plays)
        return [(si, p) for si, row in enumerate(rows) for p, x in enumerate(row)
                if x == o and not (p and row[p - 1] == o)]

    def mark(rows, c):
        si, p = c
        row = rows[si]
        return rows[:si] + (row[:p] + (-1,) + row[p + 1:],) + rows[si + 1:]

    def win_all(rows):
        if not any(0 in row for row in rows):
            return True
        if rows not in memo:
            memo[rows] = any(defence(mark(rows, lead), 1, [lead])
                             for lead in reversed(cards_of(rows, 0)))
        return memo[rows]

    def defence(rows, i, trick):
        if i == k:
            return win_all(tuple(tuple(x for x in row if x >= 0) for row in rows))
        for c in legal_cards(cards_of(rows, i), trick, trump, R, su, rk):
            t = trick + [c]
            if trick_winner_index(t, trump, su, rk) != 0:
                return False
            if not defence(mark(rows, c), i + 1, t):
                return False
        return True

    return win_all(rows)


# ---------------------------------------------------------------- game
COUNTERS = ("bombs_used", "bolts", "barrel_attempts", "barrel_falls")


class Game:
    def __init__(self, doc, order="hand"):
        self.order = order
        if not isinstance(doc, dict):
            raise RecordError("header: the record must be a JSON object")
        if doc.get("format") != "tysiac-record":
            raise RecordError("header: format must be 'tysiac-record'")
        if not (_int(doc.get("version")) and doc.get("version") == 1):
            raise RecordError("header: version must be 1")
        if "rules" not in doc:
            raise RecordError("header: rules missing")
        self.R = R = parse_rules(doc["rules"])
        self.S = S = Shape(R)
        n = S.n
        pl = doc.get("players")
        if not isinstance(pl, list) or len(pl) != n:
            raise RecordError("header: players must name %d seats" % n)
        for p in pl:
            if isinstance(p, dict):
                if not isinstance(p.get("name"), str) or p.get("kind", "human") not in ("human", "ai"):
                    raise RecordError("header: bad player object")
            elif not isinstance(p, str):
                raise RecordError("header: a player must be a name or an object")
        sc = doc.get("start_scores")
        sc = [0] * n if sc is None else sc
        if not isinstance(sc, list) or len(sc) != n or not all(_int(x) for x in sc):
            raise RecordError("header: start_scores must be %d integers" % n)
        if any(x >= R["target"] for x in sc):
            raise RecordError("header: start_scores must be below the target")
        st = doc.get("start_state") or {}
        if not isinstance(st, dict):
            raise RecordError("header: start_state must be an object")
        cnt = {k: [0] * n for k in COUNTERS}
        for k, v in st.items():
            if k not in COUNTERS:
                raise RecordError("header: unknown start_state counter %r" % k)
            if not isinstance(v, list) or len(v) != n or not all(_int(x) and x >= 0 for x in v):
                raise RecordError("header: start_state.%s must be %d counts" % (k, n))
            cnt[k] = list(v)
        if S.teams:  # §9.2: bombs_used is per seat, the rest per team
            for vals in [sc] + [v for k, v in cnt.items() if k != "bombs_used"]:
                if vals[0] != vals[2] or vals[1] != vals[3]:
                    raise RecordError("header: partners must have equal start_scores/start_state")
        deals = doc.get("deals")
        if not isinstance(deals, list):
            raise RecordError("header: deals must be a list")
        self.start = (list(sc), {k: list(v) for k, v in cnt.items()})
        self.scores, self.counters = list(sc), {k: list(v) for k, v in cnt.items()}
        self.deals = deals
        for i, d in enumerate(deals):
            if not isinstance(d, dict):
                raise RecordError("deal: must be an object", i)
            if not (_int(d.get("dealer")) and 0 <= d["dealer"] < n):
                raise RecordError("deal: dealer must be a seat number", i)
            check_cards(d, S, i)
            if not isinstance(d.get("actions"), list):
                raise RecordError("deal: actions must be a list", i)

    def run(self):
        R, S = self.R, self.S
        out_deals = []
        winner = None
        golden_on = R["golden_round"] and S.musik_game
        golden_k = 3 if S.kind == "three" else 4
        golden_done, golden_made = 0, False
        prev_dealer, prev_redeal = None, False
        cut = None
        for i, spec in enumerate(self.deals):
            if winner is not None:
                raise RecordError("game: a deal after the game is over", i)
            if prev_dealer is not None:
                want = prev_dealer if prev_redeal else (prev_dealer + 1) % S.n
                if spec["dealer"] != want:
                    raise RecordError("deal: dealer must be seat %d" % want, i)
            golden = golden_on and golden_done < golden_k
            D = Deal(self, spec, golden)
            acts = spec["actions"]
            for j, a in enumerate(acts):
                if D.phase == "over":
                    raise RecordError("action: the deal is already over", i, j)
                if not isinstance(a, str) or a not in D.legal(with_claim=(a == "claim")):
                    raise RecordError("action: illegal action %r in phase %s" % (a, D.phase), i, j)
                D.apply(a)
            if D.phase != "over":
                if i != len(self.deals) - 1:
                    raise RecordError("deal: actions end before the deal is over", i)
                cut = D
                break
            before = list(self.scores)
            rep, winner = self.score(D)
            out_deals.append(rep)
            prev_dealer, prev_redeal = D.dealer, D.result in ("redeal", "redeal_poor")
            if golden and D.result not in ("redeal", "redeal_poor"):
                golden_done += 1
                golden_made = golden_made or rep["made"] is True
                if golden_done == golden_k and not golden_made:
                    # §8: the reset is part of this deal's result, after step 8 and before the
                    # winner check (start scores are below the target: nobody wins)
                    self.scores = list(self.start[0])
                    self.counters = {k: list(v) for k, v in self.start[1].items()}
                    rep["scores_after"] = list(self.scores)
                    rep["score_delta"] = [a - b for a, b in zip(self.scores, before)]
                    winner = None
                    golden_done = 0
        res = {"scores": list(self.scores), "winner": winner, "deals": out_deals}
        if cut is not None:
            ph = cut.phase
            res["to_move"] = cut.to_move()
            res["phase"] = "auction" if ph == "claims" else ph
            res["legal"] = cut.legal()
        return res

    # ---- scoring (RULES.md §8 "One deal's scoring", §9, §10)
    def score(self, D):
        R, S = self.R, self.S
        n = S.n
        units, uof = S.units, S.unit_of
        decl = D.declarer
        res = D.result
        bombed, conceded = res == "bomb", res == "concede"
        zero = [0] * n
        rep = {"declarer": decl, "contract": None, "bid": D.bid, "made": None,
               "bombed": bombed, "card_points": [D.points[s] for s in range(n)],
               "melds": [list(D.melds[s]) for s in range(n)]}
        if res in ("redeal", "redeal_poor"):
            if res == "redeal":
                rep["declarer"] = rep["bid"] = None
            rep.update(card_points=zero, melds=[[] for _ in range(n)],
                       score_delta=zero, scores_after=list(self.scores))
            return rep, None
        if bombed or conceded:
            rep.update(contract=D.bid, made=False, card_points=zero, melds=[[] for _ in range(n)])
        elif S.has_declarer:
            rep["contract"] = D.contract
        has_decl = S.has_declarer
        U = len(units)
        du = uof[decl] if has_decl else None
        su = uof[D.sitter] if D.sitter is not None else None
        active = [u for u in range(U) if u != su]
        mult = 2 if (D.dark or D.golden) else 1
        total = [sum(D.points[s] + sum(D.melds[s]) for s in units[u]) for u in range(U)]
        extra = [sum(D.extra[s] for s in units[u]) for u in range(U)]
        rnd = lambda x: round_opp(x, R["opponent_rounding"])
        made = None
        if has_decl and not (bombed or conceded):
            made = total[du] >= (100 if S.kind == "ru_open_closed" else D.contract)
            rep["made"] = made
        # step 1: base
        B = [0] * U
        if not has_decl:
            for u in active:
                B[u] = rnd(total[u] + extra[u])
        elif S.kind == "ru_open_closed":
            for u in active:
                B[u] = rnd(total[u]) if (u != du or made) else -100
        elif bombed:
            v = R["bomb_opponent_points"]
            if v == "half_contract":
                v = -(-D.bid // 20) * 10
            if R["bomb_first_free"] and self.counters["bombs_used"][decl] == 0:
                v = 0
            for u in active:
                if u != du:
                    B[u] = v
        elif conceded:
            for u in active:
                B[u] = -D.bid * mult if u == du else (60 if n == 2 else 40) * mult
        else:
            for u in active:
                B[u] = (D.contract if made else -D.contract) * mult if u == du else rnd(total[u]) * mult
        if su is not None:
            m = D.musik[0]
            ss = R["sitter_scores"]
            if ss == "musik_points":
                B[su] = rnd(pts(m)) * mult
            elif ss == "musik_aces_marriages":
                B[su] = (50 * sum(c[0] == "A" for c in m) + sum(MARRIAGE[x] for x in marriages(m))) * mult
        for u in D.nines:
            B[u] += 120 * mult
        if bombed:
            self.counters["bombs_used"][decl] += 1
        # unit counters (teams: per team, stored on both partners)
        Sc = [self.scores[units[u][0]] for u in range(U)]
        ctr = {k: [self.counters[k][units[u][0]] for u in range(U)]
               for k in ("bolts", "barrel_attempts", "barrel_falls")}
        new = [Sc[u] + B[u] for u in range(U)]
        target, barrel = R["target"], R["barrel"]
        # step 2: 800 lock
        if has_decl and R["lock_800"]:
            for u in range(U):
                if u != du and Sc[u] >= R["lock_from"] and new[u] > Sc[u]:
                    new[u] = Sc[u]
        # step 3: exact target
        if R["exact_target"]:
            for u in range(U):
                if new[u] > target:
                    new[u] = Sc[u]
        # step 4: non-declarer finish
        if has_decl and R["non_declarer_finish"] != "allowed":
            for u in range(U):
                if u != du and new[u] >= target:
                    new[u] = Sc[u] if R["non_declarer_finish"] == "no_points" else \
                        max(Sc[u], min(990, target - 10))
        # step 5: barrel
        if has_decl and barrel is not None:
            def fall(u):
                ctr["barrel_falls"][u] += 1
                z = R["barrel_zero_on_fall"]
                if z is not None and ctr["barrel_falls"][u] >= z:
                    new[u] = 0

            def attempt(u):
                ctr["barrel_attempts"][u] += 1
                if ctr["barrel_attempts"][u] >= R["barrel_attempts"]:
                    new[u] = barrel - 120
                    fall(u)

            newly = []
            for u in range(U):
                if Sc[u] == barrel:
                    if S.kind == "ru_open_closed":
                        if u == du:
                            if total[u] >= target - barrel:
                                new[u] = barrel + total[u]
                            else:
                                new[u] = barrel - 120
                                fall(u)
                        else:
                            new[u] = Sc[u]
                    elif u == su:
                        new[u] = Sc[u]
                    elif u == du:
                        if bombed:
                            new[u] = Sc[u]
                            attempt(u)
                        elif made and new[u] >= target:
                            pass                       # a win from the barrel
                        elif made:
                            new[u] = barrel
                            attempt(u)
                        else:                          # failed or conceded: -contract
                            fall(u)
                    else:
                        new[u] = Sc[u]
                        attempt(u)
                elif Sc[u] < barrel <= new[u]:
                    new[u] = barrel
                    newly.append(u)
            if R["barrel_simultaneous"] == "all_fall_120" and len(newly) >= 2:
                for u in newly:
                    new[u] = barrel - 120
        # step 6: no-trick penalty and bolts (played deals only)
        if res == "played":
            for u in active:
                if sum(D.tricks[s] for s in units[u]) == 0:
                    P = R["lock_800_no_trick_penalty"]
                    if P is not None and Sc[u] >= R["no_trick_penalty_from"]:
                        new[u] -= P
                    if R["bolts"]:
                        old = ctr["bolts"][u]
                        nb = old + (2 if (D.dark or D.golden) else 1)
                        new[u] -= 120 * (nb // 3 - old // 3)
                        ctr["bolts"][u] = nb
        # step 7: attempts restart off the barrel
        if barrel is not None:
            for u in range(U):
                if new[u] != barrel:
                    ctr["barrel_attempts"][u] = 0
        # step 8: 555
        if R["reset_555"]:
            new = [0 if x == 555 else x for x in new]
        # write back per seat
        delta = [0] * n
        for u in range(U):
            for s in units[u]:
                delta[s] = new[u] - self.scores[s]
                self.scores[s] = new[u]
                for k in ctr:
                    self.counters[k][s] = ctr[k][u]
        rep["score_delta"] = delta
        rep["scores_after"] = list(self.scores)
        # step 9: winner
        winner = None
        top = [u for u in range(U) if new[u] >= target]
        if len(top) == 1:
            winner = units[top[0]][0]
        elif top:
            mode = R["finish_tie"]
            if mode == "declarer_then_higher" and not has_decl:
                mode = "higher"
            if mode == "declarer_then_higher" and du in top:
                winner = units[du][0]
            elif mode == "draw":
                winner = "draw"
            else:
                hi = max(new[u] for u in top)
                best = [u for u in top if new[u] == hi]
                winner = units[best[0]][0] if len(best) == 1 else "draw"
        return rep, winner


def replay(doc, order="hand"):
    """Replay a parsed record; returns the `replay` output object or an error object."""
    try:
        return Game(doc, order).run()
    except RecordError as e:
        return {"error": e.msg, "deal": e.deal, "action": e.action}


def _not_json(name):
    raise ValueError("%s is not JSON" % name)


def main(argv):
    if len(argv) != 2:
        print("usage: replay_ref.py FILE", file=sys.stderr)
        return 2
    try:
        text = sys.stdin.read() if argv[1] == "-" else open(argv[1], encoding="utf-8").read()
        doc = json.loads(text, parse_constant=_not_json)
    except (OSError, ValueError) as e:
        out = {"error": "json: %s" % e, "deal": None, "action": None}
    else:
        out = replay(doc)
    print(json.dumps(out, indent=1))
    return 2 if "error" in out else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
