"""Every window size: at 800×600, 1280×800 and 1920×1080 (and at 200% scale) no widget overlaps
another and no text is cut, measured with widget geometry and text metrics (layout_checks)."""
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QRect

from tysiac_desktop.languages import Translators
from tysiac_desktop.main_window import MainWindow
from tysiac_desktop.screenshot import prepared_game
from tysiac_desktop.settings import Preferences
from tysiac_engine.actions import Action
from tysiac_engine.ai.players import make_player
from tysiac_engine.cards import Card
from tysiac_engine.rules import make_rules
from tysiac_desktop.table.keys import ASIDE, UNPICKED

from .layout_checks import SIZES, dialog_problems, window_problems

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def games():
    """The scenes, prepared once: auction (a drop-down of bids), musik, contract, play."""
    out = {scene: prepared_game(7, scene) for scene in ("auction", "musik", "play")}
    game = prepared_game(7, "musik")
    bot = make_player("medium", seed=1)
    while not (game.current.phase == "contract" and game.to_move == 0):
        game.apply(bot.choose(game.view(game.to_move)))
    out["contract"] = game
    out["four_musik"] = prepared_game(7, "musik", rules={"preset": "polish", "overrides": {"players": 4}})
    out["four_auction"] = prepared_game(7, "auction", rules={"preset": "polish", "overrides": {"players": 4}})
    # four players without a declarer: four scores and what each has taken (the tallest panel)
    out["all_play_6"] = prepared_game(7, "play", rules={"preset": "polish", "overrides": {
        "players": 4, "four_player_mode": "all_play_6"}})
    return out


@pytest.fixture
def translators(qapp):
    made = Translators(qapp)
    yield made
    made.switch("en")


def open_window(qtbot, translators, language, size):
    translators.switch(language)
    window = MainWindow(translators=translators, preferences=Preferences(language=language, animation="off"))
    qtbot.addWidget(window)
    window.controller.ai_delay_ms = 3_600_000
    window.resize(*size)
    window._asked_size = size
    window.show()
    qtbot.waitExposed(window)
    return window


def settle(qtbot):
    for _ in range(3):  # a layout request may post another (the bar asks for its new height)
        qtbot.wait(5)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", ["en", "pl", "ru", "da"])
