"""How a Normal answers the offers a person typically makes (docs/property-screens.md,
"Counters to a person"): in three-seat games of Normals (Kraken Bay and «Менеджер», seeds
1-3, round cap 40), at every third round's end of seat 0's turn, seat 0 offers each rival
1, 1.5 and 2.5 times the price of each of its places and asks 1.5 and 3 times the price of
each own place; each offer is answered on a copy. Prints (offer kind, answer, reason) counts.

    .venv/bin/python tools/counter_census.py
"""

from __future__ import annotations

import collections
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.property.bot import value  # noqa: E402
from game.property.bot.levels import choose  # noqa: E402
from game.property.bot.policy import NORMAL, act  # noqa: E402
from game.property.rules import new_game  # noqa: E402
from game.property.rules.actions import ACCEPT, REJECT, Offer, Terms  # noqa: E402
from game.property.rules.phases import POST_ROLL  # noqa: E402


def offers(s) -> list[tuple[str, int, Terms]]:
    """Seat 0's typical offers now: (kind, addressee, terms)."""
    rs, out = s.rs, []
    for p in rs.ownable:
        o = s.owner[p]
        if o > 0 and s.alive[o]:
            kind = "buy_set" if value.completes_set(s, p, 0) else "buy"
            out += [(f"{kind} x{k}", o, Terms((), int(rs.price[p] * k) // 10 * 10, 0, (p,), 0, 0))
                    for k in (1.0, 1.5, 2.5)]
        elif o == 0:
            for q in (1, 2):
                if s.alive[q]:
                    kind = "sell_set" if value.completes_set(s, p, q) else "sell"
                    out += [(f"{kind} x{k}", q,
                             Terms((p,), 0, 0, (), int(rs.price[p] * k) // 10 * 10, 0))
                            for k in (1.5, 3.0)]
    return out


def main() -> None:
    tally: collections.Counter = collections.Counter()
    for ruleset in ("kraken_bay", "menedzher"):
        for seed in (1, 2, 3):
            s = new_game(3, seed, {"ruleset": ruleset, "round_cap": 40})
            k = 0
            while not s.is_terminal():
                seat = s.current_player
                if seat == 0 and s.phase == POST_ROLL and s.tr_terms is None \
                        and s.round % 3 == 0 and not s.in_debt:
                    for kind, to, terms in offers(s):
                        c = s.clone()
                        c.tr_opened[0], c._legal = 0, None
                        if not c.is_legal(Offer(to, terms)):
                            continue
                        c.apply(Offer(to, terms))
                        answer, reason = act(c, to, NORMAL)
                        said = {ACCEPT: "accept", REJECT: "reject"}.get(answer, "counter")
                        tally[(kind, said, reason[0].rsplit(".", 1)[-1])] += 1
                s.apply(choose(s, seat, "normal", None, seed * 1000 + k).action)
                k += 1
    for key in sorted(tally):
        print(*key, tally[key])


if __name__ == "__main__":
    main()
