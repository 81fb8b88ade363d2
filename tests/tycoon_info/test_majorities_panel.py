"""The Majorities panel (M) reads at one size: every entry ("1. Anna 3") at one size, every
note and pay line at one size a step smaller, never under 12 px, whatever the names and the
language (issue 14.6: tiny text of varying size)."""

from __future__ import annotations

import pytest

from game.core.i18n import load_translations
from game.core.paths import locales_dir
from game.tycoon.info import standings
from game.tycoon.panels import rects, tables
from game.tycoon.panels.words import Words
from game.ui import fonts
from game.ui.side_panel import TITLE_HEIGHT
from game.ui.text import wrap
from tests.tycoon_view.games import late_game, mid_game

CONTENT = (rects.PANEL.width - 16, rects.PANEL.height - TITLE_HEIGHT - 12)
NAMES = {"en": ("Anna", "Blue (normal)", "Green (hard)", "Yellow (easy)"),
         "de": ("Anna", "Blau (mittel)", "Grün (schwer)", "Gelb (leicht)")}


@pytest.fixture(scope="module", autouse=True)
def translations():
    load_translations(locales_dir())


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("make", [mid_game, late_game])
def test_every_majority_text_has_its_one_size_and_fits_at_it(lang, make):
    state = make()
    words = Words(lang, NAMES[lang])
    cities = standings.standings(state)
    rows = tables.majority_rows(cities, words)
    fit = tables.majority_layout(cities, rows, words, CONTENT, state.num_players)
    assert fit.note_size >= 12 and fit.size >= fit.note_size
    assert sum(fit.heights) <= CONTENT[1] - 8, "every city's row fits the panel"
    for row, height in zip(rows, fit.heights, strict=True):
        lines = 0
        pairs = list(zip(row.cells[0::2], row.cells[1::2], strict=True))
        for place, (entry, note) in enumerate(pairs):  # the last runs on to the panel's edge
            room = (fit.room if place < len(pairs) - 1
                    else max(fit.room, fit.room_from(CONTENT[0])(place)))
            entry_lines = wrap(entry, fit.size, room, True)
            assert len(entry_lines) <= tables.ENTRY_LINES, entry
            assert all(fonts.size_of(line, fit.size, True)[0] <= room
                       for line in entry_lines), entry
            note_lines = wrap(note, fit.note_size, room) if note else []
            lines = max(lines, len(entry_lines) * fonts.font(fit.size, True).get_linesize()
                        + len(note_lines) * fonts.font(fit.note_size).get_linesize())
        assert lines < height, row.label
    assert any(row.cells for row in rows)
    picture = tables.majorities_table(cities, rows, words, ["red", "blue", "yellow", "green"],
                                      CONTENT)
    assert picture.get_size() == CONTENT


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_citys_only_entry_stays_on_one_line(lang):
    """"1. Blau (normal)" over "1" while the rest of the row stood empty (issue 34, point 7):
    a row's last place runs on to the panel's edge, so a lone leader reads on one line."""
    state = mid_game(players=3)
    words = Words(lang, NAMES[lang][:3])
    cities = standings.standings(state)
    rows = tables.majority_rows(cities, words)
    fit = tables.majority_layout(cities, rows, words, CONTENT, state.num_players)
    alone = [row for row in rows if row.cells and len(row.cells) == 2]
    assert alone, "a city with one hotel owner"
    for row in alone:
        cells, _height = tables._cell_lines(row, fit.size, fit.note_size, fit.room,
                                            fit.room_from(CONTENT[0]))
        assert len(cells[0][0]) == 1, cells


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
def test_no_entry_is_drawn_smaller_than_it_was_laid_out(lang, monkeypatch):
    """A lone leader was wrapped to the row's end but drawn into one column's width, so "1.
    Жёлтый (сильный) 1" shrank to a tiny font beside full-size entries (play-test pt-mix2,
    ru, 1366x768): every place's text is drawn in the room it was laid out in, at its size."""
    names = {**NAMES, "ru": ("Аня", "Синий (средний)", "Жёлтый (сильный)")}[lang][:3]
    state = mid_game(players=3)
    words = Words(lang, names)
    cities = standings.standings(state)
    rows = tables.majority_rows(cities, words)
    shrunk: list[str] = []
    real = tables.blit_text

    def blit_text(surface, label, pos, size=14, colour=None, bold=False, width=None, **kw):
        in_places = pos[0] >= tables.MAJORITY_LABEL  # the places, right of the city column
        if in_places and width is not None and fonts.size_of(label, size, bold)[0] > width:
            shrunk.append(label)
        return real(surface, label, pos, size, colour, bold, width, **kw)

    monkeypatch.setattr(tables, "blit_text", blit_text)
    tables.majorities_table(cities, rows, words, ["red", "blue", "yellow"], CONTENT)
    assert any(len(row.cells) == 2 for row in rows), "a city with one hotel owner"
    assert shrunk == []


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
@pytest.mark.parametrize("make", [mid_game, late_game])
def test_what_a_city_pays_reads_at_the_notes_size_inside_its_column(lang, make, monkeypatch):
    """«платит 22 млн / 11 млн» was shrunk into the city column (play-test, ru, 1366x768): what
    each city pays is drawn, wrapped if need be, at the size of every other note, unshrunk,
    and ends inside the city column."""
    names = {**NAMES, "ru": ("Аня", "Синий (средний)", "Зелёный (сильный)",
                             "Жёлтый (лёгкий)")}[lang]
    state = make()
    words = Words(lang, names[:state.num_players])
    cities = standings.standings(state)
    rows = tables.majority_rows(cities, words)
    fit = tables.majority_layout(cities, rows, words, CONTENT, state.num_players)
    drawn: list[tuple[str, int, int]] = []
    real = tables.blit_text

    def blit_text(surface, label, pos, size=14, colour=None, bold=False, width=None, **kw):
        if pos[0] < tables.MAJORITY_LABEL and not bold:  # the city column's pay lines
            drawn.append((label, size, pos[0] + fonts.size_of(label, size)[0]))
        return real(surface, label, pos, size, colour, bold, width, **kw)

    monkeypatch.setattr(tables, "blit_text", blit_text)
    tables.majorities_table(cities, rows, words, ["red", "blue", "yellow", "green"][
        :state.num_players], CONTENT)
    pays = [words.t("tycoon_info.majorities.pays", first=st.first_pay, second=st.second_pay)
            for st in cities]
    assert " ".join(label for label, _size, _right in drawn) == " ".join(pays)
    for label, size, right in drawn:
        assert size == fit.note_size, label
        assert right <= tables.MAJORITY_LABEL - 4, label


