""""Don't ask again" never stands where End turn stood (play-test pt-mix): the Lobbyist window
opens right after End turn, so a late second click there switched the Lobbyist off for the
whole game once the click guard's 0.3 s were over. At 1280×800 (the canvas every window
scales) in de, en and ru, the window's "Don't ask again" lies clear of End turn's place (and
of Pass's, which stands in End turn's place when nothing else is possible)."""

from __future__ import annotations

import pytest

from game.speedtycoon.rules import actions as act
from game.speedtycoon.rules.phases import LOBBY
from tests.speedtycoon_scenes.autoplay import click_at
from tests.speedtycoon_scenes.stage import end_before_window
from tests.speedtycoon_scenes.test_clock import timed_table


@pytest.mark.parametrize("loan", [False, True])
@pytest.mark.parametrize("app_language", ["de", "en", "ru"])
def test_dont_ask_again_is_never_where_end_turn_stood(app, app_language, loan):
    """Two players with the Loans module; with a loan held Repay widens the turn's row."""
    assert app.canvas.size == (1280, 800)
    for seed in range(40):
        board = timed_table(app, seed, "none", "tycoon")
        board.match.state.loans[0] = int(loan)
        ends = []  # where End turn / Pass stood in the person's own turns
        for _ in range(3000):
            s = board.match.state
            if s.phase == LOBBY and s.asked == 0 and not board.busy:
                break
            if board.person == 0 and s.phase != LOBBY:
                ends += [board.buttons[n].rect.copy() for n in ("end", "pass")
                         if board.buttons[n].visible]
                board.apply(s.legal_actions()[0])
            app.step(0.05)
            if s.turn_no > 12:
                break
        else:
            raise AssertionError("the walk ran out of frames")
        if ends and board.match.state.phase == LOBBY:
            break
        app.scenes.pop()
    else:
        raise AssertionError("no Lobbyist window came after a turn of the person's")
    app.run_frames(2)
    off = board.buttons["lobby_off"]
    assert off.visible and off.is_enabled
    assert not any(off.rect.colliderect(end) for end in ends), (off.rect, ends)
    assert board.buttons["pass"].visible
    others = [b.rect for n, b in board.buttons.items() if b.visible and n != "lobby_off"]
    assert not any(off.rect.colliderect(rect) for rect in others), "nor over another button"
    assert off.rect.right <= board.buttons["menu"].rect.left, "the row stays in the table"


@pytest.mark.parametrize("app_language", ["de", "en", "ru"])
@pytest.mark.parametrize(("gap", "along"), [(0.1, 0.15), (0.2, 0.5), (0.3, 0.15), (0.4, 0.15),
                                            (0.5, 0.15), (0.5, 0.85)])
def test_a_double_click_on_end_turn_does_not_pass_the_lobbyist(app, app_language, gap, along):
    """A person's double click on End turn (`along` its width), its second click `gap`
    seconds after the first (100-500 ms, as people double-click): the first ends the turn
    and opens the Lobbyist window, the second lands where End turn stood and must not pass
    in that window (Pass stood under End turn's left part in de and en; the click guard's
    0.3 s caught only the quick ones)."""
    board = end_before_window(app, app_language)
    end = board.buttons["end"]
    assert end.visible and end.is_enabled
    rect = end.get_abs_rect()
    spot = (rect.x + round(rect.w * along), rect.centery)
    moves = len(board.match.actions)
    app.run_frames(30)  # a person looks at the table before ending the turn
    click_at(app, spot)  # a frame of 20 ms: the press, then the next frame handles it
    app.run_frames(1)
    s = board.match.state
    assert s.phase == LOBBY and s.asked == 0, "the first click ended the turn: the window is up"
    app.run_frames(round((gap - 0.02) * 60) - 1)
    click_at(app, spot)
    app.run_frames(2)
    s = board.match.state
    assert s.phase == LOBBY and s.asked == 0, "the window still asks the person"
    assert not any(isinstance(a, act.LobbyPass | act.Pass) for a in
                   board.match.actions[moves:]), board.match.actions[moves:]
    assert board.buttons["pass"].visible, "Pass is in the window, elsewhere"
