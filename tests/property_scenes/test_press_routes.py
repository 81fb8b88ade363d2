"""A press on a panel button whose event arrives after the panel was made anew (CI, the
fast-computers test on a loaded machine): pygame-gui posts the press for the next frame, and a
computer's move in between rebuilds the panel. The press is routed by what the button stands
for (game/ui/press_routes.py), so it acts when a button of the same meaning is there, and says
the rules' reason when its move is gone; it never acts for another seat."""

from __future__ import annotations

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
