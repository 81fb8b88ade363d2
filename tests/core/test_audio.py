"""Sounds play at the player's volume, and a missing device or file only means silence."""

from __future__ import annotations

import wave

import pygame
import pytest

from game.core.audio import Audio
from game.core.settings import Settings


def write_tone(path, frames: int = 2205) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(22050)
        out.writeframes(b"\x00\x10" * frames)


@pytest.fixture
def mixer(monkeypatch):
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    pygame.mixer.init()
    yield
    pygame.mixer.quit()


def test_an_effect_plays_at_the_effects_volume(tmp_path, mixer):
    write_tone(tmp_path / "takeoff.wav")
    settings = Settings(effects_volume=25)
    audio = Audio(settings, tmp_path)
    audio.play("takeoff")
    assert audio._sound("takeoff").get_volume() == pytest.approx(0.25, abs=0.01)


def test_a_missing_sound_file_is_silent_and_logged_once(tmp_path, mixer, caplog):
    audio = Audio(Settings(), tmp_path)
    audio.play("fanfare")
    audio.play("fanfare")
    assert sum("fanfare" in record.message for record in caplog.records) == 1


def test_music_follows_the_music_volume_at_once(tmp_path, mixer):
    write_tone(tmp_path / "music.wav", frames=22050)
    settings = Settings(music_volume=50)
    audio = Audio(settings, tmp_path)
    audio.start_music()
    settings.music_volume = 10
    audio.apply_volumes()
    assert pygame.mixer.music.get_volume() == pytest.approx(0.10, abs=0.01)
    audio.stop()


def test_without_a_sound_device_the_game_runs_silent(tmp_path, monkeypatch):
    def no_device():
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    write_tone(tmp_path / "takeoff.wav")
    audio = Audio(Settings(), tmp_path)
    assert not audio.available
    audio.play("takeoff")
    audio.start_music()
    audio.apply_volumes()
