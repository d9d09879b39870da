"""The open-hand solver against a plain reference minimax and the engine."""
import random

import pytest

from tysiac_engine import Game, make_rules
from tysiac_engine.actions import MELDS, PLAYS
from tysiac_engine.ai.solver import (
    Solver, apply_move, can_reach, legal_moves, make_position, move_reaches, move_values,
    position_from_deal, position_from_view, solve, supports_shape, supports_view, upper_bound,
)
from tysiac_engine.ai.solver_bench import dd_solve_ms_median, first_lead_deal
from tysiac_engine.cards import (
    CARD_POINTS, KING, MARRIAGE_MASKS, MARRIAGE_VALUES, QUEEN, cards, cards_of, mask_of, points_of,
)
from tysiac_engine.cards import deck as full_deck
from tysiac_engine.legality import legal_reply_mask


# --------------------------------------------------------------------------- reference
def ref_future(hands, declarer, to_move, trick, trump, taken, aside, rules, slam=0):
    """Declarer's points still to come: every legal move, no table, no pruning.

    ``slam``: points the declarer adds by taking every trick (ru_prikup_4).
    """
    must_beat, must_trump, meld_card, meld_req = rules
    n = len(hands)
    hand = hands[to_move]
    moves = []  # (card, melds?)
    if trick:
        wp, wc = trick[0]
        for p, c in trick[1:]:
            if (c >> 3 == wc >> 3 and c > wc) or (trump >= 0 and c >> 3 == trump and wc >> 3 != trump):
                wp, wc = p, c
        mask = legal_reply_mask(hand, trick[0][1] >> 3, wc, trump, must_beat, must_trump)
        moves = [(c, False) for c in cards_of(mask)]
    else:
        moves = [(c, False) for c in cards_of(hand)]
        if not meld_req or taken >> to_move & 1:
            for s in range(4):
                if hand & MARRIAGE_MASKS[s] == MARRIAGE_MASKS[s]:
                    moves.append((s * 8 + QUEEN, True))
                    if meld_card != "queen_only":
                        moves.append((s * 8 + KING, True))
    values = []
    for c, meld in moves:
        new_hands = list(hands)
        new_hands[to_move] &= ~(1 << c)
        t = c >> 3 if meld else trump
        gain = MARRIAGE_VALUES[c >> 3] if meld and to_move == declarer else 0
        new_trick = trick + ((to_move, c),)
        if len(new_trick) < n:
            v = ref_future(tuple(new_hands), declarer, (to_move + 1) % n, new_trick, t, taken, aside, rules, slam)
        else:
            wp, wc = new_trick[0]
            for p, x in new_trick[1:]:
                if (x >> 3 == wc >> 3 and x > wc) or (t >= 0 and x >> 3 == t and wc >> 3 != t):
                    wp, wc = p, x
            pts = sum(CARD_POINTS[x] for _, x in new_trick)
            if wp == declarer:
                gain += pts
            if not any(new_hands):
                v = aside + (slam if taken | 1 << wp == 1 << wp else 0) if wp == declarer else 0
            else:
                v = ref_future(tuple(new_hands), declarer, wp, (), t, taken | 1 << wp, aside, rules, slam)
        values.append(gain + v)
    return max(values) if to_move == declarer else min(values)


def ref_total(pos):
    if pos.is_over:
        return pos.points
    rules = (pos.must_beat, pos.must_trump, pos.meld_card, pos.meld_requires_trick)
    return pos.points + ref_future(pos.hands, pos.declarer, pos.to_move, pos.trick, pos.trump,
                                   pos.taken, pos.aside, rules, pos.slam)


def ref_move_values(pos):
    return {mv: ref_total(apply_move(pos, mv)) for mv in legal_moves(pos)}


# --------------------------------------------------------------------------- random endgames
RULE_SETS = [
    dict(must_beat=True, must_trump="if_beats", meld_card="queen_or_king", meld_requires_trick=False),
    dict(must_beat=False, must_trump="always", meld_card="queen_or_king", meld_requires_trick=True),
    dict(must_beat=True, must_trump="always", meld_card="queen_only", meld_requires_trick=False),
    dict(must_beat=True, must_trump="never", meld_card="queen_or_king", meld_requires_trick=True),
    dict(must_beat=False, must_trump="if_beats", meld_card="queen_only", meld_requires_trick=False),
]


