"""Stage one Speedtycoon screen in a real window, for /work/shared/tools/xshot (house rule 8):

    ../shared/tools/xshot docs/screenshots/speedtycoon_contracts_de.png 20 -- \\
        .venv/bin/python -m tests.speedtycoon_scenes.stage contracts de

`contracts`: a Tycoon-type table in mid-game with the pointer resting on a contract (its hover
card open); `result`: the final IPO screen of a finished four-seat game; `ring`: a scoring held
while the rings' counting runs are traced (the tally stopped part-way for the picture);
`lobby`: a computer's Lobbyist purchase on the news line, the person's own window open with
Pass after it and the players' column framing the seat whose turn it is; `short`: a market
building the person cannot afford picked ("7 missing"); `majorities`: the M sheet;
`new_game`: the new-game screen (issue 31); `new_game_tip`: a module's tip over the lowest
switches, clear of Back and Start; `sheet_clock`: the M sheet with the clock under it;
`hover_market`: a market building's card clear of the Kapital and the clock; `hover_log`:
the log open, a depot card's card beside it, clear of it and the buttons; `done`: a turn
that waits for End turn after a take (Confirm end of turn on); `buttons`: the fullest row of
buttons (two players: the fund's; Loans with a loan to repay), each as wide as its label;
`placing`: a bought building waiting for its cell, the depot's two-line hint under the tokens;
`ipo`: the IPO's sheet held on the table, the status line under it saying the IPO is on now;
`back`: a saved table opened again (as Continue does) at the person's turn after the
computers', the card of what they did since the person's last move up; `city_corner`: the same
(two seats, a city of some buildings) with the city dragged into the empire's top left corner,
where the card stood: it steps aside; `advice_corner`: there the advice asked for (H);
`lobby_row`: the Lobbyist window End turn just opened (two seats, the Lobbyist alone);
`long_name`: the M sheet at six seats with a long typed name, its tooltip open;
`depot_lobbyist`: the person's turn with their Lobbyist resting (the depot's title row).
"""

from __future__ import annotations

import random
import sys
import tempfile
from pathlib import Path

import pygame

from game.app import App, Options
from game.core.match import Match
from game.core.setup import GameSetup, Seat
from game.speedtycoon import rules
from game.speedtycoon.rules import actions as act
from game.speedtycoon.rules import contract_view, geometry, queries
from game.speedtycoon.rules.data import BRANCHES, PLACES, TILE_BRANCH
from game.speedtycoon.rules.phases import ACT, LOBBY, PLACE
from game.speedtycoon.scenes import scoring_pause
from game.speedtycoon.scenes.new_game_scene import SpeedtycoonNewGame
from game.speedtycoon.scenes.options import with_hold
from game.speedtycoon.scenes.result_scene import TableResult
from game.speedtycoon.scenes.table_scene import TableScene
from game.speedtycoon.view import table_view as tv

#: The computers' names as the new-game screen writes them (render_pngs.py's, which is not
#: imported: it puts SDL on the dummy driver, and this picture needs the real window).
NAMES = {"en": ("Red (normal)", "Blue (easy)", "Green (hard)"),
         "de": ("Rot (mittel)", "Blau (leicht)", "Grün (schwer)"),
         "ru": ("Красный (средний)", "Синий (слабый)", "Зелёный (сильный)")}


def seats(lang: str, people: int = 1) -> tuple[Seat, ...]:
    a, b, c = NAMES[lang]
    humans = [Seat("human", name, colour) for name, colour in
              (("Anna", "purple"), ("Ben", "orange"), ("Clara", "yellow"),
                                    ("Dana", "green"))]
    computers = [Seat("computer", a, "red", "normal"), Seat("computer", b, "blue", "easy"),
                 Seat("computer", c, "green", "hard")]
    return tuple(humans[:people] + computers[:4 - people])


