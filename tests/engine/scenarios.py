"""Hand-built deals shared by the scenario tests (RULES.md §2, §3, §8).

Seats in a 3-player deal with dealer ``D``: the first hand (left of the
dealer, forced opener) is ``(D+1) % 3``, then ``(D+2) % 3``, then the dealer.
Most scenarios use dealer 0, so seat 1 opens and becomes the declarer, seat 2
plays second and seat 0 third.

A scenario gives the *final* 8-card hands (after the musik and the gives).
:func:`deal_cards` turns them into a legal deal: the declarer is dealt his
first 7 cards, the musik holds his 8th card plus the card he will give to
each opponent (the first card of that opponent's final hand).
"""
from __future__ import annotations

from typing import Optional, Sequence

from tysiac_engine import Counters, DealOutcome, make_rules
from tysiac_engine.scoring import score_deal

from .util import new_game, play


def seats_of(dealer: int) -> tuple[int, int, int]:
    """(first hand, second hand, dealer) for a 3-player deal."""
    return (dealer + 1) % 3, (dealer + 2) % 3, dealer


def deal_cards(decl: str, second: str, last: str, dealer: int = 0):
    """Hands (by seat), musik and the give tokens for the final hands given.

    ``decl`` is the first hand's (the declarer's) final 8 cards, ``second``
    and ``last`` the other two seats' final 8 cards in playing order.
    """
    d, s, l = seats_of(dealer)
    fd, fs, fl = decl.split(), second.split(), last.split()
    assert len(fd) == len(fs) == len(fl) == 8, (fd, fs, fl)
    hands = [None, None, None]
    hands[d] = " ".join(fd[:7])
    hands[s] = " ".join(fs[1:])
    hands[l] = " ".join(fl[1:])
    musik = [" ".join([fd[7], fs[0], fl[0]])]
    gives = [f"give {fs[0]} {s}", f"give {fl[0]} {l}"]
    return hands, musik, gives


def game_at_contract(decl: str, second: str, last: str, overrides: Optional[dict] = None, *,
                     preset: str = "polish", auction: str = "bid 100, pass, pass",
                     dealer: int = 0, scores: Optional[Sequence[int]] = None,
                     state: Optional[dict] = None):
    """A game whose first hand won ``auction``, took the musik and gave: contract phase."""
    hands, musik, gives = deal_cards(decl, second, last, dealer)
    game = new_game(preset, overrides, hands=hands, musik=musik, dealer=dealer,
                    scores=scores, state=state)
    play(game, auction, "take 0", *gives)
    return game


def game_at_play(decl: str, second: str, last: str, overrides: Optional[dict] = None, *,
                 contract: int = 100, **kw):
    """As :func:`game_at_contract`, then ``declare contract``: the declarer leads."""
    game = game_at_contract(decl, second, last, overrides, **kw)
    play(game, f"declare {contract}")
    return game


def next_deal(game, decl: str, second: str, last: str):
    """Deal the game's next deal (dealer rotated by the game) from final hands.

    Returns the give tokens for the first hand.
    """
    dealer = game.next_dealer
    hands, musik, gives = deal_cards(decl, second, last, dealer)
    game.start_deal([h.split() for h in hands], [m.split() for m in musik], dealer)
    return gives


def plays(game) -> set[str]:
    """The legal ``play`` tokens (no melds, no claim)."""
    return {str(a) for a in game.legal_actions() if a.kind == "play"}


def tokens(game) -> set[str]:
    return {str(a) for a in game.legal_actions()}


def play_out(game, limit: int = 200):
    """Finish the current deal with the first legal ``play`` each time."""
    result = None
    deal = game.current
    for _ in range(limit):
        if game.current is not deal:
            break
        action = next(a for a in game.legal_actions() if a.kind == "play")
        result = game.apply(action)
    return result


