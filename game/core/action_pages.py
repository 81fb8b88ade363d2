"""A long game's moves in pages written once, so an autosave costs the same at any length.

An autosave used to rewrite every move since the start: a 50,837-move «Менеджер» game wrote
706 KB every turn. Now an autosave holds the game's moves in whole pages of PAGE_SIZE moves,
each a file of its own beside the saves (`pages/<game id>-<number>-<crc32>.json`) named in
the save's `pages` list, and only the moves after the last whole page in the save itself.
A page is written when it fills and never again: its name carries a checksum of its moves, so
a page whose moves were taken back and played differently (undo across a page's end) is a new
file, and no older autosave ever points at a page that changed. Named saves keep every move in
themselves (they outlive the autosaves and their pages).

A page also keeps the computers' reasons for its moves (`reasons`, save format 4), so an
autosave writes only the reasons of the moves after its pages: kept whole in every autosave,
they cost a 10,000-move game 812 kB and 45 ms an autosave. The checksum covers them too (a
page without reasons keeps the name a format-3 page had).

The pages of a game go when its last autosave goes, and in play with the autosaves that named
them (the rotation, game/core/saves.py); pages nobody names at start are litter
(game/core/litter.py).
"""

from __future__ import annotations

import json
import os
import re
import zlib
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from game.core.atomic import write_json_atomic
from game.core.inside import remove_entry
from game.core.save_format import (
    PAGE_SIZE,
    Reasons,
    SaveError,
    keepable_reasons,
    parse_reasons,
    reasons_list,
)
from game.core.user_files import read_json_object

PAGES_FOLDER = "pages"
PAGE_FORMAT = "tycoon-collection-moves"
PAGE_NAME = re.compile(r"(?P<game>[0-9a-f]{12})-(?P<number>[0-9]{5})-[0-9a-f]{8}")


