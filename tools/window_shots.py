"""Open one screen of the real app in a real window and keep it there, for screenshots.

    .venv/bin/python tools/window_shots.py menu GAME LANG   # a late board with its game menu
    .venv/bin/python tools/window_shots.py picker LANG      # the title's New game picker
    .venv/bin/python tools/window_shots.py settings LANG    # Settings over the title
    .venv/bin/python tools/window_shots.py board GAME LANG  # a late board, nothing over it
    .venv/bin/python tools/window_shots.py top_card speedtycoon LANG  # the same, the pointer
                                                  # resting on the person's topmost building
    .venv/bin/python tools/window_shots.py panel GAME LANG  # a street's buttons after a sale
    .venv/bin/python tools/window_shots.py mortgage GAME LANG  # a lone street mortgaged:
                                                              # the red "Build: …" line
    .venv/bin/python tools/window_shots.py jail GAME LANG   # the fullest panel: jail, a pass
    .venv/bin/python tools/window_shots.py jail_sold GAME LANG  # the same after its Sell
    .venv/bin/python tools/window_shots.py auction GAME LANG    # the person's bid, every bid
    .venv/bin/python tools/window_shots.py hint_tip GAME LANG   # the same, the pointer
                                                               # resting on Hint: its tip
    .venv/bin/python tools/window_shots.py short_bid GAME LANG  # the same, cash for 7 steps
    .venv/bin/python tools/window_shots.py million_bid GAME LANG  # the same, bids of a
                                                                 # million
    .venv/bin/python tools/window_shots.py keys_auction GAME LANG  # the person and three
                                                                  # computers, first turn
    .venv/bin/python tools/window_shots.py hot_seat GAME LANG   # Anna and Ben at one screen
                                                               # and a computer: Anna's first
                                                               # roll reaches a place for sale
    .venv/bin/python tools/window_shots.py roll GAME LANG   # the first turn, before the roll
    .venv/bin/python tools/window_shots.py for_sale GAME LANG   # the same, a place for sale
    .venv/bin/python tools/window_shots.py side_ferries GAME LANG  # tokens on the side columns'
                                                                  # ferries (or stations)
    .venv/bin/python tools/window_shots.py counter GAME LANG  # a Normal's counter to the
                                                             # person's offer, as a draft
    .venv/bin/python tools/window_shots.py counter_log GAME LANG  # the same with the log
                                                                 # open: the trade's terms
    .venv/bin/python tools/window_shots.py new_game GAME LANG  # the new-game screen: seat
                                                              # names as greyed hints, one
                                                              # typed, the caret in one
    .venv/bin/python tools/window_shots.py level_names GAME LANG  # the same screen, the
                                                                 # second seat set to Easy
    .venv/bin/python tools/window_shots.py easy_level GAME LANG  # the same screen, a seat's
                                                                # Easy focused: its tip
    .venv/bin/python tools/window_shots.py timer_tip GAME LANG  # the same screen, the turn
                                                               # timer's 60 s focused: its tip
    .venv/bin/python tools/window_shots.py reasons GAME LANG  # the person's second turn
                                                             # against two Normals: their
                                                             # reasons in the log, the deed
                                                             # of a place on the board's top
    .venv/bin/python tools/window_shots.py offer_hint GAME LANG  # Anna and Ben at one screen:
                                                                # Ben's offer to Anna and her
                                                                # hint (playtest23)

    .venv/bin/python tools/window_shots.py keyed_tip GAME LANG  # the first turn, a bar tip
                                                 # opened by the keys: Tycoon's Fly home
                                                 # (the plane flown out), Speedtycoon's Menu
    .venv/bin/python tools/window_shots.py people GAME LANG  # Anna and Ben at one screen and
                                                            # a computer, no curtain
    .venv/bin/python tools/window_shots.py undo_off GAME LANG  # one person, undo switched off
                                                              # (type U: XSHOT_KEYS=u)

    .venv/bin/python tools/window_shots.py tip_pressed GAME LANG  # a late board: a bar
                                                 # button's tip open, another button held down

GAME is tycoon, speedtycoon, kraken_bay or menedzher; the board is the late position
`make bench` measures (tools/bench_fps.py), every seat a person's. The app keeps running until
it is closed (xshot captures the window and stops it):

    /work/shared/tools/xshot docs/screenshots/menu_tycoon_en.png 25 -- \\
        .venv/bin/python tools/window_shots.py menu tycoon en

User files go to a fresh temporary folder, never the player's own.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))


def late_board(app, game: str):
    """The board of `game` in its late position (the benchmark's), on the app's stack."""
    import bench_fps

    made = bench_fps.MAKERS[game]()
    setup, state, actions = made[:3]
    opener = {"tycoon": bench_fps.tycoon_board,
              "speedtycoon": bench_fps.speedtycoon_board}.get(game, bench_fps.property_board)
    return app.scenes.push(opener(app, setup, state, list(actions)))


def rest_on_since_card(board) -> None:
    """Nothing over it: the loaded board opens with the card of what the others did since
    the person's last move; a mouse resting on it sends it aside, as for a player."""
    import pygame

    rect = board.game_log.card_rect
    if rect is not None:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0),
                                             buttons=(0, 0, 0)))


