"""A hover card leaves the news line and the city on view in sight (speedleft4, from
speedleft3's play-test): a card left on a Kapital card opened over the empire's foot and hid
the fading line of what a computer did; a market building's card opened over the middle of the
empire and hid the person's city, though the empire had room beside it. Both are kept clear by
the same rule as every other thing a card leaves in sight (`TablePicture.card_spot`), the news
line at its tallest whether a line shows or not, so a card never jumps when one comes."""

from __future__ import annotations

import pygame
import pytest

from game.core.match import Match
from game.core.setup import GameSetup
from game.scenes.match_log import MatchLog
from game.speedtycoon.rules.phases import ACT
from game.speedtycoon.scenes.table_scene import TableScene
from game.speedtycoon.view import model
from game.speedtycoon.view import table_view as tv
from game.speedtycoon.view.info_card import info_card
from game.ui.hover import place_card
from tests.speedtycoon_scenes.stage import played
from tests.speedtycoon_scenes.test_market_card_place import SIX
from tools import bench_fps

#: A computer's move with its reason, long enough to wrap to the news line's three lines.
NEWS = ("Red (normal) buys Energy 7 in Frankfurt, paying €5 + €2 exactly: one more action, "
        "because it then leads in Energy and may win the Unicorn at the next scoring")


def table(app, language: str, turn: int, seed: int = 7) -> TableScene:
    """Four seats, Tycoon type, the person's own turn at `turn` or after, the city on view."""
    app.set_language(language)
    setup = GameSetup("speedtycoon", seed, SIX[:4], {"game_type": "tycoon", "think": "none"})
    state, log = played(setup, lambda s: s.turn_no >= turn and s.turn == 0 and s.phase == ACT)
    board = app.scenes.push(TableScene(app, setup, curtain=False,
                                       match=Match(setup, state, log)))
    app.run_frames(3)
    return board


def spot(board, target: tuple, pos: tuple[int, int]) -> pygame.Rect:
    card = info_card(*board.info_blocks(target))
    rect = board.card_spot(card.get_size(), pos, board._clock_rect)
    assert not rect.collidepoint(pos), "the thing pointed at stays in sight"
    return rect


@pytest.mark.parametrize("language", ["de", "en", "ru"])
@pytest.mark.parametrize("turn", [14, 30])
def test_a_kapital_cards_card_leaves_the_news_line_in_sight(app, language, turn):
    board = table(app, language, turn)
    band = board.news_band()
    board.toast.show(NEWS)
    width, anchor = board.news_spot()
    line = board.toast.place(width, **anchor)
    assert band.contains(line), "the band holds the tallest line"
    display = model.display(board.match.state)
    assert display, "the Kapital shows cards"
    for i, card in enumerate(display):
        rect = spot(board, ("display", i, card), tv.display_rect(i).center)
        assert not rect.colliderect(band), (i, rect, band)
        for thing in (tv.PLAYERS, tv.TRAY, tv.PLANNING, tv.DEPOT):
            assert not rect.colliderect(thing), (i, rect, thing)


@pytest.mark.parametrize("language", ["de", "en", "ru"])
@pytest.mark.parametrize("turn", [14, 50])
def test_a_market_cards_card_leaves_the_persons_city_in_sight(app, language, turn):
    board = table(app, language, turn)
    s = board.match.state
    cells = tv.cells_in_use(s, 0, board.camera, board.marks)
    assert len(cells) >= 4, "the person's city has grown"
    places = [p for p in range(4) if model.market(s)[p] >= 0]
    assert places, "the market holds buildings"
    for place in places:
        rect = spot(board, ("market", place, model.market(s)[place]),
                    tv.place_rect(place).center)
        covered = [cell for cell in cells if rect.colliderect(cell)]
        assert not covered, (place, rect, covered)
        assert not rect.colliderect(board.news_band())


def test_a_group_of_rects_weighs_as_one_thing():
    """`place_card`: a group (a city's cells) is one thing, weighed by all it covers of its
    cells together: a card that must cover some of them covers the fewest, not the most to
    spare the first cell (as rects of their own, each weighing more than all after it)."""
    bounds = pygame.Rect(0, 0, 300, 100)
    first = pygame.Rect(0, 0, 60, 5)  # a strip: every spot left of the pointer meets it
    rest = [pygame.Rect(x, 0, 15, 100) for x in range(200, 300, 20)]
    rect = place_card((100, 100), (150, 50), [[first, *rest]], bounds)
    assert rect.right <= 150, f"the card covers the strip's end, not the cells: {rect}"
    apart = place_card((100, 100), (150, 50), [first, *rest], bounds)
    assert apart.x > 150, "as rects of their own the first one weighs most"


