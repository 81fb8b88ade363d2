"""The rules' `hold` option (issue 31.3): a held seat's done turn waits in DONE for
its EndActions; until then nothing is revealed, so the turn's moves stay undoable."""

from __future__ import annotations

import pytest

from game.core.contract import IllegalAction
from game.speedtycoon import rules
from game.speedtycoon.rules import actions as act
from game.speedtycoon.rules.phases import ACT, DONE
from game.speedtycoon.rules.state import State


def first_take(s):
    return next(a for a in s.legal_actions() if isinstance(a, act.TakeMoney))


def test_a_held_seat_waits_in_done_and_reveals_nothing_before_end():
    s = rules.new_game(3, 7, {"hold": "0,1,2"})
    seat, display = s.turn, list(s.display)
    events = s.apply(first_take(s))
    assert s.phase == DONE and s.current_player == seat and s.turn_player() == seat
    assert not s.undo_barrier(events), "a held take reveals no card"
    assert s.legal_actions() == [act.END]
    assert len(s.display) < len(display), "the display is not refilled yet"
    with pytest.raises(IllegalAction) as refused:
        s.apply(act.LOAN)
    assert refused.value.key == "speedtycoon.illegal.turn_done"
    events = s.apply(act.END)
    assert s.turn_player() != seat and s.undo_barrier(events)


def test_an_unheld_seat_plays_as_before():
    plain = rules.new_game(3, 7)
    other = (plain.turn + 1) % 3
    held = rules.new_game(3, 7, {"hold": str(other)})
    held.apply(first_take(held))
    plain.apply(first_take(plain))
    assert held.phase != DONE and held.to_dict() == {**plain.to_dict(), "hold": 1 << other}


def test_hold_survives_a_snapshot_and_an_old_snapshot_holds_nobody():
    s = rules.new_game(2, 3, {"hold": "1"})
    assert State.from_dict(s.to_dict()) == s
    old = rules.new_game(2, 3).to_dict()
    assert "hold" not in old and State.from_dict(old).hold == 0
    assert State.from_dict(old).phase == ACT


@pytest.mark.parametrize("bad", [3, "5", ["0"], True, "0,2", "x"])
def test_a_bad_hold_option_is_refused_with_its_name(bad):
    with pytest.raises(ValueError, match="hold"):
        rules.new_game(2, 3, {"hold": bad})
