"""The depot's tokens read at their normal size in every language (speedleft3: with the
Lobbyist resting the line was 417 px in ru, 337 in de, 325 in en of 304 and shrank to
10 px). The Lobbyist's state stands in the depot's title row, beside "Depot"."""

from __future__ import annotations

import pytest

from game.core.i18n import translate
from game.speedtycoon.rules.data import (
    LOBBY_REST,
    M_INSIDER,
    M_LOANS,
    M_LOBBYIST,
    M_TUNNELS,
    MAX_LOANS,
)
from game.speedtycoon.rules.setup import new_game
from game.speedtycoon.scenes.table_words import lobbyist_line, table_texts, tokens_line
from game.speedtycoon.view import table_view as tv
from game.ui import fonts


def every_token(rest: int):
    """A two-seat game with the four token modules, seat 0 holding the most of each."""
    s = new_game(2, 5)
    s.mods |= M_TUNNELS | M_INSIDER | M_LOBBYIST | M_LOANS
    s.loans[0] = MAX_LOANS
    s.lobby_rest[0] = rest
    return s


@pytest.mark.usefixtures("display")
@pytest.mark.parametrize("lang", ["de", "en", "ru"])
@pytest.mark.parametrize("rest", [0, 1, 2, LOBBY_REST])
def test_the_depots_tokens_fit_at_their_normal_size(lang, rest):
    def say(key, **kw):
        return translate(key, lang, **kw)
    s = every_token(rest)
    line = tokens_line(say, s, 0)
    assert line.count(" · ") == 2, line
    assert fonts.size_of(line, tv.TOKENS_SIZE)[0] <= tv.DEPOT.w - 20, line
    lobbyist = lobbyist_line(say, s, 0)
    assert lobbyist and not lobbyist.startswith("speedtycoon_play"), lobbyist
    assert fonts.size_of(lobbyist, tv.TOKENS_SIZE)[0] <= tv.LOBBYIST_W, lobbyist
    title = table_texts(say, s, ["A", "B"], 0, 0).depot
    title_w = fonts.size_of(title, 15, bold=True)[0]
    assert 10 + title_w + 12 <= tv.DEPOT.w - 10 - tv.LOBBYIST_W, "the title keeps its place"
