"""Write PNGs of the board in German and English, to look at (house rule 8).

    SDL_VIDEODRIVER=dummy .venv/bin/python -m tests.tycoon_view.render_pngs [folder]

Pictures: the start of a game, a mid-game table with evictions and factories, a late game, and
the late game with four planes in the air mid-flight (the benchmark's situation).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pygame

from game.tycoon.rules import Flew, board, new_game
from game.tycoon.view.board_view import BoardView
from game.tycoon.view.state_adapter import Seat, from_state
from tests.tycoon_view.games import late_game, mid_game

SEATS = (Seat("Anna", "red"), Seat("Bert", "blue", True), Seat("Carla", "yellow", True),
         Seat("Dieter", "green"))


def four_flights(model) -> list[Flew]:
    """One flight per player from where each plane stands to a city two steps away."""
    flights = []
    for p in model.players:
        origin = p.city
        dest = (origin + 4) % 9 if origin is not None else p.seat * 2
        path = (board.CITY_IDS[(origin + 1) % 9] if origin is not None else board.CITY_IDS[4],
                board.CITY_IDS[dest])
        flights.append(Flew(p.seat, "S01", board.CITY_IDS[origin] if origin is not None
                            else None, path, False, 0))
    return flights


def flying_view(lang: str, model) -> BoardView:
    """A view with all four flights running at once, half-way through."""
    view = BoardView(lang)
    view.set_decor(hand_seat=model.current)
    view.animate(four_flights(model), model, model, at_once=True)
    view.update(0.9)
    return view


def main(folder: Path) -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.display.init()
    pygame.display.set_mode((1280, 800))
    folder.mkdir(parents=True, exist_ok=True)
    start = from_state(new_game(4, 1), SEATS)
    mid = from_state(mid_game(), SEATS)
    late = from_state(late_game(), SEATS)
    for lang in ("de", "en"):
        view = BoardView(lang)
        view.set_decor(hand_seat=0)
        pygame.image.save(view.render(start), str(folder / f"board_start_{lang}.png"))
        view = BoardView(lang)
        view.set_decor(hand_seat=mid.current, reachable=frozenset({1, 3, 5}), selected_hand=0)
        pygame.image.save(view.render(mid), str(folder / f"board_mid_{lang}.png"))
        view = flying_view(lang, late)
        pygame.image.save(view.render(late), str(folder / f"board_late_flying_{lang}.png"))
    print(f"wrote PNGs to {folder}")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path("/tmp/board_pngs"))
