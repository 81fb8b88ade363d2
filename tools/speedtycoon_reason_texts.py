"""Every reason Speedtycoon's computers give in seeded computers-only games, in words, for a
native reader of each language to read (speedwords: "das Gebäude (Industrie) in Tokio").

    .venv/bin/python tools/speedtycoon_reason_texts.py [--langs de en ru] [--level normal]
        [--games 4:11:tycoon 2:12:tycoon ...] [--each 3]

A game is players:seed:type. Each reason key is printed with how often it came, then up to
`--each` different params (with the game and plan that gave them), each in every language as
the table's news line and the review say it (`words.reason`, the seats' names filled in).
Keys no game met are listed at the end.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.core.i18n import load_translations, translate  # noqa: E402
from game.core.paths import locales_dir  # noqa: E402
from game.speedtycoon.bot import choose_plan  # noqa: E402
from game.speedtycoon.rules import new_game  # noqa: E402
from game.speedtycoon.scenes import words  # noqa: E402

NAMES = ["Jürgen", "Anna", "Green (hard)", "Mia"]
GAMES = ("4:11:tycoon", "2:12:tycoon", "3:5:tycoon", "2:7:classic", "3:9:modern",
         "4:3:tycoon", "2:21:tycoon")


def collect(games: list[str], level: str, plans: int = 400) -> dict[str, list]:
    """{key: [(game, plan number, params)]} over every plan of every game."""
    seen: dict[str, list] = defaultdict(list)
    for game in games:
        players, seed, game_type = game.split(":")
        state = new_game(int(players), int(seed), {"game_type": game_type})
        for k in range(plans):
            if state.is_terminal():
                break
            decision = choose_plan(state, state.current_player, level, seed=k)
            key, params = decision.reason
            seen[key].append((game, k, params))
            for action in decision.plan:
                state.apply(action)
    return seen


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--langs", nargs="+", default=["de", "en", "ru"])
    parser.add_argument("--level", default="normal")
    parser.add_argument("--games", nargs="+", default=list(GAMES))
    parser.add_argument("--each", type=int, default=3)
    args = parser.parse_args()
    load_translations(locales_dir())
    seen = collect(args.games, args.level)
    for key in sorted(seen):
        print(f"## {key}  ({len(seen[key])})")
        shown: set[str] = set()
        for game, k, params in seen[key]:
            sig = json.dumps(params, sort_keys=True, ensure_ascii=False)
            if sig in shown or len(shown) >= args.each:
                continue
            shown.add(sig)
            players = int(game.split(":")[0])
            print(f"  {sig}  [{game}, plan {k}]")
            for lang in args.langs:
                def say(text_key: str, lang: str = lang, **p) -> str:
                    return translate(text_key, lang, **p)
                print(f"    {lang}: {words.reason(say, key, params, NAMES[:players])}")
    english = json.loads((locales_dir() / "speedtycoon.en.json").read_text("utf-8"))
    missing = sorted(f"speedtycoon.reason.{k}" for k in english["en"]["reason"]
                     if f"speedtycoon.reason.{k}" not in seen)
    print("not met:", ", ".join(missing) or "none")


if __name__ == "__main__":
    main()
