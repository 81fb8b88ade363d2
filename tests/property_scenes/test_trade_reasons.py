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
    selling = raisable - 50                    # the two mortgages, not the cash in hand too
    assert not bankrupt.enabled and f"raise {selling}." in bankrupt.tip \
        and NOT_NOW not in bankrupt.tip
    lines = [block.text for block in board.decisions.lines()]
    assert f"Selling and mortgaging everything would raise {selling}." in lines


def test_in_debt_with_nothing_to_sell_the_panel_raises_nothing(app, open_board):
    """With 50 in cash and nothing to sell the panel said "Selling and mortgaging everything
    would raise 50.", then "you are bankrupt" (play-test pt-prop3): the cash is no sale."""
    board = open_board(setup_for("kraken_bay", seed=first_seat_starts("kraken_bay")))
    state = board.match.state
    state.cash[0], state.cash[1] = 50, state.cash[1] + state.cash[0] - 50
    state.in_debt, state.dues = True, [0, 1, 300, 0]
    state._legal = None
    board.sync()
    lines = [block.text for block in board.decisions.lines()]
    assert "Cash 50 — still to raise 250" in lines
    assert "Selling and mortgaging everything would raise 0." in lines
    assert "Even everything you own does not cover it: you are bankrupt." in lines
    assert board.specs["bankrupt"].enabled


#: Every answer a computer gives to a trade, with the params its bot sends (trades.py).
TRADE_ANSWERS = [(f"property_bot.reason.{key}", params) for key, params in (
    ("accept", {"rival": 0}), ("accept_gain", {"rival": 0}),
    ("accept_set", {"rival": 0, "set": "coral"}),
    ("accept_set_ferries", {"rival": 0}), ("accept_set_stations", {"rival": 0}),
    ("counter", {"rival": 0, "extra": 30}), ("reject_reserve", {"rival": 0}),
    ("reject_set", {"rival": 0, "set": "coral"}), ("reject_set_ferries", {"rival": 0}),
    ("reject_set_stations", {"rival": 0}), ("reject_value", {"rival": 0}),
    ("reject_no_gain", {"rival": 0}))]


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


def test_in_debt_a_selected_place_says_nothing_about_building(app, open_board):
    """In debt the panel asks for selling and mortgaging: a place of an unfinished set
    selected there showed «You do not own the whole set of …» in red under its Mortgage
    button, read as why it could not be mortgaged (play-test pt-prop3)."""
    board = open_board(setup_for("kraken_bay", seed=first_seat_starts("kraken_bay")))
    state = board.match.state
    give(state, 0, 39)                          # one place of a set of two
    board.click_space(39)
    assert "the whole Abyss set" in (board.decisions.place_refusal() or ""), \
        "out of debt it says so"
    state.cash[0], state.cash[1] = 50, state.cash[1] + state.cash[0] - 50
    state.in_debt, state.dues = True, [0, 1, 300, 0]
    state._legal = None
    board.sync()
    assert board.decisions.place_refusal() is None
    assert board.specs["mortgage"].enabled
