"""Reviewing a saved game: the save read and replayed, its review made, kept beside it, shown.

The evaluator (game/ai/review.py) is pure and knows no files; this module joins it to the
saves (game/core/saves.py: the same reader and replay as Load, so a bad or foreign file gets
the same message) and to the games registry (each entry names its `review_kit`).

A review is kept in a file beside its save, `<save>.review` (JSON, versioned, written
atomically), holding one review per reviewed seat, the SHA-256 of the save's bytes and the key
of the levels that made it (`levels_key`: a digest of the evaluator's and the game's levels'
and rules' code): a save written over since (a named slot saved again) or a review made by
other levels (the collection updated) no longer matches, and its review is made anew.
The save itself is only read, never written. Deleting a save deletes its review; a review
whose save is gone is swept as litter (game/core/saves.py, game/core/litter.py).

The same file keeps a review's work so far (`"so_far"`, per seat: the decisions judged until
the person closed the review part-way, `ReviewSoFar`), written by the review's process at
most every `KEEP_EVERY_S` and when it is closed: opened again, in this session or after a
restart, the review goes on from there instead of from the first decision.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import importlib
import importlib.util
import json
import pkgutil
import sys
import time
import types
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.ai.budget import CancelCheck, never_cancelled
from game.ai.review import (
    REVIEW_VERSION,
    DecisionFinder,
    DecisionPoint,
    GameReview,
    Progress,
    Replay,
    ReplayRecorder,
    ReviewBudget,
    ReviewCancelled,
    ReviewSoFar,
    find_decisions,
    review_game,
    reviewed,
    taken_so_far,
)
from game.ai.review_job import ReviewJob
from game.core.atomic import write_json_atomic, write_text_atomic
from game.core.i18n import load_translations, translate
from game.core.named import resolve
from game.core.paths import locales_dir
from game.core.safe_read import read_regular_file
from game.core.save_format import SaveError
from game.core.save_replay import replay
from game.core.saves import read_whole_document
from game.core.setup import GameSetup
from game.core.user_files import MAX_FILE_BYTES, read_json_object
from game.games import GameEntry, game_entry

REVIEW_FORMAT = "tycoon-collection-review"
REVIEW_FILE_VERSION = 1
REVIEW_SUFFIX = ".review"
REPORT_FORMAT = "tycoon-collection-review-report"
#: How often a running review's work so far is written beside its save, at most.
KEEP_EVERY_S = 2.0


class NoReview(Exception):
    """This save's game cannot be reviewed (its entry names no review kit), or the seat asked
    for is not one of the game's. Carries a locale key and params, like SaveError."""

    def __init__(self, key: str, params: dict[str, Any]) -> None:
        self.key = key
        self.params = params
        super().__init__(key, params)

    def shown_params(self, _tr: Callable[..., str]) -> dict[str, Any]:
        """As SaveError's: the placeholders as the reader sees them (all plain here)."""
        return dict(self.params)


@dataclass(frozen=True)
class SavedGame:
    """A save, read and checked by the save loader, ready to be reviewed or replayed: the
    positions of the game (and, for a review, the seat's decisions) come from the very walk
    that checked the save, so it is walked once."""

    path: Path
    entry: GameEntry
    setup: GameSetup
    actions: tuple[Any, ...]
    digest: str
    positions: Replay = field(repr=False, compare=False)
    review_seat: int | None = None
    """The seat the save was opened to review (`open_for_review`), else None."""
    decisions: tuple[DecisionPoint, ...] = field(default=(), repr=False, compare=False)
    """The real decisions of `review_seat`, found in the walk that checked the save."""
    clock_moves: tuple[int, ...] = ()
    """The moves a clock made for a person (the save's `meta.clock_moves`): not their choices."""

    def start(self) -> Any:
        """The game's first position (a fresh state each call)."""
        return self.entry.start(self.setup)

    def replay(self) -> Replay:
        """Positions of the whole game, for the review screen's ← / → and jumps."""
        return self.positions

    def decisions_of(self, seat: int) -> tuple[DecisionPoint, ...] | None:
        """The real decisions of `seat` found while the save was checked (None: not looked
        for; the review finds them itself)."""
        return self.decisions if seat == self.review_seat else None

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.setup.seats]

    def kit(self) -> Any:
        if self.entry.review_kit is None:
            raise NoReview("review.error.no_review", {"file": self.path.name})
        return self.entry.review()