@pytest.mark.parametrize("players", [2, 4])
def test_rio_de_janeiro_reads_whole_and_keeps_the_ru_table_above_its_smallest_size(
        players, monkeypatch):
    """«Рио-де-Жанейро» was wider than the city column at every size, so the whole ru table
    fell to 12 px and the name was shrunk into the column (play-test pt-tycoon4): it breaks
    after a hyphen onto a second line at the city names' size, unshrunk, and the table keeps
    the size the rest of it allows."""
    names = ("Аня", "Синий (средний)", "Зелёный (сильный)", "Жёлтый (лёгкий)")[:players]
    state = mid_game(players=players)
    words = Words("ru", names)
    cities = standings.standings(state)
    rows = tables.majority_rows(cities, words)
    fit = tables.majority_layout(cities, rows, words, CONTENT, players)
    assert fit.size > tables.MIN_SIZE
    drawn: list[tuple[str, int, int]] = []
    real = tables.blit_text

    def blit_text(surface, label, pos, size=14, colour=None, bold=False, width=None, **kw):
        if pos[0] < tables.MAJORITY_LABEL and bold:  # the city column's names
            drawn.append((label, size, width))
        return real(surface, label, pos, size, colour, bold, width, **kw)

    monkeypatch.setattr(tables, "blit_text", blit_text)
    tables.majorities_table(cities, rows, words, ["red", "blue", "yellow", "green"][:players],
                            CONTENT)
    assert ("Рио-де-", fit.size + 1) in [(label, size) for label, size, _w in drawn]
    assert ("Жанейро", fit.size + 1) in [(label, size) for label, size, _w in drawn]
    for label, size, width in drawn:
        assert size == fit.size + 1, label
        assert fonts.size_of(label, size, True)[0] <= width, f"{label} shrunk"
