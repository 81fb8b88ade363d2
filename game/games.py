"""The games of the collection: one `GameEntry` per game, each defined in `game/<game>/entry.py`.

Saves, the AI worker, the title's game picker, the profiles and the contract test suite name a
game by its id ("tycoon") and find everything else here, so adding a game means writing its
folder and one entry. An entry is plain data: its rules, scenes and computer are named as
"module:attribute" text and imported only when asked, and the entry modules themselves are
imported only when `GAMES` is first read. Nothing in `game/core/` imports this module; the
layers above hand core what it needs (e.g. `game_entry` to the save store).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator, Mapping, MutableMapping
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from game.ai.brain import Brain, first_legal
from game.core.named import resolve
from game.core.options import OptionTable

ENTRY_MODULES: dict[str, str] = {
    "tycoon": "game.tycoon.entry:ENTRY",
    "speedtycoon": "game.speedtycoon.entry:ENTRY",
    "kraken_bay": "game.property.entry:KRAKEN_BAY",
    "menedzher": "game.property.entry:MENEDZHER",
}
"""Game id -> "module:NAME" of its GameEntry, in the order the picker lists the games."""


class UnknownGame(KeyError):
    """No game with this id in this version of the collection."""


@dataclass(frozen=True)
class GameEntry:
    """Everything the shared layers need to know about one game.

    - `rules_module`: the rules package (contract v2: new_game, parse_action, State,
      IllegalAction); `rules_version` is written into every save, bumped when a rule change
      makes old action logs replay differently. `rules_version_option` names the new_game
      option that still plays an older rules version (kept in the snapshot's "options" when it
      is not the current one): a save written under an older `rules_version` replays with
      that option set to its version (game/core/save_migrations.py: play_under_rules). An
      entry without it replays every save under its current rules.
    - `fixed_options`: options this entry always plays with (two entries over one engine, e.g.
      {"ruleset": "menedzher"}); they are added by `new_game` and never stored in a setup.
    - `levels`: the computer levels a seat may have, weakest first; `decider` ("module:function"
      for `game.ai.worker`, answering a `game.ai.reply.Reply`) and `budgets` ("module:function",
      level -> Budget) play them; `fallback` ("module:function", state -> action) is the plain
      legal move a computer seat makes when thinking fails (None: the first legal action).
      `brain()` puts them together for the board's computer seats and hints.
    - `new_game_scene`, `howto_scene`, `board_scene`, `result_scene`: "module:Class"; a loaded
      game is handed to `Board.from_save(app, loaded)`. Scenes open each other through these
      (a board its result, a result its board for "Play again"), never by importing. An entry
      without a board is *rules-only*: hidden from the title's picker, but still in the
      contract suite, the fuzzer and the save loader's list of known games.
    - `score_key`: the locale key that shows one score (`%{amount}`, or `%{count}` in plural
      forms) in the game's unit, for the profile's record ("92 M", "134 points", "103 очка").
      `record_keys`: the locale keys of the record's best and average lines (`%{score}`),
      which say what the score measures: "Best net worth", "Most money", "Best score"; the
      default says "Best result", which told a bankrupt player "Best result: 0" without
      saying of what.
    - `option_variants`: option sets (besides the fixed ones) that the contract suite and the
      rules fuzz cycle through, so each rule switch is exercised; `invariants`
      ("module:function", taking a state, raising AssertionError) adds the game's own checks
      at every step (keep it cheap: the suite makes the snapshot round trip itself);
      `late_snapshot_fields`: snapshot keys the state gained after saves were released; the
      save loader compares a replay with a stored snapshot that lacks one without it (the
      replay rebuilt it; e.g. the property games' refusal memory, `tr_refused` and its terms);
      `checked_game` ("module:Class") optionally wraps a state as `Class(state,
      snapshot_every)` with `.apply(action)` checking what needs the whole game (a ledger):
      the rules fuzz (tools/fuzz_rules.py) plays through it.
    - `smoke_game` ("module:function", taking the app) plays a computers-only game to its end
      for `--smoke-test`.
    - `languages`: the languages the game's own texts exist in (English always among them,
      tests/test_translations.py checks them against the locale files); the title's picker
      offers the game in every language, naming its languages where the app's is not one.
    - `seat_colours` ("module:attribute"): the colours a seat may have (None: any); a save
      naming another one, or two seats of one colour, is refused rather than crashing the
      board that draws it.
    - `option_table`: every option a set-up of this game may hold besides the fixed ones, with
      its type, range or known values and default (game/core/options.py); the one place they
      are stated, and the table the rules' new_game reads them by. The save loader refuses a
      save whose options it does not accept (`option_problem`), and a new-game screen starts
      from `remembered_options`. None (a test's scratch game): options are left to the rules.
    - `about_key`: the locale key of one line on what the game is, and `minutes`, how long a
      game typically lasts (low, high): the title's picker shows them under the game's name,
      beside its picture `assets/picker/<id>.png` (tools/make_picker_art.py draws it).
    - `review_kit` ("module:attribute"): the game's `game.ai.review.ReviewKit` (what a
      decision is, the Hard level's plan and reason, the rollout policy, the win chances), so
      a finished or saved game can be reviewed (game/reviews.py, docs/review.md).
      `review_board` ("module:Class", built as `Class(setup, say, language)`, its `end_key`
      the words of the chart's last point, the game's result: a key, or a key with its
      placeholders' values) draws a position
      of a replayed game as the board does and says a reviewed plan in words, for the shared
      review screen (game/scenes/review_scene.py).
    """

    id: str
    name_key: str
    rules_module: str
    min_players: int
    max_players: int
    languages: tuple[str, ...] = ("de", "en")
    levels: tuple[str, ...] = ()
    rules_version: int = 1
    rules_version_option: str | None = None
    score_key: str = "app.score"
    record_keys: tuple[str, str] = ("profiles.ui.best", "profiles.ui.average")
    fixed_options: Mapping[str, Any] = field(default_factory=dict)
    option_variants: tuple[Mapping[str, Any], ...] = ({},)
    invariants: str | None = None
    late_snapshot_fields: tuple[str, ...] = ()
    checked_game: str | None = None
    new_game_scene: str | None = None
    howto_scene: str | None = None
    board_scene: str | None = None
    result_scene: str | None = None
    decider: str | None = None
    budgets: str | None = None
    fallback: str | None = None
    smoke_game: str | None = None
    seat_colours: str | None = None
    option_table: OptionTable | None = None
    review_kit: str | None = None
    review_board: str | None = None
    about_key: str | None = None
    minutes: tuple[int, int] | None = None

    def speaks(self, language: str) -> bool:
        """Whether the game's own texts exist in `language`; where they do not, the title's
        picker says which languages it has, and its texts fall back to English."""
        return language in self.languages

    @property
    def has_screens(self) -> bool:
        """A game a person can start from the title: it has a new-game screen and a board."""
        return self.board_scene is not None and self.new_game_scene is not None

    def rules(self) -> ModuleType:
        return importlib.import_module(self.rules_module)

    def new_game(self, num_players: int, seed: int, options: Mapping[str, Any] | None = None):
        """A fresh state of this entry: the given options plus the entry's fixed ones (an option
        that contradicts a fixed one is refused with ValueError, like any bad option)."""
        chosen = dict(options or {})
        for name, value in self.fixed_options.items():
            if chosen.setdefault(name, value) != value:
                raise ValueError(f"option {name} is fixed to {value!r} in {self.id}")
        return self.rules().new_game(num_players, seed, chosen)

    def start(self, setup: Any) -> Any:
        """The first state of a set-up's game (a new game's, or a save's before its replay)."""
        return self.new_game(setup.num_players, setup.seed, setup.options)

    def options(self, variant: int = 0) -> dict[str, Any]:
        """The full options of one of `option_variants` (cycling), fixed options included:
        what the contract suite and the fuzz hand to `rules().new_game`."""
        return {**self.option_variants[variant % len(self.option_variants)],
                **self.fixed_options}

    def invariant_check(self) -> Callable[[Any], None] | None:
        return resolve(self.invariants) if self.invariants else None

    def board(self) -> Any:
        return _named(self.board_scene, self.id, "board")

    def result_class(self) -> Any:
        return _named(self.result_scene, self.id, "result scene")

    def new_game_class(self) -> Any:
        return _named(self.new_game_scene, self.id, "new-game scene")

    def howto_class(self) -> Any:
        return _named(self.howto_scene, self.id, "how-to scene")

    def budget(self, level: str) -> Any:
        return _named(self.budgets, self.id, "budgets")(level)

    def brain(self) -> Brain:
        """The game's computer as the board plays it (game/ai/brain.py)."""
        if self.decider is None:
            raise LookupError(f"{self.id} has no computer player")
        return Brain(self.id, self.decider, _named(self.budgets, self.id, "budgets"),
                     self.rules().parse_action,
                     resolve(self.fallback) if self.fallback else first_legal)

    def option_problem(self, chosen: Mapping[str, Any], num_players: int) -> str | None:
        """The name of the first option of a set-up this game does not accept (unknown, of
        the wrong type, out of range, not a known value, or contradicting a fixed option), or
        None."""
        rest = {}
        for name, value in chosen.items():
            if name not in self.fixed_options:
                rest[name] = value
            elif value != self.fixed_options[name]:
                return name
        return self.option_table.problem(rest, num_players) if self.option_table else None

    def remembered_options(self, chosen: Mapping[str, Any], num_players: int) -> dict[str, Any]:
        """Every option of the table, from `chosen` where the table accepts it, else its
        default: what a new-game screen starts from, whatever a profile file holds (without a
        table, `chosen` as it is)."""
        if self.option_table is None:
            return dict(chosen)
        return self.option_table.remembered(chosen, num_players)

    def colours(self) -> tuple[str, ...]:
        return tuple(resolve(self.seat_colours)) if self.seat_colours else ()

    def review(self) -> Any:
        return _named(self.review_kit, self.id, "review kit")

    @property
    def can_show_review(self) -> bool:
        """A finished or saved game of this entry can be opened in the review screen."""
        return self.review_kit is not None and self.review_board is not None

    def review_board_class(self) -> Any:
        return _named(self.review_board, self.id, "review board")

    def smoke(self) -> Callable[[Any], str] | None:
        return resolve(self.smoke_game) if self.smoke_game else None


def _named(target: str | None, game_id: str, what: str) -> Any:
    if target is None:
        raise LookupError(f"{game_id} has no {what} yet")
    return resolve(target)


class _Registry(MutableMapping[str, GameEntry]):
    """`GAMES`: game id -> entry, importing an entry module the first time it is asked.

    `GAMES[id] = entry` adds an entry object at once (a test's scratch game); `register` adds
    one by its "module:NAME", imported when first asked.
    """

    def __init__(self, modules: dict[str, str]) -> None:
        self._targets: dict[str, str | GameEntry] = dict(modules)

    def __getitem__(self, game_id: str) -> GameEntry:
        target = self._targets.get(game_id)
        if target is None:
            raise UnknownGame(game_id)
        if isinstance(target, str):
            entry = resolve(target)
            if entry.id != game_id:
                raise ValueError(f"{target} is the entry of {entry.id!r}, not {game_id!r}")
            self._targets[game_id] = target = entry
        return target

    def __setitem__(self, game_id: str, entry: GameEntry) -> None:
        if entry.id != game_id:
            raise ValueError(f"the entry of {entry.id!r} cannot be registered as {game_id!r}")
        self._targets[game_id] = entry

    def __delitem__(self, game_id: str) -> None:
        del self._targets[game_id]

    def __iter__(self) -> Iterator[str]:
        return iter(self._targets)

    def __len__(self) -> int:
        return len(self._targets)

    def register(self, game_id: str, target: str) -> None:
        """Add a game by its entry's "module:NAME", imported when first asked."""
        self._targets[game_id] = target


GAMES = _Registry(ENTRY_MODULES)


def game_entry(game_id: str) -> GameEntry:
    return GAMES[game_id]


def deciders() -> dict[str, str]:
    """Game id -> decider path of every game with computers: what `ThinkingWorker` takes, so
    one worker thinks for any game."""
    return {entry.id: entry.decider for entry in GAMES.values() if entry.decider}


def playable_games() -> list[GameEntry]:
    """The games the title offers (rules-only entries are left out), in registry order."""
    return [entry for entry in GAMES.values() if entry.has_screens]
