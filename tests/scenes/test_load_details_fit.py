"""Every Load row's details line fits its row, in every language, with the real font: the
Russian "Speedtycoon · 5 дек. 2026 г., 19:58 · Ход 48, после подсчёта «Стартап» · ходов: 60"
was cut by 3 px, and a save after the Venture Capital scoring by far more.

Every progress text of the four games (every key of each game's `progress` texts, old saves'
ones too) with the longest realistic numbers (three-digit turns and rounds, four-digit move
counts) and the widest date of the year, built by the Load screen's own row: the line fits the
room left of the buttons, says the date and where the game stands whole, and drops a part
only when the whole line does not fit.
"""

from __future__ import annotations

import dataclasses
import re
from datetime import UTC, datetime

import pygame
import pytest

from game.core.i18n import read_locale_file
from game.core.paths import locales_dir
from game.core.saves import SaveEntry, new_game_uid
from game.core.setup import GameSetup, Seat
from game.games import game_entry, playable_games
from game.scenes.load_scene import ROW_HEIGHT, ROW_WIDTH, LoadScene, entry_details, format_date
from game.scenes.player_files import player_files

PLACEHOLDER = re.compile(r"%\{(\w+)\}")
LONGEST_NUMBER = 888   # every turn, round and session number three digits wide
MOVES = 8888


def progress_texts(game: str) -> list[tuple[str, dict[str, int]]]:
    """Every text of the group a new game's progress key belongs to ("speedtycoon.progress"),
    each placeholder the longest realistic number."""
    entry = game_entry(game)
    key, _ = entry.new_game(entry.min_players, 1, entry.options()).progress()
    group = key.rsplit(".", 1)[0]
    namespace, *path = group.split(".")
    tree = read_locale_file(locales_dir() / f"{namespace}.en.json", "en")
    for part in path:
        tree = tree[part]
    return [(f"{group}.{name}", dict.fromkeys(placeholders(text), LONGEST_NUMBER))
            for name, text in tree.items()]


def placeholders(text: str | dict[str, str]) -> list[str]:
    """The placeholders of a text, or of every plural form of one ("game_over_turns")."""
    forms = text.values() if isinstance(text, dict) else [text]
    return [name for form in forms for name in PLACEHOLDER.findall(form)]


def save_every_game(app) -> None:
    files = player_files(app)
    files.profiles.create("Anna", app.settings.language)
    store = files.saves()
    for entry in playable_games():
        seats = (Seat("human", "Anna", "red"), Seat("computer", "Ben", "blue", "easy"))
        options = entry.options()
        state = entry.new_game(2, 1, options)
        store.autosave(GameSetup(entry.id, 1, seats, options), [], state,
                       game_uid=new_game_uid())


def row_label(widgets: list, name: str):
    return next(widget for widget in widgets if f"#{name}" in widget.object_ids)


@pytest.mark.parametrize("language", ["de", "en", "ru"])
def test_every_details_line_fits_its_row_and_keeps_date_and_progress(app, language, recwarn):
    app.set_language(language)
    save_every_game(app)
    scene = app.scenes.push(LoadScene(app))
    app.run_frames(2)
    entries = [item for item in scene.listed if isinstance(item, SaveEntry)]
    assert {entry.setup.game for entry in entries} == {game.id for game in playable_games()}
    font = row_label(scene.rows.built[0], "row_line1").font
    moments = [datetime(2026, month, 28, 22, 58, tzinfo=UTC) for month in range(1, 13)]
    widest = max(moments, key=lambda moment: font.size(format_date(app, moment))[0])
    rect = pygame.Rect((0, 0), (ROW_WIDTH, ROW_HEIGHT))
    checked = dropped = 0
    for saved in entries:
        for key, params in progress_texts(saved.setup.game):
            meta = dataclasses.replace(saved.meta, progress=(key, params),
                                       saved_at=widest.isoformat())
            entry = dataclasses.replace(saved, meta=meta, moves=MOVES)
            widgets: list = []
            scene._entry_row(rect, entry, widgets)
            label, load = row_label(widgets, "row_line1"), row_label(widgets, "row_load")
            shown, whole = label.text, entry_details(app, entry)
            assert label.rect.right < load.rect.left, "the line ends before the buttons"
            assert font.size(shown)[0] <= label.rect.width, (shown, font.size(shown)[0])
            assert format_date(app, widest) in shown and app.tr(key, **params) in shown, shown
            if font.size(whole)[0] <= label.rect.width:
                assert shown == whole, "a line that fits is shown whole"
            else:
                dropped += 1
            checked += 1
            scene._forget_buttons(widgets)
            widgets[0].kill()
    assert not [w for w in recwarn if "too small for text" in str(w.message)]
    assert checked == sum(len(progress_texts(game.id)) for game in playable_games())
    if language == "ru":
        assert dropped, "the longest Russian lines were too long whole: the test saw them"
