"""The player's preferences: one small JSON file that survives every kind of damage.

A damaged file never costs the player more than that file: it is moved aside as
`settings.json.bad` (so nothing is silently overwritten), the values that can be read are kept,
and the app shows one notice explaining what happened.
"""

from __future__ import annotations

import json
import logging
import os
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any

from game.core.atomic import write_json_atomic
from game.core.i18n import LANGUAGES
from game.core.safe_read import read_regular_file, without_bom

log = logging.getLogger(__name__)

ANIMATION_SPEEDS = ("slow", "normal", "fast", "instant")
# Multiplier on every animation's base duration; "instant" skips animations entirely.
ANIMATION_FACTORS = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}
VOLUME_MAX = 100
SETTINGS_MAX_BYTES = 1024 * 1024
"""A settings file is a few hundred bytes; anything past this is not one."""


@dataclass
class Settings:
    language: str = "en"
    fullscreen: bool = False
    music_volume: int = 60
    effects_volume: int = 80
    animation_speed: str = "normal"
    confirm_end_turn: bool = True
    undo_vs_computers: bool = True
    #: The window's last size [width, height] (not fullscreen); None: sized to the desktop.
    window_size: list[int] | None = None
    file: Path | None = field(default=None, compare=False, repr=False)

    def animation_duration(self, base_seconds: float) -> float:
        """How long an animation of `base_seconds` (at normal speed) lasts for this player."""
        return base_seconds * ANIMATION_FACTORS[self.animation_speed]

    def to_dict(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self) if f.name != "file"}

    def save(self) -> bool:
        """Write the file atomically; False (and a log line) when the disk refuses.

        A settings file that could not be read and could not be moved aside has `file=None`:
        writing would destroy it, so the session's changes stay in memory only.
        """
        if self.file is None:
            return False
        try:
            write_json_atomic(self.file, self.to_dict())
        except OSError as error:
            log.error("cannot save settings to %s: %s", self.file, error)
            return False
        return True


@dataclass(frozen=True)
class SettingsLoad:
    """What `load_settings` found: the settings, and a notice key when the player must be told."""

    settings: Settings
    notice: str | None = None
    notice_params: dict[str, str] = field(default_factory=dict)


_CHECKS = {
    "language": lambda v: v in LANGUAGES,
    "fullscreen": lambda v: isinstance(v, bool),
    "music_volume": lambda v: _is_volume(v),
    "effects_volume": lambda v: _is_volume(v),
    "animation_speed": lambda v: v in ANIMATION_SPEEDS,
    "confirm_end_turn": lambda v: isinstance(v, bool),
    "undo_vs_computers": lambda v: isinstance(v, bool),
    "window_size": lambda v: v is None or _is_window_size(v),
}
#: Window sides a settings file may name: anything else was not written by us.
WINDOW_SIDE_RANGE = range(200, 16385)


def _is_window_size(value: Any) -> bool:
    return (isinstance(value, list) and len(value) == 2
            and all(type(side) is int and side in WINDOW_SIDE_RANGE for side in value))


def _is_volume(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= VOLUME_MAX


def load_settings(path: Path, first_language: str) -> SettingsLoad:
    """Read `path`; `first_language` is the language of a first start (no file yet)."""
    defaults = Settings(language=first_language if first_language in LANGUAGES else "en")
    defaults.file = path
    try:
        text = without_bom(read_regular_file(path, SETTINGS_MAX_BYTES)).decode("utf-8")
    except FileNotFoundError:
        log.info("no settings file at %s: first start, using defaults", path)
        return SettingsLoad(defaults)
    except (OSError, UnicodeDecodeError) as error:
        log.warning("settings file %s is unreadable (%s): using defaults", path, error)
        return _set_aside(path, defaults, "app.notice.settings_unreadable")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as error:  # not JSON, nested too deep, huge numbers
        log.warning("settings file %s is not valid JSON (%s): using defaults", path, error)
        return _set_aside(path, defaults, "app.notice.settings_invalid")
    if not isinstance(data, dict):
        log.warning("settings file %s does not hold an object: using defaults", path)
        return _set_aside(path, defaults, "app.notice.settings_invalid")

    settings = Settings(language=defaults.language, file=path)
    bad = []
    for name, check in _CHECKS.items():
        if name not in data:
            continue  # an older file: the new setting simply starts at its default
        if check(data[name]):
            setattr(settings, name, data[name])
        else:
            bad.append(name)
    unknown = sorted(set(data) - set(_CHECKS))
    if unknown:
        log.info("settings file %s has unknown entries, ignored: %s", path, ", ".join(unknown))
    if bad:
        log.warning("settings file %s has bad values for %s: defaults used", path, ", ".join(bad))
        return _set_aside(path, settings, "app.notice.settings_invalid")
    return SettingsLoad(settings)


def _set_aside(path: Path, settings: Settings, notice: str) -> SettingsLoad:
    """Move the bad file to a free `.bad` name and write a good file in its place.

    Writing the good file at once makes the notice one-time: the next start reads it cleanly.
    """
    target = _free_bad_name(path)
    try:
        os.replace(path, target)
    except OSError as error:
        log.error("cannot move bad settings file %s aside (%s): not saving", path, error)
        settings.file = None
        return SettingsLoad(settings, "app.notice.settings_stuck", {"path": str(path)})
    log.warning("bad settings file kept as %s", target)
    settings.file = path
    settings.save()
    return SettingsLoad(settings, notice, {"path": str(target)})


def _free_bad_name(path: Path) -> Path:
    candidate = path.with_name(path.name + ".bad")
    number = 2
    while candidate.exists():
        candidate = path.with_name(f"{path.name}.bad{number}")
        number += 1
    return candidate
