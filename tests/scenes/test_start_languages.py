"""A start reads only its own language's and English's translation files (English is every
text's fallback), not all 54 (~8 ms of the start, docs/languages.md); the language menus still
name every language, and switching loads the new language's files before any widget shows
it, so the title says the new texts at once. In a fresh interpreter: the translations are the
process's own."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

_PROBE = """
import json, sys, pathlib
import game.core.i18n as i18n_mod
from pygame_gui.core.utility import translate
read = []
real = i18n_mod.read_locale_file
def spy(path, locale_name):
    read.append(path.name)
    return real(path, locale_name)
i18n_mod.read_locale_file = spy
from game.app import App
from game.scenes.settings_scene import LANGUAGE_OPTIONS
app = App.headless(pathlib.Path(sys.argv[1]), language=sys.argv[2])
app.run_frames(1)
title = app.scenes.top
out = {"start": sorted(read), "quit": translate(title.buttons["quit"].text),
       "names": [app.tr(key) for _, key in LANGUAGE_OPTIONS]}
read.clear()
app.set_language(sys.argv[3])
app.run_frames(1)
out["switch"] = sorted(read)
out["quit_after"] = translate(app.scenes.top.buttons["quit"].text)
out["names_after"] = [app.tr(key) for _, key in LANGUAGE_OPTIONS]
print(json.dumps(out))
app.close()
"""


def locale_files(language: str) -> list[str]:
    return sorted(path.name for path in (ROOT / "locales").glob(f"*.{language}.json"))


def quit_text(language: str) -> str:
    return json.loads((ROOT / "locales" / f"app.{language}.json").read_text("utf-8"))[
        language]["title"]["quit"]


@pytest.mark.parametrize(("start", "switch"), [("de", "ru"), ("en", "de"), ("ru", "en")])
def test_a_start_reads_its_language_and_english_only_and_a_switch_shows_the_new_at_once(
        tmp_path, start, switch):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    result = subprocess.run([sys.executable, "-c", _PROBE, str(tmp_path / "user"), start,
                             switch], capture_output=True, text=True, timeout=120, cwd=ROOT,
                            env=env)
    assert result.returncode == 0, result.stderr
    seen = json.loads(result.stdout.splitlines()[-1])
    assert seen["start"] == sorted({*locale_files(start), *locale_files("en")})
    assert seen["quit"] == quit_text(start)
    names = ["Deutsch", "English", "Русский"]
    assert seen["names"] == seen["names_after"] == names  # every language, by its own name
    assert seen["switch"] == ([] if switch == "en" else locale_files(switch))
    assert seen["quit_after"] == quit_text(switch)
