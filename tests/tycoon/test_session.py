"""Session ends: the round is finished after a supply runs out (D9), stuck turns (D13), a
round in which nobody can act (D16), and the three sessions of a game."""

from game.tycoon.rules import (
    FlewHome,
    HotelBuilt,
    HotelsReceived,
    LastRound,
    Pass,
    Payday,
    SessionEnded,
    SessionStarted,
    TurnPassed,
    TurnStarted,
)
from game.tycoon.rules.board import LOAN_IDS

from .conftest import make_state, of_type, play

NO_CARDS = {cid: (0, False) for cid in LOAN_IDS}


def test_session_ends_only_after_the_round_in_which_a_supply_ran_out():
    s = make_state(3, current=1, chains={"tokyo": [1] * 5},
                   seats={1: {"at": "new_york", "runway": 1}, 2: {"at": "cairo", "runway": 1}})
    events = play(s, "hotel")
    assert of_type(events, LastRound) == [LastRound(1, 1)]
    events = play(s, "end")
    assert of_type(events, SessionEnded) == [] and s.current_player == 2
    events = play(s, "hotel", "end")      # seat 2 still gets its turn
    assert of_type(events, SessionEnded) == [SessionEnded(1, "hotels")]
    assert len(of_type(events, Payday)) == 1


def test_last_player_of_the_round_using_up_the_supply_ends_the_session_at_once():
    s = make_state(3, current=2, chains={"tokyo": [2] * 5}, seats={2: {"at": "cairo",
                                                                        "runway": 1}})
    events = play(s, "hotel", "end")
    assert of_type(events, SessionEnded) == [SessionEnded(1, "hotels")]


def test_pass_is_offered_only_when_nothing_can_be_built_or_borrowed():
    with_cards = make_state(seats={0: {"money": 0}})
    assert Pass() not in with_cards.legal_actions()
    can_fly_and_build = make_state(seats={0: {"money": 15}}, loans=NO_CARDS,
                                   display=["S01", "S09", "C01", "C22", "C34", "C36", "C05",
                                            "C12"])
    assert Pass() not in can_fly_and_build.legal_actions()
    broke = make_state(seats={0: {"money": 0}}, loans=NO_CARDS)
    assert broke.legal_actions() == [Pass()]


def test_passing_sends_the_plane_home_and_the_turn_on():
    s = make_state(seats={0: {"money": 1, "at": "new_york", "runway": 1}}, loans=NO_CARDS,
                   display=["S01", "S09", "C01", "C22", "C34", "C36", "C05", "C12"])
    assert Pass() in s.legal_actions()
    events = play(s, "pass")
    assert [type(e) for e in events[:2]] == [FlewHome, TurnPassed]
    assert of_type(events, TurnStarted)[0].seat == 1


def test_a_whole_round_of_passes_ends_the_session():
    s = make_state(2, seats={0: {"money": 0}, 1: {"money": 0}}, loans=NO_CARDS)
    assert of_type(play(s, "pass"), SessionEnded) == []
    events = play(s, "pass")
    assert of_type(events, SessionEnded) == [SessionEnded(1, "stuck")]
    assert of_type(events, Payday)


def test_after_paydays_one_and_two_everyone_gets_six_hotels_and_the_start_player_begins():
    s = make_state(2, start_player=1, current=0, last_round=True, built=True,
                   chains={"tokyo": [1] * 6, "cairo": [0]},
                   seats={0: {"at": "cairo", "runway": 1}})
    events = play(s, "end")
    assert of_type(events, SessionStarted) == [SessionStarted(2, 1)]
    assert of_type(events, HotelsReceived) == [HotelsReceived(0, 6), HotelsReceived(1, 6)]
    assert s.current_player == 1
    assert [seat["hotels"] for seat in s.to_dict()["seats"]] == [11, 6]


def test_the_third_payday_ends_the_game():
    s = make_state(2, session=3, current=1, last_round=True, built=True,
                   chains={"tokyo": [1] * 6, "cairo": [0]},
                   seats={1: {"at": "tokyo", "runway": 1}})
    events = play(s, "end")
    assert of_type(events, Payday)[0].final
    assert s.is_terminal() and s.current_player is None and s.legal_actions() == []


def session_end(n=2, session=1, start_player=0, **kw):
    """The seat before the start player has built in the last round: 'end' starts payday."""
    last = (start_player - 1) % n
    seats = kw.pop("seats", {})
    seats[last] = {"at": "sydney", "runway": 1, **seats.get(last, {})}
    return make_state(n, session=session, start_player=start_player, current=last,
                      built=True, last_round=True, seats=seats, **kw)


def test_planes_keep_their_runways_across_a_payday():
    s = session_end(seats={0: {"at": "tokyo", "runway": 2}},
                    chains={"sydney": [1]})
    play(s, "end")
    seats = s.to_dict()["seats"]
    assert [(seat["at"], seat["runway"]) for seat in seats] == [("tokyo", 2), ("sydney", 1)]
    assert s.current_player == 0
    built = of_type(play(s, "hotel"), HotelBuilt)[0]  # builds again without flying
    assert (built.city, built.cost) == ("tokyo", 5)


def test_six_more_hotels_after_payday_two_and_none_after_the_last():
    s = session_end(session=2, chains={"tokyo": [1] * 6, "cairo": [1, 1]})
    events = play(s, "end")
    assert of_type(events, HotelsReceived) == [HotelsReceived(0, 6), HotelsReceived(1, 6)]
    assert [seat["hotels"] for seat in s.to_dict()["seats"]] == [18, 10]
    s = session_end(session=3, chains={"tokyo": [1] * 6, "cairo": [1, 1]})
    events = play(s, "end")
    assert of_type(events, HotelsReceived) == [] and s.is_terminal()


def test_the_start_player_begins_every_session():
    for session in (1, 2):
        s = session_end(3, session=session, start_player=2)
        events = play(s, "end")
        assert of_type(events, SessionStarted) == [SessionStarted(session + 1, 2)]
        assert of_type(events, TurnStarted)[-1] == TurnStarted(2, session + 1)
        assert s.current_player == 2


def test_a_build_between_passes_restarts_the_round_of_passes():
    s = make_state(2, seats={0: {"money": 0}, 1: {"money": 10, "at": "new_york", "runway": 1}},
                   loans=NO_CARDS)
    play(s, "pass", "hotel", "end")
    assert of_type(play(s, "pass"), SessionEnded) == []
    assert s.current_player == 1
