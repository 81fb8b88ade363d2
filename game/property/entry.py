"""The two property games' entries in the collection's registry (game/games.py): Kraken Bay
Tycoon and «Менеджер» are one engine (game/property/rules/) with the ruleset fixed per entry.

Both entries share one board scene (game/property/scenes/board_scene.py) and the computer
opponents (game/property/bot/); the title offers them once the new-game screen is named here.
The suite's games use the harness round cap (D56) so that a few hundred random games stay
short; the property tests play whole games too.
"""

from dataclasses import replace

from game.games import GameEntry
from game.property.options import OPTIONS

# «Менеджер» starts with 60 minutes (issue 27): games between computers without a limit ran
# past 900 rounds, while Kraken Bay's escalator ends its games itself
MENEDZHER_OPTIONS = OPTIONS.with_defaults(time_limit_min=60)


KRAKEN_BAY = GameEntry(
    id="kraken_bay",
    name_key="property_play.new_game.ruleset_kraken_bay",
    rules_module="game.property.rules",
    min_players=2,
    max_players=6,
    languages=("de", "en", "ru"),
    levels=("easy", "normal", "hard"),
    rules_version=2,
    rules_version_option="rules_version",
    score_key="property_board.result.worth",
    record_keys=("property_board.record.best", "property_board.record.average"),
    new_game_scene="game.property.scenes.new_game_scene:KrakenBayNewGame",
    howto_scene="game.property.howto.howto_scene:KrakenBayHowTo",
    fixed_options={"ruleset": "kraken_bay"},
    option_variants=({"auctions": True, "round_cap": 6}, {"auctions": False, "round_cap": 6}),
    invariants="game.property.rules.invariants:check",
    late_snapshot_fields=("tr_refused", "tr_refused_terms"),
    result_scene="game.property.scenes.result_scene:PropertyResult",
    board_scene="game.property.scenes.board_scene:BoardScene",
    decider="game.property.bot.decide:decide",
    fallback="game.property.rules.queries:default_action",
    budgets="game.property.bot.levels:level_budget",
    review_kit="game.property.bot.review:KIT",
    seat_colours="game.ui.palette:SEAT_COLOURS",
    option_table=OPTIONS,
    review_board="game.property.scenes.review_board:PropertyReviewBoard",
    about_key="property_play.new_game.about_kraken_bay",
    minutes=(45, 90),
)

#: The same engine and screens with the other ruleset fixed.
MENEDZHER = replace(
    KRAKEN_BAY,
    id="menedzher",
    name_key="property_play.new_game.ruleset_menedzher",
    new_game_scene="game.property.scenes.new_game_scene:MenedzherNewGame",
    howto_scene="game.property.howto.howto_scene:MenedzherHowTo",
    fixed_options={"ruleset": "menedzher"},
    option_variants=({"round_cap": 6},),
    option_table=MENEDZHER_OPTIONS,
    about_key="property_play.new_game.about_menedzher",
    minutes=(60, 120),
)
