"""Network play in the app: the host's window and a friend's window on the loopback address play a
whole game against a computer seat, chat, and the host hands an away friend's seat to the computer.
A network table is the main window's table, with the table's own panel docked beside it."""
import pytest
from PySide6.QtWidgets import QApplication

from tysiac_engine import make_player
from tysiac_engine.actions import Action
from tysiac_engine.net import protocol as P
from tysiac_engine.record import load_game
from tysiac_desktop.main_window import MainWindow
from tysiac_desktop.network import seats as remembered_seats
from tysiac_engine.net.invitation import Server
from tysiac_desktop.network.menu import NetworkMenu

SHORT = {"target": 300, "barrel": None, "no_trick_penalty_from": 0}
ROBOT = P.SeatPlan(kind="ai", level="easy", name="Robot")
FRIEND = P.SeatPlan()
TABLES = {  # three players with a computer; two against two, the partners at two screens
    "three": ({"players": 3}, (FRIEND, FRIEND, ROBOT)),
    "teams_2v2": ({"players": 4, "four_player_mode": "teams_2v2"}, (FRIEND, ROBOT, FRIEND, FRIEND)),
}
FRIENDS = ("Bolek", "Cezary", "Danuta")


class AtTable:
    """One app's window at the table, read the way a player reads it."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.controller = window.controller
        self.panel = window.network_panel

    @property
    def view(self):
        return self.controller.screen_view()[0]

    @property
    def seat(self):
        return self.controller.seat

    @property
    def record(self):
        return self.controller.record

    def seat_lines(self) -> list[str]:
        return [self.panel.seats.item(i).text() for i in range(self.panel.seats.count())]

    def close(self) -> None:
        self.controller.close()

    def describe(self) -> str:
        """What this window is at, for a test that waited in vain."""
        c, view = self.controller, self.view
        at = "no view" if view is None else \
            f"deal {view.deal_number} {view.phase} move {len(view.history)} to_move {view.to_move}"
        return (f"seat {self.seat}: {c.connection}, {at}, {len(c._pending)} pending, between deals "
                f"{c._between_deals}, holding {c._holding}; seats {self.seat_lines()}; "
                f"prompt {self.window.bar.prompt.text()!r}{self._served()}")

    def _served(self) -> str:
        """The table as the app's own server has it (the host's window only)."""
        server = self.controller.session._server
        if server is None:
            return ""
        tables = []
        for table in list(server.tables.values()):
            game, thinking = table.game, table.thinking
            at = "not started" if game is None else f"deal {len(game.results)} to_move {game.to_move} moves {table.moves}"
            thought = "none" if thinking is None else "thinking" if not thinking.done() else \
                "cancelled" if thinking.cancelled() else f"done ({thinking.exception()!r})"
            tables.append(f"{at}, computer's task {thought}")
        return f"; served: {' / '.join(tables) or 'no table'}"


def quiet(window) -> None:
    window.set_speed("off")
    window.controller.ai_delay_ms = 0
    window.controller.trick_hold_ms = 0


def loopback(invitation):
    """The host's invitation as a friend on this same computer uses it."""
    return Server("tysiac", "127.0.0.1", invitation.server.port).invitation(invitation.code)


def friend_window(qtbot, window) -> MainWindow:
    """Another app's window (its statistics in the same store, as two apps on one computer)."""
    friend = MainWindow(statistics=window.statistics)
    qtbot.addWidget(friend)
    friend.resize(1280, 800)
    friend.show()
    return friend


def seat_windows(qtbot, window, mode: str = "three") -> list[AtTable]:
    """The host's window and one for each friend, seated at one table (not started)."""
    overrides, plans = TABLES[mode]
    host = window.network.host("Ala", plans, "polish", {**overrides, **SHORT}, port=0)
    quiet(window)
    qtbot.waitUntil(lambda: host.invitation is not None, timeout=10000)
    humans = sum(plan.kind == "human" for plan in plans)
    seats = [AtTable(window)]
    for name in FRIENDS[:humans - 1]:
        friend = friend_window(qtbot, window)
        friend.network.join(loopback(host.invitation), name)
        quiet(friend)
        seats.append(AtTable(friend))
    # every window connected and told that every seat is taken (the host's button comes first)
    qtbot.waitUntil(lambda: seats[0].panel.start_button.isEnabled() and all(
        s.controller.connection == "connected" and s.controller.everyone_seated() for s in seats), timeout=10000)
    return seats


