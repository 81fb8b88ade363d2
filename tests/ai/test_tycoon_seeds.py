"""Decision seeds of the computer seats come from a seed of their own (issue 15): the game seed
deals the piles, so nothing derived from it may steer a decision."""

from game.games import game_entry
from game.scenes.computer import ComputerPlayers

BRAIN = game_entry("tycoon").brain()


def first_seeds(players: ComputerPlayers) -> list[int]:
    return [players._rng.randrange(2**31) for _ in range(4)]


def test_decision_seeds_are_drawn_independently_of_the_game_seed():
    boards = [ComputerPlayers(BRAIN) for _ in range(3)]
    seeds = [first_seeds(board) for board in boards]
    assert len({tuple(s) for s in seeds}) == 3, "each board draws its own decision seeds"
    for board in boards:
        board.worker.shutdown()


def test_a_pinned_decision_seed_repeats_for_tests():
    a, b = ComputerPlayers(BRAIN, 5), ComputerPlayers(BRAIN, 5)
    assert first_seeds(a) == first_seeds(b)
    a.worker.shutdown()
    b.worker.shutdown()
