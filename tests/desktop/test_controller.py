"""GameController and AiWorker, offscreen with pytest-qt.

The decision functions at module level are pickled into the AI worker's
process by reference, so the spawned process imports this module.
"""
from __future__ import annotations

import os
import time
from typing import Any, Optional

import pytest
from PySide6.QtCore import QObject, Qt, QTimer

from tysiac_desktop import storage
from tysiac_desktop.ai_worker import AiWorker, decide
from tysiac_desktop.controller import GameController, GameSetup
from tysiac_desktop.wording.rule_errors import illegal_text
from tysiac_engine import actions
from tysiac_engine.actions import Action
from tysiac_engine.cards import card
from tysiac_engine.game import Game, Seat, SeatView
from tysiac_engine.record import game_to_record, load_game


# ----------------------------------------------------------------- stand-in decisions
def burn(seconds: float, cancel: Any = None) -> int:
    """Pure-Python CPU work holding the GIL, like the search; stops early when cancelled."""
    end = time.perf_counter() + seconds
    n = 0
    while time.perf_counter() < end:
        for i in range(2000):
            n = (n * 31 + i) % 1_000_003
        if cancel is not None and cancel.is_set():
            raise RuntimeError("cancelled")
    return n


def slow_decide(level: str, seed: int, seconds: Optional[float], view: SeatView, cancel: Any) -> str:
    """A search stand-in: ``seed % 10000`` centiseconds of CPU work, then medium's choice.
    "medium" seats answer at once.  (The controller gives seat i the seed ``setup.seed + i``.)"""
    if level != "medium":
        burn(seed % 10000 / 100, cancel)
    return decide("medium", seed, seconds, view, cancel)


def crashing_decide(level: str, seed: int, seconds: Optional[float], view: SeatView, cancel: Any) -> str:
    if seed == 666:
        os._exit(3)  # the worker process dies without a word
    return decide("medium", seed, seconds, view, cancel)


def failing_decide(level: str, seed: int, seconds: Optional[float], view: SeatView, cancel: Any) -> str:
    raise RuntimeError("no idea")


def wrong_decide(level: str, seed: int, seconds: Optional[float], view: SeatView, cancel: Any) -> Action:
    return actions.bid(5) if view.phase != "auction" else actions.play(card("9H"))


def text_decide(level: str, seed: int, seconds: Optional[float], view: SeatView, cancel: Any) -> str:
    return "pass"  # a move as text is not a move: the controller never parses one


def hard_available() -> bool:
    try:
        from tysiac_engine.ai.players import make_player

        make_player("hard", 0, 0.5)
    except Exception:  # noqa: BLE001 - being written: ImportError until it lands
        return False
    return True


# ----------------------------------------------------------------- fixtures and helpers
@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TYSIAC_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def make_controller(qtbot):
    made: list[GameController] = []

    def make(worker: Optional[AiWorker] = None, **kwargs: Any) -> GameController:
        controller = GameController(worker=worker, ai_delay_ms=kwargs.pop("ai_delay_ms", 0), **kwargs)
        made.append(controller)
        return controller

    yield make
    for controller in made:
        controller.close()


@pytest.fixture
def make_worker(qtbot):
    made: list[AiWorker] = []

    def make(**kwargs: Any) -> AiWorker:
        worker = AiWorker(**kwargs)
        made.append(worker)
        return worker

    yield make
    for worker in made:
        worker.shutdown()


def setup_of(*kinds: str, seed: int = 11, **kwargs: Any) -> GameSetup:
    """``setup_of("human", "easy", "medium")``: a kind per seat (a level means a computer)."""
    seats = [Seat(name=f"P{i}", kind="human") if k == "human" else Seat(name=f"P{i}", kind="ai", level=k)
             for i, k in enumerate(kinds)]
    return GameSetup(players=len(seats), seats=seats, seed=seed, **kwargs)


def autosaved() -> dict:
    doc, message = storage.load_autosave()
    assert message is None and doc is not None
    doc.pop(storage.AUTOSAVE_KEY)
    return doc


def first_view(seed: int = 4) -> SeatView:
    game = Game(seed=seed, auto_deal=False)
    game.start_deal()
    return game.view(game.to_move)


