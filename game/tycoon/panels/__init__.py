"""The info panels on the Tycoon board (H, P, D, M, R, hover cards, undo).

See docs/info-panels.md for how the board scene hosts them.
"""
