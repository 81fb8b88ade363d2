"""Player profiles: a name, a language, the last new-game setup, and a record per game.

Each profile is one JSON file named by a generated id (never by the player's name), so a
damaged file costs that profile only: it is listed with its message and left as it is, and the
others keep working.
"""

from __future__ import annotations

import copy
import dataclasses
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from game.core.atomic import write_json_atomic
from game.core.ids import is_id, new_id
from game.core.inside import lies_inside, remove_entry
from game.core.names import NameRefused, name_key, validate_name
from game.core.paths import UserPaths
from game.core.profile_migrations import MIGRATIONS
from game.core.settings import LANGUAGES
from game.core.setup import GameSetup, SetupInvalid
from game.core.user_files import (
    UserFileError,
    check_fields,
    folder_files,
    read_json_object,
    write_error,
)

PROFILE_VERSION = 3
MAX_SCORE = 10**15
"""Far above any record (a Tycoon game ends near 100 million), far below a float's range."""
RECORDED_GAMES_KEPT = 200
"""How many finished games a record remembers, so a game shown twice is counted once."""
MAX_PLACES = 12
"""Far more seats than any game has: a hand-edited list of a million places is refused."""
MAX_SECONDS = 10**12
"""Far above any time a person plays (30 000 years), so the hours always format."""


class ProfileError(UserFileError):
    """A profile file problem or a refused change (profiles.error.*)."""

    KEYS = {
        "too_large": "profiles.error.too_large",
        "unreadable": "profiles.error.unreadable",
        "empty": "profiles.error.empty",
        "not_utf8": "profiles.error.not_utf8",
        "truncated": "profiles.error.truncated",
        "not_json": "profiles.error.not_json",
        "wrong_shape": "profiles.error.wrong_shape",
        "unknown_field": "profiles.error.unknown_field",
        "missing_field": "profiles.error.missing_field",
        "disk_full": "profiles.error.disk_full",
        "read_only": "profiles.error.read_only",
        "write_failed": "profiles.error.write_failed",
    }


@dataclass
class LevelRecord:
    games: int = 0
    wins: int = 0


@dataclass
class GameStats:
    """One profile's record in one game. Scores are in the game's unit (`state.scores()`:
    millions for Tycoon, points for Speedtycoon)."""

    games: int = 0
    wins: int = 0
    by_level: dict[str, LevelRecord] = field(default_factory=dict)
    best_score: int | None = None
    total_score: int = 0
    hints_used: int = 0
    recorded_games: list[str] = field(default_factory=list)
    #: Games finished in each place: `places[0]` first, `places[1]` second, ... (the place the
    #: result screen gave the profile's seat; a shared place counts for each seat in it).
    places: list[int] = field(default_factory=list)
    #: Whole seconds of play in the finished games (the time the result screen says).
    seconds_played: int = 0

    @property
    def average_score(self) -> float | None:
        return self.total_score / self.games if self.games else None

    def to_dict(self) -> dict[str, Any]:
        return {
            "games": self.games,
            "wins": self.wins,
            "by_level": {
                level: {"games": rec.games, "wins": rec.wins}
                for level, rec in sorted(self.by_level.items())
            },
            "best_score": self.best_score,
            "total_score": self.total_score,
            "hints_used": self.hints_used,
            "recorded_games": list(self.recorded_games),
            "places": list(self.places),
            "seconds_played": self.seconds_played,
        }

    @classmethod
    def from_dict(cls, data: Any, file: str, where: str) -> GameStats:
        _require(isinstance(data, dict), file, where)
        check_fields(data, _STATS_FIELDS, ProfileError, file, where + "/")
        for name in ("games", "wins", "hints_used"):
            _require(_is_count(data[name]), file, f"{where}/{name}")
        _require(_is_score(data["total_score"]), file, f"{where}/total_score")
        _require(data["best_score"] is None or _is_score(data["best_score"]), file,
                 f"{where}/best_score")
        by_level = data["by_level"]
        _require(isinstance(by_level, dict), file, f"{where}/by_level")
        levels = {}
        for level, rec in by_level.items():
            spot = f"{where}/by_level/{level}"
            _require(isinstance(rec, dict), file, spot)
            check_fields(rec, ("games", "wins"), ProfileError, file, spot + "/")
            _require(_is_count(rec["games"]) and _is_count(rec["wins"]), file, spot)
            levels[level] = LevelRecord(games=rec["games"], wins=rec["wins"])
        places = data["places"]
        _require(isinstance(places, list) and len(places) <= MAX_PLACES
                 and all(_is_count(count) for count in places), file, f"{where}/places")
        _require(_is_count(data["seconds_played"]) and data["seconds_played"] <= MAX_SECONDS,
                 file, f"{where}/seconds_played")
        recorded = data["recorded_games"]
        _require(
            isinstance(recorded, list) and all(isinstance(uid, str) for uid in recorded),
            file,
            f"{where}/recorded_games",
        )
        return cls(
            games=data["games"],
            wins=data["wins"],
            by_level=levels,
            best_score=data["best_score"],
            total_score=data["total_score"],
            hints_used=data["hints_used"],
            recorded_games=list(recorded),
            places=list(places),
            seconds_played=data["seconds_played"],
        )


