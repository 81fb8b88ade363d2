"""The profile's record of Speedtycoon counts points in the language (pt-speed4)."""

from __future__ import annotations

import pytest

from game.scenes.player_files import player_files
from game.scenes.profiles_scene import record_html


@pytest.mark.parametrize(("language", "best", "average"), [
    ("ru", "Лучший результат: 103 очка", "Средний результат: 101 очко"),
    ("en", "Best result: 103 points", "Average result: 101 points"),
    ("de", "Bestes Ergebnis: 103 Punkte", "Durchschnittliches Ergebnis: 101 Punkte"),
])
def test_a_speedtycoon_record_counts_points_in_the_language(app, language, best, average):
    """pt-speed4 (ru): the profile said "Лучший результат: очки: 103", a label inside a label;
    the points are counted with the number's plural form, as the result screen does."""
    app.set_language(language)
    files = player_files(app)
    anna = files.profiles.create("Anna", language)
    for uid, score in (("a", 103), ("b", 99)):
        files.profiles.record_result(anna.id, "speedtycoon", game_uid=uid * 12, won=False,
                                     score=score, opponent_levels=["normal"])
    record = record_html(app, files.profiles.get(anna.id))
    speed = record.split("<b>Speedtycoon</b>")[1].split("<b>")[0]
    assert best in speed and average in speed, speed
