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
