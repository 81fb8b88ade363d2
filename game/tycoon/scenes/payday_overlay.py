"""The payday overlay: income counted up per player, then loans, then the standings.

It is a part of the board scene (not a scene of its own) so it can sit above the board while
the board keeps animating the computer's loan choices underneath, and its widgets live in the
board's container. Every number it shows comes from `payday_lines` (the rules' events) or the
rules' `net_worth`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame
from pygame_gui.core import ObjectID, UIElement
from pygame_gui.elements import UIButton

from game.core.i18n import format_number, tr
from game.tycoon.rules import LoanDecision, Payday, board
from game.tycoon.rules.actions import EXTEND, REPAY
from game.tycoon.scenes.payday_lines import Line, LoanLine, income_lines, loan_lines
from game.tycoon.scenes.payday_rows import (
    FIGURE_SIZE,
    GAP,
    LINE_H,
    NOTE_H,
    NOTE_SIZE,
    REMARK_DROP,
    REMARK_SIZE,
    SIZE,
    Row,
    amount_drop,
    figure_label,
    fitted,
    income_row,
    note_lines,
    status_lines,
)
from game.tycoon.scenes.refusing_button import RefusingButton
from game.tycoon.scenes.theme import SMALL_BUTTON, ensure_theme
from game.tycoon.view import layout
from game.tycoon.view import state_adapter as adapter
from game.tycoon.view.sprites import PLAYER_RGB
from game.tycoon.view.texts import Texts, why_only
from game.ui import fonts
from game.ui.focus import successor
from game.ui.toast import Toast

LINE_SECONDS = 0.32  # one more line per player appears this often (normal speed)
HEADING = (255, 213, 110)
TEXT = (232, 234, 240)
DIM = (160, 170, 186)
GOLD = (255, 204, 60)
PANEL = (18, 26, 40)
CORNER_KEY = (255, 0, 255)
EDGE = (92, 108, 134)
INCOME_TOP = 146
LOANS_TOP = 452  # the lowest the loans may start: room for the longest possible income list
INCOME_GAP = 60  # from the last income line to the loans heading: the income total sits there
STANDINGS_TOP = 612


def loans_top_over(rows: int) -> int:
    """The lowest the loans may start when they settled by the rules alone and take `rows`
    lines: room above the standings' rule for the Loans heading and those lines (at least the
    one "No loans." line, see `_draw_loans`), never higher than `LOANS_TOP`."""
    return max(LOANS_TOP, STANDINGS_TOP - 8 - 22 - max(1, rows) * LINE_H - 12)


PAD = 18
STAGES = ("income", "loans", "standings")
CHIP_W = 70
ROW_STEP = 36  # one row of repay / extend buttons per loan card value, never per card
LOAN_KEYS = ("tycoon_play.payday.repay", "tycoon_play.payday.extend")
LABEL_PAD = 12  # a button's border and margin around its label
REASON_INDENT = 12  # a computer's reason, under the settled line it explains
NOTE_GAP = 4  # between two reasons under one line, so a reason's second line reads as its own
CHIP = (246, 226, 170)
INK = (34, 38, 48)
NEXT_RECT = pygame.Rect(layout.OVERLAY.right - 220, layout.OVERLAY.bottom - 62, 200, 48)
#: The card's own news line: its foot, left of Continue, under the standings.
NEWS_STRIP = pygame.Rect(layout.OVERLAY.x + PAD, NEXT_RECT.y,
                         NEXT_RECT.x - 12 - layout.OVERLAY.x - PAD, NEXT_RECT.height)


@dataclass
class PlayerColumn:
    seat: int
    name: str
    colour: str
    lines: list[Line]
    total: int
    rect: pygame.Rect
    loan_lines: list[LoanLine] = field(default_factory=list)


class PaydayOverlay:
    def __init__(self, scene, payday: Payday, names: tuple[str, ...],
                 colours: tuple[str, ...], order: tuple[int, ...]) -> None:
        self.scene = scene
        self.names = names
        self.payday = payday
        self.stage = "income"
        self.clock = 0.0
        self.columns: list[PlayerColumn] = []
        area = layout.OVERLAY.inflate(-2 * PAD, 0)
        width = area.width // len(order)
        for i, seat in enumerate(order):
            self.columns.append(PlayerColumn(
                seat, names[seat], colours[seat], [], payday.players[seat].total,
                pygame.Rect(area.x + i * width, area.y, width - 10, area.height)))
        #: How many lines the loans take where they settled by the rules alone (nobody held
        #: a card, or every card was due, as at the final payday): the income lists may take
        #: the room above them (`finish_loans`). None while choices may still come.
        self.loan_rows: int | None = None
        self._fit_lines()
        self.loans_top = self._loans_top()
        self.decision: LoanDecision | None = None
        self.decided: set[str] = set()
        #: Per computer that began deciding: (due if it repaid all, what extending all costs)
        #: as its decision began, so its own moves do not shift the figures under a person's
        #: eyes. A person's figures follow their own settled cards at once instead (play-test:
        #: "Due now" stayed at two cards' sum after one was repaid, while the cash dropped).
        self.owed: dict[int, tuple[int, int]] = {}
        self.loan_buttons: dict[UIButton, object] = {}
        #: Each loan button's place, (row, 0 repay / 1 extend): a row stands for a card value
        #: and keeps its place while cards are settled, so the focus stays where the keys were.
        self.slots: dict[UIButton, tuple[int, int]] = {}
        self.chips: list[tuple[str, int, int]] = []  # (first card, top, count) per button row
        self.row_step = ROW_STEP  # twice that where extend stands under repay (`_loan_widths`)
        self.loans_done = False
        #: What is said while the card is up (a greyed Repay's reason, why Continue waits):
        #: the board's news line is not drawn over the card, so a refusal said there was never
        #: read (tycoon23). A line of the card's own, at its foot left of Continue.
        self.news = Toast()
        self.standings: list[tuple[int, int]] | None = None  # (cash, net worth) per seat
        self._content: pygame.Surface | None = None
        self._content_key: tuple = ()
        self.next_button = UIButton(
            NEXT_RECT.copy(), "tycoon_play.payday.continue", manager=scene.app.manager,
            container=scene.container,
            object_id=ObjectID("#payday_next", "@dialog_button"), visible=False)
        #: Presses go through the board's routes (game/ui/press_routes.py): the loan buttons
        #: are made anew after every settled card, a computer's included, so a press whose
        #: event comes after that still settles the card its button stood for.
        scene.routes.bind(self.next_button, scene.payday_next, key="payday_next")

    @property
    def lowest_loans_top(self) -> int:
        """Where the loans start at the lowest: under the longest possible income list, or,
        when nobody holds a loan, just above the standings (one "No loans." line each)."""
        return LOANS_TOP if self.loan_rows is None else loans_top_over(self.loan_rows)

    def _fit_lines(self) -> None:
        """Each column's income lines, alike ones summed where the list would run past its
        room (payday_rows.fitted), in the board's language."""
        texts = self.scene.view.texts
        room = self.lowest_loans_top - INCOME_GAP - INCOME_TOP - 2
        for column in self.columns:
            column.lines = fitted(income_lines(self.payday.players[column.seat]), texts,
                                  column.rect.width, room)

    def _loans_top(self) -> int:
        """The loans start right under the tallest income list, so a player holding many loans
        (bots often carry six or more) still has a line for each above the standings. A label
        on two lines (payday_rows.py) pushes them down with it."""
        texts = self.scene.view.texts
        tallest = max(sum(row.height for row in self._rows(c, texts)) for c in self.columns)
        return min(self.lowest_loans_top, INCOME_TOP + 2 + tallest + INCOME_GAP)

    @staticmethod
    def _rows(column: PlayerColumn, texts: Texts) -> list[Row]:
        return [income_row(line, texts, column.rect.width) for line in column.lines]

    # --- progress ---------------------------------------------------------------------------

    @property
    def reveal_seconds(self) -> float:
        return LINE_SECONDS * (max(len(c.lines) for c in self.columns) + 1)

    @property
    def counting(self) -> bool:
        return self.stage == "income" and self.clock < self.reveal_seconds

    def update(self, dt: float, factor: float) -> None:
        """`factor` is the animation-speed multiplier (0 = instant); the card's line fades
        in real time, as the news line does."""
        self.news.update(dt)
        if factor <= 0:
            self.clock = self.reveal_seconds
        else:
            self.clock += dt / factor

    def skip(self) -> None:
        self.clock = self.reveal_seconds

    def add_events(self, events: list, reason: tuple[str, dict] | None = None) -> None:
        """Loan events of this payday, as they happen (at once, or as seats decide), with the
        computer's reason for a choice it just made."""
        for line in loan_lines(events):
            if reason is not None and line.chosen:
                line.reason = reason
            self._column(line.seat).loan_lines.append(line)
            self.decided.add(line.card)
        for ev in events:
            if isinstance(ev, LoanDecision):
                self.decision = ev
                if ev.seat not in self.owed and self.scene.match.is_computer(ev.seat):
                    self.owed[ev.seat] = self._owed(list(ev.cards))

    def _column(self, seat: int) -> PlayerColumn:
        return next(c for c in self.columns if c.seat == seat)

    def show_decision(self, human: bool, match) -> None:
        """Buttons for a person's open cards, none for a computer. Cards of one value are
        alike, so each value gets one row (its count on the chip) that settles one card per
        press: eleven cards take two rows, and the rows stay where they are until the last
        card of their value is settled. Continue waits (disabled) until every card is settled,
        its tip saying whose loans are decided first (it kept the focus greyed while a computer
        decided, with no word why: play-test).
        """
        self._kill_loan_buttons()
        if self.loans_done:
            self.next_button.enable()
            self.next_button.set_tooltip(None)
        else:
            self.next_button.disable()
            if self.decision is not None:
                self.next_button.set_tooltip(self.waits_text())
        if self.decision is None or not human:
            return
        column = self._column(self.decision.seat)
        manager, box = self.scene.app.manager, self.scene.container
        ensure_theme(manager)
        language = self.scene.app.settings.language
        widths = self._loan_widths(column.rect.width - CHIP_W - 12, language)
        stacked = self.row_step > ROW_STEP
        for row, (amount, cards) in enumerate(self.open_groups()):
            top = self.rows_top + row * self.row_step
            if not cards:
                continue
            k = board.loan_index(cards[0])
            self.chips.append((cards[0], top, len(cards)))
            for offset, (action, key, due) in enumerate((
                    (REPAY[k], LOAN_KEYS[0], board.LOAN_DUE[k][0]),
                    (EXTEND[k], LOAN_KEYS[1], board.LOAN_DUE[k][1]))):
                left = column.rect.x + CHIP_W + 6 + (0 if stacked else offset * (widths[0] + 6))
                place = pygame.Rect(left, top + (offset * ROW_STEP if stacked else 0),
                                    widths[offset], 30)
                button = RefusingButton(
                    place, key, manager=manager, container=box,
                    object_id=ObjectID(f"#loan_{amount}_{offset}", SMALL_BUTTON),
                    text_kwargs={"due": format_number(due, language)})
                reason = match.why_not(action)
                if reason is not None:  # greyed, and a click on it says why in words
                    button.disable()
                    button.set_tooltip(self.scene.turn.explain(reason))
                    button.on_refused = lambda reason=reason: self.scene.refused(reason)
                self.loan_buttons[button] = action
                self.slots[button] = (row, offset)
                self.scene.routes.bind(button, lambda action=action: self.scene.settle(action),
                                       key=("loan", self.decision.seat, action), carried=action)

    def waits_text(self) -> str:
        """Why Continue waits: whose loans are decided first, the seat named as a sentence
        names it («игрока «Синий»», not «игрока Синий (лёгкий)»: `text_names`)."""
        return self.scene.turn.explain(("tycoon_board.why.payday_decisions",
                                        {"seat": self.decision.seat}))

    def slot_of(self, widget: UIElement | None) -> tuple[int, int] | None:
        """The place of a loan button (None for any other widget): see `successor`."""
        return self.slots.get(widget)

    def successor(self, kept: tuple[int, int]) -> UIElement:
        """What takes the focus once the loan buttons are made anew, the one in place `kept`
        was focused: the button now in that place (the next card of that value), else the
        next row's (the row's last card was settled), else the row before, else Continue
        (no card of the person's is left). Repay two cards with Enter alone (paydaykeys)."""
        places = [(row, offset) for row in range(len(self.open_groups())) for offset in (0, 1)]
        by_place = {place: button for button, place in self.slots.items()}
        found = None
        if kept in places:
            found = successor(places, kept, lambda place: place, by_place.get)
        return found or self.next_button

    def _loan_widths(self, room: int, language: str) -> tuple[int, int]:
        """The repay and extend buttons' widths in `room`, and `row_step`: side by side, each
        as wide as its longest label asks, or, where the two do not fit beside each other
        (four seats' columns: «Погасить: 20 млн» and «Продлить: 30 млн»), extend under
        repay, both as wide as the room, rather than a label clipped or a unit dropped."""
        need = [max(fonts.size_of(tr(key, due=format_number(due[i], language)), 14)[0]
                    for due in board.LOAN_DUE) + LABEL_PAD for i, key in enumerate(LOAN_KEYS)]
        if sum(need) + 6 > room:
            self.row_step = 2 * ROW_STEP
            return room, room
        self.row_step = ROW_STEP
        first = (room - 6) * need[0] // sum(need)
        return first, room - 6 - first

    def open_groups(self) -> list[tuple[int, list[str]]]:
        """The deciding seat's cards of this decision by value (in the decision's order of
        values, emptied groups kept so the rows below do not move): (value, open cards)."""
        if self.decision is None:
            return []
        groups: dict[int, list[str]] = {}
        for card in self.decision.cards:
            cards = groups.setdefault(board.LOAN_AMOUNT[board.loan_index(card)], [])
            if card not in self.decided:
                cards.append(card)
        return sorted(groups.items())

    @property
    def rows_top(self) -> int:
        """The first button row: under the cash, what is due now and what extending costs,
        each on the lines its label needs (`owed_lines`)."""
        return self.loans_top + 22 + LINE_H * (1 + self.owed_lines())

    def owed_lines(self) -> int:
        """The lines the deciding seat's "due now" and "extending" figures take at most while
        it settles this decision's cards (their labels change as cards are settled: "Due now
        (1 card left)"), so the button rows under them never move under a person's pointer:
        the labels at every count of cards left, beside the amounts of all the cards (the
        widest that the figures show)."""
        if self.decision is None:
            return 2
        texts = self.scene.view.texts
        width = self._column(self.decision.seat).rect.width
        due, extra = self._owed(list(self.decision.cards))
        left = range(1, len(self.decision.cards))
        lines = 0
        for whole, part, amount in (
                ("tycoon_play.payday.due_now", "tycoon_play.payday.due_left", texts.money(due)),
                ("tycoon_play.payday.extension", "tycoon_play.payday.extension_left",
                 texts.money_delta(extra))):
            labels = [tr(whole), *(tr(part, count=n) for n in left)]
            lines += max(len(figure_label(label, amount, width)) for label in labels)
        return lines

    def _kill_loan_buttons(self) -> None:
        for button in self.loan_buttons:
            self.scene.routes.unbind(button)
            button.kill()
        self.loan_buttons.clear()
        self.slots.clear()
        self.chips.clear()

    def finish_loans(self, net_worth: list[int], cash: list[int]) -> None:
        """Every card is settled: the standings (cash minus loans) can be shown."""
        self.decision = None
        self._kill_loan_buttons()
        if not self.loans_done and not self.owed and not any(
                line.chosen for c in self.columns for line in c.loan_lines):
            # The loans settled with the payday itself, by the rules alone, before the card is
            # drawn: nobody held a card (the list was summed for loans that never came,
            # pt-tycoon4), or every card was due, as at the final payday ("2. in 4 Städten"
            # and "2-е место в 4 городах" over a half-empty card, tycoonleft2). Their lines
            # are known, so the income lists take the room above them.
            texts = self.scene.view.texts
            self.loan_rows = max(self._loan_rows(c, texts) for c in self.columns)
            self._fit_lines()
            self.loans_top = self._loans_top()
        self.loans_done = True
        self.next_button.enable()
        self.next_button.set_tooltip(None)  # nothing is waited for now
        self.standings = list(zip(cash, net_worth, strict=True))
        if self.stage == "loans":
            self.stage = "standings"

    def advance(self) -> bool:
        """The Continue button: finish counting, then loans, then standings; True = close."""
        if self.counting:
            self.skip()
        elif self.stage == "income":
            self.stage = "standings" if self.loans_done else "loans"
        elif self.stage == "standings":
            return True
        return False

    @property
    def shown(self) -> bool:
        return self.next_button.visible

    def set_shown(self, shown: bool) -> None:
        """The overlay first waits until the board has shown the move that brought payday;
        once up it stays up (motion underneath, such as a loan's cash, plays on)."""
        if self.shown or not shown:
            return
        for widget in self.widgets():
            widget.show()

    def widgets(self) -> list[UIElement]:
        return [*self.loan_buttons, self.next_button]

    def close(self) -> None:
        self._kill_loan_buttons()
        self.scene.routes.unbind(self.next_button)
        self.next_button.kill()

    # --- drawing ----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, texts: Texts) -> None:
        """The composed overlay (rebuilt only when a line appears or a stage changes), then
        the income figures, which count up every frame."""
        shown = min(int(self.clock / LINE_SECONDS), max(len(c.lines) for c in self.columns))
        key = (shown, self.stage, texts.lang, self.decision, tuple(self.chips),
               adapter.cash(self.scene.match.state), tuple(len(c.loan_lines) for c in self.columns))
        if key != self._content_key or self._content is None:
            self._content = self._compose(texts, shown)
            self._content_key = key
        surface.blit(self._content, (0, 0))
        progress = self.progress
        for column in self.columns:
            amount = fonts.text(texts.money(self.shown_total(column, progress)), 20, HEADING, True)
            surface.blit(amount, (column.rect.right - amount.get_width(), self.loans_top - 46))
        self.news.draw(surface, NEWS_STRIP.width, center=NEWS_STRIP.center)

    def _compose(self, texts: Texts, shown: int) -> pygame.Surface:
        """An opaque card; everything around it is cut out by a run-length colour key, which
        blits every frame far cheaper than per-pixel alpha over the whole canvas."""
        s = pygame.Surface(layout.CANVAS.size)
        s.fill(CORNER_KEY)
        pygame.draw.rect(s, PANEL, layout.OVERLAY, border_radius=14)
        pygame.draw.rect(s, EDGE, layout.OVERLAY, 2, border_radius=14)
        heading = (
            "tycoon_play.payday.final_heading"
            if self.payday.final
            else "tycoon_play.payday.heading"
        )
        title = fonts.text(tr(heading, number=self.payday.session, sessions=board.SESSIONS),
                           30, HEADING, True)
        s.blit(title, (layout.OVERLAY.x + PAD, layout.OVERLAY.y + 16))
        headings = []  # a heading comes with what it heads, not over an empty area before
        if self.stage != "income":
            headings.append((self.loans_top, "tycoon_play.payday.loans"))
        if self.stage == "standings":
            headings.append((STANDINGS_TOP, "tycoon_play.payday.standings"))
        for top, key in headings:
            pygame.draw.line(s, EDGE, (layout.OVERLAY.x + PAD, top - 8),
                             (layout.OVERLAY.right - PAD, top - 8))
            s.blit(fonts.text(tr(key), 15, DIM, True), (layout.OVERLAY.x + PAD, top - 4))
        for column in self.columns:
            self._draw_income(s, texts, column, shown)
            if self.stage != "income":
                self._draw_loans(s, texts, column)
            if self.stage == "standings":
                self._draw_standing(s, texts, column)
        s = s.convert()
        s.set_colorkey(CORNER_KEY, pygame.RLEACCEL)
        return s

    def invalidate(self, names: tuple[str, ...]) -> None:
        """After a language switch everything is composed again, the seats' names too."""
        self.names = names
        for column in self.columns:
            column.name = names[column.seat]
        self._fit_lines()
        if not self.loan_buttons:  # the rows of a person's open cards stay where they are
            self.loans_top = self._loans_top()
        self._content = None

    def _draw_income(self, surface, texts: Texts, column: PlayerColumn, shown: int) -> None:
        x, y, w = column.rect.x, INCOME_TOP, column.rect.width
        pygame.draw.rect(surface, PLAYER_RGB[column.colour], (x, y - 36, w, 6), border_radius=3)
        surface.blit(fonts.fit(column.name, 20, TEXT, w, True), (x, y - 28))
        y += 2
        drop = amount_drop()
        for row in self._rows(column, texts)[:shown]:
            amount = fonts.text(row.amount, SIZE, TEXT, True)
            surface.blit(amount, (x + w - amount.get_width(), y + drop))
            room = w - amount.get_width() - 8
            for text in row.label:
                label = fonts.fit(text, SIZE, TEXT, room)
                surface.blit(label, (x, y))
                y += LINE_H
            if row.remark_below:
                surface.blit(fonts.fit(row.remark, REMARK_SIZE, GOLD, w - 12),
                             (x + 12, y - LINE_H + REMARK_DROP))
                y += LINE_H - 5  # the rows below keep their place (see _loans_top)
            elif row.remark:
                surface.blit(fonts.text(row.remark, REMARK_SIZE, GOLD),
                             (x + label.get_width() + 8, y - LINE_H + 3))
        surface.blit(fonts.text(tr("tycoon_play.payday.total"), 17, HEADING, True),
                     (x, self.loans_top - 44))

    @staticmethod
    def shown_total(column: PlayerColumn, progress: float) -> int:
        """The income figure while it counts up (`progress` 0..1 of the reveal)."""
        return round(column.total * progress)

    @property
    def progress(self) -> float:
        return min(1.0, self.clock / self.reveal_seconds)

    def open_cards(self, seat: int) -> tuple[list[str], bool]:
        """The cards `seat` has still to settle at this payday and whether it is deciding now
        (False: its turn in the loan round is still to come)."""
        if self._deciding(self._column(seat)):
            return [card for _amount, cards in self.open_groups() for card in cards], True
        state = self.scene.match.state
        if self.loans_done or seat not in adapter.payday_queue(state):
            return [], False
        return [board.LOAN_IDS[k] for k, owner in enumerate(adapter.loan_owners(state))
                if owner == seat], False

    def figures(self, seat: int, texts: Texts) -> list[tuple[str, str]]:
        """What a seat weighs its loans against, as (label, amount) lines: its cash, what it
        owes if it repays every card still open, and what extending them all costs on top. A
        computer's hold still from the start of its decision while it settles its cards one
        by one; a person's follow each card they settle, and once some are settled the
        labels say how many are left ("Due now (1 card left)"). Once a seat has settled
        them all, a computer's go as a person's do: its column kept "Due now (repay all)" above
        its decided cards while the person's said "All loans decided." (playtest23)."""
        state = self.scene.match.state
        lines = [(tr("tycoon_play.payday.cash"), texts.money(adapter.cash(state)[seat]))]
        cards, deciding = self.open_cards(seat)
        held = deciding and seat in self.owed
        if held:
            due, extra = self.owed[seat]
        elif cards:
            due, extra = self._owed(cards)
        else:
            return lines
        if deciding and not held and len(cards) < len(self.decision.cards):
            due_label = tr("tycoon_play.payday.due_left", count=len(cards))
            extra_label = tr("tycoon_play.payday.extension_left", count=len(cards))
        else:
            due_label = tr("tycoon_play.payday.due_now")
            extra_label = tr("tycoon_play.payday.extension")
        lines.append((due_label, texts.money(due)))
        lines.append((extra_label, texts.money_delta(extra)))
        return lines

    def _owed(self, cards: list[str]) -> tuple[int, int]:
        state = self.scene.match.state
        ks = [board.loan_index(card) for card in cards]
        due = sum(board.LOAN_DUE[k][adapter.loan_extended(state, k)] for k in ks)
        extra = sum(board.LOAN_DUE[k][1] - board.LOAN_DUE[k][0] for k in ks
                    if not adapter.loan_extended(state, k))
        return due, extra

    def settled(self, column: PlayerColumn,
                texts: Texts) -> list[tuple[str, str, list[tuple[str, dict]]]]:
        """The cards settled so far, alike ones on one line ("2 cards of 10 M repaid"), each
        with every reason a computer gave for that very choice, each reason once and in the
        order given (none: a person's choice or the rules'). Two alike cards may be chosen
        for two reasons (one 10 M card due, the other cheaper now): the line kept only the
        latest, so one of them was never said."""
        groups: dict[tuple[str, int], list[LoanLine]] = {}
        for line in column.loan_lines:
            value = board.LOAN_AMOUNT[board.loan_index(line.card)]
            groups.setdefault((line.key, value), []).append(line)
        out = []
        for (key, value), lines in groups.items():
            # alike cards are counted in the line's own words: "3 × Карта 10 млн погашена"
            # read as a sum, not Russian (tycoonroute's play-test): «3 карты по 10 млн погашены»
            text = tr(key, card=str(value), count=len(lines))
            reasons: list[tuple[str, dict]] = []
            for line in lines:
                if line.reason and line.reason not in reasons:
                    reasons.append(line.reason)
            out.append((text, texts.money(sum(line.amount for line in lines)), reasons))
        return out

    def status(self, column: PlayerColumn) -> str | None:
        """The one line under a seat's figures: deciding, waiting for its turn, no loans, or
        (a person, others still deciding) every card settled."""
        cards, deciding = self.open_cards(column.seat)
        if deciding:
            return None if self.loan_buttons else tr("tycoon_play.payday.thinking")
        if cards:
            return tr("tycoon_play.payday.waiting", count=len(cards))
        if not column.loan_lines:
            return tr("tycoon_play.payday.no_loans")
        if self.stage == "loans":
            # A seat's figures went with its last card ("Due now", "Extending all") while
            # others still decide: the place they stood in says so, and the settled cards
            # follow right under it, in a computer's column as in a person's.
            return tr("tycoon_play.payday.all_settled")
        return None

    def _draw_loans(self, surface, texts: Texts, column: PlayerColumn) -> None:
        x, y, w = column.rect.x, self.loans_top + 22, column.rect.width
        if self.stage == "loans":
            for label, amount in self.figures(column.seat, texts):
                y = self._figure_line(surface, x, y, w, label, amount, DIM)
            if self._deciding(column):  # the buttons' rows stand under the figures
                y = max(y, self.rows_top)
                for card, top, count in self.chips:
                    chip = pygame.Rect(x, top + 2, CHIP_W, 26)
                    pygame.draw.rect(surface, CHIP, chip, border_radius=6)
                    value = texts.money(board.LOAN_AMOUNT[board.loan_index(card)])
                    label = fonts.fit(tr("tycoon_play.payday.chip", count=str(count),
                                         card=value), 13, INK, CHIP_W - 6, True)
                    surface.blit(label, label.get_rect(center=chip.center))
                if self.chips:
                    y = self.rows_top + self.row_step * len(self.open_groups())
        status = self.status(column)
        if status is not None:
            for part in status_lines(status, w):
                surface.blit(fonts.fit(part, FIGURE_SIZE, GOLD if self.stage == "loans" else DIM,
                                       w), (x, y))
                y += LINE_H
        for label, amount, reasons in self.settled(column, texts):
            y = self._figure_line(surface, x, y, w, label, amount, TEXT)
            for i, reason in enumerate(reasons):  # right under the choice it explains
                y += NOTE_GAP if i else 0  # where one reason ends and the next begins
                why = texts.reason(*why_only(reason), self.names)
                for part in note_lines(why, w - REASON_INDENT):
                    surface.blit(fonts.fit(part, NOTE_SIZE, DIM, w - REASON_INDENT),
                                 (x + REASON_INDENT, y))
                    y += NOTE_H

    def _loan_rows(self, column: PlayerColumn, texts: Texts) -> int:
        """How many lines `_draw_loans` gives a column whose loans are all settled: its status
        lines, each settled line's and the lines of the reasons under it (a reason's line is
        shorter than a row: counted as one, the room is never short)."""
        width = column.rect.width
        status = self.status(column)
        rows = 0 if status is None else len(status_lines(status, width))
        for label, amount, reasons in self.settled(column, texts):
            rows += len(figure_label(label, amount, width)) + sum(
                len(note_lines(texts.reason(*why_only(reason), self.names), width - REASON_INDENT))
                for reason in reasons)
        return rows

    def _deciding(self, column: PlayerColumn) -> bool:
        return self.decision is not None and self.decision.seat == column.seat

    @staticmethod
    def _figure_line(surface, x: int, y: int, w: int, label: str, amount: str,
                     colour) -> int:
        """A label left and its amount right on the label's first line; a label too long
        beside it goes on under itself at the same size (`figure_label`), as the income rows
        do, rather than shrink ("Neuer Kredit 10 Mio. (für Schulden)" stood at 12 px)."""
        figure = fonts.text(amount, FIGURE_SIZE, TEXT, True)
        surface.blit(figure, (x + w - figure.get_width(), y))
        room = w - figure.get_width() - GAP
        for part in figure_label(label, amount, w):
            surface.blit(fonts.fit(part, FIGURE_SIZE, colour, room), (x, y))
            y += LINE_H
        return y

    def _draw_standing(self, surface, texts: Texts, column: PlayerColumn) -> None:
        x, y, w = column.rect.x, STANDINGS_TOP + 22, column.rect.width
        cash, worth = self.standings[column.seat]
        rank = 1 + sum(1 for _cash, other in self.standings if other > worth)
        surface.blit(fonts.text(tr("tycoon_play.payday.rank", rank=rank), 15, DIM, True), (x, y))
        amount = fonts.text(texts.money(worth), 22, HEADING, True)
        surface.blit(amount, (x + w - amount.get_width(), y - 4))
        detail = tr("tycoon_play.payday.worth_detail", cash=texts.money(cash),
                    loans=texts.money(cash - worth))
        surface.blit(fonts.fit(detail, 13, DIM, w), (x, y + 26))

