"""The translation sources are kept current with the code, and their .qm are built from them."""
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tysiac_desktop.languages import LANGUAGE_NAMES, LANGUAGES

ROOT = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent
LANGS = tuple(lang for lang in LANGUAGES if lang != "en")  # English is the source


def messages(ts: Path) -> set[tuple[str, str]]:
    root = ET.parse(ts).getroot()
    return {(ctx.findtext("name") or "", m.findtext("source") or "")
            for ctx in root.iter("context") for m in ctx.iter("message")}


def sources() -> list[str]:
    return sorted(str(p) for p in (ROOT / "tysiac_desktop").rglob("*.py"))


@pytest.mark.parametrize("lang", LANGS)
def test_ts_holds_every_string_the_code_uses(tmp_path, lang):
    fresh = tmp_path / f"tysiac_{lang}.ts"
    subprocess.run([str(BIN / "pyside6-lupdate"), *sources(), "-target-language", lang, "-ts", str(fresh)],
                   check=True, capture_output=True)
    committed = ROOT / "translations" / f"tysiac_{lang}.ts"
    missing = messages(fresh) - messages(committed)
    assert not missing, f"run translations/update.sh: {sorted(missing)[:5]}"
    assert len(messages(fresh)) > 200
    assert f'language="{lang}"' in committed.read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", LANGS)
def test_qm_is_built_from_the_current_ts(tmp_path, lang):
    built = tmp_path / f"tysiac_{lang}.qm"
    ts = ROOT / "translations" / f"tysiac_{lang}.ts"
    subprocess.run([str(BIN / "pyside6-lrelease"), "-silent", str(ts), "-qm", str(built)], check=True)
    committed = ROOT / "translations" / f"tysiac_{lang}.qm"
    assert committed.exists() and committed.read_bytes() == built.read_bytes()


def test_every_context_is_a_real_class_or_named_context():
    names = {ctx for ctx, _ in messages(ROOT / "translations" / "tysiac_pl.ts")}
    assert "" not in names  # a tr() outside a class would never be found at run time
    assert {"MainWindow", "ActionBar", "SidePanel", "Events", "Hint", "SpokenCards"} <= names


def test_english_has_every_plural_form(tmp_path):
    """English shows "1 trick": tysiac_en.ts holds each %n text of the code with its two forms."""
    fresh = tmp_path / "tysiac_en.ts"
    subprocess.run([str(BIN / "pyside6-lupdate"), *sources(), "-target-language", "en", "-pluralonly",
                    "-ts", str(fresh)], check=True, capture_output=True)
    committed = ROOT / "translations" / "tysiac_en.ts"
    assert messages(fresh) <= messages(committed) and len(messages(fresh)) >= 10, "run translations/update.sh"
    root = ET.parse(committed).getroot()
    for message in root.iter("message"):
        forms = [f.text for f in message.iter("numerusform")]
        assert message.find("translation").get("type") is None and len(forms) == 2 and all(forms), \
            message.findtext("source")
    built = tmp_path / "tysiac_en.qm"
    subprocess.run([str(BIN / "pyside6-lrelease"), "-silent", str(committed), "-qm", str(built)], check=True)
    assert (ROOT / "translations" / "tysiac_en.qm").read_bytes() == built.read_bytes()
def test_every_language_has_its_translation_and_its_own_name():
    assert set(LANGUAGE_NAMES) == set(LANGUAGES)
    built = {p.stem.removeprefix("tysiac_") for p in (ROOT / "translations").glob("tysiac_*.ts")}
    assert built == set(LANGUAGES)  # English's holds only its plural forms (translations/update.sh)


def test_the_words_for_levels_presets_and_marriages_cover_the_engine_vocabulary():
    """The desktop words what the engine names; it does not list the names again."""
    from tysiac_desktop.wording.words import MARRIAGE_SUIT, level_names, preset_names
    from tysiac_engine.ai.levels import LEVELS
    from tysiac_engine.cards import MARRIAGE_VALUES
    from tysiac_engine.rules import PRESET_NAMES

    assert tuple(level_names()) == LEVELS
    assert tuple(preset_names()) == PRESET_NAMES
    assert [MARRIAGE_SUIT[value] for value in MARRIAGE_VALUES] == [0, 1, 2, 3]