def open_save(path: Path) -> SavedGame:
    """Read and replay a save as Load does; SaveError (with the loader's message) if it is
    bad, foreign or asks for a move the rules refuse. The file is only read."""
    return _open(Path(path), None)


def open_for_review(path: Path, seat: int | None) -> SavedGame:
    """`open_save`, the same walk also finding the real decisions of `seat` (None: the
    default seat) for its review; NoReview if the game has no review or no such seat."""
    path = Path(path)
    return _open(path, _Review(seat, path.name))


class _Review:
    """The seat whose decisions the save's walk finds, and their finder once the setup is
    known (checked before the walk: a seat the game lacks, a game without a review)."""

    def __init__(self, seat: int | None, file: str) -> None:
        self.seat = seat
        self.file = file
        self.finder: DecisionFinder | None = None
        self.clock_moves: tuple[int, ...] = ()

    def watch(self, setup: GameSetup) -> DecisionFinder:
        seat = default_seat(setup) if self.seat is None else self.seat
        _check_seat(setup, seat)
        entry = game_entry(setup.game)
        if entry.review_kit is None:
            raise NoReview("review.error.no_review", {"file": self.file})
        self.finder = DecisionFinder(entry.review(), seat, self.clock_moves)
        return self.finder


def _open(path: Path, review: _Review | None) -> SavedGame:
    try:
        raw = read_regular_file(path, MAX_FILE_BYTES)
    except OSError:
        raw = b""  # read_document below names the problem with the loader's own words
    document = read_whole_document(path)
    recorder = ReplayRecorder()
    clock_moves = document.meta.clock_moves
    if review is not None:
        review.clock_moves = clock_moves

    def watch_for(setup: GameSetup) -> list:
        entry = game_entry(setup.game)
        if entry.review_kit is not None:  # values the chart's course when it is drawn
            kit = entry.review()
            recorder.measure = kit.win_chances
            recorder.unsettled = getattr(kit, "unsettled", None)  # where the chart skips
        return [recorder.see] + ([] if review is None else [review.watch(setup).see])

    setup, last, actions = replay(document, path.name, game_entry, watch_for)
    finder = None if review is None else review.finder
    return SavedGame(path, game_entry(setup.game), setup, tuple(actions),
                     hashlib.sha256(raw).hexdigest(), recorder.replay(actions, last),
                     None if finder is None else finder.seat,
                     () if finder is None else tuple(finder.found(len(actions))), clock_moves)


def default_seat(setup: GameSetup) -> int:
    """The seat a review looks at unless told: the first person's, else the first seat."""
    return next((i for i, seat in enumerate(setup.seats) if seat.kind == "human"), 0)


def check_seat(game: SavedGame, seat: int) -> None:
    _check_seat(game.setup, seat)


def _check_seat(setup: GameSetup, seat: int) -> None:
    count = len(setup.seats)
    if not 0 <= seat < count:
        raise NoReview("review.error.no_seat", {"seat": seat, "last": count - 1})


#: The seed of the screen's reviews (the budget's samples are seeded from it and the move).
SEED = 0


def review_save(game: SavedGame, seat: int, budget: ReviewBudget | None = None,
                seed: int = SEED,
                progress: Progress | None = None,
                cancelled: CancelCheck = never_cancelled, so_far: ReviewSoFar | None = None,
                keep: Callable[[ReviewSoFar], None] | None = None) -> GameReview:
    """The review of `seat` in a saved game (the kit's own budget unless one is given), on
    the decisions found while the save was checked if it was opened for this seat, going on
    from `so_far` (`review_game`)."""
    check_seat(game, seat)
    return review_game(game.kit(), game.start(), game.actions, seat, budget, seed, progress,
                       cancelled, game.decisions_of(seat), game.clock_moves, so_far, keep)


def code_digest(packages: Sequence[str]) -> str:
    """SHA-256 of the code of every module of `packages`, in name order: each module's
    source where it is at hand, else its compiled code (the frozen app keeps no sources).
    Any change to a level's code, weights or budget changes it; nothing else does (not the
    folder the collection is installed in)."""
    digest = hashlib.sha256()
    for package in packages:
        root = importlib.import_module(package)
        names = [package, *sorted(m.name for m in pkgutil.walk_packages(root.__path__,
                                                                        f"{package}."))]
        for name in names:
            digest.update(name.encode() + b"\0")
            digest.update(_module_code(name) + b"\0")
    return digest.hexdigest()


