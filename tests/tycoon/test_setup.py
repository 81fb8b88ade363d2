"""Setup and start player."""

import pytest

from game.tycoon.options import OPTIONS
from game.tycoon.rules import new_game
from game.tycoon.rules.board import SCHEDULED, SLOT_KIND, TICKET_KIND


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_player_starts_at_home_with_15_million_6_hotels_5_factories(players):
    s = new_game(players, 3)
    d = s.to_dict()
    assert [seat["money"] for seat in d["seats"]] == [15] * players
    assert {seat["at"] for seat in d["seats"]} == {"home"}
    assert {(seat["hotels"], seat["factories"]) for seat in d["seats"]} == {(6, 5)}
    assert all(seat["tickets"] == [] for seat in d["seats"])


def test_display_shows_two_scheduled_and_six_charter_tickets():
    s = new_game(4, 3)
    kinds = [TICKET_KIND[t] for t in s.display]
    assert kinds == list(SLOT_KIND)
    assert kinds.count(SCHEDULED) == 2 and len(kinds) == 8
    d = s.to_dict()
    assert len(d["decks"]["scheduled"]) == 16 and len(d["decks"]["charter"]) == 30


def test_seat_zero_starts_unless_a_start_player_is_chosen():
    assert new_game(3, 1).current_player == 0
    assert new_game(3, 1, {"start_player": 2}).current_player == 2


def test_decks_are_shuffled_by_the_seed():
    assert new_game(4, 1).to_dict()["decks"] == new_game(4, 1).to_dict()["decks"]
    assert new_game(4, 1).to_dict()["decks"] != new_game(4, 2).to_dict()["decks"]


@pytest.mark.parametrize(("args", "word"), [
    ((1, 0, None), "num_players"),
    ((5, 0, None), "num_players"),
    ((4, "x", None), "seed"),
    ((4, 0, {"stops": "some"}), "stops"),
    ((4, 0, {"start_player": 4}), "start_player"),
    ((4, 0, {"colour": 1}), "colour"),
    ((4, 0, {"rules_version": 3}), "rules_version"),
    ((4, 0, {"rules_version": True}), "rules_version"),
])
def test_bad_setup_is_refused_with_the_bad_value_named(args, word):
    with pytest.raises(ValueError, match=word):
        new_game(*args)


def test_a_game_without_options_is_the_game_with_the_option_tables_defaults():
    """One table (game/tycoon/options.py) for the rules, the save loader and the screen."""
    defaults = OPTIONS.read({}, 3)
    assert new_game(3, 7) == new_game(3, 7, defaults)
    assert (new_game(3, 7).stops_option, new_game(3, 7).rules_version) == ("exact", 2)
    assert new_game(3, 7, {"rules_version": 1, "stops": "up_to"}).rules_version == 1
