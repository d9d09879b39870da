"""Alt + a letter opens a menu and chooses in it: in every language no two entries of one menu (nor
two menus of the menu bar) share their underlined letter."""
import re

import pytest

from tysiac_desktop.languages import Translators
from tysiac_desktop.main_window import MainWindow


def mnemonic(text: str):
    """The letter after a single "&" ("Score &sheet" → "s"), None without one."""
    found = re.search(r"&(?!&)(\w)", text.replace("&&", ""))
    return found.group(1).lower() if found else None


def clashes(texts):
    seen: dict[str, list[str]] = {}
    for text in texts:
        letter = mnemonic(text)
        if letter is not None:
            seen.setdefault(letter, []).append(text)
    return {letter: names for letter, names in seen.items() if len(names) > 1}


def menus_of(window):
    """(menu title, its entries' texts) for the menu bar and every menu under it."""
    out = [("menu bar", [a.text() for a in window.menuBar().actions() if a.isVisible()])]
    stack = [a.menu() for a in window.menuBar().actions() if a.menu() is not None]
    while stack:
        menu = stack.pop()
        menu.aboutToShow.emit()  # entries offered only now (Resume a hosted table)
        out.append((menu.title(), [a.text() for a in menu.actions() if a.isVisible() and not a.isSeparator()]))
        stack.extend(a.menu() for a in menu.actions() if a.menu() is not None)
    return out


@pytest.mark.parametrize("lang", ["en", "pl", "ru", "da"])
def test_no_menu_shares_an_underlined_letter(qtbot, qapp, lang):
    translators = Translators(qapp)
    window = MainWindow(translators=translators)
    qtbot.addWidget(window)
    try:
        window.set_language(lang)
        found = {title: clashes(texts) for title, texts in menus_of(window)}
        assert not {title: c for title, c in found.items() if c}, f"{lang}: {found}"
    finally:
        translators.switch("en")
        window.controller.close()
