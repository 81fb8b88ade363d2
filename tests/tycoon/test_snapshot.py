"""The snapshot (docs/tycoon-state.md): plain JSON, exact round trip, and refusal of damaged
snapshots with the bad field named."""

import copy
import json

import pytest

from game.tycoon.rules import State, StateError, new_game

from .conftest import make_state, play


def mid_game() -> State:
    s = make_state(chains={"new_york": [None, 1, 2, 3, 1, 2, 3]}, evicted={"new_york": {0: 1}},
                   factories={"tokyo": [2]}, loans={"L03": (1, True), "L16": (3, False)},
                   seats={0: {"at": "cairo", "runway": 1, "tickets": ["S01", "C05"]}})
    play(s, "buy " + s.to_dict()["display"][1])
    return s


def test_snapshot_is_plain_json_and_round_trips_exactly():
    s = mid_game()
    d = s.to_dict()
    again = State.from_dict(json.loads(json.dumps(d)))
    assert again == s
    assert again.to_dict() == d
    assert again.legal_actions() == s.legal_actions()


def test_round_trip_keeps_the_future_identical():
    s = new_game(3, 11)
    twin = State.from_dict(s.to_dict())
    for _ in range(60):
        action = s.legal_actions()[-1]
        assert s.apply(action) == twin.apply(action)
    assert s == twin


def corrupt(path, value):
    d = mid_game().to_dict()
    target = d
    for key in path[:-1]:
        target = target[key]
    if value is KeyError:
        del target[path[-1]]
    else:
        target[path[-1]] = value
    return d


@pytest.mark.parametrize(("path", "value", "field"), [
    (("version",), 99, "version"),
    (("seats",), KeyError, "seats"),
    (("seats", 1, "money"), "lots", "seats[1].money"),
    (("seats", 0, "at"), "atlantis", "seats[0].at"),
    (("seats", 2, "runway"), 3, "seats[2].runway"),
    (("seats", 0, "hotels"), 2, "seats[0].hotels"),
    (("seats", 2, "factories"), 5, "seats[2].factories"),
    (("current",), 7, "current"),
    (("rng",), "xyz", "rng"),
    (("phase",), "lunch", "phase"),
    (("display", 0), "C01", "display[0]"),
    (("cities", "new_york", "chain", 0), 0, "cities.new_york.chain"),
    (("cities", "tokyo", "factories"), [2, 2, 2], "cities.tokyo.factories"),
    (("loans", "L03", "owner"), 9, "loans.L03.owner"),
    (("loans", "L99"), {"owner": 0, "extended": False}, "loans.L99"),
    (("decks", "charter"), [], "display"),
    (("turn", "bought"), [{"ticket": "C01", "slot": 0}], "turn.bought[0].slot"),
])
def test_damaged_snapshot_is_refused_naming_the_field(path, value, field):
    with pytest.raises(StateError) as err:
        State.from_dict(corrupt(path, value))
    assert err.value.field.startswith(field)


def test_ticket_in_two_places_is_refused():
    d = mid_game().to_dict()
    d["seats"][1]["tickets"] = [d["display"][0]]
    with pytest.raises(StateError, match="also at"):
        State.from_dict(d)


def test_two_planes_on_one_runway_are_refused():
    d = mid_game().to_dict()
    d["seats"][1].update(at="cairo", runway=1)
    with pytest.raises(StateError) as err:
        State.from_dict(d)
    assert err.value.field == "seats[1].runway"


def test_non_object_snapshot_is_refused():
    for bad in (None, [], "state", 3):
        with pytest.raises(StateError):
            State.from_dict(bad)


def test_from_dict_does_not_change_its_input():
    d = mid_game().to_dict()
    before = copy.deepcopy(d)
    State.from_dict(d)
    assert d == before


JUNK = [None, -1, 0, 1, 2, 99, "x", [], {}, True, 1.5, "S01", "C05", "L01", "home",
        "new_york", [None] * 11, [0] * 11]


def _paths(d, path=()):
    items = d.items() if isinstance(d, dict) else enumerate(d) if isinstance(d, list) else ()
    for k, v in items:
        yield (*path, k)
        yield from _paths(v, (*path, k))


def test_damaged_snapshots_are_refused_or_load_as_fully_valid_states():
    """Random damage to real snapshots: from_dict either raises StateError or gives a state
    that passes every invariant, never any other exception and never a half-valid state."""
    import random

    from game.tycoon.rules.invariants import check_state

    r = random.Random(0)
    snapshots = []
    for seed in range(6):
        s = new_game(2 + seed % 3, seed)
        moves = random.Random(seed)
        while not s.is_terminal():
            if moves.random() < 0.05:
                snapshots.append(s.to_dict())
            s.apply(moves.choice(s.legal_actions()))
        snapshots.append(s.to_dict())
    for _ in range(1500):
        d = copy.deepcopy(r.choice(snapshots))
        path = r.choice(list(_paths(d)))
        target = d
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = copy.deepcopy(r.choice(JUNK))
        try:
            state = State.from_dict(d)
        except StateError:
            continue
        check_state(state)


def test_empty_supply_outside_the_last_round_is_refused():
    d = make_state(chains={"tokyo": [0] * 6}).to_dict()
    assert d["turn"]["last_round"] is True
    d["turn"]["last_round"] = False
    with pytest.raises(StateError) as err:
        State.from_dict(d)
    assert err.value.field == "turn.last_round"
