"""An independent reading of RULES.md used as an oracle by the property tests.

Only the deal's public facts are taken from the engine (who sits where, the
cards in each hand, the history of tokens); who moves, what is legal and what
a deal scores are recomputed here from the spec text:

- §2.3 auction order, forced opening bid, bid_cap, bid_step, bid_jumps;
- §2.6 the follow / must_beat / must_trump obligations and the trick winner;
- §2.7 / §8 melds; §8 redeal claims; §8 one deal's scoring, step 1 (base).

Cards are read through their notation (``QH``), not the engine's encoding.
"""
from __future__ import annotations

import weakref
from typing import Optional

from tysiac_engine.cards import CARDS, Card, cards_of

RANKS = "789JQKTA"  # low to high (RULES.md §1; 7 and 8 with 32 cards)
SUITS = "HDCS"
POINTS = {"7": 0, "8": 0, "9": 0, "J": 2, "Q": 3, "K": 4, "T": 10, "A": 11}
MARRIAGE = {"H": 100, "D": 80, "C": 60, "S": 40}


# read once from the notation: "QH" -> rank Q, suit H
NAME = tuple(str(c) for c in CARDS)
SUIT_OF = tuple(n[1] for n in NAME)
RANK_OF = tuple(RANKS.index(n[0]) for n in NAME)


def name(c: int) -> str:
    return NAME[c]


def suit(c: int) -> str:
    return SUIT_OF[c]


def rank(c: int) -> int:
    return RANK_OF[c]


def points(cards) -> int:
    return sum(POINTS[name(c)[0]] for c in cards)


def names(mask: int) -> set[str]:
    return {name(c) for c in cards_of(mask)}


def marriages(mask: int) -> list[str]:
    held = names(mask)
    return [s for s in SUITS if "Q" + s in held and "K" + s in held]


def marriage_total(mask: int) -> int:
    return sum(MARRIAGE[s] for s in marriages(mask))


def max_bid(rules) -> int:
    return 400 if rules.players == 2 else 360


def bid_cap(rules, mask: int) -> int:
    top = max_bid(rules)
    if rules.bid_cap == "marriages":
        return min(top, 120 + marriage_total(mask))
    if rules.bid_cap == "any_marriage":
        return top if marriages(mask) else 120
    return top


# ----------------------------------------------------------------------------- tricks

def beats(c: int, w: int, trump: Optional[str]) -> bool:
    """§2.6: a card beats W if it is of W's suit and higher, or a trump while W is not."""
    sc, sw = SUIT_OF[c], SUIT_OF[w]
    if sc == sw:
        return RANK_OF[c] > RANK_OF[w]
    return sc == trump


def trick_winner(cards: list[tuple[int, int]], trump: Optional[str]) -> tuple[int, int]:
    """(seat, card) taking the trick: highest trump, else highest card of the led suit."""
    best = cards[0]
    for seat, c in cards[1:]:
        if beats(c, best[1], trump):
            best = (seat, c)
    return best


def legal_card_list(hand: int, trick: list[tuple[int, int]], trump: Optional[str], rules) -> list[int]:
    """§2.6 obligations for the next card of a trick (the leader may play anything)."""
    held = cards_of(hand)
    if not trick:
        return list(held)
    led = SUIT_OF[trick[0][1]]
    w = trick_winner(trick, trump)[1]
    follow = [c for c in held if SUIT_OF[c] == led]
    if follow:
        if rules.must_beat:
            better = [c for c in follow if beats(c, w, trump)]
            if better:
                return better
        return follow
    trumps = [c for c in held if trump is not None and SUIT_OF[c] == trump]
    if trumps and rules.must_trump != "never":
        better = [c for c in trumps if beats(c, w, trump)]
        if rules.must_trump == "always":
            if rules.must_beat and better:
                return better
            return trumps
        # if_beats
        if better:
            return better
    return list(held)


def legal_cards(hand: int, trick: list[tuple[int, int]], trump: Optional[str], rules) -> set[str]:
    return {NAME[c] for c in legal_card_list(hand, trick, trump, rules)}


# ----------------------------------------------------------------------------- history

_TOKENS: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()
_TRICKS: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()


def tokens(deal) -> list[tuple[int, str]]:
    got = _TOKENS.get(deal)
    history = deal.history
    if got is None or len(got) > len(history):
        got = []
    got = got + [(seat, str(a)) for seat, a in history[len(got):]]
    _TOKENS[deal] = got
    return got


