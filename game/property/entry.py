"""The two property games' entries in the collection's registry (game/games.py): Kraken Bay
Tycoon and «Менеджер» are one engine (game/property/rules/) with the ruleset fixed per entry.

Both entries share one board scene (game/property/scenes/board_scene.py) and the computer
opponents (game/property/bot/); the title offers them once the new-game screen is named here.
The suite's games use the harness round cap (D56) so that a few hundred random games stay
short; the property tests play whole games too.
"""

from dataclasses import replace

from game.core.options import Choice, Flag, OptionTable, WholeNumber
from game.games import GameEntry


def _options(time_limit_default: int) -> OptionTable:
    """The options of a ruleset (the rules' new_game, §4.11); only the time limit's default
    differs: a new «Менеджер» starts with 60 minutes (issue 27), since games between computers
    without a limit ran past 900 rounds, while Kraken Bay's escalator ends its games itself."""
    return OptionTable((
        Flag(name="auctions", default=True),
        Choice(name="time_limit_min", values="game.property.rules.rulesets:TIME_LIMITS",
               default=time_limit_default),
        Choice(name="turn_timer_s", values="game.property.rules.rulesets:TURN_TIMERS", default=0),
        WholeNumber(name="round_cap", default=0),
        Choice(name="rules_version", values="game.property.rules.rulesets:RULES_VERSIONS",
               default=2),
    ))


KRAKEN_BAY_OPTIONS = _options(time_limit_default=0)
"""«Менеджер» always auctions, so its screen never stores `auctions`; `round_cap` is the
fuzzing harness's (D56), never offered on a screen; `rules_version` is set only by a save of
older rules when it replays."""
MENEDZHER_OPTIONS = _options(time_limit_default=60)


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
    new_game_scene="game.property.scenes.new_game_scene:KrakenBayNewGame",
    howto_scene="game.property.howto.howto_scene:KrakenBayHowTo",
    fixed_options={"ruleset": "kraken_bay"},
    option_variants=({"auctions": True, "round_cap": 6}, {"auctions": False, "round_cap": 6}),
    invariants="game.property.rules.invariants:check",
    result_scene="game.property.scenes.result_scene:PropertyResult",
    board_scene="game.property.scenes.board_scene:BoardScene",
    decider="game.property.bot.decide:decide",
    fallback="game.property.rules.queries:default_action",
    budgets="game.property.bot.levels:level_budget",
    review_kit="game.property.bot.review:KIT",
    seat_colours="game.ui.palette:SEAT_COLOURS",
    option_table=KRAKEN_BAY_OPTIONS,
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
