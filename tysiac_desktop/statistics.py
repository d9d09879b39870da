"""Game statistics: every finished deal and game, kept in a small SQLite database.

Plain Python (``sqlite3``), no Qt, so it can be tested without a display.  The
file lives in the data folder (:func:`storage.statistics_path`).  This module is the store
(:class:`Statistics`: recording, the queries, the CSV export) and the keys of games and deals;
the tables are in ``statistics_schema``, opening and checking the file in ``statistics_file``,
and the figures it answers with in ``statistics_figures``.

Nothing is lost and nothing bad is trusted:

* every write is one transaction (SQLite commits it all or nothing), and a new
  database file is built beside the target and moved into place in one step;
* a file that is not SQLite, is damaged, comes from a newer version, or holds
  anything this version does not write itself (other tables, columns,
  triggers, views, values out of range, huge texts) is renamed aside with
  :func:`storage.move_aside`, byte for byte, and a fresh database is started;
* when no file can be written at all (read-only folder) the statistics live
  in memory for the session, and the player is told;
* a write that fails (a full disk) keeps its deals waiting and writes them with
  the next one, or at closing; the window tells the player (:attr:`Statistics.last_error`);
* a finished deal, once written, is never deleted: a game that went on differently
  from a state already recorded (a record opened again, a second window on the same
  autosave) keeps its deals from where the two parted in a row of its own.

Schema (``statistics_schema``; ``PRAGMA user_version`` = :data:`SCHEMA_VERSION`; every column's
type and range is checked on opening, so no STRICT tables are needed and SQLite 3.31 is enough):

* ``games``: one row per game — a stable ``key`` (see :func:`game_key`), when
  it was first and last recorded (UTC, ISO 8601), the rules preset, every rule
  option (JSON), target, number of seats, finished flag and winner (seat,
  -1 for a draw, NULL while unfinished);
* ``seats``: per game and seat — name, kind (human/ai), computer level, start
  and final score;
* ``deals``: per finished deal (redeals included, as on the score sheet) —
  dealer, declarer, bid, contract, outcome (made, failed, bombed, conceded,
  redeal) and a fingerprint of the cards and actions;
* ``deal_scores``: per deal and seat — the change and the total after it.
"""
from __future__ import annotations

import csv
import hashlib
import io
import json
import os
import sqlite3
import weakref
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Callable, Optional, Sequence, Union

from tysiac_engine.ai.levels import LEVELS
from tysiac_engine.cards import CARDS

from . import statistics_file as files
from . import storage
from .statistics_figures import Band, GameInfo, LevelFigures, Summary, ThisGame, Winner
from .statistics_file import StatisticsProblem
from .statistics_schema import SCORE_LIMIT

# Contract bands (upper bounds; the last is open): 100–110, 120–150, 160–200, 210–250, 260+.
BANDS: tuple[tuple[int, Optional[int]], ...] = ((100, 110), (120, 150), (160, 200), (210, 250), (260, None))
CSV_HEADER = ("game", "date", "deal", "seat", "name", "kind", "level", "declarer", "bid", "contract",
              "outcome", "made", "change", "total")


