"""Rules fuzz: many seeded Tycoon games with every invariant of the rules engine checked at
every step, played by a mix of random and computer players.

Each game is derived from (base seed, game number) alone, so any failure is reproduced by
its number, in any process, on any machine:

* the seat count cycles 2, 3, 4 and the stops option exact / up_to over the game numbers, so
  every 6 consecutive games cover every setup;
* a share of the games (`--computer-share`) seats computers (game/tycoon/bot at easy, normal or
  hard, hard with a one-iteration budget so it is reproducible) among random players; the rest
  are played by random players only (a uniformly random legal move): they are 10x cheaper and
  reach the odd corners (loans at once, passes, stranded planes) that computers avoid;
* every step goes through `CheckedGame` (game/tycoon/rules/invariants.py: conservation of
  money against a bank ledger, hotels, factories, tickets and loan cards, chains in order,
  clone and snapshot equality, three paydays); on top of that the fuzz checks what the engine
  promises its callers: `parse_action(str(a)) == a`, a computer's choice is legal and leaves
  the state untouched, an action that is not legal now raises IllegalAction with a locale key
  and changes nothing, and the final state survives a trip through JSON text.

    .venv/bin/python tools/fuzz_rules.py                      # 10,000 games, both cores, niced
    .venv/bin/python tools/fuzz_rules.py --games 1000 --workers 2
    .venv/bin/python tools/fuzz_rules.py --replay 4711        # one game, in this process
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
import traceback
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass, field
from multiprocessing import get_context
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai.budget import Budget  # noqa: E402
from game.tycoon.bot import choose, level_budget  # noqa: E402
from game.tycoon.rules import IllegalAction, State, new_game, parse_action  # noqa: E402
from game.tycoon.rules.invariants import CheckedGame  # noqa: E402

SETUPS = [(players, stops) for stops in ("exact", "up_to") for players in (2, 3, 4)]
#: A seat's player in a game with computers, drawn per seat (weights: hard costs ~5 ms a move).
SEAT_KINDS = ("random", "random", "random", "easy", "easy", "normal", "normal", "hard")
#: Hard searches one iteration only: enough to run its whole code path, reproducibly.
HARD_FUZZ_BUDGET = Budget(iterations=1)
DEFAULT_COMPUTER_SHARE = 0.25
#: Share of steps at which an illegal action is tried first (it must change nothing).
ILLEGAL_PROBE_CHANCE = 0.25
DEFAULT_BASE_SEED = 20261129
#: The full snapshot round trip is the slowest check: every few steps and at the end.
DEFAULT_SNAPSHOT_EVERY = 10


@dataclass
class GamePlan:
    """Everything that decides one fuzzed game, derived from its number alone."""

    index: int
    base_seed: int
    seed: int
    players: int
    stops: str
    seats: list[str]

    @classmethod
    def of(cls, index: int, base_seed: int = DEFAULT_BASE_SEED,
           computer_share: float = DEFAULT_COMPUTER_SHARE) -> GamePlan:
        players, stops = SETUPS[index % len(SETUPS)]
        rng = random.Random(f"tycoon-fuzz:{base_seed}:{index}")
        seats = ["random"] * players
        if rng.random() < computer_share:
            seats = [rng.choice(SEAT_KINDS) for _ in range(players)]
            if all(kind == "random" for kind in seats):
                seats[rng.randrange(players)] = rng.choice(SEAT_KINDS[3:])
        return cls(index, base_seed, rng.getrandbits(32), players, stops, seats)


@dataclass
class GameResult:
    index: int
    moves: int = 0
    decisions: dict[str, int] = field(default_factory=dict)
    illegal_probes: int = 0
    failure: str | None = None
    actions: list[str] = field(default_factory=list)


class FuzzFailure(AssertionError):
    """A promise of the rules contract that the engine broke (beyond the invariants module)."""


def _expect(ok: bool, message: str) -> None:
    if not ok:
        raise FuzzFailure(message)


def play(plan: GamePlan, snapshot_every: int = DEFAULT_SNAPSHOT_EVERY) -> GameResult:
    """Play one planned game to its end, checking at every step; never raises: a broken
    promise comes back as `failure` with the moves that led to it."""
    result = GameResult(plan.index, decisions={kind: 0 for kind in set(plan.seats)})
    rng = random.Random(plan.seed)
    seen: list = []
    try:
        game = CheckedGame(new_game(plan.players, plan.seed, {"stops": plan.stops}),
                           snapshot_every)
        state = game.state
        while not state.is_terminal():
            _expect(result.moves < 20_000, "no end after 20,000 moves")
            legal = state.legal_actions()
            _expect(bool(legal), "no legal action before the end")
            seen.extend(legal[:4])
            if rng.random() < ILLEGAL_PROBE_CHANCE:
                result.illegal_probes += _probe_illegal(state, rng.choice(seen), legal)
            kind = plan.seats[state.current_player]
            action = _decide(state, kind, legal, rng, result.moves)
            result.decisions[kind] += 1
            _expect(parse_action(str(action)) == action, f"{action} does not read back")
            result.actions.append(str(action))
            game.apply(action)
            result.moves += 1
        _check_end(state)
    except Exception as error:  # the fuzz reports every failure, whatever its type
        lines = traceback.format_exception(error)
        result.failure = f"{type(error).__name__}: {error}\n{''.join(lines[-6:])}"
    return result


def _decide(state: State, kind: str, legal: list, rng: random.Random, move: int):
    if kind == "random":
        return rng.choice(legal)
    before = state.clone()
    budget = HARD_FUZZ_BUDGET if kind == "hard" else level_budget(kind)
    action, (key, params) = choose(state, state.current_player, kind, budget, seed=move)
    _expect(state == before, f"the {kind} computer changed the state it was asked about")
    _expect(action in legal, f"the {kind} computer chose {action}, which is not legal")
    _expect(
        isinstance(key, str) and key.startswith("tycoon_ai.reason.") and isinstance(params, dict),
        f"the {kind} computer gave the reason {key!r}, not a locale key",
    )
    return action


def _probe_illegal(state: State, candidate, legal: list) -> int:
    """Apply an action seen earlier that is not legal now: it must be refused, naming a
    reason, and leave the state exactly as it was. Returns 1 if a probe was made."""
    if candidate in legal:
        return 0
    before = state.clone()
    try:
        state.apply(candidate)
    except IllegalAction as refusal:
        _expect(str(refusal.key).startswith("tycoon_board."),
                f"refusing {candidate} gave the reason {refusal.key!r}, not a locale key")
    else:
        raise FuzzFailure(f"{candidate} was applied although it was not legal")
    _expect(state == before, f"refusing {candidate} changed the state")
    return 1


def _check_end(state: State) -> None:
    money = state.final_money()
    _expect(len(money) == state.num_players, "final_money does not have one entry per seat")
    winners = state.winners()
    _expect(bool(winners) and all(money[w] == max(money) for w in winners),
            f"winners {winners} do not have the most money {money}")
    again = State.from_dict(json.loads(json.dumps(state.to_dict())))
    _expect(again == state, "the final state does not survive a trip through JSON text")


def _play_index(args: tuple[int, int, float, int]) -> GameResult:
    index, base_seed, computer_share, snapshot_every = args
    result = play(GamePlan.of(index, base_seed, computer_share), snapshot_every)
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

    @property
    def ok(self) -> bool:
        return not self.failures


def run(games: int, first: int = 0, base_seed: int = DEFAULT_BASE_SEED, workers: int = 2,
        niceness: int = 10, snapshot_every: int = DEFAULT_SNAPSHOT_EVERY,
        computer_share: float = DEFAULT_COMPUTER_SHARE) -> Summary:
    """Fuzz games first .. first + games - 1; `workers` processes (1 = in this process)."""
    jobs = [(i, base_seed, computer_share, snapshot_every) for i in range(first, first + games)]
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
        {**asdict(GamePlan.of(r.index, base_seed, computer_share)), "failure": r.failure,
         "after_moves": r.actions}
        for r in results if r.failure is not None
    ]
    return Summary(games, first, base_seed, computer_share, workers,
                   sum(r.moves for r in results), decisions,
                   sum(r.illegal_probes for r in results), wall, _cpu_seconds() - cpu0, failures)


def _cpu_seconds() -> float:
    """CPU time of this process and its finished children: the cost, whatever the load."""
    t = os.times()
    return t.user + t.system + t.children_user + t.children_system


def report(summary: Summary) -> str:
    last = summary.first + summary.games - 1
    lines = [
        f"fuzzed {summary.games} games (numbers {summary.first}..{last}, base seed "
        f"{summary.base_seed}, computers in {summary.computer_share:.0%} of them) "
        f"on {summary.workers} worker(s)",
        f"  moves {summary.moves}, decisions {summary.decisions}, "
        f"illegal actions refused {summary.illegal_probes}",
        f"  wall {summary.wall_seconds:.1f} s, CPU {summary.cpu_seconds:.1f} s",
        f"  failures: {len(summary.failures)}",
    ]
    for failure in summary.failures[:10]:
        lines.append(
            f"  game {failure['index']} ({failure['players']} players, {failure['stops']}, "
            f"seats {failure['seats']}): {failure['failure'].splitlines()[0]}\n"
            f"    replay: .venv/bin/python tools/fuzz_rules.py --replay {failure['index']} "
            f"--base-seed {summary.base_seed} --computer-share {summary.computer_share}")
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
    parser.add_argument("--json", type=Path, help="also write the summary here as JSON")
    args = parser.parse_args(argv)
    if args.replay is not None:
        plan = GamePlan.of(args.replay, args.base_seed, args.computer_share)
        result = play(plan, snapshot_every=1)
        print(json.dumps(asdict(plan)))
        print("\n".join(result.actions))
        print(result.failure or f"game {args.replay}: {result.moves} moves, every check passed")
        return 1 if result.failure else 0
    summary = run(args.games, args.first, args.base_seed, args.workers, args.nice,
                  args.snapshot_every, args.computer_share)
    print(report(summary))
    if args.json:
        args.json.write_text(json.dumps({**asdict(summary), "ok": summary.ok}, indent=2) + "\n",
                             encoding="utf-8")
    return 0 if summary.ok else 1


if __name__ == "__main__":
    sys.exit(main())