def panel_after_sale(app, game: str):
    """A new game of `game` whose first turn is the person's, the first street's whole set
    theirs with a house, the street picked and its house sold with the panel's Sell: Build,
    an empty slot where Sell was, Mortgage where it stood (docs/property-screens.md)."""
    from game.property.rules.rulesets import PROPERTY

    board = first_turn(app, game)
    state = board.match.state
    rs = state.rs
    street = next(q for q in range(rs.n_spaces) if rs.set_of[q] >= 0 and rs.kind[q] == PROPERTY)
    for q in rs.sets[rs.set_of[street]]:
        state.owner[q] = 0
    state.level[street] = 1
    state._owned = state._legal = None
    board.marks.selected = street
    board.sync()
    board.specs["sell"].run()
    return board


def panel_after_mortgage(app, game: str):
    """A new game of `game` whose first turn is the person's, one street of a set theirs,
    picked and mortgaged with the panel's Mortgage: the red line under the buttons says why
    nothing can be built, as being about building (pt-late)."""
    from game.property.rules.rulesets import PROPERTY

    board = first_turn(app, game)
    state = board.match.state
    rs = state.rs
    street = next(q for q in range(rs.n_spaces) if rs.set_of[q] >= 0 and rs.kind[q] == PROPERTY)
    state.owner[street] = 0
    state._owned = state._legal = None
    board.marks.selected = street
    board.sync()
    board.specs["mortgage"].run()
    return board


def fullest_panel(app, game: str):
    """The fullest panel: the person in jail with a pass, the dearest set theirs whole and
    its dearest street picked with a house (Roll, Pay fine, Use pass, Trade…, Undo, Build,
    Sell, Mortgage greyed: a fourth row in ru and «Менеджер» de; docs/property-screens.md)."""
    board = panel_after_sale(app, game)
    state = board.match.state
    rs = state.rs
    street = max((q for q in range(rs.n_spaces) if rs.set_of[q] >= 0
                  and rs.kind[q] == state.rs.kind[board.marks.selected]), key=rs.mortgage_value)
    for q in rs.sets[rs.set_of[street]]:
        state.owner[q] = 0
    state.level[street] = 1
    jail_in_turn(state, 0)
    state.cash[0] = 10_000_000
    state.held[0].append(0)
    state._owned = state._legal = None
    board.marks.selected = street
    board.sync()
    return board


def jail_in_turn(state, seat: int) -> None:
    """``seat`` jailed as the rules jail it (`turn.send_to_jail`: on the jail space, tries
    0), at the start of its own turn in jail. Setting its tries alone left the token where it
    stood, drawn on that space's bars-spot (over Start's name: the staged jail shots)."""
    from game.property.rules.turn import send_to_jail

    send_to_jail(state, seat, "space", [])
    state.jailed_now = False       # the turn it went in has ended; this is its next one
    state._legal = None


def fullest_panel_sold(app, game: str):
    """The fullest panel after its Sell was pressed: Build, Sell's cell empty, Mortgage where
    it stood in the fourth row (docs/property-screens.md, propleft)."""
    board = fullest_panel(app, game)
    board.specs["sell"].run()
    return board


