"""Interface monkey: random clicks, drags, keys, text, wheel turns, window resizes, fullscreen
toggles and language switches on the real app (headless), for as long as asked.

What it holds the app to:

* **never raises**: the app runs with `raise_errors` (as in tests), so any exception in any
  scene stops the run with the seed, the scene and the last inputs;
* **never a scene with no way out**: every so often (and before each jump to another scene)
  the monkey must get back to the title using only what a player has: Esc, then a visible
  back / done / OK / resume / to-title button, then a click on the screen (the board's
  curtain). A scene that keeps the player in is a failure;
* **computers finish their game**: in each round a board with computers in every seat is
  played to its result while the monkey keeps clicking, turning the wheel, resizing, toggling
  fullscreen and switching the language (it closes the game menu with Enter, which resumes,
  rather than leaving the game, and presses the payday card's Continue after 5 s of frames
  without a move, as a watching person would); slow is fine, no move for 1,800 frames *and*
  30 s of wall time is stuck (the computers think in their worker process on the wall clock,
  while the monkey draws frames as fast as the machine lets it: a count of frames alone made a
  worker starved by a loaded machine look stuck).

Waits on the wall clock are never counted in frames alone: a dialog waiting for work done
elsewhere (the named save written on the saver's thread) is waited for, up to
`ANSWER_SECONDS`, before the way out goes on, so a slow disk is not "no way out".

Scenes the title cannot open yet are reached by jumping straight to them (the list below), so
every scene is covered whatever the title menu offers today; a scene whose module is missing is
reported as not covered, not as a failure.

    .venv/bin/python tools/monkey.py --seconds 600 --seed 7
    .venv/bin/python tools/monkey.py --seconds 60 --shots /tmp/monkey   # PNG of each new scene

Window resizes are posted as the VIDEORESIZE / WINDOWRESIZED events a desktop sends (the dummy
video driver has no window to drag); fullscreen is toggled with F11, as a player does.
"""

from __future__ import annotations

import argparse
import collections
import importlib
import os
import random
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
from pygame_gui.elements import UIButton  # noqa: E402

from game.app import App  # noqa: E402
from game.core.i18n import LANGUAGES  # noqa: E402
from game.core.match import Match  # noqa: E402
from game.core.paths import UserPaths  # noqa: E402
from game.core.profiles import ProfileStore  # noqa: E402
from game.core.saves import SaveStore, new_game_uid  # noqa: E402
from game.core.setup import GameSetup, Seat  # noqa: E402
from game.games import game_entry
from game.tycoon.rules import Payday, new_game  # noqa: E402

FRAME = 1 / 60
CANVAS = pygame.Rect(0, 0, 1280, 800)
COLOURS = ("red", "blue", "yellow", "green")
#: What a player may type into a name field: scripts, emoji, joiners, path tricks, markup.
NASTY_TEXTS = ("Zoë", "👩‍🚀✈️🏨", "../../etc", "CON", "مرحبا", "x" * 60, "\u200b",
               "%{name}", "<b>fett</b>", "a\tb", "日本語テキスト", "Ω≈ç√∫")
KEYS = (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_TAB,
        pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_BACKSPACE,
        pygame.K_DELETE, pygame.K_HOME, pygame.K_END, pygame.K_PAGEUP, pygame.K_PAGEDOWN,
        pygame.K_1, pygame.K_2, pygame.K_5, pygame.K_9, pygame.K_KP1, pygame.K_h, pygame.K_p,
        pygame.K_d, pygame.K_m, pygame.K_r, pygame.K_u, pygame.K_z, pygame.K_F1, pygame.K_F11)
#: Keys the monkey presses while computers play: none of them leaves the game.
GAME_KEYS = tuple(k for k in KEYS if k not in (pygame.K_ESCAPE, pygame.K_F11))
#: The last words of button keys that promise a way back, the one leading furthest first;
#: "continue" leads on through the payday, "menu" to the board's menu with its way out.
EXIT_WORDS = ("to_title", "back", "done", "ok", "close", "continue", "cancel", "no", "resume",
              "menu")
