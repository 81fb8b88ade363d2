"""A Lobbyist window that times out passes for the person (D46), but that pass is the timer's,
not the person's: the saved game says so, and the game review never lists it as a decision
of theirs ("Lena chose: Pass", the speedtycoon play-test). A Pass the person clicks stays
theirs and is reviewed."""

from __future__ import annotations

import pygame

from game.ai.review import find_decisions
from game.speedtycoon import rules
from game.speedtycoon.bot.review import KIT
from game.speedtycoon.rules import actions as act
from tests.speedtycoon_scenes.test_clock import lobby_for_the_person, wait


def reviewed_moves(board) -> set[int]:
    """The moves where a decision of the person begins, as the review finds them."""
    setup = board.match.setup
    start = rules.new_game(len(setup.seats), setup.seed, setup.options)
    return {p.move for p in find_decisions(KIT, start, board.match.actions, 0)}


def test_a_window_the_timer_passed_is_not_reviewed_as_the_persons_choice(app):
    board = lobby_for_the_person(app)
    length = len(board.match.actions)
    wait(app, 6.25)
    passed = board.match.actions[length]
    assert isinstance(passed, act.LobbyTimeout), "the timer's pass is told from the person's"
    assert act.parse_action(str(passed)) == passed and str(passed) != str(act.LOBBY_PASS)
    assert isinstance(act.parse_action(str(passed)), act.LobbyTimeout), "the save keeps it"
    assert length not in reviewed_moves(board)


def test_a_pass_the_person_clicked_stays_their_choice(app):
    board = lobby_for_the_person(app)
    length = len(board.match.actions)
    board.key(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE))
    passed = board.match.actions[length]
    assert type(passed) is act.LobbyPass
    assert length in reviewed_moves(board)