def played(setup: GameSetup, until) -> tuple[object, list]:
    """Random legal moves from the deal until `until(state)` holds; a building goes into the
    empire whenever it fits, so the cities grow as a player's would."""
    state = rules.new_game(setup.num_players, setup.seed, setup.options)
    rng, log = random.Random(setup.seed), []
    while not until(state):
        legal = state.legal_actions()
        builds = [x for x in legal if isinstance(x, act.Place | act.Buy)]
        action = rng.choice(builds or legal)
        state.apply(action)
        log.append(action)
    return state, log


def contracts(app: App, lang: str) -> None:
    setup = GameSetup("speedtycoon", 4, seats(lang), {"game_type": "tycoon", "think": "none"})

    def ready(s) -> bool:
        return s.turn_no >= 24 and s.current_player == 0 and s.turn == 0 and \
            contract_view.contract_outlook(s, 0, contract_view.contracts_of(s, 0)[1])[
                "where"] == "market"

    state, log = played(setup, ready)
    board = app.scenes.push(TableScene(app, setup, curtain=False,
                                       match=Match(setup, state, log)))
    app.run_frames(3)
    # The pointer rests on the second contract (its card opens to the left, the area stays in
    # sight); the virtual screen's own pointer is ignored.
    board.pointer = tv.contract_rect(1).center
    handle = board.board_event
    board.board_event = lambda event: event.type == pygame.MOUSEMOTION or handle(event)


def result(app: App, lang: str) -> None:
    setup = GameSetup("speedtycoon", 9, seats(lang), {"game_type": "tycoon", "think": "none"})
    state, log = played(setup, lambda s: s.current_player is None)
    app.scenes.push(TableResult(app, Match(setup, state, log), curtain=False))


def scoring_played(app: App, setup: GameSetup, scoring: int, shown) -> TableScene:
    """A table one move before the `scoring`-th scoring, which the table then plays until
    `shown(board)`: the sheet is the table's own, not a picture drawn apart."""
    _state, log = played(setup, lambda s: s.scorings >= scoring)
    state, _ = replay(setup, log[:-1])
    board = app.scenes.push(TableScene(app, setup, curtain=False,
                                       match=Match(setup, state, log[:-1])))
    app.run_frames(2)
    board.apply(log[-1])
    for _ in range(400):
        board.timeline.skip()
        app.step(0.05)
        if shown(board):
            break
    return board


def ring(app: App, lang: str) -> None:
    setup = GameSetup("speedtycoon", 26, seats(lang, 4), {"game_type": "classic", "think": "none"})
    board = scoring_played(app, setup, 2, lambda board: bool(board.pauses))
    pause = board.pauses[0]
    pause.age = (scoring_pause.RING_ROW * scoring_pause.PART_SECONDS
                 + pause.ring_time * 0.55) * board.factor
    pause.update = lambda dt: False  # the picture holds the tally part-way


def ipo(app: App, lang: str) -> None:
    setup = GameSetup("speedtycoon", 9, seats(lang), {"game_type": "classic", "think": "none"})
    board = scoring_played(app, setup, 3, lambda board: bool(board.pauses) and not board.busy)
    board.pauses[0].update = lambda dt: False  # the sheet stays for the picture


def back(app: App, lang: str) -> None:
    setup = GameSetup("speedtycoon", 5, seats(lang), {"game_type": "classic", "think": "none"})
    state, log = played(setup, lambda s: s.turn_no >= 5 and s.current_player == 0
                        and s.phase == ACT)
    app.scenes.push(TableScene(app, setup, curtain=False, match=Match(setup, state, log)))


def city_corner(app: App, lang: str) -> TableScene:
    """Back at a saved table at the person's turn after the computer's (the card up), the
    city dragged into the empire's top left corner, as a person drags it."""
    setup = GameSetup("speedtycoon", 5, seats(lang)[:2], {"game_type": "classic",
                                                          "think": "none"})
    state, log = played(setup, lambda s: s.turn_no >= 30 and s.current_player == 0
                        and s.turn == 0 and s.phase == ACT)
    board = app.scenes.push(TableScene(app, setup, curtain=False,
                                       match=Match(setup, state, log)))
    app.run_frames(2)
    xs, ys = zip(*(geometry.xy(c) for c in state.emp[0]), strict=True)
    cell = board.camera.cell
    board.camera.offset = (tv.OVER_EMPIRE.x + 20 - tv.EMPIRE.centerx - (min(xs) - 0.5) * cell,
                           tv.OVER_EMPIRE.y + 10 - tv.EMPIRE.centery - (min(ys) - 0.5) * cell)
    return board


