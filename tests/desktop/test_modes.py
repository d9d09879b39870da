"""Every deal shape of RULES.md §4–§6 and §9 on the real table, played with the mouse to the end
of a deal against computer players."""
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from tysiac_desktop.controller import GameSetup

from tysiac_engine.game import Seat
from tysiac_desktop.wording.rule_errors import illegal_text
from tysiac_engine import Game, make_rules
from tysiac_engine.ai.players import make_player
from tysiac_engine.errors import IllegalAction, TysiacError
from tysiac_engine.record import game_to_record
from tysiac_desktop.table.keys import ASIDE, STOCK, PileKey

from .test_main_window import double_click, human_move, seen_musik

# mode -> (preset, overrides with the player count)
MODES = {
    "three": ("polish", {"players": 3}),
    "three_32": ("russian", {"players": 3, "deck": 32}),
    "dealer_sits_out": ("polish", {"players": 4}),
    "dealer_sits_out_32": ("russian", {"players": 4, "deck": 32}),
    "all_play_6": ("polish", {"players": 4, "four_player_mode": "all_play_6"}),
    "teams_2v2": ("polish", {"players": 4, "four_player_mode": "teams_2v2"}),
    "musik_2x2": ("polish", {"players": 2}),
    "musik_2x3": ("polish", {"players": 2, "two_player_mode": "musik_2x3"}),
    "twelve_cards": ("polish", {"players": 2, "two_player_mode": "twelve_cards"}),
    "ru_prikup_4": ("russian", {"players": 2}),
    "no_auction": ("russian", {"players": 3, "no_auction": True}),
    "no_auction_32": ("russian", {"players": 4, "no_auction": True, "deck": 32}),
    "draw_stock": ("polish", {"players": 2, "two_player_mode": "draw_stock"}),
    "seven_open_musik": ("polish", {"players": 2, "two_player_mode": "seven_open_musik"}),
    "ru_open_closed": ("russian", {"players": 2, "two_player_mode": "ru_open_closed"}),
}


def mode_setup(preset, overrides, seed):
    n = overrides["players"]
    seats = [Seat(name="H0", kind="human")] + [Seat(name=f"C{i}", kind="ai", level="easy")
                                                     for i in range(1, n)]
    rest = {k: v for k, v in overrides.items() if k != "players"}
    return GameSetup(players=n, seats=seats, preset=preset, overrides=rest, seed=seed)


def check_table(window, view):
    """What lies on the table is the view: my cards face up, the others' as backs, talons not taken."""
    scene = window.scene
    if not view.hand_hidden:
        assert sorted(scene.pile_items(PileKey.hand(view.seat))[i].identity for i in range(len(view.hand))) == \
            sorted(str(c) for c in view.hand)
    for seat in range(view.rules.players):
        if seat != view.seat or view.hand_hidden:
            backs = scene.pile_items(PileKey.hand(seat))
            assert all(b.identity is None and not b.face_up for b in backs)
            assert len(backs) == (view.hand_sizes[seat] if seat in view.active else 0), seat
    if view.phase in ("auction", "musik"):
        untaken = sum(size for i, size in enumerate(view.shape.talons) if i not in view.taken)
        lying = sum(len(scene.pile_items(PileKey.talon(i))) for i in range(len(view.shape.talons))
                    if i not in view.taken)
        assert lying == untaken
    if view.shape.stock:
        assert len(scene.pile_items(STOCK)) == view.stock_size
    for seat, tops in enumerate(view.table):
        for k, up in enumerate(tops):
            items = scene.pile_items(PileKey.table(seat, k))
            assert [i.identity for i in items] == ([None, str(up)] if up is not None else [])


def test_every_mode_of_the_engine_is_here():
    from tysiac_engine.shape import MODES as ENGINE_MODES

    assert set(MODES) == set(ENGINE_MODES)


