"""Every game's guided lesson (opened from its book, as a newcomer does) calls the person what
the new-game screen then calls them, and a lesson's Menu promises no save (playtest
howtoleft: the lessons said "You are Anna", "Newcomer" and "You", the new-game screen then
"Player 1"; the property lesson's greyed Menu said "(the game is saved)")."""

from __future__ import annotations

import pytest
from pygame_gui.core.utility import translate

from game.core import i18n
from game.games import playable_games
from game.scenes.player_files import player_files

GAMES = [entry for entry in playable_games() if entry.howto_scene and entry.id != "scratch"]


def open_lesson(app, entry):
    app.settings.animation_speed = "instant"
    book = app.scenes.push(entry.howto_class()(app))
    app.run_frames(1)
    app.click(book.guided, frames=2)
    assert app.scenes.top is not book
    return app.scenes.top


def lesson_name(lesson) -> str:
    """The name the lesson's board shows for the person (seat 0)."""
    if hasattr(lesson, "seat_name"):
        return lesson.seat_name(0)
    return lesson.seats[0].name  # Tycoon's lesson draws its own board view


def first_seat_name(app, entry) -> str:
    screen = app.scenes.push(entry.new_game_class()(app))
    app.run_frames(1)
    name = screen.rows[0].name.shown_text
    app.scenes.pop()
    app.run_frames(1)
    return name


def lesson_menu(lesson):
    """The Menu button the lesson's board shows, or None (Tycoon's lesson has none)."""
    menu = getattr(lesson, "menu", None)
    return menu if menu is not None else getattr(lesson, "buttons", {}).get("menu")


def test_the_games_are_all_here():
    assert {"tycoon", "speedtycoon", "kraken_bay", "menedzher"} <= {e.id for e in GAMES}


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
@pytest.mark.parametrize("entry", GAMES, ids=lambda entry: entry.id)
def test_without_a_profile_every_lesson_names_you_as_the_new_game_screen_will(app, entry,
                                                                             lang):
    app.set_language(lang)
    assert player_files(app).current is None
    lesson = open_lesson(app, entry)
    assert lesson_name(lesson) == first_seat_name(app, entry) == \
        i18n.translate("match.new_game.default_name", lang, number=1)


@pytest.mark.parametrize("entry", GAMES, ids=lambda entry: entry.id)
def test_with_a_profile_every_lesson_names_you_by_it(app, entry):
    files = player_files(app)
    files.profiles.create("Mira", "en")
    assert files.current is not None and files.current.name == "Mira"
    lesson = open_lesson(app, entry)
    assert lesson_name(lesson) == first_seat_name(app, entry) == "Mira"


@pytest.mark.parametrize("entry", GAMES, ids=lambda entry: entry.id)
def test_a_language_switch_renames_you_in_the_lesson(app, entry):
    lesson = open_lesson(app, entry)
    app.set_language("ru")
    app.run_frames(1)
    assert lesson_name(lesson) == i18n.translate("match.new_game.default_name", "ru", number=1)


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
@pytest.mark.parametrize("entry", GAMES, ids=lambda entry: entry.id)
def test_a_lessons_menu_promises_no_save(app, entry, lang):
    app.set_language(lang)
    lesson = open_lesson(app, entry)
    menu = lesson_menu(lesson)
    if menu is None:
        assert entry.id == "tycoon", "only Tycoon's lesson draws no Menu"
        return
    tip = translate(menu.tool_tip_text)
    assert tip != translate("match.board.menu_tip"), tip
    assert translate("app.howto.leave") in tip, "the tip names the way out of the lesson"


@pytest.mark.parametrize("entry", GAMES, ids=lambda entry: entry.id)
def test_a_lessons_menu_is_greyed_and_a_click_keeps_the_lesson(app, entry):
    """One behaviour in every lesson (playtest lessonleft: greyed in the property lesson,
    Speedtycoon's left the lesson at once): greyed, its tip names the way out."""
    lesson = open_lesson(app, entry)
    menu = lesson_menu(lesson)
    if menu is None:
        assert entry.id == "tycoon", "only Tycoon's lesson draws no Menu"
        return
    assert menu.visible and not menu.is_enabled
    app.click(menu, frames=2)
    assert app.scenes.top is lesson, "a click on the greyed Menu leaves nothing"


#: Where a board's Hint button takes its label and tip ("<prefix>.hint", "<prefix>.hint_tip").
HINT_KEYS = ("property_board.button", "speedtycoon_play.table")


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
@pytest.mark.parametrize("entry", GAMES, ids=lambda entry: entry.id)
def test_a_lessons_hint_promises_no_record(app, entry, lang):
    """A lesson keeps no record (playtest lessonleft: the property lesson's greyed Hint said
    hints "are counted in your record")."""
    app.set_language(lang)
    lesson = open_lesson(app, entry)
    labels = {translate(f"{game}.hint") for game in HINT_KEYS}  # Speedtycoon's de: "Rat"
    hints = [element for element in lesson_buttons(lesson) if element.visible and
             translate(element.text or "") in labels]
    if entry.id in ("kraken_bay", "menedzher"):
        assert hints, "the property lesson shows its greyed Hint"
    for hint in hints:
        tip = translate(hint.tool_tip_text)
        assert tip not in {translate(f"{game}.hint_tip") for game in HINT_KEYS}, tip
        assert tip == i18n.translate("match.board.hint_tip_lesson", lang)


def lesson_buttons(lesson) -> list:
    """Every button the lesson's board shows (fixed row, the panel's, Speedtycoon's row)."""
    out = list(getattr(lesson, "fixed", ()))
    out += list(getattr(lesson, "controls", {}).values())
    out += list(getattr(lesson, "buttons", {}).values())
    return out
