"""The empire grid: building rules B1-B5 (§2.7), demolish checks (§2.8), the highway ring
(§2.9), zone runs (§3.10) and sustainability links (§3.13).

An empire is a dict cell -> tile. A cell is one int, ``(y + 64) * 128 + (x + 64)``, so a
neighbour is one addition away; an empire of 59 tiles can never leave the +-64 window. A tunnel
is a *joint* int: ``cell * 2`` for the joint to the East, ``cell * 2 + 1`` for the one to the
South (the western / northern joints belong to the neighbour).
"""

from __future__ import annotations

from game.speedtycoon.rules.data import (
    DIRS,
    ENERGY,
    HQ,
    INDUSTRY,
    OPPOSITE,
    ROW,
    TECHNOLOGY,
    TILE_BRANCH,
    TILE_SIDES,
    ZONE_AXIS,
    E,
    N,
    S,
    W,
)

SPAN = 128
OFFSET = 64
ORIGIN = OFFSET * SPAN + OFFSET
STEP = {N: -SPAN, E: 1, S: SPAN, W: -1}
_DIR_STEPS = tuple((d, STEP[d], OPPOSITE[d]) for d in DIRS)


def cell(x: int, y: int) -> int:
    return (y + OFFSET) * SPAN + (x + OFFSET)


def xy(c: int) -> tuple[int, int]:
    y, x = divmod(c, SPAN)
    return x - OFFSET, y - OFFSET


def joint(c: int, d: int) -> int:
    """The joint on side ``d`` of cell ``c``."""
    if d == E:
        return c * 2
    if d == S:
        return c * 2 + 1
    if d == W:
        return (c - 1) * 2
    return (c - SPAN) * 2 + 1


def joint_cells(j: int) -> tuple[int, int]:
    c, south = divmod(j, 2)
    return c, c + (SPAN if south else 1)


# --- placement --------------------------------------------------------------------------------

#: Per tile, what it tells the empty cell to its N, E, S, W: the side it borders there (a
#: "known" bit) and, shifted up by 4, that side again if the tile shows a highway there (a
#: "required" bit). ORing these per empty cell gives its known and required sides in one pass.
_TELLS = tuple((S | (S << 4 if sides & N else 0), W | (W << 4 if sides & E else 0),
                N | (N << 4 if sides & S else 0), E | (E << 4 if sides & W else 0))
               for sides in TILE_SIDES)
#: Packed (known | required << 4) values whose cell has exactly three built neighbours.
_THREE_BUILT = frozenset(v for v in range(256) if bin(v & 15).count("1") == 3)
Candidate = tuple[int, int, int, bool, int, int, int, int, int]
#: Candidate tuples by (cell, packed value): the same entries recur in every empire.
_entries: dict[tuple[int, int], Candidate] = {}


def _entry(k: int, packed: int) -> Candidate:
    known, req = packed & 15, packed >> 4
    walk = bool(known & ~req)
    y, x = divmod(k, SPAN)
    fits = sum(1 << sides for sides in range(16) if sides & known == req)
    entry = (k, known, req, walk, 0 if walk else req & -req, x - OFFSET, y - OFFSET, fits,
             fits if walk else 0)
    if len(_entries) < 200_000:
        _entries[k, packed] = entry
    return entry


def border(emp: dict[int, int]) -> dict[int, int]:
    """Every empty cell next to a building, with what its built neighbours show it: the sides
    it borders them on ("known") | the highways among them ("required") << 4. The four
    directions are written out: this runs for every empire met afresh."""
    near: dict[int, int] = {}
    get = near.get
    tells = _TELLS
    for c, t in emp.items():
        to_n, to_e, to_s, to_w = tells[t]
        k = c - SPAN
        if k not in emp:
            near[k] = get(k, 0) | to_n
        k = c + 1
        if k not in emp:
            near[k] = get(k, 0) | to_e
        k = c + SPAN
        if k not in emp:
            near[k] = get(k, 0) | to_s
        k = c - 1
        if k not in emp:
            near[k] = get(k, 0) | to_w
    return near


