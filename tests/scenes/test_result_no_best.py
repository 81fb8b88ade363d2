"""A best value under the result's chart that no seat got above 0 says there was none, in
every language, instead of naming every seat as the best at 0 ("Biggest payday: 0 M for Anna
and Ben (payday 1)"): `Top.none_key` (game/ui/result_table.py), a key per game."""

from __future__ import annotations

import pytest

from game.core.i18n import tr
from game.core.match import Match
from game.core.setup import GameSetup, Seat
from game.games import game_entry
from game.tycoon.rules.events import Payday
from game.ui.result_table import Stat, Top

NAMES = ("Anna", "Ben")


def a_game_where_nothing_paid() -> Match:
    """Tycoon played to its end by flying about and passing, nothing bought that pays: every
    seat's every payday is 0."""
    entry = game_entry("tycoon")
    setup = GameSetup("tycoon", 3, (Seat("human", NAMES[0], "red"),
                                    Seat("human", NAMES[1], "blue")), entry.options())
    state, actions, paydays = entry.start(setup), [], []
    while not state.is_terminal():
        legal = state.legal_actions()
        action = next((a for a in legal if str(a) in ("end", "pass", "home")), None) or next(
            (a for a in legal if not str(a).startswith(("buy", "hotel", "factory", "loan",
                                                        "fly"))), legal[0])
        actions.append(action)
        paydays += [[pp.total for pp in e.players] for e in state.apply(action)
                    if isinstance(e, Payday)]
    assert paydays and all(totals == [0, 0] for totals in paydays)
    return Match(setup, state, actions)


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
def test_a_payday_that_brought_nobody_money_names_nobody(app, lang):
    app.set_language(lang)
    match = a_game_where_nothing_paid()
    result = game_entry("tycoon").result_class()(app, match, curtain=False)
    app.scenes.push(result)
    app.run_frames(2)
    lines = result.stats()
    assert tr("tycoon_info.result.best_payday_none") in lines
    assert not any(name in line for line in lines for name in NAMES)


def test_top_says_none_when_the_best_is_nothing_and_names_the_best_otherwise():
    nothing = Top("k", "k_none")
    for seat in range(4):
        nothing.see(0, seat, {"number": 1})
    assert nothing.stats() == [Stat("k_none")]
    losses = Top("k", "k_none")
    losses.see(-3, 0)
    losses.see(-1, 1)
    assert losses.stats() == [Stat("k_none")]
    some = Top("k", "k_none")
    some.see(0, 0)
    some.see(5, 1)
    assert some.stats() == [Stat("k", {}, (1,), 5)]
    assert Top("k", "k_none").stats() == []  # nothing seen: no line, as before
