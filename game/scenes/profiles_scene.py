"""The Profiles screen: who is playing (one click switches), their language and their record.

Creating and renaming go through a name prompt that says why a name is refused while it is
typed; deleting asks first and takes the profile's saved games with it. Every button is in the
keyboard's ring (Tab / Shift-Tab, Enter / Space) in screen order: the list, New, the language
row, the record's game row, Rename, Delete, Done. A press rebuilds the screen, and the focus
comes back to the same button in the new build (profkeys: the screen was mouse-only).
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import ObjectID, UIElement
from pygame_gui.elements import UIButton, UILabel, UIPanel, UIScrollingContainer

from game.core.i18n import LANGUAGES, language_name_key
from game.core.names import MAX_NAME_LENGTH, validate_name
from game.core.profiles import Profile
from game.core.user_files import UserFileError
from game.games import GAMES
from game.scenes.backdrop import paint_backdrop
from game.scenes.confirm_dialog import ConfirmScene
from game.scenes.name_prompt import NamePromptScene
from game.scenes.notice import NoticeScene
from game.scenes.player_files import player_files
from game.scenes.result_scene import played_text
from game.scenes.scene import Scene
from game.scenes.widgets import DIALOG_PAD, ChoiceRow, clear_dialog, dialog_buttons, dialog_panel
from game.ui.focus import FocusRing
from game.ui.text_box import TextBox

if TYPE_CHECKING:
    from game.app import App

PANEL_SIZE = (1160, 680)
LIST_RECT = pygame.Rect(DIALOG_PAD, 124, 380, 380)
ROW_WIDTH = LIST_RECT.width - 24
ROW_HEIGHT = 52
ROW_GAP = 8
DETAIL_LEFT = LIST_RECT.right + 40
DETAIL_WIDTH = PANEL_SIZE[0] - DETAIL_LEFT - DIALOG_PAD
BUTTON_SIZE = (180, 46)
#: One game's record at a time, chosen by a row of the games' names: the four games' records
#: were one box of up to 60 lines that scrolled in a 330-pixel window (titleprof). The game's
#: figures with its results per computer level on the left (up to eight lines), the places
#: finished in on the right (up to six): the whole of it shows at 1280x800 in every language,
#: Rename and Delete under it still clear of Done.
GAMES_TOP = 186
RECORD_TOP = GAMES_TOP + 54
RECORD_HEIGHT = 276
PLACES_WIDTH = 210
LANGUAGE_OPTIONS = [(language, language_name_key(language)) for language in LANGUAGES]
LEVEL_NAMES = {
    "easy": "levels.easy",
    "normal": "levels.normal",
    "hard": "levels.hard",
}
LEVELS = tuple(LEVEL_NAMES)


class ProfilesScene(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.files = player_files(app)
        self.backdrop: pygame.Surface | None = None
        self.panel: UIPanel | None = None
        #: The game whose record shows (kept across rebuilds; None: the default, `_default_game`).
        self.record_game: str | None = None
        self.ring = FocusRing(self._on_button)
        #: Each ring button's name, the same in every build: the focus finds its button again.
        self.ring_names: dict[UIElement, str] = {}

    def animating(self) -> bool:
        """Changes only in answer to events: idle frames are not drawn."""
        return False

    def enter(self) -> None:
        self.backdrop = paint_backdrop(self.app.canvas_size, seed=3)
        self._build()

    def on_language_changed(self) -> None:
        self._build()

    def _build(self) -> None:
        """(Re)build every widget: after each change, so the screen always shows the files."""
        focused = self.ring_names.get(self.ring.current)
        self.ring.clear()
        if self.panel is None:
            self.panel = dialog_panel(self, PANEL_SIZE, "profiles.ui.heading")
        else:
            clear_dialog(self.panel)
        manager = self.app.manager
        current = self.files.current
        self.rows: dict[str, UIButton] = {}
        self.language: ChoiceRow | None = None
        self.games: ChoiceRow | None = None

        UILabel(
            pygame.Rect(LIST_RECT.x, 80, LIST_RECT.width, 36),
            "profiles.ui.who",
            manager=manager,
            container=self.panel,
            object_id=ObjectID("#profiles_who", "@row_label"),
        )
        profiles = self.files.profiles.profiles()
        self.scroller = scroller = UIScrollingContainer(
            LIST_RECT,
            manager=manager,
            container=self.panel,
            allow_scroll_x=False,
            object_id=ObjectID("#profile_list", None),
        )
        scroller.set_scrollable_area_dimensions(
            (ROW_WIDTH, max(LIST_RECT.height - 4, len(profiles) * (ROW_HEIGHT + ROW_GAP)))
        )
        for index, profile in enumerate(profiles):
            button = UIButton(
                pygame.Rect(0, index * (ROW_HEIGHT + ROW_GAP), ROW_WIDTH, ROW_HEIGHT),
                "profiles.ui.name",
                manager=manager,
                container=scroller,
                object_id=ObjectID(f"#profile_{profile.id}", "@choice"),
                text_kwargs={"name": profile.name},
            )
            if current is not None and profile.id == current.id:
                button.select()
            self.rows[profile.id] = button

        self.new_button = UIButton(
            pygame.Rect(LIST_RECT.x, LIST_RECT.bottom + 12, ROW_WIDTH, BUTTON_SIZE[1]),
            "profiles.ui.new",
            manager=manager,
            container=self.panel,
            object_id=ObjectID("#profile_new", "@dialog_button"),
        )
        if current is None:
            self._build_empty()
        else:
            self._build_details(current)
        self._build_bad_files()
        self.done = dialog_buttons(self, self.panel, [("done", "profiles.ui.done")])["done"]
        self._build_ring(focused)

    def _build_ring(self, focused: str | None) -> None:
        """The ring in screen order, its focus back on the button named `focused`."""
        named: list[tuple[str, UIElement | None]] = [
            *((f"profile_{pid}", button) for pid, button in self.rows.items()),
            ("new", self.new_button),
        ]
        for prefix, row in (("language", self.language), ("record", self.games)):
            if row is not None:
                named += [(f"{prefix}_{option}", b) for option, b in row.buttons.items()]
        named += [("rename", self.rename_button), ("delete", self.delete_button),
                  ("done", self.done)]
        self.ring_names = {button: name for name, button in named if button is not None}
        self.ring.set_items(list(self.ring_names))
        again = next((b for b, name in self.ring_names.items() if name == focused), None)
        if again is not None:
            self.ring.focus(again)
            self._show_focused()

    def _show_focused(self) -> None:
        """Scroll the focused profile's row into view: Tab past the rows on screen moved the
        gold border out of sight."""
        rows = list(self.rows.values())
        bar = self.scroller.vert_scroll_bar
        if self.ring.current not in rows or bar is None:
            return
        top = -self.scroller.scrollable_container.get_relative_rect().y
        row_top = rows.index(self.ring.current) * (ROW_HEIGHT + ROW_GAP)
        if row_top < top:
            wanted = row_top
        elif row_top + ROW_HEIGHT > top + LIST_RECT.height:
            wanted = row_top + ROW_HEIGHT - LIST_RECT.height
        else:
            return
        bar.set_scroll_from_start_percentage(wanted / self.scroller.scrolling_height)

    def _build_empty(self) -> None:
        TextBox(
            "profiles.ui.none",
            pygame.Rect(DETAIL_LEFT, 80, DETAIL_WIDTH, 160),
            manager=self.app.manager,
            container=self.panel,
            object_id=ObjectID("#profiles_none", "@body_text"),
        )
        self.rename_button = self.delete_button = None

    def _build_details(self, profile: Profile) -> None:
        manager = self.app.manager
        UILabel(
            pygame.Rect(DETAIL_LEFT, 76, DETAIL_WIDTH, 44),
            "profiles.ui.name",
            manager=manager,
            container=self.panel,
            object_id=ObjectID("#profile_name", "@heading"),
            text_kwargs={"name": profile.name},
        )
        UILabel(
            pygame.Rect(DETAIL_LEFT, 130, 180, 44),
            "profiles.ui.language",
            manager=manager,
            container=self.panel,
            object_id=ObjectID("#profile_language_label", "@row_label"),
        )
        self.language = ChoiceRow(
            self,
            pygame.Rect(DETAIL_LEFT + 190, 130, DETAIL_WIDTH - 190, 44),
            LANGUAGE_OPTIONS,
            # the language the screen speaks: `--lang` speaks one for the session, and the
            # profile's saved one was lit beside English words (a click on the language in use
            # then did nothing)
            self.app.settings.language,
            self.panel,
            "profile_language",
        )
        games = record_games(profile)
        if self.record_game not in games:
            self.record_game = self._default_game(profile, games)
        self.games = ChoiceRow(
            self,
            pygame.Rect(DETAIL_LEFT, GAMES_TOP, DETAIL_WIDTH, 42),
            [(game, GAMES[game].name_key) for game in games],
            self.record_game,
            self.panel,
            "record_game",
        )
        summary, places = record_html(self.app, profile, self.record_game)
        self.record_box = TextBox(
            summary,
            pygame.Rect(DETAIL_LEFT - 6, RECORD_TOP, DETAIL_WIDTH - PLACES_WIDTH, RECORD_HEIGHT),
            manager=manager,
            container=self.panel,
            object_id=ObjectID("#profile_record", "@body_text"),
        )
        self.places_box = TextBox(
            places,
            pygame.Rect(DETAIL_LEFT + DETAIL_WIDTH - PLACES_WIDTH, RECORD_TOP, PLACES_WIDTH + 6,
                        RECORD_HEIGHT),
            manager=manager,
            container=self.panel,
            object_id=ObjectID("#profile_places", "@body_text"),
        )
        top = RECORD_TOP + RECORD_HEIGHT + 12
        self.rename_button = UIButton(
            pygame.Rect((DETAIL_LEFT, top), BUTTON_SIZE),
            "profiles.ui.rename",
            manager=manager,
            container=self.panel,
            object_id=ObjectID("#profile_rename", "@dialog_button"),
        )
        self.delete_button = UIButton(
            pygame.Rect((DETAIL_LEFT + BUTTON_SIZE[0] + 16, top), BUTTON_SIZE),
            "profiles.ui.delete",
            manager=manager,
            container=self.panel,
            object_id=ObjectID("#profile_delete", "@dialog_button"),
        )

    def _default_game(self, profile: Profile, games: list[str]) -> str:
        """The game of the profile's newest finished game, else the first it has played, else
        the first offered: opened after a game, the screen shows that game's record."""
        newest = self.files.newest_game(finished=True)
        if newest is not None and newest.setup.game in games:
            return newest.setup.game
        played = [game for game in games if profile.stats_for(game).games]
        return (played or games)[0]

    def _build_bad_files(self) -> None:
        """Damaged profile files stay on disk untouched; the player is told which and why."""
        self.bad_box = None
        bad = self.files.profiles.bad_files
        if not bad:
            return
        lines = [self.app.tr("profiles.ui.bad_files", count=len(bad))]
        lines += [html.escape(self.app.tr(b.error.key, **b.error.params)) for b in bad]
        self.bad_box = TextBox(
            f"<i>{'<br>'.join(lines)}</i>",
            pygame.Rect(DIALOG_PAD - 6, LIST_RECT.bottom + 72, 560, 76),
            manager=self.app.manager,
            container=self.panel,
            object_id=ObjectID("#profiles_bad", "@hint_box"),
        )

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            return self._on_button(event.ui_element)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.scenes.pop()
            return True
        if self.ring.handle_key(event):
            self._show_focused()
            return True
        return False

    def _on_button(self, element: object) -> bool:
        """A button pressed, by a click or by Enter / Space on the focused one."""
        current = self.files.current
        if element is self.done:
            self.app.scenes.pop()
        elif element is self.new_button:
            self._prompt("profiles.ui.new_heading", "", None)
        elif current is not None and element is self.rename_button:
            self._prompt("profiles.ui.rename_heading", current.name, current.id)
        elif current is not None and element is self.delete_button:
            self._confirm_delete(current)
        elif self.games is not None and (game := self.games.pick(element)):
            self.record_game = game
            self._build()
        elif self.language is not None and (language := self.language.pick(element)):
            self._guard(lambda: self.files.profiles.set_language(current.id, language))
            self.app.set_language(language)
        else:
            for profile_id, button in self.rows.items():
                if element is button:
                    self._guard(lambda pid=profile_id: self.files.switch(pid))
                    self._build()
                    return True
            return False
        return True

    def _prompt(self, heading: str, initial: str, profile_id: str | None) -> None:
        store = self.files.profiles

        def check(text: str) -> UserFileError | None:
            others = [p.name for p in store.profiles() if p.id != profile_id]
            try:
                validate_name(text, others)
            except UserFileError as problem:
                return problem
            return None

        def submit(text: str) -> UserFileError | None:
            try:
                if profile_id is None:
                    created = store.create(text, self.app.settings.language)
                    self.files.switch(created.id)
                else:
                    store.rename(profile_id, text)
            except UserFileError as problem:
                return problem
            self._build()
            return None

        self.app.scenes.push(
            NamePromptScene(self.app, heading, initial, check, submit, MAX_NAME_LENGTH)
        )

    def _confirm_delete(self, profile: Profile) -> None:
        saves = self.files.saves(profile.id)
        listing = saves.list_saves() if saves else None
        # every save file goes, readable or not, so every one is counted
        count = len(listing.entries) + len(listing.bad) if listing else 0

        def delete() -> None:
            if self._guard(lambda: self._delete(profile.id)):
                self._build()

        self.app.scenes.push(
            ConfirmScene(
                self.app,
                "profiles.ui.delete_heading",
                "profiles.ui.delete_question",
                {"name": html.escape(profile.name), "count": str(count)},
                "profiles.ui.delete_confirm",
                "profiles.ui.keep",
                delete,
            )
        )

    def _delete(self, profile_id: str) -> None:
        """The profile first: if its saves then fail to go, they are left over, not lost."""
        self.files.profiles.delete(profile_id)
        saves = self.files.saves(profile_id)
        if saves is not None:
            saves.delete_all()
        following = self.files.current
        if following is not None:
            self.files.switch(following.id)

    def _guard(self, action: Callable[[], object]) -> bool:
        """Run a change; a file that cannot be written is explained, and the screen goes on."""
        try:
            action()
        except UserFileError as problem:
            params = {name: str(value) for name, value in problem.params.items()}
            self.app.scenes.push(
                NoticeScene(self.app, "profiles.ui.problem_heading", problem.key, params)
            )
            return False
        return True

    def draw(self, surface: pygame.Surface) -> None:
        if self.backdrop is not None:
            surface.blit(self.backdrop, (0, 0))


