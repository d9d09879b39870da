"""Every deal shape of RULES.md §9 as (preset, overrides), and checks that hold in all of them.

The checks read the engine's public state (hands, talons, stock, table piles,
tricks, history) and judge it by RULES.md / RECORD.md, never by the engine's
rule code.
"""
from __future__ import annotations

from tysiac_engine.cards import NAMES, Card, cards_of, points_of
from tysiac_engine.shape import MODE_OVERRIDES

# mode -> (preset, overrides): each mode of RULES.md §4–§6 / §9 once, both decks, under the
# preset of its tradition
MODE_PRESETS = {"three_32": "russian", "dealer_sits_out_32": "russian", "draw_stock": "russian",
                "ru_prikup_4": "russian", "ru_open_closed": "russian", "no_auction": "russian",
                "no_auction_32": "russian"}
MODE_RULES: dict[str, tuple[str, dict]] = {
    mode: (MODE_PRESETS.get(mode, "polish"), overrides) for mode, overrides in MODE_OVERRIDES.items()}

# per mode: hand size, talon sizes, stock, table piles (RULES.md §9, RECORD.md "shapes per mode")
DEALT = {
    "three": (7, [3], 0, 0), "three_32": (10, [2], 0, 0),
    "dealer_sits_out": (7, [3], 0, 0), "dealer_sits_out_32": (10, [2], 0, 0),
    "all_play_6": (6, [], 0, 0), "teams_2v2": (5, [4], 0, 0),
    "musik_2x2": (10, [2, 2], 0, 0), "musik_2x3": (9, [3, 3], 0, 0), "twelve_cards": (12, [], 0, 0),
    "draw_stock": (6, [], 12, 0), "seven_open_musik": (7, [2], 8, 0), "ru_prikup_4": (10, [1, 1, 1, 1], 0, 0),
    "ru_open_closed": (4, [], 0, 4), "no_auction": (8, [], 0, 0), "no_auction_32": (8, [], 0, 0),
}
TRICKS = {"three": 8, "three_32": 10, "dealer_sits_out": 8, "dealer_sits_out_32": 10, "all_play_6": 6,
          "teams_2v2": 6, "musik_2x2": 10, "musik_2x3": 9, "twelve_cards": 12, "draw_stock": 12,
          "seven_open_musik": 11, "ru_prikup_4": 10, "ru_open_closed": 12, "no_auction": 8, "no_auction_32": 8}
NO_DECLARER = {"all_play_6", "draw_stock", "no_auction", "no_auction_32"}


def mask(cards) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def deck_mask(deal) -> int:
    size = deal.rules.deck
    return mask(c for c in range(32) if size == 32 or NAMES[c][0] not in "78")


def out_of_play_allowed(deal) -> int:
    """Cards RULES.md lets count for nobody at the end of a played deal."""
    mode = deal.shape.mode
    untaken = mask(c for i, t in enumerate(deal.talon_lists) if i not in deal.taken_list for c in t)
    if mode == "ru_prikup_4":
        return untaken  # the two not picked, unless the declarer took all ten tricks (§9.7)
    if mode in ("musik_2x2", "musik_2x3", "seven_open_musik") and deal.rules.aside_to == "nobody":
        return untaken | deal.discards  # §10 aside_to: nobody
    return 0


def card_locations(deal) -> list[tuple[str, int]]:
    """Every place a card can be, as (name, mask)."""
    places: list[tuple[str, int]] = []
    for seat, h in enumerate(deal.hands):
        places.append((f"hand {seat}", h))
    for seat, w in enumerate(deal.won):
        places.append((f"won {seat}", w))
    places.append(("trick", mask(c for _, c in deal.trick)))
    for seat, piles in enumerate(deal.table_lists):
        ups = mask(up for _, up in piles) & deal.tops[seat]
        downs = mask(down for down, up in piles if (ups >> up) & 1)
        places.append((f"table up {seat}", ups))
        places.append((f"table down {seat}", downs))
    places.append(("stock", mask(deal.stock[deal.stock_pos:])))
    untaken = mask(c for i, t in enumerate(deal.talon_lists) if i not in deal.taken_list for c in t)
    won_all = 0
    for w in deal.won:
        won_all |= w
    if deal.is_done:
        places.append(("out of play", (untaken | deal.discards) & ~won_all))
    else:
        places.append(("talons", untaken))
        places.append(("aside", deal.discards))
    return places


def check_conservation(deal) -> None:
    """Hands, won cards, trick, table, stock, talons and cards aside are the deck, each card once."""
    seen = 0
    for name, m in card_locations(deal):
        overlap = seen & m
        assert not overlap, f"card(s) {[str(c) for c in cards_of(overlap)]} counted twice (again in {name})"
        seen |= m
    want = deck_mask(deal)
    assert seen == want, (f"cards missing {[str(c) for c in cards_of(want & ~seen)]}, "
                          f"extra {[str(c) for c in cards_of(seen & ~want)]}")


