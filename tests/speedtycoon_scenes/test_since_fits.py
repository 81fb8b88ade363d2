"""The "since your last turn" card stays inside the empire panel. In a Russian hot-seat game
(pt-speed4, 1366x768) the other person bought four buildings with one more action each, and the
card's eight lines wrapped to three rows apiece: it ran out of the empire over the panel's frame
and down onto the button row. A card too tall for the empire now shows fewer lines and counts
the rest ("… и ещё 7 строк: L открывает журнал"); the shared match log does it wherever a board
says how much room the card has (`since_room`)."""

from __future__ import annotations

import pytest

from game.speedtycoon.scenes.table_scene import TableScene
from game.speedtycoon.view import table_view as tv
from tests.languages import languages_of_game
from tests.speedtycoon_scenes.test_since_after_load import saved_after_the_computer_moved

#: What Boris did in the play-test, as the card said it (each line wraps to two or three rows).
LONG = {
    "ru": "Борис покупает «Небоскрёбы» 12 на площадке Нью-Йорк, платит ровно 8 $ + 4 $: "
          "ещё одно действие",
    "de": "Boris kauft „Wolkenkratzer“ 12 auf dem Platz New York, zahlt genau 8 $ + 4 $: "
          "eine Aktion mehr",
    "en": "Boris buys “Skyscrapers” 12 at the New York place, pays exactly $8 + $4: "
          "one more action",
}


@pytest.mark.parametrize("lang", languages_of_game("speedtycoon"))
def test_a_long_since_card_stays_inside_the_empire(app, lang):
    app.set_language(lang)
    match = saved_after_the_computer_moved()
    board = TableScene(app, match.setup, curtain=False, match=match)
    app.scenes.push(board)
    app.run_frames(2)
    news = [LONG[lang]] * 15
    board.since_news = lambda seat: news
    log = board.game_log
    log.say_since()
    app.run_frames(2)
    card = log.card_rect
    assert card is not None, "the card is up"
    assert tv.OVER_EMPIRE.contains(card), (card, tv.OVER_EMPIRE)
    assert 3 <= log.since_shown <= 8, ("as many lines as fit, the rest counted", log.since_shown)