def score_words(app: App, key: str, score: int) -> str:
    """One score in its game's unit: `amount` for a unit written beside the number ("70 M"),
    `count` for a unit with plural forms ("103 очка", "1 point"; the profile once said
    "Лучший результат: очки: 103")."""
    return app.tr(key, amount=score, count=score)


def record_games(profile: Profile) -> list[str]:
    """The games whose record the screen offers: every game a person can play, and any other
    the profile has played."""
    return [entry.id for entry in GAMES.values()
            if entry.has_screens or profile.stats_for(entry.id).games]


def record_html(app: App, profile: Profile, game: str) -> tuple[str, str]:
    """The profile's record in `game`, in the game's unit, as two columns: games and wins,
    best and average score, hints, time played and the results per computer level; then the
    places finished in."""
    entry, stats = GAMES[game], profile.stats_for(game)
    if not stats.games:
        return app.tr("profiles.ui.no_games"), ""
    average = round(stats.average_score or 0)
    best_key, average_key = entry.record_keys
    summary = [
        app.tr("profiles.ui.played", played=stats.games, won=stats.wins),
        app.tr(best_key, score=score_words(app, entry.score_key, stats.best_score)),
        app.tr(average_key, score=score_words(app, entry.score_key, average)),
        app.tr("profiles.ui.hints", hints=stats.hints_used),
        played_text(stats.seconds_played),
    ]
    for level, record in sorted(stats.by_level.items(), key=_level_order):
        name = app.tr(LEVEL_NAMES[level]) if level in LEVEL_NAMES else html.escape(level)
        summary.append(
            app.tr("profiles.ui.by_level", level=name, played=record.games, won=record.wins)
        )
    places = [app.tr("profiles.ui.place", place=place, count=count)
              for place, count in enumerate(stats.places, start=1) if count]
    return "<br>".join(summary), "<br>".join(places)


def _level_order(item: tuple[str, object]) -> tuple[int, str]:
    level = item[0]
    return (LEVELS.index(level) if level in LEVELS else len(LEVELS), level)
