"""A drawn card stays readable whole while the news line is up (play-test 12: a two-line news
line hid the fifth line of Kraken Bay's card A4 in de and ru). Every card of both rulesets, in
every language, drawn on the board under a wrapped news line: each dot of its words that the
card alone shows is on the board's frame too, none under the news line."""

from __future__ import annotations

import pygame
import pytest

from game.property.rules import events as ev
from game.property.rules.rulesets import RULESETS
from game.property.view import layout
from game.property.view.motion import CARD_INK, CARD_PAPER, card_face
from game.ui import fonts
from game.ui.text import wrap
from tests.property_scenes.conftest import setup_for

LANGUAGES = ("de", "en", "ru")


def ink(surface: pygame.Surface) -> int:
    """How many dots of `surface` are exactly the card's ink (the glyphs' solid middles)."""
    return pygame.mask.from_threshold(surface, CARD_INK, (1, 1, 1, 255)).count()


def news_lines(board, key: str) -> str:
    """A computer's move with a real reason, as the board words it; long enough to wrap."""
    return board.say("match.board.computer_move", player="Зелёный (сильный)",
                     reason=board.say(key))


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", sorted(RULESETS))
def test_every_card_reads_whole_above_a_two_line_news_line(app, open_board, game, language):
    app.set_language(language)
    board = open_board(setup_for(game), curtain=False)
    news = news_lines(board, "property_board.why.trade_no_place")
    inner = layout.centre().w - 20 - 40
    assert fonts.size_of(news, 18)[0] > inner and len(wrap(news, 15, inner)) == 2, \
        "the news line must wrap to two lines for this check"
    board.toast.show(news)
    frame = pygame.Surface(layout.CANVAS.size)
    board.draw_board(frame)
    before = ink(frame)   # the board's own dots of that colour, if any
    cards = [(deck.id, card) for deck in board.rs.decks for card in deck.cards]
    assert len(cards) >= 30
    for deck, card in cards:
        board.motion.beats.clear()
        board.motion.play([ev.CardDrawn(0, deck, card)], None, 1.0)
        board.motion.t = board.motion.beats[0].duration / 2   # turned over, fully shown
        board.draw_board(frame)
        words = board.words.card_words(deck, card)
        assert ink(frame) - before == ink(card_face(words)), \
            f"{game} {language} card {card}: part of '{words[1]}' is hidden"
    board.motion.beats.clear()


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_longest_card_reads_whole_above_a_three_line_news_line(app, open_board, language):
    """The news line at its tallest (three lines) pushes the longest card up, still whole."""
    app.set_language(language)
    board = open_board(setup_for("kraken_bay"), curtain=False)
    board.toast.show(board.say("property_board.out.body"))
    frame = pygame.Surface(layout.CANVAS.size)
    board.draw_board(frame)
    before = ink(frame)
    deck, card = max(((deck.id, card) for deck in board.rs.decks for card in deck.cards),
                     key=lambda dc: card_face(board.words.card_words(*dc)).get_size()[::-1])
    board.motion.play([ev.CardDrawn(0, deck, card)], None, 1.0)
    board.motion.t = board.motion.beats[0].duration / 2
    board.draw_board(frame)
    assert ink(frame) - before == ink(card_face(board.words.card_words(deck, card)))
    board.motion.beats.clear()


def card_rect(frame: pygame.Surface) -> pygame.Rect:
    """Where the card's paper shows on `frame`."""
    rects = pygame.mask.from_threshold(frame, CARD_PAPER, (1, 1, 1, 255)).get_bounding_rects()
    assert rects, "the card shows"
    return rects[0].unionall(rects[1:])


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", sorted(RULESETS))
def test_a_shown_card_holds_still_when_a_news_line_appears(app, open_board, game, language):
    """Play-test 12: a card jumped up when a news line came while it was shown. The shortest
    and the tallest card of each board stay where they were as a one-, two- and three-line
    line comes and goes, and no line covers them."""
    app.set_language(language)
    board = open_board(setup_for(game), curtain=False)
    frame = pygame.Surface(layout.CANVAS.size)
    cards = sorted(((deck.id, card) for deck in board.rs.decks for card in deck.cards),
                   key=lambda dc: card_face(board.words.card_words(*dc)).get_size()[::-1])
    news = [board.say("property_board.hint.thinking"),
            news_lines(board, "property_board.why.trade_no_place"),
            board.say("property_board.out.body")]
    for deck, card in (cards[0], cards[-1]):
        board.toast.clear()
        board.motion.beats.clear()
        board.motion.play([ev.CardDrawn(0, deck, card)], None, 1.0)
        board.motion.t = board.motion.beats[0].duration / 2   # turned over, fully shown
        board.draw_board(frame)
        still = card_rect(frame)
        for line in news:
            board.toast.show(line)
            board.draw_board(frame)
            assert card_rect(frame) == still, f"{game} {language} card {card} moved"
            shown = board.toast.place(layout.NEWS_WIDTH, midbottom=layout.NEWS_AT)
            assert not shown.colliderect(still), f"{game} {language} card {card} under {line}"
        board.toast.clear()
        board.draw_board(frame)
        assert card_rect(frame) == still
    board.motion.beats.clear()
