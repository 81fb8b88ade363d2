"""Which game? The title's New game and How to play ask it once the collection offers more
than one game with screens; with one game they go straight on, as they always did.

The games come from the registry (game/games.py): every entry with a new-game screen and a
board, in registry order. Each row shows the game's picture (its own board, drawn by
tools/make_picker_art.py), its name as the button, one line on what it is, and how many
players and how long a game typically takes (`GameEntry.about_key`, `minutes`). Rules-only
entries (no screens yet) are not offered. A game whose own texts do not exist in the app's
language (`GameEntry.languages`) is still offered, so a player never loses a game by switching
language, but its button names the languages it has and its tooltip says its texts come in
English (the translations' fallback)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton, UIImage, UILabel, UIPanel

from game.core.i18n import format_list, language_name_key
from game.core.paths import assets_dir
from game.games import GameEntry, playable_games
from game.scenes.scene import Scene
from game.scenes.widgets import DIALOG_PAD, dialog_buttons, dialog_panel
from game.ui.focus import KeyedTip

if TYPE_CHECKING:
    from game.app import App

GAME_BUTTON_HEIGHT = 46
#: A game's picture: its board at a seventh of the canvas (the canvas's 16:10 shape).
PICTURE_SIZE = (176, 110)
ROW_HEIGHT = PICTURE_SIZE[1] + 14
PICTURE_GAP = 18
PICKER_WIDTH = 880
TEXT_LEFT = DIALOG_PAD + PICTURE_SIZE[0] + PICTURE_GAP
TEXT_WIDTH = PICKER_WIDTH - TEXT_LEFT - DIALOG_PAD
HEADER = 74

Opener = Callable[[GameEntry], Any]


def new_game(app: App) -> Scene:
    """The title's New game: the game's new-game screen, after asking which game."""
    return _pick(app, "app.picker.new_game", lambda entry: entry.new_game_class())


def how_to_play(app: App) -> Scene:
    """The title's How to play: the game's how-to, after asking which game."""
    games = [entry for entry in playable_games() if entry.howto_scene]
    return _pick(app, "app.picker.how_to_play", lambda entry: entry.howto_class(), games)


def _pick(app: App, heading: str, scene_of: Opener,
          games: list[GameEntry] | None = None) -> Scene:
    games = playable_games() if games is None else games
    if len(games) == 1:
        return scene_of(games[0])(app)
    return GamePickerScene(app, heading, games, scene_of)


def game_label(app: App, entry: GameEntry) -> tuple[str, str | None]:
    """The picker button's text and tooltip: the game's name, and where the game does not
    speak the app's language, the languages it does (in their own names) and why."""
    language = app.settings.language
    if entry.speaks(language):
        return app.tr(entry.name_key), None
    spoken = format_list([app.tr(language_name_key(code)) for code in entry.languages],
                         language)
    return (app.tr("app.picker.game_in", game=app.tr(entry.name_key), languages=spoken),
            app.tr("app.picker.other_language_tip", languages=spoken))


def game_facts(app: App, entry: GameEntry) -> str | None:
    """"2–6 players · about 45–90 min": who can play and how long a game typically lasts."""
    if entry.minutes is None:
        return None
    players = app.tr("app.picker.players", low=entry.min_players, count=entry.max_players)
    length = app.tr("app.picker.length", low=entry.minutes[0], high=entry.minutes[1])
    return app.tr("app.picker.facts", players=players, length=length)


def picture_of(entry: GameEntry, language: str) -> pygame.Surface | None:
    """The game's picture in this language, or None where it has none (a game without one
    keeps its row). A board that reads differently in a language (the Soviet game's title is
    МЕНЕДЖЕР in Russian, MANAGER in English and German) has `<id>.<language>.png` beside
    `<id>.png`, which serves every other language."""
    folder = assets_dir() / "picker"
    for path in (folder / f"{entry.id}.{language}.png", folder / f"{entry.id}.png"):
        try:
            return pygame.image.load(path).convert()
        except (FileNotFoundError, pygame.error):
            continue
    return None


class GameButton(UIButton):
    """A game's button, which the pointer resting on it does not light while the keys have
    moved the focus to another game since the pointer last moved (`keyed_away`): with both
    lit, which one Enter opens was a guess (en, 1366x768)."""

    keyed_away = False

    def can_hover(self) -> bool:
        return super().can_hover() and not self.keyed_away


