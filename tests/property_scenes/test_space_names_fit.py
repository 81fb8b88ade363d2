"""Every space name of both boards fits its cell whole, in every language the board speaks:
nothing is cut off, no name is set below 9 px, and a word breaks only where its locale marks
a seam (a soft hyphen) — "Tief-|wasser-|Fähre", never "Tiefwas-|ser-Fähre"."""

from __future__ import annotations

import pytest

from game.core.i18n import translate
from game.property.rules import RULESETS
from game.property.rules.rulesets import CARDS, FERRY, POWER, TAX, WINNINGS
from game.property.scenes.words import Words
from game.property.view import layout
from game.property.view.cell_text import SEAM, _wrap, clean_fit, fit_lines, plain
from game.ui import fonts
from tests.languages import PROPERTY_LANGUAGES


def cell_box(ruleset: str, p: int):
    rs = RULESETS[ruleset]
    cell = layout.cells(rs.n_spaces)[p]
    icon = rs.kind[p] in (FERRY, POWER, CARDS, TAX, WINNINGS)
    box = (cell.body.inflate(0, -48) if cell.corner
           else layout.name_box(cell, icon, bool(rs.price[p] or rs.amount[p]))[0])
    return box, cell.corner


def board_lines(ruleset: str, space_id: str, language: str) -> tuple[str, ...]:
    """The lines a space's name takes in its cell on the board."""
    p = RULESETS[ruleset].space_ids.index(space_id)
    box, bold = cell_box(ruleset, p)
    name = translate(f"property_board.{ruleset}.space.{space_id}", language)
    return fit_lines(name, box.w, box.h, bold=bold)[1]


def breaks_outside_the_seams(name: str, lines: tuple[str, ...]) -> list[str]:
    """The lines of `name` (seams marked) that do not end at a space, the name's own hyphen
    or a seam, or do not follow on from the line before; and what is left off at the end."""
    text = plain(name)
    seams, at = set(), 0
    for part in name.split(SEAM)[:-1]:
        at += len(plain(part))
        seams.add(at)
    bad, at = [], 0
    for line in lines:
        own = text.startswith(line, at)  # the line ends at a space or the name's own hyphen
        content = line if own else line.removesuffix("-")
        end = at + len(content)
        if not text.startswith(content, at) or not (
                own and (end == len(text) or text[end] == " " or text[end - 1] == "-")
                or not own and end in seams):
            bad.append(line)
        at = end
        while at < len(text) and text[at] == " ":
            at += 1
    if at < len(text):
        bad.append(f"left off: {text[at:]}")
    return bad


@pytest.mark.parametrize("language", PROPERTY_LANGUAGES)
@pytest.mark.parametrize("ruleset", sorted(RULESETS))
def test_every_space_name_fits_its_cell_whole_broken_only_at_its_seams(app, ruleset, language):
    rs = RULESETS[ruleset]
    wrong = []
    for p, space_id in enumerate(rs.space_ids):
        name = translate(f"property_board.{ruleset}.space.{space_id}", language)
        assert not name.startswith("property_board."), f"no text for space {p}"
        box, bold = cell_box(ruleset, p)
        size, lines = fit_lines(name, box.w, box.h, bold=bold)
        bad = breaks_outside_the_seams(name, lines)
        if bad:
            wrong.append((plain(name), lines, bad))
        assert size >= 9
        assert all(fonts.font(size, bold).size(line)[0] <= box.w for line in lines)
        assert len(lines) * fonts.font(size, bold).get_linesize() <= box.h
    assert not wrong, f"cut off or broken inside a word (mark its seam in the locale): {wrong}"


def test_a_german_compound_breaks_where_its_parts_meet(app):
    """The last session's board read "Tiefwas-|ser-Fähre" and "Netzfli-|ckerhof"."""
    assert board_lines("kraken_bay", "deepwater_ferry", "de") == ("Tief-", "wasser-", "Fähre")
    assert board_lines("kraken_bay", "net_menders_yard", "de")[0] in ("Netz-", "Netzflicker-")
    assert board_lines("menedzher", "power_plant", "ru") == ("Электро-", "станция")


def test_a_long_word_is_broken_with_a_hyphen_only_when_it_must(app):
    assert _wrap("Kelp Market", 12, 200, False) == ["Kelp Market"]
    seamed = f"Bilgen{SEAM}wasser{SEAM}gasse"
    assert _wrap(seamed, 12, 200, False) == ["Bilgenwassergasse"]
    lines = _wrap(seamed, 12, 60, False)
    assert len(lines) > 1 and lines[0] in ("Bilgen-", "Bilgenwasser-")


def test_a_word_without_seams_breaks_by_letters_only_as_the_last_resort(app):
    """A name no size fits whole still never runs out of its cell; letters broken, the tail
    kept at three letters ("Friseursalo-n" read badly)."""
    width = fonts.font(9).size("Friseurs")[0]
    size, lines = fit_lines("Friseursalon", width, 200)
    assert size == 9 and len(lines) > 1 and lines[0].endswith("-")
    assert all(fonts.font(9).size(line)[0] <= width for line in lines)
    assert len(lines[-1]) >= 3
    assert "".join(line.removesuffix("-") for line in lines) == "Friseursalon"


def test_a_word_breaks_into_even_parts_rather_than_a_stub(app):
    """Issue 28.8: of the seams that let the rest fit the next line, the one whose shorter
    part is longest is taken."""
    assert board_lines("menedzher", "barbers", "de") == ("Friseur-", "salon")
    width = fonts.font(11).size("Hafen-")[0]
    assert _wrap(f"Hafen{SEAM}tor", 11, width, False) == ["Hafen-", "tor"]
    wide = fonts.font(11).size("Netzflicker-")[0]
    assert _wrap(f"Netz{SEAM}flicker{SEAM}hof", 11, wide, False) == ["Netz-", "flickerhof"]


def test_a_word_fills_a_line_s_end_only_where_nothing_else_fits(app):
    """A place's name lowered over its tokens' strip: "Пассаж контра-|бандистов" in two lines
    where three do not fit; the filled line is the last resort, so a box that takes three
    keeps the word whole on its own lines."""
    name = f"Пассаж контра{SEAM}бандистов"
    width = fonts.font(10).size("Пассаж контра-")[0]
    assert _wrap(name, 10, width, False) == ["Пассаж", "контра-", "бандистов"]
    assert _wrap(name, 10, width, False, fill=True) == ["Пассаж контра-", "бандистов"]
    assert fit_lines(name, width, 200)[1] == ("Пассаж", "контра-", "бандистов")
    assert clean_fit(name, width, 2 * fonts.font(10).get_linesize()) == \
        (10, ("Пассаж контра-", "бандистов"))


@pytest.mark.parametrize("language", PROPERTY_LANGUAGES)
@pytest.mark.parametrize("ruleset", sorted(RULESETS))
def test_a_seam_never_reaches_running_text(app, ruleset, language):
    """The log, the deeds and the panels name a space without its seams; only the cell
    keeps them."""
    rs = RULESETS[ruleset]
    words = Words(lambda key, **params: translate(key, language, **params), rs, ["A", "B"])
    assert any(SEAM in name for name in words.names()) == (language != "en")
    assert not any(SEAM in words.space(p) for p in range(rs.n_spaces))
    assert not any(SEAM in words.params({"place": space_id})["place"]
                   for space_id in rs.space_ids)