WAY_OUT_STEPS = 40
ESC_TRIES = 3  # Esc presses per scene kind on one way out
#: Frames (at 1/60 s) the computers may go without a move before the board counts as stuck...
STUCK_FRAMES = 1800
#: ...once this much wall time has passed too: they think in their worker on the wall clock.
STUCK_SECONDS = 30.0
#: Wall seconds a dialog may wait for work done elsewhere (`waiting`: a named save on the
#: saver's thread, game/scenes/name_prompt.py) before the way out counts it as a trap.
ANSWER_SECONDS = 30.0
#: The payday card waits for Continue even when only computers play (a person reads it):
#: after this many frames without a move, the monkey presses it as a watching person would.
WATCHER_PATIENCE = 300
#: Inputs per scene in the first round, so a one-minute run still visits every scene.
FIRST_ROUND_INPUTS = 12


class MonkeyFailure(AssertionError):
    """The app broke a promise the monkey checks (a way out, a finished game)."""


@dataclass
class Report:
    seed: int
    seconds: float = 0.0
    inputs: int = 0
    frames: int = 0
    way_outs: int = 0
    games_finished: int = 0
    scenes_seen: set[str] = field(default_factory=set)
    not_covered: dict[str, str] = field(default_factory=dict)
    failure: str | None = None
    last_inputs: list[str] = field(default_factory=list)
    rounds: int = 0
    #: The scenes on the stack when the run stopped, bottom first.
    stack: list[str] = field(default_factory=list)
    #: The machine's load average at the end: the monkey's paths depend on its speed.
    load: tuple[float, ...] = ()

    @property
    def ok(self) -> bool:
        return self.failure is None

    def text(self) -> str:
        lines = [
            f"monkey seed {self.seed}: {self.seconds:.0f} s, {self.inputs} inputs, "
            f"{self.frames} frames, {self.way_outs} ways out found, "
            f"{self.games_finished} computer games finished, {self.rounds} rounds, "
            f"load {' '.join(f'{x:.1f}' for x in self.load) or '?'}",
            f"  scenes seen: {', '.join(sorted(self.scenes_seen))}",
        ]
        for name, why in sorted(self.not_covered.items()):
            lines.append(f"  not covered: {name} ({why})")
        if self.failure:
            lines.append(f"  FAILED: {self.failure}")
            lines.append(f"  scenes then: {' > '.join(self.stack) or '?'}")
            lines.append("  last inputs: " + " | ".join(self.last_inputs))
        else:
            lines.append("  no failure")
        return "\n".join(lines)


# --- games the jumps need -------------------------------------------------------------------


def setup_of(kinds: list[str], seed: int) -> GameSetup:
    seats = tuple(
        Seat("human", f"Mensch {i + 1}", COLOURS[i]) if kind == "human"
        else Seat("computer", f"Computer {i + 1}", COLOURS[i], kind)
        for i, kind in enumerate(kinds))
    return GameSetup(game="tycoon", seed=seed, seats=seats, options={"stops": "exact"})


def random_moves(setup: GameSetup, rng: random.Random, stop: Callable | None = None):
    """(actions, state) of random legal moves until the end, or until `stop(state, action)`."""
    state = new_game(setup.num_players, setup.seed, dict(setup.options))
    actions = []
    while not state.is_terminal():
        action = rng.choice(state.legal_actions())
        if stop is not None and stop(state, action):
            break
        state.apply(action)
        actions.append(action)
    return actions, state


def before_payday(state, action) -> bool:
    """The next action would end a session: the board opens on the eve of a payday."""
    return any(isinstance(event, Payday) for event in state.clone().apply(action))


def prepare_user_files(root: Path, rng: random.Random) -> None:
    """A profile with a game to continue, a named save and a damaged file for the Load list."""
    paths = UserPaths.under(root)
    profile = ProfileStore(paths).create("Monkey", "de")
    saves = SaveStore(paths, profile.id, games=game_entry)
    setup = setup_of(["human", "easy", "normal"], rng.randrange(1000))
    actions, state = random_moves(setup, rng, lambda s, a: s.session > 1)
    saves.autosave(setup, actions, state, game_uid=new_game_uid())
    saves.save_slot("Vor dem Zahltag", setup, actions[:60], replayed(setup, actions[:60]),
                    game_uid=new_game_uid())
    (saves.folder / "slot-0123456789ab.json").write_bytes(b'{"format": "tycoon-collection-')