def _module_code(name: str) -> bytes:
    spec = importlib.util.find_spec(name)
    loader = spec.loader if spec is not None else None
    if loader is None:
        return b""
    with contextlib.suppress(ImportError, OSError):
        source = loader.get_source(name)
        if source is not None:
            return source.encode()
    with contextlib.suppress(ImportError, OSError):
        code = loader.get_code(name)
        if code is not None:
            parts: list[bytes] = []
            _code_parts(code, parts)
            return b"".join(parts)
    return b""


def _code_parts(code: types.CodeType, parts: list[bytes]) -> None:
    """A compiled module's instructions, names and constants (the file name left out, and a
    frozenset's items sorted: the same code gives the same bytes in every run)."""
    parts += [code.co_code, repr(code.co_names).encode()]
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            _code_parts(const, parts)
        elif isinstance(const, frozenset):
            parts.append(repr(sorted(map(repr, const))).encode())
        else:
            parts.append(repr(const).encode())


@functools.cache
def _levels_key(review_kit: str) -> str:
    bot = review_kit.partition(":")[0].rpartition(".")[0]  # game.tycoon.bot
    packages = ["game.ai", bot]
    rules = f"{bot.rpartition('.')[0]}.rules"
    if importlib.util.find_spec(rules) is not None:
        packages.append(rules)
    return f"{REVIEW_VERSION}:{code_digest(packages)}"


def levels_key(entry: GameEntry) -> str:
    """What made a review: the review's version and a digest of the code of the evaluator
    (game/ai), the game's levels (its bot package, whose kit holds the budget) and its rules.
    A review kept with another key was made by other levels and is made anew."""
    return _levels_key(entry.review_kit or "")


def review_path(save_path: Path) -> Path:
    return Path(save_path).with_suffix(REVIEW_SUFFIX)


def save_digest(save_path: Path) -> str | None:
    """The SHA-256 a review keeps of its save's bytes (`SavedGame.digest`), or None when the
    file cannot be read."""
    try:
        return hashlib.sha256(read_regular_file(save_path, MAX_FILE_BYTES)).hexdigest()
    except OSError:
        return None


def follow_rename(save_path: Path, before: str | None) -> None:
    """A renamed save keeps its review (the Load list's Rename, game/scenes/rename_save.py):
    the new name changed the save's bytes, so the review made of them (`before`, the digest
    they had) no longer matched and the next Review was made anew, minutes of the computer's
    thinking at Hard for a game whose moves are the same. The review is pointed at the new
    bytes, atomically; a review of other bytes (or none, or a damaged one) stays as it is, and
    a failed write only costs the next Review its time."""
    path = review_path(save_path)
    if before is None or not path.is_file():
        return
    with contextlib.suppress(SaveError, OSError):
        data = read_json_object(path, SaveError)
        after = save_digest(save_path)
        if data.get("save_sha256") == before and after is not None and after != before:
            write_json_atomic(path, {**data, "save_sha256": after})


def cached_review(game: SavedGame, seat: int) -> GameReview | None:
    """The review of `seat` kept beside the save, if it was made for this very save by this
    version of the review and these levels; None otherwise (then it is made anew and the
    file replaced)."""
    path = review_path(game.path)
    if not path.exists():
        return None
    try:
        data = read_json_object(path, SaveError)
        if (data.get("format") != REVIEW_FORMAT or data.get("version") != REVIEW_FILE_VERSION
                or data.get("save_sha256") != game.digest
                or data.get("levels") != levels_key(game.entry)):
            return None
        stored = data["reviews"].get(str(seat))
        if stored is None or stored.get("version") != REVIEW_VERSION:
            return None
        return GameReview.from_dict(stored)
    except (SaveError, KeyError, TypeError, ValueError, AttributeError):
        return None


def _kept_parts(game: SavedGame) -> tuple[dict[str, Any], dict[str, Any]]:
    """The reviews and the reviews so far kept beside the save, by seat, where the file is of
    this very save and these levels (else none: they are of other bytes or levels)."""
    path = review_path(game.path)
    try:
        data = read_json_object(path, SaveError) if path.exists() else {}
        if (data.get("save_sha256") != game.digest or data.get("format") != REVIEW_FORMAT
                or data.get("levels") != levels_key(game.entry)):
            return {}, {}
        return tuple({k: v for k, v in dict(data.get(part, {})).items()
                      if isinstance(v, dict) and v.get("version") == REVIEW_VERSION}
                     for part in ("reviews", "so_far"))
    except (SaveError, AttributeError, TypeError, ValueError):
        return {}, {}