def random_position(rng, n, size, marriages=False, mid_trick=None, deck_size=None):
    """A random endgame: n hands of `size` cards from the 24- or 32-card deck, random trump,
    rules and history (with 2 players sometimes cards aside and a slam bonus)."""
    pack = list(full_deck(deck_size or rng.choice([24, 24, 32])))
    rng.shuffle(pack)
    leader = rng.randrange(n)
    if marriages:  # give a random player (often the leader) the K and Q of a random suit
        s, p = rng.randrange(4), rng.choice([leader, rng.randrange(n)])
        pair = [s * 8 + QUEEN, s * 8 + KING]
        pack = [c for c in pack if c not in pair]
        pack[p * size:p * size] = pair
    hands = [mask_of(pack[k * size:(k + 1) * size]) for k in range(n)]
    rules = rng.choice(RULE_SETS)
    declarer = rng.randrange(n)
    slam = rng.choice([0, 0, 0, 13]) if n == 2 else 0
    taken = rng.choice([1 << declarer, rng.randrange(1 << n)]) if slam else rng.randrange(1 << n)
    pos = make_position(hands, declarer, leader, trump=rng.choice([-1, -1, 0, 1, 2, 3]), taken=taken,
                        points=rng.choice([0, 0, 37, 120]), aside=rng.choice([0, 0, 14]) if n == 2 else 0,
                        slam=slam, **rules)
    steps = rng.randrange(n) if mid_trick is None else mid_trick
    for _ in range(steps):
        pos = apply_move(pos, rng.choice(legal_moves(pos)))
    return pos


def describe(pos):
    return " | ".join(" ".join(str(c) for c in cards_of(h)) for h in pos.hands), pos


@pytest.mark.parametrize("n", [3, 2])
def test_solve_matches_reference_on_random_endgames(n):
    rng = random.Random(100 + n)
    checked = melds_seen = 0
    for i in range(300 if n == 3 else 250):
        size = rng.choice([2, 3, 3, 4, 4]) if n == 3 else rng.choice([2, 3, 4, 5])
        pos = random_position(rng, n, size, marriages=i % 2 == 0)
        want = ref_total(pos)
        assert solve(pos) == want, describe(pos)
        checked += 1
        melds_seen += any(mv.kind == "meld" for mv in legal_moves(pos))
    assert checked >= 250 and melds_seen >= 20


def test_solve_matches_reference_on_five_card_endings():
    rng = random.Random(150)
    for i in range(24):
        n = 3 if i % 4 else 2
        pos = random_position(rng, n, 5, marriages=i % 2 == 0)
        assert solve(pos) == ref_total(pos), describe(pos)


@pytest.mark.parametrize("n", [3, 2])
def test_can_reach_matches_reference(n):
    rng = random.Random(200 + n)
    yes = no = 0
    for i in range(150):
        size = rng.choice([2, 3, 4]) if n == 3 else rng.choice([2, 3, 4, 5])
        pos = random_position(rng, n, size, marriages=i % 3 == 0)
        want = ref_total(pos)
        for threshold in (want - 1, want, want + 1, pos.points + rng.randrange(0, 150)):
            got = can_reach(pos, threshold)
            assert got == (want >= threshold), (threshold, want, describe(pos))
            yes += got
            no += not got
    assert yes > 100 and no > 100


@pytest.mark.parametrize("n", [3, 2])
def test_move_values_match_reference(n):
    rng = random.Random(300 + n)
    compared = 0
    for i in range(120):
        size = rng.choice([2, 3, 4]) if n == 3 else rng.choice([2, 3, 4, 5])
        pos = random_position(rng, n, size, marriages=i % 2 == 0)
        want = ref_move_values(pos)
        got = move_values(pos)
        assert got == want, describe(pos)
        threshold = pos.points + rng.randrange(0, 120)
        assert move_reaches(pos, threshold) == {mv: v >= threshold for mv, v in want.items()}
        compared += len(want)
    assert compared > 200


