"""Hover cards, the frame every game's share: the short rest before a card shows, the card's
look (lines of text on a dark rounded card), and where it goes beside the pointer.

What a card says is the game's (Tycoon: game/tycoon/panels/hover.py finds the thing under the
pointer and writes its card); this module only decides when, how and where.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass

import pygame

from game.ui import fonts
from game.ui.palette import BAD, GOLD, GOOD, LIGHT_TEXT, PANEL_EDGE
from game.ui.text import blit_text, wrap

DELAY = 0.35  # seconds the pointer rests on a thing before its card shows
LONG_PRESS = 0.5  # seconds a finger holds a thing on a touch screen before its card shows
CARD_WIDTH = 340
PAD = 10
BACK = (18, 24, 36)  # opaque: the board's glows and pieces never show through the words


class HoverDelay:
    """Which thing the pointer rests on, and for how long: a card waits for a short rest so a
    pointer crossing the board does not flash cards.

    On a touch screen there is no hovering (SDL's pointer just stays where the last finger
    was), so there a card opens on a long press instead (design D47): a finger held LONG_PRESS
    on one thing. It stays open after the finger lifts, to be read, until the next touch.
    Touch is told by SDL's own mark on the mouse events it makes from fingers (`event.touch`),
    so a scene only passes its mouse events to `feed`; a mouse keeps the rest and never needs a
    press.

    A screen that changes under a resting pointer (a card or curtain over the board goes) opens
    no card until the pointer moves (`wait_for_move`), as a widget's tooltip does
    (`UIManager.create_tool_tip`): after the payday's Continue the pointer still rested where
    Continue was, over a market ticket, and that ticket's card covered the board as the turn
    began, for a thing the person had not pointed at."""

    def __init__(self, delay: float = DELAY, press: float = LONG_PRESS) -> None:
        self.delay = delay
        self.press = press
        self.target: Hashable | None = None
        self.age = 0.0
        self.touch = False  # the last pointer event came from a finger
        self.held = 0.0  # how long the finger has held the target (touch only)
        self.down = False
        self.pinned: Hashable | None = None  # a long-pressed target, open until the next touch
        self.still = False  # the screen changed under the resting pointer: no card till it moves

    def feed(self, event: pygame.event.Event) -> None:
        """Every mouse event the scene receives (others are ignored)."""
        if event.type not in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return
        self.touch = bool(getattr(event, "touch", False))
        if event.type == pygame.MOUSEMOTION and not self.touch and self.still:
            self.still, self.age = False, 0.0   # pointed at now: its card after a rest
        if event.type == pygame.MOUSEBUTTONDOWN and self.touch:
            self.down, self.held, self.pinned = True, 0.0, None
        elif event.type == pygame.MOUSEBUTTONUP or not self.touch:
            self.down = False

    def wait_for_move(self) -> None:
        """What lies under the pointer changed while it rested: no card opens (by the mouse)
        until the pointer moves (fed a MOUSEMOTION)."""
        self.still = True

    def track(self, target: Hashable | None, dt: float) -> None:
        """Once per frame with what is under the pointer now (None: nothing)."""
        if target != self.target:
            self.target = target
            self.age = self.held = 0.0
            self.pinned = None
            return
        self.age += dt
        if self.touch and self.down:
            self.held += dt
            if target is not None and self.held >= self.press:
                self.pinned = target

    @property
    def ready(self) -> Hashable | None:
        """The target once the pointer has rested on it long enough (or, by touch, once a
        finger has held it long enough), else None."""
        if self.target is None:
            return None
        if self.touch:
            return self.target if self.pinned == self.target else None
        return self.target if self.age >= self.delay and not self.still else None


@dataclass(frozen=True)
class Block:
    """One paragraph of a card: its text, size, colour and weight (an empty text is a gap of
    `size` pixels)."""

    text: str
    size: int = 13
    colour: tuple[int, int, int] = LIGHT_TEXT
    bold: bool = False


def heading(text: str) -> Block:
    return Block(text, 16, GOLD, True)


def good(text: str) -> Block:
    """What a thing means for the person now, in green."""
    return Block(text, 13, GOOD, True)


def bad(text: str) -> Block:
    """What stands in the person's way now (too little money, a closed place), in red: in
    green it read as a go-ahead."""
    return Block(text, 13, BAD, True)


def render_card(blocks: Sequence[Block], width: int = CARD_WIDTH) -> pygame.Surface:
    """The blocks wrapped to the card's width, on the card."""
    inner = width - 2 * PAD
    lines: list[Block] = []
    for block in blocks:
        if not block.text:
            lines.append(block)
            continue
        lines += [Block(line, block.size, block.colour, block.bold)
                  for line in wrap(block.text, block.size, inner, block.bold)]
    height = PAD * 2 + sum(fonts.font(b.size, b.bold).get_linesize() for b in lines)
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(surface, BACK, surface.get_rect(), border_radius=8)
    pygame.draw.rect(surface, PANEL_EDGE, surface.get_rect(), 2, border_radius=8)
    y = PAD
    for line in lines:
        if line.text:
            blit_text(surface, line.text, (PAD, y), line.size, line.colour, line.bold)
        y += fonts.font(line.size, line.bold).get_linesize()
    return surface


#: A thing a card must leave in sight: one rect, or a group of rects that counts as one thing
#: (a city's cells: covering any of them is covering the city, and each cell weighing as
#: much as the whole list's first rect would let one cell outweigh every later thing).
Clear = pygame.Rect | Sequence[pygame.Rect]


