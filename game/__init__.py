"""Tycoon and the games that follow it: one desktop app, one house."""

import os

# pygame greets on stdout when imported; a desktop app (and its frozen build) stays quiet.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
