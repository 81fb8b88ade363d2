"""Where tokens land: an exact Markov chain over the board (design §6.12, §7), and a Monte
Carlo walker with the §6.12 test hooks that checks it.

The chain's states are the moments before a roll: free on a space after 0, 1 or 2 doubles
this turn, or in jail after 0, 1 or 2 failed tries. One step is one roll: two dice, three
doubles to jail, the landing's card moves (drawn with replacement: every card of the deck
equally likely, a move lands normally and may draw again, D37), the go-to-jail space, and the
jail policy: "short" pays at once and rolls as a free token; "long" rolls for doubles and pays
only at the third failure (§4.7). The table answers: the share of rolls ending on each space,
in jail, rolls per turn, and the expected landings per turn (what the AI multiplies by rent).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from game.core.rng import below, seed_state
from game.property.rules.rulesets import (
    CARDS,
    GO_TO_JAIL,
    RULESETS,
    Ruleset,
)

JAIL = -1          # the "in jail" end of a roll
POLICIES = ("short", "long")
_DICE = [(a, b) for a in range(1, 7) for b in range(1, 7)]


@dataclass(frozen=True)
class LandingTable:
    ruleset: str
    policy: str
    per_roll: tuple[float, ...]     # share of rolls ending on each space (sums with in_jail to 1)
    in_jail: float                  # share of rolls ending in jail (sent there or a failed try)
    rolls_per_turn: float
    jail_turns: float               # share of turns that start in jail

    @property
    def per_turn(self) -> tuple[float, ...]:
        """Expected landings on each space per turn of one token (EPT, §7)."""
        return tuple(x * self.rolls_per_turn for x in self.per_roll)


def landing_outcomes(rs: Ruleset, pos: int, depth: int = 0) -> list[tuple[float, int]]:
    """Where a token arriving on ``pos`` ends up, with probabilities (card moves resolved;
    a chain of more than 8 card moves, which no board of ours has, is cut where it stands)."""
    kind = rs.kind[pos]
    if kind == GO_TO_JAIL:
        return [(1.0, JAIL)]
    if kind != CARDS or depth > 8:
        return [(1.0, pos)]
    deck = rs.decks[rs.deck_at[pos]]
    share = 1.0 / len(deck.effects)
    out: dict[int, float] = {}
    for effect in deck.effects:
        target = rs.card_target(effect, pos)
        ends = [(1.0, pos)] if target is None else (
            [(1.0, JAIL)] if target == JAIL else landing_outcomes(rs, target, depth + 1))
        for pr, end in ends:
            out[end] = out.get(end, 0.0) + share * pr
    return [(pr, end) for end, pr in out.items()]


def _chain(rs: Ruleset, policy: str):
    """Rows of the per-roll chain: for each state, [(next state, prob, end)]."""
    n = rs.n_spaces
    jail_base = 3 * n
    land = [landing_outcomes(rs, q) for q in range(n)]
    rows = []

    def after(end: int, doubles_count: int | None) -> int:
        if end == JAIL:
            return jail_base
        return end * 3 + (doubles_count or 0)

    for state in range(3 * n + 3):
        row: dict[tuple[int, int], float] = {}

        def add(nxt: int, pr: float, end: int, row=row) -> None:
            row[(nxt, end)] = row.get((nxt, end), 0.0) + pr

        if state < jail_base or policy == "short":
            if state < jail_base:
                p, d = divmod(state, 3)
            else:
                p, d = rs.jail_space, 0      # short stay: pay at once, roll as a free token
            for a, b in _DICE:
                if a == b and d == 2:
                    add(jail_base, 1 / 36, JAIL)
                    continue
                for pr, end in land[(p + a + b) % n]:
                    add(after(end, d + 1 if a == b else 0), pr / 36, end)
        else:
            tries = state - jail_base
            for a, b in _DICE:
                if a != b and tries < 2:
                    add(jail_base + tries + 1, 1 / 36, JAIL)
                    continue
                for pr, end in land[(rs.jail_space + a + b) % n]:
                    add(after(end, 0), pr / 36, end)   # no extra roll after leaving
        rows.append([(nxt, pr, end) for (nxt, end), pr in row.items()])
    return rows


@lru_cache(maxsize=8)
def landing_table(ruleset_id: str, policy: str = "long") -> LandingTable:
    """The stationary landing shares for a ruleset and jail policy (cached; well under 0.3 s)."""
    if policy not in POLICIES:
        raise ValueError(f"policy must be one of {POLICIES}, got {policy!r}")
    rs = RULESETS[ruleset_id]
    n = rs.n_spaces
    rows = _chain(rs, policy)
    size = len(rows)
    pi = [1.0 / size] * size
    edges = [(i, nxt, pr) for i, row in enumerate(rows) for nxt, pr, _ in row]
    for _ in range(2000):
        new = [0.0] * size
        for i, nxt, pr in edges:
            new[nxt] += pi[i] * pr
        delta = max(abs(x - y) for x, y in zip(new, pi, strict=True))
        pi = new
        if delta < 1e-13:
            break
    ends = [0.0] * n
    jailed = 0.0
    for i, row in enumerate(rows):
        for _, pr, end in row:
            if end == JAIL:
                jailed += pi[i] * pr
            else:
                ends[end] += pi[i] * pr
    turn_starts = sum(pi[p * 3] for p in range(n)) + sum(pi[3 * n:])
    return LandingTable(ruleset_id, policy, tuple(ends), jailed, 1.0 / turn_starts,
                        sum(pi[3 * n:]) / turn_starts)


def simulate(ruleset_id: str, turns: int, policy: str, seed: int) -> tuple[list[int], int, int]:
    """The §6.12 test hooks: one token, dice from the game's generator, cards drawn with
    replacement, passes without effect, nothing bought, no money. Returns the count of rolls
    ending on each space, the rolls ending in jail, and all rolls."""
    rs = RULESETS[ruleset_id]
    n = rs.n_spaces
    jail_space = rs.jail_space
    decks = [d.effects for d in rs.decks]
    kind, deck_at = rs.kind, rs.deck_at
    counts = [0] * n
    jailed = rolls = 0
    state = seed_state(seed)
    pos, tries = 0, -1            # tries -1 = free

    def land(p: int) -> int:
        nonlocal state
        while True:
            k = kind[p]
            if k == GO_TO_JAIL:
                return JAIL
            if k != CARDS:
                return p
            effects = decks[deck_at[p]]
            state, c = below(state, len(effects))
            target = rs.card_target(effects[c], p)
            if target is None:
                return p
            if target == JAIL:
                return JAIL
            p = target

    for _ in range(turns):
        doubles = 0
        while True:
            state, r = below(state, 36)       # both dice at once: the same 36 outcomes
            a, b = divmod(r, 6)
            rolls += 1
            if tries >= 0 and policy == "long":
                if a != b and tries < 2:
                    tries += 1
                    jailed += 1
                    break
                tries = -1
                end = land((jail_space + a + b + 2) % n)
                again = False
            else:
                if tries >= 0:
                    tries, pos = -1, jail_space           # short stay: pay at once
                if a == b:
                    doubles += 1
                    if doubles == 3:
                        end = JAIL
                        again = False
                    else:
                        end = land((pos + a + b + 2) % n)
                        again = True
                else:
                    end = land((pos + a + b + 2) % n)
                    again = False
            if end == JAIL:
                jailed += 1
                tries, pos = 0, jail_space
                break
            pos = end
            counts[end] += 1
            if not again:
                break
    return counts, jailed, rolls