def test_solver_table_is_reused_across_positions_of_one_deal():
    rng = random.Random(5)
    pos = random_position(rng, 3, 4, marriages=True, mid_trick=0)
    solver = Solver(pos)
    for _ in range(12):
        if pos.is_over:
            break
        values = solver.move_values(pos)
        assert values == ref_move_values(pos)
        assert solver.value(pos) == (max if pos.to_move == pos.declarer else min)(values.values())
        pos = apply_move(pos, rng.choice(list(values)))
    other = make_position(pos.hands, (pos.declarer + 1) % 3, must_beat=pos.must_beat)
    with pytest.raises(ValueError):
        solver.value(other)


# --------------------------------------------------------------------------- bigger positions
def test_solve_agrees_with_can_reach_binary_search_on_eight_card_deals():
    for seed in range(6):
        deal = first_lead_deal(seed)
        pos = position_from_deal(deal)
        value = solve(pos)
        lo, hi = pos.points, upper_bound(pos)
        assert lo <= value <= hi
        while lo < hi:  # largest threshold that can still be reached
            mid = (lo + hi + 1) // 2
            if can_reach(pos, mid):
                lo = mid
            else:
                hi = mid - 1
        assert lo == value
        assert can_reach(pos, value) and not can_reach(pos, value + 1)


def test_move_values_on_eight_card_deal_are_consistent():
    pos = position_from_deal(first_lead_deal(3))
    values = move_values(pos)
    assert set(values) == set(legal_moves(pos))
    assert max(values.values()) == solve(pos)
    for mv, v in list(values.items())[:4]:
        assert can_reach(apply_move(pos, mv), v) and not can_reach(apply_move(pos, mv), v + 1)


# --------------------------------------------------------------------------- the engine
def test_position_from_deal_and_moves_match_the_engine():
    """Both sides follow the solver's best moves in the engine: the total is the one solved."""
    for seed in range(4):
        deal = first_lead_deal(10 + seed)
        pos = position_from_deal(deal)
        target = solve(pos)
        while not deal.is_done:
            pos = position_from_deal(deal)
            engine_moves = {a for a in deal.legal_actions() if a.kind != "claim"}
            values = move_values(pos)
            assert set(values) == engine_moves
            pick = max if pos.to_move == pos.declarer else min
            best = pick(values.values())
            assert best == target  # the value never changes along an optimal line
            deal.apply(next(mv for mv, v in values.items() if v == best))
        d = deal.declarer
        out = deal.outcome()
        assert out.card_points[d] + sum(out.melds[d]) == target


def play_random_to(game, rng, tricks_done, mid=0):
    deal = game.current
    while len(deal.completed) < tricks_done or len(deal.trick) < mid:
        deal.apply(rng.choice([a for a in deal.legal_actions() if a.kind != "claim"]))
    return deal


def to_first_lead(deal, rng):
    """Random musik choices, the forced bid then passes, the lowest contract."""
    while deal.phase != "play":
        legal = deal.legal_actions()
        pick = [a for a in legal if a.kind in ("keep", "pass", "take", "give", "discard")]
        if deal.phase == "auction" and deal.high_bidder is None:
            pick = legal[:1]
        if deal.phase == "contract":
            pick = [a for a in legal if a.kind == "declare"][:1]
        deal.apply(rng.choice(pick))
    return deal


def unchosen_of(deal):
    out = 0
    for i, m in enumerate(deal.musiks):
        if i not in deal.taken_list:
            out |= m
    return out


# every shape the solver plays (RULES.md §9), with some play options
SOLVER_SHAPES = [
    ("polish", {}), ("russian", {}), ("danish", {"players": 4}),
    ("polish", {"meld_card": "queen_only", "must_trump": "never"}),
    ("russian", {"deck": 32}), ("russian", {"players": 4, "deck": 32}),
    ("polish", {"players": 2}), ("polish", {"players": 2, "aside_to": "nobody"}),
    ("polish", {"players": 2, "two_player_mode": "musik_2x3"}),
    ("polish", {"players": 2, "two_player_mode": "twelve_cards"}),
    ("polish", {"players": 2, "two_player_mode": "seven_open_musik"}),
    ("russian", {"players": 2}),
]


