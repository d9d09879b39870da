"""Texts that are sentences: the log and the plates per person, grouped by trick, made from the
view (so a resumed game shows its deal so far and a language switch re-renders every line),
the coach in a player's words, and no words of our sources in the rules texts."""
import re

import pytest
from PySide6.QtCore import QCoreApplication

from tysiac_desktop.languages import Translators
from tysiac_desktop.main_window import MainWindow
from tysiac_desktop.screenshot import prepared_game
from tysiac_desktop.table.scene import NamePlate
from tysiac_desktop.wording import events
from tysiac_desktop.wording.hints import hint_sentence
from tysiac_desktop.wording.rule_texts import HELP, LABELS
from tysiac_engine.actions import Action
from tysiac_engine.ai.hints import Hint
from tysiac_engine.cards import Card
from tysiac_engine.game import Game
from tysiac_desktop.table.keys import PileKey

NAMES = ["You", "Ala", "Bolek"]


@pytest.fixture
def translators(qapp):
    made = Translators(qapp)
    yield made
    made.switch("en")


@pytest.fixture
def window(qtbot, translators):
    win = MainWindow(translators=translators)
    win.set_speed("off")
    win.controller.ai_delay_ms = 3_600_000
    win.controller.trick_hold_ms = 0
    qtbot.addWidget(win)
    win.show()
    yield win
    win.controller.close()


def test_the_log_speaks_to_you_and_of_the_others():
    bid, passes = Action("bid", 110), Action("pass")
    assert events.sentence(0, bid, NAMES, you=0) == "You bid 110"
    assert events.sentence(1, bid, NAMES, you=0) == "Ala bids 110"
    assert events.sentence(0, Action("take", 0), NAMES, you=0) == "You take the musik"
    assert events.sentence(2, Action("play", None, Card.parse("AH")), NAMES, you=0) == "Bolek plays A♥"
    assert events.sentence(0, Action("play", None, Card.parse("AH")), NAMES, you=0) == "You play A♥"
    assert events.sentence(1, passes, NAMES, you=0) == "Ala passes"
    # a card passed says to whom (and, where the card is not known, that it is one)
    assert events.sentence(0, Action("give", 1, Card.parse("9D")), NAMES, you=0) == "You give 9♦ to Ala"
    assert events.sentence(1, Action("give", 2, None), NAMES, you=0) == "Ala gives a card to Bolek"
    assert events.sentence(1, Action("give", 0, Card.parse("KS")), NAMES, you=0) == "Ala gives you K♠"
    # hot-seat: nobody is "you"
    assert events.sentence(0, bid, ["Ewa", "Filip", "Gosia"], you=None) == "Ewa bids 110"


def test_play_is_logged_trick_by_trick(qtbot, window):
    game = prepared_game(7, "play")
    window.session.resume_game(game)
    view = window.controller.view_for(0)
    lines = window.side.log_lines()
    # the deal so far, from its first bid, after resuming
    assert lines[0] == "You bid 100" and "Ala passes" in lines and "You take the musik" in lines
    assert "You give 9♦ to Ala" in lines and "You play for 210" in lines
    tricks = [line for line in lines if line.startswith("Trick ")]
    assert len(tricks) == len(view.tricks) + 1  # the tricks taken and the one on the table
    pattern = re.compile(r"^Trick (\d+): (.+?)(?: — (you take|\w+ takes) (\d+))?$")
    for number, line in enumerate(tricks, start=1):
        match = pattern.match(line)
        assert match and int(match.group(1)) == number, line
        assert match.group(2).count(",") == (2 if number <= len(view.tricks) else len(view.trick) - 1)
    assert tricks[0] == "Trick 1: you Q♥ (marriage +100), Ala 9♦, Bolek A♥ — Bolek takes 14"
    assert not any(re.search(r"\bYou (bids|takes|plays|passes|gives)\b", line) for line in lines)


def test_a_language_switch_renders_the_whole_log_and_every_plate_again(qtbot, window):
    window.session.resume_game(prepared_game(7, "auction"))
    english_log = window.side.log_lines()
    english_plates = {p.status for p in window.scene.items() if isinstance(p, NamePlate)} - {""}
    assert english_log and english_plates
    for language in ("pl", "ru", "da"):
        window.set_language(language)
        view, me = window.current_view()
        log = window.side.log_lines()
        assert log == events.log_lines(view, window.names(), window.controller.you())
        assert not set(log) & set(english_log), (language, log)
        plates = {p.status for p in window.scene.items() if isinstance(p, NamePlate)} - {""}
        assert not plates & english_plates, (language, plates)
    window.set_language("pl")
    assert "Bolek licytuje 100" in window.side.log_lines()
    window.set_language("en")
    assert window.side.log_lines() == english_log


