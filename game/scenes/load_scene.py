"""The Load screen: the playing profile's saves, newest first, each with date, players, where
the game stands and a thumbnail; load one, review it (game/scenes/review_open.py), rename a
named one (game/scenes/rename_save.py), or delete it after a question.

A file that cannot be used is listed with its message instead of hiding it: the player sees
which file and why, the file stays on disk untouched, and every other save still loads.
"""

from __future__ import annotations

import gc
import html
import io
import logging
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import (
    UIButton,
    UIImage,
    UILabel,
    UIPanel,
    UIScrollingContainer,
)

from game.core.i18n import format_moment
from game.core.safe_read import png_size, read_regular_file
from game.core.save_format import SaveError
from game.core.saves import BadSave, LoadedGame, SaveEntry
from game.core.user_files import UserFileError
from game.games import UnknownGame, game_entry, playable_games
from game.scenes.backdrop import paint_backdrop
from game.scenes.busy import BusyScene
from game.scenes.confirm_dialog import ConfirmScene
from game.scenes.lazy_rows import LazyRows
from game.scenes.load_lines import entry_names, fitted_title_params, players_text
from game.scenes.notice import NoticeScene
from game.scenes.player_files import player_files
from game.scenes.rename_save import rename_dialog
from game.scenes.review_open import open_review
from game.scenes.scene import Scene
from game.scenes.widgets import DIALOG_PAD, dialog_buttons, dialog_panel
from game.ui.focus import FocusRing
from game.ui.text_box import TextBox

if TYPE_CHECKING:
    from game.app import App

log = logging.getLogger(__name__)

PANEL_SIZE = (1120, 720)
LIST_RECT = pygame.Rect(DIALOG_PAD, 80, PANEL_SIZE[0] - 2 * DIALOG_PAD, 530)
ROW_HEIGHT = 100
ROW_GAP = 10
ROW_WIDTH = LIST_RECT.width - 24
THUMB_SIZE = (144, 84)
ROW_BUTTON = (130, 44)
TEXT_LEFT = THUMB_SIZE[0] + 28
TEXT_GAP = 8
"""Between the row's text and its buttons: an italic line's last letter leans to the right."""
BAD_MESSAGE_TOP = 30
"""A damaged row's message, under its title: two lines of the hint font and the box's padding
(68 px) fit every refusal in every language; from 40 (56 px) a second line was cut in half
behind a scroll bar (play-test)."""
THUMB_MAX_BYTES = 2 * 1024 * 1024
THUMB_MAX_SIDE = 1024
"""A board's thumbnail is 256x160 and a few kB: anything far larger is not one of ours."""


