"""A card left on a market building while the last move still plays speaks of the seat the
rules are at, the one the players' column frames, not of the mover the banner still names
(speeddepot's decision: the picture under the motion is already the state after the move,
and the mover's turn is over). Pins the decision; no fix came with it."""

from __future__ import annotations

import pytest

from game.ui.palette import BAD, GOOD
from tests.speedtycoon_scenes.test_turn_banner import computers_turn


def test_a_market_card_during_the_turn_ending_motion_speaks_of_the_next_seat(
        app, monkeypatch: pytest.MonkeyPatch):
    board = computers_turn(app, monkeypatch)
    assert board.busy, "the end of Anna's turn still plays"
    nxt = board.match.seat_to_act
    assert nxt != 0 and board.match.is_computer(nxt)
    place = next(p for p in range(4) if board.match.state.market[p] >= 0)
    _picture, blocks = board.info_blocks(("market", place, board.match.state.market[place]))
    text = "\n".join(b.text for b in blocks)
    assert board.text_names[nxt] in text, "the seat the players' column frames, by name"
    assert not [b.text for b in blocks if b.colour in (GOOD, BAD)], \
        "not the mover's (Anna's) what-if in her colours"
