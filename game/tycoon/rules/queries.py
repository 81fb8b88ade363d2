"""Read-only questions the board and the info panels ask: where can this ticket go, what would
this build cost, why is this button disabled, what would payday pay now.

Nothing here changes a state. Reasons are (key, params) with keys under ``tycoon_board.why.*``
(listed in docs/rules-tycoon.md); the board's locale files translate them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.tycoon.rules import actions
from game.tycoon.rules.actions import Action
from game.tycoon.rules.board import (
    BUILD_LOTS,
    CHARTER,
    CITY_CLASS,
    CITY_IDS,
    FACTORY_PRICES,
    LOAN_DUE,
    LOAN_IDS,
    MAX_PLAYERS,
    NUM_LOANS,
    RUNWAY_PRICES,
    SESSIONS,
    TICKET_COST,
    TICKETS,
    city_index,
    ticket_index,
)
from game.tycoon.rules.events import PlayerPayday
from game.tycoon.rules.flights import DEST_TABLE, flight_path
from game.tycoon.rules.legal import factories_in_city, landing_runway
from game.tycoon.rules.loans import loans_in_stock
from game.tycoon.rules.payday import compute_income, loan_balance

if TYPE_CHECKING:
    from game.tycoon.rules.state import State

PLAY, LOANS, OVER = 0, 1, 2
Reason = tuple[str, dict]


def payday_preview(state: State) -> tuple[PlayerPayday, ...]:
    """Income per seat if payday happened now: exactly what the real payday will pay for the
    same board."""
    return compute_income(state)


def net_worth(state: State) -> list[int]:
    """Cash minus what every loan card would cost to repay now (the rulebook's settling up)."""
    return [state.money[p] - loan_balance(state, p) for p in range(state.n)]


def board_worth(state: State) -> list[int]:
    """Net worth with the board counted: what each seat would end with if every payday still
    to come paid what its hotels and factories pay now. They have no price of their own (only
    cash counts at the end), so this is what they are worth to their owner while the game goes
    on; a payday moves that money from the board into cash, so the figure does not jump on
    paydays, and it is the net worth once the last payday is paid."""
    left = SESSIONS - state.paydays
    income = compute_income(state)
    return [worth + income[p].total * left for p, worth in enumerate(net_worth(state))]


def loans_of(state: State, seat: int) -> list[tuple[str, bool, int]]:
    """(card id, extended?, amount due at the next payday) of every card ``seat`` holds."""
    return [(LOAN_IDS[k], bool(state.loan_ext[k]), LOAN_DUE[k][state.loan_ext[k]])
            for k in range(NUM_LOANS) if state.loan_owner[k] == seat]


def loan_stock(state: State) -> list[int]:
    """Loan amounts of which the bank still holds a card."""
    return loans_in_stock(state)


def fly_destinations(state: State, ticket_id: str) -> list[str]:
    """Cities the current player's plane can reach with this ticket from where it stands now
    (whether or not the ticket is in hand yet: the display uses it to preview a purchase)."""
    p = state.current
    t = ticket_index(ticket_id)
    return [CITY_IDS[c] for c in DEST_TABLE[state.mode][t][state.pos[p] + 1]]


def flight_route(state: State, ticket_id: str, city_id: str) -> list[str]:
    """Cities the plane would enter, in order, flying there with this ticket; [] if it can't."""
    p = state.current
    t = ticket_index(ticket_id)
    c = city_index(city_id)
    pos = state.pos[p]
    if c not in DEST_TABLE[state.mode][t][pos + 1]:
        return []
    path, _direct = flight_path(t, pos, c, state.mode)
    return [CITY_IDS[x] for x in path]


def build_cost(state: State, what: str, city_id: str | None = None) -> int | None:
    """Price of a 'hotel', 'factory' or 'renovate' for the current player in ``city_id``
    (default: where the plane stands), on the runway the plane has or would land on; None
    when there is nothing to pay for (no runway, no lot, no evicted hotel of theirs)."""
    p = state.current
    c = state.pos[p] if city_id is None else city_index(city_id)
    if c < 0:
        return None
    cls = CITY_CLASS[c]
    if what == "hotel":
        r = state.runway[p] if c == state.pos[p] else landing_runway(state, c)
        return RUNWAY_PRICES[cls][r - 1] if r and state.cend[c] < BUILD_LOTS else None
    if what == "factory":
        nf = factories_in_city(state, c)
        return FACTORY_PRICES[cls][nf] if nf < 2 else None
    if what == "renovate":
        has = state.evicted[c * MAX_PLAYERS + p] > 0 and state.cend[c] < BUILD_LOTS
        return 0 if has else None
    raise ValueError(f"unknown build {what!r}: use 'hotel', 'factory' or 'renovate'")


def why_not(state: State, action: object) -> Reason | None:
    """Why ``action`` is not legal now, as (key, params); None when it is legal."""
    if not isinstance(action, Action):
        return "tycoon_board.why.not_an_action", {}
    if state.is_legal(action):
        return None
    if state.phase == OVER:
        return "tycoon_board.why.game_over", {}
    p = state.current
    money = state.money[p]
    if state.phase == LOANS:
        return _why_not_payday(state, action, p, money)
    if isinstance(action, actions.Repay | actions.Extend):
        return "tycoon_board.why.not_payday", {}
    if money < 0 and not isinstance(action, actions.TakeLoan | actions.Pass):
        return "tycoon_board.why.must_borrow", {"money": money}
    if isinstance(action, actions.Buy):
        if action.t not in state.display:
            return "tycoon_board.why.not_in_display", {"ticket": action.ticket}
        return "tycoon_board.why.cannot_afford", {"need": TICKET_COST[action.t], "have": money}
    if isinstance(action, actions.EndTurn):
        return "tycoon_board.why.build_first", {}
    if state.built:
        return "tycoon_board.why.already_built", {}
    if isinstance(action, actions.TakeLoan):
        return "tycoon_board.why.loan_out_of_stock", {"amount": action.amount}
    if isinstance(action, actions.Pass):
        if loans_in_stock(state):
            return "tycoon_board.why.can_borrow", {}
        return "tycoon_board.why.can_still_build", {}
    if isinstance(action, actions.Fly):
        return _why_not_fly(state, action, p)
    pos = state.pos[p]
    if isinstance(action, actions.Home):  # legal from every city before the turn's build
        return ("tycoon_board.why.already_home" if pos < 0 else "tycoon_board.why.not_legal"), {}
    if pos < 0:
        return "tycoon_board.why.at_home", {}
    city = CITY_IDS[pos]
    if not state.runway[p]:
        return "tycoon_board.why.no_runway", {"city": city}
    cls = CITY_CLASS[pos]
    if isinstance(action, actions.BuildHotel):
        if state.supply[p] <= 0:
            return "tycoon_board.why.no_hotels_left", {}
        if state.cend[pos] >= BUILD_LOTS:
            return "tycoon_board.why.chain_full", {"city": city}
        need = RUNWAY_PRICES[cls][state.runway[p] - 1]
        return "tycoon_board.why.cannot_afford", {"need": need, "have": money}
    if isinstance(action, actions.BuildFactory):
        if state.fleft[p] <= 0:
            return "tycoon_board.why.no_factories_left", {}
        nf = factories_in_city(state, pos)
        if nf >= 2:
            return "tycoon_board.why.city_factories_full", {"city": city}
        return "tycoon_board.why.cannot_afford", {"need": FACTORY_PRICES[cls][nf], "have": money}
    if isinstance(action, actions.Renovate):
        if state.cend[pos] >= BUILD_LOTS:
            return "tycoon_board.why.chain_full", {"city": city}
        return "tycoon_board.why.no_evicted_hotel", {"city": city}
    return "tycoon_board.why.not_legal", {}


def _why_not_payday(state: State, action: Action, p: int, money: int) -> Reason:
    if not isinstance(action, actions.Repay | actions.Extend):
        return "tycoon_board.why.payday_decisions", {"seat": p}
    if action.k not in state.pending:
        return "tycoon_board.why.card_not_due", {"card": action.card}
    return "tycoon_board.why.cannot_afford", {"need": LOAN_DUE[action.k][0], "have": money}


def _why_not_fly(state: State, action: actions.Fly, p: int) -> Reason:
    if action.t not in state.hands[p]:
        return "tycoon_board.why.not_in_hand", {"ticket": action.ticket}
    tk = TICKETS[action.t]
    pos = state.pos[p]
    if tk.kind == CHARTER and pos not in tk.cities:
        return "tycoon_board.why.charter_not_here", {"ticket": action.ticket}
    if action.c == pos:
        return "tycoon_board.why.already_there", {"city": action.city}
    if pos < 0 and tk.kind != CHARTER:
        return "tycoon_board.why.stops_from_home", {"ticket": action.ticket}
    return "tycoon_board.why.ticket_cannot_reach", {"ticket": action.ticket, "city": action.city}