def _store(game: SavedGame, reviews: dict[str, Any], so_far: dict[str, Any]) -> Path:
    path = review_path(game.path)
    document = {"format": REVIEW_FORMAT, "version": REVIEW_FILE_VERSION,
                "save": game.path.name, "save_sha256": game.digest,
                "levels": levels_key(game.entry), "reviews": reviews}
    if so_far:
        document["so_far"] = so_far
    write_json_atomic(path, document)
    return path


def store_review(game: SavedGame, review: GameReview) -> Path:
    """Keep `review` beside its save (with the other seats' reviews of the same save; its
    work so far is done with); atomic, so a crash leaves the old file or the new one. OSError
    if it cannot be written."""
    reviews, so_far = _kept_parts(game)
    reviews[str(review.seat)] = review.to_dict()
    so_far.pop(str(review.seat), None)
    return _store(game, reviews, so_far)


def store_so_far(game: SavedGame, work: ReviewSoFar) -> Path:
    """Keep the decisions of a review not yet done beside its save, for the next opening to
    go on from (`kept_so_far`); atomic. OSError if it cannot be written."""
    reviews, so_far = _kept_parts(game)
    so_far[str(work.seat)] = work.to_dict()
    return _store(game, reviews, so_far)


def kept_so_far(game: SavedGame, seat: int) -> ReviewSoFar | None:
    """What a review of `seat` closed part-way had made, kept beside this very save by these
    levels; None if nothing (or a damaged record)."""
    stored = _kept_parts(game)[1].get(str(seat))
    if stored is None:
        return None
    try:
        return ReviewSoFar.from_dict(stored)
    except (KeyError, TypeError, ValueError, AttributeError):
        return None


class SoFarKeeper:
    """Keeps a running review's work beside its save at most every `every` seconds, and once
    more when it stops short (`flush`): writing the whole file after each decision would
    rewrite it hundreds of times in a long game. A folder that cannot be written only loses
    the keeping."""

    def __init__(self, game: SavedGame, every: float = KEEP_EVERY_S) -> None:
        self.game = game
        self.every = every
        self.latest: ReviewSoFar | None = None
        self.kept: ReviewSoFar | None = None
        self._last = time.monotonic()

    def __call__(self, work: ReviewSoFar) -> None:
        self.latest = work
        if time.monotonic() - self._last >= self.every:
            self.flush()

    def flush(self) -> None:
        if self.latest is None or self.latest is self.kept:
            return
        with contextlib.suppress(OSError):
            store_so_far(self.game, self.latest)
        self.kept = self.latest
        self._last = time.monotonic()


def review_or_cached(save_path: str, seat: int | None, budget: dict | None = None, *,
                     progress: Progress | None = None,
                     cancelled: CancelCheck = never_cancelled) -> dict:
    """What the review job runs in its own process: the kept review if there is one, else a
    new one, kept beside the save (a save folder that cannot be written only loses the
    keeping), going on from the work so far a review closed part-way kept, and keeping its
    own as it goes (`SoFarKeeper`). Returns the review as a dict (it crosses the process
    boundary). A `budget` (ReviewBudget.to_dict()) other than the kit's is for tools and
    tests: such a review, done or not, is neither taken from nor kept beside the save."""
    game = open_for_review(Path(save_path), seat)
    seat = game.review_seat
    if budget is not None:
        return review_save(game, seat, ReviewBudget.from_dict(budget), progress=progress,
                           cancelled=cancelled).to_dict()
    if (kept := cached_review(game, seat)) is not None:
        return kept.to_dict()
    keeper = SoFarKeeper(game)
    try:
        review = review_save(game, seat, progress=progress, cancelled=cancelled,
                             so_far=kept_so_far(game, seat), keep=keeper)
    except ReviewCancelled:
        keeper.flush()  # closed part-way: the next opening goes on from here
        raise
    with contextlib.suppress(OSError):  # a folder that cannot be written: made next time
        store_review(game, review)
    return review.to_dict()


Translate = Callable[..., str]


def seat_names(game: SavedGame, lang: str, say: Translate) -> list[str]:
    """The seats' names as the review screen gives them in `lang` (the game's review board:
    a computer "Blau (normal)", an unchanged default name "Spieler 1"). The names written in
    the save are those of the language it was played in: reviewplay's German report of a
    game played in Russian read "zieht in Logistik mit Синий (средний) auf Platz 1 gleich",
    where the German screen says "mit Blau (normal)"."""
    if not game.entry.review_board:
        return game.names
    return list(game.entry.review_board_class()(game.setup, say, lang).names)


