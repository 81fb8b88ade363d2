"""Saving every applied action without holding up a frame (the match loop,
game/scenes/match_loop.py, asks after each one; the profile's record at the end is the loop's).

Writing a save (JSON, thumbnail PNG, atomic replace, fsync) takes 0.1-1 s on a busy disk, far
more than a frame, so the board hands a copy of the game to one background thread. Requests
are debounced there: a burst of moves (a computer's turn, a person building three hotels) is
written once, DEBOUNCE_S after the last of them, and no move waits longer than LATEST_S for its
write to begin, so every applied action is on disk within a second (a kill -9 right after a
purchase keeps it). Only the newest request waits: a save that is overtaken by a newer one is
simply skipped. Leaving the board waits for the last save, so nothing is lost.

The picture may come at the canvas's size: shrinking it to THUMBNAIL (5 ms) is done here, on the
saver's thread, not in the frame that applied the move. A request may come without one: the
save then keeps the picture of the last request that had one.

The player's named saves (`save_slot`, the board's "Save game" dialog) are written by the same
thread from the same copies: written in the frame of the dialog's OK, a named save of a
10,000-move game held that frame 75 ms (JSON of every move), and the look for a save of the
same name read every named save in the folder (25-30 ms per long one); on a busy disk the fsync
alone can take a second. The dialog waits for the answer instead (`SlotSave`).
"""

from __future__ import annotations

import logging
import struct
import threading
import time
import zlib
from collections import deque
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.core.save_copies import MoveCopies, ReasonCopies
from game.core.save_format import SaveError

log = logging.getLogger(__name__)

FLUSH_SECONDS = 10.0
DEBOUNCE_S = 0.1
"""A request is written once no newer one came for this long..."""
LATEST_S = 0.5
"""...but at the latest this long after the oldest request not yet written."""
THUMBNAIL = (256, 160)


@dataclass
class _Request:
    setup: Any
    actions: Sequence[Any]
    state: Any
    game_uid: str
    thumbnail: pygame.Surface | None
    seat_hints: tuple[int, ...] = ()
    play_seconds: int = 0
    turn_clock: Any = None
    dont_ask: frozenset[int] = frozenset()
    clock_moves: tuple[int, ...] = ()
    reasons: Mapping[int, tuple[str, dict]] = field(default_factory=dict)


@dataclass
class SlotSave:
    """A named save handed to the saver's thread, and its answer once `done` is set: the save
    written (`entry`), the id of another named save already called `name` when none was to be
    replaced (`taken`, and that save's name as it was saved, `taken_name`: nothing was
    written, the player is asked first), or why it failed (`error`)."""

    name: str
    slot_id: str | None
    request: _Request
    done: threading.Event = field(default_factory=threading.Event)
    entry: Any = None
    taken: str | None = None
    taken_name: str | None = None
    error: SaveError | None = None