@pytest.mark.parametrize("language,you,ala", [
    ("pl", "Licytujesz 110", "Ala licytuje 110"),
    ("ru", "Вы заказываете 110", "Ala заказывает 110"),
    ("da", "Du melder 110", "Ala melder 110"),
])
def test_each_language_has_its_own_grammar_per_person(translators, language, you, ala):
    translators.switch(language)
    assert events.sentence(0, Action("bid", 110), NAMES, you=0) == you
    assert events.sentence(1, Action("bid", 110), NAMES, you=0) == ala


def test_the_hint_is_said_as_a_player_would():
    game = Game(seed=3)
    view = game.view(game.to_move)
    from dataclasses import replace

    mine = replace(view, phase="play", declarer=view.seat)
    ace = Action("play", None, Card.parse("AS"))
    mine = replace(mine, contract=120)
    assert hint_sentence(mine, Hint(ace, 0.0), NAMES, view.seat) == \
        "Your contract looks lost: it costs 120 whatever you take, so A♠ keeps the others' points lowest."
    assert hint_sentence(mine, Hint(ace, 0.97), NAMES, view.seat) == "Your contract looks safe: play A♠."
    other = (view.seat + 1) % 3
    theirs = replace(view, phase="play", declarer=other)
    said = hint_sentence(theirs, Hint(ace, 0.7), NAMES, view.seat)
    assert said.startswith(f"{NAMES[other]} will probably make the contract") and "play A♠" in said
    for said in (hint_sentence(mine, Hint(ace, c), NAMES, view.seat) for c in (0.0, 0.1, 0.4, 0.7, 1.0)):
        assert "%" not in said and "world" not in said and "sampled" not in said
    assert hint_sentence(view, Hint(Action("bid", 110)), NAMES, view.seat) == "Bid 110."


def test_a_lost_contract_hint_says_why_in_the_scoring_in_force(translators):
    """Issue 29.6: a failed contract costs the contract whatever is taken (doubled after a blind bid),
    so the hint never says a card "saves points" for the declarer; a defender hears the stake."""
    from dataclasses import replace

    game = Game(seed=3)
    view = game.view(game.to_move)
    ace = Action("play", None, Card.parse("AS"))
    mine = replace(view, phase="play", declarer=view.seat, contract=130)
    said = hint_sentence(mine, Hint(ace, 0.02), NAMES, view.seat)
    assert "costs 130 whatever you take" in said and "saves" not in said
    blind = replace(mine, contract=120, dark=True)
    assert "costs 240 whatever you take" in hint_sentence(blind, Hint(ace, 0.0), NAMES, view.seat)
    other = (view.seat + 1) % 3
    theirs = replace(view, phase="play", declarer=other, contract=110)
    assert hint_sentence(theirs, Hint(ace, 0.0), NAMES, view.seat) == \
        f"{NAMES[other]}'s contract looks beaten (it costs 110); every point you take counts: play A♠."
    translators.switch("pl")
    said = hint_sentence(mine, Hint(ace, 0.0), NAMES, view.seat)
    assert "130" in said and "A♠" in said and "contract" not in said


def test_a_hint_goes_with_the_next_move(qtbot, window):
    """Issue 29.6: the hint is for the position it was asked in."""
    window.session.resume_game(prepared_game(7, "play"))
    view = window.controller.view_for(0)
    window.controller.hint_ready.emit(view.legal[0], "Play A♠.")
    assert window.statusBar().currentMessage() == "Hint: Play A♠."
    assert "Hint: Play A♠." in window.bar.prompt.text()
    assert window.controller.play(view.legal[-1])
    assert "Hint" not in window.statusBar().currentMessage()
    assert "Hint" not in window.bar.prompt.text()


def test_english_says_one_trick_not_one_tricks(translators, qtbot):
    """Issue 29.9: English has plural forms too (Qt's %n, from tysiac_en.ts)."""
    from tysiac_desktop.side_panel import SidePanel
    from tysiac_engine import make_rules

    translators.switch("en")
    game = Game(make_rules("polish", {"no_auction": True}), NAMES, seed=5)
    while not game.view(0).tricks:  # one trick played: its taker has "… in 1 trick"
        game.apply(game.legal_actions()[0])
    panel = SidePanel()
    qtbot.addWidget(panel)
    taker = game.view(0).tricks[0][2]
    panel.show_view(game.view(0), NAMES)
    shown = {name.text(): value.text() for name, value in panel._taken_labels if name.isVisibleTo(panel)}
    assert shown[NAMES[taker]].endswith(" in 1 trick"), shown
    assert QCoreApplication.translate("SidePanel", "%1 in %n tricks", "", 2) == "%1 in 2 tricks"
    assert QCoreApplication.translate("NewGameDialog", "%n players", "", 1) == "1 player"


def test_the_review_speaks_to_you_in_lower_case(translators):
    """Issue 29.9: "With every card open, you could take 131 …", never "You" mid-sentence."""
    from tysiac_desktop.wording.hints import review_sentence
    from tysiac_engine.ai.hints import Review

    yours = review_sentence(Review(declarer=0, contract=120, best_total=131, makeable=True), NAMES, 0)
    assert yours == "With every card open, you could take 131 against the best defence: the contract could be made."
    theirs = review_sentence(Review(declarer=1, contract=140, best_total=122, makeable=False), NAMES, 0)
    assert theirs == "With every card open, Ala could take 122 against the best defence: no play makes the contract."
    assert "Ty" not in review_sentence(Review(declarer=0, contract=120, best_total=131, makeable=True),
                                       ["Ty", "Ala", "Bolek"], 0)


