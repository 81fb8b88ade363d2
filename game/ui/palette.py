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

#: WCAG's least contrast for text (level AA, normal size).
TEXT_CONTRAST = 4.5


def luminance(rgb: RGB) -> float:
    """WCAG's relative luminance of an sRGB colour, 0 (black) to 1 (white)."""
    def channel(v: int) -> float:
        c = v / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(v) for v in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: RGB, b: RGB) -> float:
    """WCAG's contrast ratio of two colours, 1 (same) to 21 (black on white)."""
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def readable_on(rgb: RGB, back: RGB, ratio: float = TEXT_CONTRAST) -> RGB:
    """`rgb` as text on `back`: itself when it reads, else the least lighter tone of it
    (mixed toward white) that reaches `ratio`, so the seat still shows by its hue."""
    for step in range(41):
        f = step / 40
        tone = tuple(round(v + (255 - v) * f) for v in rgb)
        if contrast(tone, back) >= ratio:
            return tone
    return (255, 255, 255)


#: Each seat colour as text on the dark panels (the auction's bidder line: blue and purple on
#: PANEL read at 2.6:1, play-test 12); its swatches and tokens keep SEAT_RGB.
SEAT_TEXT: dict[str, RGB] = {c: readable_on(rgb, PANEL) for c, rgb in SEAT_RGB.items()}
