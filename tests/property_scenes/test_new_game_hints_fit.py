"""Every line the property new-game screen's hint line can say fits that line whole, in each
language: the line is one row of a fixed width beside Back and Start (game/scenes/new_game.py)
and a longer text is cut off at its end (the ru and de turn timer tips were, prop23)."""

from __future__ import annotations

from pygame_gui.core.utility import translate

from game.property.scenes.new_game_scene import KrakenBayNewGame
from tests.languages import PROPERTY_LANGUAGES

SIDE_ROOM = 8  # pixels the text keeps from the line's end, as the other fit tests
#: What the line says without a focused widget, whichever ruleset (game/scenes/new_game.py):
#: Start's blocks, the first start's question for a name, and the keys.
UNFOCUSED = ("property_play.new_game.need_person", "property_play.new_game.no_board",
             "match.new_game.first_name", "match.new_game.keys_hint")


def hint_lines(screen) -> set[tuple[str, tuple]]:
    """The hint line's texts: the tip of each widget that can take the focus (every seat row
    shown, each kind and level button, every option of both rulesets), the game's note and
    the unfocused lines."""
    lines = {(key, ()) for key in UNFOCUSED}
    lines.add((screen.note()[0], tuple(screen.note()[1].items())))
    for element in screen.container.elements:
        key = getattr(element, "tool_tip_text", None)
        if key:
            params = getattr(element, "tool_tip_text_kwargs", None) or {}
            lines.add((key, tuple(params.items())))
    return lines


def test_every_hint_fits_the_hint_line_in_every_language(app):
    """One screen holds both rulesets' rows (the auctions row is only hidden in «Менеджер»),
    so one screen with all six seats shows every tip."""
    screen = app.scenes.push(KrakenBayNewGame(app))
    app.run_frames(2)
    while screen.add_seat.visible:
        app.click(screen.add_seat)
    assert app.canvas_size == (1280, 800)
    room = screen.hint.rect.width - SIDE_ROOM
    lines = hint_lines(screen)
    assert {"property_play.new_game.turn_timer_tip", "property_play.new_game.auctions_tip",
            "property_play.new_game.ruleset_menedzher_tip"} <= {key for key, _ in lines}
    cut = []
    for language in PROPERTY_LANGUAGES:
        app.set_language(language)
        for key, params in sorted(lines):
            text = translate(key, **dict(params))
            assert text != key, f"{key} has no {language} text"
            width = screen.hint.font.size(text)[0]
            if width > room:
                cut.append(f"{language} {key}: {width} px > {room} px")
    app.set_language("en")
    assert cut == []
