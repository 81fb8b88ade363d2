"""The Load list names the seats as their board does, in the reader's language: a save from an
English game lists its computers as «Синий (средний)» in Russian, a person's default "Player 3"
as «Игрок 3», and a typed name as typed; old saves (the golden files) list the same way.

And the row's title and players lines fit the room left of its buttons whatever the names: a
40-letter slot name, six seats of 24-letter names, in every language.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game.core.saves import SaveEntry, new_game_uid
from game.core.setup import GameSetup, Seat
from game.games import game_entry, playable_games
from game.scenes.load_lines import ELLIPSIS, shortened
from game.scenes.load_scene import LoadScene
from game.scenes.player_files import player_files

GOLDEN = Path(__file__).parents[1] / "core" / "golden"


def open_load(app) -> LoadScene:
    scene = app.scenes.push(LoadScene(app))
    app.run_frames(2)
    return scene


def row_label(widgets: list, name: str):
    return next(widget for widget in widgets if f"#{name}" in widget.object_ids)


def shown(app, label) -> str:
    """What a label says on screen: its key in the current language with its placeholders."""
    return app.tr(label.text, **(label.text_kwargs or {}))


def players_of_rows(app, scene: LoadScene) -> dict[str, str]:
    """Each listed save's game and its row's players line."""
    return {scene.listed[index].setup.game: shown(app, row_label(widgets, "row_line2"))
            for index, widgets in scene.rows.built.items()}


def store_of(app):
    files = player_files(app)
    files.profiles.create("Anna", "en")
    return files.saves()


@pytest.mark.parametrize("app_language", ["ru"])
def test_an_english_save_lists_russian_default_names_and_keeps_a_typed_one(app):
    """Every game's save made by an English screen: "Blue (normal)" and "Player 3" were listed
    as stored, in English, on a Russian Load screen."""
    store = store_of(app)
    for entry in playable_games():
        red, blue, *_ = entry.colours()
        seats = (Seat("human", "Jörg", red), Seat("computer", "Blue (normal)", blue, "normal"),
                 Seat("human", "Player 3", entry.colours()[2]))
        options = entry.options()
        store.autosave(GameSetup(entry.id, 1, seats, options), [],
                       entry.new_game(3, 1, options), game_uid=new_game_uid())
    rows = players_of_rows(app, open_load(app))
    assert set(rows) == {entry.id for entry in playable_games()}
    for game, line in rows.items():
        assert line == "Игроки: Jörg, Синий (средний), Игрок 3", game


@pytest.mark.parametrize("app_language", ["ru"])
def test_old_saves_list_with_their_default_names_in_the_readers_language(app):
    """The golden saves of older formats (an English table: "Player 1", "Blue (normal)",
    Tycoon's "Computer 1" of an old screen) still list, each seat named anew."""
    store = store_of(app)
    store.folder.mkdir(parents=True, exist_ok=True)
    for number, name in enumerate(("kraken_bay-v2.json", "tycoon-v1.json")):
        shutil.copyfile(GOLDEN / name, store.folder / f"slot-{number:012x}.json")
    rows = players_of_rows(app, open_load(app))
    assert rows == {
        "kraken_bay": "Игроки: Игрок 1, Синий (средний), Жёлтый (средний), Зелёный (средний)",
        "tycoon": "Игроки: Anna, Синий (средний), Jörg",
    }


#: 40 letters, the most a slot name may have, of the widest: wider than the row's room (40
#: capitals of ordinary words fit it: "MÖWENWETTKAMPF WOLGOGRAD WARSCHAU WMWMWM" is 543 px)
LONG_SLOT = "WWWWWW MMMMMM WWWWWW MMMMMM WWWWWW MMMMM"
LONG_WORD = "W" * 40
LONG_NAMES = ("Maximilian-Alexander von", "Александра Константинова", "Wolfgang Amadeus Mozart",
              "Bartholomäus Zwiebelmann", "Anna", "Christopher Montgomery")


@pytest.mark.parametrize("app_language", ["de", "en", "ru"])
@pytest.mark.parametrize("slot", [LONG_SLOT, LONG_WORD])
def test_a_long_slot_name_and_six_long_player_names_fit_the_row(app, slot, recwarn):
    """The longest slot name (40 letters, with spaces and without) and a six-seat table of
    24-letter names: the title ends in an ellipsis at a word end (within a word only when it
    has none), the players line shortens the long names and keeps every seat and the short
    name whole; both end before the Load button, nothing wider than its label."""
    store = store_of(app)
    entry = next(e for e in playable_games() if e.max_players >= 6)
    seats = tuple(Seat("human", name, colour)
                  for name, colour in zip(LONG_NAMES, entry.colours(), strict=True))
    options = entry.options()
    store.save_slot(slot, GameSetup(entry.id, 1, seats, options), [],
                    entry.new_game(6, 1, options), game_uid=new_game_uid())
    scene = open_load(app)
    [(index, widgets)] = scene.rows.built.items()
    assert isinstance(scene.listed[index], SaveEntry)
    title, players = row_label(widgets, "row_line0"), row_label(widgets, "row_line2")
    load = row_label(widgets, "row_load")
    for label in (title, players):
        assert label.rect.right < load.rect.left
        assert label.font.size(shown(app, label))[0] <= label.rect.width, shown(app, label)
    game = f"{app.tr(entry.name_key)} · "   # named whole before the save's name
    said = shown(app, title)
    assert said.startswith(game), said
    said = said[len(game):]
    assert len(slot) == 40 and title.font.size(slot)[0] > title.rect.width, "the test's case"
    assert said.endswith(ELLIPSIS) and slot.startswith(said[:-1]), said
    if " " in slot:
        assert slot[len(said) - 1] == " ", f"{said!r} ends at a word end"
    names = players.text_kwargs["players"].split(", ")
    assert len(names) == 6, names
    assert "Anna" in names, "a short name stays whole"
    assert any(name.endswith(ELLIPSIS) for name in names)
    for name, whole in zip(names, LONG_NAMES, strict=True):
        assert name == whole or whole.startswith(name[:-1]), (name, whole)
    assert not [w for w in recwarn if "too small for text" in str(w.message)]


def test_short_names_are_listed_whole(app):
    store = store_of(app)
    entry = next(iter(playable_games()))
    seats = (Seat("human", "Anna", entry.colours()[0]),
             Seat("human", "Ben", entry.colours()[1]))
    options = entry.options()
    store.save_slot("Evening", GameSetup(entry.id, 1, seats, options), [],
                    entry.new_game(2, 1, options), game_uid=new_game_uid())
    [widgets] = open_load(app).rows.built.values()
    assert shown(app, row_label(widgets, "row_line0")) == f"{app.tr(entry.name_key)} · Evening"
    assert shown(app, row_label(widgets, "row_line2")) == "Players: Anna, Ben"


def test_shortened_cuts_at_a_word_end_and_within_a_word_only_without_one():
    def fits(text: str) -> bool:
        return len(text) <= 12

    assert shortened("Summer evening game", fits) == "Summer…"
    assert shortened("Anna, Ben, Cleo", fits) == "Anna, Ben…", "no comma before the ellipsis"
    assert shortened("Donaudampfschiff", fits) == "Donaudampfs…"
    assert shortened("Short", fits) == "Short"


@pytest.mark.parametrize("app_language", ["ru"])
def test_a_seat_the_game_cannot_name_keeps_its_stored_name(app):
    """A hand-edited save's colour no screen knows: its seats listed as stored, the row not
    turned into a damaged one."""
    store = store_of(app)
    entry = game_entry("kraken_bay")
    seats = (Seat("human", "Anna", "red"), Seat("computer", "Teal (easy)", "teal", "easy"))
    options = entry.options()
    store.save_slot("Evening", GameSetup("kraken_bay", 1, seats, options), [],
                    entry.new_game(2, 1, options), game_uid=new_game_uid())
    rows = players_of_rows(app, open_load(app))
    assert rows == {"kraken_bay": "Игроки: Anna, Teal (easy)"}
