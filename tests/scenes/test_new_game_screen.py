"""The shared new-game screen (game/scenes/new_game.py) offers what the game's registry entry
allows: its seat counts, its computer levels and its colours, and a remembered set-up only
while it still fits them."""

from __future__ import annotations

import dataclasses
import random

import pygame
import pytest

from game import games
from game.core.names import MAX_NAME_LENGTH
from game.core.setup import MAX_SEAT_NAME, GameSetup, Seat
from game.scenes.player_files import player_files
from game.scenes.remembered_setup import remember_setup
from game.tycoon.scenes.new_game_scene import NewGameScene
from game.ui.palette import DIM_TEXT
from tests.languages import languages_of_game
from tests.support.press import tab_to, type_text


def _open(app) -> NewGameScene:
    scene = app.scenes.push(NewGameScene(app))
    app.run_frames(2)
    return scene


@pytest.fixture
def three_seat_tycoon(monkeypatch):
    """Tycoon's entry as if it seated at most three, with two computer levels."""
    entry = dataclasses.replace(games.game_entry("tycoon"), max_players=3,
                                levels=("easy", "hard"))
    monkeypatch.setitem(games.GAMES, "tycoon", entry)
    return entry


def test_the_seat_rows_offer_a_person_and_the_entrys_levels(app):
    scene = _open(app)
    levels = games.game_entry("tycoon").levels
    assert [tuple(row.kinds.buttons) for row in scene.rows] == [("human", *levels)] * 4
    assert [row.choice.colour for row in scene.rows] == list(games.game_entry("tycoon").colours())


def test_the_entry_sets_how_many_seats_and_which_levels(app, three_seat_tycoon):
    scene = _open(app)
    assert len(scene.rows) == 3
    assert tuple(scene.rows[0].kinds.buttons) == ("human", "easy", "hard")
    app.click(scene.add_seat)
    assert scene.seats == 3 and not scene.add_seat.visible
    assert [s.level for s in scene.setup(random.Random(1)).seats] == [None, "hard", "hard"]
    assert len(scene.start_player.buttons) == 4, "at random or one of the three seats"


def test_a_remembered_setup_that_no_longer_fits_the_entry_is_left_for_the_defaults(
        app, three_seat_tycoon):
    seats = (Seat("human", "Anna", "red"), Seat("computer", "Blue (normal)", "blue", "normal"))
    remember_setup(app, GameSetup("tycoon", 5, seats, {"stops": "up_to", "start_player": 0}))
    scene = _open(app)
    assert [row.choice.kind for row in scene.rows[:2]] == ["human", "hard"]
    assert scene.stops.value == "exact"


def test_a_remembered_setup_with_one_colour_twice_is_left_for_the_defaults(app):
    seats = (Seat("human", "Anna", "red"), Seat("computer", "Red (easy)", "red", "easy"))
    remember_setup(app, GameSetup("tycoon", 5, seats, {"stops": "up_to", "start_player": 0}))
    scene = _open(app)
    assert [row.choice.colour for row in scene.rows[:2]] == ["red", "blue"]
    assert scene.setup().options["stops"] == "exact"


@pytest.mark.parametrize(("game", "language"), [
    (game, language) for game in ("tycoon", "speedtycoon", "kraken_bay", "menedzher")
    for language in languages_of_game(game)])
def test_every_text_of_the_new_game_screens_fits_its_widget(tmp_path, language, game):
    from game.app import App
    from tests.text_fit import clipped

    app = App.headless(tmp_path, language=language)
    try:
        scene = app.scenes.push(games.game_entry(game).new_game_class()(app))
        while scene.add_seat.visible:
            app.click(scene.add_seat)
        assert clipped(scene.container, 12) == []
    finally:
        app.close()


@pytest.mark.parametrize("game", ["tycoon", "speedtycoon", "kraken_bay", "menedzher"])
def test_whatever_is_clicked_the_screen_describes_a_game_the_rules_start(app, game):
    """Random presses on every widget but Back and Start (seeded): the set-up always fits the
    entry, and Start is offered exactly when the game may begin with a person."""
    scene = app.scenes.push(games.game_entry(game).new_game_class()(app))
    app.run_frames(2)
    rng = random.Random(game)
    for _ in range(60):
        app.click(rng.choice([w for w in scene.ring.items if w not in (scene.back, scene.start)]))
        setup = scene.setup(rng)
        entry = games.game_entry(setup.game)
        assert entry.min_players <= setup.num_players <= entry.max_players
        assert len({seat.colour for seat in setup.seats}) == setup.num_players
        assert all(seat.level in entry.levels for seat in setup.seats if seat.kind == "computer")
        if scene.needs_person:
            assert scene.has_person == any(seat.kind == "human" for seat in setup.seats)
            assert not scene.start.is_enabled or scene.has_person
        state = entry.new_game(setup.num_players, setup.seed, setup.options)
        assert state.num_players == setup.num_players


