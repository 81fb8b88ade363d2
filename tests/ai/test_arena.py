"""The arena gives the same games for the same seed and honest intervals."""

from __future__ import annotations

from tools import arena


def test_same_seed_plays_the_same_game():
    first = arena.play_game(3, ("easy", "random", "normal"), 7)
    again = arena.play_game(3, ("easy", "random", "normal"), 7)
    for key in ("levels", "money", "winners", "decisions"):
        assert first[key] == again[key]


def test_seats_rotate_from_game_to_game():
    assert arena.play_game(0, ("easy", "random"), 1)["levels"] == ["easy", "random"]
    assert arena.play_game(1, ("easy", "random"), 1)["levels"] == ["random", "easy"]


def test_wilson_interval_holds_the_rate_and_narrows_with_more_games():
    low, high = arena.wilson(45, 100)
    assert low < 0.45 < high
    wide = arena.wilson(9, 20)
    assert wide[1] - wide[0] > high - low


def test_a_shared_win_counts_as_a_fraction():
    games = [{"levels": ["easy", "normal"], "money": [50, 50], "winners": [0, 1],
              "decisions": 10, "think": {"easy": [0.001], "normal": [0.002]}}]
    rows = {row["level"]: row for row in arena.summarize(games, ("easy", "normal"))}
    assert rows["easy"]["wins"] == rows["normal"]["wins"] == 0.5


def test_the_greedy_baseline_plays_whole_games_and_keeps_to_its_one_payday_value():
    game = arena.play_game(0, ("greedy", "normal"), 2)
    assert game["decisions"] > 20 and game["winners"]
    state = arena.new_game(2, 5)
    plan = arena.greedy_plan(state, 0)
    best = max(v for p in arena.turn_plans(state)
               if (v := arena.one_payday_value(state, 0, p)) is not None)
    assert arena.one_payday_value(state, 0, plan) == best