class GapProbe(QObject):
    """Measures the largest gap between 10 ms ticks of the GUI event loop."""

    def __init__(self) -> None:
        super().__init__()
        self.timer = QTimer(self)
        self.timer.setTimerType(Qt.TimerType.PreciseTimer)
        self.timer.timeout.connect(self._tick)
        self.last = 0.0
        self.max_gap_ms = 0.0
        self.ticks = 0

    def start(self) -> None:
        self.last = time.perf_counter()
        self.timer.start(10)

    def stop(self) -> None:
        self.timer.stop()

    def _tick(self) -> None:
        now = time.perf_counter()
        self.max_gap_ms = max(self.max_gap_ms, (now - self.last) * 1000)
        self.last = now
        self.ticks += 1


# ----------------------------------------------------------------- whole games
def test_computer_game_runs_through_deals_driven_by_signals(qtbot, make_controller):
    controller = make_controller()
    results, applied, over = [], [], []
    controller.action_applied.connect(lambda seat, token: applied.append((seat, token)))
    controller.deal_finished.connect(results.append)
    controller.deal_finished.connect(lambda _: QTimer.singleShot(0, controller.next_deal))
    controller.game_over.connect(over.append)
    controller.human_turn.connect(lambda seat: pytest.fail("no human seat"))
    controller.new_game(setup_of("easy", "medium", "medium", seed=7))
    assert controller.current_human() is None
    qtbot.waitUntil(lambda: bool(over), timeout=120_000)
    game = controller.game
    assert game.is_over and over == [game.winner]
    assert len(results) == len(game.results) >= 3
    # Everything applied went through the signal, in the record's order.
    assert [str(a) for _, a in applied] == [t for d in game_to_record(game)["deals"] for t in d["actions"]]
    assert game_to_record(load_game(game_to_record(game))) == game_to_record(game)
    assert storage.load_autosave() == (None, None)  # finished: no resume offered
    assert controller.next_deal() is False


def test_human_turn_and_illegal_play_leave_the_state_unchanged(qtbot, make_controller):
    controller = make_controller()
    illegal: list[str] = []
    controller.illegal_action.connect(illegal.append)
    with qtbot.waitSignal(controller.human_turn, timeout=10_000) as turn:
        controller.new_game(setup_of("human", "medium", "easy"))
    seat = turn.args[0]
    assert seat == 0 and controller.current_human() == 0 and controller.game.to_move == 0
    before = game_to_record(controller.game)
    view = controller.view_for(0)
    legal = {str(a) for a in view.legal}
    wrong = next(t for t in ("play 9H", "bid 5", "pass", "bid 120") if t not in legal)
    probe = load_game(before)  # the engine's own reason, for comparison
    with pytest.raises(ValueError) as expected:
        probe.apply(wrong)
    refusals = []
    for move in (Action.parse(wrong), "fly away"):  # a move is an Action: text is refused, never read
        with qtbot.assertNotEmitted(controller.action_applied), qtbot.assertNotEmitted(controller.state_changed):
            assert controller.play(move) is False
        refusals.append(controller.last_illegal)
    # the engine's refusal is kept as it is; the signal carries it worded for the player
    assert str(refusals[0]) == str(expected.value) and refusals[0].rule == expected.value.rule
    assert illegal[0] == illegal_text(expected.value) and illegal[1] == "That move is not understood."
    assert "syntax" == controller.last_illegal_rule
    assert len(illegal) == 2
    assert game_to_record(controller.game) == before and controller.view_for(0) == view
    with qtbot.waitSignal(controller.action_applied) as done:
        assert controller.play(view.legal[0])
    assert done.args == [0, view.legal[0]]
    # A computer seat's turn cannot be played by the human.
    if controller.game.to_move != 0:
        assert controller.play(controller.game.legal_actions()[0]) is False
        assert "turn" in illegal[-1] and controller.last_illegal_rule == "turn"
        assert controller.game.players[controller.game.to_move] in illegal[-1]


def test_hint_for_the_human_to_move(qtbot, make_controller):
    controller = make_controller()
    assert controller.request_hint() is False  # no game, nobody to advise
    with qtbot.waitSignal(controller.human_turn, timeout=10_000):
        controller.new_game(setup_of("human", "medium", "easy"))
    with qtbot.waitSignal(controller.hint_ready, timeout=60_000) as ready:
        assert controller.request_hint()  # asked of the worker: the call returns at once
    action, explanation = ready.args
    assert action in controller.view_for(0).legal
    assert explanation and (str(action.value) in explanation or action.kind in explanation)