@pytest.fixture
def tables(qtbot, window):
    seats = seat_windows(qtbot, window)
    yield seats
    for s in reversed(seats):
        s.close()


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
    assert dialog.ok_button.isEnabled()  # the second seat is a friend's from the start
    for _, _, kind, _ in dialog.seat_rows[1:]:
        kind.setCurrentIndex(kind.findData("ai"))
    assert not dialog.ok_button.isEnabled()  # no friend seat: that is a solo game
    assert dialog.spectate_note.text().startswith("A network table needs a friend")
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
    try:
        qtbot.waitUntil(lambda: host.table is not None, timeout=10000)
        assert window.controller is host and window.network_dock.isVisible()
        assert window.windowTitle() == "Network table"  # the system adds the program's name once
        assert window.bar.prompt.text() == "Waiting for friends to take the free seats: send them the invitation."
        panel = window.network_panel
        assert panel.start_button.isVisible() and not panel.start_button.isEnabled()
    finally:
        host.close()


def test_one_table_window_for_every_seat():
    """The network package has no window of its own and no gesture handlers: the main window is
    the table for every kind of seat."""
    from pathlib import Path

    import tysiac_desktop.network as network

    folder = Path(network.__file__).parent
    assert not (folder / "window.py").exists()
    for path in folder.glob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "QMainWindow" not in text, path
        for handler in ("card_activated", "card_dropped", "talon_activated", "key_play"):
            assert handler not in text, (path, handler)


@pytest.mark.parametrize("mode", TABLES)
def test_every_window_plays_a_whole_game_and_chats(qtbot, window, tmp_path, mode):
    seats = seat_windows(qtbot, window, mode)
    try:
        play_a_whole_game(qtbot, seats, tmp_path)
    finally:
        for s in reversed(seats):
            s.close()
    # the finished game is in the app's statistics once, though two of its seats played from this app
    games = window.statistics.games()
    table = seats[1].controller.table
    names = tuple(s.name for s in table.seats)
    assert [(g.players, g.finished, g.mode) for g in games] == [(names, True, mode)]
    assert games[0].kinds == tuple(s.kind for s in table.seats)


def accept_dialogs(seat: AtTable) -> None:
    """The deal's summary ("Next deal") at every seat."""
    summary = seat.window.deal_end.summary
    if summary is not None and summary.isVisible():
        summary.accept()


