"""Set-ups for the worked scenarios of design §6: a game with chosen holdings and a chosen
top card. Every set-up keeps the bank ledger and the supply balanced, so the invariants hold in
the scenarios too (dice come from the ``dice`` fixture in conftest.py)."""

from __future__ import annotations

from game.property.rules import invariants
from game.property.rules.actions import parse_action
from game.property.rules.state import new_game


class Table:
    """A game arranged for a scenario: seat 0 (A) to move, at the start of its turn."""

    def __init__(self, ruleset: str = "kraken_bay", players: int = 2, **options):
        self.s = new_game(players, 7, {"ruleset": ruleset, **options})
        s = self.s
        s.first = s.turn = 0
        self.events: list = []

    def cash(self, seat: int, amount: int) -> Table:
        s = self.s
        s.bank -= amount - s.cash[seat]
        s.cash[seat] = amount
        s._legal = None
        return self

    def own(self, seat: int, *spaces: int, mortgaged: tuple[int, ...] = ()) -> Table:
        for p in spaces:
            self.s.owner[p] = seat
            self.s.mort[p] = p in mortgaged
        self.s._legal = self.s._owned = None
        return self

    def levels(self, **by_space) -> Table:
        s = self.s
        top = s.rs.top_level
        for key, lv in by_space.items():
            p = int(key.lstrip("p"))
            old = s.level[p]
            s.supply[0] += (old if old < top else 0) - (lv if lv < top else 0)
            s.supply[1] += (old == top) - (lv == top)
            s.level[p] = lv
        s._legal = None
        return self

    def at(self, seat: int, space: int) -> Table:
        self.s.pos[seat] = space
        return self

    def top_card(self, card: str) -> Table:
        s = self.s
        for d, deck in enumerate(s.rs.decks):
            if card in deck.cards:
                c = deck.cards.index(card)
                s.decks[d].remove(c)
                s.decks[d].insert(0, c)
                s.seen[d] = 0
        return self

    def do(self, *texts: str) -> list:
        out = []
        for text in texts:
            ev = self.s.apply(parse_action(text))
            invariants.check(self.s)
            out.extend(ev)
        self.events.extend(out)
        return out

    def legal(self) -> list[str]:
        return [str(a) for a in self.s.legal_actions()]
