"""The generated art and sounds are in place, small, and in the format the game loads."""

from __future__ import annotations

import wave
from array import array

import pygame
import pytest

from game.core.paths import assets_dir
from game.tycoon.rules import board
from game.tycoon.view import layout

SOUNDS = ("takeoff", "landing", "cash", "build", "eviction", "payday")


def test_world_map_fills_the_board_and_every_city_has_a_skyline():
    world = pygame.image.load(str(assets_dir() / "board" / "world.png"))
    assert world.get_size() == layout.BOARD.size
    for city in board.CITY_IDS:
        skyline = pygame.image.load(str(assets_dir() / "board" / f"skyline_{city}.png"))
        assert skyline.get_size() == layout.emblem_rect(0).size


@pytest.mark.parametrize("name", (*SOUNDS, "music"))
def test_sounds_are_small_mono_16_bit_and_not_silent(name):
    with wave.open(str(assets_dir() / "sounds" / f"{name}.wav")) as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 22050)
        seconds = w.getnframes() / w.getframerate()
        samples = array("h", w.readframes(w.getnframes()))
    assert max(abs(s) for s in samples) > 8000
    assert seconds <= (30 if name == "music" else 2.5)


def test_the_music_loop_is_small_and_joins_without_a_click():
    path = assets_dir() / "sounds" / "music.wav"
    assert path.stat().st_size <= 1_500_000
    with wave.open(str(path)) as w:
        samples = array("h", w.readframes(w.getnframes()))
    steps = [abs(b - a) for a, b in zip(samples, samples[1:], strict=False)]
    assert abs(samples[0] - samples[-1]) <= 3 * max(steps[:200] + steps[-200:]) + 50
