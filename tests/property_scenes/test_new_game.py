"""The property games' new-game screen: the ruleset, 2-6 seats with at least one person, the
computer levels, auctions (Kraken Bay only), the time limit, the round limit and the turn
timer, and the profile's last set-up as the next start."""

from __future__ import annotations

import random

import pygame
import pytest

from game.core.i18n import set_language, tr
from game.games import game_entry
from game.property.bot.levels import STYLES
from game.property.scenes.new_game_scene import KrakenBayNewGame, MenedzherNewGame
from game.scenes.remembered_setup import remember_setup
from game.ui.text import keep_short_words
from tests.languages import PROPERTY_LANGUAGES
from tests.text_fit import tip_words


def _open(app, scene_class=KrakenBayNewGame):
    scene = app.scenes.push(scene_class(app))
    app.run_frames(2)
    return scene


def _state(setup):
    """The game the set-up starts, as the board builds it."""
    return game_entry(setup.game).new_game(setup.num_players, setup.seed, dict(setup.options))


@pytest.fixture
def screen(app):
    return _open(app)


def test_a_first_game_is_you_against_two_normal_computers_with_auctions_and_no_clocks(screen):
    """Every game's first set-up seats three (game/scenes/new_game.py FIRST_GAME_SEATS)."""
    setup = screen.setup(random.Random(1))
    assert setup.game == "kraken_bay"
    assert [s.kind for s in setup.seats] == ["human", "computer", "computer"]
    assert [s.level for s in setup.seats[1:]] == ["normal"] * 2
    assert len({s.colour for s in setup.seats}) == 3
    assert setup.options == {"auctions": True, "time_limit_min": 0, "round_cap": 0,
                             "turn_timer_s": 0}
    state = _state(setup)
    assert state.rsid == "kraken_bay" and state.auctions
    assert state.time_limit == 0 and state.turn_timer == 0 and state.round_cap == 0


def test_seats_go_from_two_to_six(app, screen):
    while screen.add_seat.visible:
        app.click(screen.add_seat)
    assert screen.seats == 6 and len(screen.setup().seats) == 6
    while screen.seats > 2:
        app.click(screen.rows[screen.seats - 1].remove)
    assert screen.seats == 2 and screen.rows[1].remove is None
    assert _state(screen.setup()).n == 2


def test_every_seat_offers_a_person_and_the_levels_the_property_computer_plays(screen):
    levels = game_entry("kraken_bay").levels
    assert levels and all(level in STYLES for level in levels)
    for row in screen.rows:
        assert tuple(row.kinds.buttons) == ("human", *levels)


def test_start_needs_at_least_one_person(app, screen):
    app.click(screen.rows[0].kinds.buttons["hard"])
    assert not screen.has_person and not screen.start.is_enabled
    app.click(screen.start)
    assert app.scenes.top is screen
    assert screen.hint.text == "property_play.new_game.need_person"
    app.click(screen.rows[2].kinds.buttons["human"])
    assert screen.has_person and screen.hint.text != "property_play.new_game.need_person"


def test_clocks_and_auctions_reach_the_game_the_screen_starts(app, screen):
    app.click(screen.auctions_row.buttons["off"])
    app.click(screen.time_limit_row.buttons["45"])
    app.click(screen.turn_timer_row.buttons["120"])
    app.click(screen.rows[1].kinds.buttons["hard"])
    setup = screen.setup(random.Random(2))
    assert setup.options == {"auctions": False, "time_limit_min": 45, "round_cap": 0,
                             "turn_timer_s": 120}
    assert setup.seats[1].level == "hard"
    state = _state(setup)
    assert not state.auctions and state.time_limit == 45 and state.turn_timer == 120


def test_menedzher_always_auctions_and_says_so(app, screen):
    app.click(screen.auctions_row.buttons["off"])
    app.click(screen.ruleset_row.buttons["menedzher"])
    assert screen.heading.text == "property_play.new_game.heading_menedzher"
    assert screen.auctions_always.visible
    assert not any(b.visible for b in screen.auctions_row.buttons.values())
    assert not set(screen.auctions_row.buttons.values()) & set(screen.ring.items)
    setup = screen.setup(random.Random(3))
    assert setup.game == "menedzher" and "auctions" not in setup.options
    state = _state(setup)
    assert state.rsid == "menedzher" and state.auctions
    app.click(screen.ruleset_row.buttons["kraken_bay"])
    assert not screen.auctions_always.visible
    assert screen.setup().options["auctions"] is False, "the switch kept its choice"


