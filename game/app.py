"""Start-up and the main loop: flags, one window, one UIManager, the scene stack.

Nothing here touches pygame at import time; `App()` does all set-up, in an order that lets a
failure be explained: paths and the log first, then translations and settings, then pygame.
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import logging
import multiprocessing
import os
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path

import pygame
import pygame_gui
from pygame_gui.core.utility import set_default_manager

from game.core.audio import Audio
from game.core.data_lock import take_data_lock
from game.core.i18n import LANGUAGES, load_translations, set_language, system_language, tr
from game.core.logs import setup_logging
from game.core.paths import UserPaths, assets_dir, locales_dir
from game.core.render_hints import apply_render_hints
from game.core.settings import Settings, load_settings
from game.scenes.scene import Scene
from game.scenes.stack import SceneStack
from game.ui.canvas import Canvas, CanvasUIManager
from game.ui.redraw import RedrawWatch

CANVAS_SIZE = (1280, 800)
FPS = 60
HEADLESS_DRIVERS = ("dummy", "offscreen")
_STARTED = time.perf_counter()
_POINTER_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
#: A move's picture (`App.defer_draw`): none due, to draw this frame, to show this frame.
MOVE_NONE, MOVE_DRAW, MOVE_SHOW = range(3)


@dataclass(frozen=True)
class Options:
    """The command line, parsed; tests build one directly."""

    language: str | None = None
    data_dir: Path | None = None
    fullscreen: bool | None = None
    smoke_test: bool = False
    headless: bool = False
    #: Pins the seed the computers' decisions draw from (tests: the same game every run).
    decision_seed: int | None = None
    #: `--review SAVE [--json OUT] [--seat N]`: review a saved game headless, then exit.
    review: Path | None = None
    review_json: Path | None = None
    review_seat: int | None = None


def data_dir_arg(text: str) -> Path:
    """`--data-dir ""` would be the current folder, and a link loop a traceback: both are
    refused by argparse with a one-line reason (exit code 2)."""
    if not text.strip():
        raise argparse.ArgumentTypeError("needs a folder, not an empty name")
    try:
        return Path(text).expanduser().resolve()
    except (OSError, RuntimeError) as error:  # RuntimeError: a symlink loop
        raise argparse.ArgumentTypeError(f"cannot use {text!r}: {error}") from None


def parse_args(argv: list[str]) -> Options:
    parser = argparse.ArgumentParser(prog="tycoon", description="Tycoon and friends.")
    parser.add_argument("--lang", choices=LANGUAGES, help="language for this session")
    parser.add_argument("--data-dir", type=data_dir_arg, metavar="PATH",
                        help="keep settings, profiles, saves and logs in PATH")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--windowed", dest="fullscreen", action="store_false", default=None,
                      help="start in a window")
    mode.add_argument("--fullscreen", dest="fullscreen", action="store_true",
                      help="start in fullscreen")
    parser.add_argument("--smoke-test", action="store_true",
                        help="open every main scene headless, then exit (0 = all fine)")
    parser.add_argument("--review", type=Path, metavar="SAVE",
                        help="review a saved game headless (JSON), then exit (2 = bad save)")
    parser.add_argument("--json", type=Path, metavar="OUT", dest="review_json",
                        help="with --review: write the review to OUT (else to stdout)")
    parser.add_argument("--seat", type=seat_arg, metavar="N", dest="review_seat",
                        help="with --review: the seat to review, 0 = first (default: the "
                             "first person's seat, else 0)")
    args = parser.parse_args(argv)
    if (args.review_json is not None or args.review_seat is not None) and args.review is None:
        parser.error("--json and --seat go with --review SAVE")
    return Options(language=args.lang, data_dir=args.data_dir, fullscreen=args.fullscreen,
                   smoke_test=args.smoke_test, headless=args.smoke_test, review=args.review,
                   review_json=args.review_json, review_seat=args.review_seat)


def seat_arg(text: str) -> int:
    """A seat number (0 = the first seat); anything else is refused by argparse (exit 2)."""
    if not text.strip().isdigit():
        raise argparse.ArgumentTypeError(f"{text!r} is not a seat number (0, 1, 2, ...)")
    return int(text)


class App:
    canvas_size: tuple[int, int] = CANVAS_SIZE

    def __init__(self, options: Options | list[str] | None = None, *,
                 raise_errors: bool = False) -> None:
        """`raise_errors=True` lets a scene's exception escape instead of showing the error
        screen: what tests and the smoke test want."""
        if options is None or isinstance(options, list):
            options = parse_args(options or [])
        self.options = options
        self.raise_errors = raise_errors
        self.running = False
        self.closed = False
        self._first_frame_logged = False
        if options.headless:
            os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
            os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

        self.paths = _user_paths(options)
        self.log = setup_logging(self.paths.log_file, echo=True)
        self.log.info("starting; user files in %s", self.paths)
        self.data_lock = take_data_lock(self.paths.data_dir)
        #: Another copy owns the data folder: this one changes nothing in it (until it quits).
        self.read_only = self.data_lock.other_copy
        loaded = load_settings(self.paths.settings_file, system_language())
        self.settings: Settings = loaded.settings
        if self.read_only:
            self.settings.file = None  # the other copy's settings; changes last this session
        if options.language:
            self.settings.language = options.language
        # Only the language shown and English (the fallback): another is read when chosen.
        self.translation_problems = load_translations(locales_dir(), (self.settings.language,))
        set_language(self.settings.language)

        pygame.init()
        self._open_window(self.settings.fullscreen if options.fullscreen is None
                          else options.fullscreen)
        self.manager = CanvasUIManager(
            self.canvas,
            theme_path=str(assets_dir() / "theme.json"),
            enable_live_theme_updates=False,
            starting_language=self.settings.language,
        )
        set_default_manager(self.manager)
        # Body texts use <b>; preloading its font keeps the first such dialog from stalling.
        self.manager.preload_fonts([{"name": "noto_sans", "point_size": 18, "style": "bold"}])
        self.audio = Audio(self.settings, assets_dir() / "sounds")
        self.clock = pygame.time.Clock()
        self.scenes = SceneStack(self)
        self.redraw = RedrawWatch()
        #: Frames drawn and frames left as they were (what the idle tests count).
        self.frames_drawn = self.frames_skipped = 0
        #: `defer_draw` was asked this frame; a change seen while a move's picture was shown
        #: is still to draw; where a move's picture is (MOVE_*).
        self._hold_draw = self._draw_owed = False
        self._move_stage = MOVE_NONE

        from game.scenes.notice import NoticeScene
        from game.scenes.player_files import player_files
        from game.scenes.title import TitleScene

        playing = player_files(self).current
        if playing is not None and not options.language:
            self.set_language(playing.language)

        self.scenes.push(TitleScene(self))
        if self.read_only:
            from game.scenes.other_copy import other_copy_question

            self.scenes.push(other_copy_question(self))
        if loaded.notice:
            self.scenes.push(NoticeScene(self, "app.notice.settings_title", loaded.notice,
                                         loaded.notice_params))
        self.audio.start_music()

    @classmethod
    def headless(cls, data_dir: Path, language: str | None = "en") -> App:
        """An app on the dummy drivers for tests: user files in `data_dir`, errors raised."""
        return cls(Options(language=language, data_dir=Path(data_dir), fullscreen=False,
                           headless=True, decision_seed=0), raise_errors=True)

    @property
    def is_headless(self) -> bool:
        return os.environ.get("SDL_VIDEODRIVER", "") in HEADLESS_DRIVERS

    def tr(self, key: str, **params: object) -> str:
        return tr(key, **params)

    # --- window -------------------------------------------------------------------------

    def _open_window(self, fullscreen: bool) -> None:
        pygame.display.set_caption("Tycoon")
        icon = assets_dir() / "icons" / "tycoon.png"
        if icon.exists():
            try:
                pygame.display.set_icon(pygame.image.load(icon))
            except pygame.error as error:
                self.log.warning("icon %s unusable: %s", icon, error)
        else:
            self.log.warning("icon %s missing: the window shows the default icon", icon)
        hints = {} if self.is_headless else apply_render_hints()
        if hints:
            self.log.info("no GPU found: drawing with SDL's software renderer (%s)", hints)
        # Scenes draw on the 1280x800 canvas; it is scaled to fit whatever window there is.
        self.canvas = Canvas(CANVAS_SIZE)
        self.window_resizable = not self.is_headless
        scaler = os.environ.get("TYCOON_SCALER", "gpu" if not hints else "cpu")
        remembered = self.settings.window_size
        # pygame warns "no fast renderer available" where SDL draws on the CPU: expected without
        # a GPU, so it goes to the log instead of the player's console.
        for warning in self.canvas.open(
                fullscreen, resizable=self.window_resizable, gpu=scaler == "gpu",
                remembered=tuple(remembered) if remembered else None):
            self.log.info("display: %s", warning)
        self.log.info("window %s, canvas scaled by %s", pygame.display.get_window_size(),
                      "SDL's renderer" if self.canvas.scaled_by_sdl else "smoothscale")
        self.screen = self.canvas.surface
        self.fullscreen = fullscreen

    def set_fullscreen(self, on: bool) -> None:
        """Switch and remember; the layout is untouched because the canvas stays 1280x800."""
        self.settings.fullscreen = on
        self.settings.save()
        if on == self.fullscreen:
            return
        if not self.is_headless:
            try:
                self.canvas.set_fullscreen(on)
            except pygame.error as error:
                self.log.warning("cannot switch fullscreen: %s", error)
                return
        self.fullscreen = on

    def _remember_window(self) -> None:
        """Keep the size the player gave the window for the next start; a window left as it
        opened is sized to the desktop again (a bigger screen next time gets a bigger window),
        a fullscreen session keeps the last size."""
        size = self.canvas.window_size() if self.window_resizable else None
        if size is None:
            return
        remembered = None if size == self.canvas.own_size else list(size)
        if remembered != self.settings.window_size:
            self.settings.window_size = remembered
            self.settings.save()

    def set_language(self, language: str) -> None:
        """Switch every widget and every scene's own text now, and remember the choice."""
        from game.scenes.player_files import player_files

        self.settings.language = language
        self.settings.save()
        player_files(self).remember_language(language)
        set_language(language)
        self.manager.set_locale(language)
        for scene in self.scenes:
            scene.on_language_changed()

    # --- loop ---------------------------------------------------------------------------

    def run(self) -> int:
        self.running = True
        while self.running:
            self.step(self.clock.tick(FPS) / 1000)
        return 0

    def quit(self) -> None:
        self.running = False

    def step(self, dt: float = 1 / FPS) -> None:
        """One frame: events, update, draw. A scene's exception becomes the error screen."""
        try:
            self._frame(dt)
        except Exception as error:
            if self.raise_errors or self._error_scene_on_top():
                raise
            self.show_error(error)

    def defer_draw(self) -> None:
        """This frame did a move's work (the rules, the board's sync, the save request): the
        next frame draws its first picture (the board's caches made anew) and the one after
        shows it (the canvas scaled into the window), so no frame pays for two of the three
        (issue 30.10: the frame of a computer's move stays within 8 ms, also where the canvas
        is scaled on the CPU). The player sees the move two frames (33 ms) later."""
        self._hold_draw = True

    def run_frames(self, count: int, dt: float = 1 / FPS) -> None:
        for _ in range(count):
            self.step(dt)

    def _frame(self, dt: float) -> None:
        self.scenes.collect_closed()
        self.manager.pass_time(dt)
        events = 0
        for event in self.canvas.events():
            events += 1
            self._dispatch(event)
        ui_time = self.redraw.ui_time(dt, events)
        if ui_time is not None:
            self.manager.update(ui_time)
        if self.scenes.top is not None:
            self.scenes.top.update(dt)
        visible = self.scenes.visible()
        updated = self.manager if ui_time is not None else None
        needed = self.redraw.needed(dt, events, visible, updated) or self._draw_owed
        held, self._hold_draw = self._hold_draw, False
        stage, self._move_stage = self._move_stage, MOVE_NONE
        if stage == MOVE_SHOW:  # what changed meanwhile is drawn by the next frame
            self._move_stage = MOVE_DRAW if held else MOVE_NONE
            self._draw_owed = needed
            self.frames_skipped += 1
            self.canvas.present()
            return
        self._draw_owed = False
        if stage == MOVE_NONE and self._first_frame_logged and (held or not needed):
            self._move_stage = MOVE_DRAW if held else MOVE_NONE
            self.frames_skipped += 1
            return
        self.frames_drawn += 1
        self.screen.fill((12, 20, 33))
        for scene in visible:
            scene.draw(self.screen)
        self.manager.draw_ui(self.screen)
        if self.scenes.top is not None:
            self.scenes.top.draw_over_widgets(self.screen)
        if stage == MOVE_DRAW:
            self._move_stage = MOVE_SHOW
            return
        self.canvas.present()
        if not self._first_frame_logged:
            self._first_frame_logged = True
            self.log.info("first frame after %.0f ms",
                          (time.perf_counter() - _STARTED) * 1000)

    def _dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.set_fullscreen(not self.fullscreen)
            return
        self.manager.click_guard.watch_keys(event)   # before a scene may take a key-up
        top = self.scenes.top
        if top is not None and event.type in _POINTER_EVENTS:
            top.watch_pointer(event)
        if top is not None and top.takes_first(event):
            return
        consumed = self.manager.process_events(event)
        if not consumed and top is not None:
            consumed = top.handle_event(event)
        if event.type == pygame.QUIT and not consumed:
            self.quit()

    # --- errors -------------------------------------------------------------------------

    def _error_scene_on_top(self) -> bool:
        from game.scenes.error import ErrorScene

        return isinstance(self.scenes.top, ErrorScene)

    def show_error(self, error: BaseException) -> None:
        """Log the traceback and replace every scene by the friendly error screen."""
        from game.scenes.error import ErrorScene

        self.log.error("a scene failed", exc_info=error)
        self.scenes.clear()
        self.scenes.push(ErrorScene(self, error))

    def back_to_title(self) -> None:
        from game.scenes.title import TitleScene

        self.scenes.clear()
        self.scenes.push(TitleScene(self))

    # --- test helpers -------------------------------------------------------------------

    def click(self, element: pygame_gui.core.UIElement, frames: int = 2) -> None:
        """Press and release the left button on `element`'s centre, then run `frames` frames
        so the scene has seen the resulting UI event. A button that has just come up where
        another was is waited for first, as a person would (`ClickGuard`), and so is a curtain
        that has just fallen (`Scene.input_wait`)."""
        self.wait_for_input()
        while self.manager.click_wait(element) > 0:
            self.step()
        pos = element.get_abs_rect().center
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        self.run_frames(frames)

    def wait_for_input(self) -> None:
        """Frames until the top scene takes a person's press: a curtain that has just fallen
        swallows one for half a second (`MatchScene.input_wait`), and a test's press stands
        for a person who has seen the curtain."""
        while self.scenes.top is not None and self.scenes.top.input_wait() > 0:
            self.step()

    def press_key(self, key: int, frames: int = 1) -> None:
        """Press and release `key`, once the top scene takes a press (`wait_for_input`) and
        a button that just came up where another was takes a key (`ClickGuard`), as a person
        who has seen the new buttons would."""
        self.wait_for_input()
        while self.manager.key_wait() > 0:
            self.step()
        for kind in (pygame.KEYDOWN, pygame.KEYUP):
            pygame.event.post(pygame.event.Event(kind, key=key, mod=0, unicode="",
                                                 scancode=0))
        self.run_frames(frames)

    def close(self) -> None:
        """Leave every scene and shut pygame down; safe to call twice.

        Everything that holds a font goes before `pygame.quit()`: a font freed after it is never
        closed (pygame-ce skips TTF_CloseFont once its font module is down), so the file it was
        read from stays in memory for good, ~8 MB an App (the UI's dozen fonts). A caller that
        still holds a scene or widget of this App keeps them, and so its fonts, past the quit."""
        self.data_lock.release()
        if self.closed or not pygame.get_init():
            return
        self.closed = True
        self._remember_window()
        self.scenes.clear()
        self.audio.stop()
        # pygame-gui keeps the last manager in a module global: let it go with its app.
        set_default_manager(None)
        # The manager holds every font (theme, font dictionary, resource loader).
        del self.manager
        # An event still queued names its widget, and pygame.quit() (or event.clear()) drops
        # it without freeing it: fetched, it is freed with the widget's hold on the manager.
        pygame.event.get()
        gc.collect()
        pygame.quit()

    # --- smoke test ---------------------------------------------------------------------

    def smoke_test(self, frames: int = 5) -> list[str]:
        """Open every main scene over the title, draw a few frames, come back, save and load a
        game of each kind, then let each game's computers play a whole game; returns the
        scene names. Any exception escapes
        (the caller exits non-zero)."""
        title = self.scenes.top
        opened = []
        for factory in self._smoke_scenes():
            scene = self.scenes.push(factory(self))
            opened.append(type(scene).__name__)
            self.run_frames(frames)
            if scene not in self.scenes and self.scenes.top is not title:
                opened.append(type(self.scenes.top).__name__)  # what a busy card opened
            if title not in self.scenes and self.scenes:
                # it opened a game in place of every screen (Continue, with an unfinished game)
                self.back_to_title()
                title = self.scenes.top
            while self.scenes.top is not title:
                if not self.scenes:
                    raise RuntimeError(f"{opened[-1]} emptied the scene stack")
                self.scenes.pop()
            self.run_frames(1)
        start_language = self.settings.language
        for language in (*LANGUAGES, start_language):
            self.set_language(language)
            self.run_frames(1)
        from game.games import GAMES
        from game.scenes.smoke_saves import smoke_saves

        opened += smoke_saves(self)
        for entry in GAMES.values():
            play = entry.smoke()
            if play is not None:
                opened.append(play(self))
                self.back_to_title()
                self.run_frames(1)
        return opened

    def _smoke_scenes(self) -> list[Callable[[App], Scene]]:
        from game.scenes.error import ErrorScene
        from game.scenes.notice import NoticeScene
        from game.scenes.quit_confirm import QuitConfirmScene
        from game.scenes.settings_scene import SettingsScene
        from game.scenes.title_entries import TITLE_ENTRIES

        factories: list[Callable[[App], Scene]] = [
            SettingsScene,
            QuitConfirmScene,
            lambda app: NoticeScene(app, "app.notice.settings_title",
                                    "app.notice.settings_invalid", {"path": "settings.json.bad"}),
            lambda app: ErrorScene(app, RuntimeError("smoke test")),
        ]
        for entry in TITLE_ENTRIES:
            if entry.scene and entry.scene_class() not in factories:
                factories.append(entry.scene_class())
        from game.games import playable_games

        # With several games the title's New game and How to play open the picker: each
        # game's screen too.
        for game in playable_games():
            screens = [game.new_game_class()] + ([game.howto_class()] if game.howto_scene else [])
            factories += [screen for screen in screens if screen not in factories]
        return factories