def report(game: SavedGame, review: GameReview, lang: str, say: Translate) -> dict:
    """The headless review (`python -m game --review SAVE --json OUT`): every reviewed
    decision with its win chances and the Hard level's reason as key and in words, the
    seats named as the review screen names them in that language."""
    kit = game.kit()
    words = resolve(kit.words)
    replayed = game.replay()
    names = seat_names(game, lang, say)
    decisions = []
    for number, d in enumerate(review.decisions, start=1):
        state = replayed.state_at(d.move)
        key, params = d.reason
        decisions.append({
            "number": number,
            "move": d.move,
            "seat": d.seat,
            "player": names[d.seat],
            "where": say(d.progress[0], **d.progress[1]) if d.progress[0] else "",
            "action": list(d.taken),
            "preferred": list(d.preferred),
            "hard": list(d.hard),
            "same": d.same,
            "loss": round(d.loss, 4),
            "win_chances": {"before": list(d.before), "after_taken": list(d.after_taken),
                            "after_preferred": list(d.after_preferred)},
            "reason": {"key": key, "params": params,
                       "text": words(state, key, params, lang, names)},
        })
    clock = [{"move": c.move, "seat": c.seat, "player": names[c.seat],
              "where": say(c.progress[0], **c.progress[1]) if c.progress[0] else "",
              "action": list(c.taken)} for c in review.clock]
    return {
        "format": REPORT_FORMAT,
        "version": REVIEW_VERSION,
        "game": game.entry.id,
        "save": game.path.name,
        "language": lang,
        "note": say("review.estimate_note"),
        "seat": review.seat,
        "player": names[review.seat],
        "players": names,
        "budget": review.budget.to_dict(),
        "cpu_seconds": round(review.cpu_seconds, 3),
        "decisions": decisions,
        "swings": [i + 1 for i in review.swing_indices],
        "clock_moves": clock,
    }



def start_review(game: SavedGame, seat: int) -> ReviewJob:
    """The review screen's start, on the save as the screen read it (`open_save`, once: the
    screen's busy card covers it): a review kept beside the save comes back at once (a job
    already done, no process); otherwise a `ReviewJob` makes it in its own process, which
    reads the save itself (a process is handed a path, not a game)."""
    check_seat(game, seat)
    game.kit()
    kept = cached_review(game, seat)
    if kept is not None:
        return ReviewJob.done(kept.to_dict())
    return ReviewJob(JOB_TARGET, str(game.path), seat, news=first_news(game, seat))


def first_news(game: SavedGame, seat: int) -> dict:
    """The progress the screen shows before the review's process says a word (its start
    took ~8 s on a busy machine, with nothing but "Starting the review…"): the decisions to
    look at and those a review closed part-way made, as the process will count them. The
    save's check found the first person's decisions (`open_for_review`); another person's,
    picked at the same screen, are found here by a walk of the game (it read "Starting the
    review…" without a count: session 24). Marked `waiting`: the process has not begun
    judging."""
    found = game.decisions_of(seat)
    if found is None:
        found = find_decisions(game.kit(), game.start(), game.actions, seat, game.clock_moves)
    points = reviewed(found)
    budget = game.kit().budget.for_decisions(len(points))
    made = {d.move for d in taken_so_far(kept_so_far(game, seat), seat, budget, SEED).decisions}
    return {"state": "running", "done": sum(p.move in made for p in points),
            "total": len(points), "waiting": True}


JOB_TARGET = "game.reviews:review_or_cached"


def headless_review(save: Path, out: Path | None, seat: int | None, lang: str) -> int:
    """`python -m game --review SAVE [--json OUT] [--seat N] [--lang L]`: the review as JSON
    (to OUT, else to the standard output). Exit 0; 2 for a bad, foreign or unreviewable save
    or a seat the game does not have (the save loader's message on the standard error); 1 if
    OUT cannot be written."""
    load_translations(locales_dir(), (lang,))

    def say(key: str, **params: object) -> str:
        return translate(key, lang, **params)

    try:
        game = open_for_review(save, seat)
        seat = game.review_seat
        document = report(game, review_save(game, seat), lang, say)
    except (SaveError, NoReview) as error:
        print(say(error.key, **error.shown_params(say)), file=sys.stderr)
        return 2
    text = json.dumps(document, ensure_ascii=False, indent=2) + "\n"
    if out is None:
        sys.stdout.write(text)
        return 0
    try:
        write_text_atomic(out, text)
    except OSError as error:
        print(say("review.error.write", file=str(out), error=str(error)), file=sys.stderr)
        return 1
    return 0
