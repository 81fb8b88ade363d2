"""What the How-to-play tests and PNG writers of every game share: a picture's colour count,
the book's pages turned there and back, and the PNGs of every page and guided step (the
books and guided turns are one shared piece, game/scenes/howto_book.py and guided_turn.py), the
coach's text as it is read, and whether a text asks for a click where a key does the step too."""

from __future__ import annotations

import html
import tempfile
import time
from pathlib import Path

import pygame

from game.app import App

#: Words that ask for the mouse (or a finger): a step that Enter or a key does too asks to
#: choose or press instead (the boards since speedkeys2 and keylate, the lessons since
#: lessons21).
CLICK_WORDS = ("click", "tap ", "klick", "antipp", "щёлк", "щелк", "нажмите на")

STEP_WAIT = 60.0
"""Seconds a guided step may wait for the computer's turn at the most (a worker process)."""


def asks_for_a_click(text: str) -> bool:
    return any(word in text.lower() for word in CLICK_WORDS)


def coach_says(guide) -> str:
    """The guide's coach text as a person reads it."""
    return html.unescape(guide.text.html_text.replace("<br>", "\n"))


def distinct_colours(surface: pygame.Surface) -> int:
    """The colours of the picture scaled to 86x30: a drawn picture has many, a blank few."""
    small = pygame.transform.scale(surface, (86, 30))
    return len({small.get_at((x, y))[:3] for x in range(86) for y in range(30)})


def turn_pages_there_and_back(app: App, book) -> None:
    """Right, Next and Page Down turn the first three pages on, Prev, Left and Page Up back
    to the first: each page asserted as it is reached."""
    app.press_key(pygame.K_RIGHT)
    assert book.page == 1
    app.click(book.next)
    assert book.page == 2
    app.press_key(pygame.K_PAGEDOWN)
    assert book.page == 3
    app.click(book.prev)
    assert book.page == 2
    app.press_key(pygame.K_LEFT)
    app.press_key(pygame.K_PAGEUP)
    assert book.page == 0


def write_howto_pngs(out: Path, languages, book_class, guide_class) -> None:
    """For each language, in a fresh headless app: a PNG of every page of the book
    (`howto_<page>_<chapter>_<lang>.png`), then of every step of the guided turn
    (`guide_<step>_<lang>.png`), each step done once the game is ready for it."""
    out.mkdir(parents=True, exist_ok=True)
    for lang in languages:
        with tempfile.TemporaryDirectory() as tmp:
            app = App.headless(Path(tmp), language=lang)
            app.settings.animation_speed = "instant"
            try:
                book = app.scenes.push(book_class(app))
                for page, chapter in enumerate(book.chapters):
                    book.show(page)
                    app.run_frames(2)
                    name = f"howto_{page}_{chapter.id}_{lang}.png"
                    pygame.image.save(app.screen, str(out / name))
                guide = app.scenes.push(guide_class(app))
                for step in guide.steps:
                    app.run_frames(3)
                    pygame.image.save(app.screen, str(out / f"guide_{step.name}_{lang}.png"))
                    if step is guide.steps[-1]:
                        break
                    until = time.monotonic() + STEP_WAIT
                    while not guide.ready() and time.monotonic() < until:
                        app.step(0.05)
                    guide.advance()
            finally:
                app.close()
    print(f"wrote PNGs to {out}")
