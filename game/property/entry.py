"""The two property games' entries in the collection's registry (game/games.py): Kraken Bay
Tycoon and «Менеджер» are one engine (game/property/rules/) with the ruleset fixed per entry.

Both entries share one board scene (game/property/scenes/board_scene.py) and the computer
opponents (game/property/bot/); the title offers them once the new-game screen is named here.
The suite's games use the harness round cap (D56) so that a few hundred random games stay
short; the property tests play whole games too.
"""

from game.games import GameEntry

KRAKEN_BAY = GameEntry(
    id="kraken_bay",
    name_key="property_play.new_game.ruleset_kraken_bay",
    rules_module="game.property.rules",
    min_players=2,
    max_players=6,
    languages=("de", "en", "ru"),
    levels=("easy", "normal", "hard"),
    rules_version=1,
    score_key="property_board.result.worth",
    new_game_scene="game.property.scenes.new_game_scene:KrakenBayNewGame",
    howto_scene="game.property.howto.howto_scene:KrakenBayHowTo",
    fixed_options={"ruleset": "kraken_bay"},
    option_variants=({"auctions": True, "round_cap": 6}, {"auctions": False, "round_cap": 6}),
    invariants="game.property.rules.invariants:check",
    board_scene="game.property.scenes.board_scene:BoardScene",
    decider="game.property.bot.decide:decide",
    fallback="game.property.rules.queries:default_action",
    budgets="game.property.scenes.brain:level_budget",
    review_kit="game.property.bot.review:KIT",
)

MENEDZHER = GameEntry(
    id="menedzher",
    name_key="property_play.new_game.ruleset_menedzher",
    rules_module="game.property.rules",
    min_players=2,
    max_players=6,
    languages=("de", "en", "ru"),
    levels=("easy", "normal", "hard"),
    rules_version=1,
    score_key="property_board.result.worth",
    new_game_scene="game.property.scenes.new_game_scene:MenedzherNewGame",
    howto_scene="game.property.howto.howto_scene:MenedzherHowTo",
    fixed_options={"ruleset": "menedzher"},
    option_variants=({"round_cap": 6},),
    invariants="game.property.rules.invariants:check",
    board_scene="game.property.scenes.board_scene:BoardScene",
    decider="game.property.bot.decide:decide",
    fallback="game.property.rules.queries:default_action",
    budgets="game.property.scenes.brain:level_budget",
    review_kit="game.property.bot.review:KIT",
)