def replay_tricks(deal):
    """Cached per deal and history length."""
    got = _TRICKS.get(deal)
    if got is not None and got[0] == len(deal.history):
        return got[1]
    result = _replay_tricks(deal)
    _TRICKS[deal] = (len(deal.history), result)
    return result


def _replay_tricks(deal) -> tuple[list[tuple[list[tuple[int, int]], int]], list[tuple[int, int]], Optional[str], list[list[str]]]:
    """From the play/meld tokens: completed tricks (cards, winner), the open trick, trump, melds."""
    size = len(deal.active)
    trump: Optional[str] = None
    melds: list[list[str]] = [[] for _ in range(deal.n)]
    done: list[tuple[list[tuple[int, int]], int]] = []
    trick: list[tuple[int, int]] = []
    for seat, tok in tokens(deal):
        kind, _, arg = tok.partition(" ")
        if kind not in ("play", "meld"):
            continue
        c = int(Card.parse(arg))
        if kind == "meld":
            trump = suit(c)
            melds[seat].append(suit(c))
        trick.append((seat, c))
        if len(trick) == size:
            done.append((trick, trick_winner(trick, trump)[0]))
            trick = []
    return done, trick, trump, melds


def next_clockwise(deal, seat: int, skip=()) -> int:
    order = deal.active
    i = order.index(seat)
    for k in range(1, len(order) + 1):
        s = order[(i + k) % len(order)]
        if s not in skip:
            return s
    raise AssertionError("nobody left")


def entitled_to_redeal(rules, mask: int) -> bool:
    """§3 / §8: four nines (redeal) or a weak hand, never with a marriage."""
    if marriages(mask):
        return False
    held = names(mask)
    nines = rules.redeal_four_nines == "redeal" and all("9" + s in held for s in SUITS)
    weak = rules.redeal_weak_hand is not None and points(cards_of(mask)) <= rules.redeal_weak_hand
    return nines or weak


def claimants(deal) -> list[int]:
    """§10 dark bid: with dark_bid on, the dealer's left has no redeal claim in that deal."""
    rules = deal.rules
    dark_first = rules.dark_bid and rules.players != 2 and not deal.golden
    return [s for s in deal.active if entitled_to_redeal(rules, deal.dealt[s])
            and not (dark_first and s == deal.active[0])]


def auction_state(deal) -> tuple[Optional[int], int, set[int], Optional[int]]:
    """(high bidder, high bid, passed seats, last auction actor) from the tokens."""
    high_bidder, high, passed, last = None, 0, set(), None
    for seat, tok in tokens(deal):
        kind, _, arg = tok.partition(" ")
        if kind == "bid":
            high_bidder, high, last = seat, int(arg), seat
        elif kind == "dark":
            high_bidder, high, last = seat, 120, seat
        elif kind == "pass":
            passed.add(seat)
            last = seat
    return high_bidder, high, passed, last


def dark_stands(deal) -> bool:
    """§3 dark_bid: the blind 120 won the auction (nobody overbid it)."""
    last = None
    for _, tok in tokens(deal):
        if tok == "dark" or tok.startswith("bid "):
            last = tok
    return last == "dark" and deal.phase not in ("claims", "auction")


def golden_deal(game, deal) -> bool:
    """§8 golden round: the first deals, one per seat that plays; again after a round nobody made."""
    return golden_position(game, deal)[0]


def golden_position(game, deal) -> tuple[bool, bool]:
    """(golden, closes a golden round that nobody made) for a deal of the game."""
    if not game.rules.golden_round:
        return False, False
    index = next(i for i, d in enumerate(game.deals) if d is deal)
    count, made = 0, False
    for i, r in enumerate(game.results[:index + 1]):
        if r.outcome.redeal:
            continue
        golden = count < game.n
        if i == index:
            if not golden:
                return False, False
            made = made or bool(r.outcome.made)
            return True, count + 1 == game.n and not made
        if golden:
            count += 1
            made = made or bool(r.outcome.made)
            if count == game.n and not made:
                count, made = 0, False  # nobody made it: the round starts again
    return count < game.n, False


def doubled(game, deal) -> bool:
    return dark_stands(deal) or golden_deal(game, deal)


def declarer_of(game, deal) -> Optional[int]:
    if golden_deal(game, deal):
        return deal.active[0]  # "each player in turn must play 120": the first hand
    return auction_state(deal)[0]


