"""Hot seat with the Lobbyist: a person asked outside their turn gets the curtain first, and
the person whose turn it is gets it again after (play-test, de 1280x800, six seats: the curtain
said "Lena ist dran", then showed Jürgen's depot in his Lobbyist window, and Lena's turn came
with no curtain, so each saw the other's cards)."""

from __future__ import annotations

import pygame

from game.core.setup import GameSetup
from game.speedtycoon.rules import actions as act
from game.speedtycoon.rules.phases import LOBBY
from game.speedtycoon.scenes.table_scene import TableScene
from tests.speedtycoon_scenes.test_clicking import FRIEND, PERSON, ROBO


def play_hot_seat(app, declined: frozenset[int] = frozenset()) -> None:
    """Two people and a computer, Tycoon type, the curtain on: each curtain lifted, each person
    passing every Lobbyist window, until a person's window came in the other's turn."""
    for seed in range(12):
        setup = GameSetup("speedtycoon", seed, (PERSON, FRIEND, ROBO),
                          {"game_type": "tycoon", "think": "none"})
        board = TableScene(app, setup, curtain=True)
        app.scenes.push(board)
        app.run_frames(2)
        board.match.dont_ask |= declined
        windows = 0
        for _ in range(3000):
            s = board.match.state
            if s.turn_no > 10:
                break
            if board.curtain is not None:
                named = board.curtain.seat
                assert not (s.phase == LOBBY and named in declined and named != s.turn_player()
                            and named == board.match.seat_to_act), \
                    "a curtain for a window that passes by itself"
                app.press_key(pygame.K_SPACE)
                continue
            seat = board.match.seat_to_act
            if seat is not None and not board.match.is_computer(seat) and not board.busy:
                assert board.shown_human == seat, (
                    f"seat {seat} acts on the table shown to {board.shown_human}")
                log = board.game_log
                assert log.card_rect is None or log.since_seat == seat, \
                    "another person's since-your-last-turn card"
                lobby = s.phase == LOBBY
                if lobby and seat != s.turn_player() and seat not in declined:
                    windows += 1
                board.apply(act.LOBBY_PASS if lobby and s.is_legal(act.LOBBY_PASS)
                            else s.legal_actions()[0])
            app.step(0.05)
        app.scenes.pop()
        if windows:
            return
    raise AssertionError("no person's Lobbyist window came in another person's turn")


def test_no_person_acts_on_a_table_shown_to_another(app):
    play_hot_seat(app)


def test_a_window_that_passes_by_itself_brings_no_curtain(app):
    """"Don't ask again" (Ben): Anna's turn is not covered for Ben's automatic pass."""
    play_hot_seat(app, frozenset({1}))
