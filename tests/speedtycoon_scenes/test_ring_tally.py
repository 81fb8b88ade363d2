"""A scoring tallies the highway ring by tracing its counting run on every seat's city, side by
side, while the ring's count rises (issue 18 point 5; the run is the rules' queries.ring_run)."""

from __future__ import annotations

import pygame
import pytest

from game.core.i18n import translate
from game.speedtycoon.rules import geometry, queries
from game.speedtycoon.rules.data import HQ
from game.speedtycoon.scenes import scoring_pause
from game.speedtycoon.view import art, ring_tally
from game.speedtycoon.view.table_view import EMPIRE
from game.ui.palette import BACKGROUND, GOLD, SEAT_RGB
from tests.speedtycoon_scenes.test_cards_and_pause import first_scoring
from tests.speedtycoon_scenes.test_clicking import PERSON, ROBO


def test_the_ring_is_traced_side_by_side_while_its_count_rises(app):
    board = first_scoring(app, (PERSON, ROBO))
    pause = board.pauses[0]
    assert [len(run) for run in pause.runs] == list(pause.done.ring), \
        "the traced run is the run the scoring counted"
    assert max(pause.done.ring) > 0
    pause.age = 0.0
    assert pause.traced() == [0, 0] and pause.parts <= scoring_pause.RING_ROW
    counts = []
    for _ in range(400):
        app.step(0.05)
        counts.append(pause.traced())
        if pause.ring_progress >= 1:
            break
    assert counts[-1] == [len(run) for run in pause.runs]
    rising = [c for c in counts if 0 < max(c) < max(pause.done.ring)]
    assert rising, "the count passes through the values between nothing and the whole ring"
    assert all(a <= b for x, y in zip(counts, counts[1:], strict=False)
               for a, b in zip(x, y, strict=True)), "a traced side stays traced"
    assert pause.parts == scoring_pause.RING_ROW + 1 or pause.parts > scoring_pause.RING_ROW


def test_the_traced_ring_is_drawn_on_the_cities_under_the_sheet(app):
    board = first_scoring(app, (PERSON, ROBO))
    pause = board.pauses[0]
    pause.tallied = True
    app.step(0.02)
    strip = app.screen.subsurface(scoring_pause.TALLY)
    golds = sum(1 for x in range(0, strip.get_width(), 2) for y in range(0, strip.get_height(), 2)
                if strip.get_at((x, y))[:3] == GOLD)
    assert golds > 10, "gold strokes along the ring in the cities' boxes"
    box = ring_tally.strip_boxes(scoring_pause.TALLY, 2)[0]
    assert pygame.Rect(scoring_pause.TALLY).contains(box)


def test_a_ring_is_walked_along_its_sides_in_order(app):
    board = first_scoring(app, (PERSON, ROBO))
    s = board.match.state
    for seat in range(s.n):
        run = queries.ring_run(s, seat)
        walked = ring_tally.ordered_run(run)
        assert sorted(walked) == sorted(run)
        joined = sum(1 for a, b in zip(walked, walked[1:], strict=False)
                     if set(ring_tally.corners(a)) & set(ring_tally.corners(b)))
        assert joined >= len(walked) - 2, "each next side touches the last (one jump at most)"


