"""Speedtycoon's new-game screen: seats 2-6 with at least one person, the game types and their
module switches, the think time, and the profile's last set-up as the next start."""

from __future__ import annotations

import random

import pygame
import pytest

from game.core.i18n import tr
from game.scenes.remembered_setup import remember_setup
from game.speedtycoon import rules
from game.speedtycoon.rules.data import GAME_TYPES, MODULES
from game.speedtycoon.scenes import options
from game.speedtycoon.scenes.new_game_scene import SpeedtycoonNewGame
from game.speedtycoon.scenes.table_scene import TableScene
from game.ui.text import keep_short_words
from tests.languages import languages_of_game
from tests.text_fit import tip_words


@pytest.fixture
def screen(app):
    scene = SpeedtycoonNewGame(app)
    app.scenes.push(scene)
    app.run_frames(2)
    return scene


def test_seats_go_from_two_to_six(app, screen):
    for _ in range(5):
        if screen.add_seat.visible:
            app.click(screen.add_seat)
    assert screen.seats == 6 and not screen.add_seat.visible
    while screen.seats > 2:
        app.click(screen.rows[screen.seats - 1].remove)
    assert screen.seats == 2
    assert screen.rows[1].remove is None, "two seats are the least"


def test_start_needs_at_least_one_person(app, screen):
    row = screen.rows[0]
    app.click(row.kinds.buttons["normal"])
    assert not screen.has_person and not screen.start.is_enabled
    app.step(0.05)
    assert screen.hint.text == "speedtycoon_play.new_game.need_person"
    app.click(row.kinds.buttons["human"])
    assert screen.start.is_enabled


def test_a_game_type_lights_up_its_modules_and_plays_them(app, screen):
    app.click(screen.type_row.buttons["tycoon"])
    lit = {m for m, b in screen.modules.items() if b.is_selected}
    assert lit == set(GAME_TYPES["tycoon"]) and "blitz" not in lit
    setup = screen.setup(random.Random(1))
    state = rules.new_game(setup.num_players, setup.seed, setup.options)
    assert set(state.to_dict()["mods"]) == set(GAME_TYPES["tycoon"])


def test_a_module_switched_by_hand_makes_the_game_own_choice(app, screen):
    app.click(screen.type_row.buttons["modern"])
    app.click(screen.modules["blitz"])
    assert screen.game_type == "custom" and screen.type_row.buttons["custom"].is_selected
    assert set(screen.chosen_modules) == {"rates", "home", "news", "blitz"}
    setup = screen.setup(random.Random(2))
    assert setup.options["modules"] == ",".join(m for m in MODULES
                                                if m in {"rates", "home", "news", "blitz"})
    state = rules.new_game(setup.num_players, setup.seed, setup.options)
    assert state.to_dict()["mods"] == ["home", "rates", "blitz", "news"]


def test_every_module_switch_explains_itself_on_hover(screen):
    for module, button in screen.modules.items():
        assert button.tool_tip_text == f"speedtycoon_play.module_tip.{module}"


def test_a_person_alone_has_no_clock_by_default_people_together_two_minutes(app, screen):
    """Speed22: a new solo game had the 2-minute think time on; one person against the
    computers keeps nobody waiting. The shown think time follows the people at the table until
    one is chosen; a chosen one stays whoever sits down."""
    assert screen.people == 1 and screen.think_row.value == "none"
    assert screen.think_row.buttons["none"].is_selected
    assert options.think_seconds(screen.setup().options) is None
    app.click(screen.rows[1].kinds.buttons["human"])
    assert screen.people == 2 and screen.think_row.buttons["120"].is_selected
    assert options.think_seconds(screen.setup().options) == 120
    app.click(screen.rows[1].kinds.buttons["normal"])
    assert screen.think_row.buttons["none"].is_selected
    app.click(screen.think_row.buttons["60"])
    app.click(screen.rows[1].kinds.buttons["human"])
    app.click(screen.rows[1].kinds.buttons["easy"])
    assert options.think_seconds(screen.setup().options) == 60


