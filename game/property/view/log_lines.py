"""The property games' lines for the shared game log (game/ui/game_log.py), and their words.

`lines_of` turns a move's events into `LogLine`s whose params keep the rules' ids (seats,
spaces, the terms of a trade), so the log can be said again in another language; `say` makes a
line a sentence through the board's `Words`. Complete where the short log was not: an accepted
trade says what went each way (places, cash, passes), a debt paid after its payer raised the
money says so with the sum, and every bid of an auction has its line.
"""

from __future__ import annotations

from game.property.rules import events as ev
from game.property.rules.actions import parse_action
from game.property.rules.state import start_rolls
from game.property.view import model
from game.ui.log_book import LogLine, with_reason

#: Params that name a seat (the bank is -1).
SEATS = frozenset({"player", "payer", "owner", "payee", "proposer", "to"})
#: Params that name the ruleset's own wording of the jail (kept as a key, said by the ruleset).
JAIL = frozenset({"jail_to", "jail_at", "jail_from"})
MINOR = (ev.TurnStarted, ev.DiceRolled)


def opening(ruleset: str, num_players: int, seed: int, first: int) -> list[LogLine]:
    """The roll-off for the first turn (D2), round by round, then who begins."""
    rounds = start_rolls(ruleset, num_players, seed)
    out: list[LogLine] = []
    for k, rolls in enumerate(rounds):
        if k:
            out.append(LogLine(None, ("property_board.board.start_tie", {}), minor=True))
        out += [
            LogLine(
                seat,
                ("property_board.board.start_roll", {"player": seat, "d1": d1, "d2": d2}),
                minor=True,
            )
            for seat, d1, d2 in rolls
        ]
    total = sum(d1 + d2 for seat, d1, d2 in rounds[-1] if seat == first)
    out.append(LogLine(first, ("property_board.board.starts", {"player": first, "total": total})))
    return out


def lines_of(events: list, state, reason: tuple[str, dict] | None = None,
             seat: int | None = None) -> list[LogLine]:
    """The log's lines of `seat`'s move (`state`: after it); a computer's reason goes on its
    first own line."""
    out: list[LogLine] = []
    for e in events:
        line = line_of(e)
        if line is not None:
            out.append(line)
        if (
            isinstance(e, ev.DiceRolled)
            and e.doubles
            and e.purpose == "move"
            and model.extra_roll(state)
            and model.turn(state) == e.seat
        ):
            out.append(
                LogLine(e.seat, ("property_board.board.roll_again", {"player": e.seat}), minor=True)
            )
    return with_reason(out, reason, seat)