def test_each_citys_headquarters_in_the_tally_wears_its_owners_colour(display):
    """The tally's cities are the board's: each HQ its owner's emblem, in the order of the
    seats (a tally that drew every HQ in one colour, or in the next seat's, was noted)."""
    colours = ["purple", "orange", "yellow", "green"]
    hq = {geometry.cell(0, 0): HQ, geometry.cell(1, 0): 20, geometry.cell(0, 1): 40}
    area = pygame.Rect(0, 0, 900, 150)
    surface = pygame.Surface(area.size)
    ring_tally.draw_tally(surface, area, [hq] * 4, [[]] * 4, [0] * 4, ["x"] * 4, colours)
    for seat, box in enumerate(ring_tally.strip_boxes(area, 4)):
        camera = ring_tally.fit(hq, box.inflate(-12, -30).move(0, 10))
        rect = camera.cell_rect(0, 0)
        emblem = art.tile_image(HQ, camera.cell, colours[seat])
        probe = (rect.w // 5, rect.w // 2)  # inside the HQ's light ring, left of the tower
        assert emblem.get_at(probe)[:3] == SEAT_RGB[colours[seat]]
        assert surface.get_at((rect.x + probe[0], rect.y + probe[1]))[:3] == \
            SEAT_RGB[colours[seat]], colours[seat]


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
def test_the_tallys_label_names_the_ring_as_the_sheet_does(display, lang):
    """The label over each city ("Anna: highway ring 3") calls the ring what the sheet's row
    calls it (Russian said «автострада», a plain highway, under a row «Кольцо автострады»)."""
    row = translate("speedtycoon_play.sheet.ring", lang)
    label = translate("speedtycoon_play.pause.ring_run", lang, name="Anna", count=3)
    assert row.lower() in label.lower(), (row, label)


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
def test_six_labels_fit_their_boxes(display, lang):
    """Play-test (de, 1280x800, six seats): "Orange (leicht): Autobahnring 3", shrunk to 9 px,
    still ran its count over the box's edge; a label goes on two lines instead."""
    from game.speedtycoon.scenes import scoring_pause

    name = translate("speedtycoon_play.colour.orange", lang)
    level = translate("levels.easy", lang)
    label = translate("speedtycoon_play.pause.ring_run", lang, name=f"{name} ({level})",
                      count=13)
    for box in ring_tally.strip_boxes(scoring_pause.TALLY, 6):
        lines = ring_tally.label_lines(label, box)
        assert all(line.get_width() <= box.w - 16 for line in lines), label
        assert all(line.get_height() >= 13 for line in lines), "readable, not shrunk to 9 px"
        city = ring_tally.city_area(box, len(lines))
        assert box.contains(city) and city.top >= box.y + 4 + len(lines) * 14


def test_no_building_of_the_empire_shows_between_the_sheet_and_the_cities(app):
    """The empire under the scoring sheet showed cut buildings in the band between the sheet
    and the cities, one under the Continue button (play-test, de at 1366x768): the band is the
    table's plain ground now, whatever the empire holds there."""
    board = first_scoring(app, (PERSON, ROBO))
    pause = board.pauses[0]
    pause.tallied = True
    headquarters = board.camera.cell_rect(0, 0)
    board.camera.pan(0, pause.rect.bottom + 6 - headquarters.y)  # the HQ in the band
    app.step(0.02)
    band = pygame.Rect(EMPIRE.x + 3, pause.rect.bottom + 1, EMPIRE.w - 6,
                       scoring_pause.TALLY.y - pause.rect.bottom - 2)
    buttons = [b.rect for b in pause.buttons.values()]
    odd = {app.screen.get_at((x, y))[:3] for x in range(band.x, band.right, 3)
           for y in range(band.y, band.bottom, 3)
           if not any(r.inflate(4, 4).collidepoint(x, y) for r in buttons)}
    assert odd == {BACKGROUND}, odd


@pytest.mark.parametrize("lang", ["de", "en", "ru"])
def test_six_labels_stand_at_one_size(display, lang, monkeypatch):
    """speedleft3's play-test (ru, six seats, 1920x1080): each label shrank on its own, «Аня:
    кольцо автострады 1» large beside «Зелёный (сильный): кольцо автострады 11» small. The
    boxes' labels share one size, each on one line or two, none shrunk below it."""
    from game.speedtycoon.scenes import scoring_pause
    from game.ui import fonts

    names = ["Аня"] + [
        f"{translate(f'speedtycoon_play.colour.{colour}', lang)} "
        f"({translate(f'levels.{level}', lang)})"
        for colour, level in (("blue", "easy"), ("yellow", "normal"), ("green", "hard"),
                              ("purple", "easy"), ("orange", "hard"))]
    labels = [translate("speedtycoon_play.pause.ring_run", lang, name=name, count=count)
              for name, count in zip(names, (1, 1, 3, 11, 2, 3), strict=True)]
    drawn: list[tuple[str, int]] = []
    real_fit = fonts.fit

    def recording_fit(label, size, colour, width, bold=False):
        image = real_fit(label, size, colour, width, bold)
        shrunk = next(s for s in range(size, 8, -1)
                      if s == 9 or fonts.size_of(label, s, bold)[0] <= width)
        drawn.append((label, shrunk))
        return image

    monkeypatch.setattr(fonts, "fit", recording_fit)
    emps = [{geometry.cell(0, 0): HQ}] * 6
    ring_tally.draw_tally(pygame.Surface((1280, 800)), scoring_pause.TALLY, emps,
                          [[]] * 6, [0] * 6, labels, ["red", "blue", "yellow", "green",
                                                      "purple", "orange"])
    assert len({size for _label, size in drawn}) == 1, drawn