def border_after(near: dict[int, int], emp: dict[int, int], c: int, old: int,
                 new: int) -> dict[int, int]:
    """The border once the tile on cell ``c`` changed from ``old`` to ``new`` (-1: none;
    ``emp`` already changed), as a new dict (clones share the old one). Only ``c`` and its
    four neighbours can change, and each neighbour tells an empty cell its own bits, so a
    tile's share is added or taken off without looking at the rest."""
    near = near.copy()
    told_before = _TELLS[old] if old >= 0 else _NOTHING
    told_now = _TELLS[new] if new >= 0 else _NOTHING
    for i, step in _INDEXED_STEPS:
        k = c + step
        if k in emp:
            continue
        v = near.get(k, 0) - told_before[i] + told_now[i]
        if v:
            near[k] = v
        else:
            near.pop(k, None)
    if old < 0:
        near.pop(c, None)
    elif new < 0:
        v = 0
        for i, step in _INDEXED_STEPS:
            u = emp.get(c + step)
            if u is not None:
                v |= _TELLS[u][(i + 2) % 4]
        if v:
            near[c] = v
    return near


_NOTHING = (0, 0, 0, 0)
_INDEXED_STEPS = tuple(enumerate(step for _d, step, _o in _DIR_STEPS))


def candidates(emp: dict[int, int]) -> tuple[Candidate, ...]:
    """``candidates_at`` of the empire's border."""
    return candidates_at(border(emp))


def candidates_at(near: dict[int, int]) -> tuple[Candidate, ...]:
    """Every empty cell of the border where *some* tile could go without breaking B2 or B5,
    with what a tile must show there: (cell, known sides, required highways, walkable, tunnel
    side, x, y, fits, fits on foot), ordered by cell; ``fits`` has bit ``sides`` set for each
    side mask that matches (B3), ``fits on foot`` the same for a walkable cell and 0 for a
    tunnel cell.

    Given B3 (``sides & known == required``) the free joints are exactly ``known & ~required``,
    so B4 and B5 depend on the cell alone; a tile then fits iff its sides match. ``tunnel``
    is the first highway joint in N, E, S, W order (D33), used when the cell is not walkable.
    B5 leaves out the cells next to an empty cell that already has three built neighbours.
    The entries are looked up in C: this runs after every change of an empire.
    """
    three = _THREE_BUILT
    blocked = [k for k, v in near.items() if v in three]
    items = sorted(near.items())
    if blocked:
        shut = set()
        for b in blocked:
            shut.update((b - SPAN, b + 1, b + SPAN, b - 1))
        items = [kv for kv in items if kv[0] not in shut]
    got = tuple(map(_entries.get, items))
    if not all(got):
        got = tuple([e or _entry(*kp) for e, kp in zip(got, items, strict=True)])
    return got


#: Swap slots (cell, known, shown, x, y, fits) by cell << 8 | known << 4 | shown, for
#: structure; ``fits`` has bit ``sides`` set for each side mask that fits the slot (D14).
_slots: dict[int, tuple[int, int, int, int, int, int]] = {}


def _slot(key: int) -> tuple[int, int, int, int, int, int]:
    c, known, shown = key >> 8, key >> 4 & 15, key & 15
    y, x = divmod(c, SPAN)
    fits = sum(1 << sides for sides in range(16) if sides & known == shown)
    slot = (c, known, shown, x - OFFSET, y - OFFSET, fits)
    if len(_slots) < 100_000:
        _slots[key] = slot
    return slot


def swap_fits(emp: dict[int, int], c: int, tile: int) -> bool:
    """D14: the incoming tile matches every side the outgoing one shares with a neighbour."""
    old = TILE_SIDES[emp[c]]
    new = TILE_SIDES[tile]
    diff = old ^ new
    return not any(diff & d and c + step in emp for d, step, _o in _DIR_STEPS)


#: Per tile, the sides without a highway (walkable when a building is there, D18).
_FREE_SIDES = tuple(15 & ~sides for sides in TILE_SIDES)
#: Per side mask, the steps to the neighbours on those sides, and how many there are.
_MASK_STEPS = tuple(tuple(step for d, step, _o in _DIR_STEPS if mask & d) for mask in range(16))
_MASK_COUNT = tuple(len(steps) for steps in _MASK_STEPS)


