"""Start-up: flags, the smoke test, the window, and what a player sees when something is off."""

from __future__ import annotations

import tempfile

import pygame
import pytest

from game.app import App, Options, main, parse_args
from game.scenes.settings_scene import SettingsScene


def test_the_smoke_test_opens_every_main_scene_exits_0_and_leaves_the_players_files_alone(
        tmp_path, capsys, monkeypatch):
    """One smoke run for both promises: it played every game to its end twice (~10 s each),
    once for the scenes it opens and once for the files it leaves (testhyg)."""
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "home" / "config"))
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "home" / "state"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "home" / "data"))
    scratch = tmp_path / "tmp"
    scratch.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(scratch))
    assert main(["--smoke-test"]) == 0
    out = capsys.readouterr().out
    for scene in ("SettingsScene", "QuitConfirmScene", "NoticeScene", "ErrorScene",
                  "NewGameScene", "LoadScene", "ProfilesScene", "HowToPlayScene"):
        assert scene in out
    assert out.rstrip().endswith("ResultScene"), "the computers' game reaches its result"
    assert not (tmp_path / "home").exists(), "the player's own settings and logs untouched"
    assert list(scratch.iterdir()) == [], "the smoke test's own folder is gone too"


def test_a_failing_scene_makes_the_smoke_test_exit_non_zero_with_the_message(
        tmp_path, capsys, monkeypatch):
    def broken_enter(self):
        raise RuntimeError("settings panel fell over")

    monkeypatch.setattr(SettingsScene, "enter", broken_enter)
    assert main(["--smoke-test", "--data-dir", str(tmp_path)]) == 1
    assert "settings panel fell over" in capsys.readouterr().err


def test_flags_are_parsed_into_options(tmp_path):
    options = parse_args(["--lang", "de", "--data-dir", str(tmp_path), "--fullscreen"])
    assert options == Options(language="de", data_dir=tmp_path, fullscreen=True)
    assert parse_args(["--windowed"]).fullscreen is False
    assert parse_args([]).fullscreen is None


@pytest.mark.parametrize("argv", [["--lang", "fr"], ["--windowed", "--fullscreen"],
                                  ["--data-dir"]])
def test_bad_flags_are_refused_with_a_message_not_a_traceback(argv, capsys):
    with pytest.raises(SystemExit) as stop:
        parse_args(argv)
    assert stop.value.code == 2
    assert "usage: tycoon" in capsys.readouterr().err


def test_data_dir_puts_every_user_file_there(tmp_path):
    app = App.headless(tmp_path)
    try:
        app.settings.save()
        assert app.paths.settings_file == tmp_path.resolve() / "config" / "settings.json"
        assert app.paths.settings_file.exists()
        assert app.paths.log_file.is_relative_to(tmp_path.resolve())
        assert app.paths.log_file.exists()
    finally:
        app.close()


def test_the_window_is_a_1280x800_canvas_titled_tycoon(app):
    assert app.screen.get_size() == (1280, 800)
    assert pygame.display.get_caption()[0] == "Tycoon"
    assert app.manager.window_resolution == (1280, 800)


def test_lang_flag_overrides_the_saved_language_for_the_session(tmp_path):
    first = App.headless(tmp_path, language="de")
    first.settings.save()
    first.close()
    again = App.headless(tmp_path, language="en")
    try:
        assert again.tr("app.title.quit") == "Quit"
    finally:
        again.close()


def test_a_damaged_settings_file_is_explained_once_at_start(tmp_path):
    settings_file = tmp_path.resolve() / "config" / "settings.json"
    settings_file.parent.mkdir(parents=True)
    settings_file.write_text("{half a file", encoding="utf-8")
    app = App.headless(tmp_path)
    try:
        notice = app.scenes.top
        assert type(notice).__name__ == "NoticeScene"
        assert notice.body == "app.notice.settings_invalid"
        assert notice.params["path"].endswith("settings.json.bad")
        assert "settings.json" in app.paths.log_file.read_text(encoding="utf-8")
        app.click(notice.ok)
        assert type(app.scenes.top).__name__ == "TitleScene"
    finally:
        app.close()
    again = App.headless(tmp_path)
    try:
        assert type(again.scenes.top).__name__ == "TitleScene"
    finally:
        again.close()


