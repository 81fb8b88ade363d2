"""The saved-game file: its fields, its version, and the chain that upgrades older versions.

docs/save-format.md describes the same format for people. A file is checked field by field
before anything is replayed, so a hand-edited or newer file is refused with the name of the
field instead of being half understood.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from game.core.ids import is_id
from game.core.save_migrations import MIGRATIONS
from game.core.setup import GameSetup, SetupInvalid
from game.core.user_files import UserFileError, check_fields
from game.core.validate import is_sane_timestamp, is_showable_name

FORMAT_MARKER = "tycoon-collection-save"
CURRENT_VERSION = 5
"""When the format changes: bump this, add the step to save_migrations.MIGRATIONS, and keep a
golden file of the old version in tests/core/golden/ so the step stays tested."""
SAVE_KINDS = ("auto", "slot")
PAGE_SIZE = 1000
"""Moves in one page of a long game's autosave (game/core/action_pages.py)."""
MAX_SLOT_NAME = 40

_TOP_FIELDS = ("format", "version", "game", "rules_version", "meta", "setup", "pages",
               "actions", "snapshot")
_META_FIELDS = ("kind", "name", "profile", "game_uid", "saved_at", "progress", "finished")
#: Optional, so every older file loads (as none): `seat_hints`, the hints asked in the game so
#: far by each seat (the person whose turn it was), one number a seat; the profile's record
#: counts its own seat's when the game ends, also after a restart (issue 14), and never a
#: hot-seat friend's. Written only when someone asked. Format 4's one number, `hints_used`,
#: becomes the profile seat's (save_migrations.v4_to_v5).
#: `play_seconds`: the seconds played so far, so a game with a time limit goes on with the time
#: that was left after Continue or Load (the property games' clock, issue 21).
#: `turn_clock`: a person's think time running when the game was saved (Speedtycoon), so
#: leaving and continuing is no way to a fresh clock (issue 31); written only while one runs.
#: `dont_ask`: the seats that said "Don't ask again" to an optional question (Speedtycoon's
#: Lobbyist window), so Continue and Load do not ask them again; written only when some did.
#: `clock_moves`: the moves (0-based indices into the whole game's moves, ascending) that a
#: clock made for a person (a turn timer, a think time, a Lobbyist window that ran out), so
#: the review does not count them as the person's choices; written only when there are some.
#: `reasons`: the computers' reasons for their moves, `[[move, key, params], ...]` (moves as
#: in `clock_moves`), so a loaded game's log says why as it did in play; written only when
#: there are some (an older file loads with bare computer moves in its log). In an autosave
#: with pages (format 4) only the reasons of the moves after the pages: each page keeps its
#: own (game/core/action_pages.py); a format-3 file keeps every one here.
_OPTIONAL_META = ("seat_hints", "play_seconds", "turn_clock", "dont_ask", "clock_moves",
                  "reasons")
_CLOCK_FIELDS = ("seat", "turn", "used")
_KEY = re.compile(r"[a-z0-9_]+(\.[a-z0-9_]+)+")
_PAGE = re.compile(r"[0-9a-f]{12}-[0-9]{5}-[0-9a-f]{8}")
_PARAM_TYPES = (int, str)
_REASON_PARAM_TYPES = (int, float, str)

#: A game's computer reasons: move (0-based, into the whole game's moves) -> locale key and
#: placeholders.
Reasons = dict[int, tuple[str, dict]]


class SaveError(UserFileError):
    """A save that cannot be read, loaded or written; key saves.error.*, params name the file."""

    KEYS = {
        "too_large": "saves.error.too_large",
        "unreadable": "saves.error.unreadable",
        "empty": "saves.error.empty",
        "not_utf8": "saves.error.not_utf8",
        "truncated": "saves.error.truncated",
        "not_json": "saves.error.not_json",
        "wrong_shape": "saves.error.wrong_shape",
        "unknown_field": "saves.error.unknown_field",
        "missing_field": "saves.error.missing_field",
        "disk_full": "saves.error.disk_full",
        "read_only": "saves.error.read_only",
        "write_failed": "saves.error.write_failed",
    }


