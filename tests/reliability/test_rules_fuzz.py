"""The rules fuzz (tools/fuzz_rules.py): 1,000 seeded Tycoon games, every invariant at every
step; the fuzz itself is game-agnostic over the registry.

The CI part seats computers in 5 % of the games (a computer's move costs about 10x a random
one); `tools/fuzz_rules.py` runs 10,000 games with computers in a quarter of them. The figures
are in docs/reliability.md.
"""

from __future__ import annotations

import fuzz_rules
import pytest

from game import games
from game.tycoon.rules import State

CI_GAMES = 1000
CI_COMPUTER_SHARE = 0.05


@pytest.mark.fuzz
def test_a_thousand_fuzzed_games_keep_every_rule_of_the_engine():
    summary = fuzz_rules.run(CI_GAMES, workers=2, computer_share=CI_COMPUTER_SHARE,
                             game_ids=("tycoon",))
    assert summary.failures == [], fuzz_rules.report(summary)
    assert summary.games == CI_GAMES
    assert {"random", "easy", "normal", "hard"} <= set(summary.decisions)
    assert summary.illegal_probes > CI_GAMES


def test_every_six_games_cover_every_seat_count_and_stops_option():
    plans = [fuzz_rules.GamePlan.of(i, games=("tycoon",)) for i in range(6)]
    assert {(p.players, p.options["stops"]) for p in plans} == {
        (n, stops) for n in (2, 3, 4) for stops in ("exact", "up_to")}


def test_the_fuzz_plays_every_registered_game_in_turn():
    plans = [fuzz_rules.GamePlan.of(i) for i in range(2 * len(games.GAMES))]
    assert [p.game for p in plans] == list(games.GAMES) * 2


def test_a_game_with_computers_seats_at_least_one_computer():
    plans = [fuzz_rules.GamePlan.of(i, computer_share=1.0, games=("tycoon",)) for i in range(60)]
    assert all(any(kind != "random" for kind in p.seats) for p in plans)
    assert any("random" in p.seats for p in plans)


def test_a_fuzzed_game_is_the_same_game_when_played_again():
    plan = fuzz_rules.GamePlan.of(7, computer_share=1.0)
    first = fuzz_rules.play(plan)
    again = fuzz_rules.play(fuzz_rules.GamePlan.of(7, computer_share=1.0))
    assert first.failure is None
    assert first.actions == again.actions


def test_the_fuzz_reports_an_engine_that_accepts_an_illegal_action(monkeypatch):
    real_apply = State.apply

    def careless_apply(state, action):
        if not state.is_legal(action):
            return []
        return real_apply(state, action)

    monkeypatch.setattr(State, "apply", careless_apply)
    result = fuzz_rules.play(fuzz_rules.GamePlan.of(1, games=("tycoon",)))
    assert "was applied although it was not legal" in result.failure
    assert result.actions, "a failure comes with the moves that led to it"


def test_the_fuzz_reports_a_computer_that_chooses_an_illegal_action(monkeypatch):
    real_resolve = fuzz_rules.resolve

    def builds_a_hotel_anyway(*args):
        return {"action": "hotel", "reason": ["tycoon_ai.reason.greedy", {}]}

    decider = games.GAMES["tycoon"].decider
    monkeypatch.setattr(fuzz_rules, "resolve", lambda target: builds_a_hotel_anyway
                        if target == decider else real_resolve(target))
    plan = fuzz_rules.GamePlan.of(0, computer_share=1.0, games=("tycoon",))
    result = fuzz_rules.play(plan)
    assert "which is not legal" in result.failure


def test_the_fuzz_reports_a_broken_invariant_with_its_game_number(monkeypatch):
    real_apply = State.apply

    def leaky_apply(state, action):
        events = real_apply(state, action)
        state.money[0] -= 1  # cash that leaves without an event
        return events

    monkeypatch.setattr(State, "apply", leaky_apply)
    summary = fuzz_rules.run(3, first=10, workers=1, game_ids=("tycoon",))
    assert [f["index"] for f in summary.failures] == [10, 11, 12]
    assert "ledger" in summary.failures[0]["failure"]
    assert "--replay 10" in fuzz_rules.report(summary)
    assert "--game tycoon" in fuzz_rules.report(summary)
