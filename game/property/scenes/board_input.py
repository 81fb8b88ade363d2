"""The property board's input: pointer, clicks on the board (skip the motion, pick a place or
add it to a trade draft), the keys (issue 28.7), the panel's button presses and the focus ring
(Tab / Shift-Tab walk the panel's buttons, the typed bid and the fixed buttons; Space / Enter
press the focused one: Buy, Auction, a bid, Build and the trade had no key, so a player without
a mouse stopped at the first place for sale; tipkeys) and the board walk (← / → walk the
places in board order, the walked one framed with its deed card shown, Enter or Space pick
it as a click does, Tab goes on to the panel, Esc leaves the walk: picking a place to build,
mortgage or trade was the pointer's alone; propkeys).

A mixin of `BoardScene` (board_scene.py): it reads the scene's handlers, motion, marks and
specs; a key only does what the button it stands for would do now.
"""

from __future__ import annotations

import pygame
import pygame_gui

from game.property.scenes.decisions import PLACE_SLOT, Control
from game.property.view import layout, model
from game.ui.focus import successor
from game.ui.keys import is_undo

#: What a press on a button that went says when the rules have nothing more exact.
NOT_NOW = ("property.why.not_now", {})
#: The keys that press a panel button, each trying its buttons in order.
KEY_BUTTONS = {
    pygame.K_SPACE: ("roll", "end_turn"),
    pygame.K_RETURN: ("roll", "end_turn"),
    pygame.K_KP_ENTER: ("roll", "end_turn"),
    pygame.K_r: ("roll",),
    pygame.K_t: ("trade",),
}
#: The selected place's buttons, the first one shown taking the focus as the walk ends.
PLACE_BUTTONS = ("build", "sell", "mortgage", "unmortgage")
#: The board walk's keys and their steps along the track (clockwise is forward).
WALK_KEYS = {pygame.K_RIGHT: 1, pygame.K_LEFT: -1}


