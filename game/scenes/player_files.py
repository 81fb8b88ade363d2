"""Who is playing, and their saved games: one shared place for every scene of the app.

The profile store is read once per app and kept here (not re-read by each screen), and the
playing profile's SaveStore is kept too, so "saving is off" survives a trip to the menu.
"The playing profile" is simply the one used last: switching profiles marks the new one as
used, which is also what chooses it at the next start.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from game.core.i18n import LANGUAGES, tr, translate
from game.core.litter import sweep_litter
from game.core.names import NameRefused
from game.core.profiles import Profile, ProfileStore
from game.core.saves import SaveEntry, SaveStore
from game.core.user_files import UserFileError
from game.games import game_entry

if TYPE_CHECKING:
    from game.app import App

log = logging.getLogger(__name__)


class PlayerFiles:
    def __init__(self, app: App) -> None:
        self._app = app
        self.read_only = getattr(app, "read_only", False)  # another copy owns the folder
        if not self.read_only:
            sweep_litter(app.paths)
        self.profiles = ProfileStore(app.paths, read_only=self.read_only)
        self._saves: dict[str, SaveStore] = {}

    @property
    def current(self) -> Profile | None:
        return self.profiles.last_used()

    def saves(self, profile_id: str | None = None, *,
              first_name: str | None = None) -> SaveStore | None:
        """The SaveStore of a profile (the playing one by default).

        With no profile yet, a first one is made, so the very first game is saved too: named
        `first_name` (the person's seat in that game, so one person has one name, issue 34) or
        "Player"; None only when even that cannot be written (the caller then says saving is
        off).
        """
        if profile_id is None:
            current = self.current or self._first_profile(first_name)
            if current is None:
                return None
            profile_id = current.id
        if profile_id not in self._saves:
            self._saves[profile_id] = SaveStore(self._app.paths, profile_id, games=game_entry,
                                                read_only=self.read_only)
        return self._saves[profile_id]

    def switch(self, profile_id: str) -> Profile:
        """Make `profile_id` the playing profile and speak its language."""
        profile = self.profiles.select(profile_id)
        if profile.language != self._app.settings.language:
            self._app.set_language(profile.language)
        return profile

    def remember_language(self, language: str) -> None:
        """Keep a language chosen elsewhere (Settings) with the playing profile."""
        current = self.current
        if current is not None and current.language != language:
            try:
                self.profiles.set_language(current.id, language)
            except UserFileError:  # a full disk, or a file another copy of the app changed
                log.warning("the language was not kept with the profile", exc_info=True)

    def newest_game(self, finished: bool = False) -> SaveEntry | None:
        """What Continue resumes for the playing profile (None without one); with `finished`,
        the profile's newest finished game."""
        current = self.current
        return self.saves(current.id).newest_game(finished) if current else None

    def _first_profile(self, name: str | None) -> Profile | None:
        fallback = self._app.tr("profiles.ui.first_profile")
        for candidate in (name, fallback):
            if not candidate:
                continue
            try:
                return self.profiles.create(candidate, self._app.settings.language)
            except NameRefused:  # a seat name no profile may have: the default instead
                continue
            except UserFileError:
                return None
        return None


def player_files(app: App) -> PlayerFiles:
    """The app's PlayerFiles, made on first use and kept on the app itself.

    Not in a module-level WeakKeyDictionary: anything the value reaches that leads back to the
    app (a refused save's error keeps its traceback, and so the frames that held the app)
    would keep the key, and with it every App of a test run, alive for good."""
    files = app.__dict__.get("_player_files")
    if files is None:
        files = app.__dict__["_player_files"] = PlayerFiles(app)
    return files


def profile_name(app: App) -> str | None:
    """The name of the profile whose record counts this game, or None without one."""
    current = player_files(app).current
    return current.name if current is not None else None


def person_name(app: App) -> str:
    """The name a person plays by before typing one: the profile's, else the first seat's own
    ("Player 1"). One rule for the new-game screen's first seat and every game's lesson
    (playtest howtoleft: the lessons said "Anna", "Newcomer" and "You", then the new-game
    screen "Player 1"); a board shows the default name anew in each language (`shown_name`)."""
    return profile_name(app) or tr("match.new_game.default_name", number=1)


def is_first_profile_name(app: App, profile: Profile) -> bool:
    """Whether `profile` bears the name a first profile gets when nobody typed one ("Player",
    «Игрок»): the title then says the name can be changed. Checked in the language the app
    speaks and the profile's own, the one it was made in unless changed since; not in every
    language: that would read every language's files at the start (docs/languages.md)."""
    languages = {app.settings.language, profile.language} & set(LANGUAGES)
    return profile.name in {translate("profiles.ui.first_profile", language)
                            for language in languages}


def can_continue(app: App) -> bool:
    """The title's readiness check for Continue: the playing profile has an unfinished game."""
    return player_files(app).newest_game() is not None
