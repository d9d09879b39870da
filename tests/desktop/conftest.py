import pytest


@pytest.fixture(autouse=True)
def private_home(tmp_path, monkeypatch):
    """Every desktop test keeps its settings, saves and statistics in its own folder."""
    home = tmp_path / "tysiac-home"
    monkeypatch.setenv("TYSIAC_HOME", str(home))
    return home
