"""What one seat may see (public_view) and a copy with the hidden order redrawn
(determinize), design §5.

Hidden are only the order of the money deck and of the bag, which news card lies in which
seventh, and the RNG's future draws. Hands, contracts, planning and the fund are open (D4,
D31). The band of every unrevealed special card is public, so determinize keeps each scoring
card inside the untouched rest of its band and deals the unrevealed news cards over the
untouched rest of the unrevealed sevenths.
"""

from __future__ import annotations

from random import Random

from game.core.rng import below, reseed, shuffle
from game.speedtycoon.rules import deck, geometry
from game.speedtycoon.rules.data import CARD_KIND, NEWS_FIRST, SPECIAL_FIRST
from game.speedtycoon.rules.phases import PHASE_NAMES


def public_view(s, observer: int) -> dict:
    if not 0 <= observer < s.n:
        raise ValueError(f"observer {observer} is not a seat of this game")
    bands = s.bands
    specials = []
    for i in range(0, len(bands), 3):
        card, lo, hi = bands[i:i + 3]
        specials.append([CARD_KIND[card] if card < NEWS_FIRST else "news", lo, hi])
    specials.sort()
    return {
        "observer": observer,
        "phase": PHASE_NAMES[s.phase],
        "turn": s.turn, "asked": s.asked, "turn_no": s.turn_no, "start": s.start,
        "modules": s.mods,
        "deck_size": len(s.deck), "money_in_deck": sum(1 for c in s.deck if c < SPECIAL_FIRST),
        "money_drawn": s.mdrawn,
        "discard": sorted(s.discard), "display": list(s.display),
        "bag_size": len(s.bag), "bag_contents": sorted(s.bag),
        "market": list(s.market),
        "hands": [sorted(h) for h in s.hands],
        "planning": [list(p) for p in s.planning],
        "empires": [[[*geometry.xy(c), t] for c, t in sorted(e.items())] for e in s.emp],
        "tunnel_joints": [sorted(t) for t in s.tun],
        "tunnels": list(s.tunnels), "tips": list(s.tips), "loans": list(s.loans),
        "lobby_slot": list(s.lobby_slot), "lobby_rest": list(s.lobby_rest),
        "lobby_queue": list(s.lobby_queue),
        "home": list(s.home), "contracts": [list(c) for c in s.contracts],
        "fund": list(s.fund), "score": list(s.score), "unicorn": list(s.unicorn),
        "scorings": s.scorings, "rates": [s.strong, s.weak],
        "news": {"oil": s.oil, "rally": s.rally, "strike": s.strike,
                 "strike_place": s.strike_place, "tech_boom": s.boom_t,
                 "building_boom": s.boom_w},
        "specials_in_deck": specials, "revealed": list(s.revealed), "queue": list(s.queue),
        "tray": list(s.tray), "handout": [list(h) for h in s.handout],
        "end_order": list(s.end_order), "idle": s.idle, "dry": s.dry, "bought": s.bought,
        "ended": s.ended,
    }


def determinize(s, observer: int, rng: Random | int):
    if not 0 <= observer < s.n:
        raise ValueError(f"observer {observer} is not a seat of this game")
    c = s.clone()
    state = reseed(rng)
    c.bag.sort()
    state = shuffle(c.bag, state)
    c.deck = sorted(x for x in c.deck if x < SPECIAL_FIRST)
    state = shuffle(c.deck, state)
    bands = c.bands
    entries = [bands[i:i + 3] for i in range(0, len(bands), 3)]
    news_cards = [e[0] for e in entries if e[0] >= NEWS_FIRST]
    state = shuffle(news_cards, state)
    it = iter(news_cards)
    specials = []
    for card, lo, hi in entries:
        if card >= NEWS_FIRST:
            card = next(it)
        specials.append((card, max(lo, c.mdrawn), hi))
    c.rng = state
    placed = []
    for card, lo, hi in specials:
        c.rng, g = below(c.rng, hi - lo + 1)
        c.rng, tie = below(c.rng, 1 << 30)
        placed.append((lo + g, tie, card))
    c.bands = [x for e in entries for x in e]
    for i, (card, _lo, _hi) in enumerate(specials):
        c.bands[3 * i] = card
    deck.rebuild(c, placed)
    c._legal = None
    return c
