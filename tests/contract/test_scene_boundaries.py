"""The lines issue 32 drew between the screens, held by a scan of their source:

- only `game/core/match.py` changes a match's state and action log (`Match.apply`,
  `Match.take_back`): no scene assigns, deletes or edits `match.state` or `match.actions`;
- a scene opens another through the game's entry (`game_entry(id).board()`, `result_class()`,
  ...), never by importing it: no module of the house calls a class an entry names as a scene
  outside the module that defines it. (A guided turn that *is* the board subclasses it, and a
  subclass calls its base's methods: neither opens anything.)
- a game's screens read its rules State through the contract, the rules' queries and the
  game's view model, never its engine fields (the State's `__slots__`, which its docstring
  calls "not an API"): outside `rules/` and `bot/`, only the view model's module reads them.

Each scan is checked on a few lines of code first, so a scan that finds nothing is known to be
able to find something.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from game.core.named import resolve
from game.games import GAMES

ROOT = Path(__file__).resolve().parents[2]
GAME = ROOT / "game"
SCENE_FOLDERS = [GAME / "scenes", *sorted(GAME.glob("*/scenes"))]
MATCH_MODULE = GAME / "core" / "match.py"
LOG_FIELDS = {"state", "actions"}
MUTATORS = {"append", "extend", "insert", "pop", "remove", "clear", "sort", "reverse"}
#: Each game with a view model: its State and what of its screens' side reads the State's
#: engine fields: the view model, and Tycoon's info facts (pure answers for its panels, to
#: Tycoon what rules/queries.py is to the others).
VIEW_MODELS = {
    "tycoon": ("game.tycoon.rules.state:State",
               (GAME / "tycoon" / "view" / "state_adapter.py", GAME / "tycoon" / "info")),
    "speedtycoon": ("game.speedtycoon.rules.state:State",
                    (GAME / "speedtycoon" / "view" / "model.py",)),
    "property": ("game.property.rules.state:State", (GAME / "property" / "view" / "model.py",)),
}
#: What may read engine fields besides the view model: the engine and the computer.
ENGINE_FOLDERS = ("rules", "bot")


def _is_match_field(node: ast.AST) -> bool:
    """`match.state`, `self.match.actions`, ...: a log field read off something named match."""
    if not isinstance(node, ast.Attribute) or node.attr not in LOG_FIELDS:
        return False
    owner = node.value
    return (isinstance(owner, ast.Name) and owner.id == "match") or (
        isinstance(owner, ast.Attribute) and owner.attr == "match")


def _written(target: ast.AST) -> bool:
    """Whether an assignment or `del` target is a match's log field or a part of one
    (`match.actions[-1:]`, `match.state.cash[0]`)."""
    while isinstance(target, ast.Subscript | ast.Attribute | ast.Starred):
        if _is_match_field(target):
            return True
        target = target.value
    if isinstance(target, ast.Tuple | ast.List):
        return any(_written(element) for element in target.elts)
    return False


def match_edits(source: str) -> list[int]:
    """The lines of `source` that assign, delete or edit in place a match's state or log."""
    lines = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Assign | ast.Delete):
            targets = node.targets
        elif isinstance(node, ast.AugAssign | ast.AnnAssign):
            targets = [node.target]
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
              and node.func.attr in MUTATORS):
            targets = [node.func.value]
        else:
            continue
        if any(_written(target) for target in targets):
            lines.append(node.lineno)
    return sorted(lines)


def scene_classes() -> dict[str, set[str]]:
    """Module -> the scene classes the entries name in it (board, result, new game, how-to)."""
    found: dict[str, set[str]] = {}
    for entry in GAMES.values():
        for named in (entry.board_scene, entry.result_scene, entry.new_game_scene,
                      entry.howto_scene):
            if named:
                module, name = named.split(":")
                found.setdefault(module, set()).add(name)
    return found


def scene_openings(source: str, module: str, scenes: dict[str, set[str]]) -> list[str]:
    """`line: Class` wherever `source` (module `module`) calls an entry's scene class it
    imported from another module, by name or through the imported module."""
    tree = ast.parse(source)
    by_name: dict[str, str] = {}       # local name -> scene class
    by_module: dict[str, str] = {}     # local name of an imported scene module -> the module
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            for alias in node.names:
                local = alias.asname or alias.name
                if node.module in scenes and node.module != module \
                        and alias.name in scenes[node.module]:
                    by_name[local] = alias.name
                elif f"{node.module}.{alias.name}" in scenes \
                        and f"{node.module}.{alias.name}" != module:
                    by_module[local] = f"{node.module}.{alias.name}"
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name in scenes and alias.name != module:
                    by_module[alias.asname or alias.name] = alias.name
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        called = node.func
        if isinstance(called, ast.Name) and called.id in by_name:
            found.append(f"{node.lineno}: {by_name[called.id]}")
        elif isinstance(called, ast.Attribute) and called.attr in scenes.get(
                by_module.get(ast.unparse(called.value), ""), ()):
            found.append(f"{node.lineno}: {called.attr}")
    return sorted(found)


def _is_state(node: ast.AST, names: set[str]) -> bool:
    """A rules State by its spelling: `match.state`, `self.scene.match.state`, `self.state`,
    or a name in `names`."""
    return (isinstance(node, ast.Attribute) and node.attr == "state") or (
        isinstance(node, ast.Name) and node.id in names)