def replayed(setup: GameSetup, actions: list):
    state = new_game(setup.num_players, setup.seed, dict(setup.options))
    for action in actions:
        state.apply(action)
    return state


# --- where the monkey can jump --------------------------------------------------------------


def _resolve(target: str):
    module, _, name = target.partition(":")
    return getattr(importlib.import_module(module), name)


def _board(app: App, rng: random.Random, kinds: list[str], curtain: bool = True,
           payday: bool = False):
    board = _resolve("game.tycoon.scenes.board_scene:BoardScene")
    setup = setup_of(kinds, rng.randrange(10_000))
    if not payday:
        return board(app, setup, curtain=curtain)
    match_class = _resolve("game.tycoon.scenes.match:Match")
    actions, state = random_moves(setup, rng, before_payday)
    return board(app, setup, curtain=curtain, match=match_class(setup, state, actions))


def _result(app: App, rng: random.Random):
    match_class = _resolve("game.tycoon.scenes.match:Match")
    setup = setup_of(["human", "easy", "hard"], rng.randrange(10_000))
    actions, state = random_moves(setup, rng)
    return _resolve("game.tycoon.scenes.result_scene:ResultScene")(
        app, match_class(setup, state, actions), None, curtain=False)


def _save_dialog(app: App, rng: random.Random):
    setup = setup_of(["human", "normal"], rng.randrange(10_000))
    actions, state = random_moves(setup, rng, lambda s, a: s.session > 1)
    return _resolve("game.scenes.save_dialog:save_slot_dialog")(
        app, _resolve("game.core.match:Match")(setup, state, actions))


def _speedtycoon(app: App, rng: random.Random, kinds: list[str], game_type: str,
                 moves: int = 0):
    """The Speedtycoon table, fresh or `moves` random legal actions into a game."""
    colours = ("purple", "red", "blue", "green", "yellow", "orange")
    seats = tuple(Seat("human", f"P{i + 1}", colours[i]) if kind == "human" else
                  Seat("computer", f"C{i + 1}", colours[i], kind) for i, kind in enumerate(kinds))
    setup = GameSetup("speedtycoon", rng.randrange(10_000), seats,
                      {"game_type": game_type, "think": rng.choice(("30", "none"))})
    table = _resolve("game.speedtycoon.scenes.table_scene:TableScene")
    state = game_entry("speedtycoon").new_game(len(seats), setup.seed, setup.options)
    actions = []
    for _ in range(moves):
        if state.is_terminal():
            break
        action = rng.choice(state.legal_actions())
        state.apply(action)
        actions.append(action)
    if state.is_terminal():
        return table(app, setup, curtain=True)
    return table(app, setup, curtain=True, match=Match(setup, state, actions))


def _property(app: App, rng: random.Random, game: str, kinds: list[str], moves: int = 0,
              options: dict | None = None):
    """A property board (Kraken Bay or «Менеджер»), fresh or `moves` into a game played by
    the Easy computer for every seat (random legal moves would rarely build or trade)."""
    choose = _resolve("game.property.bot.levels:choose")
    colours = ("red", "blue", "yellow", "green", "purple", "orange")
    seats = tuple(Seat("human", f"P{i + 1}", colours[i]) if kind == "human" else
                  Seat("computer", f"C{i + 1}", colours[i], kind) for i, kind in enumerate(kinds))
    setup = GameSetup(game, rng.randrange(10_000), seats, dict(options or {}))
    board = _resolve("game.property.scenes.board_scene:BoardScene")
    state = game_entry(game).new_game(len(seats), setup.seed, dict(setup.options))
    actions = []
    for step in range(moves):
        if state.is_terminal():
            break
        action = choose(state, state.current_player, "easy", seed=step).action
        state.apply(action)
        actions.append(action)
    curtain = kinds.count("human") > 1
    if state.is_terminal() or not actions:
        return board(app, setup, curtain=curtain)
    return board(app, setup, curtain=curtain, match=Match(setup, state, actions))


