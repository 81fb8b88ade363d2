"""The game log as a service of the match loop (issue 30.4), the same on every board.

`MatchScene` keeps one `MatchLog`: it feeds the lines the board's game makes of each move
(`log_lines`), takes back the lines of a move taken back, rebuilds a loaded game's log from its
action log, opens the log panel (L, the game menu's Game log) and, as a person's turn starts,
puts "since your last turn" on a card until that person acts. The board gives only its game's
words (`log_words`), where the panel and the card stand (`log_rect`, `since_place`) and, where
it has a better summary of its own (Tycoon's), `since_news`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.games import game_entry
from game.ui.game_log import WHEEL_ROWS, LogPanel
from game.ui.history_view import HistoryView, Row
from game.ui.hover import GOLD, Block, heading, render_card
from game.ui.log_book import LogBook, LogLine

if TYPE_CHECKING:
    from game.scenes.match_loop import MatchScene, Reason

SINCE_WIDTH = 340
SINCE_LINES = 8  # more lines than these are counted, L shows them all
#: The key that opens a folded "since your last turn" card (its title names it): the card
#: opened only under the pointer, so a keyboard player never read it. N for news, free on
#: every board (L, P, D, M, H, U and the digits are taken).
SINCE_KEY = pygame.K_n


class MatchLog:
    def __init__(self, scene: MatchScene) -> None:
        self.scene = scene
        setup = scene.match.setup
        start = game_entry(setup.game).start(setup)
        self.book = LogBook(scene.log_opening(start))
        self.panel: LogPanel | None = None
        #: Per person: how long the log was after their last move (their summary starts there).
        self.marks: dict[int, int] = {}
        #: A loaded game's persons: how long the log was after their last move in the turn it
        #: was saved in, in that turn or out of it (`replay`); the first card starts there.
        self.resumed: dict[int, int] = {}
        self.since_seat: int | None = None  # whose summary the card shows
        self.since_from = 0  # where in the log it starts
        self.since: list[str] = []
        self.since_shown = 0  # how many of them the card has room for (the rest are counted)
        #: Per person: the lines the computer made in their place when their think time ran
        #: out (D45), said on their next card, since nobody told them while it happened.
        self.stood_in: dict[int, list[LogLine]] = {}
        #: The persons whose turn began since the computer last stood in for them: a stand-in
        #: now starts their list afresh, the earlier one was on the card of that turn (a
        #: player away for eight turns got a card of turn 2's stand-in moves at turn 10,
        #: the other seat's newest moves cut off under them, speedtext21).
        self._told_stand_in: set[int] = set()
        self._card: pygame.Surface | None = None
        #: The card folded to its title line, for a board that has no place for the whole
        #: card off what the players read (`MatchScene.since_folded_place`: Tycoon's four
        #: seats); the pointer resting on it opens the card.
        self._title: pygame.Surface | None = None
        self._opened = False  # the folded card is open (the pointer came from its title)
        #: The folded card opened by its key (SINCE_KEY), for a player without a mouse: open
        #: until that key again or any other key (the Tab that moves on, Esc, a press).
        self._keyed = False
        #: Where the mouse rests: the card steps aside while it is over the card, so the board
        #: under it (a city the card covered while the person planned, play-test) can be read.
        self._hover: tuple[int, int] | None = None
        self._tail: tuple[tuple, pygame.Surface] | None = None  # the newest lines' picture
        self._tail_view: tuple[int, HistoryView] | None = None
        self.tail_rows: list[Row] = []  # what the player reads in the tail now (for tests)
        if scene.match.actions:
            self.replay(start)

    def replay(self, state) -> None:
        """A loaded game: every move's lines from the game's first `state` and its action log,
        with the computers' reasons the save kept (an older save has none: bare moves). Each
        person's mark stands after their own last move, as it did while they played: back at
        the table (Continue, Load) their first card tells what the others did since (it
        showed nothing, the marks were set at the log's end). A person who moved in the turn
        the game was saved in (a bid in another's auction) has seen what came before that
        move: their first card starts after it (`resumed`; it listed the auction's opening
        that Ben had bid after, prop22)."""
        reasons = self.scene.match.reasons
        turn = state.turn_player()
        for count, action in enumerate(self.scene.match.actions, start=1):
            seat, in_turn = state.current_player, state.current_player == state.turn_player()
            events = state.apply(action)
            self.book.add(self.scene.log_lines(events, seat, reasons.get(count - 1), state),
                          count)
            if seat in self.scene.humans:
                self.resumed[seat] = len(self.book.lines)
                if in_turn:
                    self.marks[seat] = len(self.book.lines)
            if state.turn_player() != turn:
                turn, self.resumed = state.turn_player(), {}

    # --- fed by the loop ----------------------------------------------------------------------

    def moved(self, events: list, seat: int | None, reason: Reason | None,
              stand_in: bool = False, in_turn: bool = True) -> None:
        """After each applied move: its lines; the card goes once its person acts in their
        own turn. `stand_in`: the computer made the move for a person out of time; its lines
        wait for that person's next card. A move out of turn (a Lobbyist window's Pass) is no
        turn of that person's: the card still tells all since their last turn (it said only
        the last seat's move after a pass, play-test pt-mix2)."""
        match = self.scene.match
        lines = self.scene.log_lines(events, seat, reason, match.state)
        self.book.add(lines, len(match.actions))
        if reason is not None and not any(line.reason for line in lines):
            # the saves keep only the reasons the log shows (a property game's computers give
            # one a move, ~55 bytes each; a reason only repeating its line is left out)
            match.reasons.pop(len(match.actions) - 1, None)
        if seat is not None and seat in self.scene.humans and in_turn:
            self.marks[seat] = len(self.book.lines)
            if stand_in:
                if seat in self._told_stand_in:
                    self._told_stand_in.discard(seat)
                    self.stood_in.pop(seat, None)
                self.stood_in.setdefault(seat, []).extend(lines)
            else:
                self.stood_in.pop(seat, None)
            if seat == self.since_seat:
                self.since_seat, self.since, self._card, self._title = None, [], None, None
        if self.since_seat is not None and lines:
            # another seat moved after the person's turn began (a Lobbyist's purchase): the
            # card says it too, or the person finds the market changed with no word why
            self.say_since()
        self.refresh()

    def turn_starts(self, seat: int) -> None:
        """A person's turn: what the others did since that person's last move, on a card;
        at a load, since their last move in the turn it was saved in, if later (`resumed`)."""
        if seat in self.marks:
            self.since_seat = seat
            self.since_from = max(self.marks[seat], self.resumed.get(seat, 0))
            self.say_since()
        self.resumed = {}
        if seat in self.stood_in:
            self._told_stand_in.add(seat)

    def say_since(self) -> None:
        """The card in the board's language (again after a switch): the board's own summary
        where it has one, else the others' lines since the person's last move."""
        seat, self._card, self._title = self.since_seat, None, None
        self._keyed = False
        if seat is None:
            return
        news = self.scene.since_news(seat)
        if news is None:
            news = [self.scene.log_words(line)[0]
                    for line in self.book.since(self.since_from, seat)]
        stood_in = [line for line in self.stood_in.get(seat, ()) if not line.minor]
        if stood_in:
            news = [self.scene.say("match.log.stood_in"),
                    *(self.scene.log_words(line)[0] for line in stood_in), *news]
        self.since = news
        if not news:
            return
        self._title = render_card([Block(self.scene.say("match.log.since_folded",
                                                        count=len(news)), 14, GOLD, True)],
                                  self.scene.since_width())  # one line, the heading's colour
        room = self.scene.since_room()
        shown = news[:SINCE_LINES]
        self._card = self._since_card(news, shown)
        while room is not None and self._card.get_height() > room and len(shown) > 1:
            # long lines wrap (ru): the card once ran out of the empire over its frame and
            # down to the buttons (pt-speed4, 1366x768); fewer lines, the rest counted
            shown = shown[:-1]
            self._card = self._since_card(news, shown)
        self.since_shown = len(shown)

    def _since_card(self, news: list[str], shown: list[str]) -> pygame.Surface:
        """The card with the `shown` lines of `news`, the rest counted ("L shows them")."""
        blocks = [heading(self.scene.say("match.log.since")), *(Block(t, 14) for t in shown)]
        if len(news) > len(shown):
            blocks.append(Block(self.scene.say("match.log.since_more",
                                               count=len(news) - len(shown)), 13))
        return render_card(blocks, self.scene.since_width())

    # --- the panel ----------------------------------------------------------------------------

    @property
    def open(self) -> bool:
        return self.panel is not None

    def toggle(self, shown: str | int = "all") -> None:
        if self.panel is not None:
            self.close()
        else:
            self.open_panel(shown)

    def open_panel(self, shown: str | int = "all") -> None:
        """The panel over the board (`shown`: the filter, or one seat's number)."""
        self.close()
        scene = self.scene
        self.panel = LogPanel(scene.app.manager, scene.container, scene.log_rect(),
                              scene.log_words, [s.colour for s in scene.match.setup.seats],
                              scene.log_viewer(), scene.log_mark, shown)
        self.refresh()

    def close(self) -> None:
        if self.panel is not None:
            self.panel.kill()
            self.panel = None

    def refresh(self) -> None:
        """The panel follows the log (a move taken back included)."""
        self.book.cut(len(self.scene.match.actions))
        if self.panel is not None:
            self.panel.show(self.book.lines)

    @property
    def panel_rect(self) -> pygame.Rect | None:
        """Where the open panel stands (None: closed), for a hover card to keep clear of."""
        return self.scene.log_rect() if self.panel is not None else None

    def covers(self, pos: tuple[int, int] | None) -> bool:
        """Whether the open panel lies at `pos` (a board's hover card stays away from it)."""
        return self.panel is not None and pos is not None and self.panel.covers(pos)

    def handle_event(self, event: pygame.event.Event, pointer: tuple[int, int] | None) -> bool:
        """L opens and closes the panel on every board; an open panel takes its buttons, the
        wheel over it and the scroll keys."""
        if event.type == pygame.MOUSEMOTION:
            self._hover = event.pos
        if event.type == pygame.KEYDOWN:
            if event.key == SINCE_KEY and self.folded and self.panel is None and not \
                    event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
                self._keyed = not self._keyed
                return True
            self._keyed = False  # another key goes on with the game: the card folds again
        if event.type == pygame.KEYDOWN and event.key == pygame.K_l and not event.mod & (
                pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
            seat = self.scene.log_news_seat()
            self.toggle("all" if seat is None else seat)
            return True
        if self.panel is not None:
            done = self.panel.handle_event(event, pointer)
            if done == "close":
                self.close()
            elif done == "used":
                self.refresh()
            if done:
                return True
        return self.wheel_on_tail(event, pointer)

    def wheel_on_tail(self, event: pygame.event.Event, pointer: tuple[int, int] | None) -> bool:
        """The wheel over the newest lines a board keeps in view scrolls them, as it scrolls
        the panel (its scroll bar says there is more above)."""
        where = self.scene.log_tail_rect()
        if (event.type != pygame.MOUSEWHEEL or where is None or pointer is None
                or not where.collidepoint(pointer) or self._tail_view is None):
            return False
        view = self._tail_view[1]
        view.scroll = max(0, view.scroll + WHEEL_ROWS * event.y)
        return True

    def language_changed(self) -> None:
        """The lines are words again in the new language (the panel made anew)."""
        self._tail = self._tail_view = None
        if self.panel is not None:
            shown, scroll = self.panel.shown, self.panel.view.scroll
            self.open_panel(shown)
            self.panel.view.scroll = scroll
            self.refresh()
        self.say_since()

    # --- drawing ------------------------------------------------------------------------------

    def tail(self, size: tuple[int, int]) -> pygame.Surface:
        """The newest lines that fit in `size`, drawn as the panel draws them: for a board
        that keeps the log's end in view (the property column; the wheel scrolls them back);
        L shows it whole."""
        lines = self.book.lines
        if self._tail_view is None or self._tail_view[0] != size[0]:
            self._tail_view = (size[0], HistoryView(self.scene.log_words, size[0],
                                                    self.scene.log_mark))
        view = self._tail_view[1]
        key = (size, len(lines), lines[-1] if lines else None, view.scroll)
        if self._tail is None or self._tail[0] != key:
            page = view.page(lines, lambda line: True, size[1])
            colours = [s.colour for s in self.scene.match.setup.seats]
            picture = view.render(page, colours, size)
            self.tail_rows = page.rows
            self._tail = ((size, len(lines), lines[-1] if lines else None, view.scroll),
                          picture)
        return self._tail[1]

    @property
    def card_size(self) -> tuple[int, int] | None:
        """The "since your last turn" card's size (None: no card), for a board that places
        it where it covers least (`since_place`)."""
        return self._card.get_size() if self._card is not None else None

    @property
    def title_size(self) -> tuple[int, int] | None:
        """The folded card's title line's size (None: no card)."""
        return self._title.get_size() if self._title is not None else None

    @property
    def folded(self) -> bool:
        """Whether the card stands folded to its title line now (open or not)."""
        return self._card is not None and self.scene.since_folded_place() is not None

    @property
    def card_rect(self) -> pygame.Rect | None:
        shown = self._shown()
        return shown[1] if shown is not None else None

    def _shown(self) -> tuple[pygame.Surface, pygame.Rect] | None:
        """The card as it stands now: whole, stepping aside while the pointer is on it; or,
        folded, its title line, the whole card while the pointer rests on the title or on
        the card it opened."""
        if self._card is None or self.panel is not None or self.scene.since_hidden():
            return None
        rect = self._card.get_rect(topleft=self.scene.since_place())
        folded = self.scene.since_folded_place()
        if folded is None:
            if self._hover is not None and rect.collidepoint(self._hover):
                return None
            return self._card, rect
        title = self._title.get_rect(topleft=folded)
        over = self._hover is not None
        self._opened = over and (title.collidepoint(self._hover)
                                 or (self._opened and rect.collidepoint(self._hover)))
        return (self._card, rect) if self._opened or self._keyed else (self._title, title)

    def draw(self, surface: pygame.Surface) -> None:
        shown = self._shown()
        if shown is not None:
            surface.blit(*shown)


__all__ = ["MatchLog"]
