"""The start screen and a resumed table import only what their first frame shows (issue 25): no attrs, engine,
logging.handlers, subprocess, platformdirs, dataclasses or glob before the start screen; no journal reader,
encounter board, big-moment card, dialogs, End of the Day pages or OpenSSL before a resumed table that shows none
of them.
Checked in a fresh process: what is imported, never how long it took."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

SCRIPT = """
import json, sys
from grail_desktop.ui import start_screen
painted = []
paint = start_screen.StartScreen.paintEvent
start_screen.StartScreen.paintEvent = lambda self, event: (painted.append(True), paint(self, event))[1]
from grail_desktop.main import main
status = main(sys.argv[1:])
from PySide6 import QtCore, QtGui
print(json.dumps({"status": status, "modules": sorted(sys.modules), "painted": bool(painted),
                  "qt_namespace": "Qt" in vars(QtCore), "gui_classes": sorted(vars(QtGui))}))
"""


def first_frame(home: Path, *args: str) -> dict[str, Any]:
    """What a fresh ``grail-desktop ARGS`` process holds once its window's first frame is painted
    (``GRAIL_DESKTOP_QUIT_AFTER_START``): its modules, whether the start screen was painted, whether PySide6
    built its ``Qt`` namespace, the QtGui classes PySide6 built."""
    env = dict(
        os.environ, QT_QPA_PLATFORM="offscreen", GRAIL_DESKTOP_HOME=str(home), GRAIL_DESKTOP_QUIT_AFTER_START="1"
    )
    out = subprocess.run(
        [sys.executable, "-c", SCRIPT, *args], env=env, capture_output=True, text=True, timeout=120, check=True
    )
    result: dict[str, Any] = json.loads(out.stdout.strip().splitlines()[-1])
    assert result["status"] == 0
    return result


def first_frame_modules(home: Path, *args: str) -> set[str]:
    return set(first_frame(home, *args)["modules"])


def _two_character_save(folder: Path) -> Path:
    """A new two-character campaign saved in ``folder`` (imported here: the test process may import anything)."""
    from grail_desktop.catalog import load_campaign
    from grail_desktop.engine import new_game
    from grail_desktop.saves import save_game

    save = folder / "resume.toml"
    save_game(new_game(load_campaign("ynys-wen"), ["maelon", "ceri"], seed=4), save, keep=0)
    return save


def test_the_start_screen_imports_no_engine_and_no_attrs(tmp_path: Path) -> None:
    modules = first_frame_modules(tmp_path)
    assert "grail_desktop.ui.start_screen" in modules
    for heavy in ("attr", "grail_desktop.engine.game", "logging.handlers", "subprocess", "platformdirs", "secrets"):
        assert heavy not in modules, f"{heavy} is imported on the way to the start screen"
    # the Settings and the theme are NamedTuples and the save listing escapes names later: no dataclass
    # machinery and no glob module before the first frame
    for later in ("dataclasses", "copy", "glob"):
        assert later not in modules, f"{later} is imported on the way to the start screen"


def test_a_first_start_imports_no_later_screen_and_no_save_listing(tmp_path: Path) -> None:
    modules = first_frame_modules(tmp_path)  # nothing saved: Continue is off without listing the saves
    for later in (
        "grail_desktop.ui.table",
        "grail_desktop.ui.encounter_board",
        "grail_desktop.ui.veil",
        "grail_desktop.ui.how_to_play",
        "grail_desktop.ui.rules_reference",
        "grail_desktop.ui.speech",
        "grail_desktop.ui.dialogs",
        "grail_desktop.saves.lineages",
        "grail_desktop.saves.api",
        "grail_desktop.catalog.loader",
        "grail_desktop.engine",
        "tomllib",
    ):
        assert later not in modules, f"{later} is imported on the way to a first start screen"


def test_a_resumed_table_leaves_the_journal_and_the_encounter_board_for_later(tmp_path: Path) -> None:
    save = _two_character_save(tmp_path)
    modules = first_frame_modules(tmp_path, str(save))
    assert "grail_desktop.ui.table" in modules
    for later in (
        "grail_desktop.ui.journal_panel",
        "grail_desktop.ui.encounter_board",
        "grail_desktop.app.encounter_view",
        "grail_desktop.ui.reveal_overlay",  # a big moment's card, built on first use or after the first frame
        "grail_desktop.ui.dialogs",
        "grail_desktop.ui.end_of_day",
        "grail_desktop.ui.game_over",
        "_hashlib",  # OpenSSL: the pack cache hashes with CPython's own SHA-256 (3.7 MiB less)
        "hmac",
    ):
        assert later not in modules, f"{later} is imported before the resumed table's first frame"


def test_a_resume_from_the_pack_cache_imports_no_pack_checker(tmp_path: Path) -> None:
    """A pack read from the catalog cache was checked when it was cached: a resume that finds the cache (as
    every resume after the first does) imports neither the pack's checks nor the record structuring and its
    ``difflib`` (about 0.6 MiB less at the table; issue 25, peak memory)."""
    save = _two_character_save(tmp_path)
    env = dict(os.environ, GRAIL_DESKTOP_HOME=str(tmp_path))
    warm = "from grail_desktop.catalog import load_campaign; load_campaign('ynys-wen')"
    subprocess.run([sys.executable, "-c", warm], env=env, check=True, timeout=120)  # an earlier session's cache
    modules = first_frame_modules(tmp_path, str(save))
    assert "grail_desktop.catalog.cache" in modules
    for checker in (
        "grail_desktop.catalog.checks",
        "grail_desktop.catalog.reach",
        "grail_desktop.catalog.records",
        "grail_desktop.catalog.converter",
        "difflib",
    ):
        assert checker not in modules, f"{checker} is imported by a resume that read the pack cache"


def test_the_start_screen_is_painted_without_the_qt_namespace(tmp_path: Path) -> None:
    """PySide6 makes the ``Qt`` namespace's 93 Python enums on its first use (an alignment, a key, a painter
    call with a ``Qt`` overload): the start screen's first frame does without them; they come with the
    shortcuts after it (``MainWindow.after_first_frame``). A first start and a returning one (saved size)."""
    for _ in range(2):
        result = first_frame(tmp_path)
        assert result["painted"], "the benchmark's process left before the start screen's first frame"
        assert not result["qt_namespace"], "the start screen's first frame built PySide6's Qt namespace"
        assert "datetime" not in result["modules"]


def test_the_start_screens_first_frame_builds_no_class_it_does_not_use(tmp_path: Path) -> None:
    """PySide6 builds a Qt class's Python type on its first use. An event filter (or an ``event`` override)
    on the way to the first frame gets every event as a Python object, and the first one builds some 45 event
    types at once; the benchmark's leaving after the first frame wraps the window's paint instead. QFont is
    made by the prose views, after the start screen."""
    classes = set(first_frame(tmp_path)["gui_classes"])
    assert "QPaintEvent" in classes  # the start screen paints its moorland itself
    for unused in ("QTabletEvent", "QDragEnterEvent", "QWheelEvent", "QFont"):
        assert unused not in classes, f"the start screen's first frame built PySide6's {unused}"
