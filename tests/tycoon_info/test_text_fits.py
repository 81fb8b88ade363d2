"""No clipped text in the panels, How to play and the guided turn, German and English."""

from __future__ import annotations

import pytest

from game.tycoon.howto.guided import STEPS, GuidedTurnScene
from game.tycoon.howto.howto_scene import HowToPlayScene
from game.tycoon.panels.info_panels import PANELS
from tests import text_fit
from tests.languages import TYCOON_LANGUAGES
from tests.tycoon_info.host import HostScene
from tests.tycoon_view.games import mid_game

SIDE_ROOM = 8


def clipped(container) -> list[str]:
    return text_fit.clipped(container, SIDE_ROOM, visible_only=True)


@pytest.mark.parametrize("lang", TYCOON_LANGUAGES)
def test_every_panel_text_fits(make_app, lang):
    app = make_app(lang)
    host = HostScene(app, mid_game())
    app.scenes.replace(host)
    for name in PANELS:
        host.info.open(name)
        app.run_frames(1)
        assert clipped(host.container) == [], name


@pytest.mark.parametrize("lang", TYCOON_LANGUAGES)
def test_how_to_play_and_the_guided_turn_texts_fit(make_app, lang):
    app = make_app(lang)
    app.settings.animation_speed = "instant"
    app.scenes.push(HowToPlayScene(app))
    app.run_frames(1)
    assert clipped(app.scenes.top.container) == []
    guide = GuidedTurnScene(app)
    app.scenes.push(guide)
    for _step in STEPS:
        app.run_frames(1)
        assert clipped(guide.container) == [], guide.step_name
        if guide.step_name != STEPS[-1]:
            guide.advance()
