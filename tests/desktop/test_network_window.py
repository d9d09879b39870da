"""Network play in the app: the host's window and a friend's window on the loopback address play a
whole game against a computer seat, chat, and the host hands an away friend's seat to the computer."""
import pytest

from tysiac_engine import make_player
from tysiac_engine.actions import Action
from tysiac_engine.net import protocol as P
from tysiac_engine.record import load_game
from tysiac_desktop.network import hosting
from tysiac_desktop.network.menu import NetworkMenu

SHORT = {"target": 300, "barrel": None, "no_trick_penalty_from": 0}
ROBOT = P.SeatPlan(kind="ai", level="easy", name="Robot")
FRIEND = P.SeatPlan()
TABLES = {  # three players with a computer; two against two, the partners at two screens
    "three": ({"players": 3}, (FRIEND, FRIEND, ROBOT)),
    "teams_2v2": ({"players": 4, "four_player_mode": "teams_2v2"}, (FRIEND, ROBOT, FRIEND, FRIEND)),
}
FRIENDS = ("Bolek", "Cezary", "Danuta")


def seat_windows(qtbot, window, mode: str = "three") -> list:
    """The host's network window and one for each friend, seated at one table (not started)."""
    overrides, plans = TABLES[mode]
    menu = window.network
    host = menu.host("Ala", plans, "polish", {**overrides, **SHORT}, port=0)
    qtbot.waitUntil(lambda: bool(host.session.code), timeout=10000)
    humans = sum(plan.kind == "human" for plan in plans)
    windows = [host] + [menu.join(f"127.0.0.1:{host.session.port}", host.session.code, name)
                        for name in FRIENDS[:humans - 1]]
    for w in windows:
        qtbot.addWidget(w)
        w.scene.speed_ms = 0
    qtbot.waitUntil(lambda: host.start_button.isEnabled(), timeout=10000)
    return windows


@pytest.fixture
def tables(qtbot, window):
    windows = seat_windows(qtbot, window)
    yield windows
    for w in reversed(windows):
        w.session.close()


def test_the_game_menu_offers_hosting_and_joining(window):
    texts = [a.text() for a in window.game_menu.actions()]
    assert "&Host a table…" in texts and "&Join a table…" in texts
    assert isinstance(window.network, NetworkMenu)


def test_hosting_says_which_seats_are_for_friends_and_needs_the_host_at_one(qtbot, window):
    from tysiac_desktop.dialogs.new_game import NewGameDialog

    dialog = NewGameDialog(window, hosting=True)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.windowTitle() == "Host a table" and dialog.ok_button.text() == "Host the table"
    assert dialog.friends_note.isVisible() and not dialog.seed_edit.isVisible()  # the server deals
    assert dialog.ok_button.isEnabled()
    for _, _, kind, _ in dialog.seat_rows:
        kind.setCurrentIndex(kind.findData("ai"))
    assert not dialog.ok_button.isEnabled()
    assert dialog.spectate_note.text() == "A table needs you at one seat: choose a person for at least one."
    solo = NewGameDialog(window)
    qtbot.addWidget(solo)
    solo.show()
    assert solo.windowTitle() == "New game" and solo.ok_button.text() == "Start game"
    assert not solo.friends_note.isVisible() and solo.seed_edit.isVisible()


def test_a_host_alone_at_the_table_is_told_to_send_the_invitation(qtbot, window):
    overrides, plans = TABLES["three"]
    host = window.network.host("Ala", plans, "polish", {**overrides, **SHORT}, port=0)
    qtbot.addWidget(host)
    try:
        qtbot.waitUntil(lambda: bool(host.session.code), timeout=10000)
        qtbot.waitUntil(lambda: host.table is not None, timeout=10000)
        assert host.bar.prompt.text() == "Waiting for friends to take the free seats: send them the invitation."
        assert host.start_button.isVisible() and not host.start_button.isEnabled()
    finally:
        host.session.close()


@pytest.mark.parametrize("mode", TABLES)
def test_every_window_plays_a_whole_game_and_chats(qtbot, window, tmp_path, mode):
    windows = seat_windows(qtbot, window, mode)
    try:
        play_a_whole_game(qtbot, windows, tmp_path)
    finally:
        for w in reversed(windows):
            w.session.close()
    # the finished game is in the app's statistics once, though two of its seats played from this app
    games = window.statistics.games()
    names = tuple(s.name for s in windows[0].table.seats)
    assert [(g.players, g.finished, g.mode) for g in games] == [(names, True, mode)]
    assert games[0].kinds == tuple(s.kind for s in windows[0].table.seats)


