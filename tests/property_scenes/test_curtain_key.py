"""The board draws a frame again only when what it shows changed (`picture_key`). The
curtain was in that key as its id(): CPython gives a freed curtain's address to the next
one, so a new curtain (another person's name) could pass for the old one and the board kept
the old frame. The key holds the curtain's own serial number instead."""

from __future__ import annotations

from game.ui.curtain import Curtain
from tests.property_scenes.conftest import setup_for


def curtain_parts(board, seat: int) -> tuple:
    """What a curtain for `seat` is made of, made beforehand: making them could take a
    freed address before the curtain does."""
    person = board.match.seat(seat)
    return (seat, board.seat_name(seat), person.colour, board.app.canvas_size,
            board.curtain_emblem(seat))


def test_a_new_curtain_at_a_freed_ones_address_changes_the_picture(open_board):
    board = open_board(setup_for("menedzher", people=2, computers=1), curtain=True)
    board.curtain = Curtain(*curtain_parts(board, 0))
    bens = curtain_parts(board, 1)
    address = id(board.curtain)
    before = board.picture_key()
    assert address not in before, "the key holds no address an object may hand on"
    board.curtain = None                   # freed: its address is free for the next one
    kept = []
    for _ in range(200):
        again = Curtain(*bens)
        if id(again) == address:
            break
        kept.append(again)                 # held, so the next try gets another address
    assert id(again) == address, "CPython reuses a freed object's address"
    board.curtain = again
    assert board.picture_key() != before, "Ben's curtain is a new picture, not Anna's"
