"""Every player-facing string literal in the Qt interface goes through ``tr()`` (issue 28: the app runs fully in
the second language). An AST walk over ``grail_desktop/ui`` finds the string constants and f-string parts handed
to the calls that put words on screen (labels, buttons, tooltips, titles, accessible names, status-bar messages,
message boxes, painted text, the table's message signal …) that are not inside ``tr()`` / ``tr_noop()``.

Words without letters (``"<br>"``, ``" · "``, ``"■"``), markup and ``{placeholders}`` are not text. The allow-list
below is short and says why each entry is not translated."""

from __future__ import annotations

import ast
import re
from pathlib import Path

UI = Path(__file__).resolve().parents[2] / "grail_desktop" / "ui"

#: Calls (by method or function name) whose string arguments reach the player.
SINKS = frozenset(
    {
        # Qt setters
        "setText",
        "setToolTip",
        "setWindowTitle",
        "setPlaceholderText",
        "setAccessibleName",
        "setAccessibleDescription",
        "setStatusTip",
        "setWhatsThis",
        "setTitle",
        "setSubTitle",
        "setLabelText",
        "setInformativeText",
        "setTabText",
        "setTabToolTip",
        "setFormat",
        "setPrefix",
        "setSuffix",
        "setSpecialValueText",
        "setHorizontalHeaderLabels",
        "setHeaderLabels",
        "setButtonText",
        "addTab",
        "insertTab",
        "addButton",
        "addMenu",
        "addRow",
        "showMessage",
        "drawText",
        "showText",
        "getExistingDirectory",
        "getOpenFileName",
        "getSaveFileName",
        # Qt constructors and static message boxes
        "QLabel",
        "QPushButton",
        "QToolButton",
        "QAction",
        "QCheckBox",
        "QRadioButton",
        "QGroupBox",
        "QMenu",
        "QToolBar",
        "QListWidgetItem",
        "QGraphicsSimpleTextItem",
        "information",
        "warning",
        "critical",
        "question",
        "about",
        # the interface's own helpers that show their text (titles, labels, prompts, banners)
        "ask",
        "ask_name",
        "ask_save_changes",
        "settle_unsaved",
        "_action",
        "_group",
        "_label",
        "_answer",
        "_mark",
        "_text",
        "set_full_text",
        "set_banner",
        "set_label",
        "set_entry_enabled",
        "set_autosave",
        "show_steps",
        "show_scores",
        "show_for",
        "WrapButton",
        "ClosedAction",
        "SheetLabel",
        "CardSheet",
        "OptionButton",
        "TextItem",
        "PileItem",
    }
)
#: Signals whose text lands in the status bar or on the board (``self.message.emit("…")``).
TEXT_SIGNALS = frozenset({"message", "failed", "illegal_drop"})
#: Receivers of a sink name that are not Qt widgets (``logging``'s ``warning`` and the like).
NOT_WIDGETS = frozenset({"_log", "log", "logger", "logging", "warnings"})
MARKERS = frozenset({"tr", "tr_noop"})
#: Calls whose string arguments are notations, ids or keys, never shown as they are.
#: ``Standard("New")`` names a QKeySequence.StandardKey (main_window.py, bound after the first frame).
NOT_TEXT = frozenset(
    {"why", "why_not", "is_legal", "illegal_reason", "describe", "get", "setObjectName", "asset", "Standard"}
)
#: An id, a key, a role, a colour or a file suffix handed to a helper beside its text (``"muted"``,
#: ``"actionNew"``, ``"join:"``, ``"Ctrl+K"``, ``"#9aa6b0"``, ``".toml"``): no spaces, never a sentence.
ID_LIKE = re.compile(r"[a-z][A-Za-z0-9]*(?:[-_:.][A-Za-z0-9]*)*:?|#[0-9a-fA-F]{3,8}|Ctrl\+.+|F\d+|\.\w+")

