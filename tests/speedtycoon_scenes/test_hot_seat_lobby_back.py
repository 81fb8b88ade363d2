"""Back at a hot-seat table (Continue, Load) in a Lobbyist window: the person asked in another
person's turn gets a curtain that says they are asked, not that it is their turn (seen in a
real window, de 1280x800: the curtain said "Lena ist dran", and the banner behind it then said
"Jürgen ist dran"), as the curtain during play has said all along."""

from __future__ import annotations

import pytest

from game.core.i18n import translate
from game.core.match import Match
from game.speedtycoon.scenes.table_scene import TableScene
from tests.speedtycoon_scenes.stage_hot_seat_lobby import PEOPLE, table


@pytest.mark.parametrize("app_language", ["de", "ru"])
def test_a_window_out_of_turn_opened_again_names_the_person_as_asked(app, app_language):
    setup, state, log = table(app_language)
    assert state.turn_player() == 0 and state.current_player == 1
    board = app.scenes.push(TableScene(app, setup, curtain=True,
                                       match=Match(setup, state, log)))
    app.run_frames(2)
    lena = PEOPLE[app_language][1]
    assert board.curtain is not None and board.curtain.seat == 1
    assert board.curtain.title == translate("match.curtain.asked", app_language, player=lena)
    assert board.curtain.title != translate("match.curtain.turn", app_language, player=lena)