def advice_corner(app: App, lang: str) -> None:
    city_corner(app, lang).hint()


def lobby(app: App, lang: str) -> None:
    """A computer's Lobbyist buys, and then the person is asked in that same window."""
    for seed in range(5, 200):
        setup = GameSetup("speedtycoon", seed, seats(lang),
                          {"game_type": "tycoon", "think": "none"})
        state = rules.new_game(4, seed, setup.options)
        rng, log = random.Random(seed), []
        while state.turn_no < 60 and not state.is_terminal():
            legal = state.legal_actions()
            builds = [x for x in legal if isinstance(x, act.Place | act.Buy | act.LobbyBuy)]
            action = rng.choice(builds or legal)
            branch = TILE_BRANCH[state.market[action.p]] if isinstance(action, act.LobbyBuy) \
                else -1
            state.apply(action)
            log.append(action)
            if branch >= 0 and state.phase == LOBBY and state.asked == 0:
                break
        else:
            continue
        break
    before, _ = replay(setup, log[:-1])
    board = app.scenes.push(TableScene(app, setup, curtain=False,
                                       match=Match(setup, before, log[:-1])))
    app.run_frames(2)
    reason = ("speedtycoon.reason.lobby_buy",
              {"branch": BRANCHES[TILE_BRANCH[before.market[log[-1].p]]],
               "place": PLACES[log[-1].p][0]})
    board.apply(log[-1], reason)
    board.timeline.skip()
    app.run_frames(1)  # the window opens; the picture holds it and the news line
    board.tick_clock = lambda dt: None
    board.toast.update = lambda dt: None


def short(app: App, lang: str) -> None:
    """The person picks a market building their cards cannot reach."""
    setup = GameSetup("speedtycoon", 3, seats(lang), {"game_type": "tycoon", "think": "none"})

    def out_of_reach(s) -> bool:
        return s.turn_no > 8 and s.turn == 0 and s.current_player == 0 and s.phase == ACT and \
            any(s.market[p] >= 0 and not queries.best_payment(s, 0, p) for p in range(4))

    state, log = played(setup, out_of_reach)
    board = app.scenes.push(TableScene(app, setup, curtain=False,
                                       match=Match(setup, state, log)))
    app.run_frames(2)
    board.pick_place(next(p for p in range(4) if state.market[p] >= 0
                          and not queries.best_payment(state, 0, p)))


def majorities(app: App, lang: str) -> None:
    sheet_at_turn_30(app, seats(lang))


def sheet_at_turn_30(app: App, people) -> TableScene:
    """A Tycoon-type game played to turn 30, the person to act, the M sheet up."""
    setup = GameSetup("speedtycoon", 4, people, {"game_type": "tycoon", "think": "none"})
    state, log = played(setup, lambda s: s.turn_no >= 30 and s.current_player == 0
                        and s.turn == 0 and s.phase == ACT)
    board = app.scenes.push(TableScene(app, setup, curtain=False,
                                       match=Match(setup, state, log)))
    app.run_frames(2)
    board.majorities = True
    return board


#: A person's typed name of the profile limit's length, per language of the picture.
LONG_NAME = {"de": "Maximiliane Wolkenstein", "en": "Maximiliane Wolkenstein",
             "ru": "Ширшова-Жуковская Юлия"}


def long_name(app: App, lang: str) -> None:
    """The M sheet at six seats, a person with a long typed name: shortened over its column,
    the pointer resting on it for its tooltip."""
    from game.speedtycoon.scenes import keys
    from game.speedtycoon.view import score_sheet

    people = (Seat("human", LONG_NAME[lang], "purple"),
              *(Seat("computer", NAMES[lang][i % 3], colour, "normal")
                for i, colour in enumerate(c for c in keys.COLOUR if c != "purple")))
    board = sheet_at_turn_30(app, people[:6])
    pygame.mouse.set_pos(score_sheet.name_rects(board.sheet_words(""))[0].center)


