"""tools/property_trace.py: a trace is the league's own game (same result), watched step by
step, and it names who went out and when."""

from __future__ import annotations

from tools import league, property_trace

PAIRING = league.Pairing("kraken_bay", "easy", "buy_everything")
SEED = 7                                   # three seats go bankrupt before the cap


def test_watching_a_league_game_changes_nothing_and_sees_every_step():
    steps = []
    watched = league.play_game(PAIRING, SEED, lambda s, seat, action, events: steps.append(seat))
    assert watched == {**league.play_game(PAIRING, SEED), "cpu_s": watched["cpu_s"],
                       "think_ms": watched["think_ms"]}
    assert len(steps) == watched["decisions"]


def test_the_trace_names_the_bankruptcies_and_the_debts_before_them():
    hero = SEED % PAIRING.players
    watched = property_trace.Trace(hero, [0] * PAIRING.players)
    played = league.play_game(PAIRING, SEED, watched.watch)
    assert played["extra"]["rounds"] < league.league_module("kraken_bay").ROUND_CAP
    assert sorted(seat for seat, _ in watched.outs) == [q for q in range(4) if q != hero]
    assert watched.outs[-1][1] == played["extra"]["rounds"]
    lines = property_trace.trace("kraken_bay", "easy", "buy_everything", SEED, rounds=5)
    assert f"out (seat, round): {watched.outs}" in lines[0]
    assert any(" owes " in line and "can raise" in line for line in lines)
