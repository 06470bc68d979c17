"""The text mode's ``help``: the rules in short (:mod:`grail_desktop.app.veil.rules_summary`) and the commands."""

from __future__ import annotations

from grail_desktop.app.i18n import tr, tr_noop
from grail_desktop.app.veil.rules_summary import rules_summary as _summary
from grail_desktop.engine.veil.state import Mode

COMMANDS = tr_noop(
    "Commands: type the number of a choice; 'back' leaves a card's sub-menu before you confirm it; "
    "'undo' takes back your last step (not past a card drawn, a reveal or an exploration); "
    "'save' writes the match's save ('save FILE' a copy elsewhere); 'checkpoint NAME' marks a checkpoint to "
    "go back to; the match is also autosaved every round; 'help' shows this page; 'quit' leaves."
)


def rules_summary(mode: Mode) -> list[str]:
    """The rules of a match in ``mode`` as short paragraphs, then the text mode's commands."""
    return [*_summary(mode), tr(COMMANDS)]