#: (file under ui/, literal text): why it stays as it is.
ALLOWED: dict[tuple[str, str], str] = {
    ("application.py", "Grail Desktop"): "the program's name",
    ("coach.py", '<a style="color: #f2d36b;" '): "markup: the colour of the guide's links",
}


def _name(func: ast.expr) -> str:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return ""


def _is_sink(call: ast.Call) -> bool:
    name = _name(call.func)
    if name == "emit":
        owner = call.func.value if isinstance(call.func, ast.Attribute) else None
        return _name(owner) in TEXT_SIGNALS if owner is not None else False
    if name not in SINKS:
        return False
    owner = call.func.value if isinstance(call.func, ast.Attribute) else None
    if isinstance(owner, ast.Call) and _name(owner.func) == "getLogger":  # logging.getLogger(…).warning(…)
        return False
    return not (isinstance(owner, ast.Name) and owner.id in NOT_WIDGETS)


def _words(text: str) -> bool:
    """Whether ``text`` holds words (markup, entities and placeholders removed)."""
    return re.search(r"[A-Za-z]{2,}", re.sub(r"<[^>]*>|&\w+;|\{[^{}]*\}|%n", " ", text)) is not None


def _literals(node: ast.AST, marked: set[int]) -> list[tuple[int, str]]:
    """The string literals under ``node`` that are not inside a ``tr()`` call (``marked``: ids of nodes that
    are)."""
    found = []
    for sub in ast.walk(node):
        if id(sub) in marked:
            continue
        if (
            isinstance(sub, ast.Constant)
            and isinstance(sub.value, str)
            and _words(sub.value)
            and not ID_LIKE.fullmatch(sub.value)
        ):
            found.append((sub.lineno, sub.value))
    return found


def _marked_nodes(tree: ast.AST) -> set[int]:
    """Ids of every node inside a ``tr()`` / ``tr_noop()`` call (or a call that takes a notation or an id)."""
    marked: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and _name(node.func) in MARKERS | NOT_TEXT:
            marked.update(id(sub) for sub in ast.walk(node))
    return marked


def unmarked_strings(root: Path = UI) -> list[str]:
    """``"file:line: text"`` of every player-facing literal outside ``tr()`` in the interface."""
    problems = []
    for path in sorted(root.rglob("*.py")):
        rel = path.relative_to(root).as_posix()
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        marked = _marked_nodes(tree)
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and _is_sink(node)):
                continue
            for arg in [*node.args, *(k.value for k in node.keywords if k.arg not in ("objectName",))]:
                for line, text in _literals(arg, marked):
                    if (rel, text) not in ALLOWED:
                        problems.append(f"{rel}:{line}: {text!r}")
    return sorted(set(problems))


def test_every_player_facing_string_in_the_interface_is_marked_for_translation() -> None:
    problems = unmarked_strings()
    assert problems == [], "not marked with tr():\n" + "\n".join(problems)


def test_the_walk_finds_an_unmarked_label_and_passes_a_marked_one(tmp_path: Path) -> None:
    """The check itself: a bare literal, an f-string and a literal beside ``tr()`` are found; ``tr()``, markup,
    ``str.format`` over ``tr()`` and logging are not."""
    (tmp_path / "sample.py").write_text(
        "from grail_desktop.ui.i18n import tr\n"
        "label.setText('Choose a seat')\n"
        "label.setToolTip(f'{n} cards left')\n"
        "self.message.emit('Saved: ' + tr('the campaign'))\n"
        "box = QLabel(tr('Seats'))\n"
        "label.setText('<br>'.join(lines))\n"
        "label.setText('<b>{}</b>'.format(tr('Day {day}').format(day=3)))\n"
        "_log.warning('could not read %s', path)\n"
        "self.chosen.emit(f'choose {n}')\n"
        "self._group(tr('Tonight'), 'muted')\n",
        encoding="utf-8",
    )
    found = unmarked_strings(tmp_path)
    assert [f.split(": ", 1)[1] for f in found] == ["'Choose a seat'", "' cards left'", "'Saved: '"]
    assert all(f.startswith("sample.py:") for f in found)
