"""What the spec drops from PyInstaller's collection: Qt plugins, translations, modules the app never uses.

PyInstaller's PySide6 hooks collect every plugin and translation a Qt module might want; most of a bundle's size is
those and the Qt libraries they drag in (QML, Quick, Pdf, Network…). The rules here keep the plugins Grail Desktop
loads and nothing else; :func:`unreachable_qt_libraries` then finds the Qt libraries no kept binary links to.

Pure functions over PyInstaller TOC entries (``(dest_name, src_name, typecode)`` tuples), stdlib only, so the
headless tests can check the rules without PyInstaller or Qt.
"""

from __future__ import annotations

import fnmatch
import re
from collections.abc import Callable, Iterable, Mapping
from pathlib import PurePosixPath

TocEntry = tuple[str, str, str]

#: Plugin folder → plugin name patterns kept (names without ``lib`` prefix and extension). Folders not listed
#: are dropped whole (printsupport, sqldrivers, tls, networkinformation, qmltooling, generic, egldevice…).
KEEP_PLUGINS: Mapping[str, tuple[str, ...]] = {
    # offscreen: smoke test and CI; xcb/wayland: Linux desktops; windows/cocoa: the other two platforms.
    "platforms": ("qoffscreen", "qxcb", "qwayland*", "qwindows", "qdirect2d", "qcocoa"),
    "xcbglintegrations": ("*",),
    "wayland-shell-integration": ("xdg-shell",),
    "wayland-decoration-client": ("bradient",),
    "wayland-graphics-integration-client": ("qt-plugin-wayland-egl", "shm-emulation-server"),
    # The icon is an SVG; cover art may be JPEG; PNG is built into QtGui.
    "imageformats": ("qsvg", "qjpeg"),
    "iconengines": ("qsvgicon",),
    # The portal theme gives native file dialogs under Flatpak/Wayland without linking GTK (qgtk3 would pull in
    # the build machine's GTK libraries).
    "platformthemes": ("qxdgdesktopportal",),
    # Compose/dead keys and IBus input methods when typing save names.
    "platforminputcontexts": ("composeplatforminputcontextplugin", "ibusplatforminputcontextplugin"),
    # Windows 11 / macOS native widget styles.
    "styles": ("*",),
    # Read-aloud, when the optional ``speech`` extra (pyside6-addons) is installed.
    "texttospeech": ("*",),
}

#: Python modules never bundled. The Qt ones are bindings the app does not import; the rest are tooling.
EXCLUDED_MODULES: tuple[str, ...] = (
    "tkinter",
    "_tkinter",
    "turtle",
    "turtledemo",
    "idlelib",
    "lib2to3",
    "pydoc_data",
    "ensurepip",
    "venv",
    "distutils",
    "setuptools",
    "pip",
    "test",
    "unittest",
    "doctest",
    "pytest",
    "_pytest",
    "pytestqt",
    "hypothesis",
    "mypy",
    "ruff",
    "importlinter",
    "grimp",
    "PyInstaller",
    "numpy",
    "PySide6.QtNetwork",
    "PySide6.QtNetworkAuth",
    "PySide6.QtQml",
    "PySide6.QtQuick",
    "PySide6.QtQuick3D",
    "PySide6.QtQuickControls2",
    "PySide6.QtQuickWidgets",
    "PySide6.QtQuickTest",
    "PySide6.QtPdf",
    "PySide6.QtPdfWidgets",
    "PySide6.QtWebEngineCore",
    "PySide6.QtWebEngineWidgets",
    "PySide6.QtWebEngineQuick",
    "PySide6.QtWebChannel",
    "PySide6.QtWebSockets",
    "PySide6.QtWebView",
    "PySide6.Qt3DCore",
    "PySide6.Qt3DRender",
    "PySide6.Qt3DInput",
    "PySide6.Qt3DLogic",
    "PySide6.Qt3DAnimation",
    "PySide6.Qt3DExtras",
    "PySide6.QtMultimedia",
    "PySide6.QtMultimediaWidgets",
    "PySide6.QtSpatialAudio",
    "PySide6.QtCharts",
    "PySide6.QtDataVisualization",
    "PySide6.QtGraphs",
    "PySide6.QtSql",
    "PySide6.QtTest",
    "PySide6.QtDesigner",
    "PySide6.QtHelp",
    "PySide6.QtUiTools",
    "PySide6.QtOpenGL",
    "PySide6.QtOpenGLWidgets",
    "PySide6.QtPrintSupport",
    "PySide6.QtBluetooth",
    "PySide6.QtNfc",
    "PySide6.QtPositioning",
    "PySide6.QtLocation",
    "PySide6.QtSerialPort",
    "PySide6.QtSerialBus",
    "PySide6.QtRemoteObjects",
    "PySide6.QtScxml",
    "PySide6.QtSensors",
    "PySide6.QtHttpServer",
    "PySide6.QtConcurrent",
    "PySide6.QtXml",
)

