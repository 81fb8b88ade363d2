"""Grouped numbers read as grouped at every size we draw them: "24 500" (Babel's ru and fr put a
no-break space between the groups) never looks like "24500" (play-test: the «Менеджер» offer
panel's "Вы получаете: 24 500" at 13 px)."""

from __future__ import annotations

import pytest

from game.ui import fonts
from game.ui.text import wrap


def blank_runs(label: str, size: int, bold: bool) -> list[int]:
    """Widths of the empty columns between the label's inked columns, left to right."""
    image = fonts.text(label, size, (255, 255, 255), bold)
    inked = [any(image.get_at((x, y)).a > 60 for y in range(image.get_height()))
             for x in range(image.get_width())]
    runs, run, seen = [], 0, False
    for ink in inked:
        if ink:
            if seen and run:
                runs.append(run)
            run, seen = 0, True
        elif seen:
            run += 1
    return runs


@pytest.mark.parametrize("space", ["\u00a0", "\u202f"])
@pytest.mark.parametrize("bold", [False, True])
@pytest.mark.parametrize("size", [11, 12, 13, 14, 15])
def test_the_group_gap_is_plainly_wider_than_the_gaps_between_digits(size, bold, space):
    gaps = blank_runs(f"24{space}500", size, bold)
    group = max(gaps)
    others = sorted(gaps)[:-1]
    assert group >= size / 3 and group >= 2 * max(others), (gaps, size)


def test_spaces_elsewhere_keep_their_width():
    """A no-break space widens only between two digits: "12 M" and words keep the font's
    spacing."""
    for label in ("12\u00a0M", "Kraken\u00a0Bay", "5 000"):
        assert fonts.size_of(label, 13) == fonts.font(13).size(label)


@pytest.mark.parametrize("label", ["24\u00a0500", "Вы получаете: 1\u00a0200\u00a0000 ₽",
                                   "34 Entscheidungen von Alex",
                                   "1\u202f000 元"])
def test_measuring_agrees_with_drawing(label):
    for size in (12, 13, 14):
        assert fonts.size_of(label, size) == fonts.text(label, size, (0, 0, 0)).get_size()


def test_wrapping_measures_the_wider_gap():
    """A line that fits only with the font's own narrow spaces goes to the next line."""
    label = "x 24\u00a0500\u00a0000"
    drawn = fonts.size_of("x 24\u00a0500\u00a0000", 13)[0]
    narrow = fonts.font(13).size(label)[0]
    assert narrow < drawn
    assert wrap(label, 13, narrow) == ["x", "24\u00a0500\u00a0000"]
    assert wrap(label, 13, drawn) == [label]


@pytest.mark.parametrize("label", ["34 Entscheidungen", "34 Aktionen", "34 решения",
                                   "5 + 6 for", "14 Aktionen"])
@pytest.mark.parametrize("bold", [False, True])
@pytest.mark.parametrize("size", [11, 12, 13, 14, 15])
def test_a_number_and_the_word_after_it_stand_a_word_apart(label, size, bold):
    """pt-prop4 (de, the review's foot at 13 px): Noto Sans' digits fill their advance, so
    the word space after a number left 3 px of paper, 2 px before an "A", and
    "34 Entscheidungen" read "34Entscheidungen". The paper there is now at least a word
    gap's ("n A") and no narrower than between the number's digits; and no wider than a word
    gap and a pixel: a third of an em made "rolls 5 + 6  for" look double-spaced (pt-prop5)."""
    before = label.rsplit(" ", 1)[0]          # "34", "5 + 6": the inked glyphs up to the gap
    gaps = blank_runs(label, size, bold)
    word = max(blank_runs("n A", size, bold))
    at = len(before.replace(" ", "")) - 1
    after, between = gaps[at], ([] if " " in before else gaps[:at])
    assert word <= after <= word + 1, (gaps, size)
    assert all(after >= gap for gap in between), (gaps, size)


def test_only_a_space_from_a_number_to_a_word_widens():
    """"5 000", "Runde 3", "3 – 4" and "Kraken Bay" keep the font's spacing ("12\u00a0M":
    `test_spaces_elsewhere_keep_their_width`)."""
    for label in ("5 000", "Runde 3", "3 – 4", "Kraken Bay", "3, 4"):
        assert fonts.size_of(label, 13) == fonts.font(13).size(label), label
    assert fonts.size_of("34 Aktionen", 13) > fonts.font(13).size("34 Aktionen")


@pytest.mark.parametrize("space", [" ", "\u00a0", "\u202f"])
@pytest.mark.parametrize("sign", ["$", "€", "₽", "元"])
@pytest.mark.parametrize("size", [12, 13, 14, 15])
def test_money_reads_the_same_in_bold_and_regular(space, sign, size):
    """smallfix2 (ru Speedtycoon hover card at 13 px): the bold green line's "4 $" left 2 px
    of paper before the sign, the regular line's "2 $" 4 px, and read "4$". The paper before
    a currency sign is now at least a word gap's ("n A") in either weight."""
    for bold in (False, True):
        gap = blank_runs(f"4{space}{sign}", size, bold)[0]
        word = max(blank_runs("n A", size, bold))
        assert word <= gap <= word + 1, (gap, word, bold)
        assert fonts.size_of(f"4{space}{sign}", size, bold) == \
            fonts.text(f"4{space}{sign}", size, (0, 0, 0), bold).get_size()
