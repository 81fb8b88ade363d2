"""Process start to first frame of the frozen app (dist/Tycoon), the player's double-click.

The app logs "first frame" right after its first `display.flip()`; the log line's timestamp
minus the moment this script started the process is the figure. One warm-up start (it fills
the disk cache, as any second start on a player's machine would), then RUNS timed starts;
the median is compared with the 0.5 s bar. Under Xvfb (when installed) the app opens a real
X11 window; with the dummy video driver it draws into memory only. On Linux the CPU time the
process had used when the first frame appeared is shown too: on a shared machine the wall
clock also counts the time other programs had the cores. The CPU time is not steady either:
on our 2-core virtual machine the same build used 0.23 s at load average 2-5 and 0.26-0.28 s
at 9, so two builds measured at different moments are not comparable. `--against` another
build's folder starts the two builds in turns (A B, B A, ...), both under the same load,
and prints both and the median of the pairs' differences. The load average is printed with
every figure.

Run: make bench (builds dist/Tycoon first), or .venv/bin/python tools/bench_frozen_start.py
[--against ../old/dist/Tycoon]
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
EXE = ROOT / "dist" / "Tycoon" / ("Tycoon.exe" if sys.platform == "win32" else "Tycoon")
RUNS = 5
BAR_S = 0.5
TIMEOUT_S = 30.0
LOG_TIME_FORMAT = "%Y-%m-%d %H:%M:%S,%f"  # logging's asctime, as game/core/logs.py writes it


def first_frame_time(log_file: Path) -> float | None:
    """Wall-clock time of the "first frame" log line, or None while there is none."""
    if not log_file.exists():
        return None
    for line in log_file.read_text("utf-8", "replace").splitlines():
        if "first frame" in line:
            stamp = " ".join(line.split()[:2])
            return datetime.strptime(stamp, LOG_TIME_FORMAT).timestamp()
    return None


def cpu_seconds(pid: int) -> float | None:
    """User + system CPU time of a running process (Linux /proc), else None."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def one_start(env: dict[str, str], exe: Path = EXE) -> tuple[float, float | None]:
    with tempfile.TemporaryDirectory(prefix="tycoon-bench-") as data:
        log_file = Path(data) / "logs" / "tycoon.log"
        started = time.time()
        process = subprocess.Popen(
            [str(exe), "--data-dir", data, "--windowed"],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        try:
            deadline = time.monotonic() + TIMEOUT_S
            while (shown := first_frame_time(log_file)) is None:
                if process.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError(f"no first frame (exit code {process.poll()})")
                time.sleep(0.005)
            cpu = cpu_seconds(process.pid)
        finally:
            process.kill()
            process.wait()
        return shown - started, cpu


def start_xvfb() -> tuple[subprocess.Popen, str] | None:
    """A private virtual X screen, so the timed starts open a real window."""
    if shutil.which("Xvfb") is None:
        return None
    read_end, write_end = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_end), "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
        pass_fds=(write_end,),
        stderr=subprocess.DEVNULL,
    )
    os.close(write_end)
    with os.fdopen(read_end) as pipe:
        number = pipe.readline().strip()
    return server, f":{number}"


def load_average() -> str:
    """The 1-minute load average, or "?" where the system has none."""
    try:
        return f"{os.getloadavg()[0]:.1f}"
    except (AttributeError, OSError):
        return "?"


def measure(label: str, env: dict[str, str], exes: list[Path]) -> None:
    """RUNS timed starts of each build after a warm-up start of each; with two builds the
    order alternates every round, so neither always starts first after the other."""
    for exe in exes:
        one_start(env, exe)
    load_before = load_average()
    starts: list[list[tuple[float, float | None]]] = [[] for _ in exes]
    for round_ in range(RUNS):
        order = range(len(exes)) if round_ % 2 == 0 else reversed(range(len(exes)))
        for index in order:
            starts[index].append(one_start(env, exes[index]))
    load = f"load average {load_before} -> {load_average()}"
    for index, exe in enumerate(exes):
        times = [wall for wall, _ in starts[index]]
        median = statistics.median(times)
        verdict = "within" if median <= BAR_S else "OVER"
        runs = " ".join(f"{t:.3f}" for t in times)
        name = "" if len(exes) == 1 else f" [{exe.parent}]"
        print(f"{label:>6}:{name} median {median:.3f} s of {RUNS} starts ({runs}); {verdict} "
              f"the {BAR_S} s bar; {load}")
        cpus = [cpu for _, cpu in starts[index] if cpu is not None]
        if cpus:
            print(f"{'':>6}  CPU time used by then: median {statistics.median(cpus):.2f} s")
    if len(exes) == 2:
        walls = [a[0] - b[0] for a, b in zip(*starts, strict=True)]
        line = (f"{'':>6}  first minus second, median of the pairs: "
                f"wall {statistics.median(walls):+.3f} s")
        cpus = [a[1] - b[1] for a, b in zip(*starts, strict=True)
                if a[1] is not None and b[1] is not None]
        if cpus:
            line += f", CPU {statistics.median(cpus):+.3f} s"
        print(line)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", type=Path, metavar="DIST_FOLDER",
                        help="another build's dist/Tycoon folder, started in turns with ours")
    args = parser.parse_args(argv)
    exes = [EXE]
    if args.against is not None:
        exes.append(args.against / EXE.name)
    for exe in exes:
        if not exe.exists():
            print(f"no frozen build at {exe}: run `make exe` first", file=sys.stderr)
            return 1
    base = {k: v for k, v in os.environ.items() if not k.startswith("SDL_")}
    base["SDL_AUDIODRIVER"] = "dummy"
    measure("dummy", {**base, "SDL_VIDEODRIVER": "dummy"}, exes)
    xvfb = start_xvfb() if sys.platform.startswith("linux") else None
    if xvfb is None:
        print("   x11: skipped (Xvfb is not installed)")
    else:
        server, display = xvfb
        try:
            measure("x11", {**base, "DISPLAY": display}, exes)
        finally:
            server.terminate()
            server.wait()
    return 0


if __name__ == "__main__":
    sys.exit(main())
