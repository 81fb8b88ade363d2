"""Reviewing a finished (or saved) game: where did a seat lose the most chance to win?

Pure and game-agnostic: it replays a game's actions through the rules contract and asks a
game's `ReviewKit` (named by its entry, `GameEntry.review_kit`) for the three things only the
game knows: what its Hard level would have played (with the level's reason), how simulated
players play on (the rollout policy), and what a position is worth to each seat (win chances).

At every *real* decision of the reviewed seat (more than one sensible option, the kit decides)
it estimates every seat's chance to win three times, each averaged over the same
determinizations made **for the reviewed seat** (`state.determinize(seat, rng)`: hidden cards,
bags and dice drawn anew, every public fact kept), so no estimate knows what the seat could not:

- `before`: the seat plays on as the rollout policy would (the position's worth to it);
- `after_taken`: the seat plays what it really played, then the rollout policy plays on;
- `after_preferred`: the seat plays the Hard level's plan instead.

Each sample plays the plan, then `horizon` more plans by the rollout policy, then asks the
kit's win chances (the real result if the game ended). The three branches of one sample share
their determinization and their random stream (common random numbers), so the difference
between two plans is not drowned by the luck of the draw, and a plan equal to another is
never estimated twice. The move the seat played is one of the candidates: the review's
preferred plan is the better, for the seat, of Hard's plan and the played one in these very
samples, so `loss` = after_preferred − after_taken is never negative (Hard searches its own
worlds with its own look-ahead, and where the review's estimate rates the played plan higher,
the played plan is the best found: loss 0). The `swings` are the decisions with the largest
loss where the seat did not play the preferred plan.

A move a clock made for the seat (a turn timer or think time that ran out, a Lobbyist window
that passed by itself: the save's `meta.clock_moves`) is no choice of the seat's: every
decision made by the clock is listed apart (`GameReview.clock`, "The clock moved: …") and never
reviewed, so it has no loss, is no swing and is not counted among the seat's decisions. Where
the seat began a decision and the clock finished it, the seat's own part is its decision (the
rollout policy plays the rest in the samples, as for any plan) and the clock's part is listed.

Replay never touches the caller's states: the review works on clones. docs/review.md says how
far to trust the numbers.
"""

from __future__ import annotations

import time
from bisect import bisect_left
from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass, field, replace
from random import Random
from typing import Protocol

from game.ai.budget import Budget, CancelCheck, never_cancelled
from game.ai.contract import Action, GameState, Plan

REVIEW_VERSION = 3
"""Bumped when a review's meaning changes (a stored review of another version is remade)."""
TOP_SWINGS = 5
#: A loss below this (in win chance) is the samples' noise, never a swing.
MIN_SWING = 0.01
#: A stage of the game (a Tycoon session, Speedtycoon's time before a scoring: a kit's
#: `stage`) gives at most this many of the first swings while another stage has one of at
#: least SPREAD_WORTH (beyond the estimates' noise of a few points) to show.
PER_STAGE = 2
SPREAD_WORTH = 0.03
#: The fewest samples a decision gets, however long the game (ReviewBudget.game_samples).
MIN_SAMPLES = 4
#: A plan longer than this is cut (a kit's policy that never ends a decision must not hang).
MAX_PLAN_STEPS = 64

Reason = tuple[str, dict]
Progress = Callable[[int, int], None]


class ReviewCancelled(Exception):
    """The person closed the review before it was done."""


