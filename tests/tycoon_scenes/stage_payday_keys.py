"""Stage a person's loan decision for the keys alone, in a real window (paydaykeys):

    Xvfb :63 -screen 0 1280x800x24 & DISPLAY=:63 \\
        .venv/bin/python -m tests.tycoon_scenes.stage_payday_keys en
    DISPLAY=:63 xdotool key Tab Return Return   # the focus stays on the card's buttons

Anna holds two 10 M cards and a 16 M one (besides those borrowed in play) and cash to repay
them all; Blue, a computer, one. Tab reaches the first Repay; each Enter repays a card and the
focus stays in its place, then goes on to the 16 M row once the 10 M row is emptied.
"""

from __future__ import annotations

import sys

from tests.tycoon_scenes.stage_payday_own import stage_loans

ANNAS = (0, 1, 14)  # two 10 M cards and a 16 M one


def main(argv: list[str]) -> None:
    (lang,) = argv
    app, _, _ = stage_loans(lang, ANNAS, 200)  # cash enough to repay every card
    app.run()


if __name__ == "__main__":
    main(sys.argv[1:])
