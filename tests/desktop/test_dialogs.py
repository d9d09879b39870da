"""Dialogs with real engine data, offscreen: what a player would read, and screenshots in /tmp/shots."""
from __future__ import annotations

import html
import os
from pathlib import Path
from typing import Optional, Sequence

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from tysiac_desktop.dialogs import (
    DealSummaryDialog, GameOverDialog, NewGameDialog, RulesHelpDialog, ScoreSheet, ScoreSheetDialog,
)
from tysiac_desktop.wording.words import num, signed
from tysiac_desktop.dialogs.sheet_model import MARK_ROLE, STATE_ROLE
from tysiac_engine import DealOutcome, DealResult, Game, InvalidRules, Rules, make_rules
from tysiac_engine.ai.players import make_player
from tysiac_engine.cards import mask_of, cards
from tysiac_engine.scoring import Counters, score_deal

SHOTS = Path("/tmp/shots")
PLAYERS = ["You", "Ala", "Bolek"]


# --------------------------------------------------------------------------- engine data
def medium_game(deals: int, preset: str = "polish", seed: int = 11, players: Sequence[str] = PLAYERS) -> Game:
    """A game of medium computer players, stopped after ``deals`` deals (or at its end)."""
    game = Game(make_rules(preset, {"players": len(players)}), list(players), seed=seed, preset=preset)
    bots = [make_player("medium", seed=s) for s in range(len(players))]
    while len(game.results) < deals and not game.is_over:
        seat = game.to_move
        game.apply(bots[seat].choose(game.view(seat)))
    return game


def outcome(points: Sequence[int], *, declarer: int = 1, contract: int = 100, bid: Optional[int] = None,
            melds: Optional[Sequence[Sequence[int]]] = None, tricks: Optional[Sequence[int]] = None,
            dealer: Optional[int] = None, **flags) -> DealOutcome:
    """A hand-made finished deal for :func:`score_deal`."""
    n = len(points)
    dealer = (declarer - 1) % n if dealer is None else dealer
    seats = range(1, 4) if n == 4 else range(1, n + 1)  # with four, the dealer sits out
    active = tuple((dealer + i) % n for i in seats)
    no_play = flags.get("bombed") or flags.get("conceded")
    return DealOutcome(
        dealer=dealer, active=active, declarer=declarer, bid=bid or contract, contract=contract,
        redeal=flags.get("redeal", False), bombed=flags.get("bombed", False), conceded=flags.get("conceded", False),
        dark=flags.get("dark", False), golden=flags.get("golden", False),
        card_points=(0,) * n if no_play else tuple(points),
        melds=tuple(tuple(m) for m in (melds or [()] * n)),
        tricks=tuple(tricks) if tricks is not None else tuple(0 if no_play or s not in active else 2 for s in range(n)),
        musik_mask=flags.get("musik_mask", 0), four_nines=flags.get("four_nines"), claimed=flags.get("claimed", False),
    )


def scored(o: DealOutcome, scores: Sequence[int], preset: str = "polish", overrides: Optional[dict] = None,
           **counters) -> DealResult:
    zero = (0,) * len(scores)
    c = Counters(*(tuple(counters.get(k, zero)) for k in ("bombs_used", "bolts", "barrel_attempts", "barrel_falls")))
    return score_deal(make_rules(preset, overrides), o, tuple(scores), c)


HANDS = ["AD JC QC KC AC JS QS", "9H 9D 9C 9S JH JD TC", "QH KH TH AH QD KD TD"]


def dealt_game() -> Game:
    """Polish, dealer 0; seat 1 holds four nines and no marriage (may ask for a redeal)."""
    game = Game(make_rules("polish"), PLAYERS, first_dealer=0, auto_deal=False)
    game.start_deal([h.split() for h in HANDS], [["KS", "TS", "AS"]], 0)
    return game


def redeal_result() -> DealResult:
    return dealt_game().apply("redeal")


def bomb_result() -> DealResult:
    game = dealt_game()
    game.apply("keep")
    while game.phase != "contract":
        legal = game.legal_actions()
        game.apply(next((a for a in legal if a.kind == "pass"), legal[0]))
    return game.apply("bomb")


def russian_trouble() -> DealResult:
    """One Russian deal with a barrel fall, a third bolt, roundings and a 555 reset."""
    o = outcome((98, 0, 22), declarer=1, contract=120, tricks=(5, 0, 3))
    return scored(o, (880, 400, 535), "russian", {"reset_555": True},
                  barrel_attempts=(2, 0, 0), bolts=(0, 2, 0))