_STATS_FIELDS = (
    "games",
    "wins",
    "by_level",
    "best_score",
    "total_score",
    "hints_used",
    "recorded_games",
    "places",
    "seconds_played",
)
_PROFILE_FIELDS = (
    "version",
    "id",
    "name",
    "language",
    "created_at",
    "last_used_at",
    "last_setups",
    "stats",
)


@dataclass
class Profile:
    id: str
    name: str
    language: str
    created_at: str
    last_used_at: str
    last_setups: dict[str, GameSetup] = field(default_factory=dict)
    stats: dict[str, GameStats] = field(default_factory=dict)

    def stats_for(self, game: str) -> GameStats:
        return self.stats.get(game, GameStats())

    def last_setup_for(self, game: str) -> GameSetup | None:
        """The setup this profile last started `game` with: its new-game screen starts there."""
        return self.last_setups.get(game)

    def to_dict(self) -> dict[str, Any]:
        return {
            "version": PROFILE_VERSION,
            "id": self.id,
            "name": self.name,
            "language": self.language,
            "created_at": self.created_at,
            "last_used_at": self.last_used_at,
            "last_setups": {
                game: setup.to_dict() for game, setup in sorted(self.last_setups.items())
            },
            "stats": {game: stats.to_dict() for game, stats in sorted(self.stats.items())},
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any], file: str) -> Profile:
        data = _upgrade(data, file)
        check_fields(data, _PROFILE_FIELDS, ProfileError, file)
        for name in ("name", "language", "created_at", "last_used_at"):
            _require(isinstance(data[name], str), file, name)
        _require(_is_playable_name(data["name"]), file, "name")
        _require(data["language"] in LANGUAGES, file, "language")
        _require(is_id(data["id"]), file, "id")
        _require(isinstance(data["stats"], dict), file, "stats")
        _require(isinstance(data["last_setups"], dict), file, "last_setups")
        last_setups = {}
        for game, setup in data["last_setups"].items():
            try:
                last_setups[game] = GameSetup.from_dict(setup)
            except SetupInvalid as exc:
                raise ProfileError(
                    "profiles.error.bad_field", {"file": file, "field": f"last_setups/{game}"}
                ) from exc
            _require(last_setups[game].game == game, file, f"last_setups/{game}")
        return cls(
            id=data["id"],
            name=data["name"],
            language=data["language"],
            created_at=data["created_at"],
            last_used_at=data["last_used_at"],
            last_setups=last_setups,
            stats={
                game: GameStats.from_dict(stats, file, f"stats/{game}")
                for game, stats in data["stats"].items()
            },
        )


@dataclass(frozen=True)
class BadProfile:
    """A profile file that could not be read; `error` says why, the file stays as it was."""

    path: Path
    error: UserFileError


