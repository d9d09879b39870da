"""Preferences: stored safely, applied at once, remembered across a restart."""
import json

import pytest
from PySide6.QtWidgets import QPushButton

from tysiac_desktop import storage
from tysiac_desktop.languages import Translators
from tysiac_desktop.controller import GameController, GameSetup
from tysiac_engine.game import Seat
from tysiac_desktop.main_window import MainWindow
from tysiac_desktop.settings import (SETTINGS_VERSION, HouseRules, Preferences, load_preferences,
                                     save_preferences)

CHANGED = Preferences(language="pl", deck="svg-cards", four_colour=True, animation="off", pace="slow",
                      auto_play_single=True, confirm_play=True, table_colour="#1d4e7a",
                      house_rules=HouseRules(preset="russian", overrides={"bid_step": 5}))


def good_doc(**preferences):
    return {"format": "tysiac-settings", "version": SETTINGS_VERSION,
            "preferences": {**Preferences().model_dump(mode="json"), **preferences}}


# ----------------------------------------------------------------- the file
def test_saved_preferences_load_back_identically():
    save_preferences(CHANGED)
    loaded, problem = load_preferences()
    assert problem is None and loaded == CHANGED


def test_no_file_means_defaults_without_a_message():
    assert load_preferences() == (Preferences(), None)


def test_writing_leaves_no_temporary_file():
    save_preferences(CHANGED)
    save_preferences(Preferences())
    assert [p.name for p in storage.config_dir().iterdir()] == ["settings.json"]


BAD_FILES = {
    "random bytes": (b"\x00\xff\xfe garbage \x80", "not_json"),
    "truncated": (json.dumps(good_doc()).encode()[:40], "not_json"),
    "NaN, which JSON does not have": (json.dumps(good_doc())[:-1].encode() + b', "volume": NaN}', "not_json"),
    "empty": (b"", "empty"),
    "a list": (b"[1, 2, 3]", "foreign"),
    "another program's": (json.dumps({"format": "other", "version": 1}).encode(), "foreign"),
    "from a newer version": (json.dumps({**good_doc(), "version": SETTINGS_VERSION + 1}).encode(), "newer"),
    "version a string": (json.dumps({**good_doc(), "version": "1"}).encode(), "bad_version"),
    "unknown language": (json.dumps(good_doc(language="xx")).encode(), "bad_value"),
    "hostile colour": (json.dumps(good_doc(table_colour="red; background: url(x)")).encode(), "bad_value"),
    "deck path": (json.dumps(good_doc(deck="../../etc/passwd")).encode(), "bad_value"),
    "unknown key": (json.dumps(good_doc(run="rm -rf /")).encode(), "bad_value"),
    "deep nesting": (b'{"format": "tysiac-settings", "version": 1, "preferences": '
                     + b"[" * 100_000 + b"]" * 100_000 + b"}", "too_large"),
    "huge": (b" " * 200_000 + b"{}", "too_large"),
    "bad house rules": (json.dumps(good_doc(house_rules={"preset": "polish", "overrides": 5})).encode(),
                        "bad_value"),
    "unplayable house rules": (json.dumps(good_doc(house_rules={"preset": "polish", "overrides": {"bid_step": 7}}))
                               .encode(), "bad_value"),
    "unknown rule": (json.dumps(good_doc(house_rules={"preset": "polish", "overrides": {"free_beer": True}}))
                     .encode(), "bad_value"),
}


@pytest.mark.parametrize("name", BAD_FILES)
def test_a_bad_settings_file_is_kept_aside_and_defaults_are_used(name):
    data, reason = BAD_FILES[name]
    path = storage.settings_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(data)
    preferences, problem = load_preferences()
    assert preferences == Preferences()
    assert problem is not None and problem.reason == reason
    assert not path.exists()
    assert problem.kept_as is not None and problem.kept_as.read_bytes() == data  # nothing lost
    assert problem.kept_as.parent == path.parent
    save_preferences(CHANGED)  # the next save writes a fresh file, the bad one stays aside
    assert problem.kept_as.read_bytes() == data and load_preferences()[0] == CHANGED


# ----------------------------------------------------------------- the dialog and the window
@pytest.fixture
def window(qtbot, qapp):
    made = []

    def make(**kwargs):
        win = MainWindow(translators=kwargs.pop("translators", None), **kwargs)
        qtbot.addWidget(win)
        win.show()
        made.append(win)
        return win

    yield make
    for win in made:
        win.controller.close()


def fill(dialog, prefs: Preferences):
    dialog.language.setCurrentIndex(dialog.language.findData(prefs.language))
    dialog.deck.setCurrentIndex(dialog.deck.findData(prefs.deck))
    dialog.four_colour.setChecked(prefs.four_colour)
    dialog.table_colour.setCurrentIndex(dialog.table_colour.findData(prefs.table_colour))
    dialog.animation.setCurrentIndex(dialog.animation.findData(prefs.animation))
    dialog.pace.setCurrentIndex(dialog.pace.findData(prefs.pace))
    dialog.auto_play.setChecked(prefs.auto_play_single)
    dialog.confirm.setChecked(prefs.confirm_play)


