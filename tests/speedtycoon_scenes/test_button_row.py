"""The table's row of buttons (issue 31): with two players (the fund's button), the Loans
module and a loan to repay, every button the person may need stands in the row at once, none
cut, none over another, none past the row's ends, in de, en and ru, at 1280×800 and 1024×640
(the window scales the one 1280×800 canvas, so what fits the canvas fits both windows)."""

from __future__ import annotations

import pytest
from pygame_gui.core.utility import translate

from game.speedtycoon.view import table_view as tv
from tests.speedtycoon_scenes.test_clicking import exact_start, open_table

PAD = 8  # px the theme keeps between a button's edge and its label
#: What a person with a loan needs at two players with the Loans module ("end" or "pass").
NEEDED = {"take", "buy", "plan", "fund", "demolish", "loan", "repay", "undo", "menu"}


@pytest.mark.parametrize("window", [(1280, 800), (1024, 640)])
@pytest.mark.parametrize("language", ["de", "en", "ru"])
def test_every_button_of_the_fullest_row_fits(app, language, window):
    app.set_language(language)
    if app.canvas.size != window:
        app.canvas.resize_window(window)
    board = open_table(app, exact_start("tycoon")[0], game_type="tycoon")
    state = board.match.state
    assert state.n == 2 and board.person == 0
    state.loans[0] = 1  # a loan taken earlier: Repay joins the row
    board.sync()
    app.run_frames(2)
    shown = row_fits(board)
    assert set(shown) >= NEEDED, sorted(NEEDED - set(shown))
    assert {"end", "pass"} & set(shown)


def row_fits(board) -> dict:
    """The row's shown buttons, each label whole, inside the row, none over another."""
    shown = {name: b for name, b in board.buttons.items() if b.visible}
    for name, button in shown.items():
        label = translate(button.text)
        assert button.font.size(label)[0] <= button.rect.w - PAD, (name, label)
        assert tv.STATUS.left <= button.relative_rect.left, name
        assert button.relative_rect.right <= tv.STATUS.right, name
    overlapping = [(a, b) for a in shown for b in shown
                   if a < b and shown[a].rect.colliderect(shown[b].rect)]
    assert overlapping == []
    return shown


def test_a_language_changed_at_the_table_resizes_the_buttons(app):
    board = open_table(app, exact_start("tycoon")[0], game_type="tycoon")
    board.match.state.loans[0] = 1
    board.sync()
    english = board.buttons["repay"].rect.w
    app.set_language("ru")  # «Вернуть кредит» is wider than "Repay loan"
    app.run_frames(2)
    repay = board.buttons["repay"]
    assert repay.visible and repay.rect.w > english
    assert repay.font.size(translate(repay.text))[0] <= repay.rect.w - PAD