def first_turn(app, game: str, level: str = "easy"):
    """A new game of `game` against two computers of `level` whose first turn is the
    person's."""
    from game.core.setup import GameSetup, Seat
    from game.games import game_entry
    from game.property.scenes.board_scene import BoardScene

    seats = (Seat("human", "Anna", "red"), Seat("computer", "Ben", "blue", level),
             Seat("computer", "Cleo", "yellow", level))
    seed = next(seed for seed in range(1, 200)
                if game_entry(game).new_game(3, seed, {}).turn_player() == 0)
    board = app.scenes.push(BoardScene(app, GameSetup(game, seed, seats, {}), curtain=False))
    app.run_frames(2)
    return board


def counter_to_person(app, game: str):
    """A Normal's counter-offer to the person's offer, opened as the person's draft (terms,
    Accept, Reject, Send, the computer's reason; propleft2). Kraken Bay: Anna, holding a
    ferry, offers Ben its printed price for his; a second ferry doubles the rent of the
    first, so the deal is worth more to her than the price and Ben asks more. «Менеджер»
    (no ferries): Anna asks ten times its price for the last place of Ben's set; he
    offers less. The two kinds a Normal counters: a deal that makes the two richer
    together, the price moved so both gain (`bot.trades.counter`)."""
    from game.property.rules.rulesets import FERRY

    board = first_turn(app, game, "normal")
    state = board.match.state
    rs = state.rs
    ferries = [q for q in rs.ownable if rs.kind[q] == FERRY]
    if ferries:
        mine, theirs = [ferries[0]], [ferries[2]]
        picked, cash = ferries[2], ("give_cash", rs.price[ferries[2]])
    else:
        *theirs, last = rs.sets[0]
        mine, picked, cash = [last], last, ("get_cash", 10 * rs.price[last])
    for seat, places in ((0, mine), (1, theirs)):
        for q in places:
            state.owner[q] = seat
    state._owned = state._legal = None
    board.open_trade()
    board.pick_partner(1)
    board.draft.toggle(state, picked)
    board.sync()
    board.entries[cash[0]].set_text(str(cash[1]))
    board.send_trade()
    return board


def counter_in_log(app, game: str):
    """The counter stage with the game log open over the board: the person's offer and the
    computer's counter each say their terms, wrapped in the panel's width (propleft2)."""
    board = counter_to_person(app, game)
    app.run_frames(3)
    board.game_log.open_panel()
    return board


def place_for_sale(app, game: str):
    """The person's first turn with the token on the first place for sale (Buy, Auction,
    Trade…): Trade… stood in another cell than before the roll (pt-men, tradeslot)."""
    from game.property.rules.phases import BUY

    board = first_turn(app, game)
    state = board.match.state
    state.phase, state.pos[0] = BUY, next(q for q in range(state.rs.n_spaces)
                                          if state.rs.price[q] > 0 and state.owner[q] < 0)
    state._legal = None
    board.sync()
    return board


def own_auction(app, game: str):
    """The person's bid in an auction a computer opened by declining its first place, the
    person's cash enough for every bid (the least, +5 and +10 steps, all the money)."""
    from game.core.match import Match
    from game.property.rules.auction import min_bid
    from game.property.scenes.board_scene import BoardScene
    from tests.property_scenes.stage import computers_auction_start

    setup, state = computers_auction_start(game)
    state.cash[1] = 100 * min_bid(state)
    state._legal = None
    return app.scenes.push(BoardScene(app, setup, curtain=False, match=Match(setup, state)))


def hint_tip(app, game: str):
    """The same auction with the pointer resting on Hint: its tip stands clear of the log's
    latest bids (playtest24)."""
    import pygame

    board = own_auction(app, game)
    app.run_frames(2)
    pygame.mouse.set_pos(app.canvas.to_window(board.fixed[1].get_abs_rect().center))
    return board


