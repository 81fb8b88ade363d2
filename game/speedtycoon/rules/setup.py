"""A new game (§1.6, D5-D9, D28, D31-D35) and its options.

The options are a set-up's, read from the table in game/speedtycoon/options.py (every key
optional): ``game_type`` (a game type or "custom"), ``modules`` (the custom modules joined by
commas; listing modules without a game type means "custom"), ``hold`` (the seats, joined by
commas, whose turn, once all is done, waits for their EndActions instead of ending at once:
phases.DONE, issue 31), ``rules_version`` (2, data.CURRENT_RULES, or 1: the Blitz bands on
2R/3 and a Lobbyist window before the first turn; both versions play alike once the game is
dealt, so the state does not keep it) and ``think`` (the table's clock, no rule's).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core.options import listed
from game.core.rng import below, seed_state, shuffle
from game.core.rules_state import check_table
from game.speedtycoon.options import OPTIONS
from game.speedtycoon.rules import deck, fund, news, turn
from game.speedtycoon.rules.data import (
    BLITZ_BUILDING_IDS,
    BUILDING_IDS,
    CARD_STARTUP,
    CARD_VALUE,
    CARD_VC,
    CONTRACTS,
    DISPLAY_SIZE,
    GAME_TYPES,
    M_BLITZ,
    M_CONTRACTS,
    M_EXCHANGE,
    M_HOME,
    M_NEWS,
    M_RATES,
    M_ZONES,
    MAX_PLAYERS,
    MIN_PLAYERS,
    MOD,
    MODULES,
    NEWS,
    NEWS_FIRST,
    NUM_BRANCHES,
    NUM_PLACES,
    START_MONEY,
    TILE_BRANCH,
    TIPS,
    TUNNELS,
    ZONE_IDS,
    money_cards,
)
from game.speedtycoon.rules.geometry import ORIGIN
from game.speedtycoon.rules.phases import ACT
from game.speedtycoon.rules.state import State


def module_mask(options: Mapping[str, Any], chosen: Mapping[str, Any]) -> int:
    """The module bit mask of the options as given (`options`) and as read from the table
    (`chosen`); ValueError when modules are listed for a game type that is not "custom"."""
    game_type = chosen["game_type"]
    if "game_type" not in options and "modules" in options:
        game_type = "custom"
    modules = listed(chosen["modules"])
    if game_type != "custom":
        if modules:
            raise ValueError("option modules is only for game_type 'custom'")
        modules = list(GAME_TYPES[game_type])
    mask = 0
    for m in modules:
        mask |= MOD[m]
    return mask


def modules_of(mask: int) -> list[str]:
    return [m for m in MODULES if mask & MOD[m]]


def deal_start_money(s) -> list[int]:
    """D5: one card at a time round-robin from seat 0, skipping seats already at 20 or more,
    until every seat has 20. Returns how many cards each seat got."""
    n = s.n
    totals = [0] * n
    got = [0] * n
    while min(totals) < START_MONEY:
        for p in range(n):
            if totals[p] >= START_MONEY:
                continue
            c = s.deck.pop()
            s.hands[p].append(c)
            totals[p] += CARD_VALUE[c]
            got[p] += 1
    return got


def start_player(s, got: list[int]) -> int:
    """Fewest cards; tie: the smaller total; still tied: a draw with the game RNG (D9)."""
    totals = [sum(CARD_VALUE[c] for c in h) for h in s.hands]
    best = min((got[p], totals[p]) for p in range(s.n))
    tied = [p for p in range(s.n) if (got[p], totals[p]) == best]
    s.rng, i = below(s.rng, len(tied))
    return tied[i]


def _special_bands(s, rules: int) -> list[tuple[int, int, int]]:
    m = deck.band_cards(len(s.deck), bool(s.mods & M_BLITZ), rules)
    specials = [(c, *deck.scoring_band(c, m)) for c in (CARD_STARTUP, CARD_VC)]
    if s.mods & M_NEWS:
        order = list(range(NEWS_FIRST, NEWS_FIRST + len(NEWS)))
        s.rng = shuffle(order, s.rng)
        specials.extend((c, lo, hi) for c, (lo, hi) in zip(order, deck.news_bands(m),
                                                            strict=True))
    return specials


def new_game(num_players: int, seed: int, options: Mapping[str, Any] | None = None) -> State:
    """A fresh game, dealt from ``seed``; see the module docstring for ``options``."""
    check_table(num_players, seed, MIN_PLAYERS, MAX_PLAYERS)
    chosen = OPTIONS.read(options, num_players)
    mods = module_mask(options or {}, chosen)
    rules = chosen["rules_version"]
    n = num_players
    s = State.__new__(State)
    s.n = n
    s.mods = mods
    s.rng = seed_state(seed)
    s.phase = ACT
    s.turn = s.asked = s.start = 0
    s.turn_no = s.mdrawn = s.scorings = 0
    s.strong = s.weak = -1
    s.oil = s.rally = s.strike = 0
    s.strike_place = -1
    s.boom_t = s.boom_w = False
    s.idle = s.dry = 0
    s.bought = False
    s.ended = ""
    s.hold = sum(1 << int(seat) for seat in set(listed(chosen["hold"])))
    s.deck = money_cards(n, bool(mods & M_EXCHANGE))
    s.rng = shuffle(s.deck, s.rng)
    s.discard = []
    s.display = []
    s.bag = list(BLITZ_BUILDING_IDS if mods & M_BLITZ else BUILDING_IDS)
    if mods & M_ZONES:
        s.bag.extend(ZONE_IDS)
    s.rng = shuffle(s.bag, s.rng)
    s.market = [-1] * NUM_PLACES
    s.hands = [[] for _ in range(n)]
    s.planning = [[] for _ in range(n)]
    s.emp = [{ORIGIN: 0} for _ in range(n)]
    s.tun = [[] for _ in range(n)]
    s.tunnels = [TUNNELS] * n
    s.tips = [TIPS] * n
    s.loans = [0] * n
    s.lobby_slot = [-1] * n
    s.lobby_rest = [0] * n
    s.home = [-1] * n
    s.contracts = [[] for _ in range(n)]
    s.handout = [[] for _ in range(n)]
    s.fund = []
    s.bc = [0] * (n * NUM_BRANCHES)
    s.score = [0] * n
    s.unicorn = [-1] * NUM_BRANCHES
    s.queue = []
    s.lobby_queue = []
    s.tray = []
    s.end_order = []
    s.bands = []
    s.revealed = []
    s.forget_caches()

    got = deal_start_money(s)
    s.start = s.turn = s.asked = start_player(s, got)
    events: list = []
    while len(s.display) < DISPLAY_SIZE:
        s.display.append(s.deck.pop())
    for p in range(NUM_PLACES):
        s.market[p] = s.bag.pop()
    if n == 2:
        fund.draw(s, fund.setup_count(s), events)
    _module_material(s)
    deck.insert_specials(s, _special_bands(s, rules))
    turn.start_turn(s, [], window=rules < 2)
    return s


def _module_material(s) -> None:
    n = s.n
    if s.mods & M_HOME:
        first = list(range(NUM_PLACES))
        s.rng = shuffle(first, s.rng)
        second = list(range(NUM_PLACES))
        s.rng = shuffle(second, s.rng)
        s.home = (first + second)[:n]
    if s.mods & M_CONTRACTS:
        held = set(s.fund)
        pool = [t for t in (BLITZ_BUILDING_IDS if s.mods & M_BLITZ else BUILDING_IDS)
                if t not in held and TILE_BRANCH[t] >= 0]
        s.rng = shuffle(pool, s.rng)
        s.contracts = [sorted(pool[p * CONTRACTS:(p + 1) * CONTRACTS]) for p in range(n)]
    if s.mods & M_RATES:
        news.draw_rates(s, None)
    s.tips = [TIPS] * n
    s.tunnels = [TUNNELS] * n
