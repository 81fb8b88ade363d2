"""Motion: easing lands exactly, planes follow curved paths through their stops, the timeline
keeps pieces hidden until their motion brings them, follows the speed setting and skips."""

from __future__ import annotations

import math

import pygame
import pytest

from game.tycoon.view.sprites import PieceSprite
from game.ui.animation import (
    Drop,
    FlightPath,
    Float,
    Step,
    Timeline,
    ease_in_out_cubic,
    ease_out_back,
    ease_out_bounce,
    ease_out_cubic,
)


class Dot(PieceSprite):
    def __init__(self):
        self.pos = (0.0, 0.0)
        self.alpha = 255
        self.scale = 1.0
        self.drawn = 0

    def draw(self, surface):
        self.drawn += 1


@pytest.mark.parametrize("ease", [ease_in_out_cubic, ease_out_cubic, ease_out_back,
                                  ease_out_bounce])
def test_every_easing_starts_at_rest_and_ends_exactly_in_place(ease):
    assert ease(0.0) == pytest.approx(0.0, abs=1e-9)
    assert ease(1.0) == pytest.approx(1.0, abs=1e-9)


def test_a_flight_with_stops_passes_over_each_stop_on_a_curve():
    points = [(0.0, 0.0), (100.0, 0.0), (100.0, 100.0)]
    path = FlightPath(points)
    assert path.at(0.0)[0] == pytest.approx(points[0])
    assert path.at(1.0)[0] == pytest.approx(points[-1])
    assert min(math.dist(p, points[1]) for p in path.samples) < 1e-6
    midway, heading = path.at(0.25)
    assert abs(midway[1]) > 5, "the first leg bends away from the straight line"
    assert path.length > 200


def test_a_plane_faces_where_it_flies():
    path = FlightPath([(0.0, 0.0), (100.0, 0.0)], bow=0.0)
    assert path.at(0.5)[1] == pytest.approx(0.0, abs=1)
    down = FlightPath([(0.0, 0.0), (0.0, 100.0)], bow=0.0)
    assert down.at(0.5)[1] == pytest.approx(90.0, abs=1)


def step(seconds=1.0, key=("hotel", 0, 0), cash=None, cues=()):
    return Step([Drop(Dot(), (10, 10), seconds)], reveals=frozenset({key}),
                cash=cash or {}, cues=cues)


def test_a_piece_stays_hidden_until_its_motion_ends():
    timeline = Timeline("normal")
    timeline.play([step(1.0, ("hotel", 0, 0)), step(1.0, ("hotel", 0, 1))])
    assert timeline.hidden() == {("hotel", 0, 0), ("hotel", 0, 1)}
    timeline.update(0.5)
    assert timeline.busy and ("hotel", 0, 0) in timeline.hidden()
    timeline.update(0.6)
    assert timeline.hidden() == {("hotel", 0, 1)}
    timeline.update(1.0)
    assert not timeline.busy and timeline.hidden() == frozenset()


@pytest.mark.parametrize(("speed", "left_after_one_second"), [("slow", 1), ("normal", 0),
                                                              ("fast", 0)])
def test_motion_follows_the_animation_speed(speed, left_after_one_second):
    timeline = Timeline(speed)
    timeline.play([step(0.8)])
    timeline.update(1.0)
    assert len(timeline.hidden()) == left_after_one_second


def test_instant_speed_shows_the_result_at_once_without_sounds():
    played = []
    timeline = Timeline("instant", played.append)
    timeline.play([step(cues=((0.0, "build"),))])
    assert not timeline.busy and timeline.hidden() == frozenset() and played == []


def test_skip_jumps_to_the_end_of_everything():
    played = []
    timeline = Timeline("slow", played.append)
    timeline.play([step(cues=((0.0, "build"),)), step(key=("plane", 1), cues=((0.0, "takeoff"),))])
    timeline.update(0.1)
    timeline.skip()
    timeline.update(5.0)
    assert not timeline.busy and timeline.hidden() == frozenset()
    assert played == ["build"]


def test_sounds_play_at_their_moment_within_a_step():
    played = []
    timeline = Timeline("normal", played.append)
    timeline.play([step(2.0, cues=((0.0, "takeoff"), (1.5, "landing")))])
    timeline.update(1.0)
    assert played == ["takeoff"]
    timeline.update(1.0)
    assert played == ["takeoff", "landing"]


def test_cash_shown_counts_along_with_the_steps():
    timeline = Timeline("normal")
    timeline.play([step(1.0, cash={0: 12}), step(1.0, key=("x",), cash={0: 8})],
                  cash_before={0: 15, 1: 15})
    assert timeline.cash_shown_for(0, 8) == 15
    timeline.update(0.1)
    assert timeline.cash_shown_for(0, 8) == 12
    timeline.update(1.0)
    assert timeline.cash_shown_for(0, 8) == 8
    timeline.update(1.0)
    assert timeline.cash_shown() == ()


def test_an_unknown_speed_is_refused_by_name():
    with pytest.raises(ValueError, match="ludicrous"):
        Timeline("ludicrous")


@pytest.mark.parametrize("fps", [60, 30, 47])
def test_a_float_outliving_its_step_is_drawn_until_it_has_faded(fps):
    """Every board draws a frame only while its timeline moves: a cash float that outlives the
    last step must keep it moving until a frame shows it gone, or a half-faded "-3 M" stands
    on the panel while the next computer thinks (play-test, Tycoon)."""
    pygame.init()
    blank = pygame.Surface((40, 20), pygame.SRCALPHA)
    blank.fill((255, 255, 255, 255))
    label = PieceSprite(blank, (50, 50))
    step = Step([Drop(Dot(), (0, 0), 0.2)], floaters=[Float(label, (50, 50), 1.1, rise=10)])
    timeline = Timeline("normal")
    timeline.play([step])
    screen = pygame.Surface((100, 100))
    frames = 0
    while frames < 10 * fps:  # as the app's loop: update, then draw only if still moving
        timeline.update(1 / fps)
        if not timeline.moving:
            break
        screen.fill((0, 0, 0))
        timeline.draw(screen)
        frames += 1
        if frames == 20:
            assert not timeline.busy, "the float alone does not hold the game up"
            assert screen.get_at((50, 45))[:3] != (0, 0, 0), "the float shows after its step"
    assert not timeline.moving and frames >= 1.1 * fps
    assert max(pygame.image.tobytes(screen, "RGB")) == 0, "the last frame drawn shows none of it"
