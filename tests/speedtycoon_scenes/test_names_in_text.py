"""A seat's name in a Russian sentence after «игрока»/«игроку» (speedleft5's brief): the hot
seat's default names read «У игрока Игрок 2 только …» and a computer «у игрока Синий
(средний)», an adjective that forgot its case with its level in brackets. The table fills
those sentences with `seat_rows.text_names`, the review's `name_in_text` grown by the
computer's form: «У игрока 2», «у игрока «Синий»». German and English keep a person's name
as shown and say a computer by its colour ("Blue"); a name alone (the players' column, the
banner) keeps its whole form."""

from __future__ import annotations

import pytest

from game.core.match import Match
from game.core.setup import GameSetup, Seat
from game.speedtycoon.rules.phases import ACT
from game.speedtycoon.scenes.table_scene import TableScene
from game.speedtycoon.view import model
from tests.speedtycoon_scenes.stage import played

HOT_SEAT = (Seat("human", "Игрок 1", "purple"), Seat("human", "Игрок 2", "orange"),
            Seat("computer", "", "blue", "normal"))


def table(app, language: str) -> TableScene:
    """Hot seat in mid-game, the computer's turn with its actions ahead, held there."""
    app.set_language(language)
    setup = GameSetup("speedtycoon", 1, HOT_SEAT, {"game_type": "classic", "think": "none"})
    state, log = played(setup, lambda s: s.turn_no >= 12 and s.turn == 2 and s.phase == ACT)
    board = TableScene(app, setup, curtain=False, match=Match(setup, state, log))
    board.may_move = lambda: False  # the table holds the moment: the computer waits
    app.scenes.push(board)
    app.run_frames(2)
    return board


def card_text(board, target: tuple) -> str:
    return "\n".join(block.text for block in board.info_blocks(target)[1])


def test_russian_cards_name_a_default_person_and_a_computer_as_a_sentence_wants(app):
    board = table(app, "ru")
    s = board.match.state
    kapital = card_text(board, ("display", 0, model.display(s)[0]))
    assert "игрока «Синий»" in kapital, kapital
    assert "Синий (средний)" not in kapital, kapital
    said = "\n".join(card_text(board, ("market", p, t))
                     for p, t in enumerate(model.market(s)) if t >= 0)
    assert "игрока Игрок" not in said and "игроку Игрок" not in said, said
    assert "у игрока 2 — 1" in said, "the leader of the branch, the other person"
    assert "Синий (средний)" not in said, said
    assert board.names[:2] == ["Игрок 1", "Игрок 2"], "a name alone keeps its whole form"


@pytest.mark.parametrize("language", ["de", "en"])
def test_german_and_english_keep_a_persons_name_and_say_a_computer_by_its_colour(app,
                                                                                 language):
    board = table(app, language)
    assert board.text_names[:2] == board.names[:2] == [
        {"de": "Spieler 1", "en": "Player 1"}[language],
        {"de": "Spieler 2", "en": "Player 2"}[language]]
    assert board.text_names[2] == {"de": "Blau", "en": "Blue"}[language]
