"""Stage a property board in a real window, for /work/shared/tools/xshot (house rule 8):

    /work/shared/tools/xshot docs/screenshots/menedzher_words_de.png 40 -- \\
        .venv/bin/python -m tests.property_scenes.stage menedzher de barbers

Four computers play at the fastest animation speed, so the log fills with the board's own
lines (jail, rent, cards); the seats were named in Russian when the game was created, as a game
begun in another language would be, so the picture shows them renamed in the board's
language. An optional space id rests the pointer on that space (its title deed open);
`heat` shows the heat map with its legend; `cap` a round limit of 20 and a time limit
(the header's "Round 3 of 20"); `out` the question after the last person's
bankruptcy (watch fast, skip to the result, leave); `banner` a long news line, wrapped.

`refusal` instead of a space: a person's first turn with a whole set, a piece on its first
place and too little cash, that place selected: Build disabled, the panel naming the cash.
`undo`: the same turn with the cash, a house just built there: the panel's Undo button.
`buy`: a person's first roll lands on a place for sale: Buy, Auction and Trade around Undo,
which keeps its own place. `auction`: the same place declined, the person's first bid: the bid
buttons, the typed bid's field and Drop out around Undo. `offer`: a computer offers the person
24 500 for a place of their set (the offer's panel: grouped amounts at 13 px). `houses`: every
place built on, tokens on the two longest names. `debt`: the person owes 250 with 50 in cash,
a place of an unfinished set selected: the debt panel and its Mortgage button, no word on
building (play-test pt-prop3); `debt_set` a debt over a whole set with a house picked (the
debt panel's rows, pt-prop6); `debt_raised` the same debt with 291 in cash: the panel asks
for the payment. `card`: the ruleset's longest card drawn under a computer's
two-line news line (it stays for the picture). `talked_out`: the person's turn after its
third trade talk: Trade… greyed, the panel's line saying why.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

import pygame

from game.app import App, Options
from game.core.setup import GameSetup, Seat
from game.games import game_entry
from game.property.rules import Offer, Terms
from game.property.rules.actions import DECLINE, ROLL, Bid
from game.property.rules.auction import min_bid
from game.property.rules.phases import BUY
from game.property.rules.rulesets import PROPERTY
from game.property.scenes.board_scene import BoardScene

#: The names a Russian new-game screen stored.
SEATS = (Seat("computer", "Красный (средний)", "red", "normal"),
         Seat("computer", "Синий (лёгкий)", "blue", "easy"),
         Seat("computer", "Зелёный (сильный)", "green", "hard"),
         Seat("computer", "Жёлтый (средний)", "yellow", "normal"))


def refusal(app: App, game: str) -> None:
    board, first = persons_set(app, game)
    state = board.match.state
    state.level[first], state.cash[0] = 1, 10
    state._owned = state._legal = None
    board._frame_cache = {}   # the seat rows are drawn again with the staged cash
    board.click_space(first)


def undo(app: App, game: str) -> None:
    board, first = persons_set(app, game)
    board.click_space(first)
    board.specs["build"].run()
    board._frame_cache = {}   # the seat rows are drawn again with the cash paid


def buy(app: App, game: str) -> None:
    seats = (Seat("human", "Anna", "purple"), *SEATS[:2])
    options = {"time_limit_min": 60} if game == "menedzher" else {}

    def lands_on_sale(seed: int) -> bool:
        state = game_entry(game).new_game(3, seed, dict(options))
        if state.turn_player() != 0:
            return False
        state.apply(ROLL)
        return state.phase == BUY

    seed = next(seed for seed in range(1, 200) if lands_on_sale(seed))
    board = app.scenes.push(BoardScene(app, GameSetup(game, seed, seats, options),
                                       curtain=False))
    app.run_frames(2)
    board.specs["roll"].run()
    app.run_frames(30)


def auction(app: App, game: str) -> None:
    buy(app, game)
    app.scenes.top.specs["decline"].run()
    app.run_frames(30)


#: A computer, the person, a computer: the person bids in the first computer's auction.
AUCTION_SEATS = (Seat("computer", "Ben (easy)", "blue", "easy"), Seat("human", "Anna", "red"),
                 Seat("computer", "Cleo (easy)", "yellow", "easy"))


def computers_auction_start(game: str):
    """(setup, state) where a computer declined the place its first roll reached, the other
    computer bid the least, and the person (the second seat) is asked: no Undo, it is not the
    person's turn. One seed search for the auction panel's tests and tools/window_shots.py."""
    for seed in range(1, 200):
        setup = GameSetup(game, seed, AUCTION_SEATS, {})
        state = game_entry(game).start(setup)
        if state.turn_player() != 0:
            continue
        state.apply(ROLL)
        if state.phase != BUY:
            continue
        state.apply(DECLINE)
        while state.au_place >= 0 and state.current_player != 1:
            state.apply(Bid(min_bid(state)))
        if state.au_place >= 0:
            return setup, state
    raise AssertionError("no seed lets a computer decline its first place")


def offer(app: App, game: str) -> None:
    """A computer offers the person 24 500 for a place of their set: the offer's panel."""
    board, first = persons_set(app, game)
    state = board.match.state
    state.cash[1] = 30_000
    assert board.apply(Offer(0, Terms((), 24_500, 0, (first,), 0, 0), by=1))
    app.run_frames(2)