def _user_paths(options: Options) -> UserPaths:
    if options.data_dir is not None:
        return UserPaths.under(options.data_dir)
    return UserPaths.for_user()


def main(argv: list[str] | None = None) -> int:
    # In the frozen app the computer's thinking process starts this same program: this call
    # turns such a start into the worker and never returns there.
    multiprocessing.freeze_support()
    options = parse_args(sys.argv[1:] if argv is None else argv)
    if options.review is not None:
        from game.reviews import headless_review

        return headless_review(options.review, options.review_json, options.review_seat,
                               options.language or system_language())
    if options.smoke_test and options.data_dir is None:
        # A smoke test must not touch the player's own settings and logs, nor leave its own.
        with tempfile.TemporaryDirectory(prefix="tycoon-smoke-") as scratch:
            return _run(replace(options, data_dir=Path(scratch)))
    return _run(options)


def _run(options: Options) -> int:
    try:
        app = App(options, raise_errors=options.smoke_test)
    except Exception as error:
        return _report_fatal(error, options, "app.error.start_failed")
    try:
        if options.smoke_test:
            opened = app.smoke_test()
            print(f"smoke test passed: {', '.join(opened)}")
            return 0
        return app.run()
    except Exception as error:
        return _report_fatal(error, options, "app.error.crashed")
    finally:
        app.close()


def _report_fatal(error: BaseException, options: Options, key: str) -> int:
    """Explain a failure that no scene can show: stderr, the log, and a message box when
    there is a screen to show one on."""
    logging.getLogger(__name__).error("fatal error", exc_info=error)
    detail = f"{type(error).__name__}: {error}"
    message = tr(key, error=detail, log=str(_user_paths(options).log_file))
    if message == key:  # the translations themselves failed to load
        message = f"Tycoon stopped: {detail}"
    print(message, file=sys.stderr)
    if not options.headless and os.environ.get("SDL_VIDEODRIVER") not in HEADLESS_DRIVERS:
        with contextlib.suppress(pygame.error):
            pygame.display.message_box("Tycoon", message, message_type="error")
    return 1
