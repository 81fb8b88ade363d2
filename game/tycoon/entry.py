"""Tycoon's entry in the collection's registry (game/games.py): what the shared layers need.

Plain data: everything is named as "module:attribute" text, so reading the registry imports
neither the rules nor a scene.
"""

from game.games import GameEntry
from game.tycoon.options import OPTIONS

ENTRY = GameEntry(
    id="tycoon",
    name_key="tycoon_board.game.name",
    rules_module="game.tycoon.rules",
    min_players=2,
    max_players=4,
    languages=("de", "en", "ru"),
    levels=("easy", "normal", "hard"),
    rules_version=2,
    rules_version_option="rules_version",
    score_key="tycoon_board.money",
    record_keys=("tycoon_board.record.best", "tycoon_board.record.average"),
    option_variants=({"stops": "exact"}, {"stops": "up_to"}),
    invariants="game.tycoon.rules.invariants:check_step",
    checked_game="game.tycoon.rules.invariants:CheckedGame",
    new_game_scene="game.tycoon.scenes.new_game_scene:NewGameScene",
    howto_scene="game.tycoon.howto.howto_scene:HowToPlayScene",
    result_scene="game.tycoon.scenes.result_scene:ResultScene",
    board_scene="game.tycoon.scenes.board_scene:BoardScene",
    decider="game.tycoon.bot.decide:decide",
    fallback="game.tycoon.scenes.brain:fallback",
    review_kit="game.tycoon.bot.review:KIT",
    review_board="game.tycoon.scenes.review_board:TycoonReviewBoard",
    budgets="game.tycoon.bot.levels:level_budget",
    smoke_game="game.tycoon.scenes.smoke:play_computer_game",
    seat_colours="game.tycoon.rules.board:PLAYER_COLOURS",
    option_table=OPTIONS,
    about_key="tycoon_board.game.about",
    minutes=(60, 90),
)