@dataclass(frozen=True)
class ReviewBudget:
    """How hard the review looks at each decision; each game tunes its own (the kit's
    `budget`) so a whole 4-seat game stays within a minute of CPU (tools/bench_review.py)."""

    samples: int
    """Determinizations per decision (each plays up to three branches)."""
    horizon: int
    """Plans the rollout policy plays after the decision before the evaluator judges."""
    hard: Budget
    """The Hard level's own search, for its preferred plan."""
    game_samples: int | None = None
    """At most this many samples over the whole game: a game with very many decisions gets
    fewer per decision (never under MIN_SAMPLES), so its review stays within its minute."""

    def for_decisions(self, count: int) -> ReviewBudget:
        """The budget a game of `count` reviewed decisions gets."""
        if self.game_samples is None or count * self.samples <= self.game_samples:
            return self
        return replace(self, samples=max(MIN_SAMPLES, self.game_samples // count))

    def to_dict(self) -> dict:
        return {"samples": self.samples, "horizon": self.horizon, "hard": self.hard.to_dict(),
                "game_samples": self.game_samples}

    @classmethod
    def from_dict(cls, data: dict) -> ReviewBudget:
        game_samples = data.get("game_samples")
        return cls(int(data["samples"]), int(data["horizon"]), Budget.from_dict(data["hard"]),
                   None if game_samples is None else int(game_samples))


class ReviewKit(Protocol):
    """What a game tells the review (one object per game, `GameEntry.review_kit`)."""

    illegal_action: type[BaseException]
    budget: ReviewBudget
    table_actions: tuple[type, ...]
    """Moves the table applies, not a seat (a time limit running out): one that comes while
    a seat is to act is no decision of that seat."""

    def same_decision(self, start: GameState, state: GameState, seat: int) -> bool:
        """Whether `seat`, to act in `state`, is still making the decision begun at `start`
        (a Tycoon turn's plan: buy, fly, build, end; a property game: one action)."""
        ...

    def is_real(self, state: GameState, seat: int) -> bool:
        """More than one sensible option: only these decisions are reviewed."""
        ...

    def preferred(self, state: GameState, seat: int, budget: Budget, seed: int,
                  cancelled: CancelCheck) -> tuple[Plan, Reason]:
        """The Hard level's plan for `seat` and its reason (key, params)."""
        ...

    def rollout_plan(self, state: GameState, rng: Random) -> Plan:
        """A quick, good plan for whoever is to act: how simulated futures play on."""
        ...

    def win_chances(self, state: GameState) -> list[float]:
        """Each seat's chance to win from here, by the game's evaluator."""
        ...

    # Optional: `unsettled(state) -> bool`, a position in the middle of something the next
    # moves settle (a property game's open auction). The chart draws no point there
    # (`Replay.unsettled`); a kit without it has none.
    # Optional: `stage(state) -> int`, the stage of the game a position is in (a Tycoon
    # session): the swings are spread over the stages (`top_swings`); a kit without it has
    # one stage.


@dataclass(frozen=True)
class DecisionReview:
    """One reviewed decision. Win chances are per seat (index = seat), each list sums to 1."""

    move: int
    """How many actions of the game were played before this decision (Replay.state_at)."""
    seat: int
    taken: tuple[str, ...]
    preferred: tuple[str, ...]
    """The best plan the review found: Hard's, unless the played one did better in the
    review's samples (then the played one, and the decision is no swing)."""
    before: tuple[float, ...]
    after_taken: tuple[float, ...]
    after_preferred: tuple[float, ...]
    reason: Reason
    """Hard's reason for its plan (`hard`)."""
    progress: Reason = ("", {})
    """Where the game stood (`state.progress()`), for the screen's "Session 2, round 4"."""
    hard: tuple[str, ...] = ()
    """The Hard level's own plan (the same as `preferred` unless the played one did better)."""

    @property
    def same(self) -> bool:
        return self.taken == self.preferred

    @property
    def loss(self) -> float:
        """Win chance the played plan gave away against the best plan found (never negative:
        the played plan is one of the candidates)."""
        return self.after_preferred[self.seat] - self.after_taken[self.seat]

    def to_dict(self) -> dict:
        data = asdict(self)
        data["reason"] = {"key": self.reason[0], "params": self.reason[1]}
        data["progress"] = {"key": self.progress[0], "params": self.progress[1]}
        data["same"] = self.same
        data["loss"] = round(self.loss, 4)
        return data

    @classmethod
    def from_dict(cls, data: dict) -> DecisionReview:
        return cls(
            move=int(data["move"]), seat=int(data["seat"]),
            taken=tuple(data["taken"]), preferred=tuple(data["preferred"]),
            before=tuple(data["before"]), after_taken=tuple(data["after_taken"]),
            after_preferred=tuple(data["after_preferred"]),
            reason=(data["reason"]["key"], dict(data["reason"]["params"])),
            progress=(data["progress"]["key"], dict(data["progress"]["params"])),
            hard=tuple(data.get("hard", data["preferred"])),
        )


@dataclass(frozen=True)
class ClockMove:
    """A decision of the reviewed seat that a clock made for it: listed, never judged."""

    move: int
    seat: int
    taken: tuple[str, ...]
    progress: Reason = ("", {})

    def to_dict(self) -> dict:
        return {"move": self.move, "seat": self.seat, "taken": list(self.taken),
                "progress": {"key": self.progress[0], "params": self.progress[1]}}

    @classmethod
    def from_dict(cls, data: dict) -> ClockMove:
        return cls(move=int(data["move"]), seat=int(data["seat"]), taken=tuple(data["taken"]),
                   progress=(data["progress"]["key"], dict(data["progress"]["params"])))


@dataclass(frozen=True)
class GameReview:
    """The whole review of one seat: what the review screen reads (and the headless JSON)."""

    seat: int
    num_players: int
    decisions: tuple[DecisionReview, ...]
    budget: ReviewBudget
    seed: int = 0
    cpu_seconds: float = 0.0
    version: int = REVIEW_VERSION
    swing_indices: tuple[int, ...] = field(default=())
    clock: tuple[ClockMove, ...] = ()
    """The seat's decisions a clock made (in game order): not in `decisions`, never counted."""

    @property
    def swings(self) -> list[DecisionReview]:
        """The biggest losses first (at most TOP_SWINGS), only where Hard played otherwise."""
        return [self.decisions[i] for i in self.swing_indices]

    def to_dict(self) -> dict:
        return {
            "version": self.version, "seat": self.seat, "num_players": self.num_players,
            "seed": self.seed, "cpu_seconds": self.cpu_seconds,
            "budget": self.budget.to_dict(),
            "decisions": [d.to_dict() for d in self.decisions],
            "swings": list(self.swing_indices),
            "clock": [c.to_dict() for c in self.clock],
        }

    @classmethod
    def from_dict(cls, data: dict) -> GameReview:
        decisions = tuple(DecisionReview.from_dict(d) for d in data["decisions"])
        swings = tuple(int(i) for i in data["swings"])
        if any(not 0 <= i < len(decisions) for i in swings):
            raise ValueError("a swing names no decision")
        return cls(seat=int(data["seat"]), num_players=int(data["num_players"]),
                   decisions=decisions, budget=ReviewBudget.from_dict(data["budget"]),
                   seed=int(data["seed"]), cpu_seconds=float(data["cpu_seconds"]),
                   version=int(data["version"]), swing_indices=swings,
                   clock=tuple(ClockMove.from_dict(c) for c in data.get("clock", ())))


@dataclass(frozen=True)
class ReviewSoFar:
    """The decisions a review made before it was closed part-way (a long game's review took
    minutes, and closing it threw them away: newgame21). A review of the same seat with the
    same budget and seed takes them as made and goes on from there: each decision's estimate
    depends only on its own position, the budget and its seed, so the whole is the review an
    uninterrupted run makes."""

    seat: int
    budget: ReviewBudget
    seed: int
    decisions: tuple[DecisionReview, ...]
    cpu_seconds: float = 0.0

    def fits(self, seat: int, budget: ReviewBudget, seed: int) -> bool:
        return (self.seat, self.budget, self.seed) == (seat, budget, seed)

    def to_dict(self) -> dict:
        return {"version": REVIEW_VERSION, "seat": self.seat, "budget": self.budget.to_dict(),
                "seed": self.seed, "cpu_seconds": self.cpu_seconds,
                "decisions": [d.to_dict() for d in self.decisions]}

    @classmethod
    def from_dict(cls, data: dict) -> ReviewSoFar:
        if data["version"] != REVIEW_VERSION:
            raise ValueError("a review so far of another version")
        return cls(seat=int(data["seat"]), budget=ReviewBudget.from_dict(data["budget"]),
                   seed=int(data["seed"]), cpu_seconds=float(data["cpu_seconds"]),
                   decisions=tuple(DecisionReview.from_dict(d) for d in data["decisions"]))


def top_swings(decisions: Sequence[DecisionReview], count: int = TOP_SWINGS,
               stages: Sequence[int | None] | None = None) -> tuple[int, ...]:
    """Indices of the decisions that lost the most, biggest first; a decision where the seat
    played Hard's own plan, or lost less than the noise (MIN_SWING), is never one.

    With each decision's stage of the game (`stages`, the kit's `stage`: a Tycoon session), a
    stage gives at most PER_STAGE swings before every other stage has shown its swings of at
    least SPREAD_WORTH; its further ones follow, biggest first, with the smaller ones. A Tycoon
    game lost in its first session showed three cards of that session when a later one had a
    decision that cost more than the noise; where no other stage has one worth showing, the
    first stage's still fill the cards."""
    lost = [i for i, d in enumerate(decisions) if not d.same and d.loss >= MIN_SWING]
    lost.sort(key=lambda i: (-decisions[i].loss, i))
    if stages is None:
        return tuple(lost[:count])
    shown: dict[int | None, int] = {}
    first = []
    for i in lost:
        if shown.get(stages[i], 0) < PER_STAGE and decisions[i].loss >= SPREAD_WORTH:
            shown[stages[i]] = shown.get(stages[i], 0) + 1
            first.append(i)
    rest = [i for i in lost if i not in first]
    return tuple([*first, *rest][:count])


#: A seat's win chance below this at every later decision, in every branch the review
#: estimated, is lost for good: no decision after that point could matter (`lost_after`).
LOST_FOR_GOOD = 0.02


def lost_after(review: GameReview, stages: Sequence[int | None], shown: int) -> int | None:
    """The first reviewed decision after the one stage of the game (`stages`, each decision's:
    the kit's `stage`, a Tycoon session) that the first `shown` swings all come from, when
    from it on the seat's win chance stood about 0 (under LOST_FOR_GOOD, before and after
    either plan) at every decision: the screen says so under the cards. A Tycoon game lost in
    its first session showed cards of session 1 alone and a chart at 0 % after it, and
    nothing said the later sessions held no decision that could matter (reviewlate). None
    where the swings span stages, there is none, or no decision comes after their stage."""
    swings = review.swing_indices[:shown]
    if not swings or len({stages[i] for i in swings}) != 1:
        return None
    stage = stages[swings[0]]
    first = next((i for i in range(max(swings) + 1, len(review.decisions))
                  if stages[i] != stage), None)
    if first is None:
        return None
    seat = review.seat
    if all(max(d.before[seat], d.after_taken[seat], d.after_preferred[seat]) < LOST_FOR_GOOD
           for d in review.decisions[first:]):
        return first
    return None


def decision_stages(replay: Replay, stage: Callable[[GameState], int],
                    moves: Sequence[int]) -> list[int]:
    """The stage of the game (a kit's `stage`) at each of `moves`, a stage never going back
    (a Tycoon session, Speedtycoon's scorings held): found where each later stage begins
    (`Replay.first_move`, from the kept positions), not by a walk through the game (the
    review screen walks it once)."""
    first = stage(replay.state_at(0))
    last = stage(replay.state_at(len(replay)))
    begins = [replay.first_move(lambda state, n=n: stage(state) >= n)
              for n in range(first + 1, last + 1)]
    return [first + sum(1 for b in begins if b is not None and b <= move) for move in moves]


Watch = Callable[[int, GameState, Action], None]
"""Sees each position of a walk through a game, before its action is played: (move, the
position after `move` actions, the action). One walk feeds every watch: the save check
(game/core/save_replay.py), the replay's kept positions and the review's decisions."""


def walk(start: GameState, actions: Sequence[Action], *watches: Watch) -> GameState:
    """Play `actions` on a clone of `start`, each position shown to `watches`; the last one."""
    state = start.clone()
    for move, action in enumerate(actions):
        for watch in watches:
            watch(move, state, action)
        state.apply(action)
    return state


class Replay:
    """The game's position before any move, for the review screen's ← / → and jumps.

    Keeps a copy every `every` moves, so a jump replays at most that many actions. Built while
    the game is walked (`Replay.of`, or a `ReplayRecorder` watching the save check); the
    actions and the kept positions are never changed."""

    def __init__(self, actions: Sequence[Action], kept: list[GameState], turns: list[int],
                 last: GameState, every: int,
                 course: Sequence[tuple[int, tuple[float, ...]]] = (),
                 movers: Sequence[int] = (), measure: Measure | None = None,
                 unsettled: Iterable[int] = ()) -> None:
        self.actions = tuple(actions)
        self.every = every
        self._kept = kept
        self.turns = turns
        """The moves where a turn begins (the screen's ← / → step by them): the start, and
        every move after which `turn_player()` is another seat."""
        self._last = last
        self.measure = measure
        """The game's evaluator (a review kit's `win_chances`), for `values`; None: none."""
        self._values: dict[int, tuple[float, ...]] = dict(course)
        self.movers = tuple(movers)
        """The seat to move at each of `turns` (a round's start is read from them)."""
        self.unsettled = frozenset(unsettled)
        """The moves whose position is unsettled (the kit's `unsettled`: an auction open),
        where the review chart draws no point (`chart_decisions`)."""

    @classmethod
    def of(cls, start: GameState, actions: Sequence[Action], every: int = 40,
           measure: Measure | None = None,
           unsettled: Callable[[GameState], bool] | None = None) -> Replay:
        """The replay of `start` + `actions`, walked here."""
        recorder = ReplayRecorder(every, measure, unsettled)
        return recorder.replay(actions, walk(start, actions, recorder.see))

    def __len__(self) -> int:
        return len(self.actions)

    def values(self, moves: Iterable[int]) -> dict[int, tuple[float, ...]]:
        """Every seat's win chance by the game's evaluator (clipped and scaled to sum to 1 as
        the review's estimates are: Speedtycoon's gives each seat its own) at each of `moves`,
        each valued once, when first asked: the review chart's course between the person's
        decisions (`calm_course` asks only for the points the chart draws). Formerly
        the walk that checked the save valued every turn's start, for the review's process too,
        which draws no chart: the chart drew fewer than half of them. One pass from the kept
        copies; without `measure`, only the values given to the constructor."""
        moves = list(moves)
        wanted = sorted({m for m in moves if 0 <= m <= len(self.actions)} - set(self._values))
        if wanted and self.measure is not None:
            state, at = None, -1
            for move in wanted:
                if state is None or move // self.every != at // self.every \
                        or move == len(self.actions):
                    state, at = self.state_at(move), move
                for action in self.actions[at:move]:
                    state.apply(action)
                at = move
                self._values[move] = distribution(list(self.measure(state)))
        return {m: self._values[m] for m in moves if m in self._values}

    def state_at(self, move: int) -> GameState:
        """A fresh copy of the position after `move` actions (0: the start)."""
        if not 0 <= move <= len(self.actions):
            raise IndexError(f"move {move} is not between 0 and {len(self.actions)}")
        if move == len(self.actions):
            return self._last.clone()
        state = self._kept[move // self.every].clone()
        for action in self.actions[move - move % self.every:move]:
            state.apply(action)
        return state

    def first_move(self, reached: Callable[[GameState], bool]) -> int | None:
        """The first move whose position has `reached` (a mark that, once reached, stays so:
        Speedtycoon's second scoring done), None if even the last one has not: found through
        the kept copies, then at most `every` actions played, not a walk through the game
        (the review screen walks it once, behind its opening card)."""
        if not reached(self._last):
            return None
        kept = [k for k in range(len(self._kept)) if reached(self._kept[k])]
        segment = (kept[0] if kept else len(self._kept)) - 1
        if segment < 0:
            return 0
        state, move = self._kept[segment].clone(), segment * self.every
        while not reached(state):
            state.apply(self.actions[move])
            move += 1
        return move

    def events_at(self, move: int) -> list:
        """The events of action number `move` (1-based: what the screen animates stepping
        forward onto the position after `move` actions)."""
        state = self.state_at(move - 1)
        return state.apply(self.actions[move - 1])


Measure = Callable[[GameState], Sequence[float]]
"""What a position is worth to each seat (a review kit's `win_chances`)."""


class ReplayRecorder:
    """Builds a `Replay` from a walk made by someone else: `see` is its watch. `measure` (may
    be set until the walk ends) goes to the replay, which values a position when asked;
    `unsettled` (the kit's, set before the walk) marks the positions the chart skips."""

    def __init__(self, every: int = 40, measure: Measure | None = None,
                 unsettled: Callable[[GameState], bool] | None = None) -> None:
        self.every = every
        self.measure = measure
        self.unsettled = unsettled
        self._unsettled: list[int] = []
        self._kept: list[GameState] = []
        self._turns: list[int] = []
        self._movers: list[int] = []
        self._shown: int | None = None

    def see(self, move: int, state: GameState, action: Action) -> None:
        if move % self.every == 0:
            self._kept.append(state.clone())
        if state.turn_player() != self._shown:
            self._shown = state.turn_player()
            self._turns.append(move)
            self._movers.append(self._shown)
        if self.unsettled is not None and self.unsettled(state):
            self._unsettled.append(move)

    def replay(self, actions: Sequence[Action], last: GameState) -> Replay:
        """The replay of the walk, whose last position is `last` (kept as it is)."""
        if self.unsettled is not None and self.unsettled(last):  # a save made mid-auction
            self._unsettled.append(len(actions))
        return Replay(actions, self._kept, self._turns, last, self.every, (), self._movers,
                      self.measure, self._unsettled)


def round_starts(replay: Replay, seat: int) -> list[int]:
    """The moves where a round begins: each turn's start of `seat` and, once it starts no more
    turns while the game goes on (out of it), of the next seat that starts two turns more, and
    so on (the game's last round begins none). The same seat is to move at each, so a measure
    that favours the seat to move favours the same one."""
    last = {mover: i for i, mover in enumerate(replay.movers)}
    starts, anchor = [], seat
    for i, (move, mover) in enumerate(zip(replay.turns, replay.movers, strict=True)):
        if i > last.get(anchor, -1) and last[mover] > i:
            anchor = mover
        if mover == anchor:
            starts.append(move)
    return starts


def calm_course(replay: Replay, seat: int, decided: Sequence[int],
                to_now: bool = False) -> list[tuple[int, tuple[float, ...]]]:
    """The course the review chart draws between `seat`'s decisions (`decided`, their moves):
    the evaluator at each round's start (`round_starts`) where `seat` decided nothing in that
    round, the one before and the one after. Every turn's start made the line saw up and down
    (Tycoon's evaluator favours the seat to move: 55, 83, 55 % a round) and spike where the
    evaluator and a decision's look-ahead estimate disagree (59, 83, 59 %); docs/review.md
    gives the figures.

    `to_now` (a game saved half-way): the course runs on to the last move, the position the
    save holds (unless it is unsettled: an auction open), as a finished game's runs to its
    result. Without it
    the lines ended at the last decision or round's start, and a move a clock made after it
    (a Speedtycoon turn run out before the person left the game) was ringed off the chart."""
    starts = round_starts(replay, seat)
    if not starts or starts[0] != 0:
        starts.insert(0, 0)
    ends = [*starts[1:], len(replay.actions) + 1]
    moves = sorted(decided)
    busy = [bisect_left(moves, end) > bisect_left(moves, start)
            for start, end in zip(starts, ends, strict=True)]
    drawn = [move for i, move in enumerate(starts) if not any(busy[max(0, i - 1):i + 2])]
    if to_now and len(replay.actions) not in (*drawn, *moves, *replay.unsettled):
        drawn.append(len(replay.actions))
    course = replay.values(drawn)
    return [(move, course[move]) for move in drawn if move in course]


def chart_decisions(review: GameReview, replay: Replay) -> list[DecisionReview]:
    """The decisions whose estimates the review chart draws: those made in a settled position.
    In an open auction every bid is a decision with its own estimate, and in Kraken Bay's
    example Anna's line read 13, 17, 7, 11, 12, 13, 6, 12, 19, 21 % bid after bid at the kit's
    budget (the estimates' noise, ±6 points a 32-playout mean): a swing that is only an
    auction in progress. The chart goes from the last settled point before the auction to
    the first after it, where the price paid shows; the bids stay reviewed (the swing cards
    and their marks)."""
    return [d for d in review.decisions if d.move not in replay.unsettled]


@dataclass(frozen=True)
class DecisionPoint:
    """A decision of the reviewed seat, a real one or one a clock made: where it began, how
    many actions it took, and the position it was made in (a copy, kept for the review)."""

    move: int
    length: int
    state: GameState = field(compare=False, repr=False)
    by_clock: bool = False
    """A clock made it for the seat (its moves are in the save's `meta.clock_moves`)."""


class DecisionFinder:
    """Finds the real decisions of `seat` in a walk (`see` is its watch): a decision begins
    where the seat is to act (not on a table's move) and runs while the kit says it is the
    same decision, at most MAX_PLAN_STEPS actions. A move of `clock_moves` (made by a clock
    for the seat) ends the seat's own decision and begins the clock's, and the other way;
    the clock's are kept even where the seat had no real choice (the list says all the clock
    did for the seat)."""

    def __init__(self, kit: ReviewKit, seat: int, clock_moves: Sequence[int] = ()) -> None:
        self.kit = kit
        self.seat = seat
        self.clock_moves = frozenset(clock_moves)
        self._found: list[DecisionPoint] = []
        self._open: tuple[int, GameState, bool, bool] | None = None
        """(first move, position, real, by the clock) of the decision being walked through."""

    def see(self, move: int, state: GameState, action: Action) -> None:
        by_clock = move in self.clock_moves
        if self._open is not None:
            first, begin, _real, open_by_clock = self._open
            if (by_clock == open_by_clock and move - first < MAX_PLAN_STEPS
                    and state.current_player == self.seat
                    and self.kit.same_decision(begin, state, self.seat)):
                return
            self._close(move)
        if state.current_player == self.seat and not isinstance(action, self.kit.table_actions):
            self._open = (move, state.clone(), self.kit.is_real(state, self.seat), by_clock)

    def found(self, moves: int) -> list[DecisionPoint]:
        """The decisions of a walk of `moves` actions, in game order."""
        self._close(moves)
        return self._found

    def _close(self, move: int) -> None:
        if self._open is not None:
            first, begin, real, by_clock = self._open
            if real or by_clock:  # every move the clock made for the seat is listed
                self._found.append(DecisionPoint(first, move - first, begin, by_clock))
            self._open = None


def _stages(kit: ReviewKit, points: Sequence[DecisionPoint]) -> list[int | None] | None:
    """Each decision's stage of the game (the kit's `stage`), None for a kit without stages."""
    stage = getattr(kit, "stage", None)
    return None if stage is None else [stage(p.state) for p in points]


def find_decisions(kit: ReviewKit, start: GameState, actions: Sequence[Action],
                   seat: int, clock_moves: Sequence[int] = ()) -> list[DecisionPoint]:
    """The real decisions of `seat` in the game `start` + `actions` (walks a clone), those
    a clock made (`clock_moves`) marked `by_clock`."""
    finder = DecisionFinder(kit, seat, clock_moves)
    walk(start, actions, finder.see)
    return finder.found(len(actions))


def decision_points(kit: ReviewKit, start: GameState, actions: Sequence[Action],
                    seat: int) -> list[tuple[int, int]]:
    """(move, length) of each real decision of `seat`: where it began in the action log and
    how many actions it took."""
    return [(p.move, p.length) for p in find_decisions(kit, start, actions, seat)]


def reviewed(found: Sequence[DecisionPoint]) -> list[DecisionPoint]:
    """The decisions a review judges: all those found but the clock's (listed, not judged)."""
    return [p for p in found if not p.by_clock]


def taken_so_far(so_far: ReviewSoFar | None, seat: int, budget: ReviewBudget,
                 seed: int) -> ReviewSoFar:
    """The work so far a review of `seat` with this budget and seed goes on from: `so_far`
    where it fits, else none."""
    if so_far is None or not so_far.fits(seat, budget, seed):
        return ReviewSoFar(seat, budget, seed, ())
    return so_far


def review_game(kit: ReviewKit, start: GameState, actions: Sequence[Action], seat: int,
                budget: ReviewBudget | None = None, seed: int = 0,
                progress: Progress | None = None,
                cancelled: CancelCheck = never_cancelled,
                decisions: Sequence[DecisionPoint] | None = None,
                clock_moves: Sequence[int] = (), so_far: ReviewSoFar | None = None,
                keep: Callable[[ReviewSoFar], None] | None = None) -> GameReview:
    """Review every real decision of `seat` in the game `start` + `actions`: `decisions`, if
    the walk that found them was made already (the save check's), else found here. Those
    a clock made (`clock_moves`: the save's) are listed in `clock`, not reviewed.

    `so_far`: what a review of this game closed part-way had made; its decisions are taken
    as made where it fits this review (seat, budget, seed). `keep(so_far)` is told the work
    made so far after each decision, for the caller to keep.

    `progress(done, total)` is called first with the decisions already made, then after each
    decision; `cancelled()` is checked between decisions and inside Hard's search
    (ReviewCancelled is raised)."""
    started = time.process_time()
    found = (find_decisions(kit, start, actions, seat, clock_moves) if decisions is None
             else list(decisions))
    points = reviewed(found)
    clock = tuple(ClockMove(p.move, seat, _key(actions[p.move:p.move + p.length]),
                            _progress(p.state)) for p in found if p.by_clock)
    budget = (budget or kit.budget).for_decisions(len(points))
    so_far = taken_so_far(so_far, seat, budget, seed)
    made = {d.move: d for d in so_far.decisions}
    done = sum(point.move in made for point in points)
    if progress is not None:
        progress(done, len(points))
    reviews = []
    for point in points:
        move = point.move
        if move in made:
            reviews.append(made[move])
            continue
        if cancelled():
            raise ReviewCancelled()
        review = review_decision(kit, point.state, seat,
                                 tuple(actions[move:move + point.length]), budget,
                                 seed * 1_000_003 + move, cancelled, move)
        reviews.append(review)
        done += 1
        so_far = replace(so_far, decisions=(*so_far.decisions, review))
        if keep is not None:
            keep(replace(so_far, cpu_seconds=_spent(so_far, started)))
        if progress is not None:
            progress(done, len(points))
    if cancelled():
        raise ReviewCancelled()
    decisions_reviewed = tuple(reviews)
    return GameReview(seat=seat, num_players=start.num_players, decisions=decisions_reviewed,
                      budget=budget, seed=seed, cpu_seconds=_spent(so_far, started),
                      swing_indices=top_swings(decisions_reviewed, stages=_stages(kit, points)),
                      clock=clock)


def _spent(so_far: ReviewSoFar, started: float) -> float:
    """The review's CPU seconds: those spent before it was closed and those since."""
    return round(so_far.cpu_seconds + time.process_time() - started, 3)


def review_decision(kit: ReviewKit, state: GameState, seat: int, taken: Plan,
                    budget: ReviewBudget, seed: int,
                    cancelled: CancelCheck = never_cancelled, move: int = 0) -> DecisionReview:
    """One decision of `seat` (to act in `state`), judged from `seat`'s information only:
    the same for every state that differs from `state` only in what `seat` cannot see."""
    preferred, reason = kit.preferred(state, seat, budget.hard, seed, cancelled)
    if cancelled():
        raise ReviewCancelled()
    plans = {"before": None, "taken": tuple(taken), "preferred": tuple(preferred)}
    keys = {name: _key(plan) for name, plan in plans.items()}
    unique: dict[tuple[str, ...], Plan | None] = {}
    for name, plan in plans.items():
        unique.setdefault(keys[name], plan)
    totals = {key: [0.0] * state.num_players for key in unique}
    rng = Random(seed)
    for _ in range(budget.samples):
        if cancelled():  # a closed review stops at once, and keeps what it made (ReviewSoFar)
            raise ReviewCancelled()
        world = state.determinize(seat, rng)
        stream = rng.getrandbits(64)
        for key, plan in unique.items():
            values = _sample(kit, world, seat, plan, budget.horizon, Random(stream))
            totals[key] = [t + v for t, v in zip(totals[key], values, strict=True)]
    means = {key: distribution([t / budget.samples for t in total])
             for key, total in totals.items()}
    best = max((keys["preferred"], keys["taken"]), key=lambda key: means[key][seat])
    return DecisionReview(
        move=move, seat=seat, taken=keys["taken"], preferred=best,
        before=means[keys["before"]], after_taken=means[keys["taken"]],
        after_preferred=means[best], reason=reason, progress=_progress(state),
        hard=keys["preferred"],
    )


def _key(plan: Plan | None) -> tuple[str, ...]:
    return ("",) if plan is None else tuple(str(action) for action in plan)


def _progress(state: GameState) -> Reason:
    progress = getattr(state, "progress", None)
    if progress is None:
        return ("", {})
    key, params = progress()
    return key, dict(params)


def _sample(kit: ReviewKit, world: GameState, seat: int, plan: Plan | None, horizon: int,
            rng: Random) -> list[float]:
    """One estimate: the plan (None: the rollout policy's) in a copy of `world`, the rest of
    the decision by the rollout policy if a step is not legal in this copy (it hangs on what
    the seat could not see), then `horizon` plans of the rollout policy, then the kit's
    win chances."""
    state = world.clone()
    begin = world
    steps = 0
    for action in plan or ():
        if state.is_terminal() or state.current_player != seat:
            break
        try:
            state.apply(action)
        except kit.illegal_action:
            break
        steps += 1
    while (not state.is_terminal() and state.current_player == seat and steps < MAX_PLAN_STEPS
           and (steps == 0 or kit.same_decision(begin, state, seat))):
        played = _play(kit, state, seat, rng, begin)
        if not played:
            break
        steps += played
    for _ in range(horizon):
        if state.is_terminal():
            break
        if not _apply(kit, state, kit.rollout_plan(state, rng)):
            break
    if state.is_terminal():
        return [float(v) for v in state.returns()]
    return list(kit.win_chances(state))


def _play(kit: ReviewKit, state: GameState, seat: int, rng: Random, begin: GameState) -> int:
    """The rollout policy's plan for the rest of `seat`'s decision; how many steps it took."""
    steps = 0
    for action in kit.rollout_plan(state, rng):
        if state.is_terminal() or state.current_player != seat:
            break
        if steps and not kit.same_decision(begin, state, seat):
            break
        try:
            state.apply(action)
        except kit.illegal_action:
            break
        steps += 1
    return steps


def _apply(kit: ReviewKit, state: GameState, plan: Plan) -> bool:
    try:
        for action in plan:
            state.apply(action)
    except kit.illegal_action:
        return False
    return bool(plan)


def distribution(values: list[float]) -> tuple[float, ...]:
    """Per-seat chances that sum to 1 (a kit's evaluator may only be close to it), each in
    [0, 1], rounded for the file."""
    clipped = [min(1.0, max(0.0, v)) for v in values]
    total = sum(clipped)
    if total <= 0:
        return tuple(round(1.0 / len(values), 4) for _ in values)
    return tuple(round(v / total, 4) for v in clipped)
