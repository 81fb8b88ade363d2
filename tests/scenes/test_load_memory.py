"""The Load screen stays quick and small however many saves there are and however often it is
opened (issue 13, defect 1)."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from pygame_gui.core.ui_appearance_theme import UIAppearanceTheme

from game.core.saves import new_game_uid
from game.scenes.load_scene import LoadScene
from tests.core import counting_game
from tests.scenes.test_load_scene import SETUP

pytestmark = pytest.mark.usefixtures("counting")


def resident_mb() -> float:
    statm = Path("/proc/self/statm")
    if not statm.exists():
        pytest.skip("resident memory is read from /proc")
    return int(statm.read_text().split()[1]) * 4096 / 2**20


def many_saves(saves, count: int) -> list[str]:
    """`count` named saves, written directly (no fsync each), "Save 0" the oldest."""
    state = counting_game.new_game(2, SETUP.seed, {})
    first = saves.save_slot("Save 0", SETUP, [], state, game_uid=new_game_uid())
    data = json.loads(first.path.read_text("utf-8"))
    start = datetime(2026, 1, 1, tzinfo=UTC)
    for number in range(count):
        data["meta"]["name"] = f"Save {number}"
        data["meta"]["saved_at"] = (start + timedelta(minutes=number)).isoformat()
        path = first.path if number == 0 else saves.folder / f"slot-{number:012x}.json"
        path.write_text(json.dumps(data), "utf-8")
    return [f"Save {number}" for number in range(count)]


def visit(app) -> LoadScene:
    scene = app.scenes.push(LoadScene(app))
    app.run_frames(2)
    app.scenes.pop()
    app.run_frames(2)
    return scene


def test_visits_to_load_with_a_new_autosave_each_leave_the_app_no_bigger(app, saves):
    many_saves(saves, 6)
    state = counting_game.new_game(2, SETUP.seed, {})
    for _ in range(2):
        saves.autosave(SETUP, [], state, game_uid=new_game_uid())
        visit(app)
    before = resident_mb()
    for _ in range(6):
        saves.autosave(SETUP, [], state, game_uid=new_game_uid())
        visit(app)
    assert resident_mb() - before < 15


def test_load_with_200_saves_builds_the_rows_in_view_and_scrolls_to_the_last(app, saves):
    names = many_saves(saves, 200)
    scene = app.scenes.push(LoadScene(app))
    app.run_frames(2)
    assert len(scene.load_buttons) <= 10
    shown = {entry.meta.name for entry in scene.load_buttons.values()}
    assert "Save 199" in shown  # newest first
    scene.scroller.vert_scroll_bar.set_scroll_from_start_percentage(1.0)  # dragged down
    app.run_frames(3)
    shown = {entry.meta.name for entry in scene.load_buttons.values()}
    assert len(scene.load_buttons) <= 10
    assert names[0] in shown
    app.click(next(b for b, e in scene.load_buttons.items() if e.meta.name == names[0]),
              frames=3)
    assert isinstance(app.scenes.top, counting_game.Board)


def test_every_load_widget_is_themed_exactly_as_pygame_gui_themes_it(app, saves):
    many_saves(saves, 3)
    app.scenes.push(LoadScene(app))
    app.run_frames(2)
    theme = app.manager.get_theme()
    elements = [e for e in app.manager.get_sprite_group().sprites() if e.element_ids]
    assert len(elements) > 20
    for element in elements:
        ids = (element.element_base_ids, element.element_ids, element.class_ids,
               element.object_ids)
        ours = theme.build_all_combined_ids(*ids)
        library = UIAppearanceTheme.build_all_combined_ids(theme, *ids)
        assert ours[0] == library[0]
        assert theme.get_font_info(ours) == theme.get_font_info(library)
        for colour in ("normal_bg", "dark_bg", "normal_text", "normal_border", "hovered_bg"):
            assert theme.get_colour_or_gradient(colour, ours) == \
                theme.get_colour_or_gradient(colour, library)
        for misc in ("shape", "shape_corner_radius", "border_width", "text_horiz_alignment",
                     "tool_tip_delay", "padding"):
            assert _misc(theme, misc, ours) == _misc(theme, misc, library)


def _misc(theme, name, ids):
    try:
        return theme.get_misc_data(name, ids)
    except LookupError:
        return None


def test_a_save_whose_row_cannot_be_drawn_is_listed_as_damaged_and_can_be_deleted(
        app, saves, monkeypatch):
    many_saves(saves, 2)
    from game.scenes import load_scene

    drawn = load_scene.entry_names

    def players(app, entry):
        if entry.meta.name == "Save 1":
            raise OverflowError("date value out of range")
        return drawn(app, entry)

    monkeypatch.setattr(load_scene, "entry_names", players)
    scene = app.scenes.push(LoadScene(app))
    app.run_frames(2)
    [good] = scene.load_buttons.values()
    assert good.meta.name == "Save 0"
    [(delete, (path, what))] = [(b, v) for b, v in scene.delete_buttons.items()
                                if v[0] != good.path]
    assert what == path.name
    app.click(delete)
    app.click(app.scenes.top.buttons["confirm"])
    assert not path.exists()
    assert [e.meta.name for e in scene.load_buttons.values()] == ["Save 0"]
