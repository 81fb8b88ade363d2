"""One line of history per rules event ("Anna flies to Cairo via Hong Kong"), for the
history panel and the status line; events with nothing to tell give None."""

from __future__ import annotations

from collections.abc import Sequence

from game.tycoon.rules import board
from game.tycoon.rules import events as ev
from game.tycoon.view.texts import Texts


def describe(event: ev.Event, texts: Texts, names: Sequence[str]) -> str | None:
    """The event in the board's language; `names` are the players' names by seat."""
    def who(seat: int) -> str:
        return names[seat] if seat < len(names) else str(seat + 1)

    def city(city_id: str) -> str:
        return texts.city(board.city_index(city_id))

    t = texts.t
    match event:
        case ev.TurnStarted(seat=seat):
            return t("tycoon_board.event.turn_started", player=who(seat))
        case ev.TicketBought(seat=seat, ticket=ticket, cost=cost):
            return t(
                "tycoon_board.event.ticket_bought",
                player=who(seat),
                ticket=texts.ticket(ticket),
                price=texts.money(cost),
            )
        case ev.TicketsRefunded(seat=seat, amount=amount):
            return t("tycoon_board.event.tickets_refunded", player=who(seat),
                     amount=texts.money(amount))
        case ev.Flew(seat=seat, path=path, runway=runway):
            if not runway:
                return t("tycoon_board.event.flew_no_runway", player=who(seat), city=city(path[-1]))
            if len(path) > 1:
                return t("tycoon_board.event.flew_via", player=who(seat), city=city(path[-1]),
                         stops=", ".join(city(c) for c in path[:-1]))
            return t("tycoon_board.event.flew", player=who(seat), city=city(path[-1]))
        case ev.FlewHome(seat=seat):
            return t("tycoon_board.event.flew_home", player=who(seat))
        case ev.HotelBuilt(seat=seat, city=c, cost=cost):
            return t("tycoon_board.event.hotel_built", player=who(seat), city=city(c),
                     price=texts.money(cost))
        case ev.HotelRenovated(seat=seat, city=c):
            return t("tycoon_board.event.hotel_renovated", player=who(seat), city=city(c))
        case ev.HotelEvicted(owner=owner, city=c):
            return t("tycoon_board.event.hotel_evicted", player=who(owner), city=city(c))
        case ev.FactoryBuilt(seat=seat, city=c, cost=cost):
            return t("tycoon_board.event.factory_built", player=who(seat), city=city(c),
                     price=texts.money(cost))
        case ev.LastRound(seat=seat):
            return t("tycoon_board.event.last_round", player=who(seat))
        case ev.LoanTaken(seat=seat, amount=amount, forced=forced):
            key = "tycoon_board.event.loan_forced" if forced else "tycoon_board.event.loan_taken"
            return t(key, player=who(seat), amount=texts.money(amount))
        case ev.LoanRepaid(seat=seat, amount=amount):
            return t("tycoon_board.event.loan_repaid", player=who(seat), amount=texts.money(amount))
        case ev.LoanExtended(seat=seat, due_next=due):
            return t("tycoon_board.event.loan_extended", player=who(seat), amount=texts.money(due))
        case ev.TurnPassed(seat=seat):
            return t("tycoon_board.event.turn_passed", player=who(seat))
        case ev.DeckReshuffled():
            return t("tycoon_board.event.deck_reshuffled")
        case ev.SessionEnded(session=session):
            return t("tycoon_board.event.session_ended", session=session)
        case ev.Payday(session=session):
            return t("tycoon_board.event.payday", number=session)
        case ev.HotelsReceived(seat=seat, count=count):
            return t("tycoon_board.event.hotels_received", player=who(seat), count=count)
        case ev.SessionStarted(session=session):
            return t("tycoon_board.event.session_started", session=session)
        case ev.GameEnded():
            return t("tycoon_board.event.game_ended")
    return None
