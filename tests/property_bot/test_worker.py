"""A property decision runs through the worker process like Tycoon's (game/ai/worker.py)."""

from __future__ import annotations

from game.ai.budget import Budget
from game.ai.worker import ThinkingWorker
from game.core.i18n import read_locale_file
from game.core.paths import locales_dir
from game.property.rules import new_game, parse_action
from game.property.rules.phases import BUY

DECIDER = "game.property.bot.decide:decide"


def test_the_thinking_worker_answers_a_buy_decision_with_a_legal_action_and_a_reason():
    s = new_game(4, 7, {"ruleset": "menedzher"})
    seat = s.turn
    s.pos[seat] = s.rs.sets[3][0]
    s.phase = BUY
    s._legal = None
    with ThinkingWorker({"menedzher": DECIDER}) as worker:
        reply = worker.submit("menedzher", s.to_dict(), seat, "normal",
                              Budget(iterations=1), seed=5).wait(60)
    assert reply is not None and reply["ok"], reply
    action = parse_action(reply["action"])
    assert s.is_legal(action) and str(action) == "buy"
    key, params = reply["reason"]
    texts = read_locale_file(locales_dir() / "property_bot.en.json", "en")
    assert key.split(".")[-1] in texts["reason"]
    assert params["space"] == s.pos[seat]
