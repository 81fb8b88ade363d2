"""Stage the Speedtycoon cards' findings of issue 31 in a real window, for xshot (house
rule 8), the way tests/speedtycoon_scenes/stage.py stages the table's:

    ../shared/tools/xshot docs/screenshots/speedtycoon-cards-zone_en.png 25 -- \\
        .venv/bin/python -m tests.speedtycoon_scenes.stage_cards zone en

`zone`: a zone in the market with the pointer resting on it (its card open), the person's
own city holding a zone; `money`: the person's depot with one Yen card selected for a payment
beside unselected ones, and a city with a tunnel; `advice`: R asked in mid-game; `tip`: two
Kapital cards lit that Take can have only with an Insider tip; `refused`: the same without
tips, the hint saying why Take stays grey; `kapital`: the pointer resting on a Kapital card, its
card beside the players' column (speed2); `window`: the same in the person's Lobbyist window,
the card saying what the window offers (speed2); `market_out`: a computer's turn, the pointer
on a market building, its card speaking of the computer's purchase (words6); `window_other`:
another seat's Lobbyist window in a third seat's turn, the pointer on a market building, its
card saying whose window it is and that the person waits (speedleft4); `city_since`: the
person's building waiting to be built, its cells lit, the pointer on a market building: the
card leaves the city and the lit cells in sight (speedleft4); `kapital_crowded`: two seats,
turn 81, the since card up and the city grown to the Kapital's foot, the pointer on the
Kapital's last card: its card leaves the other Kapital cards in sight (speedleft5).
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

import pygame

from game.app import App, Options
from game.core.match import Match
from game.core.setup import GameSetup
from game.speedtycoon.rules.data import (
    CARD_KIND,
    CARD_VALUE,
    PLACES,
    SPECIAL_FIRST,
    TAKE_LIMIT,
    ZONE_IDS,
)
from game.speedtycoon.rules.phases import ACT, LOBBY, PLACE
from game.speedtycoon.scenes.table_scene import TableScene
from game.speedtycoon.view import table_view as tv
from tests.speedtycoon_scenes.stage import played, seats

YEN = 3


def table(app: App, setup: GameSetup, until) -> TableScene:
    state, log = played(setup, until)
    board = app.scenes.push(TableScene(app, setup, curtain=False,
                                       match=Match(setup, state, log)))
    app.run_frames(2)
    return board


def rest_pointer(board: TableScene, pos: tuple[int, int]) -> None:
    """The pointer rests at `pos` (the virtual screen's own pointer is ignored)."""
    board.pointer = pos
    handle = board.board_event
    board.board_event = lambda event: event.type == pygame.MOUSEMOTION or handle(event)


def zone(app: App, lang: str) -> None:
    setup = GameSetup("speedtycoon", 2, seats(lang), {"game_type": "tycoon", "think": "none"})

    def ready(s) -> bool:
        return (s.current_player == 0 and s.turn == 0 and s.phase == ACT
                and any(t in ZONE_IDS for t in s.emp[0].values())
                and any(t in ZONE_IDS for t in s.market))

    board = table(app, setup, ready)
    place = next(p for p, t in enumerate(board.match.state.market) if t in ZONE_IDS)
    rest_pointer(board, tv.place_rect(place).center)


def money(app: App, lang: str) -> None:
    setup = GameSetup("speedtycoon", 1, seats(lang), {"game_type": "tycoon", "think": "none"})

    def ready(s) -> bool:
        yen = [c for c in s.hands[0] if CARD_KIND[c].startswith("¥")]
        return (s.current_player == 0 and s.turn == 0 and s.phase == ACT and len(yen) >= 2
                and bool(s.tun[0]))

    board = table(app, setup, ready)
    s = board.match.state
    board.pick_place(next(p for p in range(4) if PLACES[p][2] == YEN))
    yen = next(CARD_KIND[c] for c in s.hands[0] if CARD_KIND[c].startswith("¥"))
    board.marks.payment = (yen,)
    board.sync()


def advice(app: App, lang: str) -> None:
    """R asked in mid-game: the advice's box over the empire, its move lit on the table."""
    setup = GameSetup("speedtycoon", 4, seats(lang), {"game_type": "tycoon", "think": "none"})
    board = table(app, setup, lambda s: s.turn_no >= 14 and s.current_player == 0
                  and s.turn == 0 and s.phase == ACT)
    board.ask_advice()


def tip(app: App, lang: str) -> None:
    """Two Kapital cards worth more than 5 lit: the hint says Take spends an Insider tip."""
    setup = GameSetup("speedtycoon", 3, seats(lang), {"game_type": "tycoon", "think": "none"})

    def ready(s) -> bool:
        return (s.current_player == 0 and s.turn == 0 and s.phase == ACT and s.tips[0] > 0
                and len(s.display) == 4 and pair_over(s) is not None)

    board = table(app, setup, ready)
    for i in pair_over(board.match.state):
        board.toggle_display(i)


def refused(app: App, lang: str) -> None:
    """The same in a game without Insider tips: the hint says why Take stays grey."""
    setup = GameSetup("speedtycoon", 3, seats(lang), {"game_type": "classic", "think": "none"})

    def ready(s) -> bool:
        return (s.current_player == 0 and s.turn == 0 and s.phase == ACT
                and len(s.display) == 4 and pair_over(s) is not None)

    board = table(app, setup, ready)
    for i in pair_over(board.match.state):
        board.toggle_display(i)


def kapital(app: App, lang: str) -> None:
    """The pointer on the Kapital's last card in the person's turn: its card leaves the
    players' column in sight."""
    setup = GameSetup("speedtycoon", 5, seats(lang), {"game_type": "tycoon", "think": "none"})
    board = table(app, setup, lambda s: s.turn_no >= 6 and s.current_player == 0
                  and s.turn == 0 and s.phase == ACT and len(s.display) >= 3)
    rest_pointer(board, tv.display_rect(len(board.match.state.display) - 1).center)


def window(app: App, lang: str) -> None:
    """The person asked in a Lobbyist window, the pointer on a Kapital card (the window holds
    5 s while nothing is touched: shoot within 4 s)."""
    setup = GameSetup("speedtycoon", 5, seats(lang), {"game_type": "tycoon", "think": "none"})
    board = table(app, setup, lambda s: s.phase == LOBBY and s.asked == 0 and s.turn != 0)
    rest_pointer(board, tv.display_rect(len(board.match.state.display) - 1).center)


def market_out(app: App, lang: str) -> None:
    """A computer's turn, its actions ahead, the pointer on a market building the computer
    cannot pay exactly: the card gives the rule as the game's and the computer's verdict by
    name (words6). The table holds the moment (no computer moves)."""
    from game.speedtycoon.rules import queries

    setup = GameSetup("speedtycoon", 3, seats(lang), {"game_type": "tycoon", "think": "none"})

    def ready(s) -> bool:
        return (s.turn != 0 and s.current_player == s.turn and s.phase == ACT
                and s.turn_no >= 4 and any(
                    s.market[p] >= 0 and queries.purchase_outlook(s, s.turn, p)[0] == "short"
                    for p in range(4)))

    board = table(app, setup, ready)
    board.may_move = lambda: False
    s = board.match.state
    place = next(p for p in range(4) if s.market[p] >= 0
                 and queries.purchase_outlook(s, s.turn, p)[0] == "short")
    rest_pointer(board, tv.place_rect(place).center)


def hold_on_market(app: App, setup: GameSetup, ready) -> None:
    """Play `setup` until `ready(state)`, hold the table there and rest the pointer on the
    first market building, whose card then shows."""
    board = table(app, setup, ready)
    board.may_move = lambda: False
    s = board.match.state
    place = next(p for p in range(4) if s.market[p] >= 0)
    rest_pointer(board, tv.place_rect(place).center)


def window_other(app: App, lang: str) -> None:
    """A computer's Lobbyist window in another computer's turn, the person (seat 0) neither
    the buyer nor the turn's seat, the pointer on a market building: the card says whose
    window it is and that the person waits (speedleft4). The table holds the moment."""
    setup = GameSetup("speedtycoon", 11, seats(lang), {"game_type": "tycoon", "think": "none"})

    def ready(s) -> bool:
        return (s.phase == LOBBY and s.current_player not in (0, s.turn) and s.turn != 0
                and any(s.market[p] >= 0 for p in range(4)))

    hold_on_market(app, setup, ready)


def city_since(app: App, lang: str) -> None:
    """Mid-game, the person placing a bought building (its cells lit), the pointer on a
    market building: its card stands clear of the city and the lit cells (speedleft4). The
    table holds the moment."""
    setup = GameSetup("speedtycoon", 7, seats(lang), {"game_type": "tycoon", "think": "none"})

    def ready(s) -> bool:
        return (s.turn_no >= 22 and s.turn == 0 and s.current_player == 0 and s.phase == PLACE
                and any(s.market[p] >= 0 for p in range(4)))

    hold_on_market(app, setup, ready)


def kapital_crowded(app: App, lang: str) -> None:
    setup = GameSetup("speedtycoon", 3, seats(lang)[:2], {"game_type": "classic",
                                                          "think": "none"})
    board = table(app, setup, lambda s: s.turn_no >= 81 and s.turn == 0 and s.phase == ACT)
    rest_pointer(board, tv.display_rect(len(board.match.state.display) - 1).center)


def pair_over(s) -> tuple[int, int] | None:
    """Two display cards of different kinds worth more than 5 and at most 14 together."""
    for i in range(len(s.display)):
        for j in range(i + 1, len(s.display)):
            a, b = s.display[i], s.display[j]
            if max(a, b) < SPECIAL_FIRST and CARD_KIND[a] != CARD_KIND[b] and \
                    TAKE_LIMIT < CARD_VALUE[a] + CARD_VALUE[b] <= TAKE_LIMIT + 9:
                return i, j
    return None


def main(argv: list[str]) -> None:
    what, lang = argv
    app = App(Options(language=lang, data_dir=Path(tempfile.mkdtemp(prefix="st-cards-")),
                      fullscreen=False, decision_seed=0))
    {"zone": zone, "money": money, "advice": advice, "tip": tip,
     "refused": refused, "kapital": kapital, "window": window,
     "market_out": market_out, "window_other": window_other,
     "city_since": city_since, "kapital_crowded": kapital_crowded}[what](app, lang)
    app.run()


if __name__ == "__main__":
    main(sys.argv[1:])
