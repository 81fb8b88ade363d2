"""Saved games of one profile: autosaves, named slots, the load list, and loading by replay.

A save holds the setup and every action; loading replays the actions through the rules and
compares the result with the stored snapshot, so a file that asks for an illegal move is refused
with the move's number instead of being half loaded. Files are written atomically, named by
generated ids, and a file that cannot be read is listed with its message and never touched.
"""

from __future__ import annotations

import contextlib
import dataclasses
import os
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from game.core.action_pages import (
    NamedPages,
    PageWriter,
    drop_pages,
    moves_reasons,
    read_pages,
    unnamed_pages,
)
from game.core.atomic import write_bytes_atomic, write_json_atomic
from game.core.ids import is_id, new_id
from game.core.inside import lies_inside, remove_entry, remove_tree
from game.core.names import name_key
from game.core.paths import UserPaths
from game.core.save_format import (
    MAX_SLOT_NAME,
    PAGE_SIZE,
    SaveDocument,
    SaveError,
    SaveMeta,
    TurnClockMark,
    keepable_reasons,
    parse_document,
)
from game.core.save_replay import GameLookup, replay
from game.core.setup import GameSetup, Seat
from game.core.user_files import UserFileError, folder_files, read_json_object, write_error
from game.core.validate import name_refusal

#: Files kept beside a save under its name: its thumbnail and its game review (game/reviews.py).
COMPANION_SUFFIXES = (".png", ".review")
AUTOSAVES_KEPT = 3
AUTOSAVE_SPACING = timedelta(minutes=5)
"""The older autosaves of a game (AUTOSAVES_KEPT - 1 besides the newest) lie at least this far
apart: the game is saved after every move, so keeping simply the last few writes left a safety
net of saves seconds old. With it, the older two are about 0-5 and 5-10 minutes back."""
_AUTOSAVE_STAMP = "%Y%m%dT%H%M%S%f"
FINISHED_GAMES_KEPT = 5
"""Finished games whose final autosave stays; the record of every game is in the profile."""


def slot_name_refusal(text: str) -> SaveError | None:
    """Why a typed slot name is refused, or None: the rules of every name
    (`game.core.validate.name_refusal`) with the slot's own length."""
    refusal = name_refusal(text.strip(), MAX_SLOT_NAME)
    if refusal == "empty":
        return SaveError("saves.error.slot_name_empty")
    if refusal == "too_long":
        return SaveError("saves.error.slot_name_long", {"max": MAX_SLOT_NAME})
    if refusal == "invisible":
        return SaveError("saves.error.slot_name_invisible")
    return None

def new_game_uid() -> str:
    """The id that ties a game's autosaves together; the board takes one per new game."""
    return new_id()


@dataclass(frozen=True)
class SaveEntry:
    """One readable save, as the load list shows it (nothing replayed yet)."""

    path: Path
    meta: SaveMeta
    setup: GameSetup
    moves: int
    thumbnail: Path | None

    @property
    def id(self) -> str:
        return self.path.stem

    @property
    def seats(self) -> tuple[Seat, ...]:
        return self.setup.seats

    @property
    def saved_at(self) -> datetime:
        return datetime.fromisoformat(self.meta.saved_at)


@dataclass(frozen=True)
class BadSave:
    """A file in the saves folder that cannot be used; `error` says why, the file stays."""

    path: Path
    error: UserFileError


@dataclass(frozen=True)
class SaveListing:
    entries: list[SaveEntry]
    bad: list[BadSave]


@dataclass(frozen=True)
class PassedOver:
    """What Continue went back past (`SaveStore.unreadable_newer`): the damaged autosaves,
    and whether the game played last is another one, none of whose autosaves can be read
    (then Continue resumes an older game)."""

    paths: list[Path]
    other_game: bool = False
    #: Named saves written after the save resumed (told by the file's time: a damaged file
    #: tells nothing else) that cannot be read: the Load list showed them, Continue did not
    #: (docs/reliability.md §8).
    named: list[Path] = dataclasses.field(default_factory=list)

    def __bool__(self) -> bool:
        return bool(self.paths or self.named)


