"""A save the Load list cannot open names its game as the player knows it: play-test (ru),
a save of newer rules said «…по более новым правилам игры «menedzher»…», the game's id, in the
notice and in its damaged row after it. The name brings its own quotes where its language
writes them («Менеджер»): the message adds none."""

from __future__ import annotations

import json

import pygame
import pytest
from pygame_gui.core.utility import translate

from game.scenes.load_scene import LoadScene
from game.scenes.notice import NoticeScene
from game.scenes.player_files import player_files
from tests.core.test_action_pages import lasting_game

NAMES = {"en": "rules of Manager than", "ru": "правилам игры «Менеджер», чем"}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_save_of_newer_rules_names_its_game_by_name(app, lang):
    app.set_language(lang)
    saves = player_files(app).saves(player_files(app).profiles.create("Anna", lang).id)
    setup, actions, state, _ = lasting_game(3)
    entry = saves.save_slot("Later rules", setup, actions, state, game_uid="0123456789ab")
    document = json.loads(entry.path.read_text(encoding="utf-8"))
    document["rules_version"] = 99
    entry.path.write_text(json.dumps(document), encoding="utf-8")
    scene = app.scenes.push(LoadScene(app))
    app.run_frames(2)
    [load] = scene.load_buttons
    app.click(load, frames=3)
    notice = app.scenes.top
    assert isinstance(notice, NoticeScene)
    text = translate(notice.body, **notice.params)
    assert NAMES[lang] in text and "menedzher" not in text, text
    app.press_key(pygame.K_RETURN, frames=2)
    [message] = [box for box in _text_boxes(scene) if entry.path.name in box.html_text]
    assert NAMES[lang] in message.html_text and "menedzher" not in message.html_text


def _text_boxes(scene):
    from pygame_gui.elements import UITextBox

    pending, found = [scene.scroller.get_container()], []
    while pending:
        for element in pending.pop().elements:
            if isinstance(element, UITextBox):
                found.append(element)
            inner = getattr(element, "get_container", None)
            if inner is not None and inner() is not element:
                pending.append(inner())
    return found
