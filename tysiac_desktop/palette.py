"""One palette for everything around the table: the window's panels, every dialog, menu,
drop-down and tooltip, tinted with the hue of the table cloth.

:func:`chrome` derives the colours from the cloth (dark panels, light text, the gold of the
name plates for what is chosen); :func:`apply` gives them to the application as a
``QPalette`` under the Fusion style (which follows the palette on every platform) with a style
sheet for what a palette cannot say (the action bar's buttons, the look of a drop-down's
arrow, muted and error texts: ``QLabel[muted="true"]``, ``[error="true"]``).  The paper of the
score pad, the statistics cards and the rules page keeps its own ink colours
(``dialogs.common``).

Every pair of text and background colour used here reaches WCAG AA (4.5:1) on every table
colour: :func:`text_pairs` lists them, and the tests measure them with :func:`contrast`.
"""
from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Optional

from PySide6.QtGui import QColor, QFontInfo, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication

DEFAULT_CLOTH = "#17683a"


@dataclass(frozen=True)
class Chrome:
    window: str  # dialogs and the window's background
    panel: str  # the side panel and the action bar
    edge: str  # thin lines between panels
    base: str  # inputs, lists, drop-down lists, menus
    alternate: str  # every other row of a list
    button: str
    hover: str
    border: str
    text: str
    muted: str  # notes and captions
    faded: str  # disabled text (WCAG asks no contrast of it; still legible)
    accent: str  # gold: primary buttons, the chosen item, links
    accent_hover: str
    accent_text: str  # text on gold
    link: str
    error: str  # refusals and errors, on window and panel
    error_panel: str  # the background of an error box
    heading: str  # the side panel's titles
    privacy: str  # the hot-seat hand-over screen (with alpha)


def _hsl(hue: float, saturation: float, lightness: float) -> str:
    return QColor.fromHslF(max(hue, 0.0), min(max(saturation, 0.0), 1.0), lightness).name()


def _shade(hue: float, saturation: float, target: float) -> str:
    """The colour of ``hue`` and ``saturation`` whose luminance is ``target``: every cloth gives
    panels equally dark (a yellow is lighter than a blue of the same HSL lightness)."""
    low, high = 0.0, 1.0
    for _ in range(30):
        middle = (low + high) / 2
        if luminance(_hsl(hue, saturation, middle)) < target:
            low = middle
        else:
            high = middle
    return _hsl(hue, saturation, (low + high) / 2)


# the luminance of each part (those of the green cloth's panels)
_LUMINANCE = {"edge": 0.004, "privacy": 0.005, "window": 0.0135, "panel": 0.0165, "base": 0.026,
              "alternate": 0.034, "button": 0.047, "hover": 0.07, "border": 0.19,
              "faded": 0.22, "muted": 0.45, "text": 0.85}


def chrome(cloth: str = DEFAULT_CLOTH) -> Chrome:
    """The colours around a table of colour ``cloth`` (#rrggbb)."""
    hue, saturation, _, _ = QColor(cloth).getHslF()
    tint = saturation * 0.45
    soft = {"text": tint * 0.5, "muted": tint * 0.6, "faded": tint * 0.5}
    parts = {name: _shade(hue, soft.get(name, tint), target) for name, target in _LUMINANCE.items()}
    return Chrome(
        **parts,
        accent="#e2b340", accent_hover="#f0c558", accent_text="#2a1d00", link="#f3d27a",
        error="#ffb4a8", error_panel=_hsl(0.0, 0.45, 0.2), heading="#f3d27a",
    )


_current: Optional[Chrome] = None


def current() -> Chrome:
    """The palette in use (the last :func:`apply`; the green cloth's before any)."""
    global _current
    if _current is None:
        _current = chrome()
    return _current


