import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

settings.register_profile("ci", max_examples=200, deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("dev", max_examples=50, deadline=None)
settings.load_profile(os.getenv("HYPOTHESIS_PROFILE", "dev"))


@pytest.fixture(scope="session", autouse=True)
def no_socket_files_left(tmp_path_factory):
    """A game killed by a test (the single-instance, orphan and reconnect tests) leaves its local
    server's socket file in the system's temporary folder, named after its data folder; a player's
    next start removes it, but a test's folder never starts again.  Remove those of this run's
    folders only (a real game of the same user keeps its own)."""
    yield
    try:
        from PySide6.QtCore import QDir
        from tysiac_desktop.single_instance import instance_name
    except ImportError:
        return
    base = tmp_path_factory.getbasetemp()
    for folder in [base, *(p for p in base.rglob("*") if p.is_dir() and not p.is_symlink())]:
        socket = Path(QDir.tempPath()) / instance_name(folder)
        if socket.is_socket():
            socket.unlink(missing_ok=True)
