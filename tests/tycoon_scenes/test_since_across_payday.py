"""The since card and a payday: a computer that builds in the turn that brings the payday (its
last hotels of the session) has built since the person's last turn, and the card says so.
Checked because a shot of the card after payday 1 (smallwords, Anna against Blue (easy), seed
1) showed Blue's panel at "Hotels 12 / 18" and no word of Blue building: the 12 are the hotels
Blue has left to build this session (6 unbuilt plus 6 new), it had built none; played out here
in whole games, every build of the others is said across a payday too."""

from __future__ import annotations

import pytest

from game.tycoon.bot.levels import choose
from game.tycoon.rules import HotelBuilt, Payday, TurnStarted
from game.tycoon.rules.actions import Extend, Repay
from game.tycoon.rules.state import new_game
from game.tycoon.scenes.since_last_turn import SinceLastTurn
from game.tycoon.view.state_adapter import default_seats, from_state
from game.tycoon.view.texts import Texts

PERSON = 0


def _ends_turn(action, events) -> bool:
    """A turn's last move (end, pass, or a loan, which ends it too): the next seat's turn
    starts, or the payday; a payday's loan choice is no turn."""
    if isinstance(action, Repay | Extend):
        return False
    return any(isinstance(ev, Payday) or (isinstance(ev, TurnStarted) and ev.seat != PERSON)
               for ev in events)


def _play(seed: int, seats: int = 2):
    """Yield (hotels the others built since the person's last turn, did a payday come between,
    the news said at the person's turn start) for every turn of the person after their first,
    in a game where every seat plays Easy and the board's since card watches seat 0."""
    state = new_game(seats, seed)
    table = default_seats(seats)
    model = from_state(state, table)
    since = SinceLastTurn([PERSON])
    built: dict[int, int] = {}
    payday = False
    started = False
    while not state.is_terminal():
        seat = model.current
        action = choose(state, seat, "easy", None, seed).action
        events = state.apply(action)
        model = from_state(state, table)
        since.moved(seat, events, state, model)
        for ev in events:
            if isinstance(ev, HotelBuilt) and ev.seat != PERSON:
                built[ev.seat] = built.get(ev.seat, 0) + 1
            payday = payday or isinstance(ev, Payday)
        if seat == PERSON and _ends_turn(action, events):
            built, payday = {}, False          # the person's turn ended: counting starts over
        if any(isinstance(ev, TurnStarted) and ev.seat == PERSON for ev in events):
            since.turn_starts(PERSON, state, model, tuple(s.name for s in table),
                              Texts("en"))
            if started:
                yield dict(built), payday, list(since.news)
            started = True


@pytest.mark.parametrize("seats", [2, 3])
def test_every_build_of_the_others_is_said_even_across_a_payday(seats):
    across = 0
    for seed in (1, 2, 3):
        for built, payday, lines in _play(seed, seats):
            said = {params["player"]: params["count"] for key, params in lines
                    if key == "tycoon_play.since.built"}
            assert said == built, (seed, payday, lines)
            across += bool(payday and built)
    assert across, "some build came in a round that ended with a payday"
