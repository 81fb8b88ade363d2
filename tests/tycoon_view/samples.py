"""Board models for tests and PNGs: the start of a game and a busy mid-game table."""

from __future__ import annotations

from game.tycoon.rules import board
from game.tycoon.view.model import BoardModel, CityInfo, LoanChip, PlayerInfo

NAMES = ("Anna", "Computer 1", "Computer 2", "Dieter")


def start_model(players: int = 4) -> BoardModel:
    seats = tuple(
        PlayerInfo(seat=i, colour=board.PLAYER_COLOURS[i], name=NAMES[i], cash=15,
                   hotels_session=6, hotels_total=18, factories=5, is_computer=i in (1, 2))
        for i in range(players)
    )
    return BoardModel(players=seats, current=0, market=(0, 7, 18, 25, 30, 40, 47, 53),
                      scheduled_deck=16, charter_deck=30, discard=0)


def _lots(*seats: int | None) -> tuple[int | None, ...]:
    return tuple(seats) + (None,) * (board.TRACK_LOTS - len(seats))


def mid_game_model() -> BoardModel:
    p = [
        PlayerInfo(0, "red", "Anna", 23, 2, 8, 3, hand=(4, 20, 33),
                   loans=(LoanChip(0), LoanChip(15, extended=True)), city=4, runway=0),
        PlayerInfo(1, "blue", "Computer 1", 7, 1, 7, 4, hand=(9,), loans=(LoanChip(1),),
                   city=None, is_computer=True),
        PlayerInfo(2, "yellow", "Computer 2", -4, 3, 9, 2, hand=(), city=4, runway=1,
                   is_computer=True),
        PlayerInfo(3, "green", "Dieter", 41, 2, 8, 4, hand=(2, 44, 50, 51), city=8, runway=0),
    ]
    cities = [CityInfo()] * 9
    # New York: eight lots used, two evictions (lots 0 and 1 free), factories red + blue
    cities[0] = CityInfo(lots=_lots(None, None, 2, 1, 2, 0, 1, 0, 3), evicted=(0, 1),
                         factories=(0, 1))
    cities[1] = CityInfo(lots=_lots(3, 3, 1))
    cities[3] = CityInfo(lots=_lots(2), factories=(2, None))
    # Cairo: nine lots used with three evictions, both runways taken
    cities[4] = CityInfo(lots=_lots(None, None, None, 0, 2, 1, 3, 0, 2, 2), evicted=(1, 0, 3),
                         factories=(3, 0))
    cities[5] = CityInfo(lots=_lots(1, 0, 0, 2, 3))
    cities[6] = CityInfo(lots=_lots(3), factories=(3, 3))
    cities[8] = CityInfo(lots=_lots(0, 3, 1))
    return BoardModel(players=tuple(p), cities=tuple(cities), current=0, start_player=0,
                      market=(3, None, 19, 27, None, 38, 45, 52), scheduled_deck=5,
                      charter_deck=14, discard=11, session=2)
