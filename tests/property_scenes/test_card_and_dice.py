"""A drawn card and the roll that brought it both show (propfix7: the tallest cards, Kraken
Bay's whirlpool in de and ru, covered all but ~20 px of the dice once the card stood clear of
the news line), and the tumbling dice never pass over the board's title or subtitle."""

from __future__ import annotations

import pygame
import pytest

from game.property.rules import events as ev
from game.property.rules.rulesets import RULESETS
from game.property.view import layout
from game.property.view.motion import CARD_PAPER
from tests.property_scenes.conftest import setup_for

LANGUAGES = ("de", "en", "ru")
DIE_FACE = (250, 248, 240)
SHADOW = (3, 4)   # the die's shadow falls this far right and down


def colour(frame: pygame.Surface, rgb: tuple[int, int, int]) -> pygame.mask.Mask:
    """The dots of `frame` exactly `rgb`."""
    return pygame.mask.from_threshold(frame, rgb, (1, 1, 1, 255))


def dice_on(board, frame: pygame.Surface) -> tuple[pygame.mask.Mask, list[pygame.Rect]]:
    """The dots of the dice's faces the board shows now (not its own dots of that colour),
    and each die's rect with its shadow."""
    board.draw_board(frame)
    dice = colour(frame, DIE_FACE)
    plain = board.motion.dice
    board.motion.dice = None
    board.draw_board(frame)
    board.motion.dice = plain
    dice.erase(colour(frame, DIE_FACE), (0, 0))
    rects = dice.get_bounding_rects()
    return dice, [r.union(r.move(*SHADOW)) for r in rects]


def still_board(app, open_board, game: str, language: str):
    """The board in `language` with nothing moving, and a canvas-sized frame to draw it on."""
    app.set_language(language)
    board = open_board(setup_for(game), curtain=False)
    board.motion.beats.clear()
    return board, pygame.Surface(layout.CANVAS.size)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", sorted(RULESETS))
def test_every_card_leaves_the_dice_whole(app, open_board, game, language):
    board, frame = still_board(app, open_board, game, language)
    board.motion.dice = (5, 6)
    alone, rests = dice_on(board, frame)
    assert len(rests) == 2, "both dice show"
    cards = [(deck.id, card) for deck in board.rs.decks for card in deck.cards]
    for deck, card in cards:
        board.motion.beats.clear()
        board.motion.play([ev.CardDrawn(0, deck, card)], None, 1.0)
        board.motion.t = board.motion.beats[0].duration / 2   # turned over, fully shown
        board.draw_board(frame)
        paper = colour(frame, CARD_PAPER).get_bounding_rects()
        shown = paper[0].unionall(paper[1:])
        assert shown.collidelist(rests) == -1, f"{game} {language} card {card} over the dice"
        seen = colour(frame, DIE_FACE)
        assert seen.overlap_area(alone, (0, 0)) == alone.count(), \
            f"{game} {language} card {card} hides part of the dice"
        assert layout.centre().contains(shown), f"{game} {language} card {card} off the centre"
    board.motion.beats.clear()


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", sorted(RULESETS))
def test_tumbling_dice_stay_below_the_title(app, open_board, game, language):
    """At every moment of the roll, the dice's tops are below the subtitle's last dot."""
    board, frame = still_board(app, open_board, game, language)
    board.draw_board(frame)
    centre = layout.centre()
    words = colour(frame, board.view.theme.title)
    above = pygame.Rect(centre.x, centre.y, centre.w, 330)   # title, subtitle (and the star)
    title = [r for r in words.get_bounding_rects() if r.colliderect(above)]
    bottom = max(r.bottom for r in title)
    assert centre.y + 150 < bottom < centre.y + 300, "the subtitle is found"
    board.motion.play([ev.DiceRolled(0, 6, 6, "move")], None, 1.0)
    beat = board.motion.beats[0]
    for step in range(12):
        board.motion.t = beat.duration * step / 12
        _, dice = dice_on(board, frame)
        assert dice, "the dice show while they tumble"
        top = min(r.top for r in dice)
        assert top > bottom, f"{game} {language}: a die at {top} over the subtitle ({bottom})"
    board.motion.beats.clear()