def place_card(size: tuple[int, int], pointer: tuple[int, int],
               keep_clear: pygame.Rect | Sequence[Clear],
               bounds: pygame.Rect, frames: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """Beside the pointer (never under it, so the thing stays hoverable), inside `bounds`,
    clear of `keep_clear` (the action bar, or every control the card must leave in sight, the
    first the one that matters most; a group of rects is one thing) when possible: a card
    that meets one is lifted above it,
    and above the next it then meets (reviewfix4: the review chart's clock card, lifted over
    the chart only, hid "Next turn"). Where lifting leaves one covered (a clock at the top, an
    open log beside the pointer), the card takes the spot nearest beside the pointer that
    covers nothing: its edges lined up with the pointer's or with those of what it must leave
    clear (speedpolish: Speedtycoon's depot cards opened theirs under the open log, its edge
    showing). Where no spot covers nothing, the one that covers least (the first rects
    weigh most). A spot a few pixels past the edge of one of the screen's `frames` (its
    panels) is moved wholly inside or outside that frame (`settle`): lined up with the gap
    between two panels, a Speedtycoon building's card stood 8 px over the empire's frame and
    its title (play-test, de 1280x800)."""
    things = [_group(keep_clear)] if isinstance(keep_clear, pygame.Rect) else \
        [_group(thing) for thing in keep_clear]
    things = [group for group in things if group.rects]
    flat = [r for group in things for r in group.rects]
    x, y = pointer
    w, h = size
    beside = pygame.Rect((x + 18, y - h // 3), size)
    if beside.right > bounds.right:
        beside.right = x - 18
    beside.clamp_ip(bounds)
    rect = beside.copy()
    for _ in things:
        met = [r for r in flat if rect.colliderect(r)]
        if not met:
            break
        rect.bottom = min(r.top for r in met) - 4
        rect.clamp_ip(bounds)
    rect = settle(rect, frames, bounds)
    if _covered(rect, pointer, things) == (0,) * (len(things) + 1):
        return rect
    xs = {beside.x, x + 18, x - 18 - w, x - w // 2, bounds.x, bounds.right - w}
    ys = {beside.y, y + 24, y - 24 - h, bounds.y, bounds.bottom - h}
    for group in things:
        r = group.outline
        xs |= {r.x - 4 - w, r.right + 4}
        ys |= {r.y - 4 - h, r.bottom + 4}
    spots = [rect] + [settle(spot, frames, bounds) for spot in (
        pygame.Rect((sx, sy), size) for sx in sorted(xs) for sy in sorted(ys))
        if bounds.contains(spot)]
    return min(spots, key=lambda spot: (_covered(spot, pointer, things),
                                        (spot.x - beside.x) ** 2 + (spot.y - beside.y) ** 2))


#: How far past a frame's edge a card may stand before it counts as meant to cross it: a
#: card that far over (or short of) an edge is moved inside or outside the frame instead.
FRAME_SNAP = 16
#: The room a card keeps from a frame's edge, on either side of it.
FRAME_GAP = 4


def settle(spot: pygame.Rect, frames: Sequence[pygame.Rect],
           bounds: pygame.Rect) -> pygame.Rect:
    """`spot` moved (at most FRAME_SNAP px each way, staying in `bounds`) wholly inside or
    wholly outside each frame whose edge it crosses by only a few pixels, so no card stands a
    sliver over a panel's frame, cutting its edge and its title; a card meant to cross a
    frame (lying over most of it, or far out of it) is left where it is. Each way: a card
    over a frame's corner by 6 px down and 4 px across stayed there, the 18 px it took
    counted as one distance (a property deed in the board's corner, prop22)."""
    spot = spot.copy()
    for frame in frames:
        if not spot.colliderect(frame):
            continue
        inner = frame.inflate(-2 * FRAME_GAP, -2 * FRAME_GAP)
        outer = frame.inflate(2 * FRAME_GAP, 2 * FRAME_GAP)
        moves = [(0, outer.top - spot.bottom), (0, outer.bottom - spot.top),
                 (outer.left - spot.right, 0), (outer.right - spot.left, 0)]
        if spot.w <= inner.w and spot.h <= inner.h:
            inside = spot.clamp(inner)
            moves.append((inside.x - spot.x, inside.y - spot.y))
        for dx, dy in sorted(moves, key=lambda m: abs(m[0]) + abs(m[1])):
            moved = spot.move(dx, dy)
            if max(abs(dx), abs(dy)) <= FRAME_SNAP and bounds.contains(moved):
                spot = moved
                break
    return spot


@dataclass(frozen=True)
class _Group:
    """One thing to leave in sight: its rects and the rect around them all."""

    rects: tuple[pygame.Rect, ...]
    outline: pygame.Rect


def _group(thing: Clear) -> _Group:
    rects = (thing,) if isinstance(thing, pygame.Rect) else tuple(thing)
    outline = rects[0].unionall(rects[1:]) if rects else pygame.Rect(0, 0, 0, 0)
    return _Group(rects, outline)


def _covered(rect: pygame.Rect, pointer: tuple[int, int],
             things: Sequence[_Group]) -> tuple[int, ...]:
    """How much of each thing `rect` covers, the pointer's spot first: compared in order, a
    spot that covers less of the first thing wins whatever it covers of the later ones."""
    return (int(rect.collidepoint(pointer)),
            *(_area(rect, group) for group in things))


def _area(rect: pygame.Rect, group: _Group) -> int:
    if not rect.colliderect(group.outline):
        return 0
    return sum(rect.clip(r).w * rect.clip(r).h for r in group.rects)
