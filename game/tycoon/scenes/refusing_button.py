"""A button that answers a click while it is greyed.

pygame-gui swallows a click on a disabled button without a word; a refused move must explain
itself. The action bar's buttons and the payday card's Repay / Extend buttons are greyed by the
rules (a card the cash does not cover), and a click there put nothing on the news line: at the
last round's payday, with little cash, a press on Repay looked lost (issue: tycoon23, item 1).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.scenes.widgets import TipButton


class RefusingButton(TipButton):
    """A TipButton whose click while disabled runs `on_refused` (the board says the reason on
    its news line) and drops the tooltip, which would say it a second time."""

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
        """The refusal is on the news line now. The next refresh of the button (the game
        moved, or its card made anew) gives it its tooltip back."""
        if self.tool_tip is not None:
            self.tool_tip.kill()
            self.tool_tip = None
        self.tool_tip_text = None
