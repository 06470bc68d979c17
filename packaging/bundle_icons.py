"""The app icon in every form the platforms want, made at build time from ``assets/icons/app.svg``.

* PNGs in the freedesktop hicolor sizes (rendered with QtSvg, offscreen);
* ``grail-desktop.ico`` for the Windows executable and installer (PNG-compressed entries, Vista and later);
* ``grail-desktop.icns`` for the macOS app bundle (PNG entries, OS X 10.7 and later).

The ICO/ICNS writers are plain byte packing (stdlib only) so the tests check them without Qt; only
:func:`render_pngs` imports PySide6. Run ``python packaging/bundle_icons.py OUT_DIR`` to make all of them.
"""

from __future__ import annotations

import os
import shutil
import struct
import sys
from collections.abc import Mapping
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent))

from bundle_meta import APP_ID, REPO_ROOT

SOURCE_SVG = REPO_ROOT / "assets" / "icons" / "app.svg"

#: freedesktop hicolor sizes installed by the .deb (plus ``scalable/apps/grail-desktop.svg``).
HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: ICNS element types holding PNG data, by pixel size (Apple's ``icns`` format).
ICNS_TYPES: Mapping[int, bytes] = {
    16: b"icp4",
    32: b"icp5",
    64: b"icp6",
    128: b"ic07",
    256: b"ic08",
    512: b"ic09",
    1024: b"ic10",
}
ALL_SIZES = tuple(sorted(set(HICOLOR_SIZES) | set(ICO_SIZES) | set(ICNS_TYPES)))

_PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def png_size(data: bytes) -> tuple[int, int]:
    """``(width, height)`` from a PNG's IHDR chunk; ``ValueError`` when ``data`` is not a PNG."""
    if not data.startswith(_PNG_SIGNATURE) or data[12:16] != b"IHDR":
        raise ValueError("not a PNG image")
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def ico_bytes(pngs: Mapping[int, bytes]) -> bytes:
    """A Windows ``.ico`` holding each PNG of ``pngs`` (size → PNG bytes; sizes 1…256, square)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    directory = b""
    payload = b""
    for size in sizes:
        if not 1 <= size <= 256:
            raise ValueError(f"ICO entries are 1…256 pixels, not {size}")
        data = pngs[size]
        dim = 0 if size == 256 else size  # 0 means 256 in an ICONDIRENTRY
        directory += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset + len(payload))
        payload += data
    return header + directory + payload


def icns_bytes(pngs: Mapping[int, bytes]) -> bytes:
    """An Apple ``.icns`` holding the PNGs of ``pngs`` whose size has an ICNS type (others are skipped)."""
    body = b""
    for size in sorted(pngs):
        kind = ICNS_TYPES.get(size)
        if kind is not None:
            body += kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
    if not body:
        raise ValueError("no PNG of an ICNS size (16, 32, 64, 128, 256, 512, 1024)")
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def render_pngs(svg: Path, sizes: tuple[int, ...], png_dir: Path) -> dict[int, bytes]:
    """Render ``svg`` square at each of ``sizes`` with QtSvg (offscreen) to ``png_dir/<size>.png``.

    Returns size → PNG bytes. Raises ``ValueError`` when Qt cannot read the SVG, ``OSError`` when a PNG
    cannot be written.
    """
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg}: Qt cannot read this SVG")
    png_dir.mkdir(parents=True, exist_ok=True)
    out: dict[int, bytes] = {}
    for size in sizes:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter)
        painter.end()
        path = png_dir / f"{size}.png"
        if not image.save(str(path)):
            raise OSError(f"{path}: Qt could not write the PNG")
        out[size] = path.read_bytes()
    del _app
    return out


def make_icons(out_dir: Path, svg: Path = SOURCE_SVG) -> dict[str, Path]:
    """Write ``png/<size>.png`` (every size used), the ``.ico``, the ``.icns`` and the ``.svg`` under ``out_dir``.

    Returns ``{"png": dir, "ico": file, "icns": file, "svg": file}``.
    """
    png_dir = out_dir / "png"
    pngs = render_pngs(svg, ALL_SIZES, png_dir)
    ico = out_dir / f"{APP_ID}.ico"
    ico.write_bytes(ico_bytes({s: pngs[s] for s in ICO_SIZES}))
    icns = out_dir / f"{APP_ID}.icns"
    icns.write_bytes(icns_bytes(pngs))
    svg_copy = out_dir / f"{APP_ID}.svg"
    shutil.copyfile(svg, svg_copy)
    return {"png": png_dir, "ico": ico, "icns": icns, "svg": svg_copy}


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else REPO_ROOT / "build" / "icons"
    for kind, path in make_icons(target).items():
        print(f"{kind}: {path}")
