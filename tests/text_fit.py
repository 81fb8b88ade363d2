"""The one check behind every "no clipped text" test: each label and button in a container,
panels included, against the room its widget gives it."""

from __future__ import annotations

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
