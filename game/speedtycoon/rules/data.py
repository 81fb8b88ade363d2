"""Every number of Speedtycoon in one place (design §1): a corrected tile or price is a change
here, never in the rules code.

Tiles are small ints: 0 is the headquarters, 1..54 the buildings of §1.2, 55..58 the special
zones Z1..Z4 (D40). Money cards are ints too: 0..107 the normal cards (currency-major, then
value, then copy), 108..115 the exchange cards (D32), 116..124 the special cards (the two
scorings and the seven news, §1.7). Sides are bit masks: N=1, E=2, S=4, W=8.
"""

from __future__ import annotations

MIN_PLAYERS = 2
MAX_PLAYERS = 6

# --- directions -----------------------------------------------------------------------------
N, E, S, W = 1, 2, 4, 8
DIRS = (N, E, S, W)
DIR_NAMES = {N: "N", E: "E", S: "S", W: "W"}
OPPOSITE = {N: S, E: W, S: N, W: E}

# --- branches ---------------------------------------------------------------------------------
BRANCHES = ("logistics", "industry", "energy", "finance", "technology", "skyscraper")
LOGISTICS, INDUSTRY, ENERGY, FINANCE, TECHNOLOGY, SKYSCRAPER = range(6)
NUM_BRANCHES = 6

#: Unicorn thresholds per branch (§3.7): up to 4 players without Blitz; "lowered" is used with
#: 5-6 players or Blitz, once (D37).
UNICORN_THRESHOLD = (4, 4, 4, 5, 5, 5)
UNICORN_THRESHOLD_LOWERED = (3, 3, 3, 4, 4, 4)
UNICORN_POINTS = 6

#: Points per branch and scoring (§1.5, D2): SCORING_TABLE[scoring 1..3][branch] = places paid.
SCORING_TABLE = {
    r: tuple(tuple((15 + k, 7 + k, k)[3 - r:]) for k in range(1, 7)) for r in (1, 2, 3)
}
STARTUP, VC, IPO = 1, 2, 3
SCORING_NAMES = {STARTUP: "startup", VC: "vc", IPO: "ipo"}

# --- tiles ------------------------------------------------------------------------------------
HQ = 0
#: (id, code, branch, price, N E S W as "H"/"."), §1.2; the last field marks the Blitz removals.
_TILE_TABLE = """
1 L2 0 2 HH.H k
2 L3 0 3 ..HH r
3 L4 0 4 .HH. k
4 L5 0 5 H..H r
5 L6 0 6 H... k
6 L7 0 7 .H.. r
7 L8 0 8 .... k
8 I3 1 3 .HHH k
9 I4 1 4 HH.. r
10 I5 1 5 ..HH k
11 I6 1 6 .HH. r
12 I7 1 7 ...H k
13 I8 1 8 ..H. r
14 I9 1 9 .... k
15 E4 2 4 HHH. k
16 E5 2 5 H..H r
17 E6a 2 6 ..HH k
18 E6b 2 6 HH.. k
19 E7 2 7 .HH. r
20 E8a 2 8 H... k
21 E8b 2 8 .H.. k
22 E9 2 9 .... r
23 E10 2 10 .... k
24 F5 3 5 H.HH k
25 F6 3 6 .HH. r
26 F7a 3 7 ..HH k
27 F7b 3 7 HH.. k
28 F8 3 8 H..H r
29 F9a 3 9 ...H k
30 F9b 3 9 ..H. k
31 F10 3 10 .... r
32 F11 3 11 .... k
33 T6 4 6 .HHH k
34 T7 4 7 H.HH r
35 T8a 4 8 ..HH k
36 T8b 4 8 HH.. k
37 T8c 4 8 H..H k
38 T9 4 9 .H.. r
39 T10a 4 10 H... k
40 T10b 4 10 ...H k
41 T10c 4 10 .... k
42 T11 4 11 .... r
43 T12 4 12 ..H. k
44 W7 5 7 HH.H k
45 W8 5 8 HHH. r
46 W9a 5 9 .HH. k
47 W9b 5 9 HH.. k
48 W9c 5 9 H..H k
49 W10 5 10 ...H r
50 W11a 5 11 H... k
51 W11b 5 11 ..H. k
52 W11c 5 11 .... k
53 W12 5 12 .... r
54 W13 5 13 .H.. k
"""

