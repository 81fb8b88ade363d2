"""Copies of a game in progress for the saver's thread (game/core/autosave.py) that cost the
moves made since the last copy, not the game.

The board asks for an autosave after every move, on the frame's thread, and the game goes on at
once, so what the saver's thread writes must be a copy. Copying the whole move list and the
whole reasons dict on every move grew with the game (at 10,000 moves 12 µs and 107-134 µs of
the frame's thread; tools/bench_long_autosave.py). Both are kept here in whole pages of PAGE_SIZE
moves (the move pages' size, game/core/action_pages.py), each copied once when it fills and
shared by every later copy, and an open page:

- `MoveCopies`: the open page is a list that only ever grows; a copy is a view of its first
  moves (`PagedMoves`), so a request copies only the new moves. A list once given to a view is
  never changed in place: a full page starts a new list, a take-back (the game's log is then a
  new list: game/core/match.py) starts afresh.
- `ReasonCopies`: the open page's reasons are copied as a dict (at most a page of them: the
  saver's thread iterates it, which a dict changed meanwhile would not allow).

The state is cloned by the caller: it is changed in place by the next move, and its size is the
board's, not the game's (3 µs at any length).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from itertools import islice
from typing import Any, overload

from game.core.save_format import PAGE_SIZE, Reasons


@dataclass(frozen=True)
class PagedMoves(Sequence[Any]):
    """A game's moves as the saver's thread gets them: the whole pages (tuples), then the open
    page's moves up to `length` moves in all (a list the caller's thread may go on appending
    to meanwhile: the moves in the view never change)."""

    pages: tuple[tuple[Any, ...], ...]
    open: list[Any]
    length: int

    def __len__(self) -> int:
        return self.length

    @overload
    def __getitem__(self, index: int) -> Any: ...

    @overload
    def __getitem__(self, index: slice) -> list[Any]: ...

    def __getitem__(self, index: int | slice) -> Any:
        if isinstance(index, slice):
            return [self[i] for i in range(self.length)[index]]
        if not -self.length <= index < self.length:
            raise IndexError(index)
        index %= self.length
        page = index // PAGE_SIZE
        return (self.pages[page] if page < len(self.pages) else self.open)[index % PAGE_SIZE]

    def __iter__(self) -> Iterator[Any]:
        for page in self.pages:
            yield from page
        yield from islice(self.open, self.length - len(self.pages) * PAGE_SIZE)


class MoveCopies:
    """Copies of a game's move list that cost the moves since the last copy. The list is the
    game's log (`Match.actions`): it only grows in place, and a take-back makes a new list, so
    while the list is the same object the moves copied before still hold; a new list (a
    take-back, another game) is copied afresh, once. As a cheap check besides, the last move
    copied must still be the list's move there (an edit in place that did not make a new list
    is then copied afresh too)."""

    def __init__(self) -> None:
        self._source: list[Any] | None = None
        self._pages: tuple[tuple[Any, ...], ...] = ()
        self._open: list[Any] = []
        self._upto = 0

    def copy(self, moves: list[Any]) -> PagedMoves:
        """The moves of the game so far, safe to read on another thread while it goes on."""
        start, end = self._upto, len(moves)
        if (moves is not self._source or end < start
                or (start and moves[start - 1] is not self._last())):
            self._source, self._pages, self._open, start = moves, (), [], 0
        while start < end:
            taken = min(end, start + PAGE_SIZE - len(self._open))
            self._open.extend(moves[start:taken])
            start = taken
            if len(self._open) == PAGE_SIZE:
                self._pages += (tuple(self._open),)
                self._open = []  # the full list stays as it is for the views that have it
        self._upto = end
        return PagedMoves(self._pages, self._open, end)

    def _last(self) -> Any:
        return self._open[-1] if self._open else self._pages[-1][-1]


@dataclass(frozen=True)
class PagedReasons(Mapping[int, tuple[str, dict]]):
    """A game's reasons as the saver's thread gets them: one dict per whole page of moves and
    one for the open page, looked up by the move's page (`ReasonCopies`)."""

    pages: tuple[Reasons, ...]
    open: Reasons

    def __getitem__(self, move: int) -> tuple[str, dict]:
        page = move // PAGE_SIZE
        return (self.pages[page] if 0 <= page < len(self.pages) else self.open)[move]

    def __iter__(self) -> Iterator[int]:
        for part in (*self.pages, self.open):
            yield from part

    def __len__(self) -> int:
        return sum(len(part) for part in self.pages) + len(self.open)


class ReasonCopies:
    """Copies of a game's reasons for the saver's thread that cost the open page, not the
    game: `dict(match.reasons)` on every move copied every reason of the game (at 10,000
    moves, 10,153 reasons, the request took 107-134 µs of the frame's thread, then 21-22 µs:
    tools/bench_long_autosave.py). A whole page's reasons cannot change while the game's
    reasons dict is the same object (a move adds only its own; a take-back makes a new dict:
    game/core/match.py), so each whole page is copied once and shared by every later request;
    a new dict (a take-back, another game) copies its pages afresh, once."""

    def __init__(self) -> None:
        self._source: Mapping[int, tuple[str, dict]] | None = None
        self._pages: list[Reasons] = []
        self._open: Reasons = {}  # the open page's reasons of the moves before `_upto`
        self._upto = 0

    def copy(self, reasons: Mapping[int, tuple[str, dict]], moves: int) -> PagedReasons:
        """The reasons of a game of `moves` moves, safe to read on another thread while the
        game goes on."""
        whole = moves // PAGE_SIZE
        if reasons is not self._source or moves < self._upto:
            self._source, self._pages, self._open, self._upto = reasons, [], {}, 0
        del self._pages[whole:]
        if whole - len(self._pages) > 1:  # many pages at once: one pass over the reasons
            first = len(self._pages)
            fresh: list[Reasons] = [{} for _ in range(first, whole)]
            for move, reason in reasons.items():
                if first * PAGE_SIZE <= move < whole * PAGE_SIZE:
                    fresh[move // PAGE_SIZE - first][move] = reason
            self._pages += fresh
        while len(self._pages) < whole:
            number = len(self._pages)
            self._pages.append(_span(reasons, number * PAGE_SIZE, (number + 1) * PAGE_SIZE))
        start = whole * PAGE_SIZE
        if self._upto < start:
            self._open, self._upto = {}, start
        self._open.update(_span(reasons, self._upto, moves))
        self._upto = moves
        return PagedReasons(tuple(self._pages), dict(self._open))


def _span(reasons: Mapping[int, tuple[str, dict]], start: int, end: int) -> Reasons:
    return {move: reasons[move] for move in range(start, end) if move in reasons}
