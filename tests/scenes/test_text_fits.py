"""No clipped text: every label and button of the foundation's screens fits its text, in both
languages (German words run long)."""

from __future__ import annotations

import pytest
from pygame_gui.core.utility import translate
from pygame_gui.elements import UIButton, UILabel

from game.app import App
from game.scenes.error import ErrorScene
from game.scenes.notice import NoticeScene
from game.scenes.quit_confirm import QuitConfirmScene
from game.scenes.settings_scene import SettingsScene

SIDE_ROOM = 12  # pixels a text needs beside it so it does not touch the border

SCENES = {
    "title": None,
    "settings": SettingsScene,
    "quit": QuitConfirmScene,
    "notice": lambda app: NoticeScene(app, "app.notice.settings_title",
                                      "app.notice.settings_stuck", {"path": "x"}),
    "error": lambda app: ErrorScene(app, RuntimeError("x")),
}


def texts_of(container):
    """Every label and button in `container`, panels included."""
    seen: dict[int, object] = {}
    pending = [container]
    while pending:
        for element in pending.pop().elements:
            if id(element) in seen:
                continue
            seen[id(element)] = element
            inner = getattr(element, "get_container", None)
            if inner is not None and inner() is not element:
                pending.append(inner())
    return [e for e in seen.values() if isinstance(e, (UIButton, UILabel)) and e.text]


@pytest.mark.parametrize("language", ["de", "en"])
@pytest.mark.parametrize("scene", list(SCENES))
def test_every_text_fits_its_widget(tmp_path, language, scene):
    app = App.headless(tmp_path, language=language)
    try:
        if SCENES[scene] is not None:
            app.scenes.push(SCENES[scene](app))
        app.run_frames(1)
        too_wide = []
        for element in texts_of(app.scenes.top.container):
            text = translate(element.text, **element.text_kwargs)
            width, height = element.font.size(text)
            if width + SIDE_ROOM > element.rect.width or height > element.rect.height:
                too_wide.append(f"{text!r}: {width}x{height} in {element.rect.size}")
        assert too_wide == []
    finally:
        app.close()
