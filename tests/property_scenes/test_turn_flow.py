"""What a person sees of a turn (issue 28.7): the roll-off for the first turn, no move offered
before the token has arrived, a drawn card shown on its place and then gone, and doubles
saying "roll again"."""

from __future__ import annotations

import pygame

from game.property.rules import events as ev
from game.property.rules.actions import ROLL
from game.property.rules.state import start_rolls
from game.property.view import layout
from game.property.view.motion import CARD_RECT
from tests.property_scenes.conftest import setup_for
from tests.property_scenes.test_decisions import first_seat_starts


def log_text(board) -> str:
    return " ".join(board.log_words(line)[0] for line in board.game_log.book.lines)


def test_the_first_turns_roll_off_is_in_the_log_and_on_the_news_line(app, open_board):
    setup = setup_for("kraken_bay", seed=7, people=1, computers=3)
    board = open_board(setup, curtain=False)
    rounds = start_rolls("kraken_bay", 4, 7)
    first = board.match.state.first
    assert {seat for seat, _d1, _d2 in rounds[0]} == {0, 1, 2, 3}, "everyone rolls"
    for seat, d1, d2 in rounds[0]:
        assert f"{board.words.player(seat)} rolls {d1} + {d2} for the first turn" in \
            log_text(board)
    best = max(d1 + d2 for seat, d1, d2 in rounds[-1] if seat == first)
    assert all(d1 + d2 <= best for _seat, d1, d2 in rounds[-1]), "the highest roll begins"
    said = f"{board.words.player(first)} rolled highest ({best}) and begins"
    assert said in log_text(board)
    if first == 0:
        assert board.toast.text == said


def test_no_move_is_offered_before_the_token_arrives(app, open_board):
    app.settings.animation_speed = "normal"
    board = open_board(setup_for("kraken_bay", seed=first_seat_starts("kraken_bay")))
    app.press_key(pygame.K_SPACE)
    assert board.match.actions == [ROLL] and board.motion.busy
    assert board.controls == {}, "no Buy, no End turn while the dice and the token move"
    while board.motion.token_moving:
        app.step(1 / 60)
    app.run_frames(2)
    assert board.control("buy") is not None, "once it stands on the place, it may buy it"


def panel_words(board) -> list[str]:
    return [block.text for block in board.decisions.lines()]


def test_the_panel_says_a_choice_only_with_its_button_and_the_wait_says_why(app, open_board):
    """Play-test 7: the panel said "Roll…" (or "… is for sale") a second before its button
    came, while the dice and the token still moved."""
    app.settings.animation_speed = "normal"
    board = open_board(setup_for("kraken_bay", seed=first_seat_starts("kraken_bay")))
    app.press_key(pygame.K_SPACE)   # doubles (test_keys.py) onto a place for sale
    assert board.motion.token_moving and board.controls == {}
    assert panel_words(board) == [board.say("property_board.phase.moving")]
    while board.motion.token_moving:
        app.step(1 / 60)
    app.run_frames(2)
    assert board.control("buy") is not None and "for sale" in panel_words(board)[0]
    board.specs["buy"].run()   # bought: doubles roll again at once
    app.run_frames(2)
    assert board.control("roll") is not None
    assert panel_words(board) == [board.say("property_board.phase.pre_roll")]


def test_doubles_say_roll_again(app, open_board):
    board = open_board(setup_for("kraken_bay", seed=first_seat_starts("kraken_bay")))
    app.press_key(pygame.K_SPACE)   # this seed rolls doubles (test_keys.py)
    name = board.words.player(0)
    assert f"Doubles: {name} rolls again" in log_text(board)
    assert board.toast.text == f"Doubles: {name} rolls again"


def test_a_drawn_card_goes_once_its_moment_is_over(app, open_board):
    board = open_board(setup_for("kraken_bay"), curtain=False)
    motion = board.motion
    events = [ev.CardDrawn(0, "A", board.rs.decks[0].cards[0]),
              ev.Moved(0, 0, 5, 5, board.rs.n_spaces)]
    motion.play(events, None, 1.0)
    inside = (layout.centre().centerx, layout.centre().y + 400)   # below the card's top
    surface = pygame.Surface(layout.CANVAS.size)
    motion.draw(surface, board.colours)
    assert surface.get_at(inside)[:3] != (0, 0, 0), "the card shows while its beat plays"
    while motion.busy:   # the card's beat, then the token hops on from the card's place
        motion.update(1 / 60)
    surface.fill((0, 0, 0))
    motion.draw(surface, board.colours)
    card = CARD_RECT.copy()
    card.midtop = (layout.centre().centerx, layout.centre().y + 375)
    assert pygame.transform.average_color(surface, card)[:3] == (0, 0, 0), \
        "once the token has moved on, the card is not left over the board"
