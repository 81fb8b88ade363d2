"""The turn banner says whose turn it is in one line a new player cannot miss: "Your turn,
Anna", "Red (normal) is thinking…" while a computer thinks, the computer's move while it plays, each
framed in its seat's colour; no hover card covers it, and in no language does it run into the
empire's title or the clock."""

from __future__ import annotations

import pygame
import pytest

from game.core.i18n import set_language, translate
from game.speedtycoon.view import score_sheet
from game.speedtycoon.view import table_view as tv
from game.ui import fonts
from game.ui.palette import SEAT_RGB
from tests.speedtycoon_scenes.autoplay import click_at
from tests.speedtycoon_scenes.test_clicking import exact_start, open_table
from tests.speedtycoon_scenes.test_clock import lobby_for_the_person, timed_table
from tests.support.wait import until

CARD = (380, 310)  # a building's hover card as the market shows one
WAIT = 180.0  # s of wall clock a wait allows the computer's worker on a loaded machine


def framed_in(app, rect: pygame.Rect, colour: str) -> bool:
    """The banner drawn on the screen: its frame (left end, middle) in the seat's colour."""
    return app.screen.get_at((rect.x + 1, rect.centery))[:3] == SEAT_RGB[colour]


def computers_turn(app, monkeypatch: pytest.MonkeyPatch | None = None):
    """The person takes a card and ends the first turn: the computer (red) acts next. With
    `monkeypatch`, the computer thinks for ever, from before the turn passes (a warm worker's
    answer polled while a test waited played the computer's whole turn first: CI under load
    saw "Your turn, Anna")."""
    board = open_table(app, exact_start()[0])
    click_at(app, tv.display_rect(0).center)
    app.click(board.buttons["take"])
    if monkeypatch is not None:
        monkeypatch.setattr(board.computers, "poll", lambda match: None)
    app.click(board.buttons["end"])
    return board


def test_the_persons_turn_says_so_in_their_colour(app):
    board = open_table(app, exact_start()[0])
    app.run_frames(2)
    assert board.banner_line() == ("Your turn, Anna", "purple")
    assert board.banner_rect is not None and framed_in(app, board.banner_rect, "purple")


def test_a_thinking_computer_is_named_and_its_move_said_while_it_plays(app):
    board = computers_turn(app)
    robo = board.names[1]
    assert board.match.is_computer(board.match.seat_to_act)
    board.pause = 1e9  # the computer's move waits (a warm worker answers within the motion)
    # the wait gives up only after its frames and a minute of wall clock (a loaded machine)
    until(app, lambda: not board.busy, WAIT, frames=600)
    board.draw(app.screen)
    assert board.banner_line() == (f"{robo} is thinking…", "red")
    assert framed_in(app, board.banner_rect, "red")
    board.pause = 0.0
    until(app, lambda: board.doing is not None, WAIT, frames=600)
    text, colour = board.banner_line()
    assert colour == "red" and text.startswith(robo) and "thinking" not in text
    assert text in {board.log_words(line)[0] for line in board.game_log.book.lines}, \
        "the move as the game log says it"
    until(app, lambda: board.match.seat_to_act == 0 and not board.busy, WAIT,
          frames=600)
    assert board.banner_line() == ("Your turn, Anna", "purple"), \
        "the person's turn (and clock) is said as soon as the computer's last move has played"


@pytest.mark.parametrize("place", range(4))
def test_no_hover_card_covers_the_banner(app, place):
    board = timed_table(app, exact_start()[0], "60")
    app.run_frames(2)
    banner = board.banner_rect
    assert banner is not None
    clock = pygame.Rect(0, 0, 150, 20)
    clock.topright = board.clock_spot()
    for pointer in (tv.place_rect(place).center, tv.place_rect(place).midbottom,
                    tv.display_rect(place).center):
        rect = board.card_spot(CARD, pointer, clock)
        assert not rect.colliderect(banner), (pointer, rect, banner)
        assert not rect.collidepoint(pointer)


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
def test_the_banner_runs_into_neither_title_nor_clock(app, lang):
    app.settings.language = lang
    set_language(lang)
    board = timed_table(app, exact_start()[0], "60")
    board.board_language_changed()
    app.run_frames(2)
    text, _colour = board.banner_line()
    assert text == translate("speedtycoon_play.banner.yours", lang, player="Anna")
    banner = board.banner_rect
    title = translate("speedtycoon_play.table.empire", lang, name="Anna")
    assert banner.left > tv.EMPIRE.x + 10 + fonts.size_of(title, 15, True)[0]
    clock_text = board.clock_text()[0]
    assert banner.right < board.clock_spot()[0] - fonts.size_of(clock_text, 16, True)[0]


def test_in_a_lobbyist_window_the_banner_names_whose_turn_it_is(app):
    board = lobby_for_the_person(app)
    s = board.match.state
    app.run_frames(1)
    turn = s.turn
    assert board.banner_line() == (f"{board.names[turn]} plays", board.match.seat(turn).colour), \
        "worded as the game log's turn line, no possessive on a computer's bracket"
    clock_text = board.clock_text()[0]
    assert board.banner_rect.right < board.clock_spot()[0] - fonts.size_of(clock_text, 16,
                                                                           True)[0]


def test_the_news_line_leaves_whose_turn_it_is_to_the_banner(app, monkeypatch):
    board = computers_turn(app, monkeypatch)
    assert board.match.is_computer(board.match.seat_to_act)
    until(app, lambda: not board.busy, WAIT, frames=600)
    board.pause = 0.0
    app.run_frames(120)  # two seconds, past the shared "is thinking" note's delay
    assert board.banner_line() == (f"{board.names[1]} is thinking…", "red")
    assert board.toast.text is None, "said once, in the banner, not again in the news line"


def test_the_banner_waits_while_the_m_sheet_is_up(app):
    """Play-test: the turn banner was drawn over the M sheet's ring row. It waits while the
    sheet is up (the clock goes under the sheet) and comes back when M closes it."""
    board = open_table(app, exact_start()[0])
    app.run_frames(2)
    banner = board.banner_rect
    assert banner is not None and banner.colliderect(score_sheet.SHEET)
    app.press_key(pygame.K_m, frames=2)
    assert board.majorities
    assert not framed_in(app, banner, "purple"), "the sheet shows where the banner stood"
    assert board.banner_rect is None
    app.press_key(pygame.K_m, frames=2)
    assert board.banner_rect == banner and framed_in(app, banner, "purple")
