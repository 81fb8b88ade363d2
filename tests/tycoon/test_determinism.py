"""Same seed and same moves give the same game in any process (no hash order, no global
random): a game played in fresh interpreters with different hash seeds matches this one."""

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = """
import hashlib, json
from game.tycoon.rules import new_game
from game.core.rng import next64, seed_state

def digest(seed):
    s = new_game(4, seed, {"stops": "up_to"})
    r = seed_state(seed)
    moves = []
    while not s.is_terminal():
        acts = s.legal_actions()
        r, x = next64(r)
        action = acts[(x * len(acts)) >> 64]
        moves.append(str(action))
        s.apply(action)
    blob = json.dumps([moves, s.to_dict()], sort_keys=True)
    return hashlib.sha256(blob.encode()).hexdigest()

print(json.dumps([digest(seed) for seed in (1, 2, 3)]))
"""


def run_in_subprocess(hash_seed: str) -> list[str]:
    env = {**os.environ, "PYTHONHASHSEED": hash_seed, "PYTHONPATH": str(ROOT)}
    out = subprocess.run([sys.executable, "-c", SCRIPT], cwd=ROOT, env=env, check=True,
                         capture_output=True, text=True, timeout=120)
    return json.loads(out.stdout)


def test_same_seed_same_moves_same_game_across_processes():
    here: dict = {}
    exec(SCRIPT.replace("print(", "result = ("), here)  # noqa: S102 - our own fixed code
    first = run_in_subprocess("1")
    second = run_in_subprocess("12345")
    assert first == second == json.loads(here["result"])
    assert len(set(first)) == 3

