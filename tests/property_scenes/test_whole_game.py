"""A person plays whole games against computers through the board's widgets only: Kraken Bay
to the last player standing, «Менеджер» until its time limit ends it; both reach the result
screen with the rules' ranking, in every language the game speaks."""

from __future__ import annotations

import pytest

from game.property.rules.phases import OVER
from game.property.scenes.result_scene import PropertyResult
from tests.languages import languages_of_game
from tests.property_scenes.autoplay import Person, play_to_the_end
from tests.property_scenes.conftest import setup_for


@pytest.mark.parametrize("language", languages_of_game("kraken_bay"))
def test_a_person_plays_kraken_bay_against_two_computers_to_the_last_one_standing(
        app, open_board, language):
    app.set_language(language)
    board = open_board(setup_for("kraken_bay", seed=4))
    person = Person(counter_once=True)
    moves = play_to_the_end(app, board, person)
    result = app.scenes.top
    assert isinstance(result, PropertyResult)
    state = result.match.state
    assert state.phase == OVER and state.end_reason == "last_standing"
    assert sum(state.alive) == 1
    assert result.winners() == list(state.winners())
    assert moves > 30
    assert person.auctions_seen > 0, "no auction was decided on screen"
    assert person.debts_seen > 0, "the person never had to raise money on the debt screen"


@pytest.mark.parametrize("language", languages_of_game("menedzher"))
def test_a_person_plays_menedzher_until_the_time_limit_ends_it_after_the_turn(
        app, open_board, language):
    app.set_language(language)
    board = open_board(setup_for("menedzher", seed=5, options={"time_limit_min": 30}))
    person = Person()
    clock = {"moved": False}

    def time_passes(moves: int) -> None:
        if moves == 60 and not clock["moved"]:
            clock["moved"] = True
            app.step(30 * 60)      # half an hour of play goes by in one frame

    play_to_the_end(app, board, person, on_move=time_passes)
    result = app.scenes.top
    assert isinstance(result, PropertyResult)
    state = result.match.state
    assert state.end_reason == "time_up"
    assert state.time_up
    ranking = state.ranking()
    worths = [r for r in result.ranking()]
    assert ranking[0] in result.winners()
    assert len(worths) == 3
