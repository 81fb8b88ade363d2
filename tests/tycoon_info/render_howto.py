"""Write PNGs of every How-to-play page and each step of the guided turn, in both languages:

    SDL_VIDEODRIVER=dummy .venv/bin/python -m tests.tycoon_info.render_howto /tmp/howto_pngs
"""

from __future__ import annotations

import sys
from pathlib import Path

from game.tycoon.howto.guided import GuidedTurnScene
from game.tycoon.howto.howto_scene import HowToPlayScene
from tests.support.howto import write_howto_pngs

if __name__ == "__main__":
    write_howto_pngs(Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/howto_pngs"),
                     ("de", "en"), HowToPlayScene, GuidedTurnScene)