def houses(app: App, game: str) -> None:
    """Every place built on (one to four houses, the big piece), three tokens on the place
    with the longest name in the board's language and one on the next longest (play-test 12:
    tokens in the band covered the houses)."""
    board = app.scenes.push(BoardScene(app, GameSetup(game, 5, SEATS, {}), curtain=False))
    app.run_frames(2)
    board.may_move = lambda: False
    state, rs = board.match.state, board.rs
    places = [p for p in range(rs.n_spaces) if rs.kind[p] == PROPERTY]
    for k, p in enumerate(places):
        state.owner[p], state.level[p] = k % 4, 1 + k % rs.top_level
    names = board.texts().names
    longest = sorted(places, key=lambda p: -len(names[p]))
    state.pos[:4] = [longest[0]] * 3 + [longest[1]]
    state._owned = state._legal = None
    board._frame_cache = {}


def debt(app: App, game: str) -> None:
    """In debt with one place of the last set selected (the module's docstring)."""
    board, _first = persons_set(app, game)
    state = board.match.state
    place = state.rs.sets[-1][0]
    state.owner[place] = 0
    state.cash[0], state.cash[1] = 50, state.cash[1] + state.cash[0] - 50
    state.in_debt, state.dues = True, [0, 1, 250, 0]
    state._owned = state._legal = None
    board._frame_cache = {}
    board.sync()
    board.click_space(place)


def debt_set(app: App, game: str) -> None:
    """In debt over a rent (900, «Менеджер» 32 000) with 10 in cash, the first set whole with
    a house on its first place, that place selected: Pay and Go bankrupt a row each, Trade…
    beside the second, Sell and Mortgage under them, no Build (play-test pt-prop6)."""
    board, first = persons_set(app, game)
    state = board.match.state
    state.level[first] = 1
    state.cash[0] = 10
    state.in_debt, state.dues = True, [0, 1, 32_000 if game == "menedzher" else 900, 0]
    state._owned = state._legal = None
    board._frame_cache = {}
    board.sync()
    board.click_space(first)


def debt_raised(app: App, game: str) -> None:
    """The same debt with the cash raised in full: the panel asks for the payment (play-test
    pt-prop4: it read "still to raise 0" over the hint to sell more)."""
    debt(app, game)
    board = app.scenes.top
    state = board.match.state
    state.cash[0] = 291
    state._legal = None     # Pay is legal now
    board._frame_cache = {}
    board.sync()


