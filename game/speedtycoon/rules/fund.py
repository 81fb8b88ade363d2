"""Two players: the state fund's draws from the bag (§2.12, D28, D30)."""

from __future__ import annotations

from game.core.rng import shuffle
from game.speedtycoon.rules.data import (
    FUND_DRAW,
    FUND_DRAW_BLITZ,
    M_BLITZ,
    STARTUP,
    TILE_BRANCH,
)
from game.speedtycoon.rules.events import FundDrew


def draw(s, count: int, events: list) -> None:
    """The fund takes ``count`` branch buildings from the (shuffled) bag, all if fewer are
    left; zones met on the way go back and the bag is reshuffled (D28)."""
    got = []
    skipped = []
    bag = s.bag
    while len(got) < count and bag:
        t = bag.pop()
        (got if TILE_BRANCH[t] >= 0 else skipped).append(t)
    if skipped:
        bag.extend(skipped)
        s.rng = shuffle(bag, s.rng)
    s.fund.extend(got)
    events.append(FundDrew(tuple(got)))


def setup_count(s) -> int:
    return FUND_DRAW_BLITZ if s.mods & M_BLITZ else FUND_DRAW


def draw_after(s, scoring: int, events: list) -> None:
    """After the Startup: 6 (Blitz 4) more; after VC: a third of the branch buildings left."""
    if scoring == STARTUP:
        count = setup_count(s)
    else:
        count = sum(1 for t in s.bag if TILE_BRANCH[t] >= 0) // 3
    draw(s, count, events)
