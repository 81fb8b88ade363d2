"""The property engine's set-up options (§4.11), declared once: the rules' new_game reads them
from this table, and both entries (game/property/entry.py) hand it to the save loader and the
new-game screen. The ruleset is not among them: it chooses the engine's game, and each entry
fixes it. Pure data beside the rules package: known values are named as "module:attribute"
text, so reading the registry imports no rules."""

from game.core.options import Choice, Flag, OptionTable, WholeNumber

OPTIONS = OptionTable((
    # Kraken Bay only: «Менеджер» always auctions (D26), so its screen never stores it
    Flag(name="auctions", default=True),
    Choice(name="time_limit_min", values="game.property.rules.rulesets:TIME_LIMITS", default=0),
    Choice(name="turn_timer_s", values="game.property.rules.rulesets:TURN_TIMERS", default=0),
    # a cap on rounds (D56); 0: none. The new-game screen offers a few (ROUND_CAPS in
    # game/property/scenes/new_game_scene.py); the harness and the arena set their own
    WholeNumber(name="round_cap", default=0),
    # set only by a save of older rules when it replays (1: before D34/D39's trade limits)
    Choice(name="rules_version", values="game.property.rules.rulesets:RULES_VERSIONS",
           default=2),
))
