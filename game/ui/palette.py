"""The house colours: seat colours every game picks from, and the dark-panel style all boards
and panels share.

A game names its seats' colours by word ("red", "purple"), never by RGB, so a save, a profile's
last set-up and a drawing all agree. Tycoon uses the first four; Speedtycoon and the property
games seat up to six.
"""

from __future__ import annotations

RGB = tuple[int, int, int]

#: Seat colours in the order a new-game screen offers them.
SEAT_COLOURS: tuple[str, ...] = ("red", "blue", "yellow", "green", "purple", "orange")
SEAT_RGB: dict[str, RGB] = {
    "red": (206, 56, 52),
    "blue": (44, 104, 206),
    "yellow": (238, 190, 40),
    "green": (46, 150, 78),
    "purple": (142, 78, 190),
    "orange": (232, 124, 36),
}
#: Each seat colour's shade for outlines and curtains.
SEAT_DARK: dict[str, RGB] = {c: tuple(int(v * 0.55) for v in rgb) for c, rgb in SEAT_RGB.items()}

BACKGROUND: RGB = (22, 30, 42)
PANEL: RGB = (36, 46, 62)
PANEL_EDGE: RGB = (70, 84, 106)
ROW_LINE: RGB = (52, 64, 84)
LIGHT_TEXT: RGB = (232, 234, 240)
DIM_TEXT: RGB = (160, 170, 186)
GOLD: RGB = (255, 204, 60)
GOOD: RGB = (140, 214, 140)
BAD: RGB = (255, 120, 110)
PAPER: RGB = (246, 240, 224)
INK: RGB = (34, 38, 48)
