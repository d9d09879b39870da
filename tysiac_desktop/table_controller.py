"""TableController: the one interface the window drives a table through, whatever sits behind it.

A table is a local :class:`~tysiac_engine.game.Game` (solo, hot-seat: ``controller.GameController``)
or a table on a server (``network.controller.NetworkController``).  Either way the window gets the
same signals and asks the same questions:

- ``state_changed(view, seat)``: the view to show and the seat at the screen (``screen_view()``);
  ``events_happened(events)`` first, the move's events as that seat may see them;
- ``action_applied(seat, Action)``, ``illegal_action(text)`` (the refusal, worded), ``error(text)``;
- ``deal_finished(DealResult)`` (the table then waits for ``next_deal()``), ``game_over(winner)``;
- ``human_turn(seat)``, ``thinking(active, seat)``, and for hot-seat ``privacy_needed`` / ``musik_look``;
- ``hint_ready``, ``review_ready``, ``coach_ready``: the coach, worked out by the AI worker on
  this computer from what the seat at the screen may know.

The window sends typed actions to ``play()`` and never reads the game itself.  What is common to
every kind of table (the coach's jobs, a refusal told, the settings of pace and trick hold) is
here; what differs (where the game is, who decides) is each subclass's.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple, Optional

from PySide6.QtCore import QObject, Signal, Slot

from tysiac_engine.actions import Action
from tysiac_engine.errors import IllegalAction
from tysiac_engine.rules import Rules
from tysiac_engine.scoring import DealResult
from tysiac_engine.views import SeatView

from .ai_worker import AiWorker, coach_job, hint_job, review_job
from .wording.hints import hint_sentence
from .wording.rule_errors import illegal_text

if TYPE_CHECKING:
    from .statistics import Statistics
    from .statistics_figures import ThisGame

HINT_SECONDS = 1.0
DEFAULT_AI_DELAY_MS = 600
AI_SECONDS = 3.0  # a cap on one computer decision; search levels normally need far less
AUTO_PLAY_MS = 450  # a forced card is played after a moment, so the player sees it is theirs


class Standing(NamedTuple):
    """Where the game stands, as the side panel, the score sheet and the end-of-deal dialogs
    show it (no cards: those come in the seat's view)."""

    players: tuple[str, ...]
    hot_seat: bool  # two or more people play at this screen: nobody is "You"
    rules: Rules
    preset: str
    results: tuple[DealResult, ...]  # of the finished deals
    start_scores: tuple[int, ...]
    scores: tuple[int, ...]
    is_over: bool
    deals: int  # dealt so far, the one under way too
    redeal_reason: Optional[tuple[int, Optional[str]]]  # why the last deal was dealt again (None: it was not)


class TableController(QObject):
    """The table as the window sees it (see the module's docstring)."""

    state_changed = Signal(object, object)  # the view to show and the seat at the screen (screen_view())
    action_applied = Signal(int, object)  # seat, Action
    events_happened = Signal(object)  # the move's events as the seat at the screen may see them (None: the public view)
    illegal_action = Signal(str)  # the refusal's reason, in the player's language
    deal_finished = Signal(object)  # DealResult
    game_over = Signal(object)  # winner: seat, "draw"
    thinking = Signal(bool, int)  # active, seat
    human_turn = Signal(int)
    privacy_needed = Signal(int)  # hot-seat: hide the table, hand over to this seat
    musik_look = Signal(int)  # hot-seat: this seat looks at the musik just turned up, then musik_seen()
    error = Signal(str)  # a sentence in the player's language
    hint_ready = Signal(object, str)  # the suggested Action, the coach's sentence
    review_ready = Signal(int, object)  # deal index, tysiac_engine.ai.hints.Review (None: no review)
    coach_ready = Signal(int, int, object)  # deal index, seat, tysiac_engine.ai.analysis.DealAnalysis (None: none)

    #: a network table: the window adds the table's own panel (seats, invitation, chat)
    remote = False

    def __init__(self, parent: Optional[QObject] = None, *, worker: Optional[AiWorker] = None,
                 ai_delay_ms: int = DEFAULT_AI_DELAY_MS, trick_hold_ms: int = 0) -> None:
        super().__init__(parent)
        self._worker = worker if worker is not None else AiWorker(self, seconds=AI_SECONDS)
        self._worker.decided.connect(self._on_decided)
        self._worker.failed.connect(self._on_failed)
        self._ai_delay_ms = max(0, int(ai_delay_ms))
        self._trick_hold_ms = max(0, int(trick_hold_ms))
        self._request_id = 0
        self._jobs: dict[int, tuple[str, Any]] = {}  # the coach's requests: hints and reviews
        self.last_illegal_rule: Optional[str] = None  # the engine's rule key, for help texts
        self.last_illegal: Optional[IllegalAction] = None  # the engine's refusal (English str())
        self.auto_play_single = False  # play a human's only legal card for them
        self._closed = False

    # --------------------------------------------------------------- settings
    @property
    def worker(self) -> AiWorker:
        return self._worker

    @property
    def ai_delay_ms(self) -> int:
        """The pace: how long other seats' moves take to be shown, so people can follow."""
        return self._ai_delay_ms

    @ai_delay_ms.setter
    def ai_delay_ms(self, value: int) -> None:
        self._ai_delay_ms = max(0, int(value))

    @property
    def trick_hold_ms(self) -> int:
        """How long a completed trick stays on the table before it is collected (0: at once)."""
        return self._trick_hold_ms

    @trick_hold_ms.setter
    def trick_hold_ms(self, value: int) -> None:
        self._trick_hold_ms = max(0, int(value))

    # --------------------------------------------------------------- the interface
    def screen_view(self) -> tuple[Optional[SeatView], Optional[int]]:
        """The view the window may show and the seat at the screen ((None, None) before a deal)."""
        raise NotImplementedError

    def standing(self) -> Optional[Standing]:
        """Where the game stands (None: no game yet)."""
        raise NotImplementedError

    def you(self) -> Optional[int]:
        """The seat the texts address as "you" (None: hot-seat, or computers only)."""
        raise NotImplementedError

    def current_human(self) -> Optional[int]:
        """The person whose cards may be shown now (None: nobody's)."""
        raise NotImplementedError

    def is_human(self, seat: int) -> bool:
        raise NotImplementedError

    def reviewable_seats(self) -> tuple[int, ...]:
        """The seats whose play the coach may review once a deal is over ("Review my play")."""
        raise NotImplementedError

    def play(self, action: Action) -> bool:
        """The move of the seat at the screen; a refusal comes as ``illegal_action``."""
        raise NotImplementedError

    def next_deal(self) -> bool:
        """Go on to the next deal after the summary of a finished one."""
        raise NotImplementedError

    def in_progress(self) -> bool:
        """A game is under way that starting another would abandon."""
        raise NotImplementedError

    @property
    def holding_trick(self) -> bool:
        """A completed trick lies on the table and the game waits (see ``collect_trick``)."""
        return False

    def collect_trick(self) -> bool:
        return False

    def go_on(self) -> bool:
        """The player clicked the table (or pressed Enter there)."""
        return self.collect_trick()

    def musik_looker(self) -> Optional[int]:
        return None

    def musik_seen(self) -> None:
        return None

    def privacy_done(self) -> None:
        return None

    def export_record(self, path: Any) -> None:
        """Write the game's record (RECORD.md) to ``path``; raises storage.RecordFileError or OSError."""
        raise NotImplementedError

    def record_statistics(self, statistics: "Statistics") -> Optional[bool]:
        """Store the game's finished deals in ``statistics`` (None: nothing to store)."""
        raise NotImplementedError

    def this_game_statistics(self, statistics: "Statistics") -> Optional["ThisGame"]:
        raise NotImplementedError

    def close(self) -> None:
        """Stop what runs for this table (its workers too); it changes nothing any more."""
        self._closed = True
        self._jobs.clear()
        self._worker.shutdown()

    def accepts_moves(self) -> bool:
        """The table takes the screen's moves now (a network table: while its connection is up)."""
        return not self._closed

    def forced_card(self) -> Optional[Action]:
        """The play of the only card the seat at the screen may play now, if there is just one."""
        view, seat = self.screen_view()
        if view is None or seat is None or view.to_move != seat or view.phase != "play":
            return None
        plays = [a for a in view.legal if a.kind in ("play", "meld")]
        if len({a.card for a in plays}) != 1:
            return None
        return next((a for a in plays if a.kind == "play"), None)

    # --------------------------------------------------------------- refusals
    def _not_yours(self) -> IllegalAction:
        """Why a move cannot be made now: no deal, or another seat's turn."""
        view, _ = self.screen_view()
        if self._closed or view is None or view.to_move is None:
            return IllegalAction("no deal in progress", "phase")
        name = view.players[view.to_move]
        return IllegalAction(f"it is {name}'s turn", "turn", {"name": name})

    def _refuse(self, exc: IllegalAction) -> bool:
        self.last_illegal_rule = exc.rule
        self.last_illegal = exc
        self.illegal_action.emit(illegal_text(exc))
        return False

    # --------------------------------------------------------------- the coach
    def _next_request(self) -> int:
        self._request_id += 1
        return self._request_id

    def _hint_view(self) -> Optional[SeatView]:
        """The view of the person to move at the screen, if the coach may be asked for it."""
        view, seat = self.screen_view()
        if self._closed or view is None or seat is None or view.to_move != seat or not view.legal:
            return None
        return view

    def _hint_seed(self, seat: int) -> int:
        return 0

    def _finished_deal(self, index: int) -> Any:
        """The engine's Deal ``index`` once it is over and every card of it may be seen here (None: not)."""
        return None

    def _finished_record(self, index: int) -> Optional[dict]:
        """The game's record for the coach's review of deal ``index`` (None: not to be had here)."""
        return None

    def request_hint(self) -> bool:
        """Ask the worker for a suggestion for the person to move; the answer comes as
        ``hint_ready(action, sentence)``.  False when no one at the screen is to move."""
        view = self._hint_view()
        if view is None:
            return False
        if any(kind == "hint" for kind, _ in self._jobs.values()):
            return True  # already asked
        request_id = self._next_request()
        self._jobs[request_id] = ("hint", view)
        self._worker.run(request_id, hint_job, (view, self._hint_seed(view.seat), HINT_SECONDS))
        return True

    def request_review(self, index: int) -> bool:
        """Ask the worker for the open-hand review of deal ``index``; it comes as ``review_ready``."""
        deal = None if self._closed else self._finished_deal(index)
        if deal is None:
            return False
        request_id = self._next_request()
        self._jobs[request_id] = ("review", index)
        self._worker.run(request_id, review_job, (deal,))
        return True

    def request_coach(self, index: int, seat: int) -> bool:
        """Ask the worker what each decision of ``seat`` in finished deal ``index`` cost; it comes
        as ``coach_ready(index, seat, analysis)`` (analysis None when it failed)."""
        record = None if self._closed or seat not in self.reviewable_seats() else self._finished_record(index)
        if record is None:
            return False
        request_id = self._next_request()
        self._jobs[request_id] = ("coach", (index, seat))
        self._worker.run(request_id, coach_job, (record, index, seat))
        return True

    @Slot(int, object)
    def _on_decided(self, request_id: int, answer: Any) -> None:
        if request_id in self._jobs:
            self._job_done(request_id, answer)

    @Slot(int, str)
    def _on_failed(self, request_id: int, message: str) -> None:
        if request_id in self._jobs:
            self._job_done(request_id, None)

    def _job_done(self, request_id: int, answer: Any) -> None:
        kind, payload = self._jobs.pop(request_id)
        if self._closed:
            return
        if kind == "review":
            self.review_ready.emit(payload, answer)
            return
        if kind == "coach":
            self.coach_ready.emit(payload[0], payload[1], answer)
            return
        asked = payload  # a hint for the position it was asked in, if the table is still there
        if answer is None or self._hint_view() != asked:
            return
        standing = self.standing()
        names = list(standing.players) if standing is not None else list(asked.players)
        self.hint_ready.emit(answer.action, hint_sentence(asked, answer, names, self.you()))