def short_bid(app, game: str):
    """The person's bid in the same auction with cash for the least bid and seven steps more:
    ten steps more stay in their cell, greyed, the all-money bid in its own (bidcells22)."""
    from game.core.match import Match
    from game.property.rules.auction import min_bid
    from game.property.scenes.board_scene import BoardScene
    from tests.property_scenes.stage import computers_auction_start

    setup, state = computers_auction_start(game)
    cash = min_bid(state) + 7 * state.rs.auction_step
    state.bank += state.cash[1] - cash   # the bank's ledger keeps the money conserved
    state.cash[1] = cash
    state._legal = None
    return app.scenes.push(BoardScene(app, setup, curtain=False, match=Match(setup, state)))


def million_bid(app, game: str):
    """The person's bid in the same auction after another seat's typed bid near a million,
    the person's cash 1 000 000: every bid a sum of a million, its label a font step smaller
    where it would touch its cell's edge (prop23)."""
    from game.core.match import Match
    from game.property.scenes.board_scene import BoardScene
    from tests.property_scenes.stage import computers_auction_start

    setup, state = computers_auction_start(game)
    cash = 1_000_000
    state.au_high, state.au_bidder = cash - 11 * state.rs.auction_step, 2
    state.bank += state.cash[1] - cash   # the bank's ledger keeps the money conserved
    state.cash[1] = cash
    state._legal = None
    return app.scenes.push(BoardScene(app, setup, curtain=False, match=Match(setup, state)))


def keys_auction(app, game: str):
    """The person against three computers, on their first turn with the token on a place for
    sale: Auction (Tab, Tab, Enter) opens their own auction, bid keys-only (propkeys3)."""
    from game.core.setup import GameSetup, Seat
    from game.games import game_entry
    from game.property.rules.actions import ROLL
    from game.property.rules.phases import BUY
    from game.property.scenes.board_scene import BoardScene

    def lands_on_a_sale(seed: int) -> bool:
        state = game_entry(game).new_game(4, seed, {})
        if state.turn_player() != 0:
            return False
        state.apply(ROLL)
        return state.phase == BUY

    seats = (Seat("human", "Anna", "red"), Seat("computer", "Ben", "blue", "normal"),
             Seat("computer", "Cleo", "yellow", "normal"),
             Seat("computer", "Dan", "green", "normal"))
    seed = next(seed for seed in range(1, 200) if lands_on_a_sale(seed))
    board = app.scenes.push(BoardScene(app, GameSetup(game, seed, seats, {}), curtain=False))
    app.run_frames(2)
    return board


def hot_seat(app, game: str):
    """Two people at one screen (Anna, Ben) and a computer, Anna's curtain down: her first
    roll lands on a place for sale, so Auction there opens a hot-seat auction (propkeys2:
    the panel's cells with no Undo, the bids' rows)."""
    from game.core.setup import GameSetup, Seat
    from game.games import game_entry
    from game.property.rules.actions import ROLL
    from game.property.rules.phases import BUY
    from game.property.scenes.board_scene import BoardScene

    def lands_on_a_sale(seed: int) -> bool:
        state = game_entry(game).new_game(3, seed, {})
        if state.turn_player() != 0:
            return False
        state.apply(ROLL)
        return state.phase == BUY

    seats = (Seat("human", "Anna", "red"), Seat("human", "Ben", "blue"),
             Seat("computer", "Cleo", "yellow", "easy"))
    seed = next(seed for seed in range(1, 200) if lands_on_a_sale(seed))
    board = app.scenes.push(BoardScene(app, GameSetup(game, seed, seats, {})))
    app.run_frames(2)
    return board


def offer_hint(app, game: str):
    """The play-test's offer (playtest23): Anna and Ben at one screen and an Easy computer;
    Ben offers Anna the first place of the first set (Bilgewater Lane) for 100 while the
    bank holds the rest of the set, and Anna asks for a hint: the offer panel's lines (net
    worth falling for her, rising for Ben) beside the hint's reason, which names the rent
    to come from places and sets."""
    from game.core.setup import GameSetup, Seat
    from game.games import game_entry
    from game.property.rules import Offer, Terms
    from game.property.scenes.board_scene import BoardScene

    seats = (Seat("human", "Anna", "red"), Seat("human", "Ben", "blue"),
             Seat("computer", "Cleo", "yellow", "easy"))
    seed = next(seed for seed in range(1, 200)
                if game_entry(game).new_game(3, seed, {}).turn_player() == 1)
    board = app.scenes.push(BoardScene(app, GameSetup(game, seed, seats, {}), curtain=False))
    app.run_frames(2)
    state = board.match.state
    place = state.rs.sets[0][0]
    state.owner[place] = 1
    state._owned = state._legal = None
    board.apply(Offer(0, Terms((place,), 0, 0, (), 100, 0)))
    app.run_frames(3)
    board.toast.update = lambda dt: None     # the hint stays for the picture
    board.ask_hint()
    return board


