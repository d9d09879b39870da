#!/usr/bin/env bash
# Build the one-folder bundle dist/tysiac/ (PyInstaller, packaging/tysiac.spec) and test it.
#
#   bash packaging/build.sh
#
# Uses its own venv, build/bundle-venv, holding only the app's runtime
# dependencies (`pip install .`) plus PyInstaller, so nothing from the
# developer's .venv (test tools, editable paths) ends up in the bundle. The venv
# is made anew whenever pyproject.toml or the PyInstaller version changes.
# Prints the bundle's size and fails when it is over TYSIAC_BUNDLE_MAX_MB
# (default 130) or when `dist/tysiac/tysiac --self-test` fails.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

python="${PYTHON:-python3}"
pyinstaller_spec="${PYINSTALLER:-pyinstaller==6.22.3}"
max_mb="${TYSIAC_BUNDLE_MAX_MB:-130}"
venv=build/bundle-venv
export PIP_DISABLE_PIP_VERSION_CHECK=1

stamp="$venv/.tysiac-bundle-stamp"
want="$({ cat pyproject.toml; echo "$pyinstaller_spec"; "$python" --version; } | sha256sum | cut -d' ' -f1)"
if [[ ! -f "$stamp" || "$(cat "$stamp")" != "$want" ]]; then
  echo "build: creating a clean $venv"
  rm -rf "$venv"
  "$python" -m venv "$venv"
  "$venv/bin/python" -m pip install --quiet --progress-bar off "$pyinstaller_spec"
fi
# The app itself, always fresh (not editable); setuptools' own build/lib is cleared
# so that a module deleted from the source cannot linger in the bundle.
rm -rf build/lib build/bdist.*
"$venv/bin/python" -m pip install --quiet --progress-bar off --force-reinstall --no-deps .
"$venv/bin/python" -m pip install --quiet --progress-bar off .   # runtime dependencies, if any are new
echo "$want" > "$stamp"

# The desktop metadata must at least be well-formed (and any screenshot it names must exist).
"$python" - <<'PY'
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

root = ET.parse("packaging/linux/io.github.tysiac.Tysiac.metainfo.xml").getroot()
missing = [i.text for i in root.iter("image")
           if not (Path("packaging/screenshots") / i.text.rsplit("/", 1)[-1]).is_file()]
if root.findtext("id") != "io.github.tysiac.Tysiac" or missing:
    sys.exit(f"build: metainfo: wrong id or missing screenshots {missing}")
ET.parse("packaging/linux/io.github.tysiac.Tysiac.svg")
PY

echo "build: running PyInstaller"
rm -rf dist/tysiac
"$venv/bin/python" -m PyInstaller --noconfirm --log-level WARN \
  --distpath dist --workpath build/pyinstaller packaging/tysiac.spec

size_mb="$(du -sm dist/tysiac | cut -f1)"
echo "build: bundle dist/tysiac/ is $(du -sh dist/tysiac | cut -f1) (${size_mb} MB, limit ${max_mb} MB)"

echo "build: running the bundle's self-test"
status=0
QT_QPA_PLATFORM=offscreen timeout 300 dist/tysiac/tysiac --self-test || status=$?
if ((status != 0)); then
  echo "build: the bundle's self-test failed (exit $status)" >&2
  exit 1
fi
if ((size_mb > max_mb)); then
  echo "build: the bundle is ${size_mb} MB, over the ${max_mb} MB limit" >&2
  exit 1
fi
echo "build: dist/tysiac/ is ready"
