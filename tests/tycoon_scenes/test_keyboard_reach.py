"""Everything a mouse player reaches on the Tycoon board, reached by the keys alone
(tycoonkeys2): Tab / Shift-Tab onto it opens its card as the pointer resting there would, and
the card leaves the heading of the panel it belongs to in sight; Space / Enter presses what a
click presses."""

from __future__ import annotations

import pygame
import pytest

from game.tycoon.panels import rects
from game.tycoon.panels.hover import Target
from game.tycoon.rules import BuildHotel
from game.tycoon.rules import board as rules_board
from game.tycoon.view import layout
from tests.support.press import tab_until
from tests.tycoon_scenes.autoplay import play_to_loans, settle, wait_until

#: At the test table's deal (seed 5) from home: one cheapest way to build in Mexico City.
ONE_WAY = 3


def _card_place(app, board):
    assert board.info.hover_card() is not None
    return board.info.draw_card(pygame.Surface(app.screen.get_size()))


def test_keys_alone_build_a_hotel_on_a_citys_next_lot(app, board, monkeypatch):
    """Tab reaches a city's next free lot right after the city; its card opens beside it,
    clear of the city, and Enter builds there the cheapest way, as a click on the lot does."""
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (1, 1))
    lot = board.panel.lots[ONE_WAY]
    tab_until(app, board, lambda w: w is board.panel.cities[ONE_WAY])
    app.press_key(pygame.K_TAB)
    assert board.ring.current is lot
    assert board.info.keyed[0] == Target("lot", ONE_WAY, 0)
    assert not _card_place(app, board).colliderect(layout.city_rect(ONE_WAY))
    app.press_key(pygame.K_RETURN)
    wait_until(app, lambda: not board.queued and not board.view.busy)
    settle(app, board)
    assert any(isinstance(a, BuildHotel) for a in board.match.actions)
    assert board.match.state.cend[ONE_WAY] == 1 and board.match.state.pos[0] == ONE_WAY


def test_keys_alone_take_a_loan_and_repay_it_at_payday(app, board):
    borrow = board.panel.buttons["loan_10"]
    tab_until(app, board, lambda w: w is borrow)
    app.press_key(pygame.K_SPACE)
    assert str(board.match.actions[-1]) == "loan 10"
    overlay = play_to_loans(app, board)
    wait_until(app, lambda: overlay.decision is not None and overlay.decision.seat == 0
               and overlay.loan_buttons)
    # the players' stops hide under the payday card: nothing of the board is reached there
    spots = board.read_spots.order()
    assert spots and not any(s.visible or s in board.ring.items for s in spots)
    tab_until(app, board, lambda w: str(overlay.loan_buttons.get(w, "")).startswith("repay"))
    app.press_key(pygame.K_RETURN)
    assert str(board.match.actions[-1]).startswith("repay")


@pytest.mark.parametrize("seat", [0, 1])
def test_tab_onto_a_players_panel_opens_its_card_beside_the_panel(app, board, seat):
    """A rival's panel (or one's own) is read by its card, the pointer's or the keys'."""
    panel = layout.player_panel(board.model.turn_order().index(seat))
    tab_until(app, board, lambda w: board.info.keyed is not None
            and board.info.keyed[0] == Target("player", seat))
    assert board.ring.current.get_abs_rect() == panel
    assert not _card_place(app, board).colliderect(panel)
    app.press_key(pygame.K_TAB)
    assert board.info.keyed is None or board.info.keyed[0] != Target("player", seat)


def test_tab_onto_a_loan_chip_opens_the_loan_cards_card(app, board):
    """A loan taken shows as a chip on its player's panel; Tab reaches it after the panel."""
    tab_until(app, board, lambda w: w is board.panel.buttons["loan_10"])
    app.press_key(pygame.K_SPACE)
    settle(app, board)
    tab_until(app, board, lambda w: board.info.keyed is not None
            and board.info.keyed[0].kind == "loan")
    card = board.info.keyed[0].key
    assert board.match.state.loan_owner[rules_board.LOAN_IDS.index(card)] == 0
    panel = layout.player_panel(board.model.turn_order().index(0))
    assert panel.contains(board.ring.current.get_abs_rect())
    assert not _card_place(app, board).colliderect(panel)