def play_a_whole_game(qtbot, seats, tmp_path):
    host, guest = seats[:2]
    names = [s.name for s in host.controller.table.seats]  # every seat is taken
    assert host.panel.invitation.text().endswith(host.controller.invitation.text) and host.panel.invitation.isVisible()
    assert host.seat_lines() == [f"{s.name} (computer)" if s.kind == "ai" else s.name
                                 for s in host.controller.table.seats]
    assert not guest.panel.start_button.isVisible()
    host.panel.copy_button.click()
    assert QApplication.clipboard().text() == host.controller.invitation.text
    assert host.window.announcer.last() == "The invitation was copied."
    # each is told what the table waits for: the host for himself, a friend for the host
    assert host.window.bar.prompt.text() == "Everyone is seated: start the game when you are ready."
    assert guest.window.bar.prompt.text() == "Waiting for the host to start the game."
    host.panel.start_button.click()
    qtbot.waitUntil(lambda: all(s.view is not None for s in seats), timeout=10000)
    for s in seats:  # each sees its own hand, and no one else's
        assert s.view.seat == s.seat and s.view.hand and set(map(str, s.view.hand)) <= set(s.window.scene.cards)
    guest.panel.chat_edit.setText("good luck!")
    guest.panel.chat_edit.returnPressed.emit()
    for s in seats:
        chat = s.panel.chat_log
        qtbot.waitUntil(lambda chat=chat: chat.count() > 0, timeout=5000)
        assert chat.item(chat.count() - 1).text() == f"{names[guest.seat]}: good luck!"
        assert f"{names[guest.seat]}: good luck!" in s.window.announcer.said  # a screen reader hears it
    try:
        qtbot.waitUntil(lambda: any(s.view.to_move == s.seat for s in seats), timeout=10000)
    except qtbot.TimeoutError:
        pytest.fail("no person's turn came: " + " | ".join(s.describe() for s in seats))
    mover = next(s for s in seats if s.view.to_move == s.seat)
    mover.window.bar.hint_button.click()  # the coach works at a network table too, from the seat's own view
    qtbot.waitUntil(lambda: mover.window.statusBar().currentMessage().startswith("Hint: "), timeout=20000)
    players = {s: make_player("easy", i) for i, s in enumerate(seats)}
    acted = {}
    summaries = {s: 0 for s in seats}

    def play_on() -> bool:
        for s, player in players.items():
            summary = s.window.deal_end.summary
            if summary is not None and summary.isVisible():
                summaries[s] += 1
                summary.accept()
                continue
            view = s.view
            mine = view is not None and view.to_move == s.seat and bool(view.legal) and s.window.scene.interactive
            if mine and acted.get(s) != (view.deal_number, len(view.history)):
                acted[s] = (view.deal_number, len(view.history))
                action = player.choose(view)
                scene = s.window.scene
                if action.kind == "play" and Action("meld", None, action.card) not in view.legal:
                    if len(view.history) % 2:
                        scene.card_activated.emit(action.card)  # a double-click on the card
                    else:
                        scene.card_dropped.emit(action.card, "table", 0)  # dragged onto the table
                elif action.kind == "give":
                    scene.card_dropped.emit(action.card, "seat", action.value)  # onto the name of the seat
                else:
                    s.window.bar.action_chosen.emit(action)  # a button of the action bar
        return all(s.record is not None for s in seats)

    qtbot.waitUntil(play_on, timeout=120000)
    assert all(s.record == host.record for s in seats)
    assert all(n >= 1 for n in summaries.values()) or len(host.record["deals"]) == 1  # each deal's summary
    assert remembered_seats.remembered() == []  # a finished table is not offered for rejoining
    # the game's end as a solo game ends: the game-over dialog, with no "Play again" at a network table
    from tysiac_desktop.dialogs import GameOverDialog

    qtbot.waitUntil(lambda: any(d.isVisible() for d in guest.window.findChildren(GameOverDialog)), timeout=5000)
    over = next(d for d in guest.window.findChildren(GameOverDialog) if d.isVisible())
    assert not over.again_button.isVisible()
    over.close()
    # "Review my play": the coach on the finished game's record, of this seat's own decisions
    panel = guest.panel
    assert panel.review_button.isVisible() and panel.review_button.text() == "Review my play"
    assert panel.review_deal.count() == len(host.record["deals"])
    panel.review_deal.setCurrentIndex(0)
    panel.review_button.click()
    deal_end = guest.window.deal_end
    qtbot.waitUntil(lambda: deal_end.coach_dialog is not None, timeout=60000)
    assert deal_end.coach_dialog.analysis.seat == guest.seat and deal_end.coach_dialog.isVisible()
    assert panel.review_button.isEnabled()
    deal_end.coach_dialog.close()
    path = tmp_path / "network-game.json"
    guest.controller.export_record(str(path))
    game = load_game(path.read_text(encoding="utf-8"))
    assert game.is_over and [s.name for s in game.seats] == names


@pytest.fixture
def short_grace(monkeypatch):
    """The away countdown of the app's own server: 3 s instead of a minute."""
    from tysiac_desktop.network import session

    monkeypatch.setattr(session, "AWAY_GRACE_SECONDS", 3.0)


