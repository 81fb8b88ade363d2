"""The board at a glance (issue 28.6): who owns a place shows as a tag with the owner's shape
(not only a colour), tokens never stand on a price, houses are at least 10 px, and the heat
map has a legend."""

from __future__ import annotations

import pygame

from game.property.rules.rulesets import JAIL, RULESETS
from game.property.view import layout
from game.property.view.board_view import SHAPES, TOKEN_R, owner_tag, token
from tests.property_scenes.conftest import setup_for


def ink(colour_draw, size=(24, 24)) -> pygame.Mask:
    surface = pygame.Surface(size)
    surface.fill((0, 0, 0))
    colour_draw(surface)
    return pygame.mask.from_threshold(surface, (255, 255, 255), (60, 60, 60))


def test_every_seat_has_its_own_shape_in_its_token_and_its_owner_tag():
    assert len(set(SHAPES.values())) == len(SHAPES)
    tokens = {c: ink(lambda s, c=c: token(s, (12, 12), c)) for c in SHAPES}
    tags = {c: ink(lambda s, c=c: owner_tag(s, (12, 12), c)) for c in SHAPES}
    for a in SHAPES:
        for b in SHAPES:
            if a < b:   # the white shape inside the tokens differs, not only the colour
                for masks in (tokens, tags):
                    both = masks[a].overlap_area(masks[b], (0, 0))
                    assert both < max(masks[a].count(), masks[b].count()), (a, b)


def test_tokens_never_stand_on_a_price():
    for rs in RULESETS.values():
        for cell in layout.cells(rs.n_spaces):
            if cell.corner:
                continue
            body = cell.body
            price = pygame.Rect(body.x, body.bottom - layout.PRICE, body.w, layout.PRICE)
            for k in range(6):
                x, y = layout.token_spot(cell, k)
                disc = pygame.Rect(0, 0, 2 * TOKEN_R, 2 * TOKEN_R)
                disc.center = (round(x), round(y))
                assert not disc.colliderect(price.inflate(-2, -2)), (rs.id, cell, k)


def test_a_jailed_token_leaves_the_jails_name_readable():
    """Play-test 11 (Менеджер de 1366x768): the jailed token, ringed while it acts, covered the
    top of the corner's name ("Börse" read "Borse", "Tentacle" and «Биржа» too). Up to three
    jailed stand on the bars, clear of the name; all six stay inside the corner."""
    for rs in RULESETS.values():
        cell = layout.cells(rs.n_spaces)[rs.kind.index(JAIL)]
        name = layout.jail_name(cell)
        for k in range(6):
            x, y = layout.token_spot(cell, k, jailed=True)
            ring = TOKEN_R + 4   # the acting seat's ring
            disc = pygame.Rect(0, 0, 2 * ring, 2 * ring)
            disc.center = (round(x), round(y))
            assert cell.rect.contains(disc), (rs.id, k)
            if k < 3:
                assert not disc.colliderect(name), (rs.id, k, disc, name)


def test_an_owned_place_shows_its_owners_tag_and_houses_of_ten_pixels(app, open_board):
    board = open_board(setup_for("kraken_bay"), curtain=False)
    state = board.match.state
    place = state.rs.sets[0][0]
    before = app.screen.copy()
    state.owner[place], state.level[place] = 1, 1
    state._owned = state._legal = None
    app.run_frames(2)
    cell = board.view.cells[place]
    assert tuple(app.screen.get_at(layout.owner_spot(cell)))[:3] != \
        tuple(before.get_at(layout.owner_spot(cell)))[:3], "the tag is drawn"
    piece = board.view.theme.small_piece
    mask = pygame.mask.from_threshold(app.screen.subsurface(cell.band), piece, (8, 8, 8))
    house = mask.get_bounding_rects()[0]
    assert house.w >= 8 and house.h >= 8   # 10 px with its white outline
    assert house.inflate(2, 2).w >= 10


def test_the_heat_map_has_a_legend(app, open_board):
    board = open_board(setup_for("menedzher"), curtain=False)
    board.show_info("heat")
    app.run_frames(2)
    inner = layout.LOG.inflate(-12, -36).move(0, 14)
    colours = {tuple(app.screen.get_at((x, y)))[:3] for x in range(inner.x, inner.right, 6)
               for y in range(inner.y, inner.y + 80, 2)}
    assert (30, 36, 110) in colours or any(b > 100 and r < 60 for r, g, b in colours)
    assert any(r > 240 and g > 220 and b < 90 for r, g, b in colours), "the scale's top"
