"""The Noto Sans that pygame-gui ships, and a cache of rendered text.

Rendering text is the most expensive thing the board does per frame if done naively, so every
label is rendered once per (text, size, weight, colour) and reused.
"""

from __future__ import annotations

import re
from importlib import resources

import pygame

_FILES = {False: "NotoSans-Regular.ttf", True: "NotoSans-Bold.ttf"}
#: Signs Noto Sans lacks, drawn from assets/fonts/ (a subset made by tools/make_glyph_font.py):
#: Speedtycoon's Yuan sign and its market marks, and the minus sign: pygame-gui's Noto Sans
#: maps U+2212 to its hyphen, so "−12 M" read "-12 M" (play-test pt-tycoon4); Noto Sans SC's
#: minus is as wide as its plus.
GLYPHS = "元▲▼\u2212"
GLYPH_FILES = {False: "glyphs-Regular.otf", True: "glyphs-Bold.otf"}
_MAX_CACHED = 2048


_fonts: dict[tuple[int, bool], pygame.font.Font] = {}
_glyph_fonts: dict[tuple[int, bool], pygame.font.Font] = {}
_rendered: dict[tuple, pygame.Surface] = {}
_word_gaps: dict[tuple, int] = {}


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """Fonts die with `pygame.quit()`; the caches are emptied then, so a later App (a test, a
    "back to title" restart) loads fresh ones instead of crashing on a dead font."""
    cached = _fonts.get((size, bold))
    if cached is not None:
        return cached
    if not pygame.font.get_init():
        pygame.font.init()
    if not _fonts:
        pygame.register_quit(_forget)
    path = resources.files("pygame_gui.data") / _FILES[bold]
    with resources.as_file(path) as real_path:
        loaded = pygame.font.Font(str(real_path), size)
    _fonts[(size, bold)] = loaded
    return loaded


def glyph_font(size: int, bold: bool = False) -> pygame.font.Font:
    """The font of the few GLYPHS, at the size of the text around them."""
    cached = _glyph_fonts.get((size, bold))
    if cached is None:
        from game.core.paths import assets_dir

        font(size, bold)  # initialises pygame.font and the quit hook
        cached = pygame.font.Font(str(assets_dir() / "fonts" / GLYPH_FILES[bold]), size)
        _glyph_fonts[(size, bold)] = cached
    return cached


#: No-break spaces that group digits ("24\u00a0500" in ru, "24\u202f500" in fr): Noto Sans
#: draws them about as narrow as the gap between two digits at 12-13 px, so "24 500" read
#: as "24500". Between digits they are drawn at least a third of an em wide.
GROUP_SPACES = "\u00a0\u202f"
#: A word space between a number and a word is widened too, as far as a space leaves paper
#: between two letters: Noto Sans' digits fill their advance, so at 13 px
#: "34 Entscheidungen" left 3 px and "14 Aktionen" 2 px, less than between the digits, and
#: read "34Entscheidungen" (the review's foot, pt-prop4). A third of an em there read as a
#: double space ("rolls 5 + 6  for", pt-prop5): the width depends on the pair's bearings.
#: A currency sign after a number: Noto Sans Bold's space is a pixel narrower than the
#: regular one's and its "$" hugs the space, so the hover cards' bold green lines read "4$"
#: under a regular "2 $" (smallfix2). The space before a sign (any kind: Babel's money puts
#: a no-break one) is widened as before a word, so money reads the same in either weight.
#: Unicode's currency signs ($, ¢-¥, the currency block with € and ₽) and the Yuan's 元.
CURRENCY_SIGNS = "$\u00a2-\u00a5\u20a0-\u20c0元"
_CURRENCY = re.compile(f"[{CURRENCY_SIGNS}]")
_WIDENED = re.compile(f"[{GLYPHS}]|\\d[{GROUP_SPACES}]\\d|\\d (?=[^\\W\\d_])"
                      f"|\\d[ {GROUP_SPACES}](?=[{CURRENCY_SIGNS}])")
TEXT, GLYPH, GAP, WORD_GAP = "text", "glyph", "gap", "word gap"