def talked_out(app: App, game: str) -> None:
    """The person's first turn after the turn's last trade talk: Trade… greyed, and the
    panel's line saying why instead of offering trading (pt-prop5)."""
    from game.property.rules.trade import MAX_NEGOTIATIONS

    board, _first = persons_set(app, game)
    board.match.state.tr_opened[0] = MAX_NEGOTIATIONS
    board.sync()
    app.run_frames(2)


def persons_set(app: App, game: str) -> tuple[BoardScene, int]:
    """A person's first turn with the first set of places theirs."""
    seats = (Seat("human", "Anna", "purple"), *SEATS[:2])
    options = {"time_limit_min": 60} if game == "menedzher" else {}
    seed = next(seed for seed in range(1, 200)
                if game_entry(game).new_game(3, seed, dict(options)).turn_player() == 0)
    board = app.scenes.push(BoardScene(app, GameSetup(game, seed, seats, options),
                                       curtain=False))
    app.run_frames(2)
    state = board.match.state
    first, *rest = state.rs.sets[0]
    for p in (first, *rest):
        state.owner[p] = 0
    state._owned = state._legal = None
    return board, first


def main(argv: list[str]) -> None:
    game, lang, *space = argv
    app = App(Options(language=lang, data_dir=Path(tempfile.mkdtemp(prefix="pt-stage-")),
                      fullscreen=False, decision_seed=0))
    app.settings.animation_speed = "instant"
    stagings = {"refusal": refusal, "undo": undo, "buy": buy, "auction": auction, "offer": offer,
                "houses": houses, "debt": debt, "debt_set": debt_set, "debt_raised": debt_raised,
                "talked_out": talked_out}
    if space and space[0] in stagings:
        stagings[space[0]](app, game)
        app.run()
        return
    options = {"time_limit_min": 60} if game == "menedzher" else {}
    if space == ["cap"]:   # a round limit beside the time limit: "Round 3 of 20" in the header
        options, space = {"time_limit_min": 60, "round_cap": 20}, []
    board = app.scenes.push(BoardScene(app, GameSetup(game, 5, SEATS, options), curtain=False))
    if space == ["heat"]:   # the heat map and its legend
        board.show_info("heat")
    elif space == ["banner"]:   # a message too long for one line wraps (issue 28.4)
        app.run_frames(2)
        board.toast.show(board.say("property_board.out.body"))
        board.toast.update = lambda dt: None   # it stays for the picture
        board.may_move = lambda: False          # and no computer's news replaces it
    elif space == ["card"]:   # the longest card above a two-line news line (play-test 12)
        from game.property.rules import events as ev
        from game.property.view.motion import card_face

        app.run_frames(2)
        board.may_move = lambda: False
        board.toast.show(board.say("match.board.computer_move", player=board.words.player(2),
                                   reason=board.say("property_board.why.trade_no_place")))
        board.toast.update = lambda dt: None
        deck, card = max(((d.id, c) for d in board.rs.decks for c in d.cards),
                         key=lambda dc: card_face(board.words.card_words(*dc)).get_size()[::-1])
        board.motion.dice = (3, 4)   # the roll that led to the card
        board.motion.play([ev.CardDrawn(0, deck, card)], None, 1.0)
        board.motion.t = 1.0
        board.motion.update = lambda dt: None
    elif space == ["out"]:  # the question after the last person's bankruptcy, over the board
        from game.property.scenes.person_out import out_question

        app.run_frames(2)
        app.scenes.push(out_question(app, board.answered_out))
    elif space:
        app.run_frames(2)
        board.pointer = board.view.cells[board.rs.space_ids.index(space[0])].rect.center
        handle = board.board_event
        board.board_event = lambda event: event.type == pygame.MOUSEMOTION or handle(event)
    app.run()


if __name__ == "__main__":
    main(sys.argv[1:])
