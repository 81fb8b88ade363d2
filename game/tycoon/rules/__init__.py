"""Tycoon rules engine: pure Python, no pygame, no I/O. See docs/rules-tycoon.md."""

from game.tycoon.rules import board

__all__ = ["board"]