@pytest.mark.parametrize("mode", sorted(MODES))
def test_the_table_plays_a_deal_of_every_mode(qtbot, window, mode):
    preset, overrides = MODES[mode]
    rules = make_rules(preset, overrides)
    assert rules.shape.mode == mode
    window.session.start_game(mode_setup(preset, overrides, seed=5))
    game = window.controller.game
    bot = make_player("easy", seed=1)
    done = []
    window.controller.deal_finished.connect(done.append)
    for _ in range(1500):
        if done and done[-1].outcome.played:
            break
        if done:  # a redeal, bomb or concession: the next deal
            qtbot.waitUntil(lambda: window.deal_end.summary is not None and window.deal_end.summary.isVisible(), timeout=5000)
            window.deal_end.summary.accept()
            qtbot.waitUntil(lambda: game.current is not None, timeout=5000)
            done.clear()
            continue
        if game.to_move == 0 and window.controller.current_human() == 0:
            qtbot.waitUntil(window.scene.settled, timeout=3000)
            view = window.controller.view_for(0)
            check_table(window, view)
            before = len(game.current.history)
            human_move(qtbot, window, 0, bot)
            qtbot.waitUntil(lambda: game.current is None or len(game.current.history) > before, timeout=5000)
        else:
            qtbot.wait(5)
    assert done and done[-1].outcome.played, f"{mode}: no deal was played out"
    qtbot.waitUntil(lambda: window.deal_end.summary is not None and window.deal_end.summary.isVisible(), timeout=5000)
    summary = window.deal_end.summary
    text = " ".join(label.text() for label in summary.findChildren(type(summary.title_label)))
    if not rules.shape.has_declarer:
        assert "Everyone played for their own points" in text and "Nobody played a contract" in text
    reviews = [b for b in summary.findChildren(QPushButton) if b.text() == "What could the declarer make?"]
    assert bool(reviews) == rules.shape.has_declarer
    window.show_sheet()  # the score sheet and the rules help read every mode
    window.show_rules()


def test_a_dark_bidder_sees_the_backs_of_its_cards_until_it_has_chosen(qtbot, window):
    for seed in range(40):
        window.session.start_game(mode_setup("russian", {"players": 3, "dark_bid": True}, seed))
        game = window.controller.game
        if game.current.first == 0 and game.to_move == 0:  # the human opens the auction (no redeal claim)
            break
    else:
        raise AssertionError("the human never opened the auction")
    qtbot.waitUntil(lambda: bool(window.bar.controls), timeout=5000)
    view = window.controller.view_for(0)
    assert view.hand_hidden and view.hand == ()
    window.refresh(animate=False)
    assert window.scene.my_cards == []
    backs = window.scene.pile_items(PileKey.hand(0))
    assert len(backs) == view.hand_sizes[0] == 7 and not any(b.face_up or b.identity for b in backs)
    tokens = {str(b.property("action")) for b in window.bar.controls if isinstance(b, QPushButton)}
    assert {"dark", "bid 100"} <= tokens


def test_the_new_refusals_are_worded():
    """A refusal the engine can give in the new modes is a sentence of its own, not the generic one."""
    from tysiac_desktop.wording.rule_errors import MOVES

    generic = MOVES["legal_actions"]
    cases = {
        "claim_tricks": IllegalAction("x", "claim_tricks", {"kind": "claim", "possible": ["play"]}),
        "claim_unbeatable": IllegalAction("x", "claim_unbeatable", {"kind": "claim", "possible": ["play"]}),
        "claim_lead": IllegalAction("x", "claim_lead", {"kind": "claim", "possible": ["play"]}),
        "claim_cards_left": IllegalAction("x", "claim_cards_left", {"kind": "claim", "possible": ["play"]}),
        "meld_on_someone": IllegalAction("x", "meld_on_someone", {"kind": "meld", "card": "KH"}),
        "no_meld_first_trick": IllegalAction("x", "no_meld_first_trick", {"kind": "meld", "card": "QH"}),
        "bombs_per_player": IllegalAction("x", "bombs_per_player", {"kind": "bomb"}),
        "bid_low": IllegalAction("x", "bid_low", {"kind": "bid", "low": 110, "high": 150, "step": 10}),
        "contract_low": IllegalAction("x", "contract_low", {"kind": "declare", "low": 120, "high": 140}),
        "barrel_must_finish": IllegalAction("x", "barrel_must_finish", {"kind": "declare", "low": 125}),
        "take_twice": IllegalAction("x", "take_twice", {"kind": "take"}),
        "give_once": IllegalAction("x", "give_once", {"kind": "give", "card": "9S"}),
    }
    for rule, exc in cases.items():
        text = illegal_text(exc)
        assert text != generic and "{" not in text, (rule, text)
    assert "110" in illegal_text(cases["bid_low"]) and "125" in illegal_text(cases["barrel_must_finish"])
    assert illegal_text(IllegalAction("x", "bid_cap", {"kind": "bid"})) == MOVES["bid_cap_none"]
    dark = illegal_text(IllegalAction("x", "dark_bid", {"kind": "bomb"}))
    assert dark == MOVES["dark_deal"]