def expected_to_move(deal, game=None) -> Optional[int]:
    phase = deal.phase
    if phase == "done":
        return None
    if phase == "claims":
        keeps = sum(1 for _, t in tokens(deal) if t == "keep")
        return claimants(deal)[keeps]
    if phase == "auction":
        high_bidder, _, passed, last = auction_state(deal)
        if last is None:
            return deal.active[0]  # left of the dealer opens
        return next_clockwise(deal, last, passed)
    high_bidder = declarer_of(game, deal) if game is not None else auction_state(deal)[0]
    if phase in ("musik", "contract"):
        return high_bidder
    done, trick, _, _ = replay_tricks(deal)
    if trick:
        return next_clockwise(deal, trick[-1][0])
    if done:
        return done[-1][1]
    return high_bidder  # the declarer leads the first trick


def open_tokens(game) -> set[str]:
    """Tokens whose legality RULES.md leaves open now (not compared): ``claim`` is checked
    separately; whether a dark or golden declarer may bomb is not said."""
    deal = game.current
    out = {"claim"}
    if deal.phase == "contract" and doubled(game, deal):
        out.add("bomb")
    return out


def expected_legal(game) -> set[str]:
    """The legal tokens of the current deal per RULES.md, except open_tokens()."""
    deal = game.current
    rules = game.rules
    seat = deal.to_move
    phase = deal.phase
    step = rules.bid_step
    if phase == "claims":
        return {"redeal", "keep"}
    if phase == "auction":
        high_bidder, high, _, _ = auction_state(deal)
        if high_bidder is None:
            return {f"bid {rules.opening_bid}"} | ({"dark"} if rules.dark_bid else set())
        cap = bid_cap(rules, deal.dealt[seat])
        out = {"pass"}
        top = cap if rules.bid_jumps else high + step
        out.update(f"bid {n}" for n in range(high + step, min(top, cap) + 1, step))
        return out
    if phase == "musik":
        if deal.taken is None:
            return {f"take {i}" for i in range(len(deal.musiks))}
        hand = names(deal.hands[seat])
        out = set()
        gives = [t for _, t in tokens(deal) if t.startswith("give ")]
        discards = [t for _, t in tokens(deal) if t.startswith("discard ")]
        limit = rules.redeal_poor_musik
        # §10: only where exactly one talon is taken (not with two musiks), never in a dark or golden deal
        if (limit is not None and not gives and not discards and len(deal.musiks) == 1
                and not doubled(game, deal) and points(cards_of(deal.musiks[deal.taken])) <= limit):
            out.add("redeal")
        if deal.n == 2:
            out.update(f"discard {c}" for c in hand)
        else:
            given_to = {int(t.split()[2]) for t in gives}
            for target in deal.active:
                if target != seat and target not in given_to:
                    out.update(f"give {c} {target}" for c in hand)
        return out
    if phase == "contract":
        if doubled(game, deal):
            # dark / golden: the contract is fixed at 120
            return {"declare 120", "concede"}  # §8: concede allowed in golden and dark deals whatever concede says
        high_bidder, high, _, _ = auction_state(deal)
        cap = max(high, bid_cap(rules, deal.hands[seat]))
        out = {f"declare {n}" for n in range(high, cap + 1, step)}
        used = game.counters.bombs_used[seat]
        limit = rules.bombs_per_player
        if (limit == "unlimited" or used < limit) and (rules.bomb_max_bid is None or high <= rules.bomb_max_bid):
            out.add("bomb")
        if rules.concede:
            out.add("concede")
        return out
    assert phase == "play", phase
    done, trick, trump, _ = replay_tricks(deal)
    out = {f"play {c}" for c in legal_cards(deal.hands[seat], trick, trump, rules)}
    if not trick:
        won_here = sum(1 for _, w in done if w == seat)
        if not (rules.meld_requires_trick and not won_here):
            for s in marriages(deal.hands[seat]):
                out.add(f"meld Q{s}")
                if rules.meld_card != "queen_only":
                    out.add(f"meld K{s}")
    return out


# ----------------------------------------------------------------------------- scoring

def round_opponent(p: int, how: str) -> int:
    """§3 opponent_rounding, by its examples: 24→20, 25→20, 26→30 / 25→30 / 42→40, 43→45."""
    if how == "exact":
        return p
    if how in ("ten_half_down", "ten_half_up"):
        low = p - p % 10
        rest = p % 10
        if rest < 5 or (rest == 5 and how == "ten_half_down"):
            return low
        return low + 10
    assert how == "five_nearest"
    low = p - p % 5
    return low if p % 5 <= 2 else low + 5


