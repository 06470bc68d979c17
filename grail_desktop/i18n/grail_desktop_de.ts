<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
    <context>
        <name>GrailDesktop</name>
        <message>
            <location filename="app/belongings_view.py" />
            <source>Weapon</source>
            <translation>Waffe</translation>
        </message>
        <message>
            <location filename="app/belongings_view.py" />
            <source>Armor</source>
            <translation>Rüstung</translation>
        </message>
        <message>
            <location filename="app/belongings_view.py" />
            <source>Shield</source>
            <translation>Schild</translation>
        </message>
        <message>
            <location filename="app/belongings_view.py" />
            <source>Companion</source>
            <translation>Begleiter</translation>
        </message>
        <message>
            <location filename="app/belongings_view.py" />
            <source>Relic</source>
            <translation>Reliquie</translation>
        </message>
        <message>
            <location filename="app/belongings_view.py" />
            <source>Chapter {n}: {title}</source>
            <translation>Kapitel {n}: {title}</translation>
        </message>
        <message>
            <location filename="app/belongings_view.py" />
            <source>{place} has sunk into the wyrdness and is not on the map now. It can be found again by travelling to it from a card beside it, and it stays only within a Menhir's reach.</source>
            <translation>{place} ist in der Wyrdnis versunken und liegt jetzt nicht auf der Karte. Man findet den Ort wieder, wenn man von einer Karte daneben dorthin reist, und er bleibt nur in der Reichweite eines Menhirs.</translation>
        </message>
        <message>
            <location filename="app/belongings_view.py" />
            <source>{places} have sunk into the wyrdness and are not on the map now. Each can be found again by travelling to it from a card beside it, and stays only within a Menhir's reach.</source>
            <translation>{places} sind in der Wyrdnis versunken und liegen jetzt nicht auf der Karte. Jeder Ort lässt sich wiederfinden, wenn man von einer Karte daneben dorthin reist, und bleibt nur in der Reichweite eines Menhirs.</translation>
        </message>
        <message>
            <location filename="app/belongings_view.py" />
            <source>How to win the chapter</source>
            <translation>Wie das Kapitel gewonnen wird</translation>
        </message>
        <message>
            <location filename="app/belongings_view.py" />
            <source>Today's Event</source>
            <translation>Das heutige Ereignis</translation>
        </message>
        <message>
            <location filename="app/belongings_view.py" />
            <source>Hint: {hint}</source>
            <translation>Hinweis: {hint}</translation>
        </message>
        <message>
            <location filename="app/belongings_view.py" />
            <source>Active Quests</source>
            <translation>Aktive Aufträge</translation>
        </message>
        <message>
            <location filename="app/belongings_view.py" />
            <source>None</source>
            <translation>Keine</translation>
        </message>
        <message>
            <location filename="app/belongings_view.py" />
            <source>No quest is active.</source>
            <translation>Kein Auftrag ist aktiv.</translation>
        </message>
        <message>
            <location filename="app/belongings_view.py" />
            <source>Quest Dials</source>
            <translation>Auftragsscheiben</translation>
        </message>
        <message>
            <location filename="app/belongings_view.py" />
            <source>Completed.</source>
            <translation>Erfüllt.</translation>
        </message>
        <message>
            <location filename="app/belongings_view.py" />
            <source>Completed quests</source>
            <translation>Erfüllte Aufträge</translation>
        </message>
        <message>
            <location filename="app/belongings_view.py" />
            <source>States</source>
            <translation>Zustände</translation>
        </message>
        <message>
            <location filename="app/belongings_view.py" />
            <source>None: rested and steady.</source>
            <translation>Keine: ausgeruht und gefasst.</translation>
        </message>
        <message>
            <location filename="app/belongings_view.py" />
            <source>face down (kept, not in use)</source>
            <translation>verdeckt (behalten, nicht in Gebrauch)</translation>
        </message>
        <message>
            <location filename="app/belongings_view.py" />
            <source>face up (in use)</source>
            <translation>offen (in Gebrauch)</translation>
        </message>
        <message>
            <location filename="app/belongings_view.py" />
            <source>{name} — Item, {keyword}{face}</source>
            <translation>{name} — Gegenstand, {keyword}{face}</translation>
        </message>
        <message>
            <location filename="app/belongings_view.py" />
            <source>Personal Secret</source>
            <translation>Persönliches Geheimnis</translation>
        </message>
        <message>
            <location filename="app/belongings_view.py" />
            <source>Secret</source>
            <translation>Geheimnis</translation>
        </message>
        <message>
            <location filename="app/belongings_view.py" />
            <source>{name} — Skill ({attribute})</source>
            <translation>{name} — Fertigkeit ({attribute})</translation>
        </message>
        <message>
            <location filename="app/belongings_view.py" />
            <source>What the party has done and learned (Statuses)</source>
            <translation>Was die Gruppe getan und erfahren hat (Status)</translation>
        </message>
        <message>
            <location filename="app/card_sheets.py" />
            <source>: a card may follow it when one of its strikes meets one of these.</source>
            <translation>: Eine Karte kann ihr folgen, wenn einer ihrer Schläge auf einen davon trifft.</translation>
        </message>
        <message>
            <location filename="app/card_sheets.py" />
            <source>Combat card of {owner}</source>
            <translation>Kampfkarte von {owner}</translation>
        </message>
        <message>
            <location filename="app/card_sheets.py" />
            <source>Diplomacy card of {owner}</source>
            <translation>Diplomatiekarte von {owner}</translation>
        </message>
        <message>
            <location filename="app/card_sheets.py" />
            <source>Level {level} {colour} encounter · {deck}</source>
            <translation>Begegnung der Stufe {level} ({colour}) · {deck}</translation>
        </message>
        <message>
            <location filename="app/card_sheets.py" />
            <source> · Guardian</source>
            <translation> · Wächter</translation>
        </message>
        <message>
            <location filename="app/card_sheets.py" />
            <source>Health {health} · dial colour {dial} · {nodes}.</source>
            <translation>Gesundheit {health} · Farbe der Scheibe {dial} · {nodes}.</translation>
        </message>
        <message>
            <location filename="app/card_sheets.py" />
            <source>During (while it stands)</source>
            <translation>Während (solange er steht)</translation>
        </message>
        <message>
            <location filename="app/card_sheets.py" />
            <source>After (at every Resolve, even once defeated)</source>
            <translation>Danach (bei jedem Auflösen, auch wenn er besiegt ist)</translation>
        </message>
        <message>
            <location filename="app/card_sheets.py" />
            <source>Special (once, at the start)</source>
            <translation>Besonders (einmal, zu Beginn)</translation>
        </message>
        <message>
            <location filename="app/card_sheets.py" />
            <source>Instant rewards: {rewards}.</source>
            <translation>Sofortige Belohnungen: {rewards}.</translation>
        </message>
        <message>
            <location filename="app/card_sheets.py" />
            <source>Rewards for winning: {rewards}.</source>
            <translation>Belohnungen für den Sieg: {rewards}.</translation>
        </message>
        <message>
            <location filename="app/card_sheets.py" />
            <source>Escaping costs {cost}.</source>
            <translation>Die Flucht kostet {cost}.</translation>
        </message>
        <message>
            <location filename="app/card_sheets.py" />
            <source>Item</source>
            <translation>Gegenstand</translation>
        </message>
        <message>
            <location filename="app/card_sheets.py" />
            <source>Face down: kept, but not in use; only one card of a keyword is in use, face up.</source>
            <translation>Verdeckt: behalten, aber nicht in Gebrauch; von jedem Schlüsselwort ist nur eine Karte offen in Gebrauch.</translation>
        </message>
        <message>
            <location filename="app/card_sheets.py" />
            <source>Face up: in use, so its text counts; only one card of a keyword is in use at a time.</source>
            <translation>Offen: in Gebrauch, sein Text zählt also; von jedem Schlüsselwort ist immer nur eine Karte in Gebrauch.</translation>
        </message>
        <message>
            <location filename="app/card_sheets.py" />
            <source>Craftable: a place or a reward that lets you make something draws an Item like this one.</source>
            <translation>Herstellbar: Ein Ort oder eine Belohnung, die dich etwas anfertigen lässt, zieht einen Gegenstand wie diesen.</translation>
        </message>
        <message>
            <location filename="app/card_sheets.py" />
            <source>A flip item: in a fight, use it once on your turn (before or after playing a card, committing or applying dice) for its effect; it turns face up again when the encounter ends.</source>
            <translation>Ein Wendegegenstand: Im Kampf einmal in deinem Zug einsetzen (vor oder nach dem Ausspielen einer Karte, dem Einsetzen oder Anlegen von Würfeln), um seine Wirkung zu nutzen; wenn die Begegnung endet, liegt er wieder offen.</translation>
        </message>
        <message>
            <location filename="app/card_sheets.py" />
            <source>Worth {n} Wealth.</source>
            <translation>Wert: {n} Reichtum.</translation>
        </message>
        <message>
            <location filename="app/card_sheets.py" />
            <source>Personal Secret (never changes hands; lost if its holder dies)</source>
            <translation>Persönliches Geheimnis (wechselt nie den Besitzer; geht verloren, wenn sein Träger stirbt)</translation>
        </message>
        <message>
            <location filename="app/card_sheets.py" />
            <source>Belongs to the quest {title}.</source>
            <translation>Gehört zum Auftrag {title}.</translation>
        </message>
        <message>
            <location filename="app/card_sheets.py" />
            <source>Side {n}, {name}: {text}</source>
            <translation>Seite {n}, {name}: {text}</translation>
        </message>
        <message>
            <location filename="app/card_sheets.py" />
            <source>Skill card · {attribute}</source>
            <translation>Fertigkeitskarte · {attribute}</translation>
        </message>
        <message>
            <location filename="app/card_sheets.py" />
            <source>Quest: {title}</source>
            <translation>Auftrag: {title}</translation>
        </message>
        <message>
            <location filename="app/card_sheets.py" />
            <source>Event</source>
            <translation>Ereignis</translation>
        </message>
        <message>
            <location filename="app/card_sheets.py" />
            <source> · Quest</source>
            <translation> · Auftrag</translation>
        </message>
        <message>
            <location filename="app/card_sheets.py" />
            <source>Location</source>
            <translation>Ort</translation>
        </message>
        <message>
            <location filename="app/card_sheets.py" />
            <source> · replaced {place}</source>
            <translation> · ersetzt {place}</translation>
        </message>
        <message>
            <location filename="app/card_sheets.py" />
            <source>{n} Energy</source>
            <translation>{n} Energie</translation>
        </message>
        <message>
            <location filename="app/card_sheets.py" />
            <source>and</source>
            <translation>und</translation>
        </message>
        <message>
            <location filename="app/card_sheets.py" />
            <source>, once a day</source>
            <translation>, einmal am Tag</translation>
        </message>
        <message>
            <location filename="app/card_sheets.py" />
            <source>Action — {name} ({price}{once}): {text}</source>
            <translation>Aktion — {name} ({price}{once}): {text}</translation>
        </message>
        <message>
            <location filename="app/card_sheets.py" />
            <source>On arrival: {text}</source>
            <translation>Bei der Ankunft: {text}</translation>
        </message>
        <message>
            <location filename="app/card_sheets.py" />
            <source>Menhir: activating it costs {cost} per player and sets its dial to {dial}.</source>
            <translation>Menhir: Ihn zu wecken kostet {cost} je Spieler und stellt seine Scheibe auf {dial}.</translation>
        </message>
        <message>
            <location filename="app/card_sheets.py" />
            <source>Set aside: {cards}</source>
            <translation>Beiseitegelegt: {cards}</translation>
        </message>
        <message>
            <location filename="app/card_sheets.py" />
            <source>{n} cards left in the Advancement Pool.</source>
            <translation>Noch {n} Karten im Aufstiegsvorrat.</translation>
        </message>
        <message>
            <location filename="app/card_sheets.py" />
            <source>{who}'s Combat deck</source>
            <translation>Kampfstapel von {who}</translation>
        </message>
        <message>
            <location filename="app/card_sheets.py" />
            <source>{who}'s Diplomacy deck</source>
            <translation>Diplomatiestapel von {who}</translation>
        </message>
        <message>
            <location filename="app/card_sheets.py" />
            <source>{n} cards (a deck keeps at least 15)</source>
            <translation>{n} Karten (ein Stapel behält mindestens 15)</translation>
        </message>
        <message>
            <location filename="app/card_sheets.py" />
            <source>Energy {energy}/{energy_max}, Health {health}/{health_max}, Terror {terror}/{terror_max}</source>
            <translation>Energie {energy}/{energy_max}, Gesundheit {health}/{health_max}, Terror {terror}/{terror_max}</translation>
        </message>
        <message>
            <location filename="app/card_sheets.py" />
            <source>You Are Dying: escape every encounter at once; the countdown runs each morning</source>
            <translation>Du bist Sterbend: Fliehe sofort aus jeder Begegnung; der Countdown läuft jeden Morgen</translation>
        </message>
        <message>
            <location filename="app/card_sheets.py" />
            <source>Now: {states}.</source>
            <translation>Jetzt: {states}.</translation>
        </message>
        <message>
            <location filename="app/card_sheets.py" />
            <source>The party's Statuses: {statuses}.</source>
            <translation>Status der Gruppe: {statuses}.</translation>
        </message>
        <message>
            <location filename="app/card_sheets.py" />
            <source>Attributes: {attributes}</source>
            <translation>Attribute: {attributes}</translation>
        </message>
        <message>
            <location filename="app/card_sheets.py" />
            <source>Resources: {resources}</source>
            <translation>Ressourcen: {resources}</translation>
        </message>
        <message>
            <location filename="app/card_sheets.py" />
            <source>Action — {name} ({cost} Energy): {text}</source>
            <translation>Aktion — {name} ({cost} Energie): {text}</translation>
        </message>
        <message>
            <location filename="app/card_sheets.py" />
            <source>Trait: {trait}</source>
            <translation>Eigenschaft: {trait}</translation>
        </message>
        <message>
            <location filename="app/card_sheets.py" />
            <source>Skill — {name}: {text}</source>
            <translation>Fertigkeit — {name}: {text}</translation>
        </message>
        <message numerus="yes">
            <location filename="app/card_sheets.py" />
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n Karte</numerusform>
                <numerusform>%n Karten</numerusform>
            </translation>
        </message>
        <message>
            <location filename="app/card_sheets.py" />
            <source>Character {n}</source>
            <translation>Charakter {n}</translation>
        </message>
        <message>
            <location filename="app/card_sheets.py" />
            <source> · a transformed place</source>
            <translation> · ein verwandelter Ort</translation>
        </message>
        <message>
            <location filename="app/card_sheets.py" />
            <source>Action — {action}</source>
            <translation>Aktion — {action}</translation>
        </message>
        <message>
            <location filename="app/card_sheets.py" />
            <source>Menhir: {n} days of light left.</source>
            <translation>Menhir: noch {n} Tage Licht.</translation>
        </message>
        <message>
            <location filename="app/card_sheets.py" />
            <source>Menhir: goes dark at dawn.</source>
            <translation>Menhir: erlischt im Morgengrauen.</translation>
        </message>
        <message>
            <location filename="app/card_sheets.py" />
            <source>Guardian here: {names}</source>
            <translation>Wächter hier: {names}</translation>
        </message>
        <message>
            <location filename="app/card_sheets.py" />
            <source>Time Tokens: {n}</source>
            <translation>Zeitmarker: {n}</translation>
        </message>
        <message>
            <location filename="app/card_sheets.py" />
            <source>Out of Menhir range: this card fades at the next dawn.</source>
            <translation>Außer Reichweite der Menhire: Diese Karte verblasst beim nächsten Morgengrauen.</translation>
        </message>
        <message>
            <location filename="app/chapter_end.py" />
            <source>Chapter {chapter}</source>
            <translation>Kapitel {chapter}</translation>
        </message>
        <message>
            <location filename="app/chapter_end.py" />
            <source>Days</source>
            <translation>Tage</translation>
        </message>
        <message>
            <location filename="app/chapter_end.py" />
            <source>Fights</source>
            <translation>Kämpfe</translation>
        </message>
        <message>
            <location filename="app/chapter_end.py" />
            <source>none</source>
            <translation>keine</translation>
        </message>
        <message>
            <location filename="app/chapter_end.py" />
            <source>{fought} ({won} won)</source>
            <translation>{fought} ({won} gewonnen)</translation>
        </message>
        <message>
            <location filename="app/chapter_end.py" />
            <source>Deaths</source>
            <translation>Tode</translation>
        </message>
        <message>
            <location filename="app/chapter_end.py" />
            <source>Journal sections read</source>
            <translation>Gelesene Abschnitte des Erkundungsbuchs</translation>
        </message>
        <message>
            <location filename="app/chapter_end.py" />
            <source>Menhirs lit</source>
            <translation>Entzündete Menhire</translation>
        </message>
        <message>
            <location filename="app/chapter_end.py" />
            <source>Menhirs gone dark</source>
            <translation>Erloschene Menhire</translation>
        </message>
        <message>
            <location filename="app/chapter_end.py" />
            <source>Quests completed</source>
            <translation>Erfüllte Aufträge</translation>
        </message>
        <message>
            <location filename="app/chapter_end.py" />
            <source>Secrets held</source>
            <translation>Gehaltene Geheimnisse</translation>
        </message>
        <message>
            <location filename="app/chapter_end.py" />
            <source>Items held</source>
            <translation>Gehaltene Gegenstände</translation>
        </message>
        <message>
            <location filename="app/chapter_end.py" />
            <source>Difficulty</source>
            <translation>Schwierigkeit</translation>
        </message>
        <message>
            <location filename="app/chapter_end.py" />
            <source>House rules</source>
            <translation>Hausregeln</translation>
        </message>
        <message>
            <location filename="app/chapter_end.py" />
            <source>The Allmother's Mercy</source>
            <translation>Die Gnade der Allmutter</translation>
        </message>
        <message>
            <location filename="app/chapter_end.py" />
            <source>taken: this is the chapter begun again</source>
            <translation>angenommen: Dies ist das von vorn begonnene Kapitel</translation>
        </message>
        <message>
            <location filename="app/chapter_end.py" />
            <source>{chapter} completed: {ending}</source>
            <translation>{chapter} abgeschlossen: {ending}</translation>
        </message>
        <message>
            <location filename="app/chapter_end.py" />
            <source>Choose at least one character to go on.</source>
            <translation>Wähle mindestens einen Charakter, der weitergeht.</translation>
        </message>
        <message>
            <location filename="app/chapter_end.py" />
            <source>At most four characters play a chapter.</source>
            <translation>Höchstens vier Charaktere spielen ein Kapitel.</translation>
        </message>
        <message>
            <location filename="app/chapter_end.py" />
            <source>no deaths</source>
            <translation>keine Tode</translation>
        </message>
        <message numerus="yes">
            <location filename="app/chapter_end.py" />
            <source>%n death(s)</source>
            <translation>
                <numerusform>%n Tod</numerusform>
                <numerusform>%n Tode</numerusform>
            </translation>
        </message>
        <message>
            <location filename="app/chapter_end.py" />
            <source>Won on Day {day}; fights: {fights}; {deaths}.</source>
            <translation>Gewonnen an Tag {day}; Kämpfe: {fights}; {deaths}.</translation>
        </message>
        <message>
            <location filename="app/chapter_views.py" />
            <source>Characters keep their Items, Secrets, decks and attributes</source>
            <translation>Die Charaktere behalten ihre Gegenstände, Geheimnisse, Stapel und Attribute</translation>
        </message>
        <message>
            <location filename="app/chapter_views.py" />
            <source>{chapter} is won</source>
            <translation>{chapter} ist gewonnen</translation>
        </message>
        <message>
            <location filename="app/chapter_views.py" />
            <source>Save the campaign now to keep the completion; the next chapter can begin now or from that save later. The world keeps its Statuses and the changed places; a new Event deck and harder encounters wait.</source>
            <translation>Speichere die Kampagne jetzt, um den Abschluss zu behalten; das nächste Kapitel kann jetzt oder später aus diesem Spielstand beginnen. Die Welt behält ihre Status und die veränderten Orte; ein neuer Ereignisstapel und härtere Begegnungen warten.</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>Rest</source>
            <translation>Rasten</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>Restore</source>
            <translation>Wiederherstellen</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>Advance</source>
            <translation>Aufsteigen</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>Build decks</source>
            <translation>Stapel bauen</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>Dream</source>
            <translation>Traum</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>Before the day</source>
            <translation>Vor dem Tag</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>Land lost to the wyrdness</source>
            <translation>An die Wyrdnis verlorenes Land</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>Menhir dials</source>
            <translation>Menhir-Scheiben</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>Time Dials and Time Tokens</source>
            <translation>Zeitscheiben und Zeitmarker</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>The Event</source>
            <translation>Das Ereignis</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>Guardians</source>
            <translation>Wächter</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>Equipment</source>
            <translation>Ausrüstung</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>not possible now</source>
            <translation>jetzt nicht möglich</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>{label} {before} → {after}</source>
            <translation>{label} {before} → {after}</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>{label} stays {before}</source>
            <translation>{label} bleibt {before}</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>No Food to eat.</source>
            <translation>Keine Nahrung zum Essen.</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>Not possible now.</source>
            <translation>Jetzt nicht möglich.</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>Energy after the restore: {energy}</source>
            <translation>Energie nach dem Auffrischen: {energy}</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source> (from {energy})</source>
            <translation> (vorher {energy})</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source> (unchanged)</source>
            <translation> (unverändert)</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>Energy is already 0: lose 1 Health ({before} → {after})</source>
            <translation>Die Energie ist schon 0: Verliere 1 Gesundheit ({before} → {after})</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>Energy drops to 0 (from {energy})</source>
            <translation>Die Energie fällt auf 0 (vorher {energy})</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>Exhausted, so the restore gives only +4: Energy ends at {energy}</source>
            <translation>Erschöpft, also bringt das Auffrischen nur +4: Die Energie endet bei {energy}</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>, below the starting slot {start}</source>
            <translation>, unter dem Startfeld {start}</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>Health 0: You Are Dying</source>
            <translation>Gesundheit 0: Du bist Sterbend</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>Eat 1 Food</source>
            <translation>1 Nahrung essen</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>Go without food</source>
            <translation>Ohne Nahrung bleiben</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>{name} has no Food</source>
            <translation>{name} hat keine Nahrung</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>{giver} gives 1 Food to {receiver}</source>
            <translation>{giver} gibt {receiver} 1 Nahrung</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>Then Energy is restored to the starting slot ({start}), never lowering a higher value. An Exhausted character (Energy 0 or 1) gains only +4, up to {start}. Health always caps Energy.</source>
            <translation>Dann wird die Energie bis zum Startfeld ({start}) aufgefrischt; ein höherer Wert wird nie gesenkt. Ein erschöpfter Charakter (Energie 0 oder 1) erhält nur +4, bis höchstens {start}. Die Gesundheit begrenzt die Energie immer.</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>{name} has no Food.</source>
            <translation>{name} hat keine Nahrung.</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source> Another character here can share theirs first.</source>
            <translation> Ein anderer Charakter hier kann zuerst seine teilen.</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>Energy stays {after}: it is already at the starting slot {start} or above, and resting never lowers it.</source>
            <translation>Die Energie bleibt bei {after}: Sie steht schon auf dem Startfeld {start} oder darüber, und die Rast senkt sie nie.</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>Energy restored from {before} to {after}: Health {health} caps Energy.</source>
            <translation>Energie von {before} auf {after} aufgefrischt: Die Gesundheit {health} begrenzt die Energie.</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>Energy restored from {before} to {after}: an Exhausted character gets back only 4.</source>
            <translation>Energie von {before} auf {after} aufgefrischt: Ein erschöpfter Charakter erhält nur 4 zurück.</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>Energy restored from {before} to {after}, the starting slot.</source>
            <translation>Energie von {before} auf {after} aufgefrischt, bis zum Startfeld.</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>needs {cost} Experience, {name} has {exp}</source>
            <translation>braucht {cost} Erfahrung, {name} hat {exp}</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>Raise {attribute} to {value}</source>
            <translation>{attribute} auf {value} steigern</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>{cost} Experience = 2 × pair total after the raise ({total}), at most 10</source>
            <translation>{cost} Erfahrung = 2 × Paarsumme nach der Steigerung ({total}), höchstens 10</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>a {attribute} Skill card comes with the point</source>
            <translation>mit dem Punkt kommt eine Fertigkeitskarte für {attribute}</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>{attribute} and {partner} then total {total}</source>
            <translation>{attribute} und {partner} ergeben dann zusammen {total}</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>; brings a Skill card</source>
            <translation>; bringt eine Fertigkeitskarte</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>the Advancement Pool is empty</source>
            <translation>der Aufstiegsvorrat ist leer</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>Buy: see 3, keep 1</source>
            <translation>Kaufen: 3 ansehen, 1 behalten</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>{cost} Experience</source>
            <translation>{cost} Erfahrung</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>a deck keeps at least {n} cards</source>
            <translation>ein Stapel behält mindestens {n} Karten</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>Cut</source>
            <translation>Aussortieren</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>Put back</source>
            <translation>Zurücklegen</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>{n} cards; at the minimum of {min}: buy a card before cutting one</source>
            <translation>{n} Karten; am Minimum von {min}: Kaufe eine Karte, bevor du eine aussortierst</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>{n} cards; {cut} may be cut</source>
            <translation>{n} Karten; {cut} dürfen aussortiert werden</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>Combat deck</source>
            <translation>Kampfstapel</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>Diplomacy deck</source>
            <translation>Diplomatiestapel</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>Done advancing</source>
            <translation>Aufstieg beendet</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>Keep this card</source>
            <translation>Diese Karte behalten</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>Side {n}: {name}</source>
            <translation>Seite {n}: {name}</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>A coming morning's Event will be a random one: random Events are shuffled and put on top of the Event deck, and each morning reveals the top card.</source>
            <translation>Das Ereignis eines kommenden Morgens wird ein zufälliges sein: Zufallsereignisse werden gemischt und oben auf den Ereignisstapel gelegt, und jeder Morgen deckt die oberste Karte auf.</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>Today's Event: read it any time in the bar at the top (hover or click it).</source>
            <translation>Das heutige Ereignis: Lies es jederzeit in der Leiste oben (darauf zeigen oder klicken).</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>No Event card is left to reveal, so no Event this morning.</source>
            <translation>Es ist keine Ereigniskarte mehr aufzudecken, also gibt es heute Morgen kein Ereignis.</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>A new Active Quest: read it and its hint in Quests &amp; belongings.</source>
            <translation>Ein neuer Aktiver Auftrag: Lies ihn und seinen Hinweis unter Aufträge &amp; Habe.</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>Each morning a lit Menhir's dial drops by 1: one day of light less.</source>
            <translation>Jeden Morgen sinkt die Scheibe eines entzündeten Menhirs um 1: ein Tag Licht weniger.</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>Time Dials count down by 1 every morning.</source>
            <translation>Zeitscheiben zählen jeden Morgen um 1 herunter.</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>A Time Dial ran out this morning and is gone.</source>
            <translation>Eine Zeitscheibe ist heute Morgen abgelaufen und verschwunden.</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>A Time Token is taken off a location card each morning.</source>
            <translation>Jeden Morgen wird eine Zeitmarke von einer Ortskarte genommen.</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>The morning is when you may choose again which card of a keyword is in use, face up.</source>
            <translation>Am Morgen darfst du neu wählen, welche Karte eines Schlüsselworts offen in Gebrauch ist.</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>Part of this morning's upkeep, done for you; it has no place on the map.</source>
            <translation>Teil der Versorgung dieses Morgens, für dich erledigt; sie hat keinen Ort auf der Karte.</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>{line}, so the next Event a morning reveals is a random one</source>
            <translation>{line}, also ist das nächste Ereignis, das ein Morgen aufdeckt, ein zufälliges</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>Day {day} begins</source>
            <translation>Tag {day} beginnt</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>Energy {energy}/{energy_max}, Health {health}/{health_max}, Terror {terror}/{terror_max}; Strategy phases per turn in a fight: {strategy}. Attributes: {attributes}. Resources: {resources}. Action: {action} ({cost} Energy). Trait: {trait}</source>
            <translation>Energie {energy}/{energy_max}, Gesundheit {health}/{health_max}, Terror {terror}/{terror_max}; Strategiephasen pro Zug im Kampf: {strategy}. Attribute: {attributes}. Ressourcen: {resources}. Aktion: {action} ({cost} Energie). Wesenszug: {trait}</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>, and the Status “{name}” is marked</source>
            <translation>, und der Status „{name}“ wird markiert</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>Accept the Allmother's Mercy</source>
            <translation>Die Gnade der Allmutter annehmen</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>The chapter starts again with fresh characters; statuses and completed quests are kept{marked}.</source>
            <translation>Das Kapitel beginnt von vorn mit frischen Charakteren; Status und erfüllte Aufträge bleiben erhalten{marked}.</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>The chapter is won</source>
            <translation>Das Kapitel ist gewonnen</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>The game is over: won — {ending}.</source>
            <translation>Das Spiel ist vorbei: gewonnen — {ending}.</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>Your character</source>
            <translation>Dein Charakter</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>Day {day}. Alone on the island, a death ends the game.</source>
            <translation>Tag {day}. Allein auf der Insel beendet ein Tod das Spiel.</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>The party has failed</source>
            <translation>Die Gruppe ist gescheitert</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>Day {day}. Nobody is left to play on: the game ends in failure.</source>
            <translation>Tag {day}. Niemand ist mehr da, der weiterspielt: Das Spiel endet im Scheitern.</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>Give {secret} to {who}</source>
            <translation>{secret} an {who} geben</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>Their Items stay where they fell. Hand on the Secret {secret}.</source>
            <translation>Die Gegenstände bleiben, wo der Charakter fiel. Gib das Geheimnis {secret} weiter.</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>Claim {who}</source>
            <translation>{who} übernehmen</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>Set up fresh on the lowest-numbered revealed location. {setup}</source>
            <translation>Frisch aufgestellt auf dem aufgedeckten Ort mit der niedrigsten Nummer. {setup}</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>Sit out</source>
            <translation>Aussetzen</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>Claim nobody and watch the others play on.</source>
            <translation>Niemanden übernehmen und den anderen beim Weiterspielen zusehen.</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>{who} has died</source>
            <translation>{who} ist gestorben</translation>
        </message>
        <message>
            <location filename="app/day_views.py" />
            <source>Their Items stay where they fell and their Personal Secrets are gone. The player may take up an unclaimed character, or sit out while the others play on.</source>
            <translation>Die Gegenstände bleiben, wo der Charakter fiel, und die persönlichen Geheimnisse sind fort. Wer ihn spielte, kann einen freien Charakter übernehmen oder aussetzen, während die anderen weiterspielen.</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source> with {names}</source>
            <translation> mit {names}</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>here</source>
            <translation>hier</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>Explore {place}</source>
            <translation>{place} erkunden</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>Travel to {place}</source>
            <translation>Reisen: {place}</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>Location action</source>
            <translation>Ortsaktion</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>Character action</source>
            <translation>Charakteraktion</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>Inspect the Menhir</source>
            <translation>Den Menhir untersuchen</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>free</source>
            <translation>kostenlos</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source> (down from {dial})</source>
            <translation> (bisher {dial})</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source> (up from {dial})</source>
            <translation> (bisher {dial})</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>: sets its dial to {dial}</source>
            <translation>: stellt seine Scheibe auf {dial}</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>Activate the Menhir</source>
            <translation>Den Menhir wecken</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>Pass — end your day</source>
            <translation>Passen — deinen Tag beenden</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>{giver} gives {thing} to {receiver}</source>
            <translation>{giver} gibt {receiver}: {thing}</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>{who} picks up {item}</source>
            <translation>{who} hebt {item} auf</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>Keep {item} face up</source>
            <translation>{item} offen lassen</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>Face {enemy} first</source>
            <translation>Zuerst {enemy} entgegentreten</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>Eat 1 Food: +1 Health, −1 Terror</source>
            <translation>1 Nahrung essen: +1 Gesundheit, −1 Terror</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>1 Food</source>
            <translation>1 Nahrung</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>Go without food: Energy drops to 0 (or lose 1 Health if it is already 0)</source>
            <translation>Ohne Nahrung bleiben: Energie fällt auf 0 (oder verliere 1 Gesundheit, wenn sie schon 0 ist)</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>Raise {attribute}</source>
            <translation>{attribute} steigern</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>Buy a Combat card: see 3, keep 1</source>
            <translation>Eine Kampfkarte kaufen: 3 ansehen, 1 behalten</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>Buy a Diplomacy card: see 3, keep 1</source>
            <translation>Eine Diplomatiekarte kaufen: 3 ansehen, 1 behalten</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>Keep the card {card}</source>
            <translation>Die Karte {card} behalten</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>Cut {card} from the deck (kept aside)</source>
            <translation>{card} aus dem Stapel nehmen (beiseitegelegt)</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>Put {card} back into the deck</source>
            <translation>{card} zurück in den Stapel legen</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>Done</source>
            <translation>Fertig</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>Take the skill {name}: {text}</source>
            <translation>Die Fertigkeit {name} nehmen: {text}</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>Take skill {skill} side {side}</source>
            <translation>Fertigkeit {skill}, Seite {side} nehmen</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>Face it alone</source>
            <translation>Allein entgegentreten</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>Let {names} join the fight</source>
            <translation>{names} in den Kampf eintreten lassen</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>Claim nobody: sit out while the others play on</source>
            <translation>Niemanden übernehmen: aussetzen, während die anderen weiterspielen</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>Discard {item}</source>
            <translation>{item} ablegen</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>Accept the mercy: restart the chapter</source>
            <translation>Die Gnade annehmen: das Kapitel neu beginnen</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>you are Going Insane</source>
            <translation>du bist im Wahn</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>{name} is Going Insane</source>
            <translation>{name} ist im Wahn</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>{names} are Going Insane</source>
            <translation>{names} sind im Wahn</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source> and </source>
            <translation> und </translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>no Direction Key leads on from here</source>
            <translation>kein Richtungsschlüssel führt von hier weiter</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>a journey costs {cost}, as {why}, and {have} Energy is left</source>
            <translation>eine Reise kostet {cost}, da {why}, und es ist noch {have} Energie übrig</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>a journey costs {cost} (there is {have})</source>
            <translation>eine Reise kostet {cost} (vorhanden: {have})</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source> Once a day.</source>
            <translation> Einmal am Tag.</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source> It also costs {cost}.</source>
            <translation> Es kostet außerdem {cost}.</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>the next chapter</source>
            <translation>das nächste Kapitel</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source> (fresh)</source>
            <translation> (neu)</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>Begin {chapter} with the same party: {who}</source>
            <translation>{chapter} mit derselben Gruppe beginnen: {who}</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>; {names} stay behind</source>
            <translation>; {names} bleiben zurück</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>; {names} stays behind</source>
            <translation>; {names} bleibt zurück</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>Begin {chapter} with {who}{change}</source>
            <translation>{chapter} mit {who} beginnen{change}</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>The Menhir of {place} is still lit with {days} on its dial. Waking it again sets the dial to {dial}: {lost} of light are thrown away, never added.</source>
            <translation>Der Menhir von {place} brennt noch, seine Scheibe zeigt {days}. Weckst du ihn erneut, wird die Scheibe auf {dial} gestellt: Licht für {lost} geht verloren und wird nicht dazugezählt.</translation>
        </message>
        <message numerus="yes">
            <location filename="app/describe.py" />
            <source>%n day(s)</source>
            <translation>
                <numerusform>%n Tag</numerusform>
                <numerusform>%n Tage</numerusform>
            </translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>Choose {n}</source>
            <translation>Wahl {n}</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>Draw a card</source>
            <translation>Eine Karte ziehen</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>Play {card} on the chain of {enemy}</source>
            <translation>{card} an die Kette von {enemy} spielen</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>Commit {dice}{note}</source>
            <translation>{dice} einsetzen{note}</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>Apply {die} to {enemy}</source>
            <comment>action label</comment>
            <translation>Würfel {die} legen auf: {enemy}</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>Use {item}</source>
            <translation>{item} benutzen</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>End this Strategy phase</source>
            <translation>Diese Strategiephase beenden</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>Resolve: every enemy is defeated, so the fight is won</source>
            <translation>Auflösen: Jeder Gegner ist besiegt, der Kampf ist gewonnen</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>Finish your Strategy phases (dice not applied are exhausted)</source>
            <translation>Deine Strategiephasen beenden (nicht angewandte Würfel werden erschöpft)</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>Escape (pay the escape cost)</source>
            <translation>Fliehen (den Preis der Flucht zahlen)</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>Take the reward: {reward}</source>
            <translation>Die Belohnung nehmen: {reward}</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>Discard {card}</source>
            <translation>{card} abwerfen</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>Skip the reward</source>
            <translation>Die Belohnung auslassen</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>Go on without rolling: no die is committed, and the pool still holds 1 die</source>
            <translation>Ohne Wurf weiter: Kein Würfel ist eingesetzt, und der Vorrat hält noch 1 Würfel</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>Go on without rolling: no die is committed, and the pool still holds {n} dice</source>
            <translation>Ohne Wurf weiter: Kein Würfel ist eingesetzt, und der Vorrat hält noch {n} Würfel</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>Go on without rolling (no die is left to roll)</source>
            <translation>Ohne Wurf weiter (kein Würfel ist mehr zu werfen)</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>Roll {dice} in the active area</source>
            <translation>{dice} im aktiven Bereich werfen</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source> ({name}'s trait, {trait}: also {effects})</source>
            <translation> (Wesenszug von {name}, {trait}: außerdem {effects})</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source> (it counts under the dial now)</source>
            <translation> (er zählt jetzt unter der Scheibe)</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source> (they count under the dial now)</source>
            <translation> (sie zählen jetzt unter der Scheibe)</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source> (it does not count now: the dial is {dial})</source>
            <translation> (er zählt jetzt nicht: die Scheibe zeigt {dial})</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source> (they do not count now: the dial is {dial})</source>
            <translation> (sie zählen jetzt nicht: die Scheibe zeigt {dial})</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>a die</source>
            <translation>einen Würfel</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>enemy {n}</source>
            <translation>Gegner {n}</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>The Dream ends</source>
            <translation>Der Traum endet</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>The Nightmare ends</source>
            <translation>Der Albtraum endet</translation>
        </message>
        <message>
            <location filename="app/describe.py" />
            <source>The reading ends</source>
            <translation>Die Lesung endet</translation>
        </message>
        <message>
            <location filename="app/encounter_tips.py" />
            <source>Each turn</source>
            <translation>Jeden Zug</translation>
        </message>
        <message>
            <location filename="app/encounter_tips.py" />
            <source>After effect</source>
            <translation>Nachwirkung</translation>
        </message>
        <message>
            <location filename="app/encounter_tips.py" />
            <source>At the start</source>
            <translation>Zu Beginn</translation>
        </message>
        <message>
            <location filename="app/encounter_tips.py" />
            <source>At the start of each turn, while it stands</source>
            <translation>Zu Beginn jedes Zuges, solange der Gegner steht</translation>
        </message>
        <message>
            <location filename="app/encounter_tips.py" />
            <source>After effect, at each Resolve phase, even once defeated</source>
            <translation>Nachwirkung, in jeder Auflösungsphase, auch wenn der Gegner besiegt ist</translation>
        </message>
        <message>
            <location filename="app/encounter_tips.py" />
            <source>Once, when the fight begins</source>
            <translation>Einmal, wenn die Begegnung beginnt</translation>
        </message>
        <message>
            <location filename="app/encounter_tips.py" />
            <source>A chain is the row of cards played against one enemy, starting at the enemy's own card. Nodes are the top, middle and bottom points on a card's edges: a strike on a card's left edge happens when it meets a node on the right edge of the card before it.</source>
            <translation>Eine Kette ist die Reihe der Karten, die gegen einen Gegner gespielt werden, beginnend bei der Karte des Gegners. Knoten sind die Punkte oben, in der Mitte und unten an den Kanten einer Karte: Ein Schlag an der linken Kante einer Karte geschieht, wenn er einen Knoten an der rechten Kante der Karte davor trifft.</translation>
        </message>
        <message>
            <location filename="app/encounter_tips.py" />
            <source>The dots on a card's edges are nodes, coloured by place: gold top, teal middle, purple bottom (with the colour-blind aid ▲ top, ● middle, ■ bottom). A ringed dot on the left edge is one of the card's strikes; a filled dot on the right edge is a node the next card can meet. A bright ring marks a strike that meets a node.</source>
            <translation>Die Punkte an den Kanten einer Karte sind Knoten, nach ihrer Lage gefärbt: gold oben, türkis in der Mitte, violett unten (mit der Farbenblind-Hilfe ▲ oben, ● Mitte, ■ unten). Ein umrandeter Punkt an der linken Kante ist einer der Schläge der Karte; ein gefüllter Punkt an der rechten Kante ist ein Knoten, den die nächste Karte treffen kann. Ein heller Ring zeigt einen Schlag, der einen Knoten trifft.</translation>
        </message>
        <message>
            <location filename="app/encounter_tips.py" />
            <source>The fight's dial shows {dial}: only {dial} dice apply now. It turns red → blue → gold after each Resolve phase. (The small “Start” square on an enemy card is only the colour the fight's dial starts at.)</source>
            <translation>Die Scheibe des Kampfes zeigt {dial}: Nur Würfel in {dial} zählen jetzt. Sie dreht sich nach jeder Auflösungsphase rot → blau → gold. (Das kleine Quadrat „Start“ auf einer Gegnerkarte ist nur die Farbe, mit der die Scheibe des Kampfes beginnt.)</translation>
        </message>
        <message>
            <location filename="app/encounter_tips.py" />
            <source>The {n} in the corner is its place in the order the enemies came: the fight's dial starts at enemy 1's colour, and the text mode names enemies by these numbers.</source>
            <translation>Die {n} in der Ecke ist sein Platz in der Reihenfolge, in der die Gegner kamen: Die Scheibe des Kampfes beginnt mit der Farbe von Gegner 1, und der Textmodus nennt die Gegner bei diesen Nummern.</translation>
        </message>
        <message>
            <location filename="app/encounter_tips.py" />
            <source>Start {colour}: the fight's dial starts at the first enemy's colour. The colour that counts now is on the fight's dial beside the chains.</source>
            <translation>Start {colour}: Die Scheibe des Kampfes beginnt mit der Farbe des ersten Gegners. Welche Farbe jetzt zählt, zeigt die Scheibe des Kampfes neben den Ketten.</translation>
        </message>
        <message>
            <location filename="app/encounter_tips.py" />
            <source>Drag it to the end of a chain, or press its number and Enter.</source>
            <translation>Ziehe sie an das Ende einer Kette oder drücke ihre Nummer und Enter.</translation>
        </message>
        <message>
            <location filename="app/encounter_tips.py" />
            <source>The chain against {enemy} is closed: nothing can follow {end_name}.</source>
            <translation>Die Kette ist geschlossen (Gegner: {enemy}): Nach ihrer letzten Karte ({end_name}) kann nichts folgen.</translation>
        </message>
        <message numerus="yes">
            <location filename="app/encounter_tips.py" />
            <source>the node(s) {positions}</source>
            <translation>
                <numerusform>den Knoten {positions}</numerusform>
                <numerusform>die Knoten {positions}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="app/encounter_tips.py" />
            <source>The end of the chain against {enemy}: play a card here whose strikes meet {end_name}'s {nodes}; each strike that meets one happens.</source>
            <translation>Das Ende der Kette (Gegner: {enemy}): Spiele hier eine Karte, deren Schläge auf {nodes} der letzten Karte ({end_name}) treffen; jeder Schlag, der einen davon trifft, geschieht.</translation>
        </message>
        <message>
            <location filename="app/encounter_tips.py" />
            <source>The {colour} die</source>
            <translation>Der Würfel ({colour})</translation>
        </message>
        <message>
            <location filename="app/encounter_tips.py" />
            <source>A {colour} die in the pool: click it, or drag it to the active area, to commit it. {note}</source>
            <translation>Ein Würfel ({colour}) im Vorrat: Klicke ihn an oder ziehe ihn in den aktiven Bereich, um ihn einzusetzen. {note}</translation>
        </message>
        <message>
            <location filename="app/encounter_tips.py" />
            <source>an enemy</source>
            <translation>einen Gegner</translation>
        </message>
        <message>
            <location filename="app/encounter_tips.py" />
            <source>{named} is applied to {target}.</source>
            <translation>{named} wirkt auf: {target}.</translation>
        </message>
        <message>
            <location filename="app/encounter_tips.py" />
            <source>A committed {colour} die: roll it. {note}</source>
            <translation>Ein eingesetzter Würfel ({colour}): Würfle ihn. {note}</translation>
        </message>
        <message>
            <location filename="app/encounter_tips.py" />
            <source>{named}: drag it onto an enemy (or click it) to apply it.</source>
            <translation>{named}: Ziehe ihn auf einen Gegner (oder klicke ihn an), um ihn anzuwenden.</translation>
        </message>
        <message>
            <location filename="app/encounter_tips.py" />
            <source>{named}: a miss, no hit to apply.</source>
            <translation>{named}: ein Fehlwurf, kein Treffer anzuwenden.</translation>
        </message>
        <message>
            <location filename="app/encounter_tips.py" />
            <source>{named}: a hit that cannot be applied: {why}</source>
            <translation>{named}: ein Treffer, der sich nicht anwenden lässt: {why}</translation>
        </message>
        <message>
            <location filename="app/encounter_tips.py" />
            <source>not now</source>
            <translation>jetzt nicht</translation>
        </message>
        <message>
            <location filename="app/encounter_tips.py" />
            <source>applied</source>
            <translation>angewandt</translation>
        </message>
        <message>
            <location filename="app/encounter_tips.py" />
            <source>Go on without rolling
(key R)</source>
            <translation>Weiter ohne Wurf
(Taste R)</translation>
        </message>
        <message>
            <location filename="app/encounter_tips.py" />
            <source>Roll
(key R)</source>
            <translation>Würfeln
(Taste R)</translation>
        </message>
        <message>
            <location filename="app/encounter_tips.py" />
            <source>Roll 1 die
(key R)</source>
            <translation>1 Würfel würfeln
(Taste R)</translation>
        </message>
        <message>
            <location filename="app/encounter_tips.py" />
            <source>Roll {count} dice
(key R)</source>
            <translation>{count} Würfel würfeln
(Taste R)</translation>
        </message>
        <message>
            <location filename="app/encounter_tips.py" />
            <source>Escape (Esc)
not needed: you won</source>
            <translation>Fliehen (Esc)
nicht nötig: gewonnen</translation>
        </message>
        <message>
            <location filename="app/encounter_tips.py" />
            <source>Escape (Esc)
you pay {cost}; hover for why</source>
            <translation>Fliehen (Esc)
du zahlst {cost} (Grund: darauf zeigen)</translation>
        </message>
        <message>
            <location filename="app/encounter_tips.py" />
            <source>Escape (Esc)
free of cost</source>
            <translation>Fliehen (Esc)
kostenlos</translation>
        </message>
        <message>
            <location filename="app/encounter_tips.py" />
            <source>Escape (Esc)
costs {cost}</source>
            <translation>Fliehen (Esc)
kostet {cost}</translation>
        </message>
        <message>
            <location filename="app/encounter_view.py" />
            <source>Combat</source>
            <translation>Kampf</translation>
        </message>
        <message>
            <location filename="app/encounter_view.py" />
            <source>Enemy</source>
            <translation>Gegner</translation>
        </message>
        <message>
            <location filename="app/encounter_view.py" />
            <source>hits</source>
            <translation>Treffer</translation>
        </message>
        <message>
            <location filename="app/encounter_view.py" />
            <source>Diplomacy</source>
            <translation>Diplomatie</translation>
        </message>
        <message>
            <location filename="app/encounter_view.py" />
            <source>Opponent</source>
            <translation>Gegenüber</translation>
        </message>
        <message>
            <location filename="app/encounter_view.py" />
            <source>persuasion</source>
            <translation>Überzeugung</translation>
        </message>
        <message>
            <location filename="app/encounter_view.py" />
            <source>strike</source>
            <translation>Schlagen</translation>
        </message>
        <message>
            <location filename="app/encounter_view.py" />
            <source>commit</source>
            <translation>Einsetzen</translation>
        </message>
        <message>
            <location filename="app/encounter_view.py" />
            <source>apply</source>
            <translation>Anwenden</translation>
        </message>
        <message>
            <location filename="app/encounter_view.py" />
            <source>discard</source>
            <translation>Abwurf</translation>
        </message>
        <message>
            <location filename="app/encounter_view.py" />
            <source>ended</source>
            <translation>beendet</translation>
        </message>
        <message>
            <location filename="app/encounter_view.py" />
            <source>Strike again: the Strike step stays open, so you may play (or draw) one more card before committing dice.</source>
            <translation>Erneut schlagen: Der Schlagschritt bleibt offen, du darfst also noch eine Karte ausspielen (oder ziehen), bevor du Würfel einsetzt.</translation>
        </message>
        <message>
            <location filename="app/encounter_view.py" />
            <source>Turn the dial: the fight's dial moves one colour on (red → blue → gold → red).</source>
            <translation>Die Scheibe drehen: Die Scheibe des Kampfes rückt eine Farbe weiter (rot → blau → gold → rot).</translation>
        </message>
        <message>
            <location filename="app/encounter_view.py" />
            <source>{borne} instead of {owed}</source>
            <translation>{borne} statt {owed}</translation>
        </message>
        <message>
            <location filename="app/encounter_view.py" />
            <source>{borne} instead of {owed}: you have too little to pay it</source>
            <translation>{borne} statt {owed}: du hast zu wenig, um es zu bezahlen</translation>
        </message>
        <message>
            <location filename="app/encounter_view.py" />
            <source>{borne} of it instead of {owed}, which you cannot pay</source>
            <translation>{borne} davon statt {owed}, das du nicht bezahlen kannst</translation>
        </message>
        <message>
            <location filename="app/encounter_view.py" />
            <source>not {owed}</source>
            <translation>nicht {owed}</translation>
        </message>
        <message>
            <location filename="app/encounter_view.py" />
            <source>not {owed}: you have too little, and escape without it</source>
            <translation>nicht {owed}: du hast zu wenig und fliehst ohne es</translation>
        </message>
        <message>
            <location filename="app/encounter_view.py" />
            <source>nothing for {owed}, which you cannot pay</source>
            <translation>nichts für {owed}, das du nicht bezahlen kannst</translation>
        </message>
        <message>
            <location filename="app/encounter_view.py" />
            <source>{more} (your trait)</source>
            <translation>{more} (deine Eigenschaft)</translation>
        </message>
        <message>
            <location filename="app/encounter_view.py" />
            <source>{more} more: {name}'s trait, {trait}, adds it to every escape</source>
            <translation>{more} mehr: Die Eigenschaft von {name}, {trait}, fügt es jeder Flucht hinzu</translation>
        </message>
        <message>
            <location filename="app/encounter_view.py" />
            <source>{more} of it from {name}'s trait, {trait}</source>
            <translation>{more} davon durch die Eigenschaft von {name}, {trait}</translation>
        </message>
        <message>
            <location filename="app/encounter_view.py" />
            <source>nothing</source>
            <translation>nichts</translation>
        </message>
        <message>
            <location filename="app/encounter_view.py" />
            <source>{kind}, round {round}. {name}: Strategy phase {phase} of {strategy}, {step} step. The dial shows {dial}.</source>
            <translation>{kind}, Runde {round}. {name}: Strategiephase {phase} von {strategy}, Schritt: {step}. Die Scheibe zeigt {dial}.</translation>
        </message>
        <message>
            <location filename="app/encounter_view.py" />
            <source>defeated</source>
            <translation>besiegt</translation>
        </message>
        <message>
            <location filename="app/encounter_view.py" />
            <source>{hits} of {health} {what}</source>
            <translation>{hits} von {health} {what}</translation>
        </message>
        <message>
            <location filename="app/encounter_view.py" />
            <source>no cards</source>
            <translation>keine Karten</translation>
        </message>
        <message>
            <location filename="app/encounter_view.py" />
            <source>{enemy}: {state}; its chain: {chain}.</source>
            <translation>{enemy}: {state}; seine Kette: {chain}.</translation>
        </message>
        <message>
            <location filename="app/encounter_view.py" />
            <source>empty</source>
            <translation>leer</translation>
        </message>
        <message>
            <location filename="app/encounter_view.py" />
            <source>Hand: {hand}. Deck {deck}, discard {discard}.</source>
            <translation>Hand: {hand}. Stapel {deck}, Ablage {discard}.</translation>
        </message>
        <message>
            <location filename="app/encounter_view.py" />
            <source> (applied)</source>
            <translation> (angewandt)</translation>
        </message>
        <message>
            <location filename="app/encounter_view.py" />
            <source>Dice pool: {pool}. Active dice: {active}.</source>
            <translation>Würfelvorrat: {pool}. Aktive Würfel: {active}.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>A new campaign of {title} begins.</source>
            <translation>Eine neue Kampagne von {title} beginnt.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>The campaign goes on.</source>
            <translation>Die Kampagne geht weiter.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{title} goes on.</source>
            <translation>{title} geht weiter.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>Day {day}: During the Day</source>
            <translation>Tag {day}: Während des Tages</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>Day {day}: End of the Day</source>
            <translation>Tag {day}: Ende des Tages</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>Day {day}: Start of the Day</source>
            <translation>Tag {day}: Beginn des Tages</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>Day {day}: nobody has Energy to act, so the day passes to its End</source>
            <translation>Tag {day}: Niemand hat Energie zum Handeln, also geht der Tag zu seinem Ende über</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who}: no Energy left, so the day ends for them</source>
            <translation>{who}: Keine Energie mehr, also endet der Tag für sie</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} has no Energy and takes no turn today ({rest})</source>
            <translation>{who} hat keine Energie und ist heute nicht am Zug ({rest})</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} has no Energy and takes no turn today</source>
            <translation>{who} hat keine Energie und ist heute nicht am Zug</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} passes for the day</source>
            <translation>{who} passt für heute</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} eats and rests</source>
            <translation>{who} isst und rastet</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} goes hungry</source>
            <translation>{who} bleibt hungrig</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>The Event deck is empty</source>
            <translation>Der Ereignisstapel ist leer</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>Event: {title}</source>
            <translation>Ereignis: {title}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>New Active Quest: {title}</source>
            <translation>Neuer aktiver Auftrag: {title}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>Quest completed: {title}</source>
            <translation>Auftrag erfüllt: {title}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{events} put on top of the Event deck</source>
            <translation>{events} oben auf den Ereignisstapel gelegt</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>The wyrdness gnaws at {who}</source>
            <translation>Die Wyrdnis nagt an {who}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>The wyrdness swallows the ground under {who}</source>
            <translation>Die Wyrdnis verschlingt den Boden unter {who}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>The last Menhir has gone dark; the remaining land stays</source>
            <translation>Der letzte Menhir ist erloschen; das verbliebene Land bleibt</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>The Menhir at {place} goes dark</source>
            <translation>Der Menhir bei {place} erlischt</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>The Menhir dial at {place} is removed; it goes dark tomorrow</source>
            <translation>Die Menhir-Scheibe bei {place} wird entfernt; morgen erlischt er</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>The Menhir dial at {place} shows {days} of light</source>
            <translation>Die Menhir-Scheibe bei {place} zeigt {days} Licht</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>The Menhir of {place} is lit: {state}. Waking it again asks for: {fx}. If you wake it: {text}</source>
            <translation>Der Menhir von {place} brennt: {state}. Ihn erneut zu wecken verlangt: {fx}. Wenn du ihn weckst: {text}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>The Menhir of {place} is lit: {state}. Waking it again asks for: {fx}.</source>
            <translation>Der Menhir von {place} brennt: {state}. Ihn erneut zu wecken verlangt: {fx}.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>The Menhir of {place} is dark. Waking it asks for: {fx}. If you wake it: {text}</source>
            <translation>Der Menhir von {place} ist dunkel. Ihn zu wecken verlangt: {fx}. Wenn du ihn weckst: {text}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>The Menhir of {place} is dark. Waking it asks for: {fx}.</source>
            <translation>Der Menhir von {place} ist dunkel. Ihn zu wecken verlangt: {fx}.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{text} The Menhir of {place} wakes: its dial shows {dial}.</source>
            <translation>{text} Der Menhir von {place} erwacht: Seine Scheibe zeigt {dial}.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>The Menhir of {place} wakes: its dial shows {dial}.</source>
            <translation>Der Menhir von {place} erwacht: Seine Scheibe zeigt {dial}.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{text} The Menhir of {place} is relit: its dial is lowered to {dial} (it showed {old}; {days} of light are lost).</source>
            <translation>{text} Der Menhir von {place} brennt von Neuem: Seine Scheibe wird auf {dial} gesenkt (sie zeigte {old}; {days} Licht gehen verloren).</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>The Menhir of {place} is relit: its dial is lowered to {dial} (it showed {old}; {days} of light are lost).</source>
            <translation>Der Menhir von {place} brennt von Neuem: Seine Scheibe wird auf {dial} gesenkt (sie zeigte {old}; {days} Licht gehen verloren).</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{text} The Menhir of {place} is relit: its dial shows {dial} (it showed {old}).</source>
            <translation>{text} Der Menhir von {place} brennt von Neuem: Seine Scheibe zeigt {dial} (sie zeigte {old}).</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>The Menhir of {place} is relit: its dial shows {dial} (it showed {old}).</source>
            <translation>Der Menhir von {place} brennt von Neuem: Seine Scheibe zeigt {dial} (sie zeigte {old}).</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>Time Dial “{name}” ran out</source>
            <translation>Zeitscheibe „{name}“ ist abgelaufen</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>Time Dial “{name}” shows {n}</source>
            <translation>Zeitscheibe „{name}“ zeigt {n}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>“{name}” moves on: its Quest Dial now shows {n}</source>
            <translation>„{name}“ kommt voran: Die Auftragsscheibe zeigt jetzt {n}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>Time Dial “{name}” now {n}</source>
            <translation>Zeitscheibe „{name}“ jetzt auf {n}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>The Quest Dial of “{name}” is set to {n}</source>
            <translation>Die Auftragsscheibe von „{name}“ wird auf {n} gestellt</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>Time Dial “{name}” set to {n}</source>
            <translation>Zeitscheibe „{name}“ auf {n} gestellt</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>A Time Token leaves {place}</source>
            <translation>Ein Zeitmarker verlässt {place}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{place} is revealed</source>
            <translation>{place} wird aufgedeckt</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{place} sinks into the wyrdness</source>
            <translation>{place} versinkt in der Wyrdnis</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{place} is transformed</source>
            <translation>{place} verwandelt sich</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{place} becomes {other}</source>
            <translation>{place} wird zu {other}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} travels to {place}</source>
            <translation>{who} reist nach {place}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} is moved to {place}</source>
            <translation>{who} wird nach {place} versetzt</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} is thrown to {place}</source>
            <translation>{who} wird nach {place} geschleudert</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{place} is not on the map; nobody moves</source>
            <translation>{place} liegt nicht auf der Karte; niemand bewegt sich</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} join the arriving party in the encounter at {place}</source>
            <translation>{who} schließen sich der ankommenden Gruppe in der Begegnung bei {place} an</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>The arriving party faces the encounter at {place} alone</source>
            <translation>Die ankommende Gruppe stellt sich der Begegnung bei {place} allein</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} cannot pay {n} Energy (has {m}) and is dropped from the party; {doing} goes on with the rest</source>
            <translation>{who} kann {n} Energie nicht zahlen (hat {m}) und scheidet aus der Gruppe aus; {doing} geht mit den anderen weiter</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{enemy} rolls the discard face on the Guardian die: it leaves the map</source>
            <translation>{enemy} würfelt auf dem Wächterwürfel die Abwurfseite: Er verlässt die Karte</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{enemy} rolls {direction} on the Guardian die: it moves to {place}</source>
            <translation>{enemy} würfelt auf dem Wächterwürfel {direction}: Er zieht nach {place}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{enemy} rolls the blank face on the Guardian die: it does not move</source>
            <translation>{enemy} würfelt auf dem Wächterwürfel die leere Seite: Er bleibt, wo er ist</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{enemy} stays at {place} as a Guardian</source>
            <translation>{enemy} bleibt als Wächter bei {place}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{enemy} leaves the map with {place}</source>
            <translation>{enemy} verlässt die Karte mit {place}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who}: {title}</source>
            <translation>{who}: {title}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} gives {what} to {other}</source>
            <translation>{who} gibt {other} {what}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>Chronicler correction: {text}</source>
            <translation>Korrektur des Chronisten: {text}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} keeps {item} face up</source>
            <translation>{who} lässt {item} offen liegen</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} turns {item} face down (dying)</source>
            <translation>{who} dreht {item} um (sterbend)</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} adds {card} to the {deck} deck</source>
            <translation>{who} legt {card} in den {deck}-Stapel</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} gains the Skill {title}</source>
            <translation>{who} erhält die Fertigkeit {title}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} raises {attribute} to {value} ({cost} Experience)</source>
            <translation>{who} steigert {attribute} auf {value} ({cost} Erfahrung)</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>No {attribute} Skill card is left to gain</source>
            <translation>Keine Fertigkeitskarte für {attribute} ist mehr übrig</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} looks at {cards_named}</source>
            <translation>{who} sieht sich an: {cards_named}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} sets {card} aside</source>
            <translation>{who} legt {card} beiseite</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} puts {card} back in the deck</source>
            <translation>{who} legt {card} zurück in den Stapel</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} gains {item}</source>
            <translation>{who} erhält {item}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{item} is not available</source>
            <translation>{item} ist nicht zu haben</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>No {kind} item is left in the Item deck</source>
            <translation>Im Gegenstandsstapel ist kein Gegenstand dieser Art mehr ({kind})</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} discards {item}</source>
            <translation>{who} legt {item} ab</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{item} is left at {place}</source>
            <translation>{item} bleibt bei {place} zurück</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} gains the Secret {secret}</source>
            <translation>{who} erhält das Geheimnis {secret}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} takes {secret}</source>
            <translation>{who} nimmt {secret}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{secret} is already taken</source>
            <translation>{secret} ist schon vergeben</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} gives up {secret}</source>
            <translation>{who} gibt {secret} auf</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>The Personal Secret {secret} vanishes</source>
            <translation>Das persönliche Geheimnis {secret} verschwindet</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who}'s {item}: {text}</source>
            <translation>{item} von {who}: {text}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who}'s trait, {title}: {fx}</source>
            <translation>Eigenschaft von {who}, {title}: {fx}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} gained {n} {what}</source>
            <translation>{who} erhielt {n} {what}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} lost {n} {what}</source>
            <translation>{who} verlor {n} {what}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} spent {n} {what}</source>
            <translation>{who} gab {n} {what} aus</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who}'s Energy fell to their Health ({n})</source>
            <translation>Die Energie von {who} fiel auf die Gesundheit ({n})</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} is now Exhausted: {does}</source>
            <translation>{who} ist jetzt Erschöpft: {does}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} is now in a Panic: {does}</source>
            <translation>{who} ist jetzt in Panik: {does}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} is now Going Insane: {does}</source>
            <translation>{who} ist jetzt Im Wahn: {does}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} is no longer Exhausted.</source>
            <translation>{who} ist nicht mehr Erschöpft.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} is no longer in a Panic.</source>
            <translation>{who} ist nicht mehr in Panik.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} is no longer Going Insane.</source>
            <translation>{who} ist nicht mehr Im Wahn.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} is dying again, with the days left from before ({days} to recover)</source>
            <translation>{who} ist wieder Sterbend, mit den Tagen, die von vorher bleiben ({days} zur Genesung)</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} is dying ({days} to recover)</source>
            <translation>{who} ist Sterbend ({days} zur Genesung)</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} is closer to death: {days} left</source>
            <translation>{who} ist dem Tod näher: noch {days}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} has {days} left to recover</source>
            <translation>{who} bleiben noch {days} zur Genesung</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} is no longer dying ({days} of the countdown stay for a next fall)</source>
            <translation>{who} ist nicht mehr Sterbend ({days} des Countdowns bleiben für einen nächsten Sturz)</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} dies</source>
            <translation>{who} stirbt</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} joins the party at {place}</source>
            <translation>{who} schließt sich der Gruppe bei {place} an</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} joins at {place}</source>
            <translation>{who} kommt bei {place} hinzu</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} does not go on into the new chapter</source>
            <translation>{who} geht nicht mit ins neue Kapitel</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who}'s player claims no new character and sits out</source>
            <translation>Wer {who} spielte, nimmt keinen neuen Charakter und setzt aus</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>No character is left to claim: {who}'s player sits out</source>
            <translation>Kein Charakter ist mehr frei: Wer {who} spielte, setzt aus</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} is Going Insane and rolls {roll} after exploring: a 1 brings a purple encounter</source>
            <translation>{who} ist im Wahn und würfelt nach dem Erkunden eine {roll}: Eine 1 bringt eine violette Begegnung</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} is Going Insane and rolls {roll} after exploring: only a 1 would bring a purple encounter</source>
            <translation>{who} ist im Wahn und würfelt nach dem Erkunden eine {roll}: Nur eine 1 brächte eine violette Begegnung</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} rolls {roll} for their fraying mind</source>
            <translation>{who} würfelt eine {roll} für den zerfasernden Geist</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>Journal: Exploration ends</source>
            <translation>Erkundungsbuch: Die Erkundung endet</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>Journal: {title}</source>
            <translation>Erkundungsbuch: {title}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>Chose: “{text}”</source>
            <translation>Gewählt: „{text}“</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>Exploration ends</source>
            <translation>Die Erkundung endet</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>Status: {title}</source>
            <translation>Status: {title}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>Status cleared: {title}</source>
            <translation>Status gelöscht: {title}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>That story ended with an earlier chapter: {title}</source>
            <translation>Diese Geschichte endete mit einem früheren Kapitel: {title}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>The Allmother's Mercy: the chapter begins again</source>
            <translation>Die Gnade der Allmutter: Das Kapitel beginnt von vorn</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>The game is over: every character is dead</source>
            <translation>Das Spiel ist vorbei: Alle Charaktere sind tot</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>The game is over: the party has failed</source>
            <translation>Das Spiel ist vorbei: Die Gruppe ist gescheitert</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>The game is over: won: {title}</source>
            <translation>Das Spiel ist vorbei: gewonnen: {title}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>The chapter is won: {title}</source>
            <translation>Das Kapitel ist gewonnen: {title}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>Chapter {chapter}: {title} begins</source>
            <translation>Kapitel {chapter}: {title} beginnt</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>Chapter {chapter} begins</source>
            <translation>Kapitel {chapter} beginnt</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>No {colour} encounter is left to draw</source>
            <translation>Keine Begegnung ({colour}) ist mehr zu ziehen</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>Nobody is able to face the encounter</source>
            <translation>Niemand kann sich der Begegnung stellen</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>Encounter: {enemy}</source>
            <translation>Begegnung: {enemy}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>A combat begins against {enemy}; the dial shows {colour}.</source>
            <translation>Ein Kampf beginnt gegen {enemy}; die Scheibe zeigt {colour}.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>A diplomatic encounter begins against {enemy}; the dial shows {colour}.</source>
            <translation>Eine Diplomatie-Begegnung beginnt mit {enemy}; die Scheibe zeigt {colour}.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>The encounter is over</source>
            <translation>Die Begegnung ist vorbei</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>The encounter is won</source>
            <translation>Die Begegnung ist gewonnen</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>The encounter is lost</source>
            <translation>Die Begegnung ist verloren</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>Every enemy is defeated.</source>
            <translation>Jeder Gegner ist besiegt.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>Nobody is left in the fight.</source>
            <translation>Niemand ist mehr im Kampf.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>Every enemy is defeated: the encounter is won.</source>
            <translation>Jeder Gegner ist besiegt: Die Begegnung ist gewonnen.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>The encounter ends without a victory.</source>
            <translation>Die Begegnung endet ohne Sieg.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} escapes the encounter.</source>
            <translation>{who} flieht aus der Begegnung.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} is dying and escapes the encounter at once.</source>
            <translation>{who} ist Sterbend und flieht sofort aus der Begegnung.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} pays {fx} to escape {enemy}.</source>
            <translation>{who} zahlt {fx}, um vor {enemy} zu fliehen.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} cannot pay the escape cost ({fx}); {fx2} instead.</source>
            <translation>{who} kann den Preis der Flucht ({fx}) nicht zahlen; stattdessen: {fx2}.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} cannot pay the escape cost ({fx}) and escapes without it.</source>
            <translation>{who} kann den Preis der Flucht ({fx}) nicht zahlen und flieht ohne ihn.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>'{text}' has no meaning on an enemy; ignored.</source>
            <translation>„{text}“ bedeutet bei einem Gegner nichts; übergangen.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{enemy} takes {hits} (it is already defeated).</source>
            <translation>{enemy} erleidet {hits} (schon besiegt).</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} joins with {dice} dice and draws {cards} (Exhausted, 1 Energy or less: the opening hand is one card smaller).</source>
            <translation>{who} steigt ein (Würfel: {dice}) und zieht {cards} (Erschöpft, 1 Energie oder weniger: Die Starthand ist eine Karte kleiner).</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} joins with {dice} dice and draws {cards}.</source>
            <translation>{who} steigt ein (Würfel: {dice}) und zieht {cards}.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>Round {round}: {who} takes up to {phases} (Panic: one fewer); the dial shows {colour}.</source>
            <translation>Runde {round}: {who} hat bis zu {phases} (Panik: eine weniger); die Scheibe zeigt {colour}.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>Round {round}: {who} takes up to {phases}; the dial shows {colour}.</source>
            <translation>Runde {round}: {who} hat bis zu {phases}; die Scheibe zeigt {colour}.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} begins Strategy phase {n} of {m}.</source>
            <translation>{who} beginnt Strategiephase {n} von {m}.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>Round {round}: Resolve phase.</source>
            <translation>Runde {round}: Auflösungsphase.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>The dial turns to {colour}.</source>
            <translation>Die Scheibe dreht sich auf {colour}.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>Dice of any colour may be applied this Strategy phase.</source>
            <translation>In dieser Strategiephase dürfen Würfel jeder Farbe angewandt werden.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} strikes by drawing {card}.</source>
            <translation>{who} schlägt und zieht dazu {card}.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} plays {card} after {other} in the chain against {enemy}.</source>
            <translation>{who} spielt {card} nach {other} in der Kette gegen {enemy}.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} plays {card} against {enemy}, starting its chain.</source>
            <translation>{who} spielt {card} gegen {enemy} und beginnt damit dessen Kette.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} plays {card} against {enemy}.</source>
            <translation>{who} spielt {card} gegen {enemy}.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} draws {cards}.</source>
            <translation>{who} zieht {cards}.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} has no card left to draw.</source>
            <translation>{who} hat keine Karte mehr zum Ziehen.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} discards {card}.</source>
            <translation>{who} wirft {card} ab.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} has no card to discard.</source>
            <translation>{who} hat keine Karte zum Abwerfen.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} must discard {cards} (hand limit {limit}).</source>
            <translation>{who} muss {cards} abwerfen (Handlimit {limit}).</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} must discard {cards}.</source>
            <translation>{who} muss {cards} abwerfen.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} gains {dice}.</source>
            <translation>{who} erhält {dice}.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} refreshes {dice}.</source>
            <translation>{who} macht {dice} wieder bereit.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} has no exhausted {colour} die to refresh.</source>
            <translation>{who} hat keinen erschöpften Würfel der Farbe {colour}, der wieder bereit werden könnte.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} commits {dice}.</source>
            <translation>{who} setzt {dice} ein.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} exhausts {dice}.</source>
            <translation>{who} erschöpft {dice}.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} has no dice to roll and goes on.</source>
            <translation>{who} hat keine Würfel zu werfen und macht weiter.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} rolls {faces}.</source>
            <translation>{who} würfelt {faces}.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} applies {faces} to {enemy}.</source>
            <translation>{who} wendet {faces} auf {enemy} an.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} applies {faces} to {enemy}</source>
            <translation>{who} wendet {faces} auf {enemy} an</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} blocks {n} this round.</source>
            <translation>{who} wehrt in dieser Runde {n} ab.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} blocks {n} Health loss.</source>
            <translation>{who} wehrt {n} Verlust an Gesundheit ab.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{enemy} takes {hits}; {n} of {m} Health left.</source>
            <translation>{enemy} erleidet {hits}; {n} von {m} Gesundheit übrig.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{enemy} takes {hits} ({n} of {m} Health).</source>
            <translation>{enemy} erleidet {hits} ({n} von {m} Gesundheit).</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{enemy} takes {hits}; 0 of {m} Health left: it is defeated.</source>
            <translation>{enemy} erleidet {hits}; 0 von {m} Gesundheit übrig: besiegt.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{enemy} is defeated.</source>
            <translation>{enemy} ist besiegt.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} may strike again.</source>
            <translation>{who} darf noch einmal schlagen.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} flips {item}.</source>
            <translation>{who} dreht {item} um.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} turns {item} face up.</source>
            <translation>{who} dreht {item} wieder offen.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>Instant rewards on offer, take any or all of them: {fx}.</source>
            <translation>Sofortige Belohnungen, nimm beliebig viele davon: {fx}.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>Instant rewards on offer: {fx}.</source>
            <translation>Sofortige Belohnungen zur Wahl: {fx}.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} takes the reward: {fx}.</source>
            <translation>{who} nimmt die Belohnung: {fx}.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} leaves the reward: {fx}.</source>
            <translation>{who} lässt die Belohnung liegen: {fx}.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} leaves the rewards: {fx}.</source>
            <translation>{who} lässt die Belohnungen liegen: {fx}.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>The reward for winning goes to {who}: {fx}.</source>
            <translation>Die Belohnung für den Sieg geht an {who}: {fx}.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>Special effect of {enemy}: {text}</source>
            <translation>Sondereffekt von {enemy}: {text}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>After effect of {enemy}: even defeated, it still strikes. {text}</source>
            <translation>Nachwirkung von {enemy}: Selbst besiegt schlägt er noch zu. {text}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>After effect of {enemy}: {text}</source>
            <translation>Nachwirkung von {enemy}: {text}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{card}: {fx}.</source>
            <translation>{card}: {fx}.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{card}: {text}</source>
            <translation>{card}: {text}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{place} is revealed</source>
            <comment>plural subject</comment>
            <translation>{place} werden aufgedeckt</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{place} sinks into the wyrdness</source>
            <comment>plural subject</comment>
            <translation>{place} versinken in der Wyrdnis</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{place} is transformed</source>
            <comment>plural subject</comment>
            <translation>{place} verwandeln sich</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{place} becomes {other}</source>
            <comment>plural subject</comment>
            <translation>{place} werden zu {other}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{place} is not on the map; nobody moves</source>
            <comment>plural subject</comment>
            <translation>{place} liegen nicht auf der Karte; niemand bewegt sich</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{place} is transformed into {other}</source>
            <comment>plural subject</comment>
            <translation>{place} verwandeln sich in {other}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{place} has sunk into the wyrdness and is not on the map now. It can be found again by travelling to it from a card beside it, and it stays only within a Menhir's reach.</source>
            <comment>plural subject</comment>
            <translation>{place} sind in der Wyrdnis versunken und liegen jetzt nicht auf der Karte. Man findet den Ort wieder, wenn man von einer Karte daneben dorthin reist, und er bleibt nur in der Reichweite eines Menhirs.</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>red</source>
            <translation>rot</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>blue</source>
            <translation>blau</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>gold</source>
            <translation>gold</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>green</source>
            <translation>grün</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>gray</source>
            <translation>grau</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>purple</source>
            <translation>purpur</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>red</source>
            <comment>die colour stem</comment>
            <translation>rot</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>blue</source>
            <comment>die colour stem</comment>
            <translation>blau</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>gold</source>
            <comment>die colour stem</comment>
            <translation>golden</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>weapon</source>
            <translation>Waffe</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>armor</source>
            <translation>Rüstung</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>armour</source>
            <translation>Rüstung</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>shield</source>
            <translation>Schild</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>companion</source>
            <translation>Gefährte</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>relic</source>
            <translation>Reliquie</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>craftable</source>
            <translation>herstellbar</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>north</source>
            <translation>Norden</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>east</source>
            <translation>Osten</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>south</source>
            <translation>Süden</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>west</source>
            <translation>Westen</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>hit</source>
            <translation>Treffer</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>double hit</source>
            <translation>Doppeltreffer</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>miss</source>
            <translation>Fehlwurf</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>not rolled</source>
            <translation>nicht gewürfelt</translation>
        </message>
        <message numerus="yes">
            <location filename="app/event_words.py" />
            <source>%n hit(s)</source>
            <translation>
                <numerusform>%n Treffer</numerusform>
                <numerusform>%n Treffer</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="app/event_words.py" />
            <source>%n Strategy phase(s)</source>
            <translation>
                <numerusform>%n Strategiephase</numerusform>
                <numerusform>%n Strategiephasen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="app/event_words.py" />
            <source>%n Time Token(s)</source>
            <translation>
                <numerusform>%n Zeitmarker</numerusform>
                <numerusform>%n Zeitmarker</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="app/event_words.py" />
            <source>%n random event(s)</source>
            <translation>
                <numerusform>%n Zufallsereignis</numerusform>
                <numerusform>%n Zufallsereignisse</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="app/event_words.py" />
            <source>%n committed die/dice</source>
            <translation>
                <numerusform>%n eingesetzten Würfel</numerusform>
                <numerusform>%n eingesetzte Würfel</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="app/event_words.py" />
            <source>%n {colour} die/dice</source>
            <translation>
                <numerusform>%n {colour} Würfel</numerusform>
                <numerusform>%n {colour} Würfel</numerusform>
            </translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>its dial shows {n} (days of light left)</source>
            <translation>seine Scheibe zeigt {n} (verbleibende Tage Licht)</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>it goes dark at the next dawn</source>
            <translation>er erlischt beim nächsten Morgengrauen</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>the action</source>
            <translation>die Aktion</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>the exploration</source>
            <translation>die Erkundung</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>the journey</source>
            <translation>die Reise</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>no dice</source>
            <translation>keine Würfel</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>an unrolled {colour} die</source>
            <translation>einen ungewürfelten {colour} Würfel</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>a {colour} {face}</source>
            <translation>einen {colour} {face}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>or</source>
            <translation>oder</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>gain {n} {what}</source>
            <translation>erhalte {n} {what}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>lose {n} {what}</source>
            <translation>verliere {n} {what}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>pay {n} {what}</source>
            <translation>zahle {n} {what}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>gain {what} {n}</source>
            <translation>{n} {what} erhalten</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>lose {what} {n}</source>
            <translation>{n} {what} verlieren</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>the Status “{title}”</source>
            <translation>der Status „{title}“</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>the Status “{title}” is cleared</source>
            <translation>der Status „{title}“ wird gelöscht</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>the exploration ends</source>
            <translation>die Erkundung endet</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>the Active Quest {title}</source>
            <translation>der Aktive Auftrag {title}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>the quest {title} is completed</source>
            <translation>der Auftrag {title} ist erfüllt</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{events} on top of the Event deck</source>
            <translation>{events} oben auf den Ereignisstapel</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>the Time Dial “{title}” set to {n}</source>
            <translation>die Zeitscheibe „{title}“ auf {n} gestellt</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>the Quest Dial “{title}” set to {n}</source>
            <translation>die Auftragsscheibe „{title}“ auf {n} gestellt</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>the Quest Dial “{title}” advances by {n}</source>
            <translation>die Auftragsscheibe „{title}“ rückt um {n} vor</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{tokens} on {place}</source>
            <translation>{tokens} auf {place}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>the chapter is won: {title}</source>
            <translation>das Kapitel ist gewonnen: {title}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{place} is transformed into {other}</source>
            <translation>{place} verwandelt sich in {other}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>move to the lowest-numbered location</source>
            <translation>zum Ort mit der niedrigsten Nummer ziehen</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>move to {place}</source>
            <translation>nach {place} ziehen</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>the Item {item}</source>
            <translation>der Gegenstand {item}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>draw a {kind} Item</source>
            <translation>einen Gegenstand ziehen ({kind})</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>draw an {kind} Item</source>
            <translation>einen Gegenstand ziehen ({kind})</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>draw an Item</source>
            <translation>einen Gegenstand ziehen</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>draw an Item from the Item deck</source>
            <translation>einen Gegenstand vom Gegenstandsstapel ziehen</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>draw a craftable Item from the Item deck</source>
            <translation>einen herstellbaren Gegenstand vom Gegenstandsstapel ziehen</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>draw a {kind} Item from the Item deck</source>
            <translation>einen Gegenstand ({kind}) vom Gegenstandsstapel ziehen</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>draw an {kind} Item from the Item deck</source>
            <translation>einen Gegenstand ({kind}) vom Gegenstandsstapel ziehen</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>draw {item} from the Item deck</source>
            <translation>{item} vom Gegenstandsstapel ziehen</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>discard the Item {item}</source>
            <translation>den Gegenstand {item} ablegen</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>discard {n} Item(s) (never a Secret)</source>
            <translation>Gegenstände ablegen: {n} (nie ein Geheimnis)</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>the Secret {secret}</source>
            <translation>das Geheimnis {secret}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>give up the Secret {secret}</source>
            <translation>das Geheimnis {secret} aufgeben</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>a {colour} encounter</source>
            <translation>eine Begegnung ({colour})</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>a fight with {enemy}</source>
            <translation>ein Kampf mit {enemy}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{hits}</source>
            <translation>{hits}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>draw {cards}</source>
            <translation>{cards} ziehen</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>strike once more</source>
            <translation>noch einmal schlagen</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>gain {dice}</source>
            <translation>{dice} erhalten</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>refresh {dice}</source>
            <translation>{dice} wieder bereit machen</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>dice of any colour apply</source>
            <translation>Würfel jeder Farbe wirken</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>turn the dial</source>
            <translation>die Scheibe drehen</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>block {n}</source>
            <translation>Abwehr {n}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>discard {cards}</source>
            <translation>{cards} abwerfen</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>one card fewer in encounters and less Energy back at the End of the Day</source>
            <translation>eine Karte weniger in Begegnungen und weniger Energie zurück am Ende des Tages</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>Terror in the top two slots: Travel costs 1 Energy more, Nightmares replace Dreams</source>
            <translation>Terror in den obersten zwei Feldern: Reisen kostet 1 Energie mehr, Albträume ersetzen Träume</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>Terror above Health: one Strategy phase fewer each encounter round</source>
            <translation>Terror über der Gesundheit: eine Strategiephase weniger in jeder Begegnungsrunde</translation>
        </message>
        <message numerus="yes">
            <location filename="app/event_words.py" />
            <source>Dying, %n day(s) left: only Health restores Energy, and Health is 0</source>
            <translation>
                <numerusform>Sterbend, noch %n Tag: Nur Gesundheit bringt Energie zurück, und die Gesundheit ist 0</numerusform>
                <numerusform>Sterbend, noch %n Tage: Nur Gesundheit bringt Energie zurück, und die Gesundheit ist 0</numerusform>
            </translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>something has to happen first at {places}</source>
            <translation>zuerst muss etwas geschehen, und zwar hier: {places}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>something has to happen first, elsewhere in the story</source>
            <translation>zuerst muss anderswo in der Geschichte etwas geschehen</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>something has to happen first</source>
            <translation>erst muss etwas geschehen</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>closed by something that has already happened</source>
            <translation>verschlossen durch etwas, das schon geschehen ist</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>needs {what} {n} ({who} has {m}, but {other} has {k}: the one who explores reads)</source>
            <translation>braucht {what} {n} ({who} hat {m}, aber {other} hat {k}: Wer erkundet, liest)</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>needs {what} {n} (you have {m}, but {other} has {k}: the one who explores reads)</source>
            <translation>braucht {what} {n} (du hast {m}, aber {other} hat {k}: Wer erkundet, liest)</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>needs {n} {what} ({who} has {m}, but {other} has {k}: the one who explores reads)</source>
            <translation>braucht {n} {what} ({who} hat {m}, aber {other} hat {k}: Wer erkundet, liest)</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>needs {n} {what} (you have {m}, but {other} has {k}: the one who explores reads)</source>
            <translation>braucht {n} {what} (du hast {m}, aber {other} hat {k}: Wer erkundet, liest)</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>first take or skip the instant rewards on offer</source>
            <translation>nimm oder lass zuerst die angebotenen Sofortbelohnungen</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>needs {what} {n} ({who} has {m})</source>
            <translation>braucht {what} {n} ({who} hat {m})</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>needs {what} {n} (you have {m})</source>
            <translation>braucht {what} {n} (du hast {m})</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>needs {n} {what} ({who} has {m})</source>
            <translation>braucht {n} {what} ({who} hat {m})</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>needs {n} {what} (you have {m})</source>
            <translation>braucht {n} {what} (du hast {m})</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>needs the Item {item}</source>
            <translation>braucht den Gegenstand {item}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>not while the party holds {item}</source>
            <translation>nicht, solange die Gruppe {item} hat</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>needs something you have not learned yet</source>
            <translation>braucht etwas, das du noch nicht erfahren hast</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>needs a party of at least {n}</source>
            <translation>braucht eine Gruppe von mindestens {n}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>needs the Quest Dial of {name} to show {n} (it shows {m})</source>
            <translation>braucht die Auftragsscheibe von {name} auf {n} (sie zeigt {m})</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>not before Day {day}</source>
            <translation>nicht vor Tag {day}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>not tonight</source>
            <translation>nicht in dieser Nacht</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>needs the Active Quest {title}</source>
            <translation>braucht den Aktiven Auftrag {title}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>needs the Menhir of {place} lit</source>
            <translation>braucht den brennenden Menhir von {place}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>not while the Menhir of {place} burns</source>
            <translation>nicht, solange der Menhir von {place} brennt</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>only once {place} has sunk into the wyrdness</source>
            <translation>erst wenn {place} in der Wyrdnis versunken ist</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>not while {place} is lost</source>
            <translation>nicht, solange {place} verloren ist</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>only at {place}</source>
            <translation>nur in {place}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>not at {place}</source>
            <translation>nicht in {place}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>only if an earlier chapter ended with {title}</source>
            <translation>nur, wenn ein früheres Kapitel mit {title} endete</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>not after {title}</source>
            <translation>nicht nach {title}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>only {who} can do this</source>
            <translation>nur {who} kann das tun</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>only while {state}</source>
            <translation>nur im Zustand {state}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>not while {state}</source>
            <translation>nicht im Zustand {state}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>cannot pay: {who} has {fx}</source>
            <translation>nicht bezahlbar: {who} hat {fx}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>cannot pay {fx}</source>
            <translation>nicht bezahlbar: {fx}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>activating the Menhir costs {each} for each of the {n} players in the game, so in all {fx}</source>
            <translation>das Wecken des Menhirs kostet {each} für jeden der {n} Spieler im Spiel, also insgesamt {fx}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>costs {each} for each of the {n} players in the game, so in all {fx}</source>
            <translation>kostet {each} für jeden der {n} Spieler im Spiel, also insgesamt {fx}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>activating the Menhir costs {fx}</source>
            <translation>das Wecken des Menhirs kostet {fx}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>costs {fx}</source>
            <translation>kostet {fx}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{to} is not connected to {here} by Direction Keys on both cards</source>
            <translation>{to} ist nicht mit {here} verbunden: die Richtungszeichen beider Karten passen nicht zusammen</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{action} is not possible now</source>
            <translation>{action} ist jetzt nicht möglich</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{action} is not possible in this step of the encounter</source>
            <translation>{action} ist in diesem Schritt der Begegnung nicht möglich</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>unknown action '{verb}'</source>
            <translation>unbekannte Aktion '{verb}'</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>'{verb}' takes no arguments</source>
            <translation>'{verb}' braucht keine Angaben</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>empty action</source>
            <translation>leere Aktion</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} can escape only before the first strike of the round</source>
            <translation>{who} kann nur vor dem ersten Schlag der Runde fliehen</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>striking happens only in the Strike step, before committing or rolling dice</source>
            <translation>geschlagen wird nur im Schritt Schlagen, bevor Würfel eingesetzt oder geworfen werden</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>finish this Strategy phase first: roll, then apply</source>
            <translation>beende zuerst diese Strategiephase: würfeln, dann anwenden</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>roll the dice before applying them</source>
            <translation>wirf die Würfel, bevor du sie anwendest</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>misses cannot be applied</source>
            <translation>Fehlwürfe lassen sich nicht anwenden</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>only {colour} dice (the dial's colour) apply now, not {colour2}</source>
            <translation>jetzt zählen nur Würfel in {colour} (der Farbe der Scheibe), nicht in {colour2}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>dice are committed before the roll</source>
            <translation>Würfel werden vor dem Wurf eingesetzt</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>this phase has already rolled</source>
            <translation>in dieser Phase wurde schon gewürfelt</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>roll the dice first, then {action}</source>
            <translation>wirf zuerst die Würfel, dann: {action}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>every enemy is defeated: nothing is left to roll at</source>
            <translation>jeder Gegner ist besiegt: es bleibt nichts, worauf zu würfeln wäre</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>every enemy is defeated: no more Strategy phases</source>
            <translation>jeder Gegner ist besiegt: keine weiteren Strategiephasen</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{who} has taken all {phases} of this round</source>
            <translation>{who} hat alle {phases} dieser Runde genommen</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>nobody can change this fight any more: the only way out is {action}</source>
            <translation>niemand kann diesen Kampf noch wenden: der einzige Ausweg ist {action}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>no instant reward is on offer</source>
            <translation>keine Sofortbelohnung wird angeboten</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>Exhausted</source>
            <translation>Erschöpft</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>Panic</source>
            <translation>Panik</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>Going Insane</source>
            <translation>Im Wahn</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>Dying</source>
            <translation>Sterbend</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>location {n}</source>
            <translation>Ort {n}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{n} {what} (there is {m})</source>
            <translation>{n} {what} (vorhanden: {m})</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>{n} {what} (you have {m})</source>
            <translation>{n} {what} (du hast {m})</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>top</source>
            <translation>oben</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>middle</source>
            <translation>Mitte</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>bottom</source>
            <translation>unten</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>its right edge has no nodes: no card can follow it</source>
            <translation>rechter Rand ohne Knoten: Keine Karte kann folgen</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>its right edge has nodes: {positions}</source>
            <translation>ihr rechter Rand hat Knoten ({positions})</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>If the card before it has a {positions} node: {effect}</source>
            <translation>Hat die Karte davor einen Knoten ({positions}): {effect}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>Chapter {chapter}: {title}</source>
            <translation>Kapitel {chapter}: {title}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>first</source>
            <comment>die ordinal</comment>
            <translation>ersten</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>second</source>
            <comment>die ordinal</comment>
            <translation>zweiten</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>third</source>
            <comment>die ordinal</comment>
            <translation>dritten</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>fourth</source>
            <comment>die ordinal</comment>
            <translation>vierten</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>fifth</source>
            <comment>die ordinal</comment>
            <translation>fünften</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>sixth</source>
            <comment>die ordinal</comment>
            <translation>sechsten</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>seventh</source>
            <comment>die ordinal</comment>
            <translation>siebten</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>eighth</source>
            <comment>die ordinal</comment>
            <translation>achten</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>ninth</source>
            <comment>die ordinal</comment>
            <translation>neunten</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>tenth</source>
            <comment>die ordinal</comment>
            <translation>zehnten</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>first</source>
            <comment>die ordinal, subject</comment>
            <translation>erste</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>second</source>
            <comment>die ordinal, subject</comment>
            <translation>zweite</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>third</source>
            <comment>die ordinal, subject</comment>
            <translation>dritte</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>fourth</source>
            <comment>die ordinal, subject</comment>
            <translation>vierte</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>fifth</source>
            <comment>die ordinal, subject</comment>
            <translation>fünfte</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>sixth</source>
            <comment>die ordinal, subject</comment>
            <translation>sechste</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>seventh</source>
            <comment>die ordinal, subject</comment>
            <translation>siebte</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>eighth</source>
            <comment>die ordinal, subject</comment>
            <translation>achte</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>ninth</source>
            <comment>die ordinal, subject</comment>
            <translation>neunte</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>tenth</source>
            <comment>die ordinal, subject</comment>
            <translation>zehnte</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>the {which}{colour} {face}</source>
            <comment>die as subject</comment>
            <translation>der {which}{colour} {face}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>the {which}{colour} {face}</source>
            <translation>den {which}{colour} {face}</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>the {which}unrolled {colour} die</source>
            <comment>die as subject</comment>
            <translation>der {which}ungewürfelte {colour} Würfel</translation>
        </message>
        <message>
            <location filename="app/event_words.py" />
            <source>the {which}unrolled {colour} die</source>
            <translation>den {which}ungewürfelten {colour} Würfel</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>What you spend to act: Travel, Explore, Location and Character Actions. It returns at the End of the Day and can never be higher than your Health.</source>
            <translation>Was du zum Handeln ausgibst: Reisen, Erkunden, Orts- und Charakteraktionen. Sie kehrt am Ende des Tages zurück und kann nie höher sein als deine Gesundheit.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>How much harm your body can take. At 0 you are Dying.</source>
            <translation>Wie viel Schaden dein Körper erträgt. Bei 0 bist du Sterbend.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>Strain on the mind. Higher than your Health you Panic; in the top two slots you are Going Insane.</source>
            <translation>Last auf dem Geist. Höher als deine Gesundheit gerätst du in Panik; in den obersten zwei Feldern bist du Im Wahn.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>Eaten at the End of the Day: 1 Food gives +1 Health and −1 Terror.</source>
            <translation>Wird am Ende des Tages gegessen: 1 Nahrung gibt +1 Gesundheit und −1 Terror.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>Coin and barter goods: pays for offerings, help and Menhirs.</source>
            <translation>Münzen und Tauschware: bezahlt Opfergaben, Hilfe und Menhire.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>How far your name carries on the island; some people only open up to the well known.</source>
            <translation>Wie weit dein Name auf der Insel reicht; manche öffnen sich nur Bekannten.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>The fire the Menhirs burn on; a cost of many Menhirs and old rites.</source>
            <translation>Das Feuer, von dem die Menhire brennen; der Preis vieler Menhire und alter Riten.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>Spent at the End of the Day to raise attributes and buy advancement cards.</source>
            <translation>Wird am Ende des Tages ausgegeben, um Eigenschaften zu steigern und Aufstiegskarten zu kaufen.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>The cards a character can still add to a Combat or Diplomacy deck: at the End of the Day, 2 Experience shows three of them and one is kept.</source>
            <translation>Die Karten, die ein Charakter noch in seinen Kampf- oder Diplomatiestapel aufnehmen kann: Am Ende des Tages zeigen 2 Erfahrung drei davon, und eine wird behalten.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>A standing stone that holds back the wyrdness: while its dial lasts, every location within one card of it stays on the map.</source>
            <translation>Ein stehender Stein, der die Wyrdnis zurückhält: Solange seine Scheibe reicht, bleibt jeder Ort im Abstand einer Karte auf der Karte.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>A dangerous encounter that stays on the map when you escape it and wanders each morning.</source>
            <translation>Eine gefährliche Begegnung, die auf der Karte bleibt, wenn du vor ihr fliehst, und jeden Morgen weiterzieht.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>A mark on the campaign that remembers what you did; later sections read it.</source>
            <translation>Ein Zeichen der Kampagne, das sich merkt, was du getan hast; spätere Abschnitte lesen es.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>A story card: knowledge, a debt, a relic. Kept when Items are lost; Personal ones never change hands.</source>
            <translation>Eine Geschichtskarte: Wissen, eine Schuld, ein Relikt. Bleibt, wenn Gegenstände verloren gehen; persönliche wechseln nie den Besitzer.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>Equipment or a companion. Only one of each keyword is kept face up.</source>
            <translation>Ausrüstung oder ein Gefährte. Von jedem Schlüsselwort liegt nur einer offen.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>Characters on the same location acting together: one Action, shared costs, shared encounters.</source>
            <translation>Charaktere am selben Ort, die gemeinsam handeln: eine Aktion, geteilte Kosten, geteilte Begegnungen.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>Energy at 1 or 0: one card fewer in encounters and less Energy back at the End of the Day.</source>
            <translation>Energie bei 1 oder 0: eine Karte weniger in Begegnungen und weniger Energie zurück am Ende des Tages.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>Terror higher than Health: one Strategy phase fewer per encounter round.</source>
            <translation>Terror höher als Gesundheit: eine Strategiephase weniger pro Begegnungsrunde.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>Terror in the top two slots: Travel costs more, Nightmares replace Dreams.</source>
            <translation>Terror in den obersten zwei Feldern: Reisen kostet mehr, Albträume ersetzen Träume.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>Health at 0: you have a few days to recover Health before you die.</source>
            <translation>Gesundheit bei 0: Du hast wenige Tage, um Gesundheit zurückzugewinnen, bevor du stirbst.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>A main mission from an Event card; it stays in Active Quests until completed.</source>
            <translation>Eine Hauptaufgabe von einer Ereigniskarte; sie bleibt unter Aktive Aufträge, bis sie erfüllt ist.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>A dial counting a quest's progress; it never goes down on its own.</source>
            <translation>Eine Scheibe, die den Fortschritt eines Auftrags zählt; sie sinkt nie von selbst.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>A dial that counts down at each Start of the Day.</source>
            <translation>Eine Scheibe, die zu jedem Beginn des Tages herunterzählt.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>The days of light a lit Menhir has left; it drops by 1 at each Start of the Day.</source>
            <translation>Die Tage Licht, die ein brennender Menhir noch hat; sie sinken zu jedem Beginn des Tages um 1.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>The island's goddess's second chance: when the game is lost, the chapter starts again from its beginning. The difficulty says how often it is offered.</source>
            <translation>Die zweite Chance der Göttin der Insel: Ist das Spiel verloren, beginnt das Kapitel von vorn. Der Schwierigkeitsgrad bestimmt, wie oft sie angeboten wird.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>A card's effect: the Strike step stays open, so you may play (or draw) one more card before committing dice.</source>
            <translation>Eine Kartenwirkung: Der Schlagschritt bleibt offen, du darfst also noch eine Karte ausspielen (oder ziehen), bevor du Würfel einsetzt.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>A mark of lingering danger or change on a location card.</source>
            <translation>Ein Zeichen andauernder Gefahr oder Veränderung auf einer Ortskarte.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>A journal section read at the End of the Day on a location with a Dream seal.</source>
            <translation>Ein Abschnitt des Erkundungsbuchs, gelesen am Ende des Tages an einem Ort mit Traumsiegel.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>What a Going Insane character reads instead of a Dream.</source>
            <translation>Was ein Charakter Im Wahn statt eines Traums liest.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>In an encounter, the row of cards played against one enemy, starting at the enemy's own card.</source>
            <translation>In einer Begegnung die Reihe der Karten, die gegen einen Gegner gespielt werden, beginnend bei der Karte des Gegners.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>A top, middle or bottom point on a card's edge. A strike on a card's left edge happens when it meets a node on the right edge of the card before it in the chain.</source>
            <translation>Ein Punkt oben, in der Mitte oder unten an der Kante einer Karte. Ein Schlag an der linken Kante einer Karte geschieht, wenn er einen Knoten an der rechten Kante der Karte davor in der Kette trifft.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>One pass of your turn in an encounter: play or draw a card, commit dice, roll, apply hits. A character's Strategy value says how many each turn.</source>
            <translation>Ein Durchgang deines Zuges in einer Begegnung: eine Karte spielen oder ziehen, Würfel einsetzen, würfeln, Treffer anwenden. Der Strategiewert eines Charakters sagt, wie viele es in jedem Zug sind.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>A fight or a meeting drawn from a deck by colour: green for beasts of the wild, gray for desperate people, purple for the wyrdness's creatures, all met with the Combat deck; blue for talks, met with the Diplomacy deck.</source>
            <translation>Ein Kampf oder eine Begegnung, nach Farbe von einem Stapel gezogen: grün für Tiere der Wildnis, grau für verzweifelte Menschen, violett für Geschöpfe der Wyrdnis, alle mit dem Kampfstapel bestritten; blau für Gespräche, mit dem Diplomatiestapel bestritten.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>Attribute: strength and force.</source>
            <translation>Eigenschaft: Stärke und Wucht.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>Attribute: understanding others.</source>
            <translation>Eigenschaft: andere verstehen.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>Attribute: cunning and deceit.</source>
            <translation>Eigenschaft: Schläue und Täuschung.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>Attribute: plain honesty.</source>
            <translation>Eigenschaft: schlichte Ehrlichkeit.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>Attribute: faith and fervour.</source>
            <translation>Eigenschaft: Glaube und Inbrunst.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>Attribute: learning and old knowledge.</source>
            <translation>Eigenschaft: Gelehrsamkeit und altes Wissen.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>Advancement Pool</source>
            <translation>Aufstiegsvorrat</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>Quest</source>
            <translation>Auftrag</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>Quest Dial</source>
            <translation>Auftragsscheibe</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>Time Dial</source>
            <translation>Zeitscheibe</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>Menhir Dial</source>
            <translation>Menhir-Scheibe</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>Allmother's Mercy</source>
            <translation>Gnade der Allmutter</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>Strike again</source>
            <translation>Erneut schlagen</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>Time Token</source>
            <translation>Zeitmarke</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>Nightmare</source>
            <translation>Albtraum</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>Chain</source>
            <translation>Kette</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>Node</source>
            <translation>Knoten</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>Strategy phase</source>
            <translation>Strategiephase</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>A character.</source>
            <translation>Ein Charakter.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>A character: {trait}</source>
            <translation>Ein Charakter: {trait}</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>An Item.</source>
            <translation>Ein Gegenstand.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>Item: {text}</source>
            <translation>Gegenstand: {text}</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>A Secret.</source>
            <translation>Ein Geheimnis.</translation>
        </message>
        <message>
            <location filename="app/glossary.py" />
            <source>Secret: {text}</source>
            <translation>Geheimnis: {text}</translation>
        </message>
        <message>
            <location filename="app/i18n.py" />
            <source>Might</source>
            <translation>Kraft</translation>
        </message>
        <message>
            <location filename="app/i18n.py" />
            <source>Empathy</source>
            <translation>Mitgefühl</translation>
        </message>
        <message>
            <location filename="app/i18n.py" />
            <source>Guile</source>
            <translation>List</translation>
        </message>
        <message>
            <location filename="app/i18n.py" />
            <source>Candour</source>
            <translation>Offenheit</translation>
        </message>
        <message>
            <location filename="app/i18n.py" />
            <source>Zeal</source>
            <translation>Eifer</translation>
        </message>
        <message>
            <location filename="app/i18n.py" />
            <source>Lore</source>
            <translation>Wissen</translation>
        </message>
        <message>
            <location filename="app/i18n.py" />
            <source>Food</source>
            <translation>Nahrung</translation>
        </message>
        <message>
            <location filename="app/i18n.py" />
            <source>Wealth</source>
            <translation>Reichtum</translation>
        </message>
        <message>
            <location filename="app/i18n.py" />
            <source>Magic</source>
            <translation>Magie</translation>
        </message>
        <message>
            <location filename="app/i18n.py" />
            <source>Reputation</source>
            <translation>Ruf</translation>
        </message>
        <message>
            <location filename="app/i18n.py" />
            <source>Experience</source>
            <translation>Erfahrung</translation>
        </message>
        <message>
            <location filename="app/i18n.py" />
            <source>Exp</source>
            <translation>Erf.</translation>
        </message>
        <message>
            <location filename="app/i18n.py" />
            <source>Energy</source>
            <translation>Energie</translation>
        </message>
        <message>
            <location filename="app/i18n.py" />
            <source>Health</source>
            <translation>Gesundheit</translation>
        </message>
        <message>
            <location filename="app/i18n.py" />
            <source>Terror</source>
            <translation>Terror</translation>
        </message>
        <message>
            <location filename="app/journal_view.py" />
            <source>Exploration</source>
            <translation>Erkundung</translation>
        </message>
        <message>
            <location filename="app/journal_view.py" />
            <source>The Old Mother's mercy</source>
            <translation>Die Gnade der Allmutter</translation>
        </message>
        <message>
            <location filename="app/journal_view.py" />
            <source>Nothing else comes of it: your tracks, resources and Statuses stay as they were.</source>
            <translation>Sonst folgt nichts daraus: deine Leisten, Vorräte und Status bleiben, wie sie waren.</translation>
        </message>
        <message>
            <location filename="app/last_energy.py" />
            <source> and more</source>
            <translation> und mehr</translation>
        </message>
        <message>
            <location filename="app/last_energy.py" />
            <source>Last Energy: a paid action now ends your day. Still free: {actions}.</source>
            <translation>Letzte Energie: Eine bezahlte Aktion beendet jetzt deinen Tag. Noch frei: {actions}.</translation>
        </message>
        <message>
            <location filename="app/last_energy.py" />
            <source>{action} takes all {n} Energy and ends the day. Still free: {actions}.</source>
            <translation>{action} verbraucht alle {n} Energie und beendet deinen Tag. Noch frei: {actions}.</translation>
        </message>
        <message>
            <location filename="app/party_views.py" />
            <source>explores</source>
            <translation>erkundet</translation>
        </message>
        <message>
            <location filename="app/party_views.py" />
            <source>travels</source>
            <translation>reist</translation>
        </message>
        <message>
            <location filename="app/party_views.py" />
            <source>takes the location action</source>
            <translation>nimmt die Ortsaktion</translation>
        </message>
        <message>
            <location filename="app/party_views.py" />
            <source>takes the Character Action</source>
            <translation>nimmt die Charakteraktion</translation>
        </message>
        <message>
            <location filename="app/party_views.py" />
            <source>activates the Menhir</source>
            <translation>aktiviert den Menhir</translation>
        </message>
        <message>
            <location filename="app/party_views.py" />
            <source>chooses in the journal</source>
            <translation>wählt im Erkundungsbuch</translation>
        </message>
        <message>
            <location filename="app/party_views.py" />
            <source>chooses which Item stays face up</source>
            <translation>wählt, welcher Gegenstand offen bleibt</translation>
        </message>
        <message>
            <location filename="app/party_views.py" />
            <source>chooses which Guardian to face</source>
            <translation>wählt, welchem Wächter sich die Gruppe stellt</translation>
        </message>
        <message>
            <location filename="app/party_views.py" />
            <source>decides whether to eat</source>
            <translation>entscheidet, ob gegessen wird</translation>
        </message>
        <message>
            <location filename="app/party_views.py" />
            <source>spends Experience</source>
            <translation>gibt Erfahrung aus</translation>
        </message>
        <message>
            <location filename="app/party_views.py" />
            <source>picks an advancement card</source>
            <translation>wählt eine Aufstiegskarte</translation>
        </message>
        <message>
            <location filename="app/party_views.py" />
            <source>picks a Skill side</source>
            <translation>wählt eine Seite der Fertigkeit</translation>
        </message>
        <message>
            <location filename="app/party_views.py" />
            <source>hands on a Secret of the fallen</source>
            <translation>gibt ein Geheimnis des Gefallenen weiter</translation>
        </message>
        <message>
            <location filename="app/party_views.py" />
            <source>claims a new character or sits out</source>
            <translation>übernimmt einen neuen Charakter oder setzt aus</translation>
        </message>
        <message>
            <location filename="app/party_views.py" />
            <source>chooses who joins the encounter</source>
            <translation>wählt, wer sich der Begegnung anschließt</translation>
        </message>
        <message>
            <location filename="app/party_views.py" />
            <source>chooses which Items to discard</source>
            <translation>wählt, welche Gegenstände abgelegt werden</translation>
        </message>
        <message>
            <location filename="app/party_views.py" />
            <source>decides on the Allmother's Mercy</source>
            <translation>entscheidet über die Gnade der Allmutter</translation>
        </message>
        <message>
            <location filename="app/party_views.py" />
            <source> — {player}, take the mouse.</source>
            <translation> — {player}, nimm die Maus.</translation>
        </message>
        <message>
            <location filename="app/party_views.py" />
            <source>The game is over. Decide together.</source>
            <translation>Das Spiel ist vorbei. Entscheidet gemeinsam.</translation>
        </message>
        <message>
            <location filename="app/party_views.py" />
            <source>discards</source>
            <translation>wirft ab</translation>
        </message>
        <message>
            <location filename="app/party_views.py" />
            <source>takes a Strategy phase</source>
            <translation>hat eine Strategiephase</translation>
        </message>
        <message>
            <location filename="app/party_views.py" />
            <source>answers ({kind})</source>
            <translation>antwortet ({kind})</translation>
        </message>
        <message>
            <location filename="app/party_views.py" />
            <source>The party {what}. Decide together.</source>
            <translation>Die Gruppe {what}. Entscheidet gemeinsam.</translation>
        </message>
        <message>
            <location filename="app/party_views.py" />
            <source>For {name}: {what}. The Chronicler ({by}) answers.</source>
            <translation>Für {name}: {what}. Der Chronist ({by}) antwortet.</translation>
        </message>
        <message>
            <location filename="app/party_views.py" />
            <source>their player</source>
            <translation>wer ihn spielte,</translation>
        </message>
        <message>
            <location filename="app/party_views.py" />
            <source>{name} has fallen: {by} {what}.</source>
            <translation>{name} ist gefallen: {by} {what}.</translation>
        </message>
        <message>
            <location filename="app/party_views.py" />
            <source>{name} reads the journal{hand}</source>
            <translation>{name} liest im Erkundungsbuch{hand}</translation>
        </message>
        <message>
            <location filename="app/party_views.py" />
            <source>{name} acts: one action{hand}</source>
            <translation>{name} handelt: eine Aktion{hand}</translation>
        </message>
        <message>
            <location filename="app/party_views.py" />
            <source>1 Energy from each member.</source>
            <translation>1 Energie von jedem Mitglied.</translation>
        </message>
        <message>
            <location filename="app/party_views.py" />
            <source>explores {place}</source>
            <translation>erkundet {place}</translation>
        </message>
        <message>
            <location filename="app/party_views.py" />
            <source>1 Energy from each member</source>
            <translation>1 Energie von jedem Mitglied</translation>
        </message>
        <message>
            <location filename="app/party_views.py" />
            <source>; 2 from {names} (Going Insane).</source>
            <translation>; 2 von {names} (Im Wahn).</translation>
        </message>
        <message>
            <location filename="app/party_views.py" />
            <source>travels to {place}</source>
            <translation>reist nach {place}</translation>
        </message>
        <message>
            <location filename="app/party_views.py" />
            <source>Nothing</source>
            <translation>Nichts</translation>
        </message>
        <message>
            <location filename="app/party_views.py" />
            <source>{cost} in all, shared by the party as you agree.</source>
            <translation>Insgesamt {cost}, von der Gruppe geteilt, wie ihr euch einigt.</translation>
        </message>
        <message>
            <location filename="app/party_views.py" />
            <source>takes {action} at {place}</source>
            <translation>nimmt {action} bei {place}</translation>
        </message>
        <message>
            <location filename="app/party_views.py" />
            <source>{n} Energy in all, shared as you agree; {name} pays at least 1.</source>
            <translation>Insgesamt {n} Energie, geteilt, wie ihr euch einigt; {name} zahlt mindestens 1.</translation>
        </message>
        <message>
            <location filename="app/party_views.py" />
            <source>takes {action}</source>
            <translation>nimmt {action}</translation>
        </message>
        <message>
            <location filename="app/party_views.py" />
            <source>The Menhir's cost for every player in the game, shared by the party as you agree.</source>
            <translation>Der Preis des Menhirs für jeden Spieler im Spiel, von der Gruppe geteilt, wie ihr euch einigt.</translation>
        </message>
        <message>
            <location filename="app/party_views.py" />
            <source>activates the Menhir at {place}</source>
            <translation>aktiviert den Menhir bei {place}</translation>
        </message>
        <message>
            <location filename="app/party_views.py" />
            <source>has passed for the day</source>
            <translation>hat für heute gepasst</translation>
        </message>
        <message>
            <location filename="app/party_views.py" />
            <source>has already acted this round</source>
            <translation>hat in dieser Runde schon gehandelt</translation>
        </message>
        <message>
            <location filename="app/party_views.py" />
            <source>cannot pay 1 Energy, so stays behind</source>
            <translation>kann 1 Energie nicht zahlen und bleibt zurück</translation>
        </message>
        <message>
            <location filename="app/party_views.py" />
            <source>cannot join this action now</source>
            <translation>kann sich dieser Aktion jetzt nicht anschließen</translation>
        </message>
        <message>
            <location filename="app/party_views.py" />
            <source>Party fight: {names} — each takes their Strategy phases in turn</source>
            <translation>Gruppe im Kampf: {names} — jedes Mitglied hat der Reihe nach seine Strategiephasen</translation>
        </message>
        <message>
            <location filename="app/party_views.py" />
            <source>Party parley: {names} — each takes their Strategy phases in turn</source>
            <translation>Gruppe in der Verhandlung: {names} — jedes Mitglied hat der Reihe nach seine Strategiephasen</translation>
        </message>
        <message>
            <location filename="app/party_views.py" />
            <source>Reading together: {names}</source>
            <translation>Gemeinsam im Buch: {names}</translation>
        </message>
        <message>
            <location filename="app/party_views.py" />
            <source>Secret: {name}</source>
            <translation>Geheimnis: {name}</translation>
        </message>
        <message>
            <location filename="app/quest_dials.py" />
            <source>{name} — Quest Dial</source>
            <translation>{name} — Auftragsscheibe</translation>
        </message>
        <message>
            <location filename="app/quest_dials.py" />
            <source>It shows {n}.</source>
            <translation>Sie zeigt {n}.</translation>
        </message>
        <message>
            <location filename="app/quest_dials.py" />
            <source>A Quest Dial counts how far a thread of the story has gone: only the story moves it on, and some journal choices open only once it shows enough.</source>
            <translation>Eine Auftragsscheibe zählt, wie weit ein Faden der Geschichte gediehen ist: Nur die Geschichte bewegt sie weiter, und manche Entscheidungen im Buch öffnen sich erst, wenn sie genug zeigt.</translation>
        </message>
        <message>
            <location filename="app/reveals.py" />
            <source>The party</source>
            <translation>Die Gruppe</translation>
        </message>
        <message>
            <location filename="app/reveals.py" />
            <source>Quest completed</source>
            <translation>Auftrag erfüllt</translation>
        </message>
        <message>
            <location filename="app/reveals.py" />
            <source>The Menhir burns: {dial} days of light</source>
            <translation>Der Menhir brennt: {dial} Tage Licht</translation>
        </message>
        <message>
            <location filename="app/reveals.py" />
            <source>{who} gains an Item</source>
            <translation>{who} erhält einen Gegenstand</translation>
        </message>
        <message>
            <location filename="app/reveals.py" />
            <source>{who} learns a Secret</source>
            <translation>{who} erfährt ein Geheimnis</translation>
        </message>
        <message>
            <location filename="app/reveals.py" />
            <source>The land changes</source>
            <translation>Das Land verändert sich</translation>
        </message>
        <message>
            <location filename="app/reveals.py" />
            <source>The game is over</source>
            <translation>Das Spiel ist vorbei</translation>
        </message>
        <message>
            <location filename="app/reveals.py" />
            <source>The end</source>
            <translation>Das Ende</translation>
        </message>
        <message>
            <location filename="app/rules_index.py" />
            <source>From the rule documents</source>
            <translation>Aus dem Regelbuch</translation>
        </message>
        <message>
            <location filename="app/rules_index.py" />
            <source>Decided for this edition</source>
            <translation>Für diese Ausgabe entschieden</translation>
        </message>
        <message>
            <location filename="app/rules_index.py" />
            <source>From the rule documents, with this edition's decisions</source>
            <translation>Aus dem Regelbuch, mit Entscheidungen dieser Ausgabe</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>file not found</source>
            <comment>save problem</comment>
            <translation>Datei nicht gefunden</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>cannot read the file ({reason})</source>
            <comment>save problem</comment>
            <translation>die Datei lässt sich nicht lesen ({reason})</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>cannot write the save ({reason})</source>
            <comment>save problem</comment>
            <translation>der Spielstand lässt sich nicht schreiben ({reason})</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>is a symbolic link; saves are read only from regular files</source>
            <comment>save problem</comment>
            <translation>ist ein symbolischer Link; Spielstände werden nur aus gewöhnlichen Dateien gelesen</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>is not a regular file</source>
            <comment>save problem</comment>
            <translation>ist keine gewöhnliche Datei</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>is larger than the {size} limit for a save</source>
            <comment>save problem</comment>
            <translation>ist größer als die Grenze von {size} für einen Spielstand</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>is not UTF-8 text (bad byte at offset {n})</source>
            <comment>save problem</comment>
            <translation>ist kein UTF-8-Text (ungültiges Byte an Stelle {n})</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>is empty</source>
            <comment>save problem</comment>
            <translation>ist leer</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>is not valid TOML ({detail})</source>
            <comment>save problem</comment>
            <translation>ist kein gültiges TOML ({detail})</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>is truncated: the file stops early ({detail})</source>
            <comment>save problem</comment>
            <translation>ist abgeschnitten: die Datei endet zu früh ({detail})</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>is truncated: the last line {line} is missing</source>
            <comment>save problem</comment>
            <translation>ist abgeschnitten: die letzte Zeile {line} fehlt</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>is {value}, not "grail-desktop-save"; this is not a Grail Desktop save</source>
            <comment>save problem</comment>
            <translation>ist {value}, nicht "grail-desktop-save"; das ist kein Spielstand von Grail Desktop</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>is {value}, newer than this build of Grail Desktop understands (up to {n}); update the application to open it</source>
            <comment>save problem</comment>
            <translation>ist {value}, neuer als diese Ausgabe von Grail Desktop versteht (bis {n}); aktualisiere die Anwendung, um ihn zu öffnen</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>{value} is not a known save version</source>
            <comment>save problem</comment>
            <translation>{value} ist keine bekannte Spielstandversion</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>the save was made with version {old} of campaign {pack}; the installed version is {new} and its migrations table does not lead from {old2} (it starts from: {starts})</source>
            <comment>save problem</comment>
            <translation>der Spielstand stammt aus Version {old} der Kampagne {pack}; installiert ist Version {new}, und ihre Umstellungstabelle führt nicht von {old2} weiter (sie beginnt bei: {starts})</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>missing; a save sheet starts with format = "grail-desktop-save"</source>
            <comment>save problem</comment>
            <translation>fehlt; ein Spielstand beginnt mit format = "grail-desktop-save"</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>missing; a save holds at least one [[character]]</source>
            <comment>save problem</comment>
            <translation>fehlt; ein Spielstand enthält mindestens einen [[character]]</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>missing; this names a character of the save</source>
            <comment>save problem</comment>
            <translation>fehlt; hier steht ein Charakter des Spielstands</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>missing; the game is over (world.phase) and says how it ended</source>
            <comment>save problem</comment>
            <translation>fehlt; das Spiel ist vorbei (world.phase) und sagt, wie es endete</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>missing; an arrival is at a location</source>
            <comment>save problem</comment>
            <translation>fehlt; eine Ankunft findet an einem Ort statt</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>missing</source>
            <comment>save problem</comment>
            <translation>fehlt</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>must be {want}, not {got} ({value})</source>
            <comment>save problem</comment>
            <translation>muss {want} sein, ist aber {got} ({value})</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>must be {want}, not {got}</source>
            <comment>save problem</comment>
            <translation>muss {want} sein, ist aber {got}</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>must be {want}, not {value}</source>
            <comment>save problem</comment>
            <translation>muss {want} sein, nicht {value}</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>must be an array of [[character]] tables</source>
            <comment>save problem</comment>
            <translation>muss eine Liste von [[character]]-Tabellen sein</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>must be a string like "0x0123456789abcdef", not an integer</source>
            <comment>save problem</comment>
            <translation>muss eine Zeichenkette wie "0x0123456789abcdef" sein, keine ganze Zahl</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>must be a location number, not {value}</source>
            <comment>save problem</comment>
            <translation>muss eine Ortsnummer sein, nicht {value}</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>must be an array of names, not {value}</source>
            <comment>save problem</comment>
            <translation>muss eine Liste von Namen sein, nicht {value}</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>{value} is not a campaign id (a save holds no paths)</source>
            <comment>save problem</comment>
            <translation>{value} ist keine Kampagnenkennung (ein Spielstand enthält keine Pfade)</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>{value} is not a hexadecimal number</source>
            <comment>save problem</comment>
            <translation>{value} ist keine Hexadezimalzahl</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>{value} is outside 0 … 2**64 - 1</source>
            <comment>save problem</comment>
            <translation>{value} liegt außerhalb von 0 … 2**64 - 1</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>has {n} digits; a seed has at most {top}</source>
            <comment>save problem</comment>
            <translation>hat {n} Ziffern; ein Startwert hat höchstens {top}</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>{value} is below {low}</source>
            <comment>save problem</comment>
            <translation>{value} liegt unter {low}</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>{value} is above the track's top slot {top}</source>
            <comment>save problem</comment>
            <translation>{value} liegt über dem obersten Feld {top} der Leiste</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>{value} is above health {top}</source>
            <comment>save problem</comment>
            <translation>{value} liegt über der Gesundheit {top}</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>{value} is above {top} ({why})</source>
            <comment>save problem</comment>
            <translation>{value} liegt über {top} ({why})</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>{value} is above {top}</source>
            <comment>save problem</comment>
            <translation>{value} liegt über {top}</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>unknown key (one of {allowed})</source>
            <comment>save problem</comment>
            <translation>unbekannter Schlüssel (erlaubt: {allowed})</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>unknown key</source>
            <comment>save problem</comment>
            <translation>unbekannter Schlüssel</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>unknown {what} {value} (one of {allowed})</source>
            <comment>save problem</comment>
            <translation>{what} {value} unbekannt (erlaubt: {allowed})</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>unknown {what} {value} (not in campaign {pack})</source>
            <comment>save problem</comment>
            <translation>{what} {value} unbekannt (nicht in der Kampagne {pack})</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>unknown {what} {value}</source>
            <comment>save problem</comment>
            <translation>{what} {value} unbekannt</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>duplicate Menhir on {value}</source>
            <comment>save problem</comment>
            <translation>doppelter Menhir auf {value}</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>duplicate {what} {value}</source>
            <comment>save problem</comment>
            <translation>{what} {value} doppelt</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>{what} {value} is also at {seen}; a card is in one place only</source>
            <comment>save problem</comment>
            <translation>{what} {value} liegt auch bei {seen}; eine Karte liegt nur an einem Platz</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>{value} is not a character of this save</source>
            <comment>save problem</comment>
            <translation>{value} ist kein Charakter dieses Spielstands</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>{value} is missing from {key}</source>
            <comment>save problem</comment>
            <translation>{value} fehlt in {key}</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>{value} takes part twice</source>
            <comment>save problem</comment>
            <translation>{value} nimmt zweimal teil</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>{value} is not held by {who}</source>
            <comment>save problem</comment>
            <translation>{value} gehört nicht {who}</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>{value} is not one of the usable items</source>
            <comment>save problem</comment>
            <translation>{value} gehört nicht zu den nutzbaren Gegenständen</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>{value} is not an enemy's index</source>
            <comment>save problem</comment>
            <translation>{value} ist kein Index eines Gegners</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>{value} is not a participant's index (0 … {top})</source>
            <comment>save problem</comment>
            <translation>{value} ist kein Index eines Beteiligten (0 … {top})</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>{value} is not a step of this work (one of {allowed})</source>
            <comment>save problem</comment>
            <translation>{value} ist kein Schritt dieser Arbeit (erlaubt: {allowed})</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>{value} is not an action (unknown action {word})</source>
            <comment>save problem</comment>
            <translation>{value} ist keine Aktion (unbekannte Aktion {word})</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>{value} is not an effect (unknown effect word {word})</source>
            <comment>save problem</comment>
            <translation>{value} ist kein Effekt (unbekanntes Effektwort {word})</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>{value} is not an action (write {usage})</source>
            <comment>save problem</comment>
            <translation>{value} ist keine Aktion (Schreibweise: {usage})</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>is not an option number (1 to 99): {value}</source>
            <comment>save problem</comment>
            <translation>ist keine Optionsnummer (1 bis 99): {value}</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>a {value} decision offers at least one option</source>
            <comment>save problem</comment>
            <translation>eine Entscheidung {value} bietet mindestens eine Option</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>card {value} belongs to {who}, not {other}</source>
            <comment>save problem</comment>
            <translation>Karte {value} gehört {who}, nicht {other}</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>{n} players; a game has 1 to {top}</source>
            <comment>save problem</comment>
            <translation>{n} Spieler; ein Spiel hat 1 bis {top}</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>{n} player(s) but {m} character(s) chosen at setup (setup.characters); each player plays one character (S1)</source>
            <comment>save problem</comment>
            <translation>{n} Spieler, aber {m} Charaktere beim Aufbau gewählt (setup.characters); jeder Spieler spielt einen Charakter (S1)</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>a character appears twice in the turn order</source>
            <comment>save problem</comment>
            <translation>ein Charakter steht zweimal in der Zugreihenfolge</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>a character is chosen twice</source>
            <comment>save problem</comment>
            <translation>ein Charakter ist zweimal gewählt</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>an encounter has at least one enemy</source>
            <comment>save problem</comment>
            <translation>eine Begegnung hat mindestens einen Gegner</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>an encounter has at least one participant</source>
            <comment>save problem</comment>
            <translation>eine Begegnung hat mindestens einen Beteiligten</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>location {n} is not revealed on the map</source>
            <comment>save problem</comment>
            <translation>Ort {n} ist auf der Karte nicht aufgedeckt</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>location {n} is not on the map</source>
            <comment>save problem</comment>
            <translation>Ort {n} liegt nicht auf der Karte</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>location {n} is both removed and on the map</source>
            <comment>save problem</comment>
            <translation>Ort {n} ist zugleich entfernt und auf der Karte</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>location {n} is on the same square as location {m}</source>
            <comment>save problem</comment>
            <translation>Ort {n} liegt auf demselben Feld wie Ort {m}</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>location {n} is at {at}, but its Direction Keys put it at {where} (rules-decisions.md 'Grid and distance')</source>
            <comment>save problem</comment>
            <translation>Ort {n} liegt bei {at}, aber seine Richtungsschlüssel legen ihn nach {where} (rules-decisions.md 'Grid and distance')</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>{n} cards; a deck never has fewer than {m}</source>
            <comment>save problem</comment>
            <translation>{n} Karten; ein Stapel hat nie weniger als {m}</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>side {n}; a Skill card has sides 0 and 1</source>
            <comment>save problem</comment>
            <translation>Seite {n}; eine Fertigkeitskarte hat die Seiten 0 und 1</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>has {n} of its {m} Combat and Diplomacy cards; each is in a deck, a pool or set aside</source>
            <comment>save problem</comment>
            <translation>hat {n} seiner {m} Kampf- und Diplomatiekarten; jede liegt in einem Stapel, einem Vorrat oder beiseite</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>{n} days left, but {who} is not Dying; only the You Are Dying card counts days</source>
            <comment>save problem</comment>
            <translation>noch {n} Tage, aber {who} ist nicht Sterbend; nur die Karte Du bist Sterbend zählt Tage</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>is {value} but health is {n}; a character is Dying exactly at Health 0</source>
            <comment>save problem</comment>
            <translation>ist {value}, aber die Gesundheit ist {n}; ein Charakter ist genau bei Gesundheit 0 Sterbend</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>{value}, but the game is not over (world.phase is {phase})</source>
            <comment>save problem</comment>
            <translation>{value}, aber das Spiel ist nicht vorbei (world.phase ist {phase})</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>is {value}, but no action is possible and the game is not over: play cannot go on</source>
            <comment>save problem</comment>
            <translation>ist {value}, aber keine Aktion ist möglich und das Spiel ist nicht vorbei: es kann nicht weitergehen</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>{n} {what}(s) of the pack are nowhere on the sheet ({ids}); each is in its deck, held, on a location or removed</source>
            <comment>save problem</comment>
            <translation>{n} Karten des Pakets (Art: {what}) liegen nirgends im Spielstand ({ids}); jede liegt in ihrem Stapel, wird gehalten, liegt an einem Ort oder ist entfernt</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>an integer</source>
            <comment>save problem</comment>
            <translation>eine ganze Zahl</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>a string</source>
            <comment>save problem</comment>
            <translation>eine Zeichenkette</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>a table</source>
            <comment>save problem</comment>
            <translation>eine Tabelle</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>an array</source>
            <comment>save problem</comment>
            <translation>eine Liste</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>true or false</source>
            <comment>save problem</comment>
            <translation>true oder false</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>a float</source>
            <comment>save problem</comment>
            <translation>eine Kommazahl</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>a boolean</source>
            <comment>save problem</comment>
            <translation>ein Wahrheitswert</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>item</source>
            <comment>save problem</comment>
            <translation>Gegenstand</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>secret</source>
            <comment>save problem</comment>
            <translation>Geheimnis</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>item or secret</source>
            <comment>save problem</comment>
            <translation>Gegenstand oder Geheimnis</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>enemy</source>
            <comment>save problem</comment>
            <translation>Gegner</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>card</source>
            <comment>save problem</comment>
            <translation>Karte</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>character</source>
            <comment>save problem</comment>
            <translation>Charakter</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>unclaimed character</source>
            <comment>save problem</comment>
            <translation>freier Charakter</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>skill</source>
            <comment>save problem</comment>
            <translation>Fertigkeit</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>location</source>
            <comment>save problem</comment>
            <translation>Ort</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>chapter</source>
            <comment>save problem</comment>
            <translation>Kapitel</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>event</source>
            <comment>save problem</comment>
            <translation>Ereignis</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>journal section</source>
            <comment>save problem</comment>
            <translation>Tagebuchabschnitt</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>phase</source>
            <comment>save problem</comment>
            <translation>Phase</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>outcome</source>
            <comment>save problem</comment>
            <translation>Ausgang</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>decision</source>
            <comment>save problem</comment>
            <translation>Entscheidung</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>dial colour</source>
            <comment>save problem</comment>
            <translation>Scheibenfarbe</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>die colour</source>
            <comment>save problem</comment>
            <translation>Würfelfarbe</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>die face</source>
            <comment>save problem</comment>
            <translation>Würfelseite</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>encounter kind</source>
            <comment>save problem</comment>
            <translation>Begegnungsart</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>encounter step</source>
            <comment>save problem</comment>
            <translation>Begegnungsschritt</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>way of leaving</source>
            <comment>save problem</comment>
            <translation>Art des Verlassens</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>kind of work</source>
            <comment>save problem</comment>
            <translation>Arbeitsart</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>kind of reading</source>
            <comment>save problem</comment>
            <translation>Leseart</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>the highest resource</source>
            <comment>save problem</comment>
            <translation>der höchste Vorrat</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>the last day a sheet holds</source>
            <comment>save problem</comment>
            <translation>der letzte Tag, den ein Spielstand hält</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>the highest attribute, S0 'Advancing Attributes'</source>
            <comment>save problem</comment>
            <translation>das höchste Attribut, S0 'Advancing Attributes'</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>the highest dial a Menhir is set to, S1 and the pack</source>
            <comment>save problem</comment>
            <translation>die höchste Scheibe, auf die ein Menhir gestellt wird, S1 und das Paket</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>cards in hand</source>
            <comment>save problem</comment>
            <translation>Karten auf der Hand</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>days on the You Are Dying card</source>
            <comment>save problem</comment>
            <translation>Tage auf der Karte Du bist Sterbend</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>No such file or directory</source>
            <comment>save problem</comment>
            <translation>Datei oder Ordner nicht vorhanden</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>Permission denied</source>
            <comment>save problem</comment>
            <translation>Zugriff verweigert</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>Is a directory</source>
            <comment>save problem</comment>
            <translation>ist ein Ordner</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>Not a directory</source>
            <comment>save problem</comment>
            <translation>ist kein Ordner</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>No space left on device</source>
            <comment>save problem</comment>
            <translation>kein Platz mehr auf dem Datenträger</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>Read-only file system</source>
            <comment>save problem</comment>
            <translation>schreibgeschütztes Dateisystem</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>File exists</source>
            <comment>save problem</comment>
            <translation>Datei existiert bereits</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>File name too long</source>
            <comment>save problem</comment>
            <translation>Dateiname zu lang</translation>
        </message>
        <message>
            <location filename="app/save_problem_words.py" />
            <source>Disk quota exceeded</source>
            <comment>save problem</comment>
            <translation>Speicherkontingent überschritten</translation>
        </message>
        <message>
            <location filename="app/save_words.py" />
            <source>yesterday {clock}</source>
            <translation>gestern {clock}</translation>
        </message>
        <message>
            <location filename="app/save_words.py" />
            <source>today {clock}</source>
            <translation>heute {clock}</translation>
        </message>
        <message>
            <location filename="app/save_words.py" />
            <source>Day {day}</source>
            <translation>Tag {day}</translation>
        </message>
        <message>
            <location filename="app/save_words.py" />
            <source>last played {when}</source>
            <translation>zuletzt gespielt {when}</translation>
        </message>
        <message>
            <location filename="app/session.py" />
            <source>Restored the checkpoint “{restored_from}”.</source>
            <translation>Den Haltepunkt „{restored_from}“ wiederhergestellt.</translation>
        </message>
        <message>
            <location filename="app/session.py" />
            <source>not possible right now</source>
            <translation>gerade nicht möglich</translation>
        </message>
        <message>
            <location filename="app/session.py" />
            <source>The last action was taken back (struck through above).</source>
            <translation>Die letzte Aktion wurde zurückgenommen (oben durchgestrichen).</translation>
        </message>
        <message>
            <location filename="app/session.py" />
            <source>A new round: {name} acts.</source>
            <translation>Eine neue Runde: {name} ist am Zug.</translation>
        </message>
        <message>
            <location filename="app/session.py" />
            <source>Undo (Ctrl+Z) takes back your last action.</source>
            <translation>Rückgängig (Strg+Z) nimmt deine letzte Aktion zurück.</translation>
        </message>
        <message>
            <location filename="app/session.py" />
            <source>Nothing to undo yet today.</source>
            <translation>Heute gibt es noch nichts zurückzunehmen.</translation>
        </message>
        <message>
            <location filename="app/session.py" />
            <source>Undo stops here: the last step read the journal, and what it told cannot be unread.</source>
            <translation>Rückgängig hält hier: Der letzte Schritt las im Erkundungsbuch, und was dort stand, lässt sich nicht ungelesen machen.</translation>
        </message>
        <message>
            <location filename="app/session.py" />
            <source>Undo stops here: the last step rolled a die.</source>
            <translation>Rückgängig hält hier: Der letzte Schritt würfelte.</translation>
        </message>
        <message>
            <location filename="app/session.py" />
            <source>Undo stops here: the last step drew a card.</source>
            <translation>Rückgängig hält hier: Der letzte Schritt zog eine Karte.</translation>
        </message>
        <message>
            <location filename="app/session.py" />
            <source>Undo stops here: the last step passed, which cannot be taken back.</source>
            <translation>Rückgängig hält hier: Der letzte Schritt war ein Passen, und das lässt sich nicht zurücknehmen.</translation>
        </message>
        <message>
            <location filename="app/session.py" />
            <source>Undo stops here: the last step drew a card, rolled a die, read the journal or passed.</source>
            <translation>Rückgängig hält hier: Der letzte Schritt zog eine Karte, würfelte, las im Erkundungsbuch oder passte.</translation>
        </message>
        <message>
            <location filename="app/session.py" />
            <source>A checkpoint cannot be marked during an encounter; finish it first.</source>
            <translation>Während einer Begegnung lässt sich kein Haltepunkt setzen; beende sie zuerst.</translation>
        </message>
        <message>
            <location filename="app/session.py" />
            <source>Autosave failed: {exc}</source>
            <translation>Automatische Sicherung fehlgeschlagen: {exc}</translation>
        </message>
        <message>
            <location filename="app/session.py" />
            <source>Your campaign was autosaved.</source>
            <translation>Deine Kampagne wurde automatisch gesichert.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Menhir seal: a standing stone stands here. Wake it to light the land around it.</source>
            <translation>Menhirsiegel: Hier steht ein stehender Stein. Wecke ihn, um das Land um ihn zu erhellen.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Dream seal: a character here at the End of the Day reads this place's Dream (a Nightmare while Going Insane).</source>
            <translation>Traumsiegel: Ein Charakter, der am Ende des Tages hier ist, liest den Traum dieses Ortes (einen Albtraum, solange er Im Wahn ist).</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Settlement seal: people live here; its own action says what they offer.</source>
            <translation>Siedlungssiegel: Hier leben Menschen; die Aktion des Ortes sagt, was sie bieten.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Red-edged slots (0 and 1): Exhausted — one card fewer in encounters, less Energy back at night.</source>
            <translation>Rot umrandete Felder (0 und 1): Erschöpft — eine Karte weniger in Begegnungen, nachts weniger Energie zurück.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Red-edged slot (0): Dying — recover Health before the days run out.</source>
            <translation>Rot umrandetes Feld (0): Sterbend — gewinne Gesundheit zurück, bevor die Tage ablaufen.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Red-edged slots (the top two): Going Insane — Travel costs more, Nightmares replace Dreams. Terror above Health is Panic: one Strategy phase fewer each encounter round.</source>
            <translation>Rot umrandete Felder (die obersten zwei): Im Wahn — Reisen kostet mehr, Albträume ersetzen Träume. Terror über der Gesundheit ist Panik: eine Strategiephase weniger in jeder Begegnungsrunde.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>&lt;b&gt;{name} {value}&lt;/b&gt; of {max} (starts at {start})</source>
            <translation>&lt;b&gt;{name} {value}&lt;/b&gt; von {max} (Start bei {start})</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>» marks the starting slot.</source>
            <translation>» markiert das Startfeld.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Health cap: Energy can never be higher than Health ({cap}); the slots above it are shaded.</source>
            <translation>Gesundheitsgrenze: Energie kann nie höher sein als Gesundheit ({cap}); die Felder darüber sind schattiert.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>&lt;b&gt;{value}&lt;/b&gt;'s pawn</source>
            <translation>Figur von &lt;b&gt;{value}&lt;/b&gt;</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Energy {value}, Health {value2}, Terror {value3}</source>
            <translation>Energie {value}, Gesundheit {value2}, Terror {value3}</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>States: </source>
            <translation>Zustände: </translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Their turn: drag onto a glowing location to travel.</source>
            <translation>Am Zug: auf einen leuchtenden Ort ziehen, um zu reisen.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Waiting for their turn.</source>
            <translation>Wartet auf seinen Zug.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Right-click: the character's sheet.</source>
            <translation>Rechtsklick: der Bogen des Charakters.</translation>
        </message>
        <message numerus="yes">
            <location filename="app/tips.py" />
            <source>%n day(s) of light left</source>
            <translation>
                <numerusform>noch %n Tag Licht</numerusform>
                <numerusform>noch %n Tage Licht</numerusform>
            </translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>&lt;b&gt;Menhir&lt;/b&gt;: {days}. {rule} The dial drops by 1 every morning; waking the stone again sets it (leftover days are lost).</source>
            <translation>&lt;b&gt;Menhir&lt;/b&gt;: {days}. {rule} Die Scheibe sinkt jeden Morgen um 1; den Stein erneut zu wecken stellt sie neu (übrige Tage gehen verloren).</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>&lt;b&gt;Guardian&lt;/b&gt;: {value}. {value2}</source>
            <translation>&lt;b&gt;Wächter&lt;/b&gt;: {value}. {value2}</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>&lt;i&gt;Transformed:&lt;/i&gt; this card replaced the place that stood here.</source>
            <translation>&lt;i&gt;Verwandelt:&lt;/i&gt; Diese Karte hat den Ort ersetzt, der hier lag.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>&lt;i&gt;Action:&lt;/i&gt; {value}</source>
            <translation>&lt;i&gt;Aktion:&lt;/i&gt; {value}</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>&lt;i&gt;On arrival (⚡):&lt;/i&gt; {value}</source>
            <translation>&lt;i&gt;Bei Ankunft (⚡):&lt;/i&gt; {value}</translation>
        </message>
        <message numerus="yes">
            <location filename="app/tips.py" />
            <source>%n Time Token(s): {rule}</source>
            <translation>
                <numerusform>%n Zeitmarke: {rule}</numerusform>
                <numerusform>%n Zeitmarken: {rule}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Direction Keys on the edges: the numbers of the cards this one connects to.</source>
            <translation>Richtungszeichen an den Rändern: die Nummern der Karten, mit denen diese verbunden ist.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>&lt;span style='color:#c25a48'&gt;Out of Menhir range: this card fades at the next dawn.&lt;/span&gt;</source>
            <translation>&lt;span style='color:#c25a48'&gt;Außerhalb der Reichweite eines Menhirs: Diese Karte verblasst beim nächsten Morgengrauen.&lt;/span&gt;</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Click, or drag your pawn here, to travel.</source>
            <translation>Klicken oder deine Figur hierher ziehen, um zu reisen.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Right-click: read the card large.</source>
            <translation>Rechtsklick: die Karte groß lesen.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source> It is flipped in a fight for its effect, once per encounter.</source>
            <translation> Im Kampf wird er für seinen Effekt umgedreht, einmal pro Begegnung.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>face up: in use</source>
            <translation>offen: in Gebrauch</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>face down: kept, not in use (one card of a keyword is in use)</source>
            <translation>verdeckt: behalten, nicht in Gebrauch (von einem Schlüsselwort ist eine Karte in Gebrauch)</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>&lt;b&gt;{value}&lt;/b&gt; — Item · {kind}{face}&lt;br&gt;{text}{flip}&lt;br&gt;Right-click: read it large.</source>
            <translation>&lt;b&gt;{value}&lt;/b&gt; — Gegenstand · {kind}{face}&lt;br&gt;{text}{flip}&lt;br&gt;Rechtsklick: groß lesen.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Personal Secret (never changes hands)</source>
            <translation>Persönliches Geheimnis (wechselt nie den Besitzer)</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>&lt;b&gt;{value}&lt;/b&gt; — {kind}&lt;br&gt;{text}&lt;br&gt;Right-click: read it large.</source>
            <translation>&lt;b&gt;{value}&lt;/b&gt; — {kind}&lt;br&gt;{text}&lt;br&gt;Rechtsklick: groß lesen.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>The Allmother's Mercy, every time: the island's goddess starts the chapter again after each loss.</source>
            <translation>Die Gnade der Allmutter, jedes Mal: Die Göttin der Insel beginnt das Kapitel nach jeder Niederlage von vorn.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>The Allmother's Mercy, once: the island's goddess starts the chapter again after the first loss.</source>
            <translation>Die Gnade der Allmutter, einmal: Die Göttin der Insel beginnt das Kapitel nach der ersten Niederlage von vorn.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>No Allmother's Mercy: the island's goddess does not forgive, and a loss ends the campaign.</source>
            <translation>Keine Gnade der Allmutter: Die Göttin der Insel vergibt nicht, und eine Niederlage beendet die Kampagne.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>✓ Passed: done for today</source>
            <translation>✓ Gepasst: für heute fertig</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>This character has passed and takes no more actions today; the others go on until they pass too, then the End of the Day follows.</source>
            <translation>Dieser Charakter hat gepasst und handelt heute nicht mehr; die anderen machen weiter, bis auch sie passen, dann folgt das Ende des Tages.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>a state of the character</source>
            <translation>ein Zustand des Charakters</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Read this location's journal entry: its story, its choices and what they cost. Ends with “Exploration ends”.</source>
            <translation>Den Eintrag dieses Ortes im Erkundungsbuch lesen: seine Geschichte, seine Wahlen und was sie kosten. Endet mit „Die Erkundung endet“.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Move to a connected card (both cards carry a Direction Key on the shared edge). New cards around it are revealed; Guardians there attack.</source>
            <translation>Zu einer verbundenen Karte ziehen (beide Karten tragen ein Richtungszeichen am gemeinsamen Rand). Neue Karten ringsum werden aufgedeckt; Wächter dort greifen an.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>This location's own action, as its card says.</source>
            <translation>Die eigene Aktion dieses Ortes, wie seine Karte sagt.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Your character's own action, as the character card says.</source>
            <translation>Die eigene Aktion deines Charakters, wie die Charakterkarte sagt.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>See whether the Menhir here is lit, how many days its dial has left, and what activating it costs. Free: your turn goes on.</source>
            <translation>Sehen, ob der Menhir hier brennt, wie viele Tage seine Scheibe noch hat und was es kostet, ihn zu wecken. Kostenlos: dein Zug geht weiter.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Activate the Menhir: pay its cost (per player) and set its dial; land within one card of it stays on the map while the dial lasts.</source>
            <translation>Den Menhir wecken: seine Kosten (pro Spieler) zahlen und seine Scheibe stellen; Land im Abstand einer Karte bleibt auf der Karte, solange die Scheibe reicht.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>End this character's day: no more actions until the End of the Day.</source>
            <translation>Den Tag dieses Charakters beenden: keine Aktionen mehr bis zum Ende des Tages.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Hand Food, Wealth, an Item or a Secret to a character on the same location. Free.</source>
            <translation>Nahrung, Reichtum, einen Gegenstand oder ein Geheimnis an einen Charakter am selben Ort übergeben. Kostenlos.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Take an Item left on this location.</source>
            <translation>Einen hier zurückgelassenen Gegenstand nehmen.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Rest by eating: pay 1 Food to gain 1 Health and lose 1 Terror.</source>
            <translation>Rasten und essen: 1 Nahrung zahlen, um 1 Gesundheit zu erhalten und 1 Terror zu verlieren.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Rest without eating: keeps your Food, but Energy drops to 0 (already 0: lose 1 Health instead).</source>
            <translation>Rasten ohne zu essen: Deine Nahrung bleibt, aber die Energie fällt auf 0 (ist sie schon 0, verlierst du stattdessen 1 Gesundheit).</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Finish this step of the End of the Day and go on to the next.</source>
            <translation>Diesen Schritt des Endes des Tages abschließen und zum nächsten übergehen.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Choose this journal option: the story goes on from it; a price it names is paid when you choose.</source>
            <translation>Diese Wahl im Erkundungsbuch treffen: Die Geschichte geht von ihr aus weiter; einen Preis, den sie nennt, zahlst du, sobald du wählst.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Strike by drawing: the top card of your deck goes to your hand.</source>
            <translation>Schlagen durch Ziehen: Die oberste Karte deines Stapels kommt auf deine Hand.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Strike: put this card at the end of the chain. Each of its strikes that meets a node of the card before it happens once.</source>
            <translation>Schlagen: Diese Karte ans Ende der Kette legen. Jeder ihrer Schläge, der einen Knoten der Karte davor trifft, geschieht einmal.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Move dice from your pool to the active area, ready to roll. Only dice of the dial's colour count.</source>
            <translation>Würfel aus deinem Vorrat in den aktiven Bereich legen, bereit zum Würfeln. Nur Würfel in der Farbe der Scheibe zählen.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Roll every die in the active area; then place the hits on enemies.</source>
            <translation>Jeden Würfel im aktiven Bereich würfeln; dann die Treffer auf Gegner legen.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Place this rolled hit on the enemy: its hits count against the enemy's Health.</source>
            <translation>Diesen gewürfelten Treffer auf den Gegner legen: Seine Treffer zählen gegen die Gesundheit des Gegners.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Flip this Item for its effect; it stays face down until the encounter ends.</source>
            <translation>Diesen Gegenstand für seine Wirkung umdrehen; er bleibt verdeckt, bis die Begegnung endet.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>End this Strategy phase; the next one begins (Strike, Commit, Roll, Apply).</source>
            <translation>Diese Strategiephase beenden; die nächste beginnt (Schlagen, Einsetzen, Würfeln, Anwenden).</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>End the round: enemies' After effects happen and the dial turns. Dice not applied are exhausted.</source>
            <translation>Die Runde beenden: Die Nachwirkungen der Gegner geschehen und die Scheibe dreht sich. Nicht angewandte Würfel sind verbraucht.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Leave the encounter: pay the escape cost of every enemy still standing.</source>
            <translation>Die Begegnung verlassen: die Fluchtkosten jedes Gegners zahlen, der noch steht.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Take this instant reward.</source>
            <translation>Diese sofortige Belohnung nehmen.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Leave the instant rewards and go on.</source>
            <translation>Die sofortigen Belohnungen liegen lassen und weitergehen.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Put this card on your discard pile (your hand is above its limit).</source>
            <translation>Diese Karte auf deine Ablage legen (deine Hand ist über ihrem Limit).</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>This Item or Secret stays face up (in use); the other of the same keyword is kept face down.</source>
            <translation>Dieser Gegenstand oder dieses Geheimnis bleibt offen (in Gebrauch); der andere mit demselben Schlüsselwort bleibt verdeckt.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Take up this character's card and play on with it (its standard setup).</source>
            <translation>Die Karte dieses Charakters übernehmen und mit ihm weiterspielen (sein Standardaufbau).</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Take up no character now: you wait while the others play on.</source>
            <translation>Jetzt keinen Charakter übernehmen: Du wartest, während die anderen weiterspielen.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Accept the Allmother's Mercy: the chapter starts again with fresh characters.</source>
            <translation>Die Gnade der Allmutter annehmen: Das Kapitel beginnt von Neuem mit frischen Charakteren.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Spend Experience to raise this attribute by one point.</source>
            <translation>Erfahrung ausgeben, um dieses Attribut um einen Punkt zu steigern.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Spend 2 Experience: see three Advancement cards of this deck and keep one.</source>
            <translation>2 Erfahrung ausgeben: drei Aufstiegskarten dieses Stapels ansehen und eine behalten.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Keep this Advancement card: it goes into your deck.</source>
            <translation>Diese Aufstiegskarte behalten: Sie kommt in deinen Stapel.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Take this card out of the deck (kept aside; you can put it back today).</source>
            <translation>Diese Karte aus dem Stapel nehmen (beiseitegelegt; du kannst sie heute noch zurücklegen).</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Put this card back into the deck.</source>
            <translation>Diese Karte zurück in den Stapel legen.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Take this Skill with this side face up.</source>
            <translation>Diese Fertigkeit mit dieser Seite nach oben nehmen.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Face this Guardian first; the others wait their turn.</source>
            <translation>Zuerst diesem Wächter entgegentreten; die anderen warten, bis sie an der Reihe sind.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Pass this Secret on to the character named.</source>
            <translation>Dieses Geheimnis an den genannten Charakter weitergeben.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>Begin the next chapter with the same party.</source>
            <translation>Das nächste Kapitel mit derselben Gruppe beginnen.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>A party action: everyone named acts together and each pays their share.</source>
            <translation>Eine Gruppenaktion: Alle Genannten handeln gemeinsam, und jeder zahlt seinen Anteil.</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>drawing a {what} encounter card</source>
            <translation>das Ziehen einer Begegnungskarte ({what})</translation>
        </message>
        <message>
            <location filename="app/tips.py" />
            <source>the Guardian </source>
            <translation>der Wächter </translation>
        </message>
        <message>
            <location filename="app/veil/event_lines.py" />
            <source>{name} (Lord)</source>
            <translation>{name} (Fürst)</translation>
        </message>
        <message>
            <location filename="app/veil/event_lines.py" />
            <source>{name} (Champion)</source>
            <translation>{name} (Champion)</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>A match of {pack} for {n} factions ({mode}).</source>
            <translation>Eine Partie „{pack}“ für {n} Fraktionen ({mode}).</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} draws {n} Artifacts.</source>
            <translation>{who} zieht {n} Artefakte.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>You draw the Artifacts {artifacts}: keep one.</source>
            <translation>Du ziehst die Artefakte {artifacts}: Behalte eines.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} gains {n} VP {why}, now {m}.</source>
            <translation>{who} erhält {n} SP {why}, jetzt {m}.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} gains {n} Faction Power, now {m}.</source>
            <translation>{who} erhält {n} Fraktionsmacht, jetzt {m}.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} reaches the end of the Favor Track and takes Excalibur.</source>
            <translation>{who} erreicht das Ende der Gunstleiste und nimmt Excalibur.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} gains {n} Favor, now {m}.</source>
            <translation>{who} erhält {n} Gunst, jetzt {m}.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>The {deck} discard is shuffled into a new deck.</source>
            <translation>Die Ablage des Stapels „{deck}“ wird zu einem neuen Stapel gemischt.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>The Artifacts not kept are shuffled back into their deck.</source>
            <translation>Die nicht behaltenen Artefakte werden zurück in ihren Stapel gemischt.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} draws a {deck} card.</source>
            <translation>{who} zieht eine Karte vom Stapel „{deck}“.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>You draw {card}.</source>
            <translation>Du ziehst {card}.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} draws {cards} ({decks}).</source>
            <translation>{who} zieht {cards} ({decks}).</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} gains the Artifact {artifact}.</source>
            <translation>{who} erhält das Artefakt {artifact}.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{owner} Lord explores {region} and finds {what}.</source>
            <translation>{owner}: Der Fürst erkundet die Region {region} und findet {what}.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{beast} waits in {region}.</source>
            <translation>{beast} wartet in der Region {region}.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{owner} Lord gains {tokens}.</source>
            <translation>{owner}: Der Fürst erhält {tokens}.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} claims the Holy Grail.</source>
            <translation>{who} nimmt den Heiligen Gral an sich.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>The Green Knight stands in {region}.</source>
            <translation>Der Grüne Ritter steht in der Region {region}.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} has made a secret choice.</source>
            <translation>{who} hat im Geheimen gewählt.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>You chose: {choice}.</source>
            <translation>Deine Wahl: {choice}.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{owner} Lord lands in {region} with a Warrior.</source>
            <translation>{owner}: Der Fürst landet mit einem Krieger in der Region {region}.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} stops drawing Combat Cards.</source>
            <translation>{who} zieht keine weiteren Kampfkarten.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} uses {ability}.</source>
            <translation>{who} nutzt {ability}.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} bonds {beast} in {region}.</source>
            <translation>{who} bindet die Bestie {beast} in der Region {region}.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} deploys {unit} to {region}.</source>
            <translation>{who} stellt {unit} in der Region {region} auf.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} moves {unit} from {region} to {region2}.</source>
            <translation>{who} zieht {unit} aus der Region {region} in die Region {region2}.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} builds a Settlement in {region}.</source>
            <translation>{who} errichtet eine Siedlung in der Region {region}.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} places a Strength Token on its Lord.</source>
            <translation>{who} legt einen Stärkemarker auf den eigenen Fürsten.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} places a Strength Token on its Settlement.</source>
            <translation>{who} legt einen Stärkemarker auf die eigene Siedlung.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} keeps the Artifact {artifact}.</source>
            <translation>{who} behält das Artefakt {artifact}.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} reveals {card} (initiative {initiative}; the highest acts first), paying with {paid}.</source>
            <translation>{who} deckt {card} auf (Initiative {initiative}; die höchste handelt zuerst), bezahlt mit: {paid}.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} takes the Standard Action: {standard}.</source>
            <translation>{who} nimmt die Standardaktion: {standard}.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{owner} turn.</source>
            <translation>{owner} ist am Zug.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} has more than 5 units in {region}: one goes back.</source>
            <translation>{who} hat mehr als 5 Einheiten in der Region {region}: Eine geht zurück.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} has no unit to deploy: the rest of this step is skipped.</source>
            <translation>{who} hat keine Einheit zum Einsetzen: Der Rest dieses Schritts entfällt.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} has no unit to move: the rest of this step is skipped.</source>
            <translation>{who} hat keine Einheit zum Bewegen: Der Rest dieses Schritts entfällt.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} has nowhere to build a Settlement: this step is skipped.</source>
            <translation>{who} kann nirgends eine Siedlung errichten: Dieser Schritt entfällt.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} has nothing to place a Strength Token on: this step is skipped.</source>
            <translation>{who} hat nichts, worauf ein Stärkemarker kommen kann: Dieser Schritt entfällt.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} has no card left to draw: the rest of this step is skipped.</source>
            <translation>{who} kann keine Karte mehr ziehen: Der Rest dieses Schritts entfällt.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>Season {n} begins with the Mist Phase.</source>
            <translation>Jahreszeit {n} beginnt mit der Nebelphase.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>The Region Tiles turn face up: {regions}.</source>
            <translation>Die Regionsplättchen werden aufgedeckt: {regions}.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>A Prophecy is revealed: {prophecy}.</source>
            <translation>Eine Prophezeiung wird aufgedeckt: {prophecy}.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>Every faction is dealt a new hand.</source>
            <translation>Jede Fraktion erhält eine neue Hand.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} trails and gets Catch-Up help.</source>
            <translation>{who} liegt zurück und bekommt Hilfe zum Aufholen.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>Season {n}, round {m} of the Preparation Phase: choose your cards.</source>
            <translation>Jahreszeit {n}, Runde {m} der Vorbereitungsphase: Wählt eure Karten.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} fulfils the Prophecy {prophecy}.</source>
            <translation>{who} erfüllt die Prophezeiung {prophecy}.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} discards {cards} at the end of the season.</source>
            <translation>{who} wirft am Ende der Jahreszeit {cards} ab.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>The game ends. {names} wins with {n} VP.</source>
            <translation>Das Spiel endet. {names} gewinnt mit {n} SP.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>The game ends. {names} win with {n} VP.</source>
            <translation>Das Spiel endet. {names} gewinnen mit {n} SP.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>The War Phase of Season {n} begins.</source>
            <translation>Die Kriegsphase der Jahreszeit {n} beginnt.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>Battle in {region}: Heroes choose Battle Plans in secret.</source>
            <translation>Schlacht in der Region {region}: Die Helden wählen im Geheimen Schlachtpläne.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} reveals {card} (strength {strength}; it fails if its Combat Cards add up to more than {limit}) with {bonus}.</source>
            <translation>{who} deckt {card} auf (Stärke {strength}; er scheitert, wenn seine Kampfkarten mehr als {limit} ergeben), Bonuskarten: {bonus}.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} plays no Battle Plan.</source>
            <translation>{who} spielt keinen Schlachtplan.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} draws a Combat Card.</source>
            <translation>{who} zieht eine Kampfkarte.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>You draw {card} ({strength}).</source>
            <translation>Du ziehst {card} ({strength}).</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>Combat Cards are revealed — {shown}.</source>
            <translation>Die Kampfkarten werden aufgedeckt — {shown}.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{owner} {card} succeeds.</source>
            <translation>{owner}: {card} gelingt.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{owner} {card} fails.</source>
            <translation>{owner}: {card} scheitert.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} raises Excalibur to break the tie.</source>
            <translation>{who} erhebt Excalibur und bricht den Gleichstand.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{region}: {standings} (no Hero there, so no Battle Plans: strength alone decides).</source>
            <translation>{region}: {standings} (kein Held dort, also keine Schlachtpläne: allein die Stärke entscheidet).</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{region}: {standings}.</source>
            <translation>{region}: {standings}.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} draws {n} Artifacts.</source>
            <comment>plural subject</comment>
            <translation>{who} ziehen {n} Artefakte.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} gains {n} VP {why}, now {m}.</source>
            <comment>plural subject</comment>
            <translation>{who} erhalten {n} SP {why}, jetzt {m}.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} gains {n} Faction Power, now {m}.</source>
            <comment>plural subject</comment>
            <translation>{who} erhalten {n} Fraktionsmacht, jetzt {m}.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} reaches the end of the Favor Track and takes Excalibur.</source>
            <comment>plural subject</comment>
            <translation>{who} erreichen das Ende der Gunstleiste und nehmen Excalibur.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} gains {n} Favor, now {m}.</source>
            <comment>plural subject</comment>
            <translation>{who} erhalten {n} Gunst, jetzt {m}.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} draws a {deck} card.</source>
            <comment>plural subject</comment>
            <translation>{who} ziehen eine Karte vom Stapel „{deck}“.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} draws {cards} ({decks}).</source>
            <comment>plural subject</comment>
            <translation>{who} ziehen {cards} ({decks}).</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} gains the Artifact {artifact}.</source>
            <comment>plural subject</comment>
            <translation>{who} erhalten das Artefakt {artifact}.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} claims the Holy Grail.</source>
            <comment>plural subject</comment>
            <translation>{who} nehmen den Heiligen Gral an sich.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} has made a secret choice.</source>
            <comment>plural subject</comment>
            <translation>{who} haben im Geheimen gewählt.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} stops drawing Combat Cards.</source>
            <comment>plural subject</comment>
            <translation>{who} ziehen keine weiteren Kampfkarten.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} uses {ability}.</source>
            <comment>plural subject</comment>
            <translation>{who} nutzen {ability}.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} bonds {beast} in {region}.</source>
            <comment>plural subject</comment>
            <translation>{who} binden die Bestie {beast} in der Region {region}.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} deploys {unit} to {region}.</source>
            <comment>plural subject</comment>
            <translation>{who} stellen {unit} in der Region {region} auf.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} moves {unit} from {region} to {region2}.</source>
            <comment>plural subject</comment>
            <translation>{who} ziehen {unit} aus der Region {region} in die Region {region2}.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} builds a Settlement in {region}.</source>
            <comment>plural subject</comment>
            <translation>{who} errichten eine Siedlung in der Region {region}.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} places a Strength Token on its Lord.</source>
            <comment>plural subject</comment>
            <translation>{who} legen einen Stärkemarker auf den eigenen Fürsten.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} places a Strength Token on its Settlement.</source>
            <comment>plural subject</comment>
            <translation>{who} legen einen Stärkemarker auf die eigene Siedlung.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} keeps the Artifact {artifact}.</source>
            <comment>plural subject</comment>
            <translation>{who} behalten das Artefakt {artifact}.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} reveals {card} (initiative {initiative}; the highest acts first), paying with {paid}.</source>
            <comment>plural subject</comment>
            <translation>{who} decken {card} auf (Initiative {initiative}; die höchste handelt zuerst), bezahlt mit: {paid}.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} takes the Standard Action: {standard}.</source>
            <comment>plural subject</comment>
            <translation>{who} nehmen die Standardaktion: {standard}.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} has more than 5 units in {region}: one goes back.</source>
            <comment>plural subject</comment>
            <translation>{who} haben mehr als 5 Einheiten in der Region {region}: Eine geht zurück.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} has no unit to deploy: the rest of this step is skipped.</source>
            <comment>plural subject</comment>
            <translation>{who} haben keine Einheit zum Einsetzen: Der Rest dieses Schritts entfällt.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} has no unit to move: the rest of this step is skipped.</source>
            <comment>plural subject</comment>
            <translation>{who} haben keine Einheit zum Bewegen: Der Rest dieses Schritts entfällt.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} has nowhere to build a Settlement: this step is skipped.</source>
            <comment>plural subject</comment>
            <translation>{who} können nirgends eine Siedlung errichten: Dieser Schritt entfällt.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} has nothing to place a Strength Token on: this step is skipped.</source>
            <comment>plural subject</comment>
            <translation>{who} haben nichts, worauf ein Stärkemarker kommen kann: Dieser Schritt entfällt.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} has no card left to draw: the rest of this step is skipped.</source>
            <comment>plural subject</comment>
            <translation>{who} können keine Karte mehr ziehen: Der Rest dieses Schritts entfällt.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} trails and gets Catch-Up help.</source>
            <comment>plural subject</comment>
            <translation>{who} liegen zurück und bekommen Hilfe zum Aufholen.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} fulfils the Prophecy {prophecy}.</source>
            <comment>plural subject</comment>
            <translation>{who} erfüllen die Prophezeiung {prophecy}.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} discards {cards} at the end of the season.</source>
            <comment>plural subject</comment>
            <translation>{who} werfen am Ende der Jahreszeit {cards} ab.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} reveals {card} (strength {strength}; it fails if its Combat Cards add up to more than {limit}) with {bonus}.</source>
            <comment>plural subject</comment>
            <translation>{who} decken {card} auf (Stärke {strength}; er scheitert, wenn seine Kampfkarten mehr als {limit} ergeben), Bonuskarten: {bonus}.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} plays no Battle Plan.</source>
            <comment>plural subject</comment>
            <translation>{who} spielen keinen Schlachtplan.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} draws a Combat Card.</source>
            <comment>plural subject</comment>
            <translation>{who} ziehen eine Kampfkarte.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{who} raises Excalibur to break the tie.</source>
            <comment>plural subject</comment>
            <translation>{who} erheben Excalibur und brechen den Gleichstand.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>The game ends. {names} wins with {n} VP.</source>
            <comment>plural subject</comment>
            <translation>Das Spiel endet. {names} gewinnen mit {n} SP.</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>north-west</source>
            <comment>region position</comment>
            <translation>Nordwesten</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>north</source>
            <comment>region position</comment>
            <translation>Norden</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>north-east</source>
            <comment>region position</comment>
            <translation>Nordosten</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>west</source>
            <comment>region position</comment>
            <translation>Westen</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>centre</source>
            <comment>region position</comment>
            <translation>Mitte</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>east</source>
            <comment>region position</comment>
            <translation>Osten</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>south-west</source>
            <comment>region position</comment>
            <translation>Südwesten</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>south</source>
            <comment>region position</comment>
            <translation>Süden</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>south-east</source>
            <comment>region position</comment>
            <translation>Südosten</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>Deploy</source>
            <comment>a Riven Veil deck</comment>
            <translation>Aufstellen</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>Move</source>
            <comment>a Riven Veil deck</comment>
            <translation>Ziehen</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>Settle</source>
            <comment>a Riven Veil deck</comment>
            <translation>Siedeln</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>Battle Plan</source>
            <comment>a Riven Veil deck</comment>
            <translation>Schlachtplan</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>Combat Cards</source>
            <translation>Kampfkarten</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>Artifacts</source>
            <translation>Artefakte</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>Beasts</source>
            <translation>Bestien</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>Prophecies</source>
            <translation>Prophezeiungen</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>Mist Cards</source>
            <translation>Nebelkarten</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>from the Favor Track</source>
            <translation>von der Gunstleiste</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>for an Artifact</source>
            <translation>für ein Artefakt</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>from a Mist Card</source>
            <translation>von einer Nebelkarte</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>for the Holy Grail</source>
            <translation>für den Heiligen Gral</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>from a card</source>
            <translation>von einer Karte</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>for a Beast</source>
            <translation>für eine Bestie</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>from Settlement slots</source>
            <translation>aus Siedlungsplätzen</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>for a Prophecy</source>
            <translation>für eine Prophezeiung</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>for cards left in hand</source>
            <translation>für Karten, die auf der Hand blieben</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>for a region</source>
            <translation>für eine Region</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>to start with</source>
            <translation>zu Beginn</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>two seasons</source>
            <translation>zwei Jahreszeiten</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>three seasons</source>
            <translation>drei Jahreszeiten</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>deterministic combat</source>
            <translation>berechenbarer Kampf</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>symmetric factions</source>
            <translation>symmetrische Fraktionen</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>asymmetric factions</source>
            <translation>asymmetrische Fraktionen</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>Catch-Up</source>
            <translation>Aufholen</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>no Catch-Up</source>
            <translation>kein Aufholen</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>deploy 1 Warrior</source>
            <translation>1 Krieger aufstellen</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>move 1 unit</source>
            <translation>1 Einheit ziehen</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>gain 1 Faction Power</source>
            <translation>1 Fraktionsmacht gewinnen</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>a Warrior</source>
            <comment>unit moved</comment>
            <translation>einen Krieger</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>the Beast {name}</source>
            <translation>die Bestie {name}</translation>
        </message>
        <message numerus="yes">
            <location filename="app/veil/event_words.py" />
            <source>%n Strength Token(s)</source>
            <translation>
                <numerusform>%n Stärkemarker</numerusform>
                <numerusform>%n Stärkemarker</numerusform>
            </translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>keep {artifact} for {hero}</source>
            <translation>{artifact} behalten, für {hero}</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>the Standard Action: {standard}</source>
            <translation>die Standardaktion: {standard}</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>no Battle Plan</source>
            <translation>kein Schlachtplan</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{card}, paying with {cards}</source>
            <translation>{card}, bezahlt mit {cards}</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{card}, with the Bonus Cards {cards}</source>
            <translation>{card}, mit den Bonuskarten {cards}</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>no Bonus Cards</source>
            <translation>keine</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>the Green Knight</source>
            <translation>der Grüne Ritter</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>the game is over</source>
            <translation>das Spiel ist vorbei</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>there is no seat {seat}</source>
            <translation>es gibt keinen Platz {seat}</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>seat {seat} has already made its secret choice this time</source>
            <translation>Platz {seat} hat seine geheime Wahl für diesmal schon getroffen</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>it is seat {waiting}'s decision, not seat {seat}'s</source>
            <translation>Platz {waiting} entscheidet gerade, nicht Platz {seat}</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{act} is not one of seat {seat}'s legal actions now</source>
            <translation>{act} gehört jetzt nicht zu den erlaubten Aktionen von Platz {seat}</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>nothing to undo since the last card drawn, choice revealed or region explored</source>
            <translation>seit der letzten gezogenen Karte, aufgedeckten Wahl oder erkundeten Region gibt es nichts zurückzunehmen</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{text}: an action starts with the seat number and a colon, e.g. '0: end'</source>
            <translation>{text}: Eine Aktion beginnt mit der Platznummer und einem Doppelpunkt, etwa '0: end'</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{text}: no verb after the seat</source>
            <translation>{text}: Nach dem Platz fehlt das Verb</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{text}: unknown verb {verb} (known: {verbs})</source>
            <translation>{text}: unbekanntes Verb {verb} (bekannt sind: {verbs})</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{text}: {verb} takes {n} argument, got {m}</source>
            <translation>{text}: {verb} braucht {n} Angabe, erhalten: {m}</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{text}: {verb} takes {n} arguments, got {m}</source>
            <translation>{text}: {verb} braucht {n} Angaben, erhalten: {m}</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>{text}: write '{usage}'</source>
            <translation>{text}: Schreibe '{usage}'</translation>
        </message>
        <message>
            <location filename="app/veil/event_words.py" />
            <source>action {n} ({text}): {reason}</source>
            <translation>Aktion {n} ({text}): {reason}</translation>
        </message>
        <message>
            <location filename="app/veil/match_list.py" />
            <source>person</source>
            <translation>Person</translation>
        </message>
        <message>
            <location filename="app/veil/match_list.py" />
            <source>easy bot</source>
            <translation>leichter Bot</translation>
        </message>
        <message>
            <location filename="app/veil/match_list.py" />
            <source>steady bot</source>
            <translation>beständiger Bot</translation>
        </message>
        <message>
            <location filename="app/veil/match_list.py" />
            <source>cunning bot</source>
            <translation>listiger Bot</translation>
        </message>
        <message>
            <location filename="app/veil/match_list.py" />
            <source>setting up</source>
            <translation>im Aufbau</translation>
        </message>
        <message>
            <location filename="app/veil/match_list.py" />
            <source>Preparation</source>
            <translation>Vorbereitung</translation>
        </message>
        <message>
            <location filename="app/veil/match_list.py" />
            <source>War Phase</source>
            <translation>Kriegsphase</translation>
        </message>
        <message>
            <location filename="app/veil/match_list.py" />
            <source>{first} against {others}</source>
            <translation>{first} vs. {others}</translation>
        </message>
        <message>
            <location filename="app/veil/match_list.py" />
            <source>A match saved earlier</source>
            <translation>Eine früher gespeicherte Partie</translation>
        </message>
        <message>
            <location filename="app/veil/match_list.py" />
            <source>Season {season}, round {round}</source>
            <translation>Jahreszeit {season}, Runde {round}</translation>
        </message>
        <message>
            <location filename="app/veil/match_list.py" />
            <source>Season {season}</source>
            <translation>Jahreszeit {season}</translation>
        </message>
        <message>
            <location filename="app/veil/match_list.py" />
            <source>{place} ({phase})</source>
            <translation>{place} ({phase})</translation>
        </message>
        <message>
            <location filename="app/veil/match_list.py" />
            <source>{faction} ({kind})</source>
            <translation>{faction} ({kind})</translation>
        </message>
        <message>
            <location filename="app/veil/match_list.py" />
            <source>{who} {vp} VP</source>
            <translation>{who} {vp} SP</translation>
        </message>
        <message>
            <location filename="app/veil/match_list.py" />
            <source>The Riven Veil: {name}</source>
            <translation>Der Zerrissene Schleier: {name}</translation>
        </message>
        <message>
            <location filename="app/veil/rules_summary.py" />
            <source>Deterministic mode: no Combat Cards are drawn; every plan succeeds and adds half its limit.</source>
            <translation>Berechenbarer Kampf: Es werden keine Kampfkarten gezogen; jeder Plan gelingt und bringt die Hälfte seines Limits ein.</translation>
        </message>
        <message>
            <location filename="app/veil/rules_summary.py" />
            <source>Then each side with a plan draws Combat Cards one at a time (the strongest side first), up to {most}, and may stop after any card. Over the limit, the plan fails and adds only half its strength (rounded up). At or under it, or with no card at all, the plan succeeds: it adds its strength, your Combat Cards and its effect.</source>
            <translation>Dann zieht jede Seite mit einem Plan Kampfkarten, eine nach der anderen (die stärkste Seite zuerst), bis zu {most}, und darf nach jeder Karte aufhören. Über dem Limit scheitert der Plan und bringt nur die Hälfte seiner Stärke ein (aufgerundet). Auf oder unter dem Limit, oder ganz ohne Karte, gelingt der Plan: Er bringt seine Stärke, deine Kampfkarten und seine Wirkung ein.</translation>
        </message>
        <message>
            <location filename="app/veil/rules_summary.py" />
            <source>From Season 2, with Catch-Up, the factions furthest behind get {power} Power and a Deploy card.</source>
            <translation>Ab Jahreszeit 2 bekommen mit Aufholen die Fraktionen, die am weitesten zurückliegen, {power} Macht und eine Karte vom Stapel „Aufstellen“.</translation>
        </message>
        <message>
            <location filename="app/veil/rules_summary.py" />
            <source>Goal: the most VP when Season {seasons} ends (Long game: {seasons} seasons). A tie goes to the bearer of the Holy Grail; without one, all tied factions win. VP never drop below 0.</source>
            <translation>Ziel: die meisten SP, wenn Jahreszeit {seasons} endet (langes Spiel: {seasons} Jahreszeiten). Bei Gleichstand gewinnt, wer den Heiligen Gral trägt; ohne Träger gewinnen alle Gleichauf-Fraktionen. SP fallen nie unter 0.</translation>
        </message>
        <message>
            <location filename="app/veil/rules_summary.py" />
            <source>Goal: the most VP when Season {seasons} ends (Normal game: {seasons} seasons). A tie goes to the bearer of the Holy Grail; without one, all tied factions win. VP never drop below 0.</source>
            <translation>Ziel: die meisten SP, wenn Jahreszeit {seasons} endet (normales Spiel: {seasons} Jahreszeiten). Bei Gleichstand gewinnt, wer den Heiligen Gral trägt; ohne Träger gewinnen alle Gleichauf-Fraktionen. SP fallen nie unter 0.</translation>
        </message>
        <message>
            <location filename="app/veil/rules_summary.py" />
            <source>THE RIVEN VEIL IN SHORT</source>
            <translation>DER ZERRISSENE SCHLEIER IN KÜRZE</translation>
        </message>
        <message>
            <location filename="app/veil/rules_summary.py" />
            <source>Length: each season has {rounds} Preparation rounds, so you play {turns} turns in all, each season ending with a War Phase.</source>
            <translation>Dauer: Jede Jahreszeit hat {rounds} Vorbereitungsrunden, du spielst also insgesamt {turns} Züge; jede Jahreszeit endet mit einer Kriegsphase.</translation>
        </message>
        <message>
            <location filename="app/veil/rules_summary.py" />
            <source>1. Mist Phase: {prophecies} new Prophecies turn up; from Season 2 your Settlements pay their slots again; abilities are ready again; every faction gets a fresh hand of {size} cards ({hand}).</source>
            <translation>1. Nebelphase: {prophecies} neue Prophezeiungen erscheinen; ab Jahreszeit 2 zahlen deine Siedlungen ihre Plätze erneut; Fähigkeiten sind wieder bereit; jede Fraktion erhält eine neue Hand aus {size} Karten ({hand}).</translation>
        </message>
        <message>
            <location filename="app/veil/rules_summary.py" />
            <source>2. Preparation, each round: everyone picks in secret one card and the other hand cards that pay its cost, or a Standard Action (deploy 1 Warrior, move 1 unit or gain 1 Power: no card spent). All are revealed; the highest initiative acts first (a Standard Action has 0). Do your card's parts in order; each is 'up to', so you may stop early; use abilities between parts. Then the played and paying cards are discarded, you draw {draws} cards from decks you choose ({standard} after a Standard Action), and more than {limit} of your units in one region send the extra back to supply.</source>
            <translation>2. Vorbereitung, jede Runde: Alle wählen im Geheimen eine Karte und die übrigen Handkarten, die ihre Kosten bezahlen, oder eine Standardaktion (1 Krieger aufstellen, 1 Einheit ziehen oder 1 Macht gewinnen: keine Karte wird ausgegeben). Alles wird aufgedeckt; die höchste Initiative handelt zuerst (eine Standardaktion hat 0). Führe die Teile deiner Karte der Reihe nach aus; jeder heißt „bis zu“, du darfst also früher aufhören; nutze Fähigkeiten zwischen den Teilen. Dann werden die gespielten und die bezahlenden Karten abgeworfen, du ziehst {draws} Karten von Stapeln deiner Wahl ({standard} nach einer Standardaktion), und hast du mehr als {limit} Einheiten in einer Region, gehen die überzähligen in den Vorrat zurück.</translation>
        </message>
        <message>
            <location filename="app/veil/rules_summary.py" />
            <source>3. War Phase: every explored region is scored in turn. Alone there, you take its VP for the season. With two or more factions it is a battle: without Heroes (Lords, Champions) the strengths are compared; with them, each side with a Hero may play in secret 1 Battle Plan and up to {bonus} Bonus Cards (any other hand cards; each adds 1 to the plan's limit).</source>
            <translation>3. Kriegsphase: Jede erkundete Region wird der Reihe nach gewertet. Bist du dort allein, erhältst du ihre SP für die Jahreszeit. Mit zwei oder mehr Fraktionen ist es eine Schlacht: Ohne Helden (Fürsten, Champions) werden die Stärken verglichen; mit ihnen darf jede Seite mit einem Helden im Geheimen 1 Schlachtplan und bis zu {bonus} Bonuskarten spielen (beliebige andere Handkarten; jede erhöht das Limit des Plans um 1).</translation>
        </message>
        <message>
            <location filename="app/veil/rules_summary.py" />
            <source>Scoring a region: 1st gains its VP for the season; 2nd gains half (rounded up), only when 1st is not tied; all tied for 1st gain the full VP and nobody is 2nd. The clear winner of a battle with Heroes also gains an Artifact.</source>
            <translation>Eine Region werten: Der 1. erhält ihre SP für die Jahreszeit; der 2. erhält die Hälfte (aufgerundet), aber nur, wenn der 1. Platz nicht geteilt ist; alle, die sich den 1. Platz teilen, erhalten die vollen SP, und niemand ist 2. Wer eine Schlacht mit Helden klar gewinnt, erhält außerdem ein Artefakt.</translation>
        </message>
        <message>
            <location filename="app/veil/rules_summary.py" />
            <source>Strength: a Warrior 1; a Champion 1 + its Artifacts; your Lord 1 + its Artifacts and Strength Tokens (+2 with Excalibur); a Settlement 1 + its tokens; a Beast as its card says. Units in an unexplored region give no strength and cannot leave it until your Lord explores it.</source>
            <translation>Stärke: ein Krieger 1; ein Champion 1 + seine Artefakte; dein Fürst 1 + seine Artefakte und Stärkemarker (+2 mit Excalibur); eine Siedlung 1 + ihre Marker; eine Bestie, was ihre Karte sagt. Einheiten in einer unerkundeten Region geben keine Stärke und können sie erst verlassen, wenn dein Fürst sie erkundet hat.</translation>
        </message>
        <message>
            <location filename="app/veil/rules_summary.py" />
            <source>Other VP: a Settlement uncovers a slot on your Faction Board and pays it when built, at every later Mist Phase and once more at the end; Prophecies (VP for the season, and Favor); the Favor Track; Artifacts; Beasts; the Holy Grail (10 VP).</source>
            <translation>Weitere SP: Eine Siedlung deckt einen Siedlungsplatz auf deinem Fraktionstableau auf und zahlt ihn beim Bau, in jeder späteren Nebelphase und ein letztes Mal am Ende; Prophezeiungen (SP für die Jahreszeit, dazu Gunst); die Gunstleiste; Artefakte; Bestien; der Heilige Gral (10 SP).</translation>
        </message>
        <message>
            <location filename="app/veil/rules_summary.py" />
            <source>Hand cards: at the end of each season every card left in your hand is discarded for 1 VP. A card you keep is worth 1 VP; play it where it earns more.</source>
            <translation>Handkarten: Am Ende jeder Jahreszeit wird jede Karte, die dir auf der Hand bleibt, für 1 SP abgeworfen. Eine behaltene Karte ist 1 SP wert; spiel sie dort, wo sie mehr bringt.</translation>
        </message>
        <message>
            <location filename="app/veil/scores.py" />
            <source>{name} win with {vp} VP: the most VP.</source>
            <translation>{name} gewinnen mit {vp} SP: die meisten SP.</translation>
        </message>
        <message>
            <location filename="app/veil/scores.py" />
            <source>{name} wins with {vp} VP: the most VP.</source>
            <translation>{name} gewinnt mit {vp} SP: die meisten SP.</translation>
        </message>
        <message>
            <location filename="app/veil/scores.py" />
            <source>{name} win with {vp} VP: tied on VP, the bearer of the Holy Grail breaks the tie.</source>
            <translation>{name} gewinnen mit {vp} SP: gleichauf nach SP, der Träger des Heiligen Grals entscheidet den Gleichstand.</translation>
        </message>
        <message>
            <location filename="app/veil/scores.py" />
            <source>{name} wins with {vp} VP: tied on VP, the bearer of the Holy Grail breaks the tie.</source>
            <translation>{name} gewinnt mit {vp} SP: gleichauf nach SP, der Träger des Heiligen Grals entscheidet den Gleichstand.</translation>
        </message>
        <message>
            <location filename="app/veil/scores.py" />
            <source>{names} share the victory with {vp} VP each: tied, and no Grail bearer among them.</source>
            <translation>{names} teilen sich den Sieg mit je {vp} SP: gleichauf, und keiner von ihnen trägt den Gral.</translation>
        </message>
        <message>
            <location filename="app/veil/seating.py" />
            <source>A person</source>
            <translation>Ein Mensch</translation>
        </message>
        <message>
            <location filename="app/veil/seating.py" />
            <source>Bot: easy</source>
            <translation>Bot: leicht</translation>
        </message>
        <message>
            <location filename="app/veil/seating.py" />
            <source>Bot: steady</source>
            <translation>Bot: beständig</translation>
        </message>
        <message>
            <location filename="app/veil/seating.py" />
            <source>Bot: cunning</source>
            <translation>Bot: gerissen</translation>
        </message>
        <message>
            <location filename="app/veil/seating.py" />
            <source>Someone at this screen plays the seat.</source>
            <translation>Jemand an diesem Bildschirm spielt diesen Platz.</translation>
        </message>
        <message>
            <location filename="app/veil/seating.py" />
            <source>Picks any legal move at random.</source>
            <translation>Wählt zufällig einen erlaubten Zug.</translation>
        </message>
        <message>
            <location filename="app/veil/seating.py" />
            <source>Takes the move that gains the most right now.</source>
            <translation>Nimmt den Zug, der jetzt am meisten bringt.</translation>
        </message>
        <message>
            <location filename="app/veil/seating.py" />
            <source>Plays each choice ahead in its head before it moves.</source>
            <translation>Spielt jede Wahl im Kopf voraus, bevor er zieht.</translation>
        </message>
        <message>
            <location filename="app/veil/seating.py" />
            <source>Crimson</source>
            <translation>Karmesin</translation>
        </message>
        <message>
            <location filename="app/veil/seating.py" />
            <source>Sea blue</source>
            <translation>Meerblau</translation>
        </message>
        <message>
            <location filename="app/veil/seating.py" />
            <source>Moss green</source>
            <translation>Moosgrün</translation>
        </message>
        <message>
            <location filename="app/veil/seating.py" />
            <source>Amber</source>
            <translation>Bernstein</translation>
        </message>
        <message>
            <location filename="app/veil/seating.py" />
            <source>Violet</source>
            <translation>Violett</translation>
        </message>
        <message>
            <location filename="app/veil/seating.py" />
            <source>Slate</source>
            <translation>Schiefer</translation>
        </message>
        <message>
            <location filename="app/veil/seating.py" />
            <source>{first} against {count} others</source>
            <translation>{first} gegen {count} weitere</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>Starting VP</source>
            <translation>Start-SP</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>Regions</source>
            <translation>Regionen</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>Settlements</source>
            <translation>Siedlungen</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>Favor</source>
            <translation>Gunst</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>The Grail</source>
            <translation>Der Gral</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>Hand discards</source>
            <translation>Abgeworfene Handkarten</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>Card effects</source>
            <translation>Kartenwirkungen</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>Setup: keep an Artifact</source>
            <translation>Aufbau: ein Artefakt behalten</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>Setup: land your Lord</source>
            <translation>Aufbau: mit deinem Fürsten landen</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>Preparation Phase: secret choices</source>
            <translation>Vorbereitungsphase: geheime Wahl</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>Preparation Phase: turns</source>
            <translation>Vorbereitungsphase: Züge</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>War Phase: secret Battle Plans</source>
            <translation>Kriegsphase: geheime Schlachtpläne</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>War Phase: Combat Cards</source>
            <translation>Kriegsphase: Kampfkarten</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>{text} if this card deployed</source>
            <translation>{text}, falls mit dieser Karte aufgestellt wurde</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>{text} if this card moved</source>
            <translation>{text}, falls mit dieser Karte gezogen wurde</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>{text} if this card settled</source>
            <translation>{text}, falls mit dieser Karte gesiedelt wurde</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>{text} if this card explored</source>
            <translation>{text}, falls mit dieser Karte erkundet wurde</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>Coastal</source>
            <translation>Küste</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>Inner</source>
            <translation>Binnenland</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>Central</source>
            <translation>Mitte</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>then</source>
            <comment>one part of a card after another</comment>
            <translation>dann</translation>
        </message>
        <message numerus="yes">
            <location filename="app/veil/words.py" />
            <source>deploy up to %n Warrior(s) to any explored region</source>
            <translation>
                <numerusform>bis zu %n Krieger in einer beliebigen erkundeten Region aufstellen</numerusform>
                <numerusform>bis zu %n Krieger in einer beliebigen erkundeten Region aufstellen</numerusform>
            </translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>deploy up to 1 Hero to any explored region</source>
            <translation>bis zu 1 Helden in einer beliebigen erkundeten Region aufstellen</translation>
        </message>
        <message numerus="yes">
            <location filename="app/veil/words.py" />
            <source>deploy up to %n Heroes to any explored region</source>
            <translation>
                <numerusform>bis zu %n Helden in einer beliebigen erkundeten Region aufstellen</numerusform>
                <numerusform>bis zu %n Helden in einer beliebigen erkundeten Region aufstellen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="app/veil/words.py" />
            <source>deploy up to %n unit(s) to any explored region</source>
            <translation>
                <numerusform>bis zu %n Einheit in einer beliebigen erkundeten Region aufstellen</numerusform>
                <numerusform>bis zu %n Einheiten in einer beliebigen erkundeten Region aufstellen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="app/veil/words.py" />
            <source>deploy up to %n Warrior(s) to a Coastal region or one of your Settlements</source>
            <translation>
                <numerusform>bis zu %n Krieger in einer Küstenregion oder bei einer deiner Siedlungen aufstellen</numerusform>
                <numerusform>bis zu %n Krieger in einer Küstenregion oder bei einer deiner Siedlungen aufstellen</numerusform>
            </translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>deploy up to 1 Hero to a Coastal region or one of your Settlements</source>
            <translation>bis zu 1 Helden in einer Küstenregion oder bei einer deiner Siedlungen aufstellen</translation>
        </message>
        <message numerus="yes">
            <location filename="app/veil/words.py" />
            <source>deploy up to %n Heroes to a Coastal region or one of your Settlements</source>
            <translation>
                <numerusform>bis zu %n Helden in einer Küstenregion oder bei einer deiner Siedlungen aufstellen</numerusform>
                <numerusform>bis zu %n Helden in einer Küstenregion oder bei einer deiner Siedlungen aufstellen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="app/veil/words.py" />
            <source>deploy up to %n unit(s) to a Coastal region or one of your Settlements</source>
            <translation>
                <numerusform>bis zu %n Einheit in einer Küstenregion oder bei einer deiner Siedlungen aufstellen</numerusform>
                <numerusform>bis zu %n Einheiten in einer Küstenregion oder bei einer deiner Siedlungen aufstellen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="app/veil/words.py" />
            <source>move up to %n units, each to a neighbouring region</source>
            <translation>
                <numerusform>bis zu %n Einheit in eine Nachbarregion ziehen</numerusform>
                <numerusform>bis zu %n Einheiten ziehen, jede in eine Nachbarregion</numerusform>
            </translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>move 1 unit to a neighbouring region</source>
            <translation>1 Einheit in eine Nachbarregion ziehen</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>build a Settlement</source>
            <translation>eine Siedlung errichten</translation>
        </message>
        <message numerus="yes">
            <location filename="app/veil/words.py" />
            <source>build %n Settlements</source>
            <translation>
                <numerusform>%n Siedlung errichten</numerusform>
                <numerusform>%n Siedlungen errichten</numerusform>
            </translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>gain {n} Faction Power</source>
            <translation>{n} Fraktionsmacht gewinnen</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>gain {n} VP</source>
            <translation>{n} SP gewinnen</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>gain {n} Favor</source>
            <translation>{n} Gunst gewinnen</translation>
        </message>
        <message numerus="yes">
            <location filename="app/veil/words.py" />
            <source>draw %n card(s)</source>
            <translation>
                <numerusform>%n Karte ziehen</numerusform>
                <numerusform>%n Karten ziehen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="app/veil/words.py" />
            <source>place %n Strength Token(s) on your Lord or a Settlement</source>
            <translation>
                <numerusform>%n Stärkemarker auf deinen Fürsten oder eine Siedlung legen</numerusform>
                <numerusform>%n Stärkemarker auf deinen Fürsten oder eine Siedlung legen</numerusform>
            </translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>no extra effect</source>
            <translation>keine weitere Wirkung</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>{name} (Battle Plan, strength {strength}, limit {limit}; if it succeeds: {does})</source>
            <translation>{name} (Schlachtplan, Stärke {strength}, Limit {limit}; wenn er gelingt: {does})</translation>
        </message>
        <message numerus="yes">
            <location filename="app/veil/words.py" />
            <source>{name} ({deck}, initiative {initiative}, costs %n other card(s)): {does}</source>
            <translation>
                <numerusform>{name} ({deck}, Initiative {initiative}, kostet %n andere Karte): {does}</numerusform>
                <numerusform>{name} ({deck}, Initiative {initiative}, kostet %n andere Karten): {does}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>{name} ({deck}, initiative {initiative}): {does}</source>
            <translation>{name} ({deck}, Initiative {initiative}): {does}</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>a hidden {deck} card</source>
            <translation>eine verdeckte Karte vom Stapel „{deck}“</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>a hidden Combat card</source>
            <translation>eine verdeckte Kampfkarte</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>a hidden face-down card</source>
            <translation>eine verdeckte Karte</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>a Warrior</source>
            <translation>ein Krieger</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>{name} (your Lord)</source>
            <translation>{name} (dein Fürst)</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>{name} (your Champion)</source>
            <translation>{name} (dein Champion)</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>(you already have {n} units there: one goes back to supply at the end of your turn)</source>
            <translation>(du hast dort schon {n} Einheiten: Am Ende deines Zuges geht eine in den Vorrat zurück)</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>Keep {artifact} ({vp} VP) and give it to {hero}</source>
            <translation>{artifact} ({vp} SP) behalten; Träger: {hero}</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>Land your Lord and a Warrior in {region}</source>
            <translation>Mit deinem Fürsten und einem Krieger in der Region {region} landen</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>Play {card} (initiative {initiative})</source>
            <translation>{card} spielen (Initiative {initiative})</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>paying with {cards}</source>
            <translation>bezahlt mit {cards}</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>Standard Action: deploy 1 Warrior</source>
            <translation>Standardaktion: 1 Krieger aufstellen</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>Standard Action: move 1 unit</source>
            <translation>Standardaktion: 1 Einheit ziehen</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>Standard Action: gain 1 Faction Power</source>
            <translation>Standardaktion: 1 Fraktionsmacht gewinnen</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>Deploy {unit} to {region}</source>
            <translation>{unit} in der Region {region} aufstellen</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>(your Lord explores it)</source>
            <translation>(dein Fürst erkundet sie)</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>(unexplored: it stays there until explored)</source>
            <translation>(unerkundet: Die Einheit bleibt dort, bis die Region erkundet ist)</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>Move {unit} from {region} to {region2}</source>
            <translation>{unit} aus der Region {region} in die Region {region2} ziehen</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>Build a Settlement in {region}</source>
            <translation>Eine Siedlung in der Region {region} errichten</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>Place a Strength Token on your Lord</source>
            <translation>Einen Stärkemarker auf deinen Fürsten legen</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>Place a Strength Token on your Settlement in {region}</source>
            <translation>Einen Stärkemarker auf deine Siedlung in der Region {region} legen</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>Draw a {deck} card</source>
            <translation>Eine Karte vom Stapel „{deck}“ ziehen</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>Skip the rest of this part of the card</source>
            <translation>Den Rest dieses Kartenteils auslassen</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>Finish your card (then draw your cards for the end of the turn)</source>
            <translation>Deine Karte beenden (dann ziehst du deine Karten für das Ende des Zuges)</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>{ability} ({artifact})</source>
            <translation>{ability} ({artifact})</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>Use {ability} (once this season, {cost} Faction Power): {does}</source>
            <translation>{ability} nutzen (einmal in dieser Jahreszeit, {cost} Fraktionsmacht): {does}</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>Bond {beast} ({cost} Faction Power; {vp} VP; strength {strength})</source>
            <translation>{beast} binden ({cost} Fraktionsmacht; {vp} SP; Stärke {strength})</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>Play no Battle Plan</source>
            <translation>Keinen Schlachtplan spielen</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>Play {card} (strength {strength}, limit {limit})</source>
            <translation>{card} spielen (Stärke {strength}, Limit {limit})</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>with Bonus Cards {cards} (+{n} to the limit)</source>
            <translation>mit den Bonuskarten {cards} (+{n} auf das Limit)</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>Draw a Combat Card</source>
            <translation>Eine Kampfkarte ziehen</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>Stop drawing Combat Cards</source>
            <translation>Keine weiteren Kampfkarten ziehen</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>An action</source>
            <translation>Eine Aktion</translation>
        </message>
        <message numerus="yes">
            <location filename="app/veil/words.py" />
            <source>%n Warrior(s)</source>
            <translation>
                <numerusform>%n Krieger</numerusform>
                <numerusform>%n Krieger</numerusform>
            </translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>Settlement</source>
            <translation>Siedlung</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>Deep Mist: no one may enter this season.</source>
            <translation>Tiefer Nebel: In dieser Jahreszeit darf niemand hinein.</translation>
        </message>
        <message numerus="yes">
            <location filename="app/veil/words.py" />
            <source>{ring} region, {vp} VP this season, %n Settlement slot(s).</source>
            <translation>
                <numerusform>{ring}, {vp} SP in dieser Jahreszeit, %n Siedlungsplatz.</numerusform>
                <numerusform>{ring}, {vp} SP in dieser Jahreszeit, %n Siedlungsplätze.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>Explored.</source>
            <translation>Erkundet.</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>Unexplored: a Lord who enters explores it.</source>
            <translation>Unerkundet: Ein Fürst, der hierher zieht, erkundet sie.</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>{faction}: strength {n} ({sources})</source>
            <translation>{faction}: Stärke {n} ({sources})</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>The Green Knight stands here (strength 3).</source>
            <translation>Der Grüne Ritter steht hier (Stärke 3).</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>{beast} waits to be bonded.</source>
            <translation>{beast} wartet darauf, gebunden zu werden.</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>1st now: {factions}</source>
            <translation>Jetzt 1.: {factions}</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>2nd now: {factions}</source>
            <translation>Jetzt 2.: {factions}</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>{faction} {vp} VP</source>
            <translation>{faction} {vp} SP</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>If the season ended now: {scores}</source>
            <translation>Endete die Jahreszeit jetzt: {scores}</translation>
        </message>
        <message>
            <location filename="app/veil/words.py" />
            <source>No faction has strength here.</source>
            <translation>Keine Fraktion hat hier Stärke.</translation>
        </message>
        <message>
            <location filename="app/views.py" />
            <source>Start of the Day</source>
            <translation>Beginn des Tages</translation>
        </message>
        <message>
            <location filename="app/views.py" />
            <source>During the Day</source>
            <translation>Während des Tages</translation>
        </message>
        <message>
            <location filename="app/views.py" />
            <source>End of the Day</source>
            <translation>Ende des Tages</translation>
        </message>
        <message>
            <location filename="app/views.py" />
            <source>Game over</source>
            <translation>Spielende</translation>
        </message>
        <message>
            <location filename="app/views.py" />
            <source>{name} ({cost} Energy): {text}</source>
            <translation>{name} ({cost} Energie): {text}</translation>
        </message>
        <message>
            <location filename="app/views.py" />
            <source>Dead</source>
            <translation>Tot</translation>
        </message>
        <message>
            <location filename="app/views.py" />
            <source>Passed</source>
            <translation>Gepasst</translation>
        </message>
        <message numerus="yes">
            <location filename="app/views.py" />
            <source>Dying (%n day(s) left)</source>
            <translation>
                <numerusform>Sterbend (noch %n Tag)</numerusform>
                <numerusform>Sterbend (noch %n Tage)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="app/views.py" />
            <source>{place}: %n day(s)</source>
            <translation>
                <numerusform>{place}: %n Tag</numerusform>
                <numerusform>{place}: %n Tage</numerusform>
            </translation>
        </message>
        <message>
            <location filename="app/views.py" />
            <source>{place}: goes dark at dawn</source>
            <translation>{place}: erlischt im Morgengrauen</translation>
        </message>
        <message>
            <location filename="app/words.py" />
            <source>choose a journal option</source>
            <translation>eine Wahl im Erkundungsbuch treffen</translation>
        </message>
        <message>
            <location filename="app/words.py" />
            <source>eat or go without food</source>
            <translation>essen oder ohne Nahrung bleiben</translation>
        </message>
        <message>
            <location filename="app/words.py" />
            <source>spend Experience</source>
            <translation>Erfahrung ausgeben</translation>
        </message>
        <message>
            <location filename="app/words.py" />
            <source>keep one of three Advancement cards</source>
            <translation>eine von drei Aufstiegskarten behalten</translation>
        </message>
        <message>
            <location filename="app/words.py" />
            <source>choose a Skill and its side</source>
            <translation>eine Fertigkeit und ihre Seite wählen</translation>
        </message>
        <message>
            <location filename="app/words.py" />
            <source>choose which card stays face up, in use (the other of its keyword is kept face down, not in use)</source>
            <translation>wählen, welche Karte offen und in Gebrauch bleibt (die andere mit demselben Schlüsselwort liegt verdeckt, nicht in Gebrauch)</translation>
        </message>
        <message>
            <location filename="app/words.py" />
            <source>choose which Guardian to face first</source>
            <translation>wählen, welchem Wächter du dich zuerst stellst</translation>
        </message>
        <message>
            <location filename="app/words.py" />
            <source>choose a character to take up</source>
            <translation>einen Charakter wählen, den du übernimmst</translation>
        </message>
        <message>
            <location filename="app/words.py" />
            <source>pass on a Secret</source>
            <translation>ein Geheimnis weitergeben</translation>
        </message>
        <message>
            <location filename="app/words.py" />
            <source>accept the Allmother's Mercy</source>
            <translation>die Gnade der Allmutter annehmen</translation>
        </message>
        <message>
            <location filename="app/words.py" />
            <source>begin the next chapter</source>
            <translation>das nächste Kapitel beginnen</translation>
        </message>
        <message>
            <location filename="app/words.py" />
            <source>every character is dead</source>
            <translation>Alle Charaktere sind tot</translation>
        </message>
        <message>
            <location filename="app/words.py" />
            <source>the party has failed</source>
            <translation>Die Gruppe ist gescheitert</translation>
        </message>
        <message>
            <location filename="app/words.py" />
            <source>won: {title}</source>
            <translation>gewonnen: {title}</translation>
        </message>
        <message>
            <location filename="app/words.py" />
            <source>Autosave</source>
            <translation>Automatische Sicherung</translation>
        </message>
        <message>
            <location filename="app/words.py" />
            <source>Save</source>
            <translation>Speichern</translation>
        </message>
        <message>
            <location filename="app/words.py" />
            <source>Text play</source>
            <translation>Textspiel</translation>
        </message>
        <message>
            <location filename="app/words.py" />
            <source>Crash save</source>
            <translation>Absturzsicherung</translation>
        </message>
        <message>
            <location filename="app/words.py" />
            <source> (backup {n})</source>
            <translation> (Sicherungskopie {n})</translation>
        </message>
        <message>
            <location filename="app/words.py" />
            <source>A save</source>
            <translation>Ein Spielstand</translation>
        </message>
        <message>
            <location filename="app/words.py" />
            <source>{title} — Day {day}</source>
            <translation>{title} — Tag {day}</translation>
        </message>
        <message>
            <location filename="cli/__init__.py" />
            <source>check a campaign pack and list every problem as file: key: message</source>
            <translation>eine Kampagnenpackung prüfen und jedes Problem als Datei: Schlüssel: Meldung auflisten</translation>
        </message>
        <message>
            <location filename="cli/__init__.py" />
            <source>play in text mode: shows the state, lists legal actions, reads one per line</source>
            <translation>im Textmodus spielen: zeigt den Stand, listet die erlaubten Aktionen und liest eine je Zeile</translation>
        </message>
        <message>
            <location filename="cli/__init__.py" />
            <source>replay a file of actions and print the events</source>
            <translation>eine Aktionsdatei nachspielen und die Ereignisse ausgeben</translation>
        </message>
        <message>
            <location filename="cli/__init__.py" />
            <source>run bot games and print a balance report</source>
            <translation>Bot-Partien spielen und einen Balance-Bericht ausgeben</translation>
        </message>
        <message>
            <location filename="cli/__init__.py" />
            <source>the Riven Veil: veil play | simulate | replay | validate</source>
            <translation>der Zerrissene Schleier: veil play | simulate | replay | validate</translation>
        </message>
        <message>
            <location filename="cli/__init__.py" />
            <source>grail-desktop {name}: not available in this build yet</source>
            <translation>grail-desktop {name}: in dieser Fassung noch nicht verfügbar</translation>
        </message>
        <message>
            <location filename="cli/__init__.py" />
            <source>language of the messages and the pack's text (en, de, system; default: as the desktop)</source>
            <translation>Sprache der Meldungen und der Texte der Packung (en, de, system; Vorgabe: wie in der Desktop-App)</translation>
        </message>
        <message>
            <location filename="cli/argparse_words.py" />
            <source>usage: </source>
            <comment>argparse</comment>
            <translation>Aufruf: </translation>
        </message>
        <message>
            <location filename="cli/argparse_words.py" />
            <source>positional arguments</source>
            <comment>argparse</comment>
            <translation>Positionsargumente</translation>
        </message>
        <message>
            <location filename="cli/argparse_words.py" />
            <source>options</source>
            <comment>argparse</comment>
            <translation>Optionen</translation>
        </message>
        <message>
            <location filename="cli/argparse_words.py" />
            <source>show this help message and exit</source>
            <comment>argparse</comment>
            <translation>diese Hilfe zeigen und beenden</translation>
        </message>
        <message>
            <location filename="cli/argparse_words.py" />
            <source>show program's version number and exit</source>
            <comment>argparse</comment>
            <translation>die Versionsnummer zeigen und beenden</translation>
        </message>
        <message>
            <location filename="cli/argparse_words.py" />
            <source>%(prog)s: error: %(message)s
</source>
            <comment>argparse</comment>
            <translation>%(prog)s: Fehler: %(message)s
</translation>
        </message>
        <message>
            <location filename="cli/argparse_words.py" />
            <source>the following arguments are required: %s</source>
            <comment>argparse</comment>
            <translation>diese Argumente fehlen: %s</translation>
        </message>
        <message>
            <location filename="cli/argparse_words.py" />
            <source>unrecognized arguments: %s</source>
            <comment>argparse</comment>
            <translation>unbekannte Argumente: %s</translation>
        </message>
        <message>
            <location filename="cli/argparse_words.py" />
            <source>invalid choice: %(value)r (choose from %(choices)s)</source>
            <comment>argparse</comment>
            <translation>ungültige Wahl: %(value)r (möglich sind %(choices)s)</translation>
        </message>
        <message>
            <location filename="cli/argparse_words.py" />
            <source>argument %(argument_name)s: %(message)s</source>
            <comment>argparse</comment>
            <translation>Argument %(argument_name)s: %(message)s</translation>
        </message>
        <message>
            <location filename="cli/argparse_words.py" />
            <source>expected one argument</source>
            <comment>argparse</comment>
            <translation>erwartet ein Argument</translation>
        </message>
        <message>
            <location filename="cli/argparse_words.py" />
            <source>expected at least one argument</source>
            <comment>argparse</comment>
            <translation>erwartet mindestens ein Argument</translation>
        </message>
        <message>
            <location filename="cli/argparse_words.py" />
            <source>expected at most one argument</source>
            <comment>argparse</comment>
            <translation>erwartet höchstens ein Argument</translation>
        </message>
        <message>
            <location filename="cli/argparse_words.py" />
            <source>expected %s argument</source>
            <comment>argparse</comment>
            <translation>erwartet %s Argument</translation>
        </message>
        <message>
            <location filename="cli/argparse_words.py" />
            <source>expected %s arguments</source>
            <comment>argparse</comment>
            <translation>erwartet %s Argumente</translation>
        </message>
        <message>
            <location filename="cli/argparse_words.py" />
            <source>invalid %(type)s value: %(value)r</source>
            <comment>argparse</comment>
            <translation>ungültiger Wert (%(type)s): %(value)r</translation>
        </message>
        <message>
            <location filename="cli/argparse_words.py" />
            <source>ambiguous option: %(option)s could match %(matches)s</source>
            <comment>argparse</comment>
            <translation>mehrdeutige Option: %(option)s kann %(matches)s sein</translation>
        </message>
        <message>
            <location filename="cli/argparse_words.py" />
            <source>not allowed with argument %s</source>
            <comment>argparse</comment>
            <translation>nicht zusammen mit Argument %s erlaubt</translation>
        </message>
        <message>
            <location filename="cli/argparse_words.py" />
            <source>ignored explicit argument %r</source>
            <comment>argparse</comment>
            <translation>angegebener Wert %r übergangen</translation>
        </message>
        <message>
            <location filename="cli/argparse_words.py" />
            <source>one of the arguments %s is required</source>
            <comment>argparse</comment>
            <translation>eines der Argumente %s ist nötig</translation>
        </message>
        <message>
            <location filename="cli/argparse_words.py" />
            <source>can't open '%(filename)s': %(error)s</source>
            <comment>argparse</comment>
            <translation>'%(filename)s' lässt sich nicht öffnen: %(error)s</translation>
        </message>
        <message>
            <location filename="cli/argparse_words.py" />
            <source>unknown parser %(parser_name)r (choices: %(choices)s)</source>
            <comment>argparse</comment>
            <translation>unbekannter Befehl %(parser_name)r (möglich sind %(choices)s)</translation>
        </message>
        <message>
            <location filename="cli/card_words.py" />
            <source>top</source>
            <comment>a strike's node</comment>
            <translation>oberen</translation>
        </message>
        <message>
            <location filename="cli/card_words.py" />
            <source>middle</source>
            <comment>a strike's node</comment>
            <translation>mittleren</translation>
        </message>
        <message>
            <location filename="cli/card_words.py" />
            <source>bottom</source>
            <comment>a strike's node</comment>
            <translation>unteren</translation>
        </message>
        <message>
            <location filename="cli/card_words.py" />
            <source>top</source>
            <comment>a right-edge node</comment>
            <translation>oben</translation>
        </message>
        <message>
            <location filename="cli/card_words.py" />
            <source>middle</source>
            <comment>a right-edge node</comment>
            <translation>in der Mitte</translation>
        </message>
        <message>
            <location filename="cli/card_words.py" />
            <source>bottom</source>
            <comment>a right-edge node</comment>
            <translation>unten</translation>
        </message>
        <message>
            <location filename="cli/card_words.py" />
            <source>first</source>
            <translation>1.</translation>
        </message>
        <message>
            <location filename="cli/card_words.py" />
            <source>second</source>
            <translation>2.</translation>
        </message>
        <message>
            <location filename="cli/card_words.py" />
            <source>third</source>
            <translation>3.</translation>
        </message>
        <message>
            <location filename="cli/card_words.py" />
            <source>fourth</source>
            <translation>4.</translation>
        </message>
        <message>
            <location filename="cli/card_words.py" />
            <source>fifth</source>
            <translation>5.</translation>
        </message>
        <message>
            <location filename="cli/card_words.py" />
            <source>sixth</source>
            <translation>6.</translation>
        </message>
        <message>
            <location filename="cli/card_words.py" />
            <source>seventh</source>
            <translation>7.</translation>
        </message>
        <message>
            <location filename="cli/card_words.py" />
            <source>eighth</source>
            <translation>8.</translation>
        </message>
        <message>
            <location filename="cli/card_words.py" />
            <source>ninth</source>
            <translation>9.</translation>
        </message>
        <message>
            <location filename="cli/card_words.py" />
            <source>tenth</source>
            <translation>10.</translation>
        </message>
        <message>
            <location filename="cli/card_words.py" />
            <source>If the card before it has a {positions} node</source>
            <translation>Hat die Karte davor einen {positions} Knoten</translation>
        </message>
        <message>
            <location filename="cli/card_words.py" />
            <source>its right edge has a {where} node</source>
            <translation>rechter Rand: Knoten {where}</translation>
        </message>
        <message>
            <location filename="cli/card_words.py" />
            <source>its right edge has {where} nodes</source>
            <translation>rechter Rand: Knoten {where}</translation>
        </message>
        <message>
            <location filename="cli/card_words.py" />
            <source>{n}th</source>
            <translation>{n}.</translation>
        </message>
        <message>
            <location filename="cli/card_words.py" />
            <source>the unrolled {colour} die</source>
            <translation>Würfel ({colour}, nicht gewürfelt)</translation>
        </message>
        <message>
            <location filename="cli/card_words.py" />
            <source>the {ordinal} unrolled {colour} die</source>
            <translation>{ordinal} Würfel ({colour}, nicht gewürfelt)</translation>
        </message>
        <message>
            <location filename="cli/card_words.py" />
            <source>the {colour} {face}</source>
            <translation>Würfel ({colour}, {face})</translation>
        </message>
        <message>
            <location filename="cli/card_words.py" />
            <source>the {ordinal} {colour} {face}</source>
            <translation>{ordinal} Würfel ({colour}, {face})</translation>
        </message>
        <message>
            <location filename="cli/notation_words.py" />
            <source>{what}: '{text}' is not a whole number</source>
            <translation>{what}: „{text}“ ist keine ganze Zahl</translation>
        </message>
        <message>
            <location filename="cli/notation_words.py" />
            <source>'{verb}': '{key}' needs a value</source>
            <translation>„{verb}“: nach „{key}“ fehlt die Angabe</translation>
        </message>
        <message>
            <location filename="cli/notation_words.py" />
            <source>'{verb}': write pay as a=1,b=2, not '{typed}'</source>
            <translation>„{verb}“: schreibe pay als a=1,b=2, nicht „{typed}“</translation>
        </message>
        <message>
            <location filename="cli/notation_words.py" />
            <source>'{verb}': unexpected '{key}' (expected 'with' or 'pay')</source>
            <translation>„{verb}“: „{key}“ passt hier nicht (erwartet wird „with“ oder „pay“)</translation>
        </message>
        <message>
            <location filename="cli/notation_words.py" />
            <source>'explore' costs 1 Energy per member; it takes no 'pay'</source>
            <translation>„explore“ kostet 1 Energie je Gruppenmitglied; ein „pay“ gibt es dabei nicht</translation>
        </message>
        <message>
            <location filename="cli/notation_words.py" />
            <source>'travel' costs 1 Energy per member; it takes no 'pay'</source>
            <translation>„travel“ kostet 1 Energie je Gruppenmitglied; ein „pay“ gibt es dabei nicht</translation>
        </message>
        <message>
            <location filename="cli/notation_words.py" />
            <source>write 'travel &lt;location number&gt; [with b,c]'</source>
            <translation>schreibe „travel &lt;Ortsnummer&gt; [with b,c]“</translation>
        </message>
        <message>
            <location filename="cli/notation_words.py" />
            <source>write 'trade &lt;giver&gt; &lt;receiver&gt; food|wealth &lt;n&gt;' or 'trade &lt;giver&gt; &lt;receiver&gt; &lt;id&gt;'</source>
            <translation>schreibe „trade &lt;Gebende&gt; &lt;Empfangende&gt; food|wealth &lt;Anzahl&gt;“ oder „trade &lt;Gebende&gt; &lt;Empfangende&gt; &lt;Gegenstand&gt;“</translation>
        </message>
        <message>
            <location filename="cli/notation_words.py" />
            <source>write 'pick-up &lt;character&gt; &lt;item-id&gt;'</source>
            <translation>schreibe „pick-up &lt;Charakter&gt; &lt;Gegenstand&gt;“</translation>
        </message>
        <message>
            <location filename="cli/notation_words.py" />
            <source>write 'choose &lt;n&gt;'</source>
            <translation>schreibe „choose &lt;Nummer&gt;“</translation>
        </message>
        <message>
            <location filename="cli/notation_words.py" />
            <source>write 'raise &lt;attribute&gt;'</source>
            <translation>schreibe „raise &lt;Eigenschaft&gt;“</translation>
        </message>
        <message>
            <location filename="cli/notation_words.py" />
            <source>write 'advance combat' or 'advance diplomacy'</source>
            <translation>schreibe „advance combat“ (Kampf) oder „advance diplomacy“ (Diplomatie)</translation>
        </message>
        <message>
            <location filename="cli/notation_words.py" />
            <source>write 'skill &lt;skill-id&gt; 1' or 'skill &lt;skill-id&gt; 2'</source>
            <translation>schreibe „skill &lt;Fertigkeit&gt; 1“ oder „skill &lt;Fertigkeit&gt; 2“</translation>
        </message>
        <message>
            <location filename="cli/notation_words.py" />
            <source>write 'join &lt;character&gt;[,&lt;character&gt;]' or 'join none'</source>
            <translation>schreibe „join &lt;Charakter&gt;[,&lt;Charakter&gt;]“ oder „join none“ (niemand)</translation>
        </message>
        <message>
            <location filename="cli/notation_words.py" />
            <source>write 'next-chapter' or 'next-chapter &lt;character&gt;,&lt;character&gt;'</source>
            <translation>schreibe „next-chapter“ oder „next-chapter &lt;Charakter&gt;,&lt;Charakter&gt;“</translation>
        </message>
        <message>
            <location filename="cli/notation_words.py" />
            <source>write 'give &lt;secret-id&gt; &lt;character&gt;'</source>
            <translation>schreibe „give &lt;Geheimnis&gt; &lt;Charakter&gt;“</translation>
        </message>
        <message>
            <location filename="cli/notation_words.py" />
            <source>write 'adjust &lt;character&gt; &lt;track|resource|attribute&gt; &lt;value&gt;'</source>
            <translation>schreibe „adjust &lt;Charakter&gt; &lt;Leiste|Vorrat|Eigenschaft&gt; &lt;Wert&gt;“</translation>
        </message>
        <message>
            <location filename="cli/notation_words.py" />
            <source>write 'play &lt;card-id&gt; on &lt;chain&gt;', chain being the enemy's number (1, 2 …)</source>
            <translation>schreibe „play &lt;Karte&gt; on &lt;Kette&gt;“; die Kette ist die Nummer des Gegners (1, 2 …)</translation>
        </message>
        <message>
            <location filename="cli/notation_words.py" />
            <source>write 'commit &lt;colour&gt; &lt;n&gt;', colour one of {colours}, n ≥ 1</source>
            <translation>schreibe „commit &lt;Farbe&gt; &lt;Anzahl&gt;“; die Farbe ist eine von {colours}, die Anzahl mindestens 1</translation>
        </message>
        <message>
            <location filename="cli/notation_words.py" />
            <source>write 'apply &lt;die&gt; to &lt;enemy&gt;', both numbers counted from 1</source>
            <translation>schreibe „apply &lt;Würfel&gt; to &lt;Gegner&gt;“; beide Nummern zählen ab 1</translation>
        </message>
        <message>
            <location filename="cli/notation_words.py" />
            <source>write 'take-reward &lt;n&gt;', n counted from 1</source>
            <translation>schreibe „take-reward &lt;Nummer&gt;“; die Nummer zählt ab 1</translation>
        </message>
        <message>
            <location filename="cli/notation_words.py" />
            <source>write '{verb} &lt;id&gt;'</source>
            <translation>schreibe „{verb} &lt;Kennung&gt;“ (die Kennung steht in der Liste der Aktionen)</translation>
        </message>
        <message>
            <location filename="cli/notation_words.py" />
            <source>nothing to undo: the last action revealed information or rolled a die, or no action was taken</source>
            <translation>nichts rückgängig zu machen: die letzte Aktion hat etwas aufgedeckt oder gewürfelt, oder es gab noch keine Aktion</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>pack folder or bundled id</source>
            <translation>Ordner der Packung oder Kennung einer mitgelieferten</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>character ids, comma separated (1-4); ynys-wen has ceri, gwawr, hywel, maelon</source>
            <translation>Kennungen der Charaktere, durch Kommas getrennt (1-4); ynys-wen hat ceri, gwawr, hywel, maelon</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>seed of the game's generator</source>
            <translation>Startwert des Zufallsgenerators der Partie</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>play these actions first</source>
            <translation>zuerst diese Aktionen spielen</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>write a replay file of the game</source>
            <translation>eine Nachspieldatei der Partie schreiben</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>do not list the legal actions each turn</source>
            <translation>die erlaubten Aktionen nicht in jedem Zug auflisten</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>go on from a save sheet (written by `save`)</source>
            <translation>von einem Spielstandsbogen aus weiterspielen (von `save` geschrieben)</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>{question} Type a number (anything else goes back):</source>
            <translation>{question} Tippe eine Zahl (alles andere geht zurück):</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>there is no option {index} here</source>
            <translation>hier gibt es keine Wahl {index}</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>option {index} cannot be taken now: {reason}</source>
            <translation>Wahl {index} ist jetzt nicht möglich: {reason}</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>no action can be taken now</source>
            <translation>jetzt ist keine Aktion möglich</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>no action number {index} (1-{last})</source>
            <translation>keine Aktion mit der Nummer {index} (1-{last})</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>The numbers have changed: {action} is now {new} (it was {old}){more}. Read the list again before typing a number.</source>
            <translation>Die Nummern haben sich geändert: {action} ist jetzt {new} (vorher {old}){more}. Lies die Liste noch einmal, bevor du eine Nummer eingibst.</translation>
        </message>
        <message numerus="yes">
            <location filename="cli/play.py" />
            <source>, and %n other action(s) moved too</source>
            <translation>
                <numerusform>, und %n weitere Aktion ist auch verrutscht</numerusform>
                <numerusform>, und %n weitere Aktionen sind auch verrutscht</numerusform>
            </translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>Day {day} · {phase}</source>
            <translation>Tag {day} · {phase}</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>The game is over.</source>
            <translation>Die Partie ist vorbei.</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>(no legal actions)</source>
            <translation>(keine erlaubten Aktionen)</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>{name} acts:</source>
            <translation>{name} ist am Zug:</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>Not possible now:</source>
            <translation>Jetzt nicht möglich:</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>You are {name}</source>
            <translation>Du bist {name}</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>Your letter:</source>
            <translation>Dein Brief:</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>Active Quests:</source>
            <translation>Aktive Aufträge:</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>Type `help` for the commands and how the numbers work, `read` to read a card again.</source>
            <translation>Tippe `hilfe` für die Befehle und wie die Zahlen funktionieren, `lesen`, um eine Karte noch einmal zu lesen.</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>a checkpoint needs a name: checkpoint Before the Blind Stone</source>
            <translation>ein Haltepunkt braucht einen Namen: haltepunkt Vor dem Blinden Stein</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>cannot mark a checkpoint during an encounter; finish it first</source>
            <translation>während einer Begegnung lässt sich kein Haltepunkt setzen; beende sie zuerst</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>cannot mark the checkpoint: {problem}</source>
            <translation>der Haltepunkt lässt sich nicht setzen: {problem}</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>checkpoint “{name}” marked (restore it with: grail-desktop play --load {path})</source>
            <translation>Haltepunkt „{name}“ gesetzt (zurück zu ihm mit: grail-desktop play --load {path})</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>no checkpoints yet in this campaign (mark one with: checkpoint NAME)</source>
            <translation>in dieser Kampagne gibt es noch keine Haltepunkte (setze einen mit: haltepunkt NAME)</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>Checkpoints of {name}, newest first:</source>
            <translation>Haltepunkte von {name}, neueste zuerst:</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>a damaged checkpoint</source>
            <translation>ein beschädigter Haltepunkt</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>restore: grail-desktop play --load {path}</source>
            <translation>zurück zu ihm: grail-desktop play --load {path}</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>{file} in the saves folder</source>
            <translation>{file} im Ordner der Spielstände</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>The game is not saved. Save it before leaving? y = save to {where} and quit; n = quit without saving; c (or any other command) = go on playing.</source>
            <translation>Die Partie ist nicht gespeichert. Vor dem Gehen speichern? j = in {where} speichern und beenden; n = ohne Speichern beenden; w (oder jeder andere Befehl) = weiterspielen.</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>cannot save to {path}: {problem}</source>
            <translation>Speichern in {path} nicht möglich: {problem}</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>saved to {path} (go on later with: grail-desktop play --load {path})</source>
            <translation>gespeichert in {path} (später weiter mit: grail-desktop play --load {path})</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>The game was not saved (type `save` before quitting next time).</source>
            <translation>Die Partie wurde nicht gespeichert (tippe nächstes Mal `speichern`, bevor du beendest).</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>Nothing chosen.</source>
            <translation>Nichts gewählt.</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>No trade is possible now: characters on the same location trade outside actions.</source>
            <translation>Jetzt ist kein Tausch möglich: Charaktere auf demselben Ort tauschen außerhalb ihrer Aktionen.</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>Not saved, so the game goes on (`save FILE` to try another place).</source>
            <translation>Nicht gespeichert, also geht die Partie weiter (`speichern DATEI`, um es an anderer Stelle zu versuchen).</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>Left without saving.</source>
            <translation>Ohne Speichern verlassen.</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>Not quitting: the game goes on.</source>
            <translation>Nicht beendet: Die Partie geht weiter.</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>(nothing yet today)</source>
            <translation>(heute noch nichts)</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>cannot undo: {reason}</source>
            <translation>rückgängig nicht möglich: {reason}</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>{warning} Type the same command again to go ahead, anything else to keep the dial.</source>
            <translation>{warning} Tippe denselben Befehl noch einmal, um fortzufahren, oder etwas anderes, um die Scheibe zu behalten.</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>illegal: {line}: {reason}</source>
            <translation>nicht erlaubt: {line}: {reason}</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>(answer the question above first: type one of the numbers listed)</source>
            <translation>(beantworte zuerst die Frage oben: tippe eine der aufgeführten Zahlen)</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>Explore</source>
            <translation>Erkunden</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>The location's action</source>
            <translation>Die Ortsaktion</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>The character's action</source>
            <translation>Die Charakteraktion</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>Pass</source>
            <translation>Passen</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>Roll</source>
            <translation>Würfeln</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>Draw</source>
            <translation>Ziehen</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>Resolve</source>
            <translation>Auflösen</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>End phase</source>
            <translation>Phase beenden</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>Escape</source>
            <translation>Fliehen</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>Skip reward</source>
            <translation>Belohnungen liegen lassen</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>Eat</source>
            <translation>Essen</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>Fast</source>
            <translation>Schnell</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>Mercy</source>
            <translation>Gnade</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>Play {card} on {chain}</source>
            <translation>{card} an Kette {chain} spielen</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>Apply {die} to {enemy}</source>
            <translation>Würfel {die} legen auf: {enemy}</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>Commit {colour} {n}</source>
            <translation>{n} × {colour} einsetzen</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>Take reward {n}</source>
            <translation>Belohnung {n} nehmen</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>with {names}</source>
            <translation>mit {names}</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>undone: the last action was taken back</source>
            <translation>rückgängig: Die letzte Aktion wurde zurückgenommen</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>undone: {what}. Everything it did is taken back.</source>
            <translation>rückgängig: {what}. Alles, was sie bewirkt hat, ist zurückgenommen.</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>grail-desktop play: cannot load the save: {problem}</source>
            <translation>grail-desktop play: der Spielstand lässt sich nicht laden: {problem}</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>The campaign was updated: {note}</source>
            <translation>Die Kampagne wurde aktualisiert: {note}</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>grail-desktop play: cannot load campaign '{campaign}': {problem}</source>
            <translation>grail-desktop play: die Kampagne „{campaign}“ lässt sich nicht laden: {problem}</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>grail-desktop play: --record replays from Day 1; it cannot follow --load</source>
            <translation>grail-desktop play: --record spielt ab Tag 1 nach; es geht nicht zusammen mit --load</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>Loaded {path}.</source>
            <translation>{path} geladen.</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>What you leave behind</source>
            <translation>Was ihr zurücklasst</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>Secrets carried</source>
            <translation>Mitgenommene Geheimnisse</translation>
        </message>
        <message>
            <location filename="cli/play.py" />
            <source>Type `save FILE` to keep this completion.</source>
            <translation>Tippe `speichern DATEI`, um diesen Abschluss zu bewahren.</translation>
        </message>
        <message>
            <location filename="cli/play_help.py" />
            <source>How to play
  Type the number shown in front of an action, or the action itself (e.g. `travel 102`, `explore`).
  Numbers: while the journal asks for a choice, a number is the option's own number as printed
  (`4` means `choose 4`); options in parentheses cannot be taken now and say why; a number that is
  missing is a path not open to you now. At any other time a number picks from the numbered list of
  actions shown just above the prompt.

Commands
  state         the whole state: Event, Active Quests with hints, characters, map, the open section
  quests        how to win the chapter, and the Active Quests with their text and hint
  trade         give Food, Wealth, an Item or a Secret to a character on the same location (asks which)
  read NAME     the text of an Item or Secret the party holds, a character (`read maelon`), the location
                you stand on and its action (`read here`); `read` alone lists what can be read
  log           the actions taken today
  undo          take back the last action (not past a roll, a card drawn or a section read)
  save [FILE]   save the game to a save sheet (the file given last, or the one it was loaded from)
  checkpoint NAME  mark a named checkpoint of this moment (not during an encounter), kept beside the campaign
  checkpoints   list this campaign's checkpoints; restore one with the `play --load` line shown under it
  help TOPIC    more on a topic: day, journal, end, advance, items, events, combat
  quit          stop playing (also `exit`, or end of input); on an unsaved game it asks: y saves, n does not

Saving, loading, recording and replaying
  grail-desktop play --load game.toml                        go on from a save sheet
  grail-desktop play --characters maelon --record game.txt   writes every action taken to game.txt
  grail-desktop play --actions game.txt                      plays game.txt first, then reads the keyboard
  grail-desktop replay game.txt                              rebuilds the game and prints what happened</source>
            <translation>So wird gespielt
  Tippe die Zahl vor einer Aktion oder die Aktion selbst (z. B. `travel 102`, `explore`).
  Zahlen: Solange das Erkundungsbuch nach einer Wahl fragt, ist eine Zahl die eigene Nummer der
  Möglichkeit, wie gedruckt (`4` heißt `choose 4`); Möglichkeiten in Klammern sind jetzt nicht zu haben
  und sagen, warum; eine fehlende Zahl ist ein Weg, der dir jetzt nicht offensteht. Zu jeder anderen Zeit
  wählt eine Zahl aus der nummerierten Liste der Aktionen direkt über der Eingabe.

Befehle (die englischen Namen in Klammern gelten ebenso)
  zustand       (state) der ganze Stand: Ereignis, Aktive Aufträge mit Hinweisen, Charaktere, Karte,
                der offene Abschnitt
  aufträge      (quests) wie das Kapitel gewonnen wird, und die Aktiven Aufträge mit ihrem Text und Hinweis
  tauschen      (trade) einem Charakter auf demselben Ort Nahrung, Reichtum, einen Gegenstand oder ein
                Geheimnis geben (fragt, welchen Tausch)
  lesen NAME    (read) der Text eines Gegenstands oder Geheimnisses der Gruppe, eines Charakters
                (`lesen maelon`), des Ortes, auf dem du stehst, und seiner Aktion (`lesen hier`);
                `lesen` allein zählt auf, was sich lesen lässt
  protokoll     (log) die heute getanen Aktionen
  rückgängig    (undo) die letzte Aktion zurücknehmen (nicht über einen Wurf, eine gezogene Karte oder
                einen gelesenen Abschnitt hinweg)
  speichern [DATEI]  (save) die Partie auf einen Spielstandsbogen speichern (die zuletzt genannte Datei
                oder die, aus der sie geladen wurde)
  haltepunkt NAME  (checkpoint) einen benannten Haltepunkt dieses Augenblicks setzen (nicht während einer
                Begegnung), neben der Kampagne aufbewahrt
  haltepunkte   (checkpoints) die Haltepunkte dieser Kampagne auflisten; zurück zu einem mit der Zeile
                `play --load`, die darunter steht
  hilfe THEMA   (help) mehr zu einem Thema: tag, buch, ende, aufstieg, gegenstände, ereignisse, kampf
  beenden       (quit) aufhören zu spielen (auch `ende`, `exit` oder das Ende der Eingabe); bei einer
                ungespeicherten Partie wird gefragt: j speichert, n nicht
  Die Aktionen selbst (`travel 102`, `eat`, `fast`, `done`, `raise`, `use` …) tippst du so, wie sie in
  dieser Hilfe stehen; meist ist die Zahl davor einfacher.

Speichern, Laden, Aufzeichnen und Nachspielen
  grail-desktop play --load partie.toml                        von einem Spielstandsbogen aus weiterspielen
  grail-desktop play --characters maelon --record partie.txt   schreibt jede getane Aktion in partie.txt
  grail-desktop play --actions partie.txt                      spielt zuerst partie.txt, liest dann die Tastatur
  grail-desktop replay partie.txt                              baut die Partie neu auf und gibt aus, was geschah</translation>
        </message>
        <message>
            <location filename="cli/play_help.py" />
            <source>The day (docs/rules.md "The day")
  Start of the Day: Menhir dials drop by 1 (a location out of a lit Menhir's reach fades), Time Dials drop,
  the top Event is revealed (a Quest stays among your Active Quests until it is completed).
  During the Day each character takes one action at a time: explore (1 Energy), travel to a connected
  location (1 Energy, 2 while Going Insane), the location's action, the character's own action, or pass.
  When nobody can act, the End of the Day follows (`help end`).
  Menhirs: `inspect-menhir` tells whether the Menhir is lit (and its dial) or dark, what activating it costs
  and what activating it does; its dial counts the days it keeps the land near it safe (activating one sets the
  dial; every morning it drops by 1). A card out of reach of every Menhir still lit tomorrow is marked
  "fades at dawn" on the Map line.</source>
            <translation>Der Tag (docs/rules.md)
  Beginn des Tages: Die Menhir-Scheiben sinken um 1 (ein Ort außer Reichweite eines brennenden Menhirs
  vergeht), die Zeitscheiben sinken, das oberste Ereignis wird aufgedeckt (ein Auftrag bleibt unter deinen
  Aktiven Aufträgen, bis er erfüllt ist).
  Während des Tages nimmt jeder Charakter eine Aktion nach der anderen: erkunden (1 Energie), zu einem
  verbundenen Ort reisen (1 Energie, 2 im Wahn), die Ortsaktion, die eigene Aktion des Charakters oder passen.
  Kann niemand mehr handeln, folgt das Ende des Tages (`hilfe ende`).
  Menhire: `inspect-menhir` sagt, ob der Menhir brennt (und seine Scheibe) oder dunkel ist, was sein Wecken
  kostet und was es bewirkt; seine Scheibe zählt die Tage, die er das Land um sich sicher hält (das Wecken
  stellt die Scheibe; jeden Morgen sinkt sie um 1). Eine Karte außer Reichweite jedes Menhirs, der morgen
  noch brennt, ist in der Zeile "Karte" mit "vergeht im Morgengrauen" markiert.</translation>
        </message>
        <message>
            <location filename="cli/play_help.py" />
            <source>The journal (docs/rules.md "Journal, events and statuses")
  Exploring opens the location's journal entry. Options are numbered as written; type the number.
  An option in parentheses cannot be taken now and says why; costs are shown before you choose.
  Some options stay hidden until they can be taken, so a number can be missing: that is not an error.
  Statuses record what the party has done or learned; they open or close options later.</source>
            <translation>Das Erkundungsbuch (docs/rules.md)
  Erkunden öffnet den Eintrag des Ortes im Erkundungsbuch. Die Möglichkeiten sind nummeriert wie
  geschrieben; tippe die Zahl. Eine Möglichkeit in Klammern ist jetzt nicht zu haben und sagt, warum;
  Kosten werden gezeigt, bevor du wählst.
  Manche Möglichkeiten bleiben verborgen, bis sie sich wählen lassen, daher kann eine Zahl fehlen: Das ist
  kein Fehler. Status halten fest, was die Gruppe getan oder erfahren hat; sie öffnen oder schließen später
  Möglichkeiten.</translation>
        </message>
        <message>
            <location filename="cli/play_help.py" />
            <source>The End of the Day (docs/rules.md "The day", S1)
  1. Rest: `eat` 1 Food for +1 Health and -1 Terror, or `fast`: no Food, and your Energy drops to 0
     (if it already is 0, you lose 1 Health instead).
  2. Energy comes back to its starting slot, but an Exhausted character (1 Energy or less, as after
     fasting) gets only +4, no higher than the starting slot. Health caps Energy; resting never lowers it.
  3. Spend Experience (`help advance`), then type `done`.
  4. On a location with a Dream, its Dream is read.</source>
            <translation>Das Ende des Tages (docs/rules.md, S1)
  1. Rasten: `eat` isst 1 Nahrung für +1 Gesundheit und -1 Terror, oder `fast`: keine Nahrung, und deine
     Energie fällt auf 0 (ist sie schon 0, verlierst du stattdessen 1 Gesundheit).
  2. Die Energie kehrt auf ihr Startfeld zurück, aber ein Erschöpfter Charakter (1 Energie oder weniger,
     wie nach dem Fasten) erhält nur +4, nicht höher als das Startfeld. Die Gesundheit begrenzt die Energie;
     Rasten senkt sie nie.
  3. Erfahrung ausgeben (`hilfe aufstieg`), dann `done` tippen.
  4. Auf einem Ort mit einem Traum wird sein Traum gelesen.</translation>
        </message>
        <message>
            <location filename="cli/play_help.py" />
            <source>Spending Experience (docs/rules.md "Advancement", S0)
  `raise &lt;attribute&gt;`: +1 to an attribute. It costs 2 x the total of the attribute and its opposite after
  the raise, at most 10 (2, 4, 6, 8, 10); the list shows the cost of each.
  `advance combat` / `advance diplomacy`: pay 2 Experience, look at the top 3 cards of that Advancement
  Pool and take one into your deck (`take &lt;card&gt;`); the other two go back.
  `cut &lt;card&gt;`: take a weak card out of your deck, so the cards you keep come up more often (the card is
  removed, not improved); a deck keeps at least 15 cards, so at 15 buy a card before cutting one. A card
  taken out stays yours, set aside; `restore &lt;card&gt;` puts it back. `done` ends the step.</source>
            <translation>Erfahrung ausgeben (docs/rules.md, S0)
  `raise &lt;Eigenschaft&gt;`: +1 auf eine Eigenschaft. Das kostet 2 x die Summe der Eigenschaft und ihres
  Gegenstücks nach der Steigerung, höchstens 10 (2, 4, 6, 8, 10); die Liste zeigt die Kosten jeder einzelnen.
  `advance combat` / `advance diplomacy`: 2 Erfahrung zahlen, die obersten 3 Karten dieses Aufstiegsvorrats
  ansehen und eine in deinen Stapel nehmen (`take &lt;Karte&gt;`); die anderen beiden gehen zurück.
  `cut &lt;Karte&gt;`: eine schwache Karte aus deinem Stapel nehmen, damit die Karten, die du behältst, öfter
  kommen (die Karte wird entfernt, nicht verbessert); ein Stapel behält mindestens 15 Karten, also kaufe bei
  15 eine Karte, bevor du eine herausnimmst. Eine herausgenommene Karte bleibt deine, beiseitegelegt;
  `restore &lt;Karte&gt;` legt sie zurück. `done` beendet den Schritt.</translation>
        </message>
        <message>
            <location filename="cli/play_help.py" />
            <source>Items and Secrets (docs/rules.md "Items and Secrets")
  Items and Secrets have a keyword (weapon, armor, shield, companion, relic). Only one card of a keyword is
  in use, face up; when you gain a second, you choose which stays face up (`equip &lt;card&gt;`) and the other
  turns face down: you keep it, and can choose again the next morning.
  `read &lt;name&gt;` shows a card's text. Items and non-Personal Secrets can be traded on the same location.
  Flip items ("Flip it in a fight"): in an encounter, during Strike, Commit or Apply, `use &lt;item&gt;` flips the
  item once for its effect (e.g. 2 hits on the first enemy still standing); it stays face down until the
  encounter ends, then turns face up again. Items without Flip work by themselves at the start of each
  encounter (e.g. "Block 1"). Both kinds count only while face up (in use) (docs/encounters.md).</source>
            <translation>Gegenstände und Geheimnisse (docs/rules.md)
  Gegenstände und Geheimnisse haben ein Schlüsselwort (Waffe, Rüstung, Schild, Gefährte, Reliquie). Von einem
  Schlüsselwort ist nur eine Karte in Gebrauch, offen; bekommst du eine zweite, wählst du, welche offen bleibt
  (`equip &lt;Karte&gt;`), und die andere wird umgedreht: Du behältst sie und kannst am nächsten Morgen neu wählen.
  `lesen &lt;Name&gt;` zeigt den Text einer Karte. Gegenstände und nicht persönliche Geheimnisse lassen sich auf
  demselben Ort tauschen.
  Umdrehbare Gegenstände ("Im Kampf umdrehen"): In einer Begegnung, beim Schlagen, Einsetzen oder Anwenden,
  dreht `use &lt;Gegenstand&gt;` den Gegenstand einmal für seine Wirkung um (z. B. 2 Treffer gegen den ersten
  Gegner, der noch steht); er bleibt verdeckt, bis die Begegnung endet, dann liegt er wieder offen.
  Gegenstände ohne Umdrehen wirken von selbst zu Beginn jeder Begegnung (z. B. "Abwehr 1"). Beide Arten
  zählen nur, solange sie offen (in Gebrauch) sind (docs/encounters.md).</translation>
        </message>
        <message>
            <location filename="cli/play_help.py" />
            <source>Events, quests and dials (docs/rules.md "Journal, events and statuses")
  Each morning the top card of the Event deck is revealed. "A random event put on top of the Event deck"
  means tomorrow's (or a coming morning's) Event will be one drawn at random from the random Events.
  A Quest stays among your Active Quests (`quests`) until the story completes it.
  A Quest Dial counts a quest's progress; only the story moves it, and some options need it at a number.
  A Time Dial counts days down: it drops by 1 every morning.</source>
            <translation>Ereignisse, Aufträge und Scheiben (docs/rules.md)
  Jeden Morgen wird die oberste Karte des Ereignisstapels aufgedeckt. "Ein Zufallsereignis oben auf den
  Ereignisstapel gelegt" heißt: Das Ereignis von morgen (oder eines kommenden Morgens) wird zufällig aus den
  Zufallsereignissen gezogen.
  Ein Auftrag bleibt unter deinen Aktiven Aufträgen (`aufträge`), bis die Geschichte ihn erfüllt.
  Eine Auftragsscheibe zählt den Fortschritt eines Auftrags; nur die Geschichte bewegt sie, und manche
  Möglichkeiten brauchen sie auf einer bestimmten Zahl.
  Eine Zeitscheibe zählt Tage herunter: Sie sinkt jeden Morgen um 1.</translation>
        </message>
        <message>
            <location filename="cli/play_help.py" />
            <source>Encounters: combat and diplomacy (docs/encounters.md, S2)
  Enemies: "level 2 purple" is the enemy's level (1 or 2: how strong) and the encounter deck it came
  from (green, gray, purple, blue). Blue ones are met with your Diplomacy deck (words instead of blows),
  the others with your Combat deck. Each has Health (the hits that defeat it), a dial colour, and During
  (while it stands) / After (every Resolve) effects.
  The dial: the fight's dial shows one colour of dice (red, blue, gold). It starts at the first enemy's
  "dial colour" and turns red -&gt; blue -&gt; gold -&gt; red after every round.
  Chains and nodes: each enemy starts a chain. A card's left edge has strikes at node positions (top,
  middle, bottom); its right edge has nodes. You may play a card at the end of a chain when one of its
  strikes sits at a position where the card (or enemy) before it has a right node ("right nodes
  top/middle"); every strike that meets a node happens once. Nothing follows a card with no right nodes.
  A round: you take Strategy phases (up to your character's Strategy value; one fewer in Panic), each in
  four steps:
    Strike  - play a card onto a chain, or draw one (optional);
    Commit  - move dice from your pool to the active area;
    Roll    - roll the active dice (miss, miss, hit, hit, hit, double hit);
    Apply   - place hits on an enemy. Only dice of the DIAL'S colour can be placed (unless a card says
              any colour); other dice may be rolled but not placed.
  Then `end-phase` starts another phase, or `resolve` ends your turn: every enemy's After effects happen
  (defeated ones too), committed dice are exhausted, the dial turns. When every enemy is defeated the
  encounter is won after that Resolve; you still finish the phase you are in (roll, then resolve).
  `escape` pays the escape cost, only at the start of your turn before striking.
  Flip items: `use &lt;item&gt;` in the Strike, Commit or Apply step, once per encounter (`help items`).
  "Exhausted dice" are committed dice used up for the rest of the encounter (unless an effect refreshes
  them); a character who is Exhausted (1 Energy or less) draws an opening hand one card smaller.</source>
            <translation>Begegnungen: Kampf und Diplomatie (docs/encounters.md, S2)
  Gegner: "Stufe 2 purpur" ist die Stufe des Gegners (1 oder 2: wie stark) und der Begegnungsstapel, aus dem
  er kam (grün, grau, purpur, blau). Blauen begegnest du mit deinem Diplomatiestapel (Worte statt Hiebe),
  den anderen mit deinem Kampfstapel. Jeder hat Gesundheit (die Treffer, die ihn besiegen), eine
  Scheibenfarbe und Während- (solange er steht) und Danach-Wirkungen (bei jedem Auflösen).
  Die Scheibe: Die Scheibe des Kampfes zeigt eine Würfelfarbe (rot, blau, gold). Sie beginnt bei der
  "Scheibenfarbe" des ersten Gegners und dreht sich nach jeder Runde rot -&gt; blau -&gt; gold -&gt; rot.
  Ketten und Knoten: Jeder Gegner beginnt eine Kette. Der linke Rand einer Karte trägt Schläge an
  Knotenpositionen (oben, Mitte, unten); ihr rechter Rand trägt Knoten. Du darfst eine Karte ans Ende einer
  Kette spielen, wenn einer ihrer Schläge an einer Position sitzt, an der die Karte (oder der Gegner) davor
  einen rechten Knoten hat ("rechte Knoten oben/Mitte"); jeder Schlag, der auf einen Knoten trifft, geschieht
  einmal. Auf eine Karte ohne rechte Knoten folgt nichts.
  Eine Runde: Du nimmst Strategiephasen (bis zum Strategiewert deines Charakters; eine weniger in Panik),
  jede in vier Schritten:
    Schlagen   - eine Karte an eine Kette spielen oder eine ziehen (freiwillig);
    Einsetzen  - Würfel aus deinem Vorrat in den aktiven Bereich legen;
    Würfeln    - die aktiven Würfel würfeln (Fehlwurf, Fehlwurf, Treffer, Treffer, Treffer, Doppeltreffer);
    Anwenden   - Treffer auf einen Gegner legen. Nur Würfel in der Farbe der SCHEIBE lassen sich legen (außer
                 eine Karte sagt: jede Farbe); andere Würfel dürfen gewürfelt, aber nicht gelegt werden.
  Dann beginnt `end-phase` eine weitere Phase, oder `resolve` beendet deinen Zug: Die Danach-Wirkungen
  jedes Gegners geschehen (auch der besiegten), eingesetzte Würfel werden erschöpft, die Scheibe dreht sich.
  Ist jeder Gegner besiegt, ist die Begegnung nach diesem Auflösen gewonnen; die Phase, in der du bist,
  beendest du noch (würfeln, dann auflösen).
  `escape` zahlt die Fluchtkosten, nur zu Beginn deines Zuges, bevor du schlägst.
  Umdrehbare Gegenstände: `use &lt;Gegenstand&gt;` beim Schlagen, Einsetzen oder Anwenden, einmal je Begegnung
  (`hilfe gegenstände`).
  "Erschöpfte Würfel" sind eingesetzte Würfel, die für den Rest der Begegnung verbraucht sind (außer eine
  Wirkung macht sie wieder bereit); ein Charakter, der Erschöpft ist (1 Energie oder weniger), zieht eine
  Starthand mit einer Karte weniger.</translation>
        </message>
        <message>
            <location filename="cli/play_help.py" />
            <source>no help on '{topic}'; topics: day, journal, end, advance, items, events, combat, or a word the journal names (`help menhir`)</source>
            <translation>keine Hilfe zu „{topic}“; Themen: tag, buch, ende, aufstieg, gegenstände, ereignisse, kampf, oder ein Wort, das das Buch nennt (`hilfe menhir`)</translation>
        </message>
        <message>
            <location filename="cli/play_help.py" />
            <source>Letter:</source>
            <translation>Brief:</translation>
        </message>
        <message>
            <location filename="cli/play_help.py" />
            <source>(face down: not in use)</source>
            <translation>(verdeckt: nicht in Gebrauch)</translation>
        </message>
        <message>
            <location filename="cli/play_help.py" />
            <source>(no text)</source>
            <translation>(kein Text)</translation>
        </message>
        <message>
            <location filename="cli/play_help.py" />
            <source>{card} ({kind}{keyword}, held by {name})</source>
            <translation>{card} ({kind}{keyword}, im Besitz von {name})</translation>
        </message>
        <message numerus="yes">
            <location filename="cli/play_help.py" />
            <source>%n Energy</source>
            <translation>
                <numerusform>%n Energie</numerusform>
                <numerusform>%n Energie</numerusform>
            </translation>
        </message>
        <message>
            <location filename="cli/play_help.py" />
            <source>and {costs}</source>
            <translation>und {costs}</translation>
        </message>
        <message>
            <location filename="cli/play_help.py" />
            <source>once a day</source>
            <translation>einmal am Tag</translation>
        </message>
        <message>
            <location filename="cli/play_help.py" />
            <source>Location action: {name} ({price})</source>
            <translation>Ortsaktion: {name} ({price})</translation>
        </message>
        <message>
            <location filename="cli/play_help.py" />
            <source>You can read: {names}  (e.g. `read here`)</source>
            <translation>Lesen kannst du: {names}  (z. B. `lesen hier`)</translation>
        </message>
        <message>
            <location filename="cli/play_help.py" />
            <source>'{name}' could be: {names}</source>
            <translation>„{name}“ könnte sein: {names}</translation>
        </message>
        <message>
            <location filename="cli/play_help.py" />
            <source>nothing called '{name}' to read; you can read: {names}</source>
            <translation>nichts namens „{name}“ zu lesen; lesen kannst du: {names}</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>(part {part})</source>
            <translation>(Teil {part})</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>the Item {name}</source>
            <translation>den Gegenstand „{name}“</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>the Secret {name}</source>
            <translation>das Geheimnis „{name}“</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>draw a {keyword} Item</source>
            <translation>einen Gegenstand mit dem Schlüsselwort {keyword} ziehen</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>fight {enemies}</source>
            <translation>Kampf: {enemies}</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>mark the Status “{name}”</source>
            <translation>den Status „{name}“ markieren</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>clear the Status “{name}”</source>
            <translation>den Status „{name}“ löschen</translation>
        </message>
        <message numerus="yes">
            <location filename="cli/render.py" />
            <source>discard %n card(s)</source>
            <translation>
                <numerusform>%n Karte abwerfen</numerusform>
                <numerusform>%n Karten abwerfen</numerusform>
            </translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>needs the Quest Dial of “{name}” to show {target} (it shows {now})</source>
            <translation>braucht die Auftragsscheibe von „{name}“ auf {target} (sie zeigt {now})</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>(costs {costs})</source>
            <translation>(kostet {costs})</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>(also: {effects})</source>
            <translation>(außerdem: {effects})</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>not available now</source>
            <translation>jetzt nicht verfügbar</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>(Numbers that are missing are paths not open to you now; type the number shown.)</source>
            <translation>(Fehlende Zahlen sind Wege, die dir jetzt nicht offenstehen; tippe die gezeigte Zahl.)</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>No strikes.</source>
            <translation>Keine Schläge.</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>Combat encounter</source>
            <translation>Kampfbegegnung</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>Diplomacy encounter</source>
            <translation>Diplomatiebegegnung</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>{kind} · round {round} · Strategy phase {phase} · step {step} · the dial shows {dial}</source>
            <translation>{kind} · Runde {round} · Strategiephase {phase} · Schritt {step} · die Scheibe zeigt {dial}</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>{count} enemies, {standing} still standing: each starts its own chain, hits go to any of them, and the fight is won when all are defeated.</source>
            <translation>{count} Gegner, {standing} stehen noch: Jeder beginnt seine eigene Kette, Treffer gehen an jeden von ihnen, und der Kampf ist gewonnen, wenn alle besiegt sind.</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>Enemy {n}: {name} ({hits} hits)</source>
            <translation>Gegner {n}: {name} ({hits} Treffer)</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>Enemy {n}: {name} (level {level} {colour} encounter) · Health {health}, hits taken {hits} · dial colour {dial} · {nodes}</source>
            <translation>Gegner {n}: {name} (Stufe {level}, Begegnung {colour}) · Gesundheit {health}, erlittene Treffer {hits} · Scheibenfarbe {dial} · {nodes}</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>Its chain: {cards}</source>
            <translation>Seine Kette: {cards}</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>no cards yet</source>
            <translation>noch keine Karten</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>{name} acts · deck {deck} · discard {discard}</source>
            <translation>{name} ist am Zug · Stapel {deck} · Ablage {discard}</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>Hand:</source>
            <translation>Hand:</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>Dice pool: {dice}</source>
            <translation>Würfelvorrat: {dice}</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>(placed)</source>
            <translation>(gelegt)</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>Active: {dice}</source>
            <translation>Aktiv: {dice}</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>Exhausted dice: {dice}</source>
            <translation>Erschöpfte Würfel: {dice}</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>Rewards offered: {rewards}</source>
            <translation>Angebotene Belohnungen: {rewards}</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>Strike: play a card from your hand at the end of a chain (one of its strike nodes must meet a right-edge node of the card before it), or draw a card; or go on and commit dice.</source>
            <translation>Schlagen: Spiele eine Karte aus deiner Hand an das Ende einer Kette (einer ihrer Schlagknoten muss auf einen Knoten am rechten Rand der Karte davor treffen) oder ziehe eine Karte; oder geh weiter und setze Würfel ein.</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>Commit: move dice from the pool to the active area, then roll. `end-phase` and `resolve` come after the roll: every Strategy phase goes Strike, Commit, Roll, Apply (docs/encounters.md).</source>
            <translation>Einsetzen: Lege Würfel aus dem Vorrat in den aktiven Bereich, dann würfle. `end-phase` und `resolve` kommen nach dem Wurf: Jede Strategiephase verläuft Schlagen, Einsetzen, Würfeln, Anwenden (docs/encounters.md).</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>Apply: place rolled hits on an enemy; only dice of the dial's colour ({dial}) can be placed. Then `end-phase` (another Strategy phase) or `resolve` (enemies' After effects, the dial turns).</source>
            <translation>Anwenden: Lege gewürfelte Treffer auf einen Gegner; nur Würfel in der Farbe der Scheibe ({dial}) lassen sich legen. Dann `end-phase` (eine weitere Strategiephase) oder `resolve` (die Danach-Wirkungen der Gegner, die Scheibe dreht sich).</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>roll</source>
            <translation>Würfeln</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>Step</source>
            <translation>Schritt</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>it cannot be placed now</source>
            <translation>er lässt sich jetzt nicht legen</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>{die} cannot be placed: {reason}</source>
            <translation>{die} lässt sich nicht legen: {reason}</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>Every enemy is defeated: `resolve` ends the round and the fight (nothing is left to roll for).</source>
            <translation>Jeder Gegner ist besiegt: `resolve` beendet die Runde und den Kampf (es bleibt nichts mehr zu würfeln).</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>the location action</source>
            <translation>die Ortsaktion</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>waking the Menhir</source>
            <translation>das Wecken des Menhirs</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>{title}: the party may share its cost any way it agrees, e.g. {ways}.</source>
            <translation>{title}: Die Gruppe darf die Kosten teilen, wie sie sich einigt, z. B. {ways}.</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>(Energy paid: {paid})</source>
            <translation>(Energie gezahlt: {paid})</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>Travel to {place}</source>
            <comment>text mode: the number and the price follow</comment>
            <translation>Reisen: {place}</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>alone</source>
            <translation>allein</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>Alone or with others here, and who pays the Energy?</source>
            <translation>Allein oder mit anderen hier, und wer zahlt die Energie?</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>(others here may join: you will be asked)</source>
            <translation>(andere hier können sich anschließen: du wirst gefragt)</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>Trade: give Food, Wealth, an Item or a Secret to someone here (free; `trade`)</source>
            <translation>Tauschen: jemandem hier Nahrung, Reichtum, einen Gegenstand oder ein Geheimnis geben (kostenlos; `tauschen`)</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>Which trade?</source>
            <translation>Welcher Tausch?</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>(1 Energy each)</source>
            <translation>(je 1 Energie)</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>(1 Energy)</source>
            <translation>(1 Energie)</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>explore {place}</source>
            <translation>{place} erkunden</translation>
        </message>
        <message numerus="yes">
            <location filename="cli/render.py" />
            <source>(%n Energy each)</source>
            <translation>
                <numerusform>(je %n Energie)</numerusform>
                <numerusform>(je %n Energie)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="cli/render.py" />
            <source>(%n Energy)</source>
            <translation>
                <numerusform>(%n Energie)</numerusform>
                <numerusform>(%n Energie)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>Spend {n} Energy: {effects}</source>
            <translation>Gib {n} Energie aus: {effects}</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>see whether the Menhir here is lit and what activating it costs and does (free, keeps your turn)</source>
            <translation>nachsehen, ob der Menhir hier brennt und was sein Wecken kostet und bewirkt (kostenlos, du bleibst am Zug)</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>its dial will show {n}</source>
            <translation>seine Scheibe wird {n} zeigen</translation>
        </message>
        <message numerus="yes">
            <location filename="cli/render.py" />
            <source>(now {now}; %n day(s) lost)</source>
            <translation>
                <numerusform>(jetzt {now}; %n Tag verloren)</numerusform>
                <numerusform>(jetzt {now}; %n Tage verloren)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>(now {now})</source>
            <translation>(jetzt {now})</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>activate the Menhir (costs {costs})</source>
            <translation>den Menhir wecken (kostet {costs})</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>end {name}'s day</source>
            <translation>den Tag von {name} beenden</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>{name} picks up {item}</source>
            <translation>{name} hebt auf: {item}</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>keep {card} face up (in use; the others of its keyword turn face down)</source>
            <translation>{card} offen behalten (in Gebrauch; die anderen mit seinem Schlüsselwort werden umgedreht)</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>fight {enemy} first</source>
            <translation>zuerst kämpfen: {enemy}</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>eat 1 Food: +1 Health, −1 Terror</source>
            <translation>1 Nahrung essen: +1 Gesundheit, −1 Terror</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>go hungry (no Food eaten: Energy drops to 0, or you lose 1 Health if it is already 0)</source>
            <translation>hungern (keine Nahrung gegessen: Die Energie fällt auf 0, oder du verlierst 1 Gesundheit, wenn sie schon 0 ist)</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>raise {attribute} by 1 (costs {n} Experience)</source>
            <translation>{attribute} um 1 steigern (kostet {n} Erfahrung)</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>Combat Advancement Pool</source>
            <comment>after 'of the'</comment>
            <translation>Kampf-Aufstiegsvorrats</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>Diplomacy Advancement Pool</source>
            <comment>after 'of the'</comment>
            <translation>Diplomatie-Aufstiegsvorrats</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>pay {n} Experience: look at the top 3 cards of the {pool} and add one to your deck</source>
            <translation>{n} Erfahrung zahlen: die obersten 3 Karten des {pool} ansehen und eine in deinen Stapel nehmen</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>take {card} out of the deck (kept aside; `restore` puts it back)</source>
            <translation>{card} aus dem Stapel nehmen (beiseitegelegt; `restore` legt sie zurück)</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>put {card} back into the deck</source>
            <translation>{card} zurück in den Stapel legen</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>finish spending Experience</source>
            <translation>das Ausgeben von Erfahrung beenden</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>take up {name}</source>
            <translation>{name} übernehmen</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>face it alone: nobody else here joins</source>
            <translation>allein antreten: niemand sonst hier schließt sich an</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>let {names} join the encounter</source>
            <translation>{names} an der Begegnung teilnehmen lassen</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>claim nobody: sit out and watch the others play on</source>
            <translation>niemanden übernehmen: aussetzen und den anderen beim Weiterspielen zusehen</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>discard {card} (to the bottom of the Item deck)</source>
            <translation>{card} abwerfen (unter den Gegenstandsstapel)</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>give {card} to {name}</source>
            <translation>{card} an {name} geben</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>accept the Mercy: restart the chapter</source>
            <translation>die Gnade annehmen: das Kapitel neu beginnen</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>strike: draw the top card of your deck ({n} left)</source>
            <translation>schlagen: die oberste Karte deines Stapels ziehen (noch {n})</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>strike: play {card} onto the chain against {enemy}</source>
            <translation>schlagen: {card} an die Kette spielen (Gegner: {enemy})</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>it counts under the dial now</source>
            <translation>er zählt jetzt unter der Scheibe</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>they count under the dial now</source>
            <translation>sie zählen jetzt unter der Scheibe</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>it does not count now: the dial is {dial}</source>
            <translation>er zählt jetzt nicht: die Scheibe ist {dial}</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>they do not count now: the dial is {dial}</source>
            <translation>sie zählen jetzt nicht: die Scheibe ist {dial}</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>1 red die</source>
            <translation>1 roten Würfel</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>{n} red dice</source>
            <translation>{n} rote Würfel</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>1 blue die</source>
            <translation>1 blauen Würfel</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>{n} blue dice</source>
            <translation>{n} blaue Würfel</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>1 gold die</source>
            <translation>1 goldenen Würfel</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>{n} gold dice</source>
            <translation>{n} goldene Würfel</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>move {dice} from the pool to the active area ({counts})</source>
            <translation>{dice} aus dem Vorrat in den aktiven Bereich legen ({counts})</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>go on without rolling: no die is committed, and the pool still holds 1 die</source>
            <translation>ohne Wurf weiter: kein Würfel ist eingesetzt, und der Vorrat hält noch 1 Würfel</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>go on without rolling: no die is committed, and the pool still holds {n} dice</source>
            <translation>ohne Wurf weiter: kein Würfel ist eingesetzt, und der Vorrat hält noch {n} Würfel</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>go on without rolling (no die is left to roll)</source>
            <translation>ohne Wurf weiter (kein Würfel ist mehr zu werfen)</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>roll 1 die in the active area</source>
            <translation>1 Würfel im aktiven Bereich werfen</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>roll {n} dice in the active area</source>
            <translation>{n} Würfel im aktiven Bereich werfen</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>place {die} on {enemy}</source>
            <translation>{die} legen auf: {enemy}</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>on the first enemy still standing</source>
            <translation>gegen den ersten Gegner, der noch steht</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>(it stays face down until the encounter ends)</source>
            <translation>(er bleibt verdeckt, bis die Begegnung endet)</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>flip {item}</source>
            <translation>{item} umdrehen</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>end this Strategy phase</source>
            <translation>diese Strategiephase beenden</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>(After effects: {effects})</source>
            <translation>(Danach-Wirkungen: {effects})</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>resolve: every enemy is defeated, so the fight is won</source>
            <translation>auflösen: jeder Gegner ist besiegt, die Begegnung ist gewonnen</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>resolve: enemies act and the dial turns</source>
            <translation>auflösen: Die Gegner handeln und die Scheibe dreht sich</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>run from the encounter: you pay {pays} ({why})</source>
            <translation>aus der Begegnung fliehen: du zahlst {pays} ({why})</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>run from the encounter</source>
            <translation>aus der Begegnung fliehen</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>take the reward: {reward}</source>
            <translation>die Belohnung nehmen: {reward}</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>take the reward</source>
            <translation>die Belohnung nehmen</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>leave the rewards</source>
            <translation>die Belohnungen liegen lassen</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>discard {card}</source>
            <translation>{card} abwerfen</translation>
        </message>
        <message numerus="yes">
            <location filename="cli/render.py" />
            <source>needs %n Energy (you have {have})</source>
            <translation>
                <numerusform>braucht %n Energie (du hast {have})</numerusform>
                <numerusform>braucht %n Energie (du hast {have})</numerusform>
            </translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>Travel ({places})</source>
            <translation>Reisen ({places})</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>already done here today (once a day)</source>
            <translation>heute hier schon getan (einmal am Tag)</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>(the location's action)</source>
            <translation>(die Ortsaktion)</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>(your character's action)</source>
            <translation>(die Aktion deines Charakters)</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>cut: take a card out of its deck (kept aside; a deck keeps at least {n} cards)</source>
            <translation>cut: eine Karte aus ihrem Stapel nehmen (beiseitegelegt; ein Stapel behält mindestens {n} Karten)</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>restore: put a card taken out back into its deck</source>
            <translation>restore: eine herausgenommene Karte zurück in ihren Stapel legen</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>the party</source>
            <translation>die Gruppe</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>you lose 1 Health (Energy is already 0)</source>
            <translation>du verlierst 1 Gesundheit (die Energie ist schon 0)</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>Energy drops to 0 before it is restored</source>
            <translation>die Energie fällt auf 0, bevor sie wiederhergestellt wird</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>{name} reads the journal: choose an option by its number</source>
            <translation>{name} liest im Erkundungsbuch: Wähle eine Möglichkeit nach ihrer Zahl</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>End of the Day for {name}: rest. `eat` 1 Food (+1 Health, −1 Terror; you have {food} Food) or `fast` (no Food: {fast}).</source>
            <translation>Ende des Tages für {name}: Rasten. `eat`: 1 Nahrung essen (+1 Gesundheit, −1 Terror; du hast {food} Nahrung) oder `fast`: fasten (keine Nahrung: {fast}).</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>End of the Day for {name}: spend Experience (you have {exp}) or type done. `raise` adds 1 to an attribute{raise_note}; `advance` pays {cost} Experience to look at 3 Advancement Pool cards and add one to your deck{deck_note}</source>
            <translation>Ende des Tages für {name}: Gib Erfahrung aus (du hast {exp}) oder tippe done. `raise` erhöht eine Eigenschaft um 1{raise_note}; `advance` zahlt {cost} Erfahrung, um 3 Karten des Aufstiegsvorrats anzusehen und eine in deinen Stapel zu nehmen{deck_note}</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>End of the Day for {name}: take one of the three Advancement Pool cards into your deck (the other two go back to the pool)</source>
            <translation>Ende des Tages für {name}: Nimm eine der drei Karten des Aufstiegsvorrats in deinen Stapel (die anderen beiden gehen in den Vorrat zurück)</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>{name} gains a Skill: choose the card and the side to keep</source>
            <translation>{name} erhält eine Fertigkeit: Wähle die Karte und die Seite, die bleibt</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>{name} holds more than one face-up {keyword} card: only one of a keyword is in use. Choose which stays face up; the others turn face down (kept, not in use)</source>
            <translation>{name} hat mehr als eine offene Karte mit dem Schlüsselwort {keyword}: Von einem Schlüsselwort ist nur eine in Gebrauch. Wähle, welche offen bleibt; die anderen werden umgedreht (behalten, nicht in Gebrauch)</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>Choose which Guardian to face first</source>
            <translation>Wähle, welchem Wächter ihr zuerst entgegentretet</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>Choose a character to take up, or sit out</source>
            <translation>Wähle einen Charakter, den du übernimmst, oder setze aus</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>Choose a character to take up</source>
            <translation>Wähle einen Charakter, den du übernimmst</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>Others stand here: the arriving party chooses who joins the encounter it meets</source>
            <translation>Hier stehen andere: Die ankommende Gruppe wählt, wer sich der Begegnung anschließt, auf die sie trifft</translation>
        </message>
        <message numerus="yes">
            <location filename="cli/render.py" />
            <source>{name} must discard %n Item(s) (never a Secret): choose which</source>
            <translation>
                <numerusform>{name} muss %n Gegenstand abwerfen (nie ein Geheimnis): Wähle, welchen</numerusform>
                <numerusform>{name} muss %n Gegenstände abwerfen (nie ein Geheimnis): Wähle, welche</numerusform>
            </translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>Give {name}'s Secret to a living character</source>
            <translation>Gib das Geheimnis von {name} einem lebenden Charakter</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>The party has failed: accept the Mercy to restart the chapter</source>
            <translation>Die Gruppe ist gescheitert: Nimm die Gnade an, um das Kapitel neu zu beginnen</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>Decision: {kind} for {name}</source>
            <translation>Entscheidung: {kind} für {name}</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>End of the Day for {name}: no Experience to spend tonight, so nothing can be raised or bought. You may `cut` a card from a deck or `restore` one (free), or type done.</source>
            <translation>Ende des Tages für {name}: Heute Abend ist keine Erfahrung auszugeben, also lässt sich nichts erhöhen oder kaufen. Du kannst mit `cut` eine Karte aus einem Stapel nehmen oder mit `restore` eine zurücklegen (kostenlos), oder tippe done.</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>End of the Day for {name}: no Experience to spend tonight, and no card to cut or put back: type done.</source>
            <translation>Ende des Tages für {name}: Heute Abend ist keine Erfahrung auszugeben, und keine Karte lässt sich herausnehmen oder zurücklegen: Tippe done.</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>won</source>
            <translation>gewonnen</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>{chapter} is won: {ending}. Save now (`save`) to keep the completion, then begin {next} now or later. Characters keep what they carry; players may join or leave between chapters</source>
            <translation>{chapter} ist gewonnen: {ending}. Speichere jetzt (`speichern`), um den Abschluss zu bewahren, dann beginne {next} jetzt oder später. Die Charaktere behalten, was sie tragen; zwischen den Kapiteln können Spieler dazukommen oder gehen</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>Then Energy: you are Exhausted (1 Energy or less), so +4, no higher than the starting slot {start}</source>
            <translation>Dann die Energie: Du bist Erschöpft (1 Energie oder weniger), also +4, nicht höher als das Startfeld {start}</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>Then Energy stays {energy} if you eat; fasting leaves you Exhausted (0 Energy): only +4, no higher than {start}</source>
            <translation>Dann bleibt die Energie bei {energy}, wenn du isst; Fasten lässt dich Erschöpft (0 Energie): nur +4, nicht höher als {start}</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>Then Energy comes back to the starting slot {start} if you eat; fasting leaves you Exhausted (0 Energy): only +4, no higher than {start}</source>
            <translation>Dann kehrt die Energie auf das Startfeld {start} zurück, wenn du isst; Fasten lässt dich Erschöpft (0 Energie): nur +4, nicht höher als {start}</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>(each raise listed below with its cost)</source>
            <translation>(jede Steigerung unten mit ihren Kosten aufgeführt)</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>(none you can afford: the cheapest raise, of {attributes}, costs {cost} Experience; you have {exp})</source>
            <translation>(keine, die du dir leisten kannst: Die billigste Steigerung, von {attributes}, kostet {cost} Erfahrung; du hast {exp})</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>No card can be cut: your decks are at their minimum of {n} cards (buy one first)</source>
            <translation>Keine Karte lässt sich herausnehmen: Deine Stapel sind bei ihrem Minimum von {n} Karten (kaufe zuerst eine)</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>You may also take cards out of your deck with `cut` (a deck keeps at least {n} cards; cards taken out stay yours, set aside, and `restore` puts one back)</source>
            <translation>Du kannst auch mit `cut` Karten aus deinem Stapel nehmen (ein Stapel behält mindestens {n} Karten; herausgenommene Karten bleiben deine, beiseitegelegt, und `restore` legt eine zurück)</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>No Active Quests.</source>
            <translation>Keine aktiven Aufträge.</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>Statuses (what the party has done or learned):</source>
            <translation>Status (was die Gruppe getan oder erfahren hat):</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>(fades at dawn)</source>
            <translation>(vergeht im Morgengrauen)</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>Map: {places}</source>
            <translation>Karte: {places}</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>(fades at dawn: out of reach of every Menhir that still burns tomorrow. At the next Start of the Day the card sinks into the wyrdness; whoever stands on it loses {health} Health, gains {terror} Terror and is moved)</source>
            <translation>(vergeht im Morgengrauen: außer Reichweite jedes Menhirs, der morgen noch brennt. Zu Beginn des nächsten Tages versinkt die Karte in der Wyrdnis; wer darauf steht, verliert {health} Gesundheit, erhält {terror} Terror und wird versetzt)</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>Menhirs (dial: days of light left):</source>
            <translation>Menhire (Scheibe: verbleibende Tage Licht):</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>(dial {n})</source>
            <translation>(Scheibe {n})</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>{enemy} at {place}</source>
            <translation>{enemy} ({place})</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>Guardians (they roll to wander each morning; arriving fights them): {where}</source>
            <translation>Wächter (sie würfeln jeden Morgen, ob sie umherziehen; wer ankommt, kämpft gegen sie): {where}</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>Quest Dials (a quest's progress; only the story moves them):</source>
            <translation>Auftragsscheiben (der Fortschritt eines Auftrags; nur die Geschichte bewegt sie):</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>Time Dials (drop by 1 each morning):</source>
            <translation>Zeitscheiben (sinken jeden Morgen um 1):</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>game over</source>
            <translation>Partie vorbei</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>in this fight: {n} left to draw</source>
            <translation>in dieser Begegnung: noch {n} zu ziehen</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>{n} set aside</source>
            <translation>{n} beiseitegelegt</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>states: {states}</source>
            <translation>Zustände: {states}</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>Attributes:</source>
            <translation>Eigenschaften:</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>Action: {name} ({n} Energy) — {text}</source>
            <translation>Aktion: {name} ({n} Energie) — {text}</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>Trait: {text}</source>
            <translation>Wesenszug: {text}</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>Skill: {name} — {text}</source>
            <translation>Fertigkeit: {name} — {text}</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>dead</source>
            <translation>tot</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>passed</source>
            <translation>gepasst</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>{name} at {place}</source>
            <translation>{name} ({place})</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>(face down)</source>
            <translation>(verdeckt)</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>Holds: {cards}  (`read NAME` shows a card's text)</source>
            <translation>Besitzt: {cards}  (`lesen NAME` zeigt den Text einer Karte)</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>You chose: {option}</source>
            <translation>Du hast gewählt: {option}</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>(`help WORD` explains: {words})</source>
            <translation>(`hilfe WORT` erklärt: {words})</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>{name}: {sentence}</source>
            <translation>{name}: {sentence}</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>If you wake it:</source>
            <translation>Wenn du ihn weckst:</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>(the quest's progress: only the story moves it; `quests` shows every Quest Dial)</source>
            <translation>(der Fortschritt des Auftrags: nur die Geschichte bewegt ihn; `aufträge` zeigt jede Auftragsscheibe)</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source> (a coming morning's Event will be a random one; `help events`)</source>
            <translation> (an einem der nächsten Morgen kommt ein Zufallsereignis; `hilfe ereignisse`)</translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>Flip it in a fight (once, with `use`): </source>
            <translation>Im Kampf umdrehen (einmal, mit `use`): </translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>Dream: </source>
            <translation>Traum: </translation>
        </message>
        <message>
            <location filename="cli/render.py" />
            <source>Nightmare: </source>
            <translation>Albtraum: </translation>
        </message>
        <message>
            <location filename="cli/replay.py" />
            <source>a file of actions, one per line</source>
            <translation>eine Aktionsdatei, eine Aktion je Zeile</translation>
        </message>
        <message>
            <location filename="cli/replay.py" />
            <source>pack folder or bundled id (else the header's)</source>
            <translation>Ordner der Packung oder Kennung einer mitgelieferten (sonst die aus dem Kopf der Datei)</translation>
        </message>
        <message>
            <location filename="cli/replay.py" />
            <source>character ids (else the header's)</source>
            <translation>Kennungen der Charaktere (sonst die aus dem Kopf der Datei)</translation>
        </message>
        <message>
            <location filename="cli/replay.py" />
            <source>seed (else the header's, else 7)</source>
            <translation>Startwert (sonst der aus dem Kopf der Datei, sonst 7)</translation>
        </message>
        <message>
            <location filename="cli/replay.py" />
            <source>print only the final state</source>
            <translation>nur den Endstand ausgeben</translation>
        </message>
        <message>
            <location filename="cli/replay.py" />
            <source>Day 1 opening</source>
            <translation>Eröffnung von Tag 1</translation>
        </message>
        <message>
            <location filename="cli/replay.py" />
            <source>line {number}: '{text}': {reason}</source>
            <translation>Zeile {number}: „{text}“: {reason}</translation>
        </message>
        <message>
            <location filename="cli/replay.py" />
            <source>grail-desktop replay: cannot load campaign '{campaign}': {problem}</source>
            <translation>grail-desktop replay: die Kampagne „{campaign}“ lässt sich nicht laden: {problem}</translation>
        </message>
        <message>
            <location filename="cli/replay.py" />
            <source>grail-desktop replay: {file}: seed '{seed}' is not a whole number</source>
            <translation>grail-desktop replay: {file}: der Startwert „{seed}“ ist keine ganze Zahl</translation>
        </message>
        <message>
            <location filename="cli/run_log.py" />
            <source>{done}/{total} games · {rate} games/s · {left} left</source>
            <translation>{done}/{total} Spiele · {rate} Spiele/s · {left} verbleibend</translation>
        </message>
        <message>
            <location filename="cli/run_log.py" />
            <source>{done}/{total} matches · {rate} matches/s · {left} left</source>
            <translation>{done}/{total} Partien · {rate} Partien/s · {left} verbleibend</translation>
        </message>
        <message>
            <location filename="cli/run_log.py" />
            <source>resuming: {done} of {total} games already in {path}</source>
            <translation>Fortsetzung: {done} von {total} Spielen schon in {path}</translation>
        </message>
        <message>
            <location filename="cli/run_log.py" />
            <source>resuming: {done} of {total} matches already in {path}</source>
            <translation>Fortsetzung: {done} von {total} Partien schon in {path}</translation>
        </message>
        <message>
            <location filename="cli/simulate.py" />
            <source>story, normal or hard (normal)</source>
            <translation>story, normal oder hard (normal)</translation>
        </message>
        <message>
            <location filename="cli/simulate.py" />
            <source>turn on a house rule ({names}); repeat for several</source>
            <translation>eine Hausregel einschalten ({names}); für mehrere wiederholen</translation>
        </message>
        <message>
            <location filename="cli/simulate.py" />
            <source>random or greedy (default greedy)</source>
            <translation>random oder greedy (Vorgabe greedy)</translation>
        </message>
        <message>
            <location filename="cli/simulate.py" />
            <source>number of games (default 100)</source>
            <translation>Anzahl der Partien (Vorgabe 100)</translation>
        </message>
        <message>
            <location filename="cli/simulate.py" />
            <source>characters (1-4)</source>
            <translation>Charaktere (1-4)</translation>
        </message>
        <message>
            <location filename="cli/simulate.py" />
            <source>seed of game 0 (default 1)</source>
            <translation>Startwert der Partie 0 (Vorgabe 1)</translation>
        </message>
        <message>
            <location filename="cli/simulate.py" />
            <source>unfinished after this day (60)</source>
            <translation>unbeendet nach diesem Tag (60)</translation>
        </message>
        <message>
            <location filename="cli/simulate.py" />
            <source>unfinished after N actions</source>
            <translation>unbeendet nach N Aktionen</translation>
        </message>
        <message>
            <location filename="cli/simulate.py" />
            <source>take the Allmother's Mercy up to N times a game (0)</source>
            <translation>die Gnade der Allmutter bis zu N-mal je Partie annehmen (0)</translation>
        </message>
        <message>
            <location filename="cli/simulate.py" />
            <source>play a won chapter on into the next, up to chapter N (1-2: Chapter I, then Chapter II from its wins)</source>
            <translation>ein gewonnenes Kapitel ins nächste weiterspielen, bis Kapitel N (1-2: Kapitel I, dann Kapitel II aus seinen Siegen)</translation>
        </message>
        <message>
            <location filename="cli/simulate.py" />
            <source>workers (default: one per core)</source>
            <translation>Arbeitsprozesse (Vorgabe: einer je Kern)</translation>
        </message>
        <message>
            <location filename="cli/simulate.py" />
            <source>where games run: Dask when installed (auto), local processes, or serial in this process</source>
            <translation>wo die Partien laufen: Dask, wenn installiert (auto), lokale Prozesse oder nacheinander in diesem Prozess</translation>
        </message>
        <message>
            <location filename="cli/simulate.py" />
            <source>run on this Dask cluster (default: $DASK_SCHEDULER_ADDRESS, else a local cluster)</source>
            <translation>auf diesem Dask-Cluster laufen (Vorgabe: $DASK_SCHEDULER_ADDRESS, sonst ein lokaler Cluster)</translation>
        </message>
        <message>
            <location filename="cli/simulate.py" />
            <source>vary an option ({names}); repeat for a grid; one report with a table per cell</source>
            <translation>eine Einstellung variieren ({names}); für ein Raster wiederholen; ein Bericht mit einer Tabelle je Zelle</translation>
        </message>
        <message>
            <location filename="cli/simulate.py" />
            <source>keep each finished game here; run again to resume the run</source>
            <translation>jede beendete Partie hier aufbewahren; ein neuer Aufruf setzt den Lauf fort</translation>
        </message>
        <message>
            <location filename="cli/simulate.py" />
            <source>also write the report (markdown) here</source>
            <translation>den Bericht (Markdown) zusätzlich hierhin schreiben</translation>
        </message>
        <message>
            <location filename="cli/simulate.py" />
            <source>grail-desktop simulate: --games must be at least 1</source>
            <translation>grail-desktop simulate: --games muss mindestens 1 sein</translation>
        </message>
        <message>
            <location filename="cli/simulate.py" />
            <source>grail-desktop simulate: cannot load campaign '{campaign}':</source>
            <translation>grail-desktop simulate: die Kampagne „{campaign}“ lässt sich nicht laden:</translation>
        </message>
        <message>
            <location filename="cli/simulate.py" />
            <source>grail-desktop simulate: stopped; the report holds {done} of {total} games</source>
            <translation>grail-desktop simulate: angehalten; der Bericht enthält {done} von {total} Partien</translation>
        </message>
        <message>
            <location filename="cli/simulate.py" />
            <source>grail-desktop simulate: cannot write {path}: {problem}</source>
            <translation>grail-desktop simulate: {path} lässt sich nicht schreiben: {problem}</translation>
        </message>
        <message>
            <location filename="cli/validate.py" />
            <source>a pack folder or a bundled campaign id (default: every bundled pack)</source>
            <translation>ein Ordner einer Packung oder die Kennung einer mitgelieferten Kampagne (Vorgabe: jede mitgelieferte Packung)</translation>
        </message>
        <message>
            <location filename="cli/validate.py" />
            <source>print errors only</source>
            <translation>nur Fehler ausgeben</translation>
        </message>
        <message>
            <location filename="cli/validate.py" />
            <source>report the coverage of this translation (i18n/LANG/); default: every language the pack has</source>
            <translation>die Abdeckung dieser Übersetzung melden (i18n/LANG/); Vorgabe: jede Sprache, die die Packung hat</translation>
        </message>
        <message>
            <location filename="cli/validate.py" />
            <source>list every text a translation has not covered</source>
            <translation>jeden Text auflisten, den eine Übersetzung nicht abdeckt</translation>
        </message>
        <message>
            <location filename="cli/validate.py" />
            <source>fail (exit 1) when a translation does not cover every text</source>
            <translation>fehlschlagen (Status 1), wenn eine Übersetzung nicht jeden Text abdeckt</translation>
        </message>
        <message>
            <location filename="cli/validate.py" />
            <source>complete</source>
            <translation>vollständig</translation>
        </message>
        <message>
            <location filename="cli/validate.py" />
            <source>{n} missing</source>
            <translation>{n} fehlen</translation>
        </message>
        <message>
            <location filename="cli/validate.py" />
            <source>translation {lang}: {done} of {total} texts ({percent}%)</source>
            <translation>Übersetzung {lang}: {done} von {total} Texten ({percent} %)</translation>
        </message>
        <message>
            <location filename="cli/validate.py" />
            <source>missing: {text}</source>
            <translation>fehlt: {text}</translation>
        </message>
        <message>
            <location filename="cli/validate.py" />
            <source>no campaign packs to check (none bundled); give a PATH</source>
            <translation>keine Kampagnenpackungen zu prüfen (keine mitgeliefert); gib einen PFAD an</translation>
        </message>
        <message>
            <location filename="cli/validate.py" />
            <source>FAILED</source>
            <translation>FEHLGESCHLAGEN</translation>
        </message>
        <message>
            <location filename="cli/validate.py" />
            <source>ok</source>
            <translation>in Ordnung</translation>
        </message>
        <message>
            <location filename="cli/validate.py" />
            <source>{n} warning(s)</source>
            <translation>{n} Warnung(en)</translation>
        </message>
        <message>
            <location filename="cli/validate.py" />
            <source>{n} error(s)</source>
            <translation>{n} Fehler</translation>
        </message>
        <message>
            <location filename="cli/veil.py" />
            <source>play in text mode (bots and pass-and-play humans)</source>
            <translation>im Textmodus spielen (Bots und Menschen, die das Gerät weiterreichen)</translation>
        </message>
        <message>
            <location filename="cli/veil.py" />
            <source>bot matches and a balance report</source>
            <translation>Bot-Partien und ein Balance-Bericht</translation>
        </message>
        <message>
            <location filename="cli/veil.py" />
            <source>replay a match sheet and print what happened</source>
            <translation>einen Partiebogen nachspielen und ausgeben, was geschah</translation>
        </message>
        <message>
            <location filename="cli/veil.py" />
            <source>check Riven Veil packs: every problem as file: key: message</source>
            <translation>Packungen des Zerrissenen Schleiers prüfen: jedes Problem als Datei: Schlüssel: Meldung</translation>
        </message>
        <message>
            <location filename="cli/veil_help.py" />
            <source>Commands: type the number of a choice; 'back' leaves a card's sub-menu before you confirm it; 'undo' takes back your last step (not past a card drawn, a reveal or an exploration); 'save' writes the match's save ('save FILE' a copy elsewhere); 'checkpoint NAME' marks a checkpoint to go back to; the match is also autosaved every round; 'help' shows this page; 'quit' leaves.</source>
            <translation>Befehle: Tippe die Zahl einer Wahl; „zurück“ verlässt das Untermenü einer Karte, bevor du sie bestätigst; „rückgängig“ nimmt deinen letzten Schritt zurück (nicht über eine gezogene Karte, ein Aufdecken oder eine Erkundung hinweg); „speichern“ schreibt den Spielstand der Partie („speichern DATEI“ eine Kopie an anderer Stelle); „haltepunkt NAME“ setzt einen Haltepunkt, zu dem du zurückkehren kannst; die Partie wird außerdem jede Runde automatisch gesichert; „hilfe“ zeigt diese Seite; „beenden“ verlässt die Partie. (Die englischen Befehle gelten ebenso.)</translation>
        </message>
        <message>
            <location filename="cli/veil_play.py" />
            <source>Type the number of a choice, or: back, undo, save [FILE], checkpoint NAME, help (the rules), quit.</source>
            <translation>Tippe die Zahl einer Wahl oder: zurück, rückgängig, speichern [DATEI], haltepunkt NAME, hilfe (die Regeln), beenden.</translation>
        </message>
        <message>
            <location filename="cli/veil_play.py" />
            <source>who plays each seat, e.g. human,greedy,search</source>
            <translation>wer jeden Platz spielt, z. B. human,greedy,search</translation>
        </message>
        <message>
            <location filename="cli/veil_play.py" />
            <source>faction ids by seat (default: the pack's first ones)</source>
            <translation>Kennungen der Fraktionen je Platz (Vorgabe: die ersten der Packung)</translation>
        </message>
        <message>
            <location filename="cli/veil_play.py" />
            <source>e.g. normal,standard,asymmetric,catch-up or long</source>
            <translation>z. B. normal,standard,asymmetric,catch-up oder long</translation>
        </message>
        <message>
            <location filename="cli/veil_play.py" />
            <source>a Riven Veil pack folder or bundled id</source>
            <translation>ein Ordner einer Packung des Zerrissenen Schleiers oder die Kennung einer mitgelieferten</translation>
        </message>
        <message>
            <location filename="cli/veil_play.py" />
            <source>the match's seed (default 1)</source>
            <translation>der Startwert der Partie (Vorgabe 1)</translation>
        </message>
        <message>
            <location filename="cli/veil_play.py" />
            <source>the search bot's budget</source>
            <translation>das Budget des Suchbots</translation>
        </message>
        <message>
            <location filename="cli/veil_play.py" />
            <source>go on with a match sheet (a save, autosave or checkpoint)</source>
            <translation>mit einem Partiebogen weiterspielen (ein Spielstand, eine automatische Sicherung oder ein Haltepunkt)</translation>
        </message>
        <message>
            <location filename="cli/veil_play.py" />
            <source>go on with the last match played</source>
            <translation>mit der zuletzt gespielten Partie weiterspielen</translation>
        </message>
        <message>
            <location filename="cli/veil_play.py" />
            <source>the match's name in the Load list (default: its factions)</source>
            <translation>der Name der Partie in der Ladeliste (Vorgabe: ihre Fraktionen)</translation>
        </message>
        <message>
            <location filename="cli/veil_play.py" />
            <source>(the autosave failed: {problem})</source>
            <translation>(die automatische Sicherung ist fehlgeschlagen: {problem})</translation>
        </message>
        <message>
            <location filename="cli/veil_play.py" />
            <source>The match is autosaved; go on with: grail-desktop veil play --continue</source>
            <translation>Die Partie ist automatisch gesichert; weiter mit: grail-desktop veil play --continue</translation>
        </message>
        <message>
            <location filename="cli/veil_play.py" />
            <source>{name} (search bot) is thinking…</source>
            <translation>{name} (Suchbot) denkt nach …</translation>
        </message>
        <message>
            <location filename="cli/veil_play.py" />
            <source>{name} {vp} VP</source>
            <translation>{name} {vp} SP</translation>
        </message>
        <message>
            <location filename="cli/veil_play.py" />
            <source>Final scores: {scores}</source>
            <translation>Endstand: {scores}</translation>
        </message>
        <message>
            <location filename="cli/veil_play.py" />
            <source>Pass to {name} (seat {seat}). Press Enter when only they can see the screen.</source>
            <translation>Weitergeben an {name} (Platz {seat}). Drücke Enter, wenn nur noch diese Seite den Bildschirm sieht.</translation>
        </message>
        <message>
            <location filename="cli/veil_play.py" />
            <source>Type help at any prompt for the rules in short.</source>
            <translation>Tippe bei jeder Eingabe hilfe für die Regeln in Kürze.</translation>
        </message>
        <message>
            <location filename="cli/veil_play.py" />
            <source>Leaving the match (use save FILE first to keep it).</source>
            <translation>Die Partie wird verlassen (mit speichern DATEI vorher bewahrst du sie).</translation>
        </message>
        <message>
            <location filename="cli/veil_play.py" />
            <source>Nothing to go back from: no card is being chosen. (To take back a step: undo.)</source>
            <translation>Hier gibt es kein Zurück: Es wird gerade keine Karte gewählt. (Einen Schritt zurücknehmen: rückgängig.)</translation>
        </message>
        <message>
            <location filename="cli/veil_play.py" />
            <source>Nothing to undo: a card was drawn, choices revealed or a region explored since.</source>
            <translation>Nichts rückgängig zu machen: Seitdem wurde eine Karte gezogen, eine Wahl aufgedeckt oder eine Region erkundet.</translation>
        </message>
        <message>
            <location filename="cli/veil_play.py" />
            <source>Refused: {reason}</source>
            <translation>Abgelehnt: {reason}</translation>
        </message>
        <message>
            <location filename="cli/veil_play.py" />
            <source>Checkpoints need the saves folder (this table has none).</source>
            <translation>Haltepunkte brauchen den Ordner der Spielstände (dieser Tisch hat keinen).</translation>
        </message>
        <message>
            <location filename="cli/veil_play.py" />
            <source>Checkpoint marked: {path} (go on from it with: grail-desktop veil play --load {path})</source>
            <translation>Haltepunkt gesetzt: {path} (weiter von dort mit: grail-desktop veil play --load {path})</translation>
        </message>
        <message>
            <location filename="cli/veil_play.py" />
            <source>Write save FILE (this table has no saves folder).</source>
            <translation>Schreibe speichern DATEI (dieser Tisch hat keinen Ordner der Spielstände).</translation>
        </message>
        <message>
            <location filename="cli/veil_play.py" />
            <source>Saved to {path}.</source>
            <translation>Gespeichert in {path}.</translation>
        </message>
        <message>
            <location filename="cli/veil_play.py" />
            <source>Not saved: {problem} (e.g. checkpoint Before the war)</source>
            <translation>Nicht gespeichert: {problem} (z. B. haltepunkt Vor dem Krieg)</translation>
        </message>
        <message>
            <location filename="cli/veil_play.py" />
            <source>Not saved: {problem}</source>
            <translation>Nicht gespeichert: {problem}</translation>
        </message>
        <message>
            <location filename="cli/veil_play.py" />
            <source>{name}, your decision:</source>
            <translation>{name}, deine Entscheidung:</translation>
        </message>
        <message numerus="yes">
            <location filename="cli/veil_play.py" />
            <source>initiative {initiative}; then choose the %n card(s) to pay with</source>
            <translation>
                <numerusform>Initiative {initiative}; dann wähle die %n Karte, mit der du zahlst</numerusform>
                <numerusform>Initiative {initiative}; dann wähle die %n Karten, mit denen du zahlst</numerusform>
            </translation>
        </message>
        <message>
            <location filename="cli/veil_play.py" />
            <source>Battle Plan, strength {strength}, limit {limit}; then choose Bonus Cards</source>
            <translation>Schlachtplan, Stärke {strength}, Limit {limit}; dann wähle Bonuskarten</translation>
        </message>
        <message>
            <location filename="cli/veil_play.py" />
            <source>Play {card} ({what})</source>
            <translation>{card} spielen ({what})</translation>
        </message>
        <message>
            <location filename="cli/veil_play.py" />
            <source>Back</source>
            <translation>Zurück</translation>
        </message>
        <message>
            <location filename="cli/veil_play.py" />
            <source>Your choice for {card}, to confirm:</source>
            <translation>Deine Wahl zum Bestätigen ({card}):</translation>
        </message>
        <message>
            <location filename="cli/veil_play.py" />
            <source>Confirm: {choice}</source>
            <translation>Bestätigen: {choice}</translation>
        </message>
        <message>
            <location filename="cli/veil_play.py" />
            <source>{card}: which way?</source>
            <translation>{card}: auf welche Weise?</translation>
        </message>
        <message>
            <location filename="cli/veil_play.py" />
            <source>(so far: {names})</source>
            <translation>(bisher: {names})</translation>
        </message>
        <message numerus="yes">
            <location filename="cli/veil_play.py" />
            <source>{card} costs %n other card(s): pick card {pick} of {cost} to pay with</source>
            <translation>
                <numerusform>{card} kostet %n andere Karte: Wähle Karte {pick} von {cost}, mit der du zahlst</numerusform>
                <numerusform>{card} kostet %n andere Karten: Wähle Karte {pick} von {cost}, mit der du zahlst</numerusform>
            </translation>
        </message>
        <message>
            <location filename="cli/veil_play.py" />
            <source>Pay with {card}</source>
            <translation>Zahlen mit: {card}</translation>
        </message>
        <message>
            <location filename="cli/veil_play.py" />
            <source>added so far: {names}</source>
            <translation>bisher hinzugefügt: {names}</translation>
        </message>
        <message>
            <location filename="cli/veil_play.py" />
            <source>{card}: add a Bonus Card? Each adds 1 to the limit (now {limit}), up to {most}</source>
            <translation>{card}: eine Bonuskarte hinzufügen? Jede erhöht das Limit um 1 (jetzt {limit}), bis zu {most}</translation>
        </message>
        <message>
            <location filename="cli/veil_play.py" />
            <source>Add {card}</source>
            <translation>{card} hinzufügen</translation>
        </message>
        <message>
            <location filename="cli/veil_play.py" />
            <source>No more Bonus Cards</source>
            <translation>Keine weiteren Bonuskarten</translation>
        </message>
        <message>
            <location filename="cli/veil_play.py" />
            <source>No Bonus Cards</source>
            <translation>Keine Bonuskarten</translation>
        </message>
        <message>
            <location filename="cli/veil_play.py" />
            <source>no match to go on with in the saves folder; start one with: grail-desktop veil play</source>
            <translation>keine Partie zum Weiterspielen im Ordner der Spielstände; beginne eine mit: grail-desktop veil play</translation>
        </message>
        <message>
            <location filename="cli/veil_play.py" />
            <source>unknown seat kind {kind} (known: {known})</source>
            <translation>unbekannte Art von Platz {kind} (bekannt: {known})</translation>
        </message>
        <message>
            <location filename="cli/veil_play.py" />
            <source>cannot start: {problem}</source>
            <translation>Start nicht möglich: {problem}</translation>
        </message>
        <message>
            <location filename="cli/veil_replay.py" />
            <source>a match sheet written by `veil play` (save FILE)</source>
            <translation>ein Partiebogen, von `veil play` geschrieben (speichern DATEI)</translation>
        </message>
        <message>
            <location filename="cli/veil_replay.py" />
            <source>also show this seat's private events (0-based)</source>
            <translation>auch die privaten Ereignisse dieses Platzes zeigen (ab 0 gezählt)</translation>
        </message>
        <message>
            <location filename="cli/veil_replay.py" />
            <source>cannot replay: {problem}</source>
            <translation>Nachspielen nicht möglich: {problem}</translation>
        </message>
        <message>
            <location filename="cli/veil_replay.py" />
            <source>{n} actions; season {season}, round {round}; phase {phase}</source>
            <translation>{n} Aktionen; Jahreszeit {season}, Runde {round}; Phase {phase}</translation>
        </message>
        <message>
            <location filename="cli/veil_simulate.py" />
            <source>the bots, one per seat, e.g. search,greedy</source>
            <translation>die Bots, einer je Platz, z. B. search,greedy</translation>
        </message>
        <message>
            <location filename="cli/veil_simulate.py" />
            <source>number of matches (default 20)</source>
            <translation>Anzahl der Partien (Vorgabe 20)</translation>
        </message>
        <message>
            <location filename="cli/veil_simulate.py" />
            <source>mode words, e.g. long,deterministic</source>
            <translation>Wörter des Modus, z. B. long,deterministic</translation>
        </message>
        <message>
            <location filename="cli/veil_simulate.py" />
            <source>seed of match 0</source>
            <translation>Startwert der Partie 0</translation>
        </message>
        <message>
            <location filename="cli/veil_simulate.py" />
            <source>search bot budget (quick)</source>
            <translation>Budget des Suchbots (quick)</translation>
        </message>
        <message>
            <location filename="cli/veil_simulate.py" />
            <source>also write the report here</source>
            <translation>den Bericht zusätzlich hierhin schreiben</translation>
        </message>
        <message>
            <location filename="cli/veil_simulate.py" />
            <source>Dask when installed (auto), or as named</source>
            <translation>Dask, wenn installiert (auto), oder wie genannt</translation>
        </message>
        <message>
            <location filename="cli/veil_simulate.py" />
            <source>run on this Dask cluster</source>
            <translation>auf diesem Dask-Cluster laufen</translation>
        </message>
        <message>
            <location filename="cli/veil_simulate.py" />
            <source>keep each finished match here; resume from it</source>
            <translation>jede beendete Partie hier aufbewahren; von hier fortsetzen</translation>
        </message>
        <message>
            <location filename="cli/veil_simulate.py" />
            <source>vary seats (bots joined by +), mode (words joined by +) or budget; one report, a row per cell</source>
            <translation>Plätze (Bots mit + verbunden), Modus (Wörter mit + verbunden) oder Budget variieren; ein Bericht, eine Zeile je Zelle</translation>
        </message>
        <message>
            <location filename="cli/veil_simulate.py" />
            <source># Riven Veil balance report: {n} matches, {seats} seats, {mode} ({pack} {version})</source>
            <translation># Balancebericht Zerrissener Schleier: {n} Partien, {seats} Plätze, {mode} ({pack} {version})</translation>
        </message>
        <message>
            <location filename="cli/veil_simulate.py" />
            <source>Bots by seat: {bots} (rotated); {seconds} s.</source>
            <translation>Bots nach Platz: {bots} (reihum getauscht); {seconds} s.</translation>
        </message>
        <message>
            <location filename="cli/veil_simulate.py" />
            <source>| faction | matches | wins | share of all matches | share of its matches (fair: {fair}) |</source>
            <translation>| Fraktion | Partien | Siege | Anteil an allen Partien | Anteil an ihren Partien (gerecht: {fair}) |</translation>
        </message>
        <message>
            <location filename="cli/veil_simulate.py" />
            <source>| seat | wins | share |</source>
            <translation>| Platz | Siege | Anteil |</translation>
        </message>
        <message>
            <location filename="cli/veil_simulate.py" />
            <source>| bot | seats played | matches played | wins | share of those matches won |</source>
            <translation>| Bot | gespielte Plätze | gespielte Partien | Siege | Anteil gewonnener Partien |</translation>
        </message>
        <message>
            <location filename="cli/veil_simulate.py" />
            <source>VP by source (all factions, all matches):</source>
            <translation>SP nach Quelle (alle Fraktionen, alle Partien):</translation>
        </message>
        <message>
            <location filename="cli/veil_simulate.py" />
            <source>| source | VP | share |</source>
            <translation>| Quelle | SP | Anteil |</translation>
        </message>
        <message>
            <location filename="cli/veil_simulate.py" />
            <source>Match length: {mean} actions on average (min {low}, max {high}); battles: {battles} a match; winning VP: {vp} on average.</source>
            <translation>Partielänge: im Mittel {mean} Aktionen (mindestens {low}, höchstens {high}); Schlachten: {battles} je Partie; Sieger-SP: im Mittel {vp}.</translation>
        </message>
        <message>
            <location filename="cli/veil_simulate.py" />
            <source>| faction | </source>
            <translation>| Fraktion | </translation>
        </message>
        <message>
            <location filename="cli/veil_simulate.py" />
            <source>seat {n}</source>
            <translation>Platz {n}</translation>
        </message>
        <message>
            <location filename="cli/veil_simulate.py" />
            <source>**Partial report: {held} of {total} matches finished.**</source>
            <translation>**Teilbericht: {held} von {total} Partien beendet.**</translation>
        </message>
        <message>
            <location filename="cli/veil_simulate.py" />
            <source># Riven Veil sweep over {keys}: {cells} cells × {games} matches ({pack} {version})</source>
            <translation># Reihe Zerrissener Schleier über {keys}: {cells} Zellen × {games} Partien ({pack} {version})</translation>
        </message>
        <message>
            <location filename="cli/veil_simulate.py" />
            <source>| cell | matches | best faction's share of its matches | worst | spread | winning VP (mean) | actions (mean) |</source>
            <translation>| Zelle | Partien | Anteil der besten Fraktion an ihren Partien | schlechteste | Spanne | Sieger-SP (Mittel) | Aktionen (Mittel) |</translation>
        </message>
        <message>
            <location filename="cli/veil_simulate.py" />
            <source>Wins by faction and seat (wins / matches; ties share the win):</source>
            <translation>Siege nach Fraktion und Platz (Siege / Partien; Gleichstände teilen den Sieg):</translation>
        </message>
        <message>
            <location filename="cli/veil_simulate.py" />
            <source>grail-desktop veil simulate: cannot load pack '{pack}':</source>
            <translation>grail-desktop veil simulate: die Packung „{pack}“ lässt sich nicht laden:</translation>
        </message>
        <message>
            <location filename="cli/veil_simulate.py" />
            <source>grail-desktop veil simulate: --games must be at least 1</source>
            <translation>grail-desktop veil simulate: --games muss mindestens 1 sein</translation>
        </message>
        <message>
            <location filename="cli/veil_simulate.py" />
            <source>grail-desktop veil simulate: stopped; the report holds {done} matches</source>
            <translation>grail-desktop veil simulate: angehalten; der Bericht enthält {done} Partien</translation>
        </message>
        <message>
            <location filename="cli/veil_validate.py" />
            <source>a pack folder or a bundled pack id</source>
            <translation>ein Ordner einer Packung oder die Kennung einer mitgelieferten</translation>
        </message>
        <message>
            <location filename="cli/veil_validate.py" />
            <source>report this translation's coverage</source>
            <translation>die Abdeckung dieser Übersetzung melden</translation>
        </message>
        <message>
            <location filename="cli/veil_validate.py" />
            <source>fail when a translation does not cover every text</source>
            <translation>fehlschlagen, wenn eine Übersetzung nicht jeden Text abdeckt</translation>
        </message>
        <message>
            <location filename="cli/veil_validate.py" />
            <source>no Riven Veil packs to check</source>
            <translation>keine Packungen des Zerrissenen Schleiers zu prüfen</translation>
        </message>
        <message>
            <location filename="cli/veil_words.py" />
            <source>none yet</source>
            <translation>noch keine</translation>
        </message>
        <message>
            <location filename="cli/veil_words.py" />
            <source>(your Combat Cards: {cards}; limit {limit}: a card of {room} or less keeps the plan — {safe} of the {unseen} Combat Cards you have not seen)</source>
            <translation>(deine Kampfkarten: {cards}; Limit {limit}: Eine Karte von {room} oder weniger hält den Plan — {safe} der {unseen} Kampfkarten, die du nicht gesehen hast)</translation>
        </message>
        <message>
            <location filename="cli/veil_words.py" />
            <source>(keep your total of {total} against the limit of {limit}: the plan succeeds)</source>
            <translation>(behalte deine Summe von {total} gegen das Limit von {limit}: Der Plan gelingt)</translation>
        </message>
        <message>
            <location filename="cli/veil_words.py" />
            <source>(you)</source>
            <translation>(du)</translation>
        </message>
        <message>
            <location filename="cli/veil_words.py" />
            <source>the Green Knight {n}</source>
            <translation>der Grüne Ritter {n}</translation>
        </message>
        <message numerus="yes">
            <location filename="cli/veil_words.py" />
            <source>%n battle(s) fought so far</source>
            <translation>
                <numerusform>bisher %n Schlacht geschlagen</numerusform>
                <numerusform>bisher %n Schlachten geschlagen</numerusform>
            </translation>
        </message>
        <message>
            <location filename="cli/veil_words.py" />
            <source>Battle in {region} — starting strength: {sides}</source>
            <translation>Schlacht: {region} — Anfangsstärke: {sides}</translation>
        </message>
        <message>
            <location filename="cli/veil_words.py" />
            <source>Sides with a Hero there may play a Battle Plan: {sides}.</source>
            <translation>Seiten mit einem Helden dort dürfen einen Schlachtplan spielen: {sides}.</translation>
        </message>
        <message>
            <location filename="cli/veil_words.py" />
            <source>{side}: no Battle Plan.</source>
            <translation>{side}: kein Schlachtplan.</translation>
        </message>
        <message>
            <location filename="cli/veil_words.py" />
            <source>your Combat Cards: {cards}</source>
            <translation>deine Kampfkarten: {cards}</translation>
        </message>
        <message numerus="yes">
            <location filename="cli/veil_words.py" />
            <source>%n Combat Card(s) drawn, face down</source>
            <translation>
                <numerusform>%n Kampfkarte gezogen, verdeckt</numerusform>
                <numerusform>%n Kampfkarten gezogen, verdeckt</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="cli/veil_words.py" />
            <source>%n Bonus Card(s)</source>
            <translation>
                <numerusform>%n Bonuskarte</numerusform>
                <numerusform>%n Bonuskarten</numerusform>
            </translation>
        </message>
        <message>
            <location filename="cli/veil_words.py" />
            <source>{side}: {card} (strength {strength}, limit {limit} + {bonus} = {total})</source>
            <translation>{side}: {card} (Stärke {strength}, Limit {limit} + {bonus} = {total})</translation>
        </message>
        <message>
            <location filename="cli/veil_words.py" />
            <source>setup: keep one of your Artifacts</source>
            <translation>Aufbau: Behalte eines deiner Artefakte</translation>
        </message>
        <message>
            <location filename="cli/veil_words.py" />
            <source>setup: land your Lord</source>
            <translation>Aufbau: Lande mit deinem Fürsten</translation>
        </message>
        <message>
            <location filename="cli/veil_words.py" />
            <source>Preparation Phase: choose a card in secret</source>
            <translation>Vorbereitungsphase: Wähle im Geheimen eine Karte</translation>
        </message>
        <message>
            <location filename="cli/veil_words.py" />
            <source>War Phase: Battle Plans in secret</source>
            <translation>Kriegsphase: Schlachtpläne im Geheimen</translation>
        </message>
        <message>
            <location filename="cli/veil_words.py" />
            <source>round {round} of {rounds}</source>
            <translation>Runde {round} von {rounds}</translation>
        </message>
        <message>
            <location filename="cli/veil_words.py" />
            <source>Season {season} of {seasons}</source>
            <translation>Jahreszeit {season} von {seasons}</translation>
        </message>
        <message>
            <location filename="cli/veil_words.py" />
            <source>Deep Mist</source>
            <translation>Tiefer Nebel</translation>
        </message>
        <message>
            <location filename="cli/veil_words.py" />
            <source>{vp} VP this season</source>
            <translation>{vp} SP in dieser Jahreszeit</translation>
        </message>
        <message>
            <location filename="cli/veil_words.py" />
            <source>explored</source>
            <translation>erkundet</translation>
        </message>
        <message>
            <location filename="cli/veil_words.py" />
            <source>unexplored</source>
            <translation>unerkundet</translation>
        </message>
        <message>
            <location filename="cli/veil_words.py" />
            <source>Lord</source>
            <translation>Fürst</translation>
        </message>
        <message>
            <location filename="cli/veil_words.py" />
            <source>strength {n}</source>
            <translation>Stärke {n}</translation>
        </message>
        <message>
            <location filename="cli/veil_words.py" />
            <source>{beast} waits to be bonded</source>
            <translation>{beast} wartet darauf, gebunden zu werden</translation>
        </message>
        <message>
            <location filename="cli/veil_words.py" />
            <source>the Green Knight (strength 3)</source>
            <translation>der Grüne Ritter (Stärke 3)</translation>
        </message>
        <message>
            <location filename="cli/veil_words.py" />
            <source>Holy Grail</source>
            <translation>Heiliger Gral</translation>
        </message>
        <message numerus="yes">
            <location filename="cli/veil_words.py" />
            <source>{vp} VP, {favor} Favor, {power} Power, %n card(s)</source>
            <translation>
                <numerusform>{vp} SP, {favor} Gunst, {power} Macht, %n Karte</numerusform>
                <numerusform>{vp} SP, {favor} Gunst, {power} Macht, %n Karten</numerusform>
            </translation>
        </message>
        <message>
            <location filename="cli/veil_words.py" />
            <source>Artifacts: {names}</source>
            <translation>Artefakte: {names}</translation>
        </message>
        <message>
            <location filename="cli/veil_words.py" />
            <source>you fulfilled it</source>
            <translation>du hast sie erfüllt</translation>
        </message>
        <message>
            <location filename="cli/veil_words.py" />
            <source>Prophecy {name}: {text} ({vp} VP)</source>
            <translation>Prophezeiung „{name}“: {text} ({vp} SP)</translation>
        </message>
        <message>
            <location filename="cli/veil_words.py" />
            <source>Your hand:</source>
            <translation>Deine Hand:</translation>
        </message>
        <message>
            <location filename="cli/veil_words.py" />
            <source>Your Artifact offer: {names}</source>
            <translation>Dein Angebot an Artefakten: {names}</translation>
        </message>
        <message>
            <location filename="main.py" />
            <source>Grail Desktop. Headless commands: {commands} (try: grail-desktop validate -h).</source>
            <translation>Grail Desktop. Befehle ohne Fenster: {commands} (versuche: grail-desktop validate -h).</translation>
        </message>
        <message>
            <location filename="main.py" />
            <source>show the version and exit</source>
            <translation>die Version zeigen und beenden</translation>
        </message>
        <message>
            <location filename="main.py" />
            <source>build the window offscreen, load, save, exit</source>
            <translation>das Fenster unsichtbar aufbauen, laden, speichern, beenden</translation>
        </message>
        <message>
            <location filename="main.py" />
            <source>the interface and pack language (en, de, or system); default: Settings</source>
            <translation>die Sprache der Oberfläche und der Packungen (en, de oder system); Vorgabe: die Einstellungen</translation>
        </message>
        <message>
            <location filename="main.py" />
            <source>a save sheet (.toml) to open</source>
            <translation>ein Spielstand (.toml), der geöffnet wird</translation>
        </message>
        <message>
            <location filename="ui/actions_panel.py" />
            <source>Put back into the deck</source>
            <translation>Zurück in den Stapel legen</translation>
        </message>
        <message>
            <location filename="ui/actions_panel.py" />
            <source>Cut from the deck</source>
            <translation>Aus dem Stapel nehmen</translation>
        </message>
        <message>
            <location filename="ui/actions_panel.py" />
            <source>Actions</source>
            <translation>Aktionen</translation>
        </message>
        <message>
            <location filename="ui/actions_panel.py" />
            <source>Undo</source>
            <translation>Rückgängig</translation>
        </message>
        <message>
            <location filename="ui/actions_panel.py" />
            <source>Take back the last action (Ctrl+Z)</source>
            <translation>Die letzte Aktion zurücknehmen (Strg+Z)</translation>
        </message>
        <message>
            <location filename="ui/actions_panel.py" />
            <source>Travel</source>
            <translation>Reisen</translation>
        </message>
        <message>
            <location filename="ui/actions_panel.py" />
            <source>{action} — not now: {why}</source>
            <translation>{action} — jetzt nicht: {why}</translation>
        </message>
        <message>
            <location filename="ui/actions_panel.py" />
            <source>Not now: {why}</source>
            <translation>Jetzt nicht: {why}</translation>
        </message>
        <message>
            <location filename="ui/actions_panel.py" />
            <source>Travel ({cost} each)</source>
            <translation>Reisen (je {cost})</translation>
        </message>
        <message>
            <location filename="ui/actions_panel.py" />
            <source>{cost} each</source>
            <translation>je {cost}</translation>
        </message>
        <message>
            <location filename="ui/actions_panel.py" />
            <source>{cost}: {why}</source>
            <translation>{cost}: {why}</translation>
        </message>
        <message>
            <location filename="ui/actions_panel.py" />
            <source>Or click a glowing card on the map.</source>
            <translation>Oder klicke auf eine leuchtende Karte.</translation>
        </message>
        <message>
            <location filename="ui/actions_panel.py" />
            <source>Or click a glowing card on the map (or drag your pawn).</source>
            <translation>Oder klicke auf eine leuchtende Karte (oder ziehe deine Figur).</translation>
        </message>
        <message>
            <location filename="ui/actions_panel.py" />
            <source>Also possible</source>
            <translation>Ebenfalls möglich</translation>
        </message>
        <message>
            <location filename="ui/actions_panel.py" />
            <source>Choose</source>
            <translation>Wähle</translation>
        </message>
        <message>
            <location filename="ui/actions_panel.py" />
            <source>Not now</source>
            <translation>Jetzt nicht</translation>
        </message>
        <message>
            <location filename="ui/actions_panel.py" />
            <source>This spends your last Energy: your day ends after it.</source>
            <translation>Das kostet deine letzte Energie: Danach endet dein Tag.</translation>
        </message>
        <message>
            <location filename="ui/board_faces.py" />
            <source>No effects.</source>
            <translation>Keine Effekte.</translation>
        </message>
        <message>
            <location filename="ui/board_faces.py" />
            <source>+ {more} more</source>
            <translation>+ {more} weitere</translation>
        </message>
        <message>
            <location filename="ui/board_faces.py" />
            <source>Start</source>
            <translation>Start</translation>
        </message>
        <message>
            <location filename="ui/board_faces.py" />
            <source>Defeated</source>
            <translation>Besiegt</translation>
        </message>
        <message>
            <location filename="ui/card_viewer.py" />
            <source>Card</source>
            <translation>Karte</translation>
        </message>
        <message>
            <location filename="ui/card_viewer.py" />
            <source>Space, Enter or Escape closes it</source>
            <translation>Leertaste, Eingabe oder Esc schließt sie</translation>
        </message>
        <message>
            <location filename="ui/cards.py" />
            <source>&lt;span style='color:#2a2219'&gt;&lt;b style='color:#6b3a1e'&gt;{value}&lt;/b&gt; {value2}&lt;/span&gt;</source>
            <translation>&lt;span style='color:#2a2219'&gt;&lt;b style='color:#6b3a1e'&gt;{value}&lt;/b&gt; {value2}&lt;/span&gt;</translation>
        </message>
        <message>
            <location filename="ui/cards.py" />
            <source>{reward} (at the end)</source>
            <translation>{reward} (am Ende)</translation>
        </message>
        <message>
            <location filename="ui/cards.py" />
            <source>Reward</source>
            <translation>Belohnung</translation>
        </message>
        <message>
            <location filename="ui/cards.py" />
            <source>Health {n}</source>
            <translation>Gesundheit {n}</translation>
        </message>
        <message>
            <location filename="ui/cards.py" />
            <source>{hits} of {health} hits</source>
            <translation>{hits} von {health} Treffern</translation>
        </message>
        <message>
            <location filename="ui/cards.py" />
            <source>Fight starts on</source>
            <translation>Kampf beginnt auf</translation>
        </message>
        <message>
            <location filename="ui/cards.py" />
            <source>Escape: {cost}</source>
            <translation>Fliehen: {cost}</translation>
        </message>
        <message>
            <location filename="ui/cards.py" />
            <source>{enemy} · level {level}</source>
            <translation>{enemy} · Stufe {level}</translation>
        </message>
        <message>
            <location filename="ui/cards.py" />
            <source>Guardian</source>
            <translation>Wächter</translation>
        </message>
        <message>
            <location filename="ui/chapter_end.py" />
            <source>Who goes on</source>
            <translation>Wer weiterzieht</translation>
        </message>
        <message>
            <location filename="ui/chapter_end.py" />
            <source>Untick a veteran to leave them behind (their Secrets go to those who go on); tick a fresh character to bring them in with their standard setup.</source>
            <translation>Nimm das Häkchen bei einer erfahrenen Figur weg, um sie zurückzulassen (ihre Geheimnisse gehen an die, die weiterziehen); setze es bei einem neuen Charakter, um ihn mit seiner üblichen Ausstattung dazuzuholen.</translation>
        </message>
        <message>
            <location filename="ui/chapter_end.py" />
            <source>Save the completion and return to the start</source>
            <translation>Den Abschluss speichern und zum Start zurückkehren</translation>
        </message>
        <message>
            <location filename="ui/chapter_end.py" />
            <source>Saves the campaign and keeps this moment as the chapter's completion save (Load… lists it), then goes back to the start screen.</source>
            <translation>Speichert die Kampagne und bewahrt diesen Moment als Abschluss-Spielstand des Kapitels (Laden… führt ihn auf), dann geht es zurück zum Startbildschirm.</translation>
        </message>
        <message>
            <location filename="ui/chapter_end.py" />
            <source>Begin {following}</source>
            <translation>{following} beginnen</translation>
        </message>
        <message>
            <location filename="ui/chapter_end.py" />
            <source>Begin {following} with this party</source>
            <translation>{following} mit dieser Gruppe beginnen</translation>
        </message>
        <message>
            <location filename="ui/chapter_end.py" />
            <source>Save the completion and go on to {following} with the party ticked above.</source>
            <translation>Den Abschluss speichern und mit der oben angekreuzten Gruppe in {following} weiterziehen.</translation>
        </message>
        <message>
            <location filename="ui/chapter_end.py" />
            <source>{name}, goes on</source>
            <translation>{name} zieht weiter</translation>
        </message>
        <message>
            <location filename="ui/chapter_end.py" />
            <source>{name}, joins fresh</source>
            <translation>{name} stößt neu dazu</translation>
        </message>
        <message>
            <location filename="ui/chapter_end.py" />
            <source>Chapter {value} · {chapter_title} · won</source>
            <translation>Kapitel {value} · {chapter_title} · gewonnen</translation>
        </message>
        <message>
            <location filename="ui/chapter_end.py" />
            <source>Nothing else is remembered of this chapter.</source>
            <translation>Mehr bleibt von diesem Kapitel nicht in Erinnerung.</translation>
        </message>
        <message>
            <location filename="ui/chapter_end.py" />
            <source>The chapter in figures</source>
            <translation>Das Kapitel in Zahlen</translation>
        </message>
        <message>
            <location filename="ui/chapter_end.py" />
            <source>The completion save could not be written: {error}</source>
            <translation>Der Abschluss-Spielstand ließ sich nicht schreiben: {error}</translation>
        </message>
        <message>
            <location filename="ui/chapter_end.py" />
            <source>Kept as “{name}”: Load… lists it under this campaign.</source>
            <translation>Als „{name}“ bewahrt: Laden… führt ihn unter dieser Kampagne auf.</translation>
        </message>
        <message>
            <location filename="ui/chronicle.py" />
            <source>(taken back by undo)</source>
            <translation>(durch Rückgängig zurückgenommen)</translation>
        </message>
        <message>
            <location filename="ui/chronicle.py" />
            <source> (taken back)</source>
            <translation> (zurückgenommen)</translation>
        </message>
        <message>
            <location filename="ui/chronicle.py" />
            <source>Search the chronicle</source>
            <translation>Die Chronik durchsuchen</translation>
        </message>
        <message>
            <location filename="ui/chronicle.py" />
            <source>Chronicle</source>
            <translation>Chronik</translation>
        </message>
        <message>
            <location filename="ui/chronicle.py" />
            <source>Export…</source>
            <translation>Exportieren…</translation>
        </message>
        <message>
            <location filename="ui/chronicle.py" />
            <source>Save the chronicle as a text file</source>
            <translation>Die Chronik als Textdatei speichern</translation>
        </message>
        <message>
            <location filename="ui/chronicle.py" />
            <source>Search the chronicle…</source>
            <translation>Die Chronik durchsuchen…</translation>
        </message>
        <message>
            <location filename="ui/chronicle.py" />
            <source>Search…</source>
            <translation>Suchen…</translation>
        </message>
        <message>
            <location filename="ui/coach.py" />
            <source>Guide</source>
            <translation>Führung</translation>
        </message>
        <message>
            <location filename="ui/coach.py" />
            <source>Start a proper campaign…</source>
            <translation>Eine richtige Kampagne beginnen…</translation>
        </message>
        <message>
            <location filename="ui/coach.py" />
            <source>Skip the guide</source>
            <translation>Die Führung überspringen</translation>
        </message>
        <message>
            <location filename="ui/coach.py" />
            <source>Leave the guide; Help → Guided first day resumes it here</source>
            <translation>Die Führung verlassen; Hilfe → Geführter erster Tag setzt sie hier fort</translation>
        </message>
        <message>
            <location filename="ui/coach.py" />
            <source>Next</source>
            <translation>Weiter</translation>
        </message>
        <message>
            <location filename="ui/coach.py" />
            <source>(click: the rule in the reference)</source>
            <translation>(Klick: die Regel im Regelwerk)</translation>
        </message>
        <message>
            <location filename="ui/coach.py" />
            <source>the marked card</source>
            <translation>die markierte Karte</translation>
        </message>
        <message>
            <location filename="ui/coach.py" />
            <source>Could not save the guided day: {error}</source>
            <translation>Der geführte Tag ließ sich nicht speichern: {error}</translation>
        </message>
        <message>
            <location filename="ui/coach.py" />
            <source>The guide waits where you left it: Help → Guided first day resumes it.</source>
            <translation>Die Führung wartet, wo du sie verlassen hast: Hilfe → Geführter erster Tag setzt sie fort.</translation>
        </message>
        <message>
            <location filename="ui/coach.py" />
            <source>Guided first day · step {value} of {value2}</source>
            <translation>Geführter erster Tag · Schritt {value} von {value2}</translation>
        </message>
        <message>
            <location filename="ui/coach.py" />
            <source>You took another way. Do what the step asks if you still can, or skip it: the guide goes on.</source>
            <translation>Du bist einen anderen Weg gegangen. Tu, was der Schritt verlangt, wenn du noch kannst, oder überspring ihn: Die Führung geht weiter.</translation>
        </message>
        <message>
            <location filename="ui/coach.py" />
            <source>The guide waits for you to do it.</source>
            <translation>Die Führung wartet, bis du es tust.</translation>
        </message>
        <message>
            <location filename="ui/coach.py" />
            <source>This step needs you on {place}, the card the guide marked: travel there first.</source>
            <translation>Für diesen Schritt musst du auf der Karte stehen, die die Führung markiert hat ({place}): Reise zuerst dorthin.</translation>
        </message>
        <message>
            <location filename="ui/coach.py" />
            <source>Skip step</source>
            <translation>Schritt überspringen</translation>
        </message>
        <message>
            <location filename="ui/coach.py" />
            <source>Keep playing</source>
            <translation>Weiterspielen</translation>
        </message>
        <message>
            <location filename="ui/crash.py" />
            <source>Autosave failed: {error}</source>
            <translation>Automatische Sicherung fehlgeschlagen: {error}</translation>
        </message>
        <message>
            <location filename="ui/crash.py" />
            <source>Something went wrong</source>
            <translation>Etwas ist schiefgegangen</translation>
        </message>
        <message>
            <location filename="ui/crash.py" />
            <source>Grail Desktop met an unexpected error.</source>
            <translation>Grail Desktop ist auf einen unerwarteten Fehler gestoßen.</translation>
        </message>
        <message>
            <location filename="ui/crash.py" />
            <source>No campaign was open, so nothing needed saving.</source>
            <translation>Es war keine Kampagne offen, also musste nichts gespeichert werden.</translation>
        </message>
        <message>
            <location filename="ui/crash.py" />
            <source>The details below can be copied into a bug report.</source>
            <translation>Die Einzelheiten unten kannst du in einen Fehlerbericht kopieren.</translation>
        </message>
        <message>
            <location filename="ui/day_bar.py" />
            <source>No Active Quests</source>
            <translation>Keine aktiven Aufträge</translation>
        </message>
        <message>
            <location filename="ui/day_bar.py" />
            <source>Quests: {names}</source>
            <translation>Aufträge: {names}</translation>
        </message>
        <message>
            <location filename="ui/day_bar.py" />
            <source>and {count} more</source>
            <translation>und {count} weitere</translation>
        </message>
        <message>
            <location filename="ui/day_bar.py" />
            <source>Active Quests: {count}</source>
            <translation>Aktive Aufträge: {count}</translation>
        </message>
        <message>
            <location filename="ui/day_bar.py" />
            <source>Quests: {names} {more}</source>
            <translation>Aufträge: {names} {more}</translation>
        </message>
        <message>
            <location filename="ui/day_bar.py" />
            <source>Day bar</source>
            <translation>Tagesleiste</translation>
        </message>
        <message>
            <location filename="ui/day_bar.py" />
            <source>No Event yet</source>
            <translation>Noch kein Ereignis</translation>
        </message>
        <message>
            <location filename="ui/day_bar.py" />
            <source>Menhirs: {list}</source>
            <translation>Menhire: {list}</translation>
        </message>
        <message>
            <location filename="ui/day_bar.py" />
            <source>all dark</source>
            <translation>alle erloschen</translation>
        </message>
        <message>
            <location filename="ui/day_bar.py" />
            <source>Every Menhir has gone dark.</source>
            <translation>Jeder Menhir ist erloschen.</translation>
        </message>
        <message>
            <location filename="ui/day_bar.py" />
            <source>{turn} acts</source>
            <translation>{turn} ist am Zug</translation>
        </message>
        <message>
            <location filename="ui/day_screens.py" />
            <source>✓ Autosaved: Continue and Load… list it under this campaign.</source>
            <translation>✓ Automatisch gesichert: Fortsetzen und Laden… führen es unter dieser Kampagne auf.</translation>
        </message>
        <message>
            <location filename="ui/day_screens.py" />
            <source>⚠ The autosave was not written (see the log). Save now with Ctrl+S.</source>
            <translation>⚠ Die automatische Sicherung wurde nicht geschrieben (siehe Protokoll). Speichere jetzt mit Strg+S.</translation>
        </message>
        <message>
            <location filename="ui/day_screens.py" />
            <source>Face what the night brings (Enter)</source>
            <translation>Dem begegnen, was die Nacht bringt (Eingabe)</translation>
        </message>
        <message>
            <location filename="ui/day_screens.py" />
            <source>Continue to the day</source>
            <translation>Weiter zum Tag</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>Grail Desktop: MIT licence.</source>
            <translation>Grail Desktop: MIT-Lizenz.</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>EB Garamond (Georg Duffner): SIL Open Font License 1.1.</source>
            <translation>EB Garamond (Georg Duffner): SIL Open Font License 1.1.</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>DejaVu Sans: Bitstream Vera / DejaVu free licence.</source>
            <translation>DejaVu Sans: freie Lizenz von Bitstream Vera / DejaVu.</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>Qt for Python (PySide6): LGPLv3. attrs, cattrs, tomli-w, platformdirs: MIT licences.</source>
            <translation>Qt for Python (PySide6): LGPLv3. attrs, cattrs, tomli-w, platformdirs: MIT-Lizenzen.</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>A desktop edition of a story-driven survival and exploration campaign: a dying island, guttering Menhirs, a branching Exploration Journal, card-chaining encounters.</source>
            <translation>Eine Desktop-Ausgabe einer erzählerischen Überlebens- und Erkundungskampagne: eine sterbende Insel, flackernde Menhire, ein verzweigtes Erkundungsbuch, Begegnungen aus Kartenketten.</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>All prose, names, card texts and art in this program are original work of the Grail Desktop project.</source>
            <translation>Alle Texte, Namen, Kartentexte und Bilder in diesem Programm sind eigene Arbeit des Projekts Grail Desktop.</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>Licences</source>
            <translation>Lizenzen</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>Unsaved progress</source>
            <translation>Ungespeicherter Fortschritt</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>Save the campaign before {doing}?</source>
            <translation>Die Kampagne speichern, bevor du {doing}?</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>What you did since the last save or autosave is lost if you don't save.</source>
            <translation>Was du seit dem letzten Speichern oder der letzten automatischen Sicherung getan hast, geht verloren, wenn du nicht speicherst.</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>Don't save</source>
            <translation>Nicht speichern</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>Yes</source>
            <translation>Ja</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>No</source>
            <translation>Nein</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>About Grail Desktop</source>
            <translation>Über Grail Desktop</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>Settings</source>
            <translation>Einstellungen</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source> pt</source>
            <translation> pt</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>Text size</source>
            <translation>Schriftgröße</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>Theme</source>
            <translation>Farbschema</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>Off</source>
            <translation>Aus</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>Animation speed</source>
            <translation>Animationstempo</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>Ask before Pass (it cannot be taken back)</source>
            <translation>Vor „Passen“ nachfragen (es lässt sich nicht zurücknehmen)</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>Confirmations</source>
            <translation>Rückfragen</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>Draw node symbols with shapes as well as colours</source>
            <translation>Knoten mit Formen wie mit Farben zeichnen</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>Colour-blind aid</source>
            <translation>Hilfe bei Farbenblindheit</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>Show big moments large (quests, Menhirs, Items, Secrets, endings)</source>
            <translation>Große Momente groß zeigen (Aufträge, Menhire, Gegenstände, Geheimnisse, Enden)</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>Reveals</source>
            <translation>Enthüllungen</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>Play a short chime with them</source>
            <translation>Dazu einen kurzen Klang spielen</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>Language</source>
            <translation>Sprache</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>The system's language ({name})</source>
            <translation>Die Sprache des Systems ({name})</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>The language of the interface and the campaign's text; used from the next start</source>
            <translation>Die Sprache der Oberfläche und der Kampagnentexte; gilt ab dem nächsten Start</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source> s</source>
            <translation> s</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>Off: wait for Continue</source>
            <translation>Aus: auf Weiter warten</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>Riven Veil: continue by itself after a reveal</source>
            <translation>Zerrissener Schleier: nach dem Aufdecken von selbst weiter</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>After choices, Battle Plans or a region's scoring are revealed, go on by itself</source>
            <translation>Sind Wahlen, Schlachtpläne oder die Wertung einer Region aufgedeckt, von selbst weitergehen</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>Riven Veil reveals</source>
            <translation>Aufdecken im Zerrissenen Schleier</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>Read-aloud voice</source>
            <translation>Vorlesestimme</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>Default voice</source>
            <translation>Standardstimme</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>The voices are listed once read-aloud has started</source>
            <translation>Die Stimmen erscheinen, sobald das Vorlesen einmal gestartet ist</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>Read-aloud rate</source>
            <translation>Vorlesetempo</translation>
        </message>
        <message>
            <location filename="ui/dialogs.py" />
            <source>Slower ← → faster</source>
            <translation>Langsamer ← → schneller</translation>
        </message>
        <message>
            <location filename="ui/encounter_board.py" />
            <source>1–9: pick that card from your hand (after a roll: that rolled die)</source>
            <translation>1–9: diese Karte aus deiner Hand wählen (nach einem Wurf: diesen geworfenen Würfel)</translation>
        </message>
        <message>
            <location filename="ui/encounter_board.py" />
            <source>Arrow keys: choose where the picked card or die goes</source>
            <translation>Pfeiltasten: wählen, wohin die gewählte Karte oder der Würfel kommt</translation>
        </message>
        <message>
            <location filename="ui/encounter_board.py" />
            <source>Enter: play the picked card</source>
            <translation>Eingabe: die gewählte Karte ausspielen</translation>
        </message>
        <message>
            <location filename="ui/encounter_board.py" />
            <source>D: pick the next die</source>
            <translation>D: den nächsten Würfel wählen</translation>
        </message>
        <message>
            <location filename="ui/encounter_board.py" />
            <source>N: draw a card from your deck</source>
            <translation>N: eine Karte von deinem Stapel ziehen</translation>
        </message>
        <message>
            <location filename="ui/encounter_board.py" />
            <source>R: roll the committed dice</source>
            <translation>R: die eingesetzten Würfel werfen</translation>
        </message>
        <message>
            <location filename="ui/encounter_board.py" />
            <source>V: read the card under the pointer large</source>
            <translation>V: die Karte unter dem Mauszeiger groß lesen</translation>
        </message>
        <message>
            <location filename="ui/encounter_board.py" />
            <source>Esc: let go of the picked card; again, escape the encounter</source>
            <translation>Esc: die gewählte Karte loslassen; noch einmal: aus der Begegnung fliehen</translation>
        </message>
        <message>
            <location filename="ui/encounter_board.py" />
            <source>Mouse wheel or + / −: zoom the board; 0: fit it to the window</source>
            <translation>Mausrad oder + / −: das Brett zoomen; 0: es ins Fenster einpassen</translation>
        </message>
        <message>
            <location filename="ui/encounter_board.py" />
            <source>The fight's log</source>
            <translation>Kampfverlauf</translation>
        </message>
        <message>
            <location filename="ui/encounter_board.py" />
            <source>&lt;b&gt;The fight's log&lt;/b&gt;</source>
            <translation>&lt;b&gt;Kampfverlauf&lt;/b&gt;</translation>
        </message>
        <message>
            <location filename="ui/encounter_board.py" />
            <source>Keys: 1–9 card · arrows chain · Enter play · D die · N draw · R roll · V read a card · Esc lets go, then escapes · wheel or +/− zoom, 0 fits</source>
            <translation>Tasten: 1–9 Karte · Pfeile Kette · Eingabe ausspielen · D Würfel · N ziehen · R würfeln · V Karte lesen · Esc lässt los, dann fliehen · Mausrad oder +/− zoomen, 0 einpassen</translation>
        </message>
        <message>
            <location filename="ui/encounter_board.py" />
            <source>Keys (hover for what each does)</source>
            <translation>Tasten (zeigen, was jede tut)</translation>
        </message>
        <message>
            <location filename="ui/encounter_board.py" />
            <source>Victory</source>
            <translation>Sieg</translation>
        </message>
        <message>
            <location filename="ui/encounter_board.py" />
            <source>On to the next encounter (Enter)</source>
            <translation>Weiter zur nächsten Begegnung (Eingabe)</translation>
        </message>
        <message>
            <location filename="ui/encounter_board.py" />
            <source>Resolve phase — round {round}</source>
            <translation>Auflösungsphase — Runde {round}</translation>
        </message>
        <message>
            <location filename="ui/encounter_board.py" />
            <source>the story calls for it</source>
            <translation>die Geschichte verlangt es</translation>
        </message>
        <message>
            <location filename="ui/encounter_board.py" />
            <source>started by {what}</source>
            <translation>ausgelöst durch {what}</translation>
        </message>
        <message>
            <location filename="ui/encounter_board.py" />
            <source>Another encounter follows at once: {names} ({why}). Continue to face it.</source>
            <translation>Sofort folgt eine weitere Begegnung: {names} ({why}). Weiter, um sich ihr zu stellen.</translation>
        </message>
        <message>
            <location filename="ui/encounter_board.py" />
            <source>Not possible: {why}</source>
            <translation>Nicht möglich: {why}</translation>
        </message>
        <message>
            <location filename="ui/encounter_board.py" />
            <source>Take: {reward}</source>
            <translation>Nehmen: {reward}</translation>
        </message>
        <message>
            <location filename="ui/encounter_board.py" />
            <source>Skip rewards</source>
            <translation>Belohnungen auslassen</translation>
        </message>
        <message>
            <location filename="ui/encounter_board.py" />
            <source>Roll (R)</source>
            <translation>Würfeln (R)</translation>
        </message>
        <message>
            <location filename="ui/encounter_board.py" />
            <source>Use {name}</source>
            <translation>{name} benutzen</translation>
        </message>
        <message>
            <location filename="ui/encounter_board.py" />
            <source>After effects then: {effects}</source>
            <translation>Danach-Effekte dann: {effects}</translation>
        </message>
        <message>
            <location filename="ui/encounter_board.py" />
            <source>{action}: {text} (flipped once per encounter; it turns face up again afterwards)</source>
            <translation>{action}: {text} (einmal pro Begegnung umgedreht; danach liegt es wieder offen)</translation>
        </message>
        <message>
            <location filename="ui/encounter_board.py" />
            <source>{full}. Not now: {why}</source>
            <translation>{full}. Jetzt nicht: {why}</translation>
        </message>
        <message>
            <location filename="ui/encounter_items.py" />
            <source>&lt;b&gt;{name}&lt;/b&gt; (level {level})</source>
            <translation>&lt;b&gt;{name}&lt;/b&gt; (Stufe {level})</translation>
        </message>
        <message>
            <location filename="ui/encounter_items.py" />
            <source>Health {health}; {hit_word} taken: {hits}</source>
            <translation>Gesundheit {health}; {hit_word} erlitten: {hits}</translation>
        </message>
        <message>
            <location filename="ui/encounter_items.py" />
            <source>&lt;i&gt;Instant rewards:&lt;/i&gt; {rewards}</source>
            <translation>&lt;i&gt;Sofortige Belohnungen:&lt;/i&gt; {rewards}</translation>
        </message>
        <message>
            <location filename="ui/encounter_items.py" />
            <source>&lt;i&gt;Item rewards (at the end):&lt;/i&gt; {rewards}</source>
            <translation>&lt;i&gt;Gegenstände als Belohnung (am Ende):&lt;/i&gt; {rewards}</translation>
        </message>
        <message>
            <location filename="ui/encounter_items.py" />
            <source>&lt;i&gt;Escape cost:&lt;/i&gt; {cost}</source>
            <translation>&lt;i&gt;Preis der Flucht:&lt;/i&gt; {cost}</translation>
        </message>
        <message>
            <location filename="ui/encounter_items.py" />
            <source>next card</source>
            <translation>nächste Karte</translation>
        </message>
        <message>
            <location filename="ui/encounter_items.py" />
            <source>drop here</source>
            <translation>hier ablegen</translation>
        </message>
        <message>
            <location filename="ui/encounter_items.py" />
            <source>✕ no match</source>
            <translation>✕ passt nicht</translation>
        </message>
        <message>
            <location filename="ui/encounter_items.py" />
            <source>closed</source>
            <translation>geschlossen</translation>
        </message>
        <message>
            <location filename="ui/encounter_items.py" />
            <source>key N</source>
            <translation>Taste N</translation>
        </message>
        <message>
            <location filename="ui/encounter_items.py" />
            <source>Fight's dial</source>
            <translation>Kampfscheibe</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Back to the map (Enter)</source>
            <translation>Zurück zur Karte (Eingabe)</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Any colour applies now.</source>
            <translation>Jetzt zählt jede Farbe.</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Under the dial it counts now</source>
            <translation>Unter der Scheibe zählt er jetzt</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Under the dial it does not count now (the dial shows {colour})</source>
            <translation>Unter der Scheibe zählt er jetzt nicht (die Scheibe zeigt {colour})</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>it counts after the dial turns</source>
            <translation>er zählt, wenn die Scheibe sich dreht</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>after the dial turns it shows {colour}</source>
            <translation>nach der Drehung zeigt die Scheibe {colour}</translation>
        </message>
        <message numerus="yes">
            <location filename="ui/encounter_scene.py" />
            <source>%n earlier card(s) of this chain: click or use the wheel to see them.</source>
            <translation>
                <numerusform>%n frühere Karte dieser Kette: klicken oder das Mausrad nutzen, um sie zu sehen.</numerusform>
                <numerusform>%n frühere Karten dieser Kette: klicken oder das Mausrad nutzen, um sie zu sehen.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>On to the newest card of this chain and its free place.</source>
            <translation>Weiter zur neuesten Karte dieser Kette und ihrem freien Platz.</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>{kind} · Round {round}</source>
            <translation>{kind} · Runde {round}</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Strike step: draw or play a card (or commit dice)</source>
            <translation>Schlagschritt: eine Karte ziehen oder spielen (oder Würfel einsetzen)</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Commit step: commit dice, then roll</source>
            <translation>Einsatzschritt: Würfel einsetzen, dann würfeln</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Apply step: apply hit dice, then end the phase or resolve</source>
            <translation>Anwendungsschritt: Trefferwürfel anwenden, dann die Phase beenden oder auflösen</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Discard down to the hand limit</source>
            <translation>Bis zum Handlimit abwerfen</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>The encounter has ended</source>
            <translation>Die Begegnung ist vorbei</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Every enemy is defeated: Resolve to win the fight</source>
            <translation>Jeder Gegner ist besiegt: Auflösen gewinnt die Begegnung</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>{enemy} is defeated: take or skip the instant rewards</source>
            <translation>{enemy} ist besiegt: Nimm die Sofortbelohnungen oder lass sie aus</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>The enemy</source>
            <translation>Der Gegner</translation>
        </message>
        <message numerus="yes">
            <location filename="ui/encounter_scene.py" />
            <source>{name} must discard %n card(s): click a card in hand</source>
            <translation>
                <numerusform>{name} muss %n Karte abwerfen: Klicke eine Karte auf der Hand an</numerusform>
                <numerusform>{name} muss %n Karten abwerfen: Klicke eine Karte auf der Hand an</numerusform>
            </translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>{name} — Strategy phase {phase} of {phases}</source>
            <translation>{name} — Strategiephase {phase} von {phases}</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Block {n}</source>
            <translation>Abwehr {n}</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>any colour applies</source>
            <translation>jede Farbe zählt</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>left: {names}</source>
            <translation>übrig: {names}</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Started by {value}.</source>
            <translation>Ausgelöst durch {value}.</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Pay the escape cost of every enemy still standing and leave the encounter.</source>
            <translation>Die Fluchtkosten jedes noch stehenden Gegners zahlen und die Begegnung verlassen.</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Escape is not possible now: {escape_why}</source>
            <translation>Fliehen ist jetzt nicht möglich: {escape_why}</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Pool</source>
            <translation>Vorrat</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>click to commit</source>
            <translation>klicken zum Einsetzen</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>roll, then drag a hit onto an enemy</source>
            <translation>würfeln, dann einen Treffer auf einen Gegner ziehen</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>drag a hit onto an enemy</source>
            <translation>einen Treffer auf einen Gegner ziehen</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Active dice</source>
            <translation>Aktive Würfel</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Active dice: {note}.</source>
            <translation>Aktive Würfel: {note}.</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Roll every unapplied die in the active area.</source>
            <translation>Jeden nicht angewandten Würfel im aktiven Bereich würfeln.</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>No die is committed: this goes on to the Apply step without a roll.</source>
            <translation>Kein Würfel ist eingesetzt: Es geht ohne Wurf weiter zum Schritt Anwenden.</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Not now: {value}</source>
            <translation>Jetzt nicht: {value}</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Exhausted: none</source>
            <translation>Erschöpft: keine</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Exhausted dice: {n}</source>
            <translation>Erschöpfte Würfel: {n}</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Exhausted dice: {tired}. They are out until an effect refreshes them.</source>
            <translation>Erschöpfte Würfel: {tired}. Sie bleiben draußen, bis ein Effekt sie erneuert.</translation>
        </message>
        <message numerus="yes">
            <location filename="ui/encounter_scene.py" />
            <source>{name}'s {deck}: %n card(s) left to draw.</source>
            <translation>
                <numerusform>{deck} von {name}: noch %n Karte zum Ziehen.</numerusform>
                <numerusform>{deck} von {name}: noch %n Karten zum Ziehen.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Click to draw (a strike), or press N.</source>
            <translation>Klicke, um zu ziehen (einen Schlag), oder drücke N.</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Discard</source>
            <translation>Ablage</translation>
        </message>
        <message numerus="yes">
            <location filename="ui/encounter_scene.py" />
            <source>Discard pile: %n card(s).</source>
            <translation>
                <numerusform>Ablage: %n Karte.</numerusform>
                <numerusform>Ablage: %n Karten.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>{name}'s hand ({n})</source>
            <translation>Hand von {name} ({n})</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Continue (Enter)</source>
            <translation>Weiter (Eingabe)</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Not possible: {value}</source>
            <translation>Nicht möglich: {value}</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Escape is not possible now: {value}</source>
            <translation>Fliehen ist jetzt nicht möglich: {value}</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>{pays} in all (the enemies ask {printed}; {why})</source>
            <translation>insgesamt {pays} (die Gegner verlangen {printed}; {why})</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Escape?</source>
            <translation>Fliehen?</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Escape the encounter? You pay: {cost}.</source>
            <translation>Aus der Begegnung fliehen? Du zahlst: {cost}.</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Stay and fight</source>
            <translation>Bleiben und kämpfen</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Not playable now: {value}</source>
            <translation>Jetzt nicht spielbar: {value}</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Drop a card at the end of a chain (the glowing places) to play it.</source>
            <translation>Lege eine Karte am Ende einer Kette ab (die leuchtenden Stellen), um sie zu spielen.</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>this enemy</source>
            <translation>diesen Gegner</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>{name} cannot be played against {against}: {value}</source>
            <translation>{name} kann hier nicht gespielt werden (gegen: {against}): {value}</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>{named} is already applied.</source>
            <translation>{named} ist schon angewandt.</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>{named} is not rolled yet: roll first.</source>
            <translation>{named} ist noch nicht gewürfelt: Würfle zuerst.</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>{named} cannot be applied: {why}</source>
            <translation>{named} lässt sich nicht anwenden: {why}</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>{named}: click an enemy (or Tab and Enter) to apply it.</source>
            <translation>{named}: Klicke einen Gegner an (oder Tab und Enter), um ihn anzuwenden.</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Drop a rolled hit on an enemy to apply it.</source>
            <translation>Lege einen gewürfelten Treffer auf einem Gegner ab, um ihn anzuwenden.</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Selection cancelled. Esc again to escape the encounter.</source>
            <translation>Auswahl aufgehoben. Nochmals Esc, um aus der Begegnung zu fliehen.</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>No rolled hit has that number.</source>
            <translation>Kein geworfener Treffer hat diese Nummer.</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>No die to select.</source>
            <translation>Kein Würfel zu wählen.</translation>
        </message>
        <message>
            <location filename="ui/encounter_scene.py" />
            <source>Encounter board</source>
            <translation>Begegnungsbrett</translation>
        </message>
        <message>
            <location filename="ui/end_of_day.py" />
            <source>Set aside: {name} — {text}</source>
            <translation>Beiseitegelegt: {name} — {text}</translation>
        </message>
        <message numerus="yes">
            <location filename="ui/end_of_day.py" />
            <source>%n card(s) · {note}</source>
            <translation>
                <numerusform>%n Karte · {note}</numerusform>
                <numerusform>%n Karten · {note}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="ui/end_of_day.py" />
            <source>End of the Day — {name}</source>
            <translation>Ende des Tages — {name}</translation>
        </message>
        <message>
            <location filename="ui/end_of_day.py" />
            <source>Food {food}   ·   Energy {energy}/{energy_max} (starts at {energy_start})   ·   Health {health}/{health_max}   ·   Terror {terror}/{terror_max}</source>
            <translation>Nahrung {food}   ·   Energie {energy}/{energy_max} (Start bei {energy_start})   ·   Gesundheit {health}/{health_max}   ·   Terror {terror}/{terror_max}</translation>
        </message>
        <message>
            <location filename="ui/end_of_day.py" />
            <source>1. Rest — eat 1 Food, or go without?</source>
            <translation>1. Rasten — 1 Nahrung essen oder hungern?</translation>
        </message>
        <message>
            <location filename="ui/end_of_day.py" />
            <source>Share Food first</source>
            <translation>Erst Nahrung teilen</translation>
        </message>
        <message>
            <location filename="ui/end_of_day.py" />
            <source>Characters on the same location may hand Food over before resting.</source>
            <translation>Charaktere am selben Ort dürfen vor dem Rasten Nahrung weitergeben.</translation>
        </message>
        <message>
            <location filename="ui/end_of_day.py" />
            <source>2. Restore — what happens next</source>
            <translation>2. Erholen — was als Nächstes geschieht</translation>
        </message>
        <message>
            <location filename="ui/end_of_day.py" />
            <source>&lt;b&gt;{exp}&lt;/b&gt; Experience to spend</source>
            <translation>&lt;b&gt;{exp}&lt;/b&gt; Erfahrung zum Ausgeben</translation>
        </message>
        <message>
            <location filename="ui/end_of_day.py" />
            <source>No Experience to spend tonight</source>
            <translation>Heute Abend keine Erfahrung zum Ausgeben</translation>
        </message>
        <message>
            <location filename="ui/end_of_day.py" />
            <source>Raising an attribute or adding an Advancement Pool card needs Experience, won in fights and in the journal. Cutting a card from a deck, or putting one back, is free.</source>
            <translation>Eine Eigenschaft zu erhöhen oder eine Karte des Aufstiegsvorrats zu nehmen, braucht Erfahrung, die du in Kämpfen und im Erkundungsbuch gewinnst. Eine Karte aus einem Stapel zu nehmen oder eine zurückzulegen, ist kostenlos.</translation>
        </message>
        <message>
            <location filename="ui/end_of_day.py" />
            <source>Tonight</source>
            <translation>Heute Nacht</translation>
        </message>
        <message>
            <location filename="ui/end_of_day.py" />
            <source>3. Advance — attributes</source>
            <translation>3. Aufsteigen — Eigenschaften</translation>
        </message>
        <message>
            <location filename="ui/end_of_day.py" />
            <source>A raise costs 2 × the pair's total after the raise, at most 10 Experience. From the 3rd point in an attribute, each point brings a Skill card of it.</source>
            <translation>Eine Steigerung kostet 2 × die Summe des Paars nach der Steigerung, höchstens 10 Erfahrung. Ab dem 3. Punkt in einem Attribut bringt jeder Punkt eine Fertigkeitskarte dieses Attributs.</translation>
        </message>
        <message>
            <location filename="ui/end_of_day.py" />
            <source>Raise to {value} · {cost} Experience</source>
            <translation>Auf {value} steigern · {cost} Erfahrung</translation>
        </message>
        <message>
            <location filename="ui/end_of_day.py" />
            <source>4. Build decks</source>
            <translation>4. Stapel bauen</translation>
        </message>
        <message>
            <location filename="ui/end_of_day.py" />
            <source>A deck keeps at least 15 cards. Cut cards stay with you, set aside, and may be put back later.</source>
            <translation>Ein Deck behält mindestens 15 Karten. Entfernte Karten bleiben bei dir, beiseitegelegt, und können später zurückkommen.</translation>
        </message>
        <message numerus="yes">
            <location filename="ui/end_of_day.py" />
            <source>&lt;b&gt;{title}&lt;/b&gt; — %n card(s) · {pool} more to buy in the Advancement Pool</source>
            <translation>
                <numerusform>&lt;b&gt;{title}&lt;/b&gt; — %n Karte · {pool} weitere im Aufstiegsvorrat zu kaufen</numerusform>
                <numerusform>&lt;b&gt;{title}&lt;/b&gt; — %n Karten · {pool} weitere im Aufstiegsvorrat zu kaufen</numerusform>
            </translation>
        </message>
        <message>
            <location filename="ui/end_of_day.py" />
            <source>{note}. Right-click: the whole deck, card by card.</source>
            <translation>{note}. Rechtsklick: der ganze Stapel, Karte für Karte.</translation>
        </message>
        <message>
            <location filename="ui/end_of_day.py" />
            <source>Set aside (yours; may be put back):</source>
            <translation>Beiseitegelegt (deine; können zurückkommen):</translation>
        </message>
        <message>
            <location filename="ui/end_of_day.py" />
            <source>Advancement offer</source>
            <translation>Aufstiegsangebot</translation>
        </message>
        <message>
            <location filename="ui/end_of_day.py" />
            <source>{text}
(Right-click: read it large.)</source>
            <translation>{text}
(Rechtsklick: groß lesen.)</translation>
        </message>
        <message>
            <location filename="ui/end_of_day.py" />
            <source>Buy a Combat card</source>
            <translation>Eine Kampfkarte kaufen</translation>
        </message>
        <message>
            <location filename="ui/end_of_day.py" />
            <source>Buy a Diplomacy card</source>
            <translation>Eine Diplomatiekarte kaufen</translation>
        </message>
        <message>
            <location filename="ui/end_of_day.py" />
            <source>Buy a card</source>
            <translation>Eine Karte kaufen</translation>
        </message>
        <message>
            <location filename="ui/end_of_day.py" />
            <source>Keep one of the three; the other two are shuffled back into the Advancement Pool.</source>
            <translation>Behalte eine der drei; die anderen zwei werden zurück in den Aufstiegsvorrat gemischt.</translation>
        </message>
        <message>
            <location filename="ui/end_of_day.py" />
            <source>{attribute} {value}: a Skill card</source>
            <translation>{attribute} {value}: eine Fertigkeitskarte</translation>
        </message>
        <message>
            <location filename="ui/end_of_day.py" />
            <source>Choose one of these Skill cards and the side you keep; the other side is forfeited.</source>
            <translation>Wähle eine dieser Fertigkeitskarten und die Seite, die du behältst; die andere Seite verfällt.</translation>
        </message>
        <message>
            <location filename="ui/end_of_day.py" />
            <source>Keep one side of the card; the other side is forfeited.</source>
            <translation>Behalte eine Seite der Karte; die andere Seite verfällt.</translation>
        </message>
        <message>
            <location filename="ui/end_of_day.py" />
            <source>Keep this side</source>
            <translation>Diese Seite behalten</translation>
        </message>
        <message>
            <location filename="ui/game_over.py" />
            <source>A death in the party</source>
            <translation>Ein Tod in der Gruppe</translation>
        </message>
        <message>
            <location filename="ui/game_over.py" />
            <source>Fallen: {names}</source>
            <translation>Gefallen: {names}</translation>
        </message>
        <message>
            <location filename="ui/game_over.py" />
            <source>The Allmother's Mercy is not offered here.</source>
            <translation>Die Gnade der Allmutter wird hier nicht angeboten.</translation>
        </message>
        <message>
            <location filename="ui/handoff.py" />
            <source>Whose turn</source>
            <translation>Wer am Zug ist</translation>
        </message>
        <message>
            <location filename="ui/handoff.py" />
            <source>Trade…</source>
            <translation>Tauschen…</translation>
        </message>
        <message>
            <location filename="ui/handoff.py" />
            <source>Hand over Food, Wealth, Items or Secrets between characters on one location</source>
            <translation>Nahrung, Reichtum, Gegenstände oder Geheimnisse zwischen Charakteren am selben Ort übergeben</translation>
        </message>
        <message>
            <location filename="ui/handoff.py" />
            <source>Players…</source>
            <translation>Spieler…</translation>
        </message>
        <message>
            <location filename="ui/handoff.py" />
            <source>Player names, the hand-off banner, flash, sound and the Chronicler</source>
            <translation>Spielernamen, das Übergabebanner, Aufblinken, Klang und der Chronist</translation>
        </message>
        <message>
            <location filename="ui/handoff.py" />
            <source>Players at this table</source>
            <translation>Spieler an diesem Tisch</translation>
        </message>
        <message>
            <location filename="ui/handoff.py" />
            <source>player's name (optional)</source>
            <translation>Name des Spielers (freiwillig)</translation>
        </message>
        <message>
            <location filename="ui/handoff.py" />
            <source>Show the hand-off banner (turn off when one person plays every character)</source>
            <translation>Das Übergabebanner zeigen (ausschalten, wenn eine Person alle Charaktere spielt)</translation>
        </message>
        <message>
            <location filename="ui/handoff.py" />
            <source>Flash the window frame softly when the turn passes</source>
            <translation>Den Fensterrahmen sanft aufblinken lassen, wenn der Zug wechselt</translation>
        </message>
        <message>
            <location filename="ui/handoff.py" />
            <source>Play a short sound when the turn passes</source>
            <translation>Einen kurzen Klang spielen, wenn der Zug wechselt</translation>
        </message>
        <message>
            <location filename="ui/handoff.py" />
            <source>Upkeep prompts (eating, Experience, cards) are answered by</source>
            <translation>Fragen der Versorgung (Essen, Erfahrung, Karten) beantwortet</translation>
        </message>
        <message>
            <location filename="ui/handoff.py" />
            <source>each character's own player</source>
            <translation>der Spieler des jeweiligen Charakters</translation>
        </message>
        <message>
            <location filename="ui/handoff.py" />
            <source>the Chronicler: {name}'s player</source>
            <translation>der Chronist: der Spieler von {name}</translation>
        </message>
        <message>
            <location filename="ui/handoff.py" />
            <source>Party</source>
            <translation>Gruppe</translation>
        </message>
        <message>
            <location filename="ui/handoff.py" />
            <source>Left here by the fallen: {items}.</source>
            <translation>Von den Gefallenen hier zurückgelassen: {items}.</translation>
        </message>
        <message>
            <location filename="ui/handoff.py" />
            <source>Click to pick up.</source>
            <translation>Klicke zum Aufheben.</translation>
        </message>
        <message>
            <location filename="ui/handoff.py" />
            <source>Someone must stand here to pick them up.</source>
            <translation>Jemand muss hier stehen, um sie aufzuheben.</translation>
        </message>
        <message>
            <location filename="ui/handoff.py" />
            <source>Items left here can be picked up by a character standing on this location.</source>
            <translation>Hier zurückgelassene Gegenstände kann ein Charakter aufheben, der an diesem Ort steht.</translation>
        </message>
        <message>
            <location filename="ui/handoff.py" />
            <source>{name}: Strategy phase</source>
            <translation>{name}: Strategiephase</translation>
        </message>
        <message>
            <location filename="ui/handoff.py" />
            <source>{name} reads</source>
            <translation>{name} liest</translation>
        </message>
        <message>
            <location filename="ui/handoff.py" />
            <source>{name} answers</source>
            <translation>{name} antwortet</translation>
        </message>
        <message>
            <location filename="ui/handoff.py" />
            <source>Fallen: what they carried lies where they died</source>
            <translation>Gefallen: Was sie trugen, liegt, wo sie starben</translation>
        </message>
        <message>
            <location filename="ui/handoff.py" />
            <source>No trade is possible now: characters must share a location, outside actions.</source>
            <translation>Jetzt ist kein Tausch möglich: Die Charaktere müssen am selben Ort sein, außerhalb von Aktionen.</translation>
        </message>
        <message>
            <location filename="ui/handoff.py" />
            <source>The one who gives decides</source>
            <translation>Wer gibt, entscheidet</translation>
        </message>
        <message>
            <location filename="ui/handoff.py" />
            <source>Pass the mouse to {value}.

{what}. Give it?</source>
            <translation>Gib die Maus an {value} weiter.

{what}. Hergeben?</translation>
        </message>
        <message>
            <location filename="ui/how_to_play.py" />
            <source>How to play</source>
            <translation>So wird gespielt</translation>
        </message>
        <message>
            <location filename="ui/how_to_play.py" />
            <source>Parts of the day</source>
            <translation>Teile des Tages</translation>
        </message>
        <message>
            <location filename="ui/how_to_play.py" />
            <source>&lt;h2&gt;{value}&lt;/h2&gt;&lt;p&gt;&lt;img src="{image}" width="480"&gt;&lt;/p&gt;{body}</source>
            <translation>&lt;h2&gt;{value}&lt;/h2&gt;&lt;p&gt;&lt;img src="{image}" width="480"&gt;&lt;/p&gt;{body}</translation>
        </message>
        <message>
            <location filename="ui/journal_panel.py" />
            <source>Sections read before this campaign was last loaded are not in the story: saves keep only the reading in progress.</source>
            <translation>Abschnitte, die vor dem letzten Laden dieser Kampagne gelesen wurden, fehlen in der Geschichte: Spielstände bewahren nur die laufende Lesung.</translation>
        </message>
        <message>
            <location filename="ui/journal_panel.py" />
            <source>Read aloud</source>
            <translation>Vorlesen</translation>
        </message>
        <message>
            <location filename="ui/journal_panel.py" />
            <source>Read this section aloud (Ctrl+R); press again to stop</source>
            <translation>Diesen Abschnitt vorlesen (Strg+R); nochmals drücken zum Anhalten</translation>
        </message>
        <message>
            <location filename="ui/journal_panel.py" />
            <source>Starting to read…</source>
            <translation>Das Vorlesen beginnt…</translation>
        </message>
        <message>
            <location filename="ui/journal_panel.py" />
            <source>Read-aloud is starting (Ctrl+R stops it)</source>
            <translation>Das Vorlesen startet (Strg+R hält es an)</translation>
        </message>
        <message>
            <location filename="ui/journal_panel.py" />
            <source>■ Stop reading</source>
            <translation>■ Vorlesen anhalten</translation>
        </message>
        <message>
            <location filename="ui/journal_panel.py" />
            <source>Reading aloud now: press (or Ctrl+R) to stop</source>
            <translation>Es wird vorgelesen: Drücken (oder Strg+R) hält es an</translation>
        </message>
        <message>
            <location filename="ui/journal_panel.py" />
            <source>Read aloud (unavailable)</source>
            <translation>Vorlesen (nicht verfügbar)</translation>
        </message>
        <message>
            <location filename="ui/journal_panel.py" />
            <source>Read-aloud is unavailable here; the note below says why</source>
            <translation>Vorlesen ist hier nicht verfügbar; der Hinweis darunter sagt, warum</translation>
        </message>
        <message>
            <location filename="ui/journal_panel.py" />
            <source>Exploration Journal</source>
            <translation>Erkundungsbuch</translation>
        </message>
        <message>
            <location filename="ui/journal_panel.py" />
            <source>◀ Back</source>
            <translation>◀ Zurück</translation>
        </message>
        <message>
            <location filename="ui/journal_panel.py" />
            <source>The previous section of this reading (Alt+Left). Choices stay made.</source>
            <translation>Der vorige Abschnitt dieser Lesung (Alt+Links). Getroffene Entscheidungen bleiben.</translation>
        </message>
        <message>
            <location filename="ui/journal_panel.py" />
            <source>Forward ▶</source>
            <translation>Vor ▶</translation>
        </message>
        <message>
            <location filename="ui/journal_panel.py" />
            <source>The next section read (Alt+Right)</source>
            <translation>Der nächste gelesene Abschnitt (Alt+Rechts)</translation>
        </message>
        <message>
            <location filename="ui/journal_panel.py" />
            <source>Story so far</source>
            <translation>Die Geschichte bisher</translation>
        </message>
        <message>
            <location filename="ui/journal_panel.py" />
            <source>Every section read in this campaign (Ctrl+Shift+J)</source>
            <translation>Jeder in dieser Kampagne gelesene Abschnitt (Strg+Umschalt+J)</translation>
        </message>
        <message>
            <location filename="ui/journal_panel.py" />
            <source>Journal section</source>
            <translation>Abschnitt des Erkundungsbuchs</translation>
        </message>
        <message>
            <location filename="ui/journal_panel.py" />
            <source>Back or forward through what was read</source>
            <translation>Durch das Gelesene zurück oder vor</translation>
        </message>
        <message>
            <location filename="ui/journal_panel.py" />
            <source>Choose the option with that number</source>
            <translation>Die Wahl mit dieser Nummer treffen</translation>
        </message>
        <message>
            <location filename="ui/journal_panel.py" />
            <source>Your choice</source>
            <translation>Deine Wahl</translation>
        </message>
        <message>
            <location filename="ui/journal_panel.py" />
            <source>As you read</source>
            <translation>Beim Lesen</translation>
        </message>
        <message>
            <location filename="ui/journal_panel.py" />
            <source>You chose: “{option}”</source>
            <translation>Du hast gewählt: „{option}“</translation>
        </message>
        <message>
            <location filename="ui/journal_panel.py" />
            <source>The reading is over.</source>
            <translation>Die Lesung ist vorbei.</translation>
        </message>
        <message>
            <location filename="ui/journal_panel.py" />
            <source>{value} of {value2}</source>
            <translation>{value} von {value2}</translation>
        </message>
        <message>
            <location filename="ui/journal_panel.py" />
            <source>Sections read in this reading</source>
            <translation>In dieser Lesung gelesene Abschnitte</translation>
        </message>
        <message>
            <location filename="ui/journal_panel.py" />
            <source>Section “{title}”</source>
            <translation>Abschnitt „{title}“</translation>
        </message>
        <message>
            <location filename="ui/journal_panel.py" />
            <source>{value} of {value2} read in this reading</source>
            <translation>{value} von {value2} in dieser Lesung gelesen</translation>
        </message>
        <message numerus="yes">
            <location filename="ui/journal_panel.py" />
            <source>%n choice(s) follow it</source>
            <translation>
                <numerusform>es folgt %n Wahl</numerusform>
                <numerusform>es folgen %n Wahlen</numerusform>
            </translation>
        </message>
        <message>
            <location filename="ui/journal_panel.py" />
            <source> (reads)</source>
            <translation> (liest)</translation>
        </message>
        <message>
            <location filename="ui/journal_panel.py" />
            <source>Party: {names}</source>
            <translation>Gruppe: {names}</translation>
        </message>
        <message>
            <location filename="ui/journal_panel.py" />
            <source>Read by {names}</source>
            <translation>Es liest {names}</translation>
        </message>
        <message>
            <location filename="ui/journal_panel.py" />
            <source>You chose “{option}” here.</source>
            <translation>Hier hast du „{option}“ gewählt.</translation>
        </message>
        <message>
            <location filename="ui/journal_panel.py" />
            <source>{made}Reading back: choices stay made. Forward (Alt+Right) returns to the current section.</source>
            <translation>{made}Rückblick: Entscheidungen bleiben getroffen. Vor (Alt+Rechts) führt zum aktuellen Abschnitt zurück.</translation>
        </message>
        <message>
            <location filename="ui/journal_panel.py" />
            <source>Costs {costs}</source>
            <translation>Kostet {costs}</translation>
        </message>
        <message>
            <location filename="ui/journal_panel.py" />
            <source>Also: {effects}</source>
            <translation>Außerdem: {effects}</translation>
        </message>
        <message>
            <location filename="ui/journal_panel.py" />
            <source>Not available: {why}</source>
            <translation>Nicht verfügbar: {why}</translation>
        </message>
        <message>
            <location filename="ui/journal_panel.py" />
            <source>Choose this option (or press its number)</source>
            <translation>Diese Wahl treffen (oder ihre Nummer drücken)</translation>
        </message>
        <message>
            <location filename="ui/journal_panel.py" />
            <source>Option {option}</source>
            <translation>Möglichkeit {option}</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>The campaign table is not part of this build yet.</source>
            <translation>Der Kampagnentisch ist in dieser Ausgabe noch nicht enthalten.</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>Guided first day</source>
            <translation>Geführter erster Tag</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>Resume the guided first day where you left it?</source>
            <translation>Den geführten ersten Tag dort fortsetzen, wo du ihn verlassen hast?</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>Resume</source>
            <translation>Fortsetzen</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>Start over</source>
            <translation>Von vorn beginnen</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>Welcome back. Continue where you left off, or start a New campaign.</source>
            <translation>Willkommen zurück. Mach weiter, wo du aufgehört hast, oder beginne eine neue Kampagne.</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>Welcome. Choose New campaign to begin, or press F1 for the rules.</source>
            <translation>Willkommen. Wähle „Neue Kampagne“, um zu beginnen, oder drücke F1 für die Regeln.</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>&amp;Game</source>
            <translation>&amp;Spiel</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>&amp;New campaign…</source>
            <translation>&amp;Neue Kampagne…</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>&amp;Load…</source>
            <translation>&amp;Laden…</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>&amp;Save</source>
            <translation>&amp;Speichern</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>Save as a new &amp;campaign…</source>
            <translation>Als neue &amp;Kampagne speichern…</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>Mark a chec&amp;kpoint…</source>
            <translation>&amp;Haltepunkt setzen…</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>&amp;Undo</source>
            <translation>&amp;Rückgängig</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>&amp;Redo</source>
            <translation>&amp;Wiederholen</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>Se&amp;ttings…</source>
            <translation>&amp;Einstellungen…</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>&amp;Quit</source>
            <translation>&amp;Beenden</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>&amp;View</source>
            <translation>&amp;Ansicht</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>&amp;Full screen</source>
            <translation>&amp;Vollbild</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>&amp;Start screen</source>
            <translation>&amp;Startbildschirm</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>&amp;Quests &amp;&amp; belongings…</source>
            <translation>&amp;Aufträge &amp;&amp; Habe…</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>&amp;Help</source>
            <translation>&amp;Hilfe</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>&amp;Rules reference</source>
            <translation>&amp;Regelwerk</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>&amp;About Grail Desktop</source>
            <translation>&amp;Über Grail Desktop</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>&amp;Guided first day…</source>
            <translation>&amp;Geführter erster Tag…</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>&amp;How to play…</source>
            <translation>&amp;So wird gespielt…</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>&amp;Keyboard shortcuts</source>
            <translation>&amp;Tastenkürzel</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>New here? The guided first day teaches a day by playing it.</source>
            <translation>Neu hier? Der geführte erste Tag zeigt dir einen Tag, während du ihn spielst.</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>Play the guided first day</source>
            <translation>Den geführten ersten Tag spielen</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>No campaign is open.</source>
            <translation>Keine Kampagne ist geöffnet.</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>No saved campaign or match yet.</source>
            <translation>Noch keine gespeicherte Kampagne oder Partie.</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>Nothing to undo.</source>
            <translation>Nichts rückgängig zu machen.</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>Nothing to redo.</source>
            <translation>Nichts zu wiederholen.</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>starting a new one</source>
            <translation>eine neue beginnst</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>Cannot start</source>
            <translation>Start nicht möglich</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>A new campaign begins. Day 1.</source>
            <translation>Eine neue Kampagne beginnt. Tag 1.</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>loading another</source>
            <translation>eine andere lädst</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>going on with another</source>
            <translation>mit einer anderen weiterspielst</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>The campaign of {name} goes on.</source>
            <translation>Die Kampagne „{name}“ geht weiter.</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>Cannot load this save</source>
            <translation>Dieser Spielstand lässt sich nicht laden</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>The campaign was updated</source>
            <translation>Die Kampagne wurde aktualisiert</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>{title} changed since this save was made.</source>
            <translation>{title} hat sich geändert, seit dieser Spielstand gemacht wurde.</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>Saved.</source>
            <translation>Gespeichert.</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>Save as a new campaign</source>
            <translation>Als neue Kampagne speichern</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>Name of the new campaign:</source>
            <translation>Name der neuen Kampagne:</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>{name} (branch)</source>
            <translation>{name} (Abzweig)</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>Cannot save</source>
            <translation>Speichern nicht möglich</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>Saved as a new campaign, {name}.</source>
            <translation>Als neue Kampagne gespeichert: {name}.</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>Mark a checkpoint</source>
            <translation>Einen Haltepunkt setzen</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>Name of the checkpoint:</source>
            <translation>Name des Haltepunkts:</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>Cannot mark a checkpoint</source>
            <translation>Kein Haltepunkt möglich</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>Checkpoint “{name}” marked; Load… lists it under this campaign.</source>
            <translation>Haltepunkt „{name}“ gesetzt; Laden… führt ihn unter dieser Kampagne auf.</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>The next chapter cannot begin from here.</source>
            <translation>Das nächste Kapitel kann von hier aus nicht beginnen.</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>The Riven Veil</source>
            <translation>Der Zerrissene Schleier</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>The Riven Veil: hover a region for its strength; Ctrl+S saves the match.</source>
            <translation>Der Zerrissene Schleier: Zeige auf eine Region für ihre Stärke; Strg+S speichert die Partie.</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>The guided first day is already running.</source>
            <translation>Der geführte erste Tag läuft bereits.</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>going on with the guided day</source>
            <translation>den geführten Tag fortsetzt</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>starting the guided first day</source>
            <translation>den geführten ersten Tag beginnst</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>Laying out the island for the guided first day…</source>
            <translation>Die Insel wird für den geführten ersten Tag ausgelegt…</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>Cannot start the guided first day</source>
            <translation>Der geführte erste Tag kann nicht beginnen</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>Cannot show the guide</source>
            <translation>Die Führung kann nicht gezeigt werden</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>The guided first day is over. The campaign goes on as any other.</source>
            <translation>Der geführte erste Tag ist vorbei. Die Kampagne geht weiter wie jede andere.</translation>
        </message>
        <message>
            <location filename="ui/main_window.py" />
            <source>quitting</source>
            <translation>das Programm beendest</translation>
        </message>
        <message>
            <location filename="ui/map_note.py" />
            <source>Close this note (Esc)</source>
            <translation>Diese Notiz schließen (Esc)</translation>
        </message>
        <message>
            <location filename="ui/map_note.py" />
            <source>Close this note</source>
            <translation>Diese Notiz schließen</translation>
        </message>
        <message>
            <location filename="ui/map_scene.py" />
            <source>was {number}</source>
            <translation>vorher {number}</translation>
        </message>
        <message>
            <location filename="ui/map_scene.py" />
            <source>⚡ on arrival</source>
            <translation>⚡ bei Ankunft</translation>
        </message>
        <message>
            <location filename="ui/map_scene.py" />
            <source>fades at dawn</source>
            <translation>vergeht im Morgengrauen</translation>
        </message>
        <message>
            <location filename="ui/map_scene.py" />
            <source>A place not yet revealed: it appears when someone arrives next to it within a Menhir's range.</source>
            <translation>Ein noch nicht aufgedeckter Ort: Er erscheint, wenn jemand daneben in Reichweite eines Menhirs ankommt.</translation>
        </message>
        <message>
            <location filename="ui/map_scene.py" />
            <source>You cannot travel to {place} from here: only connected locations (matching Direction Keys) can be reached.</source>
            <translation>Von hier aus ist dieser Ort nicht erreichbar ({place}): Nur verbundene Orte (mit passenden Richtungszeichen) sind erreichbar.</translation>
        </message>
        <message>
            <location filename="ui/map_scene.py" />
            <source>Map</source>
            <translation>Karte</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Slate blue</source>
            <translation>Schieferblau</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Rust</source>
            <translation>Rost</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Moss</source>
            <translation>Moos</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>acts first in each round of the day</source>
            <translation>handelt in jeder Runde des Tages als Erster</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>acts second in each round of the day</source>
            <translation>handelt in jeder Runde des Tages als Zweiter</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>acts third in each round of the day</source>
            <translation>handelt in jeder Runde des Tages als Dritter</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>acts fourth in each round of the day</source>
            <translation>handelt in jeder Runde des Tages als Vierter</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>acts fifth in each round of the day</source>
            <translation>handelt in jeder Runde des Tages als Fünfter</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>acts sixth in each round of the day</source>
            <translation>handelt in jeder Runde des Tages als Sechster</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>acts later in each round of the day</source>
            <translation>handelt in jeder Runde des Tages später</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>&lt;b&gt;Action:&lt;/b&gt; {name} ({cost} Energy) — {text}</source>
            <translation>&lt;b&gt;Aktion:&lt;/b&gt; {name} ({cost} Energie) — {text}</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>&lt;b&gt;Trait:&lt;/b&gt; {trait}</source>
            <translation>&lt;b&gt;Wesenszug:&lt;/b&gt; {trait}</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>&lt;b&gt;Tracks:&lt;/b&gt; Energy {energy}/{energy_max}, Health {health}/{health_max}, Terror {terror}/{terror_max}; Strategy phases per turn in a fight: {strategy}</source>
            <translation>&lt;b&gt;Leisten:&lt;/b&gt; Energie {energy}/{energy_max}, Gesundheit {health}/{health_max}, Terror {terror}/{terror_max}; Strategiephasen pro Zug in einem Kampf: {strategy}</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>&lt;b&gt;Attributes:&lt;/b&gt; {attributes}</source>
            <translation>&lt;b&gt;Eigenschaften:&lt;/b&gt; {attributes}</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>&lt;b&gt;Resources:&lt;/b&gt; {resources}</source>
            <translation>&lt;b&gt;Vorräte:&lt;/b&gt; {resources}</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Campaign</source>
            <translation>Kampagne</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Choose the campaign pack to play.</source>
            <translation>Wähle das Kampagnenpaket, das du spielen willst.</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Campaign packs</source>
            <translation>Kampagnenpakete</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Other pack folder…</source>
            <translation>Anderer Paketordner…</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Campaign pack folder</source>
            <translation>Ordner des Kampagnenpakets</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>This pack cannot be played:
{exc}</source>
            <translation>Dieses Paket kann nicht gespielt werden:
{exc}</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>&lt;b&gt;{title}&lt;/b&gt; (version {version})&lt;br&gt;{description}</source>
            <translation>&lt;b&gt;{title}&lt;/b&gt; (Version {version})&lt;br&gt;{description}</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Players and characters</source>
            <translation>Spieler und Charaktere</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>One character per player; each character can be chosen once.</source>
            <translation>Ein Charakter pro Spieler; jeder Charakter kann einmal gewählt werden.</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Number of players</source>
            <translation>Anzahl der Spieler</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>leave empty for a random seed</source>
            <translation>leer lassen für einen zufälligen Startwert</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Seed (optional)</source>
            <translation>Startwert (freiwillig)</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>A number or a word; the same seed deals the same campaign</source>
            <translation>Eine Zahl oder ein Wort; derselbe Startwert gibt dieselbe Kampagne</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Players</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Seats</source>
            <translation>Plätze</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Player {n}</source>
            <translation>Spieler {n}</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Seat {n}: player's name</source>
            <translation>Platz {n}: Name des Spielers</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Seat {n}: character</source>
            <translation>Platz {n}: Charakter</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Seat {n}: player colour</source>
            <translation>Platz {n}: Spielerfarbe</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Seat {value}</source>
            <translation>Platz {value}</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>as</source>
            <translation>als</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>in</source>
            <translation>in</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Each character can be chosen only once.</source>
            <translation>Jeder Charakter kann nur einmal gewählt werden.</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Gentle fasting</source>
            <translation>Sanftes Fasten</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Resting without Food takes at most 2 Energy, never all of it, and never Health.</source>
            <translation>Eine Rast ohne Nahrung kostet höchstens 2 Energie, nie alles, und nie Gesundheit.</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Cheaper Exploration</source>
            <translation>Billigeres Erkunden</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Exploring costs no Energy.</source>
            <translation>Erkunden kostet keine Energie.</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>No Terror for escaping</source>
            <translation>Kein Terror fürs Fliehen</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Escaping an encounter never adds Terror.</source>
            <translation>Vor einer Begegnung zu fliehen bringt nie Terror.</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Longer light</source>
            <translation>Längeres Licht</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Every Menhir burns a day longer: its dial (its days of light) is set 1 higher.</source>
            <translation>Jeder Menhir brennt einen Tag länger: Seine Scheibe (seine Tage Licht) steht 1 höher.</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Full larder</source>
            <translation>Volle Speisekammer</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Each character starts with 2 more Food.</source>
            <translation>Jeder Charakter beginnt mit 2 Nahrung mehr.</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Difficulty and house rules</source>
            <translation>Schwierigkeit und Hausregeln</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Normal is the chapter as it is meant to be played. House rules soften the upkeep.</source>
            <translation>Normal ist das Kapitel, wie es gespielt werden soll. Hausregeln mildern die Versorgung.</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>New campaign</source>
            <translation>Neue Kampagne</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>Begin the campaign</source>
            <translation>Die Kampagne beginnen</translation>
        </message>
        <message>
            <location filename="ui/new_campaign.py" />
            <source>How to play: characters and parties</source>
            <translation>So wird gespielt: Charaktere und Gruppen</translation>
        </message>
        <message>
            <location filename="ui/opening.py" />
            <source>A letter for {name}</source>
            <translation>Ein Brief für {name}</translation>
        </message>
        <message>
            <location filename="ui/opening.py" />
            <source>A new Active Quest</source>
            <translation>Ein neuer aktiver Auftrag</translation>
        </message>
        <message>
            <location filename="ui/opening.py" />
            <source>Your letter and the first Event</source>
            <translation>Dein Brief und das erste Ereignis</translation>
        </message>
        <message>
            <location filename="ui/opening.py" />
            <source>Begin Day 1 (Enter)</source>
            <translation>Tag 1 beginnen (Eingabe)</translation>
        </message>
        <message>
            <location filename="ui/party_prompt.py" />
            <source>Who joins?</source>
            <translation>Wer kommt mit?</translation>
        </message>
        <message>
            <location filename="ui/party_prompt.py" />
            <source>&lt;span style="font-size: 14pt;"&gt;&lt;b&gt;{title}&lt;/b&gt;&lt;/span&gt;{does}&lt;br&gt;Everyone else here may join as a party. Each player answers for their character.</source>
            <translation>&lt;span style="font-size: 14pt;"&gt;&lt;b&gt;{title}&lt;/b&gt;&lt;/span&gt;{does}&lt;br&gt;Alle anderen hier dürfen sich als Gruppe anschließen. Jeder Spieler antwortet für seinen Charakter.</translation>
        </message>
        <message>
            <location filename="ui/party_prompt.py" />
            <source>&lt;i&gt;Cost:&lt;/i&gt; {cost}</source>
            <translation>&lt;i&gt;Kosten:&lt;/i&gt; {cost}</translation>
        </message>
        <message>
            <location filename="ui/party_prompt.py" />
            <source>&lt;b&gt;Character&lt;/b&gt;</source>
            <translation>&lt;b&gt;Charakter&lt;/b&gt;</translation>
        </message>
        <message>
            <location filename="ui/party_prompt.py" />
            <source>&lt;b&gt;Energy&lt;/b&gt;</source>
            <translation>&lt;b&gt;Energie&lt;/b&gt;</translation>
        </message>
        <message>
            <location filename="ui/party_prompt.py" />
            <source>&lt;b&gt;Answer&lt;/b&gt;</source>
            <translation>&lt;b&gt;Antwort&lt;/b&gt;</translation>
        </message>
        <message>
            <location filename="ui/party_prompt.py" />
            <source>&lt;b&gt;Pays {name}&lt;/b&gt;</source>
            <translation>&lt;b&gt;Zahlt {name}&lt;/b&gt;</translation>
        </message>
        <message>
            <location filename="ui/party_prompt.py" />
            <source>{total} {name} in all, shared as you agree</source>
            <translation>{total} {name} insgesamt, geteilt wie ihr euch einigt</translation>
        </message>
        <message>
            <location filename="ui/party_prompt.py" />
            <source>&lt;i&gt;leads&lt;/i&gt;</source>
            <translation>&lt;i&gt;führt&lt;/i&gt;</translation>
        </message>
        <message>
            <location filename="ui/party_prompt.py" />
            <source>Join</source>
            <translation>Mitgehen</translation>
        </message>
        <message>
            <location filename="ui/party_prompt.py" />
            <source>Stay</source>
            <translation>Bleiben</translation>
        </message>
        <message>
            <location filename="ui/party_prompt.py" />
            <source>&lt;i&gt;stays: {why}&lt;/i&gt;</source>
            <translation>&lt;i&gt;bleibt: {why}&lt;/i&gt;</translation>
        </message>
        <message>
            <location filename="ui/party_prompt.py" />
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
        <message>
            <location filename="ui/party_prompt.py" />
            <source>Go alone</source>
            <translation>Allein gehen</translation>
        </message>
        <message>
            <location filename="ui/party_prompt.py" />
            <source>Go as a party of {size}</source>
            <translation>Als Gruppe zu {size} gehen</translation>
        </message>
        <message>
            <location filename="ui/party_prompt.py" />
            <source>{name}'s share of the {name2} ({name} holds {have})</source>
            <translation>Anteil von {name} an {name2} ({name} hat {have})</translation>
        </message>
        <message>
            <location filename="ui/party_prompt.py" />
            <source>{name} pays {name2}</source>
            <translation>{name} zahlt {name2}</translation>
        </message>
        <message>
            <location filename="ui/party_prompt.py" />
            <source>the {resource} shares add up to {paid}; the cost is {total} {resource}</source>
            <translation>die Anteile an {resource} ergeben {paid}; der Preis ist {total} {resource}</translation>
        </message>
        <message>
            <location filename="ui/party_prompt.py" />
            <source>this party cannot take the action now</source>
            <translation>diese Gruppe kann die Aktion jetzt nicht ausführen</translation>
        </message>
        <message>
            <location filename="ui/party_prompt.py" />
            <source>{resource} {paid} of {total}</source>
            <translation>{resource} {paid} von {total}</translation>
        </message>
        <message>
            <location filename="ui/party_prompt.py" />
            <source>&lt;i&gt;Shared so far:&lt;/i&gt; {parts}</source>
            <translation>&lt;i&gt;Bisher geteilt:&lt;/i&gt; {parts}</translation>
        </message>
        <message>
            <location filename="ui/quests_view.py" />
            <source>Quests &amp; belongings</source>
            <translation>Aufträge &amp; Habe</translation>
        </message>
        <message>
            <location filename="ui/reveal_overlay.py" />
            <source>A big moment</source>
            <translation>Ein großer Moment</translation>
        </message>
        <message>
            <location filename="ui/reveal_overlay.py" />
            <source>Space, Enter, Escape or a click continues</source>
            <translation>Leertaste, Eingabe, Esc oder ein Klick geht weiter</translation>
        </message>
        <message>
            <location filename="ui/reveal_overlay.py" />
            <source>({n} more)</source>
            <translation>(noch {n})</translation>
        </message>
        <message>
            <location filename="ui/reveal_overlay.py" />
            <source>Space, Enter, Escape or a click continues{more}</source>
            <translation>Leertaste, Eingabe, Esc oder ein Klick geht weiter{more}</translation>
        </message>
        <message>
            <location filename="ui/rules_reference.py" />
            <source>Rules reference</source>
            <translation>Regelübersicht</translation>
        </message>
        <message>
            <location filename="ui/rules_reference.py" />
            <source>Search the rules</source>
            <translation>Die Regeln durchsuchen</translation>
        </message>
        <message>
            <location filename="ui/rules_reference.py" />
            <source>Search the rules by any word, e.g. Exhausted, Menhir, escape</source>
            <translation>Durchsuche die Regeln nach jedem Wort, z. B. Erschöpft, Menhir, fliehen</translation>
        </message>
        <message>
            <location filename="ui/rules_reference.py" />
            <source>Rule</source>
            <translation>Regel</translation>
        </message>
        <message>
            <location filename="ui/rules_reference.py" />
            <source>From</source>
            <translation>Von</translation>
        </message>
        <message>
            <location filename="ui/rules_reference.py" />
            <source>Rules by chapter</source>
            <translation>Regeln nach Kapitel</translation>
        </message>
        <message>
            <location filename="ui/rules_reference.py" />
            <source>◆ from the printed rules
◇ decided for this edition, where the printed rules say nothing</source>
            <translation>◆ aus den gedruckten Regeln
◇ für diese Ausgabe entschieden, wo die gedruckten Regeln schweigen</translation>
        </message>
        <message>
            <location filename="ui/rules_reference.py" />
            <source>Rules reference

The rules reference is not part of this build.</source>
            <translation>Regelübersicht

Die Regelübersicht gehört nicht zu diesem Build.</translation>
        </message>
        <message>
            <location filename="ui/rules_reference.py" />
            <source>{value} of {total} rules</source>
            <translation>{value} von {total} Regeln</translation>
        </message>
        <message>
            <location filename="ui/rules_reference.py" />
            <source>{total} rules</source>
            <translation>{total} Regeln</translation>
        </message>
        <message>
            <location filename="ui/rules_reference.py" />
            <source>No rule names it.</source>
            <translation>Keine Regel nennt es.</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>Day</source>
            <translation>Tag</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>Place</source>
            <translation>Ort</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>Characters</source>
            <translation>Charaktere</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>Last played</source>
            <translation>Zuletzt gespielt</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>Earlier autosave ({n} back)</source>
            <translation>Frühere automatische Sicherung ({n} zurück)</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>earlier autosave ({n} back)</source>
            <translation>frühere automatische Sicherung ({n} zurück)</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>Earlier save ({n} back)</source>
            <translation>Früherer Spielstand ({n} zurück)</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>earlier save ({n} back)</source>
            <translation>früherer Spielstand ({n} zurück)</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>Earlier text play save ({n} back)</source>
            <translation>Früherer Spielstand des Textmodus ({n} zurück)</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>earlier text play save ({n} back)</source>
            <translation>früherer Spielstand des Textmodus ({n} zurück)</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>Earlier crash save ({n} back)</source>
            <translation>Früherer Notfall-Spielstand ({n} zurück)</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>earlier crash save ({n} back)</source>
            <translation>früherer Notfall-Spielstand ({n} zurück)</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>autosave</source>
            <translation>automatische Sicherung</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>Save</source>
            <comment>a save file</comment>
            <translation>Spielstand</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>Text play save</source>
            <translation>Spielstand des Textmodus</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>text play save</source>
            <translation>Spielstand des Textmodus</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>crash save</source>
            <translation>Notfall-Spielstand</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>A damaged file</source>
            <translation>Eine beschädigte Datei</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>Checkpoint “{name}”</source>
            <translation>Haltepunkt „{name}“</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>{title} (earlier, {n} back)</source>
            <translation>{title} (früher, {n} zurück)</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>cannot be read</source>
            <translation>nicht lesbar</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>A checkpoint: Open restores the campaign to this moment.</source>
            <translation>Ein Haltepunkt: Öffnen stellt die Kampagne auf diesen Moment zurück.</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>Backups ({n})</source>
            <translation>Sicherungskopien ({n})</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>Every save and autosave keeps five earlier versions of itself.</source>
            <translation>Jeder Spielstand und jede automatische Sicherung bewahrt fünf frühere Fassungen von sich.</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>Load a campaign</source>
            <translation>Eine Kampagne laden</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>Campaigns and their saves</source>
            <translation>Kampagnen und ihre Spielstände</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>Every save and autosave keeps five earlier versions; checkpoints are kept until you delete them.</source>
            <translation>Jeder Spielstand und jede automatische Sicherung bewahrt fünf frühere Fassungen; Haltepunkte bleiben, bis du sie löschst.</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>Open</source>
            <translation>Öffnen</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>Rename…</source>
            <translation>Umbenennen…</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>Delete…</source>
            <translation>Löschen…</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>Import…</source>
            <translation>Importieren…</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>How to play: saves, chapters and coming back</source>
            <translation>So wird gespielt: Spielstände, Kapitel und Wiederkehr</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>No campaign saved yet. Start one with New campaign.</source>
            <translation>Noch keine Kampagne gespeichert. Beginne eine mit „Neue Kampagne“.</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>This file cannot be read: {value}</source>
            <translation>Diese Datei kann nicht gelesen werden: {value}</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>Restore “{value}”: {name} goes on from that moment (its autosaves and saves keep their earlier versions as backups).</source>
            <translation>„{value}“ wiederherstellen: {name} geht von diesem Moment an weiter (ihre automatischen Sicherungen und Spielstände behalten ihre früheren Fassungen als Sicherungskopien).</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>Open goes on with {value}.</source>
            <translation>Öffnen macht weiter mit {value}.</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>Earlier versions of this campaign's save and autosave, newest first.</source>
            <translation>Frühere Fassungen des Spielstands und der automatischen Sicherung dieser Kampagne, neueste zuerst.</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>Open this {value} of {name}.</source>
            <translation>Dies öffnen: {value} von {name}.</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>Cannot open</source>
            <translation>Öffnen nicht möglich</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>Rename checkpoint</source>
            <translation>Haltepunkt umbenennen</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>New name of the checkpoint:</source>
            <translation>Neuer Name des Haltepunkts:</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>Cannot rename</source>
            <translation>Umbenennen nicht möglich</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>Delete checkpoint</source>
            <translation>Haltepunkt löschen</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>Delete the checkpoint “{name}”?</source>
            <translation>Den Haltepunkt „{name}“ löschen?</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>It cannot be restored afterwards. The campaign's saves are not touched.</source>
            <translation>Er lässt sich danach nicht wiederherstellen. Die Spielstände der Kampagne bleiben unberührt.</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>Delete</source>
            <translation>Löschen</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>Cannot delete</source>
            <translation>Löschen nicht möglich</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>Export save</source>
            <translation>Spielstand exportieren</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>Save sheets (*.toml)</source>
            <translation>Spielstandsbögen (*.toml)</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>Import save</source>
            <translation>Spielstand importieren</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>Cannot import</source>
            <translation>Importieren nicht möglich</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>Seed {seed}: a new campaign with this seed and the same characters deals the same cards.</source>
            <translation>Startwert {seed}: Eine neue Kampagne mit diesem Startwert und denselben Charakteren teilt dieselben Karten aus.</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>save</source>
            <comment>a save file</comment>
            <translation>Spielstand</translation>
        </message>
        <message>
            <location filename="ui/saves_dialog.py" />
            <source>save, “{title}”,</source>
            <translation>Spielstand „{title}“</translation>
        </message>
        <message>
            <location filename="ui/scene_access.py" />
            <source>Exhausted at 1 or less</source>
            <translation>Erschöpft bei 1 oder weniger</translation>
        </message>
        <message>
            <location filename="ui/scene_access.py" />
            <source>Dying at 0</source>
            <translation>Sterbend bei 0</translation>
        </message>
        <message>
            <location filename="ui/scene_access.py" />
            <source>Going Insane in the top two slots</source>
            <translation>Im Wahn in den obersten zwei Feldern</translation>
        </message>
        <message>
            <location filename="ui/scene_access.py" />
            <source>{track} {value} of {max}</source>
            <translation>{track} {value} von {max}</translation>
        </message>
        <message>
            <location filename="ui/scene_access.py" />
            <source>never above Health ({cap})</source>
            <translation>nie über Gesundheit ({cap})</translation>
        </message>
        <message>
            <location filename="ui/scene_access.py" />
            <source>selected</source>
            <translation>ausgewählt</translation>
        </message>
        <message>
            <location filename="ui/scene_access.py" />
            <source>a legal spot for the selected card</source>
            <translation>ein erlaubter Platz für die ausgewählte Karte</translation>
        </message>
        <message>
            <location filename="ui/scene_access.py" />
            <source>a target for the selected die</source>
            <translation>ein Ziel für den ausgewählten Würfel</translation>
        </message>
        <message>
            <location filename="ui/scene_access.py" />
            <source>focused</source>
            <translation>im Fokus</translation>
        </message>
        <message>
            <location filename="ui/scene_access.py" />
            <source>Everything on the {name}, one line each; Enter acts on a line</source>
            <translation>Alles im Bereich „{name}“, je eine Zeile; die Eingabetaste wirkt auf die gewählte Zeile</translation>
        </message>
        <message>
            <location filename="ui/scene_access.py" />
            <source>; you can travel here (Enter)</source>
            <translation>; du kannst hierher reisen (Eingabe)</translation>
        </message>
        <message>
            <location filename="ui/scene_access.py" />
            <source>{name}, enemy: Health {left} of {health}; dial colour {dial}</source>
            <translation>{name}, Gegner: Gesundheit {left} von {health}; Scheibenfarbe {dial}</translation>
        </message>
        <message>
            <location filename="ui/scene_access.py" />
            <source>; a target for the selected die</source>
            <translation>; ein Ziel für den gewählten Würfel</translation>
        </message>
        <message>
            <location filename="ui/scene_access.py" />
            <source>; not available now</source>
            <translation>; jetzt nicht verfügbar</translation>
        </message>
        <message>
            <location filename="ui/shortcuts_sheet.py" />
            <source>At the table</source>
            <translation>Am Tisch</translation>
        </message>
        <message>
            <location filename="ui/shortcuts_sheet.py" />
            <source>In the journal</source>
            <translation>Im Erkundungsbuch</translation>
        </message>
        <message>
            <location filename="ui/shortcuts_sheet.py" />
            <source>On the encounter board</source>
            <translation>Auf dem Begegnungsbrett</translation>
        </message>
        <message>
            <location filename="ui/shortcuts_sheet.py" />
            <source>Anywhere</source>
            <translation>Überall</translation>
        </message>
        <message>
            <location filename="ui/shortcuts_sheet.py" />
            <source>{menu} menu</source>
            <translation>Menü {menu}</translation>
        </message>
        <message>
            <location filename="ui/shortcuts_sheet.py" />
            <source>Keyboard shortcuts</source>
            <translation>Tastenkürzel</translation>
        </message>
        <message>
            <location filename="ui/shortcuts_sheet.py" />
            <source>Every key this window answers to now, read from its menus and screens. On the map, + and − zoom and C re-centres; the encounter board lists its own keys at its foot. More keys appear here once a campaign is open.</source>
            <translation>Jede Taste, auf die dieses Fenster jetzt hört, gelesen aus seinen Menüs und Bildschirmen. Auf der Karte zoomen + und −, C zentriert neu; das Begegnungsbrett nennt seine eigenen Tasten an seinem Fuß. Weitere Tasten erscheinen hier, sobald eine Kampagne geöffnet ist.</translation>
        </message>
        <message>
            <location filename="ui/speech.py" />
            <source>text to speech could not start: {error}</source>
            <translation>die Sprachausgabe konnte nicht starten: {error}</translation>
        </message>
        <message>
            <location filename="ui/speech.py" />
            <source>text to speech is unavailable</source>
            <translation>die Sprachausgabe ist nicht verfügbar</translation>
        </message>
        <message>
            <location filename="ui/speech.py" />
            <source>text to speech stopped with an error</source>
            <translation>die Sprachausgabe brach mit einem Fehler ab</translation>
        </message>
        <message>
            <location filename="ui/speech.py" />
            <source>No audio output was found: read-aloud speaks, but nothing can be heard here.</source>
            <translation>Keine Audioausgabe gefunden: Das Vorlesen spricht, aber hier ist nichts zu hören.</translation>
        </message>
        <message>
            <location filename="ui/speech.py" />
            <source>Read-aloud is unavailable: {why}.</source>
            <translation>Vorlesen ist nicht verfügbar: {why}.</translation>
        </message>
        <message>
            <location filename="ui/speech.py" />
            <source>the speech service did not answer within {seconds} seconds</source>
            <translation>der Sprachdienst hat nicht innerhalb von {seconds} Sekunden geantwortet</translation>
        </message>
        <message>
            <location filename="ui/stage.py" />
            <source>Journal</source>
            <translation>Erkundungsbuch</translation>
        </message>
        <message>
            <location filename="ui/stage.py" />
            <source>Encounter</source>
            <translation>Begegnung</translation>
        </message>
        <message>
            <location filename="ui/stage.py" />
            <source>What the table shows</source>
            <translation>Was der Tisch zeigt</translation>
        </message>
        <message>
            <location filename="ui/stage.py" />
            <source>{tab} — the game waits here</source>
            <translation>{tab} — hier wartet das Spiel</translation>
        </message>
        <message>
            <location filename="ui/start_of_day.py" />
            <source>Start of the Day summary</source>
            <translation>Zusammenfassung: Beginn des Tages</translation>
        </message>
        <message>
            <location filename="ui/start_of_day.py" />
            <source>The morning's upkeep, in rule order. Click a line to see it on the map.</source>
            <translation>Die Versorgung des Morgens, in der Reihenfolge der Regeln. Klicke auf eine Zeile, um sie auf der Karte zu sehen.</translation>
        </message>
        <message>
            <location filename="ui/start_of_day.py" />
            <source>Close the summary (Esc). The chronicle keeps every line.</source>
            <translation>Die Zusammenfassung schließen (Esc). Die Chronik bewahrt jede Zeile.</translation>
        </message>
        <message>
            <location filename="ui/start_of_day.py" />
            <source>A quiet night: nothing changed at dawn.</source>
            <translation>Eine ruhige Nacht: Im Morgengrauen hat sich nichts verändert.</translation>
        </message>
        <message>
            <location filename="ui/start_of_day.py" />
            <source>A decision is needed</source>
            <translation>Eine Entscheidung ist nötig</translation>
        </message>
        <message>
            <location filename="ui/start_of_day.py" />
            <source>The day's Event · {title}</source>
            <translation>Das Ereignis des Tages · {title}</translation>
        </message>
        <message>
            <location filename="ui/start_of_day.py" />
            <source>A new Active Quest.</source>
            <translation>Ein neuer aktiver Auftrag.</translation>
        </message>
        <message>
            <location filename="ui/start_of_day.py" />
            <source>Already among your Active Quests.</source>
            <translation>Schon unter deinen Aktiven Aufträgen.</translation>
        </message>
        <message>
            <location filename="ui/start_of_day.py" />
            <source>The day's Event: {title}</source>
            <translation>Das Ereignis des Tages: {title}</translation>
        </message>
        <message>
            <location filename="ui/start_of_day.py" />
            <source>(see it on the map)</source>
            <translation>(siehe Karte)</translation>
        </message>
        <message>
            <location filename="ui/start_of_day.py" />
            <source>Show {location} on the map (click, or Enter)</source>
            <translation>{location} auf der Karte zeigen (Klick oder Eingabe)</translation>
        </message>
        <message>
            <location filename="ui/start_of_day.py" />
            <source>the place</source>
            <translation>den Ort</translation>
        </message>
        <message>
            <location filename="ui/start_screen.py" />
            <source>Continue</source>
            <translation>Weiterspielen</translation>
        </message>
        <message>
            <location filename="ui/start_screen.py" />
            <source>Resume the latest saved campaign or match</source>
            <translation>Die zuletzt gespeicherte Kampagne oder Partie fortsetzen</translation>
        </message>
        <message>
            <location filename="ui/start_screen.py" />
            <source>Choose a campaign pack and characters</source>
            <translation>Ein Kampagnenpaket und Charaktere wählen</translation>
        </message>
        <message>
            <location filename="ui/start_screen.py" />
            <source>Load…</source>
            <translation>Laden…</translation>
        </message>
        <message>
            <location filename="ui/start_screen.py" />
            <source>Open a save sheet</source>
            <translation>Einen Spielstandsbogen öffnen</translation>
        </message>
        <message>
            <location filename="ui/start_screen.py" />
            <source>The Riven Veil…</source>
            <translation>Der Zerrissene Schleier…</translation>
        </message>
        <message>
            <location filename="ui/start_screen.py" />
            <source>The second game: 2–4 factions fight for the isle (people or bots)</source>
            <translation>Das zweite Spiel: 2–4 Fraktionen kämpfen um die Insel (Menschen oder Bots)</translation>
        </message>
        <message>
            <location filename="ui/start_screen.py" />
            <source>Text size, theme, animation speed, confirmations</source>
            <translation>Schriftgröße, Farbschema, Animationstempo, Rückfragen, Sprache</translation>
        </message>
        <message>
            <location filename="ui/start_screen.py" />
            <source>Rules</source>
            <translation>Regeln</translation>
        </message>
        <message>
            <location filename="ui/start_screen.py" />
            <source>The rules reference</source>
            <translation>Die Regelübersicht</translation>
        </message>
        <message>
            <location filename="ui/start_screen.py" />
            <source>Quit</source>
            <translation>Beenden</translation>
        </message>
        <message>
            <location filename="ui/start_screen.py" />
            <source>Close Grail Desktop</source>
            <translation>Grail Desktop schließen</translation>
        </message>
        <message>
            <location filename="ui/start_screen.py" />
            <source>Start screen</source>
            <translation>Startbildschirm</translation>
        </message>
        <message>
            <location filename="ui/start_screen.py" />
            <source>Grail Desktop</source>
            <translation>Grail Desktop</translation>
        </message>
        <message>
            <location filename="ui/start_screen.py" />
            <source>The stones are guttering. Walk the drowned island while there is light.</source>
            <translation>Die Steine flackern. Durchwandere die ertrunkene Insel, solange es noch Licht gibt.</translation>
        </message>
        <message>
            <location filename="ui/start_screen.py" />
            <source>Version {version} · an original campaign edition · F1 for the rules</source>
            <translation>Version {version} · eine eigenständige Kampagnenausgabe · F1 für die Regeln</translation>
        </message>
        <message>
            <location filename="ui/story_view.py" />
            <source>Nothing has been read yet. Explore a location to open the Exploration Journal.</source>
            <translation>Noch ist nichts gelesen. Erkunde einen Ort, um das Erkundungsbuch zu öffnen.</translation>
        </message>
        <message>
            <location filename="ui/story_view.py" />
            <source>The Story so Far</source>
            <translation>Die Geschichte bis jetzt</translation>
        </message>
        <message>
            <location filename="ui/story_view.py" />
            <source>You chose</source>
            <translation>Deine Wahl</translation>
        </message>
        <message>
            <location filename="ui/table.py" />
            <source>How to play: what this screen is for</source>
            <translation>So wird gespielt: wozu dieser Bildschirm dient</translation>
        </message>
        <message>
            <location filename="ui/table.py" />
            <source>How to play this screen</source>
            <translation>So spielt man diesen Bildschirm</translation>
        </message>
        <message>
            <location filename="ui/table.py" />
            <source>Focus the map</source>
            <translation>Zur Karte</translation>
        </message>
        <message>
            <location filename="ui/table.py" />
            <source>Focus the actions</source>
            <translation>Zu den Aktionen</translation>
        </message>
        <message>
            <location filename="ui/table.py" />
            <source>Read the card under the pointer</source>
            <translation>Die Karte unter dem Zeiger lesen</translation>
        </message>
        <message>
            <location filename="ui/table.py" />
            <source>&lt;b&gt;A card is shown large on the stage.&lt;/b&gt; Put it away (Enter, Space or a click) to go on.</source>
            <translation>&lt;b&gt;Eine Karte wird groß auf der Bühne gezeigt.&lt;/b&gt; Leg sie weg (Enter, Leertaste oder ein Klick), um weiterzuspielen.</translation>
        </message>
        <message>
            <location filename="ui/table.py" />
            <source>&lt;b&gt;The fight is over.&lt;/b&gt; Read its outcome on the board, then leave it with its button (Enter).</source>
            <translation>&lt;b&gt;Der Kampf ist vorbei.&lt;/b&gt; Lies seinen Ausgang auf dem Brett und verlass es dann mit seiner Schaltfläche (Enter).</translation>
        </message>
        <message>
            <location filename="ui/table.py" />
            <source>&lt;b&gt;Day {day} begins.&lt;/b&gt; Read the morning summary, then go on with its button (Enter).</source>
            <translation>&lt;b&gt;Tag {day} beginnt.&lt;/b&gt; Lies die Morgenübersicht und mach dann mit ihrer Schaltfläche weiter (Enter).</translation>
        </message>
        <message>
            <location filename="ui/table.py" />
            <source>&lt;b&gt;The reading is over.&lt;/b&gt; Read its last page, then close it with the button under it (Enter).</source>
            <translation>&lt;b&gt;Die Lesung ist zu Ende.&lt;/b&gt; Lies ihre letzte Seite und schließe sie dann mit der Schaltfläche darunter (Enter).</translation>
        </message>
        <message>
            <location filename="ui/table.py" />
            <source>Pass?</source>
            <translation>Passen?</translation>
        </message>
        <message>
            <location filename="ui/table.py" />
            <source>Passing ends this character's day. It cannot be taken back. Pass now?</source>
            <translation>Passen beendet den Tag dieses Charakters. Das lässt sich nicht zurücknehmen. Jetzt passen?</translation>
        </message>
        <message>
            <location filename="ui/table.py" />
            <source>Pass now</source>
            <translation>Jetzt passen</translation>
        </message>
        <message>
            <location filename="ui/table.py" />
            <source>Lower the Menhir's dial?</source>
            <translation>Die Scheibe des Menhirs senken?</translation>
        </message>
        <message>
            <location filename="ui/table.py" />
            <source>Activate it anyway</source>
            <translation>Trotzdem wecken</translation>
        </message>
        <message>
            <location filename="ui/table.py" />
            <source>Keep the dial</source>
            <translation>Scheibe lassen</translation>
        </message>
        <message>
            <location filename="ui/table.py" />
            <source>the last action</source>
            <translation>die letzte Aktion</translation>
        </message>
        <message>
            <location filename="ui/table.py" />
            <source>The player at the mouse</source>
            <translation>Wer die Maus hat</translation>
        </message>
        <message>
            <location filename="ui/table.py" />
            <source>Take back another player's action?</source>
            <translation>Die Aktion eines anderen Spielers zurücknehmen?</translation>
        </message>
        <message>
            <location filename="ui/table.py" />
            <source>{player}: {asker} would like to take back {name}'s action ({what}). Do you agree?</source>
            <translation>{player}: {asker} möchte die Aktion von {name} zurücknehmen ({what}). Bist du einverstanden?</translation>
        </message>
        <message>
            <location filename="ui/table.py" />
            <source>Yes, {player} agrees</source>
            <translation>Ja, {player} ist einverstanden</translation>
        </message>
        <message>
            <location filename="ui/table.py" />
            <source>No, keep it</source>
            <translation>Nein, so lassen</translation>
        </message>
        <message>
            <location filename="ui/table.py" />
            <source>{player} kept {name}'s action.</source>
            <translation>{player} hat die Aktion von {name} stehen lassen.</translation>
        </message>
        <message>
            <location filename="ui/table.py" />
            <source>Your day is over: no Energy is left for another action. The End of the Day follows.</source>
            <translation>Dein Tag ist vorbei: Es bleibt keine Energie für eine weitere Aktion. Das Ende des Tages folgt.</translation>
        </message>
        <message>
            <location filename="ui/table.py" />
            <source>Your day is over: nobody has Energy for another action. The End of the Day follows.</source>
            <translation>Euer Tag ist vorbei: Niemand hat Energie für eine weitere Aktion. Es folgt das Ende des Tages.</translation>
        </message>
        <message>
            <location filename="ui/table.py" />
            <source>This character</source>
            <translation>Dieser Charakter</translation>
        </message>
        <message>
            <location filename="ui/table.py" />
            <source>{name}'s day is over: no Energy is left for another action.</source>
            <translation>Der Tag von {name} ist vorbei: Es bleibt keine Energie für eine weitere Aktion.</translation>
        </message>
        <message>
            <location filename="ui/table.py" />
            <source>Back to the journal (Enter)</source>
            <translation>Zurück zum Erkundungsbuch (Eingabe)</translation>
        </message>
        <message>
            <location filename="ui/table.py" />
            <source>Read on (Enter)</source>
            <translation>Weiterlesen (Eingabe)</translation>
        </message>
        <message>
            <location filename="ui/table.py" />
            <source>To the End of the Day (Enter)</source>
            <translation>Zum Ende des Tages (Eingabe)</translation>
        </message>
        <message>
            <location filename="ui/table.py" />
            <source>The night is not over yet: close the reading to begin Day {day}.</source>
            <translation>Die Nacht ist noch nicht vorbei: schließe die Lesung, um Tag {day} zu beginnen.</translation>
        </message>
        <message>
            <location filename="ui/table.py" />
            <source>&lt;b&gt;The game is over:&lt;/b&gt; {outcome}</source>
            <translation>&lt;b&gt;Das Spiel ist vorbei:&lt;/b&gt; {outcome}</translation>
        </message>
        <message>
            <location filename="ui/table.py" />
            <source>&lt;b&gt;Encounter&lt;/b&gt; — choose your next step.</source>
            <translation>&lt;b&gt;Begegnung&lt;/b&gt; — wähle deinen nächsten Schritt.</translation>
        </message>
        <message>
            <location filename="ui/table.py" />
            <source>&lt;b&gt;{name}&lt;/b&gt; is reading the journal. Choose an option under the page (or press its number).</source>
            <translation>&lt;b&gt;{name}&lt;/b&gt; liest im Erkundungsbuch. Wähle unter der Seite eine Möglichkeit (oder drücke ihre Zahl).</translation>
        </message>
        <message>
            <location filename="ui/table.py" />
            <source>&lt;b&gt;{who}&lt;/b&gt;: a decision is needed: {decision}.</source>
            <translation>&lt;b&gt;{who}&lt;/b&gt;: Eine Entscheidung steht an: {decision}.</translation>
        </message>
        <message>
            <location filename="ui/table.py" />
            <source>&lt;b&gt;{name}&lt;/b&gt;'s turn. Choose one action.</source>
            <translation>&lt;b&gt;{name}&lt;/b&gt; ist am Zug. Wähle eine Aktion.</translation>
        </message>
        <message>
            <location filename="ui/table.py" />
            <source>Waiting…</source>
            <translation>Warten…</translation>
        </message>
        <message>
            <location filename="ui/table.py" />
            <source>{ending} — see how the story ends</source>
            <translation>{ending} — sieh, wie die Geschichte endet</translation>
        </message>
        <message>
            <location filename="ui/table.py" />
            <source>{ending} — go to the End of the Day (Enter)</source>
            <translation>{ending} — weiter zum Ende des Tages (Enter)</translation>
        </message>
        <message>
            <location filename="ui/table.py" />
            <source>{ending} — on to Day {day} (Enter)</source>
            <translation>{ending} — weiter zu Tag {day} (Enter)</translation>
        </message>
        <message>
            <location filename="ui/table.py" />
            <source>Exploration ends — return to the map (Enter)</source>
            <translation>Die Erkundung endet — zurück zur Karte (Enter)</translation>
        </message>
        <message>
            <location filename="ui/theme.py" />
            <source>Dark</source>
            <translation>Dunkel</translation>
        </message>
        <message>
            <location filename="ui/theme.py" />
            <source>Light</source>
            <translation>Hell</translation>
        </message>
        <message>
            <location filename="ui/theme.py" />
            <source>High contrast</source>
            <translation>Hoher Kontrast</translation>
        </message>
        <message>
            <location filename="ui/trade_dialog.py" />
            <source>Trade between characters</source>
            <translation>Tausch zwischen Charakteren</translation>
        </message>
        <message>
            <location filename="ui/trade_dialog.py" />
            <source>Characters on the same location may hand over Food, Wealth, Items and Secrets (not Personal ones; never Reputation, Experience or Magic). Trading does not use a turn.</source>
            <translation>Charaktere am selben Ort dürfen Nahrung, Reichtum, Gegenstände und Geheimnisse übergeben (keine persönlichen; nie Ruf, Erfahrung oder Magie). Tauschen kostet keinen Zug.</translation>
        </message>
        <message>
            <location filename="ui/trade_dialog.py" />
            <source>To</source>
            <translation>An</translation>
        </message>
        <message>
            <location filename="ui/trade_dialog.py" />
            <source>How many</source>
            <translation>Wie viele</translation>
        </message>
        <message>
            <location filename="ui/trade_dialog.py" />
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <location filename="ui/trade_dialog.py" />
            <source>Give</source>
            <translation>Geben</translation>
        </message>
        <message>
            <location filename="ui/trade_dialog.py" />
            <source>The ground here (left by the fallen)</source>
            <translation>Der Boden hier (von den Gefallenen zurückgelassen)</translation>
        </message>
        <message>
            <location filename="ui/trade_dialog.py" />
            <source>(has {n})</source>
            <translation>(hat {n})</translation>
        </message>
        <message>
            <location filename="ui/trade_dialog.py" />
            <source>Pick up {item}</source>
            <translation>{item} aufheben</translation>
        </message>
        <message>
            <location filename="ui/trade_dialog.py" />
            <source>choose what to hand over</source>
            <translation>wähle, was du übergibst</translation>
        </message>
        <message>
            <location filename="ui/trade_dialog.py" />
            <source>Pick up</source>
            <translation>Aufheben</translation>
        </message>
        <message>
            <location filename="ui/trade_dialog.py" />
            <source>Not given: the one who gives said no.</source>
            <translation>Nicht gegeben: Wer geben sollte, hat abgelehnt.</translation>
        </message>
        <message>
            <location filename="ui/trade_dialog.py" />
            <source>Done.</source>
            <translation>Erledigt.</translation>
        </message>
        <message>
            <location filename="ui/trade_dialog.py" />
            <source>Done: {done}.</source>
            <translation>Erledigt: {done}.</translation>
        </message>
        <message>
            <location filename="ui/tray.py" />
            <source>{name} track</source>
            <translation>Leiste {name}</translation>
        </message>
        <message>
            <location filename="ui/tray.py" />
            <source>Attributes</source>
            <translation>Eigenschaften</translation>
        </message>
        <message>
            <location filename="ui/tray.py" />
            <source>Resources</source>
            <translation>Vorräte</translation>
        </message>
        <message>
            <location filename="ui/tray.py" />
            <source>Action</source>
            <translation>Aktion</translation>
        </message>
        <message>
            <location filename="ui/tray.py" />
            <source>Trait</source>
            <translation>Wesenszug</translation>
        </message>
        <message>
            <location filename="ui/tray.py" />
            <source>Skills</source>
            <translation>Fertigkeiten</translation>
        </message>
        <message>
            <location filename="ui/tray.py" />
            <source>Items</source>
            <translation>Gegenstände</translation>
        </message>
        <message>
            <location filename="ui/tray.py" />
            <source>Secrets</source>
            <translation>Geheimnisse</translation>
        </message>
        <message>
            <location filename="ui/tray.py" />
            <source>Cards</source>
            <translation>Karten</translation>
        </message>
        <message>
            <location filename="ui/tray.py" />
            <source>face down</source>
            <translation>verdeckt</translation>
        </message>
        <message>
            <location filename="ui/tray.py" />
            <source>Personal</source>
            <translation>Persönlich</translation>
        </message>
        <message>
            <location filename="ui/tray.py" />
            <source>Character trays</source>
            <translation>Charaktertafeln</translation>
        </message>
        <message>
            <location filename="ui/veil/board_scene.py" />
            <source>The north-west</source>
            <translation>Der Nordwesten</translation>
        </message>
        <message>
            <location filename="ui/veil/board_scene.py" />
            <source>The north</source>
            <translation>Der Norden</translation>
        </message>
        <message>
            <location filename="ui/veil/board_scene.py" />
            <source>The north-east</source>
            <translation>Der Nordosten</translation>
        </message>
        <message>
            <location filename="ui/veil/board_scene.py" />
            <source>The west</source>
            <translation>Der Westen</translation>
        </message>
        <message>
            <location filename="ui/veil/board_scene.py" />
            <source>The centre</source>
            <translation>Die Mitte</translation>
        </message>
        <message>
            <location filename="ui/veil/board_scene.py" />
            <source>The east</source>
            <translation>Der Osten</translation>
        </message>
        <message>
            <location filename="ui/veil/board_scene.py" />
            <source>The south-west</source>
            <translation>Der Südwesten</translation>
        </message>
        <message>
            <location filename="ui/veil/board_scene.py" />
            <source>The south</source>
            <translation>Der Süden</translation>
        </message>
        <message>
            <location filename="ui/veil/board_scene.py" />
            <source>The south-east</source>
            <translation>Der Südosten</translation>
        </message>
        <message>
            <location filename="ui/veil/board_scene.py" />
            <source>Excalibur</source>
            <translation>Excalibur</translation>
        </message>
        <message>
            <location filename="ui/veil/board_scene.py" />
            <source>The Holy Grail</source>
            <translation>Der Heilige Gral</translation>
        </message>
        <message>
            <location filename="ui/veil/board_scene.py" />
            <source>The Green Knight stands here for the rest of the game. He fights in this region with strength 3 for no one, never wins a tie and scores nothing; every faction placing above him gains 1 Favor.</source>
            <translation>Der Grüne Ritter steht hier für den Rest des Spiels. Er kämpft in dieser Region mit Stärke 3 für niemanden, gewinnt nie einen Gleichstand und erhält keine Punkte; jede Fraktion, die vor ihm abschneidet, erhält 1 Gunst.</translation>
        </message>
        <message>
            <location filename="ui/veil/board_scene.py" />
            <source>Its bearer's Lord has +2 strength; once a season, in the first battle where that Lord fights and its faction is tied for first, Excalibur adds 1 more.</source>
            <translation>Der Fürst seines Trägers hat +2 Stärke; einmal je Jahreszeit, in der ersten Schlacht, in der dieser Fürst kämpft und seine Fraktion gleichauf an erster Stelle liegt, gibt Excalibur 1 weitere dazu.</translation>
        </message>
        <message>
            <location filename="ui/veil/board_scene.py" />
            <source>Excalibur waits at the end of the Favor Track: the first faction to reach it takes it. {does}</source>
            <translation>Excalibur wartet am Ende der Gunstleiste: Die erste Fraktion, die es erreicht, nimmt es. {does}</translation>
        </message>
        <message>
            <location filename="ui/veil/board_scene.py" />
            <source>already used this season</source>
            <translation>in dieser Jahreszeit schon genutzt</translation>
        </message>
        <message>
            <location filename="ui/veil/board_scene.py" />
            <source>ready this season</source>
            <translation>in dieser Jahreszeit bereit</translation>
        </message>
        <message>
            <location filename="ui/veil/board_scene.py" />
            <source>Excalibur, held by {faction} (its Lord: {lord}). {does} The extra 1 is {ready}.</source>
            <translation>Excalibur; Träger: {faction} (Fürst: {lord}). {does} Die zusätzliche 1 ist {ready}.</translation>
        </message>
        <message>
            <location filename="ui/veil/board_scene.py" />
            <source>The Lord who finds it claims 10 VP at once; its bearer wins a tie for the most VP at the end of the game.</source>
            <translation>Der Fürst, der ihn findet, erhält sofort 10 SP; sein Träger gewinnt am Ende des Spiels einen Gleichstand um die meisten SP.</translation>
        </message>
        <message>
            <location filename="ui/veil/board_scene.py" />
            <source>The Holy Grail lies hidden under one of the Mist Cards. {does}</source>
            <translation>Der Heilige Gral liegt unter einer der Nebelkarten verborgen. {does}</translation>
        </message>
        <message>
            <location filename="ui/veil/board_scene.py" />
            <source>The Holy Grail, borne by {faction}. {does}</source>
            <translation>Der Heilige Gral; Träger: {faction}. {does}</translation>
        </message>
        <message>
            <location filename="ui/veil/board_scene.py" />
            <source>{ring} · {vp} VP</source>
            <translation>{ring} · {vp} SP</translation>
        </message>
        <message>
            <location filename="ui/veil/board_scene.py" />
            <source>{ring} · face down</source>
            <translation>{ring} · verdeckt</translation>
        </message>
        <message>
            <location filename="ui/veil/board_scene.py" />
            <source>{value}: Deep Mist. No one may enter this season.</source>
            <translation>{value}: Tiefer Nebel. In dieser Jahreszeit darf niemand hinein.</translation>
        </message>
        <message>
            <location filename="ui/veil/board_scene.py" />
            <source>Mist</source>
            <translation>Nebel</translation>
        </message>
        <message>
            <location filename="ui/veil/board_scene.py" />
            <source>A face-down Mist Card: the Lord who explores here turns it over.</source>
            <translation>Eine verdeckte Nebelkarte: Der Fürst, der hier erkundet, deckt sie auf.</translation>
        </message>
        <message>
            <location filename="ui/veil/board_scene.py" />
            <source>{name}: a Mythical Beast waiting to be bonded ({cost} Faction Power, {vp} VP, strength {strength}).</source>
            <translation>{name}: eine mythische Bestie, die auf einen Bund wartet ({cost} Fraktionsmacht, {vp} SP, Stärke {strength}).</translation>
        </message>
        <message numerus="yes">
            <location filename="ui/veil/board_scene.py" />
            <source>with %n Strength Token(s)</source>
            <translation>
                <numerusform>mit %n Stärkemarker</numerusform>
                <numerusform>mit %n Stärkemarkern</numerusform>
            </translation>
        </message>
        <message>
            <location filename="ui/veil/board_scene.py" />
            <source>A Settlement of {faction}{extra} (strength {strength}).</source>
            <translation>Eine Siedlung ({faction}{extra}; Stärke {strength}).</translation>
        </message>
        <message>
            <location filename="ui/veil/board_scene.py" />
            <source>on the Favor Track</source>
            <translation>auf der Gunstleiste</translation>
        </message>
        <message>
            <location filename="ui/veil/board_scene.py" />
            <source>hidden in the Mist</source>
            <translation>im Nebel verborgen</translation>
        </message>
        <message>
            <location filename="ui/veil/board_scene.py" />
            <source>{relic}: {where}</source>
            <translation>{relic}: {where}</translation>
        </message>
        <message>
            <location filename="ui/veil/board_scene.py" />
            <source>{name}: strength {total} here</source>
            <translation>{name}: Stärke {total} hier</translation>
        </message>
        <message>
            <location filename="ui/veil/board_scene.py" />
            <source>Champion</source>
            <translation>Champion</translation>
        </message>
        <message>
            <location filename="ui/veil/board_scene.py" />
            <source>the bonded Beast {name}</source>
            <translation>die verbündete Bestie {name}</translation>
        </message>
        <message>
            <location filename="ui/veil/board_scene.py" />
            <source>{faction} here: {pieces}. Strength {strength}.</source>
            <translation>{faction} hier: {pieces}. Stärke {strength}.</translation>
        </message>
        <message>
            <location filename="ui/veil/board_scene.py" />
            <source>a Settlement</source>
            <translation>eine Siedlung</translation>
        </message>
        <message>
            <location filename="ui/veil/board_scene.py" />
            <source>The board of the isle</source>
            <translation>Der Plan der Insel</translation>
        </message>
        <message>
            <location filename="ui/veil/card_pictures.py" />
            <source>+{strength} strength to its Hero</source>
            <translation>+{strength} Stärke für seinen Helden</translation>
        </message>
        <message>
            <location filename="ui/veil/card_pictures.py" />
            <source>Ability: {name} ({cost} Faction Power)</source>
            <translation>Fähigkeit: {name} ({cost} Fraktionsmacht)</translation>
        </message>
        <message>
            <location filename="ui/veil/card_pictures.py" />
            <source>Carried by {holder}</source>
            <translation>Träger: {holder}</translation>
        </message>
        <message>
            <location filename="ui/veil/card_pictures.py" />
            <source>{name} (Artifact, {vp} VP when gained). {facts} {text}</source>
            <translation>{name} (Artefakt, {vp} SP beim Erhalt). {facts} {text}</translation>
        </message>
        <message>
            <location filename="ui/veil/card_pictures.py" />
            <source>{vp} VP</source>
            <translation>{vp} SP</translation>
        </message>
        <message>
            <location filename="ui/veil/card_pictures.py" />
            <source>Artifact</source>
            <translation>Artefakt</translation>
        </message>
        <message>
            <location filename="ui/veil/card_pictures.py" />
            <source>VP by season: {vp}</source>
            <translation>SP je Jahreszeit: {vp}</translation>
        </message>
        <message>
            <location filename="ui/veil/card_pictures.py" />
            <source>Fulfilled by {seat}</source>
            <translation>Erfüllt von: {seat}</translation>
        </message>
        <message>
            <location filename="ui/veil/card_pictures.py" />
            <source>{name} (Prophecy, {vp} VP this season). {text} {facts}</source>
            <translation>{name} (Prophezeiung, {vp} SP in dieser Jahreszeit). {text} {facts}</translation>
        </message>
        <message>
            <location filename="ui/veil/card_pictures.py" />
            <source>Prophecy</source>
            <translation>Prophezeiung</translation>
        </message>
        <message>
            <location filename="ui/veil/hand_table.py" />
            <source>In front: the card to play</source>
            <translation>Vorne: die Karte, die du spielst</translation>
        </message>
        <message>
            <location filename="ui/veil/hand_table.py" />
            <source>Behind the separator: cards that pay</source>
            <translation>Hinter dem Trenner: Karten, die bezahlen</translation>
        </message>
        <message>
            <location filename="ui/veil/hand_table.py" />
            <source>In front: your Battle Plan</source>
            <translation>Vorne: dein Schlachtplan</translation>
        </message>
        <message>
            <location filename="ui/veil/hand_table.py" />
            <source>Behind the separator: Bonus Cards</source>
            <translation>Hinter dem Trenner: Bonuskarten</translation>
        </message>
        <message>
            <location filename="ui/veil/hand_table.py" />
            <source>Your hand: drag a card</source>
            <translation>Deine Hand: zieh eine Karte</translation>
        </message>
        <message>
            <location filename="ui/veil/hand_table.py" />
            <source>The separator: the Battle Plan in front is played, each Bonus Card behind adds 1 to its limit</source>
            <translation>Der Trenner: der Schlachtplan vorne wird gespielt, jede Bonuskarte dahinter erhöht seine Grenze um 1</translation>
        </message>
        <message>
            <location filename="ui/veil/hand_table.py" />
            <source>The separator: the card in front is played, the cards behind pay for it</source>
            <translation>Der Trenner: Die Karte davor wird gespielt, die Karten dahinter bezahlen sie</translation>
        </message>
        <message>
            <location filename="ui/veil/hand_table.py" />
            <source>strength {strength} · limit {limit}</source>
            <translation>Stärke {strength} · Limit {limit}</translation>
        </message>
        <message numerus="yes">
            <location filename="ui/veil/hand_table.py" />
            <source>initiative {initiative}
pay %n other card(s)</source>
            <translation>
                <numerusform>Initiative {initiative}
mit %n anderen Karte zahlen</numerusform>
                <numerusform>Initiative {initiative}
mit %n anderen Karten zahlen</numerusform>
            </translation>
        </message>
        <message>
            <location filename="ui/veil/hand_table.py" />
            <source>initiative {initiative}
nothing to pay</source>
            <translation>Initiative {initiative}
nichts zu bezahlen</translation>
        </message>
        <message>
            <location filename="ui/veil/hand_table.py" />
            <source>That card</source>
            <translation>Diese Karte</translation>
        </message>
        <message>
            <location filename="ui/veil/hand_table.py" />
            <source>{name} cannot be played now.</source>
            <translation>{name} kann jetzt nicht gespielt werden.</translation>
        </message>
        <message>
            <location filename="ui/veil/hand_table.py" />
            <source>{name} is not a Battle Plan now.</source>
            <translation>{name} ist jetzt kein Schlachtplan.</translation>
        </message>
        <message>
            <location filename="ui/veil/hand_table.py" />
            <source>the card in front</source>
            <translation>die Karte vorne</translation>
        </message>
        <message>
            <location filename="ui/veil/hand_table.py" />
            <source>{name} cannot pay for {other} as well.</source>
            <translation>{name} kann nicht auch noch bezahlen für: {other}.</translation>
        </message>
        <message>
            <location filename="ui/veil/hand_table.py" />
            <source>{name} cannot back {other} as well.</source>
            <translation>{name} kann nicht auch noch verstärken: {other}.</translation>
        </message>
        <message>
            <location filename="ui/veil/hand_table.py" />
            <source>{name} cannot go behind the separator now.</source>
            <translation>{name} kann jetzt nicht hinter den Trenner.</translation>
        </message>
        <message>
            <location filename="ui/veil/hand_table.py" />
            <source>Your hand: drag the card to play to the front, the cards that pay behind</source>
            <translation>Deine Hand: zieh die Karte, die du spielst, nach vorne, die Karten, die bezahlen, nach hinten</translation>
        </message>
        <message>
            <location filename="ui/veil/hand_table.py" />
            <source>Play</source>
            <translation>Spielen</translation>
        </message>
        <message>
            <location filename="ui/veil/hand_table.py" />
            <source>Clear</source>
            <translation>Leeren</translation>
        </message>
        <message>
            <location filename="ui/veil/hand_table.py" />
            <source>All cards back to the hand</source>
            <translation>Alle Karten zurück auf die Hand</translation>
        </message>
        <message>
            <location filename="ui/veil/hand_table.py" />
            <source>Play the card in front, paid by the cards behind (others see only that you chose)</source>
            <translation>Die Karte vorne spielen, bezahlt mit den Karten dahinter (die anderen sehen nur, dass du gewählt hast)</translation>
        </message>
        <message>
            <location filename="ui/veil/hand_table.py" />
            <source>Ready: {name} in front.</source>
            <translation>Bereit: {name} vorne.</translation>
        </message>
        <message>
            <location filename="ui/veil/hand_table.py" />
            <source>Drag your Battle Plan to the front, and any Bonus Cards behind the separator (each adds 1 to its limit).</source>
            <translation>Zieh deinen Schlachtplan nach vorne und beliebige Bonuskarten hinter den Trenner (jede erhöht seine Grenze um 1).</translation>
        </message>
        <message>
            <location filename="ui/veil/hand_table.py" />
            <source>Now drag any Bonus Cards behind the separator: each adds 1 to the plan's limit.</source>
            <translation>Zieh nun beliebige Bonuskarten hinter den Trenner: jede erhöht die Grenze des Plans um 1.</translation>
        </message>
        <message>
            <location filename="ui/veil/hand_table.py" />
            <source>Drag a card to the front, and the cards that pay for it behind the separator.</source>
            <translation>Zieh eine Karte nach vorne und die Karten, die für sie bezahlen, hinter den Trenner.</translation>
        </message>
        <message>
            <location filename="ui/veil/hand_table.py" />
            <source>Now drag the cards that pay for it behind the separator.</source>
            <translation>Zieh nun die Karten, die für sie bezahlen, hinter den Trenner.</translation>
        </message>
        <message>
            <location filename="ui/veil/load_rows.py" />
            <source>Open goes on with {match}.</source>
            <translation>Öffnen macht hier weiter: {match}.</translation>
        </message>
        <message>
            <location filename="ui/veil/load_rows.py" />
            <source>This match cannot be read.</source>
            <translation>Diese Partie kann nicht gelesen werden.</translation>
        </message>
        <message>
            <location filename="ui/veil/load_rows.py" />
            <source>Open restores the match to this moment of {name}.</source>
            <translation>Öffnen stellt {name} auf diesen Moment zurück.</translation>
        </message>
        <message>
            <location filename="ui/veil/load_rows.py" />
            <source>Open goes on from this save of {name}.</source>
            <translation>Öffnen macht mit diesem Spielstand von {name} weiter.</translation>
        </message>
        <message>
            <location filename="ui/veil/models.py" />
            <source>{name}: {vp} VP in all</source>
            <translation>{name}: {vp} SP insgesamt</translation>
        </message>
        <message>
            <location filename="ui/veil/models.py" />
            <source>{name}: {vp} VP from {source}</source>
            <translation>{name}: {vp} SP aus {source}</translation>
        </message>
        <message>
            <location filename="ui/veil/models.py" />
            <source>Total</source>
            <translation>Gesamt</translation>
        </message>
        <message>
            <location filename="ui/veil/panels.py" />
            <source>Privacy screen</source>
            <translation>Sichtschutz</translation>
        </message>
        <message>
            <location filename="ui/veil/panels.py" />
            <source>Pass to {name} — only {name} should look</source>
            <translation>Weitergeben an {name} — nur {name} soll hinsehen</translation>
        </message>
        <message>
            <location filename="ui/veil/panels.py" />
            <source>{name} plays {faction}. {why} Everyone else, please look away.</source>
            <translation>{name} spielt diese Fraktion: {faction}. {why} Alle anderen schauen bitte weg.</translation>
        </message>
        <message>
            <location filename="ui/veil/panels.py" />
            <source>I am {name}: show my hand</source>
            <translation>Ich bin {name}: meine Hand zeigen</translation>
        </message>
        <message>
            <location filename="ui/veil/panels.py" />
            <source>{name}: show my hand</source>
            <translation>{name}: meine Hand zeigen</translation>
        </message>
        <message>
            <location filename="ui/veil/panels.py" />
            <source>Score chart by source</source>
            <translation>Punktetafel nach Herkunft</translation>
        </message>
        <message>
            <location filename="ui/veil/panels.py" />
            <source>Scores by seat and source</source>
            <translation>Punkte nach Platz und Herkunft</translation>
        </message>
        <message>
            <location filename="ui/veil/rules_page.py" />
            <source>How to play the Riven Veil</source>
            <translation>So spielt man den Zerrissenen Schleier</translation>
        </message>
        <message>
            <location filename="ui/veil/rules_page.py" />
            <source>The Riven Veil's rules in short</source>
            <translation>Die Regeln des Zerrissenen Schleiers in Kürze</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>Your hand</source>
            <translation>Deine Hand</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>Prophecies in play</source>
            <translation>Prophezeiungen im Spiel</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>Combat Cards drawn against the limit</source>
            <translation>Gegen das Limit gezogene Kampfkarten</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>Your choices</source>
            <translation>Deine Möglichkeiten</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>Back to the first choices (nothing is played yet)</source>
            <translation>Zurück zu den ersten Möglichkeiten (noch ist nichts gespielt)</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>Take back your last action (not past a reveal or a card drawn)</source>
            <translation>Deine letzte Aktion zurücknehmen (nicht über eine Enthüllung oder gezogene Karte hinaus)</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>Go on to the next step (Enter)</source>
            <translation>Weiter zum nächsten Schritt (Eingabe)</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>What happened</source>
            <translation>Was geschah</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>Faster bots</source>
            <translation>Schnellere Bots</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>Bots act after a short pause instead of a longer one</source>
            <translation>Bots handeln nach einer kurzen statt einer längeren Pause</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>How to play the Riven Veil: the rules in short (F1)</source>
            <translation>So spielt man den Zerrissenen Schleier: die Regeln in Kürze (F1)</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>Save the match (Ctrl+S); it is also saved each round</source>
            <translation>Die Partie speichern (Strg+S); sie wird auch jede Runde gespeichert</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>Leave</source>
            <translation>Verlassen</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>Save and go back to the start screen</source>
            <translation>Speichern und zum Startbildschirm zurück</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>It is their turn to choose in secret.</source>
            <translation>Sie sind an der Reihe, geheim zu wählen.</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>It is their turn.</source>
            <translation>Sie sind an der Reihe.</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>Refused: {why}</source>
            <translation>Abgelehnt: {why}</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>Turn order by initiative: {order}.</source>
            <translation>Zugreihenfolge nach Initiative: {order}.</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>Continue (by itself in {left} s)</source>
            <translation>Weiter (von selbst in {left} s)</translation>
        </message>
        <message numerus="yes">
            <location filename="ui/veil/screen.py" />
            <source>Play {card} (initiative {initiative}), paying with {cost} of your other cards — %n way(s) to pay: choose next</source>
            <translation>
                <numerusform>{card} spielen (Initiative {initiative}), bezahlt mit {cost} deiner anderen Karten — %n Möglichkeit zu bezahlen: als Nächstes wählen</numerusform>
                <numerusform>{card} spielen (Initiative {initiative}), bezahlt mit {cost} deiner anderen Karten — %n Möglichkeiten zu bezahlen: als Nächstes wählen</numerusform>
            </translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>Play {card} (strength {strength}, limit {limit}) — then choose Bonus Cards</source>
            <translation>{card} spielen (Stärke {strength}, Grenze {limit}) — dann wähle Bonuskarten</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>Nothing to do in {region} now.</source>
            <translation>Hier gibt es jetzt nichts zu tun: {region}.</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>Saved “{name}”.</source>
            <translation>„{name}“ gespeichert.</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>{seat} {vp} VP</source>
            <translation>{seat} {vp} SP</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>VP gained this season by source. Standings at its end: {totals}.</source>
            <translation>In dieser Jahreszeit gewonnene SP nach Herkunft. Stand an ihrem Ende: {totals}.</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>After the Mist Phase of Season {season}: {totals}.</source>
            <translation>Nach der Nebelphase der Jahreszeit {season}: {totals}.</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>The end of Season {season}</source>
            <translation>Das Ende der Jahreszeit {season}</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>VP by source over the whole game:</source>
            <translation>SP nach Herkunft über das ganze Spiel:</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>Back to the start screen</source>
            <translation>Zurück zum Startbildschirm</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>round {round}</source>
            <translation>Runde {round}</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>has chosen</source>
            <translation>hat gewählt</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>choosing</source>
            <translation>wählt</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>acting now</source>
            <translation>ist am Zug</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>&lt;b&gt;{vp} VP&lt;/b&gt; · Favor {favor} · Power {power}</source>
            <translation>&lt;b&gt;{vp} SP&lt;/b&gt; · Gunst {favor} · Macht {power}</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>&lt;b&gt;{vp} VP&lt;/b&gt; (+{forecast} if the season ended now) · Favor {favor} · Power {power}</source>
            <translation>&lt;b&gt;{vp} SP&lt;/b&gt; (+{forecast}, endete die Jahreszeit jetzt) · Gunst {favor} · Macht {power}</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>Prophecies:</source>
            <translation>Prophezeiungen:</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>{name} ({vp} VP: {text})</source>
            <translation>{name} ({vp} SP: {text})</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>fulfilled by {seats}</source>
            <translation>erfüllt von {seats}</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>{name} ({cost} Power, used)</source>
            <translation>{name} ({cost} Macht, genutzt)</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>{name} ({cost} Power)</source>
            <translation>{name} ({cost} Macht)</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>{artifact} held by {hero}</source>
            <translation>{artifact}, getragen von {hero}</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>Lord: {lord}; Faction Power {power}; Settlement slots (VP): {slots}; Warriors in supply {supply}; abilities: {abilities}</source>
            <translation>Fürst: {lord}; Fraktionsmacht {power}; Siedlungsplätze (SP): {slots}; Krieger im Vorrat {supply}; Fähigkeiten: {abilities}</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>used this season: {names}</source>
            <translation>in dieser Jahreszeit genutzt: {names}</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>Prophecies fulfilled: {names}</source>
            <translation>Erfüllte Prophezeiungen: {names}</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>Hands are hidden</source>
            <translation>Die Hände sind verdeckt</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>Each hand shows only to its owner, after the privacy screen.</source>
            <translation>Jede Hand zeigt sich nur ihrem Besitzer, nach dem Sichtschutz.</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>Your hand, {value} ({value2})</source>
            <translation>Deine Hand, {value} ({value2})</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>Your hand, {seat}: drag, or choose from the list</source>
            <translation>Deine Hand, {seat}: ziehen oder aus der Liste wählen</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>Artifact on offer: {name} ({vp} VP, strength {strength}): {text}</source>
            <translation>Angebotenes Artefakt: {name} ({vp} SP, Stärke {strength}): {text}</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>Battle in {region}.</source>
            <translation>Schlacht: {region}.</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>starting strength {n}</source>
            <translation>Anfangsstärke {n}</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>Battle Plan {card} (strength {strength}, limit {limit})</source>
            <translation>Schlachtplan: {card} (Stärke {strength}, Grenze {limit})</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>choosing in secret</source>
            <translation>wählt geheim</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>drew {cards}</source>
            <translation>zog {cards}</translation>
        </message>
        <message numerus="yes">
            <location filename="ui/veil/screen.py" />
            <source>drew %n Combat Card(s) face down</source>
            <translation>
                <numerusform>zog %n Kampfkarte verdeckt</numerusform>
                <numerusform>zog %n Kampfkarten verdeckt</numerusform>
            </translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>Revealed to everyone — step {step} of {steps}</source>
            <translation>Allen enthüllt — Schritt {step} von {steps}</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>Revealed to everyone</source>
            <translation>Allen enthüllt</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>{value} is thinking…</source>
            <translation>{value} überlegt…</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>Waiting</source>
            <translation>Warten</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>{value}, your decision — {value2}</source>
            <translation>{value}, deine Entscheidung — {value2}</translation>
        </message>
        <message numerus="yes">
            <location filename="ui/veil/screen.py" />
            <source>End of your turn: draw %n more card(s).</source>
            <translation>
                <numerusform>Ende deines Zuges: zieh noch %n Karte.</numerusform>
                <numerusform>Ende deines Zuges: zieh noch %n Karten.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>Now: {step}.</source>
            <translation>Jetzt: {step}.</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>Your card is played out: use an ability if you like, or finish your card.</source>
            <translation>Deine Karte ist ausgespielt: Nutze nach Belieben eine Fähigkeit oder beende deine Karte.</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>Choose in secret the card to play and the cards that pay for it. Others see only that you chose.</source>
            <translation>Wähle geheim die Karte, die du spielst, und die Karten, die dafür bezahlen. Die anderen sehen nur, dass du gewählt hast.</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>Combat Cards: strength {total} of your plan's limit {limit}</source>
            <translation>Kampfkarten: Stärke {total} bei der Grenze deines Plans von {limit}</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>over the limit: the plan fails</source>
            <translation>über der Grenze: Der Plan scheitert</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>The limit: if your Combat Cards add up to more than {limit}, your Battle Plan fails and adds only half its strength. You may stop after any card, and draw at most {n}.</source>
            <translation>Die Grenze: ergeben deine Kampfkarten zusammen mehr als {limit}, scheitert dein Schlachtplan und bringt nur die Hälfte seiner Stärke. Du darfst nach jeder Karte aufhören und ziehst höchstens {n}.</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>{draw} — none left: its deck and discard pile are empty</source>
            <translation>{draw} — keine mehr: Stapel und Ablagestapel sind leer</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>The last round of the game: its War Phase and the final scoring follow.</source>
            <translation>Die letzte Runde des Spiels: danach folgen ihre Kriegsphase und die Schlusswertung.</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>deploy</source>
            <translation>aufstellen</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>move</source>
            <translation>ziehen</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>settle</source>
            <translation>besiedeln</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>draw</source>
            <translation>Karte ziehen</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>place Strength Tokens</source>
            <translation>Stärkemarker legen</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>gain Power</source>
            <translation>Macht gewinnen</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>gain VP</source>
            <translation>SP gewinnen</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>gain Favor</source>
            <translation>Gunst gewinnen</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>{step} — {n} left</source>
            <translation>{step} — noch {n}</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>Cannot load the match</source>
            <translation>Die Partie lässt sich nicht laden</translation>
        </message>
        <message>
            <location filename="ui/veil/screen.py" />
            <source>The pack was updated</source>
            <translation>Das Paket wurde aktualisiert</translation>
        </message>
        <message>
            <location filename="ui/veil/setup_dialog.py" />
            <source>The Riven Veil: a new match</source>
            <translation>Der Zerrissene Schleier: eine neue Partie</translation>
        </message>
        <message>
            <location filename="ui/veil/setup_dialog.py" />
            <source>&lt;b&gt;{name}&lt;/b&gt;: two to four factions fight for the isle over the seasons. Choose who sits at each seat: a person at this screen, or a bot. People share the screen and pass it on; a privacy screen hides each hand.</source>
            <translation>&lt;b&gt;{name}&lt;/b&gt;: zwei bis vier Fraktionen kämpfen über die Jahreszeiten um die Insel. Wähle, wer an jedem Platz sitzt: ein Mensch an diesem Bildschirm oder ein Bot. Menschen teilen den Bildschirm und geben ihn weiter; ein Sichtschutz verbirgt jede Hand.</translation>
        </message>
        <message>
            <location filename="ui/veil/setup_dialog.py" />
            <source>Continue the saved match</source>
            <translation>Die gespeicherte Partie fortsetzen</translation>
        </message>
        <message>
            <location filename="ui/veil/setup_dialog.py" />
            <source>Go on where it stopped: {saved}</source>
            <translation>Dort weitermachen, wo sie stehen blieb: {saved}</translation>
        </message>
        <message>
            <location filename="ui/veil/setup_dialog.py" />
            <source>Number of seats</source>
            <translation>Anzahl der Plätze</translation>
        </message>
        <message>
            <location filename="ui/veil/setup_dialog.py" />
            <source>Seats:</source>
            <translation>Plätze:</translation>
        </message>
        <message>
            <location filename="ui/veil/setup_dialog.py" />
            <source>Who</source>
            <translation>Wer</translation>
        </message>
        <message>
            <location filename="ui/veil/setup_dialog.py" />
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <location filename="ui/veil/setup_dialog.py" />
            <source>Colour</source>
            <translation>Farbe</translation>
        </message>
        <message>
            <location filename="ui/veil/setup_dialog.py" />
            <source>Faction</source>
            <translation>Fraktion</translation>
        </message>
        <message>
            <location filename="ui/veil/setup_dialog.py" />
            <source>Who plays seat {value}</source>
            <translation>Wer Platz {value} spielt</translation>
        </message>
        <message>
            <location filename="ui/veil/setup_dialog.py" />
            <source>Name of seat {value}</source>
            <translation>Name von Platz {value}</translation>
        </message>
        <message>
            <location filename="ui/veil/setup_dialog.py" />
            <source>Colour of seat {value}</source>
            <translation>Farbe von Platz {value}</translation>
        </message>
        <message>
            <location filename="ui/veil/setup_dialog.py" />
            <source>Faction of seat {value}</source>
            <translation>Fraktion von Platz {value}</translation>
        </message>
        <message>
            <location filename="ui/veil/setup_dialog.py" />
            <source>Game options</source>
            <translation>Spieloptionen</translation>
        </message>
        <message>
            <location filename="ui/veil/setup_dialog.py" />
            <source>Normal: two seasons</source>
            <translation>Normal: zwei Jahreszeiten</translation>
        </message>
        <message>
            <location filename="ui/veil/setup_dialog.py" />
            <source>Long: three seasons</source>
            <translation>Lang: drei Jahreszeiten</translation>
        </message>
        <message>
            <location filename="ui/veil/setup_dialog.py" />
            <source>Length:</source>
            <translation>Länge:</translation>
        </message>
        <message>
            <location filename="ui/veil/setup_dialog.py" />
            <source>Deterministic combat (no Combat Cards: half the limit, always)</source>
            <translation>Berechenbarer Kampf (keine Kampfkarten: immer das halbe Limit)</translation>
        </message>
        <message>
            <location filename="ui/veil/setup_dialog.py" />
            <source>Symmetric factions (every faction uses the same board)</source>
            <translation>Gleiche Fraktionen (jede Fraktion nutzt dieselbe Tafel)</translation>
        </message>
        <message>
            <location filename="ui/veil/setup_dialog.py" />
            <source>Catch-Up (the trailing factions get help each new season)</source>
            <translation>Aufholen (zurückliegende Fraktionen bekommen in jeder neuen Jahreszeit Hilfe)</translation>
        </message>
        <message>
            <location filename="ui/veil/setup_dialog.py" />
            <source>Seed of the match</source>
            <translation>Startwert der Partie</translation>
        </message>
        <message>
            <location filename="ui/veil/setup_dialog.py" />
            <source>The same seed and choices give the same match</source>
            <translation>Derselbe Startwert und dieselben Entscheidungen geben dieselbe Partie</translation>
        </message>
        <message>
            <location filename="ui/veil/setup_dialog.py" />
            <source>Seed:</source>
            <translation>Startwert:</translation>
        </message>
        <message>
            <location filename="ui/veil/setup_dialog.py" />
            <source>Begin the match</source>
            <translation>Die Partie beginnen</translation>
        </message>
        <message>
            <location filename="ui/veil/setup_dialog.py" />
            <source>Each seat needs its own faction.</source>
            <translation>Jeder Platz braucht seine eigene Fraktion.</translation>
        </message>
        <message>
            <location filename="ui/veil/setup_dialog.py" />
            <source>Each seat needs its own colour.</source>
            <translation>Jeder Platz braucht seine eigene Farbe.</translation>
        </message>
        <message>
            <location filename="ui/veil/setup_dialog.py" />
            <source>At least one seat must be a person.</source>
            <translation>Mindestens ein Platz muss mit einem Menschen besetzt sein.</translation>
        </message>
        <message>
            <location filename="ui/veil/setup_dialog.py" />
            <source>Every person needs a name.</source>
            <translation>Jeder Mensch braucht einen Namen.</translation>
        </message>
        <message>
            <source>its right edge has {where} node</source>
            <translation type="vanished">rechter Rand: Knoten {where}</translation>
        </message>
        <message>
            <source>(the quest's progress: only the story moves it; `help events`)</source>
            <translation type="vanished">(der Fortschritt des Auftrags: nur die Geschichte bewegt ihn; `hilfe ereignisse`)</translation>
        </message>
        <message>
            <source>{name}'s Energy stays {energy} ({why})</source>
            <translation type="vanished">Die Energie von {name} bleibt bei {energy} ({why})</translation>
        </message>
        <message>
            <source>Exhausted, 1 Energy or less: +4 Energy, no higher than the starting slot {start}</source>
            <translation type="vanished">Erschöpft, 1 Energie oder weniger: +4 Energie, nicht höher als das Startfeld {start}</translation>
        </message>
        <message>
            <source>back to the starting slot {start}</source>
            <translation type="vanished">zurück auf das Startfeld {start}</translation>
        </message>
        <message>
            <source>already at the starting slot {start} or above: resting never lowers it</source>
            <translation type="vanished">schon auf dem Startfeld {start} oder darüber: Rasten senkt sie nie</translation>
        </message>
        <message>
            <source>Health {n} caps Energy</source>
            <translation type="vanished">Gesundheit {n} begrenzt die Energie</translation>
        </message>
        <message>
            <source>Location {n}</source>
            <translation type="vanished">Ort {n}</translation>
        </message>
        <message>
            <source> · replaced location {n}</source>
            <translation type="vanished"> · ersetzt Ort {n}</translation>
        </message>
        <message>
            <source>{description} (location {n})</source>
            <translation type="vanished">{description} (Ort {n})</translation>
        </message>
        <message>
            <source>&lt;b&gt;{value}&lt;/b&gt; (location {number})</source>
            <translation type="vanished">&lt;b&gt;{value}&lt;/b&gt; (Ort {number})</translation>
        </message>
        <message>
            <source>&lt;i&gt;Transformed:&lt;/i&gt; this card replaced location {legacy}.</source>
            <translation type="vanished">&lt;i&gt;Verwandelt:&lt;/i&gt; Diese Karte hat Ort {legacy} ersetzt.</translation>
        </message>
        <message>
            <source>Location {number}: not revealed (it appears when someone arrives next to it within a Menhir's range)</source>
            <translation type="vanished">Ort {number}: nicht aufgedeckt (er erscheint, wenn jemand daneben in Reichweite eines Menhirs ankommt)</translation>
        </message>
        <message>
            <source>Exhausted (Energy {before}): only +4, up to the starting slot {start}</source>
            <translation type="vanished">Erschöpft (Energie {before}): nur +4, bis zum Startfeld {start}</translation>
        </message>
        <message>
            <source>already at the starting slot {start} or above; restoring never lowers it</source>
            <translation type="vanished">schon auf dem Startfeld {start} oder darüber; das Auffrischen senkt sie nie</translation>
        </message>
        <message>
            <source>; Health {health} caps Energy</source>
            <translation type="vanished">; Gesundheit {health} begrenzt die Energie</translation>
        </message>
        <message>
            <source>Energy restored {before} → {after} ({why}).</source>
            <translation type="vanished">Energie aufgefrischt {before} → {after} ({why}).</translation>
        </message>
        <message>
            <source>Energy stays {energy} ({why}).</source>
            <translation type="vanished">Die Energie bleibt {energy} ({why}).</translation>
        </message>
        <message>
            <source>Keys: point here for the list</source>
            <translation type="vanished">Tasten: mit der Maus hierher zeigen</translation>
        </message>
        <message>
            <source>a {what} encounter card drawn</source>
            <translation type="vanished">eine gezogene Begegnungskarte ({what})</translation>
        </message>
        <message>
            <source>Keys: 1–9 · arrows · Enter · D · N · R · V · Esc · +/− (hover)</source>
            <translation type="vanished">Tasten: 1–9 · Pfeile · Eingabe · D · N · R · V · Esc · +/− (zeigen)</translation>
        </message>
        <message>
            <source>initiative {initiative} · costs {cost}</source>
            <translation type="vanished">Initiative {initiative} · kostet {cost}</translation>
        </message>
        <message numerus="yes">
            <source>Play {card} (initiative {initiative}) — then choose how to pay (%n way(s))</source>
            <translation type="vanished">
                <numerusform>{card} spielen (Initiative {initiative}) — dann wähle, wie du bezahlst (%n Möglichkeit)</numerusform>
                <numerusform>{card} spielen (Initiative {initiative}) — dann wähle, wie du bezahlst (%n Möglichkeiten)</numerusform>
            </translation>
        </message>
        <message>
            <source>A new campaign begins (seed {seed}). Day 1.</source>
            <translation type="vanished">Eine neue Kampagne beginnt (Startwert {seed}). Tag 1.</translation>
        </message>
        <message>
            <source>Menhir: waking it costs {cost} per player and sets its dial to {dial}.</source>
            <translation type="vanished">Menhir: Ihn zu wecken kostet {cost} je Spieler und stellt seine Scheibe auf {dial}.</translation>
        </message>
        <message>
            <source>{enemy} takes {hits} (Health {n}: enough to defeat it).</source>
            <translation type="vanished">{enemy} erleidet {hits} (Gesundheit {n}: genug, um ihn zu besiegen).</translation>
        </message>
        <message>
            <source>Party reading the journal together: {names}</source>
            <translation type="vanished">Gruppe liest gemeinsam im Erkundungsbuch: {names}</translation>
        </message>
        <message>
            <source>See whether the Menhir here is lit, how many days its dial has left, and what waking it costs. Free: your turn goes on.</source>
            <translation type="vanished">Sehen, ob der Menhir hier brennt, wie viele Tage seine Scheibe noch hat und was es kostet, ihn zu wecken. Kostenlos: dein Zug geht weiter.</translation>
        </message>
        <message>
            <source>Wake the Menhir: pay its cost (per player) and set its dial; land within one card of it stays on the map while the dial lasts.</source>
            <translation type="vanished">Den Menhir wecken: seine Kosten (pro Spieler) zahlen und seine Scheibe stellen; Land im Abstand einer Karte bleibt auf der Karte, solange die Scheibe reicht.</translation>
        </message>
        <message>
            <source>Wake the Menhir</source>
            <translation type="vanished">Den Menhir wecken</translation>
        </message>
        <message>
            <source>The day (docs/rules.md "The day")
  Start of the Day: Menhir dials drop by 1 (a location out of a lit Menhir's reach fades), Time Dials drop,
  the top Event is revealed (a Quest stays among your Active Quests until it is completed).
  During the Day each character takes one action at a time: explore (1 Energy), travel to a connected
  location (1 Energy, 2 while Going Insane), the location's action, the character's own action, or pass.
  When nobody can act, the End of the Day follows (`help end`).
  Menhirs: `inspect-menhir` tells whether the Menhir is lit (and its dial) or dark, what waking it costs
  and what waking it does; its dial counts the days it keeps the land near it safe (waking one sets the
  dial; every morning it drops by 1). A card out of reach of every Menhir still lit tomorrow is marked
  "fades at dawn" on the Map line.</source>
            <translation type="vanished">Der Tag (docs/rules.md)
  Beginn des Tages: Die Menhir-Scheiben sinken um 1 (ein Ort außer Reichweite eines brennenden Menhirs
  vergeht), die Zeitscheiben sinken, das oberste Ereignis wird aufgedeckt (ein Auftrag bleibt unter deinen
  Aktiven Aufträgen, bis er erfüllt ist).
  Während des Tages nimmt jeder Charakter eine Aktion nach der anderen: erkunden (1 Energie), zu einem
  verbundenen Ort reisen (1 Energie, 2 im Wahn), die Ortsaktion, die eigene Aktion des Charakters oder passen.
  Kann niemand mehr handeln, folgt das Ende des Tages (`hilfe ende`).
  Menhire: `inspect-menhir` sagt, ob der Menhir brennt (und seine Scheibe) oder dunkel ist, was sein Wecken
  kostet und was es bewirkt; seine Scheibe zählt die Tage, die er das Land um sich sicher hält (das Wecken
  stellt die Scheibe; jeden Morgen sinkt sie um 1). Eine Karte außer Reichweite jedes Menhirs, der morgen
  noch brennt, ist in der Zeile "Karte" mit "vergeht im Morgengrauen" markiert.</translation>
        </message>
        <message>
            <source>see whether the Menhir here is lit and what waking it costs and does (free, keeps your turn)</source>
            <translation type="vanished">nachsehen, ob der Menhir hier brennt und was sein Wecken kostet und bewirkt (kostenlos, du bleibst am Zug)</translation>
        </message>
        <message>
            <source>wake the Menhir (costs {costs})</source>
            <translation type="vanished">den Menhir wecken (kostet {costs})</translation>
        </message>
        <message>
            <source>Wake it anyway</source>
            <translation type="vanished">Trotzdem wecken</translation>
        </message>
        <message>
            <source>Journal {section}: {title}</source>
            <translation type="vanished">Erkundungsbuch {section}: {title}</translation>
        </message>
        <message>
            <source>{who} reveals {card} (initiative {initiative}), paying with {paid}.</source>
            <translation type="vanished">{who} deckt {card} auf (Initiative {initiative}), bezahlt mit: {paid}.</translation>
        </message>
        <message>
            <source>{who} reveals {card} (strength {strength}, limit {limit}) with {bonus}.</source>
            <translation type="vanished">{who} deckt {card} auf (Stärke {strength}, Limit {limit}), Bonuskarten: {bonus}.</translation>
        </message>
        <message>
            <source>{who} reveals {card} (initiative {initiative}), paying with {paid}.</source>
            <comment>plural subject</comment>
            <translation type="vanished">{who} decken {card} auf (Initiative {initiative}), bezahlt mit: {paid}.</translation>
        </message>
        <message>
            <source>{who} reveals {card} (strength {strength}, limit {limit}) with {bonus}.</source>
            <comment>plural subject</comment>
            <translation type="vanished">{who} decken {card} auf (Stärke {strength}, Limit {limit}), Bonuskarten: {bonus}.</translation>
        </message>
        <message>
            <source>On a {positions} node: {effect}</source>
            <translation type="vanished">Auf einem Knoten ({positions}): {effect}</translation>
        </message>
        <message>
            <source>On a {positions} node</source>
            <translation type="vanished">An einem {positions} Knoten</translation>
        </message>
        <message>
            <source>Quest Dial “{name}” now {n}</source>
            <translation type="vanished">Auftragsscheibe „{name}“ jetzt auf {n}</translation>
        </message>
        <message>
            <source>Quest Dial “{name}” set to {n}</source>
            <translation type="vanished">Auftragsscheibe „{name}“ auf {n} gestellt</translation>
        </message>
        <message>
            <source>{place} ({loc}) is revealed</source>
            <translation type="vanished">{place} ({loc}) wird aufgedeckt</translation>
        </message>
        <message>
            <source>{place} ({loc}) sinks into the wyrdness</source>
            <translation type="vanished">{place} ({loc}) versinkt in der Wyrdnis</translation>
        </message>
        <message>
            <source>{who} travels to {place} ({loc})</source>
            <translation type="vanished">{who} reist nach {place} ({loc})</translation>
        </message>
        <message>
            <source>needs the Quest Dial {name} at {n} (now {m})</source>
            <translation type="vanished">braucht die Auftragsscheibe {name} auf {n} (jetzt {m})</translation>
        </message>
        <message>
            <source>travels to {place} ({n})</source>
            <translation type="vanished">reist nach {place} ({n})</translation>
        </message>
        <message>
            <source>Travel to {place} ({number})</source>
            <translation type="vanished">Reisen: {place} ({number})</translation>
        </message>
        <message>
            <source>needs the Quest Dial “{name}” at {target} (now {now})</source>
            <translation type="vanished">braucht die Auftragsscheibe „{name}“ auf {target} (jetzt {now})</translation>
        </message>
        <message>
            <source># Rules reference

The rules exactly as this edition enforces them. The words in brackets say where each rule comes from: *from the rule book*, *decided for this edition* where the rule book is silent, or *settled for this edition* for a detail fixed while building it. Combat and diplomacy follow after the campaign rules.
</source>
            <translation type="vanished"># Regelwerk

Die Regeln genau so, wie diese Ausgabe sie durchsetzt. Die Worte in Klammern sagen, woher jede Regel stammt: *aus dem Regelbuch*, *für diese Ausgabe entschieden*, wo das Regelbuch schweigt, oder *für diese Ausgabe festgelegt* für eine Einzelheit, die beim Bau geklärt wurde. Kampf und Diplomatie folgen nach den Kampagnenregeln.
</translation>
        </message>
        <message>
            <source># Rules

The rules reference is not part of this build.</source>
            <translation type="vanished"># Regeln

Das Regelwerk ist in dieser Ausgabe nicht enthalten.</translation>
        </message>
        <message>
            <source>Go on without rolling: no die is committed, and the pool still holds {dice}</source>
            <translation type="vanished">Ohne Wurf weiter: Kein Würfel ist eingesetzt, und der Vorrat hält noch {dice}</translation>
        </message>
        <message>
            <source>go on without rolling: no die is committed, and the pool still holds {dice}</source>
            <translation type="vanished">ohne Wurf weiter: kein Würfel ist eingesetzt, und der Vorrat hält noch {dice}</translation>
        </message>
        <message numerus="yes">
            <source>Go on without rolling: no die is committed, and %n die(s) stay in the pool</source>
            <translation type="vanished">
                <numerusform>Ohne Wurf weiter: Kein Würfel ist eingesetzt, und %n Würfel bleibt im Vorrat</numerusform>
                <numerusform>Ohne Wurf weiter: Kein Würfel ist eingesetzt, und %n Würfel bleiben im Vorrat</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>go on without rolling: no die is committed, and %n die(s) stay in the pool</source>
            <translation type="vanished">
                <numerusform>ohne Wurf weiter: kein Würfel ist eingesetzt, und %n Würfel bleibt im Vorrat</numerusform>
                <numerusform>ohne Wurf weiter: kein Würfel ist eingesetzt, und %n Würfel bleiben im Vorrat</numerusform>
            </translation>
        </message>
        <message>
            <source>Bot: easy — picks at random</source>
            <translation type="vanished">Bot: leicht — wählt zufällig</translation>
        </message>
        <message>
            <source>Bot: steady — takes the best gain it sees</source>
            <translation type="vanished">Bot: beständig — nimmt den besten Gewinn, den er sieht</translation>
        </message>
        <message>
            <source>Bot: cunning — plays ahead before it moves</source>
            <translation type="vanished">Bot: gerissen — spielt voraus, bevor er zieht</translation>
        </message>
        <message>
            <source>Bot: easy (random)</source>
            <translation type="vanished">Bot: leicht (zufällig)</translation>
        </message>
        <message>
            <source>Bot: steady (greedy)</source>
            <translation type="vanished">Bot: beständig (gierig)</translation>
        </message>
        <message>
            <source>Bot: cunning (search)</source>
            <translation type="vanished">Bot: gerissen (Suche)</translation>
        </message>
        <message>
            <source>At Resolve</source>
            <translation type="vanished">Bei der Auflösung</translation>
        </message>
        <message>
            <source>After each Resolve phase, even once defeated</source>
            <translation type="vanished">Nach jeder Auflösungsphase, auch wenn der Gegner besiegt ist</translation>
        </message>
        <message>
            <source>Red slots (0 and 1): Exhausted — one card fewer in encounters, less Energy back at night.</source>
            <translation type="vanished">Rote Felder (0 und 1): Erschöpft — eine Karte weniger in Begegnungen, nachts weniger Energie zurück.</translation>
        </message>
        <message>
            <source>Red slot (0): Dying — recover Health before the days run out.</source>
            <translation type="vanished">Rotes Feld (0): Sterbend — gewinne Gesundheit zurück, bevor die Tage ablaufen.</translation>
        </message>
        <message>
            <source>Red slots (the top two): Going Insane — Travel costs more, Nightmares replace Dreams. Terror above Health is Panic: one Strategy phase fewer each encounter round.</source>
            <translation type="vanished">Rote Felder (die obersten zwei): Im Wahn — Reisen kostet mehr, Albträume ersetzen Träume. Terror über der Gesundheit ist Panik: eine Strategiephase weniger in jeder Begegnungsrunde.</translation>
        </message>
        <message>
            <source>How to play
  Type the number shown in front of an action, or the action itself (e.g. `travel 102`, `explore`).
  Numbers: while the journal asks for a choice, a number is the option's own number as printed
  (`4` means `choose 4`); options in parentheses cannot be taken now and say why; a number that is
  missing is a path not open to you now. At any other time a number picks from the numbered list of
  actions shown just above the prompt.

Commands
  state         the whole state: Event, Active Quests with hints, characters, map, the open section
  quests        the Active Quests with their text and hint
  trade         give Food, Wealth, an Item or a Secret to a character on the same location (asks which)
  read NAME     the text of an Item or Secret the party holds, a character (`read maelon`), the location
                you stand on and its action (`read here`); `read` alone lists what can be read
  log           the actions taken today
  undo          take back the last action (not past a roll, a card drawn or a section read)
  save [FILE]   save the game to a save sheet (the file given last, or the one it was loaded from)
  checkpoint NAME  mark a named checkpoint of this moment (not during an encounter), kept beside the campaign
  checkpoints   list this campaign's checkpoints; restore one with the `play --load` line shown under it
  help TOPIC    more on a topic: day, journal, end, advance, items, events, combat
  quit          stop playing (also `exit`, or end of input); on an unsaved game it asks: y saves, n does not

Saving, loading, recording and replaying
  grail-desktop play --load game.toml                        go on from a save sheet
  grail-desktop play --characters maelon --record game.txt   writes every action taken to game.txt
  grail-desktop play --actions game.txt                      plays game.txt first, then reads the keyboard
  grail-desktop replay game.txt                              rebuilds the game and prints what happened</source>
            <translation type="vanished">So wird gespielt
  Tippe die Zahl vor einer Aktion oder die Aktion selbst (z. B. `travel 102`, `explore`).
  Zahlen: Solange das Erkundungsbuch nach einer Wahl fragt, ist eine Zahl die eigene Nummer der
  Möglichkeit, wie gedruckt (`4` heißt `choose 4`); Möglichkeiten in Klammern sind jetzt nicht zu haben
  und sagen, warum; eine fehlende Zahl ist ein Weg, der dir jetzt nicht offensteht. Zu jeder anderen Zeit
  wählt eine Zahl aus der nummerierten Liste der Aktionen direkt über der Eingabe.

Befehle (die englischen Namen in Klammern gelten ebenso)
  zustand       (state) der ganze Stand: Ereignis, Aktive Aufträge mit Hinweisen, Charaktere, Karte,
                der offene Abschnitt
  aufträge      (quests) die Aktiven Aufträge mit ihrem Text und Hinweis
  tauschen      (trade) einem Charakter auf demselben Ort Nahrung, Reichtum, einen Gegenstand oder ein
                Geheimnis geben (fragt, welchen Tausch)
  lesen NAME    (read) der Text eines Gegenstands oder Geheimnisses der Gruppe, eines Charakters
                (`lesen maelon`), des Ortes, auf dem du stehst, und seiner Aktion (`lesen hier`);
                `lesen` allein zählt auf, was sich lesen lässt
  protokoll     (log) die heute getanen Aktionen
  rückgängig    (undo) die letzte Aktion zurücknehmen (nicht über einen Wurf, eine gezogene Karte oder
                einen gelesenen Abschnitt hinweg)
  speichern [DATEI]  (save) die Partie auf einen Spielstandsbogen speichern (die zuletzt genannte Datei
                oder die, aus der sie geladen wurde)
  haltepunkt NAME  (checkpoint) einen benannten Haltepunkt dieses Augenblicks setzen (nicht während einer
                Begegnung), neben der Kampagne aufbewahrt
  haltepunkte   (checkpoints) die Haltepunkte dieser Kampagne auflisten; zurück zu einem mit der Zeile
                `play --load`, die darunter steht
  hilfe THEMA   (help) mehr zu einem Thema: tag, buch, ende, aufstieg, gegenstände, ereignisse, kampf
  beenden       (quit) aufhören zu spielen (auch `ende`, `exit` oder das Ende der Eingabe); bei einer
                ungespeicherten Partie wird gefragt: j speichert, n nicht
  Die Aktionen selbst (`travel 102`, `eat`, `fast`, `done`, `raise`, `use` …) tippst du so, wie sie in
  dieser Hilfe stehen; meist ist die Zahl davor einfacher.

Speichern, Laden, Aufzeichnen und Nachspielen
  grail-desktop play --load partie.toml                        von einem Spielstandsbogen aus weiterspielen
  grail-desktop play --characters maelon --record partie.txt   schreibt jede getane Aktion in partie.txt
  grail-desktop play --actions partie.txt                      spielt zuerst partie.txt, liest dann die Tastatur
  grail-desktop replay partie.txt                              baut die Partie neu auf und gibt aus, was geschah</translation>
        </message>
        <message>
            <source>Deploy</source>
            <translation type="vanished">Aufstellen</translation>
        </message>
        <message>
            <source>Move</source>
            <translation type="vanished">Ziehen</translation>
        </message>
        <message>
            <source>Settle</source>
            <translation type="vanished">Siedeln</translation>
        </message>
        <message>
            <source>Battle Plan</source>
            <translation type="vanished">Schlachtplan</translation>
        </message>
        <message>
            <source>language of the messages and the pack's text (en, de, system; default en)</source>
            <translation type="vanished">Sprache der Meldungen und der Texte der Packung (en, de, system; Vorgabe en)</translation>
        </message>
        <message>
            <source>Combat Advancement Pool</source>
            <translation type="vanished">Kampf-Aufstiegsvorrats</translation>
        </message>
        <message>
            <source>Diplomacy Advancement Pool</source>
            <translation type="vanished">Diplomatie-Aufstiegsvorrats</translation>
        </message>
        <message>
            <source>Enter applies it; the arrows choose the enemy.</source>
            <translation type="vanished">Enter wendet ihn an; die Pfeiltasten wählen den Gegner.</translation>
        </message>
        <message>
            <source>, now {dial}</source>
            <translation type="vanished">, jetzt {dial}</translation>
        </message>
        <message>
            <source>Resume the latest saved campaign</source>
            <translation type="vanished">Die zuletzt gespeicherte Kampagne fortsetzen</translation>
        </message>
        <message>
            <source>Go on with the match saved last, where it stopped</source>
            <translation type="vanished">Mit der zuletzt gespeicherten Partie weitermachen, wo sie aufhörte</translation>
        </message>
        <message>
            <source>New to the island? A guided first day shows you each part of a day as you play it.</source>
            <translation type="vanished">Neu auf der Insel? Ein geführter erster Tag zeigt dir jeden Teil eines Tages, während du ihn spielst.</translation>
        </message>
        <message>
            <source>Search the rules (e.g. Exhausted, Menhir, escape)</source>
            <translation type="vanished">Die Regeln durchsuchen (z. B. Erschöpft, Menhir, fliehen)</translation>
        </message>
        <message>
            <source>◆ from the rule documents (S0–S2)
◇ decided for this edition where they are silent</source>
            <translation type="vanished">◆ aus den Regeldokumenten (S0–S2)
◇ für diese Ausgabe entschieden, wo sie schweigen</translation>
        </message>
        <message>
            <source>Save the completion and go on to {following} with this party.</source>
            <translation type="vanished">Den Abschluss speichern und mit dieser Gruppe in {following} weiterziehen.</translation>
        </message>
        <message>
            <source>Chain {chain}: play a card here whose strike positions meet {end_name}'s nodes ({value}).</source>
            <translation type="vanished">Kette {chain}: Spiele hier eine Karte, deren Schlagpositionen die Knoten von {end_name} treffen ({value}).</translation>
        </message>
        <message>
            <source>Chain {chain} is closed: nothing can follow {end_name}.</source>
            <translation type="vanished">Kette {chain} ist geschlossen: auf {end_name} kann nichts folgen.</translation>
        </message>
        <message>
            <source>Die {number} ({colour} {face}) is applied to enemy {enemy}.</source>
            <translation type="vanished">Würfel {number} ({colour} {face}) wirkt auf Gegner {enemy}.</translation>
        </message>
        <message>
            <source>Die {number} ({colour}) is committed: roll it. {value}</source>
            <translation type="vanished">Würfel {number} ({colour}) ist eingesetzt: würfle ihn. {value}</translation>
        </message>
        <message>
            <source>Die {number}: {colour} {face}. Drag it onto an enemy (or click it) to apply.</source>
            <translation type="vanished">Würfel {number}: {colour} {face}. Ziehe ihn auf einen Gegner (oder klicke ihn an), um ihn anzuwenden.</translation>
        </message>
        <message>
            <source>Die {number}: {colour}, a miss — no hit to apply.</source>
            <translation type="vanished">Würfel {number}: {colour}, daneben — kein Treffer anzuwenden.</translation>
        </message>
        <message>
            <source>Die {number}: {colour} {face} — a hit that cannot be applied: {value}</source>
            <translation type="vanished">Würfel {number}: {colour} {face} — ein Treffer, der nicht angewandt werden kann: {value}</translation>
        </message>
        <message>
            <source>Escape (Esc)
pays: {cost}</source>
            <translation type="vanished">Fliehen (Esc)
kostet: {cost}</translation>
        </message>
        <message>
            <source>click or drag to commit</source>
            <translation type="vanished">klicken oder ziehen zum Einsetzen</translation>
        </message>
        <message>
            <source>Roll (R)
{unrolled} dice</source>
            <translation type="vanished">Würfeln (R)
{unrolled} Würfel</translation>
        </message>
        <message>
            <source>Discard pile: {discard} card(s).</source>
            <translation type="vanished">Ablagestapel: {discard} Karte(n).</translation>
        </message>
        <message>
            <source>{name} cannot be played on chain {chain}: {value}</source>
            <translation type="vanished">{name} kann nicht an Kette {chain} gespielt werden: {value}</translation>
        </message>
        <message>
            <source>Die {number} is already applied.</source>
            <translation type="vanished">Würfel {number} ist schon angewandt.</translation>
        </message>
        <message>
            <source>Die {number} is not rolled yet: roll first.</source>
            <translation type="vanished">Würfel {number} ist noch nicht gewürfelt: erst würfeln.</translation>
        </message>
        <message>
            <source>Die {number} ({colour} {face}) cannot be applied: {why}</source>
            <translation type="vanished">Würfel {number} ({colour} {face}) kann nicht angewandt werden: {why}</translation>
        </message>
        <message>
            <source>Die {number}: click an enemy (or Tab and Enter) to apply it.</source>
            <translation type="vanished">Würfel {number}: Klicke einen Gegner an (oder Tab und Eingabe), um ihn anzuwenden.</translation>
        </message>
        <message>
            <source>{name} goes on.</source>
            <translation type="vanished">{name} geht weiter.</translation>
        </message>
        <message>
            <source>&lt;span style="font-size: 14pt;"&gt;&lt;b&gt;{title}&lt;/b&gt;&lt;/span&gt;&lt;br&gt;Everyone else here may join as a party. Each player answers for their character.</source>
            <translation type="vanished">&lt;span style="font-size: 14pt;"&gt;&lt;b&gt;{title}&lt;/b&gt;&lt;/span&gt;&lt;br&gt;Alle anderen hier dürfen sich als Gruppe anschließen. Jeder Spieler antwortet für seinen Charakter.</translation>
        </message>
        <message>
            <source>Travel (1 Energy each)</source>
            <translation type="vanished">Reisen (je 1 Energie)</translation>
        </message>
        <message>
            <source>During</source>
            <translation type="vanished">Während</translation>
        </message>
        <message>
            <source>After</source>
            <translation type="vanished">Danach</translation>
        </message>
        <message>
            <source>Special</source>
            <translation type="vanished">Besonders</translation>
        </message>
        <message>
            <source>Health {health}; {hits} {hit_word} taken; dial colour {colour}</source>
            <translation type="vanished">Gesundheit {health}; {hits} {hit_word} erlitten; Scheibenfarbe {colour}</translation>
        </message>
        <message>
            <source>&lt;b&gt;{exp}&lt;/b&gt; Exp to spend</source>
            <translation type="vanished">&lt;b&gt;{exp}&lt;/b&gt; Erf. zum Ausgeben</translation>
        </message>
        <message>
            <source>A raise costs 2 × the pair's total after the raise, at most 10 Exp. From the 3rd point in an attribute, each point brings a Skill card of it.</source>
            <translation type="vanished">Eine Steigerung kostet 2 × die Summe des Paares nach der Steigerung, höchstens 10 Erf. Ab dem 3. Punkt in einer Eigenschaft bringt jeder Punkt eine Fertigkeitskarte dieser Eigenschaft.</translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;{title}&lt;/b&gt; — %n card(s) · pool {pool}</source>
            <translation type="vanished">
                <numerusform>&lt;b&gt;{title}&lt;/b&gt; — %n Karte · Vorrat {pool}</numerusform>
                <numerusform>&lt;b&gt;{title}&lt;/b&gt; — %n Karten · Vorrat {pool}</numerusform>
            </translation>
        </message>
        <message>
            <source>The reading ends — see how the story ends</source>
            <translation type="vanished">Die Lesung endet — sieh, wie die Geschichte ausgeht</translation>
        </message>
        <message>
            <source>The reading ends — go to the End of the Day (Enter)</source>
            <translation type="vanished">Die Lesung endet — weiter zum Ende des Tages (Enter)</translation>
        </message>
        <message>
            <source>The reading ends — on to Day {day} (Enter)</source>
            <translation type="vanished">Die Lesung endet — weiter zu Tag {day} (Enter)</translation>
        </message>
        <message>
            <source>A flip item: in a fight, flip it once (Strike, Commit or Apply) for its effect; it turns face up again when the encounter ends.</source>
            <translation type="vanished">Ein Umdrehgegenstand: Dreh ihn in einem Kampf einmal um (Schlagen, Einsetzen oder Anwenden), um seinen Effekt zu nutzen; wenn die Begegnung endet, liegt er wieder offen.</translation>
        </message>
        <message>
            <source>needs {cost} Exp, {name} has {exp}</source>
            <translation type="vanished">braucht {cost} Erf., {name} hat {exp}</translation>
        </message>
        <message>
            <source>{cost} Exp = 2 × pair total after the raise ({total}), at most 10</source>
            <translation type="vanished">{cost} Erf. = 2 × Paarsumme nach dem Steigern ({total}), höchstens 10</translation>
        </message>
        <message>
            <source>{cost} Exp</source>
            <translation type="vanished">{cost} Erf.</translation>
        </message>
        <message>
            <source>Energy {energy}/{energy_max}, Health {health}/{health_max}, Terror {terror}/{terror_max}; Strategy {strategy}. Attributes: {attributes}. Resources: {resources}. Action: {action} ({cost} Energy). Trait: {trait}</source>
            <translation type="vanished">Energie {energy}/{energy_max}, Gesundheit {health}/{health_max}, Terror {terror}/{terror_max}; Strategie {strategy}. Attribute: {attributes}. Ressourcen: {resources}. Aktion: {action} ({cost} Energie). Eigenschaft: {trait}</translation>
        </message>
        <message>
            <source>Roll the active dice</source>
            <translation type="vanished">Die aktiven Würfel werfen</translation>
        </message>
        <message>
            <source>{who} raises {attribute} to {value} ({cost} Exp)</source>
            <translation type="vanished">{who} steigert {attribute} auf {value} ({cost} Erf.)</translation>
        </message>
        <message>
            <source>Experience: spent at the End of the Day to raise attributes and buy advancement cards.</source>
            <translation type="vanished">Erfahrung: wird am Ende des Tages ausgegeben, um Eigenschaften zu steigern und Aufstiegskarten zu kaufen.</translation>
        </message>
        <message>
            <source>roll the active dice</source>
            <translation type="vanished">die aktiven Würfel würfeln</translation>
        </message>
        <message>
            <source>{full}: not now — {value}</source>
            <translation type="vanished">{full}: jetzt nicht — {value}</translation>
        </message>
        <message>
            <source>Raise to {value} · {cost} Exp</source>
            <translation type="vanished">Auf {value} steigern · {cost} Erf.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Tracks:&lt;/b&gt; Energy {energy}/{energy_max}, Health {health}/{health_max}, Terror {terror}/{terror_max}; Strategy {strategy}</source>
            <translation type="vanished">&lt;b&gt;Leisten:&lt;/b&gt; Energie {energy}/{energy_max}, Gesundheit {health}/{health_max}, Terror {terror}/{terror_max}; Strategie {strategy}</translation>
        </message>
        <message>
            <source>Nothing to show on the map</source>
            <translation type="vanished">Nichts auf der Karte zu zeigen</translation>
        </message>
        <message>
            <source>Exhausted: {tired}</source>
            <translation type="vanished">Erschöpft: {tired}</translation>
        </message>
        <message>
            <source>VP gained this season by source. Standings now: {totals}.</source>
            <translation type="vanished">In dieser Jahreszeit gewonnene SP nach Herkunft. Stand jetzt: {totals}.</translation>
        </message>
        <message>
            <source>Combat Cards {total} of a limit of {limit}</source>
            <translation type="vanished">Kampfkarten {total} bei einer Grenze von {limit}</translation>
        </message>
        <message>
            <source>(at most {n} cards)</source>
            <translation type="vanished">(höchstens {n} Karten)</translation>
        </message>
        <message>
            <source>Mode (S3 setup)</source>
            <translation type="vanished">Modus (Aufbau S3)</translation>
        </message>
        <message>
            <source>The Allmother's Mercy is offered every time: when the game is lost (a solo death, or nobody left playing), the island's goddess starts the chapter again from its beginning.</source>
            <translation type="vanished">Die Gnade der Allmutter wird jedes Mal angeboten: Ist das Spiel verloren (ein Tod im Solospiel, oder niemand spielt mehr), beginnt die Göttin der Insel das Kapitel von vorn.</translation>
        </message>
        <message>
            <source>The Allmother's Mercy is offered once: the first time the game is lost (a solo death, or nobody left playing), the island's goddess starts the chapter again from its beginning.</source>
            <translation type="vanished">Die Gnade der Allmutter wird einmal angeboten: Ist das Spiel zum ersten Mal verloren (ein Tod im Solospiel, oder niemand spielt mehr), beginnt die Göttin der Insel das Kapitel von vorn.</translation>
        </message>
        <message>
            <source>The Allmother's Mercy is never offered: when the game is lost (a solo death, or nobody left playing), the campaign ends.</source>
            <translation type="vanished">Die Gnade der Allmutter wird nie angeboten: Ist das Spiel verloren (ein Tod im Solospiel, oder niemand spielt mehr), endet die Kampagne.</translation>
        </message>
        <message>
            <source>Travel ({cost})</source>
            <translation type="vanished">Reisen ({cost})</translation>
        </message>
        <message>
            <source>Face down: kept, not in use.</source>
            <translation type="vanished">Verdeckt: behalten, nicht in Gebrauch.</translation>
        </message>
        <message>
            <source>Face up: in use.</source>
            <translation type="vanished">Offen: in Gebrauch.</translation>
        </message>
        <message>
            <source>It can be crafted.</source>
            <translation type="vanished">Er kann hergestellt werden.</translation>
        </message>
        <message>
            <source>no help on '{topic}'; topics: day, journal, end, advance, items, events, combat</source>
            <translation type="vanished">keine Hilfe zu „{topic}“; Themen: tag, buch, ende, aufstieg, gegenstände, ereignisse, kampf</translation>
        </message>
        <message>
            <source>Health {health}; {hit_word} taken: {hits}; dial colour {colour}</source>
            <translation type="vanished">Gesundheit {health}; {hit_word} erlitten: {hits}; Scheibenfarbe {colour}</translation>
        </message>
        <message>
            <source>The dial shows {dial}: only {dial} dice apply. It turns red → blue → gold after each Resolve phase.</source>
            <translation type="vanished">Die Scheibe zeigt {dial}: nur {dial} Würfel wirken. Nach jeder Auflösungsphase dreht sie sich rot → blau → gold.</translation>
        </message>
        <message>
            <source>Gentle Menhir tax</source>
            <translation type="vanished">Sanfte Menhir-Steuer</translation>
        </message>
        <message>
            <source>Going without Food at the rest costs 2 Energy at most instead of all of it, and never Health.</source>
            <translation type="vanished">Ohne Nahrung zu rasten kostet höchstens 2 Energie statt aller, und nie Gesundheit.</translation>
        </message>
        <message>
            <source>Every Menhir dial, the first one's too, is set 1 higher.</source>
            <translation type="vanished">Jede Menhir-Scheibe, auch die erste, wird um 1 höher gestellt.</translation>
        </message>
        <message>
            <source>&lt;b&gt;{name}&lt;/b&gt; is reading the journal. Choose an option on the right (or press its number).</source>
            <translation type="vanished">&lt;b&gt;{name}&lt;/b&gt; liest im Erkundungsbuch. Wähle rechts eine Möglichkeit (oder drücke ihre Zahl).</translation>
        </message>
        <message>
            <source>The fight's dial shows {dial}: only {dial} dice apply now. It turns red → blue → gold after each Resolve phase. (The small “Dial” square on an enemy card is only the colour the fight's dial starts at.)</source>
            <translation type="vanished">Die Scheibe des Kampfes zeigt {dial}: Nur Würfel in {dial} zählen jetzt. Sie dreht sich nach jeder Auflösungsphase rot → blau → gold. (Das kleine Quadrat „Scheibe“ auf einer Gegnerkarte ist nur die Farbe, mit der die Scheibe des Kampfes beginnt.)</translation>
        </message>
        <message>
            <source>Dial {colour}: the fight's dial starts at the first enemy's colour. The colour that counts now is on the fight's dial beside the chains.</source>
            <translation type="vanished">Scheibe {colour}: Die Scheibe des Kampfes beginnt mit der Farbe des ersten Gegners. Welche Farbe jetzt zählt, zeigt die Scheibe des Kampfes neben den Ketten.</translation>
        </message>
        <message>
            <source>your Lord {name}</source>
            <translation type="vanished">deinen Fürsten {name}</translation>
        </message>
        <message>
            <source>Lord {name}</source>
            <translation type="vanished">Fürst {name}</translation>
        </message>
        <message>
            <source>your Champion {name}</source>
            <translation type="vanished">deinen Champion {name}</translation>
        </message>
        <message>
            <source>Champion {name}</source>
            <translation type="vanished">Champion {name}</translation>
        </message>
        <message>
            <source>Dial</source>
            <translation type="vanished">Scheibe</translation>
        </message>
        <message>
            <source>Dial colour</source>
            <translation type="vanished">Farbe</translation>
        </message>
        <message>
            <source>Excalibur, held by {faction} (with Lord {lord}). {does} The extra 1 is {ready}.</source>
            <translation type="vanished">Excalibur; Träger: {faction} (Fürst: {lord}). {does} Die zusätzliche 1 ist {ready}.</translation>
        </message>
        <message>
            <source>Lord {lord}; Faction Power {power}; Settlement slots (VP): {slots}; Warriors in supply {supply}; abilities: {abilities}</source>
            <translation type="vanished">Fürst: {lord}; Fraktionsmacht {power}; Siedlungsplätze (SP): {slots}; Krieger im Vorrat {supply}; Fähigkeiten: {abilities}</translation>
        </message>
    </context>
</TS>