# ----------------------------------------------------------------- what each seat may see
def faces(window):
    return {item.identity for item in window.scene._items if item.isVisible() and item.face_up}


def public_cards(view):
    cards = {str(c) for c in view.played_cards} | {str(c) for tops in view.table for c in tops if c is not None}
    if view.shape.talons_open:
        cards |= {str(c) for talon in view.musiks for c in talon or ()}
    return cards


def check_privacy(window):
    """Face up lies only what the seat shown may see; under the privacy screen only what everyone sees;
    an unseen card keeps no face at all."""
    controller = window.controller
    game = controller.game
    shown = controller.current_human()
    if window.privacy.isVisible() or shown is None:
        assert faces(window) <= public_cards(controller.view_for(0))
    else:
        view = controller.view_for(shown)
        allowed = public_cards(view) | {str(c) for c in view.hand}
        allowed |= {str(c) for talon in view.musiks for c in talon or ()}
        assert faces(window) <= allowed
    if window.scene.settled():
        assert all(item.card is None for item in window.scene._items if item.identity is None)
    return game


def play_hot_seat_deal(qtbot, window, setup):
    window.session.start_game(setup)
    controller, game = window.controller, window.controller.game
    bots = [make_player("easy", seed=s) for s in range(len(setup.seats))]
    humans = [i for i, s in enumerate(setup.seats) if s.kind == "human"]
    done, screens = [], 0
    controller.deal_finished.connect(done.append)
    for _ in range(3000):
        if done and done[-1].outcome.played:
            break
        if done:
            qtbot.waitUntil(lambda: window.deal_end.summary is not None and window.deal_end.summary.isVisible(), timeout=5000)
            window.deal_end.summary.accept()
            qtbot.waitUntil(lambda: game.current is not None, timeout=5000)
            done.clear()
            continue
        check_privacy(window)
        if window.privacy.isVisible():
            screens += 1
            qtbot.waitUntil(lambda: not window.guard.quiet(), timeout=3000)  # the next player's own click
            qtbot.mouseClick(window.privacy.button, Qt.MouseButton.LeftButton)
            continue
        seat = game.to_move
        if controller.musik_looker() is not None:
            seen_musik(window)
        elif seat in humans and controller.current_human() == seat and window.scene.interactive:
            before = len(game.current.history)
            human_move(qtbot, window, seat, bots[seat])
            qtbot.waitUntil(lambda: game.current is None or len(game.current.history) > before, timeout=5000)
        else:
            qtbot.wait(5)
    assert done and done[-1].outcome.played
    assert screens >= 2  # the screen came up between the humans
    return game


def test_hot_seat_teams_the_partners_never_see_each_others_cards(qtbot, window):
    seats = [Seat(name="Ola", kind="human"), Seat(name="C1", kind="ai", level="easy"),
             Seat(name="Piotr", kind="human"), Seat(name="C3", kind="ai", level="easy")]
    setup = GameSetup(players=4, seats=seats, preset="polish", overrides={"four_player_mode": "teams_2v2"}, seed=8)
    game = play_hot_seat_deal(qtbot, window, setup)
    o = game.results[-1].outcome
    assert o.teams is not None and game.results[-1].score_delta[0] == game.results[-1].score_delta[2]


def test_hot_seat_drawing_from_the_stock_keeps_each_draw_private(qtbot, window):
    seats = [Seat(name="Ola", kind="human"), Seat(name="Piotr", kind="human")]
    setup = GameSetup(players=2, seats=seats, preset="russian", overrides={"two_player_mode": "draw_stock"}, seed=3)
    play_hot_seat_deal(qtbot, window, setup)