def test_an_away_friend_is_waited_for_and_the_host_may_let_the_computer_play(qtbot, short_grace, tables):
    host, guest = tables
    host.panel.start_button.click()
    qtbot.waitUntil(lambda: guest.view is not None, timeout=10000)
    guest.close()
    qtbot.waitUntil(lambda: "Bolek (away)" in host.seat_lines(), timeout=10000)
    assert "Bolek (away)" in host.window.announcer.said  # told, not only shown in the panel
    player = make_player("easy", 3)
    acted, told = {}, []
    host.controller.illegal_action.connect(told.append)  # a move refused is the host's to make again
    host.controller.error.connect(told.append)

    def until_bolek_is_to_move() -> bool:
        view = host.view
        if view.to_move == 1:
            return True
        # a deal over before Bolek's turn (a redeal the host asked for): its summary's Next deal
        if host.controller.next_deal():
            return False
        if view.to_move == 0 and (acted.get("at") != len(view.history) or len(told) > acted.get("told", 0)):
            acted["at"], acted["told"] = len(view.history), len(told)
            host.window.bar.action_chosen.emit(player.choose(view))
        return False

    try:
        qtbot.waitUntil(until_bolek_is_to_move, timeout=20000)
    except qtbot.TimeoutError:
        pytest.fail(f"Bolek's turn did not come: {host.describe()}; told {told}")
    qtbot.waitUntil(lambda: host.panel.hand_button.isVisible(), timeout=5000)
    counting = host.window.bar.prompt.text()
    if "the computer may play for them in 0:0" in counting:  # the countdown everyone sees, then the button
        assert counting.startswith("Waiting for Bolek to come back (away 0:") and not host.panel.hand_button.isEnabled()
    qtbot.waitUntil(host.panel.hand_button.isEnabled, timeout=6000)
    qtbot.waitUntil(lambda: "may play" not in host.window.bar.prompt.text(), timeout=3000)
    assert host.window.bar.prompt.text().startswith("Waiting for Bolek to come back (away 0:")
    assert host.panel.hand_button.text() == "Let the computer play for Bolek"
    moves = len(host.view.history)
    host.panel.hand_button.click()
    qtbot.waitUntil(lambda: host.view.to_move != 1 or len(host.view.history) > moves, timeout=10000)
    assert "Bolek (away, the computer plays)" in host.seat_lines()
    assert "Bolek (away, the computer plays)" in host.window.announcer.said


def play_some_moves(qtbot, seats, moves: int = 6) -> None:
    players = {s: make_player("easy", i) for i, s in enumerate(seats)}
    acted = {}

    def some_moves() -> bool:
        for s, player in players.items():
            accept_dialogs(s)
            view = s.view
            if view.to_move == s.seat and view.legal and acted.get(s) != (view.deal_number, len(view.history)):
                acted[s] = (view.deal_number, len(view.history))
                s.window.bar.action_chosen.emit(player.choose(view))
        return len(seats[-1].view.history) >= moves

    try:
        qtbot.waitUntil(some_moves, timeout=20000)
    except qtbot.TimeoutError:
        pytest.fail("the moves were not made: " + " | ".join(s.describe() for s in seats))

    def settled() -> bool:
        """Every window at the same position, with a person to move who has not moved there yet:
        the computer at the third seat moves by itself (it may end the deal a moment later), a move
        sent has landed, and a deal that ended is summed up and the next one shown."""
        for s in seats:
            accept_dialogs(s)
        views = [s.view for s in seats]
        if any(v is None for v in views) or len({(v.deal_number, len(v.history)) for v in views}) > 1:
            return False
        mover = next((s for s in seats if s.seat == views[0].to_move), None)
        return mover is not None and acted.get(mover) != (views[0].deal_number, len(views[0].history))

    try:
        qtbot.waitUntil(settled, timeout=20000)
    except qtbot.TimeoutError:
        pytest.fail("the windows did not settle: " + " | ".join(s.describe() for s in seats))


def table_position(seat: AtTable) -> tuple[int, int]:
    return seat.view.deal_number, len(seat.view.history)


def test_a_host_back_after_a_minute_resumes_the_table_and_the_friend_comes_back_by_himself(
        qtbot, window, monkeypatch):
    from tysiac_desktop.network import session

    monkeypatch.setattr(session, "REJOIN_DELAYS", (0.5, 1.0, 2.0))  # the last pause repeats (30 s in the app)
    menu = window.network
    menu.offer_rejoin()
    assert menu.rejoin_actions == []  # offered only for a table this app still sits at
    host, guest = seat_windows(qtbot, window)
    host.panel.start_button.click()
    qtbot.waitUntil(lambda: guest.view is not None and host.view is not None, timeout=10000)
    play_some_moves(qtbot, [host, guest])
    position = table_position(guest)
    code = host.controller.invitation.code
    window.leave_table()  # the host's app is gone, its server with it
    qtbot.waitUntil(lambda: guest.controller.connection == "reconnecting", timeout=10000)
    assert guest.panel.try_button.isVisible()
    qtbot.wait(60_000)  # a minute away: the friend keeps trying
    assert guest.controller.connection == "reconnecting"
    assert guest.window.bar.prompt.text().startswith("Reconnecting…")
    menu.offer_rejoin()
    # (both windows keep their seats in this test's one data folder; two apps would have one each)
    mine = [a for a in menu.rejoin_actions if a.text() == "Rejoin the table with Bolek and Robot"]
    assert len(mine) == 1
    mine[0].trigger()
    back = AtTable(window)
    qtbot.waitUntil(lambda: back.view is not None, timeout=10000)
    assert (back.view.deal_number, len(back.view.history)) == position and back.seat == 0
    assert back.controller.is_host and back.panel.invitation.text().endswith(code)
    # the friend's app rejoins by itself, at the same position
    qtbot.waitUntil(lambda: back.seat_lines() == ["Ala", "Bolek", "Robot (computer)"], timeout=20000)
    qtbot.waitUntil(lambda: guest.controller.connection == "connected", timeout=10000)
    assert (guest.view.deal_number, len(guest.view.history)) == position
    back.close()
    guest.close()


