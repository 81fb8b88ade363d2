"""Action texts (saves are logs of them) and snapshots (saves hold one): bad input gets a clear
error, good input comes back the same."""

from __future__ import annotations

import json

import pytest

from game.speedtycoon.rules import ActionSyntaxError, State, StateError, new_game, parse_action
from game.speedtycoon.rules.actions import Buy, TakeMoney


@pytest.mark.parametrize("text", ["take $3 €2", "take €1 ¥9 tip", "buy NY $5 $3", "end",
                                  "build 17 @1,-2", "demolish @1,0", "swap 17 @1,0", "loan",
                                  "repay $9 €3", "pass", "place 17 @0,-1", "plan 17", "fund 17",
                                  "lobby FFM €6", "lobby pass", "buy SH 元4 €元6"])
def test_every_action_text_reads_back_to_itself(text):
    a = parse_action(text)
    assert str(parse_action(str(a))) == str(a)


def test_card_order_and_ascii_letters_do_not_matter():
    assert parse_action("buy NY D3 D5") == Buy("NY", ("$5", "$3"))
    assert parse_action("take E2 D3") == TakeMoney(("$3", "€2"))
    assert str(parse_action("take J9 Y1 tip")) == "take ¥9 元1 tip"


@pytest.mark.parametrize("text", ["", "fly NY", "buy XX $3", "take", "take $10", "place 99 @0,0",
                                  "place 5 0,0", "demolish @a,b", "lobby", "take startup"])
def test_bad_action_text_is_a_clear_error(text):
    with pytest.raises(ActionSyntaxError):
        parse_action(text)


def test_snapshot_round_trip_is_json():
    s = new_game(3, 9, {"game_type": "tycoon"})
    d = json.loads(json.dumps(s.to_dict()))
    assert State.from_dict(d) == s
    assert d["mods"] == ["contracts", "exchange", "tunnels", "home", "rates", "insider",
                         "unicorn", "lobbyist", "zones", "news", "loans", "sustainability"]


@pytest.mark.parametrize("breakage", [
    lambda d: d.pop("deck"),
    lambda d: d.update(format=7),
    lambda d: d.update(mods=["teleport"]),
    lambda d: d.update(hands=[[1]]),
    lambda d: d.update(emp=[[["x", 0, 0]]] * 3),
    lambda d: d.update(boom_t=1),
])
def test_a_bad_snapshot_names_what_is_wrong(breakage):
    d = new_game(3, 9).to_dict()
    breakage(d)
    with pytest.raises(StateError):
        State.from_dict(d)
