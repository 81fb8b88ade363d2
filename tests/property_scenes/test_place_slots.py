"""The panel's buttons stay put and keep the panel's margin. A place's buttons have fixed
slots, Build, Sell, Mortgage (Unmortgage in Mortgage's): one that is not shown leaves its slot
empty, so after the last sale Mortgage did not move into Sell's place under the pointer (the
click guard only caught a second click). Every button lies inside the panel's inner margin, as
its lines do (they ran to the panel's edge)."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.property.rules.rulesets import PROPERTY
from game.property.view import layout
from game.ui.hover import Block
from game.ui.palette import BAD, GOLD
from tests.property_scenes.autoplay import click_space
from tests.property_scenes.conftest import setup_for
from tests.property_scenes.test_auction_panel import own_auction
from tests.property_scenes.test_decisions import first_seat_starts, give
from tests.property_scenes.test_text_fit import wrapped_height

MARGIN = 10   # px: the panel's lines are inset this far (board_frame.PANEL_TEXT)
INSIDE = layout.PANEL.inflate(-2 * MARGIN, -2 * MARGIN)


def rect_of(board, cid: str) -> tuple | None:
    button = board.control(cid)
    return None if button is None else tuple(button.get_relative_rect())


def first_set_built(app, open_board, game: str, language: str):
    """The first seat owns the board's first street set with a house on its first street,
    picked on the board; the board and that street."""
    app.set_language(language)
    board = open_board(setup_for(game, seed=first_seat_starts(game)), curtain=False)
    state = board.match.state
    rs = state.rs
    street = next(q for q in range(rs.n_spaces) if rs.set_of[q] >= 0 and rs.kind[q] == PROPERTY)
    give(state, 0, *rs.sets[rs.set_of[street]])
    state.level[street] = 1
    state._legal = None
    click_space(app, board, street)
    return board, street


@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
@pytest.mark.parametrize("language", ["en", "ru"])
def test_a_sale_and_a_mortgage_move_no_place_button(app, open_board, game, language):
    board, street = first_set_built(app, open_board, game, language)
    state = board.match.state
    members = state.rs.sets[state.rs.set_of[street]]
    slots = {cid: rect_of(board, cid) for cid in ("build", "sell", "mortgage")}
    assert all(slots.values()), slots
    assert not board.control("mortgage").is_enabled, "a building stands in the set"
    app.click(board.control("sell"))
    assert state.level[members[0]] == 0
    assert board.control("sell") is None, "nothing left to sell"
    assert rect_of(board, "mortgage") == slots["mortgage"], "Mortgage stays where it was"
    assert rect_of(board, "build") == slots["build"]
    shown = [tuple(b.get_relative_rect()) for b in board.controls.values()]
    assert slots["sell"] not in shown, "Sell's slot stays empty"
    app.click(board.control("mortgage"))
    assert state.mort[members[0]]
    assert rect_of(board, "unmortgage") == slots["mortgage"], "Unmortgage in Mortgage's slot"
    assert rect_of(board, "build") == slots["build"]


def panel_rects(board) -> list[pygame.Rect]:
    rects = [b.get_relative_rect() for b in board.controls.values()]
    if board.bid_entry is not None:
        rects.append(board.bid_entry.get_relative_rect())
    return rects


@pytest.mark.parametrize("language", ["de", "en", "ru"])
@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
def test_the_panel_buttons_keep_the_panels_margin(app, open_board, language, game):
    board, _street = first_set_built(app, open_board, game, language)
    # Roll, Trade…, Undo, Build, Sell, Mortgage
    assert len(board.controls) >= 5
    outside = [r for r in panel_rects(board) if not INSIDE.contains(r)]
    assert outside == [], (INSIDE, outside)


@pytest.mark.parametrize("language", ["de", "ru"])
def test_an_auctions_buttons_keep_the_panels_margin(app, open_board, language):
    app.set_language(language)
    board = own_auction(app, open_board, "menedzher")
    outside = [r for r in panel_rects(board) if not INSIDE.contains(r)]
    assert outside == [], (INSIDE, outside)


def test_a_trade_drafts_buttons_keep_the_panels_margin(app, open_board):
    """The draft's Send, Clear and Close row ran from the panel's left edge to its right."""
    from pygame_gui.elements import UIButton

    from game.property.scenes.trade_flow import TRADE

    app.set_language("ru")
    board = open_board(setup_for("kraken_bay", seed=first_seat_starts("kraken_bay")),
                       curtain=False)
    board.open_trade()
    app.run_frames(2)
    buttons = [w.get_relative_rect() for w in board.widgets if isinstance(w, UIButton)]
    assert len(buttons) >= 3
    assert all(TRADE.x + MARGIN <= r.x and r.right <= TRADE.right - MARGIN for r in buttons), \
        (TRADE, buttons)


@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
def test_the_fullest_russian_panel_stays_inside(app, open_board, game):
    """In jail with a pass, a whole set picked, in Russian: the jail's two-cell labels and
    Sell's reserved two cells («Продать всё в группе») would push Mortgage under the panel;
    the shown buttons are packed then, inside the margin. «Менеджер» needed nine cells of
    the eight there are, its «Заложить (+3 000)» two: Mortgage stood under the panel's last
    row (panel2)."""
    app.set_language("ru")
    board = open_board(setup_for(game, seed=first_seat_starts(game)), curtain=False)
    state = board.match.state
    rs = state.rs
    street = next(q for q in range(rs.n_spaces) if rs.set_of[q] >= 0 and rs.kind[q] == PROPERTY)
    give(state, 0, *rs.sets[rs.set_of[street]])
    state.jail[0], state.cash[0] = 0, 100_000
    state.held[0].append(0)   # the first deck's first card, held as a pass
    state._legal = None
    click_space(app, board, street)
    assert board.control("use_pass") is not None and board.control("mortgage") is not None
    outside = [r for r in panel_rects(board) if not INSIDE.contains(r)]
    assert outside == [], (INSIDE, outside)


def jailed_rich_with_a_pass(app, open_board, game: str, language: str):
    """The fullest panels' stage: the first seat in jail with a pass and cash for anything."""
    app.set_language(language)
    board = open_board(setup_for(game, seed=first_seat_starts(game)), curtain=False)
    state = board.match.state
    state.jail[0], state.cash[0] = 0, 10_000_000
    state.held[0].append(0)   # the first deck's first card, held as a pass
    return board


