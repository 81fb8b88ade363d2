"""Fast computers (issue 28.9): while a computer acts, the panel offers to play the computers'
turns at least four times as fast (F too); the Settings' animation speed still counts, and the
person's own turn keeps it. A whole computer turn, from its first move to the next seat's turn,
takes at most a quarter of its time at normal speed: the animations and pauses at a fifth, and
the next computer's think started while the last move still plays."""

from __future__ import annotations

import pygame
import pytest

from game.core.settings import ANIMATION_FACTORS
from game.games import game_entry
from game.property.scenes.board_scene import AUCTION_PAUSE, BUTTON_GAP, FAST_COMPUTERS
from game.property.view import layout
from game.scenes.match_loop import COMPUTER_PAUSE
from tests.property_scenes.conftest import setup_for

FRAME = 1 / 60
TURNS = 4   # computer turns measured (after the first one)


def computer_turn_seconds(app, open_board, game: str, fast: bool) -> list[float]:
    """Seconds on the board's own clock (frames of 1/60 s, not wall time) that each computer
    turn takes, from its first move to the next seat's first move (so a turn of one move
    counts the pause before the next). The worker's thinking costs no board time here (the
    test waits for its answer between frames), so what is measured is the board's pacing:
    animations, pauses, and the frames a move waits for its answer to be taken."""
    board = open_board(setup_for(game, seed=5, people=0, computers=3, level="normal"),
                       curtain=False)
    board.fast_computers = fast
    starts, clock, turn = [], 0.0, None
    while len(starts) < TURNS + 2:
        if board.computers.thinking:   # the answer is in before the next frame
            board.computers._job.wait(30)
        moves, seat = len(board.match.actions), board.match.state.turn
        app.step(FRAME)
        clock += FRAME
        if len(board.match.actions) > moves and seat != turn:   # a turn's first move
            starts.append(clock)
            turn = seat
    app.scenes.pop()
    return [b - a for a, b in zip(starts[1:], starts[2:], strict=False)]


@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
def test_a_fast_computer_turn_takes_at_most_a_quarter_of_the_time(app, open_board, game):
    app.settings.animation_speed = "normal"
    normal = computer_turn_seconds(app, open_board, game, fast=False)
    fast = computer_turn_seconds(app, open_board, game, fast=True)
    assert sum(normal) / sum(fast) >= 4, (normal, fast)
    assert min(n / f for n, f in zip(normal, fast, strict=True)) >= 4, (normal, fast)


def test_fast_computers_play_at_a_quarter_of_the_time(app, open_board):
    app.settings.animation_speed = "normal"
    seed = next(seed for seed in range(1, 200)
                if game_entry("kraken_bay").new_game(3, seed, {}).turn_player() != 0)
    board = open_board(setup_for("kraken_bay", seed=seed), curtain=False)
    assert board.person is None, "a computer begins"
    button = board.control("fast")
    assert button is not None and button.text == board.say("property_board.button.fast_on")
    app.click(button)
    assert board.fast_computers
    assert board.factor == ANIMATION_FACTORS["normal"] * FAST_COMPUTERS
    assert board.control("fast").text != button.text, "the button says how to go back"
    app.settings.animation_speed = "slow"
    assert board.factor == ANIMATION_FACTORS["slow"] * FAST_COMPUTERS, \
        "the Settings' speed still counts"
    app.press_key(pygame.K_f)
    assert not board.fast_computers and board.factor == ANIMATION_FACTORS["slow"]


def test_the_persons_own_turn_keeps_its_speed(app, open_board):
    app.settings.animation_speed = "normal"
    seed = next(seed for seed in range(1, 200)
                if game_entry("kraken_bay").new_game(3, seed, {}).turn_player() == 0)
    board = open_board(setup_for("kraken_bay", seed=seed), curtain=False)
    board.fast_computers = True
    assert board.person == 0
    assert board.factor == ANIMATION_FACTORS["normal"]
    assert board.control("fast") is None, "the person's panel holds their own moves"


def test_a_two_cell_label_is_drawn_whole(app, open_board):
    """A label too long for one cell gets a button two cells wide, drawn at that width: in
    pygame-gui 0.6.14 a resized button kept its label clipped to the first cell and lost its
    border (seen in Russian: «Быстрые компьюте»)."""
    app.set_language("ru")
    seed = next(seed for seed in range(1, 200)
                if game_entry("menedzher").new_game(3, seed, {}).turn_player() != 0)
    board = open_board(setup_for("menedzher", seed=seed), curtain=False)
    app.run_frames(2)
    button = board.control("fast")
    cell = (layout.PANEL.w - 2 * BUTTON_GAP) // 3
    assert button.rect.w > cell, "the Russian label takes two cells"
    image = button.image
    w, h = image.get_size()
    y = h // 2
    background = image.get_at((12, y))   # inside the border
    inked = [x for x in range(12, w - 12) if image.get_at((x, y)) != background]
    assert inked and max(inked) > cell + 12, "the label runs on into the second cell"


