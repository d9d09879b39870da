"""Build the Windows and macOS icons of the bundle from the app's SVG icon.

    .venv/bin/python packaging/make_icons.py

writes ``packaging/icons/tysiac.ico`` (16–256 px) and ``packaging/icons/tysiac.icns``
(16–1024 px). Both formats hold PNG images, rendered here by Qt's SVG renderer, so no image
library is needed; the files are committed, and a test checks that every size is there and decodes.
"""
from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SVG = ROOT / "packaging" / "linux" / "io.github.tysiac.Tysiac.svg"
ICO = ROOT / "packaging" / "icons" / "tysiac.ico"
ICNS = ROOT / "packaging" / "icons" / "tysiac.icns"
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# the PNG-holding ICNS types and their pixel sizes
ICNS_TYPES = ((b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256),
              (b"ic09", 512), (b"ic10", 1024))


def render_png(size: int) -> bytes:
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    QSvgRenderer(str(SVG)).render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(data)


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """ICONDIR + one ICONDIRENTRY per size + the PNGs (Windows Vista and later read PNG entries)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        png = pngs[size]
        side = 0 if size >= 256 else size  # 0 means 256
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset)
        offset += len(png)
        blobs += png
    return header + entries + blobs


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    body = b"".join(kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def build() -> tuple[bytes, bytes]:
    from PySide6.QtGui import QGuiApplication

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841 - needed by QImage
    sizes = sorted(set(ICO_SIZES) | {size for _, size in ICNS_TYPES})
    pngs = {size: render_png(size) for size in sizes}
    return ico_bytes({s: pngs[s] for s in ICO_SIZES}), icns_bytes(pngs)


def main() -> int:
    ico, icns = build()
    ICO.parent.mkdir(parents=True, exist_ok=True)
    ICO.write_bytes(ico)
    ICNS.write_bytes(icns)
    print(f"{ICO} ({len(ico)} bytes), {ICNS} ({len(icns)} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
