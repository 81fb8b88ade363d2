"""The computer's answer is one typed record for every game (issue 32): every decider's wire
form reads back as a `Reply`, and every entry builds its game's `Brain`."""

from __future__ import annotations

import pytest

from game.ai.budget import Budget, never_cancelled
from game.ai.reply import Reply
from game.core.named import resolve
from game.games import GAMES


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_decider_answers_a_reply_its_game_reads_back_as_a_legal_move(game_id):
    entry = GAMES[game_id]
    state = entry.new_game(2, 5, entry.options())
    seat = state.current_player
    wire = resolve(entry.decider)(state.to_dict(), seat, "easy",
                                  Budget(iterations=4).to_dict(), 1, never_cancelled)
    reply = Reply.from_wire(wire)
    brain = entry.brain()
    assert brain.game == game_id
    assert brain.parse_action(reply.action) in state.legal_actions()
    assert reply.reason is not None and reply.reason[0].count(".") >= 2
    assert not reply.plan or reply.plan[0] == reply.action
    assert brain.fallback(state) in state.legal_actions()


def test_a_reply_survives_its_wire_form_and_a_failed_answer_is_refused():
    reply = Reply("buy 3", ("game.reason.buy", {"place": 3}), ("buy 3", "end"), 12)
    assert Reply.from_wire({"ok": True, **reply.to_wire()}) == reply
    with pytest.raises(ValueError, match="boom"):
        Reply.from_wire({"ok": False, "error": "boom"})
    with pytest.raises(ValueError, match="cancelled"):
        Reply.from_wire({"ok": True, "cancelled": True, **reply.to_wire()})
    with pytest.raises(ValueError, match="no action"):
        Reply.from_wire({"ok": True, "reason": None})
