"""Writes assets/fonts/glyphs-{Regular,Bold}.otf: the few signs the house's Noto Sans lacks
(the Yuan sign 元 and the strong/weak marks ▲ ▼), cut out of the Noto Sans SC
that pygame-gui ships (SIL Open Font License, kept beside the output).

Why a subset: the frozen app drops pygame-gui's 8 MB CJK fonts to stay under 60 MB, yet
Speedtycoon's third currency is 元; three glyphs cost a few kilobytes. Run it again
(`PYTHONPATH=. python tools/make_glyph_font.py`, needs fonttools) only when
game/ui/fonts.py's GLYPHS change.
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path

from fontTools import subset

from game.ui.fonts import GLYPH_FILES, GLYPHS

OUT = Path(__file__).resolve().parent.parent / "assets" / "fonts"
SOURCES = {False: "NotoSansSC-Regular.otf", True: "NotoSansSC-Bold.otf"}


def write_licence(data) -> None:
    """The source font's own copyright line, then the OFL text pygame-gui ships."""
    from fontTools.ttLib import TTFont

    with resources.as_file(data / SOURCES[False]) as source:
        notice = TTFont(str(source))["name"].getDebugName(0)
    ofl = (data / "licenses" / "NotoSans-LICENSE.txt").read_text(encoding="utf-8")
    body = ofl[ofl.index("This Font Software"):]
    (OUT / "glyphs-LICENSE.txt").write_text(
        f"glyphs-*.otf: a subset of Noto Sans SC ({GLYPHS}).\n{notice}\n\n{body}",
        encoding="utf-8")


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    data = resources.files("pygame_gui.data")
    for bold, name in SOURCES.items():
        with resources.as_file(data / name) as source:
            options = subset.Options()
            options.name_IDs = ["*"]
            options.notdef_outline = True
            font = subset.load_font(str(source), options)
            subsetter = subset.Subsetter(options)
            subsetter.populate(text=GLYPHS)
            subsetter.subset(font)
            subset.save_font(font, str(OUT / GLYPH_FILES[bold]), options)
    write_licence(data)
    for bold in SOURCES:
        path = OUT / GLYPH_FILES[bold]
        print(f"{path.name}: {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
