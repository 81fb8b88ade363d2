"""The two boards' looks: Kraken Bay a harbour in sea colours, «Менеджер» a Soviet-era
poster in red, cream and gold. Colours only; the drawing is the same code for both."""

from __future__ import annotations

from dataclasses import dataclass

RGB = tuple[int, int, int]


@dataclass(frozen=True)
class Theme:
    background: RGB
    centre: RGB
    centre_line: RGB
    cell: RGB
    corner: RGB
    border: RGB
    ink: RGB
    dim_ink: RGB
    title: RGB
    accent: RGB
    set_colours: tuple[RGB, ...]
    small_piece: RGB      # house / branch
    big_piece: RGB        # hotel / enterprise
    poster: bool          # «Менеджер»: the star and rays in the centre


KRAKEN_BAY = Theme(
    background=(14, 44, 64), centre=(24, 84, 108), centre_line=(56, 130, 150),
    cell=(228, 238, 232), corner=(204, 226, 220), border=(16, 38, 52), ink=(18, 30, 40),
    dim_ink=(70, 92, 104), title=(250, 236, 190), accent=(236, 110, 70),
    set_colours=((134, 88, 56), (60, 196, 204), (240, 130, 132), (242, 152, 48),
                 (186, 64, 42), (236, 184, 40), (62, 140, 72), (34, 54, 126)),
    small_piece=(54, 150, 70), big_piece=(200, 46, 40), poster=False,
)

MENEDZHER = Theme(
    background=(92, 20, 18), centre=(176, 40, 30), centre_line=(214, 84, 56),
    cell=(242, 230, 202), corner=(232, 212, 170), border=(58, 26, 18), ink=(44, 24, 16),
    dim_ink=(110, 80, 60), title=(252, 214, 80), accent=(200, 40, 30),
    set_colours=((128, 84, 52), (120, 180, 220), (226, 120, 160), (236, 140, 40),
                 (204, 40, 36), (240, 200, 40), (60, 134, 64), (30, 50, 120)),
    small_piece=(40, 96, 160), big_piece=(120, 30, 24), poster=True,
)

THEMES = {"kraken_bay": KRAKEN_BAY, "menedzher": MENEDZHER}
