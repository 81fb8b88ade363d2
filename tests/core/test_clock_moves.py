"""The moves a clock made for a person (a turn timer, a think time, a Lobbyist window that ran
out) are the match's `clock_moves`: marked where the clock moves, dropped when undo takes the
move back, kept in the saves (`meta.clock_moves`), absent from older saves (nothing was made by
the clock) and refused by name when bad. The boards' clocks: tests/review/test_clock_moves.py."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game import games
from game.core.match import Match
from game.core.paths import UserPaths
from game.core.save_format import SaveError
from game.core.saves import SaveStore, read_document
from game.core.setup import GameSetup, Seat
from game.games import GAMES
from tests.support.saves import PROFILE, SETUP, Clock, play

pytestmark = pytest.mark.usefixtures("counting")

GOLDEN = Path(__file__).resolve().parent / "golden"


def tycoon_match() -> Match:
    """A Tycoon turn: several moves of one person, each one undoable."""
    entry = GAMES["tycoon"]
    setup = GameSetup("tycoon", 7, (Seat("human", "Anna", "red"), Seat("human", "Ben", "blue")),
                      dict(entry.options()))
    return Match(setup, entry.new_game(2, 7, entry.options()))


def until_undoable(match: Match) -> None:
    """Play the person's moves until one of this turn can be taken back."""
    while match.undo_steps < 1:
        match.apply(match.state.legal_actions()[0])


def test_only_the_moves_made_inside_clock_moving_are_the_clocks():
    match = tycoon_match()
    match.apply(match.state.legal_actions()[0])
    with match.clock_moving():
        match.apply(match.state.legal_actions()[0])
    match.apply(match.state.legal_actions()[0])
    assert match.clock_moves == (1,)


def test_a_refused_move_marks_nothing_and_the_clock_stops_marking_after_it():
    match = tycoon_match()
    with match.clock_moving():
        _events, refused = match.apply("not a move")
    assert refused is not None and match.clock_moves == ()
    match.apply(match.state.legal_actions()[0])
    assert match.clock_moves == ()


def test_taking_back_a_move_of_the_clock_drops_its_mark():
    match = tycoon_match()
    until_undoable(match)
    with match.clock_moving():
        match.apply(match.state.legal_actions()[0])
    clock_move = len(match.actions) - 1
    assert match.clock_moves == (clock_move,) and match.undo_steps >= 1
    match.take_back()
    assert len(match.actions) == clock_move
    assert match.clock_moves == (), "the undone move is no longer the clock's"
    match.apply(match.state.legal_actions()[0])  # the person makes it again, themselves
    assert match.clock_moves == ()


def test_the_clocks_moves_go_into_autosaves_and_named_saves_and_come_back(tmp_path):
    store = SaveStore(UserPaths.under(tmp_path), PROFILE, clock=Clock(),
                      games=games.game_entry)
    actions, state = play((1, 2, 1))
    auto = store.autosave(SETUP, actions, state, game_uid="0123456789cd", clock_moves=(1,))
    slot = store.save_slot("Timed", SETUP, actions, state, game_uid="0123456789cd",
                           clock_moves=(0, 2))
    assert read_document(auto.path).meta.clock_moves == (1,)
    assert read_document(slot.path).meta.clock_moves == (0, 2)
    assert store.load(slot.path).clock_moves == (0, 2)
    plain = store.save_slot("Untimed", SETUP, actions, state, game_uid="0123456789ef")
    assert "clock_moves" not in json.loads(plain.path.read_text("utf-8"))["meta"]


@pytest.mark.parametrize("golden", sorted(p.name for p in GOLDEN.glob("*-v*.json")
                                          if not p.name.startswith("profile")))
def test_an_older_save_loads_with_no_move_made_by_the_clock(golden):
    assert read_document(GOLDEN / golden).meta.clock_moves == ()


@pytest.mark.parametrize("moves", [[-1], [3, 3], [5, 2], "0", 0, [True], [1.0], [10 ** 6]])
def test_a_bad_clock_moves_in_a_save_is_refused_with_the_field_named(tmp_path, moves):
    data = json.loads((GOLDEN / "speedtycoon-v3.json").read_text(encoding="utf-8"))
    data["meta"]["clock_moves"] = moves
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError) as refused:
        read_document(bad)
    assert "meta/clock_moves" in str(refused.value.params)
