"""Speedtycoon's entry in the collection's registry (game/games.py).

Plain data: the rules, the table and the computer are named as "module:attribute" text. The
title offers the game once its new-game screen (`new_game_scene`) is named here too.
"""

from game.core.options import Choice, OptionTable, WordList
from game.games import GameEntry

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
    new_game_scene="game.speedtycoon.scenes.new_game_scene:SpeedtycoonNewGame",
    option_variants=(
        {"game_type": "classic"},
        {"game_type": "modern"},
        {"game_type": "tycoon"},
        {"game_type": "custom", "modules": ["blitz", "lobbyist", "loans"]},
    ),
    invariants="game.speedtycoon.rules.invariants:check",
    howto_scene="game.speedtycoon.howto.howto_scene:SpeedtycoonHowTo",
    result_scene="game.speedtycoon.scenes.result_scene:TableResult",
    board_scene="game.speedtycoon.scenes.table_scene:TableScene",
    setup_options="game.speedtycoon.scenes.options:rules_options",
    decider="game.speedtycoon.bot.decide:decide",
    review_kit="game.speedtycoon.bot.review:KIT",
    review_board="game.speedtycoon.scenes.review_board:SpeedtycoonReviewBoard",
    budgets="game.speedtycoon.bot.levels:level_budget",
    seat_colours="game.ui.palette:SEAT_COLOURS",
    option_table=OptionTable((
        Choice(name="game_type", values="game.speedtycoon.scenes.options:TYPES",
               default="classic"),
        WordList(name="modules", values="game.speedtycoon.rules.data:MODULES", default=""),
        Choice(name="think", values="game.speedtycoon.scenes.options:THINK_TIMES",
               default="120"),
        # the seats whose turn waits for End turn (the table sets it from Settings' "Confirm
        # end of turn" as the game is dealt; never on a screen)
        WordList(name="hold", values=("0", "1", "2", "3", "4", "5"), default=""),
        # set only by a save of older rules when it replays (never on a screen)
        Choice(name="rules_version", values="game.speedtycoon.rules.data:RULES_VERSIONS",
               default=2),
    )),
    about_key="speedtycoon.game.about",
    minutes=(30, 60),
)
