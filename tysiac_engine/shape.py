"""DealShape: the one description of a deal's form, derived from the rules.

Every layer reads the shape instead of working it out again from the player
count: the dealer (:func:`deal_cards`), the deal's state machine, scoring,
views, records, the computer players and the desktop table.  A mode of
RULES.md §4–§6 and §9 is one shape; where a rule truly differs, the shape
names it (``free_play_while_stock``, ``meld_on_someone`` …) and the one
function that holds the rule reads that flag.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Literal, Optional, Sequence

from .cards import DECK_MASKS

# where cards laid aside (and talons not chosen) end up at the end of play
Destination = Literal["declarer", "last_trick", "nobody"]

MODES = (
    "three", "three_32", "dealer_sits_out", "dealer_sits_out_32", "all_play_6", "teams_2v2",
    "musik_2x2", "musik_2x3", "twelve_cards", "draw_stock", "seven_open_musik", "ru_prikup_4",
    "ru_open_closed", "no_auction", "no_auction_32",
)
"""Every deal shape by name (``DealShape.mode``), e.g. for per-mode benchmarks."""

MODE_OVERRIDES: dict[str, dict] = {
    "three": {"players": 3},
    "three_32": {"players": 3, "deck": 32},
    "dealer_sits_out": {"players": 4, "four_player_mode": "dealer_sits_out"},
    "dealer_sits_out_32": {"players": 4, "four_player_mode": "dealer_sits_out", "deck": 32},
    "all_play_6": {"players": 4, "four_player_mode": "all_play_6"},
    "teams_2v2": {"players": 4, "four_player_mode": "teams_2v2"},
    "musik_2x2": {"players": 2, "two_player_mode": "musik_2x2"},
    "musik_2x3": {"players": 2, "two_player_mode": "musik_2x3"},
    "twelve_cards": {"players": 2, "two_player_mode": "twelve_cards"},
    "draw_stock": {"players": 2, "two_player_mode": "draw_stock"},
    "seven_open_musik": {"players": 2, "two_player_mode": "seven_open_musik"},
    "ru_prikup_4": {"players": 2, "two_player_mode": "ru_prikup_4"},
    "ru_open_closed": {"players": 2, "two_player_mode": "ru_open_closed"},
    "no_auction": {"players": 3, "no_auction": True},
    "no_auction_32": {"players": 4, "deck": 32, "no_auction": True},
}
"""The option keys that select each mode (on top of any preset; 32 cards and no auction
also set ``deck`` / ``no_auction``)."""

MODE_KEYS: tuple[str, ...] = tuple(dict.fromkeys(key for keys in MODE_OVERRIDES.values() for key in keys))
"""The option keys that choose the mode: players, deck, no_auction, four_player_mode, two_player_mode."""


def undealable(players: int, deck: int, no_auction: bool, four_player_mode: str) -> Optional[str]:
    """The key naming why these cannot be dealt (RULES.md §9.9, §9.10), or None when they can:
    32 cards only in the musik game of 3 or of dealer_sits_out, or to 4 with no_auction; no auction
    only for 3 with 24 cards or 4 with 32."""
    if deck == 32 and not (players == 3 and not no_auction
                           or players == 4 and (no_auction or four_player_mode == "dealer_sits_out")):
        return "deck"
    if no_auction and not (players == 3 and deck == 24 or players == 4 and deck == 32):
        return "no_auction"
    return None


@dataclass(frozen=True)
class DealShape:
    """The form of one deal: who holds what, what happens, who scores how."""

    mode: str  # one of MODES
    players: int
    deck: int  # 24 or 32 cards
    sits_out: bool  # the dealer deals and takes no part (dealer_sits_out)
    hand_size: int  # cards dealt into each playing seat's hand
    talons: tuple[int, ...]  # sizes of the talons (musik, prikup) as dealt
    talons_open: bool  # the talon lies face up from the deal (seven_open_musik)
    takes: int  # talons the declarer takes (two different ones in ru_prikup_4)
    talon_shown: Literal["show_musik", "unless_never", "never"]  # whether a taken talon is shown
    stock: int  # face-down cards drawn after each trick, winner first
    table_piles: int  # [down, up] piles per playing seat (ru_open_closed)
    passing: Optional[Literal["give", "discard"]]  # after the musik: a card to each other player, or aside
    passes: int  # cards given or laid aside
    discards_to: Destination  # whose the cards laid aside are at the end of play
    unchosen_to: Destination  # whose the talons not taken are ("nobody" in ru_prikup_4, see all_tricks_unpicked)
    auction: bool
    has_declarer: bool
    fixed_contract: Optional[int]  # first hand declares this without an auction (ru_open_closed: 100)
    contract_phase: bool  # the declarer announces a contract (may bomb or concede)
    teams: Optional[tuple[int, ...]]  # team of each seat (teams_2v2: seats 0, 2 against 1, 3)
    max_bid: int  # 360, or 400 with 2 players and in teams_2v2
    bid_cap_applies: bool  # teams_2v2: no obligation to show a marriage
    meld_on_someone: bool  # a K played onto the Q of its suit just played declares the marriage
    free_play_while_stock: bool  # no obligation to follow while the stock lasts
    no_meld_first_trick: bool  # draw_stock: no marriage before the first trick is complete
    last_trick_bonus: int  # draw_stock_last_trick
    all_tricks_unpicked: bool  # ru_prikup_4: a declarer who takes every trick also gets the unpicked cards
    dark_and_golden: bool  # dark_bid and golden_round act (the musik game of 3 and of dealer_sits_out)
    redeal_claims: bool  # redeal_* claims before the auction
    poor_musik: bool  # redeal_poor_musik: the declarer takes exactly one talon
    concede_points: int  # each opponent's +40, +60 with 2 players
    sitter_scores: bool  # the sitting-out dealer scores the musik (sitter_scores)
    tricks: int  # tricks in a deal played out

    # -- derived facts -------------------------------------------------------
    @property
    def deck_mask(self) -> int:
        return DECK_MASKS[self.deck]

    @property
    def unchosen_shown_at_end(self) -> bool:
        """A talon nobody took is shown once the play is over when its cards go to someone (the
        winner of the last trick, RULES.md §9.3); cards that go to nobody stay face down (§9.7:
        the prikup cards not picked)."""
        return self.unchosen_to != "nobody"

    @property
    def playing(self) -> int:
        """Seats that play each deal."""
        return self.players - 1 if self.sits_out else self.players

    def seats_in_order(self, dealer: int) -> tuple[int, ...]:
        """Playing seats clockwise from the dealer's left (first hand first)."""
        n = self.players
        order = tuple((dealer + i) % n for i in range(1, n + 1))
        return order[:-1] if self.sits_out else order

    def first_hand(self, dealer: int) -> int:
        return (dealer + 1) % self.players

    def partner(self, seat: int) -> Optional[int]:
        return partner_of(self.teams, seat)

    def units(self) -> tuple[tuple[int, ...], ...]:
        """The scoring sides: one per seat, or the two teams (seats 0, 2 and 1, 3)."""
        return sides_of(self.players, self.teams)

    def unit_of(self, seat: int) -> int:
        return seat if self.teams is None else self.teams[seat]