class BoardInput:
    def watch_pointer(self, event: pygame.event.Event) -> None:
        self.pointer = event.pos
        self.hover.feed(event)  # a finger's long press opens a card (touch screens)

    def board_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            # routed by what the button stands for: the event comes a frame after the press,
            # and a computer's move in that frame has made the panel anew (press_routes.py)
            press = self.routes.press(event)
            if press is None:
                return False
            if press.gone:
                self.press_gone(press.key, press.carried)
            return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is not None \
                and event.ui_element is self.bid_entry:
            # Enter in the typed bid's field bids it, as "Bid typed" does (play-test 9: a
            # person typed 190, pressed Enter and nothing happened)
            self.bid_typed()
            return True
        if event.type == pygame.KEYDOWN and self.walk_key(event):
            return True
        if event.type == pygame.KEYDOWN and self.ring_key(event):
            return True
        if self.trade_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.marks.selected is not None:
                self.marks.selected = None
                self.sync()
            else:
                self.open_menu()
            return True
        if event.type == pygame.KEYDOWN and self.draft is None and not self.typing():
            if is_undo(event):
                self.take_back()
                return True
            return self.key(event.key)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.marks.walked = None   # the pointer took over
            return self.click(event.pos)
        return False

    def walk_key(self, event: pygame.event.Event) -> bool:
        """The board walk: ← / → step along the places (wrapping), Enter or Space pick the
        walked place as a click on it does (and the walk goes on, so a trade takes one place
        after another), Esc leaves the walk, Tab leaves it for the ring. A typed field keeps
        its arrows."""
        if self.typing():
            return False
        walked = self.marks.walked
        if event.key in WALK_KEYS:
            self.ring.clear()   # Enter now means the place, not a focused button
            self.marks.walked = self.walk_step(WALK_KEYS[event.key])
            return True
        if walked is None:
            return False
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.click_space(walked)
            return True
        if event.key in (pygame.K_ESCAPE, pygame.K_TAB):
            self.marks.walked = None
            if event.key == pygame.K_TAB and not event.mod & pygame.KMOD_SHIFT:
                return self.focus_place_button()
            return event.key == pygame.K_ESCAPE
        return False

    def focus_place_button(self) -> bool:
        """Tab out of the walk lands on the picked place's first button (Build, Sell,
        Mortgage...), not on Roll at the ring's head: a place picked and Tab, Enter rolled."""
        for cid in PLACE_BUTTONS:
            button = self.control(cid)
            if button is not None and button in self.ring.items and button.visible:
                self.ring.focus(button)
                self.ring.open_tip()
                return True
        return False

    def walk_step(self, step: int) -> int:
        """The next place along the track from the walked one; a walk begins from the selected
        place, else from the token of the person the board shows."""
        places = self.rs.ownable
        start = self.marks.walked
        if start is None:
            start = self.marks.selected
        if start is None:
            seat = self.viewer if self.viewer is not None else self.match.state.current_player
            start = model.positions(self.match.state)[seat]
        return walk_from(places, start, step, self.rs.n_spaces)

    def ring_key(self, event: pygame.event.Event) -> bool:
        """Tab always walks the ring (out of the typed bid too); Space / Enter press the
        focused button, before they roll or end the turn (as on Tycoon's board)."""
        if event.key != pygame.K_TAB and (self.ring.current is None or self.typing()):
            return False
        return self.ring.handle_key(event)

    def ring_press(self, element) -> None:
        """The focused button's press, routed as a click's (`board_event`)."""
        press = self.routes.press_element(element)
        if press is not None and press.gone:
            self.press_gone(press.key, press.carried)

    def focused_key(self):
        """What the focused widget stands for (its route's key), or None."""
        route = self.routes.route_of(self.ring.current)
        return route.key if route is not None else None

    def refresh_ring(self, kept) -> None:
        """The ring in reading order: the panel's widgets top to bottom, left to right, then
        Hint, the info tabs and Menu; the focus back on the widget made anew for `kept`, or
        on the bid a bidder's focus was on in the auction's last round (`BidFocus`)."""
        panel = sorted((w for w in self.widgets if w.alive()),
                       key=lambda w: (w.rect.y, w.rect.x))
        self.ring.set_items([*panel, *self.fixed[1:], *self.fixed[:1]])
        again = self.routes.element(kept) if kept is not None else None
        if again is None and kept is not None:
            again = self.place_successor(kept)
        if again is None and self.ring.current is None:
            # an auction's next round: the bid of the same step (bid_focus.py, propkeys3)
            again = self.bid_focus.back(self)
        if self.ring.current is None and again in self.ring.items:
            self.ring.focus(again)

    def place_successor(self, kept):
        """The place button that takes the focus from a pressed one that went with its move:
        the button made for its slot (Mortgage pressed comes back as Unmortgage, a new id),
        else the next place button shown, else the one before (the last house sold takes
        Sell away: Mortgage). The focus dropped and the keyboard player had to Tab from the
        ring's head (propkeys2). None for any other button: after Buy or End turn the panel
        is another decision's, and Enter there must not press what happens to stand next."""
        if not (isinstance(kept, tuple) and kept[0] == "decision" and kept[2] in PLACE_SLOT):
            return None
        return successor(PLACE_BUTTONS, kept[2], PLACE_SLOT.__getitem__,
                         lambda cid: self.routes.element((kept[0], kept[1], cid)))

    def press_gone(self, key, control: Control | None) -> None:
        """A press on a decision's button that went with a move, and no button of its meaning
        came back (the move made it illegal, or the panel is another seat's now): the rules'
        reason shows, never a traceback, and nothing acts for whoever acts now. A fixed or a
        trade draft's button gone with its screen did what it could: nothing. A setting's
        button (Fast computers, gone with the computer's turn) still switches it, as its key
        would: it said "not possible right now" as the person's turn began (propleft)."""
        if control is None:
            return
        if control.setting:
            control.run()
            return
        made_for = key[1]
        reason = None
        if control.action is not None and made_for is not None and made_for == self.person:
            reason = self.decisions.refusal(control.action)
        self.refused(reason or NOT_NOW)

    def refuse_press(self, control: Control) -> None:
        """A press routed to a greyed button (the enabled one it replaced was pressed): its
        reason on the news line, as the rules give it."""
        reason = self.decisions.refusal(control.action) if control.action is not None else None
        if reason is not None:
            self.refused(reason)
        elif control.tip:
            self.toast.show(control.tip)

    def typing(self) -> bool:
        """Whether a text field (the typed bid) has the keys."""
        return any(entry.is_focused for entry in self.entries.values())

    def key(self, key: int) -> bool:
        """The board's keys (issue 28.7): Space or Enter rolls or ends the turn, R rolls, T
        opens a trade, H asks for a hint, F switches fast computers (U or Ctrl+Z take a move
        back: `board_event` reads them from the event, with its modifiers). A key only does
        what the button it stands for would do now; while the dice and the token move it ends
        the motion, as a click does, so a second Space never ends a turn unseen."""
        if key in KEY_BUTTONS:
            if self.motion.busy:   # as a click does: the dice and the hop end first
                self.motion.skip()
                return True
            for cid in KEY_BUTTONS[key]:
                if self.offers(cid):
                    self.specs[cid].run()
                    return True
            return False
        if key == pygame.K_f:
            self.toggle_fast_computers()
            return True
        if key == pygame.K_h:
            self.ask_hint()
            return True
        return False

    def click(self, pos: tuple[int, int]) -> bool:
        """A click on the board skips the motion, else picks a place (or adds it to the
        trade being put together)."""
        if self.motion.busy:
            self.motion.skip()
            return True
        space = layout.space_at(self.rs.n_spaces, pos)
        if space is None:
            return False
        if self.trade_click(space):
            return True
        self.marks.selected = None if self.marks.selected == space else space
        self.sync()
        return True

    def click_space(self, space: int) -> None:
        """A click on a space's centre (tests and the keyboard use it)."""
        self.click(self.view.cells[space].rect.center)


def walk_from(places, start: int, step: int, n_spaces: int) -> int:
    """The first of `places` from `start` in the direction of `step` (±1), around the track;
    `start` itself only when it is the one place."""
    for k in range(1, n_spaces + 1):
        space = (start + step * k) % n_spaces
        if space in places:
            return space
    return start