def test_hot_seat_four_closed_never_shows_a_face_down_table_card(qtbot, window):
    seats = [Seat(name="Ola", kind="human"), Seat(name="Piotr", kind="human")]
    setup = GameSetup(players=2, seats=seats, preset="russian", overrides={"two_player_mode": "ru_open_closed"},
                      seed=5)
    game = play_hot_seat_deal(qtbot, window, setup)
    assert game.results[-1].outcome.fixed


# ----------------------------------------------------------------- every layout fits every window
@pytest.mark.parametrize("mode", sorted(MODES))
def test_every_layout_keeps_every_card_on_screen(qtbot, window, mode):
    from tysiac_desktop.screenshot import prepared_game, scenes_of

    preset, overrides = MODES[mode]
    rules = make_rules(preset, overrides)
    window.controller.ai_delay_ms = 3_600_000  # nobody moves while we look
    for scene in scenes_of(rules):
        if scene in ("summary", "sheet"):
            continue
        game = prepared_game(4, scene, rules={"preset": preset, "overrides": overrides})
        window.session.resume_record(game_to_record(game))
        window.refresh(animate=False)
        for width, height in ((800, 600), (1280, 800), (1920, 1080)):
            window.resize(width, height)
            qtbot.waitUntil(lambda: window.table.viewport().width() > 0, timeout=2000)
            qtbot.wait(10)
            rect = window.table.viewport().rect()
            cards = [item for item in window.scene._items if item.isVisible()]
            assert cards, (mode, scene)
            for item in cards:
                card = item.mapToScene(item.card_rect()).boundingRect()  # the card itself, not its shadow
                box = window.table.mapFromScene(card).boundingRect()
                assert rect.contains(box), (mode, scene, item.identity, width, height, box, rect)


# ----------------------------------------------------------------- the new piles, one by one
def human_turn(qtbot, window, bot, until, limit=600):
    """Play the human's moves (seat 0) with the mouse until ``until(view)`` holds at its turn."""
    game = window.controller.game
    for _ in range(limit):
        if game.current is not None and game.to_move == 0 and window.scene.interactive:
            qtbot.waitUntil(window.scene.settled, timeout=3000)
            view = window.controller.view_for(0)
            if until(view):
                return view
            before = len(game.current.history)
            human_move(qtbot, window, 0, bot)
            qtbot.waitUntil(lambda: game.current is None or len(game.current.history) > before, timeout=5000)
        elif game.current is None:
            return None
        else:
            qtbot.wait(5)
    return None


def test_the_stock_is_drawn_after_the_trick_winner_first(qtbot, window):
    window.set_speed("normal")
    window.session.start_game(mode_setup("polish", {"players": 2, "two_player_mode": "draw_stock"}, seed=2))
    game = window.controller.game
    scene = window.scene
    bot = make_player("easy", seed=4)
    view = human_turn(qtbot, window, bot, lambda v: len(v.trick) == 1 and v.stock_size > 0)
    assert view is not None
    stock = scene.pile_items(STOCK)
    assert len(stock) == view.stock_size and window.scene.labels[STOCK].text() == f"Stock: {view.stock_size}"
    top_two = stock[-2:]
    starts = {item: item.pos() for item in top_two}
    play = next(a for a in view.legal if a.kind == "play")
    window.controller.ai_delay_ms = 3_600_000  # the other player waits while we watch
    window.controller.trick_hold_ms = 400
    window.controller.play(play)  # the trick is complete: it stays a moment, the stock waits
    assert window.controller.holding_trick and scene.holding
    assert len(scene.pile_items(STOCK)) == view.stock_size
    winner = game.current.completed[-1][2]
    moved_at = {}
    for tick in range(200):
        qtbot.wait(10)
        for item in top_two:
            if item not in moved_at and (item.pos() - starts[item]).manhattanLength() > 2:
                moved_at[item] = tick
        if scene.settled() and not scene.holding and len(moved_at) == 2:
            break
    after = window.controller.view_for(0)
    assert len(scene.pile_items(STOCK)) == after.stock_size == view.stock_size - 2
    mine = scene.pile_items(PileKey.hand(0))
    drawn = [item for item in top_two if item in mine]
    theirs = [item for item in top_two if item in scene.pile_items(PileKey.hand(1))]
    assert len(drawn) == 1 and len(theirs) == 1  # the stock's own cards went into the hands
    assert drawn[0].face_up and drawn[0].identity in {str(c) for c in after.hand}  # face up for its holder
    assert not theirs[0].face_up and theirs[0].identity is None and theirs[0].card is None  # a back for the other
    first, second = (drawn[0], theirs[0]) if winner == 0 else (theirs[0], drawn[0])
    assert moved_at[first] < moved_at[second]  # the trick's winner draws first


