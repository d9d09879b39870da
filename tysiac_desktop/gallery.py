"""``--gallery DIR``: every scene and dialog, in every language, as PNGs to look at.

Each picture is the main window with the dialog (if any) drawn over it the way it opens, so
clipped or overflowing text and mixed languages show at a glance.  Every picture is taken at
1280×800 (``DIR/<lang>/``) and at 800×600 (``DIR/<lang>/800x600/``), or at the one ``--size``
asked.  Besides the scenes (auction, musik, play, summary, sheet) and the dialogs: the moments
a player meets in play (a completed trick still on the table, the last trick shown again, the
bid drop-down open, a hint, a refused card, the hot-seat hand-over, the question before a game
is abandoned, the progress of a long replay), then every mode's table
(``mode_<mode>_<scene>.png``).  ``rules`` (a RECORD.md rules object, ``--rules``) sets the rules
of the first pictures.  Uses a private TYSIAC_HOME: the player's own settings and statistics are
neither read nor changed.
"""
from __future__ import annotations

from pathlib import Path
from typing import Callable, Sequence

from PySide6.QtCore import QPoint
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QApplication, QComboBox, QDialog, QTabWidget

from tysiac_engine import MODE_OVERRIDES, MODES, Game, Seat, make_rules
from tysiac_engine.ai.players import make_player

from .languages import LANGUAGES
from .screenshot import dialog_over, names, prepared_game, scenes_of, use_throwaway_home

SIZES = ((1280, 800), (800, 600))
SCENES = ("auction", "musik", "play", "summary", "sheet")
# the rules each mode's pictures are drawn under: the tradition it comes from
RUSSIAN_MODES = ("three_32", "dealer_sits_out_32", "ru_prikup_4", "ru_open_closed", "no_auction", "no_auction_32")


def mode_rules(mode: str) -> dict:
    """A RECORD.md rules object playing ``mode`` in its own tradition."""
    return {"preset": "russian" if mode in RUSSIAN_MODES else "polish", "overrides": dict(MODE_OVERRIDES[mode])}


def _settle(app: QApplication, window) -> None:
    for _ in range(5):
        app.processEvents()
    window.theme.wait_for_jobs(5000)
    app.processEvents()


def _dialogs(window, game) -> list[tuple[str, Callable[[], QDialog]]]:
    from .dialogs import DealSummaryDialog, GameOverDialog, RulesHelpDialog, ScoreSheetDialog
    from .dialogs.statistics import StatisticsDialog
    from .dialogs.keys import KeysDialog

    players = list(game.players)

    def new_game(count: int) -> QDialog:
        dialog = window.session.new_game_dialog()
        dialog.count_group.button(count).setChecked(True)
        return dialog

    def summary() -> QDialog:
        dialog = DealSummaryDialog(players, game.results[-1], window, rules=game.rules,
                                   deal_number=len(game.results), you=window.controller.you())
        dialog.add_widget(window.deal_end.review_button(len(game.results) - 1))
        dialog.add_widget(window.deal_end.coach_buttons(len(game.deals) - 1, len(game.results)))
        return dialog

    def review() -> QDialog:
        from tysiac_engine.ai.analysis import analyse_deal
        from tysiac_engine.record import game_to_record

        from .dialogs.coach import CoachDialog

        index = max(i for i, d in enumerate(game.deals) if d.phase == "done")
        analysis = analyse_deal(game_to_record(game), index, 0)
        return CoachDialog(players, analysis, window.controller.you(), window, deal_number=len(game.results))

    def german_preferences() -> QDialog:
        dialog = window.preferences_dialog()
        dialog.deck.setCurrentIndex(dialog.deck.findData("xskat-german"))
        return dialog

    return [
        ("new_game", window.session.new_game_dialog),
        ("new_game_2", lambda: new_game(2)),
        ("new_game_4", lambda: new_game(4)),
        ("house_rules", window.session.house_rules_dialog),
        ("preferences", window.preferences_dialog),
        ("preferences_german", german_preferences),
        ("statistics", lambda: StatisticsDialog(window.statistics, window.statistics.this_game(game), window)),
        ("rules_help", lambda: RulesHelpDialog(game.rules, game.preset, window)),
        ("score_sheet", lambda: ScoreSheetDialog(players, game.results, game.start_scores, window, rules=game.rules,
                                                 you=window.controller.you())),
        ("deal_summary", summary),
        ("review_my_play", review),
        ("game_over", lambda: GameOverDialog(players, [1000, 620, 380][:len(players)], 0, window,
                                             you=window.controller.you())),
        ("keyboard", lambda: KeysDialog(window)),
    ]


def _with_popup(window, box: QComboBox):
    """The window with ``box``'s list open over it."""
    box.showPopup()
    app = QApplication.instance()
    for _ in range(5):
        app.processEvents()
    popup = box.view().window()
    image = window.grab()
    painter = QPainter(image)
    painter.drawPixmap(window.mapFromGlobal(popup.mapToGlobal(QPoint(0, 0))), popup.grab())
    painter.end()
    box.hidePopup()
    return image


def _play_to(game: Game, done: Callable[[Game], bool], seed: int) -> Game:
    bots = [make_player("medium", seed=seed + s) for s in range(game.rules.players)]
    for _ in range(5000):
        if done(game):
            break
        if game.current is None:
            game.start_deal()
            continue
        game.apply(bots[game.to_move].choose(game.view(game.to_move)))
    return game


