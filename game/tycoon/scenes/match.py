"""A Tycoon game in progress: the house's Match (game/core/match.py) dealt by Tycoon's rules,
and the rules' reason for a move they would refuse."""

from __future__ import annotations

from game.core.match import Match as HouseMatch
from game.core.setup import GameSetup
from game.tycoon import rules
from game.tycoon.rules import Action


class Match(HouseMatch):
    @classmethod
    def new(cls, setup: GameSetup) -> Match:
        return cls(setup, rules.new_game(setup.num_players, setup.seed, dict(setup.options)))

    def why_not(self, action: Action) -> tuple[str, dict] | None:
        """None when `action` is legal now, else the rules' reason."""
        if self.state.is_legal(action):
            return None
        return rules.why_not(self.state, action) or ("tycoon_board.why.not_legal", {})