def test_melding_on_the_queen_just_played(qtbot, window):
    rules = make_rules("polish", {"players": 4, "four_player_mode": "all_play_6"})
    game = Game(rules, ["You", "Ala", "Bolek", "Cezary"], seed=1, preset="polish", auto_deal=False, first_dealer=2)
    hands = [["KH", "9S", "JS", "QS", "9C", "JC"], ["AH", "TH", "9H", "JH", "KS", "AS"],
             ["TS", "AC", "TC", "KC", "QC", "9D"], ["QH", "JD", "QD", "KD", "TD", "AD"]]
    game.start_deal(hands, dealer=2)
    game.apply_token = None
    from tysiac_engine.actions import as_action

    game.apply(as_action("play QH"))  # Cezary (left of the dealer) leads the queen of hearts
    record = game_to_record(game)
    record["players"] = [{"name": "You", "kind": "human"}] + [
        {"name": n, "kind": "ai", "level": "easy"} for n in ("Ala", "Bolek", "Cezary")]
    window.controller.ai_delay_ms = 3_600_000
    assert window.session.resume_record(record)
    qtbot.waitUntil(lambda: window.scene.interactive, timeout=5000)
    view = window.controller.view_for(0)
    assert "meld KH" in {str(a) for a in view.legal}
    from .test_main_window import card_point

    double_click(qtbot, window, card_point(window, "KH"))
    buttons = {str(b.property("action")): b for b in window.bar.controls if isinstance(b, QPushButton)}
    assert buttons["meld KH"].text() == "Meld on Cezary's queen +100"
    assert "Cezary's queen" in window.bar.prompt.text()
    qtbot.mouseClick(buttons["meld KH"], Qt.MouseButton.LeftButton)
    deal = window.controller.game.current
    assert deal.melds[0] == (0,) and deal.trump == 0
    assert [str(c) for _, c in window.controller.view_for(0).trick] == ["QH", "KH"]


def test_the_prikup_is_picked_with_the_mouse_and_shown_to_the_opponent(qtbot, window):
    for seed in range(30):
        window.session.start_game(mode_setup("russian", {"players": 2}, seed))
        bot = make_player("medium", seed=seed)
        view = human_turn(qtbot, window, bot, lambda v: v.phase == "musik" and any(a.kind == "take" for a in v.legal))
        if view is not None:
            break
    else:
        pytest.fail("the human never won the auction")
    scene = window.scene
    first = scene.pile_items(PileKey.talon(2))[0]
    double_click(qtbot, window, window.table.mapFromScene(first.scenePos()))  # a double-click picks it
    assert window.controller.view_for(0).taken == (2,)
    assert first in scene.pile_items(PileKey.hand(0)) and first.face_up
    second = scene.pile_items(PileKey.talon(0))[0]
    start = window.table.mapFromScene(second.scenePos())
    end = window.table.mapFromScene(scene.hand_point())
    viewport = window.table.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for step in range(1, 9):
        qtbot.mouseMove(viewport, start + (end - start) * step / 8)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)  # a drag to the hand picks the next
    assert window.controller.view_for(0).taken == (2, 0)
    other = window.controller.view_for(1)
    assert other.musiks[2] is not None and other.musiks[0] is not None  # both shown to the opponent
    opponent = scene.contents(other, 1)
    assert opponent[PileKey.talon(2)] == [(str(other.musiks[2][0]), True)]
    assert opponent[PileKey.talon(0)] == [(str(other.musiks[0][0]), True)]
    assert len(opponent[PileKey.talon(1)]) == len(opponent[PileKey.talon(3)]) == 1
    assert opponent[PileKey.talon(1)][0] == (None, False)


