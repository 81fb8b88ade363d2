"""A field a person types a whole amount into (a trade's cash, a typed bid).

The amount is shown grouped the language's way (Babel: de "25.000", en "25,000", ru "25 000")
once the field has taken it: when the field is made, and when `show_taken` is called (the offer
sent, Enter pressed). While the person types, the text is left as typed, so the cursor never
jumps; the field takes digits and the language's group mark, and `typed_amount` reads the
digits whatever marks are among them. Play-test words6: a sent "25000" stayed ungrouped beside
every other amount on the board written "25.000".
"""

from __future__ import annotations

import pygame
from pygame_gui.elements import UITextEntryLine

from game.core.i18n import format_number

DIGITS = "0123456789"


def group_marks(language: str) -> list[str]:
    """The characters `format_number` puts between a number's digits in `language`."""
    return sorted(set(format_number(1000000, language)) - set(DIGITS))


def typed_amount(text: str) -> int:
    """The whole amount in a field's text: its digits, any group marks left out (0 if none)."""
    digits = "".join(char for char in text if char in DIGITS)
    return int(digits) if digits else 0


def number_entry(rect: pygame.Rect, manager, container, value: int,
                 language: str) -> UITextEntryLine:
    """A field holding `value`, written the language's way, taking digits and group marks."""
    entry = UITextEntryLine(rect, manager=manager, container=container,
                            initial_text=format_number(value, language))
    entry.set_allowed_characters([*DIGITS, *group_marks(language)])
    return entry


def show_taken(entry: UITextEntryLine, language: str) -> int:
    """Write the field's amount the language's way now that it is taken; the amount."""
    amount = typed_amount(entry.get_text())
    shown = format_number(amount, language)
    if entry.get_text() != shown:
        entry.set_text(shown)
    return amount
