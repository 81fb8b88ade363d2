"""How to play, for each property game: the shared book (game/scenes/howto_book.py) with the
chapters of game/property/howto/chapters.py for the entry's ruleset, and its guided turn.

The two classes differ only in the ruleset they name, as the two entries do
(game/property/entry.py)."""

from __future__ import annotations

from game.property.howto.chapters import chapters
from game.property.howto.pictures import Pictures
from game.property.rules.rulesets import RULESETS
from game.scenes.howto_book import BookWords, Chapter, HowToBook
from game.scenes.player_files import person_name
from game.scenes.scene import Scene


class PropertyHowTo(HowToBook):
    ruleset = ""
    words = BookWords("property_howto.book.heading", "property_howto.book.guided_tip")

    def __init__(self, app, page: int = 0) -> None:
        super().__init__(app, page)
        self.rs = RULESETS[self.ruleset]
        self._book: tuple[str, tuple[Chapter, ...]] | None = None

    @property
    def chapters(self) -> tuple[Chapter, ...]:
        """Made for the current language (the texts are filled in with the ruleset's names
        and numbers, so a language switch makes them anew)."""
        language = self.app.settings.language
        if self._book is None or self._book[0] != language:
            draw = {name: (lambda pictures, name=name: pictures.draw[name]())
                    for name in Pictures.CHAPTERS}
            self._book = (language, chapters(self.rs, self.app.tr, language, draw))
        return self._book[1]

    def make_pictures(self) -> Pictures:
        return Pictures(self.rs, self.app.tr, person_name(self.app))

    def guided_scene(self) -> Scene:
        from game.property.howto.guided import guided_board

        return guided_board(self.app, self.ruleset)


class KrakenBayHowTo(PropertyHowTo):
    ruleset = "kraken_bay"


class MenedzherHowTo(PropertyHowTo):
    ruleset = "menedzher"
