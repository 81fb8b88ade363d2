"""The contract suite must catch a broken game: each test breaks one promise of the race game
and expects the harness to name it (and the intact game to pass)."""

from __future__ import annotations

import pytest

from tests.contract import race_game
from tests.contract.harness import GameSpec, digest_in_subprocess, game_digest, play_checked


def _race(seed: int = 1, players: int = 3) -> GameSpec:
    """Every check at every step; "add 3" is never legal, so each step tries a refusal."""
    return GameSpec(race_game, players, seed, heavy_every=1, probe_every=1,
                    extra_actions=lambda state, rng: [race_game.Add(3)])


def test_an_intact_game_passes_the_contract_suite():
    for seed in range(20):
        report = play_checked(_race(seed, 2 + seed % 3))
        assert report.final.is_terminal()
        assert report.illegal_probes > 0


def test_a_clone_that_shares_state_with_its_original_is_caught(monkeypatch):
    shared = race_game.State.clone

    def leaky(self):
        copy = shared(self)
        copy.__dict__ = self.__dict__
        return copy

    monkeypatch.setattr(race_game.State, "clone", leaky)
    with pytest.raises(AssertionError, match="clone"):
        play_checked(_race())


def test_a_refusal_that_changes_the_state_is_caught(monkeypatch):
    def careless(self, action):
        self.total += 1
        if not self.is_legal(action):
            raise race_game.IllegalAction("race.why.not_now")
        self.total -= 1
        return apply(self, action)

    apply = race_game.State.apply
    monkeypatch.setattr(race_game.State, "apply", careless)
    with pytest.raises(AssertionError, match="changed the state"):
        play_checked(_race())


def test_a_determinize_that_keeps_the_real_dice_is_caught(monkeypatch):
    monkeypatch.setattr(race_game.State, "determinize", lambda self, observer, rng: self.clone())
    with pytest.raises(AssertionError, match="reseed"):
        play_checked(_race())


def test_returns_that_do_not_match_the_winners_are_caught(monkeypatch):
    monkeypatch.setattr(race_game.State, "returns", lambda self: [1.0] + [0.0] * (
        self.num_players - 1) if self.winner is not None else [0.0] * self.num_players)
    with pytest.raises(AssertionError, match="winners"):
        for seed in range(10):
            play_checked(_race(seed))


def test_a_game_is_the_same_in_another_process():
    here = game_digest("tests.contract.race_game", 3, 7, None)
    assert digest_in_subprocess("tests.contract.race_game", 3, 7, None) == here
    assert game_digest("tests.contract.race_game", 3, 8, None) != here