def test_a_remembered_think_time_stays_whoever_plays(app):
    """A set-up played before keeps its clock: a solo game remembered with 2 minutes opens
    with 2 minutes, not the solo start's none."""
    from game.core.setup import GameSetup, Seat

    remember_setup(app, GameSetup("speedtycoon", 1, (Seat("human", "Anna", "red"),
                                                     Seat("computer", "B", "blue", "hard")),
                                  {"game_type": "classic", "think": "120"}))
    screen = SpeedtycoonNewGame(app)
    app.scenes.push(screen)
    app.run_frames(2)
    assert screen.people == 1 and screen.think_row.buttons["120"].is_selected
    assert screen.setup().options["think"] == "120"


def test_the_last_setup_is_remembered_per_profile(app, screen):
    app.click(screen.add_seat)
    app.click(screen.type_row.buttons["custom"])
    app.click(screen.modules["blitz"])
    app.click(screen.think_row.buttons["60"])
    remember_setup(app, screen.setup())
    app.scenes.pop()
    again = SpeedtycoonNewGame(app)
    app.scenes.push(again)
    app.run_frames(2)
    assert again.seats == 4 and again.think_row.value == "60"
    assert again.game_type == "custom" and again.modules["blitz"].is_selected



def test_a_hand_edited_last_setup_opens_with_the_defaults_of_the_entrys_option_table(app):
    from game.core.setup import GameSetup, Seat

    remember_setup(app, GameSetup("speedtycoon", 1, (Seat("human", "Anna", "red"),
                                                     Seat("computer", "B", "blue", "hard")),
                                  {"game_type": "blitz", "modules": "blitz,teleport",
                                   "think": "abc"}))
    screen = SpeedtycoonNewGame(app)
    app.scenes.push(screen)
    app.run_frames(2)
    assert screen.seats == 2 and screen.rows[1].choice.kind == "hard"
    assert screen.setup().options == {"game_type": "classic", "think": "none"}, \
        "a think time the table refuses is no choice: one person starts without a clock"

def _hover(app, monkeypatch, button) -> None:
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: button.get_abs_rect().center)
    app.run_frames(90)  # 1.5 s of hovering; the theme's delay is 1 s


@pytest.mark.parametrize("language", languages_of_game("speedtycoon"))
def test_a_module_explains_itself_on_hover_whether_on_or_off(app, screen, monkeypatch,
                                                           language):
    app.set_language(language)
    app.click(screen.type_row.buttons["modern"])
    for module in ("rates", "lobbyist"):  # on in Modern / off
        button = screen.modules[module]
        assert button.is_selected == (module == "rates")
        _hover(app, monkeypatch, button)
        key = f"speedtycoon_play.module_tip.{module}"
        assert button.tool_tip is not None
        assert tip_words(button.tool_tip) == keep_short_words(tr(key))
        assert tr(key) not in (key, tr(f"speedtycoon_play.module.{module}"))
        assert button.is_selected == (module == "rates"), "hovering changes no switch"


def test_start_opens_the_table_with_the_chosen_modules_and_remembers_them(app, screen):
    for row in screen.rows[1:3]:
        app.click(row.kinds.buttons["human"])
    app.click(screen.type_row.buttons["modern"])
    app.click(screen.modules["blitz"])
    app.click(screen.think_row.buttons["30"])
    app.click(screen.curtain.buttons["off"])
    app.click(screen.start)
    table = app.scenes.top
    assert isinstance(table, TableScene)
    assert set(table.match.state.to_dict()["mods"]) == {"rates", "home", "news", "blitz"}
    assert table.match.setup.options["think"] == "30"
    app.scenes.replace(SpeedtycoonNewGame(app))
    app.run_frames(2)
    again = app.scenes.top
    assert again.game_type == "custom" and again.think_row.value == "30"
    assert {m for m, b in again.modules.items() if b.is_selected} == {"rates", "home", "news",
                                                                      "blitz"}
    assert [c.kind for c in again.choices[:3]] == ["human"] * 3