def test_the_players_stops_are_there_in_a_computers_turn_too(app, board):
    from tests.tycoon_scenes.autoplay import play_human_turn

    play_human_turn(app, board)
    wait_until(app, lambda: board.match.state.current_player != 0)
    app.press_key(pygame.K_TAB)
    assert board.ring.current is board.menu
    app.press_key(pygame.K_TAB)
    assert board.info.keyed is not None and board.info.keyed[0].kind == "player"


def test_a_keyed_market_cards_card_leaves_the_market_heading_in_sight(app, board):
    """The first row's card covered "Ticket market" and the panel keys beside it (a real
    window, en 1280x800)."""
    for slot in range(2):
        tab_until(app, board, lambda w, s=slot: w is board.panel.market[s])
        place = _card_place(app, board)
        assert not place.colliderect(layout.MARKET_HEADING), slot
        assert not place.colliderect(board.panel.market[slot].get_abs_rect())


def test_arrows_walk_round_the_focused_city_and_open_each_parts_card(app, board, monkeypatch):
    """Runways, factory lots and every hotel lot have a card under the pointer; → / ← walk
    them from the city's stop, each card beside its part and clear of the city."""
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (1, 1))
    city = board.panel.cities[ONE_WAY]
    tab_until(app, board, lambda w: w is city)
    seen = []
    for _ in range(5):
        app.press_key(pygame.K_RIGHT)
        seen.append(board.info.keyed[0])
        assert not _card_place(app, board).colliderect(layout.city_rect(ONE_WAY))
    assert seen == [Target("runway", ONE_WAY, 0), Target("runway", ONE_WAY, 1),
                    Target("factory", ONE_WAY, 0), Target("factory", ONE_WAY, 1),
                    Target("lot", ONE_WAY, 0)]
    for _ in range(6):
        app.press_key(pygame.K_LEFT)
    assert board.info.keyed[0] == Target("lot", ONE_WAY, layout.LOT_COUNT - 1)
    assert board.ring.current is city
    app.press_key(pygame.K_TAB)  # Tab leaves the walk: the next lot's stop, its own card
    assert board.ring.current is board.panel.lots[ONE_WAY]
    assert board.info.keyed[0] == Target("lot", ONE_WAY, 0)


def test_enter_on_a_walked_part_presses_what_a_click_there_would(app, board):
    """A factory lot is the city (no ticket chosen: the news says why no flight goes there);
    the next free lot builds."""
    tab_until(app, board, lambda w: w is board.panel.cities[ONE_WAY])
    for _ in range(3):
        app.press_key(pygame.K_RIGHT)
    assert board.info.keyed[0] == Target("factory", ONE_WAY, 0)
    app.press_key(pygame.K_RETURN)
    assert board.match.actions == [] and board.toast.text
    for _ in range(2):
        app.press_key(pygame.K_RIGHT)
    assert board.info.keyed[0] == Target("lot", ONE_WAY, 0)
    app.press_key(pygame.K_RETURN)
    wait_until(app, lambda: not board.queued and not board.view.busy)
    settle(app, board)
    assert board.match.state.cend[ONE_WAY] == 1


def test_the_focused_lot_wears_a_ring_the_other_next_lots_do_not(app, board, monkeypatch):
    """The ring's gold border lay on the board's own gold mark of every city's next lot: the
    focused lot looked like the other eight (a real window); it gets a wider ring."""
    from game.ui.palette import GOLD

    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (1, 1))
    tab_until(app, board, lambda w: w is board.panel.lots[ONE_WAY])
    app.run_frames(3)

    def ring_pixel(city):
        lot = layout.lot_rect(city, 0)
        return tuple(app.screen.get_at((lot.x - 5, lot.centery)))[:3]

    assert ring_pixel(ONE_WAY) == tuple(GOLD)
    assert ring_pixel(ONE_WAY + 1) != tuple(GOLD)


