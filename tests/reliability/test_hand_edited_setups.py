"""A save whose set-up was edited by hand (an option, a seat colour) is refused by its game's
entry before a board ever draws it, in all four games (issue 33, point 1): the player reads
the "damaged save" message naming the entry, the file stays as it was, nothing crashes.

Before the entries declared their option tables and seat colours, a Speedtycoon save with
think "abc" opened and crashed the table on its first frame, and a colour outside the palette
crashed every new board with a KeyError.
"""

from __future__ import annotations

import json
import random

import pytest

from game.core.paths import UserPaths
from game.core.save_format import SaveError
from game.core.saves import SaveStore, new_game_uid
from game.core.setup import GameSetup, Seat
from game.games import game_entry, playable_games
from game.scenes.error import ErrorScene
from game.scenes.load_scene import ContinueScene, LoadScene
from game.scenes.notice import NoticeScene
from game.scenes.player_files import player_files
from tests.core.messages import assert_names_file

PROFILE = "0123456789ab"
MOVES = 6


def a_game(game_id: str, seats: int = 3):
    """A real game of `game_id` a few seeded moves in: the set-up a new-game screen would make
    (the entry's colours in order, the table's defaults)."""
    entry = game_entry(game_id)
    colours = entry.colours()
    people = (Seat("human", "Anna", colours[0]),
              *(Seat("computer", f"Robo {i}", colours[i], entry.levels[0])
                for i in range(1, seats)))
    setup = GameSetup(game=game_id, seed=11, seats=people,
                      options=entry.remembered_options({}, seats))
    state = entry.start(setup)
    rng = random.Random(3)
    actions = []
    for _ in range(MOVES):
        legal = state.legal_actions()
        if state.is_terminal() or not legal:
            break
        actions.append(rng.choice(legal))
        state.apply(actions[-1])
    return setup, actions, state


def option(name, value):
    return lambda data: data["setup"]["options"].__setitem__(name, value)


def colour(seat, value):
    return lambda data: data["setup"]["seats"][seat].__setitem__("colour", value)


def same_colour_as_first(data):
    data["setup"]["seats"][2]["colour"] = data["setup"]["seats"][0]["colour"]


OPTION_EDITS = {
    "tycoon": {
        "stops not a known rule": (option("stops", "sometimes"), "stops"),
        "start_player past the last seat": (option("start_player", 3), "start_player"),
        "start_player true": (option("start_player", True), "start_player"),
        "rules_version from the future": (option("rules_version", 3), "rules_version"),
        "an option no version had": (option("speed", 2), "speed"),
    },
    "speedtycoon": {
        "think abc": (option("think", "abc"), "think"),
        "think 5,000 digits": (option("think", "5" * 5000), "think"),
        "think a number": (option("think", 60), "think"),
        "game_type unknown": (option("game_type", "blitz"), "game_type"),
        "a module that does not exist": (option("modules", "blitz,teleport"), "modules"),
    },
    "kraken_bay": {
        "auctions yes": (option("auctions", "yes"), "auctions"),
        "time limit 31 minutes": (option("time_limit_min", 31), "time_limit_min"),
        "time limit 30.0": (option("time_limit_min", 30.0), "time_limit_min"),
        "turn timer true": (option("turn_timer_s", True), "turn_timer_s"),
        "round cap below zero": (option("round_cap", -1), "round_cap"),
        "the other ruleset": (option("ruleset", "menedzher"), "ruleset"),
    },
    "menedzher": {
        "time limit as text": (option("time_limit_min", "30"), "time_limit_min"),
        "turn timer 45 s": (option("turn_timer_s", 45), "turn_timer_s"),
        "the other ruleset": (option("ruleset", "kraken_bay"), "ruleset"),
        "an unreadable option name": (option("\u200b", 1), None),
    },
}
COLOUR_EDITS = {
    "a colour outside the palette": (colour(1, "chartreuse"), "setup/seats/1/colour"),
    "two seats of one colour": (same_colour_as_first, "setup/seats/2/colour"),
}
CASES = [(game, case, change, f"setup/options/{name}" if name else "setup/options")
         for game, edits in OPTION_EDITS.items() for case, (change, name) in edits.items()]
CASES += [(game, case, change, field) for game in OPTION_EDITS
          for case, (change, field) in COLOUR_EDITS.items()]
CASES += [("tycoon", "a house colour Tycoon has no plane for", colour(1, "purple"),
           "setup/seats/1/colour")]


