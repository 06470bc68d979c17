"""Interface strings through Qt's translation machinery (issue 28).

``tr("…")`` is ``QCoreApplication.translate`` in the one context of the catalog; :func:`install_language`
loads the language's ``.qm`` (compiled from ``grail_desktop/i18n/grail_desktop_<lang>.ts`` by PySide6's
``pyside6-lrelease``, at build time or, when missing or older than its source, at the first start into the cache
folder) and Qt's own ``qtbase_<lang>.qm`` (the standard buttons), sets the default ``QLocale`` (numbers and
dates in spin boxes and the like) and makes the app layer (:mod:`grail_desktop.app.i18n`) and the packs
(:func:`grail_desktop.catalog.translation.set_pack_language`) speak the same language.
"""

from __future__ import annotations

import logging
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from grail_desktop.app import i18n as app_i18n
from grail_desktop.app.i18n import tr_noop

#: The translation context of the strings marked with :func:`tr` (the same as the app layer's).
CONTEXT = app_i18n.CONTEXT
__all__ = ["CONTEXT", "install_language", "tr", "tr_noop"]
_log = logging.getLogger(__name__)
_INSTALLED: list[QTranslator] = []


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the interface language (itself while no translation is installed); ``%n`` is ``n``."""
    found = QCoreApplication.translate(CONTEXT, text, disambiguation, n)
    if n >= 0 and "(s)" in found and found == text.replace("%n", str(n)):  # untranslated: English's own plural
        return app_i18n.english_plural(found, n)
    return found


def lrelease() -> list[str] | None:
    """The command of PySide6's ``lrelease`` (shipped with pyside6-essentials), or ``None`` when absent."""
    import shutil

    import PySide6

    here = Path(PySide6.__file__).parent
    for candidate in (here / "lrelease", here / "lrelease.exe"):
        if candidate.is_file():
            return [str(candidate)]
    found = shutil.which("pyside6-lrelease")
    if found:
        return [found]
    scripts = Path(sys.executable).parent / "pyside6-lrelease"
    return [str(scripts)] if scripts.is_file() else None


def build_qm(ts: Path, qm: Path) -> bool:
    """Compile ``ts`` into ``qm`` with ``lrelease``; whether it worked (never raises)."""
    import subprocess  # only when a catalog is built: the start screen never pays for it

    command = lrelease()
    if command is None:
        return False
    try:
        qm.parent.mkdir(parents=True, exist_ok=True)
        done = subprocess.run(
            [*command, "-silent", str(ts), "-qm", str(qm)], capture_output=True, timeout=120, check=False
        )
    except (OSError, subprocess.SubprocessError) as exc:
        _log.warning("could not build %s: %s", qm, exc)
        return False
    return done.returncode == 0 and qm.is_file()


def qm_path(lang: str) -> Path | None:
    """The compiled catalog of ``lang``: beside its source when built there (packaging, ``.ci/run``) and not
    older than it, else built now into the cache folder; ``None`` when there is no catalog or no way to build."""
    ts = app_i18n.ts_path(lang)
    if not ts.is_file():
        return None
    beside = ts.with_suffix(".qm")
    if beside.is_file() and beside.stat().st_mtime >= ts.stat().st_mtime:
        return beside
    from grail_desktop.app.paths import cache_dir

    try:
        cached = cache_dir() / "i18n" / beside.name
    except OSError:
        return None
    if cached.is_file() and cached.stat().st_mtime >= ts.stat().st_mtime:
        return cached
    return cached if build_qm(ts, cached) else None


def install_language(lang: str) -> str:
    """Make the whole program speak ``lang`` (``""``: the system's language); returns the code used.

    Installs the Qt translators on the running ``QCoreApplication`` (replacing earlier ones) and sets the
    default locale, the app layer's language and the packs' language. English needs no translator."""
    code = app_i18n.set_language(lang)
    if code != "en" or "grail_desktop.catalog.translation" in sys.modules:
        from grail_desktop.catalog.translation import set_pack_language  # English needs no catalog import

        set_pack_language("" if code == "en" else code)
    QLocale.setDefault(QLocale(code))
    app = QCoreApplication.instance()
    for old in _INSTALLED:
        if app is not None:
            app.removeTranslator(old)
    _INSTALLED.clear()
    if code == "en" or app is None:
        return code
    ours = QTranslator()
    path = qm_path(code)
    if path is not None and ours.load(str(path)):
        app.installTranslator(ours)
        _INSTALLED.append(ours)
    else:
        _log.warning("no compiled interface catalog for %r: the interface stays in English", code)
    qt = QTranslator()
    if qt.load(QLocale(code), "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
        _INSTALLED.append(qt)
    return code
