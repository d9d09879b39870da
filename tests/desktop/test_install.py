"""What a player installs: the package's contents and data files, one version number, the Linux
desktop files, the Windows and macOS icons, and files written by the previous release.

Building and installing the wheel and the sdist in fresh venvs is CI's part
(``packaging/check_install.sh``); these tests cover what can be checked from the source tree.
"""
from __future__ import annotations

import re
import shutil
import struct
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tysiac_desktop import desktop_integration, resources
from tysiac_desktop.selftest import maxrss_mb
from tysiac_engine.version import __version__

ROOT = Path(__file__).resolve().parents[2]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
LINUX = ROOT / "packaging" / "linux"
RELEASE_0_1_0 = Path(__file__).parent / "release_0_1_0"


# ----------------------------------------------------------------- the package
def test_every_package_of_the_source_tree_is_installed():
    listed = set(PYPROJECT["tool"]["setuptools"]["packages"])
    found = {".".join(p.parent.relative_to(ROOT).parts) for top in ("tysiac_engine", "tysiac_desktop")
             for p in (ROOT / top).rglob("__init__.py")}
    assert found <= listed, f"add {sorted(found - listed)} to [tool.setuptools] packages in pyproject.toml"


def test_the_data_folders_travel_inside_the_package():
    mapped = PYPROJECT["tool"]["setuptools"]["package-dir"]
    assert {f"tysiac_desktop.{name}": folder for name, folder in resources._CHECKOUT_FOLDERS.items()} == mapped
    for folder in mapped.values():
        assert (ROOT / folder).is_dir()


def test_data_is_found_in_a_bundle_then_an_installed_package_then_the_checkout(tmp_path, monkeypatch):
    assert resources.assets_dir() == ROOT / "assets"  # a checkout (the tests run from one)
    assert resources.translations_dir() == ROOT / "translations"
    assert resources.data_dir("linux") == LINUX
    installed = tmp_path / "site-packages" / "tysiac_desktop"
    (installed / "assets").mkdir(parents=True)
    monkeypatch.setattr(resources, "files", lambda package: installed)
    assert resources.assets_dir() == installed / "assets"
    assert resources.translations_dir() == ROOT / "translations"  # not installed there: the checkout's
    bundle = tmp_path / "bundle"
    (bundle / "assets").mkdir(parents=True)
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)
    assert resources.asset_path("decks") == bundle / "assets" / "decks"


def test_a_missing_data_folder_names_where_it_was_looked_for(tmp_path, monkeypatch):
    monkeypatch.setattr(resources, "files", lambda package: tmp_path)
    monkeypatch.setattr(resources, "_CHECKOUT", tmp_path / "nowhere")
    with pytest.raises(FileNotFoundError, match="assets folder not found; looked in .*nowhere"):
        resources.assets_dir()