def russian_chain() -> list[DealResult]:
    """Consecutive Russian deals: climbing onto the barrel, attempts, bolts, a redeal, a fall."""
    rules = make_rules("russian")
    plan = [
        outcome((62, 58, 0), declarer=1, melds=((), (60,), ()), tricks=(3, 4, 0)),
        outcome((40, 80, 0), declarer=1, contract=120, tricks=(2, 5, 0)),
        outcome((0,) * 3, declarer=None, contract=None, dealer=2, redeal=True),
        outcome((30, 20, 70), declarer=2, contract=110, melds=((), (), (40,))),
        outcome((25, 0, 95), declarer=2, contract=100, tricks=(2, 0, 6)),
    ]
    scores, counters, out = (820, 500, 300), Counters.zero(3), []
    for o in plan:
        result = score_deal(rules, o, scores, counters)
        scores, counters = result.scores_after, result.counters
        out.append(result)
    return out


# --------------------------------------------------------------------------- helpers
def shown_text(widget: QWidget) -> str:
    """The text of every label a player can see, rich text flattened."""
    parts = []
    for label in widget.findChildren(QLabel):
        if not label.isVisibleTo(widget):
            continue
        text = label.text()
        if "<" in text:
            doc = QTextDocument()
            doc.setHtml(text)
            text = doc.toPlainText()
        parts.append(text)
    return "\n".join(parts)


def shoot(widget: QWidget, qtbot, name: str, size: Optional[tuple[int, int]] = None) -> Path:
    """Show the widget (natural size unless given), check it fits 1280×800, save a PNG."""
    qtbot.addWidget(widget)
    widget.resize(QSize(*size) if size else widget.sizeHint().boundedTo(QSize(1280, 800)))
    widget.show()
    qtbot.waitExposed(widget)
    hint = widget.sizeHint()
    assert hint.width() <= 1280 and hint.height() <= 800, f"{name} wants {hint}"
    assert widget.width() >= widget.minimumSizeHint().width()
    assert widget.height() >= widget.minimumSizeHint().height()
    SHOTS.mkdir(parents=True, exist_ok=True)
    path = SHOTS / f"{name}.png"
    assert widget.grab().save(str(path))
    assert path.stat().st_size > 1000
    return path


# --------------------------------------------------------------------------- new game
def test_new_game_defaults(qtbot):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    assert dialog.setup() == {
        "players": 3,
        "seats": [{"name": "You", "kind": "human", "level": None},
                  {"name": "Ala", "kind": "ai", "level": "medium"},
                  {"name": "Bolek", "kind": "ai", "level": "medium"}],
        "preset": "polish", "overrides": {"players": 3}, "seed": None,
    }
    assert dialog.ok_button.isEnabled()
    assert not dialog.error_label.isVisibleTo(dialog)


def test_new_game_choices_make_the_setup(qtbot):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.count_group.button(4).click()
    dialog.preset_buttons["danish"].click()
    _, name0, _, _ = dialog.seat_rows[0]
    _, _, kind2, level2 = dialog.seat_rows[2]
    _, name3, _, level3 = dialog.seat_rows[3]
    name0.setText("  Zosia ")
    kind2.setCurrentIndex(kind2.findData("human"))
    level3.setCurrentIndex(level3.findData("expert"))
    name3.clear()
    qtbot.keyClicks(dialog.seed_edit, "42x")  # the validator drops the letter
    assert dialog.setup() == {
        "players": 4,
        "seats": [{"name": "Zosia", "kind": "human", "level": None},
                  {"name": "Ala", "kind": "ai", "level": "medium"},
                  {"name": "Bolek", "kind": "human", "level": None},
                  {"name": "Cezary", "kind": "ai", "level": "expert"}],
        "preset": "danish", "overrides": {"players": 4}, "seed": 42,
    }
    assert not level2.isEnabled() and level3.isEnabled()


def test_new_game_leaves_out_a_deck_that_cannot_be_dealt_and_brings_it_back(qtbot):
    dialog = NewGameDialog(house_rules={"preset": "russian", "overrides": {"deck": 32}})
    qtbot.addWidget(dialog)
    assert dialog.ok_button.isEnabled() and dialog.current_mode() == "three_32"  # the Russian 32-card game
    dialog.count_group.button(2).click()
    with pytest.raises(InvalidRules) as refused:
        make_rules("russian", {"players": 2, "deck": 32})
    assert refused.value.key == "deck" and refused.value.code == "cannot_deal"
    # the engine refuses 32 cards for two: played with the preset's 24, and the dialog says so
    assert dialog.ok_button.isEnabled() and not dialog.error_label.isVisibleTo(dialog)
    assert dialog.current_mode() == "ru_prikup_4" and dialog.setup()["overrides"] == {"players": 2}
    assert "Left out, as it cannot be dealt to 2 players: “Deck”." in dialog.house_label.text()
    dialog.count_group.button(3).click()
    assert dialog.current_mode() == "three_32" and dialog.setup()["overrides"] == {"players": 3, "deck": 32}
    assert "Left out" not in dialog.house_label.text()


