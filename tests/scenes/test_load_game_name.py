"""Every Load row names its game whole, in the title, before the save's name (speedpolish): on
the details line the game was the part a long row dropped first, so a Russian Speedtycoon
save after its Venture Capital scoring named no game. A long slot name is shortened instead."""

from __future__ import annotations

import pygame
import pytest

from game.core.save_format import MAX_SLOT_NAME
from game.core.saves import SaveEntry, new_game_uid
from game.core.setup import GameSetup, Seat
from game.games import playable_games
from game.scenes.load_scene import ROW_HEIGHT, ROW_WIDTH, LoadScene
from game.scenes.player_files import player_files
from tests.scenes.test_load_details_fit import row_label

LONG = "WOLFGANGS WUNDERBARER WOCHENENDWETTKAMPF"[:MAX_SLOT_NAME]  # 40 wide capitals


@pytest.mark.parametrize("language", ["de", "en", "ru"])
def test_a_long_slot_name_is_shortened_and_the_game_is_named_whole(app, language):
    app.set_language(language)
    files = player_files(app)
    files.profiles.create("Anna", language)
    store = files.saves()
    for entry in playable_games():
        seats = (Seat("human", "Anna", "red"), Seat("computer", "Ben", "blue", "easy"))
        options = entry.options()
        setup = GameSetup(entry.id, 1, seats, options)
        state = entry.new_game(2, 1, options)
        store.save_slot(LONG, setup, [], state, game_uid=new_game_uid())
        store.autosave(setup, [], state, game_uid=new_game_uid())
    scene = app.scenes.push(LoadScene(app))
    app.run_frames(2)
    rows: dict[str, list[str]] = {entry.id: [] for entry in playable_games()}
    rect = pygame.Rect((0, 0), (ROW_WIDTH, ROW_HEIGHT))
    for saved in [item for item in scene.listed if isinstance(item, SaveEntry)]:
        widgets: list = []
        scene._entry_row(rect, saved, widgets)  # the Load screen's own row
        label = row_label(widgets, "row_line0")
        title = app.tr(label.text, **(label.text_kwargs or {}))
        rows[saved.setup.game].append(title)
        assert label.font.size(title)[0] <= label.rect.width, title
        scene._forget_buttons(widgets)
        widgets[0].kill()
    for entry in playable_games():
        game = app.tr(entry.name_key)
        assert len(rows[entry.id]) == 2, "a slot and an autosave of each game"
        for text in rows[entry.id]:
            assert text.startswith(f"{game} · "), f"{text!r} names its game whole"
        assert any(text.endswith("…") for text in rows[entry.id]), "the long name is shortened"
