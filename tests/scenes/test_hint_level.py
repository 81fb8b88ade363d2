"""A hint gives the game's Normal-level advice (issue 30.3), in every game: the asker submits
the person's position to the worker at level "normal", whatever the table's computers are."""

from __future__ import annotations

import pytest

from game.games import game_entry
from game.scenes.hint import HintAsker

GAMES = ("tycoon", "speedtycoon", "kraken_bay", "menedzher")


class RecordingWorker:
    """Stands in for the thinking process: keeps what was asked of it."""

    def __init__(self) -> None:
        self.asked: list[tuple[str, int, str]] = []

    def submit(self, game, state_dict, seat, level, budget, seed):
        self.asked.append((game, seat, level))
        return None


@pytest.mark.parametrize("game", GAMES)
def test_a_hint_asks_for_normals_advice(game):
    entry = game_entry(game)
    brain = entry.brain()
    state = entry.new_game(2, 11, {})
    worker = RecordingWorker()
    asker = HintAsker(brain, describe=lambda *_: None, worker=worker)
    asker.ask(state, 0)
    assert worker.asked == [(brain.game, 0, "normal")]