def qpalette(c: Chrome) -> QPalette:
    palette = QPalette()
    roles = QPalette.ColorRole
    groups = (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive)
    pairs = {
        roles.Window: c.window, roles.WindowText: c.text, roles.Base: c.base, roles.AlternateBase: c.alternate,
        roles.Text: c.text, roles.Button: c.button, roles.ButtonText: c.text, roles.BrightText: c.error,
        roles.Highlight: c.accent, roles.HighlightedText: c.accent_text, roles.ToolTipBase: c.base,
        roles.ToolTipText: c.text, roles.PlaceholderText: c.muted, roles.Link: c.link, roles.LinkVisited: c.link,
        roles.Light: c.hover, roles.Midlight: c.button, roles.Mid: c.border, roles.Dark: c.edge, roles.Shadow: "#000000",
        roles.Accent: c.accent,
    }
    for role, colour in pairs.items():
        for group in groups:
            palette.setColor(group, role, QColor(colour))
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor(colour))
    for role in (roles.WindowText, roles.Text, roles.ButtonText, roles.PlaceholderText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor(c.faded))
    palette.setColor(QPalette.ColorGroup.Disabled, roles.Button, QColor(c.window))
    palette.setColor(QPalette.ColorGroup.Disabled, roles.Highlight, QColor(c.border))
    return palette