def placing(app: App, lang: str) -> None:
    """A Tycoon-type table in mid-game, the person's bought building waiting for its cell:
    the depot's two-line placing hint under the tokens line, inside the frame."""
    setup = GameSetup("speedtycoon", 4, seats(lang), {"game_type": "tycoon", "think": "none"})
    state, log = played(setup, lambda s: s.turn_no >= 12 and s.current_player == 0
                        and s.turn == 0 and s.phase == PLACE)
    app.scenes.push(TableScene(app, setup, curtain=False, match=Match(setup, state, log)))


def depot_lobbyist(app: App, lang: str) -> None:
    """A Tycoon-type table at the person's turn with their Lobbyist resting: the tokens line
    (tunnels, tips, loans) and the Lobbyist's state in the depot's title row, each at 13 px."""
    setup = GameSetup("speedtycoon", 4, seats(lang), {"game_type": "tycoon", "think": "none"})
    state, log = played(setup, lambda s: s.current_player == 0 and s.turn == 0
                        and s.phase == ACT and s.lobby_rest[0] > 1)
    app.scenes.push(TableScene(app, setup, curtain=False, match=Match(setup, state, log)))


def new_game(app: App, lang: str) -> None:
    app.scenes.push(SpeedtycoonNewGame(app))


def new_game_tip(app: App, lang: str) -> None:
    """The pointer resting on a module switch of the panel's lowest row: its tip opens above
    the switch, clear of Back and Start (issue 31.8)."""
    screen = app.scenes.push(SpeedtycoonNewGame(app))
    app.run_frames(2)
    switch = screen.modules["blitz"]
    pygame.mouse.get_pos = lambda: switch.get_abs_rect().center


def sheet_clock(app: App, lang: str) -> None:
    """The M sheet open in the person's turn with the think time running: the clock under
    the sheet, not over it (issue 31.8)."""
    setup = GameSetup("speedtycoon", 4, seats(lang), {"game_type": "tycoon", "think": "60"})
    state, log = played(setup, lambda s: s.turn_no >= 30 and s.current_player == 0
                        and s.turn == 0 and s.phase == ACT)
    board = app.scenes.push(TableScene(app, setup, curtain=False,
                                       match=Match(setup, state, log)))
    app.run_frames(2)
    board.majorities = True


def hover_market(app: App, lang: str) -> None:
    """The pointer on the rightmost market building: its card opens clear of the Kapital and
    the clock (issue 31.8)."""
    setup = GameSetup("speedtycoon", 4, seats(lang), {"game_type": "tycoon", "think": "60"})
    state, log = played(setup, lambda s: s.turn_no >= 12 and s.current_player == 0
                        and s.turn == 0 and s.phase == ACT and s.market[3] >= 0)
    board = app.scenes.push(TableScene(app, setup, curtain=False,
                                       match=Match(setup, state, log)))
    app.run_frames(3)
    board.pointer = tv.place_rect(3).center
    handle = board.board_event
    board.board_event = lambda event: event.type == pygame.MOUSEMOTION or handle(event)


