"""What the title menu offers, in order: enabling a finished feature is a one-line change here.

`scene` names the scene class as "module:Class" (built as `Class(app)`; a function of the
app that returns a scene works the same, as the game picker's do), imported only when used,
so start-up stays fast and this file imports nothing from the features. While it is None the
entry shows disabled with its `soon_tip`. `ready` optionally names a "module:function"
taking the app and returning whether the entry can be used now (e.g. is there a game to
continue?); while it returns False the entry shows disabled with `not_ready_tip`. `tip`
optionally names a "module:function" of the app returning the (key, params) tooltip of the
usable entry, or None (Continue names the game it resumes once there are several games).
`instead` optionally names an entry that takes this one's place (label, tooltip, scene) while
this one is not ready and that one is: with no game left to continue, Continue's place offers a
rematch of the last finished game.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.core.named import resolve

if TYPE_CHECKING:
    from game.scenes.scene import Scene


@dataclass(frozen=True)
class TitleEntry:
    id: str
    label: str
    scene: str | None = None
    soon_tip: str = "app.title.coming_soon"
    ready: str | None = None
    not_ready_tip: str = "app.title.not_ready"
    tip: str | None = None
    instead: TitleEntry | None = None

    def scene_class(self) -> Callable[[Any], Scene]:
        if self.scene is None:
            raise LookupError(f"title entry {self.id} has no scene yet")
        return resolve(self.scene)

    def ready_check(self) -> Callable[[Any], bool] | None:
        return resolve(self.ready) if self.ready else None

    def usable_tip(self, app: Any) -> tuple[str, dict[str, Any]] | None:
        return resolve(self.tip)(app) if self.tip else None



TITLE_ENTRIES: tuple[TitleEntry, ...] = (
    TitleEntry("new_game", "app.title.new_game", "game.scenes.game_picker:new_game"),
    TitleEntry("continue", "app.title.continue", "game.scenes.load_scene:ContinueScene",
               ready="game.scenes.player_files:can_continue",
               not_ready_tip="app.title.no_game_to_continue",
               tip="game.scenes.load_scene:continue_tip",
               instead=TitleEntry("rematch", "app.title.rematch",
                                  "game.scenes.rematch:rematch",
                                  ready="game.scenes.rematch:can_rematch",
                                  tip="game.scenes.rematch:rematch_tip")),
    TitleEntry("load", "app.title.load", "game.scenes.load_scene:load_screen"),
    TitleEntry("profiles", "app.title.profiles", "game.scenes.profiles_scene:ProfilesScene"),
    TitleEntry("settings", "app.title.settings", "game.scenes.settings_scene:SettingsScene"),
    TitleEntry("how_to_play", "app.title.how_to_play", "game.scenes.game_picker:how_to_play"),
    TitleEntry("quit", "app.title.quit", "game.scenes.quit_confirm:QuitConfirmScene"),
)