@dataclass(frozen=True)
class TurnClockMark:
    """The think time a person has used of one turn: `seat`, the rules' turn number `turn`
    (a mark of another turn is no longer this turn's) and the seconds `used`."""

    seat: int
    turn: int
    used: float

    def to_dict(self) -> dict[str, Any]:
        return {"seat": self.seat, "turn": self.turn, "used": round(self.used, 1)}


@dataclass(frozen=True)
class SaveMeta:
    """What the load list shows without replaying: cached from the state when it was saved."""

    kind: str
    name: str | None
    profile: str
    game_uid: str
    saved_at: str
    progress: tuple[str, dict[str, Any]]
    finished: bool
    #: Hints asked by each seat (index: seat); () or zeros: none asked.
    seat_hints: tuple[int, ...] = ()
    play_seconds: int = 0
    turn_clock: TurnClockMark | None = None
    dont_ask: frozenset[int] = frozenset()
    clock_moves: tuple[int, ...] = ()
    #: move -> a computer's reason (its locale key and placeholders)
    reasons: dict[int, tuple[str, dict]] = field(default_factory=dict, hash=False)

    def to_dict(self) -> dict[str, Any]:
        clock = {} if self.turn_clock is None else {"turn_clock": self.turn_clock.to_dict()}
        quiet = {"dont_ask": sorted(self.dont_ask)} if self.dont_ask else {}
        timed = {"clock_moves": list(self.clock_moves)} if self.clock_moves else {}
        why = {"reasons": reasons_list(self.reasons)} if self.reasons else {}
        hints = {"seat_hints": list(self.seat_hints)} if any(self.seat_hints) else {}
        return {
            "kind": self.kind,
            "name": self.name,
            "profile": self.profile,
            "game_uid": self.game_uid,
            "saved_at": self.saved_at,
            "progress": {"key": self.progress[0], "params": dict(self.progress[1])},
            "finished": self.finished,
            **hints,
            "play_seconds": self.play_seconds,
            **clock,
            **quiet,
            **timed,
            **why,
        }


@dataclass(frozen=True)
class SaveDocument:
    """`game` and `rules_version` say which rules replay `actions`; `setup.game` is the same
    id (a file where they differ is refused)."""

    game: str
    rules_version: int
    meta: SaveMeta
    setup: GameSetup
    actions: tuple[str, ...]
    snapshot: dict[str, Any]
    #: Pages of the first moves, each in a file of its own (game/core/action_pages.py);
    #: `actions` are the moves after them. Empty in a named save: it holds every move.
    pages: tuple[str, ...] = ()

    @property
    def moves(self) -> int:
        return len(self.pages) * PAGE_SIZE + len(self.actions)

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": FORMAT_MARKER,
            "version": CURRENT_VERSION,
            "game": self.game,
            "rules_version": self.rules_version,
            "meta": self.meta.to_dict(),
            "setup": self.setup.to_dict(),
            "pages": list(self.pages),
            "actions": list(self.actions),
            "snapshot": self.snapshot,
        }


