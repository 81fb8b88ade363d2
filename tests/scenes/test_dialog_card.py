"""A dialog opens without pygame-gui drawing its rounded card, and its contents stay put.

Opening Settings cost ~200 ms of CPU, Profiles 300-400 ms, a notice 30-60 ms: pygame-gui drew
each card at four times its size and caches no shape that large. The card is now one kept
picture (`game/scenes/card.py`). A first try at that moved every dialog's contents by 2 px
(the see-through panel had no border inset), so every widget of Settings, Profiles, a notice
and the game menu is pinned where pygame-gui's own panel put it (tests/data/dialog_places.json,
written by `python -m tests.scenes.test_dialog_card` on main at c203ef5e).
"""

from __future__ import annotations

import json
import tempfile
from collections.abc import Callable
from pathlib import Path

import pytest

from game.scenes.card import CARDS_KEPT, CardLook, card_picture
from game.scenes.game_menu import game_menu
from game.scenes.notice import NoticeScene
from game.scenes.profiles_scene import ProfilesScene
from game.scenes.settings_scene import SettingsScene
from tests.support.shapes import big_shapes_drawn

PLACES = Path(__file__).resolve().parents[1] / "data" / "dialog_places.json"
DIALOGS: dict[str, Callable] = {
    "settings": SettingsScene,
    "profiles": ProfilesScene,
    "notice": lambda app: NoticeScene(app, "saves.ui.heading", "saves.ui.none"),
    "game menu": lambda app: game_menu(app, lambda: None, lambda: None, lambda: None,
                                       lambda: None),
}


def widget_places(app, dialog: str) -> list[list]:
    """Every widget of `dialog`, opened over the title: its ids and its place on the canvas
    ([x, y, width, height]), sorted."""
    app.scenes.push(DIALOGS[dialog](app))
    app.run_frames(2)
    own = f"#scene_{type(app.scenes.top).__name__.lower()}"
    return sorted([" ".join(map(str, element.object_ids)), list(element.rect)]
                  for element in app.manager.get_sprite_group().sprites()
                  if element.object_ids[0] == own)


@pytest.mark.parametrize("dialog", DIALOGS)
def test_a_dialog_s_widgets_are_where_they_were(app, dialog):
    assert widget_places(app, dialog) == json.loads(PLACES.read_text("utf-8"))[dialog]


@pytest.mark.parametrize("dialog", DIALOGS)
def test_opening_a_dialog_draws_no_shape_too_big_for_the_cache(app, monkeypatch, dialog):
    big = big_shapes_drawn(app, monkeypatch, lambda: (app.scenes.push(DIALOGS[dialog](app)),
                                                      app.run_frames(10)))
    assert big == []


def test_the_kept_card_pictures_are_few():
    """A dialog whose height follows its contents makes a new size now and then; a large
    picture is ~3 MB, so only the newest few are kept (the oldest is drawn again)."""
    look = CardLook((20, 34, 56, 242), (184, 138, 58, 255), 16, 2)
    first = card_picture((100, 60), look)
    assert card_picture((100, 60), look) is first
    for height in range(61, 61 + CARDS_KEPT):
        card_picture((100, height), look)
    assert card_picture((100, 60), look) is not first


def write_places() -> None:
    """The pinned places, as the checked-out code puts them (run on the build to pin)."""
    from game.app import App

    places = {}
    for dialog in DIALOGS:
        app = App.headless(Path(tempfile.mkdtemp(prefix="dialog-places-")), language="en")
        app.run_frames(1)
        places[dialog] = widget_places(app, dialog)
        app.close()
    PLACES.write_text(json.dumps(places, ensure_ascii=False, indent=1) + "\n", "utf-8")


if __name__ == "__main__":
    write_places()
