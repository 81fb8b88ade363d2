"""Windows shows the game's version in Explorer (Properties > Details). Only a Windows build
reads packaging/windows-version.txt, so this reads it with PyInstaller's own parser on every
platform, as build_exe.spec fills it in."""

from __future__ import annotations

import importlib
import importlib.util
import sys
import types
from pathlib import Path

import pytest

from tests.packaging.frozen import ROOT


@pytest.fixture
def versioninfo(monkeypatch: pytest.MonkeyPatch):
    """PyInstaller's version-resource module on any OS: its Windows-only imports (pefile,
    win32api) serve writing the resource into an .exe, not reading or encoding it."""
    import PyInstaller.compat

    if importlib.util.find_spec("pefile") is None:
        monkeypatch.setitem(sys.modules, "pefile", types.ModuleType("pefile"))
    if not hasattr(PyInstaller.compat, "win32api"):
        monkeypatch.setattr(PyInstaller.compat, "win32api", None, raising=False)
    monkeypatch.delitem(sys.modules, "PyInstaller.utils.win32.versioninfo", raising=False)
    return importlib.import_module("PyInstaller.utils.win32.versioninfo")


def test_windows_file_properties_show_the_version_build_exe_spec_fills_in(
    versioninfo, tmp_path: Path
):
    template = (ROOT / "packaging" / "windows-version.txt").read_text("utf-8")
    filled = tmp_path / "windows-version.txt"
    filled.write_text(template.format(version="9.8.7", version_tuple=(9, 8, 7, 0)), "utf-8")

    info = versioninfo.load_version_info_from_text_file(str(filled))

    assert info.toRaw()  # encodes into the binary resource the .exe gets
    strings = {entry.name: entry.val for table in info.kids[0].kids for entry in table.kids}
    assert strings["FileVersion"] == strings["ProductVersion"] == "9.8.7"
    assert strings["ProductName"] == "Tycoon"
    assert strings["OriginalFilename"] == "Tycoon.exe"
    assert (info.ffi.fileVersionMS, info.ffi.fileVersionLS) == ((9 << 16) | 8, 7 << 16)
