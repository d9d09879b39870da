"""Command line of the desktop app: ``python -m tysiac_desktop [--screenshot FILE ...] [--self-test]``."""
from __future__ import annotations

import argparse
import multiprocessing
import os
import sys
from typing import Optional, Sequence

from tysiac_engine.errors import shorten
from tysiac_engine.inputs import FileRefused, OneLineParser, check_new_file
from tysiac_engine.rules import PRESET_NAMES
from tysiac_engine.version import __version__

from .languages import LANGUAGES

# --size: from a small laptop screen to 8K; beyond it a window's pixels take gigabytes
MIN_SIZE, MAX_SIZE = (320, 240), (7680, 4320)


def window_size(text: str) -> tuple[int, int]:
    """``--size WxH`` within MIN_SIZE..MAX_SIZE (an argparse type)."""
    parts = text.lower().split("x")
    try:
        width, height = (int(v) for v in parts) if len(parts) == 2 else (None, None)
    except ValueError:
        width = height = None
    if width is None or height is None:
        raise argparse.ArgumentTypeError(f"WxH needed (e.g. 1280x800), not {shorten(repr(text), 40)}")
    if not (MIN_SIZE[0] <= width <= MAX_SIZE[0] and MIN_SIZE[1] <= height <= MAX_SIZE[1]):
        raise argparse.ArgumentTypeError(f"from {MIN_SIZE[0]}x{MIN_SIZE[1]} to {MAX_SIZE[0]}x{MAX_SIZE[1]}, "
                                         f"not {shorten(text, 40)}")
    return width, height


def parse(argv: list[str]) -> argparse.Namespace:
    parser = OneLineParser(prog="tysiac", description="Tysiąc, the card game of a thousand points")
    parser.add_argument("--version", action="version", version=f"tysiac {__version__}")
    parser.add_argument("--install-desktop", action="store_true",
                        help="Linux: add the game to your desktop's menu (entry, icon and AppStream metadata "
                             "in ~/.local/share) and exit")
    parser.add_argument("--screenshot", metavar="FILE", help="render a deterministic game to a PNG and exit")
    parser.add_argument("--seed", type=int, default=7, help="cards of the screenshot game")
    parser.add_argument("--size", default=None, type=window_size,
                        help="window size WxH of the screenshot (1280x800) or of the gallery (both 1280x800 and 800x600)")
    parser.add_argument("--lang", default=None, choices=LANGUAGES,
                        help=f"language: {', '.join(LANGUAGES)} (default: as in Preferences, else the system's)")
    parser.add_argument("--scene", default="play", choices=("auction", "musik", "play", "summary", "sheet"))
    parser.add_argument("--players", type=int, default=3, choices=(2, 3, 4))
    parser.add_argument("--preset", default="polish", choices=PRESET_NAMES,
                        help="the rules of the screenshot or gallery game (without --rules)")
    parser.add_argument("--rules", metavar="JSON",
                        help='the game\'s rules as a RECORD.md rules object, e.g. \'{"preset": "polish", '
                             '"overrides": {"players": 2, "two_player_mode": "draw_stock"}}\' (or a file holding it)')
    parser.add_argument("--gallery", metavar="DIR",
                        help="save every scene and dialog in every language as PNGs in DIR and exit")
    parser.add_argument("--self-test", action="store_true",
                        help="play one deal with computer players offscreen, check saving and exit (0: OK); "
                             "it keeps its files in a temporary folder of its own, never in TYSIAC_HOME or "
                             "the player's folders")
    return parser.parse_args(argv)


def _output_problem(args: argparse.Namespace) -> str | None:
    """Why --screenshot or --gallery cannot be written where asked (before any work), or None."""
    if args.gallery and os.path.lexists(args.gallery) and not os.path.isdir(args.gallery):
        return f"--gallery {shorten(args.gallery)}: not a folder"
    if args.screenshot:
        try:
            check_new_file(args.screenshot)
        except FileRefused as exc:
            return f"--screenshot {shorten(args.screenshot)}: {exc}"
    return None


def run(argv: list[str]) -> int:
    args = parse(argv)
    if args.install_desktop:
        from .desktop_integration import main as install_desktop

        return install_desktop()
    problem = _output_problem(args)
    if problem is not None:
        print(problem, file=sys.stderr)
        return 2
    home = None
    if args.self_test:
        from .selftest import prepare_environment

        home = prepare_environment()  # offscreen without a display, private TYSIAC_HOME: before Qt starts
    from .app import create_app
    from .languages import Translators, system_language
    from .settings import chosen_language

    app = create_app([sys.argv[0]])
    translators = Translators(app)
    # the player's language before anything is said ("already open", files set aside)
    translators.switch(args.lang or (None if home is not None else chosen_language()) or system_language())
    if home is not None:
        from .selftest import run_self_test

        return run_self_test(app, home)
    if args.gallery or args.screenshot:
        from tysiac_engine.errors import TysiacError

        from .screenshot import rules_spec

        try:
            spec = rules_spec(args.rules, args.players, args.preset)
        except (FileRefused, OSError, ValueError, RecursionError, TysiacError) as exc:
            print(f"--rules: {shorten(' '.join(str(exc).split()))}", file=sys.stderr)
            return 2
        if args.gallery:
            from .gallery import take_gallery

            sizes = [args.size] if args.size else None
            return take_gallery(args.gallery, (args.lang,) if args.lang else LANGUAGES,
                                rules=spec if args.rules else None, **({"sizes": sizes} if sizes else {}))
        from .screenshot import take_screenshot

        return take_screenshot(args.screenshot, args.seed, args.size or (1280, 800), args.scene, rules=spec)
    from .single_instance import bring_to_front, claim_files

    notices: list[str] = []
    instance, code = claim_files(notices)  # one running game owns the files; a second start ends here
    if code is not None:
        return code
    from .wording.file_problems import problem_text
    from .main_window import MainWindow
    from .settings import load_preferences
    from .start import first_game

    preferences, problem = load_preferences()
    notices += [problem_text(problem)] if problem is not None else []
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


def main(argv: Optional[Sequence[str]] = None) -> int:
    """The one entry point (``tysiac``, ``python -m tysiac_desktop``, the bundle's launcher)."""
    multiprocessing.freeze_support()  # the search AI's process in a frozen bundle
    return run(list(sys.argv[1:] if argv is None else argv))


if __name__ == "__main__":
    sys.exit(main())
