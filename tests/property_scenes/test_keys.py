"""The board's keys (issue 28.7): Space or Enter rolls, then (once the motion is over) ends
the turn; T opens a trade, L the log, H asks for a hint; a typed bid keeps its keys."""

from __future__ import annotations

import pygame

from game.property.rules.actions import END_TURN, ROLL
from game.property.rules.phases import BUY, POST_ROLL, PRE_ROLL
from tests.property_scenes.conftest import setup_for
from tests.property_scenes.test_decisions import first_seat_starts, give


def test_space_rolls_and_enter_ends_the_turn(app, open_board):
    app.settings.animation_speed = "normal"
    board = open_board(setup_for("kraken_bay", seed=first_seat_starts("kraken_bay")))
    app.press_key(pygame.K_SPACE)
    assert board.match.actions[:1] == [ROLL]
    app.press_key(pygame.K_SPACE)   # the dice still roll: the key ends the motion only
    assert board.match.actions == [ROLL] and not board.motion.busy
    assert board.match.state.phase == BUY   # this seed lands on a place for sale
    app.press_key(pygame.K_RETURN)
    assert board.match.actions == [ROLL], "Enter neither buys nor declines"
    app.click(board.control("buy"))
    app.run_frames(30)
    assert board.match.state.phase == PRE_ROLL, "doubles: the person rolls again"
    app.press_key(pygame.K_RETURN)
    assert board.match.actions[-1] == ROLL


def test_enter_ends_the_turn_after_the_move(app, open_board):
    board = open_board(setup_for("kraken_bay", seed=first_seat_starts("kraken_bay")))
    state = board.match.state
    state.phase = POST_ROLL    # a test position: the move is over
    state._legal = None
    board.sync()
    app.press_key(pygame.K_KP_ENTER)
    assert board.match.actions == [END_TURN]


def test_t_opens_a_trade_and_l_shows_the_log(app, open_board):
    board = open_board(setup_for("kraken_bay", seed=first_seat_starts("kraken_bay")))
    app.press_key(pygame.K_l)
    assert board.game_log.open, "L opens the game log over the board"
    app.press_key(pygame.K_l)
    assert not board.game_log.open, "and closes it again"
    assert board.offers("trade")
    app.press_key(pygame.K_t)
    assert board.draft is not None


def test_h_asks_for_a_hint(app, open_board):
    board = open_board(setup_for("kraken_bay", seed=first_seat_starts("kraken_bay")))
    asked = []
    board.ask_hint = lambda: asked.append(True)
    app.press_key(pygame.K_h)
    assert asked == [True]


def test_tab_reaches_buy_and_enter_buys_without_a_mouse(app, open_board):
    """Buy, Auction and the rest had no key: a player without a mouse stopped at the first
    place for sale. Tab walks the panel's buttons (Buy first), Enter presses the focused one,
    and its tip opens on the way (tipkeys)."""
    board = open_board(setup_for("kraken_bay", seed=first_seat_starts("kraken_bay")))
    app.press_key(pygame.K_SPACE)
    app.press_key(pygame.K_SPACE)   # the motion ends
    assert board.match.state.phase == BUY
    app.press_key(pygame.K_TAB)
    assert board.ring.current is board.control("buy")
    assert board.control("buy").tool_tip is not None or not board.control("buy").tool_tip_text
    app.press_key(pygame.K_TAB)
    assert board.ring.current is board.control("decline")
    for kind in (pygame.KEYDOWN, pygame.KEYUP):   # Shift-Tab: back to Buy
        pygame.event.post(pygame.event.Event(kind, key=pygame.K_TAB, mod=pygame.KMOD_SHIFT,
                                             unicode="", scancode=0))
    app.run_frames(1)
    app.press_key(pygame.K_RETURN, frames=3)
    assert type(board.match.actions[1]).__name__ == "Buy"
    assert board.match.state.phase != BUY



def test_arrows_walk_the_places_and_enter_picks_one_to_mortgage(app, open_board):
    """Build, Sell, Mortgage, a deed and a trade's places were the pointer's alone (propkeys):
    → / ← walk the places in board order from the person's token (past spaces that are no
    place, around the corner of the track), the walked one wears a frame and its deed card
    shows; Enter picks it as a click does, Tab then lands on its Mortgage and Enter mortgages."""
    board = open_board(setup_for("kraken_bay", seed=first_seat_starts("kraken_bay")))
    state = board.match.state
    rs = board.rs
    give(state, 0, 1)
    board.sync()
    assert state.pos[0] == 0 and 2 not in rs.ownable
    app.press_key(pygame.K_RIGHT)
    assert board.marks.walked == 1, "the first place after the start"
    assert board.hover.ready is None
    app.press_key(pygame.K_RIGHT)
    assert board.marks.walked == 3, "a space that is no place is passed over"
    app.press_key(pygame.K_LEFT)
    app.press_key(pygame.K_LEFT)
    assert board.marks.walked == max(rs.ownable), "← from the first place wraps to the last"
    app.press_key(pygame.K_RIGHT)
    assert board.marks.walked == 1
    app.press_key(pygame.K_RETURN)
    assert board.marks.selected == 1, "Enter picks the walked place as a click does"
    assert board.match.actions == [], "and neither rolls nor ends the turn"
    app.press_key(pygame.K_TAB)
    assert board.marks.walked is None, "Tab leaves the walk for the panel"
    assert board.ring.current is board.control("mortgage"), "on the place's button, not Roll"
    app.press_key(pygame.K_RETURN, frames=3)
    assert state.mort[1], "the place is mortgaged from the keyboard alone"


