"""Back at a saved table (Continue, Load) the person's first turn opens with the card of what
the others did since that person's last move, read from the saved log: the card stayed away
then, though the computer had moved since (speedfix, ru 1366x768). The shared match log does
it for every board (game/scenes/match_log.py)."""

from __future__ import annotations

from game.core.match import Match
from game.core.setup import GameSetup
from game.games import game_entry
from game.speedtycoon.scenes.table_scene import TableScene
from tests.speedtycoon_scenes.test_clicking import PERSON, ROBO


def saved_after_the_computer_moved() -> Match:
    """Seat 0 (the person) plays a turn, then the computer one: the person is to act again."""
    setup = GameSetup("speedtycoon", 3, (PERSON, ROBO), {"game_type": "classic",
                                                        "think": "none"})
    match = Match(setup, game_entry("speedtycoon").start(setup))
    for mover in (0, 1):
        while match.seat_to_act == mover:
            match.apply(match.state.legal_actions()[0])
    assert match.seat_to_act == 0
    return match


def test_the_first_turn_back_shows_what_the_computer_did_since(app):
    match = saved_after_the_computer_moved()
    board = TableScene(app, match.setup, curtain=False, match=match)
    app.scenes.push(board)
    app.run_frames(2)
    log = board.game_log
    assert log.since_seat == 0 and log.since, "the card tells the computer's turn"
    assert log.card_rect is not None
    robo = board.names[1]
    assert any(robo in line for line in log.since), log.since
    mine = [line for line in log.book.lines if line.seat == 0]
    assert mine and not any(board.log_words(line)[0] in log.since for line in mine), \
        "the person's own moves are not told back"


def test_a_person_who_has_not_moved_yet_gets_no_card_as_at_a_fresh_table(app):
    setup = GameSetup("speedtycoon", 3, (ROBO, PERSON), {"game_type": "classic",
                                                        "think": "none"})
    match = Match(setup, game_entry("speedtycoon").start(setup))
    while match.seat_to_act == 0:
        match.apply(match.state.legal_actions()[0])
    board = TableScene(app, setup, curtain=False, match=match)
    app.scenes.push(board)
    app.run_frames(2)
    assert board.game_log.card_rect is None
