"""The think time (design §4.7): the whole turn timed, 10 s of grace with a countdown, then the
computer plays the rest of the person's turn (and the person's next "since your last turn" card
says what it did there); the Lobbyist window passes by itself (test_lobby_window.py: how soon)."""

from __future__ import annotations

from game.core.setup import GameSetup
from game.speedtycoon.rules.events import ActionsEnded, TurnStarted
from game.speedtycoon.rules.phases import LOBBY
from game.speedtycoon.scenes.clock import GRACE
from game.speedtycoon.scenes.table_scene import TableScene
from game.speedtycoon.view import log_lines
from tests.speedtycoon_scenes.test_clicking import PERSON, ROBO, exact_start
from tests.support.wait import until


def timed_table(app, seed: int, think: str, game_type: str = "classic") -> TableScene:
    setup = GameSetup("speedtycoon", seed, (PERSON, ROBO), {"game_type": game_type,
                                                             "think": think})
    board = TableScene(app, setup, curtain=False)
    app.scenes.push(board)
    app.run_frames(2)
    return board


def wait(app, seconds: float, step: float = 0.25) -> None:
    for _ in range(int(seconds / step)):
        app.step(step)


def test_after_the_think_time_comes_a_grace_with_its_countdown(app):
    board = timed_table(app, exact_start()[0], "30")
    wait(app, 29)
    assert board.clock is not None and not board.clock.in_grace
    assert board.clock_text()[0] == app.tr("speedtycoon_play.clock.think", left="0:01")
    wait(app, 2)
    assert board.clock.in_grace
    assert board.clock_text()[0] == app.tr("speedtycoon_play.clock.grace", left="0:09")
    assert board.match.actions == [], "the grace still belongs to the person"


def test_then_the_computer_plays_the_rest_of_the_persons_turn(app):
    board = timed_table(app, exact_start()[0], "30")
    wait(app, 30 + GRACE + 0.5)
    assert board.autopilot and not board.buttons["take"].visible
    assert board.hint_line() == "", "no word asks the person for a move the computer makes"
    until(app, lambda: board.match.state.turn != 0, dt=0.05)
    assert board.match.actions, "the computer moved for the person"
    assert board.match.state.turn != 0, "and ended that turn"
    until(app, lambda: board.match.state.turn == 0, dt=0.05)
    app.step(0.05)
    assert board.clock is not None and board.clock.elapsed < 1 and not board.autopilot, \
        "the person's next turn is theirs again, with a fresh clock"
    since = board.game_log.since
    assert since[0] == app.tr("match.log.stood_in"), "the card says the computer stood in"
    assert since[1] == app.tr("speedtycoon_play.log.ran_out_plays", player=board.names[0])
    assert since[2].startswith(board.names[0] + " "), "then what it did in the person's place"
    assert any(line.startswith(board.names[1] + " ") for line in since[3:]), "then the others"


def stood_in_for_a_turn(app, board) -> None:
    """The person's think time and grace run out, the computer plays that turn for them and
    the other seat its own; the person's next turn has begun."""
    wait(app, 30 + GRACE + 0.5)
    until(app, lambda: board.match.state.turn != 0, dt=0.05)
    until(app, lambda: board.match.state.turn == 0, dt=0.05)
    app.step(0.05)


def told_lines(board) -> list:
    """The stand-in's lines the person's card tells (its minor ones it leaves out)."""
    return [line for line in board.game_log.stood_in[0] if not line.minor]


def test_a_person_away_for_turns_reads_only_the_last_stand_in_and_the_others_since(app):
    """Play-test (ru, 1366x768): a person away from the table got at turn 10 a card that
    began with the computer's moves in their place at turn 2, every stand-in since in turn,
    and cut the other seat's newest moves off under "... and 4 more lines"."""
    board = timed_table(app, exact_start()[0], "30")
    stood_in_for_a_turn(app, board)
    first = told_lines(board)
    stood_in_for_a_turn(app, board)
    since = board.game_log.since
    told = len(told_lines(board))
    assert since[0] == app.tr("match.log.stood_in")
    assert all(line.startswith(board.names[0]) for line in since[1:1 + told])
    assert any(line.startswith(board.names[1] + " ") for line in since[1 + told:])
    lines = board.game_log.book.lines
    own = [line for line in lines if line.seat == 0 and not line.minor]
    assert told < len(own), "the earlier turn's stand-in was told on its own card"
    assert first, "the first turn's card told its stand-in"


def test_without_a_clock_nothing_runs_out(app):
    board = timed_table(app, exact_start()[0], "none")
    wait(app, 200, 1.0)
    assert board.clock is None and board.match.actions == []


def lobby_for_the_person(app) -> TableScene:
    for seed in range(40):
        board = timed_table(app, seed, "none", "tycoon")
        for _ in range(3000):
            s = board.match.state
            if s.phase == LOBBY and s.asked == 0 and not board.busy:
                return board
            if board.person == 0 and s.phase != LOBBY:
                board.apply(s.legal_actions()[0])
            app.step(0.05)
            if s.turn_no > 12:
                break
        app.scenes.pop()
    raise AssertionError("no Lobbyist window came for the person")


def test_the_log_says_the_think_time_ran_out_and_how_the_turn_went_on(app):
    """playtest23: Bob's turn ended at "Grace 0:00" and the log went from his own moves
    straight to "Turn 2: Ann plays"; now a line says his time ran out before the stand-in's
    first move, and whether that move ended the turn (the rules' events) or the computer
    plays on."""
    board = timed_table(app, exact_start()[0], "30")
    wait(app, 30 + GRACE + 0.5)
    until(app, lambda: board.match.state.turn != 0, dt=0.05)
    said = [board.log_words(line)[0] for line in board.game_log.book.lines]
    name = board.names[0]
    ends = app.tr("speedtycoon_play.log.ran_out_ends", player=name)
    plays = app.tr("speedtycoon_play.log.ran_out_plays", player=name)
    told = [i for i, text in enumerate(said) if text in (ends, plays)]
    assert len(told) == 1, said
    turn_two = next(i for i, text in enumerate(said) if i > 1 and text.startswith("—"))
    assert told[0] < turn_two, "the line stands before the next turn's header"
    assert said[told[0]] == (ends if told[0] == turn_two - 1 else plays), said


def test_the_ran_out_line_follows_the_rules_events():
    """The line says what the rules did with the stand-in's move: a next turn's start (or the
    game's end) is the turn's end; anything else leaves the computer playing on."""
    ended = log_lines.ran_out(0, [ActionsEnded(0), TurnStarted(1, 2)])
    plays = log_lines.ran_out(0, [ActionsEnded(0)])
    assert ended.text == ("speedtycoon_play.log.ran_out_ends", {"player": 0})
    assert plays.text == ("speedtycoon_play.log.ran_out_plays", {"player": 0})
