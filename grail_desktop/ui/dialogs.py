"""Small dialogs of the app shell: About, Settings, and the app's own questions (``ask``, the unsaved-progress
question ``ask_save_changes``, ``ask_name``). The Rules reference lives in ``rules_reference``."""

from __future__ import annotations

from typing import Literal

from PySide6.QtCore import Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QMessageBox,
    QSlider,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from grail_desktop import __version__
from grail_desktop.app.i18n import LANGUAGES, system_language
from grail_desktop.app.settings import MAX_REVEAL_SECONDS, THEMES, Preferences
from grail_desktop.resources import asset
from grail_desktop.ui.i18n import tr
from grail_desktop.ui.theme import THEME_NAMES

__all__ = ["SettingsDialog", "ask", "ask_name", "ask_save_changes", "show_about"]


def about_html() -> str:
    """The About box's text (version, credits, licences) in the interface language."""
    licences = [
        tr("Grail Desktop: MIT licence."),
        tr("EB Garamond (Georg Duffner): SIL Open Font License 1.1."),
        tr("DejaVu Sans: Bitstream Vera / DejaVu free licence."),
        tr("Qt for Python (PySide6): LGPLv3. attrs, cattrs, tomli-w, platformdirs: MIT licences."),
    ]
    return (
        f"<h2>Grail Desktop {__version__}</h2>"
        + "<p>{}</p>".format(
            tr(
                "A desktop edition of a story-driven survival and exploration campaign: a dying island, guttering "
                "Menhirs, a branching Exploration Journal, card-chaining encounters."
            )
        )
        + "<p>{}</p>".format(
            tr("All prose, names, card texts and art in this program are original work of the Grail Desktop project.")
        )
        + "<h3>{}</h3><ul>".format(tr("Licences"))
        + "".join(f"<li>{line}</li>" for line in licences)
        + "</ul>"
    )


#: The About text in English (the source of :func:`about_html`).
ABOUT_HTML = about_html()


SaveAnswer = Literal["save", "discard", "cancel"]


def ask_save_changes(parent: QWidget | None, doing: str, detail: str = "") -> SaveAnswer:
    """Ask before an action that would drop unsaved progress: Save / Don't save / Cancel (like every desktop app).

    ``doing`` completes "Save the campaign before …?" (``"starting a new one"``, ``"loading another"``,
    ``"quitting"``); ``detail`` is an extra line (what would be lost). Returns ``"save"``, ``"discard"`` or
    ``"cancel"`` (also when the box is closed). The box is a plain :class:`QMessageBox` named
    ``saveChangesBox``, so the app's theme styles it and tests can find it.
    """
    box = QMessageBox(parent)
    box.setObjectName("saveChangesBox")
    box.setIconPixmap(QIcon(str(asset("icons", "app.svg"))).pixmap(48, 48))  # the app's emblem, as ``ask``
    box.setWindowTitle(tr("Unsaved progress"))
    box.setText(tr("Save the campaign before {doing}?").format(doing=doing))
    box.setInformativeText(detail or tr("What you did since the last save or autosave is lost if you don't save."))
    buttons = QMessageBox.StandardButton
    box.setStandardButtons(buttons.Save | buttons.Discard | buttons.Cancel)
    box.button(buttons.Discard).setText(tr("Don't save"))
    box.setDefaultButton(buttons.Save)
    box.setEscapeButton(buttons.Cancel)
    answer = box.exec()
    give_back(parent)
    if answer == buttons.Save:
        return "save"
    if answer == buttons.Discard:
        return "discard"
    return "cancel"


def ask_name(parent: QWidget | None, title: str, label: str, text: str = "") -> str | None:
    """A one-line name from the player (a checkpoint, a campaign); ``None`` when cancelled or left empty."""
    from PySide6.QtWidgets import QInputDialog, QLineEdit

    dialog = QInputDialog(parent)
    dialog.setObjectName("nameDialog")
    dialog.setWindowTitle(title)
    dialog.setLabelText(label)
    dialog.setTextValue(text)
    dialog.setTextEchoMode(QLineEdit.EchoMode.Normal)
    dialog.resize(420, dialog.sizeHint().height())
    accepted = dialog.exec()
    give_back(parent)
    if not accepted:
        return None
    value = " ".join(dialog.textValue().split())
    return value or None


