"""Tokens leave a place's name readable (play-test 12: on a name that wraps to two lines, in
Kraken Bay and «Менеджер», the tokens sat over its second line). On every space of both
boards, in every language the boards speak, one, three or six tokens standing there cover
no pixel of the name, and none stands on the price (issue 28.6)."""

from __future__ import annotations

import pygame
import pytest

from game.core.i18n import load_translations, translate
from game.core.paths import locales_dir
from game.games import game_entry
from game.property.rules import RULESETS
from game.property.rules.rulesets import CARDS, FERRY, JAIL, POWER, PROPERTY, TAX, WINNINGS
from game.property.scenes.words import Words
from game.property.view import layout
from game.property.view.board_view import BoardTexts, BoardView, Marks
from tests.languages import PROPERTY_LANGUAGES

COLOURS = ["red", "blue", "yellow", "green", "purple", "orange"]


@pytest.fixture(scope="module", autouse=True)
def translations():
    load_translations(locales_dir())


def texts_in(ruleset: str, language: str) -> BoardTexts:
    words = Words(lambda key, **p: translate(key, language, **p), RULESETS[ruleset], [])
    return BoardTexts(words.names(), words.prices(), "", "")


def covered(view: BoardView, texts: BoardTexts, state, space: int, count: int,
            box: pygame.Rect) -> int:
    """How many pixels of `box` that the empty board inks in the name's colour change when
    `count` tokens stand on `space`."""
    static = view.static(texts)
    for seat in range(state.num_players):
        state.pos[seat] = space
        state.alive[seat] = seat < count
    frame = pygame.Surface(layout.CANVAS.size)
    view.draw(frame, state, COLOURS, texts, Marks())
    ink = view.theme.ink
    changed = 0
    for x in range(box.x, box.right):
        for y in range(box.y, box.bottom):
            before = static.get_at((x, y))
            if sum(abs(a - b) for a, b in zip(before[:3], ink, strict=True)) < 200 \
                    and frame.get_at((x, y)) != before:
                changed += 1
    return changed


@pytest.mark.parametrize("language", PROPERTY_LANGUAGES)
@pytest.mark.parametrize("ruleset", sorted(RULESETS))
def test_tokens_cover_no_name_and_no_price(ruleset, language):
    rs = RULESETS[ruleset]
    view = BoardView(rs)
    texts = texts_in(ruleset, language)
    state = game_entry(ruleset).new_game(6, 1, {})
    state.jail = [-1] * 6
    hidden = []
    for space, cell in enumerate(view.cells):
        if cell.corner:
            continue
        icon = rs.kind[space] in (FERRY, POWER, CARDS, TAX, WINNINGS)
        priced = bool(texts.prices[space])
        box = layout.name_box(cell, icon, priced)[0]
        body = cell.body
        price = pygame.Rect(body.x, body.bottom - layout.PRICE, body.w, layout.PRICE)
        for count in (1, 3, 6):
            if covered(view, texts, state, space, count, box):
                hidden.append((rs.space_ids[space], count))
            for k in range(count):
                x, y = layout.token_spot(cell, k, room=view.rooms[space], count=count)
                disc = pygame.Rect(0, 0, 2 * view.radius(space), 2 * view.radius(space))
                disc.center = (round(x), round(y))
                assert cell.rect.contains(disc), (rs.space_ids[space], count, k)
                if priced:
                    assert not disc.colliderect(price.inflate(-2, -2)), (rs.space_ids[space], k)
    assert not hidden, hidden


@pytest.mark.parametrize("language", PROPERTY_LANGUAGES)
@pytest.mark.parametrize("ruleset", sorted(RULESETS))
def test_tokens_stand_clear_of_the_buildings(ruleset, language):
    """Play-test 12: where a long name sent a place's tokens into its band, they covered its
    houses (Kraken Bay's side columns, en and ru). On every place that takes buildings, one to
    six tokens stand clear of one to four houses and of the big piece."""
    rs = RULESETS[ruleset]
    view = BoardView(rs)
    view.static(texts_in(ruleset, language))
    covering = []
    for space in (p for p in rs.ownable if rs.kind[p] == PROPERTY):
        cell = view.cells[space]
        pieces = [r for level in range(1, rs.top_level)
                  for r in layout.buildings(cell, level, False)]
        pieces += layout.buildings(cell, rs.top_level, True)
        for count in range(1, 7):
            for k in range(count):
                disc = pygame.Rect(0, 0, 2 * view.radius(space), 2 * view.radius(space))
                disc.center = tuple(round(v) for v in
                                    layout.token_spot(cell, k, room=view.rooms[space],
                                                      count=count))
                if any(disc.colliderect(piece) for piece in pieces):
                    covering.append((rs.space_ids[space], count, k))
    assert not covering, covering


@pytest.mark.parametrize("jailed", [False, True], ids=["visiting", "jailed"])
@pytest.mark.parametrize("language", PROPERTY_LANGUAGES)
@pytest.mark.parametrize("ruleset", sorted(RULESETS))
def test_the_jail_name_stays_readable(ruleset, language, jailed):
    """Play-test pt-prop6 (Kraken Bay, ru, 1280×800): a token only visiting the jail stood on
    the second line of its name ("Щупальцевая пробка" read "…робка"); propleft2: the staged
    jail shots had jailed a seat where it stood, over Start's name, and the jailed sit on the
    jail's bars. One to six seats there, visiting or jailed as the rules put them (on the jail
    space), cover no pixel of the corner's name and stay inside the corner."""
    rs = RULESETS[ruleset]
    view = BoardView(rs)
    texts = texts_in(ruleset, language)
    state = game_entry(ruleset).new_game(6, 1, {})
    state.jail = [0 if jailed else -1] * 6
    space = rs.jail_space
    assert space == rs.kind.index(JAIL)
    cell = view.cells[space]
    hidden = [count for count in range(1, 7)
              if covered(view, texts, state, space, count, layout.jail_name(cell))]
    assert not hidden, hidden
    for count in range(1, 7):
        for k in range(count):
            x, y = layout.token_spot(cell, k, jailed, view.rooms.get(space), count)
            disc = pygame.Rect(0, 0, 2 * view.radius(space), 2 * view.radius(space))
            disc.center = (round(x), round(y))
            assert cell.rect.contains(disc), (count, k)


@pytest.mark.parametrize("language", PROPERTY_LANGUAGES)
@pytest.mark.parametrize("ruleset", sorted(RULESETS))
def test_tokens_stay_inside_their_space(ruleset, language):
    """One to six tokens on every space of both boards stand wholly inside that space's cell,
    so inside the board (play-test notes of propwords: a token on a ferry of the side columns
    seemed half over the board's edge; in the view's geometry none is, in any language)."""
    view = BoardView(RULESETS[ruleset])
    view.static(texts_in(ruleset, language))
    out = []
    for space, cell in enumerate(view.cells):
        r = view.radius(space)
        for count in range(1, 7):
            for k in range(count):
                x, y = layout.token_spot(cell, k, False, view.rooms.get(space), count)
                disc = pygame.Rect(round(x - r), round(y - r), 2 * r, 2 * r)
                if not (cell.rect.contains(disc) and layout.BOARD.contains(disc)):
                    out.append((space, count, k, disc, cell.rect))
    assert out == [], out
