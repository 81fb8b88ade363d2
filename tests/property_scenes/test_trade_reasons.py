"""Issue 28.5 on the panel: a button the rules refuse names the real blocker in its tip, never
only "That is not possible right now." (Buy and Pay short of cash, Go bankrupt while selling
and mortgaging could still raise the debt)."""

from __future__ import annotations

from game.property.rules import queries
from game.property.rules.phases import BUY
from game.property.scenes.trade_flow import Answer
from tests.property_scenes.conftest import setup_for
from tests.property_scenes.test_decisions import first_seat_starts, give
from tests.property_scenes.test_trade_flow import own_turn

NOT_NOW = "That is not possible right now."


def test_buy_short_of_cash_says_how_much_is_needed(app, open_board):
    board = own_turn(app, open_board)
    state = board.match.state
    state.phase, state.pos[0] = BUY, 39          # Kraken's Crown, 400
    state.cash[0], state.cash[1] = 100, state.cash[1] + state.cash[0] - 100
    state._legal = None
    board.sync()
    assert not board.offers("buy")
    assert board.specs["buy"].tip == "Not enough cash: 400 needed."


def test_in_debt_pay_and_bankrupt_say_why_they_are_off(app, open_board):
    board = open_board(setup_for("kraken_bay", seed=first_seat_starts("kraken_bay")))
    state = board.match.state
    give(state, 0, 37, 39)                     # two places to mortgage
    state.cash[0], state.cash[1] = 50, state.cash[1] + state.cash[0] - 50
    state.in_debt, state.dues = True, [0, 1, 300, 0]
    state._legal = None
    board.sync()
    pay, bankrupt = board.specs["pay"], board.specs["bankrupt"]
    assert not pay.enabled and pay.tip == "Not enough cash: 300 needed."
    raisable = queries.raisable(state, 0)
    assert raisable >= 300
    assert not bankrupt.enabled and str(raisable) in bankrupt.tip and NOT_NOW not in bankrupt.tip


#: Every answer a computer gives to a trade, with the params its bot sends (trades.py).
TRADE_ANSWERS = [(f"property_bot.reason.{key}", params) for key, params in (
    ("accept", {"rival": 0}), ("accept_set", {"rival": 0, "set": "coral"}),
    ("accept_set_ferries", {"rival": 0}), ("accept_set_stations", {"rival": 0}),
    ("counter", {"rival": 0, "extra": 30}), ("reject_reserve", {"rival": 0}),
    ("reject_set", {"rival": 0, "set": "coral"}), ("reject_set_ferries", {"rival": 0}),
    ("reject_set_stations", {"rival": 0}), ("reject_value", {"rival": 0}))]


def test_a_trade_answer_reads_without_a_doubled_colon(app, open_board):
    """The answer under a sent trade read "Синий (средний): отклоняет: сделка…" in Russian:
    the name, then what the computer does and why, with no second colon in any language."""
    board = own_turn(app, open_board)
    assert "coral" in board.rs.set_ids
    for language in ("de", "en", "ru"):
        app.set_language(language)
        name = board.seat_name(1)
        for answer in TRADE_ANSWERS:
            board.trade_answer = Answer(1, answer, rejected=False)
            note = board.trade_note
            assert note.startswith(name + " "), (language, note)
            assert note.count(":") <= 1, (language, note)
            assert "%{" not in note and "coral" not in note, (language, note)
