"""Windows shows the game's version in Explorer (Properties > Details). Only a Windows build
reads packaging/windows-version.txt, so this keeps the template valid on every change."""

from __future__ import annotations

import ast

from tests.packaging.frozen import ROOT


def _calls(tree: ast.AST, name: str) -> list[ast.Call]:
    return [
        node
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") == name
    ]


def test_windows_file_properties_show_the_version_build_exe_spec_fills_in():
    template = (ROOT / "packaging" / "windows-version.txt").read_text("utf-8")
    text = template.format(version="9.8.7", version_tuple=(9, 8, 7, 0))
    tree = ast.parse(text, mode="eval")
    strings = {
        call.args[0].value: call.args[1].value for call in _calls(tree, "StringStruct")
    }
    assert strings["FileVersion"] == strings["ProductVersion"] == "9.8.7"
    assert strings["ProductName"] == "Tycoon"
    assert strings["OriginalFilename"] == "Tycoon.exe"
    (fixed,) = _calls(tree, "FixedFileInfo")
    numbers = {k.arg: ast.literal_eval(k.value) for k in fixed.keywords}
    assert numbers["filevers"] == numbers["prodvers"] == (9, 8, 7, 0)