def test_house_rules_for_four_players_open_the_next_new_game_at_four(qtbot):
    """House rules chosen mid-game for teams of two: "The house rules apply from the next game",
    so the next New game offers four players and the teams (it offered the last game's three)."""
    last_game = {"players": 3, "preset": "polish", "overrides": {"players": 3}}
    dialog = NewGameDialog(initial=last_game, house_rules={"preset": "polish", "overrides": {
        "players": 4, "four_player_mode": "teams_2v2"}})
    qtbot.addWidget(dialog)
    assert dialog.players() == 4 and dialog.current_mode() == "teams_2v2" and dialog.ok_button.isEnabled()
    assert dialog.setup()["overrides"] == {"players": 4, "four_player_mode": "teams_2v2"}


def test_new_game_after_a_game_without_auction_never_traps(qtbot):
    """Issue 29.5: the house rules of a 3-player "No auction" game, then 2 players: every 2-player
    mode can be chosen and started, and 3 players brings "No auction" back."""
    last_game = {"players": 3, "preset": "polish", "overrides": {"players": 3, "no_auction": True}}
    dialog = NewGameDialog(initial=last_game, house_rules={"preset": "polish", "overrides": {"no_auction": True}})
    qtbot.addWidget(dialog)
    assert dialog.current_mode() == "no_auction" and dialog.ok_button.isEnabled()
    dialog.count_group.button(2).click()
    assert dialog.ok_button.isEnabled() and not dialog.error_label.isVisibleTo(dialog)
    assert dialog.mode_buttons["musik_2x2"].isChecked()
    assert "“No auction and no musik”" in dialog.house_label.text()
    for mode, button in dialog.mode_buttons.items():
        button.click()
        assert dialog.current_mode() == mode and dialog.ok_button.isEnabled(), mode
        make_rules(dialog.preset(), dialog.setup()["overrides"])  # what Start starts is playable
    dialog.count_group.button(3).click()
    assert dialog.current_mode() == "no_auction" and dialog.ok_button.isEnabled()
    dialog.count_group.button(4).click()  # no auction with four is the 32-card game: 24 cards do not deal
    assert dialog.ok_button.isEnabled() and dialog.current_mode() == "dealer_sits_out"


def test_new_game_refusal_has_a_way_out(qtbot):
    """Whatever the engine refuses, Start is disabled only beside a button that makes it playable."""
    dialog = NewGameDialog(house_rules={"preset": "polish", "overrides": {"opening_bid": 100}})
    qtbot.addWidget(dialog)
    dialog.changes["polish"] = {"opening_bid": 130}  # e.g. a rule set saved by an older version
    dialog._refresh()
    assert not dialog.ok_button.isEnabled() and dialog.error_label.isVisibleTo(dialog)
    assert dialog.reset_button.isVisibleTo(dialog)
    heard = dialog.announcer.last()  # a screen reader hears why Start is grey
    assert heard.startswith("These rules cannot be played by 3 players. ") and heard.endswith(dialog.rules_problem())
    dialog.reset_button.click()
    assert dialog.ok_button.isEnabled() and not dialog.error_label.isVisibleTo(dialog)
    assert dialog.setup()["overrides"] == {"players": 3}


def test_new_game_and_the_side_panel_name_a_saved_rule_set(qtbot, window):
    """Issue 29.8: rules that are a saved set are called by its name."""
    from tysiac_desktop.controller import GameSetup, computer, human
    from tysiac_desktop.rule_sets import RuleSetStore

    RuleSetStore().save("U Zdzicha", "polish", {"bombs_per_player": 0, "target": 1500})
    house = {"preset": "polish", "overrides": {"bombs_per_player": 0, "target": 1500}}
    dialog = NewGameDialog(house_rules=house)
    qtbot.addWidget(dialog)
    assert dialog.house_label.text().startswith("Rule set “U Zdzicha”. Options changed from the preset: 2.")
    dialog.count_group.button(4).click()  # the same set whatever the player count
    assert "“U Zdzicha”" in dialog.house_label.text()
    dialog.preset_buttons["danish"].click()
    assert "Zdzicha" not in dialog.house_label.text()
    window.session.start_game(GameSetup(players=3, seats=[human("You"), computer("Ala"), computer("Bolek")],
                                preset="polish", overrides=house["overrides"]))
    assert "Rules: “U Zdzicha” (Polish), changed: 2" in window.side.rules_link.text()


def test_new_game_seats_beyond_the_last_game_play_at_its_level(qtbot):
    """Issue 29.9: after a 3-player game against hard computers, 4 players adds a hard fourth, and
    2 players keeps the second seat as it was."""
    last = {"players": 3, "preset": "polish", "seed": None, "overrides": {"players": 3},
            "seats": [{"name": "Ewa", "kind": "human", "level": None},
                      {"name": "Ala", "kind": "ai", "level": "hard"},
                      {"name": "Bolek", "kind": "ai", "level": "hard"}]}
    dialog = NewGameDialog(initial=last)
    qtbot.addWidget(dialog)
    dialog.count_group.button(4).click()
    assert [s["level"] for s in dialog.setup()["seats"]] == [None, "hard", "hard", "hard"]
    dialog.count_group.button(2).click()
    assert dialog.setup()["seats"][1] == {"name": "Ala", "kind": "ai", "level": "hard"}