def demolishable(emp: dict[int, int], tun: list[int]) -> tuple[int, ...]:
    """Cells whose building may be demolished (§2.8), ordered by cell (see ``structure``)."""
    return structure(emp, tun, neighbours(emp))[0]


def neighbours(emp: dict[int, int]) -> dict[int, int]:
    """Per empire cell, the sides on which a building stands next to it."""
    return {c: ((N if c - SPAN in emp else 0) | (E if c + 1 in emp else 0)
                | (S if c + SPAN in emp else 0) | (W if c - 1 in emp else 0)) for c in emp}


def neighbours_after(built: dict[int, int], emp: dict[int, int], c: int,
                     added: bool) -> dict[int, int]:
    """``neighbours`` once a building was added on cell ``c`` or removed from it (``emp``
    already changed), as a new dict (clones share the old one): only ``c`` and its four
    neighbours change."""
    built = built.copy()
    if added:
        mask = 0
        for d, step, opp in _DIR_STEPS:
            u = c + step
            if u in built:
                mask |= d
                built[u] |= opp
        built[c] = mask
    else:
        del built[c]
        for _d, step, opp in _DIR_STEPS:
            u = c + step
            if u in built:
                built[u] ^= opp
    return built


def structure(emp: dict[int, int], tun: list[int],
              built: dict[int, int]) -> tuple[tuple[int, ...], tuple]:
    """(demolishable cells, swap slots) of an empire with its ``neighbours``, both ordered by
    cell: one pass over the cells serves both (the legal moves of a turn with planning tiles
    need both after every change of the empire).

    Demolishable (§2.8): not the HQ, at most three built neighbours, and not a cut vertex of
    the walking network. The network is connected (B4), so with one link fewer than cells it
    is a tree and its cut vertices are the cells with two links or more: most empires are
    trees. Otherwise Tarjan's DFS.

    Swap slots (D14): per cell but the HQ, (cell, sides shared with a neighbour, the highways
    the outgoing tile shows there, x, y, fits): an incoming tile fits iff it shows the same
    there, i.e. iff bit ``sides`` of ``fits`` is set.
    """
    free = _FREE_SIDES
    count = _MASK_COUNT
    sides_of = TILE_SIDES
    slots = _slots
    links = {}  # cell -> sides with a walking link to a built neighbour, ordered by cell
    full = []
    swap = []
    ends = 0
    for c, around in sorted(built.items()):
        t = emp[c]
        if around == 15:
            full.append(c)
        m = links[c] = around & free[t]
        ends += count[m]
        if t:
            key = c << 8 | around << 4 | (sides_of[t] & around)
            swap.append(slots.get(key) or _slot(key))
    swap = tuple(swap)
    tunnel_ends: dict[int, list[int]] = {}
    for j in tun:
        a, b = joint_cells(j)
        tunnel_ends.setdefault(a, []).append(b)
        tunnel_ends.setdefault(b, []).append(a)
        ends += 2
    if ends == 2 * (len(emp) - 1):  # a tree: the leaves are the cells that may go
        if tunnel_ends:
            return tuple([c for c, m in links.items()
                          if count[m] + len(tunnel_ends.get(c, ())) == 1
                          and c != ORIGIN and c not in full]), swap
        return tuple([c for c, m in links.items()
                      if count[m] == 1 and c != ORIGIN and c not in full]), swap
    cut = set(full)
    cut.add(ORIGIN)
    _low_link(ORIGIN, -1, links, tunnel_ends, {}, cut)
    return tuple([c for c in links if c not in cut]), swap


