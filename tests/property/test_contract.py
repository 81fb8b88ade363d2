"""The shared contract suite (tests/contract/harness.py) over both rulesets: 2–6 players,
auctions on and off, random players that also make random trade offers and counters, the
engine's invariants at every step, and determinism across processes."""

import pytest

import game.property.rules as rules
from game.property.rules import invariants
from game.property.rules.trade import random_trade_actions
from tests.contract.harness import GameSpec, digest_in_subprocess, game_digest, play_checked, replay

SHORT = 6     # D56: the harness's round cap keeps the 300 random games short ...
LONG = 400    # ... and a few games run to a real end (KB's escalator ends them)


def _spec(ruleset, players, seed, auctions=True, cap=SHORT, **extra):
    options = {"ruleset": ruleset, "auctions": auctions, "round_cap": cap, **extra}
    return GameSpec(rules, players, seed, options, invariants=invariants.check,
                    extra_actions=random_trade_actions, heavy_every=60, probe_every=9)


CASES = [(rs, players, seed, auctions)
         for rs in ("kraken_bay", "menedzher")
         for players in range(2, 7)
         for auctions in ((True, False) if rs == "kraken_bay" else (True,))
         for seed in range(20)]


@pytest.mark.parametrize("ruleset, players, seed, auctions", CASES)
def test_random_games_keep_the_contract(ruleset, players, seed, auctions):
    report = play_checked(_spec(ruleset, players, 1000 * players + seed, auctions))
    assert report.final.is_terminal()


@pytest.mark.parametrize("ruleset, players", [("kraken_bay", 2), ("kraken_bay", 3),
                                              ("kraken_bay", 4), ("kraken_bay", 6),
                                              ("menedzher", 2), ("menedzher", 5)])
def test_whole_random_games_keep_the_contract(ruleset, players):
    spec = _spec(ruleset, players, 77 + players, cap=LONG if ruleset == "kraken_bay" else 120)
    spec.heavy_every, spec.probe_every = 200, 25
    report = play_checked(spec)
    assert report.final.is_terminal()


def test_games_with_a_time_limit_end_by_net_worth_after_time_up():
    for seed in range(5):
        spec = _spec("menedzher", 4, seed, cap=0, time_limit_min=60)
        state = rules.new_game(4, seed, spec.options)
        steps = 0
        while not state.is_terminal():
            if steps == 300:
                state.apply(rules.TimeUp())
            state.apply(state.legal_actions()[steps % len(state.legal_actions())])
            steps += 1
        assert state.end_reason in ("time_up", "last_standing")


def test_a_log_replays_to_the_same_game():
    spec = _spec("kraken_bay", 4, 3)
    report = play_checked(spec)
    assert replay(rules, spec, report.actions) == report.final


@pytest.mark.parametrize("ruleset", ["kraken_bay", "menedzher"])
def test_games_are_identical_across_processes(ruleset):
    options = {"ruleset": ruleset, "round_cap": 15}
    here = game_digest("game.property.rules", 3, 11, options)
    assert digest_in_subprocess("game.property.rules", 3, 11, options) == here
