"""A computer's name stays the dim name nobody typed after its level or colour changes
(playtest24, «Менеджер» ru 1366x768): it turned into the typed text's look, while the untouched
computer beside it stayed dim, so three computers looked different."""

from __future__ import annotations

from collections import Counter

import pytest

from game import games
from game.ui.palette import DIM_TEXT


def looks(field) -> tuple[tuple[int, int, int], bool, bool]:
    """How the field reads on the screen: its ground (the colour most of it shows), whether
    its words are in the disabled field's grey and whether in the hint's lighter grey."""
    picture = field.image
    drawn = Counter(tuple(picture.get_at((x, y)))[:3] for x in range(picture.get_width())
                    for y in range(picture.get_height()))
    grey = tuple(field.disabled_text_colour)[:3]
    return drawn.most_common(1)[0][0], grey in drawn, DIM_TEXT in drawn


@pytest.mark.parametrize("game", ["tycoon", "speedtycoon", "kraken_bay", "menedzher"])
def test_a_computers_name_keeps_the_untyped_look_after_its_level_changes(app, game):
    app.set_language("ru")
    scene = app.scenes.push(games.game_entry(game).new_game_class()(app))
    app.run_frames(2)
    changed, untouched = scene.rows[1], scene.rows[2]
    assert changed.choice.kind == untouched.choice.kind != "human"
    untyped = looks(untouched.name)
    assert untyped[1] and not untyped[2], untyped
    before = changed.name.shown_text
    other = next(kind for kind in changed.kinds.buttons
                 if kind not in ("human", changed.choice.kind))
    app.click(changed.kinds.buttons[other])
    app.run_frames(2)
    assert changed.name.shown_text != before, "the name follows the level"
    assert changed.name.text == "", "nothing typed"
    assert looks(changed.name) == untyped, "drawn as the untouched computer's name"
