"""The scene stack: push, pop, replace, and which scenes draw and which one listens.

Hooks run synchronously inside push/pop/replace, so a test can assert the screen right after
the call, and `enter`/`leave` run exactly once per visit.
"""

from __future__ import annotations

import gc
import logging
from collections.abc import Iterator
from typing import TYPE_CHECKING

import pygame
from pygame_gui.core import ObjectID, UIContainer
from pygame_gui.elements import UIPanel

from game.core.memory import return_freed_memory
from game.scenes.scene import Scene

if TYPE_CHECKING:
    from game.app import App

log = logging.getLogger(__name__)

# Head-room above the scene below, for widgets it creates later (an opened drop-down).
LAYER_GAP = 20


class SceneStack:
    def __init__(self, app: App) -> None:
        self._app = app
        self._scenes: list[Scene] = []
        self._own_containers: dict[int, UIContainer] = {}
        self._closed_since_collect: str | None = None

    def __len__(self) -> int:
        return len(self._scenes)

    def __iter__(self) -> Iterator[Scene]:
        """Bottom to top."""
        return iter(list(self._scenes))

    @property
    def top(self) -> Scene | None:
        return self._scenes[-1] if self._scenes else None

    def push(self, scene: Scene) -> Scene:
        self._scenes.append(scene)
        self._open(scene)
        self._park_covered()
        self._blit_what_is_shown()
        return scene

    def pop(self) -> Scene:
        scene = self._scenes.pop()
        try:
            self._close(scene)
        finally:
            self._park_covered()
            self._blit_what_is_shown()
        if self.top is not None:
            self.top.resume()
        return scene

    def replace(self, scene: Scene) -> Scene:
        """Swap the top scene; the old one leaves before the new one enters."""
        if self._scenes:
            self.pop()
        return self.push(scene)

    def clear(self) -> None:
        """Leave every scene, top first. Used after an error, so one failing `leave` is logged
        and the rest still get cleaned up."""
        while self._scenes:
            scene = self._scenes.pop()
            try:
                self._close(scene)
            except Exception:
                log.exception("scene %s failed while leaving", type(scene).__name__)
                self._kill_containers(scene)

    def visible(self) -> list[Scene]:
        """The scenes that draw this frame, bottom first: the top one and every one under a
        continuous run of overlays, but none of the overlays under one that `covers_dialogs`
        (Settings over a game's menu shows the board dimmed, not the menu's card)."""
        shown: list[Scene] = []
        covered = False
        for scene in reversed(self._scenes):
            if covered and scene.overlay:
                continue
            shown.append(scene)
            if not scene.overlay:
                break
            covered = covered or scene.covers_dialogs
        return shown[::-1]

    def _park_covered(self) -> None:
        """Move the widgets of covered scenes off the canvas, and bring back the uncovered.

        Parking rather than `hide()`: showing a container again would also show every widget
        its scene had hidden on purpose.
        """
        shown = {id(scene) for scene in self.visible()}
        parked_x = self._app.canvas_size[0] * 4
        for scene in self._scenes:
            if scene.container is not None:
                x = 0 if id(scene) in shown else parked_x
                if scene.container.get_relative_rect().x != x:
                    scene.container.set_relative_position((x, 0))

    def _blit_what_is_shown(self) -> None:
        """Make pygame-gui's list of what it blits match the widgets alive now.

        pygame-gui rebuilds that list only in its update, which runs before the scenes'; so a
        scene closed in a scene's update (a busy card that pops itself and then does its work)
        had its widgets drawn once more over the next screen, and that frame stayed up for as
        long as the next one took: "Opening the game…" over the review's "The computer is
        reviewing…" (polish10). Widgets a scene makes later still wait for the next update.
        """
        self._app.manager.ui_group.update_visibility()

    def _open(self, scene: Scene) -> None:
        manager = self._app.manager
        below = self._scenes[-2] if len(self._scenes) > 1 else None
        height = 1
        if below is not None and below.container is not None:
            height = (below.container.get_starting_height() + below.container.get_thickness()
                      + LAYER_GAP)
        container = UIContainer(
            pygame.Rect((0, 0), self._app.canvas_size),
            manager,
            starting_height=height,
            object_id=ObjectID(f"#scene_{type(scene).__name__.lower()}", "@scene"),
        )
        if scene.overlay:
            # A full-canvas panel under the overlay's widgets: it dims the scene below and eats
            # its clicks and hovers, which is what makes the overlay modal.
            UIPanel(
                pygame.Rect((0, 0), self._app.canvas_size),
                starting_height=0,
                manager=manager,
                container=container,
                object_id=ObjectID("#scrim", "@scrim"),
            )
        scene.container = container
        self._own_containers[id(scene)] = container
        scene.enter()

    def _close(self, scene: Scene) -> None:
        try:
            scene.leave()
        finally:
            self._kill_containers(scene)

    def _kill_containers(self, scene: Scene) -> None:
        own = self._own_containers.pop(id(scene), None)
        for container in {id(c): c for c in (own, scene.container) if c is not None}.values():
            container.kill()
        scene.container = None
        # a dialog's widgets are young: collecting the young generations frees them in a
        # millisecond or two; a whole screen's may be old, and a full collection takes tens
        if not scene.overlay or self._closed_since_collect == "screen":
            self._closed_since_collect = "screen"
        else:
            self._closed_since_collect = "dialog"

    def collect_closed(self) -> None:
        """Free the widgets of scenes closed since the last call; the app calls it each frame.

        Killed pygame-gui widgets sit in reference cycles holding their drawn surfaces,
        megabytes a screen, that Python's collector (which counts objects, not bytes) would
        free only much later: a few visits to Load grew the app by hundreds of MB. Collecting
        on the next frame, not at once, lets the closed scene itself be dropped first.
        """
        if self._closed_since_collect == "screen":
            gc.collect()
            return_freed_memory()
        elif self._closed_since_collect == "dialog":
            gc.collect(1)
        self._closed_since_collect = None