# --------------------------------------------------------------------------- deals
# Deal M (polish-legal script, dealer 0, declarer seat 1, contract free):
#   seat 1 melds spades then hearts, seat 0 melds clubs.
#   Result: seat 1 42 card points + 140 melds = 182; seat 2 14; seat 0 64 + 60 = 124.
M_DECL = "QS KS AS TS QH KH AC TC"
M_SECOND = "9S AH 9D JD QD KD TD AD"
M_LAST = "JS TH JH 9H 9C JC QC KC"
M_SCRIPT = [
    # trick 1: meld spades (trump S, +40); 9S, JS follow; seat 1 wins 5
    "meld QS", "play 9S", "play JS",
    # trick 2: meld hearts (trump H, +100); AH wins for seat 2 (14)
    "meld QH", "play AH", "play 9H",
    # trick 3: seat 2 leads 9D; seat 0 trumps JH; seat 1 over-trumps KH, wins 6
    "play 9D", "play JH", "play KH",
    # trick 4: AS (spades no longer trump); seat 0 trumps TH, wins 23
    "play AS", "play JD", "play TH",
    # trick 5: seat 0 melds clubs (trump C, +60); AC wins for seat 1 (17)
    "meld QC", "play AC", "play QD",
    # trick 6: TC (trump) wins for seat 1 (14)
    "play TC", "play KD", "play 9C",
    # trick 7: KS; seat 0 trumps JC, wins 16
    "play KS", "play TD", "play JC",
    # trick 8: KC, TS, AD: seat 0 wins 25
    "play KC", "play TS", "play AD",
]
M_POINTS = (64, 42, 14)  # card points by seat
M_MELDS = ((60,), (40, 100), ())


def deal_m(overrides: Optional[dict] = None, *, contract: int = 180, preset: str = "polish", **kw):
    """Deal M played to the end; returns (game, result)."""
    game = game_at_play(M_DECL, M_SECOND, M_LAST, overrides, contract=contract, preset=preset, **kw)
    result = play(game, *M_SCRIPT)
    return game, result


# Deal C: the declarer (seat 1) holds every heart and AD TD: unbeatable at once.
C_DECL = "AH TH KH QH JH 9H AD TD"
C_SECOND = "QD KD AC TC KC QC 9S JS"
C_LAST = "9D JD 9C JC AS TS KS QS"
# meld hearts first (after winning a trick if meld_requires_trick), then claim:
# 120 card points + 100 = 220 for the declarer, opponents 0 points and no trick.
C_MELD_CLAIM = ["play AH", "play 9S", "play 9C", "meld QH", "play JS", "play JC", "claim"]


def deal_c(overrides: Optional[dict] = None, *, contract: int = 100, script: Sequence[str] = ("claim",),
           preset: str = "polish", **kw):
    game = game_at_play(C_DECL, C_SECOND, C_LAST, overrides, contract=contract, preset=preset, **kw)
    result = play(game, *script)
    return game, result


# --------------------------------------------------------------------------- direct scoring
def outcome(card_points: Sequence[int], *, declarer: int = 1, contract: Optional[int] = 100,
            bid: Optional[int] = None, melds: Optional[Sequence[Sequence[int]]] = None,
            tricks: Optional[Sequence[int]] = None, dealer: Optional[int] = None,
            bombed: bool = False, conceded: bool = False, dark: bool = False, golden: bool = False,
            musik_mask: int = 0, four_nines: Optional[int] = None, claimed: bool = False,
            redeal: bool = False) -> DealOutcome:
    n = len(card_points)
    if dealer is None:
        dealer = (declarer - 1) % n
    if n == 4:
        active = tuple((dealer + i) % 4 for i in range(1, 4))
    else:
        active = tuple((dealer + i) % n for i in range(1, n + 1))
    if bombed or conceded:
        card_points = (0,) * n
    return DealOutcome(
        dealer=dealer, active=active, declarer=declarer,
        bid=bid if bid is not None else contract, contract=contract, redeal=redeal,
        bombed=bombed, conceded=conceded, dark=dark, golden=golden,
        card_points=tuple(card_points),
        melds=tuple(tuple(m) for m in (melds or [()] * n)),
        tricks=tuple(tricks) if tricks is not None else tuple(0 if (bombed or conceded or s not in active) else 1
                                                             for s in range(n)),
        musik_mask=musik_mask, four_nines=four_nines, claimed=claimed,
    )


def score(o: DealOutcome, scores: Sequence[int], preset: str = "polish", overrides: Optional[dict] = None,
          **counters):
    rules = make_rules(preset, overrides)
    n = len(scores)
    zero = (0,) * n
    c = Counters(*(tuple(counters.get(k, zero)) for k in ("bombs_used", "bolts", "barrel_attempts", "barrel_falls")))
    return score_deal(rules, o, tuple(scores), c)
