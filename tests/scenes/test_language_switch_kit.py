"""A language switch on every board speaks the new language at once and stays quick.

Quick: a switch took 0.2-1.8 s (the window froze after the click) because pygame-gui drew
again, at four times their size, rounded shapes too big for its cache (over 40,000 px): the
Tycoon board's nine wordless city hotspots (words unchanged, five states each) and the Profiles
card (rebuilt with the screen). Here no such shape is drawn by a switch, on any board or on
Profiles, and a widget whose words stay keeps its pictures (docs/languages.md, "A switch's
cost"). At once: no text of the old language is left on a widget, shown or hidden, nor among
the texts the board draws itself.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from pygame_gui.elements import UIButton, UILabel

from game.games import playable_games
from game.scenes.profiles_scene import ProfilesScene
from tests.support.boards import persons_board
from tests.support.drawn import texts_drawn_by
from tests.support.shapes import big_shapes_drawn

GAMES = [entry.id for entry in playable_games() if entry.id != "scratch"]
LOCALES = Path(__file__).resolve().parents[2] / "locales"
FRAMES_AFTER = 8  # a button's other states are drawn one per frame after the switch
WORD = re.compile(r"[A-Za-zÄÖÜäöüß]{4,}")
CYRILLIC = re.compile(r"[А-Яа-яЁё]")


def _values(tree) -> list[str]:
    if isinstance(tree, dict):
        return [text for value in tree.values() for text in _values(value)]
    return [tree] if isinstance(tree, str) else []


def _words(language: str) -> set[str]:
    texts = [text for path in LOCALES.glob(f"*.{language}.json")
             for text in _values(json.loads(path.read_text("utf-8")))]
    return {word.lower() for text in texts
            for word in WORD.findall(re.sub(r"%\{\w+\}", " ", text))}


def german_only_words() -> set[str]:
    """Words the German texts use and the English ones never do."""
    return _words("de") - _words("en")


def widget_texts(app) -> list[str]:
    """What every button and label has drawn on it now, hidden ones too (shown later)."""
    return [element.drawable_shape.theming.get("text") or ""
            for element in app.manager.get_sprite_group().sprites()
            if isinstance(element, UIButton | UILabel) and element.drawable_shape is not None]


def switch_seen(app, monkeypatch, language: str) -> list[str]:
    """Switch to `language` the way Settings does; every widget's text and every text the
    scenes draw in the frames after it."""
    drawn = texts_drawn_by(monkeypatch, lambda: (app.set_language(language),
                                                 app.run_frames(FRAMES_AFTER)))
    return [*widget_texts(app), *drawn]


@pytest.mark.parametrize("app_language", ["ru"])
@pytest.mark.parametrize("game", GAMES)
def test_a_switch_on_each_board_leaves_no_word_of_the_old_language(app, monkeypatch, game):
    persons_board(app, game)
    seen = switch_seen(app, monkeypatch, "de")
    assert [text for text in seen if CYRILLIC.search(text)] == []
    german = german_only_words()
    seen = switch_seen(app, monkeypatch, "en")
    assert [text for text in seen
            if any(word.lower() in german for word in WORD.findall(text))] == []


@pytest.mark.parametrize("game", GAMES)
def test_a_switch_on_each_board_draws_no_shape_too_big_for_the_cache(app, monkeypatch, game):
    persons_board(app, game)
    big = big_shapes_drawn(app, monkeypatch, lambda: (app.set_language("de"),
                                                 app.run_frames(FRAMES_AFTER)))
    assert big == []


def test_a_switch_on_profiles_draws_its_card_once(app, monkeypatch):
    app.scenes.push(ProfilesScene(app))
    app.run_frames(2)
    big = big_shapes_drawn(app, monkeypatch, lambda: (app.set_language("ru"),
                                                 app.run_frames(FRAMES_AFTER)))
    assert big == []


def test_a_widget_whose_words_stay_keeps_its_pictures(app):
    """A wordless button (a hotspot) is not drawn again; a labelled one says the new words."""
    wordless = UIButton((10, 10, 300, 200), "", manager=app.manager)
    labelled = UIButton((10, 220, 300, 60), "app.title.quit", manager=app.manager)
    app.run_frames(FRAMES_AFTER)
    before = {state: s.surface for state, s in wordless.drawable_shape.states.items()}
    app.set_language("de")
    app.run_frames(FRAMES_AFTER)
    after = {state: s.surface for state, s in wordless.drawable_shape.states.items()}
    assert all(after[state] is surface for state, surface in before.items())
    assert labelled.drawable_shape.theming["text"] == app.tr("app.title.quit") != "app.title.quit"
