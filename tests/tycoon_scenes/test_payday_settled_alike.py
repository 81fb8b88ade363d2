"""A computer's payday column once it has decided its loans (playtest23, finding 11): it kept
"Due now (repay all) / Extending all costs" above its decided cards while the person's column
said "All loans decided." for the same state. Both say the same now."""

from __future__ import annotations

from game.core.i18n import tr
from game.core.setup import GameSetup, Seat
from game.tycoon.scenes.board_scene import BoardScene
from tests.tycoon_scenes.autoplay import play_to_loans, wait_until


def test_a_computer_that_has_decided_its_loans_reads_as_a_person_who_has(app):
    setup = GameSetup("tycoon", 5, (Seat("human", "Anna", "red"),
                                    Seat("computer", "Blue (easy)", "blue", "easy")),
                      {"stops": "exact", "start_player": 1})   # Blue settles its loans first
    board = app.scenes.push(BoardScene(app, setup, curtain=False))
    app.run_frames(2)
    state = board.match.state
    state.last_round = True   # the payday after one turn each
    state.loan_owner[0] = 0   # a 10 M card each
    state.loan_owner[7] = 1
    overlay = play_to_loans(app, board)
    wait_until(app, lambda: overlay.decision is not None and overlay.decision.seat == 0)
    texts = board.view.texts
    blue = next(column for column in overlay.columns if column.seat == 1)
    assert blue.loan_lines, "Blue decided its card"
    assert [label for label, _ in overlay.figures(1, texts)] == [tr("tycoon_play.payday.cash")]
    assert overlay.status(blue) == tr("tycoon_play.payday.all_settled")
