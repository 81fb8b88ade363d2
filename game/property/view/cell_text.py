"""A space's name set into its small cell: wrapped at spaces, hyphens and the seams its locale
marks, and the size stepped down until the lines fit the box. Cells are 54–104 px wide, and
the German names ("Gezeitenmühlen-Kraftwerk") are long.

A word breaks only where its locale marks a seam with a soft hyphen (U+00AD):
"Tief\u00adwasser-Fähre" may read "Tief-|wasser-|Fähre", never "Tiefwas-|ser-Fähre". Syllable
patterns (LibreOffice's, used before) break a compound inside one of its parts
("Netzfli-ckerhof"); only the translator knows where a compound's parts meet, so the seams
live with the name. A break by letters is the last resort, for a word with no seam that fits
at no size (tests/property_scenes/test_space_names_fit.py keeps every shipped name from it)."""

from __future__ import annotations

import functools

from game.ui import fonts

#: Where a locale allows a word to break: a hyphen at a line's end, nothing elsewhere.
SEAM = "\u00ad"

SIZES = (12, 11, 10, 9)


def plain(name: str) -> str:
    """The name as running text shows it: its seams taken out."""
    return name.replace(SEAM, "")


def pieces(label: str) -> list[str]:
    """Words, each hyphen kept on the word before it ("Net-", "Menders'"), seams kept in."""
    out: list[str] = []
    for word in label.split():
        parts = word.split("-")
        out += [p + "-" for p in parts[:-1]] + [parts[-1]]
    return [p for p in out if plain(p)]


def _break_word(word: str, font, width: int, letters: bool) -> list[str]:
    """The word (seams in it) in lines of `width`, each broken line ending in a hyphen: at the
    seams, else (a part wider than the cell) by letters if `letters`, else left too wide.

    When the rest fits the next line, the seam whose shorter side is longest wins (the later
    on a tie): "Netz-|flickerhof" rather than "Netzflicker-|hof". Otherwise the last seam
    that fits."""
    text = plain(word)
    points, at = [], 0
    for part in word.split(SEAM)[:-1]:
        at += len(part)
        points.append(at)
    chunks, start = [], 0
    while font.size(text[start:])[0] > width:
        fits = [p for p in points if p > start and font.size(text[start:p] + "-")[0] <= width]
        if not fits:
            rest = text[start:]
            return chunks + (_break_letters(rest, font, width) if letters else [rest])
        ending = [p for p in fits if font.size(text[p:])[0] <= width]
        if ending:
            cut = max(reversed(ending), key=lambda p: min(p - start, len(text) - p))
        else:
            cut = fits[-1]
        chunks.append(text[start:cut] + "-")
        start = cut
    return chunks + [text[start:]]


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


def _wrap(label: str, size: int, width: int, bold: bool, seams: bool = True,
          letters: bool = False, fill: bool = False) -> list[str]:
    """The label's lines at `size`, broken at spaces and hyphens; a word too wide for a line
    of its own broken at its seams if `seams`, and by letters if `letters`; with `fill` a
    word that does not fit the line's end is broken at a seam so its head does
    ("Пассаж контра-|бандистов": one line fewer)."""
    font = fonts.font(size, bold)
    lines: list[str] = []
    line = ""
    for piece in pieces(label):
        whole = plain(piece)
        joiner = "" if line.endswith("-") or not line else " "
        if font.size(line + joiner + whole)[0] <= width:
            line += joiner + whole
            continue
        if fill and line and SEAM in piece:
            *done, rest = _break_word(line + joiner + piece, font, width, False)
            if done:
                lines += done
                line = rest
                continue
        if line:
            lines.append(line)
        if (seams or letters) and font.size(whole)[0] > width:
            *done, line = _break_word(piece, font, width, letters)
            lines += done
        else:
            line = whole
    if line:
        lines.append(line)
    return lines


#: Sizes, whether a word may break at its seams and whether its head may fill a line's end,
#: best first: an 11 px name broken where its parts meet reads better than a whole 9 px one;
#: a line filled to its end only where nothing else fits (a low box over a place's tokens).
TRIALS = ((12, False, False), (11, False, False), (11, True, False), (10, False, False),
          (10, True, False), (9, True, False), (11, True, True), (10, True, True),
          (9, True, True))


@functools.lru_cache(maxsize=512)
def clean_fit(label: str, width: int, height: int,
              bold: bool = False) -> tuple[int, tuple[str, ...]] | None:
    """(size, lines) of the first trial whose wrapped lines fit width × height, None when
    none does (fit_lines would break a word by letters)."""
    for size, seams, fill in TRIALS:
        lines = _wrap(label, size, width, bold, seams, fill=fill)
        font = fonts.font(size, bold)
        if len(lines) * font.get_linesize() <= height and \
                all(font.size(line)[0] <= width for line in lines):
            return size, tuple(lines)
    return None


@functools.lru_cache(maxsize=512)
def fit_lines(label: str, width: int, height: int,
              bold: bool = False) -> tuple[int, tuple[str, ...]]:
    """clean_fit's (size, lines); else the smallest size with words broken by letters, as
    many lines as the box holds."""
    fit = clean_fit(label, width, height, bold)
    if fit is not None:
        return fit
    size = SIZES[-1]
    lines = _wrap(label, size, width, bold, letters=True)
    keep = max(1, height // fonts.font(size, bold).get_linesize())
    return size, tuple(lines[:keep])