def ask(parent: QWidget | None, title: str, text: str, yes: str = "", no: str = "") -> bool:
    """A yes/no question in the app's own style: the app's emblem instead of the platform's blue "?", the
    answers named for what they do (``yes`` / ``no``), Escape or closing the box answers ``no``. Returns True
    for ``yes``."""
    box = QMessageBox(parent)
    box.setObjectName("askBox")
    box.setWindowTitle(title)
    box.setIconPixmap(QIcon(str(asset("icons", "app.svg"))).pixmap(48, 48))
    box.setText(text)
    yes_button = box.addButton(yes or tr("Yes"), QMessageBox.ButtonRole.AcceptRole)
    yes_button.setObjectName("askYes")
    yes_button.setProperty("role", "primary")
    no_button = box.addButton(no or tr("No"), QMessageBox.ButtonRole.RejectRole)
    no_button.setObjectName("askNo")
    box.setDefaultButton(yes_button)
    box.setEscapeButton(no_button)
    yes_button.style().unpolish(yes_button)  # the "primary" look applies to a property set after creation
    yes_button.style().polish(yes_button)
    box.exec()
    give_back(parent)
    return box.clickedButton() is yes_button


def give_back(parent: QWidget | None) -> None:
    """After an app dialog closes its window is active again, so the keys work at once without a click (issue 18;
    without a window manager nothing else re-activates it). The caller then puts the keyboard on its table."""
    if parent is not None:
        parent.window().activateWindow()


def show_about(parent: QWidget) -> None:
    """The About box: version, credits and licences."""
    dialog = QDialog(parent)
    dialog.setWindowTitle(tr("About Grail Desktop"))
    layout = QVBoxLayout(dialog)
    text = QLabel(about_html())
    text.setObjectName("aboutText")
    text.setWordWrap(True)
    text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    layout.addWidget(text)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    buttons.rejected.connect(dialog.reject)
    layout.addWidget(buttons)
    dialog.resize(520, 420)
    dialog.exec()