def test_the_first_game_names_the_first_profile_as_its_person_sits_at_the_table(app):
    """Issue 34 point 9: one person, one name — the name typed in the first seat."""
    files = player_files(app)
    assert files.current is None
    scene = _open(app)
    scene.rows[0].name.set_text("Mara")
    setup = scene.setup(random.Random(3))
    remember_setup(app, setup)
    assert files.current is not None
    assert files.current.name == setup.seats[0].name == "Mara"


@pytest.mark.parametrize("language", ["en", "de", "ru"])
def test_a_first_seat_left_at_its_default_name_sits_at_the_table_as_the_profile(app,
                                                                                language):
    """smallfix2: a first game begun with the first seat at "Игрок 1" named the profile
    "Игрок 1" (a seat's number, in one language, for a person), so the profile took its own
    default, «Игрок». The lead then saw the table say «Игрок 1» beside a profile «Игрок»
    (titleprof): the seat nobody named now carries the profile's name, in the game that
    opens and in the set-up the next screen starts from."""
    app.set_language(language)
    files = player_files(app)
    scene = _open(app)
    assert scene.rows[0].name.shown_text == app.tr("match.new_game.default_name", number=1)
    app.click(scene.start, frames=3)
    board = app.scenes.top
    assert board is not scene
    assert files.current.name == app.tr("profiles.ui.first_profile")
    assert board.match.setup.seats[0].name == files.current.name
    assert files.current.last_setup_for("tycoon").seats[0].name == files.current.name


def test_a_seat_left_at_its_default_name_carries_the_profiles_name(app):
    """Not only the first game: a person who empties the first seat's field (it then shows
    "Player 1") plays as the profile whose record the game counts in."""
    files = player_files(app)
    files.profiles.create("Anna", "en")
    seats = (Seat("human", "Player 1", "red"), Seat("human", "Player 2", "blue"))
    setup = remember_setup(app, GameSetup("tycoon", 5, seats,
                                          {"stops": "exact", "start_player": 0}))
    assert [seat.name for seat in setup.seats] == ["Anna", "Player 2"]


def test_a_first_person_named_at_the_table_gives_the_profile_that_name(app):
    seats = (Seat("human", "Mara", "red"), Seat("computer", "Blue (normal)", "blue", "normal"))
    remember_setup(app, GameSetup("tycoon", 5, seats, {"stops": "exact", "start_player": 0}))
    assert player_files(app).current.name == "Mara"


def test_a_seat_name_no_profile_may_have_leaves_the_first_profile_its_default_name(app):
    seats = (Seat("human", "\u200b", "red"), Seat("computer", "Blue (normal)", "blue", "normal"))
    remember_setup(app, GameSetup("tycoon", 5, seats, {"stops": "exact", "start_player": 0}))
    assert player_files(app).current.name == app.tr("profiles.ui.first_profile")


def test_the_longest_profile_name_stands_whole_in_the_first_seat(app):
    """A profile may be named with MAX_NAME_LENGTH characters ("Anastasia Voznesenskaya", 23);
    the seat's field took 20 and pygame-gui then refused the whole name: the first seat
    stood empty. The same holds for a remembered seat name of the longest a set-up allows."""
    name = "Anastasia Voznesenskaya!"
    assert len(name) == MAX_NAME_LENGTH == MAX_SEAT_NAME
    files = player_files(app)
    files.switch(files.profiles.create(name, "en").id)
    assert _open(app).rows[0].name.shown_text == name
    app.scenes.pop()
    seats = (Seat("human", "Bartholomew Featherstone", "red"),
             Seat("computer", "Blue (normal)", "blue", "normal"))
    remember_setup(app, GameSetup("tycoon", 5, seats, {"stops": "exact", "start_player": 0}))
    assert _open(app).rows[0].name.get_text() == "Bartholomew Featherstone"


def test_on_first_start_the_screen_asks_for_the_persons_name(app):
    """Issue 34 point 9: no profile is made silently; the screen says the first seat's name
    becomes the profile, and stops saying it once there is one."""
    scene = _open(app)
    assert scene.hint.text == "match.new_game.first_name"
    remember_setup(app, scene.setup(random.Random(3)))
    app.scenes.pop()
    assert _open(app).hint.text != "match.new_game.first_name"


def curtain_offered(scene) -> bool:
    """Whether the curtain's setting is in sight and in the Tab order (its label, both
    choices); asserts the three agree."""
    shown = {bool(w.visible) for w in (scene.curtain_label, *scene.curtain.buttons.values())}
    in_ring = {button in scene.ring.items for button in scene.curtain.buttons.values()}
    assert len(shown) == 1 and shown == in_ring, (shown, in_ring)
    return shown.pop()