JUMPS: dict[str, Callable[[App, random.Random], object]] = {
    "settings": lambda app, rng: _resolve("game.scenes.settings_scene:SettingsScene")(app),
    "profiles": lambda app, rng: _resolve("game.scenes.profiles_scene:ProfilesScene")(app),
    "load": lambda app, rng: _resolve("game.scenes.load_scene:LoadScene")(app),
    "continue": lambda app, rng: _resolve("game.scenes.load_scene:ContinueScene")(app),
    "save_dialog": _save_dialog,
    "quit_confirm": lambda app, rng: _resolve("game.scenes.quit_confirm:QuitConfirmScene")(app),
    "how_to_play": lambda app, rng: _resolve(
        "game.tycoon.howto.howto_scene:HowToPlayScene")(app),
    **{f"{game}_how_to_play": (lambda app, rng, game=game: game_entry(game).howto_class()(app))
       for game in ("speedtycoon", "kraken_bay", "menedzher")},
    "new_game": lambda app, rng: _resolve("game.tycoon.scenes.new_game_scene:NewGameScene")(app),
    "board_one_person": lambda app, rng: _board(app, rng, ["human", "easy", "normal"]),
    "board_two_people": lambda app, rng: _board(app, rng, ["human", "human", "easy"]),
    "board_payday": lambda app, rng: _board(app, rng, ["easy", "easy", "normal"],
                                            curtain=False, payday=True),
    "result": _result,
    "speedtycoon_one_person": lambda app, rng: _speedtycoon(app, rng, ["human", "easy", "normal"],
                                                            "tycoon"),
    "speedtycoon_two_people": lambda app, rng: _speedtycoon(app, rng, ["human", "human"],
                                                            "classic", moves=60),
    "speedtycoon_late": lambda app, rng: _speedtycoon(
        app, rng, ["human", "easy", "easy", "normal", "easy", "normal"], "tycoon", moves=400),
    "kraken_bay_new_game": lambda app, rng: _resolve(
        "game.property.scenes.new_game_scene:KrakenBayNewGame")(app),
    "kraken_bay_one_person": lambda app, rng: _property(
        app, rng, "kraken_bay", ["human", "easy", "normal"], options={"turn_timer_s": 30}),
    "kraken_bay_late": lambda app, rng: _property(
        app, rng, "kraken_bay", ["human", "easy", "easy", "normal", "easy", "normal"],
        moves=600),
    "kraken_bay_computers": lambda app, rng: _property(
        app, rng, "kraken_bay", ["easy", "normal", "easy"], moves=rng.randrange(300)),
    "menedzher_new_game": lambda app, rng: _resolve(
        "game.property.scenes.new_game_scene:MenedzherNewGame")(app),
    "menedzher_two_people": lambda app, rng: _property(
        app, rng, "menedzher", ["human", "human", "easy"], moves=120,
        options={"time_limit_min": 30, "turn_timer_s": 30}),
    "menedzher_late": lambda app, rng: _property(
        app, rng, "menedzher", ["human", "normal", "easy", "easy", "normal", "easy"],
        moves=500, options={"time_limit_min": 90}),
}
#: Scenes of these packages share class names with Tycoon's (BoardScene): named with the game.
NAMED_BY_GAME = ("game.property.",)


# --- the monkey -----------------------------------------------------------------------------


