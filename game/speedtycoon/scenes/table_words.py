"""The table's words for a position: the panels' titles, the players' lines, the status and
tokens lines, and an advised (or reviewed) move in words with the picks that light it up.

Made from the state and the seats' names alone, so the live table and the game review's replay
(game/speedtycoon/scenes/review_board.py) say the same thing of the same position."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.speedtycoon.rules import actions as act
from game.speedtycoon.rules import queries
from game.speedtycoon.rules.data import (
    CARD_KIND,
    IPO,
    M_INSIDER,
    M_LOANS,
    M_LOBBYIST,
    M_TUNNELS,
    SCORING_NAMES,
)
from game.speedtycoon.scenes import keys, words
from game.speedtycoon.view import model
from game.speedtycoon.view import table_view as tv
from game.ui import fonts
from game.ui.result_table import abbreviated

Say = Callable[..., str]
PLACE_KEYS = ("speedtycoon_play.place.new_york", "speedtycoon_play.place.frankfurt",
              "speedtycoon_play.place.shanghai", "speedtycoon_play.place.tokyo")
SCORING_KEYS = {1: "speedtycoon_play.scoring.startup", 2: "speedtycoon_play.scoring.vc",
                3: "speedtycoon_play.scoring.ipo"}
SCORING_BY_NAME = {name: number for number, name in SCORING_NAMES.items()}


def table_texts(say: Say, s, names: Sequence[str], viewer: int, shown: int,
                hint: str = "", advice: str = "", running: str | None = None,
                scores: tuple[int, ...] = ()) -> tv.TableTexts:
    """Every word the table draws for `viewer` looking at `shown`'s empire; `advice` the
    computer's advice in its own box, `hint` the depot's line about the picks, `running` the
    name of the scoring whose sheet holds the table, `scores` the players' column's points
    while that sheet still tallies (the state's own otherwise)."""
    shown_names = column_names(say, s, names)
    return tv.TableTexts(
        money=lambda amount, currency: words.money(say, amount, currency),
        market=say("speedtycoon_play.table.market"),
        kapital=say("speedtycoon_play.table.kapital"),
        empire=say("speedtycoon_play.table.empire", name=names[shown]),
        players=say("speedtycoon_play.table.players"),
        tray=say("speedtycoon_play.table.tray"),
        planning=say("speedtycoon_play.table.planning"),
        depot=say("speedtycoon_play.table.depot"),
        place_names=tuple(say(k) for k in PLACE_KEYS),
        deck=say("speedtycoon_play.table.deck", deck=str(model.deck_left(s)),
                 discard=str(model.discarded(s))),
        closed=say("speedtycoon_play.table.closed"),
        status=status_line(say, s, running),
        player_lines=tuple(player_line(say, s, seat, name)
                           for seat, name in enumerate(shown_names)),
        column_names=shown_names,
        scores=scores or tuple(s.scores()),
        fund_line=say("speedtycoon_play.table.fund_line", count=model.fund_size(s)),
        depot_hint=hint,
        advice=advice,
        tokens=tokens_line(say, s, viewer),
        lobbyist=lobbyist_line(say, s, viewer),
        contracts=say("speedtycoon_play.table.contracts"),
        counts_double=say("speedtycoon_play.table.counts_double"),
        modules=tuple(say(keys.MODULE_SHORT[m]) for m in model.modules(s)),
    )


def status_line(say: Say, s, running: str | None = None) -> str:
    """The bag, the scoring and the turn. While a scoring's sheet holds the table (or once the
    IPO has scored) the line says that scoring is on now: "next: IPO scoring" read wrong
    under the IPO's own sheet (speedfix, ru 1366x768)."""
    if running is None and model.scorings_done(s) >= IPO:
        running = SCORING_NAMES[IPO]
    key = "speedtycoon_play.table.status" if running is None \
        else "speedtycoon_play.table.status_now"
    scoring = queries.next_scoring(s) if running is None else SCORING_BY_NAME[running]
    bag = say("speedtycoon_play.table.bag", count=model.bag_left(s))  # "1 building" (speedleft)
    return say(key, bag=bag, scoring=say(SCORING_KEYS[scoring]), turn=str(model.turn_number(s)))


def tokens_line(say: Say, s, seat: int) -> str:
    """Tunnels, tips and loans of the seat, only for the modules in play. The Lobbyist's
    state stands apart (`lobbyist_line`): with it the line ran to 417 px in ru (304 px of room)
    and shrank to 10 px, and the hint under it leaves no second line."""
    parts = []
    if model.plays(s, M_TUNNELS):
        parts.append(say("speedtycoon_play.tokens.tunnels", count=model.tunnels_left(s, seat)))
    if model.plays(s, M_INSIDER):
        parts.append(say("speedtycoon_play.tokens.tips", count=model.tips_left(s, seat)))
    if model.plays(s, M_LOANS):
        parts.append(say("speedtycoon_play.tokens.loans", count=model.loans(s, seat)))
    return " · ".join(parts)


def lobbyist_line(say: Say, s, seat: int) -> str:
    """The seat's Lobbyist, ready or resting, for the depot's title row ("" without the
    module): a sentence of its own, read whole at the tokens' size."""
    if not model.plays(s, M_LOBBYIST):
        return ""
    rest = model.lobbyist_rest(s, seat)
    return (say("speedtycoon_play.tokens.lobby_rest", count=rest) if rest
            else say("speedtycoon_play.tokens.lobby_ready"))


def player_line(say: Callable[..., str], s, seat: int, name: str) -> str:
    """Row `seat`'s line in the players' column: its name and its cards."""
    return say("speedtycoon_play.table.player_line", name=name,
               cards=str(len(model.hand(s, seat))))


def column_names(say: Callable[..., str], s, names: Sequence[str]) -> tuple[str, ...]:
    """The names in the players' column, each shortened as the score sheet does where its line
    would not fit at its size («Maximiliane W. · Karten: 4»: the whole line was shrunk to
    9 px); the whole in a tooltip there and in the empire's title when the row is clicked."""
    def short(seat: int, name: str) -> str:
        return shortened(name, lambda n: fonts.size_of(player_line(say, s, seat, n),
                                                       tv.PLAYER_LINE_SIZE)[0]
                         <= tv.PLAYER_LINE_W)

    return tuple(short(seat, name) for seat, name in enumerate(names))


def shortened(name: str, fits: Callable[[str], bool]) -> str:
    """`name` whole where it fits, else its words shortened from the last one as print does
    («Maximiliane W.»), else the whole name cut (`abbreviated`)."""
    words = name.split(" ")
    for i in reversed(range(len(words))):
        if fits(" ".join(words)):
            break
        head, tail = words[:i], words[i + 1:]
        words[i] = abbreviated(words[i], lambda w, head=head, tail=tail:
                               fits(" ".join([*head, w, *tail])))
    shown = " ".join(words)
    return shown if fits(shown) else abbreviated(name, fits)


#: The moves that are one of the table's buttons: the advice names the button to click.
BUTTON_MOVES = {act.EndActions: "speedtycoon_play.table.end",
                act.Pass: "speedtycoon_play.table.pass",
                act.LobbyPass: "speedtycoon_play.table.pass",
                act.TakeLoan: "speedtycoon_play.table.loan"}


def describe_move(say: Say, state, action) -> tuple[tuple[str, dict], tv.Marks]:
    """A move in words (key, params), and the picks that light it up on the table."""
    marks = tv.Marks()
    if isinstance(action, act.TakeMoney):
        left = list(action.cards)
        for i, card in enumerate(model.display(state)):
            if CARD_KIND[card] in left:
                left.remove(CARD_KIND[card])
                marks.display.add(i)
        key = "speedtycoon_play.advice.take_tip" if action.tip else "speedtycoon_play.advice.take"
        return (key, {"cards": words.cards(say, action.cards)}), marks
    if isinstance(action, act.Buy | act.LobbyBuy):
        marks.place, marks.payment = action.p, action.cards
        return ("speedtycoon_play.advice.buy",
                {"place": words.place(say, action.p),
                 "cards": words.cards(say, action.cards)}), marks
    if isinstance(action, act.Place | act.BuildFromPlanning | act.Swap):
        marks.tile, marks.cells = action.tile, {(action.x, action.y): queries.GREEN}
        return ("speedtycoon_play.advice.place",
                {"where": words.where(say, action.x, action.y)}), marks
    if isinstance(action, act.Demolish):
        marks.building = (action.x, action.y)
        return ("speedtycoon_play.advice.demolish",
                {"where": words.where(say, action.x, action.y)}), marks
    if isinstance(action, act.ToFund):
        marks.tile = action.tile
        return ("speedtycoon_play.advice.fund", {}), marks
    if isinstance(action, act.ToPlanning):
        marks.tile = action.tile
        return ("speedtycoon_play.advice.plan", {}), marks
    if isinstance(action, act.RepayLoan):
        marks.payment = action.cards
        return ("speedtycoon_play.advice.repay", {"cards": words.cards(say, action.cards)}), marks
    button = BUTTON_MOVES.get(type(action))
    if button is not None:  # play-test: "Advice: end" named the rules' id, not the button
        return ("speedtycoon_play.advice.button", {"button": say(button)}), marks
    return ("speedtycoon_play.advice.other", {"move": str(action)}), marks
