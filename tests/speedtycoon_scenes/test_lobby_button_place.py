""""Don't ask again" never stands where End turn stood (play-test pt-mix): the Lobbyist window
opens right after End turn, so a late second click there switched the Lobbyist off for the
whole game once the click guard's 0.3 s were over. At 1280×800 (the canvas every window
scales) in de, en and ru, the window's "Don't ask again" lies clear of End turn's place (and
of Pass's, which stands in End turn's place when nothing else is possible)."""

from __future__ import annotations

import pytest

from game.speedtycoon.rules.phases import LOBBY
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
