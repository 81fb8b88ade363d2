"""The JSON snapshot (documented field by field in docs/property-state.md) and the public
view a seat may see. The ruleset is stored by id; everything else is plain ints, bools,
lists and the open trade offer in its text form. A snapshot that breaks an invariant (money
not matching the ledger, pieces lost, ...) is refused with the invariant's name."""

from __future__ import annotations

from game.property.rules.actions import Offer, Terms, parse_action
from game.property.rules.invariants import check
from game.property.rules.rulesets import RULES_VERSIONS, RULESETS

VERSION = 1
#: The State's fields, as the snapshot stores them (plain values, flat lists, lists of lists).
SCALARS = ("rsid", "n", "auctions", "time_limit", "turn_timer", "round_cap", "rng", "phase",
           "turn", "first", "round", "dbl", "extra", "jailed_now", "d1", "d2", "time_up",
           "after", "bank", "in_debt", "au_place", "au_high", "au_bidder", "au_idx", "tr_from",
           "tr_to", "tr_terms", "tr_count", "end_reason")
LISTS = ("cash", "pos", "jail", "alive", "out", "owner", "level", "mort", "built", "supply",
         "seen", "dues", "au_seats", "tr_opened", "tr_rejected", "tr_refused",
         "tr_refused_terms", "final_order")
NESTED = ("decks", "discards", "held")


def to_dict(s) -> dict:
    d = {"version": VERSION}
    for name in SCALARS:
        d[name] = getattr(s, name)
    d["tr_terms"] = None if s.tr_terms is None else str(Offer(s.tr_to, s.tr_terms))
    for name in LISTS + NESTED:
        value = getattr(s, name)
        d[name] = [v[:] for v in value] if name in NESTED else value[:]
    if s.rules_version != 1:      # absent in the snapshots of saves from before version 2
        d["rules_version"] = s.rules_version
    return d


def from_dict(cls, d: dict):
    if not isinstance(d, dict):
        raise ValueError("a property snapshot is a JSON object")
    if d.get("version") != VERSION:
        raise ValueError(f"version: expected {VERSION}, got {d.get('version')!r}")
    if isinstance(d.get("n"), int):     # saves from before the tenth / eleventh session
        d = {"tr_refused": [-1] * d["n"] ** 2, "tr_refused_terms": [""] * d["n"] ** 2, **d}
    missing = [k for k in SCALARS + LISTS + NESTED if k not in d]
    if missing:
        raise ValueError(f"{missing[0]}: missing")
    if d["rsid"] not in RULESETS:
        raise ValueError(f"rsid: unknown ruleset {d['rsid']!r}")
    s = cls.__new__(cls)
    s.rs = RULESETS[d["rsid"]]
    s.rules_version = d.get("rules_version", 1)
    if s.rules_version not in RULES_VERSIONS or isinstance(s.rules_version, bool):
        raise ValueError(f"rules_version: expected one of {RULES_VERSIONS}")
    for name in SCALARS:
        value = d[name]
        if name == "tr_terms":
            if value is not None:
                try:
                    a = parse_action(value)
                except ValueError as exc:
                    raise ValueError(f"tr_terms: {exc}") from None
                if not isinstance(a, Offer):
                    raise ValueError("tr_terms: not an offer")
                value = a.terms
        elif name not in ("rsid", "end_reason") and not isinstance(value, int):
            raise ValueError(f"{name}: expected a number, got {value!r}")
        setattr(s, name, value)
    n, spaces = s.n, s.rs.n_spaces
    sizes = {"cash": n, "pos": n, "jail": n, "alive": n, "tr_opened": n, "tr_refused": n * n,
             "tr_refused_terms": n * n, "owner": spaces,
             "level": spaces, "mort": spaces, "supply": 2, "seen": len(s.rs.decks),
             "held": n, "decks": len(s.rs.decks), "discards": len(s.rs.decks)}
    for name in LISTS + NESTED:
        value = d[name]
        if not isinstance(value, list):
            raise ValueError(f"{name}: expected a list")
        if name in sizes and len(value) != sizes[name]:
            raise ValueError(f"{name}: expected {sizes[name]} entries, got {len(value)}")
        if name in NESTED:
            if not all(isinstance(v, list) and all(isinstance(x, int) for x in v)
                       for v in value):
                raise ValueError(f"{name}: expected a list of lists of numbers")
            value = [v[:] for v in value]
        else:
            kind = str if name in ("tr_rejected", "tr_refused_terms") else int
            if not all(isinstance(v, kind) for v in value):
                raise ValueError(f"{name}: expected a list of {kind.__name__}s")
            value = value[:]
        setattr(s, name, value)
    for k, text in enumerate(s.tr_refused_terms):
        if text and not _is_offer_to(text, k % n):
            raise ValueError(f"tr_refused_terms: entry {k} is no offer to seat {k % n}")
    s.mort = [bool(m) for m in s.mort]
    s.alive = [bool(a) for a in s.alive]
    s._legal = s._owned = None
    try:
        check(s)
    except (AssertionError, IndexError, TypeError) as exc:
        raise ValueError(f"inconsistent snapshot: {exc}") from None
    return s


def _is_offer_to(text: str, to: int) -> bool:
    try:
        a = parse_action(text)
    except ValueError:
        return False
    return isinstance(a, Offer) and a.to == to and a.by is None


def public_view(s, observer: int) -> dict:
    """D55: everything is public but the order of cards nobody has seen; the seen bottom part
    of a «Менеджер» deck and the Kraken Bay discard piles are public."""
    if not 0 <= observer < s.n:
        raise ValueError(f"observer {observer} is not a seat of this game")
    d = to_dict(s)
    del d["rng"]
    decks = []
    for k, deck in enumerate(s.decks):
        hidden = len(deck) - s.seen[k]
        decks.append({"cards_left": len(deck), "known_bottom": deck[hidden:]})
    d["decks"] = decks
    d["observer"] = observer
    return d


__all__ = ["Terms", "from_dict", "public_view", "to_dict"]
