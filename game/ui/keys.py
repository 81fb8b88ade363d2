"""Keys every board reads alike, so a player's habit from one game works in the others."""

from __future__ import annotations

import pygame

#: Modifiers that turn a letter into another shortcut (Shift does not: Caps Lock, a held Shift).
SHORTCUT_MODS = pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META


def is_undo(event: pygame.event.Event) -> bool:
    """U alone, or Ctrl+Z as in every editor: the undo keys of every board. The event's
    modifiers decide, so a board must pass the event, not only its key (the property boards
    read U but never Ctrl+Z)."""
    if event.type != pygame.KEYDOWN:
        return False
    mods = event.mod & SHORTCUT_MODS
    if event.key == pygame.K_z:
        return bool(mods & pygame.KMOD_CTRL) and not mods & (pygame.KMOD_ALT | pygame.KMOD_META)
    return event.key == pygame.K_u and not mods
