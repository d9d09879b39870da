"""What the dialogs share: number and suit formatting, translated labels, the paper look."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QFrame

SUIT_SYMBOLS = ("♥", "♦", "♣", "♠")  # engine suit order: H D C S
MARRIAGE_SUIT = {100: 0, 80: 1, 60: 2, 40: 3}  # marriage value → suit

translate = QCoreApplication.translate  # the alias lupdate recognises


def wired(dialog, on_accepted):
    """``dialog`` that calls ``on_accepted`` when accepted and goes away when closed."""
    dialog.accepted.connect(on_accepted)
    dialog.finished.connect(dialog.deleteLater)
    return dialog

# Ink and paper colours (hex, for both QColor and rich text).
RED = "#b3261e"
GREEN = "#2e7d32"
INK = "#2b2a33"
MUTED = "#7a7264"
PAPER = "#fbf5e3"
RULE = "#c7d5e6"
MARGIN = "#e2a3a3"

MINUS = "\u2212"  # a real minus sign, as wide as the plus


def num(value: int) -> str:
    """A number in the user's locale (1 000, 1,000 …), negatives with a real minus sign."""
    value = int(value)
    return QLocale().toString(value) if value >= 0 else MINUS + QLocale().toString(-value)


def signed(value: int) -> str:
    """+120, −120 or 0, in the user's locale."""
    return "+" + num(value) if value > 0 else num(value)


def suit_html(suit: int) -> str:
    """The suit's sign, red for hearts and diamonds; a German-suited deck's suit by its name."""
    if SuitStyle.german:
        return suit_name(suit)
    symbol = SUIT_SYMBOLS[suit]
    return f'<span style="color:{RED}">{symbol}</span>' if suit < 2 else symbol


# Suit names in the engine's order H D C S.  A German-suited deck (Herz, Schellen, Eichel, Grün)
# has its own names: in Polish czerwień, dzwonek, żołądź, wino.
FRENCH_SUITS = (QT_TRANSLATE_NOOP("Suits", "hearts"), QT_TRANSLATE_NOOP("Suits", "diamonds"),
                QT_TRANSLATE_NOOP("Suits", "clubs"), QT_TRANSLATE_NOOP("Suits", "spades"))
GERMAN_SUITS = (QT_TRANSLATE_NOOP("GermanSuits", "hearts"), QT_TRANSLATE_NOOP("GermanSuits", "bells"),
                QT_TRANSLATE_NOOP("GermanSuits", "acorns"), QT_TRANSLATE_NOOP("GermanSuits", "leaves"))


class SuitStyle:
    """Which deck's suit names the texts use; the window sets it when the deck changes."""

    german = False


def suit_name(suit: int) -> str:
    if SuitStyle.german:
        return QCoreApplication.translate("GermanSuits", GERMAN_SUITS[suit])
    return QCoreApplication.translate("Suits", FRENCH_SUITS[suit])


def meld_html(value: int) -> str:
    """A declared marriage as '♥ 100' with the suit coloured."""
    suit = MARRIAGE_SUIT.get(value)
    return num(value) if suit is None else f"{suit_html(suit)}\u00a0{num(value)}"


def paper_frame(name: str) -> QFrame:
    """A framed sheet of paper with ink-coloured text, as the score tables use."""
    frame = QFrame()
    frame.setObjectName(name)
    frame.setStyleSheet(f"#{name} {{ background: {PAPER}; border: 1px solid {RULE}; border-radius: 6px; }}"
                        f" #{name} QLabel {{ color: {INK}; }}")
    return frame


def serif_font(point_size: float = 0, bold: bool = False) -> QFont:
    """A warm, readable serif (DejaVu Serif where present)."""
    font = QFont()
    font.setFamilies(["DejaVu Serif", "Noto Serif", "Georgia", "Liberation Serif", "Serif"])
    font.setStyleHint(QFont.StyleHint.Serif)
    if point_size:
        font.setPointSizeF(point_size)
    font.setBold(bold)
    return font


def color(hex_code: str) -> QColor:
    return QColor(hex_code)


def preset_names() -> dict[str, str]:
    return {
        "polish": translate("Presets", "Polish"),
        "russian": translate("Presets", "Russian"),
        "danish": translate("Presets", "Danish"),
    }


def preset_descriptions() -> dict[str, str]:
    return {
        "polish": translate("Presets", "The common Polish game: one bomb each, only the declarer may finish, "
                     "no points for defenders from 800."),
        "russian": translate("Presets", "Thousand to 1001: the barrel at 880, bolts for taking no trick, "
                      "the declarer may concede."),
        "danish": translate("Presets", "The Danish game: the barrel at 880, the musik always shown, "
                     "big bids need a marriage."),
    }


def sides(outcome) -> list[tuple[int, ...]]:
    """A deal's scoring sides: each seat, or the two teams (seats of one team value) in teams_2v2."""
    teams = outcome.teams
    n = len(outcome.card_points)
    if teams is None:
        return [(s,) for s in range(n)]
    return [tuple(s for s in range(n) if teams[s] == team) for team in dict.fromkeys(teams)]


def team_name(names, seats) -> str:
    """A scoring side by its players: "Ala", or a team "Ala & Cezary" (both partners' names)."""
    if len(seats) == 1:
        return names[seats[0]]
    return translate("Teams", "%1 & %2").replace("%1", names[seats[0]]).replace("%2", names[seats[1]])


def level_names() -> dict[str, str]:
    return {
        "easy": translate("Levels", "Easy"),
        "medium": translate("Levels", "Medium"),
        "hard": translate("Levels", "Hard"),
        "expert": translate("Levels", "Expert"),
    }


def kind_names() -> dict[str, str]:
    return {"human": translate("Seats", "Human"), "computer": translate("Seats", "Computer")}
