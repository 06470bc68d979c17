"""The glossary behind keyword tooltips: rules terms merged with the content pack's ``glossary.toml`` and names.

:func:`build_glossary` returns a :class:`Glossary` (term → one or two plain sentences). Sources, lowest
priority first: the rules terms below (S0 basic rules, rules-decisions.md), the pack's characters, places,
Items and Secrets (their own card text), then the pack's ``[glossary]`` table, which wins because it speaks the
campaign's words. :meth:`Glossary.find` locates terms in prose for the journal reader.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from grail_desktop.app.i18n import language, tr, tr_noop
from grail_desktop.engine.defs import Catalog

#: Rules terms every campaign shares (S0 "Basic rules", S1 "Day", rules-decisions.md). Plain words, no card text.
RULES_TERMS: dict[str, str] = {
    "Energy": tr_noop(
        "What you spend to act: Travel, Explore, Location and Character Actions. It returns at the End of "
        "the Day and can never be higher than your Health."
    ),
    "Health": tr_noop("How much harm your body can take. At 0 you are Dying."),
    "Terror": tr_noop(
        "Strain on the mind. Higher than your Health you Panic; in the top two slots you are Going Insane."
    ),
    "Food": tr_noop("Eaten at the End of the Day: 1 Food gives +1 Health and −1 Terror."),
    "Wealth": tr_noop("Coin and barter goods: pays for offerings, help and Menhirs."),
    "Reputation": tr_noop("How far your name carries on the island; some people only open up to the well known."),
    "Magic": tr_noop("The fire the Menhirs burn on; a cost of many Menhirs and old rites."),
    "Experience": tr_noop("Spent at the End of the Day to raise attributes and buy advancement cards."),
    "Advancement Pool": tr_noop(
        "The cards a character can still add to a Combat or Diplomacy deck: at the End of the Day, 2 Experience "
        "shows three of them and one is kept."
    ),
    "Menhir": tr_noop(
        "A standing stone that holds back the wyrdness: while its dial lasts, every location within one "
        "card of it stays on the map."
    ),
    "Guardian": tr_noop("A dangerous encounter that stays on the map when you escape it and wanders each morning."),
    "Status": tr_noop("A mark on the campaign that remembers what you did; later sections read it."),
    "Secret": tr_noop(
        "A story card: knowledge, a debt, a relic. Kept when Items are lost; Personal ones never change hands."
    ),
    "Item": tr_noop("Equipment or a companion. Only one of each keyword is kept face up."),
    "Party": tr_noop("Characters on the same location acting together: one Action, shared costs, shared encounters."),
    "Exhausted": tr_noop("Energy at 1 or 0: one card fewer in encounters and less Energy back at the End of the Day."),
    "Panic": tr_noop("Terror higher than Health: one Strategy phase fewer per encounter round."),
    "Going Insane": tr_noop("Terror in the top two slots: Travel costs more, Nightmares replace Dreams."),
    "Dying": tr_noop("Health at 0: you have a few days to recover Health before you die."),
    "Quest": tr_noop("A main mission from an Event card; it stays in Active Quests until completed."),
    "Quest Dial": tr_noop("A dial counting a quest's progress; it never goes down on its own."),
    "Time Dial": tr_noop("A dial that counts down at each Start of the Day."),
    "Menhir Dial": tr_noop("The days of light a lit Menhir has left; it drops by 1 at each Start of the Day."),
    "Allmother's Mercy": tr_noop(
        "The island's goddess's second chance: when the game is lost, the chapter starts again from its "
        "beginning. The difficulty says how often it is offered."
    ),
    "Strike again": tr_noop(
        "A card's effect: the Strike step stays open, so you may play (or draw) one more card before committing dice."
    ),
    "Time Token": tr_noop("A mark of lingering danger or change on a location card."),
    "Dream": tr_noop("A journal section read at the End of the Day on a location with a Dream seal."),
    "Nightmare": tr_noop("What a Going Insane character reads instead of a Dream."),
    "Chain": tr_noop("In an encounter, the row of cards played against one enemy, starting at the enemy's own card."),
    "Node": tr_noop(
        "A top, middle or bottom point on a card's edge. A strike on a card's left edge happens when it meets a "
        "node on the right edge of the card before it in the chain."
    ),
    "Strategy phase": tr_noop(
        "One pass of your turn in an encounter: play or draw a card, commit dice, roll, apply hits. A character's "
        "Strategy value says how many each turn."
    ),
    "Encounter": tr_noop(
        "A fight or a meeting drawn from a deck by colour: green for beasts of the wild, gray for desperate "
        "people, purple for the wyrdness's creatures, all met with the Combat deck; blue for talks, "
        "met with the Diplomacy deck."
    ),
    "Might": tr_noop("Attribute: strength and force."),
    "Empathy": tr_noop("Attribute: understanding others."),
    "Guile": tr_noop("Attribute: cunning and deceit."),
    "Candour": tr_noop("Attribute: plain honesty."),
    "Zeal": tr_noop("Attribute: faith and fervour."),
    "Lore": tr_noop("Attribute: learning and old knowledge."),
}

#: The names of the rules terms above that no other catalog entry carries (the tracks, resources, attributes
#: and states are in :data:`grail_desktop.app.i18n.TERMS` and the state words), marked for the catalog so the
#: glossary can key each term by its name in the interface language.
RULES_TERM_NAMES: tuple[str, ...] = (
    tr_noop("Advancement Pool"),
    tr_noop("Quest"),
    tr_noop("Quest Dial"),
    tr_noop("Time Dial"),
    tr_noop("Menhir Dial"),
    tr_noop("Allmother's Mercy"),
    tr_noop("Strike again"),
    tr_noop("Time Token"),
    tr_noop("Nightmare"),
    tr_noop("Chain"),
    tr_noop("Node"),
    tr_noop("Strategy phase"),
)

_WORD = r"[A-Za-zÀ-ÖØ-öø-ÿ0-9'’]"
#: Endings a term takes in running text, by interface language: English plurals and genitives; German
#: plural and case endings ("Menhire", "Wächtern", "Geheimnisse", "Begegnungen", "des Ortes").
ENDINGS: dict[str, tuple[str, ...]] = {
    "en": ("'s", "’s", "es", "s"),
    "de": ("sen", "ses", "se", "ern", "er", "en", "es", "e", "n", "s"),
}
#: Rules terms not linked in the prose of a translation: their German names are everyday nouns that the
#: journal uses in their plain sense ("das Wissen der Hüter", "mit aller Kraft", "der Ruf eines Brachvogels",
#: "ein dicker Knoten", "ein Stück gute Kette"). They are still explained where they are looked up.
PLAIN_IN_TRANSLATION: frozenset[str] = frozenset(
    {"Might", "Empathy", "Guile", "Candour", "Zeal", "Lore", "Reputation", "Chain", "Node"}
)


class Glossary:
    """Terms and their explanations; ``find`` marks the first occurrence of each term in a text.

    ``aliases`` (English rules term → the key it has in the interface language) are looked up, never found in
    prose; ``rules`` are the keys that are rules terms (:data:`RULES_TERMS`, in the interface language)."""

    def __init__(
        self, entries: dict[str, str], aliases: dict[str, str] | None = None, rules: Iterable[str] | None = None
    ) -> None:
        self.entries = dict(entries)
        self.aliases = {alias: key for alias, key in (aliases or {}).items() if key in self.entries}
        self.rules = frozenset(RULES_TERMS if rules is None else rules)
        self.endings = ENDINGS.get(language(), ENDINGS["en"])
        self._forms: dict[str, str] = {}
        for term in self.entries:
            for form in _forms(term):
                self._forms.setdefault(form, term)
        self._compiled: re.Pattern[str] | None = None
        self._ready = False

    @property
    def _pattern(self) -> re.Pattern[str] | None:
        """The pattern of every form, compiled on the first ``find`` (a few hundred terms take some 10 ms,
        which the table's first frame does not wait for)."""
        if not self._ready:
            self._ready = True
            # Longest first, so "Quest Dial" wins over "Quest" and "Tref Eithin" over a shorter name.
            ordered = sorted(self._forms, key=len, reverse=True)
            alternatives = "|".join(re.escape(f) for f in ordered)
            endings = "|".join(re.escape(e) for e in self.endings)
            self._compiled = re.compile(rf"(?<!{_WORD})({alternatives})(?:{endings})?(?!{_WORD})") if ordered else None
        return self._compiled

    def lookup(self, term: str) -> str | None:
        """The explanation of ``term`` (as written in the text, any alias), or ``None``."""
        if term in self.entries:
            return self.entries[term]
        if term in self.aliases:
            return self.entries[self.aliases[term]]
        canonical = self.canonical(term)
        return self.entries.get(canonical) if canonical else None

    def entry(self, typed: str) -> tuple[str, str] | None:
        """``(term, explanation)`` for a term as a player types it (any case, any alias, a plural), or ``None``:
        the text mode's ``help <term>`` (issue 19: every word the journal underlines can be asked about)."""
        wanted = " ".join(typed.split()).lower()
        if not wanted:
            return None
        by_lower = {alias.lower(): term for alias, term in self.aliases.items()}
        by_lower.update({form.lower(): term for form, term in self._forms.items()})
        for candidate in (wanted, *(wanted.removesuffix(e) for e in self.endings if wanted.endswith(e))):
            term = by_lower.get(candidate)
            if term is not None:
                return term, self.entries[term]
        return None

    def canonical(self, form: str) -> str | None:
        """The glossary key a written ``form`` stands for (``"the Hush"`` → ``"The Hush"``), or ``None``."""
        forms = self._forms
        for candidate in (form, *(form[: -len(e)] for e in self.endings if form.endswith(e))):
            if candidate in forms:
                return forms[candidate]
        return self.aliases.get(form)

    def find(self, text: str, seen: set[str] | None = None) -> list[tuple[int, int, str]]:
        """``(start, end, term)`` spans of glossary terms in ``text``, left to right.

        Only the first occurrence of each term is returned; ``seen`` (term keys already marked earlier in the
        same section) is updated so later paragraphs do not repeat a tooltip.
        """
        if self._pattern is None:
            return []
        seen = set() if seen is None else seen
        out: list[tuple[int, int, str]] = []
        for match in self._pattern.finditer(text):
            term = self.canonical(match.group(1))
            if term is None or term in seen:
                continue
            seen.add(term)
            out.append((match.start(), match.end(), term))
        return out


def _forms(term: str) -> Iterable[str]:
    """The written forms of a glossary key: itself, and for "The X" also "the X" and "X"."""
    yield term
    if "'" in term:  # prose is set with typographic apostrophes
        yield term.replace("'", "’")
    if term.startswith("The ") and len(term) > 4:
        yield "the " + term[4:]
        yield term[4:]


def build_glossary(catalog: Catalog) -> Glossary:
    """The merged glossary for ``catalog`` (module docstring gives the priority order)."""
    # Each rules term under its name in the interface language ("Nahrung", not "Food": issue 19, German
    # journal text linked only the names the languages share); the English name stays an alias for lookups.
    entries: dict[str, str] = {}
    aliases: dict[str, str] = {}
    translated = language() != "en"
    for term, text in RULES_TERMS.items():
        if translated and term in PLAIN_IN_TRANSLATION:  # kept under its English key, which German prose lacks
            entries.setdefault(term, tr(text))
            continue
        name = tr(term)  # the rules term's own catalog entry (TRANSLATION.md's German terms)
        entries[name] = tr(text)  # tr_noop-marked above
        aliases[term] = name
    rules = set(entries)
    for character in catalog.characters.values():
        entries[character.name] = (
            tr("A character: {trait}").format(trait=character.trait) if character.trait else tr("A character.")
        )
    for location in catalog.locations.values():
        if location.description:
            entries[location.name] = location.description  # the place by its name, not its number (nc12)
    for item in catalog.items.values():
        entries[item.name] = tr("Item: {text}").format(text=item.text) if item.text else tr("An Item.")
    for secret in catalog.secrets.values():
        text = getattr(secret, "text", "")
        entries[secret.name] = tr("Secret: {text}").format(text=text) if text else tr("A Secret.")
    entries.update(catalog.glossary)
    return Glossary(entries, aliases, rules)


def rules_words_in(text: str, glossary: Glossary) -> list[tuple[str, str]]:
    """``(term, explanation)`` for each rules term (:data:`RULES_TERMS`, in the pack's words where it has its own)
    in ``text``, first use only: a chronicle line's tooltip says what "Quest Dial" or "Going Insane" means
    (issue 19, newcomer 8), without explaining every place and person it names."""
    out = []
    for _start, _end, term in glossary.find(text):
        if term in glossary.rules:
            explained = glossary.lookup(term)
            if explained:
                out.append((term, explained))
    return out