class LoadScene(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.files = player_files(app)
        self.backdrop: pygame.Surface | None = None
        self.panel: UIPanel | None = None
        self.refused: dict[Path, UserFileError] = {}
        """Saves that listed fine but failed to load this visit (an illegal move, say)."""
        self.show_older = False
        self.renamed: list[UserFileError | None] = []
        """A rename's answer, told once its dialog has closed (`resume`)."""
        self.renaming: tuple[Path, bool] | None = None
        """The save being renamed, and whether its Rename had the keyboard's focus."""
        self.refocus: Path | None = None
        """The save whose Rename takes the focus back once the list is read again."""
        self.ring = FocusRing(self._press)
        """Tab / Shift-Tab through the built rows' buttons, then Show older and Back; Enter
        or Space presses. The list scrolls to the focused row (`_show_focused`)."""

    def animating(self) -> bool:
        """Changes only in answer to events: idle frames are not drawn."""
        return False

    def enter(self) -> None:
        self.backdrop = paint_backdrop(self.app.canvas_size, seed=4)
        self._build()

    def on_language_changed(self) -> None:
        self._build()

    def _build(self) -> None:
        if self.panel is not None:
            self.panel.kill()
            gc.collect()  # the old rows' surfaces, at once (see SceneStack.collect_closed)
        self.panel = dialog_panel(self, PANEL_SIZE, "saves.ui.heading")
        self.load_buttons: dict[UIButton, SaveEntry] = {}
        self.delete_buttons: dict[UIButton, tuple[Path, str]] = {}
        self.review_buttons: dict[UIButton, Path] = {}
        self.rename_buttons: dict[UIButton, SaveEntry] = {}
        self.named: list[SaveEntry] = []
        current = self.files.current
        saves = self.files.saves(current.id) if current else None
        hidden = 0
        if saves is None:
            entries, bad = [], []
        else:
            listing = saves.list_saves()
            usable = [e for e in listing.entries if e.path not in self.refused]
            entries = usable if self.show_older else newest_autosaves_only(usable)
            bad = listing.bad + [BadSave(path, error) for path, error in self.refused.items()]
            self.named = [e for e in listing.entries if e.meta.kind == "slot"]
            hidden = len(usable) - len(entries)
        self.scroller = UIScrollingContainer(
            LIST_RECT,
            manager=self.app.manager,
            container=self.panel,
            allow_scroll_x=False,
            object_id=ObjectID("#save_list", None),
        )
        self.listed: list[SaveEntry | BadSave] = [*entries, *bad]
        self.scroller.set_scrollable_area_dimensions(
            (ROW_WIDTH, max(LIST_RECT.height - 4, len(self.listed) * (ROW_HEIGHT + ROW_GAP)))
        )
        self.rows = LazyRows(self.scroller, len(self.listed), (ROW_WIDTH, ROW_HEIGHT), ROW_GAP,
                             self._any_row, self._forget_buttons)
        if not self.listed:
            UILabel(
                pygame.Rect(0, 20, ROW_WIDTH, 40),
                "saves.ui.none",
                manager=self.app.manager,
                container=self.scroller,
                object_id=ObjectID("#saves_none", "@body_label"),
            )
        self.back = dialog_buttons(self, self.panel, [("back", "saves.ui.back")])["back"]
        self.older_button = None
        if hidden or self.show_older:
            label = "saves.ui.hide_older" if self.show_older else "saves.ui.show_older"
            self.older_button = UIButton(
                pygame.Rect(DIALOG_PAD, self.back.relative_rect.top, 420, 48),
                label,
                manager=self.app.manager,
                container=self.panel,
                object_id=ObjectID("#older_autosaves", "@dialog_button"),
                text_kwargs={"count": str(hidden)},
            )

    def update(self, dt: float) -> None:
        if self.panel is not None:
            self.rows.update()
            self.ring.set_items(self._ring_items())
            if self.refocus is not None:
                button = next((b for b, e in self.rename_buttons.items()
                               if e.path == self.refocus), None)
                if button is not None:
                    self.refocus = None
                    self.ring.focus(button)

    def _ring_items(self) -> list:
        """The buttons in Tab order: row by row, each row's as they stand left to right and
        top to bottom (Load, Review, Rename, Delete), then the panel's own."""
        items: list = []
        for index in sorted(self.rows.built):
            buttons = [w for w in self.rows.built[index] if isinstance(w, UIButton)]
            items += sorted(buttons, key=lambda b: (b.relative_rect.x, b.relative_rect.y))
        return items + [b for b in (self.older_button, self.back) if b is not None]

    def _show_focused(self) -> None:
        """Scroll the focused button's row into view: Tab past the rows on screen moved the
        gold border out of sight."""
        index = next((i for i, widgets in self.rows.built.items()
                      if self.ring.current in widgets), None)
        bar = self.scroller.vert_scroll_bar
        if index is None or bar is None:
            return
        top = -self.scroller.scrollable_container.get_relative_rect().y
        height = self.scroller.get_relative_rect().height
        row_top = index * self.rows.stride
        if row_top < top:
            wanted = row_top
        elif row_top + ROW_HEIGHT > top + height:
            wanted = row_top + ROW_HEIGHT - height
        else:
            return
        total = self.scroller.scrolling_height
        bar.set_scroll_from_start_percentage(wanted / total)

    def _any_row(self, index: int, rect: pygame.Rect) -> list:
        """A save's row; one that cannot be drawn (a hand-edited file holding what the
        checks let through) becomes a damaged row, which can still be deleted."""
        item = self.listed[index]
        if isinstance(item, BadSave):
            return self._bad_row(rect, item)
        widgets: list = []
        try:
            self._entry_row(rect, item, widgets)
        except Exception as failure:
            log.warning("save %s cannot be shown: %r", item.path.name, failure)
            self._forget_buttons(widgets)
            if widgets:
                widgets[0].kill()
            return self._bad_row(rect, BadSave(item.path, SaveError(
                "saves.error.cannot_show", {"file": item.path.name})))
        return widgets

    def _forget_buttons(self, widgets: list) -> None:
        for widget in widgets:
            self.load_buttons.pop(widget, None)
            self.delete_buttons.pop(widget, None)
            self.review_buttons.pop(widget, None)
            self.rename_buttons.pop(widget, None)

    def _row(self, rect: pygame.Rect, style: str) -> UIPanel:
        return UIPanel(
            rect,
            manager=self.app.manager,
            container=self.scroller,
            object_id=ObjectID("#save_row", style),
        )

    def _entry_row(self, rect: pygame.Rect, entry: SaveEntry, widgets: list) -> None:
        """Every row shares its widgets' object ids, so pygame-gui themes one row and reuses
        that for all (per-save ids made a new theme entry for every save)."""
        manager = self.app.manager
        row = self._row(rect, "@save_row")
        widgets.append(row)
        widgets.append(UIImage(
            pygame.Rect((8, 6), THUMB_SIZE),
            thumbnail(entry.thumbnail),
            manager=manager,
            container=row,
            object_id=ObjectID("#row_thumb", None),
        ))
        title, title_params = entry_title(self.app, entry)
        text_width = button_x(1) - TEXT_GAP - TEXT_LEFT   # up to Load, Review and Delete
        details = details_forms(self.app, entry)
        # each line made with a short form (pygame-gui warns of a text wider than its label),
        # then given the longest that fits, measured with the label's own font
        lines = [
            (title, dict.fromkeys(title_params, ""), "@row_label"),
            (details[-1], None, "@hint"),
            ("saves.ui.players", {"players": ""}, "@hint"),
        ]
        labels = [UILabel(
            pygame.Rect(TEXT_LEFT, 6 + number * 30, text_width, 30),
            text,
            manager=manager,
            container=row,
            object_id=ObjectID(f"#row_line{number}", style),
            text_kwargs=params,
        ) for number, (text, params, style) in enumerate(lines)]
        widgets += labels
        fonts = [label.font for label in labels]
        labels[0].set_text(title, text_kwargs=fitted_title_params(
            self.app, title, title_params, lambda text: fonts[0].size(text)[0], text_width))
        labels[1].set_text(next((text for text in details
                                 if fonts[1].size(text)[0] <= text_width), details[-1]))
        players = players_text(self.app, entry_names(self.app, entry),
                               lambda text: fonts[2].size(text)[0], text_width)
        labels[2].set_text("saves.ui.players", text_kwargs={"players": players})
        review = reviewable(entry)
        load = self._row_button(row, 1, "saves.ui.load", "row_load", -1 if review else 0)
        named = entry.meta.kind == "slot"  # an autosave has no name to change
        if named:  # over Delete, as Review sits under Load
            rename = self._row_button(row, 0, "saves.ui.rename", "row_rename", -1)
            widgets.append(rename)
            self.rename_buttons[rename] = entry
        delete = self._row_button(row, 0, "saves.ui.delete", "row_delete", 1 if named else 0)
        widgets += [load, delete]
        if review:  # under Load: the row's text keeps its width
            button = self._row_button(row, 1, "review.ui.row_button", "row_review", 1)
            widgets.append(button)
            self.review_buttons[button] = entry.path
        what = self.app.tr(title, **title_params)
        self.load_buttons[load] = entry
        self.delete_buttons[delete] = (entry.path, f"{what} ({entry_date(self.app, entry)})")

    def _bad_row(self, rect: pygame.Rect, problem: BadSave) -> list:
        manager = self.app.manager
        row = self._row(rect, "@save_row")
        title = UILabel(
            pygame.Rect(16, 2, ROW_WIDTH - ROW_BUTTON[0] - 60, 30),
            "saves.ui.unusable",
            manager=manager,
            container=row,
            object_id=ObjectID("#bad_title", "@row_label"),
            text_kwargs={"file": problem.path.name},
        )
        message = self.app.tr(problem.error.key, **problem.error.shown_params(self.app.tr))
        text = TextBox(
            f"<i>{html.escape(message)}</i>",
            pygame.Rect(10, BAD_MESSAGE_TOP, ROW_WIDTH - ROW_BUTTON[0] - 48,
                        ROW_HEIGHT - BAD_MESSAGE_TOP - 2),
            manager=manager,
            container=row,
            object_id=ObjectID("#bad_message", "@hint_box"),
        )
        if problem.path.suffix != ".json":  # the folder itself: nothing to delete from here
            return [row, title, text]
        delete = self._row_button(row, 0, "saves.ui.delete", "row_delete")
        self.delete_buttons[delete] = (problem.path, problem.path.name)
        return [row, title, text, delete]

    def _row_button(self, row: UIPanel, slot: int, label: str, name: str,
                    level: int = 0) -> UIButton:
        """Buttons from the right edge: slot 0 rightmost; `level` -1 / 1 puts one in the
        upper / lower half of the row (two buttons in one slot), 0 in the middle."""
        x = button_x(slot)
        y = (ROW_HEIGHT - ROW_BUTTON[1]) // 2 - 3 + level * (ROW_BUTTON[1] // 2 + 2)
        return UIButton(
            pygame.Rect((x, y), ROW_BUTTON),
            label,
            manager=self.app.manager,
            container=row,
            object_id=ObjectID(f"#{name}", "@dialog_button"),
        )

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            return self._press(event.ui_element)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.scenes.pop()
            return True
        if self.ring.handle_key(event):
            self._show_focused()
            return True
        return False

    def _press(self, element) -> bool:
        """A button pressed, by a click or by Enter / Space on the focused one."""
        if element is self.back:
            self.app.scenes.pop()
        elif element is self.older_button:
            self.app.scenes.push(BusyScene(self.app, "saves.ui.busy_reading",
                                           self._toggle_older))
        elif element in self.load_buttons:
            entry = self.load_buttons[element]
            self.app.scenes.push(BusyScene(self.app, "saves.ui.busy_loading",
                                           lambda: self._load(entry)))
        elif element in self.delete_buttons:
            self._confirm_delete(*self.delete_buttons[element])
        elif element in self.review_buttons:
            open_review(self.app, self.review_buttons[element])
        elif element in self.rename_buttons:
            self._rename(self.rename_buttons[element])
        else:
            return False
        return True

    def _toggle_older(self) -> None:
        self.show_older = not self.show_older
        self._build()

    def _load(self, entry: SaveEntry) -> None:
        saves = self.files.saves()
        try:
            loaded = saves.load(entry.path)
        except UserFileError as problem:
            self.refused[entry.path] = problem
            self._build()
            show_problem(self.app, "saves.ui.load_failed", problem)
            return
        open_game(self.app, loaded)

    def _rename(self, entry: SaveEntry) -> None:
        store = self.files.saves()
        if store is not None:
            self.renaming = (entry.path, self.ring.current in self.rename_buttons)
            self.app.scenes.push(rename_dialog(self.app, store, entry, self.named,
                                               self.renamed.append))

    def resume(self) -> None:
        """Back from a dialog: after a rename the list is read again (the new name, or the
        file now shown as damaged), and a rename refused for a reason of the file says why."""
        if not self.renamed:
            return
        problem = self.renamed.pop()
        bar = self.scroller.vert_scroll_bar
        place = 0.0 if bar is None else bar.start_percentage
        self._build()
        bar = self.scroller.vert_scroll_bar
        if bar is not None:  # the list stays where it was: the renamed row in sight
            bar.set_scroll_from_start_percentage(place)
        if self.renaming is not None and self.renaming[1]:  # and the keys go on from there
            self.refocus = self.renaming[0]
        self.renaming = None
        if problem is not None:
            show_problem(self.app, "saves.ui.rename_failed", problem)

    def _confirm_delete(self, path: Path, what: str) -> None:
        def delete() -> None:
            try:
                self.files.saves().delete(path)
            except UserFileError as problem:
                show_problem(self.app, "saves.ui.delete_failed", problem)
            self.refused.pop(path, None)
            self._build()

        self.app.scenes.push(
            ConfirmScene(
                self.app,
                "saves.ui.delete_heading",
                "saves.ui.delete_question",
                {"what": html.escape(what)},
                "saves.ui.delete",
                "saves.ui.keep",
                delete,
            )
        )

    def draw(self, surface: pygame.Surface) -> None:
        if self.backdrop is not None:
            surface.blit(self.backdrop, (0, 0))


class ContinueScene(BusyScene):
    """What the title's Continue opens: says it is loading, loads the newest unfinished game
    of the playing profile and hands it to its board, or explains why it cannot."""

    def __init__(self, app: App) -> None:
        super().__init__(app, "saves.ui.busy_loading")

    def work(self) -> None:
        files = player_files(self.app)
        entry = files.newest_game()
        if entry is None:
            self.app.scenes.push(NoticeScene(self.app, "saves.ui.heading", "saves.ui.none"))
            return
        store = files.saves()
        try:
            loaded = store.load(entry.path)
        except UserFileError as problem:
            show_problem(self.app, "saves.ui.load_failed", problem)
            return
        open_game(self.app, loaded)
        passed = store.unreadable_newer(entry)
        if passed:
            self.app.scenes.push(passed_over_notice(self.app, entry, passed.other_game,
                                                    bool(passed.paths), bool(passed.named)))


#: The notice's heading and body by what was passed over: (the game played last, an autosave
#: of the game resumed, a named save made since).
_PASSED_OVER_WORDS = {
    (True, True, False): ("saves.ui.passed_over_game_heading", "saves.ui.passed_over_game"),
    (True, True, True): ("saves.ui.passed_over_game_heading", "saves.ui.passed_over_game_named"),
    (False, True, False): ("saves.ui.passed_over_heading", "saves.ui.passed_over"),
    (False, True, True): ("saves.ui.passed_over_heading", "saves.ui.passed_over_and_named"),
    (False, False, True): ("saves.ui.passed_over_named_heading", "saves.ui.passed_over_named"),
}


def passed_over_notice(app: App, entry: SaveEntry, other_game: bool = False,
                       autosave: bool = True, named: bool = False) -> NoticeScene:
    """Said over the board when Continue went back past a newer autosave it cannot read: the
    player would otherwise find moves gone without a word. It names the save resumed as the
    Load list does (title, date, where the game stood); the damaged files stay in that list.
    `other_game`: every autosave of the game played last is damaged, so Continue went on
    with an older game (play-test: it did so without a word). `named`: a named save written
    since cannot be read either (the Load list showed it, Continue said nothing)."""
    key, params = entry_title(app, entry)
    key_where, where_params = entry.meta.progress
    heading, body = _PASSED_OVER_WORDS[(other_game and autosave, autosave or not named, named)]
    return NoticeScene(app, heading, body, {
        "save": html.escape(app.tr(key, **params)),
        "date": html.escape(entry_date(app, entry)),
        "where": html.escape(app.tr(key_where, **where_params)),
    })


def load_screen(app: App) -> BusyScene:
    """The title's Load: the list is read behind a "reading your saves" card."""
    return BusyScene(app, "saves.ui.busy_reading", lambda: app.scenes.push(LoadScene(app)))


def open_game(app: App, loaded: LoadedGame) -> None:
    """Replace every screen by the board of the loaded game (the board's `from_save`), on the
    title as a new game's board sits: its result's New game replaces the board, and that
    screen's Back must land on the title, not on an empty window (the monkey found it)."""
    board = game_entry(loaded.setup.game).board()
    app.back_to_title()
    app.scenes.push(board.from_save(app, loaded))


def show_problem(app: App, heading: str, problem: UserFileError) -> None:
    params = {name: html.escape(str(value))
              for name, value in problem.shown_params(app.tr).items()}
    app.scenes.push(NoticeScene(app, heading, problem.key, params))


def newest_autosaves_only(entries: list[SaveEntry]) -> list[SaveEntry]:
    """Named saves, and each game's newest autosave: the older two are a safety net, shown on
    request. `entries` is newest first."""
    seen: set[str] = set()
    kept = []
    for entry in entries:
        if entry.meta.kind == "auto":
            if entry.meta.game_uid in seen:
                continue
            seen.add(entry.meta.game_uid)
        kept.append(entry)
    return kept


def reviewable(entry: SaveEntry) -> bool:
    """Whether the save's game can be reviewed (every game with a review kit and board)."""
    try:
        return game_entry(entry.setup.game).can_show_review
    except UnknownGame:
        return False


def entry_title(app: App, entry: SaveEntry) -> tuple[str, dict[str, str]]:
    """The row's title: the slot's name, or what kind of save it is; once the title offers
    more than one game, after the game's name ("Speedtycoon · Autosave"). A long slot name is
    shortened there (`fitted_title_params`), never the game's name: on the details line the
    game was the part a long row dropped first (speedpolish: a Russian Speedtycoon save after
    its Venture Capital scoring named no game)."""
    several = len(playable_games()) > 1
    params = {"game": game_name(app, entry.setup.game)} if several else {}
    if entry.meta.kind == "slot" and entry.meta.name:
        return ("saves.ui.game_name" if several else "saves.ui.name",
                {**params, "name": entry.meta.name})
    if entry.meta.finished:
        return ("saves.ui.game_autosave_finished" if several
                else "saves.ui.autosave_finished", params)
    return "saves.ui.game_autosave" if several else "saves.ui.autosave", params


def entry_date(app: App, entry: SaveEntry) -> str:
    return format_date(app, entry.saved_at)


def format_date(app: App, moment: datetime) -> str:
    """A moment in local time, written the way the current language writes dates (CLDR's
    formats through Babel: the year is a year, never a number with a thousands separator)."""
    return format_moment(moment.astimezone(), app.settings.language)


def entry_details(app: App, entry: SaveEntry) -> str:
    """Date · where the game stands · moves, in the current language (the game is named in
    the row's title, `entry_title`)."""
    return details_forms(app, entry)[0]


def details_forms(app: App, entry: SaveEntry) -> list[str]:
    """The details line, whole first, then a shorter form for a row too narrow for it (in
    Russian a Speedtycoon save after its Venture Capital scoring): it drops the moves (a count
    the player sees nowhere else; where the game stands says how far it went; named by a word
    no progress text uses for its turns: «ходов: 170 · ходов: 256» said two counts alike).
    The date and where the game stands always stay: they tell one save from another."""
    key, params = entry.meta.progress
    date, where = entry_date(app, entry), app.tr(key, **params)
    moves = app.tr("saves.ui.moves", count=entry.moves)
    return [app.tr("saves.ui.details", date=date, where=where, moves=moves),
            app.tr("saves.ui.details_brief", date=date, where=where)]


def continue_tip(app: App) -> tuple[str, dict[str, str]] | None:
    """The title's Continue names the game it resumes, once the title offers several."""
    entry = player_files(app).newest_game()
    if entry is None or len(playable_games()) < 2:
        return None
    key, params = entry.meta.progress
    return "saves.ui.continue_tip", {"game": game_name(app, entry.setup.game),
                                     "where": app.tr(key, **params)}


def game_name(app: App, game_id: str) -> str:
    """A game's name in the current language; a game this version lacks by its id."""
    try:
        return app.tr(game_entry(game_id).name_key)
    except UnknownGame:
        return game_id


def button_x(slot: int) -> int:
    """Where a row's buttons of `slot` begin, counted from the right edge (slot 0 rightmost)."""
    return ROW_WIDTH - (slot + 1) * (ROW_BUTTON[0] + 12) - 8


def thumbnail(path: Path | None) -> pygame.Surface:
    """The save's picture scaled to the row, or a plain card when there is none (or it is
    damaged: a bad thumbnail never hides a good save)."""
    if path is not None:
        try:
            data = read_regular_file(path, THUMB_MAX_BYTES)
            width, height = png_size(data) or (0, 0)
            if not (0 < width <= THUMB_MAX_SIDE and 0 < height <= THUMB_MAX_SIDE):
                raise ValueError(f"{path.name}: not a thumbnail-sized PNG")
            image = pygame.image.load(io.BytesIO(data), path.name)
        except (pygame.error, OSError, ValueError):
            image = None
        if image is not None:
            return pygame.transform.smoothscale(image.convert(), THUMB_SIZE)
    card = pygame.Surface(THUMB_SIZE)
    card.fill((22, 40, 70))
    pygame.draw.rect(card, (60, 84, 120), card.get_rect(), 2)
    return card
