"""Imports point down only (docs/architecture.md): core knows no game, no registry and no
screen; the game-agnostic AI knows no game either. A game reaches them through its entry."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

GAME = Path(__file__).resolve().parents[2] / "game"
FORBIDDEN = {
    "core": ("game.games", "game.tycoon", "game.scenes", "game.ui", "game.ai", "pygame_gui"),
    "ai": ("game.games", "game.tycoon", "game.scenes", "game.ui", "pygame"),
}


def _imports(path: Path) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


@pytest.mark.parametrize("layer", sorted(FORBIDDEN))
def test_a_shared_layer_imports_no_game_registry_or_screen(layer):
    offending = {
        f"{path.name}: {name}"
        for path in sorted((GAME / layer).glob("*.py"))
        for name in _imports(path)
        if any(name == bad or name.startswith(bad + ".") for bad in FORBIDDEN[layer])
    }
    assert not offending, f"game/{layer} imports what lies above it: {sorted(offending)}"