@pytest.mark.parametrize("language", ["de", "en", "ru"])
def test_a_market_cards_card_leaves_the_advice_in_sight(app, language):
    """speedleft4's play-test (en 1920x1080): after H the pointer rested on the market
    building just clicked, and its card lay over the advice's box in the empire's top left
    corner, the answer the person had asked for."""
    board = table(app, language, 6)
    board.advice_text = board.say("speedtycoon_play.advice.with_reason",
                                  move=board.say("speedtycoon_play.advice.place",
                                                 where="1 cell left of the headquarters"),
                                  reason=NEWS)
    app.run_frames(2)
    advice = board.advice_rect()
    assert advice is not None and advice.top < tv.EMPIRE.y + 60, "the box at the top"
    s = board.match.state
    for place in [p for p in range(4) if model.market(s)[p] >= 0]:
        rect = spot(board, ("market", place, model.market(s)[place]),
                    tv.place_rect(place).center)
        assert not rect.colliderect(advice), (place, rect, advice)


@pytest.mark.parametrize("language", ["de", "en", "ru"])
@pytest.mark.parametrize("turn", [14, 30, 50])
def test_a_market_cards_card_leaves_the_city_before_the_since_card(app, monkeypatch,
                                                                   language, turn):
    """speedleft4's play-test (en 1920x1080, turn 22): after the Startup scoring the "since
    your last turn" card stood tall in the empire's top left, and a market building's card,
    kept off it, lay over the person's city and the cells lit for the building waiting to be
    built. Where a card cannot leave both, the city goes first: the since card is told again
    by the log, the cells are where the person clicks next."""
    board = table(app, language, turn)
    since = pygame.Rect(tv.OVER_EMPIRE.topleft, (350, 270))
    monkeypatch.setattr(MatchLog, "card_rect", property(lambda self: since))
    s = board.match.state
    cells = tv.cells_in_use(s, 0, board.camera, board.marks)
    for place in [p for p in range(4) if model.market(s)[p] >= 0]:
        rect = spot(board, ("market", place, model.market(s)[place]),
                    tv.place_rect(place).center)
        assert rect.collidelist(cells) < 0, (place, rect)


@pytest.mark.parametrize("language", ["de", "en", "ru"])
def test_a_kapital_cards_card_leaves_the_other_kapital_cards_in_sight(app, language):
    """speedleft4's play-test (de 1366x768, two seats, turn 81): the since card in the
    empire's top left, the city grown up to the Kapital's foot and the news line's place
    below left a Kapital card's card no free spot, and it lay over the other Kapital cards, the
    ones the person weighs it against. Those come before the since card (its lines are in the
    log); the card takes the empire's foot, empty in the person's own turn."""
    app.set_language(language)
    setup = GameSetup("speedtycoon", 3, SIX[:2], {"game_type": "classic", "think": "none"})
    state, log = played(setup, lambda s: s.turn_no >= 81 and s.turn == 0 and s.phase == ACT)
    board = app.scenes.push(TableScene(app, setup, curtain=False,
                                       match=Match(setup, state, log)))
    app.run_frames(3)
    assert board.game_log.card_rect is not None, "the since card is up"
    display = model.display(board.match.state)
    rects = [tv.display_rect(i) for i in range(len(display))]
    assert len(rects) >= 3
    for i, card in enumerate(display):
        rect = spot(board, ("display", i, card), rects[i].center)
        covered = [j for j, other in enumerate(rects) if j != i and rect.colliderect(other)]
        assert not covered, (i, rect, covered)
        assert rect.collidelist(board.city_in_use()) < 0, (i, rect)


@pytest.mark.parametrize("language", ["de", "en", "ru"])
@pytest.mark.parametrize("turn", [50, 70])
def test_a_market_cards_card_covers_the_market_before_a_tall_since_card(app, monkeypatch,
                                                                       language, turn):
    """speedleft5's play-test (ru 1920x1080, six seats, turn 51): with the since card tall at
    the empire's right, a market building's card, kept off the market's other places, lay
    over the since card, its lines showing around the card's edges. The market's other
    places stay with the market, last in the order (only the Kapital's other cards come
    before the since card): the card lies over the market's other places, beside the
    pointer."""
    board = table(app, language, turn, seed=11)
    since = pygame.Rect(tv.OVER_EMPIRE.right - 340, tv.EMPIRE.y + 115, 340, 396)
    monkeypatch.setattr(MatchLog, "card_rect", property(lambda self: since))
    s = board.match.state
    for place in [p for p in range(4) if model.market(s)[p] >= 0]:
        rect = spot(board, ("market", place, model.market(s)[place]),
                    tv.place_rect(place).center)
        assert not rect.colliderect(since), (place, rect)


@pytest.mark.parametrize("height", [540, 580])
def test_a_tall_market_cards_card_keeps_off_the_news_line_shown(app, height):
    """speed24 (from speed23's play-test, ru 1366x768): a market building's card, as tall as
    a zone's in Russian, kept off the city and the since card, covered the news line's right
    end; the line shown comes before the city now. The benchmark's late table, six seats."""
    app.set_language("ru")
    setup, state, actions = bench_fps.speedtycoon_late_game()[:3]
    board = app.scenes.push(bench_fps.speedtycoon_board(app, setup, state, list(actions)))
    board.toast.show(NEWS)
    app.run_frames(3)
    line = board.news_line()
    assert line is not None
    for place in range(4):
        rect = board.card_spot((340, height), tv.place_rect(place).center, None)
        assert not rect.colliderect(line), (place, rect, line)
