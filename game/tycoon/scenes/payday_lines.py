"""What the payday overlay lists for each player, taken from the rules' payday events only.

The overlay never adds up anything itself: every amount it shows is a field of a `Payday`,
`LoanRepaid`, `LoanExtended` or `LoanTaken` event, so the screen and the rules cannot
disagree. These are plain data, so a test can compare them with the events directly.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.tycoon.rules import (
    Event,
    LoanDecision,
    LoanExtended,
    LoanRepaid,
    LoanTaken,
    Payday,
    PlayerPayday,
)
from game.tycoon.scenes.keys import CITY


@dataclass(frozen=True)
class Line:
    """One row: a locale key with its placeholders, the amount, and an optional remark key
    (the tie-break that decided a place, the longest chain)."""

    key: str
    params: dict = field(default_factory=dict)
    amount: int = 0
    remark: str | None = None


def income_lines(pp: PlayerPayday) -> list[Line]:
    """Spread, each city's place, each factory: in the order the rulebook explains them."""
    lines = [Line("tycoon_play.payday.spread", {"count": pp.spread_cities}, pp.spread)]
    for m in pp.majorities:
        key = (
            "tycoon_play.payday.first_place" if m.place == 1 else "tycoon_play.payday.second_place"
        )
        lines.append(Line(key, {"city": CITY[m.city], "hotels": m.hotels}, m.amount,
                          "tycoon_play.payday.tie_break" if m.tie_break else None))
    by_city: dict[str, list] = {}
    for f in pp.factories:  # a city's two factories on one line: two alike lines read as one
        by_city.setdefault(f.city, []).append(f)  # shown twice (play-test pt-tycoon4)
    for city, factories in by_city.items():
        longest = all(f.longest for f in factories)
        lines.append(Line("tycoon_play.payday.factory",
                          {"city": CITY[city], "count": len(factories)},
                          sum(f.amount for f in factories),
                          "tycoon_play.payday.longest" if longest else None))
    return lines


#: Alike income lines summed into one, in the order a list too long for its card sums them
#: (the factories first: their cities say least): (the lines' key, the sum's key).
SUMS = (("tycoon_play.payday.factory", "tycoon_play.payday.factories"),
        ("tycoon_play.payday.second_place", "tycoon_play.payday.second_places_named"),
        ("tycoon_play.payday.first_place", "tycoon_play.payday.first_places_named"))
#: A sum of places that names its cities, and the same sum counting them: the last resort of
#: a list that does not fit its card even so (nine first places in a four-seat column).
COUNTED = {"tycoon_play.payday.second_places_named": "tycoon_play.payday.second_places",
           "tycoon_play.payday.first_places_named": "tycoon_play.payday.first_places"}


def summed(lines: list[Line], key: str, sum_key: str) -> list[Line]:
    """`lines` with every line of `key` summed into one `sum_key` line where the first of
    them stood; a remark kept only when every one of them had it. The sum counts its cities
    ("places": a line each) as well as its factories: "5 factories in 4 cities" reads as the
    same kind of line as "2 factories in New York" in the next column, where "5 factories"
    read as something else (tycoonleft2). A sum of places names its cities ("2. in Tokio,
    Rom und Kapstadt"), as the next column's lines do one by one: "2. in 3 Städten" beside
    "2. in Rom (2 Hotels)" hid which three (playtest23); only a list too long even so counts
    them (`COUNTED`)."""
    alike = [line for line in lines if line.key == key]
    if len(alike) < 2:
        return lines
    remarks = {line.remark for line in alike}
    count = sum(line.params.get("count", 1) for line in alike)  # a city's factories are one line
    params = {"count": count, "places": len(alike)}
    if sum_key in COUNTED:
        params["cities"] = tuple(line.params["city"] for line in alike)
    one = Line(sum_key, params, sum(line.amount for line in alike),
               remarks.pop() if len(remarks) == 1 else None)
    return [one if line is alike[0] else line for line in lines
            if line.key != key or line is alike[0]]


@dataclass
class LoanLine:
    """One loan card's fate at this payday, as it becomes known."""

    seat: int
    card: str
    key: str
    amount: int
    #: Why a computer chose this repay or extend (tycoon_ai.reason.* key and placeholders).
    reason: tuple[str, dict] | None = None

    @property
    def chosen(self) -> bool:
        """Repaid or extended by the player's choice, not by the rules."""
        return self.key in ("tycoon_play.payday.repaid", "tycoon_play.payday.extended")


def loan_lines(events: list[Event]) -> list[LoanLine]:
    """Repaid (by choice or automatically), extended, or newly forced cards, in event order."""
    lines: list[LoanLine] = []
    for ev in events:
        if isinstance(ev, LoanRepaid):
            key = "tycoon_play.payday.repaid_auto" if ev.forced else "tycoon_play.payday.repaid"
            lines.append(LoanLine(ev.seat, ev.card, key, ev.amount))
        elif isinstance(ev, LoanExtended):
            lines.append(LoanLine(ev.seat, ev.card, "tycoon_play.payday.extended", ev.due_next))
        elif isinstance(ev, LoanTaken) and ev.forced:
            lines.append(LoanLine(ev.seat, ev.card, "tycoon_play.payday.forced_loan", ev.amount))
    return lines


def payday_of(events: list[Event]) -> Payday | None:
    return next((ev for ev in events if isinstance(ev, Payday)), None)


def open_decision(events: list[Event]) -> LoanDecision | None:
    """The loan decision the latest events ask for, if any."""
    return next((ev for ev in reversed(events) if isinstance(ev, LoanDecision)), None)
