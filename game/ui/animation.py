"""Motion on the board: easing, curved flight paths, and a timeline of steps.

A `Step` is one thing the player should see happen (a flight, a hotel dropping on its lot with
the eviction it causes, a ticket flying to the hand). Its `Track`s move sprites over time. While
a step has not finished, the pieces it will put in place stay hidden on the settled board, so
the board never shows a result before the motion that leads to it. The timeline runs steps one
after another at the chosen animation speed and can jump to the end at any moment.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

import pygame

from game.core.settings import ANIMATION_FACTORS as SPEEDS

Point = tuple[float, float]
Easing = Callable[[float], float]


def linear(t: float) -> float:
    return t


def ease_in_out_cubic(t: float) -> float:
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_cubic(t: float) -> float:
    return t * t * t


def ease_out_back(t: float) -> float:
    """Overshoots a little and settles: a piece that lands with a small bounce."""
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def ease_out_bounce(t: float) -> float:
    n, d = 7.5625, 2.75
    if t < 1 / d:
        return n * t * t
    if t < 2 / d:
        t -= 1.5 / d
        return n * t * t + 0.75
    if t < 2.5 / d:
        t -= 2.25 / d
        return n * t * t + 0.9375
    t -= 2.625 / d
    return n * t * t + 0.984375


def lerp(a: Point, b: Point, t: float) -> Point:
    return a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t


def quad_bezier(p0: Point, p1: Point, bow: float, t: float) -> Point:
    """Point t of a curve from p0 to p1 bent sideways by `bow` times the distance."""
    (x0, y0), (x1, y1) = p0, p1
    cx = (x0 + x1) / 2 - (y1 - y0) * bow
    cy = (y0 + y1) / 2 + (x1 - x0) * bow
    u = 1 - t
    return u * u * x0 + 2 * u * t * cx + t * t * x1, u * u * y0 + 2 * u * t * cy + t * t * y1


class FlightPath:
    """A curved path through several points (one leg per stop), walked at even speed.

    Each leg bends to alternating sides, so a route with stops reads as hops from city to
    city. The path is sampled once; `at(t)` looks up the position by distance travelled.
    """

    SAMPLES_PER_LEG = 40

    def __init__(self, points: list[Point], bow: float = 0.18) -> None:
        if len(points) < 2:
            raise ValueError("a flight needs at least two points")
        samples: list[Point] = [points[0]]
        for leg, (a, b) in enumerate(zip(points, points[1:], strict=False)):
            side = bow if leg % 2 == 0 else -bow
            for i in range(1, self.SAMPLES_PER_LEG + 1):
                samples.append(quad_bezier(a, b, side, i / self.SAMPLES_PER_LEG))
        self.samples = samples
        self.lengths = [0.0]
        for a, b in zip(samples, samples[1:], strict=False):
            self.lengths.append(self.lengths[-1] + math.dist(a, b))
        self.legs = len(points) - 1

    @property
    def length(self) -> float:
        return self.lengths[-1]

    def at(self, t: float) -> tuple[Point, float]:
        """(position, heading in degrees) after the fraction t of the distance."""
        t = min(1.0, max(0.0, t))
        target = t * self.length
        lo, hi = 0, len(self.lengths) - 1
        while lo < hi:
            mid = (lo + hi) // 2
            if self.lengths[mid] < target:
                lo = mid + 1
            else:
                hi = mid
        i = max(1, lo)
        a, b = self.samples[i - 1], self.samples[i]
        span = self.lengths[i] - self.lengths[i - 1]
        f = (target - self.lengths[i - 1]) / span if span else 1.0
        return lerp(a, b, f), math.degrees(math.atan2(b[1] - a[1], b[0] - a[0]))


class Track:
    """Moves one sprite during [delay, delay + duration] seconds (before speed scaling)."""

    def __init__(self, sprite, duration: float, delay: float = 0.0,
                 visible_before: bool = False) -> None:
        self.sprite = sprite
        self.duration = duration
        self.delay = delay
        self.visible_before = visible_before
        self.progress = 0.0

    @property
    def end(self) -> float:
        return self.delay + self.duration

    def set_time(self, seconds: float) -> None:
        if seconds < self.delay:
            self.progress = -1.0
            return
        self.progress = 1.0 if self.duration <= 0 else min(1.0, (seconds - self.delay) /
                                                          self.duration)
        self.apply(self.progress)

    def apply(self, t: float) -> None:
        """Put the sprite where it is at fraction t; subclasses move it."""

    def draw(self, surface: pygame.Surface) -> None:
        if self.progress >= 0 or self.visible_before:
            self.sprite.draw(surface)


class Move(Track):
    """Straight or bent slide from a to b, optionally growing or shrinking (tickets to the
    hand, an evicted hotel to the centre)."""

    def __init__(self, sprite, a: Point, b: Point, duration: float, delay: float = 0.0,
                 ease: Easing = ease_in_out_cubic, bow: float = 0.0,
                 scale: tuple[float, float] = (1.0, 1.0)) -> None:
        super().__init__(sprite, duration, delay, visible_before=True)
        self.a, self.b, self.ease, self.bow, self.scales = a, b, ease, bow, scale
        sprite.pos = a
        sprite.scale = scale[0]

    def apply(self, t: float) -> None:
        f = self.ease(t)
        self.sprite.pos = quad_bezier(self.a, self.b, self.bow, f)
        self.sprite.scale = self.scales[0] + (self.scales[1] - self.scales[0]) * f


class Drop(Track):
    """A piece falls onto its place from above and bounces (hotels)."""

    def __init__(self, sprite, target: Point, duration: float, delay: float = 0.0,
                 height: float = 60) -> None:
        super().__init__(sprite, duration, delay)
        self.target, self.height = target, height

    def apply(self, t: float) -> None:
        x, y = self.target
        self.sprite.pos = (x, y - self.height * (1 - ease_out_bounce(t)))
        self.sprite.alpha = min(255, int(255 * t * 4))


class Rise(Track):
    """A piece grows out of the ground (factories)."""

    def __init__(self, sprite, target: Point, duration: float, delay: float = 0.0) -> None:
        super().__init__(sprite, duration, delay)
        sprite.pos = target

    def apply(self, t: float) -> None:
        self.sprite.scale = max(0.05, ease_out_back(t))


class Float(Track):
    """A text that rises and fades (cash changes)."""

    def __init__(self, sprite, start: Point, duration: float, delay: float = 0.0,
                 rise: float = 34) -> None:
        super().__init__(sprite, duration, delay)
        self.start, self.rise = start, rise

    def apply(self, t: float) -> None:
        x, y = self.start
        self.sprite.pos = (x, y - self.rise * ease_out_cubic(t))
        self.sprite.alpha = 255 if t < 0.6 else int(255 * (1 - t) / 0.4)

    def draw(self, surface: pygame.Surface) -> None:
        if self.progress < 1.0:  # at its end it has faded out: nothing left to blit
            super().draw(surface)


class Fly(Track):
    """A plane on a flight path: rolls, climbs, cruises, descends and lands, with easing."""

    def __init__(self, sprite, path: FlightPath, duration: float, delay: float = 0.0) -> None:
        super().__init__(sprite, duration, delay, visible_before=True)
        self.path = path
        sprite.pos, sprite.heading = path.at(0.0)

    def apply(self, t: float) -> None:
        self.sprite.pos, self.sprite.heading = self.path.at(ease_in_out_cubic(t))
        climb = 0.18
        self.sprite.altitude = min(1.0, t / climb, (1 - t) / climb)


@dataclass
class Step:
    """One visible happening.

    `reveals`: piece keys hidden on the board until it ends; `cash`: seat -> cash the panels
    show from its start; `cues`: (seconds, sound name) played during it; `floaters`: tracks
    started with it that keep running after it (cash texts), so they never hold the game up.
    """

    tracks: list[Track] = field(default_factory=list)
    reveals: frozenset = frozenset()
    cash: dict[int, int] = field(default_factory=dict)
    cues: tuple[tuple[float, str], ...] = ()
    floaters: list[Track] = field(default_factory=list)
    min_duration: float = 0.0

    @property
    def duration(self) -> float:
        return max([self.min_duration, *(t.end for t in self.tracks)])


def together(steps: list[Step]) -> Step:
    """One step playing all of `steps` at the same time (e.g. four planes in the air)."""
    merged = Step()
    for step in steps:
        merged.tracks += step.tracks
        merged.reveals |= step.reveals
        merged.cash.update(step.cash)
        merged.cues += step.cues
        merged.floaters += step.floaters
        merged.min_duration = max(merged.min_duration, step.min_duration)
    return merged


class Timeline:
    """Plays steps in order at the animation speed; `skip()` jumps to the end of all of them."""

    def __init__(self, speed: str = "normal",
                 on_sound: Callable[[str], None] | None = None) -> None:
        self.set_speed(speed)
        self.on_sound = on_sound
        self._steps: list[Step] = []
        self._clock = 0.0
        self._started = False
        self._cues: list[tuple[float, str]] = []
        self._floaters: list[tuple[float, Track]] = []
        self._hidden: frozenset = frozenset()
        self._cash: tuple = ()

    def set_speed(self, speed: str) -> None:
        if speed not in SPEEDS:
            raise ValueError(f"unknown animation speed {speed!r}; use one of {list(SPEEDS)}")
        self.speed = speed

    @property
    def busy(self) -> bool:
        """True while steps wait or run (floating texts alone do not count)."""
        return bool(self._steps)

    @property
    def moving(self) -> bool:
        """True while anything is drawn differently next frame: steps, and floating texts
        until the frame that shows them faded out. A board that stops drawing when `busy`
        ends would leave a half-faded "-3 M" standing while the next computer thinks."""
        return bool(self._steps or self._floaters)

    def play(self, steps: Iterable[Step], cash_before: dict[int, int] | None = None) -> None:
        """Queue steps; `cash_before` is the cash the panels show until a step changes it."""
        if cash_before:
            cash = dict(cash_before)
            cash.update(self._cash)
            self._cash = tuple(sorted(cash.items()))
        self._steps.extend(steps)
        self._refresh()
        if SPEEDS[self.speed] == 0:
            self.skip()

    def update(self, dt: float) -> None:
        """Advance by dt real seconds; finished steps hand over to the next one."""
        factor = SPEEDS[self.speed]
        if factor == 0:
            self.skip()
            return
        self._update_floaters(dt / factor)
        while self._steps:
            step = self._steps[0]
            if not self._started:
                self._start(step)
            self._clock += dt / factor
            for track in step.tracks:
                track.set_time(self._clock)
            while self._cues and self._cues[0][0] <= self._clock:
                self._sound(self._cues.pop(0)[1])
            if self._clock < step.duration:
                return
            dt = (self._clock - step.duration) * factor
            self._finish()

    def skip(self) -> None:
        """Everything to its end at once: no more sounds, no floating texts left over."""
        self._steps.clear()
        self._floaters.clear()
        self._cues.clear()
        self._started = False
        self._refresh()

    def hidden(self) -> frozenset:
        """Piece keys that waiting or running steps will reveal: not yet on the board."""
        return self._hidden

    def cash_shown(self) -> tuple:
        return self._cash

    def cash_shown_for(self, seat: int, final: int) -> int:
        return dict(self._cash).get(seat, final)

    def draw(self, surface: pygame.Surface, floaters: bool = True) -> None:
        """The running step; the floating texts too unless `floaters` is False (a board
        that draws them above a card of its own over the board: `draw_floaters`)."""
        if self._steps and self._started:
            for track in self._steps[0].tracks:
                track.draw(surface)
        if floaters:
            self.draw_floaters(surface)

    def draw_floaters(self, surface: pygame.Surface) -> None:
        for _clock, track in self._floaters:
            track.draw(surface)

    def _sound(self, name: str) -> None:
        if self.on_sound:
            self.on_sound(name)

    def _start(self, step: Step) -> None:
        self._started = True
        self._clock = 0.0
        self._cues = sorted(step.cues)
        self._floaters.extend((0.0, track) for track in step.floaters)
        if step.cash:
            cash = dict(self._cash)
            cash.update(step.cash)
            self._cash = tuple(sorted(cash.items()))

    def _update_floaters(self, seconds: float) -> None:
        """A float stays one update past its end, drawn at its last (faded) look, so the
        frame after its last visible one is drawn too and wipes it (see `moving`)."""
        alive = []
        for clock, track in self._floaters:
            if clock >= track.end:
                continue
            clock += seconds
            track.set_time(clock)
            alive.append((clock, track))
        self._floaters = alive

    def _finish(self) -> None:
        self._steps.pop(0)
        self._started = False
        self._clock = 0.0
        self._cues = []
        self._refresh()

    def _refresh(self) -> None:
        hidden: set = set()
        for step in self._steps:
            hidden |= step.reveals
        self._hidden = frozenset(hidden)
        if not self._steps:
            self._cash = ()
