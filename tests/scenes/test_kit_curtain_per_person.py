"""Hot seat on every board: whenever the person to act changes, in their turn or not, the
curtain names that person and hides the last one's view (it was Speedtycoon's opt-in only;
tests/speedtycoon_scenes/test_hot_seat_lobby.py plays its Lobbyist window). A property board's
trade offer to another person at the screen came with no curtain, the answer buttons under
the offering person's eyes; in Tycoon the next person's loan cards at payday came with no
curtain and the board showed that person's tickets to the one who had just decided."""

from __future__ import annotations

import pygame
import pytest

from game.core.i18n import tr
from game.property.rules import Offer, Terms
from game.property.rules.actions import REJECT
from tests.property_scenes.conftest import setup_for
from tests.property_scenes.test_decisions import first_seat_starts, give
from tests.support.drawn import drawn_texts


@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
def test_a_trade_offer_to_another_person_brings_the_curtain_for_them(app, game, monkeypatch):
    """The curtain asks Ben to answer in Anna's turn: it said "Ben's turn", and people
    thought Anna's turn was over (play-test pt-prop3)."""
    from game.property.scenes.board_scene import BoardScene

    app.settings.animation_speed = "instant"
    seed = first_seat_starts(game, people=2)
    board = app.scenes.push(BoardScene(app, setup_for(game, seed=seed, people=2,
                                                      computers=0), curtain=True))
    app.run_frames(2)
    assert board.curtain is not None and board.curtain.seat == 0
    app.press_key(pygame.K_SPACE)
    state = board.match.state
    place = state.rs.sets[0][0]
    give(state, 0, place)
    assert board.apply(Offer(1, Terms((place,), 0, 0, (), state.rs.price[place], 0)))
    app.run_frames(2)
    assert board.curtain is not None and board.curtain.seat == 1, "Ben answers: his curtain"
    board.curtain.invalidate()    # painted once, then kept: paint it again to read it
    shown = drawn_texts(app, monkeypatch, 2)
    assert tr("property_board.board.curtain_offer", player="Ben", proposer="Anna") in shown
    assert tr("match.curtain.turn", player="Ben") not in shown, "it is still Anna's turn"
    assert board.person is None and board.control("reject") is None, \
        "no answer button under the curtain"
    app.press_key(pygame.K_SPACE)
    app.run_frames(2)
    assert board.person == 1 and board.viewer == 1
    assert board.control("reject") is not None, "Ben sees the offer to answer"
    app.click(board.control("reject"))
    app.run_frames(2)
    assert board.match.actions[-1] == REJECT
    assert board.curtain is not None and board.curtain.seat == 0, "Anna's turn goes on"
    board.curtain.invalidate()
    assert tr("match.curtain.turn", player="Anna") in drawn_texts(app, monkeypatch, 2)


def test_tycoon_payday_loan_cards_come_under_each_persons_curtain(app):
    """Anna and Ben both hold loan cards at the first payday: each decides under their own
    curtain, and the board never shows one person's tickets while the other is at the
    screen (the last to lift the curtain)."""
    from game.tycoon.scenes.board_scene import BoardScene
    from tests.tycoon_scenes.autoplay import play_human_turn, play_payday, settle
    from tests.tycoon_scenes.conftest import two_player_setup

    app.settings.animation_speed = "instant"
    app.settings.confirm_end_turn = False
    board = app.scenes.push(BoardScene(app, two_player_setup(second="human"), curtain=True))
    app.run_frames(2)
    state = board.match.state
    for card, seat in ((0, 0), (1, 0), (7, 1), (8, 1)):
        state.loan_owner[card] = seat
    named_at_payday: list[int] = []
    paydays = 0
    for _step in range(400):
        settle(app, board)
        if board.curtain is not None:
            assert board.curtain.seat == board.match.seat_to_act
            if board.payday is not None:
                named_at_payday.append(board.curtain.seat)
                app.run_frames(2)
                curtain = pygame.Surface(app.canvas_size)
                board.curtain.draw(curtain)
                for spot in (board.payday.next_button.rect.center, (640, 400)):
                    assert app.screen.get_at(spot) == curtain.get_at(spot), \
                        "the payday card shows through the curtain"
            app.press_key(pygame.K_SPACE)
            continue
        seat = board.match.seat_to_act
        assert board.shown_human == seat, f"seat {seat} acts on the table shown to " \
                                          f"{board.shown_human}"
        assert board.view.decor.hand_seat in (None, board.shown_human), \
            "another person's tickets on the screen"
        if board.payday is not None:
            paydays = 1
            play_payday(app, board)
        elif paydays:
            break
        else:
            play_human_turn(app, board)
    assert paydays, "the first payday came"
    assert named_at_payday, "the other person's loan cards came under their curtain"
