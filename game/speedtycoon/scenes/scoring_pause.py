"""The scoring pause (design §4.8, D45): a scoring's sheet held on the table until every person
at it has clicked their own "Weiter" (one button per person, with their name). With a clock it
goes on by itself after 10 s of reading plus the think time. The sheet tallies part by part
(branches, ring, zones, sustainability, loans, total); when the ring's row comes, every seat's
city is drawn under the sheet and its ring's counting run traced side by side while the count
rises (issue 18 point 5). A click on the sheet shows it all at once, and so does a
Continue pressed before it is whole (that press does not yet go on)."""

from __future__ import annotations

import math
from dataclasses import replace

import pygame
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton

from game.speedtycoon.rules import queries
from game.speedtycoon.rules.data import NUM_BRANCHES
from game.speedtycoon.view import model, ring_tally, score_sheet
from game.speedtycoon.view.table_view import EMPIRE
from game.ui.palette import BACKGROUND

READING = 10.0  # seconds of reading before a clock moves on (D45)
PART_SECONDS = 0.35  # one sheet row per this long at normal animation speed
BUTTON_W = 200
RING_ROW = NUM_BRANCHES  # the sheet's rows before the ring's
RING_STEP = 0.12  # seconds per traced side at normal speed
RING_MAX = 3.0  # the longest trace, however long the ring
TALLY = pygame.Rect(16, 572, 912, 146)  # the cities, under the sheet and its buttons


class ScoringPause:
    def __init__(self, scene, done, think: int | None) -> None:
        self.scene = scene
        self.done = done
        self.age = 0.0
        self.tallied = False  # every row shown at once (a click, or someone went on)
        self.limit = None if think is None else READING + think
        self.waiting = list(scene.humans)
        s = scene.match.state
        # as scored: the pause holds play
        self.cities = [dict(model.city(s, p)) for p in range(s.num_players)]
        self.runs = [ring_tally.ordered_run(queries.ring_run(s, p)) for p in range(s.num_players)]
        self.ring_time = min(RING_MAX, RING_STEP * max(map(len, self.runs), default=0))
        self.rect = score_sheet.SHEET.move(0, 160)
        self.buttons: dict[int, UIButton] = {}
        x = self.rect.right - 16 - len(self.waiting) * (BUTTON_W + 8)
        for seat in self.waiting:
            self.buttons[seat] = UIButton(
                pygame.Rect(x, self.rect.bottom + 8, BUTTON_W, 40),
                "speedtycoon_play.pause.continue", manager=scene.app.manager,
                container=scene.container, object_id=ObjectID(f"#st_continue_{seat}", "@choice"),
                text_kwargs={"name": scene.seat_name(seat)})
            x += BUTTON_W + 8
        self.show_buttons(False)

    def show_buttons(self, shown: bool) -> None:
        """The Continue buttons come with the sheet: drawn only once the table's motion has
        ended (and this pause is the first), so "Weiter (Anna)" stood alone on the empire
        while the last move still played (play-test speedpolish, de, 1920x1080)."""
        for button in self.buttons.values():
            if button.visible != shown:
                button.show() if shown else button.hide()

    @property
    def clock(self) -> float:
        """Seconds into the tally at normal animation speed."""
        return self.age / max(self.scene.factor, 0.01)

    @property
    def parts(self) -> int:
        """Sheet rows shown: one per PART_SECONDS, the ring's held while its run is traced."""
        if self.tallied:
            return score_sheet.PARTS
        t, ring_at = self.clock, RING_ROW * PART_SECONDS
        if t < ring_at:
            return 1 + int(t / PART_SECONDS)
        if t < ring_at + self.ring_time:
            return RING_ROW + 1
        return min(score_sheet.PARTS,
                   RING_ROW + 2 + int((t - ring_at - self.ring_time) / PART_SECONDS))

    @property
    def counted(self) -> bool:
        """Whether the sheet's total row is up: till then the players' column shows the
        totals from before this scoring (it showed the new ones ahead of the tally)."""
        return self.parts >= score_sheet.PARTS

    @property
    def ring_progress(self) -> float:
        """How much of the rings' runs is traced, 0 to 1."""
        if self.tallied:
            return 1.0
        t = self.clock - RING_ROW * PART_SECONDS
        if t < 0:
            return 0.0
        return 1.0 if not self.ring_time else min(1.0, t / self.ring_time)

    def traced(self) -> list[int]:
        """Per seat, the sides of its run drawn so far (the ring's count so far)."""
        return [math.ceil(self.ring_progress * len(run)) for run in self.runs]

    def update(self, dt: float) -> bool:
        """True once the pause is over (everyone clicked, or the clock ran out)."""
        self.age += dt
        return not self.waiting or (self.limit is not None and self.age >= self.limit)

    def press(self, element) -> bool:
        """A person's "Weiter"; True when it was one of this pause's buttons. Pressed while the
        sheet still fills in, it shows the whole sheet and the person stays at it: one press
        went on before the last rows (the total) showed, so a person alone at the table never
        saw what the scoring gave (speedleft2). Not greyed till then: a dead button for the
        tally's seconds read as a fault, and this way one press still gets to the totals."""
        for seat, button in list(self.buttons.items()):
            if element is button:
                if not self.counted:
                    self.tallied = True
                    return True
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
        traced = self.traced()
        done = self.done
        # the empire under the sheet, inside its frame: its buildings showed cut between the
        # sheet and the cities, one under the Continue button (play-test, de at 1366x768)
        surface.fill(BACKGROUND, pygame.Rect(EMPIRE.x + 3, self.rect.bottom, EMPIRE.w - 6,
                                             EMPIRE.bottom - 3 - self.rect.bottom))
        if self.ring_progress < 1:
            done = replace(done, ring=tuple(min(d, t) for d, t in zip(done.ring, traced,
                                                                      strict=True)))
        score_sheet.draw_sheet(surface, done, None, None, colours, words, self.parts,
                               self.rect)
        if self.parts > RING_ROW:
            names = self.scene.names
            labels = [self.scene.say("speedtycoon_play.pause.ring_run", name=name, count=ring)
                      for name, ring in zip(names, done.ring, strict=True)]
            ring_tally.draw_tally(surface, TALLY, self.cities, self.runs, traced, labels,
                                  colours)
