"""GameController: the only object that changes the Game.

The window and the table scene read the game through ``view_for()`` and the
signals below and send a human's move with ``play()``; computer seats are
asked through the :class:`AiWorker`.  Legality is the engine's alone: the
controller applies, and passes the engine's refusal on as ``illegal_action``.

Flow: each applied action is autosaved, then ``action_applied`` and
``state_changed`` are emitted; the next turn is looked at from the event loop
(a zero timer), so a slot that calls ``play()`` never re-enters the
controller.  A computer's move is applied no sooner than ``ai_delay_ms``
after it was asked for, so people can follow.  When a deal ends the
controller emits ``deal_finished`` and waits for ``next_deal()``.

Hot-seat: with two or more human seats, a human's cards are handed out only
after ``privacy_needed(seat)`` → ``privacy_done()`` whenever the human whose
cards may be shown changes (also at the start, since anyone may be at the
screen); ``current_human()`` is None meanwhile.
"""
from __future__ import annotations

import random
import time
from typing import Any, Literal, Optional, Union

from pydantic import BaseModel, ConfigDict, Field, model_validator
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, QTimer, Signal, Slot

from tysiac_engine.actions import Action, as_action
from tysiac_engine.errors import IllegalAction, TysiacError
from tysiac_engine.game import Game, Seat, SeatView
from tysiac_engine.record import game_to_record, load_game
from tysiac_engine.rules import Rules, make_rules

from . import storage
from .ai_worker import CRASHED, FAILED, TOO_SLOW, AiWorker
from .dialogs.common import translate
from .dialogs.file_problems import engine_error_text
from .dialogs.rule_errors import illegal_text, phrase
from .text import card_text

Level = Literal["easy", "medium", "hard", "expert"]
THINKING_DELAY_MS = 300  # shorter decisions show no "thinking" indicator (no flicker)
DEFAULT_AI_DELAY_MS = 600
AI_SECONDS = 3.0  # a cap on one computer decision; search levels normally need far less
AUTO_PLAY_MS = 450  # a forced card is played after a moment, so the player sees it is theirs


def _tr(text: str) -> str:
    return QCoreApplication.translate("GameController", text)


_WORKER_PROBLEMS = {  # AiWorker.failed messages, translated when shown (context "GameController")
    CRASHED: QT_TRANSLATE_NOOP("GameController", "the computer player's process stopped unexpectedly"),
    TOO_SLOW: QT_TRANSLATE_NOOP("GameController", "the computer player took too long"),
}


def _worker_problem(message: str) -> str:
    """An AiWorker failure in the player's language (an unexpected error keeps its own words)."""
    if message in _WORKER_PROBLEMS:
        return _tr(_WORKER_PROBLEMS[message])
    if message.startswith(FAILED):
        return translate("GameController", "the computer player failed ({detail})").format(
            detail=message[len(FAILED):])
    return message


