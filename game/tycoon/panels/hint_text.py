"""The hint panel's words: the suggested plan as a numbered list (done steps dimmed, the step to
take now in gold, the glow on the board points at it), the reason spoken to the player, and the
game's hint count, claimed for the profile's record only when a profile records it."""

from __future__ import annotations

import html

from game.tycoon.info.advice import HintPlan
from game.tycoon.panels.words import Words
from game.ui.palette import DIM_TEXT, GOLD

AI_REASONS = "tycoon_ai.reason."
#: The computer's reasons speak of it ("reopens its closed hotel"); a hint speaks to you.
HINT_REASONS = "tycoon_info.hint.why."


def hint_reason_key(key: str) -> str:
    """The second-person wording of a computer's reason key."""
    return HINT_REASONS + key.removeprefix(AI_REASONS) if key.startswith(AI_REASONS) else key


def _hex(colour: tuple[int, ...]) -> str:
    return "#{:02x}{:02x}{:02x}".format(*colour[:3])


def hint_html(words: Words, status: str | None, plan: HintPlan | None, step: int,
              reason: tuple[str, dict] | None, count: int, profile: str | None) -> str:
    """`status`: a tycoon_info.hint.* key shown instead of the plan (not your turn, thinking,
    failed), or None to show `plan` with `step` the one to take now."""
    parts: list[str] = []
    if status is not None or plan is None:
        parts.append(html.escape(words.t(status or "tycoon_info.hint.thinking")))
    else:
        for number, item in enumerate(plan.steps, start=1):
            line = html.escape(words.t("tycoon_info.hint.step", number=number,
                                       step=words(item.text)))
            if number - 1 < step:
                line = f"<font color='{_hex(DIM_TEXT)}'>{line}</font>"
            elif number - 1 == step:
                line = f"<font color='{_hex(GOLD)}'><b>{line}</b></font>"
            parts.append(line)
        if reason is not None:
            key, params = reason
            said = words((hint_reason_key(key), params))
            parts.append(html.escape(words.t("tycoon_info.hint.because", reason=said)))
    counted = words.t("tycoon_info.hint.counted_for" if profile else "tycoon_info.hint.counted",
                      count=count)
    parts.append(f"<i>{html.escape(counted)}</i>")
    return "<br>".join(parts)
