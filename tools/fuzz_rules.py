"""Rules fuzz: many seeded games of every registered game (game/games.py), each rule of its
engine checked at every step, played by a mix of random and computer players.

Each game is derived from (base seed, game number) alone, so any failure is reproduced by
its number, in any process, on any machine:

* the games cycle over the registered games (or the one `--game` names); within one game the
  seat count cycles over the entry's min..max players and then over its `option_variants`
  (Tycoon: 2, 3, 4 seats, stops exact / up_to: every 6 consecutive games cover every setup);
* a share of the games (`--computer-share`) seats computers (the entry's `decider`, called
  as the app's worker calls it, at one of the entry's `levels` with a one-iteration budget so
  it is reproducible) among random players; the rest are played by random players only (a
  uniformly random legal move): they are 10x cheaper and reach the odd corners (loans at once,
  passes, stranded planes) that computers avoid;
* every step goes through the entry's `checked_game` when it has one (Tycoon:
  game/tycoon/rules/invariants.py: conservation of money against a bank ledger, hotels,
  factories, tickets and loan cards, chains in order, clone and snapshot equality, three
  paydays), else through its `invariants` and a snapshot round trip every few steps; on top
  of that the fuzz checks what every engine promises its callers: `parse_action(str(a)) == a`,
  a computer's choice is legal, an action that is not legal now raises IllegalAction with a
  locale key and changes nothing, and the final state survives a trip through JSON text with
  `returns()` matching `winners()`.

    .venv/bin/python tools/fuzz_rules.py                      # 10,000 games, both cores, niced
    .venv/bin/python tools/fuzz_rules.py --games 1000 --workers 2 --game tycoon
    .venv/bin/python tools/fuzz_rules.py --replay 4711        # one game, in this process
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import sys
import time
import traceback
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass, field
from multiprocessing import get_context
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai.budget import Budget  # noqa: E402
from game.core.contract import IllegalAction  # noqa: E402
from game.core.named import resolve  # noqa: E402
from game.games import GAMES, GameEntry  # noqa: E402

RANDOM_SHARE = 3
"""Of the seat kinds drawn in a game with computers, this many are random players; then
every level twice but the strongest (the costliest) once (Tycoon: easy, easy, normal,
normal, hard)."""
#: Computers search one iteration only: enough to run their whole code path, reproducibly.
FUZZ_BUDGET = Budget(iterations=1)
DEFAULT_COMPUTER_SHARE = 0.25
#: Share of steps at which an illegal action is tried first (it must change nothing).
ILLEGAL_PROBE_CHANCE = 0.25
DEFAULT_BASE_SEED = 20261129
#: The full snapshot round trip is the slowest check: every few steps and at the end.
DEFAULT_SNAPSHOT_EVERY = 10
_LOCALE_KEY = re.compile(r"[a-z0-9_]+(\.[a-z0-9_]+)+")


def seat_kinds(entry: GameEntry) -> tuple[str, ...]:
    if entry.decider is None or not entry.levels:
        return ("random",)
    levels = entry.levels
    return ("random",) * RANDOM_SHARE + tuple(
        level for level in levels[:-1] for _ in range(2)) + (levels[-1],)


@dataclass
class GamePlan:
    """Everything that decides one fuzzed game, derived from its number alone."""

    index: int
    base_seed: int
    game: str
    seed: int
    players: int
    options: dict[str, Any]
    seats: list[str]

    @classmethod
    def of(cls, index: int, base_seed: int = DEFAULT_BASE_SEED,
           computer_share: float = DEFAULT_COMPUTER_SHARE,
           games: tuple[str, ...] | None = None) -> GamePlan:
        games = tuple(GAMES) if games is None else games
        game, number = games[index % len(games)], index // len(games)
        entry = GAMES[game]
        seat_counts = range(entry.min_players, entry.max_players + 1)
        players = seat_counts[number % len(seat_counts)]
        options = entry.options(number // len(seat_counts))
        rng = random.Random(f"{game}-fuzz:{base_seed}:{number}")
        kinds = seat_kinds(entry)
        seats = ["random"] * players
        if len(kinds) > 1 and rng.random() < computer_share:
            seats = [rng.choice(kinds) for _ in range(players)]
            if all(kind == "random" for kind in seats):
                seats[rng.randrange(players)] = rng.choice(kinds[RANDOM_SHARE:])
        return cls(index, base_seed, game, rng.getrandbits(32), players, options, seats)


@dataclass
class GameResult:
    index: int
    moves: int = 0
    decisions: dict[str, int] = field(default_factory=dict)
    illegal_probes: int = 0
    failure: str | None = None
    actions: list[str] = field(default_factory=list)


class FuzzFailure(AssertionError):
    """A promise of the rules contract that the engine broke (beyond its invariants)."""


def _expect(ok: bool, message: str) -> None:
    if not ok:
        raise FuzzFailure(message)


class _Checked:
    """For an entry without its own `checked_game`: its invariants at every step and the
    snapshot round trip every few."""

    def __init__(self, entry: GameEntry, state: Any, snapshot_every: int) -> None:
        self.rules = entry.rules()
        self.check = entry.invariant_check()
        self.state = state
        self.snapshot_every = snapshot_every
        self.steps = 0

    def apply(self, action: Any) -> list:
        events = self.state.apply(action)
        self.steps += 1
        if self.check is not None:
            self.check(self.state)
        if self.steps % self.snapshot_every == 0:
            _expect(_round_trip(self.rules, self.state) == self.state.to_dict(),
                    "from_dict(to_dict()) differs")
        return events


def _round_trip(rules: Any, state: Any) -> dict:
    return rules.State.from_dict(json.loads(json.dumps(state.to_dict()))).to_dict()


def play(plan: GamePlan, snapshot_every: int = DEFAULT_SNAPSHOT_EVERY) -> GameResult:
    """Play one planned game to its end, checking at every step; never raises: a broken
    promise comes back as `failure` with the moves that led to it."""
    result = GameResult(plan.index, decisions={kind: 0 for kind in set(plan.seats)})
    rng = random.Random(plan.seed)
    seen: list = []
    try:
        entry = GAMES[plan.game]
        rules = entry.rules()
        state = rules.new_game(plan.players, plan.seed, dict(plan.options))
        checked = resolve(entry.checked_game) if entry.checked_game else None
        game = checked(state, snapshot_every) if checked else _Checked(entry, state,
                                                                       snapshot_every)
        while not state.is_terminal():
            _expect(result.moves < 20_000, "no end after 20,000 moves")
            legal = state.legal_actions()
            _expect(bool(legal), "no legal action before the end")
            seen.extend(legal[:4])
            if rng.random() < ILLEGAL_PROBE_CHANCE:
                result.illegal_probes += _probe_illegal(state, rng.choice(seen), legal)
            kind = plan.seats[state.current_player]
            action = _decide(entry, state, kind, legal, rng, result.moves)
            result.decisions[kind] += 1
            _expect(rules.parse_action(str(action)) == action, f"{action} does not read back")
            result.actions.append(str(action))
            game.apply(action)
            result.moves += 1
        _check_end(rules, state)
    except Exception as error:  # the fuzz reports every failure, whatever its type
        lines = traceback.format_exception(error)
        result.failure = f"{type(error).__name__}: {error}\n{''.join(lines[-6:])}"
    return result


def _decide(entry: GameEntry, state: Any, kind: str, legal: list, rng: random.Random,
            move: int):
    """A random player's move, or the computer's: asked as the app's worker asks it (a
    snapshot in, an action's text out), so the fuzz plays the path the app plays."""
    if kind == "random":
        return rng.choice(legal)
    decide = resolve(entry.decider)
    answer = decide(state.to_dict(), state.current_player, kind, FUZZ_BUDGET.to_dict(), move,
                    lambda: False)
    action = entry.rules().parse_action(answer["action"])
    _expect(action in legal, f"the {kind} computer chose {action}, which is not legal")
    key, params = answer["reason"]
    _expect(isinstance(key, str) and bool(_LOCALE_KEY.fullmatch(key))
            and isinstance(params, dict),
            f"the {kind} computer gave the reason {key!r}, not a locale key")
    return action