NUM_BUILDINGS = 54
ZONE_IDS = (55, 56, 57, 58)
NUM_TILES = 59
ROW, COLUMN = 1, 2
#: The four special zones (D40): id -> (code, axis, price).
ZONES = {55: ("Z1", ROW, 6), 56: ("Z2", ROW, 8), 57: ("Z3", COLUMN, 6), 58: ("Z4", COLUMN, 8)}

TILE_CODE: list[str] = ["HQ"] + [""] * (NUM_TILES - 1)
TILE_BRANCH: list[int] = [-1] * NUM_TILES
TILE_PRICE: list[int] = [0] * NUM_TILES
TILE_SIDES: list[int] = [0] * NUM_TILES
ZONE_AXIS: list[int] = [0] * NUM_TILES
BLITZ_REMOVED: frozenset[int]

_removed = []
for _line in _TILE_TABLE.strip().splitlines():
    _id, _code, _branch, _price, _sides, _blitz = _line.split()
    _t = int(_id)
    TILE_CODE[_t] = _code
    TILE_BRANCH[_t] = int(_branch)
    TILE_PRICE[_t] = int(_price)
    TILE_SIDES[_t] = sum(d for d, ch in zip(DIRS, _sides, strict=True) if ch == "H")
    if _blitz == "r":
        _removed.append(_t)
for _t, (_code, _axis, _price) in ZONES.items():
    TILE_CODE[_t] = _code
    TILE_PRICE[_t] = _price
    ZONE_AXIS[_t] = _axis
BLITZ_REMOVED = frozenset(_removed)
BUILDING_IDS = tuple(range(1, NUM_BUILDINGS + 1))
BLITZ_BUILDING_IDS = tuple(t for t in BUILDING_IDS if t not in BLITZ_REMOVED)
TILE_BY_CODE = {code: t for t, code in enumerate(TILE_CODE)}

# --- money ------------------------------------------------------------------------------------
CURRENCIES = ("$", "€", "元", "¥")
DOLLAR, EURO, YUAN, YEN = range(4)
#: Trading places in refill order (§1.4): (key, short name, currency).
PLACES = (("new_york", "NY", DOLLAR), ("frankfurt", "FFM", EURO), ("shanghai", "SH", YUAN),
          ("tokyo", "TK", YEN))
PLACE_SHORT = tuple(p[1] for p in PLACES)
NUM_PLACES = 4
DISPLAY_SIZE = 4
START_MONEY = 20
TAKE_LIMIT = 5
COPIES_FULL = 3
COPIES_TWO = 2

NUM_NORMAL_CARDS = 108
EXCHANGE_FIRST = 108
SPECIAL_FIRST = 116
CARD_STARTUP, CARD_VC = 116, 117
NEWS = ("oil_crisis", "stock_rally", "port_strike", "tech_boom", "building_boom", "rate_turn",
        "stimulus")
OIL, RALLY, STRIKE, TECH_BOOM, BUILD_BOOM, RATE_TURN, STIMULUS = range(7)
NEWS_FIRST = 118
NUM_CARDS = 125

#: Card value (0 for special cards) and currencies as a bit mask (1 << currency).
CARD_VALUE: list[int] = [0] * NUM_CARDS
CARD_CUR: list[int] = [0] * NUM_CARDS
#: A card's kind: equal kinds are interchangeable, so actions name kinds ("$5", "$€6").
CARD_KIND: list[str] = [""] * NUM_CARDS
for _c in range(NUM_NORMAL_CARDS):
    _cur, _rest = divmod(_c, 27)
    CARD_VALUE[_c] = _rest // 3 + 1
    CARD_CUR[_c] = 1 << _cur
    CARD_KIND[_c] = f"{CURRENCIES[_cur]}{CARD_VALUE[_c]}"
