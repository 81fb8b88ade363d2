"""Trade… keeps one cell (play-test pt-men, «Менеджер» en and Kraken Bay ru): it stood in the
first row's second cell before and after the roll and in a computer's turn, the second row's
first while a place was for sale, another cell of the second row in jail (de/ru: the second,
en: the first) and the third row's first in jail with a pass (ru), the second row's last in a
debt; a click meant for it met Auction or Pay the fine. Now it stands in
`board_scene.TRADE_CELL` in every panel that shows it, a place picked or not, on both boards
in de, en and ru. And at a hot seat it came and went within a computer's turn: hidden while
the computer's token moved, though the rules let the person trade then (D32)."""

from __future__ import annotations

import pygame
import pytest

from game.property.rules.phases import BUY, POST_ROLL, PRE_ROLL
from game.property.rules.rulesets import PROPERTY
from game.property.rules.trade import MAX_NEGOTIATIONS, quiet_point
from game.property.scenes.board_scene import cell
from tests.property_scenes.conftest import setup_for
from tests.property_scenes.test_decisions import first_seat_starts, give

FRAME = 1 / 60
#: The second row's last cell, under Undo's, as in the debt panel (`board_scene.TRADE_CELL`).
TRADE = cell(2, 1)


def trade_cell(board):
    """Trade…'s rect in the grid as drawn without a fourth row's lift, None when not shown."""
    button = board.control("trade")
    return None if button is None else button.get_relative_rect().move(0, board.buttons_lift)


def moments(board):
    """Each panel state where Trade… shows in the person's own turn, by name, with no place
    picked, a lone place, a whole set and a set with a house picked."""
    s = board.match.state
    rs = s.rs
    street = next(q for q in range(rs.n_spaces) if rs.set_of[q] >= 0 and rs.kind[q] == PROPERTY)
    members = rs.sets[rs.set_of[street]]
    lone = rs.sets[-1][0]
    for_sale = next(q for q in range(rs.n_spaces) if rs.price[q] > 0 and s.owner[q] < 0
                    and q not in members and q != lone)

    def picks(name):
        for pick in ("nothing", "lone", "set", "house"):
            board.marks.selected = None
            if pick == "lone":
                give(s, 0, lone)
                board.marks.selected = lone
            elif pick != "nothing":
                give(s, 0, *members)
                s.level[street] = 1 if pick == "house" else 0
                board.marks.selected = street
            s._legal = None
            board.sync()
            yield f"{name}, {pick} picked"
            s.level[street] = 0
            give(s, -1, lone, *members)

    yield from picks("before the roll")
    s.phase = POST_ROLL
    yield from picks("after the roll")
    s.tr_opened[0] = MAX_NEGOTIATIONS
    yield from picks("after the roll, talked out")
    s.tr_opened[0] = 0
    s.phase, s.pos[0] = BUY, for_sale
    yield from picks("a place for sale")
    s.phase, s.pos[0], s.jail[0] = PRE_ROLL, 0, 0
    yield from picks("in jail")
    s.held[0].append(0)   # the first deck's first card, held as a pass
    yield from picks("in jail with a pass")
    s.held[0].pop()
    s.jail[0], s.cash[0] = -1, 10
    s.in_debt, s.dues = True, [0, 1, 100 * rs.start_money, 0]
    yield from picks("in a debt")
    s.in_debt, s.cash[0], s.turn = False, rs.start_money, 1
    board.marks.selected = None
    s._legal = None
    board.sync()
    yield "a computer's turn, before its roll"
    s.phase = POST_ROLL
    s._legal = None
    board.sync()
    yield "a computer's turn, after its roll"


@pytest.mark.parametrize("language", ["de", "en", "ru"])
@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
def test_trade_keeps_one_cell_in_every_panel(app, open_board, game, language):
    app.set_language(language)
    board = open_board(setup_for(game, seed=first_seat_starts(game)), curtain=False)
    where = {moment: trade_cell(board) for moment in moments(board)}
    assert len(where) == 30
    moved = {moment: rect for moment, rect in where.items() if rect != TRADE}
    assert moved == {}, moved


@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
def test_trade_stays_through_a_computers_turn_at_a_hot_seat(app, open_board, game):
    """Two people and a computer at one screen, at the normal animation speed: at every
    frame of the computer's turns where the rules let the person on screen open a
    negotiation, Trade… stands in its cell, while the computer's token moves too."""
    app.settings.animation_speed = "normal"
    board = open_board(setup_for(game, seed=5, people=2, computers=1))
    seen = {"shown": 0, "missing": 0, "moving": 0}
    for _ in range(12_000):
        if board.computers.thinking:
            board.computers._job.wait(30)
        app.step(FRAME)
        s = board.match.state
        if board.curtain is not None:      # each person lifts their curtain, as at the table
            if board.input_wait() == 0:
                app.press_key(pygame.K_SPACE)
            continue
        seat = board.match.seat_to_act
        if seat is not None and board.match.is_computer(seat):
            if quiet_point(s) and s.may_offer(board.trader):
                shown = trade_cell(board) == TRADE
                seen["shown" if shown else "missing"] += 1
                seen["moving"] += shown and board.motion.token_moving
        elif board.person is not None and not board.busy:
            board.apply(s.legal_actions()[0])
        if s.round > 4:
            break
    assert seen["shown"] > 0 and seen["moving"] > 0, seen
    assert seen["missing"] == 0, seen
