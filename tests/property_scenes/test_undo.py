"""Undo on the property boards (issue 30.2), both rulesets, through the board: U, Ctrl+Z or
the Undo button takes back the person's build (the house gone, the cash back); the dice are a
barrier (after a roll U takes nothing back and the button says why); with Settings' "Allow
undo" off there is no Undo button and U takes nothing back; U that takes nothing back says
why on the news line."""

from __future__ import annotations

import pygame
import pytest

from game.property.rules.actions import ROLL
from game.property.rules.rulesets import PROPERTY
from game.property.scenes.board_scene import LABEL_PAD
from tests.languages import PROPERTY_LANGUAGES
from tests.property_scenes.autoplay import Person, click_space, settle
from tests.property_scenes.conftest import setup_for
from tests.property_scenes.test_decisions import first_seat_starts, give

GAMES = ("kraken_bay", "menedzher")


def first_set_owned(board) -> int:
    """Seat 0 given the board's first set of places, so it may build there; the set's first
    place."""
    state = board.match.state
    places = next(members for members in state.rs.sets if state.rs.kind[members[0]] == PROPERTY)
    give(state, 0, *places)
    board.sync()
    return places[0]


def persons_board(app, open_board, game: str, allow_undo: bool = True):
    """The person's first turn, before the roll, with the first set of places theirs."""
    app.settings.undo_vs_computers = allow_undo
    board = open_board(setup_for(game, seed=first_seat_starts(game)))
    place = first_set_owned(board)
    assert board.person == 0
    return board, place


def build_one(app, board, place: int) -> None:
    click_space(app, board, place)
    app.click(board.control("build"))
    assert sum(board.match.state.level) == 1, "the house stands"


@pytest.mark.parametrize("game", GAMES)
def test_u_takes_the_house_back_and_the_cash_with_it(app, open_board, game):
    board, place = persons_board(app, open_board, game)
    state = board.match.state
    cash, lines = state.cash[0], len(board.game_log.book.lines)
    assert board.control("undo") is None or not board.offers("undo"), "nothing done yet"
    build_one(app, board, place)
    assert len(board.game_log.book.lines) > lines, "the log tells the build"
    assert board.control("undo") is not None and board.control("undo").is_enabled
    app.press_key(pygame.K_u, frames=2)
    state = board.match.state
    assert sum(state.level) == 0, "the house is gone"
    assert state.cash[0] == cash, "and its price is back"
    assert board.match.actions == []
    assert board.person == 0
    app.run_frames(1)
    assert len(board.game_log.book.lines) == lines, "and forgets it again"


def press_with(app, key: int, mod: int) -> None:
    """A key pressed with modifiers held (App.press_key presses it alone)."""
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(pygame.event.Event(kind, key=key, mod=mod, unicode="", scancode=0))
    app.run_frames(2)


@pytest.mark.parametrize("game", GAMES)
def test_ctrl_z_takes_the_house_back_as_on_the_other_boards(app, open_board, game):
    board, place = persons_board(app, open_board, game)
    cash = board.match.state.cash[0]
    build_one(app, board, place)
    press_with(app, pygame.K_z, pygame.KMOD_LALT)
    press_with(app, pygame.K_u, pygame.KMOD_LCTRL)
    assert sum(board.match.state.level) == 1, "Alt+Z and Ctrl+U are not undo"
    press_with(app, pygame.K_z, pygame.KMOD_LCTRL)
    assert sum(board.match.state.level) == 0, "the house is gone"
    assert board.match.state.cash[0] == cash and board.match.actions == []


@pytest.mark.parametrize("game", GAMES)
def test_u_takes_back_a_mortgage(app, open_board, game):
    board, place = persons_board(app, open_board, game)
    cash = board.match.state.cash[0]
    click_space(app, board, place)
    app.click(board.control("mortgage"))
    assert board.match.state.mort[place] and board.match.state.cash[0] > cash
    app.press_key(pygame.K_u, frames=2)
    assert not board.match.state.mort[place], "the place is free of its mortgage"
    assert board.match.state.cash[0] == cash


@pytest.mark.parametrize("language", PROPERTY_LANGUAGES)
def test_with_two_people_at_the_screen_there_is_no_undo(app, open_board, language):
    """Each move is seen by everyone there, so it stands (as on Speedtycoon's table), and U
    says so on the news line: it did nothing and said nothing while Settings showed "Allow
    undo: On" (play-test playtest23, Kraken Bay en, two people and Easy)."""
    app.settings.undo_vs_computers = True
    app.set_language(language)
    board = open_board(setup_for("kraken_bay", seed=first_seat_starts("kraken_bay", people=2),
                                 people=2, computers=0), curtain=False)
    build_one(app, board, first_set_owned(board))
    assert board.control("undo") is None
    app.press_key(pygame.K_u, frames=2)
    assert sum(board.match.state.level) == 1
    said = board.toast.text
    assert said == board.say("match.undo_refusal.hot_seat"), said
    assert "undo_refusal" not in said and "%{" not in said


@pytest.mark.parametrize("game", GAMES)
def test_the_undo_button_takes_back_too(app, open_board, game):
    board, place = persons_board(app, open_board, game)
    cash = board.match.state.cash[0]
    build_one(app, board, place)
    app.click(board.control("undo"))
    assert sum(board.match.state.level) == 0 and board.match.state.cash[0] == cash


