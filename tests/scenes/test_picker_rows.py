"""The game picker shows each game with its picture, what it is, players and typical length,
and every text fits at 1280x800 in every language."""

from __future__ import annotations

import pytest
from pygame_gui.elements import UIImage, UILabel

from game.core.i18n import LANGUAGES
from game.games import playable_games
from game.scenes.game_picker import PICTURE_SIZE, GamePickerScene, new_game
from tests.text_fit import clipped

PICTURE_GAMES = ("tycoon", "speedtycoon", "kraken_bay", "menedzher")



@pytest.mark.parametrize("language", LANGUAGES)
def test_every_game_shows_its_picture_what_it_is_players_and_length(app, language):
    app.set_language(language)
    picker = app.scenes.push(new_game(app))
    app.run_frames(2)
    assert isinstance(picker, GamePickerScene)
    assert set(PICTURE_GAMES) <= {entry.id for entry in picker.games}
    panel = picker.game_buttons["tycoon"].ui_container
    pictures = {element.object_ids[-1]: element for element in panel.elements
                if isinstance(element, UIImage)}
    labels = [element for element in panel.elements if isinstance(element, UILabel)
              and element.object_ids[-1].startswith("#about_")]
    for entry in playable_games():
        picture = pictures[f"#picture_{entry.id}"]
        assert picture.rect.size == PICTURE_SIZE
        # a real picture, not a blank: the board's colours vary across it
        colours = {tuple(picture.image.get_at((x, y)))
                   for x in range(0, PICTURE_SIZE[0], 11) for y in range(0, PICTURE_SIZE[1], 11)}
        assert len(colours) > 20, entry.id
        shown = [label.text for label in labels if label.object_ids[-1] == f"#about_{entry.id}"]
        assert shown[0] == entry.about_key and app.tr(entry.about_key) != entry.about_key
        assert str(entry.max_players) in shown[1] and str(entry.minutes[1]) in shown[1]
    assert not clipped(picker.container, 0), language
    # the card stays on the canvas
    assert panel.get_abs_rect().bottom <= app.canvas_size[1]


def test_players_are_counted_in_the_languages_own_plural():
    from game.core.i18n import translate

    assert translate("app.picker.players", "ru", low=2, count=4) == "2–4 игрока"
    assert translate("app.picker.players", "ru", low=2, count=6) == "2–6 игроков"
    assert translate("app.picker.players", "en", low=2, count=6) == "2–6 players"


def shown_pictures(app, language: str) -> dict[str, bytes]:
    """The picture the picker shows beside each game in `language`, as bytes to compare, by
    game id (one opening of the picker a language: it was one a language and game)."""
    import pygame

    app.set_language(language)
    picker = app.scenes.push(new_game(app))
    app.run_frames(2)
    panel = picker.game_buttons["tycoon"].ui_container
    images = {element.object_ids[-1].removeprefix("#picture_"):
              pygame.image.tobytes(element.image, "RGB")
              for element in panel.elements
              if isinstance(element, UIImage) and element.object_ids[-1].startswith("#picture_")}
    app.scenes.pop()
    app.run_frames(1)
    return images


def test_the_soviet_games_picture_reads_manager_in_english_and_menedzher_in_russian(app):
    """pt-men: the English and German picker showed the «Менеджер» board with its Russian
    title МЕНЕДЖЕР, while that board says MANAGER in both; Russian has a picture of its own."""
    english, german, russian = (shown_pictures(app, language) for language in ("en", "de", "ru"))
    assert english["menedzher"] == german["menedzher"], "de and en boards read MANAGER alike"
    assert russian["menedzher"] != english["menedzher"]
    assert russian["kraken_bay"] == english["kraken_bay"]
