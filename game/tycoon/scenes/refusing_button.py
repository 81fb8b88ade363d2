"""A button that answers a click while it is greyed.

pygame-gui swallows a click on a disabled button without a word; a refused move must explain
itself. The action bar's buttons answered so already; the payday card's Repay / Extend, greyed
where the cash does not cover a card, said nothing: at the last round's payday, with little
cash, a press on Repay looked lost (tycoon23). One class serves both.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.scenes.widgets import TipButton


class RefusingButton(TipButton):
    """A TipButton whose click while disabled runs `on_refused` (the board says the reason in
    words: the news line, or the payday card's own line) and drops the tooltip, which would
    say it a second time."""

    on_refused: Callable[[], None] | None = None

    def process_event(self, event: pygame.event.Event) -> bool:
        refused = (not self.is_enabled and self.visible and event.type == pygame.MOUSEBUTTONDOWN
                   and event.button == 1 and self.hover_point(*event.pos))
        consumed = super().process_event(event)
        if refused and self.on_refused is not None:
            self.on_refused()
            self.drop_tooltip()
        return consumed

    def drop_tooltip(self) -> None:
        """The refusal is said in words now. The next refresh of the button (the game
        moved, or its card made anew) gives it its tooltip back."""
        if self.tool_tip is not None:
            self.tool_tip.kill()
            self.tool_tip = None
        self.tool_tip_text = None
