"""The Load screen opens whatever a hand edit put into a save (issue 13, defect 2)."""

from __future__ import annotations

import pytest

from game.scenes.load_scene import LoadScene
from game.scenes.player_files import player_files
from tests.core.test_hand_edits import HAND_EDITS, counting, edit, saved  # noqa: F401


@pytest.fixture
def saves(app):
    files = player_files(app)
    files.profiles.create("Anna", "en")
    return files.saves()


def test_load_opens_with_every_kind_of_hand_edit_and_each_can_be_deleted(app, saves):
    good = saved(saves, "Good")
    damaged = []
    for change, _ in HAND_EDITS.values():
        bad = saved(saves, "Bad")
        edit(bad.path, change)
        damaged.append(bad.path)
    scene = app.scenes.push(LoadScene(app))
    app.run_frames(2)
    assert [entry.path for entry in scene.load_buttons.values()] == [good.path]
    scene.scroller.vert_scroll_bar.set_scroll_from_start_percentage(1.0)
    app.run_frames(3)
    damaged_row = next(b for b, (path, _) in scene.delete_buttons.items()
                       if path in damaged and scene.scroller.rect.contains(b.rect))
    app.click(damaged_row)
    app.click(app.scenes.top.buttons["confirm"])
    assert sum(path.exists() for path in damaged) == len(damaged) - 1
    assert damaged_row not in scene.delete_buttons