STYLE = """
QToolTip {{ background: {base}; color: {text}; border: 1px solid {border}; padding: 4px; }}
QMenuBar {{ background: {panel}; color: {text}; border-bottom: 1px solid {edge}; }}
QMenuBar::item {{ padding: 4px 10px; background: transparent; }}
QMenuBar::item:selected, QMenuBar::item:pressed {{ background: {accent}; color: {accent_text}; }}
QMenu {{ background: {base}; color: {text}; border: 1px solid {border}; padding: 4px; }}
QMenu::item {{ padding: 5px 26px 5px 22px; }}
QMenu::item:selected {{ background: {accent}; color: {accent_text}; }}
QMenu::item:disabled {{ color: {faded}; }}
QMenu::separator {{ height: 1px; background: {border}; margin: 4px 8px; }}
QLabel[muted="true"] {{ color: {muted}; }}
QLabel[error="true"] {{ color: {error}; }}
QFrame[error="true"] {{ background: {error_panel}; border: 1px solid {error}; border-radius: 4px; }}
QFrame[error="true"] QLabel {{ color: {text}; }}
QStatusBar {{ background: {panel}; color: {text}; border-top: 1px solid {edge}; }}
QStatusBar QLabel {{ color: {text}; }}
QProgressBar {{ background: {base}; color: {text}; border: 1px solid {border}; border-radius: 4px; text-align: center; }}
QProgressBar::chunk {{ background: {accent}; border-radius: 3px; }}

QMainWindow, #Central {{ background: {window}; }}
#SidePanel {{ background: {panel}; border-left: 1px solid {edge}; }}
#SidePanel QLabel {{ color: {text}; font-size: {fs15}px; }}
#SidePanel #Title {{ color: {heading}; font-size: {fs13}px; font-weight: bold; letter-spacing: 1px;
                    text-transform: uppercase; margin-top: 6px; }}
#SidePanel #ScoreName {{ font-size: {fs17}px; }}
#SidePanel #ScoreValue {{ font-size: {fs22}px; font-weight: bold; }}
#SidePanel #FactName {{ color: {muted}; }}
#SidePanel #RulesLink {{ font-size: {fs13}px; border-style: solid; border-width: 0px 0px 2px 0px;
    border-color: transparent; }}
#SidePanel #RulesLink:focus {{ border-color: {accent}; }}
#Log {{ background: {base}; color: {text}; border: 2px solid {base}; font-size: {fs14}px; }}
#Log:focus {{ border: 2px solid {accent}; }}
#ActionBar {{ background: {panel}; border-top: 1px solid {edge}; }}
#ActionBar QLabel {{ color: {text}; font-size: {fs16}px; }}
#ActionBar QPushButton, #ActionBar QComboBox {{ font-size: {fs15}px; padding: 7px 14px; border-radius: 8px;
    background: {button}; color: {text}; border: 1px solid {border}; min-height: 24px; }}
#ActionBar QPushButton:hover, #ActionBar QComboBox:hover {{ background: {hover}; }}
#ActionBar QPushButton:focus, #ActionBar QComboBox:focus {{ border: 2px solid {accent}; }}
#ActionBar QPushButton:checked {{ background: {hover}; border: 2px solid {link}; }}
#ActionBar QPushButton[primary="true"] {{ background: {accent}; color: {accent_text}; border: 1px solid {link};
    font-weight: bold; }}
#ActionBar QPushButton[primary="true"]:hover {{ background: {accent_hover}; }}
#ActionBar QPushButton[primary="true"]:focus {{ border: 3px solid {accent_text}; }}
#ActionBar QComboBox {{ padding-right: 30px; }}
#ActionBar QComboBox::drop-down {{ subcontrol-origin: padding; subcontrol-position: center right; width: 26px;
    border-left: 1px solid {border}; border-top-right-radius: 8px; border-bottom-right-radius: 8px; }}
#ActionBar QComboBox::down-arrow {{ image: url({arrow}); width: 12px; height: 8px; }}
#ActionBar QComboBox QAbstractItemView {{ background: {base}; color: {text}; border: 1px solid {border};
    selection-background-color: {accent}; selection-color: {accent_text}; outline: none; font-size: {fs15}px; }}
#Privacy {{ background: {privacy_rgba}; }}
#Privacy QLabel {{ color: {heading}; font-size: {fs30}px; font-weight: bold; }}
#Privacy QPushButton {{ font-size: {fs18}px; padding: 12px 28px; border-radius: 10px; background: {accent};
    color: {accent_text}; font-weight: bold; }}
#Privacy QPushButton:focus {{ border: 3px solid {accent_text}; }}
QCheckBox::indicator, QRadioButton::indicator, QGroupBox::indicator {{ width: {indicator}px; height: {indicator}px;
    border: 2px solid {border}; background: {base}; border-radius: 3px; }}
QRadioButton::indicator {{ border-radius: {indicator_round}px; }}
QCheckBox::indicator:checked, QGroupBox::indicator:checked {{ background: {accent}; border-color: {accent};
    image: url({check}); }}
QRadioButton::indicator:checked {{ background: {accent}; border-color: {accent}; image: url({dot}); }}
QCheckBox::indicator:focus, QRadioButton::indicator:focus {{ border-color: {text}; }}
QCheckBox::indicator:disabled, QRadioButton::indicator:disabled {{ border-color: {faded}; background: {window}; }}
QLineEdit, QSpinBox {{ background: {base}; color: {text}; border: 1px solid {border}; border-radius: 4px;
    padding: 3px 5px; }}
QSpinBox {{ padding-right: 20px; }}
QLineEdit:focus, QSpinBox:focus {{ border: 2px solid {accent}; }}
QSpinBox::up-button, QSpinBox::down-button {{ subcontrol-origin: border; width: 18px; border-left: 1px solid {border}; }}
QSpinBox::up-button {{ subcontrol-position: top right; }}
QSpinBox::down-button {{ subcontrol-position: bottom right; }}
QSpinBox::up-arrow {{ image: url({arrow_up}); width: 10px; height: 7px; }}
QSpinBox::down-arrow {{ image: url({arrow}); width: 10px; height: 7px; }}
QComboBox {{ background: {button}; color: {text}; border: 1px solid {border}; border-radius: 4px;
    padding: 3px 26px 3px 6px; }}
QComboBox:focus {{ border: 2px solid {accent}; }}
QComboBox::drop-down {{ subcontrol-origin: padding; subcontrol-position: center right; width: 22px;
    border-left: 1px solid {border}; }}
QComboBox::down-arrow {{ image: url({arrow}); width: 12px; height: 8px; }}
QComboBox QAbstractItemView {{ background: {base}; color: {text}; selection-background-color: {accent};
    selection-color: {accent_text}; }}
"""


