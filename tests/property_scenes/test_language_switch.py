"""A language switch in the Settings with notes on the board (issue 28): the reason a computer
gave for rejecting the person's offer (shown in the draft it reopens), the rules' last refusal
and a drawn card are kept as what happened, not as words, so the next frame says them all in
the new language; no word of the old one is left on the board."""

from __future__ import annotations

import re

import pygame
from pygame_gui.core.utility import translate
from pygame_gui.elements import UIButton

from game.property.rules import events as ev
from game.property.rules.actions import DECLINE
from game.property.rules.phases import PRE_ROLL
from tests.property_scenes.autoplay import Person, click_space, settle, wait_until
from tests.property_scenes.conftest import setup_for
from tests.property_scenes.test_decisions import first_seat_starts
from tests.property_scenes.test_trade_flow import draft_button
from tests.support.drawn import drawn_texts

CYRILLIC = re.compile("[\u0400-\u04ff]")


def drawn_words(app, monkeypatch) -> list[str]:
    """Every text the board draws in its next frames and the labels of its visible widgets."""
    seen = drawn_texts(app, monkeypatch, 2)
    board = app.scenes.top
    seen += [translate(element.text) for element in board.widgets + board.fixed
             if isinstance(element, UIButton) and element.visible]
    return seen


def russian(words: list[str]) -> list[str]:
    return [w for w in words if CYRILLIC.search(w)]


def test_a_rejected_offers_reason_changes_language_with_the_settings(app, open_board,
                                                                     monkeypatch):
    app.set_language("ru")
    board = open_board(setup_for("kraken_bay", seed=first_seat_starts("kraken_bay")))
    state, person = board.match.state, Person()
    while not (board.person == 0 and state.phase == PRE_ROLL and 1 in state.owner):
        settle(app, board)       # played, not set up: the switch replays the game's moves
        if board.person == 0 and not (state.phase == PRE_ROLL and 1 in state.owner):
            person.act(app, board)
    app.press_key(pygame.K_t)
    click_space(app, board, state.owner.index(1))
    board.entries["give_cash"].set_text("10")
    board.read_entries()
    app.click(draft_button(board, "send"))
    wait_until(app, lambda: board.draft is not None)
    note = board.trade_note
    assert note and CYRILLIC.search(note), "the computer's reason, in Russian"
    assert any(note.split()[0] in word for word in drawn_words(app, monkeypatch))
    app.set_language("en")
    words = drawn_words(app, monkeypatch)
    assert russian(words) == []
    assert board.trade_note != note and not CYRILLIC.search(board.trade_note)
    assert any(board.trade_note.split()[0] in word for word in words), "the note still shows"


def test_a_refusal_and_a_card_change_language_with_the_settings(app, open_board, monkeypatch):
    app.settings.animation_speed = "normal"
    app.set_language("ru")
    board = open_board(setup_for("kraken_bay", seed=first_seat_starts("kraken_bay")))
    assert not board.apply(DECLINE), "nothing to decline before the roll"
    deck = board.rs.decks[0]
    board.motion.play([ev.CardDrawn(0, deck.id, deck.cards[0])], None, board.factor)
    russian_card = board.words.card(deck.cards[0])
    assert any(russian_card.split()[0] in word for word in drawn_words(app, monkeypatch))
    app.set_language("en")
    words = drawn_words(app, monkeypatch)
    assert board.motion.busy, "the card still shows"
    assert russian(words) == []
    refusal = board.words.reason(*board.last_refusal)
    assert any(refusal.split()[0] in word for word in words), "the refusal still shows"
