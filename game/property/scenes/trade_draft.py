"""A trade being put together on screen: the partner, the places each side hands over (picked
on the board), cash and passes; and its preview, each side's expected income per round and net
worth after the deal, computed by playing the deal on a copy of the state (so the preview is
exactly what the rules would do)."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.property.rules import Counter, IllegalAction, Offer, Terms, queries
from game.property.rules.actions import ACCEPT
from game.property.view import model


@dataclass
class TradeDraft:
    me: int
    partner: int
    give: set[int] = field(default_factory=set)
    get: set[int] = field(default_factory=set)
    give_cash: int = 0
    get_cash: int = 0
    give_passes: int = 0
    get_passes: int = 0
    counter: bool = False     # an answer to an open offer (sent as Counter)

    def terms(self) -> Terms:
        return Terms(tuple(self.give), self.give_cash, self.give_passes,
                     tuple(self.get), self.get_cash, self.get_passes)

    def action(self, s):
        """The rules' action that sends the draft in position ``s``: a counter to the open
        offer, or an offer, named as the maker's (`by`) when it is someone else's move (out
        of turn, design §4.11)."""
        if self.counter:
            return Counter(self.terms())
        return Offer(self.partner, self.terms(), None if s.current_player == self.me else self.me)

    def still_held(self, s) -> None:
        """Places that changed hands since they were picked leave the draft."""
        self.give = {p for p in self.give if model.owners(s)[p] == self.me}
        self.get = {p for p in self.get if model.owners(s)[p] == self.partner}

    def toggle(self, s, p: int) -> bool:
        """A click on a place: one of mine goes to my side, one of the partner's to theirs."""
        if model.owners(s)[p] == self.me:
            self.give ^= {p}
            return True
        if model.owners(s)[p] == self.partner:
            self.get ^= {p}
            return True
        return False

    def holds_the_offer(self, s) -> bool:
        """A counter-offer's draft still on the table's terms: what Accept takes is what it
        shows (changed terms go with Send; play-test 6 accepted 24 500 under a typed 32000)."""
        return self.counter and model.trade_terms(s) is not None \
            and self.terms() == TradeDraft.answering(s, self.me).terms()

    @classmethod
    def answering(cls, s, me: int) -> TradeDraft:
        """A counter-offer starts from the offer on the table, seen from my side."""
        from game.property.scenes.decisions import open_terms

        mine = open_terms(s).swapped()
        return cls(me, model.trade_from(s), set(mine.give_places), set(mine.get_places),
                   mine.give_cash, mine.get_cash, mine.give_passes, mine.get_passes, True)


@dataclass(frozen=True)
class SetSteps:
    """The colour sets a trade completes for one side, and those it brings within one place
    (the rest the bank's or anyone's): the gain a hint names ("the sets they may complete")
    that the rent figures do not show, since a set pays more only once whole (session 24:
    "0 now, 0 after" beside a hint that accepts for the set within reach). Public ownership
    only, no computer's values."""
    completes: tuple[str, ...] = ()   # set ids
    nearer: tuple[str, ...] = ()


@dataclass(frozen=True)
class Preview:
    income_before: tuple[float, float]   # me, partner
    income_after: tuple[float, float]
    worth_after: tuple[int, int]
    worth_before: tuple[int, int]   # net worth now, as the players' column shows it
    sets: SetSteps = SetSteps()   # mine: the panel names the person's sets only


def set_steps(before, after, seat: int) -> SetSteps:
    """Which sets `seat` holds whole, or all but one place of, after the trade and not
    before."""
    rs = before.rs
    completes, nearer = [], []
    for set_id, members in zip(rs.set_ids, rs.sets, strict=True):
        if len(members) < 2:
            continue
        short_before = sum(before.owner[p] != seat for p in members)
        short_after = sum(after.owner[p] != seat for p in members)
        if short_after == 0 < short_before:
            completes.append(set_id)
        elif short_after == 1 < short_before:
            nearer.append(set_id)
    return SetSteps(tuple(completes), tuple(nearer))


def income(s, seat: int) -> float:
    return sum(queries.income_per_round(s, p) for p in s.owned(seat))


def preview(s, me: int, partner: int, steps: list) -> Preview | None:
    """Play `steps` (the offer, then the acceptance) on a copy; None when the rules refuse."""
    copy = s.clone()
    try:
        for step in steps:
            copy.apply(step)
    except IllegalAction:
        return None
    return Preview((income(s, me), income(s, partner)),
                   (income(copy, me), income(copy, partner)),
                   (queries.net_worth(copy, me), queries.net_worth(copy, partner)),
                   (queries.net_worth(s, me), queries.net_worth(s, partner)),
                   set_steps(s, copy, me))


def draft_preview(s, draft: TradeDraft) -> Preview | None:
    """The draft sent and accepted. A counter-offer's draft still on the table's terms is
    that offer accepted: the same figures, and the only ones once the offers' limit leaves
    nothing to send (play-test 6: the answer to the last counter-offer showed none)."""
    if draft.holds_the_offer(s):
        return offer_preview(s, draft.me)
    return preview(s, draft.me, draft.partner, [draft.action(s), ACCEPT])


def offer_preview(s, me: int) -> Preview | None:
    """The open offer to `me`, if accepted."""
    return preview(s, me, model.trade_from(s), [ACCEPT])