def test_hint_in_play_gives_the_chance_of_the_contract(qtbot, make_controller):
    from tysiac_engine.ai.players import make_player

    controller = make_controller()
    with qtbot.waitSignal(controller.human_turn, timeout=10_000):
        controller.new_game(setup_of("human", "medium", "easy"))
    bot = make_player("medium", seed=1)
    game = controller.game
    for _ in range(200):
        if game.current is None:
            controller.next_deal()
        elif game.current.phase == "play" and game.to_move == 0:
            break
        elif game.to_move == 0 and controller.current_human() == 0:
            controller.play(bot.choose(controller.view_for(0)))
        qtbot.wait(5)
    assert game.current.phase == "play" and game.to_move == 0
    with qtbot.waitSignal(controller.hint_ready, timeout=60_000) as ready:
        assert controller.request_hint()
    action, explanation = ready.args
    assert action in controller.view_for(0).legal
    view = controller.view_for(0)
    if len(view.legal) > 1 and view.declarer is not None:  # said as a player would, with no numbers
        assert "contract" in explanation and "%" not in explanation and "world" not in explanation


def test_hot_seat_asks_for_privacy_before_each_change_of_human(qtbot, make_controller):
    controller = make_controller()
    events: list[tuple[str, int]] = []
    released: list[int] = []  # seats whose privacy screen was dismissed, in order

    def on_privacy(seat: int) -> None:
        events.append(("privacy", seat))
        assert controller.current_human() is None
        assert controller.play(controller.game.legal_actions()[0]) is False  # not before hand-over

        def dismiss() -> None:
            released.append(seat)
            controller.privacy_done()
        QTimer.singleShot(5, dismiss)

    def on_turn(seat: int) -> None:
        events.append(("turn", seat))
        assert released and released[-1] == seat, "human_turn before privacy_done"
        assert controller.current_human() == seat
        QTimer.singleShot(0, lambda: controller.play(controller.view_for(seat).legal[0]))

    controller.privacy_needed.connect(on_privacy)
    controller.human_turn.connect(on_turn)
    controller.musik_look.connect(lambda seat: QTimer.singleShot(0, controller.musik_seen))  # a musik turned up
    controller.deal_finished.connect(lambda _: QTimer.singleShot(0, controller.next_deal))
    controller.new_game(setup_of("human", "medium", "human", seed=5))
    qtbot.waitUntil(lambda: len(controller.game.results) >= 2, timeout=30_000)
    turns = [seat for kind, seat in events if kind == "turn"]
    assert {0, 2} <= set(turns)
    shown = None
    for kind, seat in events:
        if kind == "turn" and seat != shown:
            pytest.fail(f"seat {seat} got its turn while seat {shown} was shown")
        if kind == "privacy":
            assert seat != shown
            shown = seat
    assert sum(kind == "privacy" for kind, _ in events) >= 2


# ----------------------------------------------------------------- saving and resuming
def test_autosave_after_each_action_and_resume_is_identical(qtbot, make_controller):
    controller = make_controller()
    checked: list[int] = []

    def check(seat: int, action: Any) -> None:
        assert autosaved() == game_to_record(controller.game)
        checked.append(seat)

    controller.action_applied.connect(check)
    stopped: list[bool] = []

    def human_move(seat: int) -> None:
        if not stopped:
            # the last legal move, but no claim: a seat may try one the engine then finds beatable
            controller.play([a for a in controller.view_for(seat).legal if a.kind != "claim"][-1])

    controller.human_turn.connect(lambda seat: QTimer.singleShot(0, lambda: human_move(seat)))
    controller.new_game(setup_of("human", "medium", "easy", seed=21))
    qtbot.waitUntil(lambda: len(checked) >= 15, timeout=20_000)
    stopped.append(True)
    controller.close()
    record = game_to_record(controller.game)
    assert autosaved() == record
    # A closed controller changes and saves nothing, even from late slots.
    assert controller.play(controller.game.legal_actions()[0]) is False
    assert controller.next_deal() is False and controller.save() is False
    assert game_to_record(controller.game) == record == autosaved()

    doc, message = storage.load_autosave()
    again = make_controller()
    assert again.resume(doc)
    assert game_to_record(again.game) == record
    assert [s.model_dump() for s in again.seats] == [s.model_dump() for s in controller.seats]
    for seat in range(3):
        assert again.view_for(seat) == controller.view_for(seat)


