"""A long game's moves in pages written once, so an autosave costs the same at any length.

An autosave used to rewrite every move since the start: a 50,837-move «Менеджер» game wrote
706 KB every turn. Now an autosave holds the game's moves in whole pages of PAGE_SIZE moves,
each a file of its own beside the saves (`pages/<game id>-<number>-<crc32>.json`) named in
the save's `pages` list, and only the moves after the last whole page in the save itself.
A page is written when it fills and never again: its name carries a checksum of its moves, so
a page whose moves were taken back and played differently (undo across a page's end) is a new
file, and no older autosave ever points at a page that changed. Named saves keep every move in
themselves (they outlive the autosaves and their pages).

The pages of a game go when its last autosave goes; pages nobody names are litter
(game/core/litter.py).
"""

from __future__ import annotations

import re
import zlib
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from game.core.atomic import write_json_atomic
from game.core.inside import remove_entry
from game.core.save_format import PAGE_SIZE, SaveError
from game.core.user_files import read_json_object

PAGES_FOLDER = "pages"
PAGE_FORMAT = "tycoon-collection-moves"
PAGE_NAME = re.compile(r"(?P<game>[0-9a-f]{12})-(?P<number>[0-9]{5})-[0-9a-f]{8}")


def page_name(game_uid: str, number: int, moves: Sequence[str]) -> str:
    checksum = zlib.crc32("\n".join(moves).encode("utf-8"))
    return f"{game_uid}-{number:05d}-{checksum:08x}"


def page_path(saves_folder: Path, name: str) -> Path:
    return saves_folder / PAGES_FOLDER / f"{name}.json"


class PageWriter:
    """The pages this store wrote for each game in this session, with the move objects they
    hold: a page is written again only when the moves in its place are no longer those
    objects (taken back and played anew), so an autosave checks one page, never the game."""

    def __init__(self, saves_folder: Path) -> None:
        self.folder = saves_folder
        self._written: dict[str, list[tuple[str, list[Any]]]] = {}

    def pages_for(self, game_uid: str, actions: list[Any]) -> list[str]:
        """The names of the whole pages of `actions`, writing those not on disk yet.
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
            name = page_name(game_uid, number, texts)
            write_json_atomic(page_path(self.folder, name), {
                "format": PAGE_FORMAT, "game_uid": game_uid, "number": number,
                "actions": texts})
            written.append((name, moves))
        return [name for name, _ in written]

    def forget(self, game_uid: str) -> None:
        self._written.pop(game_uid, None)


def _same(moves: list[Any], actions: list[Any], number: int) -> bool:
    start = number * PAGE_SIZE
    return all(a is b for a, b in zip(moves, actions[start:start + PAGE_SIZE], strict=True))


def read_pages(saves_folder: Path, game_uid: str, names: Sequence[str], file: str) -> list[str]:
    """Every move of the pages `names`, in order; SaveError names the save and the missing or
    damaged page."""
    moves: list[str] = []
    for number, name in enumerate(names):
        params = {"file": file, "page": number + 1, "part": f"{name}.json"}
        match = PAGE_NAME.fullmatch(name)
        if match is None or match["game"] != game_uid or int(match["number"]) != number:
            raise SaveError("saves.error.bad_page", params)
        try:
            data = read_json_object(page_path(saves_folder, name), SaveError)
        except SaveError as exc:
            raise SaveError("saves.error.bad_page", params) from exc
        texts = data.get("actions")
        if (data.get("format") != PAGE_FORMAT or data.get("game_uid") != game_uid
                or data.get("number") != number or not isinstance(texts, list)
                or len(texts) != PAGE_SIZE or not all(isinstance(t, str) for t in texts)
                or page_name(game_uid, number, texts) != name):
            raise SaveError("saves.error.bad_page", params)
        moves += texts
    return moves


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


def is_orphan_page(path: Path) -> bool:
    """A page file whose game has no autosave beside its folder (for the litter sweep)."""
    match = PAGE_NAME.fullmatch(path.stem)
    return (match is not None and path.suffix == ".json" and path.parent.name == PAGES_FOLDER
            and not any(path.parent.parent.glob(f"auto-{match['game']}-*.json")))
