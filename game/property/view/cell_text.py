"""A space's name set into its small cell: wrapped at spaces and hyphens, a word too long for
the cell broken with a hyphen, and the size stepped down until the lines fit the box. Cells are
64–104 px wide, and the German names ("Gezeitenmühlen-Kraftwerk") are long.

A word is broken where its language allows it ("Nebelhorn-platz", "Парикмахер-ская"), at the
points of hyphenation.py (LibreOffice's patterns, written by tools/make_hyphenation.py); a
break by letters ("Nebelhor-nplatz") is only the last resort, for a syllable longer than the
cell."""

from __future__ import annotations

import functools

from game.property.view.hyphenation import BREAKS
from game.ui import fonts

MIN_BROKEN = 5  # letters: a shorter word is never broken, so the table leaves it out

SIZES = (12, 11, 10, 9)


def pieces(label: str) -> list[str]:
    """Words, each hyphen kept on the word before it ("Net-", "Menders'")."""
    out: list[str] = []
    for word in label.split():
        parts = word.split("-")
        out += [p + "-" for p in parts[:-1]] + [parts[-1]]
    return [p for p in out if p]


def _break_word(word: str, size: int, width: int, bold: bool, language: str) -> list[str]:
    """The word in lines that fit `width`, each broken line ending in a hyphen: at the
    language's break point that fits, else (a syllable wider than the cell) by letters.

    When the rest fits the next line, the break whose shorter part is longest wins (the later
    on a tie): "Friseur-salon", "Hafen-tor", "Nebelhorn-platz", not "Friseursa-lon" or
    "Ha-fentor"; the patterns allow every syllable, and the last one that fits is mostly a
    stub. Otherwise the last break that fits."""
    font = fonts.font(size, bold)
    points = BREAKS.get(language, {}).get(word.rstrip("-"), ())
    chunks, start = [], 0
    while font.size(word[start:])[0] > width:
        fits = [p for p in points if p > start and font.size(word[start:p] + "-")[0] <= width]
        if not fits:
            return chunks + _break_letters(word[start:], font, width)
        ending = [p for p in fits if font.size(word[p:])[0] <= width]
        if ending:
            cut = max(reversed(ending), key=lambda p: min(p - start, len(word) - p))
        else:
            cut = fits[-1]
        chunks.append(word[start:cut] + "-")
        start = cut
    return chunks + [word[start:]]


def _break_letters(word: str, font, width: int) -> list[str]:
    chunks, current = [], ""
    for ch in word:
        if current and font.size(current + ch + "-")[0] > width:
            chunks.append(current + "-")
            current = ch
        else:
            current += ch
    if chunks and len(current) < 3:  # never "Friseursalo-n": the tail takes a few letters
        head = chunks[-1][:-1]
        move = 3 - len(current)
        chunks[-1], current = head[:-move] + "-", head[-move:] + current
    return chunks + [current]


def _wrap(label: str, size: int, width: int, bold: bool, split: bool = True,
          language: str = "en") -> list[str]:
    font = fonts.font(size, bold)
    lines: list[str] = []
    line = ""
    for piece in pieces(label):
        joiner = "" if line.endswith("-") or not line else " "
        trial = line + joiner + piece
        if font.size(trial)[0] <= width:
            line = trial
            continue
        if line:
            lines.append(line)
        if split and font.size(piece)[0] > width:
            *whole, line = _break_word(piece, size, width, bold, language)
            lines += whole
        else:
            line = piece
    if line:
        lines.append(line)
    return lines


#: Sizes and whether a word may be broken, best first: a hyphenated 11 px name reads better
#: than a whole 9 px one.
TRIALS = ((12, False), (11, False), (11, True), (10, False), (10, True), (9, True))


@functools.lru_cache(maxsize=512)
def fit_lines(label: str, width: int, height: int, bold: bool = False,
              language: str = "en") -> tuple[int, tuple[str, ...]]:
    """(size, lines) of the first trial whose wrapped lines fit width × height; words broken
    by `language`'s rules."""
    for size, split in TRIALS:
        lines = _wrap(label, size, width, bold, split, language)
        font = fonts.font(size, bold)
        if len(lines) * font.get_linesize() <= height and \
                all(font.size(line)[0] <= width for line in lines):
            return size, tuple(lines)
    size = SIZES[-1]
    lines = _wrap(label, size, width, bold, language=language)
    keep = max(1, height // fonts.font(size, bold).get_linesize())
    return size, tuple(lines[:keep])
