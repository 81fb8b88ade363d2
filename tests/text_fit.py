"""The checks behind every "no clipped text" test: each label and button in a container,
panels included, against the room its widget gives it; each row of a wrapped text box."""

from __future__ import annotations

from pygame_gui.core.text.line_break_layout_rect import LineBreakLayoutRect
from pygame_gui.core.utility import translate
from pygame_gui.elements import UIButton, UILabel


def clipped(container, side_room: int, *, visible_only: bool = False) -> list[str]:
    """`text: size in widget size` for each text that does not fit with `side_room` pixels
    beside it."""
    seen: dict[int, object] = {}
    pending = [container]
    while pending:
        for element in pending.pop().elements:
            if id(element) in seen:
                continue
            seen[id(element)] = element
            inner = getattr(element, "get_container", None)
            if inner is not None and inner() is not element:
                pending.append(inner())
    out = []
    for element in seen.values():
        if not isinstance(element, UIButton | UILabel) or not element.text:
            continue
        if visible_only and not element.visible:
            continue
        text = translate(element.text, **element.text_kwargs)
        width, height = element.font.size(text)
        if width + side_room > element.rect.width or height > element.rect.height:
            out.append(f"{text!r}: {width}x{height} in {element.rect.size}")
    return out


def broken_rows(box) -> list[str]:
    """What a reader trips over in a pygame-gui text box, one entry a row: a line running past
    the box, a word cut between two lines (0.6.14 splits a word too long for a line at a
    letter, "Грузоперево-" / "-зчик"), and a line break pushed onto a row of its own (a
    line break that no longer fits after a full line: an extra blank line)."""
    layout = box.text_box_layout
    rows = layout.layout_rows
    out = []
    for row, after in zip(rows, [*rows[1:], None], strict=True):
        words = row_text(row)
        if row.right > layout.layout_rect.right:
            out.append(f"past the box ({row.right} > {layout.layout_rect.right}): {words!r}")
        if after is None:
            continue
        ends_in_break = bool(row.items) and isinstance(row.items[-1], LineBreakLayoutRect)
        following = row_text(after)
        hyphened = words.endswith("-") and following.startswith("-")
        if not ends_in_break and (hyphened or words[-1:].isalnum() and following[:1].isalnum()):
            out.append(f"word cut: {words[-20:]!r} | {following[:20]!r}")
        if (len(after.items) == 1 and isinstance(after.items[0], LineBreakLayoutRect)
                and row.items and not ends_in_break):
            out.append(f"line break pushed below: {words[-40:]!r}")
    return out


def row_text(row) -> str:
    return "".join(getattr(item, "text", "") for item in row.items)


def tip_words(tooltip) -> str:
    """What a tooltip says: it holds its key, or (a ru tip with a one-letter word,
    game/ui/gui_manager.py) its words already tied by no-break spaces."""
    return translate(tooltip.text_block.html_text)


def drawn_texts(monkeypatch) -> list[tuple[str, int]]:
    """Every text drawn through game.ui.fonts.text from now on, as (text, px): what a drawn
    card or sprite writes and at which size (pygame-gui boxes are measured by `broken_rows`)."""
    from game.ui import fonts

    drawn: list[tuple[str, int]] = []
    real = fonts.text

    def text(label, px, colour, bold=False):
        drawn.append((label, px))
        return real(label, px, colour, bold)

    monkeypatch.setattr(fonts, "text", text)
    return drawn