def test_resume_between_deals_shows_the_summary_again(qtbot, make_controller):
    controller = make_controller()
    with qtbot.waitSignal(controller.deal_finished, timeout=20_000):
        controller.new_game(setup_of("easy", "medium", "medium"))
    record = game_to_record(controller.game)
    again = make_controller()
    with qtbot.waitSignal(again.deal_finished) as summary:
        assert again.resume(record)
    assert summary.args[0].summary() == controller.game.results[-1].summary()
    with qtbot.waitSignal(again.action_applied, timeout=10_000):
        assert again.next_deal()


def test_resume_of_a_plain_record_makes_every_seat_human(qtbot, make_controller):
    game = Game(seed=1, auto_deal=False, players=["", "x" * 300, "Cezary"])
    game.start_deal()
    controller = make_controller()
    with qtbot.waitSignal(controller.privacy_needed) as privacy:
        assert controller.resume(game_to_record(game))
    assert privacy.args == [game.to_move]
    assert [s.kind for s in controller.seats] == ["human"] * 3
    assert controller.seats[0].name == "Player 1" and len(controller.seats[1].name) == 200
    assert game_to_record(controller.game) == game_to_record(game)


def test_resume_of_a_bad_record_reports_an_error(qtbot, make_controller):
    controller = make_controller()
    with qtbot.waitSignal(controller.error) as error:
        assert controller.resume({"format": "tysiac-record", "version": 1}) is False
    assert "could not be resumed" in error.args[0]
    assert controller.game is None


# ----------------------------------------------------------------- computer failures and pace
@pytest.mark.parametrize("decide_fn", [failing_decide, wrong_decide, text_decide])
def test_a_failing_computer_falls_back_to_the_first_legal_move(qtbot, make_controller, make_worker, decide_fn):
    controller = make_controller(make_worker(decide_fn=decide_fn))
    errors: list[str] = []
    controller.error.connect(errors.append)
    setup = setup_of("easy", "easy", "easy", seed=3)
    expected = Game(setup.rules(), ["P0", "P1", "P2"], seed=3, auto_deal=False)
    expected.start_deal()
    with qtbot.waitSignal(controller.action_applied, timeout=10_000) as applied:
        controller.new_game(setup)
    assert applied.args[1] == expected.legal_actions()[0]
    assert errors and "first legal move" in errors[0]


def test_thinking_is_shown_only_after_300_ms_and_pace_is_kept(qtbot, make_controller, make_worker):
    controller = make_controller(make_worker(process_levels=set(), decide_fn=slow_decide))
    thinking: list[tuple[bool, int]] = []
    controller.thinking.connect(lambda active, seat: thinking.append((active, seat)))
    seat_times: dict[int, float] = {}
    controller.human_turn.connect(lambda seat: QTimer.singleShot(
        0, lambda: controller.play(controller.view_for(seat).legal[0])))
    controller.action_applied.connect(lambda seat, token: seat_times.setdefault(seat, time.monotonic()))
    controller.new_game(setup_of("human", "easy", "medium", seed=59))  # seat 1 thinks 0.6 s
    qtbot.waitUntil(lambda: {1, 2} <= set(seat_times), timeout=20_000)
    assert (True, 1) in thinking and (False, 1) in thinking
    assert thinking.index((True, 1)) < thinking.index((False, 1))
    assert all(seat != 2 for _, seat in thinking)  # 10 ms decisions show nothing

    paced = make_controller(ai_delay_ms=250)
    stamps: list[float] = []
    paced.action_applied.connect(lambda seat, token: stamps.append(time.monotonic()))
    start = time.monotonic()
    paced.new_game(setup_of("easy", "medium", "medium"))
    qtbot.waitUntil(lambda: len(stamps) >= 3, timeout=10_000)
    gaps = [b - a for a, b in zip([start] + stamps, stamps)]
    assert min(gaps) >= 0.2


def test_new_game_drops_a_pending_decision(qtbot, make_controller, make_worker):
    controller = make_controller(make_worker(process_levels=set(), decide_fn=slow_decide))
    controller.new_game(setup_of("easy", "easy", "easy", seed=50))  # 0.5 s per decision
    qtbot.wait(100)
    assert controller.worker.pending
    with qtbot.waitSignal(controller.action_applied, timeout=10_000) as applied:
        controller.new_game(setup_of("medium", "medium", "medium", seed=51))
    assert controller.game.deals[0].history  # only the new game moved
    assert applied.args[1] == controller.game.deals[0].history[0][1]