def test_a_friend_whose_app_restarts_is_offered_the_table_and_rejoins_where_it_was(qtbot, window):
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    from tysiac_desktop.start import offer_rejoin

    host, guest = seat_windows(qtbot, window)
    host.panel.start_button.click()
    qtbot.waitUntil(lambda: guest.view is not None and host.view is not None, timeout=10000)
    play_some_moves(qtbot, [host, guest])
    mine = next(s for s in remembered_seats.remembered() if s.token == guest.controller.token)
    guest.controller.session.close()  # the friend's app is killed: nothing said to the table
    guest.window.close()
    qtbot.waitUntil(lambda: "Bolek (away)" in host.seat_lines(), timeout=10000)
    qtbot.wait(500)  # the computer's move, if it was its turn
    accept_dialogs(host)
    qtbot.wait(300)
    position = table_position(host)  # the table waits for Ala or Bolek now
    remembered_seats.forget(mine.code)  # as the friend's own data folder has it: only his seat
    remembered_seats.remember(mine)
    restarted = friend_window(qtbot, window)

    def answer() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        button = next(b for b in box.buttons() if b.text() == "Rejoin the table with Ala and Robot")
        button.click()

    QTimer.singleShot(100, answer)
    assert offer_rejoin(restarted)
    back = AtTable(restarted)
    qtbot.waitUntil(lambda: back.view is not None, timeout=10000)
    assert (back.view.deal_number, len(back.view.history)) == position and back.seat == guest.seat
    qtbot.waitUntil(lambda: host.seat_lines() == ["Ala", "Bolek", "Robot (computer)"], timeout=10000)
    back.close()
    host.close()


def test_joining_again_under_the_same_name_comes_back_to_the_seat(qtbot, window, tables):
    host, guest = tables
    invitation = loopback(host.controller.invitation)
    token = guest.controller.token
    guest.window.leave_table()
    qtbot.waitUntil(lambda: "Bolek (away)" in host.seat_lines(), timeout=10000)
    again = guest.window.network.join(invitation, "Bolek")
    qtbot.waitUntil(lambda: again.connection == "connected", timeout=10000)
    assert again.token == token and again.seat == 1
    assert again is guest.window.network.join(invitation, "Bolek")  # already there: the same table
    again.close()


def test_a_pasted_invitation_fills_the_join_dialog_and_a_wrong_one_is_said_at_once(qtbot, window):
    from tysiac_desktop.network.menu import JoinDialog

    dialog = JoinDialog(window)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.code.setText("Come and play: tysiac://192.168.1.20:8765/7KQ2MZ7KQ2MZ7KQ2MZ7KQ2MZ7K !")
    assert dialog.address.text() == "tysiac://192.168.1.20:8765" and dialog.code.text() == "7KQ2MZ7KQ2MZ7KQ2MZ7KQ2MZ7K"
    dialog.name.setText("Zosia")
    assert dialog.buttons.button(dialog.buttons.StandardButton.Ok).isEnabled()
    assert dialog.invitation().url == "ws://192.168.1.20:8765/7KQ2MZ7KQ2MZ7KQ2MZ7KQ2MZ7K"
    dialog.address.setText("192.168.1.20:99999")
    assert dialog.problem.text() == "The port is a number from 1 to 65535." and dialog.problem.isVisible()
    assert dialog.announcer.last() == "The port is a number from 1 to 65535."  # heard, not only shown
    assert not dialog.buttons.button(dialog.buttons.StandardButton.Ok).isEnabled()
    dialog.address.setText("wss://tysiac.example.org/t/7KQ2MZ7KQ2MZ7KQ2MZ7KQ2MZ7K")
    assert dialog.address.text() == "wss://tysiac.example.org/t" and not dialog.problem.isVisible()


