"""What a Load row says, in every language: where each game stands, and when it was saved.

The property games' progress showed as the raw key `property.progress.round`, and the date's
year went through the number formatting ("2,026-12-04", "04.12.2 026").
"""

from __future__ import annotations

import random
import shutil
from datetime import UTC, datetime
from pathlib import Path

import pytest

from game.core.i18n import LANGUAGES, format_moment, load_translations, translate
from game.core.paths import UserPaths, locales_dir
from game.core.saves import SaveStore
from game.games import game_entry, playable_games

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
    assert text.replace("\u202f", " ").startswith(expected)
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
