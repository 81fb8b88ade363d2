"""Stage the game review with moves the clock made, in a real window, for
/work/shared/tools/xshot:

    /work/shared/tools/xshot docs/screenshots/review_clock_en.png 30 -- \\
        .venv/bin/python -m tests.scenes.stage_review kraken_bay en

The example save of the game (tests/data/review/) with its planted move and Anna's next real
decision marked as made by the clock (`meta.clock_moves`, as a turn timer that ran out marks
them), reviewed at a small budget and opened on the review screen.
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

from game.ai.budget import Budget
from game.ai.review import ReviewBudget
from game.app import App, Options
from game.reviews import open_for_review, review_save, store_review
from game.scenes.review_open import open_review

DATA = Path(__file__).resolve().parents[1] / "data" / "review"
BUDGET = ReviewBudget(samples=4, horizon=2, hard=Budget(iterations=4))


def clocked_copy(game: str, folder: Path, later: int = 1, planted: bool = True) -> Path:
    """The example save with the planted decision (unless not `planted`) and the `later` next
    ones of seat 0 made by the clock, its review kept beside it."""
    plant = json.loads((DATA / f"{game}.plant.json").read_text("utf-8"))
    data = json.loads((DATA / f"{game}.json").read_text("utf-8"))
    after = [p for p in open_for_review(DATA / f"{game}.json", 0).decisions
             if p.move > plant["move"]][:later]
    data["meta"]["clock_moves"] = [
        *(range(plant["move"], plant["move"] + len(plant["action"])) if planted else ()),
        *(move for p in after for move in range(p.move, p.move + p.length))]
    path = folder / f"{game}.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    saved = open_for_review(path, 0)
    store_review(saved, review_save(saved, 0, BUDGET))
    return path


def main(argv: list[str]) -> int:
    """GAME LANGUAGE [LATER [keep]]: LATER of the person's next decisions made by the clock
    (1), "keep": the planted one the person's own (a swing card beside the clock's moves)."""
    game, lang, *more = argv
    folder = Path(tempfile.mkdtemp(prefix="review-clock-"))
    app = App(Options(language=lang, data_dir=folder / "data", fullscreen=False,
                      decision_seed=0))
    later = int(more[0]) if more else 1
    open_review(app, clocked_copy(game, folder, later, planted="keep" not in more[1:]))
    return app.run()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
