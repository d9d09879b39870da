"""NetworkController: a table on a server, driven like a local one (``table_controller``).

The server is authoritative: a move goes to it and comes back as an update (the seat's view and
its share of the events) or as a refusal.  Updates are shown one at a time, as a local game shows
its moves: other seats' moves at the player's pace, a completed trick held on the table, and a
finished deal's summary before the next deal (the server has dealt it already; it waits here
until ``next_deal()``).  Hints and "Review my play" are the local coach's, asked of this
computer's AI worker from the seat's own view (and, for a review, from the record the server
sends once the game is over and every card is public).

What only a network table has (the seats and who is away, the invitation, chat, starting the
game, letting the computer play for an away player) is here too, for the window's table panel.
"""
from __future__ import annotations

import time
from collections import deque
from typing import TYPE_CHECKING, Any, NamedTuple, Optional

from PySide6.QtCore import QObject, QTimer, Signal

from tysiac_engine.actions import Action
from tysiac_engine.errors import IllegalAction
from tysiac_engine.events import ActionTaken, DealScored, GameOver, TrickWon
from tysiac_engine.net import protocol as P
from tysiac_engine.net.invitation import Invitation
from tysiac_engine.record import load_game
from tysiac_engine.views import SeatView

from .. import storage
from ..table_controller import AUTO_PLAY_MS, Standing, TableController
from ..wording.network import held_chat_text, lost_text, reconnecting_text, refusal_text
from .session import NetworkSession

if TYPE_CHECKING:
    from ..statistics import Statistics
    from ..statistics_figures import ThisGame


class ChatEntry(NamedTuple):
    seat: Optional[int]  # None: said by the app (the connection was lost)
    name: str
    text: str


def _away(state: P.SeatState) -> bool:
    """A person took the seat, is not connected, and nobody plays for them."""
    return state.kind == "human" and state.name is not None and not state.connected and state.substitute is None


