"""Which widgets a language switch has to draw again: those whose words change.

pygame-gui 0.6.14 answers a switch (`UIManager.set_locale`) by giving every button and label
its text anew, and `DrawableShape.set_text` redraws all of the widget's states (a button has
five) from scratch, the same words or not. A rounded button redraws its background at four
times its size to smooth the corners and caches it only below 40,000 px (200x200), so the
Tycoon board's nine wordless city hotspots (280x212) alone cost some 0.4 s of CPU per switch,
spread over the frames after it (docs/languages.md, "A switch's cost"). A widget that would
show the same text in the same font keeps its pictures instead.
"""

from __future__ import annotations

from pygame_gui.core.utility import translate
from pygame_gui.elements import UIButton, UILabel

#: pygame-gui's own answers to a switch; a widget whose class answers otherwise (a text field
#: that selects its range again, game/scenes/widgets.py) always hears it.
_LIBRARY_HOOKS = (UIButton.on_locale_changed, UILabel.on_locale_changed)


def keeps_its_words(element: object) -> bool:
    """Whether `element`, after the locale changed, would show exactly what it shows now: a
    button or label of pygame-gui's own handling, sized by its owner (a widget that sizes
    itself to its words is rebuilt), with the same font and the same translated text."""
    if getattr(type(element), "on_locale_changed", None) not in _LIBRARY_HOOKS:
        return False
    shape = element.drawable_shape
    if shape is None or element.dynamic_width or element.dynamic_height:
        return False
    if element.ui_theme.get_font(element.combined_element_ids) != element.font:
        return False
    return shape.theming.get("text") == translate(element.text, **element.text_kwargs)
