"""Both boards as data (design §1.2, §2, §3): every number the engine uses, and nothing else.

A ruleset is one frozen `Ruleset`: the spaces as parallel tuples indexed by space number (so the
hot path reads ``rs.price[p]`` instead of walking objects), the sets, both decks with their
effect codes, and the switches that make the two games differ. Adding a third board is adding a
third `Ruleset` here. Names are ids only; the display texts are locale keys
``property.<ruleset>.space.<id>``, ``property.<ruleset>.set.<id>`` and
``property.<ruleset>.card.<id>`` (listed in docs/rules-property.md).
"""

from __future__ import annotations

from dataclasses import dataclass

# Space kinds.
START, PROPERTY, FERRY, POWER, CARDS, TAX, WINNINGS, JAIL, GO_TO_JAIL, REST = range(10)
KIND_NAMES = ("start", "property", "ferry", "power", "cards", "tax", "winnings", "jail",
              "go_to_jail", "rest")
OWNABLE = (PROPERTY, FERRY, POWER)

# Card effects: (code, a, b). Codes as in design §2.8.
GOTO, NEAREST, BACK, TO_JAIL, CASH, EACH, REPAIRS, PASS = range(8)
EFFECT_NAMES = ("goto", "nearest", "back", "jail", "cash", "each", "repairs", "pass")

# How a drawn card leaves the deck (D11).
DISCARD_PILE = 0   # Kraken Bay: onto a discard pile, reshuffled when the deck runs out
UNDER_DECK = 1     # «Менеджер»: under its deck


def parse_effect(code: str) -> tuple[int, int, int]:
    """``goto:24`` -> (GOTO, 24, 0); ``nearest:ferry:x2`` -> (NEAREST, FERRY, 2);
    ``nearest:power:dice10`` -> (NEAREST, POWER, 10); ``repairs:25/100`` -> (REPAIRS, 25, 100)."""
    parts = code.split(":")
    name = parts[0]
    if name == "goto":
        return GOTO, int(parts[1]), 0
    if name == "nearest":
        kind = FERRY if parts[1] == "ferry" else POWER
        return NEAREST, kind, int(parts[2].removeprefix("x").removeprefix("dice"))
    if name == "back":
        return BACK, int(parts[1]), 0
    if name == "jail":
        return TO_JAIL, 0, 0
    if name == "cash":
        return CASH, int(parts[1]), 0
    if name == "each":
        return EACH, int(parts[1]), 0
    if name == "repairs":
        small, big = parts[1].split("/")
        return REPAIRS, int(small), int(big)
    if name == "pass":
        return PASS, 0, 0
    raise ValueError(f"unknown card effect {code!r}")


@dataclass(frozen=True)
class Deck:
    id: str
    cards: tuple[str, ...]                      # card ids, e.g. "A1"
    effects: tuple[tuple[int, int, int], ...]   # parsed effect per card, same order
    spaces: tuple[int, ...]                     # where it is drawn


