"""grail_desktop.ui: the Qt widgets.

Importing this package first stops PySide6 reading the source of every module imported after it (see
:func:`_no_source_scan`).
"""

from __future__ import annotations

import sys
from types import ModuleType


def _uses_pyside(module: ModuleType) -> bool:
    """Whether ``module`` holds anything from PySide6, judged from its globals instead of its source text."""
    for value in list(vars(module).values()):
        name = getattr(value, "__module__", None) if not isinstance(value, ModuleType) else value.__name__
        if isinstance(name, str) and name.startswith(("PySide6", "shiboken6")):
            return True
    return False


def _no_source_scan() -> None:
    """PySide6's ``__feature__`` support (snake_case, true_property) decides per module whether it "uses
    PySide" by reading the module's source with ``inspect.getsource`` after every import: at a resume that is
    some 300 files read and tokenised on the way to the first frame, their 67,000 lines then kept in
    ``linecache`` (6.6 MB). The app enables no feature, so the same answer from the module's globals does;
    should a PySide6 release drop or rename the hook, nothing changes but the speed
    (tests/ui/test_startup_laziness.py checks the hook is still found)."""
    try:
        import PySide6  # noqa: F401  (installs the import hook this replaces the source test of)
    except ImportError:  # no Qt here: whoever imports a widget reports it (the smoke test says so in one line)
        return

    feature = sys.modules.get("PySide6.support.feature")
    if feature is not None and callable(getattr(feature, "_mod_uses_pyside", None)):
        feature._mod_uses_pyside = _uses_pyside  # type: ignore[attr-defined]


_no_source_scan()
