"""The property games' lines for the shared game log (game/ui/game_log.py), and their words.

`lines_of` turns a move's events into `LogLine`s whose params keep the rules' ids (seats,
spaces, the terms of a trade), so the log can be said again in another language; `say` makes a
line a sentence through the board's `Words`. Complete where the short log was not: an accepted
trade says what went each way (places, cash, passes) in its one line, a debt paid after its
payer raised the money says so with the sum, and every bid of an auction has its line.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

from game.property.rules import events as ev
from game.property.rules.actions import parse_action
from game.property.rules.state import start_rolls
from game.property.view import model
from game.ui.log_book import LogLine, with_reason
from game.ui.log_table import PLAYER, Said, said

#: Params that name a seat (the bank is -1).
SEATS = frozenset({"player", "payer", "owner", "payee", "proposer", "to"})
#: Params that name the ruleset's own wording of the jail (kept as a key, said by the ruleset).
JAIL = frozenset({"jail_to", "jail_at", "jail_from"})
#: A computer's reasons that only name its move, which the move's own line says already
#: ("Ben rolls 3 + 4" under it "— rolls"): the log leaves them out, the news line still tells
#: the move by them. Reasons that say why (why it bought, declined, paid to leave jail) stay,
#: said as only the why (`property_bot.why.*`, words.why_only).
BARE_REASONS = frozenset({
    "property_bot.reason.roll", "property_bot.reason.end_turn", "property_bot.reason.pay",
    "property_bot.reason.jail_pass", "property_bot.reason.jail_fine",
    "property_bot.reason.jail_roll", "property_bot.reason.unmortgage",
})


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
             seat: int | None = None, timed_out: bool = False) -> list[LogLine]:
    """The log's lines of `seat`'s move (`state`: after it); a computer's reason goes on its
    first own line, unless it only names the move (`BARE_REASONS`). `timed_out`: the turn
    timer made the move for the person, and a line before it says so (play-test: a roll the
    person never made stood in the log as theirs)."""
    out: list[LogLine] = []
    if timed_out and seat is not None:
        out.append(LogLine(seat, ("property_board.event.timed_out", {"player": seat})))
    said_by_trade = trade_steps(events)
    for k, e in enumerate(events):
        if k in said_by_trade:
            continue
        line = line_of(e, events[k + 1 :])
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
    return with_reason(out, None if reason and reason[0] in BARE_REASONS else reason, seat)


def trade_steps(events: Sequence) -> set[int]:
    """The positions of an accepted trade's own steps in `events`: the places that changed
    hands, its cash and passes, right after its `TradeAccepted`. Its one line says all of them
    already; a line of their own each ("«Универмаг» goes to Ben", "Ben keeps the pass") said
    it twice, the pass's even wrongly. A place that goes to a creditor or back to the bank
    (bankruptcy) keeps its line: nothing else says it."""
    out: set[int] = set()
    in_trade = False
    for k, e in enumerate(events):
        if isinstance(e, ev.TradeAccepted):
            in_trade = True
        elif in_trade and (isinstance(e, ev.PlaceChanged | ev.PassKept)
                           or isinstance(e, ev.Paid) and e.reason == "trade"):
            out.add(k)
        else:
            in_trade = False
    return out


_said = partial(said, "property_board.event.")
#: The events said by their fields alone.
SAID: dict[type, Said] = {
    ev.TurnStarted: _said("turn", PLAYER, "round", header=True, minor=True),
    ev.DiceRolled: _said("rolled", PLAYER, "d1", "d2", minor=True),
    ev.SalaryPaid: _said("salary", PLAYER, "amount", money=True),
    ev.CardDrawn: _said("card", PLAYER, "card"),
    ev.PassKept: _said("pass_kept", PLAYER),
    ev.JailIn: _said("jail_in", PLAYER, fixed={"jail_to": True}),
    ev.JailStay: _said("jail_stay", PLAYER, fixed={"jail_at": True}),
    ev.Bought: _said("bought", PLAYER, "space", "price", money=True),
    ev.AuctionOpened: _said("auction", "space", "opening", by=None),
    # each bid is in the log; the "since your last turn" card tells the auction's outcome
    ev.BidMade: _said("bid", PLAYER, "amount", minor=True),
    ev.BidderDropped: _said("dropped", PLAYER, minor=True),
    ev.AuctionWon: _said("won", PLAYER, "space", "amount", money=True),
    ev.AuctionUnsold: _said("unsold", "space", by=None),
    ev.Built: _said("built", PLAYER, "space", "amount=cost", money=True),
    ev.Sold: _said("sold", PLAYER, "space", "amount=refund", money=True),
    ev.SoldDown: _said("sold_down", PLAYER, "set=set_id", "amount=refund", money=True),
    ev.Mortgaged: _said("mortgaged", PLAYER, "space", "amount", money=True),
    ev.Unmortgaged: _said("unmortgaged", PLAYER, "space", "amount=cost", money=True),
    ev.DebtOpened: _said("debt", "player=debtor", "amount", by="debtor", money=True),
    ev.WentBankrupt: _said("bankrupt", PLAYER),
    ev.TimeIsUp: _said("time_up", by=None),
    ev.EscalatorStep: _said("escalator", "round", "multiplier", by=None),
    ev.GameOver: _said("game_over", by=None, header=True),
}
RENT_PAID = _said("rent", "payer", "owner", "amount", "space", by="payer", others=("owner",),
                  money=True)
RENT_OWED = _said("rent_owed", "payer", "owner", "amount", "space", by="payer",
                  others=("owner",), money=True)
TAX = _said("tax", "player=payer", "amount", by="payer", money=True)
PAID = _said("paid", "payer", "payee", "amount", by="payer", others=("payee",), money=True)
COLLECTED = _said("collected", PLAYER, "amount", money=True)
PASS_USED = _said("pass_used", PLAYER)
JAIL_OUT = _said("jail_out", PLAYER, fixed={"jail_from": True})
OFFERED = _said("offered", "proposer", "to", by="proposer", others=("to",))
COUNTERED = _said("countered", "proposer", "to", by="proposer", others=("to",))
REJECTED = _said("rejected", "proposer", "to", by="to", others=("proposer",))
#: the accepter's line, as a rejection is the rejecter's: it wore the proposer's colour and
#: the accepting computer's reason was left out of the log (play-test 11)
TRADED = _said("traded", "proposer", "to", by="to", others=("proposer",), money=True)
DEBT_PAID_BANK = _said("debt_paid_bank", "player=debtor", "amount", by="debtor", money=True)
DEBT_PAID = _said("debt_paid", "payer=debtor", "payee=creditor", "amount", by="debtor",
                  others=("creditor",), money=True)


def line_of(e, after: Sequence = ()) -> LogLine | None:
    """The line of one event, or None for the ones the log leaves out (a move's steps).
    `after`: the move's events after it (whether a rent was paid at once)."""
    if isinstance(e, ev.RentCharged):
        return _rent(e, after)
    said = SAID.get(type(e))
    if said is not None:
        return said.line(e)
    special = SPECIAL.get(type(e))
    return None if special is None else special(e)


def _rent(e: ev.RentCharged, after: Sequence) -> LogLine:
    """"pays" when the rent was paid at once (its payment follows in the same move), "owes"
    when the payer lacked the cash: the debt's lines follow, and the line that it was paid
    comes once the payer has raised the money."""
    paid = not e.amount or any(
        isinstance(x, ev.Paid) and x.reason == "rent" and x.payer == e.payer for x in after
    )
    return (RENT_PAID if paid else RENT_OWED).line(e)


def _paid(e: ev.Paid) -> LogLine | None:
    """A tax, a card's or a fine's payment (a rent has its own line, RentCharged)."""
    if e.reason not in ("tax", "card", "fine"):
        return None
    return (TAX if e.payee < 0 else PAID).line(e)


def _collected(e: ev.Collected) -> LogLine | None:
    return COLLECTED.line(e) if e.reason in ("card", "winnings") else None


def _jail_out(e: ev.JailOut) -> LogLine:
    return (PASS_USED if e.how == "pass" else JAIL_OUT).line(e)


def _sides(e: ev.TradeOffered | ev.TradeAccepted | ev.TradeRejected) -> dict:
    """A trade event's terms as the params `give` (what its proposer gives) and `get` (what
    the other seat gives), said by `Words.trade_side`. Every trade line carries them: an
    offer, a counter or a rejection that only said who offered whom left the reader asking
    what was asked (propleft2)."""
    terms = parse_action(e.offer).terms
    return {"give": (terms.give_places, terms.give_cash, terms.give_passes),
            "get": (terms.get_places, terms.get_cash, terms.get_passes)}


def _offered(e: ev.TradeOffered) -> LogLine:
    """An offer or a counter (its proposer is the seat that counters) with its terms."""
    return (COUNTERED if e.counter else OFFERED).line(e, **_sides(e))


def _traded(e: ev.TradeAccepted) -> LogLine:
    """What went each way, from the offer's terms."""
    return TRADED.line(e, **_sides(e))


def _rejected(e: ev.TradeRejected) -> LogLine:
    """The rejected terms, so the log says what was turned down."""
    return REJECTED.line(e, **_sides(e))


def _changed(e: ev.PlaceChanged) -> LogLine:
    """A place gone to a seat or back to the bank (-1: the table's line)."""
    return LogLine(e.to if e.to >= 0 else None,
                   ("property_board.event.changed", {"space": e.space, "to": e.to}))


def _settled(e: ev.DebtSettled) -> LogLine:
    return (DEBT_PAID_BANK if e.creditor < 0 else DEBT_PAID).line(e)


#: The events whose line depends on more than their kind.
SPECIAL: dict[type, Callable[..., LogLine | None]] = {
    ev.Paid: _paid,
    ev.Collected: _collected,
    ev.JailOut: _jail_out,
    ev.TradeOffered: _offered,
    ev.TradeAccepted: _traded,
    ev.TradeRejected: _rejected,
    ev.PlaceChanged: _changed,
    ev.DebtSettled: _settled,
}


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
