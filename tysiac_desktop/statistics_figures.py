"""What the statistics show: the figures of a summary (by level and by contract band) and the
list of past games; plain values, read from the store (``statistics.Statistics``)."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Optional, Union

Winner = Union[int, str, None]


@dataclass(frozen=True)
class Band:
    """Contracts declared in one band of values."""

    low: int
    high: Optional[int]  # None: and above
    played: int = 0
    made: int = 0

    @property
    def rate(self) -> Optional[float]:
        """Share of contracts made, 0–1 (None when none were played)."""
        return self.made / self.played if self.played else None


@dataclass(frozen=True)
class LevelFigures:
    """A computer level: how humans fared against it, and how it did itself."""

    level: str
    games: int = 0  # games in which a human played against this level
    finished: int = 0
    human_wins: int = 0
    declared: int = 0  # contracts this level's seats declared (redeals not counted)
    made: int = 0
    seat_deals: int = 0  # deals × this level's seats
    points: int = 0  # the sum of their score changes

    @property
    def made_rate(self) -> Optional[float]:
        return self.made / self.declared if self.declared else None

    @property
    def average(self) -> Optional[float]:
        return self.points / self.seat_deals if self.seat_deals else None

    @property
    def win_rate(self) -> Optional[float]:
        return self.human_wins / self.finished if self.finished else None


@dataclass(frozen=True)
class Summary:
    """Figures for the human seats, all games together (see the field comments)."""

    games: int = 0  # games with at least one human seat and one finished deal
    finished: int = 0  # of these, played to the end
    won: int = 0  # of these, won by a human seat
    deals: int = 0  # their finished deals, redeals not counted
    declared: int = 0  # contracts a human declared
    deals_won: int = 0  # contracts a human declared and made
    seat_deals: int = 0  # deals × human seats
    points: int = 0  # the sum of the humans' score changes
    bands: tuple[Band, ...] = ()
    levels: tuple[LevelFigures, ...] = ()

    @property
    def empty(self) -> bool:
        return self.deals == 0 and not any(level.seat_deals for level in self.levels)

    @property
    def average(self) -> Optional[float]:
        """The humans' average score change per deal."""
        return self.points / self.seat_deals if self.seat_deals else None

    @property
    def win_rate(self) -> Optional[float]:
        return self.won / self.finished if self.finished else None

    @property
    def made_rate(self) -> Optional[float]:
        return self.deals_won / self.declared if self.declared else None


@dataclass(frozen=True)
class GameInfo:
    """One recorded game, for the list of past games."""

    id: int
    started: datetime  # UTC
    updated: datetime
    preset: str
    target: int
    players: tuple[str, ...]
    kinds: tuple[str, ...]  # "human" / "ai"
    levels: tuple[Optional[str], ...]
    start_scores: tuple[int, ...]
    scores: tuple[int, ...]  # after the last recorded deal
    finished: bool
    winner: Winner  # seat, "draw" or None
    deals: int  # recorded deals, redeals included
    mode: str = ""  # the deal shape of its rules (DealShape.mode: "three", "teams_2v2" …)


@dataclass(frozen=True)
class ThisGame:
    """The game on the table as the statistics window lists and charts it (no live game object):
    ``info.id`` is its row once a deal of it was stored, else -1 (``statistics.THIS_GAME``)."""

    info: GameInfo
    progress: tuple[tuple[int, ...], ...]  # every seat's total after each finished deal
