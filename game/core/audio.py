"""Sound effects and music at the player's volumes, and silence when there is no sound device.

Scenes call `app.audio.play("takeoff")` without caring whether the machine can play it: a
missing device or a missing file is logged once and the game goes on quietly.
"""

from __future__ import annotations

import logging
from pathlib import Path

import pygame

from game.core.settings import VOLUME_MAX, Settings

log = logging.getLogger(__name__)

MUSIC_FILE = "music.wav"


class Audio:
    def __init__(self, settings: Settings, sounds_dir: Path) -> None:
        self._settings = settings
        self._sounds_dir = sounds_dir
        self._cache: dict[str, pygame.mixer.Sound | None] = {}
        self._music_playing = False
        self.available = self._init_mixer()

    def _init_mixer(self) -> bool:
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
        except pygame.error as error:
            log.warning("no sound device (%s): the game runs silent", error)
            return False
        return True

    def play(self, name: str) -> None:
        """Play assets/sounds/<name>.wav once at the effects volume."""
        if not self.available or self._settings.effects_volume == 0:
            return
        sound = self._sound(name)
        if sound is not None:
            sound.set_volume(self._settings.effects_volume / VOLUME_MAX)
            sound.play()

    def _sound(self, name: str) -> pygame.mixer.Sound | None:
        if name not in self._cache:
            path = self._sounds_dir / f"{name}.wav"
            try:
                self._cache[name] = pygame.mixer.Sound(path)
            except (pygame.error, FileNotFoundError) as error:
                log.warning("sound %s cannot be played: %s", path, error)
                self._cache[name] = None
        return self._cache[name]

    def start_music(self) -> None:
        """Loop the music forever; a later volume change applies at once."""
        if not self.available or self._music_playing:
            return
        path = self._sounds_dir / MUSIC_FILE
        if not path.exists():
            log.info("no music at %s yet: playing none", path)
            return
        try:
            pygame.mixer.music.load(path)
            pygame.mixer.music.set_volume(self._settings.music_volume / VOLUME_MAX)
            pygame.mixer.music.play(loops=-1)
        except pygame.error as error:
            log.warning("music %s cannot be played: %s", path, error)
            return
        self._music_playing = True

    def apply_volumes(self) -> None:
        """Called after the Settings scene moved a slider."""
        if self.available and self._music_playing:
            pygame.mixer.music.set_volume(self._settings.music_volume / VOLUME_MAX)

    def stop(self) -> None:
        if self.available:
            pygame.mixer.music.stop()
            self._music_playing = False