def test_the_players_stops_hide_under_the_curtain_and_come_back_after_it(app):
    """Between two people at one screen nothing of the board is reached under the curtain;
    once it falls the panels are stops again."""
    from game.tycoon.scenes.board_scene import BoardScene
    from tests.tycoon_scenes.conftest import two_player_setup

    board = app.scenes.push(BoardScene(app, two_player_setup(second="human")))
    app.run_frames(2)
    assert board.curtain is not None
    spots = board.read_spots.order()
    assert spots and not any(s.visible or s in board.ring.items for s in spots)
    app.press_key(pygame.K_SPACE)
    assert board.curtain is None
    assert all(s.visible and s in board.ring.items for s in board.read_spots.order())


def test_a_new_loan_chip_leaves_the_focus_on_the_panel_being_read(app, board):
    """A keyboard player reads Blue's panel while a loan card comes to Anna (a computer's
    loan, a payday's forced one): the stops were all made anew, and the focus and the card
    went."""
    from game.tycoon.view.state_adapter import from_state

    tab_until(app, board, lambda w: board.info.keyed is not None
            and board.info.keyed[0] == Target("player", 1))
    blue = board.ring.current
    board.match.state.loan_owner[0] = 0
    board.model = from_state(board.match.state, board.view_seats)
    board.sync()
    assert any(spot.target.kind == "loan" for spot in board.read_spots.spots.values())
    assert board.ring.current is blue and blue.alive()
    assert board.info.keyed[0] == Target("player", 1)


@pytest.mark.parametrize(("cards", "values"), [((0, 1), 1), ((0, 14), 2)],
                         ids=["one value", "two values"])
def test_enter_alone_repays_every_loan_and_the_focus_stays_on_the_card(app, board, cards,
                                                                       values):
    """After Repay the loan buttons are made anew (the next card's): the focus went with the
    pressed one and a second Enter did nothing, the keyboard player Tabbed from the card's
    first button again (paydaykeys). It stays in the button's place, or goes to the next
    value's row once a row is emptied, and to Continue once no card is left."""
    state = board.match.state
    for k in cards:  # on top of those the play to payday takes (10 M cards)
        state.loan_owner[k] = 0
    overlay = play_to_loans(app, board)
    assert overlay.decision is not None and overlay.decision.seat == 0
    held = overlay.decision.cards
    assert len(held) > len(cards) and len(overlay.open_groups()) == values
    state.money[0] = 1000  # cash enough to repay them all
    state._legal = None  # the edit bypasses apply(), so drop the state's cached legal moves
    board._show_loan_decision()
    tab_until(app, board, lambda w: str(overlay.loan_buttons.get(w, "")).startswith("repay"))
    for _ in held:
        focused = board.ring.current
        assert focused is not None and focused.alive()
        assert str(overlay.loan_buttons.get(focused, "")).startswith("repay")
        app.press_key(pygame.K_RETURN)
    assert all(str(a).startswith("repay") for a in board.match.actions[-len(held):])
    assert not any(state.loan_owner[rules_board.loan_index(c)] == 0 for c in held)
    assert board.ring.current is overlay.next_button


def test_a_walked_parts_card_covers_no_heading_and_not_its_city(app, board, monkeypatch):
    """Walking a city's parts with the arrows, the card lay over the next city's name or
    "Session 1 of 3" (play-test): kept off its city only. Each card now leaves its city and
    every heading in sight: the cities' names, the session's line, the players' name lines,
    "Ticket market"."""
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (1, 1))
    headings = rects.headings(len(board.match.setup.seats))
    for city in range(rules_board.NUM_CITIES):
        tab_until(app, board, lambda w, c=city: w is board.panel.cities[c])
        for _ in range(5):  # two runways, two factory lots, the first hotel lot
            app.press_key(pygame.K_RIGHT)
            place = _card_place(app, board)
            assert not place.colliderect(layout.city_rect(city)), (city, board.info.keyed)
            covered = [h for h in headings if place.colliderect(h)]
            assert not covered, (city, board.info.keyed[0], place, covered)
