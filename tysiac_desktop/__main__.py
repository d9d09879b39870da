"""Command line of the desktop app: ``python -m tysiac_desktop [--screenshot FILE ...] [--self-test]``."""
from __future__ import annotations

import argparse
import multiprocessing
import sys

from .languages import LANGUAGES


def parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="tysiac", description="Tysiąc, the card game of a thousand points")
    parser.add_argument("--screenshot", metavar="FILE", help="render a deterministic game to a PNG and exit")
    parser.add_argument("--seed", type=int, default=7, help="cards of the screenshot game")
    parser.add_argument("--size", default=None,
                        help="window size WxH of the screenshot (1280x800) or of the gallery (both 1280x800 and 800x600)")
    parser.add_argument("--lang", default=None,
                        help=f"language: {', '.join(LANGUAGES)} (default: as in Preferences, else the system's)")
    parser.add_argument("--scene", default="play", choices=("auction", "musik", "play", "summary", "sheet"))
    parser.add_argument("--players", type=int, default=3, choices=(2, 3, 4))
    parser.add_argument("--preset", default="polish")
    parser.add_argument("--rules", metavar="JSON",
                        help='the game\'s rules as a RECORD.md rules object, e.g. \'{"preset": "polish", '
                             '"overrides": {"players": 2, "two_player_mode": "draw_stock"}}\' (or a file holding it)')
    parser.add_argument("--gallery", metavar="DIR",
                        help="save every scene and dialog in every language as PNGs in DIR and exit")
    parser.add_argument("--self-test", action="store_true",
                        help="play one deal with computer players offscreen, check saving and exit (0: OK)")
    return parser.parse_args(argv)


def _size(text: str) -> tuple[int, int]:
    width, height = (int(v) for v in text.lower().split("x"))
    return width, height


def run(argv: list[str]) -> int:
    args = parse(argv)
    home = None
    if args.self_test:
        from .selftest import prepare_environment

        home = prepare_environment()  # offscreen without a display, private TYSIAC_HOME: before Qt starts
    from .app import Translators, create_app, system_language

    app = create_app([sys.argv[0]])
    translators = Translators(app)
    translators.switch(args.lang or system_language())
    if home is not None:
        from .selftest import run_self_test

        return run_self_test(app, home)
    if args.gallery or args.screenshot:
        from tysiac_engine.errors import TysiacError

        from .screenshot import rules_spec

        try:
            spec = rules_spec(args.rules, args.players, args.preset)
        except (OSError, ValueError, TysiacError) as exc:
            print(f"--rules: {exc}", file=sys.stderr)
            return 2
        if args.gallery:
            from .gallery import take_gallery

            sizes = [_size(args.size)] if args.size else None
            return take_gallery(args.gallery, (args.lang,) if args.lang else LANGUAGES,
                                rules=spec if args.rules else None, **({"sizes": sizes} if sizes else {}))
        from .screenshot import take_screenshot

        return take_screenshot(args.screenshot, args.seed, _size(args.size or "1280x800"), args.scene, rules=spec)
    from .app import bring_to_front, claim_files

    instance, code = claim_files()  # one running game owns the files; a second start ends here
    if code is not None:
        return code
    from .wording.file_problems import problem_text
    from .main_window import MainWindow
    from .settings import load_preferences
    from .start import first_game

    preferences, problem = load_preferences()
    notices = [problem_text(problem)] if problem is not None else []
    if args.lang:  # the command line wins over Preferences (and is kept if preferences are saved)
        preferences = preferences.model_copy(update={"language": args.lang})
    window = MainWindow(translators=translators, preferences=preferences, notices=notices)
    if instance is not None:
        instance.activation_requested.connect(lambda: bring_to_front(window))
    window.show()
    first_game(window)
    try:
        return app.exec()
    finally:
        if instance is not None:
            instance.release()


if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(run(sys.argv[1:]))
