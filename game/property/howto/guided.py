"""A guided first turn on the real property board: roll, buy the place you land on, end the
turn, watch the computer's turn, and learn what rent your place earns, with the rules' own
numbers.

Why the real board scene: the guide is the game. `GuidedBoard` is the board scene itself
(game/property/scenes/board_scene.py) with the shared guide (game/scenes/guided_turn.py) mixed
in: the lit target is the board's own "Roll the dice", "Buy" and "End turn" button, pressing it
(or the coach's button, or Space) applies the same action through the same match as in a game,
the dice come from the state's RNG and the computer plays its turn through the same computer
seat. The guide only adds the coach, the spotlight, and holds back what would lead away from
the lesson: the panel's other buttons are shown but disabled, the computer waits until asked,
and nothing is autosaved.

The seeds are chosen so the first turn teaches: you move first, roll no double, land on a
place nobody owns, buy it, and the computer then lands on it and pays you rent
(tests/property_scenes/test_howto.py checks that each seed still does).
"""

from __future__ import annotations

import pygame

from game.core.setup import GameSetup, Seat
from game.games import game_entry
from game.property.rules import actions as act
from game.property.rules import events as ev
from game.property.rules import queries
from game.property.rules.auction import opening
from game.property.rules.rulesets import START
from game.property.scenes.board_scene import BoardScene
from game.property.view import layout, model
from game.scenes.guided_turn import GuidedTurn, Step
from game.scenes.player_files import person_name

#: Per ruleset: a game seed whose first turn is instructive (see the module's docstring).
GUIDE_SEEDS = {"kraken_bay": 5, "menedzher": 9}
YOU, COMPUTER = 0, 1
STEPS = (
    Step("intro", "property_howto.guide.intro", "property_howto.guide.start"),
    Step("roll", "property_howto.guide.roll", "property_howto.guide.do_roll"),
    Step("buy", "property_howto.guide.buy", "property_howto.guide.do_buy"),
    Step("end", "property_howto.guide.end", "property_howto.guide.do_end"),
    Step("computer", "property_howto.guide.computer_turn", "property_howto.guide.do_watch"),
    Step("rent", "property_howto.guide.rent", "property_howto.guide.finish"),
)
#: The panel button each step lights (the board's control ids).
CONTROLS = {"roll": "roll", "buy": "buy", "end": "end_turn"}
ACTIONS = {"roll": act.ROLL, "buy": act.BUY, "end": act.END_TURN}
_C = layout.centre()
#: The coach sits inside the ring, above the dice and the drawn card (so the roll stays in
#: view), else over the log; never over the seats or the panel the steps point at.
COACH_PLACES = (pygame.Rect(_C.x + 8, _C.y + 8, _C.w - 16, 230), layout.LOG.copy())
DICE = pygame.Rect(_C.centerx - 60, _C.y + 300, 120, 70)


def guide_setup(app, ruleset: str) -> GameSetup:
    """You (by the name the new-game screen gives you: `person_name`) in red against an easy
    computer in blue."""
    seats = (Seat("human", person_name(app), "red"),
             Seat("computer", app.tr("property_howto.sample.second"), "blue", "easy"))
    return GameSetup(ruleset, GUIDE_SEEDS[ruleset], seats, {})


def guided_board(app, ruleset: str) -> GuidedBoard:
    return GuidedBoard(app, guide_setup(app, ruleset))


def what_if(state, seat: int, place: int, level: int = 0) -> int:
    """The rent `place` would charge if `seat` owned its whole set with every place at
    `level` (asked of the rules on a copy)."""
    rs = model.ruleset(state)
    copy = state.clone()
    for q in rs.sets[rs.set_of[place]]:
        copy.owner[q] = seat
        copy.mort[q] = False
        copy.level[q] = level
    return queries.rent_now(copy, place)


