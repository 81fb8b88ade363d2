"""Tycoon and the games that follow it: one desktop app, one house."""
