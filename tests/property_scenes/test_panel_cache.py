"""The panel's words are made once per change, not once per frame (board_frame.cached). Their
key was the Decisions object's id: CPython gives a freed object's address to the next one,
so a new Decisions could meet the old one's picture (de play-test: "Maßschneiderei ist zu
haben…" with no Buy button while the salary coin flew). A new Decisions draws its own lines."""

from __future__ import annotations

import builtins

import pygame

from game.property.rules.phases import BUY
from game.property.scenes.decisions import Decisions
from tests.property_scenes.conftest import setup_for
from tests.property_scenes.test_decisions import first_seat_starts
from tests.support.drawn import texts_drawn_by


def panel_words(board, monkeypatch) -> list[str]:
    return texts_drawn_by(monkeypatch,
                          lambda: board.draw_column(pygame.Surface(board.app.canvas_size)))


def test_a_new_decisions_at_a_freed_ones_address_draws_its_own_lines(app, open_board,
                                                                     monkeypatch):
    board = open_board(setup_for("kraken_bay", seed=first_seat_starts("kraken_bay")),
                       curtain=False)
    state = board.match.state
    state.phase = BUY          # a test position: the token stands on a place for sale
    state._legal = None
    board.sync()
    real_id = builtins.id
    # CPython gives a freed object's address to the next one, but not on cue (a garbage
    # collection in between takes it elsewhere), so every Decisions is given one address here
    monkeypatch.setattr(builtins, "id",
                        lambda thing: 1 if isinstance(thing, Decisions) else real_id(thing))
    board.decisions = Decisions(board)      # held by the board alone, as sync leaves it
    buy = board.decisions.lines()[0].text
    assert buy in panel_words(board, monkeypatch)
    board.decisions = None                  # freed
    board.controls_held = True              # the token moves again (same move count)
    again = Decisions(board)
    assert id(again) == 1, "the new one has the freed one's address"
    board.decisions = again
    shown = panel_words(board, monkeypatch)
    assert board.say("property_board.phase.moving") in shown and buy not in shown
