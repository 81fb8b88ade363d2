"""The languages each game's screens are tested in: the ones its registry entry declares, so a
language added to an entry is checked for fit and wording at once."""

from game.tycoon.entry import ENTRY as TYCOON

TYCOON_LANGUAGES = list(TYCOON.languages)


def languages_of_game(game_id: str) -> list[str]:
    from game.games import GAMES

    return list(GAMES[game_id].languages)


PROPERTY_LANGUAGES = sorted({*languages_of_game("kraken_bay"), *languages_of_game("menedzher")})