def _kind(label: str, i: int) -> str:
    ch = label[i]
    if ch in GLYPHS:
        return GLYPH
    if 0 < i < len(label) - 1 and label[i - 1].isdigit():
        if ch in GROUP_SPACES and label[i + 1].isdigit():
            return GAP
        if ch == " " and label[i + 1].isalpha():
            return WORD_GAP
        if ch in " " + GROUP_SPACES and _CURRENCY.match(label[i + 1]):
            return WORD_GAP
    return TEXT


def _runs(label: str, size: int, bold: bool) -> list[tuple[str, str, int | None]]:
    """The label cut where it switches between Noto Sans, the glyph font and widened spaces,
    with each widened space's width (None: the run is drawn)."""
    runs: list[tuple[str, str, int | None]] = []
    for i, ch in enumerate(label):
        kind = _kind(label, i)
        if kind == WORD_GAP:
            runs.append((ch, kind, word_gap_width(size, bold, label[i - 1], label[i + 1])))
        elif runs and runs[-1][1] == kind != WORD_GAP:
            run, _same, width = runs[-1]
            runs[-1] = (run + ch, kind, None if width is None else width + gap_width(size, bold))
        else:
            runs.append((ch, kind, gap_width(size, bold) if kind == GAP else None))
    return runs


def _plain(label: str) -> bool:
    """Whether Noto Sans alone draws the label as it is (no glyphs, no widened spaces)."""
    return _WIDENED.search(label) is None


