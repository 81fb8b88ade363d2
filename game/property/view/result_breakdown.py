"""What the property result screen says besides net worth: the round each seat went out.

The rules keep only the order of going out (`final_order`, D57), so the rounds come from a
replay of the game's actions: the `WentBankrupt` event and the round it fell in."""

from __future__ import annotations

from collections.abc import Sequence

from game.core.setup import GameSetup
from game.games import game_entry
from game.property.rules.events import WentBankrupt
from game.property.view import model


def rounds_out(setup: GameSetup, actions: Sequence) -> dict[int, int]:
    """{seat: the round it went bankrupt in} for every seat that went out."""
    state = game_entry(setup.game).new_game(setup.num_players, setup.seed, dict(setup.options))
    out: dict[int, int] = {}
    for action in actions:
        for event in state.apply(action):
            if isinstance(event, WentBankrupt):
                out.setdefault(event.seat, model.round_number(state))
    return out