#: Exchange cards (D32): each pair of neighbouring places as a 4 and a 6.
EXCHANGE_PAIRS = ((DOLLAR, EURO), (EURO, YUAN), (YUAN, YEN), (YEN, DOLLAR))
for _i, ((_a, _b), _v) in enumerate((pair, v) for pair in EXCHANGE_PAIRS for v in (4, 6)):
    _c = EXCHANGE_FIRST + _i
    CARD_VALUE[_c] = _v
    CARD_CUR[_c] = (1 << _a) | (1 << _b)
    CARD_KIND[_c] = f"{CURRENCIES[_a]}{CURRENCIES[_b]}{_v}"
CARD_KIND[CARD_STARTUP] = "startup"
CARD_KIND[CARD_VC] = "vc"
for _i, _name in enumerate(NEWS):
    CARD_KIND[NEWS_FIRST + _i] = _name
#: The card id of the first card of each kind (used to read actions back).
KIND_FIRST: dict[str, int] = {}
for _c, _k in enumerate(CARD_KIND):
    KIND_FIRST.setdefault(_k, _c)
#: Per card, the first card of its kind: equal kinds give equal ids (cache keys, queries).
KIND_OF: list[int] = [KIND_FIRST[k] for k in CARD_KIND]


def is_exchange(card: int) -> bool:
    return EXCHANGE_FIRST <= card < SPECIAL_FIRST


def money_cards(num_players: int, exchange: bool) -> list[int]:
    """The money deck for the player count (§1.3): three copies, two with two players; the
    eight exchange cards join it with Devisenbüro in every player count (D32)."""
    copies = COPIES_TWO if num_players == 2 else COPIES_FULL
    cards = [c for c in range(NUM_NORMAL_CARDS) if c % 3 < copies]
    if exchange:
        cards.extend(range(EXCHANGE_FIRST, SPECIAL_FIRST))
    return cards


# --- two players, loans, modules --------------------------------------------------------------
FUND_DRAW = 6
FUND_DRAW_BLITZ = 4
LOAN_TARGET = 8
LOAN_REPAY = 12
LOAN_PENALTY = 6
MAX_LOANS = 2
TUNNELS = 2
TIPS = 2
CONTRACTS = 2
LOBBY_REST = 3
MAX_TURNS = 1000
#: Special-card bands (§1.6 step 8): the deck is split in fifths (scorings) and sevenths (news).
SCORING_BAND = {CARD_STARTUP: 1, CARD_VC: 3}
#: Rules versions a game can be dealt under (``new_game`` option ``rules_version``); a save
#: replays under the version it was played with (docs/rules-speedtycoon.md, "Rules versions").
RULES_VERSIONS = (1, 2)
CURRENT_RULES = 2
#: With Blitz the bands lie on this share of the cards left after setup, per rules version:
#: 2/3 in version 1, where a fast game could end trading before the Venture Capital card
#: came (9 of 3,000 random Blitz games); the first half since version 2 (issue 31: the
#: earliest a random or league game ran out of buildings was after 0.48 of those cards).
BLITZ_BAND_SHARE = {1: (2, 3), 2: (1, 2)}

MODULES = ("contracts", "exchange", "tunnels", "home", "rates", "insider", "unicorn", "blitz",
           "lobbyist", "zones", "news", "loans", "sustainability")
#: Game types (§3.14); "custom" takes the "modules" option.
GAME_TYPES = {
    "classic": (),
    "modern": ("rates", "home", "news"),
    "tycoon": tuple(m for m in MODULES if m != "blitz"),
}
#: Every game type a set-up may name: the three above and "custom" (its modules listed).
GAME_TYPE_NAMES = (*GAME_TYPES, "custom")
#: Module switches as bits of ``State.mods``.
MOD = {m: 1 << i for i, m in enumerate(MODULES)}
M_CONTRACTS, M_EXCHANGE, M_TUNNELS, M_HOME, M_RATES, M_INSIDER, M_UNICORN, M_BLITZ, \
    M_LOBBYIST, M_ZONES, M_NEWS, M_LOANS, M_SUSTAIN = (MOD[m] for m in MODULES)
