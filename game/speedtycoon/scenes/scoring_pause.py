"""The scoring pause (design §4.8, D45): a scoring's sheet held on the table until every person
at it has clicked their own "Weiter" (one button per person, with their name). With a clock it
goes on by itself after 10 s of reading plus the think time. The sheet tallies part by part
(branches, ring, zones, sustainability, loans, total); a click on the sheet shows it whole."""

from __future__ import annotations

import pygame
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton

from game.speedtycoon.view import score_sheet

READING = 10.0  # seconds of reading before a clock moves on (D45)
PART_SECONDS = 0.35  # one sheet row per this long at normal animation speed
BUTTON_W = 200


class ScoringPause:
    def __init__(self, scene, done, think: int | None) -> None:
        self.scene = scene
        self.done = done
        self.age = 0.0
        self.tallied = False  # every row shown at once (a click, or someone went on)
        self.limit = None if think is None else READING + think
        self.waiting = list(scene.humans)
        self.rect = score_sheet.SHEET.move(0, 160)
        self.buttons: dict[int, UIButton] = {}
        x = self.rect.right - 16 - len(self.waiting) * (BUTTON_W + 8)
        for seat in self.waiting:
            self.buttons[seat] = UIButton(
                pygame.Rect(x, self.rect.bottom + 8, BUTTON_W, 40),
                "speedtycoon_play.pause.continue", manager=scene.app.manager,
                container=scene.container, object_id=ObjectID(f"#st_continue_{seat}", "@choice"),
                text_kwargs={"name": scene.match.seat(seat).name})
            x += BUTTON_W + 8

    @property
    def parts(self) -> int:
        factor = max(self.scene.factor, 0.01)
        if self.tallied:
            return score_sheet.PARTS
        return min(score_sheet.PARTS, 1 + int(self.age / (PART_SECONDS * factor)))

    def update(self, dt: float) -> bool:
        """True once the pause is over (everyone clicked, or the clock ran out)."""
        self.age += dt
        return not self.waiting or (self.limit is not None and self.age >= self.limit)

    def press(self, element) -> bool:
        """A person's "Weiter"; True when it was one of this pause's buttons."""
        for seat, button in list(self.buttons.items()):
            if element is button:
                self.tallied = True
                self.waiting.remove(seat)
                button.kill()
                del self.buttons[seat]
                return True
        return False

    def skip(self) -> None:
        """A click on the sheet: every row at once."""
        self.tallied = True

    def close(self) -> None:
        for button in self.buttons.values():
            button.kill()
        self.buttons.clear()

    def draw(self, surface: pygame.Surface, words: score_sheet.SheetWords,
             colours: list[str]) -> None:
        score_sheet.draw_sheet(surface, self.done, None, None, colours, words, self.parts,
                               self.rect)
