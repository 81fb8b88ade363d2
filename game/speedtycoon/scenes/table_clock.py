"""The table's clock and Lobbyist window: a person's think time runs only while the table is
settled, the window passes by itself when its time is up, and a run-out clock hands the rest of
that very turn to the computer. The time used goes into the game's saves (`Match.turn_clock`),
so neither the menu's To title + Continue nor a kill gives a fresh clock (issue 31)."""

from __future__ import annotations

from game.core.save_format import TurnClockMark
from game.speedtycoon.rules import actions as act
from game.speedtycoon.rules.phases import LOBBY
from game.speedtycoon.scenes.clock import LobbyWindow, TurnClock, face
from game.speedtycoon.scenes.options import think_seconds
from game.speedtycoon.view import model
from game.speedtycoon.view import table_view as tv
from game.ui.palette import BAD, GOLD, LIGHT_TEXT

#: While the clock runs with no move made, the save learns the time used this often (seconds
#: of think time), so a kill costs the person at most this much of a fresh clock.
SAVE_CLOCK_EVERY = 5.0


class ClockWatch:
    """The clock side of TableScene (mixed in): ticks, autopilot, and the clock's words."""

    @property
    def running(self) -> bool:
        """Whether time passes for the person now: not behind the curtain, a scoring or motion."""
        return self.curtain is None and not self.holding and not self.busy

    @property
    def autopilot(self) -> bool:
        """The person's time and grace are over: the computer plays the rest of the turn.
        Only in that very turn and while its own seat acts: a clock run out in the person's
        last turn must not take the Lobbyist window (and its Pass) from them (issue 31)."""
        s, clock = self.match.state, self.clock
        return (clock is not None and clock.expired and (clock.seat, clock.turn_no) ==
                (model.turn(s), model.turn_number(s)) and self.match.seat_to_act == clock.seat)

    def tick_clock(self, dt: float) -> None:
        s, seat = self.match.state, self.match.seat_to_act
        turn, turn_no = model.turn(s), model.turn_number(s)
        if seat is None:
            self.clock = self.lobby = None
            return
        if model.phase(s) == LOBBY and not self.match.is_computer(seat):
            if seat in self.match.dont_ask:  # "Don't ask again" this game: no wait at all,
                self.lobby = None           # not even for the motion of the move before
                if self.curtain is None and not self.holding:
                    self.apply(act.LobbyPass())
                return
            if self.lobby is None or (self.lobby.seat, self.lobby.turn_no) != (seat, turn_no):
                self.lobby = LobbyWindow(seat, turn_no)
            self.lobby.engaged = self.lobby.engaged or self.picked
            if self.running:
                self.lobby.elapsed += dt
            if self.lobby.over:
                self.lobby = None
                with self.match.clock_moving():  # the window's time passed, not the person
                    self.apply(act.LobbyPass())
            return
        self.lobby = None
        think = think_seconds(self.match.setup.options)
        if think is None or self.match.is_computer(turn):
            self.clock = None
            return
        if self.clock is None or (self.clock.seat, self.clock.turn_no) != (turn, turn_no):
            self.clock = TurnClock(turn, turn_no, think, self.used_before(turn, turn_no))
        if seat != turn or not self.running:
            return
        was_running = not self.autopilot
        self.clock.elapsed += dt
        self.match.turn_clock = TurnClockMark(turn, turn_no, self.clock.elapsed)
        if self.clock.elapsed // SAVE_CLOCK_EVERY > (self.clock.elapsed - dt) // SAVE_CLOCK_EVERY:
            self.keep_in_save(fresh_picture=False)
        if self.autopilot:
            if was_running:
                self.marks = tv.Marks()
                self.ran_out = turn
                self.sync()
            move = self.computers.poll(self.match)
            if move is not None:
                with self.match.clock_moving():
                    self.apply(move.action, stand_in=True)

    def decline_lobby(self) -> None:
        """The window's "Don't ask again": the person passes now and every later window of
        this game passes for them at once. Their choice, as Pass is; the rules still ask.
        It is the game's, not the profile's (a table may seat several people, and the next
        game asks afresh), so the match keeps it and its saves carry it through Continue
        and Load."""
        seat = self.person
        if seat is None or model.phase(self.match.state) != LOBBY:
            return
        self.match.dont_ask |= {seat}
        self.lobby = None
        self.apply(act.LobbyPass())

    def used_before(self, seat: int, turn_no: int) -> float:
        """The think time this very turn had used when the game was saved (0 for a turn the
        save knows nothing of, or an older save without a clock)."""
        mark = self.match.turn_clock
        if mark is None or (mark.seat, mark.turn) != (seat, turn_no):
            return 0.0
        return mark.used

    def clock_line(self) -> tuple[str, str, tuple[int, int, int]] | None:
        """The clock's line as (locale key, time left, colour), or None without a clock."""
        if self.lobby is not None:  # picked: Esc clears the pick, no longer passes (D46)
            key = "speedtycoon_play.clock.lobby_picked" if self.picked \
                else "speedtycoon_play.clock.lobby"
            return key, face(self.lobby.left), GOLD
        if self.clock is None or self.match.seat_to_act != self.clock.seat:
            return None
        if self.autopilot:
            return "speedtycoon_play.clock.computer_plays", "", BAD
        if self.clock.in_grace:
            return "speedtycoon_play.clock.grace", face(self.clock.left), BAD
        return "speedtycoon_play.clock.think", face(self.clock.left), LIGHT_TEXT

    def clock_text(self) -> tuple[str, tuple[int, int, int]] | None:
        """The clock's words, translated once a second rather than once a frame."""
        line = self.clock_line()
        if line is None:
            return None
        key, left, colour = line
        cached = (line, self.app.settings.language)
        if self._clock_words is None or self._clock_words[0] != cached:
            self._clock_words = (cached, self.say(key, left=left) if left else self.say(key))
        return self._clock_words[1], colour
