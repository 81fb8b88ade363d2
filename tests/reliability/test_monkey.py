"""The interface monkey (tools/monkey.py): a minute of random input on every scene, a game of
computers finished under fire, and a way back to the title from everywhere."""

from __future__ import annotations

import random
import threading

import monkey
import pygame
import pytest

from game.scenes.scene import Scene
from game.scenes.title import TitleScene

CI_SECONDS = 60
CI_SEED = 2026
#: What a minute must have visited (the payday overlay lives inside the board).
MUST_SEE = {"TitleScene", "SettingsScene", "ProfilesScene", "LoadScene", "QuitConfirmScene",
            "NewGameScene", "HowToPlayScene", "BoardScene", "QuestionScene", "ResultScene",
            "BoardScene+PaydayOverlay", "TableScene", "property.BoardScene",
            "property.KrakenBayNewGame", "property.MenedzherNewGame", "SpeedtycoonHowTo",
            "property.KrakenBayHowTo", "property.MenedzherHowTo"}


@pytest.mark.monkey
def test_a_minute_of_random_input_never_raises_never_traps_and_computers_finish(tmp_path):
    report = monkey.run(CI_SEED, CI_SECONDS, data_dir=tmp_path / "user", game_players=2)
    print(report.text())  # the figures, for docs/reliability.md (pytest -rP shows them)
    # Every message carries the whole report: the seed, the rounds, the machine's load and the
    # last 40 inputs (the rounds are timed, so the seed alone does not replay a run).
    assert report.ok, report.text()
    assert report.not_covered == {}, report.text()
    assert report.games_finished >= 1, report.text()
    assert report.way_outs >= len(monkey.JUMPS), report.text()
    assert report.scenes_seen >= MUST_SEE, (
        f"not seen: {sorted(MUST_SEE - report.scenes_seen)}\n{report.text()}")


class Trap(Scene):
    """A scene a player cannot leave: it swallows every key and has no button."""

    def handle_event(self, event) -> bool:
        return True


def test_the_monkey_reports_a_scene_with_no_way_out(app):
    app.scenes.push(Trap(app))
    ape = monkey.Monkey(app, random.Random(1), monkey.Report(1))
    with pytest.raises(monkey.MonkeyFailure, match="no way out of Trap"):
        ape.way_out()


def test_the_monkey_finds_the_way_back_through_dialogs_and_buttons(app):
    ape = monkey.Monkey(app, random.Random(1), monkey.Report(1))
    for name in ("settings", "quit_confirm", "profiles", "load"):
        assert ape.jump(name)
        ape.way_out()
        assert isinstance(app.scenes.top, TitleScene)
    assert ape.report.way_outs == 4


def test_a_scene_error_stops_the_monkey_with_the_scene_and_the_last_inputs(monkeypatch,
                                                                          tmp_path):
    from game.scenes.settings_scene import SettingsScene

    def broken_draw(self, surface):
        raise RuntimeError("settings cannot be drawn")

    monkeypatch.setattr(SettingsScene, "draw", broken_draw)
    monkeypatch.setattr(monkey, "JUMPS", {"settings": monkey.JUMPS["settings"]})
    report = monkey.run(3, 1, data_dir=tmp_path / "user", computers=False)
    assert "settings cannot be drawn" in report.failure
    assert any("open settings" in line for line in report.last_inputs)
    assert report.stack[-1] == "SettingsScene", "the report names the scenes it stopped on"
    assert "monkey seed 3: " in report.text() and "rounds, load" in report.text()


def test_esc_on_the_game_menu_closes_the_menu_and_the_game_goes_on(app):
    board = monkey.JUMPS["board_one_person"](app, random.Random(4))
    app.scenes.push(board)
    app.run_frames(2)
    app.press_key(pygame.K_ESCAPE, frames=2)
    assert app.scenes.top is not board, "Esc on the board opens the game menu"
    app.press_key(pygame.K_ESCAPE, frames=2)
    assert app.scenes.top is board, "two quick Esc presses must never end a game"


def test_the_way_out_of_a_board_goes_through_its_menu_to_the_title(app):
    ape = monkey.Monkey(app, random.Random(1), monkey.Report(1))
    assert ape.jump("board_one_person")
    ape.way_out()
    assert isinstance(app.scenes.top, TitleScene)
    assert any("press match.menu.to_title" in line for line in ape.recent)


