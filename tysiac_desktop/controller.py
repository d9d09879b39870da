"""GameController: the only object that changes the Game.

The window never reads the game: ``state_changed(view, seat)`` carries the view to
show (``screen_view()``), ``standing()`` where the game stands (names, rules, scores), and
a human's move comes back as a typed action to ``play()`` (``play_for()`` makes a scripted
seat's move); computer seats are asked through the :class:`AiWorker`.  Legality is the engine's alone: the
controller applies, and passes the engine's refusal on as ``illegal_action``.

Flow: each applied action is autosaved, then ``action_applied`` and
``state_changed`` are emitted; the next turn is looked at from the event loop
(a zero timer), so a slot that calls ``play()`` never re-enters the
controller.  A computer's move is applied no sooner than ``ai_delay_ms``
after it was asked for, so people can follow.  When a deal ends the
controller emits ``deal_finished`` and waits for ``next_deal()``.

A completed trick stays on the table: for ``trick_hold_ms`` after its last card nothing
else happens (``holding_trick`` is True), unless ``collect_trick()`` is called first (the
player clicked); then ``state_changed`` shows it collected and the game goes on.

Moves cross as typed values: ``action_applied(seat, Action)``.  The coach's hint and the
open-hand review of a deal are asked of the AI worker like the computer's moves and come
back as ``hint_ready`` and ``review_ready``.

Hot-seat: with two or more human seats, a human's cards are handed out only
after ``privacy_needed(seat)`` → ``privacy_done()`` whenever the human whose
cards may be shown changes (also at the start, since anyone may be at the
screen); ``current_human()`` is None meanwhile.  ``screen_view()`` is what the window may
show: the view of the seat at the screen, or the public view between turns.
"""
from __future__ import annotations

import random
import time
from typing import TYPE_CHECKING, Any, Literal, Optional, Union

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator
from PySide6.QtCore import QObject, Qt, QTimer, Slot

from tysiac_engine.actions import Action
from tysiac_engine.ai.levels import LEVELS
from tysiac_engine.errors import IllegalAction, TysiacError
from tysiac_engine.events import TrickWon, seen_by
from tysiac_engine.game import MAX_NAME_LENGTH, Game, Seat, SeatView
from tysiac_engine.record import game_to_record, load_game
from tysiac_engine.rules import Rules, make_rules

from . import storage
from .ai_worker import AiWorker
from .table_controller import AUTO_PLAY_MS, DEFAULT_AI_DELAY_MS, Standing, TableController
from .wording.file_problems import engine_error_text
from .wording import computer_problems as says
from .wording.rule_errors import illegal_text

if TYPE_CHECKING:
    from .statistics import Statistics
    from .statistics_figures import ThisGame

DEFAULT_LEVEL = "medium"
THINKING_DELAY_MS = 300  # shorter decisions show no "thinking" indicator (no flicker)
MUSIK_SHOWN_MS = 1000  # a musik turned up for everyone stays at least this long (twice the pace if longer)


def human(name: str) -> Seat:
    """A seat played by a person at this screen."""
    return Seat(name=name, kind="human")


def computer(name: str, level: str = DEFAULT_LEVEL) -> Seat:
    """A seat played by the computer at ``level``."""
    return Seat(name=name, kind="ai", level=level)


class GameSetup(BaseModel):
    """Who plays (the engine's :class:`Seat`: name, "human" or "ai", level) under which rules."""

    model_config = ConfigDict(extra="forbid")
    players: Literal[2, 3, 4] = 3
    seats: list[Seat]
    preset: str = "polish"
    overrides: dict[str, Any] = Field(default_factory=dict)
    seed: Optional[int] = None  # None: a fresh random game

    @field_validator("seats")
    @classmethod
    def _seat_models(cls, seats: list[Seat]) -> list[Seat]:
        """A name for everyone; a computer's level one of LEVELS (its default when missing), a
        person's none."""
        out = []
        for seat in seats:
            if not seat.name.strip():
                raise ValueError("every seat needs a name")
            if seat.kind == "ai" and seat.level not in LEVELS:
                if seat.level is not None:
                    raise ValueError(f"unknown level {seat.level!r} (one of: {', '.join(LEVELS)})")
                seat = seat.model_copy(update={"level": DEFAULT_LEVEL})
            elif seat.kind == "human" and seat.level is not None:
                seat = seat.model_copy(update={"level": None})
            out.append(seat)
        return out

    @model_validator(mode="after")
    def _one_seat_per_player(self) -> "GameSetup":
        if len(self.seats) != self.players:
            raise ValueError(f"{self.players} seats needed, {len(self.seats)} given")
        return self

    def rules(self) -> Rules:
        """The rules of this setup; raises the engine's InvalidRules."""
        return make_rules(self.preset, {**self.overrides, "players": self.players})