class SeatSetup(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str = Field(min_length=1, max_length=200)
    kind: Literal["human", "ai"] = "human"
    level: Level = "medium"  # used by "ai" seats only


class GameSetup(BaseModel):
    model_config = ConfigDict(extra="forbid")
    players: Literal[2, 3, 4] = 3
    seats: list[SeatSetup]
    preset: str = "polish"
    overrides: dict[str, Any] = Field(default_factory=dict)
    seed: Optional[int] = None  # None: a fresh random game

    @model_validator(mode="after")
    def _one_seat_per_player(self) -> "GameSetup":
        if len(self.seats) != self.players:
            raise ValueError(f"{self.players} seats needed, {len(self.seats)} given")
        return self

    def rules(self) -> Rules:
        """The rules of this setup; raises the engine's InvalidRules."""
        return make_rules(self.preset, {**self.overrides, "players": self.players})


def _engine_seats(seats: list[SeatSetup]) -> list[Seat]:
    """The engine's seats (name, kind, level; RECORD.md's per-player objects)."""
    return [Seat(name=s.name, kind=s.kind, level=s.level if s.kind == "ai" else None) for s in seats]


def _seats_of(game: Game) -> tuple[list[SeatSetup], list[int]]:
    seats, seeds = [], []
    for i, seat in enumerate(game.seats):
        level = seat.level
        name = seat.name[:200] or f"Player {i + 1}"  # SeatSetup's limits; records allow any
        seats.append(SeatSetup(name=name, kind=seat.kind,
                               level=level if level in ("easy", "medium", "hard", "expert") else "medium"))
        seeds.append((game.seed or 0) + i)  # as new_game derives them
    return seats, seeds


HINT_SECONDS = 1.0


_HINT_WORDS = {  # translated when shown (context "Hint")
    "bid": QT_TRANSLATE_NOOP("Hint", "bid {value}"),
    "pass": QT_TRANSLATE_NOOP("Hint", "pass"),
    "dark": QT_TRANSLATE_NOOP("Hint", "bid blind (dark)"),
    "redeal": QT_TRANSLATE_NOOP("Hint", "ask for a redeal"),
    "keep": QT_TRANSLATE_NOOP("Hint", "keep the cards"),
    "take": QT_TRANSLATE_NOOP("Hint", "take the musik"),
    "give": QT_TRANSLATE_NOOP("Hint", "give {card} to {seat}"),
    "discard": QT_TRANSLATE_NOOP("Hint", "lay {card} aside"),
    "declare": QT_TRANSLATE_NOOP("Hint", "declare {value}"),
    "bomb": QT_TRANSLATE_NOOP("Hint", "bomb the deal"),
    "concede": QT_TRANSLATE_NOOP("Hint", "concede"),
    "play": QT_TRANSLATE_NOOP("Hint", "play {card}"),
    "meld": QT_TRANSLATE_NOOP("Hint", "lead {card} and declare the marriage"),
    "meld_on": QT_TRANSLATE_NOOP("Hint", "play {card} on the queen and declare the marriage"),
    "claim": QT_TRANSLATE_NOOP("Hint", "claim the remaining tricks"),
}


class GameController(QObject):
    state_changed = Signal()
    action_applied = Signal(int, str)  # seat, token
    illegal_action = Signal(str)  # the engine's reason, in the player's language
    deal_finished = Signal(object)  # DealResult
    game_over = Signal(object)  # winner: seat, "draw"
    thinking = Signal(bool, int)  # active, seat
    human_turn = Signal(int)
    privacy_needed = Signal(int)  # hot-seat: hide the table, hand over to this seat
    error = Signal(str)  # a sentence in the player's language

    def __init__(self, parent: Optional[QObject] = None, *, worker: Optional[AiWorker] = None,
                 autosave: bool = True, ai_delay_ms: int = DEFAULT_AI_DELAY_MS) -> None:
        super().__init__(parent)
        self._worker = worker if worker is not None else AiWorker(self, seconds=AI_SECONDS)
        self._worker.decided.connect(self._on_decided)
        self._worker.failed.connect(self._on_failed)
        self.autosave = autosave
        self._ai_delay_ms = ai_delay_ms
        self._game: Optional[Game] = None
        self._seats: list[SeatSetup] = []
        self._seeds: list[int] = []
        self._request_id = 0
        self._waiting: Optional[tuple[int, int]] = None  # (request_id, seat) asked of the worker
        self._asked_at = 0.0
        self._queued: Optional[tuple[int, Action]] = None  # a computer's move held back by the pace
        self._thinking_shown = False
        self._shown_human: Optional[int] = None
        self._privacy_seat: Optional[int] = None
        self.last_illegal_rule: Optional[str] = None  # the engine's rule key, for help texts
        self.last_illegal: Optional[IllegalAction] = None  # the engine's refusal (English str())
        self.auto_play_single = False  # play a human's only legal card for them
        self._closed = False
        self._advance_timer = self._single_shot(0, self._advance)
        self._pace_timer = self._single_shot(0, self._apply_queued)
        self._thinking_timer = self._single_shot(THINKING_DELAY_MS, self._show_thinking)
        self._auto_timer = self._single_shot(AUTO_PLAY_MS, self._auto_play)

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
    def seats(self) -> tuple[SeatSetup, ...]:
        return tuple(self._seats)

    @property
    def worker(self) -> AiWorker:
        return self._worker

    @property
    def ai_delay_ms(self) -> int:
        return self._ai_delay_ms

    @ai_delay_ms.setter
    def ai_delay_ms(self, value: int) -> None:
        self._ai_delay_ms = max(0, int(value))

    def is_human(self, seat: int) -> bool:
        return self._seats[seat].kind == "human"

    def _humans(self) -> list[int]:
        return [i for i, s in enumerate(self._seats) if s.kind == "human"]

    def view_for(self, seat: int) -> SeatView:
        if self._game is None:
            raise RuntimeError("no game")
        return self._game.view(seat)

    def current_human(self) -> Optional[int]:
        """The human whose cards may be shown now (None: only computers, or hot-seat hand-over)."""
        humans = self._humans()
        if len(humans) == 1:
            return humans[0]
        if not humans or self._privacy_seat is not None:
            return None
        return self._shown_human

    # --------------------------------------------------------------- starting
    def new_game(self, setup: GameSetup) -> None:
        """Start a game; raises the engine's InvalidRules for an impossible setup."""
        if self._closed:
            raise RuntimeError("the controller is closed")
        rules = setup.rules()
        seed = setup.seed if setup.seed is not None else random.SystemRandom().randrange(2 ** 31)
        game = Game(rules, _engine_seats(setup.seats), seed=seed, preset=setup.preset, auto_deal=False)
        seeds = [seed + i for i in range(len(setup.seats))]  # the computers' own seeds
        self._install(game, list(setup.seats), seeds)
        game.start_deal()
        self.save()
        self.state_changed.emit()
        self._advance_timer.start()

    def resume(self, record: dict) -> bool:
        """Continue a saved game (an autosave or an imported record)."""
        if self._closed:
            raise RuntimeError("the controller is closed")
        try:
            game = load_game(record)
            seats, seeds = _seats_of(game)
        except Exception as exc:  # noqa: BLE001 - any bad record is reported, never raised
            self.error.emit(translate("GameController", "The saved game could not be resumed: {reason}.")
                            .format(reason=engine_error_text(exc)))
            return False
        self._install(game, seats, seeds)
        if game.current is None and not game.is_over and not game.results:
            game.start_deal()  # a record with no deal yet
            self.save()
        self.state_changed.emit()
        if game.is_over:
            self.game_over.emit(game.winner)
        elif game.current is None:
            self.deal_finished.emit(game.results[-1])  # show the summary again, then next_deal()
        else:
            self._advance_timer.start()
        return True

    def _install(self, game: Game, seats: list[SeatSetup], seeds: list[int]) -> None:
        self._stop()
        self._game, self._seats, self._seeds = game, seats, seeds
        self._shown_human = None
        self._privacy_seat = None
        if any(s.kind == "ai" and self._worker.uses_process(s.level) for s in seats):
            self._worker.warm_up()

    def _stop(self) -> None:
        """Forget whatever was under way (a new game, a resume, closing)."""
        for timer in (self._advance_timer, self._pace_timer, self._thinking_timer, self._auto_timer):
            timer.stop()
        self._worker.cancel()
        self._queued = None
        self._end_thinking()
        self._waiting = None

    def close(self) -> None:
        """Stop the computer players (their process too); call before the app quits.
        A closed controller changes and saves nothing any more (late timers, queued slots)."""
        self._closed = True
        self._stop()
        self._worker.shutdown()

    def next_deal(self) -> bool:
        """Deal the next deal after a finished one (the window showed its summary)."""
        game = self._game
        if game is None or self._closed or game.is_over or game.current is not None:
            return False
        game.start_deal()
        self.save()
        self.state_changed.emit()
        self._advance_timer.start()
        return True

    # --------------------------------------------------------------- moves
    def play(self, action: Union[Action, str]) -> bool:
        """A human's move; only the human to move whose cards are shown may play."""
        game = self._game
        seat = game.to_move if game is not None and not self._closed else None
        if seat is None:
            return self._refuse(IllegalAction("no deal in progress", "phase"))
        if not self.is_human(seat) or self.current_human() != seat:
            return self._refuse(IllegalAction(f"it is {game.players[seat]}'s turn", "turn",
                                              {"name": game.players[seat]}))
        try:
            self._apply(seat, as_action(action))
        except IllegalAction as exc:
            return self._refuse(exc)
        return True

    def _refuse(self, exc: IllegalAction) -> bool:
        self.last_illegal_rule = exc.rule
        self.last_illegal = exc
        self.illegal_action.emit(illegal_text(exc))
        return False

    def _apply(self, seat: int, action: Action) -> None:
        """Apply, save, tell. Raises IllegalAction with the state unchanged."""
        game = self._game
        assert game is not None
        result = game.apply(action)
        self.save()
        self.action_applied.emit(seat, str(action))
        self.state_changed.emit()
        if result is not None:
            self.deal_finished.emit(result)
            if game.is_over:
                self.game_over.emit(game.winner)
            return  # the next deal waits for next_deal()
        self._advance_timer.start()

    @Slot()
    def _advance(self) -> None:
        """Look at whose turn it is: ask the computer, or hand the turn to a human."""
        game = self._game
        if game is None or self._closed or game.to_move is None or self._waiting or self._queued:
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

    def forced_card(self) -> Optional[Action]:
        """The play of the only card the player to move may play, if there is just one."""
        game = self._game
        if game is None or game.to_move is None or game.phase != "play":
            return None
        plays = [a for a in game.legal_actions() if a.kind in ("play", "meld")]
        if len({a.card for a in plays}) != 1:
            return None
        return next((a for a in plays if a.kind == "play"), None)

    @Slot()
    def _auto_play(self) -> None:
        game = self._game
        action = self.forced_card()
        if (action is None or self._closed or not self.auto_play_single or game is None
                or game.to_move is None or self.current_human() != game.to_move):
            return
        self._apply(game.to_move, action)

    def privacy_done(self) -> None:
        """The hot-seat hand-over screen was dismissed by the next player."""
        seat, self._privacy_seat = self._privacy_seat, None
        if seat is None or self._closed:
            return
        self._shown_human = seat
        self.state_changed.emit()  # the table may now show this seat's cards
        self._advance_timer.start()

    # --------------------------------------------------------------- computer seats
    def _ask_ai(self, seat: int) -> None:
        assert self._game is not None
        self._request_id += 1
        self._waiting = (self._request_id, seat)
        self._asked_at = time.monotonic()
        self._thinking_timer.start()
        self._worker.request(self._request_id, self._seats[seat].level, self._seeds[seat],
                             self._game.view(seat))

    def _show_thinking(self) -> None:
        if self._waiting is not None:
            self._thinking_shown = True
            self.thinking.emit(True, self._waiting[1])

    def _end_thinking(self) -> None:
        self._thinking_timer.stop()
        if self._thinking_shown and self._waiting is not None:
            self.thinking.emit(False, self._waiting[1])
        self._thinking_shown = False

    @Slot(int, str)
    def _on_decided(self, request_id: int, token: str) -> None:
        if self._waiting is None or self._waiting[0] != request_id:
            return
        seat = self._waiting[1]
        try:
            action = as_action(token)
        except IllegalAction:
            self._fallback(seat, translate("GameController", "{name}: the computer player answered “{token}”, "
                                           "which is not a move; the first legal move is played instead.")
                           .format(name=self._seats[seat].name, token=token[:60]))
            return
        self._queue(seat, action)

    @Slot(int, str)
    def _on_failed(self, request_id: int, message: str) -> None:
        if self._waiting is not None and self._waiting[0] == request_id:
            seat = self._waiting[1]
            self._fallback(seat, translate("GameController", "{name}: {problem}; the first legal move is played "
                                           "instead.").format(name=self._seats[seat].name,
                                                              problem=_worker_problem(message)))

    def _fallback(self, seat: int, message: str) -> None:
        """A computer failed: say so and make the first legal move, so the game goes on."""
        assert self._game is not None
        self.error.emit(message)
        self._queue(seat, self._game.legal_actions()[0])

    def _queue(self, seat: int, action: Action) -> None:
        self._end_thinking()
        self._waiting = None
        self._queued = (seat, action)
        wait_ms = self._ai_delay_ms - int((time.monotonic() - self._asked_at) * 1000)
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
            self.error.emit(translate("GameController", "{name}: the computer player chose a move that is not "
                                      "allowed ({reason}); the first legal move is played instead.")
                            .format(name=self._seats[seat].name, reason=phrase(illegal_text(exc))))
            self._apply(seat, self._game.legal_actions()[0])

    # --------------------------------------------------------------- help and saving
    def hint(self) -> Optional[tuple[Action, str]]:
        """A suggestion for the human to move: (action, explanation); None when no human is to move.

        The search player's advice, with its estimate in the play ("contract made in
        87% of sampled worlds").
        """
        game = self._game
        seat = game.to_move if game is not None else None
        if seat is None or not self.is_human(seat) or self.current_human() != seat:
            return None
        from tysiac_engine.ai.hints import hint

        advice = hint(game.view(seat), seed=self._seeds[seat], seconds=HINT_SECONDS)
        action = advice.action
        kind = "meld_on" if action.kind == "meld" and game.current is not None and game.current.trick else action.kind
        words = QCoreApplication.translate("Hint", _HINT_WORDS.get(kind, "{token}")).format(
            value=action.value, card=card_text(str(action.card), html=False) if action.card is not None else "",
            token=action, seat=game.players[action.value] if action.kind == "give" else "")
        if advice.made_chance is None:
            return action, words
        chance = round(100 * advice.made_chance)
        return action, QCoreApplication.translate("Hint", "{move}: contract made in {chance}% of sampled worlds").format(
            move=words, chance=chance)

    def save(self) -> bool:
        """Autosave the game (done after every action); False when off or failed."""
        if self._game is None or self._closed or not self.autosave:
            return False
        try:
            storage.save_autosave(game_to_record(self._game), finished=self._game.is_over)
        except (OSError, TysiacError) as exc:
            detail = (exc.strerror or str(exc)) if isinstance(exc, OSError) else engine_error_text(exc)
            self.error.emit(translate("GameController", "The game could not be saved automatically: {detail}.")
                            .format(detail=detail))
            return False
        return True
