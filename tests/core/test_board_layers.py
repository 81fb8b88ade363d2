"""The board layer (issue 32): `Match` owns undo (it keeps the turn's steps and rolls back), no
board edits a match's state or action log itself, and scenes open each other through the
game's entry."""

from __future__ import annotations

import ast
import importlib
import random
import re
from pathlib import Path

import pytest

from game.core.match import Match
from game.core.setup import GameSetup, Seat
from game.games import GAMES

GAME = Path(__file__).resolve().parents[2] / "game"
EDITS = re.compile(r"match\.state\s*=[^=]|match\.actions\s*=[^=]|del\s+[\w.]*match\.actions"
                   r"|match\.actions\.(append|extend|pop|clear|insert|remove)\(")


def test_no_module_but_the_match_edits_a_matchs_state_or_action_log():
    edits = [f"{path.relative_to(GAME)}:{n}: {line.strip()}"
             for path in sorted(GAME.rglob("*.py")) if path.name != "match.py"
             for n, line in enumerate(path.read_text("utf-8").splitlines(), 1)
             if EDITS.search(line)]
    assert edits == []


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_taking_back_gives_the_state_the_shortened_log_replays_to(game_id):
    entry = GAMES[game_id]
    setup = GameSetup(game_id, 7, (Seat("human", "Anna", "red"), Seat("human", "Ben", "blue")),
                      dict(entry.options()))
    match = Match(setup, entry.new_game(2, 7, entry.options()))
    rng, taken = random.Random(7), 0
    for _ in range(400):
        if match.state.is_terminal():
            break
        if match.undo_steps and rng.random() < 0.3:
            steps = match.undo_steps
            match.take_back()
            taken += 1
            assert match.undo_steps == steps - 1
            replayed = entry.new_game(2, 7, entry.options())
            for action in match.actions:
                replayed.apply(action)
            assert match.state.to_dict() == replayed.to_dict()
            continue
        turn = match.state.turn_player()
        events, refused = match.apply(rng.choice(match.state.legal_actions()))
        assert refused is None
        if match.state.turn_player() != turn or match.state.undo_barrier(events):
            assert match.undo_steps == 0, "another seat's turn or a barrier ends the undo"
    assert taken > 0, "the game offered moves to take back"


def entry_scenes() -> set[type]:
    """The scenes the entries name: boards, results, new-game screens."""
    return {scene for entry in GAMES.values() if entry.has_screens
            for scene in (entry.board(), entry.result_class(), entry.new_game_class())}


def scene_imports(path: Path, named: set[type]) -> list[str]:
    """`file:line name` of every scene an entry names that `path` imports from its game's
    scenes folder, type hints' imports (`if TYPE_CHECKING:`) aside: they run only for a type
    checker and open no screen (`keyed_cards` names the Tycoon board it reads)."""
    game = path.parts[-3]
    tree = ast.parse(path.read_text("utf-8"))
    hints_only = {id(inner) for node in ast.walk(tree)
                  if isinstance(node, ast.If) and getattr(node.test, "id", "") == "TYPE_CHECKING"
                  for inner in ast.walk(node)}
    found = []
    for node in ast.walk(tree):
        if id(node) in hints_only:
            continue  # an import for type hints only opens nothing
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith(
                f"game.{game}.scenes."):
            module = importlib.import_module(node.module)
            for alias in node.names:
                thing = getattr(module, alias.name, None)
                if any(thing is scene for scene in named):
                    found.append(f"{path.relative_to(GAME)}:{node.lineno} {alias.name}")
    return found


def test_no_scene_of_a_game_imports_another_of_its_scenes_to_open_it():
    """Board, result and new-game screens find each other through the game's entry."""
    named = entry_scenes()
    assert [hit for path in sorted(GAME.glob("*/scenes/*.py"))
            for hit in scene_imports(path, named)] == []