@pytest.mark.parametrize("language", ["de", "en", "ru"])
@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
def test_every_place_button_fits_in_the_fullest_panel(app, open_board, game, language):
    """In jail with a pass, every set's dearest street owned whole, mortgaged and not (no
    building: with one, Sell shows too, a fourth row: the test below): every button
    inside the panel («Менеджер» in Russian: «Заложить (+20 000)» took two cells and stood
    under the last row), and Unmortgage in Mortgage's place at its width (it took one cell
    where Mortgage took two: the button shrank under the pointer after the click)."""
    board = jailed_rich_with_a_pass(app, open_board, game, language)
    state = board.match.state
    rs = state.rs
    for members in rs.sets:
        streets = [q for q in members if rs.kind[q] == PROPERTY]
        if not streets:
            continue
        street = max(streets, key=rs.mortgage_value)
        give(state, 0, *members)
        click_space(app, board, street)
        assert board.control("use_pass") is not None
        mortgage = rect_of(board, "mortgage")
        state.mort[street] = True
        state._legal = None
        board.sync()
        app.run_frames(2)
        assert rect_of(board, "unmortgage") == mortgage, (street, mortgage)
        outside = [r for r in panel_rects(board) if not INSIDE.contains(r)]
        assert outside == [], (street, INSIDE, outside)
        state.mort[street] = False
        give(state, -1, *members)


def picked_houses(app, board) -> Iterator[int]:
    """For each set of two or more streets in turn: the whole set given to the person, a house
    on its dearest street (so Sell shows too), that street picked and yielded; the set taken
    back, unbuilt, once the caller has looked."""
    state = board.match.state
    rs = state.rs
    for members in rs.sets:
        streets = [q for q in members if rs.kind[q] == PROPERTY]
        if len(streets) < 2:
            continue
        street = max(streets, key=rs.mortgage_value)
        give(state, 0, *members)
        state.level[street] = 1
        state._legal = None
        click_space(app, board, street)
        yield street
        state.level[street] = 0
        give(state, -1, *members)


