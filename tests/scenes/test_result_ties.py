"""A best value under the result's chart that two or more seats reached names every one of
them (play-test: "Größte Bewertung: Börsengang, 89 Punkte für Rot (normal)" where Rot and
Grün both scored 89 in the IPO), joined the language's way, in every game that has one."""

from __future__ import annotations

import pytest

from game.core.i18n import format_list, tr
from game.games import game_entry
from game.scenes.result_scene import STAT_SIZE, STAT_W
from game.speedtycoon.scenes import keys
from game.ui import fonts
from game.ui.result_table import Stat, Top
from tools.show_result import played_match

#: Seeds the league's members play to a tie at the top (tools/show_result.played_match):
#: Speedtycoon seed 77 with three seats, the first two 90 points each in the IPO; Kraken
#: Bay seed 16 with four, a rent of 100 paid to seats 0, 1 and 3.
SPEED_TIE = ("speedtycoon", 77, 3)
KRAKEN_TIE = ("kraken_bay", 16, 4)


def result_of(app, game: str, seed: int, players: int):
    match = played_match(game, seed, players)
    scene = game_entry(game).result_class()(app, match, curtain=False)
    app.scenes.push(scene)
    app.run_frames(2)
    return scene


def drawn_whole(result) -> None:
    """Every line under the chart is drawn at its size, none shrunk to fit."""
    for row in result.stat_rows():
        assert fonts.size_of(row, STAT_SIZE)[0] <= STAT_W, row


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
def test_a_tie_at_the_top_of_a_speedtycoon_result_names_both_seats(app, lang):
    app.set_language(lang)
    result = result_of(app, *SPEED_TIE)
    best = result.stats()[1:-1]  # after the turns, before the time played

    def line(names: list[str]) -> str:
        return tr("speedtycoon_play.result.best_scoring", scoring=tr(keys.SCORING["ipo"]),
                  amount=result.score_text(90), player=format_list(names[:2], lang), count=2)

    assert best in ([line(result.names())], [line(result.short_names())])
    short = result.short_names()
    assert short[0] in best[0] and short[1] in best[0] and short[2] not in best[0]
    drawn_whole(result)


def test_a_rent_three_seats_took_names_all_three_with_the_plural_in_russian(app):
    """Three computers' whole names made the line too long for the chart's width (it shrank
    to 8 px): their colours name them, the ranking above gives their levels."""
    app.set_language("ru")
    result = result_of(app, *KRAKEN_TIE)
    short = result.short_names()
    line = next(text for text in result.stats() if text.startswith("Самая большая рента"))
    assert line == "Самая большая рента: 100 — получатели: " + format_list(
        [short[0], short[1], short[3]], "ru")
    assert short[2] not in line
    drawn_whole(result)


def test_a_line_naming_one_seat_keeps_its_whole_name(app):
    app.set_language("ru")
    result = result_of(app, "speedtycoon", 1, 3)  # seed 1: 90 points, the second seat alone
    assert result.names()[1] in result.stats()[1]


def test_top_keeps_every_seat_at_the_best_and_drops_those_below():
    top = Top("k")
    top.see(50, 2, words={"scoring": "a"})
    top.see(90, 1, words={"scoring": "b"})
    top.see(90, 0, words={"scoring": "b"})
    top.see(90, 1, words={"scoring": "b"})  # the same seat again: named once
    top.see(70, 2, words={"scoring": "b"})
    assert top.stats() == [Stat("k", {}, (0, 1), 90, {"scoring": "b"})]


def test_a_best_reached_in_two_moments_gives_a_line_each_with_its_own_seats():
    """Rot's 90 in the IPO and Blau's in Capital: neither line names the other's moment."""
    top = Top("k")
    top.see(90, 0, {"number": 2})
    top.see(90, 2, {"number": 3})
    assert top.stats() == [Stat("k", {"number": 2}, (0,), 90), Stat("k", {"number": 3}, (2,), 90)]
    assert Top("k").stats() == []
