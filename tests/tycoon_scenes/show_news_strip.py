"""The news strip of a real Tycoon game in a real window, for docs/screenshots (house rule 5):

    Xvfb :62 -screen 0 1280x800x24 &
    for l in de en ru; do DISPLAY=:62 .venv/bin/python -m tests.tycoon_scenes.show_news_strip \\
        $l /tmp/strip; done
    convert /tmp/strip/{de,en}_person.png /tmp/strip/{de,en}_news.png \\
        /tmp/strip/{de,en}_computer.png /tmp/strip/ru_{person,news,computer}.png -append \\
        docs/screenshots/tycoon_news_strip_de_en_ru.png

Anna plays against two Normal computers (named by the game in the board's language); the
strip is saved from the screen when it says Anna's turn once the news has faded (`person`),
when a computer's move with its click hint shows (`news`: the ru line keeps to one line) and
when a computer's turn is calm (`computer`). The window must be 1280x800: the synthetic
person clicks at canvas positions.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

from tests.tycoon_scenes.window import board_against, window_app

HINT = {"de": "(L oder Klick zeigt die Züge)", "en": "(L or click for the moves)",
        "ru": "(L или щелчок — ходы)"}
STRIP = pygame.Rect(0, 666, 880, 80)
SHOWN = 40  # frames a computer's news has stood before it is saved


def main(lang: str, out: Path) -> int:
    from tests.tycoon_scenes.autoplay import play_human_turn, play_payday

    app = window_app(lang, speed="fast", confirm_end_turn=False)
    board = board_against(app, 5, ("", "blue", "normal"), ("", "yellow", "normal"))
    out.mkdir(parents=True, exist_ok=True)
    got: set[str] = set()
    shown = 0

    def save(name: str) -> None:
        pygame.image.save(app.screen.subsurface(STRIP), str(out / f"{lang}_{name}.png"))
        got.add(name)

    while len(got) < 3 and not board.match.state.is_terminal():
        app.run_frames(1)
        news = board.toast.text
        in_strip = board.payday is None and board.news_rect is not None
        shown = shown + 1 if news and HINT[lang] in news and len(news) >= 60 and in_strip else 0
        if shown == SHOWN and "news" not in got:
            save("news")
        if news is None and in_strip and not board.view.busy:
            kind = {0: "person", 1: "computer"}.get(board.model.current)
            if kind is not None and kind not in got:
                save(kind)
        if board.payday is not None and not board.view.busy:
            play_payday(app, board)
        elif board.human_turn() and not board.view.busy and "person" in got:
            play_human_turn(app, board)
    app.close()
    return 0 if len(got) == 3 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], Path(sys.argv[2])))
