"""A game registered in one entry and nothing else: the race game (tests/contract/race_game.py)
as a rules-only entry is played by the registry's contract suite, the rules fuzz and the save
store without a line written for it, and stays off the title's picker."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from game import games
from game.core.paths import UserPaths
from game.core.saves import SaveStore, new_game_uid
from game.core.setup import GameSetup, Seat
from game.games import GameEntry, playable_games
from tests.contract import test_registered_games
from tests.contract.harness import play_checked

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import fuzz_rules  # noqa: E402

RACE = GameEntry(id="race", name_key="race.name", rules_module="tests.contract.race_game",
                 min_players=2, max_players=4)


@pytest.fixture(autouse=True)
def race(monkeypatch):
    monkeypatch.setitem(games.GAMES, "race", RACE)


def test_a_rules_only_entry_is_played_by_the_contract_suite_and_hidden_from_the_title():
    assert RACE not in playable_games()
    for spec in test_registered_games.specs(RACE, 0, 12):
        assert play_checked(spec).final.is_terminal()


def test_a_rules_only_entry_is_fuzzed_by_random_players():
    summary = fuzz_rules.run(12, workers=1, game_ids=("race",))
    assert summary.failures == [], fuzz_rules.report(summary)
    assert set(summary.decisions) == {"random"}, "an entry without levels gets no computers"
    assert summary.moves > summary.games


def test_a_registered_game_saves_and_loads_through_the_store(tmp_path):
    from tests.contract import race_game

    store = SaveStore(UserPaths.under(tmp_path), "0123456789ab", games=games.game_entry)
    setup = GameSetup("race", 5, (Seat("human", "A", "red"), Seat("human", "B", "blue")))
    state = race_game.new_game(2, 5)
    actions = [state.legal_actions()[0], state.legal_actions()[-1]]
    state = race_game.new_game(2, 5)
    for action in actions:
        state.apply(action)
    entry = store.save_slot("race", setup, actions, state, game_uid=new_game_uid())
    assert entry.meta.progress == state.progress()
    loaded = store.load(entry.path)
    assert loaded.state.to_dict() == state.to_dict()
