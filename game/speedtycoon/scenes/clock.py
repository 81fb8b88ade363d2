"""The think time (design §4.7, D45, D46): a person's whole turn is timed; after it comes a
10 s grace with a visible countdown, then the computer plays the rest of that turn for them.
The Lobbyist window (D46) passes for the person when its time is up, in every clock mode ("ohne"
too), so an opponent's turn never stalls. The rules only ask a seat that can afford something;
the scene owns the wait: a person who does nothing is held LOBBY_IDLE seconds only (a play-test
saw a new player wait some 20 s a round on windows they never used), a person who has picked
something in the market or hand gets LOBBY_WINDOW to finish the purchase."""

from __future__ import annotations

from dataclasses import dataclass

GRACE = 10.0
LOBBY_IDLE = 5.0
LOBBY_WINDOW = 15.0


@dataclass
class TurnClock:
    seat: int
    turn_no: int
    think: float
    elapsed: float = 0.0

    @property
    def in_grace(self) -> bool:
        return self.think <= self.elapsed < self.think + GRACE

    @property
    def expired(self) -> bool:
        return self.elapsed >= self.think + GRACE

    @property
    def left(self) -> float:
        """Seconds on the face: the think time first, then the grace."""
        if self.elapsed < self.think:
            return self.think - self.elapsed
        return max(0.0, self.think + GRACE - self.elapsed)


@dataclass
class LobbyWindow:
    seat: int
    turn_no: int
    elapsed: float = 0.0
    engaged: bool = False  # the person picked something: the purchase gets its full time

    @property
    def length(self) -> float:
        return LOBBY_WINDOW if self.engaged else LOBBY_IDLE

    @property
    def left(self) -> float:
        return max(0.0, self.length - self.elapsed)

    @property
    def over(self) -> bool:
        return self.elapsed >= self.length


def face(seconds: float) -> str:
    """1:05, 0:09 — whole seconds, rounded up so 0:00 shows only at the end."""
    whole = int(seconds + 0.999)
    return f"{whole // 60}:{whole % 60:02d}"
