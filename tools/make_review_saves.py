"""Make the example saves the game review is tested on: tests/data/review/<game>.json.

One finished 4-seat game per game: seat 0 is a person ("Anna", played here by the Normal
level), seats 1-3 computers at Normal. Past a number of moves, the first `SCAN` real decisions
of seat 0 (the review kit's own test) are scanned: for each, of the three options the evaluator
likes least, the one the review itself finds worst against the Hard level's plan. The worst
of them all (it must lose at least a given win chance) is played instead of Normal's plan in
the same seeded game: the planted bad move. Its move number goes to
tests/data/review/<game>.plant.json, so the tests can check that the review finds it.

The games are seeded, so running this again makes the same files (unless a rule or a level
changed, which is when they should be remade):

    .venv/bin/python tools/make_review_saves.py            # all four games
    .venv/bin/python tools/make_review_saves.py tycoon     # one
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai.review import review_decision  # noqa: E402
from game.core.atomic import write_json_atomic  # noqa: E402
from game.core.save_format import SaveDocument, SaveMeta  # noqa: E402
from game.core.setup import GameSetup, Seat  # noqa: E402
from game.games import game_entry  # noqa: E402

OUT = Path(__file__).resolve().parents[1] / "tests" / "data" / "review"
SEAT = 0
#: How many decisions of seat 0 are scanned for the worst bad option.
SCAN = 6
COLOURS = ("red", "blue", "yellow", "green")
NAMES = ("Anna", "Computer 1", "Computer 2", "Computer 3")
#: game id -> (seed, set-up options, moves before the bad move may come, win chance it loses)
GAMES = {
    "tycoon": (3, {}, 100, 0.06),
    "speedtycoon": (4, {"game_type": "classic"}, 10, 0.06),
    "kraken_bay": (5, {}, 300, 0.06),
    "menedzher": (9, {}, 200, 0.06),
}


def normal_plan(game_id: str, state, seat: int, k: int) -> tuple:
    """The Normal level's plan for `seat`, as each game's levels give it."""
    if game_id == "tycoon":
        from game.tycoon.bot import choose_plan
        return choose_plan(state, seat, "normal", seed=k).plan
    if game_id == "speedtycoon":
        from game.speedtycoon.bot import choose_plan
        return choose_plan(state, seat, "normal", seed=k).plan
    from game.property.bot.levels import choose
    return (choose(state, seat, "normal", None, k).action,)


def options_of(game_id: str, state, seat: int) -> list[tuple]:
    """The plans seat 0 weighs at a decision: the worst of them is the planted move."""
    if game_id == "tycoon":
        from game.tycoon.bot.heuristic import ranked_plans
        from game.tycoon.bot.view import information_set
        return [s.plan.actions for s in ranked_plans(information_set(state), seat)]
    if game_id == "speedtycoon":
        from game.speedtycoon.bot.plans import candidate_plans
        return [p.actions for p in candidate_plans(state, seat, (None,))]
    from game.property.bot.review import ALWAYS_OPEN
    return [(a,) for a in state.legal_actions() if type(a) not in ALWAYS_OPEN]


def static_value(kit, state, plan: tuple, seat: int) -> float:
    """Seat's win chance by the evaluator right after `plan` (2: a rule refuses a step)."""
    trial = state.clone()
    try:
        for action in plan:
            trial.apply(action)
    except kit.illegal_action:
        return 2.0
    return float(trial.returns()[seat]) if trial.is_terminal() else kit.win_chances(trial)[seat]


def worst_option(kit, state, seat: int, options: list[tuple],
                 seed: int) -> tuple[tuple, float] | None:
    """Of the three options the evaluator likes least, the one the review itself (at the
    kit's budget) finds worst against Hard's plan, by its smallest loss under three seeds: bad
    by the measure the review uses and by more than its noise, so the test checks the review's
    pipeline, not luck."""
    best = None
    for plan in sorted(options, key=lambda plan: static_value(kit, state, plan, seat))[:3]:
        judged = [review_decision(kit, state, seat, plan, kit.budget, seed + k) for k in range(3)]
        loss = min(j.loss for j in judged)
        if all(not j.same for j in judged) and (best is None or loss > best[1]):
            best = (plan, loss)
    return best


