"""The app icon: drawn by tools/make_icon.py, in every size each platform asks for."""

from __future__ import annotations

import importlib.util
import io
import struct

import pygame
import pytest

from tests.packaging.frozen import ROOT

ICONS = ROOT / "assets" / "icons"
# Mean difference per colour channel allowed between the committed files and a fresh drawing:
# another SDL or zlib version may round an edge pixel differently, a changed drawing cannot hide.
REDRAW_TOLERANCE = 1.0


@pytest.fixture(scope="module")
def make_icon():
    spec = importlib.util.spec_from_file_location("make_icon", ROOT / "tools" / "make_icon.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _load_png(data: bytes) -> pygame.Surface:
    return pygame.image.load(io.BytesIO(data), "icon.png")


def _mean_difference(a: pygame.Surface, b: pygame.Surface) -> float:
    raw_a = pygame.image.tobytes(a, "RGBA")
    raw_b = pygame.image.tobytes(b, "RGBA")
    return sum(abs(x - y) for x, y in zip(raw_a, raw_b, strict=True)) / len(raw_a)


def test_committed_icons_are_what_the_generator_draws(make_icon):
    for name, data in make_icon.build().items():
        if not name.endswith(".png"):
            continue
        committed = _load_png((ICONS / name).read_bytes())
        fresh = _load_png(data)
        assert committed.get_size() == fresh.get_size(), name
        assert _mean_difference(committed, fresh) <= REDRAW_TOLERANCE, name


def test_window_icon_is_256_pixels_with_see_through_rounded_corners():
    icon = pygame.image.load(ICONS / "tycoon.png")
    assert icon.get_size() == (256, 256)
    assert icon.get_at((0, 0)).a == 0
    assert icon.get_at((255, 255)).a == 0
    assert icon.get_at((128, 128)).a == 255


def test_linux_icon_theme_sizes_are_all_there():
    for size in (16, 24, 32, 48, 64, 128):
        assert pygame.image.load(ICONS / f"tycoon-{size}.png").get_size() == (size, size)


def test_windows_icon_holds_every_size_explorer_shows():
    data = (ICONS / "tycoon.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind) == (0, 1)
    sizes = []
    for index in range(count):
        width, height, _, _, _, bits, length, offset = struct.unpack_from(
            "<BBBBHHII", data, 6 + 16 * index
        )
        edge = width or 256
        assert (height or 256) == edge
        assert bits == 32
        image = data[offset : offset + length]
        if image.startswith(b"\x89PNG"):
            assert _load_png(image).get_size() == (edge, edge)
        else:
            _, dib_width, dib_height = struct.unpack_from("<Iii", image)
            assert (dib_width, dib_height) == (edge, 2 * edge)
        sizes.append(edge)
    assert sorted(sizes) == [16, 24, 32, 48, 64, 128, 256]


def test_mac_icon_holds_every_size_finder_and_the_dock_use_retina_included():
    data = (ICONS / "tycoon.icns").read_bytes()
    assert data[:4] == b"icns"
    assert struct.unpack_from(">I", data, 4)[0] == len(data)
    expected = {b"icp4": 16, b"icp5": 32, b"icp6": 64, b"ic07": 128, b"ic08": 256,
                b"ic09": 512, b"ic10": 1024, b"ic11": 32, b"ic12": 64, b"ic13": 256,
                b"ic14": 512}  # fmt: skip
    found = {}
    offset = 8
    while offset < len(data):
        code = data[offset : offset + 4]
        length = struct.unpack_from(">I", data, offset + 4)[0]
        found[code] = _load_png(data[offset + 8 : offset + length]).get_width()
        offset += length
    assert found == expected


def test_icon_tool_writes_exactly_the_committed_set_of_files(make_icon, tmp_path, monkeypatch):
    monkeypatch.setattr(make_icon, "ICON_DIR", tmp_path / "icons")
    assert make_icon.main() == 0
    assert sorted(p.name for p in (tmp_path / "icons").iterdir()) == sorted(
        p.name for p in ICONS.iterdir()
    )