def test_a_wrong_code_or_port_is_said_at_once(qtbot, window, tables):
    host, _ = tables
    other = friend_window(qtbot, window)
    wrong_code = Server("tysiac", "127.0.0.1", host.controller.invitation.server.port).invitation("2" * 26)
    table = other.network.join(wrong_code, "Zosia")
    qtbot.waitUntil(lambda: table.connection == "no_table", timeout=5000)
    assert other.bar.prompt.text().startswith("The server has no table with this code")
    closed_port = Server("tysiac", "127.0.0.1", 1).invitation("2" * 26)
    table = other.network.join(closed_port, "Zosia")
    qtbot.waitUntil(lambda: table.connection == "connect", timeout=5000)
    assert other.bar.prompt.text() == "Cannot reach the table. Check the address and your network."
    table.close()


def test_a_card_dragged_onto_the_table_out_of_turn_goes_back(qtbot, tables):
    host, guest = tables
    host.panel.start_button.click()
    qtbot.waitUntil(lambda: host.view is not None and guest.view is not None, timeout=10000)
    # a person to move (the computer at the third seat would move by itself during the wait below)
    qtbot.waitUntil(lambda: host.view.to_move in (host.seat, guest.seat), timeout=10000)
    idle = guest if host.view.to_move == host.seat else host
    moves = len(host.view.history)
    idle.window.scene.card_dropped.emit(idle.view.hand[0], "table", 0)  # not its turn: nothing is sent
    qtbot.wait(300)
    assert len(host.view.history) == moves


def test_leaving_the_table_brings_back_the_local_game(qtbot, window, tables):
    host, _ = tables
    assert window.act_leave.isVisible()
    window.act_leave.trigger()
    assert window.controller is not host.controller and not window.controller.remote
    assert window.network_dock is None and not window.act_leave.isVisible()
    assert window.windowTitle() == "Tysiąc"


def test_the_network_table_speaks_the_language_chosen_while_it_is_open(qtbot, tables):
    from PySide6.QtWidgets import QApplication

    from tysiac_desktop.languages import Translators

    host, guest = tables
    translators = Translators(QApplication.instance())
    try:
        translators.switch("da")
        qtbot.waitUntil(lambda: host.panel.start_button.text() == "Start spillet", timeout=5000)  # an event
        invitation = host.panel.invitation.text()
        assert invitation.startswith("Invitation: ") and invitation.endswith(host.controller.invitation.text)
        assert guest.window.bar.prompt.text() == "Venter på, at værten starter spillet."
        translators.switch("pl")
        qtbot.waitUntil(lambda: host.seat_lines() == ["Ala", "Bolek", "Robot (komputer)"], timeout=5000)
    finally:
        translators.switch("en")
    qtbot.waitUntil(lambda: host.panel.start_button.text() == "Start the game", timeout=5000)


