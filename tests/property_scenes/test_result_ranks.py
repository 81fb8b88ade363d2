"""The property result ranks by the rules' order (issue 30.5): the bankrupt seats come last,
the last one out first, and each says the round it went out instead of a worth of 0."""

from __future__ import annotations

from pygame_gui.core.utility import translate

from game.core.match import Match
from game.core.setup import GameSetup, Seat
from game.games import game_entry
from game.property.bot.levels import choose
from game.property.rules.events import WentBankrupt
from game.property.scenes.result_scene import PropertyResult


def played_out(seed: int = 4):
    """Three Easy seats play Kraken Bay to its end; the setup, state, actions and the round
    each seat went out, read as the game went."""
    setup = GameSetup("kraken_bay", seed, (Seat("human", "Anna", "red"),
                                           Seat("human", "Ben", "blue"),
                                           Seat("human", "Cleo", "yellow")), {})
    state = game_entry("kraken_bay").new_game(3, seed, {})
    actions, out = [], {}
    for step in range(60000):
        if state.is_terminal():
            return setup, state, actions, out
        action = choose(state, state.current_player, "easy", seed=step).action
        for event in state.apply(action):
            if isinstance(event, WentBankrupt):
                out[event.seat] = state.round
        actions.append(action)
    raise AssertionError("the game did not end")


def test_the_bankrupt_come_last_and_say_when_they_went_out(app):
    setup, state, actions, out = played_out()
    assert len(out) == 2, "two seats went out"
    result = PropertyResult(app, Match(setup, state, actions))
    app.scenes.replace(result)
    app.run_frames(2)
    seats = [seat for seat, _score in result.ranking()]
    last_out, first_out = sorted(out, key=out.get, reverse=True)
    assert seats[1:] == [last_out, first_out]
    assert out[last_out] >= out[first_out]
    assert translate(result.seat_text(first_out, 0)) == f"out in round {out[first_out]}"
    assert result.seat_text(seats[0], 1234) == app.tr("property_board.result.worth",
                                                      amount=1234)
