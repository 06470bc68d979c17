"""The New campaign wizard: campaign pack, 1–4 players, a character each (tile facts shown), names and
colours, optional seed (ux.md "Start screen"); then the difficulty and house rules (issue 23)."""

from __future__ import annotations

import itertools
import secrets
import tomllib
from pathlib import Path

import attrs
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QIcon, QKeySequence, QPixmap, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
    QWizard,
    QWizardPage,
)

from grail_desktop.app import tips
from grail_desktop.app.glossary import RULES_TERMS
from grail_desktop.app.i18n import term
from grail_desktop.catalog import load_campaign
from grail_desktop.catalog.translation import pack_language
from grail_desktop.engine.defs import Catalog, CharacterDef
from grail_desktop.engine.difficulty import DEFAULT_DIFFICULTY, DIFFICULTIES, HOUSE_RULES, difficulty_of
from grail_desktop.resources import bundled_campaign_ids, campaigns_dir
from grail_desktop.ui.i18n import tr, tr_noop
from grail_desktop.ui.widgets import clear_layout

#: (name, colour) offered for each seat; the seat's colour frames the window on its turn.
PLAYER_COLOURS = (
    (tr_noop("Amber"), "#c9a45a"),
    (tr_noop("Slate blue"), "#6f9fb8"),
    (tr_noop("Rust"), "#b86f6f"),
    (tr_noop("Moss"), "#7fae7a"),
)


def _swatch(colour: str) -> QIcon:
    pixmap = QPixmap(14, 14)
    pixmap.fill(QColor(colour))
    return QIcon(pixmap)


@attrs.frozen
class NewCampaignChoice:
    """What the wizard produced: the loaded catalog, characters in seat order, player names, seed."""

    catalog: Catalog
    characters: tuple[str, ...]
    players: tuple[str, ...]
    colours: tuple[str, ...]
    seed: int
    difficulty: str = DEFAULT_DIFFICULTY
    house_rules: tuple[str, ...] = ()


def _turn_words(number: int) -> str:
    """Where a character's Character Number puts them in each round (S1 "During the Day"), in words."""
    ordinals = (
        tr("acts first in each round of the day"),
        tr("acts second in each round of the day"),
        tr("acts third in each round of the day"),
        tr("acts fourth in each round of the day"),
        tr("acts fifth in each round of the day"),
        tr("acts sixth in each round of the day"),
    )
    return ordinals[number - 1] if 1 <= number <= len(ordinals) else tr("acts later in each round of the day")


def character_facts(d: CharacterDef, several: bool = True) -> str:
    """The tile facts a player chooses by, as rich text; the place in each round only when ``several``
    characters play (a newcomer read "acts third in each round" in a game of one)."""
    attrs_text = ", ".join(f"{term(k)} {v}" for k, v in d.attributes.items() if v)
    res_text = ", ".join(f"{term(k)} {v}" for k, v in d.resources.items() if v)
    none = tr("none")
    return (
        f"<b>{d.name}</b>" + (f" · {_turn_words(d.number)}" if several else "") + "<br>"
        f"<i>{d.description}</i><br>"
        + tr("<b>Action:</b> {name} ({cost} Energy) — {text}").format(
            name=d.action.name, cost=d.action.cost, text=d.action.text
        )
        + "<br>"
        + tr("<b>Trait:</b> {trait}").format(trait=d.trait)
        + "<br>"
        + tr(
            "<b>Tracks:</b> Energy {energy}/{energy_max}, Health {health}/{health_max}, Terror {terror}/{terror_max}; "
            "Strategy phases per turn in a fight: {strategy}"
        ).format(
            energy=d.energy.start,
            energy_max=d.energy.max,
            health=d.health.start,
            health_max=d.health.max,
            terror=d.terror.start,
            terror_max=d.terror.max,
            strategy=d.strategy,
        )
        + "<br>"
        + tr("<b>Attributes:</b> {attributes}").format(attributes=attrs_text or none)
        + "<br>"
        + tr("<b>Resources:</b> {resources}").format(resources=res_text or none)
    )