def _seats_of(game: Game) -> tuple[list[Seat], list[int]]:
    """The seats of a game read from a record, within this app's limits (a name, a known level)."""
    seats, seeds = [], []
    for i, seat in enumerate(game.seats):
        name = seat.name[:MAX_NAME_LENGTH] or f"Player {i + 1}"  # records allow any name
        if seat.kind == "ai":
            seats.append(computer(name, seat.level if seat.level in LEVELS else DEFAULT_LEVEL))
        else:
            seats.append(human(name))
        seeds.append((game.seed or 0) + i)  # as new_game derives them
    return seats, seeds


def _typed(action: Any) -> Action:
    """``action``, an Action: moves cross layers typed, never as text (IllegalAction otherwise)."""
    if not isinstance(action, Action):
        raise IllegalAction(f"not an action: {str(action)[:60]}", "syntax")
    return action


class GameController(TableController):
    """A local game (solo, hot-seat): the Game itself, and the computer seats asked of the worker."""

    def __init__(self, parent: Optional[QObject] = None, *, worker: Optional[AiWorker] = None,
                 autosave: bool = True, ai_delay_ms: int = DEFAULT_AI_DELAY_MS, trick_hold_ms: int = 0) -> None:
        super().__init__(parent, worker=worker, ai_delay_ms=ai_delay_ms, trick_hold_ms=trick_hold_ms)
        self.autosave = autosave
        self._autosaver = storage.AutosaveWriter()
        self._game: Optional[Game] = None
        self._seats: list[Seat] = []
        self._seeds: list[int] = []
        self._waiting: Optional[tuple[int, int]] = None  # (request_id, seat) asked of the worker
        self._asked_at = 0.0
        self._queued: Optional[tuple[int, Action]] = None  # a computer's move held back by the pace
        self._musik_shown_at: Optional[float] = None  # when a taken musik was turned up for everyone
        self._lookers: list[int] = []  # hot-seat: people still to look at the musik turned up
        self._holding = False  # a completed trick lies on the table
        self._held_result: Any = None  # the deal's result when its last trick is held
        self._thinking_shown = False
        self._shown_human: Optional[int] = None
        self._privacy_seat: Optional[int] = None
        self._advance_timer = self._single_shot(0, self._advance)
        self._pace_timer = self._single_shot(0, self._apply_queued)
        # a coarse timer may fire 5% early: the musik's "at least a second" would be 0.95 s
        self._pace_timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._thinking_timer = self._single_shot(THINKING_DELAY_MS, self._show_thinking)
        self._auto_timer = self._single_shot(AUTO_PLAY_MS, self._auto_play)
        self._hold_timer = self._single_shot(0, self.collect_trick)

    def _single_shot(self, ms: int, slot: Any) -> QTimer:
        timer = QTimer(self)
        timer.setSingleShot(True)
        timer.setInterval(ms)
        timer.timeout.connect(slot)
        return timer

    # --------------------------------------------------------------- properties
    @property
    def game(self) -> Optional[Game]:
        """Read-only access for displays; only the controller may change it."""
        return self._game

    @property
    def seats(self) -> tuple[Seat, ...]:
        return tuple(self._seats)

    @property
    def holding_trick(self) -> bool:
        """A completed trick lies on the table and the game waits (see :meth:`collect_trick`)."""
        return self._holding

    def is_human(self, seat: int) -> bool:
        return self._seats[seat].kind == "human"

    def _humans(self) -> list[int]:
        return [i for i, s in enumerate(self._seats) if s.kind == "human"]

    def view_for(self, seat: int) -> SeatView:
        if self._game is None:
            raise RuntimeError("no game")
        return self._game.view(seat)

    def screen_view(self) -> tuple[Optional[SeatView], Optional[int]]:
        """What the window may show, and the seat at the screen: that seat's view, or the public
        view (what every seat may know) when no one's cards may be shown (a hot-seat hand-over,
        computers only).  The window shows nothing else of the game; (None, None) before a deal."""
        game = self._game
        if game is None or game.last_deal is None:
            return None, None
        seat = self.current_human()
        return (game.view(seat) if seat is not None else game.public_view()), seat

    def standing(self) -> Optional[Standing]:
        """Where the game stands (None: no game)."""
        game = self._game
        if game is None:
            return None
        return Standing(tuple(game.players), len(self._humans()) > 1, game.rules, game.preset, tuple(game.results),
                        tuple(game.start_scores), tuple(game.scores), game.is_over, len(game.deals),
                        game.deals[-1].redeal_reason() if game.deals else None)

    def export_record(self, path: Any) -> None:
        """Write the game's record (RECORD.md) to ``path``; raises storage.RecordFileError or OSError."""
        if self._game is not None:
            storage.export_record(path, self._game)

    def record_statistics(self, statistics: "Statistics") -> Optional[bool]:
        """Store the game's finished deals in ``statistics`` (:meth:`Statistics.record`: False when
        the write failed and the deals wait for the next one); None without a game."""
        return None if self._game is None else statistics.record(self._game, self.seats)

    def this_game_statistics(self, statistics: "Statistics") -> Optional["ThisGame"]:
        """The game on the table as the statistics window lists it (None: no deal finished yet)."""
        return None if self._game is None else statistics.this_game(self._game, self.seats)

    def _changed(self) -> None:
        view, seat = self.screen_view()
        self.state_changed.emit(view, seat)

    def current_human(self) -> Optional[int]:
        """The human whose cards may be shown now (None: only computers, or hot-seat hand-over)."""
        humans = self._humans()
        if len(humans) == 1:
            return humans[0]
        if not humans or self._privacy_seat is not None:
            return None
        return self._shown_human

    def you(self) -> Optional[int]:
        """The seat the texts address as "you": the only person at the screen (None: hot-seat,
        where every player is named, or computers only)."""
        humans = self._humans()
        return humans[0] if len(humans) == 1 else None

    def in_progress(self) -> bool:
        """A game is under way that starting another would abandon (not over, something played)."""
        game = self._game
        if game is None or game.is_over:
            return False
        return bool(game.results) or (game.current is not None and bool(game.current.history))

    # --------------------------------------------------------------- starting
    def new_game(self, setup: GameSetup) -> None:
        """Start a game; raises the engine's InvalidRules for an impossible setup."""
        if self._closed:
            raise RuntimeError("the controller is closed")
        rules = setup.rules()
        seed = setup.seed if setup.seed is not None else random.SystemRandom().randrange(2 ** 31)
        game = Game(rules, list(setup.seats), seed=seed, preset=setup.preset, auto_deal=False)
        seeds = [seed + i for i in range(len(setup.seats))]  # the computers' own seeds
        self._install(game, list(setup.seats), seeds)
        game.start_deal()
        self.save()
        self._changed()
        self._advance_timer.start()

    def resume(self, record: dict) -> bool:
        """Continue a saved game from its record (replayed here; see :meth:`resume_game`)."""
        if self._closed:
            raise RuntimeError("the controller is closed")
        try:
            game = load_game(record)
        except Exception as exc:  # noqa: BLE001 - any bad record is reported, never raised
            self.error.emit(says.not_resumed(engine_error_text(exc)))
            return False
        return self.resume_game(game)

    def resume_game(self, game: Game, autosaver: Optional[storage.AutosaveWriter] = None) -> bool:
        """Continue a game already replayed from its record (an autosave or an opened record);
        ``autosaver`` may hold the text of its finished deals already (``loading``)."""
        if self._closed:
            raise RuntimeError("the controller is closed")
        seats, seeds = _seats_of(game)
        self._install(game, seats, seeds)
        if autosaver is not None:
            self._autosaver = autosaver
        if game.current is None and not game.is_over and not game.results:
            game.start_deal()  # a record with no deal yet
        self.save()
        self._changed()
        if game.is_over:
            self.game_over.emit(game.winner)
        elif game.current is None:
            self.deal_finished.emit(game.results[-1])  # show the summary again, then next_deal()
        else:
            self._advance_timer.start()
        return True

    def _install(self, game: Game, seats: list[Seat], seeds: list[int]) -> None:
        self._stop()
        self._game, self._seats, self._seeds = game, seats, seeds
        self._autosaver = storage.AutosaveWriter()
        self._shown_human = None
        self._privacy_seat = None
        if any(s.kind == "ai" and self._worker.uses_process(s.level) for s in seats):
            self._worker.warm_up()

    def _stop(self) -> None:
        """Forget whatever was under way (a new game, a resume, closing)."""
        for timer in (self._advance_timer, self._pace_timer, self._thinking_timer, self._auto_timer,
                      self._hold_timer):
            timer.stop()
        self._worker.cancel()
        self._queued = None
        self._musik_shown_at = None
        self._lookers = []
        self._holding, self._held_result = False, None
        self._end_thinking()
        self._waiting = None
        self._jobs.clear()

    def suspend(self) -> None:
        """Pause the game (saved as it is) while another table is shown in the window."""
        self._stop()

    def wake(self) -> None:
        """Go on with the game paused by :meth:`suspend` where it stood (its summary or the game's
        end shown again when it was between deals)."""
        if self._game is not None and not self._closed:
            self.resume_game(self._game)
        else:
            self._changed()

    def close(self) -> None:
        """Stop the computer players (their process too); call before the app quits.
        A closed controller changes and saves nothing any more (late timers, queued slots)."""
        self._stop()
        super().close()

    def next_deal(self) -> bool:
        """Deal the next deal after a finished one (the window showed its summary)."""
        game = self._game
        if game is None or self._closed or game.is_over or game.current is not None or self._holding:
            return False
        game.start_deal()
        self.save()
        self._changed()
        self._advance_timer.start()
        return True

    # --------------------------------------------------------------- moves
    def play(self, action: Union[Action, str]) -> bool:
        """A human's move; only the human to move whose cards are shown may play.  A trick still
        lying on the table is collected first."""
        game = self._game
        seat = game.to_move if game is not None and not self._closed else None
        if seat is None or not self.is_human(seat) or self.current_human() != seat:
            return self._refuse(self._not_yours())
        try:
            _typed(action)
            if self._holding and action in game.legal_actions():
                self.collect_trick()
            self._apply(seat, action)
        except IllegalAction as exc:
            return self._refuse(exc)
        return True

    def play_for(self, seat: int, action: Action) -> bool:
        """A move of ``seat`` made from outside the table (a scripted game: the gallery's moments,
        tests), computer or not; refused like :meth:`play` when it is not that seat's turn."""
        game = self._game
        if game is None or self._closed or game.to_move != seat:
            return self._refuse(self._not_yours())
        try:
            self._apply(seat, _typed(action))
        except IllegalAction as exc:
            return self._refuse(exc)
        return True

    def _apply(self, seat: int, action: Action) -> None:
        """Apply, save, tell. Raises IllegalAction with the state unchanged."""
        game = self._game
        assert game is not None
        deal = game.current
        result = game.apply(action)
        self._musik_shown_at = time.monotonic() if self._shown_to_everyone(action) else None
        humans = self._humans()
        if self._musik_shown_at is not None and len(humans) > 1 and \
                not any(a.kind == "take" for a in game.legal_actions()):  # the last talon taken
            # RULES.md show_musik: everyone sees it; at one screen each person in turn (their own
            # hand-over), and says when they have seen it
            self._lookers = [h for h in humans if h != seat and h in deal.active]
        self.save()
        held = self._trick_hold_ms > 0 and any(isinstance(e, TrickWon) for e in game.last_events)
        if held:
            self._holding, self._held_result = True, result
            self._hold_timer.start(self._trick_hold_ms)
        screen = self.current_human()
        self.events_happened.emit(tuple(seen_by(e, screen) for e in game.last_events))
        self.action_applied.emit(seat, action)
        self._changed()
        if not held:
            self._go_on(result)

    def _shown_to_everyone(self, action: Action) -> bool:
        """The move took a talon that everyone now sees (RULES.md show_musik)."""
        if action.kind != "take" or self._game is None or self._game.current is None:
            return False
        talon = action.value or 0
        musiks = self._game.public_view().musiks
        return talon < len(musiks) and musiks[talon] is not None

    def musik_wait_ms(self) -> int:
        """How much longer a musik just turned up stays before the next computer move: at least a
        second, twice the pace when that is longer (0: none is showing)."""
        if self._musik_shown_at is None:
            return 0
        shown = max(MUSIK_SHOWN_MS, 2 * self._ai_delay_ms)
        return max(0, shown - int((time.monotonic() - self._musik_shown_at) * 1000))

    def _go_on(self, result: Any) -> None:
        """After a move (and after its trick was collected): the deal's end, or the next turn."""
        game = self._game
        if result is not None:
            self.deal_finished.emit(result)
            if game is not None and game.is_over:
                self.game_over.emit(game.winner)
            return  # the next deal waits for next_deal()
        self._advance_timer.start()

    @Slot()
    def collect_trick(self) -> bool:
        """Take the completed trick off the table now (the player clicked, or its time is up)."""
        if not self._holding or self._closed:
            return False
        self._hold_timer.stop()
        result, self._holding, self._held_result = self._held_result, False, None
        self._changed()
        self._go_on(result)
        return True

    @Slot()
    def go_on(self) -> bool:
        """The player clicked the table (or pressed Enter there): a trick lying there is collected,
        a musik a computer turned up is put away and its next move comes now."""
        if self._holding:
            return self.collect_trick()
        if self._musik_shown_at is None or self.musik_wait_ms() == 0 or self._closed:
            return False
        self._musik_shown_at = None
        if self._queued is not None:
            self._pace_timer.stop()
            self._apply_queued()
        return True

    @Slot()
    def _advance(self) -> None:
        """Look at whose turn it is: ask the computer, or hand the turn to a human."""
        game = self._game
        if (game is None or self._closed or game.to_move is None or self._waiting or self._queued
                or self._holding):
            return
        if self._lookers:  # the musik turned up is looked at first, by each person in turn
            looker = self._lookers[0]
            if self._shown_human != looker:
                if self._privacy_seat != looker:
                    self._privacy_seat = looker
                    self.privacy_needed.emit(looker)
            else:
                self.musik_look.emit(looker)
            return
        seat = game.to_move
        if not self.is_human(seat):
            self._ask_ai(seat)
        elif len(self._humans()) > 1 and self._shown_human != seat:
            if self._privacy_seat != seat:
                self._privacy_seat = seat
                self.privacy_needed.emit(seat)
        else:
            self._shown_human = seat
            self.human_turn.emit(seat)
            if self.auto_play_single and self.forced_card() is not None:
                self._auto_timer.start()

    @Slot()
    def _auto_play(self) -> None:
        game = self._game
        action = self.forced_card()
        if (action is None or self._closed or not self.auto_play_single or game is None or self._holding
                or game.to_move is None or self.current_human() != game.to_move):
            return
        self._apply(game.to_move, action)

    def musik_looker(self) -> Optional[int]:
        """The person at the screen looking at the musik just turned up (None: nobody is)."""
        if self._lookers and self._privacy_seat is None and self._shown_human == self._lookers[0]:
            return self._lookers[0]
        return None

    def musik_seen(self) -> None:
        """The person looking at the musik has seen it: the game goes on (the next look, or play)."""
        if self.musik_looker() is None or self._closed:
            return
        self._lookers.pop(0)
        self._changed()
        self._advance_timer.start()

    def privacy_done(self) -> None:
        """The hot-seat hand-over screen was dismissed by the next player."""
        seat, self._privacy_seat = self._privacy_seat, None
        if seat is None or self._closed:
            return
        self._shown_human = seat
        self._changed()  # the table may now show this seat's cards
        self._advance_timer.start()

    # --------------------------------------------------------------- computer seats
    def _ask_ai(self, seat: int) -> None:
        assert self._game is not None
        request_id = self._next_request()
        self._waiting = (request_id, seat)
        self._asked_at = time.monotonic()
        self._thinking_timer.start()
        self._worker.request(request_id, self._seats[seat].level, self._seeds[seat], self._game.view(seat))

    def _show_thinking(self) -> None:
        if self._waiting is not None:
            self._thinking_shown = True
            self.thinking.emit(True, self._waiting[1])

    def _end_thinking(self) -> None:
        self._thinking_timer.stop()
        if self._thinking_shown and self._waiting is not None:
            self.thinking.emit(False, self._waiting[1])
        self._thinking_shown = False

    @Slot(int, object)
    def _on_decided(self, request_id: int, answer: Any) -> None:
        if request_id in self._jobs:
            super()._on_decided(request_id, answer)
            return
        if self._waiting is None or self._waiting[0] != request_id:
            return
        seat = self._waiting[1]
        if isinstance(answer, Action):
            action = answer
        else:
            self._fallback(seat, says.not_a_move(self._seats[seat].name, str(answer)[:60]))
            return
        self._queue(seat, action)

    @Slot(int, str)
    def _on_failed(self, request_id: int, message: str) -> None:
        if request_id in self._jobs:
            super()._on_failed(request_id, message)
            return
        if self._waiting is not None and self._waiting[0] == request_id:
            seat = self._waiting[1]
            self._fallback(seat, says.computer_failed(self._seats[seat].name, message))

    def _fallback(self, seat: int, message: str) -> None:
        """A computer failed: say so and make the first legal move, so the game goes on."""
        assert self._game is not None
        self.error.emit(message)
        self._queue(seat, self._game.legal_actions()[0])

    def _queue(self, seat: int, action: Action) -> None:
        self._end_thinking()
        self._waiting = None
        self._queued = (seat, action)
        wait_ms = max(self._ai_delay_ms - int((time.monotonic() - self._asked_at) * 1000), self.musik_wait_ms())
        if wait_ms <= 0:
            self._apply_queued()
        else:
            self._pace_timer.start(wait_ms)

    @Slot()
    def _apply_queued(self) -> None:
        if self._queued is None or self._game is None:
            return
        seat, action = self._queued
        self._queued = None
        if self._game.to_move != seat:
            return
        try:
            self._apply(seat, action)
        except IllegalAction as exc:
            self.error.emit(says.not_allowed(self._seats[seat].name, illegal_text(exc)))
            self._apply(seat, self._game.legal_actions()[0])

    # --------------------------------------------------------------- the coach
    def _hint_seed(self, seat: int) -> int:
        return self._seeds[seat]

    def _finished_deal(self, index: int) -> Any:
        game = self._game
        return game.deals[index] if game is not None and 0 <= index < len(game.deals) else None

    def _finished_record(self, index: int) -> Optional[dict]:
        game = self._game
        if game is None or not 0 <= index < len(game.deals) or game.deals[index].phase != "done":
            return None
        return game_to_record(game)

    def reviewable_seats(self) -> tuple[int, ...]:
        return tuple(self._humans())

    # --------------------------------------------------------------- saving
    def save(self) -> bool:
        """Autosave the game (done after every action); False when off or failed."""
        if self._game is None or self._closed or not self.autosave:
            return False
        try:
            self._autosaver.save(self._game, finished=self._game.is_over)
        except (OSError, TysiacError) as exc:
            detail = (exc.strerror or str(exc)) if isinstance(exc, OSError) else engine_error_text(exc)
            self.error.emit(says.not_autosaved(detail))
            return False
        return True