@pytest.mark.parametrize(("language", "quarter", "other"), [
    ("en", "quarter", ("five", "fifth", "4×")),
    ("de", "Viertel", ("fünf", "4×")),
    ("ru", "четверт", ("пят", "4×")),
])
def test_the_tooltip_says_one_speed(app, open_board, language, quarter, other):
    """The button says 4× and its tooltip said the moves play 'five times as fast' and a turn
    takes 'about a quarter' — two figures for one setting; it says the quarter only now."""
    app.set_language(language)
    seed = next(seed for seed in range(1, 200)
                if game_entry("kraken_bay").new_game(3, seed, {}).turn_player() != 0)
    board = open_board(setup_for("kraken_bay", seed=seed), curtain=False)
    tip = board.say("property_board.button.fast_tip")
    assert quarter in tip
    assert not [word for word in other if word in tip.lower()], tip


def test_an_auction_the_person_has_left_plays_at_the_fast_pace(app, open_board):
    """Play-test 9 («Менеджер», 1366x768): after the person dropped out, two computers bid the
    place up 500 at a time, a second a bid, for 25 s of watching nothing to decide. Once every
    person in the auction is out, each computer bid takes the fast computers' pace."""
    from game.property.rules.actions import DROP
    from tests.property_scenes.test_auction_panel import own_auction

    app.settings.animation_speed = "normal"
    board = own_auction(app, open_board, "menedzher")
    app.click(board.control("drop"))
    dropped, clock, times = len(board.match.actions), 0.0, []
    while board.match.state.au_place >= 0:
        if board.computers.thinking:   # the worker's think costs no board time here
            board.computers._job.wait(30)
        moves = len(board.match.actions)
        app.step(FRAME)
        clock += FRAME
        if len(board.match.actions) > moves:
            times.append(clock)
        assert clock < 60, "the auction never ended"
    assert board.match.actions[dropped - 1] == DROP and len(times) >= 2, times
    # from the computers' first move after the drop to the auction's end
    per_move = (times[-1] - times[0]) / (len(times) - 1)
    assert per_move <= (COMPUTER_PAUSE + AUCTION_PAUSE) * FAST_COMPUTERS + 0.05, times


@pytest.mark.parametrize("language", ["en", "ru"])
def test_the_speed_button_keeps_its_place_through_the_computers_turns(app, open_board,
                                                                      language):
    """Play-test 9 (Kraken Bay en): the speed button lay on the first row while a computer
    rolled and on the second once Trade… showed beside it, so it moved under the pointer
    from one computer's turn to the next."""
    app.set_language(language)
    app.settings.animation_speed = "instant"
    seed = next(seed for seed in range(1, 200)
                if game_entry("kraken_bay").new_game(3, seed, {}).turn_player() != 0)
    board = open_board(setup_for("kraken_bay", seed=seed), curtain=False)
    places, with_trade = set(), set()
    for _ in range(4000):
        if board.computers.thinking:
            board.computers._job.wait(30)
        app.step(FRAME)
        fast = board.control("fast")
        if fast is not None:
            places.add(tuple(fast.get_relative_rect()))
            with_trade.add(board.control("trade") is not None)
        if board.person is not None:
            board.apply(board.match.state.legal_actions()[0])
        if with_trade == {True, False} and len(board.match.actions) > 60:
            break
    assert with_trade == {True, False}, "turns with and without Trade… were seen"
    assert len(places) == 1, places


def test_trade_in_a_computers_turn_stands_where_it_stands_in_the_persons_own(app, open_board):
    """Play-test 11 (Kraken Bay en, 1920x1080): while a computer acted, Trade… came up in the
    first cell, where End turn had just been pressed; a second click there opened a trade draft
    and the computers stopped for it. It now stands where the person's own turn puts it beside
    Roll and End turn, and never where those two stand."""
    app.settings.animation_speed = "instant"
    board = open_board(setup_for("kraken_bay", seed=3), curtain=False)
    own, theirs, moves = set(), set(), set()
    for _ in range(4000):
        if board.computers.thinking:
            board.computers._job.wait(30)
        app.step(FRAME)
        trade = board.control("trade")
        if board.person is None:
            if trade is not None:
                theirs.add(tuple(trade.get_relative_rect()))
            continue
        for cid in ("roll", "end_turn"):
            if board.control(cid) is not None:
                moves.add(tuple(board.control(cid).get_relative_rect()))
                if trade is not None:
                    own.add(tuple(trade.get_relative_rect()))
        if own and theirs and len(board.match.actions) > 40:
            break
        board.apply(board.match.state.legal_actions()[0])
    assert own and theirs and moves, "Trade… was seen in both kinds of turn"
    assert theirs == own, (theirs, own)
    assert not theirs & moves, "Trade… never stands where Roll or End turn was pressed"
