"""The chance of each seat to finish first, from a position alone: Hard's rollout leaf.

The game is won by finishing first (the highest net worth at the round cap or when time is
up, or the last seat standing), not by a share of the wealth. A share of all standings is
risk-neutral: it likes +50 to every seat alike and cannot see that a seat second by 10 with
three rounds left needs variance, or that a safe lead should be kept. This leaf turns each
seat's expected net worth at the horizon and the spread of its rents over the rounds really
left into the chance that the seat ends highest.

- Mean: the seat's standing over the rounds left (`value.standing`: cash, net worth, income
  over the horizon) less the rent it is expected to pay the others meanwhile (each rival's
  income over the horizon comes from the seats it faces, a share each).
- Spread: the rents of one round are a sum of rare landings, so their variance is about the
  landings times the rent squared (rent in and rent out, taxes included); over the rounds left
  it grows with their number, and it is nought once time is up.
- The chance: the seat beats each rival with the normal probability of their difference
  (Gaussian pairwise), the product over the rivals, the chances of all seats scaled to sum
  to one.
Pure and cheap: one pass over the board per seat. Nothing in it reads a hidden card or a
rival's policy; it sees what the position shows.
"""

from __future__ import annotations

import math

from game.property.bot import value
from game.property.bot.policy import NORMAL
from game.property.rules.ending import net_worths
from game.property.rules.queries import rent_now
from game.property.rules.rulesets import TAX

#: The spread never falls below this share of the seats' mean net worth: a standing is a
#: rough mean, so two seats a coin apart are a toss-up, not a certainty.
SPREAD_FLOOR = 0.02


def round_variance(s, seat: int) -> float:
    """The variance of one round's rent flow of ``seat``: every rival's turn may land on its
    places (rent in), its own turn on a rival's place or a tax (rent out); landings are rare,
    so each place adds its landings per turn times its rent squared."""
    table = value.ept(s)
    rs = s.rs
    rivals = len(value.rivals(s, seat))
    inward = outward = 0.0
    for p in range(rs.n_spaces):
        owner = s.owner[p]
        if rs.kind[p] == TAX:
            outward += table[p] * rs.amount[p] ** 2
        elif owner == seat:
            inward += table[p] * rent_now(s, p) ** 2
        elif owner >= 0 and s.alive[owner]:
            outward += table[p] * rent_now(s, p) ** 2
    return inward * rivals + outward


def finish_chances(s) -> list[float]:
    """Each seat's chance to finish first: at the end the real result (a shared win split),
    elsewhere the Gaussian pairwise chance of ending highest over the rounds really left."""
    if s.is_terminal():
        return [float(x) for x in s.returns()]
    n = s.n
    alive = [q for q in range(n) if s.alive[q]]
    if len(alive) == 1:
        return [1.0 if q == alive[0] else 0.0 for q in range(n)]
    horizon = value.rounds_left(s, NORMAL.horizon)
    worths = net_worths(s)
    standing = [value.standing(s, q, horizon) if s.alive[q] else 0.0 for q in range(n)]
    gain = [standing[q] - worths[q] if s.alive[q] else 0.0 for q in range(n)]
    mean = [0.0] * n
    for q in alive:
        paid = sum(gain[r] / (len(alive) - 1) for r in alive if r != q)
        mean[q] = standing[q] - paid
    rounds = 0 if s.time_up else horizon
    var = [rounds * round_variance(s, q) if s.alive[q] else 0.0 for q in range(n)]
    floor = (SPREAD_FLOOR * max(1.0, sum(max(0, worths[q]) for q in alive) / len(alive))) ** 2
    chances = [0.0] * n
    for q in alive:
        p = 1.0
        for r in alive:
            if r != q:
                sd = math.sqrt(var[q] + var[r] + floor)
                p *= 0.5 * (1.0 + math.erf((mean[q] - mean[r]) / (sd * math.sqrt(2.0))))
        chances[q] = p
    total = sum(chances)
    if total <= 0.0:
        return [1.0 / len(alive) if s.alive[q] else 0.0 for q in range(n)]
    return [c / total for c in chances]

