"""The renderer choice: straight to software only on a Linux machine without a GPU."""

from __future__ import annotations

import os

import pytest

from game.core.render_hints import SOFTWARE_HINTS, apply_render_hints


@pytest.fixture
def clean_env(monkeypatch):
    """A private copy of the environment, so the hints set here never reach later tests."""
    monkeypatch.setattr(os, "environ", {name: value for name, value in os.environ.items()
                                        if name not in SOFTWARE_HINTS})


def test_linux_without_a_gpu_device_skips_the_opengl_probe(tmp_path, clean_env):
    assert apply_render_hints("linux", tmp_path) == SOFTWARE_HINTS


@pytest.mark.parametrize("node", ["dri/card0", "dri/renderD128", "dxg"])
def test_a_gpu_device_keeps_sdls_own_choice(tmp_path, clean_env, node):
    (tmp_path / node).parent.mkdir(parents=True, exist_ok=True)
    (tmp_path / node).touch()
    assert apply_render_hints("linux", tmp_path) == {}


def test_windows_and_macos_keep_sdls_own_choice(tmp_path, clean_env):
    assert apply_render_hints("win32", tmp_path) == {}
    assert apply_render_hints("darwin", tmp_path) == {}


def test_a_players_own_sdl_setting_wins(tmp_path, clean_env, monkeypatch):
    os.environ["SDL_RENDER_DRIVER"] = "opengl"
    assert apply_render_hints("linux", tmp_path) == {"SDL_FRAMEBUFFER_ACCELERATION": "0"}