def _state_names(tree: ast.AST) -> set[str]:
    """`s`, `state`, and every name bound to a state (`first = self.match.state`,
    `s, seat = self.match.state, self.viewer`, `before = s`)."""
    names = {"s", "state"}
    bindings = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign):
            for target in node.targets:
                if isinstance(target, ast.Tuple) and isinstance(node.value, ast.Tuple) \
                        and len(target.elts) == len(node.value.elts):
                    bindings += zip(target.elts, node.value.elts, strict=True)
                else:
                    bindings.append((target, node.value))
    grew = True
    while grew:
        grew = False
        for target, value in bindings:
            if isinstance(target, ast.Name) and target.id not in names \
                    and _is_state(value, names):
                names.add(target.id)
                grew = True
    return names


def engine_reads(source: str, fields: set[str]) -> list[str]:
    """`line: state.field` wherever `source` reads one of `fields` off a state."""
    tree = ast.parse(source)
    names = _state_names(tree)
    return sorted(f"{node.lineno}: {ast.unparse(node)}" for node in ast.walk(tree)
                  if isinstance(node, ast.Attribute) and node.attr in fields
                  and _is_state(node.value, names))


def engine_fields(state_class: type) -> set[str]:
    """The engine's own fields: the State's slots that are not caches (`_legal`)."""
    return {name for klass in state_class.__mro__ for name in getattr(klass, "__slots__", ())
            if not name.startswith("_")}


def _module_name(path: Path) -> str:
    return ".".join(path.relative_to(ROOT).with_suffix("").parts)


def test_the_scans_see_what_they_look_for():
    edits = ("self.match.state = s\n"
             "del self.match.actions[-1:]\n"
             "match.actions.append(a)\n"
             "self.match.state.cash[0] += 5\n"
             "self.match.actions[:] = log\n"
             "state = self.match.state\n"
             "n = len(self.match.actions)\n"
             "del self.lines[len(self.match.actions):]\n"
             "self.match.take_back()\n")
    assert match_edits(edits) == [1, 2, 3, 4, 5]
    scenes = {"game.x.scenes.board": {"Board"}, "game.x.scenes.result": {"Result"}}
    opening = ("from game.x.scenes.board import Board\n"
               "from game.x.scenes import result\n"
               "class Guided(Board):\n"
               "    def enter(self):\n"
               "        Board.enter(self)\n"
               "def again(app, setup):\n"
               "    app.scenes.replace(Board(app, setup))\n"
               "    app.scenes.replace(result.Result(app, setup))\n")
    assert scene_openings(opening, "game.x.scenes.other", scenes) == ["7: Board", "8: Result"]
    assert scene_openings(opening, "game.x.scenes.board", scenes) == ["8: Result"]
    reads = ("def draw(s, marks):\n"
             "    cards = s.hands[0] + list(marks.display)\n"
             "    first, seat = self.match.state, 0\n"
             "    shown = first\n"
             "    return shown.display, self.scene.match.state.turn, state.scores()\n"
             "def text(model, after):\n"
             "    return model.display(after), after.display, len(first.hands)\n")
    assert engine_reads(reads, {"hands", "display", "turn"}) == [
        "2: s.hands", "5: self.scene.match.state.turn", "5: shown.display",
        "7: first.hands"]


def test_every_scene_class_an_entry_names_exists():
    for module, names in scene_classes().items():
        for name in names:
            assert isinstance(resolve(f"{module}:{name}"), type), f"{module}:{name}"


@pytest.mark.parametrize("folder", SCENE_FOLDERS, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_scene_edits_the_match_state_or_log(folder):
    offenders = [f"{path.relative_to(ROOT)}:{line}"
                 for path in sorted(folder.rglob("*.py"))
                 for line in match_edits(path.read_text("utf-8"))]
    assert not offenders, "only game/core/match.py changes a match: " + ", ".join(offenders)


def test_only_the_match_module_edits_a_match_anywhere_in_the_house():
    offenders = [f"{path.relative_to(ROOT)}:{line}"
                 for path in sorted(GAME.rglob("*.py")) if path != MATCH_MODULE
                 for line in match_edits(path.read_text("utf-8"))]
    assert not offenders, ", ".join(offenders)


def test_no_module_opens_a_scene_by_importing_it():
    scenes = scene_classes()
    offenders = [f"{path.relative_to(ROOT)}:{found}"
                 for path in sorted(GAME.rglob("*.py"))
                 for found in scene_openings(path.read_text("utf-8"), _module_name(path),
                                             scenes)]
    assert not offenders, "open scenes through the entry: " + ", ".join(offenders)


@pytest.mark.parametrize("game", sorted(VIEW_MODELS))
def test_only_the_view_model_reads_the_engine_fields(game):
    state_class, readers = VIEW_MODELS[game]
    fields = engine_fields(resolve(state_class))
    assert "n" in fields and len(fields) > 10, "the scan must know the fields it looks for"
    folder = GAME / game
    offenders = [f"{path.relative_to(ROOT)}:{found}"
                 for path in sorted(folder.rglob("*.py"))
                 if not {path, *path.parents} & set(readers)
                 and path.relative_to(folder).parts[0] not in ENGINE_FOLDERS
                 for found in engine_reads(path.read_text("utf-8"), fields)]
    assert not offenders, (f"read {game}'s state through {readers[0].relative_to(ROOT)}: "
                           + ", ".join(offenders))
