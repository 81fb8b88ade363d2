"""Write PNGs of every info panel, a hover card, the hint and undo, in German and English:

    SDL_VIDEODRIVER=dummy .venv/bin/python -m tests.tycoon_info.render_pngs /tmp/info_pngs
"""

from __future__ import annotations

import random
import sys
import tempfile
import time
from pathlib import Path

import pygame

from game.app import App
from game.tycoon.info.series import MoneySeries
from game.tycoon.panels.chart import money_chart
from game.tycoon.panels.words import Words
from game.tycoon.rules import new_game
from game.tycoon.view import layout
from tests.tycoon_info.host import SEATS, HostScene
from tests.tycoon_view.games import choose, mid_game

REASON = ("tycoon_ai.reason.hotel_first", {"city": "cairo"})


def busy_host(app: App, seed: int = 3) -> HostScene:
    """Mid-game, then a few more turns so the history holds moves, reasons and a payday."""
    host = HostScene(app, mid_game(seed))
    app.scenes.replace(host)
    rng = random.Random(seed)
    while host.info.series.paydays == [] and not host.state.is_terminal():
        seat = host.state.current_player
        host.play(choose(host.state, rng), REASON if host.seats[seat].is_computer else None)
    while host.state.current_player != 0 or host.state.phase != 0:
        seat = host.state.current_player
        host.play(choose(host.state, rng), REASON if host.seats[seat].is_computer else None)
    app.run_frames(2)
    return host


def shoot(app: App, path: Path) -> None:
    app.run_frames(3)
    pygame.image.save(app.screen, str(path))


def hover(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0,
                                                                                          0, 0)))
    app.run_frames(30)


def new_app(data_dir: Path, lang: str) -> App:
    return App.headless(data_dir, language=lang)


def whole_game_chart(lang: str, path: Path) -> None:
    """The money chart of a finished 4-player game, as the result screen would show it."""
    rng = random.Random(6)
    state = new_game(4, 6)
    series = MoneySeries.starting(state)
    while not state.is_terminal():
        series.feed(state.apply(choose(state, rng)), state)
    words = Words(lang, [s.name for s in SEATS])
    chart = money_chart(series, words, [s.colour for s in SEATS], (860, 360))
    pygame.image.save(chart, str(path))


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    for lang in ("de", "en"):
        with tempfile.TemporaryDirectory() as tmp:
            app = new_app(Path(tmp), lang)
            try:
                host = busy_host(app)
                for name in ("players", "payouts", "majorities"):
                    host.info.open(name)
                    shoot(app, out / f"info_{name}_{lang}.png")
                host.info.close_panel()
                hover(app, layout.city_rect(4).center)
                shoot(app, out / f"info_card_city_{lang}.png")
                hover(app, layout.market_card_rect("charter", 1).center)
                shoot(app, out / f"info_card_ticket_{lang}.png")
                hover(app, (layout.player_panel(1).x + 200, layout.player_panel(1).y + 20))
                shoot(app, out / f"info_card_player_{lang}.png")
                hover(app, layout.factory_rect(0, 1).center)
                shoot(app, out / f"info_card_factory_{lang}.png")
                hover(app, layout.lot_rect(4, host.state.cend[4]).center)
                shoot(app, out / f"info_card_lot_{lang}.png")
                hover(app, layout.runway_rect(7, 0).center)
                shoot(app, out / f"info_card_runway_{lang}.png")
                panel = layout.player_panel(0)
                hover(app, (panel.x + 30, panel.y + 72))
                shoot(app, out / f"info_card_loan_{lang}.png")
                hover(app, (5, 795))
                host.info.open("hint")
                deadline = time.monotonic() + 60
                while time.monotonic() < deadline and host.info.hint.thinking:
                    app.run_frames(1)
                    time.sleep(0.01)
                shoot(app, out / f"info_hint_{lang}.png")
                whole_game_chart(lang, out / f"info_chart_game_{lang}.png")
            finally:
                app.close()
    print(f"wrote PNGs to {out}")


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/info_pngs"))
