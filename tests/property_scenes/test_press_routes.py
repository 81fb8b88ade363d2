"""A press on a panel button whose event arrives after the panel was made anew (CI, the
fast-computers test on a loaded machine): pygame-gui posts the press for the next frame, and a
computer's move in between rebuilds the panel. The press is routed by what the button stands
for (game/ui/press_routes.py), so it acts when a button of the same meaning is there, and says
the rules' reason when its move is gone; it never acts for another seat."""

from __future__ import annotations

import pytest

from game.games import game_entry
from game.property.rules import actions as act
from tests.property_scenes.conftest import setup_for
from tests.property_scenes.test_decisions import first_seat_starts
from tests.support.press import press_then


def test_a_press_whose_event_comes_after_a_rebuild_acts(app, open_board):
    board = open_board(setup_for("kraken_bay", seed=first_seat_starts("kraken_bay")),
                       curtain=False)
    roll = board.control("roll")
    before = len(board.match.actions)
    press_then(app, roll, board.sync)
    assert not roll.alive(), "the panel was made anew between the press and its event"
    assert board.match.actions[before] == act.ROLL, "the new Roll took the press"


def test_a_computers_move_between_press_and_event_loses_no_press(app, open_board):
    """The CI failure itself: Fast computers pressed in the frame a computer's move lands."""
    seed = next(seed for seed in range(1, 200)
                if game_entry("kraken_bay").new_game(3, seed, {}).turn_player() != 0)
    board = open_board(setup_for("kraken_bay", seed=seed), curtain=False)
    fast = board.control("fast")
    seat = board.match.seat_to_act

    def computer_moves() -> None:
        board.apply(board.match.state.legal_actions()[0])
        assert board.match.seat_to_act == seat, "still a computer's turn"

    press_then(app, fast, computer_moves)
    assert not fast.alive()
    assert board.fast_computers


def test_a_press_whose_move_went_says_the_rules_reason(app, open_board):
    """Roll pressed, and the roll happened before the event came (no doubles: no Roll after
    it): the press does not roll again, the panel says why instead of nothing."""
    game = "kraken_bay"
    seed = next(seed for seed in range(1, 400) if _starts_without_doubles(game, seed))
    board = open_board(setup_for(game, seed=seed), curtain=False)
    roll = board.control("roll")
    before = len(board.match.actions)
    press_then(app, roll, lambda: board.apply(act.ROLL))
    assert board.match.actions[before:].count(act.ROLL) == 1
    assert board.control("roll") is None
    assert board.last_refusal is not None
    assert board.toast.text == board.words.reason(*board.last_refusal)


def test_a_press_never_acts_for_the_seat_that_acts_now(app, open_board):
    """A decision's press is keyed to the person its panel was made for: once a move hands
    the panel to someone else, the same id on their panel does not take it."""
    board = open_board(setup_for("kraken_bay", seed=first_seat_starts("kraken_bay")),
                       curtain=False)
    roll = board.control("roll")
    key = board.routes.route_of(roll).key
    assert key[1] == board.person == 0
    before = len(board.match.actions)
    board.press_gone(("decision", 1, "roll"), board.routes.route_of(roll).carried)
    assert len(board.match.actions) == before, "nothing applied for seat 0 or anyone else"
    assert board.last_refusal == ("property.why.not_now", {})


def _starts_without_doubles(game: str, seed: int) -> bool:
    state = game_entry(game).new_game(3, seed, {})
    if state.turn_player() != 0:
        return False
    state.apply(act.ROLL)
    return act.ROLL not in state.legal_actions()


def _computers_turn_ends_next(app, game: str):
    """A board at a computer's POST_ROLL (the last seat's, the person's turn next): End turn
    is its next move; the person may trade out of turn meanwhile."""
    from game.core.match import Match
    from game.property.rules.phases import POST_ROLL
    from game.property.scenes.board_scene import BoardScene

    setup = setup_for(game, seed=first_seat_starts(game))
    state = game_entry(game).start(setup)
    state.turn, state.phase, state._legal = 2, POST_ROLL, None
    board = app.scenes.push(BoardScene(app, setup, curtain=False, match=Match(setup, state)))
    # the computer's pause held long: on a loaded machine two frames outlasted it and the
    # computer ended its turn before the test pressed (the Fast computers button then gone)
    board.pause = 60.0
    app.run_frames(2)
    return board


def _hand_over(board):
    """The computer's End turn, unless it made it itself already."""
    def end() -> None:
        if board.match.seat_to_act == 2:
            board.apply(act.END_TURN)
        assert board.person == 0, "the person's turn has begun"
    return end


@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
def test_trade_pressed_as_the_persons_turn_begins_opens_the_trade(app, game):
    """Trade… pressed in the last frame of a computer's turn, its event read in the first of
    the person's: the person's Trade… stood in the same cell, active, and the press said
    "That is not possible right now" (it was keyed to no one, the new one to the person).
    It is the same person's trade: it opens."""
    board = _computers_turn_ends_next(app, game)
    trade = board.control("trade")
    assert trade is not None and trade.is_enabled and board.person is None
    press_then(app, trade, _hand_over(board))
    assert board.last_refusal is None, board.toast.text
    assert board.draft is not None and board.draft.me == 0, "the person's trade is open"


@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
def test_fast_computers_pressed_as_the_persons_turn_begins_switches_them(app, game):
    """Fast computers pressed as the computer ended its turn: the button went with the
    computer's turn and the press said "That is not possible right now". It is a setting,
    as F is at any time: it switches, for the computers' next turns, and nothing is refused."""
    board = _computers_turn_ends_next(app, game)
    fast = board.control("fast")
    assert fast is not None and not board.fast_computers
    press_then(app, fast, _hand_over(board))
    assert board.last_refusal is None, board.toast.text
    assert board.fast_computers
