"""No clipped text in the panels, How to play and the guided turn, German and English."""

from __future__ import annotations

import pytest

from game.tycoon.howto.guided import STEPS, GuidedTurnScene
from game.tycoon.howto.howto_scene import HowToPlayScene
from game.tycoon.panels.panel_names import PANELS
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
        assert text_fit.broken_rows(guide.text) == [], guide.step_name
        if guide.step_name != STEPS[-1]:
            guide.advance()


@pytest.mark.parametrize("lang", TYCOON_LANGUAGES)
def test_the_players_panel_labels_keep_their_size(make_app, lang):
    """The P panel shrank its longer labels (issue 34, point 7): with three players the label
    column takes the longest label at full size, and each player's column still holds its
    figures, but for a long list of loan cards (four players' figures need the room: there
    the longest labels still shrink)."""
    from game.tycoon.info import forecast
    from game.tycoon.panels import rects
    from game.tycoon.panels.tables import player_rows, players_label_width
    from game.tycoon.panels.words import Words
    from game.ui import fonts

    make_app(lang)
    host_size = (rects.PANEL.width - 30, 400)
    people = forecast.summaries(mid_game(players=3))
    rows = player_rows(people, Words(lang, ["Anna", "Bert", "Carla"]))
    label_width = players_label_width(rows, len(people), host_size[0])
    col = (host_size[0] - label_width) // len(people)
    for row in rows:
        if row.cells is None:
            continue
        assert fonts.size_of(row.label, 13)[0] <= label_width - 10, row.label
        if row.label != rows[1].label:  # the loan cards: a list as long as a bot's loans
            for cell in row.cells:
                assert fonts.size_of(cell, 13, row.strong)[0] <= col - 8, cell
