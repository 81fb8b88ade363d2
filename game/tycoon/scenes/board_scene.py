"""The Tycoon board: whose turn it is, what a press does, and the game moving on.

The scene runs on the house's match loop (game/scenes/match_loop.py: apply, autosave, computer
seats, curtain, result) and decides nothing about the rules: presses become actions through
`HumanTurn`, computer seats answer through the worker, and every action's events go to the
board view to animate. The next move is only taken once the view has shown the last one, so
the computer plays at the animation pace and a person always sees what happened. What is
Tycoon's own here: the board view, the info panels, the turn's widgets and the payday card.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import ObjectID, UIElement
from pygame_gui.elements import UIButton

from game.core.setup import GameSetup
from game.scenes.match_loop import MatchScene, Reason
from game.scenes.player_files import profile_name
from game.tycoon import rules
from game.tycoon.panels import hover
from game.tycoon.panels.info_panels import InfoPanels
from game.tycoon.rules import GameEnded, Payday, SessionStarted, TurnStarted
from game.tycoon.scenes.board_dialogs import confirm_end_turn, confirm_home, confirm_loan
from game.tycoon.scenes.board_log import BoardLog
from game.tycoon.scenes.calm_line import calm_key
from game.tycoon.scenes.city_walk import WALK_KEYS, CityWalk, part_rect
from game.tycoon.scenes.human_turn import HumanTurn, Outcome
from game.tycoon.scenes.keyed_cards import keyed_card
from game.tycoon.scenes.match import Match
from game.tycoon.scenes.names import seat_names
from game.tycoon.scenes.news_line import draw_news, fits_one_line
from game.tycoon.scenes.payday_overlay import PaydayOverlay
from game.tycoon.scenes.read_spots import ReadSpots
from game.tycoon.scenes.since_last_turn import SinceLastTurn
from game.tycoon.scenes.turn_panel import MENU_WIDTH, Meaning, TurnPanel
from game.tycoon.scenes.way_question import WayQuestion
from game.tycoon.view import layout
from game.tycoon.view.board_view import BoardView
from game.tycoon.view.sprites import plane_image, ticket_card
from game.tycoon.view.state_adapter import Seat as ViewSeat
from game.tycoon.view.state_adapter import chain_ends, from_state, position
from game.ui.click_guard import Shown
from game.ui.focus import PRESS_KEYS, FocusRing
from game.ui.press_routes import PressRoutes
from game.ui.toast import Toast

if TYPE_CHECKING:
    from game.app import App

_O, _C = layout.OVERLAY, layout.CANVAS
#: The board around the payday card: only these strips are drawn while the card is up.
MARGINS = (pygame.Rect(0, 0, _C.width, _O.top), pygame.Rect(0, _O.bottom, _C.width, _C.height),
           pygame.Rect(0, _O.top, _O.left, _O.height),
           pygame.Rect(_O.right, _O.top, _C.width - _O.right, _O.height))
#: With no person at the table nobody can press the payday card's Continue: it moves on by
#: itself after this long (scaled by the animation speed) for whoever is watching.
PAYDAY_READING = 4.0
#: The info panels open above the payday card: P, everyone's cash and loans while deciding;
#: H, what a computer in the deciding seat would do with its cards and why (playtest23: H
#: showed nothing at the repay-or-extend choice, where a new player wants advice most).
PAYDAY_PANELS = frozenset({"players", "hint"})
CURTAIN_PLANE = 120  # the seat's plane on the curtain, in pixels
END_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)  # with nothing focused: End turn
DIGITS = {getattr(pygame, f"K_{n}"): n - 1 for n in range(1, 10)}
#: What a press whose button went with its turn says (never a traceback, never silence).
NOT_NOW: Reason = ("tycoon_board.why.not_legal", {})
DIGITS.update({getattr(pygame, f"K_KP{n}"): n - 1 for n in range(1, 10)})


class BoardScene(BoardLog, MatchScene):
    match_class = Match
    your_turn_key = "tycoon_play.board.your_turn"

    def __init__(self, app: App, setup: GameSetup, *, curtain: bool = True,
                 match: Match | None = None) -> None:
        super().__init__(app, setup, curtain=curtain, match=match)
        self.payday: PaydayOverlay | None = None
        self.payday_read = 0.0  # seconds a finished payday card has been shown to nobody
        self.since = SinceLastTurn(self.humans)
        self.queued: list = []  # a lot click's way, step by step as the motion allows
        #: The news line's computer move (its text and seat): a click on it opens that seat's
        #: moves, each with its reason, in the history.
        self.announced: tuple[str, int] | None = None
        self.news_rect: pygame.Rect | None = None
        self.calm = Toast()  # the line once the news has faded (never fades itself)
        self.warmed: set[tuple[int, str]] = set()  # market tickets drawn ahead, by language
        #: The presses, by what each button stands for (game/ui/press_routes.py): the menu,
        #: and the turn panel's widgets keyed by their meaning and the seat they were made for.
        self.routes = PressRoutes()

    def new_match(self, setup: GameSetup) -> Match:
        return Match.new(setup)

    # --- lifecycle --------------------------------------------------------------------------

    def enter_board(self) -> None:
        settings = self.app.settings
        self.view = BoardView(settings.language, settings.animation_speed,
                              on_sound=self.app.audio.play)
        self.view_seats = self._view_seats()
        self.model = from_state(self.match.state, self.view_seats)
        self.view.render(self.model)  # builds the static layer now, not in the first frame
        self.panel: TurnPanel | None = None
        #: When the panel's board was first seen still (None until then): see `_first_sight`.
        self.panel_seen: Shown | None = None
        self.lifting = False  # a press or key is lifting the curtain now (`takes_first`)
        bar = layout.ACTION_BAR
        self.menu = self.routes.bind(UIButton(
            pygame.Rect(bar.right - MENU_WIDTH, bar.y + 4, MENU_WIDTH, bar.height - 8),
            "match.board.menu", manager=self.app.manager, container=self.container,
            object_id=ObjectID("#turn_menu", "@choice"), tool_tip_text=self.menu_tip),
            self.open_menu, key="menu")
        self.turn = HumanTurn(self.match, None, self.model, self.view.texts)
        self.ring = FocusRing(self._press, on_tip=self._keyed_card)
        self._was_selecting = False  # a ticket was chosen at the last sync (the ring's order)
        self.walk = CityWalk()  # the arrows' walk round the focused city (city_walk.py)
        self.info = InfoPanels(self.app, self.container, self.view_seats, self.match,
                               on_undo=self._undone, on_undo_refused=self.refuse_undo,
                               worker=self.computers.worker,
                               profile=profile_name(self.app),
                               on_log=lambda: self.game_log.toggle())
        #: Tab stops over the players' panels and loan chips, read by their cards.
        self.read_spots = ReadSpots(self.app.manager, self.container)
        if self.match.actions:  # a loaded game: the money chart and the since card's glances
            setup = self.match.setup
            self.info.replay(rules.new_game(setup.num_players, setup.seed, dict(setup.options)),
                             self.match.actions)
            self.since.replay(rules.new_game(setup.num_players, setup.seed,
                                             dict(setup.options)), self.match.actions,
                              self.view_seats)
            self._reopen_payday()

    def _reopen_payday(self) -> None:
        """A game saved while seats settle their loans opens on that payday's card: without
        it the board waited for a loan card nobody could see (play-test 13, Continue showed
        every button grey). The card is rebuilt from the log's events since its Payday."""
        setup = self.match.setup
        state = rules.new_game(setup.num_players, setup.seed, dict(setup.options))
        since: list = []
        for action in self.match.actions:
            events = state.apply(action)
            if any(isinstance(ev, Payday) for ev in events):
                since = []
            since.extend(events)
        if any(isinstance(ev, Payday) for ev in since) and not any(
                isinstance(ev, SessionStarted | GameEnded) for ev in since):
            self._payday_events(since, None)

    def leave_board(self) -> None:
        self.info.close()

    # --- the match loop's hooks -------------------------------------------------------------

    def show(self, events: list, seat: int | None, reason: Reason | None) -> None:
        if reason is None:  # a person's move: the line that led to it ("click a lit city") is done
            self.toast.clear()
        before = self.model
        self.model = from_state(self.match.state, self.view_seats)
        self.turn.model = self.model
        self.view.animate(events, before, self.model)
        self.info.feed(events, self.match.state, reason, len(self.match.actions))
        self.since.moved(before.current, events, self.match.state, self.model)
        # a loan choice made under the payday card: its reason stands on the card under the
        # choice; the news line is not drawn over the card, so it would go unread, or come up
        # stale once the card closed (play-test)
        if reason is not None and before.current is not None and self.payday is None:
            key, params = reason
            said = self.view.texts.reason(key, params, self.turn.names())
            line = self._computer_news(self.seat_name(before.current), said)
            self.toast.show(line, self._colour_of(before.current))
            self.announced = (line, before.current)
        self._payday_events(events, reason)

    def _computer_news(self, player: str, reason: str) -> str:
        """A computer's move with the hint that a click shows its moves, unless the hint would
        wrap the line (ru at 1280x800: "(щелчок — все ходы)" stood alone on a second line); a
        click on the line opens them all the same. Bare, the sentence ends with the reason: an
        amount's point there is its full stop ("… bringt 2 Mio.", not "Mio..", playtest21b)."""
        line = self.say("tycoon_play.board.computer_move", player=player, reason=reason)
        if fits_one_line(line, self._hand_cards()):
            return line
        return self.say("tycoon_play.board.computer_move_bare", player=player,
                        reason=reason.removesuffix("."))

    def _hand_cards(self) -> int:
        seat = self.view.decor.hand_seat
        return 0 if seat is None else len(self.model.player(seat).hand)

    def calm_line(self) -> Toast | None:
        """What the news line says once its news has faded: whose turn it is and, for a
        person, what the turn allows now (calm_line.py); an empty strip after "your turn"
        faded read as if the game had stopped (play-test). None when no one is to move."""
        seat = self.model.current
        if seat is None:
            return None
        key = ("tycoon_play.board.calm_computer" if self.match.is_computer(seat)
               else calm_key(self.match.state))
        text = self.say(key, player=self.seat_name(seat))
        if self.calm.text != text:
            self.calm.show(text, self._colour_of(seat))
        return self.calm

    def refused(self, reason: Reason) -> None:
        self.tell(self.turn.explain(reason))

    def tell_refusal(self, text: str) -> None:
        self.tell(text)

    def tell(self, text: str) -> None:
        """Say `text` where the person reads it: on the payday card's own line while the card
        is up (the news line is not drawn over it), else on the news line."""
        (self.toast if self.payday is None else self.payday.news).show(text)

    def autosave_point(self, events: list, turn_before: int | None) -> bool:
        """After every turn and payday."""
        return any(isinstance(ev, TurnStarted | GameEnded) for ev in events)

    def next_turn(self, events: list, turn_before: int | None) -> int | None:
        """A turn begins on the board once the payday card (if one is up) has been read."""
        started = next((ev for ev in reversed(events) if isinstance(ev, TurnStarted)), None)
        return started.seat if started is not None and self.payday is None else None

    def begin_turn_of(self, seat: int | None) -> None:
        self.turn.selected = None
        self.since.turn_starts(seat, self.match.state, self.model, self.turn.names(),
                               self.view.texts)
        super().begin_turn_of(seat)

    def curtain_emblem(self, seat: int) -> pygame.Surface:
        return plane_image(self.match.seat(seat).colour, CURTAIN_PLANE)

    def result_details(self) -> dict:
        return {"board_picture": self.view.render(self.model)}

    @property
    def busy(self) -> bool:
        return self.view.busy

    @property
    def holding(self) -> bool:
        return self.payday is not None

    def animating(self) -> bool:
        """Drawn only while something changes without an event (issue 30.10): a move was
        applied or the news line changes, the board's motion or glow, the payday card, the
        hint's ring or a hover card coming up. A board left alone costs nothing."""
        return (self.loop_changing() or self.view.moving() or self.payday is not None
                or self.info.animating())

    def may_move(self) -> bool:
        """During a payday only its loan decisions are taken (a person's by the card)."""
        if self.payday is None:
            return True
        return self.payday.stage == "loans" and self.payday.decision is not None

    def say(self, key: str, **params: object) -> str:
        return self.turn.say(key, **params)

    def after_computer_move(self) -> None:
        self._show_loan_decision()

    def _payday_events(self, events: list, reason: Reason | None) -> None:
        payday = next((ev for ev in events if isinstance(ev, Payday)), None)
        if payday is not None:
            names = self.turn.names()
            colours = tuple(s.colour for s in self.match.setup.seats)
            self.payday = PaydayOverlay(self, payday, names, colours, self.model.turn_order())
        if self.payday is not None:
            self.payday.add_events(events, reason)
            if any(isinstance(ev, SessionStarted | GameEnded) for ev in events):
                self.payday.finish_loans(rules.net_worth(self.match.state),
                                         [p.cash for p in self.model.players])

    # --- who may act now --------------------------------------------------------------------

    def human_turn(self) -> bool:
        """A person may press turn widgets: their seat acts in play, nothing is in the way."""
        seat = self.match.seat_to_act
        return (seat is not None and not self.match.is_computer(seat) and self.payday is None
                and self.curtain is None)

    def _hand_seat(self) -> int | None:
        seat = self.match.seat_to_act
        if seat is not None and not self.match.is_computer(seat) and self.curtain is None:
            return seat
        if len(self.humans) == 1:
            return self.humans[0]
        return self.shown_human if self.curtain is None else None

    def plane_city(self) -> pygame.Rect | None:
        """The city the person's plane stands in while they play (None at home, or in no
        person's turn): what the bar's buttons act on (Fly home leaves it, Hotel and Factory
        build there), so their tooltips keep off it."""
        if not self.human_turn():
            return None
        city = position(self.match.state, self.match.seat_to_act)
        return layout.city_rect(city) if city >= 0 else None

    def _undone(self) -> None:
        """The info panels took back the person's last move: the board shows the match as it
        is now."""
        self.view.skip()
        self.model = from_state(self.match.state, self.view_seats)
        self.turn.model = self.model
        self.turn.selected = None
        self.sync()

    def _keep_panel(self, wanted: bool) -> None:
        """The turn's widgets exist exactly while a person may use them, made for that person:
        at a hot seat without the curtain the next person gets a panel of their own, so a
        press made on the last one's never acts for them (its route is gone)."""
        seat = self.match.seat_to_act
        if self.panel is not None and (not wanted or self.panel.seat != seat):
            self.ring.clear()
            self.panel.kill()
            self.panel = None
        if wanted and self.panel is None:
            self.ring.clear()   # the turn's first Tab: its hand and the market, not past Menu
            self.panel = TurnPanel(self, self.routes, self._press_turn, seat)
            self.panel_seen = None
            self._first_sight()
            for action_id, button in self.panel.buttons.items():
                button.on_refused = lambda action_id=action_id: self._refused(action_id)
        self.turn.panel = self.panel

    def sync(self) -> None:
        """Show, enable and order the widgets for what can happen now."""
        mine = self.human_turn()
        self._keep_panel(mine)
        if self.curtain is None and self.payday is None:
            self.menu.show()
        else:
            self.menu.hide()
        if mine:
            self.panel.layout_hand(len(self.turn.hand()))
            self.turn.refresh()
        order: list[UIElement] = []
        if self.payday is not None:
            order = self.payday.widgets()
        elif mine:
            selecting = self.turn.selected is not None
            order = self.panel.tab_order(len(self.turn.hand()), selecting, self.menu,
                                         self.turn.reachable() if selecting else frozenset())
            if selecting and not self._was_selecting:
                self.ring.clear()   # a ticket chosen: the next Tab goes to the first lit city
            self._was_selecting = selecting
        elif self.curtain is None:
            order = [self.menu]
        readable = self.payday is None and self.curtain is None
        self.read_spots.lay(self.model, self.info.words, readable)
        if readable:  # the players' panels and loans, last: the turn's things come first
            order += self.read_spots.order()
        self.ring.set_items(order)
        self.info.set_blocked(self.payday is not None or self.curtain is not None,
                              PAYDAY_PANELS if self.curtain is None else frozenset())
        self.view.set_decor(
            hand_seat=self._hand_seat(),
            selected_hand=self.turn.selected if mine else None,
            reachable=self.turn.reachable() if mine else frozenset(),
            dimmed_market=self.turn.unaffordable_slots() if mine else frozenset())

    # --- input ------------------------------------------------------------------------------

    def watch_pointer(self, event: pygame.event.Event) -> None:
        self.info.watch_pointer(event)

    def board_event(self, event: pygame.event.Event) -> bool:
        if self.info.handle_event(event):
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if self.view.busy:
                self.view.skip()
                return True
            self._press(event.ui_element)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._click(event.pos)
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _click(self, pos: tuple[int, int]) -> bool:
        """A click no widget took skips the motion, or, on a computer's move on the news
        line, opens the history at that seat's moves with their reasons."""
        if self.view.busy:
            self.view.skip()
            return True
        seat = self.log_news_seat()
        if seat is not None and self.news_rect is not None and self.news_rect.collidepoint(pos):
            self.game_log.open_panel(seat)
            return True
        return False

    def log_news_seat(self) -> int | None:
        """The computer whose move the news line shows now: a click on the line or L opens
        its moves (L opened all lines while the line said "click")."""
        if self.announced is not None and self.toast.text == self.announced[0]:
            return self.announced[1]
        return None

    def _keyed_card(self, widget: UIElement | None) -> None:
        """The focus ring opened `widget`'s tip (None: closed it): a stop over a ticket, a
        city, a lot, a player's panel or a loan chip opens that thing's hover card too, as
        the pointer resting there would (keyed_cards.py: what it is, what it leaves clear)."""
        self.walk.stop()  # a new stop (or none): its own card, the walk begins again there
        card = keyed_card(self, widget) if widget is not None else None
        if card is None:
            self.info.show_keyed(None)
        else:
            self.info.show_keyed(card.target, widget.rect, card.keep)

    def _refused(self, action_id: str) -> None:
        """A disabled action button was clicked: say why."""
        if self.human_turn():
            self._outcome(self.turn.press_action(action_id))

    def _key(self, event: pygame.event.Event) -> bool:
        if self.view.busy and event.key in (pygame.K_SPACE, pygame.K_RETURN):
            self.view.skip()
            return True
        if self.payday is not None:
            if event.key in (pygame.K_SPACE, pygame.K_RETURN) and self.payday.counting:
                self.payday.skip()
                return True
            if event.key == pygame.K_ESCAPE:
                self.open_menu()
                return True
            return self.ring.handle_key(event)
        if event.key == pygame.K_ESCAPE:
            if self.human_turn() and self.turn.cancel():
                self.sync()
            else:
                self.open_menu()
            return True
        if event.key in DIGITS and self.human_turn():
            self._outcome(self.turn.select(DIGITS[event.key]))
            return True
        if event.key in WALK_KEYS and self.human_turn():
            return self._walk(WALK_KEYS[event.key])
        if event.key in PRESS_KEYS and self.walk.at is not None and self.human_turn():
            self._press_walked()
            return True
        if self.ring.handle_key(event):
            return True
        if event.key in END_KEYS and self.human_turn():  # as the End turn button, asking first
            self._outcome(self.turn.press_action("end"))
            return True
        return False

    def _focused_city(self) -> tuple[int, hover.Target] | None:
        """The city whose stop (the city or its next lot) the ring is on, and that stop's
        card's target; None elsewhere."""
        spot = self.panel.spots.get(self.ring.current) if self.panel is not None else None
        if spot is None or spot.kind not in ("city", "lot"):
            return None
        if spot.kind == "city":
            return spot.index, hover.Target("city", spot.index)
        return spot.index, hover.Target("lot", spot.index, chain_ends(self.match.state)[spot.index])

    def _walk(self, step: int) -> bool:
        """← / → on a city's stop: the next of its parts and that part's card, beside it and
        clear of the city (city_walk.py)."""
        focused = self._focused_city()
        if focused is None:
            return False
        city, own = focused
        if self.walk.city != city or self.walk.at is None:
            self.walk.start(city, own)
        target = self.walk.step(step)
        self.info.show_keyed(target, part_rect(target), (layout.city_rect(city),))
        return True

    def _press_walked(self) -> None:
        """Enter on a walked part presses what a click there would: the city's next free lot
        builds, every other part of the city is the city. The press shuts the card, as a
        click shuts the pointer's; the walk stays where it was."""
        city, at = self.walk.city, self.walk.at
        next_lot = hover.Target("lot", city, chain_ends(self.match.state)[city])
        widget = self.panel.lots[city] if at == next_lot else self.panel.cities[city]
        self.info.show_keyed(None)
        self._press(widget)

    def _press(self, element: UIElement) -> None:
        """A press (an event's or the focus ring's), routed by what the button stands for:
        the turn panel's, the menu, the payday card's loan buttons and Continue."""
        press = self.routes.press_element(element)
        if press is not None and press.gone:  # its panel went before the event came
            self.refused(NOT_NOW)

    def _press_turn(self, meaning: Meaning) -> None:
        """A turn widget's press: what it means now, asked of the rules (a greyed action
        explains itself), while its person may act."""
        if self.human_turn():
            self._outcome(self.turn.press(meaning))
        else:
            self.refused(NOT_NOW)

    def _outcome(self, outcome: Outcome) -> None:
        if outcome.message is not None:
            self.toast.show(outcome.message)
        if outcome.command == "choose_way":  # a lot clicked, several ways as cheap
            self.app.scenes.push(WayQuestion(
                self.app, self.view.texts, outcome.extra["city"], outcome.extra["ways"],
                lambda way: self._run_plan(way.actions)))
            return
        if outcome.plan:
            self._run_plan(outcome.plan)
            return
        if outcome.command == "confirm_end" and self.app.settings.confirm_end_turn:
            self.app.scenes.push(confirm_end_turn(self.app, lambda: self.apply(outcome.action)))
            return
        if (outcome.command == "confirm_home" and self.app.settings.confirm_end_turn
                and not self.info.undo_offered):
            self.app.scenes.push(confirm_home(self.app, outcome.extra["city"],
                                              lambda: self.apply(outcome.action)))
            return
        if outcome.command == "confirm_loan" and self.app.settings.confirm_end_turn:
            self.app.scenes.push(confirm_loan(self.app, outcome.extra["body"],
                                              lambda: self.apply(outcome.action)))
            return
        if outcome.action is not None:
            self.apply(outcome.action)
        elif outcome.changed:
            self.sync()

    def _run_plan(self, plan) -> None:
        self.queued = list(plan)
        self._next_queued()

    def _next_queued(self) -> None:
        """The next step of a queued way, while it is still this person's turn; a step the
        rules refuse explains itself and drops the rest."""
        if not self.human_turn():
            self.queued.clear()
            return
        if not self.apply(self.queued.pop(0)):
            self.queued.clear()

    def settle(self, action) -> None:
        """A payday loan button's press: repay or extend the card it stood for (the rules
        explain a refusal)."""
        if self.payday is None:
            self.refused(NOT_NOW)
            return
        self.apply(action)
        self._show_loan_decision()

    def payday_next(self) -> None:
        """The payday card's Continue: its next stage, or the board again."""
        overlay = self.payday
        if overlay is not None and not overlay.next_button.is_enabled \
                and overlay.decision is not None:  # the keys pressed it greyed: say why
            self.tell(overlay.waits_text())
            return
        if overlay is None or not overlay.next_button.is_enabled:
            return
        if overlay.advance():
            self._close_payday()
        else:
            self._show_loan_decision()

    def _show_loan_decision(self) -> None:
        if self.payday is None or self.payday.stage != "loans":
            self.sync()
            return
        seat = self.match.seat_to_act
        human = seat is not None and not self.match.is_computer(seat)
        kept = self.payday.slot_of(self.ring.current)
        self.payday.show_decision(human, self.match)
        self.sync()
        if kept is not None and self.ring.current is None:  # its button was made anew
            self.ring.focus(self.payday.successor(kept))
        elif self.ring.current is self.payday.next_button and self.payday.loan_buttons:
            # the person's cards came up under a greyed Continue: the focus goes where the
            # keys can act, their first card's Repay
            self.ring.focus(self.payday.successor((0, 0)))

    def _close_payday(self) -> None:
        self.payday.close()
        self.payday = None
        if self.match.state.is_terminal():
            self.finish()
            return
        self.begin_turn_of(self.match.seat_to_act)
        self.sync()

    # --- frame ------------------------------------------------------------------------------

    def update_board(self, dt: float) -> None:
        self.view.timeline.set_speed(self.app.settings.animation_speed)
        self.view.update(dt)
        self.info.update(dt)
        if not self.view.busy:
            self._warm_a_ticket()
        self._first_sight()
        if self.queued and not self.view.busy:
            self._next_queued()
        if self.payday is not None:
            self.payday.set_shown(not self.view.busy)
            if self.payday.shown:
                self.payday.update(dt, self.factor)
            if not self.humans:
                self._watch_payday(dt)

    def _first_sight(self) -> None:
        """A person's turn panel, once the board under it stands still (the last move shown
        or skipped), takes no press on the market, a lot or a city for `GUARD_SECONDS`
        (`ClickGuard.hold`), counted by the frame clock from the next frame: after a slow
        start the person's second press on the setup's Start bought the charter that came
        up under it (playtest23), and a second press meant to skip a computer's move landed
        on the market once the move stood. The menu, the bar and a dialog take theirs. A
        panel that comes up as the hot-seat curtain lifts is not held: the curtain swallows
        only the double of the press that lifted it, and a press elsewhere acts at once
        (`MatchScene.takes_first`, test_curtain_press.py)."""
        if self.panel is None or self.panel_seen is not None:
            return
        guard = self.app.manager.click_guard
        if self.lifting:
            self.panel_seen = Shown(guard.now)
        elif not self.view.busy:
            self.panel_seen = guard.shown_now()
            guard.hold(self.panel.moving_spots(), self.panel_seen)

    def takes_first(self, event: pygame.event.Event) -> bool:
        """The match loop's curtain first; a panel that comes up as it lifts is the person's
        first sight of their turn, not held (`_first_sight`)."""
        self.lifting = self.curtain is not None
        try:
            return super().takes_first(event)
        finally:
            self.lifting = False

    def tips_keep_clear(self) -> list[pygame.Rect | None]:
        """A greyed build button's reason opened over the news line above the bar
        (pt-tycoon5); Fly home's opened over the city the plane would leave (tycoonpay)."""
        return [self.news_rect, self.game_log.card_rect, self.plane_city()]

    def _warm_a_ticket(self) -> None:
        """One market ticket a frame, while nothing moves, is drawn ahead at hand size: the
        frame that shows a purchase then finds the flying card made (drawing one cost more
        than the rest of that frame: issue 30.10's move frame)."""
        lang = self.view.texts.lang
        ticket = next((t for t in self.model.market
                       if t is not None and (t, lang) not in self.warmed), None)
        if ticket is not None:
            self.warmed.add((ticket, lang))
            ticket_card(ticket, layout.HAND_CARD_SIZE, lang)

    def _watch_payday(self, dt: float) -> None:
        payday = self.payday
        if not payday.shown or payday.counting or not payday.next_button.is_enabled:
            return
        self.payday_read += dt
        if self.payday_read >= PAYDAY_READING * self.factor:
            self.payday_read = 0.0
            self.payday_next()

    def draw_board(self, surface: pygame.Surface) -> None:
        if self.payday is not None and self.payday.shown:
            for strip in MARGINS:  # the opaque card hides the rest of the board
                surface.set_clip(strip)
                self.view.draw(surface, self.model, floats=False)
            surface.set_clip(None)
            self.payday.draw(surface, self.view.texts)
            # A "−12 M" over a panel's home bank stands across the card's right edge: the
            # margins cut it there (tycoonpay play-test), so it is drawn whole above the card.
            self.view.draw_floats(surface)
        else:
            self.view.draw(surface, self.model)
            self.info.draw(surface)
            hand = self._hand_cards()
            self.news_rect = draw_news(self.toast, surface, hand)  # marks it drawn, even gone
            calm = self.calm_line() if self.news_rect is None else None
            if calm is not None:
                self.news_rect = draw_news(calm, surface, hand)

    def draw_over_widgets(self, surface: pygame.Surface) -> None:
        if self.payday is None and self.curtain is None and not self.game_log.covers(
                self.info.pointer_pos):  # no card through the open log
            if self.panel is not None:
                walked = self.walk.at
                self.panel.draw_focus(surface, self.ring.current if walked is None
                                      else part_rect(walked))
            self.info.draw_card(surface)
        super().draw_over_widgets(surface)

    def board_language_changed(self) -> None:
        """Every text the board drew is said again: seat names are made from keys and the
        seats' data (`seat_names`), so the players' rows, the panels, the history, the note
        since the last turn and the payday card all follow."""
        self.view = BoardView(self.app.settings.language, self.app.settings.animation_speed,
                              on_sound=self.app.audio.play)
        self.turn.texts = self.view.texts
        self.view_seats = self._view_seats()
        self.model = from_state(self.match.state, self.view_seats)
        self.turn.model = self.model
        self.info.on_language_changed(self.view_seats)
        self.since.say(self.turn.names(), self.view.texts)
        if self.payday is not None:
            self.payday.invalidate(self.turn.names())

    def _view_seats(self) -> tuple[ViewSeat, ...]:
        return tuple(ViewSeat(name, s.colour, s.kind == "computer")
                     for name, s in zip(seat_names(self.match.setup.seats, self.view.texts),
                                        self.match.setup.seats, strict=True))

    def _colour_of(self, seat: int | None) -> str | None:
        return None if seat is None else self.match.seat(seat).colour
