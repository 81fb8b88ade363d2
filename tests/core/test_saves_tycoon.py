"""Saves of real Tycoon games: any moment comes back exactly, and released formats still load."""

from __future__ import annotations

import json
import random
import shutil
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core import save_format
from game.core.paths import UserPaths
from game.core.profiles import ProfileStore
from game.core.save_format import SaveError
from game.core.saves import SaveStore, new_game_uid, read_document
from game.core.setup import GameSetup, Seat
from game.core.user_files import UserFileError
from game.games import game_entry
from game.tycoon.rules import new_game
from tests.core.messages import message

GOLDEN = Path(__file__).parent / "golden"
PROFILE = "0123456789ab"
COLOURS = ("red", "blue", "yellow", "green")


def random_game(players: int, seed: int, stop_at: float, stops: str):
    """A seeded game of random legal moves, stopped at `stop_at` (0..1) of its length."""
    setup = GameSetup(
        game="tycoon",
        seed=seed,
        seats=tuple(
            Seat("human", f"P{i}", COLOURS[i])
            if i == 0
            else Seat("computer", f"C{i}", COLOURS[i], "normal")
            for i in range(players)
        ),
        options={"stops": stops},
    )
    rng = random.Random(seed)
    state = new_game(players, seed, {"stops": stops})
    log = []
    while not state.is_terminal():
        action = rng.choice(state.legal_actions())
        state.apply(action)
        log.append(action)
    cut = round(len(log) * stop_at)
    state = new_game(players, seed, {"stops": stops})
    for action in log[:cut]:
        state.apply(action)
    return setup, log[:cut], state


@pytest.fixture
def store(tmp_path):
    return SaveStore(UserPaths.under(tmp_path), PROFILE, games=game_entry)


@settings(
    max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    players=st.integers(2, 4),
    seed=st.integers(0, 2**31),
    stop_at=st.floats(0, 1),
    stops=st.sampled_from(["exact", "up_to"]),
    autosave=st.booleans(),
)
def test_a_game_saved_at_any_moment_loads_to_the_same_state_and_next_moves(
    store, players, seed, stop_at, stops, autosave
):
    setup, actions, state = random_game(players, seed, stop_at, stops)
    uid = new_game_uid()
    if autosave:
        entry = store.autosave(setup, actions, state, game_uid=uid)
    else:
        entry = store.save_slot("any moment", setup, actions, state, game_uid=uid)
    loaded = store.load(entry.path)
    assert loaded.state == state
    assert loaded.state.to_dict() == state.to_dict()
    assert [str(a) for a in loaded.state.legal_actions()] == [str(a) for a in state.legal_actions()]
    assert loaded.state.current_player == state.current_player
    assert loaded.actions == actions
    assert loaded.game_uid == uid
    assert entry.meta.progress == state.progress()
    assert entry.meta.finished == state.is_terminal()
    rng = random.Random(seed)
    for _ in range(40):
        if state.is_terminal():
            break
        action = rng.choice(state.legal_actions())
        state.apply(action)
        loaded.state.apply(action)
    assert loaded.state == state, "the loaded game plays on exactly like the original"


def test_a_finished_game_is_listed_as_finished_and_not_continued(store):
    setup, actions, state = random_game(2, 11, 1.0, "exact")
    assert state.is_terminal()
    store.autosave(setup, actions, state, game_uid=new_game_uid())
    [entry] = store.list_saves().entries
    assert entry.meta.finished
    assert store.newest_game() is None
    assert store.load(entry.path).state.final_money() == state.final_money()


def test_a_finished_game_goes_into_the_players_record(tmp_path):
    setup, _, state = random_game(3, 17, 1.0, "exact")
    profiles = ProfileStore(UserPaths.under(tmp_path))
    anna = profiles.create("Anna", "en")
    seat = state.winners()[0]
    profiles.record_game(anna.id, setup, state, seat=seat, game_uid=new_game_uid(), hints_used=2)
    stats = profiles.get(anna.id).stats_for("tycoon")
    assert (stats.games, stats.wins, stats.hints_used) == (1, 1, 2)
    assert stats.best_score == state.final_money()[seat]
    assert stats.by_level["normal"].wins == 1