def test_the_walked_place_shows_its_deed_and_esc_leaves_the_walk(app, open_board):
    """The walked place's deed card shows at once (no pointer rests anywhere); the first Esc
    leaves the walk, selecting nothing and opening no menu."""
    board = open_board(setup_for("menedzher", seed=first_seat_starts("menedzher")))
    shown = []
    board.deed_card = lambda space: shown.append(space) or pygame.Surface((10, 10))
    app.press_key(pygame.K_RIGHT, frames=2)
    assert shown and shown[-1] == board.marks.walked == min(board.rs.ownable)
    app.press_key(pygame.K_ESCAPE)
    assert board.marks.walked is None and app.scenes.top is board
    assert board.marks.selected is None, "Esc left the walk and selected nothing"


def test_in_a_trade_draft_the_walk_adds_places_one_after_another(app, open_board):
    """A trade's places from the keyboard: T opens the draft, → walks, Enter asks for the
    partner's place and the walk goes on, so the next Enter offers one's own."""
    board = open_board(setup_for("kraken_bay", seed=first_seat_starts("kraken_bay")))
    state = board.match.state
    give(state, 1, 1)
    give(state, 0, 3)
    board.sync()
    app.press_key(pygame.K_t)
    assert board.draft is not None
    app.press_key(pygame.K_RIGHT)
    app.press_key(pygame.K_RETURN)
    assert board.draft is not None and 1 in board.draft.get, "Ben's place asked for"
    app.press_key(pygame.K_RIGHT)
    app.press_key(pygame.K_RETURN)
    assert 3 in board.draft.give and 1 in board.draft.get, "Anna's place offered too"
    assert board.match.actions == []


def test_the_focus_stays_on_the_place_button_made_anew_after_mortgage(app, open_board):
    """Mortgage pressed from the keyboard comes back as Unmortgage (another id) in the same
    slot: the focus went with the old button and the player had to Tab from the ring's head
    (propkeys2). It stays on the rebuilt button, so Enter again takes the mortgage back."""
    board = open_board(setup_for("kraken_bay", seed=first_seat_starts("kraken_bay")))
    state = board.match.state
    give(state, 0, 1)
    board.sync()
    app.press_key(pygame.K_RIGHT)
    app.press_key(pygame.K_RETURN)
    app.press_key(pygame.K_TAB)
    assert board.ring.current is board.control("mortgage")
    app.press_key(pygame.K_RETURN, frames=3)
    assert state.mort[1]
    assert board.ring.current is board.control("unmortgage"), "the focus on Unmortgage"
    app.press_key(pygame.K_RETURN, frames=3)
    assert not state.mort[1], "Enter again unmortgages"
    assert board.ring.current is board.control("mortgage"), "and the focus is on Mortgage"
    assert board.match.actions[-1] != ROLL


def test_the_focus_goes_to_mortgage_when_the_last_sale_takes_sell_away(app, open_board):
    """Sell pressed on the set's last house leaves Sell's slot empty: the focus goes on to the
    place's next button, Mortgage, not back to the ring's head."""
    board = open_board(setup_for("kraken_bay", seed=first_seat_starts("kraken_bay")))
    state = board.match.state
    street = board.rs.sets[0][0]
    give(state, 0, *board.rs.sets[0])
    state.level[street] = 1
    board.marks.selected = street
    board.sync()
    board.ring.focus(board.control("sell"))
    app.press_key(pygame.K_RETURN, frames=3)
    assert state.level[street] == 0 and board.control("sell") is None
    assert board.ring.current is board.control("mortgage") is not None


def test_a_new_turn_ends_the_board_walk(app, open_board):
    """A walk begun in one turn stayed framed, its deed card up, over the next turn, a
    computer's too (propkeys2): a turn's start ends it, as it lets a picked place go."""
    board = open_board(setup_for("kraken_bay", seed=first_seat_starts("kraken_bay")))
    state = board.match.state
    state.phase = POST_ROLL    # a test position: the move is over
    state._legal = None
    board.sync()
    app.press_key(pygame.K_RIGHT)
    assert board.marks.walked is not None
    board.specs["end_turn"].run()
    app.run_frames(2)
    assert board.match.actions == [END_TURN] and state.turn_player() != 0
    assert board.marks.walked is None, "the computer's turn began: the walk is over"
