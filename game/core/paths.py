"""Where user files live: platformdirs folders, or one folder given by `--data-dir`.

Every module asks a `UserPaths` for its folder instead of calling platformdirs itself, so a
portable install or a test can move every user file with one flag.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

import platformdirs

APP_NAME = "Tycoon"
APP_AUTHOR = "TycoonStudio"


@dataclass(frozen=True)
class UserPaths:
    config_dir: Path
    data_dir: Path
    log_dir: Path

    @classmethod
    def for_user(cls) -> UserPaths:
        return cls(
            config_dir=Path(platformdirs.user_config_dir(APP_NAME, APP_AUTHOR)),
            data_dir=Path(platformdirs.user_data_dir(APP_NAME, APP_AUTHOR)),
            log_dir=Path(platformdirs.user_log_dir(APP_NAME, APP_AUTHOR)),
        )

    @classmethod
    def under(cls, root: Path) -> UserPaths:
        """Everything in one folder (portable installs, tests)."""
        root = Path(root).expanduser().resolve()
        return cls(config_dir=root / "config", data_dir=root / "data", log_dir=root / "logs")

    @property
    def settings_file(self) -> Path:
        return self.config_dir / "settings.json"

    @property
    def profiles_dir(self) -> Path:
        return self.data_dir / "profiles"

    @property
    def saves_dir(self) -> Path:
        return self.data_dir / "saves"

    @property
    def log_file(self) -> Path:
        return self.log_dir / "tycoon.log"


def resource_root() -> Path:
    """The folder holding `assets/` and `locales/`: the source tree, or PyInstaller's bundle."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle)
    return Path(__file__).resolve().parents[2]


def assets_dir() -> Path:
    return resource_root() / "assets"


def locales_dir() -> Path:
    return resource_root() / "locales"
