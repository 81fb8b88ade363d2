"""The round limit on the property games' new-game screen: offered beside the time limit (off,
20, 30, 40, 60 rounds) in both rulesets; the chosen cap reaches the rules, the game ends after
that round with the richest by net worth winning, and a save, Load and Rematch keep it."""

from __future__ import annotations

import random

import pytest

from game.core.saves import new_game_uid
from game.core.setup import GameSetup, Seat
from game.games import game_entry
from game.property.rules import events as ev
from game.property.rules.queries import net_worth
from game.property.scenes.new_game_scene import KrakenBayNewGame, MenedzherNewGame
from game.scenes.load_scene import LoadScene
from game.scenes.player_files import player_files
from game.scenes.rematch import rematch
from game.scenes.remembered_setup import remember_setup
from tests.languages import PROPERTY_LANGUAGES

SCREENS = {"kraken_bay": KrakenBayNewGame, "menedzher": MenedzherNewGame}


def _open(app, game: str):
    scene = app.scenes.push(SCREENS[game](app))
    app.run_frames(2)
    return scene


def played_out(setup: GameSetup) -> tuple[list, object, list]:
    """The set-up's game to its end by seeded random legal moves; its actions, last state and
    every event."""
    entry = game_entry(setup.game)
    state = entry.new_game(setup.num_players, setup.seed, dict(setup.options))
    rng = random.Random(setup.seed)
    actions, events = [], []
    while not state.is_terminal():
        action = rng.choice(state.legal_actions())
        events += state.apply(action)
        actions.append(action)
    return actions, state, events


@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
def test_the_chosen_round_limit_reaches_the_rules_and_ends_the_game_after_that_round(app, game):
    screen = _open(app, game)
    assert screen.round_cap_row.value == "0", "no limit unless chosen"
    assert list(screen.round_cap_row.buttons) == ["0", "20", "30", "40", "60"]
    app.click(screen.round_cap_row.buttons["20"])
    setup = screen.setup(random.Random(7))
    assert setup.options["round_cap"] == 20
    assert setup.options["time_limit_min"] == (60 if game == "menedzher" else 0), \
        "the time limit stays as it was"
    _, state, events = played_out(setup)
    assert state.round_cap == 20
    [over] = [e for e in events if isinstance(e, ev.GameOver)]
    assert over.reason == "round_cap" and state.round == 20
    assert max(e.round for e in events if isinstance(e, ev.RoundStarted)) == 20
    alive = [p for p in range(state.n) if state.alive[p]]
    richest = max(net_worth(state, p) for p in alive)
    assert all(net_worth(state, p) == richest for p in over.winners)


def test_a_save_load_and_rematch_keep_the_round_limit(app):
    """The cap is one of the set-up's options: the save stores it, Load's game plays to it
    and the title's Rematch deals the same table with it again."""
    screen = _open(app, "kraken_bay")
    app.click(screen.round_cap_row.buttons["20"])
    setup = screen.setup(random.Random(11))
    remember_setup(app, setup)
    actions, state, _ = played_out(setup)
    store = player_files(app).saves()
    store.autosave(setup, actions, state, game_uid=new_game_uid())
    app.back_to_title()
    load = app.scenes.push(LoadScene(app))
    app.run_frames(2)
    [entry] = load.load_buttons.values()
    loaded = store.load(entry.path)
    assert loaded.setup.options["round_cap"] == 20 and loaded.state.round_cap == 20
    board = rematch(app)
    assert board.match.setup.options["round_cap"] == 20
    assert board.match.setup.seed != setup.seed and board.match.state.round_cap == 20


def test_a_cap_no_screen_offers_is_shown_and_started_as_none(app):
    """A profile remembering a harness's cap (6 rounds) opens the screen at Off."""
    seats = (Seat("human", "Anna", "red"), Seat("computer", "Ben", "blue", "easy"))
    remember_setup(app, GameSetup("kraken_bay", 1, seats, {"round_cap": 6}))
    screen = _open(app, "kraken_bay")
    assert screen.round_cap_row.value == "0" and screen.setup().options["round_cap"] == 0


@pytest.mark.parametrize("language", PROPERTY_LANGUAGES)
@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
def test_the_round_limit_sits_beside_the_time_limit_and_explains_itself(app, game, language):
    """Its row comes right under the time limit's, overlaps no other widget and ends above
    the hint line; each choice explains on hover, and in the hint line when focused, what
    happens at the limit."""
    app.set_language(language)
    screen = _open(app, game)
    while screen.add_seat.visible:
        app.click(screen.add_seat)
    caps = list(screen.round_cap_row.buttons.values())
    times = list(screen.time_limit_row.buttons.values())
    assert caps[0].rect.top > times[0].rect.bottom and caps[0].rect.left == times[0].rect.left
    others = [w for w in screen.container.elements if w.visible and w not in caps
              and w is not screen.container]
    for button in caps:
        assert button.rect.bottom < screen.bottom_bar().top
        assert not [w for w in others if w.rect.colliderect(button.rect)], button.text
        assert button.tool_tip_text == "property_play.new_game.round_cap_tip"
    screen.ring.focus(caps[2])
    app.run_frames(1)
    assert screen.hint.text == "property_play.new_game.round_cap_tip"
    assert screen.hint.font.size(app.tr(screen.hint.text))[0] <= screen.hint.rect.width
    app.set_language("en")