class ProfileStore:
    """All profiles of this computer, read once and written back file by file.

    Every change is written before it is kept in memory, so a failed write (read-only folder,
    full disk) raises ProfileError and the profile in memory still matches the file.
    """

    def __init__(
        self, paths: UserPaths, clock: Callable[[], datetime] = lambda: datetime.now(UTC),
        *, read_only: bool = False,
    ) -> None:
        """`read_only`: another copy of the app owns the data folder (game/core/data_lock.py);
        every change is refused with `profiles.error.other_copy`."""
        self.folder = paths.profiles_dir
        self.root = paths.data_dir
        self.read_only = read_only
        self._clock = clock
        self._profiles: dict[str, Profile] = {}
        self.bad_files: list[BadProfile] = []
        self.reload()

    def reload(self) -> None:
        self._profiles = {}
        self.bad_files = []
        try:
            paths = folder_files(self.folder)
        except OSError:
            error = ProfileError("profiles.error.folder_unreadable", {"file": str(self.folder)})
            self.bad_files.append(BadProfile(self.folder, error))
            return
        for path in paths:
            try:
                profile = Profile.from_dict(read_json_object(path, ProfileError), path.name)
                if path.stem != profile.id or profile.id in self._profiles:
                    raise ProfileError(
                        "profiles.error.bad_field", {"file": path.name, "field": "id"}
                    )
            except UserFileError as exc:
                self.bad_files.append(BadProfile(path, exc))
                continue
            self._profiles[profile.id] = profile

    def profiles(self) -> list[Profile]:
        """Sorted by name as a player would look for one, ignoring case."""
        return sorted(self._profiles.values(), key=lambda p: (name_key(p.name), p.id))

    def get(self, profile_id: str) -> Profile:
        try:
            return self._profiles[profile_id]
        except KeyError:
            raise ProfileError("profiles.error.missing", {"id": profile_id}) from None

    def last_used(self) -> Profile | None:
        """The profile chosen at start: the one used most recently."""
        return max(self._profiles.values(), key=lambda p: p.last_used_at, default=None)

    def create(self, name: str, language: str) -> Profile:
        self.reload()  # another instance may have made "anna" meanwhile
        name = validate_name(name, self._names_except(None))
        now = self._now()
        profile = Profile(
            id=new_id([*self._profiles, *(bad.path.stem for bad in self.bad_files)]),
            name=name,
            language=language,
            created_at=now,
            last_used_at=now,
        )
        self._write(profile)
        return profile

    def rename(self, profile_id: str, name: str) -> Profile:
        self.reload()
        profile = self.get(profile_id)
        name = validate_name(name, self._names_except(profile_id))
        return self._write(_replace(profile, name=name))

    def delete(self, profile_id: str) -> None:
        """Remove the profile's file; its saved games are the save store's to delete."""
        profile = self.get(profile_id)
        path = self._path(profile.id)
        self._check_writable(path)
        try:
            remove_entry(path)
        except OSError as exc:
            raise write_error(exc, ProfileError, path.name) from exc
        del self._profiles[profile_id]

    def select(self, profile_id: str) -> Profile:
        """Mark the profile as the one playing, so it is chosen at the next start."""
        return self._write(_replace(self._fresh(profile_id), last_used_at=self._now()))

    def set_language(self, profile_id: str, language: str) -> Profile:
        return self._write(_replace(self._fresh(profile_id), language=language))

    def remember_setup(self, profile_id: str, setup: GameSetup) -> Profile:
        """Keep the setup so the next new-game screen of its game starts from it."""
        profile = self._fresh(profile_id)
        return self._write(_replace(profile, last_setups={**profile.last_setups,
                                                          setup.game: setup}))

    def record_result(
        self,
        profile_id: str,
        game: str,
        *,
        game_uid: str,
        won: bool,
        score: int,
        opponent_levels: Iterable[str],
        hints_used: int = 0,
        place: int | None = None,
        seconds: float = 0.0,
    ) -> Profile:
        """Add one finished game to the record; a game already recorded (same uid) is skipped.

        A game counts once for each distinct opponent level it had, so "won against hard" means
        at least one hard computer sat at the table. `place` (1 first; None: not known) and
        `seconds` (the time played) are what the result screen said about the game.
        """
        profile = self._fresh(profile_id)
        old = profile.stats_for(game)
        if game_uid in old.recorded_games:
            return profile
        stats = copy.deepcopy(old)
        stats.games += 1
        stats.wins += int(won)
        stats.total_score += score
        stats.best_score = score if old.best_score is None else max(old.best_score, score)
        stats.hints_used += hints_used
        stats.seconds_played = min(MAX_SECONDS, stats.seconds_played + max(0, int(seconds)))
        if place is not None and 1 <= place <= MAX_PLACES:
            stats.places += [0] * (place - len(stats.places))
            stats.places[place - 1] += 1
        for level in sorted(set(opponent_levels)):
            rec = stats.by_level.setdefault(level, LevelRecord())
            rec.games += 1
            rec.wins += int(won)
        stats.recorded_games = [*old.recorded_games, game_uid][-RECORDED_GAMES_KEPT:]
        return self._write(_replace(profile, stats={**profile.stats, game: stats}))

    def record_game(
        self,
        profile_id: str,
        setup: GameSetup,
        state: Any,
        *,
        seat: int,
        game_uid: str,
        hints_used: int = 0,
        seconds: float = 0.0,
    ) -> Profile:
        """Record a finished game from its final state, for the profile playing `seat`: the
        seat's score in the game's unit (`scores()`), a win for any seat of `winners()` (a
        shared win counts as won) and its place as the result screen ranks it
        (`final_places`)."""
        return self.record_result(
            profile_id,
            setup.game,
            game_uid=game_uid,
            won=seat in state.winners(),
            score=state.scores()[seat],
            opponent_levels=setup.computer_levels,
            hints_used=hints_used,
            place=final_places(state)[seat],
            seconds=seconds,
        )

    def _fresh(self, profile_id: str) -> Profile:
        """The profile as its file holds it now, for a change to be made on: a second copy of
        the app on the same data folder may have written it since we read it (a game
        recorded there must survive a language switch here). A file that cannot be read now
        is not written over; a deleted one stays deleted."""
        self.get(profile_id)
        path = self._path(profile_id)
        try:
            profile = Profile.from_dict(read_json_object(path, ProfileError), path.name)
        except UserFileError as exc:
            if not path.exists():
                del self._profiles[profile_id]
                raise ProfileError("profiles.error.missing", {"id": profile_id}) from exc
            raise
        if profile.id != profile_id:
            raise ProfileError("profiles.error.bad_field", {"file": path.name, "field": "id"})
        self._profiles[profile_id] = profile
        return profile

    def _names_except(self, profile_id: str | None) -> list[str]:
        return [p.name for p in self._profiles.values() if p.id != profile_id]

    def _path(self, profile_id: str) -> Path:
        return self.folder / f"{profile_id}.json"

    def _check_writable(self, path: Path) -> None:
        """Nothing is changed while another copy owns the folder, nor through a profiles
        folder that is a link to somewhere outside the data folder."""
        if self.read_only:
            raise ProfileError("profiles.error.other_copy", {"file": path.name})
        if not lies_inside(path, self.root):
            raise ProfileError("profiles.error.outside_data",
                               {"file": path.name, "folder": str(self.folder)})

    def _write(self, profile: Profile) -> Profile:
        path = self._path(profile.id)
        self._check_writable(path)
        try:
            write_json_atomic(path, profile.to_dict())
        except OSError as exc:
            raise write_error(exc, ProfileError, path.name) from exc
        self._profiles[profile.id] = profile
        return profile

    def _now(self) -> str:
        return self._clock().astimezone(UTC).isoformat(timespec="microseconds")


