"""The contract suite's engine: seeded random games through any rules package (contract v2).

OpenSpiel checks every game by random simulation; so do we. `play_checked` plays one game by
uniformly random legal moves and checks, as it goes, every promise of game/core/contract.py
that a caller relies on. It knows nothing of any game: a game's tests hand it their rules
package, options, invariants and (for games whose offers are too many to list, as trades) a
source of extra candidate actions that `is_legal` decides.

Light checks run at every step; the costly ones (snapshot round trip, determinize) every
`heavy_every` steps and at the end, so a few hundred games stay within seconds.
"""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from random import Random
from types import ModuleType
from typing import Any

from game.core.contract import Event, IllegalAction

ROOT = Path(__file__).resolve().parents[2]


@dataclass
class GameSpec:
    """One seeded game. ``rules`` is the rules package (or its import path, which a
    subprocess needs). ``seed`` deals the game; the random player draws from ``seed`` too,
    through its own generator, so a failure is reproduced by the spec alone."""

    rules: ModuleType | str
    num_players: int
    seed: int
    options: dict | None = None
    #: check(state) raising AssertionError on a broken game-specific invariant.
    invariants: Callable[[Any], None] | None = None
    #: extra(state, rng) -> candidate actions not in legal_actions() (e.g. trade offers);
    #: the harness keeps the ones is_legal accepts and refuses the others through apply.
    extra_actions: Callable[[Any, Random], list[Any]] | None = None
    max_steps: int = 50_000
    heavy_every: int = 25
    #: Every this many steps a refused action is tried (it must change nothing).
    probe_every: int = 5

    def package(self) -> ModuleType:
        if isinstance(self.rules, str):
            import importlib

            return importlib.import_module(self.rules)
        return self.rules


@dataclass
class GameReport:
    steps: int = 0
    illegal_probes: int = 0
    heavy_checks: int = 0
    extra_legal: int = 0
    final: Any = None
    actions: list[str] = field(default_factory=list)


def _snapshot(state: Any) -> str:
    return json.dumps(state.to_dict(), sort_keys=True, ensure_ascii=False)


def _texts(actions: list[Any]) -> list[str]:
    return [str(a) for a in actions]


def _check_text(value: Any, what: str) -> None:
    assert isinstance(value, tuple) and len(value) == 2, f"{what} must be (key, params)"
    key, params = value
    assert isinstance(key, str) and key, f"{what}: the key must be a non-empty string"
    assert isinstance(params, dict), f"{what}: params must be a dict"
    json.dumps(params)


def _check_seats(state: Any) -> None:
    n = state.num_players
    if state.is_terminal():
        assert state.current_player is None, "a finished game waits for no seat"
        assert state.legal_actions() == [], "a finished game offers no action"
        returns = state.returns()
        assert len(returns) == n and abs(sum(returns) - 1.0) < 1e-9, \
            f"returns() must sum to 1 at the end, got {returns}"
        winners = sorted(state.winners())
        assert winners, "a finished game has a winner"
        assert [p for p in range(n) if returns[p] > 0] == winners, \
            f"returns() {returns} do not match winners() {winners}"
        assert all(abs(returns[p] - 1 / len(winners)) < 1e-9 for p in winners), \
            "a shared win is split equally"
    else:
        assert state.current_player in range(n), f"current_player {state.current_player}"
        assert state.turn_player() in range(n), f"turn_player() {state.turn_player()}"
        assert state.returns() == [0.0] * n, "returns() are zeros before the end"
    assert len(state.scores()) == n, "scores() has one entry per seat"
    assert all(isinstance(x, int) for x in state.scores()), "scores() are ints"
    _check_text(state.progress(), "progress()")


def _check_actions(rules: ModuleType, state: Any, legal: list[Any]) -> None:
    assert legal, "a running game offers at least one action"
    for action in legal:
        text = str(action)
        again = rules.parse_action(text)
        assert again == action and str(again) == text, f"parse_action(str(a)) != a for {text!r}"
        assert state.is_legal(action), f"legal_actions() lists {text!r} but is_legal says no"


def _probe_illegal(state: Any, candidate: Any, before: str, report: GameReport) -> None:
    """An action that is not legal now must raise IllegalAction and change nothing."""
    try:
        state.apply(candidate)
    except IllegalAction as refusal:
        assert isinstance(refusal.key, str) and refusal.key, "a refusal names its reason key"
        assert isinstance(refusal.params, dict)
    else:
        raise AssertionError(f"apply({candidate!s}) was accepted although is_legal said no")
    assert _snapshot(state) == before, f"a refused {candidate!s} changed the state"
    report.illegal_probes += 1


