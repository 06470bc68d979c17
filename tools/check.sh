#!/usr/bin/env bash
# The project's test command (README): lint, types, import contracts, headless tests with Qt made
# unimportable, then the Qt tests offscreen. Exits non-zero on the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
export QT_QPA_PLATFORM=offscreen
export PYTHONDONTWRITEBYTECODE=1

echo "== ruff";          ruff check . && ruff format --check .
echo "== mypy";          mypy
echo "== import contracts"; lint-imports
echo "== interface catalogs"; python tools/update_translations.py --check && python tools/update_translations.py --qm
headless=()
for d in tests/*/; do
  case "$d" in tests/ui/|tests/app/) ;; *) headless+=("$d") ;; esac
done
echo "== headless tests (PySide6 blocked): ${headless[*]}"
PYTHONPATH="$PWD/tools/noqt" python -m pytest -p no:pytest-qt -W ignore::pytest.PytestConfigWarning -q "${headless[@]}"
# On every core (pytest-xdist), a file's tests together in one worker: files share module-scoped fixtures.
# Each worker has its own temporary folders, so every test's home, settings and catalog cache stay its own.
echo "== Qt tests (offscreen, one worker a core)"
python -m pytest -q -n auto --dist loadfile tests/ui tests/app