@pytest.mark.parametrize("preset,overrides", SOLVER_SHAPES)
def test_mid_deal_positions_from_the_engine(preset, overrides):
    rng = random.Random(31 + len(preset) + 7 * len(overrides))
    rules = make_rules(preset, overrides)
    assert supports_shape(rules.shape)
    checked = 0
    for g in range(24):
        game = Game(rules, seed=g, preset=preset)
        deal = to_first_lead(game.current, rng)
        if deal.is_done:
            continue
        tricks = rules.shape.tricks
        deal = play_random_to(game, rng, tricks - rng.choice([2, 3]), mid=rng.randrange(len(deal.active)))
        if deal.is_done:
            continue
        pos = position_from_deal(deal)
        assert [pos.seats[i] for i in range(pos.n)] == list(deal.active)
        assert set(legal_moves(pos)) == {a for a in deal.legal_actions() if a.kind != "claim"}
        if deal.trick:
            assert pos.trick_state() == (pos.seats.index(deal.trick_winner), deal.trick_card)
        # what a seat sees, completed with the true hidden cards, is the same position
        for seat in deal.active:
            view = game.view(seat)
            assert supports_view(view)
            seen = position_from_view(view, deal.hands, deal.discards, unchosen_of(deal))
            assert seen == pos
        assert solve(pos) == ref_total(pos)
        assert move_values(pos) == ref_move_values(pos)
        checked += 1
    assert checked >= 15


@pytest.mark.parametrize("preset,overrides", SOLVER_SHAPES[4:])
def test_optimal_endings_score_in_the_engine_as_solved(preset, overrides):
    """From a few tricks before the end, both sides follow the solver in the engine: the
    declarer's total (cards aside, unchosen talons and slam included) is the one solved."""
    rng = random.Random(77 + len(overrides))
    rules = make_rules(preset, overrides)
    checked = 0
    for g in range(12):
        game = Game(rules, seed=100 + g, preset=preset)
        deal = to_first_lead(game.current, rng)
        deal = play_random_to(game, rng, rules.shape.tricks - 4)
        target = solve(position_from_deal(deal))
        while not deal.is_done:
            pos = position_from_deal(deal)
            values = move_values(pos)
            pick = max if pos.to_move == pos.declarer else min
            best = pick(values.values())
            assert best == target
            deal.apply(next(mv for mv, v in values.items() if v == best))
        d = deal.declarer
        out = deal.outcome()
        assert out.card_points[d] + sum(out.melds[d]) == target
        checked += 1
    assert checked == 12


def test_slam_takes_the_unpicked_cards_in_ru_prikup_4():
    rules = make_rules("russian", {"players": 2})
    rng = random.Random(5)
    slams = 0
    for g in range(40):
        game = Game(rules, seed=g)
        deal = to_first_lead(game.current, rng)
        deal = play_random_to(game, rng, rules.shape.tricks - 3)
        pos = position_from_deal(deal)
        assert pos.slam == points_of(unchosen_of(deal))
        if not pos.taken & ~(1 << pos.declarer):
            slams += 1
            assert solve(pos) == ref_total(pos)
    assert slams >= 1


def test_two_player_cards_aside_go_to_the_last_trick():
    # 14 points lie aside; the defender (player 1) leads
    hands = [mask_of(cards("AS 9H")), mask_of(cards("TS JH"))]
    pos = make_position(hands, 0, 1, aside=14, trump=-1)
    # TS first: AS must beat it (21), then JH wins the last trick and the cards aside
    assert solve(pos) == 21 == ref_total(pos)
    # JH first takes 2 points, but then AS beats TS in the last trick: 21 + 14
    assert solve(apply_move(pos, PLAYS[cards("JH")[0]])) == 35
    assert move_values(pos) == ref_move_values(pos) == {PLAYS[cards("TS")[0]]: 21, PLAYS[cards("JH")[0]]: 35}


