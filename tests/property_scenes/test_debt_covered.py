"""A debt raised in full says so (play-test pt-prop4, Kraken Bay, de, 1920x1080: after the
last mortgage the panel read "Bargeld 791 – es fehlen noch 0" over "Alles verkaufen und
beleihen brächte 100" and the hint to sell more): the cash is enough, pay it."""

from __future__ import annotations

import pytest

from tests.property_scenes import stage


@pytest.mark.parametrize("language", ["de", "en", "ru"])
@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
def test_a_debt_raised_in_full_asks_for_the_payment_not_for_more(app, language, game):
    app.set_language(language)
    stage.debt(app, game)                  # owes 250 with 50 in cash
    board = app.scenes.top
    state = board.match.state
    words = lambda: [b.text for b in board.decisions.lines()]  # noqa: E731
    short = words()
    assert any(board.say("property_board.debt.how") == t for t in short), "raise money first"
    state.cash[0] = 250 + 41               # raised: more than enough
    board.sync()
    shown = words()
    say = board.say
    assert say("property_board.debt.covered", cash=291,
               amount=250) in shown, shown
    missing = say("property_board.debt.cash", cash=291,
                  missing=0)
    assert missing not in shown, "no 'still to raise 0'"
    assert say("property_board.debt.how") not in shown, "no hint to sell more"