def test_preferences_persist_across_a_restart(window):
    first = window()
    dialog = first.preferences_dialog()
    wanted = CHANGED.model_copy(update={"language": "en", "house_rules": first.preferences.house_rules})
    fill(dialog, wanted)
    assert dialog.preferences() == wanted
    dialog.accept()
    assert first.scene.speed_ms == 0 and first.controller.ai_delay_ms == 1200
    first.close()

    second = window()  # a new start reads the settings file
    assert second.preferences == wanted
    assert second.scene.speed_ms == 0
    assert second.controller.ai_delay_ms == 1200
    assert second.controller.auto_play_single is True
    assert second.scene.table_color.name() == "#1d4e7a"


def test_restore_defaults_and_cancel(window):
    win = window()
    win.apply_preferences(CHANGED.model_copy(update={"language": "en"}))
    dialog = win.preferences_dialog()
    button = next(b for b in dialog.findChildren(QPushButton) if b.text() == "Restore defaults")
    button.click()
    assert dialog.preferences() == Preferences(house_rules=CHANGED.house_rules)
    dialog.reject()
    assert win.preferences.animation == "off"  # cancelled: nothing changed


def test_language_switches_at_once_and_cancel_switches_back(window, qapp, qtbot):
    win = window(translators=Translators(qapp))
    dialog = win.preferences_dialog()
    dialog.open()
    try:
        dialog.language.setCurrentIndex(dialog.language.findData("pl"))
        assert win.game_menu.title() == "&Gra"  # the open window, before OK
        qtbot.waitUntil(lambda: dialog.windowTitle() == "Preferencje", timeout=2000)  # the dialog too
        dialog.reject()
        assert win.game_menu.title() == "&Game"
        dialog = win.preferences_dialog()
        dialog.language.setCurrentIndex(dialog.language.findData("da"))
        dialog.accept()
        assert win.game_menu.title() == "&Spil"
        assert load_preferences()[0].language == "da"
    finally:
        win.translators.switch("en")


def test_a_corrupt_settings_file_is_reported_when_the_window_opens(window, qtbot):
    path = storage.settings_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b'{"format": "tysiac-settings", "version": 1, "preferences": {"pace": ')
    win = window()
    assert win.preferences == Preferences()
    assert win.notices and "kept as" in win.notices[0]
    qtbot.waitUntil(lambda: not win.notices, timeout=2000)  # shown in a message box, not blocking
    kept = list(path.parent.glob("settings.bad-*.json"))
    assert len(kept) == 1 and kept[0].read_bytes().endswith(b'"pace": ')


def test_changing_the_deck_redraws_the_cards(window, qtbot):
    win = window()
    win.apply_preferences(Preferences(animation="off", pace="instant"), save=False)
    win.session.start_game(GameSetup(players=3, seed=4, seats=[Seat(name="A", kind="human"),
                                                       Seat(name="B", kind="ai", level="easy"),
                                                       Seat(name="C", kind="ai", level="easy")]))
    card = win.scene.cards[win.scene.my_cards[0]]
    before = card._theme
    win.apply_preferences(win.preferences.model_copy(update={"four_colour": True}), save=False)
    assert card._theme is win.theme and win.theme is not before


# ----------------------------------------------------------------- playing preferences
def seats(humans=1, level="easy"):
    out = [Seat(name=f"H{i}", kind="human") for i in range(humans)]
    return out + [Seat(name=f"C{i}", kind="ai", level=level) for i in range(3 - humans)]


def test_the_only_legal_card_plays_itself(qtbot):
    controller = GameController(ai_delay_ms=0, autosave=False)
    controller.auto_play_single = True
    try:
        controller.new_game(GameSetup(players=3, seed=5, seats=seats()))
        game = controller.game
        results = []
        controller.deal_finished.connect(results.append)
        forced_seen = 0
        for _ in range(4000):
            if results:
                break
            if game.to_move == 0 and controller.current_human() == 0:
                if controller.forced_card() is not None:
                    forced_seen += 1
                    before = len(game.current.history)
                    qtbot.waitUntil(lambda: game.current is None or len(game.current.history) > before,
                                    timeout=3000)  # nobody clicks: it plays itself
                    continue
                controller.play(game.legal_actions()[0])
            qtbot.wait(2)
        assert results and forced_seen >= 1  # at least the last trick
    finally:
        controller.close()


def test_confirm_before_playing_asks_first(window, qtbot):
    win = window()
    win.apply_preferences(Preferences(animation="off", pace="instant", confirm_play=True), save=False)
    win.session.start_game(GameSetup(players=3, seed=9, seats=seats(level="medium")))
    game = win.controller.game
    for _ in range(4000):  # the human bids low or passes until the play starts
        if game.phase == "play" and game.to_move == 0 and win.controller.current_human() == 0:
            break
        if game.to_move == 0 and win.controller.current_human() == 0:
            legal = game.legal_actions()
            win.controller.play(next((a for a in legal if a.kind == "pass"), legal[0]))
        qtbot.wait(2)
    assert game.phase == "play" and game.to_move == 0
    card = next(a.card for a in game.legal_actions() if a.kind == "play")
    before = len(game.current.history)
    win.scene.card_activated.emit(card)
    assert len(game.current.history) == before  # only asked
    confirm = [b for b in win.bar.controls if isinstance(b, QPushButton)
               and str(b.property("action")) == f"play {card}"]
    assert confirm and "?" in win.bar.prompt.text()
    confirm[0].click()
    assert len(game.current.history) == before + 1
