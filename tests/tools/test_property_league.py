"""The property league (tools/league/property.py): every member plays legal moves to the end of
both rulesets on two seeds, against a level and at a table of four different members, and the
record names the first seat to go bankrupt."""

from __future__ import annotations

from random import Random

import pytest

from game.games import game_entry
from tools import league

PROPERTY = league.league_module("kraken_bay")
GAMES = PROPERTY.GAMES
MEMBERS = tuple(PROPERTY.MEMBERS)


def test_the_league_serves_both_rulesets_with_the_members_the_issue_names():
    assert set(GAMES) == {"kraken_bay", "menedzher"}
    assert league.league_module("menedzher") is PROPERTY
    assert {"buy_everything", "cash_hoarder", "builder", "set_trader", "auction_bidder",
            "never_trades", "outside", "outside_trader"} <= set(MEMBERS)
    assert all(options["round_cap"] == 40 for options in PROPERTY.OPTIONS.values())


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("member", MEMBERS)
def test_each_member_finishes_legal_games_against_normal(game, member):
    for seed in (5, 6):
        played = league.play_game(league.Pairing(game, "normal", member), seed)
        assert played["finished"], f"{member} did not finish {game} seed {seed}"
        assert sum(played["returns"]) == pytest.approx(1.0)
        assert set(played["extra"]) == {"bankrupt_first", "bankrupt", "any_bankrupt", "rounds"}


@pytest.mark.parametrize("game", GAMES)
def test_a_table_of_members_plays_to_the_cap_and_the_record_names_the_first_bankrupt(game):
    rng = Random(11)
    for seed in (1, 2):
        names = rng.sample(MEMBERS, 4)
        state = game_entry(game).new_game(4, seed, PROPERTY.OPTIONS[game])
        rngs = [Random(seed * 10 + seat) for seat in range(4)]
        for _ in range(PROPERTY.MAX_DECISIONS):
            if state.is_terminal():
                break
            seat = state.current_player
            state.apply(PROPERTY.MEMBERS[names[seat]](state, seat, rngs[seat]))
        assert state.is_terminal() and state.round <= PROPERTY.ROUND_CAP
        records = [PROPERTY.record(state, seat) for seat in range(4)]
        assert sum(r["bankrupt_first"] for r in records) == (1 if state.out else 0)
        if state.out:
            assert records[state.out[0]]["bankrupt_first"] == 1
        assert [r["bankrupt"] for r in records] == [int(seat in state.out) for seat in range(4)]
        assert [r["any_bankrupt"] for r in records] == [int(bool(state.out))] * 4


def test_a_game_where_only_a_rival_went_out_counts_as_a_game_with_a_bankruptcy():
    """The level's first-out share of the games with a bankruptcy needs those games counted:
    bankrupt_first over bankrupt (its own bankruptcies) read as that share gave 57 % where
    the share is lower (twenty-fourth session)."""
    state = game_entry("kraken_bay").new_game(4, 3, PROPERTY.OPTIONS["kraken_bay"])
    state.out = [2]
    level_seat, rival = PROPERTY.record(state, 0), PROPERTY.record(state, 2)
    assert (level_seat["bankrupt_first"], level_seat["bankrupt"], level_seat["any_bankrupt"]) \
        == (0, 0, 1)
    assert (rival["bankrupt_first"], rival["bankrupt"], rival["any_bankrupt"]) == (1, 1, 1)


def test_a_menedzher_game_with_the_screens_defaults_ends_by_the_time_limit_or_play():
    """tools/property_game_length.py: a first game's options hold the 60-minute limit."""
    from tools import property_game_length

    assert game_entry("menedzher").remembered_options({}, 4)["time_limit_min"] == 60
    played = property_game_length.play("menedzher", 6)          # four Easy seats
    assert played["ended"] and played["reason"] in ("time_up", "last_standing")
    assert played["round"] < 100
