"""The post-deal coach: "Review my play" lists every decision of the player in order, with the
cards on the table, the best move with all cards known, the search's choice and the cost; the
biggest mistakes first."""
from types import SimpleNamespace

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton

from tysiac_engine.actions import Action
from tysiac_engine.ai.analysis import analyse_deal
from tysiac_engine.ai.players import make_player
from tysiac_engine.cards import Card
from tysiac_engine.record import game_to_record
from tysiac_desktop.dialogs.coach import CoachDialog
from tysiac_desktop.wording import coach

from .test_main_window import human_move, setup


def _review(**kw):
    base = dict(number=0, phase="play", chosen=Action.parse("play KS"), trick=2, card_number=3, table=(),
                open_best=Action.parse("play AS"), open_loss=24.0, search_best=Action.parse("play AS"),
                search_loss=10.0, made_chosen=False, made_best=True, declaring=True)
    base.update(kw)
    return SimpleNamespace(**base)


def test_a_decision_is_worded_with_the_cards_on_the_table():
    names = ["You", "Ala", "Bolek"]
    review = _review(table=((1, Card.parse("AS")), (2, Card.parse("9S"))), chosen=Action.parse("play KS"),
                     open_best=Action.parse("play TS"))
    line = coach.decision_line(review, names, 0)
    assert line.situation == "Trick 3, after Ala A♠, Bolek 9♠"
    assert (line.chosen, line.open_best, line.cost) == ("play K♠", "play 10♠", "24 points")
    assert line.mistake
    fine = coach.decision_line(_review(open_best=Action.parse("play KS"), open_loss=0.0,
                                       search_best=Action.parse("play KS")), names, 0)
    assert (fine.situation, fine.open_best, fine.search_best, fine.cost, fine.mistake) == \
        ("Trick 3, you lead", "✓", "✓", "", False)


def test_the_biggest_mistakes_come_first_and_say_what_kept_the_contract():
    names = ["You", "Ala", "Bolek"]
    small = _review(number=5, trick=4, open_loss=3.0, made_chosen=True, made_best=True,
                    chosen=Action.parse("play 9H"), open_best=Action.parse("play JH"))
    big = _review(number=9, trick=6)
    auction = _review(number=1, phase="auction", trick=None, chosen=Action.parse("pass"),
                      open_best=Action.parse("bid 120"), open_loss=40.0, made_chosen=None, made_best=None)
    analysis = SimpleNamespace(seat=0, deal=0, decisions=(auction, small, big))
    lines = coach.mistakes(analysis, names, 0)
    assert lines == ["Auction: pass cost 40 points; bid 120 was better.",
                     "Trick 7, you lead: play K♠ cost 24 points; play A♠ kept the contract.",
                     "Trick 5, you lead: play 9♥ cost 3 points; play J♥ was better."]
    assert coach.summary(analysis) == ("Your decisions cost 67 points in all against perfect play with "
                                       "every card known.")
    defended = _review(declaring=False, made_chosen=True, made_best=False)
    assert coach.mistakes(SimpleNamespace(seat=0, deal=0, decisions=(defended,)), names, 0) == \
        ["Trick 3, you lead: play K♠ cost 24 points; play A♠ beat the contract."]
    clean = SimpleNamespace(seat=0, deal=0, decisions=(_review(open_loss=0.2),))
    assert coach.mistakes(clean, names, 0) == []
    assert coach.summary(clean) == "Every decision was as good as the best one with every card known."


def test_a_cost_in_the_review_stays_on_one_line(qtbot):
    """Issue 29.9: "129 points", not "129" over "points", in a narrow review."""
    analysis = SimpleNamespace(seat=0, deal=0, decisions=(_review(open_loss=129.0), _review(open_loss=1.0)))
    dialog = CoachDialog(["You", "Ala", "Bolek"], analysis, 0)
    qtbot.addWidget(dialog)
    dialog.resize(640, 480)
    dialog.show()
    qtbot.waitExposed(dialog)
    table = dialog.table
    cost = table.item(0, 4).text()
    assert cost == "129\u00a0points"
    assert table.columnWidth(4) >= table.fontMetrics().horizontalAdvance(cost) + 8
    assert table.rowHeight(0) == table.rowHeight(1)  # no row made taller by a wrapped cost


