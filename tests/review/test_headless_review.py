"""`python -m game --review SAVE --json OUT`: every decision of the reviewed seat with win
chances a person may read, the swings where the person left the computer's plan, the planted
bad move among them, and the save untouched; a bad or foreign file gets the loader's message
and exit code 2."""

from __future__ import annotations

import json
import math
import os
import shutil
import subprocess
import sys

import pytest

from game.ai.review import decision_points
from game.app import main
from game.games import playable_games
from game.reviews import open_save
from tests.review.conftest import GAMES, plant_of, save_of


@pytest.mark.parametrize("game_id", GAMES)
def test_the_review_of_each_example_save_lists_every_decision_and_finds_the_bad_move(
        game_id, tmp_path, small_budgets):
    save = tmp_path / f"{game_id}.json"
    shutil.copy2(save_of(game_id), save)
    before = (save.read_bytes(), os.stat(save).st_mtime_ns)
    out = tmp_path / "review.json"

    assert main(["--review", str(save), "--json", str(out), "--lang", "en"]) == 0

    assert (save.read_bytes(), os.stat(save).st_mtime_ns) == before  # the save is only read
    report = json.loads(out.read_text("utf-8"))
    game = open_save(save)
    points = decision_points(game.kit(), game.start(), game.actions, 0)
    assert report["game"] == game_id and report["seat"] == 0 and report["player"] == "Anna"
    assert [d["move"] for d in report["decisions"]] == [move for move, _ in points]
    for d in report["decisions"]:
        assert d["seat"] == 0
        for chances in d["win_chances"].values():
            assert len(chances) == 4
            assert all(0.0 <= c <= 1.0 for c in chances)
            assert math.isclose(sum(chances), 1.0, abs_tol=0.01)
        assert d["loss"] >= 0, "the played plan is a candidate: it never loses less than nothing"
        assert d["same"] == (d["action"] == d["preferred"])
        assert d["hard"] and (d["same"] or d["preferred"] == d["hard"])
        assert d["reason"]["key"] and d["reason"]["text"] != d["reason"]["key"]
        assert "%{" not in d["reason"]["text"]
    swings = [report["decisions"][number - 1] for number in report["swings"]]
    assert swings, "a game with a planted bad move has swings"
    for d in swings:
        assert d["action"] != d["preferred"] and not d["same"]
    losses = [d["loss"] for d in swings]
    assert losses == sorted(losses, reverse=True)
    plant = plant_of(game_id)
    planted = next(d for d in report["decisions"] if d["move"] == plant["move"])
    assert planted["action"] == plant["action"]
    assert planted in swings, (plant, [(d["move"], d["loss"]) for d in swings])


def test_the_report_speaks_the_language_asked_for(tmp_path, small_budgets):
    out = tmp_path / "review.json"
    assert main(["--review", str(save_of("menedzher")), "--json", str(out), "--lang", "ru"]) == 0
    report = json.loads(out.read_text("utf-8"))
    planted = report["decisions"][report["swings"][0] - 1]
    assert any("а" <= ch <= "я" for ch in planted["reason"]["text"])
    assert any("а" <= ch <= "я" for ch in report["note"])


@pytest.mark.parametrize(("content", "key_words"), [
    ('{"format": "something-else", "version": 1}', "is not a saved game of this program"),
    ('{"format": "tycoon-collection-save", "ver', "is cut off"),
    ("", "is empty"),
])
def test_a_bad_or_foreign_file_gets_the_loaders_message_and_exit_code_2(
        tmp_path, capsys, content, key_words):
    bad = tmp_path / "odd.json"
    bad.write_text(content, "utf-8")
    out = tmp_path / "review.json"
    assert main(["--review", str(bad), "--json", str(out), "--lang", "en"]) == 2
    error = capsys.readouterr().err
    assert key_words in error and "odd.json" in error and "Traceback" not in error
    assert bad.read_text("utf-8") == content
    assert not out.exists()


def test_a_missing_file_and_a_seat_the_game_lacks_are_refused_with_exit_code_2(tmp_path, capsys):
    assert main(["--review", str(tmp_path / "gone.json"), "--lang", "en"]) == 2
    assert "could not be read" in capsys.readouterr().err
    assert main(["--review", str(save_of("menedzher")), "--seat", "4", "--lang", "en"]) == 2
    assert "no seat 4" in capsys.readouterr().err


def test_a_save_with_a_move_the_rules_refuse_gets_the_loaders_message(tmp_path, capsys):
    data = json.loads(save_of("tycoon").read_text("utf-8"))
    data["actions"][3] = "fly S99 atlantis"
    bad = tmp_path / "edited.json"
    bad.write_text(json.dumps(data), "utf-8")
    assert main(["--review", str(bad), "--lang", "en"]) == 2
    assert "move 4" in capsys.readouterr().err


def test_the_real_command_line_refuses_a_foreign_file_with_exit_code_2(tmp_path):
    foreign = tmp_path / "notes.json"
    foreign.write_text('{"shopping": ["milk"]}', "utf-8")
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    done = subprocess.run([sys.executable, "-m", "game", "--review", str(foreign), "--lang", "de"],
                          capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 2
    assert "notes.json" in done.stderr and "Traceback" not in done.stderr
    assert done.stdout == ""


def test_json_and_seat_without_a_save_to_review_are_refused(capsys):
    with pytest.raises(SystemExit) as stopped:
        main(["--json", "out.json"])
    assert stopped.value.code == 2
    assert "--review" in capsys.readouterr().err


def test_every_game_of_the_title_can_be_reviewed():
    for entry in playable_games():
        kit = entry.review()
        assert kit.budget.samples >= 4 and kit.words


def test_the_report_names_the_seats_in_its_own_language(tmp_path, small_budgets):
    """A game played in Russian, reviewed headless in German: the seats are named as the
    German review screen names them, in the list and inside the reasons (reviewplay: the
    report said "zieht in Logistik mit Синий (средний) auf Platz 1 gleich")."""
    out = tmp_path / "review.json"
    lost = save_of("menedzher").with_name("menedzher_lost.json")  # saved by the app in ru
    assert [s.name for s in open_save(lost).setup.seats][1] == "Синий (средний)"
    assert main(["--review", str(lost), "--json", str(out), "--lang", "de"]) == 0
    report = json.loads(out.read_text("utf-8"))
    assert report["players"] == ["Spieler 1", "Blau (normal)", "Gelb (normal)"]
    assert report["player"] == "Spieler 1"
    said = json.dumps(report, ensure_ascii=False)
    assert not any("а" <= ch <= "я" or "А" <= ch <= "Я" for ch in said), said
