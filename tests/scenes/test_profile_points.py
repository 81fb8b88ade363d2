"""The profile's record names what each game's score measures, in the game's unit and the
language (pt-speed4, pt-men)."""

from __future__ import annotations

import pytest

from game.scenes.player_files import player_files
from game.scenes.profiles_scene import record_html

#: game, language, its two scores, the best and the average line the record shows
RECORDS = [
    ("speedtycoon", "ru", (103, 99), "Лучший счёт: 103 очка", "Средний счёт: 101 очко"),
    ("speedtycoon", "en", (103, 99), "Best score: 103 points", "Average score: 101 points"),
    ("speedtycoon", "de", (103, 99), "Höchste Punktzahl: 103 Punkte",
     "Durchschnittliche Punktzahl: 101 Punkte"),
    ("menedzher", "ru", (0, 0), "Лучший капитал: 0", "Средний капитал: 0"),
    ("menedzher", "en", (0, 0), "Best net worth: 0", "Average net worth: 0"),
    ("kraken_bay", "de", (0, 0), "Höchstes Vermögen: 0", "Durchschnittliches Vermögen: 0"),
    ("tycoon", "ru", (70, 0), "Больше всего денег: 70\u00a0млн", "Денег в среднем: 35\u00a0млн"),
    ("tycoon", "en", (70, 0), "Most money: 70\u00a0M", "Average money: 35\u00a0M"),
    ("tycoon", "de", (70, 0), "Meistes Geld: 70\u00a0Mio.", "Geld im Durchschnitt: 35\u00a0Mio."),
]


@pytest.mark.parametrize(("game", "language", "scores", "best", "average"), RECORDS)
def test_the_record_names_what_the_games_score_measures(app, game, language, scores, best,
                                                        average):
    """pt-men: after a bankruptcy the «Менеджер» lines said "Best result: 0 · Average result:
    0", not saying that the result is net worth (Tycoon's is money, Speedtycoon's points);
    pt-speed4 (ru): points are counted with the number's plural form, never "очки: 103"."""
    app.set_language(language)
    files = player_files(app)
    anna = files.profiles.create("Anna", language)
    for uid, score in zip("ab", scores, strict=True):
        files.profiles.record_result(anna.id, game, game_uid=uid * 12, won=False,
                                     score=score, opponent_levels=["normal"])
    lines = "<br>".join(record_html(app, files.profiles.get(anna.id), game))
    assert best in lines and average in lines, lines