class Monkey:
    def __init__(self, app: App, rng: random.Random, report: Report,
                 shots: Path | None = None) -> None:
        self.app = app
        self.rng = rng
        self.report = report
        self.shots = shots
        self.recent: collections.deque[str] = collections.deque(maxlen=40)

    # inputs ----------------------------------------------------------------------------------

    def frames(self, count: int = 1) -> None:
        for _ in range(count):
            self.app.step(FRAME)
            self.report.frames += 1
            top = self.app.scenes.top
            if top is None:
                raise MonkeyFailure("the scene stack is empty: nothing on screen")
            name = type(top).__name__
            if type(top).__module__.startswith(NAMED_BY_GAME):
                name = f"{type(top).__module__.split('.')[1]}.{name}"
            if getattr(top, "payday", None) is not None:
                name = f"{name}+{type(top.payday).__name__}"  # the overlay inside the board
            if name not in self.report.scenes_seen:
                self.report.scenes_seen.add(name)
                if self.shots:
                    pygame.image.save(self.app.screen, str(self.shots / f"{name}.png"))

    def post(self, kind: int, **attributes) -> None:
        pygame.event.post(pygame.event.Event(kind, **attributes))

    def note(self, text: str) -> None:
        self.report.inputs += 1
        self.recent.append(f"{type(self.app.scenes.top).__name__}: {text}")

    def click(self, pos, button: int = 1) -> None:
        self.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
        self.post(pygame.MOUSEBUTTONUP, pos=pos, button=button)

    def key(self, key: int) -> None:
        for kind in (pygame.KEYDOWN, pygame.KEYUP):
            self.post(kind, key=key, mod=0, unicode="", scancode=0)

    def buttons(self) -> list[UIButton]:
        """Buttons a player can see and press now (covered scenes' widgets are parked off the
        canvas by the scene stack)."""
        found = []
        for element in self.app.manager.get_sprite_group().sprites():
            if (isinstance(element, UIButton) and element.alive() and element.visible
                    and element.is_enabled and CANVAS.collidepoint(element.get_abs_rect().center)):
                found.append(element)
        return found

    def anywhere(self) -> tuple[int, int]:
        return self.rng.randrange(CANVAS.width), self.rng.randrange(CANVAS.height)

    def random_input(self, in_game: bool = False) -> None:
        """One input a player could make; `in_game` leaves out the ones that leave a game."""
        rng = self.rng
        kinds = ["click", "motion", "drag", "wheel", "key", "resize", "fullscreen", "language",
                 "wait"]
        weights = [20, 8, 4, 4, 14, 3, 2, 3, 6]
        if not in_game:
            kinds += ["widget", "text"]
            weights += [34, 4]
        kind = rng.choices(kinds, weights)[0]
        if kind == "widget":
            choices = self.buttons()
            if choices:
                button = rng.choice(choices)
                self.note(f"press {getattr(button, 'text', '?')}")
                self.click(button.get_abs_rect().center)
        elif kind == "click":
            pos = self.anywhere()
            button = rng.choice((1, 1, 1, 3))
            self.note(f"click {pos} button {button}")
            self.click(pos, button)
        elif kind == "motion":
            pos = self.anywhere()
            self.note(f"move to {pos}")
            self.post(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))
        elif kind == "drag":
            start, end = self.anywhere(), self.anywhere()
            self.note(f"drag {start} -> {end}")
            self.post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
            for step in range(1, 5):
                pos = (start[0] + (end[0] - start[0]) * step // 4,
                       start[1] + (end[1] - start[1]) * step // 4)
                self.post(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0))
                self.frames(1)
            self.post(pygame.MOUSEBUTTONUP, pos=end, button=1)
        elif kind == "wheel":
            turn = rng.choice((-3, -1, 1, 3))
            self.note(f"wheel {turn}")
            self.post(pygame.MOUSEWHEEL, x=0, y=turn, flipped=False, precise_x=0.0,
                      precise_y=float(turn))
        elif kind == "key":
            key = rng.choice(GAME_KEYS if in_game else KEYS)
            self.note(f"key {pygame.key.name(key)}")
            self.key(key)
        elif kind == "text":
            text = rng.choice(NASTY_TEXTS)
            self.note(f"type {text!r}")
            self.post(pygame.TEXTINPUT, text=text)
        elif kind == "resize":
            size = (rng.randrange(320, 3840), rng.randrange(240, 2160))
            self.note(f"resize to {size}")
            self.post(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
            self.post(pygame.WINDOWRESIZED, x=size[0], y=size[1])
        elif kind == "fullscreen":
            self.note("F11")
            self.key(pygame.K_F11)
        elif kind == "language":
            language = rng.choice(LANGUAGES)
            self.note(f"language {language}")
            self.app.set_language(language)
        else:
            self.note("wait")
            self.frames(rng.randrange(5, 40))
        self.frames(rng.choice((1, 1, 2, 3)))

    # promises --------------------------------------------------------------------------------

    def way_out(self) -> None:
        """Back to the title as a player would: Esc first (a few times: it may only close a
        panel); where Esc only goes round in a circle (the board opens its menu, Esc on the
        menu resumes), the menu's button that leads furthest back; where there is none, a click
        on the screen and a moment's wait."""
        from game.scenes.title import TitleScene

        circles: set[type] = set()  # menus that Esc closes back onto the scene below
        esc_tries: dict[type, int] = {}
        visited: set[type] = set()
        for _ in range(WAY_OUT_STEPS):
            top = self.app.scenes.top
            if isinstance(top, TitleScene):
                self.report.way_outs += 1
                return
            visited.add(type(top))
            self.wait_for_answer(top)
            if self.app.scenes.top is not top:
                continue
            depth = len(self.app.scenes)
            # Esc may first close a panel or drop a chosen ticket, so a scene gets a few.
            if type(top) not in circles and esc_tries.get(type(top), 0) < ESC_TRIES:
                esc_tries[type(top)] = esc_tries.get(type(top), 0) + 1
                self.note("way out: Esc")
                self.key(pygame.K_ESCAPE)
                self.frames(3)
                if len(self.app.scenes) < depth and type(self.app.scenes.top) in visited:
                    circles.add(type(top))  # next time: its button (to title, resume...)
                if self.app.scenes.top is not top or len(self.app.scenes) != depth:
                    continue
            button = self.exit_button()
            if button is not None:
                self.note(f"way out: press {button.text}")
                self.click(button.get_abs_rect().center)
                self.frames(3)
                continue
            self.note("way out: click the screen and wait")
            self.click(CANVAS.center)
            self.frames(30)
        raise MonkeyFailure(
            f"no way out of {type(self.app.scenes.top).__name__}: {WAY_OUT_STEPS} tries of Esc, "
            f"a way-back button, a click and a wait did not lead back to the title")

    def wait_for_answer(self, top) -> None:
        """Frames while `top` waits for work done elsewhere and takes no input (a named save
        on the saver's thread): a player waits too. Up to ANSWER_SECONDS of wall time, then
        the way out goes on (and finds no way out of a dialog that never answers)."""
        if getattr(top, "waiting", None) is None:
            return
        self.note("way out: wait for the answer")
        start = time.monotonic()
        while (self.app.scenes.top is top and getattr(top, "waiting", None) is not None
               and time.monotonic() - start < ANSWER_SECONDS):
            self.frames(1)
            time.sleep(0.002)  # the saver's thread needs the interpreter too

    def exit_button(self) -> UIButton | None:
        """The visible button whose key promises the longest way back (to the title first)."""
        ranked = []
        for button in self.buttons():
            word = str(getattr(button, "text", "")).rsplit(".", 1)[-1]
            if word in EXIT_WORDS:
                ranked.append((EXIT_WORDS.index(word), button))
        return min(ranked, key=lambda pair: pair[0])[1] if ranked else None

    def press_continue(self) -> None:
        """What a person watching computers does when the payday card waits: Continue."""
        for button in self.buttons():
            if str(getattr(button, "text", "")).endswith(".continue"):
                self.note(f"watcher presses {button.text}")
                self.click(button.get_abs_rect().center)
                self.frames(2)
                return

    def jump(self, name: str) -> bool:
        try:
            scene = JUMPS[name](self.app, self.rng)
        except (ImportError, AttributeError) as missing:
            self.report.not_covered[name] = f"{type(missing).__name__}: {missing}"
            return False
        self.note(f"open {name}")
        self.app.scenes.push(scene)
        self.frames(2)
        return True

    def computers_game(self, players: int | None = None) -> None:
        """A board with computers in every seat must reach its result under monkey input;
        STUCK_FRAMES and STUCK_SECONDS without a single move are a failure (slow is not)."""
        try:
            board_class = _resolve("game.tycoon.scenes.board_scene:BoardScene")
            result_class = _resolve("game.tycoon.scenes.result_scene:ResultScene")
        except (ImportError, AttributeError) as missing:
            self.report.not_covered["computers_game"] = f"{type(missing).__name__}: {missing}"
            return
        self.way_out()
        players = players or self.rng.choice((2, 3, 4))
        kinds = [self.rng.choice(("easy", "normal")) for _ in range(players)]
        speed = self.app.settings.animation_speed
        self.app.settings.animation_speed = "instant"
        self.note(f"computers game {kinds}")
        board = self.app.scenes.push(board_class(self.app, setup_of(kinds, self.rng.randrange(
            10_000)), curtain=False))
        moves, still, since = 0, 0, time.monotonic()
        try:
            while not isinstance(self.app.scenes.top, result_class):
                top = self.app.scenes.top
                if top is not board:
                    self.note(f"close {type(top).__name__} with Enter")
                    self.key(pygame.K_RETURN)  # the game menu's default answer resumes
                    self.frames(2)
                    if self.app.scenes.top is top:
                        self.key(pygame.K_ESCAPE)
                        self.frames(2)
                    if board not in list(self.app.scenes):
                        raise MonkeyFailure(f"closing {type(top).__name__} left the game")
                elif self.rng.random() < 0.3:
                    self.random_input(in_game=True)
                else:
                    self.frames(1)
                if len(board.match.actions) == moves:
                    still += 1
                else:
                    still, since = 0, time.monotonic()
                moves = len(board.match.actions)
                if still and still % WATCHER_PATIENCE == 0:
                    self.press_continue()
                if still > STUCK_FRAMES and time.monotonic() - since > STUCK_SECONDS:
                    payday = board.payday
                    raise MonkeyFailure(
                        f"computers {kinds} made no move for {still} frames and "
                        f"{time.monotonic() - since:.0f} s (session "
                        f"{board.match.state.session}, {moves} moves, thinking "
                        f"{board.computers.thinking}, payday "
                        f"{'stage ' + payday.stage if payday else 'closed'}, buttons "
                        f"{[getattr(b, 'text', '?') for b in self.buttons()]})")
            self.report.games_finished += 1
        finally:
            self.app.settings.animation_speed = speed


def run(seed: int, seconds: float, data_dir: Path | None = None, shots: Path | None = None,
        game_players: int | None = None, computers: bool = True,
        only: str | None = None) -> Report:
    """Monkey the app for about `seconds` of wall time, in rounds: a computers' game played to
    its result, then every jump in a shuffled order with random input in each. The first
    round keeps each jump short, so even a short run covers every scene (`computers=False`
    leaves the computers' games out; `only` keeps the jumps whose name holds it, e.g.
    "kraken_bay" for ten minutes on that board alone). Returns the report,
    with `failure` set at the first broken promise."""
    rng = random.Random(seed)
    report = Report(seed)
    root = Path(data_dir or tempfile.mkdtemp(prefix="tycoon-monkey-"))
    prepare_user_files(root, rng)
    started = time.perf_counter()
    app = App.headless(root, language=rng.choice(LANGUAGES))
    monkey = Monkey(app, rng, report, shots)
    try:
        monkey.frames(2)
        first_round = True
        while first_round or time.perf_counter() - started < seconds:
            report.rounds += 1
            if computers:
                monkey.computers_game(game_players)
            jumps = sorted(name for name in JUMPS if only is None or only in name)
            for name in rng.sample(jumps, len(jumps)):
                if not first_round and time.perf_counter() - started >= seconds:
                    break
                monkey.way_out()
                if monkey.jump(name):
                    for _ in range(FIRST_ROUND_INPUTS if first_round else rng.randrange(20, 80)):
                        monkey.random_input()
            first_round = False
        monkey.way_out()
    except Exception as error:  # any failure ends the run with its context
        report.failure = "".join(traceback.format_exception(error)[-8:]).strip()
        report.stack = [type(scene).__name__ for scene in app.scenes]
    finally:
        report.seconds = time.perf_counter() - started
        report.last_inputs = list(monkey.recent)
        report.load = os.getloadavg() if hasattr(os, "getloadavg") else ()
        app.close()
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--data-dir", type=Path, help="user files (default: a new temp folder)")
    parser.add_argument("--shots", type=Path, help="save a PNG of each scene the first time")
    parser.add_argument("--game-players", type=int, choices=(2, 3, 4),
                        help="computers per game (default: 2 to 4 at random)")
    parser.add_argument("--only", help="only the jumps whose name holds this (kraken_bay)")
    parser.add_argument("--no-computers", action="store_true",
                        help="leave out the Tycoon game of computers between the rounds")
    args = parser.parse_args(argv)
    if args.shots:
        args.shots.mkdir(parents=True, exist_ok=True)
    report = run(args.seed, args.seconds, args.data_dir, args.shots, args.game_players,
                 not args.no_computers, args.only)
    print(report.text())
    return 0 if report.ok else 1


if __name__ == "__main__":
    sys.exit(main())
