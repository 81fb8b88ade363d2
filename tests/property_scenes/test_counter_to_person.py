"""A Normal computer counters a person's offer as it counters a computer's (pt-men saw none in
54 rounds and asked whether it could at all): the same rule answers both (`bot.policy.act`,
`bot.trades.counter`). It counters a deal that makes the two richer together, moving the
price so both gain by it: a person's second ferry bought at its printed price, the last place
of a computer's set sold too dear. Most of a person's offers are neither (a lone place for
cash is worth to one what the other loses: no price makes both gain, so it is refused or
taken; a set's last place asked of a computer is refused by the set rule, never countered),
hence the rarity. The counter opens as the person's draft with its terms, Accept, Reject and
Send (a counter back: the third offer the rules allow), and the computer's reason in words
with no figure the terms do not show: what it asks more, or offers less."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from game.property.rules import Counter
from game.property.rules.actions import ACCEPT
from game.property.view import model
from tests.property_scenes.autoplay import wait_until
from tests.property_scenes.test_trade_flow import draft_button

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import window_shots  # noqa: E402


@pytest.mark.parametrize("game", ["kraken_bay", "menedzher"])
def test_a_normal_counters_the_persons_offer_and_the_draft_shows_it(app, game):
    board = window_shots.counter_to_person(app, game)
    sent = board.match.actions[-1]
    wait_until(app, lambda: board.draft is not None)
    state = board.match.state
    answer = board.match.actions[-1]
    assert type(answer) is Counter, answer
    draft = board.draft
    assert draft.counter and draft.me == 0 and draft.partner == 1
    assert model.trade_to(state) == 0 and model.trade_count(state) == 2
    # the counter's terms, the person's places and cash as the draft shows them
    theirs = answer.terms.swapped()
    assert draft.give == set(theirs.give_places) and draft.get == set(theirs.get_places)
    assert (draft.give_cash, draft.get_cash) == (theirs.give_cash, theirs.get_cash)
    moved = (sent.terms.give_cash - sent.terms.get_cash) - (draft.give_cash - draft.get_cash)
    assert moved < 0, "Ben asks more of Anna than she offered (or offers less than she asked)"
    # the reason in words: who and the sum asked in addition, which the terms show anyway
    note = board.trade_note
    assert note and board.words.player(1) in note and f"{-moved:,}" in note
    # Ben pays less for Anna's place, or asks more for his: said so, not "asking more" for
    # a smaller payment (the log read so for a sale, pt-prop6; propleft2)
    assert ("offering" if sent.terms.get_cash else "asking") in note, note
    for cid in ("trade_accept", "trade_reject", "send"):
        assert draft_button(board, cid) is not None, cid
    assert draft_button(board, "trade_accept").is_enabled
    assert board.send_button.is_enabled is False or draft.holds_the_offer(state)
    app.click(draft_button(board, "trade_accept"))
    assert board.match.actions[-1] == ACCEPT and board.draft is None
