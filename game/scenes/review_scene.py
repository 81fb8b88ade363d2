"""The game review screen, one for every game: the game's own board replaying the saved game,
each seat's win chance over the whole game, and the reviewed person's three biggest swings.

The review itself (game/reviews.py) runs in its own process: while it works the screen shows a
progress bar and Cancel; a review kept beside the save shows at once. Then:

- the board (the game's `review_board`, drawing a position as play draws it) shows one position
  of the game; → (or its button) plays the next turn's events with the game's own motion, as
  the live board animates them; ← steps back to the previous turn, Home / End go to the
  start or the end, a click on the chart jumps to the move under it — those cut, showing the
  position at once. → during a motion finishes it first (held down, every turn's motion is cut
  short by the next press: nothing queues up);
- the chart shows every seat's win chance before each reviewed decision and, by the game's
  evaluator, at each round's start where the person decided nothing for a round either side
  (calm_course, valued by the replay where it is drawn), ending at the real
  result, with the swings marked 1, 2, 3 and the clock's moves
  ringed on the person's line (a hover card says what the clock played);
- each swing's card says where it was, what was played, what the computer prefers, the win
  chance after each, and the computer's reason; a click on it (or 1, 2, 3) shows its position;
- the column's foot counts the person's own decisions reviewed and lists the moves a clock
  made for them ("The clock moved: …", wrapped whole), which are not counted; a click on one
  shows it.

Every number is the computer's estimate, and the screen says so. The save is only read.

A game's review board (`GameEntry.review_board`, built as `Class(setup, say, language)`) gives:
`names` (the seats as the board names them), `picture(state, seat)` (the position, the running
motion drawn over it when `state` is the one its last `animate` led to), `plan_words(state,
seat, plan)`, `animate(before, events, after, seat, speed)` (queue the motion of `events`,
which led from `before` to `after`, at the Settings' animation speed), `update(dt)`, `busy`
and `skip()` (every motion to its end); it may give `moments(replay)`, the (move, words) of the
game's own moments the chart marks on the way (Speedtycoon's scorings, Tycoon's paydays), the
words a key or a key with its placeholders' values (`Words`), as `end_key` may be; and it may
give `moment(state, seat)`, a sentence on a swing's card, above what was played, of what the
board showed that the plans' words leave out (the property games' auction: the place, its list
price, the high bid and bidder, the seat's cash), None where there is none. The stepping,
the cutting and the pictures are this scene's, one for every game.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton

from game.ai.review import (
    GameReview,
    calm_course,
    chart_decisions,
    decision_stages,
    lost_after,
)
from game.core.i18n import format_percent, whole_percent
from game.core.named import resolve
from game.reviews import SavedGame, start_review
from game.scenes import review_view as rv
from game.scenes.scene import Scene
from game.scenes.seat_rows import short_names, text_names
from game.ui.hover import Block, HoverDelay, heading, place_card, render_card
from game.ui.palette import BACKGROUND, DIM_TEXT, GOLD, LIGHT_TEXT, PANEL, PANEL_EDGE
from game.ui.text import blit_text, wrap

if TYPE_CHECKING:
    from game.app import App

PROGRESS = pygame.Rect(340, 290, 600, 230)
BAR = pygame.Rect(PROGRESS.x + 30, PROGRESS.y + 96, PROGRESS.w - 60, 22)
#: The note that closing keeps the work so far: under the bar, clear of Cancel.
KEPT_NOTE_SIZE = 14
KEPT_NOTE_WIDTH = PROGRESS.w - 60 - 170
KEPT_NOTE_TOP = BAR.bottom + 36
KEPT_NOTE_STEP = KEPT_NOTE_SIZE + 5
#: The sweep across the bar's empty part while the review runs: one crossing, its width.
SWEEP_S = 1.6
SWEEP_W = 90
NAV_BUTTON = (150, 40)
#: A review board's words for a mark: a key, or a key with its placeholders' values
#: (Tycoon's "Payday %{number}", a number for each of its paydays).
Words = str | tuple[str, Mapping[str, object]]


def kept_note_lines(note: str) -> list[tuple[str, int]]:
    """The progress panel's note that closing keeps the work, wrapped: each line and its
    top."""
    lines = wrap(note, KEPT_NOTE_SIZE, KEPT_NOTE_WIDTH)
    return [(line, KEPT_NOTE_TOP + row * KEPT_NOTE_STEP) for row, line in enumerate(lines)]


def said(say: Callable[..., str], words: Words) -> str:
    """A mark's words (`Words`) in the review's language."""
    return say(words) if isinstance(words, str) else say(words[0], **words[1])


def _none(_replay) -> list[tuple[int, Words]]:
    """A review board's moments when it names none (`moments`): the chart marks only the
    swings and the end."""
    return []


def _no_moment(_state, _seat: int) -> str | None:
    """A review board's `moment` when it has none: the plans' words say all of the moment."""
    return None


#: Scaled board pictures kept (stepping back and forth redraws none of them).
KEPT_PICTURES = 24
#: Between a plan's steps (in every language: a sign, not a word).
PLAN_JOIN = " › "


class ReviewScene(Scene):
    def __init__(self, app: App, game: SavedGame, seat: int) -> None:
        super().__init__(app)
        self.game = game
        self.seat = seat
        self.job: Any = None
        self.review: GameReview | None = None
        self.news: dict = {"state": "running", "done": 0, "total": 0}
        self.cancelling = False
        self.running_s = 0.0
        """Seconds the review has run on this screen: the bar's sweep moves with them."""
        self.replay = game.replay()
        self.move = len(self.replay)
        self.colours = [s.colour for s in game.setup.seats]
        self._pictures: dict[int, pygame.Surface] = {}
        self.live: Any = None
        """The position the board's motion leads to, while the board stands at the end of a
        step forward (None after a cut): drawn from this very state, with the motion."""
        self._live_still: pygame.Surface | None = None
        self._chart: tuple[pygame.Surface, int] | None = None
        self._fall: rv.Fall | None = None
        self._lines: list[tuple[int, list[tuple[int, int]]]] = []
        """Each seat's drawn line on the chart: (seat, its points), for the hover card."""
        self._end_words: str | None = None
        self._point_cards: dict[int, pygame.Surface] = {}
        self._rings: list[tuple[int, tuple[int, int]]] = []
        """The clock's rings on the drawn chart: (move, centre in the chart), for their card."""
        self._ring_cards: dict[int, pygame.Surface] = {}
        self._cards: list[rv.CardText] | None = None
        self._foot: rv.Foot | None = None
        self._note: list[str] | None = None
        self._layout: rv.CardLayout | None = None
        self.pointer: tuple[int, int] | None = None
        self.hover = HoverDelay()
        self._hover_drawn: int | None = None
        self._nav: tuple[int, str] | None = None
        self.nav: dict[str, UIButton] = {}
        self.board = self._board()

    @property
    def names(self) -> list[str]:
        """The seats' names as the game's board shows them (a property game's computer is
        "Blue (normal)" there, in the screen's language: the cards and the chart say so too)."""
        return self.board.names

    def called(self, seat: int) -> str:
        """The seat's name as it stands after "player" in the review's sentences, the shared
        sentence names of every game (`seat_rows.text_names`, as the tables use): "Anna", a
        default name's number where the words say "player", a computer by its colour alone,
        «игрока «Синий»» in Russian, where the board's "Синий (средний)" read «игрока Синий
        (средний)» (reviewlate)."""
        keys = self.game.entry.new_game_class().colour_keys
        return text_names(self.game.setup.seats, keys, self.app.tr)[seat]

    def short_names(self) -> list[str]:
        """The seats' names in fewer letters, a computer by its colour alone (as the result
        names them where the whole do not fit), for the chart's legend."""
        keys = self.game.entry.new_game_class().colour_keys
        return short_names(self.game.setup.seats, self.names, keys, self.app.tr)

    def _board(self) -> Any:
        cls = self.game.entry.review_board_class()
        return cls(self.game.setup, self.app.tr, self.app.settings.language)

    # --- the scene ----------------------------------------------------------------------

    def enter(self) -> None:
        manager, box = self.app.manager, self.container
        self.back = UIButton(pygame.Rect(1116, 16, 140, 40), "review.ui.back", manager=manager,
                             container=box, object_id=ObjectID("#review_back", "@dialog_button"))
        self.cancel = UIButton(pygame.Rect(PROGRESS.right - 180, PROGRESS.bottom - 60, 150, 44),
                               "review.ui.cancel", manager=manager, container=box,
                               object_id=ObjectID("#review_cancel", "@dialog_button"))
        self.job = start_review(self.game, self.seat)
        self.update(0.0)

    def leave(self) -> None:
        if self.job is not None:
            self.job.close()

    def on_language_changed(self) -> None:
        self.board = self._board()
        self.live = None
        self._live_still = None
        self._pictures.clear()
        self._chart = None
        self._ring_cards.clear()
        self._point_cards.clear()
        self._cards = None
        self._foot = None
        self._note = None
        self._layout = None
        self._nav = None

    def watch_pointer(self, event: pygame.event.Event) -> None:
        self.hover.feed(event)
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            self.pointer = event.pos

    def ring_under_pointer(self) -> int | None:
        """The move of the clock's ring under the pointer, if any."""
        if self.review is None or not self.review.clock or self.pointer is None \
                or not rv.CHART.collidepoint(self.pointer):
            return None
        self.chart()
        x, y = self.pointer[0] - rv.CHART.x, self.pointer[1] - rv.CHART.y
        return next((move for move, (rx, ry) in self._rings
                     if abs(x - rx) <= rv.RING_REACH and abs(y - ry) <= rv.RING_REACH), None)

    def point_under_pointer(self) -> tuple[str, int] | None:
        """("at", move) of the chart's drawn point nearest the pointer over the plot, if any:
        its hover card gives every seat's win chance there (reviewplay: the chart's lines
        could be read only against the axis, the values shown nowhere but on the cards)."""
        if self.review is None or self.pointer is None:
            return None
        plot = rv.plot_rect(rv.CHART.size).move(rv.CHART.topleft)
        if not plot.collidepoint(self.pointer):
            return None
        _picture, last = self.chart()
        if not self._lines or not self._lines[-1][1]:
            return None
        move = rv.move_at(self.pointer[0] - rv.CHART.x, rv.CHART.size, last)
        return ("at", rv.nearest_point(self._lines[-1][1], move))

    def animating(self) -> bool:
        """The progress bar and the board's motion move by themselves; otherwise the review
        changes only on a key or a click."""
        return self.review is None or self.board.busy or self.hover.ready != self._hover_drawn

    def update(self, dt: float) -> None:
        if self.review is not None:
            if self.board.busy:
                self.board.update(dt)
            ring = self.ring_under_pointer()
            self.hover.track(ring if ring is not None else self.point_under_pointer(), dt)
            return
        if self.job is None:
            return
        self.running_s += dt
        self.news = self.job.poll()
        state = self.news["state"]
        if state == "done":
            self._show(GameReview.from_dict(self.news["result"]))
        elif state == "cancelled":
            self.app.scenes.pop()
        elif state == "failed":
            self._failed()

    def _failed(self) -> None:
        from game.scenes.notice import NoticeScene

        key, params = self.news.get("key"), self.news.get("params") or {}
        self.app.scenes.pop()
        if key:
            self.app.scenes.push(NoticeScene(self.app, "review.ui.failed_heading", key, params))
        else:
            self.app.scenes.push(NoticeScene(self.app, "review.ui.failed_heading",
                                             "review.ui.failed"))

    def _show(self, review: GameReview) -> None:
        """The review is here: the board goes to where the review has something to show
        (`rv.opening_move`)."""
        self.review = review
        self.cancel.kill()
        manager, box = self.app.manager, self.container
        for name, x, label in (("prev", rv.NAV.x, "review.ui.prev"),
                               ("next", rv.NAV.right - NAV_BUTTON[0], "review.ui.next")):
            self.nav[name] = UIButton(pygame.Rect((x, rv.NAV.y), NAV_BUTTON), label,
                                      manager=manager, container=box,
                                      object_id=ObjectID(f"#review_{name}", "@dialog_button"))
        self.go(rv.opening_move(review))

    # --- moving through the game --------------------------------------------------------

    def go(self, move: int) -> None:
        """Show the position after `move` actions at once (a cut: no motion)."""
        self.board.skip()
        self.live = None
        self._live_still = None
        self.move = max(0, min(len(self.replay), move))

    def step(self, direction: int) -> None:
        """To the start of the next (1) turn, its events played by the board's motion, or of
        this / the previous (-1) turn, at once; past the last turn comes the end of the
        game."""
        turns = [*self.replay.turns, len(self.replay)]
        if direction > 0:
            self.play_to(next((t for t in turns if t > self.move), len(self.replay)))
        else:
            self.go(next((t for t in reversed(turns) if t < self.move), 0))

    def play_to(self, move: int) -> None:
        """Forward to `move`, the board playing the events of the actions on the way. A motion
        still running is finished first: one step's motion at a time, never a queue."""
        if move <= self.move:
            return
        self.board.skip()
        before = self.live if self.live is not None else self.replay.state_at(self.move)
        state = before.clone()
        events: list = []
        for action in self.replay.actions[self.move:move]:
            events += state.apply(action)
        self.board.animate(before, events, state, self.seat, self.app.settings.animation_speed)
        self.move = move
        self.live = state
        self._live_still = None

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            return self._press(event.ui_element)
        if event.type == pygame.KEYDOWN:
            return self._key(event.key)
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                and self.review is not None):
            return self._click(event.pos)
        return False

    def _press(self, element: Any) -> bool:
        if element is self.back:
            self.app.scenes.pop()
        elif element is self.cancel:
            self.cancelling = True
            self.job.cancel()
        elif element is self.nav.get("prev"):
            self.step(-1)
        elif element is self.nav.get("next"):
            self.step(1)
        else:
            return False
        return True

    def _key(self, key: int) -> bool:
        if key == pygame.K_ESCAPE:
            self.app.scenes.pop()
            return True
        if self.review is None:
            return False
        swings = self.review.swings[:rv.SWINGS_SHOWN]
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.step(-1 if key == pygame.K_LEFT else 1)
        elif key in (pygame.K_HOME, pygame.K_END):
            self.go(0 if key == pygame.K_HOME else len(self.replay))
        elif pygame.K_1 <= key < pygame.K_1 + len(swings):
            self.go(swings[key - pygame.K_1].move)
        else:
            return False
        return True

    def _click(self, pos: tuple[int, int]) -> bool:
        if rv.CHART.collidepoint(pos):
            _picture, last = self.chart()
            self.go(rv.move_at(pos[0] - rv.CHART.x, rv.CHART.size, last))
            return True
        swings = self.review.swings[:rv.SWINGS_SHOWN]
        clock = self.review.clock
        for rect, swing in zip(self.card_rects(), swings, strict=True):
            if rect.collidepoint(pos):
                self.go(swing.move)
                return True
        for rect, move in zip(rv.clock_rects(self.foot()), clock, strict=False):
            if rect.collidepoint(pos):
                self.go(move.move)
                return True
        return False

    # --- what is drawn ------------------------------------------------------------------

    def picture(self, move: int) -> pygame.Surface:
        """The board at `move`, drawn by the game and scaled into the board's place: while a
        step's motion runs, drawn anew every frame; a position reached by a cut, kept."""
        if self.live is not None and move == self.move:
            if self.board.busy:
                return self._scaled(self.board.picture(self.live, self.seat))
            if self._live_still is None:
                self._live_still = self._scaled(self.board.picture(self.live, self.seat))
            return self._live_still
        if move not in self._pictures:
            if len(self._pictures) >= KEPT_PICTURES:
                self._pictures.pop(next(iter(self._pictures)))
            self._pictures[move] = self._scaled(
                self.board.picture(self.replay.state_at(move), self.seat))
        return self._pictures[move]

    @staticmethod
    def _scaled(full: pygame.Surface) -> pygame.Surface:
        scale = min(rv.BOARD.w / full.get_width(), rv.BOARD.h / full.get_height())
        size = (round(full.get_width() * scale), round(full.get_height() * scale))
        return pygame.transform.smoothscale(full, size)

    def chart(self) -> tuple[pygame.Surface, int]:
        if self._chart is None:
            review, say = self.review, self.app.tr
            end = self.replay.state_at(len(self.replay))
            result = None
            if end.is_terminal():
                winners = list(end.winners())
                result = (len(self.replay), [1 / len(winners) if s in winners else 0.0
                                             for s in range(review.num_players)])
            drawn = chart_decisions(review, self.replay)  # none in an auction in progress
            course = calm_course(self.replay, review.seat, [d.move for d in drawn],
                                 to_now=result is None)  # a half-way game's: to its last move
            lines = rv.chart_lines(review, self.colours, result, course, drawn)
            words = rv.ChartWords(say("review.ui.chart_title"),
                                  say("review.ui.chart_axis", count=len(self.replay)), self.names,
                                  say("review.ui.clock_key") if review.clock else "",
                                  None if result is None else
                                  rv.Marked(len(self.replay), said(say, self.board.end_key)),
                                  [rv.Marked(move, said(say, words)) for move, words
                                   in getattr(self.board, "moments", _none)(self.replay)],
                                  self.short_names())
            swings = review.swings[:rv.SWINGS_SHOWN]
            self._fall = rv.fall_elsewhere(lines[-1], review.decisions)  # the person's line
            seats = [s for s in range(review.num_players) if s != review.seat]
            self._lines = [(seat, list(line.points))
                           for seat, line in zip([*seats, review.seat], lines, strict=True)]
            self._end_words = None if words.end is None else words.end.label
            self._rings = rv.ring_places(rv.CHART.size, lines, words)
            self._chart = (rv.chart_picture(rv.CHART.size, lines, swings, words, self.colours,
                                            self.app.settings.language), rv.last_move(lines))
        return self._chart

    def cards(self) -> list[rv.CardText]:
        if self._cards is None:
            self._cards = [self._card(n, d)
                           for n, d in enumerate(self.review.swings[:rv.SWINGS_SHOWN], start=1)]
        return self._cards

    def _where(self, d) -> str:
        """Where a decision was made: "Session 2, round 4", else its move's number."""
        say = self.app.tr
        return (say(d.progress[0], **d.progress[1]) if d.progress[0]
                else say("review.ui.move", move=d.move + 1))

    def clock_words(self, move) -> str:
        """A move the clock made for the person, in words: "The clock moved (Round 26): …"."""
        plan = self.board.plan_words(self.replay.state_at(move.move), move.seat, move.taken)
        return self.app.tr("review.ui.clock_moved", where=self._where(move),
                           plan=PLAN_JOIN.join(plan))

    def foot(self) -> rv.Foot:
        """The column's foot (review_view.fit_foot): the person's own decisions reviewed, then
        the moves the clock made for them, in words, as many as fit whole under the cards.

        The clock's moves are counted as the chart counts moves, one per action ("moves
        0-9"), not one per line: a line is all the clock did in one go, a turn's rest or a
        whole turn ("buy … › take … › build … › click “End turn”"), and "The clock made 2
        moves" stood over two such lines of five moves (speedkeys2). "… and 3 more" counts
        the moves of the lines left out the same way."""
        if self._foot is None:
            say, review = self.app.tr, self.review
            player = self.called(self.seat)

            def moves_of(lines: int) -> int:  # the moves of the last `lines` lines
                return sum(len(c.taken) for c in review.clock[len(review.clock) - lines:])

            self._foot = rv.fit_foot(
                say("review.ui.reviewed", count=len(review.decisions), player=player),
                say("review.ui.clock_heading", count=moves_of(len(review.clock)),
                    player=player),
                [self.clock_words(move) for move in review.clock[:rv.CLOCK_SHOWN]],
                len(review.clock),
                lambda lines, listed: say("review.ui.clock_more" if listed
                                          else "review.ui.clock_ringed", count=moves_of(lines)),
                rv.foot_room(self.layout().below, len(self.note())))
        return self._foot

    def layout(self) -> rv.CardLayout:
        """Where the swing cards stand and their type size (kept with the cards)."""
        if self._layout is None:
            note = self.note()  # its room kept under three cards too
            self._layout = rv.card_layout(self.cards(), bool(self.review.clock),
                                          rv.note_height(len(note)))
        return self._layout

    def card_rects(self) -> list[pygame.Rect]:
        return list(self.layout().rects)

    def note(self) -> list[str]:
        """The lines under the cards. Under fewer than three cards: that no other decision
        lost more than the noise, and where the person's line fell much further than their
        decisions cost, that the rest was the others' moves and luck, with the figures. Under
        any cards all from one stage of the game (a Tycoon session) after which the person's
        chance stood about 0: that no later decision could change it (`lost_words`). Made
        once per language (each frame draws it)."""
        if self._note is None:
            self._note = self._note_lines()
        return self._note

    def _note_lines(self) -> list[str]:
        count = len(self.cards())
        say, lang, player = self.app.tr, self.app.settings.language, self.called(self.seat)
        lines: list[str] = []
        if count < rv.SWINGS_SHOWN:
            key = "review.ui.fewer_swings" if count else "review.ui.no_swings"
            lines = wrap(say(key, player=player), rv.NOTE_SIZE, rv.SWINGS.w)
            fall = self.fall()
            if fall is not None:
                told = say("review.ui.fall_elsewhere", player=player, count=fall.cost,
                           start=format_percent(fall.start / 100, lang),
                           end=format_percent(fall.end / 100, lang))
                lines += ["", *wrap(told, rv.NOTE_SIZE, rv.SWINGS.w)]  # a line apart
        lost = self.lost_words()
        if lost is not None:
            lines += [*([""] if lines else []), *wrap(lost, rv.NOTE_SIZE, rv.SWINGS.w)]
        return lines

    def lost_words(self) -> str | None:
        """"From Session 2, round 1 on, Anna's win chance stood at about 0 % …" where every
        card comes from one stage of the game and the person's chance was about 0 at every
        decision after it (`game.ai.review.lost_after`, by the kit's `stage`); None
        elsewhere, and for a game without stages."""
        stage = getattr(self.game.kit(), "stage", None)
        review = self.review
        if stage is None or not review.swing_indices:
            return None
        stages = decision_stages(self.replay, stage, [d.move for d in review.decisions])
        first = lost_after(review, stages, rv.SWINGS_SHOWN)
        if first is None:
            return None
        say, lang = self.app.tr, self.app.settings.language
        return say("review.ui.lost_after", where=self._where(review.decisions[first]),
                   player=self.called(self.seat), zero=format_percent(0.0, lang))

    def fall(self) -> rv.Fall | None:
        """How far the person's line fell beyond what their own decisions cost, when that is
        worth a word (review_view.fall_elsewhere), told under the note of fewer swings."""
        self.chart()
        return self._fall

    def _card(self, number: int, d) -> rv.CardText:
        say, lang = self.app.tr, self.app.settings.language
        state = self.replay.state_at(d.move)
        where = self._where(d)
        taken = PLAN_JOIN.join(self.board.plan_words(state, d.seat, d.taken))
        preferred = PLAN_JOIN.join(self.board.plan_words(state, d.seat, d.preferred))
        key, params = d.reason
        called = [self.called(seat) for seat in range(len(self.names))]  # after "player"
        reason = resolve(self.game.kit().words)(state, key, params, lang, called)
        # what the board showed of the moment, where the plans' words leave it out (an
        # auction's high bid and bidder: the property boards' `moment`)
        moment = getattr(self.board, "moment", _no_moment)(state, d.seat)
        return rv.CardText(
            say("review.ui.swing_heading", number=number, where=where,
                count=max(1, whole_percent(d.after_preferred[d.seat])
                          - whole_percent(d.after_taken[d.seat]))),
            [*([] if moment is None else [moment]),
             say("review.ui.played", player=self.called(d.seat), plan=taken),
             say("review.ui.prefers", plan=preferred),
             say("review.ui.chances", taken=format_percent(d.after_taken[d.seat], lang),
                 preferred=format_percent(d.after_preferred[d.seat], lang)),
             say("review.ui.why", player=self.called(d.seat), reason=reason)])

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(BACKGROUND)
        say = self.app.tr
        player = self.names[self.seat]
        blit_text(surface, say("review.ui.title", player=player), (24, 12), 24, GOLD, True,
                  width=1070)
        blit_text(surface, say("review.ui.estimate", player=self.called(self.seat)), (24, 44), 14,
                  DIM_TEXT, width=1070)
        picture = self.picture(self.move)  # drawn anew while a step's motion runs: once
        surface.blit(picture, self.board_rect(picture))
        pygame.draw.rect(surface, PANEL_EDGE, self.board_rect(picture), 1)
        if self.review is None:
            self._draw_progress(surface)
            return
        self._draw_nav(surface)
        chart, last = self.chart()
        surface.blit(rv.mark_move(chart, self.move, last), rv.CHART.topleft)
        pygame.draw.rect(surface, PANEL_EDGE, rv.CHART, 1, border_radius=6)
        self._draw_swings(surface)

    def ring_card(self, move: int) -> pygame.Surface:
        """The hover card of a clock's ring on the chart: what the clock played there."""
        if move not in self._ring_cards:
            say = self.app.tr
            clock = next(c for c in self.review.clock if c.move == move)
            self._ring_cards[move] = render_card([
                heading(say("review.ui.clock_tip", count=len(clock.taken))),
                Block(self.clock_words(clock)),
                Block(say("review.ui.clock_not_counted", player=self.called(self.seat)), 12,
                      DIM_TEXT)])
        return self._ring_cards[move]

    def point_card(self, move: int) -> pygame.Surface:
        """The hover card of a drawn point on the chart: every seat's win chance there, the
        person first, then a click's promise; at the game's end the result's words."""
        if move not in self._point_cards:
            say, lang = self.app.tr, self.app.settings.language
            end = self.replay.state_at(move).is_terminal() and self._end_words
            title = end or say("review.ui.point_tip", move=move, count=len(self.replay))
            rows = sorted(self._lines, key=lambda line: line[0] != self.seat)
            self._point_cards[move] = render_card([
                heading(title),
                *(Block(say("review.ui.point_chance", player=self.names[seat],
                            chance=format_percent(dict(points)[move] / 100, lang)))
                  for seat, points in rows),
                Block(say("review.ui.point_click"), 12, DIM_TEXT)])
        return self._point_cards[move]

    def draw_over_widgets(self, surface: pygame.Surface) -> None:
        """The hover card of a ring or a point on the chart, over the buttons under the
        board it may reach over."""
        self._hover_drawn = key = self.hover.ready
        if key is None or self.pointer is None:
            return
        card = self.point_card(key[1]) if isinstance(key, tuple) else self.ring_card(key)
        surface.blit(card, self.ring_card_rect(card.get_size(), self.pointer))

    def ring_card_rect(self, size: tuple[int, int], pointer: tuple[int, int]) -> pygame.Rect:
        """Where a ring's card stands: beside the pointer, lifted above the chart and the
        turn buttons over it, left of the swing column (its cards and moves are clicked). It
        lies over the board's picture, which is no control. Until reviewfix4 it was lifted
        over the chart only and could hide "Next turn ›". It lies wholly inside or outside
        the board's and the chart's frames: lifted over the turn buttons it stood 4 px over
        the board's lower edge (prop22)."""
        bounds = pygame.Rect(0, 0, rv.SWINGS.x - 8, self.app.screen.get_height())
        buttons = [button.get_abs_rect() for button in self.nav.values()]
        return place_card(size, pointer, [rv.CHART, *buttons], bounds,
                          (self.board_rect(), rv.CHART))

    def board_rect(self, picture: pygame.Surface | None = None) -> pygame.Rect:
        """Where the board's `picture` (by default the move's) stands, framed: in the middle
        of the board's place."""
        picture = self.picture(self.move) if picture is None else picture
        return picture.get_rect(center=rv.BOARD.center)

    def nav_text(self) -> str:
        """Where the board stands: the move and who is to act (kept while the move stays)."""
        if self._nav is None or self._nav[0] != self.move:
            say = self.app.tr
            state = self.replay.state_at(self.move)
            if state.is_terminal():
                text = say("review.ui.at_end", count=len(self.replay))
            else:
                seat = state.current_player
                text = say("review.ui.at_move", move=self.move, count=len(self.replay),
                           player=self.names[state.turn_player() if seat is None else seat])
            self._nav = (self.move, text)
        return self._nav[1]

    def _draw_nav(self, surface: pygame.Surface) -> None:
        say = self.app.tr
        text = self.nav_text()
        inner = rv.NAV.inflate(-2 * NAV_BUTTON[0] - 16, 0)
        blit_text(surface, text, (inner.centerx, inner.y + 2), 15, LIGHT_TEXT, True,
                  width=inner.w, align="center")
        blit_text(surface, say("review.ui.keys"), (inner.centerx, inner.y + 22), 12, DIM_TEXT,
                  width=inner.w, align="center")

    def swings_heading(self) -> tuple[str, str | None]:
        """The swing column's heading and the note under it. Without a swing the heading says
        so ("No big swings for Anna") and the note on clicking a card, there being none, is
        left out: until reviewfix4 it read "Anna's biggest swings" over no card."""
        say = self.app.tr
        player = self.called(self.seat)
        cards = self.cards()
        if not cards:
            return say("review.ui.no_swings_heading", player=player), None
        keys = ", ".join(str(n) for n in range(1, len(cards) + 1))  # no more keys than cards
        return (say("review.ui.swings", player=player, count=len(cards)),
                say("review.ui.swings_note", keys=keys, count=len(cards)))

    def _draw_swings(self, surface: pygame.Surface) -> None:
        cards = self.cards()
        heading, note = self.swings_heading()
        blit_text(surface, heading, (rv.SWINGS.x, rv.SWINGS.y), 20, GOLD, True,
                  width=rv.SWINGS.w)
        if note:
            blit_text(surface, note, (rv.SWINGS.x, rv.SWINGS.y + 32), 13, DIM_TEXT,
                      width=rv.SWINGS.w)
        swings = self.review.swings[:rv.SWINGS_SHOWN]
        clock = self.review.clock
        layout = self.layout()
        for rect, card, swing in zip(layout.rects, cards, swings, strict=True):
            rv.draw_card(surface, rect, card, swing.move == self.move, layout.size)
        shown = next((i for i, c in enumerate(clock[:rv.CLOCK_SHOWN]) if c.move == self.move),
                     None)
        rv.draw_foot(surface, self.foot(), shown)
        y = layout.below + 8
        for line in self.note():
            blit_text(surface, line, (rv.SWINGS.x, y), rv.NOTE_SIZE, DIM_TEXT)
            y += rv.NOTE_LINE

    def _draw_progress(self, surface: pygame.Surface) -> None:
        say = self.app.tr
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((6, 10, 20, 170))
        surface.blit(shade, (0, 0))
        pygame.draw.rect(surface, PANEL, PROGRESS, border_radius=12)
        pygame.draw.rect(surface, PANEL_EDGE, PROGRESS, 2, border_radius=12)
        key = "review.ui.cancelling" if self.cancelling else "review.ui.computing"
        blit_text(surface, say(key, player=self.called(self.seat)),
                  (PROGRESS.x + 30, PROGRESS.y + 26), 18, GOLD, True, width=PROGRESS.w - 60)
        done, total = self.news.get("done", 0), self.news.get("total", 0)
        pygame.draw.rect(surface, BACKGROUND, BAR, border_radius=6)
        filled = BAR.copy()
        filled.w = round(BAR.w * done / total) if total else 0
        if not self.cancelling:
            self._draw_sweep(surface, filled.right)
        if filled.w:
            pygame.draw.rect(surface, GOLD, filled, border_radius=6)
        if total and not done and self.news.get("waiting"):  # a resumed one says "12 of 58"
            words = say("review.ui.starting_count", count=total)
        elif total:
            words = say("review.ui.progress", done=done, count=total)
        else:
            words = say("review.ui.starting")
        blit_text(surface, words, (PROGRESS.x + 30, BAR.bottom + 10), 14, LIGHT_TEXT)
        pygame.draw.rect(surface, PANEL_EDGE, BAR, 1, border_radius=6)
        self._draw_kept_note(surface)

    def _draw_sweep(self, surface: pygame.Surface, left: int) -> None:
        """A light band crossing the bar's empty part, moved by the frames, not the review:
        the bar moves from the first frame, through the seconds the review's process takes to
        start (~8 s on a busy machine) and each decision's judging, so nobody faces a bar
        that stands still."""
        part = (self.running_s % SWEEP_S) / SWEEP_S
        span = BAR.right - left
        band = pygame.Rect(left + round(part * (span + SWEEP_W)) - SWEEP_W, BAR.y, SWEEP_W,
                           BAR.h).clip(pygame.Rect(left, BAR.y, span, BAR.h))
        if band.w > 0:
            pygame.draw.rect(surface, PANEL_EDGE, band, border_radius=6)

    def _draw_kept_note(self, surface: pygame.Surface) -> None:
        """Under the bar, left of Cancel: closing keeps what is done (`ReviewSoFar`), so a
        person need not sit out minutes of a long game's review, nor fear to close it."""
        for line, top in kept_note_lines(self.app.tr("review.ui.kept_note")):
            blit_text(surface, line, (PROGRESS.x + 30, top), KEPT_NOTE_SIZE, DIM_TEXT)
