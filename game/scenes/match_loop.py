"""The match loop every game's board runs on: apply → animate → autosave → next decider →
curtain → result.

A board scene subclasses `MatchScene` and fills in the hooks (the `# --- hooks` section): how
an action's events are shown, when the motion is over, where a turn begins, what the curtain
shows and which result screen follows. The loop owns the rest, the same for every game: the
action log (through `Match`), the computer seats in their worker (paced so a computer's next
move waits for the motion of its last one), the autosave of every action, the curtain between
two people at one screen (whenever the person to act changes, in their turn or not), the news
line, the profile's record and the step to the result.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from game.ai.brain import Brain
from game.core.autosave import THUMBNAIL, Autosaver
from game.core.match import Match
from game.core.settings import ANIMATION_FACTORS
from game.core.setup import GameSetup
from game.games import game_entry
from game.scenes.computer import ComputerPlayers
from game.scenes.game_menu import game_menu, leave_unsaved
from game.scenes.match_log import SINCE_WIDTH, MatchLog
from game.scenes.player_files import player_files
from game.scenes.scene import Scene
from game.scenes.seat_rows import seat_names, text_names
from game.ui.click_guard import GUARD_SECONDS
from game.ui.curtain import Curtain
from game.ui.history_view import round_mark
from game.ui.log_book import LogLine
from game.ui.toast import Toast
from game.ui.tooltips import tooltips_clear_of

if TYPE_CHECKING:
    from game.app import App
    from game.core.saves import LoadedGame

log = logging.getLogger(__name__)

COMPUTER_PAUSE = 0.35  # seconds between two computer moves at normal speed
THINKING_NOTE = 0.8  # a longer think is said on the news line
WORKER_QUESTION_SIZE = (660, 320)
CURTAIN_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)
#: A second press this soon (seconds) and this near (canvas pixels) after the click that lifted
#: the curtain is that click's double: no one aims at a board they have not seen yet (SDL's
#: own double-click time is 0.5 s; xdotool's "300 ms" doubles came 430 ms apart in a window).
DOUBLE_CLICK = (GUARD_SECONDS, 8)
#: A person's input: under the curtain none of it reaches the board or its widgets.
CURTAIN_INPUT = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL, pygame.KEYDOWN,
                 pygame.KEYUP, pygame.TEXTINPUT, pygame_gui.UI_BUTTON_START_PRESS,
                 pygame_gui.UI_BUTTON_PRESSED, pygame_gui.UI_BUTTON_DOUBLE_CLICKED)
Reason = tuple[str, dict]


def record_result(app, match) -> None:
    """A finished game goes into the playing profile's record, for the first person's seat
    (the one the new-game screen names after the profile), with that seat's hints only: a
    hot-seat friend's are no one's record. A failed write is only logged."""
    from game.core.user_files import UserFileError

    files = player_files(app)
    profile = files.current
    seat = match.setup.profile_seat
    if profile is None or seat is None:
        return
    try:
        files.profiles.record_game(profile.id, match.setup, match.state, seat=seat,
                                   game_uid=match.game_uid, hints_used=match.hints_of(seat),
                                   seconds=match.play_seconds)
    except UserFileError:
        log.exception("the finished game could not be recorded in the profile")


class MatchScene(Scene):
    """The loop; the hooks are the board's. The computer is the game entry's `brain()` (a
    board class may name another, e.g. a test's stand-in)."""

    brain: Brain | None = None
    match_class: type[Match] = Match
    #: The news line as a person's turn begins ("%{player}'s turn"; a game may say more).
    your_turn_key = "match.curtain.turn"
    #: True for a board with its own banner that says whose turn it is and that a computer
    #: thinks (Speedtycoon's): the news line then stays quiet rather than say it twice.
    says_turns = False
    #: False for a board that is no game to continue (a guided lesson): nothing is saved.
    keeps_a_save = True
    _names: tuple[str, list[str]] | None = None  # (language, the seats' names in it)
    _text_names: tuple[str, list[str]] | None = None  # (language, the names in sentences)

    def __init__(self, app: App, setup: GameSetup, *, curtain: bool = True,
                 match: Match | None = None) -> None:
        super().__init__(app)
        if self.brain is None:
            self.brain = game_entry(setup.game).brain()
        self.match = match or self.new_match(setup)
        self.use_curtain = curtain
        self.humans = [i for i, s in enumerate(setup.seats) if s.kind == "human"]
        self.curtain: Curtain | None = None
        #: A person whose curtain waits for the board to let go of the table (`drop_curtain`).
        self.curtain_due: int | None = None
        self.shown_human: int | None = None
        self.lifting_release: tuple[int, int] | None = None  # (UP type, button or key) owed
        self.lifting_click: tuple[int, int] | None = None  # where the lifting click was ...
        self.since_lift = 0.0  # ... and seconds since, for its double (`DOUBLE_CLICK`)
        self.pause = 0.0
        self.waited = 0.0  # seconds the computer to act has been thinking
        self.menu_picture: pygame.Surface | None = None  # the board as the menu opened
        self.moved = True  # an action was applied since the board was last drawn
        #: `save_mark` of a game opened from a named save, as loaded (None: a new game, or
        #: one continued from its autosave, whose clocks go on in every save).
        self.as_loaded: tuple | None = None
        self.log_pointer: tuple[int, int] | None = None  # where the wheel scrolls the log

    @classmethod
    def from_save(cls, app: App, loaded: LoadedGame) -> MatchScene:
        """A loaded game goes on where it was saved (its autosaves continue the same game)."""
        match = cls.match_class(loaded.setup, loaded.state, list(loaded.actions),
                                loaded.game_uid, loaded.seat_hints, loaded.play_seconds,
                                loaded.turn_clock, loaded.dont_ask, loaded.clock_moves,
                                loaded.reasons)
        board = cls(app, loaded.setup, match=match)
        if loaded.entry.meta.kind == "slot":  # a named save: a moment kept apart from play
            board.as_loaded = board.save_mark()
        return board

    def save_mark(self) -> tuple:
        """What a save of this game holds that play changes: the moves (a take-back makes a
        new list), the hints, the computers' reasons and the don't-ask seats."""
        match = self.match
        return (id(match.actions), len(match.actions), match.seat_hints, len(match.reasons),
                match.dont_ask)

    # --- lifecycle: the loop's services start before the board and stop after it ----------

    def enter(self) -> None:
        """The loop's services, then the board's own (`enter_board`), then the first turn."""
        self.start_loop()
        self.enter_board()
        self.game_log = MatchLog(self)
        self.begin_turn_of(self.match.seat_to_act)
        self.sync()

    def leave(self) -> None:
        self.leave_board()
        self.stop_loop()

    def start_loop(self) -> None:
        self.toast = Toast()
        self.computers = ComputerPlayers(self.brain, self.app.options.decision_seed)
        store = player_files(self.app).saves() if self.keeps_a_save else None
        self.autosaver = Autosaver(store) if store is not None else None
        self.told_saving_off = False
        self.drawn_on_top = False  # the last frame showed the board with nothing over it
        self.pictured = False  # a picture of the board went with a save of this visit

    def stop_loop(self) -> None:
        self.computers.shutdown()
        if self.autosaver is not None:
            self.autosaver.close()

    @property
    def person(self) -> int | None:
        """The person to act now (None while a computer acts or the curtain is up or due):
        whose buttons a board enables."""
        seat = self.match.seat_to_act
        if seat is None or self.match.is_computer(seat) or self.curtain is not None \
                or self.curtain_due is not None:
            return None
        return seat

    def reading_log(self) -> bool:
        """The person to act has the log panel open: reading, not playing. The panel lies over
        the board, so the places cannot be seen nor picked, and the table waits on that person:
        their clocks stand still meanwhile (the game's time limit here, a board's turn timer
        by this same test), as under the pause menu. No way to stop a clock is added: Esc
        stops both anyway. A computer's turn plays on under an open panel, and its time counts:
        the game is being played (the time limit is the game screen's wall clock, D43)."""
        return self.game_log.open and self.person is not None

    @property
    def factor(self) -> float:
        return ANIMATION_FACTORS[self.app.settings.animation_speed]

    # --- the loop ---------------------------------------------------------------------------

    def apply(self, action: Any, reason: Reason | None = None, stand_in: bool = False) -> bool:
        """Carry out `action` for the seat to act and show it; False (and the rules'
        explanation on screen) when the rules refuse it. `stand_in`: a computer's move for a
        person whose think time ran out (the log tells that person on their next card)."""
        seat = self.match.seat_to_act
        turn_before = self.match.state.turn_player()
        events, refused = self.match.apply(action, reason)
        if refused is not None:
            self.refused(refused)
            return False
        self.show(events, seat, reason)
        self.game_log.moved(events, seat, reason, stand_in, in_turn=seat == turn_before)
        self.moved = True
        self.app.defer_draw()
        if self.match.state.is_terminal():
            record_result(self.app, self.match)
        self.keep_in_save(fresh_picture=self.autosave_point(events, turn_before))
        begins = self.next_turn(events, turn_before)
        if begins is not None:
            self.begin_turn_of(begins)
        self.cover_person(self.match.seat_to_act)
        self.sync()
        return True

    def keep_in_save(self, fresh_picture: bool) -> None:
        """Every applied action goes into the autosave: the saver's thread writes it within
        a second (debounced), so a crash or a kill keeps the turn so far. A new picture of the
        board goes with it where the board says so (a turn's end) or when none went yet."""
        if self.autosaver is None:
            return
        picture = self.board_picture() if fresh_picture or not self.pictured else None
        self._request_save(picture, at_once=False)

    def autosave(self, thumbnail: pygame.Surface | None = None) -> None:
        """Save now (leaving the board, say): written by a background thread
        (game/core/autosave.py), which leaving waits for. The picture is the one given (the
        board behind its menu) or the board as last shown without anything over it."""
        if self.autosaver is None:
            return
        self._request_save(thumbnail or self.board_picture(), at_once=True)

    def _request_save(self, picture: pygame.Surface | None, at_once: bool) -> None:
        self.pictured = self.pictured or picture is not None
        self.autosaver.request(self.match, picture, at_once=at_once)

    def board_picture(self) -> pygame.Surface | None:
        """The board for a save's thumbnail, never a dialog over it: a copy of the last frame
        when it showed the board alone, else the board drawn afresh off screen the first time
        (no widgets then), else None (the save keeps its last picture). Full size: the
        autosaver's thread shrinks it (5 ms that would land in the frame of a move)."""
        if self.drawn_on_top and self.app.scenes.top is self:
            return self.app.screen.copy()
        if self.pictured:
            return None
        canvas = pygame.Surface(self.app.canvas_size)
        self.draw(canvas)
        return canvas

    def begin_turn_of(self, seat: int | None) -> None:
        """A person's turn starts: the curtain falls between two different people. Back at a
        table (Continue, Load) the person to act may be asked in another's turn (a Lobbyist
        window): their curtain says so, as `cover_person`'s does (it said "Lena ist dran" in
        Jürgen's turn, whose banner then said "Jürgen ist dran")."""
        if seat is None or self.match.is_computer(seat):
            return
        person = self.match.seat(seat)
        if self.use_curtain and len(self.humans) > 1 and seat != self.shown_human:
            self.drop_curtain(seat)
        else:
            self.shown_human = seat
        self.shown_uncovered(seat)
        if not self.says_turns:
            self.toast.show(self.say(self.your_turn_key, player=self.seat_name(seat)),
                            person.colour)
        self.game_log.turn_starts(seat)

    def cover_person(self, seat: int | None) -> None:
        """After every move, on every board: with two or more people at one screen the curtain
        names the person to act next, in their turn or not, and hides the last person's view
        whenever the person to act changes. People act outside their turn on every board (a
        Lobbyist window, a trade offer to answer, an auction bid, a debt; Tycoon's loan
        cards at payday), and the table then shows the person acting: their depot, their
        tickets, their log. Without it the curtain said "Lena", then showed Jürgen's depot in
        his Lobbyist window, and Lena's turn came after it with no curtain (play-test). A board
        excepts its public moments by overriding this (a property auction's bids)."""
        if seat is None or self.match.is_computer(seat) or not self.use_curtain \
                or len(self.humans) < 2:
            return
        if seat == self.shown_human:
            self.curtain = self.curtain_due = None  # the table is that person's already
        elif self.curtain is None or self.curtain.seat != seat:
            self.drop_curtain(seat)
        self.shown_uncovered(seat)

    def shown_uncovered(self, seat: int) -> None:
        """`seat` acts with no curtain before them (a board's public moment: a property
        auction's bids): the screen is theirs now, as after lifting their curtain, so the
        next person's curtain is decided by who last had it. Kept at the person before the
        auction, "Anna plays" fell after a computer's auction in which Anna bid last, for the
        person already at the screen, and none fell for Ben after Anna's last bid in his
        (playtest23, Kraken Bay, en 1920x1080)."""
        if self.person == seat:
            self.shown_human = seat

    def drop_curtain(self, seat: int) -> None:
        """The curtain for `seat` falls, unless the board holds the table for everyone to read
        at once (`curtain_waits`): then it falls when the board lets go, and until then the
        table is nobody's to play (`person`). It fell over Speedtycoon's scoring sheet and
        every person's Continue as the next person's turn began: the scoring, read by all at
        one screen, was read only once that person had lifted it, their table then under it
        (speedleft's play-test, en 1366x768)."""
        if self.curtain_waits():
            self.curtain, self.curtain_due = None, seat
            return
        self.curtain_due = None
        self.curtain = self.new_curtain(seat, in_turn=seat == self.match.state.turn_player())

    def new_curtain(self, seat: int, in_turn: bool = True) -> Curtain:
        """The curtain for `seat`, falling now: its wait (`input_wait`) counts from the first
        frame that shows it, however long this frame takes (`ClickGuard.shown_now`)."""
        return Curtain(seat, self.seat_name(seat), self.match.seat(seat).colour,
                       self.app.canvas_size, self.curtain_emblem(seat), in_turn=in_turn,
                       fell=self.app.manager.click_guard.shown_now(),
                       title=self.curtain_title(seat))

    def curtain_title(self, seat: int) -> str | None:
        """A board's own words for why `seat` is called (None: their turn, or asked)."""
        return None

    def input_wait(self) -> float:
        """Seconds until the curtain down now takes a press (0 without one). A press within
        `GUARD_SECONDS` of its fall was meant for what it covered: a click on a Lobbyist
        window that timed out under the pointer lifted the next person's curtain and showed
        their hand to the wrong person (play-test pt-speed4, ru). The curtain shows nothing
        of the wait: half a second is a double click's time, and a second click that soon is
        the first one's double, never a person who is ready."""
        if self.curtain is None:
            return 0.0
        return self.app.manager.click_guard.wait_from(self.curtain.fell)

    def takes_first(self, event: pygame.event.Event) -> bool:
        """While the curtain is up it takes every click and key before the widgets do; a
        click, Space or Enter lifts it for the person it names, and the release of that press
        is the curtain's too. The board's widgets saw the press (or the manager's click guard
        took it: the first click on the curtain did nothing) and pressed a button or a city
        hidden under it on the release: "no ticket to fly to Sydney" as the curtain rose
        (play-test, de 1920x1080). Within `GUARD_SECONDS` of its fall it takes a press and
        stays down (`input_wait`)."""
        if self.curtain is None:
            return self._lifting_release(event)
        if self.input_wait() > 0:
            return event.type in CURTAIN_INPUT  # a press meant for the board it just covered
        if event.type == pygame.MOUSEBUTTONDOWN or (event.type == pygame.KEYDOWN
                                                    and event.key in CURTAIN_KEYS):
            mouse = event.type == pygame.MOUSEBUTTONDOWN
            self.lifting_release = ((pygame.MOUSEBUTTONUP, event.button) if mouse
                                    else (pygame.KEYUP, event.key))
            self.lifting_click, self.since_lift = (event.pos if mouse else None), 0.0
            self.shown_human = self.curtain.seat
            self.curtain = None
            # A widget held by a press begun before the curtain fell is let go unpressed.
            self.app.manager.process_events(pygame.event.Event(
                pygame.MOUSEBUTTONUP, pos=(-1, -1), button=1))
            self.sync()
        return event.type in CURTAIN_INPUT

    def _lifting_release(self, event: pygame.event.Event) -> bool:
        """Whether `event` ends the press that lifted the curtain (a new press ends the wait:
        a release lost with the window's focus never swallows the next press's). The second
        press of a double click on the curtain is the lifting press's too (play-test, de
        1920x1080: a double click on the curtain over Sydney said "no ticket to fly to
        Sydney")."""
        if self._double_of_lifting_click(event):
            self.lifting_release = (pygame.MOUSEBUTTONUP, event.button)
            return True
        if self.lifting_release is None or event.type in (pygame.MOUSEBUTTONDOWN,
                                                          pygame.KEYDOWN):
            self.lifting_release = None
            return False
        which = event.button if event.type == pygame.MOUSEBUTTONUP else getattr(event, "key", None)
        if (event.type, which) != self.lifting_release:
            return False
        self.lifting_release = None
        return True

    def _double_of_lifting_click(self, event: pygame.event.Event) -> bool:
        """Whether `event` is the second press of the double click that lifted the curtain
        (once: a third press acts)."""
        if event.type != pygame.MOUSEBUTTONDOWN or self.lifting_click is None:
            return False
        (x, y), self.lifting_click = self.lifting_click, None
        seconds, reach = DOUBLE_CLICK
        return self.since_lift <= seconds and max(abs(event.pos[0] - x),
                                                  abs(event.pos[1] - y)) <= reach

    def computer_step(self, dt: float) -> None:
        """The computer seat to act moves once its think is over and the motion has ended."""
        seat = self.match.seat_to_act
        if seat is None or not self.match.is_computer(seat) or self.busy:
            return
        if self.pause > 0:
            self.pause -= dt
            return
        move = self.computers.poll(self.match)
        if move is None:
            self.waited += dt
            if self.waited > THINKING_NOTE and self.toast.text is None and not self.says_turns:
                self.toast.show(self.say("match.board.thinking", player=self.seat_name(seat)),
                                self.match.seat(seat).colour)
            return
        self.waited = 0.0
        self.pause = COMPUTER_PAUSE * self.factor
        self.apply(move.action, move.reason)
        self.after_computer_move()

    def finish(self) -> None:
        """The game is over and shown: the result screen replaces the board."""
        self.app.scenes.replace(self.result_scene())

    # --- the game menu and the hints, the same on every board -------------------------------

    def open_menu(self) -> None:
        """The game menu over the board (every board's Menu button): To title keeps the game,
        Save game names it (a board that keeps no save offers none), How to play opens the
        game's own book."""
        self.menu_picture = pygame.transform.smoothscale(self.app.screen, THUMBNAIL)
        has_book = game_entry(self.match.setup.game).howto_scene is not None
        self.app.scenes.push(game_menu(self.app, self.ask_to_leave,
                                       self.save_named if self.keeps_a_save else None,
                                       self.howto_book if has_book else None,
                                       self.game_log.open_panel))

    def howto_book(self) -> Scene:
        """The game's own How to play, opened over the game (without its guided lesson: a
        lesson is a table of its own, not one to start over a game in play)."""
        book = game_entry(self.match.setup.game).howto_class()(self.app)
        book.guided_offered = False
        return book

    @property
    def menu_tip(self) -> str:
        """The Menu button's tip on every board: a game is saved as it stands, a lesson keeps
        no save and says so (playtest howtoleft: the property lesson's greyed Menu promised
        "(the game is saved)")."""
        return "match.board.menu_tip" if self.keeps_a_save else "match.board.menu_tip_lesson"

    def hint_tip(self, key: str) -> str:
        """The Hint button's tip: the board's own (`key`: a game's says hints are counted in
        the record), a lesson's says the coach is its advice: a lesson keeps no record
        (playtest lessonleft: the property lesson's greyed Hint said "counted in your
        record"). At a table of several people it says whose are counted: the record takes
        the profile's seat's hints only (`record_result`), so "your record" misled a friend.
        With no profile at all (none could be made: the folder cannot be written) there is no
        record, and the tip says nothing of one (pt-late)."""
        if not self.keeps_a_save:
            return "match.board.hint_tip_lesson"
        if player_files(self.app).current is None:
            return "match.board.hint_tip_no_record"
        return "match.board.hint_tip_hot_seat" if len(self.humans) > 1 else key

    def unsaved(self) -> bool:
        """Whether leaving now would lose moves: a game that keeps a save whose saving is off
        (the save folder cannot be written) and has moves. A lesson keeps none on purpose."""
        saving_off = self.autosaver is None or self.autosaver.failed
        return self.keeps_a_save and saving_off and bool(self.match.actions)

    def ask_to_leave(self) -> None:
        """To title, asking first when the last moves would be lost."""
        if self.unsaved():
            self.app.scenes.push(leave_unsaved(self.app, self.leave_to_title))
        else:
            self.leave_to_title()

    def leave_to_title(self) -> None:
        """Leaving mid-turn keeps what was done: the game is saved as it stands (leaving the
        board waits for that save), so Continue resumes in the middle of the turn. A named
        save left as it was loaded is on disk already and writes nothing: an autosave of a
        named save only looked at rotated out the game's newer autosave, and Continue went
        back to the named save (play-test). Its clocks are the named save's at every load
        anyway, so the time spent looking counts nowhere."""
        if self.as_loaded is None or self.save_mark() != self.as_loaded:
            self.autosave(self.menu_picture)
        self.app.back_to_title()

    def save_named(self) -> None:
        """The named-save dialog, with the board as it was when the menu opened."""
        from game.scenes.save_dialog import save_slot_dialog

        self.app.scenes.push(save_slot_dialog(
            self.app, self.match, self.menu_picture,
            lambda name: self.toast.show(self.say("match.board.saved_as", name=name)),
            self.autosaver))

    @property
    def undo_allowed(self) -> bool:
        """Undo is a thing against computers: one person at the screen, with Settings' undo
        on. With several people at one screen everyone sees each move, so it stands."""
        return len(self.humans) == 1 and self.app.settings.undo_vs_computers

    def refuse_undo(self) -> None:
        """U, Ctrl+Z or a press on Undo took nothing back: say why, in the same words in every
        game, where the board says things (`tell_refusal`). A hot-seat play-test pressed U and
        nothing happened at all, while Settings showed undo switched on (pt-speed4,
        playtest23)."""
        if len(self.humans) != 1:
            text = self.say("match.undo_refusal.hot_seat")
        elif not self.app.settings.undo_vs_computers:
            text = self.say("match.undo_refusal.off",
                            setting=self.say("app.settings.undo_vs_computers"))
        else:
            text = self.say("match.undo_refusal.nothing")
        self.tell_refusal(text)

    def count_hint(self, seat: int | None) -> None:
        """A hint asked for `seat` was answered: it counts for that seat in the game's saves,
        and in the profile's record when `seat` is the profile's (`GameSetup.profile_seat`)."""
        self.match.count_hint(seat)

    # --- the Scene, for a board that keeps the loop's order --------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.curtain is not None:
            return False  # the curtain took the person's input first (`takes_first`)
        if hasattr(event, "pos"):
            self.log_pointer = event.pos
        return self.game_log.handle_event(event, self.log_pointer) or self.board_event(event)

    def resume(self) -> None:
        """Back on top after the menu, Settings or a dialog: a setting changed there shows at
        once (Allow undo switched off takes Undo away; play-test 12), not after the next move."""
        self.sync()

    def computers_cannot_think(self) -> None:
        """The computers' worker process does not start: the game is saved as it stands, and
        the player may try again (a new process) or leave (Continue resumes here later)."""
        from game.scenes.question import QuestionScene

        self.autosave()

        def answered(answer: str) -> None:
            if answer == "again":
                self.computers.restart()
            else:
                self.app.back_to_title()

        self.app.scenes.push(QuestionScene(
            self.app, "match.worker.heading", "match.worker.body",
            [("leave", "match.worker.leave"), ("again", "match.worker.again")], "again",
            answered, size=WORKER_QUESTION_SIZE))

    def update(self, dt: float) -> None:
        if self.computers.failed and self.app.scenes.top is self:
            self.computers_cannot_think()
            return
        if self.autosaver is not None and self.autosaver.failed != self.told_saving_off:
            self.told_saving_off = self.autosaver.failed
            if self.told_saving_off:
                self.toast.show(self.say("match.board.saving_off"))
        self.toast.update(dt)
        self.since_lift += dt
        if self.curtain is None and not self.match.state.is_terminal() and not self.reading_log():
            self.match.play_seconds += dt  # the time played: a limit counts it, the result says it
        self.update_board(dt)
        self.keep_tips_clear()
        if self.curtain_due is not None and not self.curtain_waits():
            self.curtain_due = None
            self.cover_person(self.match.seat_to_act)
        if self.curtain is None and self.may_move():
            self.computer_step(dt)
        if self.match.state.is_terminal() and not self.busy and not self.holding:
            self.finish()

    def keep_tips_clear(self) -> None:
        """Open tooltips kept off what the board keeps readable and off pressable buttons
        (game/ui/tooltips.py), every frame; with no tip open the board is not asked for its
        rects (the frame paid for them and a walk of every widget, kit23)."""
        if self.app.manager.tooltips():
            tooltips_clear_of(self.app.manager, self.tips_keep_clear(),
                              pygame.Rect((0, 0), self.app.canvas_size))

    def loop_changing(self) -> bool:
        """Whether what the loop shows changed without an event: an action was applied (a
        computer's move, the next step of a person's queued plan) or the news line came, went
        or fades. A board's `animating` adds its own motion to this; events are drawn anyway
        (game/ui/redraw.py)."""
        return self.moved or self.toast.changing()

    def draw(self, surface: pygame.Surface) -> None:
        self.drawn_on_top = surface is self.app.screen and self.app.scenes.top is self
        self.moved = False
        self.game_log.refresh()  # a move taken back (undo) takes its lines along
        self.draw_board(surface)
        self.game_log.draw(surface)
        if self.curtain is not None and self.app.scenes.top is not self:
            self.curtain.draw(surface)  # under a dialog: draw_over_widgets runs for the top only

    def draw_over_widgets(self, surface: pygame.Surface) -> None:
        """The curtain lies over the widgets too: under it the board's buttons (Hint, the
        panel tabs, Fast computers, Menu) showed through it and over its words, though a click
        on them only lifts it. A board that draws over its widgets calls this last. While the
        board is on top only this draws the curtain (`draw` drew it as well, twice a frame);
        under a dialog `draw` does, so the board stays hidden behind the dialog.

        The pointer's card comes first, over the widgets: drawn with the board, a card that
        reached under the open log showed only its edge beside the panel (speedpolish). A
        thing under the open log is out of sight, so it has no card there."""
        if not self.game_log.covers(self.log_pointer):
            self.draw_pointer_card(surface)
        if self.curtain is not None:
            self.curtain.draw(surface)

    def on_language_changed(self) -> None:
        if self.curtain is not None:
            self.curtain.invalidate()
        self.toast.clear()
        self.board_language_changed()
        self.game_log.language_changed()
        self.sync()

    # --- hooks ------------------------------------------------------------------------------

    def new_match(self, setup: GameSetup) -> Match:
        """A fresh game for `setup`, dealt by the game's entry (its rules and options)."""
        return Match(setup, game_entry(setup.game).start(setup))

    def enter_board(self) -> None:
        """Build the board's view and widgets (the loop's services are already running)."""

    def leave_board(self) -> None:
        """Let go of what the board holds itself (its own workers, overlays); the loop stops
        its services after this."""

    def show(self, events: list, seat: int | None, reason: Reason | None) -> None:
        """Animate what `seat` just did (`reason`: a computer's, None for a person's move)."""
        raise NotImplementedError

    def refused(self, reason: Reason) -> None:
        """The rules refused a move: say why."""
        raise NotImplementedError

    def tell_refusal(self, text: str) -> None:
        """Say why a press did nothing (`refuse_undo`) where the person reads it: the news
        line here; a board with a place of its own for such words overrides."""
        self.toast.show(text)

    def curtain_emblem(self, seat: int) -> pygame.Surface:
        """The picture on the curtain for `seat` (Tycoon: the seat's plane)."""
        raise NotImplementedError

    def result_scene(self) -> Scene:
        """The result screen the game's entry names, with what the board adds to it."""
        return game_entry(self.match.setup.game).result_class()(
            self.app, self.match, curtain=self.use_curtain, **self.result_details())

    def result_details(self) -> dict[str, Any]:
        """What the game's result screen takes besides the match and the curtain."""
        return {}

    def draw_board(self, surface: pygame.Surface) -> None:
        raise NotImplementedError

    def draw_pointer_card(self, surface: pygame.Surface) -> None:
        """The card of what the pointer rests on, drawn over the widgets and the "since your
        last turn" card (`draw_over_widgets`): what the person points at is read whole
        (play-test pt-prop4, Kraken Bay, de, 1920x1080: the since card hid the lower half of
        Harpunenhügel's deed). Tycoon draws its own there and leaves this empty."""

    @property
    def busy(self) -> bool:
        """True while motion plays: the computer and the result wait for it."""
        return False

    @property
    def holding(self) -> bool:
        """True while the board holds the game (an overlay to read): no result yet."""
        return False

    def curtain_waits(self) -> bool:
        """Whether the board holds the table for every person to read at once (Speedtycoon's
        scoring sheet, each person's Continue on it), so a curtain due waits until it lets
        go (`drop_curtain`). Not every hold: at Tycoon's payday people decide in turn, each
        under their own curtain."""
        return False

    def may_move(self) -> bool:
        """Whether a computer may take its move now (besides the curtain being down)."""
        return not self.holding

    def autosave_point(self, events: list, turn_before: int | None) -> bool:
        """Where the save gets a new picture of the board (every action is saved): after
        every turn, and at the end."""
        state = self.match.state
        return state.is_terminal() or state.turn_player() != turn_before

    def next_turn(self, events: list, turn_before: int | None) -> int | None:
        """The seat whose turn has just begun, or None."""
        turn = self.match.state.turn_player()
        return turn if turn != turn_before else None

    def say(self, key: str, **params: object) -> str:
        """A text in the board's language."""
        return self.app.tr(key, **params)

    @property
    def names(self) -> list[str]:
        """The seats' names in the board's language, made from keys and the seats' data
        (`seat_names` with the game's colour keys), never the names the set-up stored: a game
        set up in English reads "Синий (средний)" after a switch to Russian. Made once per
        language (a move's frame asks for them often)."""
        language = self.app.settings.language
        if self._names is None or self._names[0] != language:
            keys = game_entry(self.match.setup.game).new_game_class().colour_keys
            self._names = (language, seat_names(self.match.setup.seats, keys, self.say))
        return self._names[1]

    def seat_name(self, seat: int) -> str:
        """The name `seat` is shown by (`names`)."""
        return self.names[seat]

    @property
    def text_names(self) -> list[str]:
        """The seats' names as they fill a sentence after the word "player"
        (`seat_rows.text_names`): «у игрока 1», «у игрока «Синий»» where the shown names read
        «у игрока Игрок 1», «у игрока Синий (средний)» (speedleft5); a computer by its colour
        ("Blue"), a person as shown in German and English. Made once per language, as
        `names`."""
        language = self.app.settings.language
        if self._text_names is None or self._text_names[0] != language:
            keys = game_entry(self.match.setup.game).new_game_class().colour_keys
            self._text_names = (language, text_names(self.match.setup.seats, keys, self.say))
        return self._text_names[1]

    def sync(self) -> None:
        """Show, enable and order the board's widgets for what can happen now."""

    def after_computer_move(self) -> None:
        """Right after a computer's move was applied."""

    def board_event(self, event: pygame.event.Event) -> bool:
        return False

    def update_board(self, dt: float) -> None:
        """The board's motion, panels and overlays for this frame."""

    def tips_keep_clear(self) -> list[pygame.Rect | None]:
        """What the board keeps readable under an open tooltip (None: nothing there now); a
        tip is kept off every button that can be pressed as well, on every board
        (game/ui/tooltips.py)."""
        return []

    def board_language_changed(self) -> None:
        """Re-render what the board drew itself."""

    # --- the game log's hooks (game/scenes/match_log.py): the game gives its words ----------

    #: Draws a seat's mark before its lines (Tycoon: the seat's plane).
    log_mark = staticmethod(round_mark)

    def log_opening(self, start: Any) -> list[LogLine]:
        """The log's lines before the first move, `start` the game's first position (the
        property games' roll for the start, Tycoon's first turn)."""
        return []

    def log_lines(self, events: list, seat: int | None, reason: Reason | None,
                  state: Any) -> list[LogLine]:
        """The log's lines of one move (`state`: the position after it)."""
        return []

    def log_words(self, line: LogLine) -> tuple[str, str | None]:
        """A line in the board's language, and a computer's reason for it (or None)."""
        key, params = line.text
        return self.say(key, **params), None

    def log_rect(self) -> pygame.Rect:
        """Where the log's panel stands over the board."""
        return pygame.Rect(240, 60, 800, 680)

    def log_tail_rect(self) -> pygame.Rect | None:
        """Where the board shows the log's newest lines (`MatchLog.tail`), which the wheel over
        them scrolls; None: the board shows none now."""
        return None

    def log_news_seat(self) -> int | None:
        """The seat whose move the news line shows with the hint that it opens its moves (L
        then opens the log at that seat's lines, as a click on the line does); None: L opens
        all lines."""
        return None

    def log_viewer(self) -> int | None:
        """Whose lines "Mine" keeps: the person acting, else the last person shown, else the
        first person at the table (None: computers only)."""
        if self.person is not None:
            return self.person
        if self.shown_human is not None:
            return self.shown_human
        return self.humans[0] if self.humans else None

    def since_place(self) -> tuple[int, int]:
        """The upper left corner of the "since your last turn" card."""
        return (16, 60)

    def since_folded_place(self) -> tuple[int, int] | None:
        """Where the card's title line stands when the board has no place for the whole card
        off what the players read (the pointer on it opens the card at `since_place`); None:
        the card stands whole."""
        return None

    def since_width(self) -> int:
        """How wide the "since your last turn" card is (Tycoon's fills its side column)."""
        return SINCE_WIDTH

    def since_room(self) -> int | None:
        """How tall the "since your last turn" card may be where the board puts it (None: as
        tall as its lines make it); a longer card shows fewer lines and counts the rest."""
        return None

    def since_news(self, seat: int) -> list[str] | None:
        """A board's own summary for `seat` in words (None: the others' log lines)."""
        return None

    def since_hidden(self) -> bool:
        """Whether the "since" card waits under something (an overlay the board holds)."""
        return self.holding