def _heavy(rules: ModuleType, state: Any, before: str, rng: Random) -> None:
    restored = rules.State.from_dict(json.loads(before))
    assert _snapshot(restored) == before, "from_dict(to_dict()) is not the same state"
    if not state.is_terminal():
        assert _texts(restored.legal_actions()) == _texts(state.legal_actions()), \
            "a restored state offers other actions"
    clone = state.clone()
    assert _snapshot(clone) == before, "clone() is not the same state"
    if not state.is_terminal():
        moves = clone.legal_actions()
        clone.apply(moves[rng.randrange(len(moves))])
        assert _snapshot(state) == before, "a clone shares state with its original"
    seats = range(state.num_players)
    for observer in seats:
        seed = rng.getrandbits(32)
        one = state.determinize(observer, Random(seed))
        two = state.determinize(observer, Random(seed))
        assert _snapshot(one) == _snapshot(two), "determinize is not a function of its rng"
        assert _snapshot(state) == before, "determinize changed the original"
        assert _snapshot(one) != before, \
            "determinize must reseed the RNG (contract v2): the copy equals the original"
        if hasattr(state, "public_view"):
            assert one.public_view(observer) == state.public_view(observer), \
                f"determinize({observer}) changed what seat {observer} can see"
        if not state.is_terminal() and observer == state.current_player:
            assert _texts(one.legal_actions()) == _texts(state.legal_actions()), \
                "the seat to act has other choices in a determinized copy"


def play_checked(spec: GameSpec) -> GameReport:
    """Play one game by random legal moves to its end, checking the contract at each step."""
    rules = spec.package()
    state = rules.new_game(spec.num_players, spec.seed, dict(spec.options or {}))
    rng = Random(f"contract-{spec.seed}")
    report = GameReport()
    seen: dict[str, Any] = {}
    while True:
        _check_seats(state)
        if spec.invariants is not None:
            spec.invariants(state)
        heavy = report.steps % spec.heavy_every == 0 or state.is_terminal()
        probe = report.steps % spec.probe_every == 0
        before = _snapshot(state) if heavy or probe else None
        if heavy:
            _heavy(rules, state, before, rng)
            report.heavy_checks += 1
        if state.is_terminal():
            break
        assert report.steps < spec.max_steps, f"no end after {spec.max_steps} steps"
        legal = state.legal_actions()
        _check_actions(rules, state, legal)
        legal_texts = set(_texts(legal))
        choices = list(legal)
        if spec.extra_actions is not None:
            for extra in spec.extra_actions(state, rng):
                if state.is_legal(extra):
                    choices.append(extra)
                    report.extra_legal += 1
                elif probe:
                    _probe_illegal(state, extra, before, report)
        stale = [a for t, a in seen.items() if t not in legal_texts] if probe else []
        if stale:
            candidate = stale[rng.randrange(len(stale))]
            if not state.is_legal(candidate):
                _probe_illegal(state, candidate, before, report)
        action = choices[rng.randrange(len(choices))]
        seen.setdefault(str(action), action)
        if len(seen) > 400:
            seen.pop(next(iter(seen)))
        untouched = state.clone()
        events = state.apply(action)
        assert isinstance(events, list) and all(isinstance(e, Event) for e in events), \
            "apply returns a list of Events"
        assert isinstance(untouched.undo_barrier(events), bool), "undo_barrier returns a bool"
        report.actions.append(str(action))
        report.steps += 1
        if heavy:
            assert _snapshot(untouched) == before, "a clone changed when its original moved"
    report.final = state
    return report


def replay(rules: ModuleType, spec: GameSpec, actions: list[str]) -> Any:
    """The game an action log describes, read back through parse_action (what a save does)."""
    state = rules.new_game(spec.num_players, spec.seed, dict(spec.options or {}))
    for text in actions:
        state.apply(rules.parse_action(text))
    return state


def game_digest(rules_path: str, num_players: int, seed: int, options: dict | None) -> str:
    """A fingerprint of one random game: its action log and final snapshot."""
    report = play_checked(GameSpec(rules_path, num_players, seed, options, heavy_every=10**9))
    payload = json.dumps([report.actions, report.final.to_dict()], sort_keys=True)
    return hashlib.sha256(payload.encode()).hexdigest()


def digest_in_subprocess(rules_path: str, num_players: int, seed: int,
                         options: dict | None) -> str:
    """The same fingerprint computed by a fresh interpreter (another hash seed, other import
    order), so nothing process-specific (set order, id(), hash()) leaks into a game."""
    code = ("import json, sys; from tests.contract.harness import game_digest; "
            "a = json.loads(sys.argv[1]); print(game_digest(*a))")
    args = json.dumps([rules_path, num_players, seed, options])
    out = subprocess.run([sys.executable, "-c", code, args], cwd=ROOT, capture_output=True,
                         text=True, timeout=120, env={"PYTHONHASHSEED": "random",
                                                      "PATH": "/usr/bin:/bin"})
    assert out.returncode == 0, out.stderr
    return out.stdout.strip()
