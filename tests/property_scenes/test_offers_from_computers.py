"""Issue 21.4, 27.5: computers propose trades to a person in play, out of the person's own
decisions, at most one offer a round from all the computers together; the person sees both
sides, the income preview and the net worth after, and answers with accept, reject or counter
on screen."""

from __future__ import annotations

import collections

import pytest

from game.core.setup import GameSetup, Seat
from game.property.scenes.decisions import open_terms
from tests.property_scenes.autoplay import Person, play_to_the_end

ROUNDS = 40


def _setup(game: str, seed: int) -> GameSetup:
    return GameSetup(game, seed, (Seat("human", "Anna", "red"),
                                  Seat("computer", "Ben", "blue", "normal"),
                                  Seat("computer", "Cleo", "green", "normal")), {})


class Watcher(Person):
    """Plays like the autoplay person (rejects offers) and notes every offer that arrives
    from a computer, with what the panel shows at that moment."""

    def __init__(self) -> None:
        super().__init__()
        self.opened: collections.Counter = collections.Counter()   # offers a round
        self.first_panel: tuple | None = None

    def act(self, app, board) -> None:
        s = board.match.state
        if s.tr_terms is not None and s.tr_to == board.person and s.tr_count == 1 \
                and board.match.is_computer(s.tr_from):
            self.opened[s.round] += 1
            if self.first_panel is None:
                lines = [block.text for block in board.decisions.lines()]
                buttons = {cid for cid in ("accept", "reject", "counter")
                           if board.control(cid) is not None}
                self.first_panel = (s.tr_from, open_terms(s), lines, buttons)
        return super().act(app, board)


@pytest.mark.parametrize("game, seed", [("kraken_bay", 11), ("menedzher", 11)])
def test_computers_offer_trades_to_the_person_at_most_once_a_round_and_the_panel_shows_them(
        app, open_board, game, seed):
    board = open_board(_setup(game, seed), curtain=False)
    watcher = Watcher()

    def enough(_moves: int) -> None:
        if board.match.state.round > ROUNDS:
            app.scenes.pop()        # forty rounds are enough to see the computers trade

    play_to_the_end(app, board, watcher, on_move=enough)
    assert watcher.first_panel is not None, "no computer offered the person a trade"
    proposer, terms, lines, buttons = watcher.first_panel
    words = board.words
    assert words.player(proposer) in lines[0]
    gets = lines[1]
    for p in terms.give_places:
        assert words.space(p) in gets          # what the person would get
    for p in terms.get_places:
        assert words.space(p) in lines[2]      # and what they would give
    preview = [line for line in lines[3:] if board.say("property_board.trade.side_you") in line]
    assert preview, "no income and net-worth preview for the person's side"
    assert buttons == {"accept", "reject", "counter"}
    assert max(watcher.opened.values()) == 1, watcher.opened
