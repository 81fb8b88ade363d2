"""The one object the board scene creates to host every info panel.

It keeps the money series and the turn's undo steps (fed with each action's events), opens
one panel at a time over the board by key or button (P players, D payouts, M majorities,
H hint, as on every board; U or Ctrl+Z undo; L and its button open the game log every board
has, game/scenes/match_log.py) and draws the hover cards. Panels are pygame-gui widgets
above the board's hotspots, so a click on a panel never reaches the board.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton, UIImage

from game.ai.worker import ThinkingWorker
from game.core.match import Match
from game.games import game_entry
from game.scenes.hint import HintAsker
from game.tycoon.bot import DECIDER
from game.tycoon.info.advice import HintPlan, Pointer, describe_plan
from game.tycoon.info.series import MoneySeries
from game.tycoon.panels import hover, rects
from game.tycoon.panels.hint_text import hint_html
from game.tycoon.panels.panel_names import BUTTONS, KEYS, PANELS, TITLES
from game.tycoon.panels.pointer import pointer_rect, ring_keep_clear
from game.tycoon.panels.table_pictures import table_picture
from game.tycoon.panels.words import Words
from game.tycoon.rules import Event, State
from game.tycoon.view import layout
from game.tycoon.view.state_adapter import Seat, from_state
from game.ui.fonts import preload_text_fonts
from game.ui.hover import HoverDelay, place_card
from game.ui.side_panel import PanelFrame, mark_open, panel_buttons, route_key
from game.ui.spotlight import draw_spotlight
from game.ui.text_box import TextBox

UndoCallback = Callable[[], None]


class InfoPanels:
    def __init__(self, app, container, seats: Sequence[Seat], match: Match, *,
                 on_undo: UndoCallback | None = None,
                 on_undo_refused: UndoCallback | None = None,
                 series: MoneySeries | None = None, decider: str = DECIDER,
                 worker: ThinkingWorker | None = None,
                 profile: str | None = None, on_log: UndoCallback | None = None) -> None:
        """`match`: the game (its undo steps; the panels read its state as they are fed);
        `on_undo`: called after the panels' undo took a move back; `on_undo_refused`: when U
        or Undo took nothing back (the board says why); `worker`: the board's
        computers' worker, lent to the hint (it answers `decider`);
        the game's hints are counted on `match`, for the seat they were asked for (so the
        saves and the record have them; a loaded game keeps its count); `profile`: the
        name of the profile whose record counts its seat's (`GameSetup.profile_seat`; None:
        no record, and no such claim);
        `on_log`: opens the board's game log (its button here, beside the panels')."""
        self.app = app
        self.container = container
        self.seats = tuple(seats)
        self.match = match
        state = self.state = match.state
        self.on_undo = on_undo
        self.on_undo_refused = on_undo_refused
        self.on_log = on_log
        self.series = series or MoneySeries.starting(state)
        self.hint = HintAsker(replace(game_entry("tycoon").brain(), decider=decider),
                              describe_plan, worker=worker)
        self.profile = profile
        self.hint_plan: HintPlan | None = None  # the last hint's plan, while it is followed
        self.hint_step = 0
        self.open_name: str | None = None
        self.blocked = False
        self.allowed: frozenset[str] = frozenset()  # panels a key still opens while blocked
        self.viewer = self._choose_viewer(None)
        self.model = from_state(state, self.seats)
        self.pointer_pos: tuple[int, int] | None = None
        self.hovered = HoverDelay()
        self.hovered.wait_for_move()   # the board comes up under a pointer resting on Start
        self._card: tuple[hover.Target, pygame.Surface] | None = None
        self._card_drawn: hover.Target | None = None  # the target of the card last drawn
        #: The card the keys opened (the focused ticket's or city's) and where its widget
        #: stands: shown as the pointer's would be, beside that widget (`show_keyed`).
        self.keyed: tuple[hover.Target, pygame.Rect] | None = None
        self.keyed_keep: list = []  # what else the keyed card leaves in sight, weightiest first
        self._keyed_spot: tuple[tuple, pygame.Rect] | None = None  # (what it stands for, where)
        self.clock = 0.0
        self._frame: PanelFrame | None = None
        self._image: UIImage | None = None
        self._text: TextBox | None = None
        #: The height (px) the hint box needs for its text, and the text it was measured for.
        self._hint_height = 0
        self._fitted: str | None = None
        self._close: UIButton | None = None
        self.rows: list = []
        self._make_words()
        preload_text_fonts(app.manager)
        self.buttons: dict[str, UIButton] = {}
        self._make_buttons()

    # --- the board scene feeds ---------------------------------------------------------------

    def feed(self, events: Sequence[Event], state: State, reason: tuple[str, dict] | None,
             log_length: int) -> None:
        """After every applied action: its events, the state after it, a computer's reason
        (None for a person's move) and the length of the action log with this action in it
        (undo goes back to it). Open panels update at once."""
        self.state = state
        self.series.feed(events, state)
        self.viewer = self._choose_viewer(self.viewer)
        self.model = from_state(state, self.seats)
        self._follow_plan()
        self._card = None
        self._refresh()

    def _follow_plan(self) -> None:
        """The game moved: on the hinted plan its next step is shown (no new hint); off it
        the plan is dropped and an open hint panel closes (its advice is for another
        position)."""
        step = self.hint_plan.step_at(self.state) if self.hint_plan is not None else None
        if step is not None:
            self.hint_step = step
            return
        self.hint_plan = None
        self.hint.forget()
        if self.open_name == "hint":
            self.close_panel()

    def replay(self, start: State, actions: Sequence) -> None:
        """A loaded game: rebuild the money chart from its first state and its action log."""
        state = start.clone()
        self.series = MoneySeries.starting(state)
        for action in actions:
            self.series.feed(state.apply(action), state)
        self._refresh()

    def _choose_viewer(self, last: int | None) -> int | None:
        """Whose "for you" the cards speak: the person to act, else the only person at the
        table, else the person who acted last."""
        humans = [i for i, s in enumerate(self.seats) if not s.is_computer]
        seat = self.state.current_player
        if seat is not None and seat in humans:
            return seat
        if len(humans) == 1:
            return humans[0]
        return last

    # --- opening and closing -----------------------------------------------------------------

    def toggle(self, name: str) -> None:
        if name == "undo":
            self.undo()
        elif name == "history":
            if self.on_log is not None and not self.blocked:
                self.on_log()
        elif self.open_name == name:
            self.close_panel()
        else:
            self.open(name)

    def open(self, name: str) -> None:
        if name not in PANELS:
            raise ValueError(f"unknown panel {name!r}: one of {', '.join(PANELS)}")
        if self.blocked and name not in self.allowed:
            return
        self.close_panel()
        self.open_name = name
        if name == "hint":
            self._ask_hint()
        self._build_frame()
        self._sync_buttons()

    def close_panel(self) -> None:
        if self._frame is not None:
            self._frame.kill()
        self._frame = self._image = self._text = self._close = None
        if self.open_name == "hint":
            self.hint.cancel()
        self.open_name = None
        self._sync_buttons()

    def set_blocked(self, blocked: bool, allow: frozenset[str] = frozenset()) -> None:
        """While the payday overlay or the curtain is up: no cards, no buttons, and no panels
        but those in `allow`, opened by their key (the payday lets P show everyone's cash and
        loans while a person decides)."""
        self.allowed = allow if blocked else frozenset()
        if blocked == self.blocked:
            self._sync_buttons()  # a setting changed meanwhile (Allow undo) shows at once
            return
        self.blocked = blocked
        if blocked:
            self.close_panel()
        else:   # the board comes back under a pointer resting where the card's button was
            self.hovered.wait_for_move()
        for button in self.buttons.values():
            button.hide() if blocked else button.show()
        self._sync_buttons()

    def close(self) -> None:
        """The board scene leaves: stop the hint worker (widgets go with the container)."""
        self.hint.shutdown()

    # --- undo --------------------------------------------------------------------------------

    @property
    def undo_setting(self) -> bool:
        """Settings' "Allow undo", read as it is now: switched in the pause menu's Settings it
        counts at once, as on the other boards (it was read once when the board opened, so
        Undo stayed and took moves back after "Off", play-test playtest21b)."""
        return self.app.settings.undo_vs_computers

    @property
    def undo_offered(self) -> bool:
        """Whether this game takes a person's moves back at all: with the setting on and one
        person at the screen (with several, each move is seen by everyone and stands)."""
        return self.undo_setting and sum(1 for s in self.seats if not s.is_computer) == 1

    @property
    def can_undo(self) -> bool:
        seat = self.state.current_player
        return (self.undo_offered and seat is not None
                and not self.seats[seat].is_computer and self.match.undo_steps > 0)

    def undo(self) -> bool:
        """Take back the person's last move of this turn (the match rolls back); then the
        scene redraws through ``on_undo()``. Nothing to take back: ``on_undo_refused()`` (U
        at a hot seat did nothing and said nothing)."""
        if not self.can_undo or self.on_undo is None:
            if self.on_undo_refused is not None:
                self.on_undo_refused()
            return False
        self.match.take_back()
        self.state = self.match.state
        self.model = from_state(self.state, self.seats)
        self._follow_plan()
        self._card = None
        self.on_undo()
        self._refresh()
        return True

    # --- input -------------------------------------------------------------------------------

    def watch_pointer(self, event: pygame.event.Event) -> None:
        """Every mouse event, before the city buttons take a press: a finger's long press on a
        city opens its card (touch screens)."""
        self.hovered.feed(event)
        self.pointer_pos = event.pos

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            return self._pressed(event.ui_element)
        routed = route_key(event, KEYS, self.open_name)
        if routed is None:
            return False
        if self.blocked and not (routed[0] == "close" and self.open_name is not None
                                 or routed[1] in self.allowed):
            return False
        command, value = routed
        if command == "toggle":
            self.toggle(value)
        else:
            self.close_panel()
        return True

    def _pressed(self, element) -> bool:
        for name, button in self.buttons.items():
            if element is button:
                self.toggle(name)
                return True
        if element is self._close and element is not None:
            self.close_panel()
            return True
        return False

    # --- frame -------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.clock += dt
        if self.hint.poll():
            if self.hint.answer is not None:
                self.hint_plan, self.hint_step = self.hint.answer[0], 0
                self.match.count_hint(self.hint.asked_for)
            self._refresh()
        self._fit_hint()  # whatever set the box's text
        target = None
        if self.pointer_pos is not None and not self.blocked and not self._covered(
                self.pointer_pos):
            target = hover.target_at(self.pointer_pos, self.model, self.viewer, self.words)
        self.hovered.track(target, dt)

    def show_keyed(self, target: hover.Target | None, rect: pygame.Rect | None = None,
                   keep: Sequence = ()) -> None:
        """The card of `target`, whose widget the keys focused at `rect` (None: the keyed card
        closes), leaving `keep` in sight after the widget (its panel's heading: a market
        ticket's card covered "Ticket market"). The pointer's card, once it rests on
        something, goes first."""
        self.keyed = None if target is None or rect is None else (target, rect.copy())
        self.keyed_keep = list(keep) if self.keyed is not None else []

    def _shown_target(self) -> hover.Target | None:
        ready = self.hovered.ready
        if ready is not None or self.keyed is None or self.blocked:
            return ready
        return self.keyed[0]

    def animating(self) -> bool:
        """Whether the panels' marks on the board change without an event: the hint's ring
        pulses, or a hover card is due after the pointer's rest (or the keys' card)."""
        shown = self._shown_target()
        return self._hint_rect() is not None or (shown is not None and shown != self._card_drawn)

    def _covered(self, pos: tuple[int, int]) -> bool:
        return self._frame is not None and self._frame.covers(pos)

    def hover_card(self) -> pygame.Surface | None:
        """The card for what the pointer rests on (after a short delay), else for the widget the
        keys focused, or None."""
        target = self._shown_target()
        if target is None:
            return None
        if self._card is None or self._card[0] != target:
            card = hover.card_for(target, self.state, self.viewer)
            self._card = (target, hover.render_card(card, self.words))
        return self._card[1]

    def _keyed_place(self, size: tuple[int, int]) -> pygame.Rect:
        """Where the keys' card goes: beside its widget, clear of it, of what it keeps in
        sight (its city), of the bars, and of every heading (`rects.headings`). Kept while
        the card stands: among the headings' many edges the search is some milliseconds."""
        widget = self.keyed[1]
        key = (size, widget.copy(), list(self.keyed_keep))
        if self._keyed_spot is None or self._keyed_spot[0] != key:
            keep = [widget, *self.keyed_keep, rects.CARD_KEEP_CLEAR,
                    *rects.headings(len(self.seats))]
            place = place_card(size, widget.center, keep, rects.CARD_BOUNDS, self.card_frames())
            self._keyed_spot = (key, place)
        return self._keyed_spot[1].copy()

    def draw(self, surface: pygame.Surface) -> None:
        """Call after the board is drawn: the hint's highlight."""
        rect = self._hint_rect()
        if rect is not None:  # the same ring as the guided turn's: one "click here" mark
            draw_spotlight(surface, rect, self.clock,
                           keep_clear=ring_keep_clear(self.hint_pointer()))

    def draw_card(self, surface: pygame.Surface) -> pygame.Rect | None:
        """Call after the widgets are drawn: the hover card lies above the board's glows,
        the news line and an open panel; returns where it went."""
        card = self.hover_card()
        self._card_drawn = self._shown_target()
        if card is None:
            return None
        if self.hovered.ready is not None and self.pointer_pos is not None:
            place = place_card(card.get_size(), self.pointer_pos, rects.CARD_KEEP_CLEAR,
                               rects.CARD_BOUNDS, self.card_frames())
        elif self.keyed is not None:  # beside the focused widget, never over it
            place = self._keyed_place(card.get_size())
        else:
            return None
        surface.blit(card, place)
        return place

    def card_frames(self) -> tuple[pygame.Rect, ...]:
        """The screen's framed panels a hover card lies wholly inside or outside of (the
        board, the hand, the market and the seated players' panels): a card beside a city at
        the board's top or foot stood 4-8 px past the board's frame (lessons21)."""
        return (*rects.CARD_FRAMES,
                *(layout.player_panel(row) for row in range(len(self.model.players))))

    def on_language_changed(self, seats: Sequence[Seat]) -> None:
        """`seats` are named in the new language: every panel and card is said again."""
        self.seats = tuple(seats)
        self.model = from_state(self.state, self.seats)
        self._make_words()
        self._card = None
        if self.open_name is not None:
            name = self.open_name
            self._frame.kill()
            self._frame = None
            self.open_name = name
            self._build_frame()

    # --- building and refreshing widgets -----------------------------------------------------

    def _make_words(self) -> None:
        self.words = Words(self.app.settings.language, [s.name for s in self.seats])

    def _make_buttons(self) -> None:
        self.buttons = panel_buttons(self.app.manager, self.container, rects.BUTTONS, BUTTONS,
                                     {"undo": rects.UNDO_WIDTH})
        self._sync_buttons()

    def _sync_buttons(self) -> None:
        mark_open(self.buttons, self.open_name)
        undo = self.buttons["undo"]
        if self.can_undo and not self.blocked:
            undo.enable()
        else:
            undo.disable()
        people = sum(1 for s in self.seats if not s.is_computer)
        undo.set_tooltip("tycoon_info.buttons.undo_hot_seat_tip" if people > 1
                         else "tycoon_info.buttons.undo_tip")
        if not self.undo_setting and undo.visible:
            undo.hide()
        elif self.undo_setting and not self.blocked and not undo.visible:
            undo.show()

    def _frame_rect(self) -> pygame.Rect:
        if self.open_name != "hint":
            return rects.PANEL
        pointer = self.hint_pointer()
        return rects.hint_rect(self._hint_height, pointer is not None and pointer.kind == "market",
                               self._hint_rect())

    def _fit_hint(self) -> None:
        """Give the hint box the height its text needs, once a text: as tall as its rows laid
        out at the box's own width (a short plan left the lower half of a 300 px box empty,
        play-test). Measured on a copy that grows with its text, never beside a scroll bar: a
        box too short for its text lays it out narrower, beside one, and those rows (a line
        break pushed onto a row of its own in de and ru) are not the rows the fitted box
        shows, so a text near the least height kept a box too short for it."""
        text = self._text
        if text is None or self._frame is None or text.html_text == self._fitted:
            return
        self._fitted = text.html_text
        room = text.relative_rect
        copy = TextBox(text.html_text, pygame.Rect(room.x, room.y, room.width, -1),
                       manager=self.app.manager, container=self._frame.panel,
                       object_id=ObjectID("#info_text", None), visible=0)
        # the frame round the text: its title, borders and paddings
        self._hint_height = copy.rect.height + self._frame.rect.height - room.height
        copy.kill()
        rect = self._frame_rect()
        if rect != self._frame.rect:
            self._frame.place(rect)
            text.set_dimensions(self._frame.content.size)
            text.rebuild()

    def _build_frame(self) -> None:
        manager = self.app.manager
        self._frame = PanelFrame(manager, self.container, self._frame_rect(),
                                 TITLES[self.open_name], "tycoon_info.panel.close",
                                 "tycoon_info.panel.close_tip")
        self._close = self._frame.close
        self._fitted = None  # a new box: its text is measured anew
        frame, content = self._frame.panel, self._frame.content
        if self.open_name == "hint":
            self._text = TextBox("", content, manager=manager, container=frame,
                                 object_id=ObjectID("#info_text", None))
        else:
            self._image = UIImage(content, pygame.Surface(content.size), manager=manager,
                                  container=frame)
        self._refresh()

    def _refresh(self) -> None:
        self._sync_buttons()
        name = self.open_name
        if name is None or self._frame is None:
            return
        if name == "hint" and self._frame.rect != self._frame_rect():
            self._frame.kill()
            self._frame = None
            self._build_frame()
            return
        if self._text is not None and self._text.html_text != self.hint_html():
            self._text.set_text(self.hint_html())
            self._fit_hint()
        if self._image is not None:
            self._image.set_image(self.picture(name, self._image.relative_rect.size))

    # --- contents (also used by tests and the PNG tool) --------------------------------------

    def picture(self, name: str, size: tuple[int, int]) -> pygame.Surface:
        """The drawn content of the P, D or M panel for the current state; the rows it shows
        are kept in ``self.rows`` (what the player reads, for tests)."""
        colours = [s.colour for s in self.seats]
        surface, self.rows = table_picture(name, self.state, self.series, self.words, colours,
                                           size)
        return surface

    def hint_html(self) -> str:
        """The hint panel's text: the plan with its steps done, to do now and to come."""
        seat = self.state.current_player
        if seat is None or self.seats[seat].is_computer:
            status = "tycoon_info.hint.not_your_turn"
        elif self.hint_plan is not None:
            status = None
        elif self.hint.failed:
            status = "tycoon_info.hint.failed"
        else:
            status = "tycoon_info.hint.thinking"
        reason = self.hint.answer[1] if self.hint.answer is not None else None
        # The count of the person the cards speak to (the one to act, else the last one): a
        # hot-seat friend sees their own, and only the profile's seat is said to be recorded.
        mine = self.viewer == self.match.setup.profile_seat
        return hint_html(self.words, status, self.hint_plan, self.hint_step, reason,
                         self.match.hints_of(self.viewer), self.profile if mine else None)

    def hint_pointer(self) -> Pointer | None:
        """What the step to take now points at."""
        if self.hint_plan is None or self.hint_step >= len(self.hint_plan.steps):
            return None
        return self.hint_plan.steps[self.hint_step].pointer

    def _ask_hint(self) -> None:
        """A new question (a counted hint) unless the position is on the last hint's plan."""
        seat = self.state.current_player
        if seat is None or self.seats[seat].is_computer:
            return
        step = self.hint_plan.step_at(self.state) if self.hint_plan is not None else None
        if step is not None:
            self.hint_step = step
        else:
            self.hint_plan = None
            self.hint.ask(self.state, seat)

    def _hint_rect(self) -> pygame.Rect | None:
        if self.open_name != "hint":
            return None
        return pointer_rect(self.hint_pointer(), self.model)

