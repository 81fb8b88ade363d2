"""Speedtycoon's entry in the collection's registry (game/games.py).

Plain data: the rules, the table and the computer are named as "module:attribute" text. The
title offers the game once its new-game screen (`new_game_scene`) is named here too.
"""

from game.games import GameEntry
from game.speedtycoon.options import OPTIONS

ENTRY = GameEntry(
    id="speedtycoon",
    name_key="speedtycoon.game.name",
    rules_module="game.speedtycoon.rules",
    min_players=2,
    max_players=6,
    languages=("de", "en", "ru"),
    levels=("easy", "normal", "hard"),
    rules_version=2,
    rules_version_option="rules_version",
    score_key="speedtycoon.points",
    record_keys=("speedtycoon.record.best", "speedtycoon.record.average"),
    new_game_scene="game.speedtycoon.scenes.new_game_scene:SpeedtycoonNewGame",
    option_variants=(
        {"game_type": "classic"},
        {"game_type": "modern"},
        {"game_type": "tycoon"},
        {"game_type": "custom", "modules": "blitz,lobbyist,loans"},
    ),
    invariants="game.speedtycoon.rules.invariants:check",
    howto_scene="game.speedtycoon.howto.howto_scene:SpeedtycoonHowTo",
    result_scene="game.speedtycoon.scenes.result_scene:TableResult",
    board_scene="game.speedtycoon.scenes.table_scene:TableScene",
    decider="game.speedtycoon.bot.decide:decide",
    review_kit="game.speedtycoon.bot.review:KIT",
    review_board="game.speedtycoon.scenes.review_board:SpeedtycoonReviewBoard",
    budgets="game.speedtycoon.bot.levels:level_budget",
    seat_colours="game.ui.palette:SEAT_COLOURS",
    option_table=OPTIONS,
    about_key="speedtycoon.game.about",
    minutes=(30, 60),
)