def check_dealt_shape(deal) -> None:
    mode = deal.shape.mode
    hand, talons, stock, piles = DEALT[mode]
    sits = mode.startswith("dealer_sits_out")
    assert [len(h) for h in deal.dealt_lists] == [0 if sits and s == deal.dealer else hand
                                                  for s in range(deal.n)]
    assert [len(t) for t in deal.talon_lists] == talons
    assert len(deal.stock_list) == stock
    assert [len(p) for p in deal.table_lists] == ([piles] * deal.n if piles else [])


def check_played_points(deal, outcome) -> None:
    """A played deal: every card counts once — for the side that took it, or for nobody where allowed."""
    won_all = 0
    for w in deal.won:
        assert not won_all & w
        won_all |= w
    nobody = deck_mask(deal) & ~won_all
    assert not nobody & ~out_of_play_allowed(deal), \
        f"cards counted for nobody: {[str(c) for c in cards_of(nobody)]}"
    assert sum(outcome.card_points) == 120 - points_of(nobody)
    if deal.shape.mode == "ru_prikup_4" and outcome.declarer is not None \
            and outcome.tricks[outcome.declarer] == sum(outcome.tricks):
        assert sum(outcome.card_points) == 120, "all ten tricks: the unpicked cards too (§9.7)"
    assert sum(outcome.tricks) == TRICKS[deal.shape.mode]


def musik_shown_to_all(deal) -> bool:
    """RULES.md §2.4, §3 show_musik, §9 per mode: is a taken talon shown to every seat?"""
    mode = deal.shape.mode
    if mode == "seven_open_musik":
        return True
    if not deal.taken_list or mode == "teams_2v2":
        return False
    history = [a for _, a in deal.history]
    dark = any(a.kind == "dark" for a in history) and not any(
        a.kind == "bid" for a in history[[a.kind for a in history].index("dark") + 1:])
    if dark or deal.golden or deal.rules.show_musik == "never":
        return False
    if deal.n == 2 or deal.rules.show_musik == "always":
        return True
    return len([a for a in history if a.kind in ("bid", "dark")]) > 1  # if_raised


def known_cards(deal, seat: int) -> int:
    """Every card a seat may know of now (RULES.md §9 "Stock and hidden cards", §10)."""
    known = deal.held[seat] if not deal.hand_hidden(seat) else 0
    known |= mask(c for _, c in deal.trick)
    for _, cards, _ in deal.completed:
        known |= mask(c for _, c in cards)
    for t in deal.tops:
        known |= t
    for i, talon in enumerate(deal.talon_lists):
        if deal.shape.talons_open or (i in deal.taken_list and (musik_shown_to_all(deal) or seat == deal.declarer)):
            known |= mask(talon)
        elif i not in deal.taken_list and deal.taken_list and deal.played_out:
            known |= mask(talon)  # an unchosen musik: unseen until the end of the played deal (§9.3)
    for to, c in deal.given.items():
        if seat in (deal.declarer, to):
            known |= 1 << c
    if seat == deal.declarer:
        known |= deal.discards
    return known


def view_cards(view) -> list[tuple[str, int]]:
    out = [("hand", c) for c in view.hand]
    for i, m in enumerate(view.musiks):
        if m is not None:
            out += [(f"musik {i}", c) for c in m]
    out += [("gives", c) for _, c in view.gives if c is not None]
    out += [("discards", c) for c in view.discards]
    out += [("trick", c) for _, c in view.trick]
    out += [("tricks", c) for _, cards, _ in view.tricks for _, c in cards]
    out += [("table", c) for piles in view.table for c in piles if c is not None]
    out += [("history", int(action.card)) for _, action in view.history if action.card is not None]
    return out


def check_view(game, seat: int) -> None:
    """The view shows the seat's own cards, what was shown, and nothing hidden."""
    deal = game.last_deal
    view = game.view(seat)
    known = known_cards(deal, seat)
    for where, c in view_cards(view):
        assert (known >> c) & 1, (f"seat {seat} sees {Card(c)} in {where} ({deal.shape.mode}, phase "
                                  f"{deal.phase}, history {[str(a) for _, a in deal.history]})")
    if deal.hand_hidden(seat):
        assert view.hand == () and view.hand_hidden
    else:
        assert mask(view.hand) == deal.hands[seat]
    assert view.stock_size == len(deal.stock) - deal.stock_pos
    assert view.hand_sizes == tuple(bin(h).count("1") for h in deal.hands)
    if deal.table_lists:
        assert [mask(c for c in piles if c is not None) for piles in view.table] == list(deal.tops)
    if game.to_move == seat:
        # the same choices but "claim": whether a claim stands depends on cards the seat cannot
        # see (RULES.md §8 "Claim"), so the view says only whether the declarer may try one
        assert [str(a) for a in view.legal] == [str(a) for a in game.legal_actions() if a.kind != "claim"]
        assert view.may_claim == (deal.phase == "play" and deal.claim_moment_refusal() is None)
    else:
        assert view.legal == ()
