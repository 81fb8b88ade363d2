"""Every damaged row of the Load list says its whole message, in every language (play-test,
en 1280x800: a save of a newer format read "…written by a newer version of the program
(format 99; this version reads" and half a line more, behind a scroll bar two lines high; a
player had to find the tiny arrows to learn what to do).

Every refusal the list can show (`saves.error.*` that reading a file gives), each placeholder
its longest realistic value and the file an autosave's name (the longest the store writes),
built by the Load screen's own row."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.core.save_format import SaveError
from game.core.saves import BadSave
from game.scenes.load_scene import ROW_HEIGHT, ROW_WIDTH, LoadScene
from tests.text_fit import broken_rows

LONGEST_FILE = "auto-063424661e64-20261207T051521135160.json"
LISTED = {
    "too_large": {}, "unreadable": {}, "empty": {}, "not_utf8": {}, "truncated": {},
    "not_json": {}, "wrong_shape": {}, "not_a_save": {},
    "unknown_field": {"field": "meta/turn_clock/started_at"},
    "missing_field": {"field": "meta/turn_clock/started_at"},
    "bad_field": {"field": "setup/options/government_contracts"},
    "future_version": {"version": 99, "supported": 4},
    "newer_rules": {"game": "Kraken Bay Tycoon"},
    "unknown_game": {"game": "kraken_bay_deluxe"},
    "bad_setup": {},
    "illegal_move": {"move": 8888, "action": "fly S15 cape_town"},
    "snapshot_mismatch": {},
    "cannot_show": {},
    "bad_page": {"page": 88, "part": "063424661e64-88-0123abcd.json"},
}


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
def test_every_damaged_row_shows_its_whole_message(app, lang):
    app.set_language(lang)
    scene = app.scenes.push(LoadScene(app))
    app.run_frames(2)
    cut = []
    for key, params in LISTED.items():
        problem = BadSave(Path(LONGEST_FILE), SaveError(f"saves.error.{key}",
                                                        {"file": LONGEST_FILE, **params}))
        row, _title, text, *_ = scene._bad_row(pygame.Rect(0, 0, ROW_WIDTH, ROW_HEIGHT),
                                               problem)
        app.run_frames(1)
        if text.scroll_bar is not None:
            rows = text.text_box_layout.layout_rows
            cut.append(f"{key}: {len(rows)} lines, {rows[-1].bottom} px in {text.rect.height}")
        cut += [f"{key}: {problem}" for problem in broken_rows(text)]
        row.kill()
    assert not cut, cut