def page_name(game_uid: str, number: int, moves: Sequence[str],
              reasons: list[list[Any]] | None = None) -> str:
    """The page's file name: its game, its number and a checksum of its moves and reasons
    (`reasons` as the page keeps them; none: the checksum of a format-3 page)."""
    checksum = zlib.crc32("\n".join(moves).encode("utf-8"))
    if reasons:
        text = json.dumps(reasons, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
        checksum = zlib.crc32(("\n" + text).encode("utf-8"), checksum)
    return f"{game_uid}-{number:05d}-{checksum:08x}"


def moves_reasons(reasons: Mapping[int, tuple[str, dict]], start: int, end: int) -> Reasons:
    """The reasons of the moves `start` to `end` - 1 that a file can hold
    (`keepable_reasons`), looked up move by move: a page's or the open page's, never a pass
    over the whole game's (that pass, over 7,500 reasons, made an autosave at 10,040 moves
    9.5 ms of CPU instead of 1.7)."""
    return keepable_reasons({move: reasons[move] for move in range(start, end)
                             if move in reasons})


def page_path(saves_folder: Path, name: str) -> Path:
    return saves_folder / PAGES_FOLDER / f"{name}.json"


class PageWriter:
    """The pages this store wrote for each game in this session, with the move objects they
    hold: a page is written again only when the moves in its place are no longer those
    objects (taken back and played anew), so an autosave checks one page, never the game."""

    def __init__(self, saves_folder: Path) -> None:
        self.folder = saves_folder
        self._written: dict[str, list[tuple[str, list[Any]]]] = {}

    def pages_for(self, game_uid: str, actions: list[Any],
                  reasons: Mapping[int, tuple[str, dict]] | None = None) -> list[str]:
        """The names of the whole pages of `actions`, writing those not on disk yet, each with
        the `reasons` of its moves (a move's reason is given with the move and goes with it, so
        a written page's moves being the same objects means its reasons are too).
        Raises OSError like any write."""
        whole = len(actions) // PAGE_SIZE
        written = self._written.setdefault(game_uid, [])
        valid = min(len(written), whole)
        while valid and not _same(written[valid - 1][1], actions, valid - 1):
            valid -= 1
        del written[valid:]
        for number in range(valid, whole):
            moves = actions[number * PAGE_SIZE:(number + 1) * PAGE_SIZE]
            texts = [str(action) for action in moves]
            why = reasons_list(moves_reasons(reasons or {}, number * PAGE_SIZE,
                                             (number + 1) * PAGE_SIZE))
            name = page_name(game_uid, number, texts, why)
            write_json_atomic(page_path(self.folder, name), {
                "format": PAGE_FORMAT, "game_uid": game_uid, "number": number,
                "actions": texts, **({"reasons": why} if why else {})})
            written.append((name, moves))
        return [name for name, _ in written]

    def forget(self, game_uid: str) -> None:
        self._written.pop(game_uid, None)


def _same(moves: list[Any], actions: list[Any], number: int) -> bool:
    start = number * PAGE_SIZE
    return all(a is b for a, b in zip(moves, actions[start:start + PAGE_SIZE], strict=True))


def read_pages(saves_folder: Path, game_uid: str, names: Sequence[str],
               file: str) -> tuple[list[str], Reasons]:
    """Every move of the pages `names`, in order, and the reasons they keep (a format-3 page
    keeps none); SaveError names the save and the missing or damaged page (a reason that is
    not of the page's moves or not of a reason's shape included)."""
    moves: list[str] = []
    reasons: Reasons = {}
    for number, name in enumerate(names):
        params = {"file": file, "page": number + 1, "part": f"{name}.json"}
        match = PAGE_NAME.fullmatch(name)
        if match is None or match["game"] != game_uid or int(match["number"]) != number:
            raise SaveError("saves.error.bad_page", params)
        try:
            data = read_json_object(page_path(saves_folder, name), SaveError)
        except SaveError as exc:
            raise SaveError("saves.error.bad_page", params) from exc
        texts, why = data.get("actions"), data.get("reasons", [])
        if (data.get("format") != PAGE_FORMAT or data.get("game_uid") != game_uid
                or data.get("number") != number or not isinstance(texts, list)
                or len(texts) != PAGE_SIZE or not all(isinstance(t, str) for t in texts)
                or not isinstance(why, list) or page_name(game_uid, number, texts, why) != name):
            raise SaveError("saves.error.bad_page", params)
        try:
            kept = parse_reasons(why, file)
        except SaveError as exc:
            raise SaveError("saves.error.bad_page", params) from exc
        if kept and not number * PAGE_SIZE <= min(kept) <= max(kept) < (number + 1) * PAGE_SIZE:
            raise SaveError("saves.error.bad_page", params)
        moves += texts
        reasons |= kept
    return moves, reasons


def drop_pages(saves_folder: Path, keep_games: set[str]) -> None:
    """Delete the pages of every game not in `keep_games` (its autosaves are gone); a page
    that cannot be deleted only costs space."""
    folder = saves_folder / PAGES_FOLDER
    try:
        paths = list(folder.iterdir())
    except OSError:
        return
    for path in paths:
        match = PAGE_NAME.fullmatch(path.stem)
        if match is not None and path.suffix == ".json" and match["game"] not in keep_games:
            try:
                remove_entry(path)
            except OSError:
                continue


def unnamed_pages(saves_folder: Path, game_uid: str | None = None,
                  names_in: Callable[[Path], set[str] | None] | None = None) -> list[Path]:
    """The page files of `saves_folder` that no save in it names, for the litter sweep at
    start and, with `game_uid`, for the autosave rotation (only that game's pages).

    Pages are left unnamed by more than a game whose autosaves are all gone: moves taken back
    across a page's end leave the old page once the autosaves naming it rotate out (the game
    goes on, so a rule of "no autosave of its game" never took it), and a crash or a full disk
    between a page and its autosave leaves a page nothing names. A page is kept while any save
    names it or might: a save that cannot be read or parsed keeps every page of its game (an
    autosave's game is in its name; a damaged file of another name keeps every page). Slot
    saves are read only when the autosaves leave a page unnamed. When the folder's saves change
    while it is read (another copy of the app without a lock writing), nothing is returned:
    the next start sweeps. `names_in` reads the page names a save lists (None: it might name
    any); the store passes one that remembers what it wrote."""
    names_in = names_in or _names_in
    try:
        pages = [path for path in (saves_folder / PAGES_FOLDER).iterdir()
                 if path.suffix == ".json" and PAGE_NAME.fullmatch(path.stem)
                 and game_uid in (None, _page_game(path))]
        saves = sorted(name for name in os.listdir(saves_folder) if name.endswith(".json"))
    except OSError:
        return []
    games = {_page_game(path) for path in pages}
    named: set[str] = set()
    first = {name for name in saves if name.startswith("auto-") and name[5:17] in games}
    for batch in (sorted(first), [name for name in saves if name not in first]):
        if all(path.stem in named for path in pages):
            return []
        for name in batch:
            kept = names_in(saves_folder / name)
            if kept is None and name in first:
                kept = {path.stem for path in pages if _page_game(path) == name[5:17]}
            elif kept is None:
                return []
            named |= kept
    try:
        if sorted(n for n in os.listdir(saves_folder) if n.endswith(".json")) != saves:
            return []
    except OSError:
        return []
    return [path for path in pages if path.stem not in named]


class NamedPages:
    """The page names each save of a folder lists, for the rotation's `unnamed_pages`: what the
    store wrote is known without reading it back, any other save is read once. An entry holds
    while the file's size, time and inode are those it was known with (a file written over
    anew is read again)."""

    def __init__(self) -> None:
        self._known: dict[str, tuple[tuple[int, int, int], frozenset[str]]] = {}

    def wrote(self, path: Path, pages: Sequence[str]) -> None:
        key = _file_key(path)
        if key is not None:
            self._known[path.name] = (key, frozenset(pages))

    def forget(self, path: Path) -> None:
        self._known.pop(path.name, None)

    def names_in(self, path: Path) -> set[str] | None:
        key = _file_key(path)
        known = self._known.get(path.name)
        if key is not None and known is not None and known[0] == key:
            return set(known[1])
        names = _names_in(path)
        if key is not None and names is not None:
            self._known[path.name] = (key, frozenset(names))
        return names


def _file_key(path: Path) -> tuple[int, int, int] | None:
    try:
        status = path.stat()
    except OSError:
        return None
    return status.st_mtime_ns, status.st_size, status.st_ino


def _page_game(path: Path) -> str:
    return path.stem[:12]


def _names_in(path: Path) -> set[str] | None:
    """The page names a save file lists; None when it cannot be read as JSON (it might name
    any page). A JSON file without a list of pages names none (format 1 and 2)."""
    try:
        data = read_json_object(path, SaveError)
    except SaveError as exc:
        return set() if exc.key in ("saves.error.wrong_shape", "saves.error.empty") else None
    pages = data.get("pages")
    return {name for name in pages if isinstance(name, str)} if isinstance(pages, list) else set()
