"""Text on a drawn surface: placed by its left, right or centre, shrunk to a width, or wrapped
into lines, in the house fonts (every panel, card and chart draws its words through here)."""

from __future__ import annotations

import re

import pygame

from game.ui import fonts
from game.ui.palette import LIGHT_TEXT


def blit_text(surface: pygame.Surface, label: str, pos: tuple[int, int], size: int = 14,
              colour=LIGHT_TEXT, bold: bool = False, width: int | None = None,
              align: str = "left") -> pygame.Rect:
    """Text at `pos` (its left, right or centre, per `align`), shrunk to fit `width`."""
    image = (fonts.fit(label, size, colour, width, bold) if width
             else fonts.text(label, size, colour, bold))
    rect = image.get_rect()
    if align == "right":
        rect.topright = pos
    elif align == "center":
        rect.midtop = pos
    else:
        rect.topleft = pos
    surface.blit(image, rect)
    return rect


#: A one-letter Russian word (в, к, с, у, о, и, а, я), or a short preposition or particle
#: (на, по, за, до, от, из, не, ...), after an opening quote or bracket too, followed by a
#: space: Russian typesetting never ends a line on it (a ru tooltip broke «В | планирование»,
#: pt-mix; a computer's counter broke «просит на | 100 больше», pt-late). The word must start
#: where a word starts, so "-в" or "ов" do not count.
_PREPOSITIONS = ("без", "во", "для", "до", "за", "из", "изо", "ко", "на", "над", "не", "ни",
                 "об", "обо", "от", "ото", "по", "под", "при", "про", "со")
LETTER_WORD = rf"[«„\"'(]?(?:[А-Яа-яЁё]|(?i:{'|'.join(_PREPOSITIONS)}))"
_SHORT_WORD = re.compile(rf"(?<![\w\-])({LETTER_WORD}) (?=\S)")
#: A spaced dash (ru " — ", de " – ", with its punctuation: "–,"): it stays with the word
#: before it, so no line starts with a dash (a ru guided turn broke «компьютер | — Синий»).
_DASH = r"[\u2013\u2014][^\w\s]*"
_SPACED_DASH = re.compile(rf"(?<=\S) (?={_DASH}(?:\s|$))")
NO_BREAK_SPACE = "\u00a0"


def keep_short_words(text: str) -> str:
    """The text with each one-letter Russian word or short preposition tied to the next, and
    each spaced dash to the word before it, by a no-break space, for text that another wraps
    (pygame-gui's tooltips break at plain spaces only)."""
    return _SPACED_DASH.sub(NO_BREAK_SPACE, _SHORT_WORD.sub(r"\1" + NO_BREAK_SPACE, text))


#: A number (digit groups with no-break spaces too): a line never ends on it when a word
#: follows, "не больше 3 | переговоров за ход" split the count from its noun (pt-prop5).
_NUMBER = r"\d+(?:[\u00a0\u202f.,]\d+)*"


def _units(label: str) -> list[str]:
    """The label's words, a one-letter Russian word or short preposition (`LETTER_WORD`) and
    a number joined (by their plain space) to the word after them, and a dash to the word
    before it."""
    units: list[str] = []
    for word in re.split(r"[ \t\n]+", label.strip(" \t\n")):
        last = units[-1].rsplit(" ", 1)[-1] if units else ""
        if units and (re.fullmatch(_DASH, word) or re.fullmatch(LETTER_WORD, last)
                      or re.fullmatch(_NUMBER, last) and word[:1].isalpha()):
            units[-1] = f"{units[-1]} {word}"
        else:
            units.append(word)
    return units


#: Quotes that open and close a name («Паром „Туман“»: ru and de close „ with “, en opens “).
_OPENS = {"«": "»", "„": "“", "“": "”"}


def _names(units: list[str]) -> list[list[str]]:
    """The units grouped so that a quoted name («Паром „Туман“»), and a one-word bracket
    right after a word ("Blue (normal)", «Синий (средний)»), make one group: a line that
    breaks inside them cuts a name in two (the log's trade lines broke «Паром | „Туман“»)."""
    groups: list[list[str]] = []
    waiting: list[str] = []        # the closing quotes the open group still waits for
    for unit in units:
        bracket = re.fullmatch(r"\([^\s()]+\)[^\w\s]*", unit) is not None
        if waiting or (bracket and groups):
            groups[-1].append(unit)
        else:
            groups.append([unit])
        for char in unit:
            if waiting and char == waiting[-1]:
                waiting.pop()
            elif char in _OPENS:
                waiting.append(_OPENS[char])
    return groups


def _pieces(word: str, size: int, width: int, bold: bool) -> list[str]:
    """A word too wide for `width` split after its hyphens («Рио-», «де-», «Жанейро»), so a
    compound name may break where a person would break it; any other word whole."""
    if "-" not in word or fonts.size_of(word, size, bold)[0] <= width:
        return [word]
    pieces = re.findall(r"[^-]+-+|[^-]+$", word)
    return pieces if "".join(pieces) == word else [word]


def wrap(label: str, size: int, width: int, bold: bool = False,
         hyphens: bool = False) -> list[str]:
    """The label broken at spaces into lines no wider than `width`; with `hyphens`, a word
    wider than the line breaks after a hyphen where it has one («Рио-де-» | «Жанейро»: the M
    panel drew the whole ru table at its smallest size for that one name, a name being a
    place where a person breaks a compound), else it stands alone on its line.
    Only plain spaces break: a no-break space keeps "12 M" together, and a line never ends on
    a one-letter Russian word or short preposition nor starts with a dash
    (`keep_short_words`); a quoted name and a bracket after a word stay on one line where
    they fit one (`_names`)."""
    words: list[str] = []
    for group in _names(_units(label)):
        whole = " ".join(group)
        fits = len(group) == 1 or fonts.size_of(whole, size, bold)[0] <= width
        words += [whole] if fits else group
    lines: list[str] = []
    line = ""
    for word in words:
        pieces = _pieces(word, size, width, bold) if hyphens else [word]
        for i, piece in enumerate(pieces):
            trial = f"{line} {piece}".strip() if i == 0 else line + piece
            if line and fonts.size_of(trial, size, bold)[0] > width:
                lines.append(line)
                line = piece
            else:
                line = trial
    if line:
        lines.append(line)
    return lines