def side_ferries(app, game: str):
    """The late board with its seats split over the ferries of the board's left and right
    columns (on «Менеджер», which has none there, its other spaces that are no street): a
    token there stays inside the board."""
    from game.property.rules.rulesets import FERRY, PROPERTY

    board = late_board(app, game)
    state = board.match.state
    rs = state.rs
    cells = board.view.cells
    ferries = FERRY in rs.kind
    sides = [q for q in range(rs.n_spaces) if cells[q].side in (1, 3)
             and (rs.kind[q] == FERRY if ferries else rs.kind[q] != PROPERTY)]
    alive = [seat for seat in range(state.num_players) if state.alive[seat]]
    for k, seat in enumerate(alive):
        state.pos[seat] = sides[k % len(sides)]
        state.jail[seat] = -1
    state._legal = None
    app.run_frames(3)
    board.sync()
    return board


def rest_on_top_building(board) -> None:
    """Speedtycoon: the pointer resting on the topmost building of the city on view (its
    card lined up with the market's foot stood over the empire's frame, speedtext21)."""
    import pygame

    from game.speedtycoon.rules import geometry
    from game.speedtycoon.view import model

    cells = [geometry.xy(cell) for cell in model.city(board.match.state, board.viewer)]
    x, y = min(cells, key=lambda xy: xy[1])
    pos = board.camera.cell_rect(x, y).center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))


def people_no_curtain(app, game: str):
    """Anna and Ben at one screen and an Easy computer, no curtain, at the first turn of a
    person: U there says why nothing is taken back (undo24; type U with XSHOT_KEYS=u)."""
    from game.core.setup import GameSetup, Seat
    from game.games import game_entry

    app.settings.animation_speed = "instant"
    entry = game_entry(game)
    seats = (Seat("human", "Anna", "red"), Seat("human", "Ben", "blue"),
             Seat("computer", "Cleo", "yellow", "easy"))
    setup = GameSetup(game, 4, seats, entry.remembered_options({}, 3))
    board = app.scenes.push(entry.board()(app, setup, curtain=False))
    for _ in range(3000):
        app.run_frames(1)
        if board.person is not None and not board.busy:
            break
    return board


def undo_switched_off(app, game: str):
    """One person against an Easy computer with Settings' undo off, at the person's first
    turn: U there points to the setting (undo24; type U with XSHOT_KEYS=u)."""
    from game.core.setup import GameSetup, Seat
    from game.games import game_entry

    app.settings.animation_speed = "instant"
    app.settings.undo_vs_computers = False
    entry = game_entry(game)
    seats = (Seat("human", "Anna", "red"), Seat("computer", "Robo", "blue", "easy"))
    setup = GameSetup(game, 4, seats, entry.remembered_options({}, 2))
    board = app.scenes.push(entry.board()(app, setup, curtain=False))
    for _ in range(3000):
        app.run_frames(1)
        if board.person == 0 and not board.busy:
            break
    return board


#: The property boards' staged panels, by the name the command line gives them.
def new_game_names(app, game: str):
    """The game's new-game screen on a first start: the first seat's name and a seat made a
    person stand as greyed hints ("Player 1", "Player 2"), a third person's typed "Ben" as
    text, with the caret in the second seat's empty field (clicked into)."""
    from game.games import game_entry

    screen = app.scenes.push(game_entry(game).new_game_class()(app))
    app.run_frames(2)
    for row in screen.rows[1:3]:
        app.click(row.kinds.buttons["human"])
    typed = screen.rows[2]
    typed.name.set_text("Ben")
    typed.read_name()
    app.click(screen.rows[1].name)
    return screen


