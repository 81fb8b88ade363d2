"""What a new game is made of: which game, the seed, who sits where, and the chosen options.

The new-game screen fills one in, a profile remembers the last one, a save starts with one, and
the board builds its state from one; so it is plain data with a strict JSON form, for every game
of the collection.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from game.core.validate import is_showable_name

SEAT_KINDS = ("human", "computer")
MAX_SEAT_NAME = 24
"""A seat is named after a profile (at most 24) or typed on the new-game screen (20)."""
OPTION_TYPES = (bool, int, float, str)


class SetupInvalid(ValueError):
    """A setup dict that does not describe a game; `field` names the first bad field."""

    def __init__(self, field_name: str) -> None:
        self.field = field_name
        super().__init__(field_name)


@dataclass(frozen=True)
class Seat:
    """One player: a person at this computer or the computer at a level (`level` is None for
    people)."""

    kind: str
    name: str
    colour: str
    level: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "name": self.name, "colour": self.colour, "level": self.level}

    @classmethod
    def from_dict(cls, data: Any, where: str) -> Seat:
        if not isinstance(data, Mapping):
            raise SetupInvalid(where)
        _exact_fields(data, ("kind", "name", "colour", "level"), where)
        kind, name, colour, level = data["kind"], data["name"], data["colour"], data["level"]
        if kind not in SEAT_KINDS:
            raise SetupInvalid(f"{where}/kind")
        if not is_showable_name(name, MAX_SEAT_NAME):
            raise SetupInvalid(f"{where}/name")
        if not isinstance(colour, str) or not colour:
            raise SetupInvalid(f"{where}/colour")
        if kind == "computer" and not (isinstance(level, str) and level):
            raise SetupInvalid(f"{where}/level")
        if kind == "human" and level is not None:
            raise SetupInvalid(f"{where}/level")
        return cls(kind=kind, name=name, colour=colour, level=level)


@dataclass(frozen=True)
class GameSetup:
    game: str
    seed: int
    seats: tuple[Seat, ...]
    options: Mapping[str, Any] = field(default_factory=dict)

    @property
    def num_players(self) -> int:
        return len(self.seats)

    @property
    def computer_levels(self) -> list[str]:
        """The levels of the computer opponents, for the per-level record."""
        return [seat.level for seat in self.seats if seat.kind == "computer" and seat.level]

    @property
    def profile_seat(self) -> int | None:
        """The playing profile's seat: the first person's, the one the new-game screen names
        after the profile. Its result and its hints go into the profile's record; another
        person at the same screen (a hot-seat friend) has no record here. None: no person."""
        return next((i for i, seat in enumerate(self.seats) if seat.kind == "human"), None)

    def to_dict(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "seed": self.seed,
            "seats": [seat.to_dict() for seat in self.seats],
            "options": dict(self.options),
        }

    @classmethod
    def from_dict(cls, data: Any) -> GameSetup:
        """Build a setup from its JSON form, raising SetupInvalid on anything unexpected."""
        if not isinstance(data, Mapping):
            raise SetupInvalid("setup")
        _exact_fields(data, ("game", "seed", "seats", "options"), "setup")
        game, seed, seats, options = data["game"], data["seed"], data["seats"], data["options"]
        if not isinstance(game, str) or not game:
            raise SetupInvalid("setup/game")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise SetupInvalid("setup/seed")
        if not isinstance(seats, list) or not seats:
            raise SetupInvalid("setup/seats")
        if not isinstance(options, Mapping):
            raise SetupInvalid("setup/options")
        for key, value in options.items():
            if not isinstance(value, OPTION_TYPES):
                raise SetupInvalid(f"setup/options/{key}")
        return cls(
            game=game,
            seed=seed,
            seats=tuple(Seat.from_dict(seat, f"setup/seats/{i}") for i, seat in enumerate(seats)),
            options=dict(options),
        )


def _exact_fields(data: Mapping[str, Any], names: tuple[str, ...], where: str) -> None:
    for name in data:
        if name not in names:
            raise SetupInvalid(f"{where}/{name}")
    for name in names:
        if name not in data:
            raise SetupInvalid(f"{where}/{name}")