def test_nothing_overlaps_and_no_text_is_cut(qtbot, translators, games, language, size):
    window = open_window(qtbot, translators, language, size)
    try:
        problems = []
        for scene, game in games.items():
            window.session.resume_game(game)
            settle(qtbot)
            problems += [f"{scene}: {p}" for p in window_problems(window)]
        # the longest questions of the bar: meld on someone, confirm a card
        view = window.controller.view_for(0)
        window.bar.ask_meld(Card.parse("KH"), view)
        settle(qtbot)
        problems += [f"meld: {p}" for p in window_problems(window)]
        # a marriage announced over the table, with the longest name
        window.scene.announce(window.tr("%1: marriage %2 +%3").replace("%1", "Bartłomiej").replace(
            "%2", "♠ " + "spades").replace("%3", "40"))
        problems += [f"banner: {p}" for p in window_problems(window)]
        assert not problems, problems
        side = window.side.width()
        assert side <= max(190, round(size[0] * 0.25)) + 2  # the side panel shrinks with the window
    finally:
        window.controller.close()


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_at_200_percent_scale(size):
    """Qt scaled to 200%: the same logical layout, nothing cut (in a process of its own)."""
    env = dict(os.environ, QT_SCALE_FACTOR="2", QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-m", "tests.desktop.layout_checks", f"{size[0]}x{size[1]}"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "dpr 2" in done.stdout
    problems = [line for line in done.stdout.splitlines() if line.startswith("PROBLEM")]
    assert not problems, problems


@pytest.mark.parametrize("language", ["en", "pl", "ru", "da"])
def test_the_german_decks_credit_is_not_drawn_over_its_cards(qtbot, translators, language):
    window = open_window(qtbot, translators, language, (800, 600))
    try:
        dialog = window.preferences_dialog()
        dialog.show()
        for deck in ("svg-cards", "xskat-german", "atlasnye"):
            dialog.deck.setCurrentIndex(dialog.deck.findData(deck))
            qtbot.wait(10)
            preview = QRect(dialog.preview.mapTo(dialog, dialog.preview.rect().topLeft()), dialog.preview.size())
            note = QRect(dialog.deck_note.mapTo(dialog, dialog.deck_note.rect().topLeft()), dialog.deck_note.size())
            pixmap = dialog.preview.pixmap()
            drawn = pixmap.deviceIndependentSize()
            assert drawn.height() <= dialog.preview.height() + 1, deck  # the cards fit their place
            assert not preview.intersects(note), (deck, preview, note)
            assert not dialog_problems(dialog), (deck, dialog_problems(dialog))
        dialog.reject()
    finally:
        window.controller.close()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_name_plates_lie_inside_the_felt_at_800x600(qtbot, translators, players):
    """Issue 29.9: at 800×600 (plates shown larger) no plate hangs over the felt's edge."""
    from tysiac_desktop.table.scene import NamePlate, felt_rect

    window = open_window(qtbot, translators, "pl", (800, 600))
    try:
        window.session.resume_game(prepared_game(7, "play", rules={"preset": "polish", "overrides": {"players": players}}))
        settle(qtbot)
        plates = [item for item in window.scene.items() if isinstance(item, NamePlate)]
        assert len(plates) == players
        for plate in plates:
            assert felt_rect().contains(plate.sceneBoundingRect()), (plate.sceneBoundingRect(), felt_rect())
    finally:
        window.controller.close()


# every table layout: the 2- and 4-player modes, the 32-card deck (side hands of ten cards and
# more), the game without auction
EVERY_SHAPE = [("polish", {"players": 2, "two_player_mode": mode})
               for mode in ("musik_2x2", "musik_2x3", "seven_open_musik", "twelve_cards", "draw_stock")] + [
    ("russian", {"players": 2, "two_player_mode": "ru_open_closed"}),
    ("russian", {"players": 2, "two_player_mode": "ru_prikup_4"}),
    ("polish", {"players": 3}), ("polish", {"players": 4}),
    ("polish", {"players": 4, "four_player_mode": "teams_2v2"}),
    ("polish", {"players": 4, "four_player_mode": "all_play_6"}),
    ("polish", {"deck": 32}), ("russian", {"no_auction": True})]


@pytest.mark.parametrize("scene", ["musik", "play"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_shape_keeps_captions_and_plates_clear(qtbot, translators, size, scene):
    """At a small window the captions and plates grow: the caption of a pile of tricks lies clear
    of other piles' cards and of the other captions, and no side hand covers a plate's status line
    (Russian: the longest captions)."""
    window = open_window(qtbot, translators, "ru", size)
    problems = []
    try:
        for preset, overrides in EVERY_SHAPE:
            shown = 0
            for seed in (3, 7, 11, 5):
                try:
                    game = prepared_game(seed, scene, rules={"preset": preset, "overrides": overrides})
                except Exception:  # this seed's game ended before the scene (a short game): the next one
                    continue
                window.session.resume_game(game)
                settle(qtbot)
                shown += 1
                problems += [f"{overrides} seed {seed}: {p}" for p in window_problems(window)]
            assert shown >= 2 or (scene == "musik" and not make_rules(preset, overrides).shape.talons), overrides
        assert not problems, problems
    finally:
        window.controller.close()


@pytest.mark.parametrize("preset,mode", [("russian", "ru_prikup_4"), ("polish", "musik_2x2"), ("polish", "musik_2x3")])
def test_the_cards_not_chosen_lie_apart_from_the_cards_laid_aside(qtbot, translators, preset, mode):
    """Issue 29.9: after the musik the talons the declarer left have their own pile and caption."""
    window = open_window(qtbot, translators, "pl", (800, 600))
    try:
        game = prepared_game(7, "play", rules={"preset": preset, "overrides": {"players": 2, "two_player_mode": mode}})
        window.session.resume_game(game)
        settle(qtbot)
        shape = game.rules.shape
        piles = window.scene.piles
        assert len(piles[ASIDE].items) == shape.passes
        assert len(piles[UNPICKED].items) == sum(shape.talons) - sum(shape.talons[i] for i in game.view(0).taken)
        assert window.scene.labels[UNPICKED].text() not in ("", window.scene.labels[ASIDE].text())
        assert not window_problems(window), window_problems(window)
    finally:
        window.controller.close()


def test_the_banner_grows_with_its_text(qtbot, translators):
    window = open_window(qtbot, translators, "en", (800, 600))
    try:
        window.session.resume_game(prepared_game(7, "play"))
        window.controller.action_applied.emit(0, Action("meld", None, Card.parse("QS")))
        banner = window.scene._banner
        assert banner.text == "You: marriage ♠\u00a0spades +40"
        assert not window_problems(window)
    finally:
        window.controller.close()


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", ["en", "ru"])
def test_every_dialog_fits_the_window(qtbot, translators, games, language, size):
    """Opened over a small window, a dialog is no larger than it (its contents scroll) and its
    texts are whole."""
    from tysiac_desktop.gallery import _dialogs

    window = open_window(qtbot, translators, language, size)
    try:
        game = prepared_game(7, "sheet")
        window.session.resume_game(game)
        window.deal_end.close_summary()
        problems = []
        for name, make in _dialogs(window, game):
            dialog = make()
            dialog.show()
            qtbot.wait(20)
            if dialog.width() > size[0] or dialog.height() > size[1]:
                problems.append(f"{name}: {dialog.width()}×{dialog.height()}")
            problems += [f"{name}: {p}" for p in dialog_problems(dialog)]
            dialog.done(0)
        assert not problems, problems
    finally:
        window.controller.close()
