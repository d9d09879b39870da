"""Every deal shape of RULES.md §4–§6 and §9 on the real table: those the table shows are played
with the mouse to the end of a deal; those it cannot show yet are refused, never a crash."""
import pytest
from PySide6.QtWidgets import QPushButton

from tysiac_desktop.controller import GameSetup, SeatSetup
from tysiac_desktop.dialogs.rule_errors import illegal_text
from tysiac_desktop.main_window import MainWindow
from tysiac_desktop.table.layout import table_shows
from tysiac_engine import Game, make_rules
from tysiac_engine.ai.players import make_player
from tysiac_engine.errors import IllegalAction
from tysiac_engine.record import game_to_record

from .test_main_window import human_move

# mode -> (preset, overrides with the player count)
SHOWN = {
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
}
NOT_SHOWN = {
    "draw_stock": ("polish", {"players": 2, "two_player_mode": "draw_stock"}),
    "seven_open_musik": ("polish", {"players": 2, "two_player_mode": "seven_open_musik"}),
    "ru_open_closed": ("russian", {"players": 2, "two_player_mode": "ru_open_closed"}),
}


@pytest.fixture
def window(qtbot, monkeypatch, tmp_path):
    monkeypatch.setenv("TYSIAC_HOME", str(tmp_path))
    win = MainWindow()
    win.set_speed("off")
    win.controller.ai_delay_ms = 0
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    yield win
    win.controller.close()


def mode_setup(preset, overrides, seed):
    n = overrides["players"]
    seats = [SeatSetup(name="H0", kind="human")] + [SeatSetup(name=f"C{i}", kind="ai", level="easy")
                                                     for i in range(1, n)]
    rest = {k: v for k, v in overrides.items() if k != "players"}
    return GameSetup(players=n, seats=seats, preset=preset, overrides=rest, seed=seed)


def check_table(window, view):
    """What lies on the table is the view: my cards face up, the others' as backs, talons not taken."""
    scene = window.scene
    if not view.hand_hidden:
        assert sorted(scene.my_cards) == sorted(str(c) for c in view.hand)
    for seat in range(view.rules.players):
        if seat != 0 or view.hand_hidden:
            backs = [b for b in scene.backs.get(f"hand{seat}", []) if b.isVisible()]
            assert len(backs) == (view.hand_sizes[seat] if seat in view.active else 0), seat
    if view.phase in ("auction", "musik"):
        untaken = sum(size for i, size in enumerate(view.shape.talons) if i not in view.taken)
        assert len(scene.backs.get("musik", [])) == untaken


@pytest.mark.parametrize("mode", sorted(SHOWN))
def test_the_table_plays_a_deal_of_every_mode_it_shows(qtbot, window, mode):
    preset, overrides = SHOWN[mode]
    rules = make_rules(preset, overrides)
    assert rules.shape.mode == mode and table_shows(rules.shape)
    window.start_game(mode_setup(preset, overrides, seed=5))
    game = window.controller.game
    bot = make_player("easy", seed=1)
    done = []
    window.controller.deal_finished.connect(done.append)
    for _ in range(1500):
        if done and done[-1].outcome.played:
            break
        if done:  # a redeal, bomb or concession: the next deal
            qtbot.waitUntil(lambda: window._summary is not None and window._summary.isVisible(), timeout=5000)
            window._summary.accept()
            qtbot.waitUntil(lambda: game.current is not None, timeout=5000)
            done.clear()
            continue
        if game.to_move == 0 and window.controller.current_human() == 0:
            view = window.controller.view_for(0)
            check_table(window, view)
            before = len(game.current.history)
            human_move(qtbot, window, 0, bot)
            qtbot.waitUntil(lambda: game.current is None or len(game.current.history) > before, timeout=5000)
        else:
            qtbot.wait(5)
    assert done and done[-1].outcome.played, f"{mode}: no deal was played out"
    qtbot.waitUntil(lambda: window._summary is not None and window._summary.isVisible(), timeout=5000)
    summary = window._summary
    text = " ".join(label.text() for label in summary.findChildren(type(summary.title_label)))
    if not rules.shape.has_declarer:
        assert "Everyone played for their own points" in text and "Nobody played a contract" in text
    reviews = [b for b in summary.findChildren(QPushButton) if b.text() == "What could the declarer make?"]
    assert bool(reviews) == rules.shape.has_declarer
    window.show_sheet()  # the score sheet and the rules help read every mode
    window.show_rules()


@pytest.mark.parametrize("mode", sorted(NOT_SHOWN))
def test_a_saved_game_the_table_cannot_show_is_refused_not_shown(qtbot, window, mode):
    preset, overrides = NOT_SHOWN[mode]
    rules = make_rules(preset, overrides)
    assert rules.shape.mode == mode and not table_shows(rules.shape)
    game = Game(rules, [f"P{i}" for i in range(rules.players)], seed=3, preset=preset)
    errors = []
    window.controller.error.connect(errors.append)
    assert window.controller.resume(game_to_record(game)) is False
    assert window.controller.game is None
    [text] = errors
    assert text.startswith("The saved game could not be resumed: this version's table cannot show this game yet")


def test_a_dark_bidder_sees_the_backs_of_its_cards_until_it_has_chosen(qtbot, window):
    for seed in range(40):
        window.start_game(mode_setup("russian", {"players": 3, "dark_bid": True}, seed))
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
    backs = [b for b in window.scene.backs.get("hand0", []) if b.isVisible()]
    assert len(backs) == view.hand_sizes[0] == 7
    tokens = {b.property("token") for b in window.bar.controls if isinstance(b, QPushButton)}
    assert {"dark", "bid 100"} <= tokens


def test_the_new_refusals_are_worded():
    """A refusal the engine can give in the new modes is a sentence of its own, not the generic one."""
    from tysiac_desktop.dialogs.rule_errors import MOVES

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
