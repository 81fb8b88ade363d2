"""The last round is announced in the header until its payday (issue 14, point 2)."""

from __future__ import annotations

import pytest

from game.ui import fonts
from tests.tycoon_scenes.autoplay import play_human_turn, play_payday, settle


def _play_to_last_round(app, board) -> None:
    while not board.model.last_round:
        settle(app, board)
        assert board.payday is None, "the session ended without a last round"
        if not board.model.last_round:
            play_human_turn(app, board)


@pytest.mark.parametrize(("lang", "banner"), [
    ("en", ("Last round", "payday after Blue (easy)")),
    ("de", ("Letzte Runde", "Zahltag nach Blau (leicht)"))])
def test_the_last_round_banner_stays_in_the_header_until_the_payday(app, board, lang, banner):
    app.set_language(lang)
    _play_to_last_round(app, board)
    while board.payday is None:
        assert board.view.header(board.model) == (banner, True)
        settle(app, board)
        if board.payday is None and board.human_turn():
            play_human_turn(app, board)
    overlay = board.payday
    while board.payday is overlay:
        play_payday(app, board)
        settle(app, board)
    lines, is_banner = board.view.header(board.model)
    assert not is_banner and "2" in lines[0]


def test_the_banner_fits_the_header_beside_four_lights(app, board):
    from game.tycoon.view import layout

    room = layout.TURN_LIGHTS.right - 10 - layout.turn_light(3)[0] - 30 - 16
    for lang, text in (("en", "payday after %s"), ("de", "Zahltag nach %s")):
        app.set_language(lang)
        said = board.view.texts.t("tycoon_board.board.payday_after", player="Green (hard)")
        assert said == text % "Green (hard)"
        for line in (said, board.view.texts.t("tycoon_board.board.last_round")):
            assert fonts.text(line, 12, (0, 0, 0), True).get_width() <= room, line
