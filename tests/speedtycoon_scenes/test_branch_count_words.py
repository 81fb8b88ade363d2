"""A market building's card says what it does to the person's count of its branch. In German
"Deine %{branch} ginge …" read "Deine Finanzen ginge von 0 auf 1" (play-test speedpolish, de,
1920x1080): a plural branch with a singular verb. The line now names the branch first, with no
verb that has to agree with it, for every branch."""

from __future__ import annotations

from game.core.i18n import load_translations, translate
from game.core.paths import locales_dir
from game.speedtycoon.rules.data import BRANCHES
from game.speedtycoon.scenes import words


def test_the_german_branch_count_reads_right_for_every_branch():
    load_translations(locales_dir())

    def say(key, **params):
        return translate(key, "de", **params)

    for name in BRANCHES:
        branch = words.branch(say, name)
        for key, extra in (("branch_alone", {}), ("branch_rival", {"leader": "Rot (normal)",
                                                                    "count": 4})):
            line = say(f"speedtycoon_play.info.{key}", branch=branch, before=1, after=2, **extra)
            assert line.startswith(f"{branch}: bei dir von 1 auf 2"), line
            assert "ginge" not in line and "Deine" not in line, line