def _probe_illegal(state: Any, candidate, legal: list) -> int:
    """Apply an action seen earlier that is not legal now: it must be refused, naming a
    reason, and leave the state exactly as it was. Returns 1 if a probe was made. `is_legal`
    is the contract's judge: `legal_actions` may list a menu of a larger set (a property
    auction lists four bids; any amount in steps is one)."""
    if candidate in legal or state.is_legal(candidate):
        return 0
    before = state.to_dict()
    try:
        state.apply(candidate)
    except IllegalAction as refusal:
        _expect(bool(_LOCALE_KEY.fullmatch(str(refusal.key))),
                f"refusing {candidate} gave the reason {refusal.key!r}, not a locale key")
    else:
        raise FuzzFailure(f"{candidate} was applied although it was not legal")
    _expect(state.to_dict() == before, f"refusing {candidate} changed the state")
    return 1


def _check_end(rules: Any, state: Any) -> None:
    scores, returns, winners = state.scores(), state.returns(), state.winners()
    _expect(len(scores) == state.num_players, "scores() does not have one entry per seat")
    _expect(abs(sum(returns) - 1.0) < 1e-9, f"returns() {returns} do not sum to 1")
    _expect(bool(winners) and [p for p, r in enumerate(returns) if r > 0] == sorted(winners),
            f"winners {winners} do not match returns() {returns}")
    _expect(_round_trip(rules, state) == state.to_dict(),
            "the final state does not survive a trip through JSON text")


def _play_index(args: tuple[int, int, float, int, tuple[str, ...]]) -> GameResult:
    index, base_seed, computer_share, snapshot_every, games = args
    result = play(GamePlan.of(index, base_seed, computer_share, games), snapshot_every)
    if result.failure is None:
        result.actions = []  # only a failure needs its moves; keep the pipe small
    return result


def _lower_priority(niceness: int) -> None:
    if niceness and hasattr(os, "nice"):
        os.nice(niceness)