# ----------------------------------------------------------------- keys
def _digest(value: Any) -> str:
    text = json.dumps(value, sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


_FINGERPRINTS: "weakref.WeakKeyDictionary[Any, tuple[int, str]]" = weakref.WeakKeyDictionary()


def deal_fingerprint(deal: Any) -> str:
    """The cards as dealt and every action: equal for the same deal replayed from a record.
    A finished deal's is kept (a long game's statistics are written after every deal)."""
    try:
        done, known = _FINGERPRINTS.get(deal, (None, None))
    except TypeError:  # not weakly referable (a test's stand-in)
        return _fingerprint(deal)
    if known is not None and done == len(deal.history):
        return known
    value = _fingerprint(deal)
    if getattr(deal, "is_done", False):
        _FINGERPRINTS[deal] = (len(deal.history), value)
    return value


def _fingerprint(deal: Any) -> str:
    return _digest({"dealer": deal.dealer, "hands": _card_names(deal.dealt_lists),
                    "musik": _card_names(deal.talon_lists), "stock": _card_names(deal.stock_list),
                    "table": _card_names(deal.table_lists), "actions": [str(action) for _, action in deal.history]})


def _card_names(cards: Any) -> Any:
    """Cards (in nested lists) by their notation, "QH"."""
    if isinstance(cards, (list, tuple)):
        return [_card_names(c) for c in cards]
    return str(CARDS[cards])


def game_key(game: Any) -> Optional[str]:
    """A stable key for a game (seed, players, rules, start and its first deal), the same for the
    game resumed from its record; None before the first deal is finished."""
    if not game.results or not game.deals:
        return None
    start_state = game.start_counters.as_dict() if hasattr(game, "start_counters") else None
    return _digest({
        "seed": game.seed, "players": list(game.players), "preset": game.preset,
        "rules": game.rules.option_dict(), "start_scores": list(game.start_scores),
        "start_state": start_state, "first_deal": deal_fingerprint(game.deals[0]),
    })


def _outcome(result: Any) -> str:
    o = result.outcome
    if o.redeal:
        return "redeal"
    if o.bombed:
        return "bombed"
    if o.conceded:
        return "conceded"
    # a deal without a declarer (everyone for their own points) has no contract to fail; its declarer
    # column is NULL, so it never counts as a contract
    return "made" if o.made or o.declarer is None else "failed"


def _shape(rules_json: Any):
    """The deal shape of a game's stored rules (every option; missing ones at their defaults)."""
    from tysiac_engine.rules import shape_of_values

    stored = json.loads(rules_json) if isinstance(rules_json, str) else {}
    return shape_of_values(stored if isinstance(stored, dict) else {})


def mode_of(rules_json: Any) -> str:
    """The mode (``DealShape.mode``) of a game's stored rules, "" when they cannot be read."""
    try:
        return _shape(rules_json).mode
    except Exception:  # noqa: BLE001 - a value this version cannot read is no mode, never an error
        return ""


def _partner_of(rules_json: Any, seat: Any) -> Optional[int]:
    try:
        return _shape(rules_json).partner(seat) if isinstance(seat, int) and 0 <= seat < 4 else None
    except Exception:  # noqa: BLE001
        return None


def _add_functions(conn: sqlite3.Connection) -> None:
    """game_mode(rules) and game_partner(rules, seat) for the queries (computed by the engine)."""
    conn.create_function("game_mode", 1, mode_of, deterministic=True)
    conn.create_function("game_partner", 2, _partner_of, deterministic=True)


def _winner_code(winner: Winner) -> Optional[int]:
    if winner == "draw":
        return -1
    return winner if isinstance(winner, int) and not isinstance(winner, bool) else None


def _winner_of(code: Optional[int]) -> Winner:
    return "draw" if code == -1 else code


def _clamp(value: int) -> int:
    return max(-SCORE_LIMIT, min(SCORE_LIMIT, int(value)))


THIS_GAME = -1  # the id of the game on the table before a deal of it is stored


def _seat_rows(game: Any, seats: Optional[Sequence[Any]]) -> list[tuple[str, str, Optional[str]]]:
    """(name, kind, level) per seat, from ``seats`` or else from the game's record specs."""
    n = len(game.players)
    if seats is None or len(seats) != n:
        seats = list(game.seats)
    rows = []
    for i, seat in enumerate(seats):
        get: Callable[[str], Any] = seat.get if isinstance(seat, dict) else (lambda k, s=seat: getattr(s, k, None))
        kind = "ai" if get("kind") == "ai" else "human"  # tysiac_engine.game.Seat's kinds
        level = get("level") if kind == "ai" and get("level") in LEVELS else None
        name = str(get("name") or (game.players[i] if i < len(game.players) else ""))[:200]
        rows.append((name or f"Player {i + 1}", kind, level))
    return rows


def _parse_time(text: str) -> datetime:
    try:
        value = datetime.fromisoformat(text)
    except (TypeError, ValueError):
        return datetime(1970, 1, 1, tzinfo=timezone.utc)
    return value if value.tzinfo else value.replace(tzinfo=timezone.utc)


# ----------------------------------------------------------------- the store
class Statistics:
    """The statistics database.  Make it with :meth:`open`; :meth:`record` after every deal."""

    def __init__(self, conn: sqlite3.Connection, path: Optional[Path], *, in_memory: bool = False) -> None:
        self._conn = conn
        self.path = path
        self.in_memory = in_memory
        self.last_error: Optional[str] = None  # why the last write failed (English), None when it worked
        self.error_detail: Optional[str] = None  # the same in SQLite's own words ("database or disk is full")
        self._waiting: dict[str, tuple[Any, Optional[tuple]]] = {}  # games with deals still to write, by key
        # The file another program kept locked at the start, and the games for it meanwhile.
        self._file_later: Optional[Path] = None
        self._for_file: dict[str, tuple[Any, Optional[tuple]]] = {}
        self.now: Callable[[], datetime] = lambda: datetime.now(timezone.utc)

    # ------------------------------------------------------------- opening and closing
    @classmethod
    def open(cls, path: Optional[Path] = None) -> tuple["Statistics", Optional[StatisticsProblem]]:
        """Open (or create) the statistics; never raises for a bad file.

        The problem is None when all went well, else what the player must be told: the file was
        unusable and where it was kept, or that statistics are kept in memory only
        (:class:`StatisticsProblem`; ``str()`` is English, the window words it in the player's
        language).
        """
        path = Path(path) if path is not None else storage.statistics_path()
        problem: Optional[StatisticsProblem] = None
        if path.exists() or path.is_symlink():
            try:
                return cls._ready(files.open_existing(path), path, None)
            except files.BadFile as exc:
                reason, detail = exc.reason, exc.detail
            except files.Busy as exc:
                store = cls(files.memory_database(), None, in_memory=True)
                store._file_later = path  # tried again with every game recorded, and at close
                return store, StatisticsProblem(path, busy=str(exc))
            except Exception as exc:  # noqa: BLE001 - a hostile file must never take the app down
                reason, detail = "failed", f"{type(exc).__name__}: {exc}"
            try:
                moved = files.move_aside(path)
            except OSError as exc:
                return (cls(files.memory_database(), None, in_memory=True),
                        StatisticsProblem(path, reason, detail, move_error=str(exc.strerror or exc)))
            problem = StatisticsProblem(path, reason, detail, kept_as=moved)
        try:
            files.create_file(path)
            conn = files.open_existing(path)
        except (OSError, sqlite3.Error, files.BadFile) as exc:
            why = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
            return cls(files.memory_database(), None, in_memory=True), files.not_kept(problem, path, "folder", why)
        return cls._ready(conn, path, problem)

    @classmethod
    def _ready(cls, conn: sqlite3.Connection, path: Path,
               problem: Optional[StatisticsProblem]) -> tuple["Statistics", Optional[StatisticsProblem]]:
        """Use ``conn`` if it can be written; else a copy in memory, and say so."""
        reason = files.writable(conn)
        if reason is None:
            return cls(files.patient(conn), path), problem
        if files.LOCKED in reason and problem is None:  # another program is writing: as when locked at opening
            conn.close()
            store = cls(files.memory_database(), None, in_memory=True)
            store._file_later = path
            return store, StatisticsProblem(path, busy=reason)
        try:
            memory = files.memory_database(conn)
        except sqlite3.Error:
            memory = files.memory_database()
        finally:
            conn.close()
        return cls(memory, None, in_memory=True), files.not_kept(problem, path, "file", reason)

    def close(self) -> None:
        """Write what is still waiting (if it can be now) and close the database."""
        self._use_file_if_free()
        self.retry()
        self._conn.close()

    def _use_file_if_free(self) -> None:
        """The file that was locked at the start: once it is free, the games go on in it (this
        session's games, counted in memory meanwhile, are written to it; :meth:`record` is
        idempotent).  A file that has gone bad meanwhile is left alone (this session stays in memory)."""
        if self._file_later is None:
            return
        try:
            conn = files.open_existing(self._file_later)
        except files.Busy:
            return  # still locked: next time
        except (files.BadFile, OSError, sqlite3.Error):
            self._file_later = None
            return
        reason = files.writable(conn)
        if reason is not None:
            conn.close()
            if files.LOCKED not in reason:
                self._file_later = None
            return
        self._conn.close()
        self._conn, self.path, self.in_memory = files.patient(conn), self._file_later, False
        self._file_later = None
        self._waiting.update(self._for_file)
        self._for_file.clear()

    # ------------------------------------------------------------- writing
    def record(self, game: Any, seats: Optional[Sequence[Any]] = None) -> bool:
        """Store ``game`` and each of its finished deals not stored yet (idempotent).

        Call after every finished deal and at the end; a game resumed from its record finds its
        own row again (:func:`game_key`), so nothing is counted twice.  ``seats`` are objects with
        ``.name``, ``.kind`` ("human"/"ai") and ``.level``; without them the record's player
        specs are used.  A write that fails is not raised: it returns False, :attr:`last_error`
        says why, and the game waits (:attr:`waiting`) to be written with the next call or at
        :meth:`close`.
        """
        base = game_key(game)
        if base is not None:
            self._waiting[base] = (game, tuple(seats) if seats is not None else None)
            if self._file_later is not None:
                self._for_file[base] = self._waiting[base]
        self._use_file_if_free()
        return self.retry()

    @property
    def waiting(self) -> int:
        """How many games have deals that could not be written yet."""
        return len(self._waiting)

    def retry(self) -> bool:
        """Write the deals still waiting after a failed write; True when nothing is left."""
        for base, (game, seats) in list(self._waiting.items()):
            detail = self._write(game, seats, base)
            if detail is not None:
                self.last_error = f"The statistics could not be saved: {detail}."
                self.error_detail = detail
                return False
            del self._waiting[base]
        self.last_error = self.error_detail = None
        return True

    def _write(self, game: Any, seats: Optional[Sequence[Any]], base: str) -> Optional[str]:
        """One transaction for ``game``; None when written, else SQLite's reason."""
        conn = self._conn
        results = list(game.results)
        fingerprints = [deal_fingerprint(game.deals[i]) for i in range(len(results))]
        try:
            conn.execute("BEGIN IMMEDIATE")
            self._record(game, seats, base, results, fingerprints)
            conn.execute("COMMIT")
        except sqlite3.Error as exc:
            # SQLite may have rolled back by itself (a full disk does): a ROLLBACK then would fail
            # and hide the real reason, so only an open transaction is rolled back.
            if conn.in_transaction:
                try:
                    conn.execute("ROLLBACK")
                except sqlite3.Error:
                    pass
            return str(exc)
        except BaseException:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise
        return None

    def _find(self, base: str, fingerprints: Sequence[str]) -> tuple[Optional[int], int, bool, int]:
        """Where this game's deals are: (the row holding its last recorded deal or None, how many
        of its deals are recorded, whether new deals can go on in that row, rows with this key).

        A game's deals may lie in several rows: the deals from where a game parted from a state
        already recorded are a row of their own (deal numbers from there on).  A deal counts as
        recorded when a row holds it and every earlier deal of that row is this game's too."""
        conn = self._conn
        rows = [game_id for (game_id,) in conn.execute(
            "SELECT id FROM games WHERE key = ? OR key LIKE ? ORDER BY id", (base, base + ":%"))]
        stored = {game_id: dict(conn.execute("SELECT number, fingerprint FROM deals WHERE game_id = ?",
                                             (game_id,)).fetchall()) for game_id in rows}

        def holds(deals: dict, number: int) -> bool:
            return deals.get(number) == fingerprints[number] and all(
                fingerprints[n] == fp for n, fp in deals.items() if n < number)

        tip: Optional[int] = None
        recorded = 0
        while recorded < len(fingerprints):
            holder = next((game_id for game_id in rows if holds(stored[game_id], recorded)), None)
            if holder is None:
                break
            tip, recorded = holder, recorded + 1
        open_end = tip is not None and max(stored[tip]) == recorded - 1
        return tip, recorded, open_end, len(rows)

    def _record(self, game: Any, seats: Optional[Sequence[Any]], base: str, results: list,
                fingerprints: list[str]) -> None:
        conn = self._conn
        now = self.now().astimezone(timezone.utc).isoformat(timespec="seconds")
        game_id, keep, open_end, variants = self._find(base, fingerprints)
        if keep == len(fingerprints):
            return  # nothing new (this state, or a later one, is recorded already)
        if game_id is None or not open_end:  # a new game, or one that parted from what is recorded
            start = game.start_scores if keep == 0 else results[keep - 1].scores_after
            key = base if variants == 0 else f"{base}:{variants + 1}"
            rules = json.dumps(game.rules.option_dict(), sort_keys=True, default=str)
            cursor = conn.execute(
                "INSERT INTO games (key, started, updated, preset, rules, target, seats, finished, winner)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, 0, NULL)",
                (key, now, now, str(game.preset)[:40], rules, int(game.rules.target), len(game.players)))
            game_id = int(cursor.lastrowid)
            conn.executemany(
                "INSERT INTO seats (game_id, seat, name, kind, level, start_score, final_score)"
                " VALUES (?, ?, ?, ?, ?, ?, ?)",
                [(game_id, seat, name, kind, level, _clamp(start[seat]), _clamp(start[seat]))
                 for seat, (name, kind, level) in enumerate(_seat_rows(game, seats))])
        deals, scores = [], []
        for number in range(keep, len(results)):
            result, o = results[number], results[number].outcome
            redeal = bool(o.redeal)
            deals.append((game_id, number, fingerprints[number], o.dealer,
                          None if redeal else o.declarer, None if redeal else o.bid,
                          None if redeal else (o.contract if o.contract is not None else o.bid), _outcome(result)))
            scores.extend((game_id, number, seat, _clamp(change), _clamp(total))
                          for seat, (change, total) in enumerate(zip(result.score_delta, result.scores_after)))
        conn.executemany("INSERT INTO deals (game_id, number, fingerprint, dealer, declarer, bid, contract, outcome)"
                         " VALUES (?, ?, ?, ?, ?, ?, ?, ?)", deals)
        conn.executemany("INSERT INTO deal_scores (game_id, number, seat, change, total) VALUES (?, ?, ?, ?, ?)",
                         scores)
        final = results[-1].scores_after
        finished = bool(game.is_over)
        conn.execute("UPDATE games SET updated = ?, finished = ?, winner = ? WHERE id = ?",
                     (now, int(finished), _winner_code(game.winner) if finished else None, game_id))
        conn.executemany("UPDATE seats SET final_score = ? WHERE game_id = ? AND seat = ?",
                         [(_clamp(score), game_id, seat) for seat, score in enumerate(final)])

    # ------------------------------------------------------------- reading
    def summary(self, mode: Optional[str] = None) -> Summary:
        """The figures of the Statistics window (see :class:`Summary`), of the games of one ``mode``
        (a ``DealShape.mode``, see :func:`mode_of`) or of all."""
        conn = self._conn
        _add_functions(conn)
        has_human = ("EXISTS (SELECT 1 FROM seats h WHERE h.game_id = {0} AND h.kind = 'human')"
                     " AND (:mode IS NULL OR {0} IN (SELECT id FROM games WHERE game_mode(rules) = :mode))")
        in_mode = "(:mode IS NULL OR d.game_id IN (SELECT id FROM games WHERE game_mode(rules) = :mode))"
        # a teams game is won by both partners (the record names the lower seat of the team)
        human_won = ("EXISTS (SELECT 1 FROM seats w WHERE w.game_id = g.id AND w.kind = 'human'"
                     " AND (w.seat = g.winner OR w.seat = game_partner(g.rules, g.winner)))")
        args = {"mode": mode}
        games, finished, won = conn.execute(
            f"SELECT count(*), coalesce(sum(g.finished), 0),"
            f" coalesce(sum(g.finished = 1 AND {human_won}), 0)"
            f" FROM games g WHERE {has_human.format('g.id')}", args).fetchone()
        deals = conn.execute(f"SELECT count(*) FROM deals d WHERE d.outcome <> 'redeal'"
                             f" AND {has_human.format('d.game_id')}", args).fetchone()[0]
        band_case = " ".join(f"WHEN c <= {high} THEN {i}" for i, (_, high) in enumerate(BANDS) if high is not None)
        declared = conn.execute(
            f"SELECT kind, level, CASE {band_case} ELSE {len(BANDS) - 1} END AS band, count(*), sum(made)"
            " FROM (SELECT s.kind, s.level, coalesce(d.contract, d.bid, 0) AS c, d.outcome = 'made' AS made"
            "       FROM deals d JOIN seats s ON s.game_id = d.game_id AND s.seat = d.declarer"
            f"       WHERE d.outcome <> 'redeal' AND {in_mode})"
            " GROUP BY kind, level, band", args).fetchall()
        changes = conn.execute(
            "SELECT s.kind, s.level, count(*), sum(c.change) FROM deal_scores c"
            " JOIN deals d ON d.game_id = c.game_id AND d.number = c.number"
            " JOIN seats s ON s.game_id = c.game_id AND s.seat = c.seat"
            f" WHERE d.outcome <> 'redeal' AND {in_mode} GROUP BY s.kind, s.level", args).fetchall()
        opposed = conn.execute(
            f"SELECT DISTINCT a.level, g.id, g.finished, g.finished = 1 AND {human_won}"
            " FROM games g JOIN seats a ON a.game_id = g.id AND a.kind = 'ai' AND a.level IS NOT NULL"
            f" WHERE {has_human.format('g.id')}", args).fetchall()

        played = [0] * len(BANDS)
        made = [0] * len(BANDS)
        level_declared = {level: [0, 0] for level in LEVELS}
        for kind, level, band, count, made_count in declared:
            if kind == "human":
                played[band] += count
                made[band] += made_count or 0
            elif level in level_declared:
                level_declared[level][0] += count
                level_declared[level][1] += made_count or 0
        human_changes = [0, 0]
        level_changes = {level: [0, 0] for level in LEVELS}
        for kind, level, count, total in changes:
            target = human_changes if kind == "human" else level_changes.get(level)
            if target is not None:
                target[0] += count
                target[1] += total or 0
        level_games = {level: [0, 0, 0] for level in LEVELS}
        for level, _game_id, is_finished, human_win in opposed:
            if level in level_games:
                counts = level_games[level]
                counts[0] += 1
                counts[1] += is_finished
                counts[2] += human_win or 0
        return Summary(
            games=games, finished=finished, won=won, deals=deals, declared=sum(played), deals_won=sum(made),
            seat_deals=human_changes[0], points=human_changes[1],
            bands=tuple(Band(low, high, played[i], made[i]) for i, (low, high) in enumerate(BANDS)),
            levels=tuple(LevelFigures(level, games=level_games[level][0], finished=level_games[level][1],
                                      human_wins=level_games[level][2], declared=level_declared[level][0],
                                      made=level_declared[level][1], seat_deals=level_changes[level][0],
                                      points=level_changes[level][1]) for level in LEVELS),
        )

    def modes(self) -> list[tuple[str, int]]:
        """The modes of the recorded games with how many games each, most played first."""
        _add_functions(self._conn)
        return [(m, n) for m, n in self._conn.execute(
            "SELECT game_mode(rules) AS m, count(*) FROM games GROUP BY m ORDER BY count(*) DESC, m") if m]

    def games(self) -> list[GameInfo]:
        """Every recorded game, the latest first."""
        conn = self._conn
        _add_functions(conn)
        seats: dict[int, list[tuple]] = {}
        for row in conn.execute("SELECT game_id, seat, name, kind, level, start_score, final_score FROM seats"
                                " ORDER BY game_id, seat"):
            seats.setdefault(row[0], []).append(row[1:])
        out = []
        for game_id, started, updated, preset, target, n, finished, winner, deals, mode in conn.execute(
                "SELECT g.id, g.started, g.updated, g.preset, g.target, g.seats, g.finished, g.winner,"
                " (SELECT count(*) FROM deals d WHERE d.game_id = g.id), game_mode(g.rules)"
                " FROM games g ORDER BY g.started DESC, g.id DESC"):
            by_seat = {row[0]: row for row in seats.get(game_id, [])}
            rows = [by_seat.get(s, (s, f"Player {s + 1}", "human", None, 0, 0)) for s in range(n)]
            out.append(GameInfo(
                id=game_id, started=_parse_time(started), updated=_parse_time(updated), preset=preset,
                target=target, players=tuple(r[1] for r in rows), kinds=tuple(r[2] for r in rows),
                levels=tuple(r[3] for r in rows), start_scores=tuple(r[4] for r in rows),
                scores=tuple(r[5] for r in rows), finished=bool(finished), winner=_winner_of(winner),
                deals=deals, mode=mode or ""))
        return out

    def find(self, game: Any) -> Optional[int]:
        """The row id of ``game`` if it has been recorded (for marking the current game)."""
        base = game_key(game)
        if base is None:
            return None
        fingerprints = [deal_fingerprint(game.deals[i]) for i in range(len(game.results))]
        game_id, _, _, _ = self._find(base, fingerprints)
        return game_id

    def this_game(self, game: Any, seats: Optional[Sequence[Any]] = None) -> Optional[ThisGame]:
        """``game`` (under way or just over) as the statistics window shows it beside the stored
        ones; None before its first deal is finished."""
        if not game.results:
            return None
        try:
            recorded = self.find(game)
        except sqlite3.Error:  # the file went bad while the app ran: listed as not recorded
            recorded = None
        rows = _seat_rows(game, seats)
        now = datetime.now().astimezone()
        info = GameInfo(id=THIS_GAME if recorded is None else recorded, started=now, updated=now,
                        preset=game.preset, target=game.rules.target, players=tuple(game.players),
                        kinds=tuple(kind for _, kind, _ in rows), levels=tuple(level for _, _, level in rows),
                        start_scores=tuple(game.start_scores), scores=tuple(game.scores),
                        finished=bool(game.is_over), winner=game.winner, deals=len(game.results),
                        mode=game.rules.shape.mode)
        return ThisGame(info, tuple(tuple(r.scores_after) for r in game.results))

    def progress(self, game_id: int) -> tuple[list[str], list[list[int]]]:
        """Player names and, for each recorded deal in order, every seat's total after it."""
        conn = self._conn
        row = conn.execute("SELECT seats FROM games WHERE id = ?", (game_id,)).fetchone()
        if row is None:
            return [], []
        n = row[0]
        names = [f"Player {s + 1}" for s in range(n)]
        for seat, name in conn.execute("SELECT seat, name FROM seats WHERE game_id = ?", (game_id,)):
            names[seat] = name
        start = [0] * n
        for seat, score in conn.execute("SELECT seat, start_score FROM seats WHERE game_id = ?", (game_id,)):
            start[seat] = score
        rows: list[list[int]] = []
        current, number = list(start), None
        for deal, seat, total in conn.execute(
                "SELECT number, seat, total FROM deal_scores WHERE game_id = ? ORDER BY number, seat", (game_id,)):
            if deal != number:
                if number is not None:
                    rows.append(list(current))
                number = deal
            current[seat] = total
        if number is not None:
            rows.append(list(current))
        return names, rows

    # ------------------------------------------------------------- export
    def export_csv(self, path: Union[str, os.PathLike]) -> None:
        """One row per deal per seat (see :data:`CSV_HEADER`), UTF-8 with a BOM so spreadsheets read
        the names right; written atomically.  Raises OSError (``storage.NotReplaced`` where a folder,
        a link, a named pipe or a device is at ``path``) or sqlite3.Error."""
        buffer = io.StringIO()
        writer = csv.writer(buffer, lineterminator="\r\n")
        writer.writerow(CSV_HEADER)
        query = (
            "SELECT g.id, g.started, d.number, c.seat, s.name, s.kind, s.level, d.declarer, d.bid,"
            " d.contract, d.outcome, c.change, c.total"
            " FROM deal_scores c JOIN deals d ON d.game_id = c.game_id AND d.number = c.number"
            " JOIN games g ON g.id = c.game_id"
            " LEFT JOIN seats s ON s.game_id = c.game_id AND s.seat = c.seat"
            " ORDER BY g.started, g.id, d.number, c.seat")
        for (game_id, started, number, seat, name, kind, level, declarer, bid, contract, outcome,
             change, total) in self._conn.execute(query):
            writer.writerow((
                game_id, started, number + 1, seat, _cell(name or ""), kind or "", level or "",
                int(declarer == seat), "" if bid is None else bid, "" if contract is None else contract,
                outcome, "" if outcome == "redeal" else int(outcome == "made"), change, total))
        storage.export_text(path, "\ufeff" + buffer.getvalue())


def _cell(text: str) -> str:
    """A name as a spreadsheet cell: never read as a formula (``=…``, ``+…``, ``@…``)."""
    return "'" + text if text[:1] in ("=", "+", "-", "@", "\t", "\r") else text