def test_the_last_setup_is_remembered_per_profile_and_game(app, screen):
    app.click(screen.add_seat)
    app.click(screen.add_seat)
    app.click(screen.rows[4].kinds.buttons["human"])
    app.click(screen.rows[1].kinds.buttons["easy"])
    app.click(screen.rows[0].colour)
    app.click(screen.time_limit_row.buttons["90"])
    app.click(screen.turn_timer_row.buttons["30"])
    app.click(screen.round_cap_row.buttons["40"])
    app.click(screen.auctions_row.buttons["off"])
    first = remember_setup(app, screen.setup(random.Random(4)))  # seat 1 as the profile
    app.scenes.pop()
    again = _open(app)
    assert again.seats == 5
    assert again.time_limit_row.value == "90" and again.turn_timer_row.value == "30"
    assert again.auctions_row.value == "off" and again.round_cap_row.value == "40"
    setup = again.setup(random.Random(4))
    assert setup.seats == first.seats and setup.options == first.options
    app.scenes.pop()
    other = _open(app, MenedzherNewGame)
    assert other.seats == 3 and other.time_limit_row.value == "60", \
        "«Менеджер» keeps its own last set-up (a first one: a 60-minute limit)"


def test_a_remembered_setup_the_rules_no_longer_offer_falls_back_to_the_defaults(app):
    from game.core.setup import GameSetup, Seat

    remember_setup(app, GameSetup("kraken_bay", 1, (Seat("human", "Anna", "red"),
                                                   Seat("computer", "B", "blue", "hard")),
                                  {"time_limit_min": 17, "turn_timer_s": True, "auctions": 3}))
    screen = _open(app)
    assert screen.seats == 2 and screen.rows[1].choice.kind == "hard"
    assert screen.setup().options == {"auctions": True, "time_limit_min": 0, "round_cap": 0,
                                      "turn_timer_s": 0}


def test_start_opens_the_board_of_the_chosen_ruleset_once_the_entry_has_one(app, screen):
    app.click(screen.ruleset_row.buttons["menedzher"])
    entry = game_entry("menedzher")
    if entry.board_scene is None:
        assert not screen.start.is_enabled
        app.step(0.05)
        assert screen.hint.text == "property_play.new_game.no_board"
        app.click(screen.start)
        assert app.scenes.top is screen
    else:
        app.click(screen.start)
        board = app.scenes.top
        assert isinstance(board, entry.board())
        assert board.match.setup.game == "menedzher"


def _hover(app, monkeypatch, button) -> None:
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: button.rect.center)
    app.run_frames(90)  # 1.5 s of hovering; the theme's delay is 1 s


@pytest.mark.parametrize("language", PROPERTY_LANGUAGES)
def test_the_other_ruleset_explains_itself_on_hover(app, screen, monkeypatch, language):
    app.set_language(language)
    for other, chosen in (("menedzher", "kraken_bay"), ("kraken_bay", "menedzher")):
        assert screen.ruleset_row.value == chosen
        button = screen.ruleset_row.buttons[other]
        _hover(app, monkeypatch, button)
        key = f"property_play.new_game.ruleset_{other}_tip"
        assert button.tool_tip is not None
        assert tip_words(button.tool_tip) == keep_short_words(tr(key))
        assert tr(key) != key
        app.click(button)
    set_language("en")


def test_the_entries_open_this_screen(app):
    assert game_entry("kraken_bay").new_game_class() is KrakenBayNewGame
    assert game_entry("menedzher").new_game_class() is MenedzherNewGame
    assert _open(app, MenedzherNewGame).ruleset_row.value == "menedzher"


def test_a_first_menedzher_game_has_a_sixty_minute_time_limit(app):
    """Issue 27: without a limit «Менеджер» games between computers ran past 900 rounds."""
    screen = _open(app, MenedzherNewGame)
    assert screen.time_limit_row.value == "60"
    setup = screen.setup(random.Random(2))
    assert setup.options["time_limit_min"] == 60 and _state(setup).time_limit == 60