def final_places(state: Any) -> list[int]:
    """Each seat's place at the end, 1 first, as the result screen ranks them: the rules' own
    order where they break every tie (`ranking()`, the property games), else by score with
    equal scores sharing a place."""
    ranking = getattr(state, "ranking", None)
    if callable(ranking):
        order = ranking()
        return [order.index(seat) + 1 for seat in range(len(order))]
    scores = state.scores()
    return [1 + sum(other > score for other in scores) for score in scores]


def _upgrade(data: dict[str, Any], file: str) -> dict[str, Any]:
    """Run the migration chain from the file's version up to PROFILE_VERSION."""
    version = data.get("version")
    _require(_is_int(version) and version >= 1, file, "version")
    if version > PROFILE_VERSION:
        raise ProfileError(
            "profiles.error.future_version",
            {"file": file, "version": version, "supported": PROFILE_VERSION},
        )
    while version < PROFILE_VERSION:
        data = {**MIGRATIONS[version](data), "version": version + 1}
        version += 1
    return data


def _replace(profile: Profile, **changes: Any) -> Profile:
    """A changed copy, so a failed write leaves the profile in memory as it was on disk."""
    return dataclasses.replace(profile, **changes)


def _is_playable_name(name: str) -> bool:
    """A hand-edited file must hold a name the game could have written: within the name rules
    and encodable, so every later write of the profile succeeds."""
    try:
        name.encode("utf-8")
        validate_name(name)
    except (UnicodeEncodeError, NameRefused):
        return False
    return True


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_score(value: Any) -> bool:
    """Sums a real record can reach: a hand-edited 10**400 made the average overflow."""
    return _is_int(value) and abs(value) <= MAX_SCORE


def _is_count(value: Any) -> bool:
    return _is_int(value) and value >= 0


def _require(ok: Any, file: str, field_name: str) -> None:
    if not ok:
        raise ProfileError("profiles.error.bad_field", {"file": file, "field": field_name})
