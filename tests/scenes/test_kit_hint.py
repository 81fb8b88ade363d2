"""The Hint button on every board (issue 30.3): clicked on the person's turn, the computer's
advice comes in words on the board (no raw text key, not the "thinking" note) and the hint is
counted in the game for the person who asked (`seat_hints`, kept in its saves and the
profile's record). The H key
through every board: tests/scenes/test_every_board_keeps_the_game.py."""

from __future__ import annotations

import random
import re

import pygame
import pytest

from game.core import i18n
from game.games import playable_games
from game.scenes.player_files import player_files
from tests.support.boards import persons_board, two_people_board
from tests.support.wait import until

GAMES = [entry for entry in playable_games() if entry.id != "scratch"]
WAIT = 90  # seconds: the thinking worker starts with the first hint
RAW_KEY = re.compile(r"\b[a-z_]+\.[a-z_]+\.[a-z_.]+\b")  # "property_board.hint.said"


def property_hint(board):
    return next(button for button, run in board.handlers.items() if run == board.ask_hint)


#: game -> (its Hint button, the advice as the board shows it, the "thinking" note)
BOARDS = {
    "tycoon": (lambda b: b.info.buttons["hint"], lambda b: b.info.hint_html(),
               "tycoon_info.hint.thinking"),
    "speedtycoon": (lambda b: b.buttons["hint"], lambda b: b.advice_text, None),
    "kraken_bay": (property_hint, lambda b: b.toast.text or "", "property_board.hint.thinking"),
    "menedzher": (property_hint, lambda b: b.toast.text or "", "property_board.hint.thinking"),
}


@pytest.mark.parametrize("entry", GAMES, ids=lambda entry: entry.id)
def test_the_hint_button_gives_advice_in_words_and_counts_it(app, entry):
    button_of, advice_of, thinking = BOARDS[entry.id]
    board = persons_board(app, entry.id, seconds=WAIT)
    assert board.match.seat_hints == ()

    button = button_of(board)
    assert button.visible and button.is_enabled
    app.click(button)
    until(app, lambda: any(board.match.seat_hints), WAIT)
    app.run_frames(2)
    assert board.match.seat_hints == (1, 0), "the answered hint is counted for the person"
    advice = advice_of(board)
    assert advice.strip(), "the advice is shown"
    assert not RAW_KEY.search(advice), advice
    if thinking is not None:
        assert advice != app.tr(thinking)


HOT_SEAT = [entry for entry in GAMES if entry.id != "speedtycoon"]  # its advice: one person only


@pytest.mark.parametrize("entry", HOT_SEAT, ids=lambda entry: entry.id)
def test_a_hot_seat_friends_hint_is_counted_for_the_friend(app, entry):
    """Anna (the profile's seat) and Ben at one screen: the hint Ben asks on his turn is his,
    so Anna's record, which takes her seat's count, has none of it."""
    board = two_people_board(app, entry.id)
    board.use_curtain = False
    board.curtain = None
    board.sync()
    rng = random.Random(5)
    for _ in range(300):  # Anna plays on until Ben is to act
        until(app, lambda: not board.busy, WAIT)
        if board.person == 1 or board.match.state.is_terminal():
            break
        board.apply(rng.choice(board.match.state.legal_actions()))
    assert board.person == 1, "Ben's turn comes"
    app.press_key(pygame.K_h, frames=2)
    until(app, lambda: any(board.match.seat_hints), WAIT)
    assert board.match.seat_hints == (0, 1), "the hint is Ben's"
    assert board.match.hints_of(board.match.setup.profile_seat) == 0


@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
def test_the_hint_tip_at_one_screen_says_whose_hints_the_record_counts(app, game):
    """The tip said "hints are counted in your record" to a friend too, whose are no one's."""
    board = two_people_board(app, game)
    app.run_frames(2)
    tip = property_hint(board).tool_tip_text
    assert tip == app.tr("match.board.hint_tip_hot_seat")
    assert tip != app.tr("property_board.button.hint_tip")


#: The Hint button of the boards whose tip speaks of a record (Tycoon's never does).
RECORD_TIPS = {"speedtycoon": lambda b: b.buttons["hint"], "kraken_bay": property_hint,
               "menedzher": property_hint}


@pytest.mark.parametrize("game", sorted(RECORD_TIPS))
def test_without_any_profile_the_hint_tip_says_nothing_of_a_record(app, game, monkeypatch):
    """pt-late: the property boards' tip said "hints are counted in your record" where no
    profile exists at all (none could be made: the folder cannot be written), so no record
    counts anything."""
    from game.core.profiles import ProfileStore
    from game.core.user_files import UserFileError

    def refused(*args, **kwargs):
        raise UserFileError("the profile folder cannot be written")

    monkeypatch.setattr(ProfileStore, "create", refused)
    board = persons_board(app, game, seconds=WAIT)
    assert player_files(app).current is None, "no profile exists"
    app.run_frames(2)
    tip = RECORD_TIPS[game](board).tool_tip_text
    key = "match.board.hint_tip_no_record"
    assert tip in (key, app.tr(key)), "Speedtycoon's button keeps the key, pygame-gui says it"
    for language in ("en", "de", "ru"):
        plain = i18n.translate(key, language)
        assert not any(word in plain for word in ("record", "Bilanz", "статистик")), plain
