"""The money deck: drawing with special cards set aside (§1.7, D7, D8) and the bands in which
the special cards are shuffled in at setup (§1.6 step 8, D6, D41).

The deck is a list with its top at the end. A special card's *gap* counts the money cards
above it in the deck as it was after setup; ``State.mdrawn`` counts the money cards drawn
since, so a special card still in the deck has ``gap - mdrawn`` money cards above it.
"""

from __future__ import annotations

from game.core.rng import below, shuffle
from game.speedtycoon.rules.data import (
    BLITZ_BAND_SHARE,
    CARD_KIND,
    CURRENT_RULES,
    NEWS,
    SCORING_BAND,
    SPECIAL_FIRST,
)
from game.speedtycoon.rules.events import DeckReshuffled, SpecialRevealed


def band_cards(remaining: int, blitz: bool, rules: int = CURRENT_RULES) -> int:
    """M: how many of the R cards left after setup carry the bands (Blitz: the first R/2,
    2R/3 under rules version 1), so that every scoring comes before the bag can run out."""
    if blitz:
        num, den = BLITZ_BAND_SHARE[rules]
        return remaining * num // den
    return remaining


def scoring_band(card: int, m: int) -> tuple[int, int]:
    """Gaps (inclusive) of a scoring card: band 1 (Startup) or 3 (VC) of five."""
    b = SCORING_BAND[card]
    return b * m // 5, (b + 1) * m // 5


def news_bands(m: int) -> list[tuple[int, int]]:
    """Gaps (inclusive) of the seven news sevenths."""
    return [(b * m // 7, (b + 1) * m // 7) for b in range(len(NEWS))]


def insert_specials(s, specials: list[tuple[int, int, int]]) -> None:
    """Shuffle each special card into a uniform gap of its band; cards in one gap keep a
    random order among themselves. ``specials`` are (card, lo, hi)."""
    rng = s.rng
    placed = []
    for card, lo, hi in specials:
        rng, g = below(rng, hi - lo + 1)
        rng, tie = below(rng, 1 << 30)
        placed.append((lo + g, tie, card))
    s.rng = rng
    s.bands = [x for special in specials for x in special]
    rebuild(s, placed)


def rebuild(s, placed: list[tuple[int, int, int]]) -> None:
    """Lay the deck out again with specials at (gap, tiebreak, card); the money cards keep
    their order. Gaps are in after-setup terms (see the module docstring)."""
    money = [c for c in s.deck if c < SPECIAL_FIRST]
    top_first = money[::-1]
    placed = sorted(placed)
    out = []
    i = 0
    for pos, card in enumerate(top_first):
        while i < len(placed) and placed[i][0] - s.mdrawn <= pos:
            out.append(placed[i][2])
            i += 1
        out.append(card)
    out.extend(p[2] for p in placed[i:])
    out.reverse()
    s.deck = out


def draw(s, events: list) -> int:
    """One money card from the top (-1 when deck and discard pile are both empty); special
    cards met on the way go to the turn's queue (D7), an empty deck takes the shuffled
    discard pile (D8)."""
    deck = s.deck
    while True:
        if not deck:
            if not s.discard:
                return -1
            deck = s.deck = s.discard
            s.discard = []
            s.rng = shuffle(deck, s.rng)
            events.append(DeckReshuffled(len(deck)))
        c = deck.pop()
        if c >= SPECIAL_FIRST:
            s.queue.append(c)
            s.revealed.append(c)
            bands = s.bands
            for i in range(0, len(bands), 3):
                if bands[i] == c:
                    del bands[i:i + 3]
                    break
            events.append(SpecialRevealed(CARD_KIND[c]))
            continue
        s.mdrawn += 1
        return c

