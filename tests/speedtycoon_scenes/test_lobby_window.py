"""The Lobbyist window with one person and three computers (issue 31, point 1): a computer's
turn never waits on a window the person cannot use, a window that opens shows Pass and closes
on it at once, and the players' column frames the seat whose turn it is."""

from __future__ import annotations

import random

from game.core.i18n import translate
from game.core.match import Match
from game.core.setup import GameSetup, Seat
from game.speedtycoon import rules
from game.speedtycoon.rules import actions as act
from game.speedtycoon.rules.phases import LOBBY
from game.speedtycoon.scenes import words
from game.speedtycoon.scenes.clock import TurnClock
from game.speedtycoon.scenes.table_scene import TableScene
from game.speedtycoon.view import table_view as tv
from game.ui.palette import GOLD
from tests.speedtycoon_scenes.test_clock import lobby_for_the_person, until

SEATS = (Seat("human", "Anna", "purple"), Seat("computer", "Red", "red", "normal"),
         Seat("computer", "Blue", "blue", "normal"), Seat("computer", "Green", "green", "normal"))


def table_at(app, setup: GameSetup, done) -> TableScene:
    """A table set where random legal moves from the deal first make `done(state)` hold."""
    state = rules.new_game(4, setup.seed, setup.options)
    rng, log = random.Random(setup.seed), []
    while not done(state):
        action = rng.choice(state.legal_actions())
        state.apply(action)
        log.append(action)
    board = TableScene(app, setup, curtain=False, match=Match(setup, state, log))
    app.scenes.push(board)
    app.run_frames(2)
    return board


def test_a_computer_turn_never_waits_on_a_window_the_person_cannot_use(app):
    """The person ends a turn with their Lobbyist resting: the three computers play their
    turns straight through to the person's next turn, and no window ever opens for them."""
    setup = GameSetup("speedtycoon", 11, SEATS, {"game_type": "tycoon", "think": "none"})

    def resting_in_own_turn(s) -> bool:
        return s.turn == 0 and s.current_player == 0 and s.lobby_rest[0] > 1

    board = table_at(app, setup, resting_in_own_turn)
    rng = random.Random(1)
    while board.match.state.turn == 0:
        board.timeline.skip()
        board.apply(rng.choice(board.match.state.legal_actions()))
    windows = []

    def back_to_the_person() -> bool:
        state = board.match.state
        if board.lobby is not None or (state.phase == LOBBY and state.asked == 0):
            windows.append(state.turn_no)
        return state.turn == 0

    until(app, back_to_the_person)
    assert board.match.state.turn == 0, "the computers played their turns through"
    assert not windows, "no Lobbyist window waited on a person who could not use it"


def test_a_window_offers_pass_even_after_the_persons_clock_ran_out(app):
    """A clock that ran out in the person's last turn plays that turn only: the window
    in a computer's turn still shows Pass, and Pass closes it at once."""
    board = lobby_for_the_person(app)
    s = board.match.state
    board.clock = TurnClock(0, s.turn_no - 1, 30.0, elapsed=60.0)
    board.sync()
    assert not board.autopilot
    assert board.buttons["pass"].visible and board.buttons["pass"].is_enabled
    length = len(board.match.actions)
    board.press(board.buttons["pass"])
    assert isinstance(board.match.actions[length], act.LobbyPass)
    assert board.match.state.asked != 0 or board.match.state.phase != LOBBY


def test_the_players_column_frames_the_seat_whose_turn_it_is(app):
    board = lobby_for_the_person(app)
    s = board.match.state
    assert s.current_player == 0 and s.turn != 0, "the person is asked in another's turn"
    app.run_frames(1)
    picture = board._picture[1]

    def framed(seat: int, colour=GOLD) -> bool:
        rect = tv.player_rect(seat, s.n)
        return tuple(picture.get_at((rect.centerx, rect.y))[:3]) == colour

    assert framed(s.turn) and not framed(0)
    assert framed(0, tv.ASKED), "the seat asked in the window is marked as deciding (30.6)"
    board.press(board.buttons["pass"])
    app.run_frames(2)   # a move's picture is drawn by the frame after it (App.defer_draw)
    picture = board._picture[1]
    s = board.match.state
    assert not framed(0, tv.ASKED) and not framed(0), "after Pass the mark moves on"
    assert framed(s.turn)


def test_a_computers_lobbyist_purchase_reads_as_a_sentence(app):
    """Issue 31 point 8: "Green (normal) the Lobbyist buys a Energy building in Tokyo" — the
    news line is "<name> <reason>", so the reason starts with a verb and needs no a/an (in
    Russian too, since its line lost the colon after the name: "…: лоббист покупает…")."""
    for lang, name, want in (("en", "Green (normal)",
                              "Green (normal) sends the Lobbyist to buy the Energy building "
                              "in Tokyo"),
                             ("de", "Grün (mittel)",
                              "Grün (mittel) schickt den Lobbyisten los: Er kauft das Gebäude "
                              "der Branche Energie in Tokio"),
                             ("ru", "Зелёный (средний)",
                              "Зелёный (средний) посылает лоббиста купить здание «Энергетика» "
                              "на площадке Токио")):
        def say(key, lang=lang, **p):
            return translate(key, lang, **p)

        reason = words.reason(say, "speedtycoon.reason.lobby_buy",
                              {"branch": "energy", "place": "tokyo"}, [])
        assert say("match.board.computer_move", player=name, reason=reason) == want
