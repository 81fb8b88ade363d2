"""Write PNGs of every How-to-play page of Speedtycoon and each step of its guided turn, in
every language:

    SDL_VIDEODRIVER=dummy .venv/bin/python -m tests.speedtycoon_scenes.render_howto /tmp/st_howto
"""

from __future__ import annotations

import sys
from pathlib import Path

from game.speedtycoon.howto.guided import GuidedTable
from game.speedtycoon.howto.howto_scene import SpeedtycoonHowTo
from tests.languages import languages_of_game
from tests.support.howto import write_howto_pngs

if __name__ == "__main__":
    write_howto_pngs(Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/st_howto"),
                     languages_of_game("speedtycoon"), SpeedtycoonHowTo, GuidedTable)
