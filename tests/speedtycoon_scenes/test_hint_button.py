"""The table's Hint button (issue 30.3): it does what H does, stands only where H would ask
(one person against computers, D44), and its label fits in every language."""

from __future__ import annotations

import pygame
import pytest
from pygame_gui.core.utility import translate

from tests.speedtycoon_scenes.test_clicking import (
    FRIEND,
    PERSON,
    exact_start,
    open_table,
    wait_for_advice,
)

PAD = 8  # px the theme keeps between a button's edge and its label


def advice_after(app, board, ask) -> str:
    ask()
    wait_for_advice(app, board)
    return board.advice_text


def test_the_hint_button_shows_the_same_advice_as_h(app):
    seed, _place = exact_start()
    board = open_table(app, seed)
    button = board.buttons["hint"]
    assert button.visible and button.is_enabled
    clicked = advice_after(app, board, lambda: app.click(button))
    app.scenes.pop()
    board = open_table(app, seed)
    keyed = advice_after(app, board, lambda: app.press_key(pygame.K_h))
    assert clicked and clicked == keyed


def test_no_hint_button_where_h_only_says_no(app):
    board = open_table(app, 3, seats=(PERSON, FRIEND))
    assert not board.buttons["hint"].visible


@pytest.mark.parametrize("language", ["de", "en", "ru"])
def test_the_hint_button_fits_and_overlaps_no_other(app, language):
    app.set_language(language)
    seed, _place = exact_start()
    board = open_table(app, seed)
    shown = [b for b in board.buttons.values() if b.visible]
    hint = board.buttons["hint"]
    label = translate(hint.text)
    assert hint.font.size(label)[0] <= hint.rect.w - PAD, label
    assert not any(hint.rect.colliderect(b.rect) for b in shown if b is not hint)


def test_the_hint_gives_way_where_the_move_buttons_need_its_room(app, monkeypatch):
    app.set_language("de")  # the widest labels: the row is full without the hint
    board = open_table(app, exact_start()[0])
    # the fund, Loans, Repay; "Don't ask again" stands only in a Lobbyist window (no End turn)
    crowded = {name for name in board.buttons} - {"pass", "lobby_off"}
    monkeypatch.setattr(board, "wanted_buttons", lambda: crowded)
    board.sync()
    shown = [b for b in board.buttons.values() if b.visible]
    assert not board.buttons["hint"].visible and board.buttons["repay"].visible
    assert not any(a.rect.colliderect(b.rect) for a in shown for b in shown if a is not b)


def test_the_advice_is_not_hidden_under_the_since_your_last_turn_card(app):
    """Play-test (en, 1920x1080): H on a turn that opened with "Since your last turn" put the
    advice in the empire's top left corner, under that card: only "…gs to come" showed."""
    from tests.support.wait import until

    board = open_table(app, exact_start()[0])
    log = board.game_log

    def card_up() -> bool:
        if board.person == 0 and not board.busy and log.since_seat is None:
            board.apply(board.match.state.legal_actions()[0])
        return log.card_rect is not None and not board.busy

    until(app, card_up, dt=0.05)
    assert log.card_rect is not None, "no since card came"
    advice_after(app, board, lambda: app.press_key(pygame.K_h))
    assert board.advice_text
    assert log.card_rect is None, "the card waits while the advice shows"


def test_german_names_the_hint_with_one_word_that_is_not_the_insider_tip(app):
    """speedleft5: the button said "Tipp", its answer "Rat: …" – and "Tipp" is also the
    Insider tip, a card that lets Take take one more (the depot counts "1 Tipp"). The button,
    its tooltip and the answer's box say "Rat"; "Tipp" stays the Insider's."""
    app.set_language("de")
    board = open_table(app, exact_start()[0])
    label = translate(board.buttons["hint"].text)
    tip = translate(board.tip("hint"))
    board.advice_text = board.say("speedtycoon_play.advice.with_reason", move="x", reason="y")
    assert label == "Rat", label
    assert "Rat" in tip and "Tipp" not in tip, tip
    assert board.advice_text.startswith("Rat:"), board.advice_text
    insider = board.say("speedtycoon_play.tokens.tips", count=1)
    assert "Tipp" in insider, insider
