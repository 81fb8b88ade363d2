"""The JSON snapshot of a state (docs/speedtycoon-state.md, field by field).

Tiles and cards are the ints of data.py; empire cells are written as [x, y, tile] and tunnels
as [x, y, side] with side "E" or "S" (the joint to the East / South of that cell), so a
snapshot never shows the engine's cell packing. Loading checks every field's shape and raises
StateError naming the first bad one.
"""

from __future__ import annotations

from game.speedtycoon.rules import geometry
from game.speedtycoon.rules.data import MOD, MODULES, E, S

FORMAT = 1

#: Every field, in clone order; documented in docs/speedtycoon-state.md.
SCALARS = ("n", "mods", "rng", "phase", "turn", "asked", "turn_no", "start", "mdrawn",
           "scorings", "strong", "weak", "oil", "rally", "strike", "strike_place", "boom_t",
           "boom_w", "idle", "dry", "bought", "ended", "hold")
FLAT = ("deck", "discard", "display", "bag", "market", "tunnels", "lobby_slot", "lobby_rest",
        "tips", "loans", "home", "fund", "bc", "score", "unicorn", "queue", "lobby_queue",
        "tray", "end_order", "bands", "revealed")
NESTED = ("hands", "planning", "contracts", "handout")
EMPIRES = ("emp", "tun")


class StateError(ValueError):
    """A snapshot that is not a Speedtycoon state; the message names the field."""


def to_dict(s) -> dict:
    d: dict = {"format": FORMAT}
    for name in SCALARS:
        d[name] = getattr(s, name)
    if not s.hold:  # written only when a seat holds: a game without it snapshots as before
        del d["hold"]
    d["mods"] = [m for m in MODULES if s.mods & MOD[m]]
    for name in FLAT:
        d[name] = list(getattr(s, name))
    for name in NESTED:
        d[name] = [list(x) for x in getattr(s, name)]
    d["emp"] = [[[*geometry.xy(c), t] for c, t in sorted(e.items())] for e in s.emp]
    d["tun"] = [[[*geometry.xy(j // 2), "S" if j % 2 else "E"] for j in tun] for tun in s.tun]
    return d


def _int(v, name: str) -> int:
    if isinstance(v, bool) or not isinstance(v, int):
        raise StateError(f"field {name!r}: expected an int, got {v!r}")
    return v


def _ints(v, name: str) -> list[int]:
    if not isinstance(v, list):
        raise StateError(f"field {name!r}: expected a list")
    return [_int(x, name) for x in v]


def from_dict(s, d: dict):
    if not isinstance(d, dict) or d.get("format") != FORMAT:
        raise StateError("not a Speedtycoon snapshot of format 1")
    try:
        for name in SCALARS:
            v = d.get(name, 0) if name == "hold" else d[name]  # a snapshot older than hold
            if name in ("boom_t", "boom_w", "bought"):
                if not isinstance(v, bool):
                    raise StateError(f"field {name!r}: expected true/false")
            elif name == "mods":
                if not isinstance(v, list) or not set(v) <= set(MODULES):
                    raise StateError("field 'mods': expected a list of module names")
                v = sum(MOD[m] for m in set(v))
            elif name == "ended":
                if not isinstance(v, str):
                    raise StateError(f"field {name!r}: expected text")
            else:
                _int(v, name)
            setattr(s, name, v)
        for name in FLAT:
            setattr(s, name, _ints(d[name], name))
        for name in NESTED:
            v = d[name]
            if not isinstance(v, list) or len(v) != s.n:
                raise StateError(f"field {name!r}: expected one list per seat")
            setattr(s, name, [_ints(x, name) for x in v])
        emps = d["emp"]
        if not isinstance(emps, list) or len(emps) != s.n:
            raise StateError("field 'emp': expected one empire per seat")
        s.emp = []
        for e in emps:
            emp = {}
            for x, y, t in e:
                emp[geometry.cell(_int(x, "emp"), _int(y, "emp"))] = _int(t, "emp")
            s.emp.append(emp)
        s.tun = []
        for tun in d["tun"]:
            joints = []
            for x, y, side in tun:
                if side not in ("E", "S"):
                    raise StateError("field 'tun': side must be 'E' or 'S'")
                joints.append(geometry.joint(geometry.cell(_int(x, "tun"), _int(y, "tun")),
                                             E if side == "E" else S))
            s.tun.append(joints)
    except KeyError as exc:
        raise StateError(f"missing field {exc.args[0]!r}") from None
    except (TypeError, ValueError) as exc:
        if isinstance(exc, StateError):
            raise
        raise StateError(f"malformed snapshot: {exc}") from None
    s.forget_caches()
    return s
