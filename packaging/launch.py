"""Entry point of the PyInstaller bundle (``packaging/tysiac.spec``): ``dist/tysiac/tysiac``.

``multiprocessing.freeze_support()`` must run before anything else: the
computer players' search runs in a "spawn" worker process, which in a frozen
bundle is this same executable started again with multiprocessing's
arguments; freeze_support() runs the worker there and exits, instead of
opening a second window.
"""
import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()
    from tysiac_desktop.__main__ import main

    sys.exit(main())
