"""Facts that hold in every reachable state, checked by the random-game tests and the fuzz
tool. ``check`` raises AssertionError naming the broken invariant; ``play_checked`` follows a
whole random game and also checks that scores change only at scorings and Unicorns.
"""

from __future__ import annotations

import random
from collections import Counter

from game.speedtycoon.rules import geometry
from game.speedtycoon.rules.data import (
    BLITZ_BUILDING_IDS,
    BUILDING_IDS,
    M_BLITZ,
    M_EXCHANGE,
    M_LOANS,
    M_ZONES,
    MAX_LOANS,
    MAX_TURNS,
    NUM_BRANCHES,
    SPECIAL_FIRST,
    TILE_BRANCH,
    ZONE_IDS,
    money_cards,
)
from game.speedtycoon.rules.events import ScoringDone, UnicornWon
from game.speedtycoon.rules.phases import OVER
from game.speedtycoon.rules.setup import new_game
from game.speedtycoon.rules.state import State


def _expect(ok: bool, name: str, detail: str = "") -> None:
    if not ok:
        raise AssertionError(f"invariant {name} broken{': ' + detail if detail else ''}")


def check(s) -> None:
    """Conservation of tiles and money cards, B1-B5 in every empire, token bounds, a legal
    move before the end, clone equality."""
    n = s.n
    # tiles: every building (54 or 36) and zone in exactly one place
    tiles = list(BLITZ_BUILDING_IDS if s.mods & M_BLITZ else BUILDING_IDS)
    if s.mods & M_ZONES:
        tiles += ZONE_IDS
    where = list(s.bag) + [t for t in s.market if t >= 0] + list(s.tray) + list(s.fund)
    where += [t for t in s.lobby_slot if t >= 0]
    for p in range(n):
        where += s.planning[p] + s.handout[p] + [t for t in s.emp[p].values() if t]
    counts = Counter(where)
    if not (sorted(counts) == sorted(tiles) and max(counts.values()) == 1):
        _expect(False, "tile conservation", f"{sorted(set(tiles) ^ set(counts))} / "
                f"{[t for t, k in counts.items() if k > 1]}")
    _expect(all(TILE_BRANCH[t] >= 0 for t in s.fund), "the fund holds no zones")
    # money: every card of the deck in exactly one pile
    cards = money_cards(n, bool(s.mods & M_EXCHANGE))
    held = [c for c in s.deck if c < SPECIAL_FIRST] + s.discard + s.display
    for h in s.hands:
        held += h
    _expect(sorted(held) == sorted(cards), "money conservation",
            f"{len(held)} cards held of {len(cards)}")
    specials = [c for c in s.deck if c >= SPECIAL_FIRST]
    _expect(sorted(specials) == sorted(s.bands[0::3]), "special cards match their bands")
    _expect(not set(specials) & set(s.revealed), "a revealed special card is gone")
    # empires: the HQ at the origin, B3, B4 (walking), B5, counts per branch
    for p in range(n):
        emp = s.emp[p]
        _expect(emp.get(geometry.ORIGIN) == 0, "HQ at (0,0)", f"seat {p}")
        _expect(geometry.sides_match(emp), "B3 matching sides", f"seat {p}")
        _expect(geometry.reachable(emp, s.tun[p]) == len(emp), "B4 on foot from the HQ",
                f"seat {p}")
        _expect(not geometry.has_hole(emp), "B5 no hole", f"seat {p}")
        bc = [0] * NUM_BRANCHES
        for t in emp.values():
            if TILE_BRANCH[t] >= 0:
                bc[TILE_BRANCH[t]] += 1
        _expect(bc == s.bc[p * NUM_BRANCHES:(p + 1) * NUM_BRANCHES], "branch counts",
                f"seat {p}")
        _expect(s.tunnels[p] + len(s.tun[p]) == 2, "tunnels conserved", f"seat {p}")
        for j in s.tun[p]:
            a, b = geometry.joint_cells(j)
            _expect(a in emp and b in emp, "a tunnel lies between two buildings", f"seat {p}")
        _expect(0 <= s.tips[p] <= 2, "insider tips 0..2", f"seat {p}")
        _expect(0 <= s.loans[p] <= MAX_LOANS and (s.loans[p] == 0 or s.mods & M_LOANS),
                "open loans 0..2", f"seat {p}")
        _expect(0 <= s.lobby_rest[p] <= 3, "Lobbyist counter 0..3", f"seat {p}")
    _expect(len(s.display) <= 4, "display holds at most 4 cards")
    _expect(s.turn_no <= MAX_TURNS + 1, "turn cap")
    if s.phase != OVER:
        _expect(bool(s.legal_actions()), "a legal action before the end")
        _expect(s.current_player is not None, "someone is asked before the end")
    _expect(s.clone() == s, "clone equals the original")


def play_checked(seed: int, num_players: int, options: dict | None = None,
                 every: int = 1, snapshot_every: int = 0) -> object:
    """Play one game by uniformly random legal moves, checking the invariants every
    ``every`` steps (and the snapshot round trip every ``snapshot_every``); returns the
    final state."""
    rng = random.Random(seed)
    s = new_game(num_players, seed, options)
    check(s)
    step = 0
    while not s.is_terminal():
        acts = s.legal_actions()
        before = s.score[:]
        events = s.apply(acts[int(rng.random() * len(acts))])
        step += 1
        if s.score != before:
            gained = [0] * num_players
            for e in events:
                if isinstance(e, ScoringDone):
                    gained = [g + t for g, t in zip(gained, e.totals, strict=True)]
                elif isinstance(e, UnicornWon):
                    gained[e.seat] += e.points
            _expect([b + g for b, g in zip(before, gained, strict=True)] == s.score,
                    "scores change only at scorings and Unicorns")
        if every and step % every == 0:
            check(s)
        if snapshot_every and step % snapshot_every == 0:
            _expect(State.from_dict(s.to_dict()) == s, "snapshot round trip")
    check(s)
    _expect(len(s.winners()) >= 1 and abs(sum(s.returns()) - 1) < 1e-9, "returns sum to 1")
    return s
