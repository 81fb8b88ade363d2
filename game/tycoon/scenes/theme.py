"""Looks the app's theme lacks, added to it at run time: see-through hotspots laid over drawn
cards and cities, see-through stops over what is only read (players' panels, loan chips: no
hover light, a click there does nothing), and small buttons for the payday's loan cards. A
hotspot under the pointer or pressed wears the app theme's pale blue border; gold is the focus
ring's alone (game/ui/focus.py): a gold hover, and a gold flash on a press, looked like the
keyboard's focus (kit22, kit23)."""

from __future__ import annotations

HOTSPOT = "@tycoon_hotspot"
READ_SPOT = "@tycoon_read_spot"
SMALL_BUTTON = "@tycoon_small"
_CLEAR = "#00000000"
_PRESSED = "#9cc2f2"  # the app theme's hovered and active border

THEME = {
    HOTSPOT: {
        "colours": {
            "normal_bg": "#00000000", "hovered_bg": "#FFFFFF1C", "active_bg": "#FFFFFF30",
            "selected_bg": "#00000000", "disabled_bg": "#00000000",
            "normal_border": "#00000000", "active_border": _PRESSED,
            "selected_border": "#00000000", "disabled_border": "#00000000",
            "normal_text": "#00000000", "hovered_text": "#00000000",
            "disabled_text": "#00000000", "selected_text": "#00000000",
            "active_text": "#00000000",
        },
        "misc": {"border_width": "2", "shadow_width": "0", "shape": "rounded_rectangle",
                 "shape_corner_radius": "6"},
    },
    READ_SPOT: {
        "colours": {f"{state}_{part}": _CLEAR
                    for state in ("normal", "hovered", "active", "selected", "disabled")
                    for part in ("bg", "border", "text")},
        "misc": {"border_width": "2", "shadow_width": "0", "shape": "rounded_rectangle",
                 "shape_corner_radius": "6"},
    },
    SMALL_BUTTON: {
        "font": {"name": "noto_sans", "size": "14"},
        "misc": {"border_width": "1", "shape_corner_radius": "6"},
    },
}


def ensure_theme(manager) -> None:
    """Merge our entries into the app's theme once per manager."""
    theme = manager.get_theme()
    if not getattr(theme, "_tycoon_scene_theme", False):
        theme.load_theme(THEME)
        theme._tycoon_scene_theme = True