def test_a_table_hosted_on_a_table_server_is_played_there_and_the_host_may_leave_and_rejoin(
        qtbot, window, tmp_path):
    """Host a table → On a table server: the table is made on a `serve` process (loopback), which
    deals and keeps it; the host is a player like the friends, his app may close and rejoin."""
    from ..net.util import server_process

    proc, port = server_process(0, tmp_path / "state")
    try:
        server = Server("ws", "127.0.0.1", port)
        overrides, plans = TABLES["three"]
        host = window.network.host("Ala", plans, "polish", {**overrides, **SHORT}, server=server)
        quiet(window)
        qtbot.waitUntil(lambda: host.connection == "connected", timeout=10000)
        assert window.preferences.table_server == "ws://127.0.0.1:%d" % port  # offered again next time
        invitation = host.invitation
        assert invitation.server == server and invitation.text.startswith(f"ws://127.0.0.1:{port}/")
        friend = friend_window(qtbot, window)
        friend.network.join(invitation, "Bolek")
        quiet(friend)
        seats = [AtTable(window), AtTable(friend)]
        qtbot.waitUntil(lambda: seats[0].panel.start_button.isEnabled(), timeout=10000)
        seats[0].panel.start_button.click()
        qtbot.waitUntil(lambda: all(s.view is not None for s in seats), timeout=10000)
        play_some_moves(qtbot, seats)
        position = table_position(seats[1])
        window.leave_table()  # the host goes; the table stays on the server
        qtbot.waitUntil(lambda: "Ala (away)" in seats[1].seat_lines(), timeout=10000)
        assert seats[1].controller.connection == "connected"
        window.network.offer_rejoin()
        mine = [a for a in window.network.rejoin_actions if a.text() == "Rejoin the table with Bolek and Robot"]
        mine[0].trigger()
        back = AtTable(window)
        qtbot.waitUntil(lambda: back.view is not None, timeout=10000)
        assert table_position(back) == position and back.controller.is_host
        qtbot.waitUntil(lambda: back.seat_lines() == ["Ala", "Bolek", "Robot (computer)"], timeout=10000)
        back.close()
        seats[1].close()
    finally:
        proc.terminate()
        proc.wait(10)


def test_hosting_on_a_table_server_checks_its_address_in_the_dialog(qtbot, window):
    from tysiac_desktop.dialogs.new_game import NewGameDialog

    dialog = NewGameDialog(window, hosting=True)
    qtbot.addWidget(dialog)
    dialog.show()
    where = dialog.where
    assert where.here.isChecked() and dialog.table_server() is None
    where.on_server.setChecked(True)
    assert not dialog.ok_button.isEnabled() and where.problem_label.isVisible()
    where.address.setText("wss://tysiac.example.org/t")
    assert dialog.ok_button.isEnabled() and dialog.table_server().text == "wss://tysiac.example.org/t"
    where.address.setText("wss://tysiac.example.org:70000")
    assert not dialog.ok_button.isEnabled() and where.problem_label.text() == "The port is a number from 1 to 65535."


def answer_closing(qtbot, window, button: str) -> str:
    """Close the window of a served table and answer the question it asks (``button``: its name);
    returns the question."""
    from PySide6.QtWidgets import QMessageBox

    window.close()
    box = window.question_box
    qtbot.waitUntil(box.isVisible, timeout=3000)
    text = box.text()
    if button == "cancel":
        box.button(QMessageBox.StandardButton.Cancel).click()
    else:
        next(b for b in box.buttons() if b.objectName() == button).click()
    return text


def test_closing_the_hosts_window_asks_and_the_table_ends_only_when_he_says_so(qtbot, window, tables):
    host, guest = tables
    host.panel.start_button.click()
    qtbot.waitUntil(lambda: guest.view is not None, timeout=10000)
    asked = answer_closing(qtbot, window, "cancel")
    assert asked == "Your friends play at the table this computer serves."
    assert window.isVisible() and host.controller.connection == "connected"  # nothing happened
    answer_closing(qtbot, window, "keep-table")
    assert not window.isVisible() and host.controller.connection == "connected"  # still serving
    qtbot.wait(300)
    assert guest.controller.connection == "connected" and "Ala (away)" not in guest.seat_lines()
    window.show()
    answer_closing(qtbot, window, "end-table")
    qtbot.waitUntil(lambda: guest.controller.connection == "ended", timeout=10000)
    assert guest.window.bar.prompt.text() == "The host ended the table." or \
        guest.window.statusBar().currentMessage() == "The host ended the table."
    assert remembered_seats.remembered() == []  # nothing to rejoin


def test_a_seat_that_cannot_be_remembered_is_said_in_the_players_language_and_the_table_plays_on(
        qtbot, window, monkeypatch):
    """A full disk when the seat is kept for rejoining: the player once read the bare system error."""
    def full(seat):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(remembered_seats, "remember", full)
    seats = seat_windows(qtbot, window)
    try:
        host = seats[0]
        told = [text for text in host.window.announcer.said if "could not be remembered" in text]
        assert told and told[-1] == "This table could not be remembered for rejoining: No space left on device"
        assert host.controller.table is not None and host.panel.start_button.isVisible()  # the table plays on
    finally:
        for s in reversed(seats):
            s.close()
