"""The property result says in one line under the heading why the game ended: everyone else
went bankrupt, the time limit ran out in a round, or the round limit was reached after its
last round (events.GameOver.reason); the line fits the card unshrunk in de, en and ru."""

from __future__ import annotations

import random

import pytest

from game.core.match import Match
from game.core.setup import GameSetup, Seat
from game.games import game_entry
from game.property.rules import events as ev
from game.property.rules.actions import TIME_UP
from game.property.scenes.result_scene import ENDED, PropertyResult
from game.scenes.result_scene import PANEL
from game.ui import fonts
from tests.languages import PROPERTY_LANGUAGES

SEATS = (Seat("human", "Anna", "red"), Seat("computer", "Ben", "blue", "easy"),
         Seat("computer", "Cleo", "yellow", "easy"))
#: How each ending comes about: the options, and the move at which the time runs out.
ENDINGS = {"last_standing": ({}, None), "time_up": ({"time_limit_min": 30}, 300),
           "round_cap": ({"round_cap": 20}, None)}


def ended(game: str, reason: str) -> tuple[Match, ev.GameOver]:
    """A seeded game of random legal moves (never the time's end by chance) that ends by
    `reason`; its match and the rules' GameOver."""
    options, time_runs_out = ENDINGS[reason]
    for seed in range(1, 40):
        setup = GameSetup(game, seed, SEATS, dict(options))
        state = game_entry(game).start(setup)
        rng, actions, over = random.Random(seed), [], None
        while not state.is_terminal() and len(actions) < 30000:
            if len(actions) == time_runs_out and state.is_legal(TIME_UP):
                action = TIME_UP
            else:
                action = rng.choice([a for a in state.legal_actions() if a != TIME_UP])
            over = next((e for e in state.apply(action) if isinstance(e, ev.GameOver)), over)
            actions.append(action)
        if over is not None and over.reason == reason:
            return Match(setup, state, actions), over
    raise AssertionError(f"no seed ends {game} by {reason}")


@pytest.mark.parametrize("reason", list(ENDINGS))
@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
def test_the_result_says_why_the_game_ended(app, game, reason):
    match, over = ended(game, reason)
    result = PropertyResult(app, match, curtain=False)
    app.scenes.push(result)
    app.run_frames(2)
    line = result.subtitle_text()
    words = {"last_standing": "Everyone else went bankrupt: the last one standing wins",
             "time_up": f"The time limit ran out in round {match.state.round}: "
                        "the richest by net worth wins",
             "round_cap": "The round limit was reached after round 20: "
                          "the richest by net worth wins"}
    assert line == words[over.reason]


@pytest.mark.parametrize("language", PROPERTY_LANGUAGES)
def test_each_reason_fits_the_card_in_every_language(app, language):
    """The longest round number a game reaches (a 60-round cap, a long bankrupt-free game)."""
    app.set_language(language)
    for key in ENDED.values():
        line = app.tr(key, round=999)
        assert "%{" not in line and "property_board" not in line, line
        assert fonts.size_of(line, 16)[0] <= PANEL.width - 60, line
    app.set_language("en")
