"""What a finished deal hands to scoring: who played what, the points taken, and how it ended
(no scores: :mod:`scoring` adds those, with the game's scores and counters)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from .shape import sides_of


@dataclass(frozen=True)
class DealOutcome:
    """What a finished deal hands to scoring (no scores here)."""

    dealer: int
    active: tuple[int, ...]
    declarer: Optional[int]
    bid: Optional[int]
    contract: Optional[int]
    redeal: bool
    bombed: bool
    conceded: bool
    dark: bool
    golden: bool
    card_points: tuple[int, ...]
    melds: tuple[tuple[int, ...], ...]  # meld values per seat, in order declared
    tricks: tuple[int, ...]
    musik_mask: int  # the talon as dealt (the sitter's score)
    four_nines: Optional[int]  # seat that once held all four nines together
    claimed: bool
    last_trick: Optional[int] = None  # seat that took the last trick
    bonus: tuple[int, ...] = ()  # points beside the cards, before rounding (draw_stock_last_trick)
    teams: Optional[tuple[int, ...]] = None
    fixed: bool = False  # the contract is fixed without an auction (ru_open_closed)

    @property
    def played(self) -> bool:
        """Cards were played out (not redealt, bombed or conceded)."""
        return not (self.redeal or self.bombed or self.conceded)

    def total(self, seat: int) -> int:
        """Card points and own melds of a seat, with its partner's in teams (unrounded)."""
        n = len(self.card_points)
        seats = next(side for side in sides_of(n, self.teams) if seat in side)
        return sum(self.card_points[s] + sum(self.melds[s]) for s in seats)

    @property
    def made(self) -> Optional[bool]:
        if self.redeal or self.declarer is None:
            return None
        if self.bombed or self.conceded:
            return False
        return self.total(self.declarer) >= self.contract
