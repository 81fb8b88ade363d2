"""Write PNGs of every How-to-play page of Speedtycoon and each step of its guided turn, in
every language:

    SDL_VIDEODRIVER=dummy .venv/bin/python -m tests.speedtycoon_scenes.render_howto /tmp/st_howto
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

import pygame

from game.app import App
from game.speedtycoon.howto.guided import GuidedTable
from game.speedtycoon.howto.howto_scene import CHAPTERS, SpeedtycoonHowTo
from tests.languages import languages_of_game

WAIT = 60.0  # seconds the computer's turn may take at most


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    for lang in languages_of_game("speedtycoon"):
        with tempfile.TemporaryDirectory() as tmp:
            app = App.headless(Path(tmp), lang)
            app.settings.animation_speed = "instant"
            try:
                book = SpeedtycoonHowTo(app)
                app.scenes.push(book)
                for page, chapter in enumerate(CHAPTERS):
                    book.show(page)
                    app.run_frames(2)
                    name = f"howto_{page}_{chapter.id}_{lang}.png"
                    pygame.image.save(app.screen, str(out / name))
                guide = GuidedTable(app)
                app.scenes.push(guide)
                for step in guide.steps:
                    app.run_frames(3)
                    pygame.image.save(app.screen, str(out / f"guide_{step.name}_{lang}.png"))
                    if step.name == guide.steps[-1].name:
                        break
                    until = time.monotonic() + WAIT
                    while not guide.ready() and time.monotonic() < until:
                        app.step(0.05)
                    guide.advance()
            finally:
                app.close()
    print(f"wrote PNGs to {out}")


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/st_howto"))
