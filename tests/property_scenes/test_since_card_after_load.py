"""After a load, the "since your last turn" card starts after the person's own last move.

A game saved in an auction of Anna's turn, Ben to bid again: his card after Continue listed
Anna's roll and her declining the place, though he had bid after them (his bid is a move out
of his turn, which in play moves no mark: the card of his next turn still tells all since his
last turn). The card at a load tells only what came after the person's own last move."""

from __future__ import annotations

import pytest

from game.core.match import Match
from game.core.setup import GameSetup, Seat
from game.games import game_entry
from game.property.rules.actions import BUY, DECLINE, END_TURN, ROLL, Bid
from game.property.scenes.board_scene import BoardScene

PEOPLE = (Seat("human", "Anna", "red"), Seat("human", "Ben", "blue"))
#: Per game, a seed where Anna begins and the moves, each a legal one, up to Ben's second
#: bid: Anna's and Ben's first turns, Anna's roll onto a place she declines, Ben's bid and
#: Anna's (found by trying seeds).
PLAYED = {
    "kraken_bay": (5, (ROLL, BUY, END_TURN, ROLL, END_TURN, ROLL, DECLINE, Bid(10), Bid(20))),
    "menedzher": (12, (ROLL, END_TURN, ROLL, BUY, END_TURN, ROLL, DECLINE, Bid(9000),
                       Bid(9500))),
}


def loaded(app, game: str, moves: int = 9, curtain: bool = False) -> BoardScene:
    """The game as Continue opens it after the first `moves` moves (all: Ben to bid)."""
    seed, played = PLAYED[game]
    moves = played[:moves]
    setup = GameSetup(game, seed, PEOPLE, {})
    state = game_entry(game).start(setup)
    for move in moves:
        assert state.is_legal(move), (move, state.legal_actions())
        state.apply(move)
    board = app.scenes.push(BoardScene(app, setup, curtain=curtain,
                                       match=Match(setup, state, list(moves))))
    app.run_frames(2)
    return board


@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
def test_the_card_after_a_load_starts_after_the_persons_last_move(app, game):
    board = loaded(app, game)
    log = board.game_log
    ben_bid = max(i for i, line in enumerate(log.book.lines) if line.seat == 1)
    acted_after = {board.log_words(line)[0] for line in log.book.lines[:ben_bid]}
    assert not acted_after & set(log.since), log.since


@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
def test_the_card_at_a_loaded_turns_start_tells_the_others_turn(app, game):
    """Saved as Anna's second turn begins: her card tells Ben's turn, as in play."""
    board = loaded(app, game, moves=5)
    log = board.game_log
    assert log.since_seat == 0 and log.card_rect is not None
    assert any(text.startswith("Ben") for text in log.since), log.since