def gap_width(size: int, bold: bool = False) -> int:
    """Width of a grouping space between digits: a third of an em, or the font's own if wider."""
    return max(font(size, bold).size("\u00a0")[0], -(-size // 3))


def word_gap_width(size: int, bold: bool, digit: str, letter: str) -> int:
    """Width of the space between `digit` and `letter`: the font's own, widened until the
    paper between the two glyphs' ink is a pixel more than the space (what a space leaves
    between two letters, whose side bearings add about a pixel). The ink is measured as
    drawn: the font's hinted metrics put a 13 px "4" a pixel past its advance."""
    key = (size, bold, digit, letter)
    width = _word_gaps.get(key)
    if width is None:
        face = font(size, bold)
        space = face.size(" ")[0]
        left, _ = _ink(face, digit)
        _, right = _ink(glyph_font(size, bold) if letter in GLYPHS else face, letter)
        width = _word_gaps[key] = space + max(0, 1 - left - right)
    return width


def _ink(face: pygame.font.Font, glyph: str) -> tuple[int, int]:
    """The paper right of the glyph's ink, and left of it, in its drawn box (alpha > 60)."""
    image = face.render(glyph, True, (255, 255, 255))
    inked = [x for x in range(image.get_width())
             if any(image.get_at((x, y)).a > 60 for y in range(image.get_height()))]
    if not inked:
        return 0, 0
    return image.get_width() - 1 - inked[-1], inked[0]


def _render(label: str, size: int, colour, bold: bool) -> pygame.Surface:
    base = font(size, bold)
    if _plain(label):
        return base.render(label, True, colour)
    runs = _runs(label, size, bold)
    parts = [None if width is not None else
             (glyph_font(size, bold) if kind == GLYPH else base).render(run, True, colour)
             for run, kind, width in runs]
    widths = [part.get_width() if part is not None else width
              for part, (_run, _kind, width) in zip(parts, runs, strict=True)]
    return _joined(parts, widths, [kind for _run, kind, _width in runs], base.get_height())


def _joined(parts: list[pygame.Surface | None], widths: list[int], kinds: list[str],
            height: int) -> pygame.Surface:
    """The runs side by side on one line of `height`, a glyph run centred on it (a space's
    part is None: only its width counts)."""
    out = pygame.Surface((sum(widths), height), pygame.SRCALPHA)
    x = 0
    for part, width, kind in zip(parts, widths, kinds, strict=True):
        if part is not None:
            out.blit(part, (x, (height - part.get_height()) // 2 if kind == GLYPH else 0))
        x += width
    return out


_GLYPH_RUNS = re.compile(f"[{GLYPHS}]+|[^{GLYPHS}]+")


def with_glyphs(base: pygame.font.Font, label: str, antialias: bool, colour, size: int,
                bold: bool = False) -> pygame.Surface:
    """`label` drawn by `base` (a widget's font: game/ui/widget_font.py), each run of GLYPHS
    from the glyph font: a button's "Выкуп −3 300" showed the hyphen Noto Sans draws for the
    minus sign (proptext21). Spaces are left as the widget's font draws them."""
    if not any(ch in GLYPHS for ch in label):
        return base.render(label, antialias, colour)
    runs = _GLYPH_RUNS.findall(label)
    kinds = [GLYPH if run[0] in GLYPHS else TEXT for run in runs]
    parts = [(glyph_font(size, bold) if kind == GLYPH else base).render(run, antialias, colour)
             for run, kind in zip(runs, kinds, strict=True)]
    return _joined(parts, [part.get_width() for part in parts], kinds, base.get_height())


def size_of(label: str, size: int, bold: bool = False) -> tuple[int, int]:
    """The label's size as `text` renders it (glyph runs and widened spaces included)."""
    base = font(size, bold)
    if _plain(label):
        return base.size(label)
    return sum(width if width is not None else
               (glyph_font(size, bold) if kind == GLYPH else base).size(run)[0]
               for run, kind, width in _runs(label, size, bold)), base.get_height()


def _forget() -> None:
    _fonts.clear()
    _glyph_fonts.clear()
    _rendered.clear()
    _word_gaps.clear()


def text(label: str, size: int, colour: tuple[int, int, int], bold: bool = False) -> pygame.Surface:
    key = (label, size, colour, bold)
    surface = _rendered.get(key)
    if surface is None:
        if len(_rendered) >= _MAX_CACHED:
            _rendered.clear()
        surface = _render(label, size, colour, bold)
        _rendered[key] = surface
    return surface


def fit(label: str, size: int, colour, width: int, bold: bool = False) -> pygame.Surface:
    """The label at `size`, or smaller (down to 9 px) until it fits `width`."""
    while size > 9 and size_of(label, size, bold)[0] > width:
        size -= 1
    return text(label, size, colour, bold)


def wrapped(label: str, size: int, colour, width: int, bold: bool = False) -> list[pygame.Surface]:
    """The label on one line, or broken in two at a space or hyphen when one line is too wide
    (city names in small boxes: "Rio de / Janeiro", "Mexiko- / Stadt"); a part still too
    wide is shrunk."""
    return [fit(part, size, colour, width, bold) for part in wrap_parts(label, size, width, bold)]


def wrap_parts(label: str, size: int, width: int, bold: bool = False) -> list[str]:
    """The words of `wrapped`: the label whole when it fits `width`, else its two halves
    broken at the space or hyphen that makes the wider half narrowest."""
    if size_of(label, size, bold)[0] <= width:
        return [label]
    splits = [i + 1 for i, ch in enumerate(label) if ch in " -"]
    if not splits:
        return [label]

    def widest(i: int) -> int:
        return max(size_of(label[:i].strip(), size, bold)[0],
                   size_of(label[i:].strip(), size, bold)[0])

    best = min(splits, key=widest)
    return [label[:best].strip(), label[best:].strip()]


#: Text boxes' bold and italic faces (history lines, hints, the how-to books' bold words).
TEXT_BOX_FONTS = [{"name": "noto_sans", "point_size": 14, "style": style, "antialiased": "1"}
                  for style in ("bold", "italic")]


def preload_text_fonts(manager) -> None:
    """Load the text boxes' bold and italic faces before the first frame needs them: pygame-gui
    would otherwise load them mid-frame and warn. Only those not loaded yet, since pygame-gui
    also warns about a second preload."""
    fonts = manager.get_theme().get_font_dictionary()
    missing = [spec for spec in TEXT_BOX_FONTS if not fonts.check_font_preloaded(
        fonts.create_font_id(spec["point_size"], spec["name"], spec["style"] == "bold",
                             spec["style"] == "italic"))]
    if missing:
        manager.preload_fonts(missing)