def _pack_title(campaign_id: str) -> str:
    """The title in a bundled pack's manifest (cheap: one small file), in the pack language where the pack's
    ``i18n/<lang>/campaign.toml`` gives one (issue 19: the German wizard listed the English title), or its id."""
    folder = campaigns_dir() / campaign_id
    lang = pack_language()
    title = _manifest_title(folder / "i18n" / lang / "campaign.toml") if lang else None
    title = title or _manifest_title(folder / "campaign.toml")
    return title or campaign_id


def _manifest_title(path: Path) -> str | None:
    """``[campaign] title`` of one ``campaign.toml``; None when the file is missing, unreadable or gives none."""
    try:
        with path.open("rb") as handle:
            title = tomllib.load(handle).get("campaign", {}).get("title")
    except (OSError, tomllib.TOMLDecodeError):
        return None
    return str(title) if title else None


class PackPage(QWizardPage):
    def __init__(self) -> None:
        super().__init__()
        self.setTitle(tr("Campaign"))
        self.setSubTitle(tr("Choose the campaign pack to play."))
        self.catalog: Catalog | None = None
        self.list = QListWidget()
        self.list.setObjectName("packList")
        self.list.setAccessibleName(tr("Campaign packs"))
        for campaign_id in bundled_campaign_ids():
            item = QListWidgetItem(_pack_title(campaign_id))
            item.setData(Qt.ItemDataRole.UserRole, str(campaigns_dir() / campaign_id))
            self.list.addItem(item)
        self.browse = QPushButton(tr("Other pack folder…"))
        self.browse.clicked.connect(self._browse)
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #e08a6a;")
        self.info = QLabel()
        self.info.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.list)
        layout.addWidget(self.browse, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.info)
        layout.addWidget(self.error)
        self.list.currentItemChanged.connect(lambda *_: self._load())
        if self.list.count():
            self.list.setCurrentRow(0)

    def _browse(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, tr("Campaign pack folder"))
        if folder:
            item = QListWidgetItem(Path(folder).name)
            item.setData(Qt.ItemDataRole.UserRole, folder)
            self.list.addItem(item)
            self.list.setCurrentItem(item)

    def _load(self) -> None:
        item = self.list.currentItem()
        self.catalog = None
        self.error.clear()
        self.info.clear()
        if item is None:
            return
        try:
            self.catalog = load_campaign(item.data(Qt.ItemDataRole.UserRole))
        except Exception as exc:  # the loader's message lists every problem
            self.error.setText(tr("This pack cannot be played:\n{exc}").format(exc=exc))
        else:
            c = self.catalog.campaign
            self.info.setText(
                tr("<b>{title}</b> (version {version})<br>{description}").format(
                    title=c.title, version=c.version, description=c.description
                )
            )
        self.completeChanged.emit()

    def isComplete(self) -> bool:
        return self.catalog is not None