@dataclass
class LoadedGame:
    """A save replayed to its last move: everything the board needs to carry on."""

    setup: GameSetup
    actions: list[Any]
    state: Any
    entry: SaveEntry

    @property
    def game_uid(self) -> str:
        return self.entry.meta.game_uid

    @property
    def seat_hints(self) -> tuple[int, ...]:
        return self.entry.meta.seat_hints

    @property
    def play_seconds(self) -> int:
        return self.entry.meta.play_seconds

    @property
    def turn_clock(self) -> TurnClockMark | None:
        return self.entry.meta.turn_clock

    @property
    def dont_ask(self) -> frozenset[int]:
        return self.entry.meta.dont_ask

    @property
    def clock_moves(self) -> tuple[int, ...]:
        return self.entry.meta.clock_moves

    @property
    def reasons(self) -> dict[int, tuple[str, dict]]:
        return self.entry.meta.reasons


class SaveStore:
    """The saves of one profile, in their own folder under the user's data folder.

    Writes that fail because the folder is read-only or the disk is full do not stop the game:
    `autosave` returns None and `saving_off` holds the message for the board to show, until a
    later save succeeds.
    """

    def __init__(
        self,
        paths: UserPaths,
        profile_id: str,
        clock: Callable[[], datetime] = lambda: datetime.now(UTC),
        *,
        games: GameLookup,
        read_only: bool = False,
    ) -> None:
        """`read_only`: another copy of the app owns the data folder; every write and delete
        is refused with `saves.error.other_copy` (an autosave then says saving is off)."""
        if not is_id(profile_id):
            raise ValueError(f"not a generated profile id: {profile_id!r}")
        self.profile_id = profile_id
        self.games = games
        self.folder = paths.saves_dir / profile_id
        self.root = paths.data_dir
        self.read_only = read_only
        self._pages = PageWriter(self.folder)
        self._named = NamedPages()  # the page names of the saves, for the rotation
        self._good: set[str] = set()  # autosaves known to be readable (`_readable`)
        self.saving_off: SaveError | None = None
        self._clock = clock

    def autosave(
        self,
        setup: GameSetup,
        actions: Iterable[Any],
        state: Any,
        *,
        game_uid: str,
        thumbnail_png: bytes | None = None,
        seat_hints: tuple[int, ...] = (),
        play_seconds: int = 0,
        turn_clock: TurnClockMark | None = None,
        dont_ask: frozenset[int] = frozenset(),
        clock_moves: tuple[int, ...] = (),
        reasons: Mapping[int, tuple[str, dict]] | None = None,
    ) -> SaveEntry | None:
        """Save after a turn or a payday and keep this game's newest AUTOSAVES_KEPT autosaves.

        Never raises for a failed write: returns None and sets `saving_off` instead.
        """
        if not is_id(game_uid):
            raise ValueError(f"not a generated game id: {game_uid!r}")
        now = self._clock()
        stem = f"auto-{game_uid}-{now.astimezone(UTC).strftime(_AUTOSAVE_STAMP)}"
        actions = list(actions)
        try:
            self._check_inside(self.folder / f"{stem}.json")
            pages = self._pages.pages_for(game_uid, actions, reasons or {})
        except OSError as exc:
            self.saving_off = write_error(exc, SaveError, f"{stem}.json")
            return None
        except SaveError as exc:
            self.saving_off = exc
            return None
        paged = len(pages) * PAGE_SIZE  # the pages keep their moves' reasons (format 4)
        document = self._document("auto", None, setup, actions[paged:], state,
                                  game_uid, now, seat_hints, play_seconds, pages, turn_clock,
                                  dont_ask, clock_moves,
                                  moves_reasons(reasons or {}, paged, len(actions)))
        try:
            entry = self._write(stem, document, thumbnail_png)
        except SaveError as exc:
            self.saving_off = exc
            return None
        self.saving_off = None
        self._named.wrote(entry.path, pages)
        self._good.add(entry.path.name)
        if self._drop_old_autosaves(game_uid, keep=stem):
            self._drop_unnamed_pages(game_uid)
        if entry.meta.finished:
            self._drop_finished_games(keep=stem)
        return entry

    def save_slot(
        self,
        name: str,
        setup: GameSetup,
        actions: Iterable[Any],
        state: Any,
        *,
        game_uid: str,
        slot_id: str | None = None,
        thumbnail_png: bytes | None = None,
        seat_hints: tuple[int, ...] = (),
        play_seconds: int = 0,
        turn_clock: TurnClockMark | None = None,
        dont_ask: frozenset[int] = frozenset(),
        clock_moves: tuple[int, ...] = (),
        reasons: Mapping[int, tuple[str, dict]] | None = None,
    ) -> SaveEntry:
        """Save into a named slot (a new one, or over `slot_id`); raises SaveError on failure.

        The name is the player's text and lives inside the file; the file name is generated.
        """
        if not is_id(game_uid) or not (slot_id is None or is_id(slot_id)):
            raise ValueError("slot and game ids must be generated ids")
        name = name.strip()
        refused = slot_name_refusal(name)
        if refused is not None:
            raise refused
        stem = f"slot-{slot_id or self._new_slot_id()}"
        document = self._document("slot", name, setup, actions, state, game_uid, self._clock(),
                                  seat_hints, play_seconds, turn_clock=turn_clock,
                                  dont_ask=dont_ask, clock_moves=clock_moves,
                                  reasons=reasons)
        try:
            entry = self._write(stem, document, thumbnail_png)
        except SaveError as exc:
            self.saving_off = exc
            raise
        self.saving_off = None
        return entry

    def list_saves(self) -> SaveListing:
        """Every save of the profile, newest first, and every file that could not be read."""
        entries, bad = [], []
        try:
            paths = folder_files(self.folder)
        except OSError:
            error = SaveError("saves.error.folder_unreadable", {"file": str(self.folder)})
            return SaveListing(entries=[], bad=[BadSave(self.folder, error)])
        for path in paths:
            try:
                entries.append(self._entry(path, read_document(path)))
            except UserFileError as exc:
                if path.exists():  # else another copy of the app just dropped it (rotation)
                    bad.append(BadSave(path, exc))
        entries.sort(key=lambda e: (e.meta.saved_at, e.path.name), reverse=True)
        return SaveListing(entries=entries, bad=bad)

    def slot_named(self, text: str) -> SaveEntry | None:
        """The player's named save already called `text` (ignoring case), if any: what a new
        named save asks before replacing, naming it as it was saved (the Load list's name, not
        the case just typed). It reads every save, so the board asks it on the saver's thread
        (game/core/autosave.py), not in a frame."""
        return slot_named_in(self.list_saves().entries, text)

    def rename_slot(self, path: Path, name: str, *, replacing: Path | None = None) -> SaveEntry:
        """Give the named save at `path` a new name (the Load list's Rename); raises SaveError.

        The name is checked as at saving (`slot_name_refusal`). The file is read whole and
        checked first: a damaged one is refused with its own message and keeps its bytes,
        and an autosave has no name to change (`saves.error.rename_autosave`). The new file
        is written atomically over the old, under the same file name, so its thumbnail and
        place in the list stay and a crash leaves the old name or the new, never half a
        file. `replacing`: the other named save that had the name (the player said Replace),
        deleted only once the renamed one is on disk, so a crash between keeps both."""
        path = Path(path)
        if path.parent != self.folder or (replacing is not None
                                          and Path(replacing).parent != self.folder):
            raise ValueError(f"{path} is not in this profile's saves folder")
        name = name.strip()
        refused = slot_name_refusal(name)
        if refused is not None:
            raise refused
        self._check_inside(path)
        document = read_document(path)
        if document.meta.kind != "slot":
            raise SaveError("saves.error.rename_autosave", {"file": path.name})
        renamed = dataclasses.replace(document,
                                      meta=dataclasses.replace(document.meta, name=name))
        if document.meta.name != name:
            try:
                write_json_atomic(path, renamed.to_dict())
            except OSError as exc:
                raise write_error(exc, SaveError, path.name) from exc
        if replacing is not None and Path(replacing) != path:
            self.delete(Path(replacing))
        return self._entry(path, renamed)

    def newest_game(self, finished: bool = False) -> SaveEntry | None:
        """What Continue resumes: the newest save of the most recently played game that is not
        over. A game counts by its newest save, so the earlier autosaves of a finished game
        never bring it back. With `finished`, the newest game that is over instead (what the
        title's Rematch deals again)."""
        seen = set()
        for entry in self.list_saves().entries:
            if entry.meta.game_uid in seen:
                continue
            seen.add(entry.meta.game_uid)
            if entry.meta.finished == finished:
                return entry
        return None

    def unreadable_newer(self, entry: SaveEntry) -> PassedOver:
        """The autosaves written after `entry` that cannot be read, of its own game or of a
        game none of whose later saves can be read: Continue passed them over, and says so
        (play-tests: with the newest autosave damaged it quietly went back to an older save
        of the game; with every autosave of the game played last damaged, to an older game).
        A game with a readable save after `entry` is not passed over: it is over (Continue
        resumes no finished game), and an earlier damaged autosave of it means nothing
        lost. Told by the time in their names; only these few files are read, none is
        touched."""
        game = entry.meta.game_uid
        damaged, read = [], set()
        for uid, path in self._autosaves_after(entry.saved_at):
            if path == entry.path:
                continue
            try:
                read_document(path)  # read again: a file this store wrote may be damaged since
            except UserFileError:
                self._good.discard(path.name)  # nor may the rotation drop it (`_readable`)
                damaged.append((uid, path))
            else:
                read.add(uid)
        passed = sorted(path for uid, path in damaged if uid == game or uid not in read)
        return PassedOver(paths=passed,
                          other_game=any(uid != game and uid not in read for uid, _ in damaged),
                          named=self._damaged_slots_after(entry))

    def _damaged_slots_after(self, entry: SaveEntry) -> list[Path]:
        """The named saves whose file was written after `entry` and cannot be read."""
        found = []
        for path in sorted(self.folder.glob("slot-*.json")):
            try:
                written = datetime.fromtimestamp(path.stat().st_mtime, UTC)
            except OSError:
                continue
            if path == entry.path or written <= entry.saved_at:
                continue
            try:
                read_document(path)
            except UserFileError:
                found.append(path)
        return found

    def load(self, path: Path) -> LoadedGame:
        """Read, check and replay one save; SaveError names the file (and the move) on failure."""
        document = read_whole_document(path)
        setup, state, actions = replay(document, path.name, self.games)
        return LoadedGame(
            setup=setup,
            actions=actions,
            state=state,
            entry=self._entry(path, document),
        )

    def delete(self, path: Path) -> None:
        """Delete one save (readable or not), its thumbnail and its review; a linked file goes
        as a link, and nothing in a folder that lies outside the data folder is deleted."""
        path = Path(path)
        if path.parent != self.folder:
            raise ValueError(f"{path} is not in this profile's saves folder")
        self._check_inside(path)
        self._named.forget(path)
        try:
            remove_entry(path)
            _drop_companions(path)
        except OSError as exc:
            raise write_error(exc, SaveError, path.name) from exc
        self._drop_pages_of_gone_games()

    def delete_all(self) -> None:
        """Delete this profile's saves folder, for deleting the profile itself: a folder that is
        a link goes as a link, and what it points at stays (it lies outside the data folder)."""
        if not (self.folder.exists() or self.folder.is_symlink()):
            return
        self._check_inside(self.folder)
        try:
            remove_tree(self.folder)
        except OSError as exc:
            raise write_error(exc, SaveError, self.folder.name) from exc

    def _check_inside(self, path: Path) -> None:
        """Refuse to write or delete `path` while another copy owns the data folder, or unless
        it really lies in the data folder (its saves folder may be a link to somewhere else:
        that place is never touched)."""
        if self.read_only:
            raise SaveError("saves.error.other_copy", {"file": path.name})
        if not lies_inside(path, self.root):
            raise SaveError("saves.error.outside_data",
                            {"file": path.name, "folder": str(self.folder)})

    def _new_slot_id(self) -> str:
        """A fresh id; never one a file already has, so a new save never replaces another."""
        try:
            taken = [path.stem.removeprefix("slot-") for path in folder_files(self.folder)]
        except OSError:
            taken = []  # the write that follows will say what is wrong with the folder
        return new_id(taken)

    def _document(
        self,
        kind: str,
        name: str | None,
        setup: GameSetup,
        actions: Iterable[Any],
        state: Any,
        game_uid: str,
        now: datetime,
        seat_hints: tuple[int, ...] = (),
        play_seconds: int = 0,
        pages: list[str] | None = None,
        turn_clock: TurnClockMark | None = None,
        dont_ask: frozenset[int] = frozenset(),
        clock_moves: tuple[int, ...] = (),
        reasons: Mapping[int, tuple[str, dict]] | None = None,
    ) -> SaveDocument:
        meta = SaveMeta(
            kind=kind,
            name=name,
            profile=self.profile_id,
            game_uid=game_uid,
            saved_at=now.astimezone(UTC).isoformat(timespec="microseconds"),
            progress=state.progress(),
            finished=bool(state.is_terminal()),
            seat_hints=tuple(seat_hints),
            play_seconds=play_seconds,
            turn_clock=turn_clock,
            dont_ask=dont_ask,
            clock_moves=clock_moves,
            reasons=keepable_reasons(reasons or {}),
        )
        return SaveDocument(
            game=setup.game,
            rules_version=self.games(setup.game).rules_version,
            meta=meta,
            setup=setup,
            actions=tuple(str(action) for action in actions),
            snapshot=state.to_dict(),
            pages=tuple(pages or ()),
        )

    def _write(self, stem: str, document: SaveDocument, thumbnail_png: bytes | None) -> SaveEntry:
        """The new thumbnail is written whole beside its place first, then the save, then the
        thumbnail is renamed into place: a listed save never points at a half-written image,
        and a save that fails to be written over (a nearly full disk) keeps its own picture."""
        path = self.folder / f"{stem}.json"
        thumbnail = path.with_suffix(".png")
        staged = path.with_name(f".{stem}.png.next.tmp")
        self._check_inside(path)
        try:
            if thumbnail_png is not None:
                write_bytes_atomic(staged, thumbnail_png)
            write_json_atomic(path, document.to_dict())
        except OSError as exc:
            with contextlib.suppress(OSError):
                staged.unlink(missing_ok=True)
            raise write_error(exc, SaveError, path.name) from exc
        try:
            if thumbnail_png is not None:
                os.replace(staged, thumbnail)
            else:
                thumbnail.unlink(missing_ok=True)
        except OSError:  # the game is saved; only its picture is missing or old
            with contextlib.suppress(OSError):
                staged.unlink(missing_ok=True)
        return self._entry(path, document)

    def _entry(self, path: Path, document: SaveDocument) -> SaveEntry:
        thumbnail = path.with_suffix(".png")
        return SaveEntry(
            path=path,
            meta=document.meta,
            setup=document.setup,
            moves=document.moves,
            thumbnail=thumbnail if thumbnail.is_file() else None,
        )

    def _drop_old_autosaves(self, game_uid: str, keep: str) -> bool:
        """Keep the autosave just written (`keep`, even if the clock went backwards and its
        name sorts low) and, of the game's others, the newest AUTOSAVES_KEPT - 1 of those
        that lie AUTOSAVE_SPACING apart, counted from the oldest; drop the rest (a failed
        delete only costs space). A save written within the spacing of the one kept before
        it is only the newest until the next move. An autosave that cannot be read is neither
        counted nor dropped (`_readable`). True when any was to go."""
        others = [(written, path) for written, path in self._autosaves_of(game_uid, keep)
                  if self._readable(path)]
        spaced: list[tuple[datetime, Path]] = []
        for written, path in sorted((w, p) for w, p in others if w is not None):
            if not spaced or written - spaced[-1][0] >= AUTOSAVE_SPACING:
                spaced.append((written, path))
        kept = {path for _, path in spaced[max(0, len(spaced) - (AUTOSAVES_KEPT - 1)):]}
        dropped = [path for _, path in others if path not in kept]
        for path in dropped:
            self._drop(path)
        return bool(dropped)

    def _readable(self, path: Path) -> bool:
        """Whether the rotation may count and drop `path`: a save this store wrote or has read
        whole is; a file that cannot be read (a hand edit, a disk fault) is listed with its
        message and never touched, also by the rotation of its own game (play-test: the next
        autosave deleted a damaged one). Each file not written here is read once."""
        if path.name in self._good:
            return True
        try:
            read_document(path)
        except UserFileError:
            return False
        self._good.add(path.name)
        return True

    def _drop_unnamed_pages(self, game_uid: str) -> None:
        """The game's move pages that no save names any more, once its autosaves rotated:
        moves taken back across a page's end make a new page, and the old one went only at
        the next start (the litter sweep) or with the game's last autosave, so a long session
        piled them up. Only after the new autosave is written and the old ones are gone, so
        the newest save never lacks a page; a page any save names or might name stays
        (`unnamed_pages`); a failed delete only costs space (the next start sweeps it)."""
        if self.read_only or not lies_inside(self.folder / "pages" / "x", self.root):
            return
        for path in unnamed_pages(self.folder, game_uid, self._named.names_in):
            with contextlib.suppress(OSError):
                remove_entry(path)

    def _autosaves_of(self, game_uid: str, keep: str) -> list[tuple[datetime | None, Path]]:
        """The game's autosaves other than `keep`, with the time in their names (None for a
        name the store did not write)."""
        prefix = f"auto-{game_uid}-"
        found = []
        for path in self.folder.glob(f"{prefix}*.json"):
            if path.stem == keep:
                continue
            try:
                written = datetime.strptime(path.stem[len(prefix):], _AUTOSAVE_STAMP)
            except ValueError:
                written = None
            found.append((written, path))
        return found

    def _autosaves_after(self, moment: datetime) -> list[tuple[str, Path]]:
        """Every autosave whose name says it was written after `moment`: its game id and its
        path (a name the store did not write is left out)."""
        found = []
        for path in self.folder.glob("auto-*.json"):
            uid, _, stamp = path.stem.removeprefix("auto-").partition("-")
            try:
                written = datetime.strptime(stamp, _AUTOSAVE_STAMP).replace(tzinfo=UTC)
            except ValueError:
                continue
            if is_id(uid) and written > moment:
                found.append((uid, path))
        return found

    def _drop(self, path: Path) -> None:
        """An autosave the store no longer keeps, with its picture; links go as links, and a
        failed delete only costs space."""
        self._named.forget(path)
        self._good.discard(path.name)
        if lies_inside(path, self.root) and not self.read_only:
            with contextlib.suppress(OSError):
                remove_entry(path)
                _drop_companions(path)

    def _drop_finished_games(self, keep: str) -> None:
        """A finished game cannot be continued, so it keeps only its final autosave, and only
        the newest FINISHED_GAMES_KEPT finished games keep even that: without this, every game
        ever played stayed on the Load screen. Named saves are never touched, nor are files
        that cannot be read."""
        autosaves = []
        for path in self.folder.glob("auto-*.json"):
            with contextlib.suppress(UserFileError):
                autosaves.append((read_document(path).meta, path))
        finals: dict[str, tuple[tuple[bool, str], Path]] = {}
        for meta, path in autosaves:
            rank = (path.stem == keep, meta.saved_at)
            if meta.finished and (meta.game_uid not in finals or rank > finals[meta.game_uid][0]):
                finals[meta.game_uid] = (rank, path)
        newest = sorted(finals.values(), reverse=True)[:FINISHED_GAMES_KEPT]
        kept = {path for _, path in newest}
        for meta, path in autosaves:
            if meta.game_uid in finals and path not in kept:
                self._drop(path)
                self._pages.forget(meta.game_uid)
        self._drop_pages_of_gone_games()

    def _drop_pages_of_gone_games(self) -> None:
        """The pages of a game whose last autosave has gone (game/core/action_pages.py)."""
        if self.read_only or not lies_inside(self.folder / "pages" / "x", self.root):
            return
        try:
            names = os.listdir(self.folder)
        except OSError:
            return
        games = {name[5:17] for name in names if name.startswith("auto-")}
        drop_pages(self.folder, games)


