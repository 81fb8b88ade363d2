"""Where the game review opens: "Review the game" on a result screen and a save's Review
button on the Load list. At a table of several people the person to review is asked first
(everyone's decisions are theirs to learn from); a game of computers alone offers every seat.
A save that cannot be read or reviewed gets the loader's message and stays untouched."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton

from game.core.match import Match
from game.core.save_format import SaveError
from game.reviews import NoReview, SavedGame, open_for_review
from game.scenes.busy import BusyScene
from game.scenes.notice import NoticeScene
from game.scenes.player_files import player_files
from game.scenes.scene import Scene
from game.scenes.widgets import DIALOG_PAD, dialog_panel
from game.ui.text_box import TextBox

if TYPE_CHECKING:
    from game.app import App

PICK_WIDTH = 620
PICK_BUTTON = (PICK_WIDTH - 2 * DIALOG_PAD, 46)


def open_review(app: App, path: Path) -> None:
    """Read the save (a "one moment" card meanwhile), then the person picker or the review."""
    app.scenes.push(BusyScene(app, "review.ui.opening", lambda: _open(app, path)))


def _open(app: App, path: Path) -> None:
    try:  # the same walk finds the first person's decisions: the review counts them at once
        game = open_for_review(path, None)
    except (SaveError, NoReview) as problem:
        app.scenes.push(NoticeScene(app, "review.ui.failed_heading", problem.key,
                                    problem.shown_params(app.tr)))
        return
    people = reviewable_seats(game)
    if len(people) == 1:
        show_review(app, game, people[0])
    else:
        app.scenes.push(PersonPicker(app, game, people))


def reviewable_seats(game: SavedGame) -> list[int]:
    """The people's seats, or every seat when computers played alone."""
    seats = game.setup.seats
    return [i for i, s in enumerate(seats) if s.kind == "human"] or list(range(len(seats)))


def show_review(app: App, game: SavedGame, seat: int) -> None:
    from game.scenes.review_scene import ReviewScene

    app.scenes.push(ReviewScene(app, game, seat))


def match_save(app: App, match: Match) -> Path | None:
    """The newest save of a game just played (its autosave), or None if it was not saved."""
    store = player_files(app).saves()
    if store is None:
        return None
    return next((e.path for e in store.list_saves().entries
                 if e.meta.game_uid == match.game_uid), None)


def review_match(app: App, match: Match) -> None:
    """The result screen's "Review the game"."""
    path = match_save(app, match)
    if path is None:
        app.scenes.push(NoticeScene(app, "review.ui.failed_heading", "review.ui.not_saved"))
        return
    open_review(app, path)


class PersonPicker(Scene):
    """Whose decisions to review: one button per person, and Cancel."""

    overlay = True

    def __init__(self, app: App, game: SavedGame, seats: list[int]) -> None:
        super().__init__(app)
        self.game = game
        self.seats = seats

    def enter(self) -> None:
        height = 150 + len(self.seats) * (PICK_BUTTON[1] + 10) + 24 + 48 + DIALOG_PAD
        panel = dialog_panel(self, (PICK_WIDTH, height), "review.ui.pick_heading")
        TextBox("review.ui.pick_body",
                pygame.Rect(DIALOG_PAD - 6, 70, PICK_WIDTH - 2 * DIALOG_PAD + 12, 72),
                manager=self.app.manager, container=panel,
                object_id=ObjectID("#dialog_text", "@body_text"))
        self.buttons: dict[UIButton, int] = {}
        for row, seat in enumerate(self.seats):
            button = UIButton(
                pygame.Rect((DIALOG_PAD, 150 + row * (PICK_BUTTON[1] + 10)), PICK_BUTTON),
                "review.ui.pick_seat", manager=self.app.manager, container=panel,
                object_id=ObjectID(f"#review_seat_{seat}", "@dialog_button"),
                text_kwargs={"name": self.game.setup.seats[seat].name})
            self.buttons[button] = seat
        self.cancel = UIButton(
            pygame.Rect((PICK_WIDTH - DIALOG_PAD - 180, height - DIALOG_PAD - 48), (180, 48)),
            "review.ui.cancel", manager=self.app.manager, container=panel,
            object_id=ObjectID("#review_pick_cancel", "@dialog_button"))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.cancel:
                self.app.scenes.pop()
            elif event.ui_element in self.buttons:
                self.app.scenes.pop()
                show_review(self.app, self.game, self.buttons[event.ui_element])
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.scenes.pop()
            return True
        return False