def edit(path, change):
    data = json.loads(path.read_text("utf-8"))
    change(data)
    path.write_text(json.dumps(data), "utf-8")


@pytest.fixture
def store(tmp_path):
    return SaveStore(UserPaths.under(tmp_path), PROFILE, games=game_entry)


def test_every_game_declares_its_options_and_seat_colours_and_its_own_set_ups_pass():
    assert {entry.id for entry in playable_games()} == set(OPTION_EDITS)
    for entry in playable_games():
        assert entry.option_table is not None, entry.id
        assert len(set(entry.colours())) >= entry.max_players, entry.id
        for seats in (entry.min_players, entry.max_players):
            defaults = entry.remembered_options({}, seats)
            assert entry.option_problem(defaults, seats) is None, entry.id
            assert entry.option_problem({**defaults, **entry.fixed_options}, seats) is None
            if entry.rules_version_option:  # a save of older rules replays under them
                for version in range(1, entry.rules_version + 1):
                    assert entry.option_problem({entry.rules_version_option: version},
                                                seats) is None, (entry.id, version)


@pytest.mark.parametrize(("game", "case", "change", "field"), CASES,
                         ids=[f"{game}: {case}" for game, case, *_ in CASES])
def test_a_hand_edited_set_up_is_refused_by_name_and_the_file_stays(store, game, case, change,
                                                                    field):
    setup, actions, state = a_game(game)
    uid = new_game_uid()
    good = store.save_slot("Good", setup, actions, state, game_uid=uid)
    bad = store.save_slot("Edited", setup, actions, state, game_uid=uid)
    edit(bad.path, change)
    before = bad.path.read_bytes()
    with pytest.raises(SaveError) as refused:
        store.load(bad.path)
    assert (refused.value.key, refused.value.params["field"]) == ("saves.error.bad_field", field)
    assert_names_file(refused.value, bad.path.name)
    assert bad.path.read_bytes() == before
    assert [str(a) for a in store.load(good.path).actions] == [str(a) for a in actions]


@pytest.fixture
def app_saves(app):
    files = player_files(app)
    files.profiles.create("Anna", "en")
    return files.saves()


def refused_on_screen(app, path, field):
    """The player reads the damaged-save notice naming the file and the entry; no board, no
    error screen, no traceback in the log."""
    notice = app.scenes.top
    assert isinstance(notice, NoticeScene)
    assert (notice.body, notice.params["file"], notice.params["field"]) == \
        ("saves.error.bad_field", path.name, field)
    assert not any(isinstance(scene, ErrorScene) for scene in app.scenes.visible())
    assert "Traceback" not in app.paths.log_file.read_text("utf-8")


@pytest.mark.parametrize("game", sorted(OPTION_EDITS))
@pytest.mark.parametrize("edited", ["option", "colour"])
def test_continue_on_a_hand_edited_autosave_says_why_and_keeps_the_file(app, app_saves, game,
                                                                         edited):
    first_case = next(iter(OPTION_EDITS[game]))
    change, name = OPTION_EDITS[game][first_case]
    field = f"setup/options/{name}"
    if edited == "colour":
        change, field = COLOUR_EDITS["a colour outside the palette"]
    setup, actions, state = a_game(game)
    saved = app_saves.autosave(setup, actions, state, game_uid=new_game_uid())
    edit(saved.path, change)
    before = saved.path.read_bytes()
    app.scenes.push(ContinueScene(app))
    app.run_frames(3)
    refused_on_screen(app, saved.path, field)
    assert saved.path.read_bytes() == before


def test_loading_a_hand_edited_think_time_from_the_list_says_why_and_the_others_load(
        app, app_saves):
    setup, actions, state = a_game("speedtycoon")
    good = app_saves.save_slot("Good", setup, actions, state, game_uid=new_game_uid())
    bad = app_saves.save_slot("Edited", setup, actions, state, game_uid=new_game_uid())
    edit(bad.path, option("think", "abc"))
    before = bad.path.read_bytes()
    scene = app.scenes.push(LoadScene(app))
    app.run_frames(2)
    app.click(next(b for b, e in scene.load_buttons.items() if e.path == bad.path), frames=3)
    refused_on_screen(app, bad.path, "setup/options/think")
    app.click(app.scenes.top.ok, frames=2)
    assert [e.path for e in scene.load_buttons.values()] == [good.path]
    assert bad.path.read_bytes() == before
