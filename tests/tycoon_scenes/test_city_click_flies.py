"""A city clicked with no ticket chosen: with exactly one ticket in hand that flies there (the
rules' only legal flight to it), the click flies with it; with two or more the person picks
one first, as the board says (play-test pt-mix, en 1280x800: one matching ticket, and the
click only asked for a ticket). `docs/screenshots/city_click_one_ticket_flies_en.png`: left
before, right after, seed 5 with S08 and S10 in hand and Mexico City clicked."""

from __future__ import annotations

from game.tycoon.rules import Buy, Fly
from game.tycoon.rules import board as rules_board
from game.tycoon.scenes.board_scene import BoardScene
from tests.tycoon_scenes.autoplay import guided_board, settle
from tests.tycoon_scenes.conftest import two_player_setup

#: Seed 5 from home: S08 flies to Mexico City only, S10 to Cairo only.
#: Seed 12 from home: S13 and S14 both fly to Rio de Janeiro.
MEXICO, RIO = rules_board.city_index("mexico_city"), rules_board.city_index("rio_de_janeiro")


def bought(app, board, *tickets: str) -> None:
    """Bought with clicks on the market, as a person would; no ticket chosen after."""
    for ticket in tickets:
        slot = board.model.market.index(rules_board.ticket_index(ticket))
        app.click(board.panel.market[slot])
        settle(app, board)
    assert board.match.actions[-len(tickets):] == [Buy(t) for t in tickets]
    assert board.turn.selected is None


def test_a_city_only_one_ticket_in_hand_reaches_is_flown_to_at_a_click(app, board):
    bought(app, board, "S08", "S10")  # two tickets in hand, one of them to Mexico City
    app.click(board.panel.cities[MEXICO])
    settle(app, board)
    assert board.match.actions[-1] == Fly("S08", "mexico_city")
    assert board.match.state.pos[0] == MEXICO
    assert board.turn.hand() == ["S10"]
    assert board.toast.text != app.tr("tycoon_play.board.pick_ticket_first")


def test_with_two_tickets_to_the_city_the_click_asks_which(app):
    board = app.scenes.push(BoardScene(app, two_player_setup(seed=12)))
    app.run_frames(2)
    bought(app, board, "S13", "S14")
    app.click(board.panel.cities[RIO])
    settle(app, board)
    assert board.toast.text == app.tr("tycoon_play.board.pick_ticket_first")
    assert len(board.match.actions) == 2 and board.match.state.pos[0] != RIO
    chosen = board.turn.hand()[1]
    app.click(board.panel.hand[1])  # chosen, the same click flies with that one
    app.click(board.panel.cities[RIO])
    settle(app, board)
    assert board.match.actions[-1] == Fly(chosen, "rio_de_janeiro")
    assert board.match.state.pos[0] == RIO and len(board.turn.hand()) == 1


def test_the_guided_turns_fly_step_needs_no_chosen_ticket_in_a_real_game(app):
    """The guide says "Click Cairo to fly" with the one ticket just bought; a real game at
    the guide's deal does just that."""
    board, (ticket, city_id) = guided_board(app)
    bought(app, board, ticket)
    app.click(board.panel.cities[rules_board.city_index(city_id)])
    settle(app, board)
    assert board.match.actions[-1] == Fly(ticket, city_id)
