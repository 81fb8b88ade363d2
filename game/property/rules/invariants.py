"""Facts that hold in every reachable state, checked by the contract suite, the tests' random
games and the benchmark's fuzz mode. `check` raises AssertionError naming the broken invariant.
"""

from __future__ import annotations

from game.property.rules.events import money_deltas
from game.property.rules.phases import OVER

_OWNABLE: dict[str, frozenset[int]] = {}
_ALL_CARDS = {k: frozenset(range(k)) for k in range(1, 65)}


class InvariantError(AssertionError):
    """A broken invariant; the message starts with its name."""


def _fail(name: str, detail: str) -> None:
    raise InvariantError(f"{name}: {detail}")


def check(s) -> None:
    rs = s.rs
    n = s.n
    # money conserved against the bank ledger
    if sum(s.cash) + s.bank != n * rs.start_money:
        _fail("money_conserved", f"cash {s.cash} + bank {s.bank} != {n} x {rs.start_money}")
    # no negative cash (a debt waits in a DEBT phase instead, D3)
    for p in range(n):
        if s.cash[p] < 0:
            _fail("no_negative_cash", f"seat {p} has {s.cash[p]}")
    # building pieces conserved and within supply
    top = rs.top_level
    level, owner, mort = s.level, s.owner, s.mort
    big = level.count(top)
    small = sum(level) - big * top
    if small + s.supply[0] != rs.small_supply or not 0 <= s.supply[0] <= rs.small_supply:
        _fail("small_pieces_conserved", f"{small} on the board + {s.supply[0]} in supply")
    if big + s.supply[1] != rs.big_supply or not 0 <= s.supply[1] <= rs.big_supply:
        _fail("big_pieces_conserved", f"{big} on the board + {s.supply[1]} in supply")
    # even building, only on whole unmortgaged sets (a KB mortgage needs an unbuilt set)
    if small or big:
        for set_i, members in enumerate(rs.sets):
            levels = [level[q] for q in members]
            if max(levels) - min(levels) > 1:
                _fail("even_building", f"set {rs.set_ids[set_i]} levels {levels}")
            if max(levels):
                owners = {owner[q] for q in members}
                if len(owners) != 1 or -1 in owners:
                    _fail("buildings_on_whole_sets", f"set {rs.set_ids[set_i]} owners {owners}")
                if any(mort[q] for q in members):
                    _fail("no_mortgage_beside_buildings", f"set {rs.set_ids[set_i]}")
    # one owner per place, only ownable places owned, by seats still playing
    alive = s.alive
    ownable = _OWNABLE.get(rs.id) or _OWNABLE.setdefault(rs.id, frozenset(rs.ownable))
    for p in range(rs.n_spaces):
        o = owner[p]
        if o >= 0:
            if p not in ownable or not alive[o]:
                _fail("one_owner_per_place", f"space {p} owned by {o}")
        elif mort[p] or level[p]:
            _fail("bank_places_clean", f"space {p} unowned but mortgaged or built")
    if s._owned is not None:
        cached = s._owned
        s._owned = None
        fresh = s._holdings()
        if cached != fresh:
            _fail("owned_cache", f"{cached} != {fresh}")
    # every card is in exactly one place: its deck, its discard pile or a player's hand
    held = [t for h in s.held for t in h]
    for d, deck in enumerate(rs.decks):
        cards = s.decks[d] + s.discards[d] + [t % 64 for t in held if t // 64 == d]
        if len(cards) != len(deck.cards) or set(cards) != _ALL_CARDS[len(deck.cards)]:
            _fail("cards_conserved", f"deck {deck.id}: {sorted(cards)}")
        if not 0 <= s.seen[d] <= len(s.decks[d]):
            _fail("seen_cards", f"deck {deck.id}: seen {s.seen[d]} of {len(s.decks[d])}")
    # bankrupt seats hold nothing; the game goes on while two or more play
    for p in range(n):
        if not s.alive[p] and (s.cash[p] or s.held[p]):
            _fail("bankrupt_holds_nothing", f"seat {p}")
    if s.phase != OVER:
        if sum(s.alive) < 2:
            _fail("game_ends", "fewer than two seats play but the game is not over")
        if s.current_player is None or not s.alive[s.current_player]:
            _fail("current_player_plays", f"{s.current_player}")
        if not s.legal_actions():
            _fail("legal_moves_exist", repr(s))
    # a refused negotiation is remembered by the round it ended in, never one still to come,
    # and its terms only beside that round (a save from before the terms keeps the round alone)
    for k, r in enumerate(s.tr_refused):
        if not -1 <= r <= s.round or (r >= 0 and k // n == k % n):
            _fail("refusals_past", f"tr_refused[{k}] = {r} in round {s.round}")
        if r < 0 and s.tr_refused_terms[k]:
            _fail("refused_terms_have_round", f"tr_refused_terms[{k}] without a refusal")
    # at most one pending side decision at a time, and never a trade during an auction
    if s.tr_terms is not None and s.au_place >= 0:
        _fail("no_trade_in_auction", "an offer is open during an auction")


def check_step(before, after, events) -> None:
    """The events' money deltas match the cash change of the step (the event ledger)."""
    deltas = money_deltas(events, before.n)
    for p in range(before.n):
        if before.cash[p] + deltas[p] != after.cash[p]:
            _fail("events_ledger", f"seat {p}: {before.cash[p]} + {deltas[p]} != {after.cash[p]}")