def expected_base(rules, deal, outcome, bombs_used_before: tuple[int, ...], is_doubled: bool = False) -> list:
    """§8 step 1 for one finished deal (UNKNOWN where the spec is silent)."""
    n = deal.n
    base: list = [0] * n
    if outcome.redeal:
        return base
    factor = 2 if is_doubled else 1
    d = outcome.declarer
    opponents = [s for s in deal.active if s != d]
    if outcome.bombed:
        if rules.bomb_first_free and bombs_used_before[d] == 0:
            value = 0
        elif rules.bomb_opponent_points == "half_contract":
            half = -(-outcome.bid // 2)
            value = -(-half // 10) * 10
        else:
            value = rules.bomb_opponent_points
        for s in opponents:
            base[s] = value
    elif outcome.conceded:
        base[d] = -outcome.bid * factor
        for s in opponents:
            base[s] = (60 if rules.players == 2 else 40) * factor  # §8: +60 with 2 players
    else:
        total = outcome.card_points[d] + sum(outcome.melds[d])
        base[d] = (outcome.contract if total >= outcome.contract else -outcome.contract) * factor
        for s in opponents:
            base[s] = round_opponent(outcome.card_points[s] + sum(outcome.melds[s]), rules.opponent_rounding) * factor
    if n == 4:
        musik = deal.musiks[0]
        if rules.sitter_scores == "musik_points":
            got = round_opponent(points(cards_of(musik)), rules.opponent_rounding)
        elif rules.sitter_scores == "musik_aces_marriages":
            got = 50 * sum(1 for c in names(musik) if c[0] == "A") + marriage_total(musik)
        else:
            got = 0
        base[deal.dealer] += got * factor
    if rules.redeal_four_nines == "bonus_120":
        holder = four_nines_holder(deal)
        if holder is not None:
            # is the bonus doubled in a dark / golden deal? not said
            base[holder] = UNKNOWN if factor == 2 else base[holder] + 120
    return base


def four_nines_holder(deal) -> Optional[int]:
    """The seat that ever holds all four nines: dealt, after the musik or after a give."""
    nines = 0
    for c in CARDS:
        if name(c)[0] == "9":
            nines |= 1 << c
    hands = list(deal.dealt)

    def holder():
        for s in deal.active:
            if hands[s] & nines == nines:
                return s
        return None

    found = holder()
    for seat, action in deal.history:
        if found is not None:
            break
        if action.kind == "take":
            hands[seat] |= deal.musiks[action.value]
        elif action.kind == "give":
            hands[seat] &= ~(1 << action.card)
            hands[action.value] |= 1 << action.card
        else:
            continue
        found = holder()
    return found


_CLAIM_MEMO: dict = {}  # positions are independent of the deal they come from


def claim_unbeatable(deal, rules) -> bool:
    """§8 Claim: the declarer, leading, wins every remaining trick against every legal defence,
    with the trump as it stands and no further melds."""
    d = deal.declarer
    order = deal.active
    i = order.index(d)
    defenders = [order[(i + k) % len(order)] for k in range(1, len(order))]
    _, trick, trump, _ = replay_tricks(deal)
    assert not trick
    if len(_CLAIM_MEMO) > 300_000:
        _CLAIM_MEMO.clear()
    memo = _CLAIM_MEMO
    flags = (trump, rules.must_beat, rules.must_trump)

    def wins_all(dh: int, opps: tuple[int, ...]) -> bool:
        if not dh:
            return True
        key = (dh, opps, flags)
        if key in memo:
            return memo[key]
        result = any(all_replies_lose(c, dh & ~(1 << c), opps) for c in cards_of(dh))
        memo[key] = result
        return result

    def all_replies_lose(c: int, rest: int, opps: tuple[int, ...]) -> bool:
        def rec(k: int, cards: list, left: tuple[int, ...]) -> bool:
            if k == len(opps):
                if trick_winner(cards, trump)[0] != d:
                    return False
                return wins_all(rest, left)
            for rc in legal_card_list(opps[k], cards, trump, rules):
                if not rec(k + 1, cards + [(defenders[k], rc)], left + (opps[k] & ~(1 << rc),)):
                    return False
            return True
        return rec(0, [(d, c)], ())

    return wins_all(deal.hands[d], tuple(deal.hands[s] for s in defenders))


UNKNOWN = object()  # a value the spec leaves open; not compared


def decide_winner(rules, scores: list[int], declarer: Optional[int]):
    """§8 step 9 and §3 finish_tie."""
    reached = [s for s, v in enumerate(scores) if v >= rules.target]
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


def expected_after(rules, deal, outcome, before: tuple[int, ...], counters, base: list,
                   is_doubled: bool = False):
    """§8 steps 2-9 of one deal (without the reset of a golden round nobody made: see golden_position).

    Returns (scores, counters dict, winner); entries the spec leaves open are UNKNOWN.
    """
    n = deal.n
    c = {k: list(v) for k, v in counters.as_dict().items()}
    if outcome.redeal:
        return list(before), c, None
    d = outcome.declarer
    target = rules.target
    new: list = [UNKNOWN if base[s] is UNKNOWN else before[s] + base[s] for s in range(n)]
    if outcome.bombed:
        c["bombs_used"][d] += 1
    # 2. 800 lock, on the score before the deal
    def known(s):
        return new[s] is not UNKNOWN

    if rules.lock_800:
        for s in range(n):
            if known(s) and s != d and before[s] >= rules.lock_from and new[s] > before[s]:
                new[s] = before[s]
    # 3. exact target: a seat that would pass the target keeps its score
    if rules.exact_target:
        for s in range(n):
            if known(s) and new[s] > target and new[s] > before[s]:
                new[s] = before[s]
    # 4. non-declarer finish
    if rules.non_declarer_finish != "allowed":
        for s in range(n):
            if known(s) and s != d and new[s] >= target and new[s] > before[s]:
                new[s] = before[s] if rules.non_declarer_finish == "no_points" else max(before[s], min(990, target - 10))
    # 5. barrel
    barrel = rules.barrel
    played = not (outcome.redeal or outcome.bombed or outcome.conceded)
    if barrel is not None:
        entered = []
        for s in range(n):
            if before[s] == barrel:
                if s not in deal.active:
                    new[s] = UNKNOWN  # a sitter on the barrel: the spec does not say
                    c["barrel_attempts"][s] = UNKNOWN
                    continue
                if not known(s):
                    c["barrel_attempts"][s] = UNKNOWN
                    continue
                if s == d and played and outcome.made and new[s] >= target:
                    continue  # a win from the barrel
                zero = rules.barrel_zero_on_fall
                if s == d and (outcome.conceded or (played and not outcome.made)):
                    # −contract, off the barrel: leaving it without winning is a fall (§8 step 5)
                    c["barrel_falls"][s] += 1
                    if zero is not None and c["barrel_falls"][s] >= zero:
                        new[s] = 0
                    continue
                new[s] = barrel
                c["barrel_attempts"][s] += 1
                if c["barrel_attempts"][s] >= rules.barrel_attempts:
                    c["barrel_falls"][s] += 1
                    # "the Nth such time and every later one, the score goes to 0"
                    new[s] = 0 if zero is not None and c["barrel_falls"][s] >= zero else barrel - 120
            elif known(s) and before[s] < barrel <= new[s]:
                new[s] = barrel
                entered.append(s)
        if rules.barrel_simultaneous == "all_fall_120" and len(entered) >= 2:
            for s in entered:
                new[s] = barrel - 120 if all(known(x) for x in entered) else UNKNOWN
    # 6. no-trick penalty and bolts
    if played:
        for s in range(n):
            if outcome.tricks[s]:
                continue
            if s not in deal.active:
                if rules.bolts:
                    new[s] = UNKNOWN  # the sitter: "every seat" vs. a seat that sat out
                    c["bolts"][s] = UNKNOWN
                continue
            if (rules.lock_800_no_trick_penalty is not None and before[s] >= rules.no_trick_penalty_from
                    and new[s] is not UNKNOWN):
                new[s] -= rules.lock_800_no_trick_penalty
            if rules.bolts:
                was = c["bolts"][s]
                c["bolts"][s] += 2 if is_doubled else 1
                if new[s] is not UNKNOWN:
                    new[s] -= 120 * (c["bolts"][s] // 3 - was // 3)
    # 7. attempts restart off the barrel
    for s in range(n):
        if new[s] is UNKNOWN:
            c["barrel_attempts"][s] = UNKNOWN
            continue
        if barrel is None or new[s] != barrel:
            c["barrel_attempts"][s] = 0
    # 8. 555
    if rules.reset_555:
        for s in range(n):
            if new[s] == 555:
                new[s] = 0
    # 9. winner
    winner = UNKNOWN if any(v is UNKNOWN for v in new) else decide_winner(rules, new, d)
    return new, c, winner