@dataclass
class Summary:
    games: int
    first: int
    base_seed: int
    computer_share: float
    workers: int
    moves: int
    decisions: dict[str, int]
    illegal_probes: int
    wall_seconds: float
    cpu_seconds: float
    failures: list[dict]
    games_fuzzed: tuple[str, ...] = ()

    @property
    def ok(self) -> bool:
        return not self.failures


def run(games: int, first: int = 0, base_seed: int = DEFAULT_BASE_SEED, workers: int = 2,
        niceness: int = 10, snapshot_every: int = DEFAULT_SNAPSHOT_EVERY,
        computer_share: float = DEFAULT_COMPUTER_SHARE,
        game_ids: tuple[str, ...] | None = None) -> Summary:
    """Fuzz games first .. first + games - 1 (of every registered game, or of `game_ids`);
    `workers` processes (1 = in this process)."""
    game_ids = tuple(GAMES) if game_ids is None else tuple(game_ids)
    jobs = [(i, base_seed, computer_share, snapshot_every, game_ids)
            for i in range(first, first + games)]
    wall0 = time.perf_counter()
    cpu0 = _cpu_seconds()
    if workers <= 1:
        results = [_play_index(job) for job in jobs]
    else:
        # spawn: the same on every platform, and safe inside a test process that has threads
        with ProcessPoolExecutor(workers, mp_context=get_context("spawn"),
                                 initializer=_lower_priority, initargs=(niceness,)) as pool:
            results = list(pool.map(_play_index, jobs, chunksize=max(1, games // (workers * 8))))
    wall = time.perf_counter() - wall0
    decisions: dict[str, int] = {}
    for result in results:
        for kind, count in result.decisions.items():
            decisions[kind] = decisions.get(kind, 0) + count
    failures = [
        {**asdict(GamePlan.of(r.index, base_seed, computer_share, game_ids)),
         "failure": r.failure,
         "after_moves": r.actions}
        for r in results if r.failure is not None
    ]
    return Summary(games, first, base_seed, computer_share, workers,
                   sum(r.moves for r in results), decisions,
                   sum(r.illegal_probes for r in results), wall, _cpu_seconds() - cpu0, failures,
                   game_ids)


def _cpu_seconds() -> float:
    """CPU time of this process and its finished children: the cost, whatever the load."""
    t = os.times()
    return t.user + t.system + t.children_user + t.children_system


def report(summary: Summary) -> str:
    last = summary.first + summary.games - 1
    lines = [
        f"fuzzed {summary.games} games of {', '.join(summary.games_fuzzed)} "
        f"(numbers {summary.first}..{last}, base seed "
        f"{summary.base_seed}, computers in {summary.computer_share:.0%} of them) "
        f"on {summary.workers} worker(s)",
        f"  moves {summary.moves}, decisions {summary.decisions}, "
        f"illegal actions refused {summary.illegal_probes}",
        f"  wall {summary.wall_seconds:.1f} s, CPU {summary.cpu_seconds:.1f} s",
        f"  failures: {len(summary.failures)}",
    ]
    for failure in summary.failures[:10]:
        lines.append(
            f"  game {failure['index']} ({failure['game']}, {failure['players']} players, "
            f"options {failure['options']}, seats {failure['seats']}): "
            f"{failure['failure'].splitlines()[0]}\n"
            f"    replay: .venv/bin/python tools/fuzz_rules.py --replay {failure['index']} "
            f"--base-seed {summary.base_seed} --computer-share {summary.computer_share}"
            + "".join(f" --game {game}" for game in summary.games_fuzzed))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--first", type=int, default=0, help="number of the first game")
    parser.add_argument("--base-seed", type=int, default=DEFAULT_BASE_SEED)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--nice", type=int, default=10, help="niceness of the workers")
    parser.add_argument("--computer-share", type=float, default=DEFAULT_COMPUTER_SHARE,
                        help="share of the games with computer players (0..1)")
    parser.add_argument("--snapshot-every", type=int, default=DEFAULT_SNAPSHOT_EVERY,
                        help="snapshot round trip every N steps (1 = every step)")
    parser.add_argument("--replay", type=int, metavar="N",
                        help="play game N alone in this process and print its moves")
    parser.add_argument("--game", action="append", choices=list(GAMES),
                        help="fuzz only this registered game (repeatable; default: all)")
    parser.add_argument("--json", type=Path, help="also write the summary here as JSON")
    args = parser.parse_args(argv)
    game_ids = tuple(args.game) if args.game else None
    if args.replay is not None:
        plan = GamePlan.of(args.replay, args.base_seed, args.computer_share, game_ids)
        result = play(plan, snapshot_every=1)
        print(json.dumps(asdict(plan)))
        print("\n".join(result.actions))
        print(result.failure or f"game {args.replay}: {result.moves} moves, every check passed")
        return 1 if result.failure else 0
    summary = run(args.games, args.first, args.base_seed, args.workers, args.nice,
                  args.snapshot_every, args.computer_share, game_ids)
    print(report(summary))
    if args.json:
        args.json.write_text(json.dumps({**asdict(summary), "ok": summary.ok}, indent=2) + "\n",
                             encoding="utf-8")
    return 0 if summary.ok else 1


if __name__ == "__main__":
    sys.exit(main())