class PartyPage(QWizardPage):
    def __init__(self, pack: PackPage) -> None:
        super().__init__()
        self.pack = pack
        self.setTitle(tr("Players and characters"))
        self.setSubTitle(tr("One character per player; each character can be chosen once."))
        self.count = QSpinBox()
        self.count.setObjectName("playerCount")
        self.count.setRange(1, 4)
        self.count.setAccessibleName(tr("Number of players"))
        self.count.valueChanged.connect(self._rebuild)
        self.seats = QGridLayout()
        self.facts = QLabel()
        self.facts.setObjectName("characterFacts")
        self.facts.setWordWrap(True)
        self.facts.setTextFormat(Qt.TextFormat.RichText)
        self.seed = QLineEdit()
        self.seed.setObjectName("seedEdit")
        self.seed.setPlaceholderText(tr("leave empty for a random seed"))
        self.seed.setAccessibleName(tr("Seed (optional)"))
        self.seed.setAccessibleDescription(tr("A number or a word; the same seed deals the same campaign"))
        self.warning = QLabel()
        self.warning.setStyleSheet("color: #e08a6a;")
        self.count.setMaximumWidth(80)
        form = QFormLayout()
        form.addRow(tr("Players"), self.count)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        box = QGroupBox(tr("Seats"))
        box.setLayout(self.seats)
        layout.addWidget(box)
        facts_scroll = QScrollArea()
        facts_scroll.setWidgetResizable(True)
        facts_scroll.setFrameShape(QFrame.Shape.NoFrame)
        facts_scroll.setWidget(self.facts)
        facts_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # no empty focus stop (issue 28)
        layout.addWidget(facts_scroll, 1)
        seed_row = QHBoxLayout()
        seed_row.addWidget(QLabel(tr("Seed (optional)")))
        seed_row.addWidget(self.seed, 1)
        layout.addLayout(seed_row)
        layout.addWidget(self.warning)
        self.name_edits: list[QLineEdit] = []
        self.character_boxes: list[QComboBox] = []
        self.colour_boxes: list[QComboBox] = []

    def initializePage(self) -> None:
        self.count.setMaximum(max(1, min(4, len(self.characters()))))
        self._rebuild()

    def characters(self) -> list[CharacterDef]:
        catalog = self.pack.catalog
        return sorted(catalog.characters.values(), key=lambda d: d.number) if catalog else []

    def _rebuild(self) -> None:
        clear_layout(self.seats)
        self.name_edits, self.character_boxes, self.colour_boxes = [], [], []
        chars = self.characters()
        for seat in range(self.count.value()):
            name = QLineEdit(tr("Player {n}").format(n=seat + 1))
            name.setObjectName(f"playerName{seat}")
            box = QComboBox()
            box.setObjectName(f"characterBox{seat}")
            box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            for d in chars:
                box.addItem(d.name, d.id)
            box.setCurrentIndex(min(seat, len(chars) - 1))
            box.currentIndexChanged.connect(lambda _i, seat_index=seat: self._changed(seat_index))
            colour = QComboBox()
            for colour_name, hex_colour in PLAYER_COLOURS:
                colour.addItem(_swatch(hex_colour), tr(colour_name), hex_colour)
            colour.setCurrentIndex(seat % len(PLAYER_COLOURS))
            # each field says which seat it belongs to and what it holds (issue 28: read as "Seats", "Amber")
            name.setAccessibleName(tr("Seat {n}: player's name").format(n=seat + 1))
            box.setAccessibleName(tr("Seat {n}: character").format(n=seat + 1))
            colour.setAccessibleName(tr("Seat {n}: player colour").format(n=seat + 1))
            seat_label = QLabel(tr("Seat {value}").format(value=seat + 1))
            seat_label.setBuddy(name)
            self.seats.addWidget(seat_label, seat, 0)
            self.seats.addWidget(name, seat, 1)
            # On Linux a reader says a combo box's value with its label (the buddy): "Seat 1: character, Maelon"
            for column, (field, word, said) in enumerate(
                ((box, tr("as"), tr("Seat {n}: character")), (colour, tr("in"), tr("Seat {n}: player colour"))),
                start=2,
            ):
                buddy = QLabel(word)
                buddy.setProperty("role", "muted")
                buddy.setAccessibleName(said.format(n=seat + 1))
                buddy.setBuddy(field)
                self.seats.addWidget(buddy, seat, 2 * column - 2)
                self.seats.addWidget(field, seat, 2 * column - 1)
            self.name_edits.append(name)
            self.character_boxes.append(box)
            self.colour_boxes.append(colour)
        # Tab: players, then each seat's name, character and colour, then the seed (the seed came first)
        chain: list[QWidget] = [self.count]
        for widgets in zip(self.name_edits, self.character_boxes, self.colour_boxes, strict=True):
            chain += widgets
        chain.append(self.seed)
        for first, then in itertools.pairwise(chain):
            QWidget.setTabOrder(first, then)
        self._changed()

    def chosen(self) -> list[str]:
        return [str(box.currentData()) for box in self.character_boxes]

    def _changed(self, seat: int = 0) -> None:
        """Show the tile facts of every seat's character, in seat order (a newcomer saw only Seat 1's; ``seat``
        is the seat just changed, kept for the signal)."""
        catalog = self.pack.catalog
        chosen = self.chosen()
        if catalog is not None and chosen:
            self.facts.setText(
                "<br><br>".join(
                    "<u>"
                    + tr("Seat {value}").format(value=n)
                    + "</u>: "
                    + character_facts(catalog.characters[c], several=len(chosen) > 1)
                    for n, c in enumerate(chosen, start=1)
                    if c in catalog.characters
                )
            )
        self.warning.setText("" if len(set(chosen)) == len(chosen) else tr("Each character can be chosen only once."))
        self.completeChanged.emit()

    def isComplete(self) -> bool:
        chosen = self.chosen()
        return bool(chosen) and len(set(chosen)) == len(chosen)

    def seed_value(self) -> int:
        text = self.seed.text().strip()
        if text.lstrip("-").isdigit():
            return int(text)
        return secrets.randbelow(2**31) if not text else sum(ord(ch) * 31**i for i, ch in enumerate(text)) % 2**31