def test_a_hand_edited_move_the_rules_forbid_is_refused_with_its_number(store):
    setup, actions, state = random_game(3, 5, 0.5, "exact")
    entry = store.save_slot("edited", setup, actions, state, game_uid=new_game_uid())
    data = json.loads(entry.path.read_text("utf-8"))
    data["actions"][0] = "hotel"
    edited = json.dumps(data).encode()
    entry.path.write_bytes(edited)
    with pytest.raises(SaveError) as caught:
        store.load(entry.path)
    assert caught.value.key == "saves.error.illegal_move"
    assert "move 1 (“hotel”)" in message(caught.value, "en")
    assert entry.path.read_bytes() == edited


GOLDEN_VERSIONS = sorted(GOLDEN.glob("tycoon-v*.json"))


@pytest.mark.parametrize("golden", GOLDEN_VERSIONS, ids=lambda p: p.name)
def test_every_released_save_format_still_loads(golden, store):
    """A golden file per released format version: it must load through the migration chain,
    replay to its stored position and play on."""
    version = int(golden.stem.removeprefix("tycoon-v"))
    assert json.loads(golden.read_text("utf-8"))["version"] == version
    copy = store.folder / "slot-abcdefabcdef.json"
    copy.parent.mkdir(parents=True)
    shutil.copyfile(golden, copy)
    loaded = store.load(copy)
    stored = read_document(golden)
    assert len(loaded.actions) == len(stored.actions)
    assert loaded.setup.seats[2].name == "Jörg"
    assert not loaded.state.is_terminal()
    assert stored.meta.progress[1]["session"] == loaded.state.session == 2
    loaded.state.apply(loaded.state.legal_actions()[0])


def test_a_version_1_save_keeps_its_where_and_names_its_game_and_rules():
    v1 = read_document(GOLDEN / "tycoon-v1.json")
    assert (v1.game, v1.rules_version) == ("tycoon", 1)
    assert v1.meta.progress == ("tycoon_board.progress.session", {"session": 2})
    assert message(UserFileError(*v1.meta.progress), "de") == "Durchgang 2"
    v2 = read_document(GOLDEN / "tycoon-v2.json")
    assert message(UserFileError(*v2.meta.progress), "en") == "Session 2, round 1"


def test_there_is_a_golden_save_of_every_format_version():
    versions = {int(path.stem.removeprefix("tycoon-v")) for path in GOLDEN_VERSIONS}
    assert versions == set(range(1, save_format.CURRENT_VERSION + 1))


def test_a_save_says_which_session_and_round_it_was_made_in(store):
    """Round 1 at the start; a loan ends a turn (D4), so two loans make a round of two."""
    setup = GameSetup("tycoon", 9, (Seat("human", "Anna", "red"), Seat("human", "Ben", "blue")),
                      {"stops": "exact", "start_player": 0})
    state = new_game(2, 9, dict(setup.options))
    uid = new_game_uid()
    actions = []
    rounds = []
    for _ in range(3):
        store.autosave(setup, actions, state, game_uid=uid)
        key, params = store.list_saves().entries[0].meta.progress
        assert key == "tycoon_board.progress.session_round"
        rounds.append((params["session"], params["round"]))
        for _ in range(2):
            action = next(a for a in state.legal_actions() if str(a) == "loan 10")
            state.apply(action)
            actions.append(action)
    assert rounds == [(1, 1), (1, 2), (1, 3)]


def test_every_game_with_screens_has_a_golden_save_of_the_current_format():
    """A game a person can save keeps a golden file of every format it was saved in, from the
    current one on (older formats were Tycoon's alone)."""
    from game.games import playable_games

    for entry in playable_games():
        assert (GOLDEN / f"{entry.id}-v{save_format.CURRENT_VERSION}.json").is_file(), entry.id