class GuidedBoard(GuidedTurn, BoardScene):
    steps = STEPS

    def __init__(self, app, setup: GameSetup) -> None:
        BoardScene.__init__(self, app, setup, curtain=False)
        self.start_guide()
        self.watching = False       # the computer may play (the "watch" step was done)
        self.rent_paid: int | None = None
        self.place: int | None = None

    def enter(self) -> None:
        BoardScene.enter(self)
        self.show_step()

    # --- the steps ---------------------------------------------------------------------------

    def target_button(self):
        cid = CONTROLS.get(self.step_name)
        return self.control(cid) if cid else None

    def target(self):
        name = self.step_name
        button = self.target_button()
        if button is not None:
            return button.get_abs_rect()
        if name == "intro":
            return layout.seat_row(YOU)
        if name == "computer":
            return layout.seat_row(COMPUTER)
        if name == "rent" and self.ready() and self.place is not None:
            return self.view.cells[self.place].rect.copy()
        return None

    def perform(self) -> None:
        name = self.step_name
        if name in ACTIONS:
            self.apply(ACTIONS[name])
        if name == "buy":
            self.place = model.positions(self.match.state)[YOU]
        elif name == "computer":
            self.watching = True

    def ready(self) -> bool:
        if self.step_name != "rent":
            return True
        return self.watching and self.match.seat_to_act == YOU and not self.busy

    def text_of_step(self) -> str:
        s, w, say = self.match.state, self.words, self.say
        step = self.steps[self.step]
        name = step.name
        if name == "intro":
            # the names the board shows (playtest: the coach said "Boris" beside a row that
            # says "Blue (easy)")
            return say(step.text, game=say(game_entry(self.match.setup.game).name_key),
                       money=self.rs.start_money, you=self.seat_name(YOU),
                       computer=self.seat_name(COMPUTER))
        if name == "roll":
            return say(step.text, start=w.space(self.rs.kind.index(START)),
                       roll=say("property_board.button.roll"))
        if name == "buy":
            p = model.positions(s)[YOU]
            return "\n".join((
                say(step.text, d1=model.dice(s)[0], d2=model.dice(s)[1], place=w.space(p),
                    price=self.rs.price[p]),
                say("property_howto.guide.auction", opening=opening(s, p),
                    step=self.rs.auction_step)))
        if name == "end":
            return say(step.text, place=w.space(self.place), cash=model.cash(s)[YOU])
        computer = self.seat_name(COMPUTER)
        if name == "computer":
            return say(step.text, computer=computer)
        if not self.ready():
            return say("property_howto.guide.watching", computer=computer)
        p = self.place
        key = step.text if self.rent_paid else "property_howto.guide.rent_later"
        group = w.set_name(self.rs.set_ids[self.rs.set_of[p]])
        return say(key, computer=computer, place=w.space(p), set=group,
                   rent=self.rent_paid or queries.rent_now(s, p), double=what_if(s, YOU, p),
                   top=what_if(s, YOU, p, self.rs.top_level))

    def coach_places(self):
        return COACH_PLACES

    def keep_clear(self):
        return (DICE,)

    def decorate(self) -> None:
        self.lock_controls()

    def lock_controls(self) -> None:
        """Only the step's own button works; the others are shown as in the game, disabled:
        the panel's, and the board's Menu, Hint and info tabs too, which stood bright and
        clickable above the dimmed screen (play-test pt-prop3; the coach's Leave and Esc
        leave the lesson)."""
        lit = self.target_button()
        for cid, button in getattr(self, "controls", {}).items():
            if button is lit and self.offers(cid):
                button.enable()
            else:
                button.disable()
        for button in getattr(self, "fixed", ()):
            button.disable()

    # --- the board's hooks, as the guide needs them ------------------------------------------

    def sync(self) -> None:
        BoardScene.sync(self)
        if hasattr(self, "step"):
            self.lock_controls()

    def show(self, events, seat, reason) -> None:
        BoardScene.show(self, events, seat, reason)
        for e in events:
            if isinstance(e, ev.RentCharged) and e.owner == YOU:
                self.rent_paid = e.amount
                self.place = e.space

    def may_move(self) -> bool:
        return self.watching and BoardScene.may_move(self)

    keeps_a_save = False  # a lesson is no game to continue

    def autosave_point(self, events, turn_before) -> bool:
        return False

    def autosave(self, thumbnail=None) -> None:
        """A lesson is no game to continue: nothing is saved."""

    @property
    def motion_busy(self) -> bool:
        return self.busy

    def skip_motion(self) -> None:
        self.motion.skip()

    def rebuild_view(self) -> None:
        BoardScene.on_language_changed(self)

    def other_event(self, event) -> bool:
        return BoardScene.handle_event(self, event)

    # --- frame -------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        BoardScene.update(self, dt)
        self.update_guide(dt)  # says the rent once the computer's turn is over

    def draw(self, surface) -> None:
        BoardScene.draw(self, surface)
        self.draw_guide(surface)