def _moments(app: QApplication, window, seed: int, save: Callable[[str, object], None]) -> None:
    """The moments of play a player meets, each on the table as it looks then."""
    controller = window.controller
    # a completed trick lying on the table (the computer played the last card)
    game = prepared_game(seed, "play")
    window.session.resume_game(game)
    controller.trick_hold_ms = 3_600_000
    view = controller.view_for(0)
    controller.play(next(a for a in view.legal if a.kind == "play"))
    bots = [make_player("medium", seed=seed + s) for s in range(3)]
    while controller.game.current is not None and controller.game.current.trick and not controller.holding_trick:
        seat = controller.game.to_move
        controller.play_for(seat, bots[seat].choose(controller.view_for(seat)))
    _settle(app, window)
    save("moment_trick_held", window.grab())
    controller.collect_trick()
    _settle(app, window)
    window.act_last_trick.setChecked(True)
    _settle(app, window)
    save("moment_last_trick", window.grab())
    window.act_last_trick.setChecked(False)
    # a refused card, and a hint
    view = controller.view_for(0)
    if view.to_move == 0:
        legal = {a.card for a in view.legal if a.card is not None}
        wrong = next((c for c in view.hand if c not in legal), None)
        if wrong is not None:
            window.scene.card_activated.emit(wrong)
            _settle(app, window)
            save("moment_refused", window.grab())
        from tysiac_engine.ai.hints import Hint

        from .wording.hints import hint_sentence

        action = next(a for a in view.legal if a.kind == "play")
        window.controller.hint_ready.emit(action, hint_sentence(view, Hint(action, 0.02), list(view.players), 0))
        _settle(app, window)
        save("moment_hint", window.grab())
    # the bid drop-down open
    window.session.resume_game(prepared_game(seed, "auction"))
    _settle(app, window)
    boxes = [b for b in window.bar.controls if isinstance(b, QComboBox)]
    if boxes:
        save("moment_bids_open", _with_popup(window, boxes[0]))
    # the contract drop-down open
    game = prepared_game(seed, "musik")
    game = _play_to(game, lambda g: g.current is not None and g.current.phase == "contract" and g.to_move == 0
                    or g.current is not None and g.current.phase == "play", seed)
    window.session.resume_game(game)
    _settle(app, window)
    boxes = [b for b in window.bar.controls if isinstance(b, QComboBox)]
    if boxes:
        save("moment_contract_open", _with_popup(window, boxes[0]))
    # hot-seat: the hand-over screen
    players = names(3)
    hot = Game(make_rules("polish"), [Seat(name=name) for name in players], seed=seed, auto_deal=False)
    hot.start_deal()
    window.session.resume_game(hot)
    _settle(app, window)
    save("moment_hot_seat", window.grab())
    window.privacy.hide()
    # the question before a game in progress is abandoned
    window.session.resume_game(prepared_game(seed, "play"))
    window.session.ask_new_game()
    _settle(app, window)
    if window.session.question is not None:
        save("moment_abandon", dialog_over(window, window.session.question))
        window.session.close_question()
    # the progress of a long replay
    window.session.show_progress()
    progress = window.session.progress
    progress.setMaximum(40000)
    window.session.load_progress(12345, 40000)
    progress.show()
    _settle(app, window)
    save("moment_replaying", dialog_over(window, progress))
    window.session.close_progress()


def take_gallery(folder: str, languages: tuple[str, ...] = LANGUAGES, seed: int = 7,
                 rules: dict | None = None, modes: tuple[str, ...] = MODES,
                 sizes: Sequence[tuple[int, int]] = SIZES) -> int:
    use_throwaway_home("tysiac-gallery-")
    from .languages import Translators
    from .main_window import MainWindow
    from .settings import Preferences

    app = QApplication.instance()
    translators = Translators(app)
    out = Path(folder)
    count = 0
    for language in languages:
        translators.switch(language)
        for size in sizes:
            target = out / language if tuple(size) == SIZES[0] else out / language / f"{size[0]}x{size[1]}"
            target.mkdir(parents=True, exist_ok=True)
            window = MainWindow(translators=translators,
                                preferences=Preferences(language=language, animation="off", pace="slow"))
            window.controller.ai_delay_ms = 3_600_000  # nobody moves while the pictures are taken
            window.resize(*size)
            window.show()

            def save(name: str, image, target: Path = target) -> None:
                nonlocal count
                image.save(str(target / f"{name}.png"))
                count += 1

            game = None
            for scene in SCENES:
                game = prepared_game(seed, scene, rules=rules)
                window.session.resume_game(game)
                window.deal_end.close_summary()
                if window.statistics is not None:
                    window.statistics.record(game, window.controller.seats)
                _settle(app, window)
                window.refresh(animate=False)
                _settle(app, window)
                save(f"table_{scene}", window.grab())
            for name, make in _dialogs(window, game):
                dialog = make()
                dialog.show()
                _settle(app, window)
                tabs = dialog.findChildren(QTabWidget)
                pages = range(tabs[0].count()) if tabs else [None]
                for page in pages:
                    if page is not None:
                        tabs[0].setCurrentIndex(page)
                        app.processEvents()
                    suffix = "" if page is None else f"_{page + 1}"
                    save(f"{name}{suffix}", dialog_over(window, dialog))
                dialog.done(0)
                dialog.deleteLater()
                app.processEvents()
            _moments(app, window, seed, save)
            for mode in modes:
                spec = mode_rules(mode)
                for scene in scenes_of(make_rules(spec["preset"], spec["overrides"])):
                    if scene in ("summary", "sheet"):
                        continue
                    window.session.resume_game(prepared_game(seed, scene, rules=spec))
                    window.deal_end.close_summary()
                    _settle(app, window)
                    window.refresh(animate=False)
                    _settle(app, window)
                    save(f"mode_{mode}_{scene}", window.grab())
            window.controller.close()
            window.close()
    translators.switch("en")
    print(f"{count} pictures in {out}")
    return 0
