"""The house's wrapped text box: pygame-gui's UITextBox, its words tied the house's way."""

from __future__ import annotations

import re

from pygame_gui.elements import UITextBox

from game.ui.text import LETTER_WORD, keep_short_words

#: A one-letter Russian word, a space, then a style's opening tags (not a line break): «в
#: <b>Москве</b>».
_BEFORE_OPENING = re.compile(rf"(?<![\w\-])({LETTER_WORD}) ((?:<(?!br\b)[a-zA-Z][^>]*>)+)(?=\S)")
#: A one-letter Russian word, a style's closing tags, then a space: «<b>живёт в</b> Москве».
_BEFORE_CLOSING = re.compile(rf"(?<![\w\-])({LETTER_WORD})((?:</[a-zA-Z]+>)+) (?=\S)")
#: Punctuation written close to a word: a mark that is neither letter, digit, space nor a
#: tag's bracket, or an entity (a text escaped for the box writes a quote as "&quot;").
_MARKS = r"(?:[^\w\s<>&\u2013\u2014]|&#?\w+;)+"
#: A style's closing tags, then punctuation close after them: «<b>Tokio</b>“», «</i>.».
_MARKS_AFTER_CLOSING = re.compile(rf"((?:</[a-zA-Z]+>)+)({_MARKS})")
#: Punctuation close before a style's opening tags (not a line break), then a word: «„<b>Tokio».
_MARKS_BEFORE_OPENING = re.compile(rf"(?<!\S)({_MARKS})((?:<(?!br\b)[a-zA-Z][^>]*>)+)(?=\S)")

#: A style's closing tags, then the spaces after them: «<b>Gelb</b> hätte».
_SPACES_AFTER_CLOSING = re.compile(r"((?:</[a-zA-Z]+>)+)([ \u00a0]+)")


def spaces_into_style(text: str) -> str:
    """The text with the spaces right after a style's end moved into that style: «<b>Gelb</b>
    hätte» becomes «<b>Gelb </b>hätte». pygame-gui may break a row where one style's piece
    meets the next, and the piece after it kept its leading space, so a row began « hätte dir
    12» (pt-tycoon5); a space ending a row is not seen."""
    return _SPACES_AFTER_CLOSING.sub(r"\2\1", text)


def keep_marks_in_style(text: str) -> str:
    """The text with the punctuation written close to a styled word moved into that word's
    style: «„<b>Tokio</b>“,» becomes «<b>„Tokio“,</b>». pygame-gui may break a row between
    two styles' pieces, also where no space stands: a row started with the closing quote, or
    ended on the opening one (pt-tycoon5). A spaced dash keeps its own rule
    (`keep_short_words`)."""
    text = _MARKS_AFTER_CLOSING.sub(r"\2\1", text)
    return _MARKS_BEFORE_OPENING.sub(r"\2\1", text)


def tie_across_styles(text: str) -> str:
    """The text with each one-letter Russian word moved across a style change to the word
    it belongs with: «в <b>Москве</b>» becomes «<b>в Москве</b>», «<b>живёт в</b> Москве»
    «<b>живёт </b>в Москве». pygame-gui lays each style's run out as its own piece and may
    break a row between two pieces, whatever space ties them, so only a word in the same
    piece stays with the next; the letter takes the style of the word it is tied to. Over
    again until nothing moves: «и в <b>Токио</b>» moves «в», then «и» before it. First the
    punctuation close to a styled word joins its style (`keep_marks_in_style`)."""
    text = keep_marks_in_style(text)
    while True:
        moved = _BEFORE_CLOSING.sub(r"\2\1 ", _BEFORE_OPENING.sub(r"\2\1 ", text))
        if moved == text:
            return text
        text = moved


class TextBox(UITextBox):
    """A UITextBox whose text, once translated, keeps a one-letter Russian word with the next
    and a spaced dash with the word before (`keep_short_words`): pygame-gui wraps at plain
    spaces only, so a how-to page or a dialog could end a row on «в» or start one with «—».
    A one-letter word before a style change is first moved into the next word's style, and
    quotes and punctuation close to a styled word into its style (`tie_across_styles`). Tied
    after translation, so a box holding a key still follows a change of language. Last, the
    spaces after a style's end join that style, so no row starts with a space
    (`spaces_into_style`)."""

    def _pre_parse_text(self, input_text: str) -> str:
        tied = keep_short_words(tie_across_styles(input_text))
        return super()._pre_parse_text(spaces_into_style(tied))
