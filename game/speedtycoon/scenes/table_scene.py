"""The Speedtycoon table: the match loop (game/scenes/match_loop.py) with the table view, the
person's clicks turned into the rules' actions, and the computer seats in the worker.

A click never decides a rule: every button and cell offers only what `legal_actions()` holds
(picks.py maps the person's picks onto it), a greyed button says why on hover (the depot's
hint line for the picks, greyed.py for the step of the turn), and a refused move shows the
rules' reason on the news line. Keys: M the majorities, H the computer's advice (only with
one person at the table, D44), U / Ctrl+Z undo within the own turn until a card is revealed,
Esc closes M or clears the selection, passes the Lobbyist window with nothing picked (D46),
else opens the game menu as on every board (D48 said nothing more; pt-mix looked for the menu).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame
from pygame_gui.core import ObjectID
from pygame_gui.core.utility import translate
from pygame_gui.elements import UIButton

from game.core.match import Match
from game.core.setup import GameSetup
from game.games import game_entry
from game.scenes.hint import HintAsker
from game.scenes.match_loop import MatchScene, Reason
from game.scenes.widgets import TipButton
from game.speedtycoon.rules import actions as act
from game.speedtycoon.rules.data import M_LOANS
from game.speedtycoon.rules.events import FundDrew, ScoringDone, UnicornWon
from game.speedtycoon.rules.phases import DONE, LOBBY
from game.speedtycoon.scenes import greyed, picks, words
from game.speedtycoon.scenes.clock import LobbyWindow, TurnClock
from game.speedtycoon.scenes.kept_news import KeptNews
from game.speedtycoon.scenes.name_tips import NameTips, sheet_spots
from game.speedtycoon.scenes.options import think_seconds, with_hold
from game.speedtycoon.scenes.scoring_pause import ScoringPause
from game.speedtycoon.scenes.selection import Selection
from game.speedtycoon.scenes.table_clock import ClockWatch
from game.speedtycoon.scenes.table_input import TableInput
from game.speedtycoon.scenes.table_picture import TablePicture
from game.speedtycoon.scenes.turn_banner import TurnBanner
from game.speedtycoon.scenes.walk import BoardWalk
from game.speedtycoon.view import log_lines, model, motion
from game.speedtycoon.view import table_view as tv
from game.speedtycoon.view.art import seat_emblem
from game.ui.animation import Timeline
from game.ui.clear_spot import clear_spot
from game.ui.focus import FocusRing
from game.ui.hover import HoverDelay
from game.ui.log_book import LogLine
from game.ui.press_routes import PressRoutes

BUTTON_GAP = 6
FLOW_LEFT = 16  # the x of the row's first button
#: (name, label key); the menu sits at the right end with the hint beside it (so the move
#: buttons keep their places), the others left to right.
BUTTONS = (("take", "speedtycoon_play.table.take"),
           ("buy", "speedtycoon_play.table.buy"),
           ("plan", "speedtycoon_play.table.plan"),
           ("fund", "speedtycoon_play.table.fund"),
           ("demolish", "speedtycoon_play.table.demolish"),
           ("loan", "speedtycoon_play.table.loan"),
           ("repay", "speedtycoon_play.table.repay"),
           ("end", "speedtycoon_play.table.end"),
           ("pass", "speedtycoon_play.table.pass"),
           ("lobby_off", "speedtycoon_play.table.lobby_off"),
           ("undo", "speedtycoon_play.table.undo"),
           ("hint", "speedtycoon_play.table.hint"),
           ("menu", "match.board.menu"))
BUTTON_NAMES = [name for name, _key in BUTTONS]
#: The Lobbyist window's row: "Don't ask again" before Pass (neither where the End turn just
#: pressed stood: `flow_places`).
LOBBY_ORDER = [name for name in BUTTON_NAMES if name != "lobby_off"]
LOBBY_ORDER.insert(LOBBY_ORDER.index("pass"), "lobby_off")
#: A button is as wide as its label in the language shown plus this margin, never narrower
#: than BUTTON_MIN: fixed widths cut Russian's «Вернуть кредит» and, with two players, the
#: Loans module and a loan to repay, ran the German row past the table's edge (issue 31).
BUTTON_MARGIN = 24
BUTTON_MIN = 80
BUTTON_H = 38
#: The buttons never usable in the Lobbyist window (the rules offer a purchase or Pass only).
OUT_OF_TURN = frozenset({"take", "demolish", "loan", "repay", "undo"})
#: The buttons at the right end, from the right: their place does not depend on the others.
RIGHT_END = ("menu", "hint")
TIPS = {"hint": "speedtycoon_play.table.hint_tip",
        "lobby_off": "speedtycoon_play.table.lobby_off_tip"}
#: The greyed buttons whose blocker the depot's line names (`greyed_tip`; greyed.py the rest).
EXPLAINED = frozenset({"take", "buy", "demolish"})
HOVER_DELAY = 0.4  # seconds the pointer rests before an info card opens (D47); a finger
# holds a thing for game/ui/hover.py's LONG_PRESS (500 ms) on a touch screen


class TableScene(Selection, TableInput, BoardWalk, TablePicture, TurnBanner, ClockWatch,
                 MatchScene):
    """The table: the match loop's hooks, the buttons and undo here; the person's picks
    (selection.py), input (table_input.py), the arrow keys' walk (walk.py), drawing
    (table_picture.py), the turn banner (turn_banner.py) and the clock (table_clock.py) are
    mixed in, one file per job."""

    #: Whether a person's done turn may wait for End turn (a guided lesson, which walks on by
    #: itself, never does).
    holds_turn_end = True

    def new_match(self, setup: GameSetup) -> Match:
        """Every person's turn is dealt to wait for End turn (the rules' `hold`, part of the
        replayed set-up); whether it does is Settings' "Confirm end of turn" read at that
        moment (`ends_held_turn`): dealt from the setting, a change mid-game acted only from
        the next game (speedpolish)."""
        setup = with_hold(setup, self.holds_turn_end)
        return Match(setup, game_entry("speedtycoon").start(setup))

    def ends_held_turn(self) -> bool:
        """Whether a person's turn that waits for End turn ends by itself now: Settings'
        "Confirm end of turn" is off (read live, so a change acts in the turn it is made)."""
        return (not self.app.settings.confirm_end_turn and self.curtain is None
                and not self.holding and model.phase(self.match.state) == DONE
                and self.match.seat_to_act in self.humans)

    # --- building --------------------------------------------------------------------------

    def enter_board(self) -> None:
        self.camera = tv.EmpireCamera()
        self.marks = tv.Marks()
        self.shown: int | None = None  # a player's city picked in the players' column
        self.dragging = False
        self.now = 0.0
        self.last_card_click: tuple[int, float] = (-1, -10.0)
        self.majorities = False
        self.advice_text = ""
        self.clock: TurnClock | None = None
        self.lobby: LobbyWindow | None = None
        #: The seat whose think time has just run out: the stand-in's first move gets the
        #: line that says so (`log_lines`), else the log went from the person's last move
        #: straight to the next turn (playtest23).
        self.ran_out: int | None = None
        self.timeline = Timeline(self.app.settings.animation_speed)
        self.kept_news = KeptNews()
        self.pauses: list[ScoringPause] = []
        self._picture: tuple[tuple, pygame.Surface] | None = None
        self._drawn: tuple | None = None  # the frame_key of the last frame drawn
        self._clock_rect: pygame.Rect | None = None  # where the clock was drawn (hover card)
        self.turn_before_move: int | None = None
        self._texts: tuple[tuple, tv.TableTexts] | None = None
        self._empire: tuple[tuple, pygame.Surface] | None = None
        self._clock_words: tuple[tuple, str] | None = None
        self.hover = HoverDelay(HOVER_DELAY)
        self.pointer: tuple[int, int] | None = None
        self._card: tuple[object, pygame.Surface] | None = None
        self.sheet_tips = NameTips()
        self.column_tips = NameTips()
        self.adviser = HintAsker(self.brain, self._describe, worker=self.computers.worker)
        self.buttons: dict[str, UIButton] = {}
        self.routes = PressRoutes()   # the bar's presses, by the button's name
        self.ring = FocusRing(self.press_focused)   # Tab / Enter over the bar (table_input)
        self.make_buttons()

    def make_buttons(self) -> None:
        """Every button at its label's width in the language shown. Made anew, never
        resized: pygame-gui 0.6.14's set_dimensions keeps a label clipped to the first size.
        The label's width is the theme font's, known once a button exists."""
        for button in self.buttons.values():
            self.routes.unbind(button)
            button.kill()
        for name, key in BUTTONS:
            button = self._button(name, key, BUTTON_MIN)
            width = max(BUTTON_MIN, button.font.size(translate(key))[0] + BUTTON_MARGIN)
            if width != BUTTON_MIN:
                button.kill()
                button = self._button(name, key, width)
            self.buttons[name] = self.routes.bind(button, lambda name=name: self.press_name(name),
                                                  name)

    def _button(self, name: str, key: str, width: int) -> UIButton:
        """A TipButton: greyed, it still shows its tip on hover (`greyed_tip`)."""
        return TipButton(pygame.Rect(0, tv.BUTTON_TOP, width, BUTTON_H), key,
                        manager=self.app.manager, container=self.container,
                        tool_tip_text=self.tip(name),
                        object_id=ObjectID(f"#st_{name}", "@choice"))

    def board_language_changed(self) -> None:
        self.make_buttons()
        self.kept_news.language_changed()

    def leave_board(self) -> None:
        self.sheet_tips.clear()
        self.column_tips.clear()
        for pause in self.pauses:
            pause.close()
        self.adviser.shutdown()

    # --- whose view ------------------------------------------------------------------------

    @property
    def viewer(self) -> int:
        """Whose depot and trays the table shows: the person acting, else the last person."""
        if self.person is not None:
            return self.person
        if self.shown_human is not None:
            return self.shown_human
        return self.humans[0] if self.humans else 0

    def legal(self) -> list:
        if self.person is None or self.autopilot:
            return []
        return self.match.state.legal_actions()

    # --- the match loop's hooks -------------------------------------------------------------

    def show(self, events: list, seat: int | None, reason: Reason | None) -> None:
        if reason is not None and seat is not None:
            self.tell(lambda: self.say("match.board.computer_move",
                                       player=self.seat_name(seat),
                                       reason=words.reason(self.say, *reason, self.text_names)),
                      self.match.seat(seat).colour)
        self.note_move(events, seat)
        self.marks = tv.Marks()
        self.advice_text = ""
        self.adviser.forget()
        self.timeline.set_speed(self.app.settings.animation_speed)
        self.timeline.play(motion.steps_for(events, self.match.state, self.where()))
        self.announce(events)

    def where(self) -> motion.Where:
        shown = self.shown if self.shown is not None else self.viewer
        return motion.Where(self.viewer, shown, self.camera, self.match.state.num_players)

    def announce(self, events: list) -> None:
        """Scorings hold the table (the pause); Unicorns and fund draws are said."""
        think = think_seconds(self.match.setup.options)
        for e in events:
            if isinstance(e, ScoringDone):
                self.pauses.append(ScoringPause(self, e, think))
            elif isinstance(e, UnicornWon):
                self.tell(lambda e=e: self.say("speedtycoon_play.news.unicorn",
                                               player=self.names[e.seat],
                                               branch=words.branch(self.say, e.branch),
                                               points=e.points), self.match.seat(e.seat).colour)
            elif isinstance(e, FundDrew):
                self.tell(lambda e=e: self.say("speedtycoon_play.news.fund_drew",
                                               count=len(e.tiles)))

    def tell(self, news: Callable[[], str], colour: str | None = None) -> None:
        """News of the game on the news line, kept dimmed in its band until the next
        (kept_news.py); `news` says it in the language shown."""
        self.toast.show(self.kept_news.keep(news, colour), colour)

    def log_opening(self, start) -> list[LogLine]:
        return log_lines.opening(start)

    def log_lines(self, events: list, seat: int | None, reason: Reason | None,
                  state) -> list[LogLine]:
        lines = log_lines.lines_of(events, reason, seat)
        if seat is not None and seat == self.ran_out:
            self.ran_out = None
            lines.insert(0, log_lines.ran_out(seat, events))
        return lines

    def log_words(self, line: LogLine) -> tuple[str, str | None]:
        return (log_lines.say(line, self.say, self.names),
                words.reason(self.say, *line.reason, self.text_names) if line.reason else None)

    def log_rect(self) -> pygame.Rect:
        """Over the market and the empire, beside the players' column and the depot; its top
        at the market places' so their names are covered whole (at MARKET.y + 40 it cut
        'New York $' in half), the headings World market and Kapital stay in sight."""
        top = tv.place_rect(0).y - 4  # the panel's frame sits inside its rect
        return pygame.Rect(tv.EMPIRE.x, top, tv.EMPIRE.w, tv.EMPIRE.bottom - top)

    def since_place(self) -> tuple[int, int]:
        """In the empire's corner that leaves the shown city, the lit cells, the contracts
        and what a guided lesson points at (`guide_keep_clear`) in sight where one does
        (play-test: it covered a city's top rows)."""
        size = self.game_log.card_size or (0, 0)
        shown = self.shown if self.shown is not None else self.viewer
        used = tv.cells_in_use(self.match.state, shown, self.camera, self.marks)
        used += [r for r in self.guide_keep_clear() if r is not None]
        return clear_spot(size, tv.OVER_EMPIRE, used, tv.CORNERS).topleft

    def since_room(self) -> int:
        """The card stays inside the empire panel, in any of its corners."""
        return tv.OVER_EMPIRE.h

    def column_spots(self) -> list[tuple[pygame.Rect, str]]:
        """The players' column's shortened names (the last drawn) and their wholes."""
        shown = self._texts[1].column_names if self._texts else ()
        count = self.match.state.num_players
        return [(tv.player_line_rect(seat, count), whole)
                for seat, (whole, short) in enumerate(zip(self.names, shown, strict=False))
                if short != whole]

    def guide_keep_clear(self) -> tuple[pygame.Rect | None, ...]:
        """What a guided lesson points at (its coach, its target): none at a game's table."""
        return ()

    def cover_person(self, seat: int | None) -> None:
        """No curtain for a Lobbyist window that passes by itself ("Don't ask again")."""
        if seat is not None and seat in self.match.dont_ask \
                and model.phase(self.match.state) == LOBBY:
            return
        super().cover_person(seat)

    def since_hidden(self) -> bool:
        """The card waits while the advice asked for (H) stands in the same corner (play-test:
        it hid the advice's words), while the M sheet is open, which it covered (render_pngs'
        majorities), and while another person's Lobbyist window is on the table (it told
        Jürgen "since your last turn: Jürgen takes ¥9")."""
        return super().since_hidden() or bool(self.advice_text) or self.majorities or \
            self.person not in (None, self.game_log.since_seat)  # another's Lobbyist window

    @property
    def holding(self) -> bool:
        """A scoring is on the table: the computers and the result wait for every person."""
        return bool(self.pauses)

    def curtain_waits(self) -> bool:
        """A scoring's sheet is read by everyone at the table before the next person's
        curtain falls (speedleft's play-test: it fell over the sheet and every Continue)."""
        return bool(self.pauses)

    def refused(self, reason: Reason) -> None:
        self.toast.show(words.reason(self.say, *reason, self.text_names))

    def curtain_emblem(self, seat: int) -> pygame.Surface:
        return seat_emblem(self.match.seat(seat).colour, 120)

    def computer_step(self, dt: float) -> None:
        """The computer to act starts thinking while the last move still plays (its motion
        and the pause after it show what is already decided), so the person waits for the
        longer of the two, not for both (issue 31.1)."""
        seat = self.match.seat_to_act
        if seat is not None and self.match.is_computer(seat) and (self.busy or self.pause > 0) \
                and not self.computers.thinking:
            self.computers.poll(self.match)  # the first poll for a position only submits it
        self.turn_before_move = self.match.state.turn_player()
        super().computer_step(dt)

    def after_computer_move(self) -> None:
        """The pause after a computer's move only where a turn ends: within a turn the motion
        parts the moves, and a Lobbyist's pass shows nothing to wait for (issue 31.1)."""
        if self.match.state.turn_player() == self.turn_before_move:
            self.pause = 0.0

    def update_board(self, dt: float) -> None:
        self.now += dt
        self.hover.track(self.hover_target(self.pointer) if self.pointer else None, dt)
        sheet = self.sheet_rect()
        self.sheet_tips.show(sheet_spots(sheet, self.sheet_words("") if sheet else None),
                             self.app.manager, self.container)
        self.column_tips.show(self.column_spots(), self.app.manager, self.container)
        self.timeline.update(dt)
        self.age_banner(dt)
        self.follow_city()
        self.tick_clock(dt)
        if self.ends_held_turn():
            self.apply(act.EndActions())
        for number, pause in enumerate(self.pauses):
            pause.show_buttons(number == 0 and not self.busy)
        if self.pauses and not self.busy and self.pauses[0].update(dt):
            self.pauses.pop(0).close()
            self.sync()
        if self.adviser.poll():
            self._show_advice()

    # --- the buttons ------------------------------------------------------------------------

    def offered(self, legal: list) -> dict[str, bool]:
        """Which buttons the rules allow now (each only for a legal move)."""
        return {
            "take": picks.take_action(legal, model.display(self.match.state), self.marks.display)
            is not None,
            "buy": picks.buy_action(legal, self.marks) is not None,
            "plan": picks.tile_action(legal, self.marks, act.ToPlanning) is not None,
            "fund": picks.tile_action(legal, self.marks, act.ToFund) is not None,
            "demolish": picks.demolish_action(legal, self.marks) is not None,
            "loan": picks.first_of(legal, act.TakeLoan) is not None,
            "repay": picks.repay_action(legal, self.marks) is not None,
            "end": picks.first_of(legal, act.EndActions) is not None,
            "pass": picks.first_of(legal, act.Pass | act.LobbyPass) is not None,
            "lobby_off": picks.first_of(legal, act.LobbyPass) is not None,
            "undo": self.can_undo,
            "hint": not self.adviser.thinking,
            "menu": True,
        }

    def wanted_buttons(self) -> set[str]:
        """The buttons this table has at all: the fund's only with two players, the loans'
        only with the Loans module; a person's buttons only while a person acts; the hint
        (what H does) only with one person at the table (D44); `sync` leaves it out where the
        move buttons need its room (the Loans module's Repay), H still asks there. A person's
        Lobbyist window adds "Don't ask again" (none once said: the table passes for them)."""
        s = self.match.state
        if self.person is None or self.holding or self.autopilot or \
                (self.person in self.match.dont_ask and model.phase(s) == LOBBY):
            return {"menu"}
        out = self.table_buttons()
        # "Passen" only when nothing else is possible (D16): it takes the place of "Zug beenden".
        out.discard("end" if picks.first_of(self.legal(), act.Pass | act.LobbyPass) else "pass")
        if picks.first_of(self.legal(), act.LobbyPass) is None:
            out.discard("lobby_off")
        else:  # out of turn nothing is taken, torn down, borrowed, repaid or taken back:
            out -= OUT_OF_TURN  # room for "Don't ask again" left of End turn's place
        if not self.undo_allowed:
            out.discard("undo")
        if len(self.humans) != 1:
            out.discard("hint")
        return out

    def table_buttons(self) -> set[str]:
        """Every button with the table's modules and the person's loans: the fund's only with
        two players, the loans' only with the Loans module, Repay only with a loan held."""
        s = self.match.state
        out = {name for name, _key in BUTTONS}
        if s.num_players != 2:
            out.discard("fund")
        if not model.plays(s, M_LOANS):
            out -= {"loan", "repay"}
        if self.person is None or not model.loans(s, self.person):
            out.discard("repay")
        return out

    def turn_end_place(self, widths: dict[str, int]) -> tuple[int, int]:
        """From where to where End turn (or Pass in its place) stands in the person's own
        turn: the Lobbyist window opens right after End turn, and "Don't ask again" stood just
        there, so a late second click switched the Lobbyist off for the game (pt-mix; the
        click guard's 0.3 s was too short)."""
        kept = self.table_buttons()
        names = [name for name, _key in BUTTONS[:BUTTON_NAMES.index("end")] if name in kept]
        left = FLOW_LEFT + sum(widths[n] + BUTTON_GAP for n in names)
        return left, left + max(widths["end"], widths["pass"])

    def flow_places(self, wanted: set[str], widths: dict[str, int]) -> dict[str, int]:
        """The x of each wanted button of the row, left to right (the right end apart). In
        the Lobbyist window no button stands where End turn stood: "Don't ask again" and Pass
        end short of that place or, where the row leaves them no room there, start past its
        right edge, so a late second click on End turn lands on nothing (speedfix6: Pass
        came up under End turn's left part, and a double click 0.3-0.5 s apart passed)."""
        window = "lobby_off" in wanted
        left, right = self.turn_end_place(widths)
        x, places = FLOW_LEFT, {}
        for name in LOBBY_ORDER if window else BUTTON_NAMES:
            if name not in wanted or name in RIGHT_END:
                continue
            if window and x < right and x + widths[name] + BUTTON_GAP > left:
                x = right + BUTTON_GAP
            places[name] = x
            x += widths[name] + BUTTON_GAP
        return places

    def sync(self) -> None:
        legal = self.legal()
        self._autoselect_tile(legal)
        offered = self.offered(legal)
        wanted = self.wanted_buttons()
        right, widths = tv.STATUS.right, {name: b.rect.w for name, b in self.buttons.items()}
        places = self.flow_places(wanted, widths)
        flow_end = max((places[n] + widths[n] + BUTTON_GAP for n in places), default=FLOW_LEFT)
        ends = {}
        for name in RIGHT_END:
            if name in wanted and (name == "menu" or right - widths[name] >= flow_end):
                right -= widths[name]
                ends[name] = right
                right -= BUTTON_GAP
        for name, _key in BUTTONS:
            button = self.buttons[name]
            if name not in wanted or (name in RIGHT_END and name not in ends):
                if button.visible:
                    button.hide()
                continue
            at = (ends[name] if name in ends else places[name], tv.BUTTON_TOP)
            # a widget moved, shown or enabled again rebuilds its images: only on a change
            # (every move syncs; this was a quarter of a computer's move frame)
            if tuple(button.get_relative_rect().topleft) != at:
                button.set_relative_position(at)
            if not button.visible:
                button.show()
            if offered[name] != button.is_enabled:
                if offered[name]:
                    button.enable()
                else:
                    button.disable()
            tip = self.tip(name) if offered[name] else self.greyed_tip(name) or self.tip(name)
            if button.tool_tip_text != tip:
                button.set_tooltip(tip)

    def tip(self, name: str) -> str | None:
        """A button's own tip; the menu's is every board's (`menu_tip`: saved, or a lesson)."""
        if name == "hint":
            return self.hint_tip(TIPS["hint"])
        return self.menu_tip if name == "menu" else TIPS.get(name)

    def greyed_tip(self, name: str) -> str | None:
        """Why a button is greyed: Take, Buy or Demolish as the depot's line says it under the
        picks (the rules' refusal, the money missing, what to pick first); the others by the
        step of the turn, the loans or the picks (greyed.py). Undo, Hint and the menu keep
        their own tip."""
        if name in EXPLAINED:
            if name == "demolish" and self.marks.building is None:
                return None
            return self.hint_line() or None
        if self.person is None:
            return None
        return greyed.reason(self.say, self.match.state, self.person, name, self.marks)

    def hint(self) -> None:
        """H and the Hint button: ask for advice; the button greys while the computer thinks
        (a second ask would only start the thinking again)."""
        self.ask_advice()
        self.sync()

    # --- undo -------------------------------------------------------------------------------

    @property
    def can_undo(self) -> bool:
        s = self.match.state
        return (self.undo_allowed and self.person is not None and model.turn(s) == self.person
                and self.match.undo_steps > 0)

    def take_back(self) -> None:
        if not self.can_undo:
            self.refuse_undo()
            return
        self.match.take_back()
        self.timeline.skip()
        self.computers.cancel()
        self.marks = tv.Marks()
        self.advice_text = ""
        self.adviser.forget()
        self.sync()

    def tell_refusal(self, text: str) -> None:
        """Why U took nothing back (`MatchScene.refuse_undo`) shows in the advice's box, as
        H's "Advice only against computers" does; with no person to act (a computer's turn),
        on the news line, as the rules' refusals."""
        if self.person is None:
            super().tell_refusal(text)
            return
        self.advice_text = text
        self.sync()


__all__ = ["TableScene"]
