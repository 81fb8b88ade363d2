"""The league runner (tools/league.py) and every game's league: members play legal moves to the
end, a run resumes where it stopped, and the matrix shows each level's minimum over the league.

The real figures come from `make league`; these games are few and short on purpose."""

from __future__ import annotations

import json
import textwrap
from pathlib import Path

import pytest

from tools import league

MEMBERS = [(game, member) for module in league.league_modules()
           for game in module.GAMES for member in module.MEMBERS]


@pytest.mark.parametrize(("game", "member"), MEMBERS)
def test_every_league_member_plays_legal_moves_to_the_end(game, member):
    """Easy against three copies of the member: an illegal move raises in `apply`, a member
    that cannot finish a game leaves it unfinished at the module's decision limit."""
    played = league.play_game(league.Pairing(game, "easy", member), seed=3)
    assert played["finished"], f"{member} did not finish a {game} game"
    assert sum(played["returns"]) == pytest.approx(1.0)


TOY_LEAGUE = """
GAMES = ("tycoon",)
OPTIONS = {"tycoon": {}}

def first(state, seat, rng):
    return state.legal_actions()[0]

def anything(state, seat, rng):
    return rng.choice(state.legal_actions())

MEMBERS = {"first": first, "anything": anything}

def record(state, seat):
    return {"money": state.final_money()[seat]}
"""


@pytest.fixture
def toy_folder(tmp_path) -> Path:
    folder = tmp_path / "league"
    folder.mkdir()
    (folder / "toy.py").write_text(textwrap.dedent(TOY_LEAGUE), encoding="utf-8")
    return folder


def test_a_run_resumes_and_the_matrix_names_each_levels_weakest_pairing(toy_folder, tmp_path):
    out = tmp_path / "games.jsonl"
    pairings = [league.Pairing("tycoon", "easy", opponent, 4, toy_folder)
                for opponent in ("first", "anything")]
    league.run(pairings, range(5, 7), jobs=1, out=out)
    first_run = league.read_lines(out)
    assert len(first_run) == 4
    assert {g["seat"] for g in first_run} == {5 % 4, 6 % 4}  # the level's seat rotates
    league.run(pairings, range(5, 8), jobs=1, out=out)  # one more seed: only its games play
    games = league.read_lines(out)
    assert len(games) == 6
    assert [g["seed"] for g in games[:4]] == [g["seed"] for g in first_run]

    shares = {}
    for opponent in ("first", "anything"):
        mine = [g for g in games if g["opponent"] == opponent]
        shares[opponent] = sum(g["share"] for g in mine) / len(mine)
    table = league.matrix(games, pairings, {5, 6, 7}, ("first", "anything"))
    weakest = min(shares, key=shares.get)
    minimum_cell = table.splitlines()[4].split("|")[-3]
    assert f"{100 * shares[weakest]:.1f} %" in minimum_cell and weakest in minimum_cell
    assert "money" in table  # the league's record is summarised


def test_a_game_cut_by_a_kill_is_played_again(toy_folder, tmp_path):
    out = tmp_path / "games.jsonl"
    pairing = league.Pairing("tycoon", "easy", "first", 4, toy_folder)
    league.run([pairing], range(1, 2), jobs=1, out=out)
    whole = out.read_text(encoding="utf-8")
    out.write_text(whole + whole[: len(whole) // 2], encoding="utf-8")  # half a line at the end
    league.run([pairing], range(1, 3), jobs=1, out=out)
    seeds = [json.loads(line)["seed"] for line in out.read_text().splitlines()
             if line.startswith("{") and line.endswith("}")]
    assert sorted(seeds) == [1, 2]