def test_new_game_opens_inside_a_1280x800_window_and_teams_need_no_scrolling(window):
    dialog = window.session.new_game_dialog()
    dialog.count_group.button(4).click()
    dialog.mode_buttons["teams_2v2"].click()
    dialog.show()
    QApplication.processEvents()
    QApplication.processEvents()
    assert window.frameGeometry().contains(dialog.frameGeometry()), (window.frameGeometry(), dialog.frameGeometry())
    assert dialog.scroll.verticalScrollBar().maximum() == 0
    assert dialog.scroll.horizontalScrollBar().maximum() == 0
    assert all(row.isVisibleTo(dialog) for row in dialog.mode_rows) and len(dialog.mode_rows) == 5
    dialog.reject()


def test_new_game_offers_every_mode_of_each_player_count(qtbot):
    from tysiac_engine import MODE_OVERRIDES, MODES

    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    offered = {}
    for n in (2, 3, 4):
        dialog.count_group.button(n).click()
        offered[n] = list(dialog.mode_buttons)
        for mode, button in dialog.mode_buttons.items():
            button.click()
            assert dialog.current_mode() == mode and dialog.ok_button.isEnabled(), mode
            assert dialog.preview.pixmap() is not None and not dialog.preview.pixmap().isNull()
            row = button.parentWidget()
            assert any(label.text() and label.pixmap().isNull() for label in row.findChildren(QLabel))  # its line
    assert sorted(m for ms in offered.values() for m in ms) == sorted(MODES)
    assert offered[2] == [m for m in MODES if MODE_OVERRIDES[m]["players"] == 2]
    assert {"three", "three_32", "no_auction"} == set(offered[3])
    assert {"dealer_sits_out", "all_play_6", "teams_2v2"} <= set(offered[4])
    dialog.mode_buttons["teams_2v2"].click()
    assert dialog.setup()["overrides"] == {"players": 4, "four_player_mode": "teams_2v2"}
    assert "partner" in dialog.seat_rows[2][0].text() and dialog.partner_note.isVisibleTo(dialog)
    _, _, kind, level = dialog.seat_rows[2]
    kind.setCurrentIndex(kind.findData("human"))  # the partner's seat: a person at this screen
    assert dialog.setup()["seats"][2]["kind"] == "human" and not level.isEnabled()
    dialog.mode_buttons["all_play_6"].click()
    assert "partner" not in dialog.seat_rows[2][0].text() and not dialog.partner_note.isVisibleTo(dialog)
    dialog.count_group.button(3).click()
    dialog.mode_buttons["three_32"].click()
    assert dialog.setup()["overrides"] == {"players": 3, "deck": 32}
    dialog.mode_buttons["three"].click()  # back to 24 cards
    assert dialog.setup()["overrides"] == {"players": 3}


def test_new_game_russian_two_players_is_the_prikup_game(qtbot):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.preset_buttons["russian"].click()
    dialog.count_group.button(2).click()
    assert dialog.current_mode() == "ru_prikup_4" and dialog.mode_buttons["ru_prikup_4"].isChecked()
    assert dialog.ok_button.isEnabled() and not dialog.error_label.isVisibleTo(dialog)
    dialog.mode_buttons["draw_stock"].click()
    assert dialog.setup()["overrides"] == {"players": 2, "two_player_mode": "draw_stock"}
    dialog.preset_buttons["polish"].click()  # the mode stays as chosen under another preset
    assert dialog.current_mode() == "draw_stock"


def test_new_game_all_computers_spectate_and_prefill(qtbot):
    setup = {"players": 2, "preset": "polish", "seed": 7, "overrides": {"players": 2},
             "seats": [{"name": "Ala", "kind": "ai", "level": "hard"},
                       {"name": "Olek", "kind": "ai", "level": "easy"}]}
    dialog = NewGameDialog(initial=setup)
    qtbot.addWidget(dialog)
    assert dialog.setup() == setup
    assert dialog.spectate_note.isVisibleTo(dialog) and dialog.ok_button.isEnabled()
    assert not dialog.seat_rows[2][1].isVisibleTo(dialog)  # only two seats shown


# --------------------------------------------------------------------------- deal summary
def test_summary_of_a_played_deal(qtbot):
    game = medium_game(6)
    result = next(r for r in game.results if r.outcome.played and any(r.outcome.melds))
    o, d = result.outcome, result.outcome.declarer
    dialog = DealSummaryDialog(game.players, result, rules=game.rules, deal_number=4)
    qtbot.addWidget(dialog)
    text = shown_text(dialog)
    total = o.card_points[d] + sum(o.melds[d])
    assert f"Deal 4: {game.players[d]} played {num(o.contract)}" in text
    assert ("✓ Made" if o.made else "✗ Failed") in text
    assert f"= {num(total)} of {num(o.contract)}" in text or f"{num(total)} in cards of" in text
    for seat in range(3):
        row = [c.text() for c in dialog.cells[seat]]
        assert num(o.card_points[seat]) == row[1]
        assert signed(result.score_delta[seat]) in row[4]
        assert num(result.scores_after[seat]) in row[5]
    for seat, values in enumerate(o.melds):
        for v in values:
            assert num(v) in dialog.cells[seat][2].text()
    assert dialog.next_button.text() == "Next deal"
    extra = QLabel("What could the declarer make?")
    dialog.add_widget(extra)
    assert "What could the declarer make?" in shown_text(dialog)
    with qtbot.waitSignal(dialog.accepted):
        dialog.next_button.click()