class Autosaver:
    def __init__(self, store, clock=time.monotonic) -> None:
        """`store` is the playing profile's SaveStore (`autosave` never raises)."""
        self._store = store
        self._clock = clock
        self._pending: _Request | None = None
        self._slots: deque[SlotSave] = deque()  # written first, each at once
        self._due = 0.0
        self._oldest = 0.0
        self._png: bytes | None = None
        self._busy = False
        self._closed = False
        self._wake = threading.Condition()
        self._moves = MoveCopies()  # the caller's thread's: only `request` uses them
        self._reasons = ReasonCopies()
        self.failed = False  # the last save could not be written (the store says why)
        self.saved = 0
        self._thread = threading.Thread(target=self._run, name="tycoon-autosave", daemon=True)
        self._thread.start()

    def request(self, match, thumbnail: pygame.Surface | None, *,
                at_once: bool = False) -> None:
        """Save `match` (game/core/match.py: its setup, log, state, id, hints, seconds
        played, a running think time and the clock's moves). Copies are taken here, on the
        caller's thread, so the game may go on at once: of the moves and reasons only what
        came since the last request (game/core/save_copies.py), and a clone of the state (the
        board's size at any length of game). `thumbnail` None keeps the last picture;
        `at_once` skips the debounce (leaving)."""
        with self._wake:
            now = self._clock()
            if self._pending is None:
                self._oldest = now
            elif thumbnail is None:
                thumbnail = self._pending.thumbnail  # a picture not written yet stays
            self._pending = self._copy(match, thumbnail)
            self._due = now if at_once else min(now + DEBOUNCE_S, self._oldest + LATEST_S)
            self._wake.notify()

    def save_slot(self, match, name: str, thumbnail: pygame.Surface | None,
                  slot_id: str | None = None) -> SlotSave:
        """Save `match` as it is now under the player's `name`, over the named save `slot_id`
        or, without one, as a new save unless another is already called `name` (ignoring
        case: the answer is then `taken`). The copies are the autosave's (only the moves
        since the last copy); the look for the name and the write are the saver's thread's:
        wait for `done`."""
        with self._wake:
            job = SlotSave(name, slot_id, self._copy(match, thumbnail))
            self._slots.append(job)
            self._wake.notify()
        return job

    def _copy(self, match, thumbnail: pygame.Surface | None) -> _Request:
        """What the saver's thread writes of `match`, safe while the game goes on."""
        return _Request(match.setup, self._moves.copy(match.actions), match.state.clone(),
                        match.game_uid, thumbnail, match.seat_hints, int(match.play_seconds),
                        match.turn_clock, match.dont_ask, match.clock_moves,
                        self._reasons.copy(match.reasons, len(match.actions)))

    def flush(self, timeout: float = FLUSH_SECONDS) -> bool:
        """Write what is pending now and wait until it is written; False if that took too
        long."""
        with self._wake:
            self._due = self._clock()
            self._wake.notify_all()
            return self._wake.wait_for(
                lambda: self._pending is None and not self._slots and not self._busy, timeout)

    def close(self) -> None:
        self.flush()
        with self._wake:
            self._closed = True
            self._wake.notify()
        self._thread.join(FLUSH_SECONDS)

    def _run(self) -> None:
        while True:
            with self._wake:
                while not self._closed and not self._slots and (
                        self._pending is None or self._clock() < self._due):
                    wait = None if self._pending is None else self._due - self._clock()
                    self._wake.wait(wait)
                slot = self._slots.popleft() if self._slots else None
                if slot is None and self._pending is None:
                    return
                if slot is None:
                    request, self._pending = self._pending, None
                self._busy = True
            if slot is not None:
                self._write_slot(slot)
            else:
                try:
                    self._write(request)
                except Exception:  # a failed save must never end the game; the log keeps why
                    log.exception("autosave failed")
                    self.failed = True
            with self._wake:
                self._busy = False
                self._wake.notify_all()

    def _write(self, request: _Request) -> None:
        if request.thumbnail is not None:
            picture = request.thumbnail
            if picture.get_size() != THUMBNAIL:
                picture = pygame.transform.smoothscale(picture, THUMBNAIL)
            self._png = png_bytes(picture)
        entry = self._store.autosave(request.setup, request.actions, request.state,
                                     game_uid=request.game_uid, thumbnail_png=self._png,
                                     seat_hints=request.seat_hints,
                                     play_seconds=request.play_seconds,
                                     turn_clock=request.turn_clock,
                                     dont_ask=request.dont_ask,
                                     clock_moves=request.clock_moves,
                                     reasons=request.reasons)
        self.failed = entry is None
        self.saved += 1

    def _write_slot(self, job: SlotSave) -> None:
        """A named save: the answer is set in every case, so the dialog never waits forever."""
        request = job.request
        try:
            existing = None if job.slot_id else self._store.slot_named(job.name)
            if existing is not None:
                job.taken = existing.id.removeprefix("slot-")
                job.taken_name = existing.meta.name
            else:
                png = None if request.thumbnail is None else png_bytes(
                    pygame.transform.smoothscale(request.thumbnail, THUMBNAIL)
                    if request.thumbnail.get_size() != THUMBNAIL else request.thumbnail)
                job.entry = self._store.save_slot(
                    job.name, request.setup, request.actions, request.state,
                    game_uid=request.game_uid, slot_id=job.slot_id, thumbnail_png=png,
                    seat_hints=request.seat_hints, play_seconds=request.play_seconds,
                    turn_clock=request.turn_clock, dont_ask=request.dont_ask,
                    clock_moves=request.clock_moves, reasons=request.reasons)
        except SaveError as problem:
            job.error = problem
        except Exception:  # never a traceback for the player: the log keeps why
            log.exception("named save failed")
            job.error = SaveError("saves.error.write_failed", {"file": job.name})
        finally:
            job.done.set()


def png_bytes(picture: pygame.Surface) -> bytes:
    """A thumbnail as PNG bytes (8-bit RGB, rows unfiltered, zlib level 6), written here.

    pygame-ce 2.5 keeps the file object it saves a PNG into for good, with five of its bound
    methods: through `pygame.image.save` into a BytesIO every autosave left ~0.5 kB behind
    (before that fix the whole buffer, 3.4 MB a game). Writing the three chunks ourselves
    keeps nothing and gives smaller files (35 kB instead of 42 kB for a board thumbnail)."""
    width, height = picture.get_size()
    pixels = pygame.image.tobytes(picture, "RGB")
    stride = width * 3
    rows = b"".join(b"\x00" + pixels[y * stride:(y + 1) * stride] for y in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (PNG_SIGNATURE + _chunk(b"IHDR", header) + _chunk(b"IDAT", zlib.compress(rows, 6))
            + _chunk(b"IEND", b""))


PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def _chunk(kind: bytes, data: bytes) -> bytes:
    return (struct.pack(">I", len(data)) + kind + data
            + struct.pack(">I", zlib.crc32(kind + data)))