#: The house rules' names and texts (engine/difficulty.py, which speaks no language but English), for the catalog.
HOUSE_RULE_WORDS = (
    tr_noop("Gentle fasting"),
    tr_noop("Resting without Food takes at most 2 Energy, never all of it, and never Health."),
    tr_noop("Cheaper Exploration"),
    tr_noop("Exploring costs no Energy."),
    tr_noop("No Terror for escaping"),
    tr_noop("Escaping an encounter never adds Terror."),
    tr_noop("Longer light"),
    tr_noop("Every Menhir burns a day longer: its dial (its days of light) is set 1 higher."),
    tr_noop("Full larder"),
    tr_noop("Each character starts with 2 more Food."),
)


class RulesPage(QWizardPage):
    """Difficulty (Story, Normal, Hard; what each changes is the pack's) and the house rules, all off."""

    def __init__(self, pack: PackPage) -> None:
        super().__init__()
        self.pack = pack
        self.setTitle(tr("Difficulty and house rules"))
        self.setSubTitle(tr("Normal is the chapter as it is meant to be played. House rules soften the upkeep."))
        self.difficulty = QComboBox()
        self.difficulty.setObjectName("difficultyBox")
        self.difficulty.setAccessibleName(tr("Difficulty"))
        self.about = QLabel()
        self.about.setObjectName("difficultyText")
        self.about.setWordWrap(True)
        self.difficulty.currentIndexChanged.connect(self._describe)
        layout = QVBoxLayout(self)
        form = QFormLayout()
        form.addRow(tr("Difficulty"), self.difficulty)
        layout.addLayout(form)
        layout.addWidget(self.about)
        box = QGroupBox(tr("House rules"))
        rules = QVBoxLayout(box)
        self.rule_boxes: dict[str, QCheckBox] = {}
        for rid, rule in HOUSE_RULES.items():
            # the name on the box and its text wrapped below: a check box does not wrap, and one long line made
            # the wizard wider on this page than on the others (issue 18)
            check = QCheckBox(tr(rule.name))
            check.setObjectName(f"houseRule-{rid}")
            check.setToolTip(tr(rule.text))
            check.setAccessibleDescription(tr(rule.text))
            rules.addWidget(check, 0, Qt.AlignmentFlag.AlignLeft)  # as wide as its name: a click on it toggles
            words = QLabel(tr(rule.text))
            words.setWordWrap(True)
            words.setProperty("role", "muted")
            words.setContentsMargins(26, 0, 0, 6)
            rules.addWidget(words)
            self.rule_boxes[rid] = check
        layout.addWidget(box)
        layout.addStretch(1)

    def initializePage(self) -> None:
        catalog = self.pack.catalog
        chosen = self.chosen_difficulty()
        self.difficulty.clear()
        for did in DIFFICULTIES:
            name = difficulty_of(catalog, did).name if catalog is not None else did.title()
            self.difficulty.addItem(name, did)
        self.difficulty.setCurrentIndex(DIFFICULTIES.index(chosen))
        self._describe()

    def _describe(self) -> None:
        catalog = self.pack.catalog
        did = self.chosen_difficulty()
        level = difficulty_of(catalog, did) if catalog is not None else None
        # the pack's description, then what its Mercy means in the interface's words (newcomer 8: "the Allmother")
        self.about.setText(
            "\n".join(t for t in (level.description, tips.mercy_note(level.mercy)) if t) if level else ""
        )
        self.about.setToolTip(tr(RULES_TERMS["Allmother's Mercy"]))

    def chosen_difficulty(self) -> str:
        data = self.difficulty.currentData()
        return str(data) if data in DIFFICULTIES else DEFAULT_DIFFICULTY

    def chosen_rules(self) -> tuple[str, ...]:
        return tuple(rid for rid, box in self.rule_boxes.items() if box.isChecked())


