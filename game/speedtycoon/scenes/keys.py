"""Locale keys chosen by a value, written out whole so the translation test finds them."""

from __future__ import annotations

COLOUR = {
    "red": "speedtycoon_play.colour.red",
    "blue": "speedtycoon_play.colour.blue",
    "yellow": "speedtycoon_play.colour.yellow",
    "green": "speedtycoon_play.colour.green",
    "purple": "speedtycoon_play.colour.purple",
    "orange": "speedtycoon_play.colour.orange",
}
TYPE = {
    "classic": "speedtycoon_play.new_game.type_classic",
    "modern": "speedtycoon_play.new_game.type_modern",
    "tycoon": "speedtycoon_play.new_game.type_tycoon",
    "custom": "speedtycoon_play.new_game.type_custom",
}
TYPE_TIP = {
    "classic": "speedtycoon_play.new_game.type_classic_tip",
    "modern": "speedtycoon_play.new_game.type_modern_tip",
    "tycoon": "speedtycoon_play.new_game.type_tycoon_tip",
    "custom": "speedtycoon_play.new_game.type_custom_tip",
}
THINK = {
    "30": "speedtycoon_play.new_game.think_30",
    "60": "speedtycoon_play.new_game.think_60",
    "90": "speedtycoon_play.new_game.think_90",
    "120": "speedtycoon_play.new_game.think_120",
    "none": "speedtycoon_play.new_game.think_none",
}
MODULE = {
    "contracts": "speedtycoon_play.module.contracts",
    "exchange": "speedtycoon_play.module.exchange",
    "tunnels": "speedtycoon_play.module.tunnels",
    "home": "speedtycoon_play.module.home",
    "rates": "speedtycoon_play.module.rates",
    "insider": "speedtycoon_play.module.insider",
    "unicorn": "speedtycoon_play.module.unicorn",
    "blitz": "speedtycoon_play.module.blitz",
    "lobbyist": "speedtycoon_play.module.lobbyist",
    "zones": "speedtycoon_play.module.zones",
    "news": "speedtycoon_play.module.news",
    "loans": "speedtycoon_play.module.loans",
    "sustainability": "speedtycoon_play.module.sustainability",
}
MODULE_TIP = {
    "contracts": "speedtycoon_play.module_tip.contracts",
    "exchange": "speedtycoon_play.module_tip.exchange",
    "tunnels": "speedtycoon_play.module_tip.tunnels",
    "home": "speedtycoon_play.module_tip.home",
    "rates": "speedtycoon_play.module_tip.rates",
    "insider": "speedtycoon_play.module_tip.insider",
    "unicorn": "speedtycoon_play.module_tip.unicorn",
    "blitz": "speedtycoon_play.module_tip.blitz",
    "lobbyist": "speedtycoon_play.module_tip.lobbyist",
    "zones": "speedtycoon_play.module_tip.zones",
    "news": "speedtycoon_play.module_tip.news",
    "loans": "speedtycoon_play.module_tip.loans",
    "sustainability": "speedtycoon_play.module_tip.sustainability",
}
#: a module's name on its chip at the table's status line (view/module_chips.py)
MODULE_SHORT = {
    "contracts": "speedtycoon_play.module_short.contracts",
    "exchange": "speedtycoon_play.module_short.exchange",
    "tunnels": "speedtycoon_play.module_short.tunnels",
    "home": "speedtycoon_play.module_short.home",
    "rates": "speedtycoon_play.module_short.rates",
    "insider": "speedtycoon_play.module_short.insider",
    "unicorn": "speedtycoon_play.module_short.unicorn",
    "blitz": "speedtycoon_play.module_short.blitz",
    "lobbyist": "speedtycoon_play.module_short.lobbyist",
    "zones": "speedtycoon_play.module_short.zones",
    "news": "speedtycoon_play.module_short.news",
    "loans": "speedtycoon_play.module_short.loans",
    "sustainability": "speedtycoon_play.module_short.sustainability",
}
#: when a module comes into the game, on its chip's hover card
MODULE_WHEN = {
    "contracts": "speedtycoon_play.module_when.contracts",
    "exchange": "speedtycoon_play.module_when.exchange",
    "tunnels": "speedtycoon_play.module_when.tunnels",
    "home": "speedtycoon_play.module_when.home",
    "rates": "speedtycoon_play.module_when.rates",
    "insider": "speedtycoon_play.module_when.insider",
    "unicorn": "speedtycoon_play.module_when.unicorn",
    "blitz": "speedtycoon_play.module_when.blitz",
    "lobbyist": "speedtycoon_play.module_when.lobbyist",
    "zones": "speedtycoon_play.module_when.zones",
    "news": "speedtycoon_play.module_when.news",
    "loans": "speedtycoon_play.module_when.loans",
    "sustainability": "speedtycoon_play.module_when.sustainability",
}
BRANCH = {
    "logistics": "speedtycoon.branch.logistics",
    "industry": "speedtycoon.branch.industry",
    "energy": "speedtycoon.branch.energy",
    "finance": "speedtycoon.branch.finance",
    "technology": "speedtycoon.branch.technology",
    "skyscraper": "speedtycoon.branch.skyscraper",
    "zone": "speedtycoon.branch.zone",
}
#: a building of a branch, as a sentence's object (de "ein Industriegebäude", "einen
#: Wolkenkratzer"; en "an Energy building").
BUILDING_A = {
    "logistics": "speedtycoon.building.a.logistics",
    "industry": "speedtycoon.building.a.industry",
    "energy": "speedtycoon.building.a.energy",
    "finance": "speedtycoon.building.a.finance",
    "technology": "speedtycoon.building.a.technology",
    "skyscraper": "speedtycoon.building.a.skyscraper",
    "zone": "speedtycoon.building.a.zone",
}
#: the building of a branch, as a sentence's object (de "den Wolkenkratzer").
BUILDING_THE = {
    "logistics": "speedtycoon.building.the.logistics",
    "industry": "speedtycoon.building.the.industry",
    "energy": "speedtycoon.building.the.energy",
    "finance": "speedtycoon.building.the.finance",
    "technology": "speedtycoon.building.the.technology",
    "skyscraper": "speedtycoon.building.the.skyscraper",
    "zone": "speedtycoon.building.the.zone",
}
#: the only building of a branch, as a sentence's object (ru "единственный небоскрёб").
BUILDING_ONLY = {
    "logistics": "speedtycoon.building.only.logistics",
    "industry": "speedtycoon.building.only.industry",
    "energy": "speedtycoon.building.only.energy",
    "finance": "speedtycoon.building.only.finance",
    "technology": "speedtycoon.building.only.technology",
    "skyscraper": "speedtycoon.building.only.skyscraper",
    "zone": "speedtycoon.building.only.zone",
}
PLACE = {
    "new_york": "speedtycoon.place.new_york",
    "frankfurt": "speedtycoon.place.frankfurt",
    "shanghai": "speedtycoon.place.shanghai",
    "tokyo": "speedtycoon.place.tokyo",
}
SCORING = {
    "startup": "speedtycoon.scoring.startup",
    "vc": "speedtycoon.scoring.vc",
    "ipo": "speedtycoon.scoring.ipo",
}
