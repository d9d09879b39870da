import pytest


@pytest.fixture(autouse=True)
def private_home(tmp_path, monkeypatch):
    """Every desktop test keeps its settings, saves and statistics in its own folder."""
    home = tmp_path / "tysiac-home"
    monkeypatch.setenv("TYSIAC_HOME", str(home))
    return home


@pytest.fixture(autouse=True)
def french_suit_names():
    """A window set to a German-suited deck names suits its way; the next test starts French."""
    from tysiac_desktop.wording.words import SuitStyle

    yield
    SuitStyle.german = False


@pytest.fixture
def window(qtbot):
    """The main window at 1280×800, no animations, computers answering at once, a finished trick
    collected at once (a test module may define its own)."""
    from tysiac_desktop.main_window import MainWindow

    win = MainWindow()
    win.set_speed("off")
    win.controller.ai_delay_ms = 0
    win.controller.trick_hold_ms = 0
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    yield win
    win.controller.close()
