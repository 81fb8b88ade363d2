"""The registry entry names the table, the computer and its budgets, so the shared layers (the
AI worker, the save loader, the title's picker once the new-game screen is named) find them."""

from __future__ import annotations

from game.games import deciders, game_entry
from game.speedtycoon.bot.levels import HARD_BUDGET
from game.speedtycoon.scenes.table_scene import TableScene


def test_the_entry_names_the_table_the_computer_and_its_budgets():
    entry = game_entry("speedtycoon")
    assert entry.board() is TableScene
    assert deciders()["speedtycoon"] == "game.speedtycoon.bot.decide:decide"
    assert entry.budget("hard") == HARD_BUDGET
    assert entry.levels == ("easy", "normal", "hard")


def test_a_loaded_game_goes_on_at_the_table_where_it_was(app):
    from types import SimpleNamespace

    from game.core.setup import GameSetup, Seat
    from game.speedtycoon import rules

    setup = GameSetup("speedtycoon", 8, (Seat("human", "Anna", "purple"),
                                         Seat("computer", "Robo", "red", "easy")),
                      {"game_type": "classic", "think": "none"})
    state = rules.new_game(2, 8, setup.options)
    actions = []
    for _ in range(25):
        action = state.legal_actions()[0]
        state.apply(action)
        actions.append(action)
    autosave = SimpleNamespace(meta=SimpleNamespace(kind="auto"))  # Continue's kind of file
    loaded = SimpleNamespace(setup=setup, state=state, actions=actions, game_uid="g1",
                             seat_hints=(), play_seconds=0, turn_clock=None,
                             dont_ask=frozenset(), clock_moves=(), reasons={}, entry=autosave)
    board = TableScene.from_save(app, loaded)
    app.scenes.push(board)
    app.run_frames(3)
    # the computer may already have gone on from there (its first move waits for no pause)
    assert board.match.actions[:len(actions)] == actions and board.match.state is state
