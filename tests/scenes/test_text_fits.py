"""No clipped text: every label and button of the foundation's screens fits its text, in every
language of the app (German words run long, Russian ones longer still)."""

from __future__ import annotations

import pytest

from game.app import App
from game.core.i18n import LANGUAGES
from game.scenes.error import ErrorScene
from game.scenes.notice import NoticeScene
from game.scenes.quit_confirm import QuitConfirmScene
from game.scenes.settings_scene import SettingsScene
from tests.text_fit import clipped

SIDE_ROOM = 12  # pixels a text needs beside it so it does not touch the border

SCENES = {
    "title": None,
    "settings": SettingsScene,
    "quit": QuitConfirmScene,
    "notice": lambda app: NoticeScene(app, "app.notice.settings_title",
                                      "app.notice.settings_stuck", {"path": "x"}),
    "error": lambda app: ErrorScene(app, RuntimeError("x")),
}


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("scene", list(SCENES))
def test_every_text_fits_its_widget(tmp_path, language, scene):
    app = App.headless(tmp_path, language=language)
    try:
        if SCENES[scene] is not None:
            app.scenes.push(SCENES[scene](app))
        app.run_frames(1)
        too_wide = clipped(app.scenes.top.container, SIDE_ROOM)
        assert too_wide == []
    finally:
        app.close()
