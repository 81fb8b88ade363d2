"""A synthetic person for the property boards: plays a seat through the board's real widgets
only (clicks on the panel's buttons and on the board's spaces), never by applying actions.

Its plan is simple and sure to end: buy what leaves a reserve, bid low in auctions, build on
whole sets when rich, reject offers (or counter once), raise money in debt by selling and
mortgaging through the place buttons, and end the turn."""

from __future__ import annotations

import pygame

from game.property.rules.phases import BUY, JAIL_PAY, POST_ROLL, PRE_ROLL
from game.scenes.question import QuestionScene
from tests.support.wait import until

MAX_FRAMES_WAITING = 20000


def wait_until(app, condition, frames: int = MAX_FRAMES_WAITING) -> None:
    """Until `condition()` holds; the worker thinks on the wall clock (tests/support/wait.py)."""
    until(app, condition, frames=frames)


def settle(app, board) -> None:
    """Until a person must act (curtain down, motion over) or the game has left the board."""
    wait_until(app, lambda: app.scenes.top is not board or board.curtain is not None or (
        not board.busy and (board.person is not None or board.draft is not None)))


def click_space(app, board, space: int) -> None:
    pos = board.view.cells[space].rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.run_frames(2)


def press(app, board, cid: str) -> bool:
    """Click the panel button `cid` if the rules allow its move now (a button left enabled
    to explain a refusal is not pressed)."""
    button = board.control(cid)
    if button is None or not button.is_enabled or not board.offers(cid):
        return False
    app.click(button)
    return True


def reserve(board) -> int:
    return board.rs.start_money // 6


class Person:
    """One person's habits; `countered` remembers that it has tried a counter-offer."""

    def __init__(self, counter_once: bool = False) -> None:
        self.counter_once = counter_once
        self.countered = False
        self.built_in_turn: set = set()
        self.offers_seen = 0
        self.auctions_seen = 0
        self.debts_seen = 0

    def act(self, app, board) -> None:
        s = board.match.state
        seat = board.person
        if board.draft is not None:     # an answered offer came back as a draft: let it go
            board.close_trade()
            return None
        if s.tr_terms is not None:
            self.offers_seen += 1
            return self.answer(app, board)
        if s.au_place >= 0:
            self.auctions_seen += 1
            return self.bid(app, board)
        if s.in_debt:
            self.debts_seen += 1
            return self.raise_money(app, board, seat)
        if s.phase == BUY:
            price = s.rs.price[s.pos[seat]]
            if s.cash[seat] - price >= reserve(board) and press(app, board, "buy"):
                return None
            assert press(app, board, "decline")
            return None
        if s.phase == JAIL_PAY:
            assert press(app, board, "use_pass") or press(app, board, "pay_fine")
            return None
        if s.phase == PRE_ROLL:
            if self.build(app, board, seat):
                return None
            assert press(app, board, "roll"), "no roll button before the roll"
            return None
        if s.phase == POST_ROLL:
            self.built_in_turn.clear()
            assert press(app, board, "end_turn")
            return None
        raise AssertionError(f"no plan for phase {s.phase}")

    def answer(self, app, board) -> None:
        if self.counter_once and not self.countered and press(app, board, "counter"):
            self.countered = True
            draft = board.draft
            assert draft is not None and draft.counter
            entry = board.entries["give_cash"]
            entry.set_text(str(draft.give_cash + board.rs.auction_step * 2))
            app.run_frames(1)
            board.read_entries()
            app.click(next(b for b, run in board.handlers.items()
                           if run == board.send_trade))
            return
        assert press(app, board, "reject")

    def bid(self, app, board) -> None:
        s = board.match.state
        seat = board.person
        from game.property.rules.auction import min_bid

        low = min_bid(s)
        if low <= s.rs.price[s.au_place] // 2 and s.cash[seat] - low >= reserve(board) \
                and press(app, board, f"bid_{low}"):
            return
        assert press(app, board, "drop")

    def build(self, app, board, seat: int) -> bool:
        """Build once per place and turn on a whole set while cash stays above twice the
        reserve (clicking a place of the set, then Build)."""
        s = board.match.state
        for set_i in s.whole_sets(seat):
            for p in s.rs.sets[set_i]:
                if (p in self.built_in_turn or s.cash[seat] - s.rs.build_cost[p]
                        < 2 * reserve(board)):
                    continue
                self.built_in_turn.add(p)
                click_space(app, board, p)
                done = press(app, board, "build")
                if board.marks.selected is not None:
                    click_space(app, board, board.marks.selected)
                if done:
                    return True
        return False

    def raise_money(self, app, board, seat: int) -> None:
        if press(app, board, "pay"):
            return
        s = board.match.state
        for p in s.owned(seat):
            click_space(app, board, p)
            for cid in ("sell", "mortgage"):
                if press(app, board, cid):
                    if board.marks.selected is not None:
                        click_space(app, board, board.marks.selected)
                    return
            click_space(app, board, p)
        assert press(app, board, "bankrupt"), "in debt with nothing to do"


def watch_when_out(app, board) -> bool:
    """The person went bankrupt and the board asks what next (issue 28.3): they watch."""
    question = app.scenes.top
    if not (isinstance(question, QuestionScene) and board.holding
            and question.heading == "property_board.out.heading"):
        return False
    app.click(question.buttons["watch"])
    return True


def play_to_the_end(app, board, person: Person, max_moves: int = 6000,
                    on_move=None) -> int:
    """Every person's move until the board gives way to the result; the number of moves."""
    moves = 0
    while app.scenes.top is board or watch_when_out(app, board):
        settle(app, board)
        if watch_when_out(app, board):
            continue
        if app.scenes.top is not board:
            break
        if board.curtain is not None:
            app.press_key(pygame.K_SPACE)
            continue
        person.act(app, board)
        moves += 1
        if on_move is not None:
            on_move(moves)
        assert moves < max_moves, "the game does not end"
    return moves