def test_review_my_play_after_a_deal_shows_every_decision_in_order(qtbot, window):
    window.session.start_game(setup(seed=5))
    game = window.controller.game
    careless = make_player("easy", seed=2)  # plays like a newcomer: there is something to review
    done = []
    window.controller.deal_finished.connect(done.append)
    for _ in range(4000):
        if done:
            qtbot.waitUntil(lambda: window.deal_end.summary is not None and window.deal_end.summary.isVisible(), timeout=5000)
            if done[-1].outcome.played:
                break
            window.deal_end.summary.accept()
            qtbot.waitUntil(lambda: game.current is not None, timeout=3000)
            done.clear()
            continue
        if game.to_move == 0 and window.controller.current_human() == 0 and window.bar.isVisible():
            before = len(game.current.history)
            human_move(qtbot, window, 0, careless)
            qtbot.waitUntil(lambda: game.current is None or len(game.current.history) > before, timeout=3000)
        else:
            qtbot.wait(5)
    assert done and done[-1].outcome.played
    index = len(game.deals) - 1
    expected = analyse_deal(game_to_record(game), index, 0)

    summary = window.deal_end.summary
    button = summary.findChild(QPushButton, "coach-0")
    assert button is not None and button.text() == "Review my play"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # asked of the worker: the window stays alive
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), CoachDialog)
                    or window.deal_end.coach_dialog is not None, timeout=60_000)
    dialog = window.deal_end.coach_dialog
    assert dialog.isVisible() and dialog.parent() is summary
    table = dialog.table
    assert table.rowCount() == len(expected.decisions) > 0
    names = window.names()
    for row, review in enumerate(expected.decisions):  # in the order they were made
        line = coach.decision_line(review, names, 0)
        assert table.item(row, 0).text() == line.situation
        assert table.item(row, 1).text() == line.chosen
        assert table.item(row, 4).text() == line.cost.replace(" ", "\u00a0")
    plays = [r for r in expected.decisions if r.phase == "play"]
    assert plays and all(table.item(expected.decisions.index(r), 0).text().startswith(f"Trick {r.trick + 1},")
                         for r in plays)
    costs = sorted((r.open_loss for r in expected.decisions if (r.open_loss or 0) >= coach.NOTICEABLE),
                   reverse=True)
    shown = dialog.mistake_lines
    assert len(shown) == min(3, len(costs))
    for line, cost in zip(shown, costs):  # the biggest first
        assert f"cost {round(cost)} points" in line
    dialog.close()
    assert button.isEnabled() and button.text() == "Review my play"


def test_a_failed_review_is_said_on_the_button(qtbot, window, monkeypatch):
    monkeypatch.setattr(window.controller, "request_coach", lambda index, seat: False)
    window.session.start_game(setup(seed=5))
    box = window.deal_end.coach_buttons(0, 1)
    button = box.findChild(QPushButton, "coach-0")
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert not button.isEnabled() and button.text() == "No review could be made of this deal"


def test_hot_seat_offers_a_review_for_each_human_by_name(qtbot, window):
    window.session.start_game(setup(humans=2, seed=5))
    box = window.deal_end.coach_buttons(0, 1)
    buttons = sorted(box.findChildren(QPushButton), key=lambda b: b.objectName())
    assert [(b.objectName(), b.text()) for b in buttons] == [("coach-0", "Review H0's play"),
                                                             ("coach-1", "Review H1's play")]


def test_a_review_asked_before_the_next_deal_is_not_opened_after_it(qtbot, window, monkeypatch):
    """Hot-seat: H0 asks "Review H0's play" and Next deal is pressed before the answer comes; the
    answer, arriving while another player may be at the screen, opens nothing (one gesture, one
    action: nothing started before the hand-over acts after it)."""
    asked = []
    monkeypatch.setattr(window.controller, "request_coach", lambda index, seat: asked.append((index, seat)) or True)
    window.session.start_game(setup(humans=2, seed=5))
    box = window.deal_end.coach_buttons(0, 1)
    qtbot.mouseClick(box.findChild(QPushButton, "coach-0"), Qt.MouseButton.LeftButton)
    assert asked == [(0, 0)]
    window.deal_end._next_deal()  # what the summary's Next deal does
    window.controller.coach_ready.emit(0, 0, SimpleNamespace(decisions=[]))  # the worker's late answer
    qtbot.wait(50)
    assert window.deal_end.coach_dialog is None
    assert not [w for w in QApplication.topLevelWidgets() if isinstance(w, CoachDialog) and w.isVisible()]
