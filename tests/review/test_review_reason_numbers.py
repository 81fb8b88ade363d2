"""A swing card's reason says what its numbers count (reviewplay, 7 December).

Played as a person who lost: Speedtycoon's biggest swing read "A computer in Player 1's seat
grows the highway ring to 1." / "… verlängert den Autobahnring auf 1." (the "1." wrapped
alone onto the card's last line at 1920 x 1080) / «… удлиняет кольцевую автостраду до 1.»:
a bare number, neither what it counts nor why it is worth anything. The reason now names the
ring's sections on the city's edge, as the how-to does, and that every scoring pays a point
a section. The card shows the reason through the game's kit (`review_reason`), the same
words as the board's news line.
"""

from __future__ import annotations

import pytest

from game.speedtycoon.scenes.words import review_reason

#: The how-to's own word for what the ring is counted in (speedtycoon_howto: chapter "ring").
SECTION = {"en": "section", "de": "Abschnitt", "ru": "участ"}
SCORING = {"en": "scoring", "de": "Bewertung", "ru": "подсчёт"}


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_the_ring_reason_names_what_its_length_counts(lang):
    words = review_reason(None, "speedtycoon.reason.ring", {"length": 1}, lang,
                          ["Player 1", "Blue (normal)"])
    assert "1" in words
    assert SECTION[lang] in words, words
    assert SCORING[lang] in words, words
