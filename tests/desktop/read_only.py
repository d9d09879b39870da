"""A folder nothing can be written in for a while, as root too (CI runs as root, where a plain
chmod does not stop a write): shared by the single-instance and statistics tests."""
from __future__ import annotations

import contextlib
import os
import subprocess


@contextlib.contextmanager
def read_only(folder):
    """``folder`` cannot be written, even by root (immutable), for the time of the block."""
    as_root = os.geteuid() == 0
    if as_root:
        subprocess.run(["chattr", "+i", str(folder)], check=True)
    else:
        folder.chmod(0o555)
    try:
        yield
    finally:
        if as_root:
            subprocess.run(["chattr", "-i", str(folder)], check=True)
        else:
            folder.chmod(0o755)
