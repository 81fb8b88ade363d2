"""Undo on the property board (issue 30.2): the person takes back their last move of this turn
— a build, a sale, a mortgage, an unmortgage, a buy — by U or the panel's Undo button, back to
the last barrier the rules name (D54: dice, a card, an auction step, another seat's answer).

The steps are kept by the match (`Match.take_back`, game/core/undo.py), so the board only says
when undo is there and asks for it. As on Speedtycoon's table, undo is a thing against
computers (`MatchScene.undo_allowed`): with several people at one screen each move is seen and
stands, and Settings' undo switched off takes the button away; U that takes nothing back says
why on the news line, in the words of every game (`MatchScene.refuse_undo`).

A mixin of `BoardScene` (board_scene.py).
"""

from __future__ import annotations

from game.property.scenes.decisions import Control


class BoardUndo:
    @property
    def undo_game(self) -> bool:
        """Whether Undo can show at all in this game (one person at the screen): its cell is
        then kept in the panel's first row, shown or not; at a hot seat the decision's
        buttons take it (board_scene.grid_rects)."""
        return len(self.humans) == 1

    @property
    def undo_turn(self) -> bool:
        """Whether the person acts in their own turn (an auction's bid or an answer to an
        offer out of turn has nothing of the person's to take back)."""
        return (self.undo_allowed and self.person is not None
                and self.match.state.turn_player() == self.person)

    @property
    def can_undo(self) -> bool:
        return self.undo_turn and self.match.undo_steps > 0

    def undo_controls(self) -> list[Control]:
        """The panel's Undo button in the person's own turn: disabled, with the reason on
        hover, while nothing since the last barrier is theirs to take back."""
        if not self.undo_turn:
            return []
        text = self.say("property_board.button.undo")
        if self.match.undo_steps > 0:
            return [Control("undo", text, self.take_back, True,
                            self.say("property_board.button.undo_tip"))]
        return [Control("undo", text, lambda: None, False,
                        self.say("match.undo_refusal.nothing"))]

    def take_back(self) -> None:
        """U and the Undo button: the last move of this turn never happened."""
        if not self.can_undo:
            self.refuse_undo()
            return
        self.match.take_back()
        self.motion.skip()
        self.computers.cancel()
        self.adviser.forget()
        self.last_refusal = None
        self.moved = True
        self.sync()
