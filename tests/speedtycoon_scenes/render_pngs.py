"""Write Speedtycoon's screenshots of docs/screenshots/ (house rule 8: look at what you built).

    SDL_VIDEODRIVER=dummy .venv/bin/python -m tests.speedtycoon_scenes.render_pngs docs/screenshots

A real headless app plays a four-seat Tycoon-type game (one person through the table's clicks,
three computers in the worker process) and saves the table, a placement with lit cells (green,
yellow for a tunnel, blue for a swap), a hover card, the M view, the clock's grace, a scoring
pause and the result, in English and German.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

from tests.languages import languages_of_game

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

NAMES = {"en": ("Red (normal)", "Blue (easy)", "Green (hard)"),
         "de": ("Rot (mittel)", "Blau (leicht)", "Grün (schwer)"),
         "ru": ("Красный (средний)", "Синий (слабый)", "Зелёный (сильный)")}


def shoot(lang: str, out: Path) -> list[str]:
    import pygame

    from game.app import App
    from game.core.setup import GameSetup, Seat
    from game.scenes.result_scene import MatchResultScene
    from game.speedtycoon.rules import queries
    from game.speedtycoon.scenes.table_scene import TableScene
    from game.speedtycoon.view import table_view as tv
    from tests.speedtycoon_scenes.autoplay import Person

    saved: list[str] = []
    app = App.headless(Path(tempfile.mkdtemp(prefix="speedtycoon-shots-")), lang)

    def save(name: str) -> None:
        app.run_frames(2)
        pygame.image.save(app.screen, str(out / f"speedtycoon_{name}_{lang}.png"))
        saved.append(f"speedtycoon_{name}_{lang}.png")

    class Planner(Person):
        """Puts every second building into planning, so swaps (blue cells) come up."""

        def move(self, app, board) -> bool:
            if board.marks.tile is not None and board.buttons["plan"].is_enabled \
                    and board.marks.tile not in board.match.state.planning[board.viewer] \
                    and self.placements % 2:
                self.placements += 1
                app.click(board.buttons["plan"])
                return True
            return super().move(app, board)

    def swap_tile(board):
        """A planned building the person may build or swap now (the rules offer a Swap of
        it), lighting green and blue cells; None in a phase where picking lights nothing."""
        from game.speedtycoon.rules import actions as act

        s = board.match.state
        offered = {a.tile for a in s.legal_actions() if isinstance(a, act.Swap)}
        for tile in s.planning[0]:
            kinds = set(queries.legal_cells(s, 0, tile, swap=True).values())
            if tile in offered and queries.BLUE in kinds and queries.GREEN in kinds:
                return tile
        return None

    def tunnel_table() -> None:
        """Random play (a building goes into the empire whenever it fits) up to a placement of
        seat 0 with green and yellow (tunnel) cells: the lit cells of a grown empire."""
        import random

        from game.core.match import Match
        from game.speedtycoon import rules
        from game.speedtycoon.rules import actions as act

        a, b, c = NAMES[lang]
        setup = GameSetup("speedtycoon", 0, (
            Seat("human", "Anna", "purple"), Seat("computer", a, "red", "normal"),
            Seat("computer", b, "blue", "easy"), Seat("computer", c, "green", "normal")),
            {"game_type": "tycoon", "think": "none"})
        state = rules.new_game(4, 0, setup.options)
        rng, log = random.Random(0), []
        while True:
            legal = state.legal_actions()
            if state.current_player == 0 and len(state.emp[0]) > 6:
                tile = next((x.tile for x in legal if isinstance(x, act.Place)), None)
                kinds = set(queries.legal_cells(state, 0, tile).values()) if tile else set()
                if {queries.GREEN, queries.YELLOW} <= kinds:
                    break
            places = [x for x in legal if isinstance(x, act.Place | act.Buy)]
            chosen = rng.choice(places or legal)
            state.apply(chosen)
            log.append(chosen)
        app.scenes.push(TableScene(app, setup, curtain=False, match=Match(setup, state, log)))
        app.run_frames(3)
        save("placement_tunnel")
        app.scenes.pop()

    try:
        tunnel_table()
        timed = GameSetup("speedtycoon", 3, (Seat("human", "Anna", "purple"),
                                             Seat("computer", NAMES[lang][0], "red", "normal")),
                          {"game_type": "classic", "think": "30"})
        clocked = app.scenes.push(TableScene(app, timed, curtain=False))
        for _ in range(int(33 / 0.25)):
            app.step(0.25)
        assert clocked.clock is not None and clocked.clock.in_grace
        save("grace")
        app.scenes.pop()
        a, b, c = NAMES[lang]
        setup = GameSetup("speedtycoon", 7, (
            Seat("human", "Anna", "purple"), Seat("computer", a, "red", "normal"),
            Seat("computer", b, "blue", "easy"), Seat("computer", c, "green", "normal")),
            {"game_type": "tycoon", "think": "none"})
        board = app.scenes.push(TableScene(app, setup, curtain=False))
        app.run_frames(3)
        save("table")
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=tv.place_rect(1).center,
                                             rel=(0, 0), buttons=(0, 0, 0)))
        app.run_frames(30, 0.05)
        save("hover")
        person = Planner()
        placement = False
        scored = False
        for _ in range(60000):
            top = app.scenes.top
            if isinstance(top, MatchResultScene):
                save("result")
                break
            if top is board and board.pauses and not scored:
                board.timeline.skip()  # the sheet shows once the motion has landed
                board.pauses[0].age = 10
                save("scoring")
                scored = True
            if top is board and board.pauses and board.pauses[0].buttons:
                for button in list(board.pauses[0].buttons.values()):
                    app.click(button)
            elif top is board and board.person == 0 and not board.busy:
                tile = swap_tile(board) if not placement else None
                if tile is not None and board.match.state.turn == 0:
                    # the pointer off the market the person's clicks left it on: no hover card
                    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(600, 785),
                                                         rel=(0, 0), buttons=(0, 0, 0)))
                    app.step(0.05)
                    board.pick_tile(tile)
                    board.sync()
                    save("placement")
                    app.press_key(pygame.K_m)
                    save("majorities")
                    app.press_key(pygame.K_m)
                    board.clear_selection()
                    placement = True
                if not person.move(app, board):
                    app.step(0.05)
            else:
                app.step(0.05)
    finally:
        app.close()
    return saved


def main(argv: list[str]) -> None:
    out = Path(argv[0] if argv else "docs/screenshots")
    out.mkdir(parents=True, exist_ok=True)
    for lang in languages_of_game("speedtycoon"):
        print("\n".join(shoot(lang, out)))


if __name__ == "__main__":
    main(sys.argv[1:])
