"""The game's history as lines a player reads: one (key, params) per thing that happened.

Params keep the rules' ids (seat numbers, city and ticket ids, amounts) so the panel can show
them in whatever language is current and re-render after a switch. A computer's move carries
the one-line reason the bot gave; the bot gives its plan's reason with each step of the plan
(buy, fly, build), and the reason explains the plan's choice (the hotel, the factory, the
loan, the repay or extension, the pass), so it stands on that choice's line, never beside the
ticket bought or the flight on the way to it, and once per turn. A loan's own flight home is
part of its line ("flies home and borrows"), not a line of its own.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from game.tycoon.rules import board
from game.tycoon.rules.events import (
    DeckReshuffled,
    Event,
    FactoryBuilt,
    Flew,
    FlewHome,
    GameEnded,
    HotelBuilt,
    HotelEvicted,
    HotelRenovated,
    LastRound,
    LoanExtended,
    LoanRepaid,
    LoanTaken,
    Payday,
    SessionStarted,
    TicketBought,
    TicketsRefunded,
    TurnPassed,
    TurnStarted,
)

Text = tuple[str, dict]


@dataclass(frozen=True)
class Line:
    """``seat``: whose line it is (None: the whole table). ``turn``: running turn number."""

    seat: int | None
    text: Text
    turn: int
    reason: Text | None = None
    header: bool = False


def _flight(ev: Flew) -> Text:
    via = ev.path[:-1]
    if ev.direct or not via:
        return "tycoon_info.history.flew", {
            "seat": ev.seat,
            "city": ev.path[-1],
            "ticket": ev.ticket,
        }
    return "tycoon_info.history.flew_via", {
        "seat": ev.seat,
        "city": ev.path[-1],
        "ticket": ev.ticket,
        "via": via,
    }


#: The events a computer's plan is chosen for: its reason explains them (the tickets and
#: flights before are the way there). Forced loans and repayments are the rules', not a choice.
CHOICES = (HotelBuilt, HotelRenovated, FactoryBuilt, LoanTaken, LoanRepaid, LoanExtended,
           TurnPassed)


def chosen(ev: Event) -> bool:
    return isinstance(ev, CHOICES) and not getattr(ev, "forced", False)


def line_for(ev: Event) -> tuple[int | None, Text] | None:
    """The line of one event, or None for events that say nothing new to a reader."""
    match ev:
        case TicketBought():
            return ev.seat, ("tycoon_info.history.bought", {"seat": ev.seat, "ticket": ev.ticket,
                                                     "amount": ev.cost})
        case TicketsRefunded():
            return ev.seat, (
                "tycoon_info.history.refunded",
                {"seat": ev.seat, "count": len(ev.tickets), "amount": ev.amount},
            )
        case Flew():
            return ev.seat, _flight(ev)
        case FlewHome():
            return ev.seat, ("tycoon_info.history.flew_home", {"seat": ev.seat})
        case HotelBuilt():
            return ev.seat, ("tycoon_info.history.hotel", {"seat": ev.seat, "city": ev.city,
                                                    "lot": ev.lot + 1, "amount": ev.cost})
        case HotelRenovated():
            return ev.seat, ("tycoon_info.history.renovated", {"seat": ev.seat, "city": ev.city,
                                                        "lot": ev.lot + 1})
        case HotelEvicted():
            return ev.owner, ("tycoon_info.history.evicted", {"seat": ev.owner, "city": ev.city,
                                                       "lot": ev.lot + 1})
        case FactoryBuilt():
            return ev.seat, ("tycoon_info.history.factory", {"seat": ev.seat, "city": ev.city,
                                                      "amount": ev.cost})
        case LoanTaken():
            key = ("tycoon_info.history.loan_forced" if ev.forced
                   else "tycoon_info.history.loan_at_home")
            return ev.seat, (key, {"seat": ev.seat, "amount": ev.amount})
        case LoanRepaid():
            return ev.seat, ("tycoon_info.history.repaid", {"seat": ev.seat, "amount": ev.amount})
        case LoanExtended():
            return ev.seat, (
                "tycoon_info.history.extended",
                {"seat": ev.seat, "amount": ev.due_next},
            )
        case TurnPassed():
            return ev.seat, ("tycoon_info.history.passed", {"seat": ev.seat})
        case LastRound():
            return ev.seat, ("tycoon_info.history.last_round", {"seat": ev.seat})
        case DeckReshuffled():
            key = ("tycoon_info.history.reshuffled_scheduled" if ev.kind == "scheduled"
                   else "tycoon_info.history.reshuffled_charter")
            return None, (key, {"count": ev.cards})
        case SessionStarted():
            return None, ("tycoon_info.history.session", {"number": ev.session,
                                                   "count": board.HOTELS_PER_SESSION})
        case GameEnded():
            key = ("tycoon_info.history.game_over" if len(ev.winners) == 1
                   else "tycoon_info.history.game_over_shared")
            return None, (key, {"winners": ev.winners})
    return None


@dataclass
class History:
    """Every line so far, newest last; fed with each action's events as they happen."""

    lines: list[Line] = field(default_factory=list)
    turn: int = 0
    #: (seat, reason) already said in this turn (or this payday).
    said: list[tuple[int | None, Text]] = field(default_factory=list)

    def begin(self, seat: int | None) -> None:
        """The header of the turn under way when the history starts (a new or loaded game)."""
        self.said.clear()
        if seat is not None:
            self.turn += 1
            self.lines.append(Line(seat, ("tycoon_info.history.turn", {"seat": seat}), self.turn,
                                   header=True))

    def feed(self, events: Iterable[Event], reason: Text | None = None) -> None:
        """Add the lines of one action; ``reason`` (a computer's) goes on the line of the
        choice it explains (a step without one, such as a ticket bought on the way, says
        none), unless it was said already in this turn."""
        events = list(events)
        loan = next((ev for ev in events if isinstance(ev, LoanTaken) and not ev.forced), None)
        choice = next((ev for ev in events if chosen(ev)), None)
        if choice is loan and loan is not None:  # the loan's line stands at its flight home
            choice = next((ev for ev in events if isinstance(ev, FlewHome)), loan)
        for ev in events:
            if isinstance(ev, TurnStarted):
                self.begin(ev.seat)
                continue
            if isinstance(ev, Payday):
                self._payday(ev)
                continue
            if ev is loan and any(isinstance(e, FlewHome) for e in events):
                continue  # its line stood where the plane flew home
            if isinstance(ev, FlewHome) and loan is not None:
                found = ev.seat, ("tycoon_info.history.loan", {"seat": ev.seat,
                                                               "amount": loan.amount})
            else:
                found = line_for(ev)
            if found is None:
                continue
            seat, text = found
            said = None
            if ev is choice and reason is not None and (seat, reason) not in self.said:
                said = reason
                self.said.append((seat, reason))
            self.lines.append(Line(seat, text, self.turn, said))

    def _payday(self, ev: Payday) -> None:
        self.said.clear()
        key = "tycoon_info.history.final_payday" if ev.final else "tycoon_info.history.payday"
        self.lines.append(Line(None, (key, {"number": ev.session}), self.turn, header=True))
        for pay in ev.players:
            self.lines.append(Line(pay.seat, ("tycoon_info.history.income", {
                "seat": pay.seat, "amount": pay.total, "spread": pay.spread,
                "majorities": sum(m.amount for m in pay.majorities),
                "factories": sum(f.amount for f in pay.factories)}), self.turn))

    def filtered(self, seat: int | None) -> list[Line]:
        """Lines of one player (and the table's own lines); all lines for None."""
        if seat is None:
            return list(self.lines)
        return [line for line in self.lines if line.seat in (seat, None)]