def slot_named_in(entries: Iterable[SaveEntry], text: str,
                  besides: Path | None = None) -> SaveEntry | None:
    """The named save among `entries` called `text` (ignoring case, as `name_key` compares
    names), other than the one at `besides` (the save being renamed: a change of case only
    asks nothing)."""
    wanted = name_key(text)
    for entry in entries:
        meta = entry.meta
        if (meta.kind == "slot" and meta.name and name_key(meta.name) == wanted
                and entry.path != besides):
            return entry
    return None


def _drop_companions(path: Path) -> None:
    """A save's thumbnail and review (COMPANION_SUFFIXES); a link goes as a link."""
    for suffix in COMPANION_SUFFIXES:
        remove_entry(path.with_suffix(suffix))


def read_document(path: Path) -> SaveDocument:
    """Read and check one save file without replaying it."""
    return parse_document(read_json_object(path, SaveError), path.name)


def read_whole_document(path: Path) -> SaveDocument:
    """One save with every move and every reason: a long game's earlier moves, and since
    format 4 their reasons, read from its pages beside it (game/core/action_pages.py), not
    replayed yet. What Load and the game review read. A format-3 autosave keeps every reason
    in `meta.reasons` and none in its pages; a move with a reason in both is refused."""
    document = read_document(path)
    if not document.pages:
        return document
    earlier, reasons = read_pages(path.parent, document.meta.game_uid, document.pages,
                                  path.name)
    if reasons.keys() & document.meta.reasons.keys():
        raise SaveError("saves.error.bad_field", {"file": path.name, "field": "meta/reasons"})
    meta = dataclasses.replace(document.meta, reasons={**reasons, **document.meta.reasons})
    return dataclasses.replace(document, meta=meta, pages=(),
                               actions=(*earlier, *document.actions))
