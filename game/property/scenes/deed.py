"""A space's card: the title deed with its rent at every level, and what it means for the
person looking ("you own 2 of 3 Lantern places; Anna owns the third"). Shown on hover and for
the selected place; every number comes from the ruleset and the rules' queries."""

from __future__ import annotations

from game.property.rules import queries
from game.property.rules.rulesets import (
    CARDS,
    FERRY,
    GO_TO_JAIL,
    JAIL,
    POWER,
    PROPERTY,
    START,
    TAX,
    WINNINGS,
)
from game.property.view import model
from game.ui.hover import Block, good, heading
from game.ui.palette import DIM_TEXT, GOLD

HEADER_LINES = 2


def deed_blocks(s, p: int, viewer: int | None, words) -> list[Block]:
    rs, b = model.ruleset(s), words.board
    kind = rs.kind[p]
    blocks = [heading(words.space(p))]
    if kind == PROPERTY:
        blocks.append(Block(words.set_name(rs.set_ids[rs.set_of[p]]), 12, DIM_TEXT))
    if kind not in (PROPERTY, FERRY, POWER):
        blocks.append(Block(_space_text(s, p, words), 13))
        return blocks
    blocks.append(Block(b("deed.price", price=rs.price[p]), 13, bold=True))
    blocks += _rents(s, p, words)
    blocks.append(Block(b("deed.mortgage", amount=rs.mortgage_value(p),
                          cost=rs.unmortgage_cost(p)), 12, DIM_TEXT))
    owner = model.owners(s)[p]
    if owner >= 0:
        blocks.append(Block(b("deed.owner", player=words.player(owner)), 13, GOLD, True))
        if model.mortgaged(s)[p]:
            blocks.append(Block(b("deed.mortgaged"), 13, (255, 140, 120), True))
        else:
            blocks.append(Block(b("deed.rent_now", amount=queries.rent_now(s, p)), 13,
                                bold=True))
    else:
        blocks.append(Block(b("deed.unowned"), 13, GOLD, True))
    if viewer is not None:
        meaning = _meaning(s, p, viewer, words)
        if meaning:
            blocks.append(good(meaning))
    return blocks


def _rents(s, p: int, words) -> list[Block]:
    rs, b = model.ruleset(s), words.board
    kind = rs.kind[p]
    if kind == FERRY:
        return [Block(f"{b('deed.ferries', count=k)}: {words.money(rs.rents[p][k])}", 12)
                for k in range(1, len(rs.rents[p]))]
    if kind == POWER:
        return [Block(b("deed.power", factor=m), 12) for m in rs.power_multipliers[1:]]
    rents = rs.rents[p]
    lines = [Block(f"{b('deed.base')}: {words.money(rents[0])} · "
                   f"{b('deed.set_bonus')}: {words.money(2 * rents[0])}", 12)]
    for level in range(1, rs.top_level):
        lines.append(Block(f"{words.game('small', count=level)}: {words.money(rents[level])}",
                           12))
    lines.append(Block(f"{words.game('big')}: {words.money(rents[rs.top_level])}", 12))
    lines.append(Block(b("deed.cost", amount=rs.build_cost[p]), 12, DIM_TEXT))
    return lines


def _meaning(s, p: int, viewer: int, words) -> str:
    """The set seen from the viewer: how many are theirs, who holds the rest."""
    rs, b = model.ruleset(s), words.board
    kind = rs.kind[p]
    members = (rs.sets[rs.set_of[p]] if kind == PROPERTY
               else tuple(q for q in range(rs.n_spaces) if rs.kind[q] == kind))
    mine = sum(1 for q in members if model.owners(s)[q] == viewer)
    if kind == PROPERTY:
        parts = [b("deed.set_mine", owned=mine, size=len(members),
                   set=words.set_name(rs.set_ids[rs.set_of[p]]))]
    else:   # the ferries, the power stations: no set name ("der Gruppe Gischt-Fähre")
        key = "deed.set_mine_ferry" if kind == FERRY else "deed.set_mine_power"
        parts = [b(key, owned=mine, size=len(members))]
    others: dict[int, int] = {}
    for q in members:
        if model.owners(s)[q] >= 0 and model.owners(s)[q] != viewer:
            others[model.owners(s)[q]] = others.get(model.owners(s)[q], 0) + 1
    for seat, count in sorted(others.items()):
        parts.append(b("deed.set_other", player=words.player(seat), count=count))
    free = sum(1 for q in members if model.owners(s)[q] < 0)
    if free:
        parts.append(b("deed.set_free", count=free))
    return " ".join(parts)


def _space_text(s, p: int, words) -> str:
    rs, b = model.ruleset(s), words.board
    kind = rs.kind[p]
    if kind == START:
        return b("deed.start", amount=rs.salary)
    if kind == TAX:
        return b("deed.tax", amount=rs.amount[p])
    if kind == WINNINGS:
        return b("deed.winnings", amount=rs.amount[p])
    if kind == CARDS:
        deck = rs.decks[rs.deck_at[p]].id
        return f"{words.game(f'deck.{deck}')}: {b('deed.cards')}"
    if kind == JAIL:
        return b("deed.jail", amount=rs.jail_fine)
    if kind == GO_TO_JAIL:
        return b("deed.go_to_jail", jail_to=words.game("jail_to"))
    return b("deed.rest")