class SettingsDialog(QDialog):
    """Edits a copy of :class:`Preferences`; :meth:`preferences` returns the edited values."""

    def __init__(self, prefs: Preferences, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Settings"))
        self.setObjectName("settingsDialog")
        form = QFormLayout()
        self.text_size = QSpinBox()
        self.text_size.setRange(9, 24)
        self.text_size.setSuffix(tr(" pt"))
        self.text_size.setValue(prefs.text_size)
        self.text_size.setAccessibleName(tr("Text size"))
        form.addRow(tr("Text size"), self.text_size)
        self.theme = QComboBox()
        self.theme.addItems([tr(THEME_NAMES.get(t, t.capitalize())) for t in THEMES])
        self.theme.setCurrentIndex(THEMES.index(prefs.theme))
        self.theme.setAccessibleName(tr("Theme"))
        form.addRow(tr("Theme"), self.theme)
        self.animation = QComboBox()
        self.animation.addItems([tr("Off"), tr("Normal"), tr("Fast")])
        self.animation.setCurrentIndex(prefs.animation_speed)
        self.animation.setAccessibleName(tr("Animation speed"))
        form.addRow(tr("Animation speed"), self.animation)
        self.confirm_pass = QCheckBox(tr("Ask before Pass (it cannot be taken back)"))
        self.confirm_pass.setChecked(prefs.confirm_pass)
        form.addRow(tr("Confirmations"), self.confirm_pass)
        self.colour_blind = QCheckBox(tr("Draw node symbols with shapes as well as colours"))
        self.colour_blind.setChecked(prefs.colour_blind)
        form.addRow(tr("Colour-blind aid"), self.colour_blind)
        self.reveals = QCheckBox(tr("Show big moments large (quests, Menhirs, Items, Secrets, endings)"))
        self.reveals.setChecked(prefs.reveals)
        form.addRow(tr("Reveals"), self.reveals)
        self.reveal_sound = QCheckBox(tr("Play a short chime with them"))
        self.reveal_sound.setChecked(prefs.reveal_sound)
        self.reveal_sound.setEnabled(prefs.reveals)
        self.reveals.toggled.connect(self.reveal_sound.setEnabled)
        form.addRow("", self.reveal_sound)
        self.language = QComboBox()
        self.language.setAccessibleName(tr("Language"))
        system = LANGUAGES[system_language()]
        self.language.addItem(tr("The system's language ({name})").format(name=system), "")
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(self.language.findData(prefs.language), 0))
        self.language.setToolTip(tr("The language of the interface and the campaign's text; used from the next start"))
        form.addRow(tr("Language"), self.language)
        self.veil_reveal = QSpinBox()
        self.veil_reveal.setObjectName("veilRevealSeconds")
        self.veil_reveal.setRange(0, MAX_REVEAL_SECONDS)
        self.veil_reveal.setSuffix(tr(" s"))
        self.veil_reveal.setSpecialValueText(tr("Off: wait for Continue"))
        self.veil_reveal.setValue(prefs.veil_reveal_seconds)
        self.veil_reveal.setAccessibleName(tr("Riven Veil: continue by itself after a reveal"))
        self.veil_reveal.setToolTip(
            tr("After choices, Battle Plans or a region's scoring are revealed, go on by itself")
        )
        form.addRow(tr("Riven Veil reveals"), self.veil_reveal)
        self._speech_voice = prefs.speech_voice
        self._speech_rate = prefs.speech_rate
        self.speech_voice: QComboBox | None = None
        self.speech_rate: QSlider | None = None
        self._add_speech_rows(form, prefs)

        layout = QVBoxLayout(self)
        layout.addLayout(form)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def _add_speech_rows(self, form: QFormLayout, prefs: Preferences) -> None:
        """Read-aloud voice and rate, only when the optional speech addon is installed (issue 8)."""
        from grail_desktop.ui.speech import create_speaker

        speaker = create_speaker(parent=self)
        if speaker is None:
            return
        self.speech_voice = QComboBox()
        self.speech_voice.setAccessibleName(tr("Read-aloud voice"))
        self.speech_voice.addItem(tr("Default voice"), "")
        for name in speaker.voices():
            self.speech_voice.addItem(name, name)
        if not speaker.voices():  # the engine starts on its own thread: its voices are listed next time
            speaker.warm()
            self.speech_voice.setToolTip(tr("The voices are listed once read-aloud has started"))
        found = self.speech_voice.findData(prefs.speech_voice)
        self.speech_voice.setCurrentIndex(max(found, 0))
        form.addRow(tr("Read-aloud voice"), self.speech_voice)
        self.speech_rate = QSlider(Qt.Orientation.Horizontal)
        self.speech_rate.setAccessibleName(tr("Read-aloud rate"))
        self.speech_rate.setRange(-10, 10)
        self.speech_rate.setValue(round(prefs.speech_rate * 10))
        self.speech_rate.setToolTip(tr("Slower ← → faster"))
        form.addRow(tr("Read-aloud rate"), self.speech_rate)

    def preferences(self) -> Preferences:
        """The values currently in the dialog."""
        if self.speech_voice is not None:
            self._speech_voice = str(self.speech_voice.currentData() or "")
        if self.speech_rate is not None:
            self._speech_rate = self.speech_rate.value() / 10
        return Preferences(
            text_size=self.text_size.value(),
            theme=THEMES[self.theme.currentIndex()],
            animation_speed=self.animation.currentIndex(),
            confirm_pass=self.confirm_pass.isChecked(),
            colour_blind=self.colour_blind.isChecked(),
            speech_voice=self._speech_voice,
            speech_rate=self._speech_rate,
            reveals=self.reveals.isChecked(),
            reveal_sound=self.reveal_sound.isChecked(),
            language=str(self.language.currentData() or ""),
            veil_reveal_seconds=self.veil_reveal.value(),
        )