def test_summary_rounding_and_claim(qtbot):
    o = outcome((24, 71, 25), declarer=1, contract=110, melds=((), (40,), ()), claimed=True)
    result = scored(o, (100, 200, 300))
    dialog = DealSummaryDialog(PLAYERS, result)
    qtbot.addWidget(dialog)
    text = shown_text(dialog)
    assert "✓ Made: 71 in cards + 40 in marriages = 111 of 110." in text
    assert "You: 24 rounded to 20." in text and "Bolek: 25 rounded to 20." in text
    assert "Ala laid the cards down" in text
    assert [c.text() for c in dialog.cells[0]][3:] == ["+20", "<span style='color:#2e7d32'><b>+20</b></span>",
                                                      "<b>120</b>"]


def test_summary_redeal_and_bomb_from_real_deals(qtbot):
    redeal = DealSummaryDialog(PLAYERS, redeal_result())
    qtbot.addWidget(redeal)
    text = shown_text(redeal)
    assert "redealt" in text and "no score changes" in text
    assert not redeal.table.isVisibleTo(redeal)
    bomb = DealSummaryDialog(PLAYERS, bomb_result())
    qtbot.addWidget(bomb)
    text = shown_text(bomb)
    assert "Ala bombed at 100" in text
    assert "Ala bombed the contract of 100" in text and "each opponent gets 60" in text
    assert [bomb.cells[s][5].text() for s in range(3)] == ["<b>60</b>", "<b>0</b>", "<b>60</b>"]


def test_a_redeal_says_why(qtbot, window):
    """Issue 29.7: "Bolek asked for a redeal: four nines", from the engine's Deal.redeal_reason."""
    game = dealt_game()
    result = game.apply("redeal")
    assert game.deals[-1].redeal_reason() == (1, "four_nines")
    dialog = DealSummaryDialog(PLAYERS, result, redeal_reason=game.deals[-1].redeal_reason())
    qtbot.addWidget(dialog)
    assert f"{PLAYERS[1]} asked for a redeal: four nines. No score changes." in shown_text(dialog)
    from tysiac_engine.deal import redeal_grounds

    weak = mask_of(cards("9H 9D 9C JH JD JC QS"))  # 9 points, no marriage
    assert redeal_grounds(make_rules("russian"), weak) == "weak_hand"  # 12 or fewer
    assert redeal_grounds(make_rules("polish"), weak) is None
    assert redeal_grounds(make_rules("polish"), mask_of(cards("9H 9D 9C 9S JH JD AS"))) == "four_nines"
    assert redeal_grounds(make_rules("polish"), mask_of(cards("9H 9D 9C 9S KH QH AS"))) is None  # a marriage
    # the window passes the reason on: its summary of the same deal says it too
    window.controller.resume_game(game)
    window.deal_end.on_deal_finished(result)
    assert "asked for a redeal: four nines" in shown_text(window.deal_end.summary)


def test_summary_barrel_bolts_and_555(qtbot):
    result = russian_trouble()
    dialog = DealSummaryDialog(PLAYERS, result, rules=make_rules("russian", {"reset_555": True}))
    qtbot.addWidget(dialog)
    text = shown_text(dialog)
    assert "✗ Failed: 0 in cards of 120." in text
    assert "You: on the barrel, attempt 3 of 3 used." in text
    assert "You used up the barrel attempts and fell to 760." in text
    assert "Ala took no trick: bolt 3." in text and "Ala: third bolt, −120." in text
    assert "Bolek: 22 rounded to 20." in text and "Bolek landed on exactly 555" in text
    assert result.scores_after == (760, 160, 0)
    assert [dialog.cells[s][5].text() for s in range(3)] == ["<b>760</b>", "<b>160</b>", "<b>0</b>"]


