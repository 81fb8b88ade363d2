"""The table's input: clicks, keys, the mouse wheel and dragging, turned into picks (selection.py),
buttons' moves, or the camera; and framing the lit cells so a placement never hides its targets."""

from __future__ import annotations

import pygame
import pygame_gui

from game.speedtycoon.rules import actions as act
from game.speedtycoon.rules import contract_view, geometry
from game.speedtycoon.rules.phases import LOBBY
from game.speedtycoon.scenes import picks
from game.speedtycoon.view import model
from game.speedtycoon.view import table_view as tv
from game.ui.keys import is_undo


class TableInput:
    """The input side of TableScene (mixed in)."""

    _followed: tuple[int, frozenset[int]] | None = None  # the city last kept on view

    def frame_cells(self, cells: list[tuple[int, int]]) -> None:
        """Zoom out and centre so every lit cell is on screen (a person can still drag and
        zoom): a placement never hides its targets outside the empire's view. The view that
        is checked is the one the city is drawn in (it once was 10 px taller, so a top row was
        cut, and the camera re-centred at the next turn for cells it had shown)."""
        if not cells:
            return
        area = tv.EMPIRE_VIEW.inflate(-4, -4)
        if not self.camera.shows(cells, area):
            self.camera.frame(cells, area)

    def follow_city(self) -> None:
        """Keep the city on view whole: when it changes (a tile built, a city of another seat
        shown, a game opened) and a tile lies outside the view, frame it with the lit cells.
        A game opened late began at the HQ's zoom with rows above and below it cut, and a city
        that grew past the view stayed cut until a tile was picked; a pan or zoom by hand
        stands until the city changes."""
        shown = self.shown if self.shown is not None else self.viewer
        city = frozenset(model.city(self.match.state, shown))
        if (shown, city) == self._followed:
            return
        self._followed = (shown, city)
        lit = list(self.marks.cells) if shown == self.viewer else []
        self.frame_cells([geometry.xy(c) for c in city] + lit)


    def watch_pointer(self, event: pygame.event.Event) -> None:
        self.hover.feed(event)  # a finger's long press opens a card (touch screens)

    def board_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.pointer = event.pos
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if self.pauses and self.pauses[0].press(event.ui_element):
                return True
            self.routes.press(event)   # by the button's name, as every board's (press_routes)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.busy:
            self.timeline.skip()  # a click skips the motion, then acts on the settled table
        if self.pauses and event.type == pygame.MOUSEBUTTONDOWN:
            self.pauses[0].skip()
            return True
        if event.type == pygame.KEYDOWN:
            return self.key(event)
        if event.type == pygame.MOUSEWHEEL:
            self.camera.zoom(event.y)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.dragging = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            self.dragging = False
            return True
        if event.type == pygame.MOUSEMOTION:
            self.end_walk()  # the mouse takes the pointer back from the arrow keys
            self.pointer = event.pos
            if self.dragging:
                self.camera.pan(*event.rel)
            return self.dragging
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.click(event.pos)
        return False

    def key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_ESCAPE:
            if self.majorities or self.picked:
                # one Esc closes all that is open on the table, M's majorities and the pick
                # together (placing, with M on and a cell picked, three Escs reached the menu)
                self.majorities = False
                if self.picked:
                    self.clear_selection()
            elif self.person is not None and model.phase(self.match.state) == LOBBY:
                # D46: with nothing picked, Esc passes the Lobbyist window
                self.press(self.buttons["pass"])
            else:  # as on every board: with nothing to clear, the game menu (pt-mix)
                self.open_menu()
            return True
        if event.key == pygame.K_m:
            self.majorities = not self.majorities
            return True
        if event.key == pygame.K_h:  # the hint key of every board (issue 30.3)
            self.hint()
            return True
        if is_undo(event):
            self.take_back()
            return True
        if self.walk_key(event):  # the market, cards and cells by arrows (walk.py)
            return True
        return self.ring_key(event)

    def ring_key(self, event: pygame.event.Event) -> bool:
        """Tab / Shift-Tab walk a scoring's Continue and the bar's buttons left to right,
        Space / Enter press the focused one: the table had no key for Take, Buy, End turn or
        a scoring's Continue, so a player without a mouse could only ask for a hint (tipkeys).
        The ring is read afresh at each key: a pause's buttons come and go between syncs."""
        pause = list(self.pauses[0].buttons.values()) if self.pauses else []
        bar = sorted((b for b in self.buttons.values() if b.visible), key=lambda b: b.rect.x)
        self.ring.set_items([*pause, *bar])
        return self.ring.handle_key(event)

    def press_focused(self, element) -> None:
        """The focused button's press, as a click's: a scoring's Continue, else the bar's. A
        greyed one does nothing (its tip, open while it has the focus, says why)."""
        if self.pauses and self.pauses[0].press(element):
            return
        if element.is_enabled:
            self.press(element)

    def press(self, element) -> None:
        """A bar button pressed (the guided turn and tests press them by their widget)."""
        route = self.routes.route_of(element)
        if route is not None:
            self.press_name(route.key)

    def press_name(self, name: str) -> None:
        """The bar's button of that name, whichever widget shows it now."""
        if name == "menu":
            self.open_menu()
            return
        if name == "undo":
            self.take_back()
            return
        if name == "hint":
            self.hint()
            return
        if name == "lobby_off":
            self.decline_lobby()
            return
        legal = self.legal()
        chosen = {
            "take": lambda: picks.take_action(legal, model.display(self.match.state),
                                              self.marks.display),
            "buy": lambda: picks.buy_action(legal, self.marks),
            "plan": lambda: picks.tile_action(legal, self.marks, act.ToPlanning),
            "fund": lambda: picks.tile_action(legal, self.marks, act.ToFund),
            "demolish": lambda: picks.demolish_action(legal, self.marks),
            "loan": lambda: picks.first_of(legal, act.TakeLoan),
            "repay": lambda: picks.repay_action(legal, self.marks),
            "end": lambda: picks.first_of(legal, act.EndActions),
            "pass": lambda: picks.first_of(legal, act.Pass | act.LobbyPass),
        }.get(name, lambda: None)()
        if chosen is not None:
            self.apply(chosen)

    def click(self, pos: tuple[int, int]) -> bool:
        s = self.match.state
        for seat in range(s.num_players):
            if tv.player_rect(seat, s.num_players).collidepoint(pos):
                self.shown = None if seat == self.viewer else seat
                return True
        if self.person is None:
            return False
        for i, _card in enumerate(model.display(s)):
            if tv.display_rect(i).collidepoint(pos):
                self.click_card(i)
                return True
        for p in range(4):
            if tv.place_rect(p).collidepoint(pos):
                self.pick_place(p)
                return True
        for i, (rect, card) in enumerate(tv.depot_cards(model.hand(s, self.viewer))):
            if rect.collidepoint(pos):
                self.toggle_depot(i, card)
                return True
        for i, tile in enumerate(model.tray(s, self.viewer)[:5]):
            if tv.tray_rect(i).collidepoint(pos):
                self.pick_tile(tile)
                self.sync()
                return True
        for i, tile in enumerate(model.planning(s, self.viewer)[:5]):
            if tv.planning_rect(i).collidepoint(pos):
                self.pick_tile(tile)
                self.sync()
                return True
        shown = self.shown if self.shown is not None else self.viewer
        if contract_view.contracts_of(s, shown) and tv.CONTRACTS.collidepoint(pos):
            return True  # the contracts are read (hover), not played
        if tv.EMPIRE.collidepoint(pos) and (self.shown is None or self.shown == self.viewer):
            self.click_empire(*self.camera.cell_at(pos))
            return True
        return False

    def click_empire(self, x: int, y: int) -> None:
        """A lit cell places the picked tile; a built cell is picked for "Abreißen"."""
        legal = self.legal()
        if self.marks.tile is not None and (x, y) in self.marks.cells:
            chosen = picks.cell_action(legal, self.marks.tile, x, y)
            if chosen is not None:
                self.apply(chosen)
            return
        if geometry.cell(x, y) in model.city(self.match.state, self.viewer):
            pending = picks.pending_tiles(legal)
            self.marks = tv.Marks(building=(x, y))
            if pending:  # a tile waits to be placed: it stays picked
                self.pick_tile(pending[0])
                self.marks.building = (x, y)
            self.sync()