def easy_level(app, game: str):
    """The game's new-game screen with the second seat's Easy button focused: the hint line
    says what the level plays like (Easy never proposes a trade)."""
    from game.games import game_entry

    screen = app.scenes.push(game_entry(game).new_game_class()(app))
    app.run_frames(2)
    screen.ring.focus(screen.rows[1].kinds.buttons["easy"])
    return screen


def level_names(app, game: str):
    """The game's new-game screen after the second seat's level is set to Easy: its name
    follows the level and stays as dim as the untouched computer's beside it (playtest24)."""
    from game.games import game_entry

    screen = app.scenes.push(game_entry(game).new_game_class()(app))
    app.run_frames(2)
    app.click(screen.rows[1].kinds.buttons["easy"])
    return screen


def timer_tip(app, game: str):
    """The game's new-game screen with the turn timer's 60 s focused: the hint line says what
    happens when the time is up, the longest tip of the screen (prop23)."""
    from game.games import game_entry

    screen = app.scenes.push(game_entry(game).new_game_class()(app))
    app.run_frames(2)
    screen.ring.focus(screen.turn_timer_row.buttons["60"])
    return screen


def reasons_in_log(app, game: str):
    """The person's first turn played (bought if it can, else declined and dropped out),
    then the two Normals' turns: their reasons under their lines in the log's tail; the deed
    card of a place on the board's top row (walked to), clear of the board's border."""
    from game.property.rules.actions import BUY, DECLINE, DROP, END_TURN, REJECT, ROLL
    from game.property.rules.phases import PRE_ROLL
    from game.property.view import layout

    app.settings.animation_speed = "instant"
    app.settings.confirm_end_turn = False
    board = first_turn(app, game, "normal")
    for _ in range(6000):
        app.run_frames(1)
        if board.person != 0 or board.busy:
            continue
        state = board.match.state
        if state.phase == PRE_ROLL and any(line.reason for line in board.game_log.book.lines):
            break
        board.apply(next((a for a in (ROLL, BUY, DECLINE, DROP, REJECT, END_TURN)
                          if state.is_legal(a)), state.legal_actions()[-1]))
    board.marks.walked = next(s for s, cell in enumerate(board.view.cells)
                              if cell.side == layout.TOP and board.rs.price[s] and
                              not cell.corner and s % 2)
    return board


def tip_and_press(app, game: str):
    """A late board with the first bar button that has a tip showing it (opened as the keys
    open one) and its neighbour drawn pressed (as while the pointer holds it down): a
    tooltip's border and a pressed button's look, neither the focus ring's gold (kit23)."""
    import pygame

    board = late_board(app, game)
    pygame.mouse.set_pos(app.canvas.to_window((2, 2)))  # off every button and card
    app.run_frames(3)
    canvas = pygame.Rect((0, 0), app.canvas_size)
    shown = sorted((button for button in app.manager.buttons() if button.visible
                    and button.is_enabled and button.get_abs_rect().colliderect(canvas)
                    and button.get_abs_rect().h >= 30),
                   key=lambda button: (-button.get_abs_rect().bottom, button.get_abs_rect().x))
    tipped = next(button for button in shown if button.tool_tip_text)
    at = shown.index(tipped)
    held = shown[at + 1] if at + 1 < len(shown) else shown[at - 1]
    app.manager.open_tip(tipped)
    held.drawable_shape.set_active_state("active")
    return board