def play_a_whole_game(qtbot, windows, tmp_path):
    host, guest = windows[:2]
    names = [s.name for s in host.table.seats]  # every seat is taken
    assert host.invitation.text().endswith(host.session.code) and host.invitation.isVisible()
    assert [host.seats.item(i).text() for i in range(len(names))] == [
        f"{s.name} (computer)" if s.kind == "ai" else s.name for s in host.table.seats]
    assert not guest.start_button.isVisible()
    # each is told what the table waits for: the host for himself, a friend for the host
    assert host.bar.prompt.text() == "Everyone is seated: start the game when you are ready."
    assert guest.bar.prompt.text() == "Waiting for the host to start the game."
    host.start_button.click()
    qtbot.waitUntil(lambda: all(w.view is not None for w in windows), timeout=10000)
    for w in windows:  # each sees its own hand, and no one else's
        assert w.view.seat == w.seat and w.view.hand and set(map(str, w.view.hand)) <= set(w.scene.cards)
    guest.chat_edit.setText("good luck!")
    guest.chat_edit.returnPressed.emit()
    for w in windows:
        qtbot.waitUntil(lambda w=w: w.chat_log.count() > 0, timeout=5000)
        assert w.chat_log.item(w.chat_log.count() - 1).text() == f"{names[guest.seat]}: good luck!"
    qtbot.waitUntil(lambda: any(w.view.to_move == w.seat for w in windows), timeout=10000)
    mover = next(w for w in windows if w.view.to_move == w.seat)
    mover.bar.hint_button.click()  # the coach works at a network table too, from the seat's own view
    qtbot.waitUntil(lambda: mover.statusBar().currentMessage().startswith("Hint: "), timeout=20000)
    players = {w: make_player("easy", i) for i, w in enumerate(windows)}
    acted = {}

    def play_on() -> bool:
        for w, player in players.items():
            view = w.view
            mine = view is not None and view.to_move == w.seat and bool(view.legal)
            if mine and acted.get(w) != (view.deal_number, len(view.history)):
                acted[w] = (view.deal_number, len(view.history))
                action = player.choose(view)
                if action.kind == "play" and Action("meld", None, action.card) not in view.legal:
                    if len(view.history) % 2:
                        w.scene.card_activated.emit(action.card)  # a double-click on the card
                    else:
                        w.scene.card_dropped.emit(action.card, "table", 0)  # dragged onto the table
                elif action.kind == "give":
                    w.scene.card_dropped.emit(action.card, "seat", action.value)  # onto the name of the seat
                else:
                    w.bar.action_chosen.emit(action)  # a button of the action bar
        return all(w.record is not None for w in windows)

    qtbot.waitUntil(play_on, timeout=90000)
    assert all(w.record == host.record for w in windows)
    assert hosting.remembered() is None  # a finished table is not offered for resuming
    qtbot.waitUntil(lambda: guest.bar.prompt.text() == "The game is over.", timeout=5000)
    # "Review my play": the coach on the finished game's record, of this seat's own decisions
    assert guest.review_button.isVisible() and guest.review_button.text() == "Review my play"
    assert guest.review_deal.count() == len(host.record["deals"])
    guest.review_deal.setCurrentIndex(0)
    guest.review_button.click()
    qtbot.waitUntil(lambda: guest.coach_dialog is not None, timeout=60000)
    assert guest.coach_dialog.analysis.seat == guest.seat and guest.coach_dialog.isVisible()
    assert guest.review_button.isEnabled()
    guest.coach_dialog.close()
    if guest.view.tricks:
        guest.bar.last_trick_button.setChecked(True)
        assert guest.scene.last_trick_shown
    path = tmp_path / "network-game.json"
    guest.save_record(str(path))
    game = load_game(path.read_text(encoding="utf-8"))
    assert game.is_over and [s.name for s in game.seats] == names


