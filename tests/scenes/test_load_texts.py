"""What a Load row says, in every language: where each game stands, and when it was saved.

The property games' progress showed as the raw key `property.progress.round`, and the date's
year went through the number formatting ("2,026-12-04", "04.12.2 026").
"""

from __future__ import annotations

import dataclasses
import random
import re
import shutil
from datetime import UTC, datetime
from pathlib import Path

import pytest

from game.core.i18n import LANGUAGES, format_moment, load_translations, translate
from game.core.paths import UserPaths, locales_dir
from game.core.saves import SaveStore, new_game_uid
from game.core.setup import GameSetup, Seat
from game.games import game_entry, playable_games
from game.scenes.load_scene import entry_details
from game.scenes.player_files import player_files

MAX_STEPS = 20_000


@pytest.fixture(autouse=True, scope="module")
def translations():
    load_translations(locales_dir())


def finished(entry):
    """A game of `entry` played by random legal moves to its end (property games end at their
    round limit or a bankruptcy)."""
    state = entry.new_game(entry.min_players, 7, entry.options())
    rng = random.Random(7)
    for _ in range(MAX_STEPS):
        if state.is_terminal():
            return state
        state.apply(rng.choice(state.legal_actions()))
    pytest.fail(f"{entry.id}: no end within {MAX_STEPS} moves")


@pytest.mark.parametrize("entry", playable_games(), ids=lambda entry: entry.id)
def test_every_games_progress_reads_as_words_in_every_language(entry):
    start = entry.new_game(entry.min_players, 7, entry.options())
    for state in (start, finished(entry)):
        key, params = state.progress()
        for language in LANGUAGES:
            text = translate(key, language, **params)
            assert text != key and "%{" not in text and "progress" not in text, (language, text)


@pytest.mark.parametrize(("language", "expected"), [
    ("en", "Dec 4, 2026"), ("de", "04.12.2026"), ("ru", "4 дек. 2026 г."),
])
def test_a_saved_moment_is_written_as_a_date_of_the_language(language, expected):
    text = format_moment(datetime(2026, 12, 4, 14, 5, tzinfo=UTC), language)
    assert text.replace("\u00a0", " ").startswith(expected)
    assert ("2:05" if language == "en" else "14:05") in text


GOLDEN = Path(__file__).parents[1] / "core" / "golden"
GAME_SAVES = [path for path in sorted(GOLDEN.glob("*-v[23].json"))
              if not path.name.startswith("profile")]


@pytest.mark.parametrize("golden", GAME_SAVES, ids=lambda p: p.name)
def test_every_golden_save_loads_and_says_where_it_stands_in_words(golden, tmp_path):
    """Format 2 wrote the property games' progress as `property.progress.round`, which no
    language file has: the step to format 3 names their board's key."""
    store = SaveStore(UserPaths.under(tmp_path), "0123456789ab", games=game_entry)
    store.folder.mkdir(parents=True)
    copy = store.folder / "slot-abcdefabcdef.json"
    shutil.copyfile(golden, copy)
    loaded = store.load(copy)
    key, params = loaded.entry.meta.progress
    assert loaded.entry.moves == len(loaded.actions)
    for language in LANGUAGES:
        assert translate(key, language, **params) != key


def finished_speedtycoon_entry(app, moves: int):
    """A Load row's entry of a finished Speedtycoon game ("Game over after N turns") that
    took `moves` moves."""
    entry = game_entry("speedtycoon")
    files = player_files(app)
    files.profiles.create("Anna", app.settings.language)
    seats = (Seat("human", "Anna", "red"), Seat("computer", "Ben", "blue", "easy"))
    saved = files.saves().autosave(GameSetup(entry.id, 7, seats, entry.options()), [],
                                   finished(entry), game_uid=new_game_uid())
    assert saved is not None and saved.meta.progress[0] == "speedtycoon.progress.game_over_turns"
    return dataclasses.replace(saved, moves=moves)


def stems(text: str) -> list[str]:
    """The words of `text` (four letters or more) by their first three letters: "ходов" and
    "Ход", "Zügen" and "Züge" are one word."""
    return [word[:3] for word in re.findall(r"[^\W\d_]{4,}", text.lower())]


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_load_row_names_its_two_counts_by_different_words(app, language):
    """«Игра окончена, ходов: 170 · ходов: 256» gave the turns and the moves one word: the
    moves are named by a word no progress text uses, in its plural form."""
    app.set_language(language)
    entry = finished_speedtycoon_entry(app, 256)
    line = entry_details(app, entry)
    assert "256" in line
    assert len(set(stems(line))) == len(stems(line)), line
    for count in (1, 22, 25):
        line = entry_details(app, dataclasses.replace(entry, moves=count))
        assert line.endswith(app.tr("saves.ui.moves", count=count)), line
    shown = {count: entry_details(app, dataclasses.replace(entry, moves=count)).rsplit(" ", 1)[1]
             for count in (1, 22, 25)}
    assert shown == {"en": {1: "move", 22: "moves", 25: "moves"},
                     "de": {1: "Aktion", 22: "Aktionen", 25: "Aktionen"},
                     "ru": {1: "действие", 22: "действия", 25: "действий"}}[language]
