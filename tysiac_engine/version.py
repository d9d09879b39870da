"""The one version number of the package, the bundle and the About box (pyproject reads it)."""
__version__ = "0.1.0"
