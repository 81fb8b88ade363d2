"""Tycoon and the games that follow it: one desktop app, one house."""

import os

#: The release number: the title shows it for bug reports; pyproject.toml and the frozen app
#: (Windows file properties, the macOS bundle) read it from here.
__version__ = "0.1.0"

# pygame greets on stdout when imported; a desktop app (and its frozen build) stays quiet.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
