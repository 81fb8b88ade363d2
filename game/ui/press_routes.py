"""Button presses routed by what a button stands for, not by the button object.

pygame-gui posts UI_BUTTON_PRESSED while it handles the release, so the scene reads it in the
next frame. A board that rebuilds its panel after every move (a computer's move lands in the
frame of the press) has killed the pressed button by then: a handler keyed by the button object
found nothing and the press was lost, the person had to click again (CI, the fast-computers
test; a loaded machine). Here a button is bound to a stable key (the decision or action it
stands for: "end_turn", an auction's "bid_120"), and a press runs whatever is bound to that key
when the event arrives: a button rebuilt with the same meaning still acts. A press whose key is
bound no more comes back as `Press.gone` with what the pressed button carried, so the board
can say why (the rules' refusal), never a traceback or a silent click. Every board routes its
presses here: the property boards' panels, Speedtycoon's bar, Tycoon's turn panel (keyed by
what a widget stands for and the seat it was made for) and its payday card.
"""

from __future__ import annotations

import itertools
import weakref
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any

import pygame
from pygame_gui.core import UIElement

_KEYS = itertools.count()   # unique keys for buttons that stand for nothing lasting


@dataclass(frozen=True)
class Route:
    """What a button is bound to: its routes (one board's), its key, and what it carried when
    it was made (a board's own record, e.g. the property panel's `Control`)."""

    routes: PressRoutes
    key: Hashable
    carried: Any = None


@dataclass(frozen=True)
class Press:
    """A press as routed: `ran` when a handler took it, else `gone` with the key and what the
    pressed button carried (its meaning is not on the panel any more)."""

    ran: bool
    key: Hashable = None
    carried: Any = None

    @property
    def gone(self) -> bool:
        return not self.ran


class PressRoutes:
    """One board's keys and what each runs; `press` routes a UI_BUTTON_PRESSED event."""

    def __init__(self) -> None:
        self._runs: dict[Hashable, Callable[[], object]] = {}
        # Weak: a button holds its Route and so these routes; held strongly back, every bound
        # button was in a reference cycle, so a closed panel's buttons stayed until the cycle
        # collector ran. A button that goes unbinds its key by itself (`_gone`).
        self._bound: dict[Hashable, weakref.ref[UIElement]] = {}

    def bind(self, element: UIElement, run: Callable[[], object], key: Hashable = None,
             carried: Any = None) -> UIElement:
        """Bind `element` to `key` (a fresh key of its own when None: a press then acts only
        while that very button is there); a later button bound to the same key takes over."""
        if key is None:
            key = ("element", next(_KEYS))
        element.press_route = Route(self, key, carried)
        self._runs[key] = run
        self._bound[key] = weakref.ref(element, _gone(weakref.ref(self), key))
        return element

    def unbind(self, element: UIElement) -> None:
        """`element` goes: its key is unbound, unless a newer button holds it already."""
        route = self.route_of(element)
        if route is not None and self.element(route.key) is element:
            del self._bound[route.key]
            del self._runs[route.key]

    def route_of(self, element: UIElement | None) -> Route | None:
        """The route `element` was bound with by these routes (None for anyone else's)."""
        route = getattr(element, "press_route", None)
        return route if isinstance(route, Route) and route.routes is self else None

    def element(self, key: Hashable) -> UIElement | None:
        """The button bound to `key` now."""
        ref = self._bound.get(key)
        return None if ref is None else ref()

    def bound(self) -> dict[UIElement, Callable[[], object]]:
        """Each button bound now and what a press on it runs."""
        return {element: self._runs[key] for key, ref in list(self._bound.items())
                if (element := ref()) is not None}

    def press(self, event: pygame.event.Event) -> Press | None:
        """Route a UI_BUTTON_PRESSED event: None when the button is not one of these routes'
        (someone else's event), else whether a handler ran."""
        return self.press_element(getattr(event, "ui_element", None))

    def press_element(self, element: UIElement | None) -> Press | None:
        """Route a press on `element` (an event's, or the focus ring's Enter): as `press`."""
        route = self.route_of(element)
        if route is None:
            return None
        run = self._runs.get(route.key)
        if run is None:
            return Press(False, route.key, route.carried)
        run()
        return Press(True, route.key, route.carried)


def _gone(routes: weakref.ref[PressRoutes], key: Hashable) -> Callable[[weakref.ref], None]:
    """A bound button was freed: its key is unbound, unless a newer button holds it already
    (weak to the routes too, so this callback makes no cycle of its own)."""
    def gone(ref: weakref.ref) -> None:
        live = routes()
        if live is not None and live._bound.get(key) is ref:
            del live._bound[key]
            live._runs.pop(key, None)
    return gone