def test_closing_the_window_on_the_title_ends_the_app(app):
    app.running = True
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.run_frames(1)
    assert not app.running


def test_a_start_up_failure_is_explained_in_a_message_box_not_a_vanished_window(
        tmp_path, monkeypatch, capsys):
    shown = []

    def failing_settings(*_args):
        raise OSError("config folder is on a disconnected drive")

    monkeypatch.setattr("game.app.load_settings", failing_settings)
    monkeypatch.setattr(pygame.display, "message_box",
                        lambda title, message, **kw: shown.append((title, message)))
    monkeypatch.setenv("SDL_VIDEODRIVER", "x11")
    assert main(["--data-dir", str(tmp_path)]) == 1
    assert len(shown) == 1
    title, message = shown[0]
    assert title == "Tycoon"
    assert "disconnected drive" in message
    assert str(tmp_path.resolve() / "logs" / "tycoon.log") in message
    assert "disconnected drive" in capsys.readouterr().err
    assert "Traceback" in (tmp_path / "logs" / "tycoon.log").read_text(encoding="utf-8")


def test_importing_the_app_and_every_scene_does_no_pygame_work():
    import subprocess
    import sys

    probe = (
        "import pkgutil, importlib, pygame, game.scenes\n"
        "import game.app\n"
        "for m in pkgutil.iter_modules(game.scenes.__path__):\n"
        "    importlib.import_module('game.scenes.' + m.name)\n"
        "print(pygame.get_init(), pygame.display.get_init(), pygame.font.get_init())\n"
    )
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                            check=True, timeout=60)
    assert result.stdout.splitlines()[-1].split() == ["False", "False", "False"]


#: Started in a fresh interpreter: the title's first frame, then the heavy modules it loaded.
_START_PROBE = """
import sys, pathlib
from game.app import App
app = App.headless(pathlib.Path(sys.argv[1]), language=sys.argv[2])
app.run_frames(1)
assert app.frames_drawn == 1, app.frames_drawn
print(app.scenes.top.buttons["continue"].is_enabled)
print(sorted(m for m in sys.modules if m.split(".")[0] == "babel" or m == "importlib.metadata"))
app.close()
"""


@pytest.mark.parametrize("language", ["de", "en", "ru"])
@pytest.mark.parametrize("returning", [False, True], ids=["first-start", "returning-player"])
def test_the_title_comes_up_without_loading_babel_or_package_metadata(tmp_path, language,
                                                                      returning):
    """The player waits for the first frame (0.5 s bar, docs/building.md): Babel costs ~65 ms
    to import and read its locale data, `importlib.metadata` ~30 ms, and the title needs
    neither. A number goes through Babel only once it needs grouping or a minus
    (`format_number`), a version is `game.__version__`. A returning player's title counts
    too: its Continue names the saved game's progress, a number (without `format_number`'s
    shortcut this start loaded Babel in every language)."""
    import os
    import subprocess
    import sys

    from game.core.saves import new_game_uid
    from game.core.setup import GameSetup, Seat
    from game.scenes.player_files import player_files
    from game.tycoon.rules import new_game

    data = tmp_path / "user"
    if returning:
        app = App.headless(data, language=language)
        files = player_files(app)
        files.profiles.create("Anna", language)
        setup = GameSetup("tycoon", 1, (Seat("human", "Anna", "red"),
                                        Seat("computer", "Robo", "blue", "easy")))
        files.saves().autosave(setup, [], new_game(2, 1), game_uid=new_game_uid())
        app.close()
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    result = subprocess.run([sys.executable, "-c", _START_PROBE, str(data), language],
                            capture_output=True, text=True, timeout=60, cwd=root, env=env)
    assert result.returncode == 0, result.stderr
    can_continue, loaded = result.stdout.splitlines()[-2:]
    assert can_continue == str(returning)
    assert loaded == "[]", "the title's start loaded Babel or package metadata"