# ----------------------------------------------------------------- the AI worker's process
def test_process_path_returns_a_decision(qtbot, make_worker):
    level = "hard" if hard_available() else "medium"
    worker = make_worker(process_levels={level}, seconds=1.0)
    view = first_view()
    with qtbot.waitSignal(worker.decided, timeout=60_000) as decided:
        worker.request(1, level, 0, view)
    assert decided.args[0] == 1 and decided.args[1] in view.legal
    assert worker._processes.started  # it went through the process pool


@pytest.mark.skipif(not hard_available(), reason="the hard player is not written yet")
def test_real_hard_player_in_the_process(qtbot, make_worker):
    worker = make_worker(seconds=1.0)
    assert worker.uses_process("hard") and worker.uses_process("expert")
    view = first_view(9)
    with qtbot.waitSignal(worker.decided, timeout=60_000) as decided:
        worker.request(7, "hard", 1, view)
    assert decided.args[1] in view.legal


def test_gui_event_loop_keeps_running_during_a_search(qtbot, make_worker):
    worker = make_worker(process_levels={"hard"}, decide_fn=slow_decide)
    worker.warm_up()
    view = first_view()
    with qtbot.waitSignal(worker.decided, timeout=60_000):  # the process is up and warm
        worker.request(1, "hard", 1, view)
    probe = GapProbe()
    probe.start()
    started = time.perf_counter()
    with qtbot.waitSignal(worker.decided, timeout=60_000) as decided:
        worker.request(2, "hard", 150, view)  # 1.5 s of pure-Python CPU work
    elapsed = time.perf_counter() - started
    probe.stop()
    print(f"\nevent loop max gap {probe.max_gap_ms:.1f} ms over {elapsed:.2f} s ({probe.ticks} ticks)")
    assert decided.args[0] == 2 and elapsed >= 1.4
    assert probe.max_gap_ms < 400  # a blocked loop would stall for the whole search (1.5 s); CI machines are noisy


def test_a_crashing_process_is_replaced_and_reported(qtbot, make_worker):
    worker = make_worker(process_levels={"hard"}, decide_fn=crashing_decide)
    view = first_view()
    with qtbot.waitSignal(worker.failed, timeout=60_000) as failed:
        worker.request(1, "hard", 666, view)
    assert failed.args[0] == 1 and "stopped unexpectedly" in failed.args[1]
    with qtbot.waitSignal(worker.decided, timeout=60_000) as decided:
        worker.request(2, "hard", 1, view)
    assert decided.args[0] == 2


def test_cancel_drops_stale_results_and_stops_the_search(qtbot, make_worker):
    worker = make_worker(process_levels={"hard"}, decide_fn=slow_decide)
    view = first_view()
    with qtbot.waitSignal(worker.decided, timeout=60_000):
        worker.request(1, "hard", 1, view)
    worker.request(2, "hard", 3000, view)  # 30 s unless told to stop
    qtbot.wait(200)
    worker.cancel()
    assert worker.pending == ()
    started = time.perf_counter()
    with qtbot.waitSignal(worker.decided, timeout=20_000) as decided:
        worker.request(3, "hard", 1, view)
    assert decided.args[0] == 3  # request 2 was never reported
    assert time.perf_counter() - started < 5  # the stale search stopped


def test_a_hung_process_times_out(qtbot, make_worker):
    worker = make_worker(process_levels={"hard"}, decide_fn=slow_decide)
    view = first_view()
    with qtbot.waitSignal(worker.decided, timeout=60_000):  # warm: spawn time is not a hang
        worker.request(1, "hard", 1, view)
    worker.timeout_s = 1.5
    with qtbot.waitSignal(worker.failed, timeout=20_000) as failed:
        worker.request(2, "hard", 3000, view)
    assert "too long" in failed.args[1]
    worker.timeout_s = 60  # the replacement process may take a while to start on a busy machine
    with qtbot.waitSignal(worker.decided, timeout=60_000):
        worker.request(3, "hard", 1, view)


