"""A closed App is gone: nothing keeps its window, fonts, scenes and user files alive.

Each App holds tens of MB (a UIManager with its font and theme caches, drawn surfaces, scenes);
one kept alive per test made the suite peak near 10 GB.
"""

from __future__ import annotations

import gc
import weakref

from pygame_gui.core.utility import get_default_manager

from game.app import App
from game.scenes.load_scene import LoadScene
from game.scenes.player_files import player_files
from game.scenes.profiles_scene import ProfilesScene


def test_ten_closed_apps_are_freed(tmp_path):
    apps: list[weakref.ref[App]] = []
    managers = []
    for number in range(10):
        app = App.headless(tmp_path / f"user{number}", language="en")
        app.run_frames(1)
        player_files(app).saves()
        for scene in (LoadScene, ProfilesScene):
            app.scenes.push(scene(app))
            app.run_frames(1)
        app.close()
        apps.append(weakref.ref(app))
        managers.append(weakref.ref(app.manager))
        del app, scene
    gc.collect()
    assert [ref for ref in apps if ref() is not None] == [], "closed apps are still alive"
    assert [ref for ref in managers if ref() is not None] == [], "their UI managers too"
    assert get_default_manager() is None
