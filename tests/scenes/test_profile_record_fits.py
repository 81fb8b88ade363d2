"""The profile's record shows whole at 1280x800, without scrolling (titleprof): the four
games' records were one box of up to 60 lines in a 330-pixel window that scrolled, and a
player who did not try the wheel saw Tycoon's record only. One game at a time now, chosen by
a row of the games' names, its lines in two columns."""

from __future__ import annotations

import pytest

from game.core import i18n
from game.games import playable_games
from game.scenes.player_files import player_files
from game.scenes.profiles_scene import ProfilesScene
from tests.text_fit import broken_rows, clipped

GAMES = [entry for entry in playable_games() if entry.id != "scratch"]


def full_record(app, name: str = "Анастасия Вознесенская"):
    """A profile that finished each game in every place against every level, with big
    scores and long times: the longest record each game can show."""
    files = player_files(app)
    profile = files.profiles.create(name, "en")
    files.switch(profile.id)
    number = 0
    for entry in GAMES:
        for place in range(1, entry.max_players + 1):
            for level in ("easy", "normal", "hard"):
                number += 1
                files.profiles.record_result(
                    profile.id, entry.id, game_uid=f"game{number:08d}", won=place == 1,
                    score=987_654 * place, opponent_levels=[level], hints_used=12_345,
                    place=place, seconds=999 * 3600 + 59 * 60)
    return files.current


@pytest.mark.parametrize("language", ["de", "en", "ru"])
def test_every_games_whole_record_shows_without_scrolling(app, language):
    app.set_language(language)
    profile = full_record(app)
    scene = app.scenes.push(ProfilesScene(app))
    app.run_frames(2)
    # in the registry's order now (another test's monkeypatch may have moved an entry)
    assert list(scene.games.buttons) == [entry.id for entry in playable_games()
                                         if entry.id != "scratch"]
    for entry in GAMES:
        app.click(scene.games.buttons[entry.id], frames=2)
        scene = app.scenes.top
        assert scene.record_game == entry.id and scene.games.buttons[entry.id].is_selected
        stats = profile.stats_for(entry.id)
        boxes = (scene.record_box, scene.places_box)
        lines = [box.html_text.count("<br>") + 1 for box in boxes]
        assert lines == [5 + len(stats.by_level), len(stats.places)], "all of it, no more"
        for box in boxes:
            assert box.scroll_bar is None, (entry.id, i18n.translate(box.html_text, language))
            rows = box.text_box_layout.layout_rows
            assert len(rows) == box.html_text.count("<br>") + 1, "a line a row, none wrapped"
            assert broken_rows(box) == []
        assert clipped(scene.container, 8, visible_only=True) == []
        assert scene.places_box.rect.left >= max(row.right for row in
                                                 scene.record_box.text_box_layout.layout_rows)


def test_opened_after_a_game_the_screen_shows_that_games_record(app, monkeypatch):
    profile = full_record(app, "Anna")
    last = GAMES[-1].id
    monkeypatch.setattr(type(player_files(app)), "newest_game",
                        lambda self, finished=False: type("Save", (), {
                            "setup": type("Setup", (), {"game": last})()})())
    scene = app.scenes.push(ProfilesScene(app))
    app.run_frames(2)
    assert scene.record_game == last and scene.games.buttons[last].is_selected
    assert profile.stats_for(last).games