def test_summary_other_reasons(qtbot):
    cases = [
        # barrel entry + attempt 1 (danish shows attempt n of N with the rules)
        (scored(outcome((62, 58, 0), declarer=1, melds=((), (60,), ()), tricks=(3, 4, 0)), (820, 0, 0), "russian"),
         make_rules("russian"), ["You reached the barrel at 880.", "Bolek took no trick: bolt 1."]),
        (scored(outcome((20, 100, 0), declarer=1), (880, 0, 0), "danish", barrel_attempts=(0, 0, 0)),
         make_rules("danish"), ["You: on the barrel, attempt 1 of 3 used."]),
        # 800 lock, declarer finishing, game end
        (scored(outcome((110, 0, 10), declarer=0, contract=180, melds=((100,), (), ())), (820, 700, 960)),
         None, ["Bolek: with 800 or more", "You won the game!"]),
        # finish cap: an opponent may not reach 1000
        (scored(outcome((30, 90, 0), declarer=1, melds=((100, 80), (), ())), (790, 0, 0)),
         None, ["You: stopped at 990, as only the declarer may reach the target."]),
        (scored(outcome((40, 80, 0), declarer=1, contract=120, dark=True), (0, 0, 0), "russian", {"dark_bid": True}),
         None, ["Ala played in the dark", "counts double"]),
        (scored(outcome((0, 0, 0), declarer=1, contract=120, conceded=True), (0, 0, 0), "russian"),
         None, ["Ala conceded the contract of 120: −120 for Ala, +40 for each opponent."]),
        (scored(outcome((40, 80, 0), declarer=1, four_nines=2), (0, 0, 0), "polish",
                {"redeal_four_nines": "bonus_120"}),
         None, ["Bolek held all four nines: +120."]),
        (scored(outcome((0, 130, 0), declarer=1, contract=120), (0, 880, 0), "danish"),
         make_rules("danish"), ["Ala made the contract from the barrel.", "Ala won the game!"]),
        (scored(outcome((100, 20, 0), declarer=1, contract=120), (0, 880, 0), "danish"),
         make_rules("danish"), ["Ala failed the contract and came off the barrel at 760."]),
        (scored(outcome((0, 120, 0), declarer=1, contract=120, tricks=(0, 8, 0)), (850, 0, 0), "polish",
                {"lock_800_no_trick_penalty": 100}),
         None, ["You took no trick with 800 or more: −100."]),
        (scored(outcome((40, 80, 0), declarer=1, contract=120, golden=True), (0, 0, 0), "russian",
                {"golden_round": True}),
         None, ["Golden round: every score of this deal counts double (×2)."]),
        (scored(outcome((0, 130, 0), declarer=1, contract=120), (0, 950, 0), "danish", {"exact_target": True}),
         make_rules("danish", {"exact_target": True}), ["Ala would have passed 1 000", "exact target"]),
    ]
    for result, rules, expected in cases:
        dialog = DealSummaryDialog(PLAYERS, result, rules=rules)
        qtbot.addWidget(dialog)
        text = shown_text(dialog).replace(num(1000), "1 000")
        for piece in expected:
            assert piece in text, (piece, text)


def test_summary_reasons_name_the_lock_and_penalty_scores_in_force(qtbot):
    lock = scored(outcome((110, 0, 10), declarer=0, contract=180, melds=((100,), (), ())), (0, 0, 910), "polish",
                  {"lock_from": 900})
    penalty = scored(outcome((0, 120, 0), declarer=1, contract=120, tricks=(0, 8, 0)), (860, 0, 0), "russian",
                     {"barrel": None, "lock_800_no_trick_penalty": 100, "no_trick_penalty_from": 851})
    for result, rules, expected in (
            (lock, make_rules("polish", {"lock_from": 900}), "Bolek: with 900 or more, points count only as the "
                                                              "declarer (lock at 900)."),
            (penalty, make_rules("russian", {"barrel": None, "lock_800_no_trick_penalty": 100,
                                             "no_trick_penalty_from": 851}),
             "You took no trick with 851 or more: −100.")):
        dialog = DealSummaryDialog(PLAYERS, result, rules=rules)
        qtbot.addWidget(dialog)
        assert expected in shown_text(dialog)


def first_played_result(rules: Rules, seed: int = 3) -> DealResult:
    """The first deal played out under ``rules`` by computer players."""
    names = ["You", "Ala", "Bolek", "Cezary"][:rules.players]
    game = Game(rules, names, seed=seed)
    bots = [make_player("easy", seed=s) for s in range(rules.players)]
    while True:
        result = game.apply(bots[game.to_move].choose(game.view(game.to_move)))
        if result is not None and result.outcome.played:
            return result


def test_summary_of_a_deal_without_a_declarer(qtbot):
    rules = make_rules("russian", {"no_auction": True})
    result = first_played_result(rules)
    assert result.outcome.declarer is None
    dialog = DealSummaryDialog(["You", "Ala", "Bolek"], result, rules=rules, deal_number=1)
    qtbot.addWidget(dialog)
    text = shown_text(dialog)
    assert "Deal 1: Everyone played for their own points" in text
    assert "Nobody played a contract: every player scores what they took." in text
    assert "declarer" not in text
    sheet = ScoreSheetDialog(["You", "Ala", "Bolek"], [result], (0, 0, 0), rules=rules)
    qtbot.addWidget(sheet)
    model = sheet.sheet.model
    index = model.index(0, 1)
    assert model.data(index) == "no contract" and model.data(index, MARK_ROLE) == ""