def assert_lines_fit(board, street: int) -> None:
    """The panel's lines, the picked street's name and any refusal fit the panel's text room."""
    text = board.panel_text()
    blocks = board.decisions.lines() + [Block(board.words.space(street), 13, GOLD, True)]
    refusal = board.decisions.place_refusal()
    blocks += [Block(refusal, 12, BAD)] if refusal else []
    assert wrapped_height(blocks, text.w) <= text.h, [b.text for b in blocks]


@pytest.mark.parametrize("language", ["de", "en", "ru"])
@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
def test_the_fullest_panel_with_a_house_keeps_every_button_inside(app, open_board, game,
                                                                  language):
    """In jail with a pass, a whole set with a house on the picked street (so Sell shows
    too): nine cells in Russian (the jail's two-cell labels) and in «Менеджер»'s German
    («Verkaufen (+10.000)» wider than a cell), and the last button lay under the third row,
    outside the panel (panel3). A fourth row stands higher now, its lines above it still
    drawn from the panel's top."""
    board = jailed_rich_with_a_pass(app, open_board, game, language)
    for street in picked_houses(app, board):
        assert board.control("use_pass") is not None and board.control("sell") is not None
        outside = [r for r in panel_rects(board) if not INSIDE.contains(r)]
        assert outside == [], (street, INSIDE, outside)
        rects = panel_rects(board)
        assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:]), \
            (street, rects)
        assert board.panel_text().bottom < min(r.top for r in rects), street
        assert_lines_fit(board, street)


@pytest.mark.parametrize("language", ["de", "en", "ru"])
@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
def test_the_fullest_panel_keeps_mortgage_in_its_slot_after_the_sale(app, open_board, game,
                                                                     language):
    """In jail with a pass, a whole set with a house on the picked street: the panel's
    fourth row packed its buttons, so the sale that took Sell away brought Mortgage up into
    Sell's cell under the pointer (ru, «Менеджер» de) and the whole grid down by the lift.
    Now Build, Sell and Mortgage keep their cells, Sell's left empty, every other button
    where it was, all inside the panel, and the lines still fit above the grid."""
    board = jailed_rich_with_a_pass(app, open_board, game, language)
    state = board.match.state
    for street in picked_houses(app, board):
        before = {cid: rect_of(board, cid) for cid in board.controls}
        assert before.get("use_pass") and before.get("sell") and before.get("mortgage"), before
        app.click(board.control("sell"))
        assert state.level[street] == 0 and board.control("sell") is None
        after = {cid: rect_of(board, cid) for cid in board.controls}
        assert after == {cid: r for cid, r in before.items() if cid != "sell"}, (street, after)
        outside = [r for r in panel_rects(board) if not INSIDE.contains(r)]
        assert outside == [], (street, INSIDE, outside)
        assert_lines_fit(board, street)


@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
def test_the_log_boxs_buttons_keep_the_panels_margin(app, open_board, game):
    """Hint and the info tabs stood 6 and 4 px from the log box's sides, the panel's buttons
    10 above them: now the same margin; Hint still stands apart from the three tabs."""
    app.set_language("ru")
    board = open_board(setup_for(game, seed=first_seat_starts(game)), curtain=False)
    hint = board.routes.element(("fixed", "hint")).get_relative_rect()
    tabs = sorted((b.get_relative_rect() for b in board.info_tabs.values()), key=lambda r: r.x)
    assert hint.x - layout.LOG.x == MARGIN, hint
    assert layout.LOG.right - tabs[-1].right == MARGIN, tabs
    gaps = [b.x - a.right for a, b in zip(tabs, tabs[1:], strict=False)]
    assert min(gaps) > 0 and tabs[0].x - hint.right > max(gaps), (hint, tabs)