def test_the_bid_row_becomes_the_contract_row(qtbot, window):
    """Issue 29.9: "Contract 210", not "Bid contract 210"."""
    window.session.resume_game(prepared_game(7, "auction"))
    assert window.side.fact_names[1].text() == "Bid"
    window.session.resume_game(prepared_game(7, "play"))
    contract = window.controller.view_for(0).contract
    assert (window.side.fact_names[1].text(), window.side.fact_values[1].text()) == ("Contract", str(contract))
    window.set_language("pl")
    assert window.side.fact_names[1].text() != "Contract" and window.side.fact_values[1].text() == str(contract)


def test_the_side_panel_counts_what_the_seat_has_taken_against_the_contract(qtbot, window, translators):
    """Issue 29.7: in play the declarer sees the points taken so far against the contract, a defender
    only his own (the engine's count, from the seat's view)."""
    from tysiac_desktop.side_panel import SidePanel

    translators.switch("en")  # English plural forms, as the app starts
    window.session.resume_game(prepared_game(7, "play"))
    view = window.controller.view_for(0)
    assert view.declarer == 0 and view.tricks
    taken = view.points_taken()
    rows = {n.text(): v.text() for n, v in window.side._taken_labels if n.isVisibleTo(window.side)}
    assert rows == {"You": f"{taken[0]} of {view.contract}"}
    assert window.side.taken_title.isVisibleTo(window.side)
    panel = SidePanel()
    qtbot.addWidget(panel)
    defender = window.controller.game.view(1)
    panel.show_view(defender, window.names())
    rows = {n.text(): v.text() for n, v in panel._taken_labels if n.isVisibleTo(panel)}
    tricks = sum(1 for _, _, w in defender.tricks if w == 1)
    assert list(rows) == ["Ala"]  # his own, never the declarer's or the other defender's
    assert rows["Ala"] == ("–" if not defender.points_taken()[1] and not tricks else
                           f"{defender.points_taken()[1]} in {tricks} trick" + ("" if tricks == 1 else "s"))
    assert sum(taken) == sum(defender.points_taken())  # one count, whoever looks


def test_trick_piles_say_whose_they_are(qtbot, window, translators):
    """Issue 29.7: "Bolek: 1 trick" under Bolek's pile, not a bare "Tricks: 1"."""
    translators.switch("en")
    window.session.resume_game(prepared_game(7, "play"))
    view = window.controller.view_for(0)
    for seat, won in enumerate(view.tricks_won):
        if won:
            label = window.scene.labels[PileKey.taken(seat)].text()
            assert label == f"{NAMES[seat]}: {won} trick" + ("" if won == 1 else "s"), label


def test_the_log_follows_the_deck_after_a_switch(qtbot, window):
    """Issue 29.9: a German-suited deck has no ♥: the log and the trump say its suits at once."""
    window.session.resume_game(prepared_game(7, "play"))
    signs = set("♥♦♣♠")
    assert any(signs & set(line) for line in window.side.log_lines())
    window.apply_preferences(window.preferences.model_copy(update={"deck": "xskat-german"}), save=False)
    log = window.side.log_lines()
    assert not any(signs & set(line) for line in log), log
    assert log == events.log_lines(*window.current_view()[:1], window.names(), window.controller.you())
    assert not signs & set(window.side.fact_values[3].text())
    window.apply_preferences(window.preferences.model_copy(update={"deck": "svg-cards"}), save=False)
    assert any(signs & set(line) for line in window.side.log_lines())


def test_the_rules_texts_name_traditions_not_our_sources():
    for key, text in {**HELP, **LABELS}.items():
        said = QCoreApplication.translate("RuleTexts", text)
        assert not re.search(r"seed|§|RULES\.md|RECORD\.md|\bsource\b", said, re.I), (key, said)


@pytest.mark.parametrize("language", ["en", "pl", "ru", "da"])
def test_a_name_that_looks_like_a_placeholder_is_shown_as_written(translators, language):
    """Names and chat lines are the players' own text: "%2" in a name is not filled in as if it
    were the template's second place (it used to become the chat text or the partner's name)."""
    from tysiac_desktop.wording.network import away_text, chat_line
    from tysiac_desktop.wording.words import team_name
    translators.switch(language)
    line = chat_line("Ala%2", "hi %1")
    assert "Ala%2" in line and "hi %1" in line and line.count("hi") == 1
    team = team_name(["A%2", "B%1", "C"], (0, 1))
    assert "A%2" in team and "B%1" in team
    waiting = away_text("Bo%2%3", 18, 30)
    assert "Bo%2%3" in waiting and "0:18" in waiting and "0:30" in waiting
