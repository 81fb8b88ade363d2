"""A computer's reason is the end of a sentence that its frame begins (the news line and a
trade's note "Blue rejects, as …", the hint "A computer in your seat …", the review's card "A
computer in Anna's seat …"): the frame ends it with a full stop, once, for every reason of every
level. Play-test (Kraken Bay, trade panel): Easy's reasons ended without one, under "Blue
rejected your offer." and the rules' refusals, which have theirs. Tycoon's news line ("Blue
builds … (click for the moves)", or bare when the hint would wrap) had none either; its hint
is a parenthesis inside the sentence, so the full stop follows it."""

from __future__ import annotations

import pytest

from tests.scenes.test_computer_news_colons import LANGS, text

#: Each game's computers' reasons and the frames they are said in: (namespace, key path).
FRAMES = {
    "property_bot": (("match", "board", "computer_move"), ("property_board", "hint", "said"),
                     ("review", "ui", "why")),
    "speedtycoon": (("match", "board", "computer_move"), ("review", "ui", "why")),
    "tycoon_ai": (("review", "ui", "why"), ("tycoon_play", "board", "computer_move"),
                  ("tycoon_play", "board", "computer_move_bare")),
}


def every_reason(reasons: str, language: str):
    """Every reason text of the file, each plural form on its own: (key, text)."""
    for key, reason in text(reasons, language, "reason").items():
        for form in reason.values() if isinstance(reason, dict) else [reason]:
            yield key, form


@pytest.mark.parametrize("language", LANGS)
@pytest.mark.parametrize("reasons", sorted(FRAMES))
def test_every_computer_reason_is_said_with_one_full_stop(reasons, language):
    wrong = []
    for namespace, *path in FRAMES[reasons]:
        frame = text(namespace, language, *path)
        for key, form in every_reason(reasons, language):
            said = frame.replace("%{player}", "Blue").replace("%{reason}", form)
            if not said.endswith(".") or said.endswith(".."):
                wrong.append(f"{namespace}.{'.'.join(path)} / {key}: {said}")
    assert wrong == []


@pytest.mark.parametrize("language", LANGS)
def test_tycoons_plain_reason_says_what_the_computer_does(language):
    """A reason goes on from the player's name: Tycoon's plain one was a noun ("Blue the move
    with the best prospects.", "A computer in Anna's seat the move with …"); it now says what
    the computer does, with the verb Speedtycoon's plain reason has."""
    tycoon = text("tycoon_ai", language, "reason", "best_value")
    speedtycoon = text("speedtycoon", language, "reason", "best_value")
    assert tycoon.split()[0] == speedtycoon.split()[0], tycoon