def _low_link(v: int, parent: int, links: dict[int, int], tunnel_ends: dict[int, list[int]],
              disc: dict[int, int], cut: set[int]) -> int:
    """Tarjan's DFS from ``v`` over the walking links and tunnels: adds the cut vertices below
    it to ``cut`` and returns the lowest discovery index its subtree reaches. An empire has
    at most 59 cells, so the recursion stays shallow, and a call per cell costs less than an
    explicit stack; a module function, as a closure calling itself would be a reference
    cycle per empire, garbage only the collector frees."""
    d = disc[v] = len(disc)
    low = d
    for w in [v + step for step in _MASK_STEPS[links[v]]] + tunnel_ends.get(v, []):
        if w == parent:
            continue
        seen = disc.get(w)
        if seen is None:
            below = _low_link(w, v, links, tunnel_ends, disc, cut)
            if below >= d:
                cut.add(v)
            if below < low:
                low = below
        elif seen < low:
            low = seen
    return low


def reachable(emp: dict[int, int], tun: list[int]) -> int:
    """How many cells the HQ reaches on foot (the invariants compare it with the empire)."""
    free = _FREE_SIDES
    steps = _MASK_STEPS
    tunnels: dict[int, list[int]] = {}
    for j in tun:
        a, b = joint_cells(j)
        if a in emp and b in emp:
            tunnels.setdefault(a, []).append(b)
            tunnels.setdefault(b, []).append(a)
    seen = {ORIGIN}
    todo = [ORIGIN]
    while todo:
        c = todo.pop()
        built = ((N if c - SPAN in emp else 0) | (E if c + 1 in emp else 0)
                 | (S if c + SPAN in emp else 0) | (W if c - 1 in emp else 0))
        for step in steps[built & free[emp[c]]]:
            k = c + step
            if k not in seen:
                seen.add(k)
                todo.append(k)
        if tunnels:
            for k in tunnels.get(c, ()):
                if k not in seen:
                    seen.add(k)
                    todo.append(k)
    return len(seen)


def has_hole(emp: dict[int, int]) -> bool:
    """B5 for the whole empire: an empty cell with four built neighbours."""
    near: dict[int, int] = {}  # empty cell -> built neighbours
    get = near.get
    for c in emp:
        for k in (c - SPAN, c + 1, c + SPAN, c - 1):
            if k not in emp:
                near[k] = get(k, 0) + 1
    return 4 in near.values()


def sides_match(emp: dict[int, int]) -> bool:
    """B3 for the whole empire."""
    for c, t in emp.items():
        sides = TILE_SIDES[t]
        for d, step, opp in ((E, 1, W), (S, SPAN, N)):
            u = emp.get(c + step)
            if u is not None and bool(sides & d) != bool(TILE_SIDES[u] & opp):
                return False
    return True


# --- the highway ring -------------------------------------------------------------------------