def line_of(e) -> LogLine | None:  # noqa: PLR0911, PLR0912 - one case per kind of event
    """The line of one event, or None for the ones the log leaves out (a move's steps)."""
    kind = type(e)
    if kind is ev.TurnStarted:
        return LogLine(
            e.seat,
            ("property_board.event.turn", {"player": e.seat, "round": e.round}),
            header=True,
            minor=True,
        )
    if kind is ev.DiceRolled:
        return LogLine(
            e.seat,
            ("property_board.event.rolled", {"player": e.seat, "d1": e.d1, "d2": e.d2}),
            minor=True,
        )
    if kind is ev.SalaryPaid:
        return _money(e.seat, "property_board.event.salary", player=e.seat, amount=e.amount)
    if kind is ev.RentCharged:
        return _money(
            e.payer,
            "property_board.event.rent",
            (e.owner,),
            payer=e.payer,
            owner=e.owner,
            amount=e.amount,
            space=e.space,
        )
    if kind is ev.Paid and e.reason in ("tax", "card", "fine"):
        if e.payee < 0:
            return _money(e.payer, "property_board.event.tax", player=e.payer, amount=e.amount)
        return _money(
            e.payer,
            "property_board.event.paid",
            (e.payee,),
            payer=e.payer,
            payee=e.payee,
            amount=e.amount,
        )
    if kind is ev.Collected and e.reason in ("card", "winnings"):
        return _money(e.seat, "property_board.event.collected", player=e.seat, amount=e.amount)
    if kind is ev.CardDrawn:
        return _line(e.seat, "property_board.event.card", player=e.seat, card=e.card)
    if kind is ev.PassKept:
        return _line(e.seat, "property_board.event.pass_kept", player=e.seat)
    if kind is ev.JailIn:
        return _line(e.seat, "property_board.event.jail_in", player=e.seat, jail_to=True)
    if kind is ev.JailStay:
        return _line(e.seat, "property_board.event.jail_stay", player=e.seat, jail_at=True)
    if kind is ev.JailOut:
        if e.how == "pass":
            return _line(e.seat, "property_board.event.pass_used", player=e.seat)
        return _line(e.seat, "property_board.event.jail_out", player=e.seat, jail_from=True)
    if kind is ev.Bought:
        return _money(
            e.seat, "property_board.event.bought", player=e.seat, space=e.space, price=e.price
        )
    if kind is ev.AuctionOpened:
        return _line(None, "property_board.event.auction", space=e.space, opening=e.opening)
    if kind is ev.BidMade:
        return _line(e.seat, "property_board.event.bid", player=e.seat, amount=e.amount)
    if kind is ev.BidderDropped:
        return _line(e.seat, "property_board.event.dropped", player=e.seat)
    if kind is ev.AuctionWon:
        return _money(
            e.seat, "property_board.event.won", player=e.seat, space=e.space, amount=e.amount
        )
    if kind is ev.AuctionUnsold:
        return _line(None, "property_board.event.unsold", space=e.space)
    if kind is ev.Built:
        return _money(
            e.seat, "property_board.event.built", player=e.seat, space=e.space, amount=e.cost
        )
    if kind is ev.Sold:
        return _money(
            e.seat, "property_board.event.sold", player=e.seat, space=e.space, amount=e.refund
        )
    if kind is ev.SoldDown:
        return _money(
            e.seat, "property_board.event.sold_down", player=e.seat, set=e.set_id, amount=e.refund
        )
    if kind is ev.Mortgaged:
        return _money(
            e.seat, "property_board.event.mortgaged", player=e.seat, space=e.space, amount=e.amount
        )
    if kind is ev.Unmortgaged:
        return _money(
            e.seat, "property_board.event.unmortgaged", player=e.seat, space=e.space, amount=e.cost
        )
    if kind is ev.TradeOffered:
        key = "property_board.event.countered" if e.counter else "property_board.event.offered"
        return _line(e.proposer, key, (e.to,), proposer=e.proposer, to=e.to)
    if kind is ev.TradeAccepted:
        terms = parse_action(e.offer).terms
        return _money(
            e.proposer,
            "property_board.event.traded",
            (e.to,),
            proposer=e.proposer,
            to=e.to,
            give=(terms.give_places, terms.give_cash, terms.give_passes),
            get=(terms.get_places, terms.get_cash, terms.get_passes),
        )
    if kind is ev.TradeRejected:
        return _line(
            e.to, "property_board.event.rejected", (e.proposer,), proposer=e.proposer, to=e.to
        )
    if kind is ev.PlaceChanged:
        return _line(
            e.to if e.to >= 0 else None, "property_board.event.changed", space=e.space, to=e.to
        )
    if kind is ev.DebtOpened:
        return _money(e.debtor, "property_board.event.debt", player=e.debtor, amount=e.amount)
    if kind is ev.DebtSettled:
        if e.creditor < 0:
            return _money(
                e.debtor, "property_board.event.debt_paid_bank", player=e.debtor, amount=e.amount
            )
        return _money(
            e.debtor,
            "property_board.event.debt_paid",
            (e.creditor,),
            payer=e.debtor,
            payee=e.creditor,
            amount=e.amount,
        )
    if kind is ev.WentBankrupt:
        return _line(e.seat, "property_board.event.bankrupt", player=e.seat)
    if kind is ev.TimeIsUp:
        return _line(None, "property_board.event.time_up")
    if kind is ev.EscalatorStep:
        return _line(None, "property_board.event.escalator", round=e.round, multiplier=e.multiplier)
    if kind is ev.GameOver:
        return LogLine(None, ("property_board.event.game_over", {}), header=True)
    return None


def _line(seat: int | None, key: str, seats: tuple[int, ...] = (), **params) -> LogLine:
    return LogLine(seat, (key, params), seats=tuple(s for s in seats if s >= 0))


def _money(seat: int | None, key: str, seats: tuple[int, ...] = (), **params) -> LogLine:
    line = _line(seat, key, seats, **params)
    return LogLine(line.seat, line.text, money=True, seats=line.seats)


def say(line: LogLine, words) -> str:
    """The line in the language of `words` (the board's `Words`)."""
    key, params = line.text
    shown: dict = {}
    for name, value in params.items():
        if name in SEATS:
            shown[name] = words.player(value)
        elif name in JAIL:
            shown[name] = words.game(name)
        elif name == "space":
            shown[name] = words.space(value)
        elif name == "set":
            shown[name] = words.set_name(value)
        elif name == "card":
            shown["text"] = words.card(value)
        elif name in ("give", "get"):
            shown[name] = words.trade_side(*value)
        else:
            shown[name] = value
    return words.say(key, **shown)