class GamePickerScene(Scene):
    """A card with one button per game; choosing one replaces the card by that game's scene."""

    overlay = True

    def __init__(self, app: App, heading: str, games: list[GameEntry], scene_of: Opener) -> None:
        super().__init__(app)
        self.heading = heading
        self.games = games
        self.scene_of = scene_of
        self.game_buttons: dict[str, GameButton] = {}
        self.focus: int | None = None
        self._keyed_tip = KeyedTip()

    def animating(self) -> bool:
        """Changes only in answer to events: idle frames are not drawn."""
        return False

    def enter(self) -> None:
        size = (PICKER_WIDTH, HEADER + len(self.games) * ROW_HEIGHT + 96)
        panel = dialog_panel(self, size, self.heading)
        for index, entry in enumerate(self.games):
            self._row(panel, HEADER + index * ROW_HEIGHT, entry)
        self.buttons = dialog_buttons(self, panel, [("back", "app.picker.back")])

    def _row(self, panel: UIPanel, top: int, entry: GameEntry) -> None:
        """The game's picture, its name (the button), what it is, players and length."""
        manager = self.app.manager
        picture = picture_of(entry, self.app.settings.language)
        if picture is not None:
            UIImage(pygame.Rect((DIALOG_PAD, top), PICTURE_SIZE), picture, manager=manager,
                    container=panel, object_id=ObjectID(f"#picture_{entry.id}"))
        label, tip = game_label(self.app, entry)
        self.game_buttons[entry.id] = GameButton(
            pygame.Rect(TEXT_LEFT, top, TEXT_WIDTH, GAME_BUTTON_HEIGHT), label,
            manager=manager, container=panel,
            object_id=ObjectID(f"#pick_{entry.id}", "@menu_button"), tool_tip_text=tip)
        lines = [entry.about_key, game_facts(self.app, entry)]
        for number, text in enumerate(line for line in lines if line):
            UILabel(pygame.Rect(TEXT_LEFT + 4, top + GAME_BUTTON_HEIGHT + 4 + number * 28,
                                TEXT_WIDTH - 4, 28),
                    text, manager=manager, container=panel,
                    object_id=ObjectID(f"#about_{entry.id}",
                                       "@body_label" if number == 0 else "@hint"))

    def choose(self, game_id: str) -> Scene:
        entry = next(entry for entry in self.games if entry.id == game_id)
        scene = self.scene_of(entry)(self.app)
        self.app.scenes.replace(scene)
        return scene

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            for game_id, button in self.game_buttons.items():
                if event.ui_element is button:
                    self.choose(game_id)
                    return True
            if event.ui_element is self.buttons["back"]:
                self.app.scenes.pop()
                return True
        if event.type == pygame.MOUSEMOTION:
            self._pointer_moved(event.pos)
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_ESCAPE:
            self.app.scenes.pop()
        elif event.key in (pygame.K_DOWN, pygame.K_UP):
            self._step_focus(1 if event.key == pygame.K_DOWN else -1)
        elif event.key == pygame.K_TAB:  # as the arrows (Tab went nowhere: tipkeys)
            self._step_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.focus is not None:
            self.choose(self.games[self.focus].id)
        else:
            return False
        return True

    def _pointer_moved(self, pos: tuple[int, int]) -> None:
        """One game lit, the last one moved to: the pointer's move takes the keys' light away
        and lets the game under it light again; that game is then the one Enter opens and
        the arrows walk on from."""
        buttons = list(self.game_buttons.values())
        if self.focus is not None:
            buttons[self.focus].unselect()
            self._keyed_tip.close()
        for button in buttons:
            button.keyed_away = False
        self.focus = next((index for index, button in enumerate(buttons)
                           if button.get_abs_rect().collidepoint(pos)), None)

    def _step_focus(self, step: int) -> None:
        """The arrow keys and Tab walk the games, as they walk the title menu; Enter opens one.
        A game's tip (the languages it speaks) opens as the focus comes. The game under a
        resting pointer goes dark (`GameButton`), so only the keys' game is lit."""
        buttons = list(self.game_buttons.values())
        for button in buttons:
            button.keyed_away = True
        if self.focus is not None:
            buttons[self.focus].unselect()
        start = -1 if step > 0 else 0
        self.focus = ((self.focus if self.focus is not None else start) + step) % len(buttons)
        buttons[self.focus].select()
        self._keyed_tip.open(buttons[self.focus])