def test_a_table_pile_card_is_played_and_uncovers_the_card_under_it(qtbot, window):
    window.session.start_game(mode_setup("russian", {"players": 2, "two_player_mode": "ru_open_closed"}, seed=6))
    bot = make_player("easy", seed=1)
    scene = window.scene

    def table_card_legal(view):
        tops = {str(c) for c in view.table[0] if c is not None}
        return any(a.kind == "play" and str(a.card) in tops for a in view.legal)

    view = human_turn(qtbot, window, bot, table_card_legal)
    assert view is not None
    k, code = next((k, str(c)) for k, c in enumerate(view.table[0])
                   if c is not None and f"play {c}" in {str(a) for a in view.legal})
    pile = scene.pile_items(PileKey.table(0, k))
    under = pile[0]
    assert [i.identity for i in pile] == [None, code] and not under.face_up and code in scene.my_cards
    from .test_main_window import card_point

    double_click(qtbot, window, card_point(window, code))
    qtbot.waitUntil(scene.settled, timeout=3000)
    after = window.controller.view_for(0)
    assert code in {str(c) for _, c in after.trick} or code in {str(c) for _, cs, _ in after.tricks for _, c in cs}
    assert scene.pile_items(PileKey.table(0, k)) == []
    assert under in scene.pile_items(PileKey.hand(0)) and under.face_up  # the uncovered card, into my hand face up
    assert under.identity in {str(c) for c in after.hand} - {str(c) for c in view.hand}
    other = scene.contents(window.controller.view_for(1), 1)
    assert all(code is None for code, _ in other[PileKey.hand(0)])  # for the other player it is one more back


# ----------------------------------------------------------------- the layouts, from the deal's shape
@pytest.mark.parametrize("mode", sorted(MODES))
def test_the_piles_come_from_the_deal_shape(mode):
    from tysiac_desktop.table.layout import W, H, table_layout

    preset, overrides = MODES[mode]
    shape = make_rules(preset, overrides).shape
    for bottom in range(shape.players):
        layout = table_layout(shape, bottom)
        kinds = [spec.kind for spec in layout.piles.values()]
        assert kinds.count("hand") == kinds.count("trick") == kinds.count("taken") == shape.players
        assert kinds.count("talon") == len(shape.talons)
        assert (STOCK in layout.piles) == bool(shape.stock)
        assert kinds.count("table") == shape.players * shape.table_piles
        assert (ASIDE in layout.piles) == (shape.passing == "discard" or len(shape.talons) > shape.takes)
        assert layout.seats[bottom].side == "bottom"
        if shape.teams is not None:
            assert layout.seats[shape.partner(bottom)].side == "top"  # my partner sits opposite
        for spec in layout.piles.values():  # every pile lies on the table (card units)
            assert 0 < spec.pos[0] < W and 0 < spec.pos[1] < H, spec


def test_any_mode_can_be_drawn_from_the_command_line(qtbot, tmp_path, monkeypatch):
    from tysiac_desktop.screenshot import rules_spec, take_screenshot

    monkeypatch.setenv("TYSIAC_HOME", str(tmp_path / "home"))
    spec = rules_spec('{"preset": "polish", "overrides": {"players": 2, "two_player_mode": "seven_open_musik"}}')
    assert spec["overrides"]["two_player_mode"] == "seven_open_musik"
    path = tmp_path / "open.png"
    assert take_screenshot(str(path), 7, (1280, 800), "auction", rules=spec) == 0
    assert path.stat().st_size > 10_000
    no_musik = rules_spec('{"preset": "polish", "overrides": {"players": 2, "two_player_mode": "draw_stock"}}')
    assert take_screenshot(str(tmp_path / "none.png"), 7, (1280, 800), "musik", rules=no_musik) == 2
    with pytest.raises(ValueError):
        rules_spec('{"preset": "polish", "rules": {}}')
    with pytest.raises(TysiacError):  # the engine's refusal of the rules
        rules_spec('{"preset": "polish", "overrides": {"players": 2, "deck": 32}}')
