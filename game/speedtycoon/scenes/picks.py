"""What the person's picks on the table mean as the rules' actions.

The table lights up and enables only what these find in `legal_actions()`: selected display
cards become a TakeMoney, a market place with its payment a Buy (or LobbyBuy), a tile waiting
to be placed plus a cell a Place / BuildFromPlanning / Swap, and so on. Nothing here decides a
rule; a pick that is no legal action is simply None.
"""

from __future__ import annotations

from game.speedtycoon.rules import actions as act
from game.speedtycoon.rules import payments
from game.speedtycoon.rules.data import CARD_KIND, CARD_VALUE, PLACE_SHORT, SPECIAL_FIRST
from game.speedtycoon.view.table_view import Marks


def chosen_kinds(display: list[int], chosen: set[int]) -> tuple[str, ...]:
    """The selected display cards' kinds, in the rules' order."""
    return payments.canonical(CARD_KIND[display[i]] for i in sorted(chosen)
                              if i < len(display))


def chosen_value(display: list[int], chosen: set[int]) -> int:
    """What the selected money cards are worth together (the take limit's sum)."""
    return sum(CARD_VALUE[display[i]] for i in chosen
               if i < len(display) and display[i] < SPECIAL_FIRST)


def meant_take(display: list[int], chosen: set[int]):
    """The take the person means by the selection, legal or not (for the rules' why_not)."""
    kinds = chosen_kinds(display, chosen)
    return act.TakeMoney(kinds) if kinds else None


def take_action(legal: list, display: list[int], chosen: set[int]):
    """The selected display cards as a take (a tip only when the plain take is not legal)."""
    if not chosen:
        return None
    kinds = chosen_kinds(display, chosen)
    for tip in (False, True):
        try:
            wanted = act.TakeMoney(kinds, tip)
        except ValueError:
            return None
        if wanted in legal:
            return wanted
    return None


def buy_action(legal: list, marks: Marks):
    if marks.place is None or not marks.payment:
        return None
    for cls in (act.Buy, act.LobbyBuy):
        wanted = cls(PLACE_SHORT[marks.place], payments.canonical(marks.payment))
        if wanted in legal:
            return wanted
    return None


def repay_action(legal: list, marks: Marks):
    """The depot cards picked with no market place chosen, as a loan repayment (D42)."""
    if marks.place is not None or not marks.payment:
        return None
    wanted = act.RepayLoan(payments.canonical(marks.payment))
    return wanted if wanted in legal else None


def tile_action(legal: list, marks: Marks, cls):
    if marks.tile is None:
        return None
    wanted = cls(marks.tile)
    return wanted if wanted in legal else None


def cell_action(legal: list, tile: int, x: int, y: int):
    for cls in (act.Place, act.BuildFromPlanning, act.Swap):
        wanted = cls(tile, x, y)
        if wanted in legal:
            return wanted
    return None


def demolish_action(legal: list, marks: Marks):
    if marks.building is None:
        return None
    wanted = act.Demolish(*marks.building)
    return wanted if wanted in legal else None


def first_of(legal: list, kinds):
    return next((a for a in legal if isinstance(a, kinds)), None)


def pending_tiles(legal: list) -> list[int]:
    """The tiles waiting to be placed now, in the rules' order."""
    return list(dict.fromkeys(a.tile for a in legal
                              if isinstance(a, act.Place | act.ToPlanning | act.ToFund)))


def toggle_card(payment: tuple[str, ...], kind: str, chosen: bool) -> tuple[str, ...]:
    """One card of `kind` out of the payment (when it was shown as chosen) or into it."""
    kinds = list(payment)
    if chosen and kind in kinds:
        kinds.remove(kind)
    else:
        kinds.append(kind)
    return payments.canonical(kinds)
