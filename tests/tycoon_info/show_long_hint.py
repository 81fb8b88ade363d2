"""The longest hint (six steps, the longest reason) in a real Tycoon window, for the eye:

    Xvfb :62 -screen 0 1280x800x24 &
    for l in en ru; do DISPLAY=:62 .venv/bin/python -m tests.tycoon_info.show_long_hint \\
        $l /tmp/hint; done

Anna opens the hint at her first turn; once the computer's answer is in, its plan is swapped
for the longest one (`test_hint_plan._longest_plan`, pointing at a city or a market card) and
the screen is saved as `<lang>_board.png` and `<lang>_market.png`.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

from game.tycoon.info.advice import HintPlan, Pointer, Step
from tests.support.wait import until
from tests.tycoon_scenes.window import board_against, window_app


def main(lang: str, out: Path) -> int:
    from tests.tycoon_info.test_hint_plan import _longest_plan, _tree

    app = window_app(lang)
    board = board_against(app, 9, ("", "blue", "normal"))
    app.run_frames(10)
    info = board.info
    app.press_key(pygame.K_h, frames=2)
    until(app, lambda: info.hint.answer is not None, 60)
    reasons = _tree(lang, "tycoon_info")["hint"]["why"]
    longest = max(reasons, key=lambda k: len(reasons[k]))
    out.mkdir(parents=True, exist_ok=True)
    plan = _longest_plan(board.match.state, info.words)
    for name, first in (("board", plan.steps[0].pointer), ("market", Pointer("market", 0))):
        steps = HintPlan((Step(plan.steps[0].text, first, plan.steps[0].before),
                          *plan.steps[1:]))
        info.hint_plan, info.hint_step = steps, 0
        info.hint.answer = (steps, (f"tycoon_ai.reason.{longest}",
                                    {"city": "rio_de_janeiro", "count": 9, "spread": 40,
                                     "payout": 28, "amount": 16, "later": 30}))
        info._refresh()
        app.run_frames(10)
        pygame.image.save(app.screen, str(out / f"{lang}_{name}.png"))
    app.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], Path(sys.argv[2])))
