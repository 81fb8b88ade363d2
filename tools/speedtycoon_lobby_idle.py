"""How long a person waits per round at Speedtycoon's table with three computers (issue 31,
point 1): the real table on the dummy video driver, paced in wall time (the computers think
in their worker in real time), clock off ("think": "none"), Tycoon type (the Lobbyist in play),
animations at the settings' speed (normal).

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy .venv/bin/python tools/speedtycoon_lobby_idle.py
        [--seeds 1 2 3] [--rounds 8] [--policy pass|ignore]

A scoring pause is closed at once (the person reads fast). A round is from the end of the
person's turn to the start of their next own turn. The person plays their own turn at once
(a random legal move per frame). In a Lobbyist window the person either presses Pass as soon
as it shows ("pass") or never touches it ("ignore": the window runs its 10 s out). Printed per
seed: rounds, Lobbyist windows per round, seconds waited per round (median) and of them
seconds in windows; the summary the median over all rounds and where the waiting went (motion
on the table, the pause between two computer moves, a computer thinking, a Lobbyist window,
anything else), summed over all rounds. Say the machine's load with the figures: the computers
think in real time, so a busy machine lengthens the thinking share.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.app import App  # noqa: E402
from game.core.setup import GameSetup, Seat  # noqa: E402
from game.speedtycoon.rules.phases import LOBBY  # noqa: E402
from game.speedtycoon.scenes.table_scene import TableScene  # noqa: E402

SEATS = (Seat("human", "Anna", "purple"), Seat("computer", "Red", "red", "normal"),
         Seat("computer", "Blue", "blue", "normal"), Seat("computer", "Green", "green", "normal"))
FRAME = 1 / 60


SHARES = ("motion", "pause", "thinking", "window", "other")


def share_of(board: TableScene) -> str:
    """What the person is waiting on in this frame."""
    seat = board.match.seat_to_act
    if board.lobby is not None:
        return "window"
    if board.busy:
        return "motion"
    if seat is not None and board.match.is_computer(seat):
        return "pause" if board.pause > 0 else "thinking"
    return "other"


def rounds_of(app: App, seed: int, rounds: int, policy: str,
              shares: dict[str, float]) -> list[tuple[float, float, int]]:
    """(seconds waited, of them in Lobbyist windows, windows) per round of one game; the
    waiting by what it was spent on is added to `shares`."""
    setup = GameSetup("speedtycoon", seed, SEATS, {"game_type": "tycoon", "think": "none"})
    board = TableScene(app, setup, curtain=False)
    app.scenes.push(board)
    rng = random.Random(seed)
    out: list[tuple[float, float, int]] = []
    waiting = in_window = 0.0
    windows, counting, last_window = 0, False, None
    last = time.monotonic()
    while len(out) < rounds and not board.match.state.is_terminal():
        now = time.monotonic()
        dt, last = now - last, now
        s = board.match.state
        if board.pauses:  # a scoring: the person clicks "Continue" at once
            board.pauses[0].waiting.clear()
        own = board.person == 0 and s.turn == 0 and s.phase != LOBBY
        if own and not board.busy and not board.holding:
            if counting:
                out.append((waiting, in_window, windows))
                waiting = in_window = 0.0
                windows = 0
            counting = False
            board.apply(rng.choice(s.legal_actions()))
        elif s.turn != 0:
            counting = True
        if counting:
            waiting += dt
            shares[share_of(board)] += dt
            if board.lobby is not None:
                in_window += dt
                if (board.lobby.seat, board.lobby.turn_no) != last_window:
                    windows += 1
                    last_window = (board.lobby.seat, board.lobby.turn_no)
                if policy == "pass" and board.buttons["pass"].visible and \
                        board.buttons["pass"].is_enabled:
                    board.press(board.buttons["pass"])
        app.step(dt)
        time.sleep(max(0.0, FRAME - (time.monotonic() - now)))
    app.scenes.pop()
    return out


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, nargs="+", default=[1, 2, 3])
    parser.add_argument("--rounds", type=int, default=8)
    parser.add_argument("--policy", choices=("pass", "ignore"), default="pass")
    args = parser.parse_args(argv)
    app = App.headless(Path(tempfile.mkdtemp(prefix="st-idle-")), language="en")
    app.run_frames(1)
    every = []
    shares = dict.fromkeys(SHARES, 0.0)
    for seed in args.seeds:
        got = rounds_of(app, seed, args.rounds, args.policy, shares)
        every += got
        print(f"seed {seed}: {len(got)} rounds, "
              f"{statistics.mean(w for *_, w in got):.2f} windows/round, waited median "
              f"{statistics.median(a for a, *_ in got):.1f} s/round "
              f"(in windows {statistics.median(b for _, b, _ in got):.1f} s)", flush=True)
    print(f"all {len(every)} rounds ({args.policy}): waited median "
          f"{statistics.median(a for a, *_ in every):.1f} s, max {max(a for a, *_ in every):.1f} s"
          f"; in windows median {statistics.median(b for _, b, _ in every):.1f} s, "
          f"{statistics.mean(w for *_, w in every):.2f} windows/round")
    print("waiting per round by share: " + ", ".join(
        f"{name} {seconds / len(every):.2f} s" for name, seconds in shares.items()))
    app.close()


if __name__ == "__main__":
    main(sys.argv[1:])