def test_meld_scores_for_the_declarer_only_and_sets_trump():
    # player 0 (declarer) leads with KH QH: the marriage is worth 100
    hands = [mask_of(cards("KH QH 9S")), mask_of(cards("AH TH 9D")), mask_of(cards("JH AD TD"))]
    pos = make_position(hands, 0, 0)
    values = move_values(pos)
    assert MELDS[cards("QH")[0]] in values and MELDS[cards("KH")[0]] in values
    assert values == ref_move_values(pos)
    assert values[MELDS[cards("QH")[0]]] >= 100
    # the same hand for a defender: melding changes trump but adds nothing to the declarer
    pos_def = make_position(hands, 1, 0)
    assert move_values(pos_def) == ref_move_values(pos_def)
    assert solve(pos_def) <= 120


def test_bench_deals_start_at_the_first_lead():
    for seed in range(3):
        deal = first_lead_deal(seed)
        assert deal.phase == "play" and deal.to_move == deal.declarer and deal.contract == 100
        assert [bin(deal.hands[s]).count("1") for s in deal.active] == [8, 8, 8]
    assert dd_solve_ms_median(deals=2, seed=3) > 0


@pytest.mark.parametrize("options", [
    dict(equivalence=False), dict(bounds=False), dict(ordering=False), dict(driver="mtdf"),
    dict(table=False, equivalence=False, bounds=False, ordering=False),
])
def test_every_speed_technique_can_be_switched_off_with_the_same_results(options):
    rng = random.Random(400 + len(options))
    for i in range(60):
        n = 3 if i % 3 else 2
        pos = random_position(rng, n, rng.choice([2, 3, 4]), marriages=i % 2 == 0)
        fast = Solver(pos)
        plain = Solver(pos, **options)
        assert plain.value(pos) == fast.value(pos) == ref_total(pos), describe(pos)
        assert plain.move_values(pos) == fast.move_values(pos)
    deal_pos = position_from_deal(first_lead_deal(21))
    if options.get("table", True):
        assert Solver(deal_pos, **options).value(deal_pos) == solve(deal_pos)


def test_equivalence_prunes_twins_but_not_marriage_partners():
    # player 1 holds J Q K of hearts with the K+Q married: playing J keeps the marriage
    hands = [mask_of(cards("AH 9S 9D")), mask_of(cards("JH QH KH")), mask_of(cards("TH AS AD"))]
    for trump in (-1, 2):
        pos = make_position(hands, 0, 0, trump=trump)
        assert move_values(pos) == ref_move_values(pos)
        for mv in legal_moves(pos):
            child = apply_move(pos, mv)
            assert move_values(child) == ref_move_values(child)
    # the declarer holds a run A T K of spades: only the points decide between them
    hands = [mask_of(cards("AS TS KS")), mask_of(cards("9S JS 9H")), mask_of(cards("QS 9D JD"))]
    pos = make_position(hands, 0, 0)
    assert solve(pos) == ref_total(pos) == sum(CARD_POINTS[c] for c in full_deck(24) if any(h >> c & 1 for h in hands))


def test_make_position_rejects_inconsistent_positions():
    good = [mask_of(cards("AH KH")), mask_of(cards("9S JS")), mask_of(cards("QS 9D"))]
    make_position(good, 0)
    with pytest.raises(ValueError):
        make_position([good[0], good[0], good[2]], 0)  # a card twice
    with pytest.raises(ValueError):
        make_position([good[0], good[1], mask_of(cards("QS"))], 0)  # sizes differ
    with pytest.raises(ValueError):
        make_position(good, 0, trump=4)
    with pytest.raises(ValueError):
        make_position([mask_of(cards("AH")), good[1], good[2]], 0, trick=[(0, cards("KH")[0])], to_move=2)
    mid = make_position([mask_of(cards("AH")), good[1], good[2]], 0, trick=[(0, cards("KH")[0])])
    assert mid.to_move == 1 and mid.trick_state() == (0, cards("KH")[0])
    assert make_position(good, 0).with_hands([good[1], good[0], good[2]]).hands[0] == good[1]
    with pytest.raises(ValueError):
        make_position(good, 0).with_hands([good[1], good[1], good[2]])
