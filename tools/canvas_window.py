"""The app in a window of the canvas's own 1280 x 800 at the screen's top left, for the tools
that open one screen for a screenshot (/work/shared/tools/xshot: on its 1280 x 800 screen the
canvas shows pixel for pixel, where the app would leave room for a desktop's panels and scale
it down)."""

from __future__ import annotations

import warnings

import pygame

from game.app import App


def canvas_window(language: str, data_dir: str | None = None) -> App:
    options = ["--windowed", "--lang", language]
    if data_dir:
        options += ["--data-dir", data_dir]
    app = App(options)
    app.canvas.resize_window(app.canvas_size)
    with warnings.catch_warnings():  # the display module's window, as game/ui/canvas.py
        warnings.simplefilter("ignore", DeprecationWarning)
        pygame.Window.from_display_module().position = (0, 0)
    return app