def test_controller_uses_the_process_for_search_levels(qtbot, make_controller, make_worker):
    worker = make_worker(decide_fn=slow_decide)  # hard/expert: the process (the stand-in search)
    controller = make_controller(worker)
    levels: list[str] = []
    controller.action_applied.connect(lambda seat, token: levels.append(controller.seats[seat].level))
    controller.new_game(setup_of("hard", "expert", "medium", seed=10))  # 0.1 s searches
    qtbot.waitUntil(lambda: {"hard", "expert"} <= set(levels), timeout=60_000)
    assert worker._processes.started


def test_event_loop_keeps_running_while_the_expert_searches(qtbot, make_worker):
    """The strongest level, real search, at the first lead (its heaviest decision)."""
    from tysiac_engine import Game, make_rules
    from tysiac_engine.ai.players import make_player

    game = Game(make_rules("polish"), seed=12)
    bots = [make_player("medium", seed=s) for s in range(3)]
    while not (game.current.phase == "play" and not game.current.history[-1][1].kind == "play"
               and len(game.legal_actions()) > 3):
        if game.current.phase == "play":
            game = Game(make_rules("polish"), seed=game.seed + 1)
            continue
        game.apply(bots[game.to_move].choose(game.view(game.to_move)))
    view = game.view(game.to_move)
    worker = make_worker(seconds=3.0)
    worker.warm_up()
    with qtbot.waitSignal(worker.decided, timeout=60_000):  # the process is up and warm
        worker.request(1, "medium", 1, view)
    probe = GapProbe()
    probe.start()
    with qtbot.waitSignal(worker.decided, timeout=60_000) as decided:
        worker.request(2, "expert", 1, view)
    probe.stop()
    assert decided.args[1] in view.legal
    assert probe.max_gap_ms < 400  # a blocked loop would stall for the whole search (1.5 s); CI machines are noisy


# ----------------------------------------------------------------- what the window is given
def test_state_changed_carries_the_view_to_show_and_standing_says_where_the_game_stands(qtbot, make_controller):
    controller = make_controller(worker=None, ai_delay_ms=10_000)
    assert controller.standing() is None
    shown: list = []
    controller.state_changed.connect(lambda view, seat: shown.append((view, seat)))
    with qtbot.waitSignal(controller.human_turn, timeout=10_000):
        controller.new_game(setup_of("human", "medium", "easy", seed=5))
    assert shown and shown[-1] == controller.screen_view() and shown[-1][1] == 0
    assert shown[-1][0] == controller.view_for(0)
    standing = controller.standing()
    assert standing.players == ("P0", "P1", "P2") and not standing.hot_seat and standing.preset == "polish"
    assert standing.results == () and standing.scores == (0, 0, 0) and standing.deals == 1 and not standing.is_over
    with qtbot.waitSignal(controller.state_changed) as changed:
        assert controller.play(controller.view_for(0).legal[0])
    assert changed.args == list(controller.screen_view())  # the move made, as seat 0 sees it


def test_a_scripted_move_is_applied_by_the_controller_only_on_its_seat_s_turn(qtbot, make_controller):
    controller = make_controller(worker=None, ai_delay_ms=3_600_000)
    with qtbot.waitSignal(controller.human_turn, timeout=10_000):
        controller.new_game(setup_of("human", "medium", "easy", seed=5))
    assert controller.play_for(1, controller.view_for(0).legal[0]) is False  # not seat 1's turn
    assert controller.last_illegal_rule == "turn"
    with qtbot.waitSignal(controller.action_applied) as done:
        assert controller.play_for(0, controller.view_for(0).legal[0])
    assert done.args[0] == 0
    seat = controller.game.to_move
    if seat is not None and seat != 0:  # a computer's turn, made from outside (the gallery's moments)
        with qtbot.waitSignal(controller.action_applied) as done:
            assert controller.play_for(seat, controller.view_for(seat).legal[0])
        assert done.args[0] == seat


def test_an_answer_after_the_worker_is_gone_is_dropped(qtbot, make_worker):
    """A thread's search that ends as the app closes has nobody to tell: no error in the thread."""
    from shiboken6 import delete

    from tysiac_desktop.ai_worker import _Job

    worker = make_worker()
    job = _Job(worker, 1, lambda: "done", (), False)
    delete(worker._bridge)
    job.run()  # raised "Signal source has been deleted" in the pool thread before