@lru_cache(maxsize=None)
def sides_of(players: int, teams: Optional[tuple[int, ...]]) -> tuple[tuple[int, ...], ...]:
    """The scoring sides of a deal: one per seat, or the seats of each team (``DealShape.teams``,
    ``DealOutcome.teams``: in teams_2v2 seats 0, 2 against 1, 3).  The one statement of who
    plays with whom."""
    if teams is None:
        return tuple((s,) for s in range(players))
    return tuple(tuple(s for s in range(players) if teams[s] == team) for team in dict.fromkeys(teams))


def partner_of(teams: Optional[tuple[int, ...]], seat: int) -> Optional[int]:
    """The seat's partner, or None without teams."""
    if teams is None:
        return None
    return next(s for side in sides_of(len(teams), teams) if seat in side for s in side if s != seat)


_CACHE: dict[object, DealShape] = {}


def shape_of(rules) -> DealShape:
    """The shape of every deal under ``rules`` (cached per rule set)."""
    key = (rules.players, rules.deck, rules.no_auction, rules.four_player_mode, rules.two_player_mode,
           rules.draw_stock_last_trick, rules.aside_to)
    got = _CACHE.get(key)
    if got is None:
        got = _CACHE[key] = _derive(*key)
    return got


def _derive(players: int, deck: int, no_auction: bool, four_mode: str, two_mode: str,
            last_trick: int, aside_to: str) -> DealShape:
    base = dict(
        players=players, deck=deck, sits_out=False, talons_open=False, takes=1,
        talon_shown="show_musik", stock=0, table_piles=0, passing="give", passes=players - 1,
        discards_to="declarer", unchosen_to="nobody", auction=True, has_declarer=True,
        fixed_contract=None, contract_phase=True, teams=None, max_bid=360, bid_cap_applies=True,
        meld_on_someone=False, free_play_while_stock=False, no_meld_first_trick=False,
        last_trick_bonus=0, all_tricks_unpicked=False, dark_and_golden=False, redeal_claims=True,
        poor_musik=False, concede_points=40, sitter_scores=False,
    )
    no_declarer = dict(talons=(), takes=0, passing=None, passes=0, auction=False, has_declarer=False,
                       contract_phase=False, redeal_claims=False)
    aside: Destination = "nobody" if aside_to == "nobody" else "last_trick"
    if no_auction:
        mode = "no_auction" if deck == 24 else "no_auction_32"
        return DealShape(**{**base, **no_declarer, "mode": mode, "hand_size": deck // players, "tricks": deck // players})
    if players == 3 or (players == 4 and four_mode == "dealer_sits_out"):
        sits = players == 4
        musik_game = dict(base, sits_out=sits, dark_and_golden=True, poor_musik=True, sitter_scores=sits)
        if sits:
            musik_game["passes"] = 2
        if deck == 32:
            mode = "dealer_sits_out_32" if sits else "three_32"
            return DealShape(**{**musik_game, "mode": mode, "hand_size": 10, "talons": (2,),
                                "passing": "discard", "passes": 2, "tricks": 10})
        mode = "dealer_sits_out" if sits else "three"
        return DealShape(**{**musik_game, "mode": mode, "hand_size": 7, "talons": (3,), "tricks": 8})
    if players == 4 and four_mode == "all_play_6":
        return DealShape(**{**base, **no_declarer, "mode": "all_play_6", "hand_size": 6,
                            "meld_on_someone": True, "tricks": 6})
    if players == 4:  # teams_2v2
        return DealShape(**{**base, "mode": "teams_2v2", "hand_size": 5, "talons": (4,), "passes": 3,
                            "talon_shown": "never", "teams": (0, 1, 0, 1), "max_bid": 400,
                            "bid_cap_applies": False, "meld_on_someone": True, "poor_musik": True, "tricks": 6})
    two = dict(base, max_bid=400, concede_points=60, talon_shown="unless_never", passing="discard")
    if two_mode == "musik_2x2":
        return DealShape(**{**two, "mode": two_mode, "hand_size": 10, "talons": (2, 2), "passes": 2,
                            "discards_to": aside, "unchosen_to": aside, "tricks": 10})
    if two_mode == "musik_2x3":
        return DealShape(**{**two, "mode": two_mode, "hand_size": 9, "talons": (3, 3), "passes": 3,
                            "discards_to": aside, "unchosen_to": aside, "tricks": 9})
    if two_mode == "twelve_cards":
        return DealShape(**{**two, "mode": two_mode, "hand_size": 12, "talons": (), "takes": 0,
                            "passing": None, "passes": 0, "tricks": 12})
    if two_mode == "draw_stock":
        return DealShape(**{**two, **no_declarer, "mode": two_mode, "hand_size": 6, "stock": 12,
                            "free_play_while_stock": True, "no_meld_first_trick": True,
                            "last_trick_bonus": last_trick, "tricks": 12})
    if two_mode == "seven_open_musik":
        return DealShape(**{**two, "mode": two_mode, "hand_size": 7, "talons": (2,), "talons_open": True,
                            "stock": 8, "passes": 2, "discards_to": aside, "free_play_while_stock": True,
                            "poor_musik": True, "tricks": 11})
    if two_mode == "ru_prikup_4":
        return DealShape(**{**two, "mode": two_mode, "hand_size": 10, "talons": (1, 1, 1, 1), "takes": 2,
                            "passes": 2, "all_tricks_unpicked": True, "tricks": 10})
    # ru_open_closed
    return DealShape(**{**two, **no_declarer, "mode": two_mode, "hand_size": 4, "table_piles": 4,
                        "has_declarer": True, "fixed_contract": 100, "tricks": 12})


def deal_cards(shape: DealShape, dealer: int, deck: Sequence[int]) -> tuple[
        list[list[int]], list[list[int]], list[int], list[list[tuple[int, int]]]]:
    """Lay out a shuffled deck: hands by seat, talons, stock (top first), table piles by seat.

    Every playing seat gets ``hand_size`` cards, then each talon its cards,
    then each seat its ``[down, up]`` piles, and the rest is the stock.
    """
    n = shape.players
    cards = list(deck)
    hands: list[list[int]] = [[] for _ in range(n)]
    order = shape.seats_in_order(dealer)
    pos = 0
    for seat in order:
        hands[seat] = cards[pos:pos + shape.hand_size]
        pos += shape.hand_size
    talons = []
    for size in shape.talons:
        talons.append(cards[pos:pos + size])
        pos += size
    table: list[list[tuple[int, int]]] = [[] for _ in range(n)] if shape.table_piles else []
    for seat in order if shape.table_piles else ():
        table[seat] = [(cards[pos + 2 * k], cards[pos + 2 * k + 1]) for k in range(shape.table_piles)]
        pos += 2 * shape.table_piles
    stock = cards[pos:pos + shape.stock]
    pos += shape.stock
    assert pos == len(cards) == shape.deck, (pos, len(cards), shape)
    return hands, talons, stock, table
