"""The JSON snapshot of a state (part of the save format; see docs/tycoon-state.md).

``from_dict`` checks every field and the consistency between them before it builds anything,
so a damaged or hand-edited save is refused with the name of the bad field instead of turning
into a game that breaks three moves later.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core.rng import MASK64
from game.tycoon.rules.board import (
    BUILD_LOTS,
    CHARTER,
    CITY_IDS,
    CITY_INDEX,
    DISPLAY_SLOTS,
    FACTORIES_PER_PLAYER,
    FACTORY_LOTS_PER_CITY,
    HOTELS_PER_SESSION,
    IS_RED,
    KIND_NAMES,
    LOAN_IDS,
    LOAN_INDEX,
    MAX_PLAYERS,
    MIN_PLAYERS,
    NUM_CITIES,
    NUM_LOANS,
    NUM_TICKETS,
    SCHEDULED,
    SESSIONS,
    SLOT_KIND,
    STOPS_OPTIONS,
    TICKET_IDS,
    TICKET_INDEX,
    TICKET_KIND,
)
from game.tycoon.rules.errors import StateError
from game.tycoon.rules.legal import CURRENT_RULES, RULES_VERSIONS

if TYPE_CHECKING:
    from game.tycoon.rules.state import State

FORMAT = "tycoon-state"
VERSION = 1
PHASES = ("play", "loans", "over")
PLAY, LOANS, OVER = 0, 1, 2
HOME_ID = "home"


def to_dict(s: State) -> dict:
    n = s.n
    cities = {}
    for c, cid in enumerate(CITY_IDS):
        base = c * BUILD_LOTS
        cities[cid] = {
            "chain": [_seat(o) for o in s.chain[base:base + BUILD_LOTS]],
            "evicted": s.evicted[c * MAX_PLAYERS:c * MAX_PLAYERS + n],
            "factories": [o for o in s.fact[2 * c:2 * c + 2] if o >= 0],
        }
    return {
        "format": FORMAT,
        "version": VERSION,
        "num_players": n,
        "options": _options(s),
        "rng": f"{s.rng:016x}",
        "session": s.session,
        "phase": PHASES[s.phase],
        "current": None if s.phase == OVER else s.current,
        "paydays": s.paydays,
        "turn": {
            "built": s.built,
            "bought": [{"ticket": TICKET_IDS[s.bought[i]], "slot": s.bought[i + 1]}
                       for i in range(0, len(s.bought), 2)],
            "last_round": s.last_round,
            "passes": s.passes,
        },
        "seats": [
            {
                "money": s.money[p],
                "at": CITY_IDS[s.pos[p]] if s.pos[p] >= 0 else HOME_ID,
                "runway": s.runway[p],
                "hotels": s.supply[p],
                "factories": s.fleft[p],
                "tickets": [TICKET_IDS[t] for t in s.hands[p]],
            }
            for p in range(n)
        ],
        "cities": cities,
        "display": [TICKET_IDS[t] if t >= 0 else None for t in s.display],
        "decks": {"scheduled": [TICKET_IDS[t] for t in s.deck_s],
                  "charter": [TICKET_IDS[t] for t in s.deck_c]},
        "discards": {"scheduled": [TICKET_IDS[t] for t in s.disc_s],
                     "charter": [TICKET_IDS[t] for t in s.disc_c]},
        "loans": {LOAN_IDS[k]: {"owner": s.loan_owner[k], "extended": bool(s.loan_ext[k])}
                  for k in range(NUM_LOANS) if s.loan_owner[k] >= 0},
        "payday": {"queue": s.queue[:], "pending": [LOAN_IDS[k] for k in s.pending]},
        "final_money": s.final[:] if s.phase == OVER else None,
    }


def _options(s: State) -> dict:
    """The current rules version is left out, so that a snapshot of a game under the current
    rules reads exactly as before the version existed; an older version is always written."""
    options: dict = {"stops": STOPS_OPTIONS[s.mode], "start_player": s.start}
    if s.rules_version != CURRENT_RULES:
        options["rules_version"] = s.rules_version
    return options


def _seat(o: int) -> int | None:
    return o if o >= 0 else None


# --- reading ---------------------------------------------------------------------------------

def _get(d: Any, key: str, path: str) -> Any:
    if not isinstance(d, dict):
        raise StateError(path or "snapshot", "must be an object")
    if key not in d:
        raise StateError(f"{path}.{key}" if path else key, "is missing")
    return d[key]


def _int(v: Any, path: str, lo: int | None = None, hi: int | None = None) -> int:
    if isinstance(v, bool) or not isinstance(v, int):
        raise StateError(path, f"must be an integer, got {v!r}")
    if (lo is not None and v < lo) or (hi is not None and v > hi):
        raise StateError(path, f"must be in {lo}..{hi}, got {v}")
    return v


def _bool(v: Any, path: str) -> bool:
    if not isinstance(v, bool):
        raise StateError(path, f"must be true or false, got {v!r}")
    return v


def _list(v: Any, path: str, length: int | None = None) -> list:
    if not isinstance(v, list):
        raise StateError(path, "must be a list")
    if length is not None and len(v) != length:
        raise StateError(path, f"must have {length} entries, has {len(v)}")
    return v


def _id(v: Any, table: dict[str, int], path: str, what: str) -> int:
    if not isinstance(v, str) or v not in table:
        raise StateError(path, f"unknown {what} {v!r}")
    return table[v]


def _ids(values: Any, table: dict[str, int], path: str, what: str) -> list[int]:
    """A list of ids as indexes; checked in one pass, searched for the culprit only on error."""
    _list(values, path)
    try:
        return [table[v] for v in values]
    except (KeyError, TypeError):
        for i, v in enumerate(values):
            _id(v, table, f"{path}[{i}]", what)
        raise


def _seats_or_none(values: Any, path: str, n: int, length: int) -> list[int]:
    """A list of seat numbers or nulls (null -> -1)."""
    _list(values, path, length)
    if all(v is None or (type(v) is int and 0 <= v < n) for v in values):
        return [-1 if v is None else v for v in values]
    for i, v in enumerate(values):
        if v is not None:
            _int(v, f"{path}[{i}]", 0, n - 1)
    raise AssertionError("unreachable")


def from_dict(s: State, d: Any) -> State:
    """Fill the bare ``s`` from ``d`` (see to_dict) or raise StateError; ``s`` is only
    returned when every check passed."""
    if not isinstance(d, dict):
        raise StateError("snapshot", "must be an object")
    if d.get("format") != FORMAT:
        raise StateError("format", f"must be {FORMAT!r}")
    if _get(d, "version", "") != VERSION:
        raise StateError("version", f"unsupported snapshot version {d.get('version')!r}")
    n = _int(_get(d, "num_players", ""), "num_players", MIN_PLAYERS, MAX_PLAYERS)
    s.n = n
    opts = _get(d, "options", "")
    stops = _get(opts, "stops", "options")
    if stops not in STOPS_OPTIONS:
        raise StateError("options.stops", f"must be one of {STOPS_OPTIONS}")
    s.mode = STOPS_OPTIONS.index(stops)
    s.start = _int(_get(opts, "start_player", "options"), "options.start_player", 0, n - 1)
    version = opts.get("rules_version", CURRENT_RULES)
    if version not in RULES_VERSIONS or isinstance(version, bool):
        raise StateError("options.rules_version", f"must be one of {RULES_VERSIONS}")
    s.rules_version = version
    rng = _get(d, "rng", "")
    try:
        s.rng = int(rng, 16) if isinstance(rng, str) and len(rng) == 16 else -1
    except ValueError:
        s.rng = -1
    if not 0 <= s.rng <= MASK64:
        raise StateError("rng", "must be 16 hex digits")
    s.session = _int(_get(d, "session", ""), "session", 1, SESSIONS)
    phase = _get(d, "phase", "")
    if phase not in PHASES:
        raise StateError("phase", f"must be one of {PHASES}")
    s.phase = PHASES.index(phase)
    current = _get(d, "current", "")
    if s.phase == OVER:
        if current is not None:
            raise StateError("current", "must be null once the game is over")
        s.current = s.start
    else:
        s.current = _int(current, "current", 0, n - 1)
    s.paydays = _int(_get(d, "paydays", ""), "paydays", 0, SESSIONS)
    expected_paydays = s.session - 1 if s.phase == PLAY else s.session
    if s.paydays != expected_paydays:
        raise StateError("paydays", f"must be {expected_paydays} in session {s.session} "
                                    f"during phase {phase!r}")

    _read_turn(s, _get(d, "turn", ""))
    seen_tickets: dict[int, str] = {}
    _read_seats(s, _list(_get(d, "seats", ""), "seats", n), seen_tickets)
    _read_cities(s, _get(d, "cities", ""))
    _read_tickets(s, d, seen_tickets)
    _read_loans(s, d)
    _read_final(s, d)
    _check_consistency(s)
    s.round = 0
    s._legal = None
    return s


def _read_turn(s: State, turn: Any) -> None:
    s.built = _bool(_get(turn, "built", "turn"), "turn.built")
    s.last_round = _bool(_get(turn, "last_round", "turn"), "turn.last_round")
    # D16 of rules version 2 finishes the round after n passes, so up to 2n - 2 can be seen.
    most = s.n - 1 if s.rules_version == 1 else 2 * s.n - 2
    s.passes = _int(_get(turn, "passes", "turn"), "turn.passes", 0, most)
    if s.passes >= s.n and not s.last_round:
        raise StateError("turn.last_round", "must be true after a whole round of passes (D16)")
    s.bought = []
    for i, entry in enumerate(_list(_get(turn, "bought", "turn"), "turn.bought")):
        path = f"turn.bought[{i}]"
        t = _id(_get(entry, "ticket", path), TICKET_INDEX, f"{path}.ticket", "ticket")
        slot = _int(_get(entry, "slot", path), f"{path}.slot", 0, DISPLAY_SLOTS - 1)
        if SLOT_KIND[slot] != TICKET_KIND[t]:
            raise StateError(f"{path}.slot", "holds the other kind of ticket")
        s.bought += [t, slot]
    if s.phase != PLAY and (s.built or s.bought or s.passes or s.last_round):
        raise StateError("turn", "must be empty outside the play phase")


def _read_seats(s: State, seats: list, seen: dict[int, str]) -> None:
    s.money, s.pos, s.runway, s.supply, s.fleft, s.hands = [], [], [], [], [], []
    for p, seat in enumerate(seats):
        path = f"seats[{p}]"
        s.money.append(_int(_get(seat, "money", path), f"{path}.money"))
        at = _get(seat, "at", path)
        pos = -1 if at == HOME_ID else _id(at, CITY_INDEX, f"{path}.at", "city")
        s.pos.append(pos)
        runway = _int(_get(seat, "runway", path), f"{path}.runway", 0, 2)
        if pos < 0 and runway:
            raise StateError(f"{path}.runway", "must be 0 at home")
        if pos >= 0 and not runway and not (s.phase == PLAY and p == s.current and not s.built):
            raise StateError(f"{path}.runway", "only the player moving may be without a runway")
        s.runway.append(runway)
        s.supply.append(_int(_get(seat, "hotels", path), f"{path}.hotels", 0,
                             HOTELS_PER_SESSION * SESSIONS))
        s.fleft.append(_int(_get(seat, "factories", path), f"{path}.factories", 0,
                            FACTORIES_PER_PLAYER))
        hand = _ids(_get(seat, "tickets", path), TICKET_INDEX, f"{path}.tickets", "ticket")
        for i, t in enumerate(hand):
            _claim(seen, t, f"{path}.tickets[{i}]")
        s.hands.append(hand)


def _claim(seen: dict[int, str], t: int, path: str) -> None:
    if t in seen:
        raise StateError(path, f"ticket {TICKET_IDS[t]} is also at {seen[t]}")
    seen[t] = path


def _read_cities(s: State, cities: Any) -> None:
    if not isinstance(cities, dict):
        raise StateError("cities", "must be an object")
    n = s.n
    s.chain = [-1] * (NUM_CITIES * BUILD_LOTS)
    s.cend = [0] * NUM_CITIES
    s.evicted = [0] * (NUM_CITIES * MAX_PLAYERS)
    s.fact = [-1] * (NUM_CITIES * FACTORY_LOTS_PER_CITY)
    s.runways = [-1] * (NUM_CITIES * 2)
    for c, cid in enumerate(CITY_IDS):
        path = f"cities.{cid}"
        city = _get(cities, cid, "cities")
        chain = _seats_or_none(_get(city, "chain", path), f"{path}.chain", n, BUILD_LOTS)
        s.chain[c * BUILD_LOTS:(c + 1) * BUILD_LOTS] = chain
        s.cend[c] = max((lot + 1 for lot, o in enumerate(chain) if o >= 0), default=0)
        end = s.cend[c]
        reds = sum(IS_RED[lot] for lot in range(end))
        gaps = [lot for lot in range(end) if chain[lot] < 0]
        if gaps != list(range(reds)):
            raise StateError(f"{path}.chain", f"with {end} lots used exactly the first {reds} "
                                              "must be empty (evicted)")
        evicted = _list(_get(city, "evicted", path), f"{path}.evicted", n)
        for p, count in enumerate(evicted):
            s.evicted[c * MAX_PLAYERS + p] = _int(count, f"{path}.evicted[{p}]", 0, reds)
        if sum(evicted) > reds:
            raise StateError(f"{path}.evicted", f"more than the {reds} hotels ever evicted here")
        factories = _list(_get(city, "factories", path), f"{path}.factories")
        if len(factories) > FACTORY_LOTS_PER_CITY:
            raise StateError(f"{path}.factories", f"at most {FACTORY_LOTS_PER_CITY}")
        for lot, owner in enumerate(factories):
            s.fact[c * FACTORY_LOTS_PER_CITY + lot] = _int(owner, f"{path}.factories[{lot}]",
                                                           0, n - 1)
    for p in range(n):
        if s.pos[p] >= 0 and s.runway[p]:
            slot = 2 * s.pos[p] + s.runway[p] - 1
            if s.runways[slot] >= 0:
                raise StateError(f"seats[{p}].runway", "runway already taken by "
                                                       f"seat {s.runways[slot]}")
            s.runways[slot] = p


def _read_tickets(s: State, d: dict, seen: dict[int, str]) -> None:
    display = _list(_get(d, "display", ""), "display", DISPLAY_SLOTS)
    s.display = []
    for slot, tid in enumerate(display):
        if tid is None:
            s.display.append(-1)
            continue
        t = _id(tid, TICKET_INDEX, f"display[{slot}]", "ticket")
        if TICKET_KIND[t] != SLOT_KIND[slot]:
            raise StateError(f"display[{slot}]", f"slot takes {KIND_NAMES[SLOT_KIND[slot]]} "
                                                 "tickets")
        _claim(seen, t, f"display[{slot}]")
        s.display.append(t)
    piles = {}
    for group in ("decks", "discards"):
        g = _get(d, group, "")
        for kind in (SCHEDULED, CHARTER):
            name = KIND_NAMES[kind]
            pile = _ids(_get(g, name, group), TICKET_INDEX, f"{group}.{name}", "ticket")
            for i, t in enumerate(pile):
                path = f"{group}.{name}[{i}]"
                if TICKET_KIND[t] != kind:
                    raise StateError(path, f"is not a {name} ticket")
                _claim(seen, t, path)
            piles[group, kind] = pile
    s.deck_s, s.deck_c = piles["decks", SCHEDULED], piles["decks", CHARTER]
    s.disc_s, s.disc_c = piles["discards", SCHEDULED], piles["discards", CHARTER]
    if len(seen) != NUM_TICKETS:
        missing = sorted(TICKET_IDS[t] for t in range(NUM_TICKETS) if t not in seen)
        raise StateError("display", f"tickets missing everywhere: {', '.join(missing)}")
    for i in range(0, len(s.bought), 2):
        t, slot = s.bought[i], s.bought[i + 1]
        if s.display[slot] >= 0:
            raise StateError(f"turn.bought[{i // 2}].slot", "display slot is not empty")
        if t not in s.hands[s.current] and t not in s.disc_s and t not in s.disc_c:
            raise StateError(f"turn.bought[{i // 2}].ticket", "is neither in hand nor used")


def _read_loans(s: State, d: dict) -> None:
    loans = _get(d, "loans", "")
    if not isinstance(loans, dict):
        raise StateError("loans", "must be an object")
    s.loan_owner = [-1] * NUM_LOANS
    s.loan_ext = [0] * NUM_LOANS
    for cid, entry in loans.items():
        path = f"loans.{cid}"
        k = _id(cid, LOAN_INDEX, path, "loan card")
        s.loan_owner[k] = _int(_get(entry, "owner", path), f"{path}.owner", 0, s.n - 1)
        s.loan_ext[k] = int(_bool(_get(entry, "extended", path), f"{path}.extended"))
    pay = _get(d, "payday", "")
    queue = _list(_get(pay, "queue", "payday"), "payday.queue")
    s.queue = [_int(p, f"payday.queue[{i}]", 0, s.n - 1) for i, p in enumerate(queue)]
    if len(set(s.queue)) != len(s.queue):
        raise StateError("payday.queue", "names a seat twice")
    pending = _list(_get(pay, "pending", "payday"), "payday.pending")
    s.pending = []
    for i, cid in enumerate(pending):
        path = f"payday.pending[{i}]"
        k = _id(cid, LOAN_INDEX, path, "loan card")
        if s.loan_owner[k] != s.current or s.loan_ext[k] or k in s.pending:
            raise StateError(path, "must be an unextended card of the current seat, once")
        s.pending.append(k)
    if s.phase == LOANS and not s.pending:
        raise StateError("payday.pending", "a payday decision needs cards to decide on")
    if s.phase != LOANS and (s.pending or s.queue):
        raise StateError("payday", "must be empty outside the loan decisions")
    if s.current in s.queue:
        raise StateError("payday.queue", "still lists the deciding seat")


def _read_final(s: State, d: dict) -> None:
    final = _get(d, "final_money", "")
    if s.phase != OVER:
        if final is not None:
            raise StateError("final_money", "must be null before the end")
        s.final = []
        return
    s.final = [_int(m, f"final_money[{p}]") for p, m in enumerate(
        _list(final, "final_money", s.n))]
    if s.final != s.money:
        raise StateError("final_money", "must equal the seats' money at the end")
    if any(o >= 0 for o in s.loan_owner):
        raise StateError("loans", "all loans are repaid at the end")


def _check_consistency(s: State) -> None:
    """Counts that must add up between seats and board (hotels, factories), a build only
    where a plane stands on a runway, and an empty supply only in a session's last round."""
    if s.built and not s.runway[s.current]:
        raise StateError("turn.built", "the current seat is not on a runway")
    for p in range(s.n):
        on_board = s.chain.count(p) + sum(s.evicted[c * MAX_PLAYERS + p]
                                          for c in range(NUM_CITIES))
        given = HOTELS_PER_SESSION * s.session
        if on_board + s.supply[p] != given:
            raise StateError(f"seats[{p}].hotels", f"{s.supply[p]} in supply + {on_board} on "
                                                   f"the board must be {given}")
        if s.fact.count(p) + s.fleft[p] != FACTORIES_PER_PLAYER:
            raise StateError(f"seats[{p}].factories", "factories built + left must be "
                                                      f"{FACTORIES_PER_PLAYER}")
        if s.phase == PLAY and not s.supply[p] and not s.last_round:
            raise StateError("turn.last_round", f"must be true: seat {p} has no hotel left, "
                                                "so this round is the session's last (D9)")
