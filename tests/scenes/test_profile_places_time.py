"""A finished game's place and time played go into the profile's record as the result screen
said them, and the Profiles screen shows them in each language (pt-stats: the result screen
said "2." and "Time played: 12 min", the record kept neither)."""

from __future__ import annotations

import dataclasses

import pytest

from game.core.setup import Seat
from game.games import game_entry
from game.scenes.match_loop import record_result
from game.scenes.player_files import player_files
from game.scenes.profiles_scene import record_html
from tools.show_result import played_match

#: game, seed: two seats played by the league's members to a game the first seat loses
#: (tools/show_result.played_match; the property games to the league's round limit)
LOST = [("tycoon", 9), ("speedtycoon", 1), ("kraken_bay", 1), ("menedzher", 2)]
#: what the record says for one lost game of 12 min 17 s
WORDS = {
    "en": ("Place 2: 1 game", "Time played: 12 min"),
    "de": ("Platz 2: 1 Spiel", "Spielzeit: 12 Min."),
    "ru": ("2-е место: 1 игра", "Время игры: 12 мин"),
}


def lost_game(app, game: str, seed: int):
    """The league's game with its first seat made the profile's person, 12 min 17 s long."""
    match = played_match(game, seed, 2)
    seats = (Seat("human", "Anna", match.setup.seats[0].colour), *match.setup.seats[1:])
    match.setup = dataclasses.replace(match.setup, seats=seats)
    match.play_seconds = 737.4
    return match


@pytest.mark.parametrize(("game", "seed"), LOST)
@pytest.mark.parametrize("language", sorted(WORDS))
def test_a_lost_game_adds_its_place_and_time_to_the_record(app, game, seed, language):
    app.set_language(language)
    files = player_files(app)
    files.switch(files.profiles.create("Anna", language).id)
    match = lost_game(app, game, seed)
    assert 0 not in match.state.winners()
    record_result(app, match)
    result = game_entry(game).result_class()(app, match, curtain=False)
    shown = dict(zip((seat for seat, _ in result.ranking()), result.places(), strict=True))
    stats = files.current.stats_for(game)
    assert stats.places == [0, 1] and shown[0] == 2, "the place the result screen showed"
    assert stats.seconds_played == 737
    lines = "<br>".join(record_html(app, files.current, game))
    for words in WORDS[language]:
        assert words in lines.split("<br>"), lines
