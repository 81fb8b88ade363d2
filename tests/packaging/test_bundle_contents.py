"""What the frozen folder carries: everything the game shows, nothing it never uses."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.packaging.frozen import ROOT

DOWNLOAD_BAR_BYTES = 60 * 1024 * 1024
UNUSED_ALPHABET_FONTS = ("Arabic", "Georgian", "Hebrew", "NotoSansJP", "NotoSansKR", "NotoSansSC")
BUILD_ONLY_ICONS = ("tycoon.ico", "tycoon.icns", "tycoon-*.png")


@pytest.fixture(scope="module")
def bundle(frozen_app: Path) -> Path:
    """The folder inside the app that holds libraries and data (PyInstaller's `_internal`)."""
    return frozen_app.parent / "_internal"


def _build_only(path: Path) -> bool:
    return path.parent.name == "icons" and any(path.match(p) for p in BUILD_ONLY_ICONS)


def test_bundle_carries_every_asset_and_both_languages(bundle: Path):
    shipped = [
        path.relative_to(ROOT)
        for folder in ("assets", "locales")
        for path in (ROOT / folder).rglob("*")
        if path.is_file() and "__pycache__" not in path.parts and not _build_only(path)
    ]
    assert any(path.name.endswith(".de.json") for path in shipped)
    missing = [str(path) for path in shipped if not (bundle / path).is_file()]
    assert missing == []
    assert (bundle / "assets" / "icons" / "tycoon.png").is_file()


def test_bundle_carries_every_game_module_even_those_only_named_in_strings(bundle: Path):
    """Title entries and the computer's decider are imported from names in strings; a module
    missing from the bundle breaks its screen in the frozen app only."""
    missing = []
    for path in (ROOT / "game").rglob("*.py"):
        compiled = bundle / path.relative_to(ROOT).with_suffix(".pyc")
        if not compiled.is_file():
            missing.append(str(path.relative_to(ROOT)))
    assert sorted(missing) == []


def test_bundle_leaves_out_the_icons_only_the_build_needs(bundle: Path):
    icons = sorted(path.name for path in (bundle / "assets" / "icons").iterdir())
    assert icons == ["tycoon.png"]


def test_bundle_ships_noto_sans_with_its_licence_but_no_unused_alphabets(bundle: Path):
    data = bundle / "pygame_gui" / "data"
    fonts = sorted(path.name for path in data.iterdir() if path.suffix in (".ttf", ".otf"))
    assert "NotoSans-Regular.ttf" in fonts
    assert "NotoSans-Bold.ttf" in fonts
    assert [f for f in fonts if any(name in f for name in UNUSED_ALPHABET_FONTS)] == []
    licences = sorted(path.name for path in (data / "licenses").iterdir())
    assert "NotoSans-LICENSE.txt" in licences
    assert "FiraCode-LICENSE.txt" in licences


def test_bundle_carries_cldr_data_for_the_apps_languages_only(bundle: Path):
    """Plural rules and number formats come from Babel; its other 800 locales are 30 MB."""
    from game.core.i18n import LANGUAGES

    shipped = sorted(path.stem for path in (bundle / "babel" / "locale-data").glob("*.dat"))
    assert shipped == sorted({*LANGUAGES, "root"})
    assert (bundle / "babel" / "global.dat").is_file()


def test_bundle_leaves_out_tk_numpy_and_openssl(bundle: Path):
    unwanted = ("tkinter", "_tkinter", "numpy", "libtk", "libtcl", "_ssl", "libssl", "libcrypto")
    found = [
        str(path.relative_to(bundle))
        for path in bundle.rglob("*")
        if any(path.name.startswith(name) for name in unwanted)
    ]
    assert found == []


def test_unpacked_folder_fits_the_60_mb_download_bar(frozen_app: Path):
    size = sum(path.stat().st_size for path in frozen_app.parent.rglob("*") if path.is_file())
    assert size <= DOWNLOAD_BAR_BYTES, f"{size / 1024 / 1024:.1f} MB"
