"""Whether this frame must be drawn, or the window may keep showing the last one.

A screen the player only reads (the title, a dialog, a board with nothing moving) looks the same
frame after frame; drawing it again at 60 frames a second cost 1.6-2.2 ms of CPU a frame at
1280x800 and twice that at full HD. The loop draws when something may have changed:

- an event arrived (a key, the pointer, the window exposed or resized), and for a short while
  after it, so what a scene starts in answer to it is drawn even if the scene forgets to say so.
  The while is counted from the end of the event's frame and lasts at least SETTLE_FRAMES
  frames: a frame's `dt` is the time the frame before it took, and the frame that answers an
  event can be long (a language switch: 1.5-1.8 s at 1920x1080 in a real window), so counted
  from its start the settling was over after one frame, and what the widgets finished after it
  (an image redrawn in place, a rebuild over the next updates) stayed off the screen;
- a visible scene says it is animating (`Scene.animating`, True unless the scene knows better);
- the stack's visible scenes changed, or the widgets did: one appeared or went, moved, was
  hidden, or shows another image (a hover, a tooltip that pops up after a delay, a row built
  while scrolling) — read from pygame-gui's list of what it blits;
- a text field has the keyboard (its cursor blinks by drawing into its own image).

While idle the widgets themselves rest too: pygame-gui's update (hover checks over every
widget) was most of what an idle frame still cost, so it runs ten times a second with the time
gathered meanwhile, until the next event; a tooltip's one-second delay still counts right.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from pygame_gui.elements import UITextEntryBox, UITextEntryLine

if TYPE_CHECKING:
    from pygame_gui import UIManager

    from game.scenes.scene import Scene

#: Seconds of drawing after the last event's frame ended.
SETTLE_SECONDS = 0.25
#: Frames drawn after the last event's frame at least, however long they take.
SETTLE_FRAMES = 4
#: Seconds between the widgets' updates while nothing is drawn.
IDLE_UI_PERIOD = 0.1


class RedrawWatch:
    """Answers, once a frame after the updates, whether to draw it."""

    def __init__(self) -> None:
        self._since_event = 0.0
        self._frames_since_event = 0
        self._widgets: tuple | None = None
        self._scenes: tuple[int, ...] = ()
        self._drawing = True
        self._ui_pending = 0.0

    def ui_time(self, dt: float, events: int) -> float | None:
        """Seconds to advance the widgets by this frame, or None to let them rest."""
        self._ui_pending += dt
        if events or self._drawing or self._ui_pending >= IDLE_UI_PERIOD:
            spent, self._ui_pending = self._ui_pending, 0.0
            return spent
        return None

    def needed(self, dt: float, events: int, scenes: Sequence[Scene],
               manager: UIManager | None) -> bool:
        """`manager` is the UI manager when the widgets were updated this frame, else None."""
        if events:
            self._since_event, self._frames_since_event = 0.0, 0
        else:
            # The first frame's dt is the event's frame itself: the settling starts after it.
            if self._frames_since_event:
                self._since_event += dt
            self._frames_since_event += 1
        settling = (self._since_event <= SETTLE_SECONDS
                    or self._frames_since_event <= SETTLE_FRAMES)
        shown = tuple(id(scene) for scene in scenes)
        changed = shown != self._scenes
        self._scenes = shown
        if manager is not None:
            widgets = _widget_picture(manager)
            changed = changed or widgets != self._widgets or _typing(manager)
            self._widgets = widgets
        self._drawing = (changed or settling
                         or any(scene.animating() for scene in scenes))
        return self._drawing


def _widget_picture(manager: UIManager) -> tuple:
    """What the widgets put on the canvas: each blitted image (by identity) and where."""
    return tuple((id(image), tuple(rect)) for image, rect, *_ in manager.ui_group.visible)


def _typing(manager: UIManager) -> bool:
    return any(isinstance(element, UITextEntryLine | UITextEntryBox)
               for element in manager.get_focus_set() or ())