@pytest.mark.parametrize("menu_open", [False, True])
def test_the_way_out_of_a_persons_payday_decision_is_esc_then_the_menu(app, menu_open):
    from game.tycoon.scenes.board_scene import BoardScene
    from tests.tycoon_scenes.autoplay import play_human_turn, settle, wait_until
    from tests.tycoon_scenes.conftest import two_player_setup

    app.settings.animation_speed = "instant"
    app.settings.confirm_end_turn = False
    board = app.scenes.push(BoardScene(app, two_player_setup()))
    app.run_frames(2)
    while board.payday is None:
        settle(app, board)
        if board.payday is None:
            play_human_turn(app, board)
    wait_until(app, lambda: board.payday.shown)
    for _ in range(3):  # Continue up to the person's repay/extend buttons
        if board.payday.loan_buttons:
            break
        app.click(board.payday.next_button)
    assert board.payday.loan_buttons and not board.payday.next_button.is_enabled
    if menu_open:
        app.press_key(pygame.K_ESCAPE, frames=2)
        assert app.scenes.top is not board
    ape = monkey.Monkey(app, random.Random(1), monkey.Report(1))
    ape.way_out()
    assert isinstance(app.scenes.top, TitleScene)


class Answered(Exception):
    """The stand-in worker's first answer: the computers' game got that far."""


def test_a_computer_slower_than_the_stuck_frames_is_slow_not_stuck(app, monkeypatch):
    """The worker thinks on the wall clock while the monkey draws frames as fast as it can: a
    worker starved by a loaded machine (a new process for each board) answered after more
    frames than STUCK_FRAMES and the monkey called the board stuck. Here the first answer
    comes after twice the frames (STUCK_FRAMES made small), well within STUCK_SECONDS."""
    from game.scenes.computer import ComputerPlayers

    monkeypatch.setattr(monkey, "STUCK_FRAMES", 30)
    polls = []

    def slow_worker(self, match):
        polls.append(match)
        if len(polls) > 2 * monkey.STUCK_FRAMES:
            raise Answered
        return None

    monkeypatch.setattr(ComputerPlayers, "poll", slow_worker)
    ape = monkey.Monkey(app, random.Random(1), monkey.Report(1))
    with pytest.raises(Answered):
        ape.computers_game(2)


def test_the_way_out_waits_for_a_named_save_on_a_slow_disk(tmp_path, monkeypatch):
    """The named save is written on the saver's thread while the dialog waits with every input
    off (the fsync alone can take a second on a busy disk). The way out waits for the answer
    as a player does, instead of spending its tries on a dialog that only needs time: here the
    disk answers after more frames than all the tries take (WAY_OUT_STEPS made small)."""
    from game.app import App
    from game.core.saves import SaveStore

    monkeypatch.setattr(monkey, "WAY_OUT_STEPS", 5)
    disk = threading.Event()
    write = SaveStore.save_slot

    def slow_disk(self, *args, **kwargs):
        assert disk.wait(30), "the test never let the disk answer"
        return write(self, *args, **kwargs)

    root = tmp_path / "user"
    monkey.prepare_user_files(root, random.Random(1))
    monkeypatch.setattr(SaveStore, "save_slot", slow_disk)
    app = App.headless(root)
    step, frames = app.step, []

    def counted(dt=1 / 60):
        frames.append(dt)
        if len(frames) > 200:  # more than the 5 tries' Esc, clicks and waits (69 frames)
            disk.set()
        step(dt)

    monkeypatch.setattr(app, "step", counted)
    try:
        ape = monkey.Monkey(app, random.Random(1), monkey.Report(1))
        assert ape.jump("save_dialog")
        dialog = app.scenes.top
        app.click(dialog.buttons["ok"])
        assert dialog.waiting is not None, "the case: the dialog waits for the saver's thread"
        frames.clear()
        ape.way_out()
        assert isinstance(app.scenes.top, TitleScene)
        assert any("wait for the answer" in line for line in ape.recent)
    finally:
        disk.set()
        app.close()