FONT_SIZES = (13, 14, 15, 16, 17, 18, 22, 30)
REFERENCE_FONT_PX = 12  # the application font the sizes above were drawn for (9 pt at 96 dpi)


def font_px(size: int) -> int:
    """A text size of the style sheet, grown or shrunk with the application font (a larger system
    font or the user's font setting makes the panels' and the bar's texts larger)."""
    app_px = QFontInfo(QGuiApplication.font()).pixelSize() if QGuiApplication.instance() else REFERENCE_FONT_PX
    return max(size, round(size * app_px / REFERENCE_FONT_PX))


def style_sheet(c: Chrome) -> str:
    values = {f.name: getattr(c, f.name) for f in fields(c)}
    for size in FONT_SIZES:
        values[f"fs{size}"] = font_px(size)
    values["indicator"] = font_px(14)  # a check box as large as the text beside it
    values["indicator_round"] = font_px(14) // 2 + 2
    privacy = QColor(c.privacy)
    values["privacy_rgba"] = f"rgba({privacy.red()}, {privacy.green()}, {privacy.blue()}, 245)"
    try:
        from .resources import asset_path

        for key, name in (("arrow", "arrow-down.svg"), ("arrow_up", "arrow-up.svg"), ("check", "check.svg"),
                          ("dot", "dot.svg")):
            values[key] = asset_path("ui", name).as_posix()
    except FileNotFoundError:
        values.update(arrow="", arrow_up="", check="", dot="")
    return STYLE.format(**values)


STYLE_NAME = "Fusion"  # follows the palette on every platform
_styled: set[int] = set()  # the applications given the style (a style sheet hides its name)


def apply(cloth: str, app: Optional[QApplication] = None) -> Chrome:
    """Dress the application for a table of colour ``cloth``; returns the palette."""
    global _current
    app = app or QApplication.instance()
    c = chrome(cloth)
    _current = c
    if app is not None:
        if id(app) not in _styled:
            app.setStyle(STYLE_NAME)
            _styled.add(id(app))
        app.setPalette(qpalette(c))
        sheet = style_sheet(c)
        if app.styleSheet() != sheet:
            app.setStyleSheet(sheet)
    return c


# ----------------------------------------------------------------- contrast (WCAG 2)
def luminance(colour: str) -> float:
    def channel(v: float) -> float:
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    q = QColor(colour)
    return 0.2126 * channel(q.redF()) + 0.7152 * channel(q.greenF()) + 0.0722 * channel(q.blueF())


def contrast(foreground: str, background: str) -> float:
    """The WCAG contrast ratio of two colours (1 to 21)."""
    a, b = sorted((luminance(foreground), luminance(background)), reverse=True)
    return (a + 0.05) / (b + 0.05)


def text_pairs(c: Chrome) -> list[tuple[str, str, str]]:
    """(what, text colour, background) of every text this palette draws."""
    from .wording.cards import RED as SUIT_ON_DARK

    pairs = []
    for bg_name in ("window", "panel", "base", "alternate"):
        bg = getattr(c, bg_name)
        pairs += [(f"text on {bg_name}", c.text, bg), (f"muted on {bg_name}", c.muted, bg),
                  (f"link on {bg_name}", c.link, bg), (f"error on {bg_name}", c.error, bg),
                  (f"red suit on {bg_name}", SUIT_ON_DARK, bg), (f"heading on {bg_name}", c.heading, bg)]
    pairs += [("text on button", c.text, c.button), ("text on hovered button", c.text, c.hover),
              ("text on gold", c.accent_text, c.accent), ("text on hovered gold", c.accent_text, c.accent_hover),
              ("text in an error box", c.text, c.error_panel), ("heading on the hand-over screen", c.heading, c.privacy)]
    return pairs