def test_summary_of_a_team_deal(qtbot):
    rules = make_rules("polish", {"players": 4, "four_player_mode": "teams_2v2"})
    result = first_played_result(rules)
    o = result.outcome
    names = ["You", "Ala", "Bolek", "Cezary"]
    dialog = DealSummaryDialog(names, result, rules=rules)
    qtbot.addWidget(dialog)
    text = shown_text(dialog)
    partner = rules.shape.partner(o.declarer)
    assert len(dialog.cells) == 2  # one row per team, both names
    row = dialog.cells[o.declarer % 2]
    assert names[o.declarer] in row[0].text() and names[partner] in row[0].text()
    assert "declarer's team" in html.unescape(row[0].text())
    cards = o.card_points[o.declarer] + o.card_points[partner]
    assert row[1].text().startswith(num(cards))
    melds = sum(sum(o.melds[s]) for s in (o.declarer, partner))
    total = o.total(o.declarer)
    assert total == cards + melds
    assert f"{num(total)} of {num(o.contract)}" in text or f"{num(total)} in cards of {num(o.contract)}" in text
    assert (f"+ {num(melds)} in marriages" in text) == bool(melds)
    assert result.score_delta[o.declarer] == result.score_delta[partner]


def test_summary_golden_round_reset(qtbot):
    failed = outcome((60, 60, 0), declarer=1, contract=120, golden=True)
    rules = make_rules("russian", {"golden_round": True})
    result = score_deal(rules, failed, (100, 50, 0), Counters.zero(3), ((0, 0, 0), Counters.zero(3)))
    dialog = DealSummaryDialog(PLAYERS, result)
    qtbot.addWidget(dialog)
    assert "Nobody made a contract in the golden round: every score goes back to 0." in shown_text(dialog)
    # the Score column shows where the next deal starts: the reset is part of the deal's result
    assert [dialog.cells[s][5].text() for s in range(3)] == ["<b>0</b>"] * 3
    # a game started from given scores goes back to them, and says so
    result = score_deal(rules, failed, (100, 50, 0), Counters.zero(3), ((20, 30, 0), Counters.zero(3)))
    dialog = DealSummaryDialog(PLAYERS, result)
    qtbot.addWidget(dialog)
    assert ("Nobody made a contract in the golden round: every score goes back to where the game started."
            in shown_text(dialog))
    assert [dialog.cells[s][5].text() for s in range(3)] == [f"<b>{num(v)}</b>" for v in (20, 30, 0)]


def test_summary_four_players_sitter(qtbot):
    musik = mask_of(cards("AH AS 9C"))
    o = outcome((60, 40, 20, 0), declarer=1, dealer=0, musik_mask=musik)
    result = scored(o, (0, 0, 0, 0), "polish", {"players": 4})
    names = PLAYERS + ["Cezary"]
    dialog = DealSummaryDialog(names, result)
    qtbot.addWidget(dialog)
    text = shown_text(dialog)
    assert "You sat out as the dealer: 100 from the musik." in text
    assert "dealer, sits out" in text and dialog.cells[0][1].text() == "—"


# --------------------------------------------------------------------------- score sheet
def test_score_sheet_rows_totals_and_marks(qtbot):
    game = medium_game(5)
    sheet = ScoreSheet(game.players, game.results[:3], rules=game.rules)
    qtbot.addWidget(sheet)
    assert sheet.deal_count() == 3 and sheet.totals() == game.results[2].scores_after
    sheet.set_results(game.results)
    assert sheet.deal_count() == len(game.results) == sheet.model.rowCount()
    assert sheet.totals() == game.scores
    footer = sheet.totals_model
    assert [footer.index(0, 2 + s).data() for s in range(3)] == [num(v) for v in game.scores]
    for row, r in enumerate(game.results):
        cell = sheet.model.index(row, 1)
        if not r.outcome.redeal:
            assert cell.data().startswith(game.players[r.outcome.declarer])
            assert num(r.outcome.contract) in cell.data()
        assert cell.data(MARK_ROLE) in ("✓", "✗", "✹", "")
        for seat in range(3):
            assert sheet.model.index(row, 2 + seat).data() == num(r.scores_after[seat])

    chain = russian_chain()
    russian = ScoreSheet(PLAYERS, chain, rules=make_rules("russian"))
    qtbot.addWidget(russian)
    model = russian.model
    assert russian.deal_count() == 5
    assert model.headerData(2, Qt.Orientation.Horizontal) == "You\nfrom 820"
    assert model.index(0, 2).data(MARK_ROLE) == "⛁" and model.index(0, 4).data(MARK_ROLE) == "⊘1"
    assert model.index(2, 1).data() == "redealt" and model.index(2, 1).data(STATE_ROLE) == "redeal"
    assert "attempt" in model.index(1, 2).data(Qt.ItemDataRole.ToolTipRole)


