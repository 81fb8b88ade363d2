"""The debt panel's buttons stay put (play-test pt-prop6, Kraken Bay ru and «Менеджер» de): in
a debt the place buttons moved under the pointer (after a sale «В залог +50» came up where
«Продать (+25)» had been, so a double click sold and then mortgaged), a greyed Build that can
never apply in a debt took a cell, «Менеджер»'s German "Beleihen" took two cells on a row of
its own, and "Handeln…" stood in another cell on each board. Now Pay and Go bankrupt take a
row each, Trade… the second row's last cell on both boards, and the place's Sell and
Mortgage keep their slots in the row under them; no Build, no Unmortgage in a debt."""

from __future__ import annotations

import pytest

from game.property.rules.rulesets import PROPERTY
from game.property.scenes.board_scene import cell
from game.ui.hover import Block
from game.ui.palette import BAD, GOLD
from tests.property_scenes.autoplay import click_space
from tests.property_scenes.conftest import setup_for
from tests.property_scenes.test_decisions import first_seat_starts, give
from tests.property_scenes.test_place_slots import INSIDE, panel_rects, rect_of
from tests.property_scenes.test_text_fit import wrapped_height

#: A debt as large as the game's rents run (pt-prop6: 900 on Kraken Bay, 32.000 on «Менеджер»).
DEBT = {"kraken_bay": 900, "menedzher": 32_000}


def in_debt(app, open_board, game: str):
    """The person's own turn, owing the next seat a rent they cannot pay in cash."""
    board = open_board(setup_for(game, seed=first_seat_starts(game)), curtain=False)
    state = board.match.state
    state.cash[0] = 10
    state.in_debt, state.dues = True, [0, 1, DEBT[game], 0]
    state._legal = None
    board.sync()
    return board


def streets_of_sets(state):
    """Each set with two streets or more, and its dearest street."""
    rs = state.rs
    for members in rs.sets:
        streets = [q for q in members if rs.kind[q] == PROPERTY]
        if len(streets) >= 2:
            yield members, max(streets, key=rs.mortgage_value)


def lines_fit(board, street: int) -> bool:
    text = board.panel_text()
    blocks = board.decisions.lines() + [Block(board.words.space(street), 13, GOLD, True)]
    refusal = board.decisions.place_refusal()
    blocks += [Block(refusal, 12, BAD)] if refusal else []
    return wrapped_height(blocks, text.w) <= text.h and \
        text.bottom < min(r.top for r in panel_rects(board))


@pytest.mark.parametrize("language", ["de", "en", "ru"])
@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
def test_a_sale_and_a_mortgage_in_a_debt_move_no_button(app, open_board, game, language):
    """Every set, a house on its dearest street: after the sale every remaining button is
    where it was, Sell's cell left empty; after the mortgage too, Mortgage's cell empty (no
    Unmortgage: the rules allow it only in one's own turn's quiet point, as Build)."""
    app.set_language(language)
    board = in_debt(app, open_board, game)
    state = board.match.state
    for members, street in streets_of_sets(state):
        give(state, 0, *members)
        state.level[street] = 1
        state._legal = None
        click_space(app, board, street)
        before = {cid: rect_of(board, cid) for cid in board.controls}
        assert before.get("sell") and before.get("mortgage"), (street, before)
        assert "build" not in before, "no Build in a debt"
        assert board.buttons_lift == 0, "three rows"
        outside = [r for r in panel_rects(board) if not INSIDE.contains(r)]
        assert outside == [], (street, INSIDE, outside)
        rects = panel_rects(board)
        assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:]), \
            (street, rects)
        assert lines_fit(board, street), street
        app.click(board.control("sell"))
        assert state.level[street] == 0 and board.control("sell") is None
        after = {cid: rect_of(board, cid) for cid in board.controls}
        assert after == {cid: r for cid, r in before.items() if cid != "sell"}, (street, after)
        app.click(board.control("mortgage"))
        assert state.mort[street], street
        after = {cid: rect_of(board, cid) for cid in board.controls}
        assert "unmortgage" not in after and "build" not in after, after
        assert after == {cid: r for cid, r in before.items() if cid in after}, (street, after)
        assert lines_fit(board, street), street
        state.mort[street] = False
        give(state, -1, *members)


@pytest.mark.parametrize("language", ["de", "en", "ru"])
def test_the_debt_panel_is_laid_out_alike_on_both_boards(app, open_board, language):
    """Pay over Go bankrupt, Trade… beside it in the second row's last cell, a lone place's
    Mortgage in the row under them, on Kraken Bay and «Менеджер» alike (Trade… stood in the
    second row's first cell on one and the first row's last on the other), every button in
    the panel; «Менеджер»'s "Beleihen (+17.500)" took two cells on a row of its own."""
    app.set_language(language)
    seen = {}
    for game in ("kraken_bay", "menedzher"):
        board = in_debt(app, open_board, game)
        state = board.match.state
        lone = state.rs.sets[-1][0]          # a place of a set the person does not hold whole
        give(state, 0, lone)
        click_space(app, board, lone)
        assert board.control("mortgage") is not None
        assert board.buttons_lift == 0, "three rows"
        seen[game] = {cid: rect_of(board, cid) for cid in ("pay", "bankrupt", "trade")}
        assert seen[game]["trade"] == tuple(cell(2, 1)), seen
        mortgage = board.control("mortgage").get_relative_rect()
        assert mortgage.y == cell(0, 2).y, mortgage
        if language in ("de", "ru"):
            assert mortgage == cell(0, 2), f"{game}: «{board.control('mortgage').text}» one cell"
        outside = [r for r in panel_rects(board) if not INSIDE.contains(r)]
        assert outside == [], (game, INSIDE, outside)
    assert seen["kraken_bay"] == seen["menedzher"], seen