@pytest.mark.parametrize("game", ["tycoon", "speedtycoon"])
def test_the_curtain_is_offered_only_while_two_seats_are_people(app, game):
    """With one person against computers the curtain never falls: the setting would do
    nothing, so it is not shown; it comes and goes at once with a second person's seat
    (made a person, back to a computer, added as a person, removed)."""
    scene = app.scenes.push(games.game_entry(game).new_game_class()(app))
    app.run_frames(2)
    assert scene.seats == 3 and scene.people == 1
    assert not curtain_offered(scene), "one person: no curtain setting"
    app.click(scene.rows[1].kinds.buttons["human"])
    assert curtain_offered(scene), "a second person: the curtain can be chosen"
    app.click(scene.curtain.buttons["off"])
    app.click(scene.rows[1].kinds.buttons[scene.offer.kinds[-1]])
    assert not curtain_offered(scene), "back to one person"
    app.click(scene.add_seat)
    app.click(scene.rows[3].kinds.buttons["human"])
    assert curtain_offered(scene), "an added seat made a person"
    assert scene.curtain.value == "off" and scene.curtain.buttons["off"].is_selected, \
        "the choice made before is kept"
    app.click(scene.rows[3].remove)
    assert scene.seats == 3 and not curtain_offered(scene), "its seat removed"


@pytest.mark.parametrize("game", ["tycoon", "speedtycoon"])
def test_a_seat_made_a_person_shows_the_name_the_game_will_give_them(app, game):
    """speedleft's play-test (en 1366x768): Blue, made a person, showed an empty name field,
    and the game called them "Player 2" at the table. The field shows that name, as the first
    seat shows "Player 1", until one is typed; a computer again shows its own."""
    scene = app.scenes.push(games.game_entry(game).new_game_class()(app))
    app.run_frames(2)
    app.click(scene.rows[1].kinds.buttons["human"])
    default = app.tr("match.new_game.default_name", number=2)
    assert scene.rows[1].name.shown_text == default
    assert scene.setup().seats[1].name == default, "the name at the table"
    app.click(scene.rows[1].kinds.buttons[scene.offer.kinds[-1]])
    assert scene.rows[1].name.shown_text == scene.setup().seats[1].name != default


def test_a_remembered_seat_left_at_its_default_name_takes_a_typed_name_whole(app):
    """The names a set-up remembers without anybody typing them (the first seat's profile
    name, which Start gave it; "Spieler 2" from a game set up in German) stand as hints, not
    text: clicking in and typing gives the typed name alone (newgame21); a typed name is
    text, to be edited."""
    seats = (Seat("human", "Anna", "red"), Seat("human", "Spieler 2", "blue"),
             Seat("human", "Cleo", "yellow"))
    remember_setup(app, GameSetup("tycoon", 5, seats, {"stops": "exact", "start_player": 0}))
    assert player_files(app).current.name == "Anna"
    scene = _open(app)
    assert [row.name.get_text() for row in scene.rows[:3]] == ["", "", "Cleo"]
    assert [row.name.shown_text for row in scene.rows[:2]] == ["Anna", "Player 2"]
    for row, name in zip(scene.rows, ("Ben", "Ada"), strict=False):
        app.click(row.name)
        type_text(app, name)
    assert [seat.name for seat in scene.setup().seats] == ["Ben", "Ada", "Cleo"]


def hint_drawn(field) -> bool:
    """Whether the field draws its words in the hint's grey and none in the typed text's
    colour (its rows of pixels, as the screen shows them)."""
    picture = field.image
    colours = {tuple(picture.get_at((x, y)))[:3] for x in range(picture.get_width())
               for y in range(picture.get_height())}
    return DIM_TEXT in colours and tuple(field.text_colour)[:3] not in colours


@pytest.mark.parametrize("game", ["tycoon", "speedtycoon", "kraken_bay", "menedzher"])
def test_a_name_typed_into_a_seat_by_click_or_tab_replaces_its_default_name(app, game):
    """newgame21: the name field held the seat's default name as text ("Player 2"), so a
    person who clicked in and typed "Ben" played as "Player 2Ben". The default now stands
    greyed in the empty field: a click or Tab into it and typing gives the typed name alone;
    a field left empty shows the default greyed again and the seat plays by it."""
    scene = app.scenes.push(games.game_entry(game).new_game_class()(app))
    app.run_frames(2)
    first, second, third = scene.rows[:3]
    app.click(first.name)
    type_text(app, "Ben")
    app.click(second.kinds.buttons["human"])
    app.click(second.name)
    type_text(app, "Ada")
    app.click(third.kinds.buttons["human"])
    tab_to(app, scene, third.name)
    type_text(app, "Mia")
    assert [seat.name for seat in scene.setup().seats] == ["Ben", "Ada", "Mia"]
    app.click(scene.add_seat)
    fourth = scene.rows[3]
    app.click(fourth.kinds.buttons["human"])
    assert hint_drawn(fourth.name), "the default name, greyed"
    app.click(fourth.name)
    assert not hint_drawn(fourth.name), "the field is empty while typed in"
    app.click(second.name)
    for _ in "Ada":
        app.press_key(pygame.K_BACKSPACE)
    app.press_key(pygame.K_TAB)
    assert hint_drawn(second.name), "emptied and left: the default name again"
    assert scene.setup().seats[1].name == app.tr("match.new_game.default_name", number=2)