@pytest.mark.parametrize("language", ["de", "en", "ru"])
@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
def test_mortgage_and_unmortgage_keep_one_slot_on_every_place(app, open_board, game, language):
    """Mortgage and Unmortgage stand in the same slot on every place of both boards in every
    language, one cell where the words fit: in English "Unmortgage (110)" (147 px) made Kraken
    Bay's Mortgage slot two cells where "Mortgage (+100)" fitted one, so the button grew under
    the pointer once the place was mortgaged. German and Russian fit one cell ("Beleihen +…" /
    "Auslösen −…", «В залог +…» / «Выкуп −…»); English keeps the word the log and the deed use
    ("Mortgage +10,000", "Unmortgage −11,000"), which takes two cells, both of them."""
    from game.property.scenes.board_scene import CELL_W

    app.set_language(language)
    board = open_board(setup_for(game, seed=first_seat_starts(game)), curtain=False)
    state = board.match.state
    rs = state.rs
    wide = {}
    for p in (q for q in range(rs.n_spaces) if rs.price[q] > 0):
        give(state, 0, p)
        board.marks.selected = p
        board.sync()
        mortgage = board.control("mortgage").get_relative_rect()
        state.mort[p] = True
        state._legal = None
        board.sync()
        unmortgage = board.control("unmortgage").get_relative_rect()
        if unmortgage != mortgage or (language != "en" and mortgage.w != CELL_W):
            wide[board.words.space(p)] = (board.control("unmortgage").text, mortgage, unmortgage)
        state.mort[p] = False
        give(state, -1, p)
    assert wide == {}, wide


def holes(board) -> list[tuple[int, int]]:
    """The grid's empty cells (column, row) in the rows above its last used one: a hole where
    a button seems to be missing. A place's slot kept for a button not shown now (Build
    while a place is for sale) is no hole: it keeps the place's other buttons still."""
    from game.property.scenes.board_scene import COLUMNS, UNDO_RECT, cell

    rects = panel_rects(board) + board.kept_cells + [UNDO_RECT.move(0, -board.buttons_lift)]
    used = {(column, row) for row in range(4) for column in range(COLUMNS)
            if any(r.collidepoint(cell(column, row).move(0, -board.buttons_lift).center)
                   for r in rects)}
    last = max(row for _column, row in used)
    return sorted((column, row) for row in range(last) for column in range(COLUMNS)
                  if (column, row) not in used)


@pytest.mark.parametrize("language", ["de", "en", "ru"])
@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
def test_the_fullest_panel_leaves_no_cell_empty(app, open_board, game, language):
    """In jail with a pass, a whole set with a house on the picked street: Kraken Bay's
    Russian panel ended its third row (Trade…, Build) in an empty cell, Sell's two-cell slot
    («Продать всё в группе») and Mortgage in the fourth. Now Mortgage fills that cell; every
    row above the last is full, and the slots still stay put (the tests above)."""
    board = jailed_rich_with_a_pass(app, open_board, game, language)
    for street in picked_houses(app, board):
        assert board.control("sell") is not None
        assert holes(board) == [], (street, {cid: rect_of(board, cid) for cid in board.controls})


@pytest.mark.parametrize("language", ["de", "en", "ru"])
@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
def test_no_panel_state_leaves_a_cell_empty(app, open_board, game, language):
    """Every panel of the person's own turn (`test_trade_slot.moments`: before and after the
    roll, a place for sale, in jail, with a pass, in a debt; nothing, a lone place, a whole
    set or a set with a house picked): no empty cell above the last row, and the decision's
    own buttons keep their cells whatever is picked. In jail with a pass and nothing picked
    the Russian panel left the second row's middle cell empty: «Выйти по пропуску» (two
    cells) did not fit beside Pay the fine and Trade… and dropped to the third row."""
    from tests.property_scenes.test_trade_slot import moments

    app.set_language(language)
    board = open_board(setup_for(game, seed=first_seat_starts(game)), curtain=False)
    found, own = {}, {}
    for moment in moments(board):
        if board.person is None:
            continue
        if holes(board):
            found[moment] = (holes(board), {cid: rect_of(board, cid) for cid in board.controls})
        state = moment.split(", ")[0]
        # as drawn without a fourth row's lift (the whole grid goes up 14 px for it)
        here = {cid: rect_of(board, cid)[:1] + (rect_of(board, cid)[1] + board.buttons_lift,)
                + rect_of(board, cid)[2:] for cid in board.controls if cid not in PLACE_CIDS}
        own.setdefault(state, here)
        if here != own[state]:
            found[moment] = ("moved", own[state], here)
    assert found == {}, found


PLACE_CIDS = ("build", "sell", "mortgage", "unmortgage")
