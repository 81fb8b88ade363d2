"""Which SDL renderer to ask for before the window opens.

On Linux without a GPU (a virtual machine, a remote desktop, Xvfb) SDL first tries OpenGL:
it loads Mesa's software rasteriser, LLVM included, only to draw on the CPU after all. That
detour cost ~100 ms of every start (measured under Xvfb: `set_mode` 118 ms with it, 24 ms
without). Going straight to SDL's software renderer and X11's own window buffer draws the same
pixels. A machine with a GPU device, or a player who set these variables, keeps their choice.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

SOFTWARE_HINTS = {"SDL_RENDER_DRIVER": "software", "SDL_FRAMEBUFFER_ACCELERATION": "0"}
#: Device nodes through which Linux offers a GPU: DRM (Intel, AMD, Nouveau, NVIDIA's DRM
#: module) and WSL2's DirectX bridge.
GPU_NODES = (("dri", "card*"), ("dri", "renderD*"), (".", "dxg"))


def has_gpu(dev: Path = Path("/dev")) -> bool:
    return any(any((dev / folder).glob(pattern)) for folder, pattern in GPU_NODES)


def apply_render_hints(platform: str = sys.platform, dev: Path = Path("/dev")) -> dict[str, str]:
    """Set the software hints where they help; returns the ones it set."""
    if not platform.startswith("linux") or has_gpu(dev):
        return {}
    chosen = {name: value for name, value in SOFTWARE_HINTS.items() if name not in os.environ}
    os.environ.update(chosen)
    return chosen