# ----------------------------------------------------------------- one version number
def test_one_version_for_the_package_the_command_line_the_metainfo_and_the_about_box():
    assert PYPROJECT["project"]["dynamic"] == ["version"]
    assert PYPROJECT["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "tysiac_engine.version.__version__"}
    out = subprocess.run([sys.executable, "-m", "tysiac_desktop", "--version"], capture_output=True, text=True,
                         timeout=60)
    assert (out.returncode, out.stdout.strip()) == (0, f"tysiac {__version__}")
    releases = ET.parse(LINUX / "io.github.tysiac.Tysiac.metainfo.xml").getroot().find("releases")
    assert releases[0].get("version") == __version__, "the newest <release> of the metainfo is this version"
    source = (ROOT / "tysiac_desktop" / "main_window.py").read_text(encoding="utf-8")
    assert "<h3>Tysiąc {version}</h3>" in source and "format(version=__version__)" in source


def test_the_about_box_shows_the_version(qtbot, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from tysiac_desktop.main_window import MainWindow

    shown = []
    monkeypatch.setattr(QMessageBox, "about", lambda parent, title, text: shown.append(text))
    window = MainWindow()
    qtbot.addWidget(window)
    window.show_about()
    window.controller.close()
    assert f"Tysiąc {__version__}</h3>" in shown[0]


# ----------------------------------------------------------------- Linux desktop integration
def test_install_desktop_puts_the_three_files_where_the_desktop_finds_them(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    written = desktop_integration.install(command="/home/ala/.local/bin/tysiac")
    share = tmp_path / "share"
    assert written == [share / "applications" / "io.github.tysiac.Tysiac.desktop",
                       share / "icons" / "hicolor" / "scalable" / "apps" / "io.github.tysiac.Tysiac.svg",
                       share / "metainfo" / "io.github.tysiac.Tysiac.metainfo.xml"]
    entry = written[0].read_text(encoding="utf-8")
    assert "Exec=/home/ala/.local/bin/tysiac\n" in entry and "Icon=io.github.tysiac.Tysiac\n" in entry
    assert written[1].read_bytes() == (LINUX / "io.github.tysiac.Tysiac.svg").read_bytes()
    assert written[2].read_bytes() == (LINUX / "io.github.tysiac.Tysiac.metainfo.xml").read_bytes()
    # again: the files are replaced, nothing else is left behind
    desktop_integration.install(command="tysiac")
    assert sorted(p.name for p in share.rglob("*") if p.is_file()) == sorted(p.name for p in written)


def test_a_launcher_path_with_spaces_is_quoted_in_the_desktop_entry():
    entry = desktop_integration.desktop_entry("[Desktop Entry]\nExec=tysiac\nName=Tysiąc\n",
                                              '/home/ala/My Games/bin/tysiac')
    assert 'Exec="/home/ala/My Games/bin/tysiac"\n' in entry and "Name=Tysiąc" in entry


def test_the_xdg_data_home_must_be_absolute(monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", "relative/share")
    assert desktop_integration.xdg_data_home() == Path.home() / ".local" / "share"


def test_install_desktop_on_the_command_line(tmp_path):
    env = {"XDG_DATA_HOME": str(tmp_path), "PATH": "/usr/bin:/bin", "HOME": str(tmp_path)}
    out = subprocess.run([sys.executable, "-m", "tysiac_desktop", "--install-desktop"], capture_output=True,
                         text=True, timeout=60, env=env)
    assert out.returncode == 0, out.stderr
    assert out.stdout.splitlines()[0] == str(tmp_path / "applications" / "io.github.tysiac.Tysiac.desktop")
    blocked = tmp_path / "blocked"
    blocked.write_text("a file where a folder belongs")
    out = subprocess.run([sys.executable, "-m", "tysiac_desktop", "--install-desktop"], capture_output=True,
                         text=True, timeout=60, env={**env, "XDG_DATA_HOME": str(blocked)})
    assert out.returncode == 1 and out.stderr.startswith("tysiac: the desktop files could not be installed")
    assert len(out.stderr.splitlines()) == 1


@pytest.mark.parametrize("tool, args, name", [
    ("appstreamcli", ["validate", "--no-net"], "io.github.tysiac.Tysiac.metainfo.xml"),
    ("desktop-file-validate", [], "io.github.tysiac.Tysiac.desktop"),
])
def test_the_desktop_files_are_valid(tool, args, name):
    """The validators come with .ci/setup (Debian's appstream and desktop-file-utils)."""
    assert shutil.which(tool), f"{tool} is missing: run bash .ci/setup"
    out = subprocess.run([tool, *args, str(LINUX / name)], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stdout + out.stderr


# ----------------------------------------------------------------- Windows and macOS icons
def _png_size(png: bytes) -> tuple[int, int]:
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", png[16:24])


def test_the_windows_icon_holds_every_size_from_16_to_256():
    data = (ROOT / "packaging" / "icons" / "tysiac.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1)
    sizes = []
    for i in range(count):
        width, height, _, _, _, _, length, offset = struct.unpack("<BBBBHHII", data[6 + 16 * i:22 + 16 * i])
        png_w, png_h = _png_size(data[offset:offset + length])
        assert (png_w, png_h) == (width or 256, height or 256)
        sizes.append(png_w)
    assert sizes == [16, 24, 32, 48, 64, 128, 256]


def test_the_macos_icon_holds_every_size_from_16_to_1024():
    data = (ROOT / "packaging" / "icons" / "tysiac.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    sizes, at = {}, 8
    while at < len(data):
        kind, length = data[at:at + 4], struct.unpack(">I", data[at + 4:at + 8])[0]
        sizes[kind.decode()] = _png_size(data[at + 8:at + length])[0]
        at += length
    assert sizes == {"icp4": 16, "icp5": 32, "icp6": 64, "ic07": 128, "ic08": 256, "ic09": 512, "ic10": 1024}


def test_the_spec_builds_a_windowed_exe_and_a_macos_app_with_their_icons():
    spec = (ROOT / "packaging" / "tysiac.spec").read_text(encoding="utf-8")
    assert re.search(r'"win32": ROOT / "packaging" / "icons" / "tysiac.ico"', spec)
    assert re.search(r'"darwin": ROOT / "packaging" / "icons" / "tysiac.icns"', spec)
    assert "console=False" in spec and "BUNDLE(" in spec and 'name="Tysiac.app"' in spec
    workflow = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    for system in ("ubuntu", "windows", "macos"):
        assert system in workflow
    assert workflow.count("--self-test") >= 1 and "cibuildwheel" in workflow


# ----------------------------------------------------------------- platform branches
def test_peak_memory_is_counted_in_bytes_on_macos_and_kib_elsewhere():
    assert maxrss_mb(200 * 1024 * 1024, "darwin") == 200
    assert maxrss_mb(200 * 1024, "linux") == 200


# ----------------------------------------------------------------- files of the previous release
def _release_home(tmp_path, monkeypatch) -> Path:
    home = tmp_path / "home"
    shutil.copytree(RELEASE_0_1_0, home)
    monkeypatch.setenv("TYSIAC_HOME", str(home))
    return home


def test_settings_of_the_previous_release_are_read(tmp_path, monkeypatch):
    from tysiac_desktop.settings import load_preferences

    _release_home(tmp_path, monkeypatch)
    preferences, problem = load_preferences()
    assert problem is None and preferences.language == "pl" and preferences.deck == "svg-cards"


def test_rule_sets_of_the_previous_release_are_read(tmp_path, monkeypatch):
    from tysiac_desktop.rule_sets import RuleSetStore

    _release_home(tmp_path, monkeypatch)
    rules = RuleSetStore().get("Ciocia Basia").rules()
    assert rules.golden_round and rules.bid_step == 10 and rules.target == 1001


def test_statistics_of_the_previous_release_are_read_and_written(tmp_path, monkeypatch):
    from tysiac_desktop.statistics import Statistics

    home = _release_home(tmp_path, monkeypatch)
    stats, problem = Statistics.open()
    try:
        assert problem is None and not stats.in_memory
        assert stats.summary().games == 1 and stats.summary().deals >= 1
    finally:
        stats.close()
    assert not list(home.rglob("*.bad-*")), "nothing of the previous release is set aside"


def test_an_autosave_of_the_previous_release_resumes(tmp_path, monkeypatch):
    from tysiac_desktop import storage

    _release_home(tmp_path, monkeypatch)
    doc, problem = storage.read_autosave()
    assert problem is None and doc is not None
    game = storage.replay_record(doc, storage.autosave_path())
    assert game.players == ("Ala", "Bolek") and game.rules.target == 1001