def hover_log(app: App, lang: str) -> None:
    """The log open (L) and the pointer on a depot card beside it: the card opens clear of
    the log and the buttons, drawn over the widgets (speedpolish)."""
    setup = GameSetup("speedtycoon", 4, seats(lang), {"game_type": "tycoon", "think": "none"})
    state, log = played(setup, lambda s: s.turn_no >= 12 and s.current_player == 0
                        and s.turn == 0 and s.phase == ACT and len(s.hands[0]) >= 4)
    board = app.scenes.push(TableScene(app, setup, curtain=False,
                                       match=Match(setup, state, log)))
    app.run_frames(3)
    board.game_log.open_panel()
    rects = tv.depot_cards(list(state.hands[0]))
    board.pointer = rects[len(rects) // 2][0].center
    board.log_pointer = board.pointer
    handle = board.board_event
    board.board_event = lambda event: event.type == pygame.MOUSEMOTION or handle(event)


def done(app: App, lang: str) -> None:
    """With "Confirm end of turn" on, the person took money: the turn waits for End turn,
    and Undo can take the take back (issue 31.3)."""
    for seed in range(200):
        setup = GameSetup("speedtycoon", seed, seats(lang),
                          {"game_type": "classic", "think": "none"})
        board = TableScene(app, setup, curtain=False)
        if board.match.state.current_player == 0:
            break
    app.scenes.push(board)
    app.run_frames(2)
    take = next(a for a in board.match.state.legal_actions() if isinstance(a, act.TakeMoney))
    board.apply(take)
    board.timeline.skip()
    board.toast.clear()


def buttons(app: App, lang: str) -> None:
    """Two players, the Tycoon type (Loans), the person with a loan at the start of a turn:
    every move button at once (issue 31)."""
    setup = GameSetup("speedtycoon", 5, seats(lang)[:2], {"game_type": "tycoon",
                                                          "think": "none"})
    state, log = played(setup, lambda s: s.loans[0] >= 1 and s.current_player == 0
                        and s.turn == 0 and s.phase == ACT and s.turn_no > 8)
    app.scenes.push(TableScene(app, setup, curtain=False, match=Match(setup, state, log)))


def end_before_window(app: App, lang: str) -> TableScene:
    """Two seats with the Lobbyist alone (no Loans: the shortest row), Confirm end of turn
    on (the default): the person's turn waits for End turn, which opens the person's own
    Lobbyist window at once (the computer's turn starts with it)."""
    setup = with_hold(GameSetup("speedtycoon", 3, seats(lang)[:2], {
        "game_type": "custom", "modules": "lobbyist", "think": "none"}), True)

    def ready(s) -> bool:
        legal = s.legal_actions()
        ends = [a for a in legal if isinstance(a, act.EndActions)]
        if s.is_terminal():
            raise AssertionError("no End turn of the person's opened their Lobbyist window")
        if s.current_player != 0 or not ends or any(isinstance(a, act.Pass) for a in legal):
            return False
        after = s.clone()
        after.apply(ends[0])
        return after.phase == LOBBY and after.asked == 0

    state, log = played(setup, ready)
    board = app.scenes.push(TableScene(app, setup, curtain=False,
                                       match=Match(setup, state, log)))
    app.run_frames(2)
    return board


def lobby_row(app: App, lang: str) -> None:
    """The Lobbyist window just opened by End turn (`end_before_window`): nothing of its row
    where End turn stood."""
    board = end_before_window(app, lang)
    board.press(board.buttons["end"])
    app.run_frames(2)
    board.lobby.elapsed = -60.0  # the window stays up for the picture (it passes after 5 s)


def replay(setup: GameSetup, log: list) -> tuple[object, list]:
    state = rules.new_game(setup.num_players, setup.seed, setup.options)
    for action in log:
        state.apply(action)
    return state, log


def main(argv: list[str]) -> None:
    what, lang = argv
    app = App(Options(language=lang, data_dir=Path(tempfile.mkdtemp(prefix="st-stage-")),
                      fullscreen=False, decision_seed=0))
    {"contracts": contracts, "result": result, "ring": ring, "lobby": lobby, "short": short,
     "majorities": majorities, "new_game": new_game, "sheet_clock": sheet_clock,
     "hover_market": hover_market, "hover_log": hover_log, "done": done,
     "new_game_tip": new_game_tip, "buttons": buttons, "placing": placing, "ipo": ipo, "back": back,
     "city_corner": city_corner, "advice_corner": advice_corner,
     "lobby_row": lobby_row, "long_name": long_name,
     "depot_lobbyist": depot_lobbyist}[what](app, lang)
    app.run()


if __name__ == "__main__":
    main(sys.argv[1:])
