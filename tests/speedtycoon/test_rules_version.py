"""Rules version 2 (issue 31): in Blitz every scoring comes before the bag can run out, nobody
lobbies before the first player's first action, and a game saved under version 1 still loads
and goes on under version 1."""

from __future__ import annotations

import json
from random import Random

import pytest

from game.core.paths import UserPaths
from game.core.saves import SaveStore, new_game_uid
from game.core.setup import GameSetup, Seat
from game.games import game_entry
from game.speedtycoon.rules import new_game
from game.speedtycoon.rules.phases import ACT, LOBBY
from tools.blitz_scorings import play

#: Random Blitz games that ended trading before the Venture Capital card came under rules
#: version 1 (tools/blitz_scorings.py --rules 1 found 12 in seeds 1-2000; these are four).
SHORT_UNDER_VERSION_1 = (9, 219, 355, 485)


def test_the_sample_of_blitz_games_short_under_version_1_really_was_short():
    assert all(play(seed, rules=1).scorings_at_trading_end == 1
               for seed in SHORT_UNDER_VERSION_1)


#: tools/blitz_scorings.py --games 2000 counts all 2,000 (seeds 1-2000); the test keeps a
#: sample of 50 (the four above and seeds 1-46, 12 ms of CPU a game).
@pytest.mark.parametrize("seed", SHORT_UNDER_VERSION_1 + tuple(range(1, 47)))
def test_blitz_games_have_startup_and_vc_before_trading_ends_and_the_ipo_after(seed):
    game = play(seed)
    assert game.scorings_at_trading_end == 2
    assert game.scorings == 3


def lobby_table(rules: int):
    """4 players, all modules of the Tycoon type (the Lobbyist among them)."""
    return new_game(4, 13, {"game_type": "tycoon", "rules_version": rules})


def test_the_first_player_acts_before_any_lobbyist_and_the_market_opens_full():
    state = lobby_table(2)
    assert state.phase == ACT and state.current_player == state.start
    assert min(state.market) >= 0
    assert all(slot < 0 for slot in state.lobby_slot)


def test_the_second_turn_opens_the_lobbyist_window_as_before():
    state = lobby_table(2)
    rng = Random(1)
    while state.turn_no == 1:
        state.apply(rng.choice(state.legal_actions()))
    assert state.phase == LOBBY and state.current_player != state.turn


def test_under_version_1_a_lobbyist_could_buy_before_the_first_action():
    state = lobby_table(1)
    assert state.phase == LOBBY and state.current_player != state.start


def test_an_unknown_rules_version_is_refused_with_a_clear_error():
    with pytest.raises(ValueError, match="rules_version"):
        new_game(3, 1, {"rules_version": 3})


def played(rules: int, moves: int):
    """Seed 13 with the Lobbyist, `moves` random legal moves under `rules`."""
    setup = GameSetup("speedtycoon", 13,
                      tuple(Seat("human", f"P{i}", colour)
                            for i, colour in enumerate(("red", "blue", "yellow", "green"))),
                      {"game_type": "tycoon", "think": "none", "rules_version": rules})
    state = game_entry("speedtycoon").start(setup)
    rng = Random(5)
    log = []
    for _ in range(moves):
        action = rng.choice(state.legal_actions())
        state.apply(action)
        log.append(action)
    return setup, log, state


def test_a_save_from_rules_version_1_loads_and_goes_on_under_version_1(tmp_path):
    """A save written before version 2 names rules version 1 and no option; the loader replays
    it under version 1 (its first move is a Lobbyist's, which version 2 has no window for) and
    a later save of it keeps doing so."""
    store = SaveStore(UserPaths.under(tmp_path), "0123456789ab", games=game_entry)
    setup, log, state = played(1, 60)
    assert str(log[0]).startswith("lobby")
    entry = store.save_slot("old rules", setup, log, state, game_uid=new_game_uid())
    data = json.loads(entry.path.read_text("utf-8"))
    data["rules_version"] = 1
    del data["setup"]["options"]["rules_version"]
    entry.path.write_text(json.dumps(data), "utf-8")

    loaded = store.load(entry.path)
    assert loaded.state.to_dict() == state.to_dict()
    assert loaded.setup.options["rules_version"] == 1
    again = store.save_slot("again", loaded.setup, loaded.actions, loaded.state,
                            game_uid=new_game_uid())
    assert store.load(again.path).state.to_dict() == state.to_dict()


def test_a_save_under_the_current_rules_names_no_rules_option(tmp_path):
    store = SaveStore(UserPaths.under(tmp_path), "0123456789ab", games=game_entry)
    setup, log, state = played(2, 40)
    setup = GameSetup(setup.game, setup.seed, setup.seats,
                      {k: v for k, v in setup.options.items() if k != "rules_version"})
    entry = store.save_slot("now", setup, log, state, game_uid=new_game_uid())
    assert json.loads(entry.path.read_text("utf-8"))["rules_version"] == 2
    loaded = store.load(entry.path)
    assert "rules_version" not in loaded.setup.options
    assert loaded.state.to_dict() == state.to_dict()