def parse_document(data: dict[str, Any], file: str) -> SaveDocument:
    """Upgrade `data` to the current version and check every field; SaveError names the first
    problem."""
    if data.get("format") != FORMAT_MARKER:
        raise SaveError("saves.error.not_a_save", {"file": file})
    data = upgrade(data, file)
    check_fields(data, _TOP_FIELDS, SaveError, file)
    meta = _parse_meta(data["meta"], file)
    try:
        setup = GameSetup.from_dict(data["setup"])
    except SetupInvalid as exc:
        raise _bad(file, exc.field) from exc
    if data["game"] != setup.game:
        raise _bad(file, "game")
    if any(seat >= len(setup.seats) for seat in meta.dont_ask):
        raise _bad(file, "meta/dont_ask")
    if meta.seat_hints and len(meta.seat_hints) != len(setup.seats):
        raise _bad(file, "meta/seat_hints")
    if not _is_int(data["rules_version"]) or data["rules_version"] < 1:
        raise _bad(file, "rules_version")
    actions = data["actions"]
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise _bad(file, "actions")
    if not isinstance(data["snapshot"], dict):
        raise _bad(file, "snapshot")
    pages = data["pages"]
    if not isinstance(pages, list) or not all(isinstance(p, str) and _PAGE.fullmatch(p)
                                              for p in pages):
        raise _bad(file, "pages")
    document = SaveDocument(game=setup.game, rules_version=data["rules_version"], meta=meta,
                            setup=setup, actions=tuple(actions), snapshot=data["snapshot"],
                            pages=tuple(pages))
    if meta.clock_moves and meta.clock_moves[-1] >= document.moves:
        raise _bad(file, "meta/clock_moves")
    if meta.reasons and max(meta.reasons) >= document.moves:
        raise _bad(file, "meta/reasons")
    return document


def upgrade(data: dict[str, Any], file: str) -> dict[str, Any]:
    """Run the migration chain from the file's version up to CURRENT_VERSION."""
    version = data.get("version")
    if not _is_int(version) or version < 1:
        raise _bad(file, "version")
    if version > CURRENT_VERSION:
        raise SaveError(
            "saves.error.future_version",
            {"file": file, "version": version, "supported": CURRENT_VERSION},
        )
    while version < CURRENT_VERSION:
        data = MIGRATIONS[version](data)
        version += 1
        data["version"] = version
    return data


def _parse_meta(meta: Any, file: str) -> SaveMeta:
    if not isinstance(meta, dict):
        raise _bad(file, "meta")
    check_fields(meta, _META_FIELDS, SaveError, file, "meta/", optional=_OPTIONAL_META)
    if meta["kind"] not in SAVE_KINDS:
        raise _bad(file, "meta/kind")
    name = meta["name"]
    if not (name is None or is_showable_name(name, MAX_SLOT_NAME)):
        raise _bad(file, "meta/name")
    for id_field in ("profile", "game_uid"):
        if not is_id(meta[id_field]):
            raise _bad(file, f"meta/{id_field}")
    if not is_sane_timestamp(meta["saved_at"]):
        raise _bad(file, "meta/saved_at")
    progress = _parse_progress(meta["progress"], file)
    if not isinstance(meta["finished"], bool):
        raise _bad(file, "meta/finished")
    hints = meta.get("seat_hints", [])
    if not (isinstance(hints, list) and all(_is_int(h) and h >= 0 for h in hints)):
        raise _bad(file, "meta/seat_hints")
    played = meta.get("play_seconds", 0)
    if not _is_int(played) or played < 0:
        raise _bad(file, "meta/play_seconds")
    return SaveMeta(**{**meta, "progress": progress, "seat_hints": tuple(hints),
                       "play_seconds": played,
                       "turn_clock": _parse_clock(meta.get("turn_clock"), file),
                       "dont_ask": _parse_seats(meta.get("dont_ask", []), file),
                       "clock_moves": _parse_moves(meta.get("clock_moves", []), file),
                       "reasons": _parse_meta_reasons(meta.get("reasons", []), file)})


def _parse_clock(clock: Any, file: str) -> TurnClockMark | None:
    if clock is None:
        return None
    if not isinstance(clock, dict):
        raise _bad(file, "meta/turn_clock")
    check_fields(clock, _CLOCK_FIELDS, SaveError, file, "meta/turn_clock/")
    for name in ("seat", "turn"):
        if not _is_int(clock[name]) or clock[name] < 0:
            raise _bad(file, f"meta/turn_clock/{name}")
    used = clock["used"]
    if isinstance(used, bool) or not isinstance(used, int | float) or not 0 <= used < 1e7:
        raise _bad(file, "meta/turn_clock/used")
    return TurnClockMark(clock["seat"], clock["turn"], float(used))


