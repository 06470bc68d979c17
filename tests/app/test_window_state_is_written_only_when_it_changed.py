"""Quitting keeps the window's size and docks (``save_window_state``), but rewrites the Settings file only when
they changed: ``QSettings`` rewrites its whole file (locked, synced to disk) for any ``setValue``, even of an
equal value, and that was most of a quit's wall time (issue 25)."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QByteArray, QCoreApplication, QSettings

from grail_desktop.app.settings import load_window_state, save_window_state
from grail_desktop.ui import application


def _file_version(path: Path) -> tuple[int, int]:
    """The file's inode and modification time: QSettings writes a new file and renames it over the old one."""
    info = os.stat(path)
    return info.st_ino, info.st_mtime_ns


def test_equal_window_state_leaves_the_file_alone_and_a_change_is_kept(
    qapp: QCoreApplication, _isolated_home: Path
) -> None:
    qapp.setOrganizationName("GrailDesktop")  # the identity create_application gives the desktop
    qapp.setApplicationName("grail-desktop")
    application._settings_location()
    geometry, state = QByteArray(b"\x01\xd9\xd0\xcb geometry"), QByteArray(b"\x00\xff dock state")
    save_window_state(geometry, state)
    QSettings().sync()
    path = Path(QSettings().fileName())
    before = _file_version(path)

    save_window_state(QByteArray(geometry), QByteArray(state))  # equal bytes, new objects: a quit with no change
    QSettings().sync()
    assert _file_version(path) == before
    assert load_window_state() == (geometry, state)

    moved = QByteArray(b"\x01\xd9\xd0\xcb moved")
    save_window_state(moved, state)  # the player moved the window: written
    QSettings().sync()
    assert _file_version(path) != before
    assert load_window_state() == (moved, state)