@pytest.mark.parametrize("game", GAMES)
def test_after_the_dice_u_takes_nothing_back(app, open_board, game):
    board, place = persons_board(app, open_board, game)
    build_one(app, board, place)
    app.click(board.control("roll"))
    app.run_frames(10)
    assert board.match.actions[1] == ROLL
    assert board.person == 0, "the turn waits for End turn"
    moves, level = list(board.match.actions), sum(board.match.state.level)
    app.press_key(pygame.K_u, frames=2)
    assert board.match.actions == moves, "the roll (and the build before it) stand"
    assert sum(board.match.state.level) == level
    assert board.toast.text == board.say("match.undo_refusal.nothing"), "U says why"
    button = board.control("undo")
    assert button is not None and not button.is_enabled, "the Undo button is greyed"
    assert "roll" in board.specs["undo"].tip, "and says why on hover"


@pytest.mark.parametrize("game", GAMES)
def test_with_undo_off_no_button_and_u_says_it_is_off(app, open_board, game):
    board, place = persons_board(app, open_board, game, allow_undo=False)
    build_one(app, board, place)
    assert board.control("undo") is None, "no Undo button"
    app.press_key(pygame.K_u, frames=2)
    assert sum(board.match.state.level) == 1, "the house stands"
    assert len(board.match.actions) == 1
    assert board.toast.text == board.say("match.undo_refusal.off", setting=board.say(
        "app.settings.undo_vs_computers")), "U says why"


def panel_snapshots(board) -> list[tuple[frozenset, pygame.Rect, list[pygame.Rect]]]:
    """After every rebuild of the panel with an Undo button: which buttons it shows, Undo's
    place and the places of every other widget in sight (the panel's, the tabs, Menu); Undo's
    label must fit its place."""
    seen: list[tuple[frozenset, pygame.Rect, list[pygame.Rect]]] = []
    rebuild = board.sync

    def sync_and_look() -> None:
        rebuild()
        undo = board.control("undo")
        if undo is None:
            return
        others = [w.get_relative_rect() for w in [*board.widgets, *board.fixed]
                  if w is not undo and w.visible]
        rect = undo.get_relative_rect()
        assert undo.font.size(board.specs["undo"].text)[0] <= rect.w - LABEL_PAD, "label whole"
        seen.append((frozenset(board.controls), rect, others))

    board.sync = sync_and_look
    return seen


@pytest.mark.parametrize("language", PROPERTY_LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_undo_keeps_its_place_at_every_decision_and_nothing_covers_it(
        app, open_board, game, language):
    """A seeded game against two computers, played through the panel: whatever the decision
    shows (a Buy's three buttons, the jail's, a selected place's, an auction's), Undo sits in
    the same rectangle, its label whole, and no other button or entry reaches into it."""
    app.set_language(language)
    app.settings.undo_vs_computers = True
    board = open_board(setup_for(game, seed=4))
    seen = panel_snapshots(board)
    person = Person()
    for _ in range(60):
        settle(app, board)
        if app.scenes.top is not board:
            break
        person.act(app, board)
    kinds = set().union(*(shown for shown, _undo, _others in seen))
    assert {"roll", "buy", "decline", "trade", "end_turn"} <= kinds, "the usual decisions"
    assert len({tuple(undo) for _shown, undo, _others in seen}) == 1, "Undo never moves"
    for shown, undo, others in seen:
        assert not [rect for rect in others if rect.colliderect(undo)], sorted(shown)


def button_places(board) -> dict[str, pygame.Rect]:
    return {cid: button.get_relative_rect() for cid, button in board.controls.items()
            if cid != "undo"}


@pytest.mark.parametrize("game", GAMES)
def test_with_undo_off_every_button_keeps_its_place(app, open_board, game):
    """Play-test 7: with "Allow undo" off Build sat where Undo sits when it is on. Before the
    roll and with a place of a whole set selected, each button lies where it lies with Undo."""
    seen = []
    for allow in (True, False):
        board, place = persons_board(app, open_board, game, allow_undo=allow)
        before_roll = button_places(board)
        click_space(app, board, place)
        seen.append((before_roll, button_places(board), board.control("undo")))
    (roll_on, place_on, undo), (roll_off, place_off, no_undo) = seen
    assert undo is not None and no_undo is None
    assert "build" in place_on and "roll" in roll_on
    assert roll_off == roll_on and place_off == place_on
    undo_rect = undo.get_relative_rect()
    assert not [cid for cid, rect in place_off.items() if rect.colliderect(undo_rect)]


@pytest.mark.parametrize("game", GAMES)
def test_undo_switched_off_in_the_menu_takes_the_button_away_at_once(app, open_board, game):
    """Play-test 12: "Allow undo" switched off through Menu → Settings mid-turn left the
    Undo button on the panel until the next move; back on the board it is gone."""
    from game.scenes.settings_scene import SettingsScene

    board, place = persons_board(app, open_board, game)
    build_one(app, board, place)
    assert board.control("undo") is not None and board.control("undo").is_enabled
    board.open_menu()
    app.run_frames(1)
    menu = app.scenes.top
    app.click(menu.buttons["settings"])
    settings = app.scenes.top
    assert isinstance(settings, SettingsScene)
    app.click(settings.undo.buttons["off"])
    app.click(settings.done)
    app.click(menu.buttons["resume"])
    assert app.scenes.top is board
    assert board.control("undo") is None, "no Undo button once undo is off"
