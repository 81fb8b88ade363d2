"""Which cards may pay, and which cards may be taken (§2.2, §2.3, §3.6, §3.12, D10, D36, D50).

Cards of the same kind ("$5") are interchangeable, so everything here works on kinds: a
payment is a tuple of kinds in canonical order (highest value first), and the state picks the
concrete cards when it applies the action.
"""

from __future__ import annotations

from operator import itemgetter

from game.speedtycoon.rules.data import (
    CARD_CUR,
    CARD_KIND,
    CARD_VALUE,
    KIND_FIRST,
    TAKE_LIMIT,
    is_exchange,
)


def kind_order(kind: str) -> tuple[int, int]:
    """Canonical order of kinds inside an action: highest value first, then $ € 元 ¥."""
    first = KIND_FIRST[kind]
    return -CARD_VALUE[first], first


#: Per card, its place in the canonical order of kinds (for sorting cards quickly).
_CARD_ORDER = [kind_order(k) for k in CARD_KIND]


#: Per kind, ``kind_order`` (a sort key looked up in C).
_KIND_ORDER = {k: kind_order(k) for k in KIND_FIRST}
#: Per kind, its face value.
_KIND_VALUE = {k: CARD_VALUE[first] for k, first in KIND_FIRST.items()}


def canonical(kinds) -> tuple[str, ...]:
    return tuple(sorted(kinds, key=kind_order))


def _groups(cards, currency_mask: int) -> list[tuple[int, str, int]]:
    """(value, kind, copies) of the usable cards, highest value first."""
    counts: dict[str, int] = {}
    for c in cards:
        if CARD_CUR[c] & currency_mask:
            k = CARD_KIND[c]
            counts[k] = counts.get(k, 0) + 1
    return [(CARD_VALUE[KIND_FIRST[k]], k, counts[k]) for k in sorted(counts, key=_KIND_ORDER.get)]


def minimal_payments(cards, currency_mask: int, target: int) -> list[tuple[str, ...]]:
    """Every minimal covering set (D10): total >= target, and leaving out any one card would
    drop below it. Built highest value first and stopped the moment the target is reached,
    which yields exactly the minimal sets, each once."""
    groups = _groups(cards, currency_mask)
    rest = [0] * (len(groups) + 1)
    for i in range(len(groups) - 1, -1, -1):
        rest[i] = rest[i + 1] + groups[i][0] * groups[i][2]
    out: list[tuple[str, ...]] = []
    if rest[0] >= target:
        _walk(groups, rest, target, out, 0, 0, ())
    return out


def _walk(groups: list, rest: list[int], target: int, out: list, i: int, total: int,
          chosen: tuple[str, ...]) -> None:
    """``minimal_payments`` from group ``i`` on, with ``chosen`` worth ``total`` so far. A
    module function, not a closure: a closure that calls itself is a reference cycle, and a
    cycle per call is garbage only the collector frees (it ran several times a game)."""
    if i == len(groups) or total + rest[i] < target:
        return
    _walk(groups, rest, target, out, i + 1, total, chosen)
    value, kind, copies = groups[i]
    for _ in range(copies):
        total += value
        chosen = (*chosen, kind)
        if total >= target:
            out.append(chosen)
            return
        _walk(groups, rest, target, out, i + 1, total, chosen)


def currency_totals(cards) -> list[int]:
    """Face value per currency ($ € 元 ¥); an exchange card counts for both of its two (as
    at the hand-out, D24, and for what it can pay)."""
    totals = [0, 0, 0, 0]
    for c in cards:
        v = CARD_VALUE[c]
        m = CARD_CUR[c]
        if m & 1:
            totals[0] += v
        if m & 2:
            totals[1] += v
        if m & 4:
            totals[2] += v
        if m & 8:
            totals[3] += v
    return totals


_hand_totals: dict[tuple[int, ...], tuple[int, int, int, int]] = {}


def hand_totals(hand: list[int]) -> tuple[int, int, int, int]:
    """``currency_totals`` of a hand, remembered by its cards (the legal moves and the lobby
    window ask it for the same hands turn after turn)."""
    key = tuple(hand)
    totals = _hand_totals.get(key)
    if totals is None:
        if len(_hand_totals) > 50_000:
            _hand_totals.clear()
        totals = _hand_totals[key] = tuple(currency_totals(hand))
    return totals


def payment_value(kinds) -> int:
    return sum(map(_KIND_VALUE.__getitem__, kinds))


def best_payment(options: list[tuple[str, ...]], price: int) -> tuple[str, ...] | None:
    """D50: exact first, then least overpayment, fewest exchange cards, fewest cards, smallest
    highest card."""
    if not options:
        return None

    def rank(p: tuple[str, ...]):
        values = [CARD_VALUE[KIND_FIRST[k]] for k in p]
        return (sum(values) - price, sum(is_exchange(KIND_FIRST[k]) for k in p), len(p),
                max(values))

    return min(options, key=rank)


_SUBSETS = {n: [[i for i in range(n) if mask >> i & 1] for mask in range(1, 1 << n)]
            for n in range(5)}


def takes(display: list[int], tip: bool) -> list[tuple[tuple[str, ...], bool]]:
    """Legal takes from the display as (kinds, tip spent). A normal take is one card, or
    several worth at most 5 together; with a tip left, also the sets that become a normal take
    when one card is dropped (D36). The tip is spent only where the set needs it."""
    cards = sorted(display, key=_CARD_ORDER.__getitem__)
    kinds = [CARD_KIND[c] for c in cards]
    seen = set()
    out = []
    for idx, needs_tip, picker in _take_sets(tuple([CARD_VALUE[c] for c in cards]), tip):
        picked = picker(kinds) if picker else (kinds[idx[0]],)
        if picked not in seen:
            seen.add(picked)
            out.append((picked, needs_tip))
    return out


_sets_by_values: dict[tuple, list] = {}


def _take_sets(values: tuple[int, ...], tip: bool) -> list:
    """(positions, tip spent, picker) of the sets that may be taken from cards of these
    values: what is legal depends on the values alone, and few value patterns occur. The
    picker (an ``itemgetter``, None for a single card) reads the set's kinds off the sorted
    display in one call."""
    key = (values, tip)
    got = _sets_by_values.get(key)
    if got is None:
        got = _sets_by_values[key] = []
        for idx in _SUBSETS[len(values)]:
            total = sum(values[i] for i in idx)
            top = max(values[i] for i in idx)
            picker = itemgetter(*idx) if len(idx) > 1 else None
            if len(idx) == 1 or total <= TAKE_LIMIT:
                got.append((idx, False, picker))
            elif tip and (len(idx) == 2 or total - top <= TAKE_LIMIT):
                got.append((idx, True, picker))
    return got


def pick(cards: list[int], kinds) -> list[int]:
    """Concrete cards of ``cards`` for these kinds (the lowest id of each kind first), or
    ValueError when the cards are not there."""
    pool = sorted(cards)
    chosen = []
    for k in kinds:
        for c in pool:
            if CARD_KIND[c] == k:
                pool.remove(c)
                chosen.append(c)
                break
        else:
            raise ValueError(k)
    return chosen
