"""The dice race's entry: the one thing a game gives the house besides its folder.

Everything is named as "module:attribute" text, as a shipped game's entry is. The race's texts
exist in English only, so in German the picker says so (`languages`). The house never imports
`tests/`: a test hands this entry to the registry with `register` (conftest's `scratch_game`).
"""

from __future__ import annotations

from pathlib import Path

from game.core.i18n import load_translations
from game.games import GAMES, GameEntry

ENTRY = GameEntry(
    id="scratch",
    name_key="scratch_race.game.name",
    rules_module="tests.scratch_game.rules",
    min_players=2,
    max_players=6,
    languages=("en",),
    levels=("easy", "normal"),
    score_key="scratch_race.game.score",
    new_game_scene="tests.scratch_game.new_game:DiceRaceNewGame",
    result_scene="tests.scratch_game.board:DiceRaceResult",
    board_scene="tests.scratch_game.board:DiceRaceBoard",
    decider="tests.scratch_game.bot:decide",
    budgets="tests.scratch_game.bot:budget",
)

LOCALES = Path(__file__).with_name("locales")


def register(monkeypatch) -> None:
    """Put the race into the registry for one test, with its texts (a shipped game keeps them
    in locales/, which the app loads at start)."""
    load_translations(LOCALES)
    monkeypatch.setitem(GAMES, ENTRY.id, ENTRY)