# PySide6 on Linux/macOS: ``PySide6/Qt/plugins/<kind>/<file>``; on Windows: ``PySide6/plugins/<kind>/<file>``.
_PLUGIN_DEST = re.compile(r"(?:^|/)(?:Qt6?|PySide6)/plugins/(?P<kind>[^/]+)/(?P<file>[^/]+)$")
_TRANSLATION_DEST = re.compile(r"(?:^|/)(?:Qt6?/)?translations/[^/]+\.qm$")
_QT_LIBRARY = re.compile(r"^(?:lib)?Qt6[A-Za-z0-9]+(?:\.so(?:\.\d+)*|\.dll|\.dylib)?$|^(?:lib)?icu[a-z0-9]+")


def _posix(dest: str) -> str:
    return dest.replace("\\", "/")


def plugin_of(dest: str) -> tuple[str, str] | None:
    """``(folder, name)`` of a Qt plugin's bundle path, name without ``lib`` and extension; ``None`` otherwise.

    ``PySide6/Qt/plugins/platforms/libqxcb.so`` → ``("platforms", "qxcb")``;
    ``PySide6\\plugins\\imageformats\\qsvg.dll`` → ``("imageformats", "qsvg")``.
    """
    match = _PLUGIN_DEST.search(_posix(dest))
    if match is None:
        return None
    kind, name = match.group("kind"), match.group("file")
    stem = name.split(".", 1)[0]
    if stem.startswith("lib"):
        stem = stem[3:]
    return kind, stem


def keep_plugin(dest: str, keep: Mapping[str, tuple[str, ...]] = KEEP_PLUGINS) -> bool:
    """Whether the file at bundle path ``dest`` survives pruning (non-plugins always do)."""
    found = plugin_of(dest)
    if found is None:
        return True
    kind, name = found
    return any(fnmatch.fnmatchcase(name, pattern) for pattern in keep.get(kind, ()))


def is_translation(dest: str) -> bool:
    """Whether ``dest`` is a Qt translation catalogue (``…/translations/*.qm``)."""
    return bool(_TRANSLATION_DEST.search(_posix(dest)))


def is_qt_library(dest: str) -> bool:
    """Whether ``dest`` is one of Qt's own shared libraries (``libQt6*.so.6``, ``Qt6*.dll``, ICU)."""
    return bool(_QT_LIBRARY.match(PurePosixPath(_posix(dest)).name))


def prune_toc(entries: Iterable[TocEntry], keep: Mapping[str, tuple[str, ...]] = KEEP_PLUGINS) -> list[TocEntry]:
    """``entries`` without unused Qt plugins and without any Qt translation (the app is English only)."""
    return [entry for entry in entries if keep_plugin(entry[0], keep) and not is_translation(entry[0])]


def _name(dest: str) -> str:
    return PurePosixPath(_posix(dest)).name


def orphaned_binaries(
    original: Iterable[TocEntry], kept: Iterable[TocEntry], imports_of: Callable[[str], Iterable[str]]
) -> set[str]:
    """Bundle paths of binaries in ``kept`` that only pruned files needed.

    PyInstaller collects each plugin's link-time dependencies (QtQuick for a QML plugin, GTK for the gtk3 theme…)
    before the spec can prune the plugin, so dropping a plugin leaves its libraries behind. Roots are the kept
    binaries nothing in ``original`` links to (Python extensions, plugins, libpython, libraries a hook or ctypes
    asked for); everything a root reaches, directly or through other libraries, stays. ``imports_of(src)`` gives
    the library names a binary links to (PyInstaller's ``bindepend.get_imports``); names are matched by file
    name. ``SYMLINK`` entries are ignored (see :func:`dangling_symlinks`).
    """
    original = [entry for entry in original if entry[2] != "SYMLINK"]
    kept = [entry for entry in kept if entry[2] != "SYMLINK"]
    cache: dict[str, list[str]] = {}

    def links(entry: TocEntry) -> list[str]:
        if entry[1] not in cache:
            own = _name(entry[0])
            cache[entry[1]] = [n for n in (_name(name) for name in imports_of(entry[1])) if n != own]
        return cache[entry[1]]

    linked: set[str] = set()
    for entry in original:
        linked.update(links(entry))
    by_name: dict[str, list[TocEntry]] = {}
    for entry in kept:
        by_name.setdefault(_name(entry[0]), []).append(entry)
    queue = [entry for entry in kept if entry[2] == "EXTENSION" or _name(entry[0]) not in linked]
    reached: set[str] = set()
    while queue:
        entry = queue.pop()
        if entry[0] in reached:
            continue
        reached.add(entry[0])
        for name in links(entry):
            queue.extend(target for target in by_name.get(name, []) if target[0] not in reached)
    return {entry[0] for entry in kept} - reached


def dangling_symlinks(entries: Iterable[TocEntry], present: set[str]) -> set[str]:
    """Bundle paths of ``SYMLINK`` entries whose target (``src``, a bundle path) is not in ``present``."""
    return {dest for dest, src, kind in entries if kind == "SYMLINK" and _posix(src) not in present}