@dataclass(frozen=True)
class Ruleset:
    id: str
    n_spaces: int
    space_ids: tuple[str, ...]
    kind: tuple[int, ...]
    price: tuple[int, ...]                 # 0 for spaces nobody can own
    rents: tuple[tuple[int, ...], ...]     # property: rent per level; ferry: per count owned
    build_cost: tuple[int, ...]            # per small or big piece
    amount: tuple[int, ...]                # tax to pay / winnings to collect
    set_of: tuple[int, ...]                # set index of a property, -1 otherwise
    set_ids: tuple[str, ...]
    sets: tuple[tuple[int, ...], ...]      # spaces of each set, ascending
    deck_at: tuple[int, ...]               # deck index of a card space, -1 otherwise
    decks: tuple[Deck, ...]
    start_money: int
    salary: int
    jail_space: int
    jail_fine: int
    top_level: int                         # KB 5 (hotel), Менеджер 4 (enterprise)
    small_supply: int
    big_supply: int
    builds_per_place_per_turn: int         # 0 = unlimited (D16)
    mortgage_breaks_set: bool              # D12
    auctions_optional: bool                # D26: KB may switch them off
    auction_opening: int                   # 0 = half the price (D28)
    auction_step: int
    trade_mortgaged: bool                  # D31
    bankrupt_to_creditor: bool             # KB True (D39); Менеджер: the bank pays (D40)
    escalator_from: int                    # first escalated round, 0 = none (D24)
    escalator_every: int
    power_multipliers: tuple[int, ...]     # by stations owned: (0, 4, 10)
    discard_mode: int
    ownable: tuple[int, ...] = ()          # derived: the spaces that can be owned
    unmortgage: tuple[int, ...] = ()       # derived: unmortgage_cost per space
    set_sizes: tuple[int, ...] = ()        # derived: places per set

    def __post_init__(self) -> None:
        object.__setattr__(self, "ownable",
                           tuple(p for p, k in enumerate(self.kind) if k in OWNABLE))
        object.__setattr__(self, "set_sizes", tuple(len(m) for m in self.sets))
        object.__setattr__(self, "unmortgage",
                           tuple((price // 2 * 11 + 9) // 10 for price in self.price))

    # -- derived numbers (cheap, so computed rather than stored twice) --

    def nearest(self, pos: int, kind: int) -> int:
        """The first space of ``kind`` ahead of ``pos`` (cards "to the nearest ferry")."""
        n = self.n_spaces
        return next((pos + k) % n for k in range(1, n + 1) if self.kind[(pos + k) % n] == kind)

    def card_target(self, effect: tuple[int, int, int], pos: int) -> int | None:
        """Where a card sends a token standing on ``pos``: a space, -1 for jail, or None
        (no move). The engine and the landing table both read cards through this."""
        code, x, _ = effect
        if code == GOTO:
            return x
        if code == NEAREST:
            return self.nearest(pos, x)
        if code == BACK:
            return (pos - x) % self.n_spaces
        if code == TO_JAIL:
            return -1
        return None

    def mortgage_value(self, p: int) -> int:
        return self.price[p] // 2

    def unmortgage_cost(self, p: int) -> int:
        """D19: mortgage value + 10 %, rounded up."""
        return self.unmortgage[p]

    def escalator(self, round_no: int) -> int:
        """D24: ×1 up to round 30, then ×2 and doubled again every 10 rounds, uncapped."""
        if not self.escalator_from or round_no < self.escalator_from:
            return 1
        return 2 << ((round_no - self.escalator_from) // self.escalator_every)


def _board(rows, set_ids, decks, **switches) -> Ruleset:
    """Build a ruleset from readable rows: (id, kind, set, price, rents, cost, amount, deck)."""
    n = len(rows)
    set_members: list[list[int]] = [[] for _ in set_ids]
    for p, row in enumerate(rows):
        if row[2] >= 0:
            set_members[row[2]].append(p)
    deck_objs = []
    deck_at = [-1] * n
    for d, (deck_id, cards) in enumerate(decks):
        spaces = tuple(p for p, row in enumerate(rows) if row[1] == CARDS and row[7] == d)
        for p in spaces:
            deck_at[p] = d
        deck_objs.append(Deck(deck_id, tuple(c for c, _ in cards),
                              tuple(parse_effect(e) for _, e in cards), spaces))
    return Ruleset(
        n_spaces=n,
        space_ids=tuple(r[0] for r in rows),
        kind=tuple(r[1] for r in rows),
        set_of=tuple(r[2] for r in rows),
        price=tuple(r[3] for r in rows),
        rents=tuple(tuple(r[4]) for r in rows),
        build_cost=tuple(r[5] for r in rows),
        amount=tuple(r[6] for r in rows),
        set_ids=tuple(set_ids),
        sets=tuple(tuple(m) for m in set_members),
        deck_at=tuple(deck_at),
        decks=tuple(deck_objs),
        **switches,
    )


def _sp(sid, kind, amount=0, deck=-1):
    return (sid, kind, -1, 0, (), 0, amount, deck)


def _pl(sid, set_index, price, rents, cost):
    return (sid, PROPERTY, set_index, price, rents, cost, 0, -1)


_FERRY_RENTS = (0, 25, 50, 100, 200)   # by ferries owned (text, D21)

KB_SETS = ("driftwood", "shallows", "coral", "lantern", "harpoon", "amber", "kelpwood", "abyss")
KRAKEN_BAY = _board(
    [
        _sp("harbor_gate", START),
        _pl("barnacle_row", 0, 60, (2, 10, 30, 90, 160, 250), 50),
        _sp("dockside_fund", CARDS, deck=1),
        _pl("bilgewater_lane", 0, 60, (4, 20, 60, 180, 320, 450), 50),
        _sp("harbor_dues", TAX, 200),
        ("anchor_ferry", FERRY, -1, 200, _FERRY_RENTS, 0, 0, -1),
        _pl("tidepool_terrace", 1, 100, (6, 30, 90, 270, 400, 550), 50),
        _sp("riptide", CARDS, deck=0),
        _pl("kelp_market", 1, 100, (6, 30, 90, 270, 400, 550), 50),
        _pl("gulls_rest", 1, 120, (8, 40, 100, 300, 450, 600), 50),
        _sp("tentacle_traffic_jam", JAIL),
        _pl("coral_steps", 2, 140, (10, 50, 150, 450, 625, 750), 100),
        ("tide_mill_power_station", POWER, -1, 150, (), 0, 0, -1),
        _pl("pearl_alley", 2, 140, (10, 50, 150, 450, 625, 750), 100),
        _pl("mermaid_mews", 2, 160, (12, 60, 180, 500, 700, 900), 100),
        ("saltspray_ferry", FERRY, -1, 200, _FERRY_RENTS, 0, 0, -1),
        _pl("lantern_quay", 3, 180, (14, 70, 200, 550, 750, 950), 100),
        _sp("dockside_fund", CARDS, deck=1),
        _pl("net_menders_yard", 3, 180, (14, 70, 200, 550, 750, 950), 100),
        _pl("smugglers_arcade", 3, 200, (16, 80, 220, 600, 800, 1000), 100),
        _sp("lighthouse_lookout", REST),
        _pl("harpoon_hill", 4, 220, (18, 90, 250, 700, 875, 1050), 150),
        _sp("riptide", CARDS, deck=0),
        _pl("foghorn_plaza", 4, 220, (18, 90, 250, 700, 875, 1050), 150),
        _pl("captains_crescent", 4, 240, (20, 100, 300, 750, 925, 1100), 150),
        ("fogbank_ferry", FERRY, -1, 200, _FERRY_RENTS, 0, 0, -1),
        _pl("saltworks_square", 5, 260, (22, 110, 330, 800, 975, 1150), 150),
        _pl("amber_wharf", 5, 260, (22, 110, 330, 800, 975, 1150), 150),
        ("thermal_vent_power_station", POWER, -1, 150, (), 0, 0, -1),
        _pl("sunfish_gardens", 5, 280, (24, 120, 360, 850, 1025, 1200), 150),
        _sp("go_to_the_jam", GO_TO_JAIL),
        _pl("seaglass_boulevard", 6, 300, (26, 130, 390, 900, 1100, 1275), 200),
        _pl("trident_avenue", 6, 300, (26, 130, 390, 900, 1100, 1275), 200),
        _sp("dockside_fund", CARDS, deck=1),
        _pl("admirals_walk", 6, 320, (28, 150, 450, 1000, 1200, 1400), 200),
        ("deepwater_ferry", FERRY, -1, 200, _FERRY_RENTS, 0, 0, -1),
        _sp("riptide", CARDS, deck=0),
        _pl("leviathan_heights", 7, 350, (35, 175, 500, 1100, 1300, 1500), 200),
        _sp("kraken_tribute", TAX, 100),
        _pl("krakens_crown", 7, 400, (50, 200, 600, 1400, 1700, 2000), 200),
    ],
    KB_SETS,
    [
        ("riptide", [
            ("A1", "goto:0"), ("A2", "goto:24"), ("A3", "goto:11"),
            ("A4", "nearest:power:dice10"), ("A5", "nearest:ferry:x2"),
            ("A6", "nearest:ferry:x2"), ("A7", "back:3"), ("A8", "jail"), ("A9", "goto:5"),
            ("A10", "goto:39"), ("A11", "cash:+50"), ("A12", "pass"),
            ("A13", "repairs:25/100"), ("A14", "cash:-15"), ("A15", "each:-50"),
            ("A16", "cash:+150"),
        ]),
        ("dockside_fund", [
            ("B1", "goto:0"), ("B2", "jail"), ("B3", "pass"), ("B4", "cash:+200"),
            ("B5", "cash:-50"), ("B6", "cash:+50"), ("B7", "cash:+100"), ("B8", "cash:+20"),
            ("B9", "each:+10"), ("B10", "cash:+100"), ("B11", "cash:-100"),
            ("B12", "cash:-50"), ("B13", "cash:+25"), ("B14", "repairs:40/115"),
            ("B15", "cash:+10"), ("B16", "cash:+100"),
        ]),
    ],
    id="kraken_bay",
    start_money=1500,
    salary=200,
    jail_space=10,
    jail_fine=50,
    top_level=5,
    small_supply=32,
    big_supply=12,
    builds_per_place_per_turn=0,
    mortgage_breaks_set=False,
    auctions_optional=True,
    auction_opening=10,
    auction_step=10,
    trade_mortgaged=True,
    bankrupt_to_creditor=True,
    escalator_from=31,
    escalator_every=10,
    power_multipliers=(0, 4, 10),
    discard_mode=DISCARD_PILE,
)

M_SETS = ("consumer_services", "retail", "catering", "transport", "media_post", "tourism",
          "industry", "science_energy")
MENEDZHER = _board(
    [
        _sp("start", START),
        _pl("tailors_shop", 0, 6000, (500, 2000, 6500, 18000, 30000), 5000),
        _sp("notice", CARDS, deck=1),
        _pl("laundry", 0, 6000, (500, 2000, 6500, 18000, 30000), 5000),
        _pl("barbers", 0, 8000, (500, 2000, 7000, 19000, 32000), 5000),
        _sp("surprise", CARDS, deck=0),
        _pl("grocery", 1, 10000, (1000, 2500, 7500, 20500, 34500), 5000),
        _pl("department_store", 1, 10000, (1000, 2500, 7500, 20500, 34500), 5000),
        _pl("farmers_market", 1, 12000, (1000, 2500, 8000, 22000, 37000), 5000),
        _sp("exchange", JAIL),
        _pl("canteen", 2, 14000, (1000, 4500, 13500, 37000, 62000), 10000),
        _pl("cafe", 2, 14000, (1000, 4500, 13500, 37000, 62000), 10000),
        _sp("winnings", WINNINGS, 10000),
        _pl("restaurant", 2, 16000, (1500, 4500, 14000, 38500, 64500), 10000),
        _pl("taxi_fleet", 3, 18000, (1500, 4500, 14500, 40000, 66500), 10000),
        _sp("notice", CARDS, deck=1),
        _pl("bus_depot", 3, 18000, (1500, 4500, 14500, 40000, 66500), 10000),
        _pl("river_port", 3, 20000, (1500, 5000, 15000, 41500, 69000), 10000),
        _sp("rest", REST),
        _pl("printing_house", 4, 22000, (2000, 6500, 21000, 56500, 94500), 15000),
        _sp("notice", CARDS, deck=1),
        _pl("telegraph", 4, 22000, (2000, 6500, 21000, 56500, 94500), 15000),
        _pl("tv_studio", 4, 24000, (2000, 7000, 21000, 58000, 96500), 15000),
        _sp("surprise", CARDS, deck=0),
        _pl("holiday_camp", 5, 26000, (2000, 7000, 22000, 59500, 99000), 15000),
        _pl("hotel", 5, 26000, (2000, 7000, 22000, 59500, 99000), 15000),
        _pl("sanatorium", 5, 28000, (2000, 7000, 22000, 60500, 101000), 15000),
        _sp("broker", GO_TO_JAIL),
        _pl("furniture_factory", 6, 30000, (2500, 9000, 28000, 76000, 126500), 20000),
        _pl("garment_factory", 6, 30000, (2500, 9000, 28000, 76000, 126500), 20000),
        _sp("surprise", CARDS, deck=0),
        _pl("car_plant", 6, 32000, (2500, 9000, 28500, 77500, 129000), 20000),
        _sp("fine", TAX, 15000),
        _pl("computing_centre", 7, 35000, (3000, 9000, 29000, 79000, 132000), 20000),
        _pl("research_institute", 7, 35000, (3000, 9000, 29000, 79000, 132000), 20000),
        _pl("power_plant", 7, 40000, (3000, 9500, 30500, 83000, 138000), 20000),
    ],
    M_SETS,
    [
        ("surprise", [
            ("S1", "goto:0"), ("S2", "jail"), ("S3", "goto:17"), ("S4", "goto:35"),
            ("S5", "back:3"), ("S6", "goto:26"), ("S7", "pass"), ("S8", "cash:+10000"),
            ("S9", "cash:+5000"), ("S10", "cash:+15000"), ("S11", "cash:-5000"),
            ("S12", "cash:-10000"), ("S13", "each:+2000"), ("S14", "each:-2000"),
            ("S15", "repairs:2500/10000"), ("S16", "cash:+20000"), ("S17", "cash:-2500"),
            ("S18", "cash:+7500"), ("S19", "cash:-7500"), ("S20", "cash:+2500"),
        ]),
        ("notice", [
            ("N1", "goto:0"), ("N2", "jail"), ("N3", "cash:-2000"), ("N4", "cash:-5000"),
            ("N5", "cash:-10000"), ("N6", "cash:-15000"), ("N7", "cash:-3000"),
            ("N8", "repairs:4000/11500"), ("N9", "repairs:2500/10000"),
            ("N10", "cash:+5000"), ("N11", "cash:+10000"), ("N12", "cash:+2000"),
            ("N13", "cash:-1000"), ("N14", "each:+1000"), ("N15", "cash:-20000"),
            ("N16", "cash:+3000"), ("N17", "cash:-4000"), ("N18", "pass"),
            ("N19", "cash:+15000"), ("N20", "cash:-6000"),
        ]),
    ],
    id="menedzher",
    start_money=200000,
    salary=20000,
    jail_space=9,
    jail_fine=5000,
    top_level=4,
    small_supply=26,
    big_supply=12,
    builds_per_place_per_turn=1,
    mortgage_breaks_set=True,
    auctions_optional=False,
    auction_opening=0,
    auction_step=500,
    trade_mortgaged=False,
    bankrupt_to_creditor=False,
    escalator_from=0,
    escalator_every=10,
    power_multipliers=(0, 4, 10),
    discard_mode=UNDER_DECK,
)

RULESETS: dict[str, Ruleset] = {KRAKEN_BAY.id: KRAKEN_BAY, MENEDZHER.id: MENEDZHER}

MIN_PLAYERS = 2
MAX_PLAYERS = 6
TIME_LIMITS = (0, 30, 45, 60, 90)      # minutes, D43
RULES_VERSIONS = (1, 2)    # 2: trades move a place or pass; a debtor only sells (D34, D39)
CURRENT_RULES = 2
TURN_TIMERS = (0, 30, 60, 120)         # seconds, D45