def _parse_seats(seats: Any, file: str) -> frozenset[int]:
    if not (isinstance(seats, list) and all(_is_int(s) and s >= 0 for s in seats)
            and len(set(seats)) == len(seats)):
        raise _bad(file, "meta/dont_ask")
    return frozenset(seats)


def _parse_moves(moves: Any, file: str) -> tuple[int, ...]:
    """`meta.clock_moves`: move indices, each at least 0, strictly ascending (no move twice)."""
    if not (isinstance(moves, list) and all(_is_int(m) and m >= 0 for m in moves)
            and all(a < b for a, b in zip(moves, moves[1:], strict=False))):
        raise _bad(file, "meta/clock_moves")
    return tuple(moves)


def keepable_reasons(reasons: Mapping[int, tuple[str, dict]]) -> dict[int, tuple[str, dict]]:
    """The reasons a file can hold and `parse_reasons` reads back: a locale key and plain
    placeholders (a number or a text). A reason of another shape stays out of the file, so
    a save never holds what its own load would refuse (its move's log line is then bare)."""
    return {move: (key, dict(params)) for move, (key, params) in reasons.items()
            if isinstance(key, str) and _KEY.fullmatch(key) and _plain(params)}


def _plain(params: Any) -> bool:
    return isinstance(params, dict) and all(
        isinstance(name, str) and isinstance(value, _REASON_PARAM_TYPES)
        and not isinstance(value, bool) for name, value in params.items())


def reasons_list(reasons: Reasons) -> list[list[Any]]:
    """Reasons as a file keeps them (`meta.reasons`, a page's `reasons`): `[move, key,
    params]` each, by move."""
    return [[move, key, dict(params)] for move, (key, params) in sorted(reasons.items())]


def _parse_meta_reasons(reasons: Any, file: str) -> Reasons:
    """`meta.reasons`; SaveError names the field."""
    try:
        return parse_reasons(reasons, file)
    except SaveError as exc:
        raise _bad(file, "meta/reasons") from exc


def parse_reasons(reasons: Any, file: str) -> Reasons:
    """Reasons as a file keeps them (`reasons_list`): `[move, key, params]` each, moves
    strictly ascending; SaveError on anything else (the caller names the field or page)."""
    if not isinstance(reasons, list):
        raise _bad(file, "meta/reasons")
    out: dict[int, tuple[str, dict]] = {}
    last = -1  # the move before: checked against it alone (against every one before, a
    # long game's 5,000 reasons took seconds to load, and to list on the Load screen)
    for item in reasons:
        if not (isinstance(item, list) and len(item) == 3 and _is_int(item[0])
                and item[0] > last
                and isinstance(item[1], str) and _KEY.fullmatch(item[1]) and _plain(item[2])):
            raise _bad(file, "meta/reasons")
        out[item[0]] = (item[1], dict(item[2]))
        last = item[0]
    return out


def _parse_progress(progress: Any, file: str) -> tuple[str, dict[str, Any]]:
    """The state's `progress()` as the file keeps it: a locale key and its placeholders."""
    if not isinstance(progress, dict):
        raise _bad(file, "meta/progress")
    check_fields(progress, ("key", "params"), SaveError, file, "meta/progress/")
    key, params = progress["key"], progress["params"]
    if not (isinstance(key, str) and _KEY.fullmatch(key)):
        raise _bad(file, "meta/progress/key")
    if not isinstance(params, dict) or not all(
        isinstance(value, _PARAM_TYPES) and not isinstance(value, bool)
        for value in params.values()
    ):
        raise _bad(file, "meta/progress/params")
    return key, dict(params)


def _bad(file: str, field_name: str) -> SaveError:
    return SaveError("saves.error.bad_field", {"file": file, "field": field_name})


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
