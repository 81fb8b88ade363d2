"""The house's wrapped text box: pygame-gui's UITextBox, its words tied the house's way."""

from __future__ import annotations

from pygame_gui.elements import UITextBox

from game.ui.text import keep_short_words


class TextBox(UITextBox):
    """A UITextBox whose text, once translated, keeps a one-letter Russian word with the next
    and a spaced dash with the word before (`keep_short_words`): pygame-gui wraps at plain
    spaces only, so a how-to page or a dialog could end a row on «в» or start one with «—».
    Tied after translation, so a box holding a key still follows a change of language."""

    def _pre_parse_text(self, input_text: str) -> str:
        return super()._pre_parse_text(keep_short_words(input_text))
