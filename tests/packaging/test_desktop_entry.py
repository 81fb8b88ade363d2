"""Linux: the menu entry, and `make install-desktop` putting it in the player's own folders."""

from __future__ import annotations

import configparser
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.packaging.frozen import ROOT

DESKTOP_FILE = ROOT / "packaging" / "tycoon.desktop"
THEME_SIZES = (16, 24, 32, 48, 64, 128, 256)
linux_only = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="desktop entries are a Linux desktop feature"
)


def _entry(path: Path) -> dict[str, str]:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive: Name[de] is not name[de]
    parser.read(path, encoding="utf-8")
    return dict(parser["Desktop Entry"])


def test_menu_entry_names_the_game_in_english_and_german_with_our_icon():
    entry = _entry(DESKTOP_FILE)
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Tycoon"
    assert entry["GenericName[de]"] == "Brettspiel"
    assert entry["Comment"] and entry["Comment[de]"]
    assert entry["Icon"] == "tycoon"
    assert entry["Terminal"] == "false"
    assert "BoardGame" in entry["Categories"].split(";")


@pytest.mark.skipif(
    shutil.which("desktop-file-validate") is None,
    reason="desktop-file-validate is not installed (Debian/Ubuntu: desktop-file-utils)",
)
def test_menu_entry_passes_the_freedesktop_validator():
    result = subprocess.run(
        ["desktop-file-validate", str(DESKTOP_FILE)], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout + result.stderr


@linux_only
@pytest.mark.skipif(shutil.which("make") is None, reason="make is not installed")
def test_install_desktop_adds_the_app_to_the_players_menu_and_uninstall_removes_it(
    frozen_app: Path, tmp_path: Path
):
    """Installs into a scratch HOME; the entry must start the copied program, by full path.
    `-o build/exe.stamp` installs the build under test instead of rebuilding it."""
    home = tmp_path / "home"
    env = {**os.environ, "HOME": str(home)}
    env.pop("XDG_DATA_HOME", None)
    share = home / ".local" / "share"

    install = subprocess.run(
        ["make", "-s", "-o", "build/exe.stamp", "install-desktop"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
    )
    assert install.returncode == 0, install.stdout + install.stderr
    entry = _entry(share / "applications" / "tycoon.desktop")
    program = Path(entry["Exec"].strip('"'))
    assert program == home / ".local" / "opt" / "Tycoon" / "Tycoon"
    assert os.access(program, os.X_OK)
    for size in THEME_SIZES:
        assert (share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "tycoon.png").is_file()

    remove = subprocess.run(
        ["make", "-s", "uninstall-desktop"], cwd=ROOT, env=env, capture_output=True, text=True
    )
    assert remove.returncode == 0, remove.stdout + remove.stderr
    # The desktop's own caches (mimeinfo.cache, icon-theme.cache) may stay; they belong to it.
    leftovers = [p for p in home.rglob("*") if p.is_file() and p.suffix != ".cache"]
    assert leftovers == []
