"""Every space name of both boards fits its cell whole, in every language the board speaks:
nothing is cut off, and no name is set below 9 px."""

from __future__ import annotations

import pytest

from game.core.i18n import translate
from game.property.rules import RULESETS
from game.property.rules.rulesets import CARDS, FERRY, POWER, TAX, WINNINGS
from game.property.view import layout
from game.property.view.cell_text import _wrap, fit_lines
from game.property.view.hyphenation import BREAKS
from game.ui import fonts
from tests.languages import PROPERTY_LANGUAGES


@pytest.mark.parametrize("language", PROPERTY_LANGUAGES)
@pytest.mark.parametrize("ruleset", sorted(RULESETS))
def test_every_space_name_fits_its_cell_whole(app, ruleset, language):
    rs = RULESETS[ruleset]
    cut = []
    for p, cell in enumerate(layout.cells(rs.n_spaces)):
        name = translate(f"property_board.{ruleset}.space.{rs.space_ids[p]}", language)
        assert not name.startswith("property_board."), f"no text for space {p}"
        icon = rs.kind[p] in (FERRY, POWER, CARDS, TAX, WINNINGS)
        box = (cell.body.inflate(0, -48) if cell.corner
               else layout.name_box(cell, icon, bool(rs.price[p] or rs.amount[p]))[0])
        size, lines = fit_lines(name, box.w, box.h, bold=cell.corner)
        whole = "".join(line.rstrip("-") for line in lines).replace(" ", "")
        if whole != name.replace(" ", "").replace("-", "") and \
                whole != name.replace(" ", ""):
            cut.append((p, name, lines))
        assert size >= 9
        assert all(fonts.font(size, cell.corner).size(line)[0] <= box.w for line in lines)
    assert not cut, f"names cut off: {cut}"


def test_a_long_word_is_broken_with_a_hyphen_only_when_it_must(app):
    assert _wrap("Kelp Market", 12, 200, False) == ["Kelp Market"]
    lines = _wrap("Bilgenwassergasse", 12, 60, False)
    assert len(lines) > 1 and lines[0].endswith("-")


def test_a_broken_word_keeps_at_least_three_letters_on_its_last_line(app):
    lines = _wrap("Friseursalon", 11, 66, False)  # greedy breaking left "n" alone here
    assert len(lines) > 1 and len(lines[-1]) >= 3


def breaks_against_the_language(name: str, lines: tuple[str, ...], language: str) -> list[str]:
    """The lines that end inside a word of `name` where its language allows no hyphen."""
    bad, at = [], 0  # at: how far into `name` the lines so far reach
    for line in lines[:-1]:
        at = name.index(line.rstrip("-")[-1:], at + len(line.rstrip("-")) - 1) + 1
        if not line.endswith("-") or name[at:at + 1] in ("-", " ") or name[at - 1] == "-":
            continue  # a line that ends at a space or the name's own hyphen
        begin = max(name.rfind(" ", 0, at), name.rfind("-", 0, at)) + 1
        end = min([i for i in (name.find(" ", at), name.find("-", at)) if i >= 0] or [len(name)])
        if at - begin not in BREAKS[language].get(name[begin:end], ()):
            bad.append(line)
        while at < len(name) and name[at] == " ":
            at += 1
    return bad


@pytest.mark.parametrize("language", PROPERTY_LANGUAGES)
@pytest.mark.parametrize("ruleset", sorted(RULESETS))
def test_a_long_name_breaks_where_its_language_allows_it(app, ruleset, language):
    """"Nebelhorn-platz", never "Nebelhor-nplatz": a broken word's line ends at one of its
    language's hyphenation points."""
    rs = RULESETS[ruleset]
    wrong = []
    for p, cell in enumerate(layout.cells(rs.n_spaces)):
        name = translate(f"property_board.{ruleset}.space.{rs.space_ids[p]}", language)
        icon = rs.kind[p] in (FERRY, POWER, CARDS, TAX, WINNINGS)
        box = (cell.body.inflate(0, -48) if cell.corner
               else layout.name_box(cell, icon, bool(rs.price[p] or rs.amount[p]))[0])
        _size, lines = fit_lines(name, box.w, box.h, bold=cell.corner, language=language)
        bad = breaks_against_the_language(name, lines, language)
        if bad:
            wrong.append((name, lines))
    assert not wrong, f"broken against the language's rules: {wrong}"


def test_every_long_word_of_a_space_name_has_its_break_points():
    """A renamed space needs its hyphenation written: run tools/make_hyphenation.py."""
    from tools.make_hyphenation import words_of_the_boards

    missing = {language: sorted(words - BREAKS.get(language, {}).keys())
               for language, words in words_of_the_boards().items()}
    assert not any(missing.values()), \
        f"run tools/make_hyphenation.py; words without break points: {missing}"


def board_lines(ruleset: str, space_id: str, language: str) -> tuple[str, ...]:
    """The lines a space's name takes in its cell on the board."""
    rs = RULESETS[ruleset]
    p = rs.space_ids.index(space_id)
    cell = layout.cells(rs.n_spaces)[p]
    icon = rs.kind[p] in (FERRY, POWER, CARDS, TAX, WINNINGS)
    box = (cell.body.inflate(0, -48) if cell.corner
           else layout.name_box(cell, icon, bool(rs.price[p] or rs.amount[p]))[0])
    name = translate(f"property_board.{ruleset}.space.{space_id}", language)
    return fit_lines(name, box.w, box.h, bold=cell.corner, language=language)[1]


def test_a_word_breaks_into_even_parts_rather_than_a_stub(app):
    """Issue 28.8: German showed "Friseursa-lon"; of the breaks that let the rest fit the next
    line, the one whose shorter part is longest is taken."""
    assert board_lines("menedzher", "barbers", "de") == ("Friseur-", "salon")
    width = fonts.font(11).size("Hafen-")[0]
    assert _wrap("Hafentor", 11, width, False, language="de") == ["Hafen-", "tor"]
