#!/usr/bin/env bash
# Refresh the .ts sources from the code (pyside6-lupdate) and build the .qm files (pyside6-lrelease).
# Run from anywhere; uses the project's .venv.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bin=.venv/bin
# tracked files and new ones not yet committed (never ignored ones): a new module's texts are not dropped
# (only files that exist: one moved or deleted but not yet committed is still in the index)
mapfile -t sources < <(git ls-files --cached --others --exclude-standard 'tysiac_desktop/*.py' 'tysiac_desktop/**/*.py' \
  | sort -u | while read -r f; do [[ -f "$f" ]] && echo "$f"; done)
for lang in pl ru da; do
  "$bin/pyside6-lupdate" "${sources[@]}" -target-language "$lang" -ts "translations/tysiac_$lang.ts" -no-obsolete
  "$bin/pyside6-lrelease" -silent "translations/tysiac_$lang.ts" -qm "translations/tysiac_$lang.qm"
done
# English: only the plural forms of the source texts ("%n tricks" → "1 trick"), as Qt intends
"$bin/pyside6-lupdate" "${sources[@]}" -target-language en -pluralonly -ts translations/tysiac_en.ts -no-obsolete
"$bin/pyside6-lrelease" -silent translations/tysiac_en.ts -qm translations/tysiac_en.qm
