#!/usr/bin/env bash
# Build the wheel and the sdist and try each as a player would install it: into a fresh venv in a
# temporary folder, with no source tree on the path; then `tysiac --version` and `tysiac --self-test`
# (offscreen) from there. The wheel must hold the compiled solver core, every card deck and every
# built translation. Also checks that every runtime dependency, at the version that got installed,
# has wheels for Windows, macOS (Intel and Apple silicon) and manylinux for every Python the
# package claims (packaging/check_wheels.py). CI (.ci/run) runs it after the tests.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
python="${PYTHON:-.venv/bin/python}"
export PIP_DISABLE_PIP_VERSION_CHECK=1
work="$(mktemp -d "${TMPDIR:-/tmp}/tysiac-install.XXXXXX")"
trap 'rm -rf "$work"' EXIT

echo "install: building the sdist and, from it, the wheel"
rm -rf build/lib build/bdist.*
"$python" -m build --outdir "$work/dist" . >"$work/build.log" 2>&1 || { tail -30 "$work/build.log" >&2; exit 1; }
wheel="$(ls "$work"/dist/tysiac-*.whl)"
sdist="$(ls "$work"/dist/tysiac-*.tar.gz)"
"$python" packaging/check_wheels.py --contents "$wheel"

version="$("$python" -c 'from tysiac_engine.version import __version__; print(__version__)')"
for artefact in "$wheel" "$sdist"; do
  name="$(basename "$artefact")"
  venv="$work/venv-${name%%.*}-${name##*.}"
  echo "install: $name into a fresh venv"
  "${BASE_PYTHON:-python3}" -m venv "$venv"
  "$venv/bin/python" -m pip install --quiet --progress-bar off "$artefact"
  # from an empty folder: nothing of the checkout can be imported by accident
  mkdir -p "$work/elsewhere"
  got="$(cd "$work/elsewhere" && "$venv/bin/tysiac" --version)"
  if [[ "$got" != "tysiac $version" ]]; then
    echo "install: $name: --version printed '$got', not 'tysiac $version'" >&2; exit 1
  fi
  (cd "$work/elsewhere" && "$venv/bin/python" -c 'import tysiac_engine.ai._dd') \
    || { echo "install: $name: the compiled solver core is missing" >&2; exit 1; }
  (cd "$work/elsewhere" && QT_QPA_PLATFORM=offscreen timeout 300 "$venv/bin/tysiac" --self-test >"$work/selftest.log" 2>&1) \
    || { tail -20 "$work/selftest.log" >&2; echo "install: $name: the self-test failed" >&2; exit 1; }
  echo "install: $name: $(tail -1 "$work/selftest.log")"
done
first_venv="$(ls -d "$work"/venv-*whl | head -1)"
"$python" packaging/check_wheels.py --dependencies "$first_venv/bin/python"
echo "install: the wheel and the sdist install and run"