class NewCampaignWizard(QWizard):
    """Ask for pack, players, characters and seed; :meth:`choice` gives the result after ``exec()``."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("newCampaignWizard")
        self.setWindowTitle(tr("New campaign"))
        self.setWizardStyle(QWizard.WizardStyle.ClassicStyle)
        # The app's own words and look on the wizard's buttons (issue 18): no "< Back" / "Next >" arrows,
        # and the step forward is the primary button.
        self.setButtonText(QWizard.WizardButton.BackButton, tr("Back"))
        self.setButtonText(QWizard.WizardButton.NextButton, tr("Next"))
        self.setButtonText(QWizard.WizardButton.FinishButton, tr("Begin the campaign"))
        for which in (QWizard.WizardButton.NextButton, QWizard.WizardButton.FinishButton):
            button = self.button(which)
            button.setProperty("role", "primary")
            button.style().unpolish(button)  # a property set after creation needs a fresh polish to show
            button.style().polish(button)
        self.pack_page = PackPage()
        self.party_page = PartyPage(self.pack_page)
        self.rules_page = RulesPage(self.pack_page)
        self.addPage(self.pack_page)
        self.addPage(self.party_page)
        self.addPage(self.rules_page)
        # the rules page is optional: Finish on the party page starts at Normal without house rules
        self.setOption(QWizard.WizardOption.HaveFinishButtonOnEarlyPages, True)
        self.party_page.setFinalPage(True)  # without it the early Finish button stays disabled (Qt docs)
        # Next stays (disabled) on the last page, so Back, Next and Begin keep their places on every page
        # (newcomer 11: Back moved to where Next had been and the next click went back).
        self.setOption(QWizard.WizardOption.HaveNextButtonOnLastPage, True)
        # "?" in context (issue 26): How to play at the page on parties, which is what the wizard chooses.
        self.setOption(QWizard.WizardOption.HaveHelpButton, True)
        self.setButtonText(QWizard.WizardButton.HelpButton, "?")
        help_button = self.button(QWizard.WizardButton.HelpButton)
        help_button.setToolTip(tr("How to play: characters and parties"))
        help_button.setAccessibleName(tr("How to play"))
        self.helpRequested.connect(self.open_help)
        # F1 here too: the wizard is modal, so the main window's F1 cannot answer (newcomer run, issue 26)
        QShortcut(QKeySequence.StandardKey.HelpContents, self, self.open_rules)
        self.resize(760, 600)

    def open_help(self) -> None:
        """How to play, at the page that fits the wizard."""
        from grail_desktop.ui.how_to_play import HowToPlayDialog

        HowToPlayDialog(self, "wizard").exec()

    def open_rules(self) -> None:
        """The rules reference at the rules a new campaign sets up (characters)."""
        from grail_desktop.ui.rules_reference import RulesDialog

        dialog = RulesDialog(self)
        dialog.open_screen("wizard")
        dialog.exec()

    def choice(self) -> NewCampaignChoice | None:
        catalog = self.pack_page.catalog
        if catalog is None or not self.party_page.isComplete():
            return None
        return NewCampaignChoice(
            catalog=catalog,
            characters=tuple(self.party_page.chosen()),
            players=tuple(e.text() for e in self.party_page.name_edits),
            colours=tuple(str(b.currentData()) for b in self.party_page.colour_boxes),
            seed=self.party_page.seed_value(),
            difficulty=self.rules_page.chosen_difficulty(),
            house_rules=self.rules_page.chosen_rules(),
        )
