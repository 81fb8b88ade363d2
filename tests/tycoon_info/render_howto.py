"""Write PNGs of every How-to-play page and each step of the guided turn, in both languages:

    SDL_VIDEODRIVER=dummy .venv/bin/python -m tests.tycoon_info.render_howto /tmp/howto_pngs
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

import pygame

from game.tycoon.howto.guided import STEPS, GuidedTurnScene
from game.tycoon.howto.howto_scene import CHAPTERS, HowToPlayScene
from tests.tycoon_info.render_pngs import new_app


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    for lang in ("de", "en"):
        with tempfile.TemporaryDirectory() as tmp:
            app = new_app(Path(tmp), lang)
            app.settings.animation_speed = "instant"
            try:
                scene = HowToPlayScene(app)
                app.scenes.push(scene)
                for page, chapter in enumerate(CHAPTERS):
                    scene.show(page)
                    app.run_frames(2)
                    name = f"howto_{page}_{chapter.id}_{lang}.png"
                    pygame.image.save(app.screen, str(out / name))
                guide = GuidedTurnScene(app)
                app.scenes.push(guide)
                for name in STEPS:
                    app.run_frames(3)
                    pygame.image.save(app.screen, str(out / f"guide_{name}_{lang}.png"))
                    if name != STEPS[-1]:
                        guide.advance()
            finally:
                app.close()
    print(f"wrote PNGs to {out}")


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/howto_pngs"))
