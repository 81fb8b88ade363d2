"""The registry (game/games.py): entries by id, fixed options, rules-only entries."""

from __future__ import annotations

import dataclasses

import pytest

from game import games
from game.games import GAMES, GameEntry, UnknownGame, game_entry, playable_games
from tests.core import counting_game


def test_every_entry_is_found_by_its_id_and_an_unknown_id_is_refused():
    assert all(GAMES[game_id].id == game_id for game_id in GAMES)
    with pytest.raises(UnknownGame):
        game_entry("chess")


def test_an_entry_plays_with_its_fixed_options_and_refuses_to_change_them(monkeypatch):
    seen = []
    monkeypatch.setattr(counting_game, "new_game",
                        lambda n, seed, options: seen.append(options) or "state")
    entry = dataclasses.replace(counting_game.ENTRY, fixed_options={"ruleset": "menedzher"})
    assert entry.new_game(2, 1, {"auctions": True}) == "state"
    assert seen == [{"auctions": True, "ruleset": "menedzher"}]
    assert entry.new_game(2, 1, {"ruleset": "menedzher"}) == "state"
    with pytest.raises(ValueError, match="fixed"):
        entry.new_game(2, 1, {"ruleset": "kraken_bay"})
    assert entry.options(1) == {"ruleset": "menedzher"}


def test_a_rules_only_entry_is_registered_but_not_offered(monkeypatch):
    rules_only = GameEntry(id="counting", name_key="counting.name",
                           rules_module="tests.core.counting_game", min_players=2,
                           max_players=4)
    monkeypatch.setitem(games.GAMES, "counting", rules_only)
    assert "counting" in GAMES
    assert not rules_only.has_screens
    assert rules_only not in playable_games()
    with pytest.raises(LookupError, match="no board"):
        rules_only.board()


def test_an_entry_registered_by_name_is_imported_when_first_asked(monkeypatch):
    monkeypatch.setattr(games, "GAMES", games._Registry({}))
    games.GAMES.register("counting", "tests.core.counting_game:ENTRY")
    assert games.GAMES["counting"] is counting_game.ENTRY
    games.GAMES.register("other", "tests.core.counting_game:ENTRY")
    with pytest.raises(ValueError, match="not 'other'"):
        games.GAMES["other"]


def test_the_worker_is_handed_the_decider_of_every_game_with_computers(monkeypatch):
    monkeypatch.setitem(games.GAMES, "counting", counting_game.ENTRY)
    found = games.deciders()
    assert found["tycoon"] == "game.tycoon.bot.decide:decide"
    assert found["speedtycoon"] == "game.speedtycoon.bot.decide:decide"
    assert found["kraken_bay"] == found["menedzher"] == "game.property.bot.decide:decide"
    assert "counting" not in found, "a game without a computer gives the worker nothing"
    with_computer = dataclasses.replace(counting_game.ENTRY, decider="tests.ai.toy_game:decide")
    monkeypatch.setitem(games.GAMES, "counting", with_computer)
    assert games.deciders()["counting"] == "tests.ai.toy_game:decide"