def play(game_id: str, plant_at: int | None = None) -> tuple[list, object, list, GameSetup]:
    """A whole game, seat 0 playing Normal but at its `plant_at`-th plan the chosen bad option.
    Without `plant_at`: the game untouched, and the bad options of its first `SCAN` real
    decisions of seat 0 past the game's start moves: (plan number, option, loss, move)."""
    seed, options, plant_after, _drop = GAMES[game_id]
    entry = game_entry(game_id)
    kit = entry.review()
    seats = (Seat("human", NAMES[0], COLOURS[0]),) + tuple(
        Seat("computer", NAMES[i], COLOURS[i], "normal") for i in range(1, 4))
    setup = GameSetup(game_id, seed, seats, options)
    state = entry.start(setup)
    actions: list = []
    found: list = []
    k = 0
    while not state.is_terminal():
        seat = state.current_player
        plan = normal_plan(game_id, state, seat, seed * 7919 + k)
        if (seat == SEAT and len(actions) >= plant_after and kit.is_real(state, seat)
                and (plant_at is None and len(found) < SCAN or k == plant_at)):
            choices = [p for p in options_of(game_id, state, seat) if p != plan]
            worst = worst_option(kit, state, seat, choices, seed * 31 + k)
            if worst is not None:
                found.append((k, worst[0], worst[1], len(actions), plan))
                if k == plant_at:
                    plan = worst[0]
        for action in plan:
            if state.is_terminal() or state.current_player != seat:
                break
            state.apply(action)
            actions.append(action)
        k += 1
    return actions, state, found, setup


def planted_game(game_id: str) -> tuple[GameSetup, list, object, dict]:
    """The game with its bad move: the worst of the scanned decisions' bad options (it must
    lose at least the game's `drop`), played in the same game (the seeds make it the same up
    to there)."""
    *_, found, _setup = play(game_id)
    drop = GAMES[game_id][3]
    if not found or max(f[2] for f in found) < drop:
        raise SystemExit(f"{game_id}: no bad option of seat {SEAT} loses {drop}")
    k, plan, loss, move, normal = max(found, key=lambda f: f[2])
    actions, state, _found, setup = play(game_id, plant_at=k)
    assert [str(a) for a in actions[move:move + len(plan)]] == [str(a) for a in plan]
    return setup, actions, state, {"move": move, "seat": SEAT,
                                   "action": [str(a) for a in plan],
                                   "normal": [str(a) for a in normal], "loss": round(loss, 4)}


def write(game_id: str) -> None:
    setup, actions, state, plant = planted_game(game_id)
    entry = game_entry(game_id)
    meta = SaveMeta(kind="slot", name="Review example", profile="0123456789ab",
                    game_uid="0000000000" + f"{list(GAMES).index(game_id):02x}",
                    saved_at="2026-12-04T12:00:00.000000+00:00", progress=state.progress(),
                    finished=True)
    document = SaveDocument(game=game_id, rules_version=entry.rules_version, meta=meta,
                            setup=setup, actions=tuple(str(a) for a in actions),
                            snapshot=state.to_dict())
    OUT.mkdir(parents=True, exist_ok=True)
    write_json_atomic(OUT / f"{game_id}.json", document.to_dict())
    write_json_atomic(OUT / f"{game_id}.plant.json", plant)
    print(f"{game_id}: {len(actions)} moves, bad move at move {plant['move']}: "
          f"{plant['action']} instead of {plant['normal']} (loses {plant['loss']} by the review)")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", metavar="GAME", help=f"of {', '.join(GAMES)}")
    games = parser.parse_args(argv).games or list(GAMES)
    for game_id in games:
        if game_id not in GAMES:
            parser.error(f"no example save for {game_id!r}; games are {', '.join(GAMES)}")
    for game_id in games:
        write(game_id)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