def keyed_tip(app, game: str):
    """The person's first turn with a bar button's tip opened as Tab opens it (speed24):
    Tycoon's Fly home once the plane has flown out (the bar's left end, the news line above
    it), Speedtycoon's Menu (under the depot)."""
    import pygame

    from game.core.setup import GameSetup, Seat
    from game.games import game_entry

    app.settings.animation_speed = "instant"
    seats = (Seat("human", "Anna", "red"), Seat("computer", "Blue", "blue", "easy"))
    options = {"stops": "exact", "start_player": 0} if game == "tycoon" else {}
    setup = GameSetup(game, 5, seats, game_entry(game).remembered_options(options, 2))
    board = app.scenes.push(game_entry(game).board()(app, setup, curtain=False))
    app.run_frames(2)
    if game == "tycoon":
        from game.tycoon import rules
        from game.tycoon.rules.actions import BUY, Fly
        from game.tycoon.rules.board import TICKET_KIND

        ticket = next(t for t in board.model.market
                      if t is not None and TICKET_KIND[t] == rules.board.SCHEDULED)
        board.apply(BUY[ticket])
        board.apply(next(a for a in board.match.state.legal_actions() if isinstance(a, Fly)))
        app.run_frames(3)
        button = board.panel.buttons["home"]
    else:
        button = next(b for b in app.manager.buttons() if b.text == "match.board.menu")
    pygame.mouse.set_pos(app.canvas.to_window((2, 2)))  # off every button and card
    app.run_frames(3)
    board.ring.focus(button)  # as Tab leaves it: the gold ring and its tip
    board.ring.open_tip()
    return board


def review_second(app, game: str):
    """The review of the test suite's example game (tests/data/review) saved with a second
    person (Boris, seat 2) at the screen, opened from its file and Boris picked: his start
    names his count of decisions, as the first person's does (session 24)."""
    from dataclasses import replace

    from game.core.saves import new_game_uid
    from game.core.setup import Seat
    from game.reviews import open_save
    from game.scenes.player_files import player_files
    from game.scenes.review_open import open_review

    game_save = open_save(Path(__file__).resolve().parents[1] / "tests" / "data" / "review"
                          / f"{game}.json")
    seats = list(game_save.setup.seats)
    seats[2] = Seat("human", "Boris", seats[2].colour)
    files = player_files(app)
    files.profiles.create("Anna", app.settings.language)
    saved = files.saves().save_slot(
        "Evening", replace(game_save.setup, seats=tuple(seats)), game_save.actions,
        game_save.replay().state_at(len(game_save.actions)), game_uid=new_game_uid())
    open_review(app, saved.path)
    app.run_frames(2)
    picker = app.scenes.top
    boris = next(button for button, seat in picker.buttons.items() if seat == 2)
    app.click(boris, frames=2)


STAGED = {"keyed_tip": keyed_tip,
          "panel": panel_after_sale, "mortgage": panel_after_mortgage, "jail": fullest_panel,
          "jail_sold": fullest_panel_sold, "tip_pressed": tip_and_press,
          "auction": own_auction, "hint_tip": hint_tip, "short_bid": short_bid,
          "million_bid": million_bid, "keys_auction": keys_auction,
          "hot_seat": hot_seat, "roll": first_turn,
          "for_sale": place_for_sale,
          "side_ferries": side_ferries, "counter": counter_to_person,
          "counter_log": counter_in_log, "new_game": new_game_names,
          "level_names": level_names, "easy_level": easy_level, "timer_tip": timer_tip,
          "reasons": reasons_in_log,
          "offer_hint": offer_hint, "people": people_no_curtain, "undo_off": undo_switched_off,
          "review_second": review_second}


def main(argv: list[str]) -> int:
    from game.app import App, Options

    what, *rest = argv
    language = rest[-1]
    data = Path(tempfile.mkdtemp(prefix="tycoon-shots-"))
    app = App(Options(language=language, data_dir=data, fullscreen=False))
    try:
        if what == "picker":
            from game.scenes.game_picker import new_game

            app.scenes.push(new_game(app))
        elif what == "settings":
            from game.scenes.settings_scene import SettingsScene

            app.scenes.push(SettingsScene(app))
        elif what in STAGED:
            STAGED[what](app, rest[0])
        else:
            board = late_board(app, rest[0])
            app.run_frames(3)
            if what == "menu":
                board.open_menu()
            elif what == "top_card":
                rest_on_top_building(board)
            else:
                rest_on_since_card(board)
        return app.run()
    finally:
        app.close()


if __name__ == "__main__":
    if len(sys.argv) < 3 or sys.argv[1] not in ("menu", "picker", "settings", "board", "top_card",
                                                   *STAGED):
        print(__doc__, file=sys.stderr)
        raise SystemExit(2)
    raise SystemExit(main(sys.argv[1:]))
