"""Write the property boards' screenshots into docs/screenshots/ (house rule 8).

    SDL_VIDEODRIVER=dummy .venv/bin/python -m tests.property_scenes.render_pngs docs/screenshots

A real headless app plays one person against three computers (in the worker process) through
the board's widgets, in English and German, on both boards, and saves: the board mid-game with
a title deed under the pointer, the first auction the person bids in, the trade screen with a
deal put together, the first debt screen, and the result.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

from tests.languages import languages_of_game

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

BOARD_ROUND = 14


def shoot(game: str, lang: str, out: Path) -> list[str]:
    import pygame

    from game.app import App
    from game.core.setup import GameSetup, Seat
    from game.property.scenes.board_scene import BoardScene
    from tests.property_scenes.autoplay import Person, click_space, settle

    saved: list[str] = []
    app = App.headless(Path(tempfile.mkdtemp(prefix="property-shots-")), lang)
    app.settings.animation_speed = "instant"

    def save(name: str) -> None:
        app.run_frames(2)
        file = f"{game}_{name}_{lang}.png"
        pygame.image.save(app.screen, str(out / file))
        saved.append(file)

    level = {"en": ("Easy", "Normal", "Hard"), "de": ("Leicht", "Mittel", "Schwer"),
             "ru": ("Лёгкий", "Средний", "Сильный")}[lang]
    options = {"time_limit_min": 45} if game == "menedzher" else {}
    setup = GameSetup(game, 21, (
        Seat("human", "Anna", "red"), Seat("computer", f"Boris ({level[0]})", "blue", "easy"),
        Seat("computer", f"Clara ({level[1]})", "green", "normal"),
        Seat("computer", f"Dima ({level[0]})", "purple", "easy")), options)
    board = app.scenes.push(BoardScene(app, setup, curtain=False))
    app.run_frames(2)
    person = Person()
    shots = {"board", "auction", "trade", "debt"}
    try:
        while app.scenes.top is board:
            settle(app, board)
            if app.scenes.top is not board:
                break
            s = board.match.state
            if "auction" in shots and s.au_place >= 0:
                shots.discard("auction")
                save("auction")
            if "debt" in shots and s.in_debt:
                shots.discard("debt")
                save("debt")
            if s.round >= BOARD_ROUND and s.phase == 0 and not s.in_debt \
                    and s.au_place < 0 and s.tr_terms is None:
                if "board" in shots:
                    shots.discard("board")
                    target = next((p for p in s.owned(0)), s.rs.ownable[0])
                    board.pointer = board.view.cells[target].rect.center
                    app.run_frames(30)
                    save("board")
                    board.pointer = None
                elif "trade" in shots and board.offers("trade"):
                    shots.discard("trade")
                    app.click(board.control("trade"))
                    partner = board.draft.partner
                    mine = [p for p in s.owned(0) if s.level[p] == 0][:1]
                    theirs = [p for p in s.owned(partner) if s.level[p] == 0][:1]
                    for p in mine + theirs:
                        click_space(app, board, p)
                    board.entries["get_cash"].set_text(str(s.rs.auction_step * 5))
                    board.read_entries()
                    save("trade")
                    app.click(next(b for b, run in board.handlers.items()
                                   if run == board.close_trade))
                if s.round >= BOARD_ROUND + 10 and game == "menedzher" and not s.time_up:
                    app.step(45 * 60)
            person.act(app, board)
        save("result")
    finally:
        app.close()
    return saved


def main(argv: list[str]) -> int:
    out = Path(argv[0] if argv else "docs/screenshots")
    out.mkdir(parents=True, exist_ok=True)
    games = argv[1:] or ["kraken_bay", "menedzher"]
    for game in games:
        for lang in languages_of_game(game):
            for name in shoot(game, lang, out):
                print(out / name)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
