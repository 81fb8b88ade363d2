"""Speedtycoon's lines for the shared game log (game/ui/log_book.py), and their words.

Every take, buy, placement, planning, fund, demolition, swap, loan and pass, each scoring with
every seat's points, the Unicorn and the fund's draws: the table said these only on a fading
news line. Params keep ids (seats, tiles, places, scorings) so a line is said again in another
language; `say` makes it a sentence.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.speedtycoon.rules import events as ev
from game.speedtycoon.rules.data import BRANCHES, PLACES, TILE_BRANCH, TILE_PRICE
from game.speedtycoon.scenes import words
from game.speedtycoon.view import model
from game.ui.log_book import LogLine, with_reason

Say = Callable[..., str]


def opening(state) -> list[LogLine]:
    """The first turn's header (later turns' come with their TurnStarted)."""
    seat = state.current_player
    return [LogLine(seat, ("speedtycoon_play.log.turn",
                           {"player": seat, "turn": model.turn_number(state)}),
                    header=True, minor=True)]


def lines_of(events: Sequence, reason: tuple[str, dict] | None = None,
             seat: int | None = None) -> list[LogLine]:
    """The log's lines of `seat`'s move; a computer's reason goes on its first own line."""
    out = [line for e in events for line in _lines(e)]
    return with_reason(out, reason, seat)


def _lines(e) -> list[LogLine]:  # noqa: PLR0911 - one case per kind of event
    if isinstance(e, ev.TurnStarted):
        return [
            LogLine(
                e.seat,
                ("speedtycoon_play.log.turn", {"player": e.seat, "turn": e.turn}),
                header=True,
                minor=True,
            )
        ]
    if isinstance(e, ev.MoneyTaken):
        key = "speedtycoon_play.log.took_tip" if e.tip else "speedtycoon_play.log.took"
        return [LogLine(e.seat, (key, {"player": e.seat, "cards": e.cards}), money=True)]
    if isinstance(e, ev.BuildingBought):
        key = "speedtycoon_play.log.bought_exact" if e.exact else "speedtycoon_play.log.bought"
        place = next(i for i, (_name, code, _money) in enumerate(PLACES) if code == e.place)
        return [
            LogLine(
                e.seat,
                (key, {"player": e.seat, "tile": e.tile, "place": place, "cards": e.cards}),
                money=True,
            )
        ]
    if isinstance(e, ev.BuildingPlaced):
        return [
            LogLine(
                e.seat,
                (
                    "speedtycoon_play.log.placed",
                    {"player": e.seat, "tile": e.tile, "x": e.x, "y": e.y},
                ),
            )
        ]
    if isinstance(e, ev.PutInPlanning):
        return [
            LogLine(e.seat, ("speedtycoon_play.log.planned", {"player": e.seat, "tile": e.tile}))
        ]
    if isinstance(e, ev.GivenToFund):
        return [
            LogLine(e.seat, ("speedtycoon_play.log.to_fund", {"player": e.seat, "tile": e.tile}))
        ]
    if isinstance(e, ev.Demolished):
        return [
            LogLine(
                e.seat,
                (
                    "speedtycoon_play.log.demolished",
                    {"player": e.seat, "tile": e.tile, "x": e.x, "y": e.y},
                ),
            )
        ]
    if isinstance(e, ev.Swapped):
        return [
            LogLine(
                e.seat,
                (
                    "speedtycoon_play.log.swapped",
                    {"player": e.seat, "tile": e.tile_in, "old": e.tile_out, "x": e.x, "y": e.y},
                ),
            )
        ]
    if isinstance(e, ev.LoanTaken):
        return [
            LogLine(
                e.seat,
                ("speedtycoon_play.log.loan", {"player": e.seat, "cards": e.cards}),
                money=True,
            )
        ]
    if isinstance(e, ev.LoanRepaid):
        return [
            LogLine(
                e.seat,
                ("speedtycoon_play.log.repaid", {"player": e.seat, "cards": e.cards}),
                money=True,
            )
        ]
    if isinstance(e, ev.Passed | ev.LobbyPassed):
        return [LogLine(e.seat, ("speedtycoon_play.log.passed", {"player": e.seat}), minor=True)]
    if isinstance(e, ev.ScoringDone):
        return [
            LogLine(None, ("speedtycoon_play.log.scoring", {"scoring": e.scoring}), header=True),
            *(
                LogLine(seat, ("speedtycoon_play.log.scored", {"player": seat, "count": total}))
                for seat, total in enumerate(e.totals)
            ),
        ]
    if isinstance(e, ev.UnicornWon):
        return [
            LogLine(
                e.seat,
                (
                    "speedtycoon_play.news.unicorn",
                    {"player": e.seat, "branch": e.branch, "points": e.points},
                ),
            )
        ]
    if isinstance(e, ev.FundDrew):
        return [LogLine(None, ("speedtycoon_play.news.fund_drew", {"count": len(e.tiles)}))]
    if isinstance(e, ev.GameOver):
        return [LogLine(None, ("speedtycoon_play.log.game_over", {}), header=True)]
    return []


def building(say: Say, tile: int) -> str:
    """A building as the log names it: its branch and price ("Energy 7"), a zone as zone."""
    branch = TILE_BRANCH[tile]
    name = words.branch(say, BRANCHES[branch] if branch >= 0 else "zone")
    return say("speedtycoon_play.log.building", branch=name, price=TILE_PRICE[tile])


def say(line: LogLine, say_key: Say, names: Sequence[str]) -> str:
    """The line in the language of `say_key`, seats by `names`."""
    key, params = line.text
    shown: dict = {}
    for name, value in params.items():
        if name == "player":
            shown[name] = names[value]
        elif name in ("tile", "old"):
            shown[name] = building(say_key, value)
        elif name == "place":
            shown[name] = words.place(say_key, value)
        elif name == "branch":
            shown[name] = words.branch(say_key, value)
        elif name == "scoring":
            shown[name] = words.scoring(say_key, value)
        elif name == "cards":
            shown[name] = words.cards(value)
        else:
            shown[name] = value
    return say_key(key, **shown)