def test_an_away_friend_is_waited_for_and_the_host_may_let_the_computer_play(qtbot, tables):
    host, guest = tables
    host.start_button.click()
    qtbot.waitUntil(lambda: guest.view is not None, timeout=10000)
    guest.session.close()
    qtbot.waitUntil(lambda: "Bolek (away)" in [host.seats.item(i).text() for i in range(3)], timeout=10000)
    player = make_player("easy", 3)
    acted = {}

    def until_bolek_is_to_move() -> bool:
        view = host.view
        if view.to_move == 1:
            return True
        if view.to_move == 0 and acted.get("at") != len(view.history):
            acted["at"] = len(view.history)
            host.bar.action_chosen.emit(player.choose(view))
        return False

    qtbot.waitUntil(until_bolek_is_to_move, timeout=20000)
    qtbot.waitUntil(lambda: host.hand_button.isVisible(), timeout=5000)
    assert host.bar.prompt.text() == "Waiting for Bolek…"
    moves = len(host.view.history)
    host.hand_button.click()
    qtbot.waitUntil(lambda: host.view.to_move != 1 or len(host.view.history) > moves, timeout=10000)
    assert "Bolek (away, the computer plays)" in [host.seats.item(i).text() for i in range(3)]


def test_a_host_whose_app_stopped_resumes_the_table_where_it_was(qtbot, window):
    menu = window.network
    menu._offer_resume()
    assert not menu.act_resume.isVisible()  # offered only when a hosted table was left unfinished
    host, guest = seat_windows(qtbot, window)
    host.start_button.click()
    qtbot.waitUntil(lambda: guest.view is not None and host.view is not None, timeout=10000)
    players = {host: make_player("easy", 1), guest: make_player("easy", 2)}
    acted = {}

    def some_moves() -> bool:
        for w, player in players.items():
            view = w.view
            if view.to_move == w.seat and view.legal and acted.get(w) != len(view.history):
                acted[w] = len(view.history)
                w.bar.action_chosen.emit(player.choose(view))
        return len(guest.view.history) >= 6

    qtbot.waitUntil(some_moves, timeout=20000)
    qtbot.wait(300)
    position = (guest.view.deal_number, len(guest.view.history))
    host.session.close()  # the host's app is gone, its server with it
    host.close()
    qtbot.waitUntil(lambda: "Ala (away)" in [guest.seats.item(i).text() for i in range(3)], timeout=10000)
    menu._offer_resume()
    assert menu.act_resume.isVisible()
    back = menu.resume_hosted()
    qtbot.addWidget(back)
    qtbot.waitUntil(lambda: back.view is not None, timeout=10000)
    assert (back.view.deal_number, len(back.view.history)) == position and back.seat == 0 and back.is_host
    assert back.invitation.text().endswith(host.session.code)
    # the friend's app rejoins by itself
    qtbot.waitUntil(lambda: [back.seats.item(i).text() for i in range(3)] == ["Ala", "Bolek", "Robot (computer)"],
                    timeout=20000)
    back.session.close()
    guest.session.close()


def test_a_card_dragged_onto_the_table_is_played_and_one_out_of_turn_goes_back(qtbot, tables):
    host, guest = tables
    host.start_button.click()
    qtbot.waitUntil(lambda: host.view is not None and guest.view is not None, timeout=10000)
    idle = guest if host.view.to_move == 0 else host
    moves = len(host.view.history)
    idle.scene.card_dropped.emit(idle.view.hand[0], "table", 0)  # not its turn: nothing is sent
    qtbot.wait(300)
    assert len(host.view.history) == moves


def test_the_network_window_speaks_the_language_chosen_while_it_is_open(qtbot, tables):
    from PySide6.QtWidgets import QApplication

    from tysiac_desktop.languages import Translators

    host, guest = tables
    translators = Translators(QApplication.instance())
    try:
        translators.switch("da")
        qtbot.waitUntil(lambda: host.start_button.text() == "Start spillet", timeout=5000)  # the change is an event
        assert host.invitation.text().startswith("Adresse: ") and host.invitation.text().endswith(host.session.code)
        assert guest.bar.prompt.text() == "Venter på, at værten starter spillet."
        translators.switch("pl")
        qtbot.waitUntil(lambda: [host.seats.item(i).text() for i in range(3)] == ["Ala", "Bolek", "Robot (komputer)"],
                        timeout=5000)
    finally:
        translators.switch("en")
    qtbot.waitUntil(lambda: host.start_button.text() == "Start the game", timeout=5000)
