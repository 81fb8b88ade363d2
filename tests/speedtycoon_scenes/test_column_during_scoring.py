"""During a scoring the players' column shows the points from before it until the sheet's
total row is up (the speedtycoon play-test saw the new totals in the column while the sheet
was still on its first rows), then the new totals."""

from __future__ import annotations

from game.speedtycoon.view import score_sheet
from tests.speedtycoon_scenes.test_cards_and_pause import first_scoring
from tests.speedtycoon_scenes.test_clicking import PERSON, ROBO


def column(app, board) -> tuple[int, ...]:
    """The points the players' column draws in the next frame."""
    app.step(0.0)
    return board._texts[1].scores


def test_the_column_keeps_the_old_totals_until_the_sheet_has_tallied(app):
    board = first_scoring(app, (PERSON, ROBO))
    pause = board.pauses[0]
    new = tuple(board.match.state.scores())
    old = tuple(n - t for n, t in zip(new, pause.done.totals, strict=True))
    assert old != new, "the scoring gave someone points"
    pause.age = 0.0
    app.step(0.02)
    assert pause.parts < score_sheet.PARTS
    assert column(app, board) == old, "the sheet has not tallied yet"
    for _ in range(400):
        if pause.parts >= score_sheet.PARTS:
            break
        assert column(app, board) == old
        app.step(0.05)
    assert pause.parts == score_sheet.PARTS
    assert column(app, board) == new, "the total row is up: the column has the new totals"
