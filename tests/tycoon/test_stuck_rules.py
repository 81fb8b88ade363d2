"""D13 and D16 as the design table writes them (rules version 2, the default), and rules
version 1, which keeps the old one-flight look-ahead and the immediate stuck end so that games
saved before the fix replay move for move."""

import json
import random
from pathlib import Path

import pytest

from game.tycoon.rules import (
    EndTurn,
    Pass,
    SessionEnded,
    State,
    StateError,
    TakeLoan,
    new_game,
    parse_action,
)
from game.tycoon.rules.board import LOAN_IDS

from .conftest import make_state, of_type, play

NO_CARDS = {cid: (0, False) for cid in LOAN_IDS}
GOLDEN_V1 = Path(__file__).resolve().parents[1] / "core" / "golden" / "tycoon-v1.json"


def random_play(rules_version: int, seed: int = 50002, players: int = 4):
    """The issue's reproduction: uniform random choices from random.Random(seed). Yields
    (step, state before the step, action, events)."""
    state = new_game(players, seed, {"rules_version": rules_version})
    rng = random.Random(seed)
    step = 0
    while not state.is_terminal():
        before = state.clone()
        action = rng.choice(state.legal_actions())
        yield step, before, action, state.apply(action)
        step += 1


def as_version(state: State, rules_version: int) -> State:
    data = state.to_dict()
    data["options"]["rules_version"] = rules_version
    return State.from_dict(data)


def test_d13_pass_only_when_no_build_is_reachable():
    """Seed 50002, step 286: the old look-ahead lets seat 2 pass, yet two flights and a hotel
    for 2 M are open to it."""
    position = next(before for step, before, _a, _e in random_play(1) if step == 286)
    assert position.current_player == 2 and Pass() in position.legal_actions()
    exact = as_version(position, 2)
    assert Pass() not in exact.legal_actions()
    money = exact.money[2]
    play(exact, "fly S05 tokyo", "fly C21 sydney", "hotel")
    assert exact.money[2] == money - 2


def test_d13_going_home_and_back_lands_on_the_freed_runway_one():
    """On runway 2 of Rio with 2 M and Rio's three-stop ticket: its stops reach Monaco, Hong
    Kong and Mexico City (too dear) and Cape Town (both runways taken), but flying home and
    back to Rio takes the free runway 1, where a hotel costs 2 M. So passing is refused; the
    one-flight look-ahead of version 1 allowed it."""
    def stuck_in_rio():
        return make_state(3, seats={0: {"money": 2, "at": "rio_de_janeiro", "runway": 2,
                                        "tickets": ["S14"]},
                                    1: {"at": "cape_town", "runway": 1},
                                    2: {"at": "cape_town", "runway": 2}}, loans=NO_CARDS)

    s = stuck_in_rio()
    assert Pass() not in s.legal_actions()
    play(s, "home", "fly S14 rio_de_janeiro", "hotel")
    assert s.money[0] == 0
    assert Pass() in as_version(stuck_in_rio(), 1).legal_actions()


def test_d13_pass_is_offered_when_nothing_anywhere_is_affordable():
    s = make_state(seats={0: {"money": 1, "at": "new_york", "runway": 1,
                              "tickets": ["S01", "C01"]}}, loans=NO_CARDS)
    assert Pass() in s.legal_actions()


def turns_per_seat_each_session(rules_version: int, seed: int) -> list[list[int]]:
    sessions, turns = [], None
    for _step, before, action, events in random_play(rules_version, seed):
        turns = turns or [0] * before.num_players
        if isinstance(action, (EndTurn, TakeLoan, Pass)):
            turns[before.current_player] += 1
        if of_type(events, SessionEnded):
            sessions.append(turns)
            turns = None
    return sessions


def test_d16_stuck_session_finishes_the_round():
    """Passing starts with seat 2 of 4: the fourth pass in a row (seat 1) no longer ends the
    session; seats 2 and 3 get their turn of this round first."""
    s = make_state(4, current=2, seats={p: {"money": 0} for p in range(4)}, loans=NO_CARDS)
    for seat in (2, 3, 0, 1, 2):
        assert s.current_player == seat
        assert of_type(play(s, "pass"), SessionEnded) == []
    assert of_type(play(s, "pass"), SessionEnded) == [SessionEnded(1, "stuck")]


def test_d16_every_seat_has_as_many_turns_when_a_stuck_session_ends():
    """Seed 50002 ended session 1 with turns [13, 13, 12, 12]; now every session is even."""
    for seed in (50002, 7, 8):
        for turns in turns_per_seat_each_session(2, seed):
            assert len(set(turns)) == 1, (seed, turns)
    assert turns_per_seat_each_session(1, 50002)[0] == [13, 13, 12, 12]


def test_rules_version_is_an_option_kept_in_the_snapshot():
    assert new_game(2, 1).rules_version == 2
    old = new_game(2, 1, {"rules_version": 1})
    data = old.to_dict()
    assert data["options"]["rules_version"] == 1
    assert State.from_dict(data).rules_version == 1
    assert "rules_version" not in new_game(2, 1).to_dict()["options"]
    for bad in (0, 3, "2", True):
        with pytest.raises(ValueError):
            new_game(2, 1, {"rules_version": bad})
    data["options"]["rules_version"] = 3
    with pytest.raises(StateError) as caught:
        State.from_dict(data)
    assert caught.value.field == "options.rules_version"


def test_a_version_1_save_replays_under_rules_version_1():
    """The mapping the save migration applies: a v1 save was played under rules version 1, so
    its setup options get rules_version 1 and its snapshot then matches with that option."""
    save = json.loads(GOLDEN_V1.read_text("utf-8"))
    setup = save["setup"]
    state = new_game(len(setup["seats"]), setup["seed"],
                     {**setup["options"], "rules_version": 1})
    for text in save["actions"]:
        state.apply(parse_action(text))
    expected = save["snapshot"]
    expected["options"]["rules_version"] = 1
    assert json.loads(json.dumps(state.to_dict())) == expected