def test_a_version_1_save_is_migrated_to_play_under_rules_version_1():
    """Every format-1 save was played under Tycoon's rules version 1: the step to format 2
    says so in the options the replay hands new_game and in the snapshot's options."""
    data = save_format.upgrade(json.loads((GOLDEN / "tycoon-v1.json").read_text("utf-8")), "v1")
    assert data["rules_version"] == 1
    assert data["setup"]["options"]["rules_version"] == 1
    assert data["snapshot"]["options"]["rules_version"] == 1


@pytest.mark.parametrize("golden", GOLDEN_VERSIONS, ids=lambda p: p.name)
def test_a_save_from_rules_version_1_goes_on_under_rules_version_1(golden, store):
    copy = store.folder / "slot-abcdefabcdef.json"
    copy.parent.mkdir(parents=True)
    shutil.copyfile(golden, copy)
    loaded = store.load(copy)
    assert loaded.state.rules_version == 1
    assert loaded.setup.options["rules_version"] == 1


def replays_alike_under_rules_2(log, state) -> bool:
    again = new_game(4, 50002)
    for action in log:
        if action not in again.legal_actions():
            return False
        again.apply(action)
    return {**again.to_dict(), "options": {}} == {**state.to_dict(), "options": {}}


def rules_1_game_that_rules_2_replay_differently():
    """Seed 50002 played to its end under rules version 1 (its first session ends stuck with
    turns [13, 13, 12, 12], tests/tycoon/test_stuck_rules.py): replayed under rules 2, the same
    log gives another game."""
    setup = GameSetup("tycoon", 50002, tuple(Seat("human", f"P{i}", COLOURS[i])
                                             for i in range(4)), {"rules_version": 1})
    state = new_game(4, 50002, {"rules_version": 1})
    rng = random.Random(50002)
    log = []
    while not state.is_terminal():
        action = rng.choice(state.legal_actions())
        state.apply(action)
        log.append(action)
    assert not replays_alike_under_rules_2(log, state)
    return setup, log, state


def test_a_save_recorded_with_rules_version_1_replays_under_those_rules(store):
    """A format-2 save written while Tycoon's entry said rules version 1 has no rules option in
    its setup or snapshot; it still replays under rules 1, and keeps them when saved again."""
    setup, log, state = rules_1_game_that_rules_2_replay_differently()
    entry = store.save_slot("old rules", setup, log, state, game_uid=new_game_uid())
    data = json.loads(entry.path.read_text("utf-8"))
    assert data["rules_version"] == game_entry("tycoon").rules_version == 2
    data["rules_version"] = 1
    del data["setup"]["options"]["rules_version"]
    del data["snapshot"]["options"]["rules_version"]
    entry.path.write_text(json.dumps(data), "utf-8")

    loaded = store.load(entry.path)
    assert loaded.state.rules_version == 1
    assert loaded.state.to_dict() == state.to_dict()
    again = store.save_slot("again", loaded.setup, loaded.actions, loaded.state,
                            game_uid=new_game_uid())
    assert store.load(again.path).state.to_dict() == state.to_dict()


def test_a_save_under_the_current_rules_gets_no_rules_option(store):
    setup, actions, state = random_game(3, 5, 0.5, "exact")
    entry = store.save_slot("now", setup, actions, state, game_uid=new_game_uid())
    loaded = store.load(entry.path)
    assert loaded.state.rules_version == 2
    assert "rules_version" not in loaded.setup.options


@pytest.mark.parametrize("golden", sorted(set(GOLDEN.glob("*-v*.json")) - set(GOLDEN_VERSIONS)
                                          - set(GOLDEN.glob("profile-v*.json"))),
                         ids=lambda p: p.name)
def test_every_games_golden_save_loads_and_replays_to_its_position(golden, store):
    """Speedtycoon's and the property games' saves (tools/make_golden_saves.py): each loads
    through the migration chain and its replayed moves reach the position stored in it."""
    copy = store.folder / "slot-abcdefabcdef.json"
    copy.parent.mkdir(parents=True)
    shutil.copyfile(golden, copy)
    loaded = store.load(copy)
    stored = read_document(golden)
    assert loaded.setup.game == golden.stem.split("-v")[0]
    assert len(loaded.actions) == len(stored.actions) > 0
    assert not loaded.state.is_terminal() and loaded.state.legal_actions()