def _outside(emp: dict[int, int]) -> set[int]:
    """The empty cells of the empire's bounding box (one cell wider all round) that reach its
    edge without crossing a building: what lies outside the empire, courtyards excluded."""
    xs = [c % SPAN for c in emp]
    ys = [c // SPAN for c in emp]
    x0, x1, y0, y1 = min(xs) - 1, max(xs) + 1, min(ys) - 1, max(ys) + 1
    free: set[int] = set()
    for y in range(y0 * SPAN, (y1 + 1) * SPAN, SPAN):
        free.update(range(y + x0, y + x1 + 1))
    free.difference_update(emp)
    start = y0 * SPAN + x0
    free.discard(start)
    outside = {start}
    todo = [start]
    while todo:
        c = todo.pop()
        for k in (c - SPAN, c + 1, c + SPAN, c - 1):
            if k in free:
                free.remove(k)
                outside.add(k)
                todo.append(k)
    return outside


def _encloses_nothing(emp: dict[int, int]) -> bool:
    """True when every empty cell lies outside the empire (no courtyard), without a flood:
    a connected set of F cells with E distinct sides and V distinct corners encloses
    1 - (V - E + F) regions of empty cells (Euler's formula for the plane). A legal empire is
    connected (B4); one that is not is reported as enclosing something, so the flood runs."""
    corners = set()
    shared = 0
    for c in emp:
        corners.update((c, c + 1, c + SPAN, c + SPAN + 1))
        if c + 1 in emp:
            shared += 1
        if c + SPAN in emp:
            shared += 1
    cells = len(emp)
    if len(corners) - (4 * cells - shared) + cells != 1:
        return False
    seen = {ORIGIN} if ORIGIN in emp else set()
    todo = list(seen)
    while todo:
        c = todo.pop()
        for k in (c - SPAN, c + 1, c + SPAN, c - 1):
            if k in emp and k not in seen:
                seen.add(k)
                todo.append(k)
    return len(seen) == cells


def _ring_runs(emp: dict[int, int]):
    """The outer highway edges as (lattice point, cell, side) in empire order, the find of
    their union-find over lattice points, and the edge count per run (by root)."""
    # The empty cells outside: all of them (None) unless the empire encloses a courtyard.
    outside = None if _encloses_nothing(emp) else _outside(emp)
    # Segments as edges between lattice points (point p = corner at the NW of cell p).
    parent: dict[int, int] = {}

    def find(p: int) -> int:
        root = p
        while parent[root] != root:
            root = parent[root]
        while parent[p] != root:
            parent[p], p = root, parent[p]
        return root

    edges = []
    for c, t in emp.items():
        sides = TILE_SIDES[t]
        if not sides:
            continue
        for d, step, _o in _DIR_STEPS:
            k = c + step
            if sides & d and k not in emp and (outside is None or k in outside):
                if d == N:
                    a, b = c, c + 1
                elif d == E:
                    a, b = c + 1, c + 1 + SPAN
                elif d == S:
                    a, b = c + SPAN, c + SPAN + 1
                else:
                    a, b = c, c + SPAN
                parent.setdefault(a, a)
                parent.setdefault(b, b)
                ra, rb = find(a), find(b)
                if ra != rb:
                    parent[ra] = rb
                edges.append((a, c, d))
    size: dict[int, int] = {}
    for a, _c, _d in edges:
        r = find(a)
        size[r] = size.get(r, 0) + 1
    return edges, find, size


def ring_segments(emp: dict[int, int]) -> list[tuple[int, int, int]]:
    """The counting run of the ring (D20) as (x, y, side) segments, longest run first found;
    empty when nothing counts."""
    edges, find, size = _ring_runs(emp)
    if not edges:
        return []
    best = max(size, key=lambda r: (size[r], -r))
    return [(*xy(c), d) for a, c, d in edges if find(a) == best]


def ring_length(emp: dict[int, int]) -> int:
    """The segments of the counting run (what a scoring pays)."""
    size = _ring_runs(emp)[2]
    return max(size.values()) if size else 0


# --- zones and sustainability -----------------------------------------------------------------

def zone_points(emp: dict[int, int]) -> int:
    """D40: per zone, the HQ and branch buildings met along its axis in both directions up to
    the first gap or highway (a tunnelled joint is still a highway); other zones count 0."""
    return sum(zone_run(emp, c) for c, t in emp.items() if ZONE_AXIS[t])


def zone_run(emp: dict[int, int], c: int) -> int:
    """The points of the one zone standing on cell `c` (zone_points' share of it), so a
    zone's card can say what this zone scores."""
    total = 0
    pair = (E, W) if ZONE_AXIS[emp[c]] == ROW else (N, S)
    for d in pair:
        step = STEP[d]
        cur = c
        while True:
            nxt = cur + step
            u = emp.get(nxt)
            if u is None or TILE_SIDES[emp[cur]] & d:
                break
            if not ZONE_AXIS[u]:
                total += 1
            cur = nxt
    return total


def sustainability(emp: dict[int, int]) -> int:
    """D43: +1 per Energie-Technologie shared side, -1 per Industrie-Industrie one."""
    total = 0
    for c, t in emp.items():
        b = TILE_BRANCH[t]
        if b < 0 or t == HQ:
            continue
        for step in (1, SPAN):
            u = emp.get(c + step)
            if u is None:
                continue
            ub = TILE_BRANCH[u]
            if (b == ENERGY and ub == TECHNOLOGY) or (b == TECHNOLOGY and ub == ENERGY):
                total += 1
            elif b == INDUSTRY and ub == INDUSTRY:
                total -= 1
    return total