# --------------------------------------------------------------------------- game over
def test_game_over_winner_draw_and_choice(qtbot):
    dialog = GameOverDialog(PLAYERS, [1020, 640, 990], 0)
    qtbot.addWidget(dialog)
    text = shown_text(dialog)
    assert "You won!" in text and f"with {num(1020)} points" in text
    assert text.index("You") < text.index("Bolek") < text.index("Ala")  # best first
    with qtbot.waitSignal(dialog.chosen) as signal:
        dialog.new_button.click()
    assert signal.args == [GameOverDialog.NEW_GAME] and dialog.choice == "new_game"
    assert dialog.result() == GameOverDialog.DialogCode.Accepted

    draw = GameOverDialog(PLAYERS, [1000, 1000, 300], "draw")
    qtbot.addWidget(draw)
    assert "A draw!" in shown_text(draw) and "You, Ala" in shown_text(draw)
    draw.close_button.click()
    assert draw.choice == GameOverDialog.CLOSE
    draw.again_button.click()
    assert draw.choice == GameOverDialog.PLAY_AGAIN


def test_game_over_from_a_finished_game(qtbot):
    game = medium_game(200, seed=3)
    assert game.is_over
    dialog = GameOverDialog(game.players, game.scores, game.winner)
    qtbot.addWidget(dialog)
    if isinstance(game.winner, int):
        assert f"{game.players[game.winner]} won!" in shown_text(dialog)
    assert all(num(v) in shown_text(dialog) for v in game.scores)


# --------------------------------------------------------------------------- rules help
def test_rules_help_lists_options(qtbot):
    polish = RulesHelpDialog(make_rules("polish"), "polish")
    qtbot.addWidget(polish)
    text = polish.browser.toPlainText()
    assert "first player to reach 1000" in text.replace(num(1000), "1000")
    brief = text[:text.index("\nHouse rules in force\n")]
    assert "Lock at 800: from 800 points on" in brief and "Barrel" not in brief
    assert "Everyone gets 7 cards. The musik is 3 cards, face down." in brief
    assert "From 800 points on, a deal without a trick" not in brief  # no penalty in the Polish preset
    lock_900 = RulesHelpDialog(make_rules("polish", {"lock_from": 900, "lock_800_no_trick_penalty": 100}), "polish")
    qtbot.addWidget(lock_900)
    brief = lock_900.browser.toPlainText().split("\nHouse rules in force\n")[0]
    assert f"Lock at {num(900)}: from {num(900)} points on" in brief
    assert f"From {num(800)} points on, a deal without a trick costs 100." in brief
    assert "\nDefenders' rounding\n" in text and '"ten_half_down"' in text
    assert "Not used: there is no barrel." in text
    russian = RulesHelpDialog(make_rules("russian", {"players": 4}), "russian")
    qtbot.addWidget(russian)
    text = russian.browser.toPlainText()
    assert "Barrel: whoever reaches 880" in text and "Bolts" in text
    assert "Preset: Russian, unchanged." in text and "880" in text  # four players is the table, not a change


def test_screenshots(qtbot):
    """Render every dialog offscreen into /tmp/shots for a look."""
    game = medium_game(14)
    new_game = NewGameDialog()
    new_game.count_group.button(4).click()
    shoot(new_game, qtbot, "new_game")
    refused = NewGameDialog()
    refused.preset_buttons["russian"].click()
    refused.count_group.button(2).click()
    shoot(refused, qtbot, "new_game_refused")
    played = next(r for r in game.results if r.outcome.played and any(r.outcome.melds))
    summary = DealSummaryDialog(game.players, played, rules=game.rules, deal_number=game.results.index(played) + 1)
    summary.add_widget(QLabel("What could the declarer make? (the window's widget)"))
    shoot(summary, qtbot, "deal_summary")
    shoot(DealSummaryDialog(PLAYERS, russian_trouble(), rules=make_rules("russian", {"reset_555": True}),
                            deal_number=17), qtbot, "deal_summary_russian")
    shoot(DealSummaryDialog(PLAYERS, redeal_result(), deal_number=3), qtbot, "deal_summary_redeal")
    shoot(DealSummaryDialog(PLAYERS, bomb_result(), deal_number=1), qtbot, "deal_summary_bomb")
    shoot(ScoreSheetDialog(game.players, game.results, rules=game.rules), qtbot, "score_sheet", (1000, 720))
    four = medium_game(9, players=PLAYERS + ["Cezary"], seed=5)
    shoot(ScoreSheetDialog(four.players, four.results, rules=four.rules), qtbot, "score_sheet_four", (1100, 560))
    shoot(ScoreSheetDialog(PLAYERS, russian_chain(), rules=make_rules("russian")), qtbot, "score_sheet_russian",
          (900, 480))
    shoot(GameOverDialog(PLAYERS, [1020, 640, 990], 0), qtbot, "game_over")
    shoot(GameOverDialog(PLAYERS, [1000, 1000, 300], "draw"), qtbot, "game_over_draw")
    shoot(RulesHelpDialog(make_rules("russian"), "russian"), qtbot, "rules_help", (780, 700))
    assert QApplication.instance() is not None