class NetworkController(TableController):
    """One seat at a network table, through ``session`` (see the module's docstring)."""

    remote = True
    table_changed = Signal()  # the seats, the invitation or the connection changed
    chat_received = Signal(object)  # ChatEntry
    chat_replaced = Signal()  # the whole chat is new (the table's history, on a seating)
    seated = Signal()  # this app sits at the table (again): seat, token and invitation known
    gone = Signal(str)  # the table cannot be reached any more (session.lost's reason)

    def __init__(self, session: Optional[NetworkSession] = None, parent: Optional[QObject] = None, **kwargs) -> None:
        super().__init__(parent, **kwargs)
        self.session = session if session is not None else NetworkSession(self)
        self.seat: Optional[int] = None
        self.is_host = False
        self.table: Optional[P.TableState] = None
        self.invitation: Optional[Invitation] = None  # the table's, for friends
        self.token = ""  # this seat's, to come back with
        self.next_try: Optional[float] = None  # reconnecting: when the next try is (monotonic seconds)
        self.record: Optional[dict] = None  # the finished game's record (every card public by then)
        self._finished_game = None  # that record replayed (the engine's Game)
        self.chat: list[ChatEntry] = []
        # "connecting", "connected", "reconnecting", or why it is lost for good (session.lost)
        self.connection = "connecting"
        self._view: Optional[SeatView] = None  # the update shown now
        self._shown_results = 0  # how many finished deals' results have been shown here
        self._pending: deque[P.Update] = deque()  # updates not shown yet (paced, held, or after a deal's end)
        self._results: list[Any] = []  # DealResult of each finished deal, as the server sent them
        self._holding = False
        self._after_hold: tuple = ()  # what the held update still has to tell once collected
        self._between_deals = False  # a deal's summary is up: the next deal waits for next_deal()
        self._winner: Any = None  # the game is over: game_over waits for the record
        self._over_told = False
        self._away_since: dict[int, float] = {}  # seat: when this app saw its player leave
        self._table_at = 0.0  # when the table's state came (its countdowns run from then)
        self._pace_timer = self._single_shot(self._release)
        self._hold_timer = self._single_shot(self.collect_trick)
        self._auto_timer = self._single_shot(self._auto_play)
        s = self.session
        s.seated.connect(self._on_seated)
        s.invitation.connect(self._on_invitation)
        s.table_changed.connect(self._on_table)
        s.updated.connect(self._on_update)
        s.chat_received.connect(self._on_chat)
        s.chat_history.connect(self._on_chat_history)
        s.refused.connect(self._on_refused)
        s.record_ready.connect(self._on_record)
        s.reconnecting.connect(self._on_reconnecting)
        s.lost.connect(self._on_lost)

    def _single_shot(self, slot: Any) -> QTimer:
        timer = QTimer(self)
        timer.setSingleShot(True)
        timer.timeout.connect(slot)
        return timer

    # ------------------------------------------------------------------ the table interface
    def screen_view(self) -> tuple[Optional[SeatView], Optional[int]]:
        return (self._view, self.seat) if self._view is not None else (None, None)

    def standing(self) -> Optional[Standing]:
        view = self._view
        if view is None:
            return None
        results = tuple(self._results[:self._shown_results])
        return Standing(tuple(self.names()), False, view.rules, self.table.preset if self.table else "polish",
                        results, results[0].scores_before if results else tuple(view.scores), tuple(view.scores),
                        view.phase == "over", view.deal_number + 1, None)

    def names(self) -> list[str]:
        """The players' names (a free seat is named by what the table waits for)."""
        if self._view is not None:
            return list(self._view.players)
        if self.table is None:
            return []
        return [s.name or "" for s in self.table.seats]

    def you(self) -> Optional[int]:
        return self.seat

    def current_human(self) -> Optional[int]:
        return self.seat

    def is_human(self, seat: int) -> bool:
        return self.table is not None and 0 <= seat < len(self.table.seats) and self.table.seats[seat].kind == "human"

    def reviewable_seats(self) -> tuple[int, ...]:
        return (self.seat,) if self.seat is not None and self.record is not None else ()

    def in_progress(self) -> bool:
        return not self._closed and self.connection in ("connected", "reconnecting") and not (self._view is not None and self._view.phase == "over")

    @property
    def holding_trick(self) -> bool:
        return self._holding

    def play(self, action: Action) -> bool:
        """Send the move of this seat to the table; the server's refusal comes as ``illegal_action``."""
        view = self._view
        if not isinstance(action, Action):
            return self._refuse(IllegalAction(f"not an action: {str(action)[:60]}", "syntax"))
        if self._closed or view is None or self.seat is None or view.to_move != self.seat or self._pending \
                and not self._holding:
            return self._refuse(self._not_yours())
        if not self.accepts_moves():  # said, not lost: the move is the player's to make again
            self.illegal_action.emit(lost_text(self.connection) if self.connection != "reconnecting"
                                     else reconnecting_text(self.reconnect_in() or 0))
            return False
        if self._holding:
            self.collect_trick()
        self.session.act(action)
        return True

    def accepts_moves(self) -> bool:
        return super().accepts_moves() and self.connection == "connected"

    def next_deal(self) -> bool:
        if not self._between_deals or self._closed:
            return False
        self._between_deals = False
        self._release()
        return True

    def collect_trick(self) -> bool:
        if not self._holding or self._closed:
            return False
        self._hold_timer.stop()
        self._holding = False
        view, seat = self.screen_view()
        self.state_changed.emit(view, seat)
        after, self._after_hold = self._after_hold, ()
        self._go_on(*after)
        return True

    def _auto_play(self) -> None:
        action = self.forced_card()
        if action is not None and self.auto_play_single and not self._holding and not self._closed:
            self.play(action)

    # ------------------------------------------------------------------ records and statistics
    def _game(self):
        """The finished game, replayed once from the record the server sent (None before it came)."""
        if self._finished_game is None and self.record is not None:
            self._finished_game = load_game(self.record)
        return self._finished_game

    def export_record(self, path: Any) -> None:
        """The finished game's record (the server sends it when the game is over, every card public)."""
        game = self._game()
        if game is None:
            raise storage.RecordFileError(path, "not_finished", "the record comes when the game is over")
        storage.export_record(path, game)

    def record_statistics(self, statistics: "Statistics") -> Optional[bool]:
        game = self._game()  # counted once the game is over: before that its cards are not all ours to see
        return None if game is None else statistics.record(game)

    def this_game_statistics(self, statistics: "Statistics") -> Optional["ThisGame"]:
        game = self._game()
        return None if game is None else statistics.this_game(game)

    def _finished_deal(self, index: int) -> Any:
        game = self._game()
        return game.deals[index] if game is not None and 0 <= index < len(game.deals) else None

    def _finished_record(self, index: int) -> Optional[dict]:
        return self.record if self.record is not None and 0 <= index < len(self.record.get("deals", ())) else None

    # ------------------------------------------------------------------ the table's own
    def start(self) -> None:
        """The host starts the game (every seat taken)."""
        self.session.start()

    def end_table(self) -> None:
        """The host ends the table for everyone (friends are told; nobody can come back to it)."""
        if self.is_host:
            self.session.end()

    def serves_here(self) -> bool:
        """This app serves the table: closing it stops the table for everyone."""
        return self.session.serves

    def substitute(self, seat: int) -> None:
        """The host lets the computer play for the away player at ``seat`` until they come back."""
        self.session.substitute(seat)

    def send_chat(self, text: str) -> bool:
        """Say ``text`` to the table (while the connection is down it waits, and the chat says so);
        False when there is nothing to say or the table is gone for good."""
        text = text.strip()
        if not text:
            return False
        if self.connection not in ("connected", "connecting", "reconnecting"):
            self.error.emit(lost_text(self.connection))
            return False
        if not self.session.chat(text):
            self._note(held_chat_text(text))
        return True

    def try_now(self) -> None:
        """Reconnecting: try now rather than after the pause."""
        self.session.try_now()

    def reconnect_in(self) -> Optional[float]:
        """Seconds until the next try to reconnect (0: trying now; None: not reconnecting)."""
        if self.connection != "reconnecting" or self.next_try is None:
            return None
        return max(0.0, self.next_try - time.monotonic())

    def _note(self, text: str) -> None:
        """A line of the app's own in the chat (the connection lost, a line kept for later)."""
        entry = ChatEntry(None, "", text)
        self.chat.append(entry)
        self.chat_received.emit(entry)

    def everyone_seated(self) -> bool:
        """Every seat of the table is taken (the host may start)."""
        return self.table is not None and all(s.name is not None for s in self.table.seats)

    def started(self) -> bool:
        return self.table is not None and self.table.started

    def away(self, seat: int) -> Optional[float]:
        """Seconds since the person at ``seat`` left (None: they are here, or a computer plays)."""
        since = self._away_since.get(seat)
        return None if since is None else time.monotonic() - since

    def hand_over_in(self, seat: int) -> Optional[float]:
        """Seconds until the host may let the computer play for the away player at ``seat`` (0: now;
        None: the table gives no countdown, or the seat is not an away player's)."""
        table = self.table
        if table is None or not 0 <= seat < len(table.seats) or table.seats[seat].substitute_in is None:
            return None
        return max(0.0, table.seats[seat].substitute_in - (time.monotonic() - self._table_at))

    def away_mover(self) -> Optional[int]:
        """The seat to move whose player is away and nobody plays for (None: none)."""
        view, table = self._view, self.table
        if view is None or table is None or view.to_move is None:
            return None
        return view.to_move if _away(table.seats[view.to_move]) else None

    # ------------------------------------------------------------------ from the session
    def _on_seated(self, seat: int, host: bool, token: str) -> None:
        self.seat, self.is_host, self.token = seat, host, token
        self.connection, self.next_try = "connected", None
        if self.invitation is None and self.session.address is not None:
            self.invitation = self.session.address  # a friend's: the invitation he came with
        self.table_changed.emit()
        self.seated.emit()

    def _on_invitation(self, invitation: Invitation) -> None:
        self.invitation = invitation
        self.table_changed.emit()

    def _on_reconnecting(self, seconds: float) -> None:
        if self.connection not in ("connected", "connecting", "reconnecting"):
            return
        self.connection = "reconnecting"
        self.next_try = time.monotonic() + seconds
        self.table_changed.emit()
        if self._view is None:
            self.state_changed.emit(None, None)

    def _on_table(self, table: P.TableState) -> None:
        now = time.monotonic()
        for seat, state in enumerate(table.seats):
            if not _away(state):
                self._away_since.pop(seat, None)
            else:
                self._away_since.setdefault(seat, now)
        self.table, self._table_at = table, now
        self.table_changed.emit()
        if self._view is None:
            self.state_changed.emit(None, None)  # what the table waits for before the game

    def _on_update(self, update: P.Update) -> None:
        if self._closed:
            return
        if update.results:  # kept in step with the server; shown with the update that scores them
            self._results[update.first_result:] = list(update.results)
        if self._view is None and not self._pending:  # the first view (a rejoin too): every result so far
            self._shown_results = len(self._results)
        self._pending.append(update)
        self._release()

    def _release(self) -> None:
        """Show the next update unless the table is paced, holds a trick or waits for the next deal."""
        if self._closed or self._holding or self._between_deals or self._pace_timer.isActive() or not self._pending:
            return
        update = self._pending.popleft()
        self._auto_timer.stop()
        view, events = update.view, update.events
        scored = next((e for e in events if isinstance(e, DealScored)), None)
        if scored is not None:
            self._shown_results = scored.deal_number + 1
        over = next((e for e in events if isinstance(e, GameOver)), None)
        if over is not None:
            self._winner = over.winner
        self._view = view
        self.events_happened.emit(events)
        moved = [e for e in events if isinstance(e, ActionTaken)]
        for e in moved:
            self.action_applied.emit(e.seat, e.action)
        held = self._trick_hold_ms > 0 and any(isinstance(e, TrickWon) for e in events)
        self._holding = held
        self.state_changed.emit(view, self.seat)
        others = any(e.seat != self.seat for e in moved)
        if held:
            self._after_hold = (scored, others)
            self._hold_timer.start(self._trick_hold_ms)
        else:
            self._go_on(scored, others)

    def _go_on(self, scored: Optional[DealScored] = None, others: bool = False) -> None:
        """After an update was shown (and its trick collected): the deal's end, the turn, the next update."""
        view = self._view
        if scored is not None and scored.deal_number < len(self._results):
            if view is not None and view.phase != "over":
                self._between_deals = True  # the server dealt on; the summary comes first here
            self.deal_finished.emit(self._results[scored.deal_number])
            self._tell_over()
            return
        if view is not None and view.to_move == self.seat and view.legal and not self._pending:
            self.human_turn.emit(self.seat)
            if self.auto_play_single and self.forced_card() is not None:
                self._auto_timer.start(AUTO_PLAY_MS)
        if others and self._ai_delay_ms > 0 and self._pending:
            self._pace_timer.start(self._ai_delay_ms)  # another seat's move stays a moment, as at one screen
        else:
            self._release()

    def _tell_over(self) -> None:
        if self._winner is not None and self.record is not None and not self._over_told:
            self._over_told = True
            self.game_over.emit(self._winner)

    def _on_chat(self, seat: int, name: str, text: str) -> None:
        entry = ChatEntry(seat, name, text)
        self.chat.append(entry)
        self.chat_received.emit(entry)

    def _on_chat_history(self, lines: tuple) -> None:
        """The table's last lines (kept with the table: a rejoin or a resumed host gets them back)."""
        self.chat = [ChatEntry(line.seat, line.name, line.text) for line in lines]
        self.chat_replaced.emit()

    def _on_refused(self, refused: P.Refused) -> None:
        if refused.code == "illegal":
            self._refuse(refused.as_illegal())
        elif refused.code == "not_your_turn":
            self._refuse(self._not_yours())
        else:
            self.error.emit(refusal_text(refused.code))

    def _on_record(self, record: dict) -> None:
        self.record = record
        self.table_changed.emit()
        if self._view is not None and self._view.phase == "over" and not self._pending:
            self._tell_over()

    def _on_lost(self, why: str) -> None:
        self.connection, self.next_try = why, None
        text = lost_text(why)
        self._note(text)
        self.error.emit(text)
        self.table_changed.emit()
        self.gone.emit(why)
        if self._view is None:
            self.state_changed.emit(None, None)

    def close(self) -> None:
        """Leave the table (a hosted table's server stops with it) and stop the coach."""
        if self._closed:
            return
        for timer in (self._pace_timer, self._hold_timer, self._auto_timer):
            timer.stop()
        super().close()
        self.session.close()
