"""Write PNGs of How to play for both property games (house rule 8): one page of the book and
the guided turn's buy step into docs/screenshots/, and with --all every page and every step
into the folder given, for looking them over:

    SDL_VIDEODRIVER=dummy .venv/bin/python -m tests.property_scenes.render_howto docs/screenshots
    SDL_VIDEODRIVER=dummy .venv/bin/python -m tests.property_scenes.render_howto /tmp/howto --all
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

BOOK_PAGE = "rent"
GUIDE_STEP = "buy"
WAIT_FRAMES = 3000


def shoot(game: str, lang: str, out: Path, every: bool) -> list[str]:
    import pygame

    from game.app import App
    from game.games import GAMES

    saved: list[str] = []
    app = App.headless(Path(tempfile.mkdtemp(prefix="property-howto-")), lang)
    app.settings.animation_speed = "normal"

    def save(name: str) -> None:
        pygame.image.save(app.screen, str(out / name))
        saved.append(name)

    try:
        book = app.scenes.push(GAMES[game].howto_class()(app))
        app.run_frames(2)
        for page, chapter in enumerate(book.chapters):
            if every or chapter.id == BOOK_PAGE:
                book.show(page)
                app.run_frames(2)
                save(f"{game}_howto_{chapter.id}_{lang}.png" if every
                     else f"{game}_howto_{lang}.png")
        book.show(0)
        app.click(book.guided)
        guide = app.scenes.top
        for step in guide.steps:
            for _ in range(WAIT_FRAMES):  # the motion and the computer's turn play out
                app.step(1 / 60)
                if not guide.busy and guide.ready():
                    break
            app.run_frames(30)
            if every or step.name == GUIDE_STEP:
                save(f"{game}_guided_{step.name}_{lang}.png" if every
                     else f"{game}_guided_{lang}.png")
            if step is not guide.steps[-1]:
                guide.advance()
    finally:
        app.close()
    return saved


def main(argv: list[str]) -> int:
    from tests.languages import languages_of_game

    out = Path(argv[0] if argv else "docs/screenshots")
    every = "--all" in argv
    out.mkdir(parents=True, exist_ok=True)
    shots = {"kraken_bay": ("de", "en"), "menedzher": ("de", "en", "ru")}
    for game, langs in shots.items():
        for lang in languages_of_game(game) if every else langs:
            for name in shoot(game, lang, out, every):
                print(out / name)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
